#include "ui/instancespanel.h"

#include "core/catalog.h"
#include "itemmodels/instancesmodel.h"
#include "session/advisorsession.h"
#include "ui/instancedelegate.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace ga {

namespace {

// Columns shown until the user chooses otherwise (the header's context menu): the decision
// columns and the names that identify a row. The others stay one click away.
bool shownByDefault(int column)
{
    switch (column) {
    case InstancesModel::RegionColumn:
    case InstancesModel::ScalingColumn:
    case InstancesModel::VramColumn:
    case InstancesModel::VcpuColumn:
    case InstancesModel::RamColumn:
    case InstancesModel::RunHoursColumn:
    case InstancesModel::ReplicasColumn:
    case InstancesModel::TtftColumn:
    case InstancesModel::TpotColumn:
    case InstancesModel::TokensColumn:
    case InstancesModel::AdvisoriesColumn: return false;
    }
    return true;
}

bool elastic(const InstancesModel *model, int column)
{
    return model->headerData(column, Qt::Horizontal, InstancesModel::SizingTextsRole).toStringList().isEmpty();
}

// A spreadsheet cell: numbers in full (no grouping, no currency), text on one line.
QString cell(const QVariant &value)
{
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    return value.toString().replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

} // namespace

InstancesPanel::InstancesPanel(AdvisorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new InstancesModel(this))
    , m_proxy(new InstanceFilterProxy(this))
{
    setObjectName(QStringLiteral("instancesPanel"));
    m_proxy->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *filters = new QHBoxLayout;
    m_providers = new QToolButton(this);
    m_providers->setObjectName(QStringLiteral("providerFilter"));
    m_providers->setText(tr("All providers"));
    m_providers->setPopupMode(QToolButton::InstantPopup);
    m_providers->setMenu(new QMenu(m_providers));
    m_providers->menu()->setObjectName(QStringLiteral("providerMenu"));
    m_providers->setToolTip(tr("Show only the checked providers"));
    m_region = new QLineEdit(this);
    m_region->setObjectName(QStringLiteral("regionFilter"));
    m_region->setPlaceholderText(tr("Region…", "filter placeholder"));
    m_region->setToolTip(tr("Show only regions whose name contains this text; \"cn\" or \"china\" shows every mainland China "
                            "region, whatever the provider calls it. The picks are chosen among the rows shown."));
    m_region->setClearButtonEnabled(true);
    m_region->setMaximumWidth(110);
    m_region->setMinimumWidth(m_region->fontMetrics().horizontalAdvance(m_region->placeholderText()) + 24);
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpuFilter"));
    m_gpu->setToolTip(tr("Show only one GPU model"));
    m_gpu->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gpu->setMinimumContentsLength(8);
    m_billing = new QComboBox(this);
    m_billing->setObjectName(QStringLiteral("billingFilter"));
    m_billing->setToolTip(tr("Billing mode the prices use (part of the scenario)"));
    for (const QString &id : billingIds())
        m_billing->addItem(displayName(*billingFromId(id)), id);
    m_billing->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_billing->setMinimumContentsLength(8);
    // Alt+F stays with the File menu.
    m_fitsOnly = new QCheckBox(tr("Fits &only"), this);
    m_fitsOnly->setObjectName(QStringLiteral("fitsOnlyCheck"));
    m_fitsOnly->setToolTip(tr("Hide instances whose GPUs cannot hold the job"));
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("instanceCount"));
    filters->addWidget(m_providers);
    filters->addWidget(m_region);
    filters->addWidget(m_gpu, 1);
    filters->addWidget(m_billing);
    filters->addWidget(m_fitsOnly);
    filters->addStretch(1);
    filters->addWidget(m_count);
    layout->addLayout(filters);

    // Before the view takes the proxy: this runs ahead of its selection model, so a current row
    // the filters remove is recognised as hidden, not replaced by a neighbour.
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, &InstancesPanel::restructured);
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this, &InstancesPanel::restructured);
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this, &InstancesPanel::restructured);
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, &InstancesPanel::restructured);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("instancesView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new InstanceDelegate(m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(InstancesModel::AnnualColumn, Qt::AscendingOrder);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setRootIsDecorated(false); // tiers stay expanded; their rows span the table
    m_view->setIndentation(8);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->header()->setSectionsMovable(true);
    m_view->header()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int c = 0; c < InstancesModel::ColumnCount; ++c) {
        auto *toggle = new QAction(m_model->headerData(c, Qt::Horizontal).toString(), m_view->header());
        toggle->setCheckable(true);
        toggle->setChecked(shownByDefault(c));
        m_view->setColumnHidden(c, !shownByDefault(c));
        connect(toggle, &QAction::toggled, m_view, [this, c](bool on) {
            m_view->setColumnHidden(c, !on);
            shareElasticColumns();
        });
        m_view->header()->addAction(toggle);
    }
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    layout->addWidget(m_view, 1);

    // What an empty table means, and the way out.
    m_empty = new QWidget(m_view->viewport());
    m_empty->setObjectName(QStringLiteral("emptyTable"));
    auto *emptyLayout = new QVBoxLayout(m_empty);
    m_emptyText = new QLabel(m_empty);
    m_emptyText->setObjectName(QStringLiteral("emptyTableMessage"));
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyFix = new QPushButton(m_empty);
    m_emptyFix->setObjectName(QStringLiteral("emptyTableButton"));
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_emptyFix, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_empty->hide();
    connect(m_emptyFix, &QPushButton::clicked, this, [this] {
        if (fitsOnlyHidesAll())
            m_fitsOnly->setChecked(false);
        else
            clearFilters();
    });

    // Every filter settles the rows at once; so does each new advice, once the proxy (connected
    // to the model before this panel) has sorted and filtered it.
    connect(m_region, &QLineEdit::textChanged, this, &InstancesPanel::filtersEdited);
    connect(m_gpu, &QComboBox::currentIndexChanged, this, &InstancesPanel::filtersEdited);
    connect(m_fitsOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_proxy->setFitsOnly(on);
        settle();
    });
    connect(m_billing, &QComboBox::activated, this, [this] { Q_EMIT billingEdited(*billingFromId(m_billing->currentData().toString())); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (m_restructuring)
            return; // settle decides once the rows are in place
        m_currentKey = current.data(KeyRole).toString();
        Q_EMIT instanceSelected(m_currentKey);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_shown.clear(); // other instances, maybe at the same rows
        settle();
    });
    // New values: the proxy has already re-sorted and re-filtered; settle when that moved rows,
    // else only the count may change (once for all the model's ranges).
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        if (m_restructuring)
            settle();
        else
            scheduleSettle();
    });
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, [this] {
        const QList<QAction *> toggles = m_view->header()->actions();
        for (int c = 0; c < toggles.size(); ++c)
            toggles[c]->setText(m_model->headerData(c, Qt::Horizontal).toString());
        sizeColumns();
    });
    connect(m_view->header(), &QHeaderView::sortIndicatorChanged, this, [this] {
        sizeColumns();
        settle();
    });
    sizeColumns();
    connect(session, &AdvisorSession::catalogChanged, this, [this] { setCatalogChoices(m_session->catalog()); });
    connect(session, &AdvisorSession::adviceChanged, this, &InstancesPanel::showAdvice);
    setCatalogChoices(session->catalog());
}

void InstancesPanel::setCatalogChoices(const Catalog &catalog)
{
    QMenu *menu = m_providers->menu();
    menu->clear();
    m_providerChecks.clear();
    // Check boxes in the menu: clicking one leaves the menu open for the next.
    for (const Provider &p : catalog.providers) {
        auto *check = new QCheckBox(p.name, menu);
        check->setObjectName(QStringLiteral("provider_") + p.id);
        check->setProperty("providerId", p.id);
        check->setChecked(true);
        connect(check, &QCheckBox::toggled, this, &InstancesPanel::providersEdited);
        auto *action = new QWidgetAction(menu);
        action->setDefaultWidget(check);
        menu->addAction(action);
        m_providerChecks << check;
    }
    menu->addSeparator();
    menu->addAction(tr("Show all providers"), this, &InstancesPanel::showAllProviders);
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
    const qsizetype checked =
        std::count_if(m_providerChecks.cbegin(), m_providerChecks.cend(), [](const QCheckBox *c) { return c->isChecked(); });
    m_providers->setText(checked == m_providerChecks.size() ? tr("All providers") : tr("%n provider(s)", nullptr, int(checked)));
    filtersEdited();
}

void InstancesPanel::filtersEdited()
{
    // The advice itself is filtered, so its picks, tiers and GPU counts are those of the rows shown.
    QStringList providers;
    for (const QCheckBox *check : std::as_const(m_providerChecks))
        if (check->isChecked())
            providers << check->property("providerId").toString();
    if (providers.size() == m_providerChecks.size())
        providers.clear();
    const QString gpu = m_gpu->currentData().toString();
    const QString region = m_region->text().trimmed();
    m_session->setFilters(providers, gpu.isEmpty() ? QStringList() : QStringList{gpu},
                          region.isEmpty() ? QStringList() : QStringList{region});
}

bool InstancesPanel::filtering() const
{
    const AdviseOptions &o = m_session->options();
    return !o.providers.isEmpty() || !o.gpus.isEmpty() || !o.regions.isEmpty();
}

void InstancesPanel::showAllProviders()
{
    for (QCheckBox *check : std::as_const(m_providerChecks)) {
        const QSignalBlocker block(check);
        check->setChecked(true);
    }
    providersEdited();
}

void InstancesPanel::clearFilters()
{
    m_region->clear();
    m_gpu->setCurrentIndex(0);
    m_fitsOnly->setChecked(false);
    showAllProviders();
}

void InstancesPanel::showAdvice()
{
    const Advice &advice = m_session->advice();
    const QString selected = selectedKey();
    const auto cleanFit = [this](const QString &key) {
        const InstanceEvaluation *e = key.isEmpty() ? nullptr : m_model->evaluation(m_model->indexForKey(key));
        return e && e->cleanFit();
    };
    const bool wasCleanFit = cleanFit(selected);
    {
        // The proxy re-sorts after each changed range; the rows in between are no answer to chart.
        const QScopedValueRollback quiet(m_showingAdvice, true);
        m_model->setAdvice(advice);
    }
    showColumnsFor(advice.scenario);
    m_billing->setCurrentIndex(std::max(0, m_billing->findData(toId(advice.scenario.usage.billing))));
    // Keep the selection; at first, when a filter took it away, or when the row fitted and the new
    // job no longer does (another scenario opened), show the recommended pick, so its advisories
    // are on screen. A row chosen while it did not fit stays: the user is reading why.
    const bool lostItsFit = wasCleanFit && !cleanFit(selected) && advice.recommended() >= 0;
    if (!selected.isEmpty() && !lostItsFit && m_proxy->mapFromSource(m_model->indexForKey(selected)).isValid()) {
        selectKey(selected);
        m_view->scrollTo(m_view->currentIndex()); // the rows moved under it: keep it on screen
    } else if (advice.recommended() >= 0)
        showFirst(advice.instances[advice.recommended()].key());
    // The other panels describe the current instance and chart the rows shown: both have new values.
    Q_EMIT instanceSelected(selectedKey());
    m_shown = m_proxy->visibleInstances();
    Q_EMIT visibleRowsChanged();
}

QList<const InstanceEvaluation *> InstancesPanel::shownEvaluations() const
{
    QList<const InstanceEvaluation *> shown;
    for (const QModelIndex &i : m_proxy->visibleInstances())
        if (const InstanceEvaluation *e = m_model->evaluation(i))
            shown << e;
    return shown;
}

QString InstancesPanel::selectedKey() const
{
    return m_view->currentIndex().data(KeyRole).toString();
}

void InstancesPanel::selectKey(const QString &key)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexForKey(key));
    if (index.isValid())
        m_view->setCurrentIndex(index);
}

void InstancesPanel::showFirst(const QString &key)
{
    // The answer opens the table: its row at the top, under its tier's heading when that is the
    // row just above it (tiers sort by GPU class, so the pick is rarely in the first one).
    selectKey(key);
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return;
    const bool headsItsTier = index.row() == 0 && index.parent().isValid();
    m_view->scrollTo(headsItsTier ? index.parent() : index, QAbstractItemView::PositionAtTop);
}

void InstancesPanel::showColumnsFor(const Scenario &s)
{
    const auto show = [this](int column, bool visible) { m_view->header()->actions().at(column)->setChecked(visible); };
    const bool serving = s.isServing();
    show(InstancesModel::ScalingColumn, s.gpus > 1 && !serving);
    // A mode's columns are set when the mode changes; within it the user's choice stays.
    if (m_servingColumns == serving)
        return;
    m_servingColumns = serving;
    // TTFT, the replica count and the hourly price are one click away (the header's menu): on a
    // laptop they would cut the names short; the GPUs column already reads "64×1" (instances ×
    // GPUs), a TTFT target still flags the rows that miss it, a service running all day costs its
    // year, and the Serving panel shows them for the selected row.
    for (const int c : {int(InstancesModel::TpotColumn), int(InstancesModel::TokensColumn)})
        show(c, serving);
    show(InstancesModel::HourlyColumn, !serving);
    if (!serving)
        for (const int c : {int(InstancesModel::ReplicasColumn), int(InstancesModel::TtftColumn)})
            show(c, false);
    show(InstancesModel::NeedColumn, !serving); // a service's rows hold the engine's share, not one budget
}

void InstancesPanel::restructured()
{
    m_restructuring = true;
    scheduleSettle(); // whoever changed the rows may not settle them (a proxy setter called from elsewhere)
}

void InstancesPanel::scheduleSettle()
{
    m_settleLater.request(this, [this] { settle(); });
}

void InstancesPanel::settle()
{
    // The proxy adds and removes rows in several steps: only after the last one are its indexes
    // safe to follow.
    if (m_restructuring) {
        m_restructuring = false;
        for (int t = 0; t < m_proxy->rowCount(); ++t) {
            if (!m_view->isFirstColumnSpanned(t, QModelIndex()))
                m_view->setFirstColumnSpanned(t, QModelIndex(), true);
            if (const QModelIndex tier = m_proxy->index(t, 0); !m_view->isExpanded(tier))
                m_view->expand(tier);
        }
        followCurrent();
    }
    const QList<QModelIndex> shown = m_proxy->visibleInstances();
    updateCount(shown);
    if (shown != m_shown && !m_showingAdvice) {
        m_shown = shown;
        Q_EMIT visibleRowsChanged();
    }
}

void InstancesPanel::followCurrent()
{
    // The current instance stays current while it is shown; hidden by a filter, it is no longer
    // what the other panels describe.
    if (m_currentKey.isEmpty())
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexForKey(m_currentKey));
    if (index.isValid()) {
        if (m_view->currentIndex().siblingAtColumn(0) != index)
            m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
        return;
    }
    m_currentKey.clear();
    {
        const QSignalBlocker block(m_view->selectionModel());
        m_view->selectionModel()->clear();
    }
    m_view->viewport()->update();
    Q_EMIT instanceSelected(QString());
}

void InstancesPanel::updateCount(const QList<QModelIndex> &visible)
{
    int fitting = 0;
    for (const QModelIndex &i : visible)
        fitting += i.data(InstancesModel::FitsRole).toBool() ? 1 : 0;
    m_count->setText(tr("%1 shown · %2 fit").arg(visible.size()).arg(fitting));
    if (!visible.isEmpty() || (m_model->rowCount() == 0 && !filtering())) {
        m_empty->hide();
        return;
    }
    if (fitsOnlyHidesAll()) {
        m_emptyText->setText(tr("No instance fits this job as configured — see the GPU count options above, or untick Fits only."));
        m_emptyFix->setText(tr("Untick Fits only"));
    } else {
        m_emptyText->setText(tr("No instance matches the filters."));
        m_emptyFix->setText(tr("Clear the filters"));
    }
    m_empty->setGeometry(m_view->viewport()->rect());
    m_empty->show();
}

bool InstancesPanel::fitsOnlyHidesAll() const
{
    return m_fitsOnly->isChecked() && m_model->advice().fittingCount() == 0;
}

QList<int> InstancesPanel::visibleColumns() const
{
    QList<int> out;
    const QHeaderView *header = m_view->header();
    for (int v = 0; v < header->count(); ++v)
        if (const int c = header->logicalIndex(v); !header->isSectionHidden(c))
            out << c;
    return out;
}

void InstancesPanel::sizeColumns()
{
    // A decision column is as wide as its widest compact text, or as its header label (with room
    // for the sort arrow when it is the sorted one), so neither is ever cut short.
    QHeaderView *header = m_view->header();
    const int textMargin = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) + 2;
    const int headerMargin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    QFont bold = m_view->font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold), plainMetrics(m_view->font()), headerMetrics(header->font());
    for (int c = 0; c < InstancesModel::ColumnCount; ++c) {
        const QStringList texts = m_model->headerData(c, Qt::Horizontal, InstancesModel::SizingTextsRole).toStringList();
        if (texts.isEmpty())
            continue;
        const QFontMetrics &metrics = c == InstancesModel::FitColumn || c == InstancesModel::PickColumn ? boldMetrics : plainMetrics;
        int width = 0;
        for (const QString &t : texts)
            width = std::max(width, metrics.horizontalAdvance(t));
        width += textMargin + (header->visualIndex(c) == 0 ? m_view->indentation() : 0);
        int label = headerMetrics.horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) + 2 * headerMargin + 2;
        if (header->sortIndicatorSection() == c)
            label += header->sizeHint().height() / 2 + 2 * headerMargin;
        header->resizeSection(c, std::max(width, label));
    }
    shareElasticColumns();
}

void InstancesPanel::shareElasticColumns()
{
    // Names (provider, instance, region, GPU) share what the decision columns leave. The instance
    // type is what a user copies into a console, so it is the last to lose letters: each name is
    // as wide as its widest cell while that fits, then the others give way, the GPU (whose short
    // name and tooltip still identify it) first, never below a readable minimum.
    QHeaderView *header = m_view->header();
    QList<int> names;
    int fixed = 0;
    for (int c : visibleColumns()) {
        if (elastic(m_model, c))
            names << c;
        else
            fixed += header->sectionSize(c);
    }
    if (names.isEmpty())
        return;
    // Enough for "A100 80…" (an A10 and an A100, or 40 and 80 GB, must not read alike).
    const auto minimum = [this](int column) {
        const QFontMetrics &m = m_view->fontMetrics();
        return column == InstancesModel::GpuColumn ? m.horizontalAdvance(QStringLiteral("A100 80…")) + 8 : m.averageCharWidth() * 7;
    };
    const int free = std::max(0, m_view->viewport()->width() - fixed);
    QList<int> wanted;
    int total = 0;
    for (int c : std::as_const(names)) {
        const int label = header->fontMetrics().horizontalAdvance(m_model->headerData(c, Qt::Horizontal).toString()) +
            2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 2;
        // The rows on screen and up to a thousand more (QHeaderView::resizeContentsPrecision).
        wanted << std::max({minimum(c), label, static_cast<const QAbstractItemView *>(m_view)->sizeHintForColumn(c)});
        total += wanted.constLast();
    }
    // Give way in this order until the names fit: GPU, region, provider, instance.
    int excess = total - free;
    for (int c : {int(InstancesModel::GpuColumn), int(InstancesModel::RegionColumn), int(InstancesModel::ProviderColumn),
                  int(InstancesModel::InstanceColumn)}) {
        const qsizetype i = names.indexOf(c);
        if (excess <= 0 || i < 0)
            continue;
        const int give = std::min(excess, wanted[i] - minimum(c));
        wanted[i] -= give;
        excess -= give;
    }
    // Room to spare goes to the last name, so the table ends at the viewport's edge.
    if (excess < 0)
        wanted.last() -= excess;
    for (int i = 0; i < names.size(); ++i)
        header->resizeSection(names[i], wanted[i]);
}

QString InstancesPanel::selectionText() const
{
    const QList<int> columns = visibleColumns();
    QStringList lines;
    QStringList header;
    for (int c : columns)
        header << cell(m_model->headerData(c, Qt::Horizontal, InstancesModel::ExportRole));
    lines << header.join(QLatin1Char('\t'));
    const QItemSelectionModel *selection = m_view->selectionModel();
    const QModelIndex current = m_view->currentIndex();
    // In the order the table shows them; with nothing selected, the current row.
    for (const QModelIndex &source : m_proxy->visibleInstances()) {
        const QModelIndex row = m_proxy->mapFromSource(source);
        if (!selection->isRowSelected(row.row(), row.parent()) && !(!selection->hasSelection() && row == current.siblingAtColumn(0)))
            continue;
        QStringList values;
        for (int c : columns)
            values << cell(source.siblingAtColumn(c).data(InstancesModel::ExportRole));
        lines << values.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void InstancesPanel::copySelection() const
{
    QGuiApplication::clipboard()->setText(selectionText());
}

bool InstancesPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        // Ctrl+C copies rows, not the one cell QTreeView would, ahead of any window shortcut.
        if (auto *key = static_cast<QKeyEvent *>(event); key->matches(QKeySequence::Copy)) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                copySelection();
            return true;
        }
    }
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        shareElasticColumns();
        m_empty->setGeometry(m_view->viewport()->rect());
    }
    return QWidget::eventFilter(watched, event);
}

void InstancesPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        sizeColumns();
}

} // namespace ga
