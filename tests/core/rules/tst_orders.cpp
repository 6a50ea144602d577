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
    void aMoveAsTheBookSays_data();
    void aMoveAsTheBookSays();
    void heldBackUnitsMayNotCharge_data();
    void heldBackUnitsMayNotCharge();
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

void TestOrders::aMoveAsTheBookSays_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<double>("moved");
    QTest::addColumn<QString>("refused"); // part of the reason; empty: allowed
    QTest::addColumn<double>("left"); // inches it may move (when allowed)
    QTest::addColumn<QStringList>("brought"); // what the move brings about (afterMove names)
    const auto formation = [](const char *f) {
        return QVariantHash{{u"formation"_qs, QString::fromLatin1(f)}};
    };
    // 001: a bridge is crossed in company column or skirmish order only (Terrain type movement effect).
    QTest::newRow("001-line-on-a-bridge")
        << "nap-igougo"
        << "infantry" << formation("line") << ""
        << "bridge" << 2.0 << "crossed in company column or skirmish order only" << 0.0 << QStringList();
    QTest::newRow("001-company-column-on-a-bridge") << "nap-igougo"
                                                    << "infantry" << formation("company-column") << ""
                                                    << "bridge" << 8.0 << "" << 8.0 << QStringList();
    QTest::newRow("001-skirmishers-on-a-bridge") << "nap-igougo"
                                                 << "infantry" << formation("skirmish") << ""
                                                 << "bridge" << 12.0 << "" << 12.0 << QStringList();
    QTest::newRow("001-line-forms-column-then-crosses") // half the line's 4" goes on the change
        << "nap-igougo"
        << "infantry" << formation("line") << "company-column"
        << "bridge" << 2.0 << "" << 2.0 << QStringList();
    QTest::newRow("001-limbered-guns-cross") << "nap-igougo"
                                             << "foot-artillery-6" << formation("limbered") << ""
                                             << "bridge" << 8.0 << "" << 8.0 << QStringList();
    // 001: formation changes in the movement segment (the book names no cost: half the move).
    QTest::newRow("001-attack-column-into-line") << "nap-igougo"
                                                 << "infantry" << formation("attack-column") << "line"
                                                 << "" << 3.0 << "" << 3.0 << QStringList();
    QTest::newRow("001-a-change-in-light-woods-disorders")
        << "nap-igougo"
        << "infantry" << formation("attack-column") << "line"
        << "light-woods" << 1.0 << "" << 1.5 << QStringList{u"Changes formation in poor ground or woods"_qs};
    QTest::newRow("001-untrained-line-over-2")
        << "nap-igougo"
        << "infantry" << QVariantHash{{u"formation"_qs, u"line"_qs}, {u"untrained"_qs, true}} << ""
        << "" << 3.0 << "" << 4.0 << QStringList{u"Untrained line moves too far"_qs};
    // Brigade: the command test's markers (9+ full, 5-8 half, 4- none but a change of front).
    QTest::newRow("brigade-line-full-move") << "brigade"
                                            << "line-infantry" << formation("line") << ""
                                            << "" << 6.0 << "" << 6.0 << QStringList();
    QTest::newRow("brigade-half-move")
        << "brigade"
        << "line-infantry" << QVariantHash{{u"formation"_qs, u"line"_qs}, {u"half-move"_qs, true}} << ""
        << "" << 4.0 << "3\" it has" << 0.0 << QStringList();
    QTest::newRow("brigade-half-move-within")
        << "brigade"
        << "line-infantry" << QVariantHash{{u"formation"_qs, u"line"_qs}, {u"half-move"_qs, true}} << ""
        << "" << 3.0 << "" << 3.0 << QStringList();
    QTest::newRow("brigade-no-move") << "brigade"
                                     << "line-infantry"
                                     << QVariantHash{{u"formation"_qs, u"line"_qs}, {u"no-move"_qs, true}}
                                     << ""
                                     << "" << 1.0 << "0\" it has" << 0.0 << QStringList();
    QTest::newRow("brigade-no-move-changes-formation")
        << "brigade"
        << "line-infantry" << QVariantHash{{u"formation"_qs, u"line"_qs}, {u"no-move"_qs, true}} << "column"
        << "" << 0.0 << "" << 0.0 << QStringList();
    QTest::newRow("brigade-pursuers-move-full")
        << "brigade"
        << "cavalry"
        << QVariantHash{{u"formation"_qs, u"mounted"_qs}, {u"half-move"_qs, true}, {u"pursuing"_qs, true}}
        << ""
        << "" << 12.0 << "" << 12.0 << QStringList();
    // Chosen Men: a loaded gun cannot be moved, unless on a boat (Artillery).
    QTest::newRow("chosen-men-loaded-gun")
        << "chosen-men"
        << "gun-small" << QVariantHash{{u"loaded"_qs, true}} << ""
        << "" << 2.0 << "A loaded gun cannot be moved" << 0.0 << QStringList();
    // Its move is what its Move test rolled (3" here): the move is measured against that.
    QTest::newRow("chosen-men-fired-gun")
        << "chosen-men"
        << "gun-small" << QVariantHash{{u"loaded"_qs, false}, {u"move-rolled"_qs, 3}} << ""
        << "" << 2.0 << "" << 3.0 << QStringList();
    QTest::newRow("chosen-men-loaded-gun-afloat")
        << "chosen-men"
        << "gun-small" << QVariantHash{{u"loaded"_qs, true}, {u"afloat"_qs, true}, {u"move-rolled"_qs, 3}}
        << ""
        << "" << 2.0 << "" << 3.0 << QStringList();
    QTest::newRow("chosen-men-gun-past-its-roll")
        << "chosen-men"
        << "gun-small" << QVariantHash{{u"loaded"_qs, false}, {u"move-rolled"_qs, 1}} << ""
        << "" << 2.0 << "2\" is more than the 1\" it has (Inches its Move test gave: 1\")" << 0.0
        << QStringList();
}

void TestOrders::aMoveAsTheBookSays()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, type);
    QFETCH(QVariantHash, fields);
    QFETCH(QString, to);
    QFETCH(QString, terrain);
    QFETCH(double, moved);
    QFETCH(QString, refused);
    QFETCH(double, left);
    QFETCH(QStringList, brought);
    const Ruleset rs = loadRuleset(ruleset);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"u"_qs, type, fields));
    MoveRequest request;
    request.toFormation = to;
    request.terrain = terrain;
    request.moved = moved;
    const MovePlan plan = Orders::movePlan(rs, s, request);
    const QString said = plan.refused.join(u"; ");
    if (!refused.isEmpty()) {
        QVERIFY2(said.contains(refused), qPrintable(said));
        return;
    }
    QVERIFY2(plan.refused.isEmpty(), qPrintable(said));
    QVERIFY(plan.found); // Chosen Men's too: the inches its Move test rolled
    QCOMPARE(plan.left, left);
    QStringList names;
    for (const AfterMove *a : plan.afterMove)
        names.append(a->doc.name);
    QCOMPARE(names, brought);
}

void TestOrders::heldBackUnitsMayNotCharge_data()
{
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("controlled") << QVariantHash{{u"control"_qs, u"controlled"_qs}} << true;
    QTest::newRow("half-move") << QVariantHash{{u"control"_qs, u"influenced"_qs}, {u"half-move"_qs, true}}
                               << false;
    QTest::newRow("no-move") << QVariantHash{{u"control"_qs, u"uncontrolled"_qs}, {u"no-move"_qs, true}}
                             << false;
}

void TestOrders::heldBackUnitsMayNotCharge()
{
    // Brigade: "Max. half move, no charge"; "No move".
    QFETCH(QVariantHash, fields);
    QFETCH(bool, allowed);
    const Ruleset rs = loadRuleset(u"brigade"_qs);
    fields.insert(u"formation"_qs, u"line"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"line-infantry"_qs, fields));
    s.units.insert(u"target"_qs, unit(u"t"_qs, u"line-infantry"_qs, {{u"formation"_qs, u"line"_qs}}));
    const ChargePermission p = Orders::charge(rs, s);
    QCOMPARE(p.allowed(), allowed);
}

QTEST_GUILESS_MAIN(TestOrders)
#include "tst_orders.moc"
