#pragma once

#include "net/tencentapi.h"

#include <QObject>

#include <functional>

namespace ga {

// The user's Tencent Cloud key pair in the system keyring (QtKeychain: the Secret Service or
// KWallet on Linux, the Keychain on macOS, the Credential Store on Windows), never in a file of
// ours. Asynchronous, as the keyring may ask the user to unlock it; each call answers once, from
// the event loop.
class TencentKeyStore final : public QObject {
    Q_OBJECT

public:
    explicit TencentKeyStore(QObject *parent = nullptr);

    // The stored pair, nothing when none is stored; `error` is empty unless the keyring failed
    // (none running, access refused).
    using ReadDone = std::function<void(std::optional<TencentCredentials> credentials, const QString &error)>;
    // `error` empty = stored (or removed).
    using WriteDone = std::function<void(const QString &error)>;

    void read(ReadDone done);
    void write(const TencentCredentials &credentials, WriteDone done);
    void remove(WriteDone done);

    // The entry's name in the keyring, as the user finds it there.
    static QString service();
    static QString key();
};

// The key pair a price update signs with: the environment's (tencentCredentialsFromEnvironment)
// when set, else the keyring's. `done` gets nothing, with the keyring's error if it failed, when
// neither has one.
void findTencentCredentials(TencentKeyStore *store, TencentKeyStore::ReadDone done);

} // namespace ga
