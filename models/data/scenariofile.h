#pragma once

#include "core/scenario.h"
#include "data/presets.h"

namespace ga {

// Saved scenarios (*.gpuadvisor.json): a versioned JSON document (format "gpu-advisor-scenario",
// version 1; files without them, from earlier releases, still open). One loader and one writer
// for the CLI's --scenario and the GUI's Open/Save.

// The file name suffix the GUI offers and the desktop integration registers.
inline constexpr const char *kScenarioSuffix = ".gpuadvisor.json";

// Reads `path` through the guarded reader (no FIFOs or devices, capped), applies it onto `base`
// and validates the result. The error names the file and the field.
Expected<Scenario> loadScenarioFile(const QString &path, const Scenario &base = defaultScenario());
// Parses scenario text (the body of a file, an autosave or a setting) the same way.
Expected<Scenario> scenarioFromText(const QByteArray &text, const Scenario &base, const QString &where);
QByteArray scenarioToText(const Scenario &s);

// Writes atomically (QSaveFile): an existing file is replaced only by a complete new one.
std::optional<FieldError> saveScenarioFile(const QString &path, const Scenario &s);

} // namespace ga
