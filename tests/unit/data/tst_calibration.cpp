// The memory model against published peak-memory measurements (tests/data/calibration.json:
// each case with its source, how it was measured and, where it differs from today's common stack,
// the software that measured it).
//
// Honest validation (issue: "validate honestly, remove the low bias"): the few constants the model
// fits (FittedConstants in models/core/memory.h) are re-derived with each source left out, and that
// source's cases are scored with them. Targets on the leave-one-source-out figures: median absolute
// error <= 7 %, signed median within +-3 %, every well-specified case within +-25 %. The defaults in
// the code must equal the fit on all cases. GA_ACCURACY_MD=path regenerates docs/accuracy.md; the test
// fails when the committed file is out of date.
#include "core/idlecauses.h"
#include "core/memory.h"
#include "core/serving.h"
#include "data/catalogschema.h"
#include "data/presets.h"
#include "data/scenariojson.h"
#include "data/stackaccuracy.h"

#include <QFile>
#include <QHash>
#include <QSaveFile>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <set>

using namespace ga;

namespace {

struct Case {
    QString id;
    QString model;
    QString setting;
    QString kind; // allocated | reserved | nvidia-smi | unknown
    bool wellSpecified = false;
    double measuredGiB = 0;
    QString source; // the repository (or document) that published it
    QString looseReason;
    QString stackBasis;
    Scenario scenario;
    MemoryOptions options;
    bool classifierHead = false;
    bool summedOverGpus = false; // the figure adds every GPU's peak (Qwen's speed benchmark)
};

struct Scored {
    double estimateGiB = 0;
    double error = 0; // (estimate - measured) / measured
};

nlohmann::json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return nlohmann::json::parse(f.readAll().toStdString());
}

// The software a case ran on, where it differs from the default stack.
void applyStack(const nlohmann::json &j, SoftwareStack &s)
{
    std::set<std::string> known;
    const auto take = [&](const char *key, auto &field) {
        known.insert(key);
        field = j.value(key, field);
    };
    take("loss_bytes_per_logit", s.lossBytesPerLogit);
    take("kbit_upcast", s.kbitUpcast);
    take("double_quant", s.doubleQuant);
    take("bnb_saves_input", s.bnbSavesInput);
    take("quantised_lm_head", s.quantisedLmHead);
    take("quant_from_fp16", s.quantFromFp16);
    take("untied_output_layer", s.untiedOutputLayer);
    take("foreach_intermediates", s.foreachIntermediates);
    take("ddp_bucket_view", s.ddpBucketView);
    take("zero_bucket_elements", s.zeroBucketElements);
    take("legacy_kv_cache", s.legacyKvCache);
    take("full_prefill_logits", s.fullPrefillLogits);
    take("bnb_inference", s.bnbInference);
    take("lora_dropout", s.loraDropout);
    for (auto it = j.begin(); it != j.end(); ++it)
        if (!known.count(it.key()))
            qFatal("unknown stack key %s", it.key().c_str());
}

QList<Case> loadCases()
{
    const auto root = readJson(QStringLiteral(GA_TEST_DATA_DIR "/calibration.json"));
    QList<Case> out;
    for (const auto &c : root["cases"]) {
        Case k;
        k.id = QString::fromStdString(c["id"].get<std::string>());
        Scenario s;
        nlohmann::json sj = c["scenario"];
        for (auto it = sj.begin(); it != sj.end();)
            it = it->is_null() ? sj.erase(it) : std::next(it);
        if (c.contains("arch") && c["arch"].is_object()) {
            sj["config"] = c["model"];
            sj["arch"] = c["arch"];
        } else {
            sj["model"] = c["model"];
        }
        if (const auto err = applyJson(s, sj, PresetLibrary::bundled()))
            qFatal("case %s: %s", qPrintable(k.id), qPrintable(err->message()));
        if (const auto err = validate(s))
            qFatal("case %s invalid: %s", qPrintable(k.id), qPrintable(err->message()));
        k.scenario = s;
        if (c.contains("stack")) {
            applyStack(c["stack"], k.options.stack);
            k.stackBasis = QString::fromStdString(c.value("stack_basis", std::string()));
            if (k.stackBasis.isEmpty())
                qFatal("case %s: a stack needs its stack_basis", qPrintable(k.id));
        }
        // Where the source measured its own CUDA context, that figure replaces the fitted one.
        if (c.contains("context_gib"))
            k.options.stack.cudaContextBytes = c["context_gib"].get<double>() * kGiB;
        k.classifierHead = c.value("head", std::string("lm")) == "classifier";
        k.summedOverGpus = c.value("summed_over_gpus", false);
        if (k.summedOverGpus && c["measure_kind"] != "allocated")
            qFatal("case %s: a sum over the GPUs is compared as torch's allocated figure only", qPrintable(k.id));
        k.model = s.model.id;
        k.setting = summary(s).section(QStringLiteral(" · "), 1);
        k.kind = QString::fromStdString(c["measure_kind"].get<std::string>());
        k.wellSpecified = c["well_specified"].get<bool>();
        k.measuredGiB = c["measured_gib"].get<double>();
        k.source = QString::fromStdString(c["source"].get<std::string>()).section(QLatin1Char(' '), 0, 0).remove(QLatin1Char(';'));
        k.looseReason = QString::fromStdString(c.value("loose_reason", c.value("assumptions", std::string())));
        out.append(k);
    }
    return out;
}

// What the measurement saw. "unknown" is compared like reserved, what training scripts usually log.
Scored score(const Case &c, const FittedConstants &constants)
{
    MemoryOptions options = c.options;
    options.constants = constants;
    MemoryBudget b = estimateMemory(c.scenario, c.scenario.gpus, options);
    double estimate = c.kind == QLatin1String("allocated") ? b.readings.allocated
        : c.kind == QLatin1String("nvidia-smi")            ? b.readings.nvidiaSmi
                                                           : b.readings.reserved;
    // A sequence-classification head has 2 outputs, not a vocabulary: no LM loss term.
    if (c.classifierHead)
        estimate -= b.bytes(ComponentId::Logits) * (1.0 + options.constants.fragmentation);
    // Every GPU's own peak, added up: the estimate is the busiest GPU's, and only the last GPU of a
    // layer split computes the logits.
    if (c.summedOverGpus)
        estimate = estimate * c.scenario.gpus - b.bytes(ComponentId::Logits) * (c.scenario.gpus - 1);
    Scored s;
    s.estimateGiB = estimate / kGiB;
    s.error = (s.estimateGiB - c.measuredGiB) / c.measuredGiB;
    return s;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const auto n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double medianAbsError(const QList<Case> &cases, const FittedConstants &k)
{
    QList<double> e;
    for (const Case &c : cases)
        e << std::abs(score(c, k).error);
    return median(e);
}

// The fit: the allocator's share on a grid, minimising the median absolute error over the cases
// it affects (reserved, unknown and nvidia-smi readings; torch's allocated figure does not see it).
FittedConstants fit(const QList<Case> &cases)
{
    QList<Case> fixed;
    for (const Case &c : cases)
        if (c.kind != QLatin1String("allocated"))
            fixed << c;
    FittedConstants k = defaultConstants();
    const auto search = [&k](const QList<Case> &subset, double FittedConstants::*member, double from, double to, double step) {
        if (subset.isEmpty())
            return;
        double best = k.*member, bestError = 1e300;
        for (double v = from; v <= to + 1e-12; v += step) {
            FittedConstants trial = k;
            trial.*member = v;
            const double e = medianAbsError(subset, trial);
            if (e < bestError - 1e-12) {
                best = v;
                bestError = e;
            }
        }
        k.*member = best;
    };
    search(fixed, &FittedConstants::fragmentation, 0.0, 0.30, 0.01);
    return k;
}

struct Result {
    Case c;
    Scored inSample; // with the constants fitted on every case
    Scored heldOut;  // with the constants fitted without this case's source
    FittedConstants heldOutConstants;
};

struct Evaluation {
    FittedConstants all;
    QList<Result> results;
};

Evaluation evaluate()
{
    const QList<Case> cases = loadCases();
    const FittedConstants all = fit(cases);
    QHash<QString, FittedConstants> bySource;
    QList<Result> out;
    for (const Case &c : cases) {
        if (!bySource.contains(c.source)) {
            QList<Case> others;
            for (const Case &o : cases)
                if (o.source != c.source)
                    others << o;
            bySource.insert(c.source, fit(others));
        }
        const FittedConstants held = bySource.value(c.source);
        out.append({c, score(c, all), score(c, held), held});
    }
    return {all, out};
}

QString percent(double e)
{
    return (e >= 0 ? QStringLiteral("+") : QString()) + QString::number(e * 100.0, 'f', 1) + QLatin1Char('%');
}

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

struct Summary {
    int cases = 0, well = 0, within = 0;
    double medianAbs = 0, medianSigned = 0, medianAbsWell = 0, worstWell = 0;
};

Summary summarise(const QList<Result> &results, Scored Result::*which)
{
    Summary s;
    QList<double> abs, signedErrors, well;
    for (const Result &r : results) {
        const double e = (r.*which).error;
        abs << std::abs(e);
        signedErrors << e;
        ++s.cases;
        if (r.c.wellSpecified) {
            ++s.well;
            well << std::abs(e);
            s.within += std::abs(e) <= 0.25 ? 1 : 0;
            s.worstWell = std::max(s.worstWell, std::abs(e));
        }
    }
    s.medianAbs = median(abs);
    s.medianSigned = median(signedErrors);
    s.medianAbsWell = median(well);
    return s;
}

// ---- serving: what vLLM and SGLang print at start-up (tests/data/serving-calibration.json)

struct ServingResult {
    QString id, engine, version, model, gpu, source;
    int tp = 1;
    double utilization = 0;
    bool usedForFit = false;
    // Published and estimated, NaN where the log does not print it.
    double weightsGiB = NAN, estWeightsGiB = 0;
    double kvGiB = NAN, estKvGiB = 0;
    double kvTokens = NAN, estKvTokens = 0;
    double concurrency = NAN, estConcurrency = 0;
    double error(double published, double estimate) const { return std::isnan(published) ? NAN : estimate / published - 1.0; }
    // The figure a user reads first: the KV tokens, else the KV cache in GiB.
    double headlineError() const { return std::isnan(kvTokens) ? error(kvGiB, estKvGiB) : error(kvTokens, estKvTokens); }
};

QList<ServingResult> evaluateServing()
{
    const auto root = readJson(QStringLiteral(GA_TEST_DATA_DIR "/serving-calibration.json"));
    QList<ServingResult> out;
    for (const auto &c : root.at("cases")) {
        ServingResult r;
        r.id = QString::fromStdString(c.at("id").get<std::string>());
        r.engine = QString::fromStdString(c.at("engine").get<std::string>());
        r.version = QString::fromStdString(c.at("engine_version").get<std::string>());
        r.model = QString::fromStdString(c.at("model").get<std::string>());
        r.gpu = QString::fromStdString(c.at("gpu").get<std::string>());
        r.source = QString::fromStdString(c.at("source").get<std::string>());
        r.tp = c.at("tp").get<int>();
        r.utilization = c.at("gpu_memory_utilization").get<double>();
        r.usedForFit = c.at("used_for_fit").get<bool>();
        const ModelSpec *m = PresetLibrary::bundled().find(r.model);
        const GpuSpec *g = bundledCatalog().gpu(r.gpu);
        if (!m || !g)
            qFatal("serving case %s: unknown model or GPU", qPrintable(r.id));
        Scenario s;
        s.model = *m;
        s.method = Method::Inference;
        if (const auto p = checkpointPrecision(m->checkpoint))
            s.precision = *p; // served in the checkpoint's own format, as the engines load it
        s.gpus = r.tp;
        s.serving.engine = *engineFromId(r.engine);
        s.serving.gpuMemoryUtilization = r.utilization;
        s.serving.maxModelLen = c.at("max_model_len").get<int>();
        s.serving.inputTokens = 1;
        s.serving.outputTokens = 1;
        MemoryOptions options;
        options.stack.vllmCudaGraphEstimate = c.at("cuda_graph_estimate").get<bool>();
        const ServingCapacity cap = servingCapacity(s, *g, options);
        const auto &logged = c.at("logged");
        const auto take = [&logged](const char *key) { return logged.contains(key) ? logged.at(key).get<double>() : NAN; };
        r.weightsGiB = take("model_loading_gib");
        r.kvGiB = take("available_kv_gib");
        r.kvTokens = take("kv_tokens");
        r.concurrency = take("max_concurrency");
        r.estWeightsGiB = cap.weightsBytes / kGiB;
        r.estKvGiB = cap.kvCacheBytes / kGiB;
        r.estKvTokens = double(cap.kvTokens);
        r.estConcurrency = cap.maxConcurrency;
        out << r;
    }
    return out;
}

// ---- serving speed against published runs (serving-calibration.json "speed_cases")

struct SpeedResult {
    QString id, model, gpu, source;
    int tp = 1, concurrency = 1, input = 0, output = 0;
    double tokens = 0, ttft = 0, tpot = 0;          // published
    double estTokens = 0, estTtft = 0, estTpot = 0; // estimated, one replica
};

QList<SpeedResult> evaluateSpeed()
{
    const auto root = readJson(QStringLiteral(GA_TEST_DATA_DIR "/serving-calibration.json"));
    QList<SpeedResult> out;
    for (const auto &c : root.at("speed_cases")) {
        SpeedResult r;
        const auto text = [&c](const char *key) { return QString::fromStdString(c.at(key).get<std::string>()); };
        r.id = text("id");
        r.model = text("model");
        r.gpu = text("gpu");
        r.source = text("source");
        r.tp = c.at("tp").get<int>();
        r.concurrency = c.at("concurrency").get<int>();
        r.input = c.at("input_tokens").get<int>();
        r.output = c.at("output_tokens").get<int>();
        r.tokens = c.at("tokens_per_s").get<double>();
        r.ttft = c.at("ttft_ms").get<double>();
        r.tpot = c.at("tpot_ms").get<double>();
        Scenario s;
        s.model = *PresetLibrary::bundled().find(r.model);
        s.method = Method::Inference;
        s.precision = *precisionFromId(text("precision"));
        s.gpus = r.tp;
        s.serving.engine = Engine::Vllm;
        s.serving.kvCacheDtype = *kvCacheDtypeFromId(text("kv_cache_dtype"));
        s.serving.concurrency = r.concurrency;
        s.serving.inputTokens = r.input;
        s.serving.outputTokens = r.output;
        s.serving.maxModelLen = r.input + r.output;
        const GpuSpec &g = *bundledCatalog().gpu(r.gpu);
        // One replica of the published size on NVLink: the machine the runs name.
        Instance in;
        in.gpuId = g.id;
        in.gpuCount = r.tp;
        in.nvlink = r.tp > 1;
        const MemoryBudget b = estimateMemory(s);
        const ServingPerformance p = servingPerformance(s, servingCapacity(s, b, g), b, g, in);
        if (!p.available || p.replicas != 1)
            qFatal("speed case %s: not one replica", qPrintable(r.id));
        r.estTokens = p.decodeTokensPerSecond;
        r.estTtft = p.ttftMs;
        r.estTpot = p.tpotMs;
        out << r;
    }
    return out;
}

QString speedMarkdown(const QList<SpeedResult> &results)
{
    const auto cell = [](double published, double estimate, int decimals) {
        return QStringLiteral("%1 / %2 (%3)")
            .arg(published, 0, 'f', decimals)
            .arg(estimate, 0, 'f', decimals)
            .arg(percent(estimate / published - 1.0));
    };
    QString md = QStringLiteral(
        "\n## Serving speed\n\n"
        "Generated from the `speed_cases` of `tests/data/serving-calibration.json`: published runs of a named model, GPU, tensor-parallel "
        "size, concurrency and request length, against the speed model (one replica; decode bound by memory bandwidth or compute, the "
        "other requests' prompts chunked into the steps, tensor-parallel all-reduces). None was used to set a constant. Targets: "
        "time per output token within ±30%, output tokens per second within ±35%.\n\n"
        "| case | GPU × TP | users | in / out | TPOT ms (published / est.) | TTFT ms | output tokens/s |\n|---|---|---|---|---|---|---|\n");
    for (const SpeedResult &r : results)
        md += QStringLiteral("| %1 | %2 × %3 | %4 | %5 / %6 | %7 | %8 | %9 |\n")
                  .arg(r.id, r.gpu)
                  .arg(r.tp)
                  .arg(r.concurrency)
                  .arg(r.input)
                  .arg(r.output)
                  .arg(cell(r.tpot, r.estTpot, 1), cell(r.ttft, r.estTtft, 0), cell(r.tokens, r.estTokens, 0));
    md += QStringLiteral("\nSources:\n");
    for (const SpeedResult &r : results)
        md += QStringLiteral("- `%1`: %2\n").arg(r.id, markdownCell(r.source));
    return md;
}

QString servingMarkdown(const QList<ServingResult> &results)
{
    const auto cell = [](double published, double estimate, int decimals) {
        if (std::isnan(published))
            return QStringLiteral("– / %1").arg(estimate, 0, 'f', decimals);
        return QStringLiteral("%1 / %2 (%3)")
            .arg(published, 0, 'f', decimals)
            .arg(estimate, 0, 'f', decimals)
            .arg(percent(estimate / published - 1.0));
    };
    QList<double> independent;
    for (const ServingResult &r : results)
        if (!r.usedForFit)
            independent << std::abs(r.headlineError());
    QString md = QStringLiteral(
                     "\n## Serving: what the engine prints at start-up\n\n"
                     "Generated from `tests/data/serving-calibration.json` (%1 published start-up logs of vLLM and SGLang). Each case "
                     "runs the serving capacity model (`models/core/serving.h`) on the model preset, GPU, tensor-parallel size and memory "
                     "share of the log, with the CUDA-graph switch of its vLLM version. Four cases (†) set the constant for memory that "
                     "vLLM sees grow outside PyTorch; the others are an independent check: median absolute error of the KV cache %2, "
                     "largest %3. The start-up logs quoted in the vLLM and SGLang issue trackers and in the llm-d benchmark files are "
                     "kept for a later independent check and are not used here.\n\n"
                     "| case | engine | GPU × TP | share | weights GiB (log / est.) | KV GiB | KV tokens | max concurrency |\n"
                     "|---|---|---|---|---|---|---|---|\n")
                     .arg(results.size())
                     .arg(percent(median(independent)).mid(1))
                     .arg(percent(*std::max_element(independent.cbegin(), independent.cend())).mid(1));
    for (const ServingResult &r : results)
        md += QStringLiteral("| %1%2 | %3 %4 | %5 × %6 | %7 | %8 | %9 | %10 | %11 |\n")
                  .arg(r.id, r.usedForFit ? QStringLiteral(" †") : QString(), r.engine, r.version, r.gpu)
                  .arg(r.tp)
                  .arg(r.utilization)
                  .arg(cell(r.weightsGiB, r.estWeightsGiB, 2), cell(r.kvGiB, r.estKvGiB, 2), cell(r.kvTokens, r.estKvTokens, 0),
                       cell(r.concurrency, r.estConcurrency, 2));
    md += QStringLiteral("\nSources:\n");
    for (const ServingResult &r : results)
        md += QStringLiteral("- `%1`: %2\n").arg(r.id, markdownCell(r.source));
    return md;
}

// docs/accuracy.md, generated from the same data and code the test checks.
QString accuracyMarkdown(const QList<Result> &results, const FittedConstants &k)
{
    const Summary held = summarise(results, &Result::heldOut), in = summarise(results, &Result::inSample);
    QString md;
    md += QStringLiteral("# Memory model accuracy\n\n");
    md += QStringLiteral("Generated by `scripts/update-accuracy` from `tests/data/calibration.json` (%1 published peak-memory "
                         "measurements, each with its source and how it was measured) and the estimator in `models/core/memory.cpp`. "
                         "The test `tst_calibration` fails when this file is out of date or a target is missed.\n\n")
              .arg(results.size());
    md += QStringLiteral("## Summary\n\n"
                         "**Leave one source out** is the honest figure: the constants the model fits are re-derived without each "
                         "source in turn, and that source's cases are scored with them. The in-sample figure, with the constants "
                         "fitted on every case, is beside it.\n\n");
    md += QStringLiteral("| | leave one source out | in sample | target |\n|---|---|---|---|\n");
    md += QStringLiteral("| cases | %1 | %1 | |\n").arg(held.cases);
    md += QStringLiteral("| median absolute error | %1 | %2 | ≤ 7% |\n").arg(percent(held.medianAbs).mid(1), percent(in.medianAbs).mid(1));
    md += QStringLiteral("| median signed error | %1 | %2 | within ±3% |\n").arg(percent(held.medianSigned), percent(in.medianSigned));
    md += QStringLiteral("| well-specified cases | %1 | %1 | |\n").arg(held.well);
    md += QStringLiteral("| median absolute error, well-specified | %1 | %2 | |\n")
              .arg(percent(held.medianAbsWell).mid(1), percent(in.medianAbsWell).mid(1));
    md += QStringLiteral("| well-specified within ±25% | %1 of %2 (largest %3) | %4 of %2 (largest %5) | all |\n\n")
              .arg(held.within)
              .arg(held.well)
              .arg(percent(held.worstWell).mid(1))
              .arg(in.within)
              .arg(percent(in.worstWell).mid(1));
    md += QStringLiteral("## What is fitted, and what is not\n\n"
                         "Every term of the model is physics or code with a source (hover a term in the memory panel, or see "
                         "`gpu-advisor estimate --json`, `details[].terms[].source`). One constant is fitted to these "
                         "measurements, on the readings it can affect; the CUDA context is not fitted but taken "
                         "from published figures (0.5 GiB: 287 MB bare context with lazy module loading, pytorch/pytorch#86509, "
                         "plus kernels loaded on first use):\n\n"
                         "| constant | fitted on all cases | range over the left-out fits | cases it affects |\n|---|---|---|---|\n");
    double lo = 1e300, hi = 0;
    for (const Result &r : results) {
        lo = std::min(lo, r.heldOutConstants.fragmentation);
        hi = std::max(hi, r.heldOutConstants.fragmentation);
    }
    md +=
        QStringLiteral(
            "| allocator cache (share of what each step allocates and frees) | %1% | %2–%3% | reserved, unknown and nvidia-smi readings |\n")
            .arg(k.fragmentation * 100, 0, 'f', 0)
            .arg(lo * 100, 0, 'f', 0)
            .arg(hi * 100, 0, 'f', 0);
    md += QStringLiteral("\nBatches of varying length can fragment the allocator far more: one published run reserved 16.4 GiB "
                         "without and 10.8 GiB with expandable segments (pytorch/torchtune#1185); setting "
                         "`PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True` avoids most of it.\n\n");
    md += QStringLiteral("## How a measurement is compared\n\n"
                         "The estimate says what each tool shows (`vram.expected_readings` in the JSON, a line of `gpu-advisor "
                         "estimate`, the memory panel's tooltip):\n\n"
                         "- `allocated` (`torch.cuda.max_memory_allocated`): tensors, including the cuBLAS workspaces PyTorch "
                         "allocates.\n"
                         "- `reserved` (`torch.cuda.max_memory_reserved`) and `unknown` (what training scripts usually log): "
                         "allocated plus what the caching allocator keeps.\n"
                         "- `nvidia-smi` (the process): reserved plus the CUDA context, NCCL buffers and bitsandbytes' paged "
                         "optimizer states (CUDA unified memory, outside PyTorch's allocator). Where a source measured its own "
                         "context (BERT on a V100: 1,343 MiB with eager module loading), that figure is used.\n"
                         "- A sequence-classification head (the BERT rows) has no vocabulary logits; the logits term is dropped.\n"
                         "- A figure summed over several GPUs (Qwen's speed benchmark adds each GPU's torch.cuda.max_memory_allocated) "
                         "is compared with the busiest GPU's estimate times the GPU count, less the logits the other GPUs of a "
                         "layer split never compute.\n"
                         "- A case that ran on software other than today's common stack says so in its `stack` (e.g. LitGPT's "
                         "chunked bf16 loss, bitsandbytes ≤ 0.43.1 keeping 4-bit layers' inputs, tuple KV caches); "
                         "the reasons are listed below.\n\n");
    md += QStringLiteral(
        "## Cases\n\n| case | model | setting | measured GiB (kind) | estimate GiB | error, held out | error, in sample | source |\n"
        "|---|---|---|---|---|---|---|---|\n");
    for (const Result &r : results)
        md += QStringLiteral("| %1%2 | %3 | %4 | %5 (%6) | %7 | %8 | %9 | %10 |\n")
                  .arg(markdownCell(r.c.id), r.c.wellSpecified ? QString() : QStringLiteral(" †"), r.c.model, markdownCell(r.c.setting))
                  .arg(r.c.measuredGiB, 0, 'f', 2)
                  .arg(r.c.summedOverGpus ? QStringLiteral("%1, summed over %2 GPUs").arg(r.c.kind).arg(r.c.scenario.gpus) : r.c.kind)
                  .arg(r.heldOut.estimateGiB, 0, 'f', 2)
                  .arg(percent(r.heldOut.error), percent(r.inSample.error), markdownCell(r.c.source));
    md += QStringLiteral("\n† not well specified: a setting that changes memory (batch, sequence, checkpointing, optimizer, "
                         "framework behaviour) had to be guessed or cannot be expressed. Reasons:\n\n");
    for (const Result &r : results)
        if (!r.c.wellSpecified)
            md += QStringLiteral("- `%1`: %2\n").arg(r.c.id, markdownCell(r.c.looseReason));
    md += QStringLiteral("\n## Software stacks other than the default\n\n");
    for (const Result &r : results)
        if (!r.c.stackBasis.isEmpty())
            md += QStringLiteral("- `%1`: %2\n").arg(r.c.id, markdownCell(r.c.stackBasis));
    md += QStringLiteral(
        "\n## What the model does not capture\n\n"
        "- **Framework memory tricks.** torchtune's activation offloading and optimizer-in-backward, Unsloth's fused kernels, "
        "Liger kernels and selective activation checkpointing cut peaks below what the standard Hugging Face Trainer + PEFT + "
        "DeepSpeed stack (the stack modelled by default) needs; estimates for such runs are high.\n"
        "- **Inference servers** are modelled apart (next section): vLLM and SGLang pre-allocate their share of the GPU for the "
        "KV cache, so nvidia-smi shows that share, not the need of one batch.\n"
        "- **Tensor/pipeline/sequence parallel training, MoE expert imbalance, multimodal encoders** and **transient buffers "
        "while loading or quantising** a checkpoint are not modelled.\n"
        "- **Inferred shapes.** With `--params`, layers, width and vocabulary come from Llama-2 proportions: weights and "
        "optimizer states stay exact, activations, logits and KV cache are approximate.\n");
    md += servingMarkdown(evaluateServing());
    md += speedMarkdown(evaluateSpeed());
    return md;
}

} // namespace

class TestCalibration final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const Evaluation e = evaluate();
        m_results = e.results;
        m_fit = e.all;
        QVERIFY(m_results.size() >= 140);
        for (const auto &r : std::as_const(m_results))
            qInfo("%-58s %-16s %-10s meas %7.2f est %7.2f  held-out %s  in %s%s", qPrintable(r.c.id), qPrintable(r.c.model),
                  qPrintable(r.c.kind), r.c.measuredGiB, r.heldOut.estimateGiB, qPrintable(percent(r.heldOut.error)),
                  qPrintable(percent(r.inSample.error)), r.c.wellSpecified ? "" : "  (loose)");
    }

    // "My GPU is idle": each setting moves its cause up where it fires and leaves it out or in
    // the usual order where it does not. Base: Qwen2-7B QLoRA, batch 4 × 2,048 tokens, one GPU,
    // data on local disk; the usual order: data loading in the training process, small steps,
    // stalls for logging and checkpoints.
    void idleCauses_data()
    {
        using K = IdleCause::Kind;
        QTest::addColumn<QString>("change");
        QTest::addColumn<QList<int>>("firstKinds"); // the causes expected at the top, in order
        QTest::addColumn<QList<int>>("absent");     // causes this job rules out
        QTest::newRow("usual order") << QString() << QList<int>{int(K::DataLoading), int(K::SmallSteps), int(K::Stalls)}
                                     << QList<int>{int(K::Offload), int(K::RemoteData), int(K::Interconnect)};
        QTest::newRow("offload") << QStringLiteral("offload") << QList<int>{int(K::Offload), int(K::DataLoading)}
                                 << QList<int>{int(K::RemoteData), int(K::Interconnect)};
        QTest::newRow("object storage") << QStringLiteral("object-storage") << QList<int>{int(K::RemoteData), int(K::DataLoading)}
                                        << QList<int>{int(K::Offload), int(K::Interconnect)};
        // 1 × 1,024 tokens: launches and Python overhead before the data loader.
        QTest::newRow("small steps") << QStringLiteral("small-steps") << QList<int>{int(K::SmallSteps), int(K::DataLoading)}
                                     << QList<int>{int(K::Offload)};
        // 8 GPUs with DDP: the interconnect is listed, in the usual order (after the stalls).
        QTest::newRow("8 GPUs, DDP") << QStringLiteral("8-gpus")
                                     << QList<int>{int(K::DataLoading), int(K::SmallSteps), int(K::Stalls), int(K::Interconnect)}
                                     << QList<int>{int(K::Offload), int(K::RemoteData)};
        // ZeRO-3 gathers the weights in every layer: the interconnect moves to the top.
        QTest::newRow("8 GPUs, ZeRO-3") << QStringLiteral("zero-3") << QList<int>{int(K::Interconnect), int(K::DataLoading)}
                                        << QList<int>{int(K::Offload)};
        QTest::newRow("16 GPUs: two nodes") << QStringLiteral("16-gpus") << QList<int>{int(K::Interconnect), int(K::DataLoading)}
                                            << QList<int>{};
    }
    void idleCauses()
    {
        QFETCH(QString, change);
        QFETCH(QList<int>, firstKinds);
        QFETCH(QList<int>, absent);
        Scenario s;
        s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2-7b"));
        s.method = Method::Qlora;
        s.batch = 4;
        s.seq = 2048;
        s.usage.dataSource = DataSource::LocalDisk;
        if (change == QLatin1String("offload"))
            s.offload = Offload::Optimizer;
        else if (change == QLatin1String("object-storage"))
            s.usage.dataSource = DataSource::ObjectStorage;
        else if (change == QLatin1String("small-steps"))
            s.batch = 1, s.seq = 1024;
        else if (change == QLatin1String("8-gpus"))
            s.gpus = 8;
        else if (change == QLatin1String("zero-3"))
            s.gpus = 8, s.zero = 3;
        else if (change == QLatin1String("16-gpus"))
            s.gpus = 16;
        const QList<IdleCause> causes = ga::idleCauses(s);
        QList<int> kinds;
        for (const IdleCause &c : causes)
            kinds << int(c.kind);
        QCOMPARE(kinds.mid(0, firstKinds.size()), firstKinds);
        for (const int a : absent)
            QVERIFY2(!kinds.contains(a), qPrintable(QString::number(a)));
        // The cause the job moved up says why; every cause says how to check and where it comes from.
        if (firstKinds.first() != int(IdleCause::Kind::DataLoading))
            QVERIFY(!causes.first().why.isEmpty());
        for (const IdleCause &c : causes)
            QVERIFY(!c.check.isEmpty() && !c.fix.isEmpty() && !c.source.isEmpty());
    }
    void noIdleCausesForInference()
    {
        Scenario s;
        s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2-7b"));
        s.method = Method::Inference;
        QVERIFY(ga::idleCauses(s).isEmpty());
    }

    // The constants in the code are the fit on every case, not numbers chosen by hand.
    void defaultsAreTheFit()
    {
        const FittedConstants f = m_fit, d = defaultConstants();
        QVERIFY2(qAbs(f.fragmentation - d.fragmentation) < 1e-6, qPrintable(QString::number(f.fragmentation)));
    }

    void heldOutMedianErrorWithin7Percent()
    {
        const Summary s = summarise(m_results, &Result::heldOut);
        qInfo("held out: median |error| %.1f%%, signed %.1f%%", s.medianAbs * 100, s.medianSigned * 100);
        QVERIFY2(s.medianAbs <= 0.07, qPrintable(percent(s.medianAbs)));
    }

    void heldOutBiasWithin3Percent()
    {
        const Summary s = summarise(m_results, &Result::heldOut);
        QVERIFY2(std::abs(s.medianSigned) <= 0.03, qPrintable(percent(s.medianSigned)));
    }

    void wellSpecifiedWithin25Percent_data()
    {
        QTest::addColumn<double>("error");
        for (const auto &r : std::as_const(m_results))
            if (r.c.wellSpecified)
                QTest::newRow(qPrintable(r.c.id)) << r.heldOut.error;
    }
    void wellSpecifiedWithin25Percent()
    {
        QFETCH(double, error);
        QVERIFY2(std::abs(error) <= 0.25, qPrintable(percent(error)));
    }

    // The serving capacity model against the engines' own start-up figures: the KV cache within
    // 12% and the weights within 15% in every case (the gpt-oss checkpoints' MXFP4 layout on A100
    // is the widest gap).
    void servingStartupFigures_data()
    {
        QTest::addColumn<double>("kvError");
        QTest::addColumn<double>("weightsError");
        for (const ServingResult &r : evaluateServing()) {
            qInfo("%-40s weights %s KV %s tokens %.0f/%.0f", qPrintable(r.id), qPrintable(percent(r.error(r.weightsGiB, r.estWeightsGiB))),
                  qPrintable(percent(r.headlineError())), r.kvTokens, r.estKvTokens);
            QTest::newRow(qPrintable(r.id)) << r.headlineError() << r.error(r.weightsGiB, r.estWeightsGiB);
        }
    }
    void servingStartupFigures()
    {
        QFETCH(double, kvError);
        QFETCH(double, weightsError);
        QVERIFY2(std::abs(kvError) <= 0.12, qPrintable(percent(kvError)));
        QVERIFY2(std::isnan(weightsError) || std::abs(weightsError) <= 0.15, qPrintable(percent(weightsError)));
    }

    void servingSpeed_data()
    {
        QTest::addColumn<double>("tpotError");
        QTest::addColumn<double>("tokensError");
        for (const SpeedResult &r : evaluateSpeed()) {
            qInfo("%-40s TPOT %.1f/%.1f TTFT %.0f/%.0f tok/s %.0f/%.0f", qPrintable(r.id), r.tpot, r.estTpot, r.ttft, r.estTtft, r.tokens,
                  r.estTokens);
            QTest::newRow(qPrintable(r.id)) << r.estTpot / r.tpot - 1.0 << r.estTokens / r.tokens - 1.0;
        }
    }
    void servingSpeed()
    {
        QFETCH(double, tpotError);
        QFETCH(double, tokensError);
        QVERIFY2(std::abs(tpotError) <= 0.30, qPrintable(percent(tpotError)));
        QVERIFY2(std::abs(tokensError) <= 0.35, qPrintable(percent(tokensError)));
    }

    // docs/accuracy.md is generated from this data; GA_ACCURACY_MD=path writes it.
    // The figures the window shows per framework are the independent check's well-specified
    // training cases of that framework: as many as tests/data/independent-check.json holds.
    void stackAccuracyMatchesTheIndependentCheck()
    {
        const auto root = readJson(QStringLiteral(GA_TEST_DATA_DIR "/independent-check.json"));
        QHash<QString, int> wellSpecified;
        for (const auto &c : root["cases"])
            if (c.contains("stack") && c["well_specified"].get<bool>())
                ++wellSpecified[QString::fromStdString(c["stack"].get<std::string>())];
        const StackAccuracyTable &table = StackAccuracyTable::bundled();
        QCOMPARE(table.asOf, QString::fromStdString(root["as_of"].get<std::string>()));
        QCOMPARE(table.stacks.size(), wellSpecified.size());
        for (auto it = wellSpecified.cbegin(); it != wellSpecified.cend(); ++it) {
            const StackAccuracy *a = table.find(*stackFromId(it.key()));
            QVERIFY2(a, qPrintable(it.key()));
            QCOMPARE(a->cases, it.value());
            QVERIFY(a->medianAbsError >= std::abs(a->medianSignedError) - 1e-9);
        }
        // A framework with figures names them; one without says so.
        QVERIFY(stackAccuracyText(Stack::FsdpQlora).contains(QStringLiteral("median error")));
        QVERIFY(stackAccuracyText(Stack::Unsloth).contains(QStringLiteral("no published measurement")));
        // ms-swift's figures are of swift sft; its Megatron-SWIFT expert parallelism has none yet.
        QVERIFY(stackAccuracyText(Stack::MsSwift).contains(QStringLiteral("median error")));
        QVERIFY(stackAccuracyText(Stack::MsSwift, true).contains(QStringLiteral("no published measurement")));
        QCOMPARE(stackAccuracyText(Stack::FsdpQlora, true), stackAccuracyText(Stack::FsdpQlora)); // it has no such switch
    }

    void stackAccuracyRefusesBadFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("not json") << QByteArray("{") << QStringLiteral("stacks.json");
        QTest::newRow("no list") << QByteArray(R"({"stacks": 3})") << QStringLiteral("stacks");
        QTest::newRow("unknown stack")
            << QByteArray(R"({"stacks": [{"stack": "keras", "cases": 2, "median_abs_error": 0.1, "median_signed_error": 0}]})")
            << QStringLiteral("stacks[0].stack");
        QTest::newRow("no cases") << QByteArray(
                                         R"({"stacks": [{"stack": "trl", "cases": 0, "median_abs_error": 0.1, "median_signed_error": 0}]})")
                                  << QStringLiteral("stacks[0].cases");
        QTest::newRow("error not a number")
            << QByteArray(R"({"stacks": [{"stack": "trl", "cases": 3, "median_abs_error": "6%", "median_signed_error": 0}]})")
            << QStringLiteral("stacks[0].median_abs_error");
        QTest::newRow("signed error missing") << QByteArray(R"({"stacks": [{"stack": "trl", "cases": 3, "median_abs_error": 0.1}]})")
                                              << QStringLiteral("stacks[0].median_signed_error");
    }
    void stackAccuracyRefusesBadFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        const auto loaded = StackAccuracyTable::fromJsonText(text);
        QVERIFY(std::holds_alternative<FieldError>(loaded));
        QCOMPARE(std::get<FieldError>(loaded).field, field);
    }

    void accuracyDocumentIsCurrent()
    {
        const QString md = accuracyMarkdown(m_results, defaultConstants());
        const QByteArray target = qgetenv("GA_ACCURACY_MD");
        if (!target.isEmpty()) {
            QSaveFile out(QString::fromLocal8Bit(target));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(md.toUtf8());
            QVERIFY(out.commit());
            return;
        }
        QFile committed(QStringLiteral(GA_SOURCE_DIR "/docs/accuracy.md"));
        QVERIFY2(committed.open(QIODevice::ReadOnly), "docs/accuracy.md is missing: run scripts/update-accuracy");
        QVERIFY2(QString::fromUtf8(committed.readAll()) == md, "docs/accuracy.md is out of date: run scripts/update-accuracy");
    }

private:
    QList<Result> m_results;
    FittedConstants m_fit{};
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
