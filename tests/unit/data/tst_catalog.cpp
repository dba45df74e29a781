// The bundled catalog's content and the catalog loader, store and validation.
#include "base/jsonutil.h"
#include "core/catalog.h"
#include "core/cost.h"
#include "data/catalogschema.h"
#include "data/catalogstore.h"
#include "data/presets.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ga;

namespace {

QByteArray providerDoc(const QByteArray &instances, const QByteArray &provider = {})
{
    const QByteArray p = provider.isEmpty()
        ? QByteArray(R"({"id":"testcloud","name":"Test Cloud","currency":"USD","source":"unit test","as_of":"2026-01-01"})")
        : provider;
    return R"({"schema":1,"provider":)" + p +
        R"(,"price_components":[{"region":"*","disk":[{"class":"ssd","name":"SSD","per_gb_month":0.1,"max_iops":3000}],"egress_per_gb":0.09,"object_storage_per_gb_month":0.02,"object_storage_per_10k_get":0.004,"source":"unit test","as_of":"2026-01-01"}],"instances":)" +
        instances + "}";
}

QByteArray instance(const QByteArray &overrides)
{
    QByteArray base =
        R"({"type":"t1","region":"r1","gpu":"a100-80gb-sxm","gpu_count":1,"vcpu":12,"ram_gib":85,"prices":{"on_demand_hourly":2.0,"monthly":null,"yearly":null,"spot_hourly":null},"source":"unit test","as_of":"2026-01-01")";
    return base + overrides + "}";
}

// The provider document with `members` added to its price components.
QByteArray withComponents(const QByteArray &members)
{
    QByteArray doc = providerDoc("[]");
    const QByteArray egress = R"("egress_per_gb":0.09,)";
    return doc.replace(egress, QByteArray(egress + members + ','));
}

// The document read from its tree; reading it as it is parsed (what a start and an import do)
// must give the same catalog or the same error, or the test fails.
Expected<Catalog> load(const QByteArray &text)
{
    auto fromTree = catalogFromJson(nlohmann::json::parse(text.toStdString()), &bundledCatalog(), QStringLiteral("test"));
    const auto streamed = catalogFromText(text, &bundledCatalog(), QStringLiteral("test"));
    const auto describe = [](const Expected<Catalog> &c) {
        return std::holds_alternative<Catalog>(c) ? QString::fromUtf8(catalogToJsonText(std::get<Catalog>(c), CatalogStyle::Compact))
                                                  : std::get<FieldError>(c).message();
    };
    if (describe(fromTree) != describe(streamed))
        qFatal("the streamed read differs: %s / %s", qPrintable(describe(fromTree)), qPrintable(describe(streamed)));
    return fromTree;
}

// `docs` as the provider documents of one bundle.
QByteArray bundleOf(const QList<QByteArray> &docs)
{
    QByteArray list;
    for (const QByteArray &d : docs)
        list += (list.isEmpty() ? "" : ",") + d;
    return R"({"schema":1,"providers":[)" + list + "]}";
}

} // namespace

class TestCatalog final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The scenario's disk class choices: each id once, named after the first provider offering it.
    void diskClassesListEachIdOnce()
    {
        Catalog c;
        Provider a;
        a.id = QStringLiteral("a");
        a.name = QStringLiteral("Alpha");
        PriceComponents east, west;
        east.disks = {DiskClass{QStringLiteral("ssd"), QStringLiteral("SSD")}, DiskClass{QStringLiteral("hdd"), QStringLiteral("HDD")}};
        west.disks = {DiskClass{QStringLiteral("ssd"), QStringLiteral("SSD")}};
        a.priceComponents = {east, west};
        Provider b = a;
        b.id = QStringLiteral("b");
        b.name = QStringLiteral("Beta");
        PriceComponents only;
        only.disks = {DiskClass{QStringLiteral("ssd"), QStringLiteral("Fast SSD")},
                      DiskClass{QStringLiteral("nvme"), QStringLiteral("NVMe")}};
        b.priceComponents = {only};
        c.providers = {a, b};
        const QList<std::pair<QString, QString>> expected{{QStringLiteral("ssd"), QStringLiteral("SSD (Alpha)")},
                                                          {QStringLiteral("hdd"), QStringLiteral("HDD (Alpha)")},
                                                          {QStringLiteral("nvme"), QStringLiteral("NVMe (Beta)")}};
        QCOMPARE(c.diskClasses(), expected);
        QVERIFY(Catalog().diskClasses().isEmpty());
    }

    void bundledCatalogIsValid()
    {
        const Catalog &c = bundledCatalog();
        const auto problems = validateCatalog(c);
        for (const FieldError &e : problems)
            qWarning("%s", qPrintable(e.message()));
        QVERIFY(problems.isEmpty());
        QVERIFY2(c.gpus.size() >= 25, "at least 25 GPUs");
        QVERIFY2(c.instances.size() >= 80, "at least 80 instances");
        QVERIFY2(c.providers.size() >= 7, "at least 7 providers");
    }

    // Every text the window, the JSON and the report show from the bundled data is written for the
    // user: public citations and facts, no development remarks and no paths of a development
    // machine (issue: "no bundled text carries a development remark").
    void bundledTextsAreForTheUser()
    {
        static const QRegularExpression remark(
            QStringLiteral("/work/|/tmp/|/home/|\\bbrief\\b|gpu-specs\\.md|china-cloud-prices\\.md|measured-peak-memory\\.md|"
                           "\\bS(?:[124-9]|1[0-9])[a-z]?\\b|\\bS3[a-z]\\b|\\[(?:TX|AL|CP|AWS|GCP|AZ)[-A-Z0-9]*\\]|transcrib|"
                           "not independently|left null|\\bnull\\b|recalled|too large to fetch|snapshot limit|read via|\\bwe\\b|"
                           "\\bour\\b|\\bhelper\\b|\\bsession\\b|unconfirmed|as_of|spot_hourly|price_estimated|published_params|"
                           "not re-read|not read verbatim|Added preset|code-index|commit date not known|repository not known|re-verified|"
                           "found by (?:a )?text search|stored version|the index\\b|index id|no newer public"),
            QRegularExpression::CaseInsensitiveOption);
        QStringList found;
        // A URL may contain anything ("…/P40-review"); the words around it may not.
        static const QRegularExpression url(QStringLiteral("https?://\\S+"));
        const auto check = [&found](const QString &where, const QString &text) {
            const auto m = remark.match(QString(text).remove(url));
            if (m.hasMatch())
                found << QStringLiteral("%1: \"%2\" in: %3").arg(where, m.captured(0), text.left(160));
        };
        const Catalog &c = bundledCatalog();
        for (const GpuSpec &g : c.gpus) {
            for (const QString &t : {g.source, g.notes, g.basis, g.usableMemorySource})
                check(QStringLiteral("gpu %1").arg(g.id), t);
        }
        for (const Provider &p : c.providers) {
            check(QStringLiteral("provider %1").arg(p.id), p.source);
            for (const PriceComponents &pc : p.priceComponents)
                for (const QString &t : {pc.source, pc.basis})
                    check(QStringLiteral("provider %1 region %2").arg(p.id, pc.region), t);
        }
        for (const Instance &i : c.instances)
            for (const QString &t : {i.source, i.notes, i.priceBasis})
                check(i.key(), t);
        for (const ModelSpec &m : PresetLibrary::bundled().models())
            for (const QString &t : {m.source, m.notes})
                check(QStringLiteral("preset %1").arg(m.id), t);
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 texts:\n").arg(found.size()) + found.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void requiredGpus_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"t4",
                               "p4",
                               "p40",
                               "p100-16gb-pcie",
                               "p100-16gb-sxm2",
                               "v100-16gb-pcie",
                               "v100-32gb-pcie",
                               "v100-16gb-sxm2",
                               "v100-32gb-sxm2",
                               "a10",
                               "a10g",
                               "a30",
                               "a40",
                               "l4",
                               "l20",
                               "l40s",
                               "a100-40gb-pcie",
                               "a100-40gb-sxm",
                               "a100-80gb-pcie",
                               "a100-80gb-sxm",
                               "a800-80gb-sxm",
                               "h100-pcie",
                               "h100-sxm",
                               "h800-sxm",
                               "h20",
                               "h200",
                               "rtx-3090",
                               "rtx-4090",
                               "rtx-a6000",
                               "mi300x"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void requiredGpus()
    {
        QFETCH(QString, id);
        const GpuSpec *g = bundledCatalog().gpu(id);
        QVERIFY(g);
        QVERIFY(!g->source.isEmpty());
        QVERIFY(!g->asOf.isEmpty());
        QVERIFY(g->usableGiB() > 4 && g->usableGiB() <= g->memoryGb * 1.08);
        QVERIFY(g->bandwidthGBs > 100);
        QVERIFY(g->denseTflops(Precision::Bf16) >= g->fp32Tflops.value_or(0));
    }

    // Datasheet facts the advisories rely on.
    void gpuFacts()
    {
        const Catalog &c = bundledCatalog();
        QVERIFY(!c.gpu(QStringLiteral("p40"))->tensorCores);
        QVERIFY(!c.gpu(QStringLiteral("p100-16gb-pcie"))->tensorCores);
        QVERIFY(!c.gpu(QStringLiteral("v100-32gb-sxm2"))->bf16);
        QVERIFY(c.gpu(QStringLiteral("a100-80gb-sxm"))->bf16);
        QVERIFY(c.gpu(QStringLiteral("rtx-4090"))->consumer);
        QCOMPARE(c.gpu(QStringLiteral("a100-80gb-sxm"))->denseTflops(Precision::Bf16), 312.0);
        QCOMPARE(c.gpu(QStringLiteral("h100-sxm"))->denseTflops(Precision::Bf16), 989.0);
        // P40 runs FP16 at 1/64 rate: training uses its FP32 rate.
        QCOMPARE(c.gpu(QStringLiteral("p40"))->denseTflops(Precision::Fp16), c.gpu(QStringLiteral("p40"))->fp32Tflops.value());
        QCOMPARE(c.gpu(QStringLiteral("t4"))->usableMemoryMiB.value(), 15360.0);
        QCOMPARE(*c.gpu(QStringLiteral("a100-40gb-sxm"))->smVersion(), 80);
    }

    void providersAndPrices()
    {
        const Catalog &c = bundledCatalog();
        QStringList ids;
        for (const Provider &p : c.providers)
            ids << p.id;
        for (const char *id : {"alibaba", "tencent", "aws", "azure", "gcp", "lambda", "runpod"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
        QCOMPARE(c.provider(QStringLiteral("alibaba"))->currency, QStringLiteral("CNY"));
        QCOMPARE(c.provider(QStringLiteral("tencent"))->currency, QStringLiteral("CNY"));
        QCOMPARE(c.provider(QStringLiteral("aws"))->currency, QStringLiteral("USD"));
        int multi = 0, estimatedComponents = 0;
        for (const Instance &in : c.instances) {
            QVERIFY2(!in.source.isEmpty() && !in.asOf.isEmpty(), qPrintable(in.key()));
            multi += in.gpuCount > 1 ? 1 : 0;
        }
        for (const Provider &p : c.providers) {
            // A provider whose storage and traffic prices no cited source gives (AWS's China
            // regions, Compshare) says so, and the yearly totals name what they leave out.
            if (p.priceComponents.isEmpty()) {
                QVERIFY2(p.source.contains(QStringLiteral("raffic prices of the China regions are not in the catalog")) ||
                             p.source.contains(QStringLiteral("storage and traffic prices are not in the catalog")),
                         qPrintable(p.id));
                continue;
            }
            QVERIFY2(p.componentsFor(QStringLiteral("anywhere")), qPrintable(p.id));
            for (const PriceComponents &pc : p.priceComponents)
                estimatedComponents += pc.estimated ? 1 : 0;
        }
        QVERIFY(multi >= 20);
        // Tencent's COS price is a converted estimate: the mark must survive loading.
        QVERIFY(c.provider(QStringLiteral("tencent"))->componentsFor(QStringLiteral("ap-guangzhou"))->estimated);
        QVERIFY(estimatedComponents >= 1);
        // A published Tencent price: GT4.4XLARGE96 (A100 40GB) 28.64 CNY/h, 13,748 CNY/month.
        const Instance *gt4 = nullptr;
        for (const Instance &in : c.instances)
            if (in.provider == QLatin1String("tencent") && in.type == QLatin1String("GT4.4XLARGE96"))
                gt4 = &in;
        QVERIFY(gt4);
        QCOMPARE(gt4->prices.onDemandHourly.value(), 28.64);
        QCOMPARE(gt4->prices.monthly.value(), 13748.0);
    }

    void loadErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fieldPart");
        QTest::newRow("not a catalog") << QByteArray(R"({"hello":1})") << QString();
        QTest::newRow("schema 2") << QByteArray(R"({"schema":2,"gpus":[]})") << QStringLiteral("schema");
        QTest::newRow("gpus not array") << QByteArray(R"({"gpus":{}})") << QStringLiteral("gpus");
        QTest::newRow("gpu without source")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"nvidia","memory_gb":24,"bandwidth_gbs":900,"fp32_tflops":30,"as_of":"2024-01-01"}]})")
            << QStringLiteral("gpus[0].source");
        QTest::newRow("gpu bad date")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"nvidia","memory_gb":24,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"yesterday"}]})")
            << QStringLiteral("gpus[0].as_of");
        QTest::newRow("gpu vendor")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"intel","memory_gb":24,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"2024-01-01"}]})")
            << QStringLiteral("gpus[0].vendor");
        QTest::newRow("gpu negative memory")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"nvidia","memory_gb":-24,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"2024-01-01"}]})")
            << QStringLiteral("gpus[0].memory_gb");
        QTest::newRow("usable memory implausible")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"nvidia","memory_gb":24,"usable_memory_mib":90000,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"2024-01-01"}]})")
            << QStringLiteral("gpus[0].usable_memory_mib");
        QTest::newRow("duplicate gpu")
            << QByteArray(
                   R"({"gpus":[{"id":"x","name":"X","vendor":"nvidia","memory_gb":24,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"2024-01-01"},{"id":"x","name":"X","vendor":"nvidia","memory_gb":24,"bandwidth_gbs":900,"fp32_tflops":30,"source":"s","as_of":"2024-01-01"}]})")
            << QStringLiteral("gpus[1].id");
        QTest::newRow("provider currency") << providerDoc("[]",
                                                          R"({"id":"x","name":"X","currency":"dollars","source":"s","as_of":"2026-01-01"})")
                                           << QStringLiteral("provider.currency");
        QTest::newRow("unknown gpu") << providerDoc("[" + instance(R"(,"gpu":"tpu-v5")") + "]") << QStringLiteral("instances[0].gpu");
        QTest::newRow("no price") << providerDoc("[" + instance(R"(,"prices":{"on_demand_hourly":null})") + "]")
                                  << QStringLiteral("instances[0].prices");
        QTest::newRow("negative price") << providerDoc("[" + instance(R"(,"prices":{"on_demand_hourly":-2})") + "]")
                                        << QStringLiteral("instances[0].prices.on_demand_hourly");
        QTest::newRow("price string") << providerDoc("[" + instance(R"(,"prices":{"on_demand_hourly":"2.0"})") + "]")
                                      << QStringLiteral("instances[0].prices.on_demand_hourly");
        QTest::newRow("zero gpus") << providerDoc("[" + instance(R"(,"gpu_count":0)") + "]") << QStringLiteral("instances[0].gpu_count");
        QTest::newRow("no source") << providerDoc("[" + instance(R"(,"source":null)") + "]") << QStringLiteral("instances[0].source");
        QTest::newRow("estimated without basis")
            << providerDoc("[" + instance(R"(,"price_estimated":true)") + "]") << QStringLiteral("instances[0].price_basis");
        QTest::newRow("duplicate instance") << providerDoc("[" + instance("") + "," + instance("") + "]") << QStringLiteral("instances[1]");
        QTest::newRow("vcpu absurd") << providerDoc("[" + instance(R"(,"vcpu":100000)") + "]") << QStringLiteral("instances[0].vcpu");
        QTest::newRow("bandwidth last step bounded") << withComponents(R"("bandwidth_hourly":[{"up_to_mbps":5,"per_mbps":0.063}])")
                                                     << QStringLiteral("bandwidth_hourly[0].up_to_mbps");
        QTest::newRow("bandwidth steps not rising")
            << withComponents(R"("bandwidth_monthly":[{"up_to_mbps":5,"per_mbps":20},{"up_to_mbps":5,"per_mbps":25},{"per_mbps":90}])")
            << QStringLiteral("bandwidth_monthly[1].up_to_mbps");
        QTest::newRow("bandwidth unbounded first step") << withComponents(R"("bandwidth_hourly":[{"per_mbps":0.063},{"per_mbps":0.25}])")
                                                        << QStringLiteral("bandwidth_hourly[0].up_to_mbps");
        QTest::newRow("bandwidth negative price")
            << withComponents(R"("bandwidth_hourly":[{"per_mbps":-1}])") << QStringLiteral("bandwidth_hourly[0].per_mbps");
        QTest::newRow("bandwidth without price") << withComponents(R"("bandwidth_hourly":[{"up_to_mbps":5},{"per_mbps":0.25}])")
                                                 << QStringLiteral("bandwidth_hourly[0].per_mbps");
        QTest::newRow("bandwidth not a list") << withComponents(R"("bandwidth_hourly":{"per_mbps":0.25})")
                                              << QStringLiteral("bandwidth_hourly");
        QTest::newRow("storage class tier unknown")
            << withComponents(
                   R"("object_storage_classes":[{"tier":"glacier","name":"G","per_gb_month":0.004,"source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].tier");
        QTest::newRow("storage class standard listed")
            << withComponents(
                   R"("object_storage_classes":[{"tier":"standard","name":"S","per_gb_month":0.02,"source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].tier");
        QTest::newRow("storage class twice")
            << withComponents(
                   R"("object_storage_classes":[{"tier":"accelerated","name":"A","per_gb_month":0.7,"source":"s","as_of":"2026-01-01"},{"tier":"accelerated","name":"B","per_gb_month":0.8,"source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[1].tier");
        QTest::newRow("storage class without price")
            << withComponents(R"("object_storage_classes":[{"tier":"accelerated","name":"A","source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].per_gb_month");
        QTest::newRow("storage class without source")
            << withComponents(R"("object_storage_classes":[{"tier":"accelerated","name":"A","per_gb_month":0.7,"as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].source");
        QTest::newRow("storage class floor without rate")
            << withComponents(
                   R"("object_storage_classes":[{"tier":"accelerated","name":"A","per_gb_month":0.7,"read_mbs_min":600,"source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].read_mbs_per_tb");
        QTest::newRow("storage class negative ceiling")
            << withComponents(
                   R"("object_storage_classes":[{"tier":"high-throughput","name":"E","per_gb_month":0.11,"read_gbps":-1,"source":"s","as_of":"2026-01-01"}])")
            << QStringLiteral("object_storage_classes[0].read_gbps");
        QTest::newRow("bucket ceiling zero") << withComponents(R"("object_storage_read_gbps":0)")
                                             << QStringLiteral("object_storage_read_gbps");
        // Rows read as the document is parsed keep their place: the document, the row, the field.
        QTest::newRow("row not an object") << providerDoc("[" + instance("") + ",7]") << QStringLiteral("instances[1]");
        QTest::newRow("row a list") << providerDoc("[" + instance("") + ",[1]]") << QStringLiteral("instances[1]");
        QTest::newRow("instances not a list") << providerDoc("{}") << QStringLiteral("instances");
        QTest::newRow("second document, third row") << bundleOf({providerDoc("[" + instance("") + "]"),
                                                                 providerDoc("[" + instance("") + "," + instance(R"(,"type":"t2")") + "," +
                                                                             instance(R"(,"type":"t3","gpu":"x")") + "]")})
                                                    << QStringLiteral("providers[1].instances[2].gpu");
        QTest::newRow("bad row before an unknown GPU")
            << providerDoc("[" + instance(R"(,"vcpu":0)") + "," + instance(R"(,"type":"t2","gpu":"x")") + "]")
            << QStringLiteral("instances[0].vcpu");
        QTest::newRow("unknown GPU before a bad row")
            << providerDoc("[" + instance(R"(,"gpu":"x")") + "," + instance(R"(,"type":"t2","vcpu":0)") + "]")
            << QStringLiteral("instances[0].gpu");
        // A key given twice keeps its last value: here the second list, whose first row is bad.
        QTest::newRow("instances given twice") << providerDoc("[" + instance(R"(,"vcpu":0)") + "]")
                                                      .replace(R"("instances":)",
                                                               QByteArray(R"("instances":[)" + instance("") + R"(],"instances":)"))
                                               << QStringLiteral("instances[0].vcpu");
    }
    void loadErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fieldPart);
        const auto r = load(text);
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->field.contains(fieldPart), qPrintable(e->message()));
        QVERIFY(!e->reason.isEmpty());
    }

    void loadProviderDocument()
    {
        const auto r = load(providerDoc("[" + instance("") + "]"));
        QVERIFY(std::holds_alternative<Catalog>(r));
        const Catalog &c = std::get<Catalog>(r);
        QCOMPARE(c.instances.size(), 1);
        QCOMPARE(c.instances[0].key(), QStringLiteral("testcloud:t1:r1"));
        QCOMPARE(c.instances[0].currency, QStringLiteral("USD"));
        QCOMPARE(c.instances[0].origin, QStringLiteral("test"));
    }

    void jsonRoundTrip()
    {
        const Catalog &c = bundledCatalog();
        const auto back = catalogFromJson(nlohmann::json::parse(catalogToJsonText(c, CatalogStyle::Compact).toStdString()), nullptr,
                                          QStringLiteral("bundled"));
        if (const auto *e = std::get_if<FieldError>(&back))
            QFAIL(qPrintable(e->message()));
        const Catalog &b = std::get<Catalog>(back);
        QCOMPARE(b.gpus.size(), c.gpus.size());
        QCOMPARE(b.instances.size(), c.instances.size());
        QCOMPARE(b.providers.size(), c.providers.size());
        QCOMPARE(catalogToJsonText(b, CatalogStyle::Pretty), catalogToJsonText(c, CatalogStyle::Pretty));
    }

    // Tencent's subscription steps (20/25/90 per Mbps-month at 2 and 5 Mbps) survive a write and a read.
    void bandwidthTiersRoundTrip()
    {
        const auto r =
            load(withComponents(R"("bandwidth_monthly":[{"up_to_mbps":2,"per_mbps":20},{"up_to_mbps":5,"per_mbps":25},{"per_mbps":90}])"));
        if (const auto *e = std::get_if<FieldError>(&r))
            QFAIL(qPrintable(e->message()));
        const auto back =
            catalogFromJson(nlohmann::json::parse(catalogToJsonText(std::get<Catalog>(r), CatalogStyle::Compact).toStdString()),
                            &bundledCatalog(), QStringLiteral("test"));
        QVERIFY(std::holds_alternative<Catalog>(back));
        const PriceComponents &pc = std::get<Catalog>(back).providers.constFirst().priceComponents.constFirst();
        QVERIFY(pc.bandwidthHourly.isEmpty());
        QCOMPARE(pc.bandwidthMonthly.size(), 3);
        QCOMPARE(pc.bandwidthMonthly[1].upToMbps.value(), 5.0);
        QCOMPARE(pc.bandwidthMonthly[1].perMbps, 25.0);
        QVERIFY(!pc.bandwidthMonthly[2].upToMbps);
        QCOMPARE(pc.bandwidthMonthly[2].perMbps, 90.0);
        // 67 Mbps = 2 x 20 + 3 x 25 + 62 x 90.
        QCOMPARE(bandwidthRate(pc.bandwidthMonthly, 67), 5695.0);
    }

    void mergeReplacesByKey()
    {
        Catalog base = bundledCatalog();
        const int before = int(base.instances.size());
        auto r = load(providerDoc("[" + instance("") + "]"));
        base.merge(std::get<Catalog>(r));
        QCOMPARE(base.instances.size(), before + 1);
        r = load(providerDoc("[" + instance(R"(,"prices":{"on_demand_hourly":3.0})") + "]"));
        base.merge(std::get<Catalog>(r));
        QCOMPARE(base.instances.size(), before + 1);
        QCOMPARE(base.instance(QStringLiteral("testcloud:t1:r1"))->prices.onDemandHourly.value(), 3.0);
    }

    // The store writes atomically and a damaged stored file never takes the rest away.
    void storeSavesAndSkipsBrokenFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CatalogStore store(dir.path());
        const auto piece = load(providerDoc("[" + instance("") + "]"));
        const auto saved = store.save(std::get<Catalog>(piece), QStringLiteral("my import.json"), store.load());
        QVERIFY(std::holds_alternative<ImportReport>(saved));
        // Named for the provider it holds, not for the file it came from.
        QVERIFY(std::get<ImportReport>(saved).storedPath.endsWith(QStringLiteral("/testcloud.json")));
        QCOMPARE(store.storedFiles(), QStringList{QStringLiteral("testcloud.json")});

        QFile broken(QDir(store.importsDirectory()).filePath(QStringLiteral("zz-broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"provider\": ");
        broken.close();
        const LoadedCatalog loaded = store.load();
        QCOMPARE(loaded.problems.size(), 1);
        QVERIFY(loaded.problems.constFirst().contains(QStringLiteral("zz-broken.json")));
        QCOMPARE(loaded.importFileNames(), QStringList{QStringLiteral("testcloud.json")});
        QCOMPARE(loaded.imports.constFirst().importedFrom, QStringLiteral("my import.json"));
        QCOMPARE(loaded.imports.constFirst().providers, QStringList{QStringLiteral("testcloud")});
        const Catalog &c = loaded.catalog;
        QVERIFY(c.instance(QStringLiteral("testcloud:t1:r1")));
        QCOMPARE(c.instances.size(), bundledCatalog().instances.size() + 1);
        QVERIFY(std::holds_alternative<StoredImport>(store.remove(QStringLiteral("testcloud"), loaded)));
        QVERIFY(!store.load().catalog.instance(QStringLiteral("testcloud:t1:r1")));
    }

    void storeFailsCleanlyOnUnwritableFolder()
    {
        const CatalogStore store(QStringLiteral("/proc/gpu-advisor-cannot-write-here"));
        const auto saved = store.save(Catalog(), QStringLiteral("x"), LoadedCatalog{bundledCatalog(), false, {}, {}, {}, {}});
        QVERIFY(std::holds_alternative<FieldError>(saved));
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
