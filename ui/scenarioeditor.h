#pragma once

#include "core/scenario.h"

#include <QObject>

class QAction;
class QMenu;
class QTimer;
class QUndoStack;
class QWidget;

namespace ga {

class AdvisorSession;
class ScenarioDocument;
class ScenarioForm;

// Everything that changes the scenario goes through here: the form's edits, choices made in other
// panels, undo and redo (QUndoStack), and the scenario files (open, save, save as, recent files,
// autosave). The session only ever receives what this editor applies, so undo, the title's
// modified mark and the saved file always agree with what the panels show.
class ScenarioEditor final : public QObject {
    Q_OBJECT

public:
    ScenarioEditor(ScenarioForm *form, AdvisorSession *session, QWidget *window);
    ~ScenarioEditor() override;

    // A change made outside the form (the billing filter, "Use this configuration", a file):
    // shown in the form, judged by the session, one undo step.
    void apply(const Scenario &s, const QString &what);
    // Starts the document from `s` (start-up): no undo step, not modified.
    void start(const Scenario &s, const QString &path);

    ScenarioDocument *document() const { return m_document; }
    QUndoStack *undoStack() const { return m_undo; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    QMenu *recentMenu() const { return m_recentMenu; }

    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    void open();
    // False when the user cancels: unsaved changes are saved or discarded first, as they choose.
    bool maybeSave();
    void autosave();

Q_SIGNALS:
    void titleChanged(const QString &title, bool modified);
    void statusMessage(const QString &text, int timeoutMs);

private:
    class EditCommand;
    void edited(const Scenario &s);
    void show(const Scenario &s); // the session, no undo step
    void fill(const Scenario &s); // the form and the session, no undo step
    void documentChanged();
    void rebuildRecentMenu();

    ScenarioForm *m_form;
    AdvisorSession *m_session;
    QWidget *m_window;
    ScenarioDocument *m_document = nullptr;
    QUndoStack *m_undo = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QTimer *m_autosave = nullptr;
    Scenario m_shown;        // what the form shows (valid or not): the "before" of the next edit
    bool m_applying = false; // undo/redo is filling the form: its echo is no new edit
};

} // namespace ga
