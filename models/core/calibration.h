#pragma once

#include "core/memory.h"

#include <QList>
#include <QString>

namespace ga {

// "Calibrate with my measurement": the user enters the peak their own tool showed for the current
// scenario; the app shows the difference and which effects of this job could explain it, and can
// keep a correction (UserCorrection) that is documented, reversible and named in reports.

// The corrections the app keeps: a measurement more than 50% under or 100% over the estimate
// points at a different job (another model, batch or tool), not at a correction.
inline constexpr double kMinCorrectionShare = -0.5;
inline constexpr double kMaxCorrectionShare = 1.0;

// What the estimate predicts for one tool.
double expectedReading(const MemoryBudget &b, Reading tool);

struct GapExplanation {
    QString cause;    // "bitsandbytes 0.43.1 or older keeps every 4-bit layer's input"
    double bytes = 0; // how much it would change the reading (positive: more memory)
};

struct GapAnalysis {
    Reading tool = Reading::Process;
    double measuredBytes = 0;
    double expectedBytes = 0;
    double differenceBytes = 0;       // measured - expected
    double share = 0;                 // measured / expected - 1
    QList<GapExplanation> candidates; // the effects of this job whose size is close to the gap, best first
};

// Compares a measurement with the estimate (both per GPU) and finds the effects that could explain
// the difference: software versions and settings this job depends on, each re-estimated.
GapAnalysis analyseGap(const Scenario &s, const MemoryOptions &options, Reading tool, double measuredBytes);

// The correction a measurement implies, with the sentence that names it in reports.
UserCorrection correctionFrom(const GapAnalysis &gap, const Scenario &s, const QString &date);

} // namespace ga
