// Calibration of the memory model against published peak-memory measurements
// (tests/data/calibration.json, each case with its source and how it was measured).
//
// Targets (issue #2): median absolute error <= 15 % over all cases and <= 25 % on every
// well-specified case. Set GA_ACCURACY_MD=path to regenerate docs/accuracy.md from this data;
// the test fails when the committed docs/accuracy.md is out of date.
#include "memory.h"

#include <QFile>
#include <QSaveFile>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace ga;

namespace {

struct CaseResult {
    QString id;
    QString model;
    QString setting;
    QString kind;
    bool wellSpecified = false;
    double measuredGiB = 0;
    double estimateGiB = 0;
    double error = 0; // (estimate - measured) / measured
    QString source;
    QString looseReason;
};

nlohmann::json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return nlohmann::json::parse(f.readAll().toStdString());
}

// What the measurement saw: torch's max_memory_allocated excludes the CUDA context and the
// allocator's cached-but-free blocks; max_memory_reserved includes the cache; nvidia-smi sees all.
// "unknown" is compared like "reserved" (what training scripts usually log). Paged optimizer
// states live in CUDA unified memory outside the PyTorch allocator: only nvidia-smi sees them.
double comparable(const MemoryBudget &b, const QString &kind, bool pagedOptimizer)
{
    if (kind == QLatin1String("nvidia-smi"))
        return b.totalBytes;
    const double paged = pagedOptimizer ? b.component(QStringLiteral("optimizer"))->bytes : 0.0;
    if (kind == QLatin1String("allocated"))
        return b.totalBytes - b.cudaContextBytes - b.allocatorBytes - paged;
    return b.totalBytes - b.cudaContextBytes - paged;
}

QList<CaseResult> evaluate()
{
    const auto root = readJson(QStringLiteral(GA_TEST_DATA_DIR "/calibration.json"));
    QList<CaseResult> out;
    for (const auto &c : root["cases"]) {
        if (c.value("exclude", false))
            continue;
        Scenario s;
        nlohmann::json sj = c["scenario"];
        for (auto it = sj.begin(); it != sj.end();)
            it = it->is_null() ? sj.erase(it) : std::next(it);
        const QString id = QString::fromStdString(c["id"].get<std::string>());
        if (!c["model"].is_string())
            qFatal("case %s has no preset model", qPrintable(id));
        sj["model"] = c["model"];
        if (const auto err = applyJson(s, sj, PresetLibrary::bundled()))
            qFatal("case %s: %s", qPrintable(id), qPrintable(err->message()));
        // The model as that framework ran it (e.g. lit-gpt unties falcon's lm_head).
        if (c.contains("arch_overrides")) {
            auto arch = architectureToJson(s.model.arch);
            arch.update(nlohmann::ordered_json(c["arch_overrides"]));
            const auto a = architectureFromJson(nlohmann::json::parse(arch.dump()));
            if (!std::holds_alternative<Architecture>(a))
                qFatal("case %s: bad arch_overrides", qPrintable(id));
            s.model.arch = std::get<Architecture>(a);
            s.model.params = parameterCount(s.model.arch);
        }
        if (const auto err = validate(s))
            qFatal("case %s invalid: %s", qPrintable(id), qPrintable(err->message()));
        MemoryBudget b = estimateMemory(s);
        // Where the source measured its own CUDA context, use that instead of our default.
        if (c.contains("context_gib")) {
            const double measured = c["context_gib"].get<double>() * kGiB;
            b.totalBytes += measured - b.cudaContextBytes;
            b.cudaContextBytes = measured;
        }
        // Sequence-classification heads have 2 outputs, not a vocabulary: drop the LM loss term.
        if (c.value("head", std::string("lm")) == "classifier") {
            for (auto &comp : b.components)
                if (comp.id == QLatin1String("logits")) {
                    b.totalBytes -= comp.bytes;
                    comp.bytes = 0;
                }
        }
        CaseResult r;
        r.id = id;
        r.model = s.model.id;
        r.setting = summary(s).section(QStringLiteral(" · "), 1);
        r.kind = QString::fromStdString(c["measure_kind"].get<std::string>());
        r.wellSpecified = c["well_specified"].get<bool>();
        r.measuredGiB = c["measured_gib"].get<double>();
        r.estimateGiB = comparable(b, r.kind, s.optimizer == Optimizer::PagedAdamW8bit) / kGiB;
        r.error = (r.estimateGiB - r.measuredGiB) / r.measuredGiB;
        r.source = QString::fromStdString(c["source"].get<std::string>()).section(QLatin1Char(' '), 0, 1).remove(QLatin1Char(';'));
        r.looseReason = QString::fromStdString(c.value("loose_reason", c.value("assumptions", std::string())));
        out.append(r);
    }
    return out;
}

QString percent(double e)
{
    return (e >= 0 ? QStringLiteral("+") : QString()) + QString::number(e * 100.0, 'f', 1) + QLatin1Char('%');
}

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

double median(QList<double> v);

// docs/accuracy.md, generated from the same data and code the test checks.
QString accuracyMarkdown(const QList<CaseResult> &results)
{
    QList<double> all, well;
    int within = 0;
    double worst = 0;
    for (const CaseResult &r : results) {
        all << std::abs(r.error);
        if (r.wellSpecified) {
            well << std::abs(r.error);
            within += std::abs(r.error) <= 0.25 ? 1 : 0;
            worst = std::max(worst, std::abs(r.error));
        }
    }
    QString md;
    md += QStringLiteral("# Memory model accuracy\n\n");
    md += QStringLiteral("Generated by `scripts/update-accuracy` from `tests/data/calibration.json` (published peak-memory "
                         "measurements, each with its source and how it was measured) and the estimator in `models/memory.cpp`. "
                         "The test `tst_calibration` fails when this file is out of date.\n\n");
    md += QStringLiteral("## Summary\n\n");
    md += QStringLiteral("| | value |\n|---|---|\n");
    md += QStringLiteral("| cases | %1 |\n").arg(results.size());
    md += QStringLiteral("| median absolute error, all cases | %1 (target ≤ 15%) |\n").arg(percent(median(all)).mid(1));
    md += QStringLiteral("| well-specified cases | %1 |\n").arg(well.size());
    md += QStringLiteral("| median absolute error, well-specified | %1 |\n").arg(percent(median(well)).mid(1));
    md += QStringLiteral("| well-specified within ±25% | %1 of %2 (largest error %3) |\n\n").arg(within).arg(well.size()).arg(percent(worst).mid(1));
    md += QStringLiteral("## How a measurement is compared\n\n"
                         "- `allocated` (torch `max_memory_allocated`): the estimate without the CUDA context and without "
                         "allocator fragmentation.\n"
                         "- `reserved` and `unknown` (what training scripts usually log): the estimate without the CUDA context.\n"
                         "- `nvidia-smi` (whole process): the full estimate; where the source measured its own CUDA context "
                         "(BERT on V100: 1,343 MiB with eager module loading) that figure replaces our 0.6 GiB default.\n"
                         "- bitsandbytes paged optimizers allocate CUDA unified memory outside the PyTorch allocator, so "
                         "allocator-based readings exclude their states.\n"
                         "- A sequence-classification head (BERT rows) has no vocabulary logits; the logits term is dropped.\n\n");
    md += QStringLiteral("## Cases\n\n| case | model | setting | measured GiB (kind) | estimate GiB | error | source |\n"
                         "|---|---|---|---|---|---|---|\n");
    for (const CaseResult &r : results)
        md += QStringLiteral("| %1%2 | %3 | %4 | %5 (%6) | %7 | %8 | %9 |\n")
                  .arg(markdownCell(r.id), r.wellSpecified ? QString() : QStringLiteral(" †"), r.model, markdownCell(r.setting))
                  .arg(r.measuredGiB, 0, 'f', 2)
                  .arg(r.kind)
                  .arg(r.estimateGiB, 0, 'f', 2)
                  .arg(percent(r.error), markdownCell(r.source));
    md += QStringLiteral("\n† not well specified: a setting that changes memory (batch, sequence, checkpointing, optimizer, "
                         "framework behaviour) had to be guessed or cannot be expressed. Reasons:\n\n");
    for (const CaseResult &r : results)
        if (!r.wellSpecified)
            md += QStringLiteral("- `%1`: %2\n").arg(r.id, markdownCell(r.looseReason));
    md += QStringLiteral(
        "\n## What the model does not capture\n\n"
        "- **Framework memory tricks.** torchtune's activation offloading, optimizer-in-backward and chunked cross-entropy, "
        "Unsloth's fused kernels and Liger kernels all cut peaks below what the standard Hugging Face Trainer + PEFT + DeepSpeed "
        "stack (the stack modelled here) needs; estimates for such runs are high.\n"
        "- **PyTorch AMP details.** Autocast keeps fp32 weights and caches 16-bit copies during the forward pass (2 B/param more "
        "than the ZeRO-style 2+2+12 accounting); LayerNorm and softmax outputs stay fp32. BERT fp16 rows show the effect (−9% to −17%).\n"
        "- **Distributed runtime buffers.** NCCL communicators, DeepSpeed reduce/all-gather buckets and FSDP's unsharded "
        "parameter and gradient buffers add 1–10 GiB per GPU depending on configuration; only two gathered layers are modelled "
        "for ZeRO-3. The PEFT 70B multi-GPU rows are 25–55% under.\n"
        "- **Allocator fragmentation** is modelled as 6% of the per-step allocations; long-context runs with varying "
        "sequence lengths fragment more.\n"
        "- **Inference servers.** vLLM and TGI pre-allocate most of the GPU (vLLM: `gpu_memory_utilization`, 0.9 by default) "
        "for the KV cache, so nvidia-smi shows that fraction, not the need estimated here. CUDA graphs add a few hundred MiB.\n"
        "- **Tensor/pipeline/sequence parallel training, MoE expert imbalance, multimodal encoders, LoRA dropout copies** "
        "(only inside the recomputed layer when checkpointing) and **transient buffers while loading or quantising** a "
        "checkpoint are not modelled.\n"
        "- **Inferred shapes.** With `--params`, layers, width and vocabulary come from Llama-2 proportions: weights and "
        "optimizer states stay exact, activations, logits and KV cache are approximate.\n");
    return md;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const auto n = v.size();
    return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

class TestCalibration final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_results = evaluate();
        QVERIFY(m_results.size() >= 20);
        for (const auto &r : std::as_const(m_results))
            qInfo("%-52s %-18s %-10s meas %7.2f est %7.2f  %s%s", qPrintable(r.id), qPrintable(r.model), qPrintable(r.kind),
                  r.measuredGiB, r.estimateGiB, qPrintable(percent(r.error)), r.wellSpecified ? "" : "  (loose)");
    }

    void medianErrorWithin15Percent()
    {
        QList<double> errors;
        for (const auto &r : std::as_const(m_results))
            errors << std::abs(r.error);
        const double med = median(errors);
        qInfo("median absolute error over %d cases: %.1f%%", int(errors.size()), med * 100.0);
        QVERIFY2(med <= 0.15, qPrintable(percent(med)));
    }

    void wellSpecifiedWithin25Percent_data()
    {
        QTest::addColumn<double>("error");
        for (const auto &r : std::as_const(m_results))
            if (r.wellSpecified)
                QTest::newRow(qPrintable(r.id)) << r.error;
    }
    void wellSpecifiedWithin25Percent()
    {
        QFETCH(double, error);
        QVERIFY2(std::abs(error) <= 0.25, qPrintable(percent(error)));
    }

    // docs/accuracy.md is generated from this data; GA_ACCURACY_MD=path writes it.
    void accuracyDocumentIsCurrent()
    {
        const QString md = accuracyMarkdown(m_results);
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
    QList<CaseResult> m_results;
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
