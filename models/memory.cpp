#include "memory.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Memory)
};

QString num(double v)
{
    return QLocale(QLocale::English).toString(qint64(std::llround(v)));
}

// Small terms in MiB, so a 14 MiB layer input does not read "0.0 GiB".
QString gib(double bytes)
{
    if (bytes > 0 && bytes < 0.095 * kGiB)
        return QString::number(bytes / (1024.0 * 1024.0), 'f', 0) + QStringLiteral(" MiB");
    return formatGiB(bytes) + QStringLiteral(" GiB");
}

QString bytesText(double b)
{
    return QString::number(b, 'g', 4) + QStringLiteral(" B");
}

// QLoRA NF4: 4-bit weights, one fp32 absmax per 64 weights quantised again to 8 bits with one fp32
// constant per 256 blocks: 8/64 + 32/(64*256) = 0.127 bit/param (Dettmers et al. 2023, QLoRA, §2).
constexpr double kNf4BytesPerParam = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
// GPTQ/AWQ int4: one fp16 scale and a packed 4-bit zero per group of 128 weights.
constexpr double kInt4GroupBytesPerParam = (16.0 + 4.0) / 8.0 / 128.0;
// CUDA context with lazy module loading (CUDA >= 11.7, the default since PyTorch 2.x) plus cuBLAS
// workspaces. With eager loading it was larger: 1,343 MB on a V100 (Hugging Face, "Model training
// anatomy"); vLLM logs 1.79 GiB of non-torch memory for Llama-3-8B (context, cuBLAS, NCCL).
constexpr double kCudaContextBytes = 0.6 * kGiB;
// PyTorch's caching allocator holds freed blocks for reuse: reserved exceeds allocated by a few
// per cent of what is allocated and freed every step (activations, logits, gradients).
constexpr double kFragmentationShare = 0.06;

struct Sizes {
    double b, s, h, L, V;
};

// Bytes that one layer saves for its backward pass (Korthikanti et al. 2022, "Reducing Activation
// Recomputation in Large Transformer Models", §4.1: 34*s*b*h + 5*a*s^2*b at 16-bit), term by term so
// that SwiGLU, grouped-query attention, RMSNorm and FlashAttention change the right terms:
//   attention: norm output (q/k/v input) + Q, K, V + attention output (o_proj input)
//              + eager attention: the a*s^2 scores (softmax kept in fp32 by transformers and autocast),
//                or FlashAttention's fp32 log-sum-exp only
//   MLP:       input + gated: gate, activation, up, product (4*B*s*b*i); plain: GELU in and out
//   norms:     their inputs; dropout masks (1 byte) where the model trains with dropout.
double layerActivationBytes(const Architecture &a, double B, double b, double s, bool flash)
{
    const double tokens = b * s;
    const double sbh = tokens * double(a.hidden);
    double attn = B * sbh + B * tokens * double(a.qDim() + 2 * a.kvDim()) + B * tokens * double(a.qDim());
    if (flash) {
        attn += 4.0 * b * double(a.heads) * s;
    } else {
        // Per score element: the fp32 softmax output that transformers and autocast keep, its
        // 16-bit copy for the P·V matmul, and with dropout the 1-byte mask and the dropped scores.
        const double perScore = 4.0 + (B < 4.0 ? B : 0.0) + (a.dropout ? 1.0 + 4.0 : 0.0);
        attn += perScore * double(a.heads) * s * s * b;
    }
    const double width = double(a.activeIntermediate());
    double mlp = B * sbh * (a.isMoe() ? 1.0 + a.expertsPerToken : 1.0);
    mlp += (a.mlp == Architecture::Mlp::Gated ? 4.0 : 2.0) * B * tokens * width;
    const double norms = a.normsPerLayer * B * sbh;
    const double masks = a.dropout ? 2.0 * sbh : 0.0;
    return attn + mlp + norms + masks;
}

// Largest live working set of one layer in a forward pass without autograd (inference prefill):
// the residual stream, Q/K/V and attention output, and the gated MLP's three intermediate tensors.
double inferenceWorkingSetBytes(const Architecture &a, double B, double b, double s, bool flash)
{
    const double tokens = b * s;
    double ws = B * tokens * double(2 * a.hidden + 2 * a.qDim() + 2 * a.kvDim());
    ws = std::max(ws, B * tokens * (double(a.hidden) + 3.0 * double(a.activeIntermediate())));
    if (!flash)
        ws += (B + 4.0) * double(a.heads) * s * s * b; // scores and their fp32 softmax
    return ws;
}

} // namespace

QStringList componentIds()
{
    return {QStringLiteral("weights"),  QStringLiteral("gradients"), QStringLiteral("optimizer"),
            QStringLiteral("activations"), QStringLiteral("logits"), QStringLiteral("kv_cache"),
            QStringLiteral("adapters"), QStringLiteral("overhead")};
}

QString componentDisplayName(const QString &id)
{
    if (id == QLatin1String("weights")) return Text::tr("Weights", "memory component");
    if (id == QLatin1String("gradients")) return Text::tr("Gradients", "memory component");
    if (id == QLatin1String("optimizer")) return Text::tr("Optimizer states", "memory component");
    if (id == QLatin1String("activations")) return Text::tr("Activations", "memory component");
    if (id == QLatin1String("logits")) return Text::tr("Logits (loss)", "memory component");
    if (id == QLatin1String("kv_cache")) return Text::tr("KV cache", "memory component");
    if (id == QLatin1String("adapters")) return Text::tr("LoRA adapters", "memory component");
    if (id == QLatin1String("overhead")) return Text::tr("CUDA context & allocator", "memory component");
    return id;
}

QString formatGiB(double bytes)
{
    return QString::number(bytes / kGiB, 'f', 1);
}

const MemoryComponent *MemoryBudget::component(const QString &id) const
{
    for (const auto &c : components)
        if (c.id == id)
            return &c;
    return nullptr;
}

qint64 loraParameterCount(const Architecture &a, int rank, LoraTargets targets)
{
    qint64 perLayer = 0;
    for (const LinearShape &m : blockLinears(a)) {
        const bool qv = m.name == QLatin1String("q_proj") || m.name == QLatin1String("v_proj");
        const bool attention = qv || m.name == QLatin1String("k_proj") || m.name == QLatin1String("o_proj");
        const bool wanted = targets == LoraTargets::AllLinear || (targets == LoraTargets::Attention && attention)
                            || (targets == LoraTargets::QV && qv);
        if (wanted)
            perLayer += qint64(rank) * (m.in + m.out) * m.copies;
    }
    return perLayer * a.layers;
}

MemoryBudget estimateMemory(const Scenario &s)
{
    return estimateMemory(s, s.gpus);
}

MemoryBudget estimateMemory(const Scenario &s, int gpus)
{
    const Architecture &a = s.model.arch;
    const double P = double(s.model.params);
    const double N = std::max(1, gpus);
    const bool training = s.isTraining();
    const bool adapter = s.isAdapter();
    const ParamBreakdown parts = parameterBreakdown(a);
    // With --params the architecture is only a shape; scale its parts to the exact count given.
    const double partScale = parts.total() > 0 ? P / double(parts.total()) : 1.0;
    const double quantisable = double(parts.blockLinear) * partScale;
    const double unquantised = P - quantisable;

    // Activation (compute) dtype: fp32 stays fp32; everything else computes in 16-bit.
    const double Ba = s.precision == Precision::Fp32 ? 4.0 : 2.0;
    const QString computeName = s.precision == Precision::Fp32 ? QStringLiteral("fp32")
                               : s.precision == Precision::Fp16 ? QStringLiteral("fp16") : QStringLiteral("bf16");

    MemoryBudget m;
    m.headroom = s.headroom;
    auto add = [&m](const QString &id, double bytes, QString formula, QString source, QString note = QString()) {
        m.components.append({id, std::max(0.0, bytes), std::move(formula), std::move(source), std::move(note)});
    };
    double hostBytes = 0;

    // ---- weights --------------------------------------------------------------------------
    {
        double bytes = 0;
        QString formula;
        QString source = Text::tr("Bytes per parameter of the storage dtype.");
        if (s.method == Method::Qlora) {
            bytes = quantisable * kNf4BytesPerParam + unquantised * 2.0;
            formula = Text::tr("%1 block params × %2 B (NF4 + double-quantised constants) + %3 embedding/norm params × 2 B")
                          .arg(num(quantisable), QString::number(kNf4BytesPerParam, 'f', 4), num(unquantised));
            source = Text::tr("Dettmers et al. 2023, QLoRA §2: NF4 with double quantisation = 4.127 bit/param; "
                        "bitsandbytes keeps embeddings and lm_head in 16-bit.");
        } else if (s.precision == Precision::Int8 || s.precision == Precision::Int4 || s.precision == Precision::Fp8) {
            const double qb = bytesPer(s.precision) + (s.precision == Precision::Int4 ? kInt4GroupBytesPerParam : 0.0);
            bytes = quantisable * qb + unquantised * 2.0;
            formula = Text::tr("%1 block params × %2 + %3 embedding/norm params × 2 B (kept 16-bit)")
                          .arg(num(quantisable), bytesText(qb), num(unquantised));
            source = Text::tr("Weight-only quantisation (GPTQ/AWQ int4 with a fp16 scale and 4-bit zero per 128 weights; "
                        "LLM.int8; FP8) quantises the block matrices; embeddings and lm_head stay 16-bit.");
        } else {
            bytes = P * bytesPer(s.precision);
            formula = Text::tr("%1 params × %2 (%3)").arg(num(P), bytesText(bytesPer(s.precision)), toId(s.precision));
        }
        QString note;
        if (training && s.zero >= 3) {
            // ZeRO-3 partitions the parameters and gathers about two layers at a time (current + prefetch).
            const double layerBytes = a.layers > 0 ? bytes * double(parts.blockLinear + parts.blockOther) / double(parts.total()) / double(a.layers) : 0;
            const double gathered = 2.0 * layerBytes;
            if (s.offload == Offload::OptimizerAndParams) {
                hostBytes += bytes / N;
                formula += Text::tr(" → offloaded to host; 2 gathered layers on the GPU");
                note = Text::tr("%1 of parameters per GPU live in host RAM (ZeRO-Infinity).").arg(gib(bytes / N));
                bytes = gathered;
            } else {
                formula += Text::tr(" ÷ %1 GPUs (ZeRO-3) + 2 gathered layers").arg(N);
                bytes = bytes / N + gathered;
            }
            source += QLatin1Char(' ') + Text::tr("ZeRO-3 partitions parameters over the data-parallel GPUs (Rajbhandari et al. 2020).");
        } else if (!training && N > 1) {
            bytes /= N;
            formula += Text::tr(" ÷ %1 GPUs (tensor parallel)").arg(N);
            source += QLatin1Char(' ') + Text::tr("Tensor parallelism splits every weight matrix over the GPUs (Shoeybi et al. 2019, Megatron-LM).");
        }
        add(QStringLiteral("weights"), bytes, formula, source, note);
    }

    // ---- trainable parameters, gradients, optimizer states, adapters ---------------------
    qint64 trainable = 0;
    if (s.isFullTraining())
        trainable = s.model.params;
    else if (adapter)
        trainable = loraParameterCount(a, s.loraRank, s.loraTargets);
    m.trainableParams = trainable;
    const double T = double(trainable);
    const bool pureLowPrecision = s.masterWeights == MasterWeights::None && s.precision != Precision::Fp32;
    // Adapters: PEFT keeps them in fp32 under mixed precision; pure low precision trains them in bf16.
    const double adapterBytes = pureLowPrecision ? 2.0 : 4.0;
    const double trainableBytes = adapter ? adapterBytes : bytesPer(s.precision);
    const QString zeroSource = Text::tr("Rajbhandari et al. 2020, ZeRO §3: mixed-precision Adam keeps 2 (fp16 weights) + 2 (fp16 "
                                  "gradients) + 12 (fp32 master, momentum, variance) bytes per parameter; stage 1 "
                                  "partitions optimizer states, stage 2 also gradients, stage 3 also parameters.");

    if (adapter) {
        const QString targets = displayName(s.loraTargets);
        add(QStringLiteral("adapters"), T * adapterBytes,
            Text::tr("r=%1 × (d_in + d_out) on %2, %3 layers = %4 params × %5")
                .arg(s.loraRank).arg(targets).arg(a.layers).arg(num(T), bytesText(adapterBytes)),
            Text::tr("Hu et al. 2021, LoRA: r × (d_in + d_out) parameters per adapted matrix; PEFT stores adapters in fp32 "
               "under mixed precision."));
    } else {
        add(QStringLiteral("adapters"), 0, Text::tr("no adapters for this method"), QString());
    }

    if (!training) {
        add(QStringLiteral("gradients"), 0, Text::tr("inference: no gradients"), QString());
        add(QStringLiteral("optimizer"), 0, Text::tr("inference: no optimizer"), QString());
    } else {
        // Gradients, in the dtype of the trainable weights.
        double grads = T * trainableBytes;
        QString gradFormula = Text::tr("%1 trainable params × %2").arg(num(T), bytesText(trainableBytes));
        QString gradNote;
        if (s.zero >= 2) {
            if (s.offload != Offload::None) {
                hostBytes += grads / N;
                gradNote = Text::tr("%1 of gradients per GPU are offloaded to host RAM (ZeRO-Offload).").arg(gib(grads / N));
                gradFormula += Text::tr(" → offloaded to host");
                grads = 0;
            } else {
                grads /= N;
                gradFormula += Text::tr(" ÷ %1 GPUs (ZeRO-%2)").arg(N).arg(s.zero);
            }
        }
        add(QStringLiteral("gradients"), grads, gradFormula, zeroSource, gradNote);

        // Optimizer states (and the fp32 master copy for mixed-precision full training).
        const double master = (s.isFullTraining() && s.precision != Precision::Fp32 && !pureLowPrecision) ? 4.0 : 0.0;
        const double stateDtype = (pureLowPrecision && !adapter) ? bytesPer(s.precision) : 4.0;
        double perParam = 0;
        QString what;
        QString source = zeroSource;
        switch (s.optimizer) {
        case Optimizer::AdamW:
            perParam = 2.0 * stateDtype;
            what = Text::tr("AdamW momentum + variance 2 × %1").arg(bytesText(stateDtype));
            break;
        case Optimizer::AdamW8bit:
        case Optimizer::PagedAdamW8bit:
            perParam = 2.0;
            what = Text::tr("8-bit AdamW momentum + variance 2 × 1 B");
            source += QLatin1Char(' ') + Text::tr("Dettmers et al. 2022, 8-bit Optimizers via Block-wise Quantization: 2 B/param.");
            if (s.optimizer == Optimizer::PagedAdamW8bit)
                source += QLatin1Char(' ') + Text::tr("Paged states can be evicted to host RAM under memory pressure; counted in full here.");
            break;
        case Optimizer::Sgd:
            perParam = stateDtype;
            what = Text::tr("SGD momentum %1").arg(bytesText(stateDtype));
            break;
        case Optimizer::Adafactor:
            // Factored second moment: one row and one column vector per matrix (Shazeer & Stern 2018).
            perParam = 0;
            what = Text::tr("Adafactor factored second moment (rows + columns)");
            source += QLatin1Char(' ') + Text::tr("Shazeer & Stern 2018, Adafactor: O(n + m) state per n × m matrix.");
            break;
        }
        double states = T * (perParam + master);
        if (s.optimizer == Optimizer::Adafactor) {
            double rowsCols = 0;
            for (const LinearShape &mat : blockLinears(a)) {
                if (adapter)
                    rowsCols += double(mat.in + 2 * s.loraRank + mat.out) * double(mat.copies);
                else
                    rowsCols += double(mat.in + mat.out) * double(mat.copies);
            }
            rowsCols *= double(a.layers);
            if (!adapter)
                rowsCols += 2.0 * double(a.vocab + a.hidden) + double(parts.blockOther);
            states += 4.0 * rowsCols;
        }
        QString optFormula = master > 0 ? Text::tr("%1 params × (fp32 master 4 B + %2)").arg(num(T), what)
                                        : Text::tr("%1 params × %2").arg(num(T), what);
        QString optNote;
        if (s.zero >= 1) {
            if (s.offload != Offload::None) {
                hostBytes += states / N;
                optNote = Text::tr("%1 of optimizer states per GPU live in host RAM (ZeRO-Offload, Ren et al. 2021).").arg(gib(states / N));
                optFormula += Text::tr(" → offloaded to host");
                states = 0;
            } else {
                states /= N;
                optFormula += Text::tr(" ÷ %1 GPUs (ZeRO-%2)").arg(N).arg(s.zero);
            }
        }
        add(QStringLiteral("optimizer"), states, optFormula, source, optNote);
    }

    // ---- activations ----------------------------------------------------------------------
    const double b = s.batch, seq = s.seq;
    if (training) {
        const double layer = layerActivationBytes(a, Ba, b, seq, s.flashAttention);
        const double sbh = b * seq * double(a.hidden);
        const double outside = 2.0 * Ba * sbh; // final norm input and lm_head input
        double bytes = 0;
        QString formula;
        if (s.gradCheckpointing) {
            bytes = double(a.layers) * Ba * sbh + layer + outside;
            formula = Text::tr("checkpointed: %1 layers × %2 (layer input) + one layer recomputed %3")
                          .arg(a.layers).arg(gib(Ba * sbh), gib(layer));
        } else {
            bytes = double(a.layers) * layer + outside;
            formula = Text::tr("%1 layers × %2 per layer (b=%3, s=%4, h=%5, %6)")
                          .arg(a.layers).arg(gib(layer)).arg(s.batch).arg(s.seq).arg(a.hidden).arg(computeName);
        }
        QString source = Text::tr("Korthikanti et al. 2022, §4.1: s·b·h·(34 + 5·a·s/h) bytes per layer at 16-bit, re-derived "
                            "term by term for SwiGLU (4·i per token), grouped-query K/V and no dropout.");
        source += QLatin1Char(' ') + (s.flashAttention
                      ? Text::tr("FlashAttention keeps no s² score matrix (Dao et al. 2022).")
                      : Text::tr("Eager attention keeps the a·s² softmax scores per layer."));
        if (s.gradCheckpointing)
            source += QLatin1Char(' ') + Text::tr("Gradient checkpointing keeps each layer's input and recomputes one layer in backward (Chen et al. 2016).");
        add(QStringLiteral("activations"), bytes, formula, source,
            s.model.inferred ? Text::tr("Shape inferred from the parameter count.") : QString());
    } else {
        const double ws = inferenceWorkingSetBytes(a, Ba, b, seq, s.flashAttention) / N;
        add(QStringLiteral("activations"), ws,
            Text::tr("prefill working set of one layer: b=%1 × s=%2 × (h, Q/K/V, 3 × intermediate) × %3 B")
                .arg(s.batch).arg(s.seq).arg(Ba),
            Text::tr("Inference keeps no activations across layers; the peak is one layer's temporaries during prefill."));
    }

    // ---- logits ---------------------------------------------------------------------------
    {
        const double V = double(a.vocab);
        if (training) {
            // Logits in the compute dtype, their fp32 upcast and the fp32 log-softmax saved for backward.
            const double perElement = Ba + (Ba < 4.0 ? 4.0 : 0.0) + 4.0;
            add(QStringLiteral("logits"), b * seq * V * perElement,
                Text::tr("b=%1 × s=%2 × vocab %3 × %4 (logits, fp32 upcast, log-softmax)")
                    .arg(s.batch).arg(s.seq).arg(a.vocab).arg(bytesText(perElement)),
                Text::tr("Hugging Face transformers' causal-LM loss upcasts the logits to fp32 and cross-entropy saves the "
                   "fp32 log-softmax; with 128k-152k vocabularies this rivals the activations."));
        } else {
            add(QStringLiteral("logits"), b * V * 4.0,
                Text::tr("b=%1 × vocab %2 × 4 B (last position, fp32)").arg(s.batch).arg(a.vocab),
                Text::tr("Generation computes fp32 logits for the last position only (vLLM, transformers ≥ 4.45)."));
        }
    }

    // ---- KV cache -------------------------------------------------------------------------
    if (!training) {
        const double kvBytes = s.precision == Precision::Fp32 ? 4.0 : s.precision == Precision::Fp8 ? 1.0 : 2.0;
        const double bytes = 2.0 * double(a.layers) * double(a.kvDim()) * seq * b * kvBytes / N;
        QString formula = Text::tr("2 × %1 layers × %2 KV heads × %3 head_dim × s=%4 × b=%5 × %6")
                              .arg(a.layers).arg(a.kvHeads).arg(a.headDim).arg(s.seq).arg(s.batch).arg(bytesText(kvBytes));
        if (N > 1)
            formula += Text::tr(" ÷ %1 GPUs").arg(N);
        add(QStringLiteral("kv_cache"), bytes, formula,
            Text::tr("Keys and values of every layer for every cached token (Pope et al. 2022; vLLM PagedAttention)."));
    } else {
        add(QStringLiteral("kv_cache"), 0, Text::tr("training: no KV cache"), QString());
    }

    // ---- overhead -------------------------------------------------------------------------
    {
        double dynamic = 0;
        for (const auto &c : m.components)
            if (c.id == QLatin1String("activations") || c.id == QLatin1String("logits") || c.id == QLatin1String("gradients")
                || c.id == QLatin1String("kv_cache"))
                dynamic += c.bytes;
        m.cudaContextBytes = kCudaContextBytes;
        m.allocatorBytes = kFragmentationShare * dynamic;
        add(QStringLiteral("overhead"), m.cudaContextBytes + m.allocatorBytes,
            Text::tr("CUDA context and cuBLAS workspace %1 + allocator fragmentation %2% of %3")
                .arg(gib(m.cudaContextBytes)).arg(kFragmentationShare * 100.0).arg(gib(dynamic)),
            Text::tr("CUDA context with lazy module loading (CUDA ≥ 11.7); 1,343 MB with eager loading on a V100 (Hugging Face, "
               "Model training anatomy). PyTorch's caching allocator reserves a few per cent more than it allocates."));
    }

    // Keep the documented order.
    std::sort(m.components.begin(), m.components.end(), [order = componentIds()](const auto &x, const auto &y) {
        return order.indexOf(x.id) < order.indexOf(y.id);
    });
    for (const auto &c : m.components)
        m.totalBytes += c.bytes;
    m.budgetBytes = m.totalBytes * (1.0 + s.headroom);
    m.hostRamBytes = hostBytes;
    return m;
}

} // namespace ga
