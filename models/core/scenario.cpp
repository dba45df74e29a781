#include "core/scenario.h"

#include "core/serving.h"
#include "core/stacks.h"

#include "base/jsonutil.h"

#include <QVariant>

#include <QCoreApplication>

#include <cmath>

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scenario)
};

} // namespace

std::optional<Precision> checkpointPrecision(const Quantisation &q)
{
    if (!q.isQuantised())
        return std::nullopt;
    if (q.method == QLatin1String("fp8") || (q.method == QLatin1String("compressed-tensors") && q.bits == 8 && q.groupSize == 0))
        return Precision::Fp8;
    return q.bits <= 4 ? Precision::Int4 : Precision::Int8;
}

void useCheckpointFormat(Scenario &s)
{
    if (s.method == Method::Inference)
        if (const auto p = checkpointPrecision(s.model.checkpoint))
            s.precision = *p;
}

namespace {

// The engine's own refusals, before any memory is counted: a KV cache type it lacks, a
// tensor-parallel size the heads do not allow (vLLM and SGLang assert it at start-up).
std::optional<ScenarioError> servingProblem(const Scenario &s)
{
    if (!s.isServing())
        return std::nullopt;
    const Serving &v = s.serving;
    const bool paged = v.engine == Engine::Vllm || v.engine == Engine::Sglang;
    if ((v.kvCacheDtype == KvCacheDtype::Fp8 && !paged) ||
        ((v.kvCacheDtype == KvCacheDtype::Q8_0 || v.kvCacheDtype == KvCacheDtype::Q4_0) && v.engine != Engine::LlamaCpp))
        return ScenarioError{QStringLiteral("kv_cache_dtype"),
                             Text::tr("%1 has no %2 KV cache (vLLM and SGLang: auto or fp8; llama.cpp: auto, q8_0 or q4_0)")
                                 .arg(displayName(v.engine), toId(v.kvCacheDtype))};
    if (paged && !s.model.inferred) {
        if (const QStringList problems = tensorParallelProblems(s.model.arch, s.attentionTp(), s.splitsExpertsWhole());
            !problems.isEmpty()) {
            QStringList nearest;
            for (const qint64 n : nearestTensorParallelSizes(s.model.arch, s.gpus, s.splitsExpertsWhole()))
                nearest << QString::number(n);
            return ScenarioError{QStringLiteral("gpus"),
                                 Text::tr("%1 cannot split %2 over %3 GPUs: %4; nearest tensor-parallel sizes: %5")
                                     .arg(displayName(v.engine), s.model.displayName())
                                     .arg(s.gpus)
                                     .arg(problems.join(QStringLiteral("; ")), nearest.join(Text::tr(" or ")))};
        }
    }
    if (const QString deepEp = deepEpProblem(s); !deepEp.isEmpty())
        return ScenarioError{QStringLiteral("all2all_backend"), deepEp};
    if (v.maxModelLen > 0 && v.maxModelLen < v.inputTokens + v.outputTokens)
        return ScenarioError{QStringLiteral("max_model_len"),
                             Text::tr("%1 tokens cannot hold a request of %2 input and %3 output tokens")
                                 .arg(v.maxModelLen)
                                 .arg(v.inputTokens)
                                 .arg(v.outputTokens)};
    return std::nullopt;
}

} // namespace

bool Scenario::offersTrainingExpertParallel() const
{
    return isTraining() && model.arch.isMoe() && gpus > 1 && stackProfile(stack).expertParallel.offered();
}

namespace {

// What Megatron-SWIFT refuses, or GPU Advisor does not model, with whole experts on each GPU.
std::optional<ScenarioError> expertParallelProblem(const Scenario &s)
{
    if (!s.trainsExpertParallel())
        return std::nullopt;
    if (s.method == Method::Qlora)
        return ScenarioError{QStringLiteral("method"),
                             Text::tr("Megatron-SWIFT trains experts in parallel on 16- or 32-bit weights, in full or with LoRA; "
                                      "a 4-bit QLoRA base runs without expert parallelism")};
    if (s.zero > 1)
        return ScenarioError{QStringLiteral("zero"),
                             Text::tr("with expert parallelism Megatron-SWIFT shards only the optimizer states (its distributed "
                                      "optimizer, ZeRO 1, on by default): choose ZeRO 1, or 0 to keep them whole")};
    if (s.offload != Offload::None)
        return ScenarioError{QStringLiteral("offload"), Text::tr("GPU Advisor models expert parallelism without offload")};
    if (const Architecture &a = s.model.arch; !a.splitsExpertsOver(s.gpus)) {
        QStringList counts;
        for (int n = 2; n <= a.experts && counts.size() < 8; ++n)
            if (a.splitsExpertsOver(n))
                counts << QString::number(n);
        return ScenarioError{QStringLiteral("gpus"),
                             Text::tr("%1 routed experts do not split evenly over %2 GPUs; GPU counts that divide them: %3")
                                 .arg(a.experts)
                                 .arg(s.gpus)
                                 .arg(counts.join(QStringLiteral(", ")))};
    }
    return std::nullopt;
}

} // namespace

std::optional<ScenarioError> validate(const Scenario &s)
{
    auto err = [](const char *field, const QString &reason) { return ScenarioError{QString::fromLatin1(field), reason}; };
    if (s.model.params <= 0)
        return err("model", Text::tr("no model chosen"));
    // Ranges, from the one table of fields.
    for (const ScenarioField &f : scenarioFields()) {
        if ((f.kind != FieldKind::Integer && f.kind != FieldKind::Number) || !f.appliesTo(s))
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
            return err("precision",
                       Text::tr("full training runs in FP32, FP16 or BF16 (FP8 training keeps BF16 weights: "
                                "choose BF16); %1 is for inference")
                           .arg(displayName(s.precision)));
        break;
    case Method::Lora:
        if (!float16or32 && s.precision != Precision::Int8)
            return err("precision", Text::tr("LoRA keeps the base model in FP32, FP16, BF16 or INT8; for a 4-bit base choose QLoRA"));
        break;
    case Method::Qlora:
        if (!float16or32)
            return err("precision",
                       Text::tr("for QLoRA the base is always NF4 and the precision is the compute type "
                                "(FP32, FP16 or BF16), got %1")
                           .arg(displayName(s.precision)));
        break;
    case Method::Inference:
        if (s.zero != 0)
            return err("zero", Text::tr("ZeRO applies to training; inference splits the model over the GPUs with tensor parallelism"));
        if (s.offload != Offload::None)
            return err("offload", Text::tr("offload applies to training with ZeRO"));
        if (auto problem = servingProblem(s))
            return problem;
        break;
    }
    if (const qint64 imageTokens = s.imageTokens(); imageTokens > 0) {
        const qint64 room = s.isServing() ? s.serving.inputTokens : s.prefillTokens();
        if (imageTokens > room)
            return err("images",
                       Text::tr("%n image(s) of %1 pixels take %L2 tokens, more than the %L3 tokens of the %4", nullptr, s.images)
                           .arg(s.imageSize)
                           .arg(imageTokens)
                           .arg(room)
                           .arg(s.isServing()        ? Text::tr("prompt")
                                    : s.isTraining() ? Text::tr("sequence")
                                                     : Text::tr("prompt or sequence")));
    }
    if (s.isTraining()) {
        if (s.liger && !stackProfile(s.stack).offersLiger())
            return err("liger", Text::tr("%1 has no switch for Liger kernels").arg(displayName(s.stack)));
        if (s.packing) {
            const auto pk = packingFor(s);
            if (!pk) // every framework without a switch says why (tst_scenario::everyFrameworkPacksOrSaysWhyNot)
                return err("packing",
                           Text::tr("%1 has no packing switch: %2")
                               .arg(displayName(s.stack), QCoreApplication::translate("ga::Stacks", stackProfile(s.stack).packing.absent)));
            if (pk->needsFlash && !s.flashAttention)
                return err("packing",
                           Text::tr("%1 packs only with FlashAttention (its padding-free check refuses any other "
                                    "attention)")
                               .arg(displayName(s.stack)));
            if (pk->flashBatchOne && s.flashAttention && s.batch > 1)
                return err("batch",
                           Text::tr("%1 packs with FlashAttention-2 only a micro-batch of 1 (its collator asserts it); each "
                                    "row already holds a full sequence of samples")
                               .arg(displayName(s.stack)));
        }
        if (auto problem = expertParallelProblem(s))
            return problem;
        if (s.offload == Offload::Optimizer && s.zero < 1)
            return err("offload", Text::tr("offloading the optimizer needs ZeRO stage 1, 2 or 3"));
        if (s.offload == Offload::OptimizerAndParams && s.zero != 3)
            return err("offload", Text::tr("offloading parameters needs ZeRO stage 3"));
    }
    return std::nullopt;
}

namespace {

template<typename E>
QVariant enumValue(E v)
{
    return toId(v);
}

// Accessors for the table below: a captureless lambda per field converts to a function pointer.
#define GA_FIELD(member)                                                                                                                   \
    [](const Scenario &s) { return QVariant(s.member); }, [](Scenario &s, const QVariant &v) { s.member = v.value<decltype(s.member)>(); }
#define GA_ENUM(member, parse)                                                                                                             \
    [](const Scenario &s) { return enumValue(s.member); }, [](Scenario &s, const QVariant &v) { s.member = *parse(v.toString()); }

bool training(const Scenario &s)
{
    return s.isTraining();
}
bool adapter(const Scenario &s)
{
    return s.isAdapter();
}
bool inference(const Scenario &s)
{
    return !s.isTraining();
}
bool serving(const Scenario &s)
{
    return s.isServing();
}
bool takesImages(const Scenario &s)
{
    return s.model.arch.takesImages();
}
// A serving workload (concurrency, input and output tokens) replaces the batch and the sequence.
bool notServing(const Scenario &s)
{
    return !s.isServing();
}
bool pagedEngine(const Scenario &s)
{
    return s.isServing() && (s.serving.engine == Engine::Vllm || s.serving.engine == Engine::Sglang);
}
bool llamaCpp(const Scenario &s)
{
    return s.isServing() && s.serving.engine == Engine::LlamaCpp;
}

} // namespace

const QList<ScenarioField> &scenarioFields()
{
    static const QList<ScenarioField> fields{
        {"method", "method", FieldKind::Choice, 0, 0, false, methodIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Training method, pre-training or inference."), GA_ENUM(method, methodFromId)},
        {"precision", "precision", FieldKind::Choice, 0, 0, false, precisionIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Weight/compute precision (QLoRA: compute dtype)."), GA_ENUM(precision, precisionFromId)},
        {"master_weights", "master-weights", FieldKind::Choice, 0, 0, false, masterWeightsIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "fp32 master copy (mixed precision, default) or none (pure low precision)."),
         GA_ENUM(masterWeights, masterWeightsFromId), training},
        {"optimizer", "optimizer", FieldKind::Choice, 0, 0, false, optimizerIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Optimizer."), GA_ENUM(optimizer, optimizerFromId), training},
        {"stack", "stack", FieldKind::Choice, 0, 0, false, stackIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Training framework: its loss, LoRA dropout, fp32 casts and checkpointing move the estimate."),
         GA_ENUM(stack, stackFromId), training},
        {"liger", "liger", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Liger kernels (fused linear cross-entropy), on a framework that offers them."),
         GA_FIELD(liger), [](const Scenario &s) { return s.isTraining() && stackProfile(s.stack).offersLiger(); }},
        {"packing", "packing", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Pack samples into full rows of the sequence length with the framework's own switch: no padding is "
                           "computed, and without FlashAttention the mask that keeps the samples apart is held."),
         GA_FIELD(packing), [](const Scenario &s) { return s.isTraining() && stackProfile(s.stack).packing.offered(); }},
        {"batch", "batch", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Micro-batch size per GPU."), GA_FIELD(batch), notServing},
        {"grad_accum", "grad-accum", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Gradient accumulation: micro-batches per optimizer step."), GA_FIELD(gradAccum), training},
        {"seq", "seq", FieldKind::Integer, 1, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Sequence length in tokens."), GA_FIELD(seq), notServing},
        {"prompt", "prompt", FieldKind::Integer, 0, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Inference: prompt tokens processed at once (0 = the whole sequence)."), GA_FIELD(prompt),
         [](const Scenario &s) { return inference(s) && notServing(s); }},
        {"images", "images", FieldKind::Integer, 0, 256, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Images per sample (per request when serving), for a vision-language model; their tokens are part of "
                           "the sequence."),
         GA_FIELD(images), takesImages},
        {"image_size", "image-size", FieldKind::Integer, 256, 16384, false, nullptr, "PIXELS",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Pixels a side of each image as sent; the model's processor resizes it."),
         GA_FIELD(imageSize), [](const Scenario &s) { return takesImages(s) && s.images > 0; }},
        {"grad_checkpointing", "grad-checkpointing", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Gradient (activation) checkpointing."), GA_FIELD(gradCheckpointing), training},
        {"flash_attention", "flash-attention", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "FlashAttention / memory-efficient attention (default on)."), GA_FIELD(flashAttention)},
        {"lora_rank", "lora-rank", FieldKind::Integer, 1, 8192, false, nullptr, "N", QT_TRANSLATE_NOOP("ga::ScenarioField", "LoRA rank r."),
         GA_FIELD(loraRank), adapter},
        {"lora_targets", "lora-targets", FieldKind::Choice, 0, 0, false, loraTargetsIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Matrices that get LoRA adapters."), GA_ENUM(loraTargets, loraTargetsFromId), adapter},
        {"gpus", "gpus", FieldKind::Integer, 1, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP(
             "ga::ScenarioField",
             "Number of GPUs (training: data parallel; serving: tensor parallel; transformers generate(): whole layers on each)."),
         GA_FIELD(gpus)},
        {"zero", "zero", FieldKind::Integer, 0, 3, false, nullptr, "0|1|2|3",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "DeepSpeed ZeRO stage."), GA_FIELD(zero), training},
        {"offload", "offload", FieldKind::Choice, 0, 0, false, offloadIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "ZeRO-Offload to host RAM."), GA_ENUM(offload, offloadFromId), training},
        {"headroom", "headroom", FieldKind::Number, 0, 4, false, nullptr, "0.2",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Safety margin on top of the estimate (0.2 = 20%)."), GA_FIELD(headroom),
         [](const Scenario &s) { return !pagedEngine(s); }},
        {"engine", "engine", FieldKind::Choice, 0, 0, false, engineIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Inference engine: transformers generate() (hf), vLLM, SGLang or llama.cpp."),
         GA_ENUM(serving.engine, engineFromId), inference},
        {"gpu_memory_utilization", "gpu-memory-utilization", FieldKind::Number, 0, 1, false, nullptr, "F",
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Share of each GPU's memory the engine takes (vLLM gpu_memory_utilization, SGLang mem_fraction_static; "
                           "0 = the engine's default)."),
         GA_FIELD(serving.gpuMemoryUtilization), pagedEngine},
        {"max_model_len", "max-model-len", FieldKind::Integer, 0, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Longest request in tokens (0 = the model's context, capped at what the KV cache holds)."),
         GA_FIELD(serving.maxModelLen), serving},
        {"kv_cache_dtype", "kv-cache-dtype", FieldKind::Choice, 0, 0, false, kvCacheDtypeIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "KV cache element type: auto (the model's dtype), fp8 (vLLM, SGLang), q8_0 or q4_0 (llama.cpp)."),
         GA_ENUM(serving.kvCacheDtype, kvCacheDtypeFromId), serving},
        {"max_num_seqs", "max-num-seqs", FieldKind::Integer, 0, 65536, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Requests one engine runs at once (vLLM max_num_seqs, SGLang max_running_requests, llama.cpp -np; "
                           "0 = the engine's default)."),
         GA_FIELD(serving.maxNumSeqs), serving},
        {"concurrency", "concurrency", FieldKind::Integer, 1, 1'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Simultaneous requests the service must hold."), GA_FIELD(serving.concurrency), serving},
        {"input_tokens", "input-tokens", FieldKind::Integer, 1, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Prompt tokens per request."), GA_FIELD(serving.inputTokens), serving},
        {"output_tokens", "output-tokens", FieldKind::Integer, 1, 10'000'000, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Generated tokens per request."), GA_FIELD(serving.outputTokens), serving},
        {"ttft_ms", "ttft-ms", FieldKind::Number, 0, 3.6e6, false, nullptr, "MS",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Target time to first token in milliseconds (0 = none)."), GA_FIELD(serving.ttftMs),
         serving},
        {"tpot_ms", "tpot-ms", FieldKind::Number, 0, 3.6e6, false, nullptr, "MS",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Target time per output token in milliseconds (0 = none)."), GA_FIELD(serving.tpotMs),
         serving},
        {"gguf_type", "gguf-type", FieldKind::Choice, 0, 0, false, ggufTypeIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "llama.cpp weight format (GGUF quantisation type)."), GA_ENUM(serving.gguf, ggufTypeFromId),
         llamaCpp},
        {"gpu_layers", "gpu-layers", FieldKind::Integer, -1, 4096, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "llama.cpp -ngl: layers on the GPUs, the rest in host RAM (-1 = all)."),
         GA_FIELD(serving.gpuLayers), llamaCpp},
        // Over the tensor-parallel GPUs of one replica, expert parallelism only chooses which experts a
        // rank holds: vLLM allocates an all-to-all buffer only with data-parallel attention
        // (vllm/config/parallel.py use_all2all: data_parallel_size > 1; its default backend
        // allgather_reducescatter keeps none), and SGLang's default --moe-a2a-backend is none.
        {"expert_parallel", "expert-parallel", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "MoE: place whole experts on the GPUs instead of splitting each (vLLM --enable-expert-parallel, SGLang "
                           "--ep-size). With the engines' default back-ends no all-to-all buffer is allocated: vLLM holds one "
                           "(DeepEP: 1 GiB or more per GPU) only with data-parallel attention, SGLang only with "
                           "--moe-a2a-backend deepep. Training (ms-swift): Megatron-SWIFT's --expert_model_parallel_size over "
                           "all the GPUs; the routed experts, their gradients and optimizer states are split, the rest is copied "
                           "to every GPU and only its optimizer states are sharded (the distributed optimizer, ZeRO 1)."),
         GA_FIELD(expertParallel),
         [](const Scenario &s) { return (pagedEngine(s) && s.model.arch.isMoe()) || s.offersTrainingExpertParallel(); }},
        // Data-parallel attention with expert parallelism ("wide EP"): vLLM --data-parallel-size N
        // --enable-expert-parallel (docs.vllm.ai serving/expert_parallel_deployment), SGLang --dp N
        // --enable-dp-attention (docs.sglang.io advanced_features/expert_parallelism).
        {"dp_attention", "dp-attention", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "MoE over several GPUs: each GPU runs attention for its own requests and holds their KV cache, the "
                           "experts are split whole over all of them (vLLM --data-parallel-size with --enable-expert-parallel, "
                           "SGLang --dp with --enable-dp-attention). The attention layers are copied to every GPU; a multi-head "
                           "latent cache, which tensor parallelism copies to every GPU, is then held once."),
         GA_FIELD(serving.dpAttention), [](const Scenario &s) { return s.offersDpAttention(); }},
        {"all2all_backend", "all2all-backend", FieldKind::Choice, 0, 0, false, all2allBackendIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "With data-parallel attention, how tokens reach the experts: default (vLLM's all-gather and "
                           "reduce-scatter, SGLang's none: no buffer of their own), deepep_high_throughput or "
                           "deepep_low_latency (DeepEP's kernels and the buffers they allocate on every GPU)."),
         GA_ENUM(serving.all2all, all2allBackendFromId), [](const Scenario &s) { return s.offersDpAttention() && s.serving.dpAttention; }},
        {"mtp_draft", "mtp-draft", FieldKind::Boolean, 0, 0, false, nullptr, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Use the model's multi-token-prediction layers as a one-token speculative draft (vLLM method mtp, "
                           "SGLang EAGLE on the built-in heads): their weights and cache are loaded, decoding takes fewer steps."),
         GA_FIELD(serving.mtpDraft), [](const Scenario &s) { return s.offersMtpDraft(); }},
        {"usage.billing", "billing", FieldKind::Choice, 0, 0, false, billingIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Billing mode for the annual cost."), GA_ENUM(usage.billing, billingFromId)},
        {"usage.data_source", "data-source", FieldKind::Choice, 0, 0, false, dataSourceIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Where training data is read from."), GA_ENUM(usage.dataSource, dataSourceFromId)},
        {"usage.storage_class", "storage-class", FieldKind::Choice, 0, 0, false, storageClassIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Object-storage class of the dataset, priced per GB-month with its read speed: standard, "
                           "high-throughput (the data in a faster class, e.g. S3 Express One Zone) or an accelerator cache in "
                           "front of the bucket (e.g. Alibaba's OSS accelerator). Providers without that class are priced at "
                           "their standard one."),
         GA_ENUM(usage.storageClass, storageClassFromId)},
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
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Size of one checkpoint (0 = worked out from the job: the weights, with their optimizer states when training)."),
         GA_FIELD(usage.checkpointGb)},
        {"usage.checkpoints_kept", "checkpoints-kept", FieldKind::Number, 0, 1e12, false, nullptr, "N",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Checkpoints kept in object storage."), GA_FIELD(usage.checkpointsKept)},
        {"usage.egress_gb_per_day", "egress-gb-per-day", FieldKind::Number, 0, 1e12, false, nullptr, "GB",
         QT_TRANSLATE_NOOP("ga::ScenarioField", "Internet egress per day."), GA_FIELD(usage.egressGbPerDay)},
        {"usage.egress_billing", "egress-billing", FieldKind::Choice, 0, 0, false, egressBillingIds, nullptr,
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "How internet egress is billed: per GB (traffic) or as a fixed bandwidth cap (bandwidth), where the "
                           "provider offers it."),
         GA_ENUM(usage.egressBilling, egressBillingFromId)},
        {"usage.bandwidth_mbps", "bandwidth-mbps", FieldKind::Number, 0, 1e5, false, nullptr, "MBPS",
         QT_TRANSLATE_NOOP("ga::ScenarioField",
                           "Fixed-bandwidth cap in Mbps (0 = what carries the day's egress evenly over the hours used; set the "
                           "peak rate for bursty traffic)."),
         GA_FIELD(usage.bandwidthMbps), [](const Scenario &s) { return s.usage.egressBilling == EgressBilling::Bandwidth; }},
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

QString ScenarioField::valueNameText() const
{
    return kind == FieldKind::Choice ? choices().join(QLatin1Char('|')) : QString::fromLatin1(valueName);
}

QString ScenarioField::helpText() const
{
    return QCoreApplication::translate("ga::ScenarioField", help);
}

QString ScenarioField::rangeText() const
{
    return json::Range{min, max, minExclusive}.describe();
}

bool ScenarioField::inRange(double v) const
{
    return std::isfinite(v) && json::Range{min, max, minExclusive}.contains(v);
}

QString summary(const Scenario &s)
{
    QStringList parts{s.model.displayName(), displayName(s.method), toId(s.precision)};
    if (s.isTraining())
        parts << displayName(s.optimizer);
    if (s.isTraining() && (s.stack != Stack::HfTrainer || s.liger))
        parts << (s.liger ? Text::tr("%1 with Liger").arg(displayName(s.stack)) : displayName(s.stack));
    if (s.isAdapter())
        parts << Text::tr("r=%1 on %2").arg(s.loraRank).arg(displayName(s.loraTargets));
    if (s.isServing())
        parts << displayName(s.serving.engine)
              << Text::tr("%1 requests × %2 + %3 tokens").arg(s.serving.concurrency).arg(s.serving.inputTokens).arg(s.serving.outputTokens);
    if (s.draftsWithMtp())
        parts << Text::tr("MTP draft", "speculative decoding with the model's multi-token-prediction layers");
    else
        parts << Text::tr("batch %1 × %2 tokens").arg(s.batch).arg(s.seq);
    if (const int images = s.imagesSent(); images > 0)
        parts << Text::tr("%n image(s) of %1 px (%L2 tokens)", nullptr, images).arg(s.imageSize).arg(s.imageTokens());
    if (s.isTraining() && s.gradCheckpointing)
        parts << Text::tr("checkpointing");
    if (packingFor(s))
        parts << Text::tr("packed", "samples packed into full rows");
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
