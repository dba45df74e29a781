#pragma once

#include "core/advice.h"
#include "itemmodels/roles.h"

#include <QAbstractItemModel>
#include <QCollator>
#include <QSet>
#include <QSortFilterProxyModel>

namespace ga {

// One glyph per pick ("$" in the display currency, ▶, ⚡, ★), shared by the table and the charts.
QString pickGlyph(Pick p, const CurrencySettings &currency);

// The instances of an Advice as a two-level tree: GPU tiers, then the instances of each tier.
// Rows keep a stable order (tier, then instance key), so a new Advice over the same catalog
// updates values in place with dataChanged; sorting and filtering belong to InstanceFilterProxy.
// Cells are compact so the decision columns fit a 1366-pixel screen: glyphs for fit states and
// picks, "$3.39k" for money; tooltips, RawValueRole and ExportRole carry the exact figures.
// Colours for fits and picks come from the view's delegate: this library knows no QtGui.
class InstancesModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        FitColumn,
        PickColumn,
        ProviderColumn,
        InstanceColumn,
        RegionColumn,
        GpuColumn,
        GpuCountColumn,
        ScalingColumn,
        VramColumn,
        NeedColumn,
        VcpuColumn,
        RamColumn,
        HourlyColumn,
        AnnualColumn,
        ReplicasColumn, // serving: the workload's replicas and the speed a request sees
        TtftColumn,
        TpotColumn,
        TokensColumn,
        RunHoursColumn,
        RunCostColumn,
        AdvisoriesColumn,
        ColumnCount
    };
    enum Role {
        ProviderIdRole = FirstModelRole,
        RegionRole,
        GpuIdRole,
        FitsRole,
        FitsWithSuggestionRole,
        TierRole, // int(GpuTier)
        IsTierRole,
        PickRole,        // the pick ids (toId(Pick)), space-separated
        EvaluationRole,  // index into Advice::instances
        PriceStaleRole,  // the price is older than kStalePriceMonths
        ExportRole,      // what a spreadsheet wants: raw numbers, full words (headers: with units)
        SizingTextsRole, // header: the widest texts a cell can show (QStringList); empty = takes the space left
    };

    explicit InstancesModel(QObject *parent = nullptr);

    void setAdvice(const Advice &advice);
    const Advice &advice() const { return m_advice; }
    // The evaluation behind an index of this model (nullptr for tier rows).
    const InstanceEvaluation *evaluation(const QModelIndex &index) const;
    QModelIndex indexForKey(const QString &key) const;
    // What a tier row says about the instances it shows.
    struct TierSummary {
        int shown = 0;
        int fitting = 0;      // fit with no critical problem
        int flawed = 0;       // fit in memory but carry a critical problem
        double cheapest = -1; // the cheapest clean fit per year; < 0: none
        void add(const InstanceEvaluation &e);
    };
    QString tierText(GpuTier tier, const TierSummary &summary, int hidden) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Group {
        GpuTier tier;
        QList<int> rows; // indexes into m_advice.instances
    };
    QVariant tierData(int group, int column, int role) const;
    QVariant instanceData(const InstanceEvaluation &e, int column, int role) const;
    QVariant displayData(const InstanceEvaluation &e, int column) const;
    QVariant exportData(const InstanceEvaluation &e, int column) const;
    QVariant toolTipData(const InstanceEvaluation &e, int column) const;
    QStringList sizingTexts(int column) const;

    Advice m_advice;
    QList<Group> m_groups;
    QStringList m_providers; // the catalog's provider ids, whose change re-sizes the view's columns
};

// Hides what does not fit when asked, and sorts on RawValueRole, names in natural order; tiers
// stay cheapest first and instances that fit stay above those that do not. (The provider, region
// and GPU filters are the advice's own, AdviseOptions::keeps, so that its picks follow them.)
class InstanceFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit InstanceFilterProxy(QObject *parent = nullptr);

    void setFitsOnly(bool on);
    bool fitsOnly() const { return m_fitsOnly; }

    // Visible instance rows in view order (tiers flattened), as source indexes.
    QList<QModelIndex> visibleInstances() const;

    // Tier rows count the instances the filters leave.
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    bool m_fitsOnly = false;
    QCollator m_naturalOrder; // numbers inside names by value: g6.2xlarge before g6.12xlarge
};

} // namespace ga
