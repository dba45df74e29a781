#include "ui/exportactions.h"

#include "base/atomicfile.h"
#include "itemmodels/comparisonmodel.h"
#include "output/adviceexport.h"
#include "output/launchfiles.h"
#include "output/preflight.h"
#include "report/reportrenderer.h"
#include "session/advisorsession.h"
#include "ui/comparepanel.h"
#include "ui/instancespanel.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace ga {

namespace {
constexpr int kMessageMs = 8000;
}

ExportActions::ExportActions(AdvisorSession *session, const InstancesPanel *instances, const ComparePanel *compare, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_instances(instances)
    , m_compare(compare)
    , m_window(window)
{
}

void ExportActions::exportInstances()
{
    const QString csv = tr("Spreadsheet (*.csv)");
    QString filter = csv;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export the instances"), tr("instances") + QStringLiteral(".csv"),
                                                      csv + QStringLiteral(";;") + tr("JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    if (const auto e = exportInstancesTo(path)) {
        QMessageBox::warning(m_window, tr("Cannot export the instances"), e->message());
        return;
    }
    Q_EMIT statusMessage(
        tr("Wrote %n instance(s) to %1", nullptr, int(m_session->advice().instances.size())).arg(QDir::toNativeSeparators(path)),
        kMessageMs);
}

std::optional<FieldError> ExportActions::exportInstancesTo(const QString &path) const
{
    // Every instance of the advice on screen, in its order: the same rows as `advise --format csv`
    // (or --json), from the same module.
    const Advice &advice = m_session->advice();
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return writeFileAtomically(path, [&advice](const ByteWriter &write) {
            writeAdviceJson(advice, -1, [&write](std::string_view piece) { write(QByteArrayView(piece.data(), qsizetype(piece.size()))); });
        });
    return writeFileAtomically(path, adviceCsv(advice));
}

void ExportActions::exportPreflight()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export a preflight check"), QStringLiteral("preflight-check.sh"),
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
        QMessageBox::warning(m_window, tr("Cannot export the preflight check"), e->message());
        return;
    }
    Q_EMIT statusMessage(instance
                             ? tr("Wrote %1 for %2: run it on the rented machine.").arg(QDir::toNativeSeparators(path), instance->key())
                             : tr("Wrote %1: run it on the rented machine.").arg(QDir::toNativeSeparators(path)),
                         kMessageMs);
}

ExportActions::LaunchExport ExportActions::exportLaunchFilesTo(const QString &folder) const
{
    const Advice &advice = m_session->advice();
    const InstanceEvaluation *instance = findInstance(advice, m_instances->selectedKey());
    LaunchOptions options;
    options.generatedAt = QDateTime::currentDateTimeUtc();
    options.version = QApplication::applicationVersion();
    LaunchExport result;
    const QDir dir(folder);
    for (const QString &id : launchFormatIds()) {
        const LaunchFormat f = *launchFormatFromId(id);
        const auto file = launchFile(advice, instance, f, options);
        if (const auto *e = std::get_if<FieldError>(&file)) {
            result.skipped << tr("%1: %2").arg(launchFileName(f), e->reason);
            continue;
        }
        const bool script = f == LaunchFormat::Torchrun || f == LaunchFormat::Vllm;
        if (auto e = writeFileAtomically(dir.filePath(launchFileName(f)), std::get<QByteArray>(file),
                                         script ? FileMode::Executable : FileMode::Regular)) {
            result.error = std::move(e);
            return result;
        }
        result.written << launchFileName(f);
    }
    return result;
}

void ExportActions::exportLaunchFiles()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Export launch files into a folder"));
    if (folder.isEmpty())
        return;
    const LaunchExport result = exportLaunchFilesTo(folder);
    if (result.error) {
        QMessageBox::warning(m_window, tr("Cannot export the launch files"), result.error->message());
        return;
    }
    QString text = tr("Wrote %n file(s) into %1: %2.", nullptr, int(result.written.size()))
                       .arg(QDir::toNativeSeparators(folder), result.written.join(tr(", ", "list separator")))
                       .toHtmlEscaped();
    if (!result.skipped.isEmpty()) {
        text += QStringLiteral("<p>") + tr("Not written, as this scenario has none:").toHtmlEscaped() + QStringLiteral("</p><ul>");
        for (const QString &skipped : result.skipped)
            text += QStringLiteral("<li>") + skipped.toHtmlEscaped() + QStringLiteral("</li>");
        text += QStringLiteral("</ul>");
    }
    QMessageBox::information(m_window, tr("Launch files"), text);
    Q_EMIT statusMessage(tr("Wrote %n launch file(s) into %1", nullptr, int(result.written.size())).arg(QDir::toNativeSeparators(folder)),
                         kMessageMs);
}

ReportData ExportActions::report() const
{
    ReportOptions options;
    options.date = QDate::currentDate();
    return reportData(m_session->advice(), m_compare->model()->advices(), options);
}

void ExportActions::exportPdf()
{
    const QString path =
        QFileDialog::getSaveFileName(m_window, tr("Export the PDF report"), tr("gpu-advisor-report.pdf"), tr("PDF files (*.pdf)"));
    if (!path.isEmpty())
        exportPdfTo(path);
}

bool ExportActions::exportPdfTo(const QString &path)
{
    const auto pages = saveReportPdf(report(), path);
    if (const auto *e = std::get_if<FieldError>(&pages)) {
        QMessageBox::warning(m_window, tr("Cannot export the report"), e->message());
        return false;
    }
    Q_EMIT statusMessage(tr("Wrote %1: %n page(s).", nullptr, std::get<int>(pages)).arg(QDir::toNativeSeparators(path)), kMessageMs);
    return true;
}

void ExportActions::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    QPrintPreviewDialog dialog(&printer, m_window);
    // The report as it is when the preview opens; the dialog repaints it on every page setup change.
    const ReportData data = report();
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, [&data](QPrinter *p) { paintReport(data, *p); });
    dialog.exec();
}

void ExportActions::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    QPrintDialog dialog(&printer, m_window);
    if (dialog.exec() == QDialog::Accepted && paintReport(report(), printer) == 0)
        QMessageBox::warning(m_window, tr("Cannot print the report"), tr("The printer could not be used."));
}

} // namespace ga
