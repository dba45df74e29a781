#include "catalog.h"

#include "jsonutil.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Catalog)
};

bool isDate(const QString &s)
{
    return s.size() == 10 && QDate::fromString(s, Qt::ISODate).isValid();
}

std::optional<int> optionalInt(json::Reader &r, const char *key)
{
    const auto v = r.optionalNumber(key);
    if (!v)
        return std::nullopt;
    if (std::floor(*v) != *v || *v > 1e6) {
        r.fail(QString::fromLatin1(key), Text::tr("must be a whole number"));
        return std::nullopt;
    }
    return int(*v);
}

// Fields every row must carry: where a figure comes from and how old it is.
void readProvenance(json::Reader &r, QString &source, QString &asOf)
{
    source = r.string("source");
    asOf = r.string("as_of");
    if (!asOf.isEmpty() && !isDate(asOf))
        r.fail(QStringLiteral("as_of"), Text::tr("must be a date YYYY-MM-DD, got \"%1\"").arg(asOf));
}

Expected<GpuSpec> readGpu(const nlohmann::json &j)
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j);
    GpuSpec g;
    g.id = r.string("id");
    g.name = r.string("name");
    g.vendor = r.string("vendor");
    g.arch = r.string("arch", QString());
    g.computeCapability = r.string("compute_capability", QString());
    g.launchYear = int(r.nonNegative("launch_year", 0));
    g.memoryGb = r.number("memory_gb");
    g.usableMemoryMiB = r.optionalNumber("usable_memory_mib");
    g.usableMemorySource = r.string("usable_memory_source", QString());
    g.memoryType = r.string("memory_type", QString());
    g.bandwidthGBs = r.number("bandwidth_gbs");
    g.fp16Tflops = r.optionalNumber("fp16_tflops");
    g.bf16Tflops = r.optionalNumber("bf16_tflops");
    g.fp8Tflops = r.optionalNumber("fp8_tflops");
    g.fp32Tflops = r.optionalNumber("fp32_tflops");
    g.int8Tops = r.optionalNumber("int8_tops");
    g.tensorCores = r.boolean("tensor_cores", false);
    g.bf16 = r.boolean("bf16", false);
    g.fp8 = r.boolean("fp8", false);
    g.ecc = r.optionalBoolean("ecc");
    g.mig = int(r.nonNegative("mig", 0));
    g.nvlinkGBs = r.optionalNumber("nvlink_gbs");
    g.pcieGen = optionalInt(r, "pcie_gen");
    g.pcieLanes = optionalInt(r, "pcie_lanes");
    g.tdpW = r.optionalNumber("tdp_w");
    g.consumer = r.boolean("consumer", false);
    g.estimated = r.boolean("estimated", false);
    g.basis = r.string("basis", QString());
    g.notes = r.string("notes", QString());
    readProvenance(r, g.source, g.asOf);
    if (!r.error()) {
        if (g.id != g.id.toLower() || g.id.contains(QLatin1Char(' ')))
            r.fail(QStringLiteral("id"), Text::tr("must be a lowercase id without spaces"));
        else if (g.vendor != QLatin1String("nvidia") && g.vendor != QLatin1String("amd"))
            r.fail(QStringLiteral("vendor"), Text::tr("must be \"nvidia\" or \"amd\""));
        else if (g.memoryGb <= 0 || g.memoryGb > 1024)
            r.fail(QStringLiteral("memory_gb"), Text::tr("must be between 0 and 1024 GB, got %1").arg(g.memoryGb));
        else if (g.usableMemoryMiB && (*g.usableMemoryMiB < g.memoryGb * 1e9 / 1048576.0 * 0.8
                                       || *g.usableMemoryMiB > g.memoryGb * 1024.0 * 1.05))
            r.fail(QStringLiteral("usable_memory_mib"), Text::tr("%1 MiB is implausible for a %2 GB card").arg(*g.usableMemoryMiB).arg(g.memoryGb));
        else if (g.bandwidthGBs <= 0 || g.bandwidthGBs > 50000)
            r.fail(QStringLiteral("bandwidth_gbs"), Text::tr("must be between 0 and 50,000 GB/s, got %1").arg(g.bandwidthGBs));
        else if (g.bf16 && !g.bf16Tflops.value_or(0))
            r.fail(QStringLiteral("bf16_tflops"), Text::tr("must be given when bf16 is true"));
        for (const auto &[key, v] : {std::pair{"fp16_tflops", g.fp16Tflops}, std::pair{"bf16_tflops", g.bf16Tflops},
                                     std::pair{"fp8_tflops", g.fp8Tflops}, std::pair{"fp32_tflops", g.fp32Tflops}})
            if (v && *v > 100000)
                r.fail(QString::fromLatin1(key), Text::tr("%1 TFLOPS is implausible").arg(*v));
        if (!g.fp32Tflops && !g.fp16Tflops && !g.bf16Tflops)
            r.fail(QStringLiteral("fp32_tflops"), Text::tr("at least one of fp32/fp16/bf16 TFLOPS is needed for run times"));
    }
    if (r.error())
        return FieldError{r.error()->field, r.error()->reason};
    return g;
}

Expected<PriceComponents> readComponents(const nlohmann::json &j)
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j);
    PriceComponents pc;
    pc.region = r.string("region");
    const auto disks = j.find("disk");
    if (disks != j.end() && !disks->is_null()) {
        if (!disks->is_array())
            return FieldError{QStringLiteral("disk"), Text::tr("must be an array")};
        for (std::size_t i = 0; i < disks->size(); ++i) {
            const auto &d = (*disks)[i];
            if (!d.is_object())
                return FieldError{QStringLiteral("disk[%1]").arg(i), Text::tr("must be an object")};
            json::Reader dr(d);
            DiskClass dc;
            dc.id = dr.string("class");
            dc.name = dr.string("name", dc.id);
            dc.perGbMonth = dr.optionalNumber("per_gb_month");
            dc.maxIops = dr.optionalNumber("max_iops");
            dc.maxThroughputMBs = dr.optionalNumber("max_throughput_mbs");
            if (dr.error())
                return FieldError{QStringLiteral("disk[%1].%2").arg(i).arg(dr.error()->field), dr.error()->reason};
            pc.disks.append(dc);
        }
    }
    pc.egressPerGb = r.optionalNumber("egress_per_gb");
    pc.objectStoragePerGbMonth = r.optionalNumber("object_storage_per_gb_month");
    pc.objectStoragePer10kGet = r.optionalNumber("object_storage_per_10k_get");
    pc.estimated = r.boolean("estimated", false);
    pc.basis = r.string("basis", QString());
    readProvenance(r, pc.source, pc.asOf);
    if (!r.error() && pc.estimated && pc.basis.isEmpty())
        r.fail(QStringLiteral("basis"), Text::tr("an estimated price must say its basis"));
    if (r.error())
        return FieldError{r.error()->field, r.error()->reason};
    return pc;
}

Expected<Instance> readInstance(const nlohmann::json &j, const Provider &provider, const Catalog &gpusKnown)
{
    if (!j.is_object())
        return FieldError{QString(), Text::tr("must be an object")};
    json::Reader r(j);
    Instance in;
    in.provider = provider.id;
    in.currency = provider.currency;
    in.type = r.string("type");
    in.family = r.string("family", QString());
    in.region = r.string("region");
    in.gpuId = r.string("gpu");
    in.gpuCount = int(r.positive("gpu_count"));
    in.vcpu = optionalInt(r, "vcpu");
    in.cpuGhz = r.optionalNumber("cpu_ghz");
    in.ramGib = r.optionalNumber("ram_gib");
    in.localNvmeGb = r.optionalNumber("local_nvme_gb");
    in.networkGbps = r.optionalNumber("network_gbps");
    in.rdma = r.optionalBoolean("rdma");
    in.gds = r.optionalBoolean("gds");
    in.nvlink = r.optionalBoolean("nvlink");
    in.pcieGen = optionalInt(r, "pcie_gen");
    in.pcieLanes = optionalInt(r, "pcie_lanes");
    in.bareMetal = r.boolean("bare_metal", false);
    in.priceEstimated = r.boolean("price_estimated", false);
    in.priceBasis = r.string("price_basis", QString());
    in.notes = r.string("notes", QString());
    readProvenance(r, in.source, in.asOf);
    if (r.error())
        return FieldError{r.error()->field, r.error()->reason};

    const auto prices = j.find("prices");
    if (prices == j.end() || !prices->is_object())
        return FieldError{QStringLiteral("prices"), Text::tr("must be an object with on_demand_hourly, monthly, yearly, spot_hourly")};
    json::Reader pr(*prices);
    in.prices.onDemandHourly = pr.optionalNumber("on_demand_hourly");
    in.prices.monthly = pr.optionalNumber("monthly");
    in.prices.yearly = pr.optionalNumber("yearly");
    in.prices.spotHourly = pr.optionalNumber("spot_hourly");
    if (pr.error())
        return FieldError{QStringLiteral("prices.") + pr.error()->field, pr.error()->reason};

    if (!gpusKnown.gpu(in.gpuId))
        return FieldError{QStringLiteral("gpu"), Text::tr("unknown GPU id \"%1\"").arg(in.gpuId)};
    if (in.gpuCount > 64)
        return FieldError{QStringLiteral("gpu_count"), Text::tr("more than 64 GPUs in one instance is implausible")};
    if (in.vcpu && (*in.vcpu < 1 || *in.vcpu > 2048))
        return FieldError{QStringLiteral("vcpu"), Text::tr("must be between 1 and 2048, got %1").arg(*in.vcpu)};
    if (in.ramGib && (*in.ramGib < 1 || *in.ramGib > 65536))
        return FieldError{QStringLiteral("ram_gib"), Text::tr("must be between 1 and 65536 GiB, got %1").arg(*in.ramGib)};
    if (in.networkGbps && *in.networkGbps > 12800)
        return FieldError{QStringLiteral("network_gbps"), Text::tr("%1 Gbps is implausible").arg(*in.networkGbps)};
    const Prices &p = in.prices;
    if (!p.onDemandHourly && !p.monthly && !p.yearly && !p.spotHourly)
        return FieldError{QStringLiteral("prices"), Text::tr("at least one price is needed")};
    for (const auto &[key, v] : {std::pair{"on_demand_hourly", p.onDemandHourly}, std::pair{"spot_hourly", p.spotHourly}})
        if (v && (*v <= 0 || *v > 5000))
            return FieldError{QStringLiteral("prices.") + QString::fromLatin1(key), Text::tr("%1 per hour is implausible").arg(*v)};
    if (p.monthly && (*p.monthly <= 0 || *p.monthly > 5000 * 744))
        return FieldError{QStringLiteral("prices.monthly"), Text::tr("%1 per month is implausible").arg(*p.monthly)};
    if (p.yearly && (*p.yearly <= 0 || *p.yearly > 5000 * 8784))
        return FieldError{QStringLiteral("prices.yearly"), Text::tr("%1 per year is implausible").arg(*p.yearly)};
    if (in.priceEstimated && in.priceBasis.isEmpty())
        return FieldError{QStringLiteral("price_basis"), Text::tr("an estimated price must say its basis")};
    return in;
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
    for (std::size_t i = 0; i < it->size(); ++i) {
        auto v = read((*it)[i]);
        if (const auto *e = std::get_if<FieldError>(&v))
            return e->within(QStringLiteral("%1[%2]").arg(QString::fromLatin1(key)).arg(i));
        out.append(std::get<T>(std::move(v)));
    }
    return std::nullopt;
}

std::optional<FieldError> readProviderDocument(const nlohmann::json &doc, Catalog &into, const Catalog &gpusKnown)
{
    const auto p = doc.find("provider");
    if (p == doc.end() || !p->is_object())
        return FieldError{QStringLiteral("provider"), Text::tr("must be an object with id, name, currency, source and as_of")};
    json::Reader r(*p);
    Provider provider;
    provider.id = r.string("id");
    provider.name = r.string("name");
    provider.nameZh = r.string("name_zh", QString());
    provider.currency = r.string("currency");
    provider.kind = r.string("kind", QStringLiteral("hyperscaler"));
    readProvenance(r, provider.source, provider.asOf);
    if (r.error())
        return FieldError{QStringLiteral("provider.") + r.error()->field, r.error()->reason};
    if (!QRegularExpression(QStringLiteral("^[A-Z]{3}$")).match(provider.currency).hasMatch())
        return FieldError{QStringLiteral("provider.currency"), Text::tr("must be an ISO 4217 code such as CNY or USD")};
    if (provider.id != provider.id.toLower() || provider.id.contains(QLatin1Char(':')))
        return FieldError{QStringLiteral("provider.id"), Text::tr("must be a lowercase id without ':'")};
    if (auto e = readList(doc, "price_components", provider.priceComponents, readComponents))
        return e;
    QList<Instance> instances;
    if (auto e = readList(doc, "instances", instances,
                          [&](const nlohmann::json &j) { return readInstance(j, provider, gpusKnown); }))
        return e;
    for (int i = 0; i < instances.size(); ++i)
        for (int k = 0; k < i; ++k)
            if (instances[k].key() == instances[i].key())
                return FieldError{QStringLiteral("instances[%1]").arg(i), Text::tr("duplicate instance %1").arg(instances[i].key())};
    Catalog piece;
    piece.providers.append(provider);
    piece.instances = instances;
    into.merge(piece);
    return std::nullopt;
}

} // namespace

double GpuSpec::usableGiB() const
{
    return usableMemoryMiB ? *usableMemoryMiB / 1024.0 : memoryGb;
}

double GpuSpec::denseTflops(Precision p) const
{
    const double fp32 = fp32Tflops.value_or(0);
    double rate = 0;
    switch (p) {
    case Precision::Fp32: rate = fp32; break;
    case Precision::Bf16: rate = bf16 ? bf16Tflops.value_or(0) : fp16Tflops.value_or(0); break;
    case Precision::Fp16: rate = fp16Tflops.value_or(0); break;
    case Precision::Fp8: rate = fp8 ? fp8Tflops.value_or(0) : fp16Tflops.value_or(0); break;
    case Precision::Int8:
    case Precision::Int4: rate = fp16Tflops.value_or(0); break; // weight-only quantisation computes in 16-bit
    }
    return std::max(rate, fp32);
}

std::optional<int> GpuSpec::smVersion() const
{
    const auto parts = computeCapability.split(QLatin1Char('.'));
    bool ok1 = false, ok2 = false;
    if (parts.size() != 2)
        return std::nullopt;
    const int major = parts[0].toInt(&ok1), minor = parts[1].toInt(&ok2);
    if (!ok1 || !ok2)
        return std::nullopt;
    return major * 10 + minor;
}

const PriceComponents *Provider::componentsFor(const QString &region) const
{
    const PriceComponents *fallback = nullptr;
    for (const PriceComponents &pc : priceComponents) {
        if (pc.region == region)
            return &pc;
        if (pc.region == QLatin1String("*"))
            fallback = &pc;
    }
    return fallback;
}

const GpuSpec *Catalog::gpu(const QString &id) const
{
    const auto it = std::find_if(gpus.cbegin(), gpus.cend(), [&id](const GpuSpec &g) { return g.id == id; });
    return it == gpus.cend() ? nullptr : &*it;
}

const Provider *Catalog::provider(const QString &id) const
{
    const auto it = std::find_if(providers.cbegin(), providers.cend(), [&id](const Provider &p) { return p.id == id; });
    return it == providers.cend() ? nullptr : &*it;
}

const Instance *Catalog::instance(const QString &key) const
{
    const auto it = std::find_if(instances.cbegin(), instances.cend(), [&key](const Instance &i) { return i.key() == key; });
    return it == instances.cend() ? nullptr : &*it;
}

void Catalog::merge(const Catalog &other)
{
    for (const GpuSpec &g : other.gpus) {
        const auto it = std::find_if(gpus.begin(), gpus.end(), [&g](const GpuSpec &x) { return x.id == g.id; });
        if (it == gpus.end())
            gpus.append(g);
        else
            *it = g;
    }
    for (const Provider &p : other.providers) {
        const auto it = std::find_if(providers.begin(), providers.end(), [&p](const Provider &x) { return x.id == p.id; });
        if (it == providers.end())
            providers.append(p);
        else
            *it = p;
    }
    for (const Instance &in : other.instances) {
        const QString key = in.key();
        const auto it = std::find_if(instances.begin(), instances.end(), [&key](const Instance &x) { return x.key() == key; });
        if (it == instances.end())
            instances.append(in);
        else
            *it = in;
    }
    if (!other.version.isEmpty())
        version = other.version;
    if (other.asOf > asOf)
        asOf = other.asOf;
}

Expected<Catalog> Catalog::fromJson(const nlohmann::json &doc, const Catalog *known, const QString &origin)
{
    if (!doc.is_object())
        return FieldError{QString(), Text::tr("a catalog must be a JSON object")};
    if (const auto schema = doc.find("schema"); schema != doc.end() && !(schema->is_number_integer() && schema->get<int>() == 1))
        return FieldError{QStringLiteral("schema"), Text::tr("only schema 1 is understood, got %1").arg(json::describe(*schema))};
    const bool hasGpus = doc.contains("gpus"), hasProvider = doc.contains("provider"), hasProviders = doc.contains("providers");
    if (!hasGpus && !hasProvider && !hasProviders)
        return FieldError{QString(), Text::tr("neither \"gpus\", \"provider\" nor \"providers\": not a GPU Advisor catalog")};

    Catalog c;
    json::Reader r(doc);
    c.version = r.string("version", QString());
    c.asOf = r.string("as_of", QString());
    if (r.error())
        return FieldError{r.error()->field, r.error()->reason};
    if (!c.asOf.isEmpty() && !isDate(c.asOf))
        return FieldError{QStringLiteral("as_of"), Text::tr("must be a date YYYY-MM-DD")};
    if (auto e = readList(doc, "gpus", c.gpus, readGpu))
        return *e;
    for (int i = 0; i < c.gpus.size(); ++i)
        for (int k = 0; k < i; ++k)
            if (c.gpus[k].id == c.gpus[i].id)
                return FieldError{QStringLiteral("gpus[%1].id").arg(i), Text::tr("duplicate GPU id \"%1\"").arg(c.gpus[i].id)};

    // GPU ids resolve against this document's GPUs first, then the catalog it joins.
    Catalog gpusKnown;
    if (known)
        gpusKnown.gpus = known->gpus;
    gpusKnown.merge(Catalog{QString(), QString(), c.gpus, {}, {}});

    if (hasProvider)
        if (auto e = readProviderDocument(doc, c, gpusKnown))
            return *e;
    if (hasProviders) {
        const auto &list = doc["providers"];
        if (!list.is_array())
            return FieldError{QStringLiteral("providers"), Text::tr("must be an array of provider documents")};
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (!list[i].is_object())
                return FieldError{QStringLiteral("providers[%1]").arg(i), Text::tr("must be an object")};
            if (auto e = readProviderDocument(list[i], c, gpusKnown))
                return e->within(QStringLiteral("providers[%1]").arg(i));
        }
    }
    for (Instance &in : c.instances)
        in.origin = origin;
    return c;
}

const Catalog &Catalog::bundled()
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
            const auto parsed = json::parse(f.readAll());
            if (const auto *e = std::get_if<QString>(&parsed))
                qFatal("bundled catalog %s: %s", qPrintable(name), qPrintable(*e));
            auto piece = fromJson(std::get<nlohmann::json>(parsed), &c, QStringLiteral("bundled"));
            if (const auto *e = std::get_if<FieldError>(&piece))
                qFatal("bundled catalog %s: %s", qPrintable(name), qPrintable(e->message()));
            c.merge(std::get<Catalog>(piece));
        }
        c.version = QStringLiteral("bundled-") + c.asOf;
        return c;
    }();
    return catalog;
}

QList<FieldError> Catalog::validate() const
{
    QList<FieldError> problems;
    const auto need = [&problems](bool ok, const QString &field, const QString &reason) {
        if (!ok)
            problems.append({field, reason});
    };
    for (const GpuSpec &g : gpus) {
        const QString where = QStringLiteral("gpu %1").arg(g.id);
        need(!g.source.isEmpty() && isDate(g.asOf), where, Text::tr("needs source and as_of"));
        need(!g.estimated || !g.basis.isEmpty(), where, Text::tr("estimated without a basis"));
        need(g.denseTflops(Precision::Bf16) > 0, where, Text::tr("no TFLOPS figure"));
        need(!g.tensorCores || g.fp16Tflops.value_or(0) > g.fp32Tflops.value_or(0), where,
             Text::tr("Tensor-Core FP16 should exceed plain FP32"));
    }
    for (const Provider &p : providers) {
        const QString where = QStringLiteral("provider %1").arg(p.id);
        need(!p.source.isEmpty() && isDate(p.asOf), where, Text::tr("needs source and as_of"));
        need(p.componentsFor(QStringLiteral("*")) != nullptr, where, Text::tr("needs default (\"*\") price components"));
        for (const PriceComponents &pc : p.priceComponents)
            need(!pc.source.isEmpty() && isDate(pc.asOf), where + QStringLiteral(" components ") + pc.region,
                 Text::tr("needs source and as_of"));
    }
    for (const Instance &in : instances) {
        const QString where = in.key();
        const Provider *p = provider(in.provider);
        need(p != nullptr, where, Text::tr("unknown provider"));
        need(gpu(in.gpuId) != nullptr, where, Text::tr("unknown GPU id %1").arg(in.gpuId));
        need(!in.source.isEmpty() && isDate(in.asOf), where, Text::tr("needs source and as_of"));
        need(p == nullptr || in.currency == p->currency, where, Text::tr("currency differs from the provider's"));
        // Spot above pay-as-you-go happens in published data (GCP, RunPod): kept as published.
        if (in.prices.onDemandHourly && in.prices.monthly)
            need(*in.prices.monthly <= *in.prices.onDemandHourly * 744 * 1.05, where, Text::tr("monthly above 744 pay-as-you-go hours"));
    }
    return problems;
}

// ---------------------------------------------------------------------------------------------
// Serialisation (for stored imports and `catalog --json`)

namespace {
template<typename T>
nlohmann::ordered_json opt(const std::optional<T> &v)
{
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}
std::string s(const QString &q)
{
    return q.toStdString();
}
} // namespace

nlohmann::ordered_json gpuToJson(const GpuSpec &g)
{
    nlohmann::ordered_json j;
    j["id"] = s(g.id);
    j["name"] = s(g.name);
    j["vendor"] = s(g.vendor);
    j["arch"] = s(g.arch);
    j["compute_capability"] = s(g.computeCapability);
    j["launch_year"] = g.launchYear;
    j["memory_gb"] = g.memoryGb;
    j["usable_memory_mib"] = opt(g.usableMemoryMiB);
    j["usable_memory_source"] = s(g.usableMemorySource);
    j["memory_type"] = s(g.memoryType);
    j["bandwidth_gbs"] = g.bandwidthGBs;
    j["fp16_tflops"] = opt(g.fp16Tflops);
    j["bf16_tflops"] = opt(g.bf16Tflops);
    j["fp8_tflops"] = opt(g.fp8Tflops);
    j["fp32_tflops"] = opt(g.fp32Tflops);
    j["int8_tops"] = opt(g.int8Tops);
    j["tensor_cores"] = g.tensorCores;
    j["bf16"] = g.bf16;
    j["fp8"] = g.fp8;
    j["ecc"] = opt(g.ecc);
    j["mig"] = g.mig;
    j["nvlink_gbs"] = opt(g.nvlinkGBs);
    j["pcie_gen"] = opt(g.pcieGen);
    j["pcie_lanes"] = opt(g.pcieLanes);
    j["tdp_w"] = opt(g.tdpW);
    j["consumer"] = g.consumer;
    j["estimated"] = g.estimated;
    j["basis"] = s(g.basis);
    j["source"] = s(g.source);
    j["as_of"] = s(g.asOf);
    j["notes"] = s(g.notes);
    return j;
}

nlohmann::ordered_json instanceToJson(const Instance &i)
{
    nlohmann::ordered_json j;
    j["type"] = s(i.type);
    j["family"] = s(i.family);
    j["region"] = s(i.region);
    j["gpu"] = s(i.gpuId);
    j["gpu_count"] = i.gpuCount;
    j["vcpu"] = opt(i.vcpu);
    j["cpu_ghz"] = opt(i.cpuGhz);
    j["ram_gib"] = opt(i.ramGib);
    j["local_nvme_gb"] = opt(i.localNvmeGb);
    j["network_gbps"] = opt(i.networkGbps);
    j["rdma"] = opt(i.rdma);
    j["gds"] = opt(i.gds);
    j["nvlink"] = opt(i.nvlink);
    j["pcie_gen"] = opt(i.pcieGen);
    j["pcie_lanes"] = opt(i.pcieLanes);
    j["bare_metal"] = i.bareMetal;
    j["prices"] = {{"on_demand_hourly", opt(i.prices.onDemandHourly)},
                   {"monthly", opt(i.prices.monthly)},
                   {"yearly", opt(i.prices.yearly)},
                   {"spot_hourly", opt(i.prices.spotHourly)}};
    j["price_estimated"] = i.priceEstimated;
    j["price_basis"] = s(i.priceBasis);
    j["source"] = s(i.source);
    j["as_of"] = s(i.asOf);
    j["notes"] = s(i.notes);
    return j;
}

nlohmann::ordered_json providerToJson(const Provider &p)
{
    nlohmann::ordered_json j;
    j["id"] = s(p.id);
    j["name"] = s(p.name);
    j["name_zh"] = s(p.nameZh);
    j["currency"] = s(p.currency);
    j["kind"] = s(p.kind);
    j["source"] = s(p.source);
    j["as_of"] = s(p.asOf);
    return j;
}

nlohmann::ordered_json Catalog::toJson() const
{
    nlohmann::ordered_json doc;
    doc["schema"] = 1;
    doc["version"] = s(version);
    doc["as_of"] = s(asOf);
    doc["gpus"] = nlohmann::ordered_json::array();
    for (const GpuSpec &g : gpus)
        doc["gpus"].push_back(gpuToJson(g));
    doc["providers"] = nlohmann::ordered_json::array();
    for (const Provider &p : providers) {
        nlohmann::ordered_json pd;
        pd["provider"] = providerToJson(p);
        pd["price_components"] = nlohmann::ordered_json::array();
        for (const PriceComponents &pc : p.priceComponents) {
            nlohmann::ordered_json disks = nlohmann::ordered_json::array();
            for (const DiskClass &d : pc.disks)
                disks.push_back({{"class", s(d.id)}, {"name", s(d.name)}, {"per_gb_month", opt(d.perGbMonth)},
                                 {"max_iops", opt(d.maxIops)}, {"max_throughput_mbs", opt(d.maxThroughputMBs)}});
            pd["price_components"].push_back({{"region", s(pc.region)}, {"disk", disks}, {"egress_per_gb", opt(pc.egressPerGb)},
                                              {"object_storage_per_gb_month", opt(pc.objectStoragePerGbMonth)},
                                              {"object_storage_per_10k_get", opt(pc.objectStoragePer10kGet)},
                                              {"estimated", pc.estimated}, {"basis", s(pc.basis)},
                                              {"source", s(pc.source)}, {"as_of", s(pc.asOf)}});
        }
        pd["instances"] = nlohmann::ordered_json::array();
        for (const Instance &in : instances)
            if (in.provider == p.id)
                pd["instances"].push_back(instanceToJson(in));
        doc["providers"].push_back(pd);
    }
    return doc;
}

} // namespace ga
