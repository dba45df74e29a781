#include "ui/catalogcontroller.h"

#include "core/providers.h"
#include "data/appsettings.h"
#include "data/catalogimport.h"
#include "session/advisorsession.h"
#include "ui/catalogupdater.h"
#include "ui/importsdialog.h"
#include "ui/tencentkeydialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QThread>
#include <QTimer>

#include <atomic>

namespace ga {

namespace {
constexpr int kPeriodicCheckDelayMs = 10000; // the periodic price check waits until start-up is over
constexpr int kMessageMs = 8000;
constexpr int kUpdaterMessageMs = 15000;

QString providerLabel(const Catalog &c, const QString &id)
{
    const Provider *p = c.provider(id);
    return shortProviderName(id, p ? p->name : id);
}
} // namespace

CatalogController::CatalogController(AdvisorSession *session, const LoadedCatalog &inUse, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_updater(new CatalogUpdater(window))
{
    remember(inUse, session->catalog());
    connect(m_updater, &CatalogUpdater::catalogLoaded, this, &CatalogController::use);
    connect(m_updater, &CatalogUpdater::statusMessage, this,
            [this](const QString &text) { Q_EMIT statusMessage(text, kUpdaterMessageMs); });
}

void CatalogController::scheduleCheck()
{
    // Nothing is fetched at start-up unless the user turned the periodic check on (Preferences).
    if (CatalogUpdater::periodicCheckDue())
        QTimer::singleShot(kPeriodicCheckDelayMs, m_updater,
                           [this] { m_updater->checkInBackground(QUrl(configuredRefreshUrl(), QUrl::StrictMode), priceSources()); });
}

QString CatalogController::statusText() const
{
    const LoadedCatalog &in = m_inUse;
    QString base = in.refreshed ? tr("Refreshed catalog %1 (as of %2)").arg(in.baseVersion, in.baseAsOf)
                                : tr("Bundled catalog %1 (as of %2)").arg(in.baseVersion, in.baseAsOf);
    if (!in.imports.isEmpty())
        base += tr(" + %n import(s)", nullptr, int(in.imports.size()));
    const Catalog &c = m_session->catalog();
    QString text = tr("%1 · %2 instances · %3 providers · prices in %4")
                       .arg(base)
                       .arg(c.instances.size())
                       .arg(c.providers.size())
                       .arg(m_session->currency().display);
    if (const auto oldest =
            std::min_element(m_priceDates.cbegin(), m_priceDates.cend(), [](const auto &a, const auto &b) { return a.second < b.second; });
        oldest != m_priceDates.cend())
        text += tr(" · oldest prices: %1, %2").arg(oldest->first, oldest->second);
    if (const int stale = m_session->advice().stalePrices; stale > 0)
        text += tr(" · %n price(s) over %1 months old", nullptr, stale).arg(kStalePriceMonths);
    return text;
}

QString CatalogController::priceDatesText() const
{
    QStringList lines{tr("Prices as of, per provider (Catalog > Update prices fetches fresh ones):")};
    for (const auto &[provider, date] : m_priceDates)
        lines << tr("%1: %2").arg(provider, date);
    return lines.join(QLatin1Char('\n'));
}

void CatalogController::remember(const LoadedCatalog &loaded, const Catalog &catalog)
{
    m_inUse = {Catalog(), loaded.refreshed, loaded.baseVersion, loaded.baseAsOf, loaded.imports, loaded.problems};
    // Once per catalog, not on every refresh of the status bar: a pass over every row.
    m_priceDates.clear();
    for (const auto &[provider, date] : catalog.priceDates())
        m_priceDates.append({providerLabel(catalog, provider), date});
}

void CatalogController::use(const LoadedCatalog &loaded)
{
    remember(loaded, loaded.catalog); // before the session's signals ask for the status text
    m_session->setCatalog(std::make_shared<const Catalog>(loaded.catalog));
}

void CatalogController::updatePrices()
{
    const auto update = [this] { m_updater->update(QUrl(configuredRefreshUrl(), QUrl::StrictMode), priceSources()); };
    if (settings::tencentKeyAsked.value() || m_updater->isRunning()) {
        update();
        return;
    }
    // The first update asks for the key Tencent's prices need, once: skipped, it is not asked again
    // (Catalog > Tencent Cloud API key stays open for it).
    findTencentCredentials(m_updater->keyStore(), [this, update](const std::optional<TencentCredentials> &c, const QString &error) {
        if (!c && error.isEmpty()) {
            settings::tencentKeyAsked.setValue(true);
            TencentKeyDialog ask(m_updater->keyStore(), true, m_window);
            ask.exec();
        }
        update();
    });
}

void CatalogController::editTencentKey()
{
    TencentKeyDialog dialog(m_updater->keyStore(), false, m_window);
    if (dialog.exec() == QDialog::Accepted)
        Q_EMIT statusMessage(tr("Tencent Cloud key stored in the keyring; Update prices now asks Tencent Cloud for its prices."),
                             kMessageMs);
}

void CatalogController::importCatalog()
{
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Import a catalog"), QString(),
                                     tr("Catalogs (*.json *.csv);;GPU Advisor JSON (*.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv)"));
    if (!path.isEmpty())
        importFrom(path);
}

QString CatalogController::askImportProvider(const QString &path)
{
    QStringList names;
    for (const KnownProvider &p : knownProviders())
        names << QString::fromLatin1(p.name);
    QInputDialog ask(m_window);
    ask.setObjectName(QStringLiteral("importProviderDialog"));
    ask.setWindowTitle(tr("Import a catalog"));
    ask.setLabelText(tr("Which cloud's prices does %1 hold?\nChoose one, or type the name of another.").arg(QFileInfo(path).fileName()));
    ask.setComboBoxItems(names);
    ask.setComboBoxEditable(true);
    if (ask.exec() != QDialog::Accepted)
        return {};
    const QString answer = ask.textValue().trimmed();
    for (const KnownProvider &p : knownProviders())
        if (answer.compare(QLatin1String(p.name), Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(p.id);
    return answer.toLower();
}

void CatalogController::importFrom(const QString &path)
{
    // The same import sequence as `gpu-advisor catalog import`, off the GUI thread: a catalog of
    // all regions of a provider takes a second or more, and the user may cancel it.
    struct Job {
        std::atomic_int permille{0};
        std::atomic_bool cancelled{false};
        std::atomic_bool keptStored{false}; // the user kept the stored import of the same providers
        std::optional<Expected<ImportReport>> result;
    };
    auto job = std::make_shared<Job>();
    ImportOptions options;
    // A CSV does not say whose prices it holds; the importer reads that from the file's name, and
    // when the name does not tell, the window asks (the command line takes --provider instead).
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && providerFromPath(path).isEmpty()) {
        options.provider = askImportProvider(path);
        if (options.provider.isEmpty())
            return;
    }
    options.progress = [job](double share) {
        job->permille = int(share * 1000);
        return !job->cancelled.load();
    };
    auto *progress = new QProgressDialog(tr("Importing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000, m_window);
    progress->setObjectName(QStringLiteral("importProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [job] { job->cancelled = true; });
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress, [job, progress] { progress->setValue(job->permille); });
    poll->start(100);

    LoadedCatalog inUse = m_inUse;
    inUse.catalog = m_session->catalog();
    // Asked from the import's thread when the file holds providers imported already; the
    // question is put on the GUI thread, which the import waits for.
    const ReplaceQuestion ask = [job, controller = QPointer<CatalogController>(this)](const QList<StoredImport> &existing) {
        bool yes = false;
        if (controller)
            QMetaObject::invokeMethod(
                controller, [&] { yes = controller->confirmReplace(existing); }, Qt::BlockingQueuedConnection);
        job->keptStored = !yes;
        return yes;
    };
    QThread *thread =
        QThread::create([job, path, inUse, options, ask] { job->result = CatalogStore().importFile(path, inUse, options, ask); });
    connect(thread, &QThread::finished, this, [this, job, path, progress, thread] {
        thread->deleteLater();
        progress->deleteLater();
        const Expected<ImportReport> &result = *job->result;
        if (const auto *e = std::get_if<FieldError>(&result)) {
            if (job->keptStored)
                Q_EMIT statusMessage(tr("The stored import was kept; nothing was imported."), kMessageMs);
            else if (!job->cancelled)
                QMessageBox::warning(m_window, tr("Import failed"),
                                     tr("Nothing was imported; the catalog in use is unchanged.\n\n%1").arg(e->message()));
            else
                Q_EMIT statusMessage(tr("Import cancelled; nothing was changed."), kMessageMs);
            Q_EMIT importFinished(false, e->message());
            return;
        }
        const ImportReport &r = std::get<ImportReport>(result);
        use(r.after);
        QString message = tr("Imported %n instance(s) from %1, stored as %2", nullptr, int(r.result.catalog.instances.size()))
                              .arg(QFileInfo(path).fileName(), r.stored.fileName);
        for (const StoredImport &old : r.replaced)
            message += tr("; replaced %1").arg(old.description());
        Q_EMIT statusMessage(message, kMessageMs);
        Q_EMIT importFinished(true, message);
    });
    thread->start();
}

bool CatalogController::confirmReplace(const QList<StoredImport> &existing)
{
    QStringList held;
    for (const StoredImport &s : existing)
        held << s.description();
    QMessageBox ask(QMessageBox::Question, tr("Import a catalog"),
                    tr("These providers are imported already:\n%1\n\nReplace them with the new file? Keep them, and nothing is imported.")
                        .arg(held.join(QLatin1Char('\n'))),
                    QMessageBox::NoButton, m_window);
    ask.setObjectName(QStringLiteral("replaceImportQuestion"));
    QPushButton *replace = ask.addButton(tr("&Replace"), QMessageBox::AcceptRole);
    ask.addButton(tr("&Keep", "the stored import"), QMessageBox::RejectRole);
    ask.exec();
    return ask.clickedButton() == replace;
}

void CatalogController::showStoredImports()
{
    auto *dialog = new ImportsDialog(m_inUse, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportsDialog::importRemoved, this, [this](const StoredImport &removed) {
        use(CatalogStore().load());
        Q_EMIT statusMessage(tr("Removed %1").arg(removed.description()), kMessageMs);
    });
    dialog->open();
}

} // namespace ga
