#include "core/modelspec.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ModelSpec)
};

} // namespace

qint64 Architecture::activeIntermediate() const
{
    if (!isMoe())
        return intermediate;
    return qint64(expertsPerToken) * moeIntermediate + sharedExpertIntermediate;
}

double Architecture::meanActiveIntermediate() const
{
    if (!isMoe() || layers <= 0)
        return double(intermediate);
    return (double(denseLayers) * double(intermediate) + double(moeLayers()) * double(activeIntermediate())) / double(layers);
}

double Quantisation::bitsPerWeight() const
{
    if (!isQuantised())
        return 16.0;
    // One scale per group: fp32 for FP8 blocks, an 8-bit E8M0 exponent for MXFP4 (OCP Microscaling
    // v1.0), fp16 otherwise; NF4's double-quantised constants cost 8/64 + 32/(64 × 256) bits (QLoRA §3).
    if (method == QLatin1String("bitsandbytes"))
        return bits == 4 ? 4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0) : 8.0;
    const double scaleBits = method == QLatin1String("fp8") ? 32.0 : method == QLatin1String("mxfp4") ? 8.0 : 16.0;
    const double perGroup = groupSize > 0 ? (scaleBits + (zeroPoint ? double(bits) : 0.0)) / double(groupSize) : 0.0;
    return double(bits) + perGroup;
}

QString Quantisation::basis() const
{
    if (!isQuantised())
        return Text::tr("16-bit weights");
    QString text = Text::tr("%1 %2-bit weights").arg(method.toUpper()).arg(bits);
    if (method == QLatin1String("bitsandbytes"))
        return bits == 4 ? Text::tr("bitsandbytes NF4 weights with double-quantised constants") : Text::tr("bitsandbytes LLM.int8 weights");
    const auto side = qint64(std::llround(std::sqrt(double(groupSize))));
    if (method == QLatin1String("fp8") && groupSize > 1 && side * side == groupSize)
        text += Text::tr(", one fp32 scale per %1 × %1 block").arg(side);
    else if (groupSize > 0)
        text += zeroPoint ? Text::tr(", a scale and a zero point per %1 weights").arg(groupSize)
                          : Text::tr(", one scale per %1 weights").arg(groupSize);
    if (expertsOnly)
        text += Text::tr("; only the routed experts, the rest stays 16-bit");
    return Text::tr("%1 (%2 bits per weight)").arg(text, QString::number(bitsPerWeight(), 'f', 3));
}

namespace {
// Which of the rules of tensorParallelProblems() `n` fails, as bits (0 = it works).
enum TpRule : unsigned { TpHeads = 1, TpKvHeads = 2, TpMlp = 4, TpExperts = 8, TpLinearHeads = 16 };
unsigned tensorParallelFailures(const Architecture &a, qint64 n, bool expertParallel)
{
    if (n <= 1 || a.heads <= 0)
        return 0;
    unsigned failed = 0;
    if (a.heads % n != 0)
        failed |= TpHeads;
    if (!a.isMla() && a.kvHeads > 0 && (a.kvHeads >= n ? a.kvHeads % n != 0 : n % a.kvHeads != 0))
        failed |= TpKvHeads;
    if (a.intermediate > 0 && a.intermediate % n != 0)
        failed |= TpMlp;
    // Expert parallelism places whole experts on the ranks instead of splitting each one, and
    // spreads a remainder over the first ranks (vLLM fused_moe determine_expert_map).
    if (!expertParallel && a.isMoe() && a.moeIntermediate > 0 && a.moeIntermediate % n != 0)
        failed |= TpExperts;
    // Gated DeltaNet splits its key and value heads (vLLM qwen3_next.py divides both by tp_size).
    if (a.linearLayers > 0 && (a.linearKeyHeads % n != 0 || a.linearValueHeads % n != 0))
        failed |= TpLinearHeads;
    return failed;
}
} // namespace

QStringList tensorParallelProblems(const Architecture &a, qint64 n, bool expertParallel)
{
    const unsigned failed = tensorParallelFailures(a, n, expertParallel);
    QStringList problems;
    if (failed & TpHeads)
        problems << Text::tr("%1 attention heads do not split over %2 GPUs").arg(a.heads).arg(n);
    if (failed & TpKvHeads)
        problems << Text::tr("%1 KV heads neither split over %2 GPUs nor replicate evenly across them").arg(a.kvHeads).arg(n);
    if (failed & TpMlp)
        problems << Text::tr("the MLP's %1 columns do not split over %2 GPUs").arg(a.intermediate).arg(n);
    if (failed & TpExperts)
        problems << Text::tr("each expert's %1 columns do not split over %2 GPUs").arg(a.moeIntermediate).arg(n);
    if (failed & TpLinearHeads)
        problems << Text::tr("the linear-attention layers' %1 key and %2 value heads do not split over %3 GPUs")
                        .arg(a.linearKeyHeads)
                        .arg(a.linearValueHeads)
                        .arg(n);
    return problems;
}

QList<qint64> nearestTensorParallelSizes(const Architecture &a, qint64 n, bool expertParallel)
{
    QList<qint64> sizes;
    for (qint64 k = std::min(n - 1, a.heads); k >= 1; --k)
        if (tensorParallelFailures(a, k, expertParallel) == 0) {
            sizes << k;
            break;
        }
    // Above n a size must still divide the heads, so none exceeds them.
    for (qint64 k = n + 1; k <= a.heads; ++k)
        if (tensorParallelFailures(a, k, expertParallel) == 0) {
            sizes << k;
            break;
        }
    return sizes;
}

QList<LinearShape> blockLinears(const Architecture &a)
{
    using Role = LinearShape::Role;
    QList<LinearShape> out;
    const qint64 attention = a.softmaxLayers();
    if (a.isMla()) {
        // DeepSeek-V2 §2.1 (arXiv:2405.04434): queries through a low-rank q_a/q_b pair (or one q_proj),
        // keys and values from one compressed latent (kv_a_proj_with_mqa also yields the shared rope
        // key), expanded per head by kv_b_proj. transformers models/deepseek_v3/modeling_deepseek_v3.py.
        if (a.qLoraRank > 0) {
            out.append({QStringLiteral("q_a_proj"), a.hidden, a.qLoraRank, 1, attention, Role::Query});
            out.append({QStringLiteral("q_b_proj"), a.qLoraRank, a.qDim(), 1, attention, Role::Query});
        } else {
            out.append({QStringLiteral("q_proj"), a.hidden, a.qDim(), 1, attention, Role::Query});
        }
        out.append({QStringLiteral("kv_a_proj_with_mqa"), a.hidden, a.kvLoraRank + a.qkRopeHeadDim, 1, attention, Role::Key});
        out.append({QStringLiteral("kv_b_proj"), a.kvLoraRank, a.heads * (a.qkNopeHeadDim + a.vHeadDim), 1, attention, Role::Value});
    } else {
        out.append({QStringLiteral("q_proj"), a.hidden, a.qDim() * (a.attnOutputGate ? 2 : 1), 1, attention, Role::Query});
        out.append({QStringLiteral("k_proj"), a.hidden, a.kDim(), 1, attention, Role::Key});
        out.append({QStringLiteral("v_proj"), a.hidden, a.vDim(), 1, attention, Role::Value});
    }
    out.append({QStringLiteral("o_proj"), a.attnOutDim(), a.hidden, 1, attention, Role::Output});
    if (a.linearLayers > 0) {
        // Gated DeltaNet (transformers models/qwen3_next/modular_qwen3_next.py, Qwen3NextGatedDeltaNet):
        // q, k, v and the output gate z from one projection, the decay and beta inputs from another.
        const qint64 kd = a.linearKeyDim(), vd = a.linearValueDim();
        out.append({QStringLiteral("in_proj_qkvz"), a.hidden, 2 * kd + 2 * vd, 1, a.linearLayers, Role::Other});
        out.append({QStringLiteral("in_proj_ba"), a.hidden, 2 * a.linearValueHeads, 1, a.linearLayers, Role::Other});
        out.append({QStringLiteral("out_proj"), vd, a.hidden, 1, a.linearLayers, Role::Other});
    }
    const auto addMlp = [&out, &a](qint64 width, qint64 copies, qint64 layers) {
        if (width <= 0 || copies <= 0 || layers <= 0)
            return;
        if (a.mlp == Architecture::Mlp::Gated)
            out.append({QStringLiteral("gate_proj"), a.hidden, width, copies, layers, Role::Other});
        out.append({QStringLiteral("up_proj"), a.hidden, width, copies, layers, Role::Other});
        out.append({QStringLiteral("down_proj"), width, a.hidden, copies, layers, Role::Other});
    };
    if (a.isMoe()) {
        addMlp(a.moeIntermediate, a.experts, a.moeLayers());
        addMlp(a.sharedExpertIntermediate, 1, a.moeLayers());
        addMlp(a.intermediate, 1, a.denseLayers);
    } else {
        addMlp(a.intermediate, 1, a.layers);
    }
    return out;
}

// Parameter count of a decoder (or BERT encoder) stack, term by term:
//   embedding  = vocab*h + learned_positions*h + type_vocab*h (+ embedding norm)
//   attention  = q h*(heads*hd) (x2 with an output gate) + k,v h*(kv*hd) + o (heads*hd)*h per softmax
//                layer; MLA: q_a h*q_rank + q_b q_rank*heads*(nope+rope) + kv_a h*(kv_rank+rope)
//                + kv_b kv_rank*heads*(nope+v) + o heads*v*h, with q_a/kv_a norms; linear attention:
//                in_proj_qkvz h*(2k+2v) + in_proj_ba h*2*v_heads + out_proj v*h + conv (2k+v)*kernel
//                + dt_bias, A_log (v_heads) + gated norm (v_head_dim)
//   MLP        = gated 3*h*i, plain 2*h*i per dense layer; per MoE layer experts*3*h*moe_i + router
//                h*experts (+ its bias, + the score-correction bias) + shared expert 3*h*shared_i
//                (+ its 1*h gate) + expert biases experts*(2*moe_i + h) where the model has them
//   per layer  = biases where the model has them + norms (RMS: h, LayerNorm: 2h) + q/k norms
//                (per head: 2*hd; whole: heads*hd + kv*hd) + attention sinks (heads)
//   final norm, lm_head vocab*h unless tied, BERT pooler h*h + h.
// The shapes are transformers' (each model's modeling_*.py); checked against published counts for
// every preset in tests/unit/data/tst_modelspec.cpp (e.g. Llama-3-8B = 8,030,261,248, Qwen3-8B =
// 8,190,735,360, as the HF safetensors metadata gives).
namespace {

// The formula above in any number type: qint64 for exact counts of validated shapes, double to
// vet untrusted shapes without integer overflow.
template<typename N>
void countParameters(const Architecture &a, N &embedding, N &lmHead, N &blockLinear, N &blockOther)
{
    const N h = N(a.hidden), norm = a.norm == Architecture::Norm::Rms ? h : 2 * h;
    embedding = N(a.vocab) * h + N(a.learnedPositions) * h + N(a.typeVocab) * h + (a.embeddingNorm ? norm : N(0));
    lmHead = a.tiedEmbeddings ? N(0) : N(a.vocab) * h;

    blockLinear = 0;
    for (const LinearShape &m : blockLinears(a))
        blockLinear += N(m.in) * N(m.out) * N(m.copies) * N(m.layers);

    const N attention = N(a.softmaxLayers()), moe = N(a.moeLayers());
    const N dense = a.isMoe() ? N(a.denseLayers) : N(a.layers);
    N other = N(a.layers) * N(a.normsPerLayer) * norm;
    N perAttention = 0;
    if (a.qkvBias)
        perAttention += a.isMla() ? N(a.qLoraRank) + N(a.kvLoraRank + a.qkRopeHeadDim) : N(a.qDim()) + N(a.kDim()) + N(a.vDim());
    if (a.oBias)
        perAttention += h;
    if (a.qkNorm == Architecture::QkNorm::PerHead)
        perAttention += 2 * N(a.isMla() ? a.qkNopeHeadDim + a.qkRopeHeadDim : a.headDim);
    else if (a.qkNorm == Architecture::QkNorm::Whole)
        perAttention += N(a.qDim()) + N(a.kDim());
    if (a.isMla())
        perAttention += N(a.qLoraRank) + N(a.kvLoraRank); // q_a_layernorm, kv_a_layernorm
    if (a.attentionSinks)
        perAttention += N(a.heads);
    other += attention * perAttention;
    if (a.linearLayers > 0) {
        const N kd = N(a.linearKeyDim()), vd = N(a.linearValueDim());
        other += N(a.linearLayers) * ((2 * kd + vd) * N(a.linearConvKernel) + 2 * N(a.linearValueHeads) + N(a.linearValueHeadDim));
    }
    if (a.mlpBias)
        other += dense * (N(a.mlp == Architecture::Mlp::Gated ? 2 : 1) * N(a.intermediate) + h);
    if (a.isMoe()) {
        const N E = N(a.experts);
        N perMoe = h * E + (a.routerBias ? E : N(0)) + (a.scoreCorrectionBias ? E : N(0)) + (a.sharedExpertGate ? h : N(0));
        if (a.expertBias)
            perMoe += E * (N(a.mlp == Architecture::Mlp::Gated ? 2 : 1) * N(a.moeIntermediate) + h);
        other += moe * perMoe;
    }
    blockOther = other + (a.finalNorm ? norm : N(0)) + (a.pooler ? h * h + h : N(0));
}

} // namespace

std::optional<SpecError> checkArchitectureSize(const Architecture &a)
{
    const std::pair<const char *, qint64> dims[] = {{"vocab_size", a.vocab},
                                                    {"hidden_size", a.hidden},
                                                    {"num_hidden_layers", a.layers},
                                                    {"intermediate_size", a.intermediate},
                                                    {"num_attention_heads", a.heads},
                                                    {"num_key_value_heads", a.kvHeads},
                                                    {"head_dim", a.headDim},
                                                    {"moe_intermediate_size", a.moeIntermediate},
                                                    {"shared_expert_intermediate_size", a.sharedExpertIntermediate},
                                                    {"max_position_embeddings", a.learnedPositions},
                                                    {"type_vocab_size", a.typeVocab},
                                                    {"num_local_experts", a.experts},
                                                    {"q_lora_rank", a.qLoraRank},
                                                    {"kv_lora_rank", a.kvLoraRank},
                                                    {"qk_nope_head_dim", a.qkNopeHeadDim},
                                                    {"qk_rope_head_dim", a.qkRopeHeadDim},
                                                    {"v_head_dim", a.vHeadDim},
                                                    {"linear_num_key_heads", a.linearKeyHeads},
                                                    {"linear_num_value_heads", a.linearValueHeads},
                                                    {"linear_key_head_dim", a.linearKeyHeadDim},
                                                    {"linear_value_head_dim", a.linearValueHeadDim},
                                                    {"linear_conv_kernel_dim", a.linearConvKernel}};
    for (const auto &[field, value] : dims)
        if (value > archlimits::kMaxDimension)
            return SpecError{QString::fromLatin1(field), Text::tr("%1 is implausibly large").arg(value)};
    double e = 0, l = 0, b = 0, o = 0;
    countParameters(a, e, l, b, o);
    if (e + l + b + o + double(a.visionParams) > 1e14)
        return SpecError{QStringLiteral("hidden_size"), Text::tr("the sizes give more than 100 trillion parameters")};
    return std::nullopt;
}

ParamBreakdown parameterBreakdown(const Architecture &a)
{
    ParamBreakdown p;
    countParameters(a, p.embedding, p.lmHead, p.blockLinear, p.blockOther);
    p.vision = a.visionParams;
    return p;
}

qint64 parameterCount(const Architecture &a)
{
    return parameterBreakdown(a).total();
}

namespace {
// One routed expert of one layer: gate/up/down and, where the model has them, their biases.
qint64 expertParameters(const Architecture &a)
{
    return (a.mlp == Architecture::Mlp::Gated ? 3 : 2) * a.hidden * a.moeIntermediate +
        (a.expertBias ? (a.mlp == Architecture::Mlp::Gated ? 2 : 1) * a.moeIntermediate + a.hidden : 0);
}
} // namespace

qint64 routedExpertParameterCount(const Architecture &a)
{
    return a.isMoe() ? a.moeLayers() * qint64(a.experts) * expertParameters(a) : 0;
}

namespace {
// The routed experts a token does not visit: k of each MoE layer's E.
qint64 unvisitedExpertParameters(const Architecture &a)
{
    return a.isMoe() ? a.moeLayers() * qint64(a.experts - a.expertsPerToken) * expertParameters(a) : 0;
}
} // namespace

qint64 activeParameterCount(const Architecture &a)
{
    return parameterCount(a) - unvisitedExpertParameters(a);
}

qint64 ModelSpec::activeParams() const
{
    // A count given with --params has no expert split to subtract. Arithmetic only: the run
    // estimate asks for it once per instance.
    return inferred ? params : params - unvisitedExpertParameters(arch);
}

qint64 mtpParameterCount(const Architecture &a)
{
    if (a.mtpLayers <= 0 || a.layers <= 0)
        return 0;
    // One decoder layer as the last of the stack is (an MoE layer when the model has them), plus
    // enorm, hnorm and the shared head's norm (3h) and eh_proj (2h x h). vLLM
    // model_executor/models/deepseek_mtp.py (DeepSeekMultiTokenPredictorLayer).
    Architecture one = a;
    one.layers = 1;
    one.denseLayers = 0;
    one.linearLayers = 0;
    one.windowLayers = 0;
    one.vocab = 0;
    one.tiedEmbeddings = true;
    one.finalNorm = false;
    one.learnedPositions = one.typeVocab = 0;
    one.pooler = false;
    one.embeddingNorm = false;
    one.mtpLayers = 0;
    one.visionParams = 0;
    return qint64(a.mtpLayers) * (parameterCount(one) + 3 * a.hidden + 2 * a.hidden * a.hidden);
}

ImageCost imageCost(const Architecture &a, qint64 pixels)
{
    if (!a.takesImages() || pixels <= 0)
        return {};
    const qint64 p = a.visionPatch, m = std::max<qint64>(1, a.visionMerge);
    switch (a.visionImages) {
    case Architecture::Images::None: break;
    case Architecture::Images::Resized: {
        // transformers image_processing_qwen2_vl.py smart_resize: each side rounded to a multiple of
        // patch × merge, at least 4 tokens (min_pixels) and at most 16,384 (max_pixels); Qwen2.5-VL
        // and Qwen3-VL share it.
        const qint64 factor = p * m;
        const qint64 side = std::clamp<qint64>(qint64(std::llround(double(pixels) / double(factor))), 2, 128);
        return {side * side * m * m, side * side};
    }
    case Architecture::Images::Rows: {
        // transformers image_processing_pixtral.py: scaled down to the longest edge, then
        // ceil(side / patch) patches a side; processing_mistral3.py: side // (patch × merge) tokens
        // a row, plus an [IMG_BREAK] per row (the last one [IMG_END]).
        const qint64 side = a.visionImage > 0 ? std::min(pixels, a.visionImage) : pixels;
        const qint64 n = (side + p - 1) / p;
        const qint64 rows = std::max<qint64>(1, n / m);
        return {n * n, rows * rows + rows};
    }
    case Architecture::Images::Fixed: {
        // transformers image_processing_siglip / Gemma 3: every image resized to image_size (pan and
        // scan off, the default), mm_tokens_per_image tokens after the projector's pooling.
        const qint64 n = a.visionImage / p;
        return {n * n, a.visionTokens};
    }
    case Architecture::Images::Tiles: {
        // transformers image_processing_llama4.py: tiles of image_size, at most max_patches (16,
        // 4 × 4 for a square), plus one overview tile when there are several; each tile a class
        // token and (tile / patch)² patches, pixel-shuffled to vision tokens per tile.
        const qint64 perSide = std::clamp<qint64>((pixels + a.visionImage - 1) / a.visionImage, 1, 4);
        const qint64 tiles = perSide * perSide + (perSide > 1 ? 1 : 0);
        const qint64 n = a.visionImage / p;
        return {tiles * (n * n + 1), tiles * a.visionTokens};
    }
    }
    return {};
}

qint64 visionElementsPerPatch(const Architecture &a)
{
    return 5 * a.visionHidden + (a.visionGatedMlp ? 3 : 2) * a.visionIntermediate;
}

QString toId(ModelOrigin o)
{
    switch (o) {
    case ModelOrigin::Preset: return QStringLiteral("preset");
    case ModelOrigin::Config: return QStringLiteral("config");
    case ModelOrigin::Params: return QStringLiteral("params");
    }
    return {};
}

QString formatParams(qint64 params)
{
    const double p = double(params);
    if (p >= 1e12)
        return QString::number(p / 1e12, 'f', 2) + QStringLiteral(" T");
    if (p >= 1e9)
        return QString::number(p / 1e9, 'f', 2) + QStringLiteral(" B");
    if (p >= 1e6)
        return QString::number(p / 1e6, 'f', 0) + QStringLiteral(" M");
    return QString::number(params);
}

QString modelDetails(const ModelSpec &m)
{
    QStringList parts;
    if (m.activeParams() < m.params)
        parts << Text::tr("%1 active per token (%2 of %3 experts)")
                     .arg(formatParams(m.activeParams()))
                     .arg(m.arch.expertsPerToken)
                     .arg(m.arch.experts);
    if (const qint64 mtp = mtpParameterCount(m.arch); mtp > 0)
        parts << Text::tr("%1 in %n multi-token-prediction layer(s), not in the total", nullptr, m.arch.mtpLayers).arg(formatParams(mtp));
    if (m.arch.visionParams > 0)
        parts << Text::tr("%1 vision tower, in the total").arg(formatParams(m.arch.visionParams));
    const Architecture &a = m.arch;
    if (a.isMla())
        parts << Text::tr("latent attention (cache %1 per token and layer)").arg(a.kvLoraRank + a.qkRopeHeadDim);
    if (a.windowLayers > 0)
        parts << Text::tr("%1 of %2 layers attend to %3 tokens").arg(a.windowLayers).arg(a.layers).arg(a.window);
    if (a.linearLayers > 0)
        parts << Text::tr("%1 of %2 layers linear attention (fixed state)").arg(a.linearLayers).arg(a.layers);
    return parts.join(QStringLiteral(" · "));
}

// ---------------------------------------------------------------------------------------------
// --params

Expected<qint64> parseParamCount(const QString &text)
{
    const QString usage = Text::tr("'%1' is not a parameter count (use e.g. 7B, 7.6e9, 350M, 1.5T)").arg(text);
    QString t = text.trimmed();
    if (t.isEmpty())
        return SpecError{QString(), usage};
    double scale = 1.0;
    const QChar last = t.back().toUpper();
    if (last == QLatin1Char('K') || last == QLatin1Char('M') || last == QLatin1Char('B') || last == QLatin1Char('T')) {
        scale = last == QLatin1Char('K') ? 1e3 : last == QLatin1Char('M') ? 1e6 : last == QLatin1Char('B') ? 1e9 : 1e12;
        t.chop(1);
        t = t.trimmed();
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return SpecError{QString(), usage};
    const double params = v * scale;
    if (params <= 0)
        return SpecError{QString(), Text::tr("'%1' must be positive").arg(text)};
    if (params < 1e6)
        return SpecError{QString(), Text::tr("'%1' is under one million parameters; write 350M for 350 million").arg(text)};
    if (params > 1e14)
        return SpecError{QString(), Text::tr("'%1' is over 100 trillion parameters").arg(text)};
    return qint64(std::llround(params));
}

// An architecture of about `params` parameters with Llama proportions: hidden/layers ~ 128
// (Llama 2 7B: 4096/32, 13B: 5120/40), SwiGLU intermediate ~ 8/3 hidden rounded to 256, head_dim
// 128, 32,000-token vocabulary, untied; grouped-query attention (8 KV heads) from 20B up as in
// Llama 2 70B. Used only for activations and the KV cache; the parameter count stays as given.
ModelSpec modelFromParamCount(qint64 params, const QString &text)
{
    Architecture a;
    a.modelType = QStringLiteral("llama");
    a.vocab = 32000;
    const double P = double(params);
    a.layers = std::clamp<qint64>(std::llround(std::cbrt(P / (12.0 * 128.0 * 128.0))), 2, 160);
    // Solve 12*L*h^2 + 2*V*h = P for h.
    const double L = double(a.layers), V = double(a.vocab);
    const double h = (-2.0 * V + std::sqrt(4.0 * V * V + 48.0 * L * P)) / (24.0 * L);
    a.headDim = h < 1536 ? 64 : 128;
    a.hidden = std::max<qint64>(a.headDim, std::llround(h / double(a.headDim)) * a.headDim);
    a.heads = a.hidden / a.headDim;
    a.kvHeads = (P >= 20e9 && a.heads % 8 == 0) ? 8 : a.heads;
    a.intermediate = std::max<qint64>(256, std::llround(8.0 * double(a.hidden) / 3.0 / 256.0) * 256);
    a.maxPositions = 4096;

    ModelSpec m;
    m.id = text.trimmed();
    m.name = Text::tr("%1-parameter model (shape inferred)").arg(formatParams(params));
    m.origin = ModelOrigin::Params;
    m.arch = a;
    m.params = params;
    m.inferred = true;
    m.source = Text::tr("inferred from the parameter count with Llama-2 proportions");
    return m;
}
} // namespace ga
