#include "report/reportrenderer.h"

#include "base/atomicfile.h"
#include "report/reportcharts.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextObjectInterface>
#include <QTextTable>

#include <cmath>
#include <limits>
#include <memory>
#include <optional>

namespace ga {

namespace {

// Translation context of the report (lupdate reads the macro); its texts come from reportdata.
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::Report)
};

constexpr int kPdfDpi = 300;
// QTextDocument takes margins, padding, borders and indents in 1/96 inch and scales them to its
// paint device itself; what the renderer paints (the page frame, the charts) is in device units.
constexpr qreal kDocPerPt = 96.0 / 72.0;
constexpr int kChartObjectType = QTextFormat::UserObject + 1;
constexpr int kChartIndexProperty = QTextFormat::UserProperty + 1;

// Type sizes and page bands, in points.
constexpr qreal kBodyPt = 8.8;
constexpr qreal kLeadPt = 10.5;
constexpr qreal kNotePt = 7.2;
constexpr qreal kTablePt = 7.5;
constexpr qreal kSectionPt = 15;
constexpr qreal kHeadingPt = 10.5;
constexpr qreal kFigurePt = 26;
constexpr qreal kChartPt = 7.5;
constexpr qreal kHeaderPt = 7.5;
constexpr qreal kHeaderBandPt = 22; // the page header and the space under it
constexpr qreal kFooterBandPt = 18;

const QColor kInk(0x1E, 0x23, 0x2B);
const QColor kMuted(0x5B, 0x63, 0x70);
const QColor kAccent(0x0B, 0x4F, 0x8A);
const QColor kRule(0xC5, 0xCD, 0xD6);
const QColor kHeaderFill(0xE9, 0xEE, 0xF4);

// The faces of Noto Sans CJK (one file, in fonts-noto-cjk) carry Latin and Chinese glyphs in one
// design, and the PDF embeds what it uses. The simplified Chinese face sets quotes and middle dots
// full-width, as Chinese text wants them; the Japanese face sets them proportional, as Latin
// text wants them.
QStringList fontFamilies(const QLocale &locale)
{
    if (locale.language() == QLocale::Chinese)
        return {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans CJK JP"), QStringLiteral("DejaVu Sans")};
    return {QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Noto Sans CJK SC"), QStringLiteral("DejaVu Sans")};
}

QFont reportFont(const QStringList &families, qreal points, bool bold = false)
{
    QFont f;
    f.setFamilies(families);
    f.setStyleHint(QFont::SansSerif);
    // Shaping swaps Noto Sans CJK's digits for glyphs that the PDF's text layer cannot map back to
    // characters: search, copy and pdftotext would lose every number. Latin and Chinese need none.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

// The charts, drawn where they stand in the text flow: they move and break pages with the text.
class ChartObjects final : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    ChartObjects(const QPaintDevice *device, qreal width, const QStringList &families, QObject *parent)
        : QObject(parent)
        , m_device(device)
        , m_width(width)
        , m_families(families)
    {
    }

    int add(const ReportChart &chart)
    {
        m_charts << &chart;
        return int(m_charts.size()) - 1;
    }

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override { return {m_width, chart(format).height(m_width)}; }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format) override
    {
        chart(format).draw(*painter, rect);
    }

private:
    StackedBarChart chart(const QTextFormat &format) const
    {
        return StackedBarChart(*m_charts.at(format.intProperty(kChartIndexProperty)), reportFont(m_families, kChartPt), m_device);
    }

    const QPaintDevice *m_device;
    qreal m_width;
    QStringList m_families;
    QList<const ReportChart *> m_charts;
};

// Where a layout found a page end splitting what belongs together: a heading from what follows
// it, or a table row, which is read across (the text engine breaks a row between the lines of its
// cells). In the next build each of these starts a page. Headings (section titles included) and
// tables are numbered in the order they are built.
struct Breaks {
    QSet<int> headings;
    QSet<std::pair<int, int>> rows; // table, row of its ReportTable::rows
};

// What a built document holds for that check: its headings, and its tables as built (a table with
// breaks is built as several, each after the first starting a page).
struct Landmarks {
    struct Heading {
        int number;
        QTextBlock block;
    };
    struct TablePart {
        int number;
        int firstRow; // the part's first row, in its ReportTable::rows
        int headerRows;
        QTextTable *table;
    };
    QList<Heading> headings;
    QList<TablePart> tables;
};

// Turns the report's sections into a QTextDocument: the text engine wraps, paginates and repeats
// table headers; the charts are objects in the flow.
class DocumentBuilder final {
public:
    DocumentBuilder(QTextDocument &doc, const QPaintDevice &device, qreal width, const QStringList &families, const Breaks &breaks)
        : m_cursor(&doc)
        , m_families(families)
        , m_charts(new ChartObjects(&device, width, families, &doc))
        , m_breaks(breaks)
    {
        doc.documentLayout()->registerHandler(kChartObjectType, m_charts);
    }

    void add(const ReportSection &section)
    {
        QTextBlockFormat b;
        b.setTopMargin(m_first ? 0 : 11 * kDocPerPt);
        b.setBottomMargin(5 * kDocPerPt);
        if (section.newPage && !m_first)
            b.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        m_first = false;
        heading(section.title, b, charFormat(kSectionPt, kAccent, true));
        for (const ReportBlock &block : section.blocks)
            std::visit([this](const auto &x) { add(x); }, block);
    }

    const Landmarks &landmarks() const { return m_landmarks; }

private:
    void heading(const QString &title, QTextBlockFormat b, const QTextCharFormat &c)
    {
        const int number = m_headings++;
        if (m_breaks.headings.contains(number))
            b.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        text(title, b, c);
        m_landmarks.headings << Landmarks::Heading{number, m_cursor.block()};
    }

    QTextCharFormat charFormat(qreal points, const QColor &colour = kInk, bool bold = false) const
    {
        QTextCharFormat f;
        f.setFont(reportFont(m_families, points, bold), QTextCharFormat::FontPropertiesAll);
        f.setForeground(colour);
        return f;
    }

    // A new paragraph, or the empty one the document starts with or a table leaves behind.
    void nextBlock(const QTextBlockFormat &b, const QTextCharFormat &c)
    {
        if (m_fresh) {
            m_cursor.setBlockFormat(b);
            m_cursor.setBlockCharFormat(c);
            m_fresh = false;
        } else {
            m_cursor.insertBlock(b, c);
        }
    }

    void text(const QString &text, const QTextBlockFormat &b, const QTextCharFormat &c)
    {
        nextBlock(b, c);
        m_cursor.insertText(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), c);
    }

    QTextBlockFormat spaced(qreal top, qreal bottom, qreal lineHeight = 0) const
    {
        QTextBlockFormat b;
        b.setTopMargin(top * kDocPerPt);
        b.setBottomMargin(bottom * kDocPerPt);
        if (lineHeight > 0)
            b.setLineHeight(lineHeight, QTextBlockFormat::ProportionalHeight);
        return b;
    }

    void add(const ReportParagraph &p)
    {
        switch (p.style) {
        case ReportParagraph::Style::Lead: text(p.text, spaced(2, 6, 130), charFormat(kLeadPt)); break;
        case ReportParagraph::Style::Body: text(p.text, spaced(1, 4, 115), charFormat(kBodyPt)); break;
        case ReportParagraph::Style::Note: text(p.text, spaced(1, 4, 110), charFormat(kNotePt, kMuted)); break;
        }
    }

    void add(const ReportHeading &h) { heading(h.text, spaced(9, 3), charFormat(kHeadingPt, kInk, true)); }

    void add(const ReportList &l)
    {
        QTextListFormat format;
        format.setStyle(QTextListFormat::ListDisc);
        format.setIndent(1);
        QTextList *list = nullptr;
        for (const QString &item : l.items) {
            text(item, spaced(0, 3, 120), charFormat(kBodyPt));
            if (list)
                list->add(m_cursor.block());
            else
                list = m_cursor.createList(format);
        }
        // The next block gets a format of its own, outside the list.
    }

    void add(const ReportFigure &f)
    {
        const int number = m_tables++;
        QTextTableFormat t = tableFormat({28, 72}, false);
        t.setBorder(0);
        t.setTopMargin(2 * kDocPerPt);
        t.setBottomMargin(6 * kDocPerPt);
        if (m_breaks.rows.contains({number, 0}))
            t.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextTable *table = m_cursor.insertTable(1, 2, t);
        cell(table, 0, 0, f.value, charFormat(kFigurePt, kAccent, true), Qt::AlignLeft);
        cell(table, 0, 1, f.caption, charFormat(kBodyPt), Qt::AlignLeft);
        m_landmarks.tables << Landmarks::TablePart{number, 0, 0, table};
        leave();
    }

    void add(const ReportTable &t)
    {
        if (t.rows.isEmpty())
            return;
        const int number = m_tables++;
        // A part per page break found in an earlier layout; each repeats the header.
        QList<int> starts{0};
        for (int r = 1; r < t.rows.size(); ++r)
            if (m_breaks.rows.contains({number, r}))
                starts << r;
        starts << int(t.rows.size());
        for (int i = 0; i + 1 < starts.size(); ++i) {
            const bool pageBreak = m_breaks.rows.contains({number, starts[i]});
            m_landmarks.tables << Landmarks::TablePart{number, starts[i], t.header.isEmpty() ? 0 : 1,
                                                       tablePart(t, starts[i], starts[i + 1], pageBreak)};
        }
    }

    QTextTable *tablePart(const ReportTable &t, int first, int end, bool pageBreak)
    {
        const bool header = !t.header.isEmpty();
        const int columns = int(header ? t.header.size() : t.rows.constFirst().size());
        QList<int> widths = t.widths;
        if (widths.size() != columns)
            widths = QList<int>(columns, 100 / columns);
        QTextTableFormat format = tableFormat(widths, header);
        if (pageBreak)
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextTable *table = m_cursor.insertTable(end - first + (header ? 1 : 0), columns, format);
        const auto align = [&t](int column) { return t.numericColumns.contains(column) ? Qt::AlignRight : Qt::AlignLeft; };
        int row = 0;
        if (header) {
            for (int c = 0; c < columns; ++c) {
                cell(table, 0, c, t.header[c], charFormat(kTablePt, kInk, true), align(c));
                QTextTableCellFormat f = ruled(kMuted);
                f.setBackground(kHeaderFill);
                table->cellAt(0, c).setFormat(f);
            }
            row = 1;
        }
        for (int r = first; r < end; ++r, ++row) {
            const bool bold = t.emphasis.contains(r);
            for (int c = 0; c < columns; ++c) {
                // Label/value tables: the labels muted, the values in ink.
                const QColor colour = !header && c == 0 ? kMuted : kInk;
                cell(table, row, c, t.rows[r].value(c), charFormat(kTablePt, colour, bold), align(c));
                table->cellAt(row, c).setFormat(ruled(kRule));
            }
        }
        leave();
        return table;
    }

    void add(const ReportChart &chart)
    {
        nextBlock(spaced(4, 6), charFormat(kBodyPt));
        QTextCharFormat object;
        object.setObjectType(kChartObjectType);
        object.setProperty(kChartIndexProperty, m_charts->add(chart));
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }

    static QTextTableCellFormat ruled(const QColor &colour)
    {
        QTextTableCellFormat f;
        f.setBottomBorder(0.6 * kDocPerPt);
        f.setBottomBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        f.setBottomBorderBrush(colour);
        return f;
    }

    QTextTableFormat tableFormat(const QList<int> &widths, bool header) const
    {
        // Rules under the rows only (cell borders, drawn when borders collapse), as business tables have.
        QTextTableFormat t;
        t.setBorder(0);
        t.setBorderCollapse(true);
        t.setCellSpacing(0);
        t.setCellPadding(2 * kDocPerPt);
        t.setTopMargin(3 * kDocPerPt);
        t.setBottomMargin(5 * kDocPerPt);
        t.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        QList<QTextLength> constraints;
        for (int w : widths)
            constraints << QTextLength(QTextLength::PercentageLength, w);
        t.setColumnWidthConstraints(constraints);
        t.setHeaderRowCount(header ? 1 : 0);
        return t;
    }

    void cell(QTextTable *table, int row, int column, const QString &text, const QTextCharFormat &format, Qt::Alignment align)
    {
        QTextCursor c = table->cellAt(row, column).firstCursorPosition();
        QTextBlockFormat b;
        b.setAlignment(align);
        c.setBlockFormat(b);
        c.setBlockCharFormat(format);
        c.insertText(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), format);
    }

    // Continue after the table, in the empty paragraph the document keeps after it.
    void leave()
    {
        m_cursor.movePosition(QTextCursor::End);
        m_fresh = true;
    }

    QTextCursor m_cursor;
    QStringList m_families;
    ChartObjects *m_charts;
    const Breaks &m_breaks;
    Landmarks m_landmarks;
    int m_headings = 0;
    int m_tables = 0;
    bool m_fresh = true;
    bool m_first = true;
};

// The page a vertical position of the laid-out document falls on.
int pageOf(qreal y, qreal pageHeight)
{
    return int(std::floor(y / pageHeight));
}

// Where a block's first line starts and its last line ends, in document coordinates.
std::pair<qreal, qreal> linesOf(QAbstractTextDocumentLayout *layout, const QTextBlock &b)
{
    const qreal top = layout->blockBoundingRect(b).top();
    const QTextLayout *lines = b.layout();
    if (lines->lineCount() == 0)
        return {top, top};
    return {top + lines->lineAt(0).y(), top + lines->lineAt(lines->lineCount() - 1).rect().bottom()};
}

// Adds to `breaks` the first split in document order that a page break can mend; false when
// there is none. One at a time: mending it moves everything after it.
bool addFirstSplit(QTextDocument &doc, const Landmarks &marks, qreal pageHeight, Breaks &breaks)
{
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    int position = std::numeric_limits<int>::max();
    std::optional<int> heading;
    std::optional<std::pair<int, int>> row;
    for (const Landmarks::Heading &h : marks.headings) {
        const QTextBlock next = h.block.next();
        if (h.block.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_AlwaysBefore || !next.isValid())
            continue;
        if (pageOf(linesOf(layout, next).first + 1, pageHeight) > pageOf(linesOf(layout, h.block).second - 1, pageHeight)) {
            position = h.block.position();
            heading = h.number;
            break;
        }
    }
    for (const Landmarks::TablePart &part : marks.tables) {
        if (part.table->firstPosition() >= position)
            break;
        for (int r = part.headerRows; r < part.table->rows(); ++r) {
            const std::pair candidate{part.number, part.firstRow + r - part.headerRows};
            if (breaks.rows.contains(candidate))
                continue; // it starts a page already: a row too tall for what the page leaves
            qreal top = std::numeric_limits<qreal>::max(), bottom = 0;
            for (int c = 0; c < part.table->columns(); ++c) {
                const auto [first, last] = linesOf(layout, part.table->cellAt(r, c).firstCursorPosition().block());
                top = std::min(top, first);
                bottom = std::max(bottom, last);
            }
            if (bottom - top < pageHeight / 2 && pageOf(top + 1, pageHeight) != pageOf(bottom - 1, pageHeight)) {
                heading.reset();
                row = candidate;
                break;
            }
        }
        if (row)
            break;
    }
    if (heading)
        breaks.headings.insert(*heading);
    else if (row)
        breaks.rows.insert(*row);
    return heading || row;
}

// The report laid out on pages of `pageSize`: built, checked for page ends that split what belongs
// together, and built again with page breaks before those until none is left.
std::unique_ptr<QTextDocument> layOut(const ReportData &report, QPaintDevice &device, const QSizeF &pageSize, const QStringList &families)
{
    constexpr int kMaxBuilds = 24; // a report has a handful of such places; this bounds the pathological
    Breaks breaks;
    std::unique_ptr<QTextDocument> doc;
    for (int build = 0; build < kMaxBuilds; ++build) {
        doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&device);
        doc->setUseDesignMetrics(true);
        doc->setDocumentMargin(0);
        doc->setIndentWidth(12 * kDocPerPt);
        doc->setDefaultFont(reportFont(families, kBodyPt));
        doc->setPageSize(pageSize);
        // One edit block: the text engine lays the document out once, at its end, instead of
        // after every insertion (twenty times faster).
        QTextCursor edit(doc.get());
        edit.beginEditBlock();
        DocumentBuilder builder(*doc, device, pageSize.width(), families, breaks);
        for (const ReportSection &s : report.sections)
            builder.add(s);
        edit.endEditBlock();
        if (!addFirstSplit(*doc, builder.landmarks(), pageSize.height(), breaks))
            break;
    }
    return doc;
}

// The page header (what, when, which catalog) and footer (the title, the page number).
void paintFrame(QPainter &p, const ReportData &r, const QStringList &families, const QRectF &page, int index, int pages, qreal pt)
{
    p.save();
    const QFont small = reportFont(families, kHeaderPt);
    const QFontMetricsF fm(small, p.device());
    const QRectF header(page.left(), page.top(), page.width(), fm.height());
    p.setFont(reportFont(families, kHeaderPt, true));
    p.setPen(kAccent);
    p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, r.header);
    p.setFont(small);
    p.setPen(kMuted);
    p.drawText(header, Qt::AlignRight | Qt::AlignVCenter, r.headerDetails);
    p.setPen(QPen(kRule, 0.6 * pt));
    p.drawLine(QPointF(page.left(), header.bottom() + 3 * pt), QPointF(page.right(), header.bottom() + 3 * pt));

    const QRectF footer(page.left(), page.bottom() - fm.height(), page.width(), fm.height());
    p.drawLine(QPointF(page.left(), footer.top() - 3 * pt), QPointF(page.right(), footer.top() - 3 * pt));
    p.setPen(kMuted);
    const QString number = r.pageTemplate.arg(index + 1).arg(pages);
    p.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, number);
    p.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(r.title, Qt::ElideRight, footer.width() - fm.horizontalAdvance(number) - 12 * pt));
    p.restore();
}

} // namespace

int paintReport(const ReportData &report, QPagedPaintDevice &device)
{
    const qreal pt = device.logicalDpiY() / 72.0;
    const QRectF page(0, 0, device.width(), device.height());
    const QRectF body = page.adjusted(0, kHeaderBandPt * pt, 0, -kFooterBandPt * pt);

    const QStringList families = fontFamilies(report.locale);
    const std::unique_ptr<QTextDocument> doc = layOut(report, device, body.size(), families);

    QPainter painter;
    if (!painter.begin(&device))
        return 0;
    const int pages = doc->pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0 && !device.newPage())
            return 0;
        paintFrame(painter, report, families, page, i, pages, pt);
        painter.save();
        painter.setClipRect(body);
        painter.translate(body.left(), body.top() - i * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, i * body.height(), body.width(), body.height());
        context.palette.setColor(QPalette::Text, kInk);
        doc->documentLayout()->draw(&painter, context);
        painter.restore();
    }
    return painter.end() ? pages : 0;
}

ReportPdf reportPdf(const ReportData &report)
{
    ReportPdf out;
    QBuffer buffer(&out.bytes);
    if (!buffer.open(QIODevice::WriteOnly))
        return {};
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kPdfDpi);
        writer.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(14, 10, 14, 10), QPageLayout::Millimeter));
        writer.setTitle(report.title);
        writer.setCreator(QStringLiteral("GPU Advisor"));
        out.pages = paintReport(report, writer);
    }
    if (out.pages == 0)
        return {};
    return out;
}

Expected<int> saveReportPdf(const ReportData &report, const QString &path)
{
    const ReportPdf pdf = reportPdf(report);
    if (pdf.pages == 0)
        return FieldError{path, Text::tr("the report could not be drawn"), true};
    if (auto e = writeFileAtomically(path, pdf.bytes))
        return *e;
    return pdf.pages;
}

} // namespace ga

#include "reportrenderer.moc"
