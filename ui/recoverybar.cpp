#include "ui/recoverybar.h"

#include "data/presets.h"
#include "ui/scenarioeditor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace ga {

RecoveryBar *RecoveryBar::offer(ScenarioEditor *editor)
{
    const auto recovery = editor->document()->pendingRecovery(defaultScenario());
    return recovery ? new RecoveryBar(editor, *recovery) : nullptr;
}

RecoveryBar::RecoveryBar(ScenarioEditor *editor, const ScenarioDocument::Recovery &recovery)
{
    setObjectName(QStringLiteral("recoveryBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    auto *label = new QLabel(tr("GPU Advisor did not close normally. A scenario with unsaved changes from %1 was kept.")
                                 .arg(QLocale().toString(recovery.savedAt, QLocale::ShortFormat)));
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::ToolTipText);
    auto *restore = new QPushButton(tr("&Restore it"));
    restore->setObjectName(QStringLiteral("restoreButton"));
    auto *discard = new QPushButton(tr("&Discard"));
    discard->setObjectName(QStringLiteral("discardRecoveryButton"));
    layout->addWidget(label, 1);
    layout->addWidget(restore);
    layout->addWidget(discard);
    connect(restore, &QPushButton::clicked, this, [this, editor, scenario = recovery.scenario] {
        editor->apply(scenario, tr("Restore the unsaved scenario"));
        editor->document()->discardRecovery();
        Q_EMIT statusMessage(tr("Restored the unsaved scenario; Undo returns to the one shown before."), 8000);
        deleteLater();
    });
    connect(discard, &QPushButton::clicked, this, [this, editor] {
        editor->document()->discardRecovery();
        deleteLater();
    });
}

} // namespace ga
