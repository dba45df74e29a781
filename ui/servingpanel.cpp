#include "ui/servingpanel.h"

#include "base/format.h"
#include "core/serving.h"
#include "output/preflight.h" // findInstance
#include "session/advisorsession.h"

#include <QApplication>
#include <QClipboard>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace ga {

namespace {

// The rows, in the order vLLM prints them, then the workload's figures.
enum Row {
    ShareRow,
    WeightsRow,
    ActivationRow,
    NonTorchRow,
    KvRow,
    KvTokensRow,
    ConcurrencyRow,
    NvidiaSmiRow,
    ReplicasRow,
    LatencyRow,
    TokensRow,
    CostRow,
    RowCount
};

QString gib(double bytes)
{
    return ServingPanel::tr("%1 GiB").arg(formatGiB(bytes));
}

} // namespace

ServingPanel::ServingPanel(AdvisorSession *session, QWidget *parent) : QWidget(parent), m_session(session)
{
    setObjectName(QStringLiteral("servingPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("servingTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    m_figures = new QWidget(this);
    auto *columns = new QHBoxLayout(m_figures);
    columns->setContentsMargins(0, 0, 0, 0);
    const QStringList labels{tr("Memory share"), tr("Weights"),       tr("Activation peak"), tr("Outside PyTorch"),
                             tr("KV cache"),     tr("KV cache size"), tr("Max concurrency"), tr("nvidia-smi shows"),
                             tr("Replicas"),     tr("TTFT / TPOT"),   tr("Output tokens/s"), tr("Per M output tokens")};
    // Two columns of figures, so the panel stays short at the bottom of a laptop screen.
    QFormLayout *forms[2] = {new QFormLayout, new QFormLayout};
    for (int r = 0; r < RowCount; ++r) {
        auto *value = new QLabel(m_figures);
        value->setObjectName(QStringLiteral("servingValue%1").arg(r));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_values << value;
        forms[r < ReplicasRow ? 0 : 1]->addRow(labels[r], value);
    }
    columns->addLayout(forms[0], 1);
    columns->addLayout(forms[1], 1);
    layout->addWidget(m_figures);

    auto *launchRow = new QHBoxLayout;
    m_launch = new QLineEdit(this);
    m_launch->setObjectName(QStringLiteral("launchCommand"));
    m_launch->setReadOnly(true);
    m_copy = new QPushButton(tr("Cop&y command"), this);
    m_copy->setObjectName(QStringLiteral("copyLaunch"));
    m_copy->setToolTip(tr("Copy the engine's command line for the selected instance"));
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_launch->text()); });
    launchRow->addWidget(m_launch, 1);
    launchRow->addWidget(m_copy);
    layout->addLayout(launchRow);
    layout->addStretch(1);

    connect(session, &AdvisorSession::adviceChanged, this, [this] { showInstance(m_key); });
    showInstance({});
}

QString ServingPanel::launchText() const
{
    return m_launch->text();
}

void ServingPanel::showInstance(const QString &key)
{
    m_key = key;
    const Advice &advice = m_session->advice();
    const InstanceEvaluation *e = findInstance(advice, key);
    if (!e && advice.recommended() >= 0)
        e = &advice.instances[advice.recommended()];
    show(advice, e);
}

void ServingPanel::setRow(int row, const QString &value, const QString &tip)
{
    m_values[row]->setText(value);
    m_values[row]->setToolTip(tip);
}

void ServingPanel::show(const Advice &advice, const InstanceEvaluation *e)
{
    const Scenario &s = advice.scenario;
    const bool serving = s.isServing() && e && e->capacity;
    m_figures->setVisible(serving);
    m_launch->setVisible(serving);
    m_copy->setVisible(serving);
    if (!serving) {
        m_title->setText(s.isServing() ? tr("No instance to lay out: nothing in the catalog offers a GPU for this job.")
                                       : tr("Choose the Inference method and an engine (vLLM, SGLang, llama.cpp) to see what the engine "
                                            "will print at start-up, the replicas a workload takes and its cost per million tokens."));
        return;
    }
    const ServingCapacity &c = *e->capacity;
    const ServingPerformance &p = e->serving();
    m_title->setText(tr("<b>%1 on %2</b> (%3), %4, per GPU%5")
                         .arg(displayName(c.engine), e->gpu->name, e->instance->type, parallelLayoutText(c))
                         .arg(c.starts() ? QString()
                                         : QStringLiteral(" — <span style=\"color:#c62828\">%1</span>")
                                               .arg(tr("does not start: %1").arg(c.problem.toHtmlEscaped()))));
    const QString capacityTip = servingCapacityFormula(c) + QLatin1Char('\n') + servingCapacitySource(c.engine) + QLatin1Char('\n') +
        engineDefaultsSource(c.engine);
    setRow(ShareRow, QStringLiteral("%1 × %2").arg(QString::number(c.utilization, 'g', 3), gib(c.gpuTotalBytes)), capacityTip);
    setRow(WeightsRow, gib(c.weightsBytes), capacityTip);
    setRow(ActivationRow, gib(c.activationBytes), capacityTip);
    setRow(NonTorchRow, gib(c.nonTorchBytes), capacityTip);
    setRow(KvRow, gib(c.kvCacheBytes), capacityTip);
    setRow(KvTokensRow, tr("%1 tokens").arg(formatCount(c.kvTokens)), capacityTip);
    setRow(ConcurrencyRow,
           tr("%1× at %2 tokens%3")
               .arg(QString::number(c.maxConcurrency, 'f', 2), formatCount(c.maxModelLen),
                    c.maxModelLenCapped ? tr(" (the model's %1 capped to fit)").arg(formatCount(c.contextLength)) : QString()),
           capacityTip);
    setRow(NvidiaSmiRow, gib(c.nvidiaSmiBytes), capacityTip);
    const QString speedTip = p.available ? servingSpeedFormula(p, s) + QLatin1Char('\n') + servingSpeedSource() : QString();
    const QString none = tr("n/a", "no figure");
    setRow(ReplicasRow,
           p.available
               ? tr("%1 × %2 GPU(s), %3 request(s) each, on %4 instance(s)").arg(p.replicas).arg(c.tp).arg(p.perReplica).arg(p.instances)
               : none,
           speedTip);
    setRow(LatencyRow,
           p.available ? tr("%1 ms / %2 ms%3")
                             .arg(formatDecimal(p.ttftMs, 0), formatDecimal(p.tpotMs, 1))
                             .arg(p.meetsTargets() ? QString() : tr(" (misses the target)"))
                       : none,
           speedTip);
    setRow(TokensRow, p.available ? formatWhole(p.decodeTokensPerSecond) : none, speedTip);
    const auto cost = e->headlineCost();
    setRow(CostRow,
           cost ? tr("%1 (%2 a month)").arg(advice.currency.format(*cost, 3), advice.currency.format(e->annual.total() / 12.0)) : none,
           advice.runFormula(*e));
    m_launch->setText(launchCommand(s, c));
    m_launch->setCursorPosition(0);
}

} // namespace ga
