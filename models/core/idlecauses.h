#pragma once

#include "core/scenario.h"

#include <QList>
#include <QString>

namespace ga {

// "My GPU is idle": GPU memory full while nvidia-smi's utilisation stays low. nvidia-smi's
// utilization.gpu is the share of time in which any kernel ran (nvidia-smi(1), NVML
// nvmlUtilization_t), and PyTorch's caching allocator keeps freed memory reserved (PyTorch CUDA
// semantics, "Memory management"): so full memory says nothing about load, and low utilisation
// means the GPU waits on the host. The causes are listed for a job in the order it makes likely.
struct IdleCause {
    enum class Kind { DataLoading, Offload, SmallSteps, Stalls, RemoteData, Interconnect, Threads, PageableCopies };
    Kind kind;
    QString cause; // what keeps the GPU waiting
    QString tell;  // what sets it apart from the other causes
    QString check; // how to see it on the running machine
    QString fix;
    QString why;    // why this job ranks it where it is; empty: the usual order
    QString source; // where the behaviour is documented
};

// The causes that apply to this training job, most likely first. The usual order (one node,
// Trainer-style fine-tuning) is a judgement no source ranks; the job moves a cause up where its
// settings make it the likelier one: CPU offload, data read over the network, small steps, many
// GPUs that synchronise every step. Causes the job rules out (offload it does not use, a network
// it does not read from, GPUs it does not have) are left out. Empty for inference.
QList<IdleCause> idleCauses(const Scenario &s);

// The two facts that come before the list (utilisation counts time; memory stays reserved).
QString idleCausesPreamble();

} // namespace ga
