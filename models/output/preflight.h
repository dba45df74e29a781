#pragma once

#include "core/advice.h"
#include "core/requirements.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// The window's menu command that writes the script, in the window's translation context: the
// menu shows it and the report tells the reader to choose it, from this one text.
inline constexpr char kPreflightMenuContext[] = "ga::MainWindow";
inline constexpr char kExportPreflightMenuText[] = QT_TRANSLATE_NOOP("ga::MainWindow", "Export &preflight check…");

// The size of the script's disk test in MiB (dd blocks of 1 MiB): the default and the range the
// CLI and the script accept (16 MiB still gives dd a measurable run; 64 GiB is beyond any cache).
inline constexpr int kPreflightDiskTestMbDefault = 1024;
inline constexpr int kPreflightDiskTestMbMin = 16;
inline constexpr int kPreflightDiskTestMbMax = 65536;

// What the preflight script checks a rented machine against, worked out from the advice for the
// scenario and, when one is chosen, the instance (DESIGN.md §8). Per node: the script runs on one
// machine, and a job that spans nodes runs it on each.
struct PreflightPlan {
    Scenario scenario;
    std::optional<Instance> instance; // the chosen instance; nothing = none chosen
    QString providerName;
    std::optional<GpuSpec> gpu; // the instance's GPU as the catalog describes it
    int gpusPerNode = 1;        // GPUs each node has (what the machine must show)
    int jobGpusPerNode = 1;     // GPUs the job uses on each node (the host floors, as the advisories count them)
    int nodes = 1;
    int largestNode = 8;      // no instance: nodes hold at most the catalog's largest GPU count
    MemoryBudget memory;      // per GPU, at the scenario's GPU count (the figure advise() shows everywhere)
    HostRequirements host;    // at that budget
    double minSeqMBs = 0;     // the host floor, or the guide's dd floor when the job sets none
    bool seqRequired = false; // the job reads its data from local disk: too slow fails, not warns
    bool ramRequired = false; // offloaded states live in host RAM: too little fails, not warns
    bool needRdma = false;    // the job spans nodes and its gradients cross them
    // A service on the chosen instance: the engine's command, and the GPU memory it needs to start
    // with that command (its share must hold the weights, its own memory and one longest request).
    QString launch;
    double engineStartBytes = 0;
};

// The plan for `advice`; `instance` (one of advice.instances, or nullptr) is the machine rented.
PreflightPlan preflightPlan(const Advice &advice, const InstanceEvaluation *instance = nullptr);

// The evaluation of "provider:type:region", or of "provider:type" (its first region in table
// order); nullptr when there is none. Case-insensitive.
const InstanceEvaluation *findInstance(const Advice &advice, const QString &key);
// Up to `limit` instance keys that look like `key`, closest first (for "did you mean").
QStringList closeInstanceKeys(const Advice &advice, const QString &key, int limit = 5);

// The word of a GPU's name that nvidia-smi's name for it contains too: "A100" for "NVIDIA A100
// 80GB SXM4" (nvidia-smi: "NVIDIA A100-SXM4-80GB"), "T4" for "NVIDIA T4" ("Tesla T4"), "RTX 4090".
// Upper case, letters and digits only.
QString gpuModelToken(const GpuSpec &g);

struct PreflightOptions {
    int diskTestMb = kPreflightDiskTestMbDefault;
    QDateTime generatedAt; // written into the header
    QString version;       // GPU Advisor's version, written into the header
};

// The self-contained bash script (bash, coreutils, and nvidia-smi, fio, ibv_devices when present).
// Pure: no I/O; the same plan and options give the same text.
QString preflightScript(const PreflightPlan &plan, const PreflightOptions &options);

// Writes the script atomically (QSaveFile) and makes it executable. The error names the file.
std::optional<FieldError> savePreflightScript(const QString &path, const QString &script);

} // namespace ga
