#include "host.h"

#include "clientwords.h"
#include "phonewords.h"
#include "table.h"

#include <QFile>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QTcpSocket>
#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>

// The client's files are compiled into this static library: registered by hand, for a static
// library's resources are dropped at link time when nothing names them.
static void registerClientFiles()
{
    Q_INIT_RESOURCE(lan_client);
}

namespace adjutant::lan {

namespace {

// A request line and its headers; a browser's are well under this.
constexpr qsizetype kMaxRequestBytes = qsizetype(16) * 1024;
// The largest message a phone sends is an action of a few hundred bytes.
constexpr quint64 kMaxMessageBytes = quint64(64) * 1024;

QByteArray contentType(const QString &path)
{
    if (path.endsWith(u".html"))
        return "text/html; charset=utf-8";
    if (path.endsWith(u".js"))
        return "text/javascript; charset=utf-8";
    if (path.endsWith(u".css"))
        return "text/css; charset=utf-8";
    if (path.endsWith(u".mp4"))
        return "video/mp4";
    if (path.endsWith(u".svg"))
        return "image/svg+xml";
    return "application/octet-stream";
}

// The phone's language: ?lang= (navigator.language) on the request, else its Accept-Language.
QString languageAsked(const QByteArray &request)
{
    const QList<QByteArray> lines = request.split('\n');
    const QUrlQuery query(QUrl(QString::fromLatin1(lines.first().split(' ').value(1))).query());
    if (query.hasQueryItem(QStringLiteral("lang")))
        return PhoneWords::languageOf(query.queryItemValue(QStringLiteral("lang")));
    for (const QByteArray &line : lines)
        if (line.toLower().startsWith("accept-language:"))
            return PhoneWords::languageOf(QString::fromLatin1(line.mid(16).trimmed()));
    return QStringLiteral("en");
}

QByteArray response(const QByteArray &status, const QByteArray &type, const QByteArray &body)
{
    return "HTTP/1.1 " + status + "\r\nContent-Type: " + type
        + "\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        + body;
}

} // namespace

Host::Host(Table &table, QObject *parent)
    : QObject(parent),
      m_table(table),
      m_webSockets(QStringLiteral("adjutant"), QWebSocketServer::NonSecureMode)
{
    registerClientFiles();
    connect(&m_tcp, &QTcpServer::newConnection, this, &Host::accept);
    connect(&m_webSockets, &QWebSocketServer::newConnection, this, &Host::webSocket);
    connect(&m_table, &Table::send, this, [this](int connection, const QByteArray &text) {
        if (QWebSocket *socket = m_sockets.value(connection)) {
            m_bytesSent += text.size();
            socket->sendTextMessage(QString::fromUtf8(text));
        }
    });
}

Host::~Host()
{
    for (QWebSocket *socket : std::as_const(m_sockets))
        socket->disconnect(this);
}

bool Host::listen(const QHostAddress &address, quint16 port, QString *error)
{
    if (m_tcp.listen(address, port))
        return true;
    *error = m_tcp.errorString();
    return false;
}

QHostAddress Host::lanAddress()
{
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol && !entry.ip().isLoopback())
                return entry.ip();
    }
    return QHostAddress(QHostAddress::LocalHost);
}

QString Host::joinAddress() const
{
    QHostAddress address = m_tcp.serverAddress();
    if (address == QHostAddress(QHostAddress::AnyIPv4) || address == QHostAddress(QHostAddress::Any))
        address = lanAddress();
    return QStringLiteral("http://%1:%2/").arg(address.toString()).arg(port());
}

void Host::accept()
{
    while (QTcpSocket *socket = m_tcp.nextPendingConnection()) {
        // An answer follows its update at once: without this, Nagle's algorithm holds it back
        // until the phone acknowledges the update, which a phone delays by up to 40 ms.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { peek(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void Host::peek(QTcpSocket *socket)
{
    const QByteArray seen = socket->peek(kMaxRequestBytes);
    const qsizetype end = seen.indexOf("\r\n\r\n");
    if (end < 0) {
        if (seen.size() >= kMaxRequestBytes)
            socket->abort();
        return; // the rest of the headers is on its way
    }
    const QByteArray headers = seen.left(end).toLower();
    if (headers.contains("\r\nupgrade: websocket")) {
        socket->disconnect(); // QWebSocketServer reads the handshake, and owns the socket, from here on
        m_webSockets.handleConnection(socket);
        return;
    }
    socket->read(end + 4);
    serveFile(socket, seen.left(end));
}

void Host::serveFile(QTcpSocket *socket, const QByteArray &request)
{
    const QList<QByteArray> line = request.split('\r').first().split(' ');
    QByteArray reply;
    if (line.size() != 3 || (line.at(0) != "GET" && line.at(0) != "HEAD")) {
        reply = response("405 Method Not Allowed", "text/plain", "GET only\n");
    } else {
        QString path = QString::fromLatin1(line.at(1)).section(u'?', 0, 0);
        if (path == u"/")
            path = QStringLiteral("/index.html");
        // Only the names of the client's own files, flat: no "..", no encoded characters.
        const bool plain = path.startsWith(u'/') && std::all_of(path.begin() + 1, path.end(), [](QChar c) {
                               return c.isLetterOrNumber() || c == u'.' || c == u'-' || c == u'_';
                           });
        QFile file(u":/lan/client" + path);
        if (path == u"/words.json")
            reply = response(
                "200 OK", "application/json; charset=utf-8",
                QJsonDocument(ClientWords::json(languageAsked(request))).toJson(QJsonDocument::Compact));
        else if (plain && !path.contains(u"..") && file.open(QIODevice::ReadOnly))
            reply
                = response("200 OK", contentType(path), line.at(0) == "HEAD" ? QByteArray() : file.readAll());
        else
            reply = response("404 Not Found", "text/plain", "not found\n");
    }
    socket->write(reply);
    socket->disconnectFromHost();
}

void Host::webSocket()
{
    while (QWebSocket *socket = m_webSockets.nextPendingConnection()) {
        const int connection = m_nextConnection++;
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(kMaxMessageBytes);
        m_sockets.insert(connection, socket);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, connection](const QString &text) { m_table.received(connection, text.toUtf8()); });
        connect(socket, &QWebSocket::disconnected, this, [this, connection, socket] {
            m_sockets.remove(connection);
            m_table.closed(connection);
            socket->deleteLater();
        });
        m_table.opened(connection, socket->peerAddress().toString());
    }
}

} // namespace adjutant::lan
