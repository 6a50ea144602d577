// Playing a unit's tests and charges from a phone as the app plays them (docs/LAN.md): the
// choices only the table knows ticked on the phone's sheet and worked out on the host, the numbers
// a choice asks for, a procedure's other units chosen from those core offers, a charge declared
// before the host was started again still answered after it, and an action the journal took just
// before the host stopped answered, not played again.

#include "lanfixture.h"

#include "answerbook.h"
#include "chargedesk.h"

#include "battle/journal.h"

#include <QtTest>

using namespace lantest;

class TestLanPlay : public QObject
{
    Q_OBJECT

    static bool hasCharges(const QJsonObject &m) { return !m.value(u"charges").toArray().isEmpty(); }
    static QJsonObject sheetOf(Phone &phone, const QJsonObject &action, const QString &id)
    {
        phone.send({{QStringLiteral("type"), QStringLiteral("sheet")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("action"), action}});
        return phone.await(QStringLiteral("sheet"), 0,
                           [&](const QJsonObject &o) { return o.value(u"id").toString() == id; });
    }
    static QJsonObject modifierOf(const QJsonObject &sheet, const QString &id)
    {
        for (const QJsonValue m : sheet.value(u"test").toObject().value(u"modifiers").toArray())
            if (m.toObject().value(u"id").toString() == id)
                return m.toObject();
        return {};
    }
    static QStringList inputIds(const QJsonObject &sheet)
    {
        QStringList ids;
        for (const QJsonValue in : sheet.value(u"test").toObject().value(u"inputs").toArray())
            ids.append(in.toObject().value(u"id").toString());
        return ids;
    }

private Q_SLOTS:
    // The sheet offers what only the table knows (a tick, a one-of's choice) as core works it
    // out; the phone's choice, sent back in the action, changes the total and the odds, and the
    // resolve action the journal takes carries it.
    void sheetTakesTheTablesChoices_data()
    {
        QTest::addColumn<QByteArray>("choices"); // the action's "tests": choices by test id
        QTest::addColumn<QString>("modifier");
        QTest::addColumn<QString>("kind");
        QTest::newRow("a tick: enfilade") << QByteArray(R"({"fire":{"ticked":["enfilade"]}})") << "enfilade"
                                          << "toggle";
        QTest::newRow("a choice: the target in hard cover")
            << QByteArray(R"({"fire":{"chosen":{"target-cover":"hard"}}})") << "target-cover"
            << "oneOf";
    }
    void sheetTakesTheTablesChoices()
    {
        QFETCH(QByteArray, choices);
        QFETCH(QString, modifier);
        QFETCH(QString, kind);
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("french")));
        QVERIFY(frenchCardUp(host, umpire));
        QJsonObject fire = jsonOf(
            R"({"kind":"resolve","test":"fire","actor":"45e-1","target":"52nd","inputs":{"distance":6}})");
        const QJsonObject plain = sheetOf(player, fire, QStringLiteral("plain"));
        QVERIFY(plain.value(u"ok").toBool());
        const QJsonObject offered = modifierOf(plain, modifier);
        QVERIFY2(offered.value(u"optional").toBool(), "the sheet offers it to the table");
        QCOMPARE(offered.value(u"kind").toString(), kind);
        QVERIFY(!offered.value(u"active").toBool());
        if (kind == u"oneOf")
            QVERIFY(!offered.value(u"choices").toArray().isEmpty());
        QVERIFY(inputIds(plain).contains(u"distance")); // the numbers it asks for, to change
        fire.insert(QStringLiteral("tests"), jsonOf(choices.constData()));
        const QJsonObject ticked = sheetOf(player, fire, QStringLiteral("ticked"));
        QVERIFY(modifierOf(ticked, modifier).value(u"active").toBool());
        const QJsonObject before = plain.value(u"test").toObject();
        const QJsonObject after = ticked.value(u"test").toObject();
        QVERIFY(after.value(u"total").toInt() != before.value(u"total").toInt());
        QVERIFY(after.value(u"odds") != before.value(u"odds"));
        QCOMPARE(host.revision(), 3); // asking plays nothing
        // The host rolls it: the journal's entry carries the choice.
        const QJsonObject played = player.answer(player.act(fire));
        QVERIFY2(played.value(u"accepted").toBool(), qPrintable(played.value(u"reason").toString()));
        const adjutant::battle::JournalEntry entry
            = adjutant::battle::Journal::parsed(host.live->battle().journal().last());
        const auto *resolve = std::get_if<adjutant::battle::action::Resolve>(&entry.action);
        QVERIFY(resolve);
        const adjutant::battle::TestChoices kept = resolve->byTest.value(QStringLiteral("fire"));
        QVERIFY(kept.ticked.contains(modifier) || kept.chosen.contains(modifier));
    }

    // A choice that asks for numbers (guns firing over their own troops) adds them to the sheet.
    void sheetAsksForTheNumbersAChoiceNeeds()
    {
        HostedBattle host;
        Phone umpire(host.url());
        Phone player(host.url());
        QVERIFY(seated(host, umpire, player, QStringLiteral("french")));
        QVERIFY(frenchCardUp(host, umpire));
        QJsonObject fire = jsonOf(
            R"({"kind":"resolve","test":"fire","actor":"45e-1","target":"52nd","inputs":{"distance":6}})");
        QVERIFY(!inputIds(sheetOf(player, fire, QStringLiteral("plain"))).contains(u"gunsToFriends"));
        fire.insert(QStringLiteral("tests"),
                    jsonOf(R"({"fire":{"chosen":{"line-of-fire":"over-own-troops"}}})"));
        QVERIFY(inputIds(sheetOf(player, fire, QStringLiteral("over"))).contains(u"gunsToFriends"));
    }
    // A charge the host acknowledged is kept beside the battle: the host started again on the
    // same battle still has it, and the defender's phone, back at its seat, answers it.
    void chargeSurvivesARestart()
    {
        HostedBattle host;
        QString defenderSecret;
        QString chargeId;
        {
            Phone umpire(host.url());
            Phone charger(host.url());
            QVERIFY(seated(host, umpire, charger, QStringLiteral("french")));
            Phone defender(host.url());
            QVERIFY(seatAnother(umpire, defender, QStringLiteral("british")));
            defenderSecret = defender.secret;
            QVERIFY(frenchCardUp(host, umpire));
            const QJsonObject charge = jsonOf(
                R"({"kind":"resolve","procedure":"charge","actor":"45e-1","target":"52nd","inputs":{"distance":4}})");
            const qsizetype from = defender.got.size();
            QVERIFY(request(charger, QStringLiteral("charge"), {{QStringLiteral("action"), charge}}));
            const QJsonObject declared = defender.await(QStringLiteral("charges"), from, hasCharges);
            chargeId = declared.value(u"charges").toArray().first().toObject().value(u"charge").toString();
        }
        host.stop();
        QVERIFY(QFileInfo::exists(adjutant::lan::ChargeDesk::pathFor(host.path)));
        host.start();
        Phone back(host.url());
        back.send(
            {{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("secret"), defenderSecret}});
        const QJsonObject kept = back.await(QStringLiteral("charges"), 0, hasCharges);
        QCOMPARE(kept.value(u"charges").toArray().first().toObject().value(u"charge").toString(), chargeId);
        QVERIFY(request(
            back, QStringLiteral("respond"),
            {{QStringLiteral("charge"), chargeId}, {QStringLiteral("response"), QStringLiteral("stand")}}));
    }
    // A procedure's other units (the brigade rules' gun the infantry charged supports) are chosen
    // on the phone from those core offers for the role; the sheet says which is chosen.
    void sheetOffersTheProceduresRoles_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QStringList>("guns");
        QTest::newRow("close-order infantry, its gun beside it")
            << "30th" << QStringList{QStringLiteral("gun-1")};
        QTest::newRow("skirmishers: no gun supports them") << "rifles" << QStringList();
    }
    void sheetOffersTheProceduresRoles()
    {
        QFETCH(QString, target);
        QFETCH(QStringList, guns);
        HostedBattle host(QStringLiteral("brigade-demo"));
        Phone umpire(host.url());
        QVERIFY(umpire.join(host.pin, host.umpireCode));
        QJsonObject charge{{QStringLiteral("kind"), QStringLiteral("resolve")},
                           {QStringLiteral("procedure"), QStringLiteral("charge")},
                           {QStringLiteral("actor"), QStringLiteral("55e")},
                           {QStringLiteral("target"), target},
                           {QStringLiteral("response"), QStringLiteral("hold")},
                           {QStringLiteral("inputs"), jsonOf(R"({"distance":4})")}};
        const QJsonObject sheet = sheetOf(umpire, charge, QStringLiteral("plain"));
        QVERIFY2(sheet.value(u"ok").toBool(), qPrintable(sheet.value(u"reason").toString()));
        QStringList offered;
        for (const QJsonValue role : sheet.value(u"roles").toArray())
            if (role.toObject().value(u"id").toString() == u"gun")
                for (const QJsonValue unit : role.toObject().value(u"candidates").toArray())
                    offered.append(unit.toObject().value(u"id").toString());
        QCOMPARE(offered, guns);
        if (guns.isEmpty())
            return;
        charge.insert(QStringLiteral("roles"), QJsonObject{{QStringLiteral("gun"), guns.first()}});
        const QJsonObject chosen = sheetOf(umpire, charge, QStringLiteral("chosen"));
        QCOMPARE(chosen.value(u"roles").toArray().first().toObject().value(u"chosen").toString(),
                 guns.first());
    }
    // The host stopped after the journal took an action and before its answer was kept (the
    // answer's line cut off the file): started again, it knows from where the journal stood
    // when the action came that it was played, and a retry is answered, not played twice. One
    // the journal did not take (refused) is judged again.
    void retryAfterAStopBeforeTheAnswer_data()
    {
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<bool>("playedOn"); // the app played on before the table was shared again
        QTest::addColumn<bool>("acceptedAgain");
        QTest::newRow("played") << QByteArray(R"({"kind":"draw"})") << true << false << true;
        QTest::newRow("refused") << QByteArray(R"({"kind":"withdraw","unit":"nobody","reason":"x"})") << false
                                 << false << false;
        // Two entries on, nothing tells the draw was the first: judged anew, on a revision gone.
        QTest::newRow("played, then the app played on")
            << QByteArray(R"({"kind":"draw"})") << true << true << false;
    }
    void retryAfterAStopBeforeTheAnswer()
    {
        QFETCH(QByteArray, action);
        QFETCH(bool, accepted);
        QFETCH(bool, playedOn);
        QFETCH(bool, acceptedAgain);
        HostedBattle host;
        QString secret;
        QJsonObject message;
        {
            Phone umpire(host.url());
            QVERIFY(umpire.join(host.pin, host.umpireCode));
            secret = umpire.secret;
            message = actionMessage(QStringLiteral("cut-off"), host.revision(), jsonOf(action.constData()));
            umpire.send(message);
            QCOMPARE(umpire.answer(QStringLiteral("cut-off")).value(u"accepted").toBool(), accepted);
        }
        if (playedOn)
            QVERIFY(host.live->play(adjutant::battle::action::Draw{}).entry);
        const int after = host.revision();
        host.stop();
        QFile answers(adjutant::lan::AnswerBook::pathFor(host.path));
        QVERIFY(answers.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = answers.readAll().split('\n');
        answers.close();
        QVERIFY(lines.size() >= 3 && lines.last().isEmpty()); // ..., expected, answer, ""
        QVERIFY(lines.at(lines.size() - 2).contains("\"answer\""));
        QVERIFY(lines.at(lines.size() - 3).contains("\"expected\""));
        lines.removeAt(lines.size() - 2);
        QVERIFY(answers.open(QIODevice::WriteOnly | QIODevice::Truncate));
        answers.write(lines.join('\n'));
        answers.close();
        host.start();
        Phone back(host.url());
        back.send({{QStringLiteral("type"), QStringLiteral("hello")}, {QStringLiteral("secret"), secret}});
        QVERIFY(!back.await(QStringLiteral("welcome")).isEmpty());
        back.send(message);
        const QJsonObject again = back.answer(QStringLiteral("cut-off"));
        QCOMPARE(again.value(u"accepted").toBool(), acceptedAgain);
        QCOMPARE(host.revision(), after);
    }
};

QTEST_MAIN(TestLanPlay)
#include "tst_lanplay.moc"
