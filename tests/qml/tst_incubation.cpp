// What is made in the background gives way to the thread's other work: a slice made on the heels
// of a tap's work is cut by the thread's CPU time that work took, skipped when nothing is left, but
// never skipped twice running.
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
    QTest::addColumn<double>("otherWorkMs"); // the thread's CPU time since the last slice
    QTest::addColumn<bool>("skippedLast");
    QTest::addColumn<int>("expected");
    QTest::newRow("idle (or asleep): a whole slice") << 5 << 0.0 << false << 5;
    QTest::newRow("a little drawing: most of it") << 5 << 0.5 << false << 4;
    QTest::newRow("2 ms of other work: 3 left") << 5 << 2.0 << false << 3;
    QTest::newRow("4 ms of other work: 1 left") << 5 << 4.0 << false << 1;
    QTest::newRow("a tap's 5 ms: none this time") << 5 << 5.0 << false << 0;
    QTest::newRow("a tap's 12 ms: none this time") << 5 << 12.0 << false << 0;
    QTest::newRow("busy again after a skip: some all the same") << 5 << 12.0 << true << 1;
    QTest::newRow("idle after a skip: a whole slice") << 5 << 0.0 << true << 5;
    QTest::newRow("120 Hz: a shorter slice, cut the same") << 2 << 1.0 << false << 1;
}

void TestIncubation::aSliceGivesWayToOtherWork()
{
    QFETCH(int, sliceMs);
    QFETCH(double, otherWorkMs);
    QFETCH(bool, skippedLast);
    QFETCH(int, expected);
    QCOMPARE(FrameSlicedIncubation::sliceAfter(sliceMs, otherWorkMs, skippedLast), expected);
}

QTEST_GUILESS_MAIN(TestIncubation)
#include "tst_incubation.moc"
