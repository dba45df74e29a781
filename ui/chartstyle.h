#pragma once

#include "base/fielderror.h"
#include "report/chartpalette.h"

#include <QColor>
#include <QList>

#include <functional>
#include <optional>

class QChart;
class QChartView;
class QValueAxis;

namespace ga {

// Call after the axes are added: it styles them too, from the application's palette (call it
// again when the palette changes).
void styleChart(QChart *chart);
// `colour`'s hue made light or dark enough to read as text on `background` (contrast >= 4.5:1),
// so semantic colours (fits, warnings) stay readable in light and dark palettes.
QColor readableOn(const QColor &colour, const QColor &background);
// A value axis from 0 to a nice number at or above `max`, with ticks at 1-2-5 steps, as many as
// fit `pixels` (the axis length) without overlapping labels, and no more decimals than the step
// needs. Returns false when the axis already read so.
bool setNiceRange(QValueAxis *axis, double max, int pixels);
// Writes what `view` shows to `path`: SVG when the name ends in .svg, else PNG at twice the
// screen's resolution; atomically (an existing file is replaced only by a complete one).
std::optional<FieldError> saveChart(QChartView *view, const QString &path);
// A context menu with "Save chart as…" (PNG or SVG) on `view`.
void addSaveChartAction(QChartView *view);
// Styles `view`'s chart again whenever the palette changes (a dark or light appearance chosen
// while the window is open), then calls `restyled` for what the panel lays out from the style.
void followPalette(QChartView *view, std::function<void()> restyled = {});

} // namespace ga
