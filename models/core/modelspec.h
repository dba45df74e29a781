#pragma once

#include <QList>
#include <QString>

#include "base/fielderror.h"

#include <optional>

namespace ga {

// A transformer's shape, as in its Hugging Face config.json. Sizes are element counts. Layers may
// differ: an MoE model can keep dense MLPs in some layers, some layers attend to a bounded span
// (sliding window or chunk) and some replace softmax attention with a linear-attention state. The
// counts of each kind are enough for the parameter count, the caches and the activations.
struct Architecture {
    enum class Mlp { Gated, Plain }; // gated = SwiGLU/GeGLU (gate, up, down); plain = up, down (GELU)
    enum class Norm { Rms, Layer };  // RMSNorm (weight) or LayerNorm (weight + bias)
    enum class QkNorm {
        None,
        PerHead,
        Whole
    }; // RMSNorm on queries and keys: per head (Qwen3, Gemma 3) or over the whole projection (OLMo 2)

    QString modelType;
    qint64 vocab = 0;
    qint64 hidden = 0;
    qint64 layers = 0;
    qint64 intermediate = 0; // a dense layer's MLP width
    qint64 heads = 0;
    qint64 kvHeads = 0;
    qint64 headDim = 0;
    bool tiedEmbeddings = false;
    Mlp mlp = Mlp::Gated;
    bool qkvBias = false;
    bool oBias = false;
    bool mlpBias = false;
    Norm norm = Norm::Rms;
    int normsPerLayer = 2;
    bool finalNorm = true;
    bool embeddingNorm = false;
    qint64 learnedPositions = 0;
    qint64 typeVocab = 0;
    bool pooler = false;
    QkNorm qkNorm = QkNorm::None;
    bool attnOutputGate = false; // q_proj also yields a sigmoid gate on the attention output (Qwen3-Next): twice as wide
    bool attentionSinks = false; // one learned sink logit per head and layer (gpt-oss)
    int experts = 0;             // routed experts per MoE layer (0 = dense)
    int expertsPerToken = 0;
    qint64 moeIntermediate = 0; // size of one routed expert's MLP
    qint64 sharedExpertIntermediate = 0;
    bool sharedExpertGate = false; // a sigmoid gate (1 × hidden) on the shared expert (Qwen2-MoE, Qwen3-Next)
    bool routerBias = false;       // the router has a bias (gpt-oss)
    bool expertBias = false;       // each expert's gate/up and down have biases (gpt-oss)
    // The routed experts are 3-D nn.Parameter tensors, not nn.Linear modules (transformers'
    // GptOssExperts, Llama4TextExperts, GraniteMoeParallelExperts): PEFT's LoRA target_modules and
    // "all-linear" cannot reach them (huggingface/transformers#36518), nor bitsandbytes' Linear4bit.
    bool fusedExperts = false;
    bool scoreCorrectionBias = false; // e_score_correction_bias, one per expert and MoE layer (DeepSeek-V3, GLM-4.5, ERNIE 4.5)
    qint64 denseLayers = 0;           // layers of an MoE model whose MLP is dense, `intermediate` wide
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi-K2) when kvLoraRank > 0: keys and values come
    // from a compressed latent of kvLoraRank, which is what the cache holds (with the rope part).
    qint64 qLoraRank = 0; // 0 = a plain q_proj
    qint64 kvLoraRank = 0;
    qint64 qkNopeHeadDim = 0;
    qint64 qkRopeHeadDim = 0;
    qint64 vHeadDim = 0;
    // Layers whose attention spans at most `window` tokens: a sliding window (Mistral, Gemma 2/3,
    // gpt-oss) or chunked attention (Llama 4). Their cache holds at most the window.
    qint64 windowLayers = 0;
    qint64 window = 0;
    // Linear-attention layers (Gated DeltaNet, Qwen3-Next): a fixed-size state replaces the KV cache.
    qint64 linearLayers = 0;
    qint64 linearKeyHeads = 0;
    qint64 linearValueHeads = 0;
    qint64 linearKeyHeadDim = 0;
    qint64 linearValueHeadDim = 0;
    qint64 linearConvKernel = 0;
    int mtpLayers = 0;       // multi-token-prediction layers (num_nextn_predict_layers): counted apart, not in the total
    qint64 visionParams = 0; // a vision-language model's vision encoder and projector, counted in the total
    // What an image costs a vision-language model (imageCost): how its processor cuts an image into
    // patches for the tower and tokens for the language model, and the tower's blocks.
    enum class Images {
        None,
        Resized, // any size, rounded to patch × merge (Qwen2-VL smart_resize): merge² patches per token
        Rows,    // any size up to `visionImage` on the long edge, merge² patches per token, a break per row (Pixtral)
        Fixed,   // resized to `visionImage`; `visionTokens` per image (Gemma 3's SigLIP)
        Tiles    // tiles of `visionImage`, plus an overview tile; `visionTokens` per tile (Llama 4)
    };
    Images visionImages = Images::None;
    qint64 visionLayers = 0;
    qint64 visionHidden = 0;
    qint64 visionIntermediate = 0;
    bool visionGatedMlp = false;
    qint64 visionPatch = 0;
    qint64 visionMerge = 1; // patches merged per side into one language-model token
    qint64 visionImage = 0; // Fixed: the input size; Tiles: the tile size; Rows: the longest edge (pixels)
    qint64 visionTokens = 0;
    qint64 maxPositions = 0;
    bool dropout = false; // dropout active in training (BERT, GPT-2 style)

    bool isMoe() const { return experts > 0; }
    // Expert parallelism places whole experts: the routed experts must split evenly over the ranks.
    bool splitsExpertsOver(int ranks) const { return ranks > 0 && experts % ranks == 0; }
    bool isMla() const { return kvLoraRank > 0; }
    bool takesImages() const { return visionImages != Images::None && visionLayers > 0 && visionHidden > 0 && visionPatch > 0; }
    qint64 moeLayers() const { return isMoe() ? layers - denseLayers : 0; }
    qint64 softmaxLayers() const { return layers - linearLayers; } // layers with softmax attention (and a KV cache)
    // Widths of one softmax-attention layer: queries, keys, values (all heads) and the output's input.
    qint64 qDim() const { return heads * (isMla() ? qkNopeHeadDim + qkRopeHeadDim : headDim); }
    qint64 kDim() const { return isMla() ? qDim() : kvHeads * headDim; }
    qint64 vDim() const { return isMla() ? heads * vHeadDim : kvHeads * headDim; }
    qint64 kvDim() const { return kDim(); }
    qint64 attnOutDim() const { return isMla() ? heads * vHeadDim : heads * headDim; }
    // Linear attention: keys (and queries) and values of all heads.
    qint64 linearKeyDim() const { return linearKeyHeads * linearKeyHeadDim; }
    qint64 linearValueDim() const { return linearValueHeads * linearValueHeadDim; }
    // Gated DeltaNet's state of one layer and sequence, whatever its length: a convolution over
    // (2·key + value) channels × kernel and a recurrent state of value heads × key head_dim × value
    // head_dim (transformers Qwen3NextDynamicCache; vLLM MambaSpec).
    double linearConvElements() const { return double(2 * linearKeyDim() + linearValueDim()) * double(linearConvKernel); }
    double linearRecurrentElements() const { return double(linearValueHeads) * double(linearKeyHeadDim) * double(linearValueHeadDim); }
    // MLP width seen by one token of an MoE layer: the routed experts it visits plus the shared expert.
    qint64 activeIntermediate() const;
    // The MLP width one token sees, averaged over the layers (dense and MoE alike).
    double meanActiveIntermediate() const;

    bool operator==(const Architecture &) const = default;
};

// Tensor parallelism over `n` GPUs splits every layer's heads and MLP columns across them, so
// the engines require n to divide them (vLLM: the attention layers assert
// total_num_heads % tp_size == 0 and, for grouped-query attention, kv_heads % tp or tp % kv_heads
// == 0, replicating a KV head over several ranks; ColumnParallelLinear's ensure_divisibility for
// the MLP and each expert's MLP; github.com/vllm-project/vllm at e06c9ba,
// vllm/model_executor/models/llama.py (LlamaAttention), layers/linear.py, layers/fused_moe). The vocabulary is padded to a multiple of 64 per rank
// (VocabParallelEmbedding) and the number of experts is not split by tensor parallelism, so
// neither limits n. With expert parallelism whole experts go to the ranks, so each expert's MLP
// need not split. Empty = n works; otherwise one reason per rule that fails.
QStringList tensorParallelProblems(const Architecture &a, qint64 n, bool expertParallel = false);
// The valid sizes nearest `n` from below and above (one of them may be missing).
QList<qint64> nearestTensorParallelSizes(const Architecture &a, qint64 n, bool expertParallel = false);

// One weight matrix of the decoder blocks (for LoRA and NF4 accounting), with the layers that hold it.
struct LinearShape {
    // Which LoRA target sets take it: the attention projections PEFT's names select (q_proj and
    // v_proj for QV; q, k, v, o for attention) or only "all linear".
    enum class Role { Query, Key, Value, Output, Other };
    QString name; // q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, q_a_proj, in_proj_qkvz...
    qint64 in = 0;
    qint64 out = 0;
    qint64 copies = 1; // experts
    qint64 layers = 0; // layers that hold it
    Role role = Role::Other;
    qint64 elements() const { return in * out * copies * layers; }
};

// Parameter counts by where they live (the formula is documented in modelspec.cpp).
struct ParamBreakdown {
    qint64 embedding = 0;   // token (+ position, type) embeddings and their norm
    qint64 lmHead = 0;      // 0 when tied to the embedding
    qint64 blockLinear = 0; // all decoder-block weight matrices, all layers (quantised by QLoRA)
    qint64 blockOther = 0;  // biases, norms, routers of all layers, final norm, pooler
    qint64 vision = 0;      // vision encoder and projector
    qint64 total() const { return embedding + lmHead + blockLinear + blockOther + vision; }
};

QList<LinearShape> blockLinears(const Architecture &a);
ParamBreakdown parameterBreakdown(const Architecture &a);
qint64 parameterCount(const Architecture &a);
// Parameters one token uses: the total less the routed experts it does not visit (all of them for
// a dense model). Embeddings included, as Qwen and DeepSeek publish it.
qint64 activeParameterCount(const Architecture &a);
// All routed experts' parameters (what an experts-only format such as MXFP4 quantises).
qint64 routedExpertParameterCount(const Architecture &a);
// The multi-token-prediction layers' own parameters (DeepSeek-V3 §2.2: an embedding-and-hidden
// projection, two norms and one decoder layer each; the embedding and output head are shared).
qint64 mtpParameterCount(const Architecture &a);

// One image of `pixels` × `pixels` as the model's processor prepares it: the patches its vision
// tower runs over and the tokens it takes in the language model's sequence. Zero for a model
// without a vision tower.
struct ImageCost {
    qint64 patches = 0;
    qint64 tokens = 0;
};
ImageCost imageCost(const Architecture &a, qint64 pixels);
// Elements one patch holds live in one vision block's forward: the residual stream, q, k, v, the
// attention output and the MLP's hidden activations (three of them gated, two plain).
qint64 visionElementsPerPatch(const Architecture &a);

enum class ModelOrigin { Preset, Config, Params };
QString toId(ModelOrigin o);

// How a checkpoint stores its weights (config.json's quantization_config, as transformers'
// quantizers read it). The blocks' linear weights take bitsPerWeight() (scales and zero points
// included); what the method leaves out stays 16-bit.
struct Quantisation {
    QString method;           // "" = 16-bit weights; fp8, mxfp4, awq, gptq, compressed-tensors, bitsandbytes
    int bits = 16;            // bits of one quantised value
    qint64 groupSize = 0;     // weights sharing one scale (an FP8 block's rows × columns); 0 = per tensor or channel
    bool zeroPoint = false;   // a packed zero point per group (AWQ, GPTQ)
    bool expertsOnly = false; // only the routed experts are quantised (gpt-oss MXFP4)

    bool isQuantised() const { return !method.isEmpty(); }
    double bitsPerWeight() const;
    QString basis() const; // "FP8 weights with one fp32 scale per 16,384 weights"
    bool operator==(const Quantisation &) const = default;
};

// What a checkpoint's model.safetensors.index.json says of its files: the exact bytes they hold
// (metadata.total_size) and the tensors they name, by kind.
struct CheckpointFiles {
    QString indexPath;
    qint64 totalBytes = 0;
    qint64 tensors = 0;
    qint64 shards = 0;
    qint64 scaleTensors = 0; // FP8 weight_scale_inv, MXFP4/AWQ/GPTQ scales
    qint64 mtpTensors = 0;   // multi-token-prediction layers (layers past num_hidden_layers, mtp.*)
    qint64 visionTensors = 0;
    bool isKnown() const { return totalBytes > 0; }
    bool operator==(const CheckpointFiles &) const = default;
};

struct ModelSpec {
    QString id; // preset id, config file name, or the parameter string
    QString name;
    ModelOrigin origin = ModelOrigin::Preset;
    QString hfRepo;
    QString source; // where the architecture comes from
    QString asOf;
    QString configPath; // for ModelOrigin::Config
    Architecture arch;
    qint64 params = 0;     // exact count (from the architecture, or as given with --params)
    bool inferred = false; // architecture inferred from a parameter count
    std::optional<qint64> publishedParams;
    QString publishedParamsSource;
    QString notes;
    QStringList assumptions; // what a reader of an unfamiliar config assumed (shown as a warning)
    Quantisation checkpoint; // the format the checkpoint's weights are stored in
    CheckpointFiles files;   // the checkpoint's own account of its size, when its index is at hand

    // Parameters one token uses (the count for a dense model).
    qint64 activeParams() const;
    // What a reader calls the model: its name, else its id (a config file or a parameter count).
    QString displayName() const { return name.isEmpty() ? id : name; }

    bool operator==(const ModelSpec &) const = default;
};

using SpecError = FieldError;

// Limits on every size a config or a saved architecture may state, checked by the readers on the
// JSON value before it becomes an integer: a dimension above 2^24 (16.7 million) is no real
// transformer, and with every size under that, products such as 4 * hidden cannot overflow.
namespace archlimits {
inline constexpr qint64 kMaxDimension = qint64(1) << 24;
inline constexpr qint64 kMaxLayers = 4096;
inline constexpr qint64 kMaxHeads = 65536;
inline constexpr qint64 kMaxExperts = 65536;
inline constexpr qint64 kMaxPositions = (qint64(1) << 31) - 1;
} // namespace archlimits

// Untrusted shapes (config.json, scenario files) must pass this before they are counted exactly:
// no dimension over kMaxDimension and at most 100 trillion parameters.
std::optional<SpecError> checkArchitectureSize(const Architecture &a);

// "7B", "7.6e9", "350M", "1.5T", "8030261248" -> parameter count.
Expected<qint64> parseParamCount(const QString &text);
// A Llama-style architecture of about `params` parameters (marked inferred; `params` kept exact).
ModelSpec modelFromParamCount(qint64 params, const QString &text);

QString formatParams(qint64 params); // "8.03 B"
// What a reader checks against a model card beside the total: "3.35 B active per token · 11.61 B
// in 1 multi-token-prediction layer, not in the total · 0.68 B vision tower" and the attention
// variants (latent, windowed, linear layers).
QString modelDetails(const ModelSpec &m);

} // namespace ga
