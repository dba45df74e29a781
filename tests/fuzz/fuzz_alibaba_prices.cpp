// libFuzzer target: Alibaba's ECS price file, as Update prices reads it (data/alibabaprices).
#include "data/alibabaprices.h"
#include "data/catalogschema.h"
#include "fuzz_common.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const auto read = readAlibabaPriceFile(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    const auto *file = std::get_if<AlibabaPriceFile>(&read);
    if (!file)
        return 0;
    for (const AlibabaPriceFile::Price &p : file->prices)
        for (const std::optional<double> &price : {p.hourly, p.monthly})
            if (price && !(std::isfinite(*price) && *price > 0))
                fuzz::propertyBroken("a price that is not a positive number was read", QString::number(*price));
    // Every repriced row is the catalog's own row with the file's prices: it passes the catalog's checks.
    const Catalog &catalog = bundledCatalog();
    for (const Instance &in : repriceAlibaba(*file, catalog, QStringLiteral("fuzz")).instances)
        if (const auto e = checkInstance(in))
            fuzz::propertyBroken("a repriced row fails the catalog's checks", e->message());
    return 0;
}
