#pragma once

#include "net/priceupdate.h"
#include "net/tencentkey.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

class QWidget;

namespace ga {

// Catalog > Update prices and the periodic check, for the main window: one PriceUpdate at a time
// (the whole catalog set in Preferences, if any, then each provider's public price file), either
// with a cancellable progress dialog that names the step and a result message per provider, or
// quietly in the background with the outcome in the status bar. Never blocks the GUI thread.
class CatalogUpdater final : public QObject {
    Q_OBJECT

public:
    explicit CatalogUpdater(QWidget *window);

    // `catalog` may be empty; `sources` empty = none. Fetched through configuredPriceMirror().
    void update(const QUrl &catalog, const QList<PriceSource> &sources);
    void checkInBackground(const QUrl &catalog, const QList<PriceSource> &sources);
    bool isRunning() const { return !m_update.isNull(); }
    // Where the Tencent Cloud key is kept, for the dialog that edits it.
    TencentKeyStore *keyStore() const { return m_keys; }

    // The periodic check is on (Preferences) and the last successful check is older than
    // settings::kCheckIntervalDays.
    static bool periodicCheckDue(const QDateTime &now = QDateTime::currentDateTimeUtc());

Q_SIGNALS:
    void catalogLoaded(const ga::LoadedCatalog &loaded); // a step was taken: the catalog in use now
    void statusMessage(const QString &text);
    void finished(const ga::PriceUpdateResult &result);

private:
    PriceUpdate *begin();
    // Starts `update` once the Tencent key is found (environment, keyring) when a source needs it.
    void start(PriceUpdate *update, const QUrl &catalog, const QList<PriceSource> &sources);
    void conclude(const PriceUpdateResult &result);

    QWidget *m_window = nullptr;
    TencentKeyStore *m_keys;
    QPointer<PriceUpdate> m_update;
};

} // namespace ga
