#include "core/idlecauses.h"

#include "base/format.h"

#include <QCoreApplication>

#include <algorithm>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::IdleCauses)
};

// Tokens a GPU processes per micro-step under which launch and Python overhead show: a batch of
// two 1,024-token sequences, as the guide's LoRA examples use (a judgement, no source ranks it).
constexpr qint64 kSmallStepTokens = 2048;
// A model under a billion parameters runs kernels too short to hide their launches.
constexpr double kSmallModelParams = 1e9;
// GPUs one node holds at most (the catalog's largest instances): more means an inter-node network.
constexpr int kGpusPerNode = 8;

} // namespace

QString idleCausesPreamble()
{
    return Text::tr("nvidia-smi's utilisation is the share of time in which any kernel ran, not how busy the GPU is, and "
                    "PyTorch keeps freed memory reserved, so nvidia-smi shows it as used (nvidia-smi(1) utilization.gpu; "
                    "PyTorch CUDA semantics, memory management). Full memory with low utilisation means the GPU is "
                    "waiting for the host, not overloaded. Check torch.cuda.memory_allocated() against "
                    "memory_reserved(), and DCGM's SM_ACTIVE for how busy the GPU really is.");
}

QList<IdleCause> idleCauses(const Scenario &s)
{
    if (!s.isTraining())
        return {};
    struct Ranked {
        IdleCause cause;
        int score; // higher first; the usual order unless the job moves it
    };
    QList<Ranked> ranked;
    const auto add = [&ranked](IdleCause c, int score) { ranked.append({std::move(c), score}); };

    add({IdleCause::Kind::DataLoading, Text::tr("Data loaded and tokenised in the training process"),
         Text::tr("Utilisation rises and falls with gaps between steps; one CPU core at 100%, the others idle; the step "
                  "time does not change with a smaller model."),
         Text::tr("nvidia-smi dmon -s u; htop; py-spy top --pid PID (time in __getitem__, the tokenizer or collate)."),
         Text::tr("DataLoader num_workers > 0 (about 4 per GPU, tuned), persistent_workers, prefetch_factor 2 or more "
                  "(Trainer: dataloader_num_workers); tokenise once beforehand with datasets.map(batched=True, num_proc=N)."),
         QString(),
         Text::tr("PyTorch performance tuning guide: \"The default setting for DataLoader is num_workers=0, which means "
                  "that the data loading is synchronous and done in the main process\"; torch.utils.data")},
        80);

    if (s.offload != Offload::None)
        add({IdleCause::Kind::Offload, Text::tr("CPU offload: the optimizer step runs on the host"),
             Text::tr("A long gap at every optimizer step, after the backward pass; many host cores busy; heavy PCIe "
                      "traffic (nvidia-smi dmon -s t)."),
             Text::tr("torch.profiler shows cpu_adam or long host-device copies; the DeepSpeed config has offload_optimizer "
                      "or offload_param."),
             Text::tr("Drop offload where the job fits without it (ZeRO-3 over the GPUs, an 8-bit optimizer, a smaller LoRA "
                      "rank); keep pin_memory; DeepSpeed --bind_cores_to_rank; more gradient accumulation per step."),
             Text::tr("this job offloads to the CPU"),
             Text::tr("DeepSpeed ZeRO-Offload tutorial; DeepSpeed ZenFlow: the stalls of ZeRO-Offload come from PCIe "
                      "transfers and the Adam step on the CPU")},
            100);

    const qint64 stepTokens = qint64(s.batch) * s.seq;
    const bool smallSteps = stepTokens <= kSmallStepTokens || s.model.params < kSmallModelParams;
    add({IdleCause::Kind::SmallSteps, Text::tr("Steps too small: many short kernels and Python overhead"),
         Text::tr("The GPU lane of a profile shows short kernels with gaps; a larger batch barely changes the step time."),
         Text::tr("torch.profiler with CPU and CUDA activities, or nsys profile; DCGM SM_ACTIVE."),
         Text::tr("A larger per-device batch (gradient checkpointing frees the memory), packing or padding-free batches, "
                  "torch.compile or CUDA graphs, fused kernels (Liger, fused AdamW)."),
         smallSteps ? Text::tr("%1 tokens a micro-step on each GPU").arg(formatWhole(double(stepTokens))) : QString(),
         Text::tr("NVIDIA CUDA Graphs guide: kernel launch overhead matters when the CPU cannot keep up feeding the GPU; "
                  "Hugging Face GPU training guide on batch size")},
        smallSteps ? 85 : 60);

    add({IdleCause::Kind::Stalls, Text::tr("Stalls for logging, evaluation and checkpoints"),
         Text::tr("Idle windows at the logging, evaluation or saving interval; .item() or printing a tensor every step."),
         Text::tr("py-spy dump --pid PID during a gap (torch.save, evaluate); cudaStreamSynchronize in torch.profiler."),
         Text::tr("Log and evaluate less often; no .item() in the loop; asynchronous checkpoints "
                  "(torch.distributed.checkpoint.async_save) written to local NVMe first."),
         QString(),
         Text::tr("PyTorch performance tuning guide, \"Avoid unnecessary CPU-GPU synchronization\"; PyTorch asynchronous "
                  "checkpointing recipe")},
        50);

    if (s.usage.dataSource != DataSource::LocalDisk)
        add({IdleCause::Kind::RemoteData,
             s.usage.dataSource == DataSource::Nas ? Text::tr("Training data read from NAS over the network")
                                                   : Text::tr("Training data read from object storage over the network"),
             Text::tr("The step time stays the same with more DataLoader workers; workers wait on reads; the network "
                      "receives at a steady cap (1.25 GB/s on 10 Gbit/s)."),
             Text::tr("sar -n DEV 1 against the instance's network; iostat -x 1; the same step from a copy on local NVMe."),
             Text::tr("Copy the data to local NVMe before training, or a cache tier (the provider's object-storage accelerator, "
                      "a parallel file system); larger shards read in parallel ranges; store token ids, not text."),
             Text::tr("this job reads its data over the network"),
             Text::tr("Amazon S3 performance guidelines: one concurrent request per 85-90 MB/s; the providers' "
                      "bandwidth limits per account")},
            90);

    if (s.gpus > 1) {
        const bool multiNode = s.gpus > kGpusPerNode;
        const bool everyStep = s.zero >= 3 || multiNode; // ZeRO-3 gathers the weights in every layer, both passes
        add({IdleCause::Kind::Interconnect,
             multiNode ? Text::tr("GPUs that synchronise over the network between nodes")
                       : Text::tr("GPUs that synchronise over PCIe without NVLink"),
             Text::tr("Utilisation drops in the backward pass and the all-reduce; N GPUs give much less than N times one."),
             Text::tr("nvidia-smi topo -m (NV# against PIX/PHB/SYS); NCCL_DEBUG=INFO (\"Using network Socket\" means no "
                      "RDMA); nccl-tests all_reduce_perf."),
             Text::tr("An instance with NVLink or NVSwitch for ZeRO-3 and FSDP; RDMA (EFA, InfiniBand, RoCE) between nodes; "
                      "ZeRO-2 where it fits; overlap_comm and larger buckets; more gradient accumulation."),
             everyStep ? (multiNode ? Text::tr("%1 GPUs span more than one node").arg(s.gpus)
                                    : Text::tr("ZeRO-3 gathers the weights in every layer of every step"))
                       : QString(),
             Text::tr("NCCL user guide, troubleshooting: point-to-point PCI messages can perform poorly")},
            everyStep ? 88 : 40);
    }

    add({IdleCause::Kind::Threads, Text::tr("Too many CPU threads"),
         Text::tr("The load average far above the core count; much system time; slow DataLoader workers despite their number."),
         Text::tr("htop; top -H; vmstat 1 (context switches)."),
         Text::tr("OMP_NUM_THREADS = cores ÷ processes (torchrun sets 1); torch.set_num_threads in the workers; numactl."), QString(),
         Text::tr("PyTorch performance tuning guide, OMP_NUM_THREADS and CPU affinity; torchrun")},
        30);

    add({IdleCause::Kind::PageableCopies, Text::tr("Copies to the GPU from pageable memory"),
         Text::tr("Host-to-device copies (Memcpy HtoD, Pageable) before each step; matters most for images and video."),
         Text::tr("torch.profiler or nsys: Memcpy HtoD (Pageable) against (Pinned)."),
         Text::tr("DataLoader pin_memory=True (the Trainer's default) and .to(device, non_blocking=True)."), QString(),
         Text::tr("torch.utils.data, memory pinning: host-to-GPU copies are much faster from pinned memory")},
        s.imagesSent() > 0 ? 70 : 20);

    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked &a, const Ranked &b) { return a.score > b.score; });
    QList<IdleCause> out;
    out.reserve(ranked.size());
    for (Ranked &r : ranked)
        out.append(std::move(r.cause));
    return out;
}

} // namespace ga
