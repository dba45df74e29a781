#pragma once

// Documents with a section that a test generates (the bad-input matrix, the scenario fields): the
// committed section must equal what the test produced; when the environment variable `rewrite`
// names a file, the document is written there with the new section instead.
#include <QFile>
#include <QString>

namespace ga::test {

// Returns an empty string when the section is current (or was rewritten), else what is wrong.
inline QString checkGeneratedSection(const QString &docPath, const QString &begin, const QString &end, const QString &section,
                                     const char *rewrite, const QString &updateCommand)
{
    QFile committed(docPath);
    if (!committed.open(QIODevice::ReadOnly))
        return QStringLiteral("%1 is missing").arg(docPath);
    QString doc = QString::fromUtf8(committed.readAll());
    const qsizetype from = doc.indexOf(begin), to = doc.indexOf(end);
    if (from < 0 || to <= from)
        return QStringLiteral("%1 has no section %2").arg(docPath, begin);
    const QString current = doc.mid(from, to + end.size() - from);
    if (const QString target = qEnvironmentVariable(rewrite); !target.isEmpty()) {
        doc.replace(from, current.size(), section);
        QFile out(target);
        if (!out.open(QIODevice::WriteOnly) || out.write(doc.toUtf8()) < 0)
            return QStringLiteral("cannot write %1").arg(target);
        return {};
    }
    return current == section ? QString() : QStringLiteral("%1 is out of date: run %2").arg(docPath, updateCommand);
}

} // namespace ga::test
