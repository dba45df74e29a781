#pragma once

#include "core/advisories.h"
#include "core/catalog.h"
#include "core/cost.h"
#include "core/memory.h"
#include "core/requirements.h"

#include <QDate>
#include <QList>
#include <QStringList>

#include <array>
#include <memory>
#include <optional>

namespace ga {

// GPU classes a manager recognises; tiers group the instances table and reports.
enum class GpuTier { Frontier = 1, A100Class, Memory48, Mainstream24, Legacy };
GpuTier gpuTier(const GpuSpec &g);
QString tierName(GpuTier t);

// The answers the advisor recommends, defined once for the table, the CLI, the report and Help.
// Each is chosen only among instances that fit as asked, have a price and carry no critical
// advisory (a fit with a critical flaw is no answer a manager can defend).
enum class Pick : quint8 { CheapestYear, CheapestRun, Fastest, BestValue, Count };
constexpr int kPickCount = int(Pick::Count);
QString toId(Pick p);           // "cheapest", "cheapest_run", "fastest", "best_value" (JSON and CSV)
QString displayName(Pick p);    // "cheapest per year"
QString pickDefinition(Pick p); // what it minimises or maximises, for legends, tooltips and Help
QString pickCriterion(Pick p);  // the same without pickRule(), for lists that state the rule once
QString pickRule();             // what every pick is chosen among

// How an instance holds the job in memory, ranked best last (the order a table sorts by).
// Every output says it through these: the window's glyphs and words, the CLI, JSON and CSV.
enum class FitState : quint8 { None, WithSuggestion, Flawed, Clean };
QString toId(FitState f);        // "none", "with_suggestion", "flawed", "clean" (JSON and CSV)
QString displayName(FitState f); // "does not fit", "fits with ZeRO-3", "fits, flawed", "fits"

// Scenarios side by side in a comparison (the window's Compare panel, `report --compare`).
inline constexpr int kMaxComparedScenarios = 4;

// How long a text a caller has room for: a narrow table cell, or a sentence or report.
enum class TextLength : quint8 { Short, Long };

// A GPU count for a narrow cell: "8", "2×4" (instances × GPUs each), "1/8" (GPUs used of GPUs
// paid for).
QString gpuCountText(int gpus, int nodes, int idleGpus);

// The label of the cost every row headlines (InstanceEvaluation::headlineCost): one training
// run, or a million generated tokens when serving. Short: "Run cost", "Per M tok"; Long:
// "Run cost", "Cost per million tokens".
QString headlineCostLabel(bool serving, TextLength length);

// One catalog instance judged against the scenario. It points into the catalog its Advice
// holds (shared), so an Advice stands alone and judging 100,000 instances copies no rows.
// The job runs on the scenario's GPU count everywhere (memory panel, advisories, table): an
// instance type with fewer GPUs spans `nodes` instances; one with more leaves GPUs idle.
struct InstanceEvaluation {
    const Instance *instance = nullptr;
    const GpuSpec *gpu = nullptr;
    const Provider *provider = nullptr;
    const PriceComponents *components = nullptr;    // storage and traffic prices of its region
    int nodes = 1;                                  // instances needed to reach the scenario's GPU count
    int gpus = 1;                                   // GPUs the job runs on (the scenario's count)
    int idleGpus = 0;                               // GPUs of those instances the job leaves idle (paid for all the same)
    std::shared_ptr<const MemoryBudget> memory;     // per GPU, at the scenario's GPU count and ZeRO stage
    bool fits = false;                              // budget within the GPU's usable memory
    FitSuggestion suggestion = FitSuggestion::None; // how it would fit when it does not as asked
    double suggestionBudgetBytes = 0;
    double suggestionHostRamBytes = 0;
    GpuTier tier = GpuTier::Legacy;
    double hourly = 0; // all nodes, display currency
    AnnualCost annual;
    RunEstimate run;
    double valueScore = 0;   // delivered TFLOPS per 1,000 of annual cost (pickDefinition(BestValue))
    AdvisoryFlags flags;     // which rules fired (texts: Advice::advisoriesFor)
    quint8 picks = 0;        // bit i set = Pick(i)
    bool priceStale = false; // the price's as_of is more than kStalePriceMonths before AdviseOptions::today
    // Serving (Scenario::isServing): the engine's layout on one GPU of a replica, shared by the rows
    // of that GPU, and the workload on this instance type (replicas, speed). `gpus` and `nodes` are
    // then all the replicas' GPUs and the instances they take.
    std::shared_ptr<const ServingCapacity> capacity;
    std::shared_ptr<const ServingPerformance> servingFigures; // kept apart: 100,000 training rows carry 16 bytes, not 300

    bool hasPrice() const { return annual.available; }
    // The workload on this row; a row without one reads as unavailable.
    const ServingPerformance &serving() const;
    bool fitsWithSuggestion() const { return !fits && suggestion != FitSuggestion::None; }
    bool isPick(Pick p) const { return picks & (1u << int(p)); }
    QString key() const { return instance->key(); }
    QString providerName() const { return provider->name; }
    // The worst severity among the flags; -1 when none fired.
    int worstSeverity() const { return flags.worst(); }
    bool critical() const { return flags.worst() == int(Severity::Critical); }
    // Fits as asked and nothing critical: what picks are chosen from.
    bool cleanFit() const { return fits && !critical(); }
    FitState fitState() const;
    // The GPUs the job runs on. Short: gpuCountText. Long: "8 × NVIDIA H100 80GB SXM on 2
    // instances", "1 × NVIDIA L4 (7 more idle)".
    QString gpusText(TextLength length) const;
    // The cost the row headlines (RunEstimate::headlineCost); nothing without a price or a run.
    std::optional<double> headlineCost() const;
    // The same as text: "$1,234" a run, "$0.412" a million tokens; "n/a" without a figure.
    QString headlineCostText(const CurrencySettings &currency) const;
    InstanceFacts facts(const HostRequirements &host) const;
    QString suggestionText() const;
};

// "How many GPUs?": for one GPU model, the smallest configuration that holds the job
// (DESIGN.md §2 `needs`). Single-node configurations come before multi-node ones, then fewer
// GPUs, then a fabric with RDMA, then the lowest ZeRO stage, then the cheapest instance type.
struct GpuNeed {
    const GpuSpec *gpu = nullptr;
    const Instance *instance = nullptr; // the instance type that offers it
    const Provider *provider = nullptr;
    int gpus = 1;
    int nodes = 1;
    int zero = 0;
    double budgetBytes = 0; // per GPU in that configuration
    double hourly = 0;      // all nodes, display currency; 0 when unpriced
    bool priced = false;
    RunEstimate run;
    bool usesZero() const { return zero > 0 && gpus > 1; } // ZeRO shards nothing on one GPU
    // The cost the row headlines, as for an instance (InstanceEvaluation::headlineCost).
    std::optional<double> headlineCost() const;
    QString headlineCostText(const CurrencySettings &currency) const;
    QString text() const; // "4 × NVIDIA A100 80GB (ZeRO-3) on Google Cloud a2-ultragpu-4g"
};

// The picks an evaluation carries, each as `text` gives it (toId, displayName or pickDefinition).
template<typename F>
QStringList picksOf(const InstanceEvaluation &e, F text)
{
    QStringList out;
    for (int p = 0; p < kPickCount; ++p)
        if (e.isPick(Pick(p)))
            out << text(Pick(p));
    return out;
}

struct AdviseOptions {
    CurrencySettings currency;
    QDate today;           // for the age of prices; invalid = ages are not judged (advise() reads no clock)
    QStringList providers; // empty = all
    QStringList gpus;      // GPU ids; empty = all
    QStringList regions;   // region filters (regionMatches: "us-east", or "cn" for mainland China); empty = all
    MemoryOptions memory;  // the user's correction, if they keep one
    // Whether the filters above keep an instance (the picks and the GPU counts see only those).
    bool keeps(const Instance &in) const;
};

struct Advice {
    Scenario scenario;
    std::shared_ptr<const Catalog> catalog; // what the evaluations point into
    MemoryBudget memory;                    // at the scenario's GPU count: the figure every row uses
    HostRequirements host;                  // what each node's host must offer
    CurrencySettings currency;
    QList<InstanceEvaluation> instances; // clean fits, fits with a critical flaw, the rest; each by annual cost, then key
    QList<Advisory> advisories;          // scenario-level
    QList<GpuNeed> needs;                // per GPU model offered, by the cost the rows headline
    QString smallestGpu;                 // "NVIDIA L4 (22.5 GiB usable)": least memory that still fits; empty = none
    double checkpointGb = 0;             // one checkpoint, for storage costs
    std::array<int, kPickCount> picks = [] {
        std::array<int, kPickCount> none;
        none.fill(-1);
        return none;
    }();                 // indexes into instances, -1 = none
    int stalePrices = 0; // instances whose price is older than kStalePriceMonths

    int pick(Pick p) const { return picks[std::size_t(p)]; }
    // The row a user should look at first: the cheapest run for training (the job is what they
    // pay for), the cheapest million output tokens for an engine's workload (it meets the
    // targets), the cheapest year for plain inference; -1 when nothing fits.
    int recommended() const;
    int fittingCount() const;
    QStringList fittingProviders() const;
    // The advisories of one instance, with their texts (built now).
    QList<Advisory> advisoriesFor(const InstanceEvaluation &e) const;
    // Formulas with this scenario's numbers (built now).
    QString costFormula(const InstanceEvaluation &e, CostPart part) const;
    QString runFormula(const InstanceEvaluation &e) const;
    QString scalingFormula(const InstanceEvaluation &e) const;
    // Every advisory: scenario-level first, then per instance in table order.
    QList<Advisory> allAdvisories() const;
};

// The one pure function the GUI, the CLI and the report share: no globals, no I/O.
Advice advise(const Scenario &s, std::shared_ptr<const Catalog> catalog, const AdviseOptions &options = {});
// The same over a catalog value (copied: Qt's containers share their data, so this is cheap).
Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options = {});

} // namespace ga
