#pragma once

#include "core/modelspec.h"
#include "core/units.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <optional>

namespace ga {

// Usage and billing assumptions: what turns an hourly price into a yearly and a per-run cost.
struct Usage {
    double hoursPerDay = 8.0; // GPU hours used per day (pay-as-you-go and spot)
    double daysPerYear = 365.0;
    double datasetTokens = 1.0e9; // training tokens per epoch
    double epochs = 1.0;
    double datasetGb = 100.0;     // dataset kept in object storage
    double diskGb = 500.0;        // cloud disk attached to each instance
    QString diskClass;            // provider disk class id; empty = the provider's first (SSD) class
    double checkpointGb = 0.0;    // 0 = derive from the job (checkpointBytes)
    double checkpointsKept = 3.0; // checkpoints kept in object storage
    double egressGbPerDay = 10.0; // internet egress (weights, logs, UI)
    EgressBilling egressBilling = EgressBilling::Traffic;
    double bandwidthMbps = 0;            // fixed-bandwidth cap; 0 = bandwidthCapMbps derives it from the egress
    double getRequestsPerDay = 100000.0; // object storage GET requests
    double mfu = 0.0;                    // model FLOPs utilisation for run time; 0 = per GPU generation (mfuFor)
    Billing billing = Billing::OnDemand;
    DataSource dataSource = DataSource::ObjectStorage;  // where the training data is read from
    StorageClass storageClass = StorageClass::Standard; // the object-storage class the dataset lives in

    bool operator==(const Usage &) const = default;
};

// How a model is served (DESIGN.md §9): the engine, its memory settings and the workload. The
// engine's settings take 0 for "the engine's own default" (engineDefaults in core/serving.h).
struct Serving {
    Engine engine = Engine::Hf;
    double gpuMemoryUtilization = 0; // vLLM gpu_memory_utilization, SGLang mem_fraction_static
    int maxModelLen = 0;             // 0 = the model's context, capped at what the KV pool holds
    KvCacheDtype kvCacheDtype = KvCacheDtype::Auto;
    int maxNumSeqs = 0;   // requests an engine runs at once (SGLang max_running_requests, llama.cpp -np)
    int concurrency = 16; // simultaneous requests of the workload
    int inputTokens = 2048;
    int outputTokens = 512;
    double ttftMs = 0; // service targets; 0 = none
    double tpotMs = 0;
    GgufType gguf = GgufType::Q4KM;                   // llama.cpp weights
    int gpuLayers = -1;                               // llama.cpp -ngl: layers on the GPUs; -1 = all
    bool dpAttention = false;                         // MoE: attention data-parallel, one rank per GPU, experts over all (core/serving)
    All2AllBackend all2all = All2AllBackend::Default; // how tokens reach the experts under dpAttention
    bool mtpDraft = false;                            // the model's multi-token-prediction layers draft one token a step (core/serving)

    bool operator==(const Serving &) const = default;
};

// Spare memory on top of the estimate, as a share of it, unless the user sets another.
inline constexpr double kDefaultHeadroom = 0.2;

// What the user asks: the model, the method and precision, the training knobs and usage.
struct Scenario {
    ModelSpec model;
    Method method = Method::Full;
    Precision precision = Precision::Bf16;
    MasterWeights masterWeights = MasterWeights::Fp32;
    Optimizer optimizer = Optimizer::AdamW;
    int batch = 1;
    int gradAccum = 1; // micro-batches per optimizer step (gradient accumulation)
    int seq = 2048;
    int prompt = 0; // inference: tokens of the prompt, processed at once (0 = the whole sequence)
    bool gradCheckpointing = false;
    bool flashAttention = true;
    int loraRank = 16;
    LoraTargets loraTargets = LoraTargets::AllLinear;
    Stack stack = Stack::HfTrainer; // the training framework (core/stacks)
    bool liger = false;             // Liger kernels, on a framework that has the switch
    bool packing = false;           // samples packed into full rows, by the framework's own switch (core/stacks)
    bool expertParallel = false;    // MoE: whole experts per GPU (serving: vLLM/SGLang; training: Megatron-SWIFT)
    int images = 0;                 // images per sample (per request when serving), for a model that takes them
    int imageSize = 1024;           // pixels a side of each image as sent, before the model's processor resizes it
    int gpus = 1;
    int zero = 0;
    Offload offload = Offload::None;
    double headroom = kDefaultHeadroom;
    Usage usage;
    Serving serving;

    bool isTraining() const { return method != Method::Inference; }
    bool isAdapter() const { return method == Method::Lora || method == Method::Qlora; }
    // Served by an engine that manages its own KV pool (vLLM, SGLang, llama.cpp): the serving model applies.
    bool isServing() const { return method == Method::Inference && serving.engine != Engine::Hf; }
    // transformers' generate(): over several GPUs it runs a model loaded with device_map="auto",
    // whole layers on each GPU taken in turn, in one process (the engines split by tensor parallelism).
    bool generatesInProcess() const { return method == Method::Inference && serving.engine == Engine::Hf; }
    // A paged engine (vLLM, SGLang) serving a model with multi-token-prediction layers can draft
    // with them; draftsWithMtp when the scenario asks it to.
    bool offersMtpDraft() const { return isServing() && serving.engine != Engine::LlamaCpp && model.arch.mtpLayers > 0; }
    bool draftsWithMtp() const { return offersMtpDraft() && serving.mtpDraft; }
    // A paged engine serving an MoE model over several GPUs can run attention data-parallel.
    bool offersDpAttention() const { return isServing() && serving.engine != Engine::LlamaCpp && model.arch.isMoe(); }
    // Ranks that each hold their own requests' attention and KV cache: every GPU under data-parallel
    // attention, else one replica-wide group.
    int attentionRanks() const { return offersDpAttention() && serving.dpAttention ? std::max(1, gpus) : 1; }
    // GPUs one attention layer is split over: 1 under data-parallel attention.
    int attentionTp() const { return std::max(1, gpus) / attentionRanks(); }
    // Whole experts per GPU: asked for, or implied by data-parallel attention.
    bool splitsExpertsWhole() const { return expertParallel || attentionRanks() > 1; }
    // Training an MoE model over several GPUs with a framework that places whole experts on each
    // (StackProfile::expertParallel); trainsExpertParallel when the scenario asks it to.
    bool offersTrainingExpertParallel() const;
    bool trainsExpertParallel() const { return expertParallel && offersTrainingExpertParallel(); }
    bool isFullTraining() const { return method == Method::Full || method == Method::Pretrain; }
    // Tokens one forward pass processes at once: the prompt for inference, the sequence for training.
    int prefillTokens() const { return !isTraining() && prompt > 0 && prompt < seq ? prompt : seq; }
    // Images the model sees per sample: none for a model without a vision tower.
    int imagesSent() const { return model.arch.takesImages() ? images : 0; }
    // Tokens the images take in each sample's sequence (they are part of it, as the frameworks'
    // cutoff and the engines' max_model_len count them).
    qint64 imageTokens() const { return imagesSent() * imageCost(model.arch, imageSize).tokens; }

    // Every field, the model's included: what a document compares to decide it is modified.
    bool operator==(const Scenario &) const = default;
};

// Validation failures name the field (the JSON key, which is the CLI flag without dashes).
using ScenarioError = FieldError;

// Checks the combination of knobs; the first problem found, or nothing.
std::optional<ScenarioError> validate(const Scenario &s);

// The precision that serves a checkpoint in its own format (FP8, INT8, 4-bit), if it is quantised.
// A scenario without a precision of its own takes this one for inference, and the memory model then
// counts the checkpoint's exact storage (Term::WeightsCheckpoint).
std::optional<Precision> checkpointPrecision(const Quantisation &q);
// Inference of a quantised checkpoint runs in the checkpoint's own format when the user named a
// model and no precision (the CLI without --precision, a scenario file without "precision").
void useCheckpointFormat(Scenario &s);

// One description of every scalar scenario field: its JSON key, command-line flag, kind, limits,
// help text and accessors. Reading, writing, validation, the CLI flags and the form's ranges all
// come from this table, so they cannot disagree.
// Longest value of a text field, in characters (Unicode code points) as the documentation says.
inline constexpr int kMaxTextFieldChars = 200;

enum class FieldKind { Integer, Number, Boolean, Choice, Text };
struct ScenarioField {
    static constexpr char kUsagePrefix[] = "usage."; // keys of the scenario's "usage" object

    const char *key;  // saved-scenario JSON key; "usage." prefix for usage keys
    const char *flag; // command-line flag without dashes
    FieldKind kind;
    double min = 0; // Integer and Number
    double max = 0;
    bool minExclusive = false;
    QStringList (*choices)() = nullptr; // Choice: the accepted ids
    const char *valueName = nullptr;    // command-line value name; a Choice's is its ids (valueNameText)
    const char *help = nullptr;         // translated in context "ga::ScenarioField"
    QVariant (*get)(const Scenario &) = nullptr;
    void (*set)(Scenario &, const QVariant &) = nullptr;
    // nullptr = always. A field that does not apply is not checked, and the form disables it.
    bool (*applies)(const Scenario &) = nullptr;

    QString jsonKey() const { return QString::fromLatin1(key); }
    bool inUsage() const { return qstrncmp(key, kUsagePrefix, sizeof kUsagePrefix - 1) == 0; }
    // The key inside its JSON object: without the "usage." prefix for a usage field.
    const char *localKey() const { return inUsage() ? key + sizeof kUsagePrefix - 1 : key; }
    QString valueNameText() const; // "full|lora|..." for a Choice, else valueName
    QString helpText() const;      // the translated help
    bool appliesTo(const Scenario &s) const { return !applies || applies(s); }
    QString flagName() const { return QStringLiteral("--") + QString::fromLatin1(flag); }
    QString rangeText() const; // "between 1 and 65,536"
    bool inRange(double v) const;
};
const QList<ScenarioField> &scenarioFields();
const ScenarioField *scenarioField(const QString &jsonKey);

// A short one-line summary ("QLoRA · bf16 · AdamW · batch 2 × 2048 · 1 GPU").
QString summary(const Scenario &s);

} // namespace ga
