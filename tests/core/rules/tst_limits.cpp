// Bounded work: whatever a ruleset or a situation asks for, a resolution stops with a clear error
// past the limits (rules/limits.h) instead of running for minutes, overflowing the stack or
// filling the memory. Each case starts from the minimal ruleset, changed one way.
#include "rulestesting.h"

#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

namespace {

QJsonObject minimal()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no minimal.json");
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonObject withTests(QJsonObject rs, const QJsonArray &more)
{
    QJsonArray tests = rs[u"tests"].toArray();
    for (const QJsonValue &t : more)
        tests.append(t);
    rs[u"tests"] = tests;
    return rs;
}

// Every die shows this face, for as long as it is asked.
FaceSupplier always(int face)
{
    return [face](int) -> std::optional<int> { return face; };
}

} // namespace

class TestLimits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runawayResolutionsStop_data();
    void runawayResolutionsStop();
    void diceCountsAreCapped_data();
    void diceCountsAreCapped();
    void aLoopTheDiceEndIsAllowed();
    void hugeNumbersStayInBounds_data();
    void hugeNumbersStayInBounds();
    void aLookupColumnBelowZero();
    void diceAUnitHoldsAreJudgedOneByOne_data();
    void diceAUnitHoldsAreJudgedOneByOne();
};

void TestLimits::runawayResolutionsStop_data()
{
    QTest::addColumn<QJsonObject>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("steps");

    // A save that is taken again on every failure, and dice that always fail it.
    QJsonObject loop = minimal();
    {
        QJsonArray tests = loop[u"tests"].toArray();
        QJsonObject save = tests[1].toObject();
        QJsonObject onFail = save[u"onFail"].toObject();
        onFail[u"then"] = QJsonArray{QJsonObject{{u"test"_qs, u"save"_qs}}};
        onFail[u"effects"] = QJsonArray{};
        save[u"onFail"] = onFail;
        tests[1] = save;
        loop[u"tests"] = tests;
    }
    QTest::newRow("a-loop-the-dice-keep-going")
        << loop << u"save"_qs << 1 << u"went more than 50 deep, to Save"_qs << Limits::kMaxCascadeDepth + 1;

    // Forty pools of two dice, each success of one taking the next: 2^40 tests.
    QJsonArray doubling;
    for (int i = 0; i < 40; ++i) {
        QJsonObject t{{u"id"_qs, QString(u"t" + QString::number(i))},
                      {u"name"_qs, QString(u"T" + QString::number(i))},
                      {u"kind"_qs, u"threshold"_qs},
                      {u"pool"_qs, true},
                      {u"dice"_qs, QJsonObject{{u"count"_qs, 2}, {u"sides"_qs, 10}}},
                      {u"atLeast"_qs, 1}};
        if (i < 39)
            t[u"perSuccess"] = QJsonArray{QJsonObject{{u"test"_qs, QString(u"t" + QString::number(i + 1))}}};
        doubling.append(t);
    }
    QTest::newRow("follow-ups-that-multiply")
        << withTests(minimal(), doubling) << u"t0"_qs << 5 << u"more than 2000 tests in one cascade"_qs
        << Limits::kMaxCascadeTests;

    // A follow-up taken as many times as a unit's number says: a million.
    QJsonObject many = minimal();
    {
        QJsonArray tests = many[u"tests"].toArray();
        QJsonObject shoot = tests[0].toObject();
        shoot[u"perSuccess"]
            = QJsonArray{QJsonObject{{u"test"_qs, u"save"_qs},
                                     {u"actor"_qs, u"target"_qs},
                                     {u"times"_qs, QJsonObject{{u"product"_qs, QJsonArray{1000, 1000}}}}}};
        tests[0] = shoot;
        many[u"tests"] = tests;
    }
    QTest::newRow("a-million-times") << many << u"shoot"_qs << 5 << u"more than 2000 tests in one cascade"_qs
                                     << Limits::kMaxCascadeTests;

    // A table whose every row rolls on it again, rolled on every failed save.
    QJsonObject tables = minimal();
    {
        QJsonArray list = tables[u"tables"].toArray();
        QJsonObject luck = list[0].toObject();
        QJsonArray rows = luck[u"rows"].toArray();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QJsonObject row = rows[i].toObject();
            row[u"thenTable"] = u"luck"_qs;
            rows[i] = row;
        }
        luck[u"rows"] = rows;
        list[0] = luck;
        tables[u"tables"] = list;
        QJsonArray tests = tables[u"tests"].toArray();
        QJsonObject save = tests[1].toObject();
        QJsonObject onFail = save[u"onFail"].toObject();
        onFail[u"effects"] = QJsonArray{QJsonObject{{u"roll"_qs, u"luck"_qs}}};
        save[u"onFail"] = onFail;
        tests[1] = save;
        tables[u"tests"] = tests;
    }
    QTest::newRow("tables-that-lead-to-each-other")
        << tables << u"save"_qs << 1 << u"after 16 other table rolls in a row"_qs << 1;
}

void TestLimits::runawayResolutionsStop()
{
    QFETCH(QJsonObject, ruleset);
    QFETCH(QString, test);
    QFETCH(int, face);
    QFETCH(QString, error);
    QFETCH(int, steps);
    const RulesetLoadResult loaded
        = RulesetLoader::loadData(QJsonDocument(ruleset).toJson(), QStringLiteral("limits.json"));
    for (const RulesetError &e : loaded.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs));
    s.units.insert(u"target"_qs, unit(u"b"_qs, u"foot"_qs));
    const Resolution r = Resolver(*loaded.ruleset).resolve(test, s, always(face));
    QVERIFY(!r.complete());
    QCOMPARE(r.errors.size(), 1);
    QVERIFY2(r.errors.first().contains(error), qPrintable(r.errors.first()));
    QCOMPARE(r.steps.size(), steps);
}

void TestLimits::diceCountsAreCapped_data()
{
    QTest::addColumn<QJsonValue>("count"); // the shoot test's dice count
    QTest::addColumn<QJsonArray>("inputs");
    QTest::addColumn<int>("entered"); // the input "n", when there is one
    QTest::addColumn<QString>("problem");
    const QJsonArray input{QJsonObject{{u"id"_qs, u"n"_qs}, {u"name"_qs, u"N"_qs}, {u"max"_qs, 1000000}}};
    QTest::newRow("a-product-of-a-unit-attribute")
        << QJsonValue(QJsonObject{{u"product"_qs, QJsonArray{u"actor.type.dice"_qs, 1000000}}})
        << QJsonArray{} << 0 << u"Shoot would roll 1000000 dice; Adjutant rolls at most 200 for one test"_qs;
    QTest::newRow("an-input") << QJsonValue(u"input.n"_qs) << input << 900000
                              << u"Shoot would roll 900000 dice; Adjutant rolls at most 200"_qs;
    QTest::newRow("an-input-at-the-cap") << QJsonValue(u"input.n"_qs) << input << 200 << QString();
    QTest::newRow("an-input-beyond-its-range") << QJsonValue(u"input.n"_qs) << input << 2000000
                                               << u"N (input \"n\") is 0 to 1000000, not 2000000"_qs;
}

void TestLimits::diceCountsAreCapped()
{
    QFETCH(QJsonValue, count);
    QFETCH(QJsonArray, inputs);
    QFETCH(int, entered);
    QFETCH(QString, problem);
    QJsonObject rs = minimal();
    QJsonArray tests = rs[u"tests"].toArray();
    QJsonObject shoot = tests[0].toObject();
    shoot[u"dice"] = QJsonObject{{u"count"_qs, count}, {u"sides"_qs, 10}};
    if (!inputs.isEmpty())
        shoot[u"inputs"] = inputs;
    tests[0] = shoot;
    rs[u"tests"] = tests;
    const RulesetLoadResult loaded = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"dice.json"_qs);
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs));
    s.units.insert(u"target"_qs, unit(u"b"_qs, u"foot"_qs));
    if (!inputs.isEmpty())
        s.inputs.insert(u"n"_qs, entered);
    const TestSetup setup = Resolver(*loaded.ruleset).setup(u"shoot"_qs, s);
    if (problem.isEmpty()) {
        QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
        QCOMPARE(setup.dieSides.size(), entered);
        return;
    }
    QVERIFY2(setup.problems.join(u"; ").contains(problem), qPrintable(setup.problems.join(u"; ")));
    QVERIFY(setup.dieSides.size() <= Limits::kMaxDicePerTest);
}

void TestLimits::aLoopTheDiceEndIsAllowed()
{
    // The Napoleonic rules fight a close melee again, and roll a tied initiative again: loops the
    // dice end, which the loader accepts. Here: a save taken again on every failure.
    QJsonObject rs = minimal();
    QJsonArray tests = rs[u"tests"].toArray();
    QJsonObject save = tests[1].toObject();
    QJsonObject onFail = save[u"onFail"].toObject();
    onFail[u"then"] = QJsonArray{QJsonObject{{u"test"_qs, u"save"_qs}}};
    save[u"onFail"] = onFail;
    tests[1] = save;
    rs[u"tests"] = tests;
    const RulesetLoadResult loaded = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"again.json"_qs);
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs));
    // Fail, fail, pass: three saves, two hits (the unit's maximum removes it on the second).
    const Resolution r = Resolver(*loaded.ruleset).resolve(u"save"_qs, s, FaceQueue::of({1, 2, 9}));
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.size(), 2);
    QVERIFY(r.units.value(u"a"_qs).removed);
}

void TestLimits::hugeNumbersStayInBounds_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("actorHits"); // a field with no maximum in the situation
    QTest::addColumn<int>("total"); // the set-up's total
    QTest::addColumn<QString>("outcome"); // certain, whatever the dice
    // 1000 per count, two billion of it: once an overflow, now the most a number may be.
    QTest::newRow("a-modifier-per-a-huge-count")
        << u"shoot"_qs << 2'000'000'000 << Limits::kMaxMagnitude << QString();
    QTest::newRow("a-modifier-per-a-huge-negative-count") // and quality A's +1
        << u"shoot"_qs << -2'000'000'000 << -Limits::kMaxMagnitude + 1 << QString();
    // A base of two billion against one of 0: the difference's distribution once took as many
    // doubles; now as many as the dice give values.
    QTest::newRow("an-opposed-test-far-from-zero") << u"clash"_qs << 2'000'000'000 << 0 << u"win"_qs;
    QTest::newRow("an-opposed-test-far-below-zero") << u"clash"_qs << -2'000'000'000 << 0 << u"lose"_qs;
}

void TestLimits::hugeNumbersStayInBounds()
{
    QFETCH(QString, test);
    QFETCH(int, actorHits);
    QFETCH(int, total);
    QFETCH(QString, outcome);
    QJsonObject rs = minimal();
    QJsonArray fields = rs[u"fields"].toArray();
    fields.append(QJsonObject{{u"id"_qs, u"count"_qs},
                              {u"name"_qs, u"Count"_qs},
                              {u"kind"_qs, u"integer"_qs},
                              {u"min"_qs, -1000000}});
    rs[u"fields"] = fields;
    QJsonArray tests = rs[u"tests"].toArray();
    QJsonObject shoot = tests[0].toObject();
    QJsonArray modifiers = shoot[u"modifiers"].toArray();
    modifiers.append(QJsonObject{
        {u"id"_qs, u"per"_qs}, {u"name"_qs, u"Per"_qs}, {u"value"_qs, 1000}, {u"per"_qs, u"actor.count"_qs}});
    shoot[u"modifiers"] = modifiers;
    tests[0] = shoot;
    tests.append(QJsonObject{
        {u"id"_qs, u"clash"_qs},
        {u"name"_qs, u"Clash"_qs},
        {u"kind"_qs, u"opposed"_qs},
        {u"dice"_qs, u"d6"_qs},
        {u"base"_qs, u"actor.count"_qs},
        {u"winnerLoser"_qs, false},
        {u"bands"_qs,
         QJsonArray{QJsonObject{{u"id"_qs, u"win"_qs}, {u"name"_qs, u"Win"_qs}, {u"min"_qs, 1}},
                    QJsonObject{{u"id"_qs, u"lose"_qs}, {u"name"_qs, u"Lose"_qs}, {u"max"_qs, 0}}}}});
    rs[u"tests"] = tests;
    const RulesetLoadResult loaded = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"huge.json"_qs);
    for (const RulesetError &e : loaded.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs, {{u"count"_qs, actorHits}}));
    s.units.insert(u"target"_qs, unit(u"b"_qs, u"foot"_qs, {{u"count"_qs, 0}}));
    const TestSetup setup = Resolver(*loaded.ruleset).setup(test, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(setup.total, total);
    double sum = 0;
    for (const OutcomeOdds &o : setup.odds) {
        sum += o.probability;
        if (!outcome.isEmpty())
            QCOMPARE(o.probability, o.id == outcome ? 1.0 : 0.0);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    const Resolution r = Resolver(*loaded.ruleset).resolve(test, s, always(3));
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
    if (!outcome.isEmpty())
        QCOMPARE(r.steps.first().outcomeId, outcome);
}

void TestLimits::aLookupColumnBelowZero()
{
    // A column's value was once an index into the odds: below 0, a write before their start.
    QJsonObject rs = minimal();
    QJsonArray tables = rs[u"tables"].toArray();
    tables.append(
        QJsonObject{{u"id"_qs, u"chart"_qs},
                    {u"name"_qs, u"Chart"_qs},
                    {u"lookup"_qs,
                     QJsonArray{QJsonObject{{u"min"_qs, 0},
                                            {u"max"_qs, 10},
                                            {u"columns"_qs,
                                             QJsonArray{QJsonObject{{u"max"_qs, 3}, {u"value"_qs, -2}},
                                                        QJsonObject{{u"min"_qs, 4}, {u"value"_qs, 5}}}}}}}});
    rs[u"tables"] = tables;
    QJsonArray tests = rs[u"tests"].toArray();
    tests.append(QJsonObject{{u"id"_qs, u"look"_qs},
                             {u"name"_qs, u"Look"_qs},
                             {u"kind"_qs, u"table"_qs},
                             {u"dice"_qs, u"d6"_qs},
                             {u"table"_qs, u"chart"_qs},
                             {u"row"_qs, 1}});
    rs[u"tests"] = tests;
    const RulesetLoadResult loaded = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"chart.json"_qs);
    for (const RulesetError &e : loaded.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs));
    const TestSetup setup = Resolver(*loaded.ruleset).setup(u"look"_qs, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QCOMPARE(setup.odds.size(), 2);
    QCOMPARE(setup.odds[0].id, u"-2");
    QCOMPARE(setup.odds[0].probability, 0.5);
    QCOMPARE(setup.odds[1].id, u"5");
    QCOMPARE(setup.odds[1].probability, 0.5);
    QCOMPARE(Resolver(*loaded.ruleset).resolve(u"look"_qs, s, always(2)).steps.first().value, -2);
}

void TestLimits::diceAUnitHoldsAreJudgedOneByOne_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("held"); // the dice the unit type holds
    QTest::addColumn<QString>("problem");
    QTest::newRow("threshold-of-one-die") << u"threshold"_qs << u"d6"_qs << QString();
    QTest::newRow("roll-under-of-one-die") << u"roll-under"_qs << u"d6"_qs << QString();
    QTest::newRow("threshold-of-a-sum") << u"threshold"_qs << u"d6+1"_qs
                                        << u"Save judges dice one by one, and \"d6+1\" are not plain dice"_qs;
    QTest::newRow("roll-under-of-two-dice")
        << u"roll-under"_qs << u"2d6"_qs << u"Save rolls one die, not 2"_qs;
    // Once a read past the end of no dice at all.
    QTest::newRow("roll-under-of-a-number") << u"roll-under"_qs << u"5"_qs << u"are not plain dice"_qs;
}

void TestLimits::diceAUnitHoldsAreJudgedOneByOne()
{
    QFETCH(QString, kind);
    QFETCH(QString, held);
    QFETCH(QString, problem);
    QJsonObject rs = minimal();
    QJsonArray types = rs[u"unitTypes"].toArray();
    QJsonObject foot = types[0].toObject();
    QJsonObject attributes = foot[u"attributes"].toObject();
    attributes[u"die"] = held;
    foot[u"attributes"] = attributes;
    types[0] = foot;
    rs[u"unitTypes"] = types;
    QJsonArray tests = rs[u"tests"].toArray();
    QJsonObject save = tests[1].toObject();
    save[u"kind"] = kind;
    save[u"dice"] = QJsonObject{{u"from"_qs, u"actor.type.die"_qs}};
    if (kind == u"roll-under") {
        save.remove(u"atLeast"_qs);
        save[u"atMost"] = 3;
    }
    tests[1] = save;
    rs[u"tests"] = tests;
    const RulesetLoadResult loaded = RulesetLoader::loadData(QJsonDocument(rs).toJson(), u"held.json"_qs);
    for (const RulesetError &e : loaded.errors)
        qWarning().noquote() << e.toString();
    QVERIFY(loaded.ok());
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"foot"_qs));
    const Resolution r = Resolver(*loaded.ruleset).resolve(u"save"_qs, s, always(2));
    if (problem.isEmpty()) {
        QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
        QCOMPARE(r.steps.first().dice.size(), 1);
        return;
    }
    QVERIFY(r.steps.isEmpty());
    QCOMPARE(r.errors.size(), 1);
    QVERIFY2(r.errors.first().contains(problem), qPrintable(r.errors.first()));
}

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
