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
    model.setTargets(targets(30));
    QCOMPARE(reset.count(), 0);
    model.setTargets(targets(31));
    QCOMPARE(reset.count(), 1);
}

QTEST_GUILESS_MAIN(TestTargetListModel)
#include "tst_targetlistmodel.moc"
