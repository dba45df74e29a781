// The CI smoke of one libFuzzer target, on any compiler: runs the target's entry point over its
// seed corpus (tests/fuzz/corpus/<target>) and deterministic mutations of it: bit flips, byte
// insertions and deletions, chunk duplication, truncation and splices of two inputs. A crash or
// a broken property (the target aborts) fails the test; it reports how much it ran. The long
// coverage-guided runs use the same targets with libFuzzer (-DGA_FUZZ=ON, docs/reliability.md).
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

namespace {

void run(const QByteArray &input)
{
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(input.constData()), std::size_t(input.size()));
}

QByteArray mutate(QByteArray in, const QByteArray &other, QRandomGenerator &rng)
{
    const int edits = 1 + int(rng.bounded(8));
    for (int e = 0; e < edits && !in.isEmpty(); ++e) {
        const auto pos = qsizetype(rng.bounded(quint32(in.size())));
        switch (rng.bounded(7)) {
        case 0: in[pos] = char(in[pos] ^ (1 << rng.bounded(8))); break;
        case 1: in.insert(pos, char(rng.bounded(256))); break;
        case 2: in.remove(pos, 1 + rng.bounded(16)); break;
        case 3: in.insert(pos, in.mid(pos, 1 + rng.bounded(64))); break;
        case 4: in.truncate(pos); break;
        case 5: in.insert(pos, other.mid(qsizetype(rng.bounded(quint32(std::max<qsizetype>(1, other.size())))), 64)); break;
        case 6: { // characters loaders care about
            static const char special[] = {'"', ',', '{', '}', '[', ']', ':', '\n', '\r', '\\', '-', '.', 'e', '0', '9', '\0'};
            in[pos] = special[rng.bounded(int(sizeof(special)))];
            break;
        }
        }
    }
    return in;
}

} // namespace

class FuzzSmoke final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (LLVMFuzzerInitialize) {
            static int argc = 1;
            static char name[] = "fuzz-smoke";
            static char *argvData[] = {name, nullptr};
            static char **argv = argvData;
            LLVMFuzzerInitialize(&argc, &argv);
        }
    }

    void corpusAndMutations()
    {
        QList<QByteArray> corpus;
        const QDir dir(QStringLiteral(GA_FUZZ_CORPUS));
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            if (f.open(QIODevice::ReadOnly))
                corpus << f.readAll().left(64 * 1024);
        }
        QVERIFY2(corpus.size() >= 3, "the seed corpus is missing");

        for (const QByteArray &seed : std::as_const(corpus))
            run(seed);
        QRandomGenerator rng(20261130); // deterministic: a failure reproduces
        const qint64 budget = qEnvironmentVariableIntValue("GA_FUZZ_EXECS") > 0 ? qEnvironmentVariableIntValue("GA_FUZZ_EXECS") : 3000;
        qint64 executions = 0;
        while (executions < budget)
            for (const QByteArray &seed : std::as_const(corpus)) {
                const QByteArray &other = corpus.at(int(rng.bounded(quint32(corpus.size()))));
                run(mutate(seed, other, rng));
                ++executions;
            }
        qInfo("%lld mutated inputs over %d seeds without a crash or a broken property", executions, int(corpus.size()));
    }
};

QTEST_GUILESS_MAIN(FuzzSmoke)
#include "fuzz_driver.moc"
