#pragma once

#include "core/advice.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ga {

// The files that launch the advised job as it was estimated (issue: "the chosen configuration
// leaves the app as a file that runs"). Each is written in the tool's own documented keys, says in
// a comment (JSON: a top-level "_comment", which DeepSpeed and Hugging Face ignore) which scenario
// produced it, and is refused with a reason where the scenario cannot be expressed in it.
enum class LaunchFormat { Deepspeed, AccelerateFsdp, LlamaFactory, Torchrun, Skypilot, Vllm };

QString toId(LaunchFormat f); // the --format id: deepspeed, accelerate-fsdp, llama-factory, torchrun, skypilot, vllm
std::optional<LaunchFormat> launchFormatFromId(const QString &id);
QStringList launchFormatIds();
QString launchFileName(LaunchFormat f); // the name File > Export launch files gives it: ds_config.json, sky.yaml...
QString displayName(LaunchFormat f);    // "DeepSpeed config (JSON)"

struct LaunchOptions {
    QDateTime generatedAt;
    QString version;                                          // of GPU Advisor
    QString deepspeedFile = QStringLiteral("ds_config.json"); // the DeepSpeed file the others refer to
};

// The file for `instance` (nullptr: the advice's recommended instance, if any); a FieldError on
// "--format" names why this scenario has no such file.
Expected<QByteArray> launchFile(const Advice &advice, const InstanceEvaluation *instance, LaunchFormat f, const LaunchOptions &options);

// The SkyPilot accelerator name of one of our GPU ids ("h100-sxm" -> "H100"), empty if SkyPilot has none.
QString skypilotAccelerator(const QString &gpuId);
// The SkyPilot cloud of one of our providers ("aws" -> "aws"), empty if SkyPilot cannot launch there.
QString skypilotCloud(const QString &provider);

} // namespace ga
