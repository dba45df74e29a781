#include "ui/scenarioeditor.h"

#include "data/catalogstore.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "data/scenariojson.h"
#include "session/advisorsession.h"
#include "session/scenariodocument.h"
#include "ui/scenarioform.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

namespace ga {

namespace {

constexpr int kAutosaveMs = 30'000;

// The top-level keys (and "usage.*" keys) two scenarios differ in: consecutive edits of the same
// field merge into one undo step (typing "128" into the batch field is one edit, not three).
QStringList changedKeys(const Scenario &a, const Scenario &b)
{
    const nlohmann::ordered_json ja = toJson(a);
    const nlohmann::ordered_json jb = toJson(b);
    QStringList keys;
    for (const auto &[key, value] : jb.items()) {
        if (ja.contains(key) && ja[key] == value)
            continue;
        if (key == "usage" && ja.contains(key) && value.is_object()) {
            for (const auto &[sub, v] : value.items())
                if (!ja[key].contains(sub) || ja[key][sub] != v)
                    keys << QStringLiteral("usage.") + QString::fromStdString(sub);
        } else {
            keys << QString::fromStdString(key);
        }
    }
    return keys;
}

} // namespace

// One edit of the scenario: redo shows `after`, undo shows `before`. The first redo is the edit
// itself, already in the form.
class ScenarioEditor::EditCommand final : public QUndoCommand {
public:
    EditCommand(ScenarioEditor *editor, Scenario before, Scenario after, bool inForm, const QString &text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_inForm(inForm)
        , m_keys(changedKeys(m_before, m_after))
    {
    }

    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const EditCommand *>(other);
        if (m_keys.size() != 1 || next->m_keys != m_keys)
            return false;
        m_after = next->m_after;
        return true;
    }
    void redo() override
    {
        if (m_inForm) {
            m_inForm = false;
            m_editor->show(m_after);
            return;
        }
        m_editor->fill(m_after);
    }
    void undo() override { m_editor->fill(m_before); }

private:
    ScenarioEditor *m_editor;
    Scenario m_before;
    Scenario m_after;
    bool m_inForm; // the form already shows `after` (the user's own edit)
    QStringList m_keys;
};

ScenarioEditor::ScenarioEditor(ScenarioForm *form, AdvisorSession *session, QWidget *window)
    : QObject(window)
    , m_form(form)
    , m_session(session)
    , m_window(window)
    , m_document(new ScenarioDocument(CatalogStore::defaultDirectory(), this))
    , m_undo(new QUndoStack(this))
{
    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_saveAction = new QAction(tr("&Save scenario"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = new QAction(tr("Save scenario &as…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_recentMenu = new QMenu(tr("Open &recent"), window);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_saveAction, &QAction::triggered, this, &ScenarioEditor::save);
    connect(m_saveAsAction, &QAction::triggered, this, &ScenarioEditor::saveAs);

    connect(m_form, &ScenarioForm::scenarioEdited, this, &ScenarioEditor::edited);
    // Only a valid scenario becomes the document (the window disables Save while an edit is invalid).
    connect(m_session, &AdvisorSession::adviceChanged, this, [this] { m_document->setCurrent(m_session->scenario()); });
    connect(m_document, &ScenarioDocument::changed, this, &ScenarioEditor::documentChanged);
    m_autosave = new QTimer(this);
    m_autosave->setInterval(kAutosaveMs);
    connect(m_autosave, &QTimer::timeout, this, &ScenarioEditor::autosave);
    m_autosave->start();
    rebuildRecentMenu();
}

ScenarioEditor::~ScenarioEditor()
{
    // Reaching here is a clean shutdown: the autosave is only for sessions that end otherwise.
    m_document->markCleanShutdown();
}

void ScenarioEditor::edited(const Scenario &s)
{
    if (m_applying)
        return;
    m_undo->push(new EditCommand(this, m_shown, s, true, tr("Edit the scenario")));
}

void ScenarioEditor::apply(const Scenario &s, const QString &what)
{
    m_undo->push(new EditCommand(this, m_shown, s, false, what));
}

void ScenarioEditor::show(const Scenario &s)
{
    m_shown = s;
    m_session->setScenario(s);
}

void ScenarioEditor::fill(const Scenario &s)
{
    m_applying = true;
    m_form->setScenario(s);
    m_applying = false;
    show(s);
}

void ScenarioEditor::start(const Scenario &s, const QString &path)
{
    if (!path.isEmpty() && std::holds_alternative<Scenario>(m_document->open(path, defaultScenario())))
        m_document->setCurrent(s); // the file, with the edits the last session left unsaved
    else
        m_document->reset(s);
    fill(s);
    m_undo->clear();
    documentChanged();
}

bool ScenarioEditor::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer =
        QMessageBox::question(m_window, tr("Unsaved changes"),
                              tr("The scenario \"%1\" has changes that are not saved. Save them first?").arg(m_document->displayName()),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ScenarioEditor::open()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a scenario"), QFileInfo(m_document->path()).absolutePath(),
                                                      tr("GPU Advisor scenarios (*%1 *.json)").arg(QString::fromLatin1(kScenarioSuffix)));
    if (!path.isEmpty())
        openFile(path);
}

bool ScenarioEditor::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    auto loaded = m_document->open(path, defaultScenario());
    if (const auto *e = std::get_if<FieldError>(&loaded)) {
        // Nothing changes: the document, the form and the file stay as they were.
        QMessageBox::warning(m_window, tr("Cannot open the scenario"), e->message());
        return false;
    }
    const Scenario &s = std::get<Scenario>(loaded);
    fill(s);
    m_undo->clear();
    Q_EMIT statusMessage(tr("Opened %1").arg(QDir::toNativeSeparators(m_document->path())), 5000);
    return true;
}

bool ScenarioEditor::save()
{
    if (m_document->path().isEmpty())
        return saveAs();
    if (const auto e = m_document->saveAs(m_document->path())) {
        QMessageBox::warning(m_window, tr("Cannot save the scenario"), e->message());
        return false;
    }
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->path())), 5000);
    return true;
}

bool ScenarioEditor::saveAs()
{
    const QString suggested = m_document->path().isEmpty() ? tr("scenario") + QString::fromLatin1(kScenarioSuffix) : m_document->path();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the scenario"), suggested,
                                                tr("GPU Advisor scenarios (*%1)").arg(QString::fromLatin1(kScenarioSuffix)));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QString::fromLatin1(kScenarioSuffix);
    if (const auto e = m_document->saveAs(path)) {
        QMessageBox::warning(m_window, tr("Cannot save the scenario"), e->message());
        return false;
    }
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->path())), 5000);
    return true;
}

void ScenarioEditor::autosave()
{
    if (const auto e = m_document->autosave())
        Q_EMIT statusMessage(tr("Autosave failed: %1").arg(e->message()), 10000);
}

void ScenarioEditor::documentChanged()
{
    Q_EMIT titleChanged(m_document->displayName(), m_document->isModified());
    rebuildRecentMenu();
}

void ScenarioEditor::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_document->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        // &1 … &8: keyboard access to each entry; the full path is in the tooltip and status tip.
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

} // namespace ga
