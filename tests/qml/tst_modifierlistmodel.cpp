// ModifierListModel: a test's modifiers that apply here, with their values and why; rows stay put
// while the same modifiers apply, so that a toggle does not jump under the finger.
#include "models/modifierlistmodel.h"

#include "rules/rulesetlibrary.h"

#include "modelmirror.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace adjutant;
using namespace adjutant::ui;

class TestModifierListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsTheModifiersThatApplyWithTheirValues();
    void sameModifiersUpdateInPlace();
    void aViewFollowingTheChangesHoldsTheWholeList_data();
    void aViewFollowingTheChangesHoldsTheWholeList();
    void aRangeFromTheDistanceIsNoChip();
    void anotherTestResetsTheRows();

private:
    rules::Situation fireSituation() const
    {
        rules::Situation s;
        rules::UnitState actor;
        actor.id = u"actor"_qs;
        actor.type = u"infantry"_qs;
        actor.fields = {{u"fire"_qs, u"C"_qs}, {u"casualties"_qs, 1}, {u"smoothbore"_qs, false}};
        rules::UnitState target;
        target.id = u"target"_qs;
        target.type = u"infantry"_qs;
        s.units.insert(u"actor"_qs, actor);
        s.units.insert(u"target"_qs, target);
        s.ticked.insert(u"enfilade"_qs);
        s.inputs.insert(u"distance"_qs, 6); // a rifled musket's standard range
        s.chosen.insert(u"target-cover"_qs, u"soft"_qs);
        return s;
    }
    rules::Ruleset m_rs;
};

void TestModifierListModel::initTestCase()
{
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(u"kgcwo"_qs);
    QVERIFY(r.ok());
    m_rs = *r.ruleset;
}

void TestModifierListModel::showsTheModifiersThatApplyWithTheirValues()
{
    ModifierListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const rules::TestSetup setup = rules::Resolver(m_rs).setup(u"fire"_qs, fireSituation());
    QVERIFY(setup.problems.isEmpty());
    QSignalSpy count(&model, &ModifierListModel::countChanged);
    model.show(setup.test, setup.modifiers);
    QCOMPARE(count.count(), 1);
    QList<rules::AppliedModifier> applicable;
    for (const rules::AppliedModifier &m : setup.modifiers)
        if (m.applicable)
            applicable.append(m);
    QVERIFY(!applicable.isEmpty());
    QCOMPARE(model.rowCount(), int(applicable.size()));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row);
        QCOMPARE(model.data(i, ModifierListModel::ModifierIdRole).toString(), applicable[row].id);
        QCOMPARE(model.data(i, ModifierListModel::ValueRole).toInt(), applicable[row].value);
        QCOMPARE(model.data(i, ModifierListModel::ValueTextRole).toString(),
                 ModifierListModel::signedText(applicable[row].value));
        QCOMPARE(model.data(i, ModifierListModel::ActiveRole).toBool(), applicable[row].active);
    }
    // The ticked enfilade counts, as a toggle; the chosen cover is one choice among several.
    int enfilade = -1;
    int cover = -1;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString id = model.data(model.index(row), ModifierListModel::ModifierIdRole).toString();
        enfilade = id == u"enfilade" ? row : enfilade;
        cover = id == u"target-cover" ? row : cover;
    }
    QVERIFY(enfilade >= 0);
    QCOMPARE(model.data(model.index(enfilade), ModifierListModel::KindRole).toString(), u"toggle");
    QCOMPARE(model.data(model.index(enfilade), ModifierListModel::ActiveRole).toBool(), true);
    QVERIFY(cover >= 0);
    QCOMPARE(model.data(model.index(cover), ModifierListModel::KindRole).toString(), u"oneOf");
    QCOMPARE(model.data(model.index(cover), ModifierListModel::ChosenRole).toString(), u"soft");
    QVERIFY(model.data(model.index(cover), ModifierListModel::ChoicesRole).toList().size() >= 2);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestModifierListModel::sameModifiersUpdateInPlace()
{
    ModifierListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rules::Situation s = fireSituation();
    const rules::TestSetup ticked = rules::Resolver(m_rs).setup(u"fire"_qs, s);
    model.show(ticked.test, ticked.modifiers);
    s.ticked.remove(u"enfilade"_qs);
    const rules::TestSetup unticked = rules::Resolver(m_rs).setup(u"fire"_qs, s);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.show(unticked.test, unticked.modifiers);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.data(model.index(row), ModifierListModel::ModifierIdRole).toString() == u"enfilade")
            QCOMPARE(model.data(model.index(row), ModifierListModel::ActiveRole).toBool(), false);
}

// A view told only of the rows and roles that changed ends up with what a full read of the model
// gives, whatever the change; and what did not change (a group's choices) is not told again.
void TestModifierListModel::aViewFollowingTheChangesHoldsTheWholeList_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("valuesTold"); // roles of rows re-read: 0 when nothing changed
    QTest::newRow("nothing") << u"nothing"_qs << 0;
    QTest::newRow("untick") << u"untick"_qs << -1;
    QTest::newRow("another-cover") << u"cover"_qs << -1;
    QTest::newRow("no-cover") << u"no-cover"_qs << -1;
    QTest::newRow("long-range") << u"distance"_qs << -1;
    QTest::newRow("more-casualties") << u"casualties"_qs << -1;
}

void TestModifierListModel::aViewFollowingTheChangesHoldsTheWholeList()
{
    QFETCH(QString, change);
    QFETCH(int, valuesTold);
    ModifierListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rules::Situation s = fireSituation();
    const rules::TestSetup first = rules::Resolver(m_rs).setup(u"fire"_qs, s);
    model.show(first.test, first.modifiers);
    testing::ModelMirror view(&model);
    if (change == u"untick")
        s.ticked.remove(u"enfilade"_qs);
    else if (change == u"cover")
        s.chosen.insert(u"target-cover"_qs, u"hard"_qs);
    else if (change == u"no-cover")
        s.chosen.remove(u"target-cover"_qs);
    else if (change == u"distance")
        s.inputs.insert(u"distance"_qs, 10);
    else if (change == u"casualties")
        s.units[u"actor"_qs].fields.insert(u"casualties"_qs, 3);
    const rules::TestSetup then = rules::Resolver(m_rs).setup(u"fire"_qs, s);
    model.show(then.test, then.modifiers);
    QCOMPARE(view.rows(), view.read(&model));
    QCOMPARE(view.resets(), 0); // the same modifiers apply: their rows stay
    QCOMPARE(view.valuesTold() == 0, valuesTold == 0);
    if (valuesTold != 0) // a change, told role by role: fewer than every role of every row
        QVERIFY(view.valuesTold() < model.rowCount() * int(model.roleNames().size()));
    ModifierListModel fresh; // the same modifiers shown at once
    fresh.show(then.test, then.modifiers);
    QCOMPARE(view.rows(), view.read(&fresh));
}

// The range band the distance gives is the app's: shown as counted, never as a chip; the chips
// are what only the table can tell, and the sheet says so above them.
void TestModifierListModel::aRangeFromTheDistanceIsNoChip()
{
    ModifierListModel model;
    rules::Situation s = fireSituation();
    s.inputs.insert(u"distance"_qs, 10); // long range for the rifles
    const rules::TestSetup setup = rules::Resolver(m_rs).setup(u"fire"_qs, s);
    QVERIFY(setup.problems.isEmpty());
    model.show(setup.test, setup.modifiers);
    int chips = 0;
    bool range = false;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row);
        const QString kind = model.data(i, ModifierListModel::KindRole).toString();
        chips += kind == u"toggle" || kind == u"oneOf" ? 1 : 0;
        if (model.data(i, ModifierListModel::ModifierIdRole).toString() == u"range") {
            range = true;
            QCOMPARE(kind, u"automatic");
            QCOMPARE(model.data(i, ModifierListModel::ValueRole).toInt(), -1);
            QCOMPARE(model.data(i, ModifierListModel::DetailRole).toString(),
                     u"10\": Long range for the Rifled musket");
        }
    }
    QVERIFY(range);
    QVERIFY(chips > 0); // enfilade, cover and the like
    QCOMPARE(model.chipCount(), chips);
}

void TestModifierListModel::anotherTestResetsTheRows()
{
    ModifierListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const rules::TestSetup fire = rules::Resolver(m_rs).setup(u"fire"_qs, fireSituation());
    model.show(fire.test, fire.modifiers);
    const rules::TestSetup save = rules::Resolver(m_rs).setup(u"save-hit"_qs, fireSituation());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.show(save.test, save.modifiers);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.data(model.index(0), ModifierListModel::ModifierIdRole).toString(), [&] {
        for (const rules::AppliedModifier &m : save.modifiers)
            if (m.applicable)
                return m.id;
        return QString();
    }());
}

QTEST_GUILESS_MAIN(TestModifierListModel)
#include "tst_modifierlistmodel.moc"
