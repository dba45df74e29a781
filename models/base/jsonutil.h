#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include "base/fielderror.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <variant>
#include <vector>

// The one reader of JSON documents (catalogs, scenarios, presets, Hugging Face configs): parsing
// never throws, and every value is type- and range-checked before it is converted, so that no
// input wraps, truncates or is silently reinterpreted. Errors name the field.
namespace ga::json {

// Deepest nesting of arrays and objects a document may have: catalogs, scenarios and Hugging
// Face configs nest 5 levels at most.
inline constexpr int kMaxDepth = 64;

// Parses text; the error text names the byte offset. Never throws. A callback sees each value as
// the parser reaches it and may drop it from the tree (nlohmann's parser_callback_t); it must not throw.
std::variant<nlohmann::json, QString> parse(const QByteArray &text, const nlohmann::json::parser_callback_t &callback = nullptr);

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

// Shares equal strings among the rows of one document: the rows of an import repeat a source,
// a date, a region or a note row after row, which then take memory, and time, once. A field's
// value is shared with the row before when it is the same (one comparison, no hashing), a short
// value with any before it (the first kMaxShort kept).
class StringPool {
public:
    QString get(const char *key, const std::string &utf8); // `key`: the field's name, a literal

private:
    static constexpr std::size_t kShortBytes = 48;
    static constexpr qsizetype kMaxShort = 4096;
    QHash<QByteArray, QString> m_short;
    struct Last {
        const char *key;
        std::string utf8;
        QString text;
    };
    std::vector<Last> m_last;
};

// Reads fields of one object; remembers the first error and returns defaults after it. Its
// strings come from `pool` when one is given.
class Reader {
public:
    explicit Reader(const nlohmann::json &object, StringPool *pool = nullptr) : m_j(object), m_pool(pool) {}

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
    QString text(const char *key, const nlohmann::json &v);

    const nlohmann::json &m_j;
    StringPool *m_pool;
    std::optional<FieldError> m_error;
    QString m_missing;
};

} // namespace ga::json
