#include "itemmodels/costchartmodel.h"

#include "core/providers.h"
#include "itemmodels/instancesmodel.h"

namespace ga {

static_assert(CostChartModel::RequestsColumn - CostChartModel::InstanceCostColumn + 1 == kCostPartCount,
              "the cost part columns follow CostPart's order");

CostChartModel::CostChartModel(QObject *parent) : QAbstractTableModel(parent) {}

void CostChartModel::setEvaluations(const QList<const InstanceEvaluation *> &evaluations, const CurrencySettings &currency, int limit)
{
    const auto charted = [](const InstanceEvaluation *e) { return e->hasPrice() && e->run.available; };
    const auto picks =
        std::count_if(evaluations.cbegin(), evaluations.cend(), [&](const InstanceEvaluation *e) { return charted(e) && e->picks; });
    qsizetype others = std::max<qsizetype>(0, limit - picks); // the first of the others fill the rest
    QList<Row> rows;
    bool serving = false;
    for (const InstanceEvaluation *e : evaluations) {
        if (rows.size() >= limit)
            break;
        if (!charted(e) || (!e->picks && others-- <= 0))
            continue;
        Row r;
        r.key = e->key();
        r.picks = picksOf(*e, [&currency](Pick p) { return pickGlyph(p, currency); }).join(QString());
        // The type names the instance in little room; the tooltip adds the provider. A pick also
        // carries the table's glyphs, which label its point on the run chart.
        r.name = r.picks.isEmpty() ? e->instance->type : r.picks + QLatin1Char(' ') + e->instance->type;
        r.fullName = shortInstanceLabel(*e->provider, *e->instance);
        r.pickNames = picksOf(*e, [](Pick p) { return displayName(p); }).join(QStringLiteral(", "));
        for (int part = 0; part < kCostPartCount; ++part)
            r.values[InstanceCostColumn + part] = costOf(e->annual, CostPart(part));
        serving = e->run.serving;
        r.values[RunXColumn] = serving ? e->run.tokensPerSecond() : e->run.hours;
        r.values[RunYColumn] = e->run.headlineCost();
        rows.append(r);
    }
    // As many rows as before, read the same way: new values (or other instances) in place, so a
    // chart keeps its bars and points and only moves them.
    const bool sameShape = rows.size() == m_rows.size() && currency.symbol() == m_symbol && (rows.isEmpty() || serving == m_serving);
    if (!sameShape) {
        beginResetModel();
        m_rows = rows;
        m_symbol = currency.symbol();
        m_serving = serving;
        endResetModel();
        return;
    }
    int first = -1, last = -1;
    for (int r = 0; r < rows.size(); ++r)
        if (!(rows[r] == m_rows[r])) {
            first = first < 0 ? r : first;
            last = r;
        }
    m_rows = rows;
    if (first >= 0)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
}

QStringList CostChartModel::names() const
{
    QStringList out;
    for (const Row &r : m_rows)
        out << r.name;
    return out;
}

double CostChartModel::annualTotal(int row) const
{
    const Row &r = m_rows.at(row);
    return r.values[InstanceCostColumn] + r.values[DiskColumn] + r.values[EgressColumn] + r.values[StorageColumn] +
        r.values[RequestsColumn];
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
    switch (role) {
    case KeyRole: return r.key;
    case PicksRole: return r.picks;
    case Qt::ToolTipRole: return r.pickNames.isEmpty() ? r.fullName : tr("%1: %2", "instance: its picks").arg(r.fullName, r.pickNames);
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (index.column() == NameColumn)
            return r.name;
        return r.values[std::size_t(index.column())]; // numbers: chart mappers read DisplayRole
    }
    return {};
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
    case RunXColumn: return m_serving ? tr("Tokens per second") : tr("Run hours");
    case RunYColumn: return m_serving ? tr("Cost per million tokens") : tr("Run cost");
    }
    return {};
}

} // namespace ga
