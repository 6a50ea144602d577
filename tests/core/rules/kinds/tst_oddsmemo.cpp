// OddsMemo on its own: what the resolver keeps of the odds already worked out for one set-up or
// one resolution (a roll by its dice, halved apart; the difference of two such rolls for an
// opposed test), and the work it counted for them, over set-ups made by hand from
// data/kinds.json as RolledTotalTest works them out. Every figure is worked out in the comments:
// the work is dice::oddsWork's count of steps (d10: 10 + 10 = 20; 2d5: 5 + 25 + 9 = 39; 2d6:
// 6 + 36 + 11 = 53) and a difference of two rolls of n values is n x n steps.
#include "dice/diceparser.h"
#include "rules/kinds/kinds.h"
#include "rules/kinds/oddsmemo.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

namespace {

// One set-up as the resolver would make it: the dice, the modifiers' total, the base value, the
// target side's total, a target's die rolled before, the numbers entered and the boxes ticked.
struct Step {
    QString test;
    QString dice;
    int total = 0;
    int base = 0;
    int targetTotal = 0;
    int targetFace = 0;
    QHash<QString, int> inputs = {};
    QSet<QString> ticked = {};
};

} // namespace

Q_DECLARE_METATYPE(Step)

class TestOddsMemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keptAcrossSetUps_data();
    void keptAcrossSetUps();
    void whatIsKept();
    void theMemoIsWhatIsRead();

private:
    TestSetup workOut(kinds::OddsMemo &memo, const Step &step) const;
    std::optional<Ruleset> m_rs;
};

void TestOddsMemo::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    // A move halved in mud: the same 2d6 kept apart once halved.
    QJsonArray tests = root.value(u"tests").toArray();
    tests.append(QJsonDocument::fromJson(R"({
        "id": "trudge", "name": "Trudge", "kind": "bands", "dice": "2d6", "halveWhen": {"ticked": "mud"},
        "modifiers": [{"id": "mud", "name": "Mud", "value": -1, "situational": true}],
        "bands": [{"id": "far", "name": "Far", "min": 4}, {"id": "near", "name": "Near", "max": 3}]})")
                     .object());
    root.insert(u"tests"_qs, tests);
    const RulesetLoadResult r
        = RulesetLoader::loadData(QJsonDocument(root).toJson(), QStringLiteral("kinds.json"));
    QVERIFY2(r.ok(), r.errors.isEmpty() ? "" : qPrintable(r.errors.first().toString()));
    m_rs = r.ruleset;
}

TestSetup TestOddsMemo::workOut(kinds::OddsMemo &memo, const Step &step) const
{
    TestSetup s;
    s.test = m_rs->test(step.test);
    s.expression = dice::DiceParser::parse(step.dice).expression;
    s.dieSides = s.expression->dieSides();
    s.total = step.total;
    s.base = step.base;
    s.targetTotal = step.targetTotal;
    s.givenTargetFace = step.targetFace;
    Situation situation;
    situation.inputs = step.inputs;
    situation.ticked = step.ticked;
    const kinds::RolledTotalTest kind(*m_rs, memo);
    kind.workOutOdds(s, Evaluator(*m_rs, situation, step.test), situation, step.test);
    return s;
}

void TestOddsMemo::keptAcrossSetUps_data()
{
    QTest::addColumn<QList<Step>>("steps");
    QTest::addColumn<QStringList>("rolls"); // kept, by expression
    QTest::addColumn<QStringList>("differences");
    QTest::addColumn<double>("work");

    const Step rally{u"rally"_qs, u"2d5"_qs};
    const Step rallyLess1{u"rally"_qs, u"2d5"_qs, -1};
    const Step range7{u"range"_qs, u"2d6"_qs, 0, 0, 0, 0, {{u"distance"_qs, 7}}};
    const Step musketry{u"musketry"_qs, u"d10"_qs, 0, 0, 0, 0, {{u"points"_qs, 3}}};
    const Step clashGoodPoor{u"clash"_qs, u"d10"_qs, 0, 13, 8};
    const Step clashEven{u"clash"_qs, u"d10"_qs, 0, 13, 13};
    const Step clashTargetRolled{u"clash"_qs, u"d10"_qs, 0, 13, 8, 4};
    const Step trudge{u"trudge"_qs, u"2d6"_qs};
    const Step trudgeInMud{u"trudge"_qs, u"2d6"_qs, -1, 0, 0, 0, {}, {u"mud"_qs}};

    QTest::newRow("nothing") << QList<Step>{} << QStringList{} << QStringList{} << 0.0;
    QTest::newRow("one-roll") << QList<Step>{rally} << QStringList{u"2d5"_qs} << QStringList{} << 39.0;
    // The modifiers shift the roll kept; the roll itself is worked out once.
    QTest::newRow("same-dice-again") << QList<Step>{rally, rallyLess1, rally} << QStringList{u"2d5"_qs}
                                     << QStringList{} << 39.0;
    QTest::newRow("other-dice") << QList<Step>{rally, range7} << QStringList{u"2d5"_qs, u"2d6"_qs}
                                << QStringList{} << 39.0 + 53.0;
    // A table and an opposed test on the same d10 share the roll; the opposed one adds the
    // difference of two d10 (10 x 10 = 100).
    QTest::newRow("table-then-opposed") << QList<Step>{musketry, clashGoodPoor} << QStringList{u"d10"_qs}
                                        << QStringList{u"d10"_qs} << 20.0 + 100.0;
    // Other totals on each side: the same difference, shifted.
    QTest::newRow("opposed-twice") << QList<Step>{clashGoodPoor, clashEven} << QStringList{u"d10"_qs}
                                   << QStringList{u"d10"_qs} << 120.0;
    // The target's die rolled before: one roll against a known number, no difference worked out.
    QTest::newRow("target-die-known")
        << QList<Step>{clashTargetRolled} << QStringList{u"d10"_qs} << QStringList{} << 20.0;
    // Halved, the same dice are another roll: kept apart, each worked out once.
    QTest::newRow("halved-apart") << QList<Step>{trudge, trudgeInMud, trudgeInMud, range7}
                                  << QStringList{u"2d6"_qs, u"2d6 halved"_qs} << QStringList{} << 53.0 + 53.0;
}

void TestOddsMemo::keptAcrossSetUps()
{
    QFETCH(QList<Step>, steps);
    QFETCH(QStringList, rolls);
    QFETCH(QStringList, differences);
    QFETCH(double, work);

    kinds::OddsMemo memo;
    for (const Step &step : std::as_const(steps)) {
        const TestSetup s = workOut(memo, step);
        QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u"; ")));
        QVERIFY(!s.odds.isEmpty());
    }
    QStringList keptRolls = memo.rolls.keys();
    keptRolls.sort();
    QStringList keptDifferences = memo.differences.keys();
    keptDifferences.sort();
    QCOMPARE(keptRolls, rolls);
    QCOMPARE(keptDifferences, differences);
    QCOMPARE(memo.work, work);
}

void TestOddsMemo::whatIsKept()
{
    // What is kept is the roll before any modifier, total or floor: 2d5 makes 6 in 5 ways of 25
    // (1+5, 2+4, 3+3, 4+2, 5+1), whatever the -1 of the set-up that asked.
    kinds::OddsMemo memo;
    workOut(memo, Step{u"rally"_qs, u"2d5"_qs, -1});
    QCOMPARE(memo.rolls.value(u"2d5"_qs).minimum(), 2);
    QCOMPARE(memo.rolls.value(u"2d5"_qs).maximum(), 10);
    QCOMPARE(memo.rolls.value(u"2d5"_qs).probability(6), 5.0 / 25);

    // Halved and rounded down: 2d6 of 2 or 3 gives 1 (1 + 2 = 3 ways of 36), 12 alone gives 6.
    workOut(memo, Step{u"trudge"_qs, u"2d6"_qs, -1, 0, 0, 0, {}, {u"mud"_qs}});
    const dice::Distribution<double> halved = memo.rolls.value(u"2d6 halved"_qs);
    QCOMPARE(halved.minimum(), 1);
    QCOMPARE(halved.maximum(), 6);
    QCOMPARE(halved.probability(1), 3.0 / 36);
    QCOMPARE(halved.probability(6), 1.0 / 36);

    // The difference of two d10, -9 to 9: 0 in 10 ways of 100, 9 in one; before the totals.
    workOut(memo, Step{u"clash"_qs, u"d10"_qs, 2, 13, 8});
    const dice::Distribution<double> difference = memo.differences.value(u"d10"_qs);
    QCOMPARE(difference.minimum(), -9);
    QCOMPARE(difference.maximum(), 9);
    QCOMPARE(difference.probability(0), 10.0 / 100);
    QCOMPARE(difference.probability(-9), 1.0 / 100);
}

void TestOddsMemo::theMemoIsWhatIsRead()
{
    // A memo already holding a roll is believed: a d10 said to always show 10 puts fire combat's
    // row 3 in its 9-10 column (1) every time, and no work is counted for it.
    kinds::OddsMemo memo;
    memo.rolls.insert(u"d10"_qs, dice::Distribution<double>::point(10));
    memo.work = 7;
    const TestSetup table = workOut(memo, Step{u"musketry"_qs, u"d10"_qs, 0, 0, 0, 0, {{u"points"_qs, 3}}});
    QCOMPARE(table.odds.size(), 1);
    QCOMPARE(table.odds.first().id, u"1"_qs);
    QCOMPARE(table.odds.first().probability, 1.0);
    QCOMPARE(memo.work, 7.0);

    // Likewise a difference: both sides "always equal" make 13 against 13 a draw for certain,
    // and the roll kept above is not worked out again.
    memo.differences.insert(u"d10"_qs, dice::Distribution<double>::point(0));
    const TestSetup opposed = workOut(memo, Step{u"clash"_qs, u"d10"_qs, 0, 13, 13});
    QCOMPARE(opposed.odds.size(), 3);
    QCOMPARE(opposed.odds.at(0).id, u"draw"_qs);
    QCOMPARE(opposed.odds.at(0).probability, 1.0);
    QCOMPARE(opposed.odds.at(1).probability, 0.0);
    QCOMPARE(opposed.odds.at(2).probability, 0.0);
    QCOMPARE(memo.work, 7.0);
}

QTEST_GUILESS_MAIN(TestOddsMemo)
#include "tst_oddsmemo.moc"
