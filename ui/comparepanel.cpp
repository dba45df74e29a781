#include "ui/comparepanel.h"

#include "itemmodels/comparisonmodel.h"
#include "session/advisorsession.h"
#include "ui/chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBarModelMapper>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QIdentityProxyModel>
#include <QPixmap>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace ga {

namespace {

// The table's component rows carry the colour of their part of the stacked bars.
class ComponentSwatches final : public QIdentityProxyModel {
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Vertical || role != Qt::DecorationRole || section < ComparisonModel::FirstComponentRow)
            return QIdentityProxyModel::headerData(section, orientation, role);
        QPixmap swatch(10, 10);
        swatch.fill(seriesPalette().value((section - ComparisonModel::FirstComponentRow) % seriesPalette().size()));
        return QIcon(swatch);
    }
};

} // namespace

ComparePanel::ComparePanel(AdvisorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new ComparisonModel(this))
{
    setObjectName(QStringLiteral("comparePanel"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);

    auto *left = new QVBoxLayout;
    auto *buttons = new QHBoxLayout;
    m_pin = new QPushButton(tr("Pin current scenario"), this);
    m_pin->setObjectName(QStringLiteral("pinButton"));
    m_pin->setToolTip(tr("Add the current scenario as a column (Ctrl+P); up to %1").arg(kMaxComparedScenarios));
    m_unpin = new QPushButton(tr("Remove last"), this);
    m_unpin->setObjectName(QStringLiteral("unpinButton"));
    m_clear = new QPushButton(tr("Clear"), this);
    m_clear->setObjectName(QStringLiteral("clearPinsButton"));
    buttons->addWidget(m_pin);
    buttons->addWidget(m_unpin);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    left->addLayout(buttons);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    auto *swatches = new ComponentSwatches(this);
    swatches->setSourceModel(m_model);
    m_table->setModel(swatches);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Columns share the width, but never below the longest word of a cell: an instance name wraps
    // after its provider ("RunPod" / "1x_RTX6000-Ada_SECURE") rather than losing its end.
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->viewport()->installEventFilter(this);
    left->addWidget(m_table, 1);
    layout->addLayout(left, 2);

    // Component rows are bar sets; columns (pinned scenarios) are the stacked bars.
    auto *series = new QStackedBarSeries;
    series->setObjectName(QStringLiteral("compareSeries"));
    auto *mapper = new QHBarModelMapper(this);
    mapper->setFirstBarSetRow(ComparisonModel::FirstComponentRow);
    mapper->setLastBarSetRow(ComparisonModel::RowCount - 1);
    mapper->setFirstColumn(0);
    mapper->setColumnCount(-1);
    mapper->setSeries(series);
    mapper->setModel(m_model);
    auto *chart = new QChart;
    chart->addSeries(series);
    m_categories = new QBarCategoryAxis;
    chart->addAxis(m_categories, Qt::AlignBottom);
    series->attachAxis(m_categories);
    m_values = new QValueAxis;
    m_values->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(m_values, Qt::AlignLeft);
    series->attachAxis(m_values);
    chart->legend()->hide(); // the table's row headers carry the colours
    styleChart(chart);
    const auto colour = [series] {
        const auto palette = seriesPalette();
        const auto sets = series->barSets();
        for (int i = 0; i < sets.size(); ++i)
            sets[i]->setColor(palette.value(i % palette.size()));
    };
    colour();
    connect(series, &QStackedBarSeries::countChanged, this, colour);
    m_view = new QChartView(chart, this);
    m_view->setObjectName(QStringLiteral("compareChart"));
    addSaveChartAction(m_view);
    followPalette(m_view);
    layout->addWidget(m_view, 1);

    connect(m_pin, &QPushButton::clicked, this, &ComparePanel::pinRequested);
    connect(m_unpin, &QPushButton::clicked, m_model, [this] { m_model->unpin(m_model->pinCount() - 1); });
    connect(m_clear, &QPushButton::clicked, m_model, &ComparisonModel::clear);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ComparePanel::modelChanged);
    connect(m_model, &QAbstractItemModel::columnsInserted, this, &ComparePanel::modelChanged);
    connect(m_model, &QAbstractItemModel::columnsRemoved, this, &ComparePanel::modelChanged);
    modelChanged();
}

bool ComparePanel::pin()
{
    return m_model->pin(m_session->advice());
}

void ComparePanel::modelChanged()
{
    QStringList labels;
    double max = 0;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        labels << tr("#%1").arg(c + 1);
        max = std::max(max, m_model->index(ComparisonModel::TotalRow, c).data(RawValueRole).toDouble() / (1024.0 * 1024 * 1024));
    }
    m_categories->clear();
    m_categories->append(labels);
    m_values->setRange(0, std::max(1.0, max * 1.05));
    m_values->applyNiceNumbers();
    // Nothing pinned: no axis of made-up ticks, the title says what fills the chart.
    m_categories->setVisible(!labels.isEmpty());
    m_values->setVisible(!labels.isEmpty());
    m_view->chart()->setTitle(labels.isEmpty() ? tr("GiB per GPU: pin a scenario (Ctrl+P) to chart it") : tr("GiB per GPU"));
    sizeColumns();
    m_pin->setEnabled(m_model->pinCount() < kMaxComparedScenarios);
    m_unpin->setEnabled(m_model->pinCount() > 0);
    m_clear->setEnabled(m_model->pinCount() > 0);
}

void ComparePanel::sizeColumns()
{
    const int columns = m_model->columnCount();
    if (columns == 0)
        return;
    const QFontMetrics metrics(m_table->font());
    const int margin = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 8;
    const int share = m_table->viewport()->width() / columns;
    for (int c = 0; c < columns; ++c) {
        int word = 0;
        for (int r = 0; r < m_model->rowCount(); ++r)
            for (const QString &w : m_model->index(r, c).data().toString().split(QLatin1Char(' ')))
                word = std::max(word, metrics.horizontalAdvance(w));
        m_table->horizontalHeader()->resizeSection(c, std::max(share, word + margin));
    }
}

bool ComparePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        sizeColumns();
    return QWidget::eventFilter(watched, event);
}

std::optional<FieldError> ComparePanel::exportChart(int which, const QString &path) const
{
    if (which != 0)
        return FieldError{QString::number(which), tr("no such chart: the comparison has one, 0")};
    return saveChart(m_view, path);
}

} // namespace ga
