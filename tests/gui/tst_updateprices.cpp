// Catalog > Update prices, the periodic check, the status bar's catalog and opening a scenario file
// given on the command line, on the offscreen platform against a server on 127.0.0.1.
#include "app/cli.h"
#include "common/appprocess.h"
#include "common/skypilotcsv.h"
#include "data/catalogschema.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "httptestserver.h"
#include "session/advisorsession.h"
#include "ui/catalogcontroller.h"
#include "ui/catalogupdater.h"
#include "ui/mainwindow.h"
#include "ui/settingsdialog.h"
#include "ui/tencentkeydialog.h"
#include "windowparts.h"

#include <QApplication>
#include <QCheckBox>
#include <QDate>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ga;

namespace {

QByteArray mirrorDocument(const QString &version)
{
    Catalog c = bundledCatalog();
    c.version = version;
    c.asOf = QDate::fromString(c.asOf, Qt::ISODate).addDays(1).toString(Qt::ISODate);
    return catalogToJsonText(c, CatalogStyle::Compact);
}

QString catalogStatus(MainWindow &w)
{
    return w.findChild<QLabel *>(QStringLiteral("catalogStatus"))->text();
}

// Dismisses every message box as it opens, keeping its text; other dialogs stay.
class MessageBoxCloser final : public QObject {
public:
    MessageBoxCloser()
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->close();
            }
        });
        m_timer.start(20);
    }
    QStringList texts;

private:
    QTimer m_timer;
};

PriceUpdateResult waitForUpdate(QSignalSpy &spy)
{
    if (spy.isEmpty() && !spy.wait(60000))
        qFatal("the price update never finished");
    return spy.constFirst().constFirst().value<PriceUpdateResult>();
}

// The one step of an update that fetched a whole catalog and nothing else.
RefreshResult waitForResult(QSignalSpy &spy)
{
    const PriceUpdateResult r = waitForUpdate(spy);
    if (r.steps.size() != 1)
        qFatal("expected one step, got %d", int(r.steps.size()));
    return r.steps.constFirst().result;
}

} // namespace

class TestUpdatePrices final : public QObject {
    Q_OBJECT
    QTemporaryDir m_data;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        ga::test::setAppDataDir(m_data.path());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_updateprices"));
    }

    void init()
    {
        QSettings().clear();
        QFile::remove(CatalogStore().refreshedPath());
    }

    void menuOffersUpdatePrices()
    {
        MainWindow w;
        QStringList catalogActions;
        for (QAction *menu : w.menuBar()->actions())
            if (menu->text() == QLatin1String("&Catalog"))
                for (QAction *a : menu->menu()->actions())
                    catalogActions << a->text();
        QVERIFY2(catalogActions.contains(QStringLiteral("&Update prices…")), qPrintable(catalogActions.join(QLatin1Char(','))));
    }

    // A newer catalog: the session switches to it, imports stay on top, the status bar says so.
    // Update prices: the catalog set in Preferences, then every provider's price file through the
    // mirror; a provider whose file fails keeps its prices and is named in the message.
    void updateSwitchesTheCatalog()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::ok(mirrorDocument(QStringLiteral("gui-mirror"))));
        for (const char *cloud : {"aws", "lambda", "runpod"}) {
            QFile recorded(QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-%1-vms.csv").arg(QLatin1String(cloud)));
            QVERIFY(recorded.open(QIODevice::ReadOnly));
            server.route("/mirror/skypilot/" + QByteArray(cloud) + "/vms.csv", HttpTestServer::ok(recorded.readAll()));
        }
        QFile alibaba(QStringLiteral(GA_TEST_DATA_DIR "/import/alibaba-ecs-instancePrice-fixture.json"));
        QVERIFY(alibaba.open(QIODevice::ReadOnly));
        server.route("/mirror/alibaba/ecs-price-info/instancePrice.json", HttpTestServer::ok(alibaba.readAll()));
        // Tencent's API, asked region by region with the key in the environment: the recorded
        // Guangzhou answer, an empty one elsewhere.
        QFile tencent(QStringLiteral(GA_TEST_DATA_DIR "/import/tencent-DescribeZoneInstanceConfigInfos-ap-guangzhou.json"));
        QVERIFY(tencent.open(QIODevice::ReadOnly));
        server.respond("/tencent/", [guangzhou = tencent.readAll()](const HttpTestServer::Request &r) {
            return HttpTestServer::ok(r.headers.value("x-tc-region") == "ap-guangzhou" ? guangzhou
                                                                                       : R"({"Response":{"InstanceTypeQuotaSet":[]}})");
        });
        settings::refreshUrl.setValue(server.url("/catalog.json").toString());
        qputenv(ga::test::kPriceMirrorVariable, server.url("/mirror/").toEncoded());
        qputenv(ga::test::kTencentEndpointVariable, server.url("/tencent/").toEncoded());
        qputenv("TENCENTCLOUD_SECRET_ID", "AKIDguitest");
        qputenv("TENCENTCLOUD_SECRET_KEY", "guitestsecret");
        const auto restore = qScopeGuard([] {
            qputenv(ga::test::kPriceMirrorVariable, ga::test::kClosedMirror);
            qputenv(ga::test::kTencentEndpointVariable, ga::test::kClosedMirror);
            qunsetenv("TENCENTCLOUD_SECRET_ID");
            qunsetenv("TENCENTCLOUD_SECRET_KEY");
        });
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString bundled = bundledCatalog().version;
        QVERIFY2(catalogStatus(w).startsWith(QStringLiteral("Bundled catalog %1 (as of %2)").arg(bundled, bundledCatalog().asOf)),
                 qPrintable(catalogStatus(w)));

        MessageBoxCloser closer;
        QSignalSpy done(partOf<CatalogUpdater>(w), &CatalogUpdater::finished);
        partOf<CatalogController>(w)->updatePrices();
        const PriceUpdateResult r = waitForUpdate(done);
        QStringList steps;
        for (const PriceUpdateResult::Step &step : r.steps)
            steps << step.id + QLatin1Char(step.result.outcome == RefreshResult::Outcome::Taken ? '+' : '-');
        QCOMPARE(steps.join(QLatin1Char(' ')), QStringLiteral("catalog+ aws+ azure- gcp- lambda+ runpod+ alibaba+ tencent+"));
        QVERIFY2(r.steps.at(2).result.message.contains(QStringLiteral("HTTP 404")), qPrintable(r.steps.at(2).result.message));
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().version, QStringLiteral("gui-mirror"));
        // A row of the recorded AWS file (g6.xlarge, us-east-1: 0.8048 on demand), cited with its address.
        const Instance *g6 = partOf<AdvisorSession>(w)->catalog().instance(QStringLiteral("aws:g6.xlarge:us-east-1"));
        QVERIFY(g6);
        QCOMPARE(*g6->prices.onDemandHourly, 0.8048);
        // A row of the Guangzhou answer (GN7.2XLARGE32: 8.68 an hour, 3,920 a month).
        const Instance *gn7 = partOf<AdvisorSession>(w)->catalog().instance(QStringLiteral("tencent:GN7.2XLARGE32:ap-guangzhou"));
        QVERIFY(gn7);
        QCOMPARE(*gn7->prices.onDemandHourly, 8.68);
        QCOMPARE(*gn7->prices.monthly, 3920.0);
        QVERIFY2(g6->source.contains(QStringLiteral("/mirror/skypilot/aws/vms.csv")), qPrintable(g6->source));
        QTRY_COMPARE(closer.texts.size(), 1);
        QVERIFY(closer.texts.constFirst().contains(QStringLiteral("gui-mirror")));
        QVERIFY2(closer.texts.constFirst().contains(QStringLiteral("Microsoft Azure: could not fetch")),
                 qPrintable(closer.texts.constFirst()));
        QVERIFY2(catalogStatus(w).startsWith(QStringLiteral("Refreshed catalog gui-mirror (as of ")) &&
                     catalogStatus(w).contains(QStringLiteral(" + 5 import")),
                 qPrintable(catalogStatus(w)));
        QVERIFY(settings::lastCheck.value().isValid());

        // An import goes on top, and a later window starts with both.
        QTemporaryDir dir;
        QFile csv(dir.filePath(QStringLiteral("nebius-vms.csv")));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write(GA_SKYPILOT_HEADER "\n"
                                     "gpu-h100-sxm.8gpu,H100,8.0,128.0,1600.0,,23.6,,eu-north1,\n");
        csv.close();
        QSignalSpy imported(partOf<CatalogController>(w), &CatalogController::importFinished);
        partOf<CatalogController>(w)->importFrom(csv.fileName());
        QVERIFY(imported.wait(20000));
        QVERIFY2(catalogStatus(w).startsWith(QStringLiteral("Refreshed catalog gui-mirror (as of ")) &&
                     catalogStatus(w).contains(QStringLiteral(" + 6 import")),
                 qPrintable(catalogStatus(w)));
        MainWindow later;
        QCOMPARE(catalogStatus(later), catalogStatus(w));
        for (const char *name : {"nebius", "aws", "lambda", "runpod", "alibaba", "tencent"})
            QVERIFY(QFile::remove(QDir(CatalogStore().importsDirectory()).filePath(QLatin1String(name) + QStringLiteral(".json"))));
    }

    // Catalog > Tencent Cloud API key: a pair that is not one is named and not stored; a keyring
    // that fails (none on this test's bus) says so, keeps the dialog open with what was typed, and
    // nothing is written to a file instead.
    void tencentKeyDialogStoresOnlyInTheKeyring()
    {
        MainWindow w;
        QAction *action = w.findChild<QAction *>(QStringLiteral("tencentKeyAction"));
        QVERIFY(action);
        TencentKeyStore store;
        TencentKeyDialog dialog(&store, false);
        dialog.show();
        auto *id = dialog.findChild<QLineEdit *>(QStringLiteral("tencentSecretId"));
        auto *key = dialog.findChild<QLineEdit *>(QStringLiteral("tencentSecretKey"));
        auto *problem = dialog.findChild<QLabel *>(QStringLiteral("tencentKeyProblem"));
        auto *save = dialog.findChild<QPushButton *>(QStringLiteral("tencentKeySave"));
        QCOMPARE(key->echoMode(), QLineEdit::Password);
        id->setText(QStringLiteral("AKID with space"));
        key->setText(QStringLiteral("secret"));
        save->click();
        QVERIFY2(problem->isVisible() && problem->text().startsWith(QStringLiteral("SecretId: has a space")), qPrintable(problem->text()));
        QVERIFY(dialog.isVisible());

        id->setText(QStringLiteral("AKIDguitest"));
        save->click();
        QTRY_VERIFY(problem->text().startsWith(QStringLiteral("Not stored: ")));
        QVERIFY2(problem->text().contains(QStringLiteral("does not keep the key in a file")), qPrintable(problem->text()));
        QVERIFY(dialog.isVisible() && save->isEnabled());
        QCOMPARE(id->text(), QStringLiteral("AKIDguitest"));
        QVERIFY(!dialog.saved());
        // Nothing of the key in the settings file.
        QSettings().sync();
        QFile conf(QSettings().fileName());
        QVERIFY(!conf.exists() || (conf.open(QIODevice::ReadOnly) && !conf.readAll().contains("guitest")));
    }

    // A failure changes nothing and says why in a message box.
    void failureKeepsTheCatalog()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::Response{404, "gone", {}});
        MainWindow w;
        w.show();
        const QString before = catalogStatus(w);
        MessageBoxCloser closer;
        QSignalSpy done(partOf<CatalogUpdater>(w), &CatalogUpdater::finished);
        partOf<CatalogUpdater>(w)->update(server.url("/catalog.json"), {});
        QCOMPARE(waitForResult(done).outcome, RefreshResult::Outcome::NetworkFailure);
        QTRY_COMPARE(closer.texts.size(), 1);
        QVERIFY2(closer.texts.constFirst().contains(QStringLiteral("HTTP 404")), qPrintable(closer.texts.constFirst()));
        QCOMPARE(catalogStatus(w), before);
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().version, bundledCatalog().version);
        QVERIFY(!QFile::exists(CatalogStore().refreshedPath()));
    }

    // The progress dialog's Cancel stops the download without a message box.
    void cancelFromTheProgressDialog()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::Response{200, {}, {}, true, -1, true});
        MainWindow w;
        w.show();
        MessageBoxCloser closer;
        QSignalSpy done(partOf<CatalogUpdater>(w), &CatalogUpdater::finished);
        partOf<CatalogUpdater>(w)->update(server.url("/catalog.json"), {});
        QProgressDialog *progress = nullptr;
        QTRY_VERIFY((progress = w.findChild<QProgressDialog *>(QStringLiteral("refreshProgress"))) && progress->isVisible());
        auto *cancel = progress->findChild<QPushButton *>();
        QVERIFY(cancel);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(waitForResult(done).outcome, RefreshResult::Outcome::Cancelled);
        QTest::qWait(100);
        QVERIFY2(closer.texts.isEmpty(), qPrintable(closer.texts.join(QLatin1Char('\n'))));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Cancelled")), qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(!partOf<CatalogUpdater>(w)->isRunning());
    }

    // Off by default; when on, due once the last successful check is a week old.
    void periodicCheckIsOffByDefault()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(!CatalogUpdater::periodicCheckDue(now));
        settings::weeklyCheck.setValue(true);
        QVERIFY(CatalogUpdater::periodicCheckDue(now));
        settings::lastCheck.setValue(now.addDays(-6));
        QVERIFY(!CatalogUpdater::periodicCheckDue(now));
        settings::lastCheck.setValue(now.addDays(-settings::kCheckIntervalDays));
        QVERIFY(CatalogUpdater::periodicCheckDue(now));
    }

    // The background check shows no dialog: its outcome goes to the status bar.
    void backgroundCheckReportsInTheStatusBar()
    {
        HttpTestServer server;
        server.route("/catalog.json", HttpTestServer::ok(mirrorDocument(QStringLiteral("background-mirror"))));
        MainWindow w;
        w.show();
        QSignalSpy done(partOf<CatalogUpdater>(w), &CatalogUpdater::finished);
        bool dialogShown = false;
        QTimer watch;
        connect(&watch, &QTimer::timeout, this, [&dialogShown] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                dialogShown = true;
                modal->close();
            }
        });
        watch.start(10);
        partOf<CatalogUpdater>(w)->checkInBackground(server.url("/catalog.json"), {});
        QCOMPARE(waitForResult(done).outcome, RefreshResult::Outcome::Taken);
        QVERIFY(!dialogShown);
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Periodic price check: 1 source")),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(partOf<AdvisorSession>(w)->catalog().version, QStringLiteral("background-mirror"));
    }

    void preferencesHoldTheRefreshSettings()
    {
        AppSettings a = AppSettings::load();
        QVERIFY(!a.weeklyCheck);
        SettingsDialog fresh(a);
        QVERIFY(!fresh.findChild<QCheckBox *>(QStringLiteral("weeklyCheckBox"))->isChecked());
        fresh.findChild<QLineEdit *>(QStringLiteral("refreshUrlEdit"))
            ->setText(QStringLiteral(" https://mirror.example.com/catalog.json "));
        fresh.findChild<QCheckBox *>(QStringLiteral("weeklyCheckBox"))->setChecked(true);
        fresh.findChild<QLineEdit *>(QStringLiteral("priceMirrorEdit"))->setText(QStringLiteral(" https://mirror.example.cn/prices/ "));
        fresh.settings().save();
        a = AppSettings::load();
        QCOMPARE(a.refreshUrl, QStringLiteral("https://mirror.example.com/catalog.json"));
        QCOMPARE(settings::priceMirror.value(), QStringLiteral("https://mirror.example.cn/prices/"));
        QCOMPARE(priceSource(QStringLiteral("gcp"))->address(a.priceMirror).toString(),
                 QStringLiteral("https://mirror.example.cn/prices/skypilot/gcp/vms.csv"));
        QVERIFY(a.weeklyCheck);
        QCOMPARE(configuredRefreshUrl(), a.refreshUrl);
    }

    // `gpu-advisor FILE.gpuadvisor.json` opens the window (not the command line) with that scenario.
    void opensAScenarioFileGivenAsArgument()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lora 4 gpus.gpuadvisor.json"));
        Scenario s = defaultScenario();
        s.method = Method::Lora;
        s.gpus = 4;
        QVERIFY(!saveScenarioFile(path, s));
        QVERIFY(cli::isScenarioFileArgument({path}));
        QVERIFY(!cli::isCliInvocation({path}));
        QVERIFY(cli::isCliInvocation({path, QStringLiteral("--json")}));
        QVERIFY(cli::isCliInvocation({QStringLiteral("scenario.json")}));
        QVERIFY(cli::isCliInvocation({QStringLiteral("--x.gpuadvisor.json")}));

        MainWindow w;
        QVERIFY(w.openScenarioFile(path));
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().method, Method::Lora);
        QCOMPARE(partOf<AdvisorSession>(w)->scenario().gpus, 4);
    }
};

QTEST_MAIN(TestUpdatePrices)
#include "tst_updateprices.moc"
