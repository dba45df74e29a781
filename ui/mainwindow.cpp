#include "ui/mainwindow.h"

#include "data/appsettings.h"
#include "data/presets.h"
#include "data/scenariofile.h"
#include "itemmodels/comparisonmodel.h"
#include "session/advisorsession.h"
#include "session/scenariodocument.h"
#include "ui/advisoriespanel.h"
#include "ui/calibrationdialog.h"
#include "ui/catalogcontroller.h"
#include "ui/comparepanel.h"
#include "ui/costchartspanel.h"
#include "ui/exportactions.h"
#include "ui/instancespanel.h"
#include "ui/localgpulabel.h"
#include "ui/memorypanel.h"
#include "ui/needspanel.h"
#include "ui/recoverybar.h"
#include "ui/scenarioeditor.h"
#include "ui/scenarioform.h"
#include "ui/servingpanel.h"
#include "ui/settingsdialog.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFrame>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace ga {

namespace {
// A short dock scrolls its panel rather than squeezing the wrapped lines over each other.
QScrollArea *scrolling(QWidget *panel, const QString &objectName)
{
    auto *scroll = new QScrollArea;
    scroll->setObjectName(objectName);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}
} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Advisor"));
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    LoadedCatalog loaded = CatalogStore().load();
    const QStringList problems = loaded.problems;
    auto catalog = std::make_shared<const Catalog>(std::move(loaded.catalog));
    m_session = new AdvisorSession(catalog, this);
    const AppSettings prefs = AppSettings::load();
    m_session->setCurrency(prefs.currency);
    if (prefs.correction.share != 0)
        m_session->setCorrection(prefs.correction);
    m_catalogs = new CatalogController(m_session, loaded, this);
    connect(m_catalogs, &CatalogController::statusMessage, this, &MainWindow::showMessage);

    m_form = new ScenarioForm;
    m_form->setDiskClasses(catalog->diskClasses());
    // Each panel follows the session; the memory panel first, so that it has the advice before
    // the instances announce their selection.
    auto *memory = new MemoryPanel(m_session);
    // "How many GPUs?" sits above the instances: when nothing holds the job as configured it is
    // the first answer (adviceChanged shows it then).
    m_needs = new NeedsPanel(m_session);
    m_instances = new InstancesPanel(m_session);
    auto *advisories = new AdvisoriesPanel(m_session);
    auto *costCharts = new CostChartsPanel;
    m_compare = new ComparePanel(m_session);
    auto *serving = new ServingPanel(m_session);
    m_exports = new ExportActions(m_session, m_instances, m_compare, this);
    connect(m_exports, &ExportActions::statusMessage, this, &MainWindow::showMessage);

    auto *central = new QSplitter(Qt::Vertical);
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->setChildrenCollapsible(false);
    central->addWidget(m_needs);
    central->addWidget(m_instances);
    central->setStretchFactor(0, 2);
    central->setStretchFactor(1, 3);
    auto *centre = new QWidget;
    m_centreLayout = new QVBoxLayout(centre);
    m_centreLayout->setContentsMargins(0, 0, 0, 0);
    m_centreLayout->setSpacing(0);
    m_centreLayout->addWidget(central, 1);
    setCentralWidget(centre);
    // Left and right columns run the full height; the bottom tabs sit under the instances only.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget *scenarioDock = addPanel(scrolling(m_form, QStringLiteral("scenarioScroll")), tr("Scenario"),
                                         QStringLiteral("scenarioDock"), Qt::LeftDockWidgetArea);
    QDockWidget *memoryDock = addPanel(scrolling(memory, QStringLiteral("memoryScroll")), tr("Memory budget"), QStringLiteral("memoryDock"),
                                       Qt::LeftDockWidgetArea);
    splitDockWidget(scenarioDock, memoryDock, Qt::Vertical);
    QDockWidget *advisoriesDock = addPanel(advisories, tr("Advisories"), QStringLiteral("advisoriesDock"), Qt::RightDockWidgetArea);
    QDockWidget *costDock = addPanel(costCharts, tr("Cost"), QStringLiteral("costDock"), Qt::BottomDockWidgetArea);
    QDockWidget *compareDock = addPanel(m_compare, tr("Compare"), QStringLiteral("compareDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(costDock, compareDock);
    QDockWidget *servingDock = addPanel(serving, tr("Serving"), QStringLiteral("servingDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(costDock, servingDock);
    costDock->raise();
    resizeDocks({scenarioDock, advisoriesDock}, {370, 245}, Qt::Horizontal);
    resizeDocks({scenarioDock, memoryDock}, {350, 320}, Qt::Vertical);
    resizeDocks({costDock}, {270}, Qt::Vertical);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("catalogStatus"));
    statusBar()->addWidget(new LocalGpuLabel(m_session, this), 1);
    statusBar()->addPermanentWidget(m_status);

    m_editor = new ScenarioEditor(m_form, m_session, this);
    connect(m_editor, &ScenarioEditor::titleChanged, this, [this](const QString &name, bool modified) {
        setWindowTitle(name + QStringLiteral("[*]"));
        setWindowModified(modified);
    });
    connect(m_editor, &ScenarioEditor::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_session, &AdvisorSession::adviceChanged, this, &MainWindow::adviceChanged);
    connect(m_session, &AdvisorSession::scenarioRejected, this, &MainWindow::scenarioRejected);
    // The details and the charts follow the table's current row and the rows it shows.
    connect(m_instances, &InstancesPanel::instanceSelected, memory, &MemoryPanel::showInstance);
    connect(m_instances, &InstancesPanel::instanceSelected, advisories, &AdvisoriesPanel::showInstance);
    connect(m_instances, &InstancesPanel::instanceSelected, costCharts, &CostChartsPanel::setHighlight);
    connect(m_instances, &InstancesPanel::instanceSelected, serving, &ServingPanel::showInstance);
    // A scenario that becomes a service brings the engine's figures to the front, once.
    connect(m_session, &AdvisorSession::adviceChanged, servingDock, [this, servingDock, wasServing = false]() mutable {
        const bool now = m_session->advice().scenario.isServing();
        if (now && !wasServing)
            servingDock->raise();
        wasServing = now;
    });
    connect(m_instances, &InstancesPanel::visibleRowsChanged, costCharts, [this, costCharts] {
        costCharts->showInstances(m_instances->shownEvaluations(), m_session->advice().currency);
        costCharts->setHighlight(m_instances->selectedKey());
    });
    connect(m_instances, &InstancesPanel::billingEdited, this, [this](Billing b) {
        Scenario s = m_form->scenario();
        s.usage.billing = b;
        m_editor->apply(s, tr("Change the billing mode"));
    });
    connect(m_compare, &ComparePanel::pinRequested, this, &MainWindow::pinScenario);
    connect(m_needs, &NeedsPanel::configurationChosen, this, [this](int gpus, int zero, const QString &instanceKey) {
        Scenario s = m_form->scenario();
        s.gpus = gpus;
        if (s.isTraining())
            s.zero = zero;
        m_editor->apply(s, tr("Use %n GPU(s)", nullptr, gpus));
        // The instance the row named, not the one selected before, which may not hold the job.
        m_instances->showFirst(instanceKey);
    });
    connect(memory, &MemoryPanel::calibrateRequested, this, &MainWindow::calibrate);

    buildMenus();
    m_defaultState = saveState();
    restoreSettings();

    for (const QString &p : std::as_const(problems))
        statusBar()->showMessage(p, 10000);
    m_catalogs->scheduleCheck();
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

void MainWindow::showMessage(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::adviceChanged()
{
    for (QAction *a : std::as_const(m_resultActions)) {
        a->setEnabled(true);
        a->setStatusTip(QString());
    }
    m_form->showError(m_session->lastError());
    setNeedsVisible(m_session->advice().fittingCount() == 0 || m_showNeeds->isChecked());
    m_status->setText(m_catalogs->statusText());
    m_status->setToolTip(m_catalogs->priceDatesText());
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

QList<Scenario> MainWindow::pinnedScenarios() const
{
    QList<Scenario> out;
    for (const Advice &a : m_compare->model()->advices())
        out << a.scenario;
    return out;
}

void MainWindow::pinScenarios(const QList<Scenario> &scenarios)
{
    for (const Scenario &s : scenarios)
        m_compare->model()->pin(m_session->adviceFor(s));
}

void MainWindow::pinScenario()
{
    if (!m_compare->pin())
        statusBar()->showMessage(tr("Four scenarios are pinned already: remove one to pin another."), 5000);
    else if (auto *dock = findChild<QDockWidget *>(QStringLiteral("compareDock"))) {
        dock->show();
        dock->raise();
    }
}

bool MainWindow::openScenarioFile(const QString &path)
{
    return m_editor->openFile(path);
}

void MainWindow::calibrate()
{
    CalibrationDialog dialog(m_session->scenario(), m_session->options().memory, this);
    if (dialog.exec() != QDialog::Accepted || dialog.outcome() == CalibrationDialog::Outcome::None)
        return;
    const bool keep = dialog.outcome() == CalibrationDialog::Outcome::Keep;
    AppSettings a = AppSettings::load();
    a.correction = keep ? dialog.correction() : UserCorrection();
    m_session->setCorrection(a.correction);
    if (keep)
        statusBar()->showMessage(
            tr("Kept your correction of %1%; every estimate now shows it as its own line.").arg(a.correction.share * 100.0, 0, 'f', 1),
            8000);
    else
        statusBar()->showMessage(tr("Removed your correction."), 5000);
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
    if (auto *bar = RecoveryBar::offer(m_editor)) {
        m_centreLayout->insertWidget(0, bar);
        connect(bar, &RecoveryBar::statusMessage, this, &MainWindow::showMessage);
    }
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
