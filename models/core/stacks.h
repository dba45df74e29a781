#pragma once

#include "core/memory.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// How a framework packs samples into rows when asked (Scenario::packing), read from its code.
enum class PackedRows : quint8 {
    Padded,   // the micro-batch's rows, each filled and padded to the sequence length
    Flattened // the micro-batch as one row of its tokens, the samples told apart by position_ids
};
// What attention materialises to keep packed samples apart when FlashAttention's variable-length
// kernel is off: nothing (FlexAttention's block mask), a bool mask (transformers' sdpa_mask) or a
// float mask in the compute dtype.
enum class PackedMask : quint8 { None, Bool, ComputeDtype };
struct PackingProfile {
    const char *setting = nullptr; // the framework's switch as its users write it; nullptr = not modelled
    PackedRows rows = PackedRows::Padded;
    PackedMask mask = PackedMask::None;
    int padMultiple = 1;          // a padded row's length is the sequence rounded up to this
    bool needsFlash = false;      // refuses to pack without FlashAttention
    bool flashBatchOne = false;   // with FlashAttention, packs only a micro-batch of one
    const char *source = nullptr; // the code the profile is read from
    // Why a framework packs nothing, from its code (translated in context "ga::Stacks"), where it
    // has no switch.
    const char *absent = nullptr;

    bool offered() const { return setting != nullptr; }
};

// How a framework trains an MoE model with whole experts on each GPU (Scenario::expertParallel).
struct ExpertParallelProfile {
    const char *launcher = nullptr; // the command that trains so; nullptr = not offered
    const char *flag = nullptr;     // its switch, %1 the GPUs the experts are split over
    const char *source = nullptr;   // the code and documents it is read from

    bool offered() const { return launcher != nullptr; }
    // The launch with its switch: "megatron sft --expert_model_parallel_size 8" for gpus "8".
    QString command(const QString &gpus) const;
};

// A training framework as the memory model sees it: the switches of SoftwareStack it sets at the
// version modelled, each change cited from the framework's own code or documentation.
struct StackProfile {
    Stack stack;
    const char *version;     // the version whose code the mapping reads, with its date
    const char *ligerSwitch; // how the framework turns Liger kernels on; nullptr = it has no such switch
    // What the framework does differently from the default stack (Hugging Face Trainer + PEFT),
    // one line each, translated in context "ga::Stacks"; empty for the default.
    QList<const char *> changes;
    const char *source; // the code and documents the mapping is read from
    void (*apply)(SoftwareStack &, const Scenario &);
    PackingProfile packing = {};               // not modelled unless given
    ExpertParallelProfile expertParallel = {}; // not offered unless given

    bool offersLiger() const { return ligerSwitch != nullptr; }
    QStringList changeTexts() const;
    QString sourceText() const;
};

const QList<StackProfile> &stackProfiles();
const StackProfile &stackProfile(Stack s);

// The switches the scenario's framework sets, on top of `base` (the default stack, or a measured
// case's own deviations from it), and Liger's fused loss where the scenario turns it on.
SoftwareStack softwareStackFor(const Scenario &s, const SoftwareStack &base = {});

// Packing as the scenario's framework does it for this job: pre-training packs documents into rows
// under plain causal attention (LLaMA-Factory's stage pt), so no mask keeps them apart; fine-tuning
// keeps samples apart as the framework's profile says. Nothing when the scenario does not pack.
std::optional<PackingProfile> packingFor(const Scenario &s);

} // namespace ga
