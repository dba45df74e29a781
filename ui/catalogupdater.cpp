#include "ui/catalogupdater.h"

#include "data/appsettings.h"

#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>
#include <QWidget>

namespace ga {

CatalogUpdater::CatalogUpdater(QWidget *window) : QObject(window), m_window(window) {}

bool CatalogUpdater::periodicCheckDue(const QDateTime &now)
{
    if (!settings::weeklyCheck.value())
        return false;
    const QDateTime last = settings::lastCheck.value();
    return !last.isValid() || last.addDays(settings::kCheckIntervalDays) <= now;
}

CatalogRefresh *CatalogUpdater::begin()
{
    if (isRunning()) {
        Q_EMIT statusMessage(tr("A price update is running already."));
        return nullptr;
    }
    auto *refresh = new CatalogRefresh(CatalogStore(), this);
    refresh->setReload(true);
    m_refresh = refresh;
    // Connected first, so the window uses the new catalog before any message about it shows.
    connect(refresh, &CatalogRefresh::finished, this, [this, refresh](const RefreshResult &result) {
        m_refresh = nullptr;
        refresh->deleteLater();
        conclude(result);
    });
    return refresh;
}

void CatalogUpdater::conclude(const RefreshResult &result)
{
    if (result.ok())
        settings::lastCheck.setValue(QDateTime::currentDateTimeUtc());
    if (result.loaded)
        Q_EMIT catalogLoaded(*result.loaded);
    Q_EMIT finished(result);
}

void CatalogUpdater::update(const QUrl &url)
{
    CatalogRefresh *refresh = begin();
    if (!refresh)
        return;
    auto *progress = new QProgressDialog(tr("Fetching the catalog from %1…").arg(url.toDisplayString()), tr("Cancel"), 0, 0, m_window);
    progress->setObjectName(QStringLiteral("refreshProgress"));
    progress->setWindowTitle(tr("Update prices"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, refresh, &CatalogRefresh::cancel);
    // Shown from a timer rather than from the signal: setValue() on a modal dialog runs the event
    // loop, which must not happen inside the download's own signals.
    auto share = std::make_shared<std::pair<qint64, qint64>>(0, -1);
    connect(refresh, &CatalogRefresh::progress, progress, [share](qint64 received, qint64 total) { *share = {received, total}; });
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress, [share, progress] {
        if (share->second > 0) {
            progress->setMaximum(1000);
            progress->setValue(int(std::min<qint64>(1000, share->first * 1000 / share->second)));
        }
    });
    poll->start(100);
    connect(refresh, &CatalogRefresh::checking, progress, [progress, poll] {
        poll->stop();
        progress->setLabelText(tr("Checking the catalog…"));
        progress->setCancelButton(nullptr); // the check runs to its end: it stores all or nothing
        progress->setRange(0, 0);
    });
    connect(refresh, &CatalogRefresh::finished, progress, [this, progress](const RefreshResult &result) {
        progress->deleteLater();
        QString text = result.message;
        if (!result.warnings.isEmpty())
            text += QStringLiteral("\n\n") + tr("Stored catalogs that do not load:") + QLatin1Char('\n') +
                result.warnings.join(QLatin1Char('\n'));
        switch (result.outcome) {
        case RefreshResult::Outcome::Taken: QMessageBox::information(m_window, tr("Prices updated"), text); break;
        case RefreshResult::Outcome::UpToDate: QMessageBox::information(m_window, tr("Prices are up to date"), text); break;
        case RefreshResult::Outcome::Cancelled: Q_EMIT statusMessage(result.message); break;
        default: QMessageBox::warning(m_window, tr("Prices not updated"), text); break;
        }
    });
    refresh->start(url);
}

void CatalogUpdater::checkInBackground(const QUrl &url)
{
    CatalogRefresh *refresh = begin();
    if (!refresh)
        return;
    connect(refresh, &CatalogRefresh::finished, this,
            [this](const RefreshResult &result) { Q_EMIT statusMessage(tr("Periodic price check: %1").arg(result.message)); });
    refresh->start(url);
}

} // namespace ga
