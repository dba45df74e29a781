// The memory model, component by component, against hand-computed values (DESIGN.md §3).
#include "common/fixtures.h"
#include "core/calibration.h"
#include "core/memory.h"

#include <QTest>

using namespace ga;
using namespace ga::test;

Q_DECLARE_METATYPE(ga::Stack)

namespace {

// Llama-3-8B: 32 layers x (q 4096x4096 + k,v 4096x1024 + o 4096x4096 + 3 x 4096x14336).
constexpr qint64 kLlama3Params = 8030261248;
constexpr qint64 kLlama3Block = 32LL * (4096LL * 4096 * 2 + 4096LL * 1024 * 2 + 3LL * 4096 * 14336);
constexpr double kNf4 = (4.0 + 8.0 / 64 + 32.0 / (64 * 256)) / 8; // QLoRA paper: 4.127 bit

Scenario preset(const char *id)
{
    Scenario s;
    const ModelSpec *m = findPreset(QString::fromLatin1(id));
    if (!m)
        qFatal("no preset %s", id);
    s.model = *m;
    return s;
}

double bytes(const MemoryBudget &b, const char *id)
{
    return b.bytes(ComponentId(componentIds().indexOf(QString::fromLatin1(id))));
}

// The bytes of one kind of term, wherever it sits.
double termBytes(const MemoryBudget &b, Term t)
{
    double sum = 0;
    for (const MemoryComponent &c : b.components)
        for (const MemoryTerm &x : c.terms)
            sum += x.term == t ? x.bytes : 0.0;
    return sum;
}

// The formula of a budget's first term `t`, or nothing.
QString termFormulaOf(const MemoryBudget &b, Term t)
{
    for (const MemoryComponent &c : b.components)
        for (const MemoryTerm &x : c.terms)
            if (x.term == t)
                return termFormula(x);
    return {};
}

// A tiny architecture whose activations are easy to compute by hand.
Scenario tiny()
{
    Scenario s;
    Architecture a;
    a.modelType = QStringLiteral("llama");
    a.vocab = 100;
    a.hidden = 64;
    a.layers = 2;
    a.intermediate = 128;
    a.heads = 4;
    a.kvHeads = 4;
    a.headDim = 16;
    s.model.arch = a;
    s.model.params = parameterCount(a);
    s.model.id = QStringLiteral("tiny");
    s.batch = 2;
    s.seq = 10;
    return s;
}

} // namespace

class TestMemory final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A GPU holds the job when its memory is at least the budget (headroom included), not the estimate.
    void fitsInComparesTheBudget()
    {
        MemoryBudget b;
        b.totalBytes = 20 * kGiB;
        b.budgetBytes = 24 * kGiB;
        QVERIFY(b.fitsIn(24.0));
        QVERIFY(b.fitsIn(80.0));
        QVERIFY(!b.fitsIn(23.9));
        QVERIFY(!b.fitsIn(20.0));
    }

    // What one square image costs each kind of processor, by hand from the models' configs and
    // transformers' image processors:
    // - Qwen2.5-VL (patch 14, merge 2): 1024 / 28 = 36.6, rounded to 37 a side: 37² = 1,369 tokens,
    //   × 2² = 5,476 patches; a gated block holds 5 × 1,280 + 3 × 3,420 = 16,660 elements a patch.
    //   200 px: 200 / 28 = 7.1, 7 a side: 49 tokens, 196 patches.
    //   5,000 px is capped at max_pixels, 128 a side: 16,384 tokens.
    // - Qwen3-VL (patch 16, merge 2, plain MLP): 1024 / 32 = 32 a side: 1,024 tokens, 4,096 patches;
    //   5 × 1,152 + 2 × 4,304 = 14,368 elements.
    // - Gemma 3 (SigLIP at 896 px, patch 14): every image 64² = 4,096 patches, 256 tokens.
    // - Mistral Small 3.1 (Pixtral, patch 14, merge 2, longest edge 1,540): 1024 px is 74 patches a
    //   side (ceil 73.1), 37 token rows of 37 tokens and a break: 37 × 38 = 1,406 tokens;
    //   2048 px is scaled to 1,540: 110 patches, 55 × 56 = 3,080 tokens; 5 × 1,024 + 3 × 4,096 = 17,408.
    // - Llama 4 (336-pixel tiles, patch 14, pixel shuffle 0.5): 1024 px needs 4 × 4 tiles and the
    //   overview: 17 × 144 = 2,448 tokens, 17 × (24² + 1) = 9,809 patches; 336 px is one tile.
    //   5 × 1,408 + 2 × 5,632 = 18,304 elements.
    void imageCosts_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qint64>("pixels");
        QTest::addColumn<qint64>("patches");
        QTest::addColumn<qint64>("tokens");
        QTest::addColumn<qint64>("elements");
        QTest::newRow("qwen2.5-vl 1024") << QStringLiteral("qwen2.5-vl-7b") << 1024LL << 5476LL << 1369LL << 16660LL;
        QTest::newRow("qwen2.5-vl 200") << QStringLiteral("qwen2.5-vl-7b") << 200LL << 196LL << 49LL << 16660LL;
        QTest::newRow("qwen2.5-vl 5000") << QStringLiteral("qwen2.5-vl-7b") << 5000LL << 65536LL << 16384LL << 16660LL;
        QTest::newRow("qwen3-vl 1024") << QStringLiteral("qwen3-vl-8b") << 1024LL << 4096LL << 1024LL << 14368LL;
        QTest::newRow("gemma-3 1024") << QStringLiteral("gemma-3-27b") << 1024LL << 4096LL << 256LL << 14368LL;
        QTest::newRow("gemma-3 300") << QStringLiteral("gemma-3-4b") << 300LL << 4096LL << 256LL << 14368LL;
        QTest::newRow("mistral 1024") << QStringLiteral("mistral-small-3.1-24b") << 1024LL << 5476LL << 1406LL << 17408LL;
        QTest::newRow("mistral 2048") << QStringLiteral("mistral-small-3.1-24b") << 2048LL << 12100LL << 3080LL << 17408LL;
        QTest::newRow("llama-4 1024") << QStringLiteral("llama-4-scout") << 1024LL << 9809LL << 2448LL << 18304LL;
        QTest::newRow("llama-4 336") << QStringLiteral("llama-4-maverick") << 336LL << 577LL << 144LL << 18304LL;
        QTest::newRow("text model") << QStringLiteral("qwen3-8b") << 1024LL << 0LL << 0LL << 0LL;
    }

    void imageCosts()
    {
        QFETCH(QString, model);
        QFETCH(qint64, pixels);
        QFETCH(qint64, patches);
        QFETCH(qint64, tokens);
        QFETCH(qint64, elements);
        const Architecture &a = preset(model.toLatin1().constData()).model.arch;
        const ImageCost c = imageCost(a, pixels);
        QCOMPARE(c.patches, patches);
        QCOMPARE(c.tokens, tokens);
        if (a.takesImages())
            QCOMPARE(visionElementsPerPatch(a), elements);
    }

    // The tower's working set counts where it outgrows the language model's (Gemma 3's 4,096
    // patches for 256 tokens, at inference, where the prefill keeps one layer) and adds nothing where
    // the language model's saved activations are larger (LoRA training over 16,384 tokens); a text
    // model or no images: no term.
    void visionEncoder_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("method");
        QTest::addColumn<int>("seq");
        QTest::addColumn<int>("images");
        QTest::addColumn<double>("tower");
        QTest::addColumn<bool>("fires");
        // 8 × 4,096 patches × 14,368 elements × 2 B = 0.88 GiB.
        QTest::newRow("gemma-3 inference, 8 images")
            << QStringLiteral("gemma-3-27b") << QStringLiteral("inference") << 4096 << 8 << 8.0 * 4096 * 14368 * 2 << true;
        // 1 × 5,476 patches × 16,660 elements × 2 B = 0.17 GiB.
        QTest::newRow("qwen2.5-vl lora, 1 image")
            << QStringLiteral("qwen2.5-vl-7b") << QStringLiteral("lora") << 16384 << 1 << 1.0 * 5476 * 16660 * 2 << false;
        QTest::newRow("qwen2.5-vl, no images") << QStringLiteral("qwen2.5-vl-7b") << QStringLiteral("inference") << 4096 << 0 << 0.0
                                               << false;
        QTest::newRow("text model, images asked") << QStringLiteral("qwen3-8b") << QStringLiteral("inference") << 4096 << 8 << 0.0 << false;
    }

    void visionEncoder()
    {
        QFETCH(QString, model);
        QFETCH(QString, method);
        QFETCH(int, seq);
        QFETCH(int, images);
        QFETCH(double, tower);
        QFETCH(bool, fires);
        Scenario s = preset(model.toLatin1().constData());
        s.method = *methodFromId(method);
        s.batch = 1;
        s.seq = seq;
        s.images = images;
        const MemoryBudget b = estimateMemory(s);
        const MemoryTerm *vision = nullptr;
        double languageModel = 0;
        for (const ComponentId c : {ComponentId::Activations, ComponentId::Logits})
            for (const MemoryTerm &t : b.components[std::size_t(c)].terms)
                if (t.term == Term::VisionEncoder)
                    vision = &t;
                else
                    languageModel += t.bytes;
        QCOMPARE(vision != nullptr, tower > 0);
        if (!vision)
            return;
        QCOMPARE(vision->bytes > 0, fires);
        QCOMPARE(vision->bytes, std::max(0.0, tower - languageModel));
    }

    // Full fine-tuning trains the language model; the vision tower stays frozen, as LLaMA-Factory
    // (freeze_vision_tower) and ms-swift (freeze_vit) default to: Qwen2.5-VL-7B trains its
    // 8,292,166,656 − 676,550,144 = 7,615,616,512 language-model parameters (Qwen2-7B's count).
    void fullTrainingLeavesTheVisionTowerFrozen()
    {
        Scenario s = preset("qwen2.5-vl-7b");
        s.method = Method::Full;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(b.trainableParams, 7615616512LL);
        QCOMPARE(termBytes(b, Term::Gradients), 7615616512.0 * 2);
    }

    void blockParameterSplit()
    {
        const ParamBreakdown p = parameterBreakdown(preset("llama-3-8b").model.arch);
        QCOMPARE(p.blockLinear, kLlama3Block);
        QCOMPARE(p.total(), kLlama3Params);
        QCOMPARE(p.embedding, 128256LL * 4096);
        QCOMPARE(p.lmHead, 128256LL * 4096);
    }

    void weights_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("expected");
        const double P = kLlama3Params, Q = kLlama3Block, U = P - Q;
        QTest::newRow("full bf16") << "full"
                                   << "bf16" << 1 << P * 2;
        QTest::newRow("full fp32") << "full"
                                   << "fp32" << 1 << P * 4;
        QTest::newRow("lora fp16") << "lora"
                                   << "fp16" << 1 << P * 2;
        QTest::newRow("lora int8 base") << "lora"
                                        << "int8" << 1 << Q * 1 + U * 2;
        // PEFT's prepare_model_for_kbit_training keeps the unquantised parameters in fp32.
        QTest::newRow("qlora nf4") << "qlora"
                                   << "bf16" << 1 << Q * kNf4 + U * 4;
        QTest::newRow("inference int8") << "inference"
                                        << "int8" << 1 << Q * 1 + U * 2;
        QTest::newRow("inference int4 gptq") << "inference"
                                             << "int4" << 1 << Q * (0.5 + 20.0 / 8 / 128) + U * 2;
        QTest::newRow("inference fp8") << "inference"
                                       << "fp8" << 1 << Q * 1 + U * 2;
        QTest::newRow("inference bf16 tp2") << "inference"
                                            << "bf16" << 2 << P * 2 / 2;
    }
    void weights()
    {
        QFETCH(QString, method);
        QFETCH(QString, precision);
        QFETCH(int, gpus);
        QFETCH(double, expected);
        Scenario s = preset("llama-3-8b");
        s.method = *methodFromId(method);
        s.precision = *precisionFromId(precision);
        s.gpus = gpus;
        QVERIFY(!validate(s));
        QCOMPARE(bytes(estimateMemory(s), "weights"), expected);
    }

    // vLLM logs 14.96 GiB for Llama-3-8B bf16 weights (PR #10511).
    void weightsMatchVllmLog()
    {
        Scenario s = preset("llama-3-8b");
        s.method = Method::Inference;
        QCOMPARE(formatGiB(bytes(estimateMemory(s), "weights")), QStringLiteral("15.0"));
        QVERIFY(qAbs(bytes(estimateMemory(s), "weights") / kGiB - 14.96) < 0.005);
    }

    void zero3Weights()
    {
        Scenario s = preset("llama-3-8b");
        s.zero = 3;
        s.gpus = 4;
        const ParamBreakdown p = parameterBreakdown(s.model.arch);
        const double gathered = 2.0 * 2.0 * double(p.blockLinear + p.blockOther) / 32.0;
        QCOMPARE(bytes(estimateMemory(s), "weights"), kLlama3Params * 2.0 / 4 + gathered);
    }

    // Gradients and optimizer states per trainable parameter (ZeRO paper: 2 + 12 for mixed AdamW).
    void statesPerParam_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("master");
        QTest::addColumn<QString>("optimizer");
        QTest::addColumn<double>("gradBytes");
        QTest::addColumn<double>("optBytes");
        QTest::newRow("mixed adamw") << "bf16"
                                     << "fp32"
                                     << "adamw" << 2.0 << 12.0;
        QTest::newRow("pure bf16 adamw") << "bf16"
                                         << "none"
                                         << "adamw" << 2.0 << 4.0;
        // bitsandbytes 8-bit states: 2 B + two fp32 absmax per 256 values (8 / 256 B).
        QTest::newRow("mixed adamw-8bit") << "bf16"
                                          << "fp32"
                                          << "adamw-8bit" << 2.0 << 4.0 + 2.0 + 8.0 / 256;
        QTest::newRow("mixed paged 8bit") << "fp16"
                                          << "fp32"
                                          << "paged-adamw-8bit" << 2.0 << 4.0 + 2.0 + 8.0 / 256;
        QTest::newRow("mixed sgd") << "bf16"
                                   << "fp32"
                                   << "sgd" << 2.0 << 8.0;
        QTest::newRow("pure bf16 sgd") << "bf16"
                                       << "none"
                                       << "sgd" << 2.0 << 2.0;
        QTest::newRow("fp32 adamw") << "fp32"
                                    << "fp32"
                                    << "adamw" << 4.0 << 8.0;
        QTest::newRow("fp32 8bit") << "fp32"
                                   << "none"
                                   << "adamw-8bit" << 4.0 << 2.0 + 8.0 / 256;
    }
    void statesPerParam()
    {
        QFETCH(QString, precision);
        QFETCH(QString, master);
        QFETCH(QString, optimizer);
        QFETCH(double, gradBytes);
        QFETCH(double, optBytes);
        Scenario s = preset("llama-3-8b");
        s.precision = *precisionFromId(precision);
        s.masterWeights = *masterWeightsFromId(master);
        s.optimizer = *optimizerFromId(optimizer);
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(b.trainableParams, kLlama3Params);
        QCOMPARE(termBytes(b, Term::Gradients), kLlama3Params * gradBytes);
        QCOMPARE(termBytes(b, Term::OptimizerStates), kLlama3Params * optBytes);
    }

    // The seed article claims 40 GB suffice for full fine-tuning of Qwen2-7B; mixed-precision
    // AdamW alone needs 16 B/param (DESIGN.md §1): 7,615,616,512 x 16 B = 113.5 GiB.
    void fullFineTuneOf7BNeedsOver100GiB()
    {
        Scenario s = preset("qwen2-7b");
        const MemoryBudget b = estimateMemory(s);
        const double states = bytes(b, "weights") + termBytes(b, Term::Gradients) + termBytes(b, Term::OptimizerStates);
        QCOMPARE(states, 7615616512.0 * 16);
        QCOMPARE(formatGiB(states), QStringLiteral("113.5"));
        QVERIFY(b.budgetGiB() > 80.0);
    }

    void zeroStagesPartition_data()
    {
        QTest::addColumn<int>("zero");
        QTest::addColumn<QString>("offload");
        QTest::addColumn<double>("gradShare"); // of the unpartitioned value
        QTest::addColumn<double>("optShare");
        QTest::addColumn<double>("hostBytesPerParam");
        QTest::newRow("zero0") << 0 << "none" << 1.0 << 1.0 << 0.0;
        QTest::newRow("zero1") << 1 << "none" << 1.0 << 0.25 << 0.0;
        QTest::newRow("zero2") << 2 << "none" << 0.25 << 0.25 << 0.0;
        QTest::newRow("zero3") << 3 << "none" << 0.25 << 0.25 << 0.0;
        QTest::newRow("zero1 offload") << 1 << "optimizer" << 1.0 << 0.0 << 12.0 / 4;
        QTest::newRow("zero2 offload") << 2 << "optimizer" << 0.0 << 0.0 << 14.0 / 4;
        QTest::newRow("zero3 offload all") << 3 << "optimizer+params" << 0.0 << 0.0 << 16.0 / 4;
    }
    void zeroStagesPartition()
    {
        QFETCH(int, zero);
        QFETCH(QString, offload);
        QFETCH(double, gradShare);
        QFETCH(double, optShare);
        QFETCH(double, hostBytesPerParam);
        Scenario s = preset("llama-3-8b");
        s.gpus = 4;
        s.zero = zero;
        s.offload = *offloadFromId(offload);
        QVERIFY(!validate(s));
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(termBytes(b, Term::Gradients), kLlama3Params * 2.0 * gradShare);
        QCOMPARE(termBytes(b, Term::OptimizerStates), kLlama3Params * 12.0 * optShare);
        QCOMPARE(b.hostRamBytes, kLlama3Params * hostBytesPerParam);
    }

    // PEFT prints these trainable-parameter counts.
    void loraParameterCounts_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("targets");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("llama-3.2-3b r32 qv") << "llama-3.2-3b" << 32 << "qv" << Q_INT64_C(9175040);
        QTest::newRow("llama-2-7b r8 qv") << "llama-2-7b" << 8 << "qv" << Q_INT64_C(4194304);
        // 32 x 16 x [(4096+4096)x2 + (4096+1024)x2 + (4096+14336)x2 + (14336+4096)]
        QTest::newRow("llama-3-8b r16 all") << "llama-3-8b" << 16 << "all-linear" << Q_INT64_C(41943040);
        // MoE, as Unsloth's notebooks print them ("Trainable parameters = ..."). ERNIE 4.5 21B-A3B: 28
        // layers, the first dense. 28 x 8 x [(2560+2560)x2 + (2560+512)x2] attention + 1 x 8 x
        // (2560+12288) x 3 dense MLP + 27 x 8 x [64 x (2560+1536) x 3 + (2560+3072) x 3] experts and
        // the two shared experts = 3,670,016 + 356,352 + 173,518,848.
        QTest::newRow("ernie-4.5-21b-a3b r8 all") << "ernie-4.5-21b-a3b" << 8 << "all-linear" << Q_INT64_C(177545216);
        // gpt-oss keeps its experts in fused nn.Parameter tensors that LoRA cannot reach: the
        // attention alone, 24 x 8 x [(2880+4096) x 2 + (2880+512) x 2].
        QTest::newRow("gpt-oss-20b r8 all: attention only") << "gpt-oss-20b" << 8 << "all-linear" << Q_INT64_C(3981312);
        // 36 x 16 x [(2880+4096) x 2 + (2880+512) x 2]
        QTest::newRow("gpt-oss-120b r16 all: attention only") << "gpt-oss-120b" << 16 << "all-linear" << Q_INT64_C(11943936);
        // Mixtral's experts are nn.Linear modules: 32 x 16 x [(4096+4096)x2 + (4096+1024)x2 + 8 x
        // (4096+14336) x 3].
        QTest::newRow("mixtral-8x7b r16 all: every expert") << "mixtral-8x7b" << 16 << "all-linear" << Q_INT64_C(240123904);
    }
    void loraParameterCounts()
    {
        QFETCH(QString, model);
        QFETCH(int, rank);
        QFETCH(QString, targets);
        QFETCH(qint64, expected);
        const ModelSpec *m = findPreset(model);
        QCOMPARE(loraParameterCount(m->arch, rank, *loraTargetsFromId(targets)), expected);
    }

    // The formula says why a fused-expert model's adapters are so few; it stays quiet where the
    // experts are adapted (Mixtral) or were not asked for (attention targets).
    void fusedExpertsAreNamedInTheAdapterFormula_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("targets");
        QTest::addColumn<bool>("named");
        QTest::newRow("gpt-oss-20b all-linear") << "gpt-oss-20b"
                                                << "all-linear" << true;
        QTest::newRow("gpt-oss-20b attention") << "gpt-oss-20b"
                                               << "attention" << false;
        QTest::newRow("mixtral-8x7b all-linear") << "mixtral-8x7b"
                                                 << "all-linear" << false;
    }
    void fusedExpertsAreNamedInTheAdapterFormula()
    {
        QFETCH(QString, model);
        QFETCH(QString, targets);
        QFETCH(bool, named);
        Scenario s;
        s.model = *findPreset(model);
        s.method = Method::Lora;
        s.loraTargets = *loraTargetsFromId(targets);
        const QString formula = termFormulaOf(estimateMemory(s), Term::Adapters);
        QVERIFY(!formula.isEmpty());
        QCOMPARE(formula.contains(QStringLiteral("routed experts")), named);
    }

    // QLoRA loads with bitsandbytes, which replaces nn.Linear modules only: gpt-oss's fused
    // experts (19,116,933,120 parameters) stay 16-bit under the Hugging Face stack, and only its
    // 630,374,400 attention weights are NF4; Unsloth's 4-bit checkpoints quantise the experts too
    // (19,747,307,520 block weights NF4). Mixtral's experts are nn.Linear: NF4.
    // NF4 with double quantisation: (4 + 8/64 + 32/(64 × 256)) / 8 B per weight.
    void fusedExpertsStay16BitUnderBitsandbytes_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("stack");
        QTest::addColumn<double>("nf4Params");
        QTest::newRow("gpt-oss-20b, HF Trainer") << "gpt-oss-20b"
                                                 << "hf-trainer" << 630374400.0;
        QTest::newRow("gpt-oss-20b, Unsloth") << "gpt-oss-20b"
                                              << "unsloth" << 19747307520.0;
        // 32 × (2 × 4,096² + 2 × 4,096 × 1,024 + 8 × 3 × 4,096 × 14,336)
        QTest::newRow("mixtral-8x7b, HF Trainer") << "mixtral-8x7b"
                                                  << "hf-trainer" << 46439333888.0;
    }
    void fusedExpertsStay16BitUnderBitsandbytes()
    {
        QFETCH(QString, model);
        QFETCH(QString, stack);
        QFETCH(double, nf4Params);
        Scenario s;
        s.model = *findPreset(model);
        s.method = Method::Qlora;
        s.stack = *stackFromId(stack);
        const double nf4 = (4.0 + 8.0 / 64.0 + 32.0 / (64.0 * 256.0)) / 8.0;
        const double expected = nf4Params * nf4 + (double(s.model.params) - nf4Params) * 2.0;
        QVERIFY2(qAbs(termBytes(estimateMemory(s), Term::WeightsNf4) - expected) < 1.0,
                 qPrintable(QString::number(termBytes(estimateMemory(s), Term::WeightsNf4), 'f', 0)));
    }

    void loraStates()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Lora;
        s.loraRank = 8;
        s.loraTargets = LoraTargets::QV;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(b.trainableParams, Q_INT64_C(4194304));
        QCOMPARE(bytes(b, "adapters"), 4194304.0 * 4); // fp32 adapters (PEFT)
        QCOMPARE(bytes(b, "gradients"), 4194304.0 * 4);
        QCOMPARE(bytes(b, "optimizer"), 4194304.0 * 8); // AdamW m + v, no extra master copy
    }

    // Korthikanti et al. adapted term by term; hand-computed for the tiny model (see tiny()):
    // tokens 20, s*b*h 1280, B = 2. Attention 2*1280 + 2*20*(64+128) + 2*20*64 = 12800, MLP
    // 2*1280 + 4*2*20*128 = 23040, norms 2*2*1280 = 5120, outside the layers 2*2*1280 = 5120.
    void activations_data()
    {
        QTest::addColumn<bool>("flash");
        QTest::addColumn<bool>("checkpointing");
        QTest::addColumn<double>("expected");
        const double flashLayer = 12800 + 4.0 * 2 * 4 * 10 + 23040 + 5120;  // + log-sum-exp
        const double eagerLayer = 12800 + 6.0 * 4 * 100 * 2 + 23040 + 5120; // fp32 softmax + bf16 copy
        QTest::newRow("flash") << true << false << 2 * flashLayer + 5120;
        QTest::newRow("eager") << false << false << 2 * eagerLayer + 5120;
        QTest::newRow("flash checkpointed") << true << true << 2 * 2560.0 + flashLayer + 5120;
        QTest::newRow("eager checkpointed") << false << true << 2 * 2560.0 + eagerLayer + 5120;
    }
    void activations()
    {
        QFETCH(bool, flash);
        QFETCH(bool, checkpointing);
        QFETCH(double, expected);
        Scenario s = tiny();
        s.flashAttention = flash;
        s.gradCheckpointing = checkpointing;
        QCOMPARE(bytes(estimateMemory(s), "activations"), expected);
    }

    void logitsTraining()
    {
        Scenario s = preset("llama-3-8b");
        s.batch = 2;
        s.seq = 2048;
        // fp32 logits, the saved fp32 log-softmax and two gradients of the same size at the
        // backward peak: 12 B per element, in bf16 and fp32 alike (transformers loss_utils.py).
        QCOMPARE(bytes(estimateMemory(s), "logits"), 2.0 * 2048 * 128256 * 12);
        s.precision = Precision::Fp32;
        QCOMPARE(bytes(estimateMemory(s), "logits"), 2.0 * 2048 * 128256 * 12);
    }

    void kvCache_data()
    {
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("expected");
        // 2 x 32 layers x 8 KV heads x 128 x 8192 tokens x 2 B = exactly 1 GiB.
        QTest::newRow("bf16") << "bf16" << 1 << 1.0 * kGiB;
        QTest::newRow("int4 weights keep a 16-bit cache") << "int4" << 1 << 1.0 * kGiB;
        QTest::newRow("fp8 cache") << "fp8" << 1 << 0.5 * kGiB;
        QTest::newRow("fp32") << "fp32" << 1 << 2.0 * kGiB;
        QTest::newRow("tensor parallel 2") << "bf16" << 2 << 0.5 * kGiB;
    }
    void kvCache()
    {
        QFETCH(QString, precision);
        QFETCH(int, gpus);
        QFETCH(double, expected);
        Scenario s = preset("llama-3-8b");
        s.method = Method::Inference;
        s.precision = *precisionFromId(precision);
        s.seq = 8192;
        s.gpus = gpus;
        QCOMPARE(bytes(estimateMemory(s), "kv_cache"), expected);
        s.method = Method::Full;
        s.precision = Precision::Bf16;
        s.gpus = 1;
        QCOMPARE(bytes(estimateMemory(s), "kv_cache"), 0.0);
    }

    // Properties that must hold for every preset and method.
    void physics_data()
    {
        QTest::addColumn<QString>("model");
        for (const char *id : {"llama-3-8b", "qwen2-7b", "mixtral-8x7b", "gemma-2-9b", "bert-large-uncased", "llama-3.2-1b"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void physics()
    {
        QFETCH(QString, model);
        Scenario s;
        s.model = *findPreset(model);
        s.seq = 1024;
        const auto total = [](const Scenario &x) { return estimateMemory(x).totalBytes; };

        for (Method m : {Method::Full, Method::Lora, Method::Qlora, Method::Inference}) {
            Scenario x = s;
            x.method = m;
            const MemoryBudget b = estimateMemory(x);
            QCOMPARE(b.components.size(), std::size_t(8));
            QCOMPARE(b.components[0].id, ComponentId::Weights);
            double sum = 0;
            for (const auto &c : b.components) {
                QVERIFY2(c.bytes >= 0, qPrintable(toId(c.id)));
                QVERIFY2(!componentFormula(c).isEmpty(), qPrintable(toId(c.id)));
                for (const MemoryTerm &t : c.terms)
                    QVERIFY(!termFormula(t).isEmpty() && !termSource(t.term).isEmpty());
                sum += c.bytes;
            }
            QVERIFY(qAbs(sum - b.totalBytes) < 1e-3);
            // Each tool sees more than the one before it.
            QVERIFY(b.readings.allocated <= b.readings.reserved && b.readings.reserved <= b.readings.nvidiaSmi);
            QCOMPARE(b.readings.nvidiaSmi, b.totalBytes);
            QCOMPARE(b.budgetBytes, b.totalBytes * 1.2);
            Scenario bigger = x;
            bigger.batch = 4;
            QVERIFY(total(bigger) > total(x));
            bigger = x;
            bigger.seq = 4096;
            QVERIFY(total(bigger) > total(x));
        }
        Scenario full = s, lora = s, qlora = s;
        lora.method = Method::Lora;
        qlora.method = Method::Qlora;
        QVERIFY(total(qlora) < total(lora));
        QVERIFY(total(lora) < total(full));

        Scenario ckpt = s;
        ckpt.gradCheckpointing = true;
        QVERIFY(total(ckpt) < total(s));
        Scenario eager = s;
        eager.flashAttention = false;
        QVERIFY(total(eager) > total(s));

        Scenario z = s;
        z.zero = 3;
        double previous = total(z);
        for (int g : {2, 4, 8}) {
            z.gpus = g;
            QVERIFY(total(z) < previous);
            previous = total(z);
        }
    }

    void headroomScalesBudget_data()
    {
        QTest::addColumn<double>("headroom");
        QTest::newRow("0") << 0.0;
        QTest::newRow("0.2") << 0.2;
        QTest::newRow("0.5") << 0.5;
    }
    void headroomScalesBudget()
    {
        QFETCH(double, headroom);
        Scenario s = preset("qwen2-7b");
        s.method = Method::Qlora;
        s.headroom = headroom;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(b.budgetBytes, b.totalBytes * (1 + headroom));
        QCOMPARE(b.headroom, headroom);
    }

    // What each tool will show: allocated counts tensors and cuBLAS workspaces; reserved adds
    // the allocator's cache; nvidia-smi adds the CUDA context (and NCCL, paged states).
    void expectedReadings()
    {
        Scenario s = preset("llama-3-8b");
        s.method = Method::Lora;
        const MemoryBudget b = estimateMemory(s);
        const double context = termBytes(b, Term::CudaContext), reserve = termBytes(b, Term::AllocatorReserve);
        QCOMPARE(context, kCudaContextBytes);
        QVERIFY(qAbs(b.readings.nvidiaSmi - b.readings.reserved - context) < 1);
        QVERIFY(qAbs(b.readings.reserved - b.readings.allocated - reserve) < 1);
        // Paged 8-bit states live outside PyTorch's allocator: nvidia-smi sees them, torch does not.
        s.optimizer = Optimizer::PagedAdamW8bit;
        const MemoryBudget paged = estimateMemory(s);
        QVERIFY(qAbs(paged.readings.nvidiaSmi - paged.readings.reserved - context - termBytes(paged, Term::OptimizerStates)) < 1);
        // Two GPUs add an NCCL communicator (544–688 MB, NVIDIA/nccl#964), seen by nvidia-smi only.
        s.optimizer = Optimizer::AdamW;
        s.gpus = 2;
        const MemoryBudget two = estimateMemory(s);
        QCOMPARE(termBytes(two, Term::NcclBuffers), 0.6 * kGiB);
        QVERIFY(qAbs(two.readings.nvidiaSmi - two.readings.reserved - context - 0.6 * kGiB) < 1);
    }

    // The optimizer step's foreach temporaries: BERT-large full fine-tuning in fp32 with batch 1,
    // checkpointed: 335,141,888 params × 4 B = 1.25 GiB, more than the backward's transient.
    void optimizerStepPeak()
    {
        Scenario s = preset("bert-large-uncased");
        s.precision = Precision::Fp32;
        s.masterWeights = MasterWeights::None;
        s.batch = 1;
        s.seq = 128;
        s.gradCheckpointing = true;
        const MemoryBudget b = estimateMemory(s);
        const double transient = bytes(b, "activations") + bytes(b, "logits");
        const double temp = double(s.model.params) * 4.0;
        QVERIFY(temp > transient);
        QVERIFY(qAbs(termBytes(b, Term::OptimizerStepExcess) - (temp - transient)) < 1);
        // With ZeRO, DeepSpeed's fused Adam has no such copies.
        s.zero = 1;
        QCOMPARE(termBytes(estimateMemory(s), Term::OptimizerStepExcess), 0.0);
    }

    // QLoRA through PEFT (Llama-2-7B, r=8 on q,v, batch 1 × 2048, checkpointed), term by term:
    // fp32 copies of the 262,410,240 unquantised params (+2 B), the 16-bit copy of the fp32
    // output layer (32000 × 4096 × 2 B), the largest dequantised matrix (11008 × 4096 × 2 B),
    // checkpointed inputs in fp32 (32 × 2048 × 4096 × 4 B).
    void qloraTerms()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Qlora;
        s.loraRank = 8;
        s.loraTargets = LoraTargets::QV;
        s.seq = 2048;
        s.gradCheckpointing = true;
        const MemoryBudget b = estimateMemory(s);
        const ParamBreakdown p = parameterBreakdown(s.model.arch);
        QCOMPARE(termBytes(b, Term::WeightsKbitUpcast), double(p.total() - p.blockLinear) * 2.0);
        QCOMPARE(termBytes(b, Term::LmHeadCast), 32000.0 * 4096 * 2);
        QCOMPARE(termBytes(b, Term::DequantBuffer), 11008.0 * 4096 * 2);
        QCOMPARE(termBytes(b, Term::CheckpointedInputs), 32.0 * 2048 * 4096 * 4);
        QCOMPARE(termBytes(b, Term::SavedQuantInputs), 0.0);
        // bitsandbytes <= 0.43.1 without checkpointing: every layer keeps its 4-bit layers'
        // inputs: 32 × 2048 × (2 × 4096 + 4096 + 11008) × 2 B = 2.84 GiB.
        MemoryOptions old;
        old.stack.bnbSavesInput = true;
        s.gradCheckpointing = false;
        QCOMPARE(termBytes(estimateMemory(s, 1, old), Term::SavedQuantInputs), 32.0 * 2048 * (3 * 4096 + 11008) * 2);
    }

    // Calibrate with my measurement: a gap of exactly what old bitsandbytes keeps is explained by it
    // first; the correction is a share of the total, shown as its own line.
    void gapAnalysis()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Qlora;
        s.seq = 2048;
        const MemoryBudget b = estimateMemory(s);
        MemoryOptions old;
        old.stack.bnbSavesInput = true;
        const double measured = estimateMemory(s, 1, old).readings.allocated;
        const GapAnalysis g = analyseGap(s, {}, Reading::Allocated, measured);
        QCOMPARE(g.expectedBytes, b.readings.allocated);
        QVERIFY(g.differenceBytes > 1.0 * kGiB);
        QVERIFY(!g.candidates.isEmpty());
        QVERIFY2(g.candidates.constFirst().cause.contains(QStringLiteral("bitsandbytes 0.43.1")),
                 qPrintable(g.candidates.constFirst().cause));
        QVERIFY(qAbs(g.candidates.constFirst().bytes - g.differenceBytes) < 1.0);

        const UserCorrection c = correctionFrom(g, s, QStringLiteral("2026-11-30"));
        QVERIFY(qAbs(c.share - (measured / b.readings.allocated - 1.0)) < 1e-12);
        QVERIFY(c.basis.contains(QStringLiteral("2026-11-30")) && c.basis.contains(readingName(Reading::Allocated)));
        MemoryOptions corrected;
        corrected.correction = c;
        const MemoryBudget withCorrection = estimateMemory(s, 1, corrected);
        QVERIFY(qAbs(termBytes(withCorrection, Term::UserCorrection) - c.share * b.totalBytes) < 1.0);
        QVERIFY(qAbs(withCorrection.totalBytes - b.totalBytes * (1.0 + c.share)) < 1.0);
        // A measurement that matches explains nothing.
        QVERIFY(analyseGap(s, {}, Reading::Process, b.readings.nvidiaSmi).candidates.isEmpty());
    }

    void formatting()
    {
        QCOMPARE(formatGiB(19.2 * kGiB), QStringLiteral("19.2"));
        QCOMPARE(formatGiB(0.04 * kGiB), QStringLiteral("0.0"));
        QCOMPARE(componentIds().size(), 8);
        for (int i = 0; i < kComponentCount; ++i)
            QVERIFY(displayName(ComponentId(i)) != toId(ComponentId(i)));
    }

    // Each framework moves the terms it changes, and only those (core/stacks.cpp cites its code).
    // Llama-2-7B QLoRA, batch 1 × 512 tokens without checkpointing: 512 × 32,000 logits.
    void stackChangesItsTerms_data()
    {
        QTest::addColumn<Stack>("stack");
        QTest::addColumn<int>("lossTerm");
        QTest::addColumn<double>("lossBytes");
        QTest::addColumn<bool>("dropout");
        QTest::addColumn<bool>("fp32Casts");
        const double logits = 512.0 * 32000;
        // Unsloth: 512 × 32,000 fp32 logits (62.5 MiB) fit its 4 GiB target, so one chunk, 16-bit
        // and fp32 (2 + 4 B), and the output layer's input gradient 512 × 4096 × 2 B.
        const double unsloth = logits * 6 + 512.0 * 4096 * 2;
        // TRL: a 256-token chunk at 12 B per logit and the fp32 copy of the 32,000 × 4096 output layer.
        const double trl = 256.0 * 32000 * 12 + 32000.0 * 4096 * 4;
        const int loss = int(Term::LossLogits), fusedLoss = int(Term::FusedLinearLoss);
        QTest::newRow("hf-trainer") << Stack::HfTrainer << loss << logits * 12 << false << true;
        QTest::newRow("llama-factory") << Stack::LlamaFactory << loss << logits * 12 << false << false;
        QTest::newRow("unsloth") << Stack::Unsloth << fusedLoss << unsloth << false << false;
        QTest::newRow("ms-swift") << Stack::MsSwift << loss << logits * 12 << true << false;
        QTest::newRow("axolotl") << Stack::Axolotl << loss << logits * 12 << false << true;
        QTest::newRow("torchtune") << Stack::Torchtune << loss << logits * 6 << false << false;
        QTest::newRow("litgpt") << Stack::Litgpt << loss << logits * 4 << true << false;
        QTest::newRow("litgpt-0.5.4") << Stack::LitgptLegacy << loss << logits * 4 << true << false;
        QTest::newRow("trl") << Stack::Trl << fusedLoss << trl << false << false;
        QTest::newRow("fsdp-qlora") << Stack::FsdpQlora << loss << logits * 12 << true << false;
        QTest::newRow("deepspeed") << Stack::Deepspeed << loss << logits * 12 << false << true;
    }
    void stackChangesItsTerms()
    {
        QFETCH(Stack, stack);
        QFETCH(int, lossTerm);
        QFETCH(double, lossBytes);
        QFETCH(bool, dropout);
        QFETCH(bool, fp32Casts);
        Scenario s = preset("llama-2-7b");
        s.method = Method::Qlora;
        s.batch = 1;
        s.seq = 512;
        s.loraTargets = LoraTargets::AllLinear;
        s.stack = stack;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(termBytes(b, Term(lossTerm)), lossBytes);
        QCOMPARE(termBytes(b, Term(lossTerm == int(Term::LossLogits) ? Term::FusedLinearLoss : Term::LossLogits)), 0.0);
        QCOMPARE(termBytes(b, Term::LoraDropout) > 0, dropout);
        QCOMPARE(termBytes(b, Term::LoraInputCopies) > 0, !dropout);
        QCOMPARE(termBytes(b, Term::WeightsKbitUpcast) > 0, fp32Casts);
        // Only LitGPT before 0.5.5 ran bitsandbytes 0.42.0, whose 4-bit layers keep their inputs,
        // and its loop holds the previous step's as well.
        QCOMPARE(termBytes(b, Term::SavedQuantInputs) > 0, stack == Stack::LitgptLegacy);
        QCOMPARE(termBytes(b, Term::PreviousStepInputs), termBytes(b, Term::SavedQuantInputs));
        QCOMPARE(termBytes(b, Term::OffloadedCheckpoints), 0.0); // no checkpointing, nothing to offload
    }

    // LitGPT holds what its code holds (stacks.cpp). Gemma-2B ties its output layer to the
    // embedding; LitGPT keeps its own 256,000 × 2,048 = 524,288,000 more parameters. Batch 2 × 512
    // tokens, LoRA rank 16 on every linear layer, no checkpointing.
    void litgptHoldsItsOwnOutputLayer_data()
    {
        QTest::addColumn<Stack>("stack");
        QTest::addColumn<int>("method");
        QTest::addColumn<double>("weights");
        QTest::addColumn<double>("dequantised");
        QTest::addColumn<double>("previousStep");
        const double published = 2506172416.0, outputLayer = 256000.0 * 2048;
        // QLoRA: the 18 layers' 1,981,808,640 linear weights and the output layer in NF4 without
        // double quantisation (0.5625 B), the embedding and the norms (524,363,776) in bf16.
        const double quantised = 1981808640.0 + outputLayer, other = 524363776.0;
        const double nf4 = quantised * 0.5625 + other * 2;
        // Dequantised from fp16 into bf16, the largest 4-bit matrix (the output layer) twice.
        const double dequantised = outputLayer * 4;
        // 18 layers × 1,024 tokens × (3 × 2,048 + 16,384) inputs × 2 B.
        const double inputs = 18.0 * 1024 * (3 * 2048 + 16384) * 2;
        const int lora = int(Method::Lora), qlora = int(Method::Qlora);
        QTest::newRow("LoRA, default stack") << Stack::HfTrainer << lora << published * 2 << 0.0 << 0.0;
        QTest::newRow("LoRA, LitGPT") << Stack::Litgpt << lora << (published + outputLayer) * 2 << 0.0 << 0.0;
        // Full fine-tuning trains that output layer too: bf16 gradients as large as the weights.
        QTest::newRow("full, LitGPT") << Stack::Litgpt << int(Method::Full) << (published + outputLayer) * 2 << 0.0 << 0.0;
        QTest::newRow("QLoRA, LitGPT") << Stack::Litgpt << qlora << nf4 << dequantised << 0.0;
        QTest::newRow("QLoRA, LitGPT 0.5.4") << Stack::LitgptLegacy << qlora << nf4 << dequantised << inputs;
    }
    void litgptHoldsItsOwnOutputLayer()
    {
        QFETCH(Stack, stack);
        QFETCH(int, method);
        QFETCH(double, weights);
        QFETCH(double, dequantised);
        QFETCH(double, previousStep);
        Scenario s = preset("gemma-2b");
        s.method = Method(method);
        s.precision = Precision::Bf16;
        s.masterWeights = MasterWeights::None;
        s.batch = 2;
        s.seq = 512;
        s.gradCheckpointing = false;
        s.loraRank = 16;
        s.loraTargets = LoraTargets::AllLinear;
        s.stack = stack;
        const MemoryBudget b = estimateMemory(s);
        const Term weightsTerm = s.method == Method::Qlora ? Term::WeightsNf4 : Term::WeightsDense;
        QCOMPARE(termBytes(b, weightsTerm), weights);
        if (s.method == Method::Full)
            QCOMPARE(termBytes(b, Term::Gradients), weights);
        if (s.method == Method::Qlora)
            QCOMPARE(termBytes(b, Term::DequantBuffer), dequantised);
        QCOMPARE(termBytes(b, Term::PreviousStepInputs), previousStep);
    }

    // FSDP that wraps only the decoder blocks keeps the root unit (embedding and output layer)
    // gathered through the step; ZeRO-3 (the default stack's DeepSpeed) gathers them module by module.
    void fsdpRootStaysGathered_data()
    {
        QTest::addColumn<Stack>("stack");
        QTest::addColumn<QByteArray>("model");
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("offload");
        QTest::addColumn<double>("gathered");
        QTest::addColumn<double>("gradient");
        // Llama-2-7B: embedding and output layer 2 × 32,000 × 4,096 in bf16, half of them another GPU's shard.
        const double llama = 2.0 * 32000 * 4096;
        const int lora = int(Method::Lora), full = int(Method::Full), none = int(Offload::None);
        QTest::newRow("fsdp_qlora LoRA, 2 GPUs")
            << Stack::FsdpQlora << QByteArray("llama-2-7b") << lora << 2 << none << llama * 2 * 0.5 << 0.0;
        // Offloaded, the whole root comes to the GPU for the step.
        QTest::newRow("fsdp_qlora LoRA, offloaded")
            << Stack::FsdpQlora << QByteArray("llama-2-7b") << lora << 2 << int(Offload::OptimizerAndParams) << llama * 2 << 0.0;
        // LitGPT's Gemma-2B: the embedding and LitGPT's own copy of it, 2 × 256,000 × 2,048, trained:
        // three quarters of them, and of their bf16 gradient, beyond this GPU's shard on 4 GPUs.
        const double gemma = 2.0 * 256000 * 2048;
        QTest::newRow("LitGPT full, 4 GPUs") << Stack::Litgpt << QByteArray("gemma-2b") << full << 4 << none << gemma * 2 * 0.75
                                             << gemma * 2 * 0.75;
        QTest::newRow("default stack (DeepSpeed)") << Stack::HfTrainer << QByteArray("llama-2-7b") << lora << 2 << none << 0.0 << 0.0;
        QTest::newRow("one GPU") << Stack::FsdpQlora << QByteArray("llama-2-7b") << lora << 1 << none << 0.0 << 0.0;
    }
    void fsdpRootStaysGathered()
    {
        QFETCH(Stack, stack);
        QFETCH(QByteArray, model);
        QFETCH(int, method);
        QFETCH(int, gpus);
        QFETCH(int, offload);
        QFETCH(double, gathered);
        QFETCH(double, gradient);
        Scenario s = preset(model.constData());
        s.method = Method(method);
        s.precision = Precision::Bf16;
        s.masterWeights = MasterWeights::None;
        s.gpus = gpus;
        s.zero = 3;
        s.offload = Offload(offload);
        s.stack = stack;
        const MemoryBudget b = estimateMemory(s);
        QCOMPARE(termBytes(b, Term::FsdpRootGathered), gathered);
        QCOMPARE(termBytes(b, Term::FsdpRootGradient), gradient);
    }

    // Packed samples kept apart without FlashAttention: one mask per step, sized by how each
    // framework lays out its rows (stacks.cpp), by hand: rows × length² × bytes per element.
    void packedMask_data()
    {
        QTest::addColumn<Stack>("stack");
        QTest::addColumn<int>("method");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("seq");
        QTest::addColumn<bool>("flash");
        QTest::addColumn<bool>("packing");
        QTest::addColumn<double>("bytes");
        const int lora = int(Method::Lora);
        // LLaMA-Factory: 2 rows of 4,096 in bf16: 2 × 4,096² × 2 B; 4,100 tokens pad to 4,104 (a multiple of 8).
        QTest::newRow("LLaMA-Factory") << Stack::LlamaFactory << lora << 2 << 4096 << false << true << 2.0 * 4096 * 4096 * 2;
        QTest::newRow("LLaMA-Factory, padded") << Stack::LlamaFactory << lora << 2 << 4100 << false << true << 2.0 * 4104 * 4104 * 2;
        // TRL: the micro-batch as one row of 8,192 tokens, a bool mask.
        QTest::newRow("TRL") << Stack::Trl << lora << 2 << 4096 << false << true << 8192.0 * 8192;
        // axolotl: 2 rows of 4,000 tokens padded to 4,032 (a multiple of 64), bool.
        QTest::newRow("axolotl") << Stack::Axolotl << lora << 2 << 4000 << false << true << 2.0 * 4032 * 4032;
        // Unsloth's SDPA fallback: one row, in the query's dtype.
        QTest::newRow("Unsloth") << Stack::Unsloth << lora << 1 << 4096 << false << true << 4096.0 * 4096 * 2;
        QTest::newRow("FlashAttention") << Stack::Trl << lora << 2 << 4096 << true << true << 0.0;
        QTest::newRow("no packing") << Stack::Trl << lora << 2 << 4096 << false << false << 0.0;
        QTest::newRow("torchtune's block mask") << Stack::Torchtune << lora << 2 << 4096 << false << true << 0.0;
        QTest::newRow("pre-training packs plainly") << Stack::LlamaFactory << int(Method::Pretrain) << 2 << 4096 << false << true << 0.0;
    }
    void packedMask()
    {
        QFETCH(Stack, stack);
        QFETCH(int, method);
        QFETCH(int, batch);
        QFETCH(int, seq);
        QFETCH(bool, flash);
        QFETCH(bool, packing);
        QFETCH(double, bytes);
        Scenario s = preset("llama-3-8b");
        s.method = Method(method);
        s.stack = stack;
        s.batch = batch;
        s.seq = seq;
        s.flashAttention = flash;
        s.packing = packing;
        QVERIFY(!validate(s));
        QCOMPARE(termBytes(estimateMemory(s), Term::PackedMask), bytes);
    }

    // Unsloth's gradient checkpointing keeps the layer inputs in host RAM and brings one back at a time.
    void unslothOffloadsTheCheckpoints()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Qlora;
        s.batch = 1;
        s.seq = 2048;
        s.gradCheckpointing = true;
        s.stack = Stack::Unsloth;
        const MemoryBudget b = estimateMemory(s);
        const double layerInput = 2048.0 * 4096 * 2; // bf16: Unsloth casts nothing to fp32
        // The last layer's input stays and one comes back at a time; the other 31 wait in host RAM.
        QCOMPARE(termBytes(b, Term::OffloadedCheckpoints), 2 * layerInput);
        QCOMPARE(termBytes(b, Term::CheckpointedInputs), 0.0);
        QCOMPARE(b.hostRamBytes, 31 * layerInput);
        // Below 512 tokens Unsloth checkpoints as usual, on the GPU.
        s.seq = 256;
        QCOMPARE(termBytes(estimateMemory(s), Term::CheckpointedInputs), 32 * 256.0 * 4096 * 2);
        s.seq = 2048;
        // The Hugging Face Trainer keeps all 32 on the GPU, in fp32 after PEFT's casts.
        s.stack = Stack::HfTrainer;
        const MemoryBudget d = estimateMemory(s);
        QCOMPARE(termBytes(d, Term::CheckpointedInputs), 32 * 2048.0 * 4096 * 4);
        QCOMPARE(d.hostRamBytes, 0.0);
    }

    // Liger's fused loss where the framework has the switch; refused where it has none.
    void ligerFusesTheLoss()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Lora;
        s.batch = 2;
        s.seq = 1024;
        s.liger = true;
        QVERIFY(!validate(s));
        const MemoryBudget b = estimateMemory(s);
        // 2048 tokens: a chunk of next_power_of_2(2048 / cdiv(32,000, 4096) = 256) tokens of bf16 logits,
        // plus the 2048 × 4096 bf16 gradient of the output layer's input.
        QCOMPARE(termBytes(b, Term::FusedLinearLoss), 256.0 * 32000 * 2 + 2048.0 * 4096 * 2);
        QCOMPARE(termBytes(b, Term::LossLogits), 0.0);
        s.stack = Stack::Torchtune;
        const auto e = validate(s);
        QVERIFY(e);
        QCOMPARE(e->field, QStringLiteral("liger"));
        QVERIFY2(e->reason.contains(QStringLiteral("torchtune")), qPrintable(e->reason));
    }

    // A framework is a training choice: serving the same model ignores it.
    void inferenceIgnoresTheStack()
    {
        Scenario s = preset("llama-2-7b");
        s.method = Method::Inference;
        const double plain = estimateMemory(s).totalBytes;
        s.stack = Stack::Unsloth;
        QCOMPARE(estimateMemory(s).totalBytes, plain);
    }
    // transformers' generate() over several GPUs runs a model loaded with device_map="auto":
    // accelerate places whole layers on each GPU, so the weights and the cache divide by the GPU
    // count while each GPU runs its layers over the whole batch (its working set whole), and the
    // layers hand activations on with plain copies (no NCCL communicator). An engine on the same
    // GPUs splits by tensor parallelism and keeps a communicator.
    void generateSplitsLayers()
    {
        Scenario s = preset("qwen2-57b-a14b");
        s.method = Method::Inference;
        s.serving.engine = Engine::Hf;
        s.precision = Precision::Bf16;
        s.batch = 1;
        s.seq = 8192;
        s.prompt = 6144;
        const MemoryBudget one = estimateMemory(s);
        s.gpus = 2;
        const MemoryBudget two = estimateMemory(s);
        QCOMPARE(two.bytes(ComponentId::Weights), 57408658944.0 * 2 / 2);
        // 28 layers × 2 × 4 KV heads × 128 × 8,192 tokens × 2 B, half on each GPU.
        QCOMPARE(two.bytes(ComponentId::KvCache), 28.0 * 2 * 4 * 128 * 8192 * 2 / 2);
        QCOMPARE(termBytes(two, Term::InferenceWorkingSet), termBytes(one, Term::InferenceWorkingSet));
        QCOMPARE(termBytes(two, Term::NcclBuffers), 0.0);
        QVERIFY2(termFormulaOf(two, Term::WeightsDense).contains(QLatin1String("device_map")),
                 qPrintable(termFormulaOf(two, Term::WeightsDense)));
        s.serving.engine = Engine::Vllm;
        QVERIFY(termBytes(estimateMemory(s), Term::NcclBuffers) > 0);
    }

    // Megatron's accounting under expert parallelism (megatron/training/theoretical_memory_usage.py):
    // bf16 weights and fp32 main gradients of what a GPU holds, the routed experts an eighth of
    // them and the rest whole; the distributed optimizer (ZeRO 1) shards 12 bytes a parameter of
    // master weights and Adam states over the eight ranks. Qwen3-30B-A3B: 48 layers × 128 experts
    // × 3 × 2048 × 768 = 28,991,029,248 routed parameters of 30,532,122,624.
    void expertParallelTraining()
    {
        Scenario s = preset("qwen3-30b-a3b");
        QCOMPARE(s.model.params, Q_INT64_C(30532122624));
        QCOMPARE(routedExpertParameterCount(s.model.arch), Q_INT64_C(28991029248));
        s.method = Method::Full;
        s.stack = Stack::MsSwift;
        s.gpus = 8;
        s.zero = 1;
        s.expertParallel = true;
        QVERIFY(s.trainsExpertParallel());
        QVERIFY(!validate(s));
        const double held = 30532122624.0 - 28991029248.0 + 28991029248.0 / 8.0; // 5,164,972,032 parameters on each GPU
        const MemoryBudget ep = estimateMemory(s);
        QCOMPARE(ep.bytes(ComponentId::Weights), 2.0 * held);
        QCOMPARE(ep.bytes(ComponentId::Gradients), 4.0 * held);
        QCOMPARE(ep.bytes(ComponentId::Optimizer), 12.0 * 30532122624.0 / 8.0);
        QCOMPARE(termBytes(ep, Term::Zero3Gathered), 0.0);
        QVERIFY2(termFormulaOf(ep, Term::Gradients).contains(QLatin1String("(expert parallelism")),
                 qPrintable(termFormulaOf(ep, Term::Gradients)));
        // Without the distributed optimizer each GPU keeps the states of what it holds.
        s.zero = 0;
        QCOMPARE(estimateMemory(s).bytes(ComponentId::Optimizer), 12.0 * held);
        // LoRA: the frozen weights split as before, and Megatron-SWIFT's adapters as their layers:
        // one per routed expert on the expert's GPU (TEGroupedLinear), the rest whole. Rank 8 on
        // every linear layer: 48 layers × 8 × [attention (2048+4096) + 2 × (2048+512) + (4096+2048)
        // = 17,408, experts 128 × 3 × (2048+768) = 1,081,344] = 6,684,672 + 415,236,096. Each GPU
        // holds 6,684,672 + 415,236,096 / 8 = 58,589,184 of them: bf16 (params_dtype), fp32 main
        // gradients, and fp32 master weights with Adam's two states in the optimizer.
        s.method = Method::Lora;
        s.loraRank = 8;
        s.loraTargets = LoraTargets::AllLinear;
        const MemoryBudget lora = estimateMemory(s);
        QCOMPARE(lora.trainableParams, Q_INT64_C(421920768));
        QCOMPARE(lora.expertTrainableParams, Q_INT64_C(415236096));
        const double adapters = 6684672.0 + 415236096.0 / 8.0;
        QCOMPARE(lora.bytes(ComponentId::Weights), 2.0 * held);
        QCOMPARE(lora.bytes(ComponentId::Adapters), 2.0 * adapters);
        QCOMPARE(lora.bytes(ComponentId::Gradients), 4.0 * adapters);
        QCOMPARE(lora.bytes(ComponentId::Optimizer), 12.0 * adapters);
        s.zero = 1;
        QCOMPARE(estimateMemory(s).bytes(ComponentId::Optimizer), 12.0 * 421920768.0 / 8.0);
        // Megatron's cross-entropy keeps one fp32 copy of the logits (6 B each, with the 16-bit
        // logits or the 16-bit gradient beside it); ms-swift's own trainer on one GPU upcasts as
        // transformers does, 12 B.
        QCOMPARE(termBytes(lora, Term::LossLogits), double(s.batch) * double(s.seq) * 151936.0 * 6.0);
        Scenario swift = s;
        swift.expertParallel = false;
        swift.zero = 3;
        QCOMPARE(termBytes(estimateMemory(swift), Term::LossLogits), double(s.batch) * double(s.seq) * 151936.0 * 12.0);

        // Stays quiet where the framework has no such switch: the Hugging Face Trainer's ZeRO 3
        // gathers whole layers, experts and all, and the switch changes nothing.
        Scenario hf = preset("qwen3-30b-a3b");
        hf.method = Method::Full;
        hf.gpus = 8;
        hf.zero = 3;
        const MemoryBudget zero3 = estimateMemory(hf);
        hf.expertParallel = true;
        QVERIFY(!hf.trainsExpertParallel());
        QCOMPARE(estimateMemory(hf).totalBytes, zero3.totalBytes);
        QVERIFY(termBytes(zero3, Term::Zero3Gathered) > 0);
        QCOMPARE(termBytes(zero3, Term::OutsideExpertsCopies), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
