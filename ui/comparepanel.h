#pragma once

#include "base/fielderror.h"

#include <QWidget>

#include <optional>

class QBarCategoryAxis;
class QChartView;
class QPushButton;
class QTableView;
class QValueAxis;

namespace ga {

class AdvisorSession;
class ComparisonModel;

// Pinned scenarios side by side: the memory components stacked per scenario and a table of
// budget, fits, cheapest pick and costs.
class ComparePanel final : public QWidget {
    Q_OBJECT

public:
    // Pins the session's advice.
    explicit ComparePanel(AdvisorSession *session, QWidget *parent = nullptr);
    ComparisonModel *model() const { return m_model; }
    // Pins the advice shown; false when kMaxComparedScenarios are pinned already.
    bool pin();
    QChartView *chartView() const { return m_view; }
    // Saves the chart (there is one: `which` = 0) as PNG or SVG, by the file name's suffix.
    std::optional<FieldError> exportChart(int which, const QString &path) const;

Q_SIGNALS:
    void pinRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void modelChanged();
    void sizeColumns();

    AdvisorSession *m_session;
    ComparisonModel *m_model;
    QPushButton *m_pin = nullptr;
    QPushButton *m_unpin = nullptr;
    QPushButton *m_clear = nullptr;
    QTableView *m_table = nullptr;
    QChartView *m_view = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_values = nullptr;
};

} // namespace ga
