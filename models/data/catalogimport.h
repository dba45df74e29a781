#pragma once

#include "core/catalog.h"
#include "data/catalogschema.h"

#include <QByteArray>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QIODevice;

namespace ga {

enum class ImportFormat { OwnJson, SkyPilot, Gpuhunt };
QString toId(ImportFormat f);

struct ImportOptions {
    QString provider;             // cloud the CSV describes; empty = infer from the file name
    QString asOf;                 // date of the prices (YYYY-MM-DD); empty = the file's modification date
    bool skipUnknownGpus = false; // default: an unknown GPU name fails the whole import
    QString source;               // every row's source instead of the format's name (a refresh names its address and date)
    // Called now and then with the share of the input read (0-1); returning false cancels.
    std::function<bool(double)> progress;
};

struct ImportResult {
    Catalog catalog; // only what the file adds (GPUs, providers, instances)
    ImportFormat format = ImportFormat::OwnJson;
    int rowsRead = 0;
    int skippedRows = 0; // CPU-only rows, TPU rows, duplicates of a zone
    QStringList warnings;
};

// Reads one catalog in any supported format (detected from its content), streaming CSV row by
// row: memory stays a small multiple of what is kept, whatever the file size (capped at
// limits::kCatalogBytes). Every failure names the file, the line and the column (or JSON
// field) and says why; on failure nothing is returned. Rows pass the same checks as every later
// load (checkInstance).
Expected<ImportResult> importCatalog(QIODevice &input, const QString &fileName, const Catalog &base, const ImportOptions &options);
Expected<ImportResult> importCatalog(const QByteArray &data, const QString &fileName, const Catalog &base, const ImportOptions &options);
// Opens `path` through the guarded reader (no FIFOs, devices or folders).
Expected<ImportResult> importCatalogFile(const QString &path, const Catalog &base, ImportOptions options);

// GPU name as SkyPilot or gpuhunt writes it -> our GPU id ("" when unknown). The same name means
// different parts on different clouds (RunPod's "A100-80GB" is PCIe, AWS's is SXM).
QString mapGpuName(const QString &name, const QString &provider, const QString &instanceType, double memoryGb);

// RFC 4180 CSV read row by row from a device: quoted fields, doubled quotes, CRLF or LF, UTF-8.
// Bounded: at most `cap` bytes in all, 1 MiB per row and 1,024 cells per row. A row's cells are
// kept as bytes; text is made only of the cells asked for.
class CsvReader {
public:
    CsvReader(QIODevice &input, qint64 cap);
    // Reads the next non-empty row; false at the end or on an error.
    bool next();
    int cellCount() const { return int(m_ends.size()); }
    QByteArrayView cellBytes(int i) const; // trimmed of spaces; empty when out of range
    QString cell(int i) const { return QString::fromUtf8(cellBytes(i)); }
    QStringList cells() const;
    int line() const { return m_rowLine; } // 1-based line where the row starts
    qint64 bytesRead() const { return m_consumed; }
    const std::optional<FieldError> &error() const { return m_error; }

private:
    bool fill();
    bool endCell();
    void fail(const QString &reason);

    QIODevice &m_input;
    qint64 m_cap;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    qint64 m_consumed = 0;
    int m_line = 1;
    int m_rowLine = 1;
    QByteArray m_row;              // the row's cells, back to back
    std::vector<qsizetype> m_ends; // where each cell ends in m_row
    std::optional<FieldError> m_error;
};

} // namespace ga
