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
        << QJsonArray{} << 0 << u"Shoot would roll 2000000 dice; Adjutant rolls at most 200 for one test"_qs;
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
    const Resolution r = Resolver(*loaded.ruleset).resolve(u"save"_qs, s, Resolver::facesFrom({1, 2, 9}));
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.size(), 2);
    QVERIFY(r.units.value(u"a"_qs).removed);
}

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
