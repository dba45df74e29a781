#include "ui/scenarioform.h"
#include "data/hfconfig.h"
#include "data/presets.h"
#include "data/stackaccuracy.h"

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
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>

#include <cmath>

namespace ga {

namespace {

template<typename E>
void fillCombo(QComboBox *combo, const QStringList &ids, QString (*name)(E), std::optional<E> (*parse)(const QString &))
{
    for (const QString &id : ids)
        combo->addItem(name(*parse(id)), id);
}

// The completer's view of the presets: the rows PresetLibrary::matches keeps for what is typed.
class PresetSearchProxy final : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setQuery(const QString &query)
    {
        m_query = query;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const ModelSpec *m = PresetLibrary::bundled().find(sourceModel()->index(row, 0, parent).data(Qt::UserRole).toString());
        return m && PresetLibrary::matches(*m, m_query);
    }

private:
    QString m_query;
};

void selectData(QComboBox *combo, const QVariant &value)
{
    const int i = combo->findData(value);
    combo->setCurrentIndex(i >= 0 ? i : 0);
}

// A value as a spin box shows it: times 10^shift (headroom in per cent: 2; tokens in billions: -9).
// Multiplying or dividing by an exact power of ten keeps a value that round-trips the form exact.
double toDisplay(double value, int shift)
{
    const double p = std::pow(10.0, std::abs(shift));
    return shift >= 0 ? value * p : value / p;
}

double fromDisplay(double shown, int shift)
{
    const double p = std::pow(10.0, std::abs(shift));
    return shift >= 0 ? shown / p : shown * p;
}

const ScenarioField &field(const char *key)
{
    const ScenarioField *f = scenarioField(QString::fromLatin1(key));
    Q_ASSERT(f);
    return *f;
}

// Spin boxes take their ranges from the scenario's table of fields, so the form accepts exactly
// what a saved file or a flag may say.
QSpinBox *intSpin(const char *key, int step = 1)
{
    const ScenarioField &f = field(key);
    auto *s = new QSpinBox;
    s->setRange(int(f.min), int(f.max));
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    s->setGroupSeparatorShown(true);
    return s;
}

// A spin box sizes itself for the widest value of its range (10^12 GB of dataset), which would
// widen the form past a laptop's dock; it is sized for `typical` instead and still takes any value.
void sizeForTypical(QDoubleSpinBox *s, const QString &typical)
{
    const QFontMetrics fm = s->fontMetrics();
    const int chrome = s->minimumSizeHint().width() - fm.horizontalAdvance(s->textFromValue(s->maximum()) + s->suffix());
    s->setMinimumWidth(std::max(0, chrome) + fm.horizontalAdvance(typical + s->suffix()));
    s->setSizePolicy(QSizePolicy::Ignored, s->sizePolicy().verticalPolicy());
}

// Narrow combos keep the form to a laptop's side column (1366 × 768); the open list shows the
// full names ("Object storage (S3/OSS/COS)").
void narrow(QComboBox *c)
{
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(5);
}

// The model summary's links to presets: "preset:" and the preset's id.
constexpr QLatin1StringView kPresetLink("preset:");

// The two-column grid of labelled fields a box of the form lays out (addField), flush with its edges.
QGridLayout *boxGrid(QWidget *box)
{
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    return grid;
}

} // namespace

ScenarioForm::ScenarioForm(QWidget *parent) : QWidget(parent)
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
    buildImages();
    buildKnobs();
    buildServing();
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
    // Search by words in any order, as people name models ("qwen3 30b", "deepseek r1").
    auto *search = new PresetSearchProxy(m_modelCombo);
    search->setSourceModel(m_modelCombo->model());
    auto *completer = new QCompleter(search, m_modelCombo);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_modelCombo->setCompleter(completer);
    connect(m_modelCombo->lineEdit(), &QLineEdit::textEdited, this, [search, completer](const QString &text) {
        search->setQuery(text);
        if (search->rowCount() > 0)
            completer->complete();
    });
    connect(completer, qOverload<const QModelIndex &>(&QCompleter::activated), this, [this, search](const QModelIndex &index) {
        const QString id = search->mapToSource(index).data(Qt::UserRole).toString();
        QSignalBlocker block(m_modelCombo);
        selectData(m_modelCombo, id);
        modelTextCommitted();
    });
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
    m_modelSummary->setTextFormat(Qt::RichText);
    m_modelSummary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_modelSummary, &QLabel::linkActivated, this, [this](const QString &link) {
        if (!link.startsWith(kPresetLink))
            return;
        selectData(m_modelCombo, link.mid(kPresetLink.size()));
        modelTextCommitted();
    });
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
    int cell = 0;

    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("methodCombo"));
    fillCombo(m_method, methodIds(), displayName, methodFromId);
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    fillCombo(m_precision, precisionIds(), displayName, precisionFromId);
    m_optimizer = new QComboBox(this);
    m_optimizer->setObjectName(QStringLiteral("optimizerCombo"));
    fillCombo(m_optimizer, optimizerIds(), displayName, optimizerFromId);
    m_master = new QComboBox(this);
    m_master->setObjectName(QStringLiteral("masterCombo"));
    // Short, so the field shows them whole beside its label; each item says what it means.
    m_master->addItem(tr("FP32", "master weights"), QStringLiteral("fp32"));
    m_master->setItemData(0,
                          tr("Mixed precision: an fp32 master copy of the weights (4 B per parameter) beside the 16-bit one the GPU "
                             "computes with"),
                          Qt::ToolTipRole);
    m_master->addItem(tr("None", "master weights"), QStringLiteral("none"));
    m_master->setItemData(1, tr("Pure low precision: the optimizer updates the 16-bit weights themselves, with no fp32 copy"),
                          Qt::ToolTipRole);
    m_batch = intSpin("batch");
    m_batch->setObjectName(QStringLiteral("batchSpin"));
    m_seq = intSpin("seq", 256);
    m_seq->setObjectName(QStringLiteral("seqSpin"));
    m_seq->setSuffix(tr(" tok", "tokens"));
    m_gradAccum = intSpin("grad_accum");
    m_gradAccum->setObjectName(QStringLiteral("gradAccumSpin"));
    m_prompt = intSpin("prompt");
    m_prompt->setObjectName(QStringLiteral("promptSpin"));
    m_prompt->setSpecialValueText(tr("whole seq", "prompt length: the whole sequence"));
    m_prompt->setSuffix(tr(" tok", "tokens"));
    m_loraRank = intSpin("lora_rank");
    m_loraRank->setObjectName(QStringLiteral("loraRankSpin"));
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargetsCombo"));
    fillCombo(m_loraTargets, loraTargetsIds(), displayName, loraTargetsFromId);
    m_gpus = intSpin("gpus");
    m_gpus->setObjectName(QStringLiteral("gpusSpin"));
    m_zero = new QComboBox(this);
    m_zero->setObjectName(QStringLiteral("zeroCombo"));
    m_zero->addItem(tr("0 (DDP)", "ZeRO stage"), 0);
    m_zero->addItem(tr("1 (optimizer)", "ZeRO stage"), 1);
    m_zero->addItem(tr("2 (+gradients)", "ZeRO stage"), 2);
    m_zero->addItem(tr("3 (+parameters)", "ZeRO stage"), 3);
    m_offload = new QComboBox(this);
    m_offload->setObjectName(QStringLiteral("offloadCombo"));
    fillCombo(m_offload, offloadIds(), displayName, offloadFromId);
    m_engine = new QComboBox(this);
    m_engine->setObjectName(QStringLiteral("engineCombo"));
    fillCombo(m_engine, engineIds(), displayName, engineFromId);
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("stackCombo"));
    fillCombo(m_stack, stackIds(), displayName, stackFromId);
    for (int i = 0; i < m_stack->count(); ++i)
        m_stack->setItemData(i, stackTooltip(*stackFromId(m_stack->itemData(i).toString()), false), Qt::ToolTipRole);
    m_liger = new QCheckBox(tr("Liger", "Liger kernels"), this);
    m_liger->setObjectName(QStringLiteral("ligerCheck"));
    m_packing = new QCheckBox(tr("Packing", "samples packed into full rows"), this);
    m_packing->setObjectName(QStringLiteral("packingCheck"));
    // Serving and training both place whole experts on the GPUs: the switch sits with the job's.
    m_expertParallel = new QCheckBox(tr("Expert parallelism", "MoE experts placed whole on the GPUs"), this);
    m_expertParallel->setObjectName(QStringLiteral("expertParallelCheck"));
    m_headroom = doubleSpin("headroom", 2, 0, tr(" %"), 5);
    m_headroom->setObjectName(QStringLiteral("headroomSpin"));
    m_checkpointing = new QCheckBox(tr("Checkpointing", "gradient checkpointing"), this);
    m_checkpointing->setObjectName(QStringLiteral("checkpointingCheck"));
    m_flash = new QCheckBox(tr("FlashAttention"), this);
    m_flash->setObjectName(QStringLiteral("flashCheck"));

    // Numbers and short choices two a row; a choice with long names across a whole row, so that the
    // form keeps to a laptop's side column with every name whole.
    addField(grid, cell, tr("&Method"), m_method, "method");
    addField(grid, cell, tr("&GPUs"), m_gpus, "gpus");
    addField(grid, cell, tr("Framewor&k", "training framework"), m_stack, "stack",
             tr("Each framework's entry lists what it changes and the code it is read from."), Place::Row);
    addInstead(grid, "stack", tr("E&ngine", "inference engine"), m_engine, "engine",
               tr("vLLM, SGLang and llama.cpp are modelled from their own code: the share of the GPU they take, the KV cache they "
                  "fit into it and the requests it holds."));
    addField(grid, cell, tr("&Precision"), m_precision, "precision", tr("For QLoRA the base is NF4."), Place::Row);
    addField(grid, cell, tr("Op&timizer"), m_optimizer, "optimizer", {}, Place::Row);
    addField(grid, cell, tr("&Headroom"), m_headroom, "headroom", tr("%1% is the usual rule.").arg(kDefaultHeadroom * 100.0));
    addField(grid, cell, tr("Master"), m_master, "master_weights",
             tr("Mixed precision keeps an FP32 master copy of the weights in the optimizer (ZeRO paper: 2+2+12 B/param); "
                "pure low precision keeps optimizer states in the weight dtype."));
    addField(grid, cell, tr("&Batch"), m_batch, "batch", tr("Sequences per forward pass."));
    addField(grid, cell, tr("&Seq"), m_seq, "seq");
    addField(grid, cell, tr("LoRA &rank"), m_loraRank, "lora_rank");
    addField(grid, cell, tr("Accum", "gradient accumulation steps"), m_gradAccum, "grad_accum",
             tr("Memory is unchanged; gradients cross the network once per step instead of once per micro-batch (ZeRO-0/1), "
                "so scaling improves."));
    addInstead(grid, "grad_accum", tr("Prompt"), m_prompt, "prompt", tr("This is the prefill; the rest of the sequence is generated."));
    addField(grid, cell, tr("Targets"), m_loraTargets, "lora_targets", {}, Place::Row);
    addField(grid, cell, tr("&ZeRO"), m_zero, "zero", {}, Place::Row);
    addField(grid, cell, tr("Offload"), m_offload, "offload", {}, Place::Row);
    // The switches share two rows, three a row, so that the form keeps to a laptop's side column.
    auto *switches = new QGridLayout;
    switches->setContentsMargins(0, 0, 0, 0);
    const std::array<QCheckBox *, 5> checks{m_checkpointing, m_flash, m_liger, m_packing, m_expertParallel};
    for (int i = 0; i < int(checks.size()); ++i)
        switches->addWidget(checks[i], i / 3, i % 3);
    switches->setColumnStretch(3, 1);
    grid->addLayout(switches, (cell + 1) / 2, 0, 1, 4);
    bindField(m_checkpointing, "grad_checkpointing");
    bindField(m_flash, "flash_attention", tr("It keeps no s×s score matrix."));
    bindField(m_liger, "liger", tr("Its fused linear cross-entropy never holds the whole logits (Liger-Kernel)."));
    bindField(m_packing, "packing");
    bindField(m_expertParallel, "expert_parallel");
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    for (QSpinBox *s : {m_batch, m_seq, m_loraRank, m_gpus, m_gradAccum, m_prompt})
        s->setMinimumWidth(60);

    auto *box = static_cast<QVBoxLayout *>(layout());
    box->addWidget(new QLabel(tr("<b>Job</b>"), this));
    box->addLayout(grid);

    // A new serving scenario is served by vLLM, the engine most users deploy with (the issue's
    // "vLLM for a new serving scenario"); transformers' generate() stays one choice away.
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling && m_method->currentData().toString() == toId(Method::Inference) &&
            m_engine->currentData().toString() == toId(Engine::Hf)) {
            QSignalBlocker block(m_engine);
            selectData(m_engine, toId(Engine::Vllm));
        }
    });
    for (QComboBox *c : {m_method, m_precision, m_optimizer, m_master, m_loraTargets, m_zero, m_offload, m_engine, m_stack}) {
        narrow(c);
        connect(c, &QComboBox::currentIndexChanged, this, [this] { edited(); });
    }
    for (QSpinBox *s : {m_batch, m_seq, m_loraRank, m_gpus, m_gradAccum, m_prompt})
        connect(s, &QSpinBox::valueChanged, this, [this] { edited(); });
    connect(m_headroom, &QDoubleSpinBox::valueChanged, this, [this] { edited(); });
    for (QCheckBox *c : {m_checkpointing, m_flash, m_liger, m_packing, m_expertParallel})
        connect(c, &QCheckBox::toggled, this, [this] { edited(); });
}

// The images a vision-language model sees take a row under the model, only for such a model.
void ScenarioForm::buildImages()
{
    m_imagesBox = new QWidget(this);
    m_imagesBox->setObjectName(QStringLiteral("imagesBox"));
    QGridLayout *grid = boxGrid(m_imagesBox);
    int cell = 0;
    m_images = intSpin("images");
    m_images->setObjectName(QStringLiteral("imagesSpin"));
    m_images->setSpecialValueText(tr("none", "no images per sample"));
    m_imageSize = intSpin("image_size", 128);
    m_imageSize->setObjectName(QStringLiteral("imageSizeSpin"));
    m_imageSize->setSuffix(tr(" px", "pixels"));
    addField(grid, cell, tr("&Images", "images per sample"), m_images, "images");
    addField(grid, cell, tr("Image size", "pixels a side"), m_imageSize, "image_size");
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    static_cast<QVBoxLayout *>(layout())->addWidget(m_imagesBox);
    for (QSpinBox *sp : {m_images, m_imageSize}) {
        sp->setMinimumWidth(60);
        connect(sp, &QSpinBox::valueChanged, this, [this] { edited(); });
    }
}

void ScenarioForm::buildServing()
{
    m_servingBox = new QWidget(this);
    m_servingBox->setObjectName(QStringLiteral("servingBox"));
    QGridLayout *grid = boxGrid(m_servingBox);
    int cell = 0;
    m_concurrency = intSpin("concurrency");
    m_concurrency->setObjectName(QStringLiteral("concurrencySpin"));
    m_inputTokens = intSpin("input_tokens", 256);
    m_inputTokens->setObjectName(QStringLiteral("inputTokensSpin"));
    m_inputTokens->setSuffix(tr(" tok", "tokens"));
    m_outputTokens = intSpin("output_tokens", 128);
    m_outputTokens->setObjectName(QStringLiteral("outputTokensSpin"));
    m_outputTokens->setSuffix(tr(" tok", "tokens"));
    m_ttftMs = doubleSpin("ttft_ms", 0, 0, tr(" ms"), 100);
    m_ttftMs->setObjectName(QStringLiteral("ttftSpin"));
    m_ttftMs->setSpecialValueText(tr("none", "no latency target"));
    m_tpotMs = doubleSpin("tpot_ms", 0, 0, tr(" ms"), 5);
    m_tpotMs->setObjectName(QStringLiteral("tpotSpin"));
    m_tpotMs->setSpecialValueText(tr("none", "no latency target"));
    m_gpuMemoryUtilization = doubleSpin("gpu_memory_utilization", 0, 2, QString(), 0.01);
    m_gpuMemoryUtilization->setObjectName(QStringLiteral("gpuMemoryUtilizationSpin"));
    m_gpuMemoryUtilization->setSpecialValueText(tr("default", "the engine's own default"));
    m_maxModelLen = intSpin("max_model_len", 1024);
    m_maxModelLen->setObjectName(QStringLiteral("maxModelLenSpin"));
    m_maxModelLen->setSpecialValueText(tr("model's", "the model's own context length"));
    m_kvCacheDtype = new QComboBox(m_servingBox);
    m_kvCacheDtype->setObjectName(QStringLiteral("kvCacheDtypeCombo"));
    fillCombo(m_kvCacheDtype, kvCacheDtypeIds(), displayName, kvCacheDtypeFromId);
    m_maxNumSeqs = intSpin("max_num_seqs", 16);
    m_maxNumSeqs->setObjectName(QStringLiteral("maxNumSeqsSpin"));
    m_maxNumSeqs->setSpecialValueText(tr("default", "the engine's own default"));
    m_gguf = new QComboBox(m_servingBox);
    m_gguf->setObjectName(QStringLiteral("ggufCombo"));
    fillCombo(m_gguf, ggufTypeIds(), displayName, ggufTypeFromId);
    m_gpuLayers = intSpin("gpu_layers");
    m_gpuLayers->setObjectName(QStringLiteral("gpuLayersSpin"));
    m_gpuLayers->setSpecialValueText(tr("all", "every layer on the GPU"));

    addField(grid, cell, tr("&Users", "simultaneous requests"), m_concurrency, "concurrency");
    addField(grid, cell, tr("Max seqs", "max_num_seqs"), m_maxNumSeqs, "max_num_seqs");
    addField(grid, cell, tr("Input", "prompt tokens per request"), m_inputTokens, "input_tokens");
    addField(grid, cell, tr("Output", "generated tokens per request"), m_outputTokens, "output_tokens");
    addField(grid, cell, tr("TTFT ≤", "time-to-first-token target"), m_ttftMs, "ttft_ms");
    addField(grid, cell, tr("TPOT ≤", "time-per-output-token target"), m_tpotMs, "tpot_ms");
    addField(grid, cell, tr("GPU share", "gpu_memory_utilization"), m_gpuMemoryUtilization, "gpu_memory_utilization");
    addField(grid, cell, tr("Max len", "max_model_len"), m_maxModelLen, "max_model_len");
    addField(grid, cell, tr("KV dtype"), m_kvCacheDtype, "kv_cache_dtype", {}, Place::Row);
    addField(grid, cell, tr("GGUF"), m_gguf, "gguf_type");
    addField(grid, cell, tr("GPU layers", "llama.cpp -ngl"), m_gpuLayers, "gpu_layers");
    m_all2all = new QComboBox(m_servingBox);
    m_all2all->setObjectName(QStringLiteral("all2allCombo"));
    fillCombo(m_all2all, all2allBackendIds(), displayName, all2allBackendFromId);
    addField(grid, cell, tr("All-to-all", "how tokens reach the experts"), m_all2all, "all2all_backend", {}, Place::Row);
    m_dpAttention = new QCheckBox(tr("DP attention", "data-parallel attention: each GPU its own requests"), m_servingBox);
    m_dpAttention->setObjectName(QStringLiteral("dpAttentionCheck"));
    m_mtpDraft = new QCheckBox(tr("MTP draft", "speculative decoding with the model's multi-token-prediction layers"), m_servingBox);
    m_mtpDraft->setObjectName(QStringLiteral("mtpDraftCheck"));
    auto *switches = new QGridLayout;
    switches->setContentsMargins(0, 0, 0, 0);
    int at = 0;
    for (QCheckBox *c : {m_dpAttention, m_mtpDraft}) {
        switches->addWidget(c, at / 2, at % 2);
        ++at;
        connect(c, &QCheckBox::toggled, this, [this] { edited(); });
    }
    switches->setColumnStretch(2, 1);
    grid->addLayout(switches, (cell + 1) / 2, 0, 1, 4);
    bindField(m_dpAttention, "dp_attention");
    bindField(m_mtpDraft, "mtp_draft", tr("DeepSeek-V3 reports 85-90% of the drafted tokens accepted."));
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    auto *box = static_cast<QVBoxLayout *>(layout());
    box->addWidget(m_servingBox);
    for (QComboBox *c : {m_kvCacheDtype, m_gguf, m_all2all}) {
        narrow(c);
        connect(c, &QComboBox::currentIndexChanged, this, [this] { edited(); });
    }
    for (QSpinBox *sp : {m_concurrency, m_inputTokens, m_outputTokens, m_maxModelLen, m_maxNumSeqs, m_gpuLayers}) {
        sp->setMinimumWidth(60);
        connect(sp, &QSpinBox::valueChanged, this, [this] { edited(); });
    }
    for (QDoubleSpinBox *sp : {m_ttftMs, m_tpotMs, m_gpuMemoryUtilization})
        connect(sp, &QDoubleSpinBox::valueChanged, this, [this] { edited(); });
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

    QGridLayout *grid = boxGrid(m_usageBox);
    int cell = 0;
    m_billing = new QComboBox(m_usageBox);
    m_billing->setObjectName(QStringLiteral("billingCombo"));
    fillCombo(m_billing, billingIds(), displayName, billingFromId);
    m_dataSource = new QComboBox(m_usageBox);
    m_dataSource->setObjectName(QStringLiteral("dataSourceCombo"));
    fillCombo(m_dataSource, dataSourceIds(), displayName, dataSourceFromId);
    m_storageClass = new QComboBox(m_usageBox);
    m_storageClass->setObjectName(QStringLiteral("storageClassCombo"));
    fillCombo(m_storageClass, storageClassIds(), displayName, storageClassFromId);
    m_hoursPerDay = doubleSpin("usage.hours_per_day", 0, 1, tr(" h/day"), 1);
    m_daysPerYear = doubleSpin("usage.days_per_year", 0, 0, tr(" days"), 1);
    m_datasetTokens = doubleSpin("usage.dataset_tokens", -9, 3, tr(" B tok", "billions of tokens"), 0.1);
    m_epochs = doubleSpin("usage.epochs", 0, 1, QString(), 1);
    m_datasetGb = doubleSpin("usage.dataset_gb", 0, 0, tr(" GB"), 10);
    m_diskGb = doubleSpin("usage.disk_gb", 0, 0, tr(" GB"), 50);
    m_diskClass = new QComboBox(m_usageBox);
    m_diskClass->setObjectName(QStringLiteral("diskClassCombo"));
    m_diskClass->addItem(tr("provider default"), QString());
    m_checkpointGb = doubleSpin("usage.checkpoint_gb", 0, 1, tr(" GB"), 1);
    m_checkpointGb->setSpecialValueText(tr("auto", "checkpoint size: the trained weights"));
    m_checkpointsKept = doubleSpin("usage.checkpoints_kept", 0, 0, QString(), 1);
    m_egress = doubleSpin("usage.egress_gb_per_day", 0, 1, tr(" GB/day"), 1);
    m_egressBilling = new QComboBox(m_usageBox);
    m_egressBilling->setObjectName(QStringLiteral("egressBillingCombo"));
    fillCombo(m_egressBilling, egressBillingIds(), displayName, egressBillingFromId);
    m_bandwidth = doubleSpin("usage.bandwidth_mbps", 0, 0, tr(" Mbps"), 5);
    m_bandwidth->setSpecialValueText(tr("auto", "bandwidth cap: derived from the egress"));
    m_gets = doubleSpin("usage.get_requests_per_day", 0, 0, tr(" /day"), 10000);
    m_mfu = doubleSpin("usage.mfu", 0, 2, QString(), 0.05);
    m_mfu->setSpecialValueText(tr("by GPU", "MFU: the published figure for each GPU generation"));

    addField(grid, cell, tr("Billing"), m_billing, "usage.billing",
             tr("Pay-as-you-go and spot are charged per hour used; subscriptions for the whole period."), Place::Row);
    addField(grid, cell, tr("Data from"), m_dataSource, "usage.data_source", {}, Place::Row);
    addField(grid, cell, tr("Storage", "object storage class of the dataset"), m_storageClass, "usage.storage_class", {}, Place::Row);
    addField(grid, cell, tr("Hours"), m_hoursPerDay, "usage.hours_per_day");
    addField(grid, cell, tr("Days"), m_daysPerYear, "usage.days_per_year");
    addField(grid, cell, tr("Tokens"), m_datasetTokens, "usage.dataset_tokens", tr("Entered here in billions."));
    addField(grid, cell, tr("Epochs"), m_epochs, "usage.epochs");
    addField(grid, cell, tr("Dataset"), m_datasetGb, "usage.dataset_gb");
    addField(grid, cell, tr("Disk"), m_diskGb, "usage.disk_gb");
    addField(grid, cell, tr("Disk class"), m_diskClass, "usage.disk_class",
             tr("Providers that do not offer it are priced with their default class."), Place::Row);
    addField(grid, cell, tr("Checkpoint"), m_checkpointGb, "usage.checkpoint_gb", tr("Auto = the trained weights in 16-bit."));
    addField(grid, cell, tr("Kept"), m_checkpointsKept, "usage.checkpoints_kept");
    addField(grid, cell, tr("Egress"), m_egress, "usage.egress_gb_per_day", tr("Weights, logs, UI traffic."));
    addField(grid, cell, tr("Billed"), m_egressBilling, "usage.egress_billing",
             tr("Fixed bandwidth buys the cap that carries the day's egress over the hours used; providers without such a price "
                "bill by traffic."),
             Place::Row);
    addField(grid, cell, tr("Cap"), m_bandwidth, "usage.bandwidth_mbps");
    addField(grid, cell, tr("GETs"), m_gets, "usage.get_requests_per_day");
    addField(grid, cell, tr("MFU"), m_mfu, "usage.mfu",
             tr("\"by GPU\" uses the published figure for each GPU generation (Pascal to Blackwell; hover a run time for its "
                "source); set a number to use it for every GPU."));
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    auto *box = static_cast<QVBoxLayout *>(layout());
    box->addWidget(m_usageToggle);
    box->addWidget(m_usageBox);

    for (QComboBox *c : {m_billing, m_dataSource, m_storageClass, m_diskClass, m_egressBilling}) {
        narrow(c);
        connect(c, &QComboBox::currentIndexChanged, this, [this] { edited(); });
    }
    for (QDoubleSpinBox *s : {m_hoursPerDay, m_daysPerYear, m_datasetTokens, m_epochs, m_datasetGb, m_diskGb, m_checkpointGb,
                              m_checkpointsKept, m_egress, m_bandwidth, m_gets, m_mfu})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this] { edited(); });
}

QDoubleSpinBox *ScenarioForm::doubleSpin(const char *key, int shift, int decimals, const QString &suffix, double step)
{
    const ScenarioField &f = field(key);
    auto *s = new QDoubleSpinBox;
    const double smallest = std::pow(10.0, -decimals);
    s->setRange(toDisplay(f.min, shift) + (f.minExclusive ? smallest : 0.0), toDisplay(f.max, shift));
    s->setDecimals(decimals);
    s->setSuffix(suffix);
    s->setSingleStep(step);
    s->setKeyboardTracking(false);
    s->setGroupSeparatorShown(true);
    if (shift != 0)
        m_displayShift.insert(QString::fromLatin1(key), shift);
    sizeForTypical(s, decimals > 0 ? QStringLiteral("999.9") : QStringLiteral("99,999"));
    return s;
}

void ScenarioForm::addField(QGridLayout *grid, int &cell, const QString &label, QWidget *w, const char *key, const QString &moreHelp,
                            Place place)
{
    auto *l = new QLabel(label, grid->parentWidget() ? grid->parentWidget() : this);
    l->setBuddy(w);
    if (place == Place::Row)
        cell += cell % 2; // a whole row starts on the left
    const int row = cell / 2, column = cell % 2;
    grid->addWidget(l, row, column * 2);
    grid->addWidget(w, row, column * 2 + 1, 1, place == Place::Row ? 3 : 1);
    cell += place == Place::Row ? 2 : 1;
    bindField(w, key, moreHelp);
    m_fieldLabels.insert(QString::fromLatin1(key), l);
}

void ScenarioForm::addInstead(QGridLayout *grid, const char *otherKey, const QString &label, QWidget *w, const char *key,
                              const QString &moreHelp)
{
    const QString other = QString::fromLatin1(otherKey);
    int row = 0, column = 0, rows = 0, columns = 0;
    grid->getItemPosition(grid->indexOf(m_fieldWidgets.value(other)), &row, &column, &rows, &columns);
    auto *l = new QLabel(label, grid->parentWidget() ? grid->parentWidget() : this);
    l->setBuddy(w);
    grid->addWidget(l, row, column - 1);
    grid->addWidget(w, row, column, rows, columns);
    bindField(w, key, moreHelp);
    m_fieldLabels.insert(QString::fromLatin1(key), l);
    m_sharedPlaces.append({other, QString::fromLatin1(key)});
}

void ScenarioForm::bindField(QWidget *w, const char *key, const QString &moreHelp)
{
    // The table's help first, so the form, the CLI's --help and the documentation say the same.
    const QString help = field(key).helpText();
    w->setToolTip(moreHelp.isEmpty() ? help : help + QLatin1Char(' ') + moreHelp);
    m_fieldWidgets.insert(QString::fromLatin1(key), w);
}

QVariant ScenarioForm::fieldValue(const ScenarioField &f) const
{
    QWidget *w = m_fieldWidgets.value(f.jsonKey());
    if (const auto *combo = qobject_cast<QComboBox *>(w))
        return combo->currentData();
    if (const auto *check = qobject_cast<QCheckBox *>(w))
        return check->isChecked();
    if (const auto *spin = qobject_cast<QSpinBox *>(w))
        return spin->value();
    const auto *decimal = qobject_cast<QDoubleSpinBox *>(w);
    Q_ASSERT(decimal);
    return fromDisplay(decimal->value(), m_displayShift.value(f.jsonKey()));
}

void ScenarioForm::setFieldValue(const ScenarioField &f, const QVariant &v)
{
    QWidget *w = m_fieldWidgets.value(f.jsonKey());
    if (auto *combo = qobject_cast<QComboBox *>(w)) {
        // A free-text field (the disk class) keeps a value the catalog does not offer.
        if (f.kind == FieldKind::Text && combo->findData(v) < 0 && !v.toString().isEmpty())
            combo->addItem(v.toString(), v);
        selectData(combo, v);
    } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
        check->setChecked(v.toBool());
    } else if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        spin->setValue(v.toInt());
    } else {
        auto *decimal = qobject_cast<QDoubleSpinBox *>(w);
        Q_ASSERT(decimal);
        decimal->setValue(toDisplay(v.toDouble(), m_displayShift.value(f.jsonKey())));
    }
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
    for (const ScenarioField &f : scenarioFields())
        setFieldValue(f, f.get(s));
    m_filling = false;
    updateEnabledState();
    updateModelSummary();
}

Scenario ScenarioForm::scenario() const
{
    Scenario s;
    s.model = m_model;
    for (const ScenarioField &f : scenarioFields())
        f.set(s, fieldValue(f));
    // A field that does not apply (disabled) never carries a value, so it can never carry an error.
    const Scenario defaults;
    for (const ScenarioField &f : scenarioFields())
        if (!f.appliesTo(s))
            f.set(s, f.get(defaults));
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
    } else if (const auto p = parseParamCount(text); std::holds_alternative<qint64>(p)) {
        chosen = modelFromParamCount(std::get<qint64>(p), text);
    } else if (const auto found = PresetLibrary::bundled().search(text); !found.isEmpty()) {
        chosen = *found.constFirst(); // a search the user confirmed with Enter: its first match
        QSignalBlocker block(m_modelCombo);
        selectData(m_modelCombo, chosen.id);
    } else {
        markField(QStringLiteral("model"),
                  tr("'%1' is neither a preset nor a parameter count (%2)").arg(text, std::get<FieldError>(p).reason));
        return;
    }
    if (chosen.id == m_model.id && chosen.origin == m_model.origin)
        return;
    m_model = chosen;
    useCheckpointPrecision();
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
    useCheckpointPrecision();
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
    // A config.json, or a model folder (its config.json, and the safetensors index beside it).
    if (urls.size() == 1 && urls.constFirst().isLocalFile() &&
        (urls.constFirst().toLocalFile().endsWith(QLatin1String(".json")) || QFileInfo(urls.constFirst().toLocalFile()).isDir()))
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
    const Scenario s = scenario();
    // An inference job hides the fields that do not apply to it (the training knobs, the batch a
    // serving workload replaces, another engine's settings), so that its own come first. A training
    // job keeps them in place, disabled: turning ZeRO or the method's adapter on and off then does
    // not move the form under the pointer. The usage box is about billing and keeps its layout.
    const bool hideInapplicable = !s.isTraining();
    QHash<QString, bool> shown;
    for (const ScenarioField &f : scenarioFields()) {
        QWidget *w = m_fieldWidgets.value(f.jsonKey());
        const bool applies = f.appliesTo(s);
        w->setEnabled(applies);
        shown.insert(f.jsonKey(), applies || !hideInapplicable || m_usageBox->isAncestorOf(w));
    }
    // Of two fields that share a place, the one that applies shows; where neither does, the first.
    for (const auto &[first, instead] : std::as_const(m_sharedPlaces)) {
        const bool showInstead = !scenarioField(first)->appliesTo(s) && scenarioField(instead)->appliesTo(s);
        shown[first] = shown[first] && !showInstead;
        shown[instead] = shown[instead] && showInstead;
    }
    for (auto it = shown.cbegin(); it != shown.cend(); ++it) {
        m_fieldWidgets.value(it.key())->setVisible(it.value());
        if (QLabel *label = m_fieldLabels.value(it.key()))
            label->setVisible(it.value());
    }
    // The workload's knobs take room only when an engine serves it, the images only for a model that sees them.
    m_servingBox->setVisible(s.isServing());
    m_imagesBox->setVisible(s.model.arch.takesImages());
}

void ScenarioForm::useCheckpointPrecision()
{
    // A quantised checkpoint is served in its own format, as the command line does without
    // --precision; the user may still pick another precision afterwards.
    const auto p = checkpointPrecision(m_model.checkpoint);
    if (p && m_method->currentData().toString() == toId(Method::Inference)) {
        QSignalBlocker block(m_precision);
        selectData(m_precision, toId(*p));
    }
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
    if (const QString details = modelDetails(m); !details.isEmpty())
        text += QStringLiteral(" · ") + details;
    if (m.checkpoint.isQuantised())
        text += tr(" · checkpoint: %1").arg(m.checkpoint.basis());
    if (m.files.isKnown())
        text +=
            tr(" · checkpoint files: %1 GB in %2 shards (safetensors index)").arg(m.files.totalBytes / 1e9, 0, 'f', 1).arg(m.files.shards);
    if (m.inferred)
        text += tr(" · shape inferred from the parameter count");
    else if (m.origin == ModelOrigin::Config)
        text += tr(" · from %1").arg(QFileInfo(m.configPath).fileName());
    // What a reader of an unfamiliar config assumed stands out below the facts.
    QString html = text.toHtmlEscaped();
    for (const QString &assumed : std::as_const(m.assumptions))
        html += QStringLiteral("<br><span style=\"color:#b35c00\">⚠ %1</span>").arg(assumed.toHtmlEscaped());
    if (m.inferred) {
        // The presets of that size, one click each: a generic shape is rarely what was meant.
        QStringList links;
        for (const ModelSpec *p : PresetLibrary::bundled().ofSize(m.params))
            links << QStringLiteral("<a href=\"%1%2\">%3</a>").arg(kPresetLink, p->id.toHtmlEscaped(), p->displayName().toHtmlEscaped());
        if (!links.isEmpty())
            html += QStringLiteral("<br><span style=\"color:#b35c00\">⚠ %1</span>")
                        .arg(tr("Presets of about this size, with their exact shapes: %1.").arg(links.join(QStringLiteral(", "))));
    }
    m_modelSummary->setText(html);
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
