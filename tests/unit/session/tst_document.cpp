// Scenario files as documents: modified state, recent files, every bad file refused without a
// change, and the autosave that brings back unsaved work after a crash but not after a clean exit.
#include "data/presets.h"
#include "data/scenariofile.h"
#include "generateddoc.h"
#include "session/scenariodocument.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ga;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(content);
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDocument final : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_document"));
    }

    void init() { QSettings().clear(); }

    void modifiedFollowsTheSavedText()
    {
        ScenarioDocument doc(m_dir.path());
        QSignalSpy changed(&doc, &ScenarioDocument::changed);
        doc.reset(defaultScenario());
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.displayName(), QStringLiteral("Untitled"));
        Scenario s = defaultScenario();
        s.batch = 4;
        doc.setCurrent(s);
        QVERIFY(doc.isModified());
        QVERIFY(changed.count() >= 1);
        s.batch = defaultScenario().batch; // back to what was saved: not modified any more
        doc.setCurrent(s);
        QVERIFY(!doc.isModified());
    }

    void saveOpenRoundTripAndRecent()
    {
        ScenarioDocument doc(m_dir.path());
        Scenario s = defaultScenario();
        s.gpus = 8;
        s.zero = 3;
        s.method = Method::Lora;
        doc.reset(defaultScenario());
        doc.setCurrent(s);
        const QString path = m_dir.filePath(QStringLiteral("eight.gpuadvisor.json"));
        QVERIFY(!doc.saveAs(path));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.displayName(), QStringLiteral("eight.gpuadvisor.json"));
        QCOMPARE(doc.recentFiles().value(0), path);

        ScenarioDocument other(m_dir.path());
        auto opened = other.open(path, defaultScenario());
        QVERIFY(std::holds_alternative<Scenario>(opened));
        const Scenario &back = std::get<Scenario>(opened);
        QCOMPARE(back.gpus, 8);
        QCOMPARE(back.zero, 3);
        QCOMPARE(back.method, Method::Lora);
        QCOMPARE(scenarioToText(back), scenarioToText(s));
        QVERIFY(!other.isModified());

        // At most eight recent files, newest first, no duplicates.
        for (int i = 0; i < 10; ++i) {
            doc.setCurrent(s);
            QVERIFY(!doc.saveAs(m_dir.filePath(QStringLiteral("s%1.gpuadvisor.json").arg(i))));
        }
        QVERIFY(!doc.saveAs(path));
        const QStringList recent = doc.recentFiles();
        QCOMPARE(recent.size(), ScenarioDocument::kMaxRecent);
        QCOMPARE(recent.first(), path);
        QCOMPARE(recent.count(path), 1);
    }

    // A corrupt, truncated, older-format, newer or missing file gives a message naming the file
    // and changes nothing: the document keeps its file, its state and the file on disk its bytes.
    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("corrupt") << QByteArray("{not json") << QString();
        QTest::newRow("truncated") << QByteArray(R"({"format": "gpu-advisor-scenario", "version": 1, "batch": )") << QString();
        QTest::newRow("newer") << QByteArray(R"({"format": "gpu-advisor-scenario", "version": 99})") << QStringLiteral("newer");
        QTest::newRow("other format") << QByteArray(R"({"format": "something-else"})") << QStringLiteral("not a GPU Advisor scenario");
        QTest::newRow("bad value") << QByteArray(R"({"batch": 0})") << QStringLiteral("batch");
        QTest::newRow("empty") << QByteArray() << QString();
    }
    void badFilesChangeNothing()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        ScenarioDocument doc(m_dir.path());
        Scenario s = defaultScenario();
        s.batch = 2;
        doc.reset(defaultScenario());
        doc.setCurrent(s);
        const QString good = m_dir.filePath(QStringLiteral("good.gpuadvisor.json"));
        QVERIFY(!doc.saveAs(good));
        const QString bad = write(m_dir, QStringLiteral("bad.gpuadvisor.json"), content);
        auto result = doc.open(bad, defaultScenario());
        QVERIFY(std::holds_alternative<FieldError>(result));
        const QString message = std::get<FieldError>(result).message();
        QVERIFY2(message.contains(QStringLiteral("bad.gpuadvisor.json")), qPrintable(message));
        if (!expected.isEmpty())
            QVERIFY2(message.contains(expected), qPrintable(message));
        QCOMPARE(doc.path(), good);
        QCOMPARE(doc.current().batch, 2);
        QCOMPARE(readAll(bad), content);
    }

    void missingRecentFileIsForgotten()
    {
        ScenarioDocument doc(m_dir.path());
        doc.reset(defaultScenario());
        const QString path = m_dir.filePath(QStringLiteral("gone.gpuadvisor.json"));
        QVERIFY(!doc.saveAs(path));
        QVERIFY(doc.recentFiles().contains(path));
        QFile::remove(path);
        QVERIFY(std::holds_alternative<FieldError>(doc.open(path, defaultScenario())));
        QVERIFY(!doc.recentFiles().contains(path));
    }

    // Unsaved work survives a session that never ended cleanly; a clean exit leaves nothing behind.
    void autosaveAndRecovery()
    {
        Scenario edited = defaultScenario();
        edited.seq = 8192;
        {
            auto crashed = std::make_unique<ScenarioDocument>(m_dir.path());
            crashed->reset(defaultScenario());
            crashed->setCurrent(edited);
            crashed->autosave();
            QVERIFY(QFile::exists(crashed->autosavePath()));
            // No markCleanShutdown(): the process "died" here.
        }
        {
            ScenarioDocument next(m_dir.path());
            const auto recovery = next.pendingRecovery(defaultScenario());
            QVERIFY(recovery);
            QCOMPARE(recovery->scenario.seq, 8192);
            QVERIFY(recovery->savedAt.isValid());
            next.markCleanShutdown();
            QVERIFY(!QFile::exists(next.autosavePath()));
        }
        ScenarioDocument afterCleanExit(m_dir.path());
        QVERIFY(!afterCleanExit.pendingRecovery(defaultScenario()));
        // An unmodified document writes no autosave.
        afterCleanExit.reset(defaultScenario());
        afterCleanExit.autosave();
        QVERIFY(!QFile::exists(afterCleanExit.autosavePath()));
        afterCleanExit.markCleanShutdown();
    }

    // Saving is atomic: a save that fails (a folder in the way) leaves the old file whole.
    void failedSaveKeepsTheFile()
    {
        ScenarioDocument doc(m_dir.path());
        doc.reset(defaultScenario());
        const QString path = m_dir.filePath(QStringLiteral("keep.gpuadvisor.json"));
        QVERIFY(!doc.saveAs(path));
        const QByteArray before = readAll(path);
        Scenario s = defaultScenario();
        s.batch = 16;
        doc.setCurrent(s);
        QVERIFY(doc.saveAs(m_dir.path())); // a folder: refused
        QCOMPARE(doc.path(), path);
        QVERIFY(doc.isModified());
        QCOMPARE(readAll(path), before);
    }

    // docs/scenario-format.md lists every field as the program reads it: key, type, accepted
    // values, flag and meaning, generated from the same table (GA_SCENARIO_FORMAT_MD rewrites it).
    void formatDocument()
    {
        QStringList rows;
        for (const ScenarioField &f : scenarioFields()) {
            QString type, accepted;
            switch (f.kind) {
            case FieldKind::Integer:
                type = QStringLiteral("whole number");
                accepted = f.rangeText();
                break;
            case FieldKind::Number:
                type = QStringLiteral("number");
                accepted = f.rangeText();
                break;
            case FieldKind::Boolean:
                type = QStringLiteral("boolean");
                accepted = QStringLiteral("true, false");
                break;
            case FieldKind::Choice:
                type = QStringLiteral("text");
                accepted = f.choices().join(QStringLiteral(", "));
                break;
            case FieldKind::Text:
                type = QStringLiteral("text");
                accepted = QStringLiteral("up to %1 characters").arg(kMaxTextFieldChars);
                break;
            }
            QString flag = QStringLiteral("`%1`").arg(f.flagName());
            if (f.kind == FieldKind::Boolean)
                flag += QStringLiteral(", `--no-%1`").arg(QString::fromLatin1(f.flag));
            rows << QStringLiteral("| `%1` | %2 | %3 | %4 | %5 |").arg(f.jsonKey(), type, accepted, flag, QString::fromUtf8(f.help));
        }
        const QString begin = QStringLiteral("<!-- fields:begin -->"), end = QStringLiteral("<!-- fields:end -->");
        const QString section = begin + QStringLiteral("\n| Key | Type | Accepted | Flag | Meaning |\n|---|---|---|---|---|\n") +
            rows.join(QLatin1Char('\n')) + QLatin1Char('\n') + end;
        const QString problem =
            ga::test::checkGeneratedSection(QStringLiteral(GA_SOURCE_DIR "/docs/scenario-format.md"), begin, end, section,
                                            "GA_SCENARIO_FORMAT_MD", QStringLiteral("scripts/update-scenario-format"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Every key the writer puts in a file is in the table.
        const QByteArray saved = scenarioToText(defaultScenario());
        for (const ScenarioField &f : scenarioFields())
            QVERIFY2(saved.contains(QByteArray(QByteArray("\"") + QByteArray(f.key).split('.').last() + "\":")), f.key);
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
