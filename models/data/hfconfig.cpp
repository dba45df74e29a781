// Hugging Face config.json: the architecture a model's published config describes. Field names,
// defaults and shapes follow each model's configuration_*.py and modeling_*.py in
// huggingface/transformers (models/<type>/); the readers below cite the class where a default or
// a layer rule comes from. Remote-code models (InternLM3, MiniCPM, EXAONE 3) follow the
// configuration files their checkpoints ship.
#include "data/hfconfig.h"

#include "base/inputfile.h"
#include "base/jsonutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <cmath>

namespace ga {

namespace {

// Translation context of the model readers (lupdate reads the macro); shared with core/modelspec.
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ModelSpec)
};

using namespace archlimits;
using Json = nlohmann::json;

// Reads the fields of one config object through the shared JSON reader, naming the field (with the
// nested object's name, "text_config.hidden_size") on every error.
class ConfigReader {
public:
    ConfigReader(const Json &j, QString type, QString prefix = {}) : m_r(j), m_type(std::move(type)), m_prefix(std::move(prefix))
    {
        m_r.setMissingReason(Text::tr("missing (required for model_type %1)").arg(m_type));
    }

    qint64 required(const char *key, qint64 max = kMaxDimension) { return m_r.requiredInteger(key, 1, max); }
    std::optional<qint64> optional(const char *key, qint64 max = kMaxDimension) { return m_r.integer(key, 1, max); }
    qint64 count(const char *key, qint64 fallback, qint64 max = kMaxLayers) { return m_r.integer(key, 0, max, fallback); }
    std::optional<qint64> integer(const char *key, qint64 min, qint64 max) { return m_r.integer(key, min, max); }
    qint64 firstOf(std::initializer_list<const char *> keys, qint64 max = kMaxDimension)
    {
        for (const char *k : keys)
            if (m_r.has(k))
                return required(k, max);
        return required(*keys.begin(), max); // reports the first name as missing
    }
    bool flag(const char *key, bool fallback) { return m_r.boolean(key, fallback); }
    double probability(const char *key, double fallback) { return m_r.number(key, json::Range{0, 1}).value_or(fallback); }
    QString text(const char *key) { return m_r.string(key, QString()); }
    bool has(const char *key) const { return m_r.has(key); }
    const Json *find(const char *key) const { return m_r.find(key); }
    const QString &type() const { return m_type; }
    void fail(const char *key, const QString &reason) { m_r.fail(QString::fromLatin1(key), reason); }
    std::optional<FieldError> error() const
    {
        if (!m_r.error() || m_prefix.isEmpty())
            return m_r.error();
        return FieldError{m_prefix + QLatin1Char('.') + m_r.error()->field, m_r.error()->reason};
    }

    // An integer that may also be given as one value per layer (Hunyuan's num_experts, moe_topk):
    // the first layer's value.
    std::optional<qint64> perLayer(const char *key, qint64 max)
    {
        const Json *v = find(key);
        if (v && v->is_array()) {
            if (v->empty() || !(*v)[0].is_number_integer() || (*v)[0].get<qint64>() < 1 || (*v)[0].get<qint64>() > max) {
                fail(key, Text::tr("must be a positive whole number or a list of them"));
                return std::nullopt;
            }
            return (*v)[0].get<qint64>();
        }
        return optional(key, max);
    }

    // Layer indices listed under `key` (mlp_only_layers, moe_layers), each checked against `layers`.
    QList<qint64> indices(const char *key, qint64 layers)
    {
        QList<qint64> out;
        const Json *v = find(key);
        if (!v)
            return out;
        if (!v->is_array()) {
            fail(key, Text::tr("must be a list of layer numbers"));
            return out;
        }
        for (const Json &e : *v) {
            if (!e.is_number_integer() || e.get<qint64>() < 0 || e.get<qint64>() >= layers) {
                fail(key, Text::tr("must list layer numbers from 0 to %1").arg(layers - 1));
                return {};
            }
            if (!out.contains(e.get<qint64>()))
                out << e.get<qint64>();
        }
        return out;
    }

    // mlp_layer_types (Glm4MoeLiteConfig): how many layers have a dense MLP, the rest "sparse";
    // nothing when absent.
    std::optional<qint64> denseMlpLayers(qint64 layers)
    {
        const Json *v = find("mlp_layer_types");
        if (!v)
            return std::nullopt;
        if (!v->is_array() || qint64(v->size()) != layers) {
            fail("mlp_layer_types", Text::tr("must name each of the %1 layers").arg(layers));
            return std::nullopt;
        }
        qint64 dense = 0;
        for (const Json &e : *v) {
            const std::string kind = e.is_string() ? e.get<std::string>() : std::string();
            if (kind == "dense")
                ++dense;
            else if (kind != "sparse") {
                fail("mlp_layer_types", Text::tr("'%1' is not \"dense\" or \"sparse\"").arg(json::describe(e)));
                return std::nullopt;
            }
        }
        return dense;
    }

    // layer_types: how many layers are of each kind; checked to name every layer.
    struct LayerTypes {
        bool given = false;
        qint64 window = 0; // sliding_attention, chunked_attention
        qint64 linear = 0; // linear_attention
    };
    LayerTypes layerTypes(qint64 layers)
    {
        LayerTypes t;
        const Json *v = find("layer_types");
        if (!v)
            return t;
        if (!v->is_array() || qint64(v->size()) != layers) {
            fail("layer_types", Text::tr("must name each of the %1 layers").arg(layers));
            return t;
        }
        for (const Json &e : *v) {
            const std::string kind = e.is_string() ? e.get<std::string>() : std::string();
            if (kind == "sliding_attention" || kind == "chunked_attention")
                ++t.window;
            else if (kind == "linear_attention")
                ++t.linear;
            else if (kind != "full_attention" && kind != "attention") {
                fail("layer_types",
                     Text::tr("'%1' is not a known layer kind (full_attention, sliding_attention, chunked_attention, linear_attention)")
                         .arg(json::describe(e)));
                return {};
            }
        }
        t.given = true;
        return t;
    }

private:
    json::Reader m_r;
    QString m_type;
    QString m_prefix;
};

// The keys every decoder config of the Llama family names (LlamaConfig).
void readDecoder(ConfigReader &r, Architecture &a, bool tiedDefault)
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

// Layers every `interval`-th of which is full attention and the rest windowed (Gemma 3: 6,
// EXAONE 4: 4) or linear (Qwen3-Next: 4); (i + 1) % interval == 0 is full, as the configuration
// classes default their layer_types.
qint64 layersOffInterval(qint64 layers, qint64 interval)
{
    return interval <= 0 ? 0 : layers - layers / interval;
}

// The sliding window of a config: layer_types where given, else `defaultWindowed` of the layers.
void readWindow(ConfigReader &r, Architecture &a, qint64 defaultWindowed, qint64 defaultWindow = 0)
{
    const auto types = r.layerTypes(a.layers);
    a.window = r.optional("sliding_window", kMaxPositions).value_or(defaultWindow);
    if (r.has("attention_chunk_size"))
        a.window = r.optional("attention_chunk_size", kMaxPositions).value_or(0);
    a.windowLayers = a.window > 0 ? (types.given ? types.window : defaultWindowed) : 0;
    if (types.given)
        a.linearLayers = types.linear;
}

// Routed experts under the names the families use.
void readExperts(ConfigReader &r, Architecture &a, const char *count, const char *perToken, const char *width)
{
    a.experts = int(r.required(count, kMaxExperts));
    a.expertsPerToken = int(r.required(perToken, kMaxExperts));
    a.moeIntermediate = r.required(width);
}

// Qwen2-MoE, Qwen3-MoE, Qwen3-Next: a layer is sparse unless listed in mlp_only_layers or off
// decoder_sparse_step (Qwen3MoeDecoderLayer: layer_idx not in mlp_only_layers and
// (layer_idx + 1) % decoder_sparse_step == 0).
void readQwenSparseLayers(ConfigReader &r, Architecture &a)
{
    const qint64 step = r.optional("decoder_sparse_step", kMaxLayers).value_or(1);
    const QList<qint64> mlpOnly = r.indices("mlp_only_layers", a.layers);
    qint64 dense = 0;
    for (qint64 i = 0; i < a.layers; ++i)
        if (mlpOnly.contains(i) || (i + 1) % step != 0)
            ++dense;
    a.denseLayers = dense;
}

void readMla(ConfigReader &r, Architecture &a)
{
    // DeepseekV2Config/DeepseekV3Config: q_lora_rank null = a plain q_proj (DeepSeek-V2-Lite).
    a.qLoraRank = r.optional("q_lora_rank").value_or(0);
    a.kvLoraRank = r.required("kv_lora_rank");
    a.qkNopeHeadDim = r.required("qk_nope_head_dim");
    a.qkRopeHeadDim = r.required("qk_rope_head_dim");
    a.vHeadDim = r.required("v_head_dim");
    a.kvHeads = a.heads; // every head has its keys and values, expanded from the latent
    a.headDim = a.qkNopeHeadDim + a.qkRopeHeadDim;
}

// DeepSeek-V2/V3 and GLM-4.5: dense MLPs in the first first_k_dense_replace layers, routed experts
// (n_routed_experts) and n_shared_experts shared ones merged into one MLP after
// (DeepseekV3DecoderLayer; DeepseekV3MoE.shared_experts is moe_intermediate_size × n_shared_experts wide).
void readDeepSeekMoe(ConfigReader &r, Architecture &a)
{
    if (!r.has("n_routed_experts"))
        return; // a dense model under this type
    readExperts(r, a, "n_routed_experts", "num_experts_per_tok", "moe_intermediate_size");
    a.sharedExpertIntermediate = r.count("n_shared_experts", 0, kMaxExperts) * a.moeIntermediate;
    a.denseLayers = std::min(a.layers, r.count("first_k_dense_replace", 0));
    // The original DeepSeek code also keeps layers off moe_layer_freq dense; every release sets 1.
    if (const qint64 freq = r.optional("moe_layer_freq", kMaxLayers).value_or(1); freq > 1) {
        qint64 dense = 0;
        for (qint64 i = 0; i < a.layers; ++i)
            if (i < a.denseLayers || i % freq != 0)
                ++dense;
        a.denseLayers = dense;
    }
    a.mtpLayers = int(r.count("num_nextn_predict_layers", 0, 64));
}

// ---- vision towers ----------------------------------------------------------------------------
// The shape imageCost() and the vision encoder's working set read (Architecture::Images).
void setVisionShape(Architecture &a, Architecture::Images images, qint64 layers, qint64 hidden, qint64 intermediate, bool gated,
                    qint64 patch, qint64 merge, qint64 image, qint64 tokens)
{
    a.visionImages = images;
    a.visionLayers = layers;
    a.visionHidden = hidden;
    a.visionIntermediate = intermediate;
    a.visionGatedMlp = gated;
    a.visionPatch = patch;
    a.visionMerge = merge;
    a.visionImage = image;
    a.visionTokens = tokens;
}

// Weights of a ViT of `layers` blocks: attention (q, k, v, o, with biases where `bias`), an MLP
// (gated: gate, up, down) and two norms per block (LayerNorm with bias, or RMSNorm).
qint64 vitBlocks(qint64 layers, qint64 h, qint64 i, bool bias, bool gated, bool layerNorm)
{
    const qint64 attention = 4 * h * h + (bias ? 4 * h : 0);
    const qint64 mlp = gated ? 3 * h * i + (bias ? 2 * i + h : 0) : 2 * h * i + (bias ? i + h : 0);
    const qint64 norms = 2 * (layerNorm ? 2 * h : h);
    return layers * (attention + mlp + norms);
}

// Qwen2.5-VL (Qwen2_5_VisionTransformerPretrainedModel): Conv3d patch embedding without bias,
// RMSNorm blocks with a fused qkv (bias) and a gated MLP with biases, a merger of spatial_merge_size²
// patches: RMSNorm, Linear(m → m), Linear(m → out_hidden_size), with biases (m = hidden × merge²).
// Qwen3-VL (Qwen3VLVisionModel): the patch Conv3d has a bias, a learned position table
// (num_position_embeddings × hidden), LayerNorm blocks with a plain MLP, and besides the merger one
// more (LayerNorm over m) per deepstack_visual_indexes entry.
qint64 qwenVisionParams(ConfigReader &v, bool qwen3, qint64 textHidden, Architecture &a)
{
    const qint64 h = v.required("hidden_size");
    const qint64 i = v.required("intermediate_size");
    const qint64 depth = v.required("depth", kMaxLayers);
    const qint64 patch = v.optional("patch_size", 1024).value_or(14);
    const qint64 temporal = v.optional("temporal_patch_size", 16).value_or(2);
    const qint64 channels = v.optional("in_channels", 16).value_or(3);
    const qint64 merge = v.optional("spatial_merge_size", 16).value_or(2);
    setVisionShape(a, Architecture::Images::Resized, depth, h, i, !qwen3, patch, merge, 0, 0);
    const qint64 out = v.optional("out_hidden_size").value_or(textHidden);
    const qint64 m = h * merge * merge;
    qint64 total = channels * temporal * patch * patch * h + vitBlocks(depth, h, i, true, !qwen3, qwen3);
    const qint64 merger = m * m + m + m * out + out;
    if (!qwen3)
        return total + merger + h; // + ln_q RMSNorm
    total += h + v.optional("num_position_embeddings").value_or(2304) * h;
    total += merger + 2 * h; // LayerNorm before the merge
    const Json *deep = v.find("deepstack_visual_indexes");
    const qint64 deepstack = deep && deep->is_array() ? qint64(deep->size()) : 3;
    return total + deepstack * (merger + 2 * m);
}

// Mistral 3 (PixtralVisionModel + Mistral3MultiModalProjector): patch Conv2d without bias, ln_pre,
// RMSNorm blocks with bias-free q/k/v/o and a gated MLP; the projector's RMSNorm, patch merger
// Linear(h·s² → h) and two linears to the text width (multimodal_projector_bias).
qint64 pixtralVisionParams(ConfigReader &v, ConfigReader &top, qint64 textHidden, Architecture &a)
{
    const qint64 h = v.required("hidden_size");
    const qint64 i = v.required("intermediate_size");
    const qint64 layers = v.required("num_hidden_layers", kMaxLayers);
    const qint64 patch = v.optional("patch_size", 1024).value_or(16);
    const qint64 channels = v.optional("num_channels", 16).value_or(3);
    const qint64 merge = top.optional("spatial_merge_size", 16).value_or(2);
    // image_size is the longest edge the processor keeps (1,540 for Mistral Small 3.1).
    setVisionShape(a, Architecture::Images::Rows, layers, h, i, true, patch, merge, v.optional("image_size", 65536).value_or(1024), 0);
    const bool bias = top.flag("multimodal_projector_bias", false);
    const qint64 tower = channels * patch * patch * h + h + vitBlocks(layers, h, i, false, true, false);
    return tower + h + h * h * merge * merge + h * textHidden + textHidden * textHidden + (bias ? 2 * textHidden : 0);
}

// A ViT with a learned position per patch (plus `extraPositions`, a class token) and LayerNorm
// blocks with biases and a plain MLP, as SigLIP and Llama 4's vision model build it: the patch
// embedding (with a bias or a class embedding: one more row of h), the positions, the blocks and
// `norms` LayerNorms around them.
qint64 learnedPositionVit(ConfigReader &v, qint64 extraPositions, qint64 norms, qint64 *hidden, qint64 *intermediate, Architecture &a)
{
    const qint64 h = v.required("hidden_size");
    const qint64 i = v.required("intermediate_size");
    const qint64 layers = v.required("num_hidden_layers", kMaxLayers);
    const qint64 patch = v.required("patch_size", 1024);
    const qint64 image = v.required("image_size", 65536);
    const qint64 channels = v.optional("num_channels", 16).value_or(3);
    *hidden = h;
    *intermediate = i;
    setVisionShape(a, Architecture::Images::Fixed, layers, h, i, false, patch, 1, image, 0);
    const qint64 positions = (image / patch) * (image / patch) + extraPositions;
    return channels * patch * patch * h + h + positions * h + vitBlocks(layers, h, i, true, false, true) + norms * h;
}

// Gemma 3 (SiglipVisionModel + Gemma3MultiModalProjector): patch Conv2d with bias, a post-LayerNorm;
// the projector's norm and a hidden × text-hidden matrix.
qint64 siglipVisionParams(ConfigReader &v, ConfigReader &top, qint64 textHidden, Architecture &a)
{
    qint64 h = 0, i = 0;
    const qint64 tower = learnedPositionVit(v, 0, 2, &h, &i, a);
    a.visionTokens = top.optional("mm_tokens_per_image", 1 << 20).value_or(256);
    return tower + h + h * textHidden;
}

// Llama 4 (Llama4VisionModel): an unfolded-patch linear and a class embedding, pre/post LayerNorms,
// the pixel-shuffle adapter (two linears) and the projector to the text width.
qint64 llama4VisionParams(ConfigReader &v, qint64 textHidden, Architecture &a)
{
    qint64 h = 0, i = 0;
    const qint64 tower = learnedPositionVit(v, 1, 4, &h, &i, a);
    // The pixel shuffle keeps ratio² of each tile's (tile / patch)² patches as tokens.
    const double ratio = v.probability("pixel_shuffle_ratio", 0.5);
    const qint64 side = a.visionImage / std::max<qint64>(1, a.visionPatch);
    a.visionImages = Architecture::Images::Tiles;
    a.visionTokens = qint64(std::llround(double(side * side) * ratio * ratio));
    const qint64 out = v.required("vision_output_dim");
    const qint64 pIn = v.required("projector_input_dim");
    const qint64 pOut = v.required("projector_output_dim");
    return tower + pIn * i + pOut * pOut + out * textHidden;
}

// ---- checkpoint formats -------------------------------------------------------------------------
} // namespace

Quantisation quantisationFromHfConfig(const nlohmann::json &q, QStringList &assumptions)
{
    Quantisation out;
    if (!q.is_object())
        return out;
    ConfigReader r(q, QStringLiteral("quantization_config"), QStringLiteral("quantization_config"));
    const QString method = r.text("quant_method").toLower();
    if (method == QLatin1String("fp8")) {
        // Fp8Config: weight_block_size [rows, cols] shares one scale (DeepSeek-V3, Qwen3-*-FP8: 128 × 128).
        out.bits = 8;
        if (const Json *block = r.find("weight_block_size");
            block && block->is_array() && block->size() == 2 && (*block)[0].is_number_integer() && (*block)[1].is_number_integer())
            out.groupSize =
                std::clamp<qint64>((*block)[0].get<qint64>(), 1, 1 << 16) * std::clamp<qint64>((*block)[1].get<qint64>(), 1, 1 << 16);
    } else if (method == QLatin1String("mxfp4")) {
        // Mxfp4Config: 4-bit E2M1 values, one scale per 32; gpt-oss leaves attention, router,
        // embeddings and lm_head in bf16 (modules_to_not_convert).
        out.bits = 4;
        out.groupSize = 32;
        out.expertsOnly = true;
    } else if (method == QLatin1String("awq") || method == QLatin1String("gptq")) {
        out.bits = int(r.optional("bits", 16).value_or(4));
        const qint64 group = r.integer("group_size", -1, 1 << 20).value_or(128);
        out.groupSize = group > 0 ? group : 0; // -1: one scale per output channel
        out.zeroPoint = true;
    } else if (method == QLatin1String("compressed-tensors")) {
        out.bits = 8;
        if (const Json *groups = r.find("config_groups"); groups && groups->is_object() && !groups->empty()) {
            const Json &first = groups->begin().value();
            if (first.is_object() && first.contains("weights") && first["weights"].is_object()) {
                const Json &w = first["weights"];
                if (w.contains("num_bits") && w["num_bits"].is_number_integer())
                    out.bits = int(std::clamp<qint64>(w["num_bits"].get<qint64>(), 1, 16));
                if (w.contains("group_size") && w["group_size"].is_number_integer())
                    out.groupSize = std::clamp<qint64>(w["group_size"].get<qint64>(), 0, 1 << 20);
                out.zeroPoint = w.contains("symmetric") && w["symmetric"] == false;
            }
        }
    } else if (method == QLatin1String("bitsandbytes")) {
        out.bits = r.flag("load_in_4bit", false) ? 4 : 8;
    } else {
        if (!method.isEmpty())
            assumptions << Text::tr("quantization_config names '%1', a format this tool does not know: the weights are taken as 16-bit")
                               .arg(method);
        return out;
    }
    if (r.error()) {
        assumptions << Text::tr("quantization_config is unreadable (%1): the weights are taken as 16-bit").arg(r.error()->message());
        return {};
    }
    out.method = method;
    return out;
}

namespace {

// The language model of one config object. `type` is its model_type (a wrapper's text type).
std::optional<FieldError> readLanguageModel(ConfigReader &r, Architecture &a, QStringList &assumptions)
{
    const QString &type = r.type();
    a.modelType = type;
    const auto is = [&type](std::initializer_list<const char *> names) {
        return std::any_of(names.begin(), names.end(), [&type](const char *n) { return type == QLatin1String(n); });
    };

    if (is({"llama", "baichuan", "granite", "minicpm"})) {
        // MiniCPM's scale_emb, dim_model_base and scale_depth are scalars; Granite's multipliers too.
        readDecoder(r, a, type == QLatin1String("minicpm"));
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.mlpBias = r.flag("mlp_bias", false);
    } else if (is({"mistral", "ministral", "ministral3"})) {
        readDecoder(r, a, false);
        readWindow(r, a, a.layers); // MistralConfig: one sliding_window for every layer (null in Mistral Small 3)
    } else if (is({"qwen2", "qwen2_5_vl", "qwen2_5_vl_text", "qwen2_vl", "qwen2_vl_text"})) {
        readDecoder(r, a, false);
        a.qkvBias = true;
    } else if (is({"qwen3", "qwen3_vl_text"})) {
        readDecoder(r, a, false);
        a.headDim = r.optional("head_dim").value_or(128); // Qwen3Config.head_dim
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.qkNorm = Architecture::QkNorm::PerHead;
    } else if (is({"qwen3_moe", "qwen3_next"})) {
        readDecoder(r, a, false);
        const bool next = type == QLatin1String("qwen3_next");
        a.headDim = r.optional("head_dim").value_or(next ? 256 : 0);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.qkNorm = Architecture::QkNorm::PerHead;
        readExperts(r, a, r.has("num_experts") ? "num_experts" : "num_local_experts", "num_experts_per_tok", "moe_intermediate_size");
        readQwenSparseLayers(r, a);
        if (next) {
            // Qwen3NextConfig: a gated attention output, a shared expert with its gate, and Gated
            // DeltaNet in every layer but each full_attention_interval-th (default 4).
            a.attnOutputGate = true;
            a.sharedExpertIntermediate = r.count("shared_expert_intermediate_size", 0, kMaxDimension);
            a.sharedExpertGate = a.sharedExpertIntermediate > 0;
            a.linearKeyHeads = r.required("linear_num_key_heads", kMaxHeads);
            a.linearValueHeads = r.required("linear_num_value_heads", kMaxHeads);
            a.linearKeyHeadDim = r.required("linear_key_head_dim");
            a.linearValueHeadDim = r.required("linear_value_head_dim");
            a.linearConvKernel = r.optional("linear_conv_kernel_dim", 1024).value_or(4);
            const auto types = r.layerTypes(a.layers);
            a.linearLayers =
                types.given ? types.linear : layersOffInterval(a.layers, r.optional("full_attention_interval", kMaxLayers).value_or(4));
            // The released checkpoints carry one MTP layer (mtp.* tensors) that the config does not
            // name: vLLM's qwen3_next_mtp.py reads getattr(config, "num_nextn_predict_layers", 1).
            a.mtpLayers = int(r.count("num_nextn_predict_layers", 1, 64));
            if (!r.has("num_nextn_predict_layers"))
                assumptions << Text::tr("Qwen3-Next: one multi-token-prediction layer, as vLLM reads a config without "
                                        "num_nextn_predict_layers; counted apart from the total");
        }
    } else if (type == QLatin1String("qwen2_moe")) {
        readDecoder(r, a, false);
        a.qkvBias = true;
        readExperts(r, a, "num_experts", "num_experts_per_tok", "moe_intermediate_size");
        a.sharedExpertIntermediate = r.required("shared_expert_intermediate_size");
        a.sharedExpertGate = true;
        readQwenSparseLayers(r, a);
    } else if (is({"mixtral", "granitemoe"})) {
        readDecoder(r, a, false);
        readExperts(r, a, "num_local_experts", "num_experts_per_tok", "intermediate_size");
        if (type == QLatin1String("mixtral"))
            readWindow(r, a, a.layers);
        else
            a.fusedExperts = true; // GraniteMoeParallelExperts: one (experts, out, in) nn.Parameter
    } else if (is({"deepseek_v2", "deepseek_v3", "kimi_k2", "glm4_moe_lite"})) {
        readDecoder(r, a, false);
        readMla(r, a);
        readDeepSeekMoe(r, a);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        // DeepseekV3TopkRouter keeps e_score_correction_bias (the auxiliary-loss-free balancing of
        // DeepSeek-V3 §2.1.2); V2 has none.
        a.scoreCorrectionBias = a.isMoe() && type != QLatin1String("deepseek_v2");
        if (type == QLatin1String("glm4_moe_lite")) {
            // Glm4MoeLiteConfig (GLM-4.7-Flash): the first layer dense unless mlp_layer_types says
            // otherwise; its experts fused (experts.gate_up_proj), as transformers 5 builds every MoE.
            a.denseLayers =
                r.denseMlpLayers(a.layers).value_or(r.has("first_k_dense_replace") ? a.denseLayers : std::min<qint64>(1, a.layers));
            a.fusedExperts = a.isMoe();
        }
    } else if (type == QLatin1String("glm4_moe")) {
        readDecoder(r, a, false);
        a.qkvBias = r.flag("attention_bias", false); // Glm4MoeAttention: o_proj never has a bias
        if (r.flag("use_qk_norm", false))
            a.qkNorm = Architecture::QkNorm::PerHead;
        readDeepSeekMoe(r, a);
        a.scoreCorrectionBias = a.isMoe();
    } else if (type == QLatin1String("gpt_oss")) {
        // GptOssConfig: every layer MoE (intermediate_size is one expert's width), biases on the
        // attention, the router and the experts, a sink per head, sliding layers alternating with full.
        readDecoder(r, a, false);
        a.headDim = r.optional("head_dim").value_or(64);
        readExperts(r, a, r.has("num_local_experts") ? "num_local_experts" : "num_experts", "num_experts_per_tok", "intermediate_size");
        a.qkvBias = a.oBias = r.flag("attention_bias", true);
        a.attentionSinks = a.routerBias = a.expertBias = true;
        a.fusedExperts = true; // GptOssExperts: gate_up_proj and down_proj are (experts, …) nn.Parameter
        readWindow(r, a, a.layers - a.layers / 2, 128);
    } else if (is({"gemma", "gemma2", "gemma3_text"})) {
        const bool gemma3 = type == QLatin1String("gemma3_text");
        if (gemma3) {
            // Gemma3TextConfig defaults stand in for what a nested text_config leaves out.
            a.vocab = r.optional("vocab_size").value_or(262208);
            a.hidden = r.required("hidden_size");
            a.layers = r.required("num_hidden_layers", kMaxLayers);
            a.intermediate = r.required("intermediate_size");
            a.heads = r.optional("num_attention_heads", kMaxHeads).value_or(8);
            a.kvHeads = r.optional("num_key_value_heads", kMaxHeads).value_or(4);
            a.headDim = r.optional("head_dim").value_or(256);
            a.tiedEmbeddings = r.flag("tie_word_embeddings", true);
            a.maxPositions = r.optional("max_position_embeddings", kMaxPositions).value_or(131072);
            a.qkNorm = Architecture::QkNorm::PerHead;
            readWindow(r, a, layersOffInterval(a.layers, r.optional("sliding_window_pattern", kMaxLayers).value_or(6)), 4096);
        } else {
            readDecoder(r, a, true);
            if (type == QLatin1String("gemma2"))
                readWindow(r, a, a.layers / 2); // Gemma2: every other layer local
        }
        if (type != QLatin1String("gemma"))
            a.normsPerLayer = 4; // input, post-attention, pre- and post-feedforward norms
    } else if (type == QLatin1String("llama4_text")) {
        // Llama4TextConfig: dense layers intermediate_size_mlp wide; MoE layers (moe_layers, else every
        // interleave_moe_layer_step-th) with intermediate_size-wide experts and one shared expert;
        // chunked attention on the RoPE layers, full attention on every no_rope_layer_interval-th.
        readDecoder(r, a, false);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.moeIntermediate = a.intermediate;
        a.sharedExpertIntermediate = a.intermediate;
        a.intermediate = r.optional("intermediate_size_mlp").value_or(a.intermediate * 2);
        a.experts = int(r.required("num_local_experts", kMaxExperts));
        a.fusedExperts = true; // Llama4TextExperts: gate_up_proj and down_proj are (experts, …) nn.Parameter
        a.expertsPerToken = int(r.optional("num_experts_per_tok", kMaxExperts).value_or(1));
        const QList<qint64> moe = r.indices("moe_layers", a.layers);
        const qint64 step = r.optional("interleave_moe_layer_step", kMaxLayers).value_or(1);
        qint64 sparse = qint64(moe.size());
        if (!r.has("moe_layers"))
            for (qint64 i = step - 1; i < a.layers; i += step) // moe_layers' default: range(step - 1, layers, step)
                ++sparse;
        a.denseLayers = a.layers - sparse;
        const auto types = r.layerTypes(a.layers);
        a.window = r.optional("attention_chunk_size", kMaxPositions).value_or(8192);
        a.windowLayers =
            types.given ? types.window : layersOffInterval(a.layers, r.optional("no_rope_layer_interval", kMaxLayers).value_or(4));
    } else if (type == QLatin1String("phi3")) {
        readDecoder(r, a, false); // fused qkv_proj and gate_up_proj: the same weights as split ones
    } else if (type == QLatin1String("internlm3")) {
        readDecoder(r, a, false);
        a.qkvBias = r.flag("qkv_bias", false);
        a.oBias = a.mlpBias = r.flag("bias", false);
    } else if (is({"ernie4_5", "ernie4_5_moe"})) {
        readDecoder(r, a, true);
        a.headDim = r.optional("head_dim").value_or(128); // Ernie4_5Config.head_dim
        a.qkvBias = a.oBias = a.mlpBias = r.flag("use_bias", false);
        if (type == QLatin1String("ernie4_5_moe")) {
            // Ernie4_5_MoeDecoderLayer: MoE where (i + 1) % moe_layer_interval == 0 and
            // moe_layer_start_index <= i <= moe_layer_end_index; shared experts merged into one MLP.
            readExperts(r, a, "moe_num_experts", "moe_k", "moe_intermediate_size");
            a.sharedExpertIntermediate = r.count("moe_num_shared_experts", 0, kMaxExperts) * a.moeIntermediate;
            const qint64 start = r.count("moe_layer_start_index", 1);
            qint64 end = r.integer("moe_layer_end_index", -1, kMaxLayers).value_or(-1);
            if (end < 0)
                end = a.layers - 1;
            const qint64 interval = r.optional("moe_layer_interval", kMaxLayers).value_or(1);
            qint64 sparse = 0;
            for (qint64 i = 0; i < a.layers; ++i)
                if ((i + 1) % interval == 0 && i >= start && i <= end)
                    ++sparse;
            a.denseLayers = a.layers - sparse;
            a.scoreCorrectionBias = true;
            a.mtpLayers = int(r.count("num_nextn_predict_layers", 0, 64));
        }
    } else if (is({"hunyuan_v1_dense", "hunyuan_v1_moe", "hunyuan"})) {
        // "hunyuan" is the remote-code release of Hunyuan-A13B (configuration_hunyuan.py,
        // HunYuanMoEV1ForCausalLM): the same layers, with switches for what transformers always builds.
        const bool remote = type == QLatin1String("hunyuan");
        readDecoder(r, a, false);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        // query_layernorm and key_layernorm: always built by transformers, by use_qk_norm in the remote code.
        a.qkNorm = !remote || r.flag("use_qk_norm", false) ? Architecture::QkNorm::PerHead : Architecture::QkNorm::None;
        if (remote && r.flag("use_cla", false))
            assumptions << Text::tr("Hunyuan use_cla: layers that share their keys and values (cla_share_factor) are counted as if "
                                    "each had its own, so the k/v weights and the KV cache are overestimated");
        if (type == QLatin1String("hunyuan_v1_moe") || (remote && r.perLayer("num_experts", kMaxExperts).value_or(1) > 1)) {
            // HunYuanMoEV1Moe: experts in every layer and one shared MLP (the remote code's
            // use_mixed_mlp_moe). Hunyuan-A13B's config gives moe_intermediate_size and
            // num_shared_expert per layer; the remote code reads them.
            a.experts = int(r.perLayer("num_experts", kMaxExperts).value_or(1));
            a.expertsPerToken = int(r.perLayer("moe_topk", kMaxExperts).value_or(1));
            a.moeIntermediate = r.perLayer("moe_intermediate_size", kMaxDimension).value_or(a.intermediate);
            if (!remote || r.flag("use_mixed_mlp_moe", false))
                a.sharedExpertIntermediate = a.intermediate * r.perLayer("num_shared_expert", kMaxExperts).value_or(1);
            if (r.has("moe_intermediate_size") || r.has("num_shared_expert"))
                assumptions << Text::tr("Hunyuan MoE: expert and shared widths from the first layer's moe_intermediate_size and "
                                        "num_shared_expert, as the model's own code reads them (transformers uses intermediate_size)");
        }
    } else if (type == QLatin1String("olmo2")) {
        readDecoder(r, a, false);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.qkNorm = Architecture::QkNorm::Whole; // Olmo2Attention: q_norm and k_norm over the whole projection
    } else if (type == QLatin1String("exaone4")) {
        readDecoder(r, a, false);
        a.qkNorm = Architecture::QkNorm::PerHead;
        qint64 interval = 4; // Exaone4Config.sliding_window_pattern
        if (const Json *p = r.find("sliding_window_pattern"); p && p->is_number_integer())
            interval = std::clamp<qint64>(p->get<qint64>(), 1, kMaxLayers);
        readWindow(r, a, layersOffInterval(a.layers, interval));
    } else if (type == QLatin1String("exaone")) {
        // EXAONE 3.x remote code (configuration_exaone.py): num_layers, intermediate 4 × hidden by default, tied.
        a.vocab = r.required("vocab_size");
        a.hidden = r.required("hidden_size");
        a.layers = r.firstOf({"num_layers", "num_hidden_layers"}, kMaxLayers);
        a.intermediate = r.optional("intermediate_size").value_or(4 * a.hidden);
        a.heads = r.required("num_attention_heads", kMaxHeads);
        a.kvHeads = r.optional("num_key_value_heads", kMaxHeads).value_or(a.heads);
        a.headDim = r.optional("head_dim").value_or(0);
        a.tiedEmbeddings = r.flag("tie_word_embeddings", true);
        a.maxPositions = r.optional("max_position_embeddings", kMaxPositions).value_or(0);
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
        // An unfamiliar type with the standard decoder keys: read as a Llama-style decoder, saying so.
        const char *standard[] = {"vocab_size", "hidden_size", "num_hidden_layers", "intermediate_size", "num_attention_heads"};
        QStringList missing;
        for (const char *k : standard)
            if (!r.has(k))
                missing << QString::fromLatin1(k);
        if (!missing.isEmpty())
            return FieldError{QStringLiteral("model_type"),
                              Text::tr("'%1' is not a known model type and the config lacks the standard decoder keys %2; known types: %3")
                                  .arg(type, missing.join(QStringLiteral(", ")), supportedModelTypes().join(QStringLiteral(", ")))};
        readDecoder(r, a, false);
        a.qkvBias = a.oBias = r.flag("attention_bias", false);
        a.mlpBias = r.flag("mlp_bias", false);
        assumptions << Text::tr("model_type '%1' is not one this tool knows: estimated as a Llama-style decoder (gated MLP, RMSNorm, "
                                "no biases unless attention_bias or mlp_bias say so, %2 embeddings)")
                           .arg(type, a.tiedEmbeddings ? Text::tr("tied") : Text::tr("untied"));
        for (const char *count : {"num_experts", "num_local_experts", "n_routed_experts"})
            if (r.has(count) && r.has("num_experts_per_tok")) {
                readExperts(r, a, count, "num_experts_per_tok",
                            r.has("moe_intermediate_size") ? "moe_intermediate_size" : "intermediate_size");
                assumptions << Text::tr("its %1 experts are taken as routed in every layer, with no shared expert").arg(a.experts);
                break;
            }
        if (r.has("sliding_window")) {
            readWindow(r, a, a.layers);
            if (a.windowLayers > 0)
                assumptions
                    << Text::tr("sliding_window %1 is taken to apply to %2 of %3 layers").arg(a.window).arg(a.windowLayers).arg(a.layers);
        }
    }
    return r.error();
}

// Wrappers whose config nests the language model (text_config) beside a vision tower.
struct Wrapper {
    const char *type;
    const char *textType; // the text model's type when text_config names none
    bool textAtTopLevel;  // the text fields may sit at the top level instead (Qwen2.5-VL)
};
constexpr Wrapper kWrappers[] = {{"gemma3", "gemma3_text", false},    {"llama4", "llama4_text", false},
                                 {"mistral3", "mistral", false},      {"qwen2_5_vl", "qwen2_5_vl_text", true},
                                 {"qwen2_vl", "qwen2_vl_text", true}, {"qwen3_vl", "qwen3_vl_text", false}};

const Wrapper *wrapperOf(const QString &type)
{
    for (const Wrapper &w : kWrappers)
        if (type == QLatin1String(w.type))
            return &w;
    return nullptr;
}

Expected<HfConfig> readConfig(const Json &config)
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

    HfConfig out;
    Architecture &a = out.arch;
    ConfigReader top(config, type);
    if (const Wrapper *w = wrapperOf(type)) {
        const Json *text = top.find("text_config");
        if (text && !text->is_object())
            return SpecError{QStringLiteral("text_config"), Text::tr("must be an object")};
        if (!text && !w->textAtTopLevel)
            return SpecError{QStringLiteral("text_config"), Text::tr("missing (required for model_type %1)").arg(type)};
        const Json &textJson = text ? *text : config;
        QString textType = QString::fromLatin1(w->textType);
        if (text && text->contains("model_type") && (*text)["model_type"].is_string())
            textType = QString::fromStdString((*text)["model_type"].get<std::string>());
        if (textType == QLatin1String("qwen3_vl_moe_text"))
            textType = QStringLiteral("qwen3_moe");
        ConfigReader r(textJson, textType, text ? QStringLiteral("text_config") : QString());
        if (const auto e = readLanguageModel(r, a, out.assumptions))
            return *e;
        a.modelType = type;
        if (const Json *vision = top.find("vision_config"); vision && vision->is_object() && a.hidden > 0) {
            ConfigReader v(*vision, type, QStringLiteral("vision_config"));
            if (type == QLatin1String("gemma3"))
                a.visionParams = siglipVisionParams(v, top, a.hidden, a);
            else if (type == QLatin1String("llama4"))
                a.visionParams = llama4VisionParams(v, a.hidden, a);
            else if (type == QLatin1String("mistral3"))
                a.visionParams = pixtralVisionParams(v, top, a.hidden, a);
            else
                a.visionParams = qwenVisionParams(v, type == QLatin1String("qwen3_vl"), a.hidden, a);
            if (const auto e = v.error())
                return *e;
            if (const auto e = top.error())
                return *e;
        }
    } else if (const auto e = readLanguageModel(top, a, out.assumptions)) {
        return *e;
    }
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
    if (a.linearLayers > 0 && (a.linearKeyHeads <= 0 || a.linearValueHeads <= 0 || a.linearKeyHeadDim <= 0 || a.linearValueHeadDim <= 0))
        return SpecError{QStringLiteral("layer_types"),
                         Text::tr("names linear_attention layers but the config gives no linear-attention sizes")};
    if (a.windowLayers > a.layers || a.linearLayers + a.windowLayers > a.layers)
        return SpecError{QStringLiteral("layer_types"), Text::tr("names more windowed and linear layers than the model has")};
    if (const auto e = checkArchitectureSize(a))
        return *e;
    // The checkpoint's weight format: at the top, or with the language model of a wrapper.
    const Json *quant = top.find("quantization_config");
    if (!quant)
        if (const Json *text = top.find("text_config"); text && text->is_object() && text->contains("quantization_config"))
            quant = &(*text)["quantization_config"];
    if (quant) {
        if (!quant->is_object())
            return SpecError{QStringLiteral("quantization_config"), Text::tr("must be an object")};
        out.checkpoint = quantisationFromHfConfig(*quant, out.assumptions);
    }
    return out;
}

} // namespace

QStringList supportedModelTypes()
{
    QStringList types;
    for (const char *t :
         {"llama",     "mistral",     "ministral",    "ministral3",       "mixtral",        "qwen2",         "qwen2_moe", "qwen3",
          "qwen3_moe", "qwen3_next",  "deepseek_v2",  "deepseek_v3",      "kimi_k2",        "gpt_oss",       "gemma",     "gemma2",
          "gemma3",    "gemma3_text", "llama4",       "llama4_text",      "glm4_moe",       "glm4_moe_lite", "phi3",      "internlm3",
          "minicpm",   "ernie4_5",    "ernie4_5_moe", "hunyuan_v1_dense", "hunyuan_v1_moe", "hunyuan",       "olmo2",     "exaone",
          "exaone4",   "granite",     "granitemoe",   "baichuan",         "chatglm",        "bert",          "falcon",    "gpt_bigcode",
          "mistral3",  "qwen2_vl",    "qwen2_5_vl",   "qwen3_vl"})
        types << QString::fromLatin1(t);
    return types;
}

Expected<HfConfig> readHfConfig(const nlohmann::json &config)
{
    return readConfig(config);
}

Expected<ModelSpec> modelFromConfigText(const QByteArray &text, const QString &displayPath)
{
    const auto parsed = json::parse(text);
    if (const auto *err = std::get_if<QString>(&parsed))
        return SpecError{displayPath, Text::tr("not valid JSON (%1)").arg(*err)};
    const auto read = readConfig(std::get<nlohmann::json>(parsed));
    if (const auto *err = std::get_if<SpecError>(&read))
        return SpecError{displayPath, err->message()};
    const HfConfig &config = std::get<HfConfig>(read);
    ModelSpec m;
    m.arch = config.arch;
    m.checkpoint = config.checkpoint;
    m.assumptions = config.assumptions;
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

namespace {
// The layer a tensor belongs to ("model.layers.61.mlp..." → 61); -1 for any other tensor.
qint64 layerOf(const std::string &name)
{
    static const std::string prefix = "model.layers.";
    if (!name.starts_with(prefix))
        return -1;
    qint64 layer = 0;
    std::size_t i = prefix.size();
    for (; i < name.size() && name[i] >= '0' && name[i] <= '9' && layer < kMaxLayers * 16; ++i)
        layer = layer * 10 + (name[i] - '0');
    return i > prefix.size() && i < name.size() && name[i] == '.' ? layer : -1;
}
} // namespace

Expected<CheckpointFiles> checkpointFilesFromIndex(const QByteArray &text, const QString &displayPath, qint64 layers)
{
    const auto parsed = json::parse(text);
    if (const auto *err = std::get_if<QString>(&parsed))
        return SpecError{displayPath, Text::tr("not valid JSON (%1)").arg(*err)};
    const Json &index = std::get<Json>(parsed);
    const Json *total =
        index.is_object() && index.contains("metadata") && index["metadata"].is_object() ? &index["metadata"]["total_size"] : nullptr;
    const auto bytes = total ? json::wholeNumber(*total, 1, qint64(1) << 50) : std::nullopt;
    if (!bytes)
        return SpecError{displayPath, Text::tr("metadata.total_size: must be the checkpoint's size in bytes")};
    if (!index.contains("weight_map") || !index["weight_map"].is_object())
        return SpecError{displayPath, Text::tr("weight_map: must map each tensor to its file")};
    CheckpointFiles f;
    f.indexPath = displayPath;
    f.totalBytes = *bytes;
    QSet<std::string> shards;
    for (const auto &[name, file] : index["weight_map"].items()) {
        if (!file.is_string())
            return SpecError{displayPath, Text::tr("weight_map.%1: must name a file").arg(QString::fromStdString(name))};
        ++f.tensors;
        shards.insert(file.get<std::string>());
        if (name.ends_with("_scale_inv") || name.ends_with("_scales") || name.ends_with(".scales") || name.ends_with(".weight_scale"))
            ++f.scaleTensors;
        // Past the stack: model.layers.<num_hidden_layers and up> (DeepSeek-V3, GLM-4.5) or mtp.* (Qwen3-Next).
        if (name.starts_with("mtp.") || name.starts_with("model.mtp.") || layerOf(name) >= layers)
            ++f.mtpTensors;
        if (name.find("visual.") != std::string::npos || name.find("vision_tower") != std::string::npos ||
            name.find("vision_model") != std::string::npos)
            ++f.visionTensors;
    }
    f.shards = shards.size();
    return f;
}

Expected<ModelSpec> modelFromConfigFile(const QString &path)
{
    // A model folder stands for its config.json (the window takes a dropped folder, --config one).
    QString configPath = path;
    if (pathKind(path) == PathKind::Folder) {
        configPath = QDir(path).filePath(QStringLiteral("config.json"));
        if (pathKind(configPath) == PathKind::Missing)
            return SpecError{path, Text::tr("is a folder without a config.json")};
    }
    // A config.json is a few kB; the cap refuses anything absurd while reading it.
    auto text = readInputFile(configPath, limits::kConfigBytes);
    if (const auto *e = std::get_if<FieldError>(&text))
        return *e;
    auto model = modelFromConfigText(std::get<QByteArray>(text), configPath);
    auto *m = std::get_if<ModelSpec>(&model);
    if (!m)
        return model;
    const QString indexPath = QFileInfo(configPath).dir().filePath(QStringLiteral("model.safetensors.index.json"));
    if (pathKind(indexPath) != PathKind::Missing) {
        auto index = readInputFile(indexPath, limits::kSafetensorsIndexBytes);
        if (const auto *e = std::get_if<FieldError>(&index))
            return *e;
        auto files = checkpointFilesFromIndex(std::get<QByteArray>(index), indexPath, m->arch.layers);
        if (const auto *e = std::get_if<SpecError>(&files))
            return *e;
        m->files = std::get<CheckpointFiles>(files);
    }
    return model;
}

} // namespace ga
