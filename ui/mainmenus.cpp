// The window's menus: each action calls the panel, controller or editor that does the work.
#include "ui/mainwindow.h"

#include "data/presets.h"
#include "itemmodels/comparisonmodel.h"
#include "output/preflight.h"
#include "session/advisorsession.h"
#include "ui/catalogcontroller.h"
#include "ui/comparepanel.h"
#include "ui/exportactions.h"
#include "ui/guidedialog.h"
#include "ui/instancespanel.h"
#include "ui/scenarioeditor.h"
#include "ui/scenarioform.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QTreeView>

namespace ga {

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
    m_resultActions << file->addAction(tr("Export &instances (CSV or JSON)…"), m_exports, &ExportActions::exportInstances);
    m_resultActions << file->addAction(tr(kExportPreflightMenuText), m_exports, &ExportActions::exportPreflight);
    m_resultActions << file->addAction(tr("Export &launch files…"), m_exports, &ExportActions::exportLaunchFiles);
    m_resultActions << file->addAction(tr("&Export PDF report…"), QKeySequence(QStringLiteral("Ctrl+E")), m_exports,
                                       &ExportActions::exportPdf);
    m_resultActions << file->addAction(tr("Print pre&view…"), m_exports, &ExportActions::printPreview);
    m_resultActions << file->addAction(tr("P&rint report…"), QKeySequence(QStringLiteral("Ctrl+Shift+P")), m_exports,
                                       &ExportActions::print);
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
    // Ctrl+P pins (QKeySequence::Print is Ctrl+P as well, so printing takes Ctrl+Shift+P: a key
    // bound twice fires neither).
    m_resultActions << scenario->addAction(tr("&Pin for comparison"), QKeySequence(QStringLiteral("Ctrl+P")), this,
                                           &MainWindow::pinScenario);
    scenario->addAction(tr("Clear &comparison"), m_compare->model(), &ComparisonModel::clear);
    scenario->addSeparator();
    scenario->addAction(tr("Focus the &model picker"), QKeySequence(QStringLiteral("Ctrl+L")), this, [this] {
        if (auto *combo = m_form->findChild<QWidget *>(QStringLiteral("modelCombo")))
            combo->setFocus(Qt::ShortcutFocusReason);
    });
    scenario->addAction(tr("Focus the &instances"), QKeySequence(QStringLiteral("Ctrl+T")), this,
                        [this] { m_instances->view()->setFocus(Qt::ShortcutFocusReason); });

    QMenu *catalog = menuBar()->addMenu(tr("&Catalog"));
    catalog->addAction(tr("&Update prices…"), m_catalogs, &CatalogController::updatePrices);
    catalog->addAction(tr("&Tencent Cloud API key…"), m_catalogs, &CatalogController::editTencentKey)
        ->setObjectName(QStringLiteral("tencentKeyAction"));
    catalog->addAction(tr("&Import catalog…"), QKeySequence(QStringLiteral("Ctrl+I")), m_catalogs, &CatalogController::importCatalog);
    catalog->addAction(tr("&Stored imports…"), m_catalogs, &CatalogController::showStoredImports)
        ->setObjectName(QStringLiteral("storedImportsAction"));

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
                                "as configured, have a price and carry no critical advisory.</p>") +
            GuideDialog::picksListHtml() +
            tr("<p>Run time = training FLOPs ÷ (dense TFLOPS × GPUs × the GPU generation's utilisation × scaling "
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

} // namespace ga
