// Every item model and proxy under QAbstractItemModelTester, plus their behaviour: raw-value
// sorting, filters, incremental updates and the comparison's limit.
#include "common/fixtures.h"
#include "common/testcatalog.h"
#include "itemmodels/advisoriesmodel.h"
#include "itemmodels/breakdownmodel.h"
#include "itemmodels/comparisonmodel.h"
#include "itemmodels/costchartmodel.h"
#include "itemmodels/instancesmodel.h"
#include "itemmodels/needsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace ga;
using namespace ga::test;

namespace {

Advice adviceFor(const char *model, Method method, int batch = 1, const AdviseOptions &options = {})
{
    Scenario s;
    s.model = *findPreset(QString::fromLatin1(model));
    s.method = method;
    s.batch = batch;
    s.gradCheckpointing = true;
    return advise(s, bundledCatalog(), options);
}

// An instances model and its proxy, both under QAbstractItemModelTester.
struct TestedInstances {
    InstancesModel model;
    InstanceFilterProxy proxy;
    QAbstractItemModelTester modelTester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester proxyTester{&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest};
    TestedInstances() { proxy.setSourceModel(&model); }
};

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
        QCOMPARE(weights.data(RawValueRole).toDouble(), a.memory.components[0].bytes);
        QCOMPARE(weights.data().toString(), formatGiB(a.memory.components[0].bytes));
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("QLoRA")));
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), displayName(ComponentId::Weights));
        double share = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            share += model.index(r, BreakdownModel::ShareColumn).data(RawValueRole).toDouble();
        QVERIFY(qAbs(share - 1.0) < 1e-9);
    }

    void instancesModelAndProxy()
    {
        TestedInstances tested;
        InstancesModel &model = tested.model;
        InstanceFilterProxy &proxy = tested.proxy;
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
                const double v = i.data(RawValueRole).toDouble();
                QVERIFY(v >= previous);
                previous = v;
            }
        }
        // Tiers are ordered by their cheapest fitting instance.
        double previousTier = -1;
        for (int t = 0; t < proxy.rowCount(); ++t) {
            const double cheapest = proxy.index(t, 0).data(RawValueRole).toDouble();
            QVERIFY(cheapest >= previousTier);
            previousTier = cheapest;
        }
    }

    // A new advice that reads the same changes nothing; a new currency or method renames headers.
    void instancesModelSignalsOnlyWhatChanged()
    {
        TestedInstances tested;
        InstancesModel &model = tested.model;
        InstanceFilterProxy &proxy = tested.proxy;
        const Advice a = adviceFor("qwen2-7b", Method::Qlora);
        model.setAdvice(a);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
        model.setAdvice(adviceFor("qwen2-7b", Method::Qlora));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(headers.count(), 0);
        // Twice the batch: the memory each GPU needs changes, the prices do not. A price cell is
        // signalled only in a row that changes as a whole (its fit, picks or severity).
        const Advice twice = adviceFor("qwen2-7b", Method::Qlora, 2);
        QSet<QString> recoloured;
        for (const InstanceEvaluation &before : a.instances)
            for (const InstanceEvaluation &after : twice.instances)
                if (before.instance == after.instance &&
                    (before.fits != after.fits || before.picks != after.picks || before.worstSeverity() != after.worstSeverity() ||
                     before.suggestion != after.suggestion))
                    recoloured.insert(after.key());
        model.setAdvice(twice);
        QVERIFY(changed.count() > 0);
        for (const QList<QVariant> &signal : std::as_const(changed)) {
            const auto from = signal.at(0).value<QModelIndex>(), to = signal.at(1).value<QModelIndex>();
            if (!from.parent().isValid() || from.column() > InstancesModel::HourlyColumn || to.column() < InstancesModel::HourlyColumn)
                continue; // a tier row, or no price cell
            for (int r = from.row(); r <= to.row(); ++r)
                QVERIFY2(recoloured.contains(model.index(r, 0, from.parent()).data(KeyRole).toString()),
                         qPrintable(QStringLiteral("%1 %2-%3")
                                        .arg(model.index(r, 0, from.parent()).data(KeyRole).toString())
                                        .arg(from.column())
                                        .arg(to.column())));
        }
        // Serving: the run column is the cost per million tokens, in the headers and the cells.
        model.setAdvice(adviceFor("qwen2-7b", Method::Inference));
        QCOMPARE(headers.count(), 1);
        const QString header = model.headerData(InstancesModel::RunCostColumn, Qt::Horizontal, InstancesModel::ExportRole).toString();
        QVERIFY2(header.contains(QStringLiteral("per million tokens")), qPrintable(header));
        // The first priced row (machines sold without a public price have no cost per token).
        QModelIndex row;
        for (int r = 0; r < proxy.rowCount(proxy.index(0, 0)) && !row.isValid(); ++r) {
            const QModelIndex at = proxy.mapToSource(proxy.index(r, InstancesModel::RunCostColumn, proxy.index(0, 0)));
            if (model.evaluation(at)->hasPrice())
                row = at;
        }
        const InstanceEvaluation *e = model.evaluation(row);
        QVERIFY(e && e->run.serving && e->hasPrice());
        QCOMPARE(row.data(InstancesModel::ExportRole).toDouble(), e->run.cost / e->run.tokens * 1e6);
        QCOMPARE(row.data(RawValueRole).toDouble(), e->run.costPerMillionTokens());
    }

    // The window says each fact as core says it, as the CLI's table does (tst_recommend
    // cliTableSaysWhatCoreSays): the fit in its words, the headlined cost under its label, a run
    // when training and a million tokens when serving.
    void windowSaysWhatCoreSays_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("training") << int(Method::Qlora);
        QTest::newRow("serving") << int(Method::Inference);
    }
    void windowSaysWhatCoreSays()
    {
        QFETCH(int, method);
        const Advice a = adviceFor("qwen2-7b", Method(method));
        InstancesModel model;
        model.setAdvice(a);
        const bool serving = Method(method) == Method::Inference;
        QCOMPARE(model.headerData(InstancesModel::RunCostColumn, Qt::Horizontal).toString(), headlineCostLabel(serving, TextLength::Short));
        QCOMPARE(headlineCostLabel(serving, TextLength::Short), serving ? QStringLiteral("Per M tok") : QStringLiteral("Run cost"));
        int priced = 0;
        for (int t = 0; t < model.rowCount(); ++t)
            for (int r = 0; r < model.rowCount(model.index(t, 0)); ++r) {
                const QModelIndex index = model.index(r, 0, model.index(t, 0));
                const InstanceEvaluation *e = model.evaluation(index);
                if (e->fitState() != FitState::WithSuggestion)
                    QCOMPARE(index.data(InstancesModel::ExportRole).toString(), displayName(e->fitState()));
                const QVariant windowCost = index.siblingAtColumn(InstancesModel::RunCostColumn).data(InstancesModel::ExportRole);
                if (!e->headlineCost()) {
                    QCOMPARE(windowCost.toString(), QString());
                    continue;
                }
                ++priced;
                QCOMPARE(windowCost.toDouble(), *e->headlineCost());
                // Serving: the headline is the cost of a million tokens (hourly × hours ÷ tokens × 10^6).
                const double expected = serving ? e->hourly * e->run.hours / e->run.tokens * 1e6 : e->hourly * e->run.hours;
                QVERIFY2(std::abs(*e->headlineCost() - expected) <= 1e-6 * expected, qPrintable(e->key()));
            }
        QVERIFY(priced > 10);
    }

    // "How many GPUs" headlines the same cost as the instances: one run when training, a million
    // generated tokens when serving (hourly × hours ÷ tokens × 10^6), under the same label.
    void needsHeadlineWhatInstancesDo_data() { windowSaysWhatCoreSays_data(); }
    void needsHeadlineWhatInstancesDo()
    {
        QFETCH(int, method);
        const bool serving = Method(method) == Method::Inference;
        // Llama 3.1 405B holds on no single GPU, so every GPU model has a row.
        Scenario s;
        s.model = *findPreset(QStringLiteral("llama-3.1-405b"));
        s.method = Method(method);
        s.gradCheckpointing = true;
        const Advice a = advise(s, bundledCatalog());
        QVERIFY2(a.needs.size() >= 3, qPrintable(QString::number(a.needs.size())));
        NeedsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setAdvice(a);
        QCOMPARE(model.headerData(NeedsModel::RunCostColumn, Qt::Horizontal).toString(),
                 serving ? QStringLiteral("Per M tok") : QStringLiteral("Run cost"));
        int priced = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            const GpuNeed *n = model.need(r);
            const QModelIndex cell = model.index(r, NeedsModel::RunCostColumn);
            if (!n->priced || !n->run.available) {
                QCOMPARE(cell.data().toString(), QStringLiteral("n/a"));
                continue;
            }
            ++priced;
            QCOMPARE(n->run.serving, serving);
            const double expected = serving ? n->hourly * n->run.hours / n->run.tokens * 1e6 : n->hourly * n->run.hours;
            QVERIFY2(std::abs(cell.data(RawValueRole).toDouble() - expected) <= 1e-6 * expected, qPrintable(n->text()));
            QCOMPARE(cell.data().toString(), a.currency.format(expected, serving ? 3 : 0));
        }
        QVERIFY(priced >= 3);
        // In that cost's order (single-node rows, which come first).
        double previous = 0;
        for (const GpuNeed &n : a.needs) {
            if (n.nodes > 1 && !n.instance->rdma.value_or(false))
                break;
            if (!n.headlineCost())
                break;
            QVERIFY2(*n.headlineCost() >= previous, qPrintable(n.text()));
            previous = *n.headlineCost();
        }
    }

    // A tier row counts as fitting only what fits without a critical problem, as the picks do, and
    // names the rest: BF16 inference of Qwen2 7B fits the Legacy tier's GPUs, which have no BF16
    // (critical), beside the default QLoRA job.
    void tierRowsCountCleanFits_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("model");
        QTest::newRow("qlora") << int(Method::Qlora) << QStringLiteral("qwen2-7b");
        QTest::newRow("bf16 inference on old GPUs") << int(Method::Inference) << QStringLiteral("qwen2-7b");
    }
    void tierRowsCountCleanFits()
    {
        QFETCH(int, method);
        QFETCH(QString, model);
        const Advice a = adviceFor(qPrintable(model), Method(method));
        InstancesModel m;
        m.setAdvice(a);
        int flawedSeen = 0;
        for (int t = 0; t < m.rowCount(); ++t) {
            const QModelIndex tier = m.index(t, 0);
            int clean = 0, flawed = 0;
            for (int r = 0; r < m.rowCount(tier); ++r) {
                const FitState f = m.evaluation(m.index(r, 0, tier))->fitState();
                clean += f == FitState::Clean;
                flawed += f == FitState::Flawed;
            }
            flawedSeen += flawed;
            const QString text = tier.data().toString();
            QVERIFY2(text.contains(QStringLiteral(" — %1 of %2 fit").arg(clean).arg(m.rowCount(tier))), qPrintable(text));
            QCOMPARE(text.contains(QStringLiteral("more with a critical problem")), flawed > 0);
            if (flawed > 0)
                QVERIFY2(text.contains(QStringLiteral(", %1 more with a critical problem").arg(flawed)), qPrintable(text));
        }
        if (Method(method) == Method::Inference)
            QVERIFY(flawedSeen > 0); // FP32-only Pascal and no-BF16 GPUs fit a 7B model but cannot run BF16
    }

    // Names sort in natural order, numbers inside them by value, whichever the catalog order.
    void namesSortNaturally()
    {
        test::TestCatalog t;
        for (const char *type : {"g6.12xlarge", "g6.2xlarge", "g6.48xlarge", "g6.4xlarge"})
            t.add(QString::fromLatin1(type), QStringLiteral("h100-sxm"), 1, 2.0);
        InstancesModel model;
        model.setAdvice(advise(test::preset("qwen2-7b", Method::Qlora), t.catalog));
        InstanceFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(InstancesModel::InstanceColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.rowCount(), 1);
        const QModelIndex tier = proxy.index(0, 0);
        QStringList order;
        for (int r = 0; r < proxy.rowCount(tier); ++r)
            order << proxy.index(r, InstancesModel::InstanceColumn, tier).data().toString();
        QCOMPARE(order,
                 QStringList({QStringLiteral("g6.2xlarge"), QStringLiteral("g6.4xlarge"), QStringLiteral("g6.12xlarge"),
                              QStringLiteral("g6.48xlarge")}));
    }

    // Compact cells; the exact figure for sorting, tooltips and copies.
    void compactCells()
    {
        InstancesModel model;
        const Advice a = adviceFor("qwen2-7b", Method::Qlora);
        model.setAdvice(a);
        QModelIndex row = model.index(0, 0, model.index(0, 0));
        for (int r = 1; !model.evaluation(row)->hasPrice(); ++r) // the first priced row
            row = model.index(r, 0, model.index(0, 0));
        const InstanceEvaluation *e = model.evaluation(row);
        const QModelIndex annual = row.siblingAtColumn(InstancesModel::AnnualColumn);
        QVERIFY(annual.data().toString().size() <= 7);
        QCOMPARE(annual.data(RawValueRole).toDouble(), e->annual.total());
        QCOMPARE(annual.data(InstancesModel::ExportRole).toDouble(), e->annual.total());
        QVERIFY(annual.data(Qt::ToolTipRole).toString().startsWith(a.currency.format(e->annual.total())));
        const QString fit = row.data(InstancesModel::ExportRole).toString();
        QCOMPARE(fit, e->fitState() == FitState::WithSuggestion ? e->suggestionText() : displayName(e->fitState()));
        QVERIFY(row.siblingAtColumn(InstancesModel::ProviderColumn).data(InstancesModel::ExportRole).toString() == e->providerName());
        // Sizing: decision columns list their widest texts; names take what is left.
        QVERIFY(!model.headerData(InstancesModel::AnnualColumn, Qt::Horizontal, InstancesModel::SizingTextsRole).toStringList().isEmpty());
        QVERIFY(model.headerData(InstancesModel::InstanceColumn, Qt::Horizontal, InstancesModel::SizingTextsRole).toStringList().isEmpty());
        QCOMPARE(model.headerData(InstancesModel::AnnualColumn, Qt::Horizontal, InstancesModel::ExportRole).toString(),
                 QStringLiteral("Per year (USD)"));
    }

    // A machine sold without a public price: "unknown" per year, the reason in the tooltip, and
    // it sorts after every priced row.
    void unpricedRowSaysWhy()
    {
        InstancesModel model;
        model.setAdvice(adviceFor("qwen2-7b", Method::Qlora));
        QModelIndex row;
        for (int t = 0; t < model.rowCount() && !row.isValid(); ++t)
            for (int r = 0; r < model.rowCount(model.index(t, 0)); ++r)
                if (model.index(r, 0, model.index(t, 0)).data(KeyRole).toString() == QLatin1String("alibaba:ecs.gn8v.4xlarge:on-request"))
                    row = model.index(r, 0, model.index(t, 0));
        QVERIFY(row.isValid());
        const QModelIndex annual = row.siblingAtColumn(InstancesModel::AnnualColumn);
        QCOMPARE(annual.data().toString(), QStringLiteral("unknown"));
        QCOMPARE(row.siblingAtColumn(InstancesModel::HourlyColumn).data().toString(), QStringLiteral("n/a"));
        QVERIFY2(annual.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("Price unknown: Alibaba publishes no list price")),
                 qPrintable(annual.data(Qt::ToolTipRole).toString()));
        QCOMPARE(annual.data(RawValueRole).toDouble(), 1e300);
    }

    void formatCompact_data()
    {
        QTest::addColumn<double>("amount");
        QTest::addColumn<QString>("text");
        QTest::newRow("cents") << 0.443 << "$0.44";
        QTest::newRow("tens") << 32.774 << "$32.77";
        QTest::newRow("hundreds") << 328.6 << "$329";
        QTest::newRow("thousands") << 3390.0 << "$3.39k";
        QTest::newRow("ten thousands") << 33'940.0 << "$33.9k";
        QTest::newRow("hundred thousands") << 339'400.0 << "$339k";
        QTest::newRow("rounds up a unit") << 999'700.0 << "$1.00M";
        QTest::newRow("millions") << 12'500'000.0 << "$12.5M";
        QTest::newRow("under a thousand") << 999.4 << "$999";
    }
    void formatCompact()
    {
        QFETCH(double, amount);
        QFETCH(QString, text);
        QCOMPARE(CurrencySettings().formatCompact(amount), text);
    }

    // Tier rows count the instances the filters leave.
    void tierRowsCountWhatIsShown()
    {
        TestedInstances tested;
        InstanceFilterProxy &proxy = tested.proxy;
        AdviseOptions tencent;
        tencent.providers = {QStringLiteral("tencent")};
        tested.model.setAdvice(adviceFor("qwen2-7b", Method::Qlora, 1, tencent));
        proxy.setFitsOnly(true);
        QVERIFY(proxy.rowCount() > 0);
        for (int t = 0; t < proxy.rowCount(); ++t) {
            const QModelIndex tier = proxy.index(t, 0);
            int fitting = 0; // clean fits: a critical problem is counted apart (tierRowsCountCleanFits)
            for (int r = 0; r < proxy.rowCount(tier); ++r)
                fitting += tested.model.evaluation(proxy.mapToSource(proxy.index(r, 0, tier)))->fitState() == FitState::Clean ? 1 : 0;
            QVERIFY2(tier.data().toString().contains(QStringLiteral("%1 of %2 fit").arg(fitting).arg(proxy.rowCount(tier))),
                     qPrintable(tier.data().toString()));
        }
    }

    void proxyFilters_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<bool>("fitsOnly");
        QTest::newRow("tencent") << "tencent"
                                 << ""
                                 << "" << false;
        QTest::newRow("region") << ""
                                << "us-east"
                                << "" << false;
        QTest::newRow("gpu") << ""
                             << ""
                             << "a10" << false;
        QTest::newRow("fits") << ""
                              << ""
                              << "" << true;
        QTest::newRow("combined") << "aws"
                                  << "us"
                                  << "l40s" << true;
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
        // Providers, region and GPU filter the advice (its picks follow); "fits only" the view.
        AdviseOptions options;
        if (!provider.isEmpty())
            options.providers = {provider};
        if (!region.isEmpty())
            options.regions = {region};
        if (!gpu.isEmpty())
            options.gpus = {gpu};
        model.setAdvice(adviceFor("llama-3-8b", Method::Lora, 1, options));
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
            QVERIFY(model.index(r - 1, 0).data(SeverityRole).toInt() >= model.index(r, 0).data(SeverityRole).toInt());
        const QModelIndex first = model.index(0, AdvisoriesModel::MessageColumn);
        QVERIFY(!first.data().toString().isEmpty());
        QVERIFY(first.data(AdvisoriesModel::WhyRole).toString().contains(QStringLiteral("Source")));
        // The same advisories again: no reset, the table keeps its selection.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setAdvisories(a.allAdvisories().mid(0, 40));
        QCOMPARE(reset.count(), 0);
        for (int r = 0; r < model.rowCount(); ++r) // no internal instance keys in the text
            if (const QString key = model.index(r, 0).data(AdvisoriesModel::InstanceRole).toString(); !key.isEmpty())
                QVERIFY(!model.index(r, 0).data(AdvisoriesModel::WhyRole).toString().contains(key));
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
            const QString key = model.index(r, 0).data(KeyRole).toString();
            const auto it =
                std::find_if(a.instances.cbegin(), a.instances.cend(), [&key](const InstanceEvaluation &e) { return e.key() == key; });
            QVERIFY(qAbs(parts - it->annual.total()) < 1e-6);
            QCOMPARE(model.index(r, CostChartModel::RunXColumn).data().toDouble(), it->run.hours);
            QCOMPARE(model.index(r, CostChartModel::RunYColumn).data().toDouble(), it->run.cost);
        }
        QCOMPARE(model.names().size(), 6);
        // Every pick is charted, whatever the limit leaves of the others, in the given order.
        for (int p = 0; p < kPickCount; ++p)
            if (a.pick(Pick(p)) >= 0) {
                const QString key = a.instances[a.pick(Pick(p))].key();
                bool found = false;
                for (int r = 0; r < model.rowCount(); ++r)
                    found = found || model.index(r, 0).data(KeyRole).toString() == key;
                QVERIFY(found);
            }
        // The same instances again: nothing signalled; new values for them: in place.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setEvaluations(list, a.currency, 6);
        QCOMPARE(reset.count() + changed.count(), 0);
        Scenario s = a.scenario;
        s.usage.hoursPerDay = 4;
        const Advice fewerHours = advise(s, bundledCatalog());
        QList<const InstanceEvaluation *> sameOrder;
        for (int r = 0; r < model.rowCount(); ++r)
            for (const InstanceEvaluation &e : fewerHours.instances)
                if (e.key() == model.index(r, 0).data(KeyRole).toString())
                    sameOrder << &e;
        model.setEvaluations(sameOrder, fewerHours.currency, 6);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 1);
        // Six other instances: still in place (the charts move their bars rather than rebuild them).
        model.setEvaluations(list.mid(20), a.currency, 6);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(model.rowCount(), 6);
        // Serving: tokens per second against the cost per million tokens.
        const Advice serving = adviceFor("qwen2-7b", Method::Inference);
        QList<const InstanceEvaluation *> served;
        for (const InstanceEvaluation &e : serving.instances)
            served << &e;
        model.setEvaluations(served, serving.currency, 6);
        QVERIFY(model.serving());
        const QString key = model.index(0, 0).data(KeyRole).toString();
        const auto it = std::find_if(serving.instances.cbegin(), serving.instances.cend(),
                                     [&key](const InstanceEvaluation &e) { return e.key() == key; });
        QCOMPARE(model.index(0, CostChartModel::RunYColumn).data().toDouble(), it->run.costPerMillionTokens());
        QCOMPARE(model.index(0, CostChartModel::RunXColumn).data().toDouble(), it->run.tokens / (it->run.hours * 3600));
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
        const double fullBudget = model.index(ComparisonModel::BudgetRow, 0).data(RawValueRole).toDouble();
        const double qloraBudget = model.index(ComparisonModel::BudgetRow, 1).data(RawValueRole).toDouble();
        QCOMPARE(fullBudget, full.memory.budgetBytes);
        QVERIFY(qloraBudget < fullBudget / 3);
        QCOMPARE(model.index(ComparisonModel::ModelRow, 0).data().toString(), QStringLiteral("Qwen2 7B"));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("#1 ") + displayName(Method::Full));
        // Compact enough for four columns, exact in the tooltip, providers by name.
        const QString cheapest = model.index(ComparisonModel::CheapestRow, 1).data().toString();
        QVERIFY2(cheapest.at(0).isUpper(), qPrintable(cheapest));
        QVERIFY(model.index(ComparisonModel::AnnualRow, 1).data().toString().size() <= 7);
        QVERIFY(model.index(ComparisonModel::AnnualRow, 1).data(Qt::ToolTipRole).toString().contains(cheapest));
        QVERIFY(model.pin(full));
        QVERIFY(model.pin(full));
        QVERIFY(!model.pin(full)); // four at most
        QCOMPARE(model.columnCount(), kMaxComparedScenarios);
        model.unpin(0);
        QCOMPARE(model.columnCount(), 3);
        model.clear();
        QCOMPARE(model.columnCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestItemModels)
#include "tst_itemmodels.moc"
