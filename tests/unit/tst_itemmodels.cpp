// Every item model and proxy under QAbstractItemModelTester, plus their behaviour: raw-value
// sorting, filters, incremental updates and the comparison's limit.
#include "advisoriesmodel.h"
#include "breakdownmodel.h"
#include "comparisonmodel.h"
#include "costchartmodel.h"
#include "instancesmodel.h"
#include "localgpu.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace ga;

namespace {

Advice adviceFor(const char *model, Method method, int batch = 1)
{
    Scenario s;
    s.model = *PresetLibrary::bundled().find(QString::fromLatin1(model));
    s.method = method;
    s.batch = batch;
    s.gradCheckpointing = true;
    return advise(s, Catalog::bundled());
}

} // namespace

class TestItemModels final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void breakdownModel()
    {
        BreakdownModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 8);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const Advice a = adviceFor("qwen2-7b", Method::Qlora);
        model.setBudget(a.memory);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(reset.count(), 0);
        const QModelIndex weights = model.index(0, BreakdownModel::GiBColumn);
        QCOMPARE(weights.data(BreakdownModel::RawValueRole).toDouble(), a.memory.components[0].bytes);
        QCOMPARE(weights.data().toString(), formatGiB(a.memory.components[0].bytes));
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("QLoRA")));
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), displayName(ComponentId::Weights));
        double share = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            share += model.index(r, BreakdownModel::ShareColumn).data(BreakdownModel::RawValueRole).toDouble();
        QVERIFY(qAbs(share - 1.0) < 1e-9);
    }

    void instancesModelAndProxy()
    {
        InstancesModel model;
        InstanceFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Advice a = adviceFor("qwen2-7b", Method::Qlora);
        model.setAdvice(a);
        int instances = 0;
        for (int t = 0; t < model.rowCount(); ++t) {
            const QModelIndex tier = model.index(t, 0);
            QVERIFY(tier.data(InstancesModel::IsTierRole).toBool());
            instances += model.rowCount(tier);
        }
        QCOMPARE(instances, a.instances.size());

        // Same catalog, new scenario: values change in place, no reset.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setAdvice(adviceFor("llama-3-8b", Method::Lora, 2));
        QCOMPARE(reset.count(), 0);
        QVERIFY(changed.count() >= 1);

        // Sorting on raw values: the annual column ascends numerically within each tier.
        proxy.sort(InstancesModel::AnnualColumn, Qt::AscendingOrder);
        for (int t = 0; t < proxy.rowCount(); ++t) {
            const QModelIndex tier = proxy.index(t, 0);
            double previous = -1;
            bool fittingPart = true;
            for (int r = 0; r < proxy.rowCount(tier); ++r) {
                const QModelIndex i = proxy.index(r, InstancesModel::AnnualColumn, tier);
                const bool fits = i.data(InstancesModel::FitsRole).toBool();
                if (!fits && fittingPart) {
                    fittingPart = false;
                    previous = -1;
                }
                QVERIFY2(fits == fittingPart, "fitting instances come first");
                const double v = i.data(InstancesModel::RawValueRole).toDouble();
                QVERIFY(v >= previous);
                previous = v;
            }
        }
        // Tiers are ordered by their cheapest fitting instance.
        double previousTier = -1;
        for (int t = 0; t < proxy.rowCount(); ++t) {
            const double cheapest = proxy.index(t, 0).data(InstancesModel::RawValueRole).toDouble();
            QVERIFY(cheapest >= previousTier);
            previousTier = cheapest;
        }
    }

    void proxyFilters_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("fitsOnly");
        QTest::newRow("tencent") << "tencent" << "" << "" << false;
        QTest::newRow("region") << "" << "us-east" << "" << false;
        QTest::newRow("gpu") << "" << "" << "a10" << false;
        QTest::newRow("fits") << "" << "" << "" << true;
        QTest::newRow("combined") << "aws" << "us" << "l40s" << true;
    }
    void proxyFilters()
    {
        QFETCH(QString, provider);
        QFETCH(QString, region);
        QFETCH(QString, gpu);
        QFETCH(bool, fitsOnly);
        InstancesModel model;
        InstanceFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAdvice(adviceFor("llama-3-8b", Method::Lora));
        const int all = int(proxy.visibleInstances().size());
        if (!provider.isEmpty())
            proxy.setProviders({provider});
        proxy.setRegionFilter(region);
        proxy.setGpuFilter(gpu);
        proxy.setFitsOnly(fitsOnly);
        const auto visible = proxy.visibleInstances();
        QVERIFY(!visible.isEmpty());
        QVERIFY(visible.size() < all);
        for (const QModelIndex &i : visible) {
            if (!provider.isEmpty())
                QCOMPARE(i.data(InstancesModel::ProviderIdRole).toString(), provider);
            QVERIFY(i.data(InstancesModel::RegionRole).toString().contains(region, Qt::CaseInsensitive));
            if (!gpu.isEmpty())
                QCOMPARE(i.data(InstancesModel::GpuIdRole).toString(), gpu);
            if (fitsOnly)
                QVERIFY(i.data(InstancesModel::FitsRole).toBool());
        }
        // No empty tiers are left behind.
        for (int t = 0; t < proxy.rowCount(); ++t)
            QVERIFY(proxy.rowCount(proxy.index(t, 0)) > 0);
    }

    void advisoriesModel()
    {
        AdvisoriesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Advice a = adviceFor("llama-3-70b", Method::Full);
        model.setAdvisories(a.allAdvisories().mid(0, 40));
        QVERIFY(model.rowCount() > 0);
        for (int r = 1; r < model.rowCount(); ++r)
            QVERIFY(model.index(r - 1, 0).data(AdvisoriesModel::SeverityRole).toInt()
                    >= model.index(r, 0).data(AdvisoriesModel::SeverityRole).toInt());
        const QModelIndex first = model.index(0, AdvisoriesModel::MessageColumn);
        QVERIFY(!first.data().toString().isEmpty());
        QVERIFY(first.data(AdvisoriesModel::WhyRole).toString().contains(QStringLiteral("Source")));
        model.setAdvisories({});
        QCOMPARE(model.rowCount(), 0);
    }

    void costChartModel()
    {
        CostChartModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Advice a = adviceFor("qwen2-7b", Method::Qlora);
        QList<const InstanceEvaluation *> list;
        for (const InstanceEvaluation &e : a.instances)
            list << &e;
        model.setEvaluations(list, a.currency, 6);
        QCOMPARE(model.rowCount(), 6);
        for (int r = 0; r < model.rowCount(); ++r) {
            double parts = 0;
            for (int c = CostChartModel::InstanceCostColumn; c <= CostChartModel::RequestsColumn; ++c)
                parts += model.index(r, c).data().toDouble();
            const QString key = model.index(r, 0).data(CostChartModel::KeyRole).toString();
            const auto it = std::find_if(a.instances.cbegin(), a.instances.cend(), [&key](const InstanceEvaluation &e) { return e.key() == key; });
            QVERIFY(qAbs(parts - it->annual.total()) < 1e-6);
            QCOMPARE(model.index(r, CostChartModel::RunHoursColumn).data().toDouble(), it->run.hours);
        }
        QCOMPARE(model.names().size(), 6);
    }

    void comparisonModel()
    {
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Advice full = adviceFor("qwen2-7b", Method::Full);
        const Advice qlora = adviceFor("qwen2-7b", Method::Qlora);
        QVERIFY(model.pin(full));
        QVERIFY(model.pin(qlora));
        QCOMPARE(model.columnCount(), 2);
        const double fullBudget = model.index(ComparisonModel::BudgetRow, 0).data(ComparisonModel::RawValueRole).toDouble();
        const double qloraBudget = model.index(ComparisonModel::BudgetRow, 1).data(ComparisonModel::RawValueRole).toDouble();
        QCOMPARE(fullBudget, full.memory.budgetBytes);
        QVERIFY(qloraBudget < fullBudget / 3);
        QVERIFY(model.headerData(0, Qt::Horizontal).toString().contains(QStringLiteral("Qwen2 7B")));
        QVERIFY(model.pin(full));
        QVERIFY(model.pin(full));
        QVERIFY(!model.pin(full)); // four at most
        QCOMPARE(model.columnCount(), ComparisonModel::kMaxPins);
        model.unpin(0);
        QCOMPARE(model.columnCount(), 3);
        model.clear();
        QCOMPARE(model.columnCount(), 0);
    }

    void nvidiaSmiParsing_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("count");
        QTest::addColumn<double>("firstMiB");
        QTest::newRow("one") << QStringLiteral("NVIDIA GeForce RTX 4090, 24564\n") << 1 << 24564.0;
        QTest::newRow("two") << QStringLiteral("NVIDIA A100-SXM4-80GB, 81920\nNVIDIA A100-SXM4-80GB, 81920\n") << 2 << 81920.0;
        QTest::newRow("comma in name") << QStringLiteral("Tesla T4, rev A, 15360\n") << 1 << 15360.0;
        QTest::newRow("garbage") << QStringLiteral("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\n") << 0 << 0.0;
        QTest::newRow("not a number") << QStringLiteral("GPU, [N/A]\n") << 0 << 0.0;
        QTest::newRow("empty") << QString() << 0 << 0.0;
    }
    void nvidiaSmiParsing()
    {
        QFETCH(QString, output);
        QFETCH(int, count);
        QFETCH(double, firstMiB);
        const auto gpus = parseNvidiaSmi(output);
        QCOMPARE(gpus.size(), count);
        if (count > 0)
            QCOMPARE(gpus.constFirst().memoryMiB, firstMiB);
    }
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
