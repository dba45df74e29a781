#pragma once

#include "core/catalog.h"
#include "core/memory.h"
#include "core/scaling.h"

#include <QString>

namespace ga {

// Serving capacity and speed (DESIGN.md §9): what an inference engine does with a GPU, modelled
// from the engine's own code, and what a workload of simultaneous requests then costs.

// The settings an engine runs with on a GPU: the scenario's where it sets them, else the
// engine's defaults for that GPU and tensor-parallel size (each from the engine's code, see
// engineDefaultsSource). `gpu` may be null: the defaults of a GPU under 60 GiB.
struct EngineSettings {
    double utilization = 0;   // share of the GPU's memory the engine takes
    int maxNumSeqs = 0;       // requests scheduled at once
    int maxBatchedTokens = 0; // tokens of one forward pass (the profiling run's size; SGLang: chunked prefill)
    int blockSize = 0;        // tokens per KV block (SGLang: page size)
};
EngineSettings engineSettings(const Scenario &s, const GpuSpec *gpu);
QString engineDefaultsSource(Engine e);

// The engine-specific terms of the memory model (estimateMemory adds them for a serving scenario).
MemoryTerm engineProfilePeak(const Scenario &s, const EngineSettings &e);
MemoryTerm llamaCppComputeBuffer(const Scenario &s);
MemoryTerm cudaGraphTerm();
// Data-parallel attention with a DeepEP back-end: DeepEP's buffers on every GPU, as vLLM and SGLang
// size them (bytes 0 otherwise), and why DeepEP would refuse the ranks or the model (empty: it runs).
bool usesDeepEp(const Scenario &s);
MemoryTerm deepEpBufferTerm(const Scenario &s);
QString deepEpProblem(const Scenario &s);

// llama.cpp GGUF weights: bits per weight of a quantisation type, as its files average them.
double ggufBitsPerWeight(GgufType t);
QString ggufBasis(GgufType t);

// Bytes of one KV cache element (llama.cpp's q8_0 and q4_0 are blocks of 32 values with an fp16
// scale: 34 and 18 bytes).
double kvElementBytes(const Scenario &s);

// One GPU of one replica (a tensor-parallel group of scenario.gpus GPUs), as the engine lays it
// out at start-up. Bytes per GPU.
struct ServingCapacity {
    Engine engine = Engine::Vllm;
    int tp = 1;               // GPUs of one replica
    int attentionRanks = 1;   // of them, ranks with their own requests and KV pool (data-parallel attention)
    double gpuTotalBytes = 0; // what CUDA reports as total (torch.cuda.mem_get_info): the nvidia-smi total less the driver's reserve
    double utilization = 0;
    double weightsBytes = 0;
    double replicatedWeightsBytes = 0; // of them, what data-parallel attention copies to every rank
    double deepEpBytes = 0;            // DeepEP's buffers (vLLM: in nonTorchBytes; SGLang: from its reserve)
    double activationBytes = 0;        // the profiling run's peak (vLLM); the compute buffer (llama.cpp)
    double nonTorchBytes = 0;          // CUDA context, NCCL, CUDA graphs
    double kvCacheBytes = 0;           // the pool of one rank: what the engine's share leaves (<= 0: no room)
    double kvBytesPerToken = 0;        // every full-attention layer's keys and values of one token (MLA: the latent)
    double kvBytesPerRequest = 0;      // what a request holds whatever its length: windowed layers, recurrent state
    qint64 kvTokens = 0;               // tokens the pool holds, in whole blocks
    int blockSize = 16;
    int maxModelLen = 0;            // the longest request the engine accepts
    bool maxModelLenCapped = false; // the model's context did not fit: capped at what the pool holds
    qint64 contextLength = 0;       // the model's own (max_position_embeddings)
    int maxNumSeqs = 0;
    int maxBatchedTokens = 0;
    double maxConcurrency = 0; // requests of maxModelLen tokens at once per rank (vLLM's "Maximum concurrency")
    double nvidiaSmiBytes = 0; // what nvidia-smi shows for the engine's process
    double hostBytes = 0;      // llama.cpp: the weights of layers left in host RAM
    int gpuLayers = 0;         // llama.cpp: layers on the GPUs
    QString problem;           // why the engine would not start; empty = it starts

    bool starts() const { return problem.isEmpty(); }
};

// The layout on `gpu`: the memory model's weights, profiling peak and non-torch terms for the
// engine (estimateMemory at scenario.gpus), and the KV pool they leave.
ServingCapacity servingCapacity(const Scenario &s, const GpuSpec &gpu, const MemoryOptions &options = {});
// The same from a budget already estimated for this scenario (advise() prices every instance).
ServingCapacity servingCapacity(const Scenario &s, const MemoryBudget &budget, const GpuSpec &gpu, const SoftwareStack &stack = {});

// A workload on instances of one type: replicas enough for the concurrency and the targets.
struct ServingPerformance {
    bool available = false; // false without a TFLOPS figure or when the engine does not start
    int replicas = 0;
    int instances = 0;          // instances of this type the replicas need
    int idleGpus = 0;           // GPUs of those instances no replica uses
    int perReplica = 0;         // requests each replica runs at once
    int capacityPerReplica = 0; // the most the KV pool and max_num_seqs allow
    double ttftMs = 0;
    double tpotMs = 0;
    double stepMemoryMs = 0; // one decode step at perReplica requests, bound by memory bandwidth
    double stepComputeMs = 0;
    double stepCommMs = 0;            // tensor-parallel all-reduces of one step
    double prefillMs = 0;             // one request's prompt
    double decodeTokensPerSecond = 0; // all replicas
    double weightShareRead = 1;       // MoE: share of the weights one step reads
    double tokensPerStep = 1;         // tokens a request gains per step: 1 + the draft's acceptance with an MTP draft
    bool meetsTtft = true;
    bool meetsTpot = true;
    Scaling scaling; // the replica's links (for the formula)

    bool meetsTargets() const { return meetsTtft && meetsTpot; }
    // Output tokens per hour of all instances, for the cost per million.
    double tokensPerHour() const { return decodeTokensPerSecond * 3600.0; }
};
// The instances of `in`'s type one replica of `tp` GPUs spans. A service's replicas do not talk to
// each other, so links and host rules judge one replica.
int instancesPerReplica(int tp, const Instance &in);

ServingPerformance servingPerformance(const Scenario &s, const ServingCapacity &c, const MemoryBudget &budget, const GpuSpec &gpu,
                                      const Instance &instance);

// Published utilisations the speed model uses (servingSpeedSource() names them): the share of
// peak memory bandwidth a decode step reaches on `tp` GPUs, and of dense TFLOPS a prompt reaches.
double decodeBandwidthShare(int tp);
double prefillComputeShare(Precision p);

// The engine's command line for this layout ("vllm serve Qwen/Qwen3-8B --tensor-parallel-size 2 ...").
QString launchCommand(const Scenario &s, const ServingCapacity &c);
// The model argument the engine is given: the Hugging Face repository, else the config's folder.
QString servedModelName(const ModelSpec &m);

// Texts for tooltips and reports.
QString servingCapacityFormula(const ServingCapacity &c);
// How a replica splits the model: "tensor parallel 8", or data-parallel attention's ranks.
QString parallelLayoutText(const ServingCapacity &c);
QString servingSpeedFormula(const ServingPerformance &p, const Scenario &s);
QString servingCapacitySource(Engine e);
QString servingSpeedSource();

} // namespace ga
