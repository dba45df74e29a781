#pragma once

#include "base/inputfile.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace ga {

// Downloads one catalog document for `catalog refresh` (DESIGN.md §4): HTTPS only, plain http
// only to loopback addresses (tests and local mirrors), TLS errors never ignored, a transfer
// timeout, an overall deadline and a minimum rate, a size cap counted while the bytes arrive
// (unpacked bytes, when the server compresses), at most kMaxRedirects redirects, each checked,
// never from https to http. Asynchronous (QNetworkAccessManager): the GUI thread never blocks.
// One download at a time; each start() ends with exactly one finished() or failed().
class CatalogFetcher final : public QObject {
    Q_OBJECT

public:
    enum class Failure {
        Refused,     // start() was given an address the rules above refuse; nothing was sent
        Network,     // offline, host not found, timeout, deadline, too slow, HTTP or TLS error, a redirect refused or too many
        TooLarge,    // the body is over maxBytes()
        Undecodable, // a compressed body (Content-Encoding) that does not unpack: damaged, or too large unpacked
        Cancelled,
    };
    Q_ENUM(Failure)

    // The figures: 30 s without data, 5 redirects.
    static constexpr std::chrono::milliseconds kDefaultTimeout{30000};
    static constexpr int kMaxRedirects = 5;
    // The whole download, redirects included: the silence timeout alone lets a server that sends
    // a byte now and then hold the refresh forever. A 20 MiB catalog needs 120 s only below
    // 170 KiB/s, far slower than any mirror serves.
    static constexpr std::chrono::milliseconds kDefaultDeadline{120000};
    // Slower than 1 KiB/s on average over 15 s is a stalled or hostile server: at that rate a
    // 20 MiB catalog would take almost six hours, and any real mirror serves far faster. Judged
    // at the end of every 15 s from the start, so the name lookup and TLS handshake have theirs.
    static constexpr qint64 kDefaultMinimumRate = 1024; // bytes per second
    static constexpr std::chrono::milliseconds kDefaultRateWindow{15000};

    explicit CatalogFetcher(QObject *parent = nullptr);

    // Time without any data after which the download fails (QNetworkRequest::setTransferTimeout).
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    std::chrono::milliseconds timeout() const { return m_timeout; }
    // Time from start() after which the download fails, however steadily data arrives.
    void setDeadline(std::chrono::milliseconds deadline) { m_deadline = deadline; }
    std::chrono::milliseconds deadline() const { return m_deadline; }
    // The download fails when fewer than `bytesPerSecond` arrived on average over a `window`,
    // judged at the end of each window from start() on. A window without any data is silence,
    // left to the timeout above. 0 turns the rule off.
    void setMinimumRate(qint64 bytesPerSecond, std::chrono::milliseconds window = kDefaultRateWindow)
    {
        m_minimumRate = bytesPerSecond;
        m_rateWindow = window;
    }
    qint64 minimumRate() const { return m_minimumRate; }
    // The most body bytes (unpacked) one download may bring; a catalog's by default, a provider's
    // price file names its own (PriceSource::maxBytes).
    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }
    qint64 maxBytes() const { return m_maxBytes; }
    std::chrono::milliseconds rateWindow() const { return m_rateWindow; }

    // Why `url` is not fetched (not https, or plain http to a host that is not loopback), or nothing.
    static std::optional<QString> refusal(const QUrl &url);
    // Why a redirect from `from` to `to` is not followed, or nothing.
    static std::optional<QString> redirectRefusal(const QUrl &from, const QUrl &to);

    // A POST instead of a GET: an API call's body and its own headers. Its answer is read as a
    // download's; a redirect is refused (a signed call is valid for its host only).
    struct Post {
        QByteArray body;
        QByteArray contentType;
        QList<std::pair<QByteArray, QByteArray>> headers;
    };

    // Starts a download; one still running is cancelled first.
    void start(const QUrl &url, std::optional<Post> post = std::nullopt);
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
    void onDeadline();
    void onRateCheck();
    void abortWith(Failure failure, const QString &message);
    void fail(Failure failure, const QString &message); // after the reply has finished
    QString errorText(QNetworkReply *reply) const;
    bool decompressionFailed(QNetworkReply *reply) const;

    QNetworkAccessManager *m_manager = nullptr;
    QPointer<QNetworkReply> m_reply;
    QTimer *m_deadlineTimer = nullptr;
    QTimer *m_rateTimer = nullptr; // fires at the end of each rate window
    std::chrono::milliseconds m_timeout = kDefaultTimeout;
    std::chrono::milliseconds m_deadline = kDefaultDeadline;
    qint64 m_minimumRate = kDefaultMinimumRate;
    std::chrono::milliseconds m_rateWindow = kDefaultRateWindow;
    qint64 m_maxBytes = limits::kRefreshBytes;
    qint64 m_received = 0;    // body bytes taken since start(), over every redirect
    qint64 m_windowStart = 0; // m_received when the current rate window began
    QElapsedTimer m_windowClock;
    QUrl m_origin; // the address start() was given
    QUrl m_url;    // where the download is now, after any redirects
    std::optional<Post> m_post;
    QByteArray m_body;
    int m_redirects = 0; // followed so far
    QStringList m_tlsErrors;
    std::optional<std::pair<Failure, QString>> m_abort; // why we aborted the reply ourselves
};

} // namespace ga
