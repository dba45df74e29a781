// Hugging Face config.json: the architecture a model's published config describes.
#include "data/hfconfig.h"

#include "base/inputfile.h"
#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace ga {

namespace {

// Translation context of the model readers (lupdate reads the macro); shared with core/modelspec.
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ModelSpec)
};

using namespace archlimits;

// Reads the integer fields of one config through the shared JSON reader, naming the field on
// every error.
class ConfigReader {
public:
    explicit ConfigReader(const nlohmann::json &j) : m_j(j), m_r(j)
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
    return {QStringLiteral("llama"),      QStringLiteral("mistral"),  QStringLiteral("qwen2"),  QStringLiteral("qwen2_moe"),
            QStringLiteral("mixtral"),    QStringLiteral("gemma"),    QStringLiteral("gemma2"), QStringLiteral("phi3"),
            QStringLiteral("chatglm"),    QStringLiteral("baichuan"), QStringLiteral("bert"),   QStringLiteral("falcon"),
            QStringLiteral("gpt_bigcode")};
}

Expected<Architecture> architectureFromHfConfig(const nlohmann::json &config)
{
    if (!config.is_object())
        return SpecError{QString(), Text::tr("config.json must be a JSON object")};
    const auto typeIt = config.find("model_type");
    if (typeIt == config.end())
        return SpecError{QStringLiteral("model_type"),
                         Text::tr("missing; supported: %1").arg(supportedModelTypes().join(QStringLiteral(", ")))};
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
        return SpecError{QStringLiteral("num_experts_per_tok"),
                         Text::tr("must be between 1 and the number of experts (%1)").arg(a.experts)};
    if (const auto e = checkArchitectureSize(a))
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
    m.name =
        Text::tr("%1 from %2").arg(m.arch.modelType, (dir.isEmpty() || dir == QLatin1String(".")) ? m.id : dir + QLatin1Char('/') + m.id);
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

} // namespace ga
