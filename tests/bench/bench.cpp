// gpu-advisor-bench --json: speed goals live here, never in timed tests (DESIGN.md §7).
// Every figure is the median of several runs.
#include "base/inputfile.h"
#include "common/appprocess.h"
#include "common/skypilotcsv.h"
#include "core/advice.h"
#include "data/catalogschema.h"
#include "data/catalogstore.h"
#include "data/presets.h"
#include "output/reportdata.h"
#include "report/reportrenderer.h"
#include "session/advisorsession.h"
#include "ui/mainwindow.h"
#include "ui/scenarioform.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace ga;

namespace {

double medianOf(int runs, const std::function<double()> &measure)
{
    QList<double> values;
    for (int i = 0; i < runs; ++i)
        values << measure();
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

Scenario benchScenario()
{
    Scenario s;
    s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2-7b"));
    s.method = Method::Qlora;
    s.gradCheckpointing = true;
    return s;
}

// The bundled instances repeated under new names until the catalog has `size` instances.
Catalog syntheticCatalog(int size)
{
    const Catalog &bundled = bundledCatalog();
    Catalog c = bundled;
    c.instances.clear();
    c.instances.reserve(size);
    for (int i = 0; c.instances.size() < size; ++i) {
        Instance in = bundled.instances[i % bundled.instances.size()];
        in.type += QStringLiteral("-synthetic-%1").arg(i);
        c.instances.append(in);
    }
    return c;
}

// A SkyPilot v7 AWS vms.csv of `rows` rows, each a distinct instance type and region, with the
// quoting real files have (GpuInfo is a quoted Python dict with commas).
QByteArray syntheticSkyPilotCsv(int rows)
{
    const char *gpus[][3] = {{"T4", "16384", "1"},        {"A10G", "24576", "1"}, {"L4", "23034", "1"},   {"A100", "40960", "8"},
                             {"A100-80GB", "81920", "8"}, {"H100", "81559", "8"}, {"L40S", "46068", "4"}, {"V100", "16384", "4"}};
    QByteArray csv = GA_SKYPILOT_HEADER "\n";
    csv.reserve(rows * 180);
    for (int i = 0; i < rows; ++i) {
        const auto &g = gpus[i % 8];
        const int count = QByteArray(g[2]).toInt();
        csv += QByteArrayLiteral("syn") + QByteArray::number(i / 40) + '.' + g[0] + ".x" + QByteArray::number(count) + ',' + g[0] + ',' +
            QByteArray::number(count) + ".0," + QByteArray::number(8 * count) + ".0," + QByteArray::number(32 * count) +
            ".0,\"{'Gpus': [{'Name': '" + g[0] + "', 'Manufacturer': 'NVIDIA', 'Count': " + QByteArray::number(count) +
            ".0, 'MemoryInfo': {'SizeInMiB': " + g[1] + "}}], 'TotalGpuMemoryInMiB': " + g[1] + "}\"," +
            QByteArray::number(0.5 + (i % 97) * 0.37, 'f', 4) + ',' + QByteArray::number(0.2 + (i % 89) * 0.11, 'f', 6) + ",region-" +
            QByteArray::number(i % 40) + ",az" + QByteArray::number(i % 40) + "\n";
    }
    return csv;
}

double adviseMs(const Catalog &catalog, const Scenario &s = benchScenario())
{
    QElapsedTimer t;
    t.start();
    const Advice a = advise(s, catalog);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (a.instances.size() != catalog.instances.size())
        qFatal("advise() lost instances");
    return ms;
}

// A service the window re-advises while the user drags the concurrency: Qwen2.5 7B on vLLM, 64
// users of 2,048 + 512 tokens with a 50 ms target per output token.
Scenario servingScenario()
{
    Scenario s = benchScenario();
    s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2.5-7b"));
    s.method = Method::Inference;
    s.precision = Precision::Bf16;
    s.serving.engine = Engine::Vllm;
    s.serving.concurrency = 64;
    s.serving.tpotMs = 50;
    return s;
}

} // namespace

int main(int argc, char *argv[])
{
    // The offscreen platform warns about window hints it ignores; the figures are what matters.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
        if (type != QtWarningMsg || !msg.contains(QLatin1String("propagateSizeHints")))
            fprintf(stderr, "%s\n", qPrintable(msg));
    });
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Bench"));
    const bool asJson = app.arguments().contains(QStringLiteral("--json"));

    const Catalog &bundled = bundledCatalog();
    const double bundledUs = medianOf(31, [&] { return adviseMs(bundled) * 1000.0; });
    const double serveBundledMs = medianOf(31, [&] { return adviseMs(bundled, servingScenario()); });
    const Catalog oneK = syntheticCatalog(1000);
    const double oneKMs = medianOf(11, [&] { return adviseMs(oneK); });
    const Catalog hundredK = syntheticCatalog(100000);
    const double hundredKMs = medianOf(9, [&] { return adviseMs(hundredK); });

    // A 100,000-row SkyPilot CSV imported and stored, then `gpu-advisor advise` as a whole process
    // over the bundled catalog plus that import.
    QTemporaryDir work;
    const QString csvPath = work.filePath(QStringLiteral("aws-vms.csv"));
    {
        QFile f(csvPath);
        if (!f.open(QIODevice::WriteOnly) || f.write(syntheticSkyPilotCsv(100000)) < 0)
            qFatal("cannot write the benchmark CSV");
    }
    const CatalogStore store(work.filePath(QStringLiteral("data")));
    // Each run imports onto the bundled catalog alone, so it stores anew rather than replacing.
    const LoadedCatalog bundledOnly{bundled, false, bundled.version, bundled.asOf, {}, {}};
    const double import100kMs = medianOf(3, [&] {
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        QElapsedTimer t;
        t.start();
        const auto r = store.importFile(csvPath, bundledOnly, options);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (!std::holds_alternative<ImportReport>(r) || std::get<ImportReport>(r).result.catalog.instances.size() != 100000)
            qFatal("the benchmark import failed: %s",
                   std::holds_alternative<FieldError>(r) ? qPrintable(std::get<FieldError>(r).message()) : "lost rows");
        return ms;
    });
    // What every start pays for an import at the cap (limits::kCatalogInstances): the store loaded.
    double startAtCapMs = 0;
    {
        QTemporaryDir capWork;
        const QString capCsv = capWork.filePath(QStringLiteral("aws-vms.csv"));
        QFile f(capCsv);
        if (!f.open(QIODevice::WriteOnly) || f.write(syntheticSkyPilotCsv(int(limits::kCatalogInstances))) < 0)
            qFatal("cannot write the benchmark CSV");
        f.close();
        const CatalogStore capStore(capWork.filePath(QStringLiteral("data")));
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        if (!std::holds_alternative<ImportReport>(capStore.importFile(capCsv, bundledOnly, options)))
            qFatal("the import at the cap failed");
        startAtCapMs = medianOf(3, [&] {
            QElapsedTimer t;
            t.start();
            const LoadedCatalog loaded = capStore.load();
            if (loaded.catalog.instances.size() != bundled.instances.size() + limits::kCatalogInstances)
                qFatal("the stored import at the cap did not load whole");
            return double(t.nsecsElapsed()) / 1e6;
        });
    }
    const QString exe = QCoreApplication::applicationDirPath() + QStringLiteral("/gpu-advisor");
    const auto cliMs = [&](const QStringList &args) {
        QProcess p;
        p.setProcessEnvironment(ga::test::appEnvironment(store.dataDirectory()));
        p.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer t;
        t.start();
        p.start(exe, args);
        p.waitForFinished(120000);
        if (p.exitCode() != 0)
            qFatal("gpu-advisor %s failed", qPrintable(args.join(QLatin1Char(' '))));
        return double(t.nsecsElapsed()) / 1e6;
    };
    const double estimateProcessMs = medianOf(11, [&] {
        return cliMs({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b")});
    });
    // The largest config of today's models (Kimi-K2: 61 MLA layers, 384 experts, FP8 blocks) read and estimated.
    const double estimateLargestConfigMs = medianOf(11, [&] {
        return cliMs({QStringLiteral("estimate"), QStringLiteral("--config"),
                      QStringLiteral(GA_SOURCE_DIR "/tests/data/configs/kimi-k2.json"), QStringLiteral("--method"),
                      QStringLiteral("inference")});
    });
    const double adviseProcessMs = medianOf(3, [&] {
        return cliMs({QStringLiteral("advise"), QStringLiteral("--top"), QStringLiteral("20")});
    });
    const double adviseProcessAllMs = medianOf(3, [&] { return cliMs({QStringLiteral("advise"), QStringLiteral("--json")}); });

    // Scenario change -> every panel and chart updated: the window reacts synchronously to
    // adviceChanged, so the time to return from setScenario plus pending events is the refresh.
    double refreshMs = 0;
    {
        MainWindow window;
        window.show();
        QCoreApplication::processEvents();
        Scenario s = window.findChild<AdvisorSession *>()->scenario();
        int batch = 1;
        refreshMs = medianOf(21, [&] {
            s.batch = (batch++ % 4) + 1;
            QElapsedTimer t;
            t.start();
            window.findChild<ScenarioForm *>()->setScenario(s);
            window.findChild<AdvisorSession *>()->setScenario(s);
            QCoreApplication::processEvents();
            return double(t.nsecsElapsed()) / 1e6;
        });
    }

    // File > Export PDF for the default scenario: the report's content, its layout, the PDF with
    // its fonts, written to a file.
    const Advice reportAdvice = advise(defaultScenario(), bundled);
    const QString reportPath = work.filePath(QStringLiteral("report.pdf"));
    const double reportMs = medianOf(9, [&] {
        QElapsedTimer t;
        t.start();
        ReportOptions options;
        options.date = QDate::currentDate();
        const auto pages = saveReportPdf(reportData(reportAdvice, {}, options), reportPath);
        const double ms = double(t.nsecsElapsed()) / 1e6;
        if (!std::holds_alternative<int>(pages))
            qFatal("the report could not be written: %s", qPrintable(std::get<FieldError>(pages).message()));
        return ms;
    });

    // Process start -> main window shown (the app quits right after its first show).
    // The window as a process: `mode` "1" quits once it is shown (startup), "close" closes it as a
    // user would, saving the scenario and the layout (startup + quit).
    const auto windowProcessMs = [&exe](const char *mode) {
        return medianOf(5, [&] {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("GPU_ADVISOR_EXIT_WHEN_SHOWN"), QString::fromLatin1(mode));
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                       QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/ga-bench-config"));
            p.setProcessEnvironment(env);
            QElapsedTimer t;
            t.start();
            p.start(exe, {});
            p.waitForFinished(60000);
            return double(t.nsecsElapsed()) / 1e6;
        });
    };
    const double startupMs = windowProcessMs("1");
    const double quitMs = std::max(0.0, windowProcessMs("close") - startupMs);

    // One list of figures for both outputs: name, value, decimals, what it measures.
    struct Figure {
        const char *name;
        double value;
        int decimals;
        const char *what;
    };
    const QList<Figure> figures{
        {"advise_bundled_us", bundledUs, 1, "advise() over the bundled catalog"},
        {"serve_bundled_ms", serveBundledMs, 2, "a serving advise() (vLLM, 64 users, TPOT target) over the bundled catalog"},
        {"advise_1k_ms", oneKMs, 2, "advise() over 1,000 instances"},
        {"advise_100k_ms", hundredKMs, 1, "advise() over 100,000 instances"},
        {"advise_100k_over_1k", hundredKMs / oneKMs, 1, "growth from 1,000 to 100,000 instances (linear = 100)"},
        {"import_100k_ms", import100kMs, 1, "a 100,000-row SkyPilot vms.csv imported, validated and stored"},
        {"start_200k_ms", startAtCapMs, 1, "the stored catalogs loaded with one import at the 200,000-instance cap"},
        {"estimate_process_ms", estimateProcessMs, 1,
         "gpu-advisor estimate as a whole process (100,000 imported rows stored, not read by estimate)"},
        {"estimate_config_process_ms", estimateLargestConfigMs, 1,
         "gpu-advisor estimate --config of the largest config of today's models (Kimi-K2) as a whole process"},
        {"advise_process_100k_ms", adviseProcessMs, 1, "gpu-advisor advise --top 20 as a process, 100,000 imported rows"},
        {"advise_process_100k_json_ms", adviseProcessAllMs, 1, "gpu-advisor advise --json (every row) as a process, 100,000 imported rows"},
        {"gui_refresh_ms", refreshMs, 2, "scenario change -> every panel refreshed"},
        {"startup_ms", startupMs, 1, "process start -> main window shown"},
        {"quit_ms", quitMs, 1, "window closed -> process ended (settings saved)"},
        {"report_ms", reportMs, 1, "the default scenario's PDF report built, laid out and written"},
        {"bundled_instances", double(bundled.instances.size()), 0, "instances in the bundled catalog"},
    };
    QTextStream out(stdout);
    if (asJson) {
        QStringList lines;
        for (const Figure &f : figures)
            lines << QStringLiteral("  \"%1\": %2").arg(QString::fromLatin1(f.name)).arg(f.value, 0, 'f', f.decimals);
        out << QStringLiteral("{\n%1\n}\n").arg(lines.join(QStringLiteral(",\n")));
    } else {
        for (const Figure &f : figures)
            out << QStringLiteral("%1: %2\n").arg(QString::fromLatin1(f.what)).arg(f.value, 0, 'f', f.decimals);
    }
    return 0;
}
