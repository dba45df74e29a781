#include "jsonutil.h"

#include <QCoreApplication>

#include <cmath>

namespace ga::json {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::json)
};
} // namespace

std::variant<nlohmann::json, QString> parse(const QByteArray &text)
{
    try {
        return nlohmann::json::parse(text.constBegin(), text.constEnd());
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

std::optional<qint64> positiveInteger(const nlohmann::json &v)
{
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > 0 && u < (std::uint64_t(1) << 62))
            return qint64(u);
        return std::nullopt;
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        return i > 0 ? std::optional<qint64>(i) : std::nullopt;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (std::isfinite(d) && d >= 1 && d < 4.0e18 && std::floor(d) == d)
            return qint64(d);
    }
    return std::nullopt;
}

QString qstr(const nlohmann::json &v)
{
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
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
        fail(QString::fromLatin1(key), Text::tr("missing"));
        return {};
    }
    if (!v->is_string() || v->get<std::string>().empty()) {
        fail(QString::fromLatin1(key), Text::tr("must be a non-empty string, got %1").arg(describe(*v)));
        return {};
    }
    return qstr(*v);
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
    return qstr(*v);
}

qint64 Reader::positive(const char *key)
{
    const auto *v = find(key);
    if (!v) {
        fail(QString::fromLatin1(key), Text::tr("missing"));
        return 0;
    }
    const auto i = positiveInteger(*v);
    if (!i) {
        fail(QString::fromLatin1(key), Text::tr("must be a positive integer, got %1").arg(describe(*v)));
        return 0;
    }
    return *i;
}

qint64 Reader::nonNegative(const char *key, qint64 fallback)
{
    const auto *v = find(key);
    if (!v)
        return fallback;
    if (v->is_number() && v->get<double>() == 0.0)
        return 0;
    const auto i = positiveInteger(*v);
    if (!i) {
        fail(QString::fromLatin1(key), Text::tr("must be an integer >= 0, got %1").arg(describe(*v)));
        return fallback;
    }
    return *i;
}

double Reader::number(const char *key)
{
    const auto *v = find(key);
    if (!v) {
        fail(QString::fromLatin1(key), Text::tr("missing"));
        return 0;
    }
    const auto d = optionalNumber(key);
    return d.value_or(0);
}

std::optional<double> Reader::optionalNumber(const char *key)
{
    const auto *v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() < 0) {
        fail(QString::fromLatin1(key), Text::tr("must be a number >= 0, got %1").arg(describe(*v)));
        return std::nullopt;
    }
    return v->get<double>();
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
