#pragma once

#include "core/advice.h"
#include "itemmodels/roles.h"

#include <QAbstractTableModel>

namespace ga {

// What the cost charts draw, for the instances the table shows: one row per instance with its
// yearly cost parts (stacked bars, QVBarModelMapper columns -> sets) and one point of the run
// chart (scatter, QVXYModelMapper): for training, run hours and run cost; for serving
// (inference), tokens per second and cost per million tokens.
class CostChartModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        InstanceCostColumn,
        DiskColumn,
        EgressColumn,
        StorageColumn,
        RequestsColumn,
        RunXColumn,
        RunYColumn,
        ColumnCount
    };
    enum Role {
        PicksRole = FirstModelRole, // the glyphs of the picks this instance is ("▶★", as in the table); empty = none
    };

    explicit CostChartModel(QObject *parent = nullptr);

    // At most `limit` priced instances, in the given order: the picks among them and the first
    // of the others. As many rows as before update in place (one dataChanged over the rows that
    // changed); nothing changed, no signal.
    void setEvaluations(const QList<const InstanceEvaluation *> &evaluations, const CurrencySettings &currency, int limit);
    QStringList names() const;
    QString currencySymbol() const { return m_symbol; }
    bool serving() const { return m_serving; }
    double annualTotal(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;     // "g5.xlarge", "▶★ g5.xlarge" for a pick
        QString fullName; // "AWS g5.xlarge"
        QString key;
        QString picks;     // glyphs
        QString pickNames; // "cheapest run, best value"
        std::array<double, ColumnCount> values{};
        bool operator==(const Row &) const = default;
    };
    QList<Row> m_rows;
    QString m_symbol;
    bool m_serving = false;
};

} // namespace ga
