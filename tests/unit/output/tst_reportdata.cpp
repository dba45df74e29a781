// The report's content without a page or a font: the sections it has, and that every number in
// it is the Advice's own (never worked out again), with nothing on page 1 only an engineer reads.
#include "common/fixtures.h"
#include "core/advice.h"
#include "output/reportdata.h"

#include <QTest>

#include <algorithm>

using namespace ga;
using namespace ga::test;

namespace {

Advice adviceFor(const Scenario &s)
{
    return advise(s, bundledCatalog());
}

Scenario fullFineTune(const char *model)
{
    Scenario s = defaultScenario();
    s.model = *findPreset(QString::fromLatin1(model));
    s.method = Method::Full;
    s.gradCheckpointing = true;
    return s;
}

template<typename T>
QList<const T *> blocksOf(const ReportSection &section)
{
    QList<const T *> out;
    for (const ReportBlock &b : section.blocks)
        if (const T *x = std::get_if<T>(&b))
            out << x;
    return out;
}

QString leadOf(const ReportData &r)
{
    for (const ReportParagraph *p : blocksOf<ReportParagraph>(*r.section(ReportSectionId::Decision)))
        if (p->style == ReportParagraph::Style::Lead)
            return p->text;
    return {};
}

QString sectionText(const ReportSection &s)
{
    ReportData one;
    one.sections << s;
    return one.plainText();
}

} // namespace

class TestReportData final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sectionsInOrder()
    {
        const ReportData r = reportData(adviceFor(defaultScenario()));
        QList<ReportSectionId> ids;
        for (const ReportSection &s : r.sections)
            ids << s.id;
        const QList<ReportSectionId> expected{ReportSectionId::Decision,  ReportSectionId::Preflight,   ReportSectionId::Memory,
                                              ReportSectionId::Instances, ReportSectionId::Advisories,  ReportSectionId::AnnualCost,
                                              ReportSectionId::Run,       ReportSectionId::Assumptions, ReportSectionId::Catalog};
        QCOMPARE(ids, expected);
        QVERIFY(!r.section(ReportSectionId::Decision)->newPage);
        QVERIFY(r.section(ReportSectionId::Memory)->newPage); // page 1 is the decision
        QCOMPARE(r.section(ReportSectionId::Preflight)->title, QStringLiteral("Before the first paid hour: run the preflight check"));
        QVERIFY(sectionText(*r.section(ReportSectionId::Preflight)).contains(QStringLiteral("File > Export preflight check")));
        QVERIFY(r.headerDetails.contains(bundledCatalog().version));
    }

    // Page 1 states what to rent, how many, why and what it costs, in the Advice's own numbers.
    void decisionUsesTheAdvicesNumbers()
    {
        const Advice a = adviceFor(defaultScenario());
        const ReportData r = reportData(a);
        const int rec = a.recommended();
        QVERIFY(rec >= 0);
        const InstanceEvaluation &e = a.instances[rec];
        const QString lead = leadOf(r);
        QVERIFY2(lead.contains(formatGiB(a.memory.budgetBytes) + QStringLiteral(" GiB")), qPrintable(lead));
        QVERIFY(lead.contains(e.instance->type));
        QVERIFY(lead.contains(e.providerName()));
        QVERIFY(lead.contains(e.gpu->name));
        QVERIFY(lead.contains(a.currency.format(e.annual.total())));
        QVERIFY(lead.contains(a.currency.format(e.run.cost)));
        // Hours up to two days, days of round-the-clock running beyond.
        QVERIFY(lead.contains(e.run.hours < 48 ? QString::number(e.run.hours, 'f', 1) + QStringLiteral(" h")
                                               : QString::number(e.run.hours / 24, 'f', 1) + QStringLiteral(" days")));
        QVERIFY(r.title.contains(a.scenario.model.name));
        // The picks, recommended first, each with its name.
        const ReportTable *picks = blocksOf<ReportTable>(*r.section(ReportSectionId::Decision)).constFirst();
        QVERIFY(picks->rows.constFirst().at(0).contains(displayName(Pick::CheapestRun)));
        QCOMPARE(picks->emphasis, QList<int>{0});
    }

    // The picks table headlines what the window and the CLI headline: one run when training, a
    // million generated tokens when serving, under the same label.
    void picksHeadlineTheWindowsCost()
    {
        Scenario serving = defaultScenario();
        serving.method = Method::Inference;
        for (const Scenario &s : {defaultScenario(), serving}) {
            const Advice a = adviceFor(s);
            const ReportData r = reportData(a); // the table below points into it
            const ReportTable *picks = blocksOf<ReportTable>(*r.section(ReportSectionId::Decision)).constFirst();
            const int column = int(picks->header.indexOf(headlineCostLabel(!s.isTraining(), TextLength::Long)));
            QVERIFY2(column >= 0, qPrintable(picks->header.join(QLatin1Char('|'))));
            const InstanceEvaluation &first = a.instances[a.recommended()];
            QVERIFY2(picks->rows.constFirst().at(column).startsWith(first.headlineCostText(a.currency)),
                     qPrintable(picks->rows.constFirst().at(column)));
        }
    }

    // No flag names and no bare codes on page 1: a manager forwards it as it is.
    void pageOneIsPlain_data()
    {
        QTest::addColumn<QString>("job");
        QTest::newRow("default") << QStringLiteral("default");
        QTest::newRow("13B full") << QStringLiteral("13b-full");
        QTest::newRow("inference") << QStringLiteral("inference");
    }
    void pageOneIsPlain()
    {
        QFETCH(QString, job);
        Scenario scenario = job == QLatin1String("13b-full") ? fullFineTune("llama-2-13b") : defaultScenario();
        if (job == QLatin1String("inference")) {
            scenario.method = Method::Inference;
            scenario.gradCheckpointing = false;
        }
        const ReportData r = reportData(adviceFor(scenario));
        const QString page1 = sectionText(*r.section(ReportSectionId::Decision));
        QVERIFY2(!page1.contains(QStringLiteral("--")), qPrintable(page1));
        for (const QString &code : advisoryCodes())
            QVERIFY2(!page1.contains(code), qPrintable(code));
        // Elsewhere a code stands only next to its plain message.
        const QString all = r.plainText();
        for (const QString &code : advisoryCodes())
            QCOMPARE(all.count(code), all.count(QStringLiteral("(rule %1)").arg(code)));
    }

    // Nothing holds a 13B full fine-tune on one GPU: page 1 answers how many GPUs it takes.
    void needsOnPageOne()
    {
        const Advice a = adviceFor(fullFineTune("llama-2-13b"));
        QCOMPARE(a.fittingCount(), 0);
        QVERIFY(!a.needs.isEmpty());
        const ReportData r = reportData(a);
        QVERIFY(leadOf(r).contains(a.needs.constFirst().text()));
        const QList<const ReportTable *> tables = blocksOf<ReportTable>(*r.section(ReportSectionId::Decision));
        QCOMPARE(tables.size(), 1);
        const ReportTable &needs = *tables.constFirst();
        QVERIFY(needs.rows.size() >= 3);
        for (int i = 0; i < needs.rows.size(); ++i) {
            QCOMPARE(needs.rows[i].at(0), a.needs[i].gpu->name);
            QCOMPARE(needs.rows[i].at(3), formatGiB(a.needs[i].budgetBytes) + QStringLiteral(" GiB"));
        }
        // The run section falls back on the smallest configuration.
        QVERIFY(sectionText(*r.section(ReportSectionId::Run)).contains(a.needs.constFirst().text()));
    }

    // The memory section says what a model card would be checked against: active parameters, the
    // checkpoint's own format when it is served in it, and nothing of the sort for a dense BF16 job.
    void memoryNamesTheModelsFacts()
    {
        Scenario s = defaultScenario();
        s.model = *findPreset(QStringLiteral("gpt-oss-120b"));
        s.method = Method::Inference;
        s.precision = Precision::Int4; // the checkpoint's MXFP4, as the window and the CLI pick it
        s.gradCheckpointing = false;
        const QString text = sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Memory));
        QVERIFY2(text.contains(QStringLiteral("5.71 B active per token (4 of 128 experts)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Weights in the checkpoint's own format: MXFP4")));
        s.precision = Precision::Bf16;
        QVERIFY(sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Memory)).contains(QStringLiteral("this job uses BF16")));
        const QString dense = sectionText(*reportData(adviceFor(defaultScenario())).section(ReportSectionId::Memory));
        QVERIFY(!dense.contains(QStringLiteral("active per token")) && !dense.contains(QStringLiteral("checkpoint's")));
    }

    // Serving a model no single GPU holds: the needs table headlines a million tokens, as the
    // picks do (hourly × hours ÷ tokens × 10^6, three decimals).
    // The memory section names the framework, what it changes and its measured error.
    void memoryNamesTheFramework()
    {
        Scenario s = defaultScenario();
        s.stack = Stack::LlamaFactory;
        s.liger = true;
        const QString text = sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Memory));
        QVERIFY2(text.contains(QStringLiteral("Framework: LLaMA-Factory")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("enable_liger_kernel: true")));
        QVERIFY(text.contains(QStringLiteral("LLaMA-Factory: no published measurement")));
        s.stack = Stack::FsdpQlora;
        s.liger = false;
        QVERIFY(sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Memory)).contains(QStringLiteral("median error")));
        s.method = Method::Inference;
        QVERIFY(!sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Memory)).contains(QStringLiteral("Framework:")));
    }

    void servingNeedsHeadlineTokens()
    {
        Scenario s = defaultScenario();
        s.model = *findPreset(QStringLiteral("llama-3.1-405b"));
        s.method = Method::Inference;
        s.gradCheckpointing = false;
        const Advice a = adviceFor(s);
        QCOMPARE(a.fittingCount(), 0);
        const ReportData r = reportData(a);
        const ReportTable &needs = *blocksOf<ReportTable>(*r.section(ReportSectionId::Decision)).constFirst();
        QCOMPARE(needs.header.constLast(), QStringLiteral("Cost per million tokens"));
        int priced = 0;
        for (int i = 0; i < needs.rows.size(); ++i) {
            const GpuNeed &n = a.needs[i];
            if (!n.priced || !n.run.available)
                continue;
            ++priced;
            QCOMPARE(needs.rows[i].constLast(), a.currency.format(n.hourly * n.run.hours / n.run.tokens * 1e6, 3));
        }
        QVERIFY(priced > 0);
    }

    void memoryMatchesTheBudget()
    {
        const Advice a = adviceFor(defaultScenario());
        const ReportData r = reportData(a);
        const ReportSection &memory = *r.section(ReportSectionId::Memory);
        QCOMPARE(blocksOf<ReportFigure>(memory).constFirst()->value, formatGiB(a.memory.budgetBytes) + QStringLiteral(" GiB"));
        const ReportChart &chart = *blocksOf<ReportChart>(memory).constFirst();
        QCOMPARE(chart.values.size(), 1);
        QCOMPARE(chart.series.size(), kComponentCount);
        for (int c = 0; c < kComponentCount; ++c) {
            QCOMPARE(chart.series[c], displayName(ComponentId(c)));
            QCOMPARE(chart.values[0][c], a.memory.components[std::size_t(c)].gib());
        }
        const ReportTable &table = *blocksOf<ReportTable>(memory).constFirst();
        for (const QStringList &row : table.rows)
            for (const MemoryComponent &c : a.memory.components)
                if (row.at(0) == displayName(c.id)) {
                    QCOMPARE(row.at(1), formatGiB(c.bytes));
                    QCOMPARE(row.at(3), componentFormula(c));
                }
        QCOMPARE(table.rows.constLast().at(1), formatGiB(a.memory.budgetBytes));
        // Every source the rows refer to is listed under the table.
        const QString notes = blocksOf<ReportParagraph>(memory).constFirst()->text;
        QVERIFY(notes.contains(termSource(a.memory.component(ComponentId::Weights).terms.first().term)));
    }

    void costsMatchTheAdvice()
    {
        const Advice a = adviceFor(defaultScenario());
        const ReportData r = reportData(a);
        const ReportSection &cost = *r.section(ReportSectionId::AnnualCost);
        const ReportChart &chart = *blocksOf<ReportChart>(cost).constFirst();
        const ReportTable &table = *blocksOf<ReportTable>(cost).constFirst();
        QCOMPARE(chart.series.size(), kCostPartCount);
        QCOMPARE(chart.categories.size(), table.rows.size());
        const InstanceEvaluation &e = a.instances[a.recommended()];
        QCOMPARE(table.emphasis.size(), 1);
        const int row = table.emphasis.constFirst();
        for (int p = 0; p < kCostPartCount; ++p)
            QCOMPARE(chart.values[row][p], costOf(e.annual, CostPart(p)));
        QVERIFY(table.rows[row].constLast().startsWith(a.currency.format(e.annual.total())));
        // How the year adds up: the formula of every part.
        const ReportTable &parts = *blocksOf<ReportTable>(cost).at(1);
        for (int p = 0; p < kCostPartCount; ++p)
            QCOMPARE(parts.rows[p].at(2), a.costFormula(e, CostPart(p)));
    }

    void instancesCarryPicksAndDefinitions()
    {
        const Advice a = adviceFor(defaultScenario());
        const QString text = sectionText(*reportData(a).section(ReportSectionId::Instances));
        QVERIFY(text.contains(pickRule()));
        for (int p = 0; p < kPickCount; ++p) {
            QVERIFY(text.contains(pickCriterion(Pick(p))));
            if (a.pick(Pick(p)) >= 0)
                QVERIFY(text.contains(a.instances[a.pick(Pick(p))].instance->type));
        }
        QVERIFY(text.contains(a.needs.constFirst().gpu->name));
    }

    // The yearly figure is tied to the run: 8 h × 365 d = 2,920 hours of use hold 2,920 ÷ run
    // hours runs; a usage shorter than one run says so.
    void yearIsTiedToTheRun()
    {
        const Advice a = adviceFor(defaultScenario());
        const InstanceEvaluation &e = a.instances[a.recommended()];
        const double runs = 8.0 * 365.0 / e.run.hours;
        QVERIFY2(leadOf(reportData(a))
                     .contains(QStringLiteral("That year of use (2,920 hours) is about %1 such runs")
                                   .arg(QString::number(runs, 'f', runs < 10 ? 1 : 0))),
                 qPrintable(leadOf(reportData(a))));
        Scenario brief = defaultScenario();
        brief.usage.hoursPerDay = 1;
        brief.usage.daysPerYear = 10;
        const Advice b = adviceFor(brief);
        QVERIFY(b.instances[b.recommended()].run.hours > 10);
        QVERIFY2(leadOf(reportData(b)).contains(QStringLiteral("more than the 10 a year the usage assumes")),
                 qPrintable(leadOf(reportData(b))));
    }

    // The bucket's versioning, the console step the guide mixes up with encryption, is on the
    // preflight page for a job that keeps its data in object storage, and only then.
    void bucketVersioningBeforeTheRun()
    {
        const auto preflight = [](const Scenario &s) { return sectionText(*reportData(adviceFor(s)).section(ReportSectionId::Preflight)); };
        QVERIFY(preflight(defaultScenario()).contains(QStringLiteral("turn on versioning for the bucket")));
        QVERIFY(preflight(defaultScenario()).contains(QStringLiteral("encryption protects the data at rest but restores nothing")));
        Scenario serve = defaultScenario();
        serve.method = Method::Inference;
        QVERIFY(!preflight(serve).contains(QStringLiteral("versioning")));
    }

    // The run section's note says what the run time holds: the reading of the data where that takes
    // longer than the computation (the run time is then the reading), else the computation.
    void runNoteSaysWhatTheTimeHolds_data()
    {
        QTest::addColumn<int>("source");
        QTest::addColumn<double>("datasetGb");
        QTest::addColumn<QString>("note");
        QTest::newRow("local disk") << int(DataSource::LocalDisk) << 100.0 << "counts the computation only";
        QTest::newRow("object storage, read in time") << int(DataSource::ObjectStorage) << 1.0 << "longer than reading the data";
        QTest::newRow("object storage, the GPUs wait") << int(DataSource::ObjectStorage) << 300000.0 << "the run time is the reading time";
    }
    void runNoteSaysWhatTheTimeHolds()
    {
        QFETCH(int, source);
        QFETCH(double, datasetGb);
        QFETCH(QString, note);
        Scenario s = defaultScenario();
        s.usage.dataSource = DataSource(source);
        s.usage.datasetGb = datasetGb;
        AdviseOptions options; // Tencent's rows publish their network bandwidth, which bounds the reading
        options.providers = {QStringLiteral("tencent")};
        const Advice a = advise(s, bundledCatalog(), options);
        QVERIFY(a.recommended() >= 0);
        const RunEstimate &run = a.instances[a.recommended()].run;
        QCOMPARE(run.dataBound(), note.contains(QStringLiteral("reading time")));
        const QString text = sectionText(*reportData(a).section(ReportSectionId::Run));
        QVERIFY2(text.contains(note), qPrintable(text));
    }

    void estimatedPricesAreMarked()
    {
        // The default's answer, its price now marked estimated (a converted currency, say).
        const QString key = adviceFor(defaultScenario()).instances[adviceFor(defaultScenario()).recommended()].key();
        Catalog catalog = bundledCatalog();
        for (Instance &in : catalog.instances)
            if (in.key() == key) {
                in.priceEstimated = true;
                in.priceBasis = QStringLiteral("converted from another currency");
            }
        const Advice a = advise(defaultScenario(), catalog);
        const ReportData r = reportData(a);
        const InstanceEvaluation &e = a.instances[a.recommended()];
        QCOMPARE(e.key(), key);
        QVERIFY(e.annual.estimated);
        QVERIFY(leadOf(r).contains(a.currency.format(e.annual.total()) + QStringLiteral(" (est.)")));
        QVERIFY(sectionText(*r.section(ReportSectionId::Catalog)).contains(QStringLiteral("Estimated prices")));
    }

    // A price over 12 months old says its month on page 1 and in the instances table; a fresh one
    // says nothing. Judged from 2027-06-01, the default's cheapest per year (RunPod RTX 3090,
    // priced 2026-03-10) is old and its other picks (Lambda GH200 2026-09-20, RunPod B200
    // 2026-10-07) are not.
    void stalePricesAreDated()
    {
        AdviseOptions old;
        old.today = QDate(2027, 6, 1);
        const Advice a = advise(defaultScenario(), bundledCatalog(), old);
        const ReportData r = reportData(a);
        int stale = 0, fresh = 0;
        // The recommended instances (page 1, column 1) and the instances section (column 0).
        for (const auto &[id, column] : {std::pair{ReportSectionId::Decision, 1}, std::pair{ReportSectionId::Instances, 0}}) {
            for (const QStringList &row : blocksOf<ReportTable>(*r.section(id)).constFirst()->rows) {
                const QString &cell = row.at(column);
                const QString label = cell.section(QLatin1Char('\n'), 0, 0);
                const auto e = std::find_if(a.instances.cbegin(), a.instances.cend(), [&label](const InstanceEvaluation &x) {
                    return label == QStringLiteral("%1 %2 (%3)").arg(x.providerName(), x.instance->type, x.instance->region);
                });
                QVERIFY2(e != a.instances.cend(), qPrintable(label));
                if (e->priceStale) {
                    ++stale;
                    QCOMPARE(cell, label + QStringLiteral("\nprice from ") + e->instance->asOf.left(7));
                } else {
                    ++fresh;
                    QCOMPARE(cell, label);
                }
            }
        }
        QVERIFY2(stale > 0 && fresh > 0, "the table needs old and fresh rows for this test to prove anything");
        const InstanceEvaluation &rec = a.instances[a.recommended()];
        QCOMPARE(leadOf(r).contains(QStringLiteral("Its price is from %1").arg(rec.instance->asOf.left(7))), rec.priceStale);

        // Without a date to judge ages by, nothing is marked.
        const Advice undated = advise(defaultScenario(), bundledCatalog(), AdviseOptions{});
        QVERIFY(!sectionText(*reportData(undated).section(ReportSectionId::Instances)).contains(QStringLiteral("price from ")));
        QVERIFY(!leadOf(reportData(undated)).contains(QStringLiteral("Its price is from")));
    }

    // Pinned scenarios are compared with the report's own; pinning the same one adds nothing.
    void comparison()
    {
        const Advice qlora = adviceFor(defaultScenario());
        Scenario fullScenario = defaultScenario();
        fullScenario.method = Method::Full;
        const Advice full = adviceFor(fullScenario);
        QVERIFY(!reportData(qlora, {qlora}).section(ReportSectionId::Comparison));
        const ReportData r = reportData(qlora, {full, qlora});
        const ReportSection *cmp = r.section(ReportSectionId::Comparison);
        QVERIFY(cmp);
        QVERIFY(cmp->newPage);
        QCOMPARE(r.sections.at(2).id, ReportSectionId::Comparison);
        const ReportTable &table = *blocksOf<ReportTable>(*cmp).constFirst();
        QCOMPARE(table.header.size(), 3);
        QCOMPARE(table.rows.at(1).at(1), formatGiB(qlora.memory.budgetBytes) + QStringLiteral(" GiB"));
        QCOMPARE(table.rows.at(1).at(2), formatGiB(full.memory.budgetBytes) + QStringLiteral(" GiB"));
        const ReportChart &chart = *blocksOf<ReportChart>(*cmp).constFirst();
        QCOMPARE(chart.values.size(), 2);
        for (int c = 0; c < kComponentCount; ++c)
            QCOMPARE(chart.values[1][c], full.memory.components[std::size_t(c)].gib());
    }

    void assumptionsNameTheUsage()
    {
        Scenario s = defaultScenario();
        s.usage.hoursPerDay = 12;
        s.usage.billing = Billing::Monthly;
        AdviseOptions options;
        options.currency.display = QStringLiteral("CNY");
        options.currency.cnyPerUsd = 7.1;
        const Advice a = advise(s, bundledCatalog(), options);
        const QString text = sectionText(*reportData(a).section(ReportSectionId::Assumptions));
        QVERIFY(text.contains(QStringLiteral("12 hours a day")));
        QVERIFY(text.contains(displayName(Billing::Monthly)));
        QVERIFY(text.contains(QStringLiteral("1 USD = 7.1 CNY")));
        QVERIFY(text.contains(summary(s)));
        QVERIFY(text.contains(QStringLiteral("10 GB internet egress a day, billed by traffic")));

        // 240 GB over 12 h = 44.4 Mbps -> 45.
        s.usage.egressGbPerDay = 240;
        s.usage.egressBilling = EgressBilling::Bandwidth;
        const QString fixed = sectionText(*reportData(advise(s, bundledCatalog(), options)).section(ReportSectionId::Assumptions));
        QVERIFY2(fixed.contains(QStringLiteral("billed as a fixed 45 Mbps bandwidth where the provider offers it")), qPrintable(fixed));
    }
};

QTEST_GUILESS_MAIN(TestReportData)
#include "tst_reportdata.moc"
