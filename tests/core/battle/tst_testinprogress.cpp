// The dice of a test or a charge as the players enter them, before the battle journals it: faces
// in order (a d10's 0 its ten), a face the die lacks refused, a face taken back, the app's dice,
// the umpire passing over a triggered test, the rest owed, and the action submitted: the one the
// test sheet and the charge flow propose.
#include "anyunitacts.h"
#include "battle/battle.h"
#include "battle/testinprogress.h"

#include <QTest>

using adjutant::testing::anyUnitActsAnyTime;
using namespace adjutant::battle;

namespace {

std::unique_ptr<Battle> demo(const QString &system)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + system + u"-demo.json"_qs);
    if (!sc.ok())
        qFatal("no demo %s", qPrintable(system));
    return std::make_unique<Battle>(*sc.scenario, anyUnitActsAnyTime(*sc.ruleset), QHash<QString, QString>(),
                                    7);
}

// The 88th fires on 1/45e Ligne at 3": three d10s to hit, then a save for each hit.
action::Resolve volley()
{
    action::Resolve a;
    a.test = u"fire"_qs;
    a.actor = u"88th"_qs;
    a.target = u"45e-1"_qs;
    a.inputs.insert(u"distance"_qs, 3);
    return a;
}

// The 14th Light Dragoons charge 1/45e Ligne from 10", and it stands.
action::Resolve charge()
{
    action::Resolve a;
    a.procedure = u"charge"_qs;
    a.actor = u"14th-ld"_qs;
    a.target = u"45e-1"_qs;
    a.response = u"stand"_qs;
    a.inputs.insert(u"distance"_qs, 10);
    return a;
}

// The faces the tst_chargeflow walks type for this charge: the charger wins its melee.
const QList<int> kChargerWins{6, 1, 3, 1, 4, 10, 3, 3, 1};

} // namespace

class TestTestInProgress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void facesGoInInOrder_data();
    void facesGoInInOrder();
    void aFaceTakenBackIsAskedForAgain();
    void theAppsDiceFillEveryDieWanted();
    void submitBuildsTheActionTheSheetProposed_data();
    void submitBuildsTheActionTheSheetProposed();
    void theUmpirePassesOverTriggeredTests();
    void theRestIsOwedOnceTheMeleeIsDecided();
    void appliedThenUndoneComesBackAsItWas();
};

void TestTestInProgress::facesGoInInOrder_data()
{
    QTest::addColumn<QList<int>>("typed");
    QTest::addColumn<QList<int>>("faces"); // those taken, as the rules read them
    QTest::addColumn<bool>("waiting");
    QTest::addColumn<bool>("complete");
    QTest::addColumn<QString>("error"); // after the last face typed

    QTest::newRow("three hits, a d10's 0 its ten")
        << QList<int>{10, 0, 9} << QList<int>{10, 10, 9} << true << false << QString();
    QTest::newRow("hits then three failed saves end the chain")
        << QList<int>{10, 0, 9, 1, 1, 1} << QList<int>{10, 10, 9, 1, 1, 1} << false << true << QString();
    QTest::newRow("a face the die lacks is refused")
        << QList<int>{11} << QList<int>{} << true << false << u"A d10 has no face 11"_qs;
    QTest::newRow("a negative face is refused")
        << QList<int>{5, -1} << QList<int>{5} << true << false << u"A d10 has no face -1"_qs;
    QTest::newRow("a good face after a refused one clears the error")
        << QList<int>{12, 4} << QList<int>{4} << true << false << QString();
    QTest::newRow("nothing is taken once the chain is done")
        << QList<int>{10, 0, 9, 1, 1, 1, 4} << QList<int>{10, 10, 9, 1, 1, 1} << false << true << QString();
}

void TestTestInProgress::facesGoInInOrder()
{
    QFETCH(QList<int>, typed);
    QFETCH(QList<int>, faces);
    QFETCH(bool, waiting);
    QFETCH(bool, complete);
    QFETCH(QString, error);
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), volley(), true);
    QVERIFY(dice.waiting());
    QCOMPARE(dice.wantedSides(), 10);
    for (const int face : typed) {
        const bool wanted = dice.waiting();
        const qsizetype before = dice.faces().size();
        const bool taken = dice.enterFace(b.get(), face);
        QCOMPARE(taken, dice.faces().size() == before + 1);
        QVERIFY(wanted || !taken);
    }
    QCOMPARE(dice.faces(), faces);
    QCOMPARE(dice.sources(), QList<FaceSource>(faces.size(), FaceSource::Typed));
    QCOMPARE(dice.waiting(), waiting);
    QCOMPARE(dice.complete(), complete);
    QCOMPARE(dice.error(), error);
    QCOMPARE(dice.facesUsed() <= dice.faces().size(), true);
}

void TestTestInProgress::aFaceTakenBackIsAskedForAgain()
{
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), volley(), true);
    QVERIFY(!dice.takeBackLast(b.get())); // nothing to take back
    for (const int face : {10, 10, 9, 1})
        QVERIFY(dice.enterFace(b.get(), face));
    const QString saveAsked = dice.resolution().pending.first().setup.test->id;
    QVERIFY(dice.takeBackLast(b.get()));
    QCOMPARE(dice.faces(), (QList<int>{10, 10, 9}));
    QCOMPARE(dice.resolution().pending.first().setup.test->id, saveAsked); // the same save again
    QVERIFY(dice.waiting());
    // Not ready (the target not chosen): no die is wanted and none is taken.
    dice.setUp(b.get(), volley(), false);
    QVERIFY(!dice.waiting());
    QVERIFY(!dice.enterFace(b.get(), 5));
    QCOMPARE(dice.faces().size(), 3);
}

void TestTestInProgress::theAppsDiceFillEveryDieWanted()
{
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), volley(), true);
    QList<int> asked;
    dice.roll(b.get(), [&asked](int sides) {
        asked.append(sides);
        return sides; // every die its highest face: three hits, and their saves
    });
    QVERIFY(dice.complete());
    QVERIFY(!dice.waiting());
    QVERIFY(asked.size() > 3); // the three fire dice, then the saves their hits call for
    QCOMPARE(asked, QList<int>(asked.size(), 10));
    QCOMPARE(dice.faces(), asked);
    QCOMPARE(dice.sources(), QList<FaceSource>(asked.size(), FaceSource::App));
    QCOMPARE(dice.resolution().facesUsed, asked.size());
}

void TestTestInProgress::submitBuildsTheActionTheSheetProposed_data()
{
    QTest::addColumn<QList<int>>("typed");
    QTest::addColumn<bool>("owe");
    QTest::addColumn<bool>("rerolled"); // its dice rolled again under an officer's order
    QTest::addColumn<bool>("accepted"); // the battle takes it

    QTest::newRow("the whole chain, applied") << QList<int>{10, 0, 9, 1, 1, 1} << false << false << true;
    QTest::newRow("the hits, the saves owed") << QList<int>{10, 0, 9} << true << false << true;
    QTest::newRow("owing the rest keeps no re-roll") << QList<int>{10, 0, 9} << true << true << true;
    QTest::newRow("a re-roll goes with the whole chain")
        << QList<int>{10, 0, 9, 1, 1, 1} << false << true << false;
}

void TestTestInProgress::submitBuildsTheActionTheSheetProposed()
{
    QFETCH(QList<int>, typed);
    QFETCH(bool, owe);
    QFETCH(bool, rerolled);
    QFETCH(bool, accepted);
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), volley(), true);
    const action::Reroll reroll{4, u"officer-reroll"_qs, u"thornby"_qs};
    if (rerolled)
        dice.setReroll(reroll);
    for (const int face : typed)
        QVERIFY(dice.enterFace(b.get(), face));
    QCOMPARE(dice.canOweRest(b.get()), dice.waiting());
    // What the test sheet put together before: its setup, the faces as read, each one typed.
    action::Resolve expected = volley();
    expected.faces = QList<int>{10, 10, 9, 1, 1, 1}.mid(0, typed.size());
    expected.sources = QList<FaceSource>(typed.size(), FaceSource::Typed);
    expected.owe = owe;
    if (rerolled && !owe)
        expected.reroll = reroll;
    const action::Resolve submitted = dice.submission(owe);
    QCOMPARE(submitted, expected);
    // A re-roll of an entry the journal does not hold is refused; the rest is played.
    QString error;
    QCOMPARE(b->propose(Action(submitted), &error).has_value(), accepted);
    QCOMPARE(error.isEmpty(), accepted);
}

void TestTestInProgress::theUmpirePassesOverTriggeredTests()
{
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), charge(), true);
    QVERIFY(dice.isProcedure());
    QList<int> script = kChargerWins;
    int skipped = 0;
    for (int guard = 0; dice.waiting() && guard < 100; ++guard) {
        // Once the melee is decided, each test its result triggers is passed over.
        if (dice.canSkip(b.get()) && !dice.run().winnerId.isEmpty()) {
            QVERIFY(dice.skipPending(b.get()));
            ++skipped;
        } else {
            QVERIFY(!script.isEmpty());
            QVERIFY2(dice.enterFace(b.get(), script.takeFirst()), qPrintable(dice.error()));
        }
    }
    QVERIFY(skipped > 0);
    QVERIFY(dice.complete());
    QCOMPARE(dice.run().ending, u"charger-won"_qs);
    QCOMPARE(dice.skipped().size(), skipped);
    QCOMPARE(dice.submission(false).skipped, dice.skipped());
    // Faces are taken back first, last one first; with none left, the last pass.
    const qsizetype faces = dice.faces().size();
    for (qsizetype i = 0; i < faces; ++i)
        QVERIFY(dice.takeBackLast(b.get()));
    QVERIFY(dice.faces().isEmpty());
    QCOMPARE(dice.skipped().size(), skipped);
    QVERIFY(dice.takeBackLast(b.get()));
    QCOMPARE(dice.skipped().size(), skipped - 1);
    QVERIFY(dice.waiting());
}

void TestTestInProgress::theRestIsOwedOnceTheMeleeIsDecided()
{
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), charge(), true);
    QVERIFY(!dice.canOweRest(b.get())); // the melee's own dice decide who lost
    QList<int> script = kChargerWins;
    while (dice.waiting() && !dice.canOweRest(b.get()) && !script.isEmpty())
        QVERIFY(dice.enterFace(b.get(), script.takeFirst()));
    QVERIFY(!dice.run().winnerId.isEmpty());
    QVERIFY(dice.canOweRest(b.get()));
    const action::Resolve submitted = dice.submission(true);
    QVERIFY(submitted.owe);
    QCOMPARE(submitted.faces, std::optional<QList<int>>(dice.faces()));
    QString error;
    auto proposal = b->propose(Action(submitted), &error);
    QVERIFY2(proposal, qPrintable(error));
    b->accept(std::move(*proposal));
    dice.submitted(b->journal().last().seq, true);
    QVERIFY(dice.applied());
    QVERIFY(!dice.waiting()); // what was not rolled is owed, not asked for
    QVERIFY(!dice.canOweRest(b.get()));
    QVERIFY(!dice.enterFace(b.get(), 5));
    QVERIFY(!b->state().owed.isEmpty());
}

void TestTestInProgress::appliedThenUndoneComesBackAsItWas()
{
    const auto b = demo(u"kgcwo"_qs);
    TestInProgress dice;
    dice.setUp(b.get(), volley(), true);
    for (const int face : {10, 0, 9, 1, 1, 1})
        QVERIFY(dice.enterFace(b.get(), face));
    QString error;
    auto proposal = b->propose(Action(dice.submission(false)), &error);
    QVERIFY2(proposal, qPrintable(error));
    b->accept(std::move(*proposal));
    dice.submitted(b->journal().last().seq, false);
    QVERIFY(dice.applied());
    QVERIFY(!dice.followJournal(b.get())); // nothing changed
    QVERIFY(b->apply(Action(action::Undo{})).entry);
    QVERIFY(dice.followJournal(b.get()));
    QVERIFY(!dice.applied());
    QCOMPARE(dice.faces(), (QList<int>{10, 10, 9, 1, 1, 1}));
    QVERIFY(dice.complete()); // its dice there to apply again
    // Kept beside the journal and entered again, it is where it was.
    TestInProgress again;
    again.setUp(b.get(), volley(), true);
    again.restore(b.get(), dice.withDice(volley()));
    QCOMPARE(again.faces(), dice.faces());
    QCOMPARE(again.sources(), dice.sources());
    QVERIFY(again.complete());
}

QTEST_GUILESS_MAIN(TestTestInProgress)
#include "tst_testinprogress.moc"
