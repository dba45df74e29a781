#include "cli.h"

#include "advice.h"
#include "catalogimport.h"
#include "catalogrefresh.h"
#include "catalogstore.h"
#include "scenariofile.h"
#include "clitable.h"
#include "memory.h"
#include "scenariooptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

#include <cmath>

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
bool parse(QCommandLineParser &parser, const QStringList &args, Context &ctx, int *code)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    QStringList argv{QStringLiteral("gpu-advisor ") + ctx.verb};
    argv << args;
    if (!parser.parse(argv)) {
        *code = ctx.fail(parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << parser.helpText();
        *code = Ok;
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *code = ctx.fail(Text::tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
        return false;
    }
    return true;
}

void printJson(QTextStream &out, const nlohmann::ordered_json &j)
{
    out << QString::fromStdString(j.dump(2)) << Qt::endl;
}

nlohmann::ordered_json modelJson(const ModelSpec &m, qint64 trainable)
{
    nlohmann::ordered_json j;
    j["id"] = m.id.toStdString();
    j["name"] = m.name.toStdString();
    j["params"] = m.params;
    j["source"] = toId(m.origin).toStdString();
    j["inferred"] = m.inferred;
    j["trainable_params"] = trainable;
    j["model_type"] = m.arch.modelType.toStdString();
    return j;
}

nlohmann::ordered_json vramJson(const MemoryBudget &b)
{
    nlohmann::ordered_json components;
    nlohmann::ordered_json details = nlohmann::ordered_json::array();
    for (const MemoryComponent &c : b.components) {
        components[c.id.toStdString()] = c.gib();
        details.push_back({{"id", c.id.toStdString()},
                           {"gib", c.gib()},
                           {"formula", c.formula.toStdString()},
                           {"source", c.source.toStdString()},
                           {"note", c.note.toStdString()}});
    }
    nlohmann::ordered_json j;
    j["components"] = components;
    j["total_gib"] = b.totalGiB();
    j["headroom"] = b.headroom;
    j["budget_gib"] = b.budgetGiB();
    j["host_ram_gib"] = b.hostRamGiB();
    j["details"] = details;
    return j;
}

void printEstimate(QTextStream &out, const Scenario &s, const MemoryBudget &b)
{
    const ModelSpec &m = s.model;
    out << Text::tr("GPU memory per GPU for %1 (%2 parameters, %3)")
               .arg(m.name, formatParams(m.params), m.inferred ? Text::tr("shape inferred from --params") : toId(m.origin))
        << Qt::endl;
    out << summary(s) << Qt::endl << Qt::endl;
    Table t({Text::tr("Component"), Text::tr("GiB"), Text::tr("Formula")}, {Table::Left, Table::Right, Table::Left});
    for (const MemoryComponent &c : b.components)
        t.addRow({componentDisplayName(c.id), formatGiB(c.bytes), c.formula});
    t.addSeparator();
    t.addRow({Text::tr("Total"), formatGiB(b.totalBytes), QString()});
    t.addRow({Text::tr("Budget (+%1% headroom)").arg(b.headroom * 100.0), formatGiB(b.budgetBytes),
              Text::tr("needs %1 GiB = %2 + %3% headroom").arg(formatGiB(b.budgetBytes), formatGiB(b.totalBytes)).arg(b.headroom * 100.0)});
    t.print(out);
    if (b.hostRamBytes > 0)
        out << Qt::endl << Text::tr("Host RAM for offloaded states: %1 GiB per GPU").arg(formatGiB(b.hostRamBytes)) << Qt::endl;
    if (m.inferred)
        out << Text::tr("Note: the architecture was inferred from the parameter count; give --model or --config for exact activations.")
            << Qt::endl;
}

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Estimate the GPU memory a training or inference job needs, per GPU."));
    parser.addOptions(scenarioOptions());
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    auto scenario = scenarioFromParser(parser);
    if (const auto *e = std::get_if<FieldError>(&scenario))
        return ctx.fail(e->message());
    const Scenario &s = std::get<Scenario>(scenario);
    const MemoryBudget budget = estimateMemory(s);
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json j;
        j["scenario"] = toJson(s);
        j["model"] = modelJson(s.model, budget.trainableParams);
        j["vram"] = vramJson(budget);
        printJson(ctx.out, j);
    } else {
        printEstimate(ctx.out, s, budget);
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
        for (const ModelSpec &m : models) {
            nlohmann::ordered_json j;
            j["id"] = m.id.toStdString();
            j["name"] = m.name.toStdString();
            j["hf_repo"] = m.hfRepo.toStdString();
            j["params"] = m.params;
            if (m.publishedParams)
                j["published_params"] = *m.publishedParams;
            j["arch"] = architectureToJson(m.arch);
            j["source"] = m.source.toStdString();
            j["as_of"] = m.asOf.toStdString();
            list.push_back(j);
        }
        printJson(ctx.out, {{"models", list}});
        return Ok;
    }
    Table t({Text::tr("Id"), Text::tr("Name"), Text::tr("Params"), Text::tr("Layers"), Text::tr("Hidden"), Text::tr("Heads/KV"), Text::tr("Vocab"), Text::tr("Type")},
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
    return {{QStringLiteral("currency"), Text::tr("Show money in USD or CNY."), QStringLiteral("USD|CNY"), QStringLiteral("USD")},
            {QStringLiteral("usd-cny"), Text::tr("Exchange rate, CNY per USD (default %1).").arg(CurrencySettings().cnyPerUsd), QStringLiteral("RATE"),
             QString::number(CurrencySettings().cnyPerUsd)}};
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

nlohmann::ordered_json advisoryJson(const Advisory &a)
{
    nlohmann::ordered_json j;
    j["code"] = a.code.toStdString();
    j["severity"] = toId(a.severity).toStdString();
    j["message"] = a.message.toStdString();
    j["evidence"] = a.evidence.toStdString();
    j["source"] = a.source.toStdString();
    if (!a.instanceKey.isEmpty())
        j["instance"] = a.instanceKey.toStdString();
    return j;
}

nlohmann::ordered_json evaluationJson(const Advice &advice, const InstanceEvaluation &e, const CurrencySettings &currency)
{
    const Instance &in = *e.instance;
    nlohmann::ordered_json j;
    j["instance"] = in.type.toStdString();
    j["provider"] = in.provider.toStdString();
    j["region"] = in.region.toStdString();
    j["gpu"] = in.gpuId.toStdString();
    j["gpu_count"] = in.gpuCount;
    j["vram_per_gpu_gib"] = e.gpu->usableGiB();
    j["fits"] = e.fits;
    j["budget_gib"] = e.memory->budgetGiB();
    j["nodes"] = e.nodes;
    j["tier"] = tierName(e.tier).toStdString();
    j["tier_id"] = int(e.tier);
    j["hourly"] = e.hourly;
    j["billing"] = toId(e.annual.billing).toStdString();
    j["annual"] = {{"instance", e.annual.instance},
                   {"disk", e.annual.disk},
                   {"egress", e.annual.egress},
                   {"object_storage", e.annual.objectStorage},
                   {"requests", e.annual.requests},
                   {"total", e.annual.total()}};
    j["currency"] = currency.display.toStdString();
    j["run"] = e.run.available ? nlohmann::ordered_json{{"hours", e.run.hours}, {"cost", e.run.cost}}
                               : nlohmann::ordered_json{{"hours", nullptr}, {"cost", nullptr}};
    j["formulas"] = {{"instance", advice.costFormula(e, CostPart::Instance).toStdString()},
                     {"disk", advice.costFormula(e, CostPart::Disk).toStdString()},
                     {"egress", advice.costFormula(e, CostPart::Egress).toStdString()},
                     {"object_storage", advice.costFormula(e, CostPart::ObjectStorage).toStdString()},
                     {"requests", advice.costFormula(e, CostPart::Requests).toStdString()},
                     {"run", advice.runFormula(e).toStdString()}};
    nlohmann::ordered_json codes = nlohmann::ordered_json::array();
    e.flags.forEach([&codes](AdvisoryCode c, Severity) { codes.push_back(toId(c).toStdString()); });
    j["advisories"] = codes;
    nlohmann::ordered_json picks = nlohmann::ordered_json::array();
    if (e.cheapest)
        picks.push_back("cheapest");
    if (e.bestValue)
        picks.push_back("best_value");
    if (e.fastest)
        picks.push_back("fastest");
    j["picks"] = picks;
    j["suggestion"] = e.suggestionText().toStdString();
    j["price_estimated"] = e.annual.estimated;
    j["price_missing"] = nlohmann::ordered_json::array();
    for (const auto &[flag, id] : {std::pair{AnnualCost::MissingDisk, "disk"}, std::pair{AnnualCost::MissingEgress, "egress"},
                                   std::pair{AnnualCost::MissingStorage, "object_storage"}, std::pair{AnnualCost::MissingRequests, "requests"}})
        if (e.annual.missing & flag)
            j["price_missing"].push_back(id);
    j["source"] = in.source.toStdString();
    j["as_of"] = in.asOf.toStdString();
    return j;
}

QString pickMarks(const InstanceEvaluation &e)
{
    QStringList marks;
    if (e.cheapest)
        marks << Text::tr("cheapest");
    if (e.bestValue)
        marks << Text::tr("best value");
    if (e.fastest)
        marks << Text::tr("fastest");
    return marks.join(QStringLiteral(", "));
}

int runAdvise(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Which instances fit the job, what holds each back, and what each costs."));
    parser.addOptions(scenarioOptions());
    parser.addOptions(currencyOptions());
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    parser.addOption({QStringLiteral("top"), Text::tr("Show only the first N instances."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("provider"), Text::tr("Only this provider (repeatable): alibaba, tencent, aws, azure, gcp, lambda, runpod."),
                      QStringLiteral("ID")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    auto scenario = scenarioFromParser(parser);
    if (const auto *e = std::get_if<FieldError>(&scenario))
        return ctx.fail(e->message());
    auto currency = currencyFromParser(parser);
    if (const auto *e = std::get_if<FieldError>(&currency))
        return ctx.fail(e->message());
    int top = -1;
    if (parser.isSet(QStringLiteral("top"))) {
        bool ok = false;
        top = parser.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1)
            return ctx.fail(Text::tr("--top: must be a whole number of at least 1, got '%1'").arg(parser.value(QStringLiteral("top"))));
    }
    const auto catalog = std::make_shared<const Catalog>(loadCatalog(ctx).catalog);
    AdviseOptions options;
    options.currency = std::get<CurrencySettings>(currency);
    for (const QString &p : parser.values(QStringLiteral("provider"))) {
        const QString id = p.trimmed().toLower();
        if (!catalog->provider(id)) {
            QStringList known;
            for (const Provider &pr : catalog->providers)
                known << pr.id;
            return ctx.fail(Text::tr("--provider: unknown provider '%1' (known: %2)").arg(p, known.join(QStringLiteral(", "))));
        }
        options.providers << id;
    }
    const Scenario &s = std::get<Scenario>(scenario);
    const Advice advice = advise(s, catalog, options);
    const int shown = top < 0 ? int(advice.instances.size()) : std::min(top, int(advice.instances.size()));

    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json j;
        j["scenario"] = toJson(s);
        j["model"] = modelJson(s.model, advice.memory.trainableParams);
        j["vram"] = vramJson(advice.memory);
        j["catalog"] = {{"version", catalog->version.toStdString()}, {"as_of", catalog->asOf.toStdString()}};
        j["tiers"] = nlohmann::ordered_json::array();
        for (int i = 0; i < shown; ++i)
            j["tiers"].push_back(evaluationJson(advice, advice.instances[i], options.currency));
        const auto keyOf = [&advice](int i) { return i < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(advice.instances[i].key().toStdString()); };
        j["picks"] = {{"cheapest", keyOf(advice.cheapest)}, {"best_value", keyOf(advice.bestValue)}, {"fastest", keyOf(advice.fastest)}};
        j["advisories"] = nlohmann::ordered_json::array();
        for (const Advisory &a : advice.advisories)
            j["advisories"].push_back(advisoryJson(a));
        for (int i = 0; i < shown; ++i)
            for (const Advisory &a : advice.advisoriesFor(advice.instances[i]))
                j["advisories"].push_back(advisoryJson(a));
        printJson(ctx.out, j);
        return Ok;
    }

    printEstimate(ctx.out, s, advice.memory);
    ctx.out << Qt::endl
            << Text::tr("%1 of %2 instances fit (%3 per GPU with headroom); prices in %4, %5 billing, %6 h/day.")
                   .arg(advice.fittingCount())
                   .arg(advice.instances.size())
                   .arg(formatGiB(advice.memory.budgetBytes) + QStringLiteral(" GiB"), options.currency.display,
                        displayName(s.usage.billing))
                   .arg(s.usage.hoursPerDay)
            << Qt::endl;
    Table t({Text::tr("Fit"), Text::tr("Provider"), Text::tr("Instance"), Text::tr("Region"), Text::tr("GPUs"), Text::tr("GiB/GPU"), Text::tr("Need"), Text::tr("Hourly"),
             Text::tr("Per year"), Text::tr("Run h"), Text::tr("Run cost"), Text::tr("Pick"), Text::tr("Advisories")},
            {Table::Left, Table::Left, Table::Left, Table::Left, Table::Left, Table::Right, Table::Right, Table::Right,
             Table::Right, Table::Right, Table::Right, Table::Left, Table::Left});
    const CurrencySettings &cur = options.currency;
    for (int i = 0; i < shown; ++i) {
        const InstanceEvaluation &e = advice.instances[i];
        QStringList codes;
        e.flags.forEach([&codes](AdvisoryCode c, Severity sev) {
            if (sev != Severity::Info)
                codes << toId(c);
        });
        const QString fit = e.fits ? Text::tr("yes") : e.fitsWithSuggestion() ? Text::tr("ZeRO") : Text::tr("no");
        const QString gpus = QStringLiteral("%1×%2").arg(e.totalGpus).arg(e.gpu->id) + (e.nodes > 1 ? Text::tr(" (%1 nodes)").arg(e.nodes) : QString());
        t.addRow({fit, e.instance->provider, e.instance->type, e.instance->region, gpus, QString::number(e.gpu->usableGiB(), 'f', 1),
                  formatGiB(e.memory->budgetBytes), e.hasPrice() ? cur.format(e.hourly, 2) : Text::tr("n/a"),
                  e.hasPrice() ? cur.format(e.annual.total()) + (e.annual.estimated ? Text::tr(" (est.)") : QString()) : Text::tr("n/a"),
                  e.run.available ? QString::number(e.run.hours, 'f', 1) : Text::tr("n/a"),
                  e.hasPrice() && e.run.available ? cur.format(e.run.cost) : Text::tr("n/a"), pickMarks(e),
                  codes.join(QLatin1Char(' '))});
    }
    t.print(ctx.out);
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
    parser.setApplicationDescription(Text::tr("Add a catalog: GPU Advisor JSON, SkyPilot vms.csv or gpuhunt CSV."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("The catalog file."));
    parser.addOption({QStringLiteral("provider"), Text::tr("Cloud the CSV describes (default: from the file name)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("as-of"), Text::tr("Date of the prices (default: the file's date)."), QStringLiteral("YYYY-MM-DD")});
    parser.addOption({QStringLiteral("skip-unknown-gpus"), Text::tr("Skip rows whose GPU has no GPU Advisor id instead of failing.")});
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    QStringList argv{QStringLiteral("gpu-advisor catalog import")};
    argv << args;
    if (!parser.parse(argv))
        return ctx.fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        ctx.out << parser.helpText();
        return Ok;
    }
    if (parser.positionalArguments().size() != 1)
        return ctx.fail(Text::tr("give exactly one FILE to import"));
    const QString path = parser.positionalArguments().constFirst();
    const CatalogStore store;
    const LoadedCatalog current = loadCatalog(ctx);
    ImportOptions options;
    options.provider = parser.value(QStringLiteral("provider"));
    options.asOf = parser.value(QStringLiteral("as-of"));
    options.skipUnknownGpus = parser.isSet(QStringLiteral("skip-unknown-gpus"));
    auto report = store.importFile(path, current.catalog, options);
    if (const auto *e = std::get_if<FieldError>(&report))
        return ctx.fail(e->message(), e->ioFailure ? IoFailure : BadInput);
    const ImportReport &r = std::get<ImportReport>(report);
    for (const QString &w : r.result.warnings)
        ctx.err << Text::tr("warning: %1").arg(w) << Qt::endl;
    ctx.out << Text::tr("Imported %1 (%2): %3 instances, %4 GPUs, %5 rows skipped; stored in %6")
                   .arg(path, toId(r.result.format))
                   .arg(r.result.catalog.instances.size())
                   .arg(r.result.catalog.gpus.size())
                   .arg(r.result.skippedRows)
                   .arg(r.storedPath)
            << Qt::endl;
    return Ok;
}

int runCatalogRefresh(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Fetch a newer catalog: the document `gpu-advisor catalog --json` prints, served over HTTPS. "
                                              "It replaces the catalog in use only when its as_of is newer; imports stay on top."));
    parser.addOption({QStringLiteral("url"), Text::tr("Where to fetch it (default: the address set in Preferences)."), QStringLiteral("URL")});
    const double defaultTimeout = double(CatalogFetcher::kDefaultTimeout.count()) / 1000.0;
    parser.addOption({QStringLiteral("timeout"), Text::tr("Give up after this many seconds without data (default %1).").arg(defaultTimeout),
                      QStringLiteral("SECONDS"), QString::number(defaultTimeout)});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    const bool given = parser.isSet(QStringLiteral("url"));
    const QString text = given ? parser.value(QStringLiteral("url")).trimmed() : configuredRefreshUrl();
    if (text.isEmpty())
        return ctx.fail(Text::tr("--url: no address given and none set in Preferences"));
    const QUrl url(text, QUrl::StrictMode);
    const QString source = given ? QStringLiteral("--url") : Text::tr("the address set in Preferences");
    if (const auto why = CatalogFetcher::refusal(url))
        return ctx.fail(QStringLiteral("%1 %2: %3").arg(source, text, *why));
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("timeout")).toDouble(&ok);
    // A whole number of milliseconds up to ten minutes: what QNetworkRequest::setTransferTimeout takes.
    if (!ok || !std::isfinite(seconds) || seconds < 0.001 || seconds > 600)
        return ctx.fail(Text::tr("--timeout: must be more than 0 and at most 600 seconds, got '%1'").arg(parser.value(QStringLiteral("timeout"))));

    CatalogRefresh refresh;
    refresh.setTimeout(std::chrono::milliseconds(qRound64(seconds * 1000)));
    std::optional<RefreshResult> result;
    QEventLoop loop;
    QObject::connect(&refresh, &CatalogRefresh::finished, &loop, [&result, &loop](const RefreshResult &r) {
        result = r;
        loop.quit();
    });
    refresh.start(url);
    if (!result)
        loop.exec();
    for (const QString &w : std::as_const(result->warnings))
        ctx.err << Text::tr("warning: %1").arg(w) << Qt::endl;
    switch (result->outcome) {
    case RefreshResult::Outcome::Taken:
    case RefreshResult::Outcome::UpToDate:
        ctx.out << result->message << Qt::endl;
        return Ok;
    case RefreshResult::Outcome::BadAddress:
    case RefreshResult::Outcome::BadPayload:
        return ctx.fail(result->message);
    case RefreshResult::Outcome::NetworkFailure:
    case RefreshResult::Outcome::WriteFailure:
    case RefreshResult::Outcome::Cancelled:
        break;
    }
    return ctx.fail(result->message, IoFailure);
}

int runCatalog(const QStringList &args, Context &ctx)
{
    if (!args.isEmpty() && args.constFirst() == QLatin1String("import")) {
        ctx.verb = QStringLiteral("catalog import");
        return runCatalogImport(args.mid(1), ctx);
    }
    if (!args.isEmpty() && args.constFirst() == QLatin1String("refresh")) {
        ctx.verb = QStringLiteral("catalog refresh");
        return runCatalogRefresh(args.mid(1), ctx);
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(Text::tr("Catalog version, date, counts and sources. `catalog import FILE` adds a catalog; "
                                              "`catalog refresh` fetches a newer one."));
    parser.addOption({QStringLiteral("json"), Text::tr("Print JSON.")});
    int code = Ok;
    if (!parse(parser, args, ctx, &code))
        return code;
    const LoadedCatalog loaded = loadCatalog(ctx);
    const Catalog &c = loaded.catalog;
    if (parser.isSet(QStringLiteral("json"))) {
        // Exactly the document a refresh mirror serves and `catalog import` reads back.
        nlohmann::ordered_json imports = nlohmann::ordered_json::array();
        for (const QString &f : loaded.imports)
            imports.push_back(f.toStdString());
        const std::string importsText = imports.dump();
        ctx.out << QString::fromUtf8(c.toJsonText(Catalog::Style::Pretty, {{QStringLiteral("imports"), QByteArray::fromStdString(importsText)}}));
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
    Table t({Text::tr("Provider"), Text::tr("Currency"), Text::tr("Instances"), Text::tr("Estimated"), Text::tr("As of"), Text::tr("Source")},
            {Table::Left, Table::Left, Table::Right, Table::Right, Table::Left, Table::Left});
    for (const Provider &p : c.providers) {
        int count = 0, estimated = 0;
        for (const Instance &in : c.instances)
            if (in.provider == p.id) {
                ++count;
                estimated += in.priceEstimated ? 1 : 0;
            }
        QString source = p.source;
        if (source.size() > 70)
            source = source.left(67) + QStringLiteral("...");
        t.addRow({p.name, p.currency, QString::number(count), QString::number(estimated), p.asOf, source});
    }
    t.print(ctx.out);
    if (!loaded.imports.isEmpty())
        ctx.out << Qt::endl
                << Text::tr("Imported catalogs in %1: %2").arg(CatalogStore().importsDirectory(), loaded.imports.join(QStringLiteral(", ")))
                << Qt::endl;
    return Ok;
}

using Verb = std::function<int(const QStringList &, Context &)>;

const std::map<QString, std::pair<Verb, const char *>> &verbs()
{
    static const std::map<QString, std::pair<Verb, const char *>> table{
        {QStringLiteral("estimate"), {runEstimate, QT_TRANSLATE_NOOP("ga::cli", "GPU memory needed per GPU, component by component")}},
        {QStringLiteral("advise"), {runAdvise, QT_TRANSLATE_NOOP("ga::cli", "instances that fit, their bottlenecks and yearly cost")}},
        {QStringLiteral("models"), {runModels, QT_TRANSLATE_NOOP("ga::cli", "list the model presets")}},
        {QStringLiteral("catalog"), {runCatalog, QT_TRANSLATE_NOOP("ga::cli", "catalog version, counts, sources; `catalog import FILE`, `catalog refresh`")}},
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

bool isScenarioFileArgument(const QStringList &args)
{
    return args.size() == 1 && args.constFirst().endsWith(QLatin1String(kScenarioSuffix)) && !args.constFirst().startsWith(QLatin1Char('-'));
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
    if (args.isEmpty() || args.constFirst() == QLatin1String("--help") || args.constFirst() == QLatin1String("-h")
        || args.constFirst() == QLatin1String("help")) {
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
