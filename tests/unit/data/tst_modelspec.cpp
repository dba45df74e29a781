// Parameter counts, presets, Hugging Face config import and --params parsing.
#include "core/modelspec.h"
#include "data/hfconfig.h"
#include "data/presets.h"

#include <QFile>
#include <QTest>

using namespace ga;

namespace {

nlohmann::json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return nlohmann::json::parse(f.readAll().toStdString());
}

QString dataPath(const char *rel)
{
    return QStringLiteral(GA_TEST_DATA_DIR "/") + QString::fromLatin1(rel);
}

} // namespace

class TestModelSpec final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bundledPresetsLoad()
    {
        const auto &lib = PresetLibrary::bundled();
        QVERIFY2(lib.models().size() >= 20, "at least 20 presets");
        for (const char *id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3-8b", "llama-3-70b", "llama-3.1-8b", "llama-3.2-1b",
                               "llama-3.2-3b", "qwen2-7b", "qwen2.5-0.5b", "qwen2.5-72b", "mistral-7b", "mixtral-8x7b", "gemma-2-9b",
                               "phi-3-mini", "yi-34b", "glm-4-9b", "baichuan2-7b", "bert-large-uncased"})
            QVERIFY2(lib.find(QString::fromLatin1(id)), id);
        for (const ModelSpec &m : lib.models()) {
            QVERIFY2(!m.source.isEmpty() && !m.asOf.isEmpty(), qPrintable(m.id));
            QCOMPARE(m.id, m.id.toLower());
            QVERIFY(m.params > 0);
        }
    }

    // Every preset whose exact parameter count is published must reproduce it exactly. Some
    // published totals include non-parameter tensors stored in the checkpoint (Llama 2's rotary
    // inv_freq buffers, Falcon's untied copy of lm_head); the preset file names those.
    void presetParamsMatchPublished_data()
    {
        QTest::addColumn<qint64>("computed");
        QTest::addColumn<qint64>("expected");
        const auto root = readJson(QStringLiteral(GA_SOURCE_DIR "/resources/presets/models.json"));
        int published = 0;
        for (const auto &m : root["models"]) {
            if (m["published_params"].is_null())
                continue;
            ++published;
            const QString id = QString::fromStdString(m["id"].get<std::string>());
            const ModelSpec *spec = PresetLibrary::bundled().find(id);
            QVERIFY(spec);
            const qint64 extra = m.value("published_params_extra_tensors", qint64(0));
            QTest::newRow(qPrintable(id)) << spec->params + extra << m["published_params"].get<qint64>();
        }
        QVERIFY(published >= 25);
    }
    void presetParamsMatchPublished()
    {
        QFETCH(qint64, computed);
        QFETCH(qint64, expected);
        QCOMPARE(computed, expected);
    }

    void llama3_8bIsExact()
    {
        QCOMPARE(PresetLibrary::bundled().find(QStringLiteral("llama-3-8b"))->params, Q_INT64_C(8030261248));
        // 8,030,261,248 x 2 B = 14.96 GiB, the weight size vLLM logs (PR #10511).
        QCOMPARE(QString::number(8030261248.0 * 2 / (1024.0 * 1024 * 1024), 'f', 2), QStringLiteral("14.96"));
    }

    void hfConfigImport_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("presetId");
        for (const char *id : {"llama-3-8b", "qwen2-7b", "mistral-7b", "mixtral-8x7b", "qwen2-57b-a14b", "gemma-7b", "gemma-2-9b",
                               "phi-3-mini", "glm-4-9b", "bert-large-uncased"})
            QTest::newRow(id) << dataPath("configs/") + QString::fromLatin1(id) + QStringLiteral(".json") << QString::fromLatin1(id);
    }
    void hfConfigImport()
    {
        QFETCH(QString, file);
        QFETCH(QString, presetId);
        const auto m = modelFromConfigFile(file);
        if (const auto *e = std::get_if<FieldError>(&m))
            QFAIL(qPrintable(e->message()));
        const ModelSpec &spec = std::get<ModelSpec>(m);
        const ModelSpec *preset = PresetLibrary::bundled().find(presetId);
        QVERIFY(preset);
        QCOMPARE(spec.params, preset->params);
        QCOMPARE(spec.arch.kvHeads, preset->arch.kvHeads);
        QCOMPARE(spec.arch.headDim, preset->arch.headDim);
        QCOMPARE(spec.arch.tiedEmbeddings, preset->arch.tiedEmbeddings);
        QCOMPARE(spec.origin, ModelOrigin::Config);
    }

    void hfConfigErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("not json") << QByteArray("{\"model_type\": ") << QString() << QStringLiteral("invalid JSON");
        QTest::newRow("empty") << QByteArray("") << QString() << QStringLiteral("invalid JSON");
        QTest::newRow("array") << QByteArray("[1,2]") << QString() << QStringLiteral("JSON object");
        QTest::newRow("no type") << QByteArray("{\"hidden_size\": 4096}") << QStringLiteral("model_type") << QStringLiteral("missing");
        QTest::newRow("type not string") << QByteArray("{\"model_type\": 3}") << QStringLiteral("model_type") << QStringLiteral("string");
        QTest::newRow("unsupported") << QByteArray("{\"model_type\": \"gpt2\"}") << QStringLiteral("model_type")
                                     << QStringLiteral("not supported");
        QTest::newRow("missing hidden")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("missing");
        QTest::newRow("negative")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":-4096,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("whole number");
        QTest::newRow("string number")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":"32000","hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("vocab_size") << QStringLiteral("whole number");
        QTest::newRow("fraction")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64.5,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("whole number");
        QTest::newRow("kv heads")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"num_key_value_heads":3})")
            << QStringLiteral("num_key_value_heads") << QStringLiteral("multiple");
        QTest::newRow("bool")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"tie_word_embeddings":"yes"})")
            << QStringLiteral("tie_word_embeddings") << QStringLiteral("true or false");
        QTest::newRow("mixtral experts")
            << QByteArray(
                   R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("num_local_experts") << QStringLiteral("missing");
        QTest::newRow("top-k > experts")
            << QByteArray(
                   R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":64,"num_attention_heads":4,"num_local_experts":2,"num_experts_per_tok":3})")
            << QStringLiteral("num_experts_per_tok") << QStringLiteral("between");
        QTest::newRow("huge")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":10000000,"num_hidden_layers":100000,"intermediate_size":64,"num_attention_heads":4})")
            << QStringLiteral("num_hidden_layers") << QStringLiteral("between 1 and 4,096");
        QTest::newRow("huge product")
            << QByteArray(
                   R"({"model_type":"llama","vocab_size":32000,"hidden_size":16000000,"num_hidden_layers":4000,"intermediate_size":16000000,"num_attention_heads":4})")
            << QStringLiteral("hidden_size") << QStringLiteral("trillion");
    }
    void hfConfigErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        QFETCH(QString, reasonPart);
        const auto m = modelFromConfigText(text, QStringLiteral("cfg.json"));
        const auto *e = std::get_if<FieldError>(&m);
        QVERIFY(e);
        QCOMPARE(e->field, QStringLiteral("cfg.json"));
        if (!field.isEmpty())
            QVERIFY2(e->reason.startsWith(field + QStringLiteral(": ")), qPrintable(e->message()));
        QVERIFY2(e->reason.contains(reasonPart), qPrintable(e->message()));
    }

    void missingConfigFile()
    {
        const auto m = modelFromConfigFile(QStringLiteral("/nonexistent/config.json"));
        const auto *e = std::get_if<FieldError>(&m);
        QVERIFY(e);
        QVERIFY(e->message().contains(QStringLiteral("not found")));
    }

    void parseParams_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected"); // -1 = error
        QTest::newRow("7B") << QStringLiteral("7B") << Q_INT64_C(7000000000);
        QTest::newRow("7b lower") << QStringLiteral(" 7b ") << Q_INT64_C(7000000000);
        QTest::newRow("7.6e9") << QStringLiteral("7.6e9") << Q_INT64_C(7600000000);
        QTest::newRow("350M") << QStringLiteral("350M") << Q_INT64_C(350000000);
        QTest::newRow("1.5T") << QStringLiteral("1.5T") << Q_INT64_C(1500000000000);
        QTest::newRow("exact") << QStringLiteral("8030261248") << Q_INT64_C(8030261248);
        QTest::newRow("empty") << QString() << Q_INT64_C(-1);
        QTest::newRow("word") << QStringLiteral("abc") << Q_INT64_C(-1);
        QTest::newRow("negative") << QStringLiteral("-7B") << Q_INT64_C(-1);
        QTest::newRow("zero") << QStringLiteral("0") << Q_INT64_C(-1);
        QTest::newRow("tiny") << QStringLiteral("1e3") << Q_INT64_C(-1);
        QTest::newRow("nan") << QStringLiteral("nanB") << Q_INT64_C(-1);
        QTest::newRow("inf") << QStringLiteral("inf") << Q_INT64_C(-1);
        QTest::newRow("bad suffix") << QStringLiteral("7X") << Q_INT64_C(-1);
        QTest::newRow("too big") << QStringLiteral("1e20") << Q_INT64_C(-1);
        QTest::newRow("two numbers") << QStringLiteral("7 8B") << Q_INT64_C(-1);
    }
    void parseParams()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        const auto r = parseParamCount(text);
        if (expected < 0) {
            QVERIFY(std::holds_alternative<FieldError>(r));
            QVERIFY(!std::get<FieldError>(r).reason.isEmpty());
        } else {
            QVERIFY(std::holds_alternative<qint64>(r));
            QCOMPARE(std::get<qint64>(r), expected);
        }
    }

    // An inferred shape must land near the requested size and keep the exact count.
    void inferredShape_data()
    {
        QTest::addColumn<qint64>("params");
        for (qint64 p : {Q_INT64_C(125000000), Q_INT64_C(1000000000), Q_INT64_C(7000000000), Q_INT64_C(13000000000), Q_INT64_C(70000000000),
                         Q_INT64_C(405000000000)})
            QTest::newRow(qPrintable(formatParams(p))) << p;
    }
    void inferredShape()
    {
        QFETCH(qint64, params);
        const ModelSpec m = modelFromParamCount(params, QStringLiteral("x"));
        QVERIFY(m.inferred);
        QCOMPARE(m.params, params);
        QCOMPARE(m.origin, ModelOrigin::Params);
        const double ratio = double(parameterCount(m.arch)) / double(params);
        QVERIFY2(ratio > 0.85 && ratio < 1.15, qPrintable(QString::number(ratio)));
        QCOMPARE(m.arch.heads * m.arch.headDim, m.arch.hidden);
        QCOMPARE(m.arch.heads % m.arch.kvHeads, 0);
    }

    void architectureJsonRoundTrip()
    {
        for (const ModelSpec &m : PresetLibrary::bundled().models()) {
            const auto back = architectureFromJson(nlohmann::json::parse(architectureToJson(m.arch).dump()));
            QVERIFY(std::holds_alternative<Architecture>(back));
            QCOMPARE(parameterCount(std::get<Architecture>(back)), m.params);
        }
    }

    void presetLibraryErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("fieldPart");
        QTest::newRow("no models") << QByteArray("{}") << QStringLiteral("models");
        QTest::newRow("bad entry") << QByteArray(R"({"models":[3]})") << QStringLiteral("models[0]");
        QTest::newRow("bad arch")
            << QByteArray(R"({"models":[{"id":"x","name":"x","source":"s","as_of":"d","model_type":"llama","vocab_size":0}]})")
            << QStringLiteral("models[0].vocab_size");
    }
    void presetLibraryErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, fieldPart);
        const auto r = PresetLibrary::fromJsonText(text);
        const auto *e = std::get_if<FieldError>(&r);
        QVERIFY(e);
        QVERIFY2(e->field.contains(fieldPart), qPrintable(e->message()));
    }
};

QTEST_GUILESS_MAIN(TestModelSpec)
#include "tst_modelspec.moc"
