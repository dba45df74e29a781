// libFuzzer target: command-line arguments (one per input line), run in-process as `gpu-advisor`
// would. Every run ends with 0, 2 or 3 and never writes outside a scratch folder.
#include "app/cli.h"
#include "common/appprocess.h"
#include "fuzz_common.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    static QTemporaryDir scratch;
    // Imports and any output file land in the scratch folder: paths are stripped below. (The
    // working directory moves there: give libFuzzer the corpus as an absolute path.)
    QDir::setCurrent(scratch.path());
    ga::test::setAppDataDir(scratch.path());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace ga;
    QStringList args = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(QLatin1Char('\n'));
    if (args.size() > 40)
        return 0;
    for (QString &a : args)
        a.remove(QLatin1Char('/')); // no path reaches outside the scratch folder
    // Network verbs and the PDF report need more than a core application: not fuzzed here.
    if (!args.isEmpty() && (args.contains(QStringLiteral("refresh")) || args.constFirst() == QLatin1String("report")))
        return 0;
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    const int code = cli::run(args, out, err);
    if (code != 0 && code != 2 && code != 3)
        fuzz::propertyBroken("exit code outside 0, 2, 3", QString::number(code));
    if (code == 2 && errText.isEmpty())
        fuzz::propertyBroken("bad input without a message", args.join(QLatin1Char(' ')));
    return 0;
}
