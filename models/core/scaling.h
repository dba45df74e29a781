#pragma once

#include "core/catalog.h"
#include "core/memory.h"
#include "core/scenario.h"

#include <QString>

namespace ga {

// Model FLOPs utilisation: the share of a GPU's dense peak a job turns into model FLOPs. The
// scenario's figure when it sets one (usage.mfu > 0); otherwise a default per GPU generation from
// published runs, which mfuBasis() names.
double mfuFor(const Scenario &s, const GpuSpec &gpu);
QString mfuBasis(const Scenario &s, const GpuSpec &gpu);

// The link the job's collective communication is bound by: the slowest one it crosses.
// Network speed assumed when an instance publishes none (typical of cloud GPU VMs without a
// stated figure; the advisory says it was assumed).
constexpr double kAssumedNetworkGbps = 25.0;

// One PCIe link's bandwidth for collectives in GB/s (NCCL's model; the source is in scaling.cpp).
double pcieLinkGBs(int gen, int lanes);

enum class Link { None, NvLink, Pcie, Rdma, Tcp };
QString toId(Link l); // "none", "nvlink", "pcie", "rdma", "tcp" (JSON)
QString displayName(Link l);

// How much of a linear speed-up `gpus` GPUs reach for this job on an instance type
// (DESIGN.md §2 `run.scaling_efficiency`). Data-parallel training moves gradients (and with
// ZeRO-3 the parameters) every step; tensor-parallel inference all-reduces activations twice
// per layer and token. Communication that the backward pass hides costs nothing; the rest adds
// to every step.
struct Scaling {
    double efficiency = 1.0;   // 0–1: compute time ÷ (compute + exposed communication)
    Link link = Link::None;    // none: one GPU
    double busGBs = 0;         // the bottleneck's bus bandwidth (nccl-tests "busbw")
    double latencyUs = 0;      // per collective (inference)
    double bytesPerStep = 0;   // what each GPU sends per micro-step
    double unhiddenBytes = 0;  // of them, what no computation overlaps (expert parallelism's all-to-all)
    double computeSeconds = 0; // one micro-step (training) or decode step (inference)
    double commSeconds = 0;
    double exposedSeconds = 0;   // communication the computation does not hide
    bool networkAssumed = false; // the instance publishes no network speed: an assumed one is used
};

// `gpus` GPUs of `instance` type over `nodes` instances; `stepSeconds` is one micro-step's
// computation (training) or one decode step (inference) per GPU at full speed.
Scaling scalingFor(const Scenario &s, const MemoryBudget &memory, const GpuSpec &gpu, const Instance &instance, int nodes, int gpus,
                   double stepSeconds);
QString scalingFormula(const Scaling &sc, const Scenario &s, int gpus);
QString scalingSource();

} // namespace ga
