#include "output/reportdata.h"

#include "base/format.h"
#include "core/providers.h"
#include "core/scaling.h"
#include "core/stacks.h"
#include "data/scenariojson.h"
#include "data/stackaccuracy.h"
#include "output/preflight.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ga {

namespace {

// Translation context of the report's texts (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Report)
};

constexpr int kRisksOnPageOne = 5;
constexpr int kNeedsShown = 5;

QString gib(double bytes)
{
    return Text::tr("%1 GiB").arg(formatGiB(bytes));
}

// Run times a reader plans with: hours up to two days, days of round-the-clock running beyond.
QString hoursText(double hours)
{
    if (hours >= 48)
        return Text::tr("%1 days").arg(QString::number(hours / 24.0, 'f', 1));
    return Text::tr("%1 h").arg(QString::number(hours, 'f', 1));
}

// The job in words, to go inside a sentence: "QLoRA fine-tuning of Qwen2 7B".
QString jobText(const Scenario &s)
{
    QString model = s.model.displayName();
    switch (s.method) {
    case Method::Full: return Text::tr("full fine-tuning of %1").arg(model);
    case Method::Lora: return Text::tr("LoRA fine-tuning of %1").arg(model);
    case Method::Qlora: return Text::tr("QLoRA fine-tuning of %1 (4-bit weights)").arg(model);
    case Method::Inference: return Text::tr("inference with %1").arg(model);
    case Method::Pretrain: return Text::tr("pre-training of %1").arg(model);
    }
    return model;
}

QString money(const CurrencySettings &c, double amount, bool estimated, int decimals = 0)
{
    const QString text = c.format(amount, decimals);
    return estimated ? Text::tr("%1 (est.)", "estimated price").arg(text) : text;
}

// "price from 2024-11": the month of a price more than kStalePriceMonths old; empty when fresh.
QString staleText(const InstanceEvaluation &e)
{
    return e.priceStale ? Text::tr("price from %1", "a price's month, shown when it is over 12 months old").arg(e.instance->asOf.left(7))
                        : QString();
}

// The instance as a table cell: its label, and under it the month of a stale price.
QString instanceCell(const InstanceEvaluation &e)
{
    const QString stale = staleText(e);
    return stale.isEmpty() ? instanceLabel(*e.provider, *e.instance) : instanceLabel(*e.provider, *e.instance) + QLatin1Char('\n') + stale;
}

QString yearText(const Advice &a, const InstanceEvaluation &e)
{
    return e.hasPrice() ? money(a.currency, e.annual.total(), e.annual.estimated) : Text::tr("no price");
}

QString runCostText(const Advice &a, const InstanceEvaluation &e)
{
    return e.hasPrice() && e.run.available ? money(a.currency, e.run.cost, e.annual.estimated) : Text::tr("n/a", "not available");
}

// The cost a table row headlines, as the window and the CLI show it: a run, or a million tokens served.
QString headlineCostCell(const Advice &a, const InstanceEvaluation &e)
{
    const QString text = e.headlineCostText(a.currency);
    return e.headlineCost() && e.annual.estimated ? Text::tr("%1 (est.)", "estimated price").arg(text) : text;
}

QString runTimeText(const RunEstimate &r)
{
    return r.available ? hoursText(r.hours) : Text::tr("n/a", "not available");
}

QString tokensText(const Scenario &s)
{
    if (!s.isTraining())
        return Text::tr("%1 tokens to generate").arg(formatWhole(s.usage.datasetTokens * s.usage.epochs));
    return Text::tr("%1 tokens per epoch × %2 epoch(s)").arg(formatWhole(s.usage.datasetTokens), QString::number(s.usage.epochs, 'g', 3));
}

QString pickNames(const InstanceEvaluation &e)
{
    return picksOf(e, [](Pick p) { return displayName(p); }).join(Text::tr(", ", "list separator"));
}

QString budgetArithmetic(const MemoryBudget &b)
{
    return Text::tr("%1 estimated plus %2% headroom").arg(gib(b.totalBytes)).arg(b.headroom * 100.0, 0, 'f', 0);
}

bool anyEstimated(const Advice &a, const QList<int> &rows)
{
    return std::any_of(rows.cbegin(), rows.cend(), [&a](int i) { return a.instances[i].annual.estimated; });
}

// Section titles that other sections refer to.
QString advisoriesTitle()
{
    return Text::tr("Advisories");
}

QString catalogTitle()
{
    return Text::tr("Catalog and prices");
}

ReportParagraph estimatedNote()
{
    return {Text::tr("(est.): an estimated price, not one the provider publishes; the basis is listed under \"%1\".").arg(catalogTitle()),
            ReportParagraph::Style::Note};
}

int cleanFitCount(const Advice &a)
{
    return int(std::count_if(a.instances.cbegin(), a.instances.cend(), [](const InstanceEvaluation &e) { return e.cleanFit(); }));
}

// The instance the report is about: the recommended one, else the first that fits at all.
int focusRow(const Advice &a)
{
    if (const int r = a.recommended(); r >= 0)
        return r;
    const auto it = std::find_if(a.instances.cbegin(), a.instances.cend(), [](const InstanceEvaluation &e) { return e.fits; });
    return it == a.instances.cend() ? -1 : int(it - a.instances.cbegin());
}

// The picks and the next clean fits, in table order (cheapest per year first).
QList<int> shownRows(const Advice &a, int top)
{
    QSet<int> rows;
    for (int p = 0; p < kPickCount; ++p)
        if (a.pick(Pick(p)) >= 0)
            rows.insert(a.pick(Pick(p)));
    for (int i = 0, clean = 0; i < a.instances.size() && clean < top; ++i)
        if (a.instances[i].cleanFit()) {
            rows.insert(i);
            ++clean;
        }
    QList<int> out(rows.cbegin(), rows.cend());
    std::sort(out.begin(), out.end());
    return out;
}

// The advisories of the job and of one instance (when there is one), most serious first.
QList<Advisory> advisoriesOf(const Advice &a, int row)
{
    QList<Advisory> list = a.advisories;
    if (row >= 0)
        list += a.advisoriesFor(a.instances[row]);
    std::stable_sort(list.begin(), list.end(), [](const Advisory &x, const Advisory &y) { return int(x.severity) > int(y.severity); });
    return list;
}

// Sources listed once under a table whose rows refer to them by number.
ReportParagraph sourceNotes(const QStringList &sources)
{
    QStringList notes;
    for (int i = 0; i < sources.size(); ++i)
        notes << Text::tr("[%1] %2").arg(i + 1).arg(sources[i]);
    return {notes.join(QStringLiteral("  ")), ReportParagraph::Style::Note};
}

// What ZeRO means, for tables that show it.
ReportParagraph zeroNote()
{
    return {Text::tr("ZeRO-1, -2 and -3 (DeepSpeed) split the optimizer states, then the gradients, then the weights across the GPUs, "
                     "so that each GPU holds a share: more GPUs then need less memory each, at the price of more communication."),
            ReportParagraph::Style::Note};
}

QString needGpus(const GpuNeed &n)
{
    QString text = n.nodes > 1 ? Text::tr("%1 on %2 instances").arg(n.gpus).arg(n.nodes) : QString::number(n.gpus);
    if (n.usesZero())
        text += Text::tr(" with ZeRO-%1").arg(n.zero);
    return text;
}

ReportTable needsTable(const Advice &a)
{
    ReportTable t;
    t.header = {Text::tr("GPU model"),
                Text::tr("GPUs"),
                Text::tr("Instance type"),
                Text::tr("Memory per GPU"),
                Text::tr("Per hour"),
                Text::tr("Run time"),
                headlineCostLabel(!a.scenario.isTraining(), TextLength::Long)};
    t.widths = {22, 14, 22, 10, 10, 11, 11};
    t.numericColumns = {3, 4, 5, 6};
    for (const GpuNeed &n : a.needs.mid(0, kNeedsShown))
        t.rows << QStringList{n.gpu->name,
                              needGpus(n),
                              Text::tr("%1 %2").arg(n.provider->name, n.instance->type),
                              gib(n.budgetBytes),
                              n.priced ? a.currency.format(n.hourly, 2) : Text::tr("no price"),
                              runTimeText(n.run),
                              n.headlineCostText(a.currency)};
    return t;
}

bool needsUseZero(const Advice &a)
{
    const auto shown = a.needs.mid(0, kNeedsShown);
    return std::any_of(shown.cbegin(), shown.cend(), [](const GpuNeed &n) { return n.usesZero(); });
}

// ---- page 1 -----------------------------------------------------------------------------------

QString rentalText(const InstanceEvaluation &e)
{
    QString text = e.nodes > 1 ? Text::tr("%1 instances of %2 %3 in %4, with %5 × %6 in all")
                                     .arg(e.nodes)
                                     .arg(e.providerName(), e.instance->type, e.instance->region)
                                     .arg(e.gpus)
                                     .arg(e.gpu->name)
                               : Text::tr("one %1 %2 instance in %3, with %4 × %5")
                                     .arg(e.providerName(), e.instance->type, e.instance->region)
                                     .arg(e.instance->gpuCount)
                                     .arg(e.gpu->name);
    if (e.idleGpus > 0)
        text += Text::tr(" (the job uses %1 of its GPUs; the other %2 are paid for but idle)").arg(e.gpus).arg(e.idleGpus);
    return text;
}

QString whyText(const Advice &a, int row)
{
    const int clean = cleanFitCount(a);
    if (row == a.pick(Pick::CheapestRun) && a.scenario.isTraining())
        return Text::tr("Of the %1 instances that hold the job without a critical problem, it runs the job for the least money.")
            .arg(clean);
    return Text::tr("Of the %1 instances that hold the job without a critical problem, it costs the least per year.").arg(clean);
}

QString costText(const Advice &a, const InstanceEvaluation &e)
{
    const Scenario &s = a.scenario;
    const CurrencySettings &c = a.currency;
    QString text;
    if (!e.run.available)
        text = Text::tr("Its run time cannot be estimated: %1.").arg(a.runFormula(e));
    else if (s.isTraining())
        text = Text::tr("One training run over %1 tokens takes about %2 and costs about %3.")
                   .arg(formatWhole(s.usage.datasetTokens * s.usage.epochs), hoursText(e.run.hours), runCostText(a, e));
    else
        text = Text::tr("Generating %1 tokens takes about %2 and costs about %3.")
                   .arg(formatWhole(s.usage.datasetTokens * s.usage.epochs), hoursText(e.run.hours), runCostText(a, e));
    if (!e.hasPrice())
        return text + QLatin1Char(' ') + Text::tr("The catalog has no price for it.");
    const AnnualCost &y = e.annual;
    const bool subscription = y.billing == Billing::Monthly || y.billing == Billing::Yearly;
    text += QLatin1Char(' ');
    if (subscription)
        text += Text::tr("Billed as \"%1\", it costs %2 a year: %3 for the instance and %4 for disk, traffic and storage.")
                    .arg(displayName(y.billing), money(c, y.total(), y.estimated), c.format(y.instance), c.format(y.hidden()));
    else
        text += Text::tr("Used %1 hours a day on %2 days a year and billed as \"%3\", it costs %4 a year: %5 for the instance and %6 for "
                         "disk, traffic and storage.")
                    .arg(QString::number(s.usage.hoursPerDay, 'g', 3), QString::number(s.usage.daysPerYear, 'g', 3), displayName(y.billing),
                         money(c, y.total(), y.estimated), c.format(y.instance), c.format(y.hidden()));
    if (y.missing != 0)
        text += QLatin1Char(' ') +
            Text::tr("For %1 the catalog has no price of %2: that total leaves them out.").arg(e.providerName(), missingPricesText(y));
    // The year and the run side by side: the yearly figure is the usage set under Usage, not the run.
    const double usedHours = s.usage.hoursPerDay * s.usage.daysPerYear;
    if (!subscription && s.isTraining() && e.run.available && e.run.hours > 0 && usedHours > 0) {
        const double runs = usedHours / e.run.hours;
        text += QLatin1Char(' ') +
            (runs >= 1 ? Text::tr("That year of use (%1 hours) is about %2 such runs; for one run alone, the run cost above is what "
                                  "you pay.")
                             .arg(formatWhole(usedHours), QString::number(runs, 'f', runs < 10 ? 1 : 0))
                       : Text::tr("One run needs %1 hours of use, more than the %2 a year the usage assumes: set the hours a day or "
                                  "the days a year to what the run takes.")
                             .arg(formatWhole(e.run.hours), formatWhole(usedHours)));
    }
    if (y.billingFallback)
        text += QLatin1Char(' ') +
            Text::tr("No \"%1\" price is published for it, so pay-as-you-go is assumed.").arg(displayName(s.usage.billing));
    return text;
}

// The instances the picks name, the recommended one first.
QList<int> pickRows(const Advice &a)
{
    QList<int> rows;
    if (a.recommended() >= 0)
        rows << a.recommended();
    for (int p = 0; p < kPickCount; ++p)
        if (const int i = a.pick(Pick(p)); i >= 0 && !rows.contains(i))
            rows << i;
    return rows;
}

ReportTable picksTable(const Advice &a)
{
    ReportTable t;
    t.header = {Text::tr("Pick"),
                Text::tr("Instance"),
                Text::tr("GPUs"),
                Text::tr("Per year"),
                headlineCostLabel(!a.scenario.isTraining(), TextLength::Long),
                Text::tr("Run time")};
    t.widths = {15, 27, 24, 12, 11, 11};
    t.numericColumns = {3, 4, 5};
    for (int i : pickRows(a)) {
        const InstanceEvaluation &e = a.instances[i];
        t.rows << QStringList{pickNames(e),   instanceCell(e),        e.gpusText(TextLength::Long),
                              yearText(a, e), headlineCostCell(a, e), runTimeText(e.run)};
    }
    t.emphasis = {0};
    return t;
}

ReportSection decisionSection(const Advice &a, const QString &title)
{
    const Scenario &s = a.scenario;
    const MemoryBudget &b = a.memory;
    ReportSection sec{ReportSectionId::Decision, title, false, {}};
    const int rec = a.recommended();
    if (rec >= 0) {
        const InstanceEvaluation &e = a.instances[rec];
        const QString lead = QStringList{Text::tr("Rent %1.").arg(rentalText(e)),
                                         Text::tr("The job needs %1 of GPU memory per GPU (%2); each %3 offers %4.")
                                             .arg(gib(b.budgetBytes), budgetArithmetic(b), e.gpu->name)
                                             .arg(Text::tr("%1 GiB").arg(QString::number(e.gpu->usableGiB(), 'f', 1))),
                                         whyText(a, rec), costText(a, e)}
                                 .join(QLatin1Char(' '));
        const QString stale = e.priceStale ? QLatin1Char(' ') +
                Text::tr("Its price is from %1, more than %2 months ago: confirm it with the provider before "
                         "ordering.")
                    .arg(e.instance->asOf.left(7))
                    .arg(kStalePriceMonths)
                                           : QString();
        sec.blocks << ReportParagraph{lead + stale, ReportParagraph::Style::Lead};
    } else if (a.fittingCount() > 0) {
        sec.blocks << ReportParagraph{
            Text::tr("%n instance(s) hold the job in memory (%1 per GPU), but each has a critical problem, listed "
                     "below; none can be recommended as the job is configured.",
                     nullptr, a.fittingCount())
                .arg(gib(b.budgetBytes)),
            ReportParagraph::Style::Lead};
    } else if (!a.needs.isEmpty()) {
        const GpuNeed &n = a.needs.constFirst();
        QStringList lead{
            Text::tr("The job does not fit on %n GPU(s) of any instance in the catalog: it needs %1 of GPU memory per GPU (%2).", nullptr,
                     s.gpus)
                .arg(gib(b.budgetBytes), budgetArithmetic(b)),
            Text::tr("The smallest configuration that holds it is %1, at %2 per GPU.").arg(n.text(), gib(n.budgetBytes))};
        if (n.priced && n.run.available)
            lead << Text::tr("It costs %1 per hour; one run takes about %2 and costs about %3.")
                        .arg(a.currency.format(n.hourly, 2), hoursText(n.run.hours), a.currency.format(n.run.cost));
        lead << Text::tr(
            "The table lists the smallest configuration for each GPU model: plan the job for the GPU count of the one you choose.");
        sec.blocks << ReportParagraph{lead.join(QLatin1Char(' ')), ReportParagraph::Style::Lead};
        sec.blocks << ReportHeading{Text::tr("How many GPUs the job needs")} << needsTable(a);
        if (needsUseZero(a))
            sec.blocks << zeroNote();
    } else {
        sec.blocks << ReportParagraph{
            Text::tr("No GPU in the catalog holds this job, at any GPU count up to 1,024: it needs %1 of GPU memory "
                     "per GPU (%2).")
                .arg(gib(b.budgetBytes), budgetArithmetic(b)),
            ReportParagraph::Style::Lead};
    }

    // The risks in plain words: warnings and critical findings, each once.
    ReportList risks;
    QSet<QString> seen;
    int more = 0;
    for (const Advisory &adv : advisoriesOf(a, focusRow(a))) {
        if (adv.severity == Severity::Info || seen.contains(adv.code))
            continue;
        seen.insert(adv.code);
        if (risks.items.size() < kRisksOnPageOne)
            risks.items << Text::tr("%1: %2").arg(displayName(adv.severity), adv.message);
        else
            ++more;
    }
    sec.blocks << ReportHeading{Text::tr("Main risks")};
    if (risks.items.isEmpty())
        sec.blocks << ReportParagraph{Text::tr("Nothing calls for attention: no warnings for the job or for this instance.")};
    else
        sec.blocks << risks;
    if (more > 0)
        sec.blocks << ReportParagraph{Text::tr("%n more warning(s) under \"%1\".", nullptr, more).arg(advisoriesTitle()),
                                      ReportParagraph::Style::Note};

    if (rec >= 0) {
        sec.blocks << ReportHeading{Text::tr("The alternatives")} << picksTable(a);
        if (anyEstimated(a, pickRows(a)))
            sec.blocks << estimatedNote();
    }
    return sec;
}

// A menu command as the window shows it, in the report's language, without its mnemonic and the
// dots that announce a dialog: "File > Export preflight check".
QString menuPath(const char *menu, const char *command)
{
    const auto plain = [](const char *source) {
        QString text = QCoreApplication::translate(kPreflightMenuContext, source);
        static const QRegularExpression decoration(QStringLiteral("\\(&\\w\\)|&|…$"));
        return text.remove(decoration);
    };
    return Text::tr("%1 > %2", "menu path").arg(plain(menu), plain(command));
}

ReportSection preflightSection(const Advice &a)
{
    ReportSection sec{ReportSectionId::Preflight, Text::tr("Before the first paid hour: run the preflight check"), false, {}};
    sec.blocks << ReportParagraph{
        Text::tr("Before the job starts, check the rented machine against it. In GPU Advisor choose %1 (on the command line: "
                 "gpu-advisor preflight with the same job), copy the script to the machine and run it there with bash. In about a minute "
                 "it checks the GPU model, count and memory (this job needs %2 per GPU), the driver and CUDA version, the disk's speed "
                 "and free space, the processors and the memory of the machine, and prints PASS, WARN or FAIL for each. Do not start "
                 "the paid run while a check fails: fix the machine or rent another.")
            .arg(menuPath(QT_TRANSLATE_NOOP("ga::MainWindow", "&File"), kExportPreflightMenuText), gib(a.memory.budgetBytes))};
    if (const QString bucket = bucketVersioningAdvice(a.scenario); !bucket.isEmpty())
        sec.blocks << ReportParagraph{bucket};
    return sec;
}

// ---- the comparison ----------------------------------------------------------------------------

QString scenarioLabel(const Scenario &s)
{
    return Text::tr("%1 · %2").arg(displayName(s.method), s.model.displayName());
}

// The report's own scenario first, then the pinned ones that differ from it.
QList<const Advice *> comparedAdvices(const Advice &a, const QList<Advice> &pinned)
{
    QList<const Advice *> columns{&a};
    for (const Advice &p : pinned)
        if (p.scenario != a.scenario)
            columns << &p;
    return columns;
}

ReportSection comparisonSection(const QList<const Advice *> &columns)
{
    ReportSection sec{ReportSectionId::Comparison, Text::tr("The scenarios compared"), true, {}};
    sec.blocks << ReportParagraph{Text::tr("The scenario of this report (#1) beside the ones pinned for comparison. Each is recommended on "
                                           "its own terms: its cheapest clean fit, by run for training and by year for inference.")};
    ReportTable t;
    t.header << QString();
    for (int i = 0; i < columns.size(); ++i)
        t.header << Text::tr("#%1 %2").arg(i + 1).arg(scenarioLabel(columns[i]->scenario));
    const int width = 80 / int(columns.size());
    t.widths << 20;
    for (int i = 0; i < columns.size(); ++i)
        t.widths << width;
    QStringList job{Text::tr("Job")}, budget{Text::tr("GPU memory per GPU")}, fits{Text::tr("Instances that fit")},
        rec{Text::tr("Recommended")}, year{Text::tr("Per year")}, run{Text::tr("One run")};
    for (const Advice *c : std::as_const(columns)) {
        job << summary(c->scenario);
        budget << gib(c->memory.budgetBytes);
        fits << Text::tr("%1 of %2").arg(c->fittingCount()).arg(c->instances.size());
        const int r = c->recommended();
        if (r >= 0) {
            const InstanceEvaluation &e = c->instances[r];
            rec << Text::tr("%1\n%2").arg(instanceLabel(*e.provider, *e.instance), e.gpusText(TextLength::Long));
            year << yearText(*c, e);
            run << (e.run.available ? Text::tr("%1 in %2").arg(runCostText(*c, e), hoursText(e.run.hours))
                                    : Text::tr("n/a", "not available"));
        } else {
            rec << (c->needs.isEmpty() ? Text::tr("nothing holds it")
                                       : Text::tr("none as configured; smallest: %1").arg(c->needs.constFirst().text()));
            year << Text::tr("n/a", "not available");
            run << Text::tr("n/a", "not available");
        }
    }
    t.rows = {job, budget, fits, rec, year, run};
    t.emphasis = {1};
    sec.blocks << t;

    ReportChart chart;
    for (int i = 0; i < columns.size(); ++i)
        chart.categories << Text::tr("#%1").arg(i + 1);
    for (int c = 0; c < kComponentCount; ++c)
        chart.series << displayName(ComponentId(c));
    for (const Advice *c : std::as_const(columns)) {
        QList<double> values;
        for (const MemoryComponent &m : c->memory.components)
            values << m.gib();
        chart.values << values;
    }
    chart.suffix = Text::tr(" GiB", "chart unit");
    chart.decimals = 1;
    sec.blocks << ReportHeading{Text::tr("GPU memory per GPU, by component (before headroom)")} << chart;
    return sec;
}

// ---- details -----------------------------------------------------------------------------------

ReportSection memorySection(const Advice &a)
{
    const Scenario &s = a.scenario;
    const MemoryBudget &b = a.memory;
    ReportSection sec{ReportSectionId::Memory, Text::tr("GPU memory budget"), true, {}};
    QStringList caption{Text::tr("needed on each of %n GPU(s): %1.", nullptr, s.gpus).arg(budgetArithmetic(b))};
    if (s.trainsExpertParallel())
        caption << Text::tr("Each GPU holds its share of the routed experts and the rest of the model whole (expert parallelism).");
    if (s.isTraining() && s.gpus > 1 && s.zero > 0)
        caption << (s.trainsExpertParallel() ? Text::tr("The GPUs share the optimizer states with ZeRO-%1.")
                                             : Text::tr("The GPUs share the training state with ZeRO-%1."))
                       .arg(s.zero);
    if (s.isTraining())
        caption << Text::tr("%1 of the %2 parameters are trained.").arg(formatParams(b.trainableParams), formatParams(s.model.params));
    if (b.hostRamBytes > 0)
        caption << Text::tr("Offloading adds %1 of host memory per GPU.").arg(gib(b.hostRamBytes));
    sec.blocks << ReportFigure{gib(b.budgetBytes), caption.join(QLatin1Char(' '))};

    ReportChart chart;
    chart.categories << Text::tr("per GPU");
    QList<double> values;
    for (const MemoryComponent &c : b.components) {
        chart.series << displayName(c.id);
        values << c.gib();
    }
    chart.values << values;
    chart.suffix = Text::tr(" GiB", "chart unit");
    chart.decimals = 1;
    sec.blocks << chart;

    // The model as its card would be checked against it: active and MTP parameters, attention
    // variants, the checkpoint's format and size, and whatever a reader of its config assumed.
    QStringList model;
    if (const QString details = modelDetails(s.model); !details.isEmpty())
        model << Text::tr("%1: %2.").arg(s.model.displayName(), details);
    if (s.model.checkpoint.isQuantised())
        model << (s.precision == checkpointPrecision(s.model.checkpoint)
                      ? Text::tr("Weights in the checkpoint's own format: %1.").arg(s.model.checkpoint.basis())
                      : Text::tr("The checkpoint is stored as %1; this job uses %2.")
                            .arg(s.model.checkpoint.basis(), displayName(s.precision)));
    if (s.model.files.isKnown())
        model << checkpointFilesText(s.model, b, s.gpus);
    for (const QString &assumed : s.model.assumptions)
        model << Text::tr("Assumed: %1.").arg(assumed);
    if (!model.isEmpty())
        sec.blocks << ReportParagraph{model.join(QLatin1Char(' '))};
    // Many terms share a source (the ZeRO paper, the QLoRA paper): each is listed once under the
    // table and the rows refer to it by number.
    ReportTable t;
    t.header = {Text::tr("Component"), Text::tr("GiB"), Text::tr("Share"), Text::tr("Formula"), Text::tr("Sources")};
    t.widths = {16, 7, 8, 60, 9};
    t.numericColumns = {1, 2};
    QStringList sources;
    for (const MemoryComponent &c : b.components) {
        if (c.bytes <= 0)
            continue;
        QStringList refs;
        for (const MemoryTerm &term : c.terms) {
            const QString source = termSource(term.term);
            if (!sources.contains(source))
                sources << source;
            const QString ref = QString::number(sources.indexOf(source) + 1);
            if (!refs.contains(ref))
                refs << ref;
        }
        t.rows << QStringList{displayName(c.id), formatGiB(c.bytes), Text::tr("%1%").arg(c.bytes / b.totalBytes * 100.0, 0, 'f', 0),
                              componentFormula(c), refs.join(Text::tr(", ", "list separator"))};
    }
    t.emphasis << int(t.rows.size()) << int(t.rows.size()) + 1;
    t.rows << QStringList{Text::tr("Total"), formatGiB(b.totalBytes), Text::tr("100%"), QString(), QString()}
           << QStringList{Text::tr("Budget"), formatGiB(b.budgetBytes), QString(),
                          Text::tr("total × (1 + %1% headroom), for fragmentation and peaks the estimate does not see")
                              .arg(b.headroom * 100.0, 0, 'f', 0),
                          QString()};
    sec.blocks << t;
    sec.blocks << sourceNotes(sources);
    // The framework the estimate models, what it changes and how close it came to measurements.
    if (s.isTraining()) {
        const StackProfile &stack = stackProfile(s.stack);
        QStringList lines{Text::tr("Framework: %1, %2.").arg(displayName(s.stack), QString::fromUtf8(stack.version))};
        lines << stackChangeTexts(s.stack, s.liger, s.packing, s.trainsExpertParallel());
        lines << stackAccuracyText(s.stack, s.trainsExpertParallel()) + QLatin1Char('.');
        sec.blocks << ReportParagraph{lines.join(QLatin1Char(' '))};
    }

    sec.blocks << ReportParagraph{Text::tr("What the engineers' tools will show at the peak: nvidia-smi about %1, PyTorch's "
                                           "max_memory_reserved %2 and max_memory_allocated %3.")
                                      .arg(gib(b.readings.nvidiaSmi), gib(b.readings.reserved), gib(b.readings.allocated)),
                                  ReportParagraph::Style::Note};
    return sec;
}

ReportSection instancesSection(const Advice &a, const QList<int> &rows)
{
    ReportSection sec{ReportSectionId::Instances, Text::tr("Recommended instances"), false, {}};
    const int flawed = a.fittingCount() - cleanFitCount(a);
    sec.blocks << ReportParagraph{
        Text::tr("%1 of the %2 instances in the catalog hold the job as configured; %3 of them without a critical "
                 "problem. Listed: the picks and the cheapest per year.")
            .arg(a.fittingCount())
            .arg(a.instances.size())
            .arg(cleanFitCount(a))};
    if (!rows.isEmpty()) {
        ReportTable t;
        t.header = {Text::tr("Instance"), Text::tr("GPUs"),     Text::tr("Usable per GPU"),
                    Text::tr("Per hour"), Text::tr("Per year"), headlineCostLabel(!a.scenario.isTraining(), TextLength::Long),
                    Text::tr("Run time"), Text::tr("Pick")};
        t.widths = {22, 17, 8, 9, 11, 9, 9, 15};
        t.numericColumns = {2, 3, 4, 5, 6};
        for (int i : rows) {
            const InstanceEvaluation &e = a.instances[i];
            if (i == a.recommended())
                t.emphasis << int(t.rows.size());
            t.rows << QStringList{instanceCell(e),
                                  e.gpusText(TextLength::Long),
                                  Text::tr("%1 GiB").arg(QString::number(e.gpu->usableGiB(), 'f', 1)),
                                  e.hasPrice() ? money(a.currency, e.hourly, e.annual.estimated, 2) : Text::tr("no price"),
                                  yearText(a, e),
                                  headlineCostCell(a, e),
                                  runTimeText(e.run),
                                  pickNames(e)};
        }
        sec.blocks << t;
        if (anyEstimated(a, rows))
            sec.blocks << estimatedNote();
    }
    if (flawed > 0)
        sec.blocks << ReportParagraph{
            Text::tr("%n more instance(s) hold the job in memory but carry a critical problem; they are never picked.", nullptr, flawed)};
    ReportTable definitions;
    definitions.widths = {16, 84};
    for (int p = 0; p < kPickCount; ++p)
        definitions.rows << QStringList{displayName(Pick(p)), pickCriterion(Pick(p))};
    sec.blocks << ReportHeading{Text::tr("What the picks mean")} << definitions
               << ReportParagraph{pickRule(), ReportParagraph::Style::Note};
    if (a.fittingCount() > 0 && !a.needs.isEmpty()) {
        sec.blocks << ReportHeading{Text::tr("How many GPUs each GPU model needs")}
                   << ReportParagraph{Text::tr("The smallest configuration of each GPU model that holds the job, fewest GPUs first.")}
                   << needsTable(a);
        if (needsUseZero(a))
            sec.blocks << zeroNote();
    }
    return sec;
}

ReportSection advisoriesSection(const Advice &a)
{
    const int row = focusRow(a);
    ReportSection sec{ReportSectionId::Advisories, advisoriesTitle(), false, {}};
    sec.blocks << ReportParagraph{row >= 0
                                      ? Text::tr("What will hold the job back on %1, and what to do about it, most serious first, with the "
                                                 "numbers each finding rests on and where its rule comes from.")
                                            .arg(instanceLabel(*a.instances[row].provider, *a.instances[row].instance))
                                      : Text::tr("What will hold the job back, and what to do about it, most serious first, with the "
                                                 "numbers each finding rests on and where its rule comes from.")};
    const QList<Advisory> list = advisoriesOf(a, row);
    if (list.isEmpty()) {
        sec.blocks << ReportParagraph{Text::tr("None: nothing in the job or the instance calls for attention.")};
        return sec;
    }
    ReportTable t;
    t.header = {Text::tr("Severity"), Text::tr("Finding and what to do"), Text::tr("Evidence"), Text::tr("Source")};
    t.widths = {9, 48, 37, 6};
    QStringList sources;
    for (const Advisory &adv : list) {
        if (adv.severity == Severity::Critical)
            t.emphasis << int(t.rows.size());
        if (!adv.source.isEmpty() && !sources.contains(adv.source))
            sources << adv.source;
        t.rows << QStringList{displayName(adv.severity), Text::tr("%1\n(rule %2)").arg(adv.message, adv.code), adv.evidence,
                              adv.source.isEmpty() ? QString() : QString::number(sources.indexOf(adv.source) + 1)};
    }
    sec.blocks << t << sourceNotes(sources);
    return sec;
}

// One part of a year, or "no price" where the catalog lacks the price (the total counts it as 0).
QString partText(const CurrencySettings &c, const AnnualCost &a, CostPart part)
{
    return priceMissing(a, part) ? Text::tr("no price") : c.format(costOf(a, part));
}

ReportSection annualCostSection(const Advice &a, const QList<int> &rows)
{
    const Scenario &s = a.scenario;
    const CurrencySettings &c = a.currency;
    ReportSection sec{ReportSectionId::AnnualCost, Text::tr("Cost per year"), false, {}};
    QList<int> priced;
    for (int i : rows)
        if (a.instances[i].hasPrice())
            priced << i;
    if (priced.isEmpty()) {
        sec.blocks << ReportParagraph{Text::tr("No instance that holds the job has a price in the catalog.")};
        return sec;
    }
    sec.blocks << ReportParagraph{Text::tr("In %1 for the instances above: the instance at the assumed usage, plus the cloud disk, the "
                                           "internet egress, the object storage and its requests.")
                                      .arg(c.display)};
    ReportChart chart;
    for (int p = 0; p < kCostPartCount; ++p)
        chart.series << displayName(CostPart(p));
    ReportTable t;
    t.header = {Text::tr("Instance")};
    for (int p = 0; p < kCostPartCount; ++p)
        t.header << displayName(CostPart(p));
    t.header << Text::tr("Total");
    t.widths = {31, 10, 10, 9, 11, 10, 19};
    t.numericColumns = {1, 2, 3, 4, 5, 6};
    for (int i : std::as_const(priced)) {
        const InstanceEvaluation &e = a.instances[i];
        chart.categories << Text::tr("%1 %2").arg(e.providerName(), e.instance->type);
        QList<double> values;
        QStringList cells{instanceLabel(*e.provider, *e.instance)};
        for (int p = 0; p < kCostPartCount; ++p) {
            values << costOf(e.annual, CostPart(p));
            cells << partText(c, e.annual, CostPart(p));
        }
        chart.values << values;
        cells << money(c, e.annual.total(), e.annual.estimated);
        if (i == a.recommended())
            t.emphasis << int(t.rows.size());
        t.rows << cells;
    }
    chart.prefix = c.symbol();
    sec.blocks << chart << t;
    if (anyEstimated(a, priced))
        sec.blocks << estimatedNote();

    const int row = focusRow(a);
    if (row >= 0 && a.instances[row].hasPrice()) {
        const InstanceEvaluation &e = a.instances[row];
        ReportTable parts;
        parts.header = {Text::tr("Part"), Text::tr("Per year"), Text::tr("How it is computed")};
        parts.widths = {18, 14, 68};
        parts.numericColumns = {1};
        for (int p = 0; p < kCostPartCount; ++p)
            parts.rows << QStringList{displayName(CostPart(p)), partText(c, e.annual, CostPart(p)), a.costFormula(e, CostPart(p))};
        parts.emphasis << int(parts.rows.size());
        parts.rows << QStringList{Text::tr("Total"), money(c, e.annual.total(), e.annual.estimated), QString()};
        sec.blocks << ReportHeading{Text::tr("How the year of %1 adds up").arg(instanceLabel(*e.provider, *e.instance))} << parts;
        if (e.annual.hidden() > 0 && s.usage.billing != Billing::OnDemand)
            sec.blocks << ReportParagraph{Text::tr("Disk, traffic and storage are billed by use whatever the billing of the instance."),
                                          ReportParagraph::Style::Note};
    }
    return sec;
}

ReportSection runSection(const Advice &a)
{
    const Scenario &s = a.scenario;
    ReportSection sec{ReportSectionId::Run, Text::tr("Time and cost of one run"), false, {}};
    // The recommended instance, or the smallest configuration when nothing holds the job as configured.
    const int row = focusRow(a);
    const RunEstimate *run = nullptr;
    const GpuSpec *gpu = nullptr;
    int gpus = 1;
    QString where, cost;
    if (row >= 0) {
        const InstanceEvaluation &e = a.instances[row];
        run = &e.run;
        gpu = e.gpu;
        gpus = e.gpus;
        where = Text::tr("%1, %2").arg(instanceLabel(*e.provider, *e.instance), e.gpusText(TextLength::Long));
        cost = runCostText(a, e);
    } else if (!a.needs.isEmpty()) {
        const GpuNeed &n = a.needs.constFirst();
        run = &n.run;
        gpu = n.gpu;
        gpus = n.gpus;
        where = n.text();
        cost = n.priced && n.run.available ? a.currency.format(n.run.cost) : Text::tr("n/a", "not available");
    }
    if (!run) {
        sec.blocks << ReportParagraph{Text::tr("No configuration holds the job, so no run can be estimated.")};
        return sec;
    }
    ReportTable t;
    t.widths = {24, 76};
    t.rows << QStringList{Text::tr("On"), where} << QStringList{Text::tr("Work"), tokensText(s)};
    if (run->available) {
        t.rows << QStringList{Text::tr("GPU speed"),
                              Text::tr("%1 dense TFLOPS per GPU in %2, of which the job uses %3 (model FLOPs utilisation)")
                                  .arg(run->tflopsPerGpu)
                                  .arg(displayName(s.precision), QString::number(run->mfu, 'f', 2))};
        if (gpus > 1 && s.generatesInProcess()) // GPUs that take their layers in turn
            t.rows << QStringList{Text::tr("Scaling"), scalingFormula(run->scaling, s, gpus)};
        else if (gpus > 1)
            t.rows << QStringList{Text::tr("Scaling"),
                                  Text::tr("%1% of a linear speed-up over %2: %3")
                                      .arg(run->scaling.efficiency * 100.0, 0, 'f', 0)
                                      .arg(displayName(run->scaling.link), scalingFormula(run->scaling, s, gpus))};
        t.emphasis << int(t.rows.size()) << int(t.rows.size()) + 1;
        t.rows << QStringList{Text::tr("Run time"), hoursText(run->hours)} << QStringList{Text::tr("Run cost"), cost};
    }
    t.rows << QStringList{Text::tr("Formula"), runFormula(*run, s, *gpu, gpus)} << QStringList{Text::tr("Sources"), runSource(s, *gpu)};
    sec.blocks << t;
    // What the run time holds: the reading of the data when it is the longer, else the computation.
    const QString counted = run->dataBound()
        ? Text::tr("Reading the data takes longer than the computation here, so the run time is the reading time (the formula "
                   "above); evaluation, checkpoints and restarts after a failure add to it.")
        : run->dataHours > 0 ? Text::tr("The run time counts the computation, which takes longer than reading the data alongside it; "
                                        "evaluation, checkpoints and restarts after a failure add to it.")
                             : Text::tr("The run time counts the computation only: loading data, evaluation, checkpoints and "
                                        "restarts after a failure add to it.");
    sec.blocks << ReportParagraph{counted, ReportParagraph::Style::Note};
    return sec;
}

// A service in place of a run: what the engine will print on the recommended instance, the
// replicas and speed the workload gets there, and the command that starts it (DESIGN.md §9).
ReportSection servingSection(const Advice &a)
{
    const Scenario &s = a.scenario;
    ReportSection sec{ReportSectionId::Run, Text::tr("Serving: the engine on the recommended instance"), false, {}};
    const int row = focusRow(a);
    if (row < 0 || !a.instances[row].capacity) {
        sec.blocks << ReportParagraph{Text::tr("No instance starts %1 for this workload.").arg(displayName(s.serving.engine))};
        return sec;
    }
    const InstanceEvaluation &e = a.instances[row];
    const ServingCapacity &c = *e.capacity;
    const ServingPerformance &p = e.serving();
    const auto gib = [](double bytes) { return Text::tr("%1 GiB").arg(formatGiB(bytes)); };
    ReportTable t;
    t.widths = {30, 70};
    t.rows
        << QStringList{Text::tr("On"),
                       Text::tr("%1, %2 per replica (%3)").arg(instanceLabel(*e.provider, *e.instance), e.gpu->name, parallelLayoutText(c))}
        << QStringList{Text::tr("Workload"),
                       Text::tr("%1 simultaneous requests of %2 input and %3 output tokens")
                           .arg(s.serving.concurrency)
                           .arg(s.serving.inputTokens)
                           .arg(s.serving.outputTokens)}
        << QStringList{Text::tr("Memory share"),
                       QStringLiteral("%1 × %2").arg(QString::number(c.utilization, 'g', 3), gib(c.gpuTotalBytes))}
        << QStringList{Text::tr("Weights · activation peak · outside PyTorch"),
                       QStringLiteral("%1 · %2 · %3").arg(gib(c.weightsBytes), gib(c.activationBytes), gib(c.nonTorchBytes))}
        << QStringList{Text::tr("KV cache"),
                       Text::tr("%1, %2 tokens; %3× requests of %4 tokens")
                           .arg(gib(c.kvCacheBytes), formatCount(c.kvTokens), QString::number(c.maxConcurrency, 'f', 2),
                                formatCount(c.maxModelLen))}
        << QStringList{Text::tr("nvidia-smi will show"), gib(c.nvidiaSmiBytes)};
    if (p.available) {
        t.emphasis << int(t.rows.size()) << int(t.rows.size()) + 1 << int(t.rows.size()) + 2;
        t.rows << QStringList{Text::tr("Replicas"),
                              Text::tr("%1 × %2 GPU(s), %3 requests each, on %4 instance(s)")
                                  .arg(p.replicas)
                                  .arg(c.tp)
                                  .arg(p.perReplica)
                                  .arg(p.instances)}
               << QStringList{Text::tr("Latency and speed"),
                              Text::tr("TTFT %1 ms · TPOT %2 ms · %3 output tokens/s")
                                  .arg(formatDecimal(p.ttftMs, 0), formatDecimal(p.tpotMs, 1), formatWhole(p.decodeTokensPerSecond))}
               << QStringList{headlineCostLabel(true, TextLength::Long), e.headlineCostText(a.currency)};
        t.rows << QStringList{Text::tr("Formula"), servingSpeedFormula(p, s)};
    }
    t.rows << QStringList{Text::tr("Launch"), launchCommand(s, c)}
           << QStringList{Text::tr("Sources"), servingCapacitySource(c.engine) + QLatin1Char(' ') + servingSpeedSource()};
    sec.blocks << t;
    sec.blocks << ReportParagraph{Text::tr("Speeds assume steady load at the stated concurrency; bursts queue, and long prompts raise "
                                           "the time to first token of the requests behind them."),
                                  ReportParagraph::Style::Note};
    return sec;
}

QString originText(const ModelSpec &m)
{
    switch (m.origin) {
    case ModelOrigin::Preset: return Text::tr("the published architecture");
    case ModelOrigin::Config: return Text::tr("its config.json");
    case ModelOrigin::Params: return Text::tr("the shape inferred from the parameter count");
    }
    return {};
}

ReportSection assumptionsSection(const Advice &a)
{
    const Scenario &s = a.scenario;
    const Usage &u = s.usage;
    ReportSection sec{ReportSectionId::Assumptions, Text::tr("Assumptions"), false, {}};
    ReportTable t;
    t.widths = {24, 76};
    t.rows
        << QStringList{Text::tr("Model"),
                       Text::tr("%1, %2 parameters, from %3").arg(s.model.displayName(), formatParams(s.model.params), originText(s.model))}
        << QStringList{Text::tr("Job"), summary(s)}
        << QStringList{Text::tr("Headroom"), Text::tr("%1% on top of the estimated GPU memory").arg(s.headroom * 100.0, 0, 'f', 0)}
        << QStringList{Text::tr("Usage"),
                       Text::tr("%1 hours a day, %2 days a year")
                           .arg(QString::number(u.hoursPerDay, 'g', 3), QString::number(u.daysPerYear, 'g', 3))}
        << QStringList{Text::tr("Billing"), displayName(u.billing)};
    if (s.isTraining())
        t.rows << QStringList{Text::tr("Training data"),
                              Text::tr("%1; %2 GB kept in object storage (%3 class), read from: %4")
                                  .arg(tokensText(s), QString::number(u.datasetGb, 'g', 4), displayName(u.storageClass).toLower(),
                                       displayName(u.dataSource))};
    else
        t.rows << QStringList{Text::tr("Work"), tokensText(s)};
    t.rows << QStringList{Text::tr("Storage"),
                          Text::tr("%1 GB cloud disk per instance; %2 checkpoint(s) of %3 GB kept in object storage")
                              .arg(QString::number(u.diskGb, 'g', 4), QString::number(u.checkpointsKept, 'g', 3),
                                   QString::number(a.checkpointGb, 'f', 1))}
           << QStringList{Text::tr("Traffic"),
                          Text::tr("%1 GB internet egress a day, billed %2; %3 object storage reads a day")
                              .arg(QString::number(u.egressGbPerDay, 'g', 4),
                                   u.egressBilling == EgressBilling::Traffic
                                       ? Text::tr("by traffic")
                                       : Text::tr("as a fixed %1 Mbps bandwidth where the provider offers it, else by traffic")
                                             .arg(formatWhole(bandwidthCapMbps(u))),
                                   formatWhole(u.getRequestsPerDay))}
           << QStringList{Text::tr("Currency"),
                          Text::tr("%1; exchange rate 1 USD = %2 CNY").arg(a.currency.display).arg(a.currency.cnyPerUsd)};
    const int row = focusRow(a);
    const GpuSpec *gpu = row >= 0 ? a.instances[row].gpu : a.needs.isEmpty() ? nullptr : a.needs.constFirst().gpu;
    if (u.mfu > 0)
        t.rows << QStringList{Text::tr("Utilisation"), Text::tr("%1 of each GPU's peak, as set").arg(QString::number(u.mfu, 'f', 2))};
    else if (gpu)
        t.rows << QStringList{
            Text::tr("Utilisation"),
            Text::tr("per GPU generation, from published runs: %1 for the %2").arg(QString::number(mfuFor(s, *gpu), 'f', 2), gpu->name)};
    sec.blocks << t;
    return sec;
}

ReportSection catalogSection(const Advice &a, const QList<int> &rows)
{
    const Catalog &c = *a.catalog;
    ReportSection sec{ReportSectionId::Catalog, catalogTitle(), false, {}};
    sec.blocks << ReportParagraph{
        Text::tr("Catalog %1; its newest figure is from %2. Prices change: check the dates below before you commit.")
            .arg(c.version, c.asOf)};
    QStringList providers;
    for (int i : rows)
        if (!providers.contains(a.instances[i].instance->provider))
            providers << a.instances[i].instance->provider;
    for (const GpuNeed &n : a.needs.mid(0, kNeedsShown))
        if (!providers.contains(n.provider->id))
            providers << n.provider->id;
    ReportTable t;
    t.header = {Text::tr("Provider"), Text::tr("Prices as of"), Text::tr("Source of the prices")};
    t.widths = {18, 14, 68};
    for (const QString &id : std::as_const(providers))
        if (const Provider *p = c.provider(id))
            t.rows << QStringList{p->name, p->asOf, p->source};
    if (!t.rows.isEmpty())
        sec.blocks << t;
    // What "(est.)" rests on: the instance's own price, or its region's storage and traffic prices.
    ReportList estimated;
    for (int i : rows) {
        const InstanceEvaluation &e = a.instances[i];
        if (e.instance->priceEstimated)
            estimated.items << Text::tr("%1: %2").arg(instanceLabel(*e.provider, *e.instance), e.instance->priceBasis);
        if (e.components && e.components->estimated) {
            // "*" is the catalog's every-region row: the provider's name says it.
            const QString item = e.components->region == QLatin1String("*")
                ? Text::tr("Storage and traffic prices of %1: %2").arg(e.providerName(), e.components->basis)
                : Text::tr("Storage and traffic prices of %1 (%2): %3").arg(e.providerName(), e.components->region, e.components->basis);
            if (!estimated.items.contains(item))
                estimated.items << item;
        }
    }
    if (!estimated.items.isEmpty())
        sec.blocks << ReportHeading{Text::tr("Estimated prices")} << estimated;
    else
        sec.blocks << ReportParagraph{Text::tr("Every price shown is one its provider publishes.")};
    return sec;
}

QString blockText(const ReportBlock &block)
{
    return std::visit(
        [](const auto &b) -> QString {
            using T = std::decay_t<decltype(b)>;
            if constexpr (std::is_same_v<T, ReportParagraph> || std::is_same_v<T, ReportHeading>)
                return b.text;
            else if constexpr (std::is_same_v<T, ReportFigure>)
                return b.value + QLatin1Char(' ') + b.caption;
            else if constexpr (std::is_same_v<T, ReportList>)
                return b.items.join(QLatin1Char('\n'));
            else if constexpr (std::is_same_v<T, ReportTable>) {
                QStringList lines{b.header.join(QStringLiteral(" | "))};
                for (const QStringList &r : b.rows)
                    lines << r.join(QStringLiteral(" | "));
                return lines.join(QLatin1Char('\n'));
            } else
                return b.categories.join(QStringLiteral(" | ")) + QLatin1Char('\n') + b.series.join(QStringLiteral(" | "));
        },
        block);
}

} // namespace

const ReportSection *ReportData::section(ReportSectionId id) const
{
    const auto it = std::find_if(sections.cbegin(), sections.cend(), [id](const ReportSection &s) { return s.id == id; });
    return it == sections.cend() ? nullptr : &*it;
}

QString ReportData::plainText() const
{
    QStringList lines{title, header, headerDetails};
    for (const ReportSection &s : sections) {
        lines << s.title;
        for (const ReportBlock &b : s.blocks)
            lines << blockText(b);
    }
    return lines.join(QLatin1Char('\n'));
}

ReportData reportData(const Advice &advice, const QList<Advice> &pinned, const ReportOptions &options)
{
    ReportData r;
    const QString job = jobText(advice.scenario);
    r.title = Text::tr("What to rent for %1").arg(job);
    r.header = Text::tr("GPU Advisor report");
    r.headerDetails = Text::tr("%1 · catalog %2 (prices as of %3)")
                          .arg(options.date.toString(Qt::ISODate), advice.catalog->version, advice.catalog->asOf);
    r.pageTemplate = Text::tr("Page %1 of %2");
    r.locale = QLocale();
    const QList<int> rows = shownRows(advice, options.topInstances);
    r.sections << decisionSection(advice, r.title) << preflightSection(advice);
    if (const QList<const Advice *> compared = comparedAdvices(advice, pinned); compared.size() > 1)
        r.sections << comparisonSection(compared);
    r.sections << memorySection(advice) << instancesSection(advice, rows) << advisoriesSection(advice) << annualCostSection(advice, rows)
               << (advice.scenario.isServing() ? servingSection(advice) : runSection(advice)) << assumptionsSection(advice)
               << catalogSection(advice, rows);
    return r;
}

} // namespace ga
