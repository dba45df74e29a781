#include "ui/importsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ga {

ImportsDialog::ImportsDialog(const LoadedCatalog &inUse, QWidget *parent) : QDialog(parent), m_inUse(inUse)
{
    setObjectName(QStringLiteral("importsDialog"));
    setWindowTitle(tr("Stored imports"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Imported catalogs are stored under the providers they hold, on top of the bundled or refreshed "
                                "catalog. Importing a provider again asks before it replaces the stored one."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("importsList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("Providers"), tr("Instances"), tr("Imported from"), tr("Imported on"), tr("Prices as of")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_remove = buttons->addButton(tr("&Remove", "a stored import"), QDialogButtonBox::ActionRole);
    m_remove->setObjectName(QStringLiteral("removeImport"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remove, &QPushButton::clicked, this, &ImportsDialog::removeSelected);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] { m_remove->setEnabled(!m_list->selectedItems().isEmpty()); });
    layout->addWidget(buttons);
    // Wide enough for the six columns, never wider than the screen (at 200% 720 px is 1,440).
    const QSize room = screen()->availableGeometry().size() * 0.9;
    resize(std::min(720, room.width()), std::min(320, room.height()));
    fill();
}

void ImportsDialog::fill()
{
    m_list->clear();
    const QLocale locale;
    for (const StoredImport &s : std::as_const(m_inUse.imports)) {
        auto *item = new QTreeWidgetItem(m_list,
                                         {s.name, s.providers.join(QStringLiteral(", ")), locale.toString(qint64(s.instances)),
                                          s.importedFrom.isEmpty() ? tr("(not recorded)") : s.importedFrom, s.importedOn, s.asOf});
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(0, s.fileName);
    }
    if (m_inUse.imports.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_list, {tr("No stored imports: Catalog > Import catalog… adds one.")});
        item->setFlags(Qt::NoItemFlags);
        item->setFirstColumnSpanned(true);
    }
    m_remove->setEnabled(false);
}

void ImportsDialog::removeSelected()
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    if (row < 0 || row >= m_inUse.imports.size())
        return;
    const StoredImport chosen = m_inUse.imports.at(row);
    if (QMessageBox::question(this, tr("Remove import"),
                              tr("Remove %1? Its instances leave the catalog in use.").arg(chosen.description())) != QMessageBox::Yes)
        return;
    const auto removed = CatalogStore().remove(chosen.name, m_inUse);
    if (const auto *e = std::get_if<FieldError>(&removed)) {
        QMessageBox::warning(this, tr("Remove import"), e->message());
        return;
    }
    m_inUse.imports.removeAt(row);
    fill();
    Q_EMIT importRemoved(chosen);
}

} // namespace ga
