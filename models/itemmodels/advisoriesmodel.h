#pragma once

#include "itemmodels/roles.h"

#include "core/advisories.h"

#include <QAbstractTableModel>

namespace ga {

// Advisories as a table: the scenario-level ones and those of the selected instance.
class AdvisoriesModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SeverityColumn, CodeColumn, MessageColumn, EvidenceColumn, ColumnCount };
    enum Role { CodeRole = FirstModelRole, InstanceRole, WhyRole };

    explicit AdvisoriesModel(QObject *parent = nullptr);

    void setAdvisories(const QList<Advisory> &advisories);
    const QList<Advisory> &advisories() const { return m_items; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Advisory> m_items;
};

} // namespace ga
