#pragma once

#include <QProcessEnvironment>
#include <QString>

namespace ga::test {

// The folder the application keeps its stored catalogs in, named as the README documents it, so
// no test touches the real one.
inline constexpr char kDataDirVariable[] = "GPU_ADVISOR_DATA_DIR";

// This process's environment with the application's data folder set to `dataDir`.
inline QProcessEnvironment appEnvironment(const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kDataDirVariable), dataDir);
    return env;
}

// The same for a test that runs the window in its own process.
inline void setAppDataDir(const QString &dataDir)
{
    qputenv(kDataDirVariable, dataDir.toUtf8());
}

} // namespace ga::test
