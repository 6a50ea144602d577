// The test sheet's targets as a list model: grouped rows with a heading where the group changes,
// a search over names and groups, and at most TargetListModel::shownAtMost rows shown, so a club
// battle's two thousand units are found by typing rather than laid out as chips.

#include "models/targetlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using adjutant::ui::TargetListModel;

namespace {

// `count` targets in groups of ten: "Unit 0" ... in "Side A · Colonel 0", "Side A · Colonel 1"...
QList<TargetListModel::Target> targets(int count)
{
    QList<TargetListModel::Target> out;
    for (int i = 0; i < count; ++i)
        out.append({QStringLiteral("u%1").arg(i), QStringLiteral("Unit %1").arg(i),
                    QStringLiteral("Side A · Colonel %1").arg(i / 10), QStringLiteral("#1f4e9c"),
                    QStringLiteral("solid"), true});
    return out;
}

} // namespace

class TestTargetListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsAtMostItsShareAndSearchFindsTheRest_data();
    void showsAtMostItsShareAndSearchFindsTheRest();
    void sameTargetsTellTheViewNothing();
    void changedTargetsTellTheViewWhatChanged_data();
    void changedTargetsTellTheViewWhatChanged();
};

void TestTargetListModel::showsAtMostItsShareAndSearchFindsTheRest_data()
{
    QTest::addColumn<int>("total");
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("matching");
    QTest::addColumn<int>("shown");
    QTest::addColumn<QString>("first");
    QTest::newRow("a-few-all-shown") << 7 << QString() << 7 << 7 << u"u0"_qs;
    QTest::newRow("a-club-battle-capped")
        << 2000 << QString() << 2000 << TargetListModel::shownAtMost << u"u0"_qs;
    QTest::newRow("by-name") << 2000 << u"unit 1999"_qs << 1 << 1 << u"u1999"_qs;
    QTest::newRow("by-name-any-case")
        << 2000 << u"UNIT 19"_qs << 111 << TargetListModel::shownAtMost << u"u19"_qs;
    QTest::newRow("by-commander") << 2000 << u"colonel 42"_qs << 10 << 10 << u"u420"_qs;
    QTest::newRow("nothing") << 2000 << u"hussars"_qs << 0 << 0 << QString();
}

void TestTargetListModel::showsAtMostItsShareAndSearchFindsTheRest()
{
    QFETCH(int, total);
    QFETCH(QString, search);
    QFETCH(int, matching);
    QFETCH(int, shown);
    QFETCH(QString, first);
    TargetListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTargets(targets(total));
    model.setSearch(search);
    QCOMPARE(model.total(), total);
    QCOMPARE(model.matching(), matching);
    QCOMPARE(model.count(), shown);
    QCOMPARE(model.rowCount(), shown);
    if (shown == 0)
        return;
    QCOMPARE(model.data(model.index(0), TargetListModel::UnitIdRole).toString(), first);
    // A heading before the first row of each group, and only there.
    for (int row = 0; row < shown; ++row) {
        const QString group = model.data(model.index(row), TargetListModel::GroupRole).toString();
        const bool changes
            = row == 0 || model.data(model.index(row - 1), TargetListModel::GroupRole).toString() != group;
        QCOMPARE(model.data(model.index(row), TargetListModel::HeadsRole).toBool(), changes);
    }
    QVERIFY(model.offers(u"u0"_qs));
    QVERIFY(!model.offers(u"nobody"_qs));
}

void TestTargetListModel::sameTargetsTellTheViewNothing()
{
    TargetListModel model;
    model.setTargets(targets(30));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setTargets(targets(30));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 0);
    model.setTargets(targets(31)); // one more at the end: that row alone
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 1);
}

// A target removed (by the test just applied) takes its row out and the next one past the cap
// in at the end, so the view keeps its other chips rather than laying all sixty out again (the
// test sheet's Apply in a club battle); the rows and headings are then as a fresh list's.
void TestTargetListModel::changedTargetsTellTheViewWhatChanged_data()
{
    QTest::addColumn<int>("total");
    QTest::addColumn<QList<int>>("removed"); // from the targets, by place
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("rowsRemoved");
    QTest::addColumn<int>("rowsInserted");
    QTest::addColumn<int>("resets");
    QTest::newRow("one-of-a-few") << 7 << QList<int>{3} << QString() << 1 << 0 << 0;
    QTest::newRow("first-of-its-group") << 30 << QList<int>{10} << QString() << 1 << 0 << 0;
    QTest::newRow("one-of-a-club-battle-shown") << 2000 << QList<int>{5} << QString() << 1 << 1 << 0;
    QTest::newRow("one-of-a-club-battle-not-shown") << 2000 << QList<int>{1500} << QString() << 0 << 0 << 0;
    QTest::newRow("two-of-a-club-battle") << 2000 << QList<int>{0, 59} << QString() << 2 << 1 << 0;
    QTest::newRow("found-by-search") << 2000 << QList<int>{420} << u"colonel 42"_qs << 1 << 0 << 0;
    // Nothing shown is left: a new list.
    QTest::newRow("every-shown-one") << 3 << QList<int>{0, 1, 2} << QString() << 0 << 0 << 1;
}

void TestTargetListModel::changedTargetsTellTheViewWhatChanged()
{
    QFETCH(int, total);
    QFETCH(QList<int>, removed);
    QFETCH(QString, search);
    QFETCH(int, rowsRemoved);
    QFETCH(int, rowsInserted);
    QFETCH(int, resets);
    TargetListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSearch(search);
    model.setTargets(targets(total));
    QList<TargetListModel::Target> after = targets(total);
    for (auto it = removed.crbegin(); it != removed.crend(); ++it)
        after.removeAt(*it);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy rowsGone(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy rowsCome(&model, &QAbstractItemModel::rowsInserted);
    model.setTargets(after);
    QCOMPARE(reset.count(), resets);
    QCOMPARE(rowsGone.count(), rowsRemoved);
    QCOMPARE(rowsCome.count(), rowsInserted);
    TargetListModel fresh;
    fresh.setSearch(search);
    fresh.setTargets(after);
    QCOMPARE(model.rowCount(), fresh.rowCount());
    QCOMPARE(model.matching(), fresh.matching());
    for (int row = 0; row < fresh.rowCount(); ++row)
        for (int role : {int(TargetListModel::UnitIdRole), int(TargetListModel::GroupRole),
                         int(TargetListModel::HeadsRole)})
            QCOMPARE(model.data(model.index(row), role), fresh.data(fresh.index(row), role));
}

QTEST_GUILESS_MAIN(TestTargetListModel)
#include "tst_targetlistmodel.moc"
