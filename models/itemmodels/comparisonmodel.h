#pragma once

#include "core/advice.h"
#include "itemmodels/roles.h"

#include <QAbstractTableModel>

namespace ga {

// Up to four pinned scenarios side by side (columns), headed "#1 QLoRA". The first rows name the
// model and summarise each scenario's budget, fits, best picks and costs, compact enough for four
// columns on a laptop (tooltips carry the exact figures); the memory components in GiB follow (a
// QHBarModelMapper stacks rows FirstComponentRow..RowCount-1 per scenario).
class ComparisonModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Row {
        ModelRow,
        BudgetRow,
        TotalRow,
        TrainableRow,
        FittingRow,
        CheapestRow,
        AnnualRow,
        FastestRow,
        FirstComponentRow,
        RowCount = FirstComponentRow + kComponentCount
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    bool pin(const Advice &advice); // false when four are pinned already
    void unpin(int column);
    void clear();
    int pinCount() const { return int(m_pins.size()); }
    // The pinned advices as they were pinned, in column order (the report compares them).
    QList<Advice> advices() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Pin {
        QString method;
        QString model;
        Advice advice; // whole, for the report
        QString details;
        int fitting = 0;
        int instances = 0;
        QString cheapest;
        double cheapestAnnual = -1;
        QString fastest;
        double fastestHours = -1;
    };
    QList<Pin> m_pins;
};

} // namespace ga
