#include "base/atomicfile.h"

#include "base/inputfile.h"

#include <QCoreApplication>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#else
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#endif

namespace ga {

namespace {
// Translation context for the free functions of this file (lupdate reads the macro).
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::AtomicFile)
};

FieldError writeError(const QString &path, const QString &why)
{
    return FieldError{path, Text::tr("cannot be written (%1); the previous file, if any, is unchanged").arg(why), true};
}

#ifdef Q_OS_UNIX
QString systemReason(int error)
{
    return qt_error_string(error);
}

// Every byte, or the errno of the write that failed; a short write is retried, as write(2) allows.
int writeAll(int fd, QByteArrayView bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(std::min<qsizetype>(bytes.size() - done, 1 << 30)));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return ENOSPC; // no progress and no error: what a full device does on some file systems
        done += n;
    }
    return 0;
}

// mkdir -p on the bytes of the name.
int makeFolders(const QByteArray &dir)
{
    if (dir.isEmpty())
        return 0;
    struct stat st {};
    if (::stat(dir.constData(), &st) == 0)
        return S_ISDIR(st.st_mode) ? 0 : ENOTDIR;
    const qsizetype slash = dir.lastIndexOf('/');
    if (slash > 0)
        if (const int e = makeFolders(dir.left(slash)))
            return e;
    if (::mkdir(dir.constData(), 0777) != 0 && errno != EEXIST)
        return errno;
    return 0;
}

// What open(2) would give a new file. umask(2) can only be read by setting it, so it is read
// once (thread-safe static), not at every write while imports write off the GUI thread.
mode_t defaultMode()
{
    static const mode_t mask = [] {
        const mode_t m = ::umask(0);
        ::umask(m);
        return m;
    }();
    return 0666 & ~mask;
}

// The pieces a producer makes, written to `fd` until one fails: the first error and the bytes written.
struct FdWriter {
    int fd;
    int error = 0;
    qint64 written = 0;

    void write(const std::function<void(const ByteWriter &)> &produce)
    {
        produce([this](QByteArrayView piece) {
            if (error != 0)
                return;
            error = writeAll(fd, piece);
            if (error == 0)
                written += piece.size();
        });
    }
};

// A device or a pipe cannot be replaced: written in place, every result checked.
std::optional<FieldError> writeInPlace(const QString &path, const QByteArray &native,
                                       const std::function<void(const ByteWriter &)> &produce)
{
    // O_NONBLOCK: a FIFO with no reader is an error now rather than a hang.
    const int fd = ::open(native.constData(), O_WRONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return writeError(path, errno == ENXIO ? Text::tr("a pipe with no reader") : systemReason(errno));
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    FdWriter writer{fd};
    writer.write(produce);
    const int e = writer.error;
    const int closed = ::close(fd) == 0 ? 0 : errno;
    if (e || closed)
        return writeError(path, systemReason(e ? e : closed));
    return std::nullopt;
}
#endif
} // namespace

std::optional<FieldError> writeFileAtomically(const QString &path, const QByteArray &bytes, FileMode mode)
{
    return writeFileAtomically(
        path, [&bytes](const ByteWriter &write) { write(bytes); }, mode);
}

std::optional<FieldError> writeFileAtomically(const QString &path, const std::function<void(const ByteWriter &)> &produce, FileMode mode)
{
    if (path.isEmpty())
        return FieldError{path, Text::tr("no file name given"), true};
#ifdef Q_OS_UNIX
    QByteArray target = nativePath(path);
    mode_t permissions = defaultMode();
    struct stat st {};
    if (::stat(target.constData(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return FieldError{path, Text::tr("cannot be written: it is a folder, not a file"), true};
        if (!S_ISREG(st.st_mode))
            return writeInPlace(path, target, produce);
        // Replace what a symbolic link points at, not the link.
        char resolved[PATH_MAX];
        if (::realpath(target.constData(), resolved))
            target = QByteArray(resolved);
        permissions = st.st_mode & 07777;
    }
    if (mode == FileMode::Executable)
        permissions |= (permissions & 0444) >> 2; // x wherever r is, as chmod +x does under the umask
    const qsizetype slash = target.lastIndexOf('/');
    const QByteArray dir = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : target.left(slash);
    if (const int e = makeFolders(dir))
        return FieldError{pathFromNative(dir), Text::tr("cannot create the folder (%1)").arg(systemReason(e)), true};

    QByteArray temporary = dir + "/." + target.mid(slash + 1).left(200) + ".XXXXXX";
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0)
        return writeError(path, systemReason(errno));
    FdWriter writer{fd};
    writer.write(produce);
    int e = writer.error;
    if (!e && ::fchmod(fd, permissions) != 0)
        e = errno;
    // fsync reports what the page cache still held back (delayed allocation, quotas, NFS); the
    // size check catches a file system that took fewer bytes without saying so.
    if (!e && ::fsync(fd) != 0)
        e = errno;
    struct stat written {};
    if (!e && (::fstat(fd, &written) != 0 || written.st_size != writer.written))
        e = EIO;
    if (::close(fd) != 0 && !e)
        e = errno;
    if (!e && ::rename(temporary.constData(), target.constData()) != 0)
        e = errno;
    if (e) {
        ::unlink(temporary.constData());
        return writeError(path, systemReason(e));
    }
    // The rename itself reaches the disk with the folder's entry; a failure here loses nothing.
    if (const int dirFd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return std::nullopt;
#else
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return FieldError{dir, Text::tr("cannot create the folder"), true};
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return writeError(path, f.errorString());
    qint64 size = 0;
    bool failed = false;
    produce([&](QByteArrayView piece) {
        if (!failed && f.write(piece.data(), piece.size()) == piece.size())
            size += piece.size();
        else
            failed = true;
    });
    if (failed || !f.flush() || f.size() != size || f.error() != QFileDevice::NoError) {
        f.cancelWriting();
        return writeError(path, f.errorString());
    }
    if (mode == FileMode::Executable)
        f.setPermissions(f.permissions() | QFile::ExeOwner | QFile::ExeUser | QFile::ExeGroup | QFile::ExeOther);
    if (!f.commit())
        return writeError(path, f.errorString());
    return std::nullopt;
#endif
}

} // namespace ga
