#include "ui/mainwindow.h"

#include "output/adviceexport.h"
#include "itemmodels/advisoriesmodel.h"
#include "ui/advisoriespanel.h"
#include "session/advisorsession.h"
#include "itemmodels/breakdownmodel.h"
#include "ui/calibrationdialog.h"
#include "data/catalogimport.h"
#include "base/atomicfile.h"
#include "data/appsettings.h"
#include "data/catalogstore.h"
#include "ui/importsdialog.h"
#include "ui/catalogupdater.h"
#include "ui/comparepanel.h"
#include "itemmodels/comparisonmodel.h"
#include "itemmodels/costchartmodel.h"
#include "ui/costchartspanel.h"
#include "itemmodels/instancesmodel.h"
#include "ui/instancespanel.h"
#include "data/localgpu.h"
#include "ui/memorypanel.h"
#include "itemmodels/needsmodel.h"
#include "core/providers.h"
#include "ui/needspanel.h"
#include "output/preflight.h"
#include "ui/guidedialog.h"
#include "session/scenariodocument.h"
#include "ui/scenarioeditor.h"
#include "report/reportrenderer.h"
#include "ui/scenarioform.h"
#include "data/scenariofile.h"
#include "ui/settingsdialog.h"
#include "data/presets.h"

#include <QAction>
#include <QUndoStack>
#include <QLocale>
#include <QVBoxLayout>
#include <QPushButton>
#include <QHBoxLayout>
#include <QFrame>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPointer>
#include <QProgressDialog>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QThread>
#include <QTimer>
#include <QTreeView>

#include <atomic>

namespace ga {

namespace {
constexpr int kChartInstances = 6; // bars that stay legible in the cost chart
constexpr int kPeriodicCheckDelayMs = 10000; // the periodic price check waits until start-up is over
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Advisor"));
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    LoadedCatalog loaded = CatalogStore().load();
    const QStringList problems = loaded.problems;
    rememberCatalogInUse(loaded);
    auto catalog = std::make_shared<const Catalog>(std::move(loaded.catalog));
    m_session = new AdvisorSession(catalog, this);
    const AppSettings prefs = AppSettings::load();
    m_session->setCurrency(prefs.currency);
    if (prefs.correction.share != 0)
        m_session->setCorrection(prefs.correction);
    m_breakdown = new BreakdownModel(this);
    m_instancesModel = new InstancesModel(this);
    m_proxy = new InstanceFilterProxy(this);
    m_proxy->setSourceModel(m_instancesModel);
    m_advisories = new AdvisoriesModel(this);
    m_costModel = new CostChartModel(this);
    m_comparison = new ComparisonModel(this);
    m_needsModel = new NeedsModel(this);

    m_form = new ScenarioForm;
    m_form->setDiskClasses(catalog->diskClasses());
    auto *formScroll = new QScrollArea;
    formScroll->setObjectName(QStringLiteral("scenarioScroll"));
    formScroll->setWidget(m_form);
    formScroll->setWidgetResizable(true);
    formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    formScroll->setFrameShape(QFrame::NoFrame);

    m_memory = new MemoryPanel(m_breakdown);
    m_instances = new InstancesPanel(m_instancesModel, m_proxy);
    m_instances->setCatalogChoices(*catalog);
    m_advisoriesPanel = new AdvisoriesPanel(m_advisories);
    m_costCharts = new CostChartsPanel(m_costModel);
    m_compare = new ComparePanel(m_comparison);

    // "How many GPUs?" sits above the instances: when nothing holds the job as configured it is
    // the first answer (adviceChanged shows it then).
    m_needs = new NeedsPanel(m_needsModel);
    auto *central = new QSplitter(Qt::Vertical);
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->setChildrenCollapsible(false);
    central->addWidget(m_needs);
    central->addWidget(m_instances);
    central->setStretchFactor(0, 2);
    central->setStretchFactor(1, 3);
    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(central, 1);
    setCentralWidget(centre);
    // Left and right columns run the full height; the bottom tabs sit under the instances only.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget *scenarioDock = addPanel(formScroll, tr("Scenario"), QStringLiteral("scenarioDock"), Qt::LeftDockWidgetArea);
    // A short dock scrolls the panel rather than squeezing its wrapped lines over each other.
    auto *memoryScroll = new QScrollArea;
    memoryScroll->setObjectName(QStringLiteral("memoryScroll"));
    memoryScroll->setWidget(m_memory);
    memoryScroll->setWidgetResizable(true);
    memoryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    memoryScroll->setFrameShape(QFrame::NoFrame);
    QDockWidget *memoryDock = addPanel(memoryScroll, tr("Memory budget"), QStringLiteral("memoryDock"), Qt::LeftDockWidgetArea);
    splitDockWidget(scenarioDock, memoryDock, Qt::Vertical);
    QDockWidget *advisoriesDock = addPanel(m_advisoriesPanel, tr("Advisories"), QStringLiteral("advisoriesDock"), Qt::RightDockWidgetArea);
    QDockWidget *costDock = addPanel(m_costCharts, tr("Cost"), QStringLiteral("costDock"), Qt::BottomDockWidgetArea);
    QDockWidget *compareDock = addPanel(m_compare, tr("Compare"), QStringLiteral("compareDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(costDock, compareDock);
    costDock->raise();
    resizeDocks({scenarioDock, advisoriesDock}, {370, 300}, Qt::Horizontal);
    resizeDocks({scenarioDock, memoryDock}, {350, 320}, Qt::Vertical);
    resizeDocks({costDock}, {270}, Qt::Vertical);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("catalogStatus"));
    m_localGpuLabel = new QLabel(this);
    m_localGpuLabel->setObjectName(QStringLiteral("localGpuStatus"));
    statusBar()->addWidget(m_localGpuLabel, 1);
    statusBar()->addPermanentWidget(m_status);

    m_updater = new CatalogUpdater(this);
    connect(m_updater, &CatalogUpdater::catalogLoaded, this, &MainWindow::useCatalog);
    connect(m_updater, &CatalogUpdater::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 15000); });

    m_editor = new ScenarioEditor(m_form, m_session, this);
    connect(m_editor, &ScenarioEditor::titleChanged, this, [this](const QString &name, bool modified) {
        setWindowTitle(name + QStringLiteral("[*]"));
        setWindowModified(modified);
    });
    connect(m_editor, &ScenarioEditor::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_session, &AdvisorSession::adviceChanged, this, &MainWindow::adviceChanged);
    connect(m_session, &AdvisorSession::scenarioRejected, this, &MainWindow::scenarioRejected);
    connect(m_instances, &InstancesPanel::instanceSelected, this, &MainWindow::instanceSelected);
    connect(m_instances, &InstancesPanel::visibleRowsChanged, this, &MainWindow::refreshCharts);
    connect(m_instances, &InstancesPanel::billingEdited, this, [this](Billing b) {
        Scenario s = m_form->scenario();
        s.usage.billing = b;
        m_editor->apply(s, tr("Change the billing mode"));
    });
    connect(m_compare, &ComparePanel::pinRequested, this, &MainWindow::pinScenario);
    connect(m_needs, &NeedsPanel::configurationChosen, this, [this](int gpus, int zero) {
        Scenario s = m_form->scenario();
        s.gpus = gpus;
        if (s.isTraining())
            s.zero = zero;
        m_editor->apply(s, tr("Use %n GPU(s)", nullptr, gpus));
    });
    connect(m_memory, &MemoryPanel::calibrateRequested, this, &MainWindow::calibrate);

    buildMenus();
    m_defaultState = saveState();
    restoreSettings();

    m_localProbe = new LocalGpuProbe(this);
    connect(m_localProbe, &LocalGpuProbe::found, this, &MainWindow::showLocalGpus);
    m_localProbe->start();

    for (const QString &p : std::as_const(problems))
        statusBar()->showMessage(p, 10000);

    // Nothing is fetched at start-up unless the user turned the periodic check on (Preferences).
    if (const QString url = configuredRefreshUrl(); !url.isEmpty() && CatalogUpdater::periodicCheckDue())
        QTimer::singleShot(kPeriodicCheckDelayMs, m_updater, [this, url] { m_updater->checkInBackground(QUrl(url, QUrl::StrictMode)); });
}

MainWindow::~MainWindow()
{
    // Widgets going away emit their last signals (a spin box commits its text when it loses
    // focus): nothing may reach the session or the menus, which are being destroyed too.
    m_form->blockSignals(true);
    disconnect(m_session, nullptr, this, nullptr);
}

QDockWidget *MainWindow::addPanel(QWidget *panel, const QString &title, const QString &objectName, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New scenario"), QKeySequence::New, this, [this] {
        if (m_editor->maybeSave())
            m_editor->start(defaultScenario(), QString());
    });
    file->addAction(tr("&Open scenario…"), QKeySequence::Open, m_editor, &ScenarioEditor::open);
    file->addMenu(m_editor->recentMenu());
    // Save, like pin and export, acts on what the panels show: never on an invalid edit.
    m_resultActions << m_editor->saveAction() << m_editor->saveAsAction();
    file->addAction(m_editor->saveAction());
    file->addAction(m_editor->saveAsAction());
    file->addSeparator();
    file->addAction(tr("Open model &config.json…"), QKeySequence(QStringLiteral("Ctrl+Shift+O")), m_form, &ScenarioForm::openConfigDialog);
    m_resultActions << file->addAction(tr("Export &instances (CSV or JSON)…"), this, &MainWindow::exportInstances);
    m_resultActions << file->addAction(tr("Export &preflight check…"), this, &MainWindow::exportPreflight);
    m_resultActions << file->addAction(tr("&Export PDF report…"), QKeySequence(QStringLiteral("Ctrl+E")), this, &MainWindow::exportPdf);
    m_resultActions << file->addAction(tr("Print pre&view…"), this, &MainWindow::printPreview);
    m_resultActions << file->addAction(tr("P&rint report…"), QKeySequence::Print, this, &MainWindow::print);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_editor->undoAction());
    edit->addAction(m_editor->redoAction());
    edit->addSeparator();
    // Ctrl+C in the table does the same; here without the shortcut, which belongs to text fields.
    edit->addAction(tr("&Copy selected instances"), m_instances, &InstancesPanel::copySelection);
    edit->addSeparator();
    // Linux desktops define no standard Preferences shortcut; Ctrl+, is the common one.
    const QKeySequence preferences = QKeySequence(QKeySequence::Preferences).isEmpty() ? QKeySequence(QStringLiteral("Ctrl+,"))
                                                                                      : QKeySequence(QKeySequence::Preferences);
    edit->addAction(tr("&Preferences…"), preferences, this, &MainWindow::showPreferences);

    QMenu *scenario = menuBar()->addMenu(tr("&Scenario"));
    m_resultActions << scenario->addAction(tr("&Pin for comparison"), QKeySequence(QStringLiteral("Ctrl+P")), this, &MainWindow::pinScenario);
    scenario->addAction(tr("Clear &comparison"), m_comparison, &ComparisonModel::clear);
    scenario->addSeparator();
    scenario->addAction(tr("Focus the &model picker"), QKeySequence(QStringLiteral("Ctrl+L")), this, [this] {
        if (auto *combo = m_form->findChild<QWidget *>(QStringLiteral("modelCombo")))
            combo->setFocus(Qt::ShortcutFocusReason);
    });
    scenario->addAction(tr("Focus the &instances"), QKeySequence(QStringLiteral("Ctrl+T")), this, [this] {
        m_instances->view()->setFocus(Qt::ShortcutFocusReason);
    });

    QMenu *catalog = menuBar()->addMenu(tr("&Catalog"));
    catalog->addAction(tr("&Update prices…"), this, &MainWindow::updatePrices);
    catalog->addAction(tr("&Import catalog…"), QKeySequence(QStringLiteral("Ctrl+I")), this, &MainWindow::importCatalog);
    catalog->addAction(tr("&Stored imports…"), this, &MainWindow::showStoredImports)->setObjectName(QStringLiteral("storedImportsAction"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    m_showNeeds = view->addAction(tr("&GPU count options"));
    m_showNeeds->setObjectName(QStringLiteral("showNeedsAction"));
    m_showNeeds->setCheckable(true);
    m_showNeeds->setToolTip(tr("Show the smallest configuration per GPU model even when the job fits as configured"));
    connect(m_showNeeds, &QAction::toggled, this, [this](bool on) { setNeedsVisible(on || m_session->advice().fittingCount() == 0); });
    view->addAction(tr("&Reset layout"), this, [this] { restoreState(m_defaultState); });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("GPU Advisor &guide"), QKeySequence(Qt::Key_F1), this, [this] {
        auto *guide = findChild<GuideDialog *>();
        if (!guide)
            guide = new GuideDialog(this);
        guide->show();
        guide->raise();
        guide->activateWindow();
    });
    help->addAction(tr("How the &picks are chosen"), this, [this] {
        const QString text = tr("<p>The highlighted rows answer four questions. Each is chosen only among instances that fit the job "
                                "as configured, have a price and carry no critical advisory.</p>")
                             + GuideDialog::picksListHtml()
                             + tr("<p>Run time = training FLOPs ÷ (dense TFLOPS × GPUs × the GPU generation's utilisation × scaling "
                                  "efficiency); hover a run figure for its formula and sources.</p>");
        QMessageBox::information(this, tr("How the picks are chosen"), text);
    });
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    help->addAction(tr("&About GPU Advisor"), this, [this] {
        const Catalog &c = m_session->catalog();
        QMessageBox::about(this, tr("About GPU Advisor"),
                           tr("<h3>GPU Advisor %1</h3><p>How much GPU memory a training or inference job needs, which cloud "
                              "instances fit it, what will hold it back and what it costs.</p><p>Catalog %2: %3 GPUs, %4 "
                              "instances, %5 providers. Every price and specification carries its source and date; hover a "
                              "number to see it.</p><p>Memory model: Korthikanti et al. 2022 (activations), Rajbhandari et al. "
                              "2020 (ZeRO), Dettmers et al. 2023 (QLoRA), calibrated against published measurements "
                              "(docs/accuracy.md).</p>")
                               .arg(QApplication::applicationVersion(), c.version)
                               .arg(c.gpus.size())
                               .arg(c.instances.size())
                               .arg(c.providers.size()));
    });
}

void MainWindow::adviceChanged()
{
    for (QAction *a : std::as_const(m_resultActions)) {
        a->setEnabled(true);
        a->setStatusTip(QString());
    }
    const Advice &advice = m_session->advice();
    const QString selected = m_instances->selectedKey();
    m_form->showError(m_session->lastError());
    m_memory->showAdvice(advice);
    m_needs->showAdvice(advice);
    setNeedsVisible(advice.fittingCount() == 0 || m_showNeeds->isChecked());
    m_instancesModel->setAdvice(advice);
    m_instances->setScalingVisible(advice.scenario.gpus > 1);
    m_instances->setBilling(advice.scenario.usage.billing);
    // Keep the selection; at first show the recommended pick, so its advisories are on screen.
    if (!selected.isEmpty())
        m_instances->selectKey(selected);
    else if (advice.recommended() >= 0)
        m_instances->selectKey(advice.instances[advice.recommended()].key());
    instanceSelected(m_instances->selectedKey());
    refreshCharts();
    updateLocalGpuFit();
    m_status->setText(catalogStatusText());
}

QString MainWindow::catalogStatusText() const
{
    const LoadedCatalog &in = m_catalogInUse;
    QString base = in.refreshed ? tr("Refreshed catalog %1 (as of %2)").arg(in.baseVersion, in.baseAsOf)
                                : tr("Bundled catalog %1 (as of %2)").arg(in.baseVersion, in.baseAsOf);
    if (!in.imports.isEmpty())
        base += tr(" + %n import(s)", nullptr, int(in.imports.size()));
    const Catalog &c = m_session->catalog();
    QString text = tr("%1 · %2 instances · %3 providers · prices in %4")
                       .arg(base)
                       .arg(c.instances.size())
                       .arg(c.providers.size())
                       .arg(m_session->currency().display);
    if (const int stale = m_session->advice().stalePrices; stale > 0)
        text += tr(" · %n price(s) over %1 months old", nullptr, stale).arg(kStalePriceMonths);
    return text;
}

void MainWindow::rememberCatalogInUse(const LoadedCatalog &loaded)
{
    m_catalogInUse = {Catalog(), loaded.refreshed, loaded.baseVersion, loaded.baseAsOf, loaded.imports, loaded.problems};
}

void MainWindow::useCatalog(const LoadedCatalog &loaded)
{
    rememberCatalogInUse(loaded);
    auto catalog = std::make_shared<const Catalog>(loaded.catalog);
    m_instances->setCatalogChoices(*catalog);
    m_session->setCatalog(catalog);
}

void MainWindow::updatePrices()
{
    QString url = configuredRefreshUrl();
    if (url.isEmpty()) {
        bool ok = false;
        url = QInputDialog::getText(this, tr("Update prices"),
                                    tr("No catalog address is set yet. Fetch the catalog from (the HTTPS address of a mirror that serves "
                                       "a GPU Advisor catalog in JSON):"),
                                    QLineEdit::Normal, QStringLiteral("https://"), &ok)
                  .trimmed();
        if (!ok || url.isEmpty())
            return;
        // Kept for the next update unless refused; the update's message then says why.
        if (!CatalogFetcher::refusal(QUrl(url, QUrl::StrictMode)))
            settings::refreshUrl.setValue(url);
    }
    m_updater->update(QUrl(url, QUrl::StrictMode));
}

void MainWindow::setNeedsVisible(bool visible)
{
    if (visible == !m_needs->isHidden())
        return;
    m_needs->setVisible(visible);
    if (visible) {
        // Appearing, it takes two fifths of the height: its rows are the answer now.
        auto *splitter = findChild<QSplitter *>(QStringLiteral("centralSplitter"));
        const int height = std::max(200, splitter->height());
        splitter->setSizes({height * 2 / 5, height - height * 2 / 5});
    }
}

void MainWindow::scenarioRejected(const FieldError &error)
{
    m_form->showError(error);
    // Pin and export act on what the panels show; while the form holds an invalid edit the panels
    // show the last valid result, so these wait until the edit is corrected.
    for (QAction *a : std::as_const(m_resultActions)) {
        a->setEnabled(false);
        a->setStatusTip(tr("Correct the marked field first: the panels still show the last valid scenario."));
    }
}

void MainWindow::instanceSelected(const QString &key)
{
    const Advice &advice = m_session->advice();
    QList<Advisory> list = advice.advisories;
    QString label;
    const InstanceEvaluation *selected = nullptr;
    for (const InstanceEvaluation &e : advice.instances)
        if (e.key() == key) {
            list += advice.advisoriesFor(e);
            label = QStringLiteral("%1 %2 (%3)").arg(e.providerName(), e.instance->type, e.instance->region);
            selected = &e;
        }
    m_memory->showInstance(advice, selected);
    m_advisories->setAdvisories(list);
    m_advisoriesPanel->setContext(label);
    m_costCharts->setHighlight(key);
}

void MainWindow::refreshCharts()
{
    // The charts follow the table: its filters, its sort order, the instances that fit.
    QList<const InstanceEvaluation *> shown;
    for (const QModelIndex &i : m_proxy->visibleInstances())
        if (const InstanceEvaluation *e = m_instancesModel->evaluation(i); e && e->fits)
            shown << e;
    m_costModel->setEvaluations(shown, m_session->advice().currency, kChartInstances);
    m_costCharts->setHighlight(m_instances->selectedKey());
}

void MainWindow::pinScenario()
{
    if (!m_comparison->pin(m_session->advice()))
        statusBar()->showMessage(tr("Four scenarios are pinned already: remove one to pin another."), 5000);
    else if (auto *dock = findChild<QDockWidget *>(QStringLiteral("compareDock"))) {
        dock->show();
        dock->raise();
    }
}

void MainWindow::showLocalGpus(const QList<LocalGpu> &gpus)
{
    m_localGpus = gpus;
    updateLocalGpuFit();
}

void MainWindow::updateLocalGpuFit()
{
    if (m_localGpus.isEmpty())
        return;
    const MemoryBudget &budget = m_session->advice().memory;
    const double need = budget.budgetGiB();
    QStringList parts;
    for (const LocalGpu &g : std::as_const(m_localGpus)) {
        const double gib = g.memoryGiB();
        parts << (budget.fitsIn(gib) ? tr("%1 (%2 GiB): fits").arg(g.name).arg(gib, 0, 'f', 1)
                              : tr("%1 (%2 GiB): needs %3 GiB").arg(g.name).arg(gib, 0, 'f', 1).arg(need, 0, 'f', 1));
    }
    m_localGpuLabel->setText(tr("This machine: %1").arg(parts.join(QStringLiteral("; "))));
}

void MainWindow::importCatalog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a catalog"), QString(),
                                                      tr("Catalogs (*.json *.csv);;GPU Advisor JSON (*.json);;SkyPilot vms.csv or gpuhunt CSV (*.csv)"));
    if (!path.isEmpty())
        importCatalogFrom(path);
}

QString MainWindow::askImportProvider(const QString &path)
{
    QStringList names;
    for (const KnownProvider &p : knownProviders())
        names << QString::fromLatin1(p.name);
    QInputDialog ask(this);
    ask.setObjectName(QStringLiteral("importProviderDialog"));
    ask.setWindowTitle(tr("Import a catalog"));
    ask.setLabelText(tr("Which cloud's prices does %1 hold?\nChoose one, or type the name of another.").arg(QFileInfo(path).fileName()));
    ask.setComboBoxItems(names);
    ask.setComboBoxEditable(true);
    if (ask.exec() != QDialog::Accepted)
        return {};
    const QString answer = ask.textValue().trimmed();
    for (const KnownProvider &p : knownProviders())
        if (answer.compare(QLatin1String(p.name), Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(p.id);
    return answer.toLower();
}

void MainWindow::importCatalogFrom(const QString &path)
{
    // The same import sequence as `gpu-advisor catalog import`, off the GUI thread: a catalog of
    // all regions of a provider takes a second or more, and the user may cancel it.
    struct Job {
        std::atomic_int permille{0};
        std::atomic_bool cancelled{false};
        std::atomic_bool keptStored{false}; // the user kept the stored import of the same providers
        std::optional<Expected<ImportReport>> result;
    };
    auto job = std::make_shared<Job>();
    ImportOptions options;
    // A CSV does not say whose prices it holds; the importer reads that from the file's name, and
    // when the name does not tell, the window asks (the command line takes --provider instead).
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) && providerFromPath(path).isEmpty()) {
        options.provider = askImportProvider(path);
        if (options.provider.isEmpty())
            return;
    }
    options.progress = [job](double share) {
        job->permille = int(share * 1000);
        return !job->cancelled.load();
    };
    auto *progress = new QProgressDialog(tr("Importing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000, this);
    progress->setObjectName(QStringLiteral("importProgress"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [job] { job->cancelled = true; });
    auto *poll = new QTimer(progress);
    connect(poll, &QTimer::timeout, progress, [job, progress] { progress->setValue(job->permille); });
    poll->start(100);

    LoadedCatalog inUse = m_catalogInUse;
    inUse.catalog = m_session->catalog();
    // Asked from the import's thread when the file holds providers imported already; the
    // question is put on the GUI thread, which the import waits for.
    const ReplaceQuestion ask = [job, window = QPointer<MainWindow>(this)](const QList<StoredImport> &existing) {
        bool yes = false;
        if (window)
            QMetaObject::invokeMethod(window, [&] { yes = window->confirmReplace(existing); }, Qt::BlockingQueuedConnection);
        job->keptStored = !yes;
        return yes;
    };
    QThread *thread = QThread::create([job, path, inUse, options, ask] { job->result = CatalogStore().importFile(path, inUse, options, ask); });
    connect(thread, &QThread::finished, this, [this, job, path, progress, thread] {
        thread->deleteLater();
        progress->deleteLater();
        const Expected<ImportReport> &result = *job->result;
        if (const auto *e = std::get_if<FieldError>(&result)) {
            if (job->keptStored)
                statusBar()->showMessage(tr("The stored import was kept; nothing was imported."), 8000);
            else if (!job->cancelled)
                QMessageBox::warning(this, tr("Import failed"), tr("Nothing was imported; the catalog in use is unchanged.\n\n%1").arg(e->message()));
            else
                statusBar()->showMessage(tr("Import cancelled; nothing was changed."), 8000);
            Q_EMIT catalogImportFinished(false, e->message());
            return;
        }
        const ImportReport &r = std::get<ImportReport>(result);
        useCatalog(r.after);
        QString message = tr("Imported %n instance(s) from %1, stored as %2", nullptr, int(r.result.catalog.instances.size()))
                              .arg(QFileInfo(path).fileName(), r.stored.fileName);
        for (const StoredImport &old : r.replaced)
            message += tr("; replaced %1").arg(old.description());
        statusBar()->showMessage(message, 8000);
        Q_EMIT catalogImportFinished(true, message);
    });
    thread->start();
}

bool MainWindow::confirmReplace(const QList<StoredImport> &existing)
{
    QStringList held;
    for (const StoredImport &s : existing)
        held << s.description();
    QMessageBox ask(QMessageBox::Question, tr("Import a catalog"),
                    tr("These providers are imported already:\n%1\n\nReplace them with the new file? Keep them, and nothing is imported.")
                        .arg(held.join(QLatin1Char('\n'))),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("replaceImportQuestion"));
    QPushButton *replace = ask.addButton(tr("&Replace"), QMessageBox::AcceptRole);
    ask.addButton(tr("&Keep", "the stored import"), QMessageBox::RejectRole);
    ask.exec();
    return ask.clickedButton() == replace;
}

void MainWindow::showStoredImports()
{
    auto *dialog = new ImportsDialog(m_catalogInUse, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportsDialog::importRemoved, this, [this](const StoredImport &removed) {
        useCatalog(CatalogStore().load());
        statusBar()->showMessage(tr("Removed %1").arg(removed.description()), 8000);
    });
    dialog->open();
}

bool MainWindow::openScenarioFile(const QString &path)
{
    return m_editor->openFile(path);
}

void MainWindow::exportInstances()
{
    const QString csv = tr("Spreadsheet (*.csv)");
    QString filter = csv;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the instances"), tr("instances") + QStringLiteral(".csv"),
                                                      csv + QStringLiteral(";;") + tr("JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    if (const auto e = exportInstancesTo(path)) {
        QMessageBox::warning(this, tr("Cannot export the instances"), e->message());
        return;
    }
    statusBar()->showMessage(tr("Wrote %n instance(s) to %1", nullptr, int(m_session->advice().instances.size())).arg(QDir::toNativeSeparators(path)), 8000);
}

std::optional<FieldError> MainWindow::exportInstancesTo(const QString &path) const
{
    // Every instance of the advice on screen, in its order: the same rows as `advise --format csv`
    // (or --json), from the same module.
    const Advice &advice = m_session->advice();
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        const std::string text = adviceJson(advice).dump(2) + "\n";
        return writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size())));
    }
    return writeFileAtomically(path, adviceCsv(advice));
}

void MainWindow::exportPreflight()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export a preflight check"), QStringLiteral("preflight-check.sh"),
                                                      tr("Bash scripts (*.sh)"));
    if (path.isEmpty())
        return;
    // The scenario on screen and, when a row is selected, that instance (its GPU model and count).
    const Advice &advice = m_session->advice();
    const InstanceEvaluation *instance = findInstance(advice, m_instances->selectedKey());
    PreflightOptions options;
    options.generatedAt = QDateTime::currentDateTimeUtc();
    options.version = QApplication::applicationVersion();
    if (const auto e = savePreflightScript(path, preflightScript(preflightPlan(advice, instance), options))) {
        QMessageBox::warning(this, tr("Cannot export the preflight check"), e->message());
        return;
    }
    statusBar()->showMessage(instance ? tr("Wrote %1 for %2: run it on the rented machine.").arg(QDir::toNativeSeparators(path), instance->key())
                                      : tr("Wrote %1: run it on the rented machine.").arg(QDir::toNativeSeparators(path)),
                             8000);
}

ReportData MainWindow::report() const
{
    ReportOptions options;
    options.date = QDate::currentDate();
    return reportData(m_session->advice(), m_comparison->advices(), options);
}

void MainWindow::exportPdf()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the PDF report"), tr("gpu-advisor-report.pdf"), tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        exportPdfTo(path);
}

bool MainWindow::exportPdfTo(const QString &path)
{
    const auto pages = saveReportPdf(report(), path);
    if (const auto *e = std::get_if<FieldError>(&pages)) {
        QMessageBox::warning(this, tr("Cannot export the report"), e->message());
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1: %n page(s).", nullptr, std::get<int>(pages)).arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void MainWindow::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    QPrintPreviewDialog dialog(&printer, this);
    // The report as it is when the preview opens; the dialog repaints it on every page setup change.
    const ReportData data = report();
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&data](QPrinter *p) { paintReport(data, *p); });
    dialog.exec();
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted && paintReport(report(), printer) == 0)
        QMessageBox::warning(this, tr("Cannot print the report"), tr("The printer could not be used."));
}

void MainWindow::calibrate()
{
    CalibrationDialog dialog(m_session->scenario(), m_session->options().memory, this);
    if (dialog.exec() != QDialog::Accepted || dialog.outcome() == CalibrationDialog::Outcome::None)
        return;
    AppSettings a = AppSettings::load();
    if (dialog.outcome() == CalibrationDialog::Outcome::Keep) {
        const UserCorrection c = dialog.correction();
        a.correction = c;
        m_session->setCorrection(c);
        statusBar()->showMessage(tr("Kept your correction of %1%; every estimate now shows it as its own line.").arg(c.share * 100.0, 0, 'f', 1), 8000);
    } else {
        a.correction = {};
        m_session->setCorrection({});
        statusBar()->showMessage(tr("Removed your correction."), 5000);
    }
    a.save();
}

void MainWindow::showPreferences()
{
    const AppSettings before = AppSettings::load();
    SettingsDialog dialog(before, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AppSettings a = dialog.settings();
    a.save();
    m_session->setCurrency(a.currency);
    if (a.appearance != before.appearance)
        applyAppearance(a.appearance);
    if (a.language != before.language)
        Q_EMIT languageChangeRequested(a.language);
}

void MainWindow::restoreSettings()
{
    if (!restoreGeometry(settings::windowGeometry.value())) {
        const QRect screen = QApplication::primaryScreen() ? QApplication::primaryScreen()->availableGeometry() : QRect(0, 0, 1366, 768);
        resize(screen.size().boundedTo(QSize(1600, 1000)));
        move(screen.topLeft());
    }
    restoreState(settings::windowState.value());

    // The default scenario, or the last one (with the file it came from); a damaged setting falls
    // back to the default.
    Scenario s = defaultScenario();
    s.headroom = AppSettings::load().defaultHeadroom;
    const QString saved = settings::lastScenario.value();
    if (!saved.isEmpty())
        if (auto restored = scenarioFromText(saved.toUtf8(), s, QStringLiteral("settings")); std::holds_alternative<Scenario>(restored))
            s = std::get<Scenario>(std::move(restored));
    m_editor->start(s, settings::lastScenarioPath.value());
    offerRecovery();
}

void MainWindow::offerRecovery()
{
    const auto recovery = m_editor->document()->pendingRecovery(defaultScenario());
    if (!recovery)
        return;
    auto *bar = new QFrame;
    bar->setObjectName(QStringLiteral("recoveryBar"));
    bar->setFrameShape(QFrame::StyledPanel);
    bar->setAutoFillBackground(true);
    bar->setBackgroundRole(QPalette::ToolTipBase);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(8, 4, 8, 4);
    auto *label = new QLabel(tr("GPU Advisor did not close normally. A scenario with unsaved changes from %1 was kept.")
                                 .arg(QLocale().toString(recovery->savedAt, QLocale::ShortFormat)));
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::ToolTipText);
    auto *restore = new QPushButton(tr("&Restore it"));
    restore->setObjectName(QStringLiteral("restoreButton"));
    auto *discard = new QPushButton(tr("&Discard"));
    discard->setObjectName(QStringLiteral("discardRecoveryButton"));
    layout->addWidget(label, 1);
    layout->addWidget(restore);
    layout->addWidget(discard);
    static_cast<QVBoxLayout *>(centralWidget()->layout())->insertWidget(0, bar);
    const Scenario scenario = recovery->scenario;
    connect(restore, &QPushButton::clicked, this, [this, bar, scenario] {
        m_editor->apply(scenario, tr("Restore the unsaved scenario"));
        m_editor->document()->discardRecovery();
        bar->deleteLater();
        statusBar()->showMessage(tr("Restored the unsaved scenario; Undo returns to the one shown before."), 8000);
    });
    connect(discard, &QPushButton::clicked, this, [this, bar] {
        m_editor->document()->discardRecovery();
        bar->deleteLater();
    });
}

void MainWindow::saveSettings() const
{
    settings::windowGeometry.setValue(saveGeometry());
    settings::windowState.setValue(saveState());
    settings::lastScenario.setValue(QString::fromUtf8(scenarioToText(m_session->scenario())));
    settings::lastScenarioPath.setValue(m_editor->document()->path());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    event->accept();
}

} // namespace ga
