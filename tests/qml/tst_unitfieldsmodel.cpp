// UnitFieldsModel: every field of a unit, in the ruleset's order, with its value, what it may be
// set to, and whether it changed since the battle began.
#include "models/unitfieldsmodel.h"

#include "rules/rulesetlibrary.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace adjutant;
using namespace adjutant::ui;

class TestUnitFieldsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyFieldInTheRulesetsOrder();
    void updatesInPlaceUnlessTheRulesChange();

private:
    rules::UnitState infantry(const QString &id) const
    {
        rules::UnitState u;
        u.id = id;
        u.name = id;
        u.type = u"infantry"_qs;
        return u;
    }
    int rowOf(const UnitFieldsModel &model, const QString &field) const
    {
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.data(model.index(r), UnitFieldsModel::FieldIdRole).toString() == field)
                return r;
        return -1;
    }
    rules::Ruleset m_rs;
};

void TestUnitFieldsModel::initTestCase()
{
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(u"kgcwo"_qs);
    QVERIFY(r.ok());
    m_rs = *r.ruleset;
}

void TestUnitFieldsModel::everyFieldInTheRulesetsOrder()
{
    UnitFieldsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const rules::UnitState u = infantry(u"52nd"_qs);
    model.show(&m_rs, u, u);
    QCOMPARE(model.rowCount(), int(m_rs.fields.size()));
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(model.data(model.index(r), UnitFieldsModel::FieldIdRole).toString(), m_rs.fields[r].id);
        QCOMPARE(model.data(model.index(r), UnitFieldsModel::NameRole).toString(), m_rs.fields[r].doc.name);
        QCOMPARE(model.data(model.index(r), UnitFieldsModel::ChangedRole).toBool(), false);
    }
    const int casualties = rowOf(model, u"casualties"_qs);
    QVERIFY(casualties >= 0);
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::KindRole).toString(), u"integer");
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::MaximumRole).toInt(), 3); // a regiment's
    const int morale = rowOf(model, u"morale"_qs);
    QVERIFY(morale >= 0);
    QCOMPARE(model.data(model.index(morale), UnitFieldsModel::KindRole).toString(), u"ladder");
    QCOMPARE(model.data(model.index(morale), UnitFieldsModel::ChoicesRole).toList().size(), 5); // A to E
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestUnitFieldsModel::updatesInPlaceUnlessTheRulesChange()
{
    UnitFieldsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const rules::UnitState start = infantry(u"52nd"_qs);
    model.show(&m_rs, start, start);
    rules::UnitState now = start;
    now.fields.insert(u"casualties"_qs, 2);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.show(&m_rs, now, start);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    const int casualties = rowOf(model, u"casualties"_qs);
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::ValueRole).toInt(), 2);
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::ChangedRole).toBool(), true);
    QCOMPARE(model.data(model.index(rowOf(model, u"morale"_qs)), UnitFieldsModel::ChangedRole).toBool(),
             false);
    // Another unit of the same rules: the same rows (the ruleset's fields), every role of each
    // said again, so the sheet's rows are kept rather than made anew.
    rules::UnitState other = infantry(u"45e"_qs);
    other.fields.insert(u"casualties"_qs, 1);
    model.show(&m_rs, other, infantry(u"45e"_qs));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 2);
    QVERIFY(changed.last().at(2).value<QList<int>>().isEmpty()); // every role
    QCOMPARE(model.rowCount(), int(m_rs.fields.size()));
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::ValueRole).toInt(), 1);
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::ChangedRole).toBool(), true);
    // Another ruleset starts afresh: its own rows.
    const rules::Ruleset copy = m_rs;
    model.show(&copy, other, other);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.data(model.index(casualties), UnitFieldsModel::ChangedRole).toBool(), false);
}

QTEST_GUILESS_MAIN(TestUnitFieldsModel)
#include "tst_unitfieldsmodel.moc"
