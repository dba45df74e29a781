// The preflight script generator: the thresholds written into the script against hand
// calculations from the scenario, instance lookup, the GPU name token, what the header says, that
// text from a catalog or config cannot escape its quotes or comments, and shellcheck on every
// variant of the script.
#include "common/fixtures.h"
#include "core/units.h"
#include "output/preflight.h"

#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ga;
using namespace ga::test;

Q_DECLARE_METATYPE(ga::Scenario)

namespace {

Scenario preset(const char *id, Method method)
{
    Scenario s = defaultScenario();
    s.model = *findPreset(QString::fromLatin1(id));
    s.method = method;
    return s;
}

PreflightOptions fixedOptions()
{
    PreflightOptions o;
    o.generatedAt = QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC);
    o.version = QStringLiteral("9.9.9");
    return o;
}

// The `readonly NAME=value` lines of a script.
QHash<QString, QString> settings(const QString &script)
{
    static const QRegularExpression line(QStringLiteral("^readonly ([A-Z0-9_]+)=(.*)$"), QRegularExpression::MultilineOption);
    QHash<QString, QString> out;
    for (auto it = line.globalMatch(script); it.hasNext();) {
        const auto m = it.next();
        out.insert(m.captured(1), m.captured(2));
    }
    return out;
}

qint64 integer(const QHash<QString, QString> &values, const char *name)
{
    bool ok = false;
    const qint64 v = values.value(QString::fromLatin1(name)).toLongLong(&ok);
    if (!ok)
        qFatal("%s is not a whole number in the script", name);
    return v;
}

QString script(const Scenario &s, const QString &instanceKey = {}, PreflightPlan *planOut = nullptr)
{
    const Advice advice = advise(s, bundledCatalog());
    const InstanceEvaluation *e = instanceKey.isEmpty() ? nullptr : findInstance(advice, instanceKey);
    if (!instanceKey.isEmpty() && !e)
        qFatal("no instance %s in the bundled catalog", qPrintable(instanceKey));
    const PreflightPlan plan = preflightPlan(advice, e);
    if (planOut)
        *planOut = plan;
    return preflightScript(plan, fixedOptions());
}

struct Shellcheck {
    int code = -1;
    QString output;
};

Shellcheck shellcheck(const QString &text)
{
    QProcess p;
    p.start(QStringLiteral("shellcheck"), {QStringLiteral("--shell=bash"), QStringLiteral("-")});
    p.write(text.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("shellcheck did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
}

} // namespace

class TestPreflight final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Every floor in the script, worked out by hand from the scenario (HostRequirements' rules
    // and the guide's numbers), and the budget from the memory components at the GPU count the
    // job runs on.
    // The packages the script asks Python for: what the model, the framework and the job need,
    // each with the least version its source names.
    void pythonRequirements_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("requirements");
        Scenario qlora = preset("qwen2-7b", Method::Qlora);
        qlora.flashAttention = true;
        QTest::newRow("Qwen2 QLoRA") << qlora
                                     << "'torch|2.1|FAIL transformers|4.37.0|FAIL peft||FAIL bitsandbytes|0.43.2|WARN flash-attn||WARN'";
        Scenario legacy = qlora;
        legacy.stack = Stack::LitgptLegacy;
        legacy.flashAttention = false;
        QTest::newRow("LitGPT 0.5.4 QLoRA") << legacy << "'torch|2.1|FAIL transformers|4.37.0|FAIL bitsandbytes||FAIL litgpt||FAIL'";
        Scenario full = preset("llama-3.1-8b", Method::Full);
        full.flashAttention = false;
        full.gpus = 8;
        full.zero = 3;
        full.stack = Stack::Trl;
        full.liger = true;
        QTest::newRow("Llama 3.1 full, ZeRO-3, TRL with Liger")
            << full << "'torch|2.1|FAIL transformers|4.43.0|FAIL deepspeed||FAIL liger-kernel||FAIL trl|1.7.0|FAIL'";
        Scenario served = preset("qwen2-7b", Method::Inference);
        served.serving.engine = Engine::Vllm;
        QTest::newRow("vLLM service") << served << "'vllm||FAIL'";
    }
    void pythonRequirements()
    {
        QFETCH(Scenario, scenario);
        QFETCH(QString, requirements);
        QCOMPARE(settings(script(scenario)).value(QStringLiteral("PY_REQUIREMENTS")), requirements);
    }

    void thresholds_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<int>("gpusPerNode");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("budgetGpus");
        QTest::addColumn<qint64>("vcpus");
        QTest::addColumn<qint64>("ramMib");
        QTest::addColumn<int>("ramRequired");
        QTest::addColumn<qint64>("seqMBs");
        QTest::addColumn<int>("seqRequired");
        QTest::addColumn<qint64>("iops");
        QTest::addColumn<qint64>("freeGb");
        QTest::addColumn<int>("rdma");

        // QLoRA of Qwen2-7B, r=16 on all linear layers: 28 × (2 × 16 × (3584 + 3584) + 2 × 16 × (3584 + 512)
        // + 3 × 16 × (3584 + 18944)) = 40,370,176 adapter parameters; a checkpoint keeps them in fp32 with
        // both AdamW moments: 12 B each = 0.484 GB; 3 kept + the model's 7,615,616,512 × 2 B = 15.23 GB
        // + 50 GB for the system = 66.68 -> 67 GB. vCPUs max(8, 4 × 1);
        // RAM max(32 GiB, 1.25 × 15.2 GB of 16-bit weights, 8 × 1) = 32 GiB.
        QTest::newRow("default scenario, no instance") << defaultScenario() << QString() << 1 << 1 << 1 << qint64(8) << qint64(32 * 1024)
                                                       << 0 << qint64(800) << 0 << qint64(5000) << qint64(67) << 0;

        // Full fine-tuning of Llama-3-8B with ZeRO-3 on 16 GPUs, on 8-GPU p4de.24xlarge: 2 nodes.
        // vCPUs max(8, 4 × 8) = 32; RAM max(64 GiB for 7-13B full training, 8 × 8) = 64 GiB; a checkpoint
        // is 8,030,261,248 × (2 + 4 + 8) B = 112.42 GB, 3 kept + the model's 16.06 GB + 50 = 403.3 -> 404 GB;
        // RDMA across nodes.
        Scenario full = preset("llama-3-8b", Method::Full);
        full.gpus = 16;
        full.zero = 3;
        QTest::newRow("full on two 8-GPU nodes") << full << QStringLiteral("aws:p4de.24xlarge:us-east-1") << 8 << 2 << 16 << qint64(32)
                                                 << qint64(64 * 1024) << 0 << qint64(800) << 0 << qint64(5000) << qint64(404) << 1;

        // One GPU for a job on one GPU: an 8-GPU instance would hold all 8 GPUs (a 1-GPU job on it is
        // still one node), here the 1-GPU a2-ultragpu-1g. Inference: vCPUs max(4, 2 × 1) = 4; RAM
        // max(16, 1.25 × 8,030,261,248 × 2 B / 1e9 = 20.0757) GiB × 1024 = 20557.5 -> 20558 MiB; no IOPS
        // or free-disk floor.
        QTest::newRow("inference on one A100") << preset("llama-3-8b", Method::Inference)
                                               << QStringLiteral("gcp:a2-ultragpu-1g:us-central1") << 1 << 1 << 1 << qint64(4)
                                               << qint64(20558) << 0 << qint64(800) << 0 << qint64(0) << qint64(0) << 0;

        // Pre-training 1B parameters from local disk on 24 GPUs, no instance: nodes of 8 (the most
        // GPUs one catalog instance has) -> 3 nodes of 8. The data is read from local disk: 800 MB/s
        // is required. Checkpoint 1e9 × 14 B = 14 GB × 3 + the 100 GB dataset + the model's 2 GB + 50 = 194 GB.
        Scenario pre = defaultScenario();
        pre.model = modelFromParamCount(1000000000, QStringLiteral("1B"));
        pre.method = Method::Pretrain;
        pre.gradCheckpointing = false;
        pre.gpus = 24;
        pre.usage.dataSource = DataSource::LocalDisk;
        QTest::newRow("pre-training from local disk, no instance") << pre << QString() << 8 << 3 << 24 << qint64(32) << qint64(64 * 1024)
                                                                   << 0 << qint64(800) << 1 << qint64(5000) << qint64(194) << 1;

        // Inference across 2 nodes of 8 (16 GPUs, no instance): no gradients cross the nodes, no RDMA.
        // vCPUs max(4, 2 × 8) = 16; RAM max(16, 1.25 × 70,553,706,496 × 2 B / 1e9 = 176.384) GiB
        // = 180,617.5 -> 180618 MiB.
        Scenario serve = preset("llama-3-70b", Method::Inference);
        serve.gpus = 16;
        QTest::newRow("inference on two nodes")
            << serve << QString() << 8 << 2 << 16 << qint64(16) << qint64(180618) << 0 << qint64(800) << 0 << qint64(0) << qint64(0) << 0;
    }
    void thresholds()
    {
        QFETCH(Scenario, scenario);
        QFETCH(QString, instance);
        QFETCH(int, gpusPerNode);
        QFETCH(int, nodes);
        QFETCH(int, budgetGpus);
        QFETCH(qint64, vcpus);
        QFETCH(qint64, ramMib);
        QFETCH(int, ramRequired);
        QFETCH(qint64, seqMBs);
        QFETCH(int, seqRequired);
        QFETCH(qint64, iops);
        QFETCH(qint64, freeGb);
        QFETCH(int, rdma);

        const auto v = settings(script(scenario, instance));
        // The budget: its components summed, with the headroom, per GPU at the job's GPU count.
        const MemoryBudget m = estimateMemory(scenario, budgetGpus);
        double sum = 0;
        for (const MemoryComponent &c : m.components)
            sum += c.bytes;
        QCOMPARE(integer(v, "BUDGET_MIB"), qint64(std::ceil(sum * (1.0 + scenario.headroom) / (1024.0 * 1024.0) - 1e-6)));
        QCOMPARE(integer(v, "GPUS_PER_NODE"), qint64(gpusPerNode));
        QCOMPARE(integer(v, "NODES"), qint64(nodes));
        QCOMPARE(integer(v, "MIN_VCPUS"), vcpus);
        QCOMPARE(integer(v, "MIN_RAM_MIB"), ramMib);
        QCOMPARE(integer(v, "RAM_REQUIRED"), qint64(ramRequired));
        QCOMPARE(integer(v, "MIN_SEQ_MBS"), seqMBs);
        QCOMPARE(integer(v, "SEQ_REQUIRED"), qint64(seqRequired));
        QCOMPARE(integer(v, "MIN_IOPS"), iops);
        QCOMPARE(integer(v, "MIN_FREE_GB"), freeGb);
        QCOMPARE(integer(v, "NEED_RDMA"), qint64(rdma));
        QCOMPARE(integer(v, "COMPUTE_REQUIRED"), qint64(scenario.isTraining() ? 1 : 0));
        // The wheels' floors: sm_75, R570 for CUDA 12.8, R560 for CUDA 12.6.
        QCOMPARE(integer(v, "MIN_SM"), qint64(75));
        QCOMPARE(integer(v, "DRIVER_CU128"), qint64(570));
        QCOMPARE(integer(v, "DRIVER_CU126"), qint64(560));
        QCOMPARE(integer(v, "CUDA_CU128"), qint64(1208));
        QCOMPARE(integer(v, "CUDA_CU126"), qint64(1206));
        QCOMPARE(integer(v, "DISK_TEST_MB_DEFAULT"), qint64(kPreflightDiskTestMbDefault));
        // The same limits the advisories apply, from their one home (requirements.h).
        QCOMPARE(integer(v, "MIN_SM"), qint64(kMinComputeCapability));
        if (!seqRequired)
            QCOMPARE(integer(v, "MIN_SEQ_MBS"), qint64(kGuideDdFloorMBs));
    }

    // One rule for the GPU count: the budget is the one at the scenario's 12 GPUs, as advise()
    // shows it everywhere, even on two 8-GPU nodes that leave 4 GPUs idle; the host floors count
    // the 6 GPUs the job uses on each node.
    void budgetAtTheScenariosGpuCount()
    {
        Scenario s = preset("llama-3-8b", Method::Full);
        s.gpus = 12;
        s.zero = 3;
        PreflightPlan plan;
        const auto v = settings(script(s, QStringLiteral("aws:p4de.24xlarge"), &plan));
        QCOMPARE(plan.nodes, 2);
        QCOMPARE(plan.gpusPerNode, 8);
        QCOMPARE(plan.jobGpusPerNode, 8);
        const qint64 at12 = qint64(std::ceil(estimateMemory(s, 12).budgetBytes / (1024.0 * 1024.0) - 1e-6));
        QCOMPARE(integer(v, "BUDGET_MIB"), at12);
        QCOMPARE(integer(v, "GPUS_PER_NODE"), qint64(8));
    }

    // ZeRO-Offload keeps optimizer states in host RAM: the RAM floor includes them and too little
    // RAM fails instead of warning.
    void offloadedStatesRaiseTheRamFloor()
    {
        Scenario s = preset("llama-3-8b", Method::Full);
        s.zero = 3;
        s.offload = Offload::Optimizer;
        const auto v = settings(script(s));
        const MemoryBudget m = estimateMemory(s);
        QVERIFY(m.hostRamGiB() > 50); // fp32 master weights and both moments of 8B parameters
        QCOMPARE(integer(v, "RAM_REQUIRED"), qint64(1));
        QCOMPARE(integer(v, "MIN_RAM_MIB"), qint64(std::ceil(std::max(64.0, 8.0 + m.hostRamGiB()) * 1024.0 - 1e-6)));
    }

    // A service on the chosen instance: the GPU floor is what the engine needs to start the launch
    // line it is given (its share holds the weights, its own memory and one longest request),
    // by hand from the capacity; the line is in the script, printed once every check passes.
    void servingChecksTheEngineStart()
    {
        Scenario s = preset("llama-3-8b", Method::Inference);
        s.serving.engine = Engine::Vllm;
        s.serving.maxModelLen = 8192;
        s.serving.inputTokens = 1000;
        s.serving.outputTokens = 200;
        const Advice advice = advise(s, bundledCatalog());
        const InstanceEvaluation *e = findInstance(advice, QStringLiteral("aws:g6.xlarge"));
        QVERIFY(e && e->capacity && e->capacity->starts());
        const ServingCapacity &c = *e->capacity;
        const double need = (c.weightsBytes + c.activationBytes + c.nonTorchBytes + 8192.0 * c.kvBytesPerToken) / c.utilization +
            (e->gpu->usableGiB() * 1024.0 * 1024.0 * 1024.0 - c.gpuTotalBytes);
        const auto v = settings(script(s, QStringLiteral("aws:g6.xlarge")));
        QCOMPARE(integer(v, "BUDGET_MIB"), qint64(std::ceil(need / (1024.0 * 1024.0) - 1e-6)));
        QVERIFY(need < e->gpu->usableGiB() * 1024.0 * 1024.0 * 1024.0); // the L4 holds it
        QCOMPARE(v.value(QStringLiteral("LAUNCH")), QStringLiteral("'%1'").arg(launchCommand(s, c)));
        // A training job has no line to print.
        QCOMPARE(settings(script(preset("llama-3-8b", Method::Lora))).value(QStringLiteral("LAUNCH")), QStringLiteral("''"));
    }

    // What only the console can set is said at the end: versioning on the bucket, for a training
    // job whose data and checkpoints are in object storage; nothing for one reading a local disk or
    // a service.
    void consoleNoteForTheBucket()
    {
        QVERIFY(settings(script(defaultScenario())).value(QStringLiteral("CONSOLE_NOTE")).contains(QStringLiteral("versioning")));
        Scenario local = defaultScenario();
        local.usage.dataSource = DataSource::LocalDisk;
        QCOMPARE(settings(script(local)).value(QStringLiteral("CONSOLE_NOTE")), QStringLiteral("''"));
        QCOMPARE(settings(script(preset("llama-3-8b", Method::Inference))).value(QStringLiteral("CONSOLE_NOTE")), QStringLiteral("''"));
        QVERIFY(script(defaultScenario()).contains(QStringLiteral("T_CONSOLE=")));
    }

    void expectedGpuFromTheCatalog()
    {
        const auto v = settings(script(preset("llama-3-8b", Method::Lora), QStringLiteral("aws:g4dn.xlarge")));
        QCOMPARE(v.value(QStringLiteral("EXPECT_GPU_NAME")), QStringLiteral("'NVIDIA T4'"));
        QCOMPARE(v.value(QStringLiteral("EXPECT_GPU_TOKEN")), QStringLiteral("'T4'"));
        QCOMPARE(integer(v, "EXPECT_GPU_MIB"), qint64(15360)); // nvidia-smi's total for a T4
        QCOMPARE(integer(v, "EXPECT_SM"), qint64(75));
        QCOMPARE(integer(v, "GPUS_PER_NODE"), qint64(1));
        const auto none = settings(script(defaultScenario()));
        QCOMPARE(none.value(QStringLiteral("EXPECT_GPU_NAME")), QStringLiteral("''"));
        QCOMPARE(integer(none, "EXPECT_GPU_MIB"), qint64(0));
    }

    void findAndSuggestInstances()
    {
        const Advice advice = advise(defaultScenario(), bundledCatalog());
        const InstanceEvaluation *e = findInstance(advice, QStringLiteral("AWS:P4DE.24XLARGE"));
        QVERIFY(e);
        QCOMPARE(e->key(), QStringLiteral("aws:p4de.24xlarge:us-east-1"));
        QVERIFY(findInstance(advice, QStringLiteral("aws:p4de.24xlarge:us-east-1")));
        QVERIFY(!findInstance(advice, QStringLiteral("aws:p4de.24xlarge:mars-1")));
        QVERIFY(!findInstance(advice, QStringLiteral("aws")));
        QVERIFY(!findInstance(advice, QString()));
        // A typo: the type it was meant to be comes first; a wrong region: the type's regions.
        QCOMPARE(closeInstanceKeys(advice, QStringLiteral("aws:p4de.24xlarg")).value(0), QStringLiteral("aws:p4de.24xlarge"));
        QCOMPARE(closeInstanceKeys(advice, QStringLiteral("aws:p4de.24xlarge:mars-1")).value(0),
                 QStringLiteral("aws:p4de.24xlarge:us-east-1"));
        QVERIFY(closeInstanceKeys(advice, QStringLiteral("g4dn")).contains(QStringLiteral("aws:g4dn.xlarge")));
        QVERIFY(closeInstanceKeys(advice, QStringLiteral("zzzzzzzzzzzzzzzz:qqqqqqqqqqqq")).isEmpty());
        QVERIFY(closeInstanceKeys(advice, QString(5000, QLatin1Char('x'))).size() <= 5);
    }

    // The word of the catalog name that the name nvidia-smi prints contains as well.
    void gpuModelToken_data()
    {
        QTest::addColumn<QString>("catalogName");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("nvidiaSmiName");
        QTest::newRow("A100 SXM") << "NVIDIA A100 80GB SXM4"
                                  << "A100"
                                  << "NVIDIA A100-SXM4-80GB";
        QTest::newRow("T4") << "NVIDIA T4"
                            << "T4"
                            << "Tesla T4";
        QTest::newRow("A10G") << "NVIDIA A10G (AWS)"
                              << "A10G"
                              << "NVIDIA A10G";
        QTest::newRow("V100") << "NVIDIA Tesla V100 32GB SXM2"
                              << "V100"
                              << "Tesla V100-SXM2-32GB";
        QTest::newRow("H100 SXM") << "NVIDIA H100 80GB SXM5"
                                  << "H100"
                                  << "NVIDIA H100 80GB HBM3";
        QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090"
                                  << "RTX 4090"
                                  << "NVIDIA GeForce RTX 4090";
        QTest::newRow("RTX A6000") << "NVIDIA RTX A6000"
                                   << "RTX A6000"
                                   << "NVIDIA RTX A6000";
        QTest::newRow("GH200") << "NVIDIA GH200 Grace Hopper Superchip (96GB HBM3)"
                               << "GH200"
                               << "NVIDIA GH200 480GB";
        QTest::newRow("L40S") << "NVIDIA L40S"
                              << "L40S"
                              << "NVIDIA L40S";
    }
    void gpuModelToken()
    {
        QFETCH(QString, catalogName);
        QFETCH(QString, token);
        QFETCH(QString, nvidiaSmiName);
        GpuSpec g;
        g.id = QStringLiteral("x");
        g.name = catalogName;
        QCOMPARE(ga::gpuModelToken(g), token);
        // The script's match: the token as whole words of the upper-cased name, non-alphanumerics as spaces.
        const QString words = QLatin1Char(' ') +
            nvidiaSmiName.toUpper().replace(QRegularExpression(QStringLiteral("[^A-Z0-9]")), QStringLiteral(" ")) + QLatin1Char(' ');
        QVERIFY2(words.contains(QLatin1Char(' ') + token + QLatin1Char(' ')), qPrintable(words));
    }

    void headerSaysForWhatAndWhen()
    {
        const QString text = script(preset("llama-3-8b", Method::Lora), QStringLiteral("aws:g4dn.xlarge"));
        QVERIFY(text.startsWith(QStringLiteral("#!/usr/bin/env bash\n")));
        QVERIFY(text.contains(QStringLiteral("GPU Advisor 9.9.9 on 2026-03-01 09:30 UTC")));
        QVERIFY(text.contains(QStringLiteral("Meta Llama 3 8B")));
        QVERIFY(text.contains(QStringLiteral("g4dn.xlarge (us-east-1)")));
        QVERIFY(text.contains(QStringLiteral("NVIDIA T4")));
        // Pure: the same input gives the same text.
        QCOMPARE(script(preset("llama-3-8b", Method::Lora), QStringLiteral("aws:g4dn.xlarge")), text);
        // No internal names: advisory codes are for the app, not for the user of the script.
        for (const QString &code : advisoryCodes())
            QVERIFY2(!text.contains(code), qPrintable(code));
        QVERIFY(!text.contains(QStringLiteral("seed"), Qt::CaseInsensitive));
    }

    // Names come from imported catalogs and config files: a newline must not end a comment and a
    // quote or $(...) must not run.
    void untrustedTextStaysInert()
    {
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("ran"));
        Scenario s = defaultScenario();
        s.model.name = QStringLiteral("Evil\ntouch %1\n").arg(marker);
        PreflightPlan plan = preflightPlan(advise(s, bundledCatalog()));
        GpuSpec g = bundledCatalog().gpus.constFirst();
        g.name = QStringLiteral("It's $(touch %1) `touch %1`\n").arg(marker);
        plan.gpu = g;
        Instance in;
        in.provider = QStringLiteral("p");
        in.type = QStringLiteral("t\ntouch %1").arg(marker);
        in.region = QStringLiteral("r");
        in.gpuCount = 1;
        plan.instance = in;
        const QString text = preflightScript(plan, fixedOptions());
        for (const QString &line : text.split(QLatin1Char('\n')))
            QVERIFY2(!line.startsWith(QStringLiteral("touch")), qPrintable(line));
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-s"), QStringLiteral("--"), QStringLiteral("--help")});
        bash.write(text.toUtf8());
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 0);
        QVERIFY(bash.readAllStandardOutput().startsWith("Usage:"));
        QVERIFY(!QFile::exists(marker));
    }

    // Every variant of the script: with and without an instance, one node and several, training
    // and inference, offload, an AMD GPU.
    void shellcheckPasses_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<QString>("instance");
        QTest::addColumn<QString>("otherGpu"); // a GPU nvidia-smi does not see, put in the plan
        Scenario full = preset("llama-3-8b", Method::Full);
        full.gpus = 16;
        full.zero = 3;
        Scenario offload = preset("llama-3-8b", Method::Full);
        offload.zero = 3;
        offload.offload = Offload::OptimizerAndParams;
        Scenario serve = preset("llama-3-70b", Method::Inference);
        serve.gpus = 16;
        QTest::newRow("training, no instance, one node") << defaultScenario() << QString() << QString();
        QTest::newRow("training, instance, two nodes") << full << QStringLiteral("aws:p4de.24xlarge") << QString();
        QTest::newRow("training, no instance, two nodes") << full << QString() << QString();
        QTest::newRow("training with offload") << offload << QStringLiteral("gcp:a2-ultragpu-1g") << QString();
        QTest::newRow("inference, instance, one node")
            << preset("llama-3-8b", Method::Inference) << QStringLiteral("aws:g4dn.xlarge") << QString();
        QTest::newRow("inference, no instance, two nodes") << serve << QString() << QString();
        Scenario vllm = preset("llama-3-8b", Method::Inference);
        vllm.serving.engine = Engine::Vllm;
        QTest::newRow("vLLM service, instance") << vllm << QStringLiteral("aws:g6.xlarge") << QString();
        QTest::newRow("AMD GPU") << defaultScenario() << QStringLiteral("aws:g4dn.xlarge") << QStringLiteral("mi300x");
        QTest::newRow("Ascend NPU") << defaultScenario() << QStringLiteral("aws:g4dn.xlarge") << QStringLiteral("ascend-910b");
    }
    void shellcheckPasses()
    {
        QFETCH(Scenario, scenario);
        QFETCH(QString, instance);
        QFETCH(QString, otherGpu);
        if (QStandardPaths::findExecutable(QStringLiteral("shellcheck")).isEmpty())
            QSKIP("shellcheck is not installed (scripts/test installs it)");
        const Advice advice = advise(scenario, bundledCatalog());
        PreflightPlan plan = preflightPlan(advice, instance.isEmpty() ? nullptr : findInstance(advice, instance));
        if (!otherGpu.isEmpty()) {
            const GpuSpec *other = bundledCatalog().gpu(otherGpu);
            QVERIFY(other);
            plan.gpu = *other;
        }
        const QString text = preflightScript(plan, fixedOptions());
        const QHash<QString, QString> set = settings(text);
        QCOMPARE(set.value(QStringLiteral("EXPECT_GPU_OTHER")), otherGpu.isEmpty() ? QStringLiteral("0") : QStringLiteral("1"));
        // Each vendor's device is left to its own tool, which the skip names.
        if (!otherGpu.isEmpty())
            QVERIFY(set.value(QStringLiteral("T_GPU_OTHER"))
                        .contains(otherGpu == QLatin1String("mi300x") ? QStringLiteral("rocm-smi") : QStringLiteral("npu-smi")));
        const Shellcheck r = shellcheck(text);
        QVERIFY2(r.code == 0, qPrintable(r.output));
    }

    // The checks' body as it lies in the source tree, the file editors and shellcheck read; its
    // directives stand in for the settings the program writes above it.
    void bodyPassesShellcheck()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("shellcheck")).isEmpty())
            QSKIP("shellcheck is not installed (scripts/test installs it)");
        QFile body(QStringLiteral(GA_SOURCE_DIR "/resources/preflight/check-body.sh"));
        QVERIFY(body.open(QIODevice::ReadOnly));
        const Shellcheck r = shellcheck(QString::fromUtf8(body.readAll()));
        QVERIFY2(r.code == 0, qPrintable(r.output));
    }
};

QTEST_GUILESS_MAIN(TestPreflight)
#include "tst_preflight.moc"
