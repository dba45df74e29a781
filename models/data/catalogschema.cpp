// The catalog's JSON: one schema table of fields and limits for reading, writing and checking,
// the document reader, the bundled catalog and the writer (DESIGN.md §4).
#include "data/catalogschema.h"

#include "base/format.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <tuple>
#include <variant>
#include <vector>

namespace ga {

namespace {

// Translation context shared with core/catalog (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Catalog)
};

// ---------------------------------------------------------------------------------------------
// The schema: every field of every catalog row, once, with its JSON key and its limits. Reading,
// writing and checking all walk these tables, so a key or a limit cannot differ between import,
// refresh, load and `catalog --json`.

enum class TextRule { Free, Required, Id, Date };

template<typename Row>
using Member = std::variant<QString Row::*, double Row::*, std::optional<double> Row::*, int Row::*, std::optional<int> Row::*, bool Row::*,
                            std::optional<bool> Row::*>;

template<typename Row>
struct Field {
    const char *key;
    Member<Row> member;
    json::Range range = {};         // numbers; integers use min and max
    TextRule text = TextRule::Free; // strings
    bool required = false;          // numbers: must be present
};

constexpr json::Range kTflops{0, 100000};
constexpr json::Range kHourly{0, 5000, true}; // per instance-hour in the provider's currency
constexpr json::Range kPerGb{0, 100};         // storage and traffic per GB (or per 10k requests)

const QList<Field<GpuSpec>> &gpuFields()
{
    static const QList<Field<GpuSpec>> f{
        {"id", &GpuSpec::id, {}, TextRule::Id},
        {"name", &GpuSpec::name, {}, TextRule::Required},
        {"vendor", &GpuSpec::vendor, {}, TextRule::Required},
        {"arch", &GpuSpec::arch},
        {"compute_capability", &GpuSpec::computeCapability},
        {"launch_year", &GpuSpec::launchYear, {0, 2100}},
        {"memory_gb", &GpuSpec::memoryGb, {0, 1024, true}, TextRule::Free, true},
        {"usable_memory_mib", &GpuSpec::usableMemoryMiB, {0, 1024.0 * 1024.0, true}},
        {"usable_memory_source", &GpuSpec::usableMemorySource},
        {"memory_type", &GpuSpec::memoryType},
        {"bandwidth_gbs", &GpuSpec::bandwidthGBs, {0, 50000, true}, TextRule::Free, true},
        {"fp16_tflops", &GpuSpec::fp16Tflops, kTflops},
        {"bf16_tflops", &GpuSpec::bf16Tflops, kTflops},
        {"fp8_tflops", &GpuSpec::fp8Tflops, kTflops},
        {"fp32_tflops", &GpuSpec::fp32Tflops, kTflops},
        {"int8_tops", &GpuSpec::int8Tops, kTflops},
        {"tensor_cores", &GpuSpec::tensorCores},
        {"bf16", &GpuSpec::bf16},
        {"fp8", &GpuSpec::fp8},
        {"ecc", &GpuSpec::ecc},
        {"mig", &GpuSpec::mig, {0, 16}},
        {"nvlink_gbs", &GpuSpec::nvlinkGBs, {0, 100000}},
        {"pcie_gen", &GpuSpec::pcieGen, {1, 8}},
        {"pcie_lanes", &GpuSpec::pcieLanes, {1, 32}},
        {"tdp_w", &GpuSpec::tdpW, {0, 5000, true}},
        {"consumer", &GpuSpec::consumer},
        {"arm_host", &GpuSpec::armHost},
        {"estimated", &GpuSpec::estimated},
        {"basis", &GpuSpec::basis},
        {"source", &GpuSpec::source, {}, TextRule::Required},
        {"as_of", &GpuSpec::asOf, {}, TextRule::Date},
        {"notes", &GpuSpec::notes},
    };
    return f;
}

const QList<Field<DiskClass>> &diskFields()
{
    static const QList<Field<DiskClass>> f{
        {"class", &DiskClass::id, {}, TextRule::Required},
        {"name", &DiskClass::name},
        {"per_gb_month", &DiskClass::perGbMonth, kPerGb},
        {"max_iops", &DiskClass::maxIops, {0, 1e8}},
        {"max_throughput_mbs", &DiskClass::maxThroughputMBs, {0, 1e6}},
    };
    return f;
}

const QList<Field<ObjectStorageClass>> &storageClassFields()
{
    static const QList<Field<ObjectStorageClass>> f{
        {"tier", &ObjectStorageClass::tier, {}, TextRule::Required},
        {"name", &ObjectStorageClass::name, {}, TextRule::Required},
        {"per_gb_month", &ObjectStorageClass::perGbMonth, kPerGb},
        {"per_10k_get", &ObjectStorageClass::per10kGet, kPerGb},
        {"per_gb_read", &ObjectStorageClass::perGbRead, kPerGb},
        {"read_gbps", &ObjectStorageClass::readGbps, {0, 1e6, true}},
        {"read_mbs_per_tb", &ObjectStorageClass::readMBsPerTb, {0, 1e7, true}},
        {"read_mbs_min", &ObjectStorageClass::readMBsMin, {0, 1e8}},
        {"read_mbs_max", &ObjectStorageClass::readMBsMax, {0, 1e8, true}},
        {"basis", &ObjectStorageClass::basis},
        {"source", &ObjectStorageClass::source, {}, TextRule::Required},
        {"as_of", &ObjectStorageClass::asOf, {}, TextRule::Date},
    };
    return f;
}

const QList<Field<BandwidthTier>> &bandwidthFields()
{
    static const QList<Field<BandwidthTier>> f{
        {"up_to_mbps", &BandwidthTier::upToMbps, {0, 1e5, true}},
        {"per_mbps", &BandwidthTier::perMbps, {0, 1e4}, TextRule::Free, true},
    };
    return f;
}

// The bandwidth price lists of a region, by their JSON keys.
struct BandwidthList {
    const char *key;
    QList<BandwidthTier> PriceComponents::*member;
};
constexpr BandwidthList kBandwidthLists[] = {{"bandwidth_hourly", &PriceComponents::bandwidthHourly},
                                             {"bandwidth_monthly", &PriceComponents::bandwidthMonthly}};

const QList<Field<PriceComponents>> &componentFields()
{
    static const QList<Field<PriceComponents>> f{
        {"region", &PriceComponents::region, {}, TextRule::Required},
        {"egress_per_gb", &PriceComponents::egressPerGb, kPerGb},
        {"object_storage_per_gb_month", &PriceComponents::objectStoragePerGbMonth, kPerGb},
        {"object_storage_per_10k_get", &PriceComponents::objectStoragePer10kGet, kPerGb},
        {"object_storage_read_gbps", &PriceComponents::objectStorageReadGbps, {0, 1e6, true}},
        {"estimated", &PriceComponents::estimated},
        {"basis", &PriceComponents::basis},
        {"source", &PriceComponents::source, {}, TextRule::Required},
        {"as_of", &PriceComponents::asOf, {}, TextRule::Date},
    };
    return f;
}

const QList<Field<Provider>> &providerFields()
{
    static const QList<Field<Provider>> f{
        {"id", &Provider::id, {}, TextRule::Id},
        {"name", &Provider::name, {}, TextRule::Required},
        {"name_zh", &Provider::nameZh},
        {"currency", &Provider::currency, {}, TextRule::Required},
        {"kind", &Provider::kind},
        {"source", &Provider::source, {}, TextRule::Required},
        {"as_of", &Provider::asOf, {}, TextRule::Date},
    };
    return f;
}

const QList<Field<Prices>> &priceFields()
{
    static const QList<Field<Prices>> f{
        {"on_demand_hourly", &Prices::onDemandHourly, kHourly},
        {"monthly", &Prices::monthly, {0, 5000.0 * 744.0, true}},
        {"yearly", &Prices::yearly, {0, 5000.0 * 8784.0, true}},
        {"spot_hourly", &Prices::spotHourly, kHourly},
    };
    return f;
}

// Instance fields before and after the nested "prices" object, in document order.
const QList<Field<Instance>> &instanceFieldsHead()
{
    static const QList<Field<Instance>> f{
        {"type", &Instance::type, {}, TextRule::Required},
        {"family", &Instance::family},
        {"region", &Instance::region, {}, TextRule::Required},
        {"gpu", &Instance::gpuId, {}, TextRule::Required},
        {"gpu_count", &Instance::gpuCount, {1, 128}, TextRule::Free, true},
        {"vcpu", &Instance::vcpu, {1, 4096}},
        {"cpu_ghz", &Instance::cpuGhz, {0, 10, true}},
        {"cpu_sockets", &Instance::cpuSockets, {1, 16}},
        {"arm_host", &Instance::armHost},
        {"host_memory_bandwidth_gbs", &Instance::hostMemoryBandwidthGBs, {0, 1e5}},
        {"ram_gib", &Instance::ramGib, {1, 65536}},
        {"local_nvme_gb", &Instance::localNvmeGb, {0, 1e6}},
        {"network_gbps", &Instance::networkGbps, {0, 12800}},
        {"rdma", &Instance::rdma},
        {"gds", &Instance::gds},
        {"nvlink", &Instance::nvlink},
        {"pcie_gen", &Instance::pcieGen, {1, 8}},
        {"pcie_lanes", &Instance::pcieLanes, {1, 32}},
        {"bare_metal", &Instance::bareMetal},
    };
    return f;
}

const QList<Field<Instance>> &instanceFieldsTail()
{
    static const QList<Field<Instance>> f{
        {"price_estimated", &Instance::priceEstimated},
        {"price_basis", &Instance::priceBasis},
        {"source", &Instance::source, {}, TextRule::Required},
        {"as_of", &Instance::asOf, {}, TextRule::Date},
        {"notes", &Instance::notes},
    };
    return f;
}

// "2026-11-30": parsed by hand, since every row of a 100,000-row import carries one.
bool isDate(const QString &s)
{
    if (s.size() != 10 || s[4] != QLatin1Char('-') || s[7] != QLatin1Char('-'))
        return false;
    int parts[3] = {0, 0, 0};
    for (const auto &[part, from, to] : {std::tuple{0, 0, 4}, std::tuple{1, 5, 7}, std::tuple{2, 8, 10}})
        for (int i = from; i < to; ++i) {
            if (s[i] < QLatin1Char('0') || s[i] > QLatin1Char('9'))
                return false;
            parts[part] = parts[part] * 10 + (s[i].unicode() - '0');
        }
    return QDate::isValid(parts[0], parts[1], parts[2]);
}

// Tomorrow as "YYYY-MM-DD", for "not in the future" checks: ISO dates compare as text. Read
// from the clock now and then rather than once per row; per thread, because the GUI validates an
// import off its own thread while it may load a catalog on the main one.
QString tomorrowIso()
{
    thread_local QString cached;
    thread_local int calls = 0;
    if (cached.isEmpty() || ++calls % 4096 == 0)
        cached = QDate::currentDate().addDays(1).toString(Qt::ISODate);
    return cached;
}

// Reads the fields of one row; type errors and range errors name the key.
template<typename Row>
void readFields(json::Reader &r, const QList<Field<Row>> &fields, Row &row)
{
    for (const Field<Row> &f : fields) {
        const json::Range &range = f.range;
        std::visit(
            [&](auto member) {
                using T = std::remove_cvref_t<decltype(row.*member)>;
                if constexpr (std::is_same_v<T, QString>) {
                    row.*member = f.text == TextRule::Free ? r.string(f.key, QString()) : r.string(f.key);
                } else if constexpr (std::is_same_v<T, double>) {
                    row.*member = f.required ? r.requiredNumber(f.key, range) : r.number(f.key, range).value_or(0);
                } else if constexpr (std::is_same_v<T, std::optional<double>>) {
                    row.*member = r.number(f.key, range);
                } else if constexpr (std::is_same_v<T, int>) {
                    row.*member = int(f.required ? r.requiredInteger(f.key, qint64(range.min), qint64(range.max))
                                                 : r.integer(f.key, qint64(range.min), qint64(range.max), 0));
                } else if constexpr (std::is_same_v<T, std::optional<int>>) {
                    const auto v = r.integer(f.key, qint64(range.min), qint64(range.max));
                    row.*member = v ? std::optional<int>(int(*v)) : std::nullopt;
                } else if constexpr (std::is_same_v<T, bool>) {
                    row.*member = r.boolean(f.key, false);
                } else {
                    row.*member = r.optionalBoolean(f.key);
                }
            },
            f.member);
    }
}

// Writes JSON text straight from the field tables: a catalog of 100,000 rows is written in a
// fraction of the time a document tree takes, and the text is the same document fromJson reads.
class JsonWriter {
public:
    JsonWriter(QByteArray &out, CatalogStyle style) : m_out(out), m_pretty(style == CatalogStyle::Pretty) {}

    bool pretty() const { return m_pretty; }
    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    void key(const char *name)
    {
        separate();
        m_out += '"';
        m_out.append(name, qsizetype(std::strlen(name)));
        m_out.append(m_pretty ? "\": " : "\":", m_pretty ? 3 : 2);
        m_afterKey = true;
    }
    void value(const QString &v)
    {
        separate();
        string(v);
    }
    void value(double v)
    {
        separate();
        char buffer[64];
        const auto r = std::to_chars(buffer, buffer + sizeof buffer, v); // shortest text that reads back exactly
        m_out.append(buffer, r.ptr - buffer);
    }
    void value(qint64 v)
    {
        separate();
        m_out += QByteArray::number(v);
    }
    void value(int v) { value(qint64(v)); }
    void value(bool v)
    {
        separate();
        m_out += v ? "true" : "false";
    }
    void null()
    {
        separate();
        m_out += "null";
    }
    void raw(const QByteArray &json)
    {
        separate();
        m_out += json;
    }

private:
    void open(char c)
    {
        separate();
        m_out += c;
        m_first.push_back(true);
    }
    void close(char c)
    {
        const bool empty = m_first.back();
        m_first.pop_back();
        if (m_pretty && !empty)
            newline();
        m_out += c;
    }
    void newline()
    {
        m_out += '\n';
        m_out.append(qsizetype(m_first.size()) * 1, ' ');
    }
    // Before a key or a value: a comma after the previous element, and the line break.
    void separate()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_first.empty())
            return;
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
        if (m_pretty)
            newline();
    }
    // UTF-16 to escaped UTF-8 in one pass into room made up front (at most 6 bytes per unit).
    void string(const QString &v)
    {
        const qsizetype start = m_out.size();
        m_out.resize(start + 2 + v.size() * 6);
        char *o = m_out.data() + start;
        *o++ = '"';
        const char16_t *p = reinterpret_cast<const char16_t *>(v.utf16()), *end = p + v.size();
        while (p < end) {
            char32_t c = *p++;
            if (c < 0x80) {
                switch (c) {
                case '"':
                    *o++ = '\\';
                    *o++ = '"';
                    break;
                case '\\':
                    *o++ = '\\';
                    *o++ = '\\';
                    break;
                case '\n':
                    *o++ = '\\';
                    *o++ = 'n';
                    break;
                case '\r':
                    *o++ = '\\';
                    *o++ = 'r';
                    break;
                case '\t':
                    *o++ = '\\';
                    *o++ = 't';
                    break;
                default:
                    if (c < 0x20)
                        o += std::snprintf(o, 7, "\\u%04x", unsigned(c));
                    else
                        *o++ = char(c);
                }
                continue;
            }
            if (QChar::isHighSurrogate(c) && p < end && QChar::isLowSurrogate(*p))
                c = QChar::surrogateToUcs4(char16_t(c), *p++);
            else if (QChar::isSurrogate(c))
                c = 0xFFFD; // a lone surrogate is no character: write the replacement
            if (c < 0x800) {
                *o++ = char(0xC0 | (c >> 6));
            } else if (c < 0x10000) {
                *o++ = char(0xE0 | (c >> 12));
                *o++ = char(0x80 | ((c >> 6) & 0x3F));
            } else {
                *o++ = char(0xF0 | (c >> 18));
                *o++ = char(0x80 | ((c >> 12) & 0x3F));
                *o++ = char(0x80 | ((c >> 6) & 0x3F));
            }
            *o++ = char(0x80 | (c & 0x3F));
        }
        *o++ = '"';
        m_out.truncate(o - m_out.constData());
    }

    QByteArray &m_out;
    bool m_pretty;
    bool m_afterKey = false;
    std::vector<bool> m_first; // per open container: no element written yet
};

// Writes one row's fields; the compact style leaves out what a reader takes as absent.
template<typename Row>
void writeFields(JsonWriter &w, const QList<Field<Row>> &fields, const Row &row)
{
    for (const Field<Row> &f : fields) {
        std::visit(
            [&](auto member) {
                const auto &v = row.*member;
                using T = std::remove_cvref_t<decltype(v)>;
                if constexpr (std::is_same_v<T, QString>) {
                    if (!w.pretty() && v.isEmpty())
                        return;
                    w.key(f.key);
                    w.value(v);
                } else if constexpr (std::is_same_v<T, bool>) {
                    if (!w.pretty() && !v)
                        return;
                    w.key(f.key);
                    w.value(v);
                } else if constexpr (std::is_same_v<T, double> || std::is_same_v<T, int>) {
                    w.key(f.key);
                    w.value(v);
                } else {
                    if (!w.pretty() && !v)
                        return;
                    w.key(f.key);
                    if (v)
                        w.value(*v);
                    else
                        w.null();
                }
            },
            f.member);
    }
}

// Writes `rows` as the array `key`, each row's fields as writeFields does.
template<typename Row>
void writeRows(JsonWriter &w, const char *key, const QList<Row> &rows, const QList<Field<Row>> &fields)
{
    w.key(key);
    w.beginArray();
    for (const Row &row : rows) {
        w.beginObject();
        writeFields(w, fields, row);
        w.endObject();
    }
    w.endArray();
}

// The same limits, on a row already in memory (built by an importer or read from JSON).
template<typename Row>
std::optional<FieldError> checkFields(const QList<Field<Row>> &fields, const Row &row, const char *prefix = "")
{
    const auto name = [prefix](const char *key) -> QString { return QString::fromLatin1(prefix) + QString::fromLatin1(key); };
    for (const Field<Row> &f : fields) {
        std::optional<FieldError> e;
        std::visit(
            [&](auto member) {
                using T = std::remove_cvref_t<decltype(row.*member)>;
                const auto &v = row.*member;
                if constexpr (std::is_same_v<T, QString>) {
                    if (f.text != TextRule::Free && v.isEmpty())
                        e = FieldError{name(f.key), Text::tr("missing")};
                    else if (f.text == TextRule::Id && (v != v.toLower() || v.contains(QLatin1Char(' ')) || v.contains(QLatin1Char(':'))))
                        e = FieldError{name(f.key), Text::tr("must be a lowercase id without spaces or ':', got \"%1\"").arg(v)};
                    else if (f.text == TextRule::Date && !isDate(v))
                        e = FieldError{name(f.key), Text::tr("must be a date YYYY-MM-DD, got \"%1\"").arg(v)};
                    else if (f.text == TextRule::Date && v > tomorrowIso())
                        e = FieldError{name(f.key), Text::tr("%1 is in the future").arg(v)};
                    else if (v.size() > 8000)
                        e = FieldError{name(f.key), Text::tr("is longer than 8,000 characters")};
                } else if constexpr (std::is_same_v<T, double> || std::is_same_v<T, int>) {
                    if ((f.required || v != 0) && !(std::isfinite(double(v)) && f.range.contains(double(v))))
                        e = FieldError{name(f.key), Text::tr("must be %1, got %2").arg(f.range.describe()).arg(double(v))};
                } else if constexpr (std::is_same_v<T, std::optional<double>> || std::is_same_v<T, std::optional<int>>) {
                    if (v && !(std::isfinite(double(*v)) && f.range.contains(double(*v))))
                        e = FieldError{name(f.key), Text::tr("must be %1, got %2").arg(f.range.describe()).arg(double(*v))};
                }
            },
            f.member);
        if (e)
            return e;
    }
    return std::nullopt;
}

template<typename Row>
Expected<Row> readRow(const nlohmann::json &j, const QList<Field<Row>> &fields, std::optional<FieldError> (*check)(const Row &))
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j);
    Row row;
    readFields(r, fields, row);
    if (r.error())
        return *r.error();
    if (auto e = check(row))
        return *e;
    return row;
}

Expected<DiskClass> readDisk(const nlohmann::json &j)
{
    return readRow<DiskClass>(j, diskFields(), [](const DiskClass &d) { return checkFields(diskFields(), d); });
}

Expected<ObjectStorageClass> readStorageClass(const nlohmann::json &j)
{
    return readRow<ObjectStorageClass>(j, storageClassFields(),
                                       [](const ObjectStorageClass &c) { return checkFields(storageClassFields(), c); });
}

Expected<BandwidthTier> readBandwidthTier(const nlohmann::json &j)
{
    return readRow<BandwidthTier>(j, bandwidthFields(), [](const BandwidthTier &t) { return checkFields(bandwidthFields(), t); });
}

// Steps in rising order, each bounded but the last, so that every cap has exactly one price.
std::optional<FieldError> checkBandwidthTiers(const QList<BandwidthTier> &tiers)
{
    double below = 0;
    for (int i = 0; i < tiers.size(); ++i) {
        const auto at = [i](const char *field) { return QStringLiteral("[%1].%2").arg(i).arg(QString::fromLatin1(field)); };
        if (auto e = checkFields(bandwidthFields(), tiers[i]))
            return e->within(QStringLiteral("[%1]").arg(i));
        const bool last = i == tiers.size() - 1;
        if (last && tiers[i].upToMbps)
            return FieldError{at("up_to_mbps"), Text::tr("the last step must have no bound, so that every bandwidth has a price")};
        if (!last && !tiers[i].upToMbps)
            return FieldError{at("up_to_mbps"), Text::tr("required on every step but the last")};
        if (!last && *tiers[i].upToMbps <= below)
            return FieldError{at("up_to_mbps"), Text::tr("must rise from step to step")};
        below = tiers[i].upToMbps.value_or(below);
    }
    return std::nullopt;
}

// Reads a list member of `doc`, naming each failing element "key[i]".
template<typename T, typename Fn>
std::optional<FieldError> readList(const nlohmann::json &doc, const char *key, QList<T> &out, Fn read)
{
    const auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    if (!it->is_array())
        return FieldError{QString::fromLatin1(key), Text::tr("must be an array")};
    out.reserve(out.size() + qsizetype(it->size()));
    for (std::size_t i = 0; i < it->size(); ++i) {
        auto v = read((*it)[i]);
        if (const auto *e = std::get_if<FieldError>(&v))
            return e->within(QStringLiteral("%1[%2]").arg(QString::fromLatin1(key)).arg(i));
        out.append(std::get<T>(std::move(v)));
    }
    return std::nullopt;
}

Expected<PriceComponents> readComponents(const nlohmann::json &j)
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j);
    PriceComponents pc;
    readFields(r, componentFields(), pc);
    if (r.error())
        return *r.error();
    if (auto e = readList(j, "disk", pc.disks, readDisk))
        return *e;
    for (const BandwidthList &l : kBandwidthLists)
        if (auto e = readList(j, l.key, pc.*l.member, readBandwidthTier))
            return *e;
    if (auto e = readList(j, "object_storage_classes", pc.storageClasses, readStorageClass))
        return *e;
    if (auto e = checkComponents(pc))
        return *e;
    return pc;
}

// An instance row as it stands alone; its provider, currency and GPU are checked with its document.
Expected<Instance> readInstanceRow(const nlohmann::json &j, json::StringPool *pool = nullptr)
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j, pool);
    Instance in;
    readFields(r, instanceFieldsHead(), in);
    readFields(r, instanceFieldsTail(), in);
    if (r.error())
        return *r.error();
    const auto prices = j.find("prices");
    if (prices == j.end() || !prices->is_object())
        return FieldError{QStringLiteral("prices"), Text::tr("must be an object with on_demand_hourly, monthly, yearly, spot_hourly")};
    json::Reader pr(*prices);
    readFields(pr, priceFields(), in.prices);
    if (pr.error())
        return pr.error()->within(QStringLiteral("prices"));
    if (auto e = checkInstance(in))
        return *e;
    return in;
}

// The row in its document: the provider's id and currency, a GPU the catalog knows.
std::optional<FieldError> placeInstance(Instance &in, const Provider &provider, const Catalog &gpusKnown)
{
    in.provider = provider.id;
    in.currency = provider.currency;
    if (!gpusKnown.gpu(in.gpuId))
        return FieldError{QStringLiteral("gpu"), Text::tr("unknown GPU id \"%1\"").arg(in.gpuId)};
    return std::nullopt;
}

// The instance rows of a document read while it was parsed (catalogFromText), per provider
// document: its index in "providers", or -1 for a document of one provider. Reading stops at
// its first bad row, which refuses the document.
struct ParsedRows {
    QList<Instance> rows;
    std::optional<FieldError> error; // of the row after the last one read
    qsizetype count = 0;             // rows seen; those past the cap or a bad row are counted, not read
};
using RowsByDocument = QHash<int, ParsedRows>;

// nlohmann's parser callback that reads each element of an "instances" array (at the top, or in
// a provider document of "providers") when the parser completes it, and drops its JSON.
class InstanceRowReader {
public:
    bool operator()(int depth, nlohmann::json::parse_event_t event, nlohmann::json &parsed)
    {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::key) {
            if (std::size_t(depth) >= m_keys.size())
                m_keys.resize(std::size_t(depth) + 1);
            m_keys[std::size_t(depth)] = parsed.get_ref<const std::string &>();
            // A key given twice keeps its last value, in the tree as here.
            if (m_keys[std::size_t(depth)] == "instances" && (depth == 1 || (depth == 3 && keyIs(1, "providers")))) {
                ParsedRows &again = documents[depth == 1 ? -1 : m_document];
                m_read -= again.rows.size() + (again.error ? 1 : 0);
                again = {};
            }
            return true;
        }
        // Each element of "providers" is a provider document, counted as it starts.
        if (depth == 2 && keyIs(1, "providers") && (event == Event::object_start || event == Event::array_start || event == Event::value))
            ++m_document;
        const bool topRow = depth == 2 && keyIs(1, "instances");
        const bool providerRow = depth == 4 && keyIs(1, "providers") && keyIs(3, "instances");
        if (!(topRow || providerRow) || event == Event::object_start || event == Event::array_start)
            return true;
        ParsedRows &rows = documents[topRow ? -1 : m_document];
        ++rows.count;
        if (m_read < limits::kCatalogInstances && !rows.error) {
            auto row = readInstanceRow(parsed, &m_strings);
            if (auto *e = std::get_if<FieldError>(&row))
                rows.error = std::move(*e);
            else
                rows.rows.append(std::get<Instance>(std::move(row)));
            ++m_read;
        }
        return false;
    }

    RowsByDocument documents;

private:
    bool keyIs(int depth, const char *key) const { return std::size_t(depth) < m_keys.size() && m_keys[std::size_t(depth)] == key; }
    std::vector<std::string> m_keys; // the key last seen at each depth: the path to the value
    json::StringPool m_strings;
    int m_document = -1;
    qsizetype m_read = 0;
};

std::optional<FieldError> readProviderDocument(const nlohmann::json &doc, Catalog &into, const Catalog &gpusKnown,
                                               ParsedRows *parsed = nullptr)
{
    const auto p = doc.find("provider");
    if (p == doc.end() || !p->is_object())
        return FieldError{QStringLiteral("provider"), Text::tr("must be an object with id, name, currency, source and as_of")};
    // Counted before any row is read: a document over the cap is refused whole.
    const auto rowsIn = doc.find("instances");
    const qsizetype rowCount = parsed ? parsed->count : rowsIn != doc.end() && rowsIn->is_array() ? qsizetype(rowsIn->size()) : 0;
    if (rowCount + into.instances.size() > limits::kCatalogInstances)
        return FieldError{QStringLiteral("instances"), tooManyInstances(rowCount + into.instances.size())};
    json::Reader r(*p);
    Provider provider;
    readFields(r, providerFields(), provider);
    if (r.error())
        return r.error()->within(QStringLiteral("provider"));
    if (auto e = checkProvider(provider))
        return e->within(QStringLiteral("provider"));
    if (auto e = readList(doc, "price_components", provider.priceComponents, readComponents))
        return e;
    Catalog piece;
    // Rows read while parsing have left the tree, which keeps an empty array (or the value that is no array).
    if (auto e = readList(doc, "instances", piece.instances, [&](const nlohmann::json &j) -> Expected<Instance> {
            auto row = readInstanceRow(j);
            if (auto *in = std::get_if<Instance>(&row))
                if (auto misplaced = placeInstance(*in, provider, gpusKnown))
                    return *misplaced;
            return row;
        }))
        return e;
    if (parsed) {
        for (qsizetype i = 0; i < parsed->rows.size(); ++i)
            if (auto e = placeInstance(parsed->rows[i], provider, gpusKnown))
                return e->within(QStringLiteral("instances[%1]").arg(i));
        if (parsed->error)
            return parsed->error->within(QStringLiteral("instances[%1]").arg(parsed->rows.size()));
        if (piece.instances.isEmpty())
            std::swap(piece.instances, parsed->rows);
        else
            piece.instances.append(std::move(parsed->rows));
    }
    QSet<InstanceKey> keys;
    keys.reserve(piece.instances.size());
    for (int i = 0; i < piece.instances.size(); ++i) {
        InstanceKey key(piece.instances[i]);
        if (keys.contains(key))
            return FieldError{QStringLiteral("instances[%1]").arg(i), Text::tr("duplicate instance %1").arg(piece.instances[i].key())};
        keys.insert(std::move(key));
    }
    piece.providers.append(provider);
    // The keys are unique, so the rows of a document's first provider need no second hash.
    if (into.instances.isEmpty())
        std::swap(into.instances, piece.instances);
    into.merge(std::move(piece));
    return std::nullopt;
}

} // namespace

QString tooManyInstances(qsizetype count)
{
    return Text::tr("%1 instances or more, over the %2 one catalog may hold (every start loads it whole); "
                    "import one region or a few GPU models at a time")
        .arg(formatCount(count), formatCount(limits::kCatalogInstances));
}

std::optional<FieldError> checkGpu(const GpuSpec &g)
{
    if (auto e = checkFields(gpuFields(), g))
        return e;
    if (!isKnownGpuVendor(g.vendor))
        return FieldError{QStringLiteral("vendor"),
                          Text::tr("must be \"%1\", \"%2\" or \"%3\", got \"%4\"")
                              .arg(QLatin1String(kVendorNvidia), QLatin1String(kVendorAmd), QLatin1String(kVendorHuawei), g.vendor)};
    if (g.usableMemoryMiB && (*g.usableMemoryMiB < g.memoryGb * 1e9 / 1048576.0 * 0.8 || *g.usableMemoryMiB > g.memoryGb * 1024.0 * 1.05))
        return FieldError{QStringLiteral("usable_memory_mib"),
                          Text::tr("%1 MiB is implausible for a %2 GB card").arg(*g.usableMemoryMiB).arg(g.memoryGb)};
    if (g.bf16 && !g.bf16Tflops.value_or(0))
        return FieldError{QStringLiteral("bf16_tflops"), Text::tr("must be given when bf16 is true")};
    if (!g.fp32Tflops.value_or(0) && !g.fp16Tflops.value_or(0) && !g.bf16Tflops.value_or(0))
        return FieldError{QStringLiteral("fp32_tflops"), Text::tr("at least one of fp32/fp16/bf16 TFLOPS is needed for run times")};
    if (g.tensorCores && g.fp16Tflops.value_or(0) <= g.fp32Tflops.value_or(0))
        return FieldError{QStringLiteral("fp16_tflops"), Text::tr("Tensor-Core FP16 should exceed plain FP32")};
    if (g.estimated && g.basis.isEmpty())
        return FieldError{QStringLiteral("basis"), Text::tr("an estimated figure must say its basis")};
    return std::nullopt;
}

std::optional<FieldError> checkProvider(const Provider &p)
{
    if (auto e = checkFields(providerFields(), p))
        return e;
    if (!supportedCurrencies().contains(p.currency))
        return FieldError{QStringLiteral("currency"),
                          Text::tr("%1 has no exchange rate in GPU Advisor; prices must be in %2")
                              .arg(p.currency, supportedCurrencies().join(QStringLiteral(" or ")))};
    for (const PriceComponents &pc : p.priceComponents)
        if (auto e = checkComponents(pc))
            return e->within(QStringLiteral("price_components[%1]").arg(pc.region));
    return std::nullopt;
}

std::optional<FieldError> checkComponents(const PriceComponents &pc)
{
    if (auto e = checkFields(componentFields(), pc))
        return e;
    for (int i = 0; i < pc.disks.size(); ++i)
        if (auto e = checkFields(diskFields(), pc.disks[i]))
            return e->within(QStringLiteral("disk[%1]").arg(i));
    for (const BandwidthList &l : kBandwidthLists)
        if (auto e = checkBandwidthTiers(pc.*l.member))
            return e->within(QString::fromLatin1(l.key));
    QSet<QString> tiers;
    for (int i = 0; i < pc.storageClasses.size(); ++i) {
        const ObjectStorageClass &c = pc.storageClasses[i];
        const QString at = QStringLiteral("object_storage_classes[%1]").arg(i);
        if (auto e = checkFields(storageClassFields(), c))
            return e->within(at);
        const auto tier = c.storageClass();
        if (!tier || *tier == StorageClass::Standard)
            return FieldError{QStringLiteral("tier"), Text::tr("must be \"high-throughput\" or \"accelerated\"")}.within(at);
        if (tiers.contains(c.tier))
            return FieldError{QStringLiteral("tier"), Text::tr("\"%1\" is listed twice").arg(c.tier)}.within(at);
        tiers.insert(c.tier);
        if (!c.perGbMonth)
            return FieldError{QStringLiteral("per_gb_month"), Text::tr("a storage class needs its price")}.within(at);
        if ((c.readMBsMin || c.readMBsMax) && !c.readMBsPerTb)
            return FieldError{QStringLiteral("read_mbs_per_tb"), Text::tr("a floor or ceiling needs the rate per TB it bounds")}.within(at);
    }
    if (pc.estimated && pc.basis.isEmpty())
        return FieldError{QStringLiteral("basis"), Text::tr("an estimated price must say its basis")};
    return std::nullopt;
}

std::optional<FieldError> checkInstance(const Instance &in)
{
    if (auto e = checkFields(instanceFieldsHead(), in))
        return e;
    if (auto e = checkFields(instanceFieldsTail(), in))
        return e;
    if (auto e = checkFields(priceFields(), in.prices, "prices."))
        return e;
    const Prices &p = in.prices;
    // A machine the provider sells without a public price keeps its specs, and says why.
    if (!p.any() && in.priceBasis.trimmed().isEmpty())
        return FieldError{QStringLiteral("prices"), Text::tr("no price: give one, or say in price_basis why none is published")};
    if (p.onDemandHourly && p.monthly && *p.monthly > *p.onDemandHourly * 744 * 1.05)
        return FieldError{QStringLiteral("prices.monthly"),
                          Text::tr("%1 per month is more than 744 pay-as-you-go hours at %2").arg(*p.monthly).arg(*p.onDemandHourly)};
    if (in.priceEstimated && in.priceBasis.isEmpty())
        return FieldError{QStringLiteral("price_basis"), Text::tr("an estimated price must say its basis")};
    return std::nullopt;
}

namespace {
Expected<Catalog> readCatalog(const nlohmann::json &doc, const Catalog *known, const QString &origin, RowsByDocument *parsed)
{
    if (!doc.is_object())
        return FieldError{QString(), Text::tr("a catalog must be a JSON object")};
    if (const auto schema = doc.find("schema"); schema != doc.end() && !(schema->is_number_integer() && schema->get<qint64>() == 1))
        return FieldError{QStringLiteral("schema"), Text::tr("only schema 1 is understood, got %1").arg(json::describe(*schema))};
    const bool hasGpus = doc.contains("gpus"), hasProvider = doc.contains("provider"), hasProviders = doc.contains("providers");
    if (!hasGpus && !hasProvider && !hasProviders)
        return FieldError{QString(), Text::tr("neither \"gpus\", \"provider\" nor \"providers\": not a GPU Advisor catalog")};

    Catalog c;
    json::Reader r(doc);
    c.version = r.string("version", QString());
    c.asOf = r.string("as_of", QString());
    if (r.error())
        return *r.error();
    if (!c.asOf.isEmpty() && !isDate(c.asOf))
        return FieldError{QStringLiteral("as_of"), Text::tr("must be a date YYYY-MM-DD")};
    // As for every row: a catalog dated in the future would win every later date comparison.
    if (c.asOf > tomorrowIso())
        return FieldError{QStringLiteral("as_of"), Text::tr("%1 is in the future").arg(c.asOf)};
    if (auto e = readList(doc, "gpus", c.gpus, [](const nlohmann::json &j) { return readRow<GpuSpec>(j, gpuFields(), checkGpu); }))
        return *e;
    QSet<QString> ids;
    for (int i = 0; i < c.gpus.size(); ++i) {
        if (ids.contains(c.gpus[i].id))
            return FieldError{QStringLiteral("gpus[%1].id").arg(i), Text::tr("duplicate GPU id \"%1\"").arg(c.gpus[i].id)};
        ids.insert(c.gpus[i].id);
    }

    // GPU ids resolve against this document's GPUs first, then the catalog it joins.
    Catalog gpusKnown;
    if (known)
        gpusKnown.gpus = known->gpus;
    Catalog ownGpus;
    ownGpus.gpus = c.gpus;
    gpusKnown.merge(ownGpus);

    const auto rowsOf = [parsed](int document) { return parsed ? &(*parsed)[document] : nullptr; };
    if (hasProvider)
        if (auto e = readProviderDocument(doc, c, gpusKnown, rowsOf(-1)))
            return *e;
    if (hasProviders) {
        const auto &list = doc["providers"];
        if (!list.is_array())
            return FieldError{QStringLiteral("providers"), Text::tr("must be an array of provider documents")};
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (!list[i].is_object())
                return FieldError{QStringLiteral("providers[%1]").arg(i), Text::tr("must be an object")};
            if (auto e = readProviderDocument(list[i], c, gpusKnown, rowsOf(int(i))))
                return e->within(QStringLiteral("providers[%1]").arg(i));
        }
    }
    for (Instance &in : c.instances)
        in.origin = origin;
    return c;
}
} // namespace

Expected<Catalog> catalogFromJson(const nlohmann::json &doc, const Catalog *known, const QString &origin)
{
    return readCatalog(doc, known, origin, nullptr);
}

Expected<Catalog> catalogFromText(const QByteArray &text, const Catalog *known, const QString &origin, nlohmann::json *rest)
{
    InstanceRowReader rows;
    auto parsed = json::parse(text, std::ref(rows));
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{QString(), *e};
    const nlohmann::json &doc = std::get<nlohmann::json>(parsed);
    auto c = readCatalog(doc, known, origin, &rows.documents);
    if (rest)
        *rest = std::get<nlohmann::json>(std::move(parsed));
    return c;
}

const Catalog &bundledCatalog()
{
    static const Catalog catalog = [] {
        Catalog c;
        QDir dir(QStringLiteral(":/catalog"));
        QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        // GPUs first: provider files refer to them.
        files.removeOne(QStringLiteral("gpus.json"));
        files.prepend(QStringLiteral("gpus.json"));
        for (const QString &name : files) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                qFatal("bundled catalog file %s cannot be read", qPrintable(name));
            auto piece = catalogFromText(f.readAll(), &c, QStringLiteral("bundled"));
            if (const auto *e = std::get_if<FieldError>(&piece))
                qFatal("bundled catalog %s: %s", qPrintable(name), qPrintable(e->message()));
            c.merge(std::get<Catalog>(std::move(piece)));
        }
        c.version = QStringLiteral("bundled-") + c.asOf;
        return c;
    }();
    return catalog;
}

QList<FieldError> validateCatalog(const Catalog &catalog, int limit, CatalogRows rows)
{
    QList<FieldError> problems;
    const auto need = [&problems, limit](const std::optional<FieldError> &e, const QString &where) {
        if (e && problems.size() < limit)
            problems.append(e->within(where));
    };
    QHash<QString, const GpuSpec *> gpuIndex;
    for (const GpuSpec &g : catalog.gpus) {
        if (rows == CatalogRows::Check)
            need(checkGpu(g), QStringLiteral("gpu %1").arg(g.id));
        gpuIndex.insert(g.id, &g);
    }
    QHash<QString, const Provider *> providerIndex;
    for (const Provider &p : catalog.providers) {
        need(checkProvider(p), QStringLiteral("provider %1").arg(p.id));
        providerIndex.insert(p.id, &p);
    }
    QSet<QString> keys;
    keys.reserve(catalog.instances.size());
    for (const Instance &in : catalog.instances) {
        if (problems.size() >= limit)
            break;
        const QString where = in.key();
        if (rows == CatalogRows::Check)
            need(checkInstance(in), where);
        const Provider *p = providerIndex.value(in.provider);
        if (!p)
            need(FieldError{QStringLiteral("provider"), Text::tr("unknown provider \"%1\"").arg(in.provider)}, where);
        else if (in.currency != p->currency)
            need(FieldError{QStringLiteral("currency"), Text::tr("%1 differs from the provider's %2").arg(in.currency, p->currency)},
                 where);
        if (!gpuIndex.contains(in.gpuId))
            need(FieldError{QStringLiteral("gpu"), Text::tr("unknown GPU id \"%1\"").arg(in.gpuId)}, where);
        if (keys.contains(where))
            need(FieldError{QString(), Text::tr("duplicate instance")}, where);
        keys.insert(where);
    }
    return problems;
}

// ---------------------------------------------------------------------------------------------
// Serialisation (stored catalogs, refresh payloads and `catalog --json`)

QByteArray catalogToJsonText(const Catalog &catalog, CatalogStyle style, const QList<std::pair<QString, QByteArray>> &extra)
{
    QByteArray out;
    out.reserve(qsizetype(catalog.instances.size()) * 400 + 65536);
    JsonWriter w(out, style);
    w.beginObject();
    w.key("schema");
    w.value(1);
    w.key("version");
    w.value(catalog.version);
    w.key("as_of");
    w.value(catalog.asOf);
    writeRows(w, "gpus", catalog.gpus, gpuFields());

    // Instances grouped under their provider, in catalog order within each.
    QHash<QString, QList<const Instance *>> instancesOf;
    for (const Instance &in : catalog.instances)
        instancesOf[in.provider].append(&in);
    w.key("providers");
    w.beginArray();
    for (const Provider &p : catalog.providers) {
        w.beginObject();
        w.key("provider");
        w.beginObject();
        writeFields(w, providerFields(), p);
        w.endObject();
        w.key("price_components");
        w.beginArray();
        for (const PriceComponents &pc : p.priceComponents) {
            w.beginObject();
            writeFields(w, componentFields(), pc);
            writeRows(w, "disk", pc.disks, diskFields());
            if (!pc.storageClasses.isEmpty())
                writeRows(w, "object_storage_classes", pc.storageClasses, storageClassFields());
            for (const BandwidthList &l : kBandwidthLists)
                if (!(pc.*l.member).isEmpty())
                    writeRows(w, l.key, pc.*l.member, bandwidthFields());
            w.endObject();
        }
        w.endArray();
        w.key("instances");
        w.beginArray();
        for (const Instance *in : std::as_const(instancesOf[p.id])) {
            w.beginObject();
            writeFields(w, instanceFieldsHead(), *in);
            w.key("prices");
            w.beginObject();
            writeFields(w, priceFields(), in->prices);
            w.endObject();
            writeFields(w, instanceFieldsTail(), *in);
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    for (const auto &[name, json] : extra) {
        const QByteArray key = name.toUtf8();
        w.key(key.constData());
        w.raw(json);
    }
    w.endObject();
    if (style == CatalogStyle::Pretty)
        out += '\n';
    return out;
}

} // namespace ga
