// `gpu-advisor preflight` end to end: the built binary writes the script, and the script runs here,
// on a PATH of bash and coreutils only (what a bare rented image has), with stand-ins for
// nvidia-smi, fio, ibv_devices and a dd without direct I/O from tests/data/preflight where a test
// needs them. Every run must leave its folders as it found them.
#include "common/appprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <signal.h>

namespace {

const QString kFakes = QStringLiteral(GA_TEST_DATA_DIR "/preflight");

struct Run {
    int code = -1;
    bool crashed = false;
    QString out;
    QString err;
};

struct Check {
    QString status;
    QString name;
    QString measured;
    QString expected;
};

// The programs of Debian's coreutils package.
const QStringList kCoreutils{
    QStringLiteral("["),         QStringLiteral("arch"),      QStringLiteral("b2sum"),     QStringLiteral("base32"),
    QStringLiteral("base64"),    QStringLiteral("basename"),  QStringLiteral("basenc"),    QStringLiteral("cat"),
    QStringLiteral("chgrp"),     QStringLiteral("chmod"),     QStringLiteral("chown"),     QStringLiteral("cksum"),
    QStringLiteral("comm"),      QStringLiteral("cp"),        QStringLiteral("csplit"),    QStringLiteral("cut"),
    QStringLiteral("date"),      QStringLiteral("dd"),        QStringLiteral("df"),        QStringLiteral("dir"),
    QStringLiteral("dircolors"), QStringLiteral("dirname"),   QStringLiteral("du"),        QStringLiteral("echo"),
    QStringLiteral("env"),       QStringLiteral("expand"),    QStringLiteral("expr"),      QStringLiteral("factor"),
    QStringLiteral("false"),     QStringLiteral("fmt"),       QStringLiteral("fold"),      QStringLiteral("groups"),
    QStringLiteral("head"),      QStringLiteral("hostid"),    QStringLiteral("id"),        QStringLiteral("install"),
    QStringLiteral("join"),      QStringLiteral("link"),      QStringLiteral("ln"),        QStringLiteral("logname"),
    QStringLiteral("ls"),        QStringLiteral("md5sum"),    QStringLiteral("mkdir"),     QStringLiteral("mkfifo"),
    QStringLiteral("mknod"),     QStringLiteral("mktemp"),    QStringLiteral("mv"),        QStringLiteral("nice"),
    QStringLiteral("nl"),        QStringLiteral("nohup"),     QStringLiteral("nproc"),     QStringLiteral("numfmt"),
    QStringLiteral("od"),        QStringLiteral("paste"),     QStringLiteral("pathchk"),   QStringLiteral("pr"),
    QStringLiteral("printenv"),  QStringLiteral("printf"),    QStringLiteral("ptx"),       QStringLiteral("pwd"),
    QStringLiteral("readlink"),  QStringLiteral("realpath"),  QStringLiteral("rm"),        QStringLiteral("rmdir"),
    QStringLiteral("seq"),       QStringLiteral("sha1sum"),   QStringLiteral("sha224sum"), QStringLiteral("sha256sum"),
    QStringLiteral("sha384sum"), QStringLiteral("sha512sum"), QStringLiteral("shred"),     QStringLiteral("shuf"),
    QStringLiteral("sleep"),     QStringLiteral("sort"),      QStringLiteral("split"),     QStringLiteral("stat"),
    QStringLiteral("stdbuf"),    QStringLiteral("stty"),      QStringLiteral("sum"),       QStringLiteral("sync"),
    QStringLiteral("tac"),       QStringLiteral("tail"),      QStringLiteral("tee"),       QStringLiteral("test"),
    QStringLiteral("timeout"),   QStringLiteral("touch"),     QStringLiteral("tr"),        QStringLiteral("true"),
    QStringLiteral("truncate"),  QStringLiteral("tsort"),     QStringLiteral("tty"),       QStringLiteral("uname"),
    QStringLiteral("unexpand"),  QStringLiteral("uniq"),      QStringLiteral("unlink"),    QStringLiteral("users"),
    QStringLiteral("vdir"),      QStringLiteral("wc"),        QStringLiteral("who"),       QStringLiteral("whoami"),
    QStringLiteral("yes")};

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

QList<Check> parseJson(const Run &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        qFatal("not a JSON array (%s): %s", qPrintable(error.errorString()), qPrintable(r.out.left(600)));
    QList<Check> out;
    for (const auto &v : doc.array()) {
        const QJsonObject o = v.toObject();
        out.append({o[QStringLiteral("status")].toString(), o[QStringLiteral("name")].toString(), o[QStringLiteral("measured")].toString(),
                    o[QStringLiteral("expected")].toString()});
    }
    return out;
}

Check find(const QList<Check> &checks, const QString &name)
{
    for (const Check &c : checks)
        if (c.name == name)
            return c;
    qFatal("no check named %s", qPrintable(name));
}

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *s : items)
        out << QString::fromUtf8(s);
    return out;
}

QString describe(const QList<Check> &checks)
{
    QStringList lines;
    for (const Check &c : checks)
        lines << QStringLiteral("%1 %2 | %3 | %4").arg(c.status, c.name, c.measured, c.expected);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestPreflightCli final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_data;    // GPU_ADVISOR_DATA_DIR: no stored catalogs
    QTemporaryDir m_bin;     // bash and coreutils, nothing else
    QTemporaryDir m_scripts; // generated scripts
    QTemporaryDir m_disk;    // PREFLIGHT_DIR
    QTemporaryDir m_tmp;     // TMPDIR: the script must not write there when PREFLIGHT_DIR is set

    Run gpuAdvisor(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(ga::test::appEnvironment(m_data.path()));
        p.start(QStringLiteral(GA_BINARY_DIR "/bin/gpu-advisor"), args);
        if (!p.waitForFinished(60000))
            qFatal("gpu-advisor did not finish");
        return {p.exitCode(), p.exitStatus() != QProcess::NormalExit, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    // Writes a script for `args` (scenario flags, --instance) and returns its path.
    QString generate(const QString &name, const QStringList &args)
    {
        QString path = m_scripts.filePath(name);
        const Run r = gpuAdvisor(QStringList{QStringLiteral("preflight"), QStringLiteral("--out"), path} + args);
        if (r.code != 0 || r.crashed)
            qFatal("preflight failed (%d): %s", r.code, qPrintable(r.err));
        return path;
    }

    QProcessEnvironment scriptEnvironment(const QStringList &pathBefore, const QHash<QString, QString> &extra) const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), (pathBefore + QStringList{m_bin.path()}).join(QLatin1Char(':')));
        env.insert(QStringLiteral("PREFLIGHT_DIR"), m_disk.path());
        env.insert(QStringLiteral("TMPDIR"), m_tmp.path());
        env.insert(QStringLiteral("HOME"), m_tmp.path());
        for (auto it = extra.cbegin(); it != extra.cend(); ++it)
            env.insert(it.key(), it.value());
        return env;
    }

    // Runs a generated script (through its #! line: it must be executable) and checks that it
    // left nothing behind.
    Run runScript(const QString &script, const QStringList &args, const QStringList &pathBefore = {},
                  const QHash<QString, QString> &extra = {})
    {
        QProcess p;
        p.setProcessEnvironment(scriptEnvironment(pathBefore, extra));
        p.start(script, args);
        if (!p.waitForFinished(120000))
            qFatal("the script did not finish");
        Run r{p.exitCode(), p.exitStatus() != QProcess::NormalExit, QString::fromUtf8(p.readAllStandardOutput()),
              QString::fromUtf8(p.readAllStandardError())};
        const QStringList left = entries(m_disk.path()) + entries(m_tmp.path());
        QTest::qVerify(left.isEmpty(), "left.isEmpty()",
                       qPrintable(QStringLiteral("the script left files behind: ") + left.join(QLatin1Char(' '))), __FILE__, __LINE__);
        return r;
    }

    // Exit 1 exactly when a check fails.
    static bool exitMatches(const Run &r, const QList<Check> &checks)
    {
        const bool failed = std::any_of(checks.cbegin(), checks.cend(), [](const Check &c) { return c.status == QLatin1String("FAIL"); });
        return r.code == (failed ? 1 : 0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid() && m_bin.isValid() && m_scripts.isValid() && m_disk.isValid() && m_tmp.isValid());
        for (const QString &tool : kCoreutils + QStringList{QStringLiteral("bash")})
            if (const QString path = QStandardPaths::findExecutable(tool); !path.isEmpty())
                QVERIFY(QFile::link(path, m_bin.filePath(tool)));
        QVERIFY(QFile::exists(m_bin.filePath(QStringLiteral("bash"))));
    }

    void writesAnExecutableScript()
    {
        const QString path = m_scripts.filePath(QStringLiteral("check.sh"));
        const Run r = gpuAdvisor(
            {QStringLiteral("preflight"), QStringLiteral("--instance"), QStringLiteral("aws:g4dn.xlarge"), QStringLiteral("--out"), path});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(path));
        QVERIFY(r.out.contains(QStringLiteral("aws:g4dn.xlarge:us-east-1")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readLine().startsWith("#!/usr/bin/env bash"));
        QVERIFY(f.permissions() & QFile::ExeOwner);
        QVERIFY(f.permissions() & QFile::ExeOther);
    }

    // No GPU here and only bash and coreutils: the GPU lines fail with "nvidia-smi not found",
    // the disk is measured, and the script exits 1.
    void noGpuHere()
    {
        const QString script = generate(QStringLiteral("default.sh"), {});
        const Run r = runScript(script, {QStringLiteral("--disk-test-mb"), QStringLiteral("16")});
        QVERIFY(!r.crashed);
        QCOMPARE(r.code, 1);
        // The checks, then (after a blank line) what only the console sets: the bucket's versioning.
        const QStringList lines = r.out.section(QStringLiteral("\n\n"), 0, 0).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(r.out.section(QStringLiteral("\n\n"), 1).startsWith(QStringLiteral("Not checked here")) &&
                     r.out.contains(QStringLiteral("turn on versioning for the bucket")),
                 qPrintable(r.out));
        static const QRegularExpression format(QStringLiteral("^(PASS|WARN|FAIL|SKIP)  ([a-z0-9-]+) +(\\S.*?)  +(\\S.*)$"));
        QStringList names;
        for (const QString &line : lines) {
            const auto m = format.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            names << m.captured(2);
            // Aligned: the measured column starts after the status and the padded name.
            QCOMPARE(line.indexOf(m.captured(3)), 4 + 2 + 10 + 2);
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("gpu-model"), QStringLiteral("gpu-count"), QStringLiteral("gpu-memory"),
                              QStringLiteral("compute"), QStringLiteral("driver"), QStringLiteral("cuda"), QStringLiteral("vcpus"),
                              QStringLiteral("ram"), QStringLiteral("disk-free"), QStringLiteral("disk-write"), QStringLiteral("disk-read"),
                              QStringLiteral("disk-iops"), QStringLiteral("rdma"), QStringLiteral("python")}));
        QVERIFY2(r.out.contains(
                     QRegularExpression(QStringLiteral("^FAIL  gpu-count   nvidia-smi not found"), QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("^FAIL  gpu-memory  nvidia-smi not found +>= \\d+ MiB"),
                                                   QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("^(PASS|WARN)  disk-write  \\d+ MB/s +>= 800 MB/s$"),
                                                   QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QRegularExpression(QStringLiteral("^(PASS|WARN)  disk-read   \\d+ MB/s"), QRegularExpression::MultilineOption)),
            qPrintable(r.out));
        QVERIFY2(
            r.out.contains(QRegularExpression(QStringLiteral("^SKIP  disk-iops   fio not installed"), QRegularExpression::MultilineOption)),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("^SKIP  rdma  "), QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
    }

    void jsonOutput()
    {
        const QString script =
            generate(QStringLiteral("json.sh"),
                     {QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--method"), QStringLiteral("lora")});
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb=16")});
        const QList<Check> checks = parseJson(r);
        QCOMPARE(checks.size(), 14);
        for (const Check &c : checks) {
            QVERIFY2(QStringList({QStringLiteral("PASS"), QStringLiteral("WARN"), QStringLiteral("FAIL"), QStringLiteral("SKIP")})
                         .contains(c.status),
                     qPrintable(c.status));
            QVERIFY(!c.measured.isEmpty() && !c.expected.isEmpty());
        }
        QCOMPARE(find(checks, QStringLiteral("gpu-count")).measured, QStringLiteral("nvidia-smi not found"));
        QVERIFY(exitMatches(r, checks));
    }

    // Quotes, backslashes and control characters in what a tool prints still make valid JSON.
    void jsonEscapes()
    {
        const QString script = generate(QStringLiteral("escape.sh"), {});
        const QString name = QStringLiteral("NVIDIA \"Quoted\" \\ back\tslash");
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")}, {kFakes},
                                {{QStringLiteral("FAKE_GPU"), QStringLiteral("a100")}, {QStringLiteral("FAKE_GPU_NAME"), name}});
        const QList<Check> checks = parseJson(r);
        QCOMPARE(find(checks, QStringLiteral("gpu-model")).measured, QStringLiteral("NVIDIA \"Quoted\" \\ back slash"));
    }

    // Ctrl+C or kill in the middle of the disk test: the script stops its dd and removes its folder.
    void interruptedDiskTest_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("code");
        QTest::newRow("SIGINT") << int(SIGINT) << 130;
        QTest::newRow("SIGTERM") << int(SIGTERM) << 143;
    }
    void interruptedDiskTest()
    {
        QFETCH(int, signal);
        QFETCH(int, code);
        // Large enough that the test is still writing when the signal comes, small enough for the disk.
        const qint64 freeMib = QStorageInfo(m_disk.path()).bytesAvailable() / (1024 * 1024);
        if (freeMib < 256)
            QSKIP("too little free disk for a disk test to interrupt");
        const qint64 size = std::clamp<qint64>(freeMib / 4, 64, 4096);
        const QString script = generate(QStringLiteral("interrupted.sh"), {});
        QProcess p;
        p.setProcessEnvironment(scriptEnvironment({}, {}));
        p.start(script, {QStringLiteral("--disk-test-mb"), QString::number(size)});
        QVERIFY(p.waitForStarted());
        // Wait until the test file exists: the script is writing it.
        bool writing = false;
        for (int i = 0; i < 6000 && !writing && p.state() == QProcess::Running; ++i) {
            for (const QString &dir : entries(m_disk.path()))
                writing = writing || QFile::exists(m_disk.filePath(dir + QStringLiteral("/seq.dat")));
            if (!writing)
                QTest::qWait(5);
        }
        QVERIFY2(writing, "the disk test never started");
        QCOMPARE(::kill(pid_t(p.processId()), signal), 0);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), code);
        QVERIFY2(entries(m_disk.path()).isEmpty(), qPrintable(entries(m_disk.path()).join(QLatin1Char(' '))));
        QVERIFY(entries(m_tmp.path()).isEmpty());
    }

    // A stand-in nvidia-smi prints what the real one prints for each GPU and driver.
    void gpus_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("count");
        QTest::addColumn<QStringList>("statuses"); // name=STATUS
        QTest::addColumn<QStringList>("measured"); // name=text the measured column contains
        const QStringList a100{QStringLiteral("--instance"), QStringLiteral("gcp:a2-ultragpu-1g:us-central1")};
        const QStringList lora{QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--method"), QStringLiteral("lora")};
        QTest::newRow("A100 80GB on its instance")
            << a100 + lora << "a100" << 1
            << list({"gpu-model=PASS", "gpu-count=PASS", "gpu-memory=PASS", "compute=PASS", "driver=PASS", "cuda=PASS"})
            << list({"gpu-model=NVIDIA A100-SXM4-80GB", "gpu-memory=81920 MiB", "compute=sm_80", "driver=570.124.06", "cuda=12.8"});
        QTest::newRow("a T4 where the A100 was rented") << a100 + lora << "t4" << 1 << list({"gpu-model=FAIL", "gpu-memory=FAIL"})
                                                        << list({"gpu-model=Tesla T4 (15360 MiB)", "gpu-memory=15360 MiB"});
        QTest::newRow("T4 too small for the job")
            << QStringList{QStringLiteral("--instance"), QStringLiteral("aws:g4dn.xlarge")} + lora << "t4" << 1
            << list({"gpu-model=PASS", "gpu-count=PASS", "gpu-memory=FAIL", "compute=PASS"}) << list({"gpu-memory=15360 MiB"});
        QTest::newRow("old driver") << a100 + lora << "old-driver" << 1
                                    << list({"gpu-model=PASS", "gpu-memory=PASS", "compute=PASS", "driver=FAIL", "cuda=FAIL"})
                                    << list({"gpu-model=81251 MiB", "compute=sm_80 (from the catalog)", "driver=470.256.02", "cuda=11.4"});
        QTest::newRow("old driver, no instance")
            << lora << "old-driver" << 1 << list({"gpu-model=SKIP", "compute=SKIP", "driver=FAIL", "cuda=FAIL"})
            << list({"compute=not reported"});
        QTest::newRow("V100 for training") << QStringList{} << "v100" << 1
                                           << list({"gpu-memory=PASS", "compute=FAIL", "driver=PASS", "cuda=PASS"})
                                           << list({"compute=sm_70", "driver=560.35.03", "cuda=12.6"});
        QTest::newRow("V100 for inference") << QStringList{QStringLiteral("--method"), QStringLiteral("inference")} << "v100" << 1
                                            << list({"compute=WARN", "driver=PASS"}) << list({"compute=sm_70"});
        QTest::newRow("4 GPUs of 8") << QStringList{QStringLiteral("--instance"), QStringLiteral("aws:p4de.24xlarge")} << "a100" << 4
                                     << list({"gpu-model=PASS", "gpu-count=FAIL", "gpu-memory=PASS"}) << list({"gpu-count=4"});
        QTest::newRow("no driver") << QStringList{} << "no-driver" << 1 << list({"gpu-count=FAIL", "driver=FAIL", "cuda=SKIP"})
                                   << list({"gpu-count=NVIDIA-SMI has failed"});
    }
    void gpus()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, gpu);
        QFETCH(int, count);
        QFETCH(QStringList, statuses);
        QFETCH(QStringList, measured);
        const QString script = generate(QStringLiteral("gpu.sh"), args);
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")}, {kFakes},
                                {{QStringLiteral("FAKE_GPU"), gpu}, {QStringLiteral("FAKE_GPU_COUNT"), QString::number(count)}});
        const QList<Check> checks = parseJson(r);
        for (const QString &s : statuses) {
            const Check c = find(checks, s.section(QLatin1Char('='), 0, 0));
            QVERIFY2(c.status == s.section(QLatin1Char('='), 1), qPrintable(s + QStringLiteral("\n") + describe(checks)));
        }
        for (const QString &m : measured) {
            const Check c = find(checks, m.section(QLatin1Char('='), 0, 0));
            QVERIFY2(c.measured.contains(m.section(QLatin1Char('='), 1)), qPrintable(m + QStringLiteral("\n") + describe(checks)));
        }
        QVERIFY(exitMatches(r, checks));
        // A GPU too small names both numbers: what it has and what the job needs.
        const Check memory = find(checks, QStringLiteral("gpu-memory"));
        QVERIFY(memory.expected.contains(QRegularExpression(QStringLiteral("^>= \\d+ MiB \\(\\d+\\.\\d GiB\\)$"))));
    }

    // With Python on the machine the packages the framework needs are checked against the model
    // and the GPU (Qwen2 needs transformers 4.37, FlashAttention-2 sm_80); without it: SKIP.
    void pythonPackages_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<QString>("packages"); // what the stand-in python3 has installed; "none" = no python3
        QTest::addColumn<QString>("cuda");
        QTest::addColumn<QStringList>("statuses"); // name=STATUS
        const QStringList qwen2{QStringLiteral("--model"), QStringLiteral("qwen2-7b"), QStringLiteral("--method"), QStringLiteral("qlora")};
        const QString current = QStringLiteral("torch=2.5.1+cu124 transformers=4.57.1 peft=0.17.1 bitsandbytes=0.45.5 flash-attn=2.7.4");
        QTest::newRow("no python3") << qwen2 << "a100"
                                    << "none"
                                    << "True" << list({"python=SKIP"});
        QTest::newRow("current packages on an A100")
            << qwen2 << "a100" << current << "True"
            << list({"py-torch=PASS", "py-transformers=PASS", "py-peft=PASS", "py-bitsandbytes=PASS", "py-flash-attn=PASS",
                     "torch-cuda=PASS", "flash-attn-gpu=PASS"});
        QTest::newRow("transformers too old for Qwen2")
            << qwen2 << "a100"
            << "torch=2.5.1 transformers=4.36.2 peft=0.7.1 bitsandbytes=0.43.1"
            << "True" << list({"py-transformers=FAIL", "py-bitsandbytes=WARN", "py-flash-attn=WARN", "py-peft=PASS"});
        QTest::newRow("no CUDA for torch") << qwen2 << "a100" << current << "False" << list({"torch-cuda=FAIL"});
        QTest::newRow("FlashAttention-2 on a V100") << qwen2 << "v100" << current << "True" << list({"flash-attn-gpu=FAIL"});
        QTest::newRow("LLaMA-Factory missing") << qwen2 + QStringList{QStringLiteral("--stack"), QStringLiteral("llama-factory")} << "a100"
                                               << current << "True" << list({"py-llamafactory=FAIL"});
    }
    void pythonPackages()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, gpu);
        QFETCH(QString, packages);
        QFETCH(QString, cuda);
        QFETCH(QStringList, statuses);
        const QString script = generate(QStringLiteral("python.sh"), args);
        QStringList path{kFakes};
        if (packages != QLatin1String("none"))
            path.prepend(kFakes + QStringLiteral("/python"));
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")}, path,
                                {{QStringLiteral("FAKE_GPU"), gpu},
                                 {QStringLiteral("FAKE_GPU_COUNT"), QStringLiteral("1")},
                                 {QStringLiteral("FAKE_PY_PACKAGES"), packages},
                                 {QStringLiteral("FAKE_CUDA"), cuda}});
        const QList<Check> checks = parseJson(r);
        for (const QString &s : statuses) {
            const Check c = find(checks, s.section(QLatin1Char('='), 0, 0));
            QVERIFY2(c.status == s.section(QLatin1Char('='), 1), qPrintable(s + QStringLiteral("\n") + describe(checks)));
        }
        if (packages != QLatin1String("none")) {
            const Check transformers = find(checks, QStringLiteral("py-transformers"));
            QCOMPARE(transformers.expected, QStringLiteral(">= 4.37.0"));
        }
        QVERIFY(exitMatches(r, checks));
    }

    void iops_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("iops");
        QTest::addColumn<bool>("noDirect");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("measured");
        QTest::newRow("fast") << QStringList{} << "20000" << false << "PASS"
                              << "20000 IOPS";
        QTest::newRow("slow") << QStringList{} << "1200" << false << "FAIL"
                              << "1200 IOPS";
        QTest::newRow("no direct I/O") << QStringList{} << "20000" << true << "PASS"
                                       << "(buffered";
        QTest::newRow("inference has no floor")
            << QStringList{QStringLiteral("--method"), QStringLiteral("inference")} << "1200" << false << "SKIP"
            << "-";
    }
    void iops()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, iops);
        QFETCH(bool, noDirect);
        QFETCH(QString, status);
        QFETCH(QString, measured);
        const QString script = generate(QStringLiteral("iops.sh"), args);
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")}, {kFakes},
                                {{QStringLiteral("FAKE_FIO_IOPS"), iops},
                                 {QStringLiteral("FAKE_FIO_NO_DIRECT"), noDirect ? QStringLiteral("1") : QStringLiteral("0")}});
        const QList<Check> checks = parseJson(r);
        const Check c = find(checks, QStringLiteral("disk-iops"));
        QVERIFY2(c.status == status && c.measured.contains(measured), qPrintable(describe(checks)));
        QVERIFY(exitMatches(r, checks));
    }

    // A file system without O_DIRECT: the buffered test, flushed to disk, and the line says so.
    void noDirectIo()
    {
        const QString dd = QStandardPaths::findExecutable(QStringLiteral("dd"));
        QVERIFY(!dd.isEmpty());
        const QString script = generate(QStringLiteral("buffered.sh"), {});
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")},
                                {kFakes + QStringLiteral("/no-direct-io")}, {{QStringLiteral("PREFLIGHT_TEST_REAL_DD"), dd}});
        const QList<Check> checks = parseJson(r);
        for (const QString &name : {QStringLiteral("disk-write"), QStringLiteral("disk-read")}) {
            const Check c = find(checks, name);
            QVERIFY2(c.measured.contains(QRegularExpression(QStringLiteral("^\\d+ MB/s \\(buffered: no direct I/O here\\)$"))),
                     qPrintable(describe(checks)));
            QVERIFY(c.status != QLatin1String("SKIP"));
        }
    }

    void rdma_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("devices");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("measured");
        const QStringList twoNodes{QStringLiteral("--model"),    QStringLiteral("llama-3-8b"),
                                   QStringLiteral("--method"),   QStringLiteral("full"),
                                   QStringLiteral("--gpus"),     QStringLiteral("16"),
                                   QStringLiteral("--zero"),     QStringLiteral("3"),
                                   QStringLiteral("--instance"), QStringLiteral("aws:p4de.24xlarge")};
        QTest::newRow("two nodes with RDMA") << twoNodes << "mlx5_0 mlx5_1"
                                             << "PASS"
                                             << "mlx5_0 mlx5_1";
        QTest::newRow("two nodes without") << twoNodes << ""
                                           << "FAIL"
                                           << "no RDMA device";
        QTest::newRow("one node") << QStringList{} << "mlx5_0"
                                  << "SKIP"
                                  << "-";
    }
    void rdma()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, devices);
        QFETCH(QString, status);
        QFETCH(QString, measured);
        if (!QDir(QStringLiteral("/sys/class/infiniband")).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot))
            QSKIP("this machine has RDMA devices of its own");
        const QString script = generate(QStringLiteral("rdma.sh"), args);
        const Run r = runScript(script, {QStringLiteral("--json"), QStringLiteral("--disk-test-mb"), QStringLiteral("16")}, {kFakes},
                                {{QStringLiteral("FAKE_IBV_DEVICES"), devices}});
        const QList<Check> checks = parseJson(r);
        const Check c = find(checks, QStringLiteral("rdma"));
        QVERIFY2(c.status == status && c.measured == measured, qPrintable(describe(checks)));
        QVERIFY(exitMatches(r, checks));
    }

    // `sh check.sh` (dash on Debian and Ubuntu) says to use bash instead of failing on its syntax.
    void needsBash()
    {
        const QString script = generate(QStringLiteral("sh.sh"), {});
        QProcess p;
        p.setProcessEnvironment(scriptEnvironment({}, {}));
        p.start(QStringLiteral("/bin/sh"), {script});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("run it as bash check.sh"));
        QVERIFY(p.readAllStandardOutput().isEmpty());
    }

    // Usage errors exit 2 before anything is written; --help exits 0.
    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("help") << QStringList{QStringLiteral("--help")} << 0 << "Usage:";
        QTest::newRow("too small") << QStringList{QStringLiteral("--disk-test-mb"), QStringLiteral("8")} << 2 << "--disk-test-mb";
        QTest::newRow("too large") << QStringList{QStringLiteral("--disk-test-mb=65537")} << 2 << "--disk-test-mb";
        QTest::newRow("not a number") << QStringList{QStringLiteral("--disk-test-mb"), QStringLiteral("lots")} << 2 << "--disk-test-mb";
        QTest::newRow("overflows") << QStringList{QStringLiteral("--disk-test-mb"), QStringLiteral("99999999999999999999")} << 2
                                   << "--disk-test-mb";
        QTest::newRow("no value") << QStringList{QStringLiteral("--disk-test-mb")} << 2 << "--disk-test-mb";
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--fast")} << 2 << "--fast";
    }
    void usage()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        const QString script = generate(QStringLiteral("usage.sh"), {QStringLiteral("--disk-test-mb"), QStringLiteral("256")});
        const Run r = runScript(script, args);
        QCOMPARE(r.code, code);
        QVERIFY2(QString(r.out + r.err).contains(says), qPrintable(QString(r.out + r.err)));
        if (code == 0)
            QVERIFY(r.out.contains(QStringLiteral("(default 256)"))); // the generated default
    }
};

QTEST_GUILESS_MAIN(TestPreflightCli)
#include "tst_preflight_cli.moc"
