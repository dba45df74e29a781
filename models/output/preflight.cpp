#include "output/preflight.h"

#include "base/atomicfile.h"
#include "base/format.h"
#include "core/stacks.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace ga {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Preflight)
};

// Linux drivers of the CUDA toolkits the current PyTorch wheels bundle: CUDA 12.8 GA >= 570.26
// (R570), CUDA 12.6 GA >= 560.28.03 (NVIDIA CUDA Toolkit Release Notes, "CUDA Toolkit and
// Corresponding Driver Versions").
constexpr int kDriverCu128 = 570;
constexpr int kDriverCu126 = 560;
constexpr int kCudaCu128 = 1208; // 12.8 as major * 100 + minor
constexpr int kCudaCu126 = 1206;
// nvidia-smi's total for one GPU model moves with the driver and ECC mode by far less than this,
// while the variants the name alone cannot tell apart differ by 2× (A100 40GB / 80GB).
constexpr int kGpuMibTolerancePct = 3;
// /proc/meminfo's MemTotal leaves out what firmware and the kernel reserve: a few per cent under
// the memory a VM is sold with.
constexpr int kRamTolerancePct = 5;

// Numbers in the script are whole: rounded up, so the check is never weaker than the floor
// (with a little slack for binary fractions: 32.000000001 GiB stays 32768 MiB).
qint64 wholeAtLeast(double v)
{
    return qint64(std::ceil(v - 1e-6));
}

// Text from a catalog, a config.json or a saved scenario goes into comments and quoted strings:
// control characters (a newline would end the comment) and invisible format characters (a bidi
// override could make a comment read as code) become spaces.
QString oneLine(QString text)
{
    for (QChar &c : text)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator)
            c = QLatin1Char(' ');
    return text;
}

// A single-quoted bash word: nothing inside is expanded; a quote is closed, escaped, reopened.
QString quoted(const QString &text)
{
    QString t = text;
    t.remove(QChar(0));
    return QLatin1Char('\'') + t.replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
}

// Comment lines of at most ~100 columns.
QString comment(const QString &text)
{
    QString out, line = QStringLiteral("#");
    for (const QString &word : oneLine(text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (line.size() > 1 && line.size() + 1 + word.size() > 100) {
            out += line + QLatin1Char('\n');
            line = QStringLiteral("#");
        }
        line += QLatin1Char(' ') + word;
    }
    return out + line + QLatin1Char('\n');
}

// The checks: a bash body kept as resources/preflight/check-body.sh, so that editors and shellcheck
// read it as a script. Its leading "# shellcheck" directives are for checking the file alone (the
// settings they stand in for are written above the body here) and are not part of the script.
const QString &checkBody()
{
    static const QString body = [] {
        QFile file(QStringLiteral(":/preflight/check-body.sh"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the preflight checks are not built in (%s)", qPrintable(file.fileName()));
        QString text = QString::fromUtf8(file.readAll());
        while (text.startsWith(QLatin1String("# shellcheck ")))
            text.remove(0, text.indexOf(QLatin1Char('\n')) + 1);
        return text;
    }();
    return body;
}

// A Python package the job's software needs on the rented machine: its distribution name (what
// importlib.metadata knows it by), the least version, and whether an older or missing one fails
// the check or only warns.
struct PythonRequirement {
    QString dist;
    QString minVersion; // empty: any version
    bool required = true;
    QString why;
};

// The first transformers release with the model's architecture, from the model cards that say so.
std::optional<std::pair<QString, QString>> transformersFor(const ModelSpec &m)
{
    const QString type = m.arch.modelType;
    const QString id = m.id.toLower();
    static const QList<std::tuple<const char *, const char *, const char *>> table{
        {"qwen2", "4.37.0", "Qwen2 model cards: transformers>=4.37.0"},
        {"qwen2_moe", "4.40.0", "Qwen1.5-MoE model card: transformers>=4.40.0"},
        {"qwen3", "4.51.0", "Qwen3 model cards: with transformers<4.51.0, KeyError: 'qwen3'"},
        {"qwen3_moe", "4.51.0", "Qwen3 model cards: with transformers<4.51.0, KeyError: 'qwen3_moe'"},
        {"gemma2", "4.42.0", "Gemma 2 model cards: transformers 4.42 or newer"},
        {"gemma3", "4.50.0", "Gemma 3 model cards: transformers 4.50.0 or newer"},
        {"llama4", "4.51.0", "Llama 4 model cards: transformers 4.51.0 or newer"},
        {"mixtral", "4.36.0", "Mixtral model card: transformers 4.36 or newer"},
    };
    for (const auto &[t, version, source] : table)
        if (type == QLatin1String(t))
            return std::make_pair(QString::fromLatin1(version), QString::fromUtf8(source));
    if (type == QLatin1String("llama") &&
        (id.contains(QLatin1String("llama-3.1")) || id.contains(QLatin1String("llama-3.2")) || id.contains(QLatin1String("llama-3.3"))))
        return std::make_pair(QStringLiteral("4.43.0"), QStringLiteral("Llama 3.1 model cards: transformers >= 4.43.0 (rope_type llama3)"));
    return std::nullopt;
}

QList<PythonRequirement> pythonRequirements(const Scenario &s)
{
    QList<PythonRequirement> out;
    if (s.isServing()) {
        if (s.serving.engine == Engine::Vllm)
            out << PythonRequirement{QStringLiteral("vllm"), {}, true, Text::tr("the engine the service is estimated for")};
        else if (s.serving.engine == Engine::Sglang)
            out << PythonRequirement{QStringLiteral("sglang"), {}, true, Text::tr("the engine the service is estimated for")};
        return out; // llama.cpp is no Python package
    }
    out << PythonRequirement{QStringLiteral("torch"), QStringLiteral("2.1"), true,
                             Text::tr("the estimate assumes PyTorch 2.1 or newer (lazy CUDA module loading, one foreach temporary)")};
    if (const auto t = transformersFor(s.model))
        out << PythonRequirement{QStringLiteral("transformers"), t->first, true, t->second};
    else
        out << PythonRequirement{QStringLiteral("transformers"), {}, true, Text::tr("loads the model")};
    if (!s.isTraining())
        return out;
    if (s.isAdapter() && s.stack != Stack::Litgpt && s.stack != Stack::LitgptLegacy && s.stack != Stack::Torchtune)
        out << PythonRequirement{QStringLiteral("peft"), {}, true, Text::tr("the LoRA adapters")};
    if (s.method == Method::Qlora && s.stack != Stack::Torchtune)
        out << (s.stack == Stack::LitgptLegacy
                    ? PythonRequirement{QStringLiteral("bitsandbytes"), {}, true, Text::tr("the 4-bit weights (estimated with 0.42.0)")}
                    : PythonRequirement{QStringLiteral("bitsandbytes"), QStringLiteral("0.43.2"), false,
                                        Text::tr("0.43.1 and older keep every 4-bit layer's input for backward (bitsandbytes PR "
                                                 "#1270): more memory than estimated")});
    if (s.flashAttention)
        out << PythonRequirement{QStringLiteral("flash-attn"),
                                 {},
                                 false,
                                 Text::tr("FlashAttention-2; without it transformers uses SDPA, also without the s×s scores")};
    if (s.zero > 0)
        out << PythonRequirement{QStringLiteral("deepspeed"), {}, true, Text::tr("ZeRO-%1").arg(s.zero)};
    if (s.liger)
        out << PythonRequirement{QStringLiteral("liger-kernel"), {}, true, Text::tr("the fused linear cross-entropy estimated")};
    static const QList<std::tuple<Stack, const char *, const char *>> frameworks{
        {Stack::LlamaFactory, "llamafactory", ""}, {Stack::Unsloth, "unsloth", ""},     {Stack::MsSwift, "ms-swift", ""},
        {Stack::Axolotl, "axolotl", ""},           {Stack::Torchtune, "torchtune", ""}, {Stack::Litgpt, "litgpt", "0.5.5"},
        {Stack::LitgptLegacy, "litgpt", ""},       {Stack::Trl, "trl", "1.7.0"},        {Stack::Deepspeed, "deepspeed", ""}};
    for (const auto &[stack, dist, version] : frameworks)
        if (s.stack == stack && !(stack == Stack::Deepspeed && s.zero > 0))
            out << PythonRequirement{
                QString::fromLatin1(dist), QString::fromLatin1(version), true,
                Text::tr("the framework the estimate models (%1)").arg(QString::fromUtf8(stackProfile(stack).version))};
    return out;
}

QString normalisedName(const QString &name)
{
    QString out;
    for (const QChar c : name.toUpper())
        out += c.isLetterOrNumber() && c.unicode() < 128 ? c : QLatin1Char(' ');
    return out.simplified();
}

int editDistance(const QString &a, const QString &b)
{
    QList<int> row(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

PreflightPlan preflightPlan(const Advice &advice, const InstanceEvaluation *instance)
{
    PreflightPlan p;
    p.scenario = advice.scenario;
    const Scenario &s = p.scenario;
    if (instance) {
        p.instance = *instance->instance;
        p.gpu = *instance->gpu;
        p.providerName = instance->providerName();
        p.gpusPerNode = instance->instance->gpuCount;
        p.jobGpusPerNode = std::min(p.gpusPerNode, s.gpus);
        p.nodes = instance->nodes;
        p.memory = *instance->memory;
        if (const ServingCapacity *c = instance->capacity.get()) {
            // Each node runs its own replicas: the machine must show the instance's GPUs, and each
            // GPU what the engine needs to start the command it is given.
            p.nodes = instancesPerReplica(c->tp, *instance->instance);
            p.jobGpusPerNode = std::min(p.gpusPerNode, c->tp);
            p.launch = launchCommand(s, *c);
            const double request = double(c->maxModelLen) * c->kvBytesPerToken + c->kvBytesPerRequest;
            p.engineStartBytes = c->utilization > 0 ? (c->weightsBytes + c->activationBytes + c->nonTorchBytes + request) / c->utilization +
                    (c->gpuTotalBytes > 0 ? instance->gpu->usableGiB() * kGiB - c->gpuTotalBytes : 0.0)
                                                    : 0.0;
        }
    } else {
        // No instance: nodes as large as the catalog's largest (8 GPUs: HGX and DGX boards).
        int largest = 0;
        if (advice.catalog)
            for (const Instance &in : advice.catalog->instances)
                largest = std::max(largest, in.gpuCount);
        p.largestNode = largest > 0 ? largest : s.gpus;
        p.nodes = (s.gpus + p.largestNode - 1) / p.largestNode;
        p.gpusPerNode = (s.gpus + p.nodes - 1) / p.nodes;
        p.jobGpusPerNode = p.gpusPerNode;
        p.memory = advice.memory;
    }
    p.host = hostRequirements(s, p.memory);
    p.seqRequired = p.host.diskThroughputMBs.value > 0;
    p.minSeqMBs = p.seqRequired ? p.host.diskThroughputMBs.value : kGuideDdFloorMBs;
    p.ramRequired = p.memory.hostRamBytes > 0;
    p.needRdma = p.nodes > 1 && p.host.rdmaAcrossNodes;
    return p;
}

const InstanceEvaluation *findInstance(const Advice &advice, const QString &key)
{
    const QStringList parts = key.trimmed().split(QLatin1Char(':'));
    if (parts.size() < 2 || parts.size() > 3)
        return nullptr;
    for (const InstanceEvaluation &e : advice.instances) {
        const Instance &in = *e.instance;
        if (in.provider.compare(parts[0], Qt::CaseInsensitive) == 0 && in.type.compare(parts[1], Qt::CaseInsensitive) == 0 &&
            (parts.size() == 2 || in.region.compare(parts[2], Qt::CaseInsensitive) == 0))
            return &e;
    }
    return nullptr;
}

QStringList closeInstanceKeys(const Advice &advice, const QString &key, int limit)
{
    // Distances on at most 100 characters: a pasted paragraph costs no more than a typo.
    const QStringList parts = key.trimmed().toLower().left(100).split(QLatin1Char(':'));
    const QString wantedType = parts.size() >= 2 ? parts[1] : parts[0];
    const QString wanted = parts.size() >= 2 ? parts[0] + QLatin1Char(':') + parts[1] : parts[0];
    struct Candidate {
        int distance;
        QString key;
    };
    QList<Candidate> candidates;
    QSet<QString> seen;
    for (const InstanceEvaluation &e : advice.instances) {
        const Instance &in = *e.instance;
        const QString pair = (in.provider + QLatin1Char(':') + in.type).toLower();
        if (pair == wanted) { // the right type in another region: its regions
            candidates.append({0, in.key()});
            continue;
        }
        if (seen.contains(pair))
            continue;
        seen.insert(pair);
        const QString type = in.type.toLower();
        int d = std::min(editDistance(pair, wanted), editDistance(type, wantedType));
        if (wantedType.size() >= 3 && type.contains(wantedType))
            d = std::min(d, 1);
        if (d <= std::max(3, int(wantedType.size()) / 3))
            candidates.append({d, in.provider + QLatin1Char(':') + in.type});
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) { return a.distance < b.distance; });
    QStringList out;
    for (const Candidate &c : std::as_const(candidates))
        if (out.size() < limit && !out.contains(c.key))
            out << c.key;
    return out;
}

QString gpuModelToken(const GpuSpec &g)
{
    // The name without what is in brackets ("NVIDIA A10G (AWS)"), then the first word after the
    // brand words; "RTX" keeps the word after it ("RTX 4090", "RTX A6000").
    static const QRegularExpression brackets(QStringLiteral("\\([^)]*\\)"));
    static const QStringList brands{QStringLiteral("NVIDIA"), QStringLiteral("TESLA"), QStringLiteral("GEFORCE"),
                                    QStringLiteral("QUADRO"), QStringLiteral("AMD"),   QStringLiteral("INSTINCT"),
                                    QStringLiteral("RADEON")};
    const QStringList words = normalisedName(QString(g.name).remove(brackets)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        if (brands.contains(words[i]))
            continue;
        if (words[i] == QLatin1String("RTX") && i + 1 < words.size())
            return words[i] + QLatin1Char(' ') + words[i + 1];
        return words[i];
    }
    return normalisedName(g.id);
}

QString preflightScript(const PreflightPlan &p, const PreflightOptions &options)
{
    const Scenario &s = p.scenario;
    const HostRequirements &h = p.host;
    QString out = QStringLiteral("#!/usr/bin/env bash\n");

    // ---- Header: what it checks, for which job and machine, and how to run it.
    out += comment(Text::tr("GPU Advisor preflight check: does this machine have what the job below needs?"));
    out += comment(Text::tr("Generated by GPU Advisor %1 on %2.")
                       .arg(options.version, options.generatedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))));
    out += comment(Text::tr("Job: %1.").arg(summary(s)));
    if (p.instance) {
        out += comment(Text::tr("Instance: %1 %2 (%3), %4 × %5 per node; %n node(s).", nullptr, p.nodes)
                           .arg(p.providerName, p.instance->type, p.instance->region)
                           .arg(p.gpusPerNode)
                           .arg(p.gpu->name));
    } else {
        out += comment(Text::tr("Instance: none chosen, so the GPU model is not checked; %1 GPU(s) per node, %n node(s).", nullptr, p.nodes)
                           .arg(p.gpusPerNode));
    }
    out += QStringLiteral("#\n");
    out += comment(Text::tr("Run it on the rented machine (on each node when the job spans several):"));
    out += QStringLiteral("#   bash check.sh                       ") +
        oneLine(Text::tr("one line per check: PASS|WARN|FAIL|SKIP  name  measured  expected")) + QLatin1Char('\n');
    out += QStringLiteral("#   bash check.sh --disk-test-mb 256    ") +
        oneLine(Text::tr("a smaller disk test (MiB; default %1)").arg(options.diskTestMb)) + QLatin1Char('\n');
    out +=
        QStringLiteral("#   bash check.sh --json                ") + oneLine(Text::tr("the results as a JSON array")) + QLatin1Char('\n');
    out += QStringLiteral("#   PREFLIGHT_DIR=/data bash check.sh   ") + oneLine(Text::tr("test the disk the data will be on")) +
        QLatin1Char('\n');
    out += comment(Text::tr("Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error. It needs bash and coreutils and "
                            "uses nvidia-smi, fio and ibv_devices when present. It writes only into a temporary folder, which it "
                            "removes, also when interrupted."));
    out += QLatin1Char('\n');
    // `sh check.sh` would stop at the first bash construct; say why instead. (${var^^} needs bash 4.)
    const QString needBash = quoted(oneLine(Text::tr("This check needs bash 4 or newer: run it as bash check.sh")));
    out += QStringLiteral("if [ -z \"${BASH_VERSION:-}\" ]; then\n    echo %1 >&2\n    exit 2\nfi\n"
                          "if ((BASH_VERSINFO[0] < 4)); then\n    echo %1 >&2\n    exit 2\nfi\n\n")
               .arg(needBash);

    // ---- What the job needs: every number with where it comes from.
    out += comment(Text::tr("---- What the job needs (generated; each number with its source)"));
    const auto value = [&out](const char *name, const QString &v) {
        out += QStringLiteral("readonly %1=%2\n").arg(QLatin1String(name), v);
    };
    const auto integer = [&value](const char *name, qint64 v) { value(name, QString::number(v)); };

    if (!p.launch.isEmpty()) {
        out += comment(Text::tr("GPU memory per GPU: %1 GiB for %2 to start: its share must hold the weights, its own memory and one "
                                "request of the longest length (GPU Advisor's serving model).")
                           .arg(formatGiB(p.engineStartBytes), displayName(s.serving.engine)));
        integer("BUDGET_MIB", wholeAtLeast(p.engineStartBytes / (1024.0 * 1024.0)));
    } else {
        out += comment(Text::tr("GPU memory per GPU: %1 GiB = %2 GiB + %3% headroom, with the job on %n GPU(s) (GPU Advisor's memory "
                                "model: weights, gradients, optimizer states, activations, logits, KV cache, adapters, CUDA context and "
                                "allocator).",
                                nullptr, s.gpus)
                           .arg(formatGiB(p.memory.budgetBytes), formatGiB(p.memory.totalBytes))
                           .arg(p.memory.headroom * 100.0));
        integer("BUDGET_MIB", wholeAtLeast(p.memory.budgetBytes / (1024.0 * 1024.0)));
    }
    out += comment(Text::tr("The command the checks are for (printed when they pass; empty for a training job)."));
    value("LAUNCH", quoted(oneLine(p.launch)));
    out += comment(Text::tr("What only the provider's console can set (printed at the end; empty when nothing is)."));
    value("CONSOLE_NOTE", quoted(oneLine(bucketVersioningAdvice(s))));
    if (p.instance)
        out += comment(Text::tr("GPUs per node: the %1 of %2; %n node(s) give the job's %3 GPU(s).", nullptr, p.nodes)
                           .arg(p.gpusPerNode)
                           .arg(p.instance->type)
                           .arg(s.gpus));
    else
        out += comment(Text::tr("GPUs per node: the job's %1 GPU(s) on nodes of at most %2, the most one instance of the catalog has: "
                                "%n node(s) of %3.",
                                nullptr, p.nodes)
                           .arg(s.gpus)
                           .arg(p.largestNode)
                           .arg(p.gpusPerNode));
    integer("GPUS_PER_NODE", p.gpusPerNode);
    integer("NODES", p.nodes);

    if (p.gpu) {
        out += comment(Text::tr("The GPU of %1 in the catalog: its name, the word of it that nvidia-smi's name contains too, the memory "
                                "nvidia-smi reports (%2) and its compute capability %3 (used when an old driver does not report it).")
                           .arg(p.instance->type, p.gpu->usableMemorySource.isEmpty() ? p.gpu->source : p.gpu->usableMemorySource,
                                p.gpu->computeCapability));
        value("EXPECT_GPU_NAME", quoted(oneLine(p.gpu->name)));
        value("EXPECT_GPU_TOKEN", quoted(gpuModelToken(*p.gpu)));
        integer("EXPECT_GPU_MIB", qint64(std::llround(p.gpu->usableGiB() * 1024.0)));
        integer("EXPECT_GPU_OTHER", p.gpu->vendor == QLatin1String(kVendorNvidia) ? 0 : 1);
        integer("EXPECT_SM", p.gpu->smVersion().value_or(0));
    } else {
        out += comment(Text::tr("No instance chosen: any GPU model with enough memory passes."));
        value("EXPECT_GPU_NAME", QStringLiteral("''"));
        value("EXPECT_GPU_TOKEN", QStringLiteral("''"));
        integer("EXPECT_GPU_MIB", 0);
        integer("EXPECT_GPU_OTHER", 0);
        integer("EXPECT_SM", 0);
    }
    out += comment(Text::tr("nvidia-smi's total for one GPU model moves with the driver and ECC mode by far less than %1%, while "
                            "variants that share a name differ by 2× (A100 40GB and 80GB).")
                       .arg(kGpuMibTolerancePct));
    integer("GPU_MIB_TOLERANCE_PCT", kGpuMibTolerancePct);
    out += comment(Text::tr("Compute capability: sm_%1 and newer (%2). An older GPU fails for training and warns for inference.")
                       .arg(kMinComputeCapability)
                       .arg(cudaWheelSource()));
    integer("MIN_SM", kMinComputeCapability);
    integer("COMPUTE_REQUIRED", s.isTraining() ? 1 : 0);
    out += comment(Text::tr("Driver and CUDA version: CUDA 12.8 needs a Linux driver >= 570.26 (R570), CUDA 12.6 >= 560.28.03 (NVIDIA CUDA "
                            "Toolkit Release Notes, \"CUDA Toolkit and Corresponding Driver Versions\"). Between the two, only the CUDA "
                            "12.6 wheels run: a warning."));
    integer("DRIVER_CU128", kDriverCu128);
    integer("DRIVER_CU126", kDriverCu126);
    integer("CUDA_CU128", kCudaCu128);
    integer("CUDA_CU126", kCudaCu126);

    out += comment(Text::tr("vCPUs: the larger of %1 per GPU × %2 and %3. %4; %5.")
                       .arg(formatDecimal(h.vcpusPerGpu.value, 0))
                       .arg(p.jobGpusPerNode)
                       .arg(formatDecimal(h.vcpus.value, 0), h.vcpusPerGpu.basis, h.vcpus.basis));
    integer("MIN_VCPUS", wholeAtLeast(h.vcpusFor(p.jobGpusPerNode)));
    out += comment(Text::tr("Host RAM: the larger of %1 GiB per GPU × %2 and %3 GiB. %4; %5. %6")
                       .arg(formatDecimal(h.ramGibPerGpu.value))
                       .arg(p.jobGpusPerNode)
                       .arg(formatDecimal(h.ramGib.value), h.ramGibPerGpu.basis, h.ramGib.basis,
                            p.ramRequired ? Text::tr("Offloaded optimizer states live in host RAM: too little fails.")
                                          : Text::tr("Too little slows the data pipeline: a warning.")));
    integer("MIN_RAM_MIB", wholeAtLeast(h.ramGibFor(p.jobGpusPerNode) * 1024.0));
    integer("RAM_REQUIRED", p.ramRequired ? 1 : 0);
    out += comment(Text::tr("/proc/meminfo's MemTotal leaves out what firmware and the kernel reserve, a few per cent of the memory a VM "
                            "is sold with: RAM %1% under the floor still passes.")
                       .arg(kRamTolerancePct));
    integer("RAM_TOLERANCE_PCT", kRamTolerancePct);
    out +=
        comment(p.seqRequired ? Text::tr("Sequential disk throughput: %1. This job needs it: slower fails.").arg(h.diskThroughputMBs.basis)
                              : Text::tr("Sequential disk throughput: %1. The job does not read its data from local disk: slower is "
                                         "a warning.")
                                    .arg(guideDdFloor().basis));
    integer("MIN_SEQ_MBS", wholeAtLeast(p.minSeqMBs));
    integer("SEQ_REQUIRED", p.seqRequired ? 1 : 0);
    out += comment(h.diskIops.value > 0 ? Text::tr("Random reads: %1.").arg(h.diskIops.basis)
                                        : Text::tr("Random reads: no floor for inference (0 = not tested)."));
    integer("MIN_IOPS", wholeAtLeast(h.diskIops.value));
    out += comment(h.diskFreeGb.value > 0 ? Text::tr("Free disk: %1.").arg(h.diskFreeGb.basis)
                                          : Text::tr("Free disk: no floor for inference (0 = none)."));
    integer("MIN_FREE_GB", wholeAtLeast(h.diskFreeGb.value));
    if (p.needRdma)
        out += comment(Text::tr("RDMA: the job spans %n nodes and all-reduces its gradients across them; over plain TCP, multi-node "
                                "scaling typically stays under 1.5× (%1).",
                                nullptr, p.nodes)
                           .arg(guideCitation()));
    else
        out += comment(p.nodes > 1 ? Text::tr("RDMA: not needed, inference sends no gradients between nodes.")
                                   : Text::tr("RDMA: not needed on a single node."));
    integer("NEED_RDMA", p.needRdma ? 1 : 0);
    // The software: with Python on the machine, the packages the job's framework needs, each with why.
    const QList<PythonRequirement> packages = pythonRequirements(s);
    out += comment(Text::tr("Python packages (checked when python3 is on the machine; without it: SKIP). A missing or older required "
                            "package fails, an advisory one warns:"));
    QStringList lines;
    for (const PythonRequirement &r : packages) {
        out += comment(QStringLiteral("  %1%2: %3")
                           .arg(r.dist, r.minVersion.isEmpty() ? QString() : QStringLiteral(" >= ") + r.minVersion,
                                r.required ? r.why : Text::tr("%1 (a warning)").arg(r.why)));
        lines << QStringLiteral("%1|%2|%3").arg(r.dist, r.minVersion, r.required ? QStringLiteral("FAIL") : QStringLiteral("WARN"));
    }
    value("PY_REQUIREMENTS", quoted(lines.join(QLatin1Char(' '))));
    out += comment(Text::tr("torch.cuda.is_available() must be true for a job on the GPUs (an Ascend NPU answers to torch.npu "
                            "instead: not checked)."));
    integer("CHECK_TORCH_CUDA", s.isServing() || (p.gpu && p.gpu->isAscend()) ? 0 : 1);
    out += comment(Text::tr("FlashAttention-2 runs on sm_80 (Ampere) and newer (Dao-AILab/flash-attention README): with flash-attn "
                            "installed on an older GPU the job fails at its first attention (0 = not checked)."));
    integer("FLASH_ATTN_MIN_SM", s.flashAttention && s.isTraining() ? 80 : 0);
    out += comment(Text::tr("Size of the disk test in MiB: the default and the range --disk-test-mb accepts."));
    integer("DISK_TEST_MB_DEFAULT", options.diskTestMb);
    integer("DISK_TEST_MB_MIN", kPreflightDiskTestMbMin);
    integer("DISK_TEST_MB_MAX", kPreflightDiskTestMbMax);

    // ---- What the script says.
    out += comment(Text::tr("Messages"));
    const auto message = [&value](const char *name, const QString &text) { value(name, quoted(oneLine(text))); };
    value("T_HELP",
          quoted(Text::tr("Usage: bash check.sh [--disk-test-mb N] [--json] [--help]\n"
                          "Checks this machine against the job it was generated for: GPUs, driver, disk, CPU, RAM, RDMA.\n"
                          "One line per check: PASS|WARN|FAIL|SKIP  name  measured  expected.\n"
                          "  --disk-test-mb N  size of the disk test in MiB, %1 to %2 (default %3)\n"
                          "  --json            print the results as a JSON array\n"
                          "The disk is tested in a temporary folder under PREFLIGHT_DIR (default: TMPDIR, else /tmp).\n"
                          "Exit status: 0 when nothing fails, 1 otherwise, 2 for a usage error.")
                     .arg(kPreflightDiskTestMbMin)
                     .arg(kPreflightDiskTestMbMax)
                     .arg(options.diskTestMb)));
    message("T_UNKNOWN_OPTION", Text::tr("unknown option (see --help)"));
    message("T_BAD_SIZE",
            Text::tr("--disk-test-mb needs a whole number of MiB from %1 to %2").arg(kPreflightDiskTestMbMin).arg(kPreflightDiskTestMbMax));
    message("T_NO_WORKDIR", Text::tr("cannot create a temporary folder in"));
    message("T_NO_INSTANCE", Text::tr("any model (no instance chosen)"));
    message("T_LAUNCH", Text::tr("Every check passed. Start the engine with:"));
    message("T_CONSOLE", Text::tr("Not checked here (set it in the provider's console):"));
    // nvidia-smi sees NVIDIA GPUs only; the other vendors' devices are left to their own tools.
    message("T_GPU_OTHER",
            p.gpu && p.gpu->isAscend() ? Text::tr("Huawei Ascend NPU: not checked here (use npu-smi info)")
                                       : Text::tr("AMD GPU: not checked here (use rocm-smi)"));
    message("T_NO_SMI", Text::tr("nvidia-smi not found"));
    message("T_NO_GPU", Text::tr("no GPU listed"));
    message("T_FROM_CATALOG", Text::tr("from the catalog"));
    message("T_NOT_REPORTED", Text::tr("not reported"));
    message("T_CU128", Text::tr("CUDA 12.8 wheels"));
    message("T_CU126", Text::tr("CUDA 12.6 wheels"));
    message("T_CU126_ONLY", Text::tr("CUDA 12.6 wheels only"));
    message("T_NO_FLOOR", Text::tr("no floor for this job"));
    message("T_NO_SPACE", Text::tr("not enough free space for the test"));
    message("T_TESTING", Text::tr("Testing the disk with"));
    message("T_BUFFERED", Text::tr("buffered: no direct I/O here"));
    message("T_NO_FILE", Text::tr("nothing written to read"));
    message("T_NO_FIO", Text::tr("fio not installed"));
    message("T_FIO_FAILED", Text::tr("fio failed"));
    message("T_RDMA_NOT_NEEDED", p.nodes > 1 ? Text::tr("not needed for inference") : Text::tr("single node"));
    message("T_RDMA_WANTED", Text::tr("RDMA: InfiniBand, RoCE or EFA"));
    message("T_NODES", Text::tr("nodes"));
    message("T_NO_RDMA", Text::tr("no RDMA device"));
    message("T_NO_PYTHON", Text::tr("no python3 on the machine"));
    message("T_PY_PACKAGES", Text::tr("the packages the job needs"));
    message("T_NOT_INSTALLED", Text::tr("not installed"));
    message("T_ANY_VERSION", Text::tr("installed"));
    message("T_CUDA_TRUE", Text::tr("True"));
    message("T_CUDA_FALSE", Text::tr("False"));
    message("T_NO_TORCH", Text::tr("torch not importable"));

    out += QLatin1Char('\n') + checkBody();
    return out;
}

std::optional<FieldError> savePreflightScript(const QString &path, const QString &script)
{
    return writeFileAtomically(path, script.toUtf8(), FileMode::Executable);
}

} // namespace ga
