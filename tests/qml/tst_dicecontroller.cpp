// DiceController: odds for what is typed, parse errors, reproducible rolls and typed faces.
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

class TestDiceController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void controllerShowsOddsForWhatIsTyped();
    void controllerReportsParseErrors();
    void controllerRollsReproducibly();
    void controllerTakesTypedFaces();
    void controllerRejectsImpossibleFaces();
};

void TestDiceController::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qputenv("ADJUTANT_SEED", "7");
    QDir(adjutant::AppFolders::battles()).removeRecursively();
}

void TestDiceController::controllerShowsOddsForWhatIsTyped()
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

void TestDiceController::controllerReportsParseErrors()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d7"));
    QVERIFY(!c.valid());
    QCOMPARE(c.error(), u"column 3: there is no d7; use d3, d4, d5, d6, d8, d10, d12, d20 or d66");
    QCOMPARE(c.odds()->rowCount(), 0);
    c.roll(); // nothing to roll: no result, no crash
    QVERIFY(!c.hasResult());
}

void TestDiceController::controllerRollsReproducibly()
{
    DiceController a;
    DiceController b;
    for (DiceController *c : {&a, &b}) {
        c->setExpression(QStringLiteral("4d10kh3"));
        c->reseed(QStringLiteral("42"));
        c->roll();
        QVERIFY(c->hasResult());
    }
    QCOMPARE(a.lastDiceRows(), b.lastDiceRows());
    // Seed 42's first d10 faces are 7 5 1 3: the 1 is dropped.
    QCOMPARE(a.lastValue(), 15);
    QCOMPARE(a.lastDiceRows().at(2).kept, false);
}

void TestDiceController::controllerTakesTypedFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("3d10>=5"));
    QSignalSpy rolled(&c, &DiceController::rolled);
    QVERIFY(c.enterFaces(QStringLiteral("5 4 0")));
    QCOMPARE(rolled.count(), 1);
    QCOMPARE(c.lastValue(), 2);
    QCOMPARE(c.lastDiceRows().at(2).face, 10);
    QCOMPARE(c.lastSource(), u"typed from real dice");
}

void TestDiceController::controllerRejectsImpossibleFaces()
{
    DiceController c;
    c.setExpression(QStringLiteral("2d6"));
    QVERIFY(!c.enterFaces(QStringLiteral("3 7")));
    QVERIFY(c.faceError().contains(u"no face 7"));
    QVERIFY(!c.hasResult());
    QVERIFY(c.enterFaces(QStringLiteral("3 6")));
    QVERIFY(c.faceError().isEmpty());
}

QTEST_GUILESS_MAIN(TestDiceController)
#include "tst_dicecontroller.moc"
