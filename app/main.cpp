// gpu-advisor: the GUI when started without a verb, the command line otherwise (DESIGN.md §2).
#include "cli.h"
#include "mainwindow.h"
#include "translationmanager.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

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
        args << QString::fromLocal8Bit(argv[i]);

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
        QTextStream out(stdout);
        QTextStream err(stderr);
        return ga::cli::run(args, out, err);
    }

    QApplication app(argc, argv);
    setIdentity();
    QApplication::setApplicationDisplayName(QObject::tr("GPU Advisor"));
    ga::TranslationManager translations;
    const QString language = QSettings().value(QStringLiteral("ui/language"), ga::TranslationManager::systemLanguage()).toString();
    translations.setLanguage(language);
    ga::MainWindow window;
    window.show();
    // For gpu-advisor-bench's startup figure: quit once the window has been shown.
    if (qEnvironmentVariableIsSet("GPU_ADVISOR_EXIT_WHEN_SHOWN"))
        QTimer::singleShot(0, &app, &QCoreApplication::quit);
    return app.exec();
}
