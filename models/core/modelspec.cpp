#include "core/modelspec.h"

#include <QCoreApplication>

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

namespace {
// Which of the rules of tensorParallelProblems() `n` fails, as bits (0 = it works).
enum TpRule : unsigned { TpHeads = 1, TpKvHeads = 2, TpMlp = 4, TpExperts = 8 };
unsigned tensorParallelFailures(const Architecture &a, qint64 n)
{
    if (n <= 1 || a.heads <= 0)
        return 0;
    unsigned failed = 0;
    if (a.heads % n != 0)
        failed |= TpHeads;
    if (a.kvHeads > 0 && (a.kvHeads >= n ? a.kvHeads % n != 0 : n % a.kvHeads != 0))
        failed |= TpKvHeads;
    if (a.intermediate > 0 && a.intermediate % n != 0)
        failed |= TpMlp;
    if (a.isMoe() && a.moeIntermediate > 0 && a.moeIntermediate % n != 0)
        failed |= TpExperts;
    return failed;
}
} // namespace

QStringList tensorParallelProblems(const Architecture &a, qint64 n)
{
    const unsigned failed = tensorParallelFailures(a, n);
    QStringList problems;
    if (failed & TpHeads)
        problems << Text::tr("%1 attention heads do not split over %2 GPUs").arg(a.heads).arg(n);
    if (failed & TpKvHeads)
        problems << Text::tr("%1 KV heads neither split over %2 GPUs nor replicate evenly across them").arg(a.kvHeads).arg(n);
    if (failed & TpMlp)
        problems << Text::tr("the MLP's %1 columns do not split over %2 GPUs").arg(a.intermediate).arg(n);
    if (failed & TpExperts)
        problems << Text::tr("each expert's %1 columns do not split over %2 GPUs").arg(a.moeIntermediate).arg(n);
    return problems;
}

QList<qint64> nearestTensorParallelSizes(const Architecture &a, qint64 n)
{
    QList<qint64> sizes;
    for (qint64 k = std::min(n - 1, a.heads); k >= 1; --k)
        if (tensorParallelFailures(a, k) == 0) {
            sizes << k;
            break;
        }
    // Above n a size must still divide the heads, so none exceeds them.
    for (qint64 k = n + 1; k <= a.heads; ++k)
        if (tensorParallelFailures(a, k) == 0) {
            sizes << k;
            break;
        }
    return sizes;
}

QList<LinearShape> blockLinears(const Architecture &a)
{
    QList<LinearShape> out{
        {QStringLiteral("q_proj"), a.hidden, a.qDim(), 1},
        {QStringLiteral("k_proj"), a.hidden, a.kvDim(), 1},
        {QStringLiteral("v_proj"), a.hidden, a.kvDim(), 1},
        {QStringLiteral("o_proj"), a.qDim(), a.hidden, 1},
    };
    const auto addMlp = [&out, &a](qint64 width, qint64 copies, Architecture::Mlp kind) {
        if (width <= 0 || copies <= 0)
            return;
        if (kind == Architecture::Mlp::Gated)
            out.append({QStringLiteral("gate_proj"), a.hidden, width, copies});
        out.append({QStringLiteral("up_proj"), a.hidden, width, copies});
        out.append({QStringLiteral("down_proj"), width, a.hidden, copies});
    };
    if (a.isMoe()) {
        addMlp(a.moeIntermediate, a.experts, a.mlp);
        addMlp(a.sharedExpertIntermediate, 1, a.mlp);
    } else {
        addMlp(a.intermediate, 1, a.mlp);
    }
    return out;
}

// Parameter count of a decoder (or BERT encoder) stack, term by term:
//   embedding  = vocab*h + learned_positions*h + type_vocab*h (+ embedding norm)
//   per layer  = q h*(heads*hd) + k,v h*(kv*hd) + o (heads*hd)*h
//              + MLP: gated 3*h*i, plain 2*h*i; MoE: experts*3*h*moe_i + router h*experts
//                     + shared expert 3*h*shared_i + shared gate h
//              + biases where the model has them + norms (RMS: h, LayerNorm: 2h)
//   final norm, lm_head vocab*h unless tied, BERT pooler h*h + h.
// Checked against published counts for every preset in tests/unit/data/tst_modelspec.cpp
// (e.g. Llama-3-8B = 8,030,261,248, as vLLM logs and the HF safetensors index give).
namespace {

// The formula above in any number type: qint64 for exact counts of validated shapes, double to
// vet untrusted shapes without integer overflow.
template<typename N>
void countParameters(const Architecture &a, N &embedding, N &lmHead, N &blockLinear, N &blockOther)
{
    const N h = N(a.hidden), norm = a.norm == Architecture::Norm::Rms ? h : 2 * h;
    embedding = N(a.vocab) * h + N(a.learnedPositions) * h + N(a.typeVocab) * h + (a.embeddingNorm ? norm : N(0));
    lmHead = a.tiedEmbeddings ? N(0) : N(a.vocab) * h;

    N linearPerLayer = 0;
    for (const LinearShape &m : blockLinears(a))
        linearPerLayer += N(m.in) * N(m.out) * N(m.copies);
    blockLinear = N(a.layers) * linearPerLayer;

    N otherPerLayer = N(a.normsPerLayer) * norm;
    if (a.qkvBias)
        otherPerLayer += N(a.qDim()) + 2 * N(a.kvDim());
    if (a.oBias)
        otherPerLayer += h;
    if (a.mlpBias && !a.isMoe())
        otherPerLayer += N(a.mlp == Architecture::Mlp::Gated ? 2 : 1) * N(a.intermediate) + h;
    if (a.isMoe()) {
        otherPerLayer += h * N(a.experts); // router
        if (a.sharedExpertIntermediate > 0)
            otherPerLayer += h; // shared-expert gate (Qwen2-MoE)
    }
    blockOther = N(a.layers) * otherPerLayer + (a.finalNorm ? norm : N(0)) + (a.pooler ? h * h + h : N(0));
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
                                                    {"num_local_experts", a.experts}};
    for (const auto &[field, value] : dims)
        if (value > archlimits::kMaxDimension)
            return SpecError{QString::fromLatin1(field), Text::tr("%1 is implausibly large").arg(value)};
    double e = 0, l = 0, b = 0, o = 0;
    countParameters(a, e, l, b, o);
    if (e + l + b + o > 1e14)
        return SpecError{QStringLiteral("hidden_size"), Text::tr("the sizes give more than 100 trillion parameters")};
    return std::nullopt;
}

ParamBreakdown parameterBreakdown(const Architecture &a)
{
    ParamBreakdown p;
    countParameters(a, p.embedding, p.lmHead, p.blockLinear, p.blockOther);
    return p;
}

qint64 parameterCount(const Architecture &a)
{
    return parameterBreakdown(a).total();
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
