#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>
#include <utility>

namespace ga {

// A Tencent Cloud API key pair. The SecretKey signs each call and never leaves this computer.
struct TencentCredentials {
    QString secretId;
    QString secretKey;

    bool operator==(const TencentCredentials &) const = default;
};

// Why a key pair typed or read is not one (a field and a reason), or nothing.
std::optional<QString> tencentCredentialsProblem(const TencentCredentials &c);

// The key pair in TENCENTCLOUD_SECRET_ID and TENCENTCLOUD_SECRET_KEY, the variables Tencent's own
// SDKs and tccli read (tencentcloud-sdk-python common/credential.py, EnvironmentVariableCredential),
// when both are set.
std::optional<TencentCredentials> tencentCredentialsFromEnvironment();

// One call of a Tencent Cloud API 3.0 action, signed with TC3-HMAC-SHA256 as Tencent's "Signature
// v3" documents it (cloud.tencent.com/document/api/213/30654): a POST of a JSON body to the
// service's endpoint, the headers content-type and host signed, the date of the credential scope
// in UTC. `service` is the endpoint's product ("cvm"); the host signed is the endpoint's host and
// port as the request sends them.
struct TencentApiCall {
    QUrl endpoint;
    QString service;
    QString action;
    QString version; // the action's API version: "2017-03-12"
    QString region;
    QByteArray payload;
    qint64 timestamp = 0; // seconds since 1970 UTC

    static constexpr auto kContentType = "application/json; charset=utf-8";

    // The Authorization header's value.
    QByteArray authorization(const TencentCredentials &c) const;
    // Every header the call sends besides Host and Content-Type: Authorization and the X-TC-* ones.
    QList<std::pair<QByteArray, QByteArray>> headers(const TencentCredentials &c) const;
};

} // namespace ga
