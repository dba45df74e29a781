#include "core/scaling.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace ga {

// NCCL's PCIe model (src/graph/topo.cc): 0.75 / 1.5 / 3 / 6 GB/s per lane for Gen3 / 4 / 5 / 6
// (Gen3 x16 = 12 GB/s); older generations are taken at Gen3's rate.
double pcieLinkGBs(int gen, int lanes)
{
    const double perLane = gen <= 3 ? 0.75 : gen == 4 ? 1.5 : gen == 5 ? 3.0 : 6.0;
    return perLane * lanes;
}

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Scaling)
};

// Share of the backward pass that hides gradient communication. DDP and ZeRO bucket the
// gradients so that reduction runs while later layers still compute (PyTorch DDP, Li et al.
// 2020); how much of it is hidden depends on bucket sizes and the network. No published figure
// was found: half of the backward pass is a modelling assumption, shown as such.
constexpr double kOverlapShare = 0.5;
constexpr double kBackwardShare = 2.0 / 3.0; // backward = 4 of the 6 FLOPs per parameter and token (Kaplan et al. 2020)

// Share of a NIC's line rate an all-reduce reaches: RDMA (NCCL's model assumes 12 GB/s on
// 100 Gb/s, 96%; 80% leaves room for congestion), plain TCP sockets (no published figure found;
// an assumption).
constexpr double kRdmaShare = 0.8;
constexpr double kTcpShare = 0.5;

// NCCL's all-reduce bus bandwidth over NVLink as a share of the datasheet's bidirectional NVLink
// figure: measured 231.6 GB/s on 8 x A100 SXM4 (600 GB/s NVLink, 0.385) and 478.9 / 480.0 GB/s
// on 8 x H100 / H200 (900 GB/s with NVLink SHARP, 0.53): Azure/AI-benchmarking-guide, 2024.
double nvlinkBusShare(const GpuSpec &g)
{
    const auto sm = g.smVersion();
    return sm && *sm == 90 ? 0.53 : 0.385;
}

// Beyond two GPUs the traffic crosses the CPU: 8 x RTX 5090 on PCIe 5.0 reached 28 GB/s of the
// model's 48 (NVIDIA/nccl#1639), so 0.6.
double pcieBusGBs(int gen, int lanes, int gpusPerNode)
{
    return pcieLinkGBs(gen, lanes) * (gpusPerNode > 2 ? 0.6 : 1.0);
}

// GPUs on an SXM/OAM board talk over NVLink/NVSwitch. When the catalog does not say, a GPU whose
// datasheet NVLink is at least 300 GB/s and that is not a PCIe card is taken to be on one.
bool onNvlink(const GpuSpec &g, const Instance &in)
{
    if (in.nvlink)
        return *in.nvlink && g.nvlinkGBs.value_or(0) > 0;
    return g.nvlinkGBs.value_or(0) >= 300 && !g.id.contains(QLatin1String("pcie"));
}

// Latency of one small all-reduce (inference sends a few kilobytes per collective): 10 us over
// NVLink (2 x A100 SXM4, 32 B: NVIDIA/nccl#583), 54 us over PCIe (8 x RTX 3090, 8 B:
// NVIDIA/nccl#1439), 25 us over RDMA (NCCL's own tuning model for an H100 cluster, 128 B:
// NVIDIA/nccl#1453); 100 us over TCP sockets is an assumption.
double latencyUs(Link l)
{
    switch (l) {
    case Link::None: return 0;
    case Link::NvLink: return 10;
    case Link::Pcie: return 54;
    case Link::Rdma: return 25;
    case Link::Tcp: return 100;
    }
    return 0;
}

// Bytes one parameter occupies when ZeRO-3 gathers it: the 16-bit (or FP32) weight, or the 4-bit
// one with its quantisation constants for QLoRA (FSDP-QLoRA shards the quantised weights).
double gatheredBytesPerParam(const Scenario &s)
{
    if (s.method == Method::Qlora)
        return 0.5 + 0.127 / 8.0; // NF4 + double-quantised constants (Dettmers et al. 2023)
    return s.precision == Precision::Fp32 ? 4.0 : 2.0;
}

} // namespace

namespace {

enum class Generation { Amd, Unknown, Pascal, Volta, Turing, Ampere100, AmpereGa10x, Ada, Hopper, HopperFp8, Blackwell };

Generation generation(const Scenario &s, const GpuSpec &g)
{
    const auto sm = g.smVersion();
    if (g.vendor == QLatin1String(kVendorAmd))
        return Generation::Amd;
    if (!sm)
        return Generation::Unknown;
    if (*sm < 70)
        return Generation::Pascal;
    if (*sm < 75)
        return Generation::Volta;
    if (*sm == 75)
        return Generation::Turing;
    if (*sm == 80)
        return Generation::Ampere100;
    if (*sm < 89)
        return Generation::AmpereGa10x;
    if (*sm == 89)
        return Generation::Ada;
    if (*sm < 100)
        return s.precision == Precision::Fp8 ? Generation::HopperFp8 : Generation::Hopper;
    return Generation::Blackwell;
}

// Published model FLOPs utilisation per generation (the texts below give the sources). Pascal has
// no Tensor Cores: 16-bit matrices run no faster than FP32 (P40 torch.mm: FP16 10.02, FP32 10.07
// TFLOPS), so its peak is the FP32 rate, of which GEMMs reach 86%. The P40 : V100 training ratio
// this gives (11.76 x 0.45 : 125 x 0.30 = 0.14) lies within the published range: 0.16 for
// ResNet-50 (GTX 1080 Ti FP32 209 img/s vs V100 FP16 1,276, lambdal/lambda-tensorflow-benchmark;
// the 1080 Ti is the P40's GP102 die) and 0.11 for plain GEMMs (P40 FP32 10.07 vs V100S FP16
// 88.92 TFLOPS, zzc0721/torch-performance-test-data).
double generationMfu(Generation gen)
{
    switch (gen) {
    case Generation::Amd: return 0.30;
    case Generation::Unknown: return 0.35;
    case Generation::Pascal: return 0.45;
    case Generation::Volta: return 0.30;
    case Generation::Turing: return 0.25;
    case Generation::Ampere100: return 0.40;
    case Generation::AmpereGa10x: // GA10x and Ada: the same share of peak in the same sources
    case Generation::Ada: return 0.35;
    case Generation::Hopper: return 0.40;
    case Generation::HopperFp8: return 0.30;
    case Generation::Blackwell: return 0.35;
    }
    return 0.35;
}

QString generationBasis(Generation gen)
{
    switch (gen) {
    case Generation::Amd:
        return Text::tr("AMD Instinct: no published LLM training MFU was found; 0.30 is assumed, below NVIDIA Hopper's 0.40");
    case Generation::Unknown: return Text::tr("a common default for tuned training (PaLM reached 46%, Chowdhery et al. 2022)");
    case Generation::Pascal:
        return Text::tr("Pascal, against its FP32 peak (no Tensor Cores; its matrix multiplies reach 86% of it): a P40 runs at "
                        "0.14 × a V100, within the measured 0.11 (matrix multiply) to 0.16 (training the same GP102 die against a "
                        "V100, Lambda TensorFlow benchmark)");
    case Generation::Volta: return Text::tr("Volta: Megatron-LM sustained 30% of one V100's peak (Shoeybi et al. 2019)");
    case Generation::Turing:
        return Text::tr("Turing: no published LLM training MFU; a T4's matrix multiplies reach 64% of its peak under a 70 W cap "
                        "(an assumption)");
    case Generation::Ampere100:
        return Text::tr("A100: 36–64% in tuned FSDP and Megatron runs (MosaicML llm-foundry, torchtitan), 30% for MT-NLG 530B; "
                        "0.40 for a typical Hugging Face and DeepSpeed run");
    case Generation::AmpereGa10x:
        return Text::tr("Ampere GA10x (A10, A40, RTX A6000, RTX 3090): no published MFU; their BERT-large training throughput "
                        "follows the dense peak relative to A100 (Lambda benchmarks), an assumption");
    case Generation::Ada:
        return Text::tr("Ada (L4, L40S, RTX 4090): no published MFU; an L40S's matrix multiplies reach 74% of its dense peak "
                        "(an assumption)");
    case Generation::Hopper:
        return Text::tr("Hopper: 38–43% (Llama 3 405B, Dubey et al. 2024), 41–48% (Megatron-LM), 36–46% (MosaicML llm-foundry)");
    case Generation::HopperFp8:
        return Text::tr("Hopper FP8, against the FP8 peak: 28–43% (NVIDIA NeMo 24.07), 14–30% (MosaicML llm-foundry)");
    case Generation::Blackwell:
        return Text::tr("Blackwell: no published MFU; a B200's matrix multiplies reach 75% of its dense peak; assumed below Hopper "
                        "until measured");
    }
    return {};
}

// QLoRA dequantises every 4-bit weight per matrix multiply (torchtune: QLoRA runs at 0.78-0.98x
// LoRA's tokens/s); long sequences lose utilisation (llm-foundry: A100 MFU 47-54% at 32k-64k
// tokens vs 50-64% at 2k).
constexpr double kQloraFactor = 1.0 / 1.1;
constexpr double kLongContextFactor = 0.7;
constexpr int kLongContextTokens = 32768;

} // namespace

double mfuFor(const Scenario &s, const GpuSpec &g)
{
    if (s.usage.mfu > 0)
        return s.usage.mfu;
    double v = generationMfu(generation(s, g));
    if (s.method == Method::Qlora)
        v *= kQloraFactor;
    if (s.seq >= kLongContextTokens)
        v *= kLongContextFactor;
    return v;
}

QString mfuBasis(const Scenario &s, const GpuSpec &g)
{
    if (s.usage.mfu > 0)
        return Text::tr("your setting");
    QString basis = generationBasis(generation(s, g));
    if (s.method == Method::Qlora)
        basis += Text::tr("; ÷ 1.1 for QLoRA, which dequantises every 4-bit weight per matrix multiply (torchtune: QLoRA runs at "
                          "0.78–0.98 × LoRA's tokens/s)");
    if (s.seq >= kLongContextTokens)
        basis += Text::tr("; × 0.7 at 32k tokens and more (MosaicML llm-foundry: A100 MFU 47–54% at 32k–64k vs 50–64% at 2k)");
    return basis;
}

QString toId(Link l)
{
    switch (l) {
    case Link::None: return QStringLiteral("none");
    case Link::NvLink: return QStringLiteral("nvlink");
    case Link::Pcie: return QStringLiteral("pcie");
    case Link::Rdma: return QStringLiteral("rdma");
    case Link::Tcp: return QStringLiteral("tcp");
    }
    return {};
}

QString displayName(Link l)
{
    switch (l) {
    case Link::None: return Text::tr("none", "interconnect");
    case Link::NvLink: return Text::tr("NVLink");
    case Link::Pcie: return Text::tr("PCIe");
    case Link::Rdma: return Text::tr("RDMA network");
    case Link::Tcp: return Text::tr("TCP network");
    }
    return {};
}

namespace {

// Megatron's expert parallelism over all n GPUs, per GPU and micro-step: the gradients of what
// every GPU holds whole (the routed experts' stay with their GPU: an expert-data-parallel group of
// one) reduce-scattered in fp32 and the bf16 weights all-gathered by the distributed optimizer, or
// all-reduced in fp32 without it (megatron/training/arguments.py: bf16 reduces in fp32), once per
// optimizer step; and the tokens' all-to-all to and from their experts, batch × seq × top-k × hidden
// bf16 values each way in the forward and again in the backward pass, a third time when
// checkpointing recomputes the forward (Megatron-Core's alltoall token dispatcher). The all-to-all
// waits on the layer before it: nothing hides it.
void expertParallelTraffic(const Scenario &s, const MemoryBudget &memory, double ring, double k, Scaling &sc)
{
    const Architecture &a = s.model.arch;
    const double whole = double(memory.trainableParams - memory.expertTrainableParams);
    const double gradients = s.zero >= 1 ? ring * whole * (4.0 + 2.0) : 2.0 * ring * whole * 4.0;
    const double passes = s.gradCheckpointing ? 3.0 : 2.0;
    const double tokens = double(s.batch) * double(s.seq);
    sc.unhiddenBytes = passes * 2.0 * double(a.moeLayers()) * ring * tokens * double(a.expertsPerToken) * double(a.hidden) * 2.0;
    sc.bytesPerStep = gradients / k + sc.unhiddenBytes;
}

} // namespace

Scaling scalingFor(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, const Instance &in, int nodes, int gpus,
                   double stepSeconds)
{
    Scaling sc;
    sc.computeSeconds = stepSeconds;
    if (gpus <= 1 || stepSeconds <= 0)
        return sc;

    // The slowest link the collectives cross: inside a node, then between nodes.
    const int perNode = std::min(in.gpuCount, gpus);
    double bus = std::numeric_limits<double>::infinity();
    if (perNode > 1) {
        if (onNvlink(gpu, in)) {
            bus = gpu.nvlinkGBs.value_or(0) * nvlinkBusShare(gpu);
            sc.link = Link::NvLink;
        } else {
            bus = pcieBusGBs(in.pcieGen.value_or(gpu.pcieGen.value_or(4)), in.pcieLanes.value_or(gpu.pcieLanes.value_or(16)), perNode);
            sc.link = Link::Pcie;
        }
    }
    if (nodes > 1) {
        sc.networkAssumed = !in.networkGbps;
        const bool rdma = in.rdma.value_or(false);
        // The ring crosses each node's NICs once per step: the node's line rate bounds the bus bandwidth.
        const double inter = in.networkGbps.value_or(kAssumedNetworkGbps) / 8.0 * (rdma ? kRdmaShare : kTcpShare);
        if (inter < bus) {
            bus = inter;
            sc.link = rdma ? Link::Rdma : Link::Tcp;
        }
    }
    sc.busGBs = bus;
    const double n = gpus;
    const double ring = (n - 1.0) / n;

    if (s.isTraining()) {
        // Bytes per GPU and micro-step (nccl-tests PERFORMANCE.md: all-reduce moves 2(n-1)/n of the
        // array, reduce-scatter and all-gather (n-1)/n each). PyTorch DDP with autocast reduces FP32
        // gradients; DeepSpeed ZeRO reduces in the training dtype; LoRA adapters train in FP32.
        const bool ddpFp32 = s.zero == 0 && s.masterWeights == MasterWeights::Fp32;
        const double gradBytes = s.isAdapter() || ddpFp32 || s.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double G = double(memory.trainableParams) * gradBytes;
        const double W = double(s.model.params) * gatheredBytesPerParam(s);
        const double k = std::max(1, s.gradAccum);
        if (s.trainsExpertParallel()) {
            expertParallelTraffic(s, memory, ring, k, sc);
        } else {
            switch (s.zero) {
            case 0:
            case 1: sc.bytesPerStep = 2.0 * ring * G / k; break;    // gradients once per optimizer step
            case 2: sc.bytesPerStep = ring * (G + W / k); break;    // reduce-scatter per micro-step, all-gather per step
            default: sc.bytesPerStep = ring * (2.0 * W + G); break; // ZeRO-3: gather twice, reduce-scatter (ZeRO §7: 1.5x DDP)
            }
        }
        const double hideable = (sc.bytesPerStep - sc.unhiddenBytes) / (bus * 1e9);
        const double unhidden = sc.unhiddenBytes / (bus * 1e9);
        sc.commSeconds = hideable + unhidden;
        sc.exposedSeconds = std::max(0.0, hideable - kOverlapShare * kBackwardShare * stepSeconds) + unhidden;
    } else {
        // Tensor parallelism all-reduces the activations twice per layer (Megatron-LM, Shoeybi et
        // al. 2019): batch x hidden 16-bit values per collective, nothing to hide them behind.
        const double collectives = 2.0 * std::max<qint64>(1, s.model.arch.layers);
        const double message = double(s.batch) * std::max<qint64>(1, s.model.arch.hidden) * 2.0;
        sc.latencyUs = latencyUs(sc.link);
        sc.bytesPerStep = collectives * 2.0 * ring * message;
        sc.commSeconds = collectives * sc.latencyUs * 1e-6 + sc.bytesPerStep / (bus * 1e9);
        sc.exposedSeconds = sc.commSeconds;
    }
    sc.efficiency = stepSeconds / (stepSeconds + sc.exposedSeconds);
    return sc;
}

QString scalingFormula(const Scaling &sc, const Scenario &s, int gpus)
{
    if (gpus > 1 && s.generatesInProcess())
        return Text::tr("%1 GPUs running their layers in turn (device_map=\"auto\"): no collective, so no scaling loss and no "
                        "speed-up either")
            .arg(gpus);
    if (sc.link == Link::None)
        return Text::tr("one GPU: no communication");
    const QString bytes = QString::number(sc.bytesPerStep / 1e9, 'f', 2);
    const QString bus = QString::number(sc.busGBs, 'f', 1);
    const QString compute = QString::number(sc.computeSeconds * 1e3, 'f', 1);
    const QString comm = QString::number(sc.commSeconds * 1e3, 'f', 1);
    const QString exposed = QString::number(sc.exposedSeconds * 1e3, 'f', 1);
    const QString eff = QString::number(sc.efficiency * 100.0, 'f', 0);
    if (!s.isTraining())
        return Text::tr("%1 GPUs over %2: %3 ms of all-reduces (%4 µs latency each, %5 GB at %6 GB/s) per %7 ms decode step → %8%")
            .arg(gpus)
            .arg(displayName(sc.link), comm, QString::number(sc.latencyUs, 'f', 0), bytes, bus, compute, eff);
    QString f = Text::tr("%1 GPUs over %2: %3 GB per GPU and step at %4 GB/s = %5 ms; %6 ms not hidden by the %7 ms step → %8%")
                    .arg(gpus)
                    .arg(displayName(sc.link), bytes, bus, comm, exposed, compute, eff);
    if (sc.unhiddenBytes > 0)
        f += Text::tr(" (%1 GB of it the tokens' all-to-all to and from the experts, which no computation hides)")
                 .arg(QString::number(sc.unhiddenBytes / 1e9, 'f', 2));
    return f;
}

QString scalingSource()
{
    return Text::tr("Ring collectives (nccl-tests PERFORMANCE.md); bytes per step from PyTorch DDP and ZeRO (Rajbhandari et al. 2020); "
                    "measured NVLink all-reduce bandwidth (Azure AI benchmarking guide 2024: A100 232 GB/s, H100 479 GB/s); NCCL's "
                    "PCIe model; half of the backward pass hides communication and plain TCP reaches half its line rate "
                    "(assumptions).");
}

} // namespace ga
