#pragma once

#include <QColor>
#include <QList>

namespace ga {

// One palette for every chart, on screen and on paper: the same component or cost part has the
// same colour everywhere, and the colours stay distinguishable in light and dark palettes.
QList<QColor> seriesPalette();

} // namespace ga
