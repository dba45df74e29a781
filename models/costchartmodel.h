#pragma once

#include "advice.h"

#include <QAbstractTableModel>

namespace ga {

// What the cost charts draw, for the instances the table shows: one row per instance with its
// yearly cost parts (stacked bars, QVBarModelMapper columns -> sets) and its run time and cost
// (scatter, QVXYModelMapper).
class CostChartModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NameColumn, InstanceCostColumn, DiskColumn, EgressColumn, StorageColumn, RequestsColumn,
                  RunHoursColumn, RunCostColumn, ColumnCount };
    enum Role { KeyRole = Qt::UserRole + 1 };

    explicit CostChartModel(QObject *parent = nullptr);

    // At most `limit` priced instances, in the given order.
    void setEvaluations(const QList<const InstanceEvaluation *> &evaluations, const CurrencySettings &currency, int limit);
    QStringList names() const;
    QString currencySymbol() const { return m_symbol; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;
        QString key;
        double values[ColumnCount] = {};
    };
    QList<Row> m_rows;
    QString m_symbol;
};

} // namespace ga
