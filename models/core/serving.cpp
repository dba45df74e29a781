#include "core/serving.h"

#include "base/format.h"
#include "core/modelspec.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Serving)
};

// vLLM's defaults (vllm/config/cache.py CacheConfig; vllm/engine/arg_utils.py
// EngineArgs.get_batch_defaults, `vllm serve` = UsageContext.OPENAI_API_SERVER): GPUs of 70 GiB and
// more, A100 excepted, schedule up to 8,192 tokens and 1,024 requests a step; others 2,048 and 256.
constexpr double kVllmUtilization = 0.92; // 0.9 before v0.25
constexpr int kVllmBlockSize = 16;
// One NCCL communicator: 544 MB (2 ranks) to 688 MB (more ranks) on 4×A100 (NVIDIA/nccl#964). vLLM
// creates it before the snapshot it measures from, so only nvidia-smi sees it.
constexpr double kNcclBytes = 0.6 * kGiB;
// What vLLM's profiling sees grow outside PyTorch (NCCL's working buffers, attention back-ends):
// 0.15 GiB on one GPU and 0.25 GiB at TP 2, derived from start-up logs that differ only in the
// utilisation (dennislee22/vLLM-benchmarking, Qwen2-7B on A100 80GB at 0.25 and 0.5, vLLM 0.10.1,
// 2025-09): total × utilisation − weights − KV − the sampler's peak.
constexpr double kVllmNonTorchGrowth = 0.15 * kGiB;
constexpr double kVllmNonTorchGrowthTp = 0.25 * kGiB;
// CUDA reports less memory than nvidia-smi's total: 22.07 GiB of an A10's 23,028 MiB
// (oracle-samples/oci-data-science-ai-samples, vLLM's start-up log), the driver's own reserve.
constexpr double kDriverReserveBytes = 0.42 * kGiB;
// vLLM subtracts its estimate of the CUDA graph pool from the KV budget since v0.21
// (VLLM_MEMORY_PROFILER_ESTIMATE_CUDAGRAPHS, PR vllm-project/vllm#30515); the estimate is logged
// as "Estimated CUDA graph memory: 0.36 GiB total" (gpustack/runner PR #251's start-up log) and
// varies by model and version (vllm-project/vllm#45178).
constexpr double kCudaGraphBytes = 0.4 * kGiB;
// vLLM's sampler upcasts the logits to fp32 and keeps its probabilities beside them, with one
// temporary of the same size (vllm/v1/sample/sampler.py): 12 bytes per logit of the profiling pass.
constexpr double kSamplerBytesPerLogit = 12.0;
// DeepSeek-V3 Technical Report (arXiv:2412.19437) §5.4.3: its multi-token-prediction module's
// second token is accepted 85-90% of the time, decoding 1.8× the tokens per second. The low end
// stands for every model that drafts one token with its MTP layers.
constexpr double kMtpAcceptance = 0.85;

// llama-server's micro-batch (common/common.h n_ubatch = 512) and llama.cpp's default parallel slots.
constexpr int kLlamaCppMicroBatch = 512;

// DeepEP (deepseek-ai/DeepEP v1.2.1, 2025-09-15: the Buffer API that vLLM's and SGLang's DeepEP
// back-ends construct). Ranks beyond 8 reach each other over RDMA (csrc/kernels/configs.cuh
// NUM_MAX_NVL_PEERS); every Buffer cudaMallocs a 32 MiB workspace (NUM_WORKSPACE_BYTES).
constexpr int kDeepEpNvlPeers = 8;
constexpr double kDeepEpWorkspaceBytes = 32.0 * kMiB;
// The hidden sizes its low-latency kernels are built for (csrc/kernels/launch.cuh SWITCH_HIDDEN).
constexpr std::array<qint64, 7> kDeepEpLowLatencyHiddens{2048, 2560, 4096, 5120, 6144, 7168, 8192};
// Its normal-mode configurations by rank count (deep_ep/buffer.py get_dispatch_config and
// get_combine_config, 20 SMs): the NVLink receive chunk and the RDMA send and receive chunks, in
// tokens. A rank count outside the table is refused ("Unsupported number of EP ranks").
struct DeepEpConfig {
    int ranks;
    std::array<int, 3> dispatch, combine; // nvl recv, rdma send, rdma recv
};
constexpr std::array<DeepEpConfig, 10> kDeepEpConfigs{{{2, {256, 6, 128}, {256, 6, 128}},
                                                       {4, {256, 6, 128}, {256, 6, 128}},
                                                       {8, {256, 6, 128}, {256, 6, 128}},
                                                       {16, {288, 20, 128}, {288, 12, 128}},
                                                       {24, {288, 32, 128}, {288, 8, 128}},
                                                       {32, {288, 32, 128}, {288, 8, 128}},
                                                       {64, {288, 28, 128}, {288, 20, 128}},
                                                       {128, {560, 32, 128}, {560, 12, 128}},
                                                       {144, {720, 12, 128}, {720, 8, 128}},
                                                       {160, {720, 12, 128}, {720, 8, 128}}}};
constexpr int kDeepEpChannels = 20 / 2; // Buffer.num_sms = 20, two SMs a channel
// vLLM sizes DeepEP's NVLink buffer, and its RDMA buffer across nodes, at VLLM_DEEPEP_BUFFER_SIZE_MB
// = 1024 (vllm/envs.py; vllm/distributed/device_communicators/all2all.py DeepEPHTAll2AllManager),
// and the low-latency buffer for VLLM_MOE_DP_CHUNK_SIZE = 256 tokens per rank; SGLang sizes the
// low-latency buffer for SGLANG_DEEPEP_NUM_MAX_DISPATCH_TOKENS_PER_RANK = 128 (python/sglang/srt/environ.py).
constexpr double kVllmDeepEpBufferBytes = 1024.0 * kMiB;
constexpr int kVllmDeepEpTokensPerRank = 256;
constexpr int kSglangDeepEpTokensPerRank = 128;
// NVSHMEM's own start-up on top of the buffers, where DeepEP initialises it (low-latency mode, or
// more than 8 ranks): DeepEP's low-latency test buffer (a 2,146,961,792-byte hint and the 32 MiB
// workspace) "consumes about 3.1 GB per GPU" with PyTorch 2.8.1 (deepseek-ai/DeepEP#510,
// 2025-12-04), 0.92 GB more than it allocates.
constexpr double kNvshmemStartupBytes = 3.1e9 - 2146961792.0 - 32.0 * kMiB;

qint64 alignUp(qint64 x, qint64 to)
{
    return (x + to - 1) / to * to;
}

// deep_ep Buffer::get_low_latency_rdma_size_hint (csrc/config.hpp LowLatencyLayout): double-
// buffered send and receive areas for `tokens` per rank to every expert, bf16 or fp8 with scales.
qint64 deepEpLowLatencyBytes(qint64 tokens, qint64 hidden, qint64 experts)
{
    const qint64 scales = hidden / 128;
    const qint64 dispatchMsg = 16 + std::max(hidden * 2, hidden + scales * 4);
    const qint64 combineMsg = scales * 4 + hidden * 2;
    const qint64 send = std::max(tokens * dispatchMsg, experts * tokens * combineMsg);
    const qint64 recv = std::max(experts * tokens * dispatchMsg, experts * tokens * combineMsg);
    const qint64 signaling = alignUp(experts * 4, 128);
    return alignUp(2 * send + 2 * recv + 2 * signaling + 1, 128);
}

// Config::get_nvl_buffer_size_hint and get_rdma_buffer_size_hint (csrc/config.hpp) for a chunk
// configuration; the per-token extras are the source metadata (8 bytes), 128 top-k indices and
// weights and 128 scales.
qint64 deepEpNvlBytes(int nvlRecv, qint64 hiddenBytes, int ranks)
{
    const qint64 rdmaRanks = std::max(ranks / kDeepEpNvlPeers, 1), nvlRanks = std::min(ranks, kDeepEpNvlPeers);
    const qint64 perToken = hiddenBytes + 8 + 128 * 8 + 128 * 4 + 128 * 4;
    return alignUp(kDeepEpChannels * nvlRanks * ((2 * rdmaRanks + 3) * 4 + nvlRecv * perToken), 128);
}
qint64 deepEpRdmaBytes(int rdmaSend, int rdmaRecv, qint64 hiddenBytes, int ranks)
{
    if (ranks <= kDeepEpNvlPeers)
        return 0;
    const qint64 rdmaRanks = ranks / kDeepEpNvlPeers;
    const qint64 recv = alignUp(rdmaRecv, rdmaSend);
    const qint64 perToken = (hiddenBytes + 8 + 128 * 8 + 128 * 4 + 128 * 4 + 16) * 2;
    return alignUp(kDeepEpChannels * rdmaRanks * ((kDeepEpNvlPeers * 2 + 2) * 2 * 4 + recv * perToken), 128);
}

const DeepEpConfig *deepEpConfig(int ranks)
{
    const auto it =
        std::find_if(kDeepEpConfigs.cbegin(), kDeepEpConfigs.cend(), [ranks](const DeepEpConfig &c) { return c.ranks == ranks; });
    return it == kDeepEpConfigs.cend() ? nullptr : &*it;
}

double gpuMiB(const GpuSpec *gpu)
{
    return gpu ? gpu->usableGiB() * 1024.0 : 0.0;
}

// SGLang's per-GPU defaults (python/sglang/srt/server_args.py, _handle_gpu_memory_settings), by the
// GPU's memory in MiB: chunked prefill size and the largest CUDA-graph batch.
std::pair<int, int> sglangPrefillAndGraphBatch(double mib, int tp)
{
    if (mib <= 0)
        return {4096, 160};
    if (mib < 20 * 1024)
        return {2048, 8};
    if (mib < 35 * 1024)
        return {2048, tp < 4 ? 24 : 80};
    if (mib < 60 * 1024)
        return {4096, tp < 4 ? 32 : 160};
    if (mib < 160 * 1024)
        return {8192, tp < 4 ? 256 : 512};
    return {16384, 512};
}

// SGLang's mem_fraction_static when the user sets none: the GPU less a reserve for activations,
// CUDA graphs and communication, at least 10 GiB on GPUs over 60 GiB (the same function); 2 GiB
// more for DeepEP's buffer (python/sglang/srt/arg_groups/memory_hook.py reserve_for_deepep_a2a_mb,
// sgl-project/sglang @ 031ed82d).
double sglangMemFraction(double mib, int tp, bool deepEp)
{
    if (mib <= 0)
        return 0.88;
    const auto [chunk, graphBatch] = sglangPrefillAndGraphBatch(mib, tp);
    double reserved = 512.0 + std::max(chunk, 2048) * 1.5 + graphBatch * 2.0 + tp / 8.0 * 1024.0;
    if (mib > 60 * 1024)
        reserved = std::max(reserved, 10.0 * 1024.0);
    if (deepEp)
        reserved += 2048.0;
    return std::round((mib - reserved) / mib * 1000.0) / 1000.0;
}

bool largeVllmDefaults(const GpuSpec *gpu)
{
    return gpu && gpu->usableGiB() >= 70.0 && !gpu->name.contains(QLatin1String("A100"), Qt::CaseInsensitive);
}

qint64 cdiv(qint64 a, qint64 b)
{
    return b > 0 ? (a + b - 1) / b : 0;
}

// One layer's cache of one token on one GPU: keys and values of the rank's KV heads, or the MLA latent.
double layerTokenBytes(const Scenario &s, int tp)
{
    const Architecture &a = s.model.arch;
    const double B = kvElementBytes(s);
    if (a.isMla())
        return double(a.kvLoraRank + a.qkRopeHeadDim) * B;
    const double heads = s.serving.engine == Engine::LlamaCpp ? double(a.kvHeads) / tp : std::max<qint64>(1, a.kvHeads / std::max(1, tp));
    return 2.0 * heads * double(a.headDim) * B;
}

// What one request holds whatever its length, per GPU: the linear-attention state (vLLM MambaSpec:
// one state per request).
double recurrentStateBytes(const Scenario &s, int tp)
{
    const Architecture &a = s.model.arch;
    if (a.linearLayers <= 0)
        return 0;
    return double(a.linearLayers) * (a.linearConvElements() * kvElementBytes(s) + a.linearRecurrentElements() * 4.0) / tp;
}

MemoryTerm makeTerm(Term id, double bytes, std::array<double, 6> in, Reading reading = Reading::Allocated)
{
    MemoryTerm t;
    t.term = id;
    t.bytes = bytes;
    t.in = in;
    t.reading = reading;
    return t;
}

} // namespace

EngineSettings engineSettings(const Scenario &s, const GpuSpec *gpu)
{
    const Serving &v = s.serving;
    const int tp = std::max(1, s.gpus);
    EngineSettings e;
    switch (v.engine) {
    case Engine::Vllm: {
        const bool large = largeVllmDefaults(gpu);
        e.utilization = kVllmUtilization;
        e.maxBatchedTokens = large ? 8192 : 2048;
        e.maxNumSeqs = large ? 1024 : 256;
        e.blockSize = kVllmBlockSize;
        break;
    }
    case Engine::Sglang: {
        const double mib = gpuMiB(gpu);
        e.utilization = sglangMemFraction(mib, tp, usesDeepEp(s));
        // Data-parallel attention divides the chunked prefill among the ranks (server_args.py
        // _handle_data_parallelism: chunked_prefill_size //= dp_size).
        e.maxBatchedTokens = std::max(1, sglangPrefillAndGraphBatch(mib, tp).first / s.attentionRanks());
        e.maxNumSeqs = 0; // derived from the pool (max_running_requests), in servingCapacity
        e.blockSize = 1;  // page_size
        break;
    }
    case Engine::LlamaCpp:
        e.utilization = 1.0;
        e.maxBatchedTokens = kLlamaCppMicroBatch;
        e.maxNumSeqs = 1; // llama-server -np
        e.blockSize = 1;
        break;
    case Engine::Hf: break;
    }
    if (v.gpuMemoryUtilization > 0 && v.engine != Engine::LlamaCpp)
        e.utilization = v.gpuMemoryUtilization;
    if (v.maxNumSeqs > 0)
        e.maxNumSeqs = v.maxNumSeqs;
    if (v.engine == Engine::Vllm)
        e.maxNumSeqs = std::min(e.maxNumSeqs, e.maxBatchedTokens); // arg_utils: max_num_seqs <= max_num_batched_tokens
    return e;
}

QString engineDefaultsSource(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return Text::tr("vLLM: gpu_memory_utilization 0.92 (0.9 before v0.25; docs.vllm.ai engine arguments), block size 16 "
                        "(vllm/config/cache.py); `vllm serve` schedules 8,192 tokens and 1,024 requests per step on GPUs of 70 GiB and "
                        "more other than the A100, else 2,048 and 256 (vllm/engine/arg_utils.py get_batch_defaults).");
    case Engine::Sglang:
        return Text::tr(
            "SGLang: mem_fraction_static = (GPU − reserve) ÷ GPU with a reserve of 512 MiB + 1.5 × the chunked prefill size + "
            "2 × the largest CUDA-graph batch + TP ÷ 8 GiB, at least 10 GiB above 60 GiB; chunked prefill 2,048 to 16,384 tokens "
            "by GPU memory (python/sglang/srt/server_args.py _handle_gpu_memory_settings).");
    case Engine::LlamaCpp: return Text::tr("llama.cpp: f16 KV cache, micro-batch 512, one slot (common/common.h).");
    case Engine::Hf: break;
    }
    return {};
}

double ggufBitsPerWeight(GgufType t)
{
    // Whole files, embeddings and output layer included: llama.cpp's quantize README (Llama 2 7B:
    // Q2_K 3.35, Q3_K_M 3.91, Q4_K_M 4.84, Q5_K_M 5.68, Q6_K 6.56 bpw) and QUANT_OPTIONS in
    // quantize.cpp (Q4_0 4.34 GiB for Llama-3-8B = 4.64 bpw); Q8_0 is 34 bytes per 32 weights.
    switch (t) {
    case GgufType::Q2K: return 3.35;
    case GgufType::Q3KM: return 3.91;
    case GgufType::Q4_0: return 4.64;
    case GgufType::Q4KM: return 4.84;
    case GgufType::Q5KM: return 5.68;
    case GgufType::Q6K: return 6.56;
    case GgufType::Q8_0: return 8.5;
    case GgufType::F16: return 16.0;
    }
    return 16.0;
}

QString ggufBasis(GgufType t)
{
    return Text::tr("%1: %2 bits per weight over the whole file (llama.cpp examples/quantize README, Llama 2 7B; Q4_0 from "
                    "quantize.cpp QUANT_OPTIONS, Llama-3-8B; Q8_0 = 34 bytes per 32 weights)")
        .arg(displayName(t))
        .arg(ggufBitsPerWeight(t), 0, 'f', 2);
}

double kvElementBytes(const Scenario &s)
{
    switch (s.serving.kvCacheDtype) {
    case KvCacheDtype::Fp8: return 1.0;
    case KvCacheDtype::Q8_0: return 34.0 / 32.0; // ggml block_q8_0: an fp16 scale and 32 int8
    case KvCacheDtype::Q4_0: return 18.0 / 32.0; // block_q4_0: an fp16 scale and 32 nibbles
    case KvCacheDtype::Auto: break;
    }
    if (s.precision == Precision::Fp32)
        return 4.0;
    // "auto" is the model's compute dtype: a checkpoint served in its own FP8 format keeps a 16-bit
    // cache (vllm/config/cache.py); FP8 chosen as the precision computes, and caches, in FP8.
    const bool checkpointFormat = checkpointPrecision(s.model.checkpoint) == s.precision;
    return s.precision == Precision::Fp8 && !checkpointFormat && !s.isServing() ? 1.0 : 2.0;
}

MemoryTerm engineProfilePeak(const Scenario &s, const EngineSettings &e)
{
    // vLLM measures the torch peak of a forward pass over max_num_batched_tokens tokens and of a
    // sampler run over max_num_seqs logits (vllm/v1/worker/gpu_model_runner.py profile_run,
    // _dummy_sampler_run). The forward's peak is the MLP of one layer: the residual and the hidden
    // state, the attention projections and the gate/up output with its activation (fused_moe's
    // three intermediate caches for an MoE layer, per routed expert a token visits).
    const Architecture &a = s.model.arch;
    const double tp = s.attentionTp();
    const double B = s.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double attention = double(a.qDim() + 2 * a.kvDim()) / tp;
    const double mlp = a.isMoe() ? double(a.expertsPerToken) * (3.0 * double(a.moeIntermediate) / tp + double(a.hidden)) +
            3.0 * double(a.sharedExpertIntermediate) / tp
                                 : 3.0 * double(a.intermediate) / tp;
    const double perToken = B * (2.0 * double(a.hidden) + std::max(attention, mlp));
    const double tokens = e.maxBatchedTokens;
    const double forward = tokens * perToken;
    const double seqs = std::max(1, std::min(e.maxNumSeqs > 0 ? e.maxNumSeqs : int(tokens), int(tokens)));
    const double sampler = seqs * double(a.vocab) * kSamplerBytesPerLogit;
    return makeTerm(Term::EngineProfilePeak, std::max(forward, sampler), {tokens, forward, seqs, double(a.vocab), sampler, 0});
}

MemoryTerm llamaCppComputeBuffer(const Scenario &s)
{
    // ggml's graph allocator reuses buffers: the largest live set of one micro-batch is its fp32
    // logits beside the MLP's gate and up outputs (an estimate; llama.cpp prints the exact figure
    // as "CUDA0 compute buffer size").
    const Architecture &a = s.model.arch;
    const double ub = std::min(kLlamaCppMicroBatch, s.serving.inputTokens);
    const double perToken = 4.0 * (double(a.vocab) + 2.0 * double(a.isMoe() ? a.moeIntermediate * a.expertsPerToken : a.intermediate));
    return makeTerm(Term::ComputeBuffer, ub * perToken, {ub, perToken, 0, 0, 0, 0});
}

MemoryTerm cudaGraphTerm()
{
    return makeTerm(Term::CudaGraphs, kCudaGraphBytes, {kCudaGraphBytes, 0, 0, 0, 0, 0}, Reading::Process);
}

bool usesDeepEp(const Scenario &s)
{
    return s.attentionRanks() > 1 && s.serving.all2all != All2AllBackend::Default;
}

QString deepEpProblem(const Scenario &s)
{
    if (!usesDeepEp(s))
        return {};
    const Architecture &a = s.model.arch;
    const int ranks = s.attentionRanks();
    // csrc/deep_ep.cpp Buffer::Buffer and the dispatch kernels' host asserts.
    if (ranks > kDeepEpNvlPeers && ranks % kDeepEpNvlPeers != 0)
        return Text::tr("DeepEP runs more than %1 ranks only in whole groups of %1, not %2").arg(kDeepEpNvlPeers).arg(ranks);
    if (!a.splitsExpertsOver(ranks))
        return Text::tr("DeepEP needs the %1 routed experts split evenly over the %2 ranks").arg(a.experts).arg(ranks);
    if (s.serving.all2all == All2AllBackend::DeepepHighThroughput && !deepEpConfig(ranks)) {
        QStringList counts;
        for (const DeepEpConfig &c : kDeepEpConfigs)
            counts << QString::number(c.ranks);
        return Text::tr("DeepEP's high-throughput kernels have no configuration for %1 ranks (they run %2)")
            .arg(ranks)
            .arg(counts.join(QStringLiteral(", ")));
    }
    if (s.serving.all2all == All2AllBackend::DeepepLowLatency &&
        std::find(kDeepEpLowLatencyHiddens.cbegin(), kDeepEpLowLatencyHiddens.cend(), a.hidden) == kDeepEpLowLatencyHiddens.cend())
        return Text::tr("DeepEP's low-latency kernels are built for hidden sizes 2048, 2560, 4096, 5120, 6144, 7168 and 8192, not %1")
            .arg(a.hidden);
    return {};
}

MemoryTerm deepEpBufferTerm(const Scenario &s)
{
    // in: NVLink buffer, RDMA buffer (NVSHMEM), workspace, NVSHMEM's start-up, tokens per rank the
    // low-latency buffer is sized for (0: none), 1 for SGLang (allocated from its reserve)
    if (!usesDeepEp(s) || !deepEpProblem(s).isEmpty())
        return makeTerm(Term::DeepEpBuffers, 0, {}, Reading::Process);
    const Architecture &a = s.model.arch;
    const int ranks = s.attentionRanks();
    const bool lowLatency = s.serving.all2all == All2AllBackend::DeepepLowLatency;
    const bool sglang = s.serving.engine == Engine::Sglang;
    double nvl = 0, rdma = 0;
    int tokens = 0;
    if (!sglang) {
        // vLLM passes its fixed size for the NVLink buffer in both modes.
        nvl = kVllmDeepEpBufferBytes;
        if (lowLatency) {
            tokens = kVllmDeepEpTokensPerRank;
            rdma = double(deepEpLowLatencyBytes(tokens, a.hidden, a.experts));
        } else if (ranks > kDeepEpNvlPeers) {
            rdma = kVllmDeepEpBufferBytes;
        }
    } else if (lowLatency) {
        // SGLang's low-latency mode allocates no NVLink buffer
        // (python/sglang/srt/layers/moe/token_dispatcher/deepep.py DeepEPBuffer.get_deepep_buffer).
        tokens = kSglangDeepEpTokensPerRank;
        rdma = double(deepEpLowLatencyBytes(tokens, a.hidden, a.experts));
    } else if (const DeepEpConfig *c = deepEpConfig(ranks)) {
        // Normal mode: DeepEP's own size hints over the dispatch and combine configurations, for
        // bf16 tokens (the same function).
        const qint64 hiddenBytes = a.hidden * 2;
        nvl = double(std::max(deepEpNvlBytes(c->dispatch[0], hiddenBytes, ranks), deepEpNvlBytes(c->combine[0], hiddenBytes, ranks)));
        rdma = double(std::max(deepEpRdmaBytes(c->dispatch[1], c->dispatch[2], hiddenBytes, ranks),
                               deepEpRdmaBytes(c->combine[1], c->combine[2], hiddenBytes, ranks)));
    }
    // NVSHMEM starts only for an RDMA buffer (deep_ep.cpp: num_rdma_ranks > 1 or low_latency_mode).
    const double nvshmem = rdma > 0 ? kNvshmemStartupBytes : 0.0;
    return makeTerm(Term::DeepEpBuffers, nvl + rdma + kDeepEpWorkspaceBytes + nvshmem,
                    {nvl, rdma, kDeepEpWorkspaceBytes, nvshmem, double(tokens), sglang ? 1.0 : 0.0}, Reading::Process);
}

ServingCapacity servingCapacity(const Scenario &s, const GpuSpec &gpu, const MemoryOptions &options)
{
    return servingCapacity(s, estimateMemory(s, s.gpus, options), gpu, options.stack);
}

ServingCapacity servingCapacity(const Scenario &s, const MemoryBudget &budget, const GpuSpec &gpu, const SoftwareStack &stack)
{
    ServingCapacity c;
    const Architecture &a = s.model.arch;
    const Serving &v = s.serving;
    const int tp = std::max(1, s.gpus);
    const EngineSettings e = engineSettings(s, &gpu);
    c.engine = v.engine;
    c.tp = tp;
    c.gpuTotalBytes = gpu.usableGiB() * kGiB - kDriverReserveBytes;
    c.utilization = e.utilization;
    c.blockSize = std::max(1, e.blockSize);
    c.maxNumSeqs = e.maxNumSeqs;
    c.maxBatchedTokens = e.maxBatchedTokens;
    c.contextLength = a.maxPositions;
    c.attentionRanks = s.attentionRanks();
    c.weightsBytes = budget.bytes(ComponentId::Weights);
    for (const MemoryTerm &t : budget.component(ComponentId::Weights).terms)
        if (t.term == Term::OutsideExpertsCopies)
            c.replicatedWeightsBytes += t.bytes;
    double context = 0;
    for (const MemoryTerm &t : budget.component(ComponentId::Overhead).terms) {
        if (t.term == Term::CudaContext)
            context += t.bytes;
        else if (t.term == Term::DeepEpBuffers)
            c.deepEpBytes += t.bytes;
    }
    const double nccl = tp > 1 && v.engine != Engine::LlamaCpp ? kNcclBytes : 0.0;
    const double graphs = v.engine == Engine::LlamaCpp ? 0.0 : kCudaGraphBytes;
    const double growth = tp > 1 ? kVllmNonTorchGrowthTp : kVllmNonTorchGrowth;

    // Cache bytes per token on this GPU: every full-attention layer (windowed layers count their
    // window per request, SGLang lays them out as full layers).
    const double layerToken = layerTokenBytes(s, s.attentionTp());
    const qint64 windowLayers = a.isMla() ? 0 : a.windowLayers;
    const qint64 fullLayers = a.softmaxLayers() - windowLayers;
    const double state = recurrentStateBytes(s, s.attentionTp());

    switch (v.engine) {
    case Engine::Vllm: {
        // vllm/v1/worker/gpu_worker.py determine_available_memory: requested = total × utilisation;
        // KV = requested − (weights + torch peak of the profiling run + non-torch growth + CUDA graphs).
        // The CUDA context and NCCL's set-up precede the snapshot it measures from; before v0.21 the
        // graphs were captured after the KV cache, on top of the share. DeepEP's buffers are
        // allocated after the weights and before profiling (gpu_model_runner.py load_model,
        // prepare_communication_buffer_for_model), so the profile counts them.
        c.activationBytes = engineProfilePeak(s, e).bytes;
        const double graphsInShare = stack.vllmCudaGraphEstimate ? graphs : 0.0;
        c.nonTorchBytes = growth + graphsInShare + c.deepEpBytes;
        c.kvCacheBytes = c.gpuTotalBytes * c.utilization - c.weightsBytes - c.activationBytes - c.nonTorchBytes;
        c.nvidiaSmiBytes = c.gpuTotalBytes * c.utilization + context + nccl + (graphs - graphsInShare);
        break;
    }
    case Engine::Sglang: {
        // SGLang model_runner profile_max_num_token: rest = free after loading − free before × (1 −
        // mem_fraction_static), so the pool is the fraction of the free memory less the weights; the
        // activations and graphs live in the reserve.
        const double freeBefore = c.gpuTotalBytes - context - nccl;
        c.activationBytes = engineProfilePeak(s, e).bytes;
        c.nonTorchBytes = context + nccl;
        c.kvCacheBytes = c.utilization * freeBefore - c.weightsBytes;
        // DeepEP's buffer comes at the first dispatch, after the pool: from the same reserve.
        c.nvidiaSmiBytes = context + nccl + c.utilization * freeBefore + graphs + c.activationBytes + c.deepEpBytes;
        break;
    }
    case Engine::LlamaCpp: {
        c.activationBytes = llamaCppComputeBuffer(s).bytes;
        c.nonTorchBytes = context;
        c.gpuLayers = v.gpuLayers < 0 ? int(a.layers) : std::min(v.gpuLayers, int(a.layers));
        for (const MemoryTerm &t : budget.component(ComponentId::Weights).terms)
            c.hostBytes += t.hostBytes;
        c.kvCacheBytes = c.gpuTotalBytes - c.weightsBytes - c.activationBytes - c.nonTorchBytes;
        break;
    }
    case Engine::Hf: c.problem = Text::tr("transformers generate() has no KV pool"); return c;
    }

    // Layers on this GPU that hold a cache (llama.cpp: the offloaded ones).
    const double layerShare = v.engine == Engine::LlamaCpp && a.layers > 0 ? double(c.gpuLayers) / double(a.layers) : 1.0;
    // A multi-token-prediction draft caches every token in its own attention layers too (vLLM
    // registers the drafter's layers in the same KV cache groups; SGLang's draft worker keeps a pool
    // of the same cells).
    const qint64 draftLayers = s.draftsWithMtp() ? a.mtpLayers : 0;
    c.kvBytesPerToken = layerToken * double(fullLayers + draftLayers) * layerShare;
    const qint64 contextLen = a.maxPositions > 0 ? a.maxPositions : qint64(v.inputTokens) + v.outputTokens;
    const qint64 request = qint64(v.inputTokens) + v.outputTokens;

    if (c.kvCacheBytes <= 0) {
        c.kvCacheBytes = std::max(0.0, c.kvCacheBytes);
        c.problem = Text::tr("the weights and the engine's own memory (%1 GiB) exceed its %2 GiB share of the GPU")
                        .arg(formatGiB(c.weightsBytes + c.activationBytes + c.nonTorchBytes), formatGiB(c.gpuTotalBytes * c.utilization));
        return c;
    }

    if (v.engine == Engine::LlamaCpp) {
        // llama.cpp sizes the cache from -c (slots × context per slot) up front.
        const int slots = std::max(1, e.maxNumSeqs);
        const double windowTokenBytes = layerToken * double(windowLayers) * layerShare;
        const auto slotBytes = [&](qint64 len) {
            return double(len) * c.kvBytesPerToken + double(std::min<qint64>(len, a.window)) * windowTokenBytes + state * layerShare;
        };
        qint64 len = v.maxModelLen > 0 ? v.maxModelLen : contextLen;
        if (slotBytes(len) * slots > c.kvCacheBytes && v.maxModelLen <= 0) {
            const double perToken = c.kvBytesPerToken + windowTokenBytes;
            len = perToken > 0 ? qint64((c.kvCacheBytes / slots - state * layerShare) / perToken) : len;
            c.maxModelLenCapped = true;
        }
        c.maxModelLen = int(std::min<qint64>(len, 10'000'000));
        c.kvTokens = qint64(slots) * c.maxModelLen;
        const double used = double(slots) * slotBytes(c.maxModelLen);
        c.maxConcurrency = slots;
        c.kvBytesPerRequest = state * layerShare;
        c.nvidiaSmiBytes = c.weightsBytes + c.activationBytes + c.nonTorchBytes + used;
        if (used > c.kvCacheBytes || c.maxModelLen < request)
            c.problem = Text::tr("a context of %1 tokens per slot does not fit beside the weights").arg(c.maxModelLen);
        c.kvCacheBytes = used;
        return c;
    }

    if (v.engine == Engine::Sglang) {
        // cell_size counts every attention layer (SWA layers included) per token; the pool is
        // rounded down to whole pages; max_running_requests follows the pool (model_runner).
        const double cell = layerToken * double(fullLayers + windowLayers + draftLayers);
        c.kvBytesPerToken = cell;
        c.kvBytesPerRequest = state;
        const double tokens = cell > 0 ? std::floor(c.kvCacheBytes / cell) : 0;
        c.kvTokens = qint64(tokens) / c.blockSize * c.blockSize;
        qint64 len = v.maxModelLen > 0 ? v.maxModelLen : contextLen;
        if (len > c.kvTokens && v.maxModelLen <= 0) {
            len = c.kvTokens;
            c.maxModelLenCapped = true;
        }
        c.maxModelLen = int(std::min<qint64>(len, 10'000'000));
        if (c.maxNumSeqs <= 0)
            c.maxNumSeqs = int(std::min<qint64>(std::max<qint64>(c.kvTokens * 512 / std::max<qint64>(1, c.maxModelLen), 2048), 4096));
        c.maxConcurrency = c.maxModelLen > 0 ? double(c.kvTokens) / double(c.maxModelLen) : 0;
        if (c.kvTokens < c.maxModelLen)
            c.problem = Text::tr("the KV pool holds %1 tokens, fewer than one request of %2").arg(c.kvTokens).arg(c.maxModelLen);
        else if (c.deepEpBytes > 0 && c.nvidiaSmiBytes > c.gpuTotalBytes)
            c.problem = Text::tr("DeepEP's buffers (%1 GiB) do not fit in the %2 GiB that mem_fraction_static %3 leaves beside the "
                                 "activations and CUDA graphs")
                            .arg(formatGiB(c.deepEpBytes), formatGiB(c.gpuTotalBytes - c.nvidiaSmiBytes + c.deepEpBytes))
                            .arg(c.utilization);
        return c;
    }

    // vLLM's KV cache groups (vllm/v1/core/kv_cache_utils.py): layers of one attention type form
    // groups of `groupSize` layers (the smaller type's count, or the larger's when it is under 1.5×
    // the smaller); memory is split into groupSize pools of pages, a page holding blockSize tokens
    // of one layer; num_blocks = memory ÷ page ÷ groupSize; "GPU KV cache size" = num_blocks ÷
    // groups × block_size; a request needs cdiv(max_model_len, block) blocks per full group and
    // cdiv(min(window − 1 + max_num_batched_tokens, len), block) + 1 per sliding group.
    const qint64 bs = c.blockSize;
    const double page = double(bs) * layerToken;
    qint64 groupSize = std::max<qint64>(1, fullLayers);
    qint64 fullGroups = fullLayers > 0 ? 1 : 0, windowGroups = 0;
    if (windowLayers > 0 && fullLayers > 0) {
        const qint64 lo = std::min(windowLayers, fullLayers), hi = std::max(windowLayers, fullLayers);
        groupSize = double(hi) < 1.5 * double(lo) ? hi : lo;
        fullGroups = cdiv(fullLayers, groupSize);
        windowGroups = cdiv(windowLayers, groupSize);
    } else if (windowLayers > 0) {
        groupSize = windowLayers;
        windowGroups = 1;
    }
    const qint64 groups = std::max<qint64>(1, fullGroups + windowGroups);
    // A linear-attention state takes whole pages of the same pool (vLLM pads its page to the
    // attention page): its layers count as groups of their own.
    const qint64 stateBlocks = state > 0 ? qint64(std::ceil(state / (page * double(groupSize)))) : 0;
    const qint64 blocks = page > 0 ? qint64(std::floor(c.kvCacheBytes / page / double(groupSize))) : 0;
    c.kvTokens = blocks / groups * bs;
    c.kvBytesPerRequest = state;
    const auto blocksFor = [&](qint64 len) {
        const qint64 window = windowGroups > 0 ? cdiv(std::min<qint64>(a.window - 1 + c.maxBatchedTokens, len), bs) + 1 : 0;
        return fullGroups * cdiv(len, bs) + windowGroups * window + stateBlocks;
    };
    qint64 len = v.maxModelLen > 0 ? v.maxModelLen : contextLen;
    if (blocksFor(len) > blocks && v.maxModelLen <= 0) {
        // vLLM refuses to start; the advisor caps the length at the longest that fits, as the
        // engine's error message suggests ("estimated maximum model length").
        qint64 lo = 0, hi = len;
        while (lo < hi) {
            const qint64 mid = (lo + hi + 1) / 2;
            if (blocksFor(mid) <= blocks)
                lo = mid;
            else
                hi = mid - 1;
        }
        len = lo;
        c.maxModelLenCapped = true;
    }
    c.maxModelLen = int(std::min<qint64>(len, 10'000'000));
    const qint64 perRequest = blocksFor(c.maxModelLen);
    c.maxConcurrency = perRequest > 0 ? double(blocks) / double(perRequest) : 0;
    if (c.maxModelLen <= 0 || blocksFor(c.maxModelLen) > blocks)
        c.problem = Text::tr("the KV pool (%1 GiB) cannot hold one request of %2 tokens").arg(formatGiB(c.kvCacheBytes)).arg(len);
    else if (c.maxModelLen < request)
        c.problem =
            Text::tr("the KV pool holds at most %1 tokens per request, fewer than the workload's %2").arg(c.maxModelLen).arg(request);
    return c;
}

double decodeBandwidthShare(int tp)
{
    // PyTorch gpt-fast (pytorch.org blog "Accelerating Generative AI with PyTorch II: GPT, Fast",
    // 2023-11-30): Llama-2-7B fp16 at batch 1 reaches 72% of an A100-80GB's bandwidth; Databricks
    // ("LLM Inference Performance Engineering: Best Practices", 2023-10-12) measured 60% on
    // 2 × H100 and 55% on 4 × A100 with tensor parallelism.
    return tp > 1 ? 0.6 : 0.72;
}

double prefillComputeShare(Precision p)
{
    // From NVIDIA TensorRT-LLM's batch-1 time-to-first-token table (docs/source/performance.md,
    // v0.5): LLaMA-7B's 2,048-token prompt in 133 ms on an A100 is 70% of its dense BF16 peak,
    // LLaMA-70B on 4 × A100 61%; FP8 on H100 reaches 34-40% of the FP8 peak. Engines without its
    // fused kernels do less: 60% and 35%.
    return p == Precision::Fp8 ? 0.35 : 0.6;
}

int instancesPerReplica(int tp, const Instance &in)
{
    return std::max(1, int(std::ceil(double(tp) / double(std::max(1, in.gpuCount)))));
}

ServingPerformance servingPerformance(const Scenario &s, const ServingCapacity &c, const MemoryBudget &budget, const GpuSpec &gpu,
                                      const Instance &instance)
{
    ServingPerformance p;
    const Serving &v = s.serving;
    const Architecture &a = s.model.arch;
    const int tp = c.tp;
    const double tflops = gpu.denseTflops(s.precision) * 1e12;
    if (!c.starts() || tflops <= 0 || gpu.bandwidthGBs <= 0)
        return p;
    p.available = true;

    // Requests one replica holds at once: the KV pool at the workload's length and the scheduler's cap.
    const qint64 request = qint64(v.inputTokens) + v.outputTokens;
    // Under data-parallel attention every rank holds its own requests in its own pool.
    const int ranks = std::max(1, c.attentionRanks);
    const double perRequestBytes = double(request) * c.kvBytesPerToken + c.kvBytesPerRequest;
    const int byPool = perRequestBytes > 0 ? int(std::min(1e9, std::floor(c.kvCacheBytes / perRequestBytes))) : v.concurrency;
    p.capacityPerReplica =
        int(std::min<qint64>(1'000'000'000, qint64(std::max(1, c.maxNumSeqs > 0 ? std::min(byPool, c.maxNumSeqs) : byPool)) * ranks));
    if (c.engine == Engine::LlamaCpp)
        p.capacityPerReplica = std::max(1, int(c.maxConcurrency));

    // Communication of one step: all-reduces over the replica's links (scalingFor at one request;
    // the bytes grow with the requests, the latency does not). Expert parallelism moves the same
    // bytes: vLLM's default all2all backend is an all-gather and a reduce-scatter of the tokens
    // around each MoE layer (vllm/envs.py VLLM_ALL2ALL_BACKEND = allgather_reducescatter).
    const int nodesPerReplica = instancesPerReplica(tp, instance);
    Scenario one = s;
    one.batch = 1;
    p.scaling = scalingFor(one, budget, gpu, instance, nodesPerReplica, tp, 1.0);
    double commFixed = p.scaling.link == Link::None ? 0.0 : 2.0 * double(std::max<qint64>(1, a.layers)) * p.scaling.latencyUs * 1e-6;
    double commPerRequest = p.scaling.link == Link::None ? 0.0 : p.scaling.bytesPerStep / (p.scaling.busGBs * 1e9);
    if (ranks > 1 && p.scaling.link != Link::None) {
        // Data-parallel attention has no all-reduce: each MoE layer dispatches a token's hidden
        // state to its k experts and combines their outputs back, bf16 both ways, the (N − 1)/N of
        // it bound for other GPUs (an all-to-all: nccl-tests' busbw = algbw × (n − 1)/n). vLLM's
        // default all-gathers every token to all N − 1 other ranks instead (more bytes past k + 1
        // ranks); DeepEP's FP8 dispatch and node-limited routing send fewer across nodes.
        const double moeLayers = double(std::max<qint64>(1, a.moeLayers()));
        commFixed = 2.0 * moeLayers * p.scaling.latencyUs * 1e-6;
        commPerRequest =
            moeLayers * 4.0 * double(a.expertsPerToken) * double(a.hidden) * double(ranks - 1) / double(ranks) / (p.scaling.busGBs * 1e9);
    }
    // GPUs one request's dense work is split over: the replica's, or one rank's under data-parallel
    // attention (whose experts, spread over all GPUs, serve every rank's tokens alike).
    const int computeTp = tp / ranks;

    const double bandwidth = gpu.bandwidthGBs * 1e9 * decodeBandwidthShare(tp);
    const double compute = tflops * prefillComputeShare(s.precision);
    const double active = double(s.model.activeParams());
    const double meanContext = double(v.inputTokens) + double(v.outputTokens) / 2.0;
    const double windowBytes = a.windowLayers > 0 && !a.isMla() ? layerTokenBytes(s, tp) * double(a.windowLayers) : 0.0;
    const double expertShare =
        a.isMoe() && !s.model.inferred && s.model.params > 0 ? double(routedExpertParameterCount(a)) / double(s.model.params) : 0.0;
    struct Step {
        double memory, compute, comm, share;
    };
    // One prompt: compute-bound past a few hundred tokens (2 × active params per token plus the
    // causal attention's 2 × layers × n² × attention width), never faster than reading the weights.
    const double n = v.inputTokens;
    // With an MTP draft every step verifies two tokens a request and yields 1 + acceptance of them.
    const double verified = s.draftsWithMtp() ? 2.0 : 1.0;
    const double perStep = s.draftsWithMtp() ? 1.0 + kMtpAcceptance : 1.0;
    p.tokensPerStep = perStep;
    const double attentionFlops = 2.0 * double(a.softmaxLayers()) * n * n * double(a.qDim());
    const double promptFlops = 2.0 * active * n + attentionFlops;
    // The routed experts' bytes on each GPU: a share of what tensor parallelism splits evenly.
    const double expertBytes = expertShare * (c.weightsBytes - c.replicatedWeightsBytes);
    const auto step = [&](int b) {
        // An MoE step reads the experts its batch visits: 1 − (1 − k/E)^b of them, routing uniform.
        const double touched = expertShare > 0 ? 1.0 - std::pow(1.0 - double(a.expertsPerToken) / double(a.experts), double(b)) : 1.0;
        const double read = c.weightsBytes - expertBytes * (1.0 - touched);
        const int own = int(std::ceil(double(b) / ranks)); // the requests of one rank
        const double kv =
            double(own) * (meanContext * c.kvBytesPerToken + std::min(meanContext, double(a.window)) * windowBytes + c.kvBytesPerRequest);
        // Chunked prefill runs the other requests' prompts in the same steps as the decodes
        // (vLLM's scheduler; Agrawal et al. 2024, Sarathi-Serve): each of the b − 1 others has its
        // prompt computed once over its output tokens, so a step carries that share of compute.
        const double flops = 2.0 * active * own * verified + double(own - 1) * promptFlops / std::max(1, v.outputTokens);
        return Step{(read + kv) / bandwidth, flops / computeTp / compute, commFixed + own * commPerRequest,
                    c.weightsBytes > 0 ? read / c.weightsBytes : 1.0};
    };
    // A prompt on one data-parallel rank runs its attention and dense layers there; its routed
    // experts' share spreads over every GPU.
    const double routedActive =
        expertShare > 0 ? double(routedExpertParameterCount(a)) * double(a.expertsPerToken) / double(std::max(1, a.experts)) : 0.0;
    const double rankPromptFlops = promptFlops - 2.0 * routedActive * n * (1.0 - 1.0 / ranks);
    const double prefill = std::max(rankPromptFlops / computeTp / compute, c.weightsBytes / bandwidth) + commFixed + n * commPerRequest;
    const auto times = [&](int b) {
        const Step st = step(b);
        const double tpot = (std::max(st.memory, st.compute) + st.comm) / perStep;
        const double ttft = prefill + tpot;
        return std::tuple{tpot, ttft, st};
    };
    const auto meets = [&](int b) {
        const auto [tpot, ttft, st] = times(b);
        return (v.tpotMs <= 0 || tpot * 1e3 <= v.tpotMs) && (v.ttftMs <= 0 || ttft * 1e3 <= v.ttftMs);
    };
    int per = std::min(p.capacityPerReplica, v.concurrency);
    if (!meets(1)) {
        per = std::min(per, 1);
    } else if (!meets(per)) {
        int lo = 1, hi = per;
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            if (meets(mid))
                lo = mid;
            else
                hi = mid - 1;
        }
        per = lo;
    }
    p.replicas = int(std::ceil(double(v.concurrency) / double(per)));
    p.perReplica = int(std::ceil(double(v.concurrency) / double(p.replicas)));
    const auto [tpot, ttft, st] = times(p.perReplica);
    p.tpotMs = tpot * 1e3;
    p.ttftMs = ttft * 1e3;
    p.meetsTpot = v.tpotMs <= 0 || p.tpotMs <= v.tpotMs;
    p.meetsTtft = v.ttftMs <= 0 || p.ttftMs <= v.ttftMs;
    p.stepMemoryMs = st.memory * 1e3;
    p.stepComputeMs = st.compute * 1e3;
    p.stepCommMs = st.comm * 1e3;
    p.prefillMs = prefill * 1e3;
    p.weightShareRead = st.share;
    // Each request slot yields its output tokens once per lifetime: the first token after TTFT, the
    // others one step apart (a closed loop of users, as benchmark clients run them).
    p.decodeTokensPerSecond =
        double(p.replicas) * double(p.perReplica) * double(v.outputTokens) / (ttft + double(v.outputTokens - 1) * tpot);

    // Replicas packed into instances: several per instance when the tensor-parallel group is
    // smaller than the instance, whole instances per replica when it is larger.
    const int perInstance = instance.gpuCount >= tp ? instance.gpuCount / tp : 0;
    p.instances = perInstance > 0 ? int(std::ceil(double(p.replicas) / perInstance)) : p.replicas * nodesPerReplica;
    p.idleGpus = p.instances * instance.gpuCount - p.replicas * tp;
    return p;
}

QString servedModelName(const ModelSpec &m)
{
    if (!m.hfRepo.isEmpty())
        return m.hfRepo;
    if (!m.configPath.isEmpty()) {
        const int slash = m.configPath.lastIndexOf(QLatin1Char('/'));
        return slash > 0 ? m.configPath.left(slash) : m.configPath;
    }
    return m.id;
}

QString launchCommand(const Scenario &s, const ServingCapacity &c)
{
    const Serving &v = s.serving;
    const QString model = servedModelName(s.model);
    QStringList args;
    const auto num = [](double x) { return QString::number(x, 'g', 4); };
    switch (v.engine) {
    case Engine::Vllm:
        args << QStringLiteral("vllm serve") << model;
        if (c.attentionRanks > 1) // one engine core per GPU, attention at TP 1 (docs.vllm.ai expert_parallel_deployment)
            args << QStringLiteral("--data-parallel-size %1").arg(c.attentionRanks);
        else if (c.tp > 1)
            args << QStringLiteral("--tensor-parallel-size %1").arg(c.tp);
        args << QStringLiteral("--max-model-len %1").arg(c.maxModelLen)
             << QStringLiteral("--gpu-memory-utilization %1").arg(num(c.utilization));
        if (v.kvCacheDtype == KvCacheDtype::Fp8)
            args << QStringLiteral("--kv-cache-dtype fp8");
        if (s.splitsExpertsWhole() && s.model.arch.isMoe())
            args << QStringLiteral("--enable-expert-parallel");
        if (usesDeepEp(s))
            args << QStringLiteral("--all2all-backend %1").arg(toId(v.all2all));
        if (s.draftsWithMtp())
            args << QStringLiteral("--speculative-config '{\"method\":\"mtp\",\"num_speculative_tokens\":1}'");
        args << QStringLiteral("--max-num-seqs %1").arg(c.maxNumSeqs);
        break;
    case Engine::Sglang:
        args << QStringLiteral("python -m sglang.launch_server --model-path") << model;
        if (c.tp > 1)
            args << QStringLiteral("--tp %1").arg(c.tp);
        args << QStringLiteral("--context-length %1").arg(c.maxModelLen)
             << QStringLiteral("--mem-fraction-static %1").arg(num(c.utilization));
        if (v.kvCacheDtype == KvCacheDtype::Fp8)
            args << QStringLiteral("--kv-cache-dtype fp8_e4m3");
        if (c.attentionRanks > 1)
            args << QStringLiteral("--dp %1 --enable-dp-attention").arg(c.attentionRanks);
        if (s.splitsExpertsWhole() && s.model.arch.isMoe() && c.tp > 1)
            args << QStringLiteral("--ep-size %1").arg(c.tp);
        if (usesDeepEp(s)) // python/sglang/srt/server_args.py: --moe-a2a-backend, --deepep-mode
            args << QStringLiteral("--moe-a2a-backend deepep --deepep-mode %1")
                        .arg(v.all2all == All2AllBackend::DeepepLowLatency ? QStringLiteral("low_latency") : QStringLiteral("normal"));
        if (s.draftsWithMtp()) // SGLang runs a model's built-in MTP heads through its EAGLE worker
            args << QStringLiteral(
                "--speculative-algorithm EAGLE --speculative-num-steps 1 --speculative-eagle-topk 1 --speculative-num-draft-tokens 2");
        args << QStringLiteral("--max-running-requests %1").arg(c.maxNumSeqs);
        break;
    case Engine::LlamaCpp: {
        const int slots = std::max(1, int(c.maxConcurrency));
        args << QStringLiteral("llama-server -m")
             << QStringLiteral("%1-%2.gguf").arg(model.section(QLatin1Char('/'), -1), displayName(v.gguf))
             << QStringLiteral("-c %1").arg(qint64(c.maxModelLen) * slots) << QStringLiteral("-np %1").arg(slots)
             << QStringLiteral("-ngl %1").arg(v.gpuLayers < 0 ? 999 : v.gpuLayers);
        if (v.kvCacheDtype == KvCacheDtype::Q8_0 || v.kvCacheDtype == KvCacheDtype::Q4_0)
            args << QStringLiteral("-fa on --cache-type-k %1 --cache-type-v %1").arg(toId(v.kvCacheDtype));
        if (s.gpus > 1)
            args << QStringLiteral("--split-mode layer");
        break;
    }
    case Engine::Hf: break;
    }
    return args.join(QLatin1Char(' '));
}

namespace {
QString perRankText(const ServingCapacity &c)
{
    if (c.attentionRanks <= 1)
        return {};
    return Text::tr("; per GPU: each of the %1 data-parallel ranks holds its own requests in its own pool").arg(c.attentionRanks);
}
} // namespace

QString parallelLayoutText(const ServingCapacity &c)
{
    if (c.attentionRanks > 1)
        return Text::tr("data-parallel attention on %1 GPUs, experts split over them").arg(c.attentionRanks);
    return Text::tr("tensor parallel %1").arg(c.tp);
}

QString servingCapacityFormula(const ServingCapacity &c)
{
    const QString share = Text::tr("%1 GiB × %2").arg(formatGiB(c.gpuTotalBytes), QString::number(c.utilization, 'g', 3));
    switch (c.engine) {
    case Engine::Vllm:
        return perRankText(c).prepend(
            Text::tr("KV = %1 − weights %2 − profiling peak %3 − memory outside PyTorch %4 = %5 GiB; %6 tokens in blocks of %7; "
                     "%8 requests of %9 tokens")
                .arg(share, formatGiB(c.weightsBytes), formatGiB(c.activationBytes), formatGiB(c.nonTorchBytes), formatGiB(c.kvCacheBytes))
                .arg(formatCount(c.kvTokens))
                .arg(c.blockSize)
                .arg(c.maxConcurrency, 0, 'f', 2)
                .arg(formatCount(c.maxModelLen)));
    case Engine::Sglang:
        return perRankText(c).prepend(
            Text::tr("KV = %1 × (GPU − CUDA context and NCCL %2) − weights %3 = %4 GiB; %5 tokens at %6 bytes each")
                .arg(QString::number(c.utilization, 'g', 3), formatGiB(c.nonTorchBytes), formatGiB(c.weightsBytes),
                     formatGiB(c.kvCacheBytes))
                .arg(formatCount(c.kvTokens))
                .arg(QString::number(c.kvBytesPerToken, 'f', 0)));
    case Engine::LlamaCpp:
        return Text::tr("KV = %1 slot(s) × %2 tokens × %3 bytes = %4 GiB beside weights %5, compute buffer %6 and context %7 on %8 GiB")
            .arg(int(c.maxConcurrency))
            .arg(c.maxModelLen)
            .arg(QString::number(c.kvBytesPerToken, 'f', 0), formatGiB(c.kvCacheBytes), formatGiB(c.weightsBytes),
                 formatGiB(c.activationBytes), formatGiB(c.nonTorchBytes), formatGiB(c.gpuTotalBytes));
    case Engine::Hf: break;
    }
    return {};
}

QString servingSpeedFormula(const ServingPerformance &p, const Scenario &s)
{
    const QString draft = p.tokensPerStep > 1.0
        ? Text::tr("; each step verifies the multi-token-prediction draft and yields %1 tokens a request, so TPOT is a step ÷ %1")
              .arg(p.tokensPerStep, 0, 'f', 2)
        : QString();
    return Text::tr(
               "TPOT = max(memory %1 ms, compute %2 ms with the other requests' prompts spread over their %6 output tokens) + "
               "%9 %3 ms per step at %4 requests; TTFT = prompt %5 ms + one step; %7 replica(s) × %4 × %6 ÷ (TTFT + (%6 − 1) × TPOT) = %8 tokens/s")
               .arg(p.stepMemoryMs, 0, 'f', 2)
               .arg(p.stepComputeMs, 0, 'f', 2)
               .arg(p.stepCommMs, 0, 'f', 2)
               .arg(p.perReplica)
               .arg(p.prefillMs, 0, 'f', 1)
               .arg(s.serving.outputTokens)
               .arg(p.replicas)
               .arg(p.decodeTokensPerSecond, 0, 'f', 0)
               .arg(s.attentionRanks() > 1 ? Text::tr("all-to-all to and from the experts, %1 requests a rank,")
                                                 .arg(int(std::ceil(double(p.perReplica) / s.attentionRanks())))
                                           : Text::tr("all-reduce")) +
        draft;
}

QString servingCapacitySource(Engine e)
{
    switch (e) {
    case Engine::Vllm:
        return Text::tr("vLLM V1: vllm/v1/worker/gpu_worker.py determine_available_memory (total × gpu_memory_utilization − weights − "
                        "profiling peak − non-torch − CUDA graphs), vllm/v1/core/kv_cache_utils.py (blocks, KV cache groups, maximum "
                        "concurrency), vllm/config/model.py get_num_kv_heads (max(1, kv_heads ÷ TP); MLA: one latent).");
    case Engine::Sglang:
        return Text::tr("SGLang: model_runner profile_max_num_token (free memory × mem_fraction_static − weights) ÷ cell size "
                        "(2 × KV heads × head_dim × layers × bytes; MLA: kv_lora_rank + rope dim), server_args.py defaults.");
    case Engine::LlamaCpp:
        return Text::tr("llama.cpp: -ngl offloads the last layers and their KV cache (llama-model.cpp), cache types f16/q8_0/q4_0 "
                        "(ggml block sizes), GGUF bits per weight from llama.cpp's quantize README.");
    case Engine::Hf: break;
    }
    return {};
}

QString servingSpeedSource()
{
    return Text::tr("Decoding reads the weights and the KV cache once per step (Pope et al. 2022) at 72% of peak bandwidth on one GPU "
                    "(PyTorch gpt-fast, 2023) and 60% with tensor parallelism (Databricks, 2023); prompts run at 60% of dense 16-bit "
                    "TFLOPS and 35% of FP8 (NVIDIA TensorRT-LLM's first-token latencies, v0.5), chunked into the decode steps "
                    "(Sarathi-Serve, Agrawal et al. 2024); tensor parallelism all-reduces twice per layer (Megatron-LM), and expert "
                    "parallelism moves the same bytes (vLLM's default all2all, an all-gather and a reduce-scatter). A "
                    "multi-token-prediction draft's second token is accepted 85% of the time (DeepSeek-V3 Technical Report "
                    "§5.4.3: 85-90%, 1.8× the tokens per second).");
}

} // namespace ga
