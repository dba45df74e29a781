#pragma once
// Shared by the libFuzzer targets: what a target does once its input is valid. A loader may
// reject input; it may not crash, hang, touch invalid memory (the sanitizers check that) or break
// a property the product relies on (checked here: such a break aborts, which the fuzzer reports).
#include "base/jsonutil.h"
#include "core/advice.h"
#include "core/catalog.h"
#include "data/catalogimport.h"
#include "data/catalogschema.h"
#include "data/presets.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace ga::fuzz {

// Aborts with a message: a property the product relies on does not hold for this input.
[[noreturn]] inline void propertyBroken(const char *what, const QString &detail)
{
    std::fprintf(stderr, "property broken: %s: %s\n", what, qPrintable(detail));
    std::abort();
}

// Whatever a catalog load accepted must be written and read back unchanged: import, refresh and
// load share one schema, so a stored catalog can never be skipped at the next start.
inline void checkRoundTrip(const Catalog &c, const Catalog *known)
{
    const QByteArray text = catalogToJsonText(c, CatalogStyle::Compact);
    const auto parsed = json::parse(text);
    if (const auto *e = std::get_if<QString>(&parsed))
        propertyBroken("stored catalog is not JSON", *e);
    const auto back = catalogFromJson(std::get<nlohmann::json>(parsed), known, QStringLiteral("round-trip"));
    if (const auto *e = std::get_if<FieldError>(&back))
        propertyBroken("stored catalog does not load back", e->message());
    if (catalogToJsonText(std::get<Catalog>(back), CatalogStyle::Compact) != text)
        propertyBroken("stored catalog changes on reload", QString());
}

// Reading a document as it is parsed (catalogFromText, what a start and an import do) gives
// what reading its whole tree gives: the same catalog, or the same first error.
inline void checkStreamedRead(const QByteArray &text, const Expected<Catalog> &fromTree, const Catalog *known)
{
    const auto streamed = catalogFromText(text, known, QStringLiteral("fuzz"));
    const auto *a = std::get_if<Catalog>(&fromTree);
    const auto *b = std::get_if<Catalog>(&streamed);
    if (!a || !b) {
        const QString treeError = a ? QStringLiteral("(none)") : std::get<FieldError>(fromTree).message();
        const QString streamError = b ? QStringLiteral("(none)") : std::get<FieldError>(streamed).message();
        if (treeError != streamError)
            propertyBroken("streamed read differs", treeError + QStringLiteral(" / ") + streamError);
        return;
    }
    if (catalogToJsonText(*a, CatalogStyle::Compact) != catalogToJsonText(*b, CatalogStyle::Compact))
        propertyBroken("streamed read differs", QStringLiteral("another catalog"));
}

// Goes on to the advice the GUI would show for a valid catalog or scenario (bounded in size so
// that each execution stays fast).
inline void adviseOver(const Scenario &s, const Catalog &catalog)
{
    if (catalog.instances.size() > 4000)
        return;
    const Advice a = advise(s, catalog);
    if (!a.instances.isEmpty())
        (void)a.advisoriesFor(a.instances.constFirst());
}

// A CSV catalog imported as `gpu-advisor catalog import` does under `fileName` (which picks the
// format): whatever an import accepts, every later load accepts and the advice runs over it.
inline int fuzzCsvImport(const std::uint8_t *data, std::size_t size, const QString &fileName)
{
    const Catalog &bundled = bundledCatalog();
    ImportOptions options;
    options.asOf = QStringLiteral("2026-01-01");
    options.skipUnknownGpus = size % 2 == 0;
    const auto r = importCatalog(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), fileName, bundled, options);
    const auto *imported = std::get_if<ImportResult>(&r);
    if (!imported)
        return 0;
    checkRoundTrip(imported->catalog, &bundled);
    Catalog merged = bundled;
    merged.merge(imported->catalog);
    if (const auto problems = validateCatalog(merged, 1); !problems.isEmpty())
        propertyBroken("an accepted import leaves the catalog invalid", problems.constFirst().message());
    adviseOver(defaultScenario(), merged);
    return 0;
}

} // namespace ga::fuzz
