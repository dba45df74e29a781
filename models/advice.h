#pragma once

#include "advisories.h"
#include "catalog.h"
#include "cost.h"
#include "memory.h"

#include <QList>
#include <QStringList>

namespace ga {

// GPU classes a manager recognises; tiers group the instances table and reports.
enum class GpuTier { Frontier = 1, A100Class, Memory48, Mainstream24, Legacy };
GpuTier gpuTier(const GpuSpec &g);
QString tierName(GpuTier t);

// One catalog instance judged against the scenario (values are copies: an Advice stands alone).
struct InstanceEvaluation {
    Instance instance;
    GpuSpec gpu;
    QString providerName;
    int nodes = 1;             // instances needed to reach the scenario's GPU count
    int totalGpus = 1;
    MemoryBudget memory;       // per GPU, at totalGpus with the scenario's ZeRO stage
    bool fits = false;         // budget within the GPU's usable memory
    QString suggestion;        // e.g. "Fits with ZeRO-3: 61.2 GiB per GPU."
    bool fitsWithSuggestion = false;
    GpuTier tier = GpuTier::Legacy;
    HourlyPrice hourlyNative;  // one instance, in its own currency
    double hourly = 0;         // all nodes, display currency
    AnnualCost annual;
    RunEstimate run;
    double valueScore = 0;     // dense TFLOPS (all GPUs) per 1,000 of annual cost
    QList<Advisory> advisories;
    bool cheapest = false;
    bool bestValue = false;
    bool fastest = false;

    bool hasPrice() const { return annual.available; }
};

struct AdviseOptions {
    CurrencySettings currency;
    QStringList providers; // empty = all
};

struct Advice {
    Scenario scenario;
    MemoryBudget memory;               // at the scenario's own GPU count
    CurrencySettings currency;
    QList<InstanceEvaluation> instances; // fitting first, then by annual cost, then by key
    QList<Advisory> advisories;        // scenario-level
    QString smallestGpu;               // "NVIDIA L4 (22.5 GiB usable)": least memory that still fits; empty = none
    int cheapest = -1;                 // indexes into instances, -1 = none fits
    int bestValue = -1;
    int fastest = -1;

    int fittingCount() const;
    QStringList fittingProviders() const;
    // Every advisory: scenario-level first, then per instance in table order.
    QList<Advisory> allAdvisories() const;
};

// The one pure function the GUI, the CLI and the report share: no globals, no I/O.
Advice advise(const Scenario &s, const Catalog &catalog, const AdviseOptions &options = {});

} // namespace ga
