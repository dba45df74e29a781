// Tencent Cloud's price API: the TC3-HMAC-SHA256 signature against the example Tencent publishes,
// the key pair's checks, and one region's answer read and priced into the catalog's rows.
#include "data/catalogschema.h"
#include "data/tencentprices.h"
#include "net/tencentapi.h"

#include <QFile>
#include <QTest>

using namespace ga;

namespace {
QByteArray fixture(const char *region)
{
    QFile f(QStringLiteral(GA_TEST_DATA_DIR "/import/tencent-DescribeZoneInstanceConfigInfos-%1.json").arg(QLatin1String(region)));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no fixture for %s", region);
    return f.readAll();
}

TencentRegionPrices read(const QByteArray &json, const char *region)
{
    auto r = readTencentZoneConfigs(json, QLatin1String(region));
    if (const auto *e = std::get_if<FieldError>(&r))
        qFatal("%s", qPrintable(e->message()));
    return std::get<TencentRegionPrices>(r);
}
} // namespace

class TestTencentApi final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Tencent's "Signature v3" page (cloud.tencent.com/document/api/213/30654) signs DescribeInstances
    // with the key AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE / Gu5t9xGARNpq86cd98joQYCN3EXAMPLE at
    // 1551113065 (2019-02-26 00:44:25 in Beijing, 2019-02-25 in UTC, the date the scope must carry)
    // and prints this Authorization.
    void signsAsTencentsExample()
    {
        TencentApiCall call;
        call.endpoint = QUrl(QStringLiteral("https://cvm.tencentcloudapi.com"));
        call.service = QStringLiteral("cvm");
        call.action = QStringLiteral("DescribeInstances");
        call.version = QStringLiteral("2017-03-12");
        call.region = QStringLiteral("ap-guangzhou");
        call.payload = R"({"Limit": 1, "Filters": [{"Values": ["\u672a\u547d\u540d"], "Name": "instance-name"}]})";
        call.timestamp = 1551113065;
        const TencentCredentials key{QStringLiteral("AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE"),
                                     QStringLiteral("Gu5t9xGARNpq86cd98joQYCN3EXAMPLE")};
        QCOMPARE(call.authorization(key),
                 QByteArray("TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, "
                            "SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168"));
        QHash<QByteArray, QByteArray> headers;
        for (const auto &[name, value] : call.headers(key))
            headers.insert(name, value);
        QCOMPARE(headers.value("X-TC-Action"), QByteArray("DescribeInstances"));
        QCOMPARE(headers.value("X-TC-Timestamp"), QByteArray("1551113065"));
        QCOMPARE(headers.value("X-TC-Region"), QByteArray("ap-guangzhou"));
        QCOMPARE(headers.value("X-TC-Version"), QByteArray("2017-03-12"));
        // Another key, region or body signs differently; the host signed includes a port the address names.
        TencentApiCall other = call;
        other.payload += ' ';
        QVERIFY(other.authorization(key) != call.authorization(key));
        other = call;
        other.endpoint = QUrl(QStringLiteral("http://127.0.0.1:8080/"));
        QVERIFY(other.authorization(key) != call.authorization(key));
        QVERIFY(call.authorization({key.secretId, key.secretKey + QLatin1Char('x')}) != call.authorization(key));
    }

    void keyPairProblems_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("problem"); // empty = accepted
        QTest::newRow("good") << QStringLiteral("AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE")
                              << QStringLiteral("Gu5t9xGARNpq86cd98joQYCN3EXAMPLE") << QString();
        QTest::newRow("no id") << QString() << QStringLiteral("k") << QStringLiteral("SecretId: empty");
        QTest::newRow("no key") << QStringLiteral("AKID") << QString() << QStringLiteral("SecretKey: empty");
        QTest::newRow("space") << QStringLiteral("AKID x") << QStringLiteral("k") << QStringLiteral("SecretId: has a space");
        QTest::newRow("not ascii") << QStringLiteral("AKID") << QStringLiteral("密钥")
                                   << QStringLiteral("SecretKey: has a space or a character");
        QTest::newRow("too long") << QString(129, QLatin1Char('A')) << QStringLiteral("k") << QStringLiteral("SecretId: 129 characters");
    }

    void keyPairProblems()
    {
        QFETCH(QString, id);
        QFETCH(QString, key);
        QFETCH(QString, problem);
        const auto why = tencentCredentialsProblem({id, key});
        if (problem.isEmpty())
            QVERIFY2(!why, qPrintable(why.value_or(QString())));
        else
            QVERIFY2(why && why->startsWith(problem), qPrintable(why.value_or(QStringLiteral("accepted"))));
    }

    // The fixture's Guangzhou answer, by hand: GN7.2XLARGE32 8.68 an hour in two zones and 3,920 a
    // month; GT4.4XLARGE96 22.5; GN10Xp.20XLARGE320 with 4 GPUs (the catalog's has 8); a CPU type;
    // one GPU type the catalog does not describe.
    void readsOneRegionsAnswer()
    {
        const TencentRegionPrices gz = read(fixture("ap-guangzhou"), "ap-guangzhou");
        QCOMPARE(gz.entriesRead, 7);
        QCOMPARE(gz.prices.size(), 5);
        QCOMPARE(gz.prices.value(QStringLiteral("GN7.2XLARGE32")).hourly, std::optional(8.68));
        QCOMPARE(gz.prices.value(QStringLiteral("GN7.2XLARGE32")).monthly, std::optional(3920.0));
        QCOMPARE(gz.prices.value(QStringLiteral("GT4.4XLARGE96")).monthly, std::nullopt);

        const Catalog &catalog = bundledCatalog();
        const TencentRegionPrices sh = read(fixture("ap-shanghai"), "ap-shanghai");
        const TencentRepricing r = repriceTencent({gz, sh}, catalog, QStringLiteral("the source"), QStringLiteral("2026-12-05"));
        QStringList keys;
        for (const Instance &i : r.instances)
            keys << i.key() + QLatin1Char('=') + QString::number(i.prices.onDemandHourly.value_or(0));
        keys.sort();
        QCOMPARE(
            keys,
            (QStringList{QStringLiteral("tencent:GN7.2XLARGE32:ap-guangzhou=8.68"), QStringLiteral("tencent:GN7.2XLARGE32:ap-shanghai=8.9"),
                         QStringLiteral("tencent:GT4.4XLARGE96:ap-guangzhou=22.5")}));
        QCOMPARE(r.unknownTypes, 1);
        QCOMPARE(r.disagreeing, 1);
        // New ÷ catalog hourly list price: 8.68 / 7.81 and 22.5 / 28.64; the median of two is the upper.
        QCOMPARE(r.medianPriceRatio, 8.68 / 7.81);
        const Instance &shanghai = *std::find_if(r.instances.cbegin(), r.instances.cend(),
                                                 [](const Instance &i) { return i.region == QLatin1String("ap-shanghai"); });
        QCOMPARE(shanghai.gpuId, QStringLiteral("t4")); // the catalog's specs, in a region it did not list
        QCOMPARE(shanghai.asOf, QStringLiteral("2026-12-05"));
        QCOMPARE(shanghai.source, QStringLiteral("the source"));
        QCOMPARE(shanghai.prices.monthly, std::nullopt);
    }

    void refusesWhatItCannotTrust_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("refused call") << QByteArray(
                                             R"({"Response":{"Error":{"Code":"AuthFailure.SignatureFailure","Message":"The provided )"
                                             R"(credentials could not be validated."},"RequestId":"x"}})")
                                      << QStringLiteral("Response.Error: AuthFailure.SignatureFailure: The provided credentials");
        QTest::newRow("not JSON") << QByteArray("<html>") << QString();
        QTest::newRow("no Response") << QByteArray(R"({"InstanceTypeQuotaSet":[]})") << QStringLiteral("Response: missing");
        QTest::newRow("set not an array") << QByteArray(R"({"Response":{"InstanceTypeQuotaSet":{}}})")
                                          << QStringLiteral("Response.InstanceTypeQuotaSet: missing or not an array");
        QTest::newRow("no type") << QByteArray(R"({"Response":{"InstanceTypeQuotaSet":[{"InstanceChargeType":"PREPAID"}]}})")
                                 << QStringLiteral("Response.InstanceTypeQuotaSet[0].InstanceType");
        QTest::newRow("price as text")
            << QByteArray(R"({"Response":{"InstanceTypeQuotaSet":[{"InstanceType":"GN7.2XLARGE32","InstanceChargeType":)"
                          R"("POSTPAID_BY_HOUR","Price":{"UnitPrice":"8.68","ChargeUnit":"HOUR"}}]}})")
            << QStringLiteral("Response.InstanceTypeQuotaSet[0].Price.UnitPrice");
        QTest::newRow("negative price")
            << QByteArray(R"({"Response":{"InstanceTypeQuotaSet":[{"InstanceType":"GN7.2XLARGE32","InstanceChargeType":)"
                          R"("PREPAID","Price":{"OriginalPrice":-1}}]}})")
            << QStringLiteral("Response.InstanceTypeQuotaSet[0].Price.OriginalPrice");
    }

    void refusesWhatItCannotTrust()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        auto r = readTencentZoneConfigs(json, QStringLiteral("ap-guangzhou"));
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->message().startsWith(error), qPrintable(e->message()));
    }
};

QTEST_GUILESS_MAIN(TestTencentApi)
#include "tst_tencentapi.moc"
