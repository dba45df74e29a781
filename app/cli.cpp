#include "cli.h"

#include "clitable.h"
#include "memory.h"
#include "scenariooptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <functional>
#include <map>

namespace ga::cli {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("ga::cli", text, disambiguation, n);
}

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
        *code = ctx.fail(tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()));
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
    out << tr("GPU memory per GPU for %1 (%2 parameters, %3)")
               .arg(m.name, formatParams(m.params), m.inferred ? tr("shape inferred from --params") : toId(m.origin))
        << Qt::endl;
    out << summary(s) << Qt::endl << Qt::endl;
    Table t({tr("Component"), tr("GiB"), tr("Formula")}, {Table::Left, Table::Right, Table::Left});
    for (const MemoryComponent &c : b.components)
        t.addRow({componentDisplayName(c.id), formatGiB(c.bytes), c.formula});
    t.addSeparator();
    t.addRow({tr("Total"), formatGiB(b.totalBytes), QString()});
    t.addRow({tr("Budget (+%1% headroom)").arg(b.headroom * 100.0), formatGiB(b.budgetBytes),
              tr("needs %1 GiB = %2 + %3% headroom").arg(formatGiB(b.budgetBytes), formatGiB(b.totalBytes)).arg(b.headroom * 100.0)});
    t.print(out);
    if (b.hostRamBytes > 0)
        out << Qt::endl << tr("Host RAM for offloaded states: %1 GiB per GPU").arg(formatGiB(b.hostRamBytes)) << Qt::endl;
    if (m.inferred)
        out << tr("Note: the architecture was inferred from the parameter count; give --model or --config for exact activations.")
            << Qt::endl;
}

int runEstimate(const QStringList &args, Context &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Estimate the GPU memory a training or inference job needs, per GPU."));
    parser.addOptions(scenarioOptions());
    parser.addOption({QStringLiteral("json"), tr("Print JSON (DESIGN.md §2).")});
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
    parser.setApplicationDescription(tr("List the model presets with their architecture."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
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
    Table t({tr("Id"), tr("Name"), tr("Params"), tr("Layers"), tr("Hidden"), tr("Heads/KV"), tr("Vocab"), tr("Type")},
            {Table::Left, Table::Left, Table::Right, Table::Right, Table::Right, Table::Right, Table::Right, Table::Left});
    for (const ModelSpec &m : models) {
        const Architecture &a = m.arch;
        QString type = a.modelType;
        if (a.isMoe())
            type += tr(" (MoE %1×, top-%2)").arg(a.experts).arg(a.expertsPerToken);
        t.addRow({m.id, m.name, formatParams(m.params), QString::number(a.layers), QString::number(a.hidden),
                  QStringLiteral("%1/%2").arg(a.heads).arg(a.kvHeads), QString::number(a.vocab), type});
    }
    t.print(ctx.out);
    ctx.out << tr("%n preset(s). Use one with --model ID, or give --config config.json or --params 7B.", nullptr, int(models.size()))
            << Qt::endl;
    return Ok;
}

using Verb = std::function<int(const QStringList &, Context &)>;

const std::map<QString, std::pair<Verb, const char *>> &verbs()
{
    static const std::map<QString, std::pair<Verb, const char *>> table{
        {QStringLiteral("estimate"), {runEstimate, QT_TRANSLATE_NOOP("ga::cli", "GPU memory needed per GPU, component by component")}},
        {QStringLiteral("models"), {runModels, QT_TRANSLATE_NOOP("ga::cli", "list the model presets")}},
    };
    return table;
}

QString usage()
{
    QString text = tr("Usage: gpu-advisor [VERB] [OPTIONS]\n\nWithout a verb, the GUI starts. Verbs:\n");
    for (const auto &[name, verb] : verbs())
        text += QStringLiteral("  %1  %2\n").arg(name, -10).arg(QCoreApplication::translate("ga::cli", verb.second));
    text += tr("\n`gpu-advisor VERB --help` lists a verb's options. Exit codes: 0 ok, 2 bad input, 3 file or network failure.\n");
    return text;
}

} // namespace

bool isCliInvocation(const QStringList &args)
{
    if (args.isEmpty())
        return false;
    const QString &first = args.constFirst();
    return verbs().count(first) > 0 || first == QLatin1String("--help") || first == QLatin1String("-h")
           || first == QLatin1String("help") || first == QLatin1String("--version") || !first.startsWith(QLatin1Char('-'));
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
        err << tr("gpu-advisor: unknown verb '%1'").arg(args.constFirst()) << Qt::endl << usage();
        return BadInput;
    }
    Context ctx{out, err, args.constFirst()};
    return it->second.first(args.mid(1), ctx);
}

} // namespace ga::cli
