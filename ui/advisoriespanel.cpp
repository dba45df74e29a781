#include "ui/advisoriespanel.h"

#include "core/providers.h"
#include "itemmodels/advisoriesmodel.h"
#include "session/advisorsession.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ga {

namespace {

// Severity icons from the style, so they follow the platform theme.
class SeverityDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.column() != AdvisoriesModel::SeverityColumn)
            return;
        const auto severity = Severity(index.data(SeverityRole).toInt());
        const QStyle::StandardPixmap pixmap = severity == Severity::Critical ? QStyle::SP_MessageBoxCritical
            : severity == Severity::Warning                                  ? QStyle::SP_MessageBoxWarning
                                                                             : QStyle::SP_MessageBoxInformation;
        option->icon = QApplication::style()->standardIcon(pixmap);
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->decorationSize = QSize(16, 16);
    }
};

} // namespace

AdvisoriesPanel::AdvisoriesPanel(AdvisorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new AdvisoriesModel(this))
{
    setObjectName(QStringLiteral("advisoriesPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_context = new QLabel(this);
    m_context->setObjectName(QStringLiteral("advisoriesContext"));
    m_context->setWordWrap(true);
    layout->addWidget(m_context);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("advisoriesTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new SeverityDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(AdvisoriesModel::SeverityColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(AdvisoriesModel::MessageColumn, QHeaderView::Stretch);
    // A narrow column: the code and evidence are in the "why" pane and the tooltip.
    m_table->setColumnHidden(AdvisoriesModel::CodeColumn, true);
    m_table->setColumnHidden(AdvisoriesModel::EvidenceColumn, true);
    // Rows as tall as their wrapped text, measured once per list and per width: a header in
    // ResizeToContents mode measures every row again on each layout pass of the window. A new
    // width comes from the dock or from the scroll bar, whose viewport resize re-stretches the
    // column only after this panel hears of it.
    m_table->viewport()->installEventFilter(this);
    layout->addWidget(m_table, 3);

    m_why = new QTextBrowser(this);
    m_why->setObjectName(QStringLiteral("advisoryWhy"));
    m_why->setOpenExternalLinks(true);
    m_why->setPlaceholderText(tr("Select an advisory to see why it was raised and where the rule comes from."));
    layout->addWidget(m_why, 2);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AdvisoriesPanel::showWhy);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        fitRows();
        if (m_model->rowCount() > 0)
            m_table->selectRow(0);
        else {
            m_whyText = tr("Nothing holds this job back here.");
            m_why->setPlainText(m_whyText);
        }
    });
}

void AdvisoriesPanel::fitRows()
{
    m_rowsFitAt = m_table->columnWidth(AdvisoriesModel::MessageColumn);
    m_table->resizeRowsToContents();
}

void AdvisoriesPanel::fitRowsLater()
{
    m_fitLater.request(this, [this] {
        if (m_table->columnWidth(AdvisoriesModel::MessageColumn) != m_rowsFitAt)
            fitRows();
    });
}

bool AdvisoriesPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitRowsLater();
    return QWidget::eventFilter(watched, event);
}

void AdvisoriesPanel::showInstance(const QString &key)
{
    const Advice &advice = m_session->advice();
    QList<Advisory> list = advice.advisories;
    QString label;
    for (const InstanceEvaluation &e : advice.instances)
        if (e.key() == key) {
            list += advice.advisoriesFor(e);
            label = instanceLabel(*e.provider, *e.instance);
        }
    m_model->setAdvisories(list);
    setContext(label);
}

void AdvisoriesPanel::setContext(const QString &instanceLabel)
{
    m_context->setText(instanceLabel.isEmpty() ? tr("For the job (select an instance for its own advisories):")
                                               : tr("For the job and <b>%1</b>:").arg(instanceLabel.toHtmlEscaped()));
}

void AdvisoriesPanel::showWhy()
{
    const QModelIndex index = m_table->currentIndex();
    if (!index.isValid())
        return;
    // The rule's code is in the row's tooltip. Laying the text out is costly: only new text is set.
    const QString why = index.data(AdvisoriesModel::WhyRole).toString();
    if (why != m_whyText) {
        m_whyText = why;
        m_why->setPlainText(why);
    }
}

} // namespace ga
