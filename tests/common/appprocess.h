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
// Tencent's API is signed for its own host and never mirrored: it goes to the closed port too,
// with no key from this machine's environment or keyring (a bus that does not exist).
inline constexpr char kTencentEndpointVariable[] = "GPU_ADVISOR_TENCENT_ENDPOINT";
inline constexpr char kNoSessionBus[] = "unix:path=/nonexistent/gpu-advisor-test-bus";

// This process's environment with the application's data folder set to `dataDir`.
inline QProcessEnvironment appEnvironment(const QString &dataDir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kDataDirVariable), dataDir);
    env.insert(QString::fromLatin1(kPriceMirrorVariable), QString::fromLatin1(kClosedMirror));
    env.insert(QString::fromLatin1(kTencentEndpointVariable), QString::fromLatin1(kClosedMirror));
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QString::fromLatin1(kNoSessionBus));
    env.remove(QStringLiteral("TENCENTCLOUD_SECRET_ID"));
    env.remove(QStringLiteral("TENCENTCLOUD_SECRET_KEY"));
    return env;
}

// The same for a test that runs the window in its own process.
inline void setAppDataDir(const QString &dataDir)
{
    qputenv(kDataDirVariable, dataDir.toUtf8());
    qputenv(kPriceMirrorVariable, kClosedMirror);
    qputenv(kTencentEndpointVariable, kClosedMirror);
    qputenv("DBUS_SESSION_BUS_ADDRESS", kNoSessionBus);
    qunsetenv("TENCENTCLOUD_SECRET_ID");
    qunsetenv("TENCENTCLOUD_SECRET_KEY");
}

} // namespace ga::test
