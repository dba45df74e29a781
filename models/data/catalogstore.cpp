#include "data/catalogstore.h"

#include "base/atomicfile.h"
#include "base/format.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"
#include "data/catalogschema.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QSet>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::CatalogStore)
};

// The stored document's own record of where it came from (top-level keys a catalog reader ignores).
constexpr const char *kImportedFromKey = "imported_from";
constexpr const char *kImportedOnKey = "imported_on";

struct Document {
    Catalog catalog;
    QString importedFrom, importedOn;
};

Expected<Document> loadDocument(const QString &path, const Catalog *known, const QString &origin)
{
    auto data = readInputFile(path, limits::kCatalogBytes);
    if (const auto *e = std::get_if<FieldError>(&data))
        return *e;
    nlohmann::json doc;
    auto c = catalogFromText(std::get<QByteArray>(data), known, origin, &doc);
    if (const auto *e = std::get_if<FieldError>(&c))
        return e->inFile(path);
    Document d{std::get<Catalog>(std::move(c)), {}, {}};
    if (doc.is_object()) {
        if (const auto it = doc.find(kImportedFromKey); it != doc.end())
            d.importedFrom = json::qstr(*it).left(200);
        if (const auto it = doc.find(kImportedOnKey); it != doc.end() && QDate::fromString(json::qstr(*it), Qt::ISODate).isValid())
            d.importedOn = json::qstr(*it);
    }
    return d;
}

// The providers a document holds: described ones and those its instances name.
QStringList providerIds(const Catalog &c)
{
    QSet<QString> ids;
    for (const Provider &p : c.providers)
        ids.insert(p.id);
    for (const Instance &in : c.instances)
        ids.insert(in.provider);
    QStringList sorted(ids.cbegin(), ids.cend());
    sorted.sort();
    return sorted;
}

// "aws", "aws+gcp", "gpus"; long lists are cut, the file keeps every id inside. A provider id may
// hold any character but upper case, space and ':', so the name keeps only what is safe in a
// file name: "../x" must not leave the folder.
QString nameFor(const QStringList &providers)
{
    if (providers.isEmpty())
        return QStringLiteral("gpus");
    QString name = providers.size() <= 4
        ? providers.join(QLatin1Char('+'))
        : providers.mid(0, 3).join(QLatin1Char('+')) + QStringLiteral("+%1-more").arg(providers.size() - 3);
    for (QChar &c : name)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('+') && c != QLatin1Char('-') && c != QLatin1Char('_'))
            c = QLatin1Char('_');
    return name.left(120);
}

// What load() and save() say of a stored document: one description of it.
StoredImport storedImport(const Catalog &c, const QString &fileName, const QString &importedFrom, const QString &importedOn)
{
    return {QFileInfo(fileName).completeBaseName(),
            fileName,
            providerIds(c),
            c.instances.size(),
            c.gpus.size(),
            importedFrom,
            importedOn,
            c.asOf};
}

bool overlaps(const StoredImport &stored, const QStringList &providers)
{
    if (providers.isEmpty() || stored.providers.isEmpty())
        return providers.isEmpty() && stored.providers.isEmpty();
    return std::any_of(providers.cbegin(), providers.cend(), [&stored](const QString &p) { return stored.providers.contains(p); });
}
} // namespace

CatalogStore::CatalogStore(QString dataDirectory) : m_dir(std::move(dataDirectory)) {}

QString CatalogStore::defaultDirectory()
{
    const QString dir = qEnvironmentVariable("GPU_ADVISOR_DATA_DIR");
    return dir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : dir;
}

QString CatalogStore::importsDirectory() const
{
    return m_dir + QStringLiteral("/catalogs");
}

QString CatalogStore::refreshedPath() const
{
    return m_dir + QStringLiteral("/refreshed-catalog.json");
}

QStringList CatalogStore::storedFiles() const
{
    return QDir(importsDirectory()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

LoadedCatalog CatalogStore::load() const
{
    LoadedCatalog out;
    out.catalog = bundledCatalog();
    out.baseVersion = out.catalog.version;
    out.baseAsOf = out.catalog.asOf;
    if (QFileInfo::exists(refreshedPath())) {
        auto refreshed = loadDocument(refreshedPath(), nullptr, QStringLiteral("refreshed"));
        if (auto *d = std::get_if<Document>(&refreshed)) {
            Catalog *c = &d->catalog;
            // A newer application's bundled catalog wins over an older refresh.
            if (c->asOf > out.catalog.asOf) {
                out.catalog = std::move(*c);
                out.refreshed = true;
                out.baseVersion = out.catalog.version;
                out.baseAsOf = out.catalog.asOf;
            }
        } else {
            out.problems << Text::tr("%1 (kept, not used)").arg(std::get<FieldError>(refreshed).message());
        }
    }
    for (const QString &name : storedFiles()) {
        const QString path = QDir(importsDirectory()).filePath(name);
        auto piece = loadDocument(path, &out.catalog, name);
        if (auto *d = std::get_if<Document>(&piece)) {
            const QString importedOn = d->importedOn.isEmpty() ? fileModified(path).date().toString(Qt::ISODate) : d->importedOn;
            out.imports << storedImport(d->catalog, name, d->importedFrom, importedOn);
            out.catalog.merge(std::move(d->catalog));
        } else {
            out.problems << Text::tr("%1 (skipped)").arg(std::get<FieldError>(piece).message());
        }
    }
    return out;
}

Expected<ImportReport> CatalogStore::importFile(const QString &path, const LoadedCatalog &current, const ImportOptions &options,
                                                const ReplaceQuestion &mayReplace) const
{
    auto result = importCatalogFile(path, current.catalog, options);
    if (const auto *e = std::get_if<FieldError>(&result))
        return *e;
    auto report = save(std::get<ImportResult>(result).catalog, QFileInfo(path).fileName(), current, mayReplace);
    if (auto *r = std::get_if<ImportReport>(&report))
        r->result = std::get<ImportResult>(std::move(result));
    else if (auto *e = std::get_if<FieldError>(&report); e->field.isEmpty())
        return e->inFile(path);
    return report;
}

Expected<ImportReport> CatalogStore::save(const Catalog &imported, const QString &importedFrom, const LoadedCatalog &current,
                                          const ReplaceQuestion &mayReplace) const
{
    ImportReport report;
    const QStringList providers = providerIds(imported);
    const QString name = nameFor(providers);
    for (const StoredImport &s : current.imports)
        if (overlaps(s, providers))
            report.replaced << s;
    const QString what = providers.isEmpty() ? Text::tr("GPU descriptions") : providers.join(QStringLiteral(", "));
    if (!report.replaced.isEmpty() && !(mayReplace && mayReplace(report.replaced))) {
        QStringList held;
        for (const StoredImport &s : std::as_const(report.replaced))
            held << s.description();
        return FieldError{QString(), Text::tr("%1 already imported (%2); nothing was stored").arg(what, held.join(QStringLiteral("; ")))};
    }
    // A name another, unrelated import holds (an older store named imports after their files).
    QStringList taken;
    for (const StoredImport &s : current.imports)
        if (!report.replaced.contains(s))
            taken << s.fileName;
    QString fileName = name + QStringLiteral(".json");
    for (int n = 2; taken.contains(fileName); ++n)
        fileName = QStringLiteral("%1-%2.json").arg(name).arg(n);
    const QString path = QDir(importsDirectory()).filePath(fileName);

    // Every row passed the checks a later load applies (checkInstance and friends, one table of
    // limits) as it was read, and the writer and the reader walk the same field tables: what is
    // stored loads back. The whole still needs its ids to resolve on top of what is in use.
    Catalog whole = current.catalog;
    whole.merge(imported);
    if (const auto problems = validateCatalog(whole, 1, CatalogRows::Trusted); !problems.isEmpty())
        return FieldError{
            path, Text::tr("the import would make the catalog invalid (%1); nothing was stored").arg(problems.constFirst().message())};
    report.stored = storedImport(imported, fileName, importedFrom, QDate::currentDate().toString(Qt::ISODate));
    const QByteArray text = catalogToJsonText(
        imported, CatalogStyle::Compact,
        {{QString::fromLatin1(kImportedFromKey), QByteArray::fromStdString(nlohmann::json(importedFrom.toStdString()).dump())},
         {QString::fromLatin1(kImportedOnKey), QByteArray::fromStdString(nlohmann::json(report.stored.importedOn.toStdString()).dump())}});
    // Refused here rather than skipped at every later start.
    if (text.size() > limits::kCatalogBytes)
        return FieldError{path,
                          Text::tr("the stored catalog would be %1 MiB, over the %2 a start reads; nothing was stored")
                              .arg(text.size() / (1024 * 1024))
                              .arg(formatCap(limits::kCatalogBytes))};
    if (auto e = writeFileAtomically(path, text))
        return *e;
    report.storedPath = path;
    for (const StoredImport &s : std::as_const(report.replaced)) {
        if (s.fileName == fileName)
            continue; // the rename replaced it
        if (!QFile::remove(QDir(importsDirectory()).filePath(s.fileName)))
            return FieldError{QDir(importsDirectory()).filePath(s.fileName),
                              Text::tr("%1 was stored, but the import it replaces could not be removed; remove it by hand").arg(path),
                              true};
    }
    if (report.replaced.isEmpty()) {
        report.after = current;
        report.after.catalog = std::move(whole);
        report.after.imports << report.stored;
    } else {
        report.after = load(); // rows of the replaced imports must leave the catalog too
    }
    return report;
}

Expected<StoredImport> CatalogStore::remove(const QString &name, const LoadedCatalog &current) const
{
    QStringList names;
    for (const StoredImport &s : current.imports) {
        if (s.name == name || s.fileName == name) {
            if (!QFile::remove(QDir(importsDirectory()).filePath(s.fileName)))
                return FieldError{QDir(importsDirectory()).filePath(s.fileName), Text::tr("cannot be removed"), true};
            return s;
        }
        names << s.name;
    }
    if (names.isEmpty())
        return FieldError{name, Text::tr("no such stored import: there are none")};
    return FieldError{name, Text::tr("no such stored import; there are: %1").arg(names.join(QStringLiteral(", ")))};
}

QString StoredImport::description() const
{
    QString text = Text::tr("%1: %2 instances").arg(fileName, formatCount(instances));
    if (!providers.isEmpty())
        text += Text::tr(" of %1").arg(providers.join(QStringLiteral(", ")));
    if (!importedFrom.isEmpty())
        text += Text::tr(" from %1").arg(importedFrom);
    if (!importedOn.isEmpty())
        text += Text::tr(", imported %1").arg(importedOn);
    return text;
}

QStringList LoadedCatalog::importFileNames() const
{
    QStringList names;
    for (const StoredImport &s : imports)
        names << s.fileName;
    return names;
}

Expected<QString> CatalogStore::saveRefreshed(const Catalog &catalog) const
{
    if (auto e = writeFileAtomically(refreshedPath(), catalogToJsonText(catalog, CatalogStyle::Compact)))
        return *e;
    return refreshedPath();
}

} // namespace ga
