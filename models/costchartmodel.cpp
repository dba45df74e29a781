#include "costchartmodel.h"

namespace ga {

static_assert(CostChartModel::RequestsColumn - CostChartModel::InstanceCostColumn + 1 == kCostPartCount,
              "the cost part columns follow CostPart's order");

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
        for (int part = 0; part < kCostPartCount; ++part)
            r.values[InstanceCostColumn + part] = costOf(e->annual, CostPart(part));
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
    case InstanceCostColumn: return displayName(CostPart::Instance);
    case DiskColumn: return displayName(CostPart::Disk);
    case EgressColumn: return displayName(CostPart::Egress);
    case StorageColumn: return displayName(CostPart::ObjectStorage);
    case RequestsColumn: return displayName(CostPart::Requests);
    case RunHoursColumn: return tr("Run hours");
    case RunCostColumn: return tr("Run cost");
    }
    return {};
}

} // namespace ga
