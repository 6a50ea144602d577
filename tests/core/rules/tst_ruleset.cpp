// The ruleset model's lookups on their own: IdIndex (each id's place in a list, the first of equal
// ids, and a walk of the list when it is no longer the one indexed) and Ruleset's finders on
// data/kinds.json and data/minimal.json.
#include "rules/ruleset.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QTest>

using namespace adjutant::rules;

class TestRuleset : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void idIndex_data();
    void idIndex();
    void anIndexOfAnotherListWalksIt();
    void finders_data();
    void finders();
    void ladderSteps();
    void cards();
};

namespace {

struct Item {
    QString id;
    int n = 0;
};

QList<Item> items(const QStringList &ids)
{
    QList<Item> out;
    int n = 0;
    for (const QString &id : ids)
        out.append({id, n++});
    return out;
}

std::optional<Ruleset> load(const char *name)
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return RulesetLoader::loadData(f.readAll(), QString::fromLatin1(name)).ruleset;
}

} // namespace

void TestRuleset::idIndex_data()
{
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("asked");
    QTest::addColumn<int>("index"); // -1: not there

    const QStringList abc{u"a"_qs, u"b"_qs, u"c"_qs};
    QTest::newRow("first") << abc << "a" << 0;
    QTest::newRow("last") << abc << "c" << 2;
    QTest::newRow("absent") << abc << "d" << -1;
    QTest::newRow("empty-id") << abc << "" << -1;
    QTest::newRow("case-counts") << abc << "A" << -1;
    // Equal ids (a ruleset the loader refused, or a list being edited): the first.
    QTest::newRow("first-of-equal-ids") << QStringList{u"x"_qs, u"a"_qs, u"a"_qs} << "a" << 1;
    QTest::newRow("empty-list") << QStringList{} << "a" << -1;
}

void TestRuleset::idIndex()
{
    QFETCH(QStringList, ids);
    QFETCH(QString, asked);
    QFETCH(int, index);
    const QList<Item> list = items(ids);
    // Never built: the list is walked; built: looked up. The same answer.
    const IdIndex never;
    QCOMPARE(never.indexOf(list, asked), qsizetype(index));
    IdIndex built;
    built.build(list);
    QCOMPARE(built.indexOf(list, asked), qsizetype(index));
    const Item *found = built.find(list, asked);
    QCOMPARE(found ? found->n : -1, index);
}

void TestRuleset::anIndexOfAnotherListWalksIt()
{
    IdIndex index;
    const QList<Item> indexed = items({u"a"_qs, u"b"_qs});
    index.build(indexed);
    // Grown since: walked, so what was added is found.
    const QList<Item> grown = items({u"a"_qs, u"b"_qs, u"c"_qs});
    QCOMPARE(index.indexOf(grown, u"c"_qs), 2);
    // The same size, another order: the place recorded holds another id, so the list is walked.
    const QList<Item> swapped = items({u"b"_qs, u"a"_qs});
    QCOMPARE(index.indexOf(swapped, u"a"_qs), 1);
    QCOMPARE(index.indexOf(swapped, u"b"_qs), 0);
    // Built again, it answers for the new list.
    index.build(grown);
    QCOMPARE(index.indexOf(grown, u"c"_qs), 2);
    QCOMPARE(index.indexOf(grown, u"z"_qs), -1);
}

void TestRuleset::finders_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name"); // empty: none found

    QTest::newRow("ladder") << "ladder"
                            << "quality"
                            << "Quality";
    QTest::newRow("ladder-absent") << "ladder"
                                   << "q"
                                   << "";
    QTest::newRow("field") << "field"
                           << "troop"
                           << "Troop value";
    QTest::newRow("field-is-not-a-ladder") << "field"
                                           << "quality"
                                           << "";
    QTest::newRow("unit-type") << "unitType"
                               << "horse"
                               << "Horse";
    QTest::newRow("unit-type-absent") << "unitType"
                                      << "guns"
                                      << "";
    QTest::newRow("formation") << "formation"
                               << "line"
                               << "Line";
    QTest::newRow("test") << "test"
                          << "clash"
                          << "Clash";
    QTest::newRow("test-absent") << "test"
                                 << "Clash"
                                 << "";
    QTest::newRow("table") << "table"
                           << "signs"
                           << "Signs";
    QTest::newRow("table-is-not-a-test") << "table"
                                         << "volley"
                                         << "";
    QTest::newRow("option") << "option"
                            << "harsh"
                            << "Harsh";
    QTest::newRow("order-absent") << "order"
                                  << "rest"
                                  << "";
    QTest::newRow("weapon-absent") << "weapon"
                                   << "musket"
                                   << "";
    QTest::newRow("terrain-absent") << "terrain"
                                    << "woods"
                                    << "";
    QTest::newRow("card-without-a-deck") << "card"
                                         << "end"
                                         << "";
}

void TestRuleset::finders()
{
    QFETCH(QString, kind);
    QFETCH(QString, id);
    QFETCH(QString, name);
    const std::optional<Ruleset> rs = load("kinds.json");
    QVERIFY(rs);
    const Doc *doc = nullptr;
    if (kind == u"ladder")
        doc = rs->ladder(id) ? &rs->ladder(id)->doc : nullptr;
    else if (kind == u"field")
        doc = rs->field(id) ? &rs->field(id)->doc : nullptr;
    else if (kind == u"unitType")
        doc = rs->unitType(id) ? &rs->unitType(id)->doc : nullptr;
    else if (kind == u"formation")
        doc = rs->formation(id) ? &rs->formation(id)->doc : nullptr;
    else if (kind == u"test")
        doc = rs->test(id) ? &rs->test(id)->doc : nullptr;
    else if (kind == u"table")
        doc = rs->table(id) ? &rs->table(id)->doc : nullptr;
    else if (kind == u"option")
        doc = rs->option(id) ? &rs->option(id)->doc : nullptr;
    else if (kind == u"order")
        doc = rs->order(id) ? &rs->order(id)->doc : nullptr;
    else if (kind == u"weapon")
        doc = rs->weapon(id) ? &rs->weapon(id)->doc : nullptr;
    else if (kind == u"terrain")
        doc = rs->terrainType(id) ? &rs->terrainType(id)->doc : nullptr;
    else if (kind == u"card")
        doc = rs->card(id) ? &rs->card(id)->doc : nullptr;
    else
        QFAIL("unknown kind");
    QCOMPARE(doc ? doc->name : QString(), name);
}

void TestRuleset::ladderSteps()
{
    const std::optional<Ruleset> rs = load("kinds.json");
    QVERIFY(rs);
    // grade: raw 6, regular 8, crack 10.
    const Ladder *grade = rs->ladder(u"grade"_qs);
    QVERIFY(grade);
    QCOMPARE(grade->indexOf(u"raw"_qs), 0);
    QCOMPARE(grade->indexOf(u"crack"_qs), 2);
    QCOMPARE(grade->indexOf(u"elite"_qs), -1);
    QVERIFY(grade->step(u"regular"_qs));
    QCOMPARE(grade->step(u"regular"_qs)->value, 8);
    QVERIFY(!grade->step(u"Regular"_qs));
    // Capital step ids are ids like any other (quality A, B, C).
    QCOMPARE(rs->ladder(u"quality"_qs)->step(u"C"_qs)->value, -1);
}

void TestRuleset::cards()
{
    // minimal.json's deck holds one card, "end".
    const std::optional<Ruleset> rs = load("minimal.json");
    QVERIFY(rs);
    QVERIFY(rs->card(u"end"_qs));
    QCOMPARE(rs->card(u"end"_qs)->doc.name, u"End");
    QVERIFY(rs->card(u"end"_qs)->endsTurn);
    QVERIFY(!rs->card(u"start"_qs));
    // An empty ruleset finds nothing, and needs no index to say so.
    const Ruleset none;
    QVERIFY(!none.test(u"end"_qs));
    QVERIFY(!none.card(u"end"_qs));
    QVERIFY(!none.ladder(u"quality"_qs));
}

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
