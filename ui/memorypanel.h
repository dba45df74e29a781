#pragma once

#include <QWidget>

class QLabel;
class QToolButton;
class QTableView;

namespace ga {

struct Advice;
struct InstanceEvaluation;
class AdvisorSession;
class BreakdownModel;

// The per-GPU memory budget: the budget as a large figure with its arithmetic, a stacked bar of
// the components (bound to the BreakdownModel with a QHBarModelMapper) and the component table
// whose tooltips show each formula and its source. Follows the session's advice.
class MemoryPanel final : public QWidget {
    Q_OBJECT

public:
    explicit MemoryPanel(AdvisorSession *session, QWidget *parent = nullptr);

    BreakdownModel *model() const { return m_model; }
    // The selected instance's verdict for the job's configuration ("" = the job as a whole).
    void showInstance(const QString &key);
    QString budgetText() const;

Q_SIGNALS:
    void calibrateRequested();

private:
    void showAdvice(const Advice &advice);
    void showVerdict(const Advice &advice, const InstanceEvaluation *e);

    AdvisorSession *m_session;
    BreakdownModel *m_model;
    QLabel *m_budget = nullptr;
    QLabel *m_arithmetic = nullptr;
    QLabel *m_fitHint = nullptr;
    QLabel *m_readings = nullptr;
    QLabel *m_stack = nullptr; // the training framework and its measured error
    QTableView *m_table = nullptr;
};

} // namespace ga
