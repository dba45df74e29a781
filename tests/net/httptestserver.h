#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QTcpServer>
#include <QUrl>

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
        bool contentLength = true; // false: no Content-Length, the body ends when the connection closes
        qint64 announcedLength = -1; // >= 0: announce this length instead (then close: a cut body)
        bool silent = false;       // accept the request and never answer (a hung server)
    };

    explicit HttpTestServer(QObject *parent = nullptr);

    void route(const QByteArray &path, const Response &response) { m_routes.insert(path, response); }
    static Response ok(const QByteArray &body) { return {200, body, {{"Content-Type", "application/json"}}}; }
    static Response redirect(const QByteArray &location, int status = 302) { return {status, {}, {{"Location", location}}}; }

    QUrl url(const QByteArray &path) const;
    // Paths requested so far, in order.
    const QList<QByteArray> &requests() const { return m_requests; }

private:
    void serve(QTcpSocket *socket);

    QHash<QByteArray, Response> m_routes;
    QHash<QTcpSocket *, QByteArray> m_pending; // request bytes read so far, per connection
    QList<QByteArray> m_requests;
};

Q_DECLARE_METATYPE(HttpTestServer::Response)
