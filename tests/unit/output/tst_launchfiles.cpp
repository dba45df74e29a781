// The launch files: each read back by the loader its tool uses (JSON for DeepSpeed, PyYAML for
// accelerate, LLaMA-Factory and SkyPilot, shellcheck for the scripts), every key one the tool
// documents, and the values those the estimate assumed (hand-checked against the scenario).
#include "common/fixtures.h"
#include "core/stacks.h"
#include "output/launchfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

using namespace ga;
using namespace ga::test;

namespace {

LaunchOptions fixedOptions()
{
    LaunchOptions o;
    o.generatedAt = QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC);
    o.version = QStringLiteral("9.9.9");
    return o;
}

Advice adviceFor(const Scenario &s)
{
    static const auto catalog = std::make_shared<const Catalog>(bundledCatalog());
    return advise(s, catalog);
}

QByteArray fileOf(const Advice &a, LaunchFormat f, const InstanceEvaluation *row = nullptr)
{
    const auto file = launchFile(a, row, f, fixedOptions());
    if (const auto *e = std::get_if<FieldError>(&file))
        qFatal("%s: %s", qPrintable(toId(f)), qPrintable(e->message()));
    return std::get<QByteArray>(file);
}

// The document as PyYAML's safe_load reads it (accelerate, SkyPilot and LLaMA-Factory's OmegaConf
// all parse with a YAML 1.1 loader), as JSON.
QJsonObject yamlLoad(const QByteArray &text)
{
    QProcess p;
    p.start(QStringLiteral("python3"),
            {QStringLiteral("-c"), QStringLiteral("import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))")});
    p.write(text);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        qFatal("PyYAML refused the file: %s\n%s", p.readAllStandardError().constData(), text.constData());
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

int shellcheck(const QByteArray &text, QByteArray *out)
{
    QProcess p;
    p.start(QStringLiteral("shellcheck"), {QStringLiteral("--shell=bash"), QStringLiteral("-")});
    p.write(text);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000))
        qFatal("shellcheck did not finish");
    *out = p.readAllStandardOutput();
    return p.exitCode();
}

QSet<QString> keysOf(const QJsonObject &o)
{
    const QStringList k = o.keys();
    return {k.cbegin(), k.cend()};
}

QSet<QString> setOf(std::initializer_list<const char *> names)
{
    QSet<QString> out;
    for (const char *n : names)
        out << QString::fromLatin1(n);
    return out;
}

// Keys each tool documents (research: deepspeed/runtime/zero/config.py and offload_config.py at
// DeepSpeed v0.19.5; accelerate commands/config/config_args.py and launch.py at 16cb6eb; SkyPilot
// sky/utils/schemas.py; LLaMA-Factory hparams/*.py at ff6d4d1 plus Hugging Face TrainingArguments).
const QSet<QString> kDeepspeedTop = setOf({"_comment", "train_batch_size", "train_micro_batch_size_per_gpu", "gradient_accumulation_steps",
                                           "gradient_clipping", "bf16", "fp16", "zero_optimization"});
const QSet<QString> kDeepspeedZero =
    setOf({"stage", "contiguous_gradients", "reduce_scatter", "reduce_bucket_size", "allgather_partitions", "allgather_bucket_size",
           "overlap_comm", "offload_param", "offload_optimizer", "sub_group_size", "stage3_prefetch_bucket_size",
           "stage3_param_persistence_threshold", "stage3_max_live_parameters", "stage3_max_reuse_distance",
           "stage3_gather_16bit_weights_on_model_save", "round_robin_gradients"});
const QSet<QString> kAccelerateTop = setOf({"compute_environment",
                                            "distributed_type",
                                            "mixed_precision",
                                            "use_cpu",
                                            "debug",
                                            "num_processes",
                                            "machine_rank",
                                            "num_machines",
                                            "gpu_ids",
                                            "main_process_ip",
                                            "main_process_port",
                                            "rdzv_backend",
                                            "same_network",
                                            "main_training_function",
                                            "enable_cpu_affinity",
                                            "downcast_bf16",
                                            "fsdp_config",
                                            "deepspeed_config",
                                            "tpu_use_cluster",
                                            "tpu_use_sudo",
                                            "tpu_env"});
const QSet<QString> kAccelerateFsdp = setOf(
    {"fsdp_version", "fsdp_sharding_strategy", "fsdp_reshard_after_forward", "fsdp_offload_params", "fsdp_auto_wrap_policy",
     "fsdp_transformer_layer_cls_to_wrap", "fsdp_min_num_params", "fsdp_backward_prefetch", "fsdp_forward_prefetch", "fsdp_state_dict_type",
     "fsdp_use_orig_params", "fsdp_cpu_ram_efficient_loading", "fsdp_sync_module_states", "fsdp_activation_checkpointing"});
const QSet<QString> kLlamaFactory = setOf({"model_name_or_path",
                                           "trust_remote_code",
                                           "quantization_bit",
                                           "quantization_method",
                                           "flash_attn",
                                           "enable_liger_kernel",
                                           "packing",
                                           "neat_packing",
                                           "use_unsloth",
                                           "stage",
                                           "do_train",
                                           "finetuning_type",
                                           "lora_rank",
                                           "lora_target",
                                           "deepspeed",
                                           "dataset",
                                           "template",
                                           "cutoff_len",
                                           "output_dir",
                                           "logging_steps",
                                           "save_steps",
                                           "per_device_train_batch_size",
                                           "gradient_accumulation_steps",
                                           "learning_rate",
                                           "num_train_epochs",
                                           "bf16",
                                           "fp16",
                                           "pure_bf16",
                                           "disable_gradient_checkpointing",
                                           "optim"});
const QSet<QString> kSkyTop = setOf({"name", "resources", "num_nodes", "workdir", "setup", "run", "envs", "file_mounts"});
const QSet<QString> kSkyResources =
    setOf({"infra", "instance_type", "accelerators", "disk_size", "use_spot", "cpus", "memory", "disk_tier", "image_id", "ports"});

Scenario fullZero3()
{
    Scenario s = defaultScenario();
    s.model = *findPreset(QStringLiteral("llama-3-8b"));
    s.method = Method::Full;
    s.gpus = 16;
    s.zero = 3;
    s.batch = 2;
    s.gradAccum = 4;
    s.seq = 4096;
    s.gradCheckpointing = true;
    return s;
}

} // namespace

class TestLaunchFiles final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // ZeRO-3 over 16 GPUs: the stage, the batch arithmetic and the buckets the estimate counted
    // (Hugging Face's "auto": hidden² = 4096² for Llama 3 8B, 0.9·h², 10·h).
    void deepspeedCarriesTheEstimatesSettings()
    {
        const Advice a = adviceFor(fullZero3());
        QVERIFY(a.recommended() >= 0);
        const InstanceEvaluation &row = a.instances[a.recommended()];
        QVERIFY(row.nodes * row.instance->gpuCount >= 16);
        const QJsonObject j = QJsonDocument::fromJson(fileOf(a, LaunchFormat::Deepspeed)).object();
        QVERIFY2(kDeepspeedTop.contains(keysOf(j)), qPrintable(keysOf(j).values().join(QLatin1Char(' '))));
        const QJsonObject zero = j[QStringLiteral("zero_optimization")].toObject();
        QVERIFY(kDeepspeedZero.contains(keysOf(zero)));
        QCOMPARE(zero[QStringLiteral("stage")].toInt(), 3);
        QCOMPARE(zero[QStringLiteral("reduce_bucket_size")].toDouble(), 4096.0 * 4096.0);
        QCOMPARE(zero[QStringLiteral("stage3_prefetch_bucket_size")].toDouble(), 15099494.0); // 0.9 × 4096², rounded
        QCOMPARE(zero[QStringLiteral("stage3_param_persistence_threshold")].toDouble(), 40960.0);
        QVERIFY(!zero.contains(QStringLiteral("offload_optimizer")));
        QCOMPARE(j[QStringLiteral("train_micro_batch_size_per_gpu")].toInt(), 2);
        QCOMPARE(j[QStringLiteral("gradient_accumulation_steps")].toInt(), 4);
        QCOMPARE(j[QStringLiteral("train_batch_size")].toInt(), 2 * 4 * 16);
        QCOMPARE(j[QStringLiteral("bf16")].toObject()[QStringLiteral("enabled")].toBool(), true);
        QVERIFY(j[QStringLiteral("_comment")].toString().contains(QStringLiteral("Written by GPU Advisor 9.9.9")));
        QVERIFY(j[QStringLiteral("_comment")].toString().contains(row.key()));
    }

    // Offload as asked; DeepSpeed's own buckets when the framework is raw DeepSpeed.
    void deepspeedOffloadAndBuckets()
    {
        Scenario s = fullZero3();
        s.offload = Offload::OptimizerAndParams;
        s.stack = Stack::Deepspeed;
        const QJsonObject zero =
            QJsonDocument::fromJson(fileOf(adviceFor(s), LaunchFormat::Deepspeed)).object()[QStringLiteral("zero_optimization")].toObject();
        QCOMPARE(zero[QStringLiteral("offload_optimizer")].toObject()[QStringLiteral("device")].toString(), QStringLiteral("cpu"));
        QCOMPARE(zero[QStringLiteral("offload_param")].toObject()[QStringLiteral("device")].toString(), QStringLiteral("cpu"));
        QCOMPARE(zero[QStringLiteral("reduce_bucket_size")].toDouble(), 5.0e8);
    }

    // FSDP2 through accelerate: ZeRO-3 reshards after forward, one process per GPU over the nodes.
    void accelerateFsdp()
    {
        const Advice a = adviceFor(fullZero3());
        const InstanceEvaluation &row = a.instances[a.recommended()];
        const QJsonObject y = yamlLoad(fileOf(a, LaunchFormat::AccelerateFsdp));
        QVERIFY2(kAccelerateTop.contains(keysOf(y)), qPrintable(keysOf(y).values().join(QLatin1Char(' '))));
        const QJsonObject fsdp = y[QStringLiteral("fsdp_config")].toObject();
        QVERIFY(kAccelerateFsdp.contains(keysOf(fsdp)));
        QCOMPARE(y[QStringLiteral("distributed_type")].toString(), QStringLiteral("FSDP"));
        QCOMPARE(y[QStringLiteral("mixed_precision")].toString(), QStringLiteral("bf16"));
        QCOMPARE(y[QStringLiteral("downcast_bf16")].toString(), QStringLiteral("no")); // a string, not YAML 1.1's false
        QCOMPARE(y[QStringLiteral("num_machines")].toInt(), row.nodes);
        QCOMPARE(y[QStringLiteral("num_processes")].toInt(), 16);
        QCOMPARE(fsdp[QStringLiteral("fsdp_version")].toInt(), 2);
        QCOMPARE(fsdp[QStringLiteral("fsdp_reshard_after_forward")].toBool(), true);
        QCOMPARE(fsdp[QStringLiteral("fsdp_activation_checkpointing")].toBool(), true);
        QCOMPARE(fsdp[QStringLiteral("fsdp_offload_params")].toBool(), false);
    }

    // LLaMA-Factory: the default QLoRA job as its own examples write one.
    void llamaFactoryQlora()
    {
        Scenario s = defaultScenario();
        s.liger = true;
        s.stack = Stack::LlamaFactory;
        s.loraRank = 32;
        s.loraTargets = LoraTargets::QV;
        s.batch = 4;
        s.gradAccum = 8;
        const QByteArray text = fileOf(adviceFor(s), LaunchFormat::LlamaFactory);
        QVERIFY(text.startsWith("# Written by GPU Advisor 9.9.9 on 2026-03-01T09:30:00Z"));
        const QJsonObject y = yamlLoad(text);
        QVERIFY2(kLlamaFactory.contains(keysOf(y)), qPrintable((keysOf(y) - kLlamaFactory).values().join(QLatin1Char(' '))));
        QCOMPARE(y[QStringLiteral("model_name_or_path")].toString(), s.model.hfRepo);
        QCOMPARE(y[QStringLiteral("stage")].toString(), QStringLiteral("sft"));
        QCOMPARE(y[QStringLiteral("finetuning_type")].toString(), QStringLiteral("lora"));
        QCOMPARE(y[QStringLiteral("quantization_bit")].toInt(), 4);
        QCOMPARE(y[QStringLiteral("quantization_method")].toString(), QStringLiteral("bnb"));
        QCOMPARE(y[QStringLiteral("lora_rank")].toInt(), 32);
        QCOMPARE(y[QStringLiteral("lora_target")].toString(), QStringLiteral("q_proj,v_proj"));
        QCOMPARE(y[QStringLiteral("per_device_train_batch_size")].toInt(), 4);
        QCOMPARE(y[QStringLiteral("gradient_accumulation_steps")].toInt(), 8);
        QCOMPARE(y[QStringLiteral("cutoff_len")].toInt(), s.seq);
        QCOMPARE(y[QStringLiteral("template")].toString(), QStringLiteral("qwen")); // Qwen2: LLaMA-Factory's "qwen"
        QCOMPARE(y[QStringLiteral("enable_liger_kernel")].toBool(), true);
        QCOMPARE(y[QStringLiteral("flash_attn")].toString(), QStringLiteral("fa2"));
        QVERIFY(!y.contains(QStringLiteral("deepspeed")));
        QVERIFY(!y.contains(QStringLiteral("disable_gradient_checkpointing"))); // the default scenario checkpoints
    }

    // Packing: neat_packing keeps a fine-tuning job's samples apart; pre-training packs plainly
    // (LLaMA-Factory's stage pt); a job that does not pack says nothing of it.
    void llamaFactoryPacking_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<bool>("packing");
        QTest::addColumn<QString>("key"); // empty = neither key
        QTest::newRow("LoRA, packed") << int(Method::Lora) << true << QStringLiteral("neat_packing");
        QTest::newRow("pre-training, packed") << int(Method::Pretrain) << true << QStringLiteral("packing");
        QTest::newRow("LoRA, not packed") << int(Method::Lora) << false << QString();
    }
    void llamaFactoryPacking()
    {
        QFETCH(int, method);
        QFETCH(bool, packing);
        QFETCH(QString, key);
        Scenario s = defaultScenario();
        s.method = Method(method);
        s.stack = Stack::LlamaFactory;
        s.packing = packing;
        s.batch = 1;
        QVERIFY(!validate(s));
        const QJsonObject y = yamlLoad(fileOf(adviceFor(s), LaunchFormat::LlamaFactory));
        for (const QString &k : {QStringLiteral("packing"), QStringLiteral("neat_packing")})
            QCOMPARE(y.contains(k), k == key);
        if (!key.isEmpty())
            QCOMPARE(y[key].toBool(), true);
    }

    // A full ZeRO-3 job names the DeepSpeed file written beside it.
    void llamaFactoryFullWithDeepspeed()
    {
        const QJsonObject y = yamlLoad(fileOf(adviceFor(fullZero3()), LaunchFormat::LlamaFactory));
        QCOMPARE(y[QStringLiteral("finetuning_type")].toString(), QStringLiteral("full"));
        QCOMPARE(y[QStringLiteral("deepspeed")].toString(), QStringLiteral("ds_config.json"));
        QCOMPARE(y[QStringLiteral("learning_rate")].toDouble(), 1.0e-5);
        QCOMPARE(y[QStringLiteral("template")].toString(), QStringLiteral("llama3"));
    }

    // SkyPilot launches the advised instance: its cloud and region, type, accelerators and nodes.
    void skypilotLaunchesTheInstance()
    {
        const Advice a = adviceFor(fullZero3());
        const InstanceEvaluation *row = nullptr;
        for (const InstanceEvaluation &e : a.instances)
            if (e.fits && e.instance->provider == QLatin1String("aws") && e.instance->gpuId == QLatin1String("h100-sxm") &&
                e.instance->gpuCount == 8) {
                row = &e;
                break;
            }
        QVERIFY(row);
        const QJsonObject y = yamlLoad(fileOf(a, LaunchFormat::Skypilot, row));
        QVERIFY2(kSkyTop.contains(keysOf(y)), qPrintable(keysOf(y).values().join(QLatin1Char(' '))));
        const QJsonObject r = y[QStringLiteral("resources")].toObject();
        QVERIFY(kSkyResources.contains(keysOf(r)));
        QCOMPARE(r[QStringLiteral("accelerators")].toString(), QStringLiteral("H100:8"));
        QCOMPARE(r[QStringLiteral("infra")].toString(), QStringLiteral("aws/") + row->instance->region);
        QCOMPARE(r[QStringLiteral("instance_type")].toString(), row->instance->type);
        QCOMPARE(y[QStringLiteral("num_nodes")].toInt(), 2);
        QVERIFY(y[QStringLiteral("run")].toString().contains(QStringLiteral("--nnodes \"$SKYPILOT_NUM_NODES\"")));
        // The run block is a script: shellcheck reads it like the others.
        QByteArray findings;
        QVERIFY2(shellcheck("#!/usr/bin/env bash\n" + y[QStringLiteral("run")].toString().toUtf8(), &findings) == 0, findings.constData());
        // Alibaba Cloud is no SkyPilot cloud: refused with the reason, not written wrong.
        for (const InstanceEvaluation &e : a.instances)
            if (e.instance->provider == QLatin1String("alibaba")) {
                const auto refused = launchFile(a, &e, LaunchFormat::Skypilot, fixedOptions());
                QVERIFY(std::holds_alternative<FieldError>(refused));
                QVERIFY(std::get<FieldError>(refused).reason.contains(QStringLiteral("SkyPilot cannot launch")));
                break;
            }
    }

    // The scripts pass shellcheck and start what the advice says.
    void scriptsPassShellcheck()
    {
        QByteArray findings;
        const QByteArray torchrun = fileOf(adviceFor(fullZero3()), LaunchFormat::Torchrun);
        QVERIFY2(shellcheck(torchrun, &findings) == 0, findings.constData());
        QVERIFY(torchrun.contains("--nnodes 2 --nproc-per-node 8"));
        const QByteArray single = fileOf(adviceFor(defaultScenario()), LaunchFormat::Torchrun);
        QVERIFY(single.contains("torchrun --standalone --nproc-per-node 1"));
        Scenario serve = defaultScenario();
        serve.method = Method::Inference;
        serve.serving.engine = Engine::Vllm;
        const Advice served = adviceFor(serve);
        const QByteArray vllm = fileOf(served, LaunchFormat::Vllm);
        QVERIFY2(shellcheck(vllm, &findings) == 0, findings.constData());
        QVERIFY(vllm.contains(QByteArray(QByteArray("exec vllm serve ") + serve.model.hfRepo.toUtf8())));
    }

    // Expert parallelism starts Megatron-SWIFT with the split, the batch arithmetic (8 data-parallel
    // ranks × 2 × 4 accumulated = 64 a step) and the recomputation the estimate assumed; over two
    // nodes Megatron-SWIFT's own variables name them. No DeepSpeed, FSDP or LLaMA-Factory file.
    void expertParallelStartsMegatronSwift()
    {
        Scenario s = defaultScenario();
        s.model = *findPreset(QStringLiteral("qwen3-30b-a3b"));
        s.method = Method::Full;
        s.stack = Stack::MsSwift;
        s.gpus = 8;
        s.zero = 1;
        s.batch = 2;
        s.gradAccum = 4;
        s.gradCheckpointing = true;
        s.expertParallel = true;
        QVERIFY(!validate(s));
        const Advice advice = adviceFor(s);
        const QByteArray script = fileOf(advice, LaunchFormat::Torchrun);
        QByteArray findings;
        QVERIFY2(shellcheck(script, &findings) == 0, findings.constData());
        QVERIFY2(script.contains("export NPROC_PER_NODE=8\n"), script.constData());
        QVERIFY2(script.contains("exec megatron sft --expert_model_parallel_size 8 --tuner_type full --micro_batch_size 2 "
                                 "--global_batch_size 64 --max_length 2048 --recompute_granularity full"),
                 script.constData());
        QVERIFY(!script.contains("use_distributed_optimizer"));
        for (LaunchFormat f : {LaunchFormat::Deepspeed, LaunchFormat::AccelerateFsdp, LaunchFormat::LlamaFactory}) {
            const auto file = launchFile(advice, nullptr, f, fixedOptions());
            QVERIFY(std::holds_alternative<FieldError>(file));
            QVERIFY2(std::get<FieldError>(file).reason.contains(QLatin1String("megatron sft")),
                     qPrintable(std::get<FieldError>(file).reason));
        }
        s.gpus = 16;
        s.zero = 0;
        s.method = Method::Lora;
        const Advice lora = adviceFor(s);
        const auto twoNodeRow =
            std::find_if(lora.instances.cbegin(), lora.instances.cend(), [](const InstanceEvaluation &e) { return e.nodes == 2; });
        QVERIFY(twoNodeRow != lora.instances.cend());
        const QByteArray twoNodes = fileOf(lora, LaunchFormat::Torchrun, &*twoNodeRow);
        QVERIFY2(shellcheck(twoNodes, &findings) == 0, findings.constData());
        QVERIFY2(twoNodes.contains("export NPROC_PER_NODE=8\nexport NNODES=2 NODE_RANK="), twoNodes.constData());
        QVERIFY(twoNodes.contains("--expert_model_parallel_size 16 --tuner_type lora --lora_rank 16"));
        QVERIFY(twoNodes.contains("--use_distributed_optimizer false"));
    }

    // Where a scenario has no such file, the refusal says why and what to write instead.
    void refusalsSayWhy_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("reason");
        QTest::newRow("deepspeed without ZeRO") << int(LaunchFormat::Deepspeed) << QStringLiteral("the torchrun launch script");
        QTest::newRow("fsdp without sharding") << int(LaunchFormat::AccelerateFsdp) << QStringLiteral("ZeRO 2 or 3");
        QTest::newRow("vllm for training") << int(LaunchFormat::Vllm) << QStringLiteral("the vLLM engine");
    }
    void refusalsSayWhy()
    {
        QFETCH(int, format);
        QFETCH(QString, reason);
        const auto file = launchFile(adviceFor(defaultScenario()), nullptr, LaunchFormat(format), fixedOptions());
        QVERIFY(std::holds_alternative<FieldError>(file));
        QCOMPARE(std::get<FieldError>(file).field, QStringLiteral("--format"));
        QVERIFY2(std::get<FieldError>(file).reason.contains(reason), qPrintable(std::get<FieldError>(file).reason));
    }

    // A parameter count is no model LLaMA-Factory can load.
    void llamaFactoryNeedsALoadableModel()
    {
        Scenario s = defaultScenario();
        s.model = modelFromParamCount(7'000'000'000, QStringLiteral("7B"));
        const auto file = launchFile(adviceFor(s), nullptr, LaunchFormat::LlamaFactory, fixedOptions());
        QVERIFY(std::holds_alternative<FieldError>(file));
    }
};

QTEST_GUILESS_MAIN(TestLaunchFiles)
#include "tst_launchfiles.moc"
