#include "app/clitable.h"

#include <algorithm>

namespace ga::cli {

int displayWidth(const QString &text)
{
    int width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        // East Asian wide ranges that appear in our strings (CJK, full-width forms, Hangul).
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3) ||
            (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

Table::Table(QStringList headers, QList<Align> align) : m_headers(std::move(headers)), m_align(std::move(align)) {}

void Table::addRow(QStringList cells)
{
    while (cells.size() < m_headers.size())
        cells << QString();
    m_rows.append(cells);
}

void Table::addSeparator()
{
    m_rows.append(QStringList());
}

void Table::print(QTextStream &out) const
{
    QList<int> widths;
    for (const QString &h : m_headers)
        widths << displayWidth(h);
    for (const QStringList &row : m_rows)
        for (int i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));

    const auto line = [&](const QStringList &cells) {
        QString text;
        for (int i = 0; i < cells.size(); ++i) {
            const int pad = widths[i] - displayWidth(cells[i]);
            const bool last = i + 1 == cells.size();
            if (m_align.value(i) == Right)
                text += QString(pad, QLatin1Char(' ')) + cells[i];
            else
                text += cells[i] + (last ? QString() : QString(pad, QLatin1Char(' ')));
            if (!last)
                text += QStringLiteral("  ");
        }
        out << text << Qt::endl;
    };
    line(m_headers);
    int total = 0;
    for (int w : widths)
        total += w + 2;
    const QString rule(std::min(total - 2, 120), QLatin1Char('-'));
    out << rule << Qt::endl;
    for (const QStringList &row : m_rows) {
        if (row.isEmpty())
            out << rule << Qt::endl;
        else
            line(row);
    }
}

} // namespace ga::cli
