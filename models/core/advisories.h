#pragma once

#include "core/catalog.h"
#include "core/cost.h"
#include "core/memory.h"
#include "core/requirements.h"
#include "core/serving.h"

#include <QList>
#include <QString>
#include <algorithm>

namespace ga {

enum class Severity : quint8 { Info, Warning, Critical };
QString toId(Severity s);
QString displayName(Severity s);

// Every code the rules can raise (DESIGN.md §5). The ids are stable: scripts and saved reports
// use them; never rename one.
enum class AdvisoryCode : quint8 {
    VramInsufficient,
    VramHeadroomLow,
    GpuNoTensorCores,
    GpuNoBf16,
    GpuLowBandwidth,
    GpuConsumer,
    GpuComputeCapability,
    InterconnectPcie,
    InterconnectNoRdma,
    HostCpuLow,
    HostRamLow,
    HostRamOffload,
    StorageIops,
    StorageGds,
    NetworkBandwidth,
    DataNasLatency,
    CostHiddenShare,
    HostRequirements,
    ModelContextLength,
    ModelInferredShape,
    CostPriceEstimated,
    CostPriceMissing,
    CostBillingFallback,
    StorageThroughput,
    StorageCapacity,
    HostCpuSockets,
    HostMemoryBandwidth,
    InterconnectScaling,
    CostIdleGpus,
    VramRuleOfThumb,
    CostPriceStale,
    ModelTensorParallel,
    ServingTargets,
    HostArmCpu,
    GuideRuleOfThumb,
    CatalogUnknownFact,
    CostEgressBilling,
    ProviderMarketplace,
    GpuNotCuda,
    InterconnectOneMachine,
    DataLoader,
    Count
};
QString toId(AdvisoryCode c);
// Every code's id, in enum order (documentation, tests, the GUI's filter).
QStringList advisoryCodes();

// A bottleneck rule that fired: a stable code, how bad, what to do, the numbers that triggered
// it and where the rule comes from. `instanceKey` is empty for scenario-level ones.
struct Advisory {
    QString code;
    Severity severity = Severity::Info;
    QString message;
    QString evidence;
    QString source;
    QString instanceKey;
};

// What advise() keeps per instance: which rules fired and how bad, without their texts. Texts
// are built on demand (Advice::advisoriesFor) because advise() judges every instance of a
// catalog of 100,000 and few texts are ever read.
class AdvisoryFlags {
public:
    void add(AdvisoryCode c, Severity s)
    {
        const int i = int(c);
        m_fired |= quint64(1) << i;
        const quint64 shift = quint64(2 * (i % 32)), mask = quint64(3) << shift, value = quint64(s) << shift;
        quint64 &word = m_severity[i / 32];
        if ((word & mask) < value)
            word = (word & ~mask) | value; // a code that fires twice keeps its worse severity
    }
    bool has(AdvisoryCode c) const { return m_fired & (quint64(1) << int(c)); }
    Severity severity(AdvisoryCode c) const
    {
        const int i = int(c);
        return Severity((m_severity[i / 32] >> (2 * (i % 32))) & 3);
    }
    bool isEmpty() const { return m_fired == 0; }
    // Whether a warning says the job may not start or run there as configured (too little host RAM
    // or disk, an Arm host, a GPU older than its kernels, thin VRAM headroom), as opposed to one
    // about speed, which the run's time and cost already weigh. A pick avoids these.
    bool doubtsTheSetup() const;
    bool operator==(const AdvisoryFlags &) const = default;
    int count() const { return qPopulationCount(m_fired); }
    // The worst severity that fired; -1 when none did.
    int worst() const
    {
        // Severities are 0-2 in two-bit lanes: any high bit is a Critical, else any low bit a Warning.
        const quint64 lanes = m_severity[0] | m_severity[1];
        return (lanes & 0xAAAAAAAAAAAAAAAAull) ? int(Severity::Critical)
            : (lanes & 0x5555555555555555ull)  ? int(Severity::Warning)
            : m_fired                          ? int(Severity::Info)
                                               : -1;
    }
    // Each code that fired, in code order, with its severity.
    template<typename F>
    void forEach(F &&f) const
    {
        for (int i = 0; i < int(AdvisoryCode::Count); ++i)
            if (m_fired & (quint64(1) << i))
                f(AdvisoryCode(i), severity(AdvisoryCode(i)));
    }

private:
    quint64 m_fired = 0;
    quint64 m_severity[2] = {0, 0}; // two bits per code
};
static_assert(int(AdvisoryCode::Count) <= 64, "AdvisoryFlags holds at most 64 codes");

// Why an instance that does not fit as asked would fit (advise() tries these in turn).
// Zero3AllGpus: ZeRO-3 over every GPU of the instances paid for (the job as asked leaves some idle).
enum class FitSuggestion { None, Zero3, Zero3AllGpus, Zero3Offload };

// A price older than this is marked wherever it is shown (table, JSON, report) and counted.
inline constexpr int kStalePriceMonths = 12;

// What an instance evaluation offers the rules (see advice.h).
struct InstanceFacts {
    const Instance *instance = nullptr;
    const GpuSpec *gpu = nullptr;
    std::optional<int> sm; // gpu->smVersion(), worked out once per GPU
    bool hbm = false;      // gpu->hasHbm(), the same
    bool ascend = false;   // gpu->isAscend(), the same
    bool rocm = false;     // gpu->isRocm(), the same
    const Provider *provider = nullptr;
    const PriceComponents *components = nullptr; // the provider's prices for the instance's region
    const MemoryBudget *memory = nullptr;
    const AnnualCost *annual = nullptr;
    const RunEstimate *run = nullptr;
    const HostRequirements *host = nullptr;
    int nodes = 1;
    int gpus = 1;     // the job's GPUs
    int idleGpus = 0; // paid for, left idle
    bool priceStale = false;
    bool fits = false;
    FitSuggestion suggestion = FitSuggestion::None;
    double suggestionBudgetBytes = 0;
    double suggestionHostRamBytes = 0;
    const ServingCapacity *capacity = nullptr; // serving: the engine's layout on one GPU of a replica
    const ServingPerformance *serving = nullptr;
};

// What the job-level rules see besides the scenario.
struct ScenarioFacts {
    const MemoryBudget *memory = nullptr;
    const HostRequirements *host = nullptr;
    const MemoryBudget *singleGpu = nullptr; // the job on one GPU, for the guide's per-card rules of thumb
    const GpuSpec *largest = nullptr;        // the GPU with the most usable memory anyone offers
    bool anyFits = false;                    // some instance holds the job as asked
    QStringList needs;                       // the smallest configurations that hold it, best first (GpuNeed::text)
    // Disk, egress and object storage as a share of the yearly total over the priced instances.
    struct Shares {
        int count = 0;
        double median = 0, low = 0, high = 0;
    } hiddenCost;
    const Instance *recommended = nullptr; // the row a user looks at first (Advice::recommended), if any
    int recommendedGpus = 0;               // the GPUs the job uses on one of its nodes
};

// Host RAM, in GiB, that offloaded states take on one node of `in` for a job on `gpus` GPUs, and
// whether the node holds it: 90% of its RAM, the rest is the system's and the DataLoader's.
double offloadHostGiB(const MemoryBudget &m, const Instance &in, int gpus);
bool hostHoldsOffload(double neededGiB, const Instance &in);

// The sentence that explains a suggestion ("Fits with ZeRO-3 over its 8 GPUs: 61.2 GiB per GPU.").
QString suggestionText(const InstanceFacts &f);

QList<Advisory> scenarioAdvisories(const Scenario &s, const ScenarioFacts &facts);
// The rules for one instance: just the codes (fast), or the full advisories with their texts.
AdvisoryFlags instanceAdvisoryFlags(const Scenario &s, const InstanceFacts &facts);
QList<Advisory> instanceAdvisories(const Scenario &s, const InstanceFacts &facts);

} // namespace ga
