// Our own architecture JSON (presets and saved scenarios) and the bundled model presets.
#include "data/presets.h"

#include "base/jsonutil.h"
#include "data/bundledresource.h"
#include "data/hfconfig.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <variant>

namespace ga {

namespace {

// Translation context of the model readers (lupdate reads the macro); shared with core/modelspec.
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ModelSpec)
};

using namespace archlimits;

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
        {"attn_output_gate", &Architecture::attnOutputGate},
        {"attention_sinks", &Architecture::attentionSinks},
        {"shared_expert_gate", &Architecture::sharedExpertGate},
        {"router_bias", &Architecture::routerBias},
        {"expert_bias", &Architecture::expertBias},
        {"fused_experts", &Architecture::fusedExperts},
        {"score_correction_bias", &Architecture::scoreCorrectionBias},
        {"dense_layers", &Architecture::denseLayers, 0, kMaxLayers},
        {"q_lora_rank", &Architecture::qLoraRank, 0, kMaxDimension},
        {"kv_lora_rank", &Architecture::kvLoraRank, 0, kMaxDimension},
        {"qk_nope_head_dim", &Architecture::qkNopeHeadDim, 0, kMaxDimension},
        {"qk_rope_head_dim", &Architecture::qkRopeHeadDim, 0, kMaxDimension},
        {"v_head_dim", &Architecture::vHeadDim, 0, kMaxDimension},
        {"window_layers", &Architecture::windowLayers, 0, kMaxLayers},
        {"window", &Architecture::window, 0, kMaxPositions},
        {"linear_layers", &Architecture::linearLayers, 0, kMaxLayers},
        {"linear_num_key_heads", &Architecture::linearKeyHeads, 0, kMaxHeads},
        {"linear_num_value_heads", &Architecture::linearValueHeads, 0, kMaxHeads},
        {"linear_key_head_dim", &Architecture::linearKeyHeadDim, 0, kMaxDimension},
        {"linear_value_head_dim", &Architecture::linearValueHeadDim, 0, kMaxDimension},
        {"linear_conv_kernel_dim", &Architecture::linearConvKernel, 0, 1024},
        {"mtp_layers", &Architecture::mtpLayers, 0, 64},
        {"vision_params", &Architecture::visionParams, 0, qint64(1e13)},
        {"vision_layers", &Architecture::visionLayers, 0, kMaxLayers},
        {"vision_hidden_size", &Architecture::visionHidden, 0, kMaxDimension},
        {"vision_intermediate_size", &Architecture::visionIntermediate, 0, kMaxDimension},
        {"vision_gated_mlp", &Architecture::visionGatedMlp},
        {"vision_patch_size", &Architecture::visionPatch, 0, 1024},
        {"vision_merge_size", &Architecture::visionMerge, 1, 16},
        {"vision_image_size", &Architecture::visionImage, 0, 65536},
        {"vision_tokens", &Architecture::visionTokens, 0, 1 << 20},
    };
    return f;
}

// How each Architecture::Images is written ("vision_images").
constexpr std::pair<Architecture::Images, const char *> kVisionImages[] = {{Architecture::Images::None, "none"},
                                                                           {Architecture::Images::Resized, "resized"},
                                                                           {Architecture::Images::Rows, "rows"},
                                                                           {Architecture::Images::Fixed, "fixed"},
                                                                           {Architecture::Images::Tiles, "tiles"}};

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
        const std::optional<qint64> v =
            f.required ? std::optional<qint64>(r.requiredInteger(f.key, f.min, f.max)) : r.integer(f.key, f.min, f.max);
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
    const QString qkNorm = r.string("qk_norm", QStringLiteral("none"));
    if (qkNorm != QLatin1String("none") && qkNorm != QLatin1String("per_head") && qkNorm != QLatin1String("whole"))
        r.fail(QStringLiteral("qk_norm"), Text::tr("must be \"none\", \"per_head\" or \"whole\""));
    a.qkNorm = qkNorm == QLatin1String("per_head") ? Architecture::QkNorm::PerHead
        : qkNorm == QLatin1String("whole")         ? Architecture::QkNorm::Whole
                                                   : Architecture::QkNorm::None;
    const QString images = r.string("vision_images", QStringLiteral("none"));
    const auto imagesIt = std::find_if(std::begin(kVisionImages), std::end(kVisionImages),
                                       [&images](const auto &e) { return images == QLatin1String(e.second); });
    if (imagesIt == std::end(kVisionImages))
        r.fail(QStringLiteral("vision_images"), Text::tr("must be \"none\", \"resized\", \"rows\", \"fixed\" or \"tiles\""));
    else
        a.visionImages = imagesIt->first;
    // Files written before the gate had its own key meant it whenever a shared expert existed (Qwen2-MoE).
    if (!r.has("shared_expert_gate"))
        a.sharedExpertGate = a.sharedExpertIntermediate > 0;
    if (r.error())
        return *r.error();
    if (a.denseLayers > a.layers || a.windowLayers > a.layers || a.linearLayers + a.windowLayers > a.layers)
        return SpecError{QStringLiteral("dense_layers"), Text::tr("dense, windowed and linear layers must not outnumber the layers")};
    if (a.isMoe() && a.moeIntermediate == 0)
        a.moeIntermediate = a.intermediate; // Mixtral's intermediate_size is the expert size
    if (a.heads % a.kvHeads != 0)
        return SpecError{QStringLiteral("num_key_value_heads"), Text::tr("must divide num_attention_heads")};
    if (a.isMoe() && (a.expertsPerToken <= 0 || a.expertsPerToken > a.experts))
        return SpecError{QStringLiteral("num_experts_per_tok"), Text::tr("must be between 1 and num_local_experts")};
    if (const auto e = checkArchitectureSize(a))
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
    j["qk_norm"] = a.qkNorm == Architecture::QkNorm::PerHead ? "per_head" : a.qkNorm == Architecture::QkNorm::Whole ? "whole" : "none";
    for (const auto &[images, id] : kVisionImages)
        if (images == a.visionImages)
            j["vision_images"] = id;
    return j;
}

nlohmann::ordered_json quantisationToHfConfig(const Quantisation &q)
{
    // In the form transformers writes, so that quantisationFromHfConfig reads it back unchanged.
    nlohmann::ordered_json j;
    j["quant_method"] = q.method.toStdString();
    if (q.method == QLatin1String("fp8") && q.groupSize > 0)
        j["weight_block_size"] = {q.groupSize, 1};
    else if (q.method == QLatin1String("awq") || q.method == QLatin1String("gptq")) {
        j["bits"] = q.bits;
        j["group_size"] = q.groupSize > 0 ? q.groupSize : -1;
    } else if (q.method == QLatin1String("compressed-tensors"))
        j["config_groups"] = {{"group_0", {{"weights", {{"num_bits", q.bits}, {"group_size", q.groupSize}, {"symmetric", !q.zeroPoint}}}}}};
    else if (q.method == QLatin1String("bitsandbytes"))
        j["load_in_4bit"] = q.bits == 4;
    return j;
}

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
        if (const auto q = m.find("quantization_config"); q != m.end()) {
            spec.checkpoint = quantisationFromHfConfig(*q, spec.assumptions);
            if (!spec.assumptions.isEmpty())
                return SpecError{where + QStringLiteral(".quantization_config"), spec.assumptions.constFirst()};
        }
        spec.origin = ModelOrigin::Preset;
        spec.arch = std::get<Architecture>(arch);
        spec.params = parameterCount(spec.arch);
        lib.m_models.append(spec);
    }
    return lib;
}

const PresetLibrary &PresetLibrary::bundled()
{
    static const PresetLibrary lib = loadBundled<PresetLibrary>(QStringLiteral(":/presets/models.json"), "model presets");
    return lib;
}

const ModelSpec *PresetLibrary::find(const QString &id) const
{
    for (const ModelSpec &m : m_models)
        if (m.id == id)
            return &m;
    return nullptr;
}

namespace {
QString searchable(const QString &text)
{
    QString t = text.toLower();
    t.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('/'), QLatin1Char(' '));
    return t;
}
} // namespace

bool PresetLibrary::matches(const ModelSpec &m, const QString &query)
{
    const QStringList words = searchable(query).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return true;
    const QString haystack =
        searchable(m.name + QLatin1Char(' ') + m.id + QLatin1Char(' ') + m.hfRepo + QLatin1Char(' ') + m.arch.modelType);
    return std::all_of(words.cbegin(), words.cend(), [&haystack](const QString &w) { return haystack.contains(w); });
}

QList<const ModelSpec *> PresetLibrary::search(const QString &query) const
{
    QList<const ModelSpec *> out;
    for (const ModelSpec &m : m_models)
        if (matches(m, query))
            out << &m;
    return out;
}

QList<const ModelSpec *> PresetLibrary::ofSize(qint64 params, int limit) const
{
    QList<const ModelSpec *> out;
    for (const ModelSpec &m : m_models)
        if (params > 0 && std::abs(double(m.params) - double(params)) <= 0.1 * double(params))
            out << &m;
    std::stable_sort(out.begin(), out.end(), [params](const ModelSpec *a, const ModelSpec *b) {
        return std::abs(double(a->params - params)) < std::abs(double(b->params - params));
    });
    return out.mid(0, limit);
}

Scenario defaultScenario()
{
    Scenario s;
    if (const ModelSpec *m = PresetLibrary::bundled().find(QStringLiteral("qwen2-7b")))
        s.model = *m;
    s.method = Method::Qlora;
    s.gradCheckpointing = true;
    return s;
}

} // namespace ga
