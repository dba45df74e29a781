// The bad-input matrix: every way a flag, a file or a payload can be wrong, run through the built
// binary. Each case must end with exit 2 (bad input) or 3 (an output could not be written), a
// message that names the flag, field or file, no output on stdout, and no crash or hang.
// docs/reliability.md lists the cases with their results: GA_RELIABILITY_MD=path rewrites its
// matrix section (scripts/update-reliability); the test fails when the committed list is stale.
#include "common/appprocess.h"
#include "common/skypilotcsv.h"
#include "fulldisk.h"
#include "generateddoc.h"

#include <QDateTime>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/types.h>
#include <utime.h>

namespace {

enum class Kind { Text, Fifo, Folder, DeviceLink, Huge, BrokenLink, FutureText };

struct FileSpec {
    QString name;
    Kind kind = Kind::Text;
    QByteArray content;
};

struct Case {
    QString id;
    QString what;     // the input, in words
    QStringList args; // "@name" = a file of the case, "@dir" = its folder
    QList<FileSpec> files;
    int code = 2;
    QString mentions; // stderr must contain this (the flag, field or file)
    bool unwritableData = false;
    enum class Disk { Normal, Full, StdoutFull } disk = Disk::Normal; // Full: no file can grow; StdoutFull: stdout is /dev/full
};

FileSpec text(const char *name, const QByteArray &content)
{
    return {QString::fromLatin1(name), Kind::Text, content};
}

QStringList args(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out << QString::fromUtf8(a);
    return out;
}

const QByteArray kLlama =
    R"({"model_type":"llama","vocab_size":32000,"hidden_size":4096,"num_hidden_layers":32,"intermediate_size":11008,"num_attention_heads":32})";
const QByteArray kSkyHeader = GA_SKYPILOT_HEADER "\n";
const QByteArray kSkyRow = "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,0.4,us-east-1,use1-az1\n";

QByteArray llamaWith(const char *key, const char *value)
{
    QByteArray j = kLlama;
    j.chop(1);
    return j + ",\"" + key + "\":" + value + "}";
}

QByteArray providerDoc(const QByteArray &providerExtra, const QByteArray &instanceExtra)
{
    return R"({"provider":{"id":"testcloud","name":"Test Cloud","currency":"USD","source":"s","as_of":"2026-01-01")" + providerExtra +
        R"(},"instances":[{"type":"t1","region":"r1","gpu":"h100-sxm","gpu_count":8,"prices":{"on_demand_hourly":30},"source":"s","as_of":"2026-01-01")" +
        instanceExtra + "}]}";
}

QList<Case> cases()
{
    QList<Case> c;
    const auto add = [&c](const char *id, const char *what, QStringList a, const QString &mentions, QList<FileSpec> files = {},
                          int code = 2) {
        c.append({QString::fromLatin1(id), QString::fromUtf8(what), std::move(a), std::move(files), code, mentions});
    };
    // ---- the command line itself
    add("option-before-verb", "an unknown option before the verb", args({"--bogus", "advise"}), QStringLiteral("--bogus"));
    add("unknown-verb", "an unknown verb", args({"recommend"}), QStringLiteral("recommend"));
    add("unknown-flag", "an unknown flag", args({"estimate", "--turbo"}), QStringLiteral("turbo"));
    add("missing-value", "a flag without its value", args({"estimate", "--batch"}), QStringLiteral("batch"));
    add("stray-argument", "a stray argument", args({"estimate", "llama"}), QStringLiteral("llama"));
    add("catalog-stray", "catalog with a stray argument", args({"catalog", "everything"}), QStringLiteral("everything"));
    add("import-no-file", "catalog import without a file", args({"catalog", "import"}), QStringLiteral("FILE"));
    add("import-two-files", "catalog import with two files", args({"catalog", "import", "a.csv", "b.csv"}), QStringLiteral("FILE"));
    // ---- scenario flags: ranges, whole numbers, choices, combinations
    add("batch-negative", "--batch -3", args({"estimate", "--batch", "-3"}), QStringLiteral("--batch"));
    add("batch-equals-negative", "--batch=-3", args({"estimate", "--batch=-3"}), QStringLiteral("--batch"));
    add("batch-text", "--batch two", args({"estimate", "--batch", "two"}), QStringLiteral("--batch"));
    add("batch-zero", "--batch 0", args({"estimate", "--batch", "0"}), QStringLiteral("--batch"));
    add("batch-fraction", "--batch 1.5", args({"estimate", "--batch", "1.5"}), QStringLiteral("--batch"));
    add("batch-wraps", "--batch 4294967297 (2^32 + 1 would wrap to 1)", args({"estimate", "--batch", "4294967297"}),
        QStringLiteral("--batch"));
    add("batch-nan", "--batch nan", args({"estimate", "--batch", "nan"}), QStringLiteral("--batch"));
    add("seq-zero", "--seq 0", args({"estimate", "--seq", "0"}), QStringLiteral("--seq"));
    add("seq-huge", "--seq 1e12", args({"estimate", "--seq", "1e12"}), QStringLiteral("--seq"));
    add("gpus-zero", "--gpus 0", args({"estimate", "--gpus", "0"}), QStringLiteral("--gpus"));
    add("gpus-wraps", "--gpus 2147483648 (2^31 would be negative)", args({"estimate", "--gpus", "2147483648"}), QStringLiteral("--gpus"));
    add("zero-stage-4", "--zero 4", args({"estimate", "--zero", "4"}), QStringLiteral("--zero"));
    add("zero-inference", "--zero 3 for inference", args({"estimate", "--method", "inference", "--zero", "3"}), QStringLiteral("--zero"));
    add("headroom-negative", "--headroom -0.1", args({"estimate", "--headroom", "-0.1"}), QStringLiteral("--headroom"));
    add("headroom-text", "--headroom lots", args({"estimate", "--headroom", "lots"}), QStringLiteral("--headroom"));
    add("headroom-inf", "--headroom inf", args({"estimate", "--headroom", "inf"}), QStringLiteral("--headroom"));
    add("method", "--method dpo", args({"estimate", "--method", "dpo"}), QStringLiteral("--method"));
    add("precision", "--precision bf32", args({"estimate", "--precision", "bf32"}), QStringLiteral("--precision"));
    add("full-int4", "full training in int4", args({"estimate", "--method", "full", "--precision", "int4"}), QStringLiteral("--precision"));
    add("qlora-int8", "QLoRA with an int8 compute type", args({"estimate", "--method", "qlora", "--precision", "int8"}),
        QStringLiteral("--precision"));
    add("optimizer", "--optimizer lion", args({"estimate", "--optimizer", "lion"}), QStringLiteral("--optimizer"));
    add("master", "--master-weights fp8", args({"estimate", "--master-weights", "fp8"}), QStringLiteral("--master-weights"));
    add("lora-rank-zero", "LoRA rank 0", args({"estimate", "--method", "lora", "--lora-rank", "0"}), QStringLiteral("--lora-rank"));
    add("lora-targets", "--lora-targets everything", args({"estimate", "--lora-targets", "everything"}), QStringLiteral("--lora-targets"));
    add("offload-no-zero", "optimizer offload without ZeRO", args({"estimate", "--method", "full", "--offload", "optimizer"}),
        QStringLiteral("--offload"));
    add("param-offload-zero2", "parameter offload with ZeRO-2",
        args({"estimate", "--method", "full", "--zero", "2", "--offload", "optimizer+params"}), QStringLiteral("--offload"));
    add("offload-value", "--offload disk", args({"estimate", "--offload", "disk"}), QStringLiteral("--offload"));
    add("contradiction", "--grad-checkpointing and --no-grad-checkpointing",
        args({"estimate", "--grad-checkpointing", "--no-grad-checkpointing"}), QStringLiteral("--grad-checkpointing"));
    add("mfu", "--mfu 2", args({"estimate", "--mfu", "2"}), QStringLiteral("--mfu"));
    add("mfu-negative", "--mfu -0.1", args({"estimate", "--mfu", "-0.1"}), QStringLiteral("--mfu"));
    add("grad-accum-zero", "--grad-accum 0", args({"estimate", "--grad-accum", "0"}), QStringLiteral("--grad-accum"));
    add("hours", "--hours-per-day 30", args({"estimate", "--hours-per-day", "30"}), QStringLiteral("--hours-per-day"));
    add("days", "--days-per-year 400", args({"estimate", "--days-per-year", "400"}), QStringLiteral("--days-per-year"));
    add("epochs", "--epochs 0", args({"estimate", "--epochs", "0"}), QStringLiteral("--epochs"));
    add("tokens", "--dataset-tokens 1e20", args({"estimate", "--dataset-tokens", "1e20"}), QStringLiteral("--dataset-tokens"));
    add("egress", "--egress-gb-per-day -1", args({"estimate", "--egress-gb-per-day", "-1"}), QStringLiteral("--egress-gb-per-day"));
    add("egress billing", "--egress-billing monthly", args({"advise", "--egress-billing", "monthly"}), QStringLiteral("--egress-billing"));
    add("bandwidth cap", "--bandwidth-mbps 1e9", args({"advise", "--egress-billing", "bandwidth", "--bandwidth-mbps", "1e9"}),
        QStringLiteral("--bandwidth-mbps"));
    add("billing", "--billing weekly", args({"estimate", "--billing", "weekly"}), QStringLiteral("--billing"));
    add("data-source", "--data-source tape", args({"estimate", "--data-source", "tape"}), QStringLiteral("--data-source"));
    add("disk-class-long", "a 300-character --disk-class",
        {QStringLiteral("estimate"), QStringLiteral("--disk-class"), QString(300, QLatin1Char('x'))}, QStringLiteral("--disk-class"));
    // ---- model sources
    add("params-text", "--params abc", args({"estimate", "--params", "abc"}), QStringLiteral("--params"));
    add("params-negative", "--params -7B", args({"estimate", "--params", "-7B"}), QStringLiteral("--params"));
    add("params-tiny", "--params 5000", args({"estimate", "--params", "5000"}), QStringLiteral("--params"));
    add("params-huge", "--params 1e18", args({"estimate", "--params", "1e18"}), QStringLiteral("--params"));
    add("model-unknown", "--model gpt-5", args({"estimate", "--model", "gpt-5"}), QStringLiteral("--model"));
    add("two-models", "--model and --params together", args({"estimate", "--model", "qwen2-7b", "--params", "7B"}),
        QStringLiteral("--model"));
    // ---- config.json files
    add("config-missing", "--config of a file that does not exist", args({"estimate", "--config", "@dir/none.json"}),
        QStringLiteral("file not found"));
    add("config-folder", "--config of a folder without config.json", args({"estimate", "--config", "@dir"}), QStringLiteral("folder"));
    add("config-fifo", "--config of a FIFO (would block forever)", args({"estimate", "--config", "@pipe"}), QStringLiteral("pipe"),
        {{QStringLiteral("pipe"), Kind::Fifo, {}}});
    add("config-dev-zero", "--config of a link to /dev/zero (endless)", args({"estimate", "--config", "@zero"}), QStringLiteral("device"),
        {{QStringLiteral("zero"), Kind::DeviceLink, {}}});
    add("config-huge", "--config of a 17 MiB file", args({"estimate", "--config", "@big.json"}), QStringLiteral("16 MiB"),
        {{QStringLiteral("big.json"), Kind::Huge, {}}});
    add("config-broken-link", "--config of a broken link", args({"estimate", "--config", "@link.json"}), QStringLiteral("broken link"),
        {{QStringLiteral("link.json"), Kind::BrokenLink, {}}});
    add("config-not-json", "a truncated config.json", args({"estimate", "--config", "@c.json"}), QStringLiteral("invalid JSON"),
        {text("c.json", "{\"model_type\": ")});
    add("config-binary", "a binary config.json", args({"estimate", "--config", "@c.json"}), QStringLiteral("JSON"),
        {text("c.json", QByteArray("\x00\x01\x02\xff\xfe", 5))});
    add("config-array", "a config.json that is an array", args({"estimate", "--config", "@c.json"}), QStringLiteral("object"),
        {text("c.json", "[1,2]")});
    add("config-type", "model_type gpt2 (unsupported)", args({"estimate", "--config", "@c.json"}), QStringLiteral("gpt2"),
        {text("c.json", R"({"model_type":"gpt2"})")});
    add("config-field-missing", "a llama config without hidden_size", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("hidden_size"), {text("c.json", R"({"model_type":"llama","vocab_size":32000})")});
    add("config-negative", "hidden_size -4096", args({"estimate", "--config", "@c.json"}), QStringLiteral("hidden_size"),
        {text("c.json", llamaWith("hidden_size", "-4096"))});
    add("config-string-number", "vocab_size \"32000\" (a string)", args({"estimate", "--config", "@c.json"}), QStringLiteral("vocab_size"),
        {text("c.json", llamaWith("vocab_size", "\"32000\""))});
    add("config-fraction", "num_hidden_layers 32.5", args({"estimate", "--config", "@c.json"}), QStringLiteral("num_hidden_layers"),
        {text("c.json", llamaWith("num_hidden_layers", "32.5"))});
    add("config-experts-wrap", "mixtral num_local_experts 2^32 + 8 (would read as 8)", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("num_local_experts"),
        {text(
            "c.json",
            R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":4096,"num_hidden_layers":32,"intermediate_size":14336,"num_attention_heads":32,"num_key_value_heads":8,"num_local_experts":4294967304,"num_experts_per_tok":2})")});
    add("config-experts-negative-wrap", "mixtral num_local_experts 2^31 (would be negative)", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("num_local_experts"),
        {text(
            "c.json",
            R"({"model_type":"mixtral","vocab_size":32000,"hidden_size":4096,"num_hidden_layers":32,"intermediate_size":14336,"num_attention_heads":32,"num_key_value_heads":8,"num_local_experts":2147483648,"num_experts_per_tok":2})")});
    add("config-falcon-overflow", "falcon hidden_size 2^62 (4 × hidden would overflow)", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("hidden_size"),
        {text(
            "c.json",
            R"({"model_type":"falcon","vocab_size":65024,"hidden_size":4611686018427387904,"num_hidden_layers":32,"num_attention_heads":71})")});
    add("config-bigcode-overflow", "gpt_bigcode n_embd 2^62", args({"estimate", "--config", "@c.json"}), QStringLiteral("n_embd"),
        {text(
            "c.json",
            R"({"model_type":"gpt_bigcode","vocab_size":49152,"n_embd":4611686018427387904,"n_layer":40,"n_head":48,"n_positions":8192})")});
    add("config-bert-heads", "BERT with 7 heads for hidden 1024", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("num_attention_heads"),
        {text(
            "c.json",
            R"({"model_type":"bert","vocab_size":30522,"hidden_size":1024,"num_hidden_layers":24,"intermediate_size":4096,"num_attention_heads":7,"max_position_embeddings":512})")});
    add("config-kv-heads", "32 heads with 3 key/value heads", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("num_key_value_heads"), {text("c.json", llamaWith("num_key_value_heads", "3"))});
    add("config-too-big", "sizes that give over 100 trillion parameters", args({"estimate", "--config", "@c.json"}),
        QStringLiteral("trillion"),
        {text(
            "c.json",
            R"({"model_type":"llama","vocab_size":32000,"hidden_size":16000000,"num_hidden_layers":4000,"intermediate_size":16000000,"num_attention_heads":4})")});
    add("config-bool", "tie_word_embeddings \"yes\"", args({"estimate", "--config", "@c.json"}), QStringLiteral("tie_word_embeddings"),
        {text("c.json", llamaWith("tie_word_embeddings", "\"yes\""))});
    // ---- scenario files
    add("scenario-missing", "--scenario of a file that does not exist", args({"estimate", "--scenario", "@dir/none.gpuadvisor.json"}),
        QStringLiteral("file not found"));
    add("scenario-fifo", "--scenario of a FIFO", args({"estimate", "--scenario", "@pipe"}), QStringLiteral("pipe"),
        {{QStringLiteral("pipe"), Kind::Fifo, {}}});
    add("scenario-dev-zero", "--scenario of a link to /dev/zero", args({"estimate", "--scenario", "@zero"}), QStringLiteral("device"),
        {{QStringLiteral("zero"), Kind::DeviceLink, {}}});
    add("scenario-huge", "a 17 MiB scenario", args({"estimate", "--scenario", "@big.json"}), QStringLiteral("16 MiB"),
        {{QStringLiteral("big.json"), Kind::Huge, {}}});
    add("scenario-truncated", "a truncated scenario", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("invalid JSON"),
        {text("s.json", R"({"model":"qwen2-7b","batch":)")});
    add("scenario-array", "a scenario that is an array", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("object"),
        {text("s.json", "[1,2]")});
    add("scenario-newer", "a scenario from a newer version", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("newer"),
        {text("s.json", R"({"format":"gpu-advisor-scenario","version":9,"model":"qwen2-7b"})")});
    add("scenario-format", "another program's JSON", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("format"),
        {text("s.json", R"({"format":"something-else"})")});
    add("scenario-batch-type", "\"batch\": \"many\"", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("batch"),
        {text("s.json", R"({"batch":"many"})")});
    add("scenario-batch-wrap", "\"batch\": 2^32 + 1", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("batch"),
        {text("s.json", R"({"batch":4294967297})")});
    add("scenario-norms-wrap", "an architecture with norms_per_layer 2^40 (would read as 0)", args({"estimate", "--scenario", "@s.json"}),
        QStringLiteral("norms_per_layer"),
        {text(
            "s.json",
            R"({"config":"c.json","arch":{"model_type":"llama","vocab_size":32000,"hidden_size":64,"num_hidden_layers":2,"intermediate_size":128,"num_attention_heads":4,"num_key_value_heads":4,"head_dim":16,"norms_per_layer":1099511627776}})")});
    add("scenario-usage-type", "\"usage\": 5", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("usage"),
        {text("s.json", R"({"usage":5})")});
    add("scenario-hours", "\"usage\": {\"hours_per_day\": 25}", args({"estimate", "--scenario", "@s.json"}),
        QStringLiteral("hours_per_day"), {text("s.json", R"({"usage":{"hours_per_day":25}})")});
    add("scenario-model", "\"model\": \"gpt-5\"", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("model"),
        {text("s.json", R"({"model":"gpt-5"})")});
    add("scenario-config-no-arch", "\"config\" without \"arch\"", args({"estimate", "--scenario", "@s.json"}), QStringLiteral("arch"),
        {text("s.json", R"({"config":"c.json"})")});
    // ---- advise options
    add("currency", "--currency EUR", args({"advise", "--currency", "EUR"}), QStringLiteral("--currency"));
    add("rate-zero", "--usd-cny 0", args({"advise", "--usd-cny", "0"}), QStringLiteral("--usd-cny"));
    add("rate-text", "--usd-cny seven", args({"advise", "--usd-cny", "seven"}), QStringLiteral("--usd-cny"));
    add("top-zero", "--top 0", args({"advise", "--top", "0"}), QStringLiteral("--top"));
    add("provider-unknown", "--provider nowhere", args({"advise", "--provider", "nowhere"}), QStringLiteral("--provider"));
    add("gpu-unknown", "--gpu nope", args({"advise", "--gpu", "nope"}), QStringLiteral("--gpu"));
    add("gpu-not-offered", "--gpu of a GPU no instance offers", args({"advise", "--gpu", "h800-sxm"}), QStringLiteral("--gpu"));
    add("region-none", "--region matching no region", args({"advise", "--region", "atlantis"}), QStringLiteral("--region"));
    // ---- catalog imports
    add("import-missing", "import of a file that does not exist", args({"catalog", "import", "@dir/none.csv"}),
        QStringLiteral("file not found"));
    add("import-folder", "import of a folder", args({"catalog", "import", "@dir"}), QStringLiteral("folder"));
    add("import-fifo", "import of a FIFO", args({"catalog", "import", "@pipe"}), QStringLiteral("pipe"),
        {{QStringLiteral("pipe"), Kind::Fifo, {}}});
    add("import-dev-zero", "import of a link to /dev/zero", args({"catalog", "import", "@zero"}), QStringLiteral("device"),
        {{QStringLiteral("zero"), Kind::DeviceLink, {}}});
    add("import-empty", "an empty CSV", args({"catalog", "import", "@aws.csv"}), QStringLiteral("empty"), {text("aws.csv", "")});
    add("import-header-only", "a CSV with a header and no rows", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("no GPU instances"), {text("aws.csv", kSkyHeader)});
    add("import-unknown-header", "a CSV of another format", args({"catalog", "import", "@aws.csv"}), QStringLiteral("unknown header"),
        {text("aws.csv", "name,price\nx,1\n")});
    add("import-no-provider", "a CSV whose cloud cannot be told", args({"catalog", "import", "@vms.csv"}), QStringLiteral("--provider"),
        {text("vms.csv", kSkyHeader + kSkyRow)});
    add("import-bad-price", "a price cell \"abc\"", args({"catalog", "import", "@aws.csv"}), QStringLiteral("line 2, column Price"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,abc,,us-east-1,use1-az1\n")});
    add("import-zero-price", "a price of 0 (would be refused at every later load)", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("column Price"), {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0,4.0,16.0,,0,,us-east-1,use1-az1\n")});
    add("import-vcpu", "5,000 vCPUs (over the limit every load applies)", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("column vCPUs"), {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0,5000.0,16.0,,1.0,,us-east-1,use1-az1\n")});
    add("import-gpu-count-wrap", "AcceleratorCount 4294967297 (would wrap to 1)", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("AcceleratorCount"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,4294967297,4.0,16.0,,1.0,,us-east-1,use1-az1\n")});
    add("import-gpu-fraction", "AcceleratorCount 1.5", args({"catalog", "import", "@aws.csv"}), QStringLiteral("AcceleratorCount"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.5,4.0,16.0,,1.0,,us-east-1,use1-az1\n")});
    add("import-unknown-gpu", "an unknown GPU name", args({"catalog", "import", "@aws.csv"}), QStringLiteral("FOO-X9"),
        {text("aws.csv", kSkyHeader + "x1,FOO-X9,1.0,4.0,16.0,,1.0,,us-east-1,use1-az1\n")});
    add("import-short-row", "a row with too few cells", args({"catalog", "import", "@aws.csv"}), QStringLiteral("line 2"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0\n")});
    add("import-open-quote", "an unterminated quote", args({"catalog", "import", "@aws.csv"}), QStringLiteral("never closed"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0,4.0,16.0,\"{'x,1,,us-east-1,use1-az1\n")});
    add("import-quote-after", "text after a closing quote", args({"catalog", "import", "@aws.csv"}), QStringLiteral("closing quote"),
        {text("aws.csv", kSkyHeader + "g5.xlarge,A10G,1.0,4.0,16.0,\"x\"y,1,,us-east-1,use1-az1\n")});
    add("import-conflict", "the same instance with two GPUs", args({"catalog", "import", "@aws.csv"}), QStringLiteral("line 3"),
        {text("aws.csv", kSkyHeader + kSkyRow + "g5.xlarge,T4,1.0,4.0,16.0,,1.0,,us-east-1,use1-az2\n")});
    add("import-as-of", "--as-of yesterday", args({"catalog", "import", "@aws.csv", "--as-of", "yesterday"}), QStringLiteral("--as-of"),
        {text("aws.csv", kSkyHeader + kSkyRow)});
    add("import-as-of-future", "--as-of 2999-01-01", args({"catalog", "import", "@aws.csv", "--as-of", "2999-01-01"}),
        QStringLiteral("future"), {text("aws.csv", kSkyHeader + kSkyRow)});
    add("import-cny-provider", "a USD CSV for a CNY provider", args({"catalog", "import", "@alibaba-vms.csv"}), QStringLiteral("CNY"),
        {text("alibaba-vms.csv", kSkyHeader + kSkyRow)});
    add("import-json-broken", "a truncated JSON catalog", args({"catalog", "import", "@x.json"}), QStringLiteral("invalid JSON"),
        {text("x.json", "{\"provider\": ")});
    add("import-json-other", "JSON that is not a catalog", args({"catalog", "import", "@x.json"}),
        QStringLiteral("not a GPU Advisor catalog"), {text("x.json", R"({"a":1})")});
    add("import-json-eur", "a provider that prices in EUR (no exchange rate)", args({"catalog", "import", "@x.json"}),
        QStringLiteral("currency"), {text("x.json", providerDoc(R"(,"currency":"EUR")", ""))});
    add("import-json-vcpu", "a JSON row with vcpu 100000", args({"catalog", "import", "@x.json"}), QStringLiteral("vcpu"),
        {text("x.json", providerDoc("", R"(,"vcpu":100000)"))});
    add("import-json-count-wrap", "a JSON row with gpu_count 2^32 + 1", args({"catalog", "import", "@x.json"}), QStringLiteral("gpu_count"),
        {text("x.json", providerDoc("", R"(,"gpu_count":4294967297)"))});
    add("import-json-zero-price", "a JSON row with a price of 0", args({"catalog", "import", "@x.json"}),
        QStringLiteral("on_demand_hourly"), {text("x.json", providerDoc("", R"(,"prices":{"on_demand_hourly":0})"))});
    add("import-json-date", "a JSON row dated \"yesterday\"", args({"catalog", "import", "@x.json"}), QStringLiteral("as_of"),
        {text("x.json", providerDoc("", R"(,"as_of":"yesterday")"))});
    add("import-json-unknown-gpu", "a JSON row with an unknown GPU", args({"catalog", "import", "@x.json"}), QStringLiteral("gpu"),
        {text("x.json", providerDoc("", R"(,"gpu":"tpu-v5")"))});
    add("import-json-estimated", "an estimated price without its basis", args({"catalog", "import", "@x.json"}),
        QStringLiteral("price_basis"), {text("x.json", providerDoc("", R"(,"price_estimated":true)"))});
    // ---- preflight
    add("preflight-no-out", "preflight without --out", args({"preflight"}), QStringLiteral("--out"));
    add("preflight-instance-typo", "--instance aws:p4d.24xlarg (a typo)",
        args({"preflight", "--instance", "aws:p4d.24xlarg", "--out", "@dir/check.sh"}), QStringLiteral("did you mean aws:p4d.24xlarge"));
    add("preflight-instance-form", "--instance p4de.24xlarge (no provider)",
        args({"preflight", "--instance", "p4de.24xlarge", "--out", "@dir/check.sh"}), QStringLiteral("--instance"));
    add("preflight-disk-test-small", "--disk-test-mb 8", args({"preflight", "--disk-test-mb", "8", "--out", "@dir/check.sh"}),
        QStringLiteral("--disk-test-mb"));
    add("preflight-disk-test-huge", "--disk-test-mb 65537", args({"preflight", "--disk-test-mb", "65537", "--out", "@dir/check.sh"}),
        QStringLiteral("--disk-test-mb"));
    add("preflight-disk-test-text", "--disk-test-mb lots", args({"preflight", "--disk-test-mb", "lots", "--out", "@dir/check.sh"}),
        QStringLiteral("--disk-test-mb"));
    add("preflight-scenario", "preflight with --batch 0", args({"preflight", "--batch", "0", "--out", "@dir/check.sh"}),
        QStringLiteral("--batch"));

    // ---- catalog refresh: refused before anything is sent
    add("refresh-scheme", "catalog refresh from an ftp:// address",
        args({"catalog", "refresh", "--url", "ftp://mirror.example.com/catalog.json"}), QStringLiteral("--url"));
    add("refresh-plain-http", "catalog refresh over plain http to a host that is not loopback",
        args({"catalog", "refresh", "--url", "http://example.invalid/catalog.json"}), QStringLiteral("plain http"));
    add("refresh-no-scheme", "catalog refresh from an address without https://",
        args({"catalog", "refresh", "--url", "mirror.example.com/catalog.json"}), QStringLiteral("https://"));
    add("refresh-unknown-option", "catalog refresh with an unknown option", args({"catalog", "refresh", "--force"}),
        QStringLiteral("force"));
    add("refresh-stray", "catalog refresh with a stray argument", args({"catalog", "refresh", "https://mirror.example.com/catalog.json"}),
        QStringLiteral("unexpected argument"));
    add("refresh-timeout", "catalog refresh --timeout 0",
        args({"catalog", "refresh", "--url", "https://mirror.example.com/catalog.json", "--timeout", "0"}), QStringLiteral("--timeout"));

    // ---- report
    add("report-no-out", "report without --out", args({"report"}), QStringLiteral("--out"));
    add("report-lang", "--lang fr", args({"report", "--lang", "fr", "--out", "@dir/r.pdf"}), QStringLiteral("--lang"));
    add("report-lang-empty", "--lang with an empty value", args({"report", "--lang", "", "--out", "@dir/r.pdf"}), QStringLiteral("--lang"));
    add("report-scenario", "report with --seq 0", args({"report", "--seq", "0", "--out", "@dir/r.pdf"}), QStringLiteral("--seq"));
    add("report-currency", "report with --currency EUR", args({"report", "--currency", "EUR", "--out", "@dir/r.pdf"}),
        QStringLiteral("--currency"));
    add("report-provider", "report with --provider nowhere", args({"report", "--provider", "nowhere", "--out", "@dir/r.pdf"}),
        QStringLiteral("--provider"));
    add("report-compare-missing", "--compare of a file that does not exist",
        args({"report", "--compare", "@dir/none.gpuadvisor.json", "--out", "@dir/r.pdf"}), QStringLiteral("--compare"));
    add("report-compare-bad", "--compare of a scenario with \"batch\": 0", args({"report", "--compare", "@s.json", "--out", "@dir/r.pdf"}),
        QStringLiteral("batch"), {text("s.json", R"({"batch":0})")});
    add("report-compare-five", "five --compare scenarios (four can be pinned)",
        args({"report", "--compare", "@s.json", "--compare", "@s.json", "--compare", "@s.json", "--compare", "@s.json", "--compare",
              "@s.json", "--out", "@dir/r.pdf"}),
        QStringLiteral("--compare"), {text("s.json", R"({"method":"lora"})")});
    // ---- outputs that cannot be written (exit 3)
    add("report-out-folder", "report --out of a folder", args({"report", "--out", "@dir"}), QStringLiteral("cannot be written"), {}, 3);
    add("report-out-unwritable", "report --out in a folder that cannot be created",
        args({"report", "--out", "/proc/gpu-advisor-cannot-write-here/r.pdf"}), QStringLiteral("cannot create the folder"), {}, 3);
    add("preflight-out-folder", "preflight --out of a folder", args({"preflight", "--out", "@dir"}), QStringLiteral("cannot be written"),
        {}, 3);
    add("preflight-out-unwritable", "preflight --out in a folder that cannot be created",
        args({"preflight", "--out", "/proc/gpu-advisor-cannot-write-here/check.sh"}), QStringLiteral("cannot create the folder"), {}, 3);
    c.append({QStringLiteral("import-unwritable"),
              QStringLiteral("a good import into a data folder that cannot be written"),
              args({"catalog", "import", "@aws.csv"}),
              {text("aws.csv", kSkyHeader + kSkyRow)},
              3,
              QStringLiteral("cannot"),
              true});

    // ---- nothing accepted is lost: full disks, standard output, what a later start could not load
    const auto onFullDisk = [&c](const char *id, const char *what, QStringList a, const QString &mentions, QList<FileSpec> files = {}) {
        c.append({QString::fromLatin1(id), QString::fromUtf8(what), std::move(a), std::move(files), 3, mentions, false, Case::Disk::Full});
    };
    onFullDisk("import-full-disk", "a good import on a full disk", args({"catalog", "import", "@aws.csv"}),
               QStringLiteral("aws.json: cannot be written"), {text("aws.csv", kSkyHeader + kSkyRow)});
    onFullDisk("report-full-disk", "report --out on a full disk", args({"report", "--out", "@dir/r.pdf"}),
               QStringLiteral("r.pdf: cannot be written"));
    onFullDisk("preflight-full-disk", "preflight --out on a full disk", args({"preflight", "--out", "@dir/check.sh"}),
               QStringLiteral("check.sh: cannot be written"));
    c.append({QStringLiteral("advise-stdout-full"),
              QStringLiteral("advise --json with standard output on /dev/full"),
              args({"advise", "--json"}),
              {},
              3,
              QStringLiteral("standard output (No space left on device)"),
              false,
              Case::Disk::StdoutFull});
    c.append({QStringLiteral("catalog-stdout-full"),
              QStringLiteral("catalog with standard output on /dev/full"),
              args({"catalog"}),
              {},
              3,
              QStringLiteral("standard output"),
              false,
              Case::Disk::StdoutFull});
    add("report-out-dev-full", "report --out /dev/full", args({"report", "--out", "/dev/full"}), QStringLiteral("No space left on device"),
        {}, 3);
    add("import-duplicate-column", "a SkyPilot CSV with two Price columns", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("column Price"),
        {text("aws.csv",
              GA_SKYPILOT_HEADER ",Price\n"
                                 "g5.xlarge,A10G,1.0,4.0,16.0,,1.006,0.4,us-east-1,use1-az1,9\n")});
    add("import-future-file-date", "an import whose file is dated 2099", args({"catalog", "import", "@aws.csv"}),
        QStringLiteral("dated 2099-"), {{QStringLiteral("aws.csv"), Kind::FutureText, kSkyHeader + kSkyRow}});
    add("scenario-is-config", "--scenario given a model's config.json", args({"estimate", "--scenario", "@config.json"}),
        QStringLiteral("--config"), {text("config.json", kLlama)});
    add("scenario-not-a-scenario", "--scenario given an unrelated JSON object", args({"estimate", "--scenario", "@x.json"}),
        QStringLiteral("not a GPU Advisor scenario"), {text("x.json", R"({"name": "x", "items": [1, 2]})")});
    add("config-deep-json", "a config.json nested 100 levels deep", args({"estimate", "--config", "@config.json"}),
        QStringLiteral("nested deeper than 64"), {text("config.json", QByteArray(100, '[') + QByteArray(100, ']'))});
    add("disk-class-too-long", "--disk-class of 201 characters", args({"estimate", "--disk-class", QByteArray(201, 'x').constData()}),
        QStringLiteral("200 characters"));
    add("refresh-deadline", "catalog refresh --deadline 0",
        args({"catalog", "refresh", "--url", "https://mirror.example.com/catalog.json", "--deadline", "0"}), QStringLiteral("--deadline"));
    add("import-extra-argument", "catalog imports remove with no name", args({"catalog", "imports", "remove"}),
        QStringLiteral("missing NAME"));
    add("imports-remove-unknown", "catalog imports remove of a name that is not stored", args({"catalog", "imports", "remove", "aws"}),
        QStringLiteral("no such stored import"));
    return c;
}

struct Outcome {
    int code = -1;
    bool crashed = false;
    bool timedOut = false;
    QString out;
    QString err;
};

Outcome runCase(const Case &c)
{
    QTemporaryDir dir;
    for (const FileSpec &f : c.files) {
        const QString path = dir.filePath(f.name);
        switch (f.kind) {
        case Kind::Text: {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(f.content) != f.content.size())
                qFatal("cannot write %s", qPrintable(path));
            break;
        }
        case Kind::Fifo:
            if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
                qFatal("mkfifo failed");
            break;
        case Kind::Folder: QDir().mkpath(path); break;
        case Kind::DeviceLink: QFile::link(QStringLiteral("/dev/zero"), path); break;
        case Kind::BrokenLink: QFile::link(dir.filePath(QStringLiteral("nowhere")), path); break;
        case Kind::FutureText: {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(f.content) != f.content.size())
                qFatal("cannot write %s", qPrintable(path));
            file.close();
            const qint64 t = QDateTime(QDate(2099, 3, 1), QTime(12, 0)).toSecsSinceEpoch();
            const utimbuf times{t, t};
            if (::utime(QFile::encodeName(path).constData(), &times) != 0)
                qFatal("cannot date %s", qPrintable(path));
            break;
        }
        case Kind::Huge: {
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || !file.resize(17 * 1024 * 1024))
                qFatal("cannot make %s", qPrintable(path));
            break;
        }
        }
    }
    QStringList args;
    for (QString a : c.args) {
        if (a.startsWith(QLatin1String("@dir")))
            a.replace(0, 4, dir.path());
        else if (a.startsWith(QLatin1Char('@')))
            a = dir.filePath(a.mid(1));
        args << a;
    }
    QProcess p;
    QProcessEnvironment env = ga::test::appEnvironment(c.unwritableData ? QStringLiteral("/proc/gpu-advisor-cannot-write-here")
                                                                        : dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    if (c.disk == Case::Disk::Full)
        ga::test::startOnFullDisk(p);
    else if (c.disk == Case::Disk::StdoutFull)
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start(QStringLiteral(GA_BINARY_DIR "/bin/gpu-advisor"), args);
    Outcome o;
    if (!p.waitForFinished(20000)) {
        o.timedOut = true;
        p.kill();
        p.waitForFinished();
        return o;
    }
    o.crashed = p.exitStatus() != QProcess::NormalExit;
    o.code = p.exitCode();
    o.out = QString::fromUtf8(p.readAllStandardOutput());
    o.err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    return o;
}

// The first line of the message, with the case's temporary folder taken out.
QString shortMessage(QString err)
{
    err = err.section(QLatin1Char('\n'), 0, 0);
    err.replace(QRegularExpression(QStringLiteral("/tmp/[^/ :]*")), QStringLiteral("…"));
    err.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    if (err.size() > 160)
        err = err.left(157) + QStringLiteral("...");
    return err;
}

} // namespace

class TestBadInput final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matrix()
    {
        const QList<Case> all = cases();
        QVERIFY2(all.size() >= 80, "the matrix has at least 80 cases");
        QStringList rows;
        QSet<QString> ids;
        for (const Case &c : all) {
            QVERIFY2(!ids.contains(c.id), qPrintable(c.id));
            ids.insert(c.id);
            const Outcome o = runCase(c);
            QVERIFY2(!o.timedOut, qPrintable(c.id + QStringLiteral(": hung")));
            QVERIFY2(!o.crashed, qPrintable(c.id + QStringLiteral(": crashed")));
            QVERIFY2(o.code == c.code,
                     qPrintable(QStringLiteral("%1: exit %2, expected %3: %4").arg(c.id).arg(o.code).arg(c.code).arg(o.err)));
            QVERIFY2(o.err.contains(c.mentions),
                     qPrintable(QStringLiteral("%1: message does not name %2: %3").arg(c.id, c.mentions, o.err)));
            QVERIFY2(o.out.isEmpty(), qPrintable(c.id + QStringLiteral(": wrote to stdout")));
            rows << QStringLiteral("| %1 | %2 | %3 | %4 |").arg(c.id, c.what).arg(o.code).arg(shortMessage(o.err));
        }

        const QString section = QStringLiteral("<!-- matrix:begin (generated by tst_badinput; scripts/update-reliability) -->\n"
                                               "| Case | Input | Exit | Message (first line) |\n|---|---|---|---|\n") +
            rows.join(QLatin1Char('\n')) + QStringLiteral("\n<!-- matrix:end -->");
        const QString problem = ga::test::checkGeneratedSection(QStringLiteral(GA_SOURCE_DIR "/docs/reliability.md"),
                                                                QStringLiteral("<!-- matrix:begin"), QStringLiteral("<!-- matrix:end -->"),
                                                                section, "GA_RELIABILITY_MD", QStringLiteral("scripts/update-reliability"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
