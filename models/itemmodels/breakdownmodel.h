#pragma once

#include "itemmodels/roles.h"

#include "core/memory.h"

#include <QAbstractTableModel>

namespace ga {

// The per-GPU memory components as a table: one row per component, in DESIGN.md order.
// Rows double as chart bar sets (QHBarModelMapper maps rows to sets, the GiB column to values).
class BreakdownModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ComponentColumn, GiBColumn, ShareColumn, FormulaColumn, ColumnCount };
    enum Role {
        // RawValueRole: bytes (GiB column), share (share column)
        ComponentIdRole = FirstModelRole,
        FormulaRole,
    };

    explicit BreakdownModel(QObject *parent = nullptr);

    void setBudget(const MemoryBudget &budget);
    const MemoryBudget &budget() const { return m_budget; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    MemoryBudget m_budget;
};

} // namespace ga
