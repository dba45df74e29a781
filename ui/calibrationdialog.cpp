#include "ui/calibrationdialog.h"

#include "core/idlecauses.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ga {

CalibrationDialog::CalibrationDialog(const Scenario &scenario, const MemoryOptions &options, QWidget *parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_options(options)
{
    setObjectName(QStringLiteral("calibrationDialog"));
    setWindowTitle(tr("Calibrate with my measurement"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Enter the peak memory one GPU showed when you ran this scenario, and the tool that showed it. "
                                "GPU Advisor compares it with its estimate for that tool and lists what in this job could explain "
                                "a difference."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_measured = new QDoubleSpinBox(this);
    m_measured->setObjectName(QStringLiteral("measuredSpin"));
    m_measured->setRange(0.1, 2000);
    m_measured->setDecimals(2);
    m_measured->setSuffix(tr(" GiB"));
    m_tool = new QComboBox(this);
    m_tool->setObjectName(QStringLiteral("toolCombo"));
    m_tool->addItem(tr("nvidia-smi (the process's memory)"), int(Reading::Process));
    m_tool->addItem(tr("torch.cuda.max_memory_reserved()"), int(Reading::Reserved));
    m_tool->addItem(tr("torch.cuda.max_memory_allocated()"), int(Reading::Allocated));
    m_tool->setToolTip(tr("nvidia-smi shows MiB: divide by 1,024 for GiB. PyTorch returns bytes: divide by 1,073,741,824."));
    form->addRow(tr("I measured"), m_measured);
    form->addRow(tr("with"), m_tool);
    layout->addLayout(form);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("calibrationResult"));
    m_result->setWordWrap(true);
    m_candidates = new QLabel(this);
    m_candidates->setObjectName(QStringLiteral("calibrationCandidates"));
    m_candidates->setWordWrap(true);
    m_candidates->setTextFormat(Qt::RichText);
    layout->addWidget(m_result);
    layout->addWidget(m_candidates);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_keep = buttons->addButton(tr("Keep as my correction"), QDialogButtonBox::AcceptRole);
    m_keep->setObjectName(QStringLiteral("keepCorrection"));
    m_keep->setToolTip(tr("Adds the difference to every estimate as its own line, named in reports, until you remove it."));
    connect(m_keep, &QPushButton::clicked, this, [this] {
        m_outcome = Outcome::Keep;
        accept();
    });
    if (m_options.correction.share != 0) {
        QPushButton *remove = buttons->addButton(tr("Remove my correction"), QDialogButtonBox::DestructiveRole);
        remove->setObjectName(QStringLiteral("removeCorrection"));
        remove->setToolTip(tr("Current correction: %1").arg(m_options.correction.basis));
        connect(remove, &QPushButton::clicked, this, [this] {
            m_outcome = Outcome::Remove;
            accept();
        });
    }
    // The other question a user with a measurement asks: memory is full, utilisation is low.
    const QList<IdleCause> causes = idleCauses(m_scenario);
    if (!causes.isEmpty()) {
        m_idle = new QTextBrowser(this);
        m_idle->setObjectName(QStringLiteral("idleCauses"));
        m_idle->setHtml(idleCausesHtml(causes));
        m_idle->setMinimumSize(fontMetrics().averageCharWidth() * 72, fontMetrics().lineSpacing() * 18);
        m_idle->hide();
        layout->addWidget(m_idle, 1);
        QPushButton *idle = buttons->addButton(tr("My GPU is idle..."), QDialogButtonBox::ActionRole);
        idle->setObjectName(QStringLiteral("showIdleCauses"));
        idle->setCheckable(true);
        idle->setToolTip(tr("GPU memory full but utilisation low: the likely causes for this job, in order, with how to check each"));
        connect(idle, &QPushButton::toggled, this, [this](bool on) {
            m_idle->setVisible(on);
            adjustSize(); // room for the list, and back
        });
    }
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // Start from what the estimate predicts for nvidia-smi, so that the user only edits the number.
    MemoryOptions physics = m_options;
    physics.correction = {};
    m_measured->setValue(estimateMemory(m_scenario, m_scenario.gpus, physics).readings.nvidiaSmi / kGiB);
    connect(m_measured, &QDoubleSpinBox::valueChanged, this, &CalibrationDialog::update);
    connect(m_tool, &QComboBox::currentIndexChanged, this, &CalibrationDialog::update);
    update();
}

QString CalibrationDialog::idleCausesHtml(const QList<IdleCause> &causes)
{
    QString html = QStringLiteral("<p>%1</p><ol>").arg(idleCausesPreamble().toHtmlEscaped());
    for (const IdleCause &c : causes) {
        html += QStringLiteral("<li><b>%1</b>").arg(c.cause.toHtmlEscaped());
        if (!c.why.isEmpty())
            html += QStringLiteral(" (%1)").arg(tr("likely here: %1").arg(c.why).toHtmlEscaped());
        html += QStringLiteral("<br>%1<br><i>%2</i> %3<br><i>%4</i> %5<br><small>%6</small></li>")
                    .arg(c.tell.toHtmlEscaped(), tr("Check:").toHtmlEscaped(), c.check.toHtmlEscaped(), tr("Fix:").toHtmlEscaped(),
                         c.fix.toHtmlEscaped(), tr("Source: %1").arg(c.source).toHtmlEscaped());
    }
    return html + QStringLiteral("</ol>");
}

void CalibrationDialog::setMeasurement(double gib, Reading tool)
{
    m_tool->setCurrentIndex(m_tool->findData(int(tool)));
    m_measured->setValue(gib);
    update();
}

GapAnalysis CalibrationDialog::analysis() const
{
    return analyseGap(m_scenario, m_options, Reading(m_tool->currentData().toInt()), m_measured->value() * kGiB);
}

UserCorrection CalibrationDialog::correction() const
{
    return correctionFrom(analysis(), m_scenario, QDate::currentDate().toString(Qt::ISODate));
}

void CalibrationDialog::update()
{
    const GapAnalysis g = analysis();
    const QString sign = g.differenceBytes >= 0 ? QStringLiteral("+") : QString();
    m_result->setText(
        tr("The estimate for %1 is %2 GiB; you measured %3 GiB: %4%5 GiB (%4%6%).")
            .arg(readingName(g.tool), formatGiB(g.expectedBytes), formatGiB(g.measuredBytes), sign, formatGiB(g.differenceBytes))
            .arg(g.share * 100.0, 0, 'f', 1));
    if (std::abs(g.share) < 0.02) {
        m_candidates->setText(tr("Within 2%: nothing to explain."));
    } else if (g.candidates.isEmpty()) {
        m_candidates->setText(tr("Nothing in this job's settings explains a gap of that size: check that the scenario matches the run "
                                 "(model, batch, sequence length, GPUs) and that the reading is per GPU."));
    } else {
        QString html = tr("What in this job could explain it:") + QStringLiteral("<ul>");
        for (const GapExplanation &c : g.candidates)
            html += QStringLiteral("<li>%1 (%2%3 GiB)</li>")
                        .arg(c.cause.toHtmlEscaped(), c.bytes >= 0 ? QStringLiteral("+") : QString(), formatGiB(c.bytes));
        m_candidates->setText(html + QStringLiteral("</ul>"));
    }
    const bool sensible = g.share >= kMinCorrectionShare && g.share <= kMaxCorrectionShare && std::abs(g.share) >= 0.02;
    m_keep->setEnabled(sensible);
    m_keep->setToolTip(
        sensible ? tr("Adds %1% to every estimate as its own line, named in reports, until you remove it.").arg(g.share * 100.0, 0, 'f', 1)
                 : tr("A difference under 2% needs no correction; one beyond −50% or +100% points at a different job, not a correction."));
}

} // namespace ga
