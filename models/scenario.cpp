#include "scenario.h"

#include "jsonutil.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scenario)
};

// One table per enum: value <-> stable id. Display names live in displayName().
template<typename E, std::size_t N>
using IdTable = std::array<std::pair<E, const char *>, N>;

constexpr IdTable<Method, 4> kMethods{{{Method::Full, "full"}, {Method::Lora, "lora"}, {Method::Qlora, "qlora"},
                                       {Method::Inference, "inference"}}};
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
    if (s.batch < 1 || s.batch > 65536)
        return err("batch", Text::tr("must be between 1 and 65536, got %1").arg(s.batch));
    if (s.seq < 1 || s.seq > 10'000'000)
        return err("seq", Text::tr("must be between 1 and 10,000,000 tokens, got %1").arg(s.seq));
    if (s.gpus < 1 || s.gpus > 65536)
        return err("gpus", Text::tr("must be between 1 and 65536, got %1").arg(s.gpus));
    if (s.zero < 0 || s.zero > 3)
        return err("zero", Text::tr("ZeRO stage must be 0, 1, 2 or 3, got %1").arg(s.zero));
    if (!std::isfinite(s.headroom) || s.headroom < 0 || s.headroom > 4)
        return err("headroom", Text::tr("must be between 0 and 4 (0.2 = 20%), got %1").arg(s.headroom));
    if (s.isAdapter() && (s.loraRank < 1 || s.loraRank > 8192))
        return err("lora_rank", Text::tr("must be between 1 and 8192, got %1").arg(s.loraRank));

    const bool float16or32 = s.precision == Precision::Fp32 || s.precision == Precision::Fp16 || s.precision == Precision::Bf16;
    switch (s.method) {
    case Method::Full:
        if (!float16or32)
            return err("precision", Text::tr("full fine-tuning trains in fp32, fp16 or bf16 (FP8 training keeps bf16 weights: "
                                       "choose bf16); %1 is for inference").arg(toId(s.precision)));
        break;
    case Method::Lora:
        if (!float16or32 && s.precision != Precision::Int8)
            return err("precision", Text::tr("LoRA keeps the base model in fp32, fp16, bf16 or int8; for a 4-bit base use "
                                       "--method qlora"));
        break;
    case Method::Qlora:
        if (!float16or32)
            return err("precision", Text::tr("for QLoRA the base is always NF4; --precision sets the compute dtype "
                                       "(fp32, fp16 or bf16), got %1").arg(toId(s.precision)));
        break;
    case Method::Inference:
        if (s.zero != 0)
            return err("zero", Text::tr("ZeRO applies to training; inference splits the model over --gpus with tensor parallelism"));
        if (s.offload != Offload::None)
            return err("offload", Text::tr("offload applies to training with ZeRO"));
        break;
    }
    if (s.isTraining()) {
        if (s.offload == Offload::Optimizer && s.zero < 1)
            return err("offload", Text::tr("offloading the optimizer needs ZeRO stage 1, 2 or 3 (--zero)"));
        if (s.offload == Offload::OptimizerAndParams && s.zero != 3)
            return err("offload", Text::tr("offloading parameters needs ZeRO stage 3 (--zero 3)"));
    }

    const Usage &u = s.usage;
    if (!std::isfinite(u.hoursPerDay) || u.hoursPerDay <= 0 || u.hoursPerDay > 24)
        return err("usage.hours_per_day", Text::tr("must be more than 0 and at most 24, got %1").arg(u.hoursPerDay));
    if (!std::isfinite(u.daysPerYear) || u.daysPerYear <= 0 || u.daysPerYear > 366)
        return err("usage.days_per_year", Text::tr("must be more than 0 and at most 366, got %1").arg(u.daysPerYear));
    if (!std::isfinite(u.datasetTokens) || u.datasetTokens < 0 || u.datasetTokens > 1e15)
        return err("usage.dataset_tokens", Text::tr("must be between 0 and 10^15, got %1").arg(u.datasetTokens));
    if (!std::isfinite(u.epochs) || u.epochs <= 0 || u.epochs > 10000)
        return err("usage.epochs", Text::tr("must be more than 0 and at most 10000, got %1").arg(u.epochs));
    const std::pair<const char *, double> sizes[] = {{"usage.dataset_gb", u.datasetGb}, {"usage.disk_gb", u.diskGb},
                                                     {"usage.checkpoint_gb", u.checkpointGb}, {"usage.checkpoints_kept", u.checkpointsKept},
                                                     {"usage.egress_gb_per_day", u.egressGbPerDay}, {"usage.get_requests_per_day", u.getRequestsPerDay}};
    for (const auto &[field, v] : sizes)
        if (!std::isfinite(v) || v < 0 || v > 1e12)
            return err(field, Text::tr("must be a number between 0 and 10^12, got %1").arg(v));
    if (!std::isfinite(u.mfu) || u.mfu <= 0 || u.mfu > 1)
        return err("usage.mfu", Text::tr("model FLOPs utilisation must be more than 0 and at most 1, got %1").arg(u.mfu));
    return std::nullopt;
}

nlohmann::ordered_json toJson(const Scenario &s)
{
    nlohmann::ordered_json j;
    switch (s.model.origin) {
    case ModelOrigin::Preset: j["model"] = s.model.id.toStdString(); break;
    case ModelOrigin::Config:
        j["config"] = s.model.configPath.toStdString();
        j["arch"] = architectureToJson(s.model.arch);
        break;
    case ModelOrigin::Params: j["params"] = s.model.id.toStdString(); break;
    }
    j["method"] = toId(s.method).toStdString();
    j["precision"] = toId(s.precision).toStdString();
    j["master_weights"] = toId(s.masterWeights).toStdString();
    j["optimizer"] = toId(s.optimizer).toStdString();
    j["batch"] = s.batch;
    j["seq"] = s.seq;
    j["grad_checkpointing"] = s.gradCheckpointing;
    j["flash_attention"] = s.flashAttention;
    j["lora_rank"] = s.loraRank;
    j["lora_targets"] = toId(s.loraTargets).toStdString();
    j["gpus"] = s.gpus;
    j["zero"] = s.zero;
    j["offload"] = toId(s.offload).toStdString();
    j["headroom"] = s.headroom;
    const Usage &u = s.usage;
    nlohmann::ordered_json usage;
    usage["billing"] = toId(u.billing).toStdString();
    usage["data_source"] = toId(u.dataSource).toStdString();
    usage["hours_per_day"] = u.hoursPerDay;
    usage["days_per_year"] = u.daysPerYear;
    usage["dataset_tokens"] = u.datasetTokens;
    usage["epochs"] = u.epochs;
    usage["dataset_gb"] = u.datasetGb;
    usage["disk_gb"] = u.diskGb;
    usage["disk_class"] = u.diskClass.toStdString();
    usage["checkpoint_gb"] = u.checkpointGb;
    usage["checkpoints_kept"] = u.checkpointsKept;
    usage["egress_gb_per_day"] = u.egressGbPerDay;
    usage["get_requests_per_day"] = u.getRequestsPerDay;
    usage["mfu"] = u.mfu;
    j["usage"] = usage;
    return j;
}

namespace {

// Reads one enum-valued key; an unknown id is an error naming the key and the accepted ids.
template<typename E>
bool readEnum(const nlohmann::json &j, const char *key, E &out, std::optional<E> (*parse)(const QString &),
              QStringList (*ids)(), std::optional<ScenarioError> &error)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return true;
    const auto v = it->is_string() ? parse(json::qstr(*it)) : std::nullopt;
    if (!v) {
        error = ScenarioError{QString::fromLatin1(key),
                              Text::tr("%1 is not one of %2").arg(json::describe(*it), ids().join(QStringLiteral(", ")))};
        return false;
    }
    out = *v;
    return true;
}

bool readInt(const nlohmann::json &j, const char *key, int &out, std::optional<ScenarioError> &error)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return true;
    if (!it->is_number() || !std::isfinite(it->get<double>()) || std::floor(it->get<double>()) != it->get<double>()
        || std::abs(it->get<double>()) > 1e9) {
        error = ScenarioError{QString::fromLatin1(key), Text::tr("must be an integer, got %1").arg(json::describe(*it))};
        return false;
    }
    out = int(it->get<double>());
    return true;
}

bool readDouble(const nlohmann::json &j, const char *key, double &out, std::optional<ScenarioError> &error)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return true;
    if (!it->is_number() || !std::isfinite(it->get<double>())) {
        error = ScenarioError{QString::fromLatin1(key), Text::tr("must be a number, got %1").arg(json::describe(*it))};
        return false;
    }
    out = it->get<double>();
    return true;
}

bool readBool(const nlohmann::json &j, const char *key, bool &out, std::optional<ScenarioError> &error)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return true;
    if (!it->is_boolean()) {
        error = ScenarioError{QString::fromLatin1(key), Text::tr("must be true or false, got %1").arg(json::describe(*it))};
        return false;
    }
    out = it->get<bool>();
    return true;
}

} // namespace

std::optional<ScenarioError> applyJson(Scenario &s, const nlohmann::json &j, const PresetLibrary &presets)
{
    if (!j.is_object())
        return ScenarioError{QString(), Text::tr("a scenario must be a JSON object")};
    std::optional<ScenarioError> error;

    // The model: a preset id, a config with its architecture, or a parameter count.
    const int modelKeys = int(j.contains("model")) + int(j.contains("config")) + int(j.contains("params"));
    if (modelKeys > 1)
        return ScenarioError{QStringLiteral("model"), Text::tr("give only one of \"model\", \"config\" and \"params\"")};
    if (const auto it = j.find("model"); it != j.end()) {
        const ModelSpec *preset = it->is_string() ? presets.find(json::qstr(*it)) : nullptr;
        if (!preset)
            return ScenarioError{QStringLiteral("model"), Text::tr("%1 is not a preset id (see `gpu-advisor models`)").arg(json::describe(*it))};
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

    readEnum(j, "method", s.method, methodFromId, methodIds, error) && readEnum(j, "precision", s.precision, precisionFromId, precisionIds, error)
        && readEnum(j, "master_weights", s.masterWeights, masterWeightsFromId, masterWeightsIds, error)
        && readEnum(j, "optimizer", s.optimizer, optimizerFromId, optimizerIds, error)
        && readEnum(j, "lora_targets", s.loraTargets, loraTargetsFromId, loraTargetsIds, error)
        && readEnum(j, "offload", s.offload, offloadFromId, offloadIds, error) && readInt(j, "batch", s.batch, error)
        && readInt(j, "seq", s.seq, error) && readInt(j, "lora_rank", s.loraRank, error) && readInt(j, "gpus", s.gpus, error)
        && readInt(j, "zero", s.zero, error) && readBool(j, "grad_checkpointing", s.gradCheckpointing, error)
        && readBool(j, "flash_attention", s.flashAttention, error) && readDouble(j, "headroom", s.headroom, error);
    if (error)
        return error;

    if (const auto it = j.find("usage"); it != j.end() && !it->is_null()) {
        if (!it->is_object())
            return ScenarioError{QStringLiteral("usage"), Text::tr("must be an object")};
        Usage &u = s.usage;
        const auto &uj = *it;
        readEnum(uj, "billing", u.billing, billingFromId, billingIds, error)
            && readEnum(uj, "data_source", u.dataSource, dataSourceFromId, dataSourceIds, error) && readDouble(uj, "hours_per_day", u.hoursPerDay, error)
            && readDouble(uj, "days_per_year", u.daysPerYear, error) && readDouble(uj, "dataset_tokens", u.datasetTokens, error)
            && readDouble(uj, "epochs", u.epochs, error) && readDouble(uj, "dataset_gb", u.datasetGb, error)
            && readDouble(uj, "disk_gb", u.diskGb, error) && readDouble(uj, "checkpoint_gb", u.checkpointGb, error)
            && readDouble(uj, "checkpoints_kept", u.checkpointsKept, error)
            && readDouble(uj, "egress_gb_per_day", u.egressGbPerDay, error)
            && readDouble(uj, "get_requests_per_day", u.getRequestsPerDay, error) && readDouble(uj, "mfu", u.mfu, error);
        if (error)
            return error->within(QStringLiteral("usage"));
        if (const auto dc = uj.find("disk_class"); dc != uj.end() && !dc->is_null()) {
            if (!dc->is_string())
                return ScenarioError{QStringLiteral("usage.disk_class"), Text::tr("must be a string")};
            u.diskClass = json::qstr(*dc);
        }
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
