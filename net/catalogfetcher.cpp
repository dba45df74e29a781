#include "net/catalogfetcher.h"

#include "base/format.h"
#include "base/inputfile.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#if QT_CONFIG(ssl)
#include <QSslError>
#endif

namespace ga {

namespace {
// Bytes Qt buffers before onReadyRead takes them: the size cap is then enforced within this
// much, whatever the server sends.
constexpr qint64 kReadBuffer = 1024 * 1024;

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    QHostAddress address;
    return address.setAddress(host) && address.isLoopback();
}

// No interface that is up and has an address besides loopback: the computer is offline, which
// says more than the "host not found" that a failed name lookup reports.
bool isOffline()
{
    const auto interfaces = QNetworkInterface::allInterfaces();
    return std::none_of(interfaces.cbegin(), interfaces.cend(), [](const QNetworkInterface &i) {
        const auto flags = i.flags();
        return flags.testFlag(QNetworkInterface::IsUp) && flags.testFlag(QNetworkInterface::IsRunning) &&
            !flags.testFlag(QNetworkInterface::IsLoopBack) && !i.addressEntries().isEmpty();
    });
}
} // namespace

CatalogFetcher::CatalogFetcher(QObject *parent)
    : QObject(parent)
    , m_manager(new QNetworkAccessManager(this))
    , m_deadlineTimer(new QTimer(this))
    , m_rateTimer(new QTimer(this))
{
    m_deadlineTimer->setSingleShot(true);
    connect(m_deadlineTimer, &QTimer::timeout, this, &CatalogFetcher::onDeadline);
    connect(m_rateTimer, &QTimer::timeout, this, &CatalogFetcher::onRateCheck);
}

std::optional<QString> CatalogFetcher::refusal(const QUrl &url)
{
    if (url.isEmpty())
        return tr("no address given");
    if (!url.isValid())
        return tr("not a valid address (%1)").arg(url.errorString());
    const QString scheme = url.scheme();
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
        return scheme.isEmpty() ? tr("must start with https://") : tr("only https:// addresses are fetched, not %1:").arg(scheme);
    if (url.host().isEmpty())
        return tr("has no host name");
    if (scheme == QLatin1String("http") && !isLoopbackHost(url.host()))
        return tr("plain http is refused except to this computer (127.0.0.1, ::1, localhost); use https://");
    return std::nullopt;
}

std::optional<QString> CatalogFetcher::redirectRefusal(const QUrl &from, const QUrl &to)
{
    const QString target = to.toDisplayString();
    if (from.scheme() == QLatin1String("https") && to.scheme() != QLatin1String("https"))
        return tr("the server redirects from https to %1, which is refused").arg(target);
    if (const auto why = refusal(to))
        return tr("the server redirects to %1, which is refused: %2").arg(target, *why);
    return std::nullopt;
}

void CatalogFetcher::start(const QUrl &url, std::optional<Post> post)
{
    cancel();
    m_origin = url;
    m_post = std::move(post);
    m_redirects = 0;
    m_abort.reset();
    if (const auto why = refusal(url)) {
        // Reported from the event loop like every other outcome, so callers connect first.
        QMetaObject::invokeMethod(
            this, [this, why = *why] { Q_EMIT failed(Failure::Refused, why); }, Qt::QueuedConnection);
        return;
    }
    // Both clocks run from here over every redirect, and stop in fail() or on success.
    m_received = 0;
    m_windowStart = 0;
    m_deadlineTimer->start(m_deadline);
    if (m_minimumRate > 0 && m_rateWindow.count() > 0) {
        m_windowClock.start();
        m_rateTimer->start(m_rateWindow);
    }
    send(url);
}

void CatalogFetcher::send(const QUrl &url)
{
    m_url = url;
    m_body.clear();
    m_tlsErrors.clear();
    QNetworkRequest request(url);
    // Redirects are followed here, each checked before anything is sent to its target. (Qt 6.4.2's
    // UserVerifiedRedirectPolicy loses the reply after two redirects: it resends the third request
    // and finishes without a status, tested against Python's http.server and our test server.)
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(int(m_timeout.count()));
    // Qt refuses a compressed reply that unpacks past this at over 40 times its wire size (gzip;
    // 100 for brotli, zstd). Its default, 10 MiB, refuses a legitimate catalog that compresses well;
    // the cap refuses anything larger anyway, and this keeps a gzip bomb from unpacking far past it.
    request.setDecompressedSafetyCheckThreshold(m_maxBytes);
    request.setHeader(QNetworkRequest::UserAgentHeader, QStringLiteral("gpu-advisor/%1").arg(QCoreApplication::applicationVersion()));
    request.setRawHeader("Accept", "application/json, text/csv;q=0.9, */*;q=0.5"); // catalogs and price files
    if (m_post) {
        request.setHeader(QNetworkRequest::ContentTypeHeader, m_post->contentType);
        for (const auto &[name, value] : m_post->headers)
            request.setRawHeader(name, value);
        m_reply = m_manager->post(request, m_post->body);
    } else {
        m_reply = m_manager->get(request);
    }
    m_reply->setReadBufferSize(kReadBuffer);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &CatalogFetcher::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &CatalogFetcher::onReadyRead);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &CatalogFetcher::progress);
    connect(m_reply, &QNetworkReply::finished, this, &CatalogFetcher::onFinished);
#if QT_CONFIG(ssl)
    // Collected for the message only: ignoreSslErrors() is never called, so the handshake fails.
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        for (const QSslError &e : errors)
            m_tlsErrors << e.errorString();
    });
#endif
}

void CatalogFetcher::cancel()
{
    if (isRunning())
        abortWith(Failure::Cancelled, tr("cancelled"));
}

void CatalogFetcher::abortWith(Failure failure, const QString &message)
{
    m_abort = {failure, message};
    m_reply->abort(); // finishes the reply at once: onFinished reports m_abort
}

void CatalogFetcher::fail(Failure failure, const QString &message)
{
    m_deadlineTimer->stop();
    m_rateTimer->stop();
    m_body.clear();
    Q_EMIT failed(failure, message);
}

void CatalogFetcher::onDeadline()
{
    if (isRunning())
        abortWith(Failure::Network,
                  tr("gave up after %1 s: the whole download must finish within the deadline (received %2 bytes)")
                      .arg(double(m_deadline.count()) / 1000.0)
                      .arg(QLocale(QLocale::English).toString(m_received)));
}

void CatalogFetcher::onRateCheck()
{
    if (!isRunning())
        return;
    const double seconds = double(m_windowClock.restart()) / 1000.0;
    const qint64 bytes = std::exchange(m_windowStart, m_received);
    const qint64 got = m_received - bytes;
    // A window without a byte is silence, which the transfer timeout (--timeout) judges: the user
    // may have raised it for a server that takes long to answer.
    if (got == 0 || seconds <= 0)
        return;
    const qint64 rate = qint64(double(got) / seconds);
    if (rate < m_minimumRate)
        abortWith(Failure::Network,
                  tr("too slow: %1 bytes/s over the last %2 s, less than the minimum of %3 bytes/s")
                      .arg(QLocale(QLocale::English).toString(rate))
                      .arg(seconds, 0, 'g', 3)
                      .arg(QLocale(QLocale::English).toString(m_minimumRate)));
}

void CatalogFetcher::onMetaData()
{
    bool ok = false;
    const qint64 length = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&ok);
    if (ok && length > m_maxBytes)
        abortWith(Failure::TooLarge,
                  tr("the server announces %1 bytes, more than the %2 this file may have").arg(length).arg(formatCap(m_maxBytes)));
}

void CatalogFetcher::onReadyRead()
{
    const QByteArray chunk = m_reply->readAll();
    m_received += chunk.size();
    m_body += chunk;
    if (m_body.size() > m_maxBytes)
        abortWith(Failure::TooLarge, tr("the file is larger than %1").arg(formatCap(m_maxBytes)));
}

void CatalogFetcher::onFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    disconnect(reply, nullptr, this, nullptr); // signals it may still have queued are of no interest
    reply->deleteLater();
    if (m_abort) {
        const auto [failure, message] = *std::exchange(m_abort, std::nullopt);
        fail(failure, message);
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QUrl target = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (reply->error() == QNetworkReply::NoError && status >= 300 && status <= 399 && !target.isEmpty()) {
        const QUrl to = m_url.resolved(target);
        m_body.clear();
        if (m_post)
            fail(Failure::Network,
                 tr("the API answered with a redirect to %1, which a signed call does not follow").arg(to.toDisplayString()));
        else if (m_redirects == kMaxRedirects)
            fail(Failure::Network, tr("more than %1 redirects (the last to %2)").arg(kMaxRedirects).arg(to.toDisplayString()));
        else if (const auto why = redirectRefusal(m_url, to))
            fail(Failure::Network, *why);
        else {
            ++m_redirects;
            send(to);
        }
        return;
    }
    if (decompressionFailed(reply)) {
        fail(Failure::Undecodable,
             tr("the server's compressed reply could not be unpacked (damaged, or larger than %1 unpacked)").arg(formatCap(m_maxBytes)));
        return;
    }
    if (reply->error() != QNetworkReply::NoError || status < 200 || status > 299) {
        fail(Failure::Network, errorText(reply));
        return;
    }
    const QByteArray rest = reply->readAll();
    m_received += rest.size();
    m_body += rest;
    if (m_body.size() > m_maxBytes) {
        fail(Failure::TooLarge, tr("the file is larger than %1").arg(formatCap(m_maxBytes)));
        return;
    }
    m_deadlineTimer->stop();
    m_rateTimer->stop();
    Q_EMIT finished(std::exchange(m_body, QByteArray()));
}

bool CatalogFetcher::decompressionFailed(QNetworkReply *reply) const
{
    // Qt unpacks what it offered in Accept-Encoding itself and reports a body that does not unpack,
    // or that fails the safety check, as UnknownContentError ("Decompression failed: ...").
    const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed().toLower();
    return reply->error() == QNetworkReply::UnknownContentError && !encoding.isEmpty() && encoding != "identity";
}

QString CatalogFetcher::errorText(QNetworkReply *reply) const
{
    // After a redirect, name the address that failed: it is not the one the user gave.
    const QString at = m_url == m_origin ? QString() : tr(" at %1").arg(m_url.toDisplayString());
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 0 && (status < 200 || status > 299)) {
        const QString phrase = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        return (phrase.isEmpty() ? tr("HTTP %1").arg(status) : tr("HTTP %1 (%2)").arg(status).arg(phrase)) + at;
    }
    switch (reply->error()) {
    case QNetworkReply::HostNotFoundError:
        return isOffline() ? tr("offline: this computer has no network connection (host %1 not found)").arg(m_url.host())
                           : tr("host not found: %1").arg(m_url.host());
    case QNetworkReply::ConnectionRefusedError: return tr("connection refused by %1").arg(m_url.adjusted(QUrl::RemoveUserInfo).authority());
    case QNetworkReply::RemoteHostClosedError: return tr("the server closed the connection before the whole catalog arrived") + at;
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // what the transfer timeout reports in Qt 6.4; our own aborts carry m_abort
        return tr("timed out: no data for %1 s").arg(double(m_timeout.count()) / 1000.0) + at;
    case QNetworkReply::SslHandshakeFailedError:
        return tr("TLS error: %1").arg(m_tlsErrors.isEmpty() ? reply->errorString() : m_tlsErrors.join(QStringLiteral("; "))) + at;
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
        return isOffline() ? tr("offline: this computer has no network connection") : reply->errorString();
    default: return reply->errorString() + at;
    }
}

} // namespace ga
