#pragma once

#include <QWidget>

class QBarCategoryAxis;
class QChartView;
class QScatterSeries;
class QValueAxis;

namespace ga {

class CostChartModel;

// Two charts bound to CostChartModel (the instances the table shows, in its order): the yearly
// cost stacked by part (instance, disk, egress, object storage, requests) and run cost against run
// time, with the selected instance highlighted.
class CostChartsPanel final : public QWidget {
    Q_OBJECT

public:
    CostChartsPanel(CostChartModel *model, QWidget *parent = nullptr);
    void setHighlight(const QString &key);

    QChartView *annualView() const { return m_annualView; }
    QChartView *runView() const { return m_runView; }

private:
    void modelChanged();

    CostChartModel *m_model;
    QChartView *m_annualView = nullptr;
    QChartView *m_runView = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_annualAxis = nullptr;
    QValueAxis *m_hoursAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    QScatterSeries *m_highlight = nullptr;
    QString m_highlightKey;
};

} // namespace ga
