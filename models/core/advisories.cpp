#include "core/advisories.h"

#include "base/format.h"
#include "core/serving.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Advisories)
};

// The selection guide many readers follow; its rules of thumb are checked here against the
// numbers shown, never quoted as truth.
QString guideSource()
{
    return Text::tr("Rules of thumb of %1, checked here against the numbers shown.").arg(guideCitation());
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
    "vram.insufficient",    "vram.headroom-low",      "gpu.no-tensor-cores",   "gpu.no-bf16",          "gpu.low-bandwidth",
    "gpu.consumer",         "gpu.compute-capability", "interconnect.pcie",     "interconnect.no-rdma", "host.cpu-low",
    "host.ram-low",         "host.ram-offload",       "storage.iops",          "storage.gds",          "network.bandwidth",
    "data.nas-latency",     "cost.hidden-share",      "host.requirements",     "model.context-length", "model.inferred-shape",
    "cost.price-estimated", "cost.price-missing",     "cost.billing-fallback", "storage.throughput",   "storage.capacity",
    "host.cpu-sockets",     "host.memory-bandwidth",  "interconnect.scaling",  "cost.idle-gpus",       "vram.rule-of-thumb",
    "cost.price-stale",     "model.tensor-parallel",  "serving.targets",       "host.arm-cpu",         "guide.rule-of-thumb",
    "catalog.unknown-fact", "cost.egress-billing",    "provider.marketplace",  "gpu.not-cuda",         "interconnect.one-machine",
    "data.loader"};

// Provider::kind of the GPU rental platforms (AutoDL, Compshare...).
constexpr char kMarketplaceKind[] = "marketplace";
// Share of a node's RAM that offloaded optimizer states and parameters may take.
constexpr double kHostRamForOffload = 0.9;
// Runs longer than this on a card without ECC deserve a warning (the guide's line for consumer GPUs).
constexpr double kLongRunHours = 12.0;

// A training run past kLongRunHours, or a service running more hours a day than that: the jobs a
// consumer card or a platform without an SLA deserves a warning for.
bool longTrainingRun(const Scenario &s, const RunEstimate *run)
{
    return s.isTraining() && run && run->available && run->hours > kLongRunHours;
}
bool allDayService(const Scenario &s)
{
    return !s.isTraining() && s.usage.hoursPerDay > kLongRunHours;
}
// Scaling efficiency under which communication is worth a warning, and a critical flaw.
constexpr double kScalingWarn = 0.7;
constexpr double kScalingCritical = 0.5;
// The other egress billing is worth naming when it saves more than this share of the egress bill.
constexpr double kEgressSaving = 0.1;
// A rule of thumb that differs from the computed budget by more than this is worth a note.
constexpr double kRuleOfThumbTolerance = 0.25;

// What a job on a Huawei Ascend NPU uses that has no Ascend build. PyTorch (torch_npu), vLLM
// (vllm-ascend), SGLang, DeepSpeed and llama.cpp (CANN back-end) run there, and transformers sends
// FlashAttention-2 to torch_npu's fused attention; bitsandbytes and Unsloth do not (ascendSource).
QStringList ascendGaps(const Scenario &s)
{
    QStringList gaps;
    if (s.method == Method::Qlora)
        gaps << Text::tr("QLoRA's 4-bit weights (bitsandbytes)");
    if (s.isTraining() && (s.optimizer == Optimizer::AdamW8bit || s.optimizer == Optimizer::PagedAdamW8bit))
        gaps << Text::tr("8-bit AdamW (bitsandbytes)");
    if (s.isTraining() && s.stack == Stack::Unsloth)
        gaps << Text::tr("Unsloth");
    if (usesDeepEp(s))
        gaps << Text::tr("DeepEP's all-to-all (NVSHMEM, NVIDIA GPUs only)");
    return gaps;
}

// AMD's Instinct GPUs run the same stack through ROCm builds: PyTorch's ROCm wheels, vLLM (docs:
// MI200s gfx90a, MI300 gfx942), bitsandbytes (wheels for gfx90a and gfx942), FlashAttention-2 (its
// CK back-end: MI200x, MI250x, MI300x) and Unsloth; DeepEP's kernels need NVSHMEM, NVIDIA's (on
// ROCm vLLM's expert parallelism uses MORI instead).
QString rocmSource()
{
    return Text::tr("vllm-project/vllm docs/getting_started/installation/gpu.rocm.inc.md @ b4ae92e (MI200s gfx90a, MI300 gfx942; "
                    "MORI for expert parallelism); bitsandbytes-foundation/bitsandbytes docs/source/installation.mdx @ 557bfc2 "
                    "(2026-08-13; ROCm wheels for gfx90a, gfx942, gfx950); Dao-AILab/flash-attention README @ 0251105 (2026-08-15; "
                    "FlashAttention-2's ROCm CK back-end supports MI200x, MI250x, MI300x); deepseek-ai/DeepEP README (NVSHMEM); "
                    "unslothai/unsloth README (NVIDIA, AMD and Intel GPUs).");
}

QString ascendSource()
{
    return Text::tr("Ascend/pytorch (torch_npu) and vllm-project/vllm-ascend on GitHub; SGLang's 'Ascend NPUs' documentation "
                    "(docs.sglang.io); transformers src/transformers/integrations/npu_flash_attention.py; deepseek-ai/DeepEP "
                    "README (NVSHMEM); bitsandbytes v0.50 "
                    "installation guide (builds for NVIDIA, AMD, Intel XPU and Gaudi, Apple Silicon; none for Ascend); "
                    "unslothai/unsloth README (NVIDIA, AMD and Intel GPUs).");
}

// One scale for every link: a job that loses half its GPUs to communication is a critical flaw.
Severity scalingSeverity(double efficiency)
{
    return efficiency < kScalingCritical ? Severity::Critical : efficiency < kScalingWarn ? Severity::Warning : Severity::Info;
}

} // namespace

bool AdvisoryFlags::doubtsTheSetup() const
{
    static constexpr std::array kSetup{AdvisoryCode::VramHeadroomLow, AdvisoryCode::GpuComputeCapability, AdvisoryCode::HostCpuLow,
                                       AdvisoryCode::HostRamLow,      AdvisoryCode::HostArmCpu,           AdvisoryCode::StorageCapacity};
    return std::any_of(kSetup.cbegin(), kSetup.cend(), [this](AdvisoryCode c) { return has(c) && severity(c) >= Severity::Warning; });
}

double offloadHostGiB(const MemoryBudget &m, const Instance &in, int gpus)
{
    return m.hostRamBytes * std::min(in.gpuCount, gpus) / kGiB;
}

bool hostHoldsOffload(double neededGiB, const Instance &in)
{
    return !in.ramGib || neededGiB <= *in.ramGib * kHostRamForOffload;
}

namespace {

// ---- memory
template<typename Sink>
void memoryRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const GpuSpec &g = *f.gpu;
    const MemoryBudget &m = *f.memory;
    const auto usable = [&g] { return formatDecimal(g.usableGiB()); };
    if (f.capacity) {
        // A serving engine takes its share of the GPU and fits the KV pool into what is left:
        // it starts or it does not, and replicas carry the concurrency (core/serving.h).
        if (!f.capacity->starts())
            r.add(AdvisoryCode::VramInsufficient, Severity::Critical, [&] {
                return AdvisoryText{
                    Text::tr("%1 does not start on %2: %3.").arg(displayName(s.serving.engine), g.name, f.capacity->problem),
                    servingCapacityFormula(*f.capacity), servingCapacitySource(s.serving.engine)};
            });
        return;
    }
    if (!f.fits) {
        if (m.totalGiB() <= g.usableGiB()) {
            r.add(AdvisoryCode::VramHeadroomLow, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("Fits only without the %1% headroom: %2 GiB needed, %3 GiB usable, %4 GiB with headroom.")
                        .arg(formatDecimal(s.headroom * 100, 0), formatGiB(m.totalBytes), usable(), formatGiB(m.budgetBytes)),
                    Text::tr("total %1 GiB ≤ usable %2 GiB < budget %3 GiB")
                        .arg(formatGiB(m.totalBytes), usable(), formatGiB(m.budgetBytes)),
                    Text::tr("Memory model; usable memory = nvidia-smi total of the GPU.")};
            });
        } else {
            r.add(AdvisoryCode::VramInsufficient, Severity::Critical, [&] {
                QString message = Text::tr("Does not fit: %1 GiB per GPU needed (with headroom), %2 offers %3 GiB.")
                                      .arg(formatGiB(m.budgetBytes), g.name, usable());
                if (f.suggestion != FitSuggestion::None)
                    message += QLatin1Char(' ') + suggestionText(f);
                return AdvisoryText{
                    message,
                    Text::tr("budget %1 GiB > usable %2 GiB (%3 × %4)").arg(formatGiB(m.budgetBytes), usable()).arg(f.gpus).arg(g.name),
                    Text::tr("Memory model; usable memory = nvidia-smi total (%1).")
                        .arg(g.usableMemorySource.isEmpty() ? g.source : g.usableMemorySource)};
            });
        }
    }
}

// ---- GPU capabilities
template<typename Sink>
void gpuRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const GpuSpec &g = *f.gpu;
    const RunEstimate &run = *f.run;
    const bool training = s.isTraining();
    const bool sixteenBit = s.precision == Precision::Fp16 || s.precision == Precision::Bf16 || s.method == Method::Qlora;
    if (!g.tensorCores)
        r.add(AdvisoryCode::GpuNoTensorCores, sixteenBit ? Severity::Critical : Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("%1 has no Tensor Cores: FP16/BF16 matrix math gets no acceleration (FP16 runs at a fraction of FP32 on Pascal), "
                         "so mixed precision brings no speed-up; run time is estimated at its FP32 rate of %2 TFLOPS.")
                    .arg(g.name, formatDecimal(g.fp32Tflops.value_or(0))),
                Text::tr("tensor cores: none; FP32 %1 TFLOPS; FP16 %2")
                    .arg(formatDecimal(g.fp32Tflops.value_or(0)),
                         g.fp16Tflops ? Text::tr("%1 TFLOPS").arg(formatDecimal(*g.fp16Tflops)) : Text::tr("not usable")),
                Text::tr("NVIDIA Pascal datasheets (P40/P4: INT8 and FP32 only; P100: packed FP16 on CUDA cores); %1").arg(g.source)};
        });
    if (s.precision == Precision::Bf16 && !g.bf16)
        r.add(AdvisoryCode::GpuNoBf16, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("%1 has no native BF16 (it arrived with Ampere): train in FP16 with loss scaling, or FP32.").arg(g.name),
                Text::tr("precision BF16; %1 compute capability %2").arg(g.name, g.computeCapability),
                Text::tr("NVIDIA Ampere architecture whitepaper (BF16 Tensor Cores from sm_80); PyTorch torch.cuda.is_bf16_supported().")};
        });
    // GDDR against HBM is a memory type, not a number: the rule fires on the type and says so.
    if (!f.hbm) {
        const bool matters = !training || s.model.params >= 1e9;
        r.add(AdvisoryCode::GpuLowBandwidth, matters ? Severity::Warning : Severity::Info, [&] {
            return AdvisoryText{
                training ? Text::tr("%1 memory (%2 GB/s), not HBM: the bandwidth-bound parts of each step (attention, norms, the optimizer "
                                    "step) run at a fraction of an HBM GPU's speed (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).")
                               .arg(g.memoryType, formatDecimal(g.bandwidthGBs, 0))
                         : Text::tr("%1 memory (%2 GB/s), not HBM: decoding reads every weight per token, so tokens per second are bound "
                                    "by this bandwidth (A100 80GB: 2,039 GB/s; H100 SXM: 3,350 GB/s).")
                               .arg(g.memoryType, formatDecimal(g.bandwidthGBs, 0)),
                Text::tr("memory type %1, %2 GB/s").arg(g.memoryType, formatDecimal(g.bandwidthGBs, 0)),
                Text::tr("GPU datasheets; roofline model (Williams et al. 2009).")};
        });
    }
    if (g.consumer) {
        // The guide draws the line at runs over 12 hours: without ECC a flipped bit in a long run
        // goes unnoticed. Its "3x the error rate" has no source and is not repeated.
        const bool longRun = longTrainingRun(s, &run);
        // A service running most of the day is the data-centre deployment the licence excludes.
        const bool service = allDayService(s);
        r.add(AdvisoryCode::GpuConsumer, longRun || service ? Severity::Warning : Severity::Info, [&] {
            return AdvisoryText{
                service ? Text::tr("%1 is a consumer card for a service of %2 h a day: no ECC by default, no MIG to share it, and NVIDIA's "
                                   "GeForce licence excludes data-centre deployment. Prefer a data-centre card (L4, L40S, A10) for "
                                   "production.")
                              .arg(g.name, formatDecimal(s.usage.hoursPerDay, 0))
                    : longRun
                    ? Text::tr("%1 is a consumer card and this run takes %2 h: without ECC a flipped bit in a run over %3 hours goes "
                               "unnoticed, there is no MIG, and NVIDIA's GeForce licence excludes data-centre deployment. Checkpoint "
                               "at least hourly, or prefer a data-centre card with ECC.")
                          .arg(g.name, formatDecimal(run.hours, 1), formatDecimal(kLongRunHours, 0))
                    : Text::tr("%1 is a consumer card: no ECC by default, no MIG, and NVIDIA's GeForce licence excludes data-centre "
                               "deployment. Acceptable for runs under %2 hours and experiments.")
                          .arg(g.name, formatDecimal(kLongRunHours, 0)),
                Text::tr("consumer: yes; ECC: %1; MIG: %2; run %3 h")
                    .arg(g.ecc.value_or(false) ? Text::tr("yes") : Text::tr("no"))
                    .arg(g.mig)
                    .arg(run.available && training ? formatDecimal(run.hours, 1) : Text::tr("n/a")),
                Text::tr("NVIDIA GeForce software licence (\"No Datacenter Deployment\"); %1 (runs over %2 hours).")
                    .arg(guideSource(), formatDecimal(kLongRunHours, 0))};
        });
    }
    if (f.ascend) {
        const QStringList gaps = ascendGaps(s);
        r.add(AdvisoryCode::GpuNotCuda, gaps.isEmpty() ? Severity::Warning : Severity::Critical, [&] {
            return AdvisoryText{
                gaps.isEmpty()
                    ? Text::tr("%1 is not a CUDA device: PyTorch runs on it through torch_npu and the CANN toolkit, vLLM through the "
                               "vllm-ascend plugin; install those builds (Huawei's CANN images ship them), not the CUDA wheels.")
                          .arg(g.name)
                    : Text::tr("%1 is not a CUDA device, and this job needs what has no Ascend build: %2. Choose a CUDA GPU, or "
                               "change the job (LoRA in 16-bit instead of QLoRA, plain AdamW, another framework).")
                          .arg(g.name, gaps.join(QStringLiteral("; "))),
                Text::tr("vendor: Huawei Ascend (CANN); needs without an Ascend build: %1")
                    .arg(gaps.isEmpty() ? Text::tr("none") : gaps.join(QStringLiteral("; "))),
                ascendSource()};
        });
    }
    if (f.rocm) {
        const bool deepEp = usesDeepEp(s);
        r.add(AdvisoryCode::GpuNotCuda, deepEp ? Severity::Critical : Severity::Warning, [&] {
            return AdvisoryText{
                deepEp ? Text::tr("%1 is an AMD GPU, not a CUDA device, and DeepEP's kernels run on NVIDIA GPUs only (NVSHMEM): "
                                  "choose the default "
                                  "all-to-all, or a CUDA GPU (on ROCm vLLM's expert parallelism uses AMD's MORI instead).")
                             .arg(g.name)
                       : Text::tr("%1 is an AMD GPU: not a CUDA device. PyTorch, vLLM, bitsandbytes and FlashAttention-2 run on it "
                                  "through their ROCm builds (PyTorch's ROCm wheels, AMD's rocm/pytorch and rocm/vllm images), not "
                                  "the CUDA wheels; kernels written for CUDA alone will not.")
                             .arg(g.name),
                Text::tr("vendor: AMD (ROCm); DeepEP asked: %1").arg(deepEp ? Text::tr("yes") : Text::tr("no")), rocmSource()};
        });
    }
    if (const auto sm = f.sm) {
        if (*sm < kMinComputeCapability)
            r.add(AdvisoryCode::GpuComputeCapability, training ? Severity::Critical : Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("Compute capability %1: PyTorch's CUDA 12.8 and 13.0 wheels start at Turing (sm_%2); only the CUDA 12.6 "
                             "wheels still run here, and newer libraries drop it.")
                        .arg(g.computeCapability)
                        .arg(kMinComputeCapability),
                    Text::tr("sm_%1 < sm_%2").arg(*sm).arg(kMinComputeCapability), cudaWheelSource()};
            });
        if (s.flashAttention && *sm < 80)
            r.add(AdvisoryCode::GpuComputeCapability, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("FlashAttention-2 needs Ampere or newer (sm_80+); on sm_%1 attention falls back to PyTorch's memory-efficient "
                             "SDPA kernel, which keeps the memory estimate but is slower.")
                        .arg(*sm),
                    Text::tr("FlashAttention requested; sm_%1 < sm_80").arg(*sm),
                    Text::tr("Dao-AILab/flash-attention README: FlashAttention-2 supports Ampere, Ada and Hopper GPUs.")};
            });
        if (s.method == Method::Qlora && *sm < 60)
            r.add(AdvisoryCode::GpuComputeCapability, Severity::Critical, [&] {
                return AdvisoryText{Text::tr("bitsandbytes 4-bit kernels need sm_60 or newer."), Text::tr("sm_%1 < sm_60").arg(*sm),
                                    Text::tr("bitsandbytes build targets (bitsandbytes-foundation/bitsandbytes#1715).")};
            });
    }
}

// ---- interconnect: the scaling model's figures, so the words and the run hours agree
template<typename Sink>
void interconnectRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const Scaling &sc = f.run->scaling;
    const bool training = s.isTraining();
    const int perNode = std::min(in.gpuCount, f.gpus); // GPUs the job uses on each node
    // transformers' generate() is one process: device_map="auto" reaches the GPUs of one machine.
    if (s.generatesInProcess() && f.nodes > 1)
        r.add(AdvisoryCode::InterconnectOneMachine, Severity::Critical, [&] {
            return AdvisoryText{Text::tr("transformers' generate() runs in one process, and device_map=\"auto\" spreads the layers "
                                         "over the GPUs of one machine only: %1 GPUs cannot come from %2 machines of %3. Choose an "
                                         "instance with %1 GPUs, or serve with vLLM or SGLang, which span machines.")
                                    .arg(f.gpus)
                                    .arg(f.nodes)
                                    .arg(in.gpuCount),
                                Text::tr("%1 GPU(s) per instance, %2 needed in one process").arg(in.gpuCount).arg(f.gpus),
                                Text::tr("accelerate's big-model inference (device_map) places modules on the devices one process "
                                         "sees (huggingface/accelerate docs, usage_guides/big_modeling)")};
        });
    const auto scalingEvidence = [&] {
        return Text::tr("%1 GB per GPU and step over %2 at %3 GB/s; scaling %4%")
            .arg(formatDecimal(sc.bytesPerStep / 1e9, 2), displayName(sc.link), formatDecimal(sc.busGBs, 1),
                 formatDecimal(sc.efficiency * 100.0, 0));
    };
    if (sc.link == Link::Pcie)
        r.add(AdvisoryCode::InterconnectPcie, scalingSeverity(sc.efficiency), [&] {
            return AdvisoryText{
                training ? Text::tr("%1 GPUs per node without NVLink: each step moves %2 GB per GPU over PCIe at about %3 GB/s (an "
                                    "8-GPU NVLink A100 node: 230 GB/s), so the GPUs reach %4% of a linear speed-up.")
                               .arg(perNode)
                               .arg(formatDecimal(sc.bytesPerStep / 1e9, 2), formatDecimal(sc.busGBs, 1),
                                    formatDecimal(sc.efficiency * 100.0, 0))
                         : Text::tr("%1 GPUs per node without NVLink: tensor-parallel all-reduces go over PCIe (%2 µs each), so the "
                                    "GPUs reach %3% of a linear speed-up.")
                               .arg(perNode)
                               .arg(formatDecimal(sc.latencyUs, 0), formatDecimal(sc.efficiency * 100.0, 0)),
                scalingEvidence(), scalingSource()};
        });
    if (perNode > 1 && in.pcieGen && in.pcieLanes && *in.pcieGen <= 3 && *in.pcieLanes <= 8)
        r.add(AdvisoryCode::InterconnectPcie, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("PCIe %1.0 x%2 per GPU: half the bandwidth of x16, so an all-reduce across the GPUs takes about twice as long.")
                    .arg(*in.pcieGen)
                    .arg(*in.pcieLanes),
                Text::tr("PCIe Gen%1 x%2 ≈ %3 GB/s")
                    .arg(*in.pcieGen)
                    .arg(*in.pcieLanes)
                    .arg(formatDecimal(pcieLinkGBs(*in.pcieGen, *in.pcieLanes), 1)),
                guideSource()};
        });
    // Texts only inside the lambdas: the flag pass runs these rules for every row of the catalog.
    const auto network = [&in] {
        return in.networkGbps ? Text::tr("%1 Gbps").arg(formatDecimal(*in.networkGbps, 0))
                              : Text::tr("%1 Gbps (assumed: not published)").arg(formatDecimal(kAssumedNetworkGbps, 0));
    };
    if (f.nodes > 1 && !in.rdma.value_or(false))
        r.add(AdvisoryCode::InterconnectNoRdma, std::max(Severity::Warning, scalingSeverity(sc.efficiency)), [&] {
            return AdvisoryText{
                Text::tr("%1 nodes without RDMA (InfiniBand, RoCE or EFA): every step crosses a %2 TCP network at about %3 GB/s, so the "
                         "%4 GPUs reach %5% of a linear speed-up; the run hours include it.")
                    .arg(f.nodes)
                    .arg(network(), formatDecimal(sc.busGBs, 1))
                    .arg(f.gpus)
                    .arg(formatDecimal(sc.efficiency * 100.0, 0)),
                scalingEvidence() + Text::tr("; RDMA: %1").arg(in.rdma ? Text::tr("no") : Text::tr("not published")), scalingSource()};
        });
    else if (f.gpus > 1 && sc.efficiency < kScalingWarn && (sc.link == Link::NvLink || sc.link == Link::Rdma))
        r.add(AdvisoryCode::InterconnectScaling, scalingSeverity(sc.efficiency), [&] {
            return AdvisoryText{
                Text::tr("Communication is not hidden: %1 GPUs over %2 reach %3% of a linear speed-up. Gradient accumulation, fewer "
                         "and larger GPUs, or a lower ZeRO stage cut the bytes per step.")
                    .arg(f.gpus)
                    .arg(displayName(sc.link), formatDecimal(sc.efficiency * 100.0, 0)),
                scalingEvidence(), scalingSource()};
        });
    if (f.idleGpus > 0)
        r.add(AdvisoryCode::CostIdleGpus, Severity::Warning, [&] {
            const int paid = f.gpus + f.idleGpus;
            return AdvisoryText{
                Text::tr("The job uses %1 of the %2 GPUs paid for: %3 stay idle, %4% of the price buys nothing. Raise the GPU count to "
                         "use them, or choose an instance type with fewer GPUs.")
                    .arg(f.gpus)
                    .arg(paid)
                    .arg(f.idleGpus)
                    .arg(formatDecimal(100.0 * f.idleGpus / paid, 0)),
                Text::tr("%1 × %2 GPUs per instance; the job runs on %3").arg(f.nodes).arg(in.gpuCount).arg(f.gpus),
                Text::tr("The catalog's GPU count per instance type.")};
        });
}

// ---- host, from the job's requirements (requirements.h) per node
template<typename Sink>
void hostRules(const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const MemoryBudget &m = *f.memory;
    const HostRequirements &h = *f.host;
    const int perNode = std::min(in.gpuCount, f.gpus); // GPUs the job uses on each node
    const double vcpusNeeded = h.vcpusFor(perNode);
    if (in.vcpu && *in.vcpu < vcpusNeeded)
        r.add(AdvisoryCode::HostCpuLow, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("%1 vCPUs for %n GPU(s): under the %2 this job needs to keep the GPUs fed.", nullptr, perNode)
                                    .arg(*in.vcpu)
                                    .arg(formatDecimal(vcpusNeeded, 0)),
                                Text::tr("vCPU %1 < %2").arg(*in.vcpu).arg(formatDecimal(vcpusNeeded, 0)),
                                Text::tr("%1; %2").arg(h.vcpusPerGpu.basis, h.vcpus.basis)};
        });
    else if (h.cpuGhz.value > 0 && in.cpuGhz && *in.cpuGhz < h.cpuGhz.value)
        r.add(AdvisoryCode::HostCpuLow, Severity::Info, [&] {
            return AdvisoryText{Text::tr("CPU at %1 GHz: %2 GHz or more is advised for this job.")
                                    .arg(formatDecimal(*in.cpuGhz), formatDecimal(h.cpuGhz.value)),
                                Text::tr("CPU %1 GHz < %2 GHz").arg(formatDecimal(*in.cpuGhz), formatDecimal(h.cpuGhz.value)),
                                h.cpuGhz.basis};
        });
    const double ramNeeded = h.ramGibFor(perNode);
    if (in.ramGib && *in.ramGib < ramNeeded)
        r.add(AdvisoryCode::HostRamLow, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("%1 GiB RAM is under the %2 GiB this job needs on each node for DataLoader workers, pinned buffers "
                         "and loading checkpoints.")
                    .arg(formatDecimal(*in.ramGib, 0), formatDecimal(ramNeeded, 0)),
                Text::tr("RAM %1 GiB < %2 GiB").arg(formatDecimal(*in.ramGib, 0), formatDecimal(ramNeeded, 0)),
                Text::tr("%1; %2").arg(h.ramGibPerGpu.basis, h.ramGib.basis)};
        });
    if (m.hostRamBytes > 0 && in.ramGib) {
        const double neededGiB = offloadHostGiB(m, in, f.gpus);
        if (!hostHoldsOffload(neededGiB, in))
            r.add(AdvisoryCode::HostRamOffload, Severity::Critical, [&] {
                return AdvisoryText{
                    Text::tr("Offloaded states need %1 GiB of host RAM on this instance, but it has %2 GiB.")
                        .arg(formatDecimal(neededGiB), formatDecimal(*in.ramGib, 0)),
                    Text::tr("%1 GPUs × %2 GiB offloaded > %3% of %4 GiB")
                        .arg(perNode)
                        .arg(formatGiB(m.hostRamBytes), formatDecimal(kHostRamForOffload * 100, 0), formatDecimal(*in.ramGib, 0)),
                    Text::tr("Ren et al. 2021, ZeRO-Offload.")};
            });
    }
    // Grace and Graviton hosts run aarch64: a stack's x86-64-only wheels (flash-attn has published
    // no aarch64 build: Dao-AILab/flash-attention#1866, 2025-09, open) need building there.
    if (in.armHost.value_or(f.gpu->armHost))
        r.add(AdvisoryCode::HostArmCpu, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("The host CPU is Arm (aarch64): wheels built only for x86-64 will not install. Check that "
                                         "every package of the stack (flash-attn, bitsandbytes, DeepSpeed, the engine) has an aarch64 "
                                         "build, or use NVIDIA's NGC containers, which ship one."),
                                Text::tr("host CPU: aarch64"),
                                Text::tr("Dao-AILab/flash-attention issue #1866 (2025-09, open): no prebuilt aarch64 wheel for GH200; "
                                         "NVIDIA GH200 datasheet: 72-core Arm Neoverse V2 Grace CPU.")};
        });
    if (h.multiSocket && in.cpuSockets && *in.cpuSockets < 2)
        r.add(AdvisoryCode::HostCpuSockets, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("One CPU socket: pre-training at this scale is usually fed by two, for their memory channels and "
                                         "PCIe lanes."),
                                Text::tr("CPU sockets: %1").arg(*in.cpuSockets), guideSource()};
        });
    if (h.hostMemoryBandwidthGBs.value > 0 && in.hostMemoryBandwidthGBs && *in.hostMemoryBandwidthGBs < h.hostMemoryBandwidthGBs.value)
        r.add(AdvisoryCode::HostMemoryBandwidth, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Host memory bandwidth of %1 GB/s is under the %2 GB/s that keeps the data pipeline of large "
                                         "pre-training ahead of the GPUs.")
                                    .arg(formatDecimal(*in.hostMemoryBandwidthGBs, 0), formatDecimal(h.hostMemoryBandwidthGBs.value, 0)),
                                Text::tr("host memory %1 GB/s < %2 GB/s")
                                    .arg(formatDecimal(*in.hostMemoryBandwidthGBs, 0), formatDecimal(h.hostMemoryBandwidthGBs.value, 0)),
                                h.hostMemoryBandwidthGBs.basis};
        });
}

// ---- storage and network: the disk class the scenario chose (the one its cost prices)
template<typename Sink>
void storageRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const HostRequirements &h = *f.host;
    const bool training = s.isTraining();
    if (training) {
        const bool hasNvme = in.localNvmeGb.value_or(0) > 0;
        const DiskClass *disk = chosenDisk(f.components, s.usage);
        if (!hasNvme && disk && disk->maxIops && *disk->maxIops < h.diskIops.value)
            r.add(AdvisoryCode::StorageIops, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("No local NVMe, and the %1 disk tops out at %2 IOPS: under the %3 random-read IOPS that "
                                             "training data and checkpoint writes need.")
                                        .arg(disk->name, formatWhole(*disk->maxIops), formatWhole(h.diskIops.value)),
                                    Text::tr("local NVMe: none; %1 %2 IOPS < %3")
                                        .arg(disk->name, formatWhole(*disk->maxIops), formatWhole(h.diskIops.value)),
                                    h.diskIops.basis};
            });
        else if (!hasNvme && in.localNvmeGb && h.localNvme)
            r.add(AdvisoryCode::StorageIops, Severity::Info, [&] {
                return AdvisoryText{Text::tr("No local NVMe: checkpoints of %1 GB go to network disks; local NVMe is the usual advice for "
                                             "full fine-tuning and pre-training.")
                                        .arg(formatDecimal(h.checkpointGb, 0)),
                                    Text::tr("local NVMe: none"), guideSource()};
            });
        if (h.diskThroughputMBs.value > 0 && !hasNvme && disk && disk->maxThroughputMBs &&
            *disk->maxThroughputMBs < h.diskThroughputMBs.value)
            r.add(AdvisoryCode::StorageThroughput, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("No local NVMe, and the %1 disk reads and writes at most %2 MB/s: under the %3 MB/s that "
                             "streaming training data from local disk needs; a %4 GB checkpoint takes %5 min to write.")
                        .arg(disk->name, formatDecimal(*disk->maxThroughputMBs, 0), formatDecimal(h.diskThroughputMBs.value, 0),
                             formatDecimal(h.checkpointGb, 0), formatDecimal(h.checkpointGb * 1000.0 / *disk->maxThroughputMBs / 60.0, 1)),
                    Text::tr("%1 %2 MB/s < %3 MB/s")
                        .arg(disk->name, formatDecimal(*disk->maxThroughputMBs, 0), formatDecimal(h.diskThroughputMBs.value, 0)),
                    h.diskThroughputMBs.basis};
            });
        const double space = std::max(s.usage.diskGb, in.localNvmeGb.value_or(0));
        if (h.diskFreeGb.value > 0 && space < h.diskFreeGb.value)
            r.add(AdvisoryCode::StorageCapacity, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("%1 GB of disk per node is under the %2 GB this job writes: %3.")
                        .arg(formatWhole(space), formatWhole(h.diskFreeGb.value), h.diskFreeGb.basis),
                    Text::tr("cloud disk %1 GB; local NVMe %2 GB; needed %3 GB")
                        .arg(formatWhole(s.usage.diskGb), formatWhole(in.localNvmeGb.value_or(0)), formatWhole(h.diskFreeGb.value)),
                    h.diskFreeGb.basis};
            });
        if (h.gds && !in.gds.value_or(false))
            r.add(AdvisoryCode::StorageGds, Severity::Warning, [&] {
                return AdvisoryText{Text::tr("Pre-training at this scale reads its corpus and writes %1 GB checkpoints; without GPUDirect "
                                             "Storage every byte passes through CPU memory.")
                                        .arg(formatDecimal(h.checkpointGb, 0)),
                                    Text::tr("GPUDirect Storage: %1").arg(in.gds ? Text::tr("no") : Text::tr("not published")),
                                    guideSource()};
            });
        if (h.networkGbps.value > 0 && in.networkGbps && *in.networkGbps < h.networkGbps.value)
            r.add(AdvisoryCode::NetworkBandwidth, Severity::Warning, [&] {
                return AdvisoryText{
                    Text::tr("%1 Gbps network: streaming the dataset from object storage needs about %2 Gbps to keep the "
                             "GPUs busy.")
                        .arg(formatDecimal(*in.networkGbps, 0), formatDecimal(h.networkGbps.value, 0)),
                    Text::tr("network %1 Gbps < %2 Gbps").arg(formatDecimal(*in.networkGbps, 0), formatDecimal(h.networkGbps.value, 0)),
                    h.networkGbps.basis};
            });
        if (f.run && f.run->dataBound() && f.run->dataStorageGbps > 0)
            r.add(AdvisoryCode::NetworkBandwidth, Severity::Warning, [&] {
                const RunEstimate &run = *f.run;
                QStringList faster; // the provider's faster classes, when the standard one is the limit
                if (s.usage.storageClass == StorageClass::Standard && f.components)
                    for (const ObjectStorageClass &c : f.components->storageClasses)
                        faster << Text::tr("%1 (--storage-class %2)").arg(c.name, c.tier);
                return AdvisoryText{
                    Text::tr("The GPUs wait for data: the object storage reads at most %1 Gbps for all %2 nodes together, so %3 GB per "
                             "epoch takes %4 h against %5 h of compute. Ask the provider to raise the limit, copy the dataset to local "
                             "NVMe first%6.")
                        .arg(formatDecimal(run.dataStorageGbps, 1))
                        .arg(run.dataNodes)
                        .arg(formatDecimal(s.usage.datasetGb, 0), formatDecimal(run.dataHours, 1), formatDecimal(run.computeHours, 1),
                             faster.isEmpty() ? QString() : Text::tr(", or read it from %1").arg(faster.join(Text::tr(" or ")))),
                    Text::tr("reading %1 h > compute %2 h; storage %3 Gbps < %4 × %5 Gbps")
                        .arg(formatDecimal(run.dataHours, 1), formatDecimal(run.computeHours, 1), formatDecimal(run.dataStorageGbps, 1))
                        .arg(run.dataNodes)
                        .arg(formatDecimal(run.dataLinkGbps, 0)),
                    Text::tr("Dataset bytes ÷ the storage's published read ceiling for all readers (a bucket's or account's bandwidth, "
                             "an accelerator's rate per TB of cache), where it is below the nodes' networks together.")};
            });
        else if (f.run && f.run->dataBound())
            r.add(AdvisoryCode::NetworkBandwidth, Severity::Warning, [&] {
                const RunEstimate &run = *f.run;
                return AdvisoryText{
                    Text::tr("The GPUs wait for data: reading %1 GB per epoch over %2 Gbps takes %3 h, the compute %4 h, so GPU memory is "
                             "full while utilisation stays low. Copy the dataset to a local NVMe disk first, pick an instance with a "
                             "faster network, or shrink the data (tokenise once, store the token ids).")
                        .arg(formatDecimal(s.usage.datasetGb, 0), formatDecimal(run.dataLinkGbps, 0), formatDecimal(run.dataHours, 1),
                             formatDecimal(run.computeHours, 1)),
                    Text::tr("reading %1 h > compute %2 h").arg(formatDecimal(run.dataHours, 1), formatDecimal(run.computeHours, 1)),
                    Text::tr("Dataset bytes ÷ the instance's published network rate, an upper bound on what object storage or NAS "
                             "delivers to one node.")};
            });
    }
}

// ---- cost
template<typename Sink>
void costRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const AnnualCost &a = *f.annual;
    if (a.available && a.total() > 0 && a.hidden() / a.total() > 0.35)
        r.add(AdvisoryCode::CostHiddenShare, Severity::Warning, [&] {
            return AdvisoryText{Text::tr("Disk, egress and object storage are %1% of the yearly total, over the 35% a common rule of thumb "
                                         "warns about: review data volumes and the disk class.")
                                    .arg(formatDecimal(a.hidden() / a.total() * 100.0, 0)),
                                Text::tr("hidden %1 of %2 per year").arg(formatWhole(a.hidden()), formatWhole(a.total())), guideSource()};
        });
    if (in.priceEstimated || a.estimated)
        r.add(AdvisoryCode::CostPriceEstimated, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("Some prices for this instance are estimates, not published figures: %1")
                    .arg(in.priceBasis.isEmpty() ? Text::tr("see the provider's storage and traffic prices") : in.priceBasis),
                Text::tr("estimated: yes"), in.source};
        });
    if (f.priceStale)
        r.add(AdvisoryCode::CostPriceStale, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("The price is from %1, more than %2 months ago: check the provider's current price before deciding.")
                    .arg(in.asOf.left(7))
                    .arg(kStalePriceMonths),
                Text::tr("as of %1").arg(in.asOf), in.source};
        });
    if (a.missing)
        r.add(AdvisoryCode::CostPriceMissing, Severity::Info, [&] {
            return AdvisoryText{Text::tr("The catalog has no price for: %1; the yearly total leaves them out.").arg(missingPricesText(a)),
                                Text::tr("missing: %1").arg(missingPricesText(a)), f.provider->source};
        });
    if (a.egressOther >= 0 && a.egress > 0 && a.egressOther < a.egress * (1 - kEgressSaving))
        r.add(AdvisoryCode::CostEgressBilling, Severity::Info, [&] {
            const Usage &u = s.usage;
            const QString cap = formatWhole(bandwidthCapMbps(u));
            const QString saving = formatDecimal((1 - a.egressOther / a.egress) * 100.0, 0);
            const bool byTraffic = a.egressBilling == EgressBilling::Traffic;
            const double traffic = byTraffic ? a.egress : a.egressOther, bandwidth = byTraffic ? a.egressOther : a.egress;
            const QString derived = u.bandwidthMbps > 0 ? QString()
                                                        : Text::tr(" That cap carries %1 GB a day only if it flows evenly over the %2 h "
                                                                   "used: size it for the peak rate.")
                                                              .arg(formatDecimal(u.egressGbPerDay, 0), formatDecimal(u.hoursPerDay, 1));
            return AdvisoryText{
                byTraffic
                    ? Text::tr("Egress by traffic costs %1 a year here; a fixed bandwidth of %2 Mbps (按固定带宽) costs %3, %4% less.")
                            .arg(formatWhole(traffic), cap, formatWhole(bandwidth), saving) +
                        derived
                    : Text::tr("A fixed bandwidth of %1 Mbps costs %2 a year here; the same %3 GB a day by traffic costs %4, "
                               "%5% less.")
                          .arg(cap, formatWhole(bandwidth), formatDecimal(u.egressGbPerDay, 0), formatWhole(traffic), saving),
                Text::tr("by traffic %1, fixed %2 Mbps %3 per year").arg(formatWhole(traffic), cap, formatWhole(bandwidth)),
                f.components ? f.components->source : f.provider->source};
        });
    if (a.billingFallback)
        r.add(AdvisoryCode::CostBillingFallback, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("No %1 price is published for this instance; pay-as-you-go is used instead.").arg(displayName(s.usage.billing)),
                Text::tr("%1 → pay-as-you-go").arg(displayName(s.usage.billing)), in.source};
        });
}

// ---- serving: the workload's service targets on these instances
template<typename Sink>
void servingRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const ServingPerformance *p = f.serving;
    if (!p || !p->available || p->meetsTargets())
        return;
    r.add(AdvisoryCode::ServingTargets, Severity::Critical, [&] {
        QStringList missed;
        if (!p->meetsTtft)
            missed << Text::tr("time to first token %1 ms > %2 ms").arg(formatDecimal(p->ttftMs, 0), formatDecimal(s.serving.ttftMs, 0));
        if (!p->meetsTpot)
            missed << Text::tr("time per output token %1 ms > %2 ms").arg(formatDecimal(p->tpotMs, 1), formatDecimal(s.serving.tpotMs, 1));
        return AdvisoryText{Text::tr("Misses the service targets even with one request per replica: %1. A faster GPU or more "
                                     "tensor parallelism is needed.")
                                .arg(missed.join(QStringLiteral("; "))),
                            servingSpeedFormula(*p, s), servingSpeedSource()};
    });
}

// ---- the kind of provider: a GPU rental platform rents single GPUs by the hour with no SLA
template<typename Sink>
void providerRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    if (!f.provider || f.provider->kind != QLatin1String(kMarketplaceKind))
        return;
    const bool longRun = longTrainingRun(s, f.run);
    const bool service = allDayService(s);
    r.add(AdvisoryCode::ProviderMarketplace, longRun || service ? Severity::Warning : Severity::Info, [&] {
        return AdvisoryText{
            Text::tr("%1 is a GPU rental platform: GPUs by the hour on machines it assigns, with no published SLA, and the data "
                     "disk is local to the machine. Keep checkpoints and the dataset in object storage or on your own disk, and "
                     "save often%2.")
                .arg(f.provider->name,
                     longRun ? Text::tr(" (this run takes %1 h)").arg(formatDecimal(f.run->hours, 1))
                         : service
                         ? Text::tr("; a service of %1 h a day needs a provider with an SLA").arg(formatDecimal(s.usage.hoursPerDay, 0))
                         : QString()),
            Text::tr("provider kind: GPU rental platform; SLA: none published"),
            Text::tr("The provider's own terms as the catalog cites them (%1). AutoDL's documentation, for example: billed by the "
                     "second, the data disk a local SSD without redundancy, an instance released after 15 days powered off "
                     "(wuzihuang/AUTODL-PLUGIN skills/autodl/references/operations-guide.md @ 5358528, a 2026-08-20 snapshot of "
                     "autodl.com/docs).")
                .arg(f.provider->source)};
    });
}

// Every rule about one instance, section by section.
// ---- what the catalog does not know: a rule that cannot judge a row says so on it, rather than
// passing it in silence
template<typename Sink>
void unknownFactRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    const Instance &in = *f.instance;
    const HostRequirements &h = *f.host;
    const int perNode = std::min(in.gpuCount, f.gpus);
    const bool pcie = perNode > 1 && !in.nvlink.value_or(false) && (!in.pcieGen || !in.pcieLanes);
    const bool sockets = h.multiSocket && !in.cpuSockets;
    const bool memoryBandwidth = h.hostMemoryBandwidthGBs.value > 0 && !in.hostMemoryBandwidthGBs;
    const bool host = !in.vcpu || !in.ramGib;
    const bool network = s.isTraining() && h.networkGbps.value > 0 && !in.networkGbps;
    if (!(pcie || sockets || memoryBandwidth || host || network))
        return;
    r.add(AdvisoryCode::CatalogUnknownFact, Severity::Info, [&] {
        QStringList unknown;
        if (!in.vcpu)
            unknown << Text::tr("vCPUs");
        if (!in.ramGib)
            unknown << Text::tr("RAM");
        if (pcie)
            unknown << Text::tr("PCIe generation and lanes per GPU");
        if (sockets)
            unknown << Text::tr("CPU sockets");
        if (memoryBandwidth)
            unknown << Text::tr("host memory bandwidth");
        if (network)
            unknown << Text::tr("network bandwidth");
        const QString list = unknown.join(Text::tr(", "));
        return AdvisoryText{Text::tr("Not published for this instance, so not checked: %1. Ask the provider, or run the preflight "
                                     "script on the machine before the paid run.")
                                .arg(list),
                            Text::tr("unknown: %1").arg(list), in.source};
    });
}

template<typename Sink>
void instanceRules(const Scenario &s, const InstanceFacts &f, Sink &r)
{
    memoryRules(s, f, r);
    servingRules(s, f, r);
    gpuRules(s, f, r);
    interconnectRules(s, f, r);
    hostRules(f, r);
    storageRules(s, f, r);
    costRules(s, f, r);
    providerRules(s, f, r);
    unknownFactRules(s, f, r);
}

// ---- the job against the catalog: memory, the model, the data source
template<typename Sink>
void jobRules(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    const MemoryBudget &memory = *f.memory;
    const QString budget = formatGiB(memory.budgetBytes);

    // The job as configured against every instance: when none holds it, the answer is the
    // smallest configurations that do (advise()'s needs), not a bare refusal.
    if (!f.anyFits) {
        const bool answer = !f.needs.isEmpty();
        r.add(AdvisoryCode::VramInsufficient, answer ? Severity::Warning : Severity::Critical, [&] {
            QString message =
                Text::tr("Needs %1 GiB per GPU on %n GPU(s): no instance holds it as configured.", nullptr, s.gpus).arg(budget);
            if (answer) {
                message +=
                    QLatin1Char(' ') + Text::tr("Smallest configurations that do: %1.").arg(f.needs.mid(0, 3).join(QStringLiteral("; ")));
            } else {
                QString advice;
                if (s.trainsExpertParallel())
                    advice = Text::tr("Split the experts over more GPUs, or train without expert parallelism and shard the model with "
                                      "ZeRO-3");
                else if (s.isTraining() && s.zero < 3)
                    advice = Text::tr("Shard the model with ZeRO-3 over more GPUs");
                else if (s.isTraining())
                    advice = Text::tr("Add GPUs or offload optimizer and parameters to CPU");
                else
                    advice = Text::tr("Split the model with tensor parallelism over more GPUs or quantise the weights");
                if (s.isFullTraining())
                    advice += Text::tr(", or fine-tune with LoRA/QLoRA");
                message += QLatin1Char(' ') + advice + QLatin1Char('.');
            }
            return AdvisoryText{
                message,
                f.largest ? Text::tr("budget %1 GiB > %2 usable %3 GiB").arg(budget, f.largest->name, formatDecimal(f.largest->usableGiB()))
                          : Text::tr("budget %1 GiB").arg(budget),
                Text::tr("Memory model; usable memory = nvidia-smi total of each GPU.")};
        });
    }
    // Under the default headroom, the margin the memory model is validated with (docs/accuracy.md).
    if (s.headroom < kDefaultHeadroom)
        r.add(AdvisoryCode::VramHeadroomLow, Severity::Warning, [&] {
            const QString asked = formatDecimal(s.headroom * 100, 0), advised = formatDecimal(kDefaultHeadroom * 100, 0);
            return AdvisoryText{
                Text::tr("Headroom of %1% is under %2%: allocator fragmentation and the longest batch can still run out of memory.")
                    .arg(asked, advised),
                Text::tr("headroom %1% < %2%").arg(asked, advised), guideSource()};
        });
    if (s.model.arch.maxPositions > 0 && s.seq > s.model.arch.maxPositions)
        r.add(AdvisoryCode::ModelContextLength, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("Sequence length %1 exceeds the model's trained context of %2 tokens.").arg(s.seq).arg(s.model.arch.maxPositions),
                Text::tr("sequence %1 > max_position_embeddings %2").arg(s.seq).arg(s.model.arch.maxPositions),
                Text::tr("The model's config.json.")};
        });
    // An engine splits the model over the scenario's GPUs by tensor parallelism (memory model);
    // transformers' generate() places whole layers instead, which any layer count allows.
    if (s.isServing() && s.gpus > 1)
        if (const QStringList problems = tensorParallelProblems(s.model.arch, s.attentionTp(), s.splitsExpertsWhole()); !problems.isEmpty())
            r.add(AdvisoryCode::ModelTensorParallel, Severity::Critical, [&] {
                QStringList sizes;
                for (const qint64 k : nearestTensorParallelSizes(s.model.arch, s.gpus, s.splitsExpertsWhole()))
                    sizes << QString::number(k);
                QString message = Text::tr("No inference engine can split this model over %n GPU(s) by tensor parallelism: the memory "
                                           "and prices for that count describe a job that cannot start.",
                                           nullptr, s.gpus);
                if (!sizes.isEmpty())
                    message += QLatin1Char(' ') + Text::tr("Nearest GPU counts that work: %1.").arg(sizes.join(Text::tr(" or ")));
                return AdvisoryText{message, problems.join(QStringLiteral("; ")),
                                    Text::tr("vLLM's divisibility checks for tensor parallelism (attention heads, KV heads, MLP and "
                                             "expert columns; vllm/model_executor/layers/linear.py).")};
            });
    if (s.model.inferred)
        r.add(AdvisoryCode::ModelInferredShape, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("Layers, width and vocabulary were inferred from the parameter count; activations and KV cache are "
                         "approximate. Choose a preset or open the model's config.json for exact figures."),
                Text::tr("%1 parameters → %2 layers × hidden %3")
                    .arg(formatParams(s.model.params))
                    .arg(s.model.arch.layers)
                    .arg(s.model.arch.hidden),
                Text::tr("Llama-2 proportions (hidden ≈ 128 × layers).")};
        });
    if (memory.hostRamBytes > 0)
        r.add(AdvisoryCode::HostRamOffload, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("Offloading keeps %1 GiB per GPU in host RAM (%2 GiB for %3 GPUs); instances need that much RAM on "
                         "top of the DataLoader.")
                    .arg(formatGiB(memory.hostRamBytes), formatGiB(memory.hostRamBytes * s.gpus))
                    .arg(s.gpus),
                Text::tr("host RAM %1 GiB per GPU").arg(formatGiB(memory.hostRamBytes)),
                Text::tr("Ren et al. 2021, ZeRO-Offload: optimizer states (and with ZeRO-Infinity parameters) live in CPU memory.")};
        });
    if (s.isTraining() && s.usage.dataSource == DataSource::Nas)
        r.add(AdvisoryCode::DataNasLatency, Severity::Warning, [&] {
            return AdvisoryText{
                Text::tr("Reading training data from NAS/NFS adds milliseconds per file (15–40 ms is often quoted) and stalls the "
                         "DataLoader; stage the dataset to local NVMe or read object storage through a local cache."),
                Text::tr("data source: NAS/NFS"), guideSource()};
        });
}

// ---- what the host of each node must offer, with what each number rests on
template<typename Sink>
void hostRequirementsRule(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    const HostRequirements &h = *f.host;
    r.add(AdvisoryCode::HostRequirements, Severity::Info, [&] {
        QStringList parts;
        parts << Text::tr("≥ %1 vCPUs per GPU (at least %2)").arg(formatDecimal(h.vcpusPerGpu.value, 0), formatDecimal(h.vcpus.value, 0));
        parts
            << Text::tr("≥ %1 GiB RAM per GPU (at least %2)").arg(formatDecimal(h.ramGibPerGpu.value, 0), formatDecimal(h.ramGib.value, 0));
        if (h.cpuGhz.value > 0)
            parts << Text::tr("CPU ≥ %1 GHz").arg(formatDecimal(h.cpuGhz.value));
        if (h.diskIops.value > 0)
            parts << Text::tr("disk ≥ %1 IOPS").arg(formatWhole(h.diskIops.value));
        if (h.diskThroughputMBs.value > 0)
            parts << Text::tr("≥ %1 MB/s sequential").arg(formatDecimal(h.diskThroughputMBs.value, 0));
        if (h.diskFreeGb.value > 0)
            parts << Text::tr("%1 GB of disk").arg(formatWhole(h.diskFreeGb.value));
        if (h.localNvme)
            parts << Text::tr("local NVMe");
        if (h.networkGbps.value > 0)
            parts << Text::tr("network ≥ %1 Gbps").arg(formatDecimal(h.networkGbps.value, 0));
        if (h.rdmaAcrossNodes && s.isTraining())
            parts << Text::tr("RDMA between nodes");
        if (h.multiSocket)
            parts << Text::tr("two CPU sockets");
        if (h.hostMemoryBandwidthGBs.value > 0)
            parts << Text::tr("host memory bandwidth ≥ %1 GB/s").arg(formatDecimal(h.hostMemoryBandwidthGBs.value, 0));
        if (h.gds)
            parts << Text::tr("GPUDirect Storage");
        QStringList bases;
        for (const Floor *fl : {&h.vcpusPerGpu, &h.vcpus, &h.ramGibPerGpu, &h.ramGib, &h.cpuGhz, &h.diskIops, &h.diskThroughputMBs,
                                &h.diskFreeGb, &h.networkGbps, &h.hostMemoryBandwidthGBs})
            if (fl->value > 0 && !fl->basis.isEmpty())
                bases << fl->basis;
        return AdvisoryText{Text::tr("%1: each node should offer %2.").arg(guideTierName(h.tier), parts.join(QStringLiteral(", "))),
                            bases.join(QStringLiteral("; ")),
                            Text::tr("%1 Its tiers corrected and completed from physics.").arg(guideSource())};
    });
}

// ---- the guide's memory rules of thumb against the computed figure for one GPU
template<typename Sink>
void ruleOfThumbRules(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    if (f.singleGpu) {
        const double needGb = f.singleGpu->budgetBytes / kGB;
        const auto ruleOfThumb = [&](double ruleGb, const QString &rule, const QString &why) {
            if (needGb <= 0 || std::abs(ruleGb - needGb) / needGb <= kRuleOfThumbTolerance)
                return;
            r.add(AdvisoryCode::VramRuleOfThumb, Severity::Info, [&] {
                return AdvisoryText{
                    Text::tr("A common rule of thumb, %1, gives %2 GB; this job needs %3 GB on one GPU (%4 GiB with "
                             "headroom), %5× that. %6")
                        .arg(rule, formatDecimal(ruleGb, 0), formatDecimal(needGb, 0), formatGiB(f.singleGpu->budgetBytes),
                             formatDecimal(needGb / ruleGb, 1), why),
                    Text::tr("rule %1 GB vs estimate %2 GB (differ by more than %3%)")
                        .arg(formatDecimal(ruleGb, 0), formatDecimal(needGb, 0), formatDecimal(kRuleOfThumbTolerance * 100, 0)),
                    guideSource()};
            });
        };
        const GuideTier tier = guideTier(s);
        if (tier == GuideTier::FullFineTuning7to13)
            ruleOfThumb(40.0, Text::tr("\"7–13B full fine-tuning needs at least 40 GB (V100 or A10)\""),
                        Text::tr("Mixed-precision AdamW keeps 16 bytes per parameter (weights 2, gradients 2, FP32 master and moments "
                                 "12: ZeRO, Rajbhandari et al. 2020) before activations, and a V100 (16/32 GB) or A10 (24 GB) is "
                                 "below even the rule's 40 GB."));
        else if (tier == GuideTier::SmallTraining)
            ruleOfThumb(16.0, Text::tr("\"models under 3B train on 16 GB (T4 or P40)\""),
                        s.isFullTraining() ? Text::tr("Full training keeps 16 bytes per parameter with mixed-precision AdamW; 16 GB holds "
                                                      "it only below about 0.7B parameters.")
                                           : Text::tr("Adapters keep the frozen weights and activations only."));
        else if (tier == GuideTier::AdapterFineTuning && s.method == Method::Qlora) {
            // The guide gives a QLoRA figure in its FAQ and 40 GB for fine-tuning of any kind up front.
            ruleOfThumb(24.0, Text::tr("\"QLoRA brings a 7B model down to 24 GB (an RTX 4090)\""),
                        Text::tr("QLoRA holds the 4-bit frozen weights (about 0.55 B per parameter with their constants), the "
                                 "adapters with their states, and activations that grow with batch and sequence length."));
            ruleOfThumb(40.0, Text::tr("\"fine-tuning LLaMA-3-8B or Qwen2-7B needs at least 40 GB\""),
                        Text::tr("That figure is for fine-tuning of any kind; QLoRA keeps the frozen weights in 4 bits (about 0.55 B "
                                 "per parameter with their constants), and the same guide brings QLoRA down to 24 GB."));
        } else if (tier == GuideTier::AdapterFineTuning)
            ruleOfThumb(40.0, Text::tr("\"fine-tuning LLaMA-3-8B or Qwen2-7B needs at least 40 GB\""),
                        Text::tr("LoRA keeps the frozen 16-bit weights (2 B per parameter) but no gradients or optimizer states for "
                                 "them: those are the adapters' alone, a fraction of a percent of the model."));
        else if (tier == GuideTier::Pretraining10B)
            ruleOfThumb(80.0, Text::tr("\"10B-class pre-training starts from one 80 GB A100/H100\""),
                        Text::tr("No single 80 GB GPU holds it: mixed-precision AdamW keeps 16 bytes per parameter, %1 GB before "
                                 "activations. Spread over 8 GPUs with ZeRO-3 the states are %2 GB per GPU%3.")
                            .arg(formatDecimal(double(s.model.params) * 16.0 / kGB, 0),
                                 formatDecimal(double(s.model.params) * 16.0 / 8.0 / kGB, 0),
                                 double(s.model.params) * 16.0 / 8.0 / kGB <= 30.0
                                     ? Text::tr(", so eight 40 GB GPUs hold what one 80 GB GPU cannot")
                                     : QString()));
        ruleOfThumb(double(s.model.params) * 4.0 / kGB, Text::tr("\"parameters × 2 bytes, doubled for safety\""),
                    s.isFullTraining()   ? Text::tr("Training also holds gradients and optimizer states: 16 bytes per parameter with "
                                                      "mixed-precision AdamW, not 4.")
                        : s.isTraining() ? Text::tr("Adapter training holds the (possibly 4-bit) frozen weights, the adapters' states and "
                                                    "activations, whose size depends on batch and sequence length.")
                                         : Text::tr("Inference holds the weights in their precision plus the KV cache, which grows with "
                                                    "batch and context length."));
    }
}

// The guide's other rules of thumb, each voiced with its number and this job's.
template<typename Sink>
void guideClaimRules(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    // "disk, egress and object storage often take over 35% of the total"
    constexpr double kGuideHiddenShare = 0.35;
    if (f.hiddenCost.count > 0 && std::abs(f.hiddenCost.median - kGuideHiddenShare) / kGuideHiddenShare > kRuleOfThumbTolerance)
        r.add(AdvisoryCode::GuideRuleOfThumb, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("A widely shared guide says disk, egress and object storage often take over 35% of the yearly cost; with "
                         "this usage they take a median %1% (%2–%3%) over the %n priced instance(s). Check the usage figures (disk, "
                         "traffic, stored data): they, not a fixed share, decide it.",
                         nullptr, f.hiddenCost.count)
                    .arg(formatDecimal(f.hiddenCost.median * 100, 1), formatDecimal(f.hiddenCost.low * 100, 1),
                         formatDecimal(f.hiddenCost.high * 100, 1)),
                Text::tr("guide 35%; median here %1%").arg(formatDecimal(f.hiddenCost.median * 100, 1)), guideSource()};
        });
    if (!s.isTraining())
        return;
    // "a 20 GB high-performance cloud disk is the floor for the system disk"
    constexpr double kGuideSystemDiskGb = 20.0;
    const HostRequirements &h = *f.host;
    if (h.diskFreeGb.value > kGuideSystemDiskGb * (1 + kRuleOfThumbTolerance))
        r.add(AdvisoryCode::GuideRuleOfThumb, Severity::Info, [&] {
            return AdvisoryText{
                Text::tr("A widely shared guide calls a 20 GB fast system disk the floor; this job needs %1 GB of disk (%2). The "
                         "system takes about %3 GB of it; keep the other %4 GB, the model's files in the Hugging Face cache and "
                         "the checkpoints, on a data disk apart from the system disk and size that one for them, so that a full "
                         "data disk cannot stop the system.")
                    .arg(formatDecimal(h.diskFreeGb.value, 0), h.diskFreeGb.basis, formatDecimal(kSystemDiskGb, 0),
                         formatDecimal(h.dataDiskGb, 0)),
                Text::tr("guide 20 GB; this job %1 GB").arg(formatDecimal(h.diskFreeGb.value, 0)), guideSource()};
        });
    // "DataLoader num_workers >= the CPU cores": per process, and one process runs per GPU.
    if (f.recommended && f.recommended->vcpu && f.recommendedGpus > 1)
        r.add(AdvisoryCode::GuideRuleOfThumb, Severity::Info, [&] {
            const int cores = *f.recommended->vcpu, gpus = f.recommendedGpus;
            return AdvisoryText{
                Text::tr("A widely shared guide advises DataLoader num_workers ≥ the CPU cores. The setting is per process and "
                         "this job runs one per GPU: on %1 (%2 vCPUs, %3 GPUs) that starts %4 workers for %2 vCPUs. Start from "
                         "about 4 per GPU (%5 here) and raise it while the GPUs wait for data.")
                    .arg(f.recommended->type)
                    .arg(cores)
                    .arg(gpus)
                    .arg(cores * gpus)
                    .arg(std::min(4, std::max(1, cores / gpus))),
                Text::tr("guide %1 workers × %2 processes; about %3 per GPU")
                    .arg(cores)
                    .arg(gpus)
                    .arg(std::min(4, std::max(1, cores / gpus))),
                Text::tr("%1; PyTorch torch.utils.data.DataLoader: num_workers is per DataLoader, each training process (one "
                         "per GPU under torchrun) has its own.")
                    .arg(guideSource())};
        });
}

// ---- the loader that feeds streamed training data: "GPU memory full, utilisation 10%" is most
// often GPUs waiting for batches (PyTorch performance tuning guide)
template<typename Sink>
void dataLoaderRules(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    if (!s.isTraining() || s.usage.dataSource == DataSource::LocalDisk)
        return;
    r.add(AdvisoryCode::DataLoader, Severity::Info, [&] {
        const int gpus = std::max(1, f.recommendedGpus);
        const int vcpus = f.recommended ? f.recommended->vcpu.value_or(0) : 0; // 0: not published
        return AdvisoryText{
            Text::tr("The data comes from %1, so the GPUs wait for batches unless the loader keeps ahead: give each training "
                     "process's DataLoader about 4 workers (num_workers is per process, one process per GPU), pin_memory=True so "
                     "batches copy to the GPU while it computes, and persistent_workers=True so the workers outlive each epoch. "
                     "Raise num_workers while nvidia-smi shows the GPUs idle between steps.")
                .arg(displayName(s.usage.dataSource)),
            vcpus > 0 ? Text::tr("%1 GPU(s) and %2 vCPUs on the recommended instance: %3 workers in all")
                            .arg(gpus)
                            .arg(vcpus)
                            .arg(std::min(4 * gpus, vcpus))
                      : Text::tr("%1 GPU(s) on the recommended instance; its vCPUs are not published").arg(gpus),
            Text::tr("PyTorch torch.utils.data.DataLoader (num_workers, pin_memory, persistent_workers) and the PyTorch "
                     "performance tuning guide (asynchronous data loading, pinned memory)")};
    });
}

// Every rule about the scenario itself, section by section.
template<typename Sink>
void scenarioRules(const Scenario &s, const ScenarioFacts &f, Sink &r)
{
    jobRules(s, f, r);
    hostRequirementsRule(s, f, r);
    ruleOfThumbRules(s, f, r);
    guideClaimRules(s, f, r);
    dataLoaderRules(s, f, r);
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

QString suggestionText(const InstanceFacts &f)
{
    switch (f.suggestion) {
    case FitSuggestion::None: return {};
    case FitSuggestion::Zero3:
        return Text::tr("Fits with ZeRO-3 over the %1 GPUs: %2 GiB per GPU.").arg(f.gpus).arg(formatGiB(f.suggestionBudgetBytes));
    case FitSuggestion::Zero3AllGpus:
        return Text::tr("Fits with ZeRO-3 over all %1 GPUs paid for: %2 GiB per GPU.")
            .arg(f.gpus + f.idleGpus)
            .arg(formatGiB(f.suggestionBudgetBytes));
    case FitSuggestion::Zero3Offload:
        return Text::tr("Fits with ZeRO-3 and CPU offload: %1 GiB per GPU, %2 GiB host RAM.")
            .arg(formatGiB(f.suggestionBudgetBytes), formatGiB(f.suggestionHostRamBytes));
    }
    return {};
}

QList<Advisory> scenarioAdvisories(const Scenario &s, const ScenarioFacts &facts)
{
    TextSink sink;
    scenarioRules(s, facts, sink);
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
