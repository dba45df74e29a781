#pragma once

#include "net/catalogrefresh.h"
#include "net/pricesources.h"
#include "net/tencentapi.h"

#include <QMetaType>

class QThread;

namespace ga {

// What one update did, step by step: a whole catalog from the address set in Preferences (when
// one is set), then each provider's public price file.
struct PriceUpdateResult {
    struct Step {
        QString id;       // the source's id, or "catalog" for the whole catalog
        QString provider; // empty for the whole catalog
        RefreshResult result;
    };
    QList<Step> steps;
    std::optional<LoadedCatalog> loaded; // after any step was taken, when asked for: the catalog in use now

    bool ok() const;              // every step taken or up to date
    bool anyTaken() const;        // the catalog in use changed
    bool cancelled() const;       // the user stopped it (steps before stay taken)
    QStringList warnings() const; // stored files that no longer load, each once
    // One line per step, for a message box or the terminal.
    QString summary() const;
};

// One provider's price file after the download, for the CLI and the GUI alike: import it as the
// user's import of that provider would be (data/catalogimport: the same checks, GPUs the catalog
// does not know skipped and counted, the machine facts the catalog knows kept) and store it in
// place of the provider's earlier import (CatalogStore::save, atomically). A file that does not
// import stores nothing and keeps the provider's prices as they were.
// `current` is the catalog in use; after a taken step RefreshResult::loaded is the one in use now.
RefreshResult takeSourcePayload(const QByteArray &payload, const PriceSource &source, const QUrl &from, const CatalogStore &store,
                                const LoadedCatalog &current);
// An API asked region by region (Tencent's): every region's answer, in the order of source.regions.
// One refused or damaged answer stores nothing.
RefreshResult takeSourceAnswers(const QList<QByteArray> &answers, const PriceSource &source, const QUrl &from, const CatalogStore &store,
                                const LoadedCatalog &current);

// Catalog > Update prices and `catalog refresh`: the steps above in order, one download at a time
// (CatalogFetcher's rules: HTTPS, caps, timeouts), each checked off the calling thread. A failed
// step keeps what it would have replaced and the update goes on with the next; Cancel stops it.
// Ends with exactly one finished().
class PriceUpdate final : public QObject {
    Q_OBJECT

public:
    explicit PriceUpdate(CatalogStore store = CatalogStore(), QObject *parent = nullptr);
    ~PriceUpdate() override;

    void setTimeout(std::chrono::milliseconds timeout);
    void setDeadline(std::chrono::milliseconds deadline);
    void setReload(bool reload) { m_reload = reload; }
    // Every source is fetched through this mirror (PriceSource::address); empty = none.
    void setMirror(const QString &mirror) { m_mirror = mirror; }
    // The key pair Tencent's API calls are signed with; without one its step is skipped.
    void setTencentCredentials(std::optional<TencentCredentials> c) { m_tencent = std::move(c); }
    // Why there is no key, for the skipped step's message (the keyring's error); empty = none stored.
    void setTencentKeyProblem(const QString &why) { m_tencentKeyProblem = why; }

    // `catalog` may be empty (no whole catalog to fetch), `sources` too.
    void start(const QUrl &catalog, const QList<PriceSource> &sources);
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void stepStarted(int index, const QString &what); // what: "AWS price file from …"
    void progress(qint64 received, qint64 total);     // of the step running; total -1 while unknown
    void stepFinished(int index, const ga::PriceUpdateResult::Step &step);
    void finished(const ga::PriceUpdateResult &result);

private:
    void next();
    void fetchRegion(); // the next region of an API asked region by region
    void stepDone(const RefreshResult &result);
    void sourceFetched(const QByteArray &payload);
    void sourceFailed(ga::CatalogFetcher::Failure failure, const QString &message);
    void conclude();

    CatalogStore m_store;
    CatalogRefresh *m_catalog = nullptr;
    CatalogFetcher *m_fetcher = nullptr;
    QThread *m_worker = nullptr;
    QUrl m_catalogUrl;
    QList<PriceSource> m_sources;
    QString m_mirror;
    std::optional<TencentCredentials> m_tencent;
    QString m_tencentKeyProblem;
    QList<QByteArray> m_answers; // of the regions asked so far in the step running
    int m_step = -1;             // -1 = the whole catalog, 0.. = m_sources
    QUrl m_from;                 // the address of the step running
    PriceUpdateResult m_result;
    std::optional<LoadedCatalog> m_current; // the catalog in use after the last step, once one has read it
    bool m_reload = false;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace ga

Q_DECLARE_METATYPE(ga::PriceUpdateResult)
Q_DECLARE_METATYPE(ga::PriceUpdateResult::Step)
