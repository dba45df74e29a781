#include "net/tencentkey.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QTimer>

namespace ga {

namespace {
// What a keyring error means to the user; "no entry" is not an error.
QString keyringError(const QKeychain::Job *job)
{
    switch (job->error()) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound: return {};
    case QKeychain::NoBackendAvailable:
        return TencentKeyStore::tr("no system keyring is running (GNOME Keyring, KWallet or another Secret Service): %1")
            .arg(job->errorString());
    case QKeychain::AccessDeniedByUser: return TencentKeyStore::tr("access to the keyring was refused");
    default: return TencentKeyStore::tr("the keyring failed: %1").arg(job->errorString());
    }
}
} // namespace

TencentKeyStore::TencentKeyStore(QObject *parent) : QObject(parent) {}

QString TencentKeyStore::service()
{
    return QStringLiteral("GPU Advisor");
}

QString TencentKeyStore::key()
{
    return QStringLiteral("Tencent Cloud API key");
}

void TencentKeyStore::read(ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setKey(key());
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *finished) {
        const QString error = keyringError(finished);
        if (finished->error() != QKeychain::NoError) {
            done(std::nullopt, error);
            return;
        }
        // Stored as "SecretId\nSecretKey".
        const QString text = static_cast<QKeychain::ReadPasswordJob *>(finished)->textData();
        const TencentCredentials c{text.section(QLatin1Char('\n'), 0, 0), text.section(QLatin1Char('\n'), 1)};
        if (const auto why = tencentCredentialsProblem(c)) {
            done(std::nullopt, tr("the key stored in the keyring is damaged (%1); enter it again").arg(*why));
            return;
        }
        done(c, {});
    });
    job->start();
}

void TencentKeyStore::write(const TencentCredentials &credentials, WriteDone done)
{
    auto *job = new QKeychain::WritePasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setKey(key());
    job->setTextData(credentials.secretId + QLatin1Char('\n') + credentials.secretKey);
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *finished) {
        done(finished->error() == QKeychain::NoError ? QString() : keyringError(finished));
    });
    job->start();
}

void TencentKeyStore::remove(WriteDone done)
{
    auto *job = new QKeychain::DeletePasswordJob(service(), this);
    job->setAutoDelete(true);
    job->setKey(key());
    connect(job, &QKeychain::Job::finished, this, [done = std::move(done)](QKeychain::Job *finished) { done(keyringError(finished)); });
    job->start();
}

void findTencentCredentials(TencentKeyStore *store, TencentKeyStore::ReadDone done)
{
    if (auto env = tencentCredentialsFromEnvironment()) {
        // Answered from the event loop, as the keyring would.
        QTimer::singleShot(0, store, [done = std::move(done), c = *env] { done(c, {}); });
        return;
    }
    store->read(std::move(done));
}

} // namespace ga
