#include "app/translationmanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ga {

TranslationManager::TranslationManager(QObject *parent) : QObject(parent) {}

QStringList TranslationManager::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString TranslationManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

void TranslationManager::removeTranslators()
{
    for (QTranslator *t : std::as_const(m_installed)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    m_installed.clear();
}

bool TranslationManager::setLanguage(const QString &chosen)
{
    const QString language = chosen.isEmpty() ? systemLanguage() : chosen;
    if (!availableLanguages().contains(language))
        return false;
    removeTranslators();
    m_language = language;
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    // The app's own catalogue carries English plural forms too, so it is installed for "en" as well.
    const QList<std::pair<QString, QString>> files{{QStringLiteral("gpu_advisor_") + language, QStringLiteral(":/i18n")},
                                                   {QStringLiteral("qt_") + language, qtDir},
                                                   {QStringLiteral("qtbase_") + language, qtDir}};
    for (const auto &[name, dir] : files) {
        auto *t = new QTranslator(this);
        if (t->load(name, dir)) {
            QCoreApplication::installTranslator(t);
            m_installed.append(t);
        } else {
            delete t;
        }
    }
    QLocale::setDefault(QLocale(language == QLatin1String("en") ? QStringLiteral("en_US") : language));
    return true;
}

} // namespace ga
