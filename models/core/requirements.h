#pragma once

#include "core/memory.h"
#include "core/scenario.h"

#include <QString>

namespace ga {

// The workload classes of a widely shared GPU selection guide, corrected and completed: its
// "百亿参数预训练" row is 10B-class pre-training (百亿 = 10 billion, not 100 billion), and the sizes
// and methods it leaves out get a class of their own whose numbers rest on physics.
enum class GuideTier {
    Inference,
    SmallTraining,       // any training under 3B (the guide's first row)
    MidFineTuning,       // 3–7B fine-tuning, full or adapters (a gap in the guide)
    FullFineTuning7to13, // 7–13B full fine-tuning (the guide's second row)
    AdapterFineTuning,   // 7B+ LoRA/QLoRA (a gap in the guide)
    LargeFineTuning,     // full fine-tuning over 13B (a gap in the guide)
    Pretraining,         // pre-training under 10B (a gap: the data pipeline of pre-training, not its size)
    Pretraining10B,      // pre-training at 10B and up (the guide's third row)
};
GuideTier guideTier(const Scenario &s);
QString guideTierName(GuideTier t);
// The guide as every text cites it: "a widely shared GPU cloud selection guide".
QString guideCitation();
// The console setting no script can check: versioning on the bucket the data and checkpoints live
// in, for a job that keeps them in object storage; empty otherwise. The report and the preflight
// script say it alike.
QString bucketVersioningAdvice(const Scenario &s);

// The guide's dd test floor: sequential writes of at least this many MB/s. A job that reads its
// data from local disk needs it; the preflight script tests every disk against it.
inline constexpr double kGuideDdFloorMBs = 800;

// The oldest compute capability (as major * 10 + minor) the current PyTorch CUDA wheels support,
// and where that is written (cudaWheelSource).
inline constexpr int kMinComputeCapability = 75;
QString cudaWheelSource();

// One floor and what it rests on (a sentence for tooltips, the report and the preflight script).
// The OS, CUDA, PyTorch and the Python packages and their caches on the system disk (an estimate).
inline constexpr double kSystemDiskGb = 50.0;

struct Floor {
    double value = 0; // 0 = no floor
    QString basis;
};
// kGuideDdFloorMBs with its basis.
Floor guideDdFloor();

// What the host of each node must offer for this job, beyond the GPUs: the numbers the host,
// storage and network advisories, the preflight script and the report all use.
struct HostRequirements {
    GuideTier tier = GuideTier::Inference;
    Floor vcpusPerGpu;  // DataLoader workers and the main process, per GPU of the node
    Floor vcpus;        // per node, at least
    Floor ramGibPerGpu; // per GPU of the node
    Floor ramGib;       // per node, at least
    Floor cpuGhz;
    Floor diskIops;          // random reads of the training data and checkpoint writes
    Floor diskThroughputMBs; // sequential, when the training data is read from local disk
    Floor diskFreeGb;        // the data disk's (below) and the system's
    double dataDiskGb = 0;   // the model's files, the checkpoints kept and a local dataset
    Floor networkGbps;       // when the data streams from object storage
    Floor hostMemoryBandwidthGBs;
    bool localNvme = false; // the guide asks local NVMe for full fine-tuning and pre-training
    bool rdmaAcrossNodes = false;
    bool gds = false; // GPUDirect Storage
    bool multiSocket = false;
    double checkpointGb = 0; // one checkpoint as training writes it (with optimizer states when it has them)

    double vcpusFor(int gpusPerNode) const;
    double ramGibFor(int gpusPerNode) const;
};

// One checkpoint, the one figure the disk, the object storage bill and the report use: the user's
// size when given; else as a training run writes it to resume from, full training with 16-bit
// weights, the fp32 master copy and both Adam moments (2 + 12 = 14 B/param; BLOOM-176B: 2.3 TB),
// adapters with their own weights and states; for inference, the 16-bit model kept to load from.
double checkpointBytes(const Scenario &s, qint64 trainableParams);

HostRequirements hostRequirements(const Scenario &s, const MemoryBudget &memory);

} // namespace ga
