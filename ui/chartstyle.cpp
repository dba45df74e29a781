#include "chartstyle.h"

#include <QApplication>
#include <QAbstractAxis>
#include <QChart>
#include <QPalette>

namespace ga {

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
