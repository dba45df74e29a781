#pragma once

#include "core/modelspec.h"

#include <QByteArray>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ga {

// The model_type values read by what they are (every other decoder with the standard keys is read
// as a Llama-style decoder, with the assumptions named). The list the errors and the README show.
QStringList supportedModelTypes();

// A Hugging Face config.json read: the architecture, the checkpoint's weight format
// (quantization_config) and what was assumed where the config does not say.
struct HfConfig {
    Architecture arch;
    Quantisation checkpoint;
    QStringList assumptions;
};
Expected<HfConfig> readHfConfig(const nlohmann::json &config);
// The weight format a quantization_config names (also what presets carry); an unknown or
// unreadable one is 16-bit, with the reason added to `assumptions`.
Quantisation quantisationFromHfConfig(const nlohmann::json &quantizationConfig, QStringList &assumptions);

// Reads and parses a config.json file, or the config.json of a model folder; a
// model.safetensors.index.json beside it gives the checkpoint's exact size (ModelSpec::files).
// Errors name the file and the field.
Expected<ModelSpec> modelFromConfigFile(const QString &path);
// The index of a sharded safetensors checkpoint; `layers` tells the MTP layers' tensors apart.
Expected<CheckpointFiles> checkpointFilesFromIndex(const QByteArray &text, const QString &displayPath, qint64 layers);
Expected<ModelSpec> modelFromConfigText(const QByteArray &text, const QString &displayPath);

} // namespace ga
