#include "breakdownmodel.h"

namespace ga {

BreakdownModel::BreakdownModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // Always the eight components, so that chart bar sets and views keep their rows.
    for (const QString &id : componentIds())
        m_budget.components.append({id, 0, QString(), QString(), QString()});
}

void BreakdownModel::setBudget(const MemoryBudget &budget)
{
    Q_ASSERT(budget.components.size() == m_budget.components.size());
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
    const MemoryComponent &c = m_budget.components.at(index.row());
    const double share = m_budget.totalBytes > 0 ? c.bytes / m_budget.totalBytes : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn: return componentDisplayName(c.id);
        case GiBColumn: return formatGiB(c.bytes);
        case ShareColumn: return QString::number(share * 100.0, 'f', 0) + QLatin1Char('%');
        case FormulaColumn: return c.formula;
        }
        break;
    case Qt::EditRole: // what chart mappers read: GiB as a number
        if (index.column() == GiBColumn)
            return c.gib();
        [[fallthrough]];
    case RawValueRole:
        switch (index.column()) {
        case ComponentColumn: return c.id;
        case GiBColumn: return c.bytes;
        case ShareColumn: return share;
        case FormulaColumn: return c.formula;
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b>: %2 GiB<br/>%3").arg(componentDisplayName(c.id), formatGiB(c.bytes), c.formula.toHtmlEscaped());
        if (!c.source.isEmpty())
            tip += QStringLiteral("<br/><i>%1</i>").arg(c.source.toHtmlEscaped());
        if (!c.note.isEmpty())
            tip += QStringLiteral("<br/>%1").arg(c.note.toHtmlEscaped());
        return tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == GiBColumn || index.column() == ShareColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case ComponentIdRole: return c.id;
    case FormulaRole: return c.formula;
    case SourceRole: return c.source;
    case NoteRole: return c.note;
    }
    return {};
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical) // bar-set names for QHBarModelMapper
        return section >= 0 && section < m_budget.components.size() ? componentDisplayName(m_budget.components.at(section).id) : QVariant();
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
    names.insert(NoteRole, "note");
    return names;
}

} // namespace ga
