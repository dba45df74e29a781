#pragma once

#include <QByteArray>
#include <QString>

#include "fielderror.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <variant>

// Small helpers that turn nlohmann::json values into checked Qt values, naming the field on error.
namespace ga::json {

// Parses text; the error text names the byte offset. Never throws.
std::variant<nlohmann::json, QString> parse(const QByteArray &text);

// A short description of a value for error messages: "\"abc\"", "-3", "an object".
QString describe(const nlohmann::json &v);

// Integral values (7 or 7.0) that are > 0; nothing otherwise.
std::optional<qint64> positiveInteger(const nlohmann::json &v);

QString qstr(const nlohmann::json &v); // string value, or empty

// Reads fields of one object; remembers the first error and returns defaults after it.
class Reader {
public:
    explicit Reader(const nlohmann::json &object) : m_j(object) {}

    QString string(const char *key);                          // required, non-empty
    QString string(const char *key, const QString &fallback); // optional
    qint64 positive(const char *key);                         // required integer > 0
    qint64 nonNegative(const char *key, qint64 fallback);     // optional integer >= 0
    double number(const char *key);                           // required finite number >= 0
    std::optional<double> optionalNumber(const char *key);    // null/absent -> nothing; must be >= 0
    bool boolean(const char *key, bool fallback);
    std::optional<bool> optionalBoolean(const char *key);     // null/absent -> nothing
    bool has(const char *key) const;

    void fail(const QString &field, const QString &reason);
    const std::optional<FieldError> &error() const { return m_error; }

private:
    const nlohmann::json *find(const char *key) const;
    const nlohmann::json &m_j;
    std::optional<FieldError> m_error;
};

} // namespace ga::json
