// RolledTotalTest on its own: a total read in bands, a column of a lookup table, and an opposed
// roll of the actor's total against the target's. The set-ups are made by hand from
// data/kinds.json: "rally" (2d5 in bands), "range" (2d6 less the distance entered), "musketry"
// (a d10 on the fire-combat table) and "clash" (d10 + troop value against the same). Every
// expected figure is worked out in the comments.
#include "dice/diceparser.h"
#include "rules/kinds/kinds.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestRolledTotal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void odds_data();
    void odds();
    void tableWithoutTheRow();
    void noDiceNoOdds();
    void judge_data();
    void judge();

private:
    std::optional<Ruleset> m_rs;
};

namespace {

// What the resolver would have worked out before the dice: the modifiers' total, the base value,
// the target side's total, a target's die rolled before, and the numbers entered.
struct Given {
    Given() = default;
    Given(const QString &testId, const QString &diceText, int modifierTotal = 0, int baseValue = 0,
          int targetSide = 0, int targetFace = 0, const QHash<QString, int> &entered = {})
        : test(testId),
          dice(diceText),
          total(modifierTotal),
          base(baseValue),
          targetTotal(targetSide),
          givenTargetFace(targetFace),
          inputs(entered)
    { }
    QString test;
    QString dice;
    int total = 0;
    int base = 0;
    int targetTotal = 0;
    int givenTargetFace = 0;
    QHash<QString, int> inputs;
};

TestSetup setupFor(const Ruleset &rs, const Given &g)
{
    TestSetup s;
    s.test = rs.test(g.test);
    s.expression = dice::DiceParser::parse(g.dice).expression;
    s.dieSides = s.expression->dieSides();
    if (s.test->kind == Test::Kind::Opposed && !g.givenTargetFace)
        s.dieSides += s.expression->dieSides();
    s.total = g.total;
    s.base = g.base;
    s.targetTotal = g.targetTotal;
    s.givenTargetFace = g.givenTargetFace;
    return s;
}

Situation situationWith(const QHash<QString, int> &inputs)
{
    Situation s;
    s.inputs = inputs;
    return s;
}

} // namespace

Q_DECLARE_METATYPE(Given)

void TestRolledTotal::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const RulesetLoadResult r = RulesetLoader::loadData(f.readAll(), QStringLiteral("kinds.json"));
    QVERIFY(r.ok());
    m_rs = r.ruleset;
}

void TestRolledTotal::odds_data()
{
    QTest::addColumn<Given>("given");
    QTest::addColumn<QString>("need");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QList<double>>("chances");

    // 2d5 runs 2 to 10 in 1, 2, 3, 4, 5, 4, 3, 2, 1 ways of 25. Routs at 2 or less: 1/25;
    // halts at 3-4: 5/25; rallies from 5: 19/25.
    QTest::newRow("rally-2d5") << Given{"rally", "2d5"} << "roll 2d5" << QStringList{"ok", "halt", "rout"}
                               << QList<double>{19.0 / 25, 5.0 / 25, 1.0 / 25};
    // Quality C, -1: routs on 2d5 of 3 or less (3/25), halts on 4-5 (7/25), rallies from 6 (15/25).
    QTest::newRow("rally-2d5-less-1")
        << Given{"rally", "2d5", -1} << u"roll 2d5 \u22121"_qs << QStringList{"ok", "halt", "rout"}
        << QList<double>{15.0 / 25, 7.0 / 25, 3.0 / 25};
    // Quality A, +1, and 2d6 (a raw unit): 2d6 + 1 of 2 or less never; 3-4 is 2d6 of 2-3 (3/36);
    // from 5 is 2d6 of 4 or more (33/36).
    QTest::newRow("rally-2d6-plus-1")
        << Given{"rally", "2d6", 1} << "roll 2d6 +1" << QStringList{"ok", "halt", "rout"}
        << QList<double>{33.0 / 36, 3.0 / 36, 0.0};
    // 2d6 less a distance of 7: short when 2d6 is 6 or less (15/36), reaches from 7 (21/36).
    QTest::newRow("range-7") << Given{"range", "2d6", 0, 0, 0, 0, {{"distance", 7}}} << u"roll 2d6 \u22127"_qs
                             << QStringList{"short", "reaches"} << QList<double>{15.0 / 36, 21.0 / 36};
    // Quality A (+1) at 12: 2d6 + 1 - 12 reaches only on 11 or 12 (3/36).
    QTest::newRow("range-12-quality-a")
        << Given{"range", "2d6", 1, 0, 0, 0, {{"distance", 12}}} << u"roll 2d6 \u221211"_qs
        << QStringList{"short", "reaches"} << QList<double>{33.0 / 36, 3.0 / 36};
    // Row 3 of fire combat (1-5 points): up to 8 gives 0, 9-10 gives 1, from 11 gives 2. A d10
    // gives 0 on 1-8 (0.8) and 1 on 9-10 (0.2); no outcomes, so each value is its own row.
    QTest::newRow("musketry-3-points")
        << Given{"musketry", "d10", 0, 0, 0, 0, {{"points", 3}}} << "roll d10 on Fire combat, row 3"
        << QStringList{"0", "1"} << QList<double>{0.8, 0.2};
    // At a column, +1: d10 + 1 runs 2 to 11: 0 on 2-8 (0.7), 1 on 9-10 (0.2), 2 on 11 (0.1).
    QTest::newRow("musketry-3-points-at-a-column")
        << Given{"musketry", "d10", 1, 0, 0, 0, {{"points", 3}}} << "roll d10 +1 on Fire combat, row 3"
        << QStringList{"0", "1", "2"} << QList<double>{0.7, 0.2, 0.1};
    // Row 8 (6-10 points): up to 5 gives 0, 6-9 gives 1, 10 gives 2: a d10 gives 0.5, 0.4, 0.1.
    QTest::newRow("musketry-8-points")
        << Given{"musketry", "d10", 0, 0, 0, 0, {{"points", 8}}} << "roll d10 on Fire combat, row 8"
        << QStringList{"0", "1", "2"} << QList<double>{0.5, 0.4, 0.1};
    // d10 + 13 (good) against d10 + 8 (poor): the difference is 5 + (a - b), where a - b = k in
    // 10 - |k| ways of 100. Draw (|difference| at most 2): k from -7 to -3, 3+4+5+6+7 = 25 ways;
    // pushed back (3-5): k of -2, -1, 0 (8+9+10) or -9, -8 (1+2), 30 ways; broken (6 or more):
    // k from 1 to 9, 45 ways.
    QTest::newRow("clash-good-against-poor")
        << Given{"clash", "d10", 0, 13, 8} << "d10 +13 against d10 +8"
        << QStringList{"draw", "pushed", "broken"} << QList<double>{0.25, 0.30, 0.45};
    // Equal totals: |a - b| at most 2 in 10 + 2 x (9 + 8) = 44 ways; 3-5 in 2 x (7 + 6 + 5) = 36;
    // 6 or more in 2 x (4 + 3 + 2 + 1) = 20.
    QTest::newRow("clash-even") << Given{"clash", "d10", 0, 13, 13} << "d10 +13 against d10 +13"
                                << QStringList{"draw", "pushed", "broken"} << QList<double>{0.44, 0.36, 0.20};
    // The target's die already rolled (a 4): d10 + 13 against 4 + 8 = 12, so the difference is
    // d10 + 1, 2 to 11: a draw on 1 (0.1), pushed back on 2-4 (0.3), broken on 5-10 (0.6).
    QTest::newRow("clash-target-already-rolled")
        << Given{"clash", "d10", 0, 13, 8, 4} << "d10 +13 against 4 (already rolled) +8"
        << QStringList{"draw", "pushed", "broken"} << QList<double>{0.1, 0.3, 0.6};
}

void TestRolledTotal::odds()
{
    QFETCH(Given, given);
    QFETCH(QString, need);
    QFETCH(QStringList, ids);
    QFETCH(QList<double>, chances);

    kinds::OddsMemo memo;
    const kinds::RolledTotalTest kind(*m_rs, memo);
    TestSetup s = setupFor(*m_rs, given);
    const Situation situation = situationWith(given.inputs);
    kind.workOutOdds(s, Evaluator(*m_rs, situation, given.test), situation, given.test);
    QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u"; ")));
    QCOMPARE(s.needText, need);
    QCOMPARE(s.odds.size(), ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QCOMPARE(s.odds.at(i).id, ids.at(i));
        QVERIFY2(qAbs(s.odds.at(i).probability - chances.at(i)) < 1e-12,
                 qPrintable(QStringLiteral("%1: %2").arg(ids.at(i)).arg(s.odds.at(i).probability)));
    }
    // The roll is worked out once and kept for the next set-up with the same dice.
    QVERIFY(memo.rolls.contains(given.dice));
    QVERIFY(memo.work > 0);
}

void TestRolledTotal::tableWithoutTheRow()
{
    // Fire combat has rows for 1-10 points only: 11 is a problem to show, not a roll.
    kinds::OddsMemo memo;
    const kinds::RolledTotalTest kind(*m_rs, memo);
    TestSetup s = setupFor(*m_rs, Given{"musketry", "d10"});
    const Situation situation = situationWith({{QStringLiteral("points"), 11}});
    kind.workOutOdds(s, Evaluator(*m_rs, situation, u"musketry"_qs), situation, u"musketry"_qs);
    QCOMPARE(s.problems, QStringList{u"Fire combat has no row for 11."_qs});
    QVERIFY(s.odds.isEmpty());
}

void TestRolledTotal::noDiceNoOdds()
{
    // A set-up whose dice could not be made (the resolver says why) gets no odds at all.
    kinds::OddsMemo memo;
    const kinds::RolledTotalTest kind(*m_rs, memo);
    TestSetup s;
    s.test = m_rs->test(u"rally"_qs);
    kind.workOutOdds(s, Evaluator(*m_rs, Situation(), u"rally"_qs), Situation(), u"rally"_qs);
    QVERIFY(s.odds.isEmpty());
    QVERIFY(s.needText.isEmpty());
    QCOMPARE(memo.work, 0.0);
}

void TestRolledTotal::judge_data()
{
    QTest::addColumn<Given>("given");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("margin");
    QTest::addColumn<QList<int>>("terms"); // die by die: 0 the actor's, 1 the target's
    QTest::addColumn<QString>("outcome"); // empty: none (a table's value)

    // 2 + 3 = 5 rallies; 1 + 1 = 2 routs; 2 + 2 - 1 = 3 halts.
    QTest::newRow("rally-5") << Given{"rally", "2d5"} << QList<int>{2, 3} << 5 << 0 << QList<int>{0, 0}
                             << "ok";
    QTest::newRow("rally-2") << Given{"rally", "2d5"} << QList<int>{1, 1} << 2 << 0 << QList<int>{0, 0}
                             << "rout";
    QTest::newRow("rally-4-less-1") << Given{"rally", "2d5", -1} << QList<int>{2, 2} << 3 << 0
                                    << QList<int>{0, 0} << "halt";
    // 3 + 3 - 7 = -1 falls short; 4 + 3 - 7 = 0 reaches.
    QTest::newRow("range-short") << Given{"range", "2d6", 0, 0, 0, 0, {{"distance", 7}}} << QList<int>{3, 3}
                                 << -1 << 0 << QList<int>{0, 0} << "short";
    QTest::newRow("range-reaches") << Given{"range", "2d6", 0, 0, 0, 0, {{"distance", 7}}} << QList<int>{4, 3}
                                   << 0 << 0 << QList<int>{0, 0} << "reaches";
    // Row 3: a 9 is in the 9-10 column, 1; at a column 10 + 1 = 11 is in the last, 2.
    QTest::newRow("musketry-9") << Given{"musketry", "d10", 0, 0, 0, 0, {{"points", 3}}} << QList<int>{9} << 1
                                << 0 << QList<int>{0} << "";
    QTest::newRow("musketry-10-at-a-column") << Given{"musketry", "d10", 1, 0, 0, 0, {{"points", 3}}}
                                             << QList<int>{10} << 2 << 0 << QList<int>{0} << "";
    // 4 + 13 against 9 + 8: 17 - 17 = 0, a draw.
    QTest::newRow("clash-draw") << Given{"clash", "d10", 0, 13, 8} << QList<int>{4, 9} << 0 << 0
                                << QList<int>{0, 1} << "draw";
    // 10 + 13 against 1 + 8: 23 - 9 = 14, broken.
    QTest::newRow("clash-broken") << Given{"clash", "d10", 0, 13, 8} << QList<int>{10, 1} << 14 << 14
                                  << QList<int>{0, 1} << "broken";
    // 1 + 13 + 2 (charging) against 10 + 8: 16 - 18 = -2, |-2| = 2: a draw the actor lost.
    QTest::newRow("clash-charging-loses-by-2")
        << Given{"clash", "d10", 2, 13, 8} << QList<int>{1, 10} << 2 << -2 << QList<int>{0, 1} << "draw";
    // 1 + 13 against 10 + 8: 14 - 18 = -4, pushed back the other way.
    QTest::newRow("clash-loses-by-4")
        << Given{"clash", "d10", 0, 13, 8} << QList<int>{1, 10} << 4 << -4 << QList<int>{0, 1} << "pushed";
    // The target's 4 was rolled before: 6 + 13 against 4 + 8 is 7, broken.
    QTest::newRow("clash-target-already-rolled")
        << Given{"clash", "d10", 0, 13, 8, 4} << QList<int>{6} << 7 << 7 << QList<int>{0, 1} << "broken";
}

void TestRolledTotal::judge()
{
    QFETCH(Given, given);
    QFETCH(QList<int>, faces);
    QFETCH(int, value);
    QFETCH(int, margin);
    QFETCH(QList<int>, terms);
    QFETCH(QString, outcome);

    kinds::OddsMemo memo;
    const kinds::RolledTotalTest kind(*m_rs, memo);
    const TestSetup s = setupFor(*m_rs, given);
    const kinds::Judgement j = kind.judge(s, faces, situationWith(given.inputs), given.test);
    QCOMPARE(j.value, value);
    QCOMPARE(j.margin, margin);
    QCOMPARE(j.dice.size(), terms.size());
    for (qsizetype i = 0; i < terms.size(); ++i) {
        QCOMPARE(j.dice.at(i).termIndex, terms.at(i));
        // The dice in the order read; a target's die rolled before shows its face.
        QCOMPARE(j.dice.at(i).face, i < faces.size() ? faces.at(i) : given.givenTargetFace);
    }
    QCOMPARE(j.outcome ? j.outcome->id : QString(), outcome);
}

QTEST_GUILESS_MAIN(TestRolledTotal)
#include "tst_rolledtotal.moc"
