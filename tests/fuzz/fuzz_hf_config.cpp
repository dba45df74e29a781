// libFuzzer target: a Hugging Face config.json, as --config and the GUI's "Open config.json" read it.
#include "data/catalogschema.h"
#include "data/hfconfig.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "data/scenariojson.h"
#include "fuzz_common.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    const auto m = modelFromConfigText(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("config.json"));
    const auto *model = std::get_if<ModelSpec>(&m);
    if (!model)
        return 0;
    Scenario s = defaultScenario();
    s.model = *model;
    for (const Method method : {Method::Full, Method::Qlora, Method::Inference}) {
        s.method = method;
        const MemoryBudget b = estimateMemory(s);
        if (!std::isfinite(b.totalBytes) || b.totalBytes < 0)
            fuzz::propertyBroken("memory estimate is not a finite size", QString::number(b.totalBytes));
    }
    // A scenario that carries this model must save and open again.
    const auto back = scenarioFromText(QByteArray::fromStdString(toJson(s).dump()), defaultScenario(), QStringLiteral("fuzz"));
    if (const auto *e = std::get_if<FieldError>(&back))
        fuzz::propertyBroken("a scenario with this model does not open again", e->message());
    fuzz::adviseOver(s, bundledCatalog());
    return 0;
}
