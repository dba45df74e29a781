// libFuzzer target: a catalog JSON document (bundled format, import, refresh payload, stored file).
#include "data/catalogschema.h"
#include "data/presets.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const auto parsed = json::parse(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    const auto *doc = std::get_if<nlohmann::json>(&parsed);
    if (!doc)
        return 0;
    const Catalog &bundled = bundledCatalog();
    const auto loaded = catalogFromJson(*doc, &bundled, QStringLiteral("fuzz"));
    fuzz::checkStreamedRead(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), loaded, &bundled);
    const auto *c = std::get_if<Catalog>(&loaded);
    if (!c)
        return 0;
    fuzz::checkRoundTrip(*c, &bundled);
    Catalog merged = bundled;
    merged.merge(*c);
    if (validateCatalog(merged, 1).isEmpty())
        fuzz::adviseOver(defaultScenario(), merged);
    return 0;
}
