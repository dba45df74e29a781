#include "instancespanel.h"

#include "catalog.h"
#include "instancedelegate.h"
#include "instancesmodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace ga {

InstancesPanel::InstancesPanel(InstancesModel *model, InstanceFilterProxy *proxy, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(proxy)
{
    setObjectName(QStringLiteral("instancesPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *filters = new QHBoxLayout;
    m_providers = new QToolButton(this);
    m_providers->setObjectName(QStringLiteral("providerFilter"));
    m_providers->setText(tr("All providers"));
    m_providers->setPopupMode(QToolButton::InstantPopup);
    m_providers->setMenu(new QMenu(m_providers));
    m_providers->setToolTip(tr("Show only the checked providers"));
    m_region = new QLineEdit(this);
    m_region->setObjectName(QStringLiteral("regionFilter"));
    m_region->setPlaceholderText(tr("Region contains…"));
    m_region->setClearButtonEnabled(true);
    m_region->setMaximumWidth(120);
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpuFilter"));
    m_gpu->setToolTip(tr("Show only one GPU model"));
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpu->setMinimumContentsLength(12);
    m_billing = new QComboBox(this);
    m_billing->setObjectName(QStringLiteral("billingFilter"));
    m_billing->setToolTip(tr("Billing mode the prices use (part of the scenario)"));
    for (const QString &id : billingIds())
        m_billing->addItem(displayName(*billingFromId(id)), id);
    m_fitsOnly = new QCheckBox(tr("Fits only"), this);
    m_fitsOnly->setObjectName(QStringLiteral("fitsOnlyCheck"));
    m_fitsOnly->setToolTip(tr("Hide instances whose GPUs cannot hold the job (Alt+F)"));
    m_fitsOnly->setShortcut(QKeySequence(QStringLiteral("Alt+F")));
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("instanceCount"));
    filters->addWidget(m_providers);
    filters->addWidget(m_region);
    filters->addWidget(m_gpu);
    filters->addWidget(m_billing);
    filters->addWidget(m_fitsOnly);
    filters->addStretch(1);
    filters->addWidget(m_count);
    layout->addLayout(filters);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("instancesView"));
    m_view->setModel(proxy);
    m_view->setItemDelegate(new InstanceDelegate(m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(InstancesModel::AnnualColumn, Qt::AscendingOrder);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setRootIsDecorated(true);
    m_view->setIndentation(12);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->header()->setSectionsMovable(true);
    m_view->header()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int c = 0; c < InstancesModel::ColumnCount; ++c) {
        auto *toggle = new QAction(model->headerData(c, Qt::Horizontal).toString(), m_view->header());
        toggle->setCheckable(true);
        toggle->setChecked(true);
        connect(toggle, &QAction::toggled, m_view, [this, c](bool on) { m_view->setColumnHidden(c, !on); });
        m_view->header()->addAction(toggle);
    }
    layout->addWidget(m_view, 1);
    // Widths for a 1366-pixel screen; the header's context menu shows the hidden columns.
    const QList<std::pair<int, int>> widths{{InstancesModel::FitColumn, 84},     {InstancesModel::PickColumn, 72},
                                            {InstancesModel::ProviderColumn, 58}, {InstancesModel::InstanceColumn, 150},
                                            {InstancesModel::RegionColumn, 90},   {InstancesModel::GpuColumn, 104},
                                            {InstancesModel::GpuCountColumn, 36}, {InstancesModel::ScalingColumn, 52},
                                            {InstancesModel::VramColumn, 52},
                                            {InstancesModel::NeedColumn, 42},     {InstancesModel::VcpuColumn, 38},
                                            {InstancesModel::RamColumn, 50},      {InstancesModel::HourlyColumn, 58},
                                            {InstancesModel::AnnualColumn, 72},   {InstancesModel::RunHoursColumn, 46},
                                            {InstancesModel::RunCostColumn, 56}};
    for (const auto &[column, width] : widths)
        m_view->setColumnWidth(column, width);
    for (int hidden : {int(InstancesModel::RegionColumn), int(InstancesModel::AdvisoriesColumn)}) {
        m_view->setColumnHidden(hidden, true);
        m_view->header()->actions().at(hidden)->setChecked(false);
    }

    connect(m_region, &QLineEdit::textChanged, proxy, &InstanceFilterProxy::setRegionFilter);
    connect(m_gpu, &QComboBox::currentIndexChanged, proxy, [this] { m_proxy->setGpuFilter(m_gpu->currentData().toString()); });
    connect(m_fitsOnly, &QCheckBox::toggled, proxy, &InstanceFilterProxy::setFitsOnly);
    connect(m_billing, &QComboBox::activated, this, [this] {
        Q_EMIT billingEdited(*billingFromId(m_billing->currentData().toString()));
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        Q_EMIT instanceSelected(selectedKey());
    });
    // Any change of which rows are visible: re-span tier rows, recount, tell the charts. New values
    // in the same rows arrive as one dataChanged per tier; the window refreshes the charts once
    // for them after each new advice, so here they only update the count.
    connect(proxy, &QAbstractItemModel::modelReset, this, [this] { layoutTiers(); });
    connect(proxy, &QAbstractItemModel::layoutChanged, this, [this] { layoutTiers(); });
    connect(proxy, &QAbstractItemModel::rowsInserted, this, [this] { layoutTiers(); });
    connect(proxy, &QAbstractItemModel::rowsRemoved, this, [this] { layoutTiers(); });
    connect(proxy, &QAbstractItemModel::dataChanged, this, [this] { updateCount(); });
}

void InstancesPanel::setCatalogChoices(const Catalog &catalog)
{
    QMenu *menu = m_providers->menu();
    menu->clear();
    for (const Provider &p : catalog.providers) {
        QAction *a = menu->addAction(p.name);
        a->setData(p.id);
        a->setCheckable(true);
        a->setChecked(true);
        connect(a, &QAction::toggled, this, &InstancesPanel::providersEdited);
    }
    const QString current = m_gpu->currentData().toString();
    m_gpu->blockSignals(true);
    m_gpu->clear();
    m_gpu->addItem(tr("All GPUs"), QString());
    for (const GpuSpec &g : catalog.gpus)
        if (std::any_of(catalog.instances.cbegin(), catalog.instances.cend(), [&g](const Instance &i) { return i.gpuId == g.id; }))
            m_gpu->addItem(g.name, g.id);
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(current)));
    m_gpu->blockSignals(false);
    providersEdited();
}

void InstancesPanel::providersEdited()
{
    QSet<QString> checked;
    int total = 0;
    for (QAction *a : m_providers->menu()->actions()) {
        ++total;
        if (a->isChecked())
            checked.insert(a->data().toString());
    }
    m_providers->setText(int(checked.size()) == total ? tr("All providers") : tr("%n provider(s)", nullptr, int(checked.size())));
    m_proxy->setProviders(int(checked.size()) == total ? QSet<QString>() : checked);
}

void InstancesPanel::setBilling(Billing billing)
{
    m_billing->setCurrentIndex(std::max(0, m_billing->findData(toId(billing))));
}

QString InstancesPanel::selectedKey() const
{
    return m_view->currentIndex().data(InstancesModel::KeyRole).toString();
}

void InstancesPanel::selectKey(const QString &key)
{
    const QModelIndex source = m_model->indexForKey(key);
    const QModelIndex index = m_proxy->mapFromSource(source);
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void InstancesPanel::setScalingVisible(bool visible)
{
    m_view->setColumnHidden(InstancesModel::ScalingColumn, !visible);
    m_view->header()->actions().at(InstancesModel::ScalingColumn)->setChecked(visible);
}

void InstancesPanel::layoutTiers()
{
    for (int t = 0; t < m_proxy->rowCount(); ++t)
        m_view->setFirstColumnSpanned(t, QModelIndex(), true);
    m_view->expandAll();
    updateCount();
    Q_EMIT visibleRowsChanged();
}

void InstancesPanel::updateCount()
{
    const auto visible = m_proxy->visibleInstances();
    int fitting = 0;
    for (const QModelIndex &i : visible)
        fitting += i.data(InstancesModel::FitsRole).toBool() ? 1 : 0;
    m_count->setText(tr("%1 shown · %2 fit").arg(visible.size()).arg(fitting));
}

} // namespace ga
