#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QWebSocketServer>

class QTcpSocket;
class QWebSocket;

namespace adjutant::lan {

class Table;

// The network of a hosted battle: one port for both the few files of the browser client (plain
// HTTP/1.1 GET, read from the resources under :/lan/client) and the table's WebSocket. Each new
// connection's request is peeked at: a WebSocket upgrade is handed to QWebSocketServer, anything
// else is answered as a file request and closed. Plain HTTP on the LAN: nothing is encrypted, so
// the PIN and the seats' secrets keep out only those not at the table.
class Host : public QObject
{
    Q_OBJECT
public:
    explicit Host(Table &table, QObject *parent = nullptr);
    ~Host() override;

    // Listens on `address` (any IPv4 address by default) and `port` (0: one the system picks).
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_tcp.serverPort(); }
    // The address phones type or scan: http://ADDR:PORT/, ADDR the bound one, or when bound to
    // any address this machine's first LAN address (loopback when it has none).
    QString joinAddress() const;
    // The LAN address of this machine that phones can reach, or loopback.
    static QHostAddress lanAddress();

    // What the connections were sent, for the bench (bytes of WebSocket text, all connections).
    qint64 bytesSent() const { return m_bytesSent; }

private:
    void accept();
    void peek(QTcpSocket *socket);
    void serveFile(QTcpSocket *socket, const QByteArray &request);
    void webSocket();

    Table &m_table;
    QTcpServer m_tcp;
    QWebSocketServer m_webSockets;
    QHash<int, QWebSocket *> m_sockets;
    int m_nextConnection = 1;
    qint64 m_bytesSent = 0;
};

} // namespace adjutant::lan
