#include "ui/costchartspanel.h"

#include "core/advice.h"
#include "itemmodels/costchartmodel.h"
#include "ui/chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QSortFilterProxyModel>
#include <QStackedLayout>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVXYModelMapper>
#include <QValueAxis>

#include <algorithm>

namespace ga {

namespace {

constexpr int kChartInstances = 6; // bars that stay legible in the cost chart

// Horizontal bar charts draw their first category at the bottom; the table lists it first.
class ReversedRows final : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override { return left.row() > right.row(); }
};

// `smooth`: antialiased, for round markers; bars and grid lines are square to the pixels and
// paint much faster without.
// A chart lays a title out again whenever it is set: only new titles are.
void retitle(QChart *chart, const QString &title)
{
    if (chart->title() != title)
        chart->setTitle(title);
}

void retitle(QAbstractAxis *axis, const QString &title)
{
    if (axis->titleText() != title)
        axis->setTitleText(title);
}

QChartView *chartView(QChart *chart, const char *name, bool smooth, QWidget *parent)
{
    styleChart(chart);
    auto *view = new QChartView(chart, parent);
    view->setObjectName(QString::fromLatin1(name));
    view->setRenderHint(QPainter::Antialiasing, smooth);
    addSaveChartAction(view);
    return view;
}

} // namespace

CostChartsPanel::CostChartsPanel(QWidget *parent) : QWidget(parent), m_model(new CostChartModel(this))
{
    setObjectName(QStringLiteral("costChartsPanel"));
    m_pages = new QStackedLayout(this);
    auto *charts = new QWidget(this);
    auto *layout = new QHBoxLayout(charts);
    layout->setContentsMargins(2, 2, 2, 2);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("chartsEmptyMessage"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No instance shown fits this job, so there is no cost to chart: see “GPU count options” above the table, "
                        "or loosen the filters."));
    m_pages->addWidget(charts);
    m_pages->addWidget(m_empty);

    // Yearly cost by part: columns are bar sets, rows (instances) are categories, the first at the
    // top as in the table.
    auto *bars = new QHorizontalStackedBarSeries;
    bars->setObjectName(QStringLiteral("annualSeries"));
    auto *barMapper = new QVBarModelMapper(this);
    barMapper->setFirstBarSetColumn(CostChartModel::InstanceCostColumn);
    barMapper->setLastBarSetColumn(CostChartModel::RequestsColumn);
    barMapper->setSeries(bars);
    auto *topDown = new ReversedRows(this);
    topDown->setSourceModel(m_model);
    topDown->sort(0);
    barMapper->setModel(topDown);
    const auto palette = seriesPalette();
    const auto sets = bars->barSets();
    for (int i = 0; i < sets.size(); ++i)
        sets[i]->setColor(palette.value(i));
    auto *annual = new QChart;
    annual->addSeries(bars);
    m_categories = new QBarCategoryAxis;
    annual->addAxis(m_categories, Qt::AlignLeft);
    bars->attachAxis(m_categories);
    m_annualAxis = new QValueAxis;
    annual->addAxis(m_annualAxis, Qt::AlignBottom);
    bars->attachAxis(m_annualAxis);
    annual->legend()->setAlignment(Qt::AlignBottom);
    m_annualView = chartView(annual, "annualChart", false, charts);
    // Names stay one per bar: their font shrinks when the bars are thinner than its lines.
    connect(annual, &QChart::plotAreaChanged, this, &CostChartsPanel::fitCategoryLabels);
    // One point per instance; the picks carry their names.
    auto *points = new QScatterSeries;
    points->setObjectName(QStringLiteral("runSeries"));
    points->setName(tr("Instances"));
    points->setMarkerSize(9);
    points->setColor(palette.value(0));
    auto *xyMapper = new QVXYModelMapper(this);
    xyMapper->setXColumn(CostChartModel::RunXColumn);
    xyMapper->setYColumn(CostChartModel::RunYColumn);
    xyMapper->setSeries(points);
    xyMapper->setModel(m_model);
    m_highlight = new QScatterSeries;
    m_highlight->setObjectName(QStringLiteral("selectedSeries"));
    m_highlight->setName(tr("Selected"));
    m_highlight->setMarkerSize(15);
    QColor selected = palette.value(5);
    selected.setAlpha(150); // a pick's label under it still reads
    m_highlight->setColor(selected);
    auto *run = new QChart;
    run->addSeries(points);
    for (int i = 0; i < kPickCount; ++i) {
        auto *pick = new QScatterSeries;
        pick->setObjectName(QStringLiteral("pickSeries%1").arg(i));
        pick->setMarkerSize(11);
        pick->setColor(palette.value(2));
        pick->setPointLabelsClipping(false);
        run->addSeries(pick);
        m_picks << pick;
    }
    run->addSeries(m_highlight);
    m_xAxis = new QValueAxis;
    m_yAxis = new QValueAxis;
    run->addAxis(m_xAxis, Qt::AlignBottom);
    run->addAxis(m_yAxis, Qt::AlignLeft);
    for (QAbstractSeries *s : run->series()) {
        s->attachAxis(m_xAxis);
        s->attachAxis(m_yAxis);
    }
    for (QScatterSeries *pick : std::as_const(m_picks))
        run->legend()->markers(pick).constFirst()->setVisible(false);
    run->legend()->setAlignment(Qt::AlignBottom);
    m_runView = chartView(run, "runChart", true, charts);
    // The category labels are fitted to the font the style sets.
    followPalette(m_annualView, [this] { fitCategoryLabels(); });
    followPalette(m_runView);
    connect(points, &QScatterSeries::hovered, this, [this](const QPointF &p, bool state) {
        if (!state)
            return;
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (qFuzzyCompare(m_model->index(r, CostChartModel::RunXColumn).data().toDouble(), p.x()) &&
                qFuzzyCompare(m_model->index(r, CostChartModel::RunYColumn).data().toDouble(), p.y()))
                QToolTip::showText(QCursor::pos(),
                                   tr("%1: %2 %3, %4 %5")
                                       .arg(m_model->index(r, 0).data(Qt::ToolTipRole).toString())
                                       .arg(p.x(), 0, 'f', 1)
                                       .arg(m_xAxis->titleText())
                                       .arg(p.y(), 0, 'f', m_model->serving() ? 3 : 0)
                                       .arg(m_yAxis->titleText()));
    });

    layout->addWidget(m_annualView, 3);
    layout->addWidget(m_runView, 2);
    m_annualView->installEventFilter(this);
    m_runView->installEventFilter(this);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CostChartsPanel::refresh);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CostChartsPanel::refresh);
    refresh();
}

void CostChartsPanel::refresh()
{
    m_pages->setCurrentIndex(m_model->rowCount() == 0 ? 1 : 0);
    fitCategoryLabels();
    const QString symbol = m_model->currencySymbol();
    const bool serving = m_model->serving();
    retitle(m_annualView->chart(), tr("Cost per year by part (%1)").arg(symbol));
    retitle(m_runView->chart(), serving ? tr("Serving: price against speed") : tr("One run: cost against time"));
    retitle(m_xAxis, serving ? tr("tokens per second") : tr("hours", "axis title"));
    retitle(m_yAxis, serving ? tr("%1 per M tokens", "cost per million tokens").arg(symbol) : tr("%1 per run").arg(symbol));
    updateAxes();
    updatePicks();
    setHighlight(m_highlightKey);
}

void CostChartsPanel::updateAxes()
{
    double annualMax = 0, xMax = 0, yMax = 0;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        annualMax = std::max(annualMax, m_model->annualTotal(r));
        xMax = std::max(xMax, m_model->index(r, CostChartModel::RunXColumn).data().toDouble());
        yMax = std::max(yMax, m_model->index(r, CostChartModel::RunYColumn).data().toDouble());
    }
    // Axis lengths from the views (not the plot areas, which follow the labels chosen here).
    const QFontMetrics labels(m_categories->labelsFont());
    int names = 0;
    for (const QString &n : m_categories->categories())
        names = std::max(names, labels.horizontalAdvance(n));
    setNiceRange(m_annualAxis, annualMax * 1.02, m_annualView->width() - names - 40);
    setNiceRange(m_xAxis, xMax * 1.1, m_runView->width() - 90);
    setNiceRange(m_yAxis, yMax * 1.15, m_runView->height() - 110);
}

void CostChartsPanel::fitCategoryLabels()
{
    const int count = m_model->rowCount();
    const double band = count > 0 ? m_annualView->chart()->plotArea().height() / count : 0;
    QFont font = m_annualAxis->labelsFont(); // the size every other label has
    while (band > 0 && QFontMetricsF(font).height() + 2 > band && font.pointSizeF() > 5.5)
        font.setPointSizeF(font.pointSizeF() - 0.5);
    if (font != m_categories->labelsFont())
        m_categories->setLabelsFont(font);
    // Qt Charts gives the names about two fifths of the chart's width and lets a longer one run
    // off the left edge: a long one loses its middle instead (the table and tooltips name it whole).
    const QFontMetrics metrics(font);
    const int room = m_annualView->width() * 36 / 100;
    QStringList names = m_model->names();
    std::reverse(names.begin(), names.end());
    for (QString &n : names)
        n = metrics.elidedText(n, Qt::ElideMiddle, room);
    if (names != m_categories->categories())
        m_categories->setCategories(names);
}

void CostChartsPanel::updatePicks()
{
    int used = 0;
    for (int r = 0; r < m_model->rowCount() && used < m_picks.size(); ++r) {
        const QString picks = m_model->index(r, 0).data(CostChartModel::PicksRole).toString();
        if (picks.isEmpty())
            continue;
        QScatterSeries *series = m_picks[used++];
        const QPointF point(m_model->index(r, CostChartModel::RunXColumn).data().toDouble(),
                            m_model->index(r, CostChartModel::RunYColumn).data().toDouble());
        if (series->count() != 1 || series->at(0) != point)
            series->replace(QList<QPointF>{point});
        // A literal label (glyphs hold no @ placeholder): what the table and the bar names show.
        if (series->pointLabelsFormat() != picks)
            series->setPointLabelsFormat(picks);
        if (!series->pointLabelsVisible())
            series->setPointLabelsVisible(true);
    }
    for (int i = used; i < m_picks.size(); ++i)
        if (m_picks[i]->count() > 0) {
            m_picks[i]->clear();
            m_picks[i]->setPointLabelsVisible(false);
        }
}

void CostChartsPanel::showInstances(const QList<const InstanceEvaluation *> &shown, const CurrencySettings &currency)
{
    QList<const InstanceEvaluation *> fitting;
    for (const InstanceEvaluation *e : shown)
        if (e->fits)
            fitting << e;
    m_model->setEvaluations(fitting, currency, kChartInstances);
}

void CostChartsPanel::setHighlight(const QString &key)
{
    m_highlightKey = key;
    QList<QPointF> points;
    for (int r = 0; r < m_model->rowCount(); ++r)
        if (m_model->index(r, 0).data(KeyRole).toString() == key)
            points << QPointF(m_model->index(r, CostChartModel::RunXColumn).data().toDouble(),
                              m_model->index(r, CostChartModel::RunYColumn).data().toDouble());
    if (points != m_highlight->points())
        m_highlight->replace(points);
}

std::optional<FieldError> CostChartsPanel::exportChart(int which, const QString &path) const
{
    switch (which) {
    case AnnualChart: return saveChart(m_annualView, path);
    case RunChart: return saveChart(m_runView, path);
    }
    return FieldError{QString::number(which), tr("no such chart: 0 is the yearly cost, 1 the run")};
}

bool CostChartsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && (watched == m_annualView || watched == m_runView)) {
        if (watched == m_annualView)
            fitCategoryLabels();
        updateAxes();
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ga
