#include "instancesmodel.h"

#include "providers.h"

#include <QHash>

#include <algorithm>

namespace ga {

namespace {

constexpr quintptr kTierId = 0;

QString pickText(const InstanceEvaluation &e)
{
    return picksOf(e, [](Pick p) { return displayName(p); }).join(QStringLiteral(", "));
}



} // namespace

InstancesModel::InstancesModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void InstancesModel::setAdvice(const Advice &advice)
{
    // Group by tier, instances within a tier by key: the row structure depends only on which
    // instances the catalog holds, not on prices or fits.
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
        std::sort(g.rows.begin(), g.rows.end(), [&advice](int a, int b) {
            return advice.instances[a].key() < advice.instances[b].key();
        });

    bool sameShape = groups.size() == m_groups.size();
    for (int g = 0; sameShape && g < groups.size(); ++g) {
        sameShape = groups[g].tier == m_groups[g].tier && groups[g].rows.size() == m_groups[g].rows.size();
        for (int r = 0; sameShape && r < groups[g].rows.size(); ++r)
            sameShape = advice.instances[groups[g].rows[r]].instance == m_advice.instances[m_groups[g].rows[r]].instance;
    }
    if (!sameShape) {
        beginResetModel();
        m_advice = advice;
        m_groups = groups;
        endResetModel();
        return;
    }
    m_advice = advice;
    m_groups = groups;
    if (m_groups.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, 0), index(int(m_groups.size()) - 1, ColumnCount - 1));
    for (int g = 0; g < m_groups.size(); ++g) {
        const QModelIndex parent = index(g, 0);
        Q_EMIT dataChanged(index(0, 0, parent), index(int(m_groups[g].rows.size()) - 1, ColumnCount - 1, parent));
    }
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
    return createIndex(row, column, quintptr(parent.row() + 1));
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

QVariant InstancesModel::tierData(int group, int column, int role) const
{
    const Group &g = m_groups.at(group);
    int fitting = 0;
    double cheapest = -1;
    for (int i : g.rows) {
        const InstanceEvaluation &e = m_advice.instances[i];
        if (e.fits) {
            ++fitting;
            if (e.hasPrice() && (cheapest < 0 || e.annual.total() < cheapest))
                cheapest = e.annual.total();
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        if (column == FitColumn) {
            QString text = tr("%1 — %2 of %3 fit").arg(tierName(g.tier)).arg(fitting).arg(g.rows.size());
            if (cheapest >= 0)
                text += tr(", from %1 per year").arg(m_advice.currency.format(cheapest));
            return text;
        }
        return {};
    case IsTierRole: return true;
    case TierRole: return int(g.tier);
    case RawValueRole: return cheapest >= 0 ? cheapest : 1e300; // tiers sort by their cheapest fit
    }
    return {};
}

QVariant InstancesModel::instanceData(const InstanceEvaluation &e, int column, int role) const
{
    const Instance &in = *e.instance;
    const CurrencySettings &cur = m_advice.currency;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FitColumn:
            return e.cleanFit()              ? tr("✔ fits")
                   : e.fits                  ? tr("⚠ fits, flawed", "fits in memory but has a critical advisory")
                   : e.fitsWithSuggestion() ? tr("◐ with ZeRO")
                                             : tr("✖ no");
        case PickColumn: return pickText(e);
        case ProviderColumn: return shortProviderName(in.provider, e.provider->name);
        case InstanceColumn: return in.type;
        case RegionColumn: return in.region;
        case GpuColumn: return e.gpu->shortName();
        case GpuCountColumn:
            return e.nodes > 1      ? tr("%1 (%2 nodes)").arg(e.gpus).arg(e.nodes)
                   : e.idleGpus > 0 ? tr("%1 of %2", "GPUs used of GPUs paid for").arg(e.gpus).arg(e.gpus + e.idleGpus)
                                    : QString::number(e.gpus);
        case ScalingColumn:
            return e.gpus > 1 && e.run.available ? QStringLiteral("%1%").arg(QString::number(e.run.scaling.efficiency * 100.0, 'f', 0))
                                                 : QStringLiteral("–");
        case VramColumn: return QString::number(e.gpu->usableGiB(), 'f', 1);
        case NeedColumn: return formatGiB(e.memory->budgetBytes);
        case VcpuColumn: return in.vcpu ? QString::number(*in.vcpu) : QStringLiteral("–");
        case RamColumn: return in.ramGib ? QString::number(*in.ramGib, 'f', 0) : QStringLiteral("–");
        case HourlyColumn: return e.hasPrice() ? cur.format(e.hourly, 2) : tr("n/a");
        case AnnualColumn:
            if (!e.hasPrice())
                return tr("n/a");
            return cur.format(e.annual.total()) + (e.annual.estimated ? tr(" est.", "estimated price") : QString())
                   + (e.priceStale ? tr(" · %1", "the month of a stale price").arg(in.asOf.left(7)) : QString());
        case RunHoursColumn: return e.run.available ? QString::number(e.run.hours, 'f', e.run.hours < 10 ? 1 : 0) : tr("n/a");
        case RunCostColumn: return e.hasPrice() && e.run.available ? cur.format(e.run.cost) : tr("n/a");
        case AdvisoriesColumn: {
            QStringList codes;
            e.flags.forEach([&codes](AdvisoryCode c, Severity s) {
                if (s != Severity::Info)
                    codes << toId(c);
            });
            return codes.join(QStringLiteral(", "));
        }
        }
        break;
    case RawValueRole:
        switch (column) {
        case FitColumn: return e.cleanFit() ? 3 : e.fits ? 2 : e.fitsWithSuggestion() ? 1 : 0;
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
        case RunHoursColumn: return e.run.available ? e.run.hours : 1e300;
        case RunCostColumn: return e.hasPrice() && e.run.available ? e.run.cost : 1e300;
        case AdvisoriesColumn: return e.worstSeverity() * 1000 + e.flags.count();
        }
        break;
    case Qt::ToolTipRole:
        switch (column) {
        case FitColumn:
            if (e.fits && e.critical())
                return tr("Fits in memory, but a critical advisory makes it a poor choice (see Advisories); picks never choose it.");
            return e.fits ? tr("Needs %1 GiB per GPU with headroom; %2 offers %3 GiB (nvidia-smi total).")
                                .arg(formatGiB(e.memory->budgetBytes), e.gpu->name, QString::number(e.gpu->usableGiB(), 'f', 1))
                          : (e.suggestion == FitSuggestion::None ? tr("Needs %1 GiB per GPU; %2 offers %3 GiB.")
                                                          .arg(formatGiB(e.memory->budgetBytes), e.gpu->name, QString::number(e.gpu->usableGiB(), 'f', 1))
                                                    : e.suggestionText());
        case NeedColumn: {
            QString tip = tr("Per GPU at %n GPU(s):", nullptr, e.gpus);
            for (const MemoryComponent &c : e.memory->components)
                if (c.bytes > 0)
                    tip += QStringLiteral("\n%1: %2 GiB").arg(displayName(c.id), formatGiB(c.bytes));
            return tip + tr("\nTotal %1 GiB + %2% headroom").arg(formatGiB(e.memory->totalBytes)).arg(e.memory->headroom * 100, 0, 'f', 0);
        }
        case HourlyColumn:
        case AnnualColumn: {
            const AnnualCost &a = e.annual;
            QString tip = tr("Instance %1 — %2\nDisk %3 — %4\nEgress %5 — %6\nObject storage %7 — %8\nRequests %9 — %10")
                              .arg(cur.format(a.instance), m_advice.costFormula(e, CostPart::Instance), cur.format(a.disk),
                                   m_advice.costFormula(e, CostPart::Disk), cur.format(a.egress), m_advice.costFormula(e, CostPart::Egress),
                                   cur.format(a.objectStorage), m_advice.costFormula(e, CostPart::ObjectStorage), cur.format(a.requests))
                              .arg(m_advice.costFormula(e, CostPart::Requests));
            tip += tr("\nPrices: %1 (as of %2)").arg(in.source, in.asOf);
            if (e.priceStale)
                tip += tr("\nThis price is from %1, more than %n month(s) ago: check the provider's current price.", nullptr, kStalePriceMonths)
                           .arg(in.asOf.left(7));
            if (e.annual.estimated)
                tip += tr("\nEstimated: %1").arg(in.priceBasis.isEmpty() ? tr("storage or traffic prices of this provider") : in.priceBasis);
            return tip;
        }
        case RunHoursColumn:
        case RunCostColumn: return m_advice.runFormula(e) + QLatin1Char('\n') + runSource(m_advice.scenario, *e.gpu);
        case ScalingColumn: return m_advice.scalingFormula(e) + QLatin1Char('\n') + scalingSource();
        case PickColumn: return picksOf(e, pickDefinition).join(QLatin1Char('\n'));
        case GpuCountColumn:
            return e.idleGpus > 0 ? tr("The job runs on %1 GPU(s); %2 more are paid for and idle.").arg(e.gpus).arg(e.idleGpus)
                                  : tr("The job runs on %n GPU(s)", nullptr, e.gpus)
                                        + (e.nodes > 1 ? tr(" over %n instance(s)", nullptr, e.nodes) : QString()) + QLatin1Char('.');
        case VramColumn: return tr("Usable memory: %1").arg(e.gpu->usableMemorySource.isEmpty() ? e.gpu->source : e.gpu->usableMemorySource);
        case AdvisoriesColumn: {
            QStringList lines;
            for (const Advisory &a : m_advice.advisoriesFor(e))
                lines << QStringLiteral("[%1] %2").arg(displayName(a.severity), a.message);
            return lines.join(QLatin1Char('\n'));
        }
        case ProviderColumn: return e.providerName();
        case GpuColumn: return e.gpu->name;
        default: return QStringLiteral("%1 · %2").arg(in.key(), in.notes.left(300));
        }
    case Qt::TextAlignmentRole:
        if (column >= GpuCountColumn && column <= RunCostColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
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

QVariant InstancesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
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
        case RunHoursColumn: return tr("Run h", "hours of one training run");
        case RunCostColumn: return tr("Run cost");
        case AdvisoriesColumn: return tr("Advisories");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case VramColumn: return tr("Usable memory per GPU as nvidia-smi reports it");
        case NeedColumn: return tr("Memory each GPU must offer: estimate + headroom");
        case AnnualColumn: return tr("Instance + disk + egress + object storage + requests, per year");
        case RunHoursColumn: return tr("Hours for one run: training FLOPs ÷ (dense TFLOPS × GPUs × MFU × scaling efficiency)");
        case ScalingColumn: return tr("Share of a linear speed-up the GPUs reach over their links (NVLink, PCIe, RDMA or TCP); run hours include it");
        case FitColumn:
            return tr("✔ fits: holds the job with headroom and nothing critical. ⚠ fits, flawed: holds it, but a critical advisory "
                      "(e.g. nodes without RDMA) makes it a poor choice. ◐: fits with ZeRO-3 or offload. ✖: does not fit.");
        case PickColumn: {
            QStringList lines;
            for (int p = 0; p < kPickCount; ++p)
                lines << pickDefinition(Pick(p));
            return lines.join(QLatin1Char('\n'));
        }
        }
    }
    return {};
}

// ---------------------------------------------------------------------------------------------

InstanceFilterProxy::InstanceFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(InstancesModel::RawValueRole);
    setRecursiveFilteringEnabled(true); // a tier shows when any of its instances does
    setDynamicSortFilter(true);
}

void InstanceFilterProxy::setProviders(const QSet<QString> &providers)
{
    m_providers = providers;
    invalidateFilter();
}

void InstanceFilterProxy::setRegionFilter(const QString &text)
{
    m_region = text.trimmed();
    invalidateFilter();
}

void InstanceFilterProxy::setGpuFilter(const QString &gpuId)
{
    m_gpu = gpuId;
    invalidateFilter();
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
    if (!m_providers.isEmpty() && !m_providers.contains(idx.data(InstancesModel::ProviderIdRole).toString()))
        return false;
    if (!m_region.isEmpty() && !idx.data(InstancesModel::RegionRole).toString().contains(m_region, Qt::CaseInsensitive))
        return false;
    if (!m_gpu.isEmpty() && idx.data(InstancesModel::GpuIdRole).toString() != m_gpu)
        return false;
    if (m_fitsOnly && !idx.data(InstancesModel::FitsRole).toBool())
        return false;
    return true;
}

bool InstanceFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool tiers = left.data(InstancesModel::IsTierRole).toBool();
    if (tiers) {
        // Tiers stay cheapest-first whichever way the instances are sorted.
        const double l = left.data(InstancesModel::RawValueRole).toDouble(), r = right.data(InstancesModel::RawValueRole).toDouble();
        const bool less = l != r ? l < r : left.data(InstancesModel::TierRole).toInt() < right.data(InstancesModel::TierRole).toInt();
        return sortOrder() == Qt::AscendingOrder ? less : !less;
    }
    // Instances that fit stay above those that do not, in either sort order.
    const bool fitsLeft = left.data(InstancesModel::FitsRole).toBool(), fitsRight = right.data(InstancesModel::FitsRole).toBool();
    if (fitsLeft != fitsRight && left.column() != InstancesModel::FitColumn)
        return (sortOrder() == Qt::AscendingOrder) == fitsLeft;
    const QVariant l = left.data(sortRole()), r = right.data(sortRole());
    if (l.typeId() == QMetaType::QString || r.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
    return l.toDouble() < r.toDouble();
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
