#include "session/scenariodocument.h"

#include "data/appsettings.h"
#include "data/catalogstore.h"
#include "data/scenariofile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ScenarioDocument)
};

} // namespace

ScenarioDocument::ScenarioDocument(QString dataDirectory, QObject *parent) : QObject(parent), m_dataDir(std::move(dataDirectory))
{
    m_wasRunning = settings::sessionRunning.value();
    settings::sessionRunning.setValue(true);
}

ScenarioDocument::~ScenarioDocument() = default;

QString ScenarioDocument::displayName() const
{
    return m_path.isEmpty() ? Text::tr("Untitled", "scenario document") : QFileInfo(m_path).fileName();
}

void ScenarioDocument::setCurrent(const Scenario &s)
{
    m_current = s;
    setModified(s != m_saved);
}

Expected<Scenario> ScenarioDocument::open(const QString &path, const Scenario &base)
{
    auto loaded = loadScenarioFile(path, base);
    if (const auto *e = std::get_if<FieldError>(&loaded)) {
        if (!QFileInfo::exists(path))
            forgetRecent(path);
        return *e;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_current = std::get<Scenario>(loaded);
    m_saved = m_current;
    m_modified = false;
    addRecent(m_path);
    return m_current;
}

std::optional<FieldError> ScenarioDocument::saveAs(const QString &path)
{
    if (auto e = saveScenarioFile(path, m_current))
        return e;
    m_path = QFileInfo(path).absoluteFilePath();
    m_saved = m_current;
    m_modified = false;
    discardRecovery();
    addRecent(m_path);
    return std::nullopt;
}

void ScenarioDocument::reset(const Scenario &s)
{
    m_path.clear();
    m_current = s;
    m_saved = s;
    setModified(false);
    Q_EMIT changed();
}

QStringList ScenarioDocument::recentFiles() const
{
    return settings::recentFiles.value().mid(0, kMaxRecent);
}

void ScenarioDocument::addRecent(const QString &path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    settings::recentFiles.setValue(list.mid(0, kMaxRecent));
    Q_EMIT changed();
}

void ScenarioDocument::forgetRecent(const QString &path)
{
    QStringList list = recentFiles();
    if (list.removeAll(QFileInfo(path).absoluteFilePath()) + list.removeAll(path) == 0)
        return;
    settings::recentFiles.setValue(list);
    Q_EMIT changed();
}

void ScenarioDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    Q_EMIT changed();
}

QString ScenarioDocument::autosavePath() const
{
    return m_dataDir + QStringLiteral("/autosave") + QString::fromLatin1(kScenarioSuffix);
}

std::optional<FieldError> ScenarioDocument::autosave()
{
    if (!m_modified)
        return std::nullopt;
    if (auto e = saveScenarioFile(autosavePath(), m_current))
        return e; // the previous autosave stays as it was
    settings::autosaveOrigin.setValue(m_path);
    return std::nullopt;
}

std::optional<ScenarioDocument::Recovery> ScenarioDocument::pendingRecovery(const Scenario &base) const
{
    const QFileInfo file(autosavePath());
    if (!m_wasRunning || !file.exists())
        return std::nullopt;
    auto loaded = loadScenarioFile(file.filePath(), base);
    if (!std::holds_alternative<Scenario>(loaded))
        return std::nullopt; // a damaged autosave is no recovery; it stays on disk until discarded
    return Recovery{std::get<Scenario>(loaded), settings::autosaveOrigin.value(), file.lastModified()};
}

void ScenarioDocument::discardRecovery()
{
    QFile::remove(autosavePath());
    settings::autosaveOrigin.remove();
}

void ScenarioDocument::markCleanShutdown()
{
    discardRecovery();
    settings::sessionRunning.setValue(false);
}

} // namespace ga
