#pragma once

#include "net/catalogrefresh.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

class QWidget;

namespace ga {

// Catalog > Update prices and the periodic check, for the main window: one CatalogRefresh at a
// time, either with a cancellable progress dialog and a result message, or quietly in the
// background with the outcome in the status bar. Never blocks the GUI thread.
class CatalogUpdater final : public QObject {
    Q_OBJECT

public:
    explicit CatalogUpdater(QWidget *window);

    void update(const QUrl &url);
    void checkInBackground(const QUrl &url);
    bool isRunning() const { return !m_refresh.isNull(); }

    // The periodic check is on (Preferences) and the last successful check is older than
    // settings::kCheckIntervalDays.
    static bool periodicCheckDue(const QDateTime &now = QDateTime::currentDateTimeUtc());

Q_SIGNALS:
    void catalogLoaded(const ga::LoadedCatalog &loaded); // a refresh was taken: the catalog in use now
    void statusMessage(const QString &text);
    void finished(const ga::RefreshResult &result);

private:
    CatalogRefresh *begin();
    void conclude(const RefreshResult &result);

    QWidget *m_window = nullptr;
    QPointer<CatalogRefresh> m_refresh;
};

} // namespace ga
