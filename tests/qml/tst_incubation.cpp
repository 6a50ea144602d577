// What is made in the background gives way to the thread's other work: a slice made on the heels
// of a tap's work is cut by as much as that work took, skipped when nothing is left, but never
// skipped twice running.
#include "incubation.h"

#include <QTest>

using adjutant::ui::FrameSlicedIncubation;

class TestIncubation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aSliceGivesWayToOtherWork_data();
    void aSliceGivesWayToOtherWork();
};

void TestIncubation::aSliceGivesWayToOtherWork_data()
{
    QTest::addColumn<int>("sliceMs");
    QTest::addColumn<int>("intervalMs");
    QTest::addColumn<int>("waitedMs"); // since the wait for the slice began
    QTest::addColumn<bool>("skippedLast");
    QTest::addColumn<int>("expected");
    QTest::newRow("on time: a whole slice") << 5 << 2 << 2 << false << 5;
    QTest::newRow("early (a coarse timer): a whole slice") << 5 << 2 << 1 << false << 5;
    QTest::newRow("2 ms of other work: 3 left") << 5 << 2 << 4 << false << 3;
    QTest::newRow("4 ms of other work: 1 left") << 5 << 2 << 6 << false << 1;
    QTest::newRow("a tap's 5 ms: none this time") << 5 << 2 << 7 << false << 0;
    QTest::newRow("a tap's 12 ms: none this time") << 5 << 2 << 14 << false << 0;
    QTest::newRow("busy again after a skip: some all the same") << 5 << 2 << 14 << true << 1;
    QTest::newRow("on time after a skip: a whole slice") << 5 << 2 << 2 << true << 5;
    QTest::newRow("120 Hz: a shorter slice, cut the same") << 2 << 1 << 2 << false << 1;
}

void TestIncubation::aSliceGivesWayToOtherWork()
{
    QFETCH(int, sliceMs);
    QFETCH(int, intervalMs);
    QFETCH(int, waitedMs);
    QFETCH(bool, skippedLast);
    QFETCH(int, expected);
    QCOMPARE(FrameSlicedIncubation::sliceAfter(sliceMs, intervalMs, waitedMs, skippedLast), expected);
}

QTEST_GUILESS_MAIN(TestIncubation)
#include "tst_incubation.moc"
