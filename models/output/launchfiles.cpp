#include "output/launchfiles.h"

#include "core/serving.h"
#include "core/stacks.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <utility>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::LaunchFiles)
};

constexpr std::array<std::pair<LaunchFormat, const char *>, 6> kFormats{{{LaunchFormat::Deepspeed, "deepspeed"},
                                                                         {LaunchFormat::AccelerateFsdp, "accelerate-fsdp"},
                                                                         {LaunchFormat::LlamaFactory, "llama-factory"},
                                                                         {LaunchFormat::Torchrun, "torchrun"},
                                                                         {LaunchFormat::Skypilot, "skypilot"},
                                                                         {LaunchFormat::Vllm, "vllm"}}};

FieldError refused(const QString &reason)
{
    return FieldError{QStringLiteral("--format"), reason};
}

// The training files' refusal for a served model.
std::optional<FieldError> trainingOnly(const Scenario &s, LaunchFormat f)
{
    if (s.isTraining())
        return std::nullopt;
    return refused(Text::tr("the %1 is for training; a served model starts with the vLLM serve script").arg(displayName(f)));
}

// Expert parallelism runs on Megatron-SWIFT, which reads no DeepSpeed, accelerate or LLaMA-Factory file.
std::optional<FieldError> notExpertParallel(const Scenario &s, LaunchFormat f)
{
    if (!s.trainsExpertParallel())
        return std::nullopt;
    return refused(Text::tr("the job trains with expert parallelism, which Megatron-SWIFT runs without a %1; the torchrun launch "
                            "script starts its megatron sft")
                       .arg(displayName(f)));
}

// The sentence every file starts with: what wrote it and for which scenario.
QString provenance(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    QString text = Text::tr("Written by GPU Advisor %1 on %2 for: %3")
                       .arg(o.version, o.generatedAt.toUTC().toString(Qt::ISODate), summary(advice.scenario));
    if (row)
        text += Text::tr("; instance %1 (%n node(s))", nullptr, row->nodes).arg(row->key());
    return text;
}

QString commentLines(const QStringList &lines)
{
    QString out;
    for (const QString &l : lines)
        out += QStringLiteral("# ") + l + QLatin1Char('\n');
    return out;
}

// A YAML scalar as PyYAML reads it back unchanged: plain when it is a safe word, else single-quoted
// ('no', 'on' and numbers-looking strings would change type: YAML 1.1).
QString yamlScalar(const QString &v)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z_][A-Za-z0-9_./,:-]*$"));
    static const QStringList typed{QStringLiteral("yes"),  QStringLiteral("no"),   QStringLiteral("on"),
                                   QStringLiteral("off"),  QStringLiteral("true"), QStringLiteral("false"),
                                   QStringLiteral("null"), QStringLiteral("y"),    QStringLiteral("n")};
    if (plain.match(v).hasMatch() && !typed.contains(v.toLower()))
        return v;
    QString quoted = v;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString yamlBool(bool b)
{
    return b ? QStringLiteral("true") : QStringLiteral("false");
}

// GPUs per node and nodes: the instance's, else the scenario's GPUs on one machine.
struct Layout {
    int nodes = 1;
    int perNode = 1;
};
Layout layoutOf(const Scenario &s, const InstanceEvaluation *row)
{
    if (!row || s.isServing())
        return {1, std::max(1, s.gpus)};
    const int nodes = std::max(1, row->nodes);
    return {nodes, std::max(1, (s.gpus + nodes - 1) / nodes)};
}

// The Hugging Face name of the model, or nothing a launcher could load.
std::optional<QString> loadableModel(const ModelSpec &m)
{
    if (m.origin == ModelOrigin::Params)
        return std::nullopt;
    return servedModelName(m);
}

QString sanitisedName(const QString &id)
{
    QString out = id.toLower();
    out.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]+")), QStringLiteral("-"));
    out.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return out.left(40);
}

// ---- DeepSpeed ------------------------------------------------------------------------------
// Keys of deepspeed/runtime/config.py and zero/config.py (DeepSpeed v0.19.5); the bucket sizes are
// the ones the estimate counted (ZeroBuckets: reduce_bucket_size, hidden² as Hugging Face's "auto").
Expected<QByteArray> deepspeedFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (auto e = trainingOnly(s, LaunchFormat::Deepspeed))
        return *e;
    if (auto e = notExpertParallel(s, LaunchFormat::Deepspeed))
        return *e;
    if (s.zero < 1)
        return refused(Text::tr("the job uses no ZeRO stage: plain data parallelism needs no DeepSpeed file; the torchrun launch script "
                                "starts it, or choose ZeRO 1, 2 or 3"));
    const SoftwareStack stack = softwareStackFor(s);
    const double hidden = double(s.model.arch.hidden);
    const auto bucket = qint64(stack.zeroBucketElements > 0 ? stack.zeroBucketElements : hidden * hidden);
    nlohmann::ordered_json zero{{"stage", s.zero}, {"overlap_comm", true}, {"contiguous_gradients", true}, {"reduce_bucket_size", bucket}};
    if (s.zero < 3) {
        zero["allgather_bucket_size"] = bucket;
    } else {
        // Hugging Face's "auto" for ZeRO-3 (transformers integrations/deepspeed.py): 0.9·h² and 10·h.
        zero["stage3_prefetch_bucket_size"] = qint64(std::llround(0.9 * hidden * hidden));
        zero["stage3_param_persistence_threshold"] = qint64(std::llround(10.0 * hidden));
        zero["stage3_max_live_parameters"] = qint64(1'000'000'000);
        zero["stage3_gather_16bit_weights_on_model_save"] = true;
    }
    if (s.offload != Offload::None)
        zero["offload_optimizer"] = {{"device", "cpu"}, {"pin_memory", true}};
    if (s.offload == Offload::OptimizerAndParams)
        zero["offload_param"] = {{"device", "cpu"}, {"pin_memory", true}};
    nlohmann::ordered_json j{{"_comment", provenance(advice, row, o).toStdString()},
                             {"train_micro_batch_size_per_gpu", s.batch},
                             {"gradient_accumulation_steps", s.gradAccum},
                             {"train_batch_size", qint64(s.batch) * s.gradAccum * s.gpus},
                             {"gradient_clipping", 1.0}};
    if (s.precision == Precision::Bf16)
        j["bf16"] = {{"enabled", true}};
    else if (s.precision == Precision::Fp16)
        j["fp16"] = {{"enabled", true}};
    j["zero_optimization"] = zero;
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

// ---- accelerate FSDP ------------------------------------------------------------------------
// accelerate's config file (commands/config/config_args.py ClusterConfig), FSDP2 as
// `accelerate config` writes it (LLaMA-Factory examples/accelerate/fsdp2_config.yaml).
Expected<QByteArray> accelerateFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (auto e = trainingOnly(s, LaunchFormat::AccelerateFsdp))
        return *e;
    if (auto e = notExpertParallel(s, LaunchFormat::AccelerateFsdp))
        return *e;
    if (s.zero < 2)
        return refused(Text::tr("FSDP shards the gradients (like ZeRO-2) or the parameters too (like ZeRO-3); the job has ZeRO-%1: "
                                "choose ZeRO 2 or 3, or use the torchrun launch script")
                           .arg(s.zero));
    if (s.offload == Offload::Optimizer)
        return refused(Text::tr("FSDP offloads the parameters with the optimizer states, never the states alone: offload both, or use "
                                "the DeepSpeed config"));
    const Layout layout = layoutOf(s, row);
    const QString precision = s.precision == Precision::Bf16 ? QStringLiteral("bf16")
        : s.precision == Precision::Fp16                     ? QStringLiteral("fp16")
                                                             : QStringLiteral("no");
    QString y = commentLines(
        {provenance(advice, row, o),
         layout.nodes > 1 ? Text::tr("Launch on every node: accelerate launch --config_file accelerate_fsdp.yaml --machine_rank <0..%1> "
                                     "--main_process_ip <first node> train.py")
                                .arg(layout.nodes - 1)
                          : Text::tr("Launch: accelerate launch --config_file accelerate_fsdp.yaml train.py")});
    y += QStringLiteral("compute_environment: LOCAL_MACHINE\ndebug: false\ndistributed_type: FSDP\ndowncast_bf16: 'no'\n");
    y += QStringLiteral("fsdp_config:\n");
    y += QStringLiteral("  fsdp_activation_checkpointing: %1\n").arg(yamlBool(s.gradCheckpointing));
    y += QStringLiteral("  fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP\n");
    y += QStringLiteral("  fsdp_cpu_ram_efficient_loading: true\n");
    y += QStringLiteral("  fsdp_offload_params: %1\n").arg(yamlBool(s.offload == Offload::OptimizerAndParams));
    // FSDP2: resharding after forward is ZeRO-3; keeping the parameters gathered is ZeRO-2.
    y += QStringLiteral("  fsdp_reshard_after_forward: %1\n").arg(yamlBool(s.zero == 3));
    y += QStringLiteral("  fsdp_state_dict_type: FULL_STATE_DICT\n  fsdp_version: 2\n");
    y += QStringLiteral("machine_rank: 0\n");
    if (layout.nodes > 1)
        y += QStringLiteral("main_process_port: 29500\n"); // the first node's address is given at launch
    y += QStringLiteral("main_training_function: main\nmixed_precision: %1\n").arg(yamlScalar(precision));
    y += QStringLiteral("num_machines: %1\nnum_processes: %2\n").arg(layout.nodes).arg(s.gpus);
    y += QStringLiteral(
        "rdzv_backend: static\nsame_network: true\ntpu_env: []\ntpu_use_cluster: false\ntpu_use_sudo: false\nuse_cpu: false\n");
    return y.toUtf8();
}

// ---- LLaMA-Factory ---------------------------------------------------------------------------
// LLaMA-Factory's chat template for a model type (src/llamafactory/data/template.py names at
// ff6d4d1, 2026-08-18); "default" where it has none of its own.
QString llamaFactoryTemplate(const ModelSpec &m)
{
    const QString type = m.arch.modelType.toLower();
    const QString id = m.id.toLower();
    if (type.startsWith(QLatin1String("qwen3")))
        return QStringLiteral("qwen3");
    if (type.startsWith(QLatin1String("qwen")))
        return QStringLiteral("qwen");
    if (type == QLatin1String("llama"))
        return id.contains(QLatin1String("llama-2")) ? QStringLiteral("llama2") : QStringLiteral("llama3");
    if (type == QLatin1String("llama4"))
        return QStringLiteral("llama4");
    static const QList<std::pair<const char *, const char *>> byType{{"mistral", "mistral"},
                                                                     {"mixtral", "mistral"},
                                                                     {"gemma", "gemma"},
                                                                     {"gemma2", "gemma2"},
                                                                     {"gemma3", "gemma3"},
                                                                     {"gemma3_text", "gemma3"},
                                                                     {"deepseek_v3", "deepseek3"},
                                                                     {"deepseek_v2", "deepseek"},
                                                                     {"glm4", "glm4"},
                                                                     {"glm4_moe", "glm4_moe"},
                                                                     {"phi3", "phi"},
                                                                     {"baichuan", "baichuan2"},
                                                                     {"internlm2", "intern2"},
                                                                     {"yi", "yi"},
                                                                     {"gpt_oss", "gpt_oss"}};
    for (const auto &[t, name] : byType)
        if (type == QLatin1String(t))
            return QString::fromLatin1(name);
    return QStringLiteral("default");
}

QString loraTarget(LoraTargets t)
{
    switch (t) {
    case LoraTargets::QV: return QStringLiteral("q_proj,v_proj");
    case LoraTargets::Attention: return QStringLiteral("q_proj,k_proj,v_proj,o_proj");
    case LoraTargets::AllLinear: return QStringLiteral("all");
    }
    return QStringLiteral("all");
}

// Hugging Face TrainingArguments optim names (transformers training_args.py OptimizerNames).
QString hfOptim(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW: return QStringLiteral("adamw_torch");
    case Optimizer::AdamW8bit: return QStringLiteral("adamw_bnb_8bit");
    case Optimizer::PagedAdamW8bit: return QStringLiteral("paged_adamw_8bit");
    case Optimizer::Sgd: return QStringLiteral("sgd");
    case Optimizer::Adafactor: return QStringLiteral("adafactor");
    }
    return QStringLiteral("adamw_torch");
}

// The keys of LLaMA-Factory's own examples (examples/train_lora/qwen3_lora_sft.yaml,
// train_qlora/qwen3_lora_sft_otfq.yaml, train_full/qwen3_full_sft.yaml at ff6d4d1).
Expected<QByteArray> llamaFactoryFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (auto e = trainingOnly(s, LaunchFormat::LlamaFactory))
        return *e;
    if (auto e = notExpertParallel(s, LaunchFormat::LlamaFactory))
        return *e;
    const auto model = loadableModel(s.model);
    if (!model)
        return refused(Text::tr("LLaMA-Factory needs a model it can load: choose a preset or a config.json instead of a parameter count"));
    const Layout layout = layoutOf(s, row);
    QStringList head{provenance(advice, row, o)};
    if (layout.nodes * layout.perNode > 1)
        head << Text::tr("Launch on every node: FORCE_TORCHRUN=1 NNODES=%1 NODE_RANK=<0..%2> NPROC_PER_NODE=%3 MASTER_ADDR=<first node> "
                         "llamafactory-cli train llama_factory.yaml")
                    .arg(layout.nodes)
                    .arg(layout.nodes - 1)
                    .arg(layout.perNode);
    else
        head << Text::tr("Launch: llamafactory-cli train llama_factory.yaml");
    QString y = commentLines(head);
    y += QStringLiteral("### model\nmodel_name_or_path: %1\ntrust_remote_code: true\n").arg(yamlScalar(*model));
    if (s.method == Method::Qlora)
        y += QStringLiteral("quantization_bit: 4\nquantization_method: bnb\n");
    y += QStringLiteral("flash_attn: %1\n").arg(s.flashAttention ? QStringLiteral("fa2") : QStringLiteral("disabled"));
    if (s.liger)
        y += QStringLiteral("enable_liger_kernel: true\n");
    if (s.stack == Stack::Unsloth)
        y += QStringLiteral("use_unsloth: true\n");
    y += QStringLiteral("\n### method\nstage: %1\ndo_train: true\n")
             .arg(s.method == Method::Pretrain ? QStringLiteral("pt") : QStringLiteral("sft"));
    if (s.isAdapter())
        y += QStringLiteral("finetuning_type: lora\nlora_rank: %1\nlora_target: %2\n").arg(s.loraRank).arg(loraTarget(s.loraTargets));
    else
        y += QStringLiteral("finetuning_type: full\n");
    if (s.zero > 0)
        y += QStringLiteral("deepspeed: %1\n").arg(yamlScalar(o.deepspeedFile));
    y += QStringLiteral("\n### dataset\n");
    y += commentLines({Text::tr("LLaMA-Factory's own demo data, so that the file runs as it is: name yours in data/dataset_info.json.")});
    y += QStringLiteral("dataset: %1\ntemplate: %2\ncutoff_len: %3\n")
             .arg(s.method == Method::Pretrain ? QStringLiteral("c4_demo") : QStringLiteral("identity,alpaca_en_demo"),
                  llamaFactoryTemplate(s.model))
             .arg(s.seq);
    // neat_packing keeps the samples of a pack apart (SFT only); stage pt packs plainly by default.
    if (packingFor(s))
        y += s.method == Method::Pretrain ? QStringLiteral("packing: true\n") : QStringLiteral("neat_packing: true\n");
    y += QStringLiteral("\n### output\noutput_dir: %1\nlogging_steps: 10\nsave_steps: 500\n")
             .arg(yamlScalar(QStringLiteral("saves/%1/%2").arg(sanitisedName(s.model.id), toId(s.method))));
    y += QStringLiteral("\n### train\nper_device_train_batch_size: %1\ngradient_accumulation_steps: %2\n").arg(s.batch).arg(s.gradAccum);
    // The learning rates of LLaMA-Factory's examples: 1.0e-4 for LoRA, 1.0e-5 for full fine-tuning.
    y += QStringLiteral("learning_rate: %1\nnum_train_epochs: %2\n")
             .arg(s.isAdapter() ? QStringLiteral("1.0e-4") : QStringLiteral("1.0e-5"))
             .arg(QString::number(std::max(1.0, s.usage.epochs), 'f', 1));
    if (s.precision == Precision::Bf16)
        y += QStringLiteral("bf16: true\n");
    else if (s.precision == Precision::Fp16)
        y += QStringLiteral("fp16: true\n");
    if (s.isFullTraining() && s.masterWeights == MasterWeights::None && s.precision == Precision::Bf16)
        y += QStringLiteral("pure_bf16: true\n");
    if (!s.gradCheckpointing)
        y += QStringLiteral("disable_gradient_checkpointing: true\n");
    if (s.optimizer != Optimizer::AdamW)
        y += QStringLiteral("optim: %1\n").arg(hfOptim(s.optimizer));
    return y.toUtf8();
}

// ---- torchrun -------------------------------------------------------------------------------
// torch/distributed/run.py flags; --standalone on one node.
QString torchrunLine(const Layout &l, const QString &script)
{
    if (l.nodes == 1)
        return QStringLiteral("torchrun --standalone --nproc-per-node %1 %2").arg(l.perNode).arg(script);
    return QStringLiteral(
               "torchrun --nnodes %1 --nproc-per-node %2 --node-rank \"${NODE_RANK:?set NODE_RANK: 0 on the first node}\" "
               "--master-addr \"${MASTER_ADDR:?set MASTER_ADDR: the address of the first node}\" --master-port \"${MASTER_PORT:-29500}\" %3")
        .arg(l.nodes)
        .arg(l.perNode)
        .arg(script);
}

// Megatron-SWIFT starts its own torchrun from NPROC_PER_NODE, NNODES, NODE_RANK, MASTER_ADDR and
// MASTER_PORT (ms-swift docs/source_en/Megatron-SWIFT/Quick-start.md); the flags are its
// Command-line-parameters.md at 3602360 (2026-08-22). Data parallelism is every GPU (TP = PP = 1).
Expected<QByteArray> megatronSwiftFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o, const Layout &l)
{
    const Scenario &s = advice.scenario;
    QStringList head{provenance(advice, row, o),
                     Text::tr("Usage: bash launch.sh --model MODEL --dataset DATA [more megatron sft arguments]"),
                     Text::tr("Expert parallelism: the routed experts split over all %n GPU(s), the rest copied to each (Megatron-SWIFT).",
                              nullptr, s.gpus)};
    QString sh = QStringLiteral("#!/usr/bin/env bash\n") + commentLines(head) + QStringLiteral("set -euo pipefail\n");
    sh += QStringLiteral("export NPROC_PER_NODE=%1\n").arg(l.perNode);
    if (l.nodes > 1)
        sh += QStringLiteral("export NNODES=%1 NODE_RANK=\"${NODE_RANK:?set NODE_RANK: 0 on the first node}\" "
                             "MASTER_ADDR=\"${MASTER_ADDR:?set MASTER_ADDR: the address of the first node}\" "
                             "MASTER_PORT=\"${MASTER_PORT:-29500}\"\n")
                  .arg(l.nodes);
    QStringList args{stackProfile(s.stack).expertParallel.command(QString::number(s.gpus)),
                     QStringLiteral("--tuner_type ") + (s.isAdapter() ? u"lora" : u"full")};
    if (s.isAdapter())
        args << QStringLiteral("--lora_rank %1").arg(s.loraRank);
    args << QStringLiteral("--micro_batch_size %1").arg(s.batch)
         << QStringLiteral("--global_batch_size %1").arg(qint64(s.batch) * s.gradAccum * s.gpus)
         << QStringLiteral("--max_length %1").arg(s.seq);
    if (s.gradCheckpointing)
        args << QStringLiteral("--recompute_granularity full --recompute_method uniform --recompute_num_layers 1");
    if (s.zero == 0)
        args << QStringLiteral("--use_distributed_optimizer false");
    if (s.precision == Precision::Fp16)
        args << QStringLiteral("--fp16 true");
    sh += QStringLiteral("exec ") + args.join(QLatin1Char(' ')) + QStringLiteral(" \"$@\"\n");
    return sh.toUtf8();
}

Expected<QByteArray> torchrunFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (auto e = trainingOnly(s, LaunchFormat::Torchrun))
        return *e;
    const Layout layout = layoutOf(s, row);
    if (s.trainsExpertParallel())
        return megatronSwiftFile(advice, row, o, layout);
    QStringList head{provenance(advice, row, o), Text::tr("Usage: bash launch.sh TRAIN_SCRIPT [its arguments]")};
    if (s.zero > 0)
        head << Text::tr("ZeRO-%1: give a Hugging Face Trainer script --deepspeed %2 (gpu-advisor launch --format deepspeed).")
                    .arg(s.zero)
                    .arg(o.deepspeedFile);
    QString sh = QStringLiteral("#!/usr/bin/env bash\n") + commentLines(head);
    sh += QStringLiteral("set -euo pipefail\nscript=${1:?usage: bash launch.sh TRAIN_SCRIPT [ARGS...]}\nshift\n");
    sh += QStringLiteral("exec ") + torchrunLine(layout, QStringLiteral("\"$script\" \"$@\"")) + QLatin1Char('\n');
    return sh.toUtf8();
}

// ---- vLLM -----------------------------------------------------------------------------------
const InstanceEvaluation *servingRow(const Advice &advice, const InstanceEvaluation *row)
{
    if (row && row->capacity)
        return row;
    const int r = advice.recommended();
    return r >= 0 && advice.instances[r].capacity ? &advice.instances[r] : nullptr;
}

Expected<QByteArray> vllmFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (!s.isServing() || s.serving.engine != Engine::Vllm)
        return refused(Text::tr("the vLLM serve script is for a model served by vLLM: choose inference with the vLLM engine"));
    const InstanceEvaluation *served = servingRow(advice, row);
    if (!served)
        return refused(Text::tr("no instance of the catalog serves this model, so vLLM has no layout to start with"));
    QString sh = QStringLiteral("#!/usr/bin/env bash\n") + commentLines({provenance(advice, served, o)});
    sh += QStringLiteral("set -euo pipefail\nexec ") + launchCommand(s, *served->capacity) + QLatin1Char('\n');
    return sh.toUtf8();
}

// ---- SkyPilot -------------------------------------------------------------------------------
// A task YAML (sky/utils/schemas.py; docs.skypilot.co reference/yaml-spec): the advised instance
// type in its cloud and region, its accelerators, disk and node count; the run line of the stack.
Expected<QByteArray> skypilotFile(const Advice &advice, const InstanceEvaluation *row, const LaunchOptions &o)
{
    const Scenario &s = advice.scenario;
    if (!row) {
        const int r = advice.recommended();
        row = r >= 0 ? &advice.instances[r] : nullptr;
    }
    if (!row)
        return refused(Text::tr("no instance of the catalog holds this job, so there is nothing for SkyPilot to launch"));
    const QString cloud = skypilotCloud(row->instance->provider);
    if (cloud.isEmpty())
        return refused(Text::tr("SkyPilot cannot launch on %1; choose an instance of a cloud it supports (aws, azure, gcp, lambda, "
                                "runpod and others)")
                           .arg(row->provider ? row->provider->name : row->instance->provider));
    const QString accelerator = skypilotAccelerator(row->instance->gpuId);
    const Layout layout = layoutOf(s, row);
    QString y = commentLines({provenance(advice, row, o), Text::tr("Launch: sky launch -c %1 sky.yaml").arg(sanitisedName(s.model.id))});
    y += QStringLiteral("name: %1\n").arg(sanitisedName(QStringLiteral("gpu-advisor-") + s.model.id));
    y += QStringLiteral("resources:\n  infra: %1\n  instance_type: %2\n")
             .arg(yamlScalar(cloud + QLatin1Char('/') + row->instance->region), yamlScalar(row->instance->type));
    if (!accelerator.isEmpty())
        y += QStringLiteral("  accelerators: %1\n").arg(yamlScalar(QStringLiteral("%1:%2").arg(accelerator).arg(row->instance->gpuCount)));
    y += QStringLiteral("  disk_size: %1\n  use_spot: %2\n")
             .arg(qint64(std::ceil(std::max(1.0, s.usage.diskGb))))
             .arg(yamlBool(s.usage.billing == Billing::Spot));
    y += QStringLiteral("num_nodes: %1\nworkdir: .\n").arg(layout.nodes);
    if (s.isServing()) {
        const InstanceEvaluation *served = servingRow(advice, row);
        if (!served || s.serving.engine != Engine::Vllm)
            return refused(Text::tr("SkyPilot serves with vLLM here: choose the vLLM engine"));
        y += QStringLiteral("setup: |\n  pip install vllm\nrun: |\n  %1\n").arg(launchCommand(s, *served->capacity));
        return y.toUtf8();
    }
    // The nodes find each other through SkyPilot's variables (docs: running-jobs/distributed-jobs).
    const QString rendezvous = QStringLiteral("MASTER_ADDR=$(echo \"$SKYPILOT_NODE_IPS\" | head -n1)\n  export MASTER_ADDR");
    if (s.stack == Stack::LlamaFactory) {
        y += QStringLiteral("setup: |\n  pip install llamafactory%1\n").arg(s.zero > 0 ? QStringLiteral(" deepspeed") : QString());
        y += QStringLiteral("run: |\n  %1\n  FORCE_TORCHRUN=1 NNODES=\"$SKYPILOT_NUM_NODES\" NODE_RANK=\"$SKYPILOT_NODE_RANK\" "
                            "NPROC_PER_NODE=\"$SKYPILOT_NUM_GPUS_PER_NODE\" llamafactory-cli train llama_factory.yaml\n")
                 .arg(rendezvous);
    } else {
        y += commentLines({Text::tr("train.py: your training script, in the folder sky launch is run from (workdir).")});
        y += QStringLiteral("run: |\n  %1\n  torchrun --nnodes \"$SKYPILOT_NUM_NODES\" --nproc-per-node \"$SKYPILOT_NUM_GPUS_PER_NODE\" "
                            "--node-rank \"$SKYPILOT_NODE_RANK\" --master-addr \"$MASTER_ADDR\" --master-port 29500 train.py\n")
                 .arg(rendezvous);
    }
    return y.toUtf8();
}

} // namespace

QString toId(LaunchFormat f)
{
    for (const auto &[v, id] : kFormats)
        if (v == f)
            return QString::fromLatin1(id);
    return {};
}

std::optional<LaunchFormat> launchFormatFromId(const QString &id)
{
    for (const auto &[v, name] : kFormats)
        if (id == QLatin1String(name))
            return v;
    return std::nullopt;
}

QStringList launchFormatIds()
{
    QStringList out;
    for (const auto &[v, id] : kFormats)
        out << QString::fromLatin1(id);
    return out;
}

QString launchFileName(LaunchFormat f)
{
    switch (f) {
    case LaunchFormat::Deepspeed: return QStringLiteral("ds_config.json");
    case LaunchFormat::AccelerateFsdp: return QStringLiteral("accelerate_fsdp.yaml");
    case LaunchFormat::LlamaFactory: return QStringLiteral("llama_factory.yaml");
    case LaunchFormat::Torchrun: return QStringLiteral("launch.sh");
    case LaunchFormat::Skypilot: return QStringLiteral("sky.yaml");
    case LaunchFormat::Vllm: return QStringLiteral("serve.sh");
    }
    return {};
}

QString displayName(LaunchFormat f)
{
    switch (f) {
    case LaunchFormat::Deepspeed: return Text::tr("DeepSpeed config (JSON)");
    case LaunchFormat::AccelerateFsdp: return Text::tr("accelerate FSDP config (YAML)");
    case LaunchFormat::LlamaFactory: return Text::tr("LLaMA-Factory training file (YAML)");
    case LaunchFormat::Torchrun: return Text::tr("torchrun launch script");
    case LaunchFormat::Skypilot: return Text::tr("SkyPilot task (YAML)");
    case LaunchFormat::Vllm: return Text::tr("vLLM serve script");
    }
    return {};
}

Expected<QByteArray> launchFile(const Advice &advice, const InstanceEvaluation *instance, LaunchFormat f, const LaunchOptions &options)
{
    if (!instance) {
        const int r = advice.recommended();
        instance = r >= 0 ? &advice.instances[r] : nullptr;
    }
    switch (f) {
    case LaunchFormat::Deepspeed: return deepspeedFile(advice, instance, options);
    case LaunchFormat::AccelerateFsdp: return accelerateFile(advice, instance, options);
    case LaunchFormat::LlamaFactory: return llamaFactoryFile(advice, instance, options);
    case LaunchFormat::Torchrun: return torchrunFile(advice, instance, options);
    case LaunchFormat::Skypilot: return skypilotFile(advice, instance, options);
    case LaunchFormat::Vllm: return vllmFile(advice, instance, options);
    }
    return refused(Text::tr("unknown format"));
}

QString skypilotAccelerator(const QString &gpuId)
{
    // SkyPilot's accelerator names (its catalogs' AcceleratorName column), for the GPU ids
    // data/catalogimport.cpp mapGpuName gives them.
    static const QHash<QString, QString> names{
        {QStringLiteral("t4"), QStringLiteral("T4")},
        {QStringLiteral("l4"), QStringLiteral("L4")},
        {QStringLiteral("a10g"), QStringLiteral("A10G")},
        {QStringLiteral("a10"), QStringLiteral("A10")},
        {QStringLiteral("a40"), QStringLiteral("A40")},
        {QStringLiteral("l40s"), QStringLiteral("L40S")},
        {QStringLiteral("v100-16gb-sxm2"), QStringLiteral("V100")},
        {QStringLiteral("v100-32gb-sxm2"), QStringLiteral("V100-32GB")},
        {QStringLiteral("a100-40gb-sxm"), QStringLiteral("A100")},
        {QStringLiteral("a100-40gb-pcie"), QStringLiteral("A100")},
        {QStringLiteral("a100-80gb-sxm"), QStringLiteral("A100-80GB")},
        {QStringLiteral("a100-80gb-pcie"), QStringLiteral("A100-80GB")},
        {QStringLiteral("h100-sxm"), QStringLiteral("H100")},
        {QStringLiteral("h100-pcie"), QStringLiteral("H100")},
        {QStringLiteral("h100-nvl"), QStringLiteral("H100-NVL")},
        {QStringLiteral("h200"), QStringLiteral("H200")},
        {QStringLiteral("b200"), QStringLiteral("B200")},
        {QStringLiteral("gh200"), QStringLiteral("GH200")},
        {QStringLiteral("rtx-4090"), QStringLiteral("RTX4090")},
        {QStringLiteral("rtx-3090"), QStringLiteral("RTX3090")},
        {QStringLiteral("rtx-a6000"), QStringLiteral("A6000")},
        {QStringLiteral("rtx-6000-ada"), QStringLiteral("RTX6000-Ada")},
        {QStringLiteral("mi300x"), QStringLiteral("MI300X")},
    };
    return names.value(gpuId);
}

QString skypilotCloud(const QString &provider)
{
    // sky/skylet/constants.py ALL_CLOUDS, for the providers the catalog has.
    static const QStringList clouds{QStringLiteral("aws"),        QStringLiteral("azure"),      QStringLiteral("gcp"),
                                    QStringLiteral("lambda"),     QStringLiteral("runpod"),     QStringLiteral("oci"),
                                    QStringLiteral("nebius"),     QStringLiteral("vast"),       QStringLiteral("cudo"),
                                    QStringLiteral("fluidstack"), QStringLiteral("paperspace"), QStringLiteral("ibm"),
                                    QStringLiteral("do"),         QStringLiteral("hyperbolic"), QStringLiteral("primeintellect")};
    return clouds.contains(provider) ? provider : QString();
}

} // namespace ga
