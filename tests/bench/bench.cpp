// gpu-advisor-bench --json: speed goals live here, never in timed tests (DESIGN.md §7).
// Every figure is the median of several runs.
#include "advice.h"
#include "advisorsession.h"
#include "mainwindow.h"
#include "scenarioform.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
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
    const Catalog &bundled = Catalog::bundled();
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

double adviseMs(const Catalog &catalog)
{
    const Scenario s = benchScenario();
    QElapsedTimer t;
    t.start();
    const Advice a = advise(s, catalog);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (a.instances.size() != catalog.instances.size())
        qFatal("advise() lost instances");
    return ms;
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

    const Catalog &bundled = Catalog::bundled();
    const double bundledUs = medianOf(31, [&] { return adviseMs(bundled) * 1000.0; });
    const Catalog oneK = syntheticCatalog(1000);
    const double oneKMs = medianOf(11, [&] { return adviseMs(oneK); });
    const Catalog hundredK = syntheticCatalog(100000);
    const double hundredKMs = medianOf(3, [&] { return adviseMs(hundredK); });

    // Scenario change -> every panel and chart updated: the window reacts synchronously to
    // adviceChanged, so the time to return from setScenario plus pending events is the refresh.
    double refreshMs = 0;
    {
        MainWindow window;
        window.show();
        QCoreApplication::processEvents();
        Scenario s = window.session()->scenario();
        int batch = 1;
        refreshMs = medianOf(21, [&] {
            s.batch = (batch++ % 4) + 1;
            QElapsedTimer t;
            t.start();
            window.form()->setScenario(s);
            window.session()->setScenario(s);
            QCoreApplication::processEvents();
            return double(t.nsecsElapsed()) / 1e6;
        });
    }

    // Process start -> main window shown (the app quits right after its first show).
    const QString exe = QCoreApplication::applicationDirPath() + QStringLiteral("/gpu-advisor");
    const double startupMs = medianOf(5, [&] {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPU_ADVISOR_EXIT_WHEN_SHOWN"), QStringLiteral("1"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/ga-bench-config"));
        p.setProcessEnvironment(env);
        QElapsedTimer t;
        t.start();
        p.start(exe, {});
        p.waitForFinished(60000);
        return double(t.nsecsElapsed()) / 1e6;
    });

    QTextStream out(stdout);
    if (asJson) {
        out << QStringLiteral("{\n  \"advise_bundled_us\": %1,\n  \"advise_1k_ms\": %2,\n  \"advise_100k_ms\": %3,\n"
                              "  \"gui_refresh_ms\": %4,\n  \"startup_ms\": %5,\n  \"bundled_instances\": %6\n}\n")
                   .arg(bundledUs, 0, 'f', 1)
                   .arg(oneKMs, 0, 'f', 2)
                   .arg(hundredKMs, 0, 'f', 1)
                   .arg(refreshMs, 0, 'f', 2)
                   .arg(startupMs, 0, 'f', 1)
                   .arg(bundled.instances.size());
    } else {
        out << QStringLiteral("advise() over the bundled catalog (%1 instances): %2 µs\n").arg(bundled.instances.size()).arg(bundledUs, 0, 'f', 1);
        out << QStringLiteral("advise() over 1,000 instances: %1 ms\n").arg(oneKMs, 0, 'f', 2);
        out << QStringLiteral("advise() over 100,000 instances: %1 ms\n").arg(hundredKMs, 0, 'f', 1);
        out << QStringLiteral("scenario change -> all panels refreshed: %1 ms\n").arg(refreshMs, 0, 'f', 2);
        out << QStringLiteral("process start -> main window shown: %1 ms\n").arg(startupMs, 0, 'f', 1);
    }
    return 0;
}
