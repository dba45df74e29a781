#include "ui/chartstyle.h"

#include "base/atomicfile.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QMessageBox>
#include <QPainter>
#include <QPalette>
#include <QSvgGenerator>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

namespace ga {

namespace {

class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::ChartExport)
};

double luminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

QColor readableOn(const QColor &colour, const QColor &background)
{
    // Walk the lightness away from the background's until the text reads (WCAG AA: 4.5:1).
    const bool darkBackground = luminance(background) < 0.18;
    QColor c = colour.toHsl();
    for (int step = 0; step < 20 && contrast(c, background) < 4.5; ++step) {
        const int lightness = c.hslSaturation() >= 0 ? c.lightness() : 128;
        c.setHsl(c.hslHue(), c.hslSaturation(), std::clamp(lightness + (darkBackground ? 12 : -12), 0, 255));
    }
    return c.toRgb();
}

void styleChart(QChart *chart)
{
    const QPalette palette = QApplication::palette();
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setAnimationOptions(QChart::NoAnimation); // every edit redraws at once
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setBrush(Qt::NoBrush);
    chart->legend()->setShowToolTips(true); // a label elided in a narrow panel shows in full on hover
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
        axis->setLinePenColor(palette.color(QPalette::Mid));
        axis->setGridLineColor(palette.color(QPalette::Midlight));
        axis->setTruncateLabels(false); // instance names and GiB ticks must stay readable
    }
    for (QAbstractSeries *series : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(series))
            xy->setPointLabelsColor(palette.color(QPalette::Text));
}

bool setNiceRange(QValueAxis *axis, double max, int pixels)
{
    max = std::isfinite(max) && max > 0 ? max : 1.0;
    const QFontMetrics metrics(axis->labelsFont());
    const bool horizontal = axis->orientation() == Qt::Horizontal;
    double step = 0;
    int intervals = 0, decimals = 0;
    // Fewer ticks until their labels fit side by side (or stacked, on a vertical axis).
    for (int wanted = 8; wanted >= 1; --wanted) {
        const double magnitude = std::pow(10.0, std::floor(std::log10(max / wanted)));
        for (double m : {1.0, 2.0, 5.0, 10.0}) {
            step = m * magnitude;
            if (std::ceil(max / step - 1e-9) <= wanted)
                break;
        }
        intervals = std::max(1, int(std::ceil(max / step - 1e-9)));
        decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
        const QString widest = QString::number(intervals * step, 'f', decimals);
        const int label = horizontal ? metrics.horizontalAdvance(widest) + metrics.averageCharWidth() * 2 : metrics.height() + 4;
        if (label * (intervals + 1) <= pixels || wanted == 1)
            break;
    }
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    const double top = intervals * step;
    if (axis->min() == 0 && qFuzzyCompare(axis->max(), top) && axis->tickCount() == intervals + 1 && axis->labelFormat() == format)
        return false;
    axis->setLabelFormat(format);
    axis->setRange(0, top);
    axis->setTickCount(intervals + 1);
    return true;
}

std::optional<FieldError> saveChart(QChartView *view, const QString &path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QSize size = view->size();
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(view->chart()->title());
        QPainter painter(&svg);
        view->render(&painter);
    } else {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2.0);
        image.fill(view->chart()->backgroundBrush().color());
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            view->render(&painter);
        }
        if (!image.save(&buffer, "PNG"))
            return FieldError{path, Text::tr("the image could not be encoded"), true};
    }
    return writeFileAtomically(path, bytes);
}

namespace {

class PaletteFollower final : public QObject {
public:
    PaletteFollower(QChartView *view, std::function<void()> restyled) : QObject(view), m_view(view), m_restyled(std::move(restyled))
    {
        view->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_view && event->type() == QEvent::PaletteChange) {
            styleChart(m_view->chart());
            if (m_restyled)
                m_restyled();
        }
        return false;
    }

private:
    QChartView *m_view;
    std::function<void()> m_restyled;
};

} // namespace

void followPalette(QChartView *view, std::function<void()> restyled)
{
    new PaletteFollower(view, std::move(restyled));
}

void addSaveChartAction(QChartView *view)
{
    auto *save = new QAction(Text::tr("Save chart as…"), view);
    save->setObjectName(QStringLiteral("saveChartAction"));
    QObject::connect(save, &QAction::triggered, view, [view] {
        QString selected;
        QString path = QFileDialog::getSaveFileName(view, Text::tr("Save chart as"),
                                                    Text::tr("chart", "default file name of a saved chart") + QStringLiteral(".png"),
                                                    Text::tr("PNG image (*.png);;SVG drawing (*.svg)"), &selected);
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += selected.contains(QLatin1String("*.svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
        if (const auto e = saveChart(view, path))
            QMessageBox::warning(view, Text::tr("Cannot save the chart"), e->message());
    });
    view->addAction(save);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

} // namespace ga
