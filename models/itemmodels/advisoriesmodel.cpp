#include "itemmodels/advisoriesmodel.h"

#include <algorithm>

namespace ga {

AdvisoriesModel::AdvisoriesModel(QObject *parent) : QAbstractTableModel(parent) {}

void AdvisoriesModel::setAdvisories(const QList<Advisory> &advisories)
{
    QList<Advisory> items = advisories;
    // Worst first, scenario-level before per-instance within a severity, then by code.
    std::stable_sort(items.begin(), items.end(), [](const Advisory &a, const Advisory &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        if (a.instanceKey.isEmpty() != b.instanceKey.isEmpty())
            return a.instanceKey.isEmpty();
        return a.code < b.code;
    });
    // Most edits leave the advisories as they were: then the table keeps its rows and selection.
    const auto same = [](const Advisory &a, const Advisory &b) {
        return a.code == b.code && a.severity == b.severity && a.message == b.message && a.evidence == b.evidence && a.source == b.source &&
            a.instanceKey == b.instanceKey;
    };
    if (std::equal(items.cbegin(), items.cend(), m_items.cbegin(), m_items.cend(), same))
        return;
    beginResetModel();
    m_items = items;
    endResetModel();
}

int AdvisoriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int AdvisoriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AdvisoriesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Advisory &a = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn: return displayName(a.severity);
        case CodeColumn: return a.code;
        case MessageColumn: return a.message;
        case EvidenceColumn: return a.evidence;
        }
        break;
    case Qt::ToolTipRole:
        return QStringLiteral("<b>%1</b> (%2)<p>%3</p><p><i>%4</i></p><p>%5</p>")
            .arg(a.code.toHtmlEscaped(), displayName(a.severity), a.message.toHtmlEscaped(), a.evidence.toHtmlEscaped(),
                 tr("Source: %1").arg(a.source).toHtmlEscaped());
    case RawValueRole:
        switch (index.column()) {
        case SeverityColumn: return int(a.severity);
        case CodeColumn: return a.code;
        case MessageColumn: return a.message;
        case EvidenceColumn: return a.evidence;
        }
        break;
    case SeverityRole: return int(a.severity);
    case CodeRole: return a.code;
    case SourceRole: return a.source;
    case InstanceRole: return a.instanceKey;
    case WhyRole:
        return tr("%1\n\nEvidence: %2\nSource: %3%4")
            .arg(a.message, a.evidence, a.source,
                 a.instanceKey.isEmpty() ? tr("\nApplies to the job on any instance.") : tr("\nApplies to the selected instance."));
    }
    return {};
}

QVariant AdvisoriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case CodeColumn: return tr("Code", "advisory code");
    case MessageColumn: return tr("Advisory");
    case EvidenceColumn: return tr("Evidence");
    }
    return {};
}

} // namespace ga
