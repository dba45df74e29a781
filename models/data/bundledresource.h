#pragma once

#include "base/fielderror.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace ga {

// A document built into the program (presets, accuracy figures), read with T::fromJsonText. A
// missing or invalid one is a build defect: it is reported and an empty T stands in, so that the
// program still starts and its tests name the defect.
template<typename T>
T loadBundled(const QString &resource, const char *what)
{
    QFile f(resource);
    if (!f.open(QIODevice::ReadOnly)) {
        qCritical("the bundled %s are missing from the resources", what);
        return T();
    }
    auto loaded = T::fromJsonText(f.readAll());
    if (const auto *err = std::get_if<FieldError>(&loaded)) {
        qCritical("the bundled %s are invalid: %s", what, qPrintable(err->message()));
        return T();
    }
    return std::get<T>(std::move(loaded));
}

} // namespace ga
