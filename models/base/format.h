#pragma once

#include <QString>

namespace ga {

// Numbers in texts, written the same in every language: the CLI's output, the preflight script and
// the error messages are read back and compared, so none of them follows the user's locale.

// "19.2": fixed decimals with a '.' point, no grouping.
QString formatDecimal(double v, int decimals = 1);
// "5,000": rounded to a whole number, grouped by thousands.
QString formatWhole(double v);
// "200,000": counts in messages.
QString formatCount(qint64 n);
// "16 MiB", "256 MiB": caps as error messages state them.
QString formatCap(qint64 bytes);

} // namespace ga
