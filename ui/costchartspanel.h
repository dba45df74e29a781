#pragma once

#include "base/fielderror.h"

#include <QWidget>

#include <optional>

class QBarCategoryAxis;
class QChartView;
class QLabel;
class QScatterSeries;
class QStackedLayout;
class QValueAxis;

namespace ga {

class CostChartModel;
struct CurrencySettings;
struct InstanceEvaluation;

// Two charts bound to CostChartModel (the instances the table shows, in its order, top down):
// the yearly cost stacked by part (instance, disk, egress, object storage, requests) and one
// point per instance for a run — cost against hours for training, cost per million tokens
// against tokens per second for serving — with the picks labelled and the selected instance
// highlighted. With nothing to draw, a message says why instead.
class CostChartsPanel final : public QWidget {
    Q_OBJECT

public:
    enum Chart { AnnualChart, RunChart };

    explicit CostChartsPanel(QWidget *parent = nullptr);
    CostChartModel *model() const { return m_model; }
    // The instances of the table in its order: those that fit, as many as stay legible.
    void showInstances(const QList<const ga::InstanceEvaluation *> &shown, const ga::CurrencySettings &currency);
    void setHighlight(const QString &key);
    // Saves one chart as PNG or SVG (by the file name's suffix).
    std::optional<FieldError> exportChart(int which, const QString &path) const;

    QChartView *annualView() const { return m_annualView; }
    QChartView *runView() const { return m_runView; }
    QLabel *emptyMessage() const { return m_empty; }
    // The scatter series that label the picks, one per picked instance.
    QList<QScatterSeries *> pickSeries() const { return m_picks; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void updateAxes();
    void fitCategoryLabels();
    void updatePicks();

    CostChartModel *m_model;
    QStackedLayout *m_pages = nullptr;
    QLabel *m_empty = nullptr;
    QChartView *m_annualView = nullptr;
    QChartView *m_runView = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_annualAxis = nullptr;
    QValueAxis *m_xAxis = nullptr;
    QValueAxis *m_yAxis = nullptr;
    QScatterSeries *m_highlight = nullptr;
    QList<QScatterSeries *> m_picks;
    QString m_highlightKey;
};

} // namespace ga
