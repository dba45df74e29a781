#pragma once

#include "core/advice.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <variant>

namespace ga {

// The PDF report's content (DESIGN.md §1 `report`), without a widget or a font: sections of
// paragraphs, tables and chart data, every string already translated and every number taken from
// the Advice and the formula functions. report/ lays it out on pages; the GUI, the CLI and the
// tests all build it here.

// Running text. Lead is the decision a manager forwards; Note is small print under a table.
struct ReportParagraph {
    enum class Style : quint8 { Body, Lead, Note };
    QString text;
    Style style = Style::Body;
};

// A heading inside a section.
struct ReportHeading {
    QString text;
};

// One large figure with its explanation beside it ("12.3 GiB" | "per GPU: 10.3 GiB estimated + 20% headroom").
struct ReportFigure {
    QString value;
    QString caption;
};

struct ReportList {
    QStringList items;
};

// A table. Without a header it is a list of label/value rows. Cells may hold line breaks.
struct ReportTable {
    QStringList header;
    QList<QStringList> rows;
    QList<int> widths;         // relative column widths in percent; empty = equal
    QList<int> numericColumns; // right-aligned
    QList<int> emphasis;       // rows set in bold (the recommended instance, totals)
};

// A stacked horizontal bar chart: one bar per category, one segment per series, series i in
// palette colour i (the same colours as the window's charts). Values are in one unit, shown
// as prefix + number + suffix ("$1,200", "12.3 GiB").
struct ReportChart {
    QStringList categories;
    QStringList series;
    QList<QList<double>> values; // values[category][series]
    QString prefix;
    QString suffix;
    int decimals = 0;
};

using ReportBlock = std::variant<ReportParagraph, ReportHeading, ReportFigure, ReportList, ReportTable, ReportChart>;

// In report order. The decision and the preflight check share page 1; the comparison, when
// scenarios are pinned, and the memory budget each start a page.
enum class ReportSectionId : quint8 {
    Decision,
    Preflight,
    Comparison,
    Memory,
    Instances,
    Advisories,
    AnnualCost,
    Run,
    Assumptions,
    Catalog
};

struct ReportSection {
    ReportSectionId id = ReportSectionId::Decision;
    QString title;
    bool newPage = false;
    QList<ReportBlock> blocks;
};

struct ReportOptions {
    QDate date;           // printed in the page header
    int topInstances = 3; // the cheapest clean fits listed besides the picks
};

struct ReportData {
    QString title;         // the document's title: the job in words
    QString header;        // left of the page header: "GPU Advisor report"
    QString headerDetails; // right of the page header: date and catalog version
    QString pageTemplate;  // "Page %1 of %2"
    QLocale locale;        // the language of the texts (the default locale when built): it picks the fonts
    QList<ReportSection> sections;

    const ReportSection *section(ReportSectionId id) const;
    // Every string of the report, one per line, in order (for tests and plain-text checks).
    QString plainText() const;
};

// The report of `advice`. `pinned` are the scenarios pinned for comparison: those that differ from
// `advice`'s own are compared with it side by side.
ReportData reportData(const Advice &advice, const QList<Advice> &pinned = {}, const ReportOptions &options = {});

} // namespace ga
