#include "scenariofile.h"

#include "catalogstore.h"
#include "inputfile.h"
#include "jsonutil.h"

namespace ga {

Expected<Scenario> scenarioFromText(const QByteArray &text, const Scenario &base, const QString &where)
{
    const auto parsed = json::parse(text);
    if (const auto *e = std::get_if<QString>(&parsed))
        return FieldError{where, *e};
    Scenario s = base;
    if (const auto e = applyJson(s, std::get<nlohmann::json>(parsed), PresetLibrary::bundled()))
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
