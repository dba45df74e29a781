#include "advice.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <tuple>
#include <vector>

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
    BudgetCache(const Scenario &s, const MemoryOptions &options) : m_s(s), m_options(options) {}
    const std::shared_ptr<const MemoryBudget> &at(int gpus, const Scenario *variant = nullptr, int variantId = 0)
    {
        const qint64 key = qint64(gpus) * 8 + variantId;
        if (m_last && key == m_lastKey)
            return m_last; // most rows have the GPU count of the row before
        auto it = m_cache.find(key);
        if (it == m_cache.end())
            it = m_cache.insert(key, std::make_shared<const MemoryBudget>(estimateMemory(variant ? *variant : m_s, gpus, m_options)));
        m_lastKey = key;
        m_last = *it; // a copy: QHash may move its values when it grows
        return m_last;
    }

private:
    const Scenario &m_s;
    const MemoryOptions &m_options;
    QHash<qint64, std::shared_ptr<const MemoryBudget>> m_cache;
    qint64 m_lastKey = -1;
    std::shared_ptr<const MemoryBudget> m_last;
};

// Rows of one catalog share their strings' data (implicit sharing): comparing the pointers first
// skips most character comparisons.
bool same(const QString &a, const QString &b)
{
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

// What advise() needs of a provider's region, worked out once: consecutive catalog rows mostly
// share provider and region.
struct RegionFacts {
    const Provider *provider = nullptr;
    const QString *region = nullptr;
    const PriceComponents *components = nullptr;
    double toDisplay = 1.0;
};

// What advise() needs of each GPU, worked out once per GPU instead of once per instance.
struct GpuFacts {
    const GpuSpec *gpu = nullptr;
    GpuTier tier = GpuTier::Legacy;
    double usableGiB = 0;
    double tflops = 0;
    std::optional<int> sm;
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

InstanceFacts InstanceEvaluation::facts() const
{
    return facts(gpu->smVersion());
}

InstanceFacts InstanceEvaluation::facts(std::optional<int> sm) const
{
    return {instance, gpu, sm, provider, components, memory.get(), &annual, nodes, fits, suggestion, suggestionBudgetBytes,
            suggestionHostRamBytes};
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

QString Advice::costFormula(const InstanceEvaluation &e, CostPart part) const
{
    return ga::costFormula(part, e.annual, scenario, CostBasis{e.instance, e.components, e.nodes, checkpointGb});
}

QString Advice::runFormula(const InstanceEvaluation &e) const
{
    return ga::runFormula(e.run, scenario, *e.gpu, e.totalGpus);
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
    advice.memory = estimateMemory(s, s.gpus, options.memory);
    advice.advisories = scenarioAdvisories(s, advice.memory, catalog);

    QHash<QString, GpuFacts> gpus;
    gpus.reserve(catalog.gpus.size());
    for (const GpuSpec &g : catalog.gpus)
        gpus.insert(g.id, {&g, gpuTier(g), g.usableGiB(), g.denseTflops(s.precision), g.smVersion(), false});
    QHash<QString, const Provider *> providers;
    for (const Provider &p : catalog.providers)
        providers.insert(p.id, &p);

    // Variants tried when the scenario as given does not fit: ZeRO-3, then ZeRO-3 with offload.
    Scenario zero3 = s;
    zero3.zero = 3;
    Scenario offloaded = zero3;
    offloaded.offload = Offload::OptimizerAndParams;
    BudgetCache budgets(s, options.memory);

    advice.checkpointGb = checkpointGb(s, advice.memory.trainableParams);

    // Two passes, so that the evaluations are written once, already in order: the first prices
    // every instance and makes its sort key; the second builds the evaluations in key order.
    // (Sorting or permuting 100,000 built evaluations costs more than building them.)
    struct Priced {
        const Instance *in;
        GpuFacts *gpu;
        int region;
        int nodes;
        bool fits;
        HourlyPrice hourly;
        AnnualCost annual;
    };
    std::vector<Priced> priced;
    priced.reserve(std::size_t(catalog.instances.size()));
    std::vector<RegionFacts> regions;
    GpuFacts *lastGpu = nullptr; // consecutive rows usually share a GPU and a region: skip the hashes then
    for (const Instance &in : catalog.instances) {
        if (!options.providers.isEmpty() && !options.providers.contains(in.provider))
            continue;
        if (!lastGpu || !same(lastGpu->gpu->id, in.gpuId)) {
            const auto it = gpus.find(in.gpuId);
            lastGpu = it == gpus.end() ? nullptr : &*it;
        }
        if (regions.empty() || !same(regions.back().provider->id, in.provider) || !same(*regions.back().region, in.region)) {
            const Provider *p = providers.value(in.provider);
            if (!p)
                continue; // validated catalogs resolve every id; a broken import never reaches here
            regions.push_back({p, &in.region, p->componentsFor(in.region), options.currency.factor(p->currency)});
        }
        if (!lastGpu)
            continue;
        lastGpu->offered = true;
        const RegionFacts &region = regions.back();
        const int nodes = std::max(1, int(std::ceil(double(s.gpus) / double(in.gpuCount))));
        const bool fits = budgets.at(nodes * in.gpuCount)->budgetGiB() <= lastGpu->usableGiB;
        priced.push_back({&in, lastGpu, int(regions.size()) - 1, nodes, fits, hourlyPrice(in, s.usage.billing),
                          annualCost(s, in, region.components, nodes, advice.checkpointGb, region.toDisplay)});
    }

    // Fitting first, then priced before unpriced, then cheaper per year, then catalog order
    // (deterministic, and no string comparisons). One 64-bit key per instance: the bits of a
    // non-negative double order like the double, so two flag bits go on top of them (dropping
    // the lowest mantissa bit, far below a cent).
    std::vector<std::pair<quint64, int>> keys;
    keys.reserve(priced.size());
    for (std::size_t i = 0; i < priced.size(); ++i) {
        const Priced &p = priced[i];
        const double total = std::max(0.0, p.annual.total());
        quint64 bits = 0;
        std::memcpy(&bits, &total, sizeof bits);
        keys.emplace_back((quint64(!p.fits) << 63) | (quint64(!p.annual.available) << 62) | (bits >> 2), int(i));
    }
    std::sort(keys.begin(), keys.end());

    advice.instances.reserve(qsizetype(keys.size()));
    for (const auto &key : keys) {
        const Priced &p = priced[std::size_t(key.second)];
        const Instance &in = *p.in;
        const GpuFacts &gf = *p.gpu;
        const RegionFacts &region = regions[std::size_t(p.region)];
        InstanceEvaluation &e = advice.instances.emplaceBack();
        e.instance = &in;
        e.gpu = gf.gpu;
        e.provider = region.provider;
        e.components = region.components;
        e.tier = gf.tier;
        e.nodes = p.nodes;
        e.totalGpus = p.nodes * in.gpuCount;
        e.memory = budgets.at(e.totalGpus);
        e.fits = p.fits;
        const double usable = gf.usableGiB;
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
        e.hourlyNative = p.hourly;
        e.hourly = p.hourly.amount * region.toDisplay * e.nodes;
        e.annual = p.annual;
        e.run = runEstimate(s, *e.memory, *gf.gpu, e.totalGpus, e.hourly);
        if (e.annual.available && e.annual.total() > 0)
            e.valueScore = gf.tflops * e.totalGpus / (e.annual.total() / 1000.0);
        e.flags = instanceAdvisoryFlags(s, e.facts(gf.sm));
    }

    // Among GPUs someone rents out: a datasheet-only GPU is no answer.
    const GpuFacts *smallest = nullptr;
    for (const GpuFacts &g : std::as_const(gpus))
        if (g.offered && g.usableGiB >= advice.memory.budgetGiB() && (!smallest || g.usableGiB < smallest->usableGiB))
            smallest = &g;
    if (smallest)
        advice.smallestGpu = Text::tr("%1 (%2 GiB usable)").arg(smallest->gpu->name, QString::number(smallest->usableGiB, 'f', 1));

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
