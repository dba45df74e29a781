#include "advisories.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Advisories)
};

QString num(double v, int decimals = 1)
{
    return QString::number(v, 'f', decimals);
}

// The selection guide many readers follow; its rules of thumb are checked here against the
// numbers shown, never quoted as truth.
QString guideSource()
{
    return Text::tr("A widely shared GPU cloud selection guide (its rules of thumb, checked here against the numbers shown).");
}

struct AdvisoryText {
    QString message;
    QString evidence;
    QString source;
};

// The rules run twice over the same code: once for codes and severities only (every instance of
// the catalog), once with texts (the few instances someone looks at). A sink decides which;
// the text lambdas are never called by the flag sink.
struct FlagSink {
    AdvisoryFlags out;
    template<typename F>
    void add(AdvisoryCode code, Severity severity, F &&)
    {
        out.add(code, severity);
    }
};

struct TextSink {
    QList<Advisory> out;
    QString instanceKey;
    template<typename F>
    void add(AdvisoryCode code, Severity severity, F &&texts)
    {
        AdvisoryText t = texts();
        out.append({toId(code), severity, std::move(t.message), std::move(t.evidence), std::move(t.source), instanceKey});
    }
};

constexpr std::array<const char *, int(AdvisoryCode::Count)> kCodeIds{
    "vram.insufficient",    "vram.headroom-low",     "gpu.no-tensor-cores",  "gpu.no-bf16",       "gpu.low-bandwidth",
    "gpu.consumer",         "gpu.compute-capability", "interconnect.pcie",   "interconnect.no-rdma", "host.cpu-low",
    "host.ram-low",         "host.ram-offload",      "storage.iops",         "storage.gds",       "network.bandwidth",
    "data.nas-latency",     "cost.hidden-share",     "host.requirements",    "model.context-length", "model.inferred-shape",
    "cost.price-estimated", "cost.price-missing",    "cost.billing-fallback"};

QString missingText(const AnnualCost &a)
{
    QStringList parts;
    if (a.missing & AnnualCost::MissingDisk)
        parts << Text::tr("cloud disk");
    if (a.missing & AnnualCost::MissingEgress)
        parts << Text::tr("egress");
    if (a.missing & AnnualCost::MissingStorage)
        parts << Text::tr("object storage");
    if (a.missing & AnnualCost::MissingRequests)
        parts << Text::tr("storage requests");
    return parts.join(QStringLiteral(", "));
}

template<typename Sink>
void instanceRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const GpuSpec &g = *f.gpu;
    const MemoryBudget &m = *f.memory;
    const WorkloadClass workload = workloadClass(s);
    const bool training = s.isTraining();
    const bool sixteenBit = s.precision == Precision::Fp16 || s.precision == Precision::Bf16 || s.method == Method::Qlora;
    const int totalGpus = in.gpuCount * f.nodes;
    const auto usable = [&g] { return num(g.usableGiB()); };

    // ---- memory
    if (!f.fits) {
        if (m.totalGiB() <= g.usableGiB()) {
            r.add(AdvisoryCode::VramHeadroomLow, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("Fits only without the %1% headroom: %2 GiB needed, %3 GiB usable, %4 GiB with headroom.")
                        .arg(num(s.headroom * 100, 0), formatGiB(m.totalBytes), usable(), formatGiB(m.budgetBytes)),
                    Text::tr("total %1 GiB ≤ usable %2 GiB < budget %3 GiB").arg(formatGiB(m.totalBytes), usable(), formatGiB(m.budgetBytes)),
                    Text::tr("Memory model; usable memory = nvidia-smi total of the GPU.")};
            });
        } else {
            r.add(AdvisoryCode::VramInsufficient, Severity::Critical, [&] {
                QString message = Text::tr("Does not fit: %1 GiB per GPU needed (with headroom), %2 offers %3 GiB.")
                                      .arg(formatGiB(m.budgetBytes), g.name, usable());
                if (f.suggestion != FitSuggestion::None)
                    message += QLatin1Char(' ') + suggestionText(f, totalGpus);
                return AdvisoryText{message,
                                    Text::tr("budget %1 GiB > usable %2 GiB (%3 × %4)").arg(formatGiB(m.budgetBytes), usable()).arg(totalGpus).arg(g.name),
                                    Text::tr("Memory model; usable memory = nvidia-smi total (%1).")
                                        .arg(g.usableMemorySource.isEmpty() ? g.source : g.usableMemorySource)};
            });
        }
    }

    // ---- GPU capabilities
    if (!g.tensorCores)
        r.add(AdvisoryCode::GpuNoTensorCores, sixteenBit ? Severity::Critical : Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), "
                         "so mixed precision brings no speed-up; plan on FP32 at %2 TFLOPS.")
                    .arg(g.name, num(g.fp32Tflops.value_or(0))),
                Text::tr("tensor cores: none; FP32 %1 TFLOPS; FP16 %2")
                    .arg(num(g.fp32Tflops.value_or(0)), g.fp16Tflops ? Text::tr("%1 TFLOPS").arg(num(*g.fp16Tflops)) : Text::tr("not usable")),
                Text::tr("NVIDIA Pascal datasheets (P40/P4: INT8 and FP32 only; P100: packed FP16 on CUDA cores); %1").arg(g.source)};
        });
    if (s.precision == Precision::Bf16 && !g.bf16)
        r.add(AdvisoryCode::GpuNoBf16, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("%1 has no native BF16 (it arrived with Ampere): train in FP16 with loss scaling, or FP32.").arg(g.name),
                                Text::tr("precision BF16; %1 compute capability %2").arg(g.name, g.computeCapability),
                                Text::tr("NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported().")};
        });
    if (g.bandwidthGBs < 1000.0) {
        const bool matters = !training || s.model.params >= 1e9;
        r.add(AdvisoryCode::GpuLowBandwidth, matters ? Severity::Warning : Severity::Info, [&] {
            return AdvisoryText{
                training ? Text::tr("%1 GB/s %2 memory: bandwidth-bound kernels (attention, norms, optimizer step) run several times slower "
                                    "than on HBM GPUs (A100 80GB: 2,039 GB/s).")
                               .arg(num(g.bandwidthGBs, 0), g.memoryType)
                         : Text::tr("%1 GB/s %2 memory: token generation reads every weight per token, so decoding speed is bound by this "
                                    "bandwidth (A100 80GB: 2,039 GB/s).")
                               .arg(num(g.bandwidthGBs, 0), g.memoryType),
                Text::tr("bandwidth %1 GB/s (%2)").arg(num(g.bandwidthGBs, 0), g.memoryType),
                Text::tr("GPU datasheets; roofline model (Williams et al. 2009).")};
        });
    }
    if (g.consumer)
        r.add(AdvisoryCode::GpuConsumer, training ? Severity::Warning : Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("%1 is a consumer card: no ECC by default (bit flips in multi-day runs go unnoticed), no MIG, and NVIDIA's GeForce "
                         "driver licence excludes data-centre deployment. Fine for short experiments, not for production fine-tuning.")
                    .arg(g.name),
                Text::tr("consumer: yes; ECC: %1; MIG: %2").arg(g.ecc.value_or(false) ? Text::tr("yes") : Text::tr("no")).arg(g.mig),
                Text::tr("NVIDIA GeForce software licence (\"No Datacenter Deployment\"); GPU datasheet.")};
        });
    if (const auto sm = f.sm) {
        if (*sm < 75)
            r.add(AdvisoryCode::GpuComputeCapability, training ? Severity::Critical : Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("Compute capability %1: PyTorch's CUDA 12.8 and 13.0 wheels start at Turing (sm_75); only the CUDA 12.6 "
                             "wheels still run here, and newer libraries drop it.").arg(g.computeCapability),
                    Text::tr("sm_%1 < sm_75").arg(*sm),
                    Text::tr("pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps "
                             "Maxwell, Pascal, Volta.")};
            });
        if (s.flashAttention && *sm < 80)
            r.add(AdvisoryCode::GpuComputeCapability, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("FlashAttention-2 needs Ampere or newer (sm_80+); on sm_%1 attention falls back to PyTorch's memory-efficient "
                             "SDPA kernel, which keeps the memory estimate but is slower.").arg(*sm),
                    Text::tr("FlashAttention requested; sm_%1 < sm_80").arg(*sm),
                    Text::tr("Dao-AILab/flash-attention README: FlashAttention-2 supports Ampere, Ada and Hopper GPUs.")};
            });
        if (s.method == Method::Qlora && *sm < 60)
            r.add(AdvisoryCode::GpuComputeCapability, Severity::Critical, [&] {
                return AdvisoryText{Text::tr("bitsandbytes 4-bit kernels need sm_60 or newer."), Text::tr("sm_%1 < sm_60").arg(*sm),
                                    Text::tr("bitsandbytes build targets (bitsandbytes-foundation/bitsandbytes#1715).")};
            });
    }

    // ---- interconnect
    const int gpusPerNode = in.gpuCount;
    if (gpusPerNode > 1 && in.nvlink && !*in.nvlink && (training || f.nodes > 1 || s.gpus > 1)) {
        r.add(AdvisoryCode::InterconnectPcie, training ? Severity::Warning : Severity::Info, [&] {
            const double gradGiB = training ? m.trainableParams * 2.0 / kGiB : 0.0;
            return AdvisoryText{
                training ? Text::tr("%1 GPUs without NVLink: every step all-reduces %2 GiB of gradients over PCIe (~25 GB/s per x16 Gen4 "
                                    "link vs 600 GB/s NVLink on A100).")
                               .arg(gpusPerNode)
                               .arg(num(gradGiB))
                         : Text::tr("%1 GPUs without NVLink: tensor-parallel all-reduces go over PCIe.").arg(gpusPerNode),
                Text::tr("NVLink: no; %1 GPUs per instance").arg(gpusPerNode),
                Text::tr("PCIe 4.0 x16 = 32 GB/s per direction; NVLink figures from GPU datasheets.")};
        });
    }
    if (gpusPerNode > 1 && in.pcieGen && in.pcieLanes && *in.pcieGen <= 3 && *in.pcieLanes <= 8)
        r.add(AdvisoryCode::InterconnectPcie, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so NCCL all-reduce across 4+ GPUs takes about twice as long.")
                    .arg(*in.pcieGen)
                    .arg(*in.pcieLanes),
                Text::tr("PCIe Gen%1 x%2 ≈ %3 GB/s").arg(*in.pcieGen).arg(*in.pcieLanes).arg(num(*in.pcieLanes * 0.985, 1)), guideSource()};
        });
    if (f.nodes > 1 && !in.rdma.value_or(false))
        r.add(AdvisoryCode::InterconnectNoRdma, Severity::Critical, [&] {
            return AdvisoryText{
                Text::tr("%1 nodes without RDMA (InfiniBand/RoCE/EFA): gradient all-reduce crosses a %2 TCP network and multi-node "
                         "scaling typically stays under 1.5×.")
                    .arg(f.nodes)
                    .arg(in.networkGbps ? Text::tr("%1 Gbps").arg(num(*in.networkGbps, 0)) : Text::tr("plain")),
                Text::tr("%1 nodes; RDMA: %2").arg(f.nodes).arg(in.rdma ? Text::tr("no") : Text::tr("not published")), guideSource()};
        });
    else if (workload == WorkloadClass::MidFullTraining && s.gpus > gpusPerNode && !in.rdma.value_or(false))
        r.add(AdvisoryCode::InterconnectNoRdma, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Scaling this full fine-tune beyond one instance needs RDMA, which this instance does not offer."),
                                Text::tr("RDMA: %1").arg(in.rdma ? Text::tr("no") : Text::tr("not published")), guideSource()};
        });

    // ---- host (the guide's scenario table)
    if (training) {
        if (in.vcpu && *in.vcpu < 8)
            r.add(AdvisoryCode::HostCpuLow, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("%1 vCPUs: too few DataLoader workers to keep the GPU fed (a common floor is 8).").arg(*in.vcpu),
                                    Text::tr("vCPU %1 < 8").arg(*in.vcpu), guideSource()};
            });
        else if (workload == WorkloadClass::MidFullTraining && in.cpuGhz && *in.cpuGhz < 2.8)
            r.add(AdvisoryCode::HostCpuLow, Severity::Info, [&] {
                return AdvisoryText{Text::tr("CPU at %1 GHz: 2.8 GHz or more is the usual advice for 7–13B full fine-tuning (tokenisation, "
                                             "ZeRO CPU work).").arg(num(*in.cpuGhz)),
                                    Text::tr("CPU %1 GHz < 2.8 GHz").arg(num(*in.cpuGhz)), guideSource()};
            });
        const double ramFloor = workload == WorkloadClass::MidFullTraining || workload == WorkloadClass::LargeTraining ? 64.0 : 32.0;
        if (in.ramGib && *in.ramGib < ramFloor)
            r.add(AdvisoryCode::HostRamLow, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("%1 GiB RAM is under the %2 GiB this workload needs for DataLoader workers, pinned buffers and "
                                             "loading checkpoints.").arg(num(*in.ramGib, 0), num(ramFloor, 0)),
                                    Text::tr("RAM %1 GiB < %2 GiB").arg(num(*in.ramGib, 0), num(ramFloor, 0)), guideSource()};
            });
    }
    if (m.hostRamBytes > 0 && in.ramGib) {
        const double neededGiB = m.hostRamBytes * in.gpuCount / kGiB;
        if (neededGiB > *in.ramGib * 0.9)
            r.add(AdvisoryCode::HostRamOffload, Severity::Critical, [&] {
                return AdvisoryText{
                    Text::tr("Offloaded states need %1 GiB of host RAM on this instance, but it has %2 GiB.").arg(num(neededGiB), num(*in.ramGib, 0)),
                    Text::tr("%1 GPUs × %2 GiB offloaded > 90% of %3 GiB").arg(in.gpuCount).arg(formatGiB(m.hostRamBytes), num(*in.ramGib, 0)),
                    Text::tr("Ren et al. 2021, ZeRO-Offload.")};
            });
    }

    // ---- storage and network
    if (training) {
        const PriceComponents *pc = f.components;
        const bool hasNvme = in.localNvmeGb.value_or(0) > 0;
        double bestIops = 0;
        if (pc)
            for (const DiskClass &d : pc->disks)
                bestIops = std::max(bestIops, d.maxIops.value_or(0));
        if (!hasNvme && bestIops > 0 && bestIops < 5000)
            r.add(AdvisoryCode::StorageIops, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("No local NVMe and cloud disks top out at %1 IOPS: below the 5,000 random-read IOPS usually "
                                             "advised for training data and checkpoint writes.").arg(num(bestIops, 0)),
                                    Text::tr("local NVMe: none; best disk %1 IOPS").arg(num(bestIops, 0)), guideSource()};
            });
        else if (!hasNvme && in.localNvmeGb && (workload == WorkloadClass::MidFullTraining || workload == WorkloadClass::LargeTraining))
            r.add(AdvisoryCode::StorageIops, Severity::Info, [&] {
                return AdvisoryText{Text::tr("No local NVMe: checkpoints of %1 GB go to network disks; local NVMe is the usual advice for "
                                             "full fine-tuning.").arg(num(s.model.params * 2.0 / kGB, 0)),
                                    Text::tr("local NVMe: none"), guideSource()};
            });
        if (workload == WorkloadClass::LargeTraining && !in.gds.value_or(false))
            r.add(AdvisoryCode::StorageGds, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("Large-scale training reads data and writes %1 GB checkpoints; without GPUDirect Storage every "
                                             "byte passes through CPU memory.").arg(num(s.model.params * 2.0 / kGB, 0)),
                                    Text::tr("GPUDirect Storage: %1").arg(in.gds ? Text::tr("no") : Text::tr("not published")), guideSource()};
            });
        if (s.usage.dataSource == DataSource::ObjectStorage && in.networkGbps && *in.networkGbps < 8.0)
            r.add(AdvisoryCode::NetworkBandwidth, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("%1 Gbps network: streaming a dataset from object storage needs about 8–10 Gbps to keep GPUs busy.")
                                        .arg(num(*in.networkGbps, 0)),
                                    Text::tr("network %1 Gbps < 8 Gbps").arg(num(*in.networkGbps, 0)), guideSource()};
            });
    }

    // ---- cost
    const AnnualCost &a = *f.annual;
    if (a.available && a.total() > 0 && a.hidden() / a.total() > 0.35)
        r.add(AdvisoryCode::CostHiddenShare, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Disk, egress and object storage are %1% of the yearly total, over the 35% a common rule of thumb "
                                         "warns about: review data volumes and the disk class.").arg(num(a.hidden() / a.total() * 100.0, 0)),
                                Text::tr("hidden %1 of %2 per year").arg(num(a.hidden(), 0), num(a.total(), 0)), guideSource()};
        });
    if (in.priceEstimated || a.estimated)
        r.add(AdvisoryCode::CostPriceEstimated, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Some prices for this instance are estimates, not published figures: %1")
                                    .arg(in.priceBasis.isEmpty() ? Text::tr("see the provider's storage and traffic prices") : in.priceBasis),
                                Text::tr("estimated: yes"), in.source};
        });
    if (a.missing)
        r.add(AdvisoryCode::CostPriceMissing, Severity::Info, [&] {
            return AdvisoryText{Text::tr("The catalog has no price for: %1; the yearly total leaves them out.").arg(missingText(a)),
                                Text::tr("missing: %1").arg(missingText(a)), f.provider->source};
        });
    if (a.billingFallback)
        r.add(AdvisoryCode::CostBillingFallback, Severity::Info, [&] {
            return AdvisoryText{Text::tr("No %1 price is published for this instance; pay-as-you-go is used instead.").arg(displayName(s.usage.billing)),
                                Text::tr("%1 → pay-as-you-go").arg(displayName(s.usage.billing)), in.source};
        });
}

template<typename Sink>
void scenarioRules(const Scenario &s, const MemoryBudget &memory, const Catalog &catalog, Sink &r)
{
    const QString budget = formatGiB(memory.budgetBytes);

    // The job against the largest GPU anyone sells in this catalog.
    const GpuSpec *largest = nullptr;
    for (const GpuSpec &g : catalog.gpus)
        if (!largest || g.usableGiB() > largest->usableGiB())
            largest = &g;
    if (largest && memory.budgetGiB() > largest->usableGiB()) {
        r.add(AdvisoryCode::VramInsufficient, Severity::Critical, [&] {
            QString advice;
            if (s.isTraining() && s.zero < 3)
                advice = Text::tr("Shard the model with ZeRO-3 over more GPUs");
            else if (s.isTraining())
                advice = Text::tr("Add GPUs or offload optimizer and parameters to CPU");
            else
                advice = Text::tr("Split the model with tensor parallelism over more GPUs or quantise the weights");
            if (s.isFullTraining())
                advice += Text::tr(", or fine-tune with LoRA/QLoRA");
            return AdvisoryText{Text::tr("Needs %1 GiB per GPU: more than the largest GPU in the catalog. %2.").arg(budget, advice),
                                Text::tr("budget %1 GiB > %2 usable %3 GiB").arg(budget, largest->name, num(largest->usableGiB())),
                                Text::tr("Memory model; usable memory = nvidia-smi total of each GPU.")};
        });
    }
    if (s.headroom < 0.2)
        r.add(AdvisoryCode::VramHeadroomLow, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Headroom of %1% is under 20%: allocator fragmentation and the longest batch can still run out of memory.")
                                    .arg(num(s.headroom * 100, 0)),
                                Text::tr("headroom %1% < 20%").arg(num(s.headroom * 100, 0)), guideSource()};
        });
    if (s.model.arch.maxPositions > 0 && s.seq > s.model.arch.maxPositions)
        r.add(AdvisoryCode::ModelContextLength, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Sequence length %1 exceeds the model's trained context of %2 tokens.").arg(s.seq).arg(s.model.arch.maxPositions),
                                Text::tr("sequence %1 > max_position_embeddings %2").arg(s.seq).arg(s.model.arch.maxPositions),
                                Text::tr("The model's config.json.")};
        });
    if (s.model.inferred)
        r.add(AdvisoryCode::ModelInferredShape, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Layers, width and vocabulary were inferred from the parameter count; activations and KV cache are "
                                         "approximate. Choose a preset or open the model's config.json for exact figures."),
                                Text::tr("%1 parameters → %2 layers × hidden %3").arg(formatParams(s.model.params)).arg(s.model.arch.layers).arg(s.model.arch.hidden),
                                Text::tr("Llama-2 proportions (hidden ≈ 128 × layers).")};
        });
    if (memory.hostRamBytes > 0)
        r.add(AdvisoryCode::HostRamOffload, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Offloading keeps %1 GiB per GPU in host RAM (%2 GiB for %3 GPUs); instances need that much RAM on "
                                         "top of the DataLoader.")
                                    .arg(formatGiB(memory.hostRamBytes), formatGiB(memory.hostRamBytes * s.gpus))
                                    .arg(s.gpus),
                                Text::tr("host RAM %1 GiB per GPU").arg(formatGiB(memory.hostRamBytes)),
                                Text::tr("Ren et al. 2021, ZeRO-Offload: optimizer states (and with ZeRO-Infinity parameters) live in CPU memory.")};
        });
    if (s.isTraining() && s.usage.dataSource == DataSource::Nas)
        r.add(AdvisoryCode::DataNasLatency, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Reading training data from NAS/NFS adds milliseconds per file (15–40 ms is often quoted) and stalls the "
                                         "DataLoader; stage the dataset to local NVMe or read object storage through a local cache."),
                                Text::tr("data source: NAS/NFS"), guideSource()};
        });

    switch (workloadClass(s)) {
    case WorkloadClass::SmallTraining:
        r.add(AdvisoryCode::HostRequirements, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Small-model training (< 3B): the host should offer ≥ 8 vCPUs, ≥ 32 GiB RAM and a disk with ≥ 5,000 IOPS."),
                                Text::tr("%1 parameters").arg(formatParams(s.model.params)), guideSource()};
        });
        break;
    case WorkloadClass::MidFullTraining:
        r.add(AdvisoryCode::HostRequirements, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Full fine-tuning of a 3–20B model: CPU ≥ 2.8 GHz, ≥ 64 GiB RAM, local NVMe, ≥ 10 Gbps network and "
                                         "RDMA across nodes."),
                                Text::tr("%1 parameters, full fine-tuning").arg(formatParams(s.model.params)), guideSource()};
        });
        break;
    case WorkloadClass::LargeTraining:
        r.add(AdvisoryCode::HostRequirements, Severity::Info, [&] {
            return AdvisoryText{Text::tr("Large-scale training: 80 GB-class GPUs, RDMA between nodes and GPUDirect Storage for checkpoints "
                                         "and data."),
                                Text::tr("%1 parameters").arg(formatParams(s.model.params)), guideSource()};
        });
        break;
    default: break;
    }
}

} // namespace

QString toId(Severity s)
{
    switch (s) {
    case Severity::Info: return QStringLiteral("info");
    case Severity::Warning: return QStringLiteral("warning");
    case Severity::Critical: return QStringLiteral("critical");
    }
    return {};
}

QString displayName(Severity s)
{
    switch (s) {
    case Severity::Info: return Text::tr("Info", "advisory severity");
    case Severity::Warning: return Text::tr("Warning", "advisory severity");
    case Severity::Critical: return Text::tr("Critical", "advisory severity");
    }
    return {};
}

QString toId(AdvisoryCode c)
{
    const int i = int(c);
    return i >= 0 && i < int(kCodeIds.size()) ? QString::fromLatin1(kCodeIds[std::size_t(i)]) : QString();
}

QStringList advisoryCodes()
{
    QStringList out;
    for (const char *id : kCodeIds)
        out << QString::fromLatin1(id);
    return out;
}

WorkloadClass workloadClass(const Scenario &s)
{
    if (!s.isTraining())
        return WorkloadClass::Inference;
    const double p = double(s.model.params);
    if (p >= 100e9 && s.isFullTraining())
        return WorkloadClass::LargeTraining;
    if (p < 3e9)
        return WorkloadClass::SmallTraining;
    if (s.isFullTraining() && p <= 20e9)
        return WorkloadClass::MidFullTraining;
    return WorkloadClass::OtherTraining;
}

QString suggestionText(const InstanceFacts &f, int totalGpus)
{
    switch (f.suggestion) {
    case FitSuggestion::None: return {};
    case FitSuggestion::Zero3:
        return Text::tr("Fits with ZeRO-3 over its %1 GPUs: %2 GiB per GPU.").arg(totalGpus).arg(formatGiB(f.suggestionBudgetBytes));
    case FitSuggestion::Zero3Offload:
        return Text::tr("Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.")
            .arg(formatGiB(f.suggestionBudgetBytes), formatGiB(f.suggestionHostRamBytes));
    }
    return {};
}

QList<Advisory> scenarioAdvisories(const Scenario &s, const MemoryBudget &memory, const Catalog &catalog)
{
    TextSink sink;
    scenarioRules(s, memory, catalog, sink);
    return sink.out;
}

AdvisoryFlags instanceAdvisoryFlags(const Scenario &s, const InstanceFacts &facts)
{
    FlagSink sink;
    instanceRules(s, facts, sink);
    return sink.out;
}

QList<Advisory> instanceAdvisories(const Scenario &s, const InstanceFacts &facts)
{
    TextSink sink;
    sink.instanceKey = facts.instance->key();
    instanceRules(s, facts, sink);
    return sink.out;
}

} // namespace ga
