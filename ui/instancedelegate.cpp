#include "ui/instancedelegate.h"

#include "itemmodels/instancesmodel.h"
#include "ui/chartstyle.h"

#include <QApplication>
#include <QHash>
#include <QPainter>

#include <utility>

namespace ga {

void InstanceDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = std::exchange(opt.text, QString());
    opt.features &= ~QStyleOptionViewItem::HasDisplay;
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection, focus
    if (text.isEmpty())
        return;
    // The margins and colours the style gives item text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect rect = opt.rect.adjusted(margin, 0, -margin, 0);
    const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
        : opt.state & QStyle::State_Active                                  ? QPalette::Normal
                                                                            : QPalette::Inactive;
    TextKey key{text, opt.font.key(), rect.width()};
    auto laidOut = m_laidOut.find(key);
    if (laidOut == m_laidOut.end()) {
        if (m_laidOut.size() >= kLaidOutTexts)
            m_laidOut.clear();
        const QFontMetrics metrics(opt.font);
        QStaticText line(metrics.horizontalAdvance(text) <= rect.width() ? text
                                                                         : metrics.elidedText(text, opt.textElideMode, rect.width()));
        line.setTextFormat(Qt::PlainText);
        line.prepare(QTransform(), opt.font);
        laidOut = m_laidOut.emplace(std::move(key), std::move(line));
    }
    const QSizeF size = laidOut->size();
    const Qt::Alignment align = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    const qreal x = align & Qt::AlignRight ? rect.right() + 1 - size.width()
        : align & Qt::AlignHCenter         ? rect.left() + (rect.width() - size.width()) / 2
                                           : rect.left();
    const qreal y = align & Qt::AlignTop ? rect.top()
        : align & Qt::AlignBottom        ? rect.bottom() + 1 - size.height()
                                         : rect.top() + (rect.height() - size.height()) / 2;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawStaticText(QPointF(x, y), *laidOut);
    painter->restore();
}

void InstanceDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QPalette &palette = option->palette;
    const QColor base = palette.color(QPalette::Base);
    if (index.data(InstancesModel::IsTierRole).toBool()) {
        option->font.setBold(true);
        option->backgroundBrush = palette.alternateBase();
        return;
    }
    if (index.siblingAtColumn(InstancesModel::PickColumn).data(RawValueRole).toInt() > 0) {
        // A green wash over the row's own background: the same cue on light and dark bases.
        QColor tint(46, 160, 67);
        tint.setAlpha(base.lightness() < 128 ? 90 : 45);
        option->backgroundBrush = tint;
    }
    // GPU names read from the left ("A100 80GB S…"); instance types keep both ends ("ecs.gn…xlarge").
    option->textElideMode = index.column() == InstancesModel::GpuColumn ? Qt::ElideRight : Qt::ElideMiddle;
    const bool fits = index.data(InstancesModel::FitsRole).toBool();
    if (index.column() == InstancesModel::FitColumn) {
        const bool partly = index.data(InstancesModel::FitsWithSuggestionRole).toBool();
        const bool flawed = fits && index.data(SeverityRole).toInt() == int(Severity::Critical);
        const QColor hue = flawed ? QColor(0xe6, 0x5c, 0x1a)
            : fits                ? QColor(0x2e, 0x9d, 0x3e)
            : partly              ? QColor(0xd9, 0x8c, 0x00)
                                  : QColor(0xd3, 0x2f, 0x2f);
        // The same few colours on the same base, over and over: worked out once per pair.
        static QHash<std::pair<QRgb, QRgb>, QColor> readable;
        const auto key = std::make_pair(hue.rgb(), base.rgb());
        auto it = readable.find(key);
        if (it == readable.end())
            it = readable.insert(key, readableOn(hue, base));
        option->palette.setColor(QPalette::Text, *it);
        option->font.setBold(true);
    } else if (!fits) {
        option->palette.setColor(QPalette::Text, palette.color(QPalette::PlaceholderText));
    }
    if (index.column() == InstancesModel::PickColumn)
        option->font.setBold(true);
}

} // namespace ga
