// The serving model (models/core/serving.h) against hand calculations from the engines' code: KV
// bytes per token by architecture, vLLM's blocks and concurrency, SGLang's memory share, llama.cpp's
// GGUF offload, replicas and speed for a workload, the launch lines and the engine's refusals.
// Published start-up logs are scored in tst_calibration (docs/accuracy.md).
#include "core/advice.h"
#include "core/serving.h"
#include "data/catalogschema.h"
#include "data/presets.h"

#include <QTest>

#include <cmath>

using namespace ga;

Q_DECLARE_METATYPE(ga::Engine)
Q_DECLARE_METATYPE(ga::All2AllBackend)

namespace {

Scenario served(const char *model, Engine engine, int tp = 1)
{
    Scenario s;
    const ModelSpec *m = PresetLibrary::bundled().find(QString::fromLatin1(model));
    Q_ASSERT(m);
    s.model = *m;
    s.method = Method::Inference;
    s.precision = Precision::Bf16;
    s.gpus = tp;
    s.serving.engine = engine;
    return s;
}

const GpuSpec &gpu(const char *id)
{
    const GpuSpec *g = bundledCatalog().gpu(QString::fromLatin1(id));
    Q_ASSERT(g);
    return *g;
}

// A catalog instance of `gpus` GPUs of type `gpuId` (links and prices do not enter these checks).
Instance instance(const char *gpuId, int gpus)
{
    Instance in;
    in.provider = QStringLiteral("test");
    in.type = QStringLiteral("test.%1").arg(gpus);
    in.region = QStringLiteral("test-1");
    in.gpuId = QString::fromLatin1(gpuId);
    in.gpuCount = gpus;
    in.nvlink = true;
    return in;
}

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// The workload of `s` on instances of `gpusPerInstance` GPUs of type `gpuId`.
ServingPerformance performance(const Scenario &s, const char *gpuId, int gpusPerInstance)
{
    const GpuSpec &g = gpu(gpuId);
    const MemoryBudget b = estimateMemory(s);
    return servingPerformance(s, servingCapacity(s, b, g), b, g, instance(gpuId, gpusPerInstance));
}

} // namespace

class TestServing final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Bytes one token holds on one GPU: vLLM's page size per layer ÷ block size, summed over layers.
    void kvBytesPerToken_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("tp");
        QTest::addColumn<QString>("kvDtype");
        QTest::addColumn<double>("bytes");
        // Llama 3.1 8B: 32 layers × 2 (K, V) × 8 KV heads × 128 × 2 B.
        QTest::newRow("llama-3.1-8b tp1") << QStringLiteral("llama-3.1-8b") << 1 << QStringLiteral("auto") << 32.0 * 2 * 8 * 128 * 2;
        QTest::newRow("llama-3.1-8b tp2") << QStringLiteral("llama-3.1-8b") << 2 << QStringLiteral("auto") << 32.0 * 2 * 4 * 128 * 2;
        // More ranks than KV heads: one replicated head per rank (max(1, 8 // 16)).
        QTest::newRow("llama-3.1-8b tp16") << QStringLiteral("llama-3.1-8b") << 16 << QStringLiteral("auto") << 32.0 * 2 * 1 * 128 * 2;
        QTest::newRow("llama-3.1-8b fp8") << QStringLiteral("llama-3.1-8b") << 1 << QStringLiteral("fp8") << 32.0 * 2 * 8 * 128 * 1;
        // Qwen2 7B: 28 layers × 2 × 4 × 128 × 2 B.
        QTest::newRow("qwen2-7b") << QStringLiteral("qwen2-7b") << 1 << QStringLiteral("auto") << 28.0 * 2 * 4 * 128 * 2;
        // DeepSeek-V3's latent: 61 layers × (512 + 64) × 2 B, the same on every rank.
        QTest::newRow("deepseek-v3 tp8") << QStringLiteral("deepseek-v3") << 8 << QStringLiteral("auto") << 61.0 * 576 * 2;
    }
    void kvBytesPerToken()
    {
        QFETCH(QString, model);
        QFETCH(int, tp);
        QFETCH(QString, kvDtype);
        QFETCH(double, bytes);
        Scenario s = served(model.toLatin1().constData(), Engine::Vllm, tp);
        s.serving.kvCacheDtype = *kvCacheDtypeFromId(kvDtype);
        const ServingCapacity c = servingCapacity(s, gpu("h200"));
        QCOMPARE(c.kvBytesPerToken, bytes);
    }

    // vLLM on one A100 80GB, Qwen2 7B at half the GPU and 16,384 tokens per request, by hand:
    // CUDA total = 81,920 MiB − the driver's 0.42 GiB; weights 7,615,616,512 × 2 B; the sampler's
    // peak 256 requests × 152,064 logits × 12 B (above the forward's 2,048 × 2 × (7,168 + 56,832));
    // 0.15 GiB outside PyTorch and 0.4 GiB of CUDA graphs; pages of 16 tokens × 2 × 4 × 128 × 2 B
    // per layer, 28 layers; 1,024 blocks per request.
    void vllmBlocksAndConcurrency()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm);
        s.serving.gpuMemoryUtilization = 0.5;
        s.serving.maxModelLen = 16384;
        const ServingCapacity c = servingCapacity(s, gpu("a100-80gb-sxm"));
        const double total = 80.0 * GiB - 0.42 * GiB;
        const double weights = 7615616512.0 * 2;
        const double sampler = 256.0 * 152064 * 12;
        const double kv = 0.5 * total - weights - sampler - 0.15 * GiB - 0.4 * GiB;
        QCOMPARE(c.weightsBytes, weights);
        QCOMPARE(c.activationBytes, sampler);
        QVERIFY(qAbs(c.kvCacheBytes - kv) < 1.0);
        const qint64 blocks = qint64(std::floor(kv / (16.0 * 2 * 4 * 128 * 2) / 28));
        QCOMPARE(c.kvTokens, blocks * 16);
        QCOMPARE(c.maxModelLen, 16384);
        QVERIFY(!c.maxModelLenCapped);
        QCOMPARE(c.maxConcurrency, double(blocks) / 1024.0);
        QVERIFY(c.starts());
        QCOMPARE(c.nvidiaSmiBytes, 0.5 * total + 0.5 * GiB); // the share and the CUDA context before it
        // Before v0.21 the graphs came on top of the share instead of out of the KV cache.
        MemoryOptions older;
        older.stack.vllmCudaGraphEstimate = false;
        const ServingCapacity v010 = servingCapacity(s, gpu("a100-80gb-sxm"), older);
        QVERIFY(qAbs(v010.kvCacheBytes - (kv + 0.4 * GiB)) < 1.0);
    }

    // The model's own context (131,072 for Llama 3.1) does not fit an L4's share: capped, said so.
    void maxModelLenCappedAtThePool()
    {
        Scenario s = served("llama-3.1-8b", Engine::Vllm);
        s.serving.inputTokens = 1000;
        s.serving.outputTokens = 200;
        const ServingCapacity c = servingCapacity(s, gpu("l4"));
        QVERIFY(c.maxModelLenCapped);
        QVERIFY(c.maxModelLen < 131072);
        QVERIFY(c.starts());
        QVERIFY(std::ceil(double(c.maxModelLen) / 16.0) * 16.0 <= double(c.kvTokens));
        QVERIFY(std::ceil(double(c.maxModelLen + 16) / 16.0) * 16.0 > double(c.kvTokens)); // the longest that fits
        // Asked for explicitly, the engine refuses instead (vLLM's start-up error).
        s.serving.maxModelLen = 131072;
        QVERIFY(!servingCapacity(s, gpu("l4")).starts());
        // 70B in 16-bit does not fit an 80 GB GPU at all.
        QVERIFY(!servingCapacity(served("llama-3.1-70b", Engine::Vllm), gpu("h100-sxm")).starts());
    }

    // SGLang's mem_fraction_static by hand from server_args.py: reserve = 512 + 1.5 × chunked prefill
    // + 2 × the largest CUDA-graph batch + TP/8 × 1,024 MiB, at least 10 GiB above 60 GiB.
    void sglangMemoryFraction_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("fraction");
        // H100: 81,559 MiB; 512 + 12,288 + 512 + 128 = 13,440 → 68,119 / 81,559.
        QTest::newRow("h100") << QStringLiteral("h100-sxm") << 1 << std::round(68119.0 / 81559.0 * 1000) / 1000;
        // H200: 143,771 MiB, the same reserve.
        QTest::newRow("h200") << QStringLiteral("h200") << 1 << std::round((143771.0 - 13440.0) / 143771.0 * 1000) / 1000;
        // L4 at TP 4: 23,034 MiB; 512 + 3,072 + 160 + 512 = 4,256.
        QTest::newRow("l4 tp4") << QStringLiteral("l4") << 4 << std::round((23034.0 - 4256.0) / 23034.0 * 1000) / 1000;
    }
    void sglangMemoryFraction()
    {
        QFETCH(QString, gpu);
        QFETCH(int, tp);
        QFETCH(double, fraction);
        const Scenario s = served("qwen2-7b", Engine::Sglang, tp);
        QCOMPARE(engineSettings(s, &::gpu(gpu.toLatin1().constData())).utilization, fraction);
    }

    // llama.cpp Q4_K_M (4.84 bits per weight) of Llama 3.1 8B: every block and the output layer on
    // the GPU, the token embeddings in host memory; with -ngl 16 half the blocks and no output layer.
    void llamaCppOffload()
    {
        const double embedding = 128256.0 * 4096, blocks = 8030261248.0 - 2 * embedding;
        Scenario s = served("llama-3.1-8b", Engine::LlamaCpp);
        s.serving.gguf = GgufType::Q4KM;
        s.serving.maxModelLen = 8192;
        const double bytes = 4.84 / 8.0;
        ServingCapacity c = servingCapacity(s, gpu("rtx-4090"));
        QVERIFY(qAbs(c.weightsBytes - (blocks + embedding) * bytes) < 1.0);
        QVERIFY(qAbs(c.hostBytes - embedding * bytes) < 1.0);
        QCOMPARE(c.kvBytesPerToken, 32.0 * 2 * 8 * 128 * 2); // f16 cache
        QCOMPARE(c.kvTokens, qint64(8192));
        s.serving.gpuLayers = 16;
        s.serving.kvCacheDtype = KvCacheDtype::Q8_0;
        c = servingCapacity(s, gpu("rtx-4090"));
        QVERIFY(qAbs(c.weightsBytes - blocks / 2 * bytes) < 1.0);
        QCOMPARE(c.kvBytesPerToken, 16.0 * 2 * 8 * 128 * 34.0 / 32.0); // half the layers, q8_0 blocks
        QCOMPARE(ggufBitsPerWeight(GgufType::Q8_0), 8.5);
    }

    // What the engines refuse, named by the field to change.
    void refusals_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("kvDtype");
        QTest::addColumn<int>("maxModelLen");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        QTest::newRow("tp 3") << QStringLiteral("vllm") << 3 << QStringLiteral("auto") << 0 << QStringLiteral("gpus")
                              << QStringLiteral("2 or 4");
        QTest::newRow("q8_0 on vllm") << QStringLiteral("vllm") << 1 << QStringLiteral("q8_0") << 0 << QStringLiteral("kv_cache_dtype")
                                      << QStringLiteral("vLLM");
        QTest::newRow("fp8 on llama.cpp") << QStringLiteral("llama.cpp") << 1 << QStringLiteral("fp8") << 0
                                          << QStringLiteral("kv_cache_dtype") << QStringLiteral("llama.cpp");
        QTest::newRow("too short") << QStringLiteral("sglang") << 1 << QStringLiteral("auto") << 1000 << QStringLiteral("max_model_len")
                                   << QStringLiteral("2048");
        QTest::newRow("tp 2 fine") << QStringLiteral("vllm") << 2 << QStringLiteral("auto") << 0 << QString() << QString();
    }
    void refusals()
    {
        QFETCH(QString, engine);
        QFETCH(int, gpus);
        QFETCH(QString, kvDtype);
        QFETCH(int, maxModelLen);
        QFETCH(QString, field);
        QFETCH(QString, says);
        Scenario s = served("llama-3.1-8b", *engineFromId(engine), gpus);
        s.serving.kvCacheDtype = *kvCacheDtypeFromId(kvDtype);
        s.serving.maxModelLen = maxModelLen;
        const auto e = validate(s);
        if (field.isEmpty()) {
            QVERIFY2(!e, e ? qPrintable(e->message()) : "");
            return;
        }
        QVERIFY(e);
        QCOMPARE(e->field, field);
        QVERIFY2(e->reason.contains(says), qPrintable(e->reason));
    }

    // Expert parallelism places whole experts: an MoE whose experts' 1,000 columns do not split over
    // 16 GPUs starts with it, and the launch line says so.
    void expertParallelism()
    {
        Scenario s = served("qwen3-30b-a3b", Engine::Vllm, 16);
        s.model.arch.moeIntermediate = 1000; // 1,000 % 16 = 8
        s.model.params = parameterCount(s.model.arch);
        s.model.publishedParams.reset();
        const auto refused = validate(s);
        QVERIFY(refused && refused->field == QLatin1String("gpus"));
        QVERIFY2(refused->reason.contains(QStringLiteral("1000 columns")), qPrintable(refused->reason));
        s.expertParallel = true;
        QVERIFY(!validate(s));
        QVERIFY(launchCommand(s, servingCapacity(s, gpu("h100-sxm"))).contains(QStringLiteral(" --enable-expert-parallel ")));
        s.serving.engine = Engine::Sglang;
        QVERIFY(launchCommand(s, servingCapacity(s, gpu("h100-sxm"))).contains(QStringLiteral(" --ep-size 16 ")));
    }

    // Data-parallel attention (vLLM --data-parallel-size N --enable-expert-parallel, SGLang --dp N
    // --enable-dp-attention): attention, dense layers, shared experts and embeddings whole on every
    // GPU, routed experts split; each GPU its own requests. DeepSeek-V3 on 8 × H200 in BF16: 58 MoE
    // layers × 256 experts × 3 × 7168 × 2048 = 653,908,770,816 routed parameters; the MLA latent
    // (512 + 64 elements × 61 layers × 2 bytes) is the same per token either way.
    void dpAttentionWeightsAndPool()
    {
        Scenario tp = served("deepseek-v3", Engine::Vllm, 8);
        tp.precision = Precision::Fp8; // served as published: FP8 blocks of 128 × 128 with an fp32 scale each
        QCOMPARE(routedExpertParameterCount(tp.model.arch), Q_INT64_C(653908770816));
        Scenario dp = tp;
        dp.serving.dpAttention = true;
        QCOMPARE(dp.attentionRanks(), 8);
        QCOMPARE(dp.attentionTp(), 1);
        QVERIFY(!validate(dp));
        const MemoryBudget btp = estimateMemory(tp, 8), bdp = estimateMemory(dp, 8);
        // Per GPU: everything but the routed experts whole, the experts' (8 + 32 ÷ 16,384 bits a
        // weight) an eighth, against an eighth of it all with tensor parallelism.
        const double all = btp.bytes(ComponentId::Weights) * 8.0;
        const double experts = 653908770816.0 * (8.0 + 32.0 / 16384.0) / 8.0;
        QVERIFY(qAbs(bdp.bytes(ComponentId::Weights) - ((all - experts) + experts / 8.0)) < 16.0);
        // The formula names the split it shows: ranks under data-parallel attention, tensor parallelism without.
        const auto weightsFormula = [](const MemoryBudget &b) { return termFormula(b.component(ComponentId::Weights).terms.front()); };
        QVERIFY2(weightsFormula(bdp).contains(QLatin1String("(data-parallel attention ranks")), qPrintable(weightsFormula(bdp)));
        QVERIFY(!weightsFormula(bdp).contains(QLatin1String("tensor parallel")));
        QVERIFY2(weightsFormula(btp).contains(QStringLiteral("÷ 8 GPUs (tensor parallel)")), qPrintable(weightsFormula(btp)));
        const GpuSpec &h200 = gpu("h200");
        const ServingCapacity ctp = servingCapacity(tp, btp, h200), cdp = servingCapacity(dp, bdp, h200);
        QVERIFY(ctp.starts() && cdp.starts());
        QCOMPARE(cdp.attentionRanks, 8);
        QCOMPARE(ctp.kvBytesPerToken, 61.0 * (512 + 64) * 2.0);
        QCOMPARE(cdp.kvBytesPerToken, ctp.kvBytesPerToken);
        // The pool of each GPU shrinks by the copied weights and by the profiling pass of a rank whose
        // attention is whole, but eight pools hold separate requests.
        QVERIFY(cdp.activationBytes > ctp.activationBytes);
        QVERIFY(qAbs((ctp.kvCacheBytes - cdp.kvCacheBytes) - (bdp.bytes(ComponentId::Weights) - btp.bytes(ComponentId::Weights)) -
                     (cdp.activationBytes - ctp.activationBytes)) < 1.0);
        dp.serving.concurrency = tp.serving.concurrency = 100000;
        const Instance node = instance("h200", 8);
        const ServingPerformance ptp = servingPerformance(tp, ctp, btp, h200, node);
        const ServingPerformance pdp = servingPerformance(dp, cdp, bdp, h200, node);
        const double request = double(tp.serving.inputTokens + tp.serving.outputTokens) * ctp.kvBytesPerToken;
        QCOMPARE(ptp.capacityPerReplica, std::min(ctp.maxNumSeqs, int(std::floor(ctp.kvCacheBytes / request))));
        QCOMPARE(pdp.capacityPerReplica, 8 * std::min(cdp.maxNumSeqs, int(std::floor(cdp.kvCacheBytes / request))));
        QVERIFY(pdp.capacityPerReplica > ptp.capacityPerReplica);

        // Over 6 GPUs tensor parallelism cannot split 128 heads; data-parallel attention splits none.
        tp.gpus = dp.gpus = 6;
        QVERIFY(validate(tp));
        QVERIFY(!validate(dp));
        // A dense model has no experts to spread: the switch changes nothing.
        Scenario dense = served("qwen3-8b", Engine::Vllm, 2);
        dense.serving.dpAttention = true;
        QCOMPARE(dense.attentionRanks(), 1);
    }

    // DeepEP's buffers, from its size hints (csrc/config.hpp) as each engine calls them, for
    // DeepSeek-V3 (hidden 7168, 256 experts) on 8 ranks:
    //   low-latency, T tokens a rank: a dispatch message is 16 + 2 × 7168 = 14,352 bytes, a combine
    //     message 56 scales × 4 + 2 × 7168 = 14,560; send and receive areas of 256 experts × T × 14,560,
    //     twice each, + 2 × 1,024 signalling, then one 128 more: T = 256 → 3,816,818,816;
    //     T = 128 → 1,908,410,496
    //   normal, 8 ranks, bf16: 10 channels × 8 × (5 × 4 + 256 × (14,336 + 8 + 1,024 + 512 + 512))
    //     = 335,709,760 → 335,709,824 aligned to 128
    // vLLM adds its 1 GiB NVLink buffer in both modes; every Buffer a 32 MiB workspace; NVSHMEM (low
    // latency) 3.1 GB − 2,146,961,792 − 32 MiB (DeepEP#510).
    void deepEpBuffers_data()
    {
        QTest::addColumn<Engine>("engine");
        QTest::addColumn<All2AllBackend>("backend");
        QTest::addColumn<double>("nvl");
        QTest::addColumn<double>("rdma");
        QTest::addColumn<bool>("nvshmem");
        const double gib = 1024.0 * 1024.0 * 1024.0;
        QTest::newRow("vllm default") << Engine::Vllm << All2AllBackend::Default << 0.0 << 0.0 << false;
        QTest::newRow("vllm high-throughput") << Engine::Vllm << All2AllBackend::DeepepHighThroughput << gib << 0.0 << false;
        QTest::newRow("vllm low-latency") << Engine::Vllm << All2AllBackend::DeepepLowLatency << gib << 3816818816.0 << true;
        QTest::newRow("sglang high-throughput") << Engine::Sglang << All2AllBackend::DeepepHighThroughput << 335709824.0 << 0.0 << false;
        QTest::newRow("sglang low-latency") << Engine::Sglang << All2AllBackend::DeepepLowLatency << 0.0 << 1908410496.0 << true;
    }

    void deepEpBuffers()
    {
        QFETCH(Engine, engine);
        QFETCH(All2AllBackend, backend);
        QFETCH(double, nvl);
        QFETCH(double, rdma);
        QFETCH(bool, nvshmem);
        Scenario plain = served("deepseek-v3", engine, 8);
        plain.precision = Precision::Fp8;
        plain.serving.dpAttention = true;
        Scenario s = plain;
        s.serving.all2all = backend;
        QVERIFY(!validate(s));
        const MemoryTerm t = deepEpBufferTerm(s);
        const double expected = backend == All2AllBackend::Default
            ? 0.0
            : nvl + rdma + 32.0 * 1024 * 1024 + (nvshmem ? 3.1e9 - 2146961792.0 - 32.0 * 1024 * 1024 : 0.0);
        QCOMPARE(t.bytes, expected);
        QCOMPARE(t.in[0], nvl);
        QCOMPARE(t.in[1], rdma);

        const GpuSpec &h200 = gpu("h200");
        const ServingCapacity c0 = servingCapacity(plain, h200), c = servingCapacity(s, h200);
        QVERIFY2(c.starts(), qPrintable(c.problem));
        QCOMPARE(c.deepEpBytes, expected);
        if (engine == Engine::Vllm) {
            // vLLM allocates them before profiling: the KV cache pays.
            QVERIFY(qAbs((c0.kvCacheBytes - c.kvCacheBytes) - expected) < 1.0);
            QCOMPARE(c.nvidiaSmiBytes, c0.nvidiaSmiBytes);
        } else {
            // SGLang at the first dispatch, from what mem_fraction_static leaves, which keeps 2 GiB
            // more for it: the pool shrinks by that share, nvidia-smi shows the buffer on top.
            const double mib = h200.usableGiB() * 1024.0;
            const double freeBefore = c.gpuTotalBytes - c.nonTorchBytes;
            QVERIFY(qAbs((c0.utilization - c.utilization) - 2048.0 / mib) <= 0.001);
            QVERIFY(qAbs((c0.kvCacheBytes - c.kvCacheBytes) - (c0.utilization - c.utilization) * freeBefore) < 1.0);
            QVERIFY(qAbs((c.nvidiaSmiBytes - c0.nvidiaSmiBytes) - (expected - (c0.utilization - c.utilization) * freeBefore)) < 1.0);
            // Asked for 0.97 of the GPU, SGLang leaves no room for the low-latency buffer (2.7 GiB): it
            // fails at the first dispatch; the high-throughput one (0.36 GiB) still fits.
            s.serving.gpuMemoryUtilization = 0.97;
            const ServingCapacity tight = servingCapacity(s, h200);
            QCOMPARE(tight.problem.contains(QStringLiteral("DeepEP's buffers")), nvshmem);
        }
    }

    // DeepEP's refusals (deep_ep.cpp host asserts, buffer.py config tables, launch.cuh hidden sizes),
    // named on the back-end; the engine's default back-end has none.
    void deepEpRefuses_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<All2AllBackend>("backend");
        QTest::addColumn<QString>("says"); // empty: it starts
        QTest::newRow("6 ranks") << QStringLiteral("deepseek-v3") << 6 << All2AllBackend::DeepepLowLatency
                                 << QStringLiteral("256 routed experts split evenly over the 6 ranks");
        QTest::newRow("48 ranks, high-throughput")
            << QStringLiteral("kimi-k2") << 48 << All2AllBackend::DeepepHighThroughput << QStringLiteral("no configuration for 48 ranks");
        QTest::newRow("48 ranks, low-latency") << QStringLiteral("kimi-k2") << 48 << All2AllBackend::DeepepLowLatency << QString();
        QTest::newRow("6 ranks, default") << QStringLiteral("deepseek-v3") << 6 << All2AllBackend::Default << QString();
        QTest::newRow("12 ranks") << QStringLiteral("deepseek-v3") << 12 << All2AllBackend::DeepepLowLatency
                                  << QStringLiteral("groups of 8, not 12");
        QTest::newRow("128 experts on 24 ranks") << QStringLiteral("qwen3-30b-a3b") << 24 << All2AllBackend::DeepepHighThroughput
                                                 << QStringLiteral("128 routed experts split evenly over the 24 ranks");
        QTest::newRow("hidden 2880, low-latency")
            << QStringLiteral("gpt-oss-120b") << 8 << All2AllBackend::DeepepLowLatency << QStringLiteral("not 2880");
        QTest::newRow("hidden 2880, high-throughput")
            << QStringLiteral("gpt-oss-120b") << 8 << All2AllBackend::DeepepHighThroughput << QString();
        QTest::newRow("16 ranks, low-latency") << QStringLiteral("deepseek-v3") << 16 << All2AllBackend::DeepepLowLatency << QString();
    }

    void deepEpRefuses()
    {
        QFETCH(QString, model);
        QFETCH(int, gpus);
        QFETCH(All2AllBackend, backend);
        QFETCH(QString, says);
        Scenario s = served(model.toLatin1().constData(), Engine::Vllm, gpus);
        s.serving.dpAttention = true;
        s.serving.all2all = backend;
        const auto e = validate(s);
        if (says.isEmpty()) {
            QVERIFY2(!e, e ? qPrintable(e->message()) : "");
            return;
        }
        QVERIFY(e);
        QCOMPARE(e->field, QStringLiteral("all2all_backend"));
        QVERIFY2(e->reason.contains(says), qPrintable(e->reason));
    }

    // The launch lines: one engine core per GPU for vLLM, SGLang's DP-attention flags and DeepEP mode.
    void dpAttentionLaunch()
    {
        Scenario s = served("deepseek-v3", Engine::Vllm, 8);
        s.precision = Precision::Fp8;
        s.serving.dpAttention = true;
        s.serving.all2all = All2AllBackend::DeepepLowLatency;
        const GpuSpec &h200 = gpu("h200");
        const QString vllm = launchCommand(s, servingCapacity(s, h200));
        QVERIFY2(vllm.contains(QStringLiteral(" --data-parallel-size 8 ")), qPrintable(vllm));
        QVERIFY2(vllm.contains(QStringLiteral(" --enable-expert-parallel --all2all-backend deepep_low_latency ")), qPrintable(vllm));
        QVERIFY(!vllm.contains(QStringLiteral("--tensor-parallel-size")));
        s.serving.engine = Engine::Sglang;
        s.serving.all2all = All2AllBackend::DeepepHighThroughput;
        const QString sglang = launchCommand(s, servingCapacity(s, h200));
        QVERIFY2(sglang.contains(QStringLiteral(" --tp 8 --context-length ")), qPrintable(sglang));
        QVERIFY2(
            sglang.contains(QStringLiteral(" --dp 8 --enable-dp-attention --ep-size 8 --moe-a2a-backend deepep --deepep-mode normal ")),
            qPrintable(sglang));
        s.serving.all2all = All2AllBackend::Default;
        QVERIFY(!launchCommand(s, servingCapacity(s, h200)).contains(QStringLiteral("deepep")));
    }

    // A multi-token-prediction draft (DeepSeek-V3 Technical Report §5.4.3): its layers' weights are
    // loaded, stored as the rest of the checkpoint (bytes per parameter as the model's weights), its
    // attention layers cache every token too (DeepSeek-V3: 61 + 1 MLA layers, GLM-4.5-Air: 46 + 1),
    // and each step yields 1 + 0.85 tokens a request. A model without MTP layers, or the draft off:
    // nothing changes.
    void mtpDraft_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<Engine>("engine");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("layers"); // cache layers without the draft
        QTest::addColumn<double>("draft");  // and the draft's
        QTest::addColumn<QString>("flag");
        QTest::newRow("deepseek-v3 vllm") << QStringLiteral("deepseek-v3") << Engine::Vllm << 8 << 61.0 << 1.0
                                          << QStringLiteral(R"( --speculative-config '{"method":"mtp","num_speculative_tokens":1}')");
        QTest::newRow("glm-4.5-air sglang") << QStringLiteral("glm-4.5-air") << Engine::Sglang << 4 << 46.0 << 1.0
                                            << QStringLiteral(
                                                   " --speculative-algorithm EAGLE --speculative-num-steps 1 --speculative-eagle-topk 1 "
                                                   "--speculative-num-draft-tokens 2");
        QTest::newRow("qwen3-8b has none") << QStringLiteral("qwen3-8b") << Engine::Vllm << 1 << 36.0 << 0.0 << QString();
    }

    void mtpDraft()
    {
        QFETCH(QString, model);
        QFETCH(Engine, engine);
        QFETCH(int, tp);
        QFETCH(double, layers);
        QFETCH(double, draft);
        QFETCH(QString, flag);
        Scenario off = served(model.toLatin1().constData(), engine, tp);
        off.precision = checkpointPrecision(off.model.checkpoint).value_or(Precision::Bf16);
        Scenario on = off;
        on.serving.mtpDraft = true;
        QCOMPARE(on.draftsWithMtp(), draft > 0);
        const MemoryBudget b0 = estimateMemory(off, tp), b1 = estimateMemory(on, tp);
        double draftBytes = 0;
        for (const MemoryTerm &t : b1.component(ComponentId::Weights).terms)
            draftBytes += t.term == Term::MtpDraftWeights ? t.bytes : 0.0;
        const double perParam = b0.bytes(ComponentId::Weights) * tp / double(off.model.params);
        QVERIFY(qAbs(draftBytes - double(mtpParameterCount(on.model.arch)) * perParam / tp) < 1.0);
        QCOMPARE(b1.bytes(ComponentId::Weights) - b0.bytes(ComponentId::Weights), draftBytes);
        QCOMPARE(on.model.params, off.model.params); // never in the published total

        const GpuSpec &h200 = gpu("h200");
        const ServingCapacity c0 = servingCapacity(off, b0, h200), c1 = servingCapacity(on, b1, h200);
        QVERIFY(c0.starts() && c1.starts());
        QCOMPARE(c1.kvBytesPerToken, c0.kvBytesPerToken * (layers + draft) / layers);
        QCOMPARE(launchCommand(on, c1).contains(flag), true);
        QCOMPARE(launchCommand(on, c1) == launchCommand(off, c1), draft == 0);

        const ServingPerformance p = servingPerformance(on, c1, b1, h200, instance("h200", 8));
        QCOMPARE(p.tokensPerStep, draft > 0 ? 1.85 : 1.0);
        QVERIFY(qAbs(p.tpotMs - (std::max(p.stepMemoryMs, p.stepComputeMs) + p.stepCommMs) / p.tokensPerStep) < 1e-9);
    }

    // Replicas for the concurrency: max_num_seqs 4 caps a replica, so 10 users take 3 replicas of
    // 4 (ceil(10 / 4) = 3, ceil(10 / 3) = 4 each), and one 8-GPU instance holds them with 5 idle.
    void replicasForTheConcurrency()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm);
        s.serving.concurrency = 10;
        s.serving.maxNumSeqs = 4;
        s.serving.inputTokens = 1000;
        s.serving.outputTokens = 200;
        const ServingPerformance p = performance(s, "h100-sxm", 8);
        QVERIFY(p.available);
        QCOMPARE(p.capacityPerReplica, 4);
        QCOMPARE(p.replicas, 3);
        QCOMPARE(p.perReplica, 4);
        QCOMPARE(p.instances, 1);
        QCOMPARE(p.idleGpus, 5);
        // On single-GPU instances each replica is an instance.
        const ServingPerformance single = performance(s, "h100-sxm", 1);
        QCOMPARE(single.instances, 3);
        QCOMPARE(single.idleGpus, 0);
    }

    // One request on one H100: a decode step reads the weights and its 1,100 tokens of cache
    // (1,000 prompt + half of 200 generated) at 72% of 3,350 GB/s; the prompt computes
    // 2 × 7.62 B × 1,000 plus 2 × 28 layers × 1,000² × 3,584 FLOPs at 60% of the dense BF16 rate.
    void decodeAndPrefillByHand()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm);
        s.serving.concurrency = 1;
        s.serving.inputTokens = 1000;
        s.serving.outputTokens = 200;
        const GpuSpec &h100 = gpu("h100-sxm");
        const ServingPerformance p = performance(s, "h100-sxm", 1);
        const double memoryMs = (7615616512.0 * 2 + 1100.0 * 57344) / (3350e9 * 0.72) * 1e3;
        QVERIFY2(qAbs(p.stepMemoryMs - memoryMs) < 1e-6, qPrintable(QString::number(p.stepMemoryMs)));
        const double prefillMs =
            (2.0 * 7615616512.0 * 1000 + 2.0 * 28 * 1e6 * 3584) / (h100.denseTflops(Precision::Bf16) * 1e12 * 0.6) * 1e3;
        QVERIFY2(qAbs(p.prefillMs - prefillMs) < 1e-6, qPrintable(QString::number(p.prefillMs)));
        QCOMPARE(p.tpotMs, std::max(p.stepMemoryMs, p.stepComputeMs)); // one GPU, one request: no all-reduce, no others' prompts
        QCOMPARE(p.ttftMs, p.prefillMs + p.tpotMs);
        QCOMPARE(p.decodeTokensPerSecond, 200.0 / (p.ttftMs + 199.0 * p.tpotMs) * 1000.0); // 200 tokens per request's lifetime
    }

    // A target per output token that no batch meets: one request per replica, and the row is
    // flagged; a loose one changes nothing.
    void latencyTargets()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm);
        s.serving.concurrency = 64;
        const ServingPerformance free = performance(s, "l4", 1);
        QVERIFY(free.meetsTargets());
        s.serving.tpotMs = 0.001;
        const ServingPerformance tight = performance(s, "l4", 1);
        QVERIFY(!tight.meetsTpot);
        QCOMPARE(tight.perReplica, 1);
        QCOMPARE(tight.replicas, 64);
        // A target between one request and the whole batch: fewer requests per replica, all meeting it.
        Scenario one = s;
        one.serving.concurrency = 1;
        one.serving.tpotMs = 0;
        s.serving.tpotMs = (free.tpotMs + performance(one, "l4", 1).tpotMs) / 2.0;
        const ServingPerformance mid = performance(s, "l4", 1);
        QVERIFY(mid.meetsTpot);
        QVERIFY(mid.perReplica < free.perReplica);
        QVERIFY(mid.replicas > free.replicas);
    }

    // The command lines, flag by flag as the engines name them.
    void launchCommands()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm, 2);
        s.serving.gpuMemoryUtilization = 0.5;
        s.serving.maxModelLen = 16384;
        s.serving.kvCacheDtype = KvCacheDtype::Fp8;
        ServingCapacity c = servingCapacity(s, gpu("a100-80gb-sxm"));
        QCOMPARE(launchCommand(s, c),
                 QStringLiteral("vllm serve Qwen/Qwen2-7B --tensor-parallel-size 2 --max-model-len 16384 "
                                "--gpu-memory-utilization 0.5 --kv-cache-dtype fp8 --max-num-seqs 256"));
        s.serving.engine = Engine::Sglang;
        s.serving.kvCacheDtype = KvCacheDtype::Auto;
        s.serving.maxNumSeqs = 64;
        c = servingCapacity(s, gpu("a100-80gb-sxm"));
        QCOMPARE(launchCommand(s, c),
                 QStringLiteral("python -m sglang.launch_server --model-path Qwen/Qwen2-7B --tp 2 --context-length "
                                "16384 --mem-fraction-static 0.5 --max-running-requests 64"));
        Scenario l = served("llama-3.1-8b", Engine::LlamaCpp);
        l.serving.maxModelLen = 8192;
        l.serving.maxNumSeqs = 2;
        l.serving.kvCacheDtype = KvCacheDtype::Q8_0;
        c = servingCapacity(l, gpu("rtx-4090"));
        QCOMPARE(launchCommand(l, c),
                 QStringLiteral("llama-server -m Llama-3.1-8B-Q4_K_M.gguf -c 16384 -np 2 -ngl 999 -fa on "
                                "--cache-type-k q8_0 --cache-type-v q8_0"));
    }

    // Nothing starts Llama 3.1 405B on one GPU: the smallest configurations are tensor-parallel
    // sizes vLLM accepts (they divide the 128 heads) on which it starts, priced per million tokens.
    void servingNeedsAreSizesTheEngineTakes()
    {
        const Scenario s = served("llama-3.1-405b", Engine::Vllm);
        const Advice a = advise(s, bundledCatalog());
        QCOMPARE(a.fittingCount(), 0);
        QVERIFY(!a.needs.isEmpty());
        for (const GpuNeed &n : a.needs) {
            QVERIFY2(tensorParallelProblems(s.model.arch, n.gpus).isEmpty(), qPrintable(n.text()));
            Scenario at = s;
            at.gpus = n.gpus;
            QVERIFY2(servingCapacity(at, *n.gpu).starts(), qPrintable(n.text()));
            if (n.gpus > 1) { // and one size smaller that vLLM accepts does not start
                const QList<qint64> below = nearestTensorParallelSizes(s.model.arch, n.gpus);
                if (!below.isEmpty() && below.constFirst() < n.gpus) {
                    at.gpus = int(below.constFirst());
                    QVERIFY2(!servingCapacity(at, *n.gpu).starts(), qPrintable(n.text()));
                }
            }
            QVERIFY(n.run.serving);
        }
    }

    // advise() over the bundled catalog: rows carry the engine's layout and the workload, the
    // picks are fits that meet the targets, and their cost is per million output tokens.
    void adviseServing()
    {
        Scenario s = served("qwen2-7b", Engine::Vllm);
        s.serving.concurrency = 32;
        s.serving.tpotMs = 50;
        s.usage.hoursPerDay = 24;
        const Advice a = advise(s, bundledCatalog());
        const int pick = a.pick(Pick::CheapestRun);
        QVERIFY(pick >= 0);
        const InstanceEvaluation &e = a.instances[pick];
        QVERIFY(e.capacity && e.capacity->starts());
        QVERIFY(e.serving().meetsTargets());
        QCOMPARE(e.gpus, e.serving().replicas * s.gpus);
        QCOMPARE(e.nodes, e.serving().instances);
        // Hourly price of every instance ÷ the tokens an hour yields × a million.
        QVERIFY(qAbs(*e.headlineCost() - e.hourly / e.serving().tokensPerHour() * 1e6) < 1e-9 * *e.headlineCost());
        bool sawConsumerWarning = false;
        for (const InstanceEvaluation &row : a.instances) {
            if (row.isPick(Pick::CheapestRun) || row.isPick(Pick::Fastest) || row.isPick(Pick::BestValue))
                QVERIFY(row.serving().meetsTargets() && !row.critical());
            if (row.capacity->starts() && !row.serving().meetsTargets())
                QVERIFY(row.flags.has(AdvisoryCode::ServingTargets));
            if (row.gpu->consumer) {
                QCOMPARE(row.flags.severity(AdvisoryCode::GpuConsumer), Severity::Warning); // a 24-hour service
                sawConsumerWarning = true;
            }
        }
        QVERIFY(sawConsumerWarning);
    }
};

QTEST_GUILESS_MAIN(TestServing)
#include "tst_serving.moc"
