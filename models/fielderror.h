#pragma once

#include <QMetaType>
#include <QString>

#include <variant>

namespace ga {

// Every validation failure names the field (a CLI flag, a JSON key, a CSV row and column, or a
// file) and says why, so the user can fix exactly that.
struct FieldError {
    QString field;
    QString reason;
    QString message() const { return field.isEmpty() ? reason : field + QStringLiteral(": ") + reason; }
    // The same error one level further out, e.g. "instances[3]" + ".gpu".
    FieldError within(const QString &outer) const
    {
        if (field.isEmpty())
            return {outer, reason};
        return {field.startsWith(QLatin1Char('[')) ? outer + field : outer + QLatin1Char('.') + field, reason};
    }
};

template<typename T>
using Expected = std::variant<T, FieldError>;

} // namespace ga

Q_DECLARE_METATYPE(ga::FieldError)
