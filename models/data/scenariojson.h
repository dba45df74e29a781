#pragma once

#include "core/scenario.h"
#include "data/presets.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace ga {

// The scenario as a saved-scenario JSON object (the same keys the CLI prints under "scenario").
nlohmann::ordered_json toJson(const Scenario &s);

// Applies the keys present in a saved-scenario JSON object onto `s` (absent keys keep their value).
// The model keys ("model", "config" with "arch", "params") are resolved with `presets`.
// Returns the first error (field = JSON key) or nothing.
std::optional<ScenarioError> applyJson(Scenario &s, const nlohmann::json &j, const PresetLibrary &presets);

} // namespace ga
