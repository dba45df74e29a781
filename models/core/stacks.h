#pragma once

#include "core/memory.h"

#include <QString>
#include <QStringList>

namespace ga {

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

    bool offersLiger() const { return ligerSwitch != nullptr; }
    QStringList changeTexts() const;
    QString sourceText() const;
};

const QList<StackProfile> &stackProfiles();
const StackProfile &stackProfile(Stack s);

// The switches the scenario's framework sets, on top of `base` (the default stack, or a measured
// case's own deviations from it), and Liger's fused loss where the scenario turns it on.
SoftwareStack softwareStackFor(const Scenario &s, const SoftwareStack &base = {});

} // namespace ga
