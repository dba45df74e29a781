#pragma once

#include "base/fielderror.h"
#include "output/reportdata.h"

#include <QByteArray>

#include <optional>

class QPagedPaintDevice;

namespace ga {

// Lays `report` out on the pages of `device` (its page size and margins: A4 for the PDF, the
// printer's paper when printing) with a header and page numbers on each, and paints it. Returns
// the number of pages; 0 when the device could not be painted on.
int paintReport(const ReportData &report, QPagedPaintDevice &device);

struct ReportPdf {
    QByteArray bytes; // empty when it could not be drawn
    int pages = 0;
};
// The report as an A4 PDF with its fonts embedded (a CJK-capable one first, so that a Chinese
// report prints anywhere).
ReportPdf reportPdf(const ReportData &report);

// Writes the PDF to `path` atomically: a failure leaves no file and no partial one. The error is
// an output failure (exit code 3).
Expected<int> saveReportPdf(const ReportData &report, const QString &path);

} // namespace ga
