#include "costchartspanel.h"

#include "chartstyle.h"
#include "costchartmodel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <QVBarModelMapper>
#include <QVXYModelMapper>

#include <algorithm>

namespace ga {

CostChartsPanel::CostChartsPanel(CostChartModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("costChartsPanel"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);

    // Yearly cost by part: columns are bar sets, rows (instances) are categories.
    auto *bars = new QHorizontalStackedBarSeries;
    bars->setObjectName(QStringLiteral("annualSeries"));
    auto *barMapper = new QVBarModelMapper(this);
    barMapper->setFirstBarSetColumn(CostChartModel::InstanceCostColumn);
    barMapper->setLastBarSetColumn(CostChartModel::RequestsColumn);
    barMapper->setSeries(bars);
    barMapper->setModel(model);
    const auto palette = seriesPalette();
    const auto sets = bars->barSets();
    for (int i = 0; i < sets.size(); ++i)
        sets[i]->setColor(palette.value(i));
    auto *annual = new QChart;
    annual->setTitle(tr("Cost per year by part"));
    annual->addSeries(bars);
    m_categories = new QBarCategoryAxis;
    annual->addAxis(m_categories, Qt::AlignLeft);
    bars->attachAxis(m_categories);
    m_annualAxis = new QValueAxis;
    m_annualAxis->setLabelFormat(QStringLiteral("%.0f"));
    annual->addAxis(m_annualAxis, Qt::AlignBottom);
    bars->attachAxis(m_annualAxis);
    annual->legend()->setAlignment(Qt::AlignBottom);
    styleChart(annual);
    m_annualView = new QChartView(annual, this);
    m_annualView->setObjectName(QStringLiteral("annualChart"));
    m_annualView->setRenderHint(QPainter::Antialiasing);

    // Run cost against run time: one point per instance.
    auto *points = new QScatterSeries;
    points->setObjectName(QStringLiteral("runSeries"));
    points->setName(tr("Instances"));
    points->setMarkerSize(9);
    points->setColor(palette.value(0));
    auto *xyMapper = new QVXYModelMapper(this);
    xyMapper->setXColumn(CostChartModel::RunHoursColumn);
    xyMapper->setYColumn(CostChartModel::RunCostColumn);
    xyMapper->setSeries(points);
    xyMapper->setModel(model);
    m_highlight = new QScatterSeries;
    m_highlight->setObjectName(QStringLiteral("selectedSeries"));
    m_highlight->setName(tr("Selected"));
    m_highlight->setMarkerSize(15);
    m_highlight->setColor(palette.value(5));
    auto *run = new QChart;
    run->setTitle(tr("One run: cost against time"));
    run->addSeries(points);
    run->addSeries(m_highlight);
    m_hoursAxis = new QValueAxis;
    m_hoursAxis->setTitleText(tr("hours"));
    m_hoursAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_costAxis = new QValueAxis;
    m_costAxis->setLabelFormat(QStringLiteral("%.0f"));
    run->addAxis(m_hoursAxis, Qt::AlignBottom);
    run->addAxis(m_costAxis, Qt::AlignLeft);
    for (QScatterSeries *s : {points, m_highlight}) {
        s->attachAxis(m_hoursAxis);
        s->attachAxis(m_costAxis);
    }
    run->legend()->setAlignment(Qt::AlignBottom);
    styleChart(run);
    m_runView = new QChartView(run, this);
    m_runView->setObjectName(QStringLiteral("runChart"));
    m_runView->setRenderHint(QPainter::Antialiasing);
    connect(points, &QScatterSeries::hovered, this, [this](const QPointF &p, bool state) {
        if (!state)
            return;
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (qFuzzyCompare(m_model->index(r, CostChartModel::RunHoursColumn).data().toDouble(), p.x())
                && qFuzzyCompare(m_model->index(r, CostChartModel::RunCostColumn).data().toDouble(), p.y()))
                QToolTip::showText(QCursor::pos(), tr("%1: %2 h, %3%4").arg(m_model->index(r, 0).data().toString())
                                                       .arg(p.x(), 0, 'f', 1).arg(m_model->currencySymbol()).arg(p.y(), 0, 'f', 0));
    });

    layout->addWidget(m_annualView, 3);
    layout->addWidget(m_runView, 2);
    connect(model, &QAbstractItemModel::modelReset, this, &CostChartsPanel::modelChanged);
}

void CostChartsPanel::modelChanged()
{
    m_categories->clear();
    m_categories->append(m_model->names());
    double annualMax = 0, hoursMax = 0, costMax = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        double total = 0;
        for (int c = CostChartModel::InstanceCostColumn; c <= CostChartModel::RequestsColumn; ++c)
            total += m_model->index(r, c).data().toDouble();
        annualMax = std::max(annualMax, total);
        hoursMax = std::max(hoursMax, m_model->index(r, CostChartModel::RunHoursColumn).data().toDouble());
        costMax = std::max(costMax, m_model->index(r, CostChartModel::RunCostColumn).data().toDouble());
    }
    const QString symbol = m_model->currencySymbol();
    m_annualAxis->setTitleText(tr("%1 per year").arg(symbol));
    m_annualAxis->setRange(0, std::max(1.0, annualMax * 1.05));
    m_annualAxis->applyNiceNumbers();
    m_hoursAxis->setRange(0, std::max(1.0, hoursMax * 1.1));
    m_hoursAxis->applyNiceNumbers();
    m_costAxis->setTitleText(tr("%1 per run").arg(symbol));
    m_costAxis->setRange(0, std::max(1.0, costMax * 1.1));
    m_costAxis->applyNiceNumbers();
    setHighlight(m_highlightKey);
}

void CostChartsPanel::setHighlight(const QString &key)
{
    m_highlightKey = key;
    m_highlight->clear();
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (m_model->index(r, 0).data(CostChartModel::KeyRole).toString() == key)
            m_highlight->append(m_model->index(r, CostChartModel::RunHoursColumn).data().toDouble(),
                                m_model->index(r, CostChartModel::RunCostColumn).data().toDouble());
}

} // namespace ga
