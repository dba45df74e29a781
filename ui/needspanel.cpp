#include "ui/needspanel.h"

#include "core/advice.h"
#include "itemmodels/needsmodel.h"
#include "session/advisorsession.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace ga {

NeedsPanel::NeedsPanel(AdvisorSession *session, QWidget *parent) : QWidget(parent), m_model(new NeedsModel(this))
{
    setObjectName(QStringLiteral("needsPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *top = new QHBoxLayout;
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("needsHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::RichText);
    m_use = new QPushButton(tr("&Use this configuration"), this);
    m_use->setObjectName(QStringLiteral("useConfigurationButton"));
    m_use->setToolTip(tr("Set the scenario's GPU count and ZeRO stage to the selected row; every instance is then judged at it."));
    top->addWidget(m_heading, 1);
    top->addWidget(m_use, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(RawValueRole);
    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("needsView"));
    m_view->setModel(proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the advisor's order (best first) until the user sorts
    m_view->header()->setStretchLastSection(false);
    // The figures keep their width; the configuration and the instance share what is left (their
    // tooltips carry the full texts).
    for (int c = 0; c < NeedsModel::ColumnCount; ++c)
        m_view->header()->setSectionResizeMode(
            c,
            c == NeedsModel::ConfigurationColumn || c == NeedsModel::InstanceColumn ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);

    connect(m_use, &QPushButton::clicked, this, &NeedsPanel::chooseCurrent);
    connect(m_view, &QTreeView::activated, this, &NeedsPanel::chooseCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->setCurrentIndex(m_view->model()->index(0, 0));
        m_use->setEnabled(m_view->model()->rowCount() > 0);
    });
    connect(session, &AdvisorSession::adviceChanged, this, [this, session] { showAdvice(session->advice()); });
}

void NeedsPanel::showAdvice(const Advice &advice)
{
    if (isHidden()) {
        m_pending = advice;
    } else {
        m_pending.reset();
        m_model->setAdvice(advice);
    }
    const Scenario &s = advice.scenario;
    // The order the rows are in (Advice::needs): by the cost the table headlines.
    const QString order = s.isTraining() ? tr("cheapest run first") : tr("cheapest per million tokens first");
    if (advice.fittingCount() == 0)
        m_heading->setText(tr("<b>Nothing holds this job on %n GPU(s) as configured: it needs %1 GiB per GPU.</b> The smallest "
                              "configuration per GPU model, %2:",
                              nullptr, s.gpus)
                               .arg(formatGiB(advice.memory.budgetBytes), order));
    else
        m_heading->setText(
            tr("The smallest configuration per GPU model, %1 (the table below judges every instance on %n GPU(s)):", nullptr, s.gpus)
                .arg(order));
}

void NeedsPanel::showEvent(QShowEvent *event)
{
    if (m_pending) {
        m_model->setAdvice(*m_pending);
        m_pending.reset();
    }
    QWidget::showEvent(event);
}

void NeedsPanel::chooseCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return;
    Q_EMIT configurationChosen(index.data(NeedsModel::GpusRole).toInt(), index.data(NeedsModel::ZeroRole).toInt(),
                               index.data(NeedsModel::InstanceKeyRole).toString());
}

} // namespace ga
