#include "data/catalogimport.h"

#include "base/format.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"
#include "core/providers.h"
#include "data/catalogschema.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QVarLengthArray>

#include <charconv>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::CatalogImport)
};

constexpr double kGiBPerGB = 1e9 / (1024.0 * 1024.0 * 1024.0);
constexpr qint64 kChunkBytes = 64 * 1024;
constexpr qint64 kMaxRowBytes = 1024 * 1024;
constexpr int kMaxCells = 1024;

// The columns each CSV format's importer reads, each named once: the header checks, the cells,
// the error marks and columnOf() use these.
namespace skypilotColumn {
const QString kInstanceType = QStringLiteral("InstanceType");
const QString kAccelerator = QStringLiteral("AcceleratorName");
const QString kAcceleratorCount = QStringLiteral("AcceleratorCount");
const QString kVcpus = QStringLiteral("vCPUs");
const QString kMemory = QStringLiteral("MemoryGiB");
const QString kPrice = QStringLiteral("Price");
const QString kSpotPrice = QStringLiteral("SpotPrice");
const QString kRegion = QStringLiteral("Region");
const QString kZone = QStringLiteral("AvailabilityZone");
const QStringList kRequired{kInstanceType, kAccelerator, kAcceleratorCount, kPrice, kSpotPrice, kRegion};
} // namespace skypilotColumn

namespace gpuhuntColumn {
const QString kInstance = QStringLiteral("instance_name");
const QString kLocation = QStringLiteral("location");
const QString kPrice = QStringLiteral("price");
const QString kGpuCount = QStringLiteral("gpu_count");
const QString kGpuName = QStringLiteral("gpu_name");
const QString kGpuVendor = QStringLiteral("gpu_vendor");
const QString kGpuMemory = QStringLiteral("gpu_memory");
const QString kSpot = QStringLiteral("spot");
const QString kCpu = QStringLiteral("cpu");
const QString kMemory = QStringLiteral("memory");
const QStringList kRequired{kInstance, kLocation, kPrice, kGpuCount, kGpuName, kSpot};
} // namespace gpuhuntColumn

// The header of a CSV, addressed by column name, since column order differs by cloud and schema
// version.
class Columns {
public:
    explicit Columns(const CsvReader &header)
    {
        for (int i = 0; i < header.cellCount(); ++i) {
            const QString name = header.cell(i);
            // Two "Price" columns: which one holds the price is anyone's guess, so neither is taken.
            if (!name.isEmpty() && m_index.contains(name) && m_duplicate.isEmpty())
                m_duplicate = name;
            m_index.insert(name, i);
        }
        m_width = header.cellCount();
    }
    // The first column name the header repeats, or empty.
    const QString &duplicate() const { return m_duplicate; }
    bool has(const QString &column) const { return m_index.contains(column); }
    int width() const { return m_width; }
    int index(const QString &column) const
    {
        // Every row asks for the same few column names: found by the name's buffer, which the copy
        // kept here holds alive, before hashing it again (qHash was an eighth of a 100,000-row import).
        for (const auto &[name, i] : m_recent)
            if (name.constData() == column.constData() && name.size() == column.size())
                return i;
        const int i = m_index.value(column, -1);
        if (m_recent.size() < m_recent.capacity())
            m_recent.append({column, i});
        return i;
    }
    QByteArrayView bytes(const CsvReader &row, const QString &column) const { return row.cellBytes(index(column)); }
    QString cell(const CsvReader &row, const QString &column) const { return QString::fromUtf8(bytes(row, column)); }

private:
    QHash<QString, int> m_index;
    mutable QVarLengthArray<std::pair<QString, int>, 24> m_recent;
    int m_width = 0;
    QString m_duplicate;
};

FieldError cellError(const QString &file, int line, const QString &column, const QString &reason)
{
    return {QStringLiteral("%1: line %2, column %3").arg(file).arg(line).arg(column), reason};
}

// Reads a number cell: empty is nothing, anything that is not a finite number of 0 or more is an
// error naming the cell. Ranges are checked on the finished row, by the catalog's own checks.
// std::from_chars: locale-independent and an order of magnitude faster than QString::toDouble.
std::optional<FieldError> numberCell(const Columns &cols, const CsvReader &row, const QString &column, const QString &file,
                                     std::optional<double> &out)
{
    const QByteArrayView text = cols.bytes(row, column);
    out.reset();
    if (text.isEmpty())
        return std::nullopt;
    double v = 0;
    const char *begin = text.data(), *end = text.data() + text.size();
    const auto r = std::from_chars(begin, end, v);
    if (r.ec != std::errc() || r.ptr != end || !std::isfinite(v) || v < 0)
        return cellError(file, row.line(), column, Text::tr("\"%1\" is not a number of 0 or more").arg(QString::fromUtf8(text)));
    out = v;
    return std::nullopt;
}

// Whole counts (GPUs, vCPUs) are range-checked before they become an int.
std::optional<FieldError> countCell(const Columns &cols, const CsvReader &row, const QString &column, const QString &file,
                                    std::optional<int> &out, bool whole)
{
    std::optional<double> v;
    if (auto e = numberCell(cols, row, column, file, v))
        return e;
    out.reset();
    if (!v)
        return std::nullopt;
    if (*v > 1e6 || (whole && std::floor(*v) != *v))
        return cellError(file, row.line(), column, Text::tr("\"%1\" is not a plausible count").arg(cols.cell(row, column)));
    out = int(std::lround(*v));
    return std::nullopt;
}

// SkyPilot pairs GCP accelerator rows with these host machine types (sky/catalog/gcp_catalog.py).
QString gcpHostFor(const QString &accelerator, int count)
{
    static const QMap<QString, QMap<int, QString>> table{
        {QStringLiteral("A100"),
         {{1, QStringLiteral("a2-highgpu-1g")},
          {2, QStringLiteral("a2-highgpu-2g")},
          {4, QStringLiteral("a2-highgpu-4g")},
          {8, QStringLiteral("a2-highgpu-8g")},
          {16, QStringLiteral("a2-megagpu-16g")}}},
        {QStringLiteral("A100-80GB"),
         {{1, QStringLiteral("a2-ultragpu-1g")},
          {2, QStringLiteral("a2-ultragpu-2g")},
          {4, QStringLiteral("a2-ultragpu-4g")},
          {8, QStringLiteral("a2-ultragpu-8g")}}},
        {QStringLiteral("L4"),
         {{1, QStringLiteral("g2-standard-4")},
          {2, QStringLiteral("g2-standard-24")},
          {4, QStringLiteral("g2-standard-48")},
          {8, QStringLiteral("g2-standard-96")}}},
        {QStringLiteral("H100"),
         {{1, QStringLiteral("a3-highgpu-1g")},
          {2, QStringLiteral("a3-highgpu-2g")},
          {4, QStringLiteral("a3-highgpu-4g")},
          {8, QStringLiteral("a3-highgpu-8g")}}},
        {QStringLiteral("H100-MEGA"), {{8, QStringLiteral("a3-megagpu-8g")}}},
        {QStringLiteral("H200"), {{8, QStringLiteral("a3-ultragpu-8g")}}},
        {QStringLiteral("B200"), {{8, QStringLiteral("a4-highgpu-8g")}}},
    };
    return table.value(accelerator).value(count);
}

// Where a field of a finished row came from in each CSV format, so that a row's check failure
// names the cell the user can fix.
QString columnOf(ImportFormat format, const QString &field)
{
    namespace sky = skypilotColumn;
    namespace hunt = gpuhuntColumn;
    static const QHash<QString, QString> skypilot{{QStringLiteral("type"), sky::kInstanceType},
                                                  {QStringLiteral("region"), sky::kRegion},
                                                  {QStringLiteral("gpu_count"), sky::kAcceleratorCount},
                                                  {QStringLiteral("vcpu"), sky::kVcpus},
                                                  {QStringLiteral("ram_gib"), sky::kMemory},
                                                  {QStringLiteral("prices.on_demand_hourly"), sky::kPrice},
                                                  {QStringLiteral("prices.spot_hourly"), sky::kSpotPrice},
                                                  {QStringLiteral("prices"), sky::kPrice}};
    static const QHash<QString, QString> gpuhunt{{QStringLiteral("type"), hunt::kInstance},
                                                 {QStringLiteral("region"), hunt::kLocation},
                                                 {QStringLiteral("gpu_count"), hunt::kGpuCount},
                                                 {QStringLiteral("vcpu"), hunt::kCpu},
                                                 {QStringLiteral("ram_gib"), hunt::kMemory},
                                                 {QStringLiteral("prices.on_demand_hourly"), hunt::kPrice},
                                                 {QStringLiteral("prices.spot_hourly"), hunt::kPrice},
                                                 {QStringLiteral("prices"), hunt::kPrice}};
    return (format == ImportFormat::Gpuhunt ? gpuhunt : skypilot).value(field, field);
}

struct Offer {
    Instance instance;
    int line = 0;
};

// What both CSV formats share once a row is read: the GPU must be known (or the row skipped when
// asked), the row passes the catalog's checks, and the offer joins the others of its instance
// type and region (keys hashed once: linear in the rows).
struct RowSink {
    const QString &file;
    const Catalog &known;
    const QString &provider;
    const QString &asOf;
    bool skipUnknown;
    ImportFormat format;
    QString source;
    ImportResult &result;
    QList<Offer> offers;
    QHash<QString, qsizetype> index;

    std::optional<FieldError> add(int line, const QString &gpuColumn, const QString &gpuName, const QString &gpuId, Instance in)
    {
        if (gpuId.isEmpty() || !known.gpu(gpuId)) {
            if (!skipUnknown)
                return cellError(file, line, gpuColumn, Text::tr("unknown GPU \"%1\" (no GPU Advisor id for it)").arg(gpuName));
            ++result.skippedRows;
            if (result.warnings.size() < 50)
                result.warnings << Text::tr("line %1: skipped unknown GPU \"%2\"").arg(line).arg(gpuName);
            return std::nullopt;
        }
        in.provider = provider;
        in.gpuId = gpuId;
        in.currency = QStringLiteral("USD");
        in.source = source;
        in.asOf = asOf;
        const QString key = in.key();
        const auto it = index.constFind(key);
        if (it == index.cend()) {
            if (auto e = checkInstance(in))
                return cellError(file, line, columnOf(format, e->field), e->reason);
            if (offers.size() >= limits::kCatalogInstances)
                return FieldError{QStringLiteral("%1: line %2").arg(file).arg(line), tooManyInstances(offers.size() + 1)};
            index.insert(key, offers.size());
            offers.append(Offer{std::move(in), line});
            return std::nullopt;
        }
        // Per-zone rows of one (type, region): the region's on-demand price, the cheapest zone's spot.
        Offer &first = offers[*it];
        if (first.instance.gpuId != in.gpuId || first.instance.gpuCount != in.gpuCount)
            return FieldError{QStringLiteral("%1: line %2").arg(file).arg(line),
                              Text::tr("%1 in %2 appears on line %3 with %4 × %5 and here with %6 × %7")
                                  .arg(first.instance.type, first.instance.region)
                                  .arg(first.line)
                                  .arg(first.instance.gpuCount)
                                  .arg(first.instance.gpuId)
                                  .arg(in.gpuCount)
                                  .arg(in.gpuId)};
        ++result.skippedRows;
        Prices &p = first.instance.prices;
        const Prices &q = in.prices;
        if (!p.onDemandHourly)
            p.onDemandHourly = q.onDemandHourly;
        if (q.spotHourly && (!p.spotHourly || *q.spotHourly < *p.spotHourly))
            p.spotHourly = q.spotHourly;
        if (auto e = checkInstance(first.instance))
            return cellError(file, line, columnOf(format, e->field), e->reason);
        return std::nullopt;
    }

    void finish()
    {
        int spotAbove = 0;
        result.catalog.instances.reserve(offers.size());
        for (Offer &o : offers) {
            const Prices &p = o.instance.prices;
            if (p.onDemandHourly && p.spotHourly && *p.spotHourly > *p.onDemandHourly && ++spotAbove <= 20)
                result.warnings << Text::tr("line %1: spot price above pay-as-you-go (kept as published)").arg(o.line);
            result.catalog.instances.append(std::move(o.instance));
        }
        offers.clear();
    }
};

// Reports progress now and then; false when the user cancelled.
class Progress {
public:
    Progress(const ImportOptions &options, qint64 total) : m_fn(options.progress), m_total(total) {}
    bool tick(qint64 done)
    {
        if (!m_fn || ++m_calls % 1024 != 0)
            return true;
        return m_fn(m_total > 0 ? std::min(1.0, double(done) / double(m_total)) : 0.0);
    }

private:
    const std::function<bool(double)> &m_fn;
    qint64 m_total;
    quint64 m_calls = 0;
};

FieldError cancelled(const QString &file)
{
    return {file, Text::tr("import cancelled")};
}

struct GcpAccelerator {
    QString name, zone, region;
    int count = 0;
    std::optional<double> price, spot;
    int line = 0;
};

Expected<ImportResult> importSkyPilot(CsvReader &csv, const Columns &cols, const QString &file, const Catalog &known,
                                      const QString &provider, const QString &asOf, const ImportOptions &options, qint64 total)
{
    using namespace skypilotColumn;
    for (const QString &required : kRequired)
        if (!cols.has(required))
            return FieldError{file, Text::tr("SkyPilot vms.csv needs a \"%1\" column").arg(required)};
    const bool gcp = provider == QLatin1String("gcp");
    ImportResult result;
    result.format = ImportFormat::SkyPilot;
    RowSink sink{file,
                 known,
                 provider,
                 asOf,
                 options.skipUnknownGpus,
                 ImportFormat::SkyPilot,
                 Text::tr("SkyPilot catalog vms.csv (%1)").arg(QFileInfo(file).fileName()),
                 result,
                 {},
                 {}};
    Progress progress(options, total);

    // GCP bills the host VM and the accelerators as separate rows of the same zone, in any order:
    // hosts are remembered, accelerators paired once the whole file is read.
    QHash<QString, std::pair<std::optional<double>, std::optional<double>>> hostPrices; // type|zone -> price, spot
    QHash<QString, std::pair<std::optional<int>, std::optional<double>>> hostShape;     // type -> vcpu, ram
    QList<GcpAccelerator> accelerators;

    while (csv.next()) {
        const int line = csv.line();
        ++result.rowsRead;
        if (!progress.tick(csv.bytesRead()))
            return cancelled(file);
        if (csv.cellCount() != cols.width())
            return cellError(file, line, QStringLiteral("*"),
                             Text::tr("has %1 cells, the header has %2").arg(csv.cellCount()).arg(cols.width()));
        const QString accel = cols.cell(csv, kAccelerator);
        const QString type = cols.cell(csv, kInstanceType);
        std::optional<double> ram, price, spot;
        std::optional<int> vcpu, count;
        if (auto e = countCell(cols, csv, kVcpus, file, vcpu, false))
            return *e;
        for (auto [column, target] : {std::pair{&kMemory, &ram}, std::pair{&kPrice, &price}, std::pair{&kSpotPrice, &spot}})
            if (auto e = numberCell(cols, csv, *column, file, *target))
                return *e;
        if (gcp && !type.isEmpty() && accel.isEmpty()) {
            hostPrices.insert(type + QLatin1Char('|') + cols.cell(csv, kZone), {price, spot});
            hostShape.insert(type, {vcpu, ram});
            ++result.skippedRows;
            continue;
        }
        if (accel.isEmpty() || accel.startsWith(QLatin1String("tpu-"), Qt::CaseInsensitive) || (gcp && !type.isEmpty())) {
            ++result.skippedRows; // CPU-only rows, TPUs
            continue;
        }
        if (auto e = countCell(cols, csv, kAcceleratorCount, file, count, true))
            return *e;
        if (!count || *count < 1)
            return cellError(file, line, kAcceleratorCount,
                             Text::tr("must be a whole number of GPUs, got \"%1\"").arg(cols.cell(csv, kAcceleratorCount)));
        const QString region = cols.cell(csv, kRegion);
        if (gcp) {
            accelerators.append({accel, cols.cell(csv, kZone), region, *count, price, spot, line});
            continue;
        }
        if (!price && !spot)
            return cellError(file, line, kPrice, Text::tr("neither %1 nor %2 is given").arg(kPrice, kSpotPrice));
        Instance in;
        in.type = type;
        in.region = region;
        in.gpuCount = *count;
        in.vcpu = vcpu;
        in.ramGib = ram;
        in.prices.onDemandHourly = price;
        in.prices.spotHourly = spot;
        // A100 40 vs 80 GB and V100 16 vs 32 GB: the name usually says; GpuInfo's memory never decides alone.
        if (auto e = sink.add(line, kAccelerator, accel, mapGpuName(accel, provider, type, 0), std::move(in)))
            return *e;
    }
    if (csv.error())
        return *csv.error();

    for (const GcpAccelerator &a : std::as_const(accelerators)) {
        const QString host = gcpHostFor(a.name, a.count);
        if (host.isEmpty()) {
            ++result.skippedRows;
            if (result.warnings.size() < 50)
                result.warnings << Text::tr("line %1: GCP %2 × %3 attaches to general-purpose hosts; pair it by hand")
                                       .arg(a.line)
                                       .arg(a.count)
                                       .arg(a.name);
            continue;
        }
        const auto hostPrice = hostPrices.value(host + QLatin1Char('|') + a.zone);
        if (!hostPrice.first && !hostPrice.second) {
            ++result.skippedRows;
            if (result.warnings.size() < 50)
                result.warnings << Text::tr("line %1: no %2 host row in zone %3").arg(a.line).arg(host, a.zone);
            continue;
        }
        const auto price = (a.price && hostPrice.first) ? std::optional<double>(*a.price + *hostPrice.first) : std::nullopt;
        const auto spot = (a.spot && hostPrice.second) ? std::optional<double>(*a.spot + *hostPrice.second) : std::nullopt;
        if (!price && !spot)
            return cellError(file, a.line, kPrice, Text::tr("neither %1 nor %2 is given").arg(kPrice, kSpotPrice));
        Instance in;
        in.type = host;
        in.region = a.region;
        in.gpuCount = a.count;
        std::tie(in.vcpu, in.ramGib) = hostShape.value(host);
        in.prices.onDemandHourly = price;
        in.prices.spotHourly = spot;
        if (auto e = sink.add(a.line, kAccelerator, a.name, mapGpuName(a.name, provider, host, 0), std::move(in)))
            return *e;
    }
    sink.finish();
    return result;
}

Expected<ImportResult> importGpuhunt(CsvReader &csv, const Columns &cols, const QString &file, const Catalog &known,
                                     const QString &provider, const QString &asOf, const ImportOptions &options, qint64 total)
{
    using namespace gpuhuntColumn;
    for (const QString &required : kRequired)
        if (!cols.has(required))
            return FieldError{file, Text::tr("gpuhunt CSV needs a \"%1\" column").arg(required)};
    ImportResult result;
    result.format = ImportFormat::Gpuhunt;
    RowSink sink{file,
                 known,
                 provider,
                 asOf,
                 options.skipUnknownGpus,
                 ImportFormat::Gpuhunt,
                 Text::tr("gpuhunt catalog CSV (%1)").arg(QFileInfo(file).fileName()),
                 result,
                 {},
                 {}};
    Progress progress(options, total);
    while (csv.next()) {
        const CsvReader &row = csv;
        const int line = csv.line();
        ++result.rowsRead;
        if (!progress.tick(csv.bytesRead()))
            return cancelled(file);
        if (csv.cellCount() != cols.width())
            return cellError(file, line, QStringLiteral("*"),
                             Text::tr("has %1 cells, the header has %2").arg(csv.cellCount()).arg(cols.width()));
        std::optional<double> price, memory, gpuMemory;
        std::optional<int> count, cpu;
        if (auto e = countCell(cols, row, kGpuCount, file, count, true))
            return *e;
        if (auto e = countCell(cols, row, kCpu, file, cpu, false))
            return *e;
        for (auto [column, target] : {std::pair{kPrice, &price}, std::pair{kMemory, &memory}, std::pair{kGpuMemory, &gpuMemory}})
            if (auto e = numberCell(cols, row, column, file, *target))
                return *e;
        if (!count || *count == 0) {
            ++result.skippedRows;
            continue;
        }
        const QString type = cols.cell(row, kInstance);
        if (!price)
            return cellError(file, line, kPrice, Text::tr("is empty"));
        const QString spotText = cols.cell(row, kSpot);
        if (spotText != QLatin1String("True") && spotText != QLatin1String("False"))
            return cellError(file, line, kSpot, Text::tr("must be True or False, got \"%1\"").arg(spotText));
        const QString vendor = cols.cell(row, kGpuVendor).toLower();
        const QString name = cols.cell(row, kGpuName);
        const bool gpuVendor = vendor.isEmpty() || isKnownGpuVendor(vendor);
        Instance in;
        in.type = type;
        in.region = cols.cell(row, kLocation);
        in.gpuCount = *count;
        // gpuhunt writes 0 for figures it does not know.
        if (cpu && *cpu > 0)
            in.vcpu = cpu;
        if (memory && *memory > 0)
            in.ramGib = *memory * kGiBPerGB; // gpuhunt memory is in GB
        if (spotText == QLatin1String("True"))
            in.prices.spotHourly = price;
        else
            in.prices.onDemandHourly = price;
        const QString gpu = gpuVendor ? mapGpuName(name, provider, type, gpuMemory.value_or(0)) : QString();
        if (auto e = sink.add(line, kGpuName, name, gpu, std::move(in)))
            return *e;
    }
    if (csv.error())
        return *csv.error();
    sink.finish();
    return result;
}

} // namespace

CsvReader::CsvReader(QIODevice &input, qint64 cap) : m_input(input), m_cap(cap) {}

void CsvReader::fail(const QString &reason)
{
    if (!m_error)
        m_error = FieldError{Text::tr("line %1").arg(m_line), reason};
}

bool CsvReader::fill()
{
    if (m_error)
        return false;
    m_buffer = m_input.read(kChunkBytes);
    m_pos = 0;
    m_consumed += m_buffer.size();
    if (m_consumed > m_cap) {
        fail(Text::tr("the file is larger than %1").arg(formatCap(m_cap)));
        return false;
    }
    return !m_buffer.isEmpty();
}

bool CsvReader::endCell()
{
    if (m_ends.size() >= std::size_t(kMaxCells)) {
        fail(Text::tr("more than %1 cells in a row").arg(kMaxCells));
        return false;
    }
    m_ends.push_back(m_row.size());
    return true;
}

QByteArrayView CsvReader::cellBytes(int i) const
{
    if (i < 0 || std::size_t(i) >= m_ends.size())
        return {};
    const qsizetype begin = i == 0 ? 0 : m_ends[std::size_t(i) - 1];
    QByteArrayView v(m_row.constData() + begin, m_ends[std::size_t(i)] - begin);
    while (!v.isEmpty() && (v.front() == ' ' || v.front() == '\t'))
        v = v.sliced(1);
    while (!v.isEmpty() && (v.back() == ' ' || v.back() == '\t'))
        v.chop(1);
    return v;
}

QStringList CsvReader::cells() const
{
    QStringList out;
    for (int i = 0; i < cellCount(); ++i)
        out << cell(i);
    return out;
}

bool CsvReader::next()
{
    if (m_error)
        return false;
    while (true) {
        m_row.clear();
        m_ends.clear();
        m_rowLine = m_line;
        bool quoted = false, started = false, closed = false, any = false;
        const qint64 rowStart = m_consumed - (m_buffer.size() - m_pos);
        const auto endCell = [&] {
            started = closed = false;
            return this->endCell();
        };
        bool rowDone = false;
        while (!rowDone) {
            if (m_pos >= m_buffer.size() && !fill()) {
                if (m_error)
                    return false;
                if (quoted) {
                    m_error = FieldError{Text::tr("line %1").arg(m_rowLine), Text::tr("a quoted cell is never closed")};
                    return false;
                }
                if (!any)
                    return false;
                if (!endCell())
                    return false;
                break;
            }
            if (m_consumed - (m_buffer.size() - m_pos) - rowStart > kMaxRowBytes) {
                fail(Text::tr("a row longer than 1 MiB"));
                return false;
            }
            any = true;
            // Copy runs of ordinary bytes at once; stop at the bytes the grammar cares about.
            const char *begin = m_buffer.constData() + m_pos, *end = m_buffer.constData() + m_buffer.size(), *q = begin;
            if (quoted) {
                while (q < end && *q != '"') {
                    if (*q == '\n')
                        ++m_line;
                    ++q;
                }
                m_row.append(begin, q - begin);
                m_pos += q - begin;
                if (q == end)
                    continue;
                ++m_pos; // the quote
                if (m_pos >= m_buffer.size())
                    fill();
                if (m_error)
                    return false;
                if (m_pos < m_buffer.size() && m_buffer[m_pos] == '"') {
                    m_row += '"'; // a doubled quote
                    ++m_pos;
                } else {
                    quoted = false;
                    closed = true;
                }
                continue;
            }
            while (q < end && *q != ',' && *q != '\n' && *q != '\r' && *q != '"')
                ++q;
            if (q > begin) {
                if (closed) {
                    fail(Text::tr("text after the closing quote of a cell"));
                    return false;
                }
                m_row.append(begin, q - begin);
                started = true;
                m_pos += q - begin;
            }
            if (q == end)
                continue;
            ++m_pos;
            switch (*q) {
            case '"':
                if (started) {
                    fail(Text::tr("a quote inside an unquoted cell"));
                    return false;
                }
                quoted = started = true;
                break;
            case ',':
                if (!endCell())
                    return false;
                break;
            case '\r': break;
            default: // '\n'
                ++m_line;
                if (!endCell())
                    return false;
                rowDone = true;
            }
        }
        if (m_ends.size() == 1 && m_ends.front() == 0)
            continue; // a blank line
        return true;
    }
}

QString toId(ImportFormat f)
{
    switch (f) {
    case ImportFormat::OwnJson: return QStringLiteral("gpu-advisor-json");
    case ImportFormat::SkyPilot: return QStringLiteral("skypilot-vms-csv");
    case ImportFormat::Gpuhunt: return QStringLiteral("gpuhunt-csv");
    }
    return {};
}

QString mapGpuName(const QString &rawName, const QString &provider, const QString &instanceType, double memoryGb)
{
    QString name = rawName.trimmed().toUpper();
    name.remove(QLatin1Char(' '));
    const QString type = instanceType.toLower();
    const bool runpod = provider == QLatin1String("runpod");
    const bool lambda = provider == QLatin1String("lambda") || provider == QLatin1String("lambdalabs");
    static const QHash<QString, QString> direct{
        {QStringLiteral("T4"), QStringLiteral("t4")},
        {QStringLiteral("P4"), QStringLiteral("p4")},
        {QStringLiteral("P40"), QStringLiteral("p40")},
        {QStringLiteral("P100"), QStringLiteral("p100-16gb-pcie")},
        {QStringLiteral("A10G"), QStringLiteral("a10g")},
        {QStringLiteral("A10"), QStringLiteral("a10")},
        {QStringLiteral("A16"), QStringLiteral("a16")},
        {QStringLiteral("A30"), QStringLiteral("a30")},
        {QStringLiteral("A40"), QStringLiteral("a40")},
        {QStringLiteral("L4"), QStringLiteral("l4")},
        {QStringLiteral("L20"), QStringLiteral("l20")},
        {QStringLiteral("L40"), QStringLiteral("l40")},
        {QStringLiteral("L40S"), QStringLiteral("l40s")},
        {QStringLiteral("V100-32GB"), QStringLiteral("v100-32gb-sxm2")},
        {QStringLiteral("V100-SXM2-32GB"), QStringLiteral("v100-32gb-sxm2")},
        {QStringLiteral("V100-SXM2"), QStringLiteral("v100-16gb-sxm2")},
        {QStringLiteral("A100-80GB-SXM"), QStringLiteral("a100-80gb-sxm")},
        {QStringLiteral("H100-SXM"), QStringLiteral("h100-sxm")},
        {QStringLiteral("H100-MEGA"), QStringLiteral("h100-sxm")},
        {QStringLiteral("H100-NVL"), QStringLiteral("h100-nvl")},
        {QStringLiteral("H100NVL"), QStringLiteral("h100-nvl")},
        {QStringLiteral("H100-PCIE"), QStringLiteral("h100-pcie")},
        {QStringLiteral("H200"), QStringLiteral("h200")},
        {QStringLiteral("H200-SXM"), QStringLiteral("h200")},
        {QStringLiteral("H800"), QStringLiteral("h800-sxm")},
        {QStringLiteral("H20"), QStringLiteral("h20")},
        {QStringLiteral("B200"), QStringLiteral("b200")},
        {QStringLiteral("GH200"), QStringLiteral("gh200")},
        {QStringLiteral("RTX4090"), QStringLiteral("rtx-4090")},
        {QStringLiteral("RTX3090"), QStringLiteral("rtx-3090")},
        {QStringLiteral("RTX5090"), QStringLiteral("rtx-5090")},
        {QStringLiteral("A6000"), QStringLiteral("rtx-a6000")},
        {QStringLiteral("RTXA6000"), QStringLiteral("rtx-a6000")},
        {QStringLiteral("RTX6000-ADA"), QStringLiteral("rtx-6000-ada")},
        {QStringLiteral("RTX6000ADA"), QStringLiteral("rtx-6000-ada")},
        {QStringLiteral("MI300X"), QStringLiteral("mi300x")},
        {QStringLiteral("MI250X"), QStringLiteral("mi250x")},
    };
    if (const auto it = direct.constFind(name); it != direct.cend())
        return *it;
    if (name == QLatin1String("V100"))
        return memoryGb >= 30 ? QStringLiteral("v100-32gb-sxm2") : QStringLiteral("v100-16gb-sxm2");
    if (name == QLatin1String("A100-80GB"))
        return runpod ? QStringLiteral("a100-80gb-pcie") : QStringLiteral("a100-80gb-sxm");
    if (name == QLatin1String("A100")) {
        const bool big = memoryGb >= 70 || type.contains(QLatin1String("80gb"));
        const bool pcie = lambda && !type.contains(QLatin1String("sxm")) && !type.contains(QLatin1String("8x"));
        if (big)
            return pcie ? QStringLiteral("a100-80gb-pcie") : QStringLiteral("a100-80gb-sxm");
        return pcie ? QStringLiteral("a100-40gb-pcie") : QStringLiteral("a100-40gb-sxm");
    }
    if (name == QLatin1String("H100"))
        return (runpod || type.contains(QLatin1String("pcie"))) ? QStringLiteral("h100-pcie") : QStringLiteral("h100-sxm");
    return {}; // e.g. Lambda's "RTX6000" is the Turing Quadro, not RTX 6000 Ada
}

namespace {
// A price file says what a machine costs and little about the machine: the facts the catalog
// already holds for the same provider, type and region (NVLink, RDMA, PCIe lanes, network...)
// stay, and the row's source names where they come from. One hash of the provider's rows: linear.
void keepKnownFacts(QList<Instance> &rows, const Catalog &base, const QString &provider)
{
    QHash<QString, const Instance *> earlier;
    for (const Instance &in : base.instances)
        if (in.provider == provider)
            earlier.insert(in.key(), &in);
    if (earlier.isEmpty())
        return;
    for (Instance &in : rows) {
        const Instance *old = earlier.value(in.key());
        if (!old)
            continue;
        bool kept = false;
        const auto keep = [&kept](auto &field, const auto &from) {
            if (!field && from) {
                field = from;
                kept = true;
            }
        };
        keep(in.cpuGhz, old->cpuGhz);
        keep(in.cpuSockets, old->cpuSockets);
        keep(in.armHost, old->armHost);
        keep(in.hostMemoryBandwidthGBs, old->hostMemoryBandwidthGBs);
        keep(in.localNvmeGb, old->localNvmeGb);
        keep(in.networkGbps, old->networkGbps);
        keep(in.rdma, old->rdma);
        keep(in.gds, old->gds);
        keep(in.nvlink, old->nvlink);
        keep(in.pcieGen, old->pcieGen);
        keep(in.pcieLanes, old->pcieLanes);
        if (!in.bareMetal && old->bareMetal) {
            in.bareMetal = true;
            kept = true;
        }
        if (in.family.isEmpty())
            in.family = old->family;
        if (kept)
            in.source = Text::tr("prices: %1; the machine's other facts: %2").arg(in.source, old->source);
    }
}
} // namespace

Expected<ImportResult> importCatalog(QIODevice &input, const QString &fileName, const Catalog &base, const ImportOptions &options)
{
    const QString asOf = options.asOf.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : options.asOf;
    if (!QDate::fromString(asOf, Qt::ISODate).isValid() || asOf.size() != 10)
        return FieldError{QStringLiteral("--as-of"), Text::tr("must be a date YYYY-MM-DD, got \"%1\"").arg(asOf)};
    if (QDate::fromString(asOf, Qt::ISODate) > QDate::currentDate().addDays(1))
        return FieldError{QStringLiteral("--as-of"), Text::tr("%1 is in the future").arg(asOf)};
    const qint64 total = input.isSequential() ? 0 : input.size();

    // Skip a UTF-8 byte-order mark and leading white space to see what the document is.
    QByteArray head = input.peek(4096);
    qsizetype start = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (start < head.size() && QByteArrayView(" \t\r\n").contains(head[start]))
        ++start;
    if (start >= head.size() && input.atEnd())
        return FieldError{fileName, Text::tr("the file is empty")};
    if (head.startsWith("\xEF\xBB\xBF"))
        input.read(3);

    if (start < head.size() && head[start] == '{') {
        QByteArray data;
        while (!input.atEnd()) {
            data += input.read(1 << 20);
            if (data.size() > limits::kCatalogBytes)
                return FieldError{fileName, Text::tr("is larger than %1").arg(formatCap(limits::kCatalogBytes))};
            if (options.progress && !options.progress(total > 0 ? 0.5 * double(data.size()) / double(total) : 0.0))
                return cancelled(fileName);
        }
        auto c = catalogFromText(data, &base, QFileInfo(fileName).fileName());
        data.clear();
        if (const auto *e = std::get_if<FieldError>(&c))
            return e->inFile(fileName);
        ImportResult result;
        result.catalog = std::get<Catalog>(std::move(c));
        result.rowsRead = int(result.catalog.instances.size() + result.catalog.gpus.size());
        result.format = ImportFormat::OwnJson;
        return result;
    }

    CsvReader csv(input, limits::kCatalogBytes);
    if (!csv.next()) {
        if (csv.error())
            return csv.error()->inFile(fileName);
        return FieldError{fileName, Text::tr("the file is empty")};
    }
    const Columns cols(csv);
    const bool skypilot = cols.has(skypilotColumn::kInstanceType) && cols.has(skypilotColumn::kAccelerator);
    const bool gpuhunt = cols.has(gpuhuntColumn::kInstance) && cols.has(gpuhuntColumn::kGpuName);
    if (!skypilot && !gpuhunt)
        return FieldError{fileName, Text::tr("not a GPU Advisor JSON catalog, SkyPilot vms.csv or gpuhunt CSV (unknown header)")};
    if (!cols.duplicate().isEmpty())
        return cellError(fileName, 1, cols.duplicate(), Text::tr("the header names this column twice; keep one"));

    QString provider = options.provider.trimmed().toLower();
    if (provider.isEmpty())
        provider = providerFromPath(fileName);
    if (provider.isEmpty())
        return FieldError{
            QStringLiteral("--provider"),
            Text::tr("cannot tell which cloud %1 describes; give --provider (aws, gcp, azure, lambda, runpod...)").arg(fileName)};
    if (provider == QLatin1String("lambdalabs"))
        provider = QStringLiteral("lambda");
    Provider p;
    if (const Provider *existing = base.provider(provider)) {
        p = *existing;
        if (p.currency != QLatin1String("USD"))
            return FieldError{QStringLiteral("--provider"), Text::tr("%1 prices in %2, but this CSV is in USD").arg(provider, p.currency)};
    } else {
        p.id = provider;
        const KnownProvider *known = knownProvider(provider);
        p.name = known ? QString::fromLatin1(known->name) : provider;
        p.kind = known ? QString::fromLatin1(known->kind) : QStringLiteral("gpu-cloud");
        p.currency = QStringLiteral("USD");
        p.asOf = asOf;
        if (auto e = checkProvider(Provider{p.id, p.name, {}, p.currency, p.kind, QStringLiteral("-"), asOf, {}}))
            return FieldError{QStringLiteral("--provider"), e->reason};
    }

    auto result = skypilot ? importSkyPilot(csv, cols, fileName, base, provider, asOf, options, total)
                           : importGpuhunt(csv, cols, fileName, base, provider, asOf, options, total);
    if (auto *e = std::get_if<FieldError>(&result)) {
        if (e->field.startsWith(QLatin1String("line "))) // the reader's own errors know no file
            return e->inFile(fileName);
        return result;
    }
    ImportResult &r = std::get<ImportResult>(result);
    if (r.catalog.instances.isEmpty())
        return FieldError{fileName, Text::tr("no GPU instances in the file (%1 rows skipped)").arg(r.skippedRows)};
    if (!base.provider(provider)) {
        p.source = options.source.isEmpty() ? r.catalog.instances.constFirst().source : options.source;
        r.warnings << Text::tr("%1 is new: the catalog has no disk, egress or storage prices for it, so its yearly totals "
                               "cover the instances only and say which prices are missing")
                          .arg(p.name);
    }
    r.catalog.providers.append(p);
    r.catalog.asOf = asOf;
    for (Instance &in : r.catalog.instances) {
        in.origin = QFileInfo(fileName).fileName();
        if (!options.source.isEmpty())
            in.source = options.source;
    }
    keepKnownFacts(r.catalog.instances, base, provider);
    return result;
}

Expected<ImportResult> importCatalog(const QByteArray &data, const QString &fileName, const Catalog &base, const ImportOptions &options)
{
    QByteArray copy = data; // QBuffer needs a non-const array; implicitly shared, so no copy is made
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return importCatalog(buffer, fileName, base, options);
}

Expected<ImportResult> importCatalogFile(const QString &path, const Catalog &base, ImportOptions options)
{
    auto opened = openInputFile(path);
    if (const auto *e = std::get_if<FieldError>(&opened))
        return *e;
    QFile &file = *std::get<std::unique_ptr<QFile>>(opened);
    if (options.asOf.isEmpty()) {
        // The file's date stands for the date of its prices; a clock set wrong must not date them.
        const QDate modified = fileModified(path).date();
        if (modified > QDate::currentDate().addDays(1))
            return FieldError{path,
                              Text::tr("the file is dated %1, in the future, so it cannot date its prices; "
                                       "give the date the prices were published")
                                  .arg(modified.toString(Qt::ISODate))};
        options.asOf = modified.toString(Qt::ISODate);
    }
    return importCatalog(file, path, base, options);
}

} // namespace ga
