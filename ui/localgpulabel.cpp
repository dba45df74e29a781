#include "ui/localgpulabel.h"

#include "session/advisorsession.h"

namespace ga {

LocalGpuLabel::LocalGpuLabel(AdvisorSession *session, QWidget *parent) : QLabel(parent), m_session(session)
{
    setObjectName(QStringLiteral("localGpuStatus"));
    connect(session, &AdvisorSession::adviceChanged, this, &LocalGpuLabel::showFit);
    auto *probe = new LocalGpuProbe(this);
    connect(probe, &LocalGpuProbe::found, this, [this](const QList<LocalGpu> &gpus) {
        m_gpus = gpus;
        showFit();
    });
    probe->start();
}

void LocalGpuLabel::showFit()
{
    if (m_gpus.isEmpty())
        return;
    const MemoryBudget &budget = m_session->advice().memory;
    QStringList parts;
    for (const LocalGpu &g : std::as_const(m_gpus)) {
        const double gib = g.memoryGiB();
        parts << (budget.fitsIn(gib) ? tr("%1 (%2 GiB): fits").arg(g.name).arg(gib, 0, 'f', 1)
                                     : tr("%1 (%2 GiB): needs %3 GiB").arg(g.name).arg(gib, 0, 'f', 1).arg(budget.budgetGiB(), 0, 'f', 1));
    }
    setText(tr("This machine: %1").arg(parts.join(QStringLiteral("; "))));
}

} // namespace ga
