#include "itemmodels/needsmodel.h"

#include "core/providers.h"

namespace ga {

NeedsModel::NeedsModel(QObject *parent) : QAbstractTableModel(parent) {}

void NeedsModel::setAdvice(const Advice &advice)
{
    beginResetModel();
    m_needs = advice.needs;
    m_catalog = advice.catalog;
    m_currency = advice.currency;
    m_scenario = advice.scenario;
    endResetModel();
}

const GpuNeed *NeedsModel::need(int row) const
{
    return row >= 0 && row < m_needs.size() ? &m_needs[row] : nullptr;
}

int NeedsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_needs.size());
}

int NeedsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NeedsModel::data(const QModelIndex &index, int role) const
{
    const GpuNeed *n = index.isValid() ? need(index.row()) : nullptr;
    if (!n)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ConfigurationColumn:
            return n->nodes > 1 ? tr("%1 × %2 on %3 nodes").arg(n->gpus).arg(n->gpu->shortName()).arg(n->nodes)
                                : tr("%1 × %2").arg(n->gpus).arg(n->gpu->shortName());
        case ZeroColumn: return n->usesZero() ? tr("ZeRO-%1").arg(n->zero) : tr("none", "no ZeRO sharding");
        case InstanceColumn: return shortInstanceLabel(*n->provider, *n->instance);
        case NeedColumn: return formatGiB(n->budgetBytes);
        case HourlyColumn: return n->priced ? m_currency.format(n->hourly, 2) : tr("n/a");
        case RunHoursColumn: return n->run.available ? QString::number(n->run.hours, 'f', n->run.hours < 10 ? 1 : 0) : tr("n/a");
        case RunCostColumn: return n->headlineCostText(m_currency);
        }
        break;
    case RawValueRole:
        switch (index.column()) {
        case ConfigurationColumn: return n->gpus;
        case ZeroColumn: return n->zero;
        case InstanceColumn: return n->instance->key();
        case NeedColumn: return n->budgetBytes;
        case HourlyColumn: return n->priced ? n->hourly : 1e300;
        case RunHoursColumn: return n->run.available ? n->run.hours : 1e300;
        case RunCostColumn: return n->headlineCost().value_or(1e300);
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NeedColumn:
            return tr("%1 GiB per GPU with headroom; %2 offers %3 GiB.")
                .arg(formatGiB(n->budgetBytes), n->gpu->name, QString::number(n->gpu->usableGiB(), 'f', 1));
        case RunHoursColumn:
        case RunCostColumn: {
            Scenario variant = m_scenario;
            variant.gpus = n->gpus;
            variant.zero = n->zero;
            return QString(runFormula(n->run, variant, *n->gpu, n->gpus) + QLatin1Char('\n') +
                           scalingFormula(n->run.scaling, variant, n->gpus));
        }
        default: return n->text();
        }
    case Qt::TextAlignmentRole:
        if (index.column() >= NeedColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case GpusRole: return n->gpus;
    case ZeroRole: return n->zero;
    case InstanceKeyRole: return n->instance->key();
    }
    return {};
}

QVariant NeedsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ConfigurationColumn: return tr("GPUs", "how many of which GPU");
    case ZeroColumn: return tr("Sharding", "ZeRO stage");
    case InstanceColumn: return tr("Instance");
    case NeedColumn: return tr("Need", "GiB needed per GPU");
    case HourlyColumn: return tr("Hourly");
    case RunHoursColumn: return tr("Run h", "hours of one training run");
    case RunCostColumn: return headlineCostLabel(!m_scenario.isTraining(), TextLength::Short);
    }
    return {};
}

} // namespace ga
