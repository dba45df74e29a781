#include "app/scenariooptions.h"

#include "data/hfconfig.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "data/scenariojson.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <cmath>

namespace ga::cli {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::cli)
};

QString negation(const ScenarioField &f)
{
    return QStringLiteral("no-") + QString::fromLatin1(f.flag);
}

// Numbers with an optional K/M/B/T suffix (for token counts); anything else stays a string so that
// the scenario reader reports "must be a number, got "abc"" under the flag's name.
nlohmann::json numberValue(const QString &text, bool integer)
{
    QString t = text.trimmed();
    double scale = 1;
    if (!integer && !t.isEmpty()) {
        const QChar c = t.back().toUpper();
        const QString suffixes = QStringLiteral("KMBT");
        if (const auto i = suffixes.indexOf(c); i >= 0) {
            scale = std::pow(1000.0, double(i + 1));
            t.chop(1);
        }
    }
    bool ok = false;
    const double v = t.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(v))
        return text.toStdString();
    if (integer && std::floor(v) == v && std::abs(v) < 9e18)
        return qint64(v); // so that a refusal quotes "4294967297", not "4294967297.0"
    return v;
}

} // namespace

QList<QCommandLineOption> scenarioOptions()
{
    QList<QCommandLineOption> out{
        {QStringLiteral("scenario"), Text::tr("Saved scenario (*.gpuadvisor.json) used as the base; flags override it."),
         QStringLiteral("FILE")},
        {QStringLiteral("model"), Text::tr("Model preset id (see `gpu-advisor models`)."), QStringLiteral("ID")},
        {QStringLiteral("config"),
         Text::tr("Hugging Face config.json of the model, or the model's folder. Read by what it is: %1; another decoder with the "
                  "standard keys is estimated with a warning.")
             .arg(supportedModelTypes().join(QStringLiteral(", "))),
         QStringLiteral("FILE")},
        {QStringLiteral("params"), Text::tr("Parameter count, e.g. 7B, 7.6e9, 350M (shape inferred)."), QStringLiteral("N")},
    };
    for (const ScenarioField &f : scenarioFields()) {
        const QString help = f.helpText();
        if (f.kind == FieldKind::Boolean) {
            out.append(QCommandLineOption(QString::fromLatin1(f.flag), help));
            out.append(QCommandLineOption(negation(f), Text::tr("Turn off: %1").arg(help)));
        } else {
            out.append(QCommandLineOption(QString::fromLatin1(f.flag), help, f.valueNameText()));
        }
    }
    return out;
}

QString flagForField(const QString &jsonField)
{
    if (const ScenarioField *f = scenarioField(jsonField))
        return f->flagName();
    return QStringLiteral("--") + QString(jsonField).replace(QLatin1Char('_'), QLatin1Char('-'));
}

Expected<Scenario> scenarioFromParser(const QCommandLineParser &parser)
{
    const PresetLibrary &presets = PresetLibrary::bundled();
    Scenario s = defaultScenario();

    if (parser.isSet(QStringLiteral("scenario"))) {
        auto loaded = loadScenarioFile(parser.value(QStringLiteral("scenario")), s);
        if (const auto *e = std::get_if<FieldError>(&loaded))
            return FieldError{QStringLiteral("--scenario"), e->message()};
        s = std::get<Scenario>(std::move(loaded));
    }

    const QStringList modelFlags{QStringLiteral("model"), QStringLiteral("config"), QStringLiteral("params")};
    QStringList given;
    for (const QString &f : modelFlags)
        if (parser.isSet(f))
            given << QStringLiteral("--") + f;
    if (given.size() > 1)
        return FieldError{given.join(QStringLiteral(", ")), Text::tr("give only one model source")};

    if (parser.isSet(QStringLiteral("model"))) {
        const QString id = parser.value(QStringLiteral("model"));
        const ModelSpec *preset = presets.find(id.trimmed().toLower());
        if (!preset) {
            QStringList close;
            for (const ModelSpec *m : presets.search(id))
                close << m->id;
            if (close.isEmpty())
                for (const ModelSpec &m : presets.models())
                    if (m.id.contains(id.left(4).toLower()))
                        close << m.id;
            QString reason = Text::tr("'%1' is not a preset id; `gpu-advisor models` lists them").arg(id);
            if (!close.isEmpty())
                reason += Text::tr(" (did you mean %1?)").arg(close.mid(0, 6).join(QStringLiteral(", ")));
            return FieldError{QStringLiteral("--model"), reason};
        }
        s.model = *preset;
    } else if (parser.isSet(QStringLiteral("config"))) {
        auto m = modelFromConfigFile(parser.value(QStringLiteral("config")));
        if (const auto *e = std::get_if<FieldError>(&m))
            return FieldError{QStringLiteral("--config"), e->message()};
        s.model = std::get<ModelSpec>(std::move(m));
    } else if (parser.isSet(QStringLiteral("params"))) {
        const QString text = parser.value(QStringLiteral("params"));
        const auto p = parseParamCount(text);
        if (const auto *e = std::get_if<FieldError>(&p))
            return FieldError{QStringLiteral("--params"), e->reason};
        s.model = modelFromParamCount(std::get<qint64>(p), text);
    }

    // Flags become a scenario overlay, read by the same reader as a saved file.
    nlohmann::json overlay = nlohmann::json::object();
    for (const ScenarioField &f : scenarioFields()) {
        const QString name = QString::fromLatin1(f.flag);
        nlohmann::json value;
        if (f.kind == FieldKind::Boolean) {
            const bool on = parser.isSet(name), off = parser.isSet(negation(f));
            if (on && off)
                return FieldError{QStringLiteral("--%1, --%2").arg(name, negation(f)), Text::tr("contradict each other")};
            if (!on && !off)
                continue;
            value = on;
        } else if (!parser.isSet(name)) {
            continue;
        } else if (f.kind == FieldKind::Integer || f.kind == FieldKind::Number) {
            value = numberValue(parser.value(name), f.kind == FieldKind::Integer);
        } else {
            value = parser.value(name).trimmed().toStdString();
        }
        (f.inUsage() ? overlay["usage"] : overlay)[f.localKey()] = value;
    }

    if (const auto e = applyJson(s, overlay, presets))
        return FieldError{flagForField(e->field), e->reason};
    // A quantised checkpoint is served in its own format unless --precision says otherwise.
    if (!given.isEmpty() && !parser.isSet(QStringLiteral("precision")))
        useCheckpointFormat(s);
    if (const auto e = validate(s))
        return FieldError{flagForField(e->field), e->reason};
    return s;
}

} // namespace ga::cli
