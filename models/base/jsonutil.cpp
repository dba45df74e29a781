#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ga::json {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::json)
};

QString plain(double v)
{
    // Whole numbers without exponent or decimals ("65,536"), others as written ("0.2").
    if (std::floor(v) == v && std::abs(v) < 1e15)
        return QLocale(QLocale::English).toString(qint64(v));
    return QString::number(v, 'g', 6);
}
} // namespace

std::variant<nlohmann::json, QString> parse(const QByteArray &text, const nlohmann::json::parser_callback_t &callback)
{
    // Nesting is checked before nlohmann sees the text: 120 MB of "[" would otherwise become
    // 4.5 GB of empty arrays before any error. One pass, no allocation.
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxDepth)
                return Text::tr("invalid JSON at byte %1: nested deeper than %2 levels").arg(qulonglong(i + 1)).arg(kMaxDepth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    try {
        return nlohmann::json::parse(text.constBegin(), text.constEnd(), callback);
    } catch (const nlohmann::json::parse_error &e) {
        return Text::tr("invalid JSON at byte %1").arg(qulonglong(e.byte));
    } catch (const std::exception &e) {
        return Text::tr("invalid JSON (%1)").arg(QString::fromUtf8(e.what()));
    }
}

QString describe(const nlohmann::json &v)
{
    switch (v.type()) {
    case nlohmann::json::value_t::null: return QStringLiteral("null");
    case nlohmann::json::value_t::object: return Text::tr("an object");
    case nlohmann::json::value_t::array: return Text::tr("an array");
    case nlohmann::json::value_t::string: {
        QString s = QString::fromStdString(v.get<std::string>());
        if (s.size() > 40)
            s = s.left(40) + QStringLiteral("...");
        return QLatin1Char('"') + s + QLatin1Char('"');
    }
    default: return QString::fromStdString(v.dump());
    }
}

QString qstr(const nlohmann::json &v)
{
    return v.is_string() ? QString::fromStdString(v.get_ref<const std::string &>()) : QString();
}

QString StringPool::get(const char *key, const std::string &utf8)
{
    auto last = std::find_if(m_last.begin(), m_last.end(), [key](const Last &l) { return l.key == key; });
    if (last == m_last.end())
        last = m_last.insert(m_last.end(), Last{key, {}, {}});
    if (last->utf8 == utf8)
        return last->text;
    last->utf8 = utf8;
    // Short values (regions, GPUs, dates) also repeat out of turn: those are shared by value.
    if (utf8.size() <= kShortBytes) {
        const QByteArray lookup = QByteArray::fromRawData(utf8.data(), qsizetype(utf8.size()));
        if (const auto it = m_short.constFind(lookup); it != m_short.cend())
            return last->text = *it;
        last->text = QString::fromStdString(utf8);
        if (m_short.size() < kMaxShort)
            m_short.insert(QByteArray(utf8.data(), qsizetype(utf8.size())), last->text);
        return last->text;
    }
    return last->text = QString::fromStdString(utf8);
}

QString Range::describe() const
{
    if (minExclusive)
        return Text::tr("more than %1 and at most %2").arg(plain(min), plain(max));
    return Text::tr("between %1 and %2").arg(plain(min), plain(max));
}

std::optional<qint64> wholeNumber(const nlohmann::json &v, qint64 min, qint64 max)
{
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (max >= 0 && u <= std::uint64_t(max) && qint64(u) >= min)
            return qint64(u);
        return std::nullopt;
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        return i >= min && i <= max ? std::optional<qint64>(i) : std::nullopt;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (std::isfinite(d) && std::floor(d) == d && d >= double(min) && d <= double(max))
            return qint64(d);
    }
    return std::nullopt;
}

const nlohmann::json *Reader::find(const char *key) const
{
    if (!m_j.is_object())
        return nullptr;
    const auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null())
        return nullptr;
    return &*it;
}

bool Reader::has(const char *key) const
{
    return find(key) != nullptr;
}

void Reader::fail(const QString &field, const QString &reason)
{
    if (!m_error)
        m_error = FieldError{field, reason};
}

QString Reader::string(const char *key)
{
    const auto *v = find(key);
    if (!v) {
        fail(QString::fromLatin1(key), m_missing.isEmpty() ? Text::tr("missing") : m_missing);
        return {};
    }
    if (!v->is_string() || v->get_ref<const std::string &>().empty()) {
        fail(QString::fromLatin1(key), Text::tr("must be a non-empty string, got %1").arg(describe(*v)));
        return {};
    }
    return text(key, *v);
}

QString Reader::string(const char *key, const QString &fallback)
{
    const auto *v = find(key);
    if (!v)
        return fallback;
    if (!v->is_string()) {
        fail(QString::fromLatin1(key), Text::tr("must be a string, got %1").arg(describe(*v)));
        return fallback;
    }
    return text(key, *v);
}

QString Reader::text(const char *key, const nlohmann::json &v)
{
    return m_pool ? m_pool->get(key, v.get_ref<const std::string &>()) : qstr(v);
}

std::optional<qint64> Reader::integer(const char *key, qint64 min, qint64 max)
{
    const auto *v = find(key);
    if (!v)
        return std::nullopt;
    const auto i = wholeNumber(*v, min, max);
    if (!i)
        fail(QString::fromLatin1(key),
             Text::tr("must be a whole number between %1 and %2, got %3").arg(plain(double(min)), plain(double(max)), describe(*v)));
    return i;
}

qint64 Reader::integer(const char *key, qint64 min, qint64 max, qint64 fallback)
{
    return integer(key, min, max).value_or(fallback);
}

qint64 Reader::requiredInteger(const char *key, qint64 min, qint64 max)
{
    if (!find(key)) {
        fail(QString::fromLatin1(key), m_missing.isEmpty() ? Text::tr("missing") : m_missing);
        return min;
    }
    return integer(key, min, max).value_or(min);
}

std::optional<double> Reader::number(const char *key, const Range &range)
{
    const auto *v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || !range.contains(v->get<double>())) {
        fail(QString::fromLatin1(key), Text::tr("must be a number %1, got %2").arg(range.describe(), describe(*v)));
        return std::nullopt;
    }
    return v->get<double>();
}

double Reader::requiredNumber(const char *key, const Range &range)
{
    if (!find(key)) {
        fail(QString::fromLatin1(key), m_missing.isEmpty() ? Text::tr("missing") : m_missing);
        return range.min;
    }
    return number(key, range).value_or(range.min);
}

bool Reader::boolean(const char *key, bool fallback)
{
    return optionalBoolean(key).value_or(fallback);
}

std::optional<bool> Reader::optionalBoolean(const char *key)
{
    const auto *v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        fail(QString::fromLatin1(key), Text::tr("must be true or false, got %1").arg(describe(*v)));
        return std::nullopt;
    }
    return v->get<bool>();
}

} // namespace ga::json
