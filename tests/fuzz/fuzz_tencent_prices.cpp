// libFuzzer target: one region's answer of Tencent Cloud's price API, as Update prices reads it
// (data/tencentprices).
#include "data/catalogschema.h"
#include "data/tencentprices.h"
#include "fuzz_common.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const auto read =
        readTencentZoneConfigs(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("ap-guangzhou"));
    const auto *answer = std::get_if<TencentRegionPrices>(&read);
    if (!answer)
        return 0;
    for (const TencentRegionPrices::Price &p : answer->prices)
        for (const std::optional<double> &price : {p.hourly, p.monthly})
            if (price && !(std::isfinite(*price) && *price > 0))
                fuzz::propertyBroken("a price that is not a positive number was read", QString::number(*price));
    // Every repriced row is the catalog's own row with the answer's prices: it passes the catalog's checks.
    const TencentRepricing r = repriceTencent({*answer}, bundledCatalog(), QStringLiteral("fuzz"), QStringLiteral("2026-12-05"));
    for (const Instance &in : r.instances)
        if (const auto e = checkInstance(in))
            fuzz::propertyBroken("a repriced row fails the catalog's checks", e->message());
    if (!(r.medianPriceRatio >= 0) || !std::isfinite(r.medianPriceRatio))
        fuzz::propertyBroken("the price ratio is not a number", QString::number(r.medianPriceRatio));
    return 0;
}
