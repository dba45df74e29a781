#pragma once

#include "core/advice.h"
#include "itemmodels/roles.h"

#include <QAbstractTableModel>

namespace ga {

// "How many GPUs?": Advice::needs as a table, one row per GPU model, best first. The rows are
// replaced as a whole on each advice (their number and order change with the job).
class NeedsModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ConfigurationColumn, ZeroColumn, InstanceColumn, NeedColumn, HourlyColumn, RunHoursColumn, RunCostColumn, ColumnCount };
    enum Role {
        GpusRole = FirstModelRole, // the configuration's GPU count
        ZeroRole,                  // its ZeRO stage
        InstanceKeyRole,
    };

    explicit NeedsModel(QObject *parent = nullptr);

    void setAdvice(const Advice &advice);
    const GpuNeed *need(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<GpuNeed> m_needs;
    std::shared_ptr<const Catalog> m_catalog; // what the needs point into
    CurrencySettings m_currency;
    Scenario m_scenario;
};

} // namespace ga
