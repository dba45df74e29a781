#pragma once

#include "core/catalog.h"
#include "data/catalogimport.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace ga {

// One stored import, catalogs/<name>.json. It is named and keyed by what it holds, the providers
// whose prices it carries ("aws", "aws+gcp"; "gpus" for GPU descriptions only), not by the name of
// the file it came from: SkyPilot names every cloud's file vms.csv.
struct StoredImport {
    QString name;          // "aws": the file name without .json
    QString fileName;      // "aws.json"
    QStringList providers; // sorted provider ids
    qsizetype instances = 0;
    qsizetype gpus = 0;
    QString importedFrom; // the name of the file imported ("vms.csv"); empty in stores from before 0.2
    QString importedOn;   // YYYY-MM-DD
    QString asOf;         // the newest price date in it
    // "aws.json: 1,234 instances of aws from vms.csv, imported 2026-11-30"
    QString description() const;
    bool operator==(const StoredImport &) const = default;
};

// Which catalog is in use: the bundled one or a newer refreshed one, with imports on top.
struct LoadedCatalog {
    Catalog catalog;
    bool refreshed = false;      // a refreshed catalog replaced the bundled one
    QString baseVersion;         // version of the bundled or refreshed catalog
    QString baseAsOf;            // as_of of the bundled or refreshed catalog
    QList<StoredImport> imports; // stored imports merged on top, in order
    QStringList problems;        // stored files that no longer load (skipped, never deleted)
    QStringList importFileNames() const;
};

struct ImportReport {
    ImportResult result; // what the file adds
    LoadedCatalog after; // the catalog in use after the import
    StoredImport stored;
    QList<StoredImport> replaced; // earlier imports of the same providers, now removed
    QString storedPath;
};

// Asked when an import holds providers that stored imports hold already (`existing`): true
// replaces them, false keeps them and stores nothing. The GUI asks the user; the CLI answers
// with --replace.
using ReplaceQuestion = std::function<bool(const QList<StoredImport> &existing)>;

// The user's catalogs, kept in the data folder (QStandardPaths::AppDataLocation, or the folder
// GPU_ADVISOR_DATA_DIR names: tests and the CLI stay out of the real one). Imports live in
// catalogs/<providers>.json, a refreshed catalog in refreshed-catalog.json. Every document is
// validated with the same checks as the bundled catalog before it is written, and written
// through writeFileAtomically(): a refused import changes no stored file.
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

    // The one import sequence of the CLI and the GUI: read (guarded), import, merge onto
    // `current`, validate the whole, store. Nothing is stored unless every step succeeds, and an
    // earlier import of the same providers is replaced only when `mayReplace` says so.
    Expected<ImportReport> importFile(const QString &path, const LoadedCatalog &current, const ImportOptions &options,
                                      const ReplaceQuestion &mayReplace = {}) const;

    // Stores `imported` (from the file named `importedFrom`) after checking every row as a load on
    // top of `current` will, and that the stored document stays within what a load reads.
    Expected<ImportReport> save(const Catalog &imported, const QString &importedFrom, const LoadedCatalog &current,
                                const ReplaceQuestion &mayReplace = {}) const;

    // Removes the stored import `name` ("aws", or its file name "aws.json"); the error lists the
    // names there are.
    Expected<StoredImport> remove(const QString &name, const LoadedCatalog &current) const;

    // Stores a refreshed catalog (a whole catalog, validated by the caller) atomically.
    Expected<QString> saveRefreshed(const Catalog &catalog) const;

private:
    QString m_dir;
};

} // namespace ga
