#pragma once

#include "catalog.h"
#include "cost.h"
#include "memory.h"

#include <QList>
#include <QString>

namespace ga {

enum class Severity { Info, Warning, Critical };
QString toId(Severity s);
QString displayName(Severity s);

// A bottleneck rule that fired (DESIGN.md §5): a stable code, how bad, what to do, the numbers
// that triggered it and where the rule comes from. `instanceKey` is empty for scenario-level ones.
struct Advisory {
    QString code;
    Severity severity = Severity::Info;
    QString message;
    QString evidence;
    QString source;
    QString instanceKey;
};

// Every code the rules can raise, for documentation, tests and the GUI's filter.
QStringList advisoryCodes();

// The seed article's scenario classes, used as host requirements (vCPU, RAM, IOPS, network...).
enum class WorkloadClass { Inference, SmallTraining, MidFullTraining, LargeTraining, OtherTraining };
WorkloadClass workloadClass(const Scenario &s);

// What an instance evaluation offers the rules (see advice.h).
struct InstanceFacts {
    const Instance *instance = nullptr;
    const GpuSpec *gpu = nullptr;
    const Provider *provider = nullptr;
    const MemoryBudget *memory = nullptr;
    const AnnualCost *annual = nullptr;
    int nodes = 1;
    bool fits = false;
    QString suggestion;
};

QList<Advisory> scenarioAdvisories(const Scenario &s, const MemoryBudget &memory, const Catalog &catalog);
QList<Advisory> instanceAdvisories(const Scenario &s, const InstanceFacts &facts);

} // namespace ga
