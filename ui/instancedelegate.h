#pragma once

#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

namespace ga {

// Colours for the instances tree, derived from the model's semantic roles and the current
// palette (so light and dark themes both read well): bold tier rows, tinted picks, a coloured
// fit marker and greyed instances that do not fit. Every cell is one line of plain text, laid out
// once per text, font and width and kept (the style would lay it out several times per paint):
// the table repaints on every edit, and most of its texts (providers, GPUs, types) stay the same.
class InstanceDelegate final : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    struct TextKey {
        QString text;
        QString font; // QFont::key(): family, size, weight
        int width;
        friend bool operator==(const TextKey &, const TextKey &) = default;
        friend size_t qHash(const TextKey &k, size_t seed = 0) { return qHashMulti(seed, k.text, k.font, k.width); }
    };
    // A screenful of cells many times over; emptied when full, so it never outgrows that.
    static constexpr qsizetype kLaidOutTexts = 4096;
    mutable QHash<TextKey, QStaticText> m_laidOut;
};

} // namespace ga
