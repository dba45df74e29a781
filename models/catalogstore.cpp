#include "catalogstore.h"

#include "inputfile.h"
#include "jsonutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::CatalogStore)
};

Expected<Catalog> loadDocument(const QString &path, const Catalog *known, const QString &origin)
{
    auto data = readInputFile(path, limits::kCatalogBytes);
    if (const auto *e = std::get_if<FieldError>(&data))
        return *e;
    const auto parsed = json::parse(std::get<QByteArray>(data));
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{path, *e};
    auto c = Catalog::fromJson(std::get<nlohmann::json>(parsed), known, origin);
    if (const auto *e = std::get_if<FieldError>(&c))
        return e->inFile(path);
    return c;
}

QByteArray serialise(const Catalog &c)
{
    return c.toJsonText(Catalog::Style::Compact);
}
} // namespace

std::optional<FieldError> writeFileAtomically(const QString &path, const QByteArray &text)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return FieldError{dir, Text::tr("cannot create the folder"), true};
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return FieldError{path, Text::tr("cannot be written (%1)").arg(f.errorString()), true};
    if (f.write(text) != text.size() || !f.commit())
        return FieldError{path, Text::tr("cannot be written (%1)").arg(f.errorString()), true};
    return std::nullopt;
}

CatalogStore::CatalogStore(QString dataDirectory)
    : m_dir(std::move(dataDirectory))
{
}

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
    out.catalog = Catalog::bundled();
    out.baseVersion = out.catalog.version;
    out.baseAsOf = out.catalog.asOf;
    if (QFileInfo::exists(refreshedPath())) {
        auto refreshed = loadDocument(refreshedPath(), nullptr, QStringLiteral("refreshed"));
        if (auto *c = std::get_if<Catalog>(&refreshed)) {
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
        auto piece = loadDocument(QDir(importsDirectory()).filePath(name), &out.catalog, name);
        if (auto *c = std::get_if<Catalog>(&piece)) {
            out.catalog.merge(*c);
            out.imports << name;
        } else {
            out.problems << Text::tr("%1 (skipped)").arg(std::get<FieldError>(piece).message());
        }
    }
    return out;
}

Expected<ImportReport> CatalogStore::importFile(const QString &path, const Catalog &current, const ImportOptions &options) const
{
    auto result = importCatalogFile(path, current, options);
    if (const auto *e = std::get_if<FieldError>(&result))
        return *e;
    ImportReport report;
    report.result = std::get<ImportResult>(std::move(result));
    report.merged = current;
    report.merged.merge(report.result.catalog);
    auto saved = save(report.result.catalog, QFileInfo(path).completeBaseName(), current);
    if (const auto *e = std::get_if<FieldError>(&saved))
        return *e;
    report.storedPath = std::get<QString>(saved);
    return report;
}

Expected<QString> CatalogStore::save(const Catalog &imported, const QString &name, const Catalog &base) const
{
    // Plain, visible file names: "my import" -> "my_import.json", ".aws" -> "aws.json".
    QString stem = name;
    stem.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    while (stem.startsWith(QLatin1Char('.')))
        stem.remove(0, 1);
    if (stem.isEmpty())
        stem = QStringLiteral("import");
    const QString path = QDir(importsDirectory()).filePath(stem + QStringLiteral(".json"));
    // Every row passed the checks a later load applies (checkInstance and friends, one table of
    // limits), and the writer and the reader walk the same field tables: what is stored loads
    // back (tst_catalog's property test generates rows to prove it).
    // Every row was checked as it was read (the checks a load applies); the whole still needs its
    // ids to resolve on top of `base`.
    Catalog whole = base;
    whole.merge(imported);
    if (const auto problems = whole.validate(1, Catalog::Rows::Trusted); !problems.isEmpty())
        return FieldError{path, Text::tr("the import would make the catalog invalid (%1); nothing was stored")
                                    .arg(problems.constFirst().message())};
    if (auto e = writeFileAtomically(path, serialise(imported)))
        return *e;
    return path;
}

Expected<QString> CatalogStore::saveRefreshed(const Catalog &catalog) const
{
    if (auto e = writeFileAtomically(refreshedPath(), serialise(catalog)))
        return *e;
    return refreshedPath();
}

bool CatalogStore::remove(const QString &fileName) const
{
    return QFile::remove(QDir(importsDirectory()).filePath(fileName));
}

} // namespace ga
