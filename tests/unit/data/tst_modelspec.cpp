// Parameter counts, presets, Hugging Face config import and --params parsing.
#include "core/memory.h"
#include "core/modelspec.h"
#include "data/hfconfig.h"
#include "data/presets.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ga;

namespace {

nlohmann::json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return nlohmann::json::parse(f.readAll().toStdString());
}

QString dataPath(const char *rel)
{
    return QStringLiteral(GA_TEST_DATA_DIR "/") + QString::fromLatin1(rel);
}

} // namespace

class TestModelSpec final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // "70B" means the presets within 10% of it, closest first: the 70.55 B Llama 3 family before
    // the 72.7 B Qwen2.5 72B; nothing near 1 parameter.
    void presetsOfASize()
    {
        const QList<const ModelSpec *> near = PresetLibrary::bundled().ofSize(70'000'000'000, 10);
        QVERIFY(near.size() >= 4);
        for (const ModelSpec *m : near)
            QVERIFY2(std::abs(double(m->params) - 70e9) <= 7e9, qPrintable(m->id));
        for (int i = 1; i < near.size(); ++i)
            QVERIFY(std::abs(double(near[i - 1]->params) - 70e9) <= std::abs(double(near[i]->params) - 70e9));
        QVERIFY(std::any_of(near.cbegin(), near.cend(), [](const ModelSpec *m) { return m->id == QLatin1String("qwen2.5-72b"); }));
        // Six at most: the Llama 3 family's four 70.6 B presets leave room for Qwen's 72.7 B ones.
        const QList<const ModelSpec *> offered = PresetLibrary::bundled().ofSize(70'000'000'000);
        QCOMPARE(offered.size(), 6);
        QVERIFY(std::any_of(offered.cbegin(), offered.cend(), [](const ModelSpec *m) { return m->id.startsWith(QLatin1String("qwen")); }));
        QVERIFY(PresetLibrary::bundled().ofSize(1).isEmpty());
    }

    void bundledPresetsLoad()
    {
        const auto &lib = PresetLibrary::bundled();
        QVERIFY2(lib.models().size() >= 20, "at least 20 presets");
        for (const char *id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "llama-3.1-8b", "llama-3.2-1b",
                               "llama-3.2-3b", "qwen2-7b", "qwen2.5-0.5b", "qwen2.5-72b", "mistral-7b", "mixtral-8x7b", "gemma-2-9b",
                               "phi-3-mini", "yi-34b", "glm-4-9b", "baichuan2-7b", "bert-large-uncased"})
            QVERIFY2(lib.find(QString::fromLatin1(id)), id);
        for (const ModelSpec &m : lib.models()) {
            QVERIFY2(!m.source.isEmpty() && !m.asOf.isEmpty(), qPrintable(m.id));
            QCOMPARE(m.id, m.id.toLower());
            QVERIFY(m.params > 0);
        }
    }

    // Every preset whose exact parameter count is published must reproduce it exactly. Some
    // published totals include non-parameter tensors stored in the checkpoint (Llama 2's rotary
    // inv_freq buffers, Falcon's untied copy of lm_head); the preset file names those.
    void presetParamsMatchPublished_data()
    {
        QTest::addColumn<qint64>("computed");
        QTest::addColumn<qint64>("expected");
        const auto root = readJson(QStringLiteral(GA_SOURCE_DIR "/resources/presets/models.json"));
        int published = 0;
        for (const auto &m : root["models"]) {
            if (!m.contains("published_params") || m["published_params"].is_null())
                continue;
            ++published;
            const QString id = QString::fromStdString(m["id"].get<std::string>());
            const ModelSpec *spec = PresetLibrary::bundled().find(id);
            QVERIFY(spec);
            const qint64 extra = m.value("published_params_extra_tensors", qint64(0));
            QTest::newRow(qPrintable(id)) << spec->params + extra << m["published_params"].get<qint64>();
        }
        QVERIFY(published >= 25);
    }
    void presetParamsMatchPublished()
    {
        QFETCH(qint64, computed);
        QFETCH(qint64, expected);
        QCOMPARE(computed, expected);
    }

    void llama3_8bIsExact()
    {
        QCOMPARE(PresetLibrary::bundled().find(QStringLiteral("llama-3-8b"))->params, Q_INT64_C(8030261248));
        // 8,030,261,248 x 2 B = 14.96 GiB, the weight size vLLM logs (PR #10511).
        QCOMPARE(QString::number(8030261248.0 * 2 / (1024.0 * 1024 * 1024), 'f', 2), QStringLiteral("14.96"));
    }

    // Published counts of the 2025 releases against each config, by hand, every one a type this tool knows:
    //   EXAONE 4.0 32B: per layer q and o 2 × 5,120 × 5,120 + k and v 2 × 5,120 × 1,024 = 62,914,560,
    //     per-head q/k norms 256, the MLP 3 × 5,120 × 27,392 = 420,741,120, two norms 10,240:
    //     483,666,176 × 64 + the final norm 5,120 = 30,954,640,384 (the card's "30.95B without
    //     embeddings"), + untied 2 × 102,400 × 5,120 = 32,003,216,384 (the README's "32.0B");
    //   MiniCPM4 8B: per layer 2 × 4,096² + 2 × 4,096 × 256 + 3 × 4,096 × 16,384 + 8,192 =
    //     236,986,368 × 32 + 4,096 + untied 2 × 73,448 × 4,096 = 8,185,253,888 (the card's "8B");
    //   ERNIE 4.5 300B-A47B: attention 2 × 8,192² + 2 × 8,192 × 1,024 = 150,994,944 and two norms
    //     16,384 a layer; 3 dense layers of 3 × 8,192 × 28,672; 51 MoE layers of 64 experts ×
    //     3 × 8,192 × 3,584 + the router 8,192 × 64 + its correction bias 64; the final norm and
    //     untied 2 × 103,424 × 8,192: 299,484,163,264 ("300B"). A token uses 8 of the 64:
    //     less 51 × 56 × 88,080,384 = 47,926,586,560 ("47B");
    //   Hunyuan-A13B's remote-code config ("hunyuan"): the tied embedding 128,167 × 4,096 =
    //     524,972,032; per layer attention 2 × 4,096² + 2 × 4,096 × 1,024 = 41,943,040, per-head q/k
    //     norms 256, two norms 8,192, 64 experts × 3 × 4,096 × 3,072 = 2,415,919,104, the shared MLP
    //     37,748,736 and the router 262,144: 2,495,881,472 × 32 layers + the final norm 4,096 =
    //     80,393,183,232 (the README's "80B"). Active: the same less 56 of 64 experts a layer,
    //     56 × 37,748,736 × 32 = 67,645,734,912, leaves 12,747,448,320 (the README's "13B");
    //   GLM-4.7-Flash (MLA): untied 2 × 154,880 × 2,048 = 634,388,480; per layer q_a 2,048 × 768 +
    //     its norm 768 + q_b 768 × 20 × 256 + kv_a 2,048 × (512 + 64) + its norm 512 + kv_b 512 ×
    //     20 × (192 + 256) + o 5,120 × 2,048 = 21,759,232 and two norms 4,096, × 47; one dense MLP
    //     3 × 2,048 × 10,240 = 62,914,560; 46 MoE layers of 64 experts × 3 × 2,048 × 1,536 + the
    //     shared one 9,437,184 + the router 131,072 and its bias 64 = 613,548,096; the final norm:
    //     29,943,393,920 (the card's "30B-A3B", 30.6 B with the MTP layer counted apart). Active:
    //     less 46 × 60 × 9,437,184 = 3,896,766,080.
    void todaysReleasesByHand_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qint64>("params");
        QTest::addColumn<qint64>("active");
        QTest::newRow("exaone-4.0-32b") << QStringLiteral("exaone-4.0-32b") << Q_INT64_C(32003216384) << Q_INT64_C(32003216384);
        QTest::newRow("minicpm4-8b") << QStringLiteral("minicpm4-8b") << Q_INT64_C(8185253888) << Q_INT64_C(8185253888);
        QTest::newRow("ernie-4.5-300b-a47b") << QStringLiteral("ernie-4.5-300b-a47b") << Q_INT64_C(299484163264) << Q_INT64_C(47926586560);
        QTest::newRow("hunyuan-a13b") << QStringLiteral("hunyuan-a13b") << Q_INT64_C(80393183232) << Q_INT64_C(12747448320);
        QTest::newRow("glm-4.7-flash") << QStringLiteral("glm-4.7-flash") << Q_INT64_C(29943393920) << Q_INT64_C(3896766080);
    }
    // Qwen3-Next's config names no MTP layer, its checkpoint holds one (vLLM qwen3_next_mtp.py reads
    // one by default): a full-attention MoE layer + 3 norms + the 2h × h projection, counted apart,
    // equals the Hugging Face total (81,324,862,720) less the model that serves (79,674,391,296).
    void qwen3NextMtpLayerIsTheCheckpointsExtra()
    {
        const auto m = modelFromConfigFile(dataPath("configs/qwen3-next-80b-a3b.json"));
        QVERIFY(std::holds_alternative<ModelSpec>(m));
        const ModelSpec &spec = std::get<ModelSpec>(m);
        QCOMPARE(spec.arch.mtpLayers, 1);
        QCOMPARE(mtpParameterCount(spec.arch), Q_INT64_C(81324862720) - Q_INT64_C(79674391296));
        QCOMPARE(spec.params, Q_INT64_C(79674391296));
        QVERIFY(!spec.assumptions.filter(QStringLiteral("multi-token-prediction")).isEmpty());
    }

    void todaysReleasesByHand()
    {
        QFETCH(QString, model);
        QFETCH(qint64, params);
        QFETCH(qint64, active);
        const auto m = modelFromConfigFile(dataPath("configs/") + model + QStringLiteral(".json"));
        QVERIFY(std::holds_alternative<ModelSpec>(m));
        QCOMPARE(std::get<ModelSpec>(m).params, params);
        QCOMPARE(std::get<ModelSpec>(m).activeParams(), active);
        QVERIFY(std::get<ModelSpec>(m).assumptions.filter(QStringLiteral("not one this tool knows")).isEmpty());
    }

    void hfConfigImport_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("presetId");
        for (const char *id : {"llama-3-8b",   "qwen2-7b",       "mistral-7b",          "mixtral-8x7b",       "qwen2-57b-a14b",
                               "gemma-7b",     "gemma-2-9b",     "phi-3-mini",          "glm-4-9b",           "bert-large-uncased",
                               "qwen3-8b",     "qwen3-30b-a3b",  "qwen3-235b-a22b-fp8", "qwen3-next-80b-a3b", "deepseek-v3",
                               "kimi-k2",      "gpt-oss-20b",    "gpt-oss-120b",        "glm-4.5-air",        "qwen2.5-vl-7b",
                               "qwen3-vl-8b",  "phi-4",          "llama-3.3-70b",       "gemma-3-27b",        "mistral-small-3.1-24b",
                               "olmo-2-7b",    "gemma-3-1b",     "ernie-4.5-21b-a3b",   "internlm3-8b",       "hunyuan-a13b",
                               "minicpm4-8b",  "ernie-4.5-0.3b", "ernie-4.5-300b-a47b", "exaone-4.0-1.2b",    "exaone-4.0-32b",
                               "glm-4.7-flash"})
            QTest::newRow(id) << dataPath("configs/") + QString::fromLatin1(id) + QStringLiteral(".json") << QString::fromLatin1(id);
    }
    void hfConfigImport()
    {
        QFETCH(QString, file);
        QFETCH(QString, presetId);
        const auto m = modelFromConfigFile(file);
        if (const auto *e = std::get_if<FieldError>(&m))
            QFAIL(qPrintable(e->message()));
        const ModelSpec &spec = std::get<ModelSpec>(m);
        const ModelSpec *preset = PresetLibrary::bundled().find(presetId);
        QVERIFY(preset);
        QCOMPARE(spec.params, preset->params);
        QCOMPARE(spec.activeParams(), preset->activeParams());
        QCOMPARE(mtpParameterCount(spec.arch), mtpParameterCount(preset->arch));
        QCOMPARE(spec.checkpoint, preset->checkpoint);
        QCOMPARE(spec.arch.kvHeads, preset->arch.kvHeads);
        QCOMPARE(spec.arch.headDim, preset->arch.headDim);
        QCOMPARE(spec.arch.tiedEmbeddings, preset->arch.tiedEmbeddings);
        QCOMPARE(spec.arch.fusedExperts, preset->arch.fusedExperts); // what LoRA and bitsandbytes can reach
        // A vision tower cuts an image as the preset says it does.
        QCOMPARE(spec.arch.takesImages(), preset->arch.takesImages());
        for (const qint64 pixels : {336, 1024, 2048}) {
            QCOMPARE(imageCost(spec.arch, pixels).patches, imageCost(preset->arch, pixels).patches);
            QCOMPARE(imageCost(spec.arch, pixels).tokens, imageCost(preset->arch, pixels).tokens);
        }
        QCOMPARE(visionElementsPerPatch(spec.arch), visionElementsPerPatch(preset->arch));
        QCOMPARE(spec.origin, ModelOrigin::Config);
    }

    // What the caches of today's attention variants hold, by hand from each config.json:
    //   DeepSeek-V3 (MLA): 61 layers × (kv_lora_rank 512 + qk_rope_head_dim 64) × tokens × 2 B, an
    //     eighth of it on each of 8 GPUs holding whole layers (transformers' device_map="auto"; an
    //     engine's tensor parallelism copies it to every GPU instead, tst_serving);
    //   gpt-oss-120b: 18 full layers × 2 × 8 KV heads × 64 × tokens × 2 B + 18 sliding layers × the
    //     same × 128 tokens (sliding_window);
    //   Qwen3-Next-80B-A3B: 12 full layers × 2 × 2 × 256 × tokens × 2 B + 36 Gated DeltaNet layers ×
    //     ((2·16·128 + 32·128) × 4 conv elements × 2 B + 32 × 128 × 128 state elements × 4 B).
    void todaysCachesByHand_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("expected");
        const double t = 8192;
        QTest::newRow("mla") << QStringLiteral("deepseek-v3") << 1 << 61.0 * 576 * t * 2;
        QTest::newRow("mla, layers over 8 GPUs") << QStringLiteral("deepseek-v3") << 8 << 61.0 * 576 * t * 2;
        QTest::newRow("sliding") << QStringLiteral("gpt-oss-120b") << 1 << 18.0 * 2 * 8 * 64 * t * 2 + 18.0 * 2 * 8 * 64 * 128 * 2;
        QTest::newRow("hybrid") << QStringLiteral("qwen3-next-80b-a3b") << 1
                                << 12.0 * 2 * 2 * 256 * t * 2 + 36.0 * ((2.0 * 16 * 128 + 32 * 128) * 4 * 2 + 32.0 * 128 * 128 * 4);
        // EXAONE 4.0 32B: 16 global layers × 2 × 8 × 128 × tokens × 2 B + 48 sliding layers × the
        // same × 4,096 tokens (sliding_window, pattern 4: every fourth layer global).
        QTest::newRow("sliding 3:1") << QStringLiteral("exaone-4.0-32b") << 1 << 16.0 * 2 * 8 * 128 * t * 2 + 48.0 * 2 * 8 * 128 * 4096 * 2;
        QTest::newRow("dense (Qwen3-8B)") << QStringLiteral("qwen3-8b") << 1 << 36.0 * 2 * 8 * 128 * t * 2;
    }
    void todaysCachesByHand()
    {
        QFETCH(QString, model);
        QFETCH(int, gpus);
        QFETCH(double, expected);
        const auto m = modelFromConfigFile(dataPath("configs/") + model + QStringLiteral(".json"));
        QVERIFY(std::holds_alternative<ModelSpec>(m));
        Scenario s;
        s.model = std::get<ModelSpec>(m);
        s.method = Method::Inference;
        s.precision = Precision::Bf16;
        s.seq = 8192;
        s.batch = 1;
        s.gpus = gpus;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(b.bytes(ComponentId::KvCache), expected / gpus);
    }

    // Parameters a token uses (Qwen3-30B-A3B: the total less 48 layers × 120 unvisited experts ×
    // 3 × 2048 × 768, = 3,353,032,704; the card says 3.3B), and the checkpoint formats' bytes:
    // gpt-oss-120b's MXFP4 experts, 36 × 128 × (3 × 2880² + 3 × 2880 bias) params at 4.25 bits,
    // the other 2,127,557,952 at 2 B (65.19 GB: the checkpoint's size); Qwen3-235B-A22B-FP8's
    // block matrices at 8 bits + an fp32 scale per 128 × 128.
    void activeAndCheckpointBytes()
    {
        const auto moe = modelFromConfigFile(dataPath("configs/qwen3-30b-a3b.json"));
        QCOMPARE(std::get<ModelSpec>(moe).activeParams(), Q_INT64_C(30532122624) - Q_INT64_C(48) * 120 * 3 * 2048 * 768);
        const auto oss = modelFromConfigFile(dataPath("configs/gpt-oss-120b.json"));
        Scenario s;
        s.model = std::get<ModelSpec>(oss);
        s.method = Method::Inference;
        QCOMPARE(s.model.checkpoint.method, QStringLiteral("mxfp4"));
        s.precision = *checkpointPrecision(s.model.checkpoint);
        const double experts = 36.0 * 128 * (3.0 * 2880 * 2880 + 3.0 * 2880);
        QCOMPARE(estimateMemory(s).bytes(ComponentId::Weights), experts * 4.25 / 8 + (116829156672.0 - experts) * 2);
        // The user's precision wins: at BF16 every weight takes 2 B.
        s.precision = Precision::Bf16;
        QCOMPARE(estimateMemory(s).bytes(ComponentId::Weights), 116829156672.0 * 2);

        const auto fp8 = modelFromConfigFile(dataPath("configs/qwen3-235b-a22b-fp8.json"));
        s.model = std::get<ModelSpec>(fp8);
        s.precision = *checkpointPrecision(s.model.checkpoint);
        QCOMPARE(s.precision, Precision::Fp8);
        const ParamBreakdown parts = parameterBreakdown(s.model.arch);
        const double expected = double(parts.blockLinear) * (8.0 + 32.0 / 16384) / 8 + double(parts.total() - parts.blockLinear) * 2;
        QCOMPARE(estimateMemory(s).bytes(ComponentId::Weights), expected);
    }

    // Vision towers counted from vision_config, against published figures: Qwen2.5-VL-7B's visual
    // module has 676,550,144 parameters (a training log prints it beside the 8,292,166,656 total);
    // Llama 4 Scout's tower is the HF total 108,641,793,536 less its language model, 871,932,416,
    // for the vision_config Llama 4 publishes (hidden 1408, 34 layers, MLP 5632, 336-pixel images in
    // 14-pixel patches, output 4096, projector 4096 → 4096).
    void visionTowers()
    {
        const auto vl = modelFromConfigFile(dataPath("configs/qwen2.5-vl-7b.json"));
        QCOMPARE(std::get<ModelSpec>(vl).arch.visionParams, Q_INT64_C(676550144));
        QCOMPARE(std::get<ModelSpec>(vl).params, Q_INT64_C(8292166656));
        QFile f(dataPath("configs/llama-4-scout-text.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto config = nlohmann::json::parse(f.readAll().toStdString());
        config["vision_config"] = {
            {"hidden_size", 1408},      {"num_hidden_layers", 34},   {"intermediate_size", 5632},   {"image_size", 336},
            {"patch_size", 14},         {"vision_output_dim", 4096}, {"projector_input_dim", 4096}, {"projector_output_dim", 4096},
            {"num_attention_heads", 16}};
        const auto scout = modelFromConfigText(QByteArray::fromStdString(config.dump()), QStringLiteral("config.json"));
        QVERIFY(std::holds_alternative<ModelSpec>(scout));
        QCOMPARE(std::get<ModelSpec>(scout).arch.visionParams, Q_INT64_C(871932416));
        QCOMPARE(std::get<ModelSpec>(scout).params, Q_INT64_C(108641793536));
    }

    // A model folder stands for its config.json, and the safetensors index beside it gives the
    // checkpoint's exact size: Qwen3-8B's 8,190,735,360 BF16 parameters are 16,381,470,720 bytes.
    // Tensors past num_hidden_layers are the MTP layers'; a damaged index is refused by name.
    void modelFolderWithItsIndex()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(dataPath("configs/qwen3-8b.json"), dir.filePath(QStringLiteral("config.json"))));
        nlohmann::json index;
        index["metadata"]["total_size"] = Q_INT64_C(16381470720);
        for (int layer = 0; layer <= 36; ++layer) // layer 36 is past the 36-layer stack
            for (const char *t : {"self_attn.q_proj.weight", "self_attn.q_proj.weight_scale_inv", "mlp.down_proj.weight"})
                index["weight_map"]["model.layers." + std::to_string(layer) + "." + t] =
                    "model-0000" + std::to_string(layer % 5 + 1) + "-of-00005.safetensors";
        index["weight_map"]["model.embed_tokens.weight"] = "model-00001-of-00005.safetensors";
        QFile f(dir.filePath(QStringLiteral("model.safetensors.index.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(index.dump()));
        f.close();
        const auto m = modelFromConfigFile(dir.path());
        if (const auto *e = std::get_if<FieldError>(&m))
            QFAIL(qPrintable(e->message()));
        const CheckpointFiles &files = std::get<ModelSpec>(m).files;
        QCOMPARE(std::get<ModelSpec>(m).params, Q_INT64_C(8190735360));
        QCOMPARE(files.totalBytes, 2 * Q_INT64_C(8190735360));
        QCOMPARE(files.tensors, 37 * 3 + 1);
        QCOMPARE(files.shards, 5);
        QCOMPARE(files.scaleTensors, 37);
        QCOMPARE(files.mtpTensors, 3);

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"metadata": {"total_size": "big"}, "weight_map": {}})");
        f.close();
        const auto bad = modelFromConfigFile(dir.path());
        QVERIFY(std::holds_alternative<FieldError>(bad));
        QVERIFY2(std::get<FieldError>(bad).message().contains(QStringLiteral("model.safetensors.index.json: metadata.total_size")),
                 qPrintable(std::get<FieldError>(bad).message()));
    }

    // An unfamiliar model type with the standard decoder keys is estimated, and says what it assumed;
    // a familiar one assumes nothing.
    void unknownDecoderIsEstimatedWithAWarning()
    {
        const auto m = modelFromConfigText(R"({"model_type": "acme_lm", "vocab_size": 32000, "hidden_size": 4096,
            "num_hidden_layers": 32, "intermediate_size": 11008, "num_attention_heads": 32, "num_experts": 8,
            "num_experts_per_tok": 2})",
                                           QStringLiteral("config.json"));
        QVERIFY(std::holds_alternative<ModelSpec>(m));
        const ModelSpec &spec = std::get<ModelSpec>(m);
        QCOMPARE(spec.assumptions.size(), 2);
        QVERIFY2(spec.assumptions.constFirst().contains(QStringLiteral("'acme_lm'")) &&
                     spec.assumptions.constFirst().contains(QStringLiteral("Llama-style")),
                 qPrintable(spec.assumptions.constFirst()));
        QCOMPARE(spec.arch.experts, 8);
        const auto known = modelFromConfigFile(dataPath("configs/qwen3-8b.json"));
        QVERIFY(std::get<ModelSpec>(known).assumptions.isEmpty());
    }

    void hfConfigErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("not json") << QByteArray("{\"model_type\": ") << QString() << QStringLiteral("invalid JSON");
        QTest::newRow("empty") << QByteArray("") << QString() << QStringLiteral("invalid JSON");
        QTest::newRow("array") << QByteArray("[1,2]") << QString() << QStringLiteral("JSON object");
        QTest::newRow("no type") << QByteArray("{\"hidden_size\": 4096}") << QStringLiteral("model_type") << QStringLiteral("missing");
        QTest::newRow("type not string") << QByteArray("{\"model_type\": 3}") << QStringLiteral("model_type") << QStringLiteral("string");
        QTest::newRow("unsupported") << QByteArray("{\"model_type\": \"gpt2\"}") << QStringLiteral("model_type")
                                     << QStringLiteral("lacks the standard decoder keys vocab_size, hidden_size");
        QTest::newRow("missing hidden")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("missing");
        QTest::newRow("negative")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":-4096,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("whole number");
        QTest::newRow("string number")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":"32000","hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("vocab_size") << QStringLiteral("whole number");
        QTest::newRow("fraction")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64.5,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("whole number");
        QTest::newRow("kv heads")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"num_key_value_heads":3})")
            << QStringLiteral("num_key_value_heads") << QStringLiteral("multiple");
        QTest::newRow("bool")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"tie_word_embeddings":"yes"})")
            << QStringLiteral("tie_word_embeddings") << QStringLiteral("true or false");
        QTest::newRow("mixtral experts")
            << QByteArray(
                   R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("num_local_experts") << QStringLiteral("missing");
        QTest::newRow("top-k > experts")
            << QByteArray(
                   R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"num_local_experts":2,"num_experts_per_tok":3})")
            << QStringLiteral("num_experts_per_tok") << QStringLiteral("between");
        QTest::newRow("huge")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":10000000,"num_hidden_layers":100000,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("num_hidden_layers") << QStringLiteral("between 1 and 4,096");
        QTest::newRow("huge product")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":16000000,"num_hidden_layers":4000,"intermediate_size":16000000,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("trillion");
    }
    void hfConfigErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(QString, reasonPart);
        const auto m = modelFromConfigText(text, QStringLiteral("cfg.json"));
        const auto *e = std::get_if<FieldError>(&m);
        QVERIFY(e);
        QCOMPARE(e->field, QStringLiteral("cfg.json"));
        if (!field.isEmpty())
            QVERIFY2(e->reason.startsWith(field + QStringLiteral(": ")), qPrintable(e->message()));
        QVERIFY2(e->reason.contains(reasonPart), qPrintable(e->message()));
    }

    void missingConfigFile()
    {
        const auto m = modelFromConfigFile(QStringLiteral("/nonexistent/config.json"));
        const auto *e = std::get_if<FieldError>(&m);
        QVERIFY(e);
        QVERIFY(e->message().contains(QStringLiteral("not found")));
    }

    void parseParams_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected"); // -1 = error
        QTest::newRow("7B") << QStringLiteral("7B") << Q_INT64_C(7000000000);
        QTest::newRow("7b lower") << QStringLiteral(" 7b ") << Q_INT64_C(7000000000);
        QTest::newRow("7.6e9") << QStringLiteral("7.6e9") << Q_INT64_C(7600000000);
        QTest::newRow("350M") << QStringLiteral("350M") << Q_INT64_C(350000000);
        QTest::newRow("1.5T") << QStringLiteral("1.5T") << Q_INT64_C(1500000000000);
        QTest::newRow("exact") << QStringLiteral("8030261248") << Q_INT64_C(8030261248);
        QTest::newRow("empty") << QString() << Q_INT64_C(-1);
        QTest::newRow("word") << QStringLiteral("abc") << Q_INT64_C(-1);
        QTest::newRow("negative") << QStringLiteral("-7B") << Q_INT64_C(-1);
        QTest::newRow("zero") << QStringLiteral("0") << Q_INT64_C(-1);
        QTest::newRow("tiny") << QStringLiteral("1e3") << Q_INT64_C(-1);
        QTest::newRow("nan") << QStringLiteral("nanB") << Q_INT64_C(-1);
        QTest::newRow("inf") << QStringLiteral("inf") << Q_INT64_C(-1);
        QTest::newRow("bad suffix") << QStringLiteral("7X") << Q_INT64_C(-1);
        QTest::newRow("too big") << QStringLiteral("1e20") << Q_INT64_C(-1);
        QTest::newRow("two numbers") << QStringLiteral("7 8B") << Q_INT64_C(-1);
    }
    void parseParams()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        const auto r = parseParamCount(text);
        if (expected < 0) {
            QVERIFY(std::holds_alternative<FieldError>(r));
            QVERIFY(!std::get<FieldError>(r).reason.isEmpty());
        } else {
            QVERIFY(std::holds_alternative<qint64>(r));
            QCOMPARE(std::get<qint64>(r), expected);
        }
    }

    // An inferred shape must land near the requested size and keep the exact count.
    void inferredShape_data()
    {
        QTest::addColumn<qint64>("params");
        for (qint64 p : {Q_INT64_C(125000000), Q_INT64_C(1000000000), Q_INT64_C(7000000000), Q_INT64_C(13000000000), Q_INT64_C(70000000000),
                         Q_INT64_C(405000000000)})
            QTest::newRow(qPrintable(formatParams(p))) << p;
    }
    void inferredShape()
    {
        QFETCH(qint64, params);
        const ModelSpec m = modelFromParamCount(params, QStringLiteral("x"));
        QVERIFY(m.inferred);
        QCOMPARE(m.params, params);
        QCOMPARE(m.origin, ModelOrigin::Params);
        const double ratio = double(parameterCount(m.arch)) / double(params);
        QVERIFY2(ratio > 0.85 && ratio < 1.15, qPrintable(QString::number(ratio)));
        QCOMPARE(m.arch.heads * m.arch.headDim, m.arch.hidden);
        QCOMPARE(m.arch.heads % m.arch.kvHeads, 0);
    }

    void architectureJsonRoundTrip()
    {
        for (const ModelSpec &m : PresetLibrary::bundled().models()) {
            const auto back = architectureFromJson(nlohmann::json::parse(architectureToJson(m.arch).dump()));
            QVERIFY(std::holds_alternative<Architecture>(back));
            QCOMPARE(parameterCount(std::get<Architecture>(back)), m.params);
            QCOMPARE(imageCost(std::get<Architecture>(back), 1024).tokens, imageCost(m.arch, 1024).tokens);
            QCOMPARE(visionElementsPerPatch(std::get<Architecture>(back)), visionElementsPerPatch(m.arch));
        }
    }

    void presetLibraryErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fieldPart");
        QTest::newRow("no models") << QByteArray("{}") << QStringLiteral("models");
        QTest::newRow("bad entry") << QByteArray(R"({"models":[3]})") << QStringLiteral("models[0]");
        QTest::newRow("bad arch")
            << QByteArray(R"({"models":[{"id":"x","name":"x","source":"s","as_of":"d","model_type":"llama","vocab_size":0}]})")
            << QStringLiteral("models[0].vocab_size");
        QTest::newRow("bad vision_images")
            << QByteArray(
                   R"({"models":[{"id":"x","name":"x","source":"s","as_of":"d","model_type":"llama","vocab_size":100,"hidden_size":64,)"
                   R"("num_hidden_layers":2,"intermediate_size":128,"num_attention_heads":4,"num_key_value_heads":4,"head_dim":16,)"
                   R"("vision_images":"cubes"}]})")
            << QStringLiteral("models[0].vision_images");
    }
    void presetLibraryErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fieldPart);
        const auto r = PresetLibrary::fromJsonText(text);
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->field.contains(fieldPart), qPrintable(e->message()));
    }
};

QTEST_GUILESS_MAIN(TestModelSpec)
#include "tst_modelspec.moc"
