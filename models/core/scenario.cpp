#include "core/scenario.h"

#include "base/jsonutil.h"

#include <QVariant>

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace ga {

namespace {

constexpr const char *kScenarioFormat = "gpu-advisor-scenario";
constexpr int kScenarioVersion = 1;

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scenario)
};

// One table per enum: value <-> stable id. Display names live in displayName().
template<typename E, std::size_t N>
using IdTable = std::array<std::pair<E, const char *>, N>;

constexpr IdTable<Method, 5> kMethods{{{Method::Full, "full"}, {Method::Lora, "lora"}, {Method::Qlora, "qlora"},
                                       {Method::Inference, "inference"}, {Method::Pretrain, "pretrain"}}};
constexpr IdTable<Precision, 6> kPrecisions{{{Precision::Fp32, "fp32"}, {Precision::Fp16, "fp16"}, {Precision::Bf16, "bf16"},
                                             {Precision::Fp8, "fp8"}, {Precision::Int8, "int8"}, {Precision::Int4, "int4"}}};
constexpr IdTable<MasterWeights, 2> kMaster{{{MasterWeights::Fp32, "fp32"}, {MasterWeights::None, "none"}}};
constexpr IdTable<Optimizer, 5> kOptimizers{{{Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw-8bit"},
                                             {Optimizer::PagedAdamW8bit, "paged-adamw-8bit"}, {Optimizer::Sgd, "sgd"},
                                             {Optimizer::Adafactor, "adafactor"}}};
constexpr IdTable<LoraTargets, 3> kTargets{{{LoraTargets::QV, "qv"}, {LoraTargets::Attention, "attention"},
                                            {LoraTargets::AllLinear, "all-linear"}}};
constexpr IdTable<Offload, 3> kOffload{{{Offload::None, "none"}, {Offload::Optimizer, "optimizer"},
                                        {Offload::OptimizerAndParams, "optimizer+params"}}};
constexpr IdTable<Billing, 4> kBilling{{{Billing::OnDemand, "on-demand"}, {Billing::Monthly, "monthly"},
                                        {Billing::Yearly, "yearly"}, {Billing::Spot, "spot"}}};
constexpr IdTable<DataSource, 3> kDataSources{{{DataSource::ObjectStorage, "object-storage"}, {DataSource::Nas, "nas"},
                                               {DataSource::LocalDisk, "local"}}};

template<typename E, std::size_t N>
QString idOf(const IdTable<E, N> &table, E v)
{
    for (const auto &[e, id] : table)
        if (e == v)
            return QString::fromLatin1(id);
    return {};
}

template<typename E, std::size_t N>
std::optional<E> fromId(const IdTable<E, N> &table, const QString &id)
{
    for (const auto &[e, name] : table)
        if (id == QLatin1String(name))
            return e;
    return std::nullopt;
}

template<typename E, std::size_t N>
QStringList idsOf(const IdTable<E, N> &table)
{
    QStringList out;
    for (const auto &entry : table)
        out << QString::fromLatin1(entry.second);
    return out;
}

} // namespace

QString toId(Method m) { return idOf(kMethods, m); }
QString toId(Precision p) { return idOf(kPrecisions, p); }
QString toId(MasterWeights m) { return idOf(kMaster, m); }
QString toId(Optimizer o) { return idOf(kOptimizers, o); }
QString toId(LoraTargets t) { return idOf(kTargets, t); }
QString toId(Offload o) { return idOf(kOffload, o); }
QString toId(Billing b) { return idOf(kBilling, b); }
QString toId(DataSource d) { return idOf(kDataSources, d); }

std::optional<Method> methodFromId(const QString &id) { return fromId(kMethods, id); }
std::optional<Precision> precisionFromId(const QString &id) { return fromId(kPrecisions, id); }
std::optional<MasterWeights> masterWeightsFromId(const QString &id) { return fromId(kMaster, id); }
std::optional<Optimizer> optimizerFromId(const QString &id) { return fromId(kOptimizers, id); }
std::optional<LoraTargets> loraTargetsFromId(const QString &id) { return fromId(kTargets, id); }
std::optional<Offload> offloadFromId(const QString &id) { return fromId(kOffload, id); }
std::optional<Billing> billingFromId(const QString &id) { return fromId(kBilling, id); }
std::optional<DataSource> dataSourceFromId(const QString &id) { return fromId(kDataSources, id); }

QStringList methodIds() { return idsOf(kMethods); }
QStringList precisionIds() { return idsOf(kPrecisions); }
QStringList masterWeightsIds() { return idsOf(kMaster); }
QStringList optimizerIds() { return idsOf(kOptimizers); }
QStringList loraTargetsIds() { return idsOf(kTargets); }
QStringList offloadIds() { return idsOf(kOffload); }
QStringList billingIds() { return idsOf(kBilling); }
QStringList dataSourceIds() { return idsOf(kDataSources); }

QString displayName(Method m)
{
    switch (m) {
    case Method::Full: return Text::tr("Full", "training method: all weights");
    case Method::Lora: return Text::tr("LoRA", "training method");
    case Method::Qlora: return Text::tr("QLoRA", "training method");
    case Method::Inference: return Text::tr("Inference", "method");
    case Method::Pretrain: return Text::tr("Pre-training", "training method: from scratch on a large corpus");
    }
    return {};
}

QString displayName(Precision p)
{
    switch (p) {
    case Precision::Fp32: return Text::tr("FP32", "precision");
    case Precision::Fp16: return Text::tr("FP16", "precision");
    case Precision::Bf16: return Text::tr("BF16", "precision");
    case Precision::Fp8: return Text::tr("FP8", "precision");
    case Precision::Int8: return Text::tr("INT8 (8-bit weights)", "precision");
    case Precision::Int4: return Text::tr("INT4 (4-bit weights)", "precision");
    }
    return {};
}

QString displayName(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW: return Text::tr("AdamW", "optimizer");
    case Optimizer::AdamW8bit: return Text::tr("AdamW 8-bit", "optimizer");
    case Optimizer::PagedAdamW8bit: return Text::tr("Paged AdamW 8-bit", "optimizer");
    case Optimizer::Sgd: return Text::tr("SGD with momentum", "optimizer");
    case Optimizer::Adafactor: return Text::tr("Adafactor", "optimizer");
    }
    return {};
}

QString displayName(LoraTargets t)
{
    switch (t) {
    case LoraTargets::QV: return Text::tr("q, v", "LoRA target matrices");
    case LoraTargets::Attention: return Text::tr("q, k, v, o", "LoRA target matrices");
    case LoraTargets::AllLinear: return Text::tr("all linear layers", "LoRA target matrices");
    }
    return {};
}

QString displayName(Offload o)
{
    switch (o) {
    case Offload::None: return Text::tr("None", "offload");
    case Offload::Optimizer: return Text::tr("Optimizer states to CPU", "offload");
    case Offload::OptimizerAndParams: return Text::tr("Optimizer and parameters to CPU", "offload");
    }
    return {};
}

QString displayName(Billing b)
{
    switch (b) {
    case Billing::OnDemand: return Text::tr("Pay-as-you-go", "billing");
    case Billing::Monthly: return Text::tr("Monthly subscription", "billing");
    case Billing::Yearly: return Text::tr("Yearly subscription", "billing");
    case Billing::Spot: return Text::tr("Spot / preemptible", "billing");
    }
    return {};
}

QString displayName(DataSource d)
{
    switch (d) {
    case DataSource::ObjectStorage: return Text::tr("Object storage (S3/OSS/COS)", "data source");
    case DataSource::Nas: return Text::tr("NAS / NFS share", "data source");
    case DataSource::LocalDisk: return Text::tr("Local disk", "data source");
    }
    return {};
}

double bytesPer(Precision p)
{
    switch (p) {
    case Precision::Fp32: return 4.0;
    case Precision::Fp16:
    case Precision::Bf16: return 2.0;
    case Precision::Fp8:
    case Precision::Int8: return 1.0;
    case Precision::Int4: return 0.5;
    }
    return 2.0;
}

std::optional<ScenarioError> validate(const Scenario &s)
{
    auto err = [](const char *field, const QString &reason) { return ScenarioError{QString::fromLatin1(field), reason}; };
    if (s.model.params <= 0)
        return err("model", Text::tr("no model chosen"));
    // Ranges, from the one table of fields.
    for (const ScenarioField &f : scenarioFields()) {
        if ((f.kind != FieldKind::Integer && f.kind != FieldKind::Number) || (f.applies && !f.applies(s)))
            continue;
        const double v = f.get(s).toDouble();
        if (!f.inRange(v))
            return ScenarioError{f.jsonKey(), Text::tr("must be %1, got %2").arg(f.rangeText(), QString::number(v, 'g', 10))};
    }

    // Combinations.
    const bool float16or32 = s.precision == Precision::Fp32 || s.precision == Precision::Fp16 || s.precision == Precision::Bf16;
    switch (s.method) {
    case Method::Full:
    case Method::Pretrain:
        if (!float16or32)
            return err("precision", Text::tr("full training runs in FP32, FP16 or BF16 (FP8 training keeps BF16 weights: "
                                       "choose BF16); %1 is for inference").arg(displayName(s.precision)));
        break;
    case Method::Lora:
        if (!float16or32 && s.precision != Precision::Int8)
            return err("precision", Text::tr("LoRA keeps the base model in FP32, FP16, BF16 or INT8; for a 4-bit base choose QLoRA"));
        break;
    case Method::Qlora:
        if (!float16or32)
            return err("precision", Text::tr("for QLoRA the base is always NF4 and the precision is the compute type "
                                       "(FP32, FP16 or BF16), got %1").arg(displayName(s.precision)));
        break;
    case Method::Inference:
        if (s.zero != 0)
            return err("zero", Text::tr("ZeRO applies to training; inference splits the model over the GPUs with tensor parallelism"));
        if (s.offload != Offload::None)
            return err("offload", Text::tr("offload applies to training with ZeRO"));
        break;
    }
    if (s.isTraining()) {
        if (s.offload == Offload::Optimizer && s.zero < 1)
            return err("offload", Text::tr("offloading the optimizer needs ZeRO stage 1, 2 or 3"));
        if (s.offload == Offload::OptimizerAndParams && s.zero != 3)
            return err("offload", Text::tr("offloading parameters needs ZeRO stage 3"));
    }
    return std::nullopt;
}

Scenario defaultScenario()
{
    Scenario s;
    if (const ModelSpec *m = PresetLibrary::bundled().find(QStringLiteral("qwen2-7b")))
        s.model = *m;
    s.method = Method::Qlora;
    s.gradCheckpointing = true;
    return s;
}

namespace {

template<typename E>
QVariant enumValue(E v)
{
    return toId(v);
}

// Accessors for the table below: a captureless lambda per field converts to a function pointer.
#define GA_FIELD(member) [](const Scenario &s) { return QVariant(s.member); }, [](Scenario &s, const QVariant &v) { s.member = v.value<decltype(s.member)>(); }
#define GA_ENUM(member, parse) [](const Scenario &s) { return enumValue(s.member); }, [](Scenario &s, const QVariant &v) { s.member = *parse(v.toString()); }

bool training(const Scenario &s) { return s.isTraining(); }
bool adapter(const Scenario &s) { return s.isAdapter(); }

} // namespace

const QList<ScenarioField> &scenarioFields()
{
    static const QList<ScenarioField> fields{
        {"method", "method", FieldKind::Choice, 0, 0, false, methodIds, "full|lora|qlora|inference|pretrain",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Training method, pre-training or inference."), GA_ENUM(method, methodFromId)},
        {"precision", "precision", FieldKind::Choice, 0, 0, false, precisionIds, "fp32|fp16|bf16|fp8|int8|int4",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Weight/compute precision (QLoRA: compute dtype)."), GA_ENUM(precision, precisionFromId)},
        {"master_weights", "master-weights", FieldKind::Choice, 0, 0, false, masterWeightsIds, "fp32|none",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "fp32 master copy (mixed precision, default) or none (pure low precision)."),
         GA_ENUM(masterWeights, masterWeightsFromId), training},
        {"optimizer", "optimizer", FieldKind::Choice, 0, 0, false, optimizerIds, "adamw|adamw-8bit|paged-adamw-8bit|sgd|adafactor",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Optimizer."), GA_ENUM(optimizer, optimizerFromId), training},
        {"batch", "batch", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Micro-batch size per GPU."), GA_FIELD(batch)},
        {"grad_accum", "grad-accum", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Gradient accumulation: micro-batches per optimizer step."), GA_FIELD(gradAccum), training},
        {"seq", "seq", FieldKind::Integer, 1, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Sequence length in tokens."), GA_FIELD(seq)},
        {"prompt", "prompt", FieldKind::Integer, 0, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Inference: prompt tokens processed at once (0 = the whole sequence)."), GA_FIELD(prompt),
         [](const Scenario &s) { return !s.isTraining(); }},
        {"grad_checkpointing", "grad-checkpointing", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Gradient (activation) checkpointing."), GA_FIELD(gradCheckpointing), training},
        {"flash_attention", "flash-attention", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "FlashAttention / memory-efficient attention (default on)."), GA_FIELD(flashAttention)},
        {"lora_rank", "lora-rank", FieldKind::Integer, 1, 8192, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "LoRA rank r."), GA_FIELD(loraRank), adapter},
        {"lora_targets", "lora-targets", FieldKind::Choice, 0, 0, false, loraTargetsIds, "qv|attention|all-linear",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Matrices that get LoRA adapters."), GA_ENUM(loraTargets, loraTargetsFromId), adapter},
        {"gpus", "gpus", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Number of GPUs (data parallel; tensor parallel for inference)."), GA_FIELD(gpus)},
        {"zero", "zero", FieldKind::Integer, 0, 3, false, nullptr, "0|1|2|3",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "DeepSpeed ZeRO stage."), GA_FIELD(zero)},
        {"offload", "offload", FieldKind::Choice, 0, 0, false, offloadIds, "none|optimizer|optimizer+params",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "ZeRO-Offload to host RAM."), GA_ENUM(offload, offloadFromId)},
        {"headroom", "headroom", FieldKind::Number, 0, 4, false, nullptr, "0.2",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Safety margin on top of the estimate (0.2 = 20%)."), GA_FIELD(headroom)},
        {"usage.billing", "billing", FieldKind::Choice, 0, 0, false, billingIds, "on-demand|monthly|yearly|spot",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Billing mode for the annual cost."), GA_ENUM(usage.billing, billingFromId)},
        {"usage.data_source", "data-source", FieldKind::Choice, 0, 0, false, dataSourceIds, "object-storage|nas|local",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Where training data is read from."), GA_ENUM(usage.dataSource, dataSourceFromId)},
        {"usage.hours_per_day", "hours-per-day", FieldKind::Number, 0, 24, true, nullptr, "H",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "GPU hours used per day (pay-as-you-go, spot)."), GA_FIELD(usage.hoursPerDay)},
        {"usage.days_per_year", "days-per-year", FieldKind::Number, 0, 366, true, nullptr, "D",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Days used per year."), GA_FIELD(usage.daysPerYear)},
        {"usage.dataset_tokens", "dataset-tokens", FieldKind::Number, 0, 1e15, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Training tokens per epoch (e.g. 2B, 5e8)."), GA_FIELD(usage.datasetTokens)},
        {"usage.epochs", "epochs", FieldKind::Number, 0, 10000, true, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Epochs per training run."), GA_FIELD(usage.epochs)},
        {"usage.dataset_gb", "dataset-gb", FieldKind::Number, 0, 1e12, false, nullptr, "GB",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Dataset size in object storage."), GA_FIELD(usage.datasetGb)},
        {"usage.disk_gb", "disk-gb", FieldKind::Number, 0, 1e12, false, nullptr, "GB",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Cloud disk per instance."), GA_FIELD(usage.diskGb)},
        {"usage.disk_class", "disk-class", FieldKind::Text, 0, 0, false, nullptr, "CLASS",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Cloud disk class (provider's id, e.g. gp3, essd-pl1)."), GA_FIELD(usage.diskClass)},
        {"usage.checkpoint_gb", "checkpoint-gb", FieldKind::Number, 0, 1e12, false, nullptr, "GB",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Checkpoint size (0 = derive from the model)."), GA_FIELD(usage.checkpointGb)},
        {"usage.checkpoints_kept", "checkpoints-kept", FieldKind::Number, 0, 1e12, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Checkpoints kept in object storage."), GA_FIELD(usage.checkpointsKept)},
        {"usage.egress_gb_per_day", "egress-gb-per-day", FieldKind::Number, 0, 1e12, false, nullptr, "GB",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Internet egress per day."), GA_FIELD(usage.egressGbPerDay)},
        {"usage.get_requests_per_day", "get-requests-per-day", FieldKind::Number, 0, 1e12, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Object storage GET requests per day."), GA_FIELD(usage.getRequestsPerDay)},
        {"usage.mfu", "mfu", FieldKind::Number, 0, 1, false, nullptr, "0.4",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Model FLOPs utilisation for run time (0 = the published figure for each GPU generation)."),
         GA_FIELD(usage.mfu)},
    };
    return fields;
}

#undef GA_FIELD
#undef GA_ENUM

const ScenarioField *scenarioField(const QString &jsonKey)
{
    for (const ScenarioField &f : scenarioFields())
        if (jsonKey == QLatin1String(f.key))
            return &f;
    return nullptr;
}

QString ScenarioField::rangeText() const
{
    return json::Range{min, max, minExclusive}.describe();
}

bool ScenarioField::inRange(double v) const
{
    return std::isfinite(v) && json::Range{min, max, minExclusive}.contains(v);
}

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
        break;
    case ModelOrigin::Params: j["params"] = s.model.id.toStdString(); break;
    }
    nlohmann::ordered_json usage;
    for (const ScenarioField &f : scenarioFields()) {
        const QString key = f.jsonKey();
        const bool inUsage = key.startsWith(QLatin1String("usage."));
        nlohmann::ordered_json &target = inUsage ? usage : j;
        const std::string name = (inUsage ? key.mid(6) : key).toStdString();
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
            return ScenarioError{name, Text::tr("must be a text of at most %1 characters, got %2").arg(kMaxTextFieldChars).arg(json::describe(*it))};
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
                                          "update the application to open it").arg(*v).arg(kScenarioVersion)};
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
    } else if (const auto it = j.find("config"); it != j.end()) {
        if (!it->is_string())
            return ScenarioError{QStringLiteral("config"), Text::tr("must be the path of a config.json")};
        const auto archIt = j.find("arch");
        if (archIt == j.end())
            return ScenarioError{QStringLiteral("arch"), Text::tr("a scenario with \"config\" must carry its \"arch\"")};
        auto arch = architectureFromJson(*archIt);
        if (const auto *e = std::get_if<FieldError>(&arch))
            return e->within(QStringLiteral("arch"));
        ModelSpec m;
        m.origin = ModelOrigin::Config;
        m.configPath = json::qstr(*it);
        m.id = m.configPath.section(QLatin1Char('/'), -1);
        m.arch = std::get<Architecture>(arch);
        m.params = parameterCount(m.arch);
        m.name = Text::tr("%1 from %2").arg(m.arch.modelType, m.configPath);
        m.source = m.configPath;
        s.model = m;
    } else if (const auto it = j.find("params"); it != j.end()) {
        const QString text = it->is_string() ? json::qstr(*it) : it->is_number() ? QString::number(it->get<double>(), 'g', 15) : QString();
        const auto p = parseParamCount(text);
        if (const auto *e = std::get_if<FieldError>(&p))
            return ScenarioError{QStringLiteral("params"), e->reason};
        s.model = modelFromParamCount(std::get<qint64>(p), text);
    }

    const auto usage = j.find("usage");
    if (usage != j.end() && !usage->is_null() && !usage->is_object())
        return ScenarioError{QStringLiteral("usage"), Text::tr("must be an object")};
    for (const ScenarioField &f : scenarioFields()) {
        const bool inUsage = qstrncmp(f.key, "usage.", 6) == 0;
        if (inUsage && (usage == j.end() || usage->is_null()))
            continue;
        if (auto e = readField(f, inUsage ? *usage : j, inUsage ? f.key + 6 : f.key, s))
            return e;
    }
    return std::nullopt;
}

QString summary(const Scenario &s)
{
    QStringList parts{s.model.name.isEmpty() ? s.model.id : s.model.name, displayName(s.method), toId(s.precision)};
    if (s.isTraining())
        parts << displayName(s.optimizer);
    if (s.isAdapter())
        parts << Text::tr("r=%1 on %2").arg(s.loraRank).arg(displayName(s.loraTargets));
    parts << Text::tr("batch %1 × %2 tokens").arg(s.batch).arg(s.seq);
    if (s.isTraining() && s.gradCheckpointing)
        parts << Text::tr("checkpointing");
    if (!s.flashAttention)
        parts << Text::tr("eager attention");
    parts << (s.gpus == 1 ? Text::tr("1 GPU") : Text::tr("%1 GPUs").arg(s.gpus));
    if (s.zero > 0)
        parts << Text::tr("ZeRO-%1").arg(s.zero);
    if (s.offload != Offload::None)
        parts << displayName(s.offload);
    return parts.join(QStringLiteral(" · "));
}

} // namespace ga
