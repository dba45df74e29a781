#pragma once

#include <QList>
#include <QStringList>
#include <QTextStream>

namespace ga::cli {

// A plain-text table for terminal output: columns padded to the widest cell, CJK characters
// counted as two columns so that Chinese output lines up too.
class Table {
public:
    enum Align { Left, Right };
    Table(QStringList headers, QList<Align> align);

    void addRow(QStringList cells);
    void addSeparator();
    void print(QTextStream &out) const;

private:
    QStringList m_headers;
    QList<Align> m_align;
    QList<QStringList> m_rows; // an empty row is a separator
};

int displayWidth(const QString &text);

} // namespace ga::cli
