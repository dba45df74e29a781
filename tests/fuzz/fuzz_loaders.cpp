// One fuzz entry point for every loader that reads outside input: HF config.json, presets,
// saved scenarios, catalog JSON, SkyPilot/gpuhunt CSV, --params text and nvidia-smi output.
// The first byte picks the loader. Built as a libFuzzer target with -DGA_FUZZ=ON (clang), and
// driven by fuzz_driver.cpp in CTest on any compiler. A loader may reject input; it may not
// crash, hang or touch invalid memory (the sanitizer build checks the latter).
#include "catalogimport.h"
#include "jsonutil.h"
#include "localgpu.h"
#include "modelspec.h"
#include "scenario.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    if (size < 1)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    switch (data[0] % 8) {
    case 0: (void)modelFromConfigText(bytes, QStringLiteral("fuzz.json")); break;
    case 1: (void)PresetLibrary::fromJsonText(bytes); break;
    case 2: {
        const auto parsed = json::parse(bytes);
        if (const auto *j = std::get_if<nlohmann::json>(&parsed)) {
            Scenario s;
            if (!applyJson(s, *j, PresetLibrary::bundled()))
                (void)validate(s);
        }
        break;
    }
    case 3: {
        const auto parsed = json::parse(bytes);
        if (const auto *j = std::get_if<nlohmann::json>(&parsed))
            (void)Catalog::fromJson(*j, &Catalog::bundled(), QStringLiteral("fuzz"));
        break;
    }
    case 4: (void)importCatalog(bytes, QStringLiteral("aws-vms.csv"), Catalog::bundled(), {QString(), QStringLiteral("2026-01-01"), false}); break;
    case 5: (void)importCatalog(bytes, QStringLiteral("gcp-vms.csv"), Catalog::bundled(), {QString(), QStringLiteral("2026-01-01"), true}); break;
    case 6: (void)parseParamCount(QString::fromUtf8(bytes)); break;
    case 7: (void)parseNvidiaSmi(QString::fromUtf8(bytes)); break;
    }
    return 0;
}
