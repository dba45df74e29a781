#include "ui/scenarioform.h"
#include "data/hfconfig.h"
#include "data/presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace ga {

namespace {

template<typename E>
void fillCombo(QComboBox *combo, const QStringList &ids, QString (*name)(E), std::optional<E> (*parse)(const QString &))
{
    for (const QString &id : ids)
        combo->addItem(name(*parse(id)), id);
}

void selectData(QComboBox *combo, const QVariant &value)
{
    const int i = combo->findData(value);
    combo->setCurrentIndex(i >= 0 ? i : 0);
}

// Spin boxes take their ranges from the scenario's table of fields (shown at `scale`: headroom in
// per cent, tokens in billions), so the form accepts exactly what a saved file or a flag may say.
QDoubleSpinBox *doubleSpin(const char *key, double scale, int decimals, const QString &suffix, double step = 1.0)
{
    const ScenarioField *f = scenarioField(QString::fromLatin1(key));
    Q_ASSERT(f);
    auto *s = new QDoubleSpinBox;
    const double smallest = std::pow(10.0, -decimals);
    s->setRange(f->min * scale + (f->minExclusive ? smallest : 0.0), f->max * scale);
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    s->setGroupSeparatorShown(true);
    return s;
}

QSpinBox *intSpin(const char *key, int step = 1)
{
    const ScenarioField *f = scenarioField(QString::fromLatin1(key));
    Q_ASSERT(f);
    auto *s = new QSpinBox;
    s->setRange(int(f->min), int(f->max));
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    s->setGroupSeparatorShown(true);
    return s;
}

} // namespace

ScenarioForm::ScenarioForm(QWidget *parent)
    : QWidget(parent)
{
    setAcceptDrops(true);
    setObjectName(QStringLiteral("scenarioForm"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("formError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #c62828; font-weight: 600; }"));
    m_error->hide();

    buildModelPicker();
    buildKnobs();
    buildUsage();
    layout->addStretch(1);
    setStyleSheet(QStringLiteral("*[invalid=\"true\"] { border: 2px solid #d32f2f; border-radius: 3px; }"));

    setScenario(defaultScenario());
}

void ScenarioForm::buildModelPicker()
{
    auto *row = new QHBoxLayout;
    m_modelCombo = new QComboBox(this);
    m_modelCombo->setObjectName(QStringLiteral("modelCombo"));
    m_modelCombo->setEditable(true);
    m_modelCombo->setInsertPolicy(QComboBox::NoInsert);
    m_modelCombo->setMaxVisibleItems(20);
    m_modelCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_modelCombo->setMinimumContentsLength(18);
    m_modelCombo->setToolTip(tr("Type to search the presets, or type a parameter count such as 7B or 350M "
                                "(the shape is then inferred). Drop a config.json here to use its exact architecture."));
    for (const ModelSpec &m : PresetLibrary::bundled().models())
        m_modelCombo->addItem(tr("%1 (%2)").arg(m.name, formatParams(m.params)), m.id);
    auto *completer = new QCompleter(m_modelCombo->model(), m_modelCombo);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    m_modelCombo->setCompleter(completer);
    m_modelCombo->lineEdit()->setPlaceholderText(tr("Search models or type 7B"));
    connect(m_modelCombo, &QComboBox::activated, this, [this] { modelTextCommitted(); });
    connect(m_modelCombo->lineEdit(), &QLineEdit::editingFinished, this, [this] { modelTextCommitted(); });

    m_openConfig = new QToolButton(this);
    m_openConfig->setObjectName(QStringLiteral("openConfigButton"));
    m_openConfig->setText(tr("config.json…", "open a Hugging Face config file"));
    m_openConfig->setToolTip(tr("Open a Hugging Face config.json (Ctrl+Shift+O)"));
    connect(m_openConfig, &QToolButton::clicked, this, &ScenarioForm::openConfigDialog);
    row->addWidget(m_modelCombo, 1);
    row->addWidget(m_openConfig);

    m_modelSummary = new QLabel(this);
    m_modelSummary->setObjectName(QStringLiteral("modelSummary"));
    m_modelSummary->setWordWrap(true);
    m_modelSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont small = m_modelSummary->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_modelSummary->setFont(small);

    auto *box = static_cast<QVBoxLayout *>(layout());
    auto *title = new QLabel(tr("<b>Model</b>"), this);
    box->addWidget(title);
    box->addLayout(row);
    box->addWidget(m_modelSummary);
    box->addWidget(m_error);
    m_fieldWidgets.insert(QStringLiteral("model"), m_modelCombo);
    m_fieldWidgets.insert(QStringLiteral("params"), m_modelCombo);
    m_fieldWidgets.insert(QStringLiteral("config"), m_modelCombo);
}

void ScenarioForm::buildKnobs()
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    int row = 0;
    const auto add = [&](const QString &label, QWidget *w, const char *field, int column) {
        auto *l = new QLabel(label, this);
        l->setBuddy(w);
        grid->addWidget(l, row, column * 2);
        grid->addWidget(w, row, column * 2 + 1);
        if (field)
            m_fieldWidgets.insert(QString::fromLatin1(field), w);
        if (column == 1)
            ++row;
    };

    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("methodCombo"));
    fillCombo(m_method, methodIds(), displayName, methodFromId);
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    fillCombo(m_precision, precisionIds(), displayName, precisionFromId);
    m_precision->setToolTip(tr("Weight and compute precision. For QLoRA the base is NF4 and this is the compute dtype."));
    m_optimizer = new QComboBox(this);
    m_optimizer->setObjectName(QStringLiteral("optimizerCombo"));
    fillCombo(m_optimizer, optimizerIds(), displayName, optimizerFromId);
    m_master = new QComboBox(this);
    m_master->setObjectName(QStringLiteral("masterCombo"));
    m_master->addItem(tr("FP32 (mixed)", "master weights"), QStringLiteral("fp32"));
    m_master->addItem(tr("None (pure)", "master weights"), QStringLiteral("none"));
    m_master->setToolTip(tr("Mixed precision keeps an FP32 master copy of the weights in the optimizer (ZeRO paper: 2+2+12 B/param); "
                            "pure low precision keeps optimizer states in the weight dtype."));
    m_batch = intSpin("batch");
    m_batch->setObjectName(QStringLiteral("batchSpin"));
    m_batch->setToolTip(tr("Micro-batch per GPU (sequences per forward pass)."));
    m_seq = intSpin("seq", 256);
    m_seq->setObjectName(QStringLiteral("seqSpin"));
    m_seq->setSuffix(tr(" tok", "tokens"));
    m_gradAccum = intSpin("grad_accum");
    m_gradAccum->setObjectName(QStringLiteral("gradAccumSpin"));
    m_gradAccum->setToolTip(tr("Gradient accumulation: micro-batches per optimizer step. Memory is unchanged; gradients cross the "
                               "network once per step instead of once per micro-batch (ZeRO-0/1), so scaling improves."));
    m_prompt = intSpin("prompt");
    m_prompt->setObjectName(QStringLiteral("promptSpin"));
    m_prompt->setSpecialValueText(tr("whole seq", "prompt length: the whole sequence"));
    m_prompt->setSuffix(tr(" tok", "tokens"));
    m_prompt->setToolTip(tr("Inference: prompt tokens processed at once (prefill); the rest of the sequence is generated."));
    m_loraRank = intSpin("lora_rank");
    m_loraRank->setObjectName(QStringLiteral("loraRankSpin"));
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargetsCombo"));
    fillCombo(m_loraTargets, loraTargetsIds(), displayName, loraTargetsFromId);
    m_gpus = intSpin("gpus");
    m_gpus->setObjectName(QStringLiteral("gpusSpin"));
    m_gpus->setToolTip(tr("Data-parallel GPUs for training; tensor-parallel GPUs for inference."));
    m_zero = new QComboBox(this);
    m_zero->setObjectName(QStringLiteral("zeroCombo"));
    m_zero->addItem(tr("0 (DDP)", "ZeRO stage"), 0);
    m_zero->addItem(tr("1 (optimizer)", "ZeRO stage"), 1);
    m_zero->addItem(tr("2 (+gradients)", "ZeRO stage"), 2);
    m_zero->addItem(tr("3 (+parameters)", "ZeRO stage"), 3);
    m_offload = new QComboBox(this);
    m_offload->setObjectName(QStringLiteral("offloadCombo"));
    fillCombo(m_offload, offloadIds(), displayName, offloadFromId);
    m_headroom = doubleSpin("headroom", 100, 0, tr(" %"), 5);
    m_headroom->setObjectName(QStringLiteral("headroomSpin"));
    m_headroom->setToolTip(tr("Safety margin on top of the estimate; 20% is the usual rule."));
    m_checkpointing = new QCheckBox(tr("Gradient checkpointing"), this);
    m_checkpointing->setObjectName(QStringLiteral("checkpointingCheck"));
    m_flash = new QCheckBox(tr("FlashAttention"), this);
    m_flash->setObjectName(QStringLiteral("flashCheck"));
    m_flash->setToolTip(tr("FlashAttention / memory-efficient attention keeps no s×s score matrix."));

    add(tr("&Method"), m_method, "method", 0);
    add(tr("&Precision"), m_precision, "precision", 1);
    add(tr("Op&timizer"), m_optimizer, "optimizer", 0);
    add(tr("Master"), m_master, "master_weights", 1);
    add(tr("&Batch"), m_batch, "batch", 0);
    add(tr("&Seq"), m_seq, "seq", 1);
    add(tr("LoRA &rank"), m_loraRank, "lora_rank", 0);
    add(tr("Targets"), m_loraTargets, "lora_targets", 1);
    add(tr("&GPUs"), m_gpus, "gpus", 0);
    add(tr("&ZeRO"), m_zero, "zero", 1);
    add(tr("Offload"), m_offload, "offload", 0);
    add(tr("Accum", "gradient accumulation steps"), m_gradAccum, "grad_accum", 1);
    add(tr("&Headroom"), m_headroom, "headroom", 0);
    add(tr("Prompt"), m_prompt, "prompt", 1);
    grid->addWidget(m_checkpointing, row, 0, 1, 2);
    grid->addWidget(m_flash, row, 2, 1, 2);
    m_fieldWidgets.insert(QStringLiteral("grad_checkpointing"), m_checkpointing);
    m_fieldWidgets.insert(QStringLiteral("flash_attention"), m_flash);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    for (QSpinBox *s : {m_batch, m_seq, m_loraRank, m_gpus, m_gradAccum, m_prompt})
        s->setMinimumWidth(60);

    auto *box = static_cast<QVBoxLayout *>(layout());
    box->addWidget(new QLabel(tr("<b>Job</b>"), this));
    box->addLayout(grid);

    for (QComboBox *c : {m_method, m_precision, m_optimizer, m_master, m_loraTargets, m_zero, m_offload}) {
        // Narrow combos keep the form to a laptop's side column; the popup shows full names.
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
        connect(c, &QComboBox::currentIndexChanged, this, [this] { edited(); });
    }
    for (QSpinBox *s : {m_batch, m_seq, m_loraRank, m_gpus, m_gradAccum, m_prompt})
        connect(s, &QSpinBox::valueChanged, this, [this] { edited(); });
    connect(m_headroom, &QDoubleSpinBox::valueChanged, this, [this] { edited(); });
    for (QCheckBox *c : {m_checkpointing, m_flash})
        connect(c, &QCheckBox::toggled, this, [this] { edited(); });
}

void ScenarioForm::buildUsage()
{
    m_usageToggle = new QToolButton(this);
    m_usageToggle->setObjectName(QStringLiteral("usageToggle"));
    m_usageToggle->setText(tr("Usage and billing assumptions"));
    m_usageToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_usageToggle->setArrowType(Qt::RightArrow);
    m_usageToggle->setCheckable(true);
    m_usageToggle->setAutoRaise(true);
    m_usageBox = new QWidget(this);
    m_usageBox->setObjectName(QStringLiteral("usageBox"));
    m_usageBox->hide();
    connect(m_usageToggle, &QToolButton::toggled, this, [this](bool open) {
        m_usageBox->setVisible(open);
        m_usageToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });

    auto *grid = new QGridLayout(m_usageBox);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    int row = 0, column = 0;
    const auto add = [&](const QString &label, QWidget *w, const char *field, const QString &tip) {
        auto *l = new QLabel(label, m_usageBox);
        l->setBuddy(w);
        w->setToolTip(tip);
        grid->addWidget(l, row, column * 2);
        grid->addWidget(w, row, column * 2 + 1);
        m_fieldWidgets.insert(QString::fromLatin1(field), w);
        if (++column == 2) {
            column = 0;
            ++row;
        }
    };
    m_billing = new QComboBox(m_usageBox);
    m_billing->setObjectName(QStringLiteral("billingCombo"));
    fillCombo(m_billing, billingIds(), displayName, billingFromId);
    m_dataSource = new QComboBox(m_usageBox);
    m_dataSource->setObjectName(QStringLiteral("dataSourceCombo"));
    fillCombo(m_dataSource, dataSourceIds(), displayName, dataSourceFromId);
    m_hoursPerDay = doubleSpin("usage.hours_per_day", 1, 1, tr(" h/day"), 1);
    m_daysPerYear = doubleSpin("usage.days_per_year", 1, 0, tr(" days"), 1);
    m_datasetTokens = doubleSpin("usage.dataset_tokens", 1e-9, 3, tr(" B tok", "billions of tokens"), 0.1);
    m_epochs = doubleSpin("usage.epochs", 1, 1, QString(), 1);
    m_datasetGb = doubleSpin("usage.dataset_gb", 1, 0, tr(" GB"), 10);
    m_diskGb = doubleSpin("usage.disk_gb", 1, 0, tr(" GB"), 50);
    m_diskClass = new QComboBox(m_usageBox);
    m_diskClass->setObjectName(QStringLiteral("diskClassCombo"));
    m_diskClass->addItem(tr("provider default"), QString());
    m_checkpointGb = doubleSpin("usage.checkpoint_gb", 1, 1, tr(" GB"), 1);
    m_checkpointGb->setSpecialValueText(tr("auto (weights)"));
    m_checkpointsKept = doubleSpin("usage.checkpoints_kept", 1, 0, QString(), 1);
    m_egress = doubleSpin("usage.egress_gb_per_day", 1, 1, tr(" GB/day"), 1);
    m_gets = doubleSpin("usage.get_requests_per_day", 1, 0, tr(" /day"), 10000);
    m_mfu = doubleSpin("usage.mfu", 1, 2, QString(), 0.05);
    m_mfu->setSpecialValueText(tr("by GPU", "MFU: the published figure for each GPU generation"));

    add(tr("Billing"), m_billing, "usage.billing", tr("Pay-as-you-go and spot are charged per hour used; subscriptions for the whole period."));
    add(tr("Data from"), m_dataSource, "usage.data_source", tr("Where the training data is read from."));
    add(tr("Hours"), m_hoursPerDay, "usage.hours_per_day", tr("GPU hours used per day (pay-as-you-go and spot)."));
    add(tr("Days"), m_daysPerYear, "usage.days_per_year", tr("Days of use per year."));
    add(tr("Tokens"), m_datasetTokens, "usage.dataset_tokens", tr("Training tokens per epoch, in billions (run time and cost)."));
    add(tr("Epochs"), m_epochs, "usage.epochs", tr("Passes over the data per run."));
    add(tr("Dataset"), m_datasetGb, "usage.dataset_gb", tr("Dataset kept in object storage."));
    add(tr("Disk"), m_diskGb, "usage.disk_gb", tr("Cloud disk attached to each instance."));
    add(tr("Disk class"), m_diskClass, "usage.disk_class", tr("Cloud disk class; providers that do not offer it are priced with their default class."));
    add(tr("Checkpoint"), m_checkpointGb, "usage.checkpoint_gb", tr("Size of one checkpoint; auto = the trained weights in 16-bit."));
    add(tr("Kept"), m_checkpointsKept, "usage.checkpoints_kept", tr("Checkpoints kept in object storage."));
    add(tr("Egress"), m_egress, "usage.egress_gb_per_day", tr("Internet egress: weights, logs, UI traffic."));
    add(tr("GETs"), m_gets, "usage.get_requests_per_day", tr("Object storage GET requests per day."));
    add(tr("MFU"), m_mfu, "usage.mfu", tr("Model FLOPs utilisation for run time. \"by GPU\" uses the published figure for each GPU "
                                          "generation (Pascal to Blackwell; hover a run time for its source); set a number to use it for "
                                          "every GPU."));
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    auto *box = static_cast<QVBoxLayout *>(layout());
    box->addWidget(m_usageToggle);
    box->addWidget(m_usageBox);

    for (QComboBox *c : {m_billing, m_dataSource, m_diskClass}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
        connect(c, &QComboBox::currentIndexChanged, this, [this] { edited(); });
    }
    for (QDoubleSpinBox *s : {m_hoursPerDay, m_daysPerYear, m_datasetTokens, m_epochs, m_datasetGb, m_diskGb, m_checkpointGb,
                              m_checkpointsKept, m_egress, m_gets, m_mfu})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this] { edited(); });
}

void ScenarioForm::setDiskClasses(const QList<std::pair<QString, QString>> &classes)
{
    m_filling = true;
    const QString current = m_diskClass->currentData().toString();
    while (m_diskClass->count() > 1)
        m_diskClass->removeItem(1);
    for (const auto &[id, name] : classes)
        m_diskClass->addItem(name, id);
    selectData(m_diskClass, current);
    m_filling = false;
}

void ScenarioForm::setScenario(const Scenario &s)
{
    m_filling = true;
    m_model = s.model;
    if (s.model.origin == ModelOrigin::Preset) {
        selectData(m_modelCombo, s.model.id);
    } else {
        m_modelCombo->setEditText(s.model.origin == ModelOrigin::Params ? s.model.id : s.model.name);
    }
    selectData(m_method, toId(s.method));
    selectData(m_precision, toId(s.precision));
    selectData(m_optimizer, toId(s.optimizer));
    selectData(m_master, toId(s.masterWeights));
    m_batch->setValue(s.batch);
    m_gradAccum->setValue(s.gradAccum);
    m_prompt->setValue(s.prompt);
    m_seq->setValue(s.seq);
    m_checkpointing->setChecked(s.gradCheckpointing);
    m_flash->setChecked(s.flashAttention);
    m_loraRank->setValue(s.loraRank);
    selectData(m_loraTargets, toId(s.loraTargets));
    m_gpus->setValue(s.gpus);
    selectData(m_zero, s.zero);
    selectData(m_offload, toId(s.offload));
    m_headroom->setValue(s.headroom * 100.0);
    const Usage &u = s.usage;
    selectData(m_billing, toId(u.billing));
    selectData(m_dataSource, toId(u.dataSource));
    m_hoursPerDay->setValue(u.hoursPerDay);
    m_daysPerYear->setValue(u.daysPerYear);
    m_datasetTokens->setValue(u.datasetTokens / 1e9);
    m_epochs->setValue(u.epochs);
    m_datasetGb->setValue(u.datasetGb);
    m_diskGb->setValue(u.diskGb);
    if (m_diskClass->findData(u.diskClass) < 0 && !u.diskClass.isEmpty())
        m_diskClass->addItem(u.diskClass, u.diskClass);
    selectData(m_diskClass, u.diskClass);
    m_checkpointGb->setValue(u.checkpointGb);
    m_checkpointsKept->setValue(u.checkpointsKept);
    m_egress->setValue(u.egressGbPerDay);
    m_gets->setValue(u.getRequestsPerDay);
    m_mfu->setValue(u.mfu);
    m_filling = false;
    updateEnabledState();
    updateModelSummary();
}

Scenario ScenarioForm::scenario() const
{
    Scenario s;
    s.model = m_model;
    s.method = *methodFromId(m_method->currentData().toString());
    s.precision = *precisionFromId(m_precision->currentData().toString());
    s.optimizer = *optimizerFromId(m_optimizer->currentData().toString());
    s.masterWeights = *masterWeightsFromId(m_master->currentData().toString());
    s.batch = m_batch->value();
    s.gradAccum = m_gradAccum->isEnabled() ? m_gradAccum->value() : 1;
    s.prompt = m_prompt->isEnabled() ? m_prompt->value() : 0;
    s.seq = m_seq->value();
    s.gradCheckpointing = m_checkpointing->isChecked();
    s.flashAttention = m_flash->isChecked();
    s.loraRank = m_loraRank->value();
    s.loraTargets = *loraTargetsFromId(m_loraTargets->currentData().toString());
    s.gpus = m_gpus->value();
    // A field that does not apply (disabled) never carries a value, so it can never carry an error.
    s.zero = m_zero->isEnabled() ? m_zero->currentData().toInt() : 0;
    s.offload = m_offload->isEnabled() ? *offloadFromId(m_offload->currentData().toString()) : Offload::None;
    s.headroom = m_headroom->value() / 100.0;
    Usage &u = s.usage;
    u.billing = *billingFromId(m_billing->currentData().toString());
    u.dataSource = *dataSourceFromId(m_dataSource->currentData().toString());
    u.hoursPerDay = m_hoursPerDay->value();
    u.daysPerYear = m_daysPerYear->value();
    u.datasetTokens = m_datasetTokens->value() * 1e9;
    u.epochs = m_epochs->value();
    u.datasetGb = m_datasetGb->value();
    u.diskGb = m_diskGb->value();
    u.diskClass = m_diskClass->currentData().toString();
    u.checkpointGb = m_checkpointGb->value();
    u.checkpointsKept = m_checkpointsKept->value();
    u.egressGbPerDay = m_egress->value();
    u.getRequestsPerDay = m_gets->value();
    u.mfu = m_mfu->value();
    return s;
}

void ScenarioForm::modelTextCommitted()
{
    const QString text = m_modelCombo->currentText().trimmed();
    const int index = m_modelCombo->findText(text, Qt::MatchFixedString);
    const QString id = index >= 0 ? m_modelCombo->itemData(index).toString() : QString();
    ModelSpec chosen;
    if (const ModelSpec *preset = PresetLibrary::bundled().find(id.isEmpty() ? text.toLower() : id)) {
        chosen = *preset;
        if (m_modelCombo->currentIndex() != m_modelCombo->findData(preset->id)) {
            QSignalBlocker block(m_modelCombo);
            selectData(m_modelCombo, preset->id);
        }
    } else if (m_model.origin == ModelOrigin::Config && text == m_model.name) {
        return; // the loaded config is still the model
    } else {
        const auto p = parseParamCount(text);
        if (const auto *e = std::get_if<FieldError>(&p)) {
            markField(QStringLiteral("model"), tr("'%1' is neither a preset nor a parameter count (%2)").arg(text, e->reason));
            return;
        }
        chosen = modelFromParamCount(std::get<qint64>(p), text);
    }
    if (chosen.id == m_model.id && chosen.origin == m_model.origin)
        return;
    m_model = chosen;
    updateModelSummary();
    edited();
}

bool ScenarioForm::loadConfigFile(const QString &path)
{
    const auto m = modelFromConfigFile(path);
    if (const auto *e = std::get_if<FieldError>(&m)) {
        markField(QStringLiteral("config"), e->message());
        return false;
    }
    m_model = std::get<ModelSpec>(m);
    {
        QSignalBlocker block(m_modelCombo);
        m_modelCombo->setEditText(m_model.name);
    }
    updateModelSummary();
    edited();
    return true;
}

void ScenarioForm::openConfigDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Hugging Face config.json"), QString(),
                                                      tr("Model config (config.json *.json);;All files (*)"));
    if (!path.isEmpty())
        loadConfigFile(path);
}

void ScenarioForm::dragEnterEvent(QDragEnterEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.constFirst().isLocalFile() && urls.constFirst().toLocalFile().endsWith(QLatin1String(".json")))
        event->acceptProposedAction();
}

void ScenarioForm::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.constFirst().isLocalFile()) {
        loadConfigFile(urls.constFirst().toLocalFile());
        event->acceptProposedAction();
    }
}

void ScenarioForm::edited()
{
    if (m_filling)
        return;
    updateEnabledState();
    Q_EMIT scenarioEdited(scenario());
}

void ScenarioForm::updateEnabledState()
{
    const auto method = methodFromId(m_method->currentData().toString()).value_or(Method::Full);
    const bool training = method != Method::Inference;
    const bool adapter = method == Method::Lora || method == Method::Qlora;
    for (QWidget *w : std::initializer_list<QWidget *>{m_optimizer, m_master, m_zero, m_offload, m_checkpointing, m_gradAccum})
        w->setEnabled(training);
    m_loraRank->setEnabled(adapter);
    m_loraTargets->setEnabled(adapter);
    m_prompt->setEnabled(!training);
}

void ScenarioForm::updateModelSummary()
{
    const ModelSpec &m = m_model;
    const Architecture &a = m.arch;
    QString text = tr("%1 params · %2 layers · hidden %3 · heads %4/%5 KV · vocab %6")
                       .arg(formatParams(m.params))
                       .arg(a.layers)
                       .arg(a.hidden)
                       .arg(a.heads)
                       .arg(a.kvHeads)
                       .arg(QLocale().toString(a.vocab));
    if (a.isMoe())
        text += tr(" · MoE %1 experts, top-%2").arg(a.experts).arg(a.expertsPerToken);
    if (m.inferred)
        text += tr(" · shape inferred from the parameter count");
    else if (m.origin == ModelOrigin::Config)
        text += tr(" · from %1").arg(QFileInfo(m.configPath).fileName());
    m_modelSummary->setText(text);
    m_modelSummary->setToolTip(m.source.isEmpty() ? QString() : tr("Source: %1").arg(m.source));
}

QWidget *ScenarioForm::widgetForField(const QString &field) const
{
    return m_fieldWidgets.value(field, nullptr);
}

void ScenarioForm::markField(const QString &field, const QString &reason)
{
    showError(FieldError{field, reason});
}

void ScenarioForm::showError(const std::optional<FieldError> &error)
{
    if (m_marked) {
        m_marked->setProperty("invalid", false);
        m_marked->setToolTip(m_marked->property("normalToolTip").toString());
        m_marked->style()->unpolish(m_marked);
        m_marked->style()->polish(m_marked);
        m_marked = nullptr;
    }
    if (!error) {
        m_error->hide();
        return;
    }
    m_error->setText(tr("⚠ %1 — showing the last valid result.").arg(error->message()));
    m_error->show();
    if (QWidget *w = widgetForField(error->field)) {
        if (!w->property("normalToolTip").isValid())
            w->setProperty("normalToolTip", w->toolTip());
        w->setProperty("invalid", true);
        w->setToolTip(error->reason);
        w->style()->unpolish(w);
        w->style()->polish(w);
        m_marked = w;
        if (w->parentWidget() == m_usageBox && !m_usageToggle->isChecked())
            m_usageToggle->setChecked(true);
    }
}

} // namespace ga
