#include "core/cost.h"

#include "core/serving.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Cost)
};

constexpr double kHoursPerMonth = 730.0; // 8,760 / 12, the convention cloud price pages use
constexpr double kHoursPerYear = 8760.0;
// Decimal units, as the clouds bill traffic and bandwidth: 1 GB = 8,000 Mbit.
constexpr double kMbitPerGb = 8000.0;

// Plain numbers for formulas: QString::number is several times cheaper than a QLocale, and
// advise() formats a handful per instance.
QString n(double v, int decimals = 2)
{
    return QString::number(v, 'f', decimals);
}

} // namespace

double CurrencySettings::factor(const QString &from) const
{
    if (from == display)
        return 1.0;
    if (from == QLatin1String("USD") && display == QLatin1String("CNY"))
        return cnyPerUsd;
    if (from == QLatin1String("CNY") && display == QLatin1String("USD"))
        return 1.0 / cnyPerUsd;
    return 1.0; // validated catalogs only hold supportedCurrencies()
}

QString CurrencySettings::symbol() const
{
    return display == QLatin1String("CNY") ? QStringLiteral("¥") : QStringLiteral("$");
}

QString CurrencySettings::format(double amount, int decimals) const
{
    static const QLocale english(QLocale::English);
    return symbol() + english.toString(amount, 'f', decimals); // "$12,345"
}

QString CurrencySettings::formatCompact(double amount) const
{
    const double a = std::abs(amount);
    if (a < 999.5)
        return format(amount, a < 99.995 ? 2 : 0);
    // The smallest unit that keeps the figure under 1,000 once rounded.
    double unit = 1e3;
    char suffix = 'k';
    for (const char larger : {'M', 'G'}) {
        if (a / unit < 999.5)
            break;
        unit *= 1e3;
        suffix = larger;
    }
    const double scaled = a / unit;
    return format(std::copysign(scaled, amount), scaled < 9.995 ? 2 : scaled < 99.95 ? 1 : 0) + QLatin1Char(suffix);
}

std::optional<FieldError> validate(const CurrencySettings &c)
{
    if (!supportedCurrencies().contains(c.display))
        return FieldError{QStringLiteral("currency"),
                          Text::tr("must be %1, got %2").arg(supportedCurrencies().join(QStringLiteral(" or ")), c.display)};
    if (!std::isfinite(c.cnyPerUsd) || c.cnyPerUsd <= CurrencySettings::kMinCnyPerUsd || c.cnyPerUsd > CurrencySettings::kMaxCnyPerUsd)
        return FieldError{QStringLiteral("usd-cny"),
                          Text::tr("exchange rate must be more than %1 and at most %2 CNY per USD, got %3")
                              .arg(CurrencySettings::kMinCnyPerUsd)
                              .arg(CurrencySettings::kMaxCnyPerUsd)
                              .arg(c.cnyPerUsd)};
    return std::nullopt;
}

HourlyPrice hourlyPrice(const Instance &in, Billing billing)
{
    HourlyPrice h;
    h.billing = billing;
    const Prices &p = in.prices;
    switch (billing) {
    case Billing::OnDemand:
        if (p.onDemandHourly)
            h.amount = *p.onDemandHourly;
        break;
    case Billing::Spot:
        if (p.spotHourly)
            h.amount = *p.spotHourly;
        break;
    case Billing::Monthly:
        if (p.monthly)
            h.amount = *p.monthly / kHoursPerMonth;
        break;
    case Billing::Yearly:
        if (p.yearly)
            h.amount = *p.yearly / kHoursPerYear;
        break;
    }
    if (h.amount <= 0 && billing != Billing::OnDemand && p.onDemandHourly) {
        h.amount = *p.onDemandHourly;
        h.billing = Billing::OnDemand;
        h.fallback = true;
    }
    h.available = h.amount > 0;
    return h;
}

double bandwidthCapMbps(const Usage &u)
{
    if (u.bandwidthMbps > 0)
        return u.bandwidthMbps;
    if (u.egressGbPerDay <= 0 || u.hoursPerDay <= 0)
        return 0;
    return std::max(1.0, std::ceil(u.egressGbPerDay * kMbitPerGb / (u.hoursPerDay * 3600.0) - 1e-9));
}

double bandwidthRate(const QList<BandwidthTier> &tiers, double capMbps)
{
    double rate = 0, below = 0;
    for (const BandwidthTier &t : tiers) {
        const double top = t.upToMbps ? std::min(capMbps, *t.upToMbps) : capMbps;
        if (top > below)
            rate += (top - below) * t.perMbps;
        if (!t.upToMbps || *t.upToMbps >= capMbps)
            break;
        below = *t.upToMbps;
    }
    return rate;
}

std::optional<EgressPrice> egressPrice(const PriceComponents *pc, const Usage &u, Billing billed, EgressBilling mode)
{
    if (!pc)
        return std::nullopt;
    EgressPrice e;
    if (mode == EgressBilling::Traffic) {
        if (!pc->egressPerGb)
            return std::nullopt;
        e.yearly = u.egressGbPerDay * u.daysPerYear * *pc->egressPerGb;
        return e;
    }
    e.monthly = billed == Billing::Monthly || billed == Billing::Yearly;
    const QList<BandwidthTier> &tiers = e.monthly ? pc->bandwidthMonthly : pc->bandwidthHourly;
    if (tiers.isEmpty())
        return std::nullopt;
    e.rate = bandwidthRate(tiers, bandwidthCapMbps(u));
    e.yearly = e.monthly ? e.rate * 12.0 : e.rate * u.hoursPerDay * u.daysPerYear;
    return e;
}

const DiskClass *chosenDisk(const PriceComponents *pc, const Usage &usage)
{
    if (!pc || pc->disks.isEmpty())
        return nullptr;
    if (!usage.diskClass.isEmpty())
        for (const DiskClass &d : pc->disks)
            if (d.id == usage.diskClass)
                return &d;
    return &pc->disks.constFirst();
}

const ObjectStorageClass *chosenStorageClass(const PriceComponents *pc, const Usage &usage)
{
    if (!pc || usage.storageClass == StorageClass::Standard)
        return nullptr;
    for (const ObjectStorageClass &c : pc->storageClasses)
        if (c.storageClass() == usage.storageClass)
            return &c;
    return nullptr;
}

std::optional<double> storageReadCeilingGbps(const PriceComponents *pc, const Usage &usage)
{
    if (const ObjectStorageClass *c = chosenStorageClass(pc, usage))
        return c->readCeilingGbps(usage.datasetGb);
    return pc ? pc->objectStorageReadGbps : std::nullopt;
}

AnnualCost annualCost(const Scenario &s, const Instance &in, const PriceComponents *pc, int nodes, double checkpointGbEach,
                      double toDisplay)
{
    const Usage &u = s.usage;
    AnnualCost a;
    a.estimated = in.priceEstimated;

    // Instance: usage hours for pay-as-you-go and spot; subscriptions are paid whether used or not.
    const HourlyPrice h = hourlyPrice(in, u.billing);
    a.available = h.available;
    a.billing = h.billing;
    a.billingFallback = h.fallback;
    if (h.available) {
        if (h.billing == Billing::Monthly) {
            a.rate = *in.prices.monthly;
            a.instance = a.rate * 12.0 * nodes * toDisplay;
        } else if (h.billing == Billing::Yearly) {
            a.rate = *in.prices.yearly;
            a.instance = a.rate * nodes * toDisplay;
        } else {
            a.rate = h.amount;
            a.instance = a.rate * u.hoursPerDay * u.daysPerYear * nodes * toDisplay;
        }
    }
    if (pc)
        a.estimated = a.estimated || pc->estimated;

    // Cloud disk on every node.
    const DiskClass *disk = chosenDisk(pc, u);
    if (disk && disk->perGbMonth)
        a.disk = u.diskGb * *disk->perGbMonth * 12.0 * nodes * toDisplay;
    else if (u.diskGb > 0)
        a.missing |= AnnualCost::MissingDisk;

    // Egress by the billing asked for, else by traffic; the other billing's figure for comparison.
    const EgressBilling other = u.egressBilling == EgressBilling::Traffic ? EgressBilling::Bandwidth : EgressBilling::Traffic;
    auto egress = egressPrice(pc, u, a.billing, u.egressBilling);
    const auto alternative = egressPrice(pc, u, a.billing, other);
    a.egressBilling = u.egressBilling;
    if (!egress && u.egressBilling == EgressBilling::Bandwidth && alternative) {
        egress = alternative;
        a.egressBilling = EgressBilling::Traffic;
        a.egressFallback = true;
    } else if (alternative) {
        a.egressOther = alternative->yearly * toDisplay;
    }
    if (egress)
        a.egress = egress->yearly * toDisplay;
    else if (u.egressGbPerDay > 0)
        a.missing |= AnnualCost::MissingEgress;

    // Object storage: the checkpoints in the standard class; the dataset there too, or in a
    // high-throughput class instead, or there with an accelerator's cache of its size on top.
    const ObjectStorageClass *faster = chosenStorageClass(pc, u);
    a.storageClass = faster ? *faster->storageClass() : StorageClass::Standard;
    a.storageFallback = u.storageClass != StorageClass::Standard && !faster;
    const bool datasetMoved = a.storageClass == StorageClass::HighThroughput;
    const double standardGb = (datasetMoved ? 0.0 : u.datasetGb) + checkpointGbEach * u.checkpointsKept;
    if (pc && pc->objectStoragePerGbMonth)
        a.objectStorage = standardGb * *pc->objectStoragePerGbMonth * 12.0 * toDisplay;
    else if (standardGb > 0)
        a.missing |= AnnualCost::MissingStorage;
    if (faster)
        a.objectStorage += u.datasetGb * *faster->perGbMonth * 12.0 * toDisplay;

    const std::optional<double> getPrice =
        datasetMoved && faster->per10kGet ? faster->per10kGet : (pc ? pc->objectStoragePer10kGet : std::nullopt);
    if (getPrice)
        a.requests = u.getRequestsPerDay * u.daysPerYear / 1e4 * *getPrice * toDisplay;
    else if (u.getRequestsPerDay > 0)
        a.missing |= AnnualCost::MissingRequests;
    return a;
}

QString displayName(CostPart part)
{
    switch (part) {
    case CostPart::Instance: return Text::tr("Instance", "cost part");
    case CostPart::Disk: return Text::tr("Cloud disk", "cost part");
    case CostPart::Egress: return Text::tr("Egress", "cost part");
    case CostPart::ObjectStorage: return Text::tr("Object storage", "cost part");
    case CostPart::Requests: return Text::tr("Requests", "cost part");
    }
    return {};
}

double costOf(const AnnualCost &a, CostPart part)
{
    switch (part) {
    case CostPart::Instance: return a.instance;
    case CostPart::Disk: return a.disk;
    case CostPart::Egress: return a.egress;
    case CostPart::ObjectStorage: return a.objectStorage;
    case CostPart::Requests: return a.requests;
    }
    return 0;
}

QString missingPricesText(const AnnualCost &a)
{
    QStringList parts;
    if (a.missing & AnnualCost::MissingDisk)
        parts << Text::tr("cloud disk");
    if (a.missing & AnnualCost::MissingEgress)
        parts << Text::tr("egress");
    if (a.missing & AnnualCost::MissingStorage)
        parts << Text::tr("object storage");
    if (a.missing & AnnualCost::MissingRequests)
        parts << Text::tr("storage requests");
    return parts.join(QStringLiteral(", "));
}

bool priceMissing(const AnnualCost &a, CostPart part)
{
    switch (part) {
    case CostPart::Instance: return false;
    case CostPart::Disk: return a.missing & AnnualCost::MissingDisk;
    case CostPart::Egress: return a.missing & AnnualCost::MissingEgress;
    case CostPart::ObjectStorage: return a.missing & AnnualCost::MissingStorage;
    case CostPart::Requests: return a.missing & AnnualCost::MissingRequests;
    }
    return false;
}

QString costFormula(CostPart part, const AnnualCost &a, const Scenario &s, const CostBasis &b)
{
    const Usage &u = s.usage;
    const PriceComponents *pc = b.components;
    const QString currency = b.instance ? b.instance->currency : QString();
    const QString nodesText = b.nodes > 1 ? Text::tr(" × %1 nodes").arg(b.nodes) : QString();
    switch (part) {
    case CostPart::Instance: {
        if (!a.available)
            return Text::tr("no %1 price in the catalog").arg(displayName(u.billing));
        QString f;
        if (a.billing == Billing::Monthly)
            f = Text::tr("%1 %2/month × 12%3").arg(n(a.rate), currency, nodesText);
        else if (a.billing == Billing::Yearly)
            f = Text::tr("%1 %2/year%3").arg(n(a.rate), currency, nodesText);
        else
            f = Text::tr("%1 %2/h × %3 h/day × %4 days%5").arg(n(a.rate, 4), currency, n(u.hoursPerDay, 1), n(u.daysPerYear, 0), nodesText);
        if (a.billingFallback)
            f += Text::tr(" (no %1 price published: pay-as-you-go)").arg(displayName(u.billing));
        return f;
    }
    case CostPart::Disk: {
        const DiskClass *disk = chosenDisk(pc, u);
        if (!disk || !disk->perGbMonth)
            return u.diskGb > 0 ? Text::tr("disk price not in the catalog") : QString();
        return Text::tr("%1 GB %2 × %3 %4/GB-month × 12%5").arg(n(u.diskGb, 0), disk->name, n(*disk->perGbMonth, 4), currency, nodesText);
    }
    case CostPart::Egress: {
        if (a.missing & AnnualCost::MissingEgress)
            return Text::tr("egress price not in the catalog");
        if (!pc || u.egressGbPerDay <= 0)
            return {};
        const auto e = egressPrice(pc, u, a.billing, a.egressBilling);
        if (!e)
            return {};
        if (a.egressBilling == EgressBilling::Traffic) {
            const QString f = Text::tr("%1 GB/day × %2 days × %3 %4/GB")
                                  .arg(n(u.egressGbPerDay, 1), n(u.daysPerYear, 0), n(*pc->egressPerGb, 4), currency);
            return a.egressFallback ? f + Text::tr(" (no fixed-bandwidth price published: by traffic)") : f;
        }
        const double capMbps = bandwidthCapMbps(u);
        const QString cap = u.bandwidthMbps > 0
            ? Text::tr("%1 Mbps fixed bandwidth (set; carries up to %2 GB/day over %3 h/day)")
                  .arg(n(capMbps, 0), n(capMbps * u.hoursPerDay * 3600.0 / kMbitPerGb, 1), n(u.hoursPerDay, 1))
            : Text::tr("%1 Mbps fixed bandwidth (%2 GB/day over %3 h/day)").arg(n(capMbps, 0), n(u.egressGbPerDay, 1), n(u.hoursPerDay, 1));
        if (e->monthly)
            return Text::tr("%1 at %2 %3/month × 12").arg(cap, n(e->rate, 2), currency);
        return Text::tr("%1 at %2 %3/h × %4 h/day × %5 days").arg(cap, n(e->rate, 4), currency, n(u.hoursPerDay, 1), n(u.daysPerYear, 0));
    }
    case CostPart::ObjectStorage: {
        const ObjectStorageClass *faster = chosenStorageClass(pc, u);
        const QString fallback =
            a.storageFallback ? Text::tr(" (no %1 class published: standard)").arg(displayName(u.storageClass)) : QString();
        if (!pc || !pc->objectStoragePerGbMonth)
            return u.datasetGb + u.checkpointsKept * b.checkpointGb > 0 ? Text::tr("object storage price not in the catalog") : QString();
        const QString standard = n(*pc->objectStoragePerGbMonth, 4);
        if (faster && a.storageClass == StorageClass::HighThroughput)
            return Text::tr("(%1 GB dataset × %2 %3 + %4 × %5 GB checkpoints × %6) %7/GB-month × 12")
                .arg(n(u.datasetGb, 0), faster->name, n(*faster->perGbMonth, 4), n(u.checkpointsKept, 0), n(b.checkpointGb, 1), standard,
                     currency);
        const QString f = Text::tr("(%1 GB dataset + %2 × %3 GB checkpoints) × %4 %5/GB-month × 12")
                              .arg(n(u.datasetGb, 0), n(u.checkpointsKept, 0), n(b.checkpointGb, 1), standard, currency);
        if (faster)
            return f +
                Text::tr(" + %1 GB of %2 × %3 %4/GB-month × 12").arg(n(u.datasetGb, 0), faster->name, n(*faster->perGbMonth, 4), currency);
        return f + fallback;
    }
    case CostPart::Requests:
        if (!pc || !pc->objectStoragePer10kGet)
            return u.getRequestsPerDay > 0 ? Text::tr("request price not in the catalog") : QString();
        return Text::tr("%1 GET/day × %2 days ÷ 10,000 × %3 %4")
            .arg(n(u.getRequestsPerDay, 0), n(u.daysPerYear, 0), n(*pc->objectStoragePer10kGet, 4), currency);
    }
    return {};
}

RunEstimate runEstimate(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, const Instance &instance, int nodes, int gpus,
                        double hourlyDisplay, double mfu, const PriceComponents *components)
{
    RunEstimate r;
    // FLOPs follow the parameters a token uses: an MoE token visits k of E experts per layer.
    const double P = double(s.model.activeParams());
    const double tokens = s.usage.datasetTokens * s.usage.epochs;
    r.tokens = tokens;
    r.serving = !s.isTraining();
    r.mfu = mfu;
    r.tflopsPerGpu = gpu.denseTflops(s.precision);
    const double perGpu = r.tflopsPerGpu * 1e12 * mfu;
    if (perGpu <= 0)
        return r;
    r.available = true;
    if (s.isTraining()) {
        // Training FLOPs ≈ 6·N·D (Kaplan et al. 2020): 2 forward + 4 backward per parameter and
        // token. LoRA/QLoRA skip the frozen weights' gradients: about 4·N·D.
        r.flopsPerParamToken = s.isFullTraining() ? 6.0 : 4.0;
        r.flops = r.flopsPerParamToken * P * tokens;
        const double microStep = r.flopsPerParamToken * P * double(s.batch) * double(s.seq) / perGpu;
        r.scaling = scalingFor(s, memory, gpu, instance, nodes, gpus, microStep);
        r.computeHours = r.flops / (perGpu * gpus * r.scaling.efficiency) / 3600.0;
        // Data streamed from object storage or a NAS share crosses each node's network once per
        // epoch, every node reading its share; when that takes longer than the compute, the GPUs
        // wait for it (the "memory full, utilisation low" case) and the run takes the reading time.
        // The links' full rate is an upper bound, and object storage may cap all readers together
        // below it (a bucket's or account's bandwidth, an accelerator's capacity-scaled rate).
        if (s.usage.dataSource != DataSource::LocalDisk && instance.networkGbps && *instance.networkGbps > 0) {
            r.dataLinkGbps = *instance.networkGbps;
            r.dataNodes = std::max(1, nodes);
            double gbps = r.dataLinkGbps * r.dataNodes;
            if (s.usage.dataSource == DataSource::ObjectStorage)
                if (const auto ceiling = storageReadCeilingGbps(components, s.usage); ceiling && *ceiling < gbps)
                    gbps = r.dataStorageGbps = *ceiling;
            r.dataHours = s.usage.datasetGb * s.usage.epochs * kMbitPerGb / (gbps * 1000.0) / 3600.0;
        }
        r.hours = std::max(r.computeHours, r.dataHours);
    } else {
        // Decoding reads every weight and the KV cache once per step and produces `batch` tokens:
        // memory-bandwidth bound unless the batch is large (roofline, Williams et al. 2009).
        // An MoE step reads only the experts its batch visits: with k of E experts per token and
        // routing taken as uniform, a batch of b touches 1 - (1 - k/E)^b of them.
        const Architecture &a = s.model.arch;
        double weightShare = 1.0;
        if (a.isMoe() && !s.model.inferred && s.model.params > 0) {
            const double experts = double(routedExpertParameterCount(a)) / double(s.model.params);
            const double touched = 1.0 - std::pow(1.0 - double(a.expertsPerToken) / double(a.experts), double(s.batch));
            weightShare = 1.0 - experts * (1.0 - touched);
        }
        r.weightShareRead = weightShare;
        // generate() over several GPUs (device_map="auto") runs their layers in turn: a step reads
        // each GPU's share one after another and computes on one GPU at a time, with no collective.
        const double bytesPerStep = (memory.bytes(ComponentId::Weights) * weightShare + memory.bytes(ComponentId::KvCache) / 2.0) * gpus;
        const double stepMemory = bytesPerStep / (gpu.bandwidthGBs * 1e9 * mfu);
        const double stepCompute = 2.0 * P * s.batch / perGpu;
        r.flopsPerParamToken = 2.0;
        r.stepMemoryMs = stepMemory * 1e3;
        r.stepComputeMs = stepCompute * 1e3;
        r.flops = 2.0 * P * tokens;
        const double step = std::max(stepMemory, stepCompute);
        r.scaling.computeSeconds = step;
        r.hours = tokens / s.batch * step / 3600.0;
    }
    r.cost = r.hours * hourlyDisplay;
    return r;
}

QString runFormula(const RunEstimate &r, const Scenario &s, const GpuSpec &gpu, int gpus)
{
    const double tokens = s.usage.datasetTokens * s.usage.epochs;
    if (!r.available)
        return Text::tr("%1 has no published %2 TFLOPS figure").arg(gpu.name, displayName(s.precision));
    const QString scaling = gpus > 1 ? Text::tr(" × scaling %1").arg(QString::number(r.scaling.efficiency, 'f', 2)) : QString();
    if (s.isTraining()) {
        QString compute = Text::tr("%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6%7)")
                              .arg(r.flopsPerParamToken)
                              .arg(s.model.activeParams() < s.model.params ? Text::tr("%1 active").arg(formatParams(s.model.activeParams()))
                                                                           : formatParams(s.model.params),
                                   QString::number(tokens, 'g', 3))
                              .arg(r.tflopsPerGpu)
                              .arg(gpus)
                              .arg(QString::number(r.mfu, 'f', 2), scaling);
        if (!r.dataBound())
            return compute;
        const QString link = r.dataStorageGbps > 0
            ? Text::tr("the storage's %1 Gbps for all %2 nodes").arg(QString::number(r.dataStorageGbps, 'g', 4)).arg(r.dataNodes)
            : Text::tr("%1 Gbps on each of %2 nodes").arg(QString::number(r.dataLinkGbps, 'g', 4)).arg(r.dataNodes);
        return Text::tr("reading %1 GB × %2 epochs over %3 takes %4 h, longer than the %5 h of compute (%6): the GPUs wait for data")
            .arg(QString::number(s.usage.datasetGb, 'g', 4), QString::number(s.usage.epochs, 'g', 3), link,
                 QString::number(r.dataHours, 'f', 1), QString::number(r.computeHours, 'f', 1), compute);
    }
    return Text::tr("%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step%5%6")
        .arg(QString::number(tokens, 'g', 3))
        .arg(s.batch)
        .arg(r.stepMemoryMs, 0, 'f', 2)
        .arg(r.stepComputeMs, 0, 'f', 2)
        .arg(gpus > 1 ? Text::tr(", the %1 GPUs running their layers in turn").arg(gpus) : QString())
        .arg(r.weightShareRead < 1.0 ? Text::tr("; each step reads %1% of the weights (the experts a batch of %2 visits)")
                                           .arg(r.weightShareRead * 100.0, 0, 'f', 0)
                                           .arg(s.batch)
                                     : QString());
}

QString runSource(const Scenario &s, const GpuSpec &gpu)
{
    if (s.isServing())
        return servingSpeedSource();
    const QString flops = s.isTraining()
        ? Text::tr("Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).")
        : Text::tr("Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.");
    QString text = Text::tr("%1 MFU %2: %3. %4").arg(flops, QString::number(mfuFor(s, gpu), 'f', 2), mfuBasis(s, gpu), scalingSource());
    // The run counts the dataset's tokens: what packed rows compute. Micro-batches padded to their
    // longest sample compute the padding too, by how much the lengths in each batch differ.
    if (s.isTraining() && !s.packing && s.batch > 1)
        text += QLatin1Char(' ') +
            Text::tr("The tokens are the dataset's own, as packed rows compute them; micro-batches padded to their longest sample "
                     "also compute the padding: 1.4× to 2× the time on the datasets of Hugging Face's \"Improving Hugging Face "
                     "Training Efficiency Through Packing with Flash Attention\" (2024-08-21). Packing removes it.");
    return text;
}

} // namespace ga
