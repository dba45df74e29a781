#include "data/scenariofile.h"

#include "base/atomicfile.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"
#include "data/presets.h"
#include "data/scenariojson.h"

#include <QCoreApplication>

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ScenarioFile)
};

// Any JSON object would otherwise "load" as the default scenario: a document must carry at least
// one key a scenario has, and a model's config.json is named for what it is.
std::optional<FieldError> notAScenario(const nlohmann::json &doc)
{
    if (!doc.is_object())
        return std::nullopt; // applyJson names that
    if (doc.contains("model_type") || doc.contains("architectures"))
        return FieldError{QString(),
                          Text::tr("this is a model's config.json, not a scenario: give it as the model "
                                   "(--config on the command line, File > Open model config.json in the window)")};
    for (const char *key : {"format", "version", "model", "config", "params", "arch", "usage"})
        if (doc.contains(key))
            return std::nullopt;
    for (const ScenarioField &f : scenarioFields())
        if (doc.contains(f.key))
            return std::nullopt;
    return FieldError{QString(), Text::tr("not a GPU Advisor scenario: none of its keys is a scenario field")};
}
} // namespace

Expected<Scenario> scenarioFromText(const QByteArray &text, const Scenario &base, const QString &where)
{
    const auto parsed = json::parse(text);
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{where, *e};
    const nlohmann::json &doc = std::get<nlohmann::json>(parsed);
    if (auto e = notAScenario(doc))
        return e->inFile(where);
    Scenario s = base;
    if (const auto e = applyJson(s, doc, PresetLibrary::bundled()))
        return e->inFile(where);
    if (const auto e = validate(s))
        return e->inFile(where);
    return s;
}

Expected<Scenario> loadScenarioFile(const QString &path, const Scenario &base)
{
    auto text = readInputFile(path, limits::kScenarioBytes);
    if (const auto *e = std::get_if<FieldError>(&text))
        return *e;
    return scenarioFromText(std::get<QByteArray>(text), base, path);
}

QByteArray scenarioToText(const Scenario &s)
{
    const std::string text = toJson(s).dump(2) + "\n";
    return QByteArray(text.data(), qsizetype(text.size()));
}

std::optional<FieldError> saveScenarioFile(const QString &path, const Scenario &s)
{
    return writeFileAtomically(path, scenarioToText(s));
}

} // namespace ga
