// The saved-scenario JSON: the keys of the ScenarioField table plus the model (docs/scenario-format.md).
#include "data/scenariojson.h"

#include "base/jsonutil.h"
#include "data/hfconfig.h"
#include "data/presets.h"

#include <QCoreApplication>

namespace ga {

namespace {

constexpr const char *kScenarioFormat = "gpu-advisor-scenario";
constexpr int kScenarioVersion = 1;

// Translation context shared with core/scenario (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scenario)
};

} // namespace

nlohmann::ordered_json toJson(const Scenario &s)
{
    nlohmann::ordered_json j;
    j["format"] = kScenarioFormat;
    j["version"] = kScenarioVersion;
    switch (s.model.origin) {
    case ModelOrigin::Preset: j["model"] = s.model.id.toStdString(); break;
    case ModelOrigin::Config:
        j["config"] = s.model.configPath.toStdString();
        j["arch"] = architectureToJson(s.model.arch);
        if (s.model.checkpoint.isQuantised())
            j["quantization_config"] = quantisationToHfConfig(s.model.checkpoint);
        break;
    case ModelOrigin::Params: j["params"] = s.model.id.toStdString(); break;
    }
    nlohmann::ordered_json usage;
    for (const ScenarioField &f : scenarioFields()) {
        nlohmann::ordered_json &target = f.inUsage() ? usage : j;
        const std::string name = f.localKey();
        const QVariant v = f.get(s);
        switch (f.kind) {
        case FieldKind::Integer: target[name] = v.toLongLong(); break;
        case FieldKind::Number: target[name] = v.toDouble(); break;
        case FieldKind::Boolean: target[name] = v.toBool(); break;
        case FieldKind::Choice:
        case FieldKind::Text: target[name] = v.toString().toStdString(); break;
        }
    }
    j["usage"] = usage;
    return j;
}

namespace {

// Reads one field of the table from `j` (the key without its "usage." prefix); values are
// type- and range-checked on the JSON value before any conversion.
std::optional<ScenarioError> readField(const ScenarioField &f, const nlohmann::json &j, const char *key, Scenario &s)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    const QString name = f.jsonKey();
    switch (f.kind) {
    case FieldKind::Integer: {
        const auto v = json::wholeNumber(*it, qint64(f.min), qint64(f.max));
        if (!v)
            return ScenarioError{name, Text::tr("must be a whole number %1, got %2").arg(f.rangeText(), json::describe(*it))};
        f.set(s, QVariant(int(*v)));
        break;
    }
    case FieldKind::Number:
        if (!it->is_number() || !f.inRange(it->get<double>()))
            return ScenarioError{name, Text::tr("must be a number %1, got %2").arg(f.rangeText(), json::describe(*it))};
        f.set(s, QVariant(it->get<double>()));
        break;
    case FieldKind::Boolean:
        if (!it->is_boolean())
            return ScenarioError{name, Text::tr("must be true or false, got %1").arg(json::describe(*it))};
        f.set(s, QVariant(it->get<bool>()));
        break;
    case FieldKind::Choice:
        if (!it->is_string() || !f.choices().contains(json::qstr(*it)))
            return ScenarioError{name, Text::tr("%1 is not one of %2").arg(json::describe(*it), f.choices().join(QStringLiteral(", ")))};
        f.set(s, QVariant(json::qstr(*it)));
        break;
    case FieldKind::Text:
        if (!it->is_string() || json::qstr(*it).toUcs4().size() > kMaxTextFieldChars)
            return ScenarioError{
                name, Text::tr("must be a text of at most %1 characters, got %2").arg(kMaxTextFieldChars).arg(json::describe(*it))};
        f.set(s, QVariant(json::qstr(*it)));
        break;
    }
    return std::nullopt;
}

} // namespace

std::optional<ScenarioError> applyJson(Scenario &s, const nlohmann::json &j, const PresetLibrary &presets)
{
    if (!j.is_object())
        return ScenarioError{QString(), Text::tr("a scenario must be a JSON object")};
    if (const auto it = j.find("format"); it != j.end() && !(it->is_string() && it->get<std::string>() == kScenarioFormat))
        return ScenarioError{QStringLiteral("format"), Text::tr("this is not a GPU Advisor scenario (format %1)").arg(json::describe(*it))};
    if (const auto it = j.find("version"); it != j.end()) {
        const auto v = json::wholeNumber(*it, 1, 1000000);
        if (!v)
            return ScenarioError{QStringLiteral("version"), Text::tr("must be a whole number, got %1").arg(json::describe(*it))};
        if (*v > kScenarioVersion)
            return ScenarioError{QStringLiteral("version"),
                                 Text::tr("written by a newer GPU Advisor (scenario version %1; this one reads up to %2): "
                                          "update the application to open it")
                                     .arg(*v)
                                     .arg(kScenarioVersion)};
    }

    // The model: a preset id, a config with its architecture, or a parameter count.
    const int modelKeys = int(j.contains("model")) + int(j.contains("config")) + int(j.contains("params"));
    if (modelKeys > 1)
        return ScenarioError{QStringLiteral("model"), Text::tr("give only one of \"model\", \"config\" and \"params\"")};
    if (const auto it = j.find("model"); it != j.end()) {
        const ModelSpec *preset = it->is_string() ? presets.find(json::qstr(*it)) : nullptr;
        if (!preset)
            return ScenarioError{QStringLiteral("model"), Text::tr("%1 is not a model preset").arg(json::describe(*it))};
        s.model = *preset;
    } else if (const auto configIt = j.find("config"); configIt != j.end()) {
        if (!configIt->is_string())
            return ScenarioError{QStringLiteral("config"), Text::tr("must be the path of a config.json")};
        const auto archIt = j.find("arch");
        if (archIt == j.end())
            return ScenarioError{QStringLiteral("arch"), Text::tr("a scenario with \"config\" must carry its \"arch\"")};
        auto arch = architectureFromJson(*archIt);
        if (const auto *e = std::get_if<FieldError>(&arch))
            return e->within(QStringLiteral("arch"));
        ModelSpec m;
        m.origin = ModelOrigin::Config;
        m.configPath = json::qstr(*configIt);
        m.id = m.configPath.section(QLatin1Char('/'), -1);
        m.arch = std::get<Architecture>(arch);
        if (const auto q = j.find("quantization_config"); q != j.end())
            m.checkpoint = quantisationFromHfConfig(*q, m.assumptions);
        m.params = parameterCount(m.arch);
        m.name = Text::tr("%1 from %2").arg(m.arch.modelType, m.configPath);
        m.source = m.configPath;
        s.model = m;
    } else if (const auto paramsIt = j.find("params"); paramsIt != j.end()) {
        const QString text = paramsIt->is_string() ? json::qstr(*paramsIt)
            : paramsIt->is_number()                ? QString::number(paramsIt->get<double>(), 'g', 15)
                                                   : QString();
        const auto p = parseParamCount(text);
        if (const auto *e = std::get_if<FieldError>(&p))
            return ScenarioError{QStringLiteral("params"), e->reason};
        s.model = modelFromParamCount(std::get<qint64>(p), text);
    }

    const auto usage = j.find("usage");
    if (usage != j.end() && !usage->is_null() && !usage->is_object())
        return ScenarioError{QStringLiteral("usage"), Text::tr("must be an object")};
    for (const ScenarioField &f : scenarioFields()) {
        if (f.inUsage() && (usage == j.end() || usage->is_null()))
            continue;
        if (auto e = readField(f, f.inUsage() ? *usage : j, f.localKey(), s))
            return e;
    }
    if (modelKeys == 1 && !j.contains("precision"))
        useCheckpointFormat(s);
    return std::nullopt;
}

} // namespace ga
