#include "core/catalog.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Catalog)
};

} // namespace

QStringList supportedCurrencies()
{
    return {QStringLiteral("USD"), QStringLiteral("CNY")};
}

QString currencyDisplayName(const QString &code)
{
    if (code == QLatin1String("USD"))
        return Text::tr("US dollar (USD)");
    if (code == QLatin1String("CNY"))
        return Text::tr("Chinese yuan (CNY)");
    return code;
}

double GpuSpec::usableGiB() const
{
    return usableMemoryMiB ? *usableMemoryMiB / 1024.0 : memoryGb;
}

QString GpuSpec::shortName() const
{
    QString out = name;
    for (const char *prefix : {"NVIDIA ", "AMD Instinct ", "AMD ", "Huawei ", "GeForce ", "Tesla "})
        if (out.startsWith(QLatin1String(prefix)))
            out = out.mid(int(qstrlen(prefix)));
    return out;
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

bool isKnownGpuVendor(QStringView vendor)
{
    return vendor == QLatin1String(kVendorNvidia) || vendor == QLatin1String(kVendorAmd) || vendor == QLatin1String(kVendorHuawei);
}

bool GpuSpec::isAscend() const
{
    return vendor == QLatin1String(kVendorHuawei);
}

bool GpuSpec::isRocm() const
{
    return vendor == QLatin1String(kVendorAmd);
}

bool GpuSpec::hasHbm() const
{
    return memoryType.startsWith(QLatin1String("HBM"), Qt::CaseInsensitive);
}

std::optional<int> GpuSpec::smVersion() const
{
    // "8.0" -> 80 without allocating: the rules ask this for every instance of a catalog.
    const qsizetype dot = computeCapability.indexOf(QLatin1Char('.'));
    if (dot < 1 || dot > 2 || computeCapability.size() != dot + 2)
        return std::nullopt;
    int major = 0;
    for (qsizetype i = 0; i < dot; ++i) {
        const QChar c = computeCapability[i];
        if (!c.isDigit())
            return std::nullopt;
        major = major * 10 + c.digitValue();
    }
    const QChar minor = computeCapability[dot + 1];
    if (!minor.isDigit())
        return std::nullopt;
    return major * 10 + minor.digitValue();
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

QList<std::pair<QString, QString>> Catalog::diskClasses() const
{
    QList<std::pair<QString, QString>> classes;
    for (const Provider &p : providers)
        for (const PriceComponents &pc : p.priceComponents)
            for (const DiskClass &d : pc.disks)
                if (std::none_of(classes.cbegin(), classes.cend(), [&d](const auto &c) { return c.first == d.id; }))
                    classes.append({d.id, QStringLiteral("%1 (%2)").arg(d.name, p.name)});
    return classes;
}

Catalog::InstanceCount Catalog::instanceCount(const QString &providerId) const
{
    InstanceCount count;
    for (const Instance &in : instances)
        if (in.provider == providerId) {
            ++count.instances;
            count.estimated += in.priceEstimated ? 1 : 0;
        }
    return count;
}

QString missingPriceText(const Instance &instance)
{
    return instance.prices.any() ? Text::tr("n/a", "no price or figure") : Text::tr("unknown", "no price published");
}

QList<std::pair<QString, QString>> Catalog::priceDates() const
{
    QHash<QString, QString> newest;
    // A row with specs and no price (a family the provider sells on request) dates its specs, not
    // a price: it does not make the provider's prices look newer than they are.
    for (const Instance &in : instances) {
        if (!in.prices.any())
            continue;
        QString &date = newest[in.provider];
        if (in.asOf > date)
            date = in.asOf;
    }
    QList<std::pair<QString, QString>> out;
    for (const Provider &p : providers)
        if (const auto it = newest.constFind(p.id); it != newest.cend() && !it->isEmpty())
            out.append({p.id, *it});
    return out;
}

namespace {
// Replaces rows with the same id, appends the rest: one hash of the existing ids, so merging
// n rows onto m costs O(n + m). The rows move: an import of 200,000 rows is not copied at start.
template<typename T, typename KeyFn>
void mergeRows(QList<T> &into, QList<T> &&from, KeyFn keyOf)
{
    if (from.isEmpty())
        return;
    QHash<decltype(keyOf(into.front())), qsizetype> index;
    index.reserve(into.size() + from.size());
    for (qsizetype i = 0; i < into.size(); ++i)
        index.insert(keyOf(into[i]), i);
    into.reserve(into.size() + from.size());
    for (T &row : from) {
        auto key = keyOf(row);
        const auto it = index.constFind(key);
        if (it == index.cend()) {
            index.insert(std::move(key), into.size());
            into.append(std::move(row));
        } else {
            into[*it] = std::move(row);
        }
    }
}
} // namespace

void Catalog::merge(Catalog other)
{
    mergeRows(gpus, std::move(other.gpus), [](const GpuSpec &g) { return g.id; });
    mergeRows(providers, std::move(other.providers), [](const Provider &p) { return p.id; });
    mergeRows(instances, std::move(other.instances), [](const Instance &i) { return InstanceKey(i); });
    if (!other.version.isEmpty())
        version = other.version;
    if (other.asOf > asOf)
        asOf = other.asOf;
}

std::optional<double> ObjectStorageClass::readCeilingGbps(double datasetGb) const
{
    std::optional<double> mbs;
    if (readMBsPerTb)
        mbs = std::max(readMBsMin.value_or(0.0), *readMBsPerTb * datasetGb / 1024.0); // 2,048 GB = 2 TB, as the providers count
    if (mbs && readMBsMax)
        mbs = std::min(*mbs, *readMBsMax);
    std::optional<double> gbps = mbs ? std::optional<double>(*mbs * 8.0 / 1000.0) : std::nullopt;
    if (readGbps)
        gbps = gbps ? std::min(*gbps, *readGbps) : *readGbps;
    return gbps;
}

} // namespace ga
