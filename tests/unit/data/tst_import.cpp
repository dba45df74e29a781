// Catalog import: SkyPilot vms.csv (v7, v8), gpuhunt CSV and our own JSON; CSV parsing; errors.
#include "common/skypilotcsv.h"
#include "data/catalogimport.h"
#include "data/catalogschema.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

using namespace ga;

namespace {

QString sample(const char *name)
{
    return QStringLiteral(GA_TEST_DATA_DIR "/import/") + QString::fromLatin1(name);
}

Expected<ImportResult> importSample(const char *name, const QString &provider = {}, bool skipUnknown = false)
{
    ImportOptions o;
    o.provider = provider;
    o.asOf = QStringLiteral("2026-11-01");
    o.skipUnknownGpus = skipUnknown;
    return importCatalogFile(sample(name), bundledCatalog(), o);
}

Expected<ImportResult> importText(const QByteArray &text, const QString &name = QStringLiteral("aws-vms.csv"))
{
    ImportOptions o;
    o.asOf = QStringLiteral("2026-11-01");
    return importCatalog(text, name, bundledCatalog(), o);
}

const Instance *byType(const Catalog &c, const QString &type)
{
    for (const Instance &in : c.instances)
        if (in.type == type)
            return &in;
    return nullptr;
}

ImportResult ok(const Expected<ImportResult> &r)
{
    if (const auto *e = std::get_if<FieldError>(&r))
        qFatal("import failed: %s", qPrintable(e->message()));
    return std::get<ImportResult>(r);
}

} // namespace

// Every row of a CSV text, through the streaming reader.
Expected<QList<QStringList>> readCsv(QByteArray text)
{
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    CsvReader csv(buffer, 1 << 20);
    QList<QStringList> rows;
    while (csv.next())
        rows << csv.cells();
    if (csv.error())
        return *csv.error();
    return rows;
}

class TestImport final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void csvParser_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("lastCell");
        QTest::newRow("plain") << QByteArray("a,b\n1,2\n") << 2 << QStringLiteral("2");
        QTest::newRow("crlf") << QByteArray("a,b\r\n1,2\r\n") << 2 << QStringLiteral("2");
        QTest::newRow("no final newline") << QByteArray("a,b\n1,2") << 2 << QStringLiteral("2");
        QTest::newRow("quoted comma") << QByteArray("a,b\n1,\"x, y\"\n") << 2 << QStringLiteral("x, y");
        QTest::newRow("doubled quote") << QByteArray("a,b\n1,\"{\"\"k\"\": 1}\"\n") << 2 << QStringLiteral("{\"k\": 1}");
        QTest::newRow("newline in quotes") << QByteArray("a,b\n1,\"two\nlines\"\n") << 2 << QStringLiteral("two\nlines");
        QTest::newRow("empty cells") << QByteArray("a,b,c\n,,\n") << 2 << QString();
        QTest::newRow("blank lines") << QByteArray("a,b\n\n1,2\n\n") << 2 << QStringLiteral("2");
    }
    void csvParser()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(QString, lastCell);
        const auto r = readCsv(text);
        QVERIFY(std::holds_alternative<QList<QStringList>>(r));
        const auto &table = std::get<QList<QStringList>>(r);
        QCOMPARE(table.size(), rows);
        QCOMPARE(table.constLast().constLast(), lastCell);
    }

    void csvParserErrors()
    {
        QVERIFY(std::holds_alternative<FieldError>(readCsv("a,b\n1,\"open\n")));
        QVERIFY(std::holds_alternative<FieldError>(readCsv("a,b\n1,x\"y\n")));
        QVERIFY(std::holds_alternative<FieldError>(readCsv("a,b\n1,\"x\"y\n")));
    }

    void gpuNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("type");
        QTest::addColumn<double>("memory");
        QTest::addColumn<QString>("id");
        QTest::newRow("aws a100") << "A100"
                                  << "aws"
                                  << "p4d.24xlarge" << 0.0 << "a100-40gb-sxm";
        QTest::newRow("aws a100 80") << "A100-80GB"
                                     << "aws"
                                     << "p4de.24xlarge" << 0.0 << "a100-80gb-sxm";
        QTest::newRow("runpod a100 80 is pcie") << "A100-80GB"
                                                << "runpod"
                                                << "1x_A100-80GB_SECURE" << 0.0 << "a100-80gb-pcie";
        QTest::newRow("runpod sxm") << "A100-80GB-SXM"
                                    << "runpod"
                                    << "x" << 0.0 << "a100-80gb-sxm";
        QTest::newRow("lambda a100 pcie") << "A100"
                                          << "lambda"
                                          << "gpu_1x_a100" << 0.0 << "a100-40gb-pcie";
        QTest::newRow("lambda a100 sxm") << "A100"
                                         << "lambda"
                                         << "gpu_1x_a100_sxm4" << 0.0 << "a100-40gb-sxm";
        QTest::newRow("lambda h100 pcie") << "H100"
                                          << "lambda"
                                          << "gpu_1x_h100_pcie" << 0.0 << "h100-pcie";
        QTest::newRow("lambda h100 sxm") << "H100"
                                         << "lambda"
                                         << "gpu_8x_h100_sxm5" << 0.0 << "h100-sxm";
        QTest::newRow("runpod h100") << "H100"
                                     << "runpod"
                                     << "1x_H100_SECURE" << 0.0 << "h100-pcie";
        QTest::newRow("gpuhunt v100 32") << "V100"
                                         << "aws"
                                         << "p3dn.24xlarge" << 32.0 << "v100-32gb-sxm2";
        QTest::newRow("gpuhunt a100 80") << "A100"
                                         << "aws"
                                         << "p4de.24xlarge" << 80.0 << "a100-80gb-sxm";
        QTest::newRow("spaces and case") << "rtx 4090"
                                         << "runpod"
                                         << "x" << 0.0 << "rtx-4090";
        QTest::newRow("quadro rtx6000 is unknown") << "RTX6000"
                                                   << "lambda"
                                                   << "gpu_1x_rtx6000" << 0.0 << "";
        QTest::newRow("unknown") << "RTXA4500"
                                 << "runpod"
                                 << "x" << 0.0 << "";
    }
    void gpuNames()
    {
        QFETCH(QString, name);
        QFETCH(QString, provider);
        QFETCH(QString, type);
        QFETCH(double, memory);
        QFETCH(QString, id);
        QCOMPARE(mapGpuName(name, provider, type, memory), id);
    }

    void skyPilotAwsV7()
    {
        const ImportResult r = ok(importSample("skypilot-v7-aws-vms.csv"));
        QCOMPARE(r.format, ImportFormat::SkyPilot);
        QCOMPARE(r.catalog.instances.size(), 10);
        QCOMPARE(r.skippedRows, 2); // two CPU-only rows
        const Instance *p4d = byType(r.catalog, QStringLiteral("p4d.24xlarge"));
        QVERIFY(p4d);
        QCOMPARE(p4d->gpuId, QStringLiteral("a100-40gb-sxm"));
        QCOMPARE(p4d->gpuCount, 8);
        QCOMPARE(p4d->vcpu.value(), 96);
        QCOMPARE(p4d->provider, QStringLiteral("aws"));
        QCOMPARE(p4d->currency, QStringLiteral("USD"));
        QCOMPARE(p4d->asOf, QStringLiteral("2026-11-01"));
        QCOMPARE(byType(r.catalog, QStringLiteral("p3dn.24xlarge"))->gpuId, QStringLiteral("v100-32gb-sxm2"));
        const Instance *p5e = byType(r.catalog, QStringLiteral("p5e.48xlarge"));
        QVERIFY(!p5e->prices.onDemandHourly); // SkyPilot publishes only a spot price for it
        QVERIFY(p5e->prices.spotHourly);
        QCOMPARE(r.catalog.providers.size(), 1);
        QCOMPARE(r.catalog.providers[0].id, QStringLiteral("aws"));
        QVERIFY(!r.catalog.providers[0].priceComponents.isEmpty()); // kept from the bundled AWS
    }

    void skyPilotAwsV8DeduplicatesZones()
    {
        const ImportResult r = ok(importSample("skypilot-v8-aws-vms.csv"));
        int p5 = 0;
        for (const Instance &in : r.catalog.instances)
            p5 += in.type == QLatin1String("p5.48xlarge") && in.region == QLatin1String("us-east-1") ? 1 : 0;
        QVERIFY(p5 <= 1);
        QVERIFY(byType(r.catalog, QStringLiteral("p6-b200.48xlarge")));
        QCOMPARE(byType(r.catalog, QStringLiteral("p6-b200.48xlarge"))->gpuId, QStringLiteral("b200"));
    }

    void skyPilotLambdaUnknownGpuFails()
    {
        const auto r = importSample("skypilot-v7-lambda-vms.csv");
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->field.contains(QStringLiteral("line 5")), qPrintable(e->message()));
        QVERIFY2(e->field.contains(QStringLiteral("AcceleratorName")), qPrintable(e->message()));
        QVERIFY(e->reason.contains(QStringLiteral("RTX6000")));
    }

    void skyPilotLambdaSkippingUnknown()
    {
        const ImportResult r = ok(importSample("skypilot-v7-lambda-vms.csv", {}, true));
        QCOMPARE(r.catalog.instances.size(), 9);
        QCOMPARE(byType(r.catalog, QStringLiteral("gpu_1x_h100_pcie"))->gpuId, QStringLiteral("h100-pcie"));
        QCOMPARE(byType(r.catalog, QStringLiteral("gpu_8x_a100"))->gpuId, QStringLiteral("a100-40gb-sxm"));
        QCOMPARE(byType(r.catalog, QStringLiteral("gpu_8x_a100_80gb_sxm4"))->gpuId, QStringLiteral("a100-80gb-sxm"));
        QVERIFY(!r.warnings.isEmpty());
        QVERIFY(!byType(r.catalog, QStringLiteral("gpu_1x_rtx6000")));
    }

    void skyPilotRunpod()
    {
        const ImportResult v8 = ok(importSample("skypilot-v8-runpod-vms.csv"));
        QCOMPARE(v8.catalog.instances.size(), 6);
        QCOMPARE(byType(v8.catalog, QStringLiteral("1x_A100-80GB_SECURE"))->gpuId, QStringLiteral("a100-80gb-pcie"));
        QCOMPARE(byType(v8.catalog, QStringLiteral("6x_H100-NVL_SECURE"))->gpuId, QStringLiteral("h100-nvl"));
        const ImportResult v7 = ok(importSample("skypilot-v7-runpod-vms.csv", {}, true));
        // The L40S row publishes spot above on-demand: kept, with a warning.
        QVERIFY(std::any_of(v7.warnings.cbegin(), v7.warnings.cend(), [](const QString &w) { return w.contains(QStringLiteral("spot")); }));
    }

    // GCP bills host and accelerators separately: the importer adds them per zone.
    void skyPilotGcpPairsHostAndAccelerator()
    {
        const ImportResult r = ok(importSample("skypilot-v7-gcp-paired-fixture.csv"));
        const Instance *a2 = byType(r.catalog, QStringLiteral("a2-highgpu-1g"));
        QVERIFY(a2);
        QCOMPARE(a2->gpuId, QStringLiteral("a100-40gb-sxm"));
        QVERIFY(qAbs(a2->prices.onDemandHourly.value() - 3.73948) < 1e-9);
        QVERIFY(qAbs(a2->prices.spotHourly.value() - 1.19) < 1e-9); // cheapest zone
        QCOMPARE(a2->vcpu.value(), 12);
        QVERIFY(qAbs(byType(r.catalog, QStringLiteral("g2-standard-4"))->prices.onDemandHourly.value() - 0.7) < 1e-9);
        QCOMPARE(r.catalog.instances.size(), 2); // T4 on n1 hosts and the TPU are skipped
        QVERIFY(!r.warnings.isEmpty());
    }

    void gpuhunt()
    {
        const ImportResult r = ok(importSample("gpuhunt-catalog-v1-fixture.csv", QStringLiteral("lambda")));
        QCOMPARE(r.format, ImportFormat::Gpuhunt);
        QCOMPARE(r.catalog.instances.size(), 2);
        const Instance *i4 = byType(r.catalog, QStringLiteral("i4"));
        QCOMPARE(i4->gpuId, QStringLiteral("a10"));
        QCOMPARE(i4->gpuCount, 8);
        QCOMPARE(i4->prices.onDemandHourly.value(), 4.0);
        QVERIFY(qAbs(i4->ramGib.value() - 240 * 1e9 / 1073741824.0) < 1e-9); // gpuhunt memory is GB
        const ImportResult flags = ok(importSample("gpuhunt-catalog-v2-flags-fixture.csv", QStringLiteral("runpod")));
        QCOMPARE(flags.catalog.instances.size(), 4);
    }

    // gpuhunt's storage-test fixture reuses one offer name for two different GPUs.
    void gpuhuntConflictingOffer()
    {
        const auto r = importSample("gpuhunt-catalog-v2-fixture.csv", QStringLiteral("aws"));
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->field.contains(QStringLiteral("line 4")), qPrintable(e->message()));
        QVERIFY(e->reason.contains(QStringLiteral("test-instance")));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("fieldPart");
        QTest::addColumn<QString>("reasonPart");
        const QByteArray header = GA_SKYPILOT_HEADER "\n";
        QTest::newRow("empty") << QByteArray("") << "aws.csv"
                               << "aws.csv"
                               << "empty";
        QTest::newRow("header only") << header << "aws.csv"
                                     << "aws.csv"
                                     << "no GPU instances";
        QTest::newRow("unknown header") << QByteArray("name,price\nx,1\n") << "aws.csv"
                                        << "aws.csv"
                                        << "unknown header";
        QTest::newRow("bad price") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,abc,,us-east-1,use1-az1\n"
                                   << "aws.csv"
                                   << "line 2, column Price"
                                   << "abc";
        QTest::newRow("negative price") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,-1,,us-east-1,use1-az1\n"
                                        << "aws.csv"
                                        << "column Price"
                                        << "number";
        QTest::newRow("fractional gpus") << header + "g4dn.xlarge,T4,1.5,4.0,16.0,,1,,us-east-1,use1-az1\n"
                                         << "aws.csv"
                                         << "AcceleratorCount"
                                         << "plausible count";
        QTest::newRow("no price at all") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,,,us-east-1,use1-az1\n"
                                         << "aws.csv"
                                         << "column Price"
                                         << "neither";
        QTest::newRow("no region") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,1,,,use1-az1\n"
                                   << "aws.csv"
                                   << "column Region"
                                   << "missing";
        QTest::newRow("short row") << header + "g4dn.xlarge,T4,1.0\n"
                                   << "aws.csv"
                                   << "line 2"
                                   << "cells";
        QTest::newRow("unterminated quote") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,\"{'x,1,,us-east-1,use1-az1\n"
                                            << "aws.csv"
                                            << "line"
                                            << "never closed";
        QTest::newRow("missing column") << QByteArray("InstanceType,AcceleratorName,AcceleratorCount\nx,T4,1\n") << "aws.csv"
                                        << "aws.csv"
                                        << "Price";
        QTest::newRow("no provider") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,1,,us-east-1,use1-az1\n"
                                     << "vms.csv"
                                     << "--provider"
                                     << "cannot tell";
        QTest::newRow("cny provider") << header + "g4dn.xlarge,T4,1.0,4.0,16.0,,1,,us-east-1,use1-az1\n"
                                      << "alibaba-vms.csv"
                                      << "--provider"
                                      << "CNY";
        QTest::newRow("cpu only") << header + "a1.large,,,2.0,4.0,,0.051,0.051000,us-east-1,use1-az2\n"
                                  << "aws.csv"
                                  << "aws.csv"
                                  << "no GPU instances";
        QTest::newRow("bad json") << QByteArray("{\"provider\": ") << "x.json"
                                  << "x.json"
                                  << "JSON";
        QTest::newRow("json not catalog") << QByteArray("{\"a\": 1}") << "x.json"
                                          << "x.json"
                                          << "not a GPU Advisor catalog";
    }
    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fileName);
        QFETCH(QString, fieldPart);
        QFETCH(QString, reasonPart);
        const auto r = importText(text, fileName);
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY2(e, "the import must fail");
        QVERIFY2(e->field.contains(fieldPart), qPrintable(e->message()));
        QVERIFY2(e->reason.contains(reasonPart, Qt::CaseInsensitive), qPrintable(e->message()));
    }

    void ownJsonImport()
    {
        const QByteArray text =
            R"({"schema":1,"provider":{"id":"mycloud","name":"My Cloud","currency":"USD","source":"contract 2026-10","as_of":"2026-10-01"},
            "price_components":[{"region":"*","disk":[],"egress_per_gb":0.0,"source":"contract","as_of":"2026-10-01"}],
            "instances":[{"type":"8xh100","region":"eu","gpu":"h100-sxm","gpu_count":8,"prices":{"on_demand_hourly":16.0},"source":"contract","as_of":"2026-10-01"}]})";
        const ImportResult r = ok(importText(text, QStringLiteral("mycloud.json")));
        QCOMPARE(r.format, ImportFormat::OwnJson);
        QCOMPARE(r.catalog.instances.size(), 1);
        QCOMPARE(r.catalog.instances[0].origin, QStringLiteral("mycloud.json"));
    }
};

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
