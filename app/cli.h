#pragma once

#include <QStringList>
#include <QTextStream>

class QFile;

namespace ga::cli {

enum ExitCode { Ok = 0, BadInput = 2, IoFailure = 3 };

// Runs one command-line verb. `args` excludes the program name and starts with the verb.
// Writes results to `out` and errors to `err`; returns the process exit code.
int run(const QStringList &args, QTextStream &out, QTextStream &err);

// Flushes and closes standard output once a verb is done: a result that did not reach it (a full
// disk, /dev/full, a closed pipe) is exit 3 with the reason on stderr, never a silent 0.
// Returns `code`, or IoFailure.
int finishStandardOutput(QFile &standardOutput, int code);

// True when the arguments ask for a command-line verb (or --help/--version) rather than the GUI.
bool isCliInvocation(const QStringList &args);

// True for exactly one argument naming a scenario file (*.gpuadvisor.json): the window opens it,
// as the desktop file's `gpu-advisor %f` asks.
bool isScenarioFileArgument(const QStringList &args);

// True when the verb draws with fonts (the PDF report): it needs a QGuiApplication, on the
// offscreen platform since it opens no window.
bool needsGuiApplication(const QStringList &args);

} // namespace ga::cli
