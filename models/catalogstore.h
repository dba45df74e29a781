#pragma once

#include "catalog.h"
#include "catalogimport.h"

#include <QString>
#include <QStringList>

namespace ga {

// Which catalog is in use: the bundled one or a newer refreshed one, with imports on top.
struct LoadedCatalog {
    Catalog catalog;
    bool refreshed = false;    // a refreshed catalog replaced the bundled one
    QString baseVersion;       // version of the bundled or refreshed catalog
    QString baseAsOf;          // as_of of the bundled or refreshed catalog
    QStringList imports;       // stored imports merged on top, in order
    QStringList problems;      // stored files that no longer load (skipped, never deleted)
};

struct ImportReport {
    ImportResult result;       // what the file adds
    Catalog merged;            // the catalog in use after the import
    QString storedPath;
};

// The user's catalogs, kept in the data folder (QStandardPaths::AppDataLocation, or the folder
// GPU_ADVISOR_DATA_DIR names: tests and the CLI stay out of the real one). Imports live in
// catalogs/<name>.json, a refreshed catalog in refreshed-catalog.json. Every document is
// validated with the same checks as the bundled catalog before it is written, and written
// atomically (QSaveFile): a refused import changes no stored file.
class CatalogStore {
public:
    explicit CatalogStore(QString dataDirectory = defaultDirectory());
    static QString defaultDirectory();

    QString dataDirectory() const { return m_dir; }
    QString importsDirectory() const;
    QString refreshedPath() const;
    QStringList storedFiles() const;

    // Bundled (or the stored refreshed catalog when it is newer) + every stored import. A stored
    // file that no longer loads is skipped and reported; the rest still loads.
    LoadedCatalog load() const;

    // The one import sequence of the CLI and the GUI: read (guarded), import, merge onto `current`,
    // validate the whole, store. Nothing is stored unless every step succeeds.
    Expected<ImportReport> importFile(const QString &path, const Catalog &current, const ImportOptions &options) const;

    // Stores `imported` as catalogs/<name>.json (replacing an earlier import of that name) after
    // checking every row as a load on top of `base` will. Returns the path, or why not.
    Expected<QString> save(const Catalog &imported, const QString &name, const Catalog &base = Catalog::bundled()) const;
    bool remove(const QString &fileName) const;

    // Stores a refreshed catalog (a whole catalog, validated by the caller) atomically.
    Expected<QString> saveRefreshed(const Catalog &catalog) const;

private:
    QString m_dir;
};

// Writes `text` to `path` atomically; the error names the file.
std::optional<FieldError> writeFileAtomically(const QString &path, const QByteArray &text);

} // namespace ga
