#include "advisories.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

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

// Sources quoted by the rules.
QString seedSource()
{
    return Text::tr("Seed article \"GPU云服务器租用一年多少钱？AI模型训练选型避坑指南\" (its rules of thumb, checked here against the numbers shown).");
}

struct RuleSet {
    const Scenario &s;
    QList<Advisory> out;
    QString instanceKey;
    QString seed = seedSource(); // shared by every advisory of this set (implicitly shared string)

    void add(const char *code, Severity severity, QString message, QString evidence, QString source)
    {
        out.append({QString::fromLatin1(code), severity, std::move(message), std::move(evidence), std::move(source), instanceKey});
    }
};

QString gpuLabel(const GpuSpec &g)
{
    return g.name;
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

QStringList advisoryCodes()
{
    return {QStringLiteral("vram.insufficient"),     QStringLiteral("vram.headroom-low"),   QStringLiteral("gpu.no-tensor-cores"),
            QStringLiteral("gpu.no-bf16"),           QStringLiteral("gpu.low-bandwidth"),   QStringLiteral("gpu.consumer"),
            QStringLiteral("gpu.compute-capability"), QStringLiteral("interconnect.pcie"),  QStringLiteral("interconnect.no-rdma"),
            QStringLiteral("host.cpu-low"),          QStringLiteral("host.ram-low"),        QStringLiteral("host.ram-offload"),
            QStringLiteral("storage.iops"),          QStringLiteral("storage.gds"),         QStringLiteral("network.bandwidth"),
            QStringLiteral("data.nas-latency"),      QStringLiteral("cost.hidden-share"),   QStringLiteral("host.requirements"),
            QStringLiteral("model.context-length"),  QStringLiteral("model.inferred-shape"), QStringLiteral("cost.price-estimated"),
            QStringLiteral("cost.price-missing"),    QStringLiteral("cost.billing-fallback")};
}

WorkloadClass workloadClass(const Scenario &s)
{
    if (!s.isTraining())
        return WorkloadClass::Inference;
    const double p = double(s.model.params);
    if (p >= 100e9 && s.method == Method::Full)
        return WorkloadClass::LargeTraining;
    if (p < 3e9)
        return WorkloadClass::SmallTraining;
    if (s.method == Method::Full && p <= 20e9)
        return WorkloadClass::MidFullTraining;
    return WorkloadClass::OtherTraining;
}

QList<Advisory> scenarioAdvisories(const Scenario &s, const MemoryBudget &memory, const Catalog &catalog)
{
    RuleSet r{s, {}, {}};
    const QString budget = formatGiB(memory.budgetBytes);

    // The job against the largest GPU anyone sells in this catalog.
    const GpuSpec *largest = nullptr;
    for (const GpuSpec &g : catalog.gpus)
        if (!largest || g.usableGiB() > largest->usableGiB())
            largest = &g;
    if (largest && memory.budgetGiB() > largest->usableGiB()) {
        QString advice;
        if (s.isTraining() && s.zero < 3)
            advice = Text::tr("Shard with ZeRO-3 (--zero 3) over more GPUs");
        else if (s.isTraining())
            advice = Text::tr("Add GPUs or offload optimizer and parameters to CPU");
        else
            advice = Text::tr("Split the model with tensor parallelism over more GPUs or quantise the weights");
        if (s.method == Method::Full)
            advice += Text::tr(", or fine-tune with LoRA/QLoRA");
        r.add("vram.insufficient", Severity::Critical,
              Text::tr("Needs %1 GiB per GPU: more than the largest GPU in the catalog. %2.").arg(budget, advice),
              Text::tr("budget %1 GiB > %2 usable %3 GiB").arg(budget, largest->name, num(largest->usableGiB())),
              Text::tr("Memory model (DESIGN.md §3); usable memory = nvidia-smi total of each GPU."));
    }
    if (s.headroom < 0.2)
        r.add("vram.headroom-low", Severity::Warning,
              Text::tr("Headroom of %1% is under 20%: allocator fragmentation and the longest batch can still run out of memory.")
                  .arg(num(s.headroom * 100, 0)),
              Text::tr("headroom %1 < 0.20").arg(s.headroom), r.seed);
    if (s.model.arch.maxPositions > 0 && s.seq > s.model.arch.maxPositions)
        r.add("model.context-length", Severity::Warning,
              Text::tr("Sequence length %1 exceeds the model's trained context of %2 tokens.").arg(s.seq).arg(s.model.arch.maxPositions),
              Text::tr("seq %1 > max_position_embeddings %2").arg(s.seq).arg(s.model.arch.maxPositions),
              Text::tr("The model's config.json."));
    if (s.model.inferred)
        r.add("model.inferred-shape", Severity::Info,
              Text::tr("Layers, width and vocabulary were inferred from the parameter count; activations and KV cache are approximate. "
                 "Choose a preset or open the model's config.json for exact figures."),
              Text::tr("%1 parameters → %2 layers × hidden %3").arg(formatParams(s.model.params)).arg(s.model.arch.layers).arg(s.model.arch.hidden),
              Text::tr("Llama-2 proportions (hidden ≈ 128 × layers)."));
    if (memory.hostRamBytes > 0)
        r.add("host.ram-offload", Severity::Info,
              Text::tr("Offloading keeps %1 GiB per GPU in host RAM (%2 GiB for %3 GPUs); instances need that much RAM on top of the DataLoader.")
                  .arg(formatGiB(memory.hostRamBytes), formatGiB(memory.hostRamBytes * s.gpus))
                  .arg(s.gpus),
              Text::tr("host RAM %1 GiB per GPU").arg(formatGiB(memory.hostRamBytes)),
              Text::tr("Ren et al. 2021, ZeRO-Offload: optimizer states (and with ZeRO-Infinity parameters) live in CPU memory."));
    if (s.isTraining() && s.usage.dataSource == DataSource::Nas)
        r.add("data.nas-latency", Severity::Warning,
              Text::tr("Reading training data from NAS/NFS adds milliseconds per file (the seed article quotes 15–40 ms) and stalls the "
                 "DataLoader; stage the dataset to local NVMe or read object storage through a local cache."),
              Text::tr("data source: NAS/NFS"), r.seed);

    switch (workloadClass(s)) {
    case WorkloadClass::SmallTraining:
        r.add("host.requirements", Severity::Info,
              Text::tr("Small-model training (< 3B): the host should offer ≥ 8 vCPUs, ≥ 32 GiB RAM and a disk with ≥ 5,000 IOPS."),
              Text::tr("%1 parameters").arg(formatParams(s.model.params)), r.seed);
        break;
    case WorkloadClass::MidFullTraining:
        r.add("host.requirements", Severity::Info,
              Text::tr("Full fine-tuning of a 3–20B model: CPU ≥ 2.8 GHz, ≥ 64 GiB RAM, local NVMe, ≥ 10 Gbps network and RDMA "
                 "across nodes."),
              Text::tr("%1 parameters, full fine-tuning").arg(formatParams(s.model.params)), r.seed);
        break;
    case WorkloadClass::LargeTraining:
        r.add("host.requirements", Severity::Info,
              Text::tr("Pre-training or full training at 100B+: 80 GB-class GPUs, RDMA between nodes and GPUDirect Storage for checkpoints "
                 "and data."),
              Text::tr("%1 parameters").arg(formatParams(s.model.params)), r.seed);
        break;
    default: break;
    }
    return r.out;
}

QList<Advisory> instanceAdvisories(const Scenario &s, const InstanceFacts &f)
{
    RuleSet r{s, {}, f.instance->key()};
    const Instance &in = *f.instance;
    const GpuSpec &g = *f.gpu;
    const MemoryBudget &m = *f.memory;
    const WorkloadClass workload = workloadClass(s);
    const bool training = s.isTraining();
    const bool sixteenBit = s.precision == Precision::Fp16 || s.precision == Precision::Bf16 || s.method == Method::Qlora;
    const QString usable = num(g.usableGiB());

    // ---- memory
    if (!f.fits) {
        if (m.totalGiB() <= g.usableGiB()) {
            r.add("vram.headroom-low", Severity::Warning,
                  Text::tr("Fits only without the %1% headroom: %2 GiB needed, %3 GiB usable, %4 GiB with headroom.")
                      .arg(num(s.headroom * 100, 0), formatGiB(m.totalBytes), usable, formatGiB(m.budgetBytes)),
                  Text::tr("total %1 GiB ≤ usable %2 GiB < budget %3 GiB").arg(formatGiB(m.totalBytes), usable, formatGiB(m.budgetBytes)),
                  r.seed);
        } else {
            QString message = Text::tr("Does not fit: %1 GiB per GPU needed (with headroom), %2 offers %3 GiB.")
                                  .arg(formatGiB(m.budgetBytes), gpuLabel(g), usable);
            if (!f.suggestion.isEmpty())
                message += QLatin1Char(' ') + f.suggestion;
            r.add("vram.insufficient", Severity::Critical, message,
                  Text::tr("budget %1 GiB > usable %2 GiB (%3 × %4)").arg(formatGiB(m.budgetBytes), usable).arg(in.gpuCount * f.nodes).arg(g.name),
                  Text::tr("Memory model (DESIGN.md §3); usable memory = nvidia-smi total (%1).").arg(g.usableMemorySource.isEmpty() ? g.source : g.usableMemorySource));
        }
    }

    // ---- GPU capabilities
    if (!g.tensorCores)
        r.add("gpu.no-tensor-cores", sixteenBit ? Severity::Critical : Severity::Warning,
              Text::tr("%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), "
                 "so mixed precision brings no speed-up; plan on FP32 at %2 TFLOPS.")
                  .arg(g.name, num(g.fp32Tflops.value_or(0))),
              Text::tr("tensor cores: none; FP32 %1 TFLOPS; FP16 %2").arg(num(g.fp32Tflops.value_or(0)),
                                                                   g.fp16Tflops ? Text::tr("%1 TFLOPS").arg(num(*g.fp16Tflops)) : Text::tr("not usable")),
              Text::tr("NVIDIA Pascal datasheets (P40/P4: INT8 and FP32 only; P100: packed FP16 on CUDA cores); %1").arg(g.source));
    if (s.precision == Precision::Bf16 && !g.bf16)
        r.add("gpu.no-bf16", Severity::Warning,
              Text::tr("%1 has no native BF16 (it arrived with Ampere): train in FP16 with loss scaling, or FP32.").arg(g.name),
              Text::tr("precision bf16; %1 compute capability %2").arg(g.name, g.computeCapability),
              Text::tr("NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported()."));
    if (g.bandwidthGBs < 1000.0) {
        const bool matters = !training || s.model.params >= 1e9;
        r.add("gpu.low-bandwidth", matters ? Severity::Warning : Severity::Info,
              training ? Text::tr("%1 GB/s %2 memory: bandwidth-bound kernels (attention, norms, optimizer step) run several times slower "
                            "than on HBM GPUs (A100 80GB: 2,039 GB/s).")
                             .arg(num(g.bandwidthGBs, 0), g.memoryType)
                       : Text::tr("%1 GB/s %2 memory: token generation reads every weight per token, so decoding speed is bound by this "
                            "bandwidth (A100 80GB: 2,039 GB/s).")
                             .arg(num(g.bandwidthGBs, 0), g.memoryType),
              Text::tr("bandwidth %1 GB/s (%2)").arg(num(g.bandwidthGBs, 0), g.memoryType),
              Text::tr("GPU datasheets; roofline model (Williams et al. 2009)."));
    }
    if (g.consumer)
        r.add("gpu.consumer", training ? Severity::Warning : Severity::Info,
              Text::tr("%1 is a consumer card: no ECC by default (bit flips in multi-day runs go unnoticed), no MIG, and NVIDIA's GeForce "
                 "driver licence excludes data-centre deployment. Fine for short experiments, not for production fine-tuning.")
                  .arg(g.name),
              Text::tr("consumer: yes; ECC: %1; MIG: %2").arg(g.ecc.value_or(false) ? Text::tr("yes") : Text::tr("no")).arg(g.mig),
              Text::tr("NVIDIA GeForce software licence (\"No Datacenter Deployment\"); GPU datasheet."));
    if (const auto sm = g.smVersion()) {
        if (*sm < 75)
            r.add("gpu.compute-capability", training ? Severity::Critical : Severity::Warning,
                  Text::tr("Compute capability %1: PyTorch's CUDA 12.8 and 13.0 wheels start at Turing (sm_75); only the CUDA 12.6 "
                     "wheels still run here, and newer libraries drop it.").arg(g.computeCapability),
                  Text::tr("sm_%1 < sm_75").arg(*sm),
                  Text::tr("pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps "
                     "Maxwell, Pascal, Volta."));
        if (s.flashAttention && *sm < 80)
            r.add("gpu.compute-capability", Severity::Warning,
                  Text::tr("FlashAttention-2 needs Ampere or newer (sm_80+); on sm_%1 attention falls back to PyTorch's memory-efficient "
                     "SDPA kernel, which keeps the memory estimate but is slower.").arg(*sm),
                  Text::tr("flash attention requested; sm_%1 < sm_80").arg(*sm),
                  Text::tr("Dao-AILab/flash-attention README: FlashAttention-2 supports Ampere, Ada and Hopper GPUs."));
        if (s.method == Method::Qlora && *sm < 60)
            r.add("gpu.compute-capability", Severity::Critical,
                  Text::tr("bitsandbytes 4-bit kernels need sm_60 or newer."), Text::tr("sm_%1 < sm_60").arg(*sm),
                  Text::tr("bitsandbytes build targets (bitsandbytes-foundation/bitsandbytes#1715)."));
    }

    // ---- interconnect
    const int gpusPerNode = in.gpuCount;
    if (gpusPerNode > 1 && in.nvlink && !*in.nvlink && (training || f.nodes > 1 || s.gpus > 1)) {
        const double gradGiB = training ? m.trainableParams * 2.0 / kGiB : 0.0;
        r.add("interconnect.pcie", training ? Severity::Warning : Severity::Info,
              training ? Text::tr("%1 GPUs without NVLink: every step all-reduces %2 GiB of gradients over PCIe (~25 GB/s per x16 Gen4 "
                            "link vs 600 GB/s NVLink on A100).")
                             .arg(gpusPerNode)
                             .arg(num(gradGiB))
                       : Text::tr("%1 GPUs without NVLink: tensor-parallel all-reduces go over PCIe.").arg(gpusPerNode),
              Text::tr("NVLink: no; %1 GPUs per instance").arg(gpusPerNode),
              Text::tr("PCIe 4.0 x16 = 32 GB/s per direction; NVLink figures from GPU datasheets."));
    }
    if (gpusPerNode > 1 && in.pcieGen && in.pcieLanes && *in.pcieGen <= 3 && *in.pcieLanes <= 8)
        r.add("interconnect.pcie", Severity::Warning,
              Text::tr("PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so NCCL all-reduce across 4+ GPUs takes about twice as long.")
                  .arg(*in.pcieGen)
                  .arg(*in.pcieLanes),
              Text::tr("PCIe Gen%1 x%2 ≈ %3 GB/s").arg(*in.pcieGen).arg(*in.pcieLanes).arg(num(*in.pcieLanes * 0.985, 1)), r.seed);
    if (f.nodes > 1 && !in.rdma.value_or(false))
        r.add("interconnect.no-rdma", Severity::Critical,
              Text::tr("%1 nodes without RDMA (InfiniBand/RoCE/EFA): gradient all-reduce crosses a %2 TCP network and multi-node "
                 "scaling typically stays under 1.5×.")
                  .arg(f.nodes)
                  .arg(in.networkGbps ? Text::tr("%1 Gbps").arg(num(*in.networkGbps, 0)) : Text::tr("plain")),
              Text::tr("%1 nodes; RDMA: %2").arg(f.nodes).arg(in.rdma ? Text::tr("no") : Text::tr("not published")), r.seed);
    else if (workload == WorkloadClass::MidFullTraining && s.gpus > gpusPerNode && !in.rdma.value_or(false))
        r.add("interconnect.no-rdma", Severity::Warning,
              Text::tr("Scaling this full fine-tune beyond one instance needs RDMA, which this instance does not offer."),
              Text::tr("RDMA: %1").arg(in.rdma ? Text::tr("no") : Text::tr("not published")), r.seed);

    // ---- host (the seed's scenario table)
    if (training) {
        if (in.vcpu && *in.vcpu < 8)
            r.add("host.cpu-low", Severity::Warning,
                  Text::tr("%1 vCPUs: too few DataLoader workers to keep the GPU fed (the seed's floor is 8).").arg(*in.vcpu),
                  Text::tr("vCPU %1 < 8").arg(*in.vcpu), r.seed);
        else if (workload == WorkloadClass::MidFullTraining && in.cpuGhz && *in.cpuGhz < 2.8)
            r.add("host.cpu-low", Severity::Info,
                  Text::tr("CPU at %1 GHz: the seed asks for ≥ 2.8 GHz for 7–13B full fine-tuning (tokenisation, ZeRO CPU work).").arg(num(*in.cpuGhz)),
                  Text::tr("CPU %1 GHz < 2.8 GHz").arg(num(*in.cpuGhz)), r.seed);
        const double ramFloor = workload == WorkloadClass::MidFullTraining || workload == WorkloadClass::LargeTraining ? 64.0 : 32.0;
        if (in.ramGib && *in.ramGib < ramFloor)
            r.add("host.ram-low", Severity::Warning,
                  Text::tr("%1 GiB RAM is under the %2 GiB this workload needs for DataLoader workers, pinned buffers and loading checkpoints.")
                      .arg(num(*in.ramGib, 0), num(ramFloor, 0)),
                  Text::tr("RAM %1 GiB < %2 GiB").arg(num(*in.ramGib, 0), num(ramFloor, 0)), r.seed);
    }
    if (m.hostRamBytes > 0 && in.ramGib) {
        const double neededGiB = m.hostRamBytes * in.gpuCount / kGiB;
        if (neededGiB > *in.ramGib * 0.9)
            r.add("host.ram-offload", Severity::Critical,
                  Text::tr("Offloaded states need %1 GiB of host RAM on this instance, but it has %2 GiB.").arg(num(neededGiB), num(*in.ramGib, 0)),
                  Text::tr("%1 GPUs × %2 GiB offloaded > 90% of %3 GiB").arg(in.gpuCount).arg(formatGiB(m.hostRamBytes), num(*in.ramGib, 0)),
                  Text::tr("Ren et al. 2021, ZeRO-Offload."));
    }

    // ---- storage and network
    if (training) {
        const PriceComponents *pc = f.provider->componentsFor(in.region);
        const bool hasNvme = in.localNvmeGb.value_or(0) > 0;
        double bestIops = 0;
        if (pc)
            for (const DiskClass &d : pc->disks)
                bestIops = std::max(bestIops, d.maxIops.value_or(0));
        if (!hasNvme && bestIops > 0 && bestIops < 5000)
            r.add("storage.iops", Severity::Warning,
                  Text::tr("No local NVMe and cloud disks top out at %1 IOPS: below the 5,000 random-read IOPS the seed sets for training "
                     "data and checkpoint writes.").arg(num(bestIops, 0)),
                  Text::tr("local NVMe: none; best disk %1 IOPS").arg(num(bestIops, 0)), r.seed);
        else if (!hasNvme && in.localNvmeGb && (workload == WorkloadClass::MidFullTraining || workload == WorkloadClass::LargeTraining))
            r.add("storage.iops", Severity::Info,
                  Text::tr("No local NVMe: checkpoints of %1 GB go to network disks; the seed recommends local NVMe for full fine-tuning.")
                      .arg(num(s.model.params * 2.0 / kGB, 0)),
                  Text::tr("local NVMe: none"), r.seed);
        if (workload == WorkloadClass::LargeTraining && !in.gds.value_or(false))
            r.add("storage.gds", Severity::Warning,
                  Text::tr("100B+ training reads data and writes %1 GB checkpoints; without GPUDirect Storage every byte passes through CPU "
                     "memory.").arg(num(s.model.params * 2.0 / kGB, 0)),
                  Text::tr("GPUDirect Storage: %1").arg(in.gds ? Text::tr("no") : Text::tr("not published")), r.seed);
        if (s.usage.dataSource == DataSource::ObjectStorage && in.networkGbps && *in.networkGbps < 8.0)
            r.add("network.bandwidth", Severity::Warning,
                  Text::tr("%1 Gbps network: streaming a dataset from object storage needs about 8–10 Gbps to keep GPUs busy.")
                      .arg(num(*in.networkGbps, 0)),
                  Text::tr("network %1 Gbps < 8 Gbps").arg(num(*in.networkGbps, 0)), r.seed);
    }

    // ---- cost
    const AnnualCost &a = *f.annual;
    if (a.available && a.total() > 0 && a.hidden() / a.total() > 0.35)
        r.add("cost.hidden-share", Severity::Warning,
              Text::tr("Disk, egress and object storage are %1% of the yearly total, over the 35% the seed warns about: review data "
                 "volumes and the disk class.").arg(num(a.hidden() / a.total() * 100.0, 0)),
              Text::tr("hidden %1 of %2 per year").arg(num(a.hidden(), 0), num(a.total(), 0)), r.seed);
    if (in.priceEstimated || a.estimated)
        r.add("cost.price-estimated", Severity::Info,
              Text::tr("Some prices for this instance are estimates, not published figures: %1")
                  .arg(in.priceBasis.isEmpty() ? Text::tr("see the provider's price components") : in.priceBasis),
              Text::tr("estimated: yes"), in.source);
    if (!a.missing.isEmpty())
        r.add("cost.price-missing", Severity::Info,
              Text::tr("The catalog has no price for: %1; the yearly total leaves them out.").arg(a.missing.join(QStringLiteral(", "))),
              Text::tr("missing: %1").arg(a.missing.join(QStringLiteral(", "))), f.provider->source);
    if (a.billingFallback)
        r.add("cost.billing-fallback", Severity::Info,
              Text::tr("No %1 price is published for this instance; pay-as-you-go is used instead.").arg(displayName(s.usage.billing)),
              Text::tr("billing %1 → on-demand").arg(toId(s.usage.billing)), in.source);
    return r.out;
}

} // namespace ga
