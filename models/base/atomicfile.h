#pragma once

#include "base/fielderror.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <optional>

namespace ga {

enum class FileMode { Regular, Executable };

// The one write path of the application: imports, the refreshed catalog, scenarios, autosave,
// exports, charts, the report and the preflight script all go through it. The bytes go to a
// temporary file beside the target with unbuffered write(2) calls whose every result is checked,
// then fsync(2), a size check and close(2), and only then rename(2) over the target: on a full
// disk, a quota or any other error the target keeps its previous bytes and the error names the
// file and the system's reason (ioFailure: exit 3). QSaveFile is not enough here: in Qt 6.4 a
// buffered write under 16 KiB loses the flush error and commit() renames an empty file into place.
// A target that is a device or a pipe (/dev/stdout, /dev/full) is written directly, with the same
// checks, since it cannot be replaced. The path is taken as nativePath() gives it.
std::optional<FieldError> writeFileAtomically(const QString &path, const QByteArray &bytes, FileMode mode = FileMode::Regular);
// The same for bytes made piece by piece (a large export): `produce` hands each piece, in order,
// to the writer it is given; after a failed write the rest are dropped and the error is returned.
using ByteWriter = std::function<void(QByteArrayView)>;
std::optional<FieldError> writeFileAtomically(const QString &path, const std::function<void(const ByteWriter &)> &produce,
                                              FileMode mode = FileMode::Regular);

} // namespace ga
