#pragma once

// A hosted battle on loopback and the phones that join it, for the lan tests: in-process, real
// WebSockets through 127.0.0.1, waiting only on conditions (waitFor), never on time.

#include "host.h"
#include "seatbook.h"
#include "table.h"

#include "battle/livebattle.h"
#include "battle/scenario.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>

namespace lantest {

using namespace adjutant;

inline constexpr int kPatienceMs = 20000; // only a broken test waits this long

// Until the condition holds (true) or the patience runs out (false), as QTest::qWaitFor, but
// looked at again as soon as an event has been handled: qWaitFor sleeps 10 ms after each pass of
// the event loop, and a message through the host to a phone takes a few passes, so the lan tests
// spent nine tenths of their time asleep. The tick wakes the loop for a condition no event changes.
template<typename Condition>
bool waitFor(Condition condition, int timeoutMs = kPatienceMs)
{
    if (condition())
        return true;
    const QDeadlineTimer deadline(timeoutMs);
    QTimer tick;
    tick.start(10);
    while (!deadline.hasExpired()) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (condition())
            return true;
    }
    return condition();
}

// A battle of a built-in demo scenario, hosted on loopback; stop() and start() again play a host
// restarted on the same files.
class HostedBattle
{
public:
    explicit HostedBattle(const QString &scenario = QStringLiteral("kgcwo-demo"), quint64 seed = 7)
    {
        const battle::ScenarioLoadResult sc
            = battle::ScenarioLoader::loadFile(QStringLiteral(":/scenarios/%1.json").arg(scenario));
        QVERIFY2(sc.ok(), "the demo scenario loads");
        path = dir.filePath(QStringLiteral("battle.adjutant"));
        battle::LiveBattle::Opening made = battle::LiveBattle::create(
            std::make_unique<battle::Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), seed),
            path);
        QVERIFY2(made.live, qPrintable(made.error));
        made.live.reset();
        start();
    }
    // A battle made elsewhere (a changed ruleset), hosted from its file.
    HostedBattle(std::unique_ptr<battle::Battle> made, int)
    {
        path = dir.filePath(QStringLiteral("battle.adjutant"));
        QVERIFY(battle::LiveBattle::create(std::move(made), path).live);
        start();
    }

    void start()
    {
        battle::LiveBattle::Opening opened = battle::LiveBattle::open(path, battle::LiveBattle::Access::Write,
                                                                      battle::LiveBattle::OnDamage::Refuse);
        QVERIFY2(opened.live, qPrintable(opened.error));
        live = std::move(opened.live);
        book = std::make_unique<lan::SeatBook>();
        QString error;
        QVERIFY2(book->load(lan::SeatBook::pathFor(path), &error), qPrintable(error));
        table = std::make_unique<lan::Table>(*live, *book,
                                             lan::Table::Options{pin, umpireCode, [this] { return nowMs; }});
        host = std::make_unique<lan::Host>(*table);
        QVERIFY2(host->listen(QHostAddress(QHostAddress::LocalHost), 0, &error), qPrintable(error));
    }
    void stop()
    {
        host.reset();
        table.reset();
        book.reset();
        live.reset();
    }
    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(host->port())); }
    int revision() const { return int(live->battle().journal().size()); }

    QTemporaryDir dir;
    QString path;
    QString pin = QStringLiteral("123456");
    QString umpireCode = QStringLiteral("9876543210");
    qint64 nowMs = 0;
    std::unique_ptr<battle::LiveBattle> live;
    std::unique_ptr<lan::SeatBook> book;
    std::unique_ptr<lan::Table> table;
    std::unique_ptr<lan::Host> host;
};

// A phone at the table: a WebSocket client that keeps every message it was sent, and every byte.
// An action as a phone sends it: its id, the revision it was made on, and the action.
inline QJsonObject actionMessage(const QString &id, int revision, const QJsonObject &action)
{
    return {{QStringLiteral("type"), QStringLiteral("action")},
            {QStringLiteral("id"), id},
            {QStringLiteral("revision"), revision},
            {QStringLiteral("action"), action}};
}

class Phone
{
public:
    explicit Phone(const QUrl &url)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString &text) {
            const QByteArray bytes = text.toUtf8();
            received += bytes.size();
            raw.append(bytes);
            got.append(QJsonDocument::fromJson(bytes).object());
        });
        socket.open(url);
        connected = waitFor([this] { return socket.state() == QAbstractSocket::ConnectedState; });
        // As browsers do: QWebSocket writes a frame's header and payload apart, and Nagle's
        // algorithm would hold the payload back for the host's delayed acknowledgement.
        for (QAbstractSocket *tcp : socket.findChildren<QAbstractSocket *>())
            tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    }
    void send(const QJsonObject &message)
    {
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    // The first message from `from` on of that type (and passing `also`), waited for; empty if
    // none came.
    QJsonObject await(const QString &type, qsizetype from = 0,
                      const std::function<bool(const QJsonObject &)> &also = {})
    {
        QJsonObject found;
        const bool came = waitFor(
            [&] {
                for (qsizetype i = from; i < got.size(); ++i)
                    if (got.at(i).value(u"type").toString() == type && (!also || also(got.at(i)))) {
                        found = got.at(i);
                        return true;
                    }
                return false;
            },
            kPatienceMs);
        return came ? found : QJsonObject();
    }
    QJsonObject answer(const QString &id, qsizetype from = 0)
    {
        return await(QStringLiteral("answer"), from,
                     [&](const QJsonObject &o) { return o.value(u"id") == id; });
    }
    // Joins with the PIN (and the umpire's code when given): true once welcomed.
    bool join(const QString &pin, const QString &umpireCode = {},
              const QString &name = QStringLiteral("phone"))
    {
        QJsonObject m{{QStringLiteral("type"), QStringLiteral("join")},
                      {QStringLiteral("pin"), pin},
                      {QStringLiteral("name"), name}};
        if (!umpireCode.isEmpty())
            m.insert(QStringLiteral("umpireCode"), umpireCode);
        const qsizetype from = got.size();
        send(m);
        const QJsonObject joined = await(QStringLiteral("joined"), from);
        device = joined.value(u"device").toString();
        secret = joined.value(u"secret").toString();
        return !await(QStringLiteral("welcome"), from).isEmpty();
    }
    // Sends an action made on `revision` (the last one seen by default), with a fresh id.
    QString act(const QJsonObject &action, int revision = -1)
    {
        const QString id = QStringLiteral("a%1").arg(++m_actions) + device;
        send(actionMessage(id, revision >= 0 ? revision : lastRevision(), action));
        return id;
    }
    int lastRevision() const
    {
        for (qsizetype i = got.size() - 1; i >= 0; --i) {
            const QString type = got.at(i).value(u"type").toString();
            if (type == u"snapshot" || type == u"update")
                return got.at(i).value(u"revision").toInt();
        }
        return -1;
    }

    QWebSocket socket;
    QList<QJsonObject> got;
    QList<QByteArray> raw;
    qint64 received = 0;
    bool connected = false;
    QString device;
    QString secret;

private:
    int m_actions = 0;
};

inline QJsonObject jsonOf(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

// The umpire (by the umpire's code) and a phone he seats on `side`.
inline bool seated(HostedBattle &host, Phone &umpire, Phone &player, const QString &side)
{
    if (!umpire.join(host.pin, host.umpireCode, QStringLiteral("umpire")) || !player.join(host.pin))
        return false;
    const qsizetype from = player.got.size();
    umpire.send(
        {{QStringLiteral("type"), QStringLiteral("seat")},
         {QStringLiteral("id"), QStringLiteral("s1")},
         {QStringLiteral("device"), player.device},
         {QStringLiteral("role"), side.isEmpty() ? QStringLiteral("spectator") : QStringLiteral("side")},
         {QStringLiteral("side"), side}});
    return !player.await(QStringLiteral("snapshot"), from).isEmpty();
}

// A second phone seated on `side` by the umpire already at the table.
inline bool seatAnother(Phone &umpire, Phone &player, const QString &side)
{
    if (!player.join(QStringLiteral("123456")))
        return false;
    const qsizetype from = player.got.size();
    umpire.send({{QStringLiteral("type"), QStringLiteral("seat")},
                 {QStringLiteral("id"), QStringLiteral("s2")},
                 {QStringLiteral("device"), player.device},
                 {QStringLiteral("role"), QStringLiteral("side")},
                 {QStringLiteral("side"), side}});
    return !player.await(QStringLiteral("snapshot"), from).isEmpty();
}
// A charge declared, answered or called off: whether the host accepted it.
inline bool request(Phone &phone, const QString &type, QJsonObject message)
{
    static int count = 0;
    const QString id = QStringLiteral("r%1").arg(++count);
    message.insert(QStringLiteral("type"), type);
    message.insert(QStringLiteral("id"), id);
    phone.send(message);
    return phone.answer(id).value(u"accepted").toBool();
}

// Under seed 7 the third card is 1/45e Ligne's: the French may act with it.
inline bool frenchCardUp(HostedBattle &host, Phone &umpire)
{
    for (int i = 0; i < 3; ++i)
        if (!umpire.answer(umpire.act(jsonOf(R"({"kind":"draw"})"), host.revision()))
                 .value(u"accepted")
                 .toBool())
            return false;
    return host.live->battle().state().drawn.last().unit == u"45e-1";
}

} // namespace lantest
