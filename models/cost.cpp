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

QString n(double v, int decimals = 2)
{
    return QLocale::c().toString(v, 'f', decimals);
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
    if (!std::isfinite(c.cnyPerUsd) || c.cnyPerUsd <= 0.5 || c.cnyPerUsd > 50)
        return FieldError{QStringLiteral("usd-cny"), Text::tr("exchange rate must be between 0.5 and 50 CNY per USD, got %1").arg(c.cnyPerUsd)};
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
    const auto money = [&](double native) { return currency.convert(native, in.currency); };
    const QString cur = in.currency;
    a.estimated = in.priceEstimated;

    // Instance: usage hours for pay-as-you-go and spot; subscriptions are paid whether used or not.
    const HourlyPrice h = hourlyPrice(in, u.billing);
    a.available = h.available;
    a.billing = toId(h.billing);
    a.billingFallback = h.fallback;
    const QString nodesText = nodes > 1 ? Text::tr(" × %1 nodes").arg(nodes) : QString();
    if (h.available) {
        if (h.billing == Billing::Monthly) {
            a.instance = money(*in.prices.monthly * 12.0 * nodes);
            a.instanceFormula = Text::tr("%1 %2/month × 12%3").arg(n(*in.prices.monthly), cur, nodesText);
        } else if (h.billing == Billing::Yearly) {
            a.instance = money(*in.prices.yearly * nodes);
            a.instanceFormula = Text::tr("%1 %2/year%3").arg(n(*in.prices.yearly), cur, nodesText);
        } else {
            a.instance = money(h.amount * u.hoursPerDay * u.daysPerYear * nodes);
            a.instanceFormula = Text::tr("%1 %2/h × %3 h/day × %4 days%5").arg(n(h.amount, 4), cur, n(u.hoursPerDay, 1), n(u.daysPerYear, 0), nodesText);
        }
        if (h.fallback)
            a.instanceFormula += Text::tr(" (no %1 price published: pay-as-you-go)").arg(displayName(u.billing));
    } else {
        a.instanceFormula = Text::tr("no %1 price in the catalog").arg(displayName(u.billing));
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
    if (disk && disk->perGbMonth) {
        a.disk = money(u.diskGb * *disk->perGbMonth * 12.0 * nodes);
        a.diskFormula = Text::tr("%1 GB %2 × %3 %4/GB-month × 12%5").arg(n(u.diskGb, 0), disk->name, n(*disk->perGbMonth, 4), cur, nodesText);
    } else if (u.diskGb > 0) {
        a.missing << QStringLiteral("disk");
        a.diskFormula = Text::tr("disk price not in the catalog");
    }

    if (pc && pc->egressPerGb) {
        a.egress = money(u.egressGbPerDay * u.daysPerYear * *pc->egressPerGb);
        a.egressFormula = Text::tr("%1 GB/day × %2 days × %3 %4/GB").arg(n(u.egressGbPerDay, 1), n(u.daysPerYear, 0), n(*pc->egressPerGb, 4), cur);
    } else if (u.egressGbPerDay > 0) {
        a.missing << QStringLiteral("egress");
        a.egressFormula = Text::tr("egress price not in the catalog");
    }

    const double storedGb = u.datasetGb + checkpointGbEach * u.checkpointsKept;
    if (pc && pc->objectStoragePerGbMonth) {
        a.objectStorage = money(storedGb * *pc->objectStoragePerGbMonth * 12.0);
        a.storageFormula = Text::tr("(%1 GB dataset + %2 × %3 GB checkpoints) × %4 %5/GB-month × 12")
                               .arg(n(u.datasetGb, 0), n(u.checkpointsKept, 0), n(checkpointGbEach, 1), n(*pc->objectStoragePerGbMonth, 4), cur);
    } else if (storedGb > 0) {
        a.missing << QStringLiteral("object_storage");
        a.storageFormula = Text::tr("object storage price not in the catalog");
    }

    if (pc && pc->objectStoragePer10kGet) {
        a.requests = money(u.getRequestsPerDay * u.daysPerYear / 1e4 * *pc->objectStoragePer10kGet);
        a.requestsFormula = Text::tr("%1 GET/day × %2 days ÷ 10,000 × %3 %4").arg(n(u.getRequestsPerDay, 0), n(u.daysPerYear, 0), n(*pc->objectStoragePer10kGet, 4), cur);
    } else if (u.getRequestsPerDay > 0) {
        a.missing << QStringLiteral("requests");
        a.requestsFormula = Text::tr("request price not in the catalog");
    }
    return a;
}

RunEstimate runEstimate(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, int totalGpus, double hourlyDisplay)
{
    RunEstimate r;
    const double P = double(s.model.params);
    const double tokens = s.usage.datasetTokens * s.usage.epochs;
    const double mfu = s.usage.mfu;
    r.tflopsPerGpu = gpu.denseTflops(s.precision);
    const double peak = r.tflopsPerGpu * 1e12 * totalGpus;
    if (peak <= 0) {
        r.formula = Text::tr("%1 has no published %2 TFLOPS figure").arg(gpu.name, toId(s.precision));
        return r;
    }
    r.available = true;
    if (s.isTraining()) {
        // Training FLOPs ≈ 6·N·D (Kaplan et al. 2020): 2 forward + 4 backward per parameter and
        // token. LoRA/QLoRA skip the frozen weights' gradients: about 4·N·D.
        const double k = s.method == Method::Full ? 6.0 : 4.0;
        r.flops = k * P * tokens;
        r.hours = r.flops / (peak * mfu) / 3600.0;
        r.formula = Text::tr("%1 × %2 params × %3 tokens ÷ (%4 TFLOPS × %5 GPUs × MFU %6)")
                        .arg(k)
                        .arg(formatParams(s.model.params), QLocale::c().toString(tokens, 'g', 3))
                        .arg(r.tflopsPerGpu)
                        .arg(totalGpus)
                        .arg(mfu);
        r.source = Text::tr("Kaplan et al. 2020 (C ≈ 6ND); model FLOPs utilisation as in Chowdhery et al. 2022 (PaLM).");
    } else {
        // Decoding reads every weight and the KV cache once per step and produces `batch` tokens:
        // memory-bandwidth bound unless the batch is large (roofline, Williams et al. 2009).
        const double bytesPerStep = (memory.component(QStringLiteral("weights"))->bytes + memory.component(QStringLiteral("kv_cache"))->bytes / 2.0)
                                    * totalGpus;
        const double stepMemory = bytesPerStep / (gpu.bandwidthGBs * 1e9 * totalGpus * mfu);
        const double stepCompute = 2.0 * P * s.batch / (peak * mfu);
        const double step = std::max(stepMemory, stepCompute);
        r.flops = 2.0 * P * tokens;
        r.hours = tokens / s.batch * step / 3600.0;
        r.formula = Text::tr("%1 tokens ÷ batch %2 × max(memory %3 ms, compute %4 ms) per decode step")
                        .arg(QLocale::c().toString(tokens, 'g', 3))
                        .arg(s.batch)
                        .arg(stepMemory * 1e3, 0, 'f', 2)
                        .arg(stepCompute * 1e3, 0, 'f', 2);
        r.source = Text::tr("Decoding reads all weights per step (Pope et al. 2022); utilisation applied to bandwidth and compute.");
    }
    r.cost = r.hours * hourlyDisplay;
    return r;
}

} // namespace ga
