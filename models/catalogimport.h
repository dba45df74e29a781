#pragma once

#include "catalog.h"

#include <QByteArray>
#include <QStringList>

namespace ga {

enum class ImportFormat { OwnJson, SkyPilot, Gpuhunt };
QString toId(ImportFormat f);

struct ImportOptions {
    QString provider;          // cloud the CSV describes; empty = infer from the file name
    QString asOf;              // date of the prices (YYYY-MM-DD); empty = the file's modification date
    bool skipUnknownGpus = false; // default: an unknown GPU name fails the whole import
};

struct ImportResult {
    Catalog catalog;           // only what the file adds (GPUs, providers, instances)
    ImportFormat format = ImportFormat::OwnJson;
    int rowsRead = 0;
    int skippedRows = 0;       // CPU-only rows, TPU rows, duplicates of a zone
    QStringList warnings;
};

// Reads one file in any supported format (detected from its content). Every failure names the
// file, the line and the column (or JSON field) and says why; on failure nothing is returned.
Expected<ImportResult> importCatalog(const QByteArray &data, const QString &fileName, const Catalog &base,
                                     const ImportOptions &options);
Expected<ImportResult> importCatalogFile(const QString &path, const Catalog &base, ImportOptions options);

// GPU name as SkyPilot or gpuhunt writes it -> our GPU id ("" when unknown). The same name means
// different parts on different clouds (RunPod's "A100-80GB" is PCIe, AWS's is SXM).
QString mapGpuName(const QString &name, const QString &provider, const QString &instanceType, double memoryGb);

// RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. Returns rows of cells, or the line of
// the first malformed row.
Expected<QList<QStringList>> parseCsv(const QByteArray &data);

} // namespace ga
