// Orders: which formations a unit type ever takes (one rule, shared by the unit sheet and the
// formation change), and that the change's plan never offers what that rule refuses.

#include "rulestesting.h"

#include "rules/orders.h"

#include <QTest>

using namespace adjutant::rules;
using namespace adjutant::testing;

class TestOrders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mayForm_data();
    void mayForm();
    void formationChangeFollowsMayForm_data();
    void formationChangeFollowsMayForm();
};

void TestOrders::mayForm_data()
{
    QTest::addColumn<QStringList>("typeFormations"); // the type's own list; empty: any of its arm
    QTest::addColumn<QString>("arm");
    QTest::addColumn<QStringList>("formationArms"); // empty: any arm
    QTest::addColumn<bool>("may");
    QTest::newRow("on-the-type-list") << QStringList{u"square"_qs} << "infantry" << QStringList{} << true;
    QTest::newRow("not-on-the-type-list") << QStringList{u"line"_qs} << "infantry" << QStringList{} << false;
    // The type's list decides, even against the formation's arms.
    QTest::newRow("the-type-list-wins")
        << QStringList{u"square"_qs} << "cavalry" << QStringList{u"infantry"_qs} << true;
    QTest::newRow("no-list-the-arm-may")
        << QStringList{} << "infantry" << QStringList{u"infantry"_qs} << true;
    QTest::newRow("no-list-the-arm-may-not")
        << QStringList{} << "cavalry" << QStringList{u"infantry"_qs} << false;
    QTest::newRow("no-list-any-arm") << QStringList{} << "artillery" << QStringList{} << true;
}

void TestOrders::mayForm()
{
    QFETCH(QStringList, typeFormations);
    QFETCH(QString, arm);
    QFETCH(QStringList, formationArms);
    QFETCH(bool, may);
    UnitType type;
    type.id = u"t"_qs;
    type.arm = arm;
    type.formations = typeFormations;
    Formation square;
    square.id = u"square"_qs;
    square.arms = formationArms;
    QCOMPARE(Orders::mayForm(type, square), may);
}

void TestOrders::formationChangeFollowsMayForm_data()
{
    QTest::addColumn<QString>("ruleset");
    // The two systems with formation changes.
    for (const char *id : {"kgcwo", "brigade"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestOrders::formationChangeFollowsMayForm()
{
    QFETCH(QString, ruleset);
    const Ruleset rs = loadRuleset(ruleset);
    QVERIFY(rs.formationChanges);
    int refused = 0;
    for (const UnitType &type : rs.unitTypes)
        for (const Formation &f : rs.formations) {
            Situation s;
            s.units.insert(u"actor"_qs, unit(u"u"_qs, type.id));
            const FormationChangePlan plan = Orders::formationChange(rs, s, f.id);
            if (!Orders::mayForm(type, f)) {
                ++refused;
                QVERIFY2(!plan.allowed, qPrintable(type.id + u" → " + f.id));
                QVERIFY2(plan.reason.contains(f.doc.name), qPrintable(plan.reason));
            }
        }
    QVERIFY2(refused > 0, "every ruleset with formation changes has formations some types never take");
}

QTEST_GUILESS_MAIN(TestOrders)
#include "tst_orders.moc"
