#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

namespace ga {

// Installs the application's, Qt's and qtbase's translators for one language and swaps them at
// run time (after NotepadNext's TranslationManager). "en" and unknown languages mean English.
class TranslationManager final : public QObject {
    Q_OBJECT

public:
    explicit TranslationManager(QObject *parent = nullptr);

    static QStringList availableLanguages(); // "en", "zh_CN"
    static QString systemLanguage();         // the closest available to the system locale

    bool setLanguage(const QString &language); // empty = systemLanguage(), as the setting stores it
    QString language() const { return m_language; }

private:
    void removeTranslators();

    QString m_language = QStringLiteral("en");
    QList<QTranslator *> m_installed;
};

} // namespace ga
