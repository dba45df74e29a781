#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::InputFile)
};
} // namespace

QString formatCap(qint64 bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
}

Expected<std::unique_ptr<QFile>> openInputFile(const QString &path)
{
    if (path.isEmpty())
        return FieldError{path, Text::tr("no file name given")};
#ifdef Q_OS_UNIX
    // stat follows symbolic links, so a link to a FIFO is refused like the FIFO itself.
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return FieldError{path, QFileInfo(path).isSymLink() ? Text::tr("is a broken link") : Text::tr("file not found")};
    if (S_ISDIR(st.st_mode))
        return FieldError{path, Text::tr("is a folder, not a file")};
    if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))
        return FieldError{path, Text::tr("is a pipe or socket, not a regular file")};
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return FieldError{path, Text::tr("is a device, not a regular file")};
    if (!S_ISREG(st.st_mode))
        return FieldError{path, Text::tr("is not a regular file")};
#else
    const QFileInfo info(path);
    if (!info.exists())
        return FieldError{path, Text::tr("file not found")};
    if (info.isDir())
        return FieldError{path, Text::tr("is a folder, not a file")};
    if (!info.isFile())
        return FieldError{path, Text::tr("is not a regular file")};
#endif
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return FieldError{path, Text::tr("cannot be read (%1)").arg(file->errorString())};
    return file;
}

Expected<QByteArray> readInputFile(const QString &path, qint64 cap)
{
    auto opened = openInputFile(path);
    if (auto *e = std::get_if<FieldError>(&opened))
        return *e;
    QFile &file = *std::get<std::unique_ptr<QFile>>(opened);
    QByteArray data;
    constexpr qint64 kChunk = 1 << 20;
    while (true) {
        const qint64 room = cap + 1 - data.size();
        if (room <= 0)
            return FieldError{path, Text::tr("is larger than %1").arg(formatCap(cap))};
        const QByteArray chunk = file.read(std::min(kChunk, room));
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError)
                return FieldError{path, Text::tr("cannot be read (%1)").arg(file.errorString())};
            break;
        }
        data += chunk;
    }
    return data;
}

} // namespace ga
