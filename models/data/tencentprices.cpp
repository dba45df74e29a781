#include "data/tencentprices.h"

#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::TencentPrices)
};

// Far above any instance's price in yuan an hour or a month: anything higher is a broken answer.
constexpr double kMaxPrice = 1e7;
constexpr double kMaxGpus = 64;

} // namespace

Expected<TencentRegionPrices> readTencentZoneConfigs(const QByteArray &text, const QString &region)
{
    auto parsed = json::parse(text);
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{QString(), *e};
    const nlohmann::json &root = std::get<nlohmann::json>(parsed);
    const auto response = root.is_object() ? root.find("Response") : root.end();
    if (!root.is_object() || response == root.end() || !response->is_object())
        return FieldError{QStringLiteral("Response"), Text::tr("missing: not an answer of Tencent Cloud's API")};
    if (const auto error = response->find("Error"); error != response->end()) {
        // The API answers a refused call with HTTP 200 and this object.
        const QString code = error->is_object() ? json::qstr(error->value("Code", nlohmann::json())) : QString();
        const QString message = error->is_object() ? json::qstr(error->value("Message", nlohmann::json())) : QString();
        return FieldError{QStringLiteral("Response.Error"),
                          code.isEmpty() ? Text::tr("the API refused the call") : QStringLiteral("%1: %2").arg(code, message)};
    }
    const auto set = response->find("InstanceTypeQuotaSet");
    if (set == response->end() || !set->is_array())
        return FieldError{QStringLiteral("Response.InstanceTypeQuotaSet"), Text::tr("missing or not an array")};
    TencentRegionPrices out;
    out.region = region;
    out.prices.reserve(int(set->size()));
    for (std::size_t i = 0; i < set->size(); ++i) {
        ++out.entriesRead;
        const QString where = QStringLiteral("Response.InstanceTypeQuotaSet[%1]").arg(i);
        const nlohmann::json &entry = (*set)[i];
        if (!entry.is_object())
            return FieldError{where, Text::tr("is %1, not an object").arg(json::describe(entry))};
        json::Reader r(entry);
        const QString type = r.string("InstanceType");
        const QString charge = r.string("InstanceChargeType");
        const double gpus = r.number("GpuCount", {0, kMaxGpus}).value_or(0.0);
        if (const auto e = r.error())
            return e->within(where);
        const nlohmann::json *price = r.find("Price");
        if (!price)
            continue; // a type the account may not buy in this zone comes without one
        if (!price->is_object())
            return FieldError{where + QStringLiteral(".Price"), Text::tr("is %1, not an object").arg(json::describe(*price))};
        json::Reader p(*price);
        const QString unit = p.string("ChargeUnit", QString());
        const auto unitPrice = p.number("UnitPrice", {0, kMaxPrice});
        const auto original = p.number("OriginalPrice", {0, kMaxPrice});
        if (const auto e = p.error())
            return e->within(where + QStringLiteral(".Price"));
        TencentRegionPrices::Price &known = out.prices[type];
        known.gpus = std::max(known.gpus, gpus);
        // Zones of one region list one price; should they differ, the lowest is what a user gets.
        const auto lower = [](std::optional<double> &slot, double v) {
            if (v > 0 && (!slot || v < *slot))
                slot = v;
        };
        if (charge == QLatin1String("POSTPAID_BY_HOUR") && unit == QLatin1String("HOUR") && unitPrice)
            lower(known.hourly, *unitPrice);
        else if (charge == QLatin1String("PREPAID") && original)
            lower(known.monthly, *original);
    }
    return out;
}

TencentRepricing repriceTencent(const QList<TencentRegionPrices> &regions, const Catalog &catalog, const QString &source,
                                const QString &asOf)
{
    TencentRepricing out;
    // The catalog's description of each type: its first row, whatever the region.
    QHash<QString, const Instance *> described;
    for (const Instance &row : catalog.instances)
        if (row.provider == QLatin1String("tencent") && !described.contains(row.type))
            described.insert(row.type, &row);
    const QString notes = Text::tr("List prices from Tencent Cloud's API (DescribeZoneInstanceConfigInfos) for your account, "
                                   "fetched %1: pay-as-you-go an hour and a one-month subscription, compute only.")
                              .arg(asOf);
    QSet<QString> unknown;
    QSet<QString> disagreeing;
    std::vector<double> ratios;
    QSet<QString> compared;
    for (const TencentRegionPrices &region : regions) {
        for (auto it = region.prices.cbegin(); it != region.prices.cend(); ++it) {
            const TencentRegionPrices::Price &p = *it;
            const Instance *row = described.value(it.key());
            if (!row) {
                if (p.gpus > 0)
                    unknown.insert(it.key());
                continue;
            }
            if (!p.hourly && !p.monthly)
                continue;
            if (p.gpus > 0 && std::abs(p.gpus - row->gpuCount) > 1e-9) {
                disagreeing.insert(it.key());
                continue;
            }
            Instance in = *row;
            in.region = region.region;
            in.prices = Prices{p.hourly, p.monthly, std::nullopt, std::nullopt};
            in.priceEstimated = false;
            in.priceBasis.clear();
            in.asOf = asOf;
            in.source = source;
            in.notes = notes;
            out.instances << in;
            if (p.hourly && row->prices.onDemandHourly && *row->prices.onDemandHourly > 0 && !compared.contains(it.key())) {
                compared.insert(it.key());
                ratios.push_back(*p.hourly / *row->prices.onDemandHourly);
            }
        }
    }
    out.unknownTypes = int(unknown.size());
    out.disagreeing = int(disagreeing.size());
    if (!ratios.empty()) {
        const auto mid = ratios.begin() + std::ptrdiff_t(ratios.size() / 2);
        std::nth_element(ratios.begin(), mid, ratios.end());
        out.medianPriceRatio = *mid;
    }
    return out;
}

} // namespace ga
