// A unit's change carried over onto the same unit in another state (unitchanges.h): what lets the
// exact odds work a cascade out once for every state alike in what it read.
#include "rules/ruleset.h"
#include "rules/unitchanges.h"

#include <QTest>

using namespace adjutant::rules;

class TestUnitChanges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aFigureCarriesOnlyWhatChanged_data();
    void aFigureCarriesOnlyWhatChanged();
    void aUnitCarriesEachFigureByField();
};

namespace {

Figure figure(const char *id, const char *role, const QVariantHash &fields)
{
    return {QString::fromLatin1(id), {}, QString::fromLatin1(role), fields};
}

} // namespace

// The fields that changed (set, moved, unset) and the role land on the other figure; what did not
// change stays his own: a man down already keeps his own old wounds.
void TestUnitChanges::aFigureCarriesOnlyWhatChanged_data()
{
    QTest::addColumn<Figure>("before");
    QTest::addColumn<Figure>("after");
    QTest::addColumn<Figure>("onto");
    QTest::addColumn<Figure>("expected");
    QTest::newRow("a field moved") << figure("f1", "ranker", {{"minor", 1}})
                                   << figure("f1", "ranker", {{"minor", 2}})
                                   << figure("f1", "ranker", {{"minor", 1}, {"serious", 1}})
                                   << figure("f1", "ranker", {{"minor", 2}, {"serious", 1}});
    QTest::newRow("a field set where it was not")
        << figure("f1", "ranker", {}) << figure("f1", "ranker", {{"down", true}})
        << figure("f1", "ranker", {{"minor", 2}}) << figure("f1", "ranker", {{"minor", 2}, {"down", true}});
    QTest::newRow("a field unset") << figure("f1", "ranker", {{"minor", 2}}) << figure("f1", "ranker", {})
                                   << figure("f1", "ranker", {{"minor", 2}, {"serious", 1}})
                                   << figure("f1", "ranker", {{"serious", 1}});
    QTest::newRow("the role") << figure("f1", "nco", {}) << figure("f1", "leader", {})
                              << figure("f1", "nco", {{"minor", 1}})
                              << figure("f1", "leader", {{"minor", 1}});
    QTest::newRow("nothing changed") << figure("f1", "ranker", {{"minor", 1}})
                                     << figure("f1", "ranker", {{"minor", 1}})
                                     << figure("f1", "ranker", {{"minor", 2}})
                                     << figure("f1", "ranker", {{"minor", 2}});
}

void TestUnitChanges::aFigureCarriesOnlyWhatChanged()
{
    QFETCH(Figure, before);
    QFETCH(Figure, after);
    QFETCH(Figure, onto);
    QFETCH(Figure, expected);
    const Figure carried = carriedFigure(before, after, onto);
    QVERIFY(sameFigure(carried, expected));
}

// Carried over a whole unit, each figure that changed takes its own changes: the others, and the
// fields of a changed one that did not change, stay the unit's own.
void TestUnitChanges::aUnitCarriesEachFigureByField()
{
    const Ruleset rs;
    UnitState before;
    before.id = u"a"_qs;
    before.figures = {figure("f1", "leader", {}), figure("f2", "ranker", {{"minor", 1}})};
    UnitState after = before;
    after.figures[1].fields.insert(u"minor"_qs, 2);
    UnitState onto = before;
    onto.figures[0].fields.insert(u"serious"_qs, 1);
    onto.figures[1].fields.insert(u"fresh-minor"_qs, 1);
    const UnitState carried = carriedOver(rs, before, after, onto);
    QVERIFY(sameFigure(carried.figures.at(0), onto.figures.at(0)));
    QVERIFY(sameFigure(carried.figures.at(1), figure("f2", "ranker", {{"minor", 2}, {"fresh-minor", 1}})));
}

QTEST_GUILESS_MAIN(TestUnitChanges)
#include "tst_unitchanges.moc"
