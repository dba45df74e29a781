#pragma once

#include "catalog.h"

#include <QString>
#include <QStringList>

namespace ga {

// Imported catalogs kept in the user's data folder (QStandardPaths::AppDataLocation/catalogs).
// Each import is one validated JSON bundle written atomically (QSaveFile); the effective catalog
// is the bundled one with every stored import merged on top, in file-name order.
class CatalogStore {
public:
    explicit CatalogStore(QString directory = defaultDirectory());
    static QString defaultDirectory();

    QString directory() const { return m_dir; }
    QStringList storedFiles() const;

    // Bundled + stored. A stored file that no longer loads is skipped and reported in `problems`;
    // the rest still loads (a bad file never takes the last good state away).
    Catalog load(QStringList *problems = nullptr) const;

    // Stores `imported` as <name>.json (replacing an earlier import of that name). Returns the
    // path, or the reason it could not be written; a failed write leaves the old file intact.
    Expected<QString> save(const Catalog &imported, const QString &name) const;
    bool remove(const QString &fileName) const;

private:
    QString m_dir;
};

} // namespace ga
