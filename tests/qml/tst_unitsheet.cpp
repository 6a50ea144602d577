// UnitSheet: what a unit can do, and moves in player-turn systems.
#include "controllers/battlesession.h"
#include "controllers/dicecontroller.h"
#include "controllers/preferences.h"
#include "controllers/testsheet.h"
#include "controllers/unitsheet.h"
#include "models/oddsmodel.h"
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

class TestUnitSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void unitSheetOffersWhatTheUnitCanDo();
    void unitSheetMarksMovesInPlayerTurnSystems();
    void unitSheetOffersWhatTheStepAllows_data();
    void unitSheetOffersWhatTheStepAllows();
    void otherTestsSayWhatTheRulesForbid_data();
    void otherTestsSayWhatTheRulesForbid();
    void unitSheetPlansAMove_data();
    void unitSheetPlansAMove();
    void aRolledMoveSaysWhereItsInchesComeFrom_data();
    void aRolledMoveSaysWhereItsInchesComeFrom();
    void aHiddenSheetCatchesUpWhenShown_data();
    void aHiddenSheetCatchesUpWhenShown();
};

namespace {
const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

int rowOf(const OrderOfBattleModel &model, const QString &unitId)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.data(model.index(r), OrderOfBattleModel::UnitIdRole).toString() == unitId)
            return r;
    return -1;
}
} // namespace

void TestUnitSheet::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestUnitSheet::unitSheetOffersWhatTheUnitCanDo()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    UnitSheet sheet;
    QAbstractItemModelTester tester(sheet.fields(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    sheet.setSession(&session);
    sheet.setUnitId(QStringLiteral("88th"));
    QVERIFY(sheet.valid());
    QCOMPARE(sheet.name(), u"2/88th Foot");
    QCOMPARE(sheet.sideName(), u"British");
    QCOMPARE(sheet.commanderName(), u"Colonel Thornby");
    QStringList offered;
    for (const TestChoice &a : sheet.actionRows())
        offered.append(a.test);
    QCOMPARE(offered.first(), u"fire");
    QVERIFY(offered.contains(u"melee"));
    QVERIFY(!sheet.otherTestRows().isEmpty());
    QVERIFY(sheet.actionRows().first().needsTarget);
    QVERIFY(sheet.movement()->count() > 0);
    QCOMPARE(sheet.movement()->rows<MoveAllowance>().first().name, u"Move");
    QVERIFY(sheet.formationChanges()->count() > 0);
    QVERIFY(sheet.endOfTurnText().startsWith(u"End of turn before its card: "));

    // Rally is for a shaken or routed unit; a steady one is offered evasion instead.
    QVERIFY(!offered.contains(u"rally"));
    QVERIFY(
        session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("shaken")));
    offered.clear();
    for (const TestChoice &a : sheet.actionRows())
        offered.append(a.test);
    QVERIFY(offered.contains(u"rally"));
    QVERIFY(!offered.contains(u"evade"));
    QVERIFY(session.undo());

    // A commander has no fire dice: fire is not offered first.
    sheet.setUnitId(QStringLiteral("thornby"));
    for (const TestChoice &a : sheet.actionRows())
        QVERIFY(a.test != u"fire");

    // The umpire's correction lands in the journal and the field shows it as changed.
    sheet.setUnitId(QStringLiteral("88th"));
    QVERIFY(sheet.setField(QStringLiteral("casualties"), 1, QStringLiteral("miscounted")));
    int casualtiesRow = -1;
    for (int r = 0; r < sheet.fields()->rowCount(); ++r)
        if (sheet.fields()->data(sheet.fields()->index(r), UnitFieldsModel::FieldIdRole).toString()
            == u"casualties")
            casualtiesRow = r;
    QVERIFY(casualtiesRow >= 0);
    const QModelIndex casualties = sheet.fields()->index(casualtiesRow);
    QCOMPARE(sheet.fields()->data(casualties, UnitFieldsModel::ValueRole).toInt(), 1);
    QVERIFY(sheet.fields()->data(casualties, UnitFieldsModel::ChangedRole).toBool());
    QCOMPARE(sheet.fields()->data(casualties, UnitFieldsModel::MaximumRole).toInt(), 3);
    QVERIFY(session.battle()->journal().last().summary.contains(u"miscounted"));

    // A change of formation is a move, the unit's own action: once its card has come up.
    const QString to = sheet.formationChanges()->rows<FormationChoice>().first().formation;
    QVERIFY(!sheet.changeFormation(to));
    QVERIFY2(session.error().contains(u"has not been activated this turn"), qPrintable(session.error()));
    QVERIFY(session.setField(QStringLiteral("88th"), QStringLiteral("activated"), true,
                             QStringLiteral("its card")));
    QVERIFY2(sheet.changeFormation(to), qPrintable(session.error()));
    QVERIFY(session.battle()->journal().last().summary.startsWith(u"Move: 2/88th Foot into "));
    QCOMPARE(session.battle()
                 ->state()
                 .units.value(QStringLiteral("88th"))
                 .fields.value(QStringLiteral("formation"))
                 .toString(),
             to);
}

void TestUnitSheet::unitSheetMarksMovesInPlayerTurnSystems()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/nap-igougo-demo.json")));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(QStringLiteral("ir-12"));
    QVERIFY(sheet.tracksMoves());
    QVERIFY(!sheet.moved());
    QVERIFY(sheet.setMoved(true));
    QVERIFY(sheet.moved());
    const int row = rowOf(*session.units(), QStringLiteral("ir-12"));
    QVERIFY(session.units()
                ->data(session.units()->index(row), OrderOfBattleModel::MarkersRole)
                .toStringList()
                .contains(u"Moved this phase"));
    // The turn ends: the marker goes.
    for (int i = 0; i < 40 && session.turn() == 1; ++i)
        QVERIFY(session.next());
    QCOMPARE(session.turn(), 2);
    QVERIFY(!sheet.moved());
    // Deck systems keep no such marker.
    QVERIFY(session.startNew(kKgcwo));
    sheet.setUnitId(QStringLiteral("88th"));
    QVERIFY(!sheet.tracksMoves());
    QVERIFY(!sheet.setMoved(true));
}

// Issue 18: in a player-turn system the sheet offers what the step on the battle screen allows the
// unit: its side's tests of the step, and only those its kind can take (no artillery fire for a
// battalion); a unit whose side does not act in the step is told so and offered none.
void TestUnitSheet::unitSheetOffersWhatTheStepAllows_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("offered"); // all of these
    QTest::addColumn<QStringList>("notOffered"); // none of these
    QTest::addColumn<QString>("note"); // in the step's note for the unit
    QTest::newRow("001 initiative, commander-in-chief")
        << "nap-igougo"
        << "initiative"
        << ""
        << "kessler" << QStringList{"initiative"} << QStringList{"musketry", "artillery-fire"} << "";
    QTest::newRow("001 initiative, battalion")
        << "nap-igougo"
        << "initiative"
        << ""
        << "ir-12" << QStringList{} << QStringList{"initiative", "musketry"} << "no test";
    QTest::newRow("001 battalion in stationary fire")
        << "nap-igougo"
        << "first-player"
        << "stationary-fire"
        << "ir-12" << QStringList{"musketry", "morale"}
        << QStringList{"artillery-fire", "bounce-through", "melee"} << "Stationary fire";
    QTest::newRow("001 battery in stationary fire")
        << "nap-igougo"
        << "first-player"
        << "stationary-fire"
        << "fb-6" << QStringList{"artillery-fire"} << QStringList{"musketry"} << "Stationary fire";
    QTest::newRow("001 other side in moving fire")
        << "nap-igougo"
        << "first-player"
        << "moving-fire"
        << "24e" << QStringList{} << QStringList{"musketry", "artillery-fire", "morale"}
        << "only Austrian acts";
    QTest::newRow("001 battalion in the melee")
        << "nap-igougo"
        << "second-player"
        << "melee"
        << "ir-12" << QStringList{"melee"} << QStringList{"musketry"} << "Melee";
    QTest::newRow("004 the moving side does not fire")
        << "brigade"
        << "side-a"
        << "enemy-fire"
        << "30th" << QStringList{} << QStringList{"fire"} << "only French acts";
    QTest::newRow("004 the other side fires")
        << "brigade"
        << "side-a"
        << "enemy-fire"
        << "55e" << QStringList{"fire"} << QStringList{"melee", "entering-melee"} << "";
    QTest::newRow("004 normal moves offer no test")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << "30th" << QStringList{} << QStringList{"fire", "morale"} << "no test";
}

void TestUnitSheet::unitSheetOffersWhatTheStepAllows()
{
    QFETCH(QString, scenario);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QString, unit);
    QFETCH(QStringList, offered);
    QFETCH(QStringList, notOffered);
    QFETCH(QString, note);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    const adjutant::battle::Battle &b = *session.battle();
    const auto here = [&] {
        const adjutant::rules::Phase *p = b.turns().phase(b.state());
        const adjutant::rules::Segment *s = b.turns().segment(b.state());
        return p && p->id == phase && (segment.isEmpty() || (s && s->id == segment));
    };
    for (int i = 0; i < 60 && !here(); ++i)
        QVERIFY(session.next());
    QVERIFY(here());
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(unit);
    QStringList actions;
    for (const TestChoice &a : sheet.actionRows())
        actions.append(a.test);
    for (const QString &t : offered)
        QVERIFY2(actions.contains(t), qPrintable(t + u" not in " + actions.join(u", ")));
    for (const QString &t : notOffered)
        QVERIFY2(!actions.contains(t), qPrintable(t + u" in " + actions.join(u", ")));
    if (offered.isEmpty())
        QVERIFY2(actions.isEmpty(), qPrintable(actions.join(u", ")));
    QVERIFY2(sheet.stepNote().contains(note), qPrintable(sheet.stepNote()));
    // Whatever the step, every test stays one tap away for the umpire.
    QCOMPARE(actions.size() + sheet.otherTestRows().size(), b.ruleset().tests.size());
}

// Issue 18: a test picked from "Other test…" that the rules forbid the unit here is greyed in the
// list with their reason, as the tests offered are; one they allow is not.
void TestUnitSheet::otherTestsSayWhatTheRulesForbid_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QVariantMap>("fields"); // set first, as the umpire would
    QTest::addColumn<QString>("test"); // among the other tests
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("reason"); // part of it, in the ruleset's words

    QTest::newRow("kgcwo a steady unit has nothing to rally from")
        << "kgcwo"
        << "88th" << QVariantMap{} << "rally" << false << "nothing to recover";
    QTest::newRow("kgcwo horse cannot form square")
        << "kgcwo"
        << "14th-ld" << QVariantMap{} << "form-square" << false << "Only foot can form square";
    QTest::newRow("kgcwo a commander does not fire")
        << "kgcwo"
        << "thornby" << QVariantMap{} << "fire" << false << "Commanders do not fire";
    QTest::newRow("brigade not disordered")
        << "brigade"
        << "30th" << QVariantMap{} << "rally-from-disorder" << false << "It is not disordered";
    QTest::newRow("chosen men a squad without a sniper")
        << "chosen-men"
        << "fusiliers" << QVariantMap{} << "snipe" << false << "No sniper stands";
    QTest::newRow("001 artillery fire outside the fire steps")
        << "nap-igougo"
        << "ir-12" << QVariantMap{} << "artillery-fire" << false
        << "Artillery fire belongs to Stationary fire, Moving fire, not to Initiative";
    QTest::newRow("001 a test no step names") << "nap-igougo"
                                              << "ir-12" << QVariantMap{} << "charge-bonus" << true << "";
}

void TestUnitSheet::otherTestsSayWhatTheRulesForbid()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QVariantMap, fields);
    QFETCH(QString, test);
    QFETCH(bool, allowed);
    QFETCH(QString, reason);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    for (auto it = fields.begin(); it != fields.end(); ++it)
        QVERIFY2(session.setField(unit, it.key(), it.value(), QStringLiteral("set up")),
                 qPrintable(session.error()));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(unit);
    std::optional<TestChoice> entry;
    for (const TestChoice &t : sheet.otherTestRows())
        if (t.test == test)
            entry = t;
    QVERIFY2(entry, qPrintable(test + u" is not among the other tests"));
    QCOMPARE(entry->allowed, allowed);
    const QString said = entry->reason;
    QVERIFY2(said.contains(reason), qPrintable(said));
    QCOMPARE(said.isEmpty(), allowed);
    // The same reason as the test's own sheet gives.
    TestSheet testSheet;
    testSheet.setSession(&session);
    testSheet.setTestId(test);
    testSheet.setActorId(unit);
    QCOMPARE(testSheet.refusal(), said);
}

// Issue 18: moving a unit tells the table what it may still do: the move a formation change
// leaves, what the ground makes of it, and what the move brings about, set on the unit when it
// has moved (journaled).
void TestUnitSheet::unitSheetPlansAMove_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QVariantMap>("fields"); // set first, as the umpire would
    QTest::addColumn<QString>("to"); // formation change first
    QTest::addColumn<QString>("ground");
    QTest::addColumn<double>("inches");
    QTest::addColumn<double>("left");
    QTest::addColumn<QString>("summary"); // in the plan's words
    QTest::addColumn<bool>("disordered"); // after the move is applied
    QTest::addColumn<QString>("refusal"); // what the rules forbid in it, in part; empty: nothing
    QTest::newRow("004 line to column: half a move")
        << "brigade"
        << "30th" << QVariantMap{{"formation", "line"}} << "column"
        << "" << 0.0 << 3.0 << "½ move used: 3\" left" << false << "";
    // A change of face costs as a change of formation does (the planner had none).
    QTest::newRow("004 line changes face")
        << "brigade"
        << "30th" << QVariantMap{{"formation", "line"}} << UnitSheet::kFaceChange << "" << 0.0 << 3.0
        << "½ move used to change face: 3\" left" << false << "";
    QTest::newRow("004 line through a stream") << "brigade"
                                               << "30th" << QVariantMap{{"formation", "line"}} << ""
                                               << "stream" << 0.0 << 3.0 << "disorders" << false << "";
    QTest::newRow("001 untrained line moves 3\"")
        << "nap-igougo"
        << "ir-12" << QVariantMap{{"formation", "line"}, {"untrained", true}} << ""
        << "" << 3.0 << 4.0 << "Untrained line moves too far" << true << "";
    QTest::newRow("001 trained line moves 3\"") << "nap-igougo"
                                                << "ir-12" << QVariantMap{{"formation", "line"}} << ""
                                                << "" << 3.0 << 4.0 << "4\" to move" << false << "";
    QTest::newRow("001 a square moves") << "nap-igougo"
                                        << "ir-12" << QVariantMap{{"formation", "square"}} << ""
                                        << "" << 1.0 << 2.0 << "A square moves" << true << "";
    QTest::newRow("001 too far for light woods")
        << "nap-igougo"
        << "ir-12" << QVariantMap{{"formation", "line"}} << ""
        << "light-woods" << 3.0 << 2.0 << "more than the 2\"" << false << "3\" is more than the 2\" it has";
    QTest::newRow("000 British line to march column")
        << "kgcwo"
        << "88th" << QVariantMap{{"formation", "line"}} << "march-column"
        << "" << 0.0 << 2.0 << "½ move used: 2\" left" << false
        << "2/88th Foot has not been activated this turn";
    // Issue 33: 001 crosses a bridge in company column or skirmish order only, and changes
    // formation in the movement segment.
    QTest::newRow("001 line onto a bridge") << "nap-igougo"
                                            << "ir-12" << QVariantMap{{"formation", "line"}} << ""
                                            << "bridge" << 2.0 << 0.0 << "may not enter Bridge" << false
                                            << "company column or skirmish order only";
    QTest::newRow("001 company column over a bridge")
        << "nap-igougo"
        << "ir-12" << QVariantMap{{"formation", "line"}} << "company-column"
        << "bridge" << 2.0 << 2.0 << "Bridge: 2\" left" << false << "";
    // Issue 34: the brigade rules' command markers hold a unit to half a move, or none.
    QTest::newRow("004 half-move marker")
        << "brigade"
        << "30th" << QVariantMap{{"formation", "line"}, {"half-move", true}} << ""
        << "" << 4.0 << 3.0 << "Half move: 3\"" << false << "4\" is more than the 3\" it has (Half move)";
    QTest::newRow("004 no-move marker")
        << "brigade"
        << "30th" << QVariantMap{{"formation", "line"}, {"no-move", true}} << ""
        << "" << 1.0 << 0.0 << "No move: 0\"" << false << "1\" is more than the 0\" it has (No move)";
}

void TestUnitSheet::unitSheetPlansAMove()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QVariantMap, fields);
    QFETCH(QString, to);
    QFETCH(QString, ground);
    QFETCH(double, inches);
    QFETCH(double, left);
    QFETCH(QString, summary);
    QFETCH(bool, disordered);
    QFETCH(QString, refusal);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    // To the step units move in, on the side whose phase it is (the first side of each demo).
    for (int i = 0; session.battle()->turns().usesPhases() && i < 40; ++i) {
        const adjutant::rules::Segment *now = session.battle()->turns().segment(session.battle()->state());
        if (now && now->moves)
            break;
        QVERIFY(session.next());
    }
    for (auto it = fields.begin(); it != fields.end(); ++it)
        QVERIFY(session.setField(unit, it.key(), it.value()));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(unit);
    const QVariantMap plan = sheet.planMove(to, ground, inches);
    QVERIFY(plan.value(u"found"_qs).toBool());
    QCOMPARE(plan.value(u"left"_qs).toDouble(), left);
    QVERIFY2(plan.value(u"summary"_qs).toString().contains(summary),
             qPrintable(plan.value(u"summary"_qs).toString()));
    const QList<FormationChoice> firstChoices = sheet.moveFormations()->rows<FormationChoice>();
    QCOMPARE(firstChoices.first().formation, QString());
    if (to == UnitSheet::kFaceChange) // offered where the rules cost it
        QVERIFY(std::any_of(firstChoices.cbegin(), firstChoices.cend(),
                            [](const FormationChoice &f) { return f.formation == UnitSheet::kFaceChange; }));
    QVERIFY(sheet.terrains()->count() > 0);
    const QString refused = plan.value(u"refusal"_qs).toString();
    QVERIFY2(refusal.isEmpty() ? refused.isEmpty() : refused.contains(refusal), qPrintable(refused));
    if (inches <= 0)
        return;
    const qsizetype entries = session.battle()->journal().size();
    if (!refusal.isEmpty()) { // refused as the plan said, unless the umpire allows it
        QVERIFY(!sheet.applyMove(to, ground, inches));
        QCOMPARE(session.battle()->journal().size(), entries);
        QVERIFY(sheet.applyMove(to, ground, inches, u"the umpire's call"_qs));
        QVERIFY(session.battle()->journal().last().summary.contains(
            u"allowed by the umpire (the umpire's call)"));
        return;
    }
    QVERIFY2(sheet.applyMove(to, ground, inches), qPrintable(session.error()));
    const auto state = session.battle()->state().units.value(unit);
    QCOMPARE(state.fields.value(u"disordered"_qs).toBool(), disordered);
    QVERIFY(sheet.moved());
    QVERIFY(session.battle()->journal().size() > entries);
    QVERIFY(session.battle()->journal().at(entries).summary.startsWith(u"Move: "));
}

// Chosen Men's move is its Move test's dice: before the roll the sheet's "0\"" says so.
void TestUnitSheet::aRolledMoveSaysWhereItsInchesComeFrom_data()
{
    QTest::addColumn<int>("rolled");
    QTest::addColumn<QString>("text");
    QTest::newRow("before-the-roll") << 0 << u"0\" (inches its move test gave)"_qs;
    QTest::newRow("after-a-roll-of-7") << 7 << u"7\" (inches its move test gave)"_qs;
}

void TestUnitSheet::aRolledMoveSaysWhereItsInchesComeFrom()
{
    QFETCH(int, rolled);
    QFETCH(QString, text);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/chosen-men-demo.json"_qs));
    if (rolled)
        QVERIFY(session.setField(u"redcoats"_qs, u"move-rolled"_qs, rolled, u"rolled at the table"_qs));
    UnitSheet sheet;
    sheet.setSession(&session);
    sheet.setUnitId(u"redcoats"_qs);
    QVERIFY(sheet.movement()->count() > 0);
    QCOMPARE(sheet.movement()->rows<MoveAllowance>().first().text, text);
}

// Hidden under a test sheet, the unit's sheet is not worked out at each change of the battle;
// shown again, it says what a sheet that followed every change says.
void TestUnitSheet::aHiddenSheetCatchesUpWhenShown_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("change");
    QTest::newRow("kgcwo shaken") << "kgcwo"
                                  << "88th"
                                  << "shaken";
    QTest::newRow("kgcwo renamed") << "kgcwo"
                                   << "88th"
                                   << "renamed";
    QTest::newRow("kgcwo withdrawn") << "kgcwo"
                                     << "88th"
                                     << "withdrawn";
    QTest::newRow("kgcwo another unit") << "kgcwo"
                                        << "88th"
                                        << "another-unit";
    QTest::newRow("kgcwo undone") << "kgcwo"
                                  << "88th"
                                  << "undone";
    QTest::newRow("001 moved") << "nap-igougo"
                               << "ir-12"
                               << "moved";
}

void TestUnitSheet::aHiddenSheetCatchesUpWhenShown()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QString, change);
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/"_qs + scenario + u"-demo.json"_qs));
    UnitSheet following; // shown all along: worked out at every change
    following.setSession(&session);
    following.setUnitId(unit);
    UnitSheet hidden;
    hidden.setSession(&session);
    hidden.setUnitId(unit);
    hidden.setShown(false);
    QSignalSpy hiddenChanged(&hidden, &UnitSheet::changed);
    if (change == u"shaken") {
        QVERIFY2(session.setField(unit, u"morale-state"_qs, u"shaken"_qs, u"set up"_qs),
                 qPrintable(session.error()));
    } else if (change == u"renamed") {
        QVERIFY2(session.renameUnit(unit, u"The Connaught Rangers"_qs), qPrintable(session.error()));
    } else if (change == u"withdrawn") {
        QVERIFY2(session.withdrawUnit(unit, u"left the table"_qs), qPrintable(session.error()));
    } else if (change == u"another-unit") {
        following.setUnitId(u"14th-ld"_qs);
        hidden.setUnitId(u"14th-ld"_qs);
    } else if (change == u"undone") {
        QVERIFY2(session.setField(unit, u"morale-state"_qs, u"shaken"_qs, u"set up"_qs),
                 qPrintable(session.error()));
        QVERIFY(session.undo());
    } else if (change == u"moved") {
        QVERIFY2(session.playMove(unit, 3, QString(), QString(), QString(), u"the umpire allows it"_qs),
                 qPrintable(session.error()));
    }
    QCOMPARE(hiddenChanged.count(), 0); // nothing worked out while hidden
    hidden.setShown(true);
    QCOMPARE(hiddenChanged.count(), 1);
    QCOMPARE(hidden.valid(), following.valid());
    QCOMPARE(hidden.name(), following.name());
    QCOMPARE(hidden.revision() > 0, true);
    QCOMPARE(hidden.actionRows(), following.actionRows());
    QCOMPARE(hidden.otherTestRows(), following.otherTestRows());
    QCOMPARE(hidden.procedureRows(), following.procedureRows());
    const QList<std::pair<GadgetListModel *, GadgetListModel *>> lists{
        {hidden.movement(), following.movement()},
        {hidden.formationChanges(), following.formationChanges()},
        {hidden.terrains(), following.terrains()},
        {hidden.moveFormations(), following.moveFormations()},
        {hidden.moveTargets(), following.moveTargets()},
        {hidden.orders(), following.orders()},
        {hidden.orderTargets(), following.orderTargets()}};
    for (const auto &[mine, theirs] : lists) {
        QCOMPARE(mine->count(), theirs->count());
        for (int row = 0; row < mine->count(); ++row)
            for (const QByteArray &role : mine->roleNames())
                QCOMPARE(mine->value(row, QString::fromLatin1(role)),
                         theirs->value(row, QString::fromLatin1(role)));
    }
    QCOMPARE(hidden.fields()->rowCount(), following.fields()->rowCount());
    for (int row = 0; row < hidden.fields()->rowCount(); ++row)
        for (int role : hidden.fields()->roleNames().keys())
            QCOMPARE(hidden.fields()->data(hidden.fields()->index(row), role),
                     following.fields()->data(following.fields()->index(row), role));
    hidden.setShown(false);
    hidden.setShown(true);
    QCOMPARE(hiddenChanged.count(), 1); // nothing changed meanwhile: not worked out again
}

QTEST_GUILESS_MAIN(TestUnitSheet)
#include "tst_unitsheet.moc"
