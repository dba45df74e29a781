// Nothing accepted is ever lost (issue 16): every kind of file the models write fails loudly on a
// full disk and leaves the previous file byte-identical; imports are stored by what they hold;
// what an import accepts a later start loads; names that are not UTF-8 are kept as bytes; and the
// readers refuse what would only look accepted (deep JSON, a config.json as a scenario, a header
// with a column twice, a file dated in the future, tensor parallelism no engine runs).
#include "base/atomicfile.h"
#include "base/inputfile.h"
#include "base/jsonutil.h"
#include "common/skypilotcsv.h"
#include "core/advice.h"
#include "core/modelspec.h"
#include "data/catalogimport.h"
#include "data/catalogschema.h"
#include "data/catalogstore.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "fulldisk.h"
#include "output/preflight.h"
#include "session/scenariodocument.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

using namespace ga;

namespace {

const QByteArray kHeader = GA_SKYPILOT_HEADER "\n";

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

void writePlain(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// Every file in `dir` with its bytes: what a failed write must leave exactly as it was.
QMap<QString, QByteArray> snapshot(const QString &dir)
{
    QMap<QString, QByteArray> files;
    const QDir d(dir);
    for (const QString &name : d.entryList(QDir::Files | QDir::Hidden))
        files.insert(name, readAll(d.filePath(name)));
    return files;
}

// The error an Expected holds, for a failed check's message (QVERIFY2 builds it every time).
template<typename T>
QByteArray why(const Expected<T> &e)
{
    const auto *error = std::get_if<FieldError>(&e);
    return error ? error->message().toUtf8() : QByteArray();
}

const ModelSpec &preset(const char *id)
{
    const ModelSpec *m = PresetLibrary::bundled().find(QString::fromLatin1(id));
    if (!m)
        qFatal("no preset %s", id);
    return *m;
}

} // namespace

class TestNothingLost : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The write path itself, for payloads under and over Qt's 16 KiB buffer (the small ones were
    // the ones QSaveFile lost): on a full disk the error names the file, the old bytes stay, no
    // temporary file is left behind.
    void fullDiskKeepsThePreviousFile_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("room");
        QTest::newRow("small, no room") << 300 << 0;
        QTest::newRow("small, part fits") << 3000 << 1024;
        QTest::newRow("over the buffer") << 200000 << 65536;
    }
    void fullDiskKeepsThePreviousFile()
    {
        QFETCH(int, size);
        QFETCH(int, room);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("doc.json"));
        writePlain(path, "previous");
        const auto before = snapshot(dir.path());
        std::optional<FieldError> e;
        {
            test::FullDisk full{rlim_t(room)};
            e = writeFileAtomically(path, QByteArray(size, 'x'));
        }
        QVERIFY(e);
        QVERIFY(e->ioFailure);
        QVERIFY2(e->message().startsWith(path + QStringLiteral(": cannot be written (File too large)")), qPrintable(e->message()));
        QCOMPARE(snapshot(dir.path()), before);
        // With room again the same call succeeds: the failure was the disk's, not the path's.
        QVERIFY(!writeFileAtomically(path, QByteArray(size, 'x')));
        QCOMPARE(readAll(path).size(), size);
    }

    void devicesAreWrittenInPlace()
    {
        const auto full = writeFileAtomically(QStringLiteral("/dev/full"), "x");
        QVERIFY(full);
        QVERIFY(full->message().contains(QStringLiteral("No space left on device")));
        QVERIFY(!writeFileAtomically(QStringLiteral("/dev/null"), "x"));
        QVERIFY(QFileInfo(QStringLiteral("/dev/full")).isFile() == false); // still the device
    }

    void modesLinksAndFolders()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("check.sh"));
        QVERIFY(!writeFileAtomically(script, "#!/bin/bash\n", FileMode::Executable));
        QVERIFY(QFileInfo(script).isExecutable());
        // An existing file keeps its mode; a symbolic link keeps pointing at the replaced file.
        const QString target = dir.filePath(QStringLiteral("target.json"));
        writePlain(target, "old");
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(QFile::link(target, dir.filePath(QStringLiteral("link.json"))));
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("link.json")), "new"));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("link.json"))).isSymLink());
        QCOMPARE(readAll(target), QByteArray("new"));
        QCOMPARE(QFile::permissions(target), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser);
        const auto folder = writeFileAtomically(dir.path(), "x");
        QVERIFY(folder && folder->message().contains(QStringLiteral("folder")));
        // Missing folders are made.
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("a/b/c.json")), "{}"));
    }

    // Every kind of document the models write, on a full disk: the error names the file and the
    // previous bytes stay.
    void everyDocumentFailsLoudly()
    {
        QTemporaryDir dir;
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        const QString csv = dir.filePath(QStringLiteral("aws-vms.csv"));
        writePlain(csv, kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n");
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        QVERIFY(std::holds_alternative<ImportReport>(store.importFile(csv, store.load(), options)));
        QVERIFY(std::holds_alternative<QString>(store.saveRefreshed(bundledCatalog())));
        const QString scenarioPath = dir.filePath(QStringLiteral("job.gpuadvisor.json"));
        QVERIFY(!saveScenarioFile(scenarioPath, defaultScenario()));
        const QString scriptPath = dir.filePath(QStringLiteral("check.sh"));
        QVERIFY(!savePreflightScript(scriptPath, QStringLiteral("#!/bin/bash\necho old\n")));
        const auto imports = snapshot(store.importsDirectory());
        const auto data = snapshot(store.dataDirectory());
        const auto files = snapshot(dir.path());

        test::FullDisk full;
        const auto imported = store.importFile(csv, store.load(), options, [](const QList<StoredImport> &) { return true; });
        QVERIFY(std::holds_alternative<FieldError>(imported));
        QVERIFY2(std::get<FieldError>(imported).ioFailure, why(imported).constData());
        QVERIFY(std::get<FieldError>(imported).message().contains(QStringLiteral("aws.json: cannot be written")));
        const auto refreshed = store.saveRefreshed(bundledCatalog());
        QVERIFY(std::holds_alternative<FieldError>(refreshed));
        Scenario other = defaultScenario();
        other.batch = 7;
        const auto scenario = saveScenarioFile(scenarioPath, other);
        QVERIFY(scenario && scenario->message().contains(QStringLiteral("job.gpuadvisor.json")));
        QVERIFY(savePreflightScript(scriptPath, QStringLiteral("#!/bin/bash\necho new\n")));
        QCOMPARE(snapshot(store.importsDirectory()), imports);
        QCOMPARE(snapshot(store.dataDirectory()), data);
        QCOMPARE(snapshot(dir.path()), files);
        QCOMPARE(store.load().catalog.instance(QStringLiteral("aws:g5.xlarge:us-east-1"))->prices.onDemandHourly.value_or(0), 1.006);
    }

    void autosaveFailsLoudly()
    {
        QTemporaryDir dir;
        QSettings().clear();
        ScenarioDocument doc(dir.path());
        Scenario s = defaultScenario();
        s.batch = 3;
        doc.setCurrent(s);
        QVERIFY(!doc.autosave());
        const QByteArray first = readAll(doc.autosavePath());
        QVERIFY(first.contains("\"batch\": 3"));
        s.batch = 5;
        doc.setCurrent(s);
        std::optional<FieldError> e;
        {
            test::FullDisk full;
            e = doc.autosave();
        }
        QVERIFY(e && e->ioFailure);
        QCOMPARE(readAll(doc.autosavePath()), first);
    }

    // SkyPilot names every cloud's file vms.csv: two clouds' vms.csv both stay, and the same
    // cloud again replaces only when asked.
    void importsAreKeyedByWhatTheyHold()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("aws")) && QDir(dir.path()).mkpath(QStringLiteral("lambda")));
        const QString aws = dir.filePath(QStringLiteral("aws/vms.csv")), lambda = dir.filePath(QStringLiteral("lambda/vms.csv"));
        writePlain(aws, kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n");
        writePlain(lambda, kHeader + "gpu_1x_a10,A10,1.0,30.0,200.0,,0.75,,us-east-1,\n");
        const CatalogStore store(dir.filePath(QStringLiteral("data")));
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        options.provider = QStringLiteral("aws");
        const auto first = store.importFile(aws, store.load(), options);
        QVERIFY2(std::holds_alternative<ImportReport>(first), why(first).constData());
        options.provider = QStringLiteral("lambda");
        const auto second = store.importFile(lambda, store.load(), options);
        QVERIFY2(std::holds_alternative<ImportReport>(second), why(second).constData());
        QCOMPARE(store.storedFiles(), (QStringList{QStringLiteral("aws.json"), QStringLiteral("lambda.json")}));
        LoadedCatalog loaded = store.load();
        QVERIFY(loaded.catalog.instance(QStringLiteral("aws:g5.xlarge:us-east-1")));
        QVERIFY(loaded.catalog.instance(QStringLiteral("lambda:gpu_1x_a10:us-east-1")));
        QCOMPARE(loaded.imports.at(0).importedFrom, QStringLiteral("vms.csv"));

        // AWS again, with a new price: refused unless the question says yes.
        writePlain(aws, kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,0.9,,us-east-1,az1\n");
        options.provider = QStringLiteral("aws");
        const auto before = snapshot(store.importsDirectory());
        QList<StoredImport> asked;
        const auto refused = store.importFile(aws, loaded, options, [&asked](const QList<StoredImport> &existing) {
            asked = existing;
            return false;
        });
        QVERIFY(std::holds_alternative<FieldError>(refused));
        QVERIFY(std::get<FieldError>(refused).message().contains(QStringLiteral("aws.json")));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.constFirst().fileName, QStringLiteral("aws.json"));
        QCOMPARE(snapshot(store.importsDirectory()), before);
        QVERIFY(std::holds_alternative<FieldError>(store.importFile(aws, loaded, options))); // no question = no

        const auto replaced = store.importFile(aws, loaded, options, [](const QList<StoredImport> &) { return true; });
        QVERIFY2(std::holds_alternative<ImportReport>(replaced), why(replaced).constData());
        const ImportReport &r = std::get<ImportReport>(replaced);
        QCOMPARE(r.replaced.size(), 1);
        QCOMPARE(r.after.catalog.instance(QStringLiteral("aws:g5.xlarge:us-east-1"))->prices.onDemandHourly.value_or(0), 0.9);
        QCOMPARE(store.storedFiles(), (QStringList{QStringLiteral("aws.json"), QStringLiteral("lambda.json")}));

        // An older store named an import after its file: it is recognised by what it holds.
        QVERIFY(QFile::rename(QDir(store.importsDirectory()).filePath(QStringLiteral("lambda.json")),
                              QDir(store.importsDirectory()).filePath(QStringLiteral("vms.json"))));
        loaded = store.load();
        options.provider = QStringLiteral("lambda");
        QVERIFY(std::holds_alternative<FieldError>(store.importFile(lambda, loaded, options)));
        const auto renamed = store.importFile(lambda, loaded, options, [](const QList<StoredImport> &) { return true; });
        QVERIFY2(std::holds_alternative<ImportReport>(renamed), why(renamed).constData());
        QCOMPARE(store.storedFiles(), (QStringList{QStringLiteral("aws.json"), QStringLiteral("lambda.json")}));

        // Removed by name; an unknown name lists the names there are.
        loaded = store.load();
        const auto unknown = store.remove(QStringLiteral("gcp"), loaded);
        QVERIFY(std::holds_alternative<FieldError>(unknown));
        QVERIFY(std::get<FieldError>(unknown).message().contains(QStringLiteral("aws, lambda")));
        QVERIFY(std::holds_alternative<StoredImport>(store.remove(QStringLiteral("aws"), loaded)));
        QCOMPARE(store.storedFiles(), QStringList{QStringLiteral("lambda.json")});

        // A provider id is free text but for case, spaces and ':': its file stays in the folder.
        options.provider = QStringLiteral("../../escape");
        const auto odd = store.importFile(aws, store.load(), options);
        QVERIFY2(std::holds_alternative<ImportReport>(odd), why(odd).constData());
        QCOMPARE(QFileInfo(std::get<ImportReport>(odd).storedPath).absolutePath(), QFileInfo(store.importsDirectory()).absoluteFilePath());
        QCOMPARE(QFileInfo(std::get<ImportReport>(odd).storedPath).fileName(), QStringLiteral("______escape.json"));
    }

    // The instance cap is counted while the importer reads (a file over it is refused early, not
    // stored to be skipped at every start) and applied again by the loader.
    void instanceCapIsSharedByImportAndLoad()
    {
        QByteArray csv = kHeader;
        csv.reserve(qsizetype(limits::kCatalogInstances + 1) * 60);
        for (qsizetype i = 0; i <= limits::kCatalogInstances; ++i)
            csv += "t" + QByteArray::number(i) + ",A10G,1,4,16,,1.0,,us-east-1,\n";
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        options.provider = QStringLiteral("aws");
        const auto r = importCatalog(csv, QStringLiteral("vms.csv"), bundledCatalog(), options);
        QVERIFY(std::holds_alternative<FieldError>(r));
        const QString message = std::get<FieldError>(r).message();
        QVERIFY2(message.contains(QStringLiteral("line %1").arg(limits::kCatalogInstances + 2)), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("200,000")));

        nlohmann::json instances = nlohmann::json::array();
        for (qsizetype i = 0; i <= limits::kCatalogInstances; ++i)
            instances.push_back(nlohmann::json{{"type", "t"}});
        const nlohmann::json doc{{"provider", {{"id", "aws"}}}, {"instances", std::move(instances)}};
        const auto loaded = catalogFromJson(doc, &bundledCatalog(), QStringLiteral("x"));
        QVERIFY(std::holds_alternative<FieldError>(loaded));
        QCOMPARE(std::get<FieldError>(loaded).field, QStringLiteral("instances"));
    }

    void nativeNamesRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("ascii") << QByteArray("plain.json");
        QTest::newRow("utf-8") << QByteArray("价格-ü.json");
        QTest::newRow("latin-1 byte") << QByteArray("caf\xe9.json");
        QTest::newRow("lone continuation") << QByteArray("a\x80z");
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf");
        QTest::newRow("encoded surrogate") << QByteArray("\xed\xa0\x80");
        QTest::newRow("truncated 4-byte") << QByteArray("x\xf0\x9f\x9a");
        QTest::newRow("every high byte") << [] {
            QByteArray b;
            for (int c = 0x80; c <= 0xFF; ++c)
                b += char(c);
            return b;
        }();
    }
    void nativeNamesRoundTrip()
    {
        QFETCH(QByteArray, bytes);
        QCOMPARE(nativePath(pathFromNative(bytes)), bytes);
        if (QString::fromUtf8(bytes).toUtf8() == bytes)
            QCOMPARE(pathFromNative(bytes), QString::fromUtf8(bytes)); // valid UTF-8 is plain text
    }

    // A file whose name is not UTF-8 is read and written under exactly its bytes.
    void nonUtf8FilesAreFound()
    {
        QTemporaryDir dir;
        const QByteArray native = QFile::encodeName(dir.path()) + "/caf\xe9.gpuadvisor.json";
        const QString path = pathFromNative(native);
        QVERIFY(!writeFileAtomically(path, "{\"model\": \"llama-3-8b\"}"));
        struct stat st {};
        QCOMPARE(::stat(native.constData(), &st), 0);
        QCOMPARE(qint64(st.st_size), qint64(23));
        const auto read = readInputFile(path, limits::kScenarioBytes);
        QVERIFY(std::holds_alternative<QByteArray>(read));
        QVERIFY(std::holds_alternative<Scenario>(loadScenarioFile(path, defaultScenario())));
        // No second, U+FFFD-named file (listed by bytes: QDir cannot list such a name).
        const QByteArray replacement = QFile::encodeName(dir.path()) + "/caf\xef\xbf\xbd.gpuadvisor.json";
        QVERIFY(::access(replacement.constData(), F_OK) != 0);
        QCOMPARE(::unlink(native.constData()), 0);
    }

    void jsonDepthIsCappedBeforeParsing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("64 levels") << QByteArray(kMaxJsonDepthForTest, '[') + QByteArray(kMaxJsonDepthForTest, ']') << true;
        QTest::newRow("65 levels") << QByteArray(kMaxJsonDepthForTest + 1, '[') + QByteArray(kMaxJsonDepthForTest + 1, ']') << false;
        QTest::newRow("brackets in strings") << QByteArray("{\"a\": \"") + QByteArray(1000, '[') + "\\\"" + QByteArray(1000, '{') + "\"}"
                                             << true;
        // 16 MiB of "[": refused at byte 65, before any of it becomes a value.
        QTest::newRow("16 MiB of [") << QByteArray(16 * 1024 * 1024, '[') << false;
    }
    void jsonDepthIsCappedBeforeParsing()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, accepted);
        const auto parsed = json::parse(text);
        QCOMPARE(std::holds_alternative<nlohmann::json>(parsed), accepted);
        if (!accepted)
            QCOMPARE(std::get<QString>(parsed),
                     QStringLiteral("invalid JSON at byte %1: nested deeper than 64 levels").arg(kMaxJsonDepthForTest + 1));
    }

    void onlyScenariosAreScenarios_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("refusal"); // empty = accepted
        QTest::newRow("hf config") << QByteArray(R"({"model_type": "llama", "hidden_size": 4096})")
                                   << QStringLiteral("model's config.json");
        QTest::newRow("architectures") << QByteArray(R"({"architectures": ["Qwen2ForCausalLM"]})") << QStringLiteral("--config");
        QTest::newRow("unrelated") << QByteArray(R"({"name": "x", "items": [1, 2]})") << QStringLiteral("not a GPU Advisor scenario");
        QTest::newRow("empty object") << QByteArray("{}") << QStringLiteral("not a GPU Advisor scenario");
        QTest::newRow("one field") << QByteArray(R"({"batch": 4})") << QString();
        QTest::newRow("preset") << QByteArray(R"({"model": "llama-3-8b"})") << QString();
        QTest::newRow("usage only") << QByteArray(R"({"usage": {"hours_per_day": 8}})") << QString();
    }
    void onlyScenariosAreScenarios()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, refusal);
        const auto s = scenarioFromText(text, defaultScenario(), QStringLiteral("x.json"));
        if (refusal.isEmpty()) {
            QVERIFY2(std::holds_alternative<Scenario>(s), why(s).constData());
        } else {
            QVERIFY(std::holds_alternative<FieldError>(s));
            QVERIFY2(std::get<FieldError>(s).message().contains(refusal), why(s).constData());
        }
    }

    // The sizes by hand: Llama-3-8B has 32 heads, 8 KV heads and a 14,336-wide MLP (2^11 × 7);
    // Llama-2-13B 40 heads, 40 KV heads and 13,824 (2^9 × 27).
    void tensorParallelSizes_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("problems");
        QTest::addColumn<QList<qint64>>("nearest");
        QTest::newRow("8B on 2") << QStringLiteral("llama-3-8b") << 2 << 0 << QList<qint64>{1, 4};
        QTest::newRow("8B on 3") << QStringLiteral("llama-3-8b") << 3 << 3 << QList<qint64>{2, 4};    // heads, KV heads, MLP
        QTest::newRow("8B on 16") << QStringLiteral("llama-3-8b") << 16 << 0 << QList<qint64>{8, 32}; // 8 KV heads replicated twice
        QTest::newRow("8B on 12") << QStringLiteral("llama-3-8b") << 12 << 3 << QList<qint64>{8, 16}; // 32 % 12, 12 % 8, 14336 % 12 = 8
        QTest::newRow("8B on 65536") << QStringLiteral("llama-3-8b") << 65536 << 2 << QList<qint64>{32};
        // 5, 10, 20 and 40 divide the heads but not the MLP's 13,824 columns.
        QTest::newRow("13B on 8") << QStringLiteral("llama-2-13b") << 8 << 0 << QList<qint64>{4};
        QTest::newRow("13B on 16") << QStringLiteral("llama-2-13b") << 16 << 2 << QList<qint64>{8}; // heads, KV heads
    }
    void tensorParallelSizes()
    {
        QFETCH(QString, model);
        QFETCH(int, gpus);
        QFETCH(int, problems);
        QFETCH(QList<qint64>, nearest);
        const Architecture &a = preset(qPrintable(model)).arch;
        QCOMPARE(tensorParallelProblems(a, gpus).size(), problems);
        QCOMPARE(nearestTensorParallelSizes(a, gpus), nearest);
    }

    // The advisory fires for serving over a count no engine splits, and stays quiet for a count
    // that works, for transformers' generate() (whole layers on each GPU, any count) and for
    // training, which shards by data parallelism and ZeRO.
    void tensorParallelAdvisory()
    {
        const auto fired = [](Method method, int gpus, Engine engine = Engine::Vllm) {
            Scenario s = defaultScenario();
            s.model = preset("llama-3-8b");
            s.method = method;
            s.serving.engine = engine;
            s.gpus = gpus;
            for (const Advisory &a : advise(s, bundledCatalog()).advisories)
                if (a.code == QLatin1String("model.tensor-parallel"))
                    return a.message;
            return QString();
        };
        QVERIFY(fired(Method::Inference, 3).contains(QStringLiteral("2 or 4")));
        QVERIFY(fired(Method::Inference, 4).isEmpty());
        QVERIFY(fired(Method::Inference, 1).isEmpty());
        QVERIFY(fired(Method::Inference, 3, Engine::Hf).isEmpty());
        QVERIFY(fired(Method::Qlora, 3).isEmpty());
    }

    void duplicateColumnsAreRefused()
    {
        const QByteArray csv = GA_SKYPILOT_HEADER ",Price\n"
                                                  "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1,9.99\n";
        ImportOptions options;
        options.asOf = QStringLiteral("2026-11-01");
        options.provider = QStringLiteral("aws");
        const auto r = importCatalog(csv, QStringLiteral("vms.csv"), bundledCatalog(), options);
        QVERIFY(std::holds_alternative<FieldError>(r));
        QCOMPARE(std::get<FieldError>(r).field, QStringLiteral("vms.csv: line 1, column Price"));
        QVERIFY(std::get<FieldError>(r).reason.contains(QStringLiteral("twice")));
    }

    // A file dated in the future (a wrong clock, a copy from another machine): the error gives the
    // file's date, and names no flag the user never gave.
    void futureFileDateIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("aws-vms.csv"));
        writePlain(path, kHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,,us-east-1,az1\n");
        const QDateTime future(QDate(2099, 3, 1), QTime(12, 0));
        const utimbuf times{future.toSecsSinceEpoch(), future.toSecsSinceEpoch()};
        QCOMPARE(::utime(QFile::encodeName(path).constData(), &times), 0);
        const auto r = importCatalogFile(path, bundledCatalog(), {});
        QVERIFY(std::holds_alternative<FieldError>(r));
        const FieldError &e = std::get<FieldError>(r);
        QCOMPARE(e.field, path);
        QVERIFY2(e.reason.contains(QStringLiteral("2099-03-01")), qPrintable(e.reason));
        QVERIFY(!e.message().contains(QStringLiteral("--as-of")));
    }

    // Characters, as the documentation says, not bytes: 200 Chinese characters are 600 bytes.
    void textLimitsCountCharacters()
    {
        const QString wide(kMaxTextFieldChars, QChar(0x4E91));
        const QByteArray ok = "{\"usage\": {\"disk_class\": \"" + wide.toUtf8() + "\"}}";
        QVERIFY(std::holds_alternative<Scenario>(scenarioFromText(ok, defaultScenario(), QStringLiteral("x"))));
        const QByteArray over = "{\"usage\": {\"disk_class\": \"" + (wide + QLatin1Char('x')).toUtf8() + "\"}}";
        const auto refused = scenarioFromText(over, defaultScenario(), QStringLiteral("x"));
        QVERIFY(std::holds_alternative<FieldError>(refused));
        QVERIFY(std::get<FieldError>(refused).message().contains(QStringLiteral("200 characters")));
    }

private:
    static constexpr int kMaxJsonDepthForTest = 64; // the documented cap, written here by hand
};

QTEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
