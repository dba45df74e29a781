#include "report/reportcharts.h"

#include "report/chartpalette.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ga {

namespace {

constexpr qreal kBarPt = 12;   // bar thickness
constexpr qreal kGapPt = 4;    // between bars
constexpr qreal kSwatchPt = 7; // legend colour squares
constexpr int kTicks = 5;      // about this many grid lines

// A round step (1, 2, 2.5 or 5 × 10^n) that divides `range` into about `ticks` parts.
double niceStep(double range, int ticks)
{
    const double raw = range / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0})
        if (raw <= m * magnitude)
            return m * magnitude;
    return 10.0 * magnitude;
}

double total(const QList<double> &values)
{
    return std::accumulate(values.cbegin(), values.cend(), 0.0);
}

// Dark text on light colours, white on dark ones.
QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.6 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

} // namespace

StackedBarChart::StackedBarChart(const ReportChart &chart, const QFont &font, const QPaintDevice *device)
    : m_chart(chart)
    , m_font(font)
    , m_device(device)
    , m_pt(device->logicalDpiY() / 72.0)
    , m_line(QFontMetricsF(font, device).height())
{
}

QString StackedBarChart::label(double value, int decimals) const
{
    return m_chart.prefix + QLocale(QLocale::English).toString(value, 'f', decimals) + m_chart.suffix;
}

qreal StackedBarChart::barsHeight() const
{
    const auto n = qreal(m_chart.categories.size());
    return n * kBarPt * m_pt + std::max<qreal>(0, n - 1) * kGapPt * m_pt;
}

StackedBarChart::Legend StackedBarChart::legend(qreal width) const
{
    const QFontMetricsF fm(m_font, m_device);
    Legend l;
    qreal x = 0, y = 0;
    for (int s = 0; s < m_chart.series.size(); ++s) {
        const bool used =
            std::any_of(m_chart.values.cbegin(), m_chart.values.cend(), [s](const QList<double> &v) { return v.value(s) > 0; });
        if (!used)
            continue;
        const qreal entry = (kSwatchPt + 3) * m_pt + fm.horizontalAdvance(m_chart.series[s]) + 10 * m_pt;
        if (x > 0 && x + entry > width) {
            x = 0;
            y += m_line;
        }
        l.series << s;
        l.origin << QPointF(x, y);
        x += entry;
    }
    l.height = l.series.isEmpty() ? 0 : y + m_line;
    return l;
}

qreal StackedBarChart::height(qreal width) const
{
    // The bars, the axis labels under them and the legend under those.
    return barsHeight() + 2 * m_pt + m_line + 4 * m_pt + legend(width).height + 2 * m_pt;
}

void StackedBarChart::draw(QPainter &p, const QRectF &rect) const
{
    const QFontMetricsF fm(m_font, m_device);
    const QList<QColor> palette = seriesPalette();
    p.save();
    p.setFont(m_font);
    p.setRenderHint(QPainter::Antialiasing);

    double maxTotal = 0;
    for (const QList<double> &v : m_chart.values)
        maxTotal = std::max(maxTotal, total(v));
    const double step = niceStep(maxTotal > 0 ? maxTotal : 1.0, kTicks);
    const double axisMax = std::ceil((maxTotal > 0 ? maxTotal : 1.0) / step) * step;
    const int tickDecimals = step < 1 ? 1 : 0;

    qreal labelWidth = 0;
    for (const QString &c : m_chart.categories)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(c));
    labelWidth = std::min(labelWidth + 6 * m_pt, rect.width() * 0.35);
    const qreal totalWidth = fm.horizontalAdvance(label(axisMax, m_chart.decimals));
    const qreal plotLeft = rect.left() + labelWidth;
    const qreal plotWidth = std::max<qreal>(rect.width() - labelWidth - totalWidth - 6 * m_pt, rect.width() * 0.3);
    const auto xOf = [&](double v) { return plotLeft + v / axisMax * plotWidth; };
    const qreal barsBottom = rect.top() + barsHeight();

    // Grid and axis labels.
    const QColor muted(0x55, 0x5B, 0x66);
    for (double v = 0; v <= axisMax + step / 2; v += step) {
        const qreal x = xOf(v);
        p.setPen(QPen(QColor(0xD8, 0xDD, 0xE3), 0.5 * m_pt));
        p.drawLine(QPointF(x, rect.top()), QPointF(x, barsBottom + 2 * m_pt));
        const QString text = label(v, tickDecimals);
        const qreal w = fm.horizontalAdvance(text);
        p.setPen(muted);
        p.drawText(QRectF(x - w / 2 - m_pt, barsBottom + 2 * m_pt, w + 2 * m_pt, m_line), Qt::AlignCenter, text);
    }

    // The bars: segments in series order, a value inside each segment that has room for it.
    for (int c = 0; c < m_chart.categories.size(); ++c) {
        const qreal y = rect.top() + c * (kBarPt + kGapPt) * m_pt;
        const QRectF bar(rect.left(), y, labelWidth - 6 * m_pt, kBarPt * m_pt);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(bar, Qt::AlignRight | Qt::AlignVCenter, fm.elidedText(m_chart.categories[c], Qt::ElideRight, bar.width()));
        const QList<double> &values = m_chart.values.value(c);
        double from = 0;
        for (int s = 0; s < values.size(); ++s) {
            if (values[s] <= 0)
                continue;
            const QRectF segment(QPointF(xOf(from), y), QPointF(xOf(from + values[s]), y + kBarPt * m_pt));
            const QColor fill = palette.value(s % palette.size());
            p.fillRect(segment, fill);
            const QString text = label(values[s], m_chart.decimals);
            if (values.size() > 1 && fm.horizontalAdvance(text) + 4 * m_pt < segment.width()) {
                p.setPen(textOn(fill));
                p.drawText(segment, Qt::AlignCenter, text);
            }
            from += values[s];
        }
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(QRectF(xOf(from) + 3 * m_pt, y, totalWidth + 4 * m_pt, kBarPt * m_pt), Qt::AlignLeft | Qt::AlignVCenter,
                   label(from, m_chart.decimals));
    }

    // The legend.
    const Legend l = legend(rect.width());
    const QPointF legendTop(rect.left(), barsBottom + 2 * m_pt + m_line + 4 * m_pt);
    for (int i = 0; i < l.series.size(); ++i) {
        const QPointF at = legendTop + l.origin[i];
        const qreal swatch = kSwatchPt * m_pt;
        p.fillRect(QRectF(at.x(), at.y() + (m_line - swatch) / 2, swatch, swatch), palette.value(l.series[i] % palette.size()));
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(QRectF(at.x() + swatch + 3 * m_pt, at.y(), rect.width(), m_line), Qt::AlignLeft | Qt::AlignVCenter,
                   m_chart.series[l.series[i]]);
    }
    p.restore();
}

} // namespace ga
