#include "base/inputfile.h"

#include "base/format.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::InputFile)
};
} // namespace

namespace {
constexpr char16_t kEscapeBase = 0xDC00; // U+DC80..U+DCFF carry the bytes 0x80..0xFF

// The length of the well-formed UTF-8 sequence at `i` (RFC 3629: no overlongs, no surrogates,
// nothing above U+10FFFF), or 0.
int utf8SequenceAt(const QByteArray &b, qsizetype i)
{
    const auto byte = [&](qsizetype k) { return k < b.size() ? uchar(b[k]) : 0u; };
    const uint c = byte(i);
    const auto cont = [&](qsizetype k, uint lo = 0x80, uint hi = 0xBF) { return byte(k) >= lo && byte(k) <= hi; };
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const uint lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const uint lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}
} // namespace

QString pathFromNative(const QByteArray &bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        const int n = utf8SequenceAt(bytes, i);
        if (n == 0) {
            out += QChar(char16_t(kEscapeBase + uchar(bytes[i])));
            ++i;
        } else {
            out += QString::fromUtf8(bytes.constData() + i, n);
            i += n;
        }
    }
    return out;
}

QByteArray nativePath(const QString &path)
{
    QByteArray out;
    out.reserve(path.size());
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        const char16_t u = path[i].unicode();
        const bool escaped = u >= kEscapeBase + 0x80 && u <= kEscapeBase + 0xFF && !(i > 0 && path[i - 1].isHighSurrogate());
        if (!escaped)
            continue;
        out += QStringView(path).mid(runStart, i - runStart).toUtf8();
        out += char(u - kEscapeBase);
        runStart = i + 1;
    }
    out += QStringView(path).mid(runStart).toUtf8();
    return out;
}

QDateTime fileModified(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(nativePath(path).constData(), &st) != 0)
        return {};
    return QDateTime::fromSecsSinceEpoch(st.st_mtim.tv_sec);
#else
    return QFileInfo(path).lastModified();
#endif
}

PathKind pathKind(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(nativePath(path).constData(), &st) != 0)
        return PathKind::Missing;
    return S_ISDIR(st.st_mode) ? PathKind::Folder : PathKind::Other;
#else
    const QFileInfo info(path);
    return !info.exists() ? PathKind::Missing : info.isDir() ? PathKind::Folder : PathKind::Other;
#endif
}

Expected<std::unique_ptr<QFile>> openInputFile(const QString &path)
{
    if (path.isEmpty())
        return FieldError{path, Text::tr("no file name given")};
#ifdef Q_OS_UNIX
    // stat follows symbolic links, so a link to a FIFO is refused like the FIFO itself.
    const QByteArray native = nativePath(path);
    struct stat st {};
    if (::stat(native.constData(), &st) != 0) {
        struct stat link {};
        return FieldError{path, ::lstat(native.constData(), &link) == 0 ? Text::tr("is a broken link") : Text::tr("file not found")};
    }
    if (S_ISDIR(st.st_mode))
        return FieldError{path, Text::tr("is a folder, not a file")};
    if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))
        return FieldError{path, Text::tr("is a pipe or socket, not a regular file")};
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return FieldError{path, Text::tr("is a device, not a regular file")};
    if (!S_ISREG(st.st_mode))
        return FieldError{path, Text::tr("is not a regular file")};
    // Opened by its bytes; O_NONBLOCK so that a file swapped for a FIFO after the stat cannot
    // block the open, and the type checked again on what was opened.
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return FieldError{path, Text::tr("cannot be read (%1)").arg(qt_error_string(errno))};
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        return FieldError{path, Text::tr("is not a regular file")};
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    auto file = std::make_unique<QFile>();
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return FieldError{path, Text::tr("cannot be read (%1)").arg(file->errorString())};
    }
    return file;
#else
    const QFileInfo info(path);
    if (!info.exists())
        return FieldError{path, Text::tr("file not found")};
    if (info.isDir())
        return FieldError{path, Text::tr("is a folder, not a file")};
    if (!info.isFile())
        return FieldError{path, Text::tr("is not a regular file")};
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return FieldError{path, Text::tr("cannot be read (%1)").arg(file->errorString())};
    return file;
#endif
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
