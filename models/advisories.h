#pragma once

#include "catalog.h"
#include "cost.h"
#include "memory.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace ga {

enum class Severity { Info, Warning, Critical };
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
struct AdvisoryFlag {
    AdvisoryCode code;
    Severity severity;
};
using AdvisoryFlags = QVarLengthArray<AdvisoryFlag, 8>;

// The workload classes of a widely shared GPU selection guide, used as host requirements.
enum class WorkloadClass { Inference, SmallTraining, MidFullTraining, LargeTraining, OtherTraining };
WorkloadClass workloadClass(const Scenario &s);

// Why an instance that does not fit as asked would fit (advise() tries these in turn).
enum class FitSuggestion { None, Zero3, Zero3Offload };

// What an instance evaluation offers the rules (see advice.h).
struct InstanceFacts {
    const Instance *instance = nullptr;
    const GpuSpec *gpu = nullptr;
    const Provider *provider = nullptr;
    const MemoryBudget *memory = nullptr;
    const AnnualCost *annual = nullptr;
    int nodes = 1;
    bool fits = false;
    FitSuggestion suggestion = FitSuggestion::None;
    double suggestionBudgetBytes = 0;
    double suggestionHostRamBytes = 0;
};

// The sentence that explains a suggestion ("Fits with ZeRO-3 over its 8 GPUs: 61.2 GiB per GPU.").
QString suggestionText(const InstanceFacts &f, int totalGpus);

QList<Advisory> scenarioAdvisories(const Scenario &s, const MemoryBudget &memory, const Catalog &catalog);
// The rules for one instance: just the codes (fast), or the full advisories with their texts.
AdvisoryFlags instanceAdvisoryFlags(const Scenario &s, const InstanceFacts &facts);
QList<Advisory> instanceAdvisories(const Scenario &s, const InstanceFacts &facts);

} // namespace ga
