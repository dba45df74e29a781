#pragma once

#include "core/scenario.h"

#include <QHash>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSpinBox;
class QToolButton;

namespace ga {

// The scenario editor: model, method, precision, training knobs, GPUs and the usage assumptions.
// Every edit emits scenarioEdited() at once; the window decides whether it is valid. A rejected
// scenario is marked at its field (showError) while the last valid result stays on screen.
class ScenarioForm final : public QWidget {
    Q_OBJECT

public:
    explicit ScenarioForm(QWidget *parent = nullptr);

    void setScenario(const Scenario &s); // fills the widgets without emitting
    Scenario scenario() const;           // what the widgets say now (may be invalid)
    void showError(const std::optional<FieldError> &error);
    bool loadConfigFile(const QString &path);
    // Disk classes offered by the catalog (id, display name), after "provider default".
    void setDiskClasses(const QList<std::pair<QString, QString>> &classes);
    // The widget that edits a scenario field (JSON key; "model", "params" and "config" name the
    // model picker), or nullptr.
    QWidget *widgetForField(const QString &field) const;

public Q_SLOTS:
    void openConfigDialog();

Q_SIGNALS:
    void scenarioEdited(const ga::Scenario &s);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildModelPicker();
    void buildKnobs();
    void buildUsage();
    void buildImages();
    void buildServing();
    // A spin box for a Number field, showing it times 10^shift (headroom in per cent: 2).
    QDoubleSpinBox *doubleSpin(const char *key, int shift, int decimals, const QString &suffix, double step = 1.0);
    // Where a field sits in its two-column grid: in the next half row, or across a whole row for a
    // choice whose names would be cut short in half of a laptop's side column.
    enum class Place { Half, Row };
    // Puts a field's label and widget in the next cell of a two-column grid and binds it (bindField).
    void addField(QGridLayout *grid, int &cell, const QString &label, QWidget *w, const char *key, const QString &moreHelp = {},
                  Place place = Place::Half);
    // Puts a field in the place of `otherKey`'s, for two fields that never apply together (the
    // framework of a job, the engine of inference): the one that applies is shown.
    void addInstead(QGridLayout *grid, const char *otherKey, const QString &label, QWidget *w, const char *key,
                    const QString &moreHelp = {});
    // Registers the widget of a table field; its tooltip is the table's help, then `moreHelp`.
    void bindField(QWidget *w, const char *key, const QString &moreHelp = {});
    QVariant fieldValue(const ScenarioField &f) const;
    void setFieldValue(const ScenarioField &f, const QVariant &v);
    void modelTextCommitted();
    void edited();
    void updateEnabledState();
    void updateModelSummary();
    void useCheckpointPrecision();
    void markField(const QString &field, const QString &reason);

    ModelSpec m_model;
    bool m_filling = false;

    QComboBox *m_modelCombo = nullptr;
    QToolButton *m_openConfig = nullptr;
    QLabel *m_modelSummary = nullptr;
    QLabel *m_error = nullptr;

    QComboBox *m_method = nullptr;
    QComboBox *m_precision = nullptr;
    QComboBox *m_optimizer = nullptr;
    QComboBox *m_master = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_gradAccum = nullptr;
    QSpinBox *m_prompt = nullptr;
    QSpinBox *m_seq = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QCheckBox *m_flash = nullptr;
    QCheckBox *m_liger = nullptr;
    QCheckBox *m_packing = nullptr;
    QComboBox *m_stack = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QComboBox *m_loraTargets = nullptr;
    QSpinBox *m_gpus = nullptr;
    QComboBox *m_zero = nullptr;
    QComboBox *m_offload = nullptr;
    QDoubleSpinBox *m_headroom = nullptr;
    QComboBox *m_engine = nullptr;

    QWidget *m_imagesBox = nullptr; // shown for a model with a vision tower only
    QSpinBox *m_images = nullptr;
    QSpinBox *m_imageSize = nullptr;

    QWidget *m_servingBox = nullptr; // shown for a serving engine only
    QDoubleSpinBox *m_gpuMemoryUtilization = nullptr;
    QSpinBox *m_maxModelLen = nullptr;
    QComboBox *m_kvCacheDtype = nullptr;
    QSpinBox *m_maxNumSeqs = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QSpinBox *m_inputTokens = nullptr;
    QSpinBox *m_outputTokens = nullptr;
    QDoubleSpinBox *m_ttftMs = nullptr;
    QDoubleSpinBox *m_tpotMs = nullptr;
    QComboBox *m_gguf = nullptr;
    QSpinBox *m_gpuLayers = nullptr;
    QCheckBox *m_expertParallel = nullptr;
    QCheckBox *m_dpAttention = nullptr;
    QComboBox *m_all2all = nullptr;
    QCheckBox *m_mtpDraft = nullptr;

    QToolButton *m_usageToggle = nullptr;
    QWidget *m_usageBox = nullptr;
    QComboBox *m_billing = nullptr;
    QComboBox *m_dataSource = nullptr;
    QComboBox *m_storageClass = nullptr;
    QComboBox *m_egressBilling = nullptr;
    QDoubleSpinBox *m_hoursPerDay = nullptr;
    QDoubleSpinBox *m_daysPerYear = nullptr;
    QDoubleSpinBox *m_datasetTokens = nullptr; // billions
    QDoubleSpinBox *m_epochs = nullptr;
    QDoubleSpinBox *m_datasetGb = nullptr;
    QDoubleSpinBox *m_diskGb = nullptr;
    QComboBox *m_diskClass = nullptr;
    QDoubleSpinBox *m_checkpointGb = nullptr;
    QDoubleSpinBox *m_checkpointsKept = nullptr;
    QDoubleSpinBox *m_egress = nullptr;
    QDoubleSpinBox *m_bandwidth = nullptr;
    QDoubleSpinBox *m_gets = nullptr;
    QDoubleSpinBox *m_mfu = nullptr;

    QHash<QString, QWidget *> m_fieldWidgets;          // JSON key -> widget: values, enabled state, error marks
    QHash<QString, QLabel *> m_fieldLabels;            // JSON key -> its label in the grid
    QList<std::pair<QString, QString>> m_sharedPlaces; // fields that share a place: the first, the one instead of it
    QHash<QString, int> m_displayShift;                // JSON key -> power of ten its spin box shows it at (default 0)
    QWidget *m_marked = nullptr;
};

} // namespace ga
