// Scenario ids, validation and the saved-scenario JSON.
#include "core/scenario.h"
#include "core/stacks.h"
#include "data/presets.h"
#include "data/scenariojson.h"

#include <QTest>

using namespace ga;

namespace {

Scenario base()
{
    Scenario s;
    s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2-7b"));
    return s;
}

} // namespace

class TestScenario final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void idsRoundTrip()
    {
        for (const QString &id : methodIds())
            QCOMPARE(toId(*methodFromId(id)), id);
        for (const QString &id : precisionIds())
            QCOMPARE(toId(*precisionFromId(id)), id);
        for (const QString &id : optimizerIds())
            QCOMPARE(toId(*optimizerFromId(id)), id);
        for (const QString &id : loraTargetsIds())
            QCOMPARE(toId(*loraTargetsFromId(id)), id);
        for (const QString &id : offloadIds())
            QCOMPARE(toId(*offloadFromId(id)), id);
        for (const QString &id : billingIds())
            QCOMPARE(toId(*billingFromId(id)), id);
        QVERIFY(!methodFromId(QStringLiteral("FULL")));
        QVERIFY(!precisionFromId(QStringLiteral("bf32")));
        QCOMPARE(bytesPer(Precision::Int4), 0.5);
    }

    void validation_data()
    {
        QTest::addColumn<QByteArray>("overlay");
        QTest::addColumn<QString>("field"); // empty = valid
        QTest::newRow("defaults") << QByteArray("{}") << QString();
        QTest::newRow("qlora ok") << QByteArray(R"({"method":"qlora"})") << QString();
        QTest::newRow("zero batch") << QByteArray(R"({"batch":0})") << QStringLiteral("batch");
        QTest::newRow("negative seq") << QByteArray(R"({"seq":-5})") << QStringLiteral("seq");
        QTest::newRow("zero gpus") << QByteArray(R"({"gpus":0})") << QStringLiteral("gpus");
        QTest::newRow("zero 4") << QByteArray(R"({"zero":4})") << QStringLiteral("zero");
        QTest::newRow("negative headroom") << QByteArray(R"({"headroom":-0.1})") << QStringLiteral("headroom");
        QTest::newRow("full int4") << QByteArray(R"({"method":"full","precision":"int4"})") << QStringLiteral("precision");
        QTest::newRow("qlora int4") << QByteArray(R"({"method":"qlora","precision":"int4"})") << QStringLiteral("precision");
        QTest::newRow("lora int4") << QByteArray(R"({"method":"lora","precision":"int4"})") << QStringLiteral("precision");
        QTest::newRow("inference zero") << QByteArray(R"({"method":"inference","zero":2})") << QStringLiteral("zero");
        QTest::newRow("offload without zero") << QByteArray(R"({"offload":"optimizer"})") << QStringLiteral("offload");
        QTest::newRow("param offload zero2") << QByteArray(R"({"offload":"optimizer+params","zero":2})") << QStringLiteral("offload");
        QTest::newRow("lora rank 0") << QByteArray(R"({"method":"lora","lora_rank":0})") << QStringLiteral("lora_rank");
        QTest::newRow("hours 25") << QByteArray(R"({"usage":{"hours_per_day":25}})") << QStringLiteral("usage.hours_per_day");
        QTest::newRow("mfu negative") << QByteArray(R"({"usage":{"mfu":-0.1}})") << QStringLiteral("usage.mfu");
        QTest::newRow("grad_accum 0") << QByteArray(R"({"grad_accum":0})") << QStringLiteral("grad_accum");
        QTest::newRow("negative egress") << QByteArray(R"({"usage":{"egress_gb_per_day":-1}})")
                                         << QStringLiteral("usage.egress_gb_per_day");
        QTest::newRow("egress billing") << QByteArray(R"({"usage":{"egress_billing":"per-request"}})")
                                        << QStringLiteral("usage.egress_billing");
        QTest::newRow("bandwidth cap") << QByteArray(R"({"usage":{"egress_billing":"bandwidth","bandwidth_mbps":-5}})")
                                       << QStringLiteral("usage.bandwidth_mbps");
        // Two 1024-pixel images are 2 × 37² = 2,738 Qwen2.5-VL tokens: more than a 2,048-token
        // sequence or a 1,024-token prompt holds, within 4,096.
        QTest::newRow("images over the sequence")
            << QByteArray(R"({"model":"qwen2.5-vl-7b","method":"lora","seq":2048,"images":2})") << QStringLiteral("images");
        QTest::newRow("images within the sequence")
            << QByteArray(R"({"model":"qwen2.5-vl-7b","method":"lora","seq":4096,"images":2})") << QString();
        QTest::newRow("images over the prompt")
            << QByteArray(R"({"model":"qwen2.5-vl-7b","method":"inference","engine":"vllm","input_tokens":1024,"images":2})")
            << QStringLiteral("images");
        QTest::newRow("image too small") << QByteArray(R"({"model":"qwen2.5-vl-7b","images":1,"image_size":100})")
                                         << QStringLiteral("image_size");
        QTest::newRow("too many images") << QByteArray(R"({"model":"qwen2.5-vl-7b","images":257})") << QStringLiteral("images");
        // Packing as each framework's code allows it (core/stacks.cpp).
        QTest::newRow("packing, TRL") << QByteArray(R"({"method":"lora","stack":"trl","packing":true,"batch":4})") << QString();
        QTest::newRow("packing, no switch") << QByteArray(R"({"method":"lora","stack":"litgpt","packing":true})")
                                            << QStringLiteral("packing");
        QTest::newRow("packing, ms-swift without FlashAttention")
            << QByteArray(R"({"method":"lora","stack":"ms-swift","packing":true,"flash_attention":false})") << QStringLiteral("packing");
        QTest::newRow("neat packing, FlashAttention, batch 2")
            << QByteArray(R"({"method":"lora","stack":"llama-factory","packing":true,"batch":2})") << QStringLiteral("batch");
        QTest::newRow("neat packing, SDPA, batch 2")
            << QByteArray(R"({"method":"lora","stack":"llama-factory","packing":true,"batch":2,"flash_attention":false})") << QString();
        QTest::newRow("pre-training packs, batch 2")
            << QByteArray(R"({"method":"pretrain","stack":"llama-factory","packing":true,"batch":2})") << QString();
        // Expert parallelism in training, as Megatron-SWIFT runs it (ms-swift only; 128 experts of Qwen3-30B-A3B).
        const QByteArray ep = R"("model":"qwen3-30b-a3b","stack":"ms-swift","expert_parallel":true,"gpus":)";
        QTest::newRow("expert parallel, 8 GPUs, ZeRO 1") << QByteArray("{" + ep + R"(8,"zero":1})") << QString();
        QTest::newRow("expert parallel, LoRA") << QByteArray("{" + ep + R"(8,"method":"lora"})") << QString();
        QTest::newRow("expert parallel, 6 GPUs") << QByteArray("{" + ep + R"(6,"zero":1})") << QStringLiteral("gpus");
        QTest::newRow("expert parallel, ZeRO 3") << QByteArray("{" + ep + R"(8,"zero":3})") << QStringLiteral("zero");
        QTest::newRow("expert parallel, QLoRA") << QByteArray("{" + ep + R"(8,"method":"qlora"})") << QStringLiteral("method");
        QTest::newRow("expert parallel, offload")
            << QByteArray("{" + ep + R"(8,"zero":1,"offload":"optimizer"})") << QStringLiteral("offload");
        // Where no framework places experts whole, the switch does not apply: ZeRO 3 stays valid.
        QTest::newRow("expert parallel, HF Trainer")
            << QByteArray(R"({"model":"qwen3-30b-a3b","stack":"hf-trainer","expert_parallel":true,"gpus":6,"zero":3})") << QString();
    }
    void validation()
    {
        QFETCH(QByteArray, overlay);
        QFETCH(QString, field);
        Scenario s = base();
        // Out-of-range values are refused while reading; combinations by validate().
        auto e = applyJson(s, nlohmann::json::parse(overlay.toStdString()), PresetLibrary::bundled());
        if (!e)
            e = validate(s);
        if (field.isEmpty()) {
            QVERIFY2(!e, e ? qPrintable(e->message()) : "");
        } else {
            QVERIFY(e);
            QCOMPARE(e->field, field);
            QVERIFY(!e->reason.isEmpty());
        }
    }

    // A framework either packs with a switch of its own or says, from its code, why it cannot: the
    // refusal names the reason.
    void everyFrameworkPacksOrSaysWhyNot()
    {
        for (const StackProfile &p : stackProfiles()) {
            QVERIFY2(p.packing.offered() != (p.packing.absent != nullptr), qPrintable(toId(p.stack)));
            if (p.packing.offered())
                continue;
            Scenario s = base();
            s.method = Method::Lora;
            s.stack = p.stack;
            s.packing = true;
            const auto e = validate(s);
            QVERIFY(e);
            QCOMPARE(e->field, QStringLiteral("packing"));
            QVERIFY2(e->reason.contains(QLatin1String("has no packing switch")), qPrintable(e->reason));
        }
        Scenario litgpt = base();
        litgpt.stack = Stack::Litgpt;
        litgpt.packing = true;
        QVERIFY(validate(litgpt)->reason.contains(QLatin1String("pads each batch")));
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("not object") << QByteArray("[]") << QString();
        QTest::newRow("unknown preset") << QByteArray(R"({"model":"gpt-5"})") << QStringLiteral("model");
        QTest::newRow("two models") << QByteArray(R"({"model":"qwen2-7b","params":"7B"})") << QStringLiteral("model");
        QTest::newRow("bad params") << QByteArray(R"({"params":"lots"})") << QStringLiteral("params");
        QTest::newRow("bad method") << QByteArray(R"({"method":"dpo"})") << QStringLiteral("method");
        QTest::newRow("method number") << QByteArray(R"({"method":1})") << QStringLiteral("method");
        QTest::newRow("batch string") << QByteArray(R"({"batch":"two"})") << QStringLiteral("batch");
        QTest::newRow("batch fraction") << QByteArray(R"({"batch":1.5})") << QStringLiteral("batch");
        QTest::newRow("flag not bool") << QByteArray(R"({"grad_checkpointing":"yes"})") << QStringLiteral("grad_checkpointing");
        QTest::newRow("usage not object") << QByteArray(R"({"usage":3})") << QStringLiteral("usage");
        QTest::newRow("usage billing") << QByteArray(R"({"usage":{"billing":"weekly"}})") << QStringLiteral("usage.billing");
        QTest::newRow("config without arch") << QByteArray(R"({"config":"/x/config.json"})") << QStringLiteral("arch");
        QTest::newRow("config bad arch") << QByteArray(R"({"config":"c.json","arch":{"model_type":"llama"}})")
                                         << QStringLiteral("arch.vocab_size");
    }
    void jsonErrors()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        Scenario s = base();
        const auto e = applyJson(s, nlohmann::json::parse(text.toStdString()), PresetLibrary::bundled());
        QVERIFY(e);
        QCOMPARE(e->field, field);
        QVERIFY(!e->reason.isEmpty());
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("overlay");
        QTest::newRow("preset qlora") << QByteArray(R"({"model":"llama-3-70b","method":"qlora","lora_rank":64,"lora_targets":"qv"})");
        QTest::newRow("params") << QByteArray(R"({"params":"13B","method":"inference","precision":"int4","gpus":2})");
        QTest::newRow("usage") << QByteArray(R"({"usage":{"billing":"spot","hours_per_day":24,"dataset_tokens":2e9,"disk_class":"gp3"}})");
        QTest::newRow("zero offload") << QByteArray(
            R"({"gpus":8,"zero":3,"offload":"optimizer+params","grad_checkpointing":true,"flash_attention":false})");
    }
    void jsonRoundTrip()
    {
        QFETCH(QByteArray, overlay);
        Scenario s = base();
        QVERIFY(!applyJson(s, nlohmann::json::parse(overlay.toStdString()), PresetLibrary::bundled()));
        const auto saved = toJson(s);
        Scenario back;
        QVERIFY(!applyJson(back, nlohmann::json::parse(saved.dump()), PresetLibrary::bundled()));
        QCOMPARE(toJson(back).dump(), saved.dump());
        QCOMPARE(back.model.params, s.model.params);
    }

    void configScenarioKeepsArchitecture()
    {
        Scenario s = base();
        s.model.origin = ModelOrigin::Config;
        s.model.configPath = QStringLiteral("/models/x/config.json");
        Scenario back;
        QVERIFY(!applyJson(back, nlohmann::json::parse(toJson(s).dump()), PresetLibrary::bundled()));
        QCOMPARE(back.model.origin, ModelOrigin::Config);
        QCOMPARE(back.model.params, s.model.params);
        QCOMPARE(back.model.configPath, s.model.configPath);
    }

    void summaryNamesTheKnobs()
    {
        Scenario s = base();
        s.method = Method::Qlora;
        s.gpus = 2;
        const QString text = summary(s);
        QVERIFY(text.contains(QStringLiteral("QLoRA")));
        QVERIFY(text.contains(QStringLiteral("2 GPUs")));
    }

    // Which knobs a method uses, from the methods' definitions (DESIGN.md §2): inference has no
    // optimizer, gradients or ZeRO sharding; only LoRA and QLoRA have adapters; only inference has
    // a prompt. The form disables exactly the fields that do not apply.
    void fieldsThatDoNotApply_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QStringList>("notApplying");
        // The engine's settings and the workload apply to a serving engine only (DESIGN.md §9).
        const QStringList engineKnobs{QStringLiteral("gpu_memory_utilization"),
                                      QStringLiteral("max_model_len"),
                                      QStringLiteral("kv_cache_dtype"),
                                      QStringLiteral("max_num_seqs"),
                                      QStringLiteral("concurrency"),
                                      QStringLiteral("input_tokens"),
                                      QStringLiteral("output_tokens"),
                                      QStringLiteral("ttft_ms"),
                                      QStringLiteral("tpot_ms"),
                                      QStringLiteral("gguf_type"),
                                      QStringLiteral("gpu_layers"),
                                      QStringLiteral("expert_parallel"),
                                      QStringLiteral("dp_attention"),
                                      QStringLiteral("all2all_backend")};
        const QStringList training = engineKnobs + QStringList{QStringLiteral("engine")};
        const QStringList fullTraining =
            training + QStringList{QStringLiteral("prompt"), QStringLiteral("lora_rank"), QStringLiteral("lora_targets")};
        const QStringList inference{QStringLiteral("master_weights"), QStringLiteral("optimizer"),
                                    QStringLiteral("grad_accum"),     QStringLiteral("grad_checkpointing"),
                                    QStringLiteral("lora_rank"),      QStringLiteral("lora_targets"),
                                    QStringLiteral("zero"),           QStringLiteral("offload"),
                                    QStringLiteral("stack"),          QStringLiteral("liger"),
                                    QStringLiteral("packing")};
        // A served workload replaces the batch, the sequence and the prompt; vLLM and SGLang take a
        // share of the GPU instead of a headroom; the GGUF knobs are llama.cpp's.
        const QStringList served = inference + QStringList{QStringLiteral("batch"), QStringLiteral("seq"), QStringLiteral("prompt")};
        QTest::newRow("full") << QStringLiteral("full") << QStringLiteral("hf") << fullTraining;
        QTest::newRow("pretrain") << QStringLiteral("pretrain") << QStringLiteral("hf") << fullTraining;
        QTest::newRow("lora") << QStringLiteral("lora") << QStringLiteral("hf") << (training + QStringList{QStringLiteral("prompt")});
        QTest::newRow("qlora") << QStringLiteral("qlora") << QStringLiteral("hf") << (training + QStringList{QStringLiteral("prompt")});
        QTest::newRow("inference hf") << QStringLiteral("inference") << QStringLiteral("hf") << (inference + engineKnobs);
        QTest::newRow("inference vllm") << QStringLiteral("inference") << QStringLiteral("vllm")
                                        << (served +
                                            QStringList{QStringLiteral("headroom"), QStringLiteral("gguf_type"),
                                                        QStringLiteral("gpu_layers"), QStringLiteral("expert_parallel"),
                                                        QStringLiteral("dp_attention"), QStringLiteral("all2all_backend")});
        QTest::newRow("inference llama.cpp") << QStringLiteral("inference") << QStringLiteral("llama.cpp")
                                             << (served +
                                                 QStringList{QStringLiteral("gpu_memory_utilization"), QStringLiteral("expert_parallel"),
                                                             QStringLiteral("dp_attention"), QStringLiteral("all2all_backend")});
    }

    void fieldsThatDoNotApply()
    {
        QFETCH(QString, method);
        QFETCH(QString, engine);
        QFETCH(QStringList, notApplying);
        Scenario s = base();
        s.method = *methodFromId(method);
        s.serving.engine = *engineFromId(engine);
        QStringList got;
        for (const ScenarioField &f : scenarioFields())
            if (!f.appliesTo(s))
                got << f.jsonKey();
        // The base model is a text model without multi-token-prediction layers: it sees no images and
        // has no draft of its own, whatever the method. Egress is billed by traffic: no cap to set.
        notApplying << QStringLiteral("images") << QStringLiteral("image_size") << QStringLiteral("mtp_draft")
                    << QStringLiteral("usage.bandwidth_mbps");
        got.sort();
        notApplying.sort();
        QCOMPARE(got, notApplying);
    }

    // A vision-language model takes images on every method; their size matters once some are sent.
    void imageFieldsApplyToAVisionModel_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<int>("images");
        QTest::addColumn<bool>("sizeApplies");
        for (const char *m : {"full", "lora", "qlora", "inference"}) {
            QTest::addRow("%s, no images", m) << QString::fromLatin1(m) << 0 << false;
            QTest::addRow("%s, 2 images", m) << QString::fromLatin1(m) << 2 << true;
        }
    }

    void imageFieldsApplyToAVisionModel()
    {
        QFETCH(QString, method);
        QFETCH(int, images);
        QFETCH(bool, sizeApplies);
        Scenario s = base();
        s.model = *PresetLibrary::bundled().find(QStringLiteral("qwen2.5-vl-7b"));
        s.method = *methodFromId(method);
        s.images = images;
        QVERIFY(scenarioField(QStringLiteral("images"))->appliesTo(s));
        QCOMPARE(scenarioField(QStringLiteral("image_size"))->appliesTo(s), sizeApplies);
    }

    // A scenario file that names a quantised checkpoint and no precision serves it in its own
    // format, as the command line does without --precision; a precision of its own, or training, wins.
    void checkpointFormatWithoutPrecision_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("precision");
        QTest::newRow("fp8 checkpoint served") << QByteArray(R"({"model":"deepseek-v3","method":"inference","engine":"vllm"})")
                                               << QStringLiteral("fp8");
        QTest::newRow("precision given") << QByteArray(R"({"model":"deepseek-v3","method":"inference","precision":"bf16"})")
                                         << QStringLiteral("bf16");
        QTest::newRow("training") << QByteArray(R"({"model":"deepseek-v3","method":"lora"})") << QStringLiteral("bf16");
        QTest::newRow("unquantised") << QByteArray(R"({"model":"qwen3-8b","method":"inference"})") << QStringLiteral("bf16");
    }

    void checkpointFormatWithoutPrecision()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, precision);
        Scenario s = defaultScenario();
        QVERIFY(!applyJson(s, nlohmann::json::parse(text.toStdString()), PresetLibrary::bundled()));
        QCOMPARE(toId(s.precision), precision);
    }

    // The MTP draft is a switch of the paged engines, for a model with multi-token-prediction layers.
    void mtpDraftApplies_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<bool>("applies");
        QTest::newRow("deepseek-v3 vllm") << QStringLiteral("deepseek-v3") << QStringLiteral("inference") << QStringLiteral("vllm") << true;
        QTest::newRow("glm-4.5 sglang") << QStringLiteral("glm-4.5") << QStringLiteral("inference") << QStringLiteral("sglang") << true;
        QTest::newRow("deepseek-v3 llama.cpp") << QStringLiteral("deepseek-v3") << QStringLiteral("inference")
                                               << QStringLiteral("llama.cpp") << false;
        QTest::newRow("deepseek-v3 transformers")
            << QStringLiteral("deepseek-v3") << QStringLiteral("inference") << QStringLiteral("hf") << false;
        QTest::newRow("deepseek-v3 lora") << QStringLiteral("deepseek-v3") << QStringLiteral("lora") << QStringLiteral("vllm") << false;
        QTest::newRow("qwen3-8b vllm") << QStringLiteral("qwen3-8b") << QStringLiteral("inference") << QStringLiteral("vllm") << false;
    }

    void mtpDraftApplies()
    {
        QFETCH(QString, model);
        QFETCH(QString, method);
        QFETCH(QString, engine);
        QFETCH(bool, applies);
        Scenario s = base();
        s.model = *PresetLibrary::bundled().find(model);
        s.method = *methodFromId(method);
        s.serving.engine = *engineFromId(engine);
        s.serving.mtpDraft = true;
        QCOMPARE(scenarioField(QStringLiteral("mtp_draft"))->appliesTo(s), applies);
        QCOMPARE(s.draftsWithMtp(), applies);
    }

    void usageKeysLiveInTheUsageObject()
    {
        const ScenarioField *hours = scenarioField(QStringLiteral("usage.hours_per_day"));
        QVERIFY(hours && hours->inUsage());
        QCOMPARE(QByteArray(hours->localKey()), QByteArray("hours_per_day"));
        const ScenarioField *batch = scenarioField(QStringLiteral("batch"));
        QVERIFY(batch && !batch->inUsage());
        QCOMPARE(QByteArray(batch->localKey()), QByteArray("batch"));
        QCOMPARE(scenarioField(QStringLiteral("method"))->valueNameText(), QStringLiteral("full|lora|qlora|inference|pretrain"));
        QCOMPARE(scenarioField(QStringLiteral("offload"))->valueNameText(), QStringLiteral("none|optimizer|optimizer+params"));
    }

    // Equality sees every field of the table and the model: a document that compares scenarios
    // this way is modified by any edit and by nothing else.
    void equalitySeesEveryField_data()
    {
        QTest::addColumn<QString>("key");
        for (const ScenarioField &f : scenarioFields())
            QTest::newRow(f.key) << f.jsonKey();
    }

    void equalitySeesEveryField()
    {
        QFETCH(QString, key);
        const ScenarioField &f = *scenarioField(key);
        const Scenario a = base();
        Scenario b = a;
        QVERIFY(a == b);
        const QVariant v = f.get(a);
        switch (f.kind) {
        case FieldKind::Integer: f.set(b, QVariant(v.toInt() == int(f.max) ? int(f.min) : int(f.max))); break;
        case FieldKind::Number: f.set(b, QVariant(v.toDouble() == f.max ? (f.min + f.max) / 2 : f.max)); break;
        case FieldKind::Boolean: f.set(b, QVariant(!v.toBool())); break;
        case FieldKind::Choice: f.set(b, QVariant(f.choices().at(f.choices().indexOf(v.toString()) == 0 ? 1 : 0))); break;
        case FieldKind::Text: f.set(b, QVariant(v.toString() + QLatin1Char('x'))); break;
        }
        QVERIFY(a != b);
    }

    void equalitySeesTheModel()
    {
        const Scenario a = base();
        Scenario b = a;
        b.model.arch.kvHeads += 1;
        QVERIFY(a != b);
        b = a;
        b.model = *PresetLibrary::bundled().find(QStringLiteral("llama-3-8b"));
        QVERIFY(a != b);
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
