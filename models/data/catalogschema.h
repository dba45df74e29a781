#pragma once

#include "base/fielderror.h"
#include "core/catalog.h"

#include <QByteArray>
#include <QList>

#include <nlohmann/json.hpp>

#include <optional>
#include <utility>

namespace ga {

// The checks every row must pass, wherever it comes from (bundled file, import, refresh, stored
// catalog): one table of fields and limits, so whatever an import accepts, every later load
// accepts. The first problem, naming the field by its JSON key ("prices.on_demand_hourly").
std::optional<FieldError> checkGpu(const GpuSpec &g);
std::optional<FieldError> checkProvider(const Provider &p);
std::optional<FieldError> checkComponents(const PriceComponents &pc);
std::optional<FieldError> checkInstance(const Instance &in);

// The catalog embedded in the binary (resources/catalog/*.json). Loaded once; validated by tests.
const Catalog &bundledCatalog();

// Parses one catalog JSON document: a GPU file ({"gpus": [...]}), a provider file
// ({"provider": {...}, "price_components": [...], "instances": [...]}) or a bundle
// ({"gpus": [...], "providers": [provider files...]}). `known` resolves GPU ids the document
// does not define itself. Every error names the element and field, e.g. "instances[3].gpu".
Expected<Catalog> catalogFromJson(const nlohmann::json &doc, const Catalog *known, const QString &origin);
// The same from the document's text, read as it is parsed: each instance row is read when the
// parser reaches it and its JSON dropped at once, so that 200,000 rows never stand as one JSON
// tree (a stored import loads in half the time and a fifth of the memory). `rest`, if given,
// receives the document without its rows. A parse error has no field.
Expected<Catalog> catalogFromText(const QByteArray &text, const Catalog *known, const QString &origin, nlohmann::json *rest = nullptr);

// Whole-catalog checks (every row passes its check, ids resolve, no duplicate keys, currencies
// agree). Returns every problem found (at most `limit`); empty = valid. CatalogRows::Trusted
// skips the per-row checks, for rows an importer has just checked.
enum class CatalogRows { Check, Trusted };
QList<FieldError> validateCatalog(const Catalog &catalog, int limit = 100, CatalogRows rows = CatalogRows::Check);

// The catalog as one bundle document: what a store keeps, a refresh mirror serves, `catalog
// --json` prints and catalogFromJson() reads back. Pretty = indented with every key; compact =
// one line without the null, empty and false values a reader takes as absent (stored catalogs of
// 100,000 rows load that much faster). `extra` adds top-level keys (name, JSON value).
enum class CatalogStyle { Pretty, Compact };
QByteArray catalogToJsonText(const Catalog &catalog, CatalogStyle style, const QList<std::pair<QString, QByteArray>> &extra = {});

// Why a document of `count` instances is refused (over limits::kCatalogInstances): one text for
// the importer, which counts as it reads, and the loader.
QString tooManyInstances(qsizetype count);

} // namespace ga
