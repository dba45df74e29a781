#include "data/alibabaprices.h"

#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QSet>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::AlibabaPrices)
};

// Linux on a VPC, I/O-optimised: what every GPU type is sold as (the key's last three parts).
constexpr auto kLinuxVpc = "::vpc::linux::optimized";
// The price calculator's own cap on a price is far below this; anything above is a broken file.
constexpr double kMaxPrice = 1e7;
// Alibaba's GPU families: gn*, ebmgn* (bare metal), sgn*/vgn* (shared and virtual GPUs).
const QRegularExpression &gpuFamily()
{
    static const QRegularExpression re(QStringLiteral("^ecs\\.(ebm|s|v)?gn"));
    return re;
}

// The price of `period` 1 in one of an entry's arrays ("hours", "months", "years"): absent when
// the array is; an error names the element.
std::optional<double> periodOnePrice(const nlohmann::json &entry, const char *unit, const QString &where, std::optional<FieldError> &error)
{
    const auto it = entry.find(unit);
    if (it == entry.end() || it->is_null())
        return std::nullopt;
    const QString field = where + QLatin1Char('.') + QLatin1String(unit);
    if (!it->is_array()) {
        error = FieldError{field, Text::tr("is %1, not an array of prices").arg(json::describe(*it))};
        return std::nullopt;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const nlohmann::json &p = (*it)[i];
        const QString at = field + QStringLiteral("[%1]").arg(i);
        if (!p.is_object() || !p.contains("period") || !p.contains("price")) {
            error = FieldError{at, Text::tr("is %1, not {\"price\", \"period\"}").arg(json::describe(p))};
            return std::nullopt;
        }
        if (json::qstr(p["period"]) != QLatin1String("1"))
            continue;
        bool ok = false;
        const double price = json::qstr(p["price"]).toDouble(&ok); // C locale: "4.414"
        if (!ok || !(price > 0) || price > kMaxPrice) {
            error = FieldError{at + QStringLiteral(".price"),
                               Text::tr("is %1, not a price as a decimal string").arg(json::describe(p["price"]))};
            return std::nullopt;
        }
        return price;
    }
    return std::nullopt;
}

} // namespace

Expected<AlibabaPriceFile> readAlibabaPriceFile(const QByteArray &text)
{
    auto parsed = json::parse(text);
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{QString(), *e};
    const nlohmann::json &root = std::get<nlohmann::json>(parsed);
    if (!root.is_object())
        return FieldError{QString(), Text::tr("is %1, not Alibaba's price file (an object with pricingInfo)").arg(json::describe(root))};
    AlibabaPriceFile f;
    json::Reader r(root);
    f.currency = r.string("currency");
    f.version = r.string("version", QString());
    const QString published = r.string("publicationDate");
    if (const auto e = r.error())
        return *e;
    if (f.currency != QLatin1String("CNY") && f.currency != QLatin1String("USD"))
        return FieldError{QStringLiteral("currency"), Text::tr("is %1, not CNY or USD").arg(f.currency)};
    const QDateTime when = QDateTime::fromString(published, Qt::ISODate);
    if (!when.isValid())
        return FieldError{QStringLiteral("publicationDate"), Text::tr("is \"%1\", not an ISO 8601 date and time").arg(published)};
    f.publishedOn = when.date().toString(Qt::ISODate);
    const auto info = root.find("pricingInfo");
    if (info == root.end() || !info->is_object() || info->empty())
        return FieldError{QStringLiteral("pricingInfo"), Text::tr("is missing or empty: the file prices nothing")};
    f.prices.reserve(int(info->size() / 8));
    for (auto it = info->begin(); it != info->end(); ++it) {
        ++f.entriesRead;
        const QString key = QString::fromStdString(it.key());
        const QString where = QStringLiteral("pricingInfo[\"%1\"]").arg(key);
        const QStringList parts = key.split(QStringLiteral("::"));
        if (parts.size() != 5 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
            return FieldError{where, Text::tr("is not RegionId::InstanceType::NetworkType::OSType::IoOptimized")};
        if (!it->is_object())
            return FieldError{where, Text::tr("is %1, not an object of prices").arg(json::describe(*it))};
        if (!key.endsWith(QLatin1String(kLinuxVpc)))
            continue;
        std::optional<FieldError> error;
        AlibabaPriceFile::Price p;
        p.hourly = periodOnePrice(*it, "hours", where, error);
        if (!error)
            p.monthly = periodOnePrice(*it, "months", where, error);
        if (error)
            return *error;
        if (p.hourly || p.monthly)
            f.prices.insert(parts.at(0) + QStringLiteral("::") + parts.at(1), p);
    }
    return f;
}

AlibabaRepricing repriceAlibaba(const AlibabaPriceFile &file, const Catalog &catalog, const QString &source)
{
    AlibabaRepricing out;
    // Regions the file prices each type in, for the rows sold on request.
    QHash<QString, QStringList> regionsOf;
    for (auto it = file.prices.cbegin(); it != file.prices.cend(); ++it) {
        const QString &key = it.key();
        const qsizetype cut = key.indexOf(QStringLiteral("::"));
        regionsOf[key.mid(cut + 2)] << key.left(cut);
    }
    QSet<QString> known;
    QHash<QString, QString> inUse; // each Alibaba row's key -> the day of its prices
    for (const Instance &row : catalog.instances)
        if (row.provider == QLatin1String("alibaba") && row.prices.any())
            inUse.insert(row.key(), row.asOf);
    const QString notes = Text::tr("Linux, VPC, I/O-optimised prices (pay-as-you-go; one-month subscription) from Alibaba's ECS price "
                                   "file, version %1, published %2.")
                              .arg(file.version, file.publishedOn);
    const auto priced = [&](const Instance &row, const QString &region, const AlibabaPriceFile::Price &p) {
        Instance in = row;
        in.region = region;
        in.prices = Prices{p.hourly, p.monthly, std::nullopt, std::nullopt};
        in.currency = file.currency;
        in.priceEstimated = false;
        in.priceBasis.clear();
        in.asOf = file.publishedOn;
        in.source = source;
        in.notes = notes;
        return in;
    };
    for (const Instance &row : catalog.instances) {
        if (row.provider != QLatin1String("alibaba"))
            continue;
        known.insert(row.type);
        const bool onRequest = !row.prices.any();
        const QStringList regions = onRequest ? regionsOf.value(row.type) : QStringList{row.region};
        for (const QString &region : regions) {
            const auto p = file.prices.constFind(region + QStringLiteral("::") + row.type);
            if (p == file.prices.cend())
                continue;
            Instance in = priced(row, region, *p);
            if (const auto day = inUse.constFind(in.key()); day != inUse.cend() && !(file.publishedOn > *day)) {
                ++out.notNewer;
                continue;
            }
            out.instances << in;
        }
    }
    for (auto it = regionsOf.cbegin(); it != regionsOf.cend(); ++it)
        if (!known.contains(it.key()) && gpuFamily().match(it.key()).hasMatch())
            ++out.unknownTypes;
    return out;
}

} // namespace ga
