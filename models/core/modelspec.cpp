#include "core/modelspec.h"

#include "base/inputfile.h"
#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QFile>
#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <variant>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ModelSpec)
};

// Limits on every size a config may state, checked on the JSON value before it becomes an
// integer: a dimension above 2^24 (16.7 million) is no real transformer, and with every size
// under that, products such as 4 * hidden cannot overflow.
constexpr qint64 kMaxDimension = qint64(1) << 24;
constexpr qint64 kMaxLayers = 4096;
constexpr qint64 kMaxHeads = 65536;
constexpr qint64 kMaxExperts = 65536;
constexpr qint64 kMaxPositions = (qint64(1) << 31) - 1;


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
// Checked against published counts for every preset in tests/unit/tst_modelspec.cpp
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

// Untrusted shapes (config.json, scenario files) must pass this before they are counted exactly.
std::optional<SpecError> checkSize(const Architecture &a)
{
    const std::pair<const char *, qint64> dims[] = {{"vocab_size", a.vocab}, {"hidden_size", a.hidden},
        {"num_hidden_layers", a.layers}, {"intermediate_size", a.intermediate}, {"num_attention_heads", a.heads},
        {"num_key_value_heads", a.kvHeads}, {"head_dim", a.headDim}, {"moe_intermediate_size", a.moeIntermediate},
        {"shared_expert_intermediate_size", a.sharedExpertIntermediate}, {"max_position_embeddings", a.learnedPositions},
        {"type_vocab_size", a.typeVocab}, {"num_local_experts", a.experts}};
    for (const auto &[field, value] : dims)
        if (value > kMaxDimension)
            return SpecError{QString::fromLatin1(field), Text::tr("%1 is implausibly large").arg(value)};
    double e = 0, l = 0, b = 0, o = 0;
    countParameters(a, e, l, b, o);
    if (e + l + b + o > 1e14)
        return SpecError{QStringLiteral("hidden_size"), Text::tr("the sizes give more than 100 trillion parameters")};
    return std::nullopt;
}

} // namespace

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
// Hugging Face config.json

namespace {

// Reads the integer fields of one config through the shared JSON reader, naming the field on
// every error.
class ConfigReader {
public:
    explicit ConfigReader(const nlohmann::json &j)
        : m_j(j)
        , m_r(j)
    {
        m_r.setMissingReason(Text::tr("missing (required for model_type %1)").arg(modelType()));
    }

    qint64 required(const char *key, qint64 max = kMaxDimension) { return m_r.requiredInteger(key, 1, max); }
    std::optional<qint64> optional(const char *key, qint64 max = kMaxDimension) { return m_r.integer(key, 1, max); }
    qint64 firstOf(std::initializer_list<const char *> keys, qint64 max = kMaxDimension)
    {
        for (const char *k : keys)
            if (m_r.has(k))
                return required(k, max);
        return required(*keys.begin(), max); // reports the first name as missing
    }
    bool flag(const char *key, bool fallback) { return m_r.boolean(key, fallback); }
    double probability(const char *key, double fallback) { return m_r.number(key, json::Range{0, 1}).value_or(fallback); }
    bool has(const char *key) const { return m_r.has(key); }
    QString modelType() const { return json::qstr(m_j.value("model_type", nlohmann::json())); }
    const std::optional<FieldError> &error() const { return m_r.error(); }
    void fail(const char *key, const QString &reason) { m_r.fail(QString::fromLatin1(key), reason); }

private:
    const nlohmann::json &m_j;
    json::Reader m_r;
};

void readLlamaLike(ConfigReader &r, Architecture &a, bool tiedDefault)
{
    a.vocab = r.required("vocab_size");
    a.hidden = r.required("hidden_size");
    a.layers = r.required("num_hidden_layers", kMaxLayers);
    a.intermediate = r.required("intermediate_size");
    a.heads = r.required("num_attention_heads", kMaxHeads);
    a.kvHeads = r.optional("num_key_value_heads", kMaxHeads).value_or(a.heads);
    a.headDim = r.optional("head_dim").value_or(0);
    a.tiedEmbeddings = r.flag("tie_word_embeddings", tiedDefault);
    a.maxPositions = r.optional("max_position_embeddings", kMaxPositions).value_or(0);
}

} // namespace

QStringList supportedModelTypes()
{
    return {QStringLiteral("llama"),   QStringLiteral("mistral"), QStringLiteral("qwen2"),
            QStringLiteral("qwen2_moe"), QStringLiteral("mixtral"), QStringLiteral("gemma"),
            QStringLiteral("gemma2"),  QStringLiteral("phi3"),    QStringLiteral("chatglm"),
            QStringLiteral("baichuan"), QStringLiteral("bert"),   QStringLiteral("falcon"),
            QStringLiteral("gpt_bigcode")};
}

Expected<Architecture> architectureFromHfConfig(const nlohmann::json &config)
{
    if (!config.is_object())
        return SpecError{QString(), Text::tr("config.json must be a JSON object")};
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end())
        return SpecError{QStringLiteral("model_type"), Text::tr("missing; supported: %1").arg(supportedModelTypes().join(QStringLiteral(", ")))};
    if (!typeIt->is_string())
        return SpecError{QStringLiteral("model_type"), Text::tr("must be a string, got %1").arg(json::describe(*typeIt))};
    const QString type = QString::fromStdString(typeIt->get<std::string>());

    ConfigReader r(config);
    Architecture a;
    a.modelType = type;

    if (type == QLatin1String("llama") || type == QLatin1String("mistral") || type == QLatin1String("baichuan")) {
        readLlamaLike(r, a, false);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.mlpBias = r.flag("mlp_bias", false);
    } else if (type == QLatin1String("qwen2")) {
        readLlamaLike(r, a, false);
        a.qkvBias = true;
    } else if (type == QLatin1String("phi3")) {
        readLlamaLike(r, a, false);
    } else if (type == QLatin1String("gemma") || type == QLatin1String("gemma2")) {
        readLlamaLike(r, a, true);
        if (type == QLatin1String("gemma2"))
            a.normsPerLayer = 4; // input, post-attention, pre- and post-feedforward norms
    } else if (type == QLatin1String("mixtral")) {
        readLlamaLike(r, a, false);
        a.experts = int(r.required("num_local_experts", kMaxExperts));
        a.expertsPerToken = int(r.required("num_experts_per_tok", kMaxExperts));
        a.moeIntermediate = a.intermediate;
    } else if (type == QLatin1String("qwen2_moe")) {
        readLlamaLike(r, a, false);
        a.qkvBias = true;
        a.experts = int(r.required("num_experts", kMaxExperts));
        a.expertsPerToken = int(r.required("num_experts_per_tok", kMaxExperts));
        a.moeIntermediate = r.required("moe_intermediate_size");
        a.sharedExpertIntermediate = r.required("shared_expert_intermediate_size");
        if (r.optional("decoder_sparse_step", kMaxLayers).value_or(1) != 1)
            return SpecError{QStringLiteral("decoder_sparse_step"), Text::tr("only 1 (every layer sparse) is supported")};
        const auto mlpOnly = config.find("mlp_only_layers");
        if (mlpOnly != config.end() && mlpOnly->is_array() && !mlpOnly->empty())
            return SpecError{QStringLiteral("mlp_only_layers"), Text::tr("mixed dense and sparse layers are not supported")};
    } else if (type == QLatin1String("chatglm")) {
        // GLM-4 names its fields differently; the MLP is SwiGLU (dense_h_to_4h is 2 x ffn_hidden_size).
        a.vocab = r.required("padded_vocab_size");
        a.hidden = r.required("hidden_size");
        a.layers = r.required("num_layers", kMaxLayers);
        a.intermediate = r.required("ffn_hidden_size");
        a.heads = r.required("num_attention_heads", kMaxHeads);
        a.kvHeads = r.flag("multi_query_attention", false) ? r.required("multi_query_group_num", kMaxHeads) : a.heads;
        a.headDim = r.optional("kv_channels").value_or(0);
        a.qkvBias = r.flag("add_qkv_bias", false);
        a.oBias = a.mlpBias = r.flag("add_bias_linear", false);
        a.norm = r.flag("rmsnorm", true) ? Architecture::Norm::Rms : Architecture::Norm::Layer;
        a.finalNorm = r.flag("post_layer_norm", true);
        a.tiedEmbeddings = false;
        a.maxPositions = r.optional("seq_length", kMaxPositions).value_or(0);
    } else if (type == QLatin1String("bert")) {
        a.vocab = r.required("vocab_size");
        a.hidden = r.required("hidden_size");
        a.layers = r.required("num_hidden_layers", kMaxLayers);
        a.intermediate = r.required("intermediate_size");
        a.heads = r.required("num_attention_heads", kMaxHeads);
        a.kvHeads = a.heads;
        a.learnedPositions = r.required("max_position_embeddings");
        a.maxPositions = a.learnedPositions;
        a.typeVocab = r.optional("type_vocab_size").value_or(2);
        a.mlp = Architecture::Mlp::Plain;
        a.norm = Architecture::Norm::Layer;
        a.qkvBias = a.oBias = a.mlpBias = true;
        a.embeddingNorm = true;
        a.finalNorm = false;
        a.pooler = true;
        a.tiedEmbeddings = true;
        a.dropout = r.probability("hidden_dropout_prob", 0.1) > 0.0;
    } else if (type == QLatin1String("falcon")) {
        a.vocab = r.required("vocab_size");
        a.hidden = r.firstOf({"hidden_size", "n_embed"});
        a.layers = r.firstOf({"num_hidden_layers", "n_layer"}, kMaxLayers);
        a.heads = r.firstOf({"num_attention_heads", "n_head"}, kMaxHeads);
        const bool newArch = r.flag("new_decoder_architecture", false);
        if (newArch)
            a.kvHeads = r.firstOf({"num_kv_heads", "n_head_kv"}, kMaxHeads);
        else
            a.kvHeads = r.flag("multi_query", true) ? 1 : a.heads;
        a.headDim = r.optional("head_dim").value_or(0);
        a.intermediate = r.optional("ffn_hidden_size").value_or(4 * a.hidden); // hidden <= 2^24: no overflow
        a.mlp = Architecture::Mlp::Plain;
        a.norm = Architecture::Norm::Layer;
        a.qkvBias = a.oBias = a.mlpBias = r.flag("bias", false);
        // Parallel attention shares one input norm per layer; the new architecture has two.
        a.normsPerLayer = (r.flag("parallel_attn", true) && !newArch) ? 1 : 2;
        a.tiedEmbeddings = r.flag("tie_word_embeddings", true);
        a.maxPositions = r.optional("max_position_embeddings", kMaxPositions).value_or(2048);
    } else if (type == QLatin1String("gpt_bigcode")) {
        a.vocab = r.required("vocab_size");
        a.hidden = r.firstOf({"n_embd", "hidden_size"});
        a.layers = r.firstOf({"n_layer", "num_hidden_layers"}, kMaxLayers);
        a.heads = r.firstOf({"n_head", "num_attention_heads"}, kMaxHeads);
        a.kvHeads = r.flag("multi_query", true) ? 1 : a.heads;
        a.intermediate = r.optional("n_inner").value_or(4 * a.hidden); // hidden <= 2^24: no overflow
        a.learnedPositions = r.firstOf({"n_positions", "max_position_embeddings"});
        a.maxPositions = a.learnedPositions;
        a.mlp = Architecture::Mlp::Plain;
        a.norm = Architecture::Norm::Layer;
        a.qkvBias = a.oBias = a.mlpBias = true;
        a.tiedEmbeddings = r.flag("tie_word_embeddings", true);
        a.dropout = r.probability("resid_pdrop", 0.1) > 0.0;
    } else {
        return SpecError{QStringLiteral("model_type"),
                         Text::tr("'%1' is not supported; supported: %2").arg(type, supportedModelTypes().join(QStringLiteral(", ")))};
    }
    if (r.error())
        return *r.error();
    // Without an explicit head_dim, heads split the hidden size evenly (BERT, GPT, most decoders).
    if (a.headDim == 0) {
        if (a.hidden % a.heads != 0)
            return SpecError{QStringLiteral("num_attention_heads"),
                             Text::tr("%1 heads do not divide hidden_size %2 and no head_dim is given").arg(a.heads).arg(a.hidden)};
        a.headDim = a.hidden / a.heads;
    }
    if (a.heads > 0 && a.kvHeads > 0 && a.heads % a.kvHeads != 0)
        return SpecError{QStringLiteral("num_key_value_heads"),
                         Text::tr("%1 attention heads are not a multiple of %2 key/value heads").arg(a.heads).arg(a.kvHeads)};
    if (a.headDim <= 0)
        return SpecError{QStringLiteral("head_dim"), Text::tr("cannot be derived (hidden_size / num_attention_heads is 0)")};
    if (a.isMoe() && (a.expertsPerToken <= 0 || a.expertsPerToken > a.experts))
        return SpecError{QStringLiteral("num_experts_per_tok"), Text::tr("must be between 1 and the number of experts (%1)").arg(a.experts)};
    if (const auto e = checkSize(a))
        return *e;
    return a;
}

Expected<ModelSpec> modelFromConfigText(const QByteArray &text, const QString &displayPath)
{
    const auto parsed = json::parse(text);
    if (const auto *err = std::get_if<QString>(&parsed))
        return SpecError{displayPath, Text::tr("not valid JSON (%1)").arg(*err)};
    const auto arch = architectureFromHfConfig(std::get<nlohmann::json>(parsed));
    if (const auto *err = std::get_if<SpecError>(&arch))
        return SpecError{displayPath, err->message()};
    ModelSpec m;
    m.arch = std::get<Architecture>(arch);
    m.origin = ModelOrigin::Config;
    m.configPath = displayPath;
    m.id = QFileInfo(displayPath).fileName();
    const QString dir = QFileInfo(displayPath).dir().dirName();
    m.name = Text::tr("%1 from %2").arg(m.arch.modelType, (dir.isEmpty() || dir == QLatin1String(".")) ? m.id : dir + QLatin1Char('/') + m.id);
    m.source = displayPath;
    m.params = parameterCount(m.arch);
    return m;
}

Expected<ModelSpec> modelFromConfigFile(const QString &path)
{
    // A config.json is a few kB; the cap refuses anything absurd while reading it.
    auto text = readInputFile(path, limits::kConfigBytes);
    if (const auto *e = std::get_if<FieldError>(&text))
        return *e;
    return modelFromConfigText(std::get<QByteArray>(text), path);
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

// ---------------------------------------------------------------------------------------------
// Our own architecture JSON (presets and saved scenarios)

namespace {

// Our own architecture JSON: one table of keys and limits for reading, writing and checking.
struct ArchField {
    const char *key;
    std::variant<qint64 Architecture::*, int Architecture::*, bool Architecture::*> member;
    qint64 min = 0;
    qint64 max = 0;
    bool required = false;
};

const QList<ArchField> &archFields()
{
    static const QList<ArchField> f{
        {"vocab_size", &Architecture::vocab, 1, kMaxDimension, true},
        {"hidden_size", &Architecture::hidden, 1, kMaxDimension, true},
        {"num_hidden_layers", &Architecture::layers, 1, kMaxLayers, true},
        {"intermediate_size", &Architecture::intermediate, 1, kMaxDimension, true},
        {"num_attention_heads", &Architecture::heads, 1, kMaxHeads, true},
        {"num_key_value_heads", &Architecture::kvHeads, 1, kMaxHeads, true},
        {"head_dim", &Architecture::headDim, 1, kMaxDimension, true},
        {"tie_word_embeddings", &Architecture::tiedEmbeddings},
        {"qkv_bias", &Architecture::qkvBias},
        {"o_bias", &Architecture::oBias},
        {"mlp_bias", &Architecture::mlpBias},
        {"norms_per_layer", &Architecture::normsPerLayer, 0, 8},
        {"final_norm", &Architecture::finalNorm},
        {"embedding_norm", &Architecture::embeddingNorm},
        {"learned_position_embeddings", &Architecture::learnedPositions, 0, kMaxDimension},
        {"type_vocab_size", &Architecture::typeVocab, 0, kMaxDimension},
        {"pooler", &Architecture::pooler},
        {"num_local_experts", &Architecture::experts, 0, kMaxExperts},
        {"num_experts_per_tok", &Architecture::expertsPerToken, 0, kMaxExperts},
        {"moe_intermediate_size", &Architecture::moeIntermediate, 0, kMaxDimension},
        {"shared_expert_intermediate_size", &Architecture::sharedExpertIntermediate, 0, kMaxDimension},
        {"max_position_embeddings", &Architecture::maxPositions, 0, kMaxPositions},
        {"dropout", &Architecture::dropout},
    };
    return f;
}

} // namespace

Expected<Architecture> architectureFromJson(const nlohmann::json &j)
{
    if (!j.is_object())
        return SpecError{QString(), Text::tr("architecture must be a JSON object")};
    json::Reader r(j);
    Architecture a;
    a.modelType = r.string("model_type");
    for (const ArchField &f : archFields()) {
        if (const auto *m = std::get_if<bool Architecture::*>(&f.member)) {
            a.*(*m) = r.boolean(f.key, a.*(*m));
            continue;
        }
        const std::optional<qint64> v = f.required ? std::optional<qint64>(r.requiredInteger(f.key, f.min, f.max)) : r.integer(f.key, f.min, f.max);
        if (!v)
            continue; // absent: the default of Architecture
        if (const auto *m = std::get_if<qint64 Architecture::*>(&f.member))
            a.*(*m) = *v;
        else
            a.*(std::get<int Architecture::*>(f.member)) = int(*v); // within [min, max]: fits an int
    }
    const QString mlp = r.string("mlp", QStringLiteral("gated"));
    if (mlp != QLatin1String("gated") && mlp != QLatin1String("plain"))
        r.fail(QStringLiteral("mlp"), Text::tr("must be \"gated\" or \"plain\""));
    a.mlp = mlp == QLatin1String("plain") ? Architecture::Mlp::Plain : Architecture::Mlp::Gated;
    const QString norm = r.string("norm", QStringLiteral("rms"));
    if (norm != QLatin1String("rms") && norm != QLatin1String("layer"))
        r.fail(QStringLiteral("norm"), Text::tr("must be \"rms\" or \"layer\""));
    a.norm = norm == QLatin1String("layer") ? Architecture::Norm::Layer : Architecture::Norm::Rms;
    if (r.error())
        return *r.error();
    if (a.isMoe() && a.moeIntermediate == 0)
        a.moeIntermediate = a.intermediate; // Mixtral's intermediate_size is the expert size
    if (a.heads % a.kvHeads != 0)
        return SpecError{QStringLiteral("num_key_value_heads"), Text::tr("must divide num_attention_heads")};
    if (a.isMoe() && (a.expertsPerToken <= 0 || a.expertsPerToken > a.experts))
        return SpecError{QStringLiteral("num_experts_per_tok"), Text::tr("must be between 1 and num_local_experts")};
    if (const auto e = checkSize(a))
        return *e;
    return a;
}

nlohmann::ordered_json architectureToJson(const Architecture &a)
{
    nlohmann::ordered_json j;
    j["model_type"] = a.modelType.toStdString();
    for (const ArchField &f : archFields())
        std::visit([&](auto m) { j[f.key] = a.*m; }, f.member);
    j["mlp"] = a.mlp == Architecture::Mlp::Plain ? "plain" : "gated";
    j["norm"] = a.norm == Architecture::Norm::Layer ? "layer" : "rms";
    return j;
}

// ---------------------------------------------------------------------------------------------
// Presets

Expected<PresetLibrary> PresetLibrary::fromJsonText(const QByteArray &text)
{
    const auto parsed = json::parse(text);
    if (const auto *err = std::get_if<QString>(&parsed))
        return SpecError{QStringLiteral("models.json"), *err};
    const auto &root = std::get<nlohmann::json>(parsed);
    const auto models = root.find("models");
    if (!root.is_object() || models == root.end() || !models->is_array())
        return SpecError{QStringLiteral("models"), Text::tr("must be an array of presets")};
    PresetLibrary lib;
    for (std::size_t i = 0; i < models->size(); ++i) {
        const auto &m = (*models)[i];
        const QString where = QStringLiteral("models[%1]").arg(i);
        if (!m.is_object())
            return SpecError{where, Text::tr("must be an object")};
        auto arch = architectureFromJson(m);
        if (const auto *err = std::get_if<SpecError>(&arch))
            return SpecError{where + QLatin1Char('.') + err->field, err->reason};
        json::Reader r(m);
        ModelSpec spec;
        spec.id = r.string("id");
        spec.name = r.string("name");
        spec.hfRepo = r.string("hf_repo", QString());
        spec.source = r.string("source");
        spec.asOf = r.string("as_of");
        spec.notes = r.string("notes", QString());
        spec.publishedParamsSource = r.string("published_params_source", QString());
        spec.publishedParams = r.integer("published_params", 1, qint64(1e15));
        if (r.error())
            return SpecError{where + QLatin1Char('.') + r.error()->field, r.error()->reason};
        if (spec.id.isEmpty() || spec.id != spec.id.toLower())
            return SpecError{where + QStringLiteral(".id"), Text::tr("must be a non-empty lowercase id")};
        if (lib.find(spec.id))
            return SpecError{where + QStringLiteral(".id"), Text::tr("duplicate id '%1'").arg(spec.id)};
        spec.origin = ModelOrigin::Preset;
        spec.arch = std::get<Architecture>(arch);
        spec.params = parameterCount(spec.arch);
        lib.m_models.append(spec);
    }
    return lib;
}

const PresetLibrary &PresetLibrary::bundled()
{
    static const PresetLibrary lib = [] {
        QFile f(QStringLiteral(":/presets/models.json"));
        if (!f.open(QIODevice::ReadOnly)) {
            qCritical("bundled model presets are missing from the resources");
            return PresetLibrary();
        }
        auto loaded = fromJsonText(f.readAll());
        if (const auto *err = std::get_if<SpecError>(&loaded)) {
            qCritical("bundled model presets are invalid: %s", qPrintable(err->message()));
            return PresetLibrary();
        }
        return std::get<PresetLibrary>(std::move(loaded));
    }();
    return lib;
}

const ModelSpec *PresetLibrary::find(const QString &id) const
{
    for (const ModelSpec &m : m_models)
        if (m.id == id)
            return &m;
    return nullptr;
}

} // namespace ga
