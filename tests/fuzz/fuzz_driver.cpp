// Runs the fuzz entry point over the seed corpus (real inputs of every format) and deterministic
// mutations of it: bit flips, byte insertions and deletions, chunk duplication, truncation,
// and splices of two inputs. Fails on a crash (the process dies) and reports how much it ran.
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

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

class FuzzLoaders final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void corpusAndMutations()
    {
        // Seed corpus: every kind of input, each tagged with the loader selector byte.
        QList<QByteArray> corpus;
        const auto add = [&corpus](char selector, const QString &path) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly))
                corpus << (QByteArray(1, selector) + f.readAll().left(20000));
        };
        for (const QString &name : QDir(QStringLiteral(GA_TEST_DATA_DIR "/configs")).entryList({QStringLiteral("*.json")}))
            add(0, QStringLiteral(GA_TEST_DATA_DIR "/configs/") + name);
        add(1, QStringLiteral(GA_SOURCE_DIR "/resources/presets/models.json"));
        corpus << (QByteArray(1, 2) + R"({"model":"qwen2-7b","method":"qlora","batch":2,"usage":{"billing":"spot","hours_per_day":8}})");
        corpus << (QByteArray(1, 2) + R"({"config":"c.json","arch":{"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":128,"num_attention_heads":4,"num_key_value_heads":4,"head_dim":16}})");
        add(3, QStringLiteral(GA_SOURCE_DIR "/resources/catalog/tencent.json"));
        add(3, QStringLiteral(GA_SOURCE_DIR "/resources/catalog/gpus.json"));
        for (const QString &name : QDir(QStringLiteral(GA_TEST_DATA_DIR "/import")).entryList({QStringLiteral("*.csv")})) {
            add(4, QStringLiteral(GA_TEST_DATA_DIR "/import/") + name);
            add(5, QStringLiteral(GA_TEST_DATA_DIR "/import/") + name);
        }
        corpus << (QByteArray(1, 6) + "7.6e9") << (QByteArray(1, 6) + "350M") << (QByteArray(1, 7) + "NVIDIA A100-SXM4-80GB, 81920\n");
        QVERIFY(corpus.size() >= 20);

        for (const QByteArray &seed : std::as_const(corpus))
            run(seed);
        QRandomGenerator rng(20261129); // deterministic: a failure reproduces
        const int rounds = qEnvironmentVariableIntValue("GA_FUZZ_ROUNDS") > 0 ? qEnvironmentVariableIntValue("GA_FUZZ_ROUNDS") : 1000;
        qint64 executions = 0;
        for (int round = 0; round < rounds; ++round)
            for (const QByteArray &seed : std::as_const(corpus)) {
                const QByteArray &other = corpus.at(int(rng.bounded(quint32(corpus.size()))));
                QByteArray input = mutate(seed, other, rng);
                if (input.isEmpty())
                    input = seed.left(1);
                input[0] = seed[0]; // keep the loader
                run(input);
                ++executions;
            }
        qInfo("%lld mutated inputs over %d seeds without a crash", executions, int(corpus.size()));
    }
};

QTEST_GUILESS_MAIN(FuzzLoaders)
#include "fuzz_driver.moc"
