#pragma once

#include "base/fielderror.h"
#include "output/reportdata.h"

#include <QObject>

#include <optional>

class QWidget;

namespace ga {

class AdvisorSession;
class ComparePanel;
class InstancesPanel;

// File > Export and Print for the window: the instances as CSV or JSON, the preflight check for
// the selected instance, and the report as PDF, preview or print (with the pinned scenarios).
// Each writes the advice on screen; what was written goes out of statusMessage.
class ExportActions final : public QObject {
    Q_OBJECT

public:
    ExportActions(AdvisorSession *session, const InstancesPanel *instances, const ComparePanel *compare, QWidget *window);

public Q_SLOTS:
    void exportInstances();
    std::optional<ga::FieldError> exportInstancesTo(const QString &path) const;
    void exportPreflight();
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
