#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace ga {

// Downloads one catalog document for `catalog refresh` (DESIGN.md §4): HTTPS only, plain http
// only to loopback addresses (tests and local mirrors), TLS errors never ignored, a transfer
// timeout, a size cap counted while the bytes arrive, at most kMaxRedirects redirects, each
// checked, never from https to http. Asynchronous (QNetworkAccessManager): the GUI thread never
// blocks. One download at a time; each start() ends with exactly one finished() or failed().
class CatalogFetcher final : public QObject {
    Q_OBJECT

public:
    enum class Failure {
        Refused,  // start() was given an address the rules above refuse; nothing was sent
        Network,  // offline, host not found, timeout, HTTP or TLS error, a redirect refused or too many
        TooLarge, // the body is over limits::kRefreshBytes
        Cancelled,
    };
    Q_ENUM(Failure)

    // The figures: 30 s without data, 5 redirects.
    static constexpr std::chrono::milliseconds kDefaultTimeout{30000};
    static constexpr int kMaxRedirects = 5;

    explicit CatalogFetcher(QObject *parent = nullptr);

    // Time without any data after which the download fails (QNetworkRequest::setTransferTimeout).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    std::chrono::milliseconds timeout() const { return m_timeout; }

    // Why `url` is not fetched (not https, or plain http to a host that is not loopback), or nothing.
    static std::optional<QString> refusal(const QUrl &url);
    // Why a redirect from `from` to `to` is not followed, or nothing.
    static std::optional<QString> redirectRefusal(const QUrl &from, const QUrl &to);

    // Starts a download; one still running is cancelled first.
    void start(const QUrl &url);
    void cancel();
    bool isRunning() const { return !m_reply.isNull(); }

Q_SIGNALS:
    void progress(qint64 received, qint64 total); // total is -1 while unknown
    void finished(const QByteArray &payload);
    void failed(ga::CatalogFetcher::Failure failure, const QString &message);

private:
    void send(const QUrl &url);
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void abortWith(Failure failure, const QString &message);
    QString errorText(QNetworkReply *reply) const;

    QNetworkAccessManager *m_manager = nullptr;
    QPointer<QNetworkReply> m_reply;
    std::chrono::milliseconds m_timeout = kDefaultTimeout;
    QUrl m_origin; // the address start() was given
    QUrl m_url;    // where the download is now, after any redirects
    QByteArray m_body;
    int m_redirects = 0; // followed so far
    QStringList m_tlsErrors;
    std::optional<std::pair<Failure, QString>> m_abort; // why we aborted the reply ourselves
};

} // namespace ga
