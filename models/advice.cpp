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
    std::shared_ptr<const MemoryBudget> at(int gpus, const Scenario *variant = nullptr, int variantId = 0)
    {
        const qint64 key = qint64(gpus) * 8 + variantId;
        auto it = m_cache.find(key);
        if (it == m_cache.end())
            it = m_cache.insert(key, std::make_shared<const MemoryBudget>(estimateMemory(variant ? *variant : m_s, gpus)));
        return *it;
    }

private:
    const Scenario &m_s;
    QHash<qint64, std::shared_ptr<const MemoryBudget>> m_cache;
};

// What advise() needs of each GPU, worked out once per GPU instead of once per instance.
struct GpuFacts {
    const GpuSpec *gpu = nullptr;
    GpuTier tier = GpuTier::Legacy;
    double usableGiB = 0;
    double tflops = 0;
    bool offered = false;
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

int InstanceEvaluation::worstSeverity() const
{
    int worst = -1;
    for (const AdvisoryFlag &f : flags)
        worst = std::max(worst, int(f.severity));
    return worst;
}

bool InstanceEvaluation::hasCode(AdvisoryCode c) const
{
    return std::any_of(flags.cbegin(), flags.cend(), [c](const AdvisoryFlag &f) { return f.code == c; });
}

InstanceFacts InstanceEvaluation::facts() const
{
    return {instance, gpu, provider, memory.get(), &annual, nodes, fits, suggestion, suggestionBudgetBytes, suggestionHostRamBytes};
}

QString InstanceEvaluation::suggestionText() const
{
    return ga::suggestionText(facts(), totalGpus);
}

int Advice::fittingCount() const
{
    return int(std::count_if(instances.cbegin(), instances.cend(), [](const InstanceEvaluation &e) { return e.fits; }));
}

QStringList Advice::fittingProviders() const
{
    QStringList out;
    for (const InstanceEvaluation &e : instances)
        if (e.fits && !out.contains(e.instance->provider))
            out << e.instance->provider;
    return out;
}

QList<Advisory> Advice::advisoriesFor(const InstanceEvaluation &e) const
{
    return instanceAdvisories(scenario, e.facts());
}

QList<Advisory> Advice::allAdvisories() const
{
    QList<Advisory> out = advisories;
    for (const InstanceEvaluation &e : instances)
        out += advisoriesFor(e);
    return out;
}

Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options)
{
    return advise(s, std::make_shared<const Catalog>(catalog), options);
}

Advice advise(const Scenario &s, std::shared_ptr<const Catalog> catalogPtr, const AdviseOptions &options)
{
    Advice advice;
    advice.scenario = s;
    advice.catalog = std::move(catalogPtr);
    const Catalog &catalog = *advice.catalog;
    advice.currency = options.currency;
    advice.memory = estimateMemory(s);
    advice.advisories = scenarioAdvisories(s, advice.memory, catalog);

    QHash<QString, GpuFacts> gpus;
    gpus.reserve(catalog.gpus.size());
    for (const GpuSpec &g : catalog.gpus)
        gpus.insert(g.id, {&g, gpuTier(g), g.usableGiB(), g.denseTflops(s.precision), false});
    QHash<QString, const Provider *> providers;
    for (const Provider &p : catalog.providers)
        providers.insert(p.id, &p);

    // Variants tried when the scenario as given does not fit: ZeRO-3, then ZeRO-3 with offload.
    Scenario zero3 = s;
    zero3.zero = 3;
    Scenario offloaded = zero3;
    offloaded.offload = Offload::OptimizerAndParams;
    BudgetCache budgets(s);

    const double ckptGb = checkpointGb(s, advice.memory.trainableParams);
    advice.instances.reserve(catalog.instances.size());
    GpuFacts *lastGpu = nullptr; // consecutive rows usually share a GPU: skip the hash then
    for (const Instance &in : catalog.instances) {
        if (!options.providers.isEmpty() && !options.providers.contains(in.provider))
            continue;
        if (!lastGpu || lastGpu->gpu->id != in.gpuId) {
            const auto it = gpus.find(in.gpuId);
            lastGpu = it == gpus.end() ? nullptr : &*it;
        }
        const Provider *provider = providers.value(in.provider);
        if (!lastGpu || !provider)
            continue; // validated catalogs resolve every id; a broken import never reaches here
        GpuFacts &gf = *lastGpu;
        gf.offered = true;
        const GpuSpec &gpu = *gf.gpu;

        InstanceEvaluation e;
        e.instance = &in;
        e.gpu = &gpu;
        e.provider = provider;
        e.tier = gf.tier;
        e.nodes = std::max(1, int(std::ceil(double(s.gpus) / double(in.gpuCount))));
        e.totalGpus = e.nodes * in.gpuCount;
        e.memory = budgets.at(e.totalGpus);
        const double usable = gf.usableGiB;
        e.fits = e.memory->budgetGiB() <= usable;
        if (!e.fits && s.isTraining()) {
            if (s.zero < 3 && e.totalGpus > 1 && budgets.at(e.totalGpus, &zero3, 1)->budgetGiB() <= usable) {
                e.suggestion = FitSuggestion::Zero3;
                e.suggestionBudgetBytes = budgets.at(e.totalGpus, &zero3, 1)->budgetBytes;
            } else if (s.offload != Offload::OptimizerAndParams) {
                const auto off = budgets.at(e.totalGpus, &offloaded, 2);
                const double hostNeed = off->hostRamBytes * in.gpuCount / kGiB;
                if (off->budgetGiB() <= usable && (!in.ramGib || hostNeed <= *in.ramGib * 0.9)) {
                    e.suggestion = FitSuggestion::Zero3Offload;
                    e.suggestionBudgetBytes = off->budgetBytes;
                    e.suggestionHostRamBytes = hostNeed * kGiB;
                }
            }
        }

        e.hourlyNative = hourlyPrice(in, s.usage.billing);
        e.hourly = options.currency.convert(e.hourlyNative.amount, in.currency) * e.nodes;
        e.annual = annualCost(s, in, *provider, e.nodes, ckptGb, options.currency);
        e.run = runEstimate(s, *e.memory, gpu, e.totalGpus, e.hourly);
        if (e.annual.available && e.annual.total() > 0)
            e.valueScore = gf.tflops * e.totalGpus / (e.annual.total() / 1000.0);
        e.flags = instanceAdvisoryFlags(s, e.facts());
        advice.instances.append(std::move(e));
    }

    // Among GPUs someone rents out: a datasheet-only GPU is no answer.
    const GpuFacts *smallest = nullptr;
    for (const GpuFacts &g : std::as_const(gpus))
        if (g.offered && g.usableGiB >= advice.memory.budgetGiB() && (!smallest || g.usableGiB < smallest->usableGiB))
            smallest = &g;
    if (smallest)
        advice.smallestGpu = Text::tr("%1 (%2 GiB usable)").arg(smallest->gpu->name, QString::number(smallest->usableGiB, 'f', 1));

    // Fitting first, then priced before unpriced, then cheaper per year, then provider, type and
    // region. Sort small keys and move each evaluation once: moving the evaluations while sorting
    // costs more than all the matching.
    struct SortKey {
        bool fits;
        bool priced;
        double total;
        const Instance *in;
        int index;
    };
    QList<SortKey> keys;
    keys.reserve(advice.instances.size());
    for (int i = 0; i < advice.instances.size(); ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        keys.append({e.fits, e.hasPrice(), e.annual.total(), e.instance, i});
    }
    std::sort(keys.begin(), keys.end(), [](const SortKey &a, const SortKey &b) {
        if (a.fits != b.fits)
            return a.fits;
        if (a.priced != b.priced)
            return a.priced;
        if (a.total != b.total)
            return a.total < b.total;
        return std::tie(a.in->provider, a.in->type, a.in->region) < std::tie(b.in->provider, b.in->type, b.in->region);
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
