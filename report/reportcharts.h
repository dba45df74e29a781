#pragma once

#include "output/reportdata.h"

#include <QFont>
#include <QRectF>

class QPaintDevice;
class QPainter;

namespace ga {

// A ReportChart drawn with QPainter, so that it stays vector in a PDF: one horizontal stacked bar
// per category with its label and total, a value axis with a grid, and a legend of the series
// that have a value. Lengths are in the units of `device`, the one the chart is painted on.
class StackedBarChart final {
public:
    StackedBarChart(const ReportChart &chart, const QFont &font, const QPaintDevice *device);

    qreal height(qreal width) const;
    void draw(QPainter &painter, const QRectF &rect) const;

private:
    struct Legend {
        QList<int> series;     // the series shown, in order
        QList<QPointF> origin; // top left of each entry, relative to the legend's top left
        qreal height = 0;
    };
    Legend legend(qreal width) const;
    QString label(double value, int decimals) const;
    qreal barsHeight() const;

    const ReportChart &m_chart;
    QFont m_font;
    const QPaintDevice *m_device;
    qreal m_pt;   // one point in device units
    qreal m_line; // the height of a line of the chart's text
};

} // namespace ga
