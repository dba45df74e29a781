#pragma once

#include <QColor>
#include <QList>

class QChart;

namespace ga {

// One palette for every chart: the same component or cost part has the same colour everywhere,
// and the colours stay distinguishable in light and dark palettes.
QList<QColor> seriesPalette();
// Call after the axes are added: it styles them too.
void styleChart(QChart *chart);

} // namespace ga
