// libFuzzer target: a saved scenario (*.gpuadvisor.json), as --scenario and File > Open read it.
#include "data/catalogschema.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "fuzz_common.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const auto r =
        scenarioFromText(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), defaultScenario(), QStringLiteral("fuzz"));
    const auto *s = std::get_if<Scenario>(&r);
    if (!s)
        return 0;
    // What opens must save and open again to the same scenario.
    const QByteArray saved = scenarioToText(*s);
    const auto back = scenarioFromText(saved, defaultScenario(), QStringLiteral("round-trip"));
    if (const auto *e = std::get_if<FieldError>(&back))
        fuzz::propertyBroken("a valid scenario does not open again", e->message());
    if (scenarioToText(std::get<Scenario>(back)) != saved)
        fuzz::propertyBroken("a scenario changes when saved and opened", QString::fromUtf8(saved));
    const MemoryBudget b = estimateMemory(*s);
    if (!std::isfinite(b.budgetBytes) || b.budgetBytes < 0)
        fuzz::propertyBroken("memory estimate is not a finite size", QString::number(b.budgetBytes));
    fuzz::adviseOver(*s, bundledCatalog());
    return 0;
}
