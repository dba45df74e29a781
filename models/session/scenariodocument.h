#pragma once

#include "base/fielderror.h"
#include "core/scenario.h"

#include <QDateTime>
#include <QObject>

namespace ga {

// The scenario as a document: which file it belongs to, whether it has changed since it was
// opened or saved, the recently used files and the autosave that survives a crash. The window
// shows what it says (title, modified mark, recent menu, recovery offer); the reading and writing
// go through scenariofile.h (versioned format, guarded reader, atomic writes).
class ScenarioDocument final : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxRecent = 8;

    // `dataDirectory` holds the autosave (CatalogStore::defaultDirectory() in the program).
    explicit ScenarioDocument(QString dataDirectory, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    QString path() const { return m_path; }
    bool isModified() const { return m_modified; }
    QString displayName() const; // the file name, or "Untitled"

    // The scenario the window now shows (after every accepted edit).
    void setCurrent(const Scenario &s);
    const Scenario &current() const { return m_current; }

    // Open replaces the document; a failure changes nothing and names the file and the field.
    Expected<Scenario> open(const QString &path, const Scenario &base);
    // Save to the document's file (Save) or to a new one (Save As); on success the document is
    // unmodified and the file goes to the top of the recent list.
    std::optional<FieldError> saveAs(const QString &path);
    // A new, unsaved document starting from `s`.
    void reset(const Scenario &s);

    QStringList recentFiles() const;
    void forgetRecent(const QString &path);

    // Crash recovery: while modified, the current scenario is written to the autosave file; a
    // clean shutdown removes it. A file left by a session that did not end cleanly is offered back.
    // Returns why the autosave could not be written (the previous one is kept then).
    std::optional<FieldError> autosave();
    struct Recovery {
        Scenario scenario;
        QString originalPath; // the file it was edited from; empty = untitled
        QDateTime savedAt;
    };
    std::optional<Recovery> pendingRecovery(const Scenario &base) const;
    void discardRecovery();
    void markCleanShutdown();
    QString autosavePath() const;

Q_SIGNALS:
    void changed(); // path, modified state or recent files

private:
    void addRecent(const QString &path);
    void setModified(bool modified);

    QString m_dataDir;
    QString m_path;
    Scenario m_current;
    Scenario m_saved; // the scenario as last opened or saved
    bool m_modified = false;
    bool m_wasRunning = false; // the previous session never reached markCleanShutdown()
};

} // namespace ga
