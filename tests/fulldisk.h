#pragma once

// A full disk for tests, without mounting anything: RLIMIT_FSIZE makes every write(2) past the
// limit fail (EFBIG) exactly where a full disk fails with ENOSPC, and SIGXFSZ, which would kill
// the process instead, is ignored (an ignored signal stays ignored across exec, so a child
// process started under the limit sees the same failures). CI machines need no privilege for it.

#include <QProcess>

#include <csignal>
#include <sys/resource.h>

namespace ga::test {

// While alive, this process can write no file past `bytes`.
class FullDisk {
public:
    explicit FullDisk(rlim_t bytes = 0)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_saved);
        const rlimit limit{bytes, m_saved.rlim_max};
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FullDisk() { setrlimit(RLIMIT_FSIZE, &m_saved); }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

private:
    rlimit m_saved{};
};

// The child `p` starts with a disk that takes no file past `bytes`.
inline void startOnFullDisk(QProcess &p, rlim_t bytes = 0)
{
    p.setChildProcessModifier([bytes] {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{bytes, bytes};
        setrlimit(RLIMIT_FSIZE, &limit);
    });
}

} // namespace ga::test
