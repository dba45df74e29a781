#pragma once

#include "advisories.h"
#include "catalog.h"
#include "cost.h"
#include "memory.h"

#include <QList>
#include <QStringList>

#include <memory>

namespace ga {

// GPU classes a manager recognises; tiers group the instances table and reports.
enum class GpuTier { Frontier = 1, A100Class, Memory48, Mainstream24, Legacy };
GpuTier gpuTier(const GpuSpec &g);
QString tierName(GpuTier t);

// One catalog instance judged against the scenario. It points into the catalog its Advice
// holds (shared), so an Advice stands alone and judging 100,000 instances copies no rows.
struct InstanceEvaluation {
    const Instance *instance = nullptr;
    const GpuSpec *gpu = nullptr;
    const Provider *provider = nullptr;
    const PriceComponents *components = nullptr; // storage and traffic prices of its region
    int nodes = 1;             // instances needed to reach the scenario's GPU count
    int totalGpus = 1;
    std::shared_ptr<const MemoryBudget> memory; // per GPU, at totalGpus with the scenario's ZeRO stage
    bool fits = false;         // budget within the GPU's usable memory
    FitSuggestion suggestion = FitSuggestion::None; // how it would fit when it does not as asked
    double suggestionBudgetBytes = 0;
    double suggestionHostRamBytes = 0;
    GpuTier tier = GpuTier::Legacy;
    HourlyPrice hourlyNative;  // one instance, in its own currency
    double hourly = 0;         // all nodes, display currency
    AnnualCost annual;
    RunEstimate run;
    double valueScore = 0;     // dense TFLOPS (all GPUs) per 1,000 of annual cost
    AdvisoryFlags flags;       // which rules fired (texts: Advice::advisoriesFor)
    bool cheapest = false;
    bool bestValue = false;
    bool fastest = false;

    bool hasPrice() const { return annual.available; }
    bool fitsWithSuggestion() const { return !fits && suggestion != FitSuggestion::None; }
    QString key() const { return instance->key(); }
    QString providerName() const { return provider->name; }
    // The worst severity among the flags; -1 when none fired.
    int worstSeverity() const { return flags.worst(); }
    InstanceFacts facts() const;
    InstanceFacts facts(std::optional<int> sm) const; // with the GPU's sm version already known
    QString suggestionText() const;
};

struct AdviseOptions {
    CurrencySettings currency;
    QStringList providers; // empty = all
    MemoryOptions memory;  // the user's correction, if they keep one
};

struct Advice {
    Scenario scenario;
    std::shared_ptr<const Catalog> catalog; // what the evaluations point into
    MemoryBudget memory;               // at the scenario's own GPU count
    CurrencySettings currency;
    QList<InstanceEvaluation> instances; // fitting first, then by annual cost, then by key
    QList<Advisory> advisories;        // scenario-level
    QString smallestGpu;               // "NVIDIA L4 (22.5 GiB usable)": least memory that still fits; empty = none
    double checkpointGb = 0;           // one checkpoint, for storage costs
    int cheapest = -1;                 // indexes into instances, -1 = none fits
    int bestValue = -1;
    int fastest = -1;

    int fittingCount() const;
    QStringList fittingProviders() const;
    // The advisories of one instance, with their texts (built now).
    QList<Advisory> advisoriesFor(const InstanceEvaluation &e) const;
    // Formulas with this scenario's numbers (built now).
    QString costFormula(const InstanceEvaluation &e, CostPart part) const;
    QString runFormula(const InstanceEvaluation &e) const;
    // Every advisory: scenario-level first, then per instance in table order.
    QList<Advisory> allAdvisories() const;
};

// The one pure function the GUI, the CLI and the report share: no globals, no I/O.
Advice advise(const Scenario &s, std::shared_ptr<const Catalog> catalog, const AdviseOptions &options = {});
// The same over a catalog value (copied: Qt's containers share their data, so this is cheap).
Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options = {});

} // namespace ga
