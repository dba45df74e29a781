#pragma once

#include "session/scenariodocument.h"

#include <QFrame>

namespace ga {

class ScenarioEditor;

// The bar above the panels after a crash: the scenario with unsaved changes that the autosave
// kept, to restore (one undoable edit) or discard. Goes away once the user chooses.
class RecoveryBar final : public QFrame {
    Q_OBJECT

public:
    // A bar when the editor's document has a recovery pending, else nullptr.
    static RecoveryBar *offer(ScenarioEditor *editor);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);

private:
    RecoveryBar(ScenarioEditor *editor, const ScenarioDocument::Recovery &recovery);
};

} // namespace ga
