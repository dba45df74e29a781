#include "base/settings.h"
#include "data/appsettings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace ga;

namespace {
const SettingValue<double> kRate{"test/rate", 7.2, clampedTo(0.5, 50.0)};
const SettingValue<QString> kColour{"test/colour", QString(), oneOf({QString(), QStringLiteral("light"), QStringLiteral("dark")})};
const SettingValue<int> kPlain{"test/plain", 3};
} // namespace

class TestSettings final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Advisor Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    }

    void init() { QSettings().clear(); }

    void defaultWhenAbsent()
    {
        QCOMPARE(kRate.value(), 7.2);
        QCOMPARE(kColour.value(), QString());
        QCOMPARE(kPlain.value(), 3);
        QVERIFY(!QSettings().contains(kRate.key()));
    }

    void storedValueIsValidated_data()
    {
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<double>("expected");
        QTest::newRow("in range") << QVariant(6.9) << 6.9;
        QTest::newRow("too small: clamped") << QVariant(0.1) << 0.5;
        QTest::newRow("too large: clamped") << QVariant(1e9) << 50.0;
        QTest::newRow("text of a number") << QVariant(QStringLiteral("7.5")) << 7.5;
        QTest::newRow("not a number: default") << QVariant(QStringLiteral("seven")) << 7.2;
    }
    void storedValueIsValidated()
    {
        QFETCH(QVariant, stored);
        QFETCH(double, expected);
        QSettings().setValue(kRate.key(), stored);
        QCOMPARE(kRate.value(), expected);
    }

    void refusedValueGivesTheDefault()
    {
        QSettings().setValue(kColour.key(), QStringLiteral("purple"));
        QCOMPARE(kColour.value(), QString());
        QSettings().setValue(kColour.key(), QStringLiteral("dark"));
        QCOMPARE(kColour.value(), QStringLiteral("dark"));
    }

    void roundTrip()
    {
        kRate.setValue(8.25);
        QCOMPARE(QSettings().value(QStringLiteral("test/rate")).toDouble(), 8.25);
        QCOMPARE(kRate.value(), 8.25);
        kPlain.setValue(11);
        QCOMPARE(kPlain.value(), 11);
        kRate.remove();
        QCOMPARE(kRate.value(), 7.2);
    }

    void defaultIsRemovedNotStored()
    {
        kColour.setOrRemove(QStringLiteral("light"));
        QVERIFY(QSettings().contains(kColour.key()));
        kColour.setOrRemove(QString());
        QVERIFY(!QSettings().contains(kColour.key()));
    }

    // Settings stored by earlier versions, under the keys they wrote, are read back as they were.
    void earlierKeysKeepWorking()
    {
        QSettings s;
        s.setValue(QStringLiteral("money/currency"), QStringLiteral("CNY"));
        s.setValue(QStringLiteral("money/cnyPerUsd"), 6.8);
        s.setValue(QStringLiteral("scenario/defaultHeadroom"), 0.3);
        s.setValue(QStringLiteral("ui/appearance"), QStringLiteral("dark"));
        s.setValue(QStringLiteral("memory/correctionShare"), 0.07);
        s.setValue(QStringLiteral("memory/correctionBasis"), QStringLiteral("measured"));
        s.setValue(QStringLiteral("catalog/refreshUrl"), QStringLiteral(" https://mirror.example.com/c.json "));
        s.setValue(QStringLiteral("catalog/weeklyCheck"), true);
        const AppSettings a = AppSettings::load();
        QCOMPARE(a.currency.display, QStringLiteral("CNY"));
        QCOMPARE(a.currency.cnyPerUsd, 6.8);
        QCOMPARE(a.defaultHeadroom, 0.3);
        QCOMPARE(a.appearance, QStringLiteral("dark"));
        QCOMPARE(a.correction.share, 0.07);
        QCOMPARE(a.correction.basis, QStringLiteral("measured"));
        QCOMPARE(a.refreshUrl, QStringLiteral("https://mirror.example.com/c.json"));
        QVERIFY(a.weeklyCheck);
    }

    // The defaults are the domain's own: a fresh scenario's headroom, the currency settings'.
    void defaultsComeFromTheDomain()
    {
        const AppSettings a = AppSettings::load();
        QCOMPARE(a.currency.display, CurrencySettings{}.display);
        QCOMPARE(a.currency.cnyPerUsd, CurrencySettings{}.cnyPerUsd);
        QCOMPARE(a.defaultHeadroom, Scenario{}.headroom);
        QVERIFY(!a.weeklyCheck);
        QCOMPARE(a.correction.share, 0.0);
    }

    // A correction without the basis it rests on is not kept; damaged values fall into range.
    void damagedPreferencesAreRepaired()
    {
        QSettings s;
        s.setValue(QStringLiteral("memory/correctionShare"), 0.07);
        s.setValue(QStringLiteral("money/currency"), QStringLiteral("EUR"));
        s.setValue(QStringLiteral("scenario/defaultHeadroom"), 40.0);
        const AppSettings a = AppSettings::load();
        QCOMPARE(a.correction.share, 0.0);
        QCOMPARE(a.currency.display, QStringLiteral("USD"));
        QCOMPARE(a.defaultHeadroom, scenarioField(QStringLiteral("headroom"))->max);
    }

    void saveThenLoad()
    {
        AppSettings a;
        a.currency = {QStringLiteral("CNY"), 7.05};
        a.defaultHeadroom = 0.25;
        a.language = QStringLiteral("zh_CN");
        a.correction = {-0.1, QStringLiteral("measured 20 GiB")};
        a.weeklyCheck = true;
        a.save();
        const AppSettings b = AppSettings::load();
        QCOMPARE(b.currency.display, a.currency.display);
        QCOMPARE(b.currency.cnyPerUsd, a.currency.cnyPerUsd);
        QCOMPARE(b.defaultHeadroom, a.defaultHeadroom);
        QCOMPARE(b.language, a.language);
        QCOMPARE(b.correction.share, a.correction.share);
        QCOMPARE(b.correction.basis, a.correction.basis);
        QVERIFY(b.weeklyCheck);
        // What is not set is not stored: the system's language and colours, no correction.
        AppSettings cleared = b;
        cleared.language.clear();
        cleared.correction = {};
        cleared.save();
        QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
        QVERIFY(!QSettings().contains(QStringLiteral("ui/appearance")));
        QVERIFY(!QSettings().contains(QStringLiteral("memory/correctionShare")));
        QVERIFY(!QSettings().contains(QStringLiteral("memory/correctionBasis")));
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
