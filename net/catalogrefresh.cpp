#include "net/catalogrefresh.h"

#include "base/jsonutil.h"
#include "data/appsettings.h"
#include "data/catalogschema.h"

#include <QThread>

namespace ga {

namespace {
using Outcome = RefreshResult::Outcome;

QString badPayload(const QString &from, const QString &reason)
{
    return CatalogRefresh::tr("%1 did not send a usable catalog: %2. The catalog in use is unchanged.").arg(from, reason);
}

QString describeBase(const LoadedCatalog &c)
{
    return c.refreshed ? CatalogRefresh::tr("the refreshed catalog %1 (as of %2)").arg(c.baseVersion, c.baseAsOf)
                       : CatalogRefresh::tr("the bundled catalog %1 (as of %2)").arg(c.baseVersion, c.baseAsOf);
}

// The payload as one whole catalog, or the first reason it is not one.
Expected<Catalog> readWholeCatalog(const QByteArray &payload)
{
    auto read = catalogFromText(payload, nullptr, QStringLiteral("refreshed"));
    if (const auto *e = std::get_if<FieldError>(&read))
        return *e;
    Catalog c = std::get<Catalog>(std::move(read));
    // What `catalog --json` always prints; the date decides whether the catalog is taken.
    if (c.version.isEmpty())
        return FieldError{QStringLiteral("version"), CatalogRefresh::tr("missing: a refreshed catalog names its version")};
    if (c.asOf.isEmpty())
        return FieldError{QStringLiteral("as_of"), CatalogRefresh::tr("missing: a refreshed catalog carries its date")};
    // It replaces the bundled catalog rather than adding to it.
    if (c.gpus.isEmpty())
        return FieldError{QStringLiteral("gpus"),
                          CatalogRefresh::tr("empty: a refreshed catalog replaces the whole catalog, GPUs included")};
    if (c.instances.isEmpty())
        return FieldError{QStringLiteral("providers"),
                          CatalogRefresh::tr("no instances: a refreshed catalog replaces the whole catalog, instances included")};
    if (const auto problems = validateCatalog(c, 1); !problems.isEmpty())
        return problems.constFirst();
    return c;
}
} // namespace

QString configuredRefreshUrl()
{
    const QString url = settings::refreshUrl.value();
    return url.isEmpty() ? QStringLiteral(GA_CATALOG_URL) : url;
}

RefreshResult takeRefreshPayload(const QByteArray &payload, const QUrl &source, const CatalogStore &store, bool reload)
{
    const QString from = source.toDisplayString();
    auto read = readWholeCatalog(payload);
    if (const auto *e = std::get_if<FieldError>(&read))
        return RefreshResult::of(Outcome::BadPayload, badPayload(from, e->message()));
    const Catalog &fresh = std::get<Catalog>(read);

    const LoadedCatalog current = store.load();
    RefreshResult r;
    r.warnings = current.problems;
    if (fresh.asOf <= current.baseAsOf) {
        r.outcome = Outcome::UpToDate;
        r.message = fresh.asOf == current.baseAsOf
            ? CatalogRefresh::tr("Already up to date: %1 serves catalog %2 as of %3, the date of %4. Nothing changed.")
                  .arg(from, fresh.version, fresh.asOf, describeBase(current))
            : CatalogRefresh::tr("Already up to date: %1 serves catalog %2 as of %3, older than %4. Nothing changed.")
                  .arg(from, fresh.version, fresh.asOf, describeBase(current));
        return r;
    }
    auto saved = store.saveRefreshed(fresh);
    if (const auto *e = std::get_if<FieldError>(&saved)) {
        r.outcome = Outcome::WriteFailure;
        r.message = CatalogRefresh::tr("The catalog from %1 is good but could not be stored: %2. The catalog in use is unchanged.")
                        .arg(from, e->message());
        return r;
    }
    r.outcome = Outcome::Taken;
    r.message =
        CatalogRefresh::tr("Updated to catalog %1 as of %2 from %3 (%4 GPUs, %5 instances, %6 providers), replacing %7; stored in %8.")
            .arg(fresh.version, fresh.asOf, from)
            .arg(fresh.gpus.size())
            .arg(fresh.instances.size())
            .arg(fresh.providers.size())
            .arg(describeBase(current), std::get<QString>(saved));
    if (reload) {
        r.loaded = store.load();
        r.warnings = r.loaded->problems;
    }
    return r;
}

CatalogRefresh::CatalogRefresh(CatalogStore store, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_fetcher(new CatalogFetcher(this))
{
    connect(m_fetcher, &CatalogFetcher::progress, this, &CatalogRefresh::progress);
    connect(m_fetcher, &CatalogFetcher::finished, this, &CatalogRefresh::fetched);
    connect(m_fetcher, &CatalogFetcher::failed, this, &CatalogRefresh::fetchFailed);
}

CatalogRefresh::~CatalogRefresh()
{
    // A check still running holds a copy of everything it needs; wait for it to store or not.
    if (m_checker) {
        m_checker->wait();
        delete m_checker;
    }
}

void CatalogRefresh::start(const QUrl &url)
{
    m_url = url;
    m_fetcher->start(url);
}

void CatalogRefresh::fetchFailed(CatalogFetcher::Failure failure, const QString &message)
{
    const QString from = m_url.toDisplayString();
    switch (failure) {
    case CatalogFetcher::Failure::Refused:
        Q_EMIT finished(RefreshResult::of(Outcome::BadAddress, tr("Did not connect to %1: %2.").arg(from, message)));
        break;
    case CatalogFetcher::Failure::Network:
        Q_EMIT finished(
            RefreshResult::of(Outcome::NetworkFailure, tr("Could not fetch %1: %2. The catalog in use is unchanged.").arg(from, message)));
        break;
    case CatalogFetcher::Failure::TooLarge:
    case CatalogFetcher::Failure::Undecodable: Q_EMIT finished(RefreshResult::of(Outcome::BadPayload, badPayload(from, message))); break;
    case CatalogFetcher::Failure::Cancelled:
        Q_EMIT finished(RefreshResult::of(Outcome::Cancelled, tr("Cancelled; the catalog in use is unchanged.")));
        break;
    }
}

void CatalogRefresh::fetched(const QByteArray &payload)
{
    Q_EMIT checking();
    auto result = std::make_shared<RefreshResult>();
    m_checker = QThread::create(
        [result, payload, url = m_url, store = m_store, reload = m_reload] { *result = takeRefreshPayload(payload, url, store, reload); });
    connect(m_checker, &QThread::finished, this, [this, result] {
        QThread *done = std::exchange(m_checker, nullptr);
        done->wait(); // finished() comes just before the thread ends
        delete done;
        Q_EMIT finished(*result);
    });
    m_checker->start();
}

} // namespace ga
