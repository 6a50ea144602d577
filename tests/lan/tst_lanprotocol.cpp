// The LAN host's protocol on loopback (docs/LAN.md): joining with the PIN and its limits, seats
// given by the umpire, the rights of each seat, actions answered once and in order, reconnecting
// with the last revision seen, seats kept across a restart of the host, the files it serves and
// the test sheet it works out, what a unit may do, the charge answered from the defender's phone,
// and the answers kept across a restart.

#include "lanfixture.h"

#include "answerbook.h"
#include "phonewords.h"
#include "pinguard.h"

#include <QTcpSocket>
#include <QtTest>

using namespace lantest;
using adjutant::lan::PinGuard;

class TestLanProtocol : public QObject
{
    Q_OBJECT

    struct LanguageChanges : QObject {
        int count = 0;
        bool eventFilter(QObject *, QEvent *event) override
        {
            count += event->type() == QEvent::LanguageChange ? 1 : 0;
            return false;
        }
    };
    static bool hasCharges(const QJsonObject &m) { return !m.value(u"charges").toArray().isEmpty(); }

private Q_SLOTS:
    void servesTheClientFiles_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<QByteArray>("status");
        QTest::newRow("the page") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n") << QByteArray("200");
        QTest::newRow("by its name") << QByteArray("GET /index.html?x=1 HTTP/1.1\r\n\r\n")
                                     << QByteArray("200");
        QTest::newRow("out of the folder")
            << QByteArray("GET /../seatbook.h HTTP/1.1\r\n\r\n") << QByteArray("404");
        QTest::newRow("no such file") << QByteArray("GET /nothing.js HTTP/1.1\r\n\r\n") << QByteArray("404");
        QTest::newRow("not a get") << QByteArray("POST / HTTP/1.1\r\n\r\n") << QByteArray("405");
    }
    void servesTheClientFiles()
    {
        QFETCH(QByteArray, request);
        QFETCH(QByteArray, status);
        HostedBattle host;
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, host.host->port());
        QVERIFY(socket.waitForConnected(kPatienceMs));
        socket.write(request);
        QByteArray reply;
        QVERIFY(waitFor(
            [&] {
                reply += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState || reply.contains("</html>");
            },
            kPatienceMs));
        reply += socket.readAll();
        QVERIFY2(reply.startsWith(QByteArray(QByteArray("HTTP/1.1 ") + status)), reply.left(60).constData());
    }

    void joinsOnlyWithThePin_data()
    {
        QTest::addColumn<QString>("pin");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("role");
        QTest::newRow("the pin") << "123456"
                                 << ""
                                 << "welcome"
                                 << "none";
        QTest::newRow("the pin and the umpire's code") << "123456"
                                                       << "9876543210"
                                                       << "welcome"
                                                       << "umpire";
        QTest::newRow("a wrong pin") << "123457"
                                     << ""
                                     << "refused"
                                     << "";
        QTest::newRow("a wrong umpire's code") << "123456"
                                               << "9876543211"
                                               << "refused"
                                               << "";
        QTest::newRow("no pin") << ""
                                << ""
                                << "refused"
                                << "";
    }
    void joinsOnlyWithThePin()
    {
        QFETCH(QString, pin);
        QFETCH(QString, code);
        QFETCH(QString, reply);
        QFETCH(QString, role);
        HostedBattle host;
        Phone phone(host.url());
        QVERIFY(phone.connected);
        QJsonObject join{{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("pin"), pin}};
        if (!code.isEmpty())
            join.insert(QStringLiteral("umpireCode"), code);
        phone.send(join);
        const QJsonObject got = phone.await(reply);
        QVERIFY(!got.isEmpty());
        if (!role.isEmpty()) {
            QCOMPARE(got.value(u"seat").toObject().value(u"role").toString(), role);
            QCOMPARE(phone.got.first().value(u"secret").toString().size(), 32); // 128 bits in hex
        } else {
            QVERIFY(!got.value(u"reason").toString().isEmpty());
            QCOMPARE(host.book->devices().size(), 0);
        }
    }

    // Three tries free, then a wait that doubles; a try while waiting is not even read.
    void limitsPinTries()
    {
        HostedBattle host;
        Phone phone(host.url());
        const auto tryPin = [&](const QString &pin) {
            const qsizetype from = phone.got.size();
            phone.send({{QStringLiteral("type"), QStringLiteral("join")}, {QStringLiteral("pin"), pin}});
            return waitFor([&] { return phone.got.size() > from; }, kPatienceMs) ? phone.got.value(from)
                                                                                 : QJsonObject();
        };
        for (int i = 0; i < PinGuard::kFreeTries - 1; ++i)
            QCOMPARE(tryPin(QStringLiteral("000000")).value(u"waitMs").toInteger(), 0);
        QCOMPARE(tryPin(QStringLiteral("000000")).value(u"waitMs").toInteger(), 1000);
        // The right PIN while it must wait is refused unread.
        QCOMPARE(tryPin(host.pin).value(u"type").toString(), QStringLiteral("refused"));
        host.nowMs += 1000;
        QCOMPARE(tryPin(QStringLiteral("000001")).value(u"waitMs").toInteger(), 2000);
        host.nowMs += 2000;
        QCOMPARE(tryPin(host.pin).value(u"type").toString(), QStringLiteral("joined"));
    }

    void pinGuardBacksOff()
    {
        qint64 now = 0;
        PinGuard guard(QStringLiteral("424242"), [&] { return now; });
        qint64 lastWait = 0;
        for (int i = 0; i < 30; ++i) {
            const PinGuard::Check c = guard.check(QStringLiteral("a"), QStringLiteral("000000"));
            QCOMPARE(c.verdict, PinGuard::Verdict::Wrong);
            QVERIFY(c.waitMs >= lastWait && c.waitMs <= PinGuard::kLongestWaitMs);
            lastWait = c.waitMs;
            now += c.waitMs;
        }
        QCOMPARE(lastWait, PinGuard::kLongestWaitMs);
        // Another address is not held back by the first one's misses.
        QCOMPARE(guard.check(QStringLiteral("b"), QStringLiteral("424242")).verdict,
                 PinGuard::Verdict::Right);
        const QString pin = PinGuard::freshDigits();
        QCOMPARE(pin.size(), 6);
        QVERIFY(std::all_of(pin.begin(), pin.end(), [](QChar c) { return c.isDigit(); }));
    }

    void rights_data()
    {
        QTest::addColumn<QString>("seat"); // "british", "french", "" (spectator), "umpire"
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("a side draws the next card") << "british" << QByteArray(R"({"kind":"draw"})") << true;
        QTest::newRow("a spectator draws") << "" << QByteArray(R"({"kind":"draw"})") << false;
        QTest::newRow("a side corrects a unit")
            << "british"
            << QByteArray(R"({"kind":"set","unit":"52nd","field":"casualties","value":1,"reason":"x"})")
            << false;
        QTest::newRow("the umpire corrects a unit")
            << "umpire"
            << QByteArray(R"({"kind":"set","unit":"52nd","field":"casualties","value":1,"reason":"x"})")
            << true;
        QTest::newRow("a side withdraws a unit")
            << "british" << QByteArray(R"({"kind":"withdraw","unit":"52nd","reason":"x"})") << false;
        QTest::newRow("a side writes a note")
            << "british" << QByteArray(R"({"kind":"note","text":"x"})") << false;
        QTest::newRow("a side ends the turn") << "british" << QByteArray(R"({"kind":"end-turn"})") << false;
        QTest::newRow("a side passes over an owed test")
            << "british" << QByteArray(R"({"kind":"skip","owed":1,"reason":"x"})") << false;
        QTest::newRow("a side tests the other side's unit")
            << "british" << QByteArray(R"({"kind":"resolve","test":"morale","actor":"45e-1","faces":[5,5]})")
            << false;
        QTest::newRow("a side overrides the rules")
            << "french"
            << QByteArray(R"({"kind":"move","unit":"45e-1","inches":3,"override":"the umpire said so"})")
            << false;
    }
    void rights()
    {
        QFETCH(QString, seat);
        QFETCH(QByteArray, action);
        QFETCH(bool, accepted);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        Phone *actor = &umpire;
        if (seat == u"umpire")
            QVERIFY(umpire.join(host.pin, host.umpireCode));
        else {
            QVERIFY(seated(host, umpire, player, seat));
            actor = &player;
        }
        const qsizetype from = actor->got.size();
        const int before = host.revision();
        const QJsonObject answer = actor->answer(actor->act(jsonOf(action.constData()), before), from);
        QCOMPARE(answer.value(u"accepted").toBool(), accepted);
        QCOMPARE(host.revision(), before + (accepted ? 1 : 0));
        if (!accepted)
            QVERIFY(!answer.value(u"reason").toString().isEmpty());
    }

    // Only the umpire's seat changes seats.
    void onlyTheUmpireSeats()
    {
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("british")));
        const qsizetype from = player.got.size();
        player.send({{QStringLiteral("type"), QStringLiteral("seat")},
                     {QStringLiteral("id"), QStringLiteral("s2")},
                     {QStringLiteral("device"), player.device},
                     {QStringLiteral("role"), QStringLiteral("umpire")}});
        QVERIFY(!player.await(QStringLiteral("error"), from).isEmpty());
        QCOMPARE(host.book->byId(player.device)->seat.side, QStringLiteral("british"));
        // Taken back: the phone is told, and sent nothing more of the battle.
        const qsizetype later = player.got.size();
        umpire.send({{QStringLiteral("type"), QStringLiteral("seat")},
                     {QStringLiteral("id"), QStringLiteral("s3")},
                     {QStringLiteral("device"), player.device},
                     {QStringLiteral("role"), QStringLiteral("none")}});
        QCOMPARE(player.await(QStringLiteral("seat"), later).value(u"seat").toObject().value(u"role"),
                 QStringLiteral("none"));
        const QString id = umpire.act(jsonOf(R"({"kind":"draw"})"));
        QVERIFY(umpire.answer(id).value(u"accepted").toBool());
        QVERIFY(waitFor([&] { return umpire.lastRevision() == host.revision(); }, kPatienceMs));
        for (qsizetype i = later; i < player.got.size(); ++i)
            QVERIFY(player.got.at(i).value(u"type").toString() != u"update");
    }

    // Two phones act on the same revision at once: both land in order, or one is told why not.
    void actionsAtOnce_data()
    {
        QTest::addColumn<QByteArray>("umpires");
        QTest::addColumn<QByteArray>("players");
        QTest::addColumn<bool>("bothLand");
        QTest::newRow("a note and a move of the unit whose card is up")
            << QByteArray(R"({"kind":"note","text":"rain"})")
            << QByteArray(R"({"kind":"move","unit":"45e-1","inches":1})") << true;
        QTest::newRow("two draws") << QByteArray(R"({"kind":"draw"})") << QByteArray(R"({"kind":"draw"})")
                                   << false;
    }
    void actionsAtOnce()
    {
        QFETCH(QByteArray, umpires);
        QFETCH(QByteArray, players);
        QFETCH(bool, bothLand);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("french")));
        QVERIFY(frenchCardUp(host, umpire));
        QVERIFY(waitFor([&] { return player.lastRevision() == host.revision(); }, kPatienceMs));
        const int before = host.revision();
        const QString a = umpire.act(jsonOf(umpires.constData()), before);
        const QString b = player.act(jsonOf(players.constData()), before);
        const QJsonObject answerA = umpire.answer(a);
        const QJsonObject answerB = player.answer(b);
        QVERIFY(!answerA.isEmpty() && !answerB.isEmpty());
        const QList<bool> accepted{answerA.value(u"accepted").toBool(), answerB.value(u"accepted").toBool()};
        QCOMPARE(accepted.count(true), bothLand ? 2 : 1);
        QCOMPARE(host.revision(), before + accepted.count(true));
        for (const QJsonObject &answer : {answerA, answerB})
            if (!answer.value(u"accepted").toBool())
                QVERIFY(answer.value(u"reason").toString().contains(u"moved on"));
        // Both phones saw every entry, in the journal's order.
        for (Phone *phone : {&umpire, &player}) {
            QVERIFY(waitFor([&] { return phone->lastRevision() == host.revision(); }, kPatienceMs));
            QList<int> seqs;
            for (const QJsonObject &m : std::as_const(phone->got))
                if (m.value(u"type").toString() == u"update")
                    for (const QJsonValue &e : m.value(u"entries").toArray())
                        seqs.append(e.toObject().value(u"seq").toInt());
            QList<int> journal;
            for (const battle::JournalEntry &e : host.live->battle().journal())
                journal.append(e.seq);
            QCOMPARE(seqs, journal);
        }
    }

    // The host's own play (the app's umpire at the laptop) reaches the phones, and a phone's
    // play is announced to the host (the app's screens follow it).
    void theHostsOwnPlayAndThePhones()
    {
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("british")));
        QVERIFY(host.live->play(battle::action::Draw{}).entry);
        host.table->battleChanged();
        QVERIFY(waitFor([&] { return player.lastRevision() == host.revision(); }, kPatienceMs));
        int played = 0;
        int playedSeq = 0;
        QObject::connect(host.table.get(), &adjutant::lan::Table::played,
                         [&](const battle::JournalEntry &entry, const battle::BattleState &) {
                             ++played;
                             playedSeq = entry.seq;
                         });
        QVERIFY(player.answer(player.act(jsonOf(R"({"kind":"draw"})"))).value(u"accepted").toBool());
        QCOMPARE(played, 1);
        QCOMPARE(playedSeq, host.live->battle().journal().last().seq);
        // Told again with nothing new, it sends nothing.
        const qsizetype got = player.got.size();
        host.table->battleChanged();
        QVERIFY(
            umpire.answer(umpire.act(jsonOf(R"({"kind":"note","text":"x"})"))).value(u"accepted").toBool());
        QVERIFY(waitFor([&] { return player.lastRevision() == host.revision(); }, kPatienceMs));
        QCOMPARE(player.got.size(), got + 1);
    }

    // An update carries what changed in the seat's state: applied to the state it had, it gives
    // the state a phone joining now is sent whole.
    void updatesCarryWhatChanged_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::newRow("a draw") << QByteArray(R"({"kind":"draw"})");
        QTest::newRow("a correction")
            << QByteArray(R"({"kind":"set","unit":"52nd","field":"casualties","value":2})");
        QTest::newRow("a note") << QByteArray(R"({"kind":"note","text":"rain"})");
    }
    void updatesCarryWhatChanged()
    {
        QFETCH(QByteArray, action);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("british")));
        QJsonObject state = player.await(QStringLiteral("snapshot")).value(u"state").toObject();
        const qsizetype from = player.got.size();
        QVERIFY(umpire.answer(umpire.act(jsonOf(action.constData()))).value(u"accepted").toBool());
        const QJsonObject update = player.await(QStringLiteral("update"), from);
        QVERIFY(!update.contains(u"state"));
        const QJsonObject patch = update.value(u"statePatch").toObject();
        const QJsonObject set = patch.value(u"set").toObject();
        for (auto it = set.begin(); it != set.end(); ++it)
            state.insert(it.key(), it.value());
        for (const QJsonValue &key : patch.value(u"removed").toArray())
            state.remove(key.toString());
        QJsonObject units = state.value(u"units").toObject();
        const QJsonObject changed = patch.value(u"units").toObject();
        for (auto it = changed.begin(); it != changed.end(); ++it)
            units.insert(it.key(), it.value());
        for (const QJsonValue &id : patch.value(u"gone").toArray())
            units.remove(id.toString());
        state.insert(QStringLiteral("units"), units);
        Phone again(host.url());
        again.send(
            {{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("secret"), player.secret}});
        QCOMPARE(state, again.await(QStringLiteral("snapshot")).value(u"state").toObject());
        QVERIFY(changed.size() <= 1); // one unit at most, of a dozen
    }

    // A retry with the same id is answered as the first time, and played once.
    void retryGetsTheFirstAnswer_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::newRow("accepted") << QByteArray(R"({"kind":"draw"})");
        QTest::newRow("refused") << QByteArray(R"({"kind":"withdraw","unit":"nobody","reason":"x"})");
    }
    void retryGetsTheFirstAnswer()
    {
        QFETCH(QByteArray, action);
        HostedBattle host;
        Phone umpire(host.url());
        QVERIFY(umpire.join(host.pin, host.umpireCode));
        const QJsonObject message
            = actionMessage(QStringLiteral("same-id"), host.revision(), jsonOf(action.constData()));
        umpire.send(message);
        const QJsonObject first = umpire.answer(QStringLiteral("same-id"));
        QVERIFY(!first.isEmpty());
        const int after = host.revision();
        const qsizetype from = umpire.got.size();
        umpire.send(message);
        QCOMPARE(umpire.answer(QStringLiteral("same-id"), from), first);
        QCOMPARE(host.revision(), after);
    }

    // Back after a drop: what it missed when it says what it saw, else everything.
    void reconnects_data()
    {
        QTest::addColumn<bool>("saysRevision");
        QTest::addColumn<QString>("expected");
        QTest::newRow("with its last revision") << true << "update";
        QTest::newRow("without") << false << "snapshot";
    }
    void reconnects()
    {
        QFETCH(bool, saysRevision);
        QFETCH(QString, expected);
        HostedBattle host;
        Phone umpire(host.url());
        auto player = std::make_unique<Phone>(host.url());
        QVERIFY(seated(host, umpire, *player, QStringLiteral("british")));
        const QString secret = player->secret;
        const int seen = player->lastRevision();
        player.reset(); // the phone's Wi-Fi drops
        for (const char *a : {R"({"kind":"draw"})", R"({"kind":"note","text":"dusk"})"})
            QVERIFY(umpire.answer(umpire.act(jsonOf(a), host.revision())).value(u"accepted").toBool());
        Phone back(host.url());
        QJsonObject hello{{QStringLiteral("type"), QStringLiteral("hello")},
                          {QStringLiteral("secret"), secret}};
        if (saysRevision)
            hello.insert(QStringLiteral("revision"), seen);
        back.send(hello);
        QCOMPARE(back.await(QStringLiteral("welcome")).value(u"seat").toObject().value(u"side"),
                 QStringLiteral("british"));
        const QJsonObject caught = back.await(expected);
        QCOMPARE(caught.value(u"revision").toInt(), host.revision());
        if (saysRevision)
            QCOMPARE(caught.value(u"entries").toArray().size(), host.revision() - seen);
        else
            QCOMPARE(caught.value(u"journal").toArray().size(), host.revision());
    }

    void unknownSecretIsRefused()
    {
        HostedBattle host;
        Phone phone(host.url());
        phone.send({{QStringLiteral("type"), QStringLiteral("hello")},
                    {QStringLiteral("secret"), QStringLiteral("00112233445566778899aabbccddeeff")}});
        QVERIFY(phone.await(QStringLiteral("refused")).value(u"unknownDevice").toBool());
        phone.send(actionMessage(QStringLiteral("x"), 0, jsonOf(R"({"kind":"draw"})")));
        QVERIFY(!phone.await(QStringLiteral("error")).isEmpty());
        QCOMPARE(host.revision(), 0);
    }

    // The host started again on the same battle gives every device its seat back.
    void seatsSurviveARestart()
    {
        HostedBattle host;
        QString secret;
        {
            Phone umpire(host.url());
            Phone player(host.url());
            QVERIFY(seated(host, umpire, player, QStringLiteral("french")));
            secret = player.secret;
            QVERIFY(umpire.answer(umpire.act(jsonOf(R"({"kind":"draw"})"))).value(u"accepted").toBool());
        }
        const int revision = host.revision();
        host.stop();
        QVERIFY(QFileInfo::exists(adjutant::lan::SeatBook::pathFor(host.path)));
        QFile kept(adjutant::lan::SeatBook::pathFor(host.path));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QByteArray keptBytes = kept.readAll();
        QVERIFY(keptBytes.contains(QStringLiteral("french").toLatin1()));
        QVERIFY(!keptBytes.contains(secret.toLatin1())); // only its hash is kept
        host.start();
        Phone back(host.url());
        back.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("secret"), secret}});
        QCOMPARE(back.await(QStringLiteral("welcome")).value(u"seat").toObject().value(u"side"),
                 QStringLiteral("french"));
        QCOMPARE(back.await(QStringLiteral("snapshot")).value(u"revision").toInt(), revision);
    }

    // A link or a pipe where the seats are kept is neither read nor written through.
    void seatBookRefusesLinks()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("elsewhere"));
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        const QString path = dir.filePath(QStringLiteral("battle.adjutant.seats"));
        QVERIFY(QFile::link(target, path));
        adjutant::lan::SeatBook book;
        QString error;
        QVERIFY(!book.load(path, &error));
        QVERIFY(!error.isEmpty());
        book.add(QStringLiteral("phone"));
        QVERIFY(!book.save(&error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }

    // The sheet is worked out on the host: modifiers and odds for the seat's own units only.
    void testSheetQuery_data()
    {
        QTest::addColumn<QString>("actor");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("ok");
        QTest::newRow("its own unit") << "45e-1"
                                      << "52nd" << true;
        QTest::newRow("the other side's") << "52nd"
                                          << "45e-1" << false;
    }
    void testSheetQuery()
    {
        QFETCH(QString, actor);
        QFETCH(QString, target);
        QFETCH(bool, ok);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("french")));
        QVERIFY(frenchCardUp(host, umpire));
        const QJsonObject fire{{QStringLiteral("kind"), QStringLiteral("resolve")},
                               {QStringLiteral("test"), QStringLiteral("fire")},
                               {QStringLiteral("actor"), actor},
                               {QStringLiteral("target"), target},
                               {QStringLiteral("distance"), 6}};
        player.send({{QStringLiteral("type"), QStringLiteral("sheet")},
                     {QStringLiteral("id"), QStringLiteral("q1")},
                     {QStringLiteral("action"), fire}});
        const QJsonObject sheet = player.await(QStringLiteral("sheet"));
        QCOMPARE(sheet.value(u"ok").toBool(), ok);
        if (!ok) {
            QVERIFY(!sheet.value(u"reason").toString().isEmpty());
            return;
        }
        const QJsonObject test = sheet.value(u"test").toObject();
        QCOMPARE(test.value(u"test").toString(), QStringLiteral("fire"));
        QVERIFY(!test.value(u"need").toString().isEmpty());
        QVERIFY(!test.value(u"odds").toArray().isEmpty());
        QVERIFY(!test.value(u"modifiers").toArray().isEmpty());
        const int wanted = sheet.value(u"wanted").toInt();
        QVERIFY(wanted > 0);
        // A face entered: the host takes it and says what it wants next.
        player.send({{QStringLiteral("type"), QStringLiteral("sheet")},
                     {QStringLiteral("id"), QStringLiteral("q2")},
                     {QStringLiteral("action"), fire},
                     {QStringLiteral("faces"), QJsonArray{1}}});
        const QJsonObject next = player.await(QStringLiteral("sheet"), 0, [](const QJsonObject &o) {
            return o.value(u"id").toString() == u"q2";
        });
        QCOMPARE(next.value(u"faces").toString(), QStringLiteral("1"));
        QCOMPARE(next.value(u"error").toString(), QString());
        QCOMPARE(host.revision(), 3); // asking plays nothing
    }
    // What one of the seat's units may do now, worked out on the host; another side's unit or a
    // spectator's question is refused.
    void unitOffers_data()
    {
        QTest::addColumn<QString>("side");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<bool>("ok");
        QTest::newRow("its own unit") << "british"
                                      << "14th-ld" << true;
        QTest::newRow("the other side's") << "french"
                                          << "14th-ld" << false;
        QTest::newRow("a spectator") << QString() << "14th-ld" << false;
        QTest::newRow("no such unit") << "british"
                                      << "nobody" << false;
    }
    void unitOffers()
    {
        QFETCH(QString, side);
        QFETCH(QString, unit);
        QFETCH(bool, ok);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, side));
        player.send({{QStringLiteral("type"), QStringLiteral("unit")},
                     {QStringLiteral("id"), QStringLiteral("u1")},
                     {QStringLiteral("unit"), unit}});
        const QJsonObject offers = player.await(QStringLiteral("unit"));
        QCOMPARE(offers.value(u"ok").toBool(), ok);
        if (!ok) {
            QVERIFY(!offers.value(u"reason").toString().isEmpty());
            QVERIFY(!offers.contains(u"tests"));
            return;
        }
        const auto ids = [&](const char *list, const char *key) {
            QStringList out;
            for (const QJsonValue &v : offers.value(QLatin1String(list)).toArray())
                out.append(v.toObject().value(QLatin1String(key)).toString());
            return out;
        };
        QVERIFY(ids("tests", "test").contains(u"counter-charge"));
        QCOMPARE(ids("procedures", "procedure").value(0), QStringLiteral("charge"));
        QVERIFY(ids("formations", "formation").contains(u"march-column"));
        QVERIFY(ids("targets", "id").contains(u"45e-1"));
        // Before its card is up, its order is offered but forbidden, and the phone is told why.
        const QJsonObject hold = offers.value(u"orders").toArray().first().toObject();
        QCOMPARE(hold.value(u"order").toString(), QStringLiteral("hold"));
        QVERIFY(!hold.value(u"allowed").toBool());
        QVERIFY(!hold.value(u"reason").toString().isEmpty());
        QCOMPARE(host.revision(), 0); // asking plays nothing
    }

    // A charge declared from the charger's phone is answered from the defender's: only that
    // side (or the umpire) may answer, with a response the rules offer; the charger then rolls
    // it, and every seat sees it go.
    void chargeAnsweredByTheDefender_data()
    {
        QTest::addColumn<QString>("answeredBy");
        QTest::addColumn<QString>("response");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("the defender") << "defender"
                                      << "stand" << true;
        QTest::newRow("the umpire") << "umpire"
                                    << "stand" << true;
        QTest::newRow("the charger himself") << "charger"
                                             << "stand" << false;
        QTest::newRow("a response the rules do not offer") << "defender"
                                                           << "surrender" << false;
    }
    void chargeAnsweredByTheDefender()
    {
        QFETCH(QString, answeredBy);
        QFETCH(QString, response);
        QFETCH(bool, accepted);
        HostedBattle host;
        Phone umpire(host.url());
        Phone charger(host.url());
        QVERIFY(seated(host, umpire, charger, QStringLiteral("french")));
        Phone defender(host.url());
        QVERIFY(seatAnother(umpire, defender, QStringLiteral("british")));
        QVERIFY(frenchCardUp(host, umpire));
        const QJsonObject charge = jsonOf(
            R"({"kind":"resolve","procedure":"charge","actor":"45e-1","target":"52nd","inputs":{"distance":4}})");
        qsizetype from = defender.got.size();
        QVERIFY(request(charger, QStringLiteral("charge"), {{QStringLiteral("action"), charge}}));
        const QJsonObject declared = defender.await(QStringLiteral("charges"), from, hasCharges);
        const QJsonObject shown = declared.value(u"charges").toArray().first().toObject();
        QCOMPARE(shown.value(u"target").toString(), QStringLiteral("52nd"));
        QVERIFY(!shown.value(u"ready").toBool());
        QVERIFY(!shown.value(u"responses").toArray().isEmpty());
        Phone &answering = answeredBy == u"defender" ? defender : answeredBy == u"umpire" ? umpire : charger;
        from = charger.got.size();
        QCOMPARE(request(answering, QStringLiteral("respond"),
                         {{QStringLiteral("charge"), shown.value(u"charge")},
                          {QStringLiteral("response"), response}}),
                 accepted);
        if (!accepted)
            return;
        const QJsonObject ready
            = charger.await(QStringLiteral("charges"), from).value(u"charges").toArray().first().toObject();
        QVERIFY(ready.value(u"ready").toBool());
        QCOMPARE(ready.value(u"response").toString(), response);
        // The charger rolls it (the host's dice) as the one resolve the journal takes.
        from = defender.got.size();
        const QJsonObject rolled = charger.answer(charger.act(ready.value(u"action").toObject()));
        QVERIFY2(rolled.value(u"accepted").toBool(), qPrintable(rolled.value(u"reason").toString()));
        QCOMPARE(host.revision(), 4);
        QVERIFY(defender.await(QStringLiteral("charges"), from).value(u"charges").toArray().isEmpty());
    }

    // A charge the rules forbid is refused when declared, with their reason, and no seat is told of it.
    void chargeTheRulesForbid()
    {
        HostedBattle host;
        Phone umpire(host.url());
        Phone charger(host.url());
        QVERIFY(seated(host, umpire, charger, QStringLiteral("british")));
        const QJsonObject charge = jsonOf(
            R"({"kind":"resolve","procedure":"charge","actor":"52nd","target":"45e-1","inputs":{"distance":6}})");
        const QString id = QStringLiteral("c1");
        charger.send({{QStringLiteral("type"), QStringLiteral("charge")},
                      {QStringLiteral("id"), id},
                      {QStringLiteral("action"), charge}});
        const QJsonObject answer = charger.answer(id);
        QVERIFY(!answer.value(u"accepted").toBool());
        QVERIFY(answer.value(u"reason").toString().contains(u"steady foot"));
        for (const QJsonObject &m : std::as_const(umpire.got))
            if (m.value(u"type").toString() == u"charges")
                QVERIFY(m.value(u"charges").toArray().isEmpty());
    }

    // An action sent again after the host was started again on the same battle gets the answer
    // the first host gave, and plays nothing twice.
    void retryAfterARestart_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::newRow("accepted") << QByteArray(R"({"kind":"draw"})");
        QTest::newRow("refused") << QByteArray(R"({"kind":"withdraw","unit":"nobody","reason":"x"})");
    }
    void retryAfterARestart()
    {
        QFETCH(QByteArray, action);
        HostedBattle host;
        QString secret;
        QJsonObject message;
        QJsonObject first;
        {
            Phone umpire(host.url());
            QVERIFY(umpire.join(host.pin, host.umpireCode));
            secret = umpire.secret;
            message = actionMessage(QStringLiteral("before-the-restart"), host.revision(),
                                    jsonOf(action.constData()));
            umpire.send(message);
            first = umpire.answer(QStringLiteral("before-the-restart"));
            QVERIFY(!first.isEmpty());
        }
        const int after = host.revision();
        host.stop();
        host.start();
        Phone back(host.url());
        back.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("secret"), secret}});
        QVERIFY(!back.await(QStringLiteral("welcome")).isEmpty());
        back.send(message);
        QCOMPARE(back.answer(QStringLiteral("before-the-restart")), first);
        QCOMPARE(host.revision(), after);
    }

    // A link where the answers are kept is neither read nor written through.
    void answerBookRefusesLinks()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("elsewhere"));
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        const QString path
            = adjutant::lan::AnswerBook::pathFor(dir.filePath(QStringLiteral("battle.adjutant")));
        QVERIFY(QFile::link(target, path));
        adjutant::lan::AnswerBook book;
        QString error;
        QVERIFY(!book.load(path, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!book.keep(QStringLiteral("d"), QStringLiteral("a"),
                           {{QStringLiteral("id"), QStringLiteral("a")}}, &error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }
    // The answers kept on disk read back as they were written; a last line cut short (the host
    // stopped mid-write: its answer was never sent) is left out and the rest kept, and a file
    // that does not read is moved aside, never written over.
    void answerBookReadsBack_data()
    {
        QTest::addColumn<QByteArray>("tail");
        QTest::addColumn<bool>("loads");
        QTest::addColumn<bool>("firstKept");
        QTest::newRow("whole lines") << QByteArray() << true << true;
        QTest::newRow("a last line cut short")
            << QByteArray(R"({"device":"d","answer":{"id":)") << true << true;
        QTest::newRow("a line that is no answer") << QByteArray("not json\n") << false << false;
    }
    void answerBookReadsBack()
    {
        QFETCH(QByteArray, tail);
        QFETCH(bool, loads);
        QFETCH(bool, firstKept);
        QTemporaryDir dir;
        const QString path
            = adjutant::lan::AnswerBook::pathFor(dir.filePath(QStringLiteral("battle.adjutant")));
        const QJsonObject answer{{QStringLiteral("id"), QStringLiteral("a1")},
                                 {QStringLiteral("accepted"), true}};
        {
            adjutant::lan::AnswerBook book;
            QString error;
            QVERIFY(book.load(path, &error));
            QVERIFY2(book.keep(QStringLiteral("d"), QStringLiteral("a1"), answer, &error), qPrintable(error));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::Append));
        file.write(tail);
        file.close();
        adjutant::lan::AnswerBook again;
        QString error;
        QCOMPARE(again.load(path, &error), loads);
        QCOMPARE(again.find(QStringLiteral("d"), QStringLiteral("a1")) != nullptr, firstKept);
        if (firstKept) {
            QCOMPARE(*again.find(QStringLiteral("d"), QStringLiteral("a1")), answer);
            // Kept on after it: the next answer reads back too.
            QVERIFY(again.keep(QStringLiteral("d"), QStringLiteral("a2"),
                               {{QStringLiteral("id"), QStringLiteral("a2")}}, &error));
            adjutant::lan::AnswerBook third;
            QVERIFY(third.load(path, &error));
            QVERIFY(third.find(QStringLiteral("d"), QStringLiteral("a1"))
                    && third.find(QStringLiteral("d"), QStringLiteral("a2")));
        } else {
            QVERIFY(!error.isEmpty());
            QVERIFY(!QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).isEmpty());
        }
    }
    // The journal, the rules' words and their refusals reach a phone in its own language, worded
    // on the host (here in English) by a copy of the battle in that language.
    void wordsInThePhonesLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("hostLanguage");
        QTest::newRow("a phone in French") << "fr-FR"
                                           << "en";
        QTest::newRow("a phone in German") << "de"
                                           << "en";
        QTest::newRow("a phone in the host's English") << "en-GB"
                                                       << "en";
        QTest::newRow("a phone in English at a German host") << "en-US"
                                                             << "de";
        QTest::newRow("a phone in French at a German host") << "fr"
                                                            << "de";
    }
    void wordsInThePhonesLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, hostLanguage);
        const QString lang = adjutant::lan::PhoneWords::languageOf(language);
        // The host's own language: its catalogue installed and its locale the default, as the app
        // starts in it.
        QTranslator hostCatalogue;
        const QLocale startedIn;
        if (hostLanguage != u"en") {
            QVERIFY(hostCatalogue.load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(hostLanguage)));
            QCoreApplication::installTranslator(&hostCatalogue);
            QLocale::setDefault(QLocale(hostLanguage));
        }
        const auto hostBackToEnglish = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&hostCatalogue);
            QLocale::setDefault(startedIn);
        });
        // The app's screens (here a filter on the application, as QML's engine has) are never
        // told the language changed while the host words a phone's messages in another.
        LanguageChanges heard;
        QCoreApplication::instance()->installEventFilter(&heard);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("british")));
        const qsizetype hello = player.got.size();
        player.send({{QStringLiteral("type"), QStringLiteral("hello")},
                     {QStringLiteral("secret"), player.secret},
                     {QStringLiteral("language"), language}});
        QVERIFY(!player.await(QStringLiteral("snapshot"), hello).isEmpty());
        const qsizetype from = player.got.size();
        QVERIFY(umpire.answer(umpire.act(jsonOf(R"({"kind":"draw"})"))).value(u"accepted").toBool());
        const QJsonObject update = player.await(QStringLiteral("update"), from);
        const QString summary
            = update.value(u"entries").toArray().first().toObject().value(u"summary").toString();
        const QString hostSummary = host.live->battle().journal().first().summary;
        // "Drew %1" in the phone's words, and the card's name from the ruleset in them too.
        const QString drew = adjutant::lan::PhoneWords::say(lang, {"Drew %1", nullptr}, "TurnSequence");
        QVERIFY2(summary.startsWith(drew.section(u'%', 0, 0)), qPrintable(summary));
        QCOMPARE(summary == hostSummary, lang == hostLanguage);
        // The unit's offers: the ruleset's names as its catalogue words them.
        player.send({{QStringLiteral("type"), QStringLiteral("unit")},
                     {QStringLiteral("id"), QStringLiteral("u")},
                     {QStringLiteral("unit"), QStringLiteral("52nd")}});
        const QJsonObject offers = player.await(QStringLiteral("unit"));
        const QString fire = offers.value(u"tests").toArray().first().toObject().value(u"name").toString();
        QCOMPARE(fire, adjutant::lan::PhoneWords::say(lang, {"Fire", nullptr}, "ruleset:kgcwo"));
        // The rules' refusal of a move by a unit whose card is not up, in its words.
        const QJsonObject refused
            = player.answer(player.act(jsonOf(R"({"kind":"move","unit":"52nd","inches":3})")));
        QVERIFY(!refused.value(u"accepted").toBool());
        const QString notActivated = adjutant::lan::PhoneWords::say(
            lang, {"A unit acts only when its card comes up (at brigade scale, its commander's).", nullptr},
            "ruleset:kgcwo");
        QVERIFY2(refused.value(u"reason").toString().contains(notActivated),
                 qPrintable(refused.value(u"reason").toString()));
        QCOMPARE(heard.count, 0);
        QCoreApplication::instance()->removeEventFilter(&heard);
    }
};

QTEST_GUILESS_MAIN(TestLanProtocol)
#include "tst_lanprotocol.moc"
