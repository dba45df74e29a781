#pragma once

#include "base/fielderror.h"
#include "output/reportdata.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QWidget;

namespace ga {

class AdvisorSession;
class ComparePanel;
class InstancesPanel;

// File > Export and Print for the window: the instances as CSV or JSON, the preflight check and the
// launch files for the selected instance, and the report as PDF, preview or print (with the pinned scenarios).
// Each writes the advice on screen; what was written goes out of statusMessage.
class ExportActions final : public QObject {
    Q_OBJECT

public:
    ExportActions(AdvisorSession *session, const InstancesPanel *instances, const ComparePanel *compare, QWidget *window);

    // Every launch file the scenario on screen has, for the selected instance (else the
    // recommended one), into `folder`; what was written, what was not and why.
    struct LaunchExport {
        QStringList written;             // file names
        QStringList skipped;             // "accelerate_fsdp.yaml: FSDP shards..."
        std::optional<FieldError> error; // a write that failed: the files before it are written
    };
    LaunchExport exportLaunchFilesTo(const QString &folder) const;

public Q_SLOTS:
    void exportInstances();
    std::optional<ga::FieldError> exportInstancesTo(const QString &path) const;
    void exportPreflight();
    void exportLaunchFiles();
    void exportPdf();
    bool exportPdfTo(const QString &path);
    void printPreview();
    void print();

Q_SIGNALS:
    void statusMessage(const QString &text, int timeoutMs);

private:
    ReportData report() const;

    AdvisorSession *m_session;
    const InstancesPanel *m_instances;
    const ComparePanel *m_compare;
    QWidget *m_window;
};

} // namespace ga
