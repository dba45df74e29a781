// The data layer's promises (issue: "a data layer that cannot lose, hang or crawl"):
// - whatever an import accepts, every later load accepts (property test over generated rows);
// - a refused import changes no stored file; a cancelled one stores nothing;
// - any provider can be imported, its missing prices are marked, never invented;
// - the guarded reader refuses FIFOs, devices, folders and oversized files without blocking;
// - the CSV reader bounds rows and cells.
#include "base/format.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"
#include "common/skypilotcsv.h"
#include "core/advice.h"
#include "data/catalogimport.h"
#include "data/catalogschema.h"
#include "data/catalogstore.h"
#include "data/presets.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ga;

namespace {

const QByteArray kHeader = GA_SKYPILOT_HEADER "\n";

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(f.fileName()));
    return f.fileName();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A random value inside [min, max] with a few digits, edges included now and then.
double inRange(QRandomGenerator &rng, double min, double max, bool whole)
{
    double v = 0;
    switch (rng.bounded(4)) {
    case 0: v = min; break;
    case 1: v = max; break;
    default: v = min + (max - min) * rng.generateDouble();
    }
    return whole ? std::round(v) : std::round(v * 1e4) / 1e4;
}

// Text that JSON and CSV must both carry unchanged: quotes, commas, backslashes, newlines and
// characters outside Latin-1.
QString awkwardText(QRandomGenerator &rng)
{
    static const QStringList parts{QStringLiteral("plain"),       QStringLiteral("comma, inside"), QStringLiteral("\"quoted\""),
                                   QStringLiteral("back\\slash"), QStringLiteral("line\nbreak"),   QStringLiteral("价格"),
                                   QStringLiteral("ümlaut"),      QStringLiteral("tab\there"),     QStringLiteral("emoji 🚀")};
    QString s;
    for (int i = 0, n = 1 + int(rng.bounded(3)); i < n; ++i)
        s += parts.at(int(rng.bounded(quint32(parts.size()))));
    return s;
}

// The error text of a failed result, empty on success (QVERIFY2 evaluates its message always).
template<typename T>
QByteArray errorOf(const Expected<T> &r)
{
    const auto *e = std::get_if<FieldError>(&r);
    return e ? e->message().toUtf8() : QByteArray();
}

} // namespace

class TestDataLayer final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Rows anywhere inside the limits, written and read back: the reader accepts exactly what
    // the writer wrote, field for field.
    void generatedRowsLoadBack()
    {
        QRandomGenerator rng(7);
        const Catalog &bundled = bundledCatalog();
        Catalog c;
        c.version = QStringLiteral("property");
        c.asOf = QStringLiteral("2026-01-01");
        Provider p{
            QStringLiteral("prop-cloud"), QStringLiteral("Property Cloud"), QString(), QStringLiteral("USD"), QStringLiteral("gpu-cloud"),
            QStringLiteral("generated"),  QStringLiteral("2026-01-01"),     {}};
        c.providers << p;
        for (int i = 0; i < 500; ++i) {
            Instance in;
            in.provider = p.id;
            in.currency = p.currency;
            in.type = QStringLiteral("t%1-").arg(i) + awkwardText(rng);
            in.region = awkwardText(rng);
            in.gpuId = bundled.gpus.at(int(rng.bounded(quint32(bundled.gpus.size())))).id;
            in.gpuCount = int(inRange(rng, 1, 128, true));
            if (rng.bounded(2))
                in.vcpu = int(inRange(rng, 1, 4096, true));
            if (rng.bounded(2))
                in.ramGib = inRange(rng, 1, 65536, false);
            if (rng.bounded(2))
                in.networkGbps = inRange(rng, 0, 12800, false);
            if (rng.bounded(2))
                in.rdma = rng.bounded(2) == 1;
            in.prices.onDemandHourly = inRange(rng, 0.0001, 5000, false);
            if (rng.bounded(2))
                in.prices.spotHourly = inRange(rng, 0.0001, 5000, false);
            in.notes = awkwardText(rng);
            in.source = QStringLiteral("generated ") + awkwardText(rng);
            in.asOf = QStringLiteral("2025-%1-%2")
                          .arg(1 + rng.bounded(12), 2, 10, QLatin1Char('0'))
                          .arg(1 + rng.bounded(28), 2, 10, QLatin1Char('0'));
            const auto problem = checkInstance(in);
            QVERIFY2(!problem, qPrintable(problem ? problem->message() : QString()));
            c.instances << in;
        }
        for (const CatalogStyle style : {CatalogStyle::Compact, CatalogStyle::Pretty}) {
            const QByteArray text = catalogToJsonText(c, style);
            const auto parsed = json::parse(text);
            QVERIFY(std::holds_alternative<nlohmann::json>(parsed));
            const auto back = catalogFromJson(std::get<nlohmann::json>(parsed), &bundled, QStringLiteral("back"));
            QVERIFY2(std::holds_alternative<Catalog>(back), errorOf(back).constData());
            QCOMPARE(catalogToJsonText(std::get<Catalog>(back), style), text);
            QCOMPARE(std::get<Catalog>(back).instances.size(), c.instances.size());
        }
    }

    // The same from the other side: generated SkyPilot rows, imported, stored, and loaded again
    // by a fresh store: every imported instance is there.
    void importedCsvRowsLoadAtTheNextStart()
    {
        QRandomGenerator rng(11);
        QByteArray csv = kHeader;
        const char *gpus[] = {"T4", "A10G", "L4", "A100", "A100-80GB", "H100", "L40S", "V100"};
        for (int i = 0; i < 400; ++i) {
            const double vcpu = inRange(rng, 1, 4096, true), ram = inRange(rng, 1, 65536, false);
            const double price = inRange(rng, 0.001, 5000, false);
            csv += QStringLiteral("type-%1,%2,%3,%4,%5,\"{'x': 1}\",%6,%7,region-%8,az\n")
                       .arg(i)
                       .arg(QString::fromLatin1(gpus[i % 8]))
                       .arg(inRange(rng, 1, 128, true))
                       .arg(vcpu)
                       .arg(ram, 0, 'g', 10)
                       .arg(price, 0, 'g', 10)
                       .arg(rng.bounded(2) ? QString::number(price / 2, 'g', 10) : QString())
                       .arg(i % 17)
                       .toUtf8();
        }
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("aws-vms.csv"), csv);
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        ImportOptions options;
        options.asOf = QStringLiteral("2026-02-01");
        const auto report = store.importFile(path, store.load(), options);
        QVERIFY2(std::holds_alternative<ImportReport>(report), errorOf(report).constData());
        QCOMPARE(std::get<ImportReport>(report).result.catalog.instances.size(), 400);

        const LoadedCatalog loaded = CatalogStore(dir.filePath(QStringLiteral("data"))).load();
        QVERIFY2(loaded.problems.isEmpty(), qPrintable(loaded.problems.join(QLatin1Char('\n'))));
        QCOMPARE(loaded.importFileNames(), QStringList{QStringLiteral("aws.json")});
        for (int i = 0; i < 400; ++i)
            QVERIFY(loaded.catalog.instance(QStringLiteral("aws:type-%1:region-%2").arg(i).arg(i % 17)));
    }

    // A refused import changes no stored file, even one of the same name.
    void refusedImportKeepsTheStoredFile()
    {
        QTemporaryDir dir;
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        const QString good = writeFile(dir, QStringLiteral("aws-vms.csv"), kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n");
        QVERIFY(std::holds_alternative<ImportReport>(store.importFile(good, store.load(), {})));
        const QString stored = QDir(store.importsDirectory()).filePath(QStringLiteral("aws.json"));
        const QByteArray before = readAll(stored);
        QVERIFY(!before.isEmpty());

        QTemporaryDir other;
        const QString bad =
            writeFile(other, QStringLiteral("aws-vms.csv"), kHeader + "g5.xlarge,A10G,1.0,5000.0,16.0,,1.006,,us-east-1,az1\n");
        const auto r = store.importFile(bad, store.load(), {});
        QVERIFY(std::holds_alternative<FieldError>(r));
        QVERIFY2(std::get<FieldError>(r).message().contains(QStringLiteral("column vCPUs")), errorOf(r).constData());
        QCOMPARE(readAll(stored), before);
        QCOMPARE(store.storedFiles(), QStringList{QStringLiteral("aws.json")});
    }

    void cancelledImportStoresNothing()
    {
        QTemporaryDir dir;
        QByteArray csv = kHeader;
        for (int i = 0; i < 5000; ++i)
            csv += "g5.x" + QByteArray::number(i) + ",A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n";
        const QString path = writeFile(dir, QStringLiteral("aws-vms.csv"), csv);
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        ImportOptions options;
        int calls = 0;
        options.progress = [&calls](double share) {
            ++calls;
            return share < 0.2;
        };
        const auto r = store.importFile(path, store.load(), options);
        QVERIFY(std::holds_alternative<FieldError>(r));
        QVERIFY(std::get<FieldError>(r).reason.contains(QStringLiteral("cancelled")));
        QVERIFY(calls > 0);
        QVERIFY(store.storedFiles().isEmpty());
    }

    // A cloud the bundled catalog lacks: its display name comes from the table of known clouds,
    // its storage and traffic prices are missing, said so, and counted as nothing.
    void anyProviderCanBeImported()
    {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("nebius-vms.csv"), kHeader + "gpu-h100-sxm.8gpu,H100,8.0,128.0,1600.0,,23.6,,eu-north1,\n");
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        const auto r = store.importFile(path, store.load(), {});
        QVERIFY2(std::holds_alternative<ImportReport>(r), errorOf(r).constData());
        const ImportReport &report = std::get<ImportReport>(r);
        const Provider *p = report.after.catalog.provider(QStringLiteral("nebius"));
        QVERIFY(p);
        QCOMPARE(p->name, QStringLiteral("Nebius"));
        QVERIFY(p->priceComponents.isEmpty());
        QVERIFY(!report.result.warnings.isEmpty());

        Scenario s = defaultScenario();
        AdviseOptions options;
        options.providers << QStringLiteral("nebius");
        const Advice a = advise(s, report.after.catalog, options);
        QCOMPARE(a.instances.size(), 1);
        const InstanceEvaluation &e = a.instances.constFirst();
        // 23.6 $/h × 8 h × 365 days = 68,912; disk, egress and storage unpriced.
        QVERIFY(qAbs(e.annual.total() - 23.6 * 8 * 365) < 1e-6);
        QVERIFY(e.annual.missing & AnnualCost::MissingDisk);
        QVERIFY(e.annual.missing & AnnualCost::MissingEgress);
        QVERIFY(e.flags.has(AdvisoryCode::CostPriceMissing));
        bool said = false;
        for (const Advisory &adv : a.advisoriesFor(e))
            said = said || (adv.code == QLatin1String("cost.price-missing") && adv.message.contains(QStringLiteral("egress")));
        QVERIFY(said);
        // And it loads at the next start.
        QVERIFY(CatalogStore(dir.filePath(QStringLiteral("data"))).load().catalog.provider(QStringLiteral("nebius")));
    }

    // A file named ".aws.csv" is stored visibly and loaded again.
    void hiddenFileNamesAreStoredVisibly()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral(".aws.csv"), kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n");
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        ImportOptions options;
        options.provider = QStringLiteral("aws");
        const auto r = store.importFile(path, store.load(), options);
        QVERIFY2(std::holds_alternative<ImportReport>(r), errorOf(r).constData());
        QVERIFY(!QFileInfo(std::get<ImportReport>(r).storedPath).fileName().startsWith(QLatin1Char('.')));
        QCOMPARE(store.load().imports.size(), 1);
    }

    // The guarded reader: special files are refused by type, before open(2) could block.
    void guardedReaderRefusesSpecialFiles()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString link = dir.filePath(QStringLiteral("link-to-fifo"));
        QVERIFY(QFile::link(fifo, link));
        for (const auto &[path, reason] :
             {std::pair{fifo, QStringLiteral("pipe")}, std::pair{link, QStringLiteral("pipe")},
              std::pair{QStringLiteral("/dev/zero"), QStringLiteral("device")}, std::pair{dir.path(), QStringLiteral("folder")},
              std::pair{dir.filePath(QStringLiteral("none")), QStringLiteral("not found")}}) {
            const auto r = readInputFile(path, 1024);
            QVERIFY2(std::holds_alternative<FieldError>(r), qPrintable(path));
            QCOMPARE(std::get<FieldError>(r).field, path);
            QVERIFY2(std::get<FieldError>(r).reason.contains(reason), qPrintable(std::get<FieldError>(r).reason));
        }
        // The cap is counted while reading: exactly `cap` bytes pass, one more does not.
        const QString file = writeFile(dir, QStringLiteral("f"), QByteArray(100, 'x'));
        QVERIFY(std::holds_alternative<QByteArray>(readInputFile(file, 100)));
        const auto over = readInputFile(file, 99);
        QVERIFY(std::holds_alternative<FieldError>(over));
    }

    void csvReaderBoundsRowsAndCells()
    {
        const auto read = [](QByteArray text) {
            QBuffer b(&text);
            b.open(QIODevice::ReadOnly);
            CsvReader csv(b, 64 << 20);
            while (csv.next()) {}
            return csv.error();
        };
        QVERIFY(!read("a,b\n1,2\n"));
        const auto wide = read("a\n" + QByteArray(2000, ',') + "\n");
        QVERIFY(wide && wide->reason.contains(QStringLiteral("cells")));
        const auto longRow = read("a\n\"" + QByteArray(2 << 20, 'x') + "\"\n");
        QVERIFY(longRow && longRow->reason.contains(QStringLiteral("1 MiB")));
        // The cap on the whole input, counted while reading.
        QByteArray big = "a\n" + QByteArray(4096, 'x') + "\n";
        QBuffer b(&big);
        b.open(QIODevice::ReadOnly);
        CsvReader capped(b, 1000);
        while (capped.next()) {}
        QVERIFY(capped.error() && capped.error()->reason.contains(QStringLiteral("larger than")));
    }

    // Limits live in one table: the JSON reader and the CSV importer refuse the same value.
    void importAndLoadShareTheirLimits_data()
    {
        QTest::addColumn<QByteArray>("cells");     // vCPUs,MemoryGiB,Price
        QTest::addColumn<QByteArray>("jsonExtra"); // the same values in a JSON row
        QTest::addColumn<bool>("accepted");
        QTest::newRow("4096 vCPUs") << QByteArray("4096.0,16.0,1.0") << QByteArray(R"("vcpu":4096,"ram_gib":16)") << true;
        QTest::newRow("4097 vCPUs") << QByteArray("4097.0,16.0,1.0") << QByteArray(R"("vcpu":4097,"ram_gib":16)") << false;
        QTest::newRow("65536 GiB") << QByteArray("8.0,65536.0,1.0") << QByteArray(R"("vcpu":8,"ram_gib":65536)") << true;
        QTest::newRow("65537 GiB") << QByteArray("8.0,65537.0,1.0") << QByteArray(R"("vcpu":8,"ram_gib":65537)") << false;
        QTest::newRow("price 5000") << QByteArray("8.0,16.0,5000") << QByteArray(R"("vcpu":8,"prices":{"on_demand_hourly":5000})") << true;
        QTest::newRow("price 5001") << QByteArray("8.0,16.0,5001") << QByteArray(R"("vcpu":8,"prices":{"on_demand_hourly":5001})") << false;
    }
    void importAndLoadShareTheirLimits()
    {
        QFETCH(QByteArray, cells);
        QFETCH(QByteArray, jsonExtra);
        QFETCH(bool, accepted);
        ImportOptions options;
        options.asOf = QStringLiteral("2026-01-01");
        const QList<QByteArray> v = cells.split(',');
        const auto csv = importCatalog(kHeader + "g5.x,A10G,1.0," + v[0] + "," + v[1] + ",," + v[2] + ",,us-east-1,az1\n",
                                       QStringLiteral("aws.csv"), bundledCatalog(), options);
        QCOMPARE(std::holds_alternative<ImportResult>(csv), accepted);
        QByteArray row =
            R"({"type":"t1","region":"r1","gpu":"h100-sxm","gpu_count":8,"prices":{"on_demand_hourly":30},"source":"s","as_of":"2026-01-01",)" +
            jsonExtra + "}";
        const QByteArray doc =
            R"({"provider":{"id":"testcloud","name":"T","currency":"USD","source":"s","as_of":"2026-01-01"},"instances":[)" + row + "]}";
        const auto json = catalogFromJson(nlohmann::json::parse(doc.toStdString()), &bundledCatalog(), QStringLiteral("t"));
        QCOMPARE(std::holds_alternative<Catalog>(json), accepted);
    }

    // Numbers in messages, scripts and the CLI's output are written the same whatever the user's
    // locale: they are read back and compared.
    void numbersIgnoreTheLocale()
    {
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::German));
        QCOMPARE(formatDecimal(1234.56), QStringLiteral("1234.6"));
        QCOMPARE(formatDecimal(0.5, 2), QStringLiteral("0.50"));
        QCOMPARE(formatWhole(1234567.4), QStringLiteral("1,234,567"));
        QCOMPARE(formatCount(200000), QStringLiteral("200,000"));
        QCOMPARE(formatCap(16 * 1024 * 1024), QStringLiteral("16 MiB"));
        QLocale::setDefault(previous);
    }
};

QTEST_GUILESS_MAIN(TestDataLayer)
#include "tst_datalayer.moc"
