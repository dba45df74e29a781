#pragma once

#include "scenario.h"

#include <QList>
#include <QString>

namespace ga {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kGB = 1.0e9;

// One term of the per-GPU memory budget, with the numbers that produced it and where the formula
// comes from, so that the GUI tooltip, the CLI table and the report can show why.
struct MemoryComponent {
    QString id;       // weights, gradients, optimizer, activations, logits, kv_cache, adapters, overhead
    double bytes = 0; // per GPU
    QString formula;  // with this scenario's numbers
    QString source;   // citation of the formula
    QString note;     // what moved to host RAM, what was assumed

    double gib() const { return bytes / kGiB; }
};

struct MemoryBudget {
    QList<MemoryComponent> components; // the eight ids above, always in this order
    double totalBytes = 0;
    double headroom = 0.2;
    double budgetBytes = 0;            // total * (1 + headroom): what a GPU must offer
    double hostRamBytes = 0;           // host RAM per GPU for offloaded states (ZeRO-Offload)
    double cudaContextBytes = 0;       // part of "overhead": CUDA context and library workspaces
    double allocatorBytes = 0;         // part of "overhead": caching-allocator fragmentation
    qint64 trainableParams = 0;

    double totalGiB() const { return totalBytes / kGiB; }
    double budgetGiB() const { return budgetBytes / kGiB; }
    double hostRamGiB() const { return hostRamBytes / kGiB; }
    const MemoryComponent *component(const QString &id) const;
};

QStringList componentIds();
QString componentDisplayName(const QString &id);

// Trainable parameters of a LoRA configuration: r * (d_in + d_out) per adapted matrix and layer.
qint64 loraParameterCount(const Architecture &a, int rank, LoraTargets targets);

// The per-GPU memory of `s` on `gpus` GPUs (the scenario's own GPU count unless given).
MemoryBudget estimateMemory(const Scenario &s);
MemoryBudget estimateMemory(const Scenario &s, int gpus);

// "19.2" — GiB with one decimal, as reports and human output show them.
QString formatGiB(double bytes);

} // namespace ga
