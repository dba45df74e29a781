// The refresh in-process: CatalogFetcher's address rules, its size cap, timeout, deadline,
// minimum rate, compressed replies, redirects, TLS and cancel against servers on 127.0.0.1, and
// CatalogRefresh storing only a newer whole catalog.
// Nothing here sends a byte beyond 127.0.0.1: refused addresses are refused before connecting.
#include "base/format.h"
#include "base/inputfile.h"
#include "data/catalogschema.h"
#include "httptestserver.h"
#include "net/catalogfetcher.h"
#include "net/catalogrefresh.h"

#include <QDate>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace ga;
using namespace std::chrono_literals;

namespace {

// The bundled catalog as a mirror would serve it, with another version and date.
QByteArray catalogDocument(const QString &version, int daysAfterBundled)
{
    Catalog c = bundledCatalog();
    c.version = version;
    c.asOf = QDate::fromString(c.asOf, Qt::ISODate).addDays(daysAfterBundled).toString(Qt::ISODate);
    return catalogToJsonText(c, CatalogStyle::Pretty);
}

// Answers every connection with a TLS handshake under a self-signed certificate for 127.0.0.1
// (tests/data/tls, made with `openssl req -x509 -newkey rsa:2048 -nodes -days 36500
// -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1`), which no client may trust.
class SelfSignedServer final : public QTcpServer {
public:
    SelfSignedServer()
    {
        QFile cert(QStringLiteral(GA_TEST_DATA_DIR "/tls/selfsigned.crt")), key(QStringLiteral(GA_TEST_DATA_DIR "/tls/selfsigned.key"));
        if (!cert.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly))
            qFatal("the test certificate is missing");
        m_cert = QSslCertificate(cert.readAll());
        m_key = QSslKey(key.readAll(), QSsl::Rsa);
        if (!listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen");
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QSslSocket(this);
        socket->setSocketDescriptor(descriptor);
        socket->setLocalCertificate(m_cert);
        socket->setPrivateKey(m_key);
        socket->startServerEncryption();
        addPendingConnection(socket);
    }

private:
    QSslCertificate m_cert;
    QSslKey m_key;
};

struct Fetched {
    bool ok = false;
    QByteArray payload;
    CatalogFetcher::Failure failure = CatalogFetcher::Failure::Cancelled;
    QString message;
    int progressSignals = 0;
};

// `wait`: how long before the fetch is cancelled, which the test then reports as the wrong failure.
Fetched fetch(const QUrl &url, const std::function<void(CatalogFetcher &)> &setUp, std::chrono::milliseconds wait = 60s)
{
    CatalogFetcher fetcher;
    setUp(fetcher);
    QSignalSpy finished(&fetcher, &CatalogFetcher::finished);
    QSignalSpy failed(&fetcher, &CatalogFetcher::failed);
    QSignalSpy progress(&fetcher, &CatalogFetcher::progress);
    fetcher.start(url);
    if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, int(wait.count())))
        fetcher.cancel();
    QTest::qWait(50); // nothing more may arrive after the end
    if (finished.size() + failed.size() != 1)
        qFatal("the fetch of %s ended %d times", qPrintable(url.toString()), int(finished.size() + failed.size()));
    Fetched f;
    f.progressSignals = int(progress.size());
    if (!finished.isEmpty()) {
        f.ok = true;
        f.payload = finished.constFirst().constFirst().toByteArray();
    } else {
        f.failure = failed.constFirst().at(0).value<CatalogFetcher::Failure>();
        f.message = failed.constFirst().at(1).toString();
    }
    return f;
}

Fetched fetch(const QUrl &url, std::chrono::milliseconds timeout = CatalogFetcher::kDefaultTimeout)
{
    return fetch(url, [timeout](CatalogFetcher &f) { f.setTimeout(timeout); });
}

// The byte count a deadline message reports, or -1.
qint64 receivedIn(const QString &message)
{
    const auto m = QRegularExpression(QStringLiteral("received ([0-9,]+) bytes")).match(message);
    return m.hasMatch() ? m.captured(1).remove(QLatin1Char(',')).toLongLong() : -1;
}

// A damaged gzip stream: a good one with a byte of its content changed, so the check at its end fails.
QByteArray damagedGzip(const QByteArray &content)
{
    QByteArray gz = HttpTestServer::gzip(content);
    gz[gz.size() / 2] = char(gz[gz.size() / 2] ^ 0x20);
    return gz;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

} // namespace

class TestCatalogFetcher final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void addresses_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << "https://prices.example.com/catalog.json" << true;
        QTest::newRow("http to 127.0.0.1") << "http://127.0.0.1:8080/catalog.json" << true;
        QTest::newRow("http to 127.1.2.3") << "http://127.1.2.3/catalog.json" << true;
        QTest::newRow("http to ::1") << "http://[::1]:8080/catalog.json" << true;
        QTest::newRow("http to localhost") << "http://localhost/catalog.json" << true;
        QTest::newRow("http to a name") << "http://example.invalid/catalog.json" << false;
        QTest::newRow("http to a LAN address") << "http://192.168.1.10/catalog.json" << false;
        QTest::newRow("http to a name starting 127") << "http://127.0.0.1.example.com/catalog.json" << false;
        QTest::newRow("http to localhost's namesake") << "http://localhost.example.com/catalog.json" << false;
        QTest::newRow("ftp") << "ftp://127.0.0.1/catalog.json" << false;
        QTest::newRow("file") << "file:///etc/passwd" << false;
        QTest::newRow("no scheme") << "prices.example.com/catalog.json" << false;
        QTest::newRow("no host") << "https:///catalog.json" << false;
        QTest::newRow("empty") << "" << false;
    }
    void addresses()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        const auto why = CatalogFetcher::refusal(QUrl(url, QUrl::StrictMode));
        QVERIFY2(why.has_value() != allowed, qPrintable(why.value_or(QStringLiteral("allowed"))));
    }

    void redirects_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https to https") << "https://a.example.com/c.json"
                                        << "https://b.example.com/c.json" << true;
        QTest::newRow("loopback http to https") << "http://127.0.0.1/c.json"
                                                << "https://b.example.com/c.json" << true;
        QTest::newRow("loopback to loopback") << "http://127.0.0.1/c.json"
                                              << "http://localhost/d.json" << true;
        QTest::newRow("https to loopback http") << "https://a.example.com/c.json"
                                                << "http://127.0.0.1/c.json" << false;
        QTest::newRow("https to http") << "https://a.example.com/c.json"
                                       << "http://a.example.com/c.json" << false;
        QTest::newRow("loopback to a name over http") << "http://127.0.0.1/c.json"
                                                      << "http://example.invalid/" << false;
        QTest::newRow("to ftp") << "https://a.example.com/c.json"
                                << "ftp://a.example.com/c.json" << false;
    }
    void redirects()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(bool, allowed);
        QCOMPARE(!CatalogFetcher::redirectRefusal(QUrl(from), QUrl(to)).has_value(), allowed);
    }

    void fetchesWithProgress()
    {
        HttpTestServer server;
        const QByteArray body = catalogDocument(QStringLiteral("t"), 1);
        server.route("/catalog.json", HttpTestServer::ok(body));
        const Fetched f = fetch(server.url("/catalog.json"));
        QVERIFY2(f.ok, qPrintable(f.message));
        QCOMPARE(f.payload, body);
        QVERIFY(f.progressSignals > 0);
    }

    void followsUpToFiveRedirects()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::ok("{}"));
        for (int i = 1; i <= CatalogFetcher::kMaxRedirects; ++i)
            server.route("/hop" + QByteArray::number(i),
                         HttpTestServer::redirect(i == CatalogFetcher::kMaxRedirects ? QByteArray("/catalog.json")
                                                                                     : QByteArray("/hop" + QByteArray::number(i + 1)),
                                                  i % 2 ? 301 : 302));
        const Fetched f = fetch(server.url("/hop1"));
        QVERIFY2(f.ok, qPrintable(f.message));
        QCOMPARE(f.payload, QByteArray("{}"));
        QCOMPARE(server.requests().size(), CatalogFetcher::kMaxRedirects + 1);
    }

    void failures_data()
    {
        QTest::addColumn<HttpTestServer::Response>("response");
        QTest::addColumn<int>("failure");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("requests"); // how many the server sees: none beyond the refused hop

        const QByteArray huge(limits::kRefreshBytes + 1024 * 1024, ' ');
        const int network = int(CatalogFetcher::Failure::Network), tooLarge = int(CatalogFetcher::Failure::TooLarge);
        QTest::newRow("404") << HttpTestServer::Response{404, "gone", {}} << network << "HTTP 404 (Not Found)" << 1;
        QTest::newRow("500") << HttpTestServer::Response{500, "oops", {}} << network << "HTTP 500 (Internal Server Error)" << 1;
        QTest::newRow("huge, announced") << HttpTestServer::ok(huge) << tooLarge << formatCap(limits::kRefreshBytes) << 1;
        QTest::newRow("huge, not announced") << HttpTestServer::Response{200, huge, {}, false} << tooLarge
                                             << formatCap(limits::kRefreshBytes) << 1;
        QTest::newRow("cut short") << HttpTestServer::Response{200, "{\"gpus\": [", {}, true, 5000} << network << "closed the connection"
                                   << 1;
        QTest::newRow("redirect to plain http")
            << HttpTestServer::redirect("http://example.invalid/") << network << "http://example.invalid/" << 1;
        QTest::newRow("redirect loop") << HttpTestServer::redirect("/start") << network << "more than 5 redirects"
                                       << CatalogFetcher::kMaxRedirects + 1;
        QTest::newRow("silent") << HttpTestServer::Response{200, {}, {}, true, -1, true} << network << "timed out" << 1;

        // Compressed replies (Content-Encoding: gzip), which Qt unpacks: over the cap or damaged.
        const int undecodable = int(CatalogFetcher::Failure::Undecodable);
        const QByteArray gzipHeader("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
        QTest::newRow("gzip bomb") << HttpTestServer::gzipped(HttpTestServer::gzipBomb(24 * 1024 * 1024)) << undecodable
                                   << "could not be unpacked" << 1;
        QTest::newRow("gzip, damaged") << HttpTestServer::gzipped(damagedGzip(catalogDocument(QStringLiteral("t"), 1))) << undecodable
                                       << "could not be unpacked" << 1;
        QTest::newRow("gzip, garbage") << HttpTestServer::gzipped(gzipHeader + QByteArray(64, '\xff')) << undecodable
                                       << "could not be unpacked" << 1;
        // 25:1, under the ratio Qt's own check looks for: the cap counts the unpacked bytes.
        QTest::newRow("gzip, over the cap unpacked")
            << HttpTestServer::gzipped(HttpTestServer::gzipBomb(24 * 1024 * 1024, QByteArray(1024 * 1024, 'x'))) << tooLarge
            << formatCap(limits::kRefreshBytes) << 1;
    }
    void failures()
    {
        QFETCH(HttpTestServer::Response, response);
        QFETCH(int, failure);
        QFETCH(QString, mentions);
        QFETCH(int, requests);
        HttpTestServer server;
        server.route("/start", response);
        const Fetched f = fetch(server.url("/start"), 500ms);
        QVERIFY(!f.ok);
        QCOMPARE(int(f.failure), failure);
        QVERIFY2(f.message.contains(mentions), qPrintable(f.message));
        QCOMPARE(server.requests().size(), requests);
    }

    // Qt's own check (QNetworkRequest::setDecompressedSafetyCheckThreshold, 10 MiB by default)
    // would refuse this: a catalog under the cap that compresses very well is taken.
    void unpacksCompressedReplies()
    {
        HttpTestServer server;
        const QByteArray body = catalogDocument(QStringLiteral("t"), 1);
        server.route("/catalog.json", HttpTestServer::gzipped(HttpTestServer::gzip(body)));
        server.route("/spaces.json", HttpTestServer::gzipped(HttpTestServer::gzipBomb(15 * 1024 * 1024, "{}")));
        Fetched f = fetch(server.url("/catalog.json"));
        QVERIFY2(f.ok, qPrintable(f.message));
        QCOMPARE(f.payload, body);
        f = fetch(server.url("/spaces.json"));
        QVERIFY2(f.ok, qPrintable(f.message));
        QCOMPARE(f.payload.size(), 15 * 1024 * 1024 + 2);
        QVERIFY(f.payload.startsWith("{}   "));
    }

    // A byte every 50 ms keeps the silence timeout (here 500 ms) from ever firing; the deadline
    // ends the download all the same.
    void deadlineEndsADripFeed()
    {
        HttpTestServer server;
        server.route("/drip", HttpTestServer::drip({}, 1, 50ms));
        QElapsedTimer clock;
        clock.start();
        const Fetched f = fetch(
            server.url("/drip"),
            [](CatalogFetcher &fetcher) {
                fetcher.setTimeout(500ms);
                fetcher.setDeadline(1s);
            },
            5s);
        QVERIFY(!f.ok);
        QCOMPARE(f.failure, CatalogFetcher::Failure::Network);
        QVERIFY2(f.message.startsWith(QStringLiteral("gave up after 1 s: the whole download must finish within the deadline")),
                 qPrintable(f.message));
        QVERIFY2(receivedIn(f.message) > 0, qPrintable(f.message)); // data kept arriving
        QVERIFY2(clock.elapsed() >= 900 && clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    }

    // The deadline runs from start() over every redirect: three hops of 0.5 s each, none of them
    // silent for long, do not fit in 1 s.
    void deadlineSpansRedirects()
    {
        HttpTestServer server;
        for (int i = 1; i <= 3; ++i) {
            HttpTestServer::Response hop =
                HttpTestServer::redirect(i == 3 ? QByteArray("/catalog.json") : QByteArray("/hop" + QByteArray::number(i + 1)));
            hop.body = "0123456789";
            hop.dripBytes = 1;
            hop.dripEvery = 50ms;
            server.route("/hop" + QByteArray::number(i), hop);
        }
        server.route("/catalog.json", HttpTestServer::ok("{}"));
        const Fetched f = fetch(
            server.url("/hop1"),
            [](CatalogFetcher &fetcher) {
                fetcher.setTimeout(500ms);
                fetcher.setDeadline(1s);
            },
            5s);
        QVERIFY2(!f.ok, "the redirects restarted the deadline");
        QVERIFY2(f.message.startsWith(QStringLiteral("gave up after 1 s")), qPrintable(f.message));
        QVERIFY(server.requests().size() >= 2);
        QVERIFY(!server.requests().contains("/catalog.json"));
    }

    void minimumRate_data()
    {
        QTest::addColumn<HttpTestServer::Response>("response");
        QTest::addColumn<qint64>("minimum"); // bytes per second, over windows of 0.4 s
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("mentions");
        // 20 bytes/s.
        QTest::newRow("slow") << HttpTestServer::drip({}, 1, 50ms) << qint64(1024) << false << "too slow: ";
        // About 1.3 MB/s for about 1.2 s: three windows and more, each well above the minimum.
        QTest::newRow("fast") << HttpTestServer::drip(QByteArray(1536 * 1024, ' '), 64 * 1024, 50ms) << qint64(32 * 1024) << true << "";
        // Silence is the transfer timeout's to judge, not the rate's.
        QTest::newRow("silent") << HttpTestServer::Response{200, {}, {}, true, -1, true} << qint64(1024) << false
                                << "timed out: no data for 1.5 s";
    }
    void minimumRate()
    {
        QFETCH(HttpTestServer::Response, response);
        QFETCH(qint64, minimum);
        QFETCH(bool, ok);
        QFETCH(QString, mentions);
        HttpTestServer server;
        server.route("/catalog.json", response);
        QElapsedTimer clock;
        clock.start();
        const Fetched f = fetch(
            server.url("/catalog.json"),
            [minimum](CatalogFetcher &fetcher) {
                fetcher.setTimeout(1500ms);
                fetcher.setMinimumRate(minimum, 400ms);
            },
            5s);
        QVERIFY2(f.ok == ok, qPrintable(f.message));
        if (ok) {
            QCOMPARE(f.payload, response.body);
            QVERIFY2(clock.elapsed() > 800, qPrintable(QString::number(clock.elapsed()))); // the rule was looked at
            return;
        }
        QCOMPARE(f.failure, CatalogFetcher::Failure::Network);
        QVERIFY2(f.message.startsWith(mentions), qPrintable(f.message));
        if (qstrcmp(QTest::currentDataTag(), "slow") == 0) {
            QVERIFY2(f.message.contains(QStringLiteral("less than the minimum of 1,024 bytes/s")), qPrintable(f.message));
            const auto m = QRegularExpression(QStringLiteral("^too slow: ([0-9,]+) bytes/s over the last ([0-9.]+) s")).match(f.message);
            QVERIFY2(m.hasMatch(), qPrintable(f.message));
            QVERIFY(m.captured(1).remove(QLatin1Char(',')).toLongLong() < 1024);
            QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed()))); // before the silence timeout could
        }
    }

    void defaults()
    {
        // What the CLI and the window's Update prices and periodic check all get.
        const CatalogFetcher fetcher;
        QCOMPARE(fetcher.timeout(), CatalogFetcher::kDefaultTimeout);
        QCOMPARE(fetcher.deadline(), 120s);
        QCOMPARE(fetcher.minimumRate(), 1024);
        QCOMPARE(fetcher.rateWindow(), 15s);
    }

    void refusesBeforeConnecting()
    {
        HttpTestServer server; // a server on loopback that must see nothing of a refused ftp address
        QUrl url = server.url("/catalog.json");
        url.setScheme(QStringLiteral("ftp"));
        const Fetched f = fetch(url);
        QCOMPARE(f.failure, CatalogFetcher::Failure::Refused);
        QVERIFY2(f.message.contains(QStringLiteral("https://")), qPrintable(f.message));
        QVERIFY(server.requests().isEmpty());
        const Fetched plain = fetch(QUrl(QStringLiteral("http://example.invalid/x")));
        QCOMPARE(plain.failure, CatalogFetcher::Failure::Refused);
        QVERIFY2(plain.message.contains(QStringLiteral("plain http")), qPrintable(plain.message));
    }

    void refusedConnection()
    {
        quint16 port = 0;
        {
            HttpTestServer closed; // its port is free again once it is gone
            port = closed.serverPort();
        }
        const Fetched f = fetch(QUrl(QStringLiteral("http://127.0.0.1:%1/catalog.json").arg(port)));
        QCOMPARE(f.failure, CatalogFetcher::Failure::Network);
        QVERIFY2(f.message.contains(QStringLiteral("connection refused")), qPrintable(f.message));
    }

    void tlsErrorsAreNeverIgnored()
    {
        if (!QSslSocket::supportsSsl())
            QSKIP("this Qt has no TLS backend");
        SelfSignedServer server;
        const Fetched f = fetch(QUrl(QStringLiteral("https://127.0.0.1:%1/catalog.json").arg(server.serverPort())));
        QCOMPARE(f.failure, CatalogFetcher::Failure::Network);
        QVERIFY2(f.message.startsWith(QStringLiteral("TLS error")), qPrintable(f.message));
        QVERIFY2(f.message.contains(QStringLiteral("self signed"), Qt::CaseInsensitive) ||
                     f.message.contains(QStringLiteral("self-signed"), Qt::CaseInsensitive),
                 qPrintable(f.message));
    }

    void cancels()
    {
        HttpTestServer server;
        server.route("/slow", HttpTestServer::Response{200, {}, {}, true, -1, true});
        CatalogFetcher fetcher;
        QSignalSpy failed(&fetcher, &CatalogFetcher::failed);
        fetcher.start(server.url("/slow"));
        QTRY_COMPARE(server.requests().size(), 1);
        QVERIFY(fetcher.isRunning());
        fetcher.cancel();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.constFirst().at(0).value<CatalogFetcher::Failure>(), CatalogFetcher::Failure::Cancelled);
        QVERIFY(!fetcher.isRunning());
    }

    // CatalogRefresh: only a newer whole catalog is stored; every other answer stores nothing.
    void refreshTakesOnlyANewerWholeCatalog()
    {
        QTemporaryDir data;
        const CatalogStore store(data.path());
        HttpTestServer server;
        server.route("/newer.json", HttpTestServer::ok(catalogDocument(QStringLiteral("test-newer"), 1)));
        server.route("/same.json", HttpTestServer::ok(catalogDocument(QStringLiteral("test-same"), 1)));
        server.route("/older.json", HttpTestServer::ok(catalogDocument(QStringLiteral("test-older"), -30)));
        server.route("/future.json", HttpTestServer::ok(catalogDocument(QStringLiteral("test-future"), 4000)));
        server.route("/gpus-only.json", HttpTestServer::ok(R"({"version": "x", "as_of": "2026-01-01", "gpus": []})"));
        server.route("/missing.json", HttpTestServer::Response{404, {}, {}});
        server.route("/bomb.json", HttpTestServer::gzipped(HttpTestServer::gzipBomb(24 * 1024 * 1024)));
        server.route("/damaged.json", HttpTestServer::gzipped(damagedGzip(catalogDocument(QStringLiteral("test-damaged"), 2))));

        const auto refresh = [&store](const QUrl &url) {
            CatalogRefresh r(store);
            r.setReload(true);
            QSignalSpy finished(&r, &CatalogRefresh::finished);
            QSignalSpy checking(&r, &CatalogRefresh::checking);
            r.start(url);
            if (!finished.wait(60000))
                qFatal("no result from %s", qPrintable(url.toString()));
            auto result = finished.constFirst().constFirst().value<RefreshResult>();
            if (result.outcome == RefreshResult::Outcome::Taken && checking.size() != 1)
                qFatal("no checking() before the result");
            return result;
        };

        RefreshResult r = refresh(server.url("/newer.json"));
        QCOMPARE(r.outcome, RefreshResult::Outcome::Taken);
        QVERIFY(r.message.contains(QStringLiteral("test-newer")));
        QVERIFY(r.loaded.has_value());
        QVERIFY(r.loaded->refreshed);
        QCOMPARE(r.loaded->catalog.version, QStringLiteral("test-newer"));
        QCOMPARE(store.load().baseVersion, QStringLiteral("test-newer"));
        const QByteArray stored = fileBytes(store.refreshedPath());

        const QList<std::pair<QByteArray, RefreshResult::Outcome>> others{
            {"/same.json", RefreshResult::Outcome::UpToDate},          {"/older.json", RefreshResult::Outcome::UpToDate},
            {"/future.json", RefreshResult::Outcome::BadPayload},      {"/gpus-only.json", RefreshResult::Outcome::BadPayload},
            {"/missing.json", RefreshResult::Outcome::NetworkFailure}, {"/bomb.json", RefreshResult::Outcome::BadPayload},
            {"/damaged.json", RefreshResult::Outcome::BadPayload},
        };
        for (const auto &[path, outcome] : others) {
            r = refresh(server.url(path));
            QVERIFY2(r.outcome == outcome, qPrintable(QString::fromLatin1(path) + QStringLiteral(": ") + r.message));
            QVERIFY(!r.loaded);
            QCOMPARE(fileBytes(store.refreshedPath()), stored);
        }
        QVERIFY(refresh(server.url("/future.json")).message.contains(QStringLiteral("as_of")));
        for (const char *path : {"/bomb.json", "/damaged.json"}) {
            r = refresh(server.url(path));
            QVERIFY2(
                r.message.contains(QStringLiteral(
                    "did not send a usable catalog: the server's compressed reply could not be unpacked (damaged, or larger than 20 MiB unpacked)")),
                qPrintable(r.message));
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogFetcher)
#include "tst_catalogfetcher.moc"
