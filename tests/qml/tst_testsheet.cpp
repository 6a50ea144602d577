// TestSheet: a test resolved from typed faces or the app's dice, impossible faces refused, melee at two
// to one, and tests owed: a test applied before its follow-ups are rolled, the queue the session
// shows, an owed test taken from it, and one passed over only with the umpire's reason.
#include "controllers/battlesession.h"
#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "modelmirror.h"
#include "models/oddsmodel.h"
#include "readytoact.h"
#include "theme.h"

#include "dice/diceparser.h"

#include "battle/battlefile.h"
#include "files/appfolders.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

namespace {
// A column of an owed test's row, as the strip over the card reads it.
QVariant owedAt(const BattleSession &session, int row, OwedTestListModel::Role role)
{
    const OwedTestListModel *model = session.owed();
    return model->data(model->index(row), role);
}
} // namespace

class TestTestSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void testSheetResolvesAChainFromTypedFaces();
    void testSheetRollsWithTheAppsDice();
    void testSheetRejectsImpossibleFaces();
    void meleeAtTwoToOneTakesTheDefendersDieOnce();
    void anInputsStepperStopsAtItsMostAsThingsStand_data();
    void anInputsStepperStopsAtItsMostAsThingsStand();
    void d5TypedOffTheD10InHand_data();
    void d5TypedOffTheD10InHand();
    void followUpsOwedThenTakenFromTheQueue();
    void targetsFollowTheJournalThoughKeptBetweenTicks();
    void targetsAfterApplyAreThoseOfAFreshSheet_data();
    void targetsAfterApplyAreThoseOfAFreshSheet();
    void theRowOfFacesFollowsTheFaces_data();
    void theRowOfFacesFollowsTheFaces();
};

namespace {
const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

// The demo's 52nd aimed at 45e-2, three inches off: its Fire test ready for its dice.
void aimTheVolley(TestSheet &sheet)
{
    sheet.setActorId(QStringLiteral("52nd"));
    sheet.setTestId(QStringLiteral("fire"));
    sheet.setTargetId(QStringLiteral("45e-2"));
    sheet.setInput(QStringLiteral("distance"), 3);
}
} // namespace

void TestTestSheet::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestTestSheet::testSheetResolvesAChainFromTypedFaces()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("88th"), QStringLiteral("fire")));
    TestSheet sheet;
    QAbstractItemModelTester modifiers(sheet.modifiers(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester odds(sheet.odds(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("88th"));
    sheet.setTestId(QStringLiteral("fire"));
    QVERIFY(sheet.needsTarget());
    QVERIFY(!sheet.ready());
    QVERIFY(sheet.problems().contains(u"Choose the target"));
    const TargetListModel &targets = *sheet.targetModel();
    QCOMPARE(targets.targets().first().unitId, u"45e-1");
    QCOMPARE(targets.total(), 7); // five French units, then their two commanders
    QCOMPARE(targets.data(targets.index(0), TargetListModel::HeadsRole).toBool(), true);
    QCOMPARE(targets.data(targets.index(1), TargetListModel::HeadsRole).toBool(),
             targets.targets().at(1).group != targets.targets().at(0).group);
    sheet.setOwnSideTargets(true);
    QCOMPARE(targets.total(), 7 + 6); // and the British but the firer
    QVERIFY(!targets.targets().last().enemy);
    sheet.setOwnSideTargets(false);
    sheet.setTargetId(QStringLiteral("45e-1"));
    // The distance is measured, never guessed: past the musket's 8" the shot is refused, and
    // the band the distance gives is said under it.
    QVERIFY(!sheet.ready());
    QVERIFY(sheet.problems().contains(u"Enter distance to the target"));
    sheet.setInput(QStringLiteral("distance"), 14);
    QCOMPARE(sheet.problems(), QStringList{u"out of range: 14\" is beyond the 8\" of the Musket"_qs});
    sheet.setInput(QStringLiteral("distance"), 6);
    QCOMPARE(sheet.inputRows().first().band, u"Long range \u22121");
    QVERIFY2(sheet.automaticText().contains(u"Long range \u22121"), qPrintable(sheet.automaticText()));
    sheet.setInput(QStringLiteral("distance"), 3);
    QCOMPARE(sheet.inputRows().first().band, u"Standard range");
    QVERIFY(sheet.ready());
    QCOMPARE(sheet.testName(), u"Fire");

    // Automatic modifiers are counted; toggles only when ticked.
    QStringList ids;
    for (int r = 0; r < sheet.modifiers()->rowCount(); ++r)
        ids.append(sheet.modifiers()
                       ->data(sheet.modifiers()->index(r), ModifierListModel::ModifierIdRole)
                       .toString());
    QVERIFY(ids.contains(u"first-shot"));
    QVERIFY(ids.contains(u"enfilade"));
    QVERIFY(!ids.contains(u"canister")); // for guns only
    const int firstShot = int(ids.indexOf(u"first-shot"));
    QCOMPARE(
        sheet.modifiers()->data(sheet.modifiers()->index(firstShot), ModifierListModel::KindRole).toString(),
        u"automatic");
    QVERIFY(
        sheet.modifiers()->data(sheet.modifiers()->index(firstShot), ModifierListModel::ActiveRole).toBool());
    const QString before = sheet.totalText();
    const double noHitsBefore
        = sheet.odds()->data(sheet.odds()->index(0), OutcomeListModel::ProbabilityRole).toDouble();
    sheet.toggle(QStringLiteral("enfilade"));
    QVERIFY(sheet.totalText() != before);
    QCOMPARE(sheet.modifiers()->rowCount(), ids.size()); // rows stay put under the finger
    const double noHitsAfter
        = sheet.odds()->data(sheet.odds()->index(0), OutcomeListModel::ProbabilityRole).toDouble();
    QVERIFY(noHitsAfter < noHitsBefore);
    double sum = 0;
    for (int r = 0; r < sheet.odds()->rowCount(); ++r)
        sum += sheet.odds()->data(sheet.odds()->index(r), OutcomeListModel::ProbabilityRole).toDouble();
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
    QCOMPARE(sheet.odds()->rowCount(), 4); // 0..3 hits

    // Three fire dice, one at a time: every one hits.
    QVERIFY(sheet.waiting());
    QCOMPARE(sheet.dieSides(), 10);
    QCOMPARE(sheet.promptCount(), u"die 1 of 3");
    QVERIFY(sheet.enterFace(10));
    QVERIFY(sheet.enterFace(0)); // a d10's 0 is a ten
    QCOMPARE(sheet.faces().last(), 10);
    QCOMPARE(sheet.promptCount(), u"die 3 of 3");
    QVERIFY(sheet.enterFace(9));
    // Then the target's save for each hit, in turn; all three fail.
    QVERIFY(sheet.waiting());
    QVERIFY(sheet.promptTitle().contains(u"1/45e Ligne"));
    QVERIFY(!sheet.promptModifiers().isEmpty()); // the save's own modifiers, worked out
    QVERIFY2(sheet.promptOdds().contains(u"%"), qPrintable(sheet.promptOdds()));
    QVERIFY(sheet.promptCount().contains(u"3"));
    QCOMPARE(sheet.results()->count(), 1);
    QVERIFY(sheet.enterFace(1));
    QVERIFY(sheet.enterFace(1));
    sheet.removeLastFace(); // a finger slipped
    QVERIFY(sheet.enterFace(1));
    QVERIFY(sheet.enterFace(1));
    QVERIFY(!sheet.waiting());
    QVERIFY(sheet.complete());
    QVERIFY(!sheet.applied());
    QCOMPARE(session.battle()->journal().size(), 1); // its card only: nothing is journaled before Apply
    QVERIFY(sheet.apply());
    QVERIFY(sheet.applied());
    QVERIFY(!sheet.ready());
    QCOMPARE(session.battle()->journal().size(), 2); // its card, then the fire
    const auto &entry = session.battle()->journal().last();
    const QJsonObject written = adjutant::battle::ActionJson::write(entry.action);
    QCOMPARE(written.value(u"source").toString(), u"typed");
    QCOMPARE(written.value(u"faces").toArray().size(), 6);
    const auto target = session.battle()->state().units.value(QStringLiteral("45e-1"));
    QVERIFY(target.removed);
    QVERIFY(session.battle()
                ->state()
                .units.value(QStringLiteral("88th"))
                .fields.value(QStringLiteral("fired"))
                .toBool());
}

void TestTestSheet::testSheetRollsWithTheAppsDice()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("52nd"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setConfirmEffects(false); // applied the moment the chain is done
    aimTheVolley(sheet);
    sheet.roll();
    QVERIFY(sheet.complete());
    QVERIFY(sheet.applied());
    QCOMPARE(session.battle()->journal().size(), 2); // its card, then the fire
    QCOMPARE(adjutant::battle::ActionJson::write(session.battle()->journal().last().action)
                 .value(u"source")
                 .toString(),
             u"app");
    // Replay gives the same state from the journaled faces.
    const auto check = session.battle()->replayFromStart();
    QVERIFY(check.mismatches.isEmpty());
    QCOMPARE(check.hash, session.battle()->stateHash());
}

void TestTestSheet::testSheetRejectsImpossibleFaces()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("88th"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("88th"));
    sheet.setTestId(QStringLiteral("fire"));
    QVERIFY(!sheet.enterFace(3)); // no target yet: no dice wanted
    sheet.setTargetId(QStringLiteral("45e-1"));
    sheet.setInput(QStringLiteral("distance"), 3);
    QVERIFY(!sheet.enterFace(11));
    QCOMPARE(sheet.error(), u"A d10 has no face 11");
    QVERIFY(!sheet.enterFace(-1));
    QVERIFY(!sheet.started());
    QVERIFY(sheet.enterFace(5));
    QVERIFY(sheet.error().isEmpty());
    // Changing a modifier after the first die starts the dice again.
    sheet.toggle(QStringLiteral("rested"));
    QVERIFY(!sheet.started());
}

// Chosen Men's figures firing: the stepper stops at the squad's figures as they stand (it went
// on to the ruleset's 30, and the sheet then refused the number), and no number entered yet is
// not a value.
void TestTestSheet::anInputsStepperStopsAtItsMostAsThingsStand_data()
{
    QTest::addColumn<int>("lost"); // figures the squad has lost
    QTest::addColumn<int>("most");
    QTest::newRow("whole squad") << 0 << 8;
    QTest::newRow("three lost") << 3 << 5;
}

void TestTestSheet::anInputsStepperStopsAtItsMostAsThingsStand()
{
    QFETCH(int, lost);
    QFETCH(int, most);
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/chosen-men-demo.json")));
    // A squad's losses are its figures down (the count is derived from them).
    for (int i = 1; i <= lost; ++i)
        QVERIFY(session.setFigureField(QStringLiteral("riflemen-1"), QStringLiteral("ranker-%1").arg(i),
                                       QStringLiteral("down"), true, QStringLiteral("lost in the volley")));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("riflemen-1"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("riflemen-1"));
    sheet.setTestId(QStringLiteral("fire"));
    sheet.setTargetId(QStringLiteral("voltigeurs-1"));
    std::optional<NumberInput> firers;
    for (const NumberInput &in : sheet.inputRows())
        if (in.inputId == u"firers")
            firers = in;
    QVERIFY(firers);
    QCOMPARE(firers->maximum, most);
    QVERIFY(!firers->hasValue);
    QVERIFY(!sheet.ready());
}

// Chosen Men at two to one: the first attacker's test takes both dice, the second's only its
// own, against the defender's die entered on the sheet; both are journaled and replay.
void TestTestSheet::meleeAtTwoToOneTakesTheDefendersDieOnce()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/chosen-men-demo.json")));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("riflemen-1"), QStringLiteral("melee")));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("riflemen-2"), QStringLiteral("melee")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setConfirmEffects(false);
    sheet.setActorId(QStringLiteral("riflemen-1"));
    sheet.setTestId(QStringLiteral("melee"));
    sheet.setTargetId(QStringLiteral("fusiliers"));
    const auto input = [&sheet](const QString &id) {
        for (const NumberInput &in : sheet.inputRows())
            if (in.inputId == id)
                return in;
        return NumberInput();
    };
    QCOMPARE(input(QStringLiteral("defenderDie")).value, 0);
    QVERIFY(sheet.enterFace(5));
    QVERIFY(sheet.waiting()); // the defender's die too
    QVERIFY(sheet.enterFace(5));
    QVERIFY(sheet.complete()); // a draw: nothing follows
    QCOMPARE(session.battle()->journal().size(), 1);

    TestSheet second;
    second.setSession(&session);
    second.setConfirmEffects(false);
    second.setActorId(QStringLiteral("riflemen-2"));
    second.setTestId(QStringLiteral("melee"));
    second.setTargetId(QStringLiteral("fusiliers"));
    second.setInput(QStringLiteral("defenderDie"), 5);
    QVERIFY2(second.needText().contains(u"already rolled"), qPrintable(second.needText()));
    QVERIFY(second.enterFace(5));
    QVERIFY(second.complete()); // one die was all it took
    QCOMPARE(session.battle()->journal().size(), 2);
    const QJsonObject action = adjutant::battle::ActionJson::write(session.battle()->journal().last().action);
    QCOMPARE(action.value(u"inputs").toObject().value(u"defenderDie").toInt(), 5);
    const auto check = session.battle()->replayFromStart();
    QVERIFY(check.mismatches.isEmpty());
    QCOMPARE(check.hash, session.battle()->stateHash());
}

void TestTestSheet::d5TypedOffTheD10InHand_data()
{
    QTest::addColumn<QString>("reading"); // the brigade rules' d5-reading option
    QTest::addColumn<int>("inHand");
    QTest::addColumn<int>("typed");
    QTest::addColumn<int>("read"); // the d5 face the journal keeps
    QTest::newRow("halved") << "halve-up" << 10 << 7 << 4;
    QTest::newRow("halved, a 0") << "halve-up" << 10 << 0 << 5;
    QTest::newRow("wrapped") << "wrap" << 10 << 7 << 2;
    QTest::newRow("real d5") << "real-d5" << 5 << 4 << 4;
}

void TestTestSheet::d5TypedOffTheD10InHand()
{
    // The elite 44th's morale is 2D5: the pad offers the die in hand and reads each face as a d5.
    QFETCH(QString, reading);
    QFETCH(int, inHand);
    QFETCH(int, typed);
    QFETCH(int, read);
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/brigade-demo.json"),
                             QVariantMap{{QStringLiteral("d5-reading"), reading}}));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("44th"), QStringLiteral("morale")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("44th"));
    sheet.setTestId(QStringLiteral("morale"));
    QVERIFY(sheet.ready());
    QVERIFY(sheet.waiting());
    QCOMPARE(sheet.dieSides(), inHand);
    if (inHand != 5)
        QVERIFY2(sheet.promptDetail().contains(u"read off a d10"), qPrintable(sheet.promptDetail()));
    QVERIFY(sheet.enterFace(typed));
    QCOMPARE(sheet.faces().last(), read);
    QVERIFY(!sheet.enterFace(inHand + 1)); // no such face on the die in hand
    QVERIFY(sheet.enterFace(1));
    QVERIFY(!sheet.waiting());
}

void TestTestSheet::followUpsOwedThenTakenFromTheQueue()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("52nd"), QStringLiteral("fire")));
    QVERIFY(adjutant::testing::readyToAct(session, u"45e-1"_qs, u"save-hit"_qs));
    QAbstractItemModelTester owedRows(session.owed(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(session.owed()->count(), 0);
    QVERIFY(session.owedSummary().isEmpty());
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("52nd"));
    sheet.setTestId(QStringLiteral("fire"));
    sheet.setTargetId(QStringLiteral("45e-1"));
    sheet.setInput(QStringLiteral("distance"), 3);
    QVERIFY(sheet.ready());
    QVERIFY(!sheet.canOweRest()); // nothing rolled yet: the test itself is never owed
    for (const int face : {9, 9, 2})
        QVERIFY(sheet.enterFace(face));
    QVERIFY(sheet.waiting()); // the two hits' saves
    QVERIFY(sheet.canOweRest());
    QSignalSpy changed(&session, &BattleSession::changed);
    QVERIFY(sheet.applyOwingRest());
    QVERIFY(sheet.applied());
    // The saves are owed now, not asked for here: no prompt, no pad (the sheet went on showing
    // the first save as if it waited for its die).
    QVERIFY(!sheet.waiting());
    QVERIFY(sheet.promptTitle().isEmpty());
    QVERIFY(!changed.isEmpty());
    QCOMPARE(session.owed()->count(), 2);
    const auto first = [&session](OwedTestListModel::Role role) { return owedAt(session, 0, role); };
    QCOMPARE(first(OwedTestListModel::TestRole).toString(), u"save-hit"_qs);
    QCOMPARE(first(OwedTestListModel::UnitRole).toString(), u"45e-1"_qs);
    QCOMPARE(first(OwedTestListModel::TargetRole).toString(), u"52nd"_qs);
    QCOMPARE(first(OwedTestListModel::TextRole).toString(),
             u"Save a hit for 1/45e Ligne against 1/52nd Foot"_qs);
    QVERIFY(first(OwedTestListModel::WhyRole).toString().startsWith(u"left from Fire"_qs));
    QVERIFY2(session.owedSummary().endsWith(u"1/45e Ligne Save a hit, 1/45e Ligne Save a hit"_qs),
             qPrintable(session.owedSummary()));

    // The first taken from the queue, as the strip opens it: that unit, that test, that number.
    TestSheet owedSheet;
    owedSheet.setSession(&session);
    owedSheet.setActorId(first(OwedTestListModel::UnitRole).toString());
    owedSheet.setTestId(first(OwedTestListModel::TestRole).toString());
    owedSheet.setTargetId(first(OwedTestListModel::TargetRole).toString());
    owedSheet.setOwedId(first(OwedTestListModel::OwedIdRole).toInt());
    QVERIFY(owedSheet.owedWhy().startsWith(u"left from Fire"_qs));
    QVERIFY(owedSheet.owedAsWas().isEmpty()); // nothing has changed since the volley
    QVERIFY(owedSheet.ready());
    QVERIFY(owedSheet.enterFace(1)); // the save fails: a casualty, and the wounds check owed
    QVERIFY(owedSheet.complete());
    QVERIFY(owedSheet.apply());
    QCOMPARE(session.owed()->count(), 2);
    QVERIFY(session.battle()->journal().last().summary.startsWith(u"owed test 1 taken"_qs));

    // The other save is judged as if rolled with the volley: on the 45e without that casualty,
    // and the sheet says so.
    const int second = session.owed()->owedIdAt(0);
    TestSheet secondSheet;
    secondSheet.setSession(&session);
    secondSheet.setActorId(u"45e-1"_qs);
    secondSheet.setTestId(u"save-hit"_qs);
    secondSheet.setTargetId(u"52nd"_qs);
    secondSheet.setOwedId(second);
    QCOMPARE(secondSheet.owedAsWas(), u"1/45e Ligne as it was when this was owed: Casualties 0 (now 1)"_qs);
    QCOMPARE(secondSheet.needText(), u"needs 5+ on a d10"_qs);
    TestSheet freshSheet; // the same test, not owed: the unit as it stands
    freshSheet.setSession(&session);
    freshSheet.setActorId(u"45e-1"_qs);
    freshSheet.setTestId(u"save-hit"_qs);
    freshSheet.setTargetId(u"52nd"_qs);
    QVERIFY(freshSheet.owedAsWas().isEmpty());
    QCOMPARE(freshSheet.needText(), u"needs 6+ on a d10"_qs);
    QVERIFY(
        session.skipOwed(session.owed()->owedIdAt(session.owed()->count() - 1), u"checked at the table"_qs));

    // Only the umpire passes one over, and never without a reason.
    QVERIFY(!session.skipOwed(second, QStringLiteral("  ")));
    QVERIFY(session.error().contains(u"only the umpire may pass it over"_qs));
    QCOMPARE(session.owed()->count(), 1);
    QVERIFY(session.skipOwed(second, QStringLiteral("the save was rolled at the table")));
    QCOMPARE(session.owed()->count(), 0);
    QVERIFY(session.owedSummary().isEmpty());
    QVERIFY(session.undo());
    QCOMPARE(session.owed()->count(), 1);
}

// The targets are worked out once for the unit and the test, not again on every tick, yet they
// follow the journal: a unit the umpire takes out of the battle while the sheet is open is no
// longer offered, and is offered again once the withdrawal is undone.
void TestTestSheet::targetsFollowTheJournalThoughKeptBetweenTicks()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("88th"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("88th"));
    sheet.setTestId(QStringLiteral("fire"));
    const QString taken = QStringLiteral("45e-1");
    QVERIFY(sheet.offersTarget(taken));
    QCOMPARE(sheet.targetModel()->total(), 7);

    QVERIFY2(session.withdrawUnit(taken, QStringLiteral("entered by mistake")), qPrintable(session.error()));
    sheet.toggle(QStringLiteral("rested")); // a tick works the setup out again
    QVERIFY(!sheet.offersTarget(taken));
    QCOMPARE(sheet.targetModel()->total(), 6);

    QVERIFY(session.undo());
    sheet.toggle(QStringLiteral("rested"));
    QVERIFY(sheet.offersTarget(taken));
    QCOMPARE(sheet.targetModel()->total(), 7);
}

// Apply leaves the targets to be worked out when next wanted (the chooser is hidden once the
// dice are in): the next test set up on the sheet offers what a sheet made afresh offers.
void TestTestSheet::targetsAfterApplyAreThoseOfAFreshSheet_data()
{
    QTest::addColumn<QString>("withdrawn"); // by the umpire after the Apply; empty: none
    QTest::addColumn<bool>("ownSide");
    QTest::newRow("as-applied") << QString() << false;
    QTest::newRow("as-applied-own-side") << QString() << true;
    QTest::newRow("the-target-withdrawn") << u"45e-2"_qs << false;
    QTest::newRow("a-friend-withdrawn-own-side") << u"88th"_qs << true;
}

void TestTestSheet::targetsAfterApplyAreThoseOfAFreshSheet()
{
    QFETCH(QString, withdrawn);
    QFETCH(bool, ownSide);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("52nd"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setOwnSideTargets(ownSide);
    sheet.setConfirmEffects(false); // applied the moment the chain is done
    aimTheVolley(sheet);
    sheet.roll();
    QVERIFY(sheet.applied());
    if (!withdrawn.isEmpty())
        QVERIFY2(session.withdrawUnit(withdrawn, QStringLiteral("left the table")),
                 qPrintable(session.error()));
    sheet.discard(); // Done: the sheet closed, then opened for the next test
    sheet.setActorId(QStringLiteral("52nd"));
    sheet.setTestId(QStringLiteral("fire"));
    TestSheet fresh;
    fresh.setSession(&session);
    fresh.setOwnSideTargets(ownSide);
    fresh.setActorId(QStringLiteral("52nd"));
    fresh.setTestId(QStringLiteral("fire"));
    QVERIFY(!fresh.targetModel()->targets().isEmpty());
    QCOMPARE(sheet.targetModel()->targets(), fresh.targetModel()->targets());
    if (!withdrawn.isEmpty())
        QVERIFY(!sheet.offersTarget(withdrawn));
}

// The row of dice on screen (faceList) is the faces so far, a die added or taken at the end: a
// view following its signals holds what the faces say, and never made the row anew.
void TestTestSheet::theRowOfFacesFollowsTheFaces_data()
{
    QTest::addColumn<QStringList>("steps"); // a face, "back" (the last taken back) or "clear"
    QTest::newRow("three in") << QStringList{u"10"_qs, u"4"_qs, u"7"_qs};
    QTest::newRow("one taken back") << QStringList{u"10"_qs, u"4"_qs, u"back"_qs, u"6"_qs};
    QTest::newRow("started over") << QStringList{u"10"_qs, u"4"_qs, u"clear"_qs, u"2"_qs};
    QTest::newRow("to the saves") << QStringList{u"10"_qs, u"10"_qs, u"10"_qs, u"1"_qs, u"back"_qs, u"2"_qs};
}

void TestTestSheet::theRowOfFacesFollowsTheFaces()
{
    QFETCH(QStringList, steps);
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, QStringLiteral("52nd"), QStringLiteral("fire")));
    TestSheet sheet;
    sheet.setSession(&session);
    aimTheVolley(sheet);
    QVERIFY(sheet.ready());
    adjutant::testing::ModelMirror view(sheet.faceList());
    for (const QString &step : std::as_const(steps)) {
        if (step == u"back")
            sheet.removeLastFace();
        else if (step == u"clear")
            sheet.clearDice();
        else
            QVERIFY2(sheet.enterFace(step.toInt()), qPrintable(sheet.error()));
        QCOMPARE(view.rows(), view.read(sheet.faceList())); // told all that changed
        QCOMPARE(sheet.faceList()->count(), sheet.faces().size());
        for (int i = 0; i < sheet.faceList()->count(); ++i)
            QCOMPARE(sheet.faceList()->value(i, u"face"_qs).toInt(), sheet.faces().at(i));
    }
    QCOMPARE(view.resets(), 0);
}

QTEST_GUILESS_MAIN(TestTestSheet)
#include "tst_testsheet.moc"
