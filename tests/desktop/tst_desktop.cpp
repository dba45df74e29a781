// `cmake --install` into a temporary prefix: the binary, the launcher, the icons, the AppStream
// metadata and the MIME type of saved scenarios land where desktops look for them, and each is
// valid (desktop-file-validate, appstreamcli and update-mime-database where installed).
#include "data/scenariofile.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString kAppId = QStringLiteral("io.github.gpuadvisor.GpuAdvisor");

struct Run {
    int code = -1;
    QString output;
};

Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(120000))
        qFatal("%s did not finish", qPrintable(program));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAll())};
}

// The value of `key` in a desktop entry (the text after "key=").
QString desktopValue(const QString &text, const QString &key)
{
    const QRegularExpression re(QStringLiteral("^%1=(.*)$").arg(QRegularExpression::escape(key)), QRegularExpression::MultilineOption);
    return re.match(text).captured(1);
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestDesktop final : public QObject {
    Q_OBJECT
    QTemporaryDir m_prefix;

    QString installed(const QString &relative) const { return m_prefix.filePath(relative); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_prefix.isValid());
        const Run r = run(QStringLiteral(GA_CMAKE_COMMAND),
                          {QStringLiteral("--install"), QStringLiteral(GA_BINARY_DIR), QStringLiteral("--prefix"), m_prefix.path()});
        QVERIFY2(r.code == 0, qPrintable(r.output));
    }

    void installedFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("pixels"); // a PNG's width and height; 0 for other files
        QTest::newRow("binary") << "bin/gpu-advisor" << 0;
        QTest::newRow("desktop entry") << QStringLiteral("share/applications/%1.desktop").arg(kAppId) << 0;
        QTest::newRow("metainfo") << QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId) << 0;
        QTest::newRow("mime type") << QStringLiteral("share/mime/packages/%1.xml").arg(kAppId) << 0;
        QTest::newRow("svg icon") << QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId) << 0;
        for (int size : {16, 24, 32, 48, 64, 128, 256})
            QTest::addRow("%dpx icon", size) << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kAppId) << size;
    }
    void installedFiles()
    {
        QFETCH(QString, path);
        QFETCH(int, pixels);
        QVERIFY2(QFile::exists(installed(path)), qPrintable(path));
        if (pixels > 0) {
            const QImage image(installed(path));
            QCOMPARE(image.size(), QSize(pixels, pixels));
        }
    }

    void installedBinaryRuns()
    {
        const Run r = run(installed(QStringLiteral("bin/gpu-advisor")), {QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.output.trimmed(), QStringLiteral("gpu-advisor " GA_VERSION));
    }

    // The launcher starts the installed binary with a scenario file, under the installed icon.
    void desktopEntry()
    {
        const QString path = installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
        const QString text = readText(path);
        QCOMPARE(desktopValue(text, QStringLiteral("Exec")), QStringLiteral("gpu-advisor %f"));
        QCOMPARE(desktopValue(text, QStringLiteral("Icon")), kAppId);
        QCOMPARE(desktopValue(text, QStringLiteral("Categories")), QStringLiteral("Development;Science;"));
        QCOMPARE(desktopValue(text, QStringLiteral("MimeType")), QStringLiteral("application/x-gpuadvisor-scenario;"));
        for (const char *key : {"Name", "GenericName", "Comment"})
            QVERIFY2(!desktopValue(text, QString::fromLatin1(key)).isEmpty(), key);
        const QString validator = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (validator.isEmpty())
            QSKIP("desktop-file-validate is not installed (package desktop-file-utils)");
        const Run r = run(validator, {path});
        QVERIFY2(r.code == 0 && !r.output.contains(QStringLiteral("error")), qPrintable(r.output));
    }

    // The MIME type matches the suffix the program saves scenarios with, and the database builds.
    void scenarioMimeType()
    {
        const QString path = installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString type, glob;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("mime-type"))
                type = xml.attributes().value(QLatin1String("type")).toString();
            else if (xml.isStartElement() && xml.name() == QLatin1String("glob"))
                glob = xml.attributes().value(QLatin1String("pattern")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(type, QStringLiteral("application/x-gpuadvisor-scenario"));
        QCOMPARE(glob, QStringLiteral("*") + QString::fromLatin1(ga::kScenarioSuffix));
        const QString updater = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        if (updater.isEmpty())
            QSKIP("update-mime-database is not installed (package shared-mime-info)");
        const Run r = run(updater, {installed(QStringLiteral("share/mime"))});
        QVERIFY2(r.code == 0, qPrintable(r.output));
        QVERIFY(readText(installed(QStringLiteral("share/mime/globs2")))
                    .contains(QStringLiteral("application/x-gpuadvisor-scenario:*.gpuadvisor.json")));
    }

    // AppStream: valid, and its newest release is this version.
    void appstreamMetainfo()
    {
        const QString path = installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString id, release;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("id"))
                id = xml.readElementText();
            else if (xml.isStartElement() && xml.name() == QLatin1String("release") && release.isEmpty())
                release = xml.attributes().value(QLatin1String("version")).toString();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(id, kAppId);
        QCOMPARE(release, QStringLiteral(GA_VERSION));
        const QString appstreamcli = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (appstreamcli.isEmpty())
            QSKIP("appstreamcli is not installed (package appstream)");
        const Run r = run(appstreamcli, {QStringLiteral("validate"), QStringLiteral("--no-net"), path});
        QVERIFY2(r.code == 0, qPrintable(r.output));
    }
};

QTEST_GUILESS_MAIN(TestDesktop)
#include "tst_desktop.moc"
