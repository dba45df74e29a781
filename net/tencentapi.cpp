#include "net/tencentapi.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QMessageAuthenticationCode>

namespace ga {

namespace {
class Text {
    Q_DECLARE_TR_FUNCTIONS(ga::TencentApi)
};

// Tencent's keys are 36 and 32 characters; anything far longer is not a key.
constexpr qsizetype kMaxKeyChars = 128;

QByteArray sha256Hex(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

QByteArray hmac(const QByteArray &key, const QByteArray &message)
{
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

std::optional<QString> keyPartProblem(const QString &value, const char *name)
{
    const QString field = QLatin1String(name);
    if (value.isEmpty())
        return Text::tr("%1: empty").arg(field);
    if (value.size() > kMaxKeyChars)
        return Text::tr("%1: %2 characters, more than a key has (%3)").arg(field).arg(value.size()).arg(kMaxKeyChars);
    for (const QChar c : value)
        if (c.unicode() <= 0x20 || c.unicode() >= 0x7f)
            return Text::tr("%1: has a space or a character that is not ASCII; copy it again from the console").arg(field);
    return std::nullopt;
}
} // namespace

std::optional<QString> tencentCredentialsProblem(const TencentCredentials &c)
{
    if (auto why = keyPartProblem(c.secretId, "SecretId"))
        return why;
    return keyPartProblem(c.secretKey, "SecretKey");
}

std::optional<TencentCredentials> tencentCredentialsFromEnvironment()
{
    TencentCredentials c{qEnvironmentVariable("TENCENTCLOUD_SECRET_ID").trimmed(),
                         qEnvironmentVariable("TENCENTCLOUD_SECRET_KEY").trimmed()};
    if (c.secretId.isEmpty() || c.secretKey.isEmpty())
        return std::nullopt;
    return c;
}

QByteArray TencentApiCall::authorization(const TencentCredentials &c) const
{
    // The host as the request's Host header carries it: with the port when the address names one.
    const QByteArray host =
        (endpoint.host() + (endpoint.port() >= 0 ? QStringLiteral(":%1").arg(endpoint.port()) : QString())).toLower().toUtf8();
    const QByteArray canonical =
        "POST\n/\n\ncontent-type:" + QByteArray(kContentType) + "\nhost:" + host + "\n\ncontent-type;host\n" + sha256Hex(payload);
    const QByteArray date = QDateTime::fromSecsSinceEpoch(timestamp, Qt::UTC).date().toString(Qt::ISODate).toLatin1();
    const QByteArray scope = date + '/' + service.toLatin1() + "/tc3_request";
    const QByteArray toSign = "TC3-HMAC-SHA256\n" + QByteArray::number(timestamp) + '\n' + scope + '\n' + sha256Hex(canonical);
    const QByteArray signingKey = hmac(hmac(hmac("TC3" + c.secretKey.toUtf8(), date), service.toLatin1()), "tc3_request");
    return "TC3-HMAC-SHA256 Credential=" + c.secretId.toUtf8() + '/' + scope +
        ", SignedHeaders=content-type;host, Signature=" + hmac(signingKey, toSign).toHex();
}

QList<std::pair<QByteArray, QByteArray>> TencentApiCall::headers(const TencentCredentials &c) const
{
    return {
        {"Authorization", authorization(c)},
        {"X-TC-Action", action.toLatin1()},
        {"X-TC-Version", version.toLatin1()},
        {"X-TC-Region", region.toLatin1()},
        {"X-TC-Timestamp", QByteArray::number(timestamp)},
    };
}

} // namespace ga
