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
    // The input was fine but something could not be written or fetched (exit code 3, not 2).
    bool ioFailure = false;
    QString message() const { return field.isEmpty() ? reason : field + QStringLiteral(": ") + reason; }
    // The same error one level further out, e.g. "instances[3]" + ".gpu".
    FieldError within(const QString &outer) const
    {
        if (field.isEmpty())
            return {outer, reason, ioFailure};
        return {field.startsWith(QLatin1Char('[')) ? QString(outer + field) : QString(outer + QLatin1Char('.') + field), reason, ioFailure};
    }
    // The same error in a file: "data/aws.csv: line 5, column Price".
    FieldError inFile(const QString &path) const
    {
        return {field.isEmpty() ? path : path + QStringLiteral(": ") + field, reason, ioFailure};
    }
};

template<typename T>
using Expected = std::variant<T, FieldError>;

} // namespace ga

Q_DECLARE_METATYPE(ga::FieldError)
