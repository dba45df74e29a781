#include "core/units.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace ga {

namespace {

// Translation context shared with core/scenario (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scenario)
};

// One table per enum: value <-> stable id. Display names live in displayName().
template<typename E, std::size_t N>
using IdTable = std::array<std::pair<E, const char *>, N>;

constexpr IdTable<Method, 5> kMethods{{{Method::Full, "full"},
                                       {Method::Lora, "lora"},
                                       {Method::Qlora, "qlora"},
                                       {Method::Inference, "inference"},
                                       {Method::Pretrain, "pretrain"}}};
constexpr IdTable<Precision, 6> kPrecisions{{{Precision::Fp32, "fp32"},
                                             {Precision::Fp16, "fp16"},
                                             {Precision::Bf16, "bf16"},
                                             {Precision::Fp8, "fp8"},
                                             {Precision::Int8, "int8"},
                                             {Precision::Int4, "int4"}}};
constexpr IdTable<MasterWeights, 2> kMaster{{{MasterWeights::Fp32, "fp32"}, {MasterWeights::None, "none"}}};
constexpr IdTable<Optimizer, 5> kOptimizers{{{Optimizer::AdamW, "adamw"},
                                             {Optimizer::AdamW8bit, "adamw-8bit"},
                                             {Optimizer::PagedAdamW8bit, "paged-adamw-8bit"},
                                             {Optimizer::Sgd, "sgd"},
                                             {Optimizer::Adafactor, "adafactor"}}};
constexpr IdTable<LoraTargets, 3> kTargets{
    {{LoraTargets::QV, "qv"}, {LoraTargets::Attention, "attention"}, {LoraTargets::AllLinear, "all-linear"}}};
constexpr IdTable<Offload, 3> kOffload{
    {{Offload::None, "none"}, {Offload::Optimizer, "optimizer"}, {Offload::OptimizerAndParams, "optimizer+params"}}};
constexpr IdTable<Billing, 4> kBilling{
    {{Billing::OnDemand, "on-demand"}, {Billing::Monthly, "monthly"}, {Billing::Yearly, "yearly"}, {Billing::Spot, "spot"}}};
constexpr IdTable<DataSource, 3> kDataSources{
    {{DataSource::ObjectStorage, "object-storage"}, {DataSource::Nas, "nas"}, {DataSource::LocalDisk, "local"}}};
constexpr IdTable<StorageClass, 3> kStorageClasses{
    {{StorageClass::Standard, "standard"}, {StorageClass::HighThroughput, "high-throughput"}, {StorageClass::Accelerated, "accelerated"}}};
constexpr IdTable<EgressBilling, 2> kEgressBilling{{{EgressBilling::Traffic, "traffic"}, {EgressBilling::Bandwidth, "bandwidth"}}};
constexpr IdTable<Engine, 4> kEngines{
    {{Engine::Hf, "hf"}, {Engine::Vllm, "vllm"}, {Engine::Sglang, "sglang"}, {Engine::LlamaCpp, "llama.cpp"}}};
constexpr IdTable<KvCacheDtype, 4> kKvDtypes{
    {{KvCacheDtype::Auto, "auto"}, {KvCacheDtype::Fp8, "fp8"}, {KvCacheDtype::Q8_0, "q8_0"}, {KvCacheDtype::Q4_0, "q4_0"}}};
constexpr IdTable<GgufType, 8> kGgufTypes{{{GgufType::Q2K, "q2_k"},
                                           {GgufType::Q3KM, "q3_k_m"},
                                           {GgufType::Q4_0, "q4_0"},
                                           {GgufType::Q4KM, "q4_k_m"},
                                           {GgufType::Q5KM, "q5_k_m"},
                                           {GgufType::Q6K, "q6_k"},
                                           {GgufType::Q8_0, "q8_0"},
                                           {GgufType::F16, "f16"}}};
// vLLM's --all2all-backend names (vllm/config/parallel.py All2AllBackend).
constexpr IdTable<All2AllBackend, 3> kAll2AllBackends{{{All2AllBackend::Default, "default"},
                                                       {All2AllBackend::DeepepHighThroughput, "deepep_high_throughput"},
                                                       {All2AllBackend::DeepepLowLatency, "deepep_low_latency"}}};
constexpr IdTable<Stack, 11> kStacks{{{Stack::HfTrainer, "hf-trainer"},
                                      {Stack::LlamaFactory, "llama-factory"},
                                      {Stack::Unsloth, "unsloth"},
                                      {Stack::MsSwift, "ms-swift"},
                                      {Stack::Axolotl, "axolotl"},
                                      {Stack::Torchtune, "torchtune"},
                                      {Stack::Litgpt, "litgpt"},
                                      {Stack::LitgptLegacy, "litgpt-0.5.4"},
                                      {Stack::Trl, "trl"},
                                      {Stack::FsdpQlora, "fsdp-qlora"},
                                      {Stack::Deepspeed, "deepspeed"}}};

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

QString toId(Method m)
{
    return idOf(kMethods, m);
}
QString toId(Precision p)
{
    return idOf(kPrecisions, p);
}
QString toId(MasterWeights m)
{
    return idOf(kMaster, m);
}
QString toId(Optimizer o)
{
    return idOf(kOptimizers, o);
}
QString toId(LoraTargets t)
{
    return idOf(kTargets, t);
}
QString toId(Offload o)
{
    return idOf(kOffload, o);
}
QString toId(Billing b)
{
    return idOf(kBilling, b);
}
QString toId(DataSource d)
{
    return idOf(kDataSources, d);
}

QString toId(StorageClass c)
{
    return idOf(kStorageClasses, c);
}

QString toId(EgressBilling e)
{
    return idOf(kEgressBilling, e);
}

QString toId(Engine e)
{
    return idOf(kEngines, e);
}
QString toId(KvCacheDtype d)
{
    return idOf(kKvDtypes, d);
}
QString toId(GgufType t)
{
    return idOf(kGgufTypes, t);
}
QString toId(All2AllBackend b)
{
    return idOf(kAll2AllBackends, b);
}
QString toId(Stack s)
{
    return idOf(kStacks, s);
}

std::optional<Method> methodFromId(const QString &id)
{
    return fromId(kMethods, id);
}
std::optional<Precision> precisionFromId(const QString &id)
{
    return fromId(kPrecisions, id);
}
std::optional<MasterWeights> masterWeightsFromId(const QString &id)
{
    return fromId(kMaster, id);
}
std::optional<Optimizer> optimizerFromId(const QString &id)
{
    return fromId(kOptimizers, id);
}
std::optional<LoraTargets> loraTargetsFromId(const QString &id)
{
    return fromId(kTargets, id);
}
std::optional<Offload> offloadFromId(const QString &id)
{
    return fromId(kOffload, id);
}
std::optional<Billing> billingFromId(const QString &id)
{
    return fromId(kBilling, id);
}
std::optional<DataSource> dataSourceFromId(const QString &id)
{
    return fromId(kDataSources, id);
}

std::optional<StorageClass> storageClassFromId(const QString &id)
{
    return fromId(kStorageClasses, id);
}

std::optional<EgressBilling> egressBillingFromId(const QString &id)
{
    return fromId(kEgressBilling, id);
}

std::optional<Engine> engineFromId(const QString &id)
{
    return fromId(kEngines, id);
}
std::optional<KvCacheDtype> kvCacheDtypeFromId(const QString &id)
{
    return fromId(kKvDtypes, id);
}
std::optional<GgufType> ggufTypeFromId(const QString &id)
{
    return fromId(kGgufTypes, id);
}
std::optional<All2AllBackend> all2allBackendFromId(const QString &id)
{
    return fromId(kAll2AllBackends, id);
}
std::optional<Stack> stackFromId(const QString &id)
{
    return fromId(kStacks, id);
}

QStringList methodIds()
{
    return idsOf(kMethods);
}
QStringList precisionIds()
{
    return idsOf(kPrecisions);
}
QStringList masterWeightsIds()
{
    return idsOf(kMaster);
}
QStringList optimizerIds()
{
    return idsOf(kOptimizers);
}
QStringList loraTargetsIds()
{
    return idsOf(kTargets);
}
QStringList offloadIds()
{
    return idsOf(kOffload);
}
QStringList billingIds()
{
    return idsOf(kBilling);
}
QStringList dataSourceIds()
{
    return idsOf(kDataSources);
}

QStringList storageClassIds()
{
    return idsOf(kStorageClasses);
}

QStringList egressBillingIds()
{
    return idsOf(kEgressBilling);
}

QStringList engineIds()
{
    return idsOf(kEngines);
}
QStringList kvCacheDtypeIds()
{
    return idsOf(kKvDtypes);
}
QStringList ggufTypeIds()
{
    return idsOf(kGgufTypes);
}
QStringList all2allBackendIds()
{
    return idsOf(kAll2AllBackends);
}
QStringList stackIds()
{
    return idsOf(kStacks);
}

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

QString displayName(StorageClass c)
{
    switch (c) {
    case StorageClass::Standard: return Text::tr("Standard", "object storage class");
    case StorageClass::HighThroughput: return Text::tr("High-throughput", "object storage class");
    case StorageClass::Accelerated: return Text::tr("Accelerator cache", "object storage class");
    }
    return {};
}

QString displayName(EgressBilling e)
{
    switch (e) {
    case EgressBilling::Traffic: return Text::tr("By traffic (per GB)", "egress billing");
    case EgressBilling::Bandwidth: return Text::tr("Fixed bandwidth (per Mbps)", "egress billing");
    }
    return {};
}

QString displayName(Engine e)
{
    switch (e) {
    case Engine::Hf: return Text::tr("transformers generate()", "inference engine");
    case Engine::Vllm: return Text::tr("vLLM", "inference engine");
    case Engine::Sglang: return Text::tr("SGLang", "inference engine");
    case Engine::LlamaCpp: return Text::tr("llama.cpp", "inference engine");
    }
    return {};
}

QString displayName(KvCacheDtype d)
{
    switch (d) {
    case KvCacheDtype::Auto: return Text::tr("auto (model dtype)", "KV cache dtype");
    case KvCacheDtype::Fp8: return Text::tr("FP8", "KV cache dtype");
    case KvCacheDtype::Q8_0: return Text::tr("q8_0 (llama.cpp)", "KV cache dtype");
    case KvCacheDtype::Q4_0: return Text::tr("q4_0 (llama.cpp)", "KV cache dtype");
    }
    return {};
}

QString displayName(GgufType t)
{
    // The names llama-quantize prints; they are format names, the same in every language.
    switch (t) {
    case GgufType::Q2K: return QStringLiteral("Q2_K");
    case GgufType::Q3KM: return QStringLiteral("Q3_K_M");
    case GgufType::Q4_0: return QStringLiteral("Q4_0");
    case GgufType::Q4KM: return QStringLiteral("Q4_K_M");
    case GgufType::Q5KM: return QStringLiteral("Q5_K_M");
    case GgufType::Q6K: return QStringLiteral("Q6_K");
    case GgufType::Q8_0: return QStringLiteral("Q8_0");
    case GgufType::F16: return QStringLiteral("F16");
    }
    return {};
}

QString displayName(All2AllBackend b)
{
    switch (b) {
    case All2AllBackend::Default: return Text::tr("engine default", "all-to-all back-end");
    // The engines' own shorthand (vLLM's docs and SGLang's --deepep-mode speak of HT and LL modes).
    case All2AllBackend::DeepepHighThroughput: return Text::tr("DeepEP HT", "all-to-all back-end: high-throughput kernels");
    case All2AllBackend::DeepepLowLatency: return Text::tr("DeepEP LL", "all-to-all back-end: low-latency kernels");
    }
    return {};
}

QString displayName(Stack s)
{
    // Product names, the same in every language but the default's description.
    switch (s) {
    case Stack::HfTrainer: return Text::tr("HF Trainer + PEFT", "training framework");
    case Stack::LlamaFactory: return QStringLiteral("LLaMA-Factory");
    case Stack::Unsloth: return QStringLiteral("Unsloth");
    case Stack::MsSwift: return QStringLiteral("ms-swift");
    case Stack::Axolotl: return QStringLiteral("axolotl");
    case Stack::Torchtune: return QStringLiteral("torchtune");
    case Stack::Litgpt: return QStringLiteral("LitGPT");
    case Stack::LitgptLegacy: return Text::tr("LitGPT ≤ 0.5.4", "training framework");
    case Stack::Trl: return QStringLiteral("TRL");
    case Stack::FsdpQlora: return Text::tr("fsdp_qlora (Answer.AI)", "training framework");
    case Stack::Deepspeed: return Text::tr("DeepSpeed (raw)", "training framework");
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

} // namespace ga
