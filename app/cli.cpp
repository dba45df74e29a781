#include "app/cli.h"

#include "app/clitable.h"
#include "app/scenariooptions.h"
#include "app/translationmanager.h"
#include "base/atomicfile.h"
#include "base/format.h"
#include "core/advice.h"
#include "core/memory.h"
#include "core/providers.h"
#include "core/stacks.h"
#include "data/catalogimport.h"
#include "data/catalogschema.h"
#include "data/catalogstore.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "data/stackaccuracy.h"
#include "net/catalogrefresh.h"
#include "net/priceupdate.h"
#include "net/tencentkey.h"
#include "output/adviceexport.h"
#include "output/launchfiles.h"
#include "output/preflight.h"
#include "output/reportdata.h"
#include "report/reportrenderer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <unistd.h>

#include <functional>
#include <map>

namespace ga::cli {

namespace {

// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::cli)
};

struct Context {
    QTextStream &out;
    QTextStream &err;
    QString verb;

    int fail(const QString &message, int code = BadInput)
    {
        err << QStringLiteral("gpu-advisor %1: %2").arg(verb, message) << Qt::endl;
        return code;
    }
};

// Parses `args` for one verb; unknown options and missing values are bad input naming the flag.
// Exactly the `positional` arguments are expected, by the names the verb's help gives them.
bool parse(QCommandLineParser &parser, const QStringList &args, Context &ctx, int *code, const QStringList &positional = {})
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    QStringList argv{QStringLiteral("gpu-advisor ") + ctx.verb};
    argv << args;
    if (!parser.parse(argv)) {
        *code = ctx.fail(parser.errorText());
        return false;
    }
    // addHelpOption() adds --help-all too (Qt's own options listed as well): help either way.
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        ctx.out << parser.helpText();
        *code = Ok;
        return false;
    }
    const QStringList given = parser.positionalArguments();
    if (given.size() > positional.size()) {
        *code = ctx.fail(
            positional.isEmpty()
                ? Text::tr("unexpected argument '%1'").arg(given.at(0))
                : Text::tr("unexpected argument '%1': give one %2").arg(given.at(positional.size()), positional.join(QLatin1Char(' '))));
        return false;
    }
    if (given.size() < positional.size()) {
        *code = ctx.fail(Text::tr("missing %1").arg(positional.at(given.size())));
        return false;
    }
    return true;
}

// The start every verb that reads a scenario shares: its flags parsed and the scenario built.
// Nothing when the verb is done already: help printed or bad input reported (*code says which).
std::optional<Scenario> scenarioArguments(QCommandLineParser &parser, const QStringList &args, Context &ctx, int *code)
{
    if (!parse(parser, args, ctx, code))
        return std::nullopt;
    auto scenario = scenarioFromParser(parser);
    if (const auto *e = std::get_if<FieldError>(&scenario)) {
        *code = ctx.fail(e->message());
        return std::nullopt;
    }
    return std::get<Scenario>(std::move(scenario));
}

// --out, which the verbs that write a file require.
std::optional<QString> outArgument(const QCommandLineParser &parser, const QString &example, Context &ctx, int *code)
{
    const QString out = parser.value(QStringLiteral("out"));
    if (out.trimmed().isEmpty()) {
        *code = ctx.fail(Text::tr("--out: give the file to write, e.g. --out %1").arg(example));
        return std::nullopt;
    }
    return out;
}

// A --NAME of seconds, more than 0 and at most `max`, as whole milliseconds; nothing after bad input.
std::optional<std::chrono::milliseconds> secondsArgument(const QCommandLineParser &parser, const char *name, int max, Context &ctx,
                                                         int *code)
{
    const QString text = parser.value(QString::fromLatin1(name));
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds < 0.001 || seconds > max) {
        *code = ctx.fail(
            Text::tr("--%1: must be more than 0 and at most %2 seconds, got '%3'").arg(QString::fromLatin1(name)).arg(max).arg(text));
        return std::nullopt;
    }
    return std::chrono::milliseconds(qRound64(seconds * 1000));
}

void printJson(QTextStream &out, const nlohmann::ordered_json &j)
{
    out << QString::fromStdString(j.dump(2)) << Qt::endl;
}

void printEstimate(QTextStream &out, const Scenario &s, const MemoryBudget &b)
{
    const ModelSpec &m = s.model;
    out << Text::tr("GPU memory per GPU for %1 (%2 parameters, %3)")
               .arg(m.name, formatParams(m.params), m.inferred ? Text::tr("shape inferred from --params") : toId(m.origin))
        << Qt::endl;
    if (const QString details = modelDetails(m); !details.isEmpty())
        out << details << Qt::endl;
    for (const QString &a : m.assumptions)
        out << Text::tr("Warning: %1").arg(a) << Qt::endl;
    if (m.files.isKnown())
        out << checkpointFilesText(m, b, s.gpus) << Qt::endl;
    if (m.checkpoint.isQuantised())
        out << (s.precision == checkpointPrecision(m.checkpoint)
                    ? Text::tr("Weights in the checkpoint's own format: %1 (--precision overrides).").arg(m.checkpoint.basis())
                    : Text::tr("The checkpoint is stored as %1; estimated at %2 as --precision asks.")
                          .arg(m.checkpoint.basis(), displayName(s.precision)))
            << Qt::endl;
    out << summary(s) << Qt::endl << Qt::endl;
    Table t({Text::tr("Component"), Text::tr("GiB"), Text::tr("Formula")}, {Table::Left, Table::Right, Table::Left});
    for (const MemoryComponent &c : b.components)
        t.addRow({displayName(c.id), formatGiB(c.bytes), componentFormula(c)});
    t.addSeparator();
    t.addRow({Text::tr("Total"), formatGiB(b.totalBytes), QString()});
    const bool pool = s.isServing() && s.serving.engine != Engine::LlamaCpp;
    if (pool) {
        // The engine takes its share of the GPU and nothing more: the GPU must be that much larger.
        const double share = 1.0 / (1.0 + b.headroom);
        t.addRow({Text::tr("GPU needed (engine takes %1%)").arg(formatDecimal(share * 100.0, 0)), formatGiB(b.budgetBytes),
                  Text::tr("%1 GiB ÷ %2: the whole workload on one replica").arg(formatGiB(b.totalBytes), formatDecimal(share, 2))});
    } else {
        t.addRow(
            {Text::tr("Budget (+%1% headroom)").arg(b.headroom * 100.0), formatGiB(b.budgetBytes),
             Text::tr("needs %1 GiB = %2 + %3% headroom").arg(formatGiB(b.budgetBytes), formatGiB(b.totalBytes)).arg(b.headroom * 100.0)});
    }
    t.print(out);
    if (!s.isServing())
        out << Qt::endl
            << Text::tr("What your tools will show at the peak: nvidia-smi %1 GiB · torch.cuda.max_memory_reserved %2 GiB · "
                        "torch.cuda.max_memory_allocated %3 GiB")
                   .arg(formatGiB(b.readings.nvidiaSmi), formatGiB(b.readings.reserved), formatGiB(b.readings.allocated))
            << Qt::endl;
    if (b.hostRamBytes > 0)
        out << Text::tr("Host RAM for offloaded states: %1 GiB per GPU").arg(formatGiB(b.hostRamBytes)) << Qt::endl;
    if (m.inferred)
        out << Text::tr("Note: the architecture was inferred from the parameter count; give --model or --config for exact activations.")
            << Qt::endl;
}

LoadedCatalog loadCatalog(Context &ctx);

void printServing(QTextStream &out, const Scenario &s, const ServingCapacity &c, const GpuSpec &gpu)
{
    out << Qt::endl
        << Text::tr("%1 on %2 (%3 GiB), %4, per GPU:")
               .arg(displayName(c.engine), gpu.name, formatGiB(c.gpuTotalBytes), parallelLayoutText(c))
        << Qt::endl;
    Table t({Text::tr("Start-up figure"), Text::tr("Value")}, {Table::Left, Table::Right});
    t.addRow({Text::tr("Memory share (gpu_memory_utilization)"), QString::number(c.utilization, 'g', 3)});
    t.addRow({Text::tr("Weights"), Text::tr("%1 GiB").arg(formatGiB(c.weightsBytes))});
    t.addRow({Text::tr("Activation peak"), Text::tr("%1 GiB").arg(formatGiB(c.activationBytes))});
    t.addRow({Text::tr("Outside PyTorch (subtracted from the share)"), Text::tr("%1 GiB").arg(formatGiB(c.nonTorchBytes))});
    t.addRow({Text::tr("KV cache"), Text::tr("%1 GiB").arg(formatGiB(c.kvCacheBytes))});
    t.addRow({Text::tr("KV cache size"), Text::tr("%1 tokens").arg(formatCount(c.kvTokens))});
    t.addRow({Text::tr("Maximum concurrency for %1 tokens per request").arg(formatCount(c.maxModelLen)),
              QStringLiteral("%1x").arg(c.maxConcurrency, 0, 'f', 2)});
    t.addRow({Text::tr("nvidia-smi will show"), Text::tr("%1 GiB").arg(formatGiB(c.nvidiaSmiBytes))});
    t.print(out);
    if (c.maxModelLenCapped)
        out << Text::tr("The model's context of %1 tokens does not fit the KV cache: --max-model-len is capped at %2.")
                   .arg(c.contextLength)
                   .arg(c.maxModelLen)
            << Qt::endl;
    if (!c.starts())
        out << Text::tr("The engine will not start: %1.").arg(c.problem) << Qt::endl;
    out << servingCapacityFormula(c) << Qt::endl << Text::tr("Launch: %1").arg(launchCommand(s, c)) << Qt::endl;
}

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Estimate the GPU memory a training or inference job needs, per GPU."));
    parser.addOptions(scenarioOptions());
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    parser.addOption({QStringLiteral("gpu"),
                      Text::tr("Size the job for this GPU, by its id as `gpu-advisor catalog --json` lists it: whether it fits, and with "
                               "--engine vllm|sglang|llama.cpp what the engine will print at start-up."),
                      QStringLiteral("ID")});
    int code = Ok;
    const auto scenario = scenarioArguments(parser, args, ctx, &code);
    if (!scenario)
        return code;
    const Scenario &s = *scenario;
    const MemoryBudget budget = estimateMemory(s);
    // The catalog is read only for --gpu: a plain estimate stays a pure computation.
    std::optional<GpuSpec> gpu;
    if (parser.isSet(QStringLiteral("gpu"))) {
        const LoadedCatalog loaded = loadCatalog(ctx);
        const QString id = parser.value(QStringLiteral("gpu")).trimmed().toLower();
        const GpuSpec *found = loaded.catalog.gpu(id);
        if (!found) {
            QStringList known;
            for (const GpuSpec &g : loaded.catalog.gpus)
                known << g.id;
            return ctx.fail(
                Text::tr("--gpu: unknown GPU '%1' (known: %2)").arg(parser.value(QStringLiteral("gpu")), known.join(QStringLiteral(", "))));
        }
        gpu = *found;
    }
    const std::optional<ServingCapacity> capacity = gpu && s.isServing() ? std::optional(servingCapacity(s, budget, *gpu)) : std::nullopt;
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json j = estimateJson(s, budget);
        if (gpu)
            j["gpu"] = {{"id", gpu->id.toStdString()},
                        {"name", gpu->name.toStdString()},
                        {"usable_gib", gpu->usableGiB()},
                        {"fits", capacity ? capacity->starts() : budget.fitsIn(gpu->usableGiB())}};
        if (capacity)
            j["serving"] = servingJson(s, *capacity, *gpu);
        printJson(ctx.out, j);
    } else {
        printEstimate(ctx.out, s, budget);
        if (capacity)
            printServing(ctx.out, s, *capacity, *gpu);
        else if (!gpu && s.isServing())
            ctx.out << Qt::endl << Text::tr("Give --gpu ID for what the engine will print at start-up on that GPU.") << Qt::endl;
        else if (gpu)
            ctx.out << (budget.fitsIn(gpu->usableGiB()) ? Text::tr("Fits on %1 (%2 GiB usable).")
                                                        : Text::tr("Does not fit on %1 (%2 GiB usable)."))
                           .arg(gpu->name, QString::number(gpu->usableGiB(), 'f', 1))
                    << Qt::endl;
    }
    return Ok;
}

int runModels(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("List the model presets with their architecture."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    const auto &models = PresetLibrary::bundled().models();
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const ModelSpec &m : models)
            list.push_back(presetJson(m));
        printJson(ctx.out, {{"models", list}});
        return Ok;
    }
    Table t({Text::tr("Id"), Text::tr("Name"), Text::tr("Params"), Text::tr("Layers"), Text::tr("Hidden"), Text::tr("Heads/KV"),
             Text::tr("Vocab"), Text::tr("Type")},
            {Table::Left, Table::Left, Table::Right, Table::Right, Table::Right, Table::Right, Table::Right, Table::Left});
    for (const ModelSpec &m : models) {
        const Architecture &a = m.arch;
        QString type = a.modelType;
        if (a.isMoe())
            type += Text::tr(" (MoE %1×, top-%2)").arg(a.experts).arg(a.expertsPerToken);
        t.addRow({m.id, m.name, formatParams(m.params), QString::number(a.layers), QString::number(a.hidden),
                  QStringLiteral("%1/%2").arg(a.heads).arg(a.kvHeads), QString::number(a.vocab), type});
    }
    t.print(ctx.out);
    ctx.out << Text::tr("%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.", nullptr, int(models.size()))
            << Qt::endl;
    return Ok;
}

int runStacks(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("List the training frameworks (--stack ID): what each changes in the memory "
                                              "estimate, the code it is read from, and how close the estimate came to "
                                              "published measurements of it."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    const StackAccuracyTable &accuracy = StackAccuracyTable::bundled();
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const StackProfile &p : stackProfiles()) {
            nlohmann::ordered_json changes = nlohmann::ordered_json::array();
            for (const QString &c : p.changeTexts())
                changes.push_back(c.toStdString());
            nlohmann::ordered_json measured = nullptr;
            if (const StackAccuracy *a = accuracy.find(p.stack))
                measured = {{"cases", a->cases},
                            {"median_abs_error", a->medianAbsError},
                            {"median_signed_error", a->medianSignedError},
                            {"as_of", accuracy.asOf.toStdString()}};
            list.push_back(
                {{"id", toId(p.stack).toStdString()},
                 {"name", displayName(p.stack).toStdString()},
                 {"version", p.version},
                 {"liger", p.ligerSwitch ? nlohmann::ordered_json(p.ligerSwitch) : nlohmann::ordered_json(nullptr)},
                 {"packing", p.packing.offered() ? nlohmann::ordered_json(p.packing.setting) : nlohmann::ordered_json(nullptr)},
                 {"expert_parallel",
                  p.expertParallel.offered() ? nlohmann::ordered_json(p.expertParallel.command(QStringLiteral("N")).toStdString())
                                             : nlohmann::ordered_json(nullptr)},
                 {"changes", changes},
                 {"source", p.sourceText().toStdString()},
                 {"measured", measured}});
        }
        printJson(ctx.out, {{"stacks", list}});
        return Ok;
    }
    for (const StackProfile &p : stackProfiles()) {
        ctx.out << QStringLiteral("%1  %2, %3").arg(toId(p.stack), displayName(p.stack), QString::fromUtf8(p.version)) << Qt::endl;
        const QStringList changes = p.changeTexts();
        if (changes.isEmpty())
            ctx.out << QStringLiteral("    - ") << assumedStackText() << Qt::endl;
        for (const QString &c : changes)
            ctx.out << QStringLiteral("    - ") << c << Qt::endl;
        if (p.offersLiger())
            ctx.out << QStringLiteral("    - ") << Text::tr("--liger: %1").arg(QString::fromUtf8(p.ligerSwitch)) << Qt::endl;
        if (p.packing.offered())
            ctx.out << QStringLiteral("    - ") << Text::tr("--packing: %1").arg(QString::fromUtf8(p.packing.setting)) << Qt::endl;
        else
            ctx.out << QStringLiteral("    - ")
                    << Text::tr("No packing switch: %1").arg(QCoreApplication::translate("ga::Stacks", p.packing.absent)) << Qt::endl;
        if (p.expertParallel.offered())
            ctx.out << QStringLiteral("    - ")
                    << Text::tr("--expert-parallel (an MoE model on N GPUs): %1").arg(p.expertParallel.command(QStringLiteral("N")))
                    << Qt::endl;
        ctx.out << QStringLiteral("    ") << stackAccuracyText(p.stack) << Qt::endl;
        ctx.out << QStringLiteral("    ") << Text::tr("Source: %1").arg(p.sourceText()) << Qt::endl << Qt::endl;
    }
    ctx.out << Text::tr("Use one with --stack ID; the independent check behind the errors is docs/independent-check.md.") << Qt::endl;
    return Ok;
}

// The catalog in use: bundled (or refreshed) + imports in the user's data folder.
LoadedCatalog loadCatalog(Context &ctx)
{
    LoadedCatalog loaded = CatalogStore().load();
    for (const QString &p : std::as_const(loaded.problems))
        ctx.err << Text::tr("warning: %1").arg(p) << Qt::endl;
    return loaded;
}

QList<QCommandLineOption> currencyOptions()
{
    return {{QStringLiteral("currency"), Text::tr("Show money in %1.").arg(supportedCurrencies().join(QStringLiteral(" or "))),
             supportedCurrencies().join(QLatin1Char('|')), CurrencySettings().display},
            {QStringLiteral("usd-cny"), Text::tr("Exchange rate, CNY per USD (default %1).").arg(CurrencySettings().cnyPerUsd),
             QStringLiteral("RATE"), QString::number(CurrencySettings().cnyPerUsd)}};
}

Expected<CurrencySettings> currencyFromParser(const QCommandLineParser &parser)
{
    CurrencySettings c;
    c.display = parser.value(QStringLiteral("currency")).trimmed().toUpper();
    bool ok = false;
    c.cnyPerUsd = parser.value(QStringLiteral("usd-cny")).toDouble(&ok);
    if (!ok)
        return FieldError{QStringLiteral("--usd-cny"), Text::tr("'%1' is not a number").arg(parser.value(QStringLiteral("usd-cny")))};
    if (const auto e = validate(c))
        return FieldError{QStringLiteral("--") + e->field, e->reason};
    return c;
}

QCommandLineOption providerOption()
{
    QStringList ids;
    for (const KnownProvider &p : knownProviders())
        ids << QString::fromLatin1(p.id);
    return {QStringLiteral("provider"), Text::tr("Only this provider (repeatable): %1.").arg(ids.join(QStringLiteral(", "))),
            QStringLiteral("ID")};
}

// The currency and --provider flags of the verbs that price instances; an unknown provider is bad
// input naming the known ones. Nothing when bad input was reported (*code).
std::optional<AdviseOptions> adviseOptions(const QCommandLineParser &parser, const Catalog &catalog, Context &ctx, int *code)
{
    auto currency = currencyFromParser(parser);
    if (const auto *e = std::get_if<FieldError>(&currency)) {
        *code = ctx.fail(e->message());
        return std::nullopt;
    }
    AdviseOptions options;
    options.today = QDate::currentDate();
    options.currency = std::get<CurrencySettings>(currency);
    for (const QString &p : parser.values(QStringLiteral("provider"))) {
        const QString id = p.trimmed().toLower();
        if (!catalog.provider(id)) {
            QStringList known;
            for (const Provider &pr : catalog.providers)
                known << pr.id;
            *code = ctx.fail(Text::tr("--provider: unknown provider '%1' (known: %2)").arg(p, known.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        options.providers << id;
    }
    for (const QString &g : parser.values(QStringLiteral("gpu"))) {
        const QString id = g.trimmed().toLower();
        if (!catalog.gpu(id)) {
            QStringList known;
            for (const GpuSpec &gpu : catalog.gpus)
                known << gpu.id;
            *code = ctx.fail(Text::tr("--gpu: unknown GPU '%1' (known: %2)").arg(g, known.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (std::none_of(catalog.instances.cbegin(), catalog.instances.cend(), [&id](const Instance &in) { return in.gpuId == id; })) {
            *code = ctx.fail(Text::tr("--gpu: no instance of the catalog offers '%1'").arg(g));
            return std::nullopt;
        }
        options.gpus << id;
    }
    for (const QString &r : parser.values(QStringLiteral("region"))) {
        const QString part = r.trimmed();
        const bool any = std::any_of(catalog.instances.cbegin(), catalog.instances.cend(),
                                     [&part](const Instance &in) { return regionMatches(part, in); });
        if (part.isEmpty() || !any) {
            *code = ctx.fail(Text::tr("--region: no instance of the catalog is in a region named like '%1'").arg(r));
            return std::nullopt;
        }
        options.regions << part;
    }
    return options;
}

QList<QCommandLineOption> filterOptions()
{
    return {providerOption(),
            {QStringLiteral("gpu"), Text::tr("Only this GPU model, by its id as `gpu-advisor catalog --json` lists it (repeatable)."),
             QStringLiteral("ID")},
            {QStringLiteral("region"), Text::tr("Only regions whose name contains this, any case: cn-, us-east (repeatable)."),
             QStringLiteral("TEXT")}};
}

int runAdvise(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Which instances fit the job, what holds each back, and what each costs."));
    parser.addOptions(scenarioOptions());
    parser.addOptions(currencyOptions());
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON (the same as --format json).")});
    parser.addOption({QStringLiteral("format"), Text::tr("Output format: table, json or csv."), QStringLiteral("table|json|csv"),
                      QStringLiteral("table")});
    parser.addOption({QStringLiteral("top"), Text::tr("Show only the first N instances."), QStringLiteral("N")});
    parser.addOptions(filterOptions());
    int code = Ok;
    const auto scenario = scenarioArguments(parser, args, ctx, &code);
    if (!scenario)
        return code;
    int top = -1;
    if (parser.isSet(QStringLiteral("top"))) {
        bool ok = false;
        top = parser.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1)
            return ctx.fail(Text::tr("--top: must be a whole number of at least 1, got '%1'").arg(parser.value(QStringLiteral("top"))));
    }
    const auto catalog = std::make_shared<const Catalog>(loadCatalog(ctx).catalog);
    const auto adviseWith = adviseOptions(parser, *catalog, ctx, &code);
    if (!adviseWith)
        return code;
    const AdviseOptions &options = *adviseWith;
    const QString format =
        parser.isSet(QStringLiteral("json")) ? QStringLiteral("json") : parser.value(QStringLiteral("format")).trimmed().toLower();
    if (format != QLatin1String("table") && format != QLatin1String("json") && format != QLatin1String("csv"))
        return ctx.fail(Text::tr("--format: must be table, json or csv, got '%1'").arg(parser.value(QStringLiteral("format"))));
    const Scenario &s = *scenario;
    const Advice advice = advise(s, catalog, options);
    const int shown = top < 0 ? int(advice.instances.size()) : std::min(top, int(advice.instances.size()));

    if (format == QLatin1String("json")) {
        // A row at a time: a million-row catalog never stands in memory as one document. The UTF-8
        // goes to the output device as it is, past the text stream's conversions.
        ctx.out.flush();
        QIODevice *device = ctx.out.device();
        writeAdviceJson(advice, shown, [&ctx, device](std::string_view piece) {
            if (device)
                device->write(piece.data(), qint64(piece.size()));
            else
                ctx.out << QString::fromUtf8(piece.data(), qsizetype(piece.size()));
        });
        return Ok;
    }
    if (format == QLatin1String("csv")) {
        ctx.out << QString::fromUtf8(adviceCsv(advice, shown));
        ctx.out.flush();
        return Ok;
    }

    printEstimate(ctx.out, s, advice.memory);
    ctx.out << Qt::endl;
    if (s.isServing())
        ctx.out << Text::tr("%1 of %2 instances start %3 with room for a request of %4 tokens; replicas carry the %5 requests; prices in "
                            "%6, %7 billing, %8 h/day.")
                       .arg(advice.fittingCount())
                       .arg(advice.instances.size())
                       .arg(displayName(s.serving.engine))
                       .arg(s.serving.inputTokens + s.serving.outputTokens)
                       .arg(s.serving.concurrency)
                       .arg(options.currency.display, displayName(s.usage.billing))
                       .arg(s.usage.hoursPerDay);
    else
        ctx.out << Text::tr("%1 of %2 instances fit (%3 per GPU with headroom); prices in %4, %5 billing, %6 h/day.")
                       .arg(advice.fittingCount())
                       .arg(advice.instances.size())
                       .arg(formatGiB(advice.memory.budgetBytes) + QStringLiteral(" GiB"), options.currency.display,
                            displayName(s.usage.billing))
                       .arg(s.usage.hoursPerDay);
    ctx.out << Qt::endl;
    const CurrencySettings &cur = options.currency;
    if (advice.fittingCount() == 0 && !advice.needs.isEmpty()) {
        // Nothing holds the job as configured: the first answer is how many GPUs it takes.
        ctx.out << Qt::endl
                << Text::tr("Nothing holds the job on %n GPU(s). The smallest configuration per GPU model:", nullptr, s.gpus) << Qt::endl;
        Table needs({Text::tr("GPUs"), Text::tr("GPU"), Text::tr("ZeRO"), Text::tr("Instance"), Text::tr("Need"), Text::tr("Hourly"),
                     Text::tr("Run h"), headlineCostLabel(!s.isTraining(), TextLength::Short)},
                    {Table::Right, Table::Left, Table::Right, Table::Left, Table::Right, Table::Right, Table::Right, Table::Right});
        for (const GpuNeed &n : std::as_const(advice.needs).mid(0, 12))
            needs.addRow({n.nodes > 1 ? Text::tr("%1 (%2 nodes)").arg(n.gpus).arg(n.nodes) : QString::number(n.gpus), n.gpu->name,
                          n.zero > 0 ? QString::number(n.zero) : QStringLiteral("–"), n.instance->key(), formatGiB(n.budgetBytes),
                          n.priced ? cur.format(n.hourly, 2) : Text::tr("n/a"),
                          n.run.available ? QString::number(n.run.hours, 'f', 1) : Text::tr("n/a"), n.headlineCostText(cur)});
        needs.print(ctx.out);
        ctx.out << Text::tr("Rerun with --gpus N --zero Z to see every instance at that configuration.") << Qt::endl;
    }
    const QString costLabel = headlineCostLabel(!s.isTraining(), TextLength::Long);
    for (int p = 0; p < kPickCount; ++p)
        if (const int i = advice.pick(Pick(p)); i >= 0) {
            const InstanceEvaluation &e = advice.instances[i];
            ctx.out << Text::tr("%1: %2 (%3 per year; %4: %5)")
                           .arg(displayName(Pick(p)), e.key(), cur.format(e.annual.total()), costLabel, e.headlineCostText(cur))
                    << Qt::endl;
        }
    const TextTable rows = adviceTable(advice, TableAudience::People, shown);
    QList<Table::Align> align;
    for (const bool numeric : rows.numeric)
        align << (numeric ? Table::Right : Table::Left);
    Table t(rows.header, align);
    for (const QStringList &row : rows.rows)
        t.addRow(row);
    t.print(ctx.out);
    if (advice.stalePrices > 0)
        ctx.out << Text::tr("* a price more than %1 months old (%n instance(s) of the catalog); its date is the row's as_of in "
                            "--json. Catalog > Update prices or `gpu-advisor catalog refresh` fetches newer ones.",
                            nullptr, advice.stalePrices)
                       .arg(kStalePriceMonths)
                << Qt::endl;
    if (!advice.advisories.isEmpty()) {
        ctx.out << Qt::endl << Text::tr("Advisories for the job:") << Qt::endl;
        for (const Advisory &a : advice.advisories)
            ctx.out << QStringLiteral("  [%1] %2: %3").arg(displayName(a.severity), a.code, a.message) << Qt::endl;
    }
    return Ok;
}

int runCatalogImport(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Add a catalog: GPU Advisor JSON, SkyPilot vms.csv or gpuhunt CSV. It is stored under the "
                                              "providers it holds (aws.json); `catalog imports` lists what is stored."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The catalog file."));
    parser.addOption(
        {QStringLiteral("provider"), Text::tr("Cloud the CSV describes (default: from the file name)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("as-of"), Text::tr("Date of the prices (default: the file's date)."), QStringLiteral("YYYY-MM-DD")});
    parser.addOption({QStringLiteral("skip-unknown-gpus"), Text::tr("Skip rows whose GPU has no GPU Advisor id instead of failing.")});
    parser.addOption(
        {QStringLiteral("replace"), Text::tr("Replace the stored imports of the same providers (without it, such an import is refused).")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code, {QStringLiteral("FILE")}))
        return code;
    const QString path = parser.positionalArguments().constFirst();
    const CatalogStore store;
    const LoadedCatalog current = loadCatalog(ctx);
    ImportOptions options;
    options.provider = parser.value(QStringLiteral("provider"));
    options.asOf = parser.value(QStringLiteral("as-of"));
    options.skipUnknownGpus = parser.isSet(QStringLiteral("skip-unknown-gpus"));
    const bool replace = parser.isSet(QStringLiteral("replace"));
    bool refusedReplace = false;
    auto report = store.importFile(path, current, options, [replace, &refusedReplace](const QList<StoredImport> &) {
        refusedReplace = !replace;
        return replace;
    });
    if (const auto *e = std::get_if<FieldError>(&report)) {
        if (refusedReplace)
            return ctx.fail(e->message() +
                            Text::tr(". Give --replace to replace it, or remove it first with `gpu-advisor catalog imports remove NAME`"));
        return ctx.fail(e->message(), e->ioFailure ? IoFailure : BadInput);
    }
    const ImportReport &r = std::get<ImportReport>(report);
    for (const QString &w : r.result.warnings)
        ctx.err << Text::tr("warning: %1").arg(w) << Qt::endl;
    ctx.out << Text::tr("Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored as %6")
                   .arg(path, toId(r.result.format))
                   .arg(r.result.catalog.instances.size())
                   .arg(r.result.catalog.gpus.size())
                   .arg(r.result.skippedRows)
                   .arg(r.storedPath)
            << Qt::endl;
    for (const StoredImport &old : r.replaced)
        ctx.out << Text::tr("Replaced %1").arg(old.description()) << Qt::endl;
    return Ok;
}

int runCatalogImports(const QStringList &args, Context &ctx)
{
    const bool removing = !args.isEmpty() && args.constFirst() == QLatin1String("remove");
    if (removing)
        ctx.verb = QStringLiteral("catalog imports remove");
    QCommandLineParser parser;
    if (removing) {
        parser.setApplicationDescription(Text::tr("Remove a stored import; the catalog in use loses its rows."));
        parser.addPositionalArgument(QStringLiteral("NAME"),
                                     Text::tr("The import's name as `catalog imports` lists it (aws, or aws.json)."));
    } else {
        parser.setApplicationDescription(Text::tr("The stored imports: what each holds, where it came from and when. "
                                                  "`catalog imports remove NAME` removes one."));
        parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    }
    int code = Ok;
    if (!parse(parser, removing ? args.mid(1) : args, ctx, &code, removing ? QStringList{QStringLiteral("NAME")} : QStringList{}))
        return code;
    const CatalogStore store;
    const LoadedCatalog loaded = loadCatalog(ctx);
    if (removing) {
        const auto removed = store.remove(parser.positionalArguments().constFirst(), loaded);
        if (const auto *e = std::get_if<FieldError>(&removed))
            return ctx.fail(e->message(), e->ioFailure ? IoFailure : BadInput);
        ctx.out << Text::tr("Removed %1").arg(std::get<StoredImport>(removed).description()) << Qt::endl;
        return Ok;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const StoredImport &s : loaded.imports) {
            nlohmann::ordered_json providers = nlohmann::ordered_json::array();
            for (const QString &p : s.providers)
                providers.push_back(p.toStdString());
            list.push_back({{"name", s.name.toStdString()},
                            {"file", s.fileName.toStdString()},
                            {"providers", providers},
                            {"instances", s.instances},
                            {"gpus", s.gpus},
                            {"imported_from", s.importedFrom.toStdString()},
                            {"imported_on", s.importedOn.toStdString()},
                            {"as_of", s.asOf.toStdString()}});
        }
        printJson(ctx.out, nlohmann::ordered_json{{"folder", store.importsDirectory().toStdString()}, {"imports", list}});
        return Ok;
    }
    if (loaded.imports.isEmpty()) {
        ctx.out << Text::tr("No stored imports (in %1).").arg(store.importsDirectory()) << Qt::endl;
        return Ok;
    }
    Table t({Text::tr("Name"), Text::tr("Providers"), Text::tr("Instances"), Text::tr("GPUs"), Text::tr("Imported from"),
             Text::tr("Imported on"), Text::tr("Prices as of")},
            {Table::Left, Table::Left, Table::Right, Table::Right, Table::Left, Table::Left, Table::Left});
    for (const StoredImport &s : loaded.imports)
        t.addRow({s.name, s.providers.join(QStringLiteral(", ")), QString::number(s.instances), QString::number(s.gpus),
                  s.importedFrom.isEmpty() ? Text::tr("(not recorded)") : s.importedFrom, s.importedOn, s.asOf});
    ctx.out << Text::tr("Stored imports in %1:").arg(store.importsDirectory()) << Qt::endl;
    t.print(ctx.out);
    return Ok;
}

int refreshExitCode(RefreshResult::Outcome outcome)
{
    switch (outcome) {
    case RefreshResult::Outcome::Taken:
    case RefreshResult::Outcome::UpToDate:
    case RefreshResult::Outcome::Skipped: return Ok;
    case RefreshResult::Outcome::BadAddress:
    case RefreshResult::Outcome::BadPayload: return BadInput;
    case RefreshResult::Outcome::NetworkFailure:
    case RefreshResult::Outcome::WriteFailure:
    case RefreshResult::Outcome::Cancelled: break;
    }
    return IoFailure;
}

int listPriceSources(Context &ctx, const QString &mirror)
{
    Table t({Text::tr("Source"), Text::tr("Provider"), Text::tr("Publisher"), Text::tr("Licence"), Text::tr("Published at")},
            {Table::Left, Table::Left, Table::Left, Table::Left, Table::Left});
    for (const PriceSource &s : priceSources())
        t.addRow({s.id, shortProviderName(s.provider, s.provider), s.publisher, s.licence, s.url});
    t.print(ctx.out);
    if (!mirror.isEmpty()) {
        ctx.out << Qt::endl << Text::tr("Fetched through the mirror:") << Qt::endl;
        for (const PriceSource &s : priceSources())
            ctx.out << QStringLiteral("  %1  %2").arg(s.id, s.address(mirror).toDisplayString()) << Qt::endl;
    }
    return Ok;
}

int runCatalogRefresh(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Fetch fresh prices: each provider's public price file (`--list` shows them) and, when an address is set in "
                 "Preferences, a whole catalog, the document `gpu-advisor catalog --json` prints. A provider's prices replace its "
                 "earlier ones; a whole catalog replaces the one in use only when its as_of is newer. A step that fails keeps what "
                 "it would have replaced."));
    parser.addOption({QStringLiteral("url"), Text::tr("Fetch only the whole catalog served here (HTTPS)."), QStringLiteral("URL")});
    parser.addOption({QStringLiteral("source"),
                      Text::tr("Fetch only these providers' price files, by the ids `--list` shows (comma-separated)."),
                      QStringLiteral("IDS")});
    parser.addOption({QStringLiteral("mirror"),
                      Text::tr("Fetch the price files through this mirror, which serves each under the path `--list` shows "
                               "(default: the mirror set in Preferences, if any)."),
                      QStringLiteral("URL")});
    parser.addOption({QStringLiteral("list"), Text::tr("List the price files, their publishers, licences and addresses; fetch nothing.")});
    const double defaultTimeout = double(CatalogFetcher::kDefaultTimeout.count()) / 1000.0;
    parser.addOption({QStringLiteral("timeout"), Text::tr("Give up after this many seconds without data (default %1).").arg(defaultTimeout),
                      QStringLiteral("SECONDS"), QString::number(defaultTimeout)});
    const double defaultDeadline = double(CatalogFetcher::kDefaultDeadline.count()) / 1000.0;
    parser.addOption({QStringLiteral("deadline"),
                      Text::tr("Give up on a file when its download, redirects included, takes longer than this many seconds "
                               "(default %1).")
                          .arg(defaultDeadline),
                      QStringLiteral("SECONDS"), QString::number(defaultDeadline)});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;

    const QString mirror =
        parser.isSet(QStringLiteral("mirror")) ? parser.value(QStringLiteral("mirror")).trimmed() : configuredPriceMirror();
    if (!mirror.isEmpty()) {
        const QString flag =
            parser.isSet(QStringLiteral("mirror")) ? QStringLiteral("--mirror") : Text::tr("the mirror set in Preferences");
        if (const auto why = CatalogFetcher::refusal(QUrl(mirror, QUrl::StrictMode)))
            return ctx.fail(QStringLiteral("%1 %2: %3").arg(flag, mirror, *why));
    }
    if (parser.isSet(QStringLiteral("list")))
        return listPriceSources(ctx, mirror);

    QList<PriceSource> sources;
    QUrl catalog;
    if (parser.isSet(QStringLiteral("url"))) {
        if (parser.isSet(QStringLiteral("source")))
            return ctx.fail(Text::tr("--url and --source: give one, a whole catalog or providers' price files"));
        const QString text = parser.value(QStringLiteral("url")).trimmed();
        if (text.isEmpty())
            return ctx.fail(Text::tr("--url: empty"));
        catalog = QUrl(text, QUrl::StrictMode);
        if (const auto why = CatalogFetcher::refusal(catalog))
            return ctx.fail(QStringLiteral("--url %1: %2").arg(text, *why));
    } else if (parser.isSet(QStringLiteral("source"))) {
        for (const QString &id : parser.value(QStringLiteral("source")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const PriceSource *s = priceSource(id.trimmed().toLower());
            if (!s) {
                QStringList ids;
                for (const PriceSource &known : priceSources())
                    ids << known.id;
                return ctx.fail(
                    Text::tr("--source: no price file \"%1\"; there are: %2").arg(id.trimmed(), ids.join(QStringLiteral(", "))));
            }
            if (!sources.contains(*s))
                sources << *s;
        }
        if (sources.isEmpty())
            return ctx.fail(Text::tr("--source: no id given"));
    } else {
        sources = priceSources();
        if (const QString text = configuredRefreshUrl(); !text.isEmpty()) {
            catalog = QUrl(text, QUrl::StrictMode);
            if (const auto why = CatalogFetcher::refusal(catalog))
                return ctx.fail(Text::tr("the address set in Preferences %1: %2").arg(text, *why));
        }
    }
    // Both limits become whole milliseconds: --timeout up to ten minutes (what
    // QNetworkRequest::setTransferTimeout takes), --deadline up to an hour (120 s serves any mirror).
    const auto timeout = secondsArgument(parser, "timeout", 600, ctx, &code);
    if (!timeout)
        return code;
    const auto deadline = secondsArgument(parser, "deadline", 3600, ctx, &code);
    if (!deadline)
        return code;

    PriceUpdate update;
    update.setTimeout(*timeout);
    update.setDeadline(*deadline);
    update.setMirror(mirror);
    if (std::any_of(sources.cbegin(), sources.cend(), [](const PriceSource &s) { return s.needsKey(); })) {
        TencentKeyStore keyring;
        QEventLoop waiting;
        findTencentCredentials(&keyring, [&update, &waiting](std::optional<TencentCredentials> c, const QString &error) {
            update.setTencentCredentials(std::move(c));
            update.setTencentKeyProblem(error);
            waiting.quit();
        });
        waiting.exec();
    }
    std::optional<PriceUpdateResult> result;
    QEventLoop loop;
    QObject::connect(&update, &PriceUpdate::finished, &loop, [&result, &loop](const PriceUpdateResult &r) {
        result = r;
        loop.quit();
    });
    update.start(catalog, sources);
    if (!result)
        loop.exec();
    for (const QString &w : result->warnings())
        ctx.err << Text::tr("warning: %1").arg(w) << Qt::endl;
    int exit = Ok;
    for (const PriceUpdateResult::Step &step : std::as_const(result->steps)) {
        if (step.result.ok()) {
            ctx.out << step.result.message << Qt::endl;
        } else {
            const int stepCode = ctx.fail(step.result.message, refreshExitCode(step.result.outcome));
            if (exit == Ok)
                exit = stepCode;
        }
    }
    return exit;
}

int runCatalog(const QStringList &args, Context &ctx)
{
    if (!args.isEmpty() && args.constFirst() == QLatin1String("import")) {
        ctx.verb = QStringLiteral("catalog import");
        return runCatalogImport(args.mid(1), ctx);
    }
    if (!args.isEmpty() && args.constFirst() == QLatin1String("imports")) {
        ctx.verb = QStringLiteral("catalog imports");
        return runCatalogImports(args.mid(1), ctx);
    }
    if (!args.isEmpty() && args.constFirst() == QLatin1String("refresh")) {
        ctx.verb = QStringLiteral("catalog refresh");
        return runCatalogRefresh(args.mid(1), ctx);
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Catalog version, date, counts and sources. `catalog import FILE` adds a catalog, "
                                              "`catalog imports` lists the stored ones; `catalog refresh` fetches a newer one."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    const LoadedCatalog loaded = loadCatalog(ctx);
    const Catalog &c = loaded.catalog;
    if (parser.isSet(QStringLiteral("json"))) {
        // Exactly the document a refresh mirror serves and `catalog import` reads back.
        nlohmann::ordered_json imports = nlohmann::ordered_json::array();
        for (const QString &f : loaded.importFileNames())
            imports.push_back(f.toStdString());
        const std::string importsText = imports.dump();
        ctx.out << QString::fromUtf8(
            catalogToJsonText(c, CatalogStyle::Pretty, {{QStringLiteral("imports"), QByteArray::fromStdString(importsText)}}));
        ctx.out.flush();
        return Ok;
    }
    ctx.out << Text::tr("Catalog %1 (newest figure %2): %3 GPUs, %4 instances from %5 providers.")
                   .arg(c.version, c.asOf)
                   .arg(c.gpus.size())
                   .arg(c.instances.size())
                   .arg(c.providers.size())
            << Qt::endl
            << Qt::endl;
    Table t(
        {Text::tr("Provider"), Text::tr("Currency"), Text::tr("Instances"), Text::tr("Estimated"), Text::tr("As of"), Text::tr("Source")},
        {Table::Left, Table::Left, Table::Right, Table::Right, Table::Left, Table::Left});
    for (const Provider &p : c.providers) {
        const Catalog::InstanceCount count = c.instanceCount(p.id);
        QString source = p.source;
        if (source.size() > 70)
            source = source.left(67) + QStringLiteral("...");
        t.addRow({p.name, p.currency, QString::number(count.instances), QString::number(count.estimated), p.asOf, source});
    }
    t.print(ctx.out);
    if (!loaded.imports.isEmpty())
        ctx.out << Qt::endl
                << Text::tr("Imported catalogs in %1: %2")
                       .arg(CatalogStore().importsDirectory(), loaded.importFileNames().join(QStringLiteral(", ")))
                << Qt::endl;
    return Ok;
}

// The instance --instance names (nullptr when it is not given); nothing after an unknown key.
std::optional<const InstanceEvaluation *> instanceArgument(const QCommandLineParser &parser, const Advice &advice, Context &ctx, int *code)
{
    if (!parser.isSet(QStringLiteral("instance")))
        return nullptr;
    const QString key = parser.value(QStringLiteral("instance"));
    if (const InstanceEvaluation *found = findInstance(advice, key))
        return found;
    const QStringList close = closeInstanceKeys(advice, key);
    QString reason = Text::tr("unknown instance '%1'; `gpu-advisor advise` lists them as PROVIDER:TYPE:REGION").arg(key);
    if (!close.isEmpty())
        reason += Text::tr(" (did you mean %1?)").arg(close.join(QStringLiteral(", ")));
    *code = ctx.fail(QStringLiteral("--instance: ") + reason);
    return std::nullopt;
}

int runLaunch(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Write a file that launches the job as it was advised: a DeepSpeed config with the ZeRO "
                                              "stage, offload and buckets the estimate assumed, an accelerate FSDP config, a "
                                              "LLaMA-Factory training file, a torchrun script, a SkyPilot task for the instance, "
                                              "or the vLLM command."));
    parser.addOptions(scenarioOptions());
    parser.addOption({QStringLiteral("format"), Text::tr("The file to write: %1.").arg(launchFormatIds().join(QStringLiteral(", "))),
                      launchFormatIds().join(QLatin1Char('|'))});
    parser.addOption({QStringLiteral("instance"),
                      Text::tr("The instance, PROVIDER:TYPE[:REGION] as `gpu-advisor advise` lists it (default: the recommended one)."),
                      QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("out"), Text::tr("The file to write, e.g. %1.").arg(launchFileName(LaunchFormat::Deepspeed)),
                      QStringLiteral("FILE")});
    int code = Ok;
    const auto scenario = scenarioArguments(parser, args, ctx, &code);
    if (!scenario)
        return code;
    const auto format = launchFormatFromId(parser.value(QStringLiteral("format")).trimmed());
    if (!format)
        return ctx.fail(Text::tr("--format: must be one of %1, got '%2'")
                            .arg(launchFormatIds().join(QStringLiteral(", ")), parser.value(QStringLiteral("format"))));
    const auto out = outArgument(parser, launchFileName(*format), ctx, &code);
    if (!out)
        return code;
    const auto catalog = std::make_shared<const Catalog>(loadCatalog(ctx).catalog);
    const Advice advice = advise(*scenario, catalog);
    const auto instance = instanceArgument(parser, advice, ctx, &code);
    if (!instance)
        return code;
    LaunchOptions options;
    options.generatedAt = QDateTime::currentDateTimeUtc();
    options.version = QCoreApplication::applicationVersion();
    const auto file = launchFile(advice, *instance, *format, options);
    if (const auto *e = std::get_if<FieldError>(&file))
        return ctx.fail(e->message());
    const bool script = *format == LaunchFormat::Torchrun || *format == LaunchFormat::Vllm;
    if (const auto e = writeFileAtomically(*out, std::get<QByteArray>(file), script ? FileMode::Executable : FileMode::Regular))
        return ctx.fail(e->message(), IoFailure);
    ctx.out << Text::tr("Wrote %1: %2.").arg(*out, displayName(*format)) << Qt::endl;
    return Ok;
}

int runPreflight(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Write a bash script that checks a rented machine against the job: GPU model, count and "
                                              "memory, driver and CUDA, disk speed and space, vCPUs, RAM, RDMA."));
    parser.addOptions(scenarioOptions());
    parser.addOption(
        {QStringLiteral("instance"),
         Text::tr("The instance rented, PROVIDER:TYPE[:REGION] as `gpu-advisor advise` lists it: its GPU model and count are checked too."),
         QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("out"), Text::tr("The script to write, e.g. check.sh."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("disk-test-mb"),
                      Text::tr("Size of the disk test in MiB, %1 to %2 (default %3); the script's own --disk-test-mb overrides it.")
                          .arg(kPreflightDiskTestMbMin)
                          .arg(kPreflightDiskTestMbMax)
                          .arg(kPreflightDiskTestMbDefault),
                      QStringLiteral("N"), QString::number(kPreflightDiskTestMbDefault)});
    int code = Ok;
    const auto scenario = scenarioArguments(parser, args, ctx, &code);
    if (!scenario)
        return code;
    const auto outPath = outArgument(parser, QStringLiteral("check.sh"), ctx, &code);
    if (!outPath)
        return code;
    const QString &out = *outPath;
    PreflightOptions options;
    bool ok = false;
    options.diskTestMb = parser.value(QStringLiteral("disk-test-mb")).trimmed().toInt(&ok);
    if (!ok || options.diskTestMb < kPreflightDiskTestMbMin || options.diskTestMb > kPreflightDiskTestMbMax)
        return ctx.fail(Text::tr("--disk-test-mb: must be a whole number of MiB between %1 and %2, got '%3'")
                            .arg(kPreflightDiskTestMbMin)
                            .arg(kPreflightDiskTestMbMax)
                            .arg(parser.value(QStringLiteral("disk-test-mb"))));
    options.generatedAt = QDateTime::currentDateTimeUtc();
    options.version = QCoreApplication::applicationVersion();

    const auto catalog = std::make_shared<const Catalog>(loadCatalog(ctx).catalog);
    const Advice advice = advise(*scenario, catalog);
    const auto instance = instanceArgument(parser, advice, ctx, &code);
    if (!instance)
        return code;
    const PreflightPlan plan = preflightPlan(advice, *instance);
    if (const auto e = savePreflightScript(out, preflightScript(plan, options)))
        return ctx.fail(e->message(), IoFailure);
    const InstanceEvaluation *row = *instance;
    if (row && !row->fits)
        ctx.err << Text::tr(
                       "warning: the job does not fit %1 (%2 GiB per GPU needed, %3 GiB usable); the script will fail its memory check.")
                       .arg(row->key(), formatGiB(row->memory->budgetBytes), QString::number(row->gpu->usableGiB(), 'f', 1))
                << Qt::endl;
    ctx.out << Text::tr("Wrote %1 for %2. Run it on the rented machine: bash %3 (--help lists its options).")
                   .arg(out, row ? row->key() : Text::tr("any instance"), QFileInfo(out).fileName())
            << Qt::endl;
    return Ok;
}

int runReport(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Write the PDF report a manager can forward: what to rent, why, what it costs per year and per "
                 "run, the risks, and the details behind them."));
    parser.addOptions(scenarioOptions());
    parser.addOptions(currencyOptions());
    parser.addOptions(filterOptions());
    parser.addOption({QStringLiteral("compare"),
                      Text::tr("A saved scenario (*.gpuadvisor.json) to compare side by side with this one (repeatable, up to %1).")
                          .arg(kMaxComparedScenarios),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("out"), Text::tr("The PDF to write, e.g. report.pdf."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("lang"), Text::tr("Language of the report: en or zh_CN (default en)."), QStringLiteral("en|zh_CN"),
                      QStringLiteral("en")});
    int code = Ok;
    const auto scenario = scenarioArguments(parser, args, ctx, &code);
    if (!scenario)
        return code;
    const auto out = outArgument(parser, QStringLiteral("report.pdf"), ctx, &code);
    if (!out)
        return code;
    // Fonts need a QGuiApplication (main() makes one for this verb); an embedding that runs the
    // verbs in a plain QCoreApplication gets an error instead of Qt's fatal font check.
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ctx.fail(Text::tr("the report needs a graphical application to draw its text"), IoFailure);
    const QString lang = parser.value(QStringLiteral("lang")).trimmed();
    if (!TranslationManager::availableLanguages().contains(lang))
        return ctx.fail(
            Text::tr("--lang: must be one of %1, got '%2'").arg(TranslationManager::availableLanguages().join(QStringLiteral(", ")), lang));
    const QStringList compared = parser.values(QStringLiteral("compare"));
    if (compared.size() > kMaxComparedScenarios)
        return ctx.fail(Text::tr("--compare: at most %1 scenarios, got %2").arg(kMaxComparedScenarios).arg(compared.size()));
    QList<Scenario> pinned;
    for (const QString &path : compared) {
        auto loaded = loadScenarioFile(path, defaultScenario());
        if (const auto *e = std::get_if<FieldError>(&loaded))
            return ctx.fail(QStringLiteral("--compare: ") + e->message());
        pinned << std::get<Scenario>(std::move(loaded));
    }
    const auto catalog = std::make_shared<const Catalog>(loadCatalog(ctx).catalog);
    const auto options = adviseOptions(parser, *catalog, ctx, &code);
    if (!options)
        return code;

    // The report's language, installed the way the window installs it, before any text is made.
    TranslationManager language;
    language.setLanguage(lang);
    const Advice advice = advise(*scenario, catalog, *options);
    QList<Advice> others;
    for (const Scenario &s : std::as_const(pinned))
        others << advise(s, catalog, *options);
    ReportOptions reportOptions;
    reportOptions.date = QDate::currentDate();
    const auto pages = saveReportPdf(reportData(advice, others, reportOptions), *out);
    if (const auto *e = std::get_if<FieldError>(&pages))
        return ctx.fail(e->message(), IoFailure);
    ctx.out << Text::tr("Wrote %1: %n page(s).", nullptr, std::get<int>(pages)).arg(*out) << Qt::endl;
    return Ok;
}

using Verb = std::function<int(const QStringList &, Context &)>;

const std::map<QString, std::pair<Verb, const char *>> &verbs()
{
    static const std::map<QString, std::pair<Verb, const char *>> table{
        {QStringLiteral("estimate"), {runEstimate, QT_TRANSLATE_NOOP("ga::cli", "GPU memory needed per GPU, component by component")}},
        {QStringLiteral("advise"), {runAdvise, QT_TRANSLATE_NOOP("ga::cli", "instances that fit, their bottlenecks and yearly cost")}},
        {QStringLiteral("report"),
         {runReport, QT_TRANSLATE_NOOP("ga::cli", "the PDF report: what to rent, why, what it costs, the risks")}},
        {QStringLiteral("launch"),
         {runLaunch, QT_TRANSLATE_NOOP("ga::cli", "a launch file: DeepSpeed, accelerate FSDP, LLaMA-Factory, torchrun, SkyPilot, vLLM")}},
        {QStringLiteral("preflight"),
         {runPreflight, QT_TRANSLATE_NOOP("ga::cli", "a bash script that checks a rented machine against the job")}},
        {QStringLiteral("models"), {runModels, QT_TRANSLATE_NOOP("ga::cli", "list the model presets")}},
        {QStringLiteral("stacks"),
         {runStacks, QT_TRANSLATE_NOOP("ga::cli", "list the training frameworks and what each changes in memory")}},
        {QStringLiteral("catalog"),
         {runCatalog,
          QT_TRANSLATE_NOOP("ga::cli", "catalog version, counts, sources; `catalog import FILE`, `catalog imports`, `catalog refresh`")}},
    };
    return table;
}

QString usage()
{
    QString text = Text::tr("Usage: gpu-advisor [VERB] [OPTIONS]\n\nWithout a verb, the GUI starts. Verbs:\n");
    for (const auto &[name, verb] : verbs())
        text += QStringLiteral("  %1  %2\n").arg(name, -10).arg(QCoreApplication::translate("ga::cli", verb.second));
    text += Text::tr("\n`gpu-advisor VERB --help` lists a verb's options. Exit codes: 0 ok, 2 bad input, 3 file or network failure.\n");
    return text;
}

} // namespace

int finishStandardOutput(QFile &standardOutput, int code)
{
    QString why;
    if (standardOutput.error() != QFileDevice::NoError)
        why = standardOutput.errorString();
    else if (::close(standardOutput.handle()) != 0) // close(2) is where NFS and FUSE report a lost write
        why = qt_error_string(errno);
    if (why.isEmpty())
        return code;
    QTextStream err(stderr);
    err << Text::tr("gpu-advisor: the output could not be written to standard output (%1)").arg(why) << Qt::endl;
    return IoFailure;
}

bool isScenarioFileArgument(const QStringList &args)
{
    return args.size() == 1 && args.constFirst().endsWith(QLatin1String(kScenarioSuffix)) &&
        !args.constFirst().startsWith(QLatin1Char('-'));
}

bool needsGuiApplication(const QStringList &args)
{
    return !args.isEmpty() && args.constFirst() == QLatin1String("report");
}

bool isCliInvocation(const QStringList &args)
{
    // Only a bare start or one scenario file (opened from a file manager) opens the window:
    // anything else is a verb, a request for help, or a mistake that must exit 2 with a message
    // rather than open a window (or hang without a display).
    return !args.isEmpty() && !isScenarioFileArgument(args);
}

int run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    if (args.isEmpty() || args.constFirst() == QLatin1String("--help") || args.constFirst() == QLatin1String("-h") ||
        args.constFirst() == QLatin1String("help")) {
        out << usage();
        return Ok;
    }
    if (args.constFirst() == QLatin1String("--version")) {
        out << QStringLiteral("gpu-advisor %1").arg(QCoreApplication::applicationVersion()) << Qt::endl;
        return Ok;
    }
    const auto it = verbs().find(args.constFirst());
    if (it == verbs().end()) {
        if (args.constFirst().startsWith(QLatin1Char('-')))
            err << Text::tr("gpu-advisor: unknown option '%1' (options follow the verb)").arg(args.constFirst()) << Qt::endl << usage();
        else
            err << Text::tr("gpu-advisor: unknown verb '%1'").arg(args.constFirst()) << Qt::endl << usage();
        return BadInput;
    }
    Context ctx{out, err, args.constFirst()};
    return it->second.first(args.mid(1), ctx);
}

} // namespace ga::cli
