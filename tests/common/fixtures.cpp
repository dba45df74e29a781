#include "common/fixtures.h"

#include "data/catalogschema.h"
#include "data/presets.h"

namespace ga::test {

const Catalog &bundledCatalog()
{
    return ga::bundledCatalog();
}

const ModelSpec *findPreset(const QString &id)
{
    return PresetLibrary::bundled().find(id);
}

Scenario defaultScenario()
{
    return ga::defaultScenario();
}

} // namespace ga::test
