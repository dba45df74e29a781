// The PDF report as a reader gets it: rendered on the offscreen platform and read back with
// poppler's tools. The text a manager searches for is there (the budget, the model, the instance
// to rent, what the picks mean, the catalog), in Chinese too; it has 2-5 pages, embeds its fonts,
// draws its charts as vectors, and a failed save leaves no file.
#include "app/translationmanager.h"
#include "core/advice.h"
#include "data/catalogschema.h"
#include "data/presets.h"
#include "output/reportdata.h"
#include "report/reportrenderer.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ga;

namespace {

QString tool(const QString &name, const QStringList &args)
{
    QProcess p;
    p.start(name, args);
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(name), qPrintable(QString::fromUtf8(p.readAllStandardError())));
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Text without its line breaks and spaces: the layout wraps lines where it likes.
QString squeezed(QString text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

struct Pdf {
    int pages = 0;
    QString text; // pdftotext, every page
    QString firstPage;
    QString fonts;  // pdffonts
    QString images; // pdfimages -list
};

Pdf render(const ReportData &report)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const auto pages = saveReportPdf(report, path);
    if (const auto *e = std::get_if<FieldError>(&pages))
        qFatal("saveReportPdf: %s", qPrintable(e->message()));
    Pdf pdf;
    pdf.pages = std::get<int>(pages);
    const QString info = tool(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    if (!m.hasMatch() || m.captured(1).toInt() != pdf.pages)
        qFatal("pdfinfo disagrees with the renderer: %s", qPrintable(info));
    pdf.text = tool(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    pdf.firstPage = tool(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), path, QStringLiteral("-")});
    pdf.fonts = tool(QStringLiteral("pdffonts"), {path});
    pdf.images = tool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    return pdf;
}

Advice adviceFor(const Scenario &s)
{
    return advise(s, bundledCatalog());
}

ReportData reportOf(const Advice &a, const QList<Advice> &pinned = {})
{
    ReportOptions options;
    options.date = QDate(2026, 11, 30);
    return reportData(a, pinned, options);
}

int cjkCharacters(const QString &text)
{
    return int(std::count_if(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; }));
}

} // namespace

class TestReport final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        for (const char *name : {"pdftotext", "pdfinfo", "pdffonts", "pdfimages"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty())
                QSKIP("poppler-utils is not installed (scripts/test installs it)");
    }

    // The translators go with their manager; the default locale (it picks the report's fonts) stays.
    void cleanup() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void defaultReport()
    {
        const Advice a = adviceFor(defaultScenario());
        const Pdf pdf = render(reportOf(a));
        // A few pages for a manager; the last lists each picked provider's price sources, whose
        // length depends on the providers the picks name.
        QVERIFY2(pdf.pages >= 2 && pdf.pages <= 6, qPrintable(QString::number(pdf.pages)));
        const QString text = squeezed(pdf.text);
        const InstanceEvaluation &e = a.instances[a.recommended()];
        // Page 1: the budget, the model, the instance to rent, what it costs.
        const QString page1 = squeezed(pdf.firstPage);
        QVERIFY(page1.contains(squeezed(formatGiB(a.memory.budgetBytes) + QStringLiteral(" GiB"))));
        QVERIFY(page1.contains(squeezed(a.scenario.model.name)));
        QVERIFY(page1.contains(e.instance->type));
        QVERIFY(page1.contains(squeezed(a.currency.format(e.annual.total()))));
        QVERIFY(page1.contains(squeezed(QStringLiteral("Before the first paid hour: run the preflight check"))));
        // Then the details: what a pick means, the component formulas, the catalog.
        QVERIFY(text.contains(squeezed(pickCriterion(Pick::BestValue))));
        QVERIFY(text.contains(squeezed(pickRule())));
        QVERIFY(text.contains(squeezed(displayName(ComponentId::Weights))));
        QVERIFY(text.contains(a.catalog->version));
        QVERIFY(text.contains(squeezed(QStringLiteral("Page 1 of %1").arg(pdf.pages))));
        // Embedded fonts, vector charts.
        QVERIFY2(pdf.fonts.contains(QStringLiteral("NotoSansCJK")), qPrintable(pdf.fonts));
        const QStringList fontRows = pdf.fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY(!fontRows.isEmpty());
        for (const QString &row : fontRows)
            QVERIFY2(row.contains(QStringLiteral(" yes ")), qPrintable(row));        // the "emb" column
        QCOMPARE(pdf.images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2); // the list's header only
    }

    // In Chinese, with the catalogue the window uses: translated names and a Chinese font.
    void chinese()
    {
        TranslationManager language;
        QVERIFY(language.setLanguage(QStringLiteral("zh_CN")));
        const Advice a = adviceFor(defaultScenario());
        const Pdf pdf = render(reportOf(a));
        QVERIFY(pdf.text.contains(QStringLiteral("权重")));     // Weights
        QVERIFY(pdf.text.contains(QStringLiteral("按量计费"))); // Pay-as-you-go
        QVERIFY2(cjkCharacters(pdf.text) > 20, qPrintable(QString::number(cjkCharacters(pdf.text))));
        QVERIFY(pdf.fonts.contains(QStringLiteral("NotoSansCJKsc")));
        // A few pages for a manager; the last lists each picked provider's price sources, whose
        // length depends on the providers the picks name.
        QVERIFY2(pdf.pages >= 2 && pdf.pages <= 6, qPrintable(QString::number(pdf.pages)));
    }

    void pinnedScenariosAreCompared()
    {
        const Advice qlora = adviceFor(defaultScenario());
        Scenario fullScenario = defaultScenario();
        fullScenario.method = Method::Full;
        const Advice full = adviceFor(fullScenario);
        const ReportData report = reportOf(qlora, {full});
        const Pdf plain = render(reportOf(qlora));
        const Pdf compared = render(report);
        const QString title = report.section(ReportSectionId::Comparison)->title;
        QVERIFY(!squeezed(plain.text).contains(squeezed(title)));
        QVERIFY(squeezed(compared.text).contains(squeezed(title)));
        QVERIFY(squeezed(compared.text).contains(squeezed(formatGiB(full.memory.budgetBytes) + QStringLiteral(" GiB"))));
        QVERIFY(compared.pages > plain.pages);
    }

    // Nothing holds a 13B full fine-tune on one GPU: page 1 shows how many GPUs it takes.
    void needsOnPageOne()
    {
        Scenario s = defaultScenario();
        s.model = *PresetLibrary::bundled().find(QStringLiteral("llama-2-13b"));
        s.method = Method::Full;
        const Advice a = adviceFor(s);
        QCOMPARE(a.fittingCount(), 0);
        const Pdf pdf = render(reportOf(a));
        const QString page1 = squeezed(pdf.firstPage);
        QVERIFY(page1.contains(squeezed(QStringLiteral("How many GPUs the job needs"))));
        for (const GpuNeed &n : a.needs.mid(0, 3)) {
            QVERIFY2(page1.contains(squeezed(n.gpu->name)), qPrintable(n.gpu->name));
            QVERIFY(page1.contains(n.instance->type));
        }
        // A few pages for a manager; the last lists each picked provider's price sources, whose
        // length depends on the providers the picks name.
        QVERIFY2(pdf.pages >= 2 && pdf.pages <= 6, qPrintable(QString::number(pdf.pages)));
    }

    // A save that fails leaves nothing behind, not even part of a file.
    void failedSaveLeavesNoFile()
    {
        const ReportData report = reportOf(adviceFor(defaultScenario()));
        QTemporaryDir dir;
        const auto folder = saveReportPdf(report, dir.path());
        QVERIFY(std::holds_alternative<FieldError>(folder));
        QVERIFY(std::get<FieldError>(folder).ioFailure);
        const QString unwritable = QStringLiteral("/proc/gpu-advisor-cannot-write-here/report.pdf");
        const auto e = saveReportPdf(report, unwritable);
        QVERIFY(std::holds_alternative<FieldError>(e));
        QVERIFY(!QFile::exists(unwritable));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
