#pragma once

#include "core/advice.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <string_view>

namespace ga {

// The one home of what an Advice looks like outside the program: `estimate --json`,
// `advise --json` and `--format csv`, the GUI's exports and the report all come from here
// (DESIGN.md §2 for the JSON contract).
// A model in a scenario (`estimate --json` "model"): "source" is its origin id,
// preset|config|params (DESIGN.md §2).
nlohmann::ordered_json modelJson(const ModelSpec &m, qint64 trainableParams);
// A bundled preset (`models --json`), with its architecture. The same keys mean the same as in
// modelJson ("source" the origin id, here "preset"); where the architecture was taken from is
// "citation".
nlohmann::ordered_json presetJson(const ModelSpec &m);
nlohmann::ordered_json vramJson(const MemoryBudget &b);
nlohmann::ordered_json estimateJson(const Scenario &s, const MemoryBudget &b);
// `estimate --json` "serving": the engine's start-up figures on one GPU (DESIGN.md §2, §9).
nlohmann::ordered_json servingJson(const Scenario &s, const ServingCapacity &c, const GpuSpec &gpu);
nlohmann::ordered_json advisoryJson(const Advisory &a);
nlohmann::ordered_json evaluationJson(const Advice &advice, const InstanceEvaluation &e);
nlohmann::ordered_json needJson(const GpuNeed &n);
// The whole `advise --json` document; `shown` instances (all when negative), in table order,
// with a final newline. It goes to `sink` in pieces of about a MiB, a row at a time, so a catalog
// of a million rows is never one tree or one string in memory; the text is what nlohmann's
// dump(2) makes of the same document.
void writeAdviceJson(const Advice &advice, int shown, const std::function<void(std::string_view)> &sink);

// Worst severity of an evaluation as its JSON/CSV id: none|info|warning|critical.
QString severityId(const InstanceEvaluation &e);

// The instances of an Advice as a table, from one list of columns: People get translated
// headers, words and formatted money (the CLI's table), Machines get ids and plain numbers under
// the CSV's column ids. A column may serve one audience only (the CSV's cost parts; the
// headlined cost a person reads, per run or per million tokens served).
enum class TableAudience { People, Machines };
struct TextTable {
    QStringList header;
    QList<bool> numeric; // per column: a figure (right-aligned for people, never quoted in CSV)
    QList<QStringList> rows;
};
// `shown` instances (all when negative), in table order.
TextTable adviceTable(const Advice &advice, TableAudience audience, int shown = -1);

// adviceTable for Machines, one line per row; RFC 4180 quoting, and text cells that a
// spreadsheet would run as a formula (=, +, -, @) are prefixed with an apostrophe.
QByteArray adviceCsv(const Advice &advice, int shown = -1);

} // namespace ga
