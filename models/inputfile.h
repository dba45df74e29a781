#pragma once

#include "fielderror.h"

#include <QByteArray>
#include <QString>

#include <memory>

class QFile;

namespace ga {

// Size caps of every input document, in one place (DESIGN.md §4: inputs are read with a size
// cap before parsing). A Hugging Face config.json or a scenario is a few kB; a catalog of all
// regions of a provider runs to tens of MB.
namespace limits {
inline constexpr qint64 kConfigBytes = 16 * 1024 * 1024;
inline constexpr qint64 kScenarioBytes = 16 * 1024 * 1024;
inline constexpr qint64 kCatalogBytes = 256 * 1024 * 1024;
inline constexpr qint64 kRefreshBytes = 20 * 1024 * 1024;
} // namespace limits

// The one guarded way to open an input file, for the CLI and the GUI alike: refuses what is not
// a regular file (FIFOs and devices would block or never end, directories cannot be read) by its
// type *before* opening it, since open(2) on a FIFO blocks until a writer appears. Errors name
// the file and the reason.
Expected<std::unique_ptr<QFile>> openInputFile(const QString &path);

// Reads a whole input file, never more than `cap` bytes: the cap is counted while reading, not
// taken from QFileInfo::size(), which is 0 for special files and can change while reading.
Expected<QByteArray> readInputFile(const QString &path, qint64 cap);

// "16 MiB", "256 MiB": caps as error messages state them.
QString formatCap(qint64 bytes);

} // namespace ga
