#include "httptestserver.h"

#include <QTcpSocket>

namespace {
QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 404: return "Not Found";
    case 500: return "Internal Server Error";
    default: return "Status";
    }
}
} // namespace

HttpTestServer::HttpTestServer(QObject *parent)
    : QTcpServer(parent)
{
    if (!listen(QHostAddress::LocalHost, 0))
        qFatal("the test server cannot listen on 127.0.0.1: %s", qPrintable(errorString()));
    connect(this, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                m_pending.remove(socket);
                socket->deleteLater();
            });
        }
    });
}

QUrl HttpTestServer::url(const QByteArray &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(serverPort()).arg(QString::fromLatin1(path)));
}

void HttpTestServer::serve(QTcpSocket *socket)
{
    QByteArray &pending = m_pending[socket];
    pending += socket->readAll();
    if (!pending.contains("\r\n\r\n"))
        return; // the request's header is not complete yet
    const QByteArray path = pending.left(pending.indexOf("\r\n")).split(' ').value(1);
    m_pending.remove(socket);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr); // one request per connection
    m_requests << path;
    const Response r = m_routes.value(path, Response{404, "no such path", {}});
    if (r.silent)
        return;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reasonPhrase(r.status) + "\r\nConnection: close\r\n";
    for (const auto &[name, value] : r.headers)
        head += name + ": " + value + "\r\n";
    if (r.announcedLength >= 0)
        head += "Content-Length: " + QByteArray::number(r.announcedLength) + "\r\n";
    else if (r.contentLength)
        head += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    socket->write(head + "\r\n");
    socket->write(r.body);
    socket->disconnectFromHost(); // after everything written
}
