// Finding a unit in the order of battle: by name, side, commander, morale state, or among those
// not yet activated, in the KGCWO demo and in a battle of 100 units a side; and the units a draw
// brings up, both of them in Chosen Men's two-card draw.
#include "controllers/battlesession.h"
#include "models/orderofbattlemodel.h"

#include "battle/scenario.h"
#include "bigbattle.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant::ui;

static const QString kKgcwo = QStringLiteral(":/scenarios/kgcwo-demo.json");

namespace {

QStringList unitsShown(const OrderOfBattleModel &model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.data(model.index(r), OrderOfBattleModel::KindRole).toString() != u"side")
            out.append(model.data(model.index(r), OrderOfBattleModel::UnitIdRole).toString());
    return out;
}

} // namespace

class TestOrderOfBattleFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void filtersFindUnits_data();
    void filtersFindUnits();
    void notYetActivatedFollowsTheDeck();
    void aBigBattleFiltersByCommander_data();
    void aBigBattleFiltersByCommander();
    void aTwoCardDrawBringsUpBothUnits();
};

void TestOrderOfBattleFilter::filtersFindUnits_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("commander");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QStringList>("expected"); // units and commanders shown, in order
    QTest::newRow("by-name") << "88th"
                             << ""
                             << ""
                             << "" << QStringList{u"hale"_qs, u"thornby"_qs, u"88th"_qs};
    QTest::newRow("by-name-any-case")
        << "LIGNE"
        << ""
        << ""
        << "" << QStringList{u"marceau"_qs, u"duval"_qs, u"45e-1"_qs, u"45e-2"_qs};
    QTest::newRow("by-type") << "battery"
                             << "british"
                             << ""
                             << "" << QStringList{u"hale"_qs, u"thornby"_qs, u"ross"_qs};
    QTest::newRow("routed-only") << ""
                                 << ""
                                 << ""
                                 << "routed" << QStringList{u"hale"_qs, u"thornby"_qs, u"88th"_qs};
    QTest::newRow("nothing") << "no such unit"
                             << ""
                             << ""
                             << "" << QStringList{};
}

void TestOrderOfBattleFilter::filtersFindUnits()
{
    QFETCH(QString, search);
    QFETCH(QString, side);
    QFETCH(QString, commander);
    QFETCH(QString, state);
    QFETCH(QStringList, expected);
    BattleSession session;
    OrderOfBattleModel *model = session.units();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    QVERIFY(session.setField(u"88th"_qs, u"morale-state"_qs, u"routed"_qs));
    const int all = model->rowCount();
    QVERIFY(!model->filtering());
    model->setSearch(search);
    model->setSideFilter(side);
    model->setCommanderFilter(commander);
    model->setStateFilter(state);
    QVERIFY(model->filtering());
    const QStringList shown = unitsShown(*model);
    // The sides' ids are not units: check the commanders and units the filter let through.
    QCOMPARE(shown, expected);
    model->clearFilters();
    QVERIFY(!model->filtering());
    QCOMPARE(model->rowCount(), all);
}

void TestOrderOfBattleFilter::notYetActivatedFollowsTheDeck()
{
    BattleSession session;
    OrderOfBattleModel *model = session.units();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(session.startNew(kKgcwo));
    model->setWaitingOnly(true);
    const int waiting = model->matches();
    QCOMPARE(waiting, 10); // every unit, before the first card
    // Draw until a unit's card comes up: it leaves the list of those still to act.
    QString drawnUnit;
    for (int i = 0; i < 20 && drawnUnit.isEmpty(); ++i) {
        QVERIFY(session.draw());
        const QString current = session.currentUnit();
        if (!current.isEmpty() && !session.battle()->scenario().unit(current)->isCommander)
            drawnUnit = current;
    }
    QVERIFY(!drawnUnit.isEmpty());
    QVERIFY(!unitsShown(*model).contains(drawnUnit));
    QVERIFY(model->matches() < waiting);
    QVERIFY(session.undo());
}

void TestOrderOfBattleFilter::aBigBattleFiltersByCommander_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("commander");
    QTest::addColumn<QString>("search");
    QTest::addColumn<int>("matches");
    QTest::newRow("one-side") << "french"
                              << ""
                              << "" << 100 + 2 + 1; // units, brigadiers, general
    QTest::newRow("one-brigade") << "british"
                                 << "british-brigade-1"
                                 << "" << 50 + 1;
    QTest::newRow("brigade-and-name") << ""
                                      << "french-brigade-0"
                                      << "Unit 0/1" << 11; // 0/1 and 0/10..0/19
}

void TestOrderOfBattleFilter::aBigBattleFiltersByCommander()
{
    QFETCH(QString, side);
    QFETCH(QString, commander);
    QFETCH(QString, search);
    QFETCH(int, matches);
    using namespace adjutant;
    const battle::ScenarioLoadResult sc
        = battle::ScenarioLoader::loadData(testing::bigScenario(2), QStringLiteral("big.json"));
    QVERIFY(sc.scenario && sc.ruleset);
    const battle::Battle b(*sc.scenario, *sc.ruleset, {}, 1);
    OrderOfBattleModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.load(b);
    QCOMPARE(model.sides()->count(), 2);
    model.setSideFilter(side);
    model.setCommanderFilter(commander);
    model.setSearch(search);
    QCOMPARE(model.matches(), matches);
    // The commanders offered follow the side chosen.
    const QList<adjutant::ui::FilterChoice> commanders
        = model.commanders()->rows<adjutant::ui::FilterChoice>();
    QVERIFY(commanders.first().choiceId.isEmpty()); // "Any commander"
    for (const adjutant::ui::FilterChoice &c : commanders.mid(1))
        QVERIFY(side.isEmpty() || c.choiceId.startsWith(side));
}

void TestOrderOfBattleFilter::aTwoCardDrawBringsUpBothUnits()
{
    BattleSession session;
    QVERIFY(session.startNew(u":/scenarios/chosen-men-demo.json"_qs));
    bool two = false;
    for (int i = 0; i < 12 && !two; ++i) {
        QVERIFY(session.draw());
        const QList<UnitChoice> units = session.currentUnits();
        if (units.size() == 2) {
            two = true;
            const QString first = units.at(0).unitId;
            const QString second = units.at(1).unitId;
            QVERIFY(first != second);
            QCOMPARE(session.currentUnit(), first);
            // Each by its name, for its own sheet button.
            QCOMPARE(units.at(1).name, session.unitName(second));
            QVERIFY(session.battle()->member(first) && session.battle()->member(second));
        }
    }
    QVERIFY2(two, "a two-card draw in the first dozen");
}

QTEST_GUILESS_MAIN(TestOrderOfBattleFilter)
#include "tst_orderofbattlefilter.moc"
