#include "scenariooptions.h"

#include "jsonutil.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cmath>

namespace ga::cli {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::cli)
};

enum class Kind { Int, Number, Text, On, Off };

struct Flag {
    const char *name;      // command-line flag without dashes
    const char *key;       // saved-scenario JSON key ("usage." prefix for usage keys)
    Kind kind;
    const char *valueName;
    const char *help;
};

// One table for every scenario flag: the parser options, the help text and the JSON overlay all
// come from it, so a flag cannot be added in one place and forgotten in another.
const Flag kFlags[] = {
    {"method", "method", Kind::Text, "full|lora|qlora|inference", QT_TRANSLATE_NOOP("ga::cli", "Training method or inference.")},
    {"precision", "precision", Kind::Text, "fp32|fp16|bf16|fp8|int8|int4", QT_TRANSLATE_NOOP("ga::cli", "Weight/compute precision (QLoRA: compute dtype).")},
    {"master-weights", "master_weights", Kind::Text, "fp32|none", QT_TRANSLATE_NOOP("ga::cli", "fp32 master copy (mixed precision, default) or none (pure low precision).")},
    {"optimizer", "optimizer", Kind::Text, "adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor", QT_TRANSLATE_NOOP("ga::cli", "Optimizer.")},
    {"batch", "batch", Kind::Int, "N", QT_TRANSLATE_NOOP("ga::cli", "Micro-batch size per GPU.")},
    {"seq", "seq", Kind::Int, "N", QT_TRANSLATE_NOOP("ga::cli", "Sequence length in tokens.")},
    {"grad-checkpointing", "grad_checkpointing", Kind::On, nullptr, QT_TRANSLATE_NOOP("ga::cli", "Enable gradient (activation) checkpointing.")},
    {"no-grad-checkpointing", "grad_checkpointing", Kind::Off, nullptr, QT_TRANSLATE_NOOP("ga::cli", "Disable gradient checkpointing.")},
    {"flash-attention", "flash_attention", Kind::On, nullptr, QT_TRANSLATE_NOOP("ga::cli", "Use FlashAttention / memory-efficient attention (default).")},
    {"no-flash-attention", "flash_attention", Kind::Off, nullptr, QT_TRANSLATE_NOOP("ga::cli", "Eager attention that keeps the s x s scores.")},
    {"lora-rank", "lora_rank", Kind::Int, "N", QT_TRANSLATE_NOOP("ga::cli", "LoRA rank r.")},
    {"lora-targets", "lora_targets", Kind::Text, "qv|attention|all-linear", QT_TRANSLATE_NOOP("ga::cli", "Matrices that get LoRA adapters.")},
    {"gpus", "gpus", Kind::Int, "N", QT_TRANSLATE_NOOP("ga::cli", "Number of GPUs (data parallel; tensor parallel for inference).")},
    {"zero", "zero", Kind::Int, "0|1|2|3", QT_TRANSLATE_NOOP("ga::cli", "DeepSpeed ZeRO stage.")},
    {"offload", "offload", Kind::Text, "none|optimizer|optimizer+params", QT_TRANSLATE_NOOP("ga::cli", "ZeRO-Offload to host RAM.")},
    {"headroom", "headroom", Kind::Number, "0.2", QT_TRANSLATE_NOOP("ga::cli", "Safety margin on top of the estimate (0.2 = 20%).")},
    {"billing", "usage.billing", Kind::Text, "on-demand|monthly|yearly|spot", QT_TRANSLATE_NOOP("ga::cli", "Billing mode for the annual cost.")},
    {"data-source", "usage.data_source", Kind::Text, "object-storage|nas|local", QT_TRANSLATE_NOOP("ga::cli", "Where training data is read from.")},
    {"hours-per-day", "usage.hours_per_day", Kind::Number, "H", QT_TRANSLATE_NOOP("ga::cli", "GPU hours used per day (pay-as-you-go, spot).")},
    {"days-per-year", "usage.days_per_year", Kind::Number, "D", QT_TRANSLATE_NOOP("ga::cli", "Days used per year.")},
    {"dataset-tokens", "usage.dataset_tokens", Kind::Number, "N", QT_TRANSLATE_NOOP("ga::cli", "Training tokens per epoch (e.g. 2B, 5e8).")},
    {"epochs", "usage.epochs", Kind::Number, "N", QT_TRANSLATE_NOOP("ga::cli", "Epochs per training run.")},
    {"dataset-gb", "usage.dataset_gb", Kind::Number, "GB", QT_TRANSLATE_NOOP("ga::cli", "Dataset size in object storage.")},
    {"disk-gb", "usage.disk_gb", Kind::Number, "GB", QT_TRANSLATE_NOOP("ga::cli", "Cloud disk per instance.")},
    {"disk-class", "usage.disk_class", Kind::Text, "CLASS", QT_TRANSLATE_NOOP("ga::cli", "Cloud disk class (provider's id, e.g. gp3, essd-pl1).")},
    {"checkpoint-gb", "usage.checkpoint_gb", Kind::Number, "GB", QT_TRANSLATE_NOOP("ga::cli", "Checkpoint size (0 = derive from the model).")},
    {"checkpoints-kept", "usage.checkpoints_kept", Kind::Number, "N", QT_TRANSLATE_NOOP("ga::cli", "Checkpoints kept in object storage.")},
    {"egress-gb-per-day", "usage.egress_gb_per_day", Kind::Number, "GB", QT_TRANSLATE_NOOP("ga::cli", "Internet egress per day.")},
    {"get-requests-per-day", "usage.get_requests_per_day", Kind::Number, "N", QT_TRANSLATE_NOOP("ga::cli", "Object storage GET requests per day.")},
    {"mfu", "usage.mfu", Kind::Number, "0.35", QT_TRANSLATE_NOOP("ga::cli", "Model FLOPs utilisation for run time.")},
};

// Numbers with an optional K/M/B/T suffix (for token counts); anything else stays a string so that
// the JSON reader reports "must be a number, got "abc"" under the flag's name.
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
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return text.toStdString();
    return v * scale;
}

QString readWholeFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.exists()) {
        *error = Text::tr("file not found");
        return {};
    }
    if (f.size() > 16 * 1024 * 1024) {
        *error = Text::tr("larger than 16 MiB");
        return {};
    }
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Text::tr("cannot be read (%1)").arg(f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

} // namespace

QList<QCommandLineOption> scenarioOptions()
{
    QList<QCommandLineOption> out{
        {QStringLiteral("scenario"), Text::tr("Saved scenario JSON used as the base; flags override it."), QStringLiteral("FILE")},
        {QStringLiteral("model"), Text::tr("Model preset id (see `gpu-advisor models`)."), QStringLiteral("ID")},
        {QStringLiteral("config"), Text::tr("Hugging Face config.json of the model."), QStringLiteral("FILE")},
        {QStringLiteral("params"), Text::tr("Parameter count, e.g. 7B, 7.6e9, 350M (shape inferred)."), QStringLiteral("N")},
    };
    for (const Flag &f : kFlags) {
        const QString help = QCoreApplication::translate("ga::cli", f.help);
        if (f.kind == Kind::On || f.kind == Kind::Off)
            out.append(QCommandLineOption(QString::fromLatin1(f.name), help));
        else
            out.append(QCommandLineOption(QString::fromLatin1(f.name), help, QString::fromLatin1(f.valueName)));
    }
    return out;
}

QString flagForField(const QString &jsonField)
{
    for (const Flag &f : kFlags)
        if (jsonField == QLatin1String(f.key))
            return QStringLiteral("--") + QString::fromLatin1(f.name);
    QString name = jsonField;
    if (name.startsWith(QLatin1String("usage.")))
        name = name.mid(6);
    return QStringLiteral("--") + name.replace(QLatin1Char('_'), QLatin1Char('-'));
}

Expected<Scenario> scenarioFromParser(const QCommandLineParser &parser)
{
    const PresetLibrary &presets = PresetLibrary::bundled();
    Scenario s;
    if (const ModelSpec *fallback = presets.find(QStringLiteral("llama-3-8b")))
        s.model = *fallback;

    if (parser.isSet(QStringLiteral("scenario"))) {
        const QString path = parser.value(QStringLiteral("scenario"));
        QString error;
        const QString text = readWholeFile(path, &error);
        if (!error.isEmpty())
            return FieldError{QStringLiteral("--scenario"), path + QStringLiteral(": ") + error};
        const auto parsed = json::parse(text.toUtf8());
        if (const auto *e = std::get_if<QString>(&parsed))
            return FieldError{QStringLiteral("--scenario"), path + QStringLiteral(": ") + *e};
        if (const auto e = applyJson(s, std::get<nlohmann::json>(parsed), presets))
            return FieldError{QStringLiteral("--scenario"), path + QStringLiteral(": ") + e->message()};
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

    nlohmann::json overlay = nlohmann::json::object();
    for (const Flag &f : kFlags) {
        const QString name = QString::fromLatin1(f.name);
        if (!parser.isSet(name))
            continue;
        nlohmann::json value;
        switch (f.kind) {
        case Kind::Int: value = numberValue(parser.value(name), true); break;
        case Kind::Number: value = numberValue(parser.value(name), false); break;
        case Kind::Text: value = parser.value(name).trimmed().toStdString(); break;
        case Kind::On: value = true; break;
        case Kind::Off: value = false; break;
        }
        const std::string key = f.key;
        if (key.rfind("usage.", 0) == 0)
            overlay["usage"][key.substr(6)] = value;
        else
            overlay[key] = value;
    }
    for (const auto &[on, off] : {std::pair{"grad-checkpointing", "no-grad-checkpointing"}, std::pair{"flash-attention", "no-flash-attention"}})
        if (parser.isSet(QString::fromLatin1(on)) && parser.isSet(QString::fromLatin1(off)))
            return FieldError{QStringLiteral("--%1, --%2").arg(QString::fromLatin1(on), QString::fromLatin1(off)), Text::tr("contradict each other")};

    if (const auto e = applyJson(s, overlay, presets))
        return FieldError{flagForField(e->field), e->reason};
    if (const auto e = validate(s))
        return FieldError{flagForField(e->field), e->reason};
    return s;
}

} // namespace ga::cli
