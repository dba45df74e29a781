#pragma once

#include "core/scenario.h"
#include "ui/queuedonce.h"

#include <QModelIndex>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QTreeView;

namespace ga {

class AdvisorSession;
class Catalog;
class InstanceFilterProxy;
class InstancesModel;
struct InstanceEvaluation;

// The instances that could run the job, grouped by GPU tier, with filters for provider, region,
// GPU, billing mode and "fits only". Sorting uses raw values (RawValueRole).
// The decision columns (fit, pick, GPUs, need, prices) are sized to their compact texts so they
// stay on screen at 1366 × 768; instance and GPU names share what is left. Several rows can be
// selected for copying; the current row is the one the other panels describe. It owns its model
// and proxy and follows the session's advice and catalog.
class InstancesPanel final : public QWidget {
    Q_OBJECT

public:
    explicit InstancesPanel(AdvisorSession *session, QWidget *parent = nullptr);

    InstancesModel *model() const { return m_model; }
    InstanceFilterProxy *proxy() const { return m_proxy; }
    // The instances the table shows, in its order.
    QList<const InstanceEvaluation *> shownEvaluations() const;
    QString selectedKey() const;
    void selectKey(const QString &key);
    void showFirst(const QString &key); // selected, and the table scrolled to it
    QTreeView *view() const { return m_view; }
    // The selected rows (or the current one) as tab-separated text with a header row and raw
    // numbers, for a spreadsheet; copySelection puts it on the clipboard (Ctrl+C in the table).
    QString selectionText() const;
    void copySelection() const;

Q_SIGNALS:
    // The current instance, or "" when there is none: also when the filters hide it.
    void instanceSelected(const QString &key);
    void billingEdited(ga::Billing billing);
    // Which instances are shown, their order or their values changed.
    void visibleRowsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showAdvice();
    // The scaling column matters only when the job spans GPUs.
    // The columns a scenario's kind of job reads: scaling on several GPUs; replicas and latencies when serving.
    void showColumnsFor(const Scenario &s);
    void setCatalogChoices(const Catalog &catalog);
    void providersEdited();
    void filtersEdited(); // providers, region and GPU: handed to the session
    bool filtering() const;
    void showAllProviders();
    void clearFilters();
    bool fitsOnlyHidesAll() const; // "Fits only" with nothing fitting
    void restructured();
    void scheduleSettle();
    void settle();
    void followCurrent();
    void updateCount(const QList<QModelIndex> &visible);
    void sizeColumns();
    void shareElasticColumns();
    QList<int> visibleColumns() const;

    AdvisorSession *m_session;
    InstancesModel *m_model;
    InstanceFilterProxy *m_proxy;
    QToolButton *m_providers = nullptr;
    QList<QCheckBox *> m_providerChecks;
    QLineEdit *m_region = nullptr;
    QComboBox *m_gpu = nullptr;
    QComboBox *m_billing = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QLabel *m_count = nullptr;
    QTreeView *m_view = nullptr;
    QWidget *m_empty = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_emptyFix = nullptr;
    QList<QModelIndex> m_shown;   // source indexes of the rows shown, in view order
    QString m_currentKey;         // the instance last announced by instanceSelected
    bool m_restructuring = false; // the proxy is adding, removing or reordering rows
    QueuedOnce m_settleLater;
    bool m_showingAdvice = false;  // showAdvice announces the rows once, after the model settled
    bool m_servingColumns = false; // the serving columns are the ones shown
};

} // namespace ga
