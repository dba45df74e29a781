#pragma once

#include "core/units.h"

#include "base/fielderror.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// How close the estimate came, for one training framework, to published peak-memory
// measurements it was never calibrated on (docs/independent-check.md, which scripts/independent-check
// writes together with resources/accuracy/stacks.json).
struct StackAccuracy {
    Stack stack = Stack::HfTrainer;
    int cases = 0;                // well-specified training measurements of this framework
    double medianAbsError = 0;    // share: 0.06 = 6%
    double medianSignedError = 0; // positive: the estimate is higher than measured
    QStringList sources;          // repositories the figures come from
};

struct StackAccuracyTable {
    QString asOf; // when the check was last run
    QList<StackAccuracy> stacks;

    const StackAccuracy *find(Stack s) const;
    static const StackAccuracyTable &bundled();
    // Refuses unknown stacks, counts below 1 and errors that are not finite.
    static Expected<StackAccuracyTable> fromJsonText(const QByteArray &text);
};

// What the framework changes against the default stack, with Liger's fused loss, packing and
// expert parallelism where the scenario turns them on (and the framework has the switch); empty
// for the default stack.
QStringList stackChangeTexts(Stack s, bool liger, bool packing = false, bool expertParallel = false);
// The framework for a tooltip (HTML): its name and version, what it changes (for the default, what
// the estimate assumes), its measured error and the code it is read from.
QString stackTooltip(Stack s, bool liger, bool packing = false, bool expertParallel = false);

// "LLaMA-Factory: median error 6% (estimate 4% low) on 14 published measurements" or, without
// any, a plain statement that none has been checked yet (as for a framework's expert parallelism,
// which its measurements of other jobs do not cover).
QString stackAccuracyText(Stack s, bool expertParallel = false);

} // namespace ga
