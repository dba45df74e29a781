#pragma once

#include "data/catalogstore.h"
#include "data/localgpu.h"
#include "output/reportdata.h"
#include "core/scenario.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;

namespace ga {

class AdvisoriesModel;
class AdvisoriesPanel;
class AdvisorSession;
class BreakdownModel;
class CatalogUpdater;
class ComparePanel;
class ComparisonModel;
class CostChartModel;
class CostChartsPanel;
class InstanceFilterProxy;
class InstancesModel;
class InstancesPanel;
class LocalGpuProbe;
class MemoryPanel;
class NeedsModel;
class NeedsPanel;
class ScenarioEditor;
class ScenarioForm;
struct LoadedCatalog;

// Assembles the panels and wires them to the session; it computes nothing itself.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    AdvisorSession *session() const { return m_session; }
    ScenarioForm *form() const { return m_form; }
    ScenarioEditor *editor() const { return m_editor; }
    MemoryPanel *memoryPanel() const { return m_memory; }
    InstancesPanel *instancesPanel() const { return m_instances; }
    CostChartsPanel *costChartsPanel() const { return m_costCharts; }
    ComparePanel *comparePanel() const { return m_compare; }
    NeedsPanel *needsPanel() const { return m_needs; }
    InstancesModel *instancesModel() const { return m_instancesModel; }
    InstanceFilterProxy *instancesProxy() const { return m_proxy; }
    AdvisoriesModel *advisoriesModel() const { return m_advisories; }
    CostChartModel *costChartModel() const { return m_costModel; }
    ComparisonModel *comparisonModel() const { return m_comparison; }
    BreakdownModel *breakdownModel() const { return m_breakdown; }
    CatalogUpdater *catalogUpdater() const { return m_updater; }

public Q_SLOTS:
    void pinScenario();
    void importCatalog();
    void importCatalogFrom(const QString &path);
    bool openScenarioFile(const QString &path);
    void exportPreflight();
    void exportInstances();
    std::optional<ga::FieldError> exportInstancesTo(const QString &path) const;
    void updatePrices();
    void exportPdf();
    bool exportPdfTo(const QString &path);
    void printPreview();
    void print();
    void showPreferences();
    void calibrate();

Q_SIGNALS:
    void catalogImportFinished(bool ok, const QString &message);
    // The user chose another language (empty = the system's): the application rebuilds the window in it.
    void languageChangeRequested(const QString &language);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // Asks whose prices a CSV holds when its name does not say; empty when the user cancels.
    QString askImportProvider(const QString &path);
    // Replace the stored imports of the providers a new import holds? (asked before it is stored)
    bool confirmReplace(const QList<StoredImport> &existing);
    void showStoredImports();
    void buildMenus();
    QDockWidget *addPanel(QWidget *panel, const QString &title, const QString &objectName, Qt::DockWidgetArea area);
    void adviceChanged();
    void scenarioRejected(const ga::FieldError &error);
    void setNeedsVisible(bool visible);
    void instanceSelected(const QString &key);
    void refreshCharts();
    void showLocalGpus(const QList<ga::LocalGpu> &gpus);
    void updateLocalGpuFit();
    void restoreSettings();
    void saveSettings() const;
    void offerRecovery();
    void useCatalog(const ga::LoadedCatalog &loaded);
    QString catalogStatusText() const;
    ReportData report() const;

    AdvisorSession *m_session = nullptr;
    BreakdownModel *m_breakdown = nullptr;
    InstancesModel *m_instancesModel = nullptr;
    InstanceFilterProxy *m_proxy = nullptr;
    AdvisoriesModel *m_advisories = nullptr;
    CostChartModel *m_costModel = nullptr;
    ComparisonModel *m_comparison = nullptr;
    LocalGpuProbe *m_localProbe = nullptr;

    ScenarioForm *m_form = nullptr;
    ScenarioEditor *m_editor = nullptr;
    QList<QAction *> m_resultActions; // act on the advice shown: disabled while the form holds an invalid edit
    MemoryPanel *m_memory = nullptr;
    InstancesPanel *m_instances = nullptr;
    AdvisoriesPanel *m_advisoriesPanel = nullptr;
    CostChartsPanel *m_costCharts = nullptr;
    ComparePanel *m_compare = nullptr;
    NeedsModel *m_needsModel = nullptr;
    NeedsPanel *m_needs = nullptr;
    QAction *m_showNeeds = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_localGpuLabel = nullptr;
    CatalogUpdater *m_updater = nullptr;
    // Which catalog is in use, for the status bar and the next import: the bundled or refreshed
    // base and the imports on top. Its catalog is left empty: the session holds it.
    LoadedCatalog m_catalogInUse;
    void rememberCatalogInUse(const LoadedCatalog &loaded);
    QList<LocalGpu> m_localGpus;
    QByteArray m_defaultState;
};

} // namespace ga
