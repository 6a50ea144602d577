// The test sheet loses nothing and tells the truth: a test under way is kept beside the journal
// and offered again when the battle reopens; an undone test no longer says "Applied"; results
// and odds are coloured by what they mean for the side taking the test.
#include "controllers/battlesession.h"
#include "controllers/testsheet.h"
#include "models/journalmodel.h"
#include "readytoact.h"

#include "battle/battlefile.h"
#include "battle/testunderway.h"
#include "files/appfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

// What the sheets keep is written on the session's writing thread: on the disk, and any problem
// said on the banner, once this returns.
static void settle(BattleSession &session)
{
    session.sideFiles().settle();
    QCoreApplication::processEvents(); // a problem is told on the GUI thread, queued
}

static const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

class TestSheetKeeps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("ADJUTANT_SEED", "7");
        QDir(adjutant::AppFolders::battles()).removeRecursively();
    }
    void aTestUnderWaySurvivesClosing_data();
    void aTestUnderWaySurvivesClosing();
    void aDamagedKeptTestIsNotOffered();
    void aKeptTestIsNeverWrittenThroughALink();
    void undoShowsTheUndoneState();
    void tonesAreForTheSideWhoseDiceTheyAre();
};

void TestSheetKeeps::aTestUnderWaySurvivesClosing_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QString>("offer");
    QTest::newRow("a-target") << "45e-1" << QStringList{} << QList<int>{}
                              << "Fire: 1/52nd Foot against 1/45e Ligne";
    QTest::newRow("a-tick") << "45e-1" << QStringList{u"enfilade"_qs} << QList<int>{}
                            << "Fire: 1/52nd Foot against 1/45e Ligne";
    QTest::newRow("faces") << "45e-2" << QStringList{u"enfilade"_qs} << QList<int>{7, 2}
                           << "Fire: 1/52nd Foot against 2/45e Ligne (dice so far: 7 2)";
}

void TestSheetKeeps::aTestUnderWaySurvivesClosing()
{
    QFETCH(QString, target);
    QFETCH(QStringList, ticked);
    QFETCH(QList<int>, faces);
    QFETCH(QString, offer);
    QString file;
    {
        BattleSession session;
        QVERIFY(session.startNew(kKgcwo));
        QVERIFY(adjutant::testing::readyToAct(session, u"52nd"_qs, u"fire"_qs));
        file = session.filePath();
        TestSheet sheet;
        sheet.setSession(&session);
        QVERIFY(!sheet.underWay());
        sheet.setActorId(u"52nd"_qs);
        sheet.setTestId(u"fire"_qs);
        settle(session);
        QVERIFY(!QFile::exists(adjutant::battle::TestUnderWay::pathFor(file))); // nothing to lose yet
        sheet.setTargetId(target);
        sheet.setInput(u"distance"_qs, 3);
        for (const QString &t : ticked)
            sheet.toggle(t);
        for (int f : faces)
            QVERIFY(sheet.enterFace(f));
        QVERIFY(sheet.underWay());
        settle(session);
        QVERIFY(QFile::exists(adjutant::battle::TestUnderWay::pathFor(file)));
        session.close(); // as the window closes, or the app dies: the file stays
    }
    BattleSession again;
    QVERIFY(again.open(file));
    TestSheet sheet;
    sheet.setSession(&again);
    QCOMPARE(sheet.offerText(), offer);
    QCOMPARE(sheet.offerActor(), u"52nd");
    QVERIFY(sheet.takeOffer());
    QVERIFY(sheet.offerText().isEmpty());
    QCOMPARE(sheet.testId(), u"fire");
    QCOMPARE(sheet.targetId(), target);
    QCOMPARE(sheet.faces().size(), faces.size());
    // the distance measured is kept with it
    QCOMPARE(sheet.inputRows().first().value, 3);
    for (const QString &t : ticked) {
        bool active = false;
        for (int r = 0; r < sheet.modifiers()->rowCount(); ++r)
            if (sheet.modifiers()->data(sheet.modifiers()->index(r), ModifierListModel::ModifierIdRole) == t)
                active = sheet.modifiers()
                             ->data(sheet.modifiers()->index(r), ModifierListModel::ActiveRole)
                             .toBool();
        QVERIFY2(active, qPrintable(t));
    }
    // Finished and applied, it is no longer kept.
    sheet.roll();
    QVERIFY(sheet.complete());
    QVERIFY(sheet.apply());
    settle(again);
    QVERIFY(!QFile::exists(adjutant::battle::TestUnderWay::pathFor(file)));
}

void TestSheetKeeps::aDamagedKeptTestIsNotOffered()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    const QString file = session.filePath();
    QFile pending(adjutant::battle::TestUnderWay::pathFor(file));
    QVERIFY(pending.open(QIODevice::WriteOnly));
    pending.write(R"({"kind":"resolve","tset":"fire"})");
    pending.close();
    QString error;
    QVERIFY(!adjutant::battle::TestUnderWay::read(file, &error));
    QVERIFY2(error.contains(u"damaged"), qPrintable(error));
    TestSheet sheet;
    sheet.setSession(&session);
    QVERIFY(sheet.offerText().isEmpty());
    QVERIFY(pending.exists()); // left for the players to look at, never overwritten unasked
    // Said on the battle's banner, and play goes on.
    QVERIFY2(session.error().contains(u"damaged"_qs) && session.error().contains(u"Play goes on"_qs),
             qPrintable(session.error()));
}

// FILE.pending as a link to the journal: the app warned, then wrote the next test under way
// through it, over the journal (an acknowledged entry lost, and recover said nothing was). Now
// nothing is written through it, the banner says so once, and the test is played all the same.
void TestSheetKeeps::aKeptTestIsNeverWrittenThroughALink()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    // An entry in the journal to lose (the umpire's word that the 52nd's card came up, so it may fire).
    QVERIFY(adjutant::testing::readyToAct(session, u"52nd"_qs, u"fire"_qs));
    const QString file = session.filePath();
    const QString journal = adjutant::battle::BattleFile::logPath(file);
    QVERIFY(QFile::link(journal, adjutant::battle::TestUnderWay::pathFor(file)));
    const auto bytes = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray before = bytes(journal);
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(u"52nd"_qs);
    sheet.setTestId(u"fire"_qs);
    sheet.setTargetId(u"45e-1"_qs);
    QVERIFY(sheet.underWay());
    settle(session);
    QCOMPARE(bytes(journal), before);
    QVERIFY2(session.error().contains(u"link"_qs) && session.error().contains(u"Play goes on"_qs),
             qPrintable(session.error()));
    session.clearError();
    sheet.toggle(u"enfilade"_qs); // kept again: refused again, said once
    settle(session);
    QVERIFY(session.error().isEmpty());
    QCOMPARE(bytes(journal), before);
    sheet.setInput(u"distance"_qs, 3); // a volley rolls once the distance is measured
    settle(session);
    QVERIFY(session.error().isEmpty());
    QCOMPARE(bytes(journal), before);
    sheet.roll();
    QVERIFY2(sheet.complete(), qPrintable(sheet.refusal() + sheet.problems().join(u"; ") + sheet.error()));
    QVERIFY2(sheet.apply(), qPrintable(session.error()));
    QCOMPARE(session.journal()->rowCount(), 2);
    settle(session);
    QVERIFY(QFileInfo(adjutant::battle::TestUnderWay::pathFor(file)).isSymLink());
}

void TestSheetKeeps::undoShowsTheUndoneState()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, u"52nd"_qs, u"fire"_qs));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(u"52nd"_qs);
    sheet.setTestId(u"fire"_qs);
    sheet.setInput(u"distance"_qs, 3);
    sheet.setTargetId(u"45e-2"_qs);
    for (int f : {1, 1, 1})
        QVERIFY(sheet.enterFace(f));
    QVERIFY(sheet.apply());
    QVERIFY(sheet.applied());
    QVERIFY(!sheet.underWay());
    QVERIFY(session.undo());
    QVERIFY(!sheet.applied()); // not "Applied" once undone
    QVERIFY(sheet.complete()); // its dice still there, to apply again
    QVERIFY(sheet.underWay());
    QVERIFY(session.redo());
    QVERIFY(sheet.applied());
}

void TestSheetKeeps::tonesAreForTheSideWhoseDiceTheyAre()
{
    BattleSession session;
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(adjutant::testing::readyToAct(session, u"52nd"_qs, u"fire"_qs));
    TestSheet sheet;
    sheet.setSession(&session);
    sheet.setActorId(u"52nd"_qs);
    sheet.setTestId(u"fire"_qs);
    sheet.setInput(u"distance"_qs, 3);
    sheet.setTargetId(u"45e-2"_qs);
    QCOMPARE(sheet.oddsLabel(), u"Chance of hits");
    // Three hits, then the target's saves, each coloured for the side whose dice they are: a save
    // that holds is good for the saver, one that fails bad for it (whoever's sheet it is).
    for (int f : {10, 10, 10, 10, 1, 1})
        if (sheet.waiting())
            QVERIFY(sheet.enterFace(f));
    const QList<ResultRow> results = sheet.results()->rows<ResultRow>();
    QVERIFY(results.size() >= 3);
    const ResultRow &fire = results.first();
    QVERIFY(!fire.dice.isEmpty());
    for (const ResultDie &d : fire.dice)
        QCOMPARE(d.tone, u"good");
    const ResultRow &saved = results.at(1);
    QCOMPARE(saved.outcome, u"Saved");
    QCOMPARE(saved.tone, u"good");
    const ResultRow &casualty = results.at(2);
    QCOMPARE(casualty.outcome, u"Casualty");
    QCOMPARE(casualty.tone, u"bad");
}

QTEST_GUILESS_MAIN(TestSheetKeeps)
#include "tst_testsheetkeeps.moc"
