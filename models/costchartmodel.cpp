#include "costchartmodel.h"

namespace ga {

CostChartModel::CostChartModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CostChartModel::setEvaluations(const QList<const InstanceEvaluation *> &evaluations, const CurrencySettings &currency, int limit)
{
    QList<Row> rows;
    for (const InstanceEvaluation *e : evaluations) {
        if (rows.size() >= limit)
            break;
        if (!e->hasPrice() || !e->run.available)
            continue;
        Row r;
        r.name = e->instance->type;
        r.key = e->key();
        r.values[InstanceCostColumn] = e->annual.instance;
        r.values[DiskColumn] = e->annual.disk;
        r.values[EgressColumn] = e->annual.egress;
        r.values[StorageColumn] = e->annual.objectStorage;
        r.values[RequestsColumn] = e->annual.requests;
        r.values[RunHoursColumn] = e->run.hours;
        r.values[RunCostColumn] = e->run.cost;
        rows.append(r);
    }
    beginResetModel();
    m_rows = rows;
    m_symbol = currency.symbol();
    endResetModel();
}

QStringList CostChartModel::names() const
{
    QStringList out;
    for (const Row &r : m_rows)
        out << r.name;
    return out;
}

int CostChartModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CostChartModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CostChartModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == KeyRole)
        return r.key;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (index.column() == NameColumn)
        return r.name;
    return r.values[index.column()]; // numbers: chart mappers read DisplayRole
}

QVariant CostChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section < m_rows.size() ? QVariant(m_rows.at(section).name) : QVariant();
    switch (section) {
    case NameColumn: return tr("Instance");
    case InstanceCostColumn: return tr("Instance", "cost part");
    case DiskColumn: return tr("Cloud disk", "cost part");
    case EgressColumn: return tr("Egress", "cost part");
    case StorageColumn: return tr("Object storage", "cost part");
    case RequestsColumn: return tr("Requests", "cost part");
    case RunHoursColumn: return tr("Run hours");
    case RunCostColumn: return tr("Run cost");
    }
    return {};
}

} // namespace ga
