#include "instancedelegate.h"

#include "instancesmodel.h"

#include <QApplication>

namespace ga {

void InstanceDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QPalette &palette = option->palette;
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    if (index.data(InstancesModel::IsTierRole).toBool()) {
        option->font.setBold(true);
        option->backgroundBrush = palette.alternateBase();
        return;
    }
    if (!index.data(InstancesModel::PickRole).toString().isEmpty())
        option->backgroundBrush = QColor(46, 160, 67, dark ? 90 : 45);
    const bool fits = index.data(InstancesModel::FitsRole).toBool();
    if (index.column() == InstancesModel::FitColumn) {
        const bool partly = index.data(InstancesModel::FitsWithSuggestionRole).toBool();
        const bool flawed = fits && index.data(InstancesModel::SeverityRole).toInt() == int(Severity::Critical);
        const QColor color = flawed ? (dark ? QColor(0xff, 0x8a, 0x65) : QColor(0xbf, 0x36, 0x0c))
                             : fits ? (dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32))
                             : partly ? (dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xb2, 0x6a, 0x00))
                                      : (dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xc6, 0x28, 0x28));
        option->palette.setColor(QPalette::Text, color);
        option->font.setBold(true);
    } else if (!fits) {
        option->palette.setColor(QPalette::Text, palette.color(QPalette::PlaceholderText));
    }
    if (index.column() == InstancesModel::PickColumn)
        option->font.setBold(true);
}

} // namespace ga
