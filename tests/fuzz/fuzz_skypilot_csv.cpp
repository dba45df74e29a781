// libFuzzer target: a skypilot CSV catalog, imported as `gpu-advisor catalog import` does.
#include "data/catalogimport.h"
#include "data/catalogschema.h"
#include "data/presets.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const Catalog &bundled = bundledCatalog();
    ImportOptions options;
    options.asOf = QStringLiteral("2026-01-01");
    options.skipUnknownGpus = size % 2 == 0;
    const auto r =
        importCatalog(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("aws-vms.csv"), bundled, options);
    const auto *imported = std::get_if<ImportResult>(&r);
    if (!imported)
        return 0;
    // Whatever an import accepts, every later load accepts.
    fuzz::checkRoundTrip(imported->catalog, &bundled);
    Catalog merged = bundled;
    merged.merge(imported->catalog);
    if (const auto problems = validateCatalog(merged, 1); !problems.isEmpty())
        fuzz::propertyBroken("an accepted import leaves the catalog invalid", problems.constFirst().message());
    fuzz::adviseOver(defaultScenario(), merged);
    return 0;
}
