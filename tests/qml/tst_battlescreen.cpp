// The battle screen (BattleScreen) knows what is open and what is under way: a tap opens the
// sheet it names, a test under way is asked about before anything takes its place, and the
// answer does what was asked.
#include "controllers/battlescreen.h"
#include "readytoact.h"

#include "files/appfolders.h"

#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

static const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

class TestBattleScreen : public QObject
{
    Q_OBJECT

    // A session on the KGCWO demo, with its sheets under a screen.
    struct Table {
        BattleSession session;
        TestSheet sheet;
        ChargeFlow flow;
        BattleScreen screen;
        Table()
        {
            sheet.setSession(&session);
            flow.setSession(&session);
            screen.setSession(&session);
            screen.setTestSheet(&sheet);
            screen.setChargeFlow(&flow);
        }
    };

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ADJUTANT_SEED", "7");
        QDir(adjutant::AppFolders::battles()).removeRecursively();
    }

    void aTapOpensItsSheet_data()
    {
        QTest::addColumn<QString>("tap"); // unit, test, charge, close
        QTest::addColumn<QString>("selected");
        QTest::addColumn<bool>("testOpen");
        QTest::addColumn<bool>("chargeOpen");
        QTest::newRow("a-row-opens-the-unit") << "unit"
                                              << "52nd" << false << false;
        QTest::newRow("a-test-opens-the-test-sheet") << "test"
                                                     << "52nd" << true << false;
        QTest::newRow("a-charge-opens-the-charge-flow") << "charge"
                                                        << "52nd" << false << true;
        QTest::newRow("close-after-a-test-leaves-the-unit") << "close"
                                                            << "52nd" << false << false;
    }
    void aTapOpensItsSheet()
    {
        QFETCH(QString, tap);
        QFETCH(QString, selected);
        QFETCH(bool, testOpen);
        QFETCH(bool, chargeOpen);
        Table t;
        QVERIFY(t.session.startNew(kKgcwo));
        t.screen.start();
        QSignalSpy opened(&t.screen, &BattleScreen::unitOpened);
        t.screen.openUnit(u"52nd"_qs);
        QCOMPARE(opened.size(), 1);
        if (tap == u"test" || tap == u"close")
            t.screen.openTest(u"fire"_qs);
        if (tap == u"charge")
            t.screen.openCharge(u"charge"_qs);
        if (tap == u"close")
            t.screen.closeSheet();
        QCOMPARE(t.screen.selectedUnit(), selected);
        QCOMPARE(t.screen.testOpen(), testOpen);
        QCOMPARE(t.screen.chargeOpen(), chargeOpen);
        QVERIFY(t.screen.sheetOpen());
        if (testOpen) {
            QCOMPARE(t.sheet.actorId(), selected);
            QCOMPARE(t.sheet.testId(), u"fire"_qs);
        }
    }

    // A test under way is asked about before another takes its place; dropped, the other opens.
    void aTestUnderWayIsAskedAbout_data()
    {
        QTest::addColumn<bool>("dropIt");
        QTest::addColumn<QString>("testAfter");
        QTest::newRow("go-on-keeps-the-test") << false << "fire";
        QTest::newRow("drop-opens-the-other") << true << "rally";
    }
    void aTestUnderWayIsAskedAbout()
    {
        QFETCH(bool, dropIt);
        QFETCH(QString, testAfter);
        Table t;
        QVERIFY(t.session.startNew(kKgcwo));
        t.screen.start();
        t.screen.openUnit(u"52nd"_qs);
        t.screen.openTest(u"fire"_qs);
        t.sheet.setTargetId(u"45e-1"_qs); // under way once it has a target
        QVERIFY(t.sheet.underWay());
        QSignalSpy asked(&t.screen, &BattleScreen::questionAsked);
        t.screen.openTest(u"rally"_qs);
        QCOMPARE(asked.size(), 1);
        QVERIFY(!t.screen.askingReopened());
        QVERIFY(!t.screen.askingCharge());
        QCOMPARE(t.sheet.testId(), u"fire"_qs); // nothing changed before the answer
        if (dropIt)
            t.screen.drop();
        else
            t.screen.goOn();
        QVERIFY(t.screen.testOpen());
        QCOMPARE(t.sheet.testId(), testAfter);
        QCOMPARE(t.sheet.targetId().isEmpty(), dropIt);
    }

    // An owed test is opened by its number: its unit, its test and its target, taking it.
    void anOwedTestOpensByItsNumber()
    {
        Table t;
        QVERIFY(t.session.startNew(kKgcwo));
        QVERIFY(adjutant::testing::readyToAct(t.session, u"52nd"_qs, u"fire"_qs));
        QVERIFY(adjutant::testing::readyToAct(t.session, u"45e-1"_qs, u"save-hit"_qs));
        t.screen.start();
        t.screen.openOwed(1); // none owed yet: nothing opens
        QVERIFY(!t.screen.testOpen());
        t.screen.openUnit(u"52nd"_qs);
        t.screen.openTest(u"fire"_qs);
        t.sheet.setTargetId(u"45e-1"_qs);
        t.sheet.setInput(u"distance"_qs, 3);
        for (const int face : {9, 9, 2})
            QVERIFY(t.sheet.enterFace(face));
        QVERIFY(t.sheet.applyOwingRest()); // the two saves owed
        QCOMPARE(t.session.owed()->count(), 2);
        const int owedId = t.session.owed()->owedIdAt(0);
        t.screen.openOwed(owedId);
        QVERIFY(t.screen.testOpen());
        QCOMPARE(t.screen.selectedUnit(), u"45e-1"_qs);
        QCOMPARE(t.sheet.actorId(), u"45e-1"_qs);
        QCOMPARE(t.sheet.testId(), u"save-hit"_qs);
        QCOMPARE(t.sheet.targetId(), u"52nd"_qs);
        QCOMPARE(t.sheet.owedId(), owedId);
    }
};

QTEST_MAIN(TestBattleScreen)
#include "tst_battlescreen.moc"
