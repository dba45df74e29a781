// `gpu-advisor catalog refresh` end to end: the built binary against a server on 127.0.0.1, with
// its data and settings in temporary folders. A newer catalog is taken (stored, loaded, imports
// kept on top); after every fault the stored files are byte-identical and the exit code and
// message say what went wrong (DESIGN.md §2: 2 bad payload or address, 3 network failure).
#include "common/appprocess.h"
#include "httptestserver.h"
#include "net/tencentapi.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

// Runs the binary without blocking this thread, so the test server keeps answering.
Run gpuAdvisor(const QString &dataDir, const QString &configDir, const QStringList &args, const QHash<QString, QString> &extraEnv = {})
{
    QProcess p;
    QProcessEnvironment env = ga::test::appEnvironment(dataDir);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    for (auto it = extraEnv.cbegin(); it != extraEnv.cend(); ++it)
        env.insert(it.key(), it.value());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GA_BINARY_DIR "/bin/gpu-advisor"), args);
    if (!QTest::qWaitFor([&p] { return p.state() == QProcess::NotRunning; }, 120000))
        qFatal("gpu-advisor %s did not finish", qPrintable(args.join(QLatin1Char(' '))));
    if (p.exitStatus() != QProcess::NormalExit)
        qFatal("gpu-advisor %s crashed", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QJsonObject parse(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

// Every stored file of a data folder, by relative path, with its bytes.
QMap<QString, QByteArray> storedFiles(const QString &dataDir)
{
    QMap<QString, QByteArray> out;
    const QDir dir(dataDir);
    for (const QString &name : {QStringLiteral("refreshed-catalog.json")})
        out.insert(name, fileBytes(dir.filePath(name)));
    for (const QString &name : QDir(dir.filePath(QStringLiteral("catalogs"))).entryList(QDir::Files))
        out.insert(QStringLiteral("catalogs/") + name, fileBytes(dir.filePath(QStringLiteral("catalogs/") + name)));
    return out;
}

qsizetype instanceCount(const QJsonObject &catalog)
{
    qsizetype n = 0;
    for (const auto &p : catalog[QStringLiteral("providers")].toArray())
        n += p.toObject()[QStringLiteral("instances")].toArray().size();
    return n;
}

// `catalog refresh` of one source through the test server's /m/ mirror.
QStringList refreshThrough(const QString &source, const HttpTestServer &server)
{
    return {QStringLiteral("catalog"),  QStringLiteral("refresh"),   QStringLiteral("--source"), source,
            QStringLiteral("--mirror"), server.url("/m/").toString()};
}

// The catalog in use, `catalog --json`, as its rows by "type@region".
QMap<QString, QJsonObject> rowsOf(const QString &data, const QString &config)
{
    const QJsonObject catalog = parse(gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")}).out);
    QMap<QString, QJsonObject> rows;
    for (const auto &p : catalog[QStringLiteral("providers")].toArray())
        for (const auto &i : p.toObject()[QStringLiteral("instances")].toArray())
            rows.insert(i.toObject()[QStringLiteral("type")].toString() + QLatin1Char('@') +
                            i.toObject()[QStringLiteral("region")].toString(),
                        i.toObject());
    return rows;
}

QByteArray toText(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestRefreshCli final : public QObject {
    Q_OBJECT
    QTemporaryDir m_scratch;
    QJsonObject m_bundled; // `catalog --json` with nothing stored: what a mirror serves
    QString m_bundledAsOf;

    QString folder(const QString &name) const { return m_scratch.filePath(name); }

    // The bundled document with another version and a date `days` after the bundled one.
    QJsonObject mirrorDocument(const QString &version, int days) const
    {
        QJsonObject doc = m_bundled;
        doc[QStringLiteral("version")] = version;
        doc[QStringLiteral("as_of")] = QDate::fromString(m_bundledAsOf, Qt::ISODate).addDays(days).toString(Qt::ISODate);
        return doc;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_scratch.isValid());
        const Run r = gpuAdvisor(folder(QStringLiteral("empty-data")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        m_bundled = parse(r.out);
        m_bundledAsOf = m_bundled[QStringLiteral("as_of")].toString();
        QVERIFY(QDate::fromString(m_bundledAsOf, Qt::ISODate).isValid());
    }

    // Taken: the stored refreshed catalog exists and loads, `catalog --json` shows its version and
    // date, and an import stays on top of it.
    void takesANewerCatalogWithImportsOnTop()
    {
        const QString data = folder(QStringLiteral("taken")), config = folder(QStringLiteral("config"));
        const Run imported = gpuAdvisor(
            data, config,
            {QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-runpod-vms.csv")});
        QCOMPARE(imported.code, 0);
        // The mirror serves the bundled rows, so the import adds as many rows on top of it as on top of the bundled catalog.
        const qsizetype withImport =
            instanceCount(parse(gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")}).out));
        QVERIFY(withImport > instanceCount(m_bundled));

        HttpTestServer server;
        server.route("/latest", HttpTestServer::redirect("/catalog.json")); // one redirect, as a mirror's "latest" link
        server.route("/catalog.json", HttpTestServer::ok(toText(mirrorDocument(QStringLiteral("mirror-1"), 1))));
        const Run r =
            gpuAdvisor(data, config,
                       {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"), server.url("/latest").toString()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Updated to catalog mirror-1")), qPrintable(r.out));
        QVERIFY(QFile::exists(QDir(data).filePath(QStringLiteral("refreshed-catalog.json"))));

        const Run after = gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(after.code, 0);
        QVERIFY2(after.err.isEmpty(), qPrintable(after.err)); // the stored catalog loads without a warning
        const QJsonObject doc = parse(after.out);
        QCOMPARE(doc[QStringLiteral("version")].toString(), QStringLiteral("mirror-1"));
        QVERIFY(doc[QStringLiteral("as_of")].toString() > m_bundledAsOf);
        QCOMPARE(doc[QStringLiteral("imports")].toArray().size(), 1);
        QCOMPARE(instanceCount(doc), withImport);

        // The same document again: already up to date, nothing written.
        const QMap<QString, QByteArray> before = storedFiles(data);
        const Run again = gpuAdvisor(
            data, config,
            {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"), server.url("/catalog.json").toString()});
        QCOMPARE(again.code, 0);
        QVERIFY2(again.out.contains(QStringLiteral("Already up to date")), qPrintable(again.out));
        QCOMPARE(storedFiles(data), before);
    }

    void faultsChangeNothing_data()
    {
        QTest::addColumn<HttpTestServer::Response>("response");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("mentions");

        const QByteArray good = toText(mirrorDocument(QStringLiteral("mirror-3"), 2));
        QJsonObject badRow = mirrorDocument(QStringLiteral("mirror-3"), 2);
        QJsonArray providers = badRow[QStringLiteral("providers")].toArray();
        QJsonObject provider = providers[2].toObject();
        QJsonArray instances = provider[QStringLiteral("instances")].toArray();
        QJsonObject instance = instances[5].toObject();
        QJsonObject prices = instance[QStringLiteral("prices")].toObject();
        prices[QStringLiteral("on_demand_hourly")] = -1;
        instance[QStringLiteral("prices")] = prices;
        instances[5] = instance;
        provider[QStringLiteral("instances")] = instances;
        providers[2] = provider;
        badRow[QStringLiteral("providers")] = providers;
        const QByteArray huge(21 * 1024 * 1024, ' ');
        const QStringList none;

        QTest::newRow("truncated") << HttpTestServer::ok(good.left(good.size() / 2)) << none << 2 << "invalid JSON";
        QTest::newRow("wrong shape") << HttpTestServer::ok("[1, 2, 3]") << none << 2 << "must be a JSON object";
        QTest::newRow("not a catalog") << HttpTestServer::ok(R"({"hello": "world"})") << none << 2 << "not a GPU Advisor catalog";
        QTest::newRow("bad row") << HttpTestServer::ok(toText(badRow)) << none << 2 << "providers[2].instances[5].prices.on_demand_hourly";
        QTest::newRow("older as_of") << HttpTestServer::ok(toText(mirrorDocument(QStringLiteral("mirror-0"), -10))) << none << 0
                                     << "older than";
        QTest::newRow("same as_of") << HttpTestServer::ok(toText(mirrorDocument(QStringLiteral("mirror-1b"), 1))) << none << 0
                                    << "Already up to date";
        QTest::newRow("huge, announced") << HttpTestServer::ok(huge) << none << 2 << "20 MiB";
        QTest::newRow("huge, not announced") << HttpTestServer::Response{200, huge, {}, false} << none << 2 << "20 MiB";
        QTest::newRow("slow") << HttpTestServer::Response{200, good, {}, true, -1, true}
                              << QStringList{QStringLiteral("--timeout"), QStringLiteral("1")} << 3 << "timed out: no data for 1 s";
        QTest::newRow("cut short") << HttpTestServer::Response{200, good.left(1000), {}, true, good.size()} << none << 3
                                   << "closed the connection";
        QTest::newRow("404") << HttpTestServer::Response{404, "not here", {}} << none << 3 << "HTTP 404";
        QTest::newRow("500") << HttpTestServer::Response{500, "broken", {}} << none << 3 << "HTTP 500";
        QTest::newRow("redirect to plain http")
            << HttpTestServer::redirect("http://example.invalid/") << none << 3 << "http://example.invalid/";
        QTest::newRow("redirect loop") << HttpTestServer::redirect("/catalog.json") << none << 3 << "more than 5 redirects";
        // A byte every 50 ms: never silent for --timeout, stopped by --deadline.
        QTest::newRow("drip-fed") << HttpTestServer::drip({}, 1, std::chrono::milliseconds(50))
                                  << QStringList{QStringLiteral("--deadline"), QStringLiteral("1")} << 3
                                  << "gave up after 1 s: the whole download must finish within the deadline (received ";
        const QString unpack =
            QStringLiteral("the server's compressed reply could not be unpacked (damaged, or larger than 20 MiB unpacked)");
        QTest::newRow("gzip bomb") << HttpTestServer::gzipped(HttpTestServer::gzipBomb(24 * 1024 * 1024)) << none << 2 << unpack;
        QByteArray damaged = HttpTestServer::gzip(good);
        damaged[damaged.size() / 2] = char(damaged[damaged.size() / 2] ^ 0x20); // the check at the end fails
        QTest::newRow("gzip, damaged") << HttpTestServer::gzipped(damaged) << none << 2 << unpack;
    }
    // Each fault against a data folder that holds a refreshed catalog and an import: the files stay
    // byte-identical, the message names the cause, and `catalog --json` still shows mirror-1.
    void faultsChangeNothing()
    {
        QFETCH(HttpTestServer::Response, response);
        QFETCH(QStringList, extra);
        QFETCH(int, code);
        QFETCH(QString, mentions);
        const QString data = folder(QStringLiteral("taken")), config = folder(QStringLiteral("config"));
        const QMap<QString, QByteArray> before = storedFiles(data);
        QVERIFY(before.value(QStringLiteral("refreshed-catalog.json")).startsWith('{'));

        HttpTestServer server;
        server.route("/catalog.json", response);
        const Run r = gpuAdvisor(data, config,
                                 QStringList{QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"),
                                             server.url("/catalog.json").toString()} +
                                     extra);
        QVERIFY2(r.code == code, qPrintable(QStringLiteral("exit %1: %2%3").arg(r.code).arg(r.out, r.err)));
        QVERIFY2((code == 0 ? r.out : r.err).contains(mentions), qPrintable(r.out + r.err));
        if (code != 0) {
            QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
            QVERIFY2(r.err.contains(QStringLiteral("unchanged")), qPrintable(r.err));
        }
        QCOMPARE(storedFiles(data), before);
        QVERIFY(server.requests().size() <= 6); // the first request and at most five redirects
    }

    void badDeadline_data()
    {
        QTest::addColumn<QString>("value");
        for (const char *value : {"0", "abc", "3601", "nan"})
            QTest::newRow(value) << QString::fromLatin1(value);
        QTest::newRow("empty") << QString();
    }
    // Refused before anything is sent.
    void badDeadline()
    {
        QFETCH(QString, value);
        HttpTestServer server;
        const Run r = gpuAdvisor(folder(QStringLiteral("refused")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"),
                                  server.url("/catalog.json").toString(), QStringLiteral("--deadline"), value});
        QVERIFY2(r.code == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.code).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("--deadline: must be more than 0 and at most 3600 seconds, got '%1'").arg(value)),
                 qPrintable(r.err));
        QVERIFY(server.requests().isEmpty());
    }

    void helpNamesTheDefaults()
    {
        const Run r = gpuAdvisor(folder(QStringLiteral("refused")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        const QString help = r.out.simplified(); // as one line, whatever the wrapping
        QVERIFY2(help.contains(QStringLiteral("--timeout <SECONDS> Give up after this many seconds without data (default 30).")),
                 qPrintable(r.out));
        QVERIFY2(
            help.contains(QStringLiteral(
                "--deadline <SECONDS> Give up on a file when its download, redirects included, takes longer than this many seconds (default 120).")),
            qPrintable(r.out));
    }

    void catalogInUseAfterTheFaults()
    {
        const Run r = gpuAdvisor(folder(QStringLiteral("taken")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(parse(r.out)[QStringLiteral("version")].toString(), QStringLiteral("mirror-1"));
    }

    // Refused before any connection: nothing listens at example.invalid, and no lookup is made.
    void refusesPlainHttpBeyondLoopback()
    {
        const QString data = folder(QStringLiteral("refused"));
        for (const char *url : {"http://example.invalid/x", "ftp://127.0.0.1/catalog.json", "catalog.json"}) {
            const Run r =
                gpuAdvisor(data, folder(QStringLiteral("config")),
                           {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"), QString::fromLatin1(url)});
            QVERIFY2(r.code == 2, qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("--url ") + QString::fromLatin1(url)), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("https://")), qPrintable(r.err));
        }
        QVERIFY(storedFiles(data).value(QStringLiteral("refreshed-catalog.json")) == "(missing)");
    }

    void connectionRefused()
    {
        quint16 port = 0;
        {
            HttpTestServer gone;
            port = gone.serverPort();
        }
        const Run r = gpuAdvisor(folder(QStringLiteral("refused")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"),
                                  QStringLiteral("http://127.0.0.1:%1/catalog.json").arg(port)});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("connection refused by 127.0.0.1:%1").arg(port)), qPrintable(r.err));
    }

    // Without --url, the address comes from the setting Preferences writes.
    void addressFromTheSetting()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::ok(toText(mirrorDocument(QStringLiteral("mirror-setting"), 1))));
        const QString config = folder(QStringLiteral("config-with-url"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/GPU Advisor")));
        QFile conf(config + QStringLiteral("/GPU Advisor/gpu-advisor.conf"));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[catalog]\nrefreshUrl=" + server.url("/catalog.json").toEncoded() + "\n");
        conf.close();
        const QString data = folder(QStringLiteral("from-setting"));
        // Then each provider's price file, through the closed mirror the tests set: those fail (3),
        // each named, and the catalog taken before them stays.
        const Run r = gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("refresh")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("Updated to catalog mirror-setting")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("Amazon Web Services: could not fetch http://127.0.0.1:9/skypilot/aws/vms.csv")),
                 qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("could not fetch")), 6);
        QCOMPARE(server.requests(), QList<QByteArray>{"/catalog.json"});
        QCOMPARE(parse(gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")}).out)[QStringLiteral("version")]
                     .toString(),
                 QStringLiteral("mirror-setting"));

        if (!QStringLiteral(GA_CATALOG_URL).isEmpty())
            QSKIP("this build has a default address (GA_CATALOG_URL)");
        // With no address set, only the providers' files are fetched.
        const Run unset = gpuAdvisor(data, folder(QStringLiteral("config")), {QStringLiteral("catalog"), QStringLiteral("refresh")});
        QCOMPARE(unset.code, 3);
        QCOMPARE(unset.err.count(QStringLiteral("could not fetch http://127.0.0.1:9/skypilot/")), 5);
        QCOMPARE(unset.err.count(QStringLiteral("could not fetch http://127.0.0.1:9/alibaba/")), 1);
        // Tencent's prices need the user's key, which this run has not: skipped, saying how to give one.
        QVERIFY2(unset.out.startsWith(QStringLiteral("Tencent Cloud: not asked")) && unset.out.count(QLatin1Char('\n')) == 1,
                 qPrintable(unset.out));
    }

    // The providers' price files: where each is published, under which terms, and the mirror path.
    void listsThePriceFiles()
    {
        const Run r = gpuAdvisor(folder(QStringLiteral("list")), folder(QStringLiteral("config")),
                                 {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--list")});
        QCOMPARE(r.code, 0);
        for (const char *cloud : {"aws", "azure", "gcp", "lambda", "runpod"})
            QVERIFY2(r.out.contains(
                         QStringLiteral("https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/%1/vms.csv")
                             .arg(QLatin1String(cloud))),
                     qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("https://g.alicdn.com/aliyun/ecs-price-info/2.0.421/price/download/instancePrice.json")),
                 qPrintable(r.out));
        const Run mirrored = gpuAdvisor(folder(QStringLiteral("list")), folder(QStringLiteral("config")),
                                        {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--list"),
                                         QStringLiteral("--mirror"), QStringLiteral("https://mirror.example.cn/prices")});
        QVERIFY2(mirrored.out.contains(QStringLiteral("https://mirror.example.cn/prices/skypilot/gcp/vms.csv")), qPrintable(mirrored.out));
    }

    void badSourceArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown source") << QStringList{QStringLiteral("--source"), QStringLiteral("aws,oracle")}
                                        << QStringLiteral("--source: no price file \"oracle\"; there are: aws, azure, gcp, lambda, runpod");
        QTest::newRow("empty source") << QStringList{QStringLiteral("--source"), QStringLiteral(",")}
                                      << QStringLiteral("--source: no id given");
        QTest::newRow("url and source") << QStringList{QStringLiteral("--url"), QStringLiteral("https://m.example.com/c.json"),
                                                       QStringLiteral("--source"), QStringLiteral("aws")}
                                        << QStringLiteral("--url and --source");
        QTest::newRow("plain http mirror") << QStringList{QStringLiteral("--mirror"), QStringLiteral("http://mirror.example.com/")}
                                           << QStringLiteral("--mirror http://mirror.example.com/");
    }
    void badSourceArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const QString data = folder(QStringLiteral("bad-source"));
        const Run r =
            gpuAdvisor(data, folder(QStringLiteral("config")), QStringList{QStringLiteral("catalog"), QStringLiteral("refresh")} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QVERIFY(!QDir(data).exists(QStringLiteral("catalogs")));
    }

    // One provider's file through a mirror: stored as that provider's import, each row citing the
    // publisher, the address and the day; the facts the catalog knew about a machine stay.
    void takesAProvidersPriceFile()
    {
        const QByteArray file = fileBytes(QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-aws-vms.csv"));
        HttpTestServer server;
        server.route("/m/skypilot/aws/vms.csv", HttpTestServer::ok(file));
        const QString data = folder(QStringLiteral("aws-file")), config = folder(QStringLiteral("config"));
        const QStringList refresh = refreshThrough(QStringLiteral("aws"), server);
        const Run r = gpuAdvisor(data, config, refresh);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("Amazon Web Services: ")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("from SkyPilot catalog")), qPrintable(r.out));
        QVERIFY(QFile::exists(QDir(data).filePath(QStringLiteral("catalogs/aws.json"))));

        const QJsonObject catalog = parse(gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")}).out);
        QJsonObject p4d;
        for (const auto &p : catalog[QStringLiteral("providers")].toArray())
            for (const auto &i : p.toObject()[QStringLiteral("instances")].toArray())
                if (i.toObject()[QStringLiteral("type")] == QLatin1String("p4d.24xlarge") &&
                    i.toObject()[QStringLiteral("region")] == QLatin1String("us-east-1"))
                    p4d = i.toObject();
        QVERIFY(!p4d.isEmpty());
        // The recorded file's price (skypilot-v8-aws-vms.csv: 21.957642); RDMA (EFA) and the
        // 400 Gbps network from the bundled row, which the file does not describe.
        QCOMPARE(p4d[QStringLiteral("prices")].toObject()[QStringLiteral("on_demand_hourly")].toDouble(), 21.957642);
        QCOMPARE(p4d[QStringLiteral("rdma")].toBool(), true);
        QCOMPARE(p4d[QStringLiteral("network_gbps")].toDouble(), 400.0);
        const QString source = p4d[QStringLiteral("source")].toString();
        QVERIFY2(source.startsWith(
                     QStringLiteral("prices: SkyPilot catalog (skypilot-org/skypilot-catalog), "
                                    "https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8/aws/vms.csv, "
                                    "fetched %1 through the mirror %2")
                         .arg(QDate::currentDate().toString(Qt::ISODate), server.url("/m/skypilot/aws/vms.csv").toString())),
                 qPrintable(source));
        QVERIFY2(source.contains(QStringLiteral("the machine's other facts: ")), qPrintable(source));
        QCOMPARE(p4d[QStringLiteral("as_of")].toString(), QDate::currentDate().toString(Qt::ISODate));

        // A file that shrank to a few rows, and one that is not a price file, store nothing.
        const QByteArray before = fileBytes(QDir(data).filePath(QStringLiteral("catalogs/aws.json")));
        const QList<QByteArray> lines = file.split('\n');
        server.route("/m/skypilot/aws/vms.csv", HttpTestServer::ok(lines.at(0) + '\n' + lines.at(2) + '\n'));
        const Run shrunk = gpuAdvisor(data, config, refresh);
        QCOMPARE(shrunk.code, 2);
        QVERIFY2(shrunk.err.contains(QStringLiteral("lists 1 instances, fewer than half the")), qPrintable(shrunk.err));
        server.route("/m/skypilot/aws/vms.csv", HttpTestServer::ok("<html><body>Rate limit exceeded</body></html>"));
        const Run html = gpuAdvisor(data, config, refresh);
        QCOMPARE(html.code, 2);
        QVERIFY2(html.err.contains(QStringLiteral("did not send a usable price file")), qPrintable(html.err));
        server.route("/m/skypilot/aws/vms.csv", HttpTestServer::Response{503, "busy", {}});
        const Run busy = gpuAdvisor(data, config, refresh);
        QCOMPARE(busy.code, 3);
        QVERIFY2(busy.err.contains(QStringLiteral("HTTP 503")), qPrintable(busy.err));
        QCOMPARE(fileBytes(QDir(data).filePath(QStringLiteral("catalogs/aws.json"))), before);
    }

    // Alibaba's price file reprices the catalog's own rows: a type in its region (Linux, VPC,
    // I/O-optimised; the Windows and classic-network entries ignored), a type sold on request in
    // each region the file prices it in; rows carry the file's day and version. The same file
    // again changes nothing; a damaged one, or one in another currency, stores nothing.
    void takesAlibabasPriceFile()
    {
        const QByteArray file = fileBytes(QStringLiteral(GA_TEST_DATA_DIR "/import/alibaba-ecs-instancePrice-fixture.json"));
        HttpTestServer server;
        server.route("/m/alibaba/ecs-price-info/instancePrice.json", HttpTestServer::ok(file));
        const QString data = folder(QStringLiteral("alibaba-file")), config = folder(QStringLiteral("config"));
        const QStringList refresh = refreshThrough(QStringLiteral("alibaba"), server);
        const Run r = gpuAdvisor(data, config, refresh);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("Alibaba Cloud: 2 instances priced as of 2026-11-20 from Alibaba Cloud ECS price file")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("(1 GPU instance type the catalog does not describe left out)")), qPrintable(r.out));
        QVERIFY(QFile::exists(QDir(data).filePath(QStringLiteral("catalogs/alibaba.json"))));

        const QMap<QString, QJsonObject> rows = rowsOf(data, config);
        const QJsonObject gn7i = rows.value(QStringLiteral("ecs.gn7i-c8g1.2xlarge@cn-shanghai"));
        QCOMPARE(gn7i[QStringLiteral("prices")].toObject()[QStringLiteral("on_demand_hourly")].toDouble(), 8.88);
        QCOMPARE(gn7i[QStringLiteral("prices")].toObject()[QStringLiteral("monthly")].toDouble(), 2400.5);
        QCOMPARE(gn7i[QStringLiteral("as_of")].toString(), QStringLiteral("2026-11-20"));
        QCOMPARE(gn7i[QStringLiteral("gpu")].toString(), QStringLiteral("a10")); // the catalog's specs stay
        QVERIFY2(gn7i[QStringLiteral("source")].toString().contains(QStringLiteral("(version 2.0.421-fixture, published 2026-11-20)")),
                 qPrintable(gn7i[QStringLiteral("source")].toString()));
        const QJsonObject gn8v = rows.value(QStringLiteral("ecs.gn8v.4xlarge@cn-wulanchabu"));
        QCOMPARE(gn8v[QStringLiteral("prices")].toObject()[QStringLiteral("on_demand_hourly")].toDouble(), 21.5);
        QCOMPARE(gn8v[QStringLiteral("gpu")].toString(), QStringLiteral("h20"));
        QVERIFY(gn8v[QStringLiteral("price_basis")].toString().isEmpty());

        const QByteArray before = fileBytes(QDir(data).filePath(QStringLiteral("catalogs/alibaba.json")));
        const Run again = gpuAdvisor(data, config, refresh);
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("nothing changed")), qPrintable(again.out));
        const QList<std::pair<QByteArray, QString>> bad{
            {QByteArray(file).replace("\"CNY\"", "\"USD\""), QStringLiteral("prices in USD, the catalog's Alibaba Cloud rows in CNY")},
            {QByteArray(file).replace("\"8.88\"", "\"8,88\""),
             QStringLiteral("pricingInfo[\"cn-shanghai::ecs.gn7i-c8g1.2xlarge::vpc::linux::optimized\"].hours[0].price")},
            {QByteArray(file).replace("pricingInfo", "pricing"), QStringLiteral("pricingInfo: is missing or empty")},
            {QByteArray(file).replace("2026-11-20T08:15:52Z", "yesterday"), QStringLiteral("publicationDate")},
            {file.left(file.size() / 2), QStringLiteral("did not send a usable price file")},
        };
        for (const auto &[payload, says] : bad) {
            server.route("/m/alibaba/ecs-price-info/instancePrice.json", HttpTestServer::ok(payload));
            const Run refused = gpuAdvisor(data, config, refresh);
            QCOMPARE(refused.code, 2);
            QVERIFY2(refused.err.contains(says), qPrintable(refused.err));
        }
        QCOMPARE(fileBytes(QDir(data).filePath(QStringLiteral("catalogs/alibaba.json"))), before);
    }

    // Tencent's prices through its API with the user's key: one signed call a region (the answer
    // recorded in the fixture for Guangzhou and Shanghai, none elsewhere), every call signed for
    // the host it went to; without a key the step is skipped and nothing is sent; a refused key,
    // a damaged answer or prices in another currency store nothing.
    void takesTencentsPricesWithTheUsersKey()
    {
        HttpTestServer server;
        QHash<QByteArray, QByteArray> answers{
            {"ap-guangzhou",
             fileBytes(QStringLiteral(GA_TEST_DATA_DIR "/import/tencent-DescribeZoneInstanceConfigInfos-ap-guangzhou.json"))},
            {"ap-shanghai", fileBytes(QStringLiteral(GA_TEST_DATA_DIR "/import/tencent-DescribeZoneInstanceConfigInfos-ap-shanghai.json"))},
        };
        server.respond("/tencent/", [&answers](const HttpTestServer::Request &r) {
            return HttpTestServer::ok(
                answers.value(r.headers.value("x-tc-region"), R"({"Response":{"InstanceTypeQuotaSet":[],"RequestId":"empty"}})"));
        });
        const QString data = folder(QStringLiteral("tencent-api")), config = folder(QStringLiteral("config"));
        const QStringList refresh{QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--source"),
                                  QStringLiteral("tencent")};
        const QHash<QString, QString> endpoint{{QStringLiteral("GPU_ADVISOR_TENCENT_ENDPOINT"), server.url("/tencent/").toString()}};

        const Run skipped = gpuAdvisor(data, config, refresh, endpoint);
        QVERIFY2(skipped.code == 0, qPrintable(skipped.err));
        QVERIFY2(skipped.out.startsWith(QStringLiteral("Tencent Cloud: not asked")) &&
                     skipped.out.contains(QStringLiteral("TENCENTCLOUD_SECRET_ID")),
                 qPrintable(skipped.out));
        QVERIFY(server.received().isEmpty());

        QHash<QString, QString> keyed = endpoint;
        keyed.insert(QStringLiteral("TENCENTCLOUD_SECRET_ID"), QStringLiteral("AKIDtestonly"));
        keyed.insert(QStringLiteral("TENCENTCLOUD_SECRET_KEY"), QStringLiteral("testonlysecret"));
        const Run r = gpuAdvisor(data, config, refresh, keyed);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QVERIFY2(r.out.startsWith(QStringLiteral("Tencent Cloud: 3 instances priced as of %1 from Tencent Cloud API").arg(today)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("1 GPU instance type the catalog does not describe left out; 1 type whose GPU count "
                                               "differs from the catalog's left out")),
                 qPrintable(r.out));
        QStringList regions;
        for (const HttpTestServer::Request &call : server.received()) {
            QCOMPARE(call.method, QByteArray("POST"));
            QCOMPARE(call.headers.value("x-tc-action"), QByteArray("DescribeZoneInstanceConfigInfos"));
            QCOMPARE(call.headers.value("content-type"), QByteArray(ga::TencentApiCall::kContentType));
            QVERIFY(!call.body.contains("testonlysecret") && !call.headers.values().join().contains("testonlysecret"));
            // Signed for what arrived: the host and port, the body, the time sent.
            ga::TencentApiCall signedFor;
            signedFor.endpoint = QUrl(QStringLiteral("http://") + QString::fromLatin1(call.headers.value("host")) + QLatin1Char('/'));
            signedFor.service = QStringLiteral("cvm");
            signedFor.payload = call.body;
            signedFor.timestamp = call.headers.value("x-tc-timestamp").toLongLong();
            QCOMPARE(call.headers.value("authorization"),
                     signedFor.authorization({QStringLiteral("AKIDtestonly"), QStringLiteral("testonlysecret")}));
            regions << QString::fromLatin1(call.headers.value("x-tc-region"));
        }
        QCOMPARE(regions.join(QLatin1Char(' ')), QStringLiteral("ap-guangzhou ap-shanghai ap-beijing ap-nanjing ap-chengdu ap-chongqing"));

        const QMap<QString, QJsonObject> rows = rowsOf(data, config);
        const QJsonObject gn7 = rows.value(QStringLiteral("GN7.2XLARGE32@ap-guangzhou"));
        QCOMPARE(gn7[QStringLiteral("prices")].toObject()[QStringLiteral("on_demand_hourly")].toDouble(), 8.68);
        QCOMPARE(gn7[QStringLiteral("prices")].toObject()[QStringLiteral("monthly")].toDouble(), 3920.0);
        QCOMPARE(gn7[QStringLiteral("as_of")].toString(), today);
        QVERIFY2(gn7[QStringLiteral("source")].toString().contains(QStringLiteral("DescribeZoneInstanceConfigInfos")),
                 qPrintable(gn7[QStringLiteral("source")].toString()));
        QCOMPARE(rows.value(QStringLiteral("GN7.2XLARGE32@ap-shanghai"))[QStringLiteral("gpu")].toString(), QStringLiteral("t4"));
        // The type whose GPU count disagrees keeps the catalog's price.
        QCOMPARE(rows.value(QStringLiteral("GN10Xp.20XLARGE320@ap-guangzhou"))[QStringLiteral("prices")]
                     .toObject()[QStringLiteral("on_demand_hourly")]
                     .toDouble(),
                 95.84);

        const QByteArray before = fileBytes(QDir(data).filePath(QStringLiteral("catalogs/tencent.json")));
        const QByteArray guangzhou = answers.value("ap-guangzhou");
        const QList<std::pair<QByteArray, QString>> bad{
            {R"({"Response":{"Error":{"Code":"AuthFailure.SecretIdNotFound","Message":"The SecretId is not found."},"RequestId":"r"}})",
             QStringLiteral("refused your API key (AuthFailure.SecretIdNotFound: The SecretId is not found.)")},
            {QByteArray(guangzhou).replace("8.68", "\"8.68\""), QStringLiteral("Response.InstanceTypeQuotaSet[0].Price.UnitPrice")},
            {guangzhou.left(guangzhou.size() / 2), QStringLiteral("did not send usable prices for ap-guangzhou")},
            // Billed in dollars: 1.2 and 3.1 an hour against the catalog's 7.81 and 28.64 yuan.
            {QByteArray(guangzhou).replace("8.68", "1.2").replace("22.5", "3.1"), QStringLiteral("billed in another currency")},
        };
        for (const auto &[payload, says] : bad) {
            answers.insert("ap-guangzhou", payload);
            const Run refused = gpuAdvisor(data, config, refresh, keyed);
            QCOMPARE(refused.code, 2);
            QVERIFY2(refused.err.contains(says), qPrintable(refused.err));
        }
        QCOMPARE(fileBytes(QDir(data).filePath(QStringLiteral("catalogs/tencent.json"))), before);
    }

    // A stored refreshed catalog that no longer loads is reported and not used (the bundled one
    // is), and is not deleted; a good newer refresh replaces it.
    void brokenStoredCatalog()
    {
        const QString data = folder(QStringLiteral("broken")), config = folder(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(data));
        QFile broken(QDir(data).filePath(QStringLiteral("refreshed-catalog.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"version\": ");
        broken.close();

        const Run r = gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains(QStringLiteral("refreshed-catalog.json")) && r.err.contains(QStringLiteral("not used")), qPrintable(r.err));
        QCOMPARE(parse(r.out)[QStringLiteral("version")].toString(), m_bundled[QStringLiteral("version")].toString());
        QCOMPARE(fileBytes(broken.fileName()), QByteArray("{\"version\": "));

        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::ok(toText(mirrorDocument(QStringLiteral("mirror-repair"), 1))));
        const Run repaired = gpuAdvisor(
            data, config,
            {QStringLiteral("catalog"), QStringLiteral("refresh"), QStringLiteral("--url"), server.url("/catalog.json").toString()});
        QVERIFY2(repaired.code == 0, qPrintable(repaired.err));
        QVERIFY2(repaired.out.contains(QStringLiteral("replacing the bundled catalog")), qPrintable(repaired.out));
        QCOMPARE(parse(gpuAdvisor(data, config, {QStringLiteral("catalog"), QStringLiteral("--json")}).out)[QStringLiteral("version")]
                     .toString(),
                 QStringLiteral("mirror-repair"));
    }
};

QTEST_GUILESS_MAIN(TestRefreshCli)
#include "tst_refreshcli.moc"
