// gpu-advisor: the GUI when started without a verb (or with one scenario file to open), the
// command line otherwise (DESIGN.md §2).
#include "app/cli.h"
#include "app/translationmanager.h"
#include "base/inputfile.h"
#include "ui/mainwindow.h"
#include "ui/settingsdialog.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>
#include <unistd.h>

namespace {

// The name of the desktop file and the icons (resources/desktop).
const QString kAppId = QStringLiteral("io.github.gpuadvisor.GpuAdvisor");
QtMessageHandler qtHandler = nullptr;

// The platform's start-up may warn about the session it runs in ("XDG_RUNTIME_DIR not set" as
// root): a command-line verb's stderr carries its own messages only, and errors still pass.
void startupMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        qtHandler(type, context, message);
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GA_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << ga::pathFromNative(QByteArray(argv[i])); // without loss: arguments are often file names

    if (ga::cli::isCliInvocation(args)) {
        // The report draws text, which takes a QGuiApplication; it opens no window, so it runs on
        // the offscreen platform, with or without a display.
        std::unique_ptr<QCoreApplication> app;
        if (ga::cli::needsGuiApplication(args)) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            qtHandler = qInstallMessageHandler(startupMessage);
            app = std::make_unique<QGuiApplication>(argc, argv);
            qInstallMessageHandler(qtHandler);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        setIdentity();
        ga::TranslationManager translations;
        translations.setLanguage(QStringLiteral("en"));
        // Unbuffered QFiles on the descriptors: each write(2) is checked and its reason kept.
        QFile stdoutFile, stderrFile;
        stdoutFile.open(STDOUT_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
        stderrFile.open(STDERR_FILENO, QIODevice::WriteOnly | QIODevice::Unbuffered);
        int code = ga::cli::Ok;
        {
            QTextStream out(&stdoutFile);
            QTextStream err(&stderrFile);
            code = ga::cli::run(args, out, err);
        }
        return ga::cli::finishStandardOutput(stdoutFile, code);
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QObject::tr("GPU Advisor"));
    QApplication::setDesktopFileName(kAppId);
    QIcon icon;
    for (int size : {16, 32, 64, 256})
        icon.addFile(QStringLiteral(":/icons/%1x%1/apps/%2.png").arg(size).arg(kAppId));
    QApplication::setWindowIcon(icon);
    const ga::AppSettings preferences = ga::AppSettings::load();
    ga::applyAppearance(preferences.appearance);
    ga::TranslationManager translations;
    translations.setLanguage(preferences.language);
    std::unique_ptr<ga::MainWindow> window;
    std::function<void()> openWindow = [&] {
        window = std::make_unique<ga::MainWindow>();
        QObject::connect(window.get(), &ga::MainWindow::languageChangeRequested, &app, [&](const QString &chosen) {
            // Every text is built in the new language by building the window again: the old one
            // saves its state (scenario, file, layout) as on quit and the new one restores it.
            QTimer::singleShot(0, &app, [&, chosen] {
                translations.setLanguage(chosen);
                QApplication::setQuitOnLastWindowClosed(false);
                const QList<ga::Scenario> pinned = window->pinnedScenarios();
                window->close();
                // Gone before the new one starts: its document marks a clean shutdown, so the new
                // one neither offers a recovery nor finds its own session marked as closed.
                window.reset();
                openWindow();
                window->pinScenarios(pinned);
                window->show();
                QApplication::setQuitOnLastWindowClosed(true);
            });
        });
    };
    openWindow();
    window->show();
    if (ga::cli::isScenarioFileArgument(args))
        window->openScenarioFile(args.constFirst());
    // For gpu-advisor-bench: "1" quits once the window has been shown (startup_ms); "close" closes
    // the window as a user would, so the process time includes the quit (quit_ms).
    const QByteArray exitWhenShown = qgetenv("GPU_ADVISOR_EXIT_WHEN_SHOWN");
    if (exitWhenShown == "close")
        QTimer::singleShot(0, window.get(), &QWidget::close);
    else if (!exitWhenShown.isEmpty())
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return app.exec();
}
