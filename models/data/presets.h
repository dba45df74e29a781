#pragma once

#include "core/modelspec.h"
#include "core/scenario.h"

#include <QByteArray>
#include <QList>

#include <nlohmann/json.hpp>

namespace ga {

// Our own architecture JSON (presets, saved scenarios): the keys of resources/presets/models.json.
Expected<Architecture> architectureFromJson(const nlohmann::json &j);
nlohmann::ordered_json architectureToJson(const Architecture &a);
// A checkpoint's weight format as a quantization_config (what quantisationFromHfConfig reads).
nlohmann::ordered_json quantisationToHfConfig(const Quantisation &q);

// The bundled model presets (resources/presets/models.json).
class PresetLibrary {
public:
    static const PresetLibrary &bundled();
    static Expected<PresetLibrary> fromJsonText(const QByteArray &text);

    const QList<ModelSpec> &models() const { return m_models; }
    const ModelSpec *find(const QString &id) const;
    // Whether `m` matches a search as people type it ("qwen3 30b", "deepseek r1", "gpt oss"): every
    // word of the query, hyphens and underscores read as spaces, appears in the preset's name, id,
    // Hugging Face repository or model type.
    static bool matches(const ModelSpec &m, const QString &query);
    QList<const ModelSpec *> search(const QString &query) const;
    // The presets within 10% of a parameter count, closest first, at most `limit`: what a user who
    // typed "70B" most likely means (Llama 3.3 70B, Qwen2.5 72B) instead of a generic shape.
    QList<const ModelSpec *> ofSize(qint64 params, int limit = 6) const;

private:
    QList<ModelSpec> m_models;
};

// The scenario a new user starts from, in the GUI and on the command line alike: QLoRA
// fine-tuning of Qwen2-7B with gradient checkpointing, as PEFT's examples run it.
Scenario defaultScenario();

} // namespace ga
