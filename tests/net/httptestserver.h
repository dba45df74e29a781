#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

#include <chrono>
#include <functional>

class QTcpSocket;

// A small HTTP/1.1 server on 127.0.0.1 for the refresh tests: each path answers as routed, and
// nothing leaves the machine. One request per connection (Connection: close). It runs on the
// thread that made it, so tests wait with QSignalSpy::wait or an event loop, never blocking.
class HttpTestServer final : public QTcpServer {
    Q_OBJECT

public:
    struct Response {
        int status = 200;
        QByteArray body;
        QList<std::pair<QByteArray, QByteArray>> headers;
        bool contentLength = true;   // false: no Content-Length, the body ends when the connection closes
        qint64 announcedLength = -1; // >= 0: announce this length instead (then close: a cut body)
        bool silent = false;         // accept the request and never answer (a hung server)
        // > 0: after the header, write the body this many bytes at a time, one piece every
        // dripEvery, then close; an empty body drips spaces until the client goes away.
        qint64 dripBytes = 0;
        std::chrono::milliseconds dripEvery{50};
    };

    // What a client sent: method, path, headers (names in lower case) and body (by Content-Length).
    struct Request {
        QByteArray method;
        QByteArray path;
        QHash<QByteArray, QByteArray> headers;
        QByteArray body;
    };
    using Responder = std::function<Response(const Request &)>;

    explicit HttpTestServer(QObject *parent = nullptr);

    void route(const QByteArray &path, const Response &response) { m_routes.insert(path, response); }
    // Answers `path` by what was sent (a signed API call's region header, its body).
    void respond(const QByteArray &path, const Responder &responder) { m_responders.insert(path, responder); }
    static Response ok(const QByteArray &body) { return {200, body, {{"Content-Type", "application/json"}}}; }
    static Response redirect(const QByteArray &location, int status = 302) { return {status, {}, {{"Location", location}}}; }
    static Response drip(const QByteArray &body, qint64 bytes, std::chrono::milliseconds every)
    {
        Response r = ok(body);
        r.contentLength = !body.isEmpty();
        r.dripBytes = bytes;
        r.dripEvery = every;
        return r;
    }
    // `gz` served with Content-Encoding: gzip, which Qt unpacks before the client sees it.
    static Response gzipped(const QByteArray &gz)
    {
        Response r = ok(gz);
        r.headers.emplaceBack("Content-Encoding", "gzip");
        return r;
    }

    // A gzip stream (RFC 1952) of `data` in stored deflate blocks: valid, not smaller.
    static QByteArray gzip(const QByteArray &data);
    // A gzip stream of `prefix` as it is, then `spaces` spaces in about 1/1000 of their size: with
    // no prefix, a "gzip bomb".
    static QByteArray gzipBomb(qint64 spaces, const QByteArray &prefix = {});

    QUrl url(const QByteArray &path) const;
    // Paths requested so far, in order.
    const QList<QByteArray> &requests() const { return m_requests; }
    // Every request whole, in order.
    const QList<Request> &received() const { return m_received; }

private:
    void serve(QTcpSocket *socket);
    void dripBody(QTcpSocket *socket, const Response &r);

    QHash<QByteArray, Response> m_routes;
    QHash<QTcpSocket *, QByteArray> m_pending; // request bytes read so far, per connection
    QHash<QByteArray, Responder> m_responders;
    QList<QByteArray> m_requests;
    QList<Request> m_received;
};

Q_DECLARE_METATYPE(HttpTestServer::Response)
