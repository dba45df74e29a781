#pragma once

#include "data/catalogstore.h"

#include <QObject>

class QWidget;

namespace ga {

class AdvisorSession;
class CatalogUpdater;

// The Catalog menu's work for the window: which catalog is in use (the bundled or refreshed base
// and the imports on top), importing a file off the GUI thread with a cancellable progress
// dialog, the stored imports, and price updates (CatalogUpdater). Each catalog taken goes to the
// session; messages for the status bar come out of statusMessage.
class CatalogController final : public QObject {
    Q_OBJECT

public:
    // `inUse` says which catalog the session was given (its catalog itself is not kept: the session holds it).
    CatalogController(AdvisorSession *session, const LoadedCatalog &inUse, QWidget *window);

    CatalogUpdater *updater() const { return m_updater; }
    // "Bundled catalog … · N instances · M providers · prices in USD", for the status bar.
    QString statusText() const;
    // Each provider's price date, one per line: the status text's tooltip.
    QString priceDatesText() const;
    // The periodic price check, when it is on and due, a while after start-up.
    void scheduleCheck();

public Q_SLOTS:
    // Asks once for a Tencent Cloud key when none is stored, then updates.
    void updatePrices();
    // Catalog > Tencent Cloud API key.
    void editTencentKey();
    void importCatalog();
    void importFrom(const QString &path);
    void showStoredImports();

Q_SIGNALS:
    void importFinished(bool ok, const QString &message);
    void statusMessage(const QString &text, int timeoutMs);

private:
    // Asks whose prices a CSV holds when its name does not say; empty when the user cancels.
    QString askImportProvider(const QString &path);
    // Replace the stored imports of the providers a new import holds? (asked before it is stored)
    bool confirmReplace(const QList<StoredImport> &existing);
    // `catalog` is the one the session holds or is about to hold (`loaded`'s may have moved there).
    void remember(const LoadedCatalog &loaded, const Catalog &catalog);
    void use(const LoadedCatalog &loaded);

    AdvisorSession *m_session;
    QWidget *m_window;
    CatalogUpdater *m_updater;
    LoadedCatalog m_inUse;                           // its catalog is left empty: the session holds it
    QList<std::pair<QString, QString>> m_priceDates; // {provider label, newest as_of} of the catalog in use
};

} // namespace ga
