#pragma once

#include "data/catalogstore.h"
#include "net/catalogfetcher.h"

#include <QMetaType>

class QThread;

namespace ga {

// What one refresh did: the CLI's exit code and the GUI's message come from it.
struct RefreshResult {
    enum class Outcome {
        Taken,          // a newer catalog was stored and is the one in use now
        UpToDate,       // the server's catalog is not newer than the one in use; nothing changed
        BadAddress,     // the address was refused before anything was sent
        BadPayload,     // not a whole, valid catalog, over the size cap, or does not unpack; nothing changed
        NetworkFailure, // nothing changed
        WriteFailure,   // a good catalog that could not be stored; nothing changed
        Cancelled,
        Skipped, // not asked: a source that needs the user's key, without one
    };
    Outcome outcome = Outcome::Cancelled;
    QString message;                     // names the address and, for a bad payload, the field
    QStringList warnings;                // stored files that no longer load (CatalogStore::load)
    std::optional<LoadedCatalog> loaded; // after Taken, when asked for: the catalog in use now

    bool ok() const { return outcome == Outcome::Taken || outcome == Outcome::UpToDate || outcome == Outcome::Skipped; }
    static RefreshResult of(Outcome outcome, const QString &message)
    {
        RefreshResult r;
        r.outcome = outcome;
        r.message = message;
        return r;
    }
};

// Where `catalog refresh` fetches from without --url: the setting, else the address this build
// was configured with (CMake GA_CATALOG_URL), else nothing.
QString configuredRefreshUrl();

// Everything after the download, for the CLI and the GUI alike: parse (json::parse), read one
// self-contained catalog (catalogFromJson with no base: a refresh is a whole catalog), check
// it as a whole (validate), and store it atomically (CatalogStore::saveRefreshed) only when its
// as_of is newer than the catalog in use, bundled or refreshed. Anything else stores nothing
// and says why. `reload` fills RefreshResult::loaded after a taken refresh.
RefreshResult takeRefreshPayload(const QByteArray &payload, const QUrl &source, const CatalogStore &store, bool reload);

// One refresh: download (CatalogFetcher), then takeRefreshPayload off the calling thread (a
// catalog of 20 MB takes a moment to check). Ends with exactly one finished().
class CatalogRefresh final : public QObject {
    Q_OBJECT

public:
    explicit CatalogRefresh(CatalogStore store = CatalogStore(), QObject *parent = nullptr);
    ~CatalogRefresh() override;

    void setTimeout(std::chrono::milliseconds timeout) { m_fetcher->setTimeout(timeout); }
    void setDeadline(std::chrono::milliseconds deadline) { m_fetcher->setDeadline(deadline); }
    void setMinimumRate(qint64 bytesPerSecond, std::chrono::milliseconds window = CatalogFetcher::kDefaultRateWindow)
    {
        m_fetcher->setMinimumRate(bytesPerSecond, window);
    }
    void setReload(bool reload) { m_reload = reload; }

    void start(const QUrl &url);
    // Stops the download; once the payload is being checked, the check runs to its end.
    void cancel() { m_fetcher->cancel(); }
    bool isRunning() const { return m_fetcher->isRunning() || m_checker; }

Q_SIGNALS:
    void progress(qint64 received, qint64 total); // total is -1 while unknown
    void checking();                              // downloaded; now checking and storing
    void finished(const ga::RefreshResult &result);

private:
    void fetched(const QByteArray &payload);
    void fetchFailed(ga::CatalogFetcher::Failure failure, const QString &message);

    CatalogStore m_store;
    CatalogFetcher *m_fetcher = nullptr;
    QThread *m_checker = nullptr;
    QUrl m_url;
    bool m_reload = false;
};

} // namespace ga

Q_DECLARE_METATYPE(ga::RefreshResult)
