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

QTEST_GUILESS_MAIN(TestUnitSheet)
#include "tst_unitsheet.moc"
