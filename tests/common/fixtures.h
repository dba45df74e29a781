#pragma once

// The bundled catalog and model presets for the tests of parts that do not link data/ (core,
// output, itemmodels): read here, handed over as core types, so that such a test cannot reach a
// data/ header itself (tests/layers).
#include "core/catalog.h"
#include "core/scenario.h"

namespace ga::test {

const Catalog &bundledCatalog();
// The bundled preset with this id, or nullptr.
const ModelSpec *findPreset(const QString &id);
// The scenario a new user starts from (data/presets.h defaultScenario()).
Scenario defaultScenario();

} // namespace ga::test
