// The charge sheet's view model on the brigade rules' demo: what the brigade charge asks besides
// the unit charged and the distance (a charge into a flank, a supported gun), the answers it offers
// (skirmishers charged by close order evade), and each played with typed faces to its ending and
// journaled as one entry that replays the same.
#include "controllers/battlesession.h"
#include "controllers/chargeflow.h"
#include "readytoact.h"

#include "battle/action.h"
#include "files/appfolders.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

namespace {

// The other role the flow asks for with this id; none when it does not.
std::optional<ChargeRole> role(const ChargeFlow &flow, const QString &id)
{
    for (const ChargeRole &r : flow.roles()->rows<ChargeRole>())
        if (r.roleId == id)
            return r;
    return std::nullopt;
}

// The number the flow asks for with this id; none when it does not ask for it.
std::optional<NumberInput> input(const ChargeFlow &flow, const QString &id)
{
    for (const NumberInput &in : flow.inputRows())
        if (in.inputId == id)
            return in;
    return std::nullopt;
}

// The charge declared on the demo: the battle stepped on to where the charger's side declares
// charges, then charger, unit charged, distance typed as on the pad.
void declare(ChargeFlow &flow, BattleSession &session, const QString &charger, const QString &target,
             int inches)
{
    QVERIFY(adjutant::testing::readyToAct(session, charger, u"charge"_qs));
    flow.setSession(&session);
    flow.setActorId(charger);
    flow.setTargetId(target);
    for (const QChar c : QString::number(inches))
        flow.typeDistanceDigit(c.digitValue());
}

// Types the faces; true when every one went in and the charge came to its end.
bool typeAll(ChargeFlow &flow, const QList<int> &faces)
{
    for (const int face : faces)
        if (!flow.enterFace(face))
            return false;
    return flow.complete();
}

} // namespace

class TestBrigadeChargeFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void answersAndEndings_data();
    void answersAndEndings();
    void aSupportedGunTakesItsShareOfTheHits();
    void aSupportedGunIsChargedThroughItsInfantry();
    void hitsOnAGunUnnamedGoWithIt();
};

void TestBrigadeChargeFlow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "11");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestBrigadeChargeFlow::answersAndEndings_data()
{
    QTest::addColumn<QString>("charger");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("flank");
    QTest::addColumn<QStringList>("offered");
    QTest::addColumn<QString>("response");
    QTest::addColumn<QList<int>>("faces"); // as typed: the 2D5s off d10s, halved (5 is a d5's 3)
    QTest::addColumn<QString>("ending");
    // The rifles, charged by the 55e's column, are offered only Evade (they were offered only
    // Hold): from 4" they get away.
    QTest::newRow("skirmishers evade close order")
        << "55e"
        << "rifles" << 4 << 0 << QStringList{u"evade"_qs} << "evade" << QList<int>{5, 5, 5, 5} << "evaded";
    // The 30th may charge the hussars in the flank (it could not charge horse at all); the
    // hussars, charged so, may not counter-charge.
    QTest::newRow("foot into the flank of horse") << "30th"
                                                  << "hussars" << 4 << 1 << QStringList{u"hold"_qs} << "hold"
                                                  << QList<int>{5, 5, 5, 5, 1, 3} << "defender-broke";
    // The charger's morale test to charge: 2 + 2 = 4 keeps the 30th where it is.
    QTest::newRow("morale test to charge")
        << "30th"
        << "55e" << 4 << 0 << QStringList{u"hold"_qs} << "hold" << QList<int>{3, 4} << "balked";
}

void TestBrigadeChargeFlow::answersAndEndings()
{
    QFETCH(QString, charger);
    QFETCH(QString, target);
    QFETCH(int, distance);
    QFETCH(int, flank);
    QFETCH(QStringList, offered);
    QFETCH(QString, response);
    QFETCH(QList<int>, faces);
    QFETCH(QString, ending);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/brigade-demo.json"_qs));
    ChargeFlow flow;
    declare(flow, session, charger, target, distance);
    // The flank is one of the numbers the sheet shows while the charge is declared.
    QVERIFY(input(flow, u"flank"_qs).has_value());
    flow.setInput(u"flank"_qs, flank);
    QVERIFY2(flow.allowed(), qPrintable(flow.refusal() + flow.problems().join(u"; ")));
    QStringList available;
    for (const ChargeResponse &r : flow.responses()->rows<ChargeResponse>()) {
        if (r.available)
            available.append(r.responseId);
        else
            QVERIFY(!r.reason.isEmpty()); // why not, in words
    }
    QCOMPARE(available, offered);
    // The evade move is asked for only of a unit that may evade, the counter-charge move of horse.
    QCOMPARE(input(flow, u"evadeMove"_qs).has_value(), offered.contains(u"evade"_qs));
    QCOMPARE(input(flow, u"counterMove"_qs).has_value(), target == u"hussars");
    flow.setResponse(response);
    QVERIFY(flow.ready());
    QVERIFY2(typeAll(flow, faces), qPrintable(flow.promptTitle() + u" " + flow.error()));
    QCOMPARE(flow.ending(), ending);
    QVERIFY2(flow.apply(), qPrintable(flow.error()));
    const adjutant::battle::JournalEntry &entry = session.battle()->journal().last();
    QVERIFY2(entry.summary.contains(flow.endingName()), qPrintable(entry.summary));
    const adjutant::battle::Battle::ReplayCheck check = session.battle()->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

// The 55e charges the 30th, beside which the light gun stands supported: the sheet offers the gun
// as the 30th's supported gun; named, it fights as one more base and takes two of the hits as
// its owner said, two gunners instead of two of the 30th's figures.
void TestBrigadeChargeFlow::aSupportedGunTakesItsShareOfTheHits()
{
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/brigade-demo.json"_qs));
    ChargeFlow flow;
    declare(flow, session, u"55e"_qs, u"30th"_qs, 6);
    const std::optional<ChargeRole> gun = role(flow, u"gun"_qs);
    QVERIFY(gun);
    QCOMPARE(gun->units.size(), 1); // only the supported gun of the 30th's side
    QCOMPARE(gun->units.first().unitId, u"gun-1"_qs);
    QVERIFY(!input(flow, u"gunHits"_qs)); // asked for once a gun is named
    flow.setRoleUnit(u"gun"_qs, u"gun-1"_qs);
    QVERIFY(input(flow, u"gunHits"_qs).has_value());
    QCOMPARE(role(flow, u"gun"_qs).value_or(ChargeRole()).chosen, u"gun-1"_qs);
    flow.setInput(u"chargerElements"_qs, 3);
    flow.setInput(u"targetElements"_qs, 4);
    flow.setInput(u"gunHits"_qs, 2);
    flow.setResponse(u"hold"_qs);
    // Both test OK (5s off d10s are d5 3s: 6), both stand (6 each); the column's three dice hit thrice, the
    // line's four miss; the 30th falls back on 1 + 3.
    QVERIFY2(typeAll(flow, {5, 5, 5, 5, 6, 6, 9, 9, 9, 1, 1, 1, 1, 1}), qPrintable(flow.error()));
    QCOMPARE(flow.ending(), u"charger-won"_qs);
    QVERIFY2(flow.apply(), qPrintable(flow.error()));
    const adjutant::battle::BattleState &state = session.battle()->state();
    QCOMPARE(state.units.value(u"gun-1"_qs).fields.value(u"crew"_qs).toInt(), 2);
    QCOMPARE(state.units.value(u"30th"_qs).fields.value(u"figures-killed"_qs).toInt(), 1);
    QCOMPARE(state.units.value(u"gun-1"_qs).fields.value(u"supported"_qs).toBool(), false);
    const auto *resolve
        = std::get_if<adjutant::battle::action::Resolve>(&session.battle()->journal().last().action);
    QVERIFY(resolve);
    QCOMPARE(resolve->roles.value(u"gun"_qs), u"gun-1"_qs);
    const adjutant::battle::Battle::ReplayCheck check = session.battle()->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

// Charging the supported gun itself is refused with the reason: the charge goes on its infantry.
void TestBrigadeChargeFlow::aSupportedGunIsChargedThroughItsInfantry()
{
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/brigade-demo.json"_qs));
    ChargeFlow flow;
    declare(flow, session, u"55e"_qs, u"gun-1"_qs, 6);
    QVERIFY(flow.declared());
    QVERIFY(!flow.allowed());
    QVERIFY2(flow.refusal().contains(u"through its infantry"_qs), qPrintable(flow.refusal()));
    QCOMPARE(flow.roles()->count(), 0); // a gun has no supported gun of its own
}

// Hits said for a gun that is then unnamed go with it: the sheet no longer asks for them nor sends
// them, so the charge stands (the rules refuse a number they do not ask for).
void TestBrigadeChargeFlow::hitsOnAGunUnnamedGoWithIt()
{
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/brigade-demo.json"_qs));
    ChargeFlow flow;
    declare(flow, session, u"55e"_qs, u"30th"_qs, 6);
    flow.setRoleUnit(u"gun"_qs, u"gun-1"_qs);
    flow.setInput(u"gunHits"_qs, 2);
    QCOMPARE(input(flow, u"gunHits"_qs).value_or(NumberInput()).value, 2);
    flow.setRoleUnit(u"gun"_qs, QString());
    QVERIFY(!input(flow, u"gunHits"_qs));
    QVERIFY2(flow.allowed() && flow.problems().isEmpty(),
             qPrintable(flow.refusal() + flow.problems().join(u"; ")));
    flow.setResponse(u"hold"_qs);
    QVERIFY(flow.ready());
}

QTEST_MAIN(TestBrigadeChargeFlow)
#include "tst_brigadechargeflow.moc"
