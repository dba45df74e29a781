#pragma once

#include <QProcessEnvironment>
#include <QString>

namespace ga::test {

// The folder the application keeps its stored catalogs in, named as the README documents it, so
// no test touches the real one.
inline constexpr char kDataDirVariable[] = "GPU_ADVISOR_DATA_DIR";
// No test reaches the internet: the providers' price files (net/pricesources.h) are fetched
// through this mirror, a closed port on 127.0.0.1, unless a test names its own server.
inline constexpr char kPriceMirrorVariable[] = "GPU_ADVISOR_PRICE_MIRROR";
inline constexpr char kClosedMirror[] = "http://127.0.0.1:9/";

// This process's environment with the application's data folder set to `dataDir`.
inline QProcessEnvironment appEnvironment(const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kDataDirVariable), dataDir);
    env.insert(QString::fromLatin1(kPriceMirrorVariable), QString::fromLatin1(kClosedMirror));
    return env;
}

// The same for a test that runs the window in its own process.
inline void setAppDataDir(const QString &dataDir)
{
    qputenv(kDataDirVariable, dataDir.toUtf8());
    qputenv(kPriceMirrorVariable, kClosedMirror);
}

} // namespace ga::test
