#pragma once

#include <QStyledItemDelegate>

namespace ga {

// Colours for the instances tree, derived from the model's semantic roles and the current
// palette (so light and dark themes both read well): bold tier rows, tinted picks, a coloured
// fit marker and greyed instances that do not fit. Every cell is one line of plain text, drawn
// with one layout (the style would lay it out several times): the table repaints on every edit.
class InstanceDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace ga
