#include "core/requirements.h"

#include <QCoreApplication>

#include <algorithm>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Requirements)
};

} // namespace

QString guideCitation()
{
    return Text::tr("a widely shared GPU cloud selection guide");
}

QString bucketVersioningAdvice(const Scenario &s)
{
    if (!s.isTraining() || s.usage.dataSource != DataSource::ObjectStorage)
        return {};
    return Text::tr("In the provider's console, turn on versioning for the bucket that holds the data and the checkpoints: a version "
                    "history is what lets you roll back a file that a crashed or mistaken run overwrote (OSS, COS and S3 all offer "
                    "it). Of the \"versioning and server-side encryption\" that %1 asks for, versioning is the part that does this: "
                    "encryption protects the data at rest but restores nothing.")
        .arg(guideCitation());
}

QString cudaWheelSource()
{
    return Text::tr("pytorch/pytorch#172352 (2026-01): CUDA 12.8.1 and 13.0 builds support Turing (7.5) and newer; 12.6.3 keeps "
                    "Maxwell, Pascal, Volta.");
}

Floor guideDdFloor()
{
    return {kGuideDdFloorMBs,
            Text::tr("%1 MB/s sequential write, the guide's dd test floor (%2)").arg(kGuideDdFloorMBs).arg(guideCitation())};
}

// The guide's rows by the class a model is named for, not by a hard cut at 7.0 and 13.5 billion:
// "7B" models run from 6.74 B (Llama-2-7B) and 6.92 B (Falcon-7B) up, "13B" ones to 13.9 B
// (Baichuan2-13B) and 13.96 B (Phi-3-medium); a 14.8 B Qwen2.5-14B is past the row.
constexpr double kClass7BFrom = 6.5e9;
constexpr double kClass13BTo = 14.0e9;

GuideTier guideTier(const Scenario &s)
{
    const double p = double(s.model.params);
    switch (s.method) {
    case Method::Inference: return GuideTier::Inference;
    case Method::Pretrain: return p >= 10e9 ? GuideTier::Pretraining10B : GuideTier::Pretraining;
    case Method::Full:
        if (p < 3e9)
            return GuideTier::SmallTraining;
        if (p < kClass7BFrom)
            return GuideTier::MidFineTuning;
        return p <= kClass13BTo ? GuideTier::FullFineTuning7to13 : GuideTier::LargeFineTuning;
    case Method::Lora:
    case Method::Qlora:
        if (p < 3e9)
            return GuideTier::SmallTraining;
        return p < kClass7BFrom ? GuideTier::MidFineTuning : GuideTier::AdapterFineTuning;
    }
    return GuideTier::Inference;
}

QString guideTierName(GuideTier t)
{
    switch (t) {
    case GuideTier::Inference: return Text::tr("Inference");
    case GuideTier::SmallTraining: return Text::tr("Small-model training (under 3B)");
    case GuideTier::MidFineTuning: return Text::tr("Fine-tuning a 3–7B model");
    case GuideTier::FullFineTuning7to13: return Text::tr("Full fine-tuning of a 7–13B model");
    case GuideTier::AdapterFineTuning: return Text::tr("LoRA/QLoRA fine-tuning of a 7B+ model");
    case GuideTier::LargeFineTuning: return Text::tr("Full fine-tuning above 13B");
    case GuideTier::Pretraining: return Text::tr("Pre-training under 10B");
    case GuideTier::Pretraining10B: return Text::tr("Pre-training at 10B and up");
    }
    return {};
}

double HostRequirements::vcpusFor(int gpusPerNode) const
{
    return std::max(vcpus.value, vcpusPerGpu.value * std::max(1, gpusPerNode));
}

double HostRequirements::ramGibFor(int gpusPerNode) const
{
    return std::max(ramGib.value, ramGibPerGpu.value * std::max(1, gpusPerNode));
}

double checkpointBytes(const Scenario &s, qint64 trainableParams)
{
    if (s.usage.checkpointGb > 0)
        return s.usage.checkpointGb * kGB;
    if (!s.isTraining())
        return double(s.model.params) * 2.0;
    const double states = s.optimizer == Optimizer::AdamW ? 8.0 : s.optimizer == Optimizer::Sgd ? 4.0 : 2.0;
    if (s.isAdapter())
        return double(trainableParams) * (4.0 + states); // fp32 adapters + their states
    const bool mixed = s.masterWeights == MasterWeights::Fp32 && s.precision != Precision::Fp32;
    return double(s.model.params) * (bytesPer(s.precision) + (mixed ? 4.0 : 0.0) + states);
}

HostRequirements hostRequirements(const Scenario &s, const MemoryBudget &memory)
{
    HostRequirements r;
    r.tier = guideTier(s);
    const bool training = s.isTraining();
    // The weights as the files hold them pass through host memory on loading: 16-bit for training
    // (and what it saves), the served format for inference (an int4 or FP8 checkpoint is that size;
    // bitsandbytes quantises a 16-bit checkpoint shard by shard on the way to the GPU).
    double weightsBytes = double(s.model.params) * 2.0;
    if (!training) {
        weightsBytes = 0;
        for (const MemoryTerm &t : memory.component(ComponentId::Weights).terms)
            weightsBytes += t.bytes * t.divisor;
    }
    const double weightsGb = weightsBytes / kGB;
    r.checkpointGb = checkpointBytes(s, memory.trainableParams) / kGB;

    // vCPUs: DataLoader workers keep each GPU fed (PyTorch DataLoader; 4 workers per GPU is the
    // common practice, the guide's floor is 8 per host).
    if (training) {
        r.vcpusPerGpu = {4, Text::tr("4 DataLoader workers per GPU (common PyTorch practice)")};
        r.vcpus = {8, Text::tr("8 vCPUs at least (%1)").arg(guideCitation())};
    } else {
        r.vcpusPerGpu = {2, Text::tr("2 vCPUs per GPU for tokenisation and the serving loop")};
        r.vcpus = {4, Text::tr("4 vCPUs at least for the serving process")};
    }

    // Host RAM: workers and pinned buffers per GPU, plus the checkpoint as it is loaded or
    // gathered in host memory, plus what ZeRO-Offload keeps there.
    const double offloadGib = memory.hostRamBytes / kGiB;
    r.ramGibPerGpu = {(training ? 8.0 : 4.0) + offloadGib,
                      offloadGib > 0 ? Text::tr("8 GiB per GPU for workers and pinned buffers + %1 GiB of offloaded states per GPU")
                                           .arg(formatGiB(memory.hostRamBytes))
                                     : (training ? Text::tr("8 GiB per GPU for DataLoader workers and pinned buffers")
                                                 : Text::tr("4 GiB per GPU for the serving process"))};
    double ramFloor = std::max(training ? 32.0 : 16.0, 1.25 * weightsGb);
    QString ramBasis = training ? Text::tr("the 16-bit weights (%1 GB) pass through host memory when the model is loaded and saved")
                                      .arg(QString::number(weightsGb, 'f', 0))
                                : Text::tr("the weights as served (%1 GB) pass through host memory when the model is loaded")
                                      .arg(QString::number(weightsGb, 'f', 0));
    if (r.tier == GuideTier::SmallTraining && ramFloor <= 32.0)
        ramBasis = Text::tr("32 GiB so the DataLoader does not stall (%1)").arg(guideCitation());
    if (r.tier == GuideTier::FullFineTuning7to13 || r.tier == GuideTier::LargeFineTuning || r.tier == GuideTier::Pretraining ||
        r.tier == GuideTier::Pretraining10B) {
        if (ramFloor < 64.0) {
            ramFloor = 64.0;
            ramBasis = Text::tr("64 GiB for full training (%1; large host memory matters for CPU offload, not for ZeRO-2 itself)")
                           .arg(guideCitation());
        }
    }
    r.ramGib = {ramFloor, ramBasis};

    if (!training)
        return r;

    // CPU clock: tokenisation and ZeRO's CPU work for full fine-tuning (the guide's second row).
    if (r.tier == GuideTier::FullFineTuning7to13 || r.tier == GuideTier::LargeFineTuning)
        r.cpuGhz = {2.8, Text::tr("2.8 GHz for tokenisation and ZeRO's CPU work (%1)").arg(guideCitation())};

    // Storage.
    r.diskIops = {5000, Text::tr("5,000 random-read IOPS for training data and checkpoint writes (%1)").arg(guideCitation())};
    if (s.usage.dataSource == DataSource::LocalDisk || r.tier == GuideTier::Pretraining || r.tier == GuideTier::Pretraining10B)
        r.diskThroughputMBs = guideDdFloor();
    // The data disk holds the model as downloaded (the Hugging Face cache: the safetensors index's
    // total where the user gave it, else 2 bytes a parameter, as 16-bit checkpoints are published),
    // the checkpoints kept and a local dataset; the system disk the OS, CUDA and the packages.
    const double local = s.usage.dataSource == DataSource::LocalDisk ? s.usage.datasetGb : 0.0;
    const double kept = std::max(1.0, s.usage.checkpointsKept);
    const double modelGb = (s.model.files.isKnown() ? double(s.model.files.totalBytes) : 2.0 * double(s.model.params)) / kGB;
    r.dataDiskGb = local + kept * r.checkpointGb + modelGb;
    r.diskFreeGb = {r.dataDiskGb + kSystemDiskGb,
                    Text::tr("the model's files %1 GB + %2 checkpoint(s) of %3 GB%4 + %5 GB for the system and its packages")
                        .arg(QString::number(modelGb, 'f', 0))
                        .arg(kept)
                        .arg(QString::number(r.checkpointGb, 'f', 1))
                        .arg(local > 0 ? Text::tr(" + the %1 GB dataset").arg(QString::number(local, 'f', 0)) : QString())
                        .arg(kSystemDiskGb)};
    r.localNvme = r.tier == GuideTier::FullFineTuning7to13 || r.tier == GuideTier::LargeFineTuning || r.tier == GuideTier::Pretraining ||
        r.tier == GuideTier::Pretraining10B;

    // Network and fabric.
    if (s.usage.dataSource == DataSource::ObjectStorage)
        r.networkGbps = {r.tier == GuideTier::FullFineTuning7to13 ? 10.0 : 8.0,
                         Text::tr("streaming the dataset from object storage (%1)").arg(guideCitation())};
    r.rdmaAcrossNodes = true;

    // 10B-class pre-training (the guide's third row).
    if (r.tier == GuideTier::Pretraining10B) {
        r.gds = true;
        r.multiSocket = true;
        r.hostMemoryBandwidthGBs = {200,
                                    Text::tr("200 GB/s host memory bandwidth to feed the GPUs (%1; one Ice Lake, Rome or Milan "
                                             "socket gives 204.8 GB/s, one Cascade Lake socket 140.8)")
                                        .arg(guideCitation())};
    }
    return r;
}

} // namespace ga
