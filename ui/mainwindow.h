#pragma once

#include "base/fielderror.h"
#include "core/scenario.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QVBoxLayout;

namespace ga {

class AdvisorSession;
class CatalogController;
class ComparePanel;
class ExportActions;
class InstancesPanel;
class NeedsPanel;
class ScenarioEditor;
class ScenarioForm;

// Assembles the panels, menus and docks around one AdvisorSession; each panel owns its models
// and follows the session itself. It computes nothing.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;
    // The pinned comparisons, to carry into a window rebuilt in another language, where each is
    // judged again so its texts are in that language.
    QList<Scenario> pinnedScenarios() const;
    void pinScenarios(const QList<Scenario> &scenarios);

public Q_SLOTS:
    void pinScenario();
    bool openScenarioFile(const QString &path);
    void showPreferences();
    void calibrate();

Q_SIGNALS:
    // The user chose another language (empty = the system's): the application rebuilds the window in it.
    void languageChangeRequested(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus(); // mainmenus.cpp
    QDockWidget *addPanel(QWidget *panel, const QString &title, const QString &objectName, Qt::DockWidgetArea area);
    void adviceChanged();
    void scenarioRejected(const ga::FieldError &error);
    void setNeedsVisible(bool visible);
    void showMessage(const QString &text, int timeoutMs);
    void restoreSettings();
    void saveSettings() const;

    AdvisorSession *m_session = nullptr;
    ScenarioForm *m_form = nullptr;
    ScenarioEditor *m_editor = nullptr;
    InstancesPanel *m_instances = nullptr;
    NeedsPanel *m_needs = nullptr;
    ComparePanel *m_compare = nullptr;
    CatalogController *m_catalogs = nullptr;
    ExportActions *m_exports = nullptr;
    QVBoxLayout *m_centreLayout = nullptr; // the recovery bar goes above the panels
    QList<QAction *> m_resultActions;      // act on the advice shown: disabled while the form holds an invalid edit
    QAction *m_showNeeds = nullptr;
    QLabel *m_status = nullptr;
    QByteArray m_defaultState;
};

} // namespace ga
