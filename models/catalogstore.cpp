#include "catalogstore.h"

#include "jsonutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::CatalogStore)
};
} // namespace

CatalogStore::CatalogStore(QString directory)
    : m_dir(std::move(directory))
{
}

QString CatalogStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/catalogs");
}

QStringList CatalogStore::storedFiles() const
{
    return QDir(m_dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

Catalog CatalogStore::load(QStringList *problems) const
{
    Catalog c = Catalog::bundled();
    for (const QString &name : storedFiles()) {
        QFile f(QDir(m_dir).filePath(name));
        QString problem;
        if (!f.open(QIODevice::ReadOnly)) {
            problem = Text::tr("cannot be read (%1)").arg(f.errorString());
        } else {
            const auto parsed = json::parse(f.readAll());
            if (const auto *e = std::get_if<QString>(&parsed)) {
                problem = *e;
            } else {
                auto piece = Catalog::fromJson(std::get<nlohmann::json>(parsed), &c, name);
                if (const auto *e = std::get_if<FieldError>(&piece))
                    problem = e->message();
                else
                    c.merge(std::get<Catalog>(piece));
            }
        }
        if (!problem.isEmpty() && problems)
            problems->append(Text::tr("%1: %2 (skipped)").arg(f.fileName(), problem));
    }
    return c;
}

Expected<QString> CatalogStore::save(const Catalog &imported, const QString &name) const
{
    QString base = name;
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    if (base.isEmpty())
        base = QStringLiteral("import");
    if (!QDir().mkpath(m_dir))
        return FieldError{m_dir, Text::tr("cannot create the folder")};
    const QString path = QDir(m_dir).filePath(base + QStringLiteral(".json"));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return FieldError{path, Text::tr("cannot be written (%1)").arg(f.errorString())};
    const std::string text = imported.toJson().dump(1);
    if (f.write(text.data(), qint64(text.size())) != qint64(text.size()) || !f.commit())
        return FieldError{path, Text::tr("cannot be written (%1)").arg(f.errorString())};
    return path;
}

bool CatalogStore::remove(const QString &fileName) const
{
    return QFile::remove(QDir(m_dir).filePath(fileName));
}

} // namespace ga
