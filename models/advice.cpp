#include "advice.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Advice)
};

// Memory per GPU depends only on the GPU count (and the scenario), so instances with the same
// count share one estimate: a catalog of 100k instances needs a handful of estimates, not 100k.
class BudgetCache {
public:
    explicit BudgetCache(const Scenario &s) : m_s(s) {}
    const MemoryBudget &at(int gpus, const Scenario *variant = nullptr, int variantId = 0)
    {
        const qint64 key = qint64(gpus) * 8 + variantId;
        auto it = m_cache.find(key);
        if (it == m_cache.end())
            it = m_cache.insert(key, estimateMemory(variant ? *variant : m_s, gpus));
        return *it;
    }

private:
    const Scenario &m_s;
    QHash<qint64, MemoryBudget> m_cache;
};

} // namespace

GpuTier gpuTier(const GpuSpec &g)
{
    const auto sm = g.smVersion();
    if (g.vendor == QLatin1String("amd"))
        return g.usableGiB() >= 160 ? GpuTier::Frontier : GpuTier::A100Class;
    if (sm && *sm >= 90)
        return GpuTier::Frontier;
    if (sm && *sm == 80 && g.memoryGb >= 40)
        return GpuTier::A100Class;
    if (sm && *sm >= 80 && g.memoryGb >= 40)
        return GpuTier::Memory48;
    if (sm && *sm >= 80)
        return GpuTier::Mainstream24;
    return GpuTier::Legacy;
}

QString tierName(GpuTier t)
{
    switch (t) {
    case GpuTier::Frontier: return Text::tr("Frontier: Hopper, Blackwell, MI300X");
    case GpuTier::A100Class: return Text::tr("A100 class: 40–80 GB HBM");
    case GpuTier::Memory48: return Text::tr("48 GB GDDR: L40S, L20, A40, A6000");
    case GpuTier::Mainstream24: return Text::tr("24 GB mainstream: A10, L4, RTX 4090");
    case GpuTier::Legacy: return Text::tr("Legacy: V100, T4, Pascal");
    }
    return {};
}

int Advice::fittingCount() const
{
    return int(std::count_if(instances.cbegin(), instances.cend(), [](const InstanceEvaluation &e) { return e.fits; }));
}

QStringList Advice::fittingProviders() const
{
    QStringList out;
    for (const InstanceEvaluation &e : instances)
        if (e.fits && !out.contains(e.instance.provider))
            out << e.instance.provider;
    return out;
}

QList<Advisory> Advice::allAdvisories() const
{
    QList<Advisory> out = advisories;
    for (const InstanceEvaluation &e : instances)
        out += e.advisories;
    return out;
}

Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options)
{
    Advice advice;
    advice.scenario = s;
    advice.currency = options.currency;
    advice.memory = estimateMemory(s);
    advice.advisories = scenarioAdvisories(s, advice.memory, catalog);
    // Among GPUs someone rents out: a datasheet-only GPU is no answer.
    const GpuSpec *smallest = nullptr;
    for (const GpuSpec &g : catalog.gpus) {
        const bool offered = std::any_of(catalog.instances.cbegin(), catalog.instances.cend(), [&g](const Instance &i) { return i.gpuId == g.id; });
        if (offered && g.usableGiB() >= advice.memory.budgetGiB() && (!smallest || g.usableGiB() < smallest->usableGiB()))
            smallest = &g;
    }
    if (smallest)
        advice.smallestGpu = Text::tr("%1 (%2 GiB usable)").arg(smallest->name, QString::number(smallest->usableGiB(), 'f', 1));

    // Variants tried when the scenario as given does not fit: ZeRO-3, then ZeRO-3 with offload.
    Scenario zero3 = s;
    zero3.zero = 3;
    Scenario offloaded = zero3;
    offloaded.offload = Offload::OptimizerAndParams;
    BudgetCache budgets(s);

    const double ckptGb = checkpointGb(s, advice.memory.trainableParams);
    for (const Instance &in : catalog.instances) {
        if (!options.providers.isEmpty() && !options.providers.contains(in.provider))
            continue;
        const GpuSpec *gpu = catalog.gpu(in.gpuId);
        const Provider *provider = catalog.provider(in.provider);
        if (!gpu || !provider)
            continue; // validated catalogs resolve every id; a broken import never reaches here

        InstanceEvaluation e;
        e.instance = in;
        e.gpu = *gpu;
        e.providerName = provider->name;
        e.tier = gpuTier(*gpu);
        e.nodes = std::max(1, int(std::ceil(double(s.gpus) / double(in.gpuCount))));
        e.totalGpus = e.nodes * in.gpuCount;
        e.memory = budgets.at(e.totalGpus);
        const double usable = gpu->usableGiB();
        e.fits = e.memory.budgetGiB() <= usable;
        if (!e.fits && s.isTraining()) {
            if (s.zero < 3 && e.totalGpus > 1 && budgets.at(e.totalGpus, &zero3, 1).budgetGiB() <= usable) {
                e.fitsWithSuggestion = true;
                e.suggestion = Text::tr("Fits with ZeRO-3 over its %1 GPUs: %2 GiB per GPU.")
                                   .arg(e.totalGpus)
                                   .arg(formatGiB(budgets.at(e.totalGpus, &zero3, 1).budgetBytes));
            } else if (s.offload != Offload::OptimizerAndParams) {
                const MemoryBudget &off = budgets.at(e.totalGpus, &offloaded, 2);
                const double hostNeed = off.hostRamBytes * in.gpuCount / kGiB;
                if (off.budgetGiB() <= usable && (!in.ramGib || hostNeed <= *in.ramGib * 0.9)) {
                    e.fitsWithSuggestion = true;
                    e.suggestion = Text::tr("Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.")
                                       .arg(formatGiB(off.budgetBytes), formatGiB(hostNeed * kGiB));
                }
            }
        }

        e.hourlyNative = hourlyPrice(in, s.usage.billing);
        e.hourly = options.currency.convert(e.hourlyNative.amount, in.currency) * e.nodes;
        e.annual = annualCost(s, in, *provider, e.nodes, ckptGb, options.currency);
        e.run = runEstimate(s, e.memory, *gpu, e.totalGpus, e.hourly);
        if (e.annual.available && e.annual.total() > 0)
            e.valueScore = gpu->denseTflops(s.precision) * e.totalGpus / (e.annual.total() / 1000.0);

        InstanceFacts facts{&in, gpu, provider, &e.memory, &e.annual, e.nodes, e.fits, e.suggestion};
        e.advisories = instanceAdvisories(s, facts);
        advice.instances.append(std::move(e));
    }

    // Fitting first, then priced before unpriced, then cheaper per year, then a stable key. Sort
    // small keys and move each evaluation once: moving the evaluations while sorting costs more
    // than all the matching.
    struct SortKey {
        bool fits;
        bool priced;
        double total;
        QString key;
        int index;
    };
    QList<SortKey> keys;
    keys.reserve(advice.instances.size());
    for (int i = 0; i < advice.instances.size(); ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        keys.append({e.fits, e.hasPrice(), e.annual.total(), e.instance.key(), i});
    }
    std::sort(keys.begin(), keys.end(), [](const SortKey &a, const SortKey &b) {
        return std::tie(b.fits, b.priced, a.total, a.key) < std::tie(a.fits, a.priced, b.total, b.key);
    });
    QList<InstanceEvaluation> sorted;
    sorted.reserve(advice.instances.size());
    for (const SortKey &k : std::as_const(keys))
        sorted.append(std::move(advice.instances[k.index]));
    advice.instances = std::move(sorted);

    // The three picks, among fitting instances with a price.
    for (int i = 0; i < advice.instances.size(); ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        if (!e.fits || !e.hasPrice())
            continue;
        if (advice.cheapest < 0) // sorted by annual total already
            advice.cheapest = i;
        if (advice.bestValue < 0 || e.valueScore > advice.instances[advice.bestValue].valueScore)
            advice.bestValue = i;
        const auto faster = [](const InstanceEvaluation &x, const InstanceEvaluation &y) {
            return std::tie(x.run.hours, x.run.cost) < std::tie(y.run.hours, y.run.cost);
        };
        if (e.run.available && (advice.fastest < 0 || faster(e, advice.instances[advice.fastest])))
            advice.fastest = i;
    }
    if (advice.cheapest >= 0)
        advice.instances[advice.cheapest].cheapest = true;
    if (advice.bestValue >= 0)
        advice.instances[advice.bestValue].bestValue = true;
    if (advice.fastest >= 0)
        advice.instances[advice.fastest].fastest = true;
    return advice;
}

} // namespace ga
