#pragma once

#include "scenario.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;
class QTreeView;

namespace ga {

class Catalog;
class InstanceFilterProxy;
class InstancesModel;

// The instances that could run the job, grouped by GPU tier, with filters for provider, region,
// GPU, billing mode and "fits only". Sorting uses raw values (InstancesModel::RawValueRole).
class InstancesPanel final : public QWidget {
    Q_OBJECT

public:
    InstancesPanel(InstancesModel *model, InstanceFilterProxy *proxy, QWidget *parent = nullptr);

    void setCatalogChoices(const Catalog &catalog);
    void setBilling(Billing billing);
    QString selectedKey() const;
    void selectKey(const QString &key);
    // The scaling column matters only when the job spans GPUs.
    void setScalingVisible(bool visible);
    QTreeView *view() const { return m_view; }

Q_SIGNALS:
    void instanceSelected(const QString &key);
    void billingEdited(ga::Billing billing);
    void visibleRowsChanged();

private:
    void providersEdited();
    void layoutTiers();
    void updateCount();

    InstancesModel *m_model;
    InstanceFilterProxy *m_proxy;
    QToolButton *m_providers = nullptr;
    QLineEdit *m_region = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_billing = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QLabel *m_count = nullptr;
    QTreeView *m_view = nullptr;
};

} // namespace ga
