// The open battle shared at the table (TableShare): a phone on loopback joins with the PIN, the
// app's umpire seats it, what the phone plays reaches the app's journal, and what the app plays
// reaches the phone; the seats given are kept beside the battle.

#include "controllers/battlesession.h"
#include "controllers/tableshare.h"
#include "models/journalmodel.h"

#include "lanfixture.h"

#include "seatbook.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace adjutant;
using namespace adjutant::ui;
using lantest::jsonOf;
using lantest::kPatienceMs;
using lantest::Phone;

class TestTableShare : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void phonesAndTheAppPlayTheSameBattle()
    {
        BattleSession session;
        QVERIFY(session.startNew(QStringLiteral(":/scenarios/kgcwo-demo.json")));
        TableShare share;
        share.setSession(&session);
        QVERIFY2(share.start(0), qPrintable(share.error()));
        QVERIFY(share.sharing());
        QCOMPARE(share.pin().size(), 6);
        QVERIFY(share.address().startsWith(u"http://"));
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1/").arg(QUrl(share.address()).port()));
        Phone phone(url);
        QVERIFY(phone.connected);
        QSignalSpy devices(&share, &TableShare::devicesChanged);
        QVERIFY(phone.join(share.pin(), {}, QStringLiteral("Wellesley")));
        QVERIFY(!devices.isEmpty());
        QCOMPARE(share.devices()->count(), 1);
        const SeatedDevice device = share.devices()->rows<SeatedDevice>().first();
        QCOMPARE(device.name, QStringLiteral("Wellesley"));
        QCOMPARE(device.seat, QStringLiteral("none"));
        // The app's umpire seats it, and it is sent the battle.
        QVERIFY(share.seat(phone.device, QStringLiteral("british")));
        QVERIFY(!phone.await(QStringLiteral("snapshot")).isEmpty());
        QCOMPARE(share.devices()->rows<SeatedDevice>().first().seatName, QStringLiteral("British"));
        // The phone draws: the app's journal has it.
        const int before = int(session.battle()->journal().size());
        QSignalSpy played(&session, &BattleSession::actionPlayed);
        QVERIFY(phone.answer(phone.act(jsonOf(R"({"kind":"draw"})"))).value(u"accepted").toBool());
        QVERIFY(played.count() == 1 || played.wait(kPatienceMs));
        QCOMPARE(int(session.battle()->journal().size()), before + 1);
        // The app draws: the phone is sent it.
        QVERIFY(session.draw());
        QVERIFY(QTest::qWaitFor([&] { return phone.lastRevision() == before + 2; }, kPatienceMs));
        // The seat is kept beside the battle.
        lan::SeatBook kept;
        QString error;
        QVERIFY(kept.load(lan::SeatBook::pathFor(session.filePath()), &error));
        QCOMPARE(kept.devices().size(), 1);
        QCOMPARE(kept.devices().first().seat.side, QStringLiteral("british"));
        share.stop();
        QVERIFY(!share.sharing());
    }

    void aReadOnlyBattleIsNotShared()
    {
        BattleSession session;
        TableShare share;
        share.setSession(&session);
        QVERIFY(!share.start(0));
        QVERIFY(!share.error().isEmpty());
        QVERIFY(!share.sharing());
    }

    // The seats a device may be given: the battle's sides first, then the roles; the roles alone
    // before a battle is shared.
    void seatsAreTheSidesThenTheRoles_data()
    {
        QTest::addColumn<QString>("scenario"); // empty: no battle open
        QTest::addColumn<QStringList>("seats");
        QTest::addColumn<QStringList>("names");
        QTest::newRow("no-battle") << QString() << QStringList{u"spectator"_qs, u"umpire"_qs, u"none"_qs}
                                   << QStringList{u"Spectator"_qs, u"Umpire"_qs, u"No seat"_qs};
        QTest::newRow("kgcwo-demo") << u":/scenarios/kgcwo-demo.json"_qs
                                    << QStringList{u"british"_qs, u"french"_qs, u"spectator"_qs, u"umpire"_qs,
                                                   u"none"_qs}
                                    << QStringList{u"British"_qs, u"French"_qs, u"Spectator"_qs, u"Umpire"_qs,
                                                   u"No seat"_qs};
    }

    void seatsAreTheSidesThenTheRoles()
    {
        QFETCH(QString, scenario);
        QFETCH(QStringList, seats);
        QFETCH(QStringList, names);
        BattleSession session;
        if (!scenario.isEmpty())
            QVERIFY(session.startNew(scenario));
        TableShare share;
        share.setSession(&session);
        QStringList shownSeats;
        QStringList shownNames;
        for (const SeatChoice &seat : share.seats()->rows<SeatChoice>()) {
            shownSeats.append(seat.seat);
            shownNames.append(seat.name);
        }
        QCOMPARE(shownSeats, seats);
        QCOMPARE(shownNames, names);
        QCOMPARE(share.devices()->count(), 0); // none joined while not shared
    }
};

QTEST_GUILESS_MAIN(TestTableShare)
#include "tst_tableshare.moc"
