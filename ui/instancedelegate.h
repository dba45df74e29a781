#pragma once

#include <QStyledItemDelegate>

namespace ga {

// Colours for the instances tree, derived from the model's semantic roles and the current
// palette (so light and dark themes both read well): bold tier rows, tinted picks, a coloured
// fit marker and greyed instances that do not fit.
class InstanceDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace ga
