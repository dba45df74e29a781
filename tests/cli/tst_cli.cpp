// The command line end to end: the built binary, its JSON contract (DESIGN.md §2), its human
// output and catalog import. Bad input has its own matrix (tst_badinput).
#include "common/appprocess.h"
#include "core/catalog.h"
#include "core/providers.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

#include <cmath>

#include <fcntl.h>
#include <unistd.h>

namespace {

struct Run {
    int code = -1;
    bool crashed = false;
    QString out;
    QString err;
};

class Cli {
public:
    explicit Cli(const QString &dataDir) : m_dataDir(dataDir) {}

    Run operator()(const QStringList &args) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return run(args, env);
    }

    // As on a server: no display and no platform chosen.
    Run withoutDisplay(const QStringList &args) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
        return run(args, env);
    }

private:
    Run run(const QStringList &args, QProcessEnvironment env) const
    {
        QProcess p;
        env.insert(QString::fromLatin1(ga::test::kDataDirVariable), m_dataDir);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GA_BINARY_DIR "/bin/gpu-advisor"), args);
        if (!p.waitForFinished(60000))
            qFatal("gpu-advisor did not finish: %s", qPrintable(args.join(QLatin1Char(' '))));
        Run r;
        r.crashed = p.exitStatus() != QProcess::NormalExit;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

    QString m_dataDir;
};

QJsonObject json(const Run &r)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON (%s): %s", qPrintable(error.errorString()), qPrintable(r.out.left(400)));
    return doc.object();
}

// The text of a PDF (pdftotext), without the line breaks and spaces its layout chose.
QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        qFatal("pdftotext failed on %s", qPrintable(path));
    return QString::fromUtf8(p.readAllStandardOutput()).remove(QRegularExpression(QStringLiteral("\\s+")));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(f.fileName()));
    f.write(content);
    return f.fileName();
}

} // namespace

// Every instance of a catalog document (the bundle format `catalog --json` prints).
QList<QJsonObject> instancesOf(const QJsonObject &catalog)
{
    QList<QJsonObject> out;
    for (const auto &p : catalog[QStringLiteral("providers")].toArray())
        for (const auto &i : p.toObject()[QStringLiteral("instances")].toArray())
            out << i.toObject();
    return out;
}

class TestCli final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Cli cli{m_dir.path()};

private Q_SLOTS:
    void estimateJsonContract()
    {
        const Run r = cli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--method"),
                           QStringLiteral("lora"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.crashed);
        const QJsonObject j = json(r);
        QVERIFY(j.contains(QStringLiteral("scenario")));
        QCOMPARE(j[QStringLiteral("model")][QStringLiteral("params")].toDouble(), 8030261248.0);
        QCOMPARE(j[QStringLiteral("model")][QStringLiteral("source")].toString(), QStringLiteral("preset"));
        const QJsonObject vram = j[QStringLiteral("vram")].toObject();
        const QJsonObject components = vram[QStringLiteral("components")].toObject();
        const QStringList keys{QStringLiteral("weights"),     QStringLiteral("gradients"), QStringLiteral("optimizer"),
                               QStringLiteral("activations"), QStringLiteral("logits"),    QStringLiteral("kv_cache"),
                               QStringLiteral("adapters"),    QStringLiteral("overhead")};
        QCOMPARE(components.keys().size(), keys.size());
        double sum = 0;
        for (const QString &k : keys) {
            QVERIFY2(components.contains(k), qPrintable(k));
            sum += components[k].toDouble();
        }
        const double total = vram[QStringLiteral("total_gib")].toDouble();
        QVERIFY(qAbs(sum - total) < 1e-9);
        QCOMPARE(vram[QStringLiteral("headroom")].toDouble(), 0.2);
        QVERIFY(qAbs(vram[QStringLiteral("budget_gib")].toDouble() - total * 1.2) < 1e-9);
        // 8,030,261,248 × 2 B = 14.96 GiB, as vLLM logs.
        QVERIFY(qAbs(components[QStringLiteral("weights")].toDouble() - 14.9573) < 1e-3);
    }

    void estimateHumanTable()
    {
        const Run r = cli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--method"),
                           QStringLiteral("qlora"), QStringLiteral("--grad-checkpointing")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Weights")));
        QVERIFY(r.out.contains(QStringLiteral("NF4")));
        QVERIFY(r.out.contains(QStringLiteral("needs ")));
        QVERIFY(r.out.contains(QStringLiteral("+ 20% headroom")));
    }

    void estimateSources_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("source");
        QTest::newRow("preset") << QStringList{QStringLiteral("--model"), QStringLiteral("qwen2-7b")} << "preset";
        QTest::newRow("config") << QStringList{QStringLiteral("--config"), QStringLiteral(GA_TEST_DATA_DIR "/configs/llama-3-8b.json")}
                                << "config";
        QTest::newRow("params") << QStringList{QStringLiteral("--params"), QStringLiteral("7.6e9")} << "params";
    }
    void estimateSources()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, source);
        const Run r = cli(QStringList{QStringLiteral("estimate"), QStringLiteral("--json")} + args);
        QCOMPARE(r.code, 0);
        QCOMPARE(json(r)[QStringLiteral("model")][QStringLiteral("source")].toString(), source);
    }

    void scenarioFileIsTheBase()
    {
        const QString file = writeFile(m_dir, QStringLiteral("s.json"), R"({"model":"llama-3-70b","method":"qlora","batch":2,"seq":4096})");
        const Run r = cli({QStringLiteral("estimate"), QStringLiteral("--scenario"), file, QStringLiteral("--batch"), QStringLiteral("3"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject s = json(r)[QStringLiteral("scenario")].toObject();
        QCOMPARE(s[QStringLiteral("model")].toString(), QStringLiteral("llama-3-70b"));
        QCOMPARE(s[QStringLiteral("method")].toString(), QStringLiteral("qlora"));
        QCOMPARE(s[QStringLiteral("batch")].toInt(), 3); // the flag wins
        QCOMPARE(s[QStringLiteral("seq")].toInt(), 4096);
    }

    void models()
    {
        const Run r = cli({QStringLiteral("models"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray list = json(r)[QStringLiteral("models")].toArray();
        QVERIFY(list.size() >= 20);
        bool qwen = false;
        for (const auto &m : list) {
            const QJsonObject model = m.toObject();
            qwen = qwen || model[QStringLiteral("id")].toString() == QLatin1String("qwen2-7b");
            // "source" means what it means in `estimate --json`: where the model came from; the
            // preset's own reference is its "citation".
            QCOMPARE(model[QStringLiteral("source")].toString(), QStringLiteral("preset"));
            QVERIFY(!model[QStringLiteral("citation")].toString().isEmpty());
        }
        QVERIFY(qwen);
        const Run estimate =
            cli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--json")});
        QCOMPARE(json(estimate)[QStringLiteral("model")][QStringLiteral("source")].toString(), QStringLiteral("preset"));
        const Run human = cli({QStringLiteral("models")});
        QCOMPARE(human.code, 0);
        QVERIFY(human.out.contains(QStringLiteral("llama-3-70b")));
    }

    // `stacks` lists every framework --stack takes, what it changes and its measured error;
    // `estimate --json` echoes the one chosen, and Unsloth's offloaded checkpoints show as host RAM.
    void stacks()
    {
        const Run r = cli({QStringLiteral("stacks"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray list = json(r)[QStringLiteral("stacks")].toArray();
        QCOMPARE(list.size(), 11);
        QSet<QString> ids;
        for (const auto &v : list) {
            const QJsonObject st = v.toObject();
            ids << st[QStringLiteral("id")].toString();
            QVERIFY(!st[QStringLiteral("source")].toString().isEmpty());
            QVERIFY(!st[QStringLiteral("version")].toString().isEmpty());
            // Every framework but the default says what it changes.
            QCOMPARE(st[QStringLiteral("changes")].toArray().isEmpty(), st[QStringLiteral("id")].toString() == QLatin1String("hf-trainer"));
            if (st[QStringLiteral("id")].toString() == QLatin1String("fsdp-qlora"))
                QVERIFY(st[QStringLiteral("measured")].toObject()[QStringLiteral("cases")].toInt() > 10);
            if (st[QStringLiteral("id")].toString() == QLatin1String("unsloth"))
                QVERIFY(st[QStringLiteral("measured")].isNull());
        }
        for (const char *id :
             {"hf-trainer", "llama-factory", "unsloth", "ms-swift", "axolotl", "torchtune", "litgpt", "trl", "fsdp-qlora", "deepspeed"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
        QVERIFY(cli({QStringLiteral("stacks")}).out.contains(QStringLiteral("use_gradient_checkpointing")));

        const QStringList job{QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                              QStringLiteral("--method"), QStringLiteral("qlora"),   QStringLiteral("--grad-checkpointing"),
                              QStringLiteral("--json")};
        const QJsonObject plain = json(cli(job));
        QCOMPARE(plain[QStringLiteral("scenario")][QStringLiteral("stack")].toString(), QStringLiteral("hf-trainer"));
        const QJsonObject unsloth = json(cli(job + QStringList{QStringLiteral("--stack"), QStringLiteral("unsloth")}));
        QCOMPARE(unsloth[QStringLiteral("scenario")][QStringLiteral("stack")].toString(), QStringLiteral("unsloth"));
        QVERIFY(unsloth[QStringLiteral("vram")][QStringLiteral("total_gib")].toDouble() <
                plain[QStringLiteral("vram")][QStringLiteral("total_gib")].toDouble());

        const Run bad = cli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--stack"),
                             QStringLiteral("keras")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--stack")), qPrintable(bad.err));
        const Run liger =
            cli({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--method"),
                 QStringLiteral("lora"), QStringLiteral("--stack"), QStringLiteral("unsloth"), QStringLiteral("--liger")});
        QCOMPARE(liger.code, 2);
        QVERIFY2(liger.err.contains(QStringLiteral("liger")), qPrintable(liger.err));
        // Packing: echoed in the scenario, and refused by name where the framework's switch is not modelled.
        const QJsonObject packed =
            json(cli(job + QStringList{QStringLiteral("--stack"), QStringLiteral("trl"), QStringLiteral("--packing")}));
        QCOMPARE(packed[QStringLiteral("scenario")][QStringLiteral("packing")].toBool(), true);
        const Run noSwitch = cli(job + QStringList{QStringLiteral("--stack"), QStringLiteral("fsdp-qlora"), QStringLiteral("--packing")});
        QCOMPARE(noSwitch.code, 2);
        QVERIFY2(noSwitch.err.contains(QStringLiteral("packing")), qPrintable(noSwitch.err));
    }

    // `launch` writes the file the format names for the recommended instance or the one given;
    // a scenario the format cannot express, a bad format or an unwritable path leave no file.
    void launch()
    {
        QTemporaryDir dir;
        const QString ds = dir.filePath(QStringLiteral("ds.json"));
        const QStringList job{QStringLiteral("launch"),   QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                              QStringLiteral("--method"), QStringLiteral("full"),    QStringLiteral("--gpus"),
                              QStringLiteral("8"),        QStringLiteral("--zero"),  QStringLiteral("2")};
        const Run r = cli(job + QStringList{QStringLiteral("--format"), QStringLiteral("deepspeed"), QStringLiteral("--out"), ds});
        QCOMPARE(r.code, 0);
        QFile f(ds);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject j = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(j[QStringLiteral("zero_optimization")].toObject()[QStringLiteral("stage")].toInt(), 2);
        QCOMPARE(j[QStringLiteral("train_batch_size")].toInt(), 8); // micro-batch 1 × accumulation 1 × 8 GPUs

        const QString sky = dir.filePath(QStringLiteral("sky.yaml"));
        const Run onAws = cli(job +
                              QStringList{QStringLiteral("--format"), QStringLiteral("skypilot"), QStringLiteral("--out"), sky,
                                          QStringLiteral("--instance"), QStringLiteral("aws:p5.48xlarge:us-east-1")});
        QCOMPARE(onAws.code, 0);
        QFile y(sky);
        QVERIFY(y.open(QIODevice::ReadOnly));
        const QByteArray text = y.readAll();
        QVERIFY2(text.contains("accelerators: H100:8") && text.contains("instance_type: p5.48xlarge"), text.constData());

        const QString none = dir.filePath(QStringLiteral("none.json"));
        const Run zero0 = cli({QStringLiteral("launch"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                               QStringLiteral("--format"), QStringLiteral("deepspeed"), QStringLiteral("--out"), none});
        QCOMPARE(zero0.code, 2);
        QVERIFY2(zero0.err.contains(QStringLiteral("--format")) && zero0.err.contains(QStringLiteral("torchrun")), qPrintable(zero0.err));
        QVERIFY(!QFile::exists(none));
        const Run badFormat = cli(job + QStringList{QStringLiteral("--format"), QStringLiteral("slurm"), QStringLiteral("--out"), none});
        QCOMPARE(badFormat.code, 2);
        QVERIFY(badFormat.err.contains(QStringLiteral("deepspeed, accelerate-fsdp")));
        QFile blocker(dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const Run unwritable = cli(job +
                                   QStringList{QStringLiteral("--format"), QStringLiteral("deepspeed"), QStringLiteral("--out"),
                                               dir.filePath(QStringLiteral("blocker/ds.json"))});
        QCOMPARE(unwritable.code, 3);
        QVERIFY2(unwritable.err.contains(QStringLiteral("blocker")), qPrintable(unwritable.err));
    }

    // The table marks a price more than 12 months old as the window does ("*") and says what the
    // mark means; fresh prices carry no mark and no footnote.
    void stalePricesAreMarked()
    {
        const Run old = cli({QStringLiteral("advise"), QStringLiteral("--provider"), QStringLiteral("tencent"), QStringLiteral("--top"),
                             QStringLiteral("3")});
        QCOMPARE(old.code, 0);
        // Tencent's bundled prices are of 2020-05: every row is marked.
        QVERIFY2(
            old.out.contains(QRegularExpression(QStringLiteral("^tencent .*\\$\\d+\\.\\d\\d\\* "), QRegularExpression::MultilineOption)),
            qPrintable(old.out));
        QVERIFY(old.out.contains(QStringLiteral("* a price more than 12 months old")));
        const Run fresh = cli(
            {QStringLiteral("advise"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(fresh.code, 0);
        QVERIFY(!fresh.out.contains(QStringLiteral("* a price more than")));
        QVERIFY(!fresh.out.contains(QRegularExpression(QStringLiteral("^aws .*\\d\\* "), QRegularExpression::MultilineOption)));
    }

    void adviseJsonContract()
    {
        const Run r = cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--method"),
                           QStringLiteral("qlora"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = json(r);
        const QJsonArray tiers = j[QStringLiteral("tiers")].toArray();
        QVERIFY(tiers.size() >= 80);
        int fitting = 0;
        QSet<QString> providers;
        bool fitsFirst = true, seenNoFit = false;
        for (const auto &t : tiers) {
            const QJsonObject o = t.toObject();
            for (const char *key : {"instance", "provider", "region", "gpu", "gpu_count", "vram_per_gpu_gib", "fits", "hourly", "annual",
                                    "currency", "run", "advisories"})
                QVERIFY2(o.contains(QString::fromLatin1(key)), key);
            const QJsonObject a = o[QStringLiteral("annual")].toObject();
            const double parts = a[QStringLiteral("instance")].toDouble() + a[QStringLiteral("disk")].toDouble() +
                a[QStringLiteral("egress")].toDouble() + a[QStringLiteral("object_storage")].toDouble() +
                a[QStringLiteral("requests")].toDouble();
            // A machine without an instance price has no total and no hourly price: null, not a partial sum.
            if (a[QStringLiteral("instance")].isNull())
                QVERIFY(a[QStringLiteral("total")].isNull() && o[QStringLiteral("hourly")].isNull());
            else
                QVERIFY(qAbs(parts - a[QStringLiteral("total")].toDouble()) < 1e-6 * std::max(1.0, parts));
            if (o[QStringLiteral("fits")].toBool()) {
                ++fitting;
                providers.insert(o[QStringLiteral("provider")].toString());
                fitsFirst = fitsFirst && !seenNoFit;
            } else {
                seenNoFit = true;
            }
        }
        QVERIFY(fitting >= 10);
        QVERIFY(providers.size() >= 4);
        QVERIFY(fitsFirst);
        const QJsonArray advisories = j[QStringLiteral("advisories")].toArray();
        QVERIFY(!advisories.isEmpty());
        for (const auto &a : advisories) {
            const QJsonObject o = a.toObject();
            for (const char *key : {"code", "severity", "message", "evidence"})
                QVERIFY2(o.contains(QString::fromLatin1(key)), key);
        }
        QVERIFY(j.contains(QStringLiteral("picks")));
    }

    void adviseOptions()
    {
        const Run top = cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--top"),
                             QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(json(top)[QStringLiteral("tiers")].toArray().size(), 5);
        const Run aws = cli({QStringLiteral("advise"), QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--provider"),
                             QStringLiteral("alibaba"), QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--json")});
        QCOMPARE(aws.code, 0);
        for (const auto &t : json(aws)[QStringLiteral("tiers")].toArray()) {
            const QString p = t.toObject()[QStringLiteral("provider")].toString();
            QVERIFY(p == QLatin1String("aws") || p == QLatin1String("alibaba"));
            QCOMPARE(t.toObject()[QStringLiteral("currency")].toString(), QStringLiteral("CNY"));
        }
        const Run seventy =
            cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("llama-3-70b"), QStringLiteral("--json")});
        bool insufficient = false;
        for (const auto &a : json(seventy)[QStringLiteral("advisories")].toArray())
            insufficient = insufficient || a.toObject()[QStringLiteral("code")].toString() == QLatin1String("vram.insufficient");
        QVERIFY(insufficient);
        const Run human = cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--top"),
                               QStringLiteral("3")});
        QCOMPARE(human.code, 0);
        QVERIFY(human.out.contains(QStringLiteral("Per year")));
    }

    // Egress on Tencent's mainland prices (独享型公网网络计费): 240 GB/day by traffic at 0.80 元/GB is
    // 70,080 元 a year; a fixed 67 Mbps (240 GB over 8 h = 66.7 Mbps) at 5 x 0.063 + 62 x 0.25 =
    // 15.815 元/h for 8 h x 365 days is 46,179.8 元. AWS publishes no fixed bandwidth: by traffic.
    void egressBillingOnTheCommandLine()
    {
        const QStringList base{
            QStringLiteral("advise"), QStringLiteral("--model"),    QStringLiteral("qwen2-7b"), QStringLiteral("--egress-gb-per-day"),
            QStringLiteral("240"),    QStringLiteral("--currency"), QStringLiteral("CNY"),      QStringLiteral("--json")};
        const auto row = [](const Run &r, const QString &provider) {
            for (const auto &t : json(r)[QStringLiteral("tiers")].toArray())
                if (t.toObject()[QStringLiteral("provider")].toString() == provider &&
                    t.toObject()[QStringLiteral("region")].toString() != QLatin1String("ap-chengdu"))
                    return t.toObject();
            return QJsonObject();
        };
        const QStringList tencent{QStringLiteral("--provider"), QStringLiteral("tencent")};
        const Run traffic = cli(base + tencent);
        QCOMPARE(traffic.code, 0);
        QJsonObject r = row(traffic, QStringLiteral("tencent"));
        QVERIFY(qAbs(r[QStringLiteral("annual")].toObject()[QStringLiteral("egress")].toDouble() - 70080.0) < 0.01);
        QVERIFY(r[QStringLiteral("advisories")].toArray().contains(QStringLiteral("cost.egress-billing")));

        const Run bandwidth = cli(base + tencent + QStringList{QStringLiteral("--egress-billing"), QStringLiteral("bandwidth")});
        QCOMPARE(bandwidth.code, 0);
        r = row(bandwidth, QStringLiteral("tencent"));
        QCOMPARE(r[QStringLiteral("egress_billing")].toString(), QStringLiteral("bandwidth"));
        QVERIFY(qAbs(r[QStringLiteral("annual")].toObject()[QStringLiteral("egress")].toDouble() - 46179.8) < 0.01);
        QVERIFY(r[QStringLiteral("formulas")].toObject()[QStringLiteral("egress")].toString().startsWith(QStringLiteral("67 Mbps")));
        QVERIFY(!r[QStringLiteral("advisories")].toArray().contains(QStringLiteral("cost.egress-billing")));
        QCOMPARE(json(bandwidth)[QStringLiteral("scenario")]
                     .toObject()[QStringLiteral("usage")]
                     .toObject()[QStringLiteral("egress_billing")]
                     .toString(),
                 QStringLiteral("bandwidth"));

        const Run aws = cli(base +
                            QStringList{QStringLiteral("--provider"), QStringLiteral("aws"), QStringLiteral("--egress-billing"),
                                        QStringLiteral("bandwidth")});
        QCOMPARE(aws.code, 0);
        r = row(aws, QStringLiteral("aws"));
        QCOMPARE(r[QStringLiteral("egress_billing")].toString(), QStringLiteral("traffic"));
        QVERIFY(r[QStringLiteral("formulas")].toObject()[QStringLiteral("egress")].toString().contains(QStringLiteral("by traffic")));
    }

    // advise --format csv: one row per instance with a header, parsed back by RFC 4180 rules;
    // the rows agree with --json, and a spreadsheet formula in a text cell is defused.
    void adviseCsv()
    {
        const QStringList base{QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b")};
        const Run csv = cli(base + QStringList{QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(csv.code, 0);
        const Run js = cli(base + QStringList{QStringLiteral("--json")});
        const QJsonArray tiers = json(js)[QStringLiteral("tiers")].toArray();
        // Parse: quoted cells may hold commas and doubled quotes; lines end in CRLF.
        QList<QStringList> rows;
        QStringList row;
        QString cell;
        bool quoted = false;
        const QString text = csv.out;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (quoted) {
                if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else if (c == QLatin1Char('"')) {
                    quoted = false;
                } else {
                    cell += c;
                }
            } else if (c == QLatin1Char('"')) {
                quoted = true;
            } else if (c == QLatin1Char(',')) {
                row << cell;
                cell.clear();
            } else if (c == QLatin1Char('\n')) {
                row << cell;
                rows << row;
                row.clear();
                cell.clear();
            } else if (c != QLatin1Char('\r')) {
                cell += c;
            }
        }
        QCOMPARE(rows.size(), tiers.size() + 1);
        const QStringList header = rows.takeFirst();
        for (const char *column :
             {"provider", "instance", "region", "gpu", "gpu_count", "fits", "severity", "scaling_efficiency", "hourly", "annual_instance",
              "annual_disk", "annual_egress", "annual_object_storage", "annual_total", "run_hours", "run_cost", "picks", "source", "as_of"})
            QVERIFY2(header.contains(QString::fromLatin1(column)), column);
        const auto col = [&header](const char *name) { return header.indexOf(QString::fromLatin1(name)); };
        for (int i = 0; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), header.size());
            const QJsonObject t = tiers[i].toObject();
            QCOMPARE(rows[i][col("instance")], t[QStringLiteral("instance")].toString());
            QCOMPARE(rows[i][col("severity")], t[QStringLiteral("severity")].toString());
            if (t[QStringLiteral("annual")].toObject()[QStringLiteral("total")].toDouble() > 0) {
                bool ok = false;
                const double total = rows[i][col("annual_total")].toDouble(&ok);
                QVERIFY(ok);
                QVERIFY(qAbs(total - t[QStringLiteral("annual")].toObject()[QStringLiteral("total")].toDouble()) < 0.006);
            }
        }
        const Run bad = cli(base + QStringList{QStringLiteral("--format"), QStringLiteral("xml")});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--format")));
    }

    // --gpu and --region keep only those instances, in the rows, the picks and the GPU counts; a
    // filter that names nothing the catalog has is bad input.
    void filtersByGpuAndRegion()
    {
        const QStringList base{QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--json")};
        const Run gpu = cli(base + QStringList{QStringLiteral("--gpu"), QStringLiteral("h100-sxm")});
        QCOMPARE(gpu.code, 0);
        const QJsonArray rows = json(gpu)[QStringLiteral("tiers")].toArray();
        QVERIFY(rows.size() > 3);
        for (const auto &r : rows)
            QCOMPARE(r.toObject()[QStringLiteral("gpu")].toString(), QStringLiteral("h100-sxm"));
        for (const auto &n : json(gpu)[QStringLiteral("needs")].toArray())
            QCOMPARE(n.toObject()[QStringLiteral("gpu")].toString(), QStringLiteral("h100-sxm"));
        const Run region = cli(base + QStringList{QStringLiteral("--region"), QStringLiteral("CN-")});
        QCOMPARE(region.code, 0);
        const QJsonArray cn = json(region)[QStringLiteral("tiers")].toArray();
        QVERIFY(cn.size() > 3);
        // "cn-" names mainland China: Alibaba's cn-shanghai and Tencent's ap-guangzhou alike.
        for (const auto &r : cn) {
            const QString where = r.toObject()[QStringLiteral("region")].toString();
            const QString provider = r.toObject()[QStringLiteral("provider")].toString();
            // The rental platforms (AutoDL, Compshare, Featurize) rent in mainland China only: region "China".
            // Tencent's bundled rows are in these mainland cities (tencent.json).
            static const QStringList tencentCities{QStringLiteral("ap-guangzhou"), QStringLiteral("ap-chengdu"),
                                                   QStringLiteral("ap-shanghai"), QStringLiteral("ap-beijing")};
            QVERIFY2(where.startsWith(QStringLiteral("cn-")) || (provider == QLatin1String("tencent") && tencentCities.contains(where)) ||
                         where == QLatin1String("China"),
                     qPrintable(where + QLatin1Char(' ') + provider));
        }
        QVERIFY(std::any_of(cn.begin(), cn.end(), [](const QJsonValue &r) {
            return r.toObject()[QStringLiteral("provider")].toString() == QLatin1String("tencent");
        }));
        QVERIFY(std::any_of(cn.begin(), cn.end(),
                            [](const QJsonValue &r) { return !r.toObject()[QStringLiteral("picks")].toArray().isEmpty(); }));
        // The country by name, as the window's filter takes it: AWS's Beijing region too.
        const Run china = cli(base + QStringList{QStringLiteral("--region"), QStringLiteral("China")});
        QVERIFY2(china.code == 0, qPrintable(china.err));
        const QJsonArray named = json(china)[QStringLiteral("tiers")].toArray();
        QCOMPARE(named.size(), cn.size());
        QVERIFY(std::any_of(named.begin(), named.end(), [](const QJsonValue &r) {
            return r.toObject()[QStringLiteral("provider")].toString() == QLatin1String("aws-china");
        }));
        for (const auto &[flag, value, reason] :
             {std::tuple{"--gpu", "nope", "unknown GPU"}, std::tuple{"--gpu", "h800-sxm", "no instance"},
              std::tuple{"--region", "atlantis", "no instance"}}) {
            const Run bad = cli({QStringLiteral("advise"), QString::fromLatin1(flag), QString::fromLatin1(value)});
            QCOMPARE(bad.code, 2);
            QVERIFY2(bad.err.contains(QString::fromLatin1(flag)) && bad.err.contains(QString::fromLatin1(reason)), qPrintable(bad.err));
        }
    }

    // Serving headlines the cost of a million tokens, as the window does: the table's cost column,
    // the picks' lines and the JSON's run.cost_per_million_tokens; training headlines one run.
    // `estimate --engine vllm --gpu ID --json` carries the engine's start-up figures per GPU
    // (DESIGN.md §2), and the human output says what vLLM will print.
    void servingEstimateContract()
    {
        const QStringList args{QStringLiteral("estimate"), QStringLiteral("--model"),   QStringLiteral("qwen2-7b"),
                               QStringLiteral("--method"), QStringLiteral("inference"), QStringLiteral("--engine"),
                               QStringLiteral("vllm"),     QStringLiteral("--gpu"),     QStringLiteral("h100-sxm"),
                               QStringLiteral("--gpus"),   QStringLiteral("2")};
        const Run j = cli(args + QStringList{QStringLiteral("--json")});
        QCOMPARE(j.code, 0);
        const QJsonObject serving = json(j)[QStringLiteral("serving")].toObject();
        for (const char *key :
             {"engine", "gpu_total_gib", "gpu_memory_utilization", "weights_gib", "activation_gib", "non_torch_gib", "kv_cache_gib",
              "kv_bytes_per_token", "kv_tokens", "max_model_len", "max_concurrency", "nvidia_smi_gib", "launch"})
            QVERIFY2(serving.contains(QLatin1String(key)), key);
        QCOMPARE(serving[QStringLiteral("engine")].toString(), QStringLiteral("vllm"));
        // 28 layers × 2 × (4 KV heads ÷ 2) × 128 × 2 B per token on each GPU.
        QCOMPARE(serving[QStringLiteral("kv_bytes_per_token")].toDouble(), 28.0 * 2 * 2 * 128 * 2);
        QCOMPARE(serving[QStringLiteral("gpu_memory_utilization")].toDouble(), 0.92);
        QVERIFY(
            serving[QStringLiteral("launch")].toString().startsWith(QStringLiteral("vllm serve Qwen/Qwen2-7B --tensor-parallel-size 2")));
        const Run text = cli(args);
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("Maximum concurrency for")) && text.out.contains(QStringLiteral("Launch: vllm serve")),
                 qPrintable(text.out));
        // Without --gpu there is nothing to lay out: no "serving", and the output says what to add.
        const Run plain = cli(args.mid(0, 7) + QStringList{QStringLiteral("--json")});
        QVERIFY(!json(plain).contains(QStringLiteral("serving")));
    }

    // `advise --engine vllm`: every row carries its replicas, speed and cost per million output
    // tokens, and the pick `cheapest_per_million_tokens` names the cheapest row that meets the targets.
    void servingAdviseContract()
    {
        const Run j = cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--method"),
                           QStringLiteral("inference"), QStringLiteral("--engine"), QStringLiteral("vllm"), QStringLiteral("--concurrency"),
                           QStringLiteral("64"), QStringLiteral("--tpot-ms"), QStringLiteral("60"), QStringLiteral("--json")});
        QCOMPARE(j.code, 0);
        const QJsonObject root = json(j);
        const QString pick = root[QStringLiteral("picks")].toObject()[QStringLiteral("cheapest_per_million_tokens")].toString();
        QVERIFY(!pick.isEmpty());
        QCOMPARE(pick, root[QStringLiteral("picks")].toObject()[QStringLiteral("cheapest_run")].toString());
        double cheapest = std::numeric_limits<double>::infinity();
        QString cheapestKey;
        for (const auto &t : root[QStringLiteral("tiers")].toArray()) {
            const QJsonObject tier = t.toObject();
            const QJsonObject serving = tier[QStringLiteral("serving")].toObject();
            for (const char *key : {"tp", "replicas", "max_concurrency", "decode_tokens_per_s", "ttft_ms", "tpot_ms",
                                    "cost_per_million_output_tokens", "launch"})
                QVERIFY2(serving.contains(QLatin1String(key)), key);
            const QString key = tier[QStringLiteral("provider")].toString() + QLatin1Char(':') +
                tier[QStringLiteral("instance")].toString() + QLatin1Char(':') + tier[QStringLiteral("region")].toString();
            if (!tier[QStringLiteral("fits")].toBool() || tier[QStringLiteral("severity")].toString() == QLatin1String("critical") ||
                serving[QStringLiteral("cost_per_million_output_tokens")].isNull())
                continue;
            // Rows the app warns may not run as set up lose to those it does not doubt (pickRule):
            // Lambda's GH200, the cheapest per token, has an Arm host.
            const QJsonArray codes = tier[QStringLiteral("advisories")].toArray();
            if (std::any_of(codes.begin(), codes.end(), [](const QJsonValue &c) {
                    return QStringList{QStringLiteral("vram.headroom-low"), QStringLiteral("gpu.compute-capability"),
                                       QStringLiteral("host.cpu-low"),      QStringLiteral("host.ram-low"),
                                       QStringLiteral("host.arm-cpu"),      QStringLiteral("storage.capacity")}
                        .contains(c.toString());
                }))
                continue;
            QVERIFY(serving[QStringLiteral("tpot_ms")].toDouble() <= 60.0);
            const double cost = serving[QStringLiteral("cost_per_million_output_tokens")].toDouble();
            // The hourly price of the row's instances over the tokens an hour yields, × 10^6.
            QVERIFY(qAbs(cost -
                         tier[QStringLiteral("hourly")].toDouble() / (serving[QStringLiteral("decode_tokens_per_s")].toDouble() * 3600) *
                             1e6) < 1e-6 * cost);
            if (cost < cheapest) {
                cheapest = cost;
                cheapestKey = key;
            }
        }
        QCOMPARE(pick, cheapestKey);
    }

    // What the engines refuse is bad input that names the flag.
    void servingBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("names");
        const QStringList base{QStringLiteral("estimate"), QStringLiteral("--model"),   QStringLiteral("llama-3.1-8b"),
                               QStringLiteral("--method"), QStringLiteral("inference"), QStringLiteral("--engine"),
                               QStringLiteral("vllm")};
        QTest::newRow("tp 3") << base + QStringList{QStringLiteral("--gpus"), QStringLiteral("3")} << QStringLiteral("--gpus");
        QTest::newRow("q8_0 on vllm") << base + QStringList{QStringLiteral("--kv-cache-dtype"), QStringLiteral("q8_0")}
                                      << QStringLiteral("--kv-cache-dtype");
        QTest::newRow("engine") << QStringList{QStringLiteral("estimate"), QStringLiteral("--model"),   QStringLiteral("qwen2-7b"),
                                               QStringLiteral("--method"), QStringLiteral("inference"), QStringLiteral("--engine"),
                                               QStringLiteral("tgi")}
                                << QStringLiteral("--engine");
        QTest::newRow("share") << base + QStringList{QStringLiteral("--gpu-memory-utilization"), QStringLiteral("1.5")}
                               << QStringLiteral("--gpu-memory-utilization");
        QTest::newRow("gpu") << base + QStringList{QStringLiteral("--gpu"), QStringLiteral("h9000")} << QStringLiteral("--gpu");
    }
    void servingBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, names);
        const Run r = cli(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(names), qPrintable(r.err));
    }

    void servingCostIsPerMillionTokens()
    {
        const QStringList base{QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--top"),
                               QStringLiteral("5")};
        const Run serving = cli(base + QStringList{QStringLiteral("--method"), QStringLiteral("inference")});
        QCOMPARE(serving.code, 0);
        QVERIFY2(serving.out.contains(QStringLiteral("Per M tok")) && !serving.out.contains(QStringLiteral("Run cost")),
                 qPrintable(serving.out));
        QVERIFY(serving.out.contains(QStringLiteral("Cost per million tokens:")));
        const Run training = cli(base + QStringList{QStringLiteral("--method"), QStringLiteral("qlora")});
        QVERIFY(training.out.contains(QStringLiteral("Run cost")) && !training.out.contains(QStringLiteral("Per M tok")));
        // "How many GPUs" (nothing fits on one GPU) headlines the same figure.
        const Run needs = cli({QStringLiteral("advise"), QStringLiteral("--model"), QStringLiteral("llama-3.1-405b"),
                               QStringLiteral("--method"), QStringLiteral("inference")});
        QCOMPARE(needs.code, 0);
        QVERIFY2(needs.out.contains(QStringLiteral("The smallest configuration per GPU model")) &&
                     needs.out.contains(QStringLiteral("Per M tok")) && !needs.out.contains(QStringLiteral("Run cost")),
                 qPrintable(needs.out));
        const Run j = cli(base + QStringList{QStringLiteral("--method"), QStringLiteral("inference"), QStringLiteral("--json")});
        const QJsonObject usage = json(j)[QStringLiteral("scenario")][QStringLiteral("usage")].toObject();
        const double tokens = usage[QStringLiteral("dataset_tokens")].toDouble() * usage[QStringLiteral("epochs")].toDouble();
        QVERIFY(tokens > 0);
        int priced = 0;
        for (const auto &tier : json(j)[QStringLiteral("tiers")].toArray()) {
            const QJsonObject run = tier.toObject()[QStringLiteral("run")].toObject();
            if (run[QStringLiteral("cost_per_million_tokens")].isNull())
                continue;
            ++priced;
            // hourly × hours ÷ tokens × 10^6, from the row's own figures.
            const double hourly = tier.toObject()[QStringLiteral("hourly")].toDouble();
            const double cost = run[QStringLiteral("cost")].toDouble();
            QVERIFY(std::abs(cost - hourly * run[QStringLiteral("hours")].toDouble()) <= 1e-6 * cost);
            const double perMillion = hourly * run[QStringLiteral("hours")].toDouble() / tokens * 1e6;
            QVERIFY(std::abs(run[QStringLiteral("cost_per_million_tokens")].toDouble() - perMillion) <= 1e-6 * perMillion);
        }
        QVERIFY(priced > 0);
    }

    // The recommendations' done-when, as a user runs them.
    void recommendationsOnTheCommandLine()
    {
        const Run lora = cli({QStringLiteral("advise"), QStringLiteral("--params"), QStringLiteral("70B"), QStringLiteral("--method"),
                              QStringLiteral("lora"), QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--zero"),
                              QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(lora.code, 0);
        const QJsonObject j = json(lora);
        QHash<QString, QJsonObject> byKey;
        for (const auto &t : j[QStringLiteral("tiers")].toArray()) {
            const QJsonObject o = t.toObject();
            byKey.insert(o[QStringLiteral("provider")].toString() + QLatin1Char(':') + o[QStringLiteral("instance")].toString() +
                             QLatin1Char(':') + o[QStringLiteral("region")].toString(),
                         o);
        }
        const QJsonObject picks = j[QStringLiteral("picks")].toObject();
        for (const QString &name :
             {QStringLiteral("cheapest"), QStringLiteral("cheapest_run"), QStringLiteral("fastest"), QStringLiteral("best_value")}) {
            const QString key = picks[name].toString();
            QVERIFY2(byKey.contains(key), qPrintable(name));
            QVERIFY(byKey[key][QStringLiteral("severity")].toString() != QLatin1String("critical"));
        }
        const Run full = cli({QStringLiteral("advise"), QStringLiteral("--params"), QStringLiteral("13B"), QStringLiteral("--method"),
                              QStringLiteral("full"), QStringLiteral("--json")});
        bool a100 = false;
        for (const auto &n : json(full)[QStringLiteral("needs")].toArray()) {
            const QJsonObject o = n.toObject();
            for (const char *key : {"gpu", "gpus", "nodes", "instance", "zero", "budget_gib"})
                QVERIFY2(o.contains(QString::fromLatin1(key)), key);
            if (o[QStringLiteral("gpu")].toString() == QLatin1String("a100-80gb-sxm")) {
                a100 = true;
                QCOMPARE(o[QStringLiteral("gpus")].toInt(), 4);
                QCOMPARE(o[QStringLiteral("zero")].toInt(), 3);
            }
        }
        QVERIFY(a100);
        // The human table answers "how many GPUs" before the instances.
        const Run human = cli({QStringLiteral("advise"), QStringLiteral("--params"), QStringLiteral("13B"), QStringLiteral("--method"),
                               QStringLiteral("full"), QStringLiteral("--top"), QStringLiteral("3")});
        QVERIFY(human.out.indexOf(QStringLiteral("smallest configuration")) < human.out.indexOf(QStringLiteral("Provider")));
    }

    void catalogJson()
    {
        const Run r = cli({QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonObject j = json(r);
        QVERIFY(!j[QStringLiteral("version")].toString().isEmpty());
        QVERIFY(!j[QStringLiteral("as_of")].toString().isEmpty());
        QVERIFY(j[QStringLiteral("gpus")].toArray().size() >= 25);
        QVERIFY(instancesOf(j).size() >= 80);
        QVERIFY(j[QStringLiteral("providers")].toArray().size() >= 7);
        const Run human = cli({QStringLiteral("catalog")});
        QCOMPARE(human.code, 0);
        QVERIFY(human.out.contains(QStringLiteral("Tencent Cloud")));
    }

    // A good import is stored and used; a failing one leaves nothing behind.
    void catalogImport()
    {
        QTemporaryDir data;
        Cli local(data.path());
        const int before = int(instancesOf(json(local({QStringLiteral("catalog"), QStringLiteral("--json")}))).size());

        const Run bad = local(
            {QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v7-lambda-vms.csv")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("line 5")) && bad.err.contains(QStringLiteral("RTX6000")), qPrintable(bad.err));
        QVERIFY(QDir(data.filePath(QStringLiteral("catalogs"))).entryList(QDir::Files).isEmpty());

        const Run good = local({QStringLiteral("catalog"), QStringLiteral("import"),
                                QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-runpod-vms.csv"), QStringLiteral("--as-of"),
                                QStringLiteral("2026-11-01")});
        QCOMPARE(good.code, 0);
        QVERIFY(good.out.contains(QStringLiteral("6 instances")));
        const QJsonObject after = json(local({QStringLiteral("catalog"), QStringLiteral("--json")}));
        QVERIFY(instancesOf(after).size() >= before); // imports replace rows with the same key
        QCOMPARE(after[QStringLiteral("imports")].toArray().size(), 1);
        bool found = false;
        for (const auto &i : instancesOf(after))
            found = found || (i[QStringLiteral("type")].toString() == QLatin1String("6x_H100-NVL_SECURE"));
        QVERIFY(found);

        const Run missing = local({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("/nonexistent.csv")});
        QCOMPARE(missing.code, 2);
        const Run badDate = local({QStringLiteral("catalog"), QStringLiteral("import"),
                                   QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-runpod-vms.csv"), QStringLiteral("--as-of"),
                                   QStringLiteral("last week")});
        QCOMPARE(badDate.code, 2);
        QVERIFY(badDate.err.contains(QStringLiteral("--as-of")));

        // The same provider again: refused without --replace (the stored file unchanged), replaced
        // with it, and listed by `catalog imports`.
        const QString stored = data.filePath(QStringLiteral("catalogs/runpod.json"));
        QFile storedFile(stored);
        QVERIFY(storedFile.open(QIODevice::ReadOnly));
        const QByteArray first = storedFile.readAll();
        storedFile.close();
        const QStringList again{QStringLiteral("catalog"), QStringLiteral("import"),
                                QStringLiteral(GA_TEST_DATA_DIR "/import/skypilot-v8-runpod-vms.csv"), QStringLiteral("--as-of"),
                                QStringLiteral("2026-11-02")};
        const Run twice = local(again);
        QCOMPARE(twice.code, 2);
        QVERIFY2(twice.err.contains(QStringLiteral("runpod.json")) && twice.err.contains(QStringLiteral("--replace")),
                 qPrintable(twice.err));
        QVERIFY(storedFile.open(QIODevice::ReadOnly));
        QCOMPARE(storedFile.readAll(), first);
        storedFile.close();
        const Run replaced = local(again + QStringList{QStringLiteral("--replace")});
        QCOMPARE(replaced.code, 0);
        QVERIFY(replaced.out.contains(QStringLiteral("Replaced runpod.json")));
        const QJsonObject listed = json(local({QStringLiteral("catalog"), QStringLiteral("imports"), QStringLiteral("--json")}));
        const QJsonArray imports = listed[QStringLiteral("imports")].toArray();
        QCOMPARE(imports.size(), 1);
        QCOMPARE(imports.at(0)[QStringLiteral("name")].toString(), QStringLiteral("runpod"));
        QCOMPARE(imports.at(0)[QStringLiteral("imported_from")].toString(), QStringLiteral("skypilot-v8-runpod-vms.csv"));
        QCOMPARE(imports.at(0)[QStringLiteral("as_of")].toString(), QStringLiteral("2026-11-02"));
        const Run removed =
            local({QStringLiteral("catalog"), QStringLiteral("imports"), QStringLiteral("remove"), QStringLiteral("runpod")});
        QCOMPARE(removed.code, 0);
        QVERIFY(!QFileInfo::exists(stored));
    }

    // Names the system gives as bytes that are not UTF-8 reach the files they name: a config is
    // found, a report is written under exactly that name (bash passes the raw bytes).
    void nonUtf8Paths()
    {
        QTemporaryDir dir;
        const QByteArray native = QFile::encodeName(dir.path());
        {
            QFile config;
            const int fd = ::open(QByteArray(native + "/caf\xe9-config.json").constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0 && config.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle));
            config.write(
                R"({"model_type":"llama","vocab_size":32000,"hidden_size":4096,"num_hidden_layers":32,"intermediate_size":11008,"num_attention_heads":32})");
        }
        QProcess p;
        p.setProcessEnvironment(ga::test::appEnvironment(dir.filePath(QStringLiteral("data"))));
        p.start(QStringLiteral("bash"),
                {QStringLiteral("-c"),
                 QStringLiteral("\"$0\" estimate --config \"$(printf '%s/caf\\351-config.json' \"$1\")\" && "
                                "\"$0\" report --out \"$(printf '%s/r\\351.pdf' \"$1\")\""),
                 QStringLiteral(GA_BINARY_DIR "/bin/gpu-advisor"), dir.path()});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QVERIFY(p.readAllStandardOutput().contains("6.74 B"));
        QCOMPARE(::access(QByteArray(native + "/r\xe9.pdf").constData(), F_OK), 0);
        QVERIFY(::access(QByteArray(native + "/r\xef\xbf\xbd.pdf").constData(), F_OK) != 0);
        ::unlink(QByteArray(native + "/caf\xe9-config.json").constData());
        ::unlink(QByteArray(native + "/r\xe9.pdf").constData());
    }

    // Qt's parser adds --help-all to every verb's --help: both print the help.
    void helpAllEverywhere_data()
    {
        QTest::addColumn<QStringList>("verb");
        for (const char *v : {"estimate", "advise", "report", "preflight", "models", "catalog"})
            QTest::newRow(v) << QStringList{QString::fromLatin1(v)};
        QTest::newRow("catalog import") << QStringList{QStringLiteral("catalog"), QStringLiteral("import")};
        QTest::newRow("catalog imports") << QStringList{QStringLiteral("catalog"), QStringLiteral("imports")};
        QTest::newRow("catalog imports remove")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("imports"), QStringLiteral("remove")};
        QTest::newRow("catalog refresh") << QStringList{QStringLiteral("catalog"), QStringLiteral("refresh")};
    }
    void helpAllEverywhere()
    {
        QFETCH(QStringList, verb);
        const Run r = cli(verb + QStringList{QStringLiteral("--help-all")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("--help-all")));
    }

    // The report needs no display: it takes the offscreen platform itself. Its folder is made.
    void reportWithoutDisplay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("reports/qwen.pdf"));
        const Run r = cli.withoutDisplay({QStringLiteral("report"), QStringLiteral("--model"), QStringLiteral("qwen2-7b"),
                                          QStringLiteral("--method"), QStringLiteral("qlora"), QStringLiteral("--out"), path});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.crashed);
        QVERIFY(r.out.contains(path));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("Qwen27B")));
        QVERIFY(text.contains(QStringLiteral("Beforethefirstpaidhour")));
    }

    void reportInChineseWithAComparison()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        const QString pinned = writeFile(dir, QStringLiteral("full.gpuadvisor.json"), R"({"model":"qwen2-7b","method":"full"})");
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        const Run r = cli({QStringLiteral("report"), QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--compare"), pinned,
                           QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--out"), path});
        QCOMPARE(r.code, 0);
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("权重")));
        QVERIFY(text.contains(QStringLiteral("¥")));
        QVERIFY(text.contains(QStringLiteral("#2")));
    }

    // Bad input and an output that cannot be written fail before anything is left on disk.
    void reportFailuresLeaveNoFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        const Run lang = cli({QStringLiteral("report"), QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--out"), path});
        QCOMPARE(lang.code, 2);
        QVERIFY(lang.err.contains(QStringLiteral("--lang")));
        const Run model =
            cli({QStringLiteral("report"), QStringLiteral("--model"), QStringLiteral("gpt-5"), QStringLiteral("--out"), path});
        QCOMPARE(model.code, 2);
        QVERIFY(!QFile::exists(path));
        const QString unwritable = QStringLiteral("/proc/gpu-advisor-cannot-write-here/report.pdf");
        const Run out = cli({QStringLiteral("report"), QStringLiteral("--out"), unwritable});
        QCOMPARE(out.code, 3);
        QVERIFY(out.err.contains(QStringLiteral("/proc/gpu-advisor-cannot-write-here")));
        QVERIFY(!QFile::exists(unwritable));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }

    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char *verb : {"estimate", "advise", "report", "models", "catalog"})
            QVERIFY(r.out.contains(QString::fromLatin1(verb)));
        const Run e = cli({QStringLiteral("estimate"), QStringLiteral("--help")});
        QCOMPARE(e.code, 0);
        QVERIFY(e.out.contains(QStringLiteral("--lora-targets")));
    }

    // The flags' help names what they accept from the tables that decide it: every known
    // provider, every supported currency.
    void helpListsTheTables()
    {
        const Run r = cli({QStringLiteral("advise"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        const QString help = r.out.simplified();
        for (const ga::KnownProvider &p : ga::knownProviders())
            QVERIFY2(help.contains(QString::fromLatin1(p.id)), p.id);
        QVERIFY(help.contains(ga::supportedCurrencies().join(QLatin1Char('|'))));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
