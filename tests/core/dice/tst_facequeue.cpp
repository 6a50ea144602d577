// The one source of faces: recorded faces taken as kept, typed ones read as a player means them,
// the die that found none left remembered, and the app's rolls kept for the journal.
#include "dice/facequeue.h"
#include "dice/randomsource.h"

#include <QTest>

using namespace adjutant::dice;

class TestFaceQueue : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handsOutInOrder_data();
    void handsOutInOrder();
    void keepsWhatTheAppRolled();
};

void TestFaceQueue::handsOutInOrder_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<bool>("typed");
    QTest::addColumn<QList<int>>("dice"); // the sizes asked for, in order
    QTest::addColumn<QList<int>>("given"); // what came back; -1 for nothing
    QTest::addColumn<int>("wanted");
    QTest::newRow("recorded") << QList<int>{3, 10, 6} << false << QList<int>{10, 10, 6}
                              << QList<int>{3, 10, 6} << 0;
    QTest::newRow("typed-d10-zero-is-ten")
        << QList<int>{0, 7} << true << QList<int>{10, 10} << QList<int>{10, 7} << 0;
    // A d6 has no ten: its 0 stays 0, for the resolver to refuse by name.
    QTest::newRow("typed-d6-zero-stays") << QList<int>{0} << true << QList<int>{6} << QList<int>{0} << 0;
    // Kept faces are not read again: a journal's 0 is a mistake the resolver names.
    QTest::newRow("recorded-zero-stays") << QList<int>{0} << false << QList<int>{10} << QList<int>{0} << 0;
    QTest::newRow("runs-out-remembers-first-die")
        << QList<int>{4} << true << QList<int>{6, 10, 20} << QList<int>{4, -1, -1} << 10;
    QTest::newRow("none") << QList<int>{} << false << QList<int>{20} << QList<int>{-1} << 20;
}

void TestFaceQueue::handsOutInOrder()
{
    QFETCH(QList<int>, faces);
    QFETCH(bool, typed);
    QFETCH(QList<int>, dice);
    QFETCH(QList<int>, given);
    QFETCH(int, wanted);
    FaceQueue queue(faces, typed ? FaceQueue::Reading::AsTyped : FaceQueue::Reading::AsRecorded);
    const FaceSupplier supply = queue.supplier();
    QList<int> got;
    for (int sides : dice)
        got.append(supply(sides).value_or(-1));
    QCOMPARE(got, given);
    QCOMPARE(queue.wantedSides(), wanted);
    QCOMPARE(queue.used(), std::min(faces.size(), dice.size()));
}

void TestFaceQueue::keepsWhatTheAppRolled()
{
    ScriptedRandomSource dice({5, 2, 9});
    QList<int> rolled;
    const FaceSupplier supply = FaceQueue::rolling(dice, &rolled);
    QCOMPARE(supply(6), 5);
    QCOMPARE(supply(6), 2);
    QCOMPARE(supply(10), 9);
    QCOMPARE(rolled, (QList<int>{5, 2, 9}));
    // And what was kept hands the same faces out again, as a replay does.
    const FaceSupplier replay = FaceQueue::of(rolled);
    QCOMPARE(replay(6), 5);
    QCOMPARE(replay(6), 2);
    QCOMPARE(replay(10), 9);
    QCOMPARE(replay(10), std::nullopt);
}

QTEST_GUILESS_MAIN(TestFaceQueue)
#include "tst_facequeue.moc"
