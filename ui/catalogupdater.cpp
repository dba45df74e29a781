#include "ui/catalogupdater.h"

#include "data/appsettings.h"

#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>
#include <QWidget>

namespace ga {

CatalogUpdater::CatalogUpdater(QWidget *window) : QObject(window), m_window(window), m_keys(new TencentKeyStore(this)) {}

void CatalogUpdater::start(PriceUpdate *update, const QUrl &catalog, const QList<PriceSource> &sources)
{
    if (std::none_of(sources.cbegin(), sources.cend(), [](const PriceSource &s) { return s.needsKey(); })) {
        update->start(catalog, sources);
        return;
    }
    findTencentCredentials(m_keys,
                           [update = QPointer(update), catalog, sources](std::optional<TencentCredentials> c, const QString &error) {
                               if (!update)
                                   return;
                               update->setTencentCredentials(std::move(c));
                               update->setTencentKeyProblem(error);
                               update->start(catalog, sources);
                           });
}

bool CatalogUpdater::periodicCheckDue(const QDateTime &now)
{
    if (!settings::weeklyCheck.value())
        return false;
    const QDateTime last = settings::lastCheck.value();
    return !last.isValid() || last.addDays(settings::kCheckIntervalDays) <= now;
}

PriceUpdate *CatalogUpdater::begin()
{
    if (isRunning()) {
        Q_EMIT statusMessage(tr("A price update is running already."));
        return nullptr;
    }
    auto *update = new PriceUpdate(CatalogStore(), this);
    update->setReload(true);
    update->setMirror(configuredPriceMirror());
    m_update = update;
    // Connected first, so the window uses the new catalog before any message about it shows.
    connect(update, &PriceUpdate::finished, this, [this, update](const PriceUpdateResult &result) {
        m_update = nullptr;
        update->deleteLater();
        conclude(result);
    });
    return update;
}

void CatalogUpdater::conclude(const PriceUpdateResult &result)
{
    if (result.anyTaken() || result.ok())
        settings::lastCheck.setValue(QDateTime::currentDateTimeUtc());
    if (result.loaded)
        Q_EMIT catalogLoaded(*result.loaded);
    Q_EMIT finished(result);
}

void CatalogUpdater::update(const QUrl &catalog, const QList<PriceSource> &sources)
{
    PriceUpdate *update = begin();
    if (!update)
        return;
    const int steps = int(sources.size()) + (catalog.isEmpty() ? 0 : 1);
    auto *progress = new QProgressDialog(tr("Fetching prices…"), tr("Cancel"), 0, 0, m_window);
    progress->setObjectName(QStringLiteral("refreshProgress"));
    progress->setWindowTitle(tr("Update prices"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumWidth(480);
    connect(progress, &QProgressDialog::canceled, update, &PriceUpdate::cancel);
    // Shown from a timer rather than from the signals: setValue() on a modal dialog runs the event
    // loop, which must not happen inside the download's own signals.
    struct Shown {
        QString label;
        qint64 received = 0;
        qint64 total = -1;
        bool changed = false;
    };
    auto shown = std::make_shared<Shown>();
    connect(update, &PriceUpdate::stepStarted, progress, [shown, steps](int index, const QString &what) {
        shown->label = tr("Step %1 of %2: %3").arg(index + 1).arg(steps).arg(what);
        shown->received = 0;
        shown->total = -1;
        shown->changed = true;
    });
    connect(update, &PriceUpdate::progress, progress, [shown](qint64 received, qint64 total) {
        shown->received = received;
        shown->total = total;
    });
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress, [shown, progress] {
        if (std::exchange(shown->changed, false))
            progress->setLabelText(shown->label);
        if (shown->total > 0) {
            progress->setMaximum(1000);
            progress->setValue(int(std::min<qint64>(1000, shown->received * 1000 / shown->total)));
        } else if (progress->maximum() != 0) {
            progress->setRange(0, 0);
        }
    });
    poll->start(100);
    connect(update, &PriceUpdate::finished, progress, [this, progress, poll](const PriceUpdateResult &result) {
        // Before the result's message box, which runs its own event loop: the poll's setValue()
        // or the dialog's own minimum-duration timer (stopped by reset()) would show it again.
        poll->stop();
        progress->reset();
        progress->hide();
        progress->deleteLater();
        const QStringList warnings = result.warnings();
        QString text = result.summary();
        if (!warnings.isEmpty())
            text += QStringLiteral("\n\n") + tr("Stored catalogs that do not load:") + QLatin1Char('\n') + warnings.join(QLatin1Char('\n'));
        if (result.cancelled() && !result.anyTaken())
            Q_EMIT statusMessage(tr("Cancelled; the prices in use are unchanged."));
        else if (result.ok())
            QMessageBox::information(m_window, result.anyTaken() ? tr("Prices updated") : tr("Prices are up to date"), text);
        else
            QMessageBox::warning(m_window, result.anyTaken() ? tr("Some prices not updated") : tr("Prices not updated"), text);
    });
    start(update, catalog, sources);
}

void CatalogUpdater::checkInBackground(const QUrl &catalog, const QList<PriceSource> &sources)
{
    PriceUpdate *update = begin();
    if (!update)
        return;
    connect(update, &PriceUpdate::finished, this, [this](const PriceUpdateResult &result) {
        int taken = 0;
        for (const PriceUpdateResult::Step &s : result.steps)
            taken += s.result.outcome == RefreshResult::Outcome::Taken ? 1 : 0;
        const int failed =
            int(std::count_if(result.steps.cbegin(), result.steps.cend(), [](const PriceUpdateResult::Step &s) { return !s.result.ok(); }));
        Q_EMIT statusMessage(
            failed == 0 ? tr("Periodic price check: %n source(s) updated.", nullptr, taken)
                        : tr("Periodic price check: %1 updated, %2 failed (Catalog > Update prices says why).").arg(taken).arg(failed));
    });
    start(update, catalog, sources);
}

} // namespace ga
