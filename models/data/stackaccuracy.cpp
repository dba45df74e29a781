#include "data/stackaccuracy.h"

#include "base/format.h"
#include "base/jsonutil.h"
#include "core/stacks.h"
#include "data/bundledresource.h"

#include <QCoreApplication>
#include <QFile>

#include <cmath>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::StackAccuracy)
};

} // namespace

const StackAccuracy *StackAccuracyTable::find(Stack s) const
{
    for (const StackAccuracy &a : stacks)
        if (a.stack == s)
            return &a;
    return nullptr;
}

Expected<StackAccuracyTable> StackAccuracyTable::fromJsonText(const QByteArray &text)
{
    const auto parsed = json::parse(text);
    if (const auto *err = std::get_if<QString>(&parsed))
        return FieldError{QStringLiteral("stacks.json"), *err};
    const auto &root = std::get<nlohmann::json>(parsed);
    if (!root.is_object() || !root.contains("stacks") || !root["stacks"].is_array())
        return FieldError{QStringLiteral("stacks"), Text::tr("must be an array of frameworks")};
    StackAccuracyTable table;
    table.asOf = json::qstr(root.value("as_of", nlohmann::json()));
    const auto &list = root["stacks"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        const auto &j = list[i];
        const QString where = QStringLiteral("stacks[%1]").arg(i);
        if (!j.is_object())
            return FieldError{where, Text::tr("must be an object")};
        StackAccuracy a;
        const auto stack = stackFromId(json::qstr(j.value("stack", nlohmann::json())));
        if (!stack)
            return FieldError{where + QStringLiteral(".stack"), Text::tr("must be one of %1").arg(stackIds().join(QStringLiteral(", ")))};
        a.stack = *stack;
        const auto cases = json::wholeNumber(j.value("cases", nlohmann::json()), 1, 1'000'000);
        if (!cases)
            return FieldError{where + QStringLiteral(".cases"), Text::tr("must be a whole number of at least 1")};
        a.cases = int(*cases);
        for (const char *key : {"median_abs_error", "median_signed_error"}) {
            const auto v = j.value(key, nlohmann::json());
            if (!v.is_number() || !std::isfinite(v.get<double>()) || std::abs(v.get<double>()) > 100.0)
                return FieldError{where + QLatin1Char('.') + QLatin1String(key), Text::tr("must be a share between -100 and 100")};
            (qstrcmp(key, "median_abs_error") == 0 ? a.medianAbsError : a.medianSignedError) = v.get<double>();
        }
        for (const auto &src : j.value("sources", nlohmann::json::array()))
            a.sources << json::qstr(src);
        table.stacks << a;
    }
    return table;
}

const StackAccuracyTable &StackAccuracyTable::bundled()
{
    static const StackAccuracyTable table = loadBundled<StackAccuracyTable>(QStringLiteral(":/accuracy/stacks.json"), "accuracy figures");
    return table;
}

QString stackAccuracyText(Stack s, bool expertParallel)
{
    if (const ExpertParallelProfile &ep = stackProfile(s).expertParallel; expertParallel && ep.offered())
        return Text::tr("%1 with expert parallelism (%2): no published measurement checked yet; modelled from Megatron-LM's "
                        "memory formula")
            .arg(displayName(s), QString::fromUtf8(ep.launcher));
    const StackAccuracy *a = StackAccuracyTable::bundled().find(s);
    if (!a && s == Stack::HfTrainer)
        return Text::tr("%1: the stack the estimate is calibrated on, each published source held out of the fit").arg(displayName(s));
    if (!a)
        return Text::tr("%1: no published measurement checked yet; modelled from its code").arg(displayName(s));
    const double signedPct = a->medianSignedError * 100.0;
    const QString lean = std::abs(signedPct) < 0.5 ? Text::tr("no lean either way")
        : signedPct < 0                            ? Text::tr("estimate %1% low").arg(formatDecimal(-signedPct, 0))
                                                   : Text::tr("estimate %1% high").arg(formatDecimal(signedPct, 0));
    return Text::tr("%1: median error %2% (%3) on %n published measurement(s) it was never fitted to", nullptr, a->cases)
        .arg(displayName(s), formatDecimal(a->medianAbsError * 100.0, 0), lean);
}

QStringList stackChangeTexts(Stack s, bool liger, bool packing, bool expertParallel)
{
    const StackProfile &p = stackProfile(s);
    QStringList out = p.changeTexts();
    if (liger && p.offersLiger())
        out << Text::tr("Liger kernels on (%1): the output layer and the loss are fused.").arg(QString::fromUtf8(p.ligerSwitch));
    if (packing && p.packing.offered())
        out << Text::tr("Packing on (%1): every row is a full sequence of samples, so no step computes padding.")
                   .arg(QString::fromUtf8(p.packing.setting));
    if (expertParallel && p.expertParallel.offered())
        out << Text::tr("Expert parallelism on (%1): each GPU holds its share of the routed experts with their fp32 gradients and "
                        "states, and the rest of the model whole.")
                   .arg(p.expertParallel.command(QStringLiteral("N")));
    return out;
}

QString stackTooltip(Stack s, bool liger, bool packing, bool expertParallel)
{
    const StackProfile &p = stackProfile(s);
    QStringList lines = stackChangeTexts(s, liger, packing, expertParallel);
    if (lines.isEmpty())
        lines << assumedStackText();
    QString items;
    for (const QString &l : std::as_const(lines))
        items += QStringLiteral("<li>") + l.toHtmlEscaped() + QStringLiteral("</li>");
    return QStringLiteral("<p><b>%1</b>, %2</p><ul>%3</ul><p>%4</p><p>%5</p>")
        .arg(displayName(s).toHtmlEscaped(), QString::fromUtf8(p.version).toHtmlEscaped(), items,
             stackAccuracyText(s, expertParallel).toHtmlEscaped(), Text::tr("Source: %1").arg(p.sourceText()).toHtmlEscaped());
}

} // namespace ga
