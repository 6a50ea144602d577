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

class TestViewModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sessionStartsADemoAndJournalsEveryAction();
    void sessionSaveAsAndContinue();
    void sessionRefusesABrokenFile();
    void oldBattlesMoveAndTheLastOneGoesOn();
    void anActionThatCannotBeSavedIsNotDone();
    void orderOfBattleFoldsAndFollowsTheState();
    void journalModelMarksUndoneEntries();
    void aUnitJoinsTheOrderOfBattle();
    void scenarioListShowsEveryDemo();
    void unitSheetOffersWhatTheUnitCanDo();
    void unitSheetMarksMovesInPlayerTurnSystems();
    void testSheetResolvesAChainFromTypedFaces();
    void testSheetRollsWithTheAppsDice();
    void testSheetRejectsImpossibleFaces();
    void meleeAtTwoToOneTakesTheDefendersDieOnce();
    void oddsModelRowsAndRoles();
    void oddsModelSkipsImpossibleValues();
    void controllerShowsOddsForWhatIsTyped();
    void controllerReportsParseErrors();
    void controllerRollsReproducibly();
    void controllerTakesTypedFaces();
    void controllerRejectsImpossibleFaces();
    void preferencesPersist();
    void themeFollowsThePreference();
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

void TestViewModels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestViewModels::sessionStartsADemoAndJournalsEveryAction()
{
    BattleSession session;
    QAbstractItemModelTester units(session.units(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester journal(session.journal(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy loaded(&session, &BattleSession::loadedChanged);
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.loaded());
    QVERIFY(loaded.count() >= 1);
    QVERIFY(session.usesDeck());
    QCOMPARE(session.turn(), 1);
    QCOMPARE(session.title(), u"The ridge at San Marcial (demo)");
    QVERIFY(QFile::exists(session.filePath()));
    QCOMPARE(session.currentTitle(), u"Draw the first card");
    const int deck = session.cardsLeft();
    QVERIFY(session.draw());
    QVERIFY(session.cardsLeft() == deck - 1 || session.turn() == 2); // End of turn may come first
    QCOMPARE(session.journal()->rowCount(), 1);
    QVERIFY(session.canUndo());
    QVERIFY(!session.currentTitle().isEmpty());

    // What the screen shows is on disk already: another session opens the same battle. It is not
    // a second writer: it is told who has the battle, and may look at it read-only.
    BattleSession other;
    QVERIFY(!other.open(session.filePath()));
    QVERIFY2(other.problemText().contains(u"is open in another Adjutant"), qPrintable(other.problemText()));
    QVERIFY(other.canOpenReadOnly());
    QVERIFY(other.openReadOnly());
    QVERIFY(other.readOnly());
    QCOMPARE(other.battle()->stateHash(), session.battle()->stateHash());
    QCOMPARE(other.journal()->rowCount(), 1);
    QVERIFY(!other.draw());
    QVERIFY(other.error().contains(u"read-only"));
    QCOMPARE(other.journal()->rowCount(), 1);

    // A failed action says why and changes nothing.
    const QString hash = session.battle()->stateHash();
    QVERIFY(
        !session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("sulking")));
    QVERIFY(!session.error().isEmpty());
    QCOMPARE(session.battle()->stateHash(), hash);
    QVERIFY(
        session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("shaken")));
    QVERIFY(session.error().isEmpty());
}

void TestViewModels::sessionSaveAsAndContinue()
{
    const QString path = QDir::temp().filePath(QStringLiteral("adjutant-saveas-test.adjutant"));
    QFile::remove(path);
    QFile::remove(adjutant::battle::BattleFile::logPath(path));
    QString hash;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(session.draw());
        QVERIFY(session.saveAs(QUrl::fromLocalFile(path).toString()));
        QCOMPARE(session.filePath(), path);
        QVERIFY(session.draw()); // goes to the new file's log
        hash = session.battle()->stateHash();
    }
    BattleSession later;
    QVERIFY(later.canContinue());
    QCOMPARE(later.continueTitle(), u"adjutant-saveas-test");
    // Going on with the battle already remembered writes no settings (the usual start, where a
    // write would wait on the disk before the first frame).
    const QString settingsFile = QSettings().fileName();
    const QDateTime written = QFileInfo(settingsFile).lastModified();
    QVERIFY(written.isValid());
    QTest::qWait(20); // past the file system's clock step, so a write would show
    QVERIFY(later.continueLast());
    QCOMPARE(QFileInfo(settingsFile).lastModified(), written);
    QCOMPARE(later.filePath(), path);
    QCOMPARE(later.battle()->stateHash(), hash);
    QCOMPARE(later.journal()->rowCount(), 2);
}

void TestViewModels::oldBattlesMoveAndTheLastOneGoesOn()
{
    // A battle played with version 0.1, in its folder, and the last one played.
    QString name;
    QString hash;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(session.draw());
        name = QFileInfo(session.filePath()).fileName();
        hash = session.battle()->stateHash();
    }
    const QString oldPath = adjutant::AppFolders::oldBattles() + u'/' + name;
    const QString newPath = adjutant::AppFolders::battles() + u'/' + name;
    QVERIFY(QDir().mkpath(adjutant::AppFolders::oldBattles()));
    for (const QString &file : {name, adjutant::battle::BattleFile::logPath(name)})
        QVERIFY(QFile::rename(adjutant::AppFolders::battles() + u'/' + file,
                              adjutant::AppFolders::oldBattles() + u'/' + file));
    {
        BattleSession session;
        QVERIFY(session.open(oldPath));
    }
    QCOMPARE(BattleSession::lastBattlePath(), oldPath);

    const auto moved = BattleSession::moveOldBattles();
    QVERIFY2(moved.leftBehind.isEmpty(), qPrintable(moved.leftBehind.join(u'\n')));
    QCOMPARE(moved.moved.value(oldPath), newPath);
    QVERIFY(!QFileInfo::exists(adjutant::AppFolders::oldBattles()));
    QCOMPARE(BattleSession::lastBattlePath(), newPath);
    BattleSession later;
    QVERIFY(later.continueLast());
    QCOMPARE(later.filePath(), newPath);
    QCOMPARE(later.battle()->stateHash(), hash);
    QCOMPARE(later.journal()->rowCount(), 1);
}

void TestViewModels::sessionRefusesABrokenFile()
{
    const QString path = QDir::temp().filePath(QStringLiteral("adjutant-broken-test.adjutant"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("{ this is not a battle");
    f.close();
    QFile::remove(adjutant::battle::BattleFile::logPath(path));
    BattleSession session;
    QVERIFY(!session.open(path));
    QVERIFY(!session.loaded());
    QVERIFY(!session.error().isEmpty());
    QVERIFY(!session.startNew(QStringLiteral("/no/such/scenario.json")));
    QVERIFY(session.error().contains(u"scenario.json"));
}

// A full disk, a pulled card: when the journal cannot take an action, the action is not done,
// the screen says why, and the battle is exactly as it was on disk.
void TestViewModels::anActionThatCannotBeSavedIsNotDone()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.draw());
    QVERIFY(session.saveAs(session.filePath())); // the draw in the battle file itself
    const QString hash = session.battle()->stateHash();
    const QString log = adjutant::battle::BattleFile::logPath(session.filePath());
    QVERIFY(QFile::remove(log));
    QVERIFY(QDir().mkpath(log)); // the log cannot be written now
    QVERIFY(!session.setField(QStringLiteral("88th"), QStringLiteral("casualties"), 1));
    QVERIFY2(session.error().startsWith(u"Not saved, so not done"), qPrintable(session.error()));
    QCOMPARE(session.battle()->stateHash(), hash);
    QCOMPARE(session.journal()->rowCount(), 1);
    const int row = rowOf(*session.units(), QStringLiteral("88th"));
    QCOMPARE(session.units()->data(session.units()->index(row), OrderOfBattleModel::LostRole).toInt(), 0);
    QVERIFY(QDir(log).removeRecursively());
}

void TestViewModels::orderOfBattleFoldsAndFollowsTheState()
{
    BattleSession session;
    OrderOfBattleModel *model = session.units();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    // Two sides, four commanders, ten units.
    QCOMPARE(model->rowCount(), 16);
    QCOMPARE(model->data(model->index(0), OrderOfBattleModel::KindRole).toString(), u"side");
    QCOMPARE(model->data(model->index(0), OrderOfBattleModel::NameRole).toString(), u"British");
    const int row88 = rowOf(*model, QStringLiteral("88th"));
    QVERIFY(row88 > 0);
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::DepthRole).toInt(), 3);
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::OutOfRole).toInt(), 3);
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::ToneRole).toInt(),
             int(adjutant::rules::morale::Tone::Steady));

    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    QVERIFY(session.setField(QStringLiteral("88th"), QStringLiteral("casualties"), 2));
    QVERIFY(
        session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("routed")));
    QCOMPARE(changed.count(), 2); // the one row, once per change
    QCOMPARE(changed.first().first().value<QModelIndex>().row(), row88);
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::LostRole).toInt(), 2);
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::StateRole).toString(), u"Routed");
    QCOMPARE(model->data(model->index(row88), OrderOfBattleModel::ToneRole).toInt(),
             int(adjutant::rules::morale::Tone::Routed));

    // Fold the British side away and back; reveal unfolds what hides a unit.
    model->toggleFolded(0);
    QCOMPARE(model->rowCount(), 9);
    QVERIFY(model->data(model->index(0), OrderOfBattleModel::FoldedRole).toBool());
    QCOMPARE(rowOf(*model, QStringLiteral("88th")), -1);
    const int thornby = rowOf(*model, QStringLiteral("thornby"));
    QCOMPARE(thornby, -1);
    QCOMPARE(model->reveal(QStringLiteral("88th")), row88);
    QCOMPARE(model->rowCount(), 16);
    // Folding a commander hides everyone under him, and only them.
    const int thornbyRow = rowOf(*model, QStringLiteral("thornby"));
    model->toggleFolded(thornbyRow);
    QCOMPARE(model->rowCount(), 11);
    model->toggleFolded(thornbyRow);
    QCOMPARE(model->rowCount(), 16);

    QVERIFY(session.draw());
    const QString current = session.currentUnit();
    if (!current.isEmpty())
        QVERIFY(model->data(model->index(rowOf(*model, current)), OrderOfBattleModel::CurrentRole).toBool());
}

void TestViewModels::journalModelMarksUndoneEntries()
{
    BattleSession session;
    JournalModel *model = session.journal();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.draw());
    QVERIFY(session.draw());
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(model->data(model->index(0), JournalModel::SummaryRole).toString().startsWith(u"Drew "));
    QCOMPARE(model->data(model->index(0), JournalModel::KindRole).toString(), u"draw");
    QVERIFY(session.undo());
    QCOMPARE(model->rowCount(), 2); // undone, still listed
    QVERIFY(model->data(model->index(1), JournalModel::UndoneRole).toBool());
    QVERIFY(!model->data(model->index(1), JournalModel::SupersededRole).toBool());
    QVERIFY(session.canRedo());
    QVERIFY(session.setField(QStringLiteral("88th"), QStringLiteral("fired"), true));
    QCOMPARE(model->rowCount(), 3);
    QVERIFY(model->data(model->index(1), JournalModel::SupersededRole).toBool());
    QVERIFY(!session.canRedo());
    QVERIFY(model->data(model->index(2), JournalModel::SummaryRole).toString().contains(u"Umpire"));
}

void TestViewModels::aUnitJoinsTheOrderOfBattle()
{
    BattleSession session;
    OrderOfBattleModel *model = session.units();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    QCOMPARE(session.sides().size(), 2);
    QVERIFY(!session.unitTypes().isEmpty());
    QCOMPARE(session.commanders(QStringLiteral("british")).size(), 2);
    QVERIFY(
        !session.joinUnit(QStringLiteral("  "), QStringLiteral("infantry"), QStringLiteral("british"), {}));
    QVERIFY(session.joinUnit(QStringLiteral("1/43rd Foot"), QStringLiteral("infantry"),
                             QStringLiteral("british"), QStringLiteral("thornby"),
                             QStringLiteral("from the road")));
    QCOMPARE(model->rowCount(), 17);
    const int row = rowOf(*model, QStringLiteral("1-43rd-foot"));
    QVERIFY(row > rowOf(*model, QStringLiteral("thornby")));
    QCOMPARE(model->data(model->index(row), OrderOfBattleModel::NameRole).toString(), u"1/43rd Foot");
    QCOMPARE(model->data(model->index(row), OrderOfBattleModel::OutOfRole).toInt(), 3);
    QCOMPARE(session.unitName(QStringLiteral("1-43rd-foot")), u"1/43rd Foot");
    // A second with the same name gets its own id.
    QVERIFY(session.joinUnit(QStringLiteral("1/43rd Foot"), QStringLiteral("infantry"),
                             QStringLiteral("british"), {}));
    QVERIFY(session.battle()->state().units.contains(QStringLiteral("1-43rd-foot-2")));
    QVERIFY(session.undo());
    QVERIFY(session.undo());
    QCOMPARE(model->rowCount(), 16);

    // What the umpire folded away stays folded when a unit joins elsewhere, and when it leaves.
    const int french = rowOf(*model, QStringLiteral("french"));
    QVERIFY(french > 0);
    model->toggleFolded(french);
    const int foldedCount = model->rowCount();
    QVERIFY(foldedCount < 16);
    QVERIFY(session.joinUnit(QStringLiteral("1/43rd Foot"), QStringLiteral("infantry"),
                             QStringLiteral("british"), QStringLiteral("thornby")));
    QCOMPARE(model->rowCount(), foldedCount + 1);
    QVERIFY(model->data(model->index(rowOf(*model, QStringLiteral("french"))), OrderOfBattleModel::FoldedRole)
                .toBool());
    QVERIFY(session.undo());
    QCOMPARE(model->rowCount(), foldedCount);
}

void TestViewModels::scenarioListShowsEveryDemo()
{
    BattleSession session;
    ScenarioListModel *model = session.scenarios();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->reload();
    QCOMPARE(model->rowCount(), 4);
    QStringList rulesets;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVERIFY(!model->data(model->index(r), ScenarioListModel::NameRole).toString().isEmpty());
        QVERIFY(model->data(model->index(r), ScenarioListModel::BuiltInRole).toBool());
        // One demo per system, grouped by system: each heads its own group.
        QVERIFY(model->data(model->index(r), ScenarioListModel::FirstOfRulesetRole).toBool());
        rulesets.append(model->data(model->index(r), ScenarioListModel::RulesetRole).toString());
    }
    QVERIFY(rulesets.contains(u"King George Commands and We Obey"));
    QVERIFY(std::is_sorted(rulesets.begin(), rulesets.end()));
    QVERIFY(rulesets.contains(u"Chosen Men, expanded (003)"));
}

void TestViewModels::unitSheetOffersWhatTheUnitCanDo()
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
    for (const QVariant &a : sheet.actions())
        offered.append(a.toMap().value(QStringLiteral("test")).toString());
    QCOMPARE(offered.first(), u"fire");
    QVERIFY(offered.contains(u"melee"));
    QVERIFY(!sheet.otherTests().isEmpty());
    QVERIFY(sheet.actions().first().toMap().value(QStringLiteral("needsTarget")).toBool());
    QVERIFY(!sheet.movement().isEmpty());
    QCOMPARE(sheet.movement().first().toMap().value(QStringLiteral("name")).toString(), u"Move");
    QVERIFY(!sheet.formationChanges().isEmpty());
    QVERIFY(sheet.endOfTurnText().startsWith(u"End of turn before its card: "));

    // Rally is for a shaken or routed unit; a steady one is offered evasion instead.
    QVERIFY(!offered.contains(u"rally"));
    QVERIFY(
        session.setField(QStringLiteral("88th"), QStringLiteral("morale-state"), QStringLiteral("shaken")));
    offered.clear();
    for (const QVariant &a : sheet.actions())
        offered.append(a.toMap().value(QStringLiteral("test")).toString());
    QVERIFY(offered.contains(u"rally"));
    QVERIFY(!offered.contains(u"evade"));
    QVERIFY(session.undo());

    // A commander has no fire dice: fire is not offered first.
    sheet.setUnitId(QStringLiteral("thornby"));
    for (const QVariant &a : sheet.actions())
        QVERIFY(a.toMap().value(QStringLiteral("test")).toString() != u"fire");

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

    const QString to = sheet.formationChanges().first().toMap().value(QStringLiteral("formation")).toString();
    QVERIFY(sheet.changeFormation(to));
    QCOMPARE(session.battle()
                 ->state()
                 .units.value(QStringLiteral("88th"))
                 .fields.value(QStringLiteral("formation"))
                 .toString(),
             to);
}

void TestViewModels::unitSheetMarksMovesInPlayerTurnSystems()
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
                .contains(u"Moved this turn"));
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

void TestViewModels::testSheetResolvesAChainFromTypedFaces()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
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
    QCOMPARE(sheet.targets().first().toMap().value(QStringLiteral("unitId")).toString(), u"45e-1");
    QCOMPARE(sheet.targets().size(), 7); // five French units, then their two commanders
    sheet.setOwnSideTargets(true);
    QCOMPARE(sheet.targets().size(), 7 + 6); // and the British but the firer
    QVERIFY(!sheet.targets().last().toMap().value(QStringLiteral("enemy")).toBool());
    sheet.setOwnSideTargets(false);
    sheet.setTargetId(QStringLiteral("45e-1"));
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
    QCOMPARE(sheet.faces().last().toInt(), 10);
    QCOMPARE(sheet.promptCount(), u"die 3 of 3");
    QVERIFY(sheet.enterFace(9));
    // Then the target's save for each hit, in turn; all three fail.
    QVERIFY(sheet.waiting());
    QVERIFY(sheet.promptTitle().contains(u"1/45e Ligne"));
    QVERIFY(!sheet.promptModifiers().isEmpty()); // the save's own modifiers, worked out
    QVERIFY2(sheet.promptOdds().contains(u"%"), qPrintable(sheet.promptOdds()));
    QVERIFY(sheet.promptCount().contains(u"3"));
    QCOMPARE(sheet.results().size(), 1);
    QVERIFY(sheet.enterFace(1));
    QVERIFY(sheet.enterFace(1));
    sheet.removeLastFace(); // a finger slipped
    QVERIFY(sheet.enterFace(1));
    QVERIFY(sheet.enterFace(1));
    QVERIFY(!sheet.waiting());
    QVERIFY(sheet.complete());
    QVERIFY(!sheet.applied());
    QCOMPARE(session.battle()->journal().size(), 0); // nothing is journaled before Apply
    QVERIFY(sheet.apply());
    QVERIFY(sheet.applied());
    QVERIFY(!sheet.ready());
    QCOMPARE(session.battle()->journal().size(), 1);
    const auto &entry = session.battle()->journal().first();
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

void TestViewModels::testSheetRollsWithTheAppsDice()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setConfirmEffects(false); // applied the moment the chain is done
    sheet.setActorId(QStringLiteral("52nd"));
    sheet.setTestId(QStringLiteral("fire"));
    sheet.setTargetId(QStringLiteral("45e-2"));
    sheet.roll();
    QVERIFY(sheet.complete());
    QVERIFY(sheet.applied());
    QCOMPARE(session.battle()->journal().size(), 1);
    QCOMPARE(adjutant::battle::ActionJson::write(session.battle()->journal().first().action)
                 .value(u"source")
                 .toString(),
             u"app");
    // Replay gives the same state from the journaled faces.
    const auto check = session.battle()->replayFromStart();
    QVERIFY(check.mismatches.isEmpty());
    QCOMPARE(check.hash, session.battle()->stateHash());
}

void TestViewModels::testSheetRejectsImpossibleFaces()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(QStringLiteral("88th"));
    sheet.setTestId(QStringLiteral("fire"));
    QVERIFY(!sheet.enterFace(3)); // no target yet: no dice wanted
    sheet.setTargetId(QStringLiteral("45e-1"));
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

// Chosen Men at two to one: the first attacker's test takes both dice, the second's only its
// own, against the defender's die entered on the sheet; both are journaled and replay.
void TestViewModels::meleeAtTwoToOneTakesTheDefendersDieOnce()
{
    BattleSession session;
    QVERIFY(session.startNew(QStringLiteral(":/scenarios/chosen-men-demo.json")));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setConfirmEffects(false);
    sheet.setActorId(QStringLiteral("riflemen-1"));
    sheet.setTestId(QStringLiteral("melee"));
    sheet.setTargetId(QStringLiteral("fusiliers"));
    const auto input = [&sheet](const QString &id) {
        for (const QVariant &in : sheet.inputs())
            if (in.toMap().value(QStringLiteral("id")) == id)
                return in.toMap();
        return QVariantMap();
    };
    QCOMPARE(input(QStringLiteral("defenderDie")).value(QStringLiteral("value")).toInt(), 0);
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

void TestViewModels::oddsModelRowsAndRoles()
{
    OddsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto parsed = adjutant::dice::DiceParser::parse(u"2d6");
    model.setDistribution(adjutant::dice::distributionOf<double>(*parsed.expression));
    QCOMPARE(model.rowCount(), 11);
    const QModelIndex seven = model.index(5);
    QCOMPARE(model.data(seven, OddsModel::ValueRole).toInt(), 7);
    QCOMPARE(model.data(seven, OddsModel::ProbabilityRole).toDouble(), 6.0 / 36.0);
    QCOMPARE(model.data(seven, OddsModel::ProbabilityTextRole).toString(), u"16.7%");
    QCOMPARE(model.data(seven, OddsModel::AtLeastTextRole).toString(), u"58.3%");
    QCOMPARE(model.peak(), 6.0 / 36.0);
    QVERIFY(model.roleNames().values().contains("probabilityText"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestViewModels::oddsModelSkipsImpossibleValues()
{
    OddsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto parsed = adjutant::dice::DiceParser::parse(u"d66");
    model.setDistribution(adjutant::dice::distributionOf<double>(*parsed.expression));
    QCOMPARE(model.rowCount(), 36);
    QCOMPARE(model.data(model.index(6), OddsModel::ValueRole).toInt(), 21);
}

void TestViewModels::controllerShowsOddsForWhatIsTyped()
{
    DiceController c;
    QAbstractItemModelTester tester(c.odds(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&c, &DiceController::expressionChanged);
    c.setExpression(QStringLiteral("3d10>=5"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(c.valid());
    QVERIFY(c.pool());
    QCOMPARE(c.diceCount(), 3);
    QCOMPARE(c.odds()->rowCount(), 4);
    QCOMPARE(c.meanText(), u"1.80");
}

void TestViewModels::controllerReportsParseErrors()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d7"));
    QVERIFY(!c.valid());
    QCOMPARE(c.error(), u"column 3: there is no d7; use d3, d4, d5, d6, d8, d10, d12, d20 or d66");
    QCOMPARE(c.odds()->rowCount(), 0);
    c.roll(); // nothing to roll: no result, no crash
    QVERIFY(!c.hasResult());
}

void TestViewModels::controllerRollsReproducibly()
{
    DiceController a;
    DiceController b;
    for (DiceController *c : {&a, &b}) {
        c->setExpression(QStringLiteral("4d10kh3"));
        c->reseed(QStringLiteral("42"));
        c->roll();
        QVERIFY(c->hasResult());
    }
    QCOMPARE(a.lastDice(), b.lastDice());
    // Seed 42's first d10 faces are 7 5 1 3: the 1 is dropped.
    QCOMPARE(a.lastValue(), 15);
    QCOMPARE(a.lastDice().at(2).toMap().value(u"kept"_qs).toBool(), false);
}

void TestViewModels::controllerTakesTypedFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("3d10>=5"));
    QSignalSpy rolled(&c, &DiceController::rolled);
    QVERIFY(c.enterFaces(QStringLiteral("5 4 0")));
    QCOMPARE(rolled.count(), 1);
    QCOMPARE(c.lastValue(), 2);
    QCOMPARE(c.lastDice().at(2).toMap().value(u"face"_qs).toInt(), 10);
    QCOMPARE(c.lastSource(), u"typed from real dice");
}

void TestViewModels::controllerRejectsImpossibleFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d6"));
    QVERIFY(!c.enterFaces(QStringLiteral("3 7")));
    QVERIFY(c.faceError().contains(u"no face 7"));
    QVERIFY(!c.hasResult());
    QVERIFY(c.enterFaces(QStringLiteral("3 6")));
    QVERIFY(c.faceError().isEmpty());
}

void TestViewModels::preferencesPersist()
{
    {
        Preferences p;
        QVERIFY(p.darkTheme()); // dark is the default
        QSignalSpy spy(&p, &Preferences::darkThemeChanged);
        p.setDarkTheme(false);
        p.setDarkTheme(false);
        QCOMPARE(spy.count(), 1);
        p.setDiceByHand(true);
    }
    Preferences again;
    QVERIFY(!again.darkTheme());
    QVERIFY(again.diceByHand());
    again.setDarkTheme(true);
    again.setDiceByHand(false);
}

QTEST_GUILESS_MAIN(TestViewModels)
// The theme's colours turn with the player's setting; a morale tone picks its colour.
void TestViewModels::themeFollowsThePreference()
{
    Preferences preferences;
    const bool was = preferences.darkTheme();
    Theme theme(&preferences);
    QSignalSpy turned(&theme, &Theme::darkChanged);
    QCOMPARE(theme.dark(), was);
    const QColor background = theme.background();
    preferences.setDarkTheme(!was);
    QCOMPARE(turned.count(), 1);
    QCOMPARE(theme.dark(), !was);
    QVERIFY(theme.background() != background);
    QCOMPARE(theme.background(), was ? QColor(0xf4, 0xf1, 0xea) : QColor(0x11, 0x15, 0x1c));
    preferences.setDarkTheme(was);
    QVERIFY(Theme(nullptr).dark()); // dark with no setting to follow

    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Routed)), theme.routed());
    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Shaken)), theme.shaken());
    QCOMPARE(theme.toneColour(int(adjutant::rules::morale::Tone::Steady)), theme.textMuted());
}

#include "tst_viewmodels.moc"
