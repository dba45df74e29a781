#pragma once

#include "core/modelspec.h"

#include <QByteArray>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ga {

// Architecture from a Hugging Face config.json object. Supported model_type values: llama, mistral,
// qwen2, qwen2_moe, mixtral, gemma, gemma2, phi3, chatglm, baichuan, bert, falcon, gpt_bigcode.
Expected<Architecture> architectureFromHfConfig(const nlohmann::json &config);
QStringList supportedModelTypes();

// Reads and parses a config.json file; errors name the file and the field.
Expected<ModelSpec> modelFromConfigFile(const QString &path);
Expected<ModelSpec> modelFromConfigText(const QByteArray &text, const QString &displayPath);

} // namespace ga
