#include "itemmodels/instancesmodel.h"

#include "base/format.h"
#include "core/providers.h"

#include <algorithm>
#include <utility>

namespace ga {

namespace {

constexpr quintptr kTierId = 0;

QString fitGlyph(FitState f)
{
    switch (f) {
    case FitState::Clean: return QStringLiteral("✔");
    case FitState::Flawed: return QStringLiteral("⚠");
    case FitState::WithSuggestion: return QStringLiteral("◐");
    case FitState::None: return QStringLiteral("✖");
    }
    return {};
}

// Milliseconds for a narrow cell: "12.3" under 100, "456" and "8,800" above.
QString formatServingMs(double ms)
{
    return ms < 100 ? QString::number(ms, 'f', 1) : formatWhole(ms);
}

// The columns whose cells read differently under `b` than under `a` (bit i = column i). A
// change that recolours the row (fit, pick, severity) changes them all.
quint32 changedColumns(const InstanceEvaluation &a, const InstanceEvaluation &b)
{
    using M = InstancesModel;
    if (a.fits != b.fits || a.suggestion != b.suggestion || a.picks != b.picks || a.worstSeverity() != b.worstSeverity())
        return (1u << M::ColumnCount) - 1;
    quint32 mask = 0;
    const auto mark = [&mask](int column, bool changed) { mask |= changed ? 1u << column : 0u; };
    mark(M::GpuCountColumn, a.gpus != b.gpus || a.nodes != b.nodes || a.idleGpus != b.idleGpus);
    mark(M::ScalingColumn, a.run.available != b.run.available || a.run.scaling.efficiency != b.run.scaling.efficiency);
    mark(M::NeedColumn, a.memory->budgetBytes != b.memory->budgetBytes);
    mark(M::HourlyColumn, a.hasPrice() != b.hasPrice() || a.hourly != b.hourly);
    mark(M::AnnualColumn,
         a.hasPrice() != b.hasPrice() || a.annual.total() != b.annual.total() || a.annual.estimated != b.annual.estimated ||
             a.priceStale != b.priceStale);
    const ServingPerformance &x = a.serving(), &y = b.serving();
    mark(M::ReplicasColumn, x.available != y.available || x.replicas != y.replicas || x.perReplica != y.perReplica);
    mark(M::TtftColumn, x.available != y.available || x.ttftMs != y.ttftMs);
    mark(M::TpotColumn, x.available != y.available || x.tpotMs != y.tpotMs);
    mark(M::TokensColumn, x.available != y.available || x.decodeTokensPerSecond != y.decodeTokensPerSecond);
    mark(M::RunHoursColumn, a.run.available != b.run.available || a.run.hours != b.run.hours);
    mark(M::RunCostColumn,
         a.hasPrice() != b.hasPrice() || a.run.available != b.run.available || a.run.cost != b.run.cost || a.run.tokens != b.run.tokens);
    mark(M::AdvisoriesColumn, !(a.flags == b.flags));
    return mask;
}

} // namespace

// One glyph per pick, so a row with every pick still fits a narrow column; the cell's tooltip
// and the column's header name them.
QString pickGlyph(Pick p, const CurrencySettings &currency)
{
    switch (p) {
    case Pick::CheapestYear: return currency.symbol();
    case Pick::CheapestRun: return QStringLiteral("▶");
    case Pick::Fastest: return QStringLiteral("⚡");
    case Pick::BestValue: return QStringLiteral("★");
    case Pick::Count: break;
    }
    return {};
}

InstancesModel::InstancesModel(QObject *parent) : QAbstractItemModel(parent) {}

void InstancesModel::setAdvice(const Advice &advice)
{
    // Group by tier, instances within a tier by key: the row structure depends only on which
    // instances the catalog holds, not on prices or fits.
    QList<QString> keys;
    keys.reserve(advice.instances.size());
    for (const InstanceEvaluation &e : advice.instances)
        keys << e.key();
    QList<Group> groups;
    for (int i = 0; i < advice.instances.size(); ++i) {
        const GpuTier tier = advice.instances[i].tier;
        auto it = std::find_if(groups.begin(), groups.end(), [tier](const Group &g) { return g.tier == tier; });
        if (it == groups.end()) {
            groups.append({tier, {}});
            it = groups.end() - 1;
        }
        it->rows.append(i);
    }
    std::sort(groups.begin(), groups.end(), [](const Group &a, const Group &b) { return a.tier < b.tier; });
    for (Group &g : groups)
        std::sort(g.rows.begin(), g.rows.end(), [&keys](int a, int b) { return keys[a] < keys[b]; });

    bool sameShape = groups.size() == m_groups.size();
    for (int g = 0; sameShape && g < groups.size(); ++g) {
        sameShape = groups[g].tier == m_groups[g].tier && groups[g].rows.size() == m_groups[g].rows.size();
        for (int r = 0; sameShape && r < groups[g].rows.size(); ++r)
            sameShape = advice.instances[groups[g].rows[r]].instance == m_advice.instances[m_groups[g].rows[r]].instance;
    }
    // Texts that every row shows differently: prices in another currency, serving or training.
    const bool wording =
        advice.scenario.isTraining() != m_advice.scenario.isTraining() || advice.currency.display != m_advice.currency.display;
    // Other providers: the names the view's elastic columns share the width for are others.
    QStringList providers;
    if (advice.catalog)
        for (const Provider &p : advice.catalog->providers)
            providers << p.id;
    const bool headersChanged = wording || providers != m_providers;
    m_providers = providers;
    if (!sameShape) {
        beginResetModel();
        m_advice = advice;
        m_groups = groups;
        endResetModel();
    } else {
        // Only the cells that read differently: the view repaints those alone, and the proxy
        // re-sorts only when the sort column changed.
        const Advice previous = std::exchange(m_advice, advice);
        const QList<Group> before = std::exchange(m_groups, groups);
        for (int g = 0; g < m_groups.size(); ++g) {
            const QModelIndex parent = index(g, 0);
            const QList<int> &rows = m_groups[g].rows;
            QList<quint32> masks(rows.size());
            for (int r = 0; r < rows.size(); ++r)
                masks[r] = wording ? ~0u : changedColumns(previous.instances[before[g].rows[r]], m_advice.instances[rows[r]]);
            // Per column, the runs of rows that changed; adjacent columns with the same runs go
            // out together.
            const auto runs = [&masks](int column) {
                QList<std::pair<int, int>> out;
                for (int r = 0; r < masks.size(); ++r)
                    if (masks[r] & (1u << column)) {
                        if (!out.isEmpty() && out.constLast().second == r - 1)
                            out.last().second = r;
                        else
                            out.append({r, r});
                    }
                return out;
            };
            bool tierChanged = false;
            for (int c = 0; c < ColumnCount;) {
                const auto these = runs(c);
                int last = c;
                while (last + 1 < ColumnCount && runs(last + 1) == these)
                    ++last;
                for (const auto &[first, end] : these)
                    Q_EMIT dataChanged(index(first, c, parent), index(end, last, parent));
                tierChanged = tierChanged || (!these.isEmpty() && (c <= FitColumn || (c <= AnnualColumn && last >= AnnualColumn)));
                c = last + 1;
            }
            // The tier row's counts and cheapest fit (which also orders the tiers).
            if (tierChanged)
                Q_EMIT dataChanged(parent, index(g, ColumnCount - 1));
        }
    }
    if (headersChanged)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

const InstanceEvaluation *InstancesModel::evaluation(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kTierId)
        return nullptr;
    const Group &g = m_groups.at(int(index.internalId() - 1));
    return &m_advice.instances.at(g.rows.at(index.row()));
}

QModelIndex InstancesModel::indexForKey(const QString &key) const
{
    for (int g = 0; g < m_groups.size(); ++g)
        for (int r = 0; r < m_groups[g].rows.size(); ++r)
            if (m_advice.instances[m_groups[g].rows[r]].key() == key)
                return index(r, 0, index(g, 0));
    return {};
}

QModelIndex InstancesModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_groups.size() ? createIndex(row, column, kTierId) : QModelIndex();
    if (parent.internalId() != kTierId || parent.row() >= m_groups.size() || row >= m_groups[parent.row()].rows.size())
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex InstancesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTierId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kTierId);
}

int InstancesModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == kTierId && parent.column() == 0)
        return int(m_groups.at(parent.row()).rows.size());
    return 0;
}

int InstancesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

Qt::ItemFlags InstancesModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant InstancesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kTierId)
        return tierData(index.row(), index.column(), role);
    const InstanceEvaluation *e = evaluation(index);
    if (role == EvaluationRole)
        return m_groups.at(int(index.internalId() - 1)).rows.at(index.row());
    return instanceData(*e, index.column(), role);
}

void InstancesModel::TierSummary::add(const InstanceEvaluation &e)
{
    ++shown;
    if (e.fitState() == FitState::Flawed)
        ++flawed;
    if (e.fitState() != FitState::Clean)
        return;
    ++fitting;
    if (e.hasPrice() && (cheapest < 0 || e.annual.total() < cheapest))
        cheapest = e.annual.total();
}

QString InstancesModel::tierText(GpuTier tier, const TierSummary &summary, int hidden) const
{
    // An instance that fits with a critical problem is no answer: counted apart, as the picks treat it.
    QString text = tr("%1 — %2 of %3 fit").arg(tierName(tier)).arg(summary.fitting).arg(summary.shown);
    if (summary.flawed > 0)
        text += tr(", %n more with a critical problem", nullptr, summary.flawed);
    if (summary.cheapest >= 0)
        text += tr(", from %1 per year").arg(m_advice.currency.format(summary.cheapest));
    if (hidden > 0)
        text += tr(" · %n more hidden by the filters", nullptr, hidden);
    return text;
}

QVariant InstancesModel::tierData(int group, int column, int role) const
{
    const Group &g = m_groups.at(group);
    const auto summary = [&] {
        TierSummary s;
        for (int i : g.rows)
            s.add(m_advice.instances[i]);
        return s;
    };
    switch (role) {
    case Qt::DisplayRole:
        if (column == FitColumn)
            return tierText(g.tier, summary(), 0);
        return {};
    case IsTierRole: return true;
    case TierRole: return int(g.tier);
    case RawValueRole: { // tiers sort by their cheapest fit
        const double cheapest = summary().cheapest;
        return cheapest >= 0 ? cheapest : 1e300;
    }
    }
    return {};
}

QVariant InstancesModel::instanceData(const InstanceEvaluation &e, int column, int role) const
{
    const Instance &in = *e.instance;
    switch (role) {
    case Qt::DisplayRole: return displayData(e, column);
    case ExportRole: return exportData(e, column);
    case Qt::ToolTipRole: return toolTipData(e, column);
    case RawValueRole:
        switch (column) {
        case FitColumn: return int(e.fitState()); // ranked best last
        case PickColumn: return qPopulationCount(e.picks);
        case ProviderColumn: return e.providerName();
        case InstanceColumn: return in.type;
        case RegionColumn: return in.region;
        case GpuColumn: return e.gpu->name;
        case GpuCountColumn: return e.gpus + e.idleGpus;
        case ScalingColumn: return e.run.available ? e.run.scaling.efficiency : 0.0;
        case VramColumn: return e.gpu->usableGiB();
        case NeedColumn: return e.memory->budgetBytes;
        case VcpuColumn: return in.vcpu.value_or(0);
        case RamColumn: return in.ramGib.value_or(0);
        // Unpriced instances sort after every priced one.
        case HourlyColumn: return e.hasPrice() ? e.hourly : 1e300;
        case AnnualColumn: return e.hasPrice() ? e.annual.total() : 1e300;
        // Rows without a serving figure sort after every row with one.
        case ReplicasColumn: return e.serving().available ? e.serving().replicas : 1 << 30;
        case TtftColumn: return e.serving().available ? e.serving().ttftMs : 1e300;
        case TpotColumn: return e.serving().available ? e.serving().tpotMs : 1e300;
        case TokensColumn: return e.serving().available ? e.serving().decodeTokensPerSecond : 0.0;
        case RunHoursColumn: return e.run.available ? e.run.hours : 1e300;
        case RunCostColumn: return e.headlineCost().value_or(1e300);
        case AdvisoriesColumn: return e.worstSeverity() * 1000 + e.flags.count();
        }
        break;
    case Qt::TextAlignmentRole:
        if (column >= GpuCountColumn && column <= RunCostColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (column == FitColumn || column == PickColumn)
            return QVariant(Qt::AlignCenter);
        break;
    case KeyRole: return in.key();
    case ProviderIdRole: return in.provider;
    case RegionRole: return in.region;
    case GpuIdRole: return in.gpuId;
    case FitsRole: return e.fits;
    case FitsWithSuggestionRole: return e.fitsWithSuggestion();
    case SeverityRole: return e.worstSeverity();
    case PriceStaleRole: return e.priceStale;
    case TierRole: return int(e.tier);
    case IsTierRole: return false;
    case PickRole: return picksOf(e, [](Pick p) { return toId(p); }).join(QLatin1Char(' '));
    }
    return {};
}

QVariant InstancesModel::displayData(const InstanceEvaluation &e, int column) const
{
    const Instance &in = *e.instance;
    const CurrencySettings &cur = m_advice.currency;
    const QString none = tr("n/a", "no price or figure");
    switch (column) {
    case FitColumn: return fitGlyph(e.fitState());
    case PickColumn: return picksOf(e, [&cur](Pick p) { return pickGlyph(p, cur); }).join(QString());
    case ProviderColumn: return shortProviderName(in.provider, e.provider->name);
    case InstanceColumn: return in.type;
    case RegionColumn: return in.region;
    case GpuColumn: return e.gpu->shortName();
    case GpuCountColumn: return e.gpusText(TextLength::Short);
    case ScalingColumn:
        return e.gpus > 1 && e.run.available ? QStringLiteral("%1%").arg(QString::number(e.run.scaling.efficiency * 100.0, 'f', 0))
                                             : QStringLiteral("–");
    case VramColumn: return QString::number(e.gpu->usableGiB(), 'f', 1);
    case NeedColumn: return formatGiB(e.memory->budgetBytes);
    case VcpuColumn: return in.vcpu ? QString::number(*in.vcpu) : QStringLiteral("–");
    case RamColumn: return in.ramGib ? QString::number(*in.ramGib, 'f', 0) : QStringLiteral("–");
    case HourlyColumn: return e.hasPrice() ? cur.formatCompact(e.hourly) : none; // the narrow column: its tooltip says why
    case AnnualColumn:
        if (!e.hasPrice())
            return missingPriceText(in);
        {
            // "~" an estimated price, "*" one more than kStalePriceMonths old (the tooltip gives its month).
            const QString amount = e.annual.estimated ? tr("~%1", "estimated price").arg(cur.formatCompact(e.annual.total()))
                                                      : cur.formatCompact(e.annual.total());
            return e.priceStale ? amount + QStringLiteral("*") : amount;
        }
    case ReplicasColumn: return e.serving().available ? QString::number(e.serving().replicas) : QStringLiteral("–");
    case TtftColumn: return e.serving().available ? formatServingMs(e.serving().ttftMs) : QStringLiteral("–");
    case TpotColumn: return e.serving().available ? formatServingMs(e.serving().tpotMs) : QStringLiteral("–");
    case TokensColumn: return e.serving().available ? formatWhole(e.serving().decodeTokensPerSecond) : QStringLiteral("–");
    case RunHoursColumn: return e.run.available ? QString::number(e.run.hours, 'f', e.run.hours < 10 ? 1 : 0) : none;
    case RunCostColumn: {
        const auto cost = e.headlineCost();
        return cost ? cur.formatCompact(*cost) : none;
    }
    case AdvisoriesColumn: {
        QStringList codes;
        e.flags.forEach([&codes](AdvisoryCode c, Severity s) {
            if (s != Severity::Info)
                codes << toId(c);
        });
        return codes.join(QStringLiteral(", "));
    }
    }
    return {};
}

QVariant InstancesModel::exportData(const InstanceEvaluation &e, int column) const
{
    const Instance &in = *e.instance;
    const bool priced = e.hasPrice();
    switch (column) {
    case FitColumn:
        // A suggestion says what to change; the other states read as everywhere else.
        return e.fitState() == FitState::WithSuggestion ? e.suggestionText() : displayName(e.fitState());
    case PickColumn: return picksOf(e, [](Pick p) { return displayName(p); }).join(QStringLiteral("; "));
    case ProviderColumn: return e.providerName();
    case GpuColumn: return e.gpu->name;
    case GpuCountColumn: return e.gpus;
    case ScalingColumn: return e.run.available ? QVariant(e.run.scaling.efficiency) : QVariant(QString());
    case NeedColumn: return e.memory->budgetBytes / kGiB;
    case VcpuColumn: return in.vcpu ? QVariant(*in.vcpu) : QVariant(QString());
    case RamColumn: return in.ramGib ? QVariant(*in.ramGib) : QVariant(QString());
    case HourlyColumn: return priced ? QVariant(e.hourly) : QVariant(QString());
    case AnnualColumn: return priced ? QVariant(e.annual.total()) : QVariant(QString());
    case ReplicasColumn: return e.serving().available ? QVariant(e.serving().replicas) : QVariant(QString());
    case TtftColumn: return e.serving().available ? QVariant(e.serving().ttftMs) : QVariant(QString());
    case TpotColumn: return e.serving().available ? QVariant(e.serving().tpotMs) : QVariant(QString());
    case TokensColumn: return e.serving().available ? QVariant(e.serving().decodeTokensPerSecond) : QVariant(QString());
    case RunHoursColumn: return e.run.available ? QVariant(e.run.hours) : QVariant(QString());
    case RunCostColumn: {
        const auto cost = e.headlineCost();
        return cost ? QVariant(*cost) : QVariant(QString());
    }
    case AdvisoriesColumn: {
        QStringList codes;
        e.flags.forEach([&codes](AdvisoryCode c, Severity) { codes << toId(c); });
        return codes.join(QStringLiteral(" "));
    }
    }
    return instanceData(e, column, RawValueRole); // instance, region, usable GiB: the raw value reads well
}

QVariant InstancesModel::toolTipData(const InstanceEvaluation &e, int column) const
{
    const Instance &in = *e.instance;
    const CurrencySettings &cur = m_advice.currency;
    switch (column) {
    case FitColumn:
        switch (e.fitState()) {
        case FitState::Flawed:
            return tr("Fits in memory, but a critical advisory makes it a poor choice (see Advisories); picks never choose it.");
        case FitState::Clean:
            return tr("Fits: needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).")
                .arg(formatGiB(e.memory->budgetBytes), e.gpu->name, QString::number(e.gpu->usableGiB(), 'f', 1));
        case FitState::WithSuggestion: return e.suggestionText();
        case FitState::None:
            return tr("Does not fit: needs %1 GiB per GPU; %2 offers %3 GiB.")
                .arg(formatGiB(e.memory->budgetBytes), e.gpu->name, QString::number(e.gpu->usableGiB(), 'f', 1));
        }
        break;
    case NeedColumn: {
        QString tip = tr("Per GPU at %n GPU(s):", nullptr, e.gpus);
        for (const MemoryComponent &c : e.memory->components)
            if (c.bytes > 0)
                tip += QStringLiteral("\n%1: %2 GiB").arg(displayName(c.id), formatGiB(c.bytes));
        return QString(tip +
                       tr("\nTotal %1 GiB + %2% headroom").arg(formatGiB(e.memory->totalBytes)).arg(e.memory->headroom * 100, 0, 'f', 0));
    }
    case HourlyColumn:
    case AnnualColumn: {
        if (!e.hasPrice())
            return in.prices.any()
                ? tr("The catalog has no price for this instance in this billing mode.")
                : tr("Price unknown: %1\nCatalog > Update prices, or import a catalog that prices it.").arg(in.priceBasis);
        const AnnualCost &a = e.annual;
        QString tip = column == HourlyColumn ? tr("%1 per hour (%n instance(s))", nullptr, e.nodes).arg(cur.format(e.hourly, 2))
                                             : tr("%1 per year").arg(cur.format(a.total()));
        tip += tr("\nInstance %1 — %2\nDisk %3 — %4\nEgress %5 — %6\nObject storage %7 — %8\nRequests %9 — %10")
                   .arg(cur.format(a.instance), m_advice.costFormula(e, CostPart::Instance), cur.format(a.disk),
                        m_advice.costFormula(e, CostPart::Disk), cur.format(a.egress), m_advice.costFormula(e, CostPart::Egress),
                        cur.format(a.objectStorage), m_advice.costFormula(e, CostPart::ObjectStorage), cur.format(a.requests))
                   .arg(m_advice.costFormula(e, CostPart::Requests));
        tip += tr("\nPrices: %1 (as of %2)").arg(in.source, in.asOf);
        if (e.priceStale)
            tip +=
                tr("\n* This price is from %1, more than %n month(s) ago: check the provider's current price.", nullptr, kStalePriceMonths)
                    .arg(in.asOf.left(7));
        if (a.estimated)
            tip += tr("\nEstimated: %1").arg(in.priceBasis.isEmpty() ? tr("storage or traffic prices of this provider") : in.priceBasis);
        return tip;
    }
    case RunHoursColumn:
    case RunCostColumn: {
        QString tip;
        if (e.run.available && e.hasPrice())
            tip = e.run.serving ? tr("%1 per million tokens: %2 for %3 tokens in %4 h\n")
                                      .arg(cur.format(e.run.costPerMillionTokens(), 3), cur.format(e.run.cost),
                                           QString::number(e.run.tokens, 'g', 3), QString::number(e.run.hours, 'f', 1))
                                : tr("%1 for one run of %2 h\n").arg(cur.format(e.run.cost), QString::number(e.run.hours, 'f', 1));
        return QString(tip + m_advice.runFormula(e) + QLatin1Char('\n') + runSource(m_advice.scenario, *e.gpu));
    }
    case ScalingColumn: return QString(m_advice.scalingFormula(e) + QLatin1Char('\n') + scalingSource());
    case ReplicasColumn:
    case TtftColumn:
    case TpotColumn:
    case TokensColumn: {
        if (!e.capacity)
            return {};
        QString tip = e.serving().available ? tr("%n replica(s) of %1 GPU(s), %2 request(s) each (at most %3 by the KV cache and "
                                                 "max_num_seqs)",
                                                 nullptr, e.serving().replicas)
                                                  .arg(e.capacity->tp)
                                                  .arg(e.serving().perReplica)
                                                  .arg(e.serving().capacityPerReplica) +
                QLatin1Char('\n') + servingSpeedFormula(e.serving(), m_advice.scenario) + QLatin1Char('\n')
                                            : QString();
        return QString(tip + servingCapacityFormula(*e.capacity) + QLatin1Char('\n') + servingSpeedSource());
    }
    case PickColumn:
        return picksOf(e, [&cur](Pick p) -> QString { return pickGlyph(p, cur) + QLatin1Char(' ') + pickDefinition(p); })
            .join(QLatin1Char('\n'));
    case GpuCountColumn:
        return e.idleGpus > 0 ? tr("The job runs on %n GPU(s); %1 more are paid for and idle.", nullptr, e.gpus).arg(e.idleGpus)
                              : tr("The job runs on %n GPU(s)", nullptr, e.gpus) +
                (e.nodes > 1 ? tr(" over %n instance(s)", nullptr, e.nodes) : QString()) + QLatin1Char('.');
    case VramColumn: return tr("Usable memory: %1").arg(e.gpu->usableMemorySource.isEmpty() ? e.gpu->source : e.gpu->usableMemorySource);
    case AdvisoriesColumn: {
        QStringList lines;
        for (const Advisory &a : m_advice.advisoriesFor(e))
            lines << QStringLiteral("[%1] %2").arg(displayName(a.severity), a.message);
        return lines.join(QLatin1Char('\n'));
    }
    case ProviderColumn: return e.providerName();
    case GpuColumn: return e.gpu->name;
    }
    const QString name = tr("%1 %2 (%3)", "provider, instance type, region").arg(e.providerName(), in.type, in.region);
    return in.notes.isEmpty() ? name : name + QLatin1Char('\n') + in.notes.left(300);
}

QStringList InstancesModel::sizingTexts(int column) const
{
    const CurrencySettings &cur = m_advice.currency;
    switch (column) {
    case FitColumn: return {QStringLiteral("✔"), QStringLiteral("⚠"), QStringLiteral("◐"), QStringLiteral("✖")};
    case PickColumn: {
        QString all;
        for (int p = 0; p < kPickCount; ++p)
            all += pickGlyph(Pick(p), cur);
        return {all};
    }
    case GpuCountColumn: return {gpuCountText(88, 1, 88), gpuCountText(88, 8, 0)};
    case ScalingColumn: return {QStringLiteral("100%")};
    case VramColumn: return {QStringLiteral("888.8")};
    case NeedColumn: return {formatGiB(8888.8 * kGiB)};
    case VcpuColumn: return {QStringLiteral("888")};
    case RamColumn: return {QStringLiteral("8888")};
    case RunHoursColumn: return {QStringLiteral("88888")};
    case ReplicasColumn: return {QStringLiteral("8888")};
    case TtftColumn:
    case TpotColumn: return {formatServingMs(88888), formatServingMs(88.8)};
    case TokensColumn: return {formatWhole(888888)};
    case HourlyColumn:
    case AnnualColumn:
    case RunCostColumn: {
        QStringList texts{tr("n/a", "no price or figure")};
        if (column == AnnualColumn)
            texts << missingPriceText(Instance()); // an unpriced row says "unknown" there
        for (double amount : {88.88, 888.0, 8.88e3, 88.8e3, 888e3}) {
            texts << cur.formatCompact(amount);
            if (column == AnnualColumn)
                texts << tr("~%1", "estimated price").arg(cur.formatCompact(amount)) + QStringLiteral("*");
        }
        return texts;
    }
    }
    return {};
}

QVariant InstancesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool serving = !m_advice.scenario.isTraining();
    const QString currency = m_advice.currency.display;
    switch (role) {
    case Qt::DisplayRole:
        switch (section) {
        case FitColumn: return tr("Fit", "does the job fit");
        case PickColumn: return tr("Pick", "recommendation");
        case ProviderColumn: return tr("Provider");
        case InstanceColumn: return tr("Instance");
        case RegionColumn: return tr("Region");
        case GpuColumn: return tr("GPU");
        case GpuCountColumn: return tr("GPUs", "count");
        case ScalingColumn: return tr("Scaling", "share of linear speed-up");
        case VramColumn: return tr("GiB/GPU", "usable GPU memory");
        case NeedColumn: return tr("Need", "GiB needed per GPU");
        case VcpuColumn: return tr("vCPU");
        case RamColumn: return tr("RAM GiB");
        case HourlyColumn: return tr("Hourly");
        case AnnualColumn: return tr("Per year");
        case ReplicasColumn: return tr("Replicas");
        case TtftColumn: return tr("TTFT", "time to first token");
        case TpotColumn: return tr("TPOT", "time per output token");
        case TokensColumn: return tr("Tok/s", "output tokens per second");
        case RunHoursColumn:
            return serving ? tr("Hours", "hours to generate the dataset's tokens") : tr("Run h", "hours of one training run");
        case RunCostColumn: return headlineCostLabel(serving, TextLength::Short);
        case AdvisoriesColumn: return tr("Advisories");
        }
        break;
    case ExportRole:
        switch (section) {
        case FitColumn: return tr("Fit", "does the job fit");
        case NeedColumn: return tr("Need per GPU (GiB)");
        case VramColumn: return tr("Usable GiB per GPU");
        case RamColumn: return tr("RAM (GiB)");
        case HourlyColumn: return tr("Hourly (%1)").arg(currency);
        case AnnualColumn: return tr("Per year (%1)").arg(currency);
        case RunHoursColumn: return serving ? tr("Hours for the dataset's tokens") : tr("Run hours");
        case RunCostColumn: return tr("%1 (%2)", "column header, currency").arg(headlineCostLabel(serving, TextLength::Long), currency);
        case ScalingColumn: return tr("Scaling efficiency");
        case TtftColumn: return tr("Time to first token (ms)");
        case TpotColumn: return tr("Time per output token (ms)");
        case TokensColumn: return tr("Output tokens per second");
        }
        return headerData(section, orientation, Qt::DisplayRole);
    case SizingTextsRole: return sizingTexts(section);
    case Qt::ToolTipRole:
        switch (section) {
        case VramColumn: return tr("Usable memory per GPU as nvidia-smi reports it");
        case NeedColumn: return tr("GiB each GPU must offer: estimate + headroom");
        case HourlyColumn: return tr("Price per hour of the instances the job runs on, in the billing mode chosen");
        case AnnualColumn:
            return tr("Instance + disk + egress + object storage + requests, per year; ~ marks an estimated price, * one more than %n "
                      "month(s) old",
                      nullptr, kStalePriceMonths);
        case RunHoursColumn:
            return serving ? tr("Hours to generate the dataset's tokens: tokens ÷ batch × the time of one decode step")
                           : tr("Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU × scaling efficiency)");
        case RunCostColumn:
            return serving ? tr("Cost per million generated tokens: hourly price × hours ÷ tokens × 1,000,000")
                           : tr("Cost of one training run: hourly price × run hours");
        case ReplicasColumn: return tr("Engine replicas (tensor-parallel groups) the simultaneous requests and the latency targets take");
        case TtftColumn: return tr("Time to first token: the prompt's prefill and one decode step");
        case TpotColumn: return tr("Time per output token: one decode step, with the share of other requests' prompts run between steps");
        case TokensColumn: return tr("Output tokens per second of all replicas at the workload's concurrency");
        case ScalingColumn:
            return tr("Share of a linear speed-up the GPUs reach over their links (NVLink, PCIe, RDMA or TCP); run hours include it");
        case GpuCountColumn: return tr("GPUs the job runs on; 2×4 = two instances of four GPUs, 1/8 = one GPU used of eight paid for");
        case FitColumn:
            return tr("✔ fits: holds the job with headroom and nothing critical. ⚠ fits, flawed: holds it, but a critical advisory "
                      "(e.g. nodes without RDMA) makes it a poor choice. ◐: fits with ZeRO-3 or offload. ✖: does not fit.");
        case PickColumn: {
            QStringList lines;
            for (int p = 0; p < kPickCount; ++p)
                lines << pickGlyph(Pick(p), m_advice.currency) + QLatin1Char(' ') + pickDefinition(Pick(p));
            return lines.join(QLatin1Char('\n'));
        }
        }
        break;
    }
    return {};
}

// ---------------------------------------------------------------------------------------------

InstanceFilterProxy::InstanceFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    // The names sorted are catalog ids and English names; and Qt's C locale ignores numeric mode.
    m_naturalOrder.setLocale(QLocale(QLocale::English));
    m_naturalOrder.setNumericMode(true);
    setSortRole(RawValueRole);
    setRecursiveFilteringEnabled(true); // a tier shows when any of its instances does
    setDynamicSortFilter(true);
}

void InstanceFilterProxy::setFitsOnly(bool on)
{
    m_fitsOnly = on;
    invalidateFilter();
}

bool InstanceFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    if (idx.data(InstancesModel::IsTierRole).toBool())
        return false; // shown through its children (recursive filtering)
    if (m_fitsOnly && !idx.data(InstancesModel::FitsRole).toBool())
        return false;
    return true;
}

bool InstanceFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool tiers = left.data(InstancesModel::IsTierRole).toBool();
    if (tiers) {
        // Tiers stay cheapest-first whichever way the instances are sorted.
        const double l = left.data(RawValueRole).toDouble(), r = right.data(RawValueRole).toDouble();
        const bool less = l != r ? l < r : left.data(InstancesModel::TierRole).toInt() < right.data(InstancesModel::TierRole).toInt();
        return sortOrder() == Qt::AscendingOrder ? less : !less;
    }
    // Instances that fit stay above those that do not, in either sort order.
    const bool fitsLeft = left.data(InstancesModel::FitsRole).toBool(), fitsRight = right.data(InstancesModel::FitsRole).toBool();
    if (fitsLeft != fitsRight && left.column() != InstancesModel::FitColumn)
        return (sortOrder() == Qt::AscendingOrder) == fitsLeft;
    const QVariant l = left.data(sortRole()), r = right.data(sortRole());
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return m_naturalOrder.compare(l.toString(), r.toString()) < 0;
    return l.toDouble() < r.toDouble();
}

QVariant InstanceFilterProxy::data(const QModelIndex &index, int role) const
{
    const auto *model = qobject_cast<const InstancesModel *>(sourceModel());
    if (role != Qt::DisplayRole || index.column() != InstancesModel::FitColumn || index.parent().isValid() || !model)
        return QSortFilterProxyModel::data(index, role);
    const QModelIndex tier = mapToSource(index);
    InstancesModel::TierSummary summary;
    for (int r = 0; r < rowCount(index); ++r)
        summary.add(*model->evaluation(mapToSource(this->index(r, 0, index))));
    return model->tierText(GpuTier(tier.data(InstancesModel::TierRole).toInt()), summary, model->rowCount(tier) - summary.shown);
}

QList<QModelIndex> InstanceFilterProxy::visibleInstances() const
{
    QList<QModelIndex> out;
    for (int t = 0; t < rowCount(); ++t) {
        const QModelIndex tier = index(t, 0);
        for (int r = 0; r < rowCount(tier); ++r)
            out << mapToSource(index(r, 0, tier));
    }
    return out;
}

} // namespace ga
