#include "ui/memorypanel.h"

#include "core/advice.h"
#include "data/stackaccuracy.h"
#include "itemmodels/breakdownmodel.h"
#include "output/preflight.h" // findInstance
#include "session/advisorsession.h"
#include "ui/chartstyle.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBarModelMapper>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QValueAxis>

namespace ga {

namespace {

// The component table doubles as the chart's legend: a swatch in the bar's colour per row.
class SwatchDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() != BreakdownModel::ComponentColumn)
            return;
        QPixmap swatch(10, 10);
        swatch.fill(seriesPalette().value(index.row() % seriesPalette().size()));
        option->icon = QIcon(swatch);
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->decorationSize = QSize(10, 10);
    }
};

// The user's own correction, when one is kept: named wherever the estimate is shown.
QString correctionNote(const MemoryBudget &b)
{
    for (const MemoryTerm &t : b.component(ComponentId::Overhead).terms)
        if (t.term == Term::UserCorrection)
            return MemoryPanel::tr("<p>Includes your correction of %1% from your own measurement.</p>").arg(t.in[0] * 100.0, 0, 'f', 1);
    return {};
}

} // namespace

MemoryPanel::MemoryPanel(AdvisorSession *session, QWidget *parent) : QWidget(parent), m_session(session), m_model(new BreakdownModel(this))
{
    setObjectName(QStringLiteral("memoryPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);

    auto *top = new QHBoxLayout;
    m_budget = new QLabel(this);
    m_budget->setObjectName(QStringLiteral("budgetFigure"));
    QFont big = m_budget->font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    big.setBold(true);
    m_budget->setFont(big);
    m_budget->setToolTip(tr("GPU memory each GPU must offer: the estimate plus the headroom."));
    m_arithmetic = new QLabel(this);
    m_arithmetic->setObjectName(QStringLiteral("budgetArithmetic"));
    m_arithmetic->setWordWrap(true);
    m_fitHint = new QLabel(this);
    m_fitHint->setObjectName(QStringLiteral("fitHint"));
    m_fitHint->setWordWrap(true);
    m_readings = new QLabel(this);
    m_readings->setObjectName(QStringLiteral("expectedReadings"));
    m_readings->setWordWrap(true);
    m_stack = new QLabel(this);
    m_stack->setObjectName(QStringLiteral("stackAccuracy"));
    m_stack->setWordWrap(true);
    auto *calibrateRow = new QHBoxLayout;
    auto *calibrate = new QToolButton(this);
    calibrate->setObjectName(QStringLiteral("calibrateButton"));
    calibrate->setText(tr("Compare with my measurement…"));
    calibrate->setToolTip(tr("Enter what nvidia-smi or PyTorch showed for this job: see the difference, what could explain it, "
                             "and keep it as your correction."));
    calibrate->setAutoRaise(true);
    connect(calibrate, &QToolButton::clicked, this, &MemoryPanel::calibrateRequested);
    calibrateRow->addWidget(calibrate);
    calibrateRow->addStretch(1);
    // The figure beside its arithmetic; the readings, the button and the verdict below at full
    // width, so that a narrow dock wraps lines instead of stacking them over each other.
    top->addWidget(m_budget);
    top->addWidget(m_arithmetic, 1);
    layout->addLayout(top);
    layout->addWidget(m_readings);
    layout->addWidget(m_stack);
    layout->addLayout(calibrateRow);
    layout->addWidget(m_fitHint);

    // The stacked bar: each component row is a bar set; the GiB column gives its value.
    auto *series = new QHorizontalStackedBarSeries;
    series->setObjectName(QStringLiteral("memorySeries"));
    auto *mapper = new QHBarModelMapper(this);
    mapper->setFirstBarSetRow(0);
    mapper->setLastBarSetRow(m_model->rowCount() - 1);
    mapper->setFirstColumn(BreakdownModel::GiBColumn);
    mapper->setColumnCount(1);
    mapper->setSeries(series);
    mapper->setModel(m_model);
    const QList<QColor> palette = seriesPalette();
    const auto sets = series->barSets();
    for (int i = 0; i < sets.size(); ++i)
        sets[i]->setColor(palette.value(i % palette.size()));
    auto *chart = new QChart;
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(tr("per GPU"));
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setLabelFormat(tr("%.0f GiB"));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    chart->legend()->hide(); // the table below carries the colours
    styleChart(chart);
    auto *view = new QChartView(chart, this);
    view->setObjectName(QStringLiteral("memoryChart"));
    view->setRenderHint(QPainter::Antialiasing);
    followPalette(view);
    view->setMinimumHeight(80);
    view->setMaximumHeight(110);
    layout->addWidget(view);
    // The value axis follows the data: the series has no autoscale for mapped stacked bars.
    connect(m_model, &QAbstractItemModel::dataChanged, axisX, [axisX, this] {
        axisX->setRange(0, std::max(1.0, m_model->budget().totalGiB() * 1.02));
        axisX->applyNiceNumbers();
    });

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("memoryTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new SwatchDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::ComponentColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::GiBColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BreakdownModel::ShareColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 5 + 4);
    m_table->setColumnWidth(BreakdownModel::ComponentColumn, 150);
    layout->addWidget(m_table, 1);
    connect(session, &AdvisorSession::adviceChanged, this, [this] { showAdvice(m_session->advice()); });
}

void MemoryPanel::showAdvice(const Advice &advice)
{
    const MemoryBudget &b = advice.memory;
    m_model->setBudget(b);
    m_budget->setText(tr("%1 GiB").arg(formatGiB(b.budgetBytes)));
    const Scenario &s = advice.scenario;
    // vLLM and SGLang take a share of the GPU: the job must fit that share, and the rest is the headroom.
    const bool share = s.isServing() && s.serving.engine != Engine::LlamaCpp;
    QString arithmetic = share
        ? tr("needs %1 GiB = %2 ÷ %3, the share %4 takes, for all %5 requests on one replica of %n GPU(s)", nullptr, s.gpus)
              .arg(formatGiB(b.budgetBytes), formatGiB(b.totalBytes), QString::number(1.0 / (1.0 + b.headroom), 'f', 2),
                   displayName(s.serving.engine))
              .arg(s.serving.concurrency)
        : tr("needs %1 GiB = %2 + %3% headroom, per GPU on %n GPU(s)", nullptr, s.gpus)
              .arg(formatGiB(b.budgetBytes), formatGiB(b.totalBytes))
              .arg(b.headroom * 100.0, 0, 'f', 0);
    if (s.isTraining() && s.gpus > 1 && s.zero > 0)
        arithmetic += tr(" with ZeRO-%1").arg(s.zero);
    if (advice.scenario.isTraining())
        arithmetic += tr(" · %1 trainable parameters").arg(formatParams(b.trainableParams));
    if (b.hostRamBytes > 0)
        arithmetic += tr(" · %1 GiB host RAM per GPU for offload").arg(formatGiB(b.hostRamBytes));
    m_arithmetic->setText(arithmetic);
    // What the user's own tools will show: the three readings, each explained in the tooltip. An
    // engine fills its share, so nvidia-smi shows that (the Serving panel says how much).
    m_readings->setVisible(!s.isServing());
    m_readings->setText(tr("Your tools will show about: nvidia-smi %1 GiB · PyTorch reserved %2 · allocated %3")
                            .arg(formatGiB(b.readings.nvidiaSmi), formatGiB(b.readings.reserved), formatGiB(b.readings.allocated)));
    m_readings->setToolTip(tr("<p><b>nvidia-smi</b> (the process): %1 GiB: everything below plus the CUDA context, NCCL buffers and "
                              "paged optimizer states.</p><p><b>torch.cuda.max_memory_reserved()</b>: %2 GiB: tensors plus what "
                              "PyTorch's caching allocator keeps for reuse.</p><p><b>torch.cuda.max_memory_allocated()</b>: %3 GiB: "
                              "the tensors alone (and cuBLAS workspaces).</p><p>The budget adds the headroom to the nvidia-smi "
                              "figure.</p>%4")
                               .arg(formatGiB(b.readings.nvidiaSmi), formatGiB(b.readings.reserved), formatGiB(b.readings.allocated))
                               .arg(correctionNote(b)));
    // The framework the estimate models and how close it came to published measurements of it.
    m_stack->setVisible(s.isTraining());
    m_stack->setText(stackAccuracyText(s.stack, s.trainsExpertParallel()));
    m_stack->setToolTip(stackTooltip(s.stack, s.liger, s.packing, s.trainsExpertParallel()));
    showVerdict(advice, nullptr);
}

void MemoryPanel::showInstance(const QString &key)
{
    const Advice &advice = m_session->advice();
    showVerdict(advice, findInstance(advice, key));
}

void MemoryPanel::showVerdict(const Advice &advice, const InstanceEvaluation *e)
{
    const MemoryBudget &b = advice.memory;
    if (e) {
        const double usable = e->gpu->usableGiB();
        const QString where = tr("On %1 %2 (%3 × %4, %5 GiB usable each)")
                                  .arg(e->providerName(), e->instance->type)
                                  .arg(e->gpus)
                                  .arg(e->gpu->name, QString::number(usable, 'f', 1));
        QString verdict;
        if (e->capacity) {
            // A service: the engine starts or not, and replicas carry the requests (the Serving panel has the figures).
            verdict = !e->capacity->starts() ? tr("%1 does not start: %2.").arg(displayName(e->capacity->engine), e->capacity->problem)
                : e->serving().available     ? tr("%1 starts; %n replica(s) carry the %2 requests.", nullptr, e->serving().replicas)
                                               .arg(displayName(e->capacity->engine))
                                               .arg(advice.scenario.serving.concurrency)
                                         : tr("%1 starts.").arg(displayName(e->capacity->engine));
            m_fitHint->setText(tr("%1: %2").arg(where, verdict));
            return;
        }
        switch (e->fitState()) {
        case FitState::Clean: verdict = tr("fits, %1 GiB to spare per GPU.").arg(QString::number(usable - b.budgetGiB(), 'f', 1)); break;
        case FitState::Flawed: verdict = tr("fits in memory, but a critical advisory makes it a poor choice."); break;
        case FitState::WithSuggestion:
            verdict = tr("%1 GiB short per GPU. %2").arg(QString::number(b.budgetGiB() - usable, 'f', 1), e->suggestionText());
            break;
        case FitState::None: verdict = tr("%1 GiB short per GPU.").arg(QString::number(b.budgetGiB() - usable, 'f', 1)); break;
        }
        if (advice.fittingCount() == 0)
            verdict += QLatin1Char(' ') +
                tr("Nothing holds the job on %n GPU(s): the smallest configurations are listed above the instances.", nullptr,
                   advice.scenario.gpus);
        m_fitHint->setText(tr("%1: %2").arg(where, verdict));
        return;
    }
    if (advice.fittingCount() == 0)
        m_fitHint->setText(advice.needs.isEmpty() ? tr("No GPU in the catalog holds this job, at any GPU count up to 1,024.")
                                                  : tr("Nothing holds it on %n GPU(s); the smallest configurations are listed above the "
                                                       "instances (first: %1).",
                                                       nullptr, advice.scenario.gpus)
                                                        .arg(advice.needs.constFirst().text()));
    else
        m_fitHint->setText(tr("Smallest GPU that fits: %1 · %2 of %3 instances fit")
                               .arg(advice.smallestGpu.isEmpty() ? tr("none on one GPU") : advice.smallestGpu)
                               .arg(advice.fittingCount())
                               .arg(advice.instances.size()));
}

QString MemoryPanel::budgetText() const
{
    return m_budget->text();
}

} // namespace ga
