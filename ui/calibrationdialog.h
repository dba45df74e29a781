#pragma once

#include "core/calibration.h"
#include "core/idlecauses.h"
#include "core/scenario.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace ga {

// Calibrate with my measurement: the user enters the peak their tool showed for the current
// scenario; the dialog shows the difference and the effects of this job that could explain it,
// and can keep the difference as the user's correction (or remove a kept one). For a training job
// it also answers "my GPU is idle" (core/idlecauses).
class CalibrationDialog final : public QDialog {
    Q_OBJECT

public:
    CalibrationDialog(const Scenario &scenario, const MemoryOptions &options, QWidget *parent = nullptr);

    // What the user chose: keep this correction, remove the current one, or neither.
    enum class Outcome { None, Keep, Remove };
    Outcome outcome() const { return m_outcome; }
    UserCorrection correction() const;
    GapAnalysis analysis() const;

    void setMeasurement(double gib, Reading tool); // for tests and the report

private:
    void update();
    static QString idleCausesHtml(const QList<IdleCause> &causes);

    Scenario m_scenario;
    MemoryOptions m_options;
    Outcome m_outcome = Outcome::None;
    QDoubleSpinBox *m_measured = nullptr;
    QComboBox *m_tool = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_candidates = nullptr;
    QPushButton *m_keep = nullptr;
    QTextBrowser *m_idle = nullptr; // "My GPU is idle": the causes for this job, shown on request
};

} // namespace ga
