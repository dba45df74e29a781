#pragma once

#include <QWidget>

class QLabel;
class QToolButton;
class QTableView;

namespace ga {

struct Advice;
struct InstanceEvaluation;
class BreakdownModel;

// The per-GPU memory budget: the budget as a large figure with its arithmetic, a stacked bar of
// the components (bound to the BreakdownModel with a QHBarModelMapper) and the component table
// whose tooltips show each formula and its source.
class MemoryPanel final : public QWidget {
    Q_OBJECT

public:
    MemoryPanel(BreakdownModel *model, QWidget *parent = nullptr);

    void showAdvice(const Advice &advice);
    // The selected instance's verdict for the job's configuration (nullptr = the job as a whole).
    void showInstance(const Advice &advice, const InstanceEvaluation *e);
    QString budgetText() const;

Q_SIGNALS:
    void calibrateRequested();

private:
    BreakdownModel *m_model;
    QLabel *m_budget = nullptr;
    QLabel *m_arithmetic = nullptr;
    QLabel *m_fitHint = nullptr;
    QLabel *m_readings = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace ga
