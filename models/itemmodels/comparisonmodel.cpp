#include "itemmodels/comparisonmodel.h"

#include "core/providers.h"

namespace ga {

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

bool ComparisonModel::pin(const Advice &advice)
{
    if (m_pins.size() >= kMaxComparedScenarios)
        return false;
    const Scenario &s = advice.scenario;
    Pin p;
    p.method = displayName(s.method);
    p.model = s.model.name;
    p.advice = advice;
    p.details = summary(s);
    p.fitting = advice.fittingCount();
    p.instances = int(advice.instances.size());
    const auto name = [](const InstanceEvaluation &e) { return shortInstanceLabel(*e.provider, *e.instance); };
    if (advice.pick(Pick::CheapestYear) >= 0) {
        const InstanceEvaluation &e = advice.instances[advice.pick(Pick::CheapestYear)];
        p.cheapest = name(e);
        p.cheapestAnnual = e.annual.total();
    }
    if (advice.pick(Pick::Fastest) >= 0) {
        const InstanceEvaluation &e = advice.instances[advice.pick(Pick::Fastest)];
        p.fastest = name(e);
        p.fastestHours = e.run.hours;
    }
    const int column = int(m_pins.size());
    beginInsertColumns({}, column, column);
    m_pins.append(p);
    endInsertColumns();
    return true;
}

QList<Advice> ComparisonModel::advices() const
{
    QList<Advice> out;
    for (const Pin &p : m_pins)
        out << p.advice;
    return out;
}

void ComparisonModel::unpin(int column)
{
    if (column < 0 || column >= m_pins.size())
        return;
    beginRemoveColumns({}, column, column);
    m_pins.removeAt(column);
    endRemoveColumns();
}

void ComparisonModel::clear()
{
    beginResetModel();
    m_pins.clear();
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pins.size());
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Pin &p = m_pins.at(index.column());
    const int row = index.row();
    if (role == Qt::ToolTipRole) {
        switch (row) {
        case CheapestRow: return p.cheapest.isEmpty() ? p.details : p.cheapest;
        case AnnualRow:
            return p.cheapestAnnual < 0 ? p.details : tr("%1 per year on %2").arg(p.advice.currency.format(p.cheapestAnnual), p.cheapest);
        case FastestRow: return p.fastestHours < 0 ? p.details : tr("%1 h on %2").arg(QString::number(p.fastestHours, 'f', 1), p.fastest);
        }
        return p.details;
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == RawValueRole) {
        if (row >= FirstComponentRow)
            return p.advice.memory.components.at(std::size_t(row - FirstComponentRow)).bytes;
        switch (row) {
        case TotalRow: return p.advice.memory.totalBytes;
        case BudgetRow: return p.advice.memory.budgetBytes;
        case TrainableRow: return p.advice.memory.trainableParams;
        case FittingRow: return p.fitting;
        case AnnualRow: return p.cheapestAnnual;
        case FastestRow: return p.fastestHours;
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    if (row >= FirstComponentRow) // numbers the bar mapper can read
        return formatGiB(p.advice.memory.components.at(std::size_t(row - FirstComponentRow)).bytes);
    switch (row) {
    case ModelRow: return p.model;
    case TotalRow: return formatGiB(p.advice.memory.totalBytes);
    case BudgetRow: return formatGiB(p.advice.memory.budgetBytes);
    case TrainableRow: return formatParams(p.advice.memory.trainableParams);
    case FittingRow: return tr("%1 of %2").arg(p.fitting).arg(p.instances);
    case CheapestRow: return p.cheapest.isEmpty() ? tr("none fits") : p.cheapest;
    case AnnualRow: return p.cheapestAnnual < 0 ? tr("–") : p.advice.currency.formatCompact(p.cheapestAnnual);
    case FastestRow:
        return p.fastestHours < 0 ? tr("–") : tr("%1 h", "hours of the fastest run").arg(QString::number(p.fastestHours, 'f', 1));
    }
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section < m_pins.size() && role == Qt::ToolTipRole)
        return m_pins.at(section).details;
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section < m_pins.size() ? QVariant(tr("#%1 %2").arg(section + 1).arg(m_pins.at(section).method)) : QVariant();
    if (section >= FirstComponentRow) // also the chart's bar-set names
        return displayName(ComponentId(section - FirstComponentRow));
    switch (section) {
    case ModelRow: return tr("Model");
    case TotalRow: return tr("Total GiB per GPU");
    case BudgetRow: return tr("Budget GiB (+headroom)");
    case TrainableRow: return tr("Trainable parameters");
    case FittingRow: return tr("Instances that fit");
    case CheapestRow: return tr("Cheapest fit");
    case AnnualRow: return tr("Its cost per year");
    case FastestRow: return tr("Fastest run");
    }
    return {};
}

} // namespace ga
