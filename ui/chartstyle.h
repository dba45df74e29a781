#pragma once

#include "chartpalette.h"

class QChart;

namespace ga {

// Call after the axes are added: it styles them too.
void styleChart(QChart *chart);

} // namespace ga
