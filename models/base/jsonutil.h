#pragma once

#include <QByteArray>
#include <QString>

#include "base/fielderror.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <variant>

// The one reader of JSON documents (catalogs, scenarios, presets, Hugging Face configs): parsing
// never throws, and every value is type- and range-checked before it is converted, so that no
// input wraps, truncates or is silently reinterpreted. Errors name the field.
namespace ga::json {

// Deepest nesting of arrays and objects a document may have: catalogs, scenarios and Hugging
// Face configs nest 5 levels at most.
inline constexpr int kMaxDepth = 64;

// Parses text; the error text names the byte offset. Never throws.
std::variant<nlohmann::json, QString> parse(const QByteArray &text);

// A short description of a value for error messages: "\"abc\"", "-3", "an object".
QString describe(const nlohmann::json &v);

QString qstr(const nlohmann::json &v); // string value, or empty

// An inclusive range for numbers; `minExclusive` makes the lower bound strict (> 0).
struct Range {
    double min = 0;
    double max = 0;
    bool minExclusive = false;
    bool contains(double v) const { return v <= max && (minExclusive ? v > min : v >= min); }
    QString describe() const; // "between 1 and 64", "more than 0 and at most 24"
};

// The integer `v` holds when it is a whole number within [min, max]; nothing otherwise. The
// check runs on the JSON value itself (int64, uint64 or double) before any conversion.
std::optional<qint64> wholeNumber(const nlohmann::json &v, qint64 min, qint64 max);

// Reads fields of one object; remembers the first error and returns defaults after it.
class Reader {
public:
    explicit Reader(const nlohmann::json &object) : m_j(object) {}

    QString string(const char *key);                                        // required, non-empty
    QString string(const char *key, const QString &fallback);               // optional
    std::optional<qint64> integer(const char *key, qint64 min, qint64 max); // optional
    qint64 integer(const char *key, qint64 min, qint64 max, qint64 fallback);
    qint64 requiredInteger(const char *key, qint64 min, qint64 max);
    std::optional<double> number(const char *key, const Range &range); // optional
    double requiredNumber(const char *key, const Range &range);
    bool boolean(const char *key, bool fallback);
    std::optional<bool> optionalBoolean(const char *key); // null/absent -> nothing
    bool has(const char *key) const;
    const nlohmann::json *find(const char *key) const; // null/absent -> nullptr

    // The reason a missing required key gives (e.g. "missing (required for model_type llama)").
    void setMissingReason(const QString &reason) { m_missing = reason; }
    void fail(const QString &field, const QString &reason);
    const std::optional<FieldError> &error() const { return m_error; }

private:
    const nlohmann::json &m_j;
    std::optional<FieldError> m_error;
    QString m_missing;
};

} // namespace ga::json
