#pragma once

#include <QList>
#include <QString>

#include "base/fielderror.h"

#include <optional>

namespace ga {

// A transformer's shape, as in its Hugging Face config.json. Sizes are element counts.
struct Architecture {
    enum class Mlp { Gated, Plain }; // gated = SwiGLU/GeGLU (gate, up, down); plain = up, down (GELU)
    enum class Norm { Rms, Layer };  // RMSNorm (weight) or LayerNorm (weight + bias)

    QString modelType;
    qint64 vocab = 0;
    qint64 hidden = 0;
    qint64 layers = 0;
    qint64 intermediate = 0;
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
    int experts = 0; // routed experts per MoE layer (0 = dense)
    int expertsPerToken = 0;
    qint64 moeIntermediate = 0; // size of one routed expert's MLP
    qint64 sharedExpertIntermediate = 0;
    qint64 maxPositions = 0;
    bool dropout = false; // dropout active in training (BERT, GPT-2 style)

    bool isMoe() const { return experts > 0; }
    qint64 qDim() const { return heads * headDim; }
    qint64 kvDim() const { return kvHeads * headDim; }
    // MLP intermediate width seen by one token: the routed experts it visits plus the shared expert.
    qint64 activeIntermediate() const;

    bool operator==(const Architecture &) const = default;
};

// Tensor parallelism over `n` GPUs splits every layer's heads and MLP columns across them, so
// the engines require n to divide them (vLLM: the attention layers assert
// total_num_heads % tp_size == 0 and, for grouped-query attention, kv_heads % tp or tp % kv_heads
// == 0, replicating a KV head over several ranks; ColumnParallelLinear's ensure_divisibility for
// the MLP and each expert's MLP; github.com/vllm-project/vllm at e06c9ba,
// vllm/model_executor/models/llama.py (LlamaAttention), layers/linear.py, layers/fused_moe). The vocabulary is padded to a multiple of 64 per rank
// (VocabParallelEmbedding) and the number of experts is not split by tensor parallelism, so
// neither limits n. Empty = n works; otherwise one reason per rule that fails.
QStringList tensorParallelProblems(const Architecture &a, qint64 n);
// The valid sizes nearest `n` from below and above (one of them may be missing).
QList<qint64> nearestTensorParallelSizes(const Architecture &a, qint64 n);

// One weight matrix of a decoder block (for LoRA and NF4 accounting).
struct LinearShape {
    QString name; // q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj
    qint64 in = 0;
    qint64 out = 0;
    qint64 copies = 1; // experts
};

// Parameter counts by where they live (the formula is documented in modelspec.cpp).
struct ParamBreakdown {
    qint64 embedding = 0;   // token (+ position, type) embeddings and their norm
    qint64 lmHead = 0;      // 0 when tied to the embedding
    qint64 blockLinear = 0; // all decoder-block weight matrices, all layers (quantised by QLoRA)
    qint64 blockOther = 0;  // biases, norms, routers of all layers, final norm, pooler
    qint64 total() const { return embedding + lmHead + blockLinear + blockOther; }
};

QList<LinearShape> blockLinears(const Architecture &a);
ParamBreakdown parameterBreakdown(const Architecture &a);
qint64 parameterCount(const Architecture &a);

enum class ModelOrigin { Preset, Config, Params };
QString toId(ModelOrigin o);

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

} // namespace ga
