#include "itemmodels/breakdownmodel.h"

namespace ga {

BreakdownModel::BreakdownModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Always the eight components, so that chart bar sets and views keep their rows.
    for (int i = 0; i < kComponentCount; ++i)
        m_budget.components[std::size_t(i)].id = ComponentId(i);
}

void BreakdownModel::setBudget(const MemoryBudget &budget)
{
    m_budget = budget;
    // Same rows, new values: an incremental update keeps selections and chart sets alive.
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int BreakdownModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_budget.components.size());
}

int BreakdownModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakdownModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MemoryComponent &c = m_budget.components.at(std::size_t(index.row()));
    const double share = m_budget.totalBytes > 0 ? c.bytes / m_budget.totalBytes : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn: return displayName(c.id);
        case GiBColumn: return formatGiB(c.bytes);
        case ShareColumn: return QString(QString::number(share * 100.0, 'f', 0) + QLatin1Char('%'));
        case FormulaColumn: return componentFormula(c);
        }
        break;
    case Qt::EditRole: // what chart mappers read: GiB as a number
        if (index.column() == GiBColumn)
            return c.gib();
        [[fallthrough]];
    case RawValueRole:
        switch (index.column()) {
        case ComponentColumn: return toId(c.id);
        case GiBColumn: return c.bytes;
        case ShareColumn: return share;
        case FormulaColumn: return componentFormula(c);
        }
        break;
    case Qt::ToolTipRole: {
        // Each term with its size, formula, the tools that see it and its source.
        QString tip = QStringLiteral("<b>%1</b>: %2 GiB").arg(displayName(c.id).toHtmlEscaped(), formatGiB(c.bytes));
        for (const MemoryTerm &t : c.terms) {
            tip += QStringLiteral("<br/><br/><b>%1</b> %2 GiB: %3")
                       .arg(termName(t.term).toHtmlEscaped(), formatGiB(t.bytes), termFormula(t).toHtmlEscaped());
            if (t.reading != Reading::Allocated)
                tip += QStringLiteral("<br/>") +
                    (t.reading == Reading::Reserved ? tr("Seen by max_memory_reserved and nvidia-smi, not by max_memory_allocated.")
                                                    : tr("Seen by nvidia-smi only, not by PyTorch's memory counters."));
            tip += QStringLiteral("<br/><i>%1</i>").arg(termSource(t.term).toHtmlEscaped());
        }
        return tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == GiBColumn || index.column() == ShareColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ComponentIdRole: return toId(c.id);
    case FormulaRole: return componentFormula(c);
    case SourceRole: return componentSources(c);
    }
    return {};
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical) // bar-set names for QHBarModelMapper
        return section >= 0 && section < kComponentCount ? displayName(ComponentId(section)) : QVariant();
    switch (section) {
    case ComponentColumn: return tr("Component", "memory table header");
    case GiBColumn: return tr("GiB", "memory table header");
    case ShareColumn: return tr("Share", "memory table header");
    case FormulaColumn: return tr("Formula", "memory table header");
    }
    return {};
}

QHash<int, QByteArray> BreakdownModel::roleNames() const
{
    auto names = QAbstractTableModel::roleNames();
    names.insert(RawValueRole, "rawValue");
    names.insert(ComponentIdRole, "componentId");
    names.insert(FormulaRole, "formula");
    names.insert(SourceRole, "source");
    return names;
}

} // namespace ga
