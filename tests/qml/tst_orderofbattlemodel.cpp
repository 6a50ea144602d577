// OrderOfBattleModel: the units by side, folding, following the battle state, and units that join.
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

class TestOrderOfBattleModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void orderOfBattleFoldsAndFollowsTheState();
    void aUnitJoinsTheOrderOfBattle();
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

void TestOrderOfBattleModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestOrderOfBattleModel::orderOfBattleFoldsAndFollowsTheState()
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

void TestOrderOfBattleModel::aUnitJoinsTheOrderOfBattle()
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
    // Its id made by the scenario editor's rule: accents dropped, as idFromName makes it.
    QVERIFY(session.joinUnit(QStringLiteral("9e Léger"), QStringLiteral("infantry"),
                             QStringLiteral("british"), {}));
    QVERIFY(session.battle()->state().units.contains(QStringLiteral("9e-leger")));
    QCOMPARE(session.unitName(QStringLiteral("9e-leger")), u"9e Léger");
    QVERIFY(session.undo());
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

QTEST_GUILESS_MAIN(TestOrderOfBattleModel)
#include "tst_orderofbattlemodel.moc"
