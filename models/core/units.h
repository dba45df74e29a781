#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// The scenario's choices, with their stable ids and display names: the vocabulary the catalog,
// the memory model and the cost model share without depending on the whole Scenario.

// Pretrain is full training from scratch on a large corpus: the memory of Full, plus the data
// pipeline and storage demands of pre-training (DESIGN.md §2, §5).
enum class Method { Full, Lora, Qlora, Inference, Pretrain };
enum class Precision { Fp32, Fp16, Bf16, Fp8, Int8, Int4 };
enum class MasterWeights { Fp32, None };
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW8bit, Sgd, Adafactor };
enum class LoraTargets { QV, Attention, AllLinear };
enum class Offload { None, Optimizer, OptimizerAndParams };
enum class Billing { OnDemand, Monthly, Yearly, Spot };
enum class DataSource { ObjectStorage, Nas, LocalDisk };
// The object-storage class the dataset lives in: the provider's standard class, a high-throughput
// class that holds the data itself (S3 Express One Zone), or an accelerator that caches a
// standard bucket on SSD beside the GPUs (Alibaba's OSS accelerator). PriceComponents lists which
// a provider offers.
enum class StorageClass { Standard, HighThroughput, Accelerated };
// How internet egress is billed: per GB sent, or a fixed bandwidth cap paid per Mbps and hour
// or month (按固定带宽, offered by the Chinese clouds).
enum class EgressBilling { Traffic, Bandwidth };
// Inference engines (DESIGN.md §9): Hugging Face transformers generate(), and the serving engines
// whose memory the advisor models from their own code.
enum class Engine { Hf, Vllm, Sglang, LlamaCpp };
// The KV cache's element type: the model's compute dtype, FP8 (vLLM/SGLang) or llama.cpp's
// block-quantised q8_0 and q4_0 (--cache-type-k/-v).
enum class KvCacheDtype { Auto, Fp8, Q8_0, Q4_0 };
// llama.cpp GGUF weight formats (llama-quantize types).
enum class GgufType { Q2K, Q3KM, Q4_0, Q4KM, Q5KM, Q6K, Q8_0, F16 };
// How the tokens reach the experts under data-parallel attention: the engine's default
// (vLLM allgather_reducescatter, SGLang none), or DeepEP's kernels with the buffers they allocate.
enum class All2AllBackend { Default, DeepepHighThroughput, DeepepLowLatency };
// The training framework the job runs on: what each changes in memory is in core/stacks.
// LitGPT up to 0.5.4 is its own entry: it pinned bitsandbytes 0.42.0, whose 4-bit layers keep their inputs.
enum class Stack { HfTrainer, LlamaFactory, Unsloth, MsSwift, Axolotl, Torchtune, Litgpt, LitgptLegacy, Trl, FsdpQlora, Deepspeed };

// Stable string ids used on the command line, in JSON and in settings.
QString toId(Method m);
QString toId(Precision p);
QString toId(MasterWeights m);
QString toId(Optimizer o);
QString toId(LoraTargets t);
QString toId(Offload o);
QString toId(Billing b);
QString toId(DataSource d);
QString toId(StorageClass c);
QString toId(EgressBilling e);
QString toId(Engine e);
QString toId(KvCacheDtype d);
QString toId(GgufType t);
QString toId(All2AllBackend b);
QString toId(Stack s);

std::optional<Method> methodFromId(const QString &id);
std::optional<Precision> precisionFromId(const QString &id);
std::optional<MasterWeights> masterWeightsFromId(const QString &id);
std::optional<Optimizer> optimizerFromId(const QString &id);
std::optional<LoraTargets> loraTargetsFromId(const QString &id);
std::optional<Offload> offloadFromId(const QString &id);
std::optional<Billing> billingFromId(const QString &id);
std::optional<DataSource> dataSourceFromId(const QString &id);
std::optional<StorageClass> storageClassFromId(const QString &id);
std::optional<EgressBilling> egressBillingFromId(const QString &id);
std::optional<Engine> engineFromId(const QString &id);
std::optional<KvCacheDtype> kvCacheDtypeFromId(const QString &id);
std::optional<GgufType> ggufTypeFromId(const QString &id);
std::optional<All2AllBackend> all2allBackendFromId(const QString &id);
std::optional<Stack> stackFromId(const QString &id);

QStringList methodIds();
QStringList precisionIds();
QStringList masterWeightsIds();
QStringList optimizerIds();
QStringList loraTargetsIds();
QStringList offloadIds();
QStringList billingIds();
QStringList dataSourceIds();
QStringList storageClassIds();
QStringList egressBillingIds();
QStringList engineIds();
QStringList kvCacheDtypeIds();
QStringList ggufTypeIds();
QStringList all2allBackendIds();
QStringList stackIds();

// Human-readable, translated names for the GUI and reports.
QString displayName(Method m);
QString displayName(Precision p);
QString displayName(Optimizer o);
QString displayName(LoraTargets t);
QString displayName(Offload o);
QString displayName(Billing b);
QString displayName(DataSource d);
QString displayName(StorageClass c);
QString displayName(EgressBilling e);
QString displayName(Engine e);
QString displayName(KvCacheDtype d);
QString displayName(GgufType t);
QString displayName(All2AllBackend b);
QString displayName(Stack s);

// Bytes per element or parameter of a precision (int4 = 0.5).
double bytesPer(Precision p);

} // namespace ga
