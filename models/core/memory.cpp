#include "core/memory.h"

#include "core/serving.h"
#include "core/stacks.h"

#include "base/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Memory)
};

// QLoRA NF4: 4-bit weights, one fp32 absmax per 64 weights; with double quantisation the absmax
// is quantised again to 8 bits with one fp32 constant per 256 blocks: 8/64 + 32/(64*256) = 0.127
// bit/param (Dettmers et al. 2023, QLoRA §2); without it 32/64 = 0.5 bit/param.
constexpr double kNf4DoubleQuantBytes = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
constexpr double kNf4Bytes = (4.0 + 32.0 / 64.0) / 8.0;
// GPTQ/AWQ int4: one fp16 scale and a packed 4-bit zero per group of 128 weights.
constexpr double kInt4GroupBytesPerParam = (16.0 + 4.0) / 8.0 / 128.0;
// cuBLAS workspace per handle and stream: 4096 KiB × 2 + 16 KiB × 8 = 8.125 MiB (PyTorch >= 2.0,
// CublasHandlePool.cpp; 32 MiB on Hopper), plus cuBLASLt's 1 MiB; both through the caching
// allocator, so torch's allocated figure includes them (pytorch/pytorch#95668: 8,519,680 B).
constexpr double kCublasWorkspaceMiB = 8.125 + 1.0;
// One NCCL communicator: 544 MB (2 ranks) to 688 MB (more ranks) on 4×A100 (NVIDIA/nccl#964).
constexpr double kNcclCommunicatorBytes = 0.6 * kGiB;
// Two fully sharded layers are gathered at a time: DeepSpeed ZeRO-3's current layer and its
// prefetch; FSDP's rate limiter lets two all-gathers be in flight (limit_all_gathers,
// torch/distributed/fsdp/_limiter_utils.py: _max_num_inflight_all_gathers = 2). Each gathered
// layer is freed into the caching allocator and reused by the next, so this is also what FSDP's
// cache of all-gathered shards holds at the peak.
constexpr double kZero3GatheredLayers = 2.0;

double nextPowerOfTwo(double x)
{
    return x <= 1.0 ? 1.0 : std::exp2(std::ceil(std::log2(x)));
}

// Small terms in MiB, so a 14 MiB layer input does not read "0.0 GiB".
QString gib(double bytes)
{
    if (bytes > 0 && bytes < 0.095 * kGiB)
        return QString::number(bytes / kMiB, 'f', 0) + QStringLiteral(" MiB");
    return formatGiB(bytes) + QStringLiteral(" GiB");
}

QString bytesText(double b)
{
    return QString::number(b, 'g', 4) + QStringLiteral(" B");
}

// Which weight matrices of a block train (full fine-tuning) or carry an adapter (LoRA/QLoRA).
struct Trainable {
    bool qkv = false; // any of q, k, v
    bool o = false;
    bool gateUp = false;
    bool down = false;
};

Trainable trainableLinears(const Scenario &s)
{
    if (s.isFullTraining())
        return {true, true, true, true};
    if (!s.isAdapter())
        return {};
    // Where every MLP is made of fused experts, "all linear" adapts the attention alone.
    const Architecture &a = s.model.arch;
    const bool mlpAdapted = !(a.fusedExperts && a.sharedExpertIntermediate == 0 && a.denseLayers == 0);
    switch (s.loraTargets) {
    case LoraTargets::QV: return {true, false, false, false};
    case LoraTargets::Attention: return {true, true, false, false};
    case LoraTargets::AllLinear: return {true, true, mlpAdapted, mlpAdapted};
    }
    return {};
}

// Bytes that one layer saves for its backward pass (Korthikanti et al. 2022, "Reducing Activation
// Recomputation in Large Transformer Models", §4.1: 34*s*b*h + 5*a*s^2*b at 16-bit), term by term so
// that SwiGLU, grouped-query attention, RMSNorm, FlashAttention and frozen weights change the right
// terms. A matmul saves its input only when its weight needs a gradient (PyTorch derivatives:
// `if (grad_fn->should_compute_output(1)) grad_fn->self_ = SavedVariable(self, false)`,
// pytorch/pytorch#97575), so the inputs of frozen, un-adapted linears are not saved.
//   attention: norm output (q/k/v input, when those train) + Q, K, V + attention output (kept by
//              the attention backward and as o_proj's input)
//              + eager attention: the a*s^2 scores (softmax kept in fp32 by transformers and autocast),
//                or FlashAttention's fp32 log-sum-exp only
//   MLP:       norm output (gate/up input, when they train) + gate output (the activation's
//              backward), activation and up outputs (the product's backward), product (down's
//              input, when down trains); plain MLP: GELU input and output
//   norms:     their inputs; dropout masks (1 byte) where the model trains with dropout.
// The model's layers differ in attention (softmax or linear) and MLP (dense or MoE): the stack's
// bytes are the sum over both kinds, and the largest layer is what one recomputation holds.
struct StackBytes {
    double total = 0;
    double largest = 0;
};
StackBytes layerActivationBytes(const Architecture &a, double B, double b, double s, bool flash, const Trainable &t, double normBytes)
{
    const double tokens = b * s;
    const double sbh = tokens * double(a.hidden);
    const double input = t.qkv ? B * sbh : 0.0;
    double softmax = input + B * tokens * double(a.qDim() + a.kDim() + a.vDim()) + B * tokens * double(a.attnOutDim());
    if (a.isMla()) // the low-rank inputs the expansions keep: q_a's output and the latent
        softmax += B * tokens * double(a.qLoraRank + a.kvLoraRank + a.qkRopeHeadDim);
    if (flash) {
        softmax += 4.0 * b * double(a.heads) * s;
    } else {
        // Per score element: the fp32 softmax output that transformers and autocast keep, its
        // 16-bit copy for the P·V matmul, and with dropout the 1-byte mask and the dropped scores.
        const double perScore = 4.0 + (B < 4.0 ? B : 0.0) + (a.dropout ? 1.0 + 4.0 : 0.0);
        softmax += perScore * double(a.heads) * s * s * b;
    }
    // Gated DeltaNet keeps its projections (q, k, v, z), the convolution's output and the gated
    // output; its chunked recurrence keeps no score matrix (Yang et al. 2024, Gated Delta Networks).
    const double kd = double(a.linearKeyDim()), vd = double(a.linearValueDim());
    const double linear = input + B * tokens * (2.0 * kd + 2.0 * vd) + B * tokens * (2.0 * kd + vd) + 2.0 * B * tokens * vd;
    const auto mlp = [&](double width, double copies) {
        return (t.gateUp ? B * sbh * copies : 0.0) + (a.mlp == Architecture::Mlp::Gated ? 3.0 : 1.0) * B * tokens * width +
            (t.down ? B * tokens * width : 0.0);
    };
    const double dense = mlp(double(a.intermediate), 1.0);
    const double sparse = a.isMoe() ? mlp(double(a.activeIntermediate()), 1.0 + a.expertsPerToken) : 0.0;
    const double norms = a.normsPerLayer * normBytes * sbh;
    const double masks = a.dropout ? 2.0 * sbh : 0.0;
    const double denseLayers = a.isMoe() ? double(a.denseLayers) : double(a.layers);
    StackBytes out;
    out.total = double(a.softmaxLayers()) * softmax + double(a.linearLayers) * linear + denseLayers * dense +
        double(a.moeLayers()) * sparse + double(a.layers) * (norms + masks);
    out.largest = (a.softmaxLayers() > 0 ? softmax : linear) +
        (a.moeLayers() > 0 ? std::max(sparse, denseLayers > 0 ? dense : 0.0) : dense) + norms + masks;
    return out;
}

// Input width of the linears of one block that `t` marks: q/k/v and gate/up read the hidden
// state, o_proj the attention output, down_proj the MLP product.
double linearInputWidth(const Architecture &a, const Trainable &t)
{
    return (t.qkv ? double(a.hidden) : 0.0) + (t.o ? double(a.attnOutDim()) : 0.0) + (t.gateUp ? double(a.hidden) : 0.0) +
        (t.down ? a.meanActiveIntermediate() : 0.0);
}

// Largest live working set of one layer in a forward pass without autograd (inference prefill):
// the residual stream, Q/K/V and attention output, and the gated MLP's three intermediate tensors.
double inferenceWorkingSetBytes(const Architecture &a, double B, double b, double s, bool flash)
{
    const double tokens = b * s;
    double ws = B * tokens * double(2 * a.hidden + a.qDim() + a.kDim() + a.vDim() + a.attnOutDim());
    const double width = std::max(a.isMoe() && a.denseLayers == 0 ? 0.0 : double(a.intermediate), double(a.activeIntermediate()));
    ws = std::max(ws, B * tokens * (double(a.hidden) + 3.0 * width));
    if (!flash)
        ws += (B + 4.0) * double(a.heads) * s * s * b; // scores and their fp32 softmax
    return ws;
}

// Collects terms into components; keeps the documented order.
class Builder {
public:
    void add(ComponentId c, MemoryTerm t)
    {
        t.bytes = std::max(0.0, t.bytes);
        m_budget.components[std::size_t(c)].terms.append(t);
    }
    MemoryBudget &budget() { return m_budget; }

private:
    MemoryBudget m_budget;
};

MemoryTerm term(Term id, double bytes, std::array<double, 6> in = {}, Reading reading = Reading::Allocated)
{
    MemoryTerm t;
    t.term = id;
    t.bytes = bytes;
    t.in = in;
    t.reading = reading;
    return t;
}

// Splits a term over `n` GPUs (ZeRO, tensor parallelism) or moves it to host RAM (offload).
MemoryTerm split(MemoryTerm t, Split how, double n)
{
    t.split = how;
    if (how == Split::Offloaded) {
        t.hostBytes = t.bytes / n;
        t.divisor = n;
        t.bytes = 0;
    } else if (how != Split::None) {
        t.bytes /= n;
        t.divisor = n;
    }
    return t;
}

// Unsloth sizes its chunks so one chunk's fp32 logits stay under min(half the free memory, 4 GiB),
// in multiples of four (unsloth_zoo/fused_losses/cross_entropy_loss.py); the estimate takes 4 GiB.
constexpr double kUnslothLossTargetBytes = 4.0 * 1024.0 * 1024.0 * 1024.0;
// Unsloth offloads the checkpoints only from 512 tokens on ("Offloading not worth it below ~512",
// unsloth/models/_utils.py apply_unsloth_gradient_checkpointing).
constexpr double kOffloadedCheckpointMinTokens = 512.0;
// TRL's chunked_nll runs the output layer and the loss 256 tokens at a time (sft_trainer.py
// _CHUNKED_LM_HEAD_CHUNK_SIZE).
constexpr double kTrlLossChunkTokens = 256.0;

// The logits of a loss that never holds them whole: one chunk at a time, plus what the fused
// kernel keeps for the whole batch. `act` is the compute dtype's bytes.
MemoryTerm fusedLossTerm(FusedLoss kind, double tokens, double V, double H, double act)
{
    double chunk = tokens, perLogit = act, inputGradient = 0, weightCopy = 0;
    switch (kind) {
    case FusedLoss::Liger:
        // chunk_size = next_power_of_2(cdiv(BT, cdiv(V, H))): a chunk's logits about the size of
        // the hidden states, in the compute dtype (the gradient is written in place); the input's
        // gradient BT × H is computed in forward and kept (fused_linear_cross_entropy.py).
        chunk = V > 0 && H > 0 ? nextPowerOfTwo(std::ceil(tokens / std::ceil(V / H))) : tokens;
        inputGradient = tokens * H * act;
        break;
    case FusedLoss::Unsloth: {
        // n_chunks = 1 when the fp32 logits fit the target, else rounded up to a multiple of 4;
        // each chunk is upcast (.float()) beside its 16-bit logits; grad_inputs = empty_like(hidden).
        const double exact = tokens * V * 4.0 / kUnslothLossTargetBytes;
        const double chunks = exact <= 1.0 ? 1.0 : std::ceil(exact / 4.0) * 4.0;
        chunk = std::ceil(tokens / chunks);
        perLogit = act + 4.0;
        inputGradient = tokens * H * act;
        break;
    }
    case FusedLoss::TrlChunked:
        // h.float() @ w.float().t() per checkpointed chunk: fp32 logits, log-softmax and gradient
        // (the 12 B per logit of the plain loss, over one chunk) and the fp32 copy of the weight.
        chunk = kTrlLossChunkTokens;
        perLogit = 12.0;
        weightCopy = V * H * 4.0;
        break;
    case FusedLoss::None: break;
    }
    chunk = std::min(chunk, tokens);
    return term(Term::FusedLinearLoss, chunk * V * perLogit + inputGradient + weightCopy,
                {chunk, V, perLogit, inputGradient, weightCopy, double(kind)});
}

} // namespace

FittedConstants defaultConstants()
{
    // Fitted by tests/unit/data/tst_calibration.cpp on every measurement of tests/data/calibration.json
    // that sees them (reserved, unknown or nvidia-smi readings); docs/accuracy.md shows the figures
    // re-derived with each source left out.
    return {0.19};
}

QString toId(ComponentId c)
{
    switch (c) {
    case ComponentId::Weights: return QStringLiteral("weights");
    case ComponentId::Gradients: return QStringLiteral("gradients");
    case ComponentId::Optimizer: return QStringLiteral("optimizer");
    case ComponentId::Activations: return QStringLiteral("activations");
    case ComponentId::Logits: return QStringLiteral("logits");
    case ComponentId::KvCache: return QStringLiteral("kv_cache");
    case ComponentId::Adapters: return QStringLiteral("adapters");
    case ComponentId::Overhead: return QStringLiteral("overhead");
    case ComponentId::Count: break;
    }
    return {};
}

QString displayName(ComponentId c)
{
    switch (c) {
    case ComponentId::Weights: return Text::tr("Weights", "memory component");
    case ComponentId::Gradients: return Text::tr("Gradients", "memory component");
    case ComponentId::Optimizer: return Text::tr("Optimizer states", "memory component");
    case ComponentId::Activations: return Text::tr("Activations", "memory component");
    case ComponentId::Logits: return Text::tr("Logits (loss)", "memory component");
    case ComponentId::KvCache: return Text::tr("KV cache", "memory component");
    case ComponentId::Adapters: return Text::tr("LoRA adapters", "memory component");
    case ComponentId::Overhead: return Text::tr("CUDA context & allocator", "memory component");
    case ComponentId::Count: break;
    }
    return {};
}

QStringList componentIds()
{
    QStringList out;
    for (int i = 0; i < kComponentCount; ++i)
        out << toId(ComponentId(i));
    return out;
}

QString assumedStackText()
{
    return Text::tr("Training: Hugging Face Trainer with PEFT and bitsandbytes 0.43.2 or newer (QLoRA with double quantisation), "
                    "PyTorch 2.1 or newer (lazy CUDA module loading, foreach AdamW), DeepSpeed with Hugging Face's \"auto\" "
                    "buckets; the loss upcasts the logits to fp32 as transformers does. Inference: transformers 4.45 or newer "
                    "generation (last-token logits), over several GPUs with whole layers on each (device_map=\"auto\"), where "
                    "vLLM and SGLang split by tensor parallelism; the KV cache as vLLM lays it out: the compressed latent for multi-head "
                    "latent attention, at most the window on sliding and chunked layers, a fixed state on linear-attention "
                    "layers, and a 16-bit cache for an FP8 checkpoint. A measurement of another stack can be kept as your "
                    "correction (Compare with my measurement).");
}

QString checkpointFilesText(const ModelSpec &m, const MemoryBudget &b, int gpus)
{
    const CheckpointFiles &f = m.files;
    QString parts;
    if (f.scaleTensors > 0)
        parts += Text::tr(", %1 of them scales").arg(f.scaleTensors);
    if (f.mtpTensors > 0)
        parts += Text::tr(", %1 in multi-token-prediction layers").arg(f.mtpTensors);
    if (f.visionTensors > 0)
        parts += Text::tr(", %1 in the vision tower").arg(f.visionTensors);
    return Text::tr("The checkpoint's files hold %1 GiB in %2 shard(s), %3 tensors%4 (metadata.total_size of %5); the weights "
                    "estimated here: %6 GiB × %7 GPU(s).")
        .arg(formatGiB(double(f.totalBytes)))
        .arg(f.shards)
        .arg(f.tensors)
        .arg(parts, f.indexPath, formatGiB(b.bytes(ComponentId::Weights)))
        .arg(gpus);
}

QString formatGiB(double bytes)
{
    return QString::number(bytes / kGiB, 'f', 1);
}

// Each adapted linear over the layers that hold it: attention on the softmax layers, the dense MLP
// on the dense layers, every routed expert (PEFT wraps each expert's nn.Linear) and the shared
// expert on the MoE layers. Fused experts take none (Architecture::fusedExperts).
LoraParams loraParams(const Architecture &a, int rank, LoraTargets targets, bool groupedExperts)
{
    LoraParams count;
    for (const LinearShape &m : blockLinears(a)) {
        const bool qv = m.name == QLatin1String("q_proj") || m.name == QLatin1String("v_proj");
        const bool attention = qv || m.name == QLatin1String("k_proj") || m.name == QLatin1String("o_proj");
        const bool wanted =
            targets == LoraTargets::AllLinear || (targets == LoraTargets::Attention && attention) || (targets == LoraTargets::QV && qv);
        const bool routed = m.copies > 1;
        if (!wanted || (routed && a.fusedExperts && !groupedExperts))
            continue;
        const qint64 n = qint64(rank) * (m.in + m.out) * m.copies * m.layers;
        count.total += n;
        if (routed)
            count.routedExperts += n;
    }
    return count;
}

MemoryBudget estimateMemory(const Scenario &s)
{
    return estimateMemory(s, s.gpus);
}

namespace {

// One estimate, section by section: the quantities every section reads, derived once from the
// scenario, and the budget the sections build. The members carry the names the formulas use.
class Estimate {
public:
    Estimate(const Scenario &scenario, int gpus, const MemoryOptions &memoryOptions);
    MemoryBudget run();

private:
    void weights();
    void trainingStates();
    void activations();
    void logits();
    void visionEncoder();
    void kvCache();
    void stepPeak();
    void overhead();
    void sums();

    const Scenario &s;
    const MemoryOptions &options;
    const SoftwareStack stack; // the options' stack with the scenario's framework on top
    const FittedConstants &k;
    const std::optional<Architecture> untied; // the architecture with its own output matrix, where the stack unties it
    const Architecture &a;
    const double P;
    const double N;
    const bool training;
    const bool adapter;
    const bool qlora;
    const ParamBreakdown parts;
    const double lmHead;
    const bool bnb4Inference;
    double quantisable = 0;
    double fusedExperts16 = 0; // routed experts 4-bit loading leaves in 16-bit (Architecture::fusedExperts)
    double unquantised = 0;
    // QLoRA through PEFT: prepare_model_for_kbit_training casts every non-4-bit parameter to
    // fp32, so the residual stream, the norms and the lm_head run in fp32.
    const bool kbitUpcast;
    // Activation (compute) dtype: fp32 stays fp32; everything else computes in 16-bit.
    const double Ba;
    const double residualBytes;
    // Inference in transformers over several GPUs: accelerate's device_map="auto" places whole
    // layers on each GPU in turn (a layer split, no collective); the engines split by tensor parallelism.
    const bool layerSplit;
    const Split inferenceSplit; // how inference divides the weights and the cache over N GPUs
    const Split zeroSplit;
    // Megatron-SWIFT's expert parallelism over all N GPUs: the routed experts split, the rest whole.
    const bool expertParallel;
    const double b, seq;
    const double tokens, sbh;
    Builder out;
    MemoryBudget &m;
    // FSDP that wraps only the decoder blocks leaves the embedding and the output layer in its root
    // unit, which it does not reshard after forward (torch/distributed/fsdp/_runtime_utils.py
    // _post_forward_reshard): gathered from the start of forward to the end of backward.
    const double fsdpRoot;
    // What the gathered root adds to the GPU's own shard: the rest of it, or all of it offloaded.
    double fsdpRootShare() const { return s.offload != Offload::None ? 1.0 : 1.0 - 1.0 / N; }
    double stepTemporaries = 0; // the optimizer step's own transient peak, per GPU
    double transient = 0;       // what one training step allocates and frees: activations and logits
};

// With --params the architecture is only a shape: its parts are scaled to the exact count given.
double partScale(const ParamBreakdown &parts, double P)
{
    return parts.total() > 0 ? P / double(parts.total()) : 1.0;
}

// LitGPT builds every model with its own output layer and fills it from the embedding where the
// checkpoint ties the two (litgpt/model.py GPT.lm_head; scripts/convert_hf_checkpoint.py copies
// transformer.wte.weight into a missing lm_head.weight): a second vocabulary × hidden matrix.
std::optional<Architecture> untiedArchitecture(const Architecture &a, const SoftwareStack &k)
{
    if (!k.untiedOutputLayer || !a.tiedEmbeddings)
        return std::nullopt;
    Architecture u = a;
    u.tiedEmbeddings = false;
    return u;
}

// The parameters as the framework holds them: the count given, and the untied output matrix in
// the same proportion to the shape's own count.
double heldParameters(const Scenario &s, const std::optional<Architecture> &untied)
{
    const double given = double(s.model.params);
    const double shape = double(parameterCount(s.model.arch));
    return untied && shape > 0 ? given * double(parameterCount(*untied)) / shape : given;
}

Estimate::Estimate(const Scenario &scenario, int gpus, const MemoryOptions &memoryOptions)
    : s(scenario)
    , options(memoryOptions)
    , stack(softwareStackFor(scenario, memoryOptions.stack))
    , k(memoryOptions.constants)
    , untied(untiedArchitecture(scenario.model.arch, stack))
    , a(untied ? *untied : scenario.model.arch)
    , P(heldParameters(scenario, untied))
    , N(std::max(1, gpus))
    , training(scenario.isTraining())
    , adapter(scenario.isAdapter())
    , qlora(scenario.method == Method::Qlora)
    , parts(parameterBreakdown(a))
    , lmHead(double(parts.lmHead) * partScale(parts, P))
    , bnb4Inference(!scenario.isTraining() && scenario.precision == Precision::Int4 && stack.bnbInference)
    , kbitUpcast(qlora && stack.kbitUpcast)
    , Ba(scenario.precision == Precision::Fp32 ? 4.0 : 2.0)
    , residualBytes(kbitUpcast ? 4.0 : Ba)
    , layerSplit(scenario.generatesInProcess() && N > 1)
    , inferenceSplit(N == 1           ? Split::None
                         : layerSplit ? Split::Layers
                                      : Split::TensorParallel)
    , zeroSplit(scenario.offload != Offload::None ? Split::Offloaded : Split::Zero)
    , expertParallel(scenario.trainsExpertParallel() && N > 1)
    // A served workload spreads its requests over the data-parallel attention ranks, if any.
    , b(scenario.isServing() ? std::ceil(double(scenario.serving.concurrency) / scenario.attentionRanks()) : scenario.batch)
    , seq(scenario.isServing() ? double(scenario.serving.inputTokens) + double(scenario.serving.outputTokens) : double(scenario.seq))
    , tokens(b * seq)
    , sbh(tokens * double(a.hidden))
    , m(out.budget())
    , fsdpRoot(training && s.zero >= 3 && N > 1 && stack.fsdpRootUnit && !expertParallel
                   ? double(parts.embedding + parts.lmHead) * partScale(parts, P)
                   : 0.0)
{
    quantisable = double(parts.blockLinear) * partScale(parts, P);
    // bitsandbytes replaces nn.Linear modules only (transformers' _replace_with_bnb_linear): fused
    // experts stay 16-bit, and PEFT's k-bit preparation casts them to fp32 with the rest.
    if ((qlora || bnb4Inference) && a.fusedExperts && !stack.quantisesFusedExperts) {
        fusedExperts16 = double(routedExpertParameterCount(a)) * partScale(parts, P);
        quantisable -= fusedExperts16;
    }
    if ((qlora || bnb4Inference) && stack.quantisedLmHead)
        quantisable += lmHead;
    unquantised = P - quantisable;
    m.headroom = s.headroom;
    for (int i = 0; i < kComponentCount; ++i)
        m.components[std::size_t(i)].id = ComponentId(i);
}

MemoryBudget Estimate::run()
{
    weights();
    trainingStates();
    activations();
    logits();
    visionEncoder();
    kvCache();
    stepPeak();
    overhead();
    sums();
    return m;
}

// ---- weights --------------------------------------------------------------------------------
void Estimate::weights()
{
    const Split how = expertParallel ? Split::ExpertParallel
        : training               ? (s.zero >= 3 ? (s.offload == Offload::OptimizerAndParams ? Split::Offloaded : Split::Zero) : Split::None)
        : s.attentionRanks() > 1 ? Split::DataParallelRanks
                                 : inferenceSplit;
    double total = 0;
    double expertBytes = 0; // of `total`, the routed experts' (data-parallel attention copies the rest)
    const double routed = double(routedExpertParameterCount(a)) * partScale(parts, P);
    const auto addWeights = [&](const MemoryTerm &t) {
        total += t.bytes;
        out.add(ComponentId::Weights, split(t, how, N));
    };
    if (s.isServing() && s.serving.engine == Engine::LlamaCpp) {
        // llama.cpp keeps the token embeddings in host memory and offloads the last -ngl layers,
        // and the output layer with them once every layer is on the GPUs (llama-model.cpp:
        // i_gpu_start = n_layer - n_gpu_layers; the +1 of act_gpu_layers is the output).
        const double L = std::max<double>(1.0, double(a.layers));
        const double onGpu = s.serving.gpuLayers < 0 ? L : std::min(L, double(s.serving.gpuLayers));
        const double scale = partScale(parts, P);
        const double blocks = double(parts.blockLinear + parts.blockOther) * scale;
        const double output = double(parts.lmHead > 0 ? parts.lmHead : parts.embedding) * scale;
        const double params = blocks * onGpu / L + (onGpu >= L ? output : 0.0);
        const double bytes = ggufBitsPerWeight(s.serving.gguf) / 8.0;
        MemoryTerm t = term(Term::WeightsGguf, params * bytes, {params, bytes * 8.0, double(s.serving.gguf), onGpu, L});
        t.hostBytes = std::max(0.0, P + (parts.lmHead > 0 ? 0.0 : output) - params) * bytes / N;
        addWeights(t);
    } else if (qlora || bnb4Inference) {
        const double nf4 = stack.doubleQuant ? kNf4DoubleQuantBytes : kNf4Bytes;
        expertBytes = fusedExperts16 > 0 ? fusedExperts16 * 2.0 : routed * nf4;
        addWeights(term(Term::WeightsNf4, quantisable * nf4 + unquantised * 2.0, {quantisable, nf4, unquantised, 2.0, fusedExperts16}));
        if (kbitUpcast)
            addWeights(term(Term::WeightsKbitUpcast, unquantised * 2.0, {unquantised, 2.0}));
    } else if (const Quantisation &q = s.model.checkpoint; !training && q.isQuantised() && checkpointPrecision(q) == s.precision) {
        // Serving the checkpoint as published: its own format (quantization_config), exactly.
        const double quantised = q.expertsOnly ? double(routedExpertParameterCount(a)) * partScale(parts, P) : quantisable;
        const double bytes = q.bitsPerWeight() / 8.0;
        expertBytes = routed * bytes;
        addWeights(term(Term::WeightsCheckpoint, quantised * bytes + (P - quantised) * 2.0,
                        {quantised, bytes, P - quantised, double(q.bits), double(q.groupSize), q.expertsOnly ? 1.0 : 0.0}));
    } else if (s.precision == Precision::Int8 || s.precision == Precision::Int4 || s.precision == Precision::Fp8) {
        const double qb = bytesPer(s.precision) + (s.precision == Precision::Int4 ? kInt4GroupBytesPerParam : 0.0);
        expertBytes = routed * qb;
        addWeights(term(Term::WeightsQuantised, quantisable * qb + unquantised * 2.0, {quantisable, qb, unquantised}));
    } else {
        expertBytes = routed * bytesPer(s.precision);
        addWeights(term(Term::WeightsDense, P * bytesPer(s.precision), {P, bytesPer(s.precision), double(s.precision)}));
    }
    if (const int ranks = expertParallel ? N : s.attentionRanks(); ranks > 1) {
        // Data-parallel attention and training's expert parallelism: every rank holds the attention,
        // the dense layers, the shared experts and the embeddings whole; only the routed experts are
        // split (vLLM and SGLang run attention at TP 1 per data-parallel rank and the experts over
        // all ranks; Megatron divides only the expert-sharded parameters by the expert-parallel size).
        const double whole = std::max(0.0, total - expertBytes);
        out.add(ComponentId::Weights, term(Term::OutsideExpertsCopies, whole * (1.0 - 1.0 / ranks), {whole, double(ranks)}));
    }
    if (s.draftsWithMtp() && P > 0) {
        // The draft's layers (num_nextn_predict_layers) are loaded beside the model, stored as the
        // checkpoint stores the rest (DeepSeek-V3's FP8 release quantises them too).
        const double mtp = double(mtpParameterCount(a));
        const double perParam = total / P;
        out.add(ComponentId::Weights, split(term(Term::MtpDraftWeights, mtp * perParam, {mtp, perParam}), how, N));
    }
    if (training && s.zero >= 3 && a.layers > 0) {
        // ZeRO-3 and FSDP gather two layers at a time (kZero3GatheredLayers).
        const double layerBytes = total * double(parts.blockLinear + parts.blockOther) / double(parts.total()) / double(a.layers);
        out.add(ComponentId::Weights, term(Term::Zero3Gathered, kZero3GatheredLayers * layerBytes, {kZero3GatheredLayers, layerBytes}));
        if (fsdpRoot > 0) {
            const double beyond = fsdpRootShare();
            out.add(ComponentId::Weights, term(Term::FsdpRootGathered, fsdpRoot * Ba * beyond, {fsdpRoot, Ba, beyond}));
        }
    }
}

// ---- trainable parameters, gradients, optimizer states, adapters ---------------------------
void Estimate::trainingStates()
{
    // Under expert parallelism Megatron-SWIFT trains: its LoRA layers take one adapter per routed
    // expert (ms-swift b6af056 swift/megatron/tuners/lora.py: TEGroupedLinear lora_A/lora_B with the
    // base layer's num_gemms), held by the expert's GPU like the expert itself.
    qint64 trainable = 0;
    qint64 expertAdapters = 0;
    if (s.isFullTraining()) { // the vision tower stays frozen (Estimate::visionEncoder)
        // Every parameter the framework holds, its own output layer included (heldParameters).
        const auto held = qint64(std::llround(P));
        trainable = held - std::min(held, s.model.arch.visionParams);
    } else if (adapter) {
        const LoraParams lora = loraParams(a, s.loraRank, s.loraTargets, expertParallel);
        trainable = lora.total;
        expertAdapters = lora.routedExperts;
    }
    m.trainableParams = trainable;
    const double T = double(trainable);
    const bool pureLowPrecision = s.masterWeights == MasterWeights::None && s.precision != Precision::Fp32;
    // Adapters: PEFT keeps them in fp32 under mixed precision; pure low precision trains them in bf16.
    // Megatron builds them in the model's dtype (params_dtype) and keeps the fp32 copy in its
    // optimizer, as for every parameter it trains.
    const double adapterBytes = pureLowPrecision || expertParallel ? Ba : 4.0;
    const double trainableBytes = adapter ? adapterBytes : bytesPer(s.precision);

    // Megatron's training under expert parallelism (theoretical_memory_usage.py): the routed
    // experts' weights (or their adapters), gradients and optimizer states live on the GPU holding
    // the expert, the rest's on every GPU; gradients in fp32 (bf16 accumulates and all-reduces
    // gradients in fp32).
    const double expertTrainable = !expertParallel ? 0.0
        : adapter                                  ? double(expertAdapters)
                                                   : double(routedExpertParameterCount(a)) * partScale(parts, P);
    m.expertTrainableParams = qint64(std::llround(expertTrainable));
    // Adds `t` split as the expert-parallel ranks split it: the experts' share divided, the rest whole.
    const auto addExpertSplit = [&](ComponentId c, const MemoryTerm &t, double bytesPerParam) {
        out.add(c, split(t, Split::ExpertParallel, N));
        const double whole = std::max(0.0, T - expertTrainable) * bytesPerParam;
        out.add(c, term(Term::OutsideExpertsCopies, whole * (1.0 - 1.0 / N), {whole, double(N)}));
    };
    if (adapter) {
        const MemoryTerm adapters = term(Term::Adapters, T * adapterBytes,
                                         {double(s.loraRank), T, adapterBytes, double(a.layers),
                                          double(a.fusedExperts && s.loraTargets == LoraTargets::AllLinear && !expertParallel)});
        if (expertParallel)
            addExpertSplit(ComponentId::Adapters, adapters, adapterBytes);
        else
            out.add(ComponentId::Adapters, adapters);
    }

    if (training) {
        const double gradientBytes = expertParallel ? 4.0 : trainableBytes;
        const MemoryTerm gradients = term(Term::Gradients, T * gradientBytes, {T, gradientBytes});
        if (expertParallel)
            addExpertSplit(ComponentId::Gradients, gradients, gradientBytes);
        else
            out.add(ComponentId::Gradients, split(gradients, s.zero >= 2 ? zeroSplit : Split::None, N));
        // A trained root reduces its gradient only when backward reaches the embedding, its last
        // use: until then each GPU holds the whole of it.
        if (fsdpRoot > 0 && s.isFullTraining()) {
            const double beyond = fsdpRootShare();
            out.add(ComponentId::Gradients,
                    term(Term::FsdpRootGradient, fsdpRoot * gradientBytes * beyond, {fsdpRoot, gradientBytes, beyond}));
        }
        // Communication buffers: DDP's buckets are a flat copy of every gradient unless they are
        // the gradients' own storage (gradient_as_bucket_view); DeepSpeed keeps reduce buckets of
        // reduce_bucket_size elements, two of them with overlap_comm, whatever the model's size.
        // Megatron's buckets are views into its gradient buffer: nothing more.
        if (s.zero == 0 && N > 1 && !stack.ddpBucketView && !expertParallel)
            out.add(ComponentId::Gradients, term(Term::DdpBuckets, T * trainableBytes, {T, trainableBytes}));
        if (s.zero >= 1 && !expertParallel) {
            const double elements = stack.zeroBucketElements > 0 ? stack.zeroBucketElements : double(a.hidden) * double(a.hidden);
            const double buffers = s.zero == 3 ? 1.0 : 2.0;
            out.add(ComponentId::Gradients, term(Term::ZeroBuckets, buffers * elements * 2.0, {buffers, elements, 2.0}));
        }

        // Optimizer states (and the fp32 master copy for mixed-precision full training).
        const double master = ((s.isFullTraining() || expertParallel) && s.precision != Precision::Fp32 && !pureLowPrecision) ? 4.0 : 0.0;
        const double stateDtype = (pureLowPrecision && !adapter) ? bytesPer(s.precision) : 4.0;
        double perParam = 0;
        switch (s.optimizer) {
        case Optimizer::AdamW: perParam = 2.0 * stateDtype; break;
        case Optimizer::AdamW8bit:
        case Optimizer::PagedAdamW8bit: perParam = 2.0 + 8.0 / 256.0; break; // uint8 states + fp32 absmax per 256
        case Optimizer::Sgd: perParam = stateDtype; break;
        case Optimizer::Adafactor: perParam = 0; break;
        }
        // bitsandbytes paged states live in CUDA unified memory outside PyTorch's allocator.
        const Reading stateReading = s.optimizer == Optimizer::PagedAdamW8bit ? Reading::Process : Reading::Allocated;
        const Split stateSplit = s.zero >= 1 ? zeroSplit : Split::None;
        const MemoryTerm states =
            term(Term::OptimizerStates, T * (perParam + master), {T, perParam, master, double(s.optimizer)}, stateReading);
        // Megatron's distributed optimizer (ZeRO 1) shards the rest's states over the N data-parallel
        // ranks and each expert's over its expert-data-parallel group, of one GPU here: T / N in all.
        if (expertParallel && s.zero == 0)
            addExpertSplit(ComponentId::Optimizer, states, perParam + master);
        else
            out.add(ComponentId::Optimizer, split(states, stateSplit, N));
        if (s.optimizer == Optimizer::Adafactor) {
            // Factored second moment: one row and one column vector per matrix (Shazeer & Stern 2018).
            double rowsCols = 0;
            for (const LinearShape &mat : blockLinears(a))
                rowsCols += (adapter ? double(mat.in + 2 * s.loraRank + mat.out) : double(mat.in + mat.out)) * double(mat.copies) *
                    double(mat.layers);
            if (!adapter)
                rowsCols += 2.0 * double(a.vocab + a.hidden) + double(parts.blockOther);
            out.add(ComponentId::Optimizer, split(term(Term::AdafactorStates, 4.0 * rowsCols, {rowsCols}), stateSplit, N));
        }
        // foreach AdamW: _foreach_sqrt(exp_avg_sq) allocates one state-sized copy of every
        // parameter of the group (torch/optim/adamw.py; PyTorch <= 2.0 made two, PR #104898).
        // Under ZeRO, DeepSpeed steps with its fused Adam kernel instead: no such copies.
        // Megatron steps with Transformer Engine's or Apex's FusedAdam: none either.
        if (s.optimizer == Optimizer::AdamW && s.zero == 0 && !expertParallel)
            stepTemporaries = T * stateDtype * stack.foreachIntermediates;
    }
}

// ---- activations ----------------------------------------------------------------------------
void Estimate::activations()
{
    // bitsandbytes dequantises each 4-bit matrix for its matmul, one at a time; two copies when it
    // was quantised from fp16 and computes in bf16.
    const auto addDequantBuffer = [&] {
        double largest = 0;
        for (const LinearShape &mat : blockLinears(a))
            largest = std::max(largest, double(mat.in) * double(mat.out));
        if (stack.quantisedLmHead)
            largest = std::max(largest, lmHead);
        const double copyBytes = 2.0 + (stack.quantFromFp16 ? 2.0 : 0.0);
        out.add(ComponentId::Activations, term(Term::DequantBuffer, largest * copyBytes, {largest, copyBytes}));
    };
    if (training) {
        const Trainable t = trainableLinears(s);
        const StackBytes stackBytes = layerActivationBytes(a, Ba, b, seq, s.flashAttention, t, residualBytes);
        const double savedLayers = s.gradCheckpointing ? 1.0 : double(a.layers); // layers whose saved tensors are live at once
        if (s.gradCheckpointing && stack.offloadedCheckpoints && seq >= kOffloadedCheckpointMinTokens && a.layers > 1) {
            // Every layer's input but the last waits in host RAM; backward brings one back at a time
            // into a staging buffer, beside the last layer's, which stays.
            const double layerInput = residualBytes * sbh;
            MemoryTerm offloaded = term(Term::OffloadedCheckpoints, 2.0 * layerInput, {double(a.layers) - 1.0, layerInput, residualBytes});
            offloaded.split = Split::Offloaded;
            offloaded.hostBytes = (double(a.layers) - 1.0) * layerInput;
            out.add(ComponentId::Activations, offloaded);
            out.add(ComponentId::Activations, term(Term::RecomputedLayer, stackBytes.largest, {stackBytes.largest}));
        } else if (s.gradCheckpointing) {
            out.add(ComponentId::Activations,
                    term(Term::CheckpointedInputs, double(a.layers) * residualBytes * sbh,
                         {double(a.layers), residualBytes * sbh, residualBytes}));
            out.add(ComponentId::Activations, term(Term::RecomputedLayer, stackBytes.largest, {stackBytes.largest}));
        } else {
            out.add(ComponentId::Activations,
                    term(Term::LayerActivations, stackBytes.total, {double(a.layers), stackBytes.total / double(a.layers), b, seq}));
        }
        out.add(ComponentId::Activations, term(Term::OutsideLayers, 2.0 * residualBytes * sbh, {2.0 * residualBytes * sbh}));
        if (qlora) {
            // Each 4-bit linear dequantises its whole weight for the matmul, forward and backward:
            // one matrix at a time, two copies when it was quantised from fp16 and computes in bf16.
            addDequantBuffer();
            // Under autocast the fp32 lm_head is cast to bf16 on every call and, being frozen, not
            // cached: the matmul keeps that copy until its backward (autocast_mode.cpp cached_cast).
            if (kbitUpcast && !stack.quantisedLmHead && lmHead > 0)
                out.add(ComponentId::Activations, term(Term::LmHeadCast, lmHead * 2.0, {lmHead, 2.0}));
            // bitsandbytes <= 0.43.1 kept every 4-bit layer's input for a backward that never used
            // it (bitsandbytes PR #1270): norm outputs, attention output, MLP product.
            if (stack.bnbSavesInput) {
                const double elements = tokens * linearInputWidth(a, {true, true, true, true});
                out.add(ComponentId::Activations, term(Term::SavedQuantInputs, savedLayers * elements * Ba, {savedLayers, elements, Ba}));
                // It keeps them on its autograd context, not as saved tensors, so backward does not free
                // them: a loop that holds the last step's outputs into the next forward holds them too.
                if (stack.previousStepHeld)
                    out.add(ComponentId::Activations,
                            term(Term::PreviousStepInputs, savedLayers * elements * Ba, {savedLayers, elements, Ba}));
            }
        }
        // Packed samples are kept apart without FlashAttention's variable-length kernel by a mask of
        // every row's tokens against every other, built once per step and shared by the layers.
        if (const auto packing = packingFor(s); packing && !s.flashAttention && packing->mask != PackedMask::None) {
            const bool flat = packing->rows == PackedRows::Flattened;
            const double rows = flat ? 1.0 : b;
            const double len = flat ? tokens : std::ceil(seq / packing->padMultiple) * packing->padMultiple;
            const double perElement = packing->mask == PackedMask::Bool ? 1.0 : Ba;
            out.add(ComponentId::Activations, term(Term::PackedMask, rows * len * len * perElement, {rows, len, perElement}));
        }
        if (adapter && (stack.loraDropout || Ba < 4.0)) {
            // With dropout, lora_A saves a dropped copy of each adapted input and its 1-byte mask.
            // Without, PEFT casts each adapted input to the adapter's FP32 dtype; under autocast
            // lora_A casts it back to 16-bit for its matmul and saves that copy for backward.
            const double elements = tokens * linearInputWidth(a, t);
            const double perElement = stack.loraDropout ? Ba + 1.0 : Ba;
            out.add(ComponentId::Activations,
                    term(stack.loraDropout ? Term::LoraDropout : Term::LoraInputCopies, savedLayers * elements * perElement,
                         {savedLayers, elements, perElement}));
        }
    } else if (s.isServing()) {
        if (s.serving.engine == Engine::LlamaCpp)
            out.add(ComponentId::Activations, llamaCppComputeBuffer(s));
        else
            out.add(ComponentId::Activations, engineProfilePeak(s, engineSettings(s, nullptr)));
    } else {
        // Each GPU of a layer split runs its layers over the whole batch: its working set is whole.
        const double prefill = s.prefillTokens();
        out.add(ComponentId::Activations,
                split(term(Term::InferenceWorkingSet, inferenceWorkingSetBytes(a, Ba, b, prefill, s.flashAttention), {b, prefill, Ba}),
                      layerSplit ? Split::None : inferenceSplit, N));
        if (bnb4Inference)
            addDequantBuffer();
    }
}

// ---- logits ---------------------------------------------------------------------------------
void Estimate::logits()
{
    const double V = double(a.vocab);
    if (s.isServing())
        return; // the engine's profiling pass samples them (EngineProfilePeak)
    if (training && stack.fusedLoss != FusedLoss::None) {
        out.add(ComponentId::Logits, fusedLossTerm(stack.fusedLoss, tokens, V, double(a.hidden), Ba));
    } else if (training) {
        out.add(ComponentId::Logits, term(Term::LossLogits, tokens * V * stack.lossBytesPerLogit, {b, seq, V, stack.lossBytesPerLogit}));
    } else if (stack.fullPrefillLogits) {
        const double prefill = s.prefillTokens();
        out.add(ComponentId::Logits, term(Term::PrefillLogits, b * prefill * V * (Ba + 4.0), {b, prefill, V, Ba + 4.0}));
    } else {
        out.add(ComponentId::Logits, term(Term::LastTokenLogits, b * V * 4.0, {b, V}));
    }
}

// ---- vision encoder -------------------------------------------------------------------------
// The images' patches pass the vision tower before the language model runs, so the tower's
// working set (one block's tensors for every patch at once) and the language model's are not live
// together: only what the tower needs beyond the language model's activations and logits adds to
// the peak. The tower is frozen, as LLaMA-Factory (freeze_vision_tower) and ms-swift (freeze_vit)
// train by default, so it saves nothing for backward. A service encodes one request's images at a time.
void Estimate::visionEncoder()
{
    const qint64 images = s.imagesSent();
    if (images <= 0)
        return;
    const double atOnce = double(images) * (s.isServing() ? 1.0 : b);
    const double patches = double(imageCost(a, s.imageSize).patches);
    const double perPatch = double(visionElementsPerPatch(a));
    double languageModel = 0;
    for (const ComponentId c : {ComponentId::Activations, ComponentId::Logits})
        for (const MemoryTerm &t : m.components[std::size_t(c)].terms)
            languageModel += t.bytes;
    const double tower = atOnce * patches * perPatch * Ba;
    out.add(ComponentId::Activations,
            term(Term::VisionEncoder, std::max(0.0, tower - languageModel), {atOnce, patches, perPatch, Ba, languageModel}));
}

// ---- KV cache -------------------------------------------------------------------------------
void Estimate::kvCache()
{
    if (training)
        return;
    // A checkpoint served in its own FP8 format keeps a 16-bit cache: vLLM's kv_cache_dtype "auto"
    // is the model's compute dtype (vllm/config/cache.py), whatever the weights are stored in.
    const double kvBytes = kvElementBytes(s);
    // Grouped-query heads split over the tensor-parallel ranks; with more ranks than KV heads each
    // rank keeps one replicated head (vLLM ModelConfig.get_num_kv_heads: max(1, kv_heads // tp)).
    // Under data-parallel attention each GPU holds every head of its own requests.
    // A layer split keeps each layer's cache on the GPU holding the layer: the cache divides by N.
    const double attentionTp = s.attentionTp();
    const double kvSplit = layerSplit ? double(N) : a.kvHeads > 0 ? std::min(attentionTp, double(a.kvHeads)) : attentionTp;
    const Split kvHow = attentionTp > 1 ? inferenceSplit : Split::None;
    // llama.cpp keeps the cache of the layers it offloads on the GPU, the rest in host memory.
    const double layerShare = s.isServing() && s.serving.engine == Engine::LlamaCpp && s.serving.gpuLayers >= 0 && a.layers > 0
        ? std::min(1.0, double(s.serving.gpuLayers) / double(a.layers))
        : 1.0;
    double cacheBytes = 0;
    const auto addCache = [&](const MemoryTerm &t) {
        cacheBytes += t.bytes;
        out.add(ComponentId::KvCache, t);
    };
    const double windowed = double(a.windowLayers) * layerShare, full = double(a.softmaxLayers() - a.windowLayers) * layerShare;
    if (a.isMla()) {
        // MLA caches the compressed latent and the shared rope key, one vector per token and layer,
        // replicated on every tensor-parallel rank (vLLM: get_head_size() = kv_lora_rank +
        // qk_rope_head_dim, get_num_kv_heads() = 1 under MLA; vllm/config/model.py).
        const double latent = double(a.kvLoraRank + a.qkRopeHeadDim);
        addCache(split(term(Term::KvCacheLatent, full * latent * seq * b * kvBytes, {full, latent, seq, b, kvBytes}),
                       layerSplit ? Split::Layers : Split::None, N));
    } else {
        if (full > 0)
            addCache(split(term(Term::KvCache, 2.0 * full * double(a.kvDim()) * seq * b * kvBytes,
                                {full, double(a.kvHeads), double(a.headDim), seq, b, kvBytes}),
                           kvHow, kvSplit));
        if (windowed > 0) {
            // A sliding window or an attention chunk: those layers hold at most `window` tokens.
            const double held = std::min(seq, double(a.window));
            addCache(split(term(Term::KvCacheWindowed, 2.0 * windowed * double(a.kvDim()) * held * b * kvBytes,
                                {windowed, double(a.kvHeads), double(a.headDim), held, b, kvBytes}),
                           kvHow, kvSplit));
        }
    }
    if (a.linearLayers > 0) {
        // Gated DeltaNet's fixed state (Architecture::linearConvElements); the recurrence runs in fp32.
        const double conv = a.linearConvElements();
        const double state = a.linearRecurrentElements();
        const double layersN = double(a.linearLayers) * layerShare;
        addCache(split(term(Term::RecurrentState, layersN * b * (conv * kvBytes + state * 4.0), {layersN, conv, state, b, kvBytes, 4.0}),
                       kvHow, attentionTp));
    }
    if (stack.legacyKvCache)
        out.add(ComponentId::KvCache, term(Term::KvCachePrevious, cacheBytes, {cacheBytes}));
}

void Estimate::stepPeak()
{
    // The step's peak: activations and logits are freed before the optimizer runs, so only what
    // its temporaries need beyond them adds to the peak.
    for (const ComponentId c : {ComponentId::Activations, ComponentId::Logits})
        for (const MemoryTerm &t : m.components[std::size_t(c)].terms)
            transient += t.bytes;
    if (stepTemporaries > transient)
        out.add(
            ComponentId::Optimizer,
            term(Term::OptimizerStepExcess, stepTemporaries - transient, {stepTemporaries, double(stack.foreachIntermediates), transient}));
}

// ---- overhead -------------------------------------------------------------------------------
void Estimate::overhead()
{
    const double context = stack.cudaContextBytes >= 0 ? stack.cudaContextBytes : kCudaContextBytes;
    out.add(ComponentId::Overhead, term(Term::CudaContext, context, {context}, Reading::Process));
    if (s.isServing()) {
        // The engines allocate their pools up front and keep no PyTorch allocator cache to speak of.
        if (s.serving.engine != Engine::LlamaCpp) {
            if (N > 1)
                out.add(ComponentId::Overhead,
                        term(Term::NcclBuffers, kNcclCommunicatorBytes, {1.0, kNcclCommunicatorBytes}, Reading::Process));
            out.add(ComponentId::Overhead, cudaGraphTerm());
            if (const MemoryTerm deepEp = deepEpBufferTerm(s); deepEp.bytes > 0)
                out.add(ComponentId::Overhead, deepEp);
        }
        return;
    }
    const double handles = training ? 2.0 : 1.0; // the forward thread and autograd's backward thread
    out.add(ComponentId::Overhead, term(Term::CublasWorkspaces, handles * kCublasWorkspaceMiB * kMiB, {handles, kCublasWorkspaceMiB}));
    // The caching allocator keeps freed blocks for reuse: reserved exceeds allocated by a share
    // of what each step allocates and frees.
    // Megatron keeps the gradients in one buffer allocated once (megatron/core/distributed/
    // param_and_grad_buffer.py, db57c15, 2026-08-11): they are no step's churn.
    double dynamic = transient;
    for (const ComponentId c : {ComponentId::Gradients, ComponentId::KvCache})
        for (const MemoryTerm &t : m.components[std::size_t(c)].terms)
            dynamic += c == ComponentId::Gradients && expertParallel ? 0.0 : t.bytes;
    out.add(ComponentId::Overhead, term(Term::AllocatorReserve, k.fragmentation * dynamic, {k.fragmentation, dynamic}, Reading::Reserved));
    if (N > 1 && !layerSplit) // a layer split moves activations with plain copies, no communicator
        out.add(ComponentId::Overhead, term(Term::NcclBuffers, kNcclCommunicatorBytes, {1.0, kNcclCommunicatorBytes}, Reading::Process));
}

// ---- sums and readings ----------------------------------------------------------------------
void Estimate::sums()
{
    for (MemoryComponent &c : m.components)
        for (const MemoryTerm &t : c.terms) {
            c.bytes += t.bytes;
            m.hostRamBytes += t.hostBytes;
            (t.reading == Reading::Allocated      ? m.readings.allocated
                 : t.reading == Reading::Reserved ? m.readings.reserved
                                                  : m.readings.nvidiaSmi) += t.bytes;
        }
    if (options.correction.share != 0) {
        double all = 0;
        for (const MemoryComponent &c : m.components)
            all += c.bytes;
        const double bytes = options.correction.share * all;
        m.components[std::size_t(ComponentId::Overhead)].terms.append(term(Term::UserCorrection, bytes, {options.correction.share}));
        m.components[std::size_t(ComponentId::Overhead)].bytes += bytes;
        m.readings.allocated += bytes;
    }
    m.readings.reserved += m.readings.allocated;
    m.readings.nvidiaSmi += m.readings.reserved;
    m.totalBytes = m.readings.nvidiaSmi;
    if (s.isServing() && s.serving.engine != Engine::LlamaCpp) {
        // vLLM and SGLang take a share of the GPU and nothing beyond it: that share must hold the
        // job, and the rest of the GPU is the headroom.
        const double share = engineSettings(s, nullptr).utilization;
        m.headroom = 1.0 / share - 1.0;
    }
    m.budgetBytes = m.totalBytes * (1.0 + m.headroom);
}

} // namespace

MemoryBudget estimateMemory(const Scenario &s, int gpus, const MemoryOptions &options)
{
    return Estimate(s, gpus, options).run();
}

// ---------------------------------------------------------------------------------------------
// Texts, on demand

QString termName(Term t)
{
    switch (t) {
    case Term::WeightsDense: return Text::tr("Weights");
    case Term::WeightsNf4: return Text::tr("NF4 weights");
    case Term::WeightsQuantised: return Text::tr("Quantised weights");
    case Term::WeightsCheckpoint: return Text::tr("Checkpoint's quantised weights");
    case Term::WeightsKbitUpcast: return Text::tr("fp32 copies of the unquantised weights");
    case Term::WeightsGguf: return Text::tr("GGUF weights on the GPU");
    case Term::Zero3Gathered: return Text::tr("Gathered layers (ZeRO-3)");
    case Term::FsdpRootGathered: return Text::tr("FSDP root unit, gathered");
    case Term::FsdpRootGradient: return Text::tr("FSDP root unit's whole gradient");
    case Term::Gradients: return Text::tr("Gradients");
    case Term::DdpBuckets: return Text::tr("DDP gradient buckets");
    case Term::ZeroBuckets: return Text::tr("ZeRO communication buckets");
    case Term::OptimizerStates: return Text::tr("Optimizer states");
    case Term::AdafactorStates: return Text::tr("Adafactor row and column states");
    case Term::OptimizerStepExcess: return Text::tr("Optimizer step temporaries");
    case Term::LayerActivations: return Text::tr("Layer activations");
    case Term::LoraDropout: return Text::tr("LoRA dropout copies");
    case Term::LoraInputCopies: return Text::tr("LoRA input copies");
    case Term::CheckpointedInputs: return Text::tr("Checkpointed layer inputs");
    case Term::OffloadedCheckpoints: return Text::tr("Checkpointed layer inputs, offloaded");
    case Term::RecomputedLayer: return Text::tr("Recomputed layer");
    case Term::OutsideLayers: return Text::tr("Final norm and output inputs");
    case Term::DequantBuffer: return Text::tr("Dequantised weight");
    case Term::LmHeadCast: return Text::tr("16-bit copy of the output layer");
    case Term::SavedQuantInputs: return Text::tr("Inputs kept by 4-bit layers");
    case Term::PreviousStepInputs: return Text::tr("The previous step's 4-bit layer inputs");
    case Term::PackedMask: return Text::tr("Mask of the packed samples");
    case Term::MtpDraftWeights: return Text::tr("Multi-token-prediction draft");
    case Term::OutsideExpertsCopies: return Text::tr("Outside the experts, copied to every GPU");
    case Term::InferenceWorkingSet: return Text::tr("Prefill working set");
    case Term::VisionEncoder: return Text::tr("Vision encoder");
    case Term::EngineProfilePeak: return Text::tr("Engine's profiling peak");
    case Term::ComputeBuffer: return Text::tr("llama.cpp compute buffer");
    case Term::LossLogits: return Text::tr("Logits and loss");
    case Term::FusedLinearLoss: return Text::tr("Fused output layer and loss");
    case Term::LastTokenLogits: return Text::tr("Last-token logits");
    case Term::PrefillLogits: return Text::tr("Prompt logits");
    case Term::KvCache: return Text::tr("KV cache");
    case Term::KvCacheWindowed: return Text::tr("KV cache, windowed layers");
    case Term::KvCacheLatent: return Text::tr("KV cache, compressed latent");
    case Term::RecurrentState: return Text::tr("Linear-attention state");
    case Term::KvCachePrevious: return Text::tr("Previous step's KV cache");
    case Term::Adapters: return Text::tr("LoRA adapters");
    case Term::CudaContext: return Text::tr("CUDA context and kernels");
    case Term::CublasWorkspaces: return Text::tr("cuBLAS workspaces");
    case Term::AllocatorReserve: return Text::tr("Allocator cache");
    case Term::NcclBuffers: return Text::tr("NCCL buffers");
    case Term::CudaGraphs: return Text::tr("CUDA graphs");
    case Term::DeepEpBuffers: return Text::tr("DeepEP buffers");
    case Term::UserCorrection: return Text::tr("Your correction");
    case Term::Count: break;
    }
    return {};
}

QString termFormula(const MemoryTerm &t)
{
    const auto &x = t.in;
    QString f;
    switch (t.term) {
    case Term::WeightsDense:
        f = Text::tr("%1 params × %2 (%3)").arg(formatWhole(x[0]), bytesText(x[1]), displayName(Precision(int(x[2]))));
        break;
    case Term::WeightsNf4:
        f = Text::tr("%1 block params × %2 (NF4 + constants) + %3 other params × %4")
                .arg(formatWhole(x[0]), QString::number(x[1], 'f', 4) + QStringLiteral(" B"), formatWhole(x[2]), bytesText(x[3]));
        if (x[4] > 0)
            f += Text::tr(" (%1 of them the routed experts: fused tensors that bitsandbytes does not quantise)").arg(formatWhole(x[4]));
        break;
    case Term::WeightsQuantised:
        f = Text::tr("%1 block params × %2 + %3 embedding/norm params × 2 B (kept 16-bit)")
                .arg(formatWhole(x[0]), bytesText(x[1]), formatWhole(x[2]));
        break;
    case Term::WeightsCheckpoint:
        f = Text::tr("%1 %2params × %3 (%4-bit values%5) + %6 other params × 2 B")
                .arg(formatWhole(x[0]), x[5] > 0 ? Text::tr("expert ") : QString(), QString::number(x[1], 'f', 4) + QStringLiteral(" B"))
                .arg(x[3])
                .arg(x[4] > 0 ? Text::tr(", one scale per %1").arg(x[4]) : QString(), formatWhole(x[2]));
        break;
    case Term::WeightsKbitUpcast:
        f = Text::tr("%1 unquantised params × %2 more (16-bit → fp32)").arg(formatWhole(x[0]), bytesText(x[1]));
        break;
    case Term::WeightsGguf:
        f = Text::tr("%1 params × %2 bits (%3) ÷ 8; %4 of %5 layers on the GPU")
                .arg(formatWhole(x[0]), QString::number(x[1], 'f', 2), displayName(GgufType(int(x[2]))))
                .arg(x[3])
                .arg(x[4]);
        break;
    case Term::Zero3Gathered: f = Text::tr("%1 layers × %2").arg(x[0]).arg(gib(x[1])); break;
    case Term::FsdpRootGathered:
    case Term::FsdpRootGradient:
        f = Text::tr("%1 embedding and output-layer params × %2 × %3% not held as this GPU's shard")
                .arg(formatWhole(x[0]), bytesText(x[1]))
                .arg(x[2] * 100.0, 0, 'f', 0);
        break;
    case Term::Gradients: f = Text::tr("%1 trainable params × %2").arg(formatWhole(x[0]), bytesText(x[1])); break;
    case Term::DdpBuckets: f = Text::tr("%1 gradients × %2, copied into DDP's buckets").arg(formatWhole(x[0]), bytesText(x[1])); break;
    case Term::ZeroBuckets: f = Text::tr("%1 bucket(s) × %2 elements × %3").arg(x[0]).arg(formatWhole(x[1]), bytesText(x[2])); break;
    case Term::OptimizerStates: {
        const Optimizer o = Optimizer(int(x[3]));
        f = x[2] > 0
            ? Text::tr("%1 params × (fp32 master %2 + %3 %4)").arg(formatWhole(x[0]), bytesText(x[2]), displayName(o), bytesText(x[1]))
            : Text::tr("%1 params × %2 %3").arg(formatWhole(x[0]), displayName(o), bytesText(x[1]));
        break;
    }
    case Term::AdafactorStates: f = Text::tr("%1 row and column elements × 4 B").arg(formatWhole(x[0])); break;
    case Term::OptimizerStepExcess:
        f = Text::tr("%1 of foreach temporaries (%2 state-sized cop%3) beyond the %4 freed after backward")
                .arg(gib(x[0]))
                .arg(x[1])
                .arg(x[1] == 1.0 ? QStringLiteral("y") : QStringLiteral("ies"))
                .arg(gib(x[2]));
        break;
    case Term::LayerActivations:
        f = Text::tr("%1 layers × %2 per layer (batch %3 × %4 tokens)").arg(x[0]).arg(gib(x[1])).arg(x[2]).arg(x[3]);
        break;
    case Term::LoraDropout:
        f = Text::tr("%1 layer(s) × %2 elements × %3 (copy + mask)").arg(x[0]).arg(formatWhole(x[1]), bytesText(x[2]));
        break;
    case Term::LoraInputCopies:
        f = Text::tr("%1 layer(s) × %2 elements × %3 (the adapters' own copy of their inputs)")
                .arg(x[0])
                .arg(formatWhole(x[1]), bytesText(x[2]));
        break;
    case Term::CheckpointedInputs:
        f = Text::tr("%1 layers × %2 layer input (%3 per element)").arg(x[0]).arg(gib(x[1]), bytesText(x[2]));
        break;
    case Term::OffloadedCheckpoints:
        f = Text::tr("two layer inputs of %1 on the GPU (the last layer's and the one brought back; %2 per element), %3 "
                     "layers' inputs offloaded")
                .arg(gib(x[1]), bytesText(x[2]))
                .arg(x[0]);
        break;
    case Term::RecomputedLayer: f = Text::tr("one layer recomputed in backward: %1").arg(gib(x[0])); break;
    case Term::OutsideLayers: f = Text::tr("final norm and output-layer inputs: %1").arg(gib(x[0])); break;
    case Term::DequantBuffer: f = Text::tr("largest 4-bit matrix %1 elements × %2").arg(formatWhole(x[0]), bytesText(x[1])); break;
    case Term::LmHeadCast: f = Text::tr("%1 output-layer weights × %2").arg(formatWhole(x[0]), bytesText(x[1])); break;
    case Term::SavedQuantInputs:
    case Term::PreviousStepInputs: f = Text::tr("%1 layer(s) × %2 elements × %3").arg(x[0]).arg(formatWhole(x[1]), bytesText(x[2])); break;
    case Term::PackedMask:
        f = Text::tr("%1 row(s) × %2 × %2 tokens × %3 (every token against every other of its row)")
                .arg(x[0])
                .arg(formatWhole(x[1]), bytesText(x[2]));
        break;
    case Term::MtpDraftWeights: f = Text::tr("%1 params × %2 (as the model's weights)").arg(formatWhole(x[0]), bytesText(x[1])); break;
    case Term::OutsideExpertsCopies:
        f = Text::tr("%1 outside the routed experts × (1 − 1/%2): whole on each of %2 ranks instead of split").arg(gib(x[0])).arg(x[1]);
        break;
    case Term::InferenceWorkingSet:
        f = Text::tr("one layer's temporaries for batch %1 × %2 tokens × %3").arg(x[0]).arg(x[1]).arg(bytesText(x[2]));
        break;
    case Term::VisionEncoder:
        f = Text::tr("%n image(s) × %1 patches × %2 elements × %3 = %4, less the language model's working set %5 (not live at once)",
                     nullptr, int(x[0]))
                .arg(formatWhole(x[1]), formatWhole(x[2]), bytesText(x[3]), gib(x[0] * x[1] * x[2] * x[3]), gib(x[4]));
        break;
    case Term::EngineProfilePeak:
        f = Text::tr("max(forward over %1 tokens %2, sampler over %3 requests × %4 logits × 12 B %5)")
                .arg(formatWhole(x[0]), gib(x[1]), formatWhole(x[2]), formatWhole(x[3]), gib(x[4]));
        break;
    case Term::ComputeBuffer:
        f = Text::tr("micro-batch %1 tokens × %2 (fp32 logits and the MLP's gate and up outputs)").arg(formatWhole(x[0]), bytesText(x[1]));
        break;
    case Term::LossLogits:
        f = (x[3] >= 12.0
                 ? Text::tr("batch %1 × %2 tokens × vocabulary %3 × %4 (fp32 logits, saved log-softmax, two gradients)")
                 : Text::tr("batch %1 × %2 tokens × vocabulary %3 × %4 (the framework's own loss: chunked, in place, or kept in 16-bit)"))
                .arg(x[0])
                .arg(x[1])
                .arg(formatWhole(x[2]), bytesText(x[3]));
        break;
    case Term::FusedLinearLoss: {
        f = Text::tr("a chunk of %1 tokens × vocabulary %2 × %3").arg(formatWhole(x[0]), formatWhole(x[1]), bytesText(x[2]));
        if (x[3] > 0)
            f += Text::tr(", and the gradient of the output layer's input %1").arg(gib(x[3]));
        if (x[4] > 0)
            f += Text::tr(", and an fp32 copy of the output layer %1").arg(gib(x[4]));
        break;
    }
    case Term::LastTokenLogits:
        f = Text::tr("batch %1 × vocabulary %2 × 4 B (last position, fp32)").arg(x[0]).arg(formatWhole(x[1]));
        break;
    case Term::PrefillLogits:
        f = Text::tr("batch %1 × %2 prompt tokens × vocabulary %3 × %4").arg(x[0]).arg(x[1]).arg(formatWhole(x[2]), bytesText(x[3]));
        break;
    case Term::KvCache:
    case Term::KvCacheWindowed:
        f = (t.term == Term::KvCache ? Text::tr("2 × %1 layers × %2 KV heads × %3 head_dim × %4 tokens × batch %5 × %6")
                                     : Text::tr("2 × %1 windowed layers × %2 KV heads × %3 head_dim × %4 tokens held × batch %5 × %6"))
                .arg(x[0])
                .arg(x[1])
                .arg(x[2])
                .arg(x[3])
                .arg(x[4])
                .arg(bytesText(x[5]));
        break;
    case Term::KvCacheLatent:
        f = Text::tr("%1 layers × %2 latent elements × %3 tokens × batch %4 × %5 (not split by tensor parallelism)")
                .arg(x[0])
                .arg(x[1])
                .arg(x[2])
                .arg(x[3])
                .arg(bytesText(x[4]));
        break;
    case Term::RecurrentState:
        f = Text::tr("%1 layers × batch %2 × (%3 conv-state elements × %4 + %5 recurrent-state elements × %6)")
                .arg(x[0])
                .arg(x[3])
                .arg(formatWhole(x[1]), bytesText(x[4]), formatWhole(x[2]), bytesText(x[5]));
        break;
    case Term::KvCachePrevious: f = Text::tr("the previous step's cache, %1, until the step ends").arg(gib(x[0])); break;
    case Term::Adapters:
        f = Text::tr("rank %1, %2 params × %3 over %4 layers").arg(x[0]).arg(formatWhole(x[1]), bytesText(x[2])).arg(x[3]);
        if (x[4] > 0)
            f += Text::tr("; none on the routed experts, fused tensors that LoRA's target modules cannot reach");
        break;
    case Term::CudaContext: f = Text::tr("%1").arg(gib(x[0])); break;
    case Term::CublasWorkspaces: f = Text::tr("%1 × %2 MiB").arg(x[0]).arg(x[1]); break;
    case Term::AllocatorReserve: f = Text::tr("%1% of %2 allocated and freed per step").arg(x[0] * 100.0, 0, 'f', 0).arg(gib(x[1])); break;
    case Term::NcclBuffers: f = Text::tr("%1 communicator × %2").arg(x[0]).arg(gib(x[1])); break;
    case Term::CudaGraphs: f = gib(x[0]); break;
    case Term::DeepEpBuffers:
        f = Text::tr("NVLink buffer %1 + RDMA buffer %2 + workspace %3 + NVSHMEM start-up %4")
                .arg(gib(x[0]), gib(x[1]), gib(x[2]), gib(x[3]));
        if (x[4] > 0)
            f += Text::tr("; the low-latency buffer holds %1 tokens per rank for each of the experts").arg(x[4]);
        if (x[5] > 0)
            f += Text::tr("; SGLang allocates it from the memory mem_fraction_static leaves, not from the KV pool");
        break;
    case Term::UserCorrection: f = Text::tr("%1% from your own measurement").arg(x[0] * 100.0, 0, 'f', 1); break;
    case Term::Count: break;
    }
    switch (t.split) {
    case Split::None: break;
    case Split::Zero: f += Text::tr(" ÷ %1 GPUs (ZeRO)").arg(t.divisor); break;
    case Split::TensorParallel: f += Text::tr(" ÷ %1 GPUs (tensor parallel)").arg(t.divisor); break;
    case Split::Layers: f += Text::tr(" ÷ %1 GPUs (whole layers on each, device_map=\"auto\")").arg(t.divisor); break;
    case Split::DataParallelRanks:
        f += Text::tr(" ÷ %1 GPUs (data-parallel attention ranks, experts split over them)").arg(t.divisor);
        break;
    case Split::ExpertParallel: f += Text::tr(" ÷ %1 GPUs (expert parallelism, the routed experts split over them)").arg(t.divisor); break;
    case Split::Offloaded: f += Text::tr(" → host RAM (%1 per GPU)").arg(gib(t.hostBytes)); break;
    }
    return f;
}

QString termSource(Term t)
{
    switch (t) {
    case Term::WeightsDense: return Text::tr("Bytes per parameter of the storage dtype.");
    case Term::WeightsNf4:
        return Text::tr("Dettmers et al. 2023, QLoRA §2: NF4 = 4 bits + one fp32 absmax per 64 weights (0.5625 B/param), "
                        "0.5159 B/param with double quantisation; embeddings and the output layer stay 16-bit, and so do experts "
                        "fused into one parameter (transformers replaces only nn.Linear with bitsandbytes layers).");
    case Term::WeightsQuantised:
        return Text::tr("Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; "
                        "LLM.int8; FP8) quantises the block matrices; embeddings and the output layer stay 16-bit.");
    case Term::WeightsCheckpoint:
        return Text::tr("The checkpoint's quantization_config, as transformers' quantizers load it: FP8 with an fp32 scale per "
                        "block (weight_block_size), MXFP4 with an 8-bit scale per 32 (OCP Microscaling), AWQ/GPTQ with an fp16 "
                        "scale and a zero point per group; what the format leaves out stays 16-bit.");
    case Term::WeightsGguf:
        return Text::tr("llama.cpp GGUF files: bits per weight of the whole file by quantisation type (llama.cpp quantize README); "
                        "-ngl offloads the last layers, token embeddings stay in host memory (llama-model.cpp).");
    case Term::WeightsKbitUpcast:
        return Text::tr("PEFT prepare_model_for_kbit_training casts every non-4-bit parameter to fp32 "
                        "(peft/utils/other.py, \"cast all non INT8 parameters to fp32\").");
    case Term::Zero3Gathered:
        return Text::tr("ZeRO-3 partitions parameters and gathers about two layers at a time (Rajbhandari et al. 2020); FSDP's "
                        "limit_all_gathers keeps two all-gathers in flight (torch/distributed/fsdp/_limiter_utils.py), each freed "
                        "layer reused from the allocator's cache by the next.");
    case Term::FsdpRootGathered:
    case Term::FsdpRootGradient:
        return Text::tr("FSDP wrapping only the decoder blocks (LitGPT's FSDPStrategy(auto_wrap_policy={Block}), fsdp_qlora's "
                        "wrapping policy) leaves the embedding and the output layer in the root unit, which FSDP does not reshard "
                        "after forward (torch/distributed/fsdp/_runtime_utils.py _post_forward_reshard); a trained root keeps its "
                        "whole gradient until backward reaches the embedding.");
    case Term::Gradients:
    case Term::OptimizerStates:
        return Text::tr("Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (16-bit weights) + 2 (16-bit gradients) + "
                        "12 (fp32 master, momentum, variance) bytes per parameter; stage 1 partitions optimizer states, stage 2 also "
                        "gradients, stage 3 also parameters. 8-bit Adam: 2 B + one fp32 absmax per 256 (bitsandbytes).");
    case Term::DdpBuckets:
        return Text::tr(
            "PyTorch DDP: buckets are a flat copy of the gradients unless gradient_as_bucket_view (torch/nn/parallel/distributed.py).");
    case Term::ZeroBuckets:
        return Text::tr("DeepSpeed ZeRO-1/2 keep two reduce buckets (overlap_comm), ZeRO-3 one, of reduce_bucket_size elements "
                        "(deepspeed/runtime/zero/config.py; Hugging Face \"auto\": hidden²).");
    case Term::AdafactorStates: return Text::tr("Shazeer & Stern 2018, Adafactor: O(n + m) state per n × m matrix.");
    case Term::OptimizerStepExcess:
        return Text::tr("torch.optim.AdamW (foreach, the CUDA default) allocates a state-sized intermediate for the whole parameter "
                        "group during step(); PyTorch ≤ 2.0 allocated two (PR #104898).");
    case Term::LayerActivations:
    case Term::RecomputedLayer:
        return Text::tr("Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived term by term for "
                        "SwiGLU, grouped-query attention, FlashAttention (no s² scores, Dao et al. 2022) and frozen weights (a matmul "
                        "saves its input only when its weight needs a gradient).");
    case Term::LoraDropout:
        return Text::tr("PEFT/LitGPT LoRA: lora_A(dropout(x)) saves the dropped copy of its input and the mask when dropout > 0.");
    case Term::LoraInputCopies:
        return Text::tr("PEFT LoRA Linear.forward casts the input to the adapter dtype (x.to(lora_A.weight.dtype), FP32 adapters); "
                        "autocast casts it back for lora_A's matmul, which saves that 16-bit copy (torch autocast cached_cast). "
                        "Measured on an H200: LoRA without checkpointing reserved 18.4 GiB, 15.4 GiB without this term "
                        "(GPU Advisor project measurement, 2026-11-30).");
    case Term::CheckpointedInputs:
        return Text::tr("Gradient checkpointing keeps each layer's input and recomputes one layer in backward (Chen et al. 2016); "
                        "with PEFT's fp32 casts the residual stream, and so the inputs, are fp32.");
    case Term::OffloadedCheckpoints:
        return Text::tr("Unsloth's gradient checkpointing (use_gradient_checkpointing=\"unsloth\", from 512 tokens) copies each "
                        "layer's input but the last to pinned host RAM in forward and back for its backward "
                        "(unsloth_zoo/gradient_checkpointing.py UnslothCheckpointFunction).");
    case Term::OutsideLayers: return Text::tr("The final norm and the output layer keep their inputs for backward.");
    case Term::DequantBuffer:
        return Text::tr("bitsandbytes MatMul4Bit dequantises the whole weight for each matmul, forward and backward "
                        "(autograd/_functions.py); one matrix at a time. It dequantises to the dtype the weight was quantised "
                        "from and then casts: Lightning's BitsandbytesPrecision quantises from fp16 (_Linear4bit.quantize), "
                        "so a bf16 matmul holds an fp16 and a bf16 copy.");
    case Term::LmHeadCast:
        return Text::tr("Autocast caches 16-bit copies only of trainable fp32 weights (autocast_mode.cpp cached_cast): the frozen fp32 "
                        "output layer is cast on every call and the copy is kept for backward.");
    case Term::SavedQuantInputs:
        return Text::tr("bitsandbytes ≤ 0.43.1 kept each 4-bit layer's input for backward (fixed in 0.43.2, bitsandbytes PR #1270).");
    case Term::PreviousStepInputs:
        return Text::tr("bitsandbytes ≤ 0.43.1 MatMul4Bit keeps its input as an attribute of its autograd context (ctx.tensors), "
                        "which backward does not release as it does save_for_backward's tensors. LitGPT's fine-tuning loop keeps "
                        "the last step's logits, and with them that step's graph, until the next forward returns "
                        "(litgpt/finetune/lora.py fit(), v0.5.4).");
    case Term::PackedMask:
        return Text::tr("The frameworks' packing code (gpu-advisor stacks names each): without FlashAttention's variable-length "
                        "kernel, LLaMA-Factory's neat_packing collator builds a 4-D mask in the compute dtype "
                        "(prepare_4d_attention_mask), transformers' sdpa_mask a bool one from the packed position_ids (TRL, "
                        "axolotl, padding-free batches) and Unsloth's SDPA fallback a (1, 1, T, T) one in the query's dtype; "
                        "torchtune's FlexAttention block mask holds nothing of that size.");
    case Term::MtpDraftWeights:
        return Text::tr("The draft is the checkpoint's own multi-token-prediction layers (num_nextn_predict_layers: an "
                        "embedding projection, two norms and a decoder layer each, sharing the embedding and output head; "
                        "DeepSeek-V3 Technical Report §2.2), loaded only when the engine drafts with them (vLLM "
                        "speculative_config method mtp, vllm/config/speculative.py; SGLang speculative_algorithm EAGLE).");
    case Term::OutsideExpertsCopies:
        return Text::tr("Data-parallel attention runs attention at tensor-parallel size 1 on every rank and splits only the routed "
                        "experts over the ranks (vLLM --data-parallel-size with --enable-expert-parallel, docs.vllm.ai "
                        "serving/expert_parallel_deployment; SGLang --enable-dp-attention); so does training's expert parallelism "
                        "(Megatron-LM megatron/training/theoretical_memory_usage.py: only the routed experts are divided by "
                        "expert_model_parallel_size): attention, dense layers, shared experts and embeddings are whole on every "
                        "GPU, with their gradients.");
    case Term::InferenceWorkingSet:
        return Text::tr("Inference keeps no activations across layers; the peak is one layer's temporaries during prefill.");
    case Term::VisionEncoder:
        return Text::tr("Each image becomes patches as the model's processor cuts it (transformers image_processing_qwen2_vl.py "
                        "smart_resize, image_processing_pixtral.py, Gemma 3's fixed 896-pixel input, Llama 4's 336-pixel tiles); "
                        "one vision block holds the residual, q, k, v, the attention output and the MLP's hidden activations of "
                        "every patch. The tower runs frozen before the language model, as LLaMA-Factory and ms-swift train by "
                        "default, so only its excess over the language model's working set adds to the peak.");
    case Term::EngineProfilePeak:
        return Text::tr("vLLM measures the torch peak of a forward pass over max_num_batched_tokens tokens and of a sampler run over "
                        "max_num_seqs requests before it sizes the KV cache (vllm/v1/worker/gpu_model_runner.py profile_run); the "
                        "forward's peak is one layer's MLP, the sampler keeps fp32 logits, probabilities and a temporary.");
    case Term::ComputeBuffer:
        return Text::tr("ggml's graph allocator reuses buffers; the largest live set of a 512-token micro-batch (an estimate: "
                        "llama.cpp prints the exact 'compute buffer size' at start-up).");
    case Term::LossLogits:
        return Text::tr("Hugging Face causal-LM loss: fp32 logits, cross-entropy saves the fp32 log-softmax and backward adds two "
                        "gradients of the same size: 12 B per logit (transformers loss_utils.py); with 128k–152k vocabularies this "
                        "rivals the activations.");
    case Term::FusedLinearLoss:
        return Text::tr("Losses that never hold the whole logits run the output layer and the loss chunk by chunk: Liger-Kernel's "
                        "fused linear cross-entropy (chunks the size of the hidden states, the input's gradient kept; Hsu et al. "
                        "2024), Unsloth's fused loss (unsloth_zoo fused_losses, chunks of at most 4 GiB of fp32 logits) and TRL's "
                        "chunked_nll (256-token checkpointed chunks in fp32, TRL 1.7 or newer).");
    case Term::LastTokenLogits: return Text::tr("Generation computes fp32 logits for the last position only (transformers ≥ 4.45, vLLM).");
    case Term::PrefillLogits: return Text::tr("transformers ≤ 4.44 computed logits for every prompt token and upcast them (PR #31292).");
    case Term::KvCache: return Text::tr("Keys and values of every layer for every cached token (Pope et al. 2022; vLLM PagedAttention).");
    case Term::KvCacheWindowed:
        return Text::tr("Sliding-window and chunked-attention layers keep at most their window of tokens (Beltagy et al. 2020; "
                        "transformers layer_types; vLLM SlidingWindowSpec and ChunkedLocalAttentionSpec).");
    case Term::KvCacheLatent:
        return Text::tr("Multi-head latent attention caches one compressed vector per token and layer, kv_lora_rank + qk_rope_head_dim "
                        "wide (DeepSeek-V2 §2.1, arXiv:2405.04434; vLLM MLAAttentionSpec), on every tensor-parallel rank.");
    case Term::RecurrentState:
        return Text::tr("Gated DeltaNet layers hold a fixed convolution and recurrent state instead of a KV cache (Yang et al. 2024; "
                        "transformers Qwen3NextDynamicCache).");
    case Term::KvCachePrevious: return Text::tr("Tuple KV caches build a new cache each step while the previous one is still referenced.");
    case Term::Adapters:
        return Text::tr(
            "Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT keeps adapters in fp32 under mixed precision. "
            "Experts stored as one 3-D parameter (gpt-oss, Llama 4, GraniteMoE in transformers) are not nn.Linear modules, so "
            "target_modules and all-linear skip them (huggingface/transformers#36518).");
    case Term::CudaContext:
        return Text::tr("CUDA context with lazy module loading plus first-use kernels (287 MB bare context, pytorch/pytorch#86509); "
                        "1,343 MB with eager loading on a V100 (Hugging Face, Model training anatomy). Seen by nvidia-smi only.");
    case Term::CublasWorkspaces:
        return Text::tr("PyTorch gives each cuBLAS handle and stream an 8.125 MiB workspace (32 MiB on Hopper) plus 1 MiB for cuBLASLt, "
                        "through its allocator (CublasHandlePool.cpp; pytorch/pytorch#95668).");
    case Term::AllocatorReserve:
        return Text::tr("PyTorch's caching allocator keeps freed blocks for reuse: max_memory_reserved exceeds max_memory_allocated "
                        "(c10/cuda/CUDACachingAllocator.cpp; far more with varying sequence lengths, pytorch/torchtune#1185).");
    case Term::NcclBuffers: return Text::tr("One NCCL communicator: 544–688 MB on 4×A100 (NVIDIA/nccl#964). Outside PyTorch's allocator.");
    case Term::CudaGraphs:
        return Text::tr("Captured decode graphs: vLLM estimates their pool and subtracts it from the KV cache since v0.21 "
                        "(VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS, vllm-project/vllm#30515; logged e.g. as 0.36 GiB).");
    case Term::DeepEpBuffers:
        return Text::tr("DeepEP v1.2.1 (deepseek-ai/DeepEP, 2025-09-15): a 32 MiB workspace, an NVLink buffer and an NVSHMEM buffer "
                        "(csrc/config.hpp size hints). vLLM passes VLLM_DEEPEP_BUFFER_SIZE_MB = 1024 for the NVLink buffer (and "
                        "the RDMA one beyond 8 ranks) and sizes the low-latency buffer for VLLM_MOE_DP_CHUNK_SIZE = 256 tokens per "
                        "rank, after the weights and before profiling, so it comes out of the KV cache; SGLang sizes it with "
                        "DeepEP's hints (low-latency: 128 tokens per rank) and allocates it at the first dispatch, from its reserve. "
                        "NVSHMEM's own start-up: 3.1 GB measured around a 2.15 GB buffer (deepseek-ai/DeepEP#510, 2025-12-04).");
    case Term::UserCorrection:
        return Text::tr("Kept from your own measurement (Calibrate with my measurement); remove it in the memory panel.");
    case Term::Count: break;
    }
    return {};
}

QString readingName(Reading r)
{
    switch (r) {
    case Reading::Allocated: return Text::tr("torch.cuda.max_memory_allocated");
    case Reading::Reserved: return Text::tr("torch.cuda.max_memory_reserved");
    case Reading::Process: return Text::tr("nvidia-smi");
    }
    return {};
}

QString componentFormula(const MemoryComponent &c)
{
    if (c.terms.isEmpty())
        return Text::tr("none for this job");
    QStringList parts;
    for (const MemoryTerm &t : c.terms)
        parts << (c.terms.size() > 1 ? termName(t.term) + QStringLiteral(": ") + termFormula(t) : termFormula(t));
    return parts.join(QStringLiteral(" + "));
}

QString componentSources(const MemoryComponent &c)
{
    QStringList parts;
    for (const MemoryTerm &t : c.terms) {
        const QString s = termSource(t.term);
        if (!parts.contains(s))
            parts << s;
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace ga
