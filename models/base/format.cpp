#include "base/format.h"

#include <QLocale>

namespace ga {

namespace {

const QLocale &english()
{
    static const QLocale locale(QLocale::English);
    return locale;
}

} // namespace

QString formatDecimal(double v, int decimals)
{
    return QString::number(v, 'f', decimals);
}

QString formatWhole(double v)
{
    return english().toString(v, 'f', 0);
}

QString formatCount(qint64 n)
{
    return english().toString(n);
}

QString formatCap(qint64 bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
}

} // namespace ga
