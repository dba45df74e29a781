#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <optional>

namespace ga {

// One stored setting with its key, default and validator in one declaration (after
// qBittorrent's SettingValue<T>), so no key is typed twice and no range is checked by hand at
// each read. Reads and writes go to QSettings() each time: the window, the command line and the
// refresh see each other's changes at once.
template<typename T>
class SettingValue {
public:
    // Turns a stored value into one the app accepts: the value itself, a clamped one, or nothing
    // when it is refused (the default is used then).
    using Validator = std::function<std::optional<T>(const T &)>;

    SettingValue(const char *key, T defaultValue, Validator validator = {})
        : m_key(QString::fromLatin1(key))
        , m_default(std::move(defaultValue))
        , m_validator(std::move(validator))
    {
    }

    const QString &key() const { return m_key; }
    const T &defaultValue() const { return m_default; }

    // The stored value once validated; the default when it is absent, of another type or refused.
    T value() const
    {
        QVariant stored = QSettings().value(m_key);
        if (!stored.isValid() || !stored.convert(QMetaType::fromType<T>()))
            return m_default;
        T v = stored.value<T>();
        if (!m_validator)
            return v;
        return m_validator(v).value_or(m_default);
    }

    void setValue(const T &value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    // For settings whose default means "not set" (the system's language, the built-in address):
    // the default removes the key rather than storing it.
    void setOrRemove(const T &value) const
    {
        if (value == m_default)
            remove();
        else
            setValue(value);
    }
    void remove() const { QSettings().remove(m_key); }

private:
    QString m_key;
    T m_default;
    Validator m_validator;
};

// Validators for the declarations.
template<typename T>
typename SettingValue<T>::Validator clampedTo(T min, T max)
{
    return [min, max](const T &v) { return std::optional<T>(std::clamp(v, min, max)); };
}

inline SettingValue<QString>::Validator oneOf(QStringList accepted)
{
    return [accepted = std::move(accepted)](const QString &v) { return accepted.contains(v) ? std::optional(v) : std::nullopt; };
}

} // namespace ga
