#pragma once

#include "core/scenario.h"

#include <QCommandLineOption>
#include <QList>

class QCommandLineParser;

namespace ga::cli {

// The scenario flags of DESIGN.md §2, shared by estimate, advise and report.
QList<QCommandLineOption> scenarioOptions();

// Builds the scenario: defaults, then --scenario FILE, then every flag given. Errors name the flag
// (or the file and its key) and why; they never throw.
Expected<Scenario> scenarioFromParser(const QCommandLineParser &parser);

// "usage.hours_per_day" -> "--hours-per-day"; "batch" -> "--batch".
QString flagForField(const QString &jsonField);

} // namespace ga::cli
