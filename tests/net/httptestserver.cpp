#include "httptestserver.h"

#include <QTcpSocket>
#include <QTimer>
#include <QtEndian>

#include <array>
#include <memory>

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

QByteArray header(const HttpTestServer::Response &r)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reasonPhrase(r.status) + "\r\nConnection: close\r\n";
    for (const auto &[name, value] : r.headers)
        head += name + ": " + value + "\r\n";
    if (r.announcedLength >= 0)
        head += "Content-Length: " + QByteArray::number(r.announcedLength) + "\r\n";
    else if (r.contentLength)
        head += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    return head + "\r\n";
}

// CRC-32 as gzip's trailer has it (ISO 3309), over `count` bytes read by `byteAt`.
template<typename ByteAt>
quint32 crc32(qint64 count, ByteAt byteAt)
{
    static const auto table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 crc = 0xFFFFFFFFu;
    for (qint64 i = 0; i < count; ++i)
        crc = table[(crc ^ byteAt(i)) & 0xFF] ^ (crc >> 8);
    return crc ^ 0xFFFFFFFFu;
}

// Header and trailer of a gzip member around a raw deflate stream.
QByteArray gzipMember(const QByteArray &deflate, quint32 crc, qint64 size)
{
    QByteArray out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10); // deflate, no name, no time, unknown OS
    out += deflate;
    char trailer[8];
    qToLittleEndian(crc, trailer);
    qToLittleEndian(quint32(size), trailer + 4); // the size modulo 2^32
    return out + QByteArray(trailer, 8);
}

// `data` as stored (uncompressed) deflate blocks of at most 65535 bytes; an empty `data` as one
// empty block. They start and end on a byte boundary.
QByteArray storedBlocks(const QByteArray &data, bool final)
{
    QByteArray out;
    qsizetype at = 0;
    do {
        const quint16 n = quint16(std::min<qsizetype>(data.size() - at, 0xFFFF));
        char head[5] = {char(final && at + n == data.size() ? 1 : 0)}; // BFINAL, BTYPE 00, padding
        qToLittleEndian(n, head + 1);
        qToLittleEndian(quint16(~n), head + 3);
        out += QByteArray(head, 5) + data.mid(at, n);
        at += n;
    } while (at < data.size());
    return out;
}

// Deflate's bit order (RFC 1951 §3.1.1): values from the least significant bit, Huffman codes
// from the most significant.
class BitWriter {
public:
    void value(quint32 v, int count)
    {
        for (int i = 0; i < count; ++i)
            bit(v >> i & 1);
    }
    void code(quint32 c, int length)
    {
        for (int i = length - 1; i >= 0; --i)
            bit(c >> i & 1);
    }
    QByteArray bytes;

private:
    void bit(quint32 b)
    {
        if (m_used == 0)
            bytes.append('\0');
        if (b)
            bytes[bytes.size() - 1] = char(bytes.back() | (1 << m_used));
        m_used = (m_used + 1) % 8;
    }
    int m_used = 0;
};
} // namespace

QByteArray HttpTestServer::gzip(const QByteArray &data)
{
    return gzipMember(storedBlocks(data, true), crc32(data.size(), [&data](qint64 i) { return uchar(data[i]); }), data.size());
}

QByteArray HttpTestServer::gzipBomb(qint64 spaces, const QByteArray &prefix)
{
    // `prefix` stored, then one dynamic Huffman block whose codes are: literal ' ' 10, end of
    // block 11, length 258 0, distance 1 0. A space, then 258 more for every two bits.
    BitWriter w;
    w.value(1, 1);  // BFINAL
    w.value(2, 2);  // BTYPE: dynamic Huffman
    w.value(29, 5); // HLIT: 286 literal/length codes
    w.value(0, 5);  // HDIST: 1 distance code
    w.value(14, 4); // HCLEN: 18 code length codes, in the order below
    constexpr int order[] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1};
    for (const int symbol : order)
        w.value(symbol == 18 ? 1 : (symbol == 1 || symbol == 2) ? 2 : 0, 3); // codes: 18 0, 1 10, 2 11
    const auto zeros = [&w](int n) {                                         // n from 11 to 138
        w.code(0b0, 1);
        w.value(quint32(n - 11), 7);
    };
    zeros(32);       // 0..31
    w.code(0b11, 2); // 32 (' '): length 2
    zeros(138);      // 33..170
    zeros(85);       // 171..255
    w.code(0b11, 2); // 256 (end of block): length 2
    zeros(28);       // 257..284
    w.code(0b10, 2); // 285 (length 258): length 1
    w.code(0b10, 2); // distance code 0 (distance 1): length 1
    w.code(0b10, 2); // the first space
    qint64 left = spaces - 1;
    for (; left >= 258; left -= 258)
        w.code(0b00, 2); // length 258, distance 1
    for (; left > 0; --left)
        w.code(0b10, 2);
    w.code(0b11, 2); // end of block
    const qint64 size = prefix.size() + spaces;
    const quint32 crc = crc32(size, [&prefix](qint64 i) { return uchar(i < prefix.size() ? prefix[i] : ' '); });
    return gzipMember((prefix.isEmpty() ? QByteArray() : storedBlocks(prefix, false)) + w.bytes, crc, size);
}

HttpTestServer::HttpTestServer(QObject *parent) : QTcpServer(parent)
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
    const qsizetype end = pending.indexOf("\r\n\r\n");
    if (end < 0)
        return; // the request's header is not complete yet
    Request request;
    const QList<QByteArray> lines = pending.left(end).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    request.method = first.value(0);
    request.path = first.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (pending.size() < end + 4 + length)
        return; // the body is not complete yet
    request.body = pending.mid(end + 4, length);
    m_pending.remove(socket);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr); // one request per connection
    m_requests << request.path;
    m_received << request;
    const auto responder = m_responders.constFind(request.path);
    const Response r =
        responder != m_responders.cend() ? (*responder)(request) : m_routes.value(request.path, Response{404, "no such path", {}});
    if (r.silent)
        return;
    socket->write(header(r));
    if (r.dripBytes > 0)
        return dripBody(socket, r);
    socket->write(r.body);
    socket->disconnectFromHost(); // after everything written
}

void HttpTestServer::dripBody(QTcpSocket *socket, const Response &r)
{
    auto *timer = new QTimer(socket); // goes with the socket when the client disconnects
    auto sent = std::make_shared<qint64>(0);
    connect(timer, &QTimer::timeout, socket, [socket, timer, sent, body = r.body, bytes = r.dripBytes] {
        if (socket->state() != QAbstractSocket::ConnectedState)
            return timer->stop();
        if (body.isEmpty()) {
            socket->write(QByteArray(bytes, ' '));
            return;
        }
        socket->write(body.mid(*sent, bytes));
        *sent += bytes;
        if (*sent >= body.size()) {
            timer->stop();
            socket->disconnectFromHost();
        }
    });
    timer->start(r.dripEvery);
}
