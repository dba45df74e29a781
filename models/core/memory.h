#pragma once

#include "core/scenario.h"

#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <array>

namespace ga {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kMiB = 1024.0 * 1024.0;
inline constexpr double kGB = 1.0e9;

// The eight parts of the per-GPU budget (DESIGN.md §2 and §3), always all present, in this order.
enum class ComponentId : quint8 { Weights, Gradients, Optimizer, Activations, Logits, KvCache, Adapters, Overhead, Count };
inline constexpr int kComponentCount = int(ComponentId::Count);
QString toId(ComponentId c);        // "weights", "kv_cache": the JSON keys
QString displayName(ComponentId c); // translated
QStringList componentIds();

// Every term the model knows. A term is data: its bytes and the numbers its formula shows; the
// formula text and the source are rendered on demand (termFormula, termSource), so an estimate
// that nobody reads builds no text, and adding a term touches this list and two switches.
enum class Term : quint8 {
    WeightsDense,         // in: params, bytes per param, precision
    WeightsNf4,           // in: block params, bytes per param (NF4 + constants), other params, their bytes
    WeightsQuantised,     // in: block params, bytes per param, other params
    WeightsCheckpoint,    // in: quantised params, bytes per param, other params, value bits, group size, experts only
    WeightsKbitUpcast,    // in: unquantised params, extra bytes (2: 16-bit -> fp32)
    WeightsGguf,          // in: params on the GPUs, bits per weight, GGUF type, layers on the GPUs, layers
    Zero3Gathered,        // in: layers gathered, bytes per layer
    FsdpRootGathered,     // in: root parameters, bytes each, share beyond the GPU's own (1 - 1/N, or 1 offloaded)
    FsdpRootGradient,     // in: root parameters, gradient bytes each, share beyond the GPU's own
    Gradients,            // in: trainable params, bytes
    DdpBuckets,           // in: gradients, bytes
    ZeroBuckets,          // in: buffers, elements, bytes
    OptimizerStates,      // in: trainable params, state bytes, master bytes, optimizer
    AdafactorStates,      // in: row and column elements
    OptimizerStepExcess,  // in: temporary bytes, copies, backward transient bytes
    LayerActivations,     // in: layers, bytes per layer, batch, sequence
    LoraDropout,          // in: layers, elements, bytes per element
    LoraInputCopies,      // in: layers, elements, bytes per element
    CheckpointedInputs,   // in: layers, bytes per layer input, bytes per element
    OffloadedCheckpoints, // in: layers, bytes per layer input, bytes per element (host RAM; one layer back on the GPU)
    RecomputedLayer,      // in: bytes of one layer
    OutsideLayers,        // in: bytes (final norm and lm_head inputs)
    DequantBuffer,        // in: elements of the largest 4-bit matrix, bytes per element
    LmHeadCast,           // in: vocabulary × hidden, bytes
    SavedQuantInputs,     // in: layers, elements per layer, bytes
    PreviousStepInputs,   // in: layers, elements per layer, bytes (the same inputs of the step before, still held)
    PackedMask,           // in: rows, tokens per row, bytes per element
    MtpDraftWeights,      // in: multi-token-prediction parameters, bytes per parameter of the model's weights
    OutsideExpertsCopies, // in: bytes of everything but the routed experts, ranks (what splitting only the experts leaves whole)
    InferenceWorkingSet,  // in: batch, sequence, bytes per element
    VisionEncoder,        // in: images at once, patches per image, elements per patch, bytes per element, the language model's working set
    EngineProfilePeak,    // in: tokens of the profiling pass, bytes of its forward, requests sampled, vocabulary, bytes of the sampler
    ComputeBuffer,        // in: micro-batch tokens, bytes per token (llama.cpp's compute graph)
    LossLogits,           // in: batch, sequence, vocabulary, bytes per element
    FusedLinearLoss,  // in: chunk tokens, vocabulary, bytes per chunk logit, bytes of the input's gradient, bytes of a weight copy, kind
    LastTokenLogits,  // in: batch, vocabulary
    PrefillLogits,    // in: batch, sequence, vocabulary, bytes per element
    KvCache,          // in: layers, kv heads, head_dim, tokens, batch, bytes
    KvCacheWindowed,  // in: layers, kv heads, head_dim, tokens held (≤ window), batch, bytes
    KvCacheLatent,    // in: layers, latent width (kv_lora_rank + rope dim), tokens, batch, bytes
    RecurrentState,   // in: layers, conv-state elements, recurrent-state elements, batch, conv bytes, state bytes
    KvCachePrevious,  // in: bytes (the previous step's cache, kept by tuple caches)
    Adapters,         // in: rank, trainable params, bytes, layers
    CudaContext,      // in: bytes
    CublasWorkspaces, // in: workspaces, MiB each
    AllocatorReserve, // in: share, bytes it applies to
    NcclBuffers,      // in: communicators, bytes each
    CudaGraphs,       // in: bytes (captured decode graphs)
    DeepEpBuffers,    // in: NVLink buffer, RDMA buffer, workspace, NVSHMEM start-up, tokens per rank, SGLang (1)
    UserCorrection,   // in: share
    Count
};

// Which tools see a term: torch.cuda.max_memory_allocated counts tensors (and the cuBLAS
// workspaces PyTorch allocates); max_memory_reserved adds what the caching allocator holds;
// nvidia-smi adds what lives outside it (CUDA context, NCCL, paged optimizer states).
enum class Reading : quint8 { Allocated, Reserved, Process };

// How a term is split over GPUs (or moved off them), for its formula.
// DataParallelRanks and ExpertParallel: every byte divided over the ranks (of data-parallel
// attention when serving, of Megatron's expert parallelism when training), and the part outside
// the routed experts added back by Term::OutsideExpertsCopies. Layers: whole layers on each GPU,
// as transformers' generate() runs a model loaded with device_map="auto".
enum class Split : quint8 { None, Zero, TensorParallel, DataParallelRanks, ExpertParallel, Offloaded, Layers };

struct MemoryTerm {
    Term term = Term::WeightsDense;
    Reading reading = Reading::Allocated;
    Split split = Split::None;
    double bytes = 0;     // per GPU
    double hostBytes = 0; // per GPU, in host RAM (ZeRO-Offload)
    double divisor = 1;   // GPUs the term is split over
    std::array<double, 6> in{};
};

struct MemoryComponent {
    ComponentId id = ComponentId::Weights;
    double bytes = 0;
    QVarLengthArray<MemoryTerm, 4> terms;

    double gib() const { return bytes / kGiB; }
};

// What each tool will show for this job (bytes, one GPU).
struct ExpectedReadings {
    double allocated = 0; // torch.cuda.max_memory_allocated
    double reserved = 0;  // torch.cuda.max_memory_reserved
    double nvidiaSmi = 0; // the process in nvidia-smi
};

struct MemoryBudget {
    std::array<MemoryComponent, kComponentCount> components;
    double totalBytes = 0; // = readings.nvidiaSmi: what the GPU must hold
    double headroom = kDefaultHeadroom;
    double budgetBytes = 0;  // total * (1 + headroom): what a GPU must offer
    double hostRamBytes = 0; // host RAM per GPU for offloaded states (ZeRO-Offload)
    qint64 trainableParams = 0;
    qint64 expertTrainableParams = 0; // of them, the routed experts' that expert parallelism keeps on their own GPU
    ExpectedReadings readings;

    double totalGiB() const { return totalBytes / kGiB; }
    double budgetGiB() const { return budgetBytes / kGiB; }
    // Whether one GPU of this much memory holds the budget (a GPU of this machine, say).
    bool fitsIn(double gpuGiB) const { return budgetGiB() <= gpuGiB; }
    double hostRamGiB() const { return hostRamBytes / kGiB; }
    const MemoryComponent &component(ComponentId id) const { return components[std::size_t(id)]; }
    double bytes(ComponentId id) const { return component(id).bytes; }
};

// Losses that run the output layer chunk by chunk and never hold the whole logits: Liger-Kernel's
// fused linear cross-entropy, Unsloth's fused loss, TRL's chunked_nll.
enum class FusedLoss : quint8 { None, Liger, Unsloth, TrlChunked };

// The software the estimate assumes (described for readers by assumedStackText()). The defaults
// are today's common stack: Hugging Face Trainer with PEFT and bitsandbytes >= 0.43.2 (QLoRA with
// double quantisation, as the QLoRA recipe sets it), PyTorch >= 2.1 (lazy CUDA module loading,
// foreach AdamW with one intermediate), DeepSpeed with Hugging Face's "auto" bucket sizes,
// transformers >= 4.45 generation (last-token logits, DynamicCache); serving caches as vLLM lays
// them out (MLA latent, windowed layers, linear-attention state). Published measurements of other
// stacks state theirs (tests/data/calibration.json).
struct SoftwareStack {
    double lossBytesPerLogit = 12;         // HF: fp32 upcast, saved log-softmax and two gradients; LitGPT chunked bf16: 4
    bool kbitUpcast = true;                // PEFT prepare_model_for_kbit_training casts non-4-bit parameters to fp32
    bool doubleQuant = true;               // NF4 constants quantised again (QLoRA §2)
    bool bnbSavesInput = false;            // bitsandbytes <= 0.43.1 kept each 4-bit layer's input
    bool quantisedLmHead = false;          // Lightning quantises every Linear, the lm_head too
    bool quantFromFp16 = false;            // weights quantised from fp16, computed in bf16: two dequantised copies
    bool previousStepHeld = false;         // the loop holds the last step's outputs, and so its graph, into the next forward
    bool untiedOutputLayer = false;        // the framework's own output matrix where the checkpoint ties it to the embedding
    bool fsdpRootUnit = false;             // FSDP wraps the decoder blocks only: the root (embedding, output layer) stays gathered
    int foreachIntermediates = 1;          // foreach AdamW: 1 (PyTorch >= 2.1), 2 (<= 2.0), 0 (fused or per-parameter)
    bool ddpBucketView = false;            // DDP gradient_as_bucket_view (else buckets copy the gradients)
    double zeroBucketElements = 0;         // DeepSpeed reduce_bucket_size; 0 = Hugging Face "auto" (hidden²)
    bool legacyKvCache = false;            // tuple caches keep the previous step's cache during a decode step
    bool fullPrefillLogits = false;        // transformers <= 4.44 computes logits for every prompt token
    bool bnbInference = false;             // inference on bitsandbytes 4-bit weights (NF4/FP4), dequantised per matmul
    bool loraDropout = false;              // LoRA dropout > 0: each adapted input gets a dropped copy and a 1-byte mask
    double cudaContextBytes = -1;          // measured context (e.g. eager module loading); < 0 = the model's figure
    bool vllmCudaGraphEstimate = true;     // vLLM >= 0.21 subtracts its CUDA graph estimate from the KV budget
    bool offloadedCheckpoints = false;     // checkpointed layer inputs kept in host RAM (Unsloth's "unsloth" checkpointing)
    bool quantisesFusedExperts = false;    // 4-bit loading reaches fused experts too (Unsloth's own MoE path), not only nn.Linear
    FusedLoss fusedLoss = FusedLoss::None; // output layer and loss chunk by chunk: no full logits
};

// The constants the model fits to measurements (everything else is physics with a source).
// tst_calibration re-derives them leaving each source out in turn (docs/accuracy.md).
struct FittedConstants {
    double fragmentation; // reserved minus allocated, as a share of the per-step allocations
};

// The CUDA context with lazy module loading plus the kernels loaded on first use. Published: 287 MB
// for the bare context (pytorch/pytorch#86509), "around 400MB" (ptrblck, pytorch/pytorch#109888);
// cuBLAS, FlashAttention and bitsandbytes kernels load into it on first use.
inline constexpr double kCudaContextBytes = 0.5 * 1024.0 * 1024.0 * 1024.0;
FittedConstants defaultConstants();

// A correction the user keeps from their own measurement (Calibrate with my measurement):
// a share of the total, shown as its own term and named in reports.
struct UserCorrection {
    double share = 0; // +0.07 = 7% more
    QString basis;    // "measured 21.4 GiB in nvidia-smi on 2026-11-30 for Llama-3-8B LoRA"
};

struct MemoryOptions {
    SoftwareStack stack;
    FittedConstants constants = defaultConstants();
    UserCorrection correction;
};

// Trainable parameters of a LoRA configuration: r * (d_in + d_out) per adapted matrix and layer.
// PEFT's target modules miss experts stored as one fused tensor; Megatron-Core holds every
// expert as a grouped linear layer that takes one adapter per expert (groupedExperts).
struct LoraParams {
    qint64 total = 0;
    qint64 routedExperts = 0; // of them, on the routed experts
};
LoraParams loraParams(const Architecture &a, int rank, LoraTargets targets, bool groupedExperts = false);
inline qint64 loraParameterCount(const Architecture &a, int rank, LoraTargets targets)
{
    return loraParams(a, rank, targets).total;
}

// The per-GPU memory of `s` on `gpus` GPUs (the scenario's own GPU count unless given).
MemoryBudget estimateMemory(const Scenario &s);
MemoryBudget estimateMemory(const Scenario &s, int gpus, const MemoryOptions &options = {});

// Texts of a term, built on demand: its name, its formula with this estimate's numbers, its source.
QString termName(Term t);
QString termFormula(const MemoryTerm &t);
QString termSource(Term t);
QString readingName(Reading r);
// A component's formula (its terms joined) and sources, for tables, tooltips and reports.
QString componentFormula(const MemoryComponent &c);
QString componentSources(const MemoryComponent &c);

// The checkpoint's files as its safetensors index counts them beside the weights this estimate
// holds on one GPU, for a reader to set one against the other (ModelSpec::files must be known).
QString checkpointFilesText(const ModelSpec &m, const MemoryBudget &b, int gpus);

// The stack the defaults of SoftwareStack describe, in words for the guide and the report.
QString assumedStackText();

// "19.2" — GiB with one decimal, as reports and human output show them.
QString formatGiB(double bytes);

} // namespace ga
