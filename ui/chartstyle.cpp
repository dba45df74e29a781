#include "chartstyle.h"

#include <QApplication>
#include <QAbstractAxis>
#include <QChart>
#include <QPalette>

namespace ga {

QList<QColor> seriesPalette()
{
    // Okabe-Ito colour-blind-safe palette, extended.
    return {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
            QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00), QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99)};
}

void styleChart(QChart *chart)
{
    const QPalette palette = QApplication::palette();
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation); // every edit redraws at once
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->setTitleBrush(palette.text());
    QFont small = QApplication::font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    chart->legend()->setFont(small);
    QFont title = small;
    title.setBold(true);
    chart->setTitleFont(title);
    QFont axisFont = QApplication::font();
    axisFont.setPointSizeF(axisFont.pointSizeF() * 0.8);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(axisFont);
        axis->setTitleFont(axisFont);
        axis->setLabelsBrush(palette.text());
        axis->setTitleBrush(palette.text());
        axis->setGridLineColor(palette.color(QPalette::Midlight));
        axis->setTruncateLabels(false); // instance names and GiB ticks must stay readable
    }
}

} // namespace ga
