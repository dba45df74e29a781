#include "cost.h"

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

constexpr double kHoursPerMonth = 730.0;  // 8,760 / 12, the convention cloud price pages use
constexpr double kHoursPerYear = 8760.0;

// Plain numbers for formulas: QString::number is several times cheaper than a QLocale, and
// advise() formats a handful per instance.
QString n(double v, int decimals = 2)
{
    return QString::number(v, 'f', decimals);
}

} // namespace

double CurrencySettings::convert(double amount, const QString &from) const
{
    if (from == display)
        return amount;
    if (from == QLatin1String("USD") && display == QLatin1String("CNY"))
        return amount * cnyPerUsd;
    if (from == QLatin1String("CNY") && display == QLatin1String("USD"))
        return amount / cnyPerUsd;
    return amount; // validated catalogs only hold CNY and USD prices
}

QString CurrencySettings::symbol() const
{
    return display == QLatin1String("CNY") ? QStringLiteral("¥") : QStringLiteral("$");
}

QString CurrencySettings::format(double amount, int decimals) const
{
    return symbol() + QLocale(QLocale::English).toString(amount, 'f', decimals); // "$12,345"
}

std::optional<FieldError> validate(const CurrencySettings &c)
{
    if (c.display != QLatin1String("USD") && c.display != QLatin1String("CNY"))
        return FieldError{QStringLiteral("currency"), Text::tr("must be USD or CNY, got %1").arg(c.display)};
    if (!std::isfinite(c.cnyPerUsd) || c.cnyPerUsd <= CurrencySettings::kMinCnyPerUsd || c.cnyPerUsd > CurrencySettings::kMaxCnyPerUsd)
        return FieldError{QStringLiteral("usd-cny"), Text::tr("exchange rate must be more than %1 and at most %2 CNY per USD, got %3")
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

double checkpointGb(const Scenario &s, qint64 trainableParams)
{
    if (s.usage.checkpointGb > 0)
        return s.usage.checkpointGb;
    const double params = s.isAdapter() ? double(trainableParams) : double(s.model.params);
    return params * 2.0 / kGB;
}

AnnualCost annualCost(const Scenario &s, const Instance &in, const Provider &provider, int nodes, double checkpointGbEach,
                      const CurrencySettings &currency)
{
    const Usage &u = s.usage;
    AnnualCost a;
    AnnualCost::Inputs &x = a.inputs;
    const auto money = [&](double native) { return currency.convert(native, in.currency); };
    x.currency = in.currency;
    x.requested = u.billing;
    x.nodes = nodes;
    x.hoursPerDay = u.hoursPerDay;
    x.daysPerYear = u.daysPerYear;
    a.estimated = in.priceEstimated;

    // Instance: usage hours for pay-as-you-go and spot; subscriptions are paid whether used or not.
    const HourlyPrice h = hourlyPrice(in, u.billing);
    a.available = h.available;
    a.billing = h.billing;
    a.billingFallback = h.fallback;
    if (h.available) {
        if (h.billing == Billing::Monthly) {
            x.rate = *in.prices.monthly;
            a.instance = money(x.rate * 12.0 * nodes);
        } else if (h.billing == Billing::Yearly) {
            x.rate = *in.prices.yearly;
            a.instance = money(x.rate * nodes);
        } else {
            x.rate = h.amount;
            a.instance = money(x.rate * u.hoursPerDay * u.daysPerYear * nodes);
        }
    }

    const PriceComponents *pc = provider.componentsFor(in.region);
    if (pc)
        a.estimated = a.estimated || pc->estimated;

    // Cloud disk on every node.
    const DiskClass *disk = nullptr;
    if (pc && !pc->disks.isEmpty()) {
        disk = &pc->disks.constFirst();
        for (const DiskClass &d : pc->disks)
            if (d.id == u.diskClass)
                disk = &d;
    }
    x.diskGb = u.diskGb;
    if (disk) {
        x.diskName = disk->name;
        x.diskRate = disk->perGbMonth;
    }
    if (x.diskRate)
        a.disk = money(u.diskGb * *x.diskRate * 12.0 * nodes);
    else if (u.diskGb > 0)
        a.missing |= AnnualCost::MissingDisk;

    x.egressGbPerDay = u.egressGbPerDay;
    x.egressRate = pc ? pc->egressPerGb : std::nullopt;
    if (x.egressRate)
        a.egress = money(u.egressGbPerDay * u.daysPerYear * *x.egressRate);
    else if (u.egressGbPerDay > 0)
        a.missing |= AnnualCost::MissingEgress;

    x.datasetGb = u.datasetGb;
    x.checkpoints = u.checkpointsKept;
    x.checkpointGb = checkpointGbEach;
    x.storageRate = pc ? pc->objectStoragePerGbMonth : std::nullopt;
    const double storedGb = u.datasetGb + checkpointGbEach * u.checkpointsKept;
    if (x.storageRate)
        a.objectStorage = money(storedGb * *x.storageRate * 12.0);
    else if (storedGb > 0)
        a.missing |= AnnualCost::MissingStorage;

    x.getsPerDay = u.getRequestsPerDay;
    x.getRate = pc ? pc->objectStoragePer10kGet : std::nullopt;
    if (x.getRate)
        a.requests = money(u.getRequestsPerDay * u.daysPerYear / 1e4 * *x.getRate);
    else if (u.getRequestsPerDay > 0)
        a.missing |= AnnualCost::MissingRequests;
    return a;
}

QString AnnualCost::instanceFormula() const
{
    const Inputs &x = inputs;
    if (!available)
        return Text::tr("no %1 price in the catalog").arg(displayName(x.requested));
    const QString nodesText = x.nodes > 1 ? Text::tr(" × %1 nodes").arg(x.nodes) : QString();
    QString f;
    if (billing == Billing::Monthly)
        f = Text::tr("%1 %2/month × 12%3").arg(n(x.rate), x.currency, nodesText);
    else if (billing == Billing::Yearly)
        f = Text::tr("%1 %2/year%3").arg(n(x.rate), x.currency, nodesText);
    else
        f = Text::tr("%1 %2/h × %3 h/day × %4 days%5").arg(n(x.rate, 4), x.currency, n(x.hoursPerDay, 1), n(x.daysPerYear, 0), nodesText);
    if (billingFallback)
        f += Text::tr(" (no %1 price published: pay-as-you-go)").arg(displayName(x.requested));
    return f;
}

QString AnnualCost::diskFormula() const
{
    const Inputs &x = inputs;
    if (!x.diskRate)
        return x.diskGb > 0 ? Text::tr("disk price not in the catalog") : QString();
    const QString nodesText = x.nodes > 1 ? Text::tr(" × %1 nodes").arg(x.nodes) : QString();
    return Text::tr("%1 GB %2 × %3 %4/GB-month × 12%5").arg(n(x.diskGb, 0), x.diskName, n(*x.diskRate, 4), x.currency, nodesText);
}

QString AnnualCost::egressFormula() const
{
    const Inputs &x = inputs;
    if (!x.egressRate)
        return x.egressGbPerDay > 0 ? Text::tr("egress price not in the catalog") : QString();
    return Text::tr("%1 GB/day × %2 days × %3 %4/GB").arg(n(x.egressGbPerDay, 1), n(x.daysPerYear, 0), n(*x.egressRate, 4), x.currency);
}

QString AnnualCost::storageFormula() const
{
    const Inputs &x = inputs;
    if (!x.storageRate)
        return x.datasetGb + x.checkpoints * x.checkpointGb > 0 ? Text::tr("object storage price not in the catalog") : QString();
    return Text::tr("(%1 GB dataset + %2 × %3 GB checkpoints) × %4 %5/GB-month × 12")
        .arg(n(x.datasetGb, 0), n(x.checkpoints, 0), n(x.checkpointGb, 1), n(*x.storageRate, 4), x.currency);
}

QString AnnualCost::requestsFormula() const
{
    const Inputs &x = inputs;
    if (!x.getRate)
        return x.getsPerDay > 0 ? Text::tr("request price not in the catalog") : QString();
    return Text::tr("%1 GET/day × %2 days ÷ 10,000 × %3 %4").arg(n(x.getsPerDay, 0), n(x.daysPerYear, 0), n(*x.getRate, 4), x.currency);
}

RunEstimate runEstimate(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, int totalGpus, double hourlyDisplay)
{
    RunEstimate r;
    RunEstimate::Inputs &x = r.inputs;
    const double P = double(s.model.params);
    x.training = s.isTraining();
    x.params = s.model.params;
    x.tokens = s.usage.datasetTokens * s.usage.epochs;
    x.gpus = totalGpus;
    x.mfu = s.usage.mfu;
    x.batch = s.batch;
    x.gpuName = gpu.name;
    x.precision = s.precision;
    r.tflopsPerGpu = gpu.denseTflops(s.precision);
    const double peak = r.tflopsPerGpu * 1e12 * totalGpus;
    if (peak <= 0)
        return r;
    r.available = true;
    if (x.training) {
        // Training FLOPs ≈ 6·N·D (Kaplan et al. 2020): 2 forward + 4 backward per parameter and
        // token. LoRA/QLoRA skip the frozen weights' gradients: about 4·N·D.
        x.flopsPerParamToken = s.isFullTraining() ? 6.0 : 4.0;
        r.flops = x.flopsPerParamToken * P * x.tokens;
        r.hours = r.flops / (peak * x.mfu) / 3600.0;
    } else {
        // Decoding reads every weight and the KV cache once per step and produces `batch` tokens:
        // memory-bandwidth bound unless the batch is large (roofline, Williams et al. 2009).
        const double bytesPerStep = (memory.component(QStringLiteral("weights"))->bytes + memory.component(QStringLiteral("kv_cache"))->bytes / 2.0)
                                    * totalGpus;
        const double stepMemory = bytesPerStep / (gpu.bandwidthGBs * 1e9 * totalGpus * x.mfu);
        const double stepCompute = 2.0 * P * s.batch / (peak * x.mfu);
        x.flopsPerParamToken = 2.0;
        x.stepMemoryMs = stepMemory * 1e3;
        x.stepComputeMs = stepCompute * 1e3;
        r.flops = 2.0 * P * x.tokens;
        r.hours = x.tokens / s.batch * std::max(stepMemory, stepCompute) / 3600.0;
    }
    r.cost = r.hours * hourlyDisplay;
    return r;
}

QString RunEstimate::formula() const
{
    const Inputs &x = inputs;
    if (!available)
        return Text::tr("%1 has no published %2 TFLOPS figure").arg(x.gpuName, displayName(x.precision));
    if (x.training)
        return Text::tr("%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6)")
            .arg(x.flopsPerParamToken)
            .arg(formatParams(x.params), QString::number(x.tokens, 'g', 3))
            .arg(tflopsPerGpu)
            .arg(x.gpus)
            .arg(x.mfu);
    return Text::tr("%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step")
        .arg(QString::number(x.tokens, 'g', 3))
        .arg(x.batch)
        .arg(x.stepMemoryMs, 0, 'f', 2)
        .arg(x.stepComputeMs, 0, 'f', 2);
}

QString RunEstimate::source() const
{
    return inputs.training
               ? Text::tr("Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).")
               : Text::tr("Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.");
}

} // namespace ga
