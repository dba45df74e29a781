#pragma once

#include "base/fielderror.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <memory>

class QFile;

namespace ga {

// Size caps of every input document, in one place (DESIGN.md §4: inputs are read with a size
// cap before parsing). A Hugging Face config.json or a scenario is a few kB; a catalog of all
// regions of a provider runs to tens of MB.
namespace limits {
inline constexpr qint64 kConfigBytes = 16 * 1024 * 1024;
// model.safetensors.index.json names every tensor: DeepSeek-V3's 91,991 names take 8.9 MB.
inline constexpr qint64 kSafetensorsIndexBytes = 64 * 1024 * 1024;
inline constexpr qint64 kScenarioBytes = 16 * 1024 * 1024;
inline constexpr qint64 kCatalogBytes = 256 * 1024 * 1024;
inline constexpr qint64 kRefreshBytes = 20 * 1024 * 1024;
// Instances in one catalog document (an import, a refresh): every start loads each stored
// document, at about 11 us an instance on a laptop core (gpu-advisor-bench: start_200k_ms), so
// 200,000 keeps a start with one such import near 2 s. A cloud's whole SkyPilot vms.csv keeps a
// few thousand GPU instances. The importer counts while it reads, so a larger file is refused
// early, and the loader applies the same cap: what an import stores, every later start loads.
inline constexpr qsizetype kCatalogInstances = 200000;
} // namespace limits

// The one guarded way to open an input file, for the CLI and the GUI alike: refuses what is not
// a regular file (FIFOs and devices would block or never end, directories cannot be read) by its
// type *before* opening it, since open(2) on a FIFO blocks until a writer appears. Errors name
// the file and the reason.
Expected<std::unique_ptr<QFile>> openInputFile(const QString &path);

// Reads a whole input file, never more than `cap` bytes: the cap is counted while reading, not
// taken from QFileInfo::size(), which is 0 for special files and can change while reading.
Expected<QByteArray> readInputFile(const QString &path, qint64 cap);

// File names are bytes to the system and need not be UTF-8. A name the system gives (argv, a
// directory entry) becomes a QString without loss: valid UTF-8 as text, every other byte as the
// lone surrogate U+DC00 + byte (Python's "surrogateescape"), and nativePath() gives the bytes
// back. Qt 6.4's QFile::decodeName turns such bytes into U+FFFD, so "--config caf\xe9.json" would
// open nothing and "--out" would create a differently named file.
QString pathFromNative(const QByteArray &bytes);
QByteArray nativePath(const QString &path);

// The modification time of an input file, through the same native name; invalid when unknown.
QDateTime fileModified(const QString &path);
// What the native name is: a folder, any other existing entry, or nothing.
enum class PathKind { Missing, Folder, Other };
PathKind pathKind(const QString &path);

} // namespace ga
