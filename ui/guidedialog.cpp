#include "ui/guidedialog.h"

#include "core/advice.h"
#include "core/advisories.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ga {

GuideDialog::GuideDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("GPU Advisor guide"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("guideText"));
    text->setOpenExternalLinks(false);
    text->setHtml(html());
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(620, 560);
}

QString GuideDialog::picksListHtml()
{
    QString items;
    for (int p = 0; p < kPickCount; ++p)
        items += QStringLiteral("<li>%1</li>").arg(pickDefinition(Pick(p)).toHtmlEscaped());
    return QStringLiteral("<ul>%1</ul>").arg(items);
}

QString GuideDialog::html()
{
    const auto section = [](const QString &title, const QString &body) { return QStringLiteral("<h3>%1</h3>%2").arg(title, body); };
    QString out;
    out += section(tr("The memory budget"),
                   tr("<p>The large figure is what each GPU must offer: the estimate plus the headroom (%1% by default), on the "
                      "scenario's GPU count. Every component (weights, gradients, optimizer states, activations, logits, KV cache, "
                      "adapters, CUDA context and allocator) shows its formula and source when you hover it.</p><p>\"Your tools will "
                      "show\" gives the three readings you can check: nvidia-smi, and PyTorch's reserved and allocated peaks. "
                      "<i>Compare with my measurement</i> explains a difference and can keep it as your correction.</p>")
                       .arg(kDefaultHeadroom * 100.0));
    out += section(tr("The software the numbers assume"), QStringLiteral("<p>%1</p>").arg(assumedStackText().toHtmlEscaped()));
    out += section(tr("How many GPUs"),
                   tr("<p>When no instance holds the job as configured, the first answer above the instances is the smallest "
                      "configuration per GPU model: how many GPUs, on how many instances, with which ZeRO stage. "
                      "<i>Use this configuration</i> makes it the scenario's. <i>View → GPU count options</i> shows the list at any "
                      "time.</p>"));
    out += section(tr("The instances"),
                   tr("<p>Grouped by GPU class. ✔ holds the job with headroom and nothing critical; ⚠ holds it but carries a "
                      "critical advisory (for example several instances without RDMA); ◐ would hold it with ZeRO-3 or offload; ✖ "
                      "does not. Every price shows its source and date; estimated prices say so.</p>"));
    out += section(tr("The picks"), picksListHtml());
    out += section(tr("Run time and scaling"),
                   tr("<p>One run = training FLOPs (6 × parameters × tokens for full training, 4 × for LoRA and QLoRA) ÷ (dense "
                      "TFLOPS × GPUs × utilisation × scaling efficiency). Utilisation is the published figure for each GPU "
                      "generation unless you set one. Scaling efficiency is the share of a linear speed-up the GPUs keep once the "
                      "gradients (and with ZeRO-3 the parameters) cross NVLink, PCIe, RDMA or a plain TCP network.</p>"));
    out += section(tr("Advisories"),
                   tr("<p><b>Critical</b>: the instance should not be chosen for this job as configured. <b>Warning</b>: it will "
                      "hold the job back; the message says by how much and what to do. <b>Info</b>: worth knowing. Each shows "
                      "the numbers that triggered it and where the rule comes from. The job's own advisories come first, then "
                      "the selected instance's.</p>"));
    out += section(tr("Before the first paid hour"),
                   tr("<p><i>File → Export preflight check</i> writes a script to run on the rented machine: it checks the GPUs, "
                      "driver, disk speed, CPUs and memory against what this job needs.</p>"));
    return out;
}

} // namespace ga
