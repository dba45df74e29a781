#include "net/priceupdate.h"

#include "base/format.h"
#include "core/providers.h"
#include "data/alibabaprices.h"
#include "data/catalogimport.h"
#include "data/tencentprices.h"

#include <QDate>
#include <QDateTime>
#include <QThread>

namespace ga {

namespace {
using Outcome = RefreshResult::Outcome;

QString providerName(const QString &id)
{
    const KnownProvider *known = knownProvider(id);
    return known ? QString::fromLatin1(known->name) : id;
}
} // namespace

bool PriceUpdateResult::ok() const
{
    return std::all_of(steps.cbegin(), steps.cend(), [](const Step &s) { return s.result.ok(); });
}

bool PriceUpdateResult::anyTaken() const
{
    return std::any_of(steps.cbegin(), steps.cend(), [](const Step &s) { return s.result.outcome == Outcome::Taken; });
}

bool PriceUpdateResult::cancelled() const
{
    return std::any_of(steps.cbegin(), steps.cend(), [](const Step &s) { return s.result.outcome == Outcome::Cancelled; });
}

QStringList PriceUpdateResult::warnings() const
{
    QStringList out;
    for (const Step &s : steps)
        for (const QString &w : s.result.warnings)
            if (!out.contains(w))
                out << w;
    return out;
}

QString PriceUpdateResult::summary() const
{
    QStringList lines;
    for (const Step &s : steps)
        lines << (s.result.outcome == Outcome::Skipped ? QStringLiteral("– ")
                      : s.result.ok()                  ? QStringLiteral("✓ ")
                                                       : QStringLiteral("✗ ")) +
                s.result.message;
    return lines.join(QLatin1Char('\n'));
}

namespace {
// Stores what a provider's file priced in place of its earlier import, and says so.
// `left` says what the file had that the catalog does not take.
RefreshResult storeSourceCatalog(const Catalog &catalog, const QString &name, const QString &publisher, const QString &pricedOn,
                                 const QString &left, const QUrl &from, const CatalogStore &store, const LoadedCatalog &current)
{
    auto saved = store.save(catalog, from.toDisplayString(), current, [](const QList<StoredImport> &) { return true; });
    if (const auto *e = std::get_if<FieldError>(&saved))
        return RefreshResult::of(Outcome::WriteFailure,
                                 PriceUpdate::tr("%1: the prices from %2 are good but could not be stored: %3. %1's prices are unchanged.")
                                     .arg(name, from.toDisplayString(), e->message()));
    const ImportReport &report = std::get<ImportReport>(saved);
    RefreshResult r;
    r.outcome = Outcome::Taken;
    r.warnings = current.problems;
    r.loaded = report.after;
    r.message = PriceUpdate::tr("%1: %n instance(s) priced as of %2 from %3", nullptr, int(catalog.instances.size()))
                    .arg(name, pricedOn, publisher) +
        left;
    if (!report.replaced.isEmpty())
        r.message += PriceUpdate::tr(", in place of the earlier %1").arg(report.replaced.constFirst().description());
    r.message += QLatin1Char('.');
    return r;
}

// Alibaba's file prices types it does not describe: the catalog's own rows are repriced.
RefreshResult takeAlibabaPayload(const QByteArray &payload, const PriceSource &source, const QUrl &from, const CatalogStore &store,
                                 const LoadedCatalog &current)
{
    const QString name = providerName(source.provider);
    const auto read = readAlibabaPriceFile(payload);
    if (const auto *e = std::get_if<FieldError>(&read))
        return RefreshResult::of(Outcome::BadPayload,
                                 PriceUpdate::tr("%1: %2 did not send a usable price file: %3. %1's prices are unchanged.")
                                     .arg(name, from.toDisplayString(), e->message()));
    const AlibabaPriceFile &file = std::get<AlibabaPriceFile>(read);
    const Provider *provider = current.catalog.provider(source.provider);
    if (provider && file.currency != provider->currency)
        return RefreshResult::of(Outcome::BadPayload,
                                 PriceUpdate::tr("%1: %2 prices in %3, the catalog's %1 rows in %4. %1's prices are unchanged.")
                                     .arg(name, from.toDisplayString(), file.currency, provider->currency));
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const QString citation =
        PriceUpdate::tr("%1 (version %2, published %3)").arg(source.citation(from, today), file.version, file.publishedOn);
    const AlibabaRepricing repriced = repriceAlibaba(file, current.catalog, citation);
    if (repriced.instances.isEmpty())
        return RefreshResult::of(Outcome::UpToDate,
                                 PriceUpdate::tr("%1: %2 (published %3) prices none of the catalog's instances later than the prices in "
                                                 "use; nothing changed.")
                                     .arg(name, from.toDisplayString(), file.publishedOn));
    Catalog priced;
    if (provider)
        priced.providers << *provider;
    priced.instances = repriced.instances;
    const QString left = repriced.unknownTypes > 0
        ? PriceUpdate::tr(" (%n GPU instance type(s) the catalog does not describe left out)", nullptr, repriced.unknownTypes)
        : QString();
    return storeSourceCatalog(priced, name, source.publisher, file.publishedOn, left, from, store, current);
}
} // namespace

RefreshResult takeSourceAnswers(const QList<QByteArray> &answers, const PriceSource &source, const QUrl &from, const CatalogStore &store,
                                const LoadedCatalog &current)
{
    const QString name = providerName(source.provider);
    QList<TencentRegionPrices> regions;
    for (qsizetype i = 0; i < answers.size() && i < source.regions.size(); ++i) {
        const QString &region = source.regions.at(i);
        auto read = readTencentZoneConfigs(answers.at(i), region);
        if (const auto *e = std::get_if<FieldError>(&read)) {
            if (e->field == QLatin1String("Response.Error") && e->reason.startsWith(QLatin1String("AuthFailure")))
                return RefreshResult::of(Outcome::BadPayload,
                                         PriceUpdate::tr("%1: %2 refused your API key (%3). Check it under Catalog > Tencent Cloud API "
                                                         "key, or in TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY. %1's prices are "
                                                         "unchanged.")
                                             .arg(name, from.toDisplayString(), e->reason));
            return RefreshResult::of(Outcome::BadPayload,
                                     PriceUpdate::tr("%1: %2 did not send usable prices for %3: %4. %1's prices are unchanged.")
                                         .arg(name, from.toDisplayString(), region, e->message()));
        }
        regions << std::get<TencentRegionPrices>(std::move(read));
    }
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    const TencentRepricing repriced = repriceTencent(regions, current.catalog, source.citation(from, today), today);
    // An account of Tencent's international site is billed in US dollars, about a seventh of the
    // yuan figures the catalog's Tencent rows hold; no list price fell that far.
    if (repriced.medianPriceRatio > 0 && repriced.medianPriceRatio < 0.3)
        return RefreshResult::of(Outcome::BadPayload,
                                 PriceUpdate::tr("%1: %2 prices the catalog's instance types at a median %3 times their yuan list price: "
                                                 "the key's account is billed in another currency (US dollars on Tencent's international "
                                                 "site), and the catalog's %1 rows are in CNY. %1's prices are unchanged.")
                                     .arg(name, from.toDisplayString(), formatDecimal(repriced.medianPriceRatio, 2)));
    if (repriced.instances.isEmpty())
        return RefreshResult::of(Outcome::UpToDate,
                                 PriceUpdate::tr("%1: %2 prices none of the catalog's instance types in %3; nothing changed.")
                                     .arg(name, from.toDisplayString(), source.regions.join(QStringLiteral(", "))));
    Catalog priced;
    if (const Provider *provider = current.catalog.provider(source.provider))
        priced.providers << *provider;
    priced.instances = repriced.instances;
    QStringList left;
    if (repriced.unknownTypes > 0)
        left << PriceUpdate::tr("%n GPU instance type(s) the catalog does not describe left out", nullptr, repriced.unknownTypes);
    if (repriced.disagreeing > 0)
        left << PriceUpdate::tr("%n type(s) whose GPU count differs from the catalog's left out", nullptr, repriced.disagreeing);
    return storeSourceCatalog(priced, name, source.publisher, today,
                              left.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(left.join(QStringLiteral("; "))), from, store,
                              current);
}

RefreshResult takeSourcePayload(const QByteArray &payload, const PriceSource &source, const QUrl &from, const CatalogStore &store,
                                const LoadedCatalog &current)
{
    if (source.format == PriceSource::Format::AlibabaEcsJson)
        return takeAlibabaPayload(payload, source, from, store, current);
    const QString name = providerName(source.provider);
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    ImportOptions options;
    options.provider = source.provider;
    options.asOf = today; // the file carries no date: its prices are those published on the day fetched
    options.skipUnknownGpus = true;
    options.source = source.citation(from, today);
    auto imported = importCatalog(payload, source.fileName(), current.catalog, options);
    if (const auto *e = std::get_if<FieldError>(&imported))
        return RefreshResult::of(Outcome::BadPayload,
                                 PriceUpdate::tr("%1: %2 did not send a usable price file: %3. %1's prices are unchanged.")
                                     .arg(name, from.toDisplayString(), e->message()));
    const ImportResult &read = std::get<ImportResult>(imported);
    // A publisher's fetcher that broke halfway publishes a file of a few rows (SkyPilot's
    // FluidStack file once shrank to one): it must not wipe the prices it would replace.
    for (const StoredImport &s : current.imports)
        if (s.providers == QStringList{source.provider} && read.catalog.instances.size() * 2 < s.instances)
            return RefreshResult::of(Outcome::BadPayload,
                                     PriceUpdate::tr("%1: %2 lists %3 instances, fewer than half the %4 of the prices in use (%5): "
                                                     "taken for a damaged file. %1's prices are unchanged.")
                                         .arg(name, from.toDisplayString())
                                         .arg(read.catalog.instances.size())
                                         .arg(s.instances)
                                         .arg(s.description()));
    const QString left = read.skippedRows > 0
        ? PriceUpdate::tr(" (%n row(s) skipped: CPU-only machines, GPUs the catalog does not describe, or further zones)", nullptr,
                          read.skippedRows)
        : QString();
    return storeSourceCatalog(read.catalog, name, source.publisher, today, left, from, store, current);
}

PriceUpdate::PriceUpdate(CatalogStore store, QObject *parent)
    : QObject(parent)
    , m_store(std::move(store))
    , m_catalog(new CatalogRefresh(m_store, this))
    , m_fetcher(new CatalogFetcher(this))
{
    m_catalog->setReload(true); // the catalog in use after it is where the providers' files start
    connect(m_catalog, &CatalogRefresh::progress, this, &PriceUpdate::progress);
    connect(m_catalog, &CatalogRefresh::finished, this, &PriceUpdate::stepDone);
    connect(m_fetcher, &CatalogFetcher::progress, this, &PriceUpdate::progress);
    connect(m_fetcher, &CatalogFetcher::finished, this, &PriceUpdate::sourceFetched);
    connect(m_fetcher, &CatalogFetcher::failed, this, &PriceUpdate::sourceFailed);
}

PriceUpdate::~PriceUpdate()
{
    // A check still running holds copies of what it needs; let it store or not.
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void PriceUpdate::setTimeout(std::chrono::milliseconds timeout)
{
    m_catalog->setTimeout(timeout);
    m_fetcher->setTimeout(timeout);
}

void PriceUpdate::setDeadline(std::chrono::milliseconds deadline)
{
    m_catalog->setDeadline(deadline);
    m_fetcher->setDeadline(deadline);
}

void PriceUpdate::start(const QUrl &catalog, const QList<PriceSource> &sources)
{
    m_catalogUrl = catalog;
    m_sources = sources;
    m_result = {};
    m_current.reset();
    m_cancelled = false;
    m_running = true;
    m_step = catalog.isEmpty() ? 0 : -1;
    if (m_step < 0) {
        m_from = catalog;
        Q_EMIT stepStarted(0, tr("The catalog from %1").arg(catalog.toDisplayString()));
        m_catalog->start(catalog);
    } else {
        next();
    }
}

void PriceUpdate::cancel()
{
    m_cancelled = true;
    m_catalog->cancel();
    m_fetcher->cancel();
}

void PriceUpdate::next()
{
    if (m_step >= m_sources.size()) {
        conclude();
        return;
    }
    const PriceSource &source = m_sources.at(m_step);
    const QString name = providerName(source.provider);
    if (m_cancelled) {
        sourceFailed(CatalogFetcher::Failure::Cancelled, {});
        return;
    }
    m_from = source.address(m_mirror);
    if (source.needsKey() && !m_tencent) {
        Q_EMIT stepStarted(int(m_result.steps.size()), tr("%1 prices").arg(name));
        const QString how = tr("enter your API key under Catalog > Tencent Cloud API key, or set TENCENTCLOUD_SECRET_ID and "
                               "TENCENTCLOUD_SECRET_KEY");
        stepDone(RefreshResult::of(Outcome::Skipped,
                                   m_tencentKeyProblem.isEmpty()
                                       ? tr("%1: not asked, its prices need your own API key: %2.").arg(name, how)
                                       : tr("%1: not asked, no API key could be read (%2): %3.").arg(name, m_tencentKeyProblem, how)));
        return;
    }
    m_answers.clear();
    Q_EMIT stepStarted(int(m_result.steps.size()), tr("%1 prices from %2").arg(name, m_from.toDisplayString()));
    m_fetcher->setMaxBytes(source.maxBytes);
    if (source.needsKey())
        fetchRegion();
    else
        m_fetcher->start(m_from); // an address it refuses comes back as failed(Refused)
}

void PriceUpdate::fetchRegion()
{
    const PriceSource &source = m_sources.at(m_step);
    TencentApiCall call;
    call.endpoint = m_from;
    call.service = QStringLiteral("cvm");
    call.action = QStringLiteral("DescribeZoneInstanceConfigInfos");
    call.version = QStringLiteral("2017-03-12");
    call.region = source.regions.at(m_answers.size());
    // Both billing modes in one answer: the hourly and the monthly list price.
    call.payload = R"({"Filters":[{"Name":"instance-charge-type","Values":["POSTPAID_BY_HOUR","PREPAID"]}]})";
    call.timestamp = QDateTime::currentSecsSinceEpoch();
    m_fetcher->start(m_from, CatalogFetcher::Post{call.payload, TencentApiCall::kContentType, call.headers(*m_tencent)});
}

void PriceUpdate::sourceFailed(CatalogFetcher::Failure failure, const QString &message)
{
    const QString name = providerName(m_sources.at(m_step).provider);
    const QString from = m_from.toDisplayString();
    switch (failure) {
    case CatalogFetcher::Failure::Refused:
        stepDone(RefreshResult::of(Outcome::BadAddress, tr("%1: did not connect to %2: %3.").arg(name, from, message)));
        break;
    case CatalogFetcher::Failure::Network:
        stepDone(RefreshResult::of(Outcome::NetworkFailure,
                                   tr("%1: could not fetch %2: %3. Its prices are unchanged.").arg(name, from, message)));
        break;
    case CatalogFetcher::Failure::TooLarge:
    case CatalogFetcher::Failure::Undecodable:
        stepDone(RefreshResult::of(Outcome::BadPayload,
                                   tr("%1: %2 did not send a usable price file: %3. Its prices are unchanged.").arg(name, from, message)));
        break;
    case CatalogFetcher::Failure::Cancelled:
        stepDone(RefreshResult::of(Outcome::Cancelled, tr("%1: cancelled; its prices are unchanged.").arg(name)));
        break;
    }
}

void PriceUpdate::sourceFetched(const QByteArray &payload)
{
    const PriceSource &source = m_sources.at(m_step);
    if (source.needsKey()) {
        m_answers << payload;
        if (m_answers.size() < source.regions.size() && !m_cancelled) {
            fetchRegion();
            return;
        }
        if (m_cancelled) {
            sourceFailed(CatalogFetcher::Failure::Cancelled, {});
            return;
        }
    }
    // The catalog in use goes to the check and comes back with the step's result, so each step
    // starts from the last one's without reading the store again.
    auto result = std::make_shared<RefreshResult>();
    m_worker = QThread::create([result, payload, answers = std::exchange(m_answers, {}), source, from = m_from, store = m_store,
                                current = std::exchange(m_current, std::nullopt)]() mutable {
        LoadedCatalog inUse = current ? std::move(*current) : store.load();
        *result = source.needsKey() ? takeSourceAnswers(answers, source, from, store, inUse)
                                    : takeSourcePayload(payload, source, from, store, inUse);
        if (!result->loaded)
            result->loaded = std::move(inUse);
    });
    connect(m_worker, &QThread::finished, this, [this, result] {
        QThread *done = std::exchange(m_worker, nullptr);
        done->wait(); // finished() comes just before the thread ends
        delete done;
        stepDone(*result);
    });
    m_worker->start();
}

void PriceUpdate::stepDone(const RefreshResult &result)
{
    PriceUpdateResult::Step step;
    if (m_step < 0) {
        step.id = QStringLiteral("catalog");
    } else {
        step.id = m_sources.at(m_step).id;
        step.provider = m_sources.at(m_step).provider;
    }
    step.result = result;
    if (step.result.loaded) // kept once, for the next step, not in every step's result
        m_current = *std::exchange(step.result.loaded, std::nullopt);
    m_result.steps.append(step);
    Q_EMIT stepFinished(int(m_result.steps.size()) - 1, step);
    ++m_step;
    next();
}

void PriceUpdate::conclude()
{
    if (m_reload && m_result.anyTaken())
        m_result.loaded = std::exchange(m_current, std::nullopt); // a taken step always leaves the catalog it made
    m_running = false;
    Q_EMIT finished(m_result);
}

} // namespace ga
