// ThresholdTest on its own: each die against a score, one die or a pool of successes, and the
// pool whose hits force a save (the chained casualties). The set-ups are made by hand from
// data/kinds.json ("volley" is a pool of d10s, "save" and "shock" are one d10 each); every
// expected figure is worked out in the comments.
#include "rules/kinds/kinds.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestThreshold : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void odds_data();
    void odds();
    void chainedCasualties_data();
    void chainedCasualties();
    void judge_data();
    void judge();

private:
    std::optional<Ruleset> m_rs;
};

namespace {

UnitState unit(const QString &id, const QString &type, const QVariantHash &fields = {})
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    return u;
}

// A set-up as the resolver would make it, with the dice and the score given here.
TestSetup setupFor(const Ruleset &rs, const QString &testId, int dice, int target, int modifier,
                   const QList<int> &naturalPass, const QList<int> &naturalFail)
{
    TestSetup s;
    s.test = rs.test(testId);
    s.dieSides = QList<int>(dice, 10);
    s.dieTest.sides = 10;
    s.dieTest.target = target;
    s.dieTest.modifier = modifier;
    s.dieTest.naturalPass = naturalPass;
    s.dieTest.naturalFail = naturalFail;
    return s;
}

} // namespace

void TestThreshold::initTestCase()
{
    QFile f(QStringLiteral(RULES_TEST_DATA "/kinds.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const RulesetLoadResult r = RulesetLoader::loadData(f.readAll(), QStringLiteral("kinds.json"));
    QVERIFY(r.ok());
    m_rs = r.ruleset;
}

void TestThreshold::odds_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QList<int>>("naturalPass");
    QTest::addColumn<QList<int>>("naturalFail");
    QTest::addColumn<QString>("need");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QList<double>>("chances");
    QTest::addColumn<QList<double>>("successes"); // pools: P(0), P(1), ...; empty for one die

    const QList<int> none;
    // One die, 5+: faces 5-10 pass, 6 in 10.
    QTest::newRow("save-5-plus") << "save" << 1 << 5 << 0 << QList<int>{10} << QList<int>{1}
                                 << "needs 5+ on a d10" << QStringList{"pass", "fail"}
                                 << QList<double>{0.6, 0.4} << QList<double>{};
    // -3: face - 3 >= 5 from face 8: 8, 9, 10 pass, 3 in 10.
    QTest::newRow("save-minus-3") << "save" << 1 << 5 << -3 << QList<int>{10} << QList<int>{1}
                                  << "needs 8+ on a d10" << QStringList{"pass", "fail"}
                                  << QList<double>{0.3, 0.7} << QList<double>{};
    // -9: no face reaches 5 on its score; the natural 10 still passes, 1 in 10.
    QTest::newRow("save-only-the-natural-10")
        << "save" << 1 << 5 << -9 << QList<int>{10} << QList<int>{1} << "needs 10 on a d10"
        << QStringList{"pass", "fail"} << QList<double>{0.1, 0.9} << QList<double>{};
    // +6: every face would pass but the natural 1 fails: 2-10, 9 in 10.
    QTest::newRow("save-natural-1-still-fails")
        << "save" << 1 << 5 << 6 << QList<int>{10} << QList<int>{1} << "needs 2+ on a d10"
        << QStringList{"pass", "fail"} << QList<double>{0.9, 0.1} << QList<double>{};
    // Shock has no natural faces: +4 lets 1 + 4 = 5 pass, so every face does.
    QTest::newRow("shock-every-face")
        << "shock" << 1 << 5 << 4 << none << none << "any face of a d10 passes" << QStringList{"pass", "fail"}
        << QList<double>{1.0, 0.0} << QList<double>{};
    // -6: 10 - 6 = 4 < 5, no face passes.
    QTest::newRow("shock-no-face") << "shock" << 1 << 5 << -6 << none << none << "no face of a d10 passes"
                                   << QStringList{"pass", "fail"} << QList<double>{0.0, 1.0}
                                   << QList<double>{};
    // A pool of 3 needing 7+ (p = 0.4): 0.6^3 = 0.216, 3 x 0.4 x 0.36 = 0.432, 3 x 0.16 x 0.6 = 0.288,
    // 0.4^3 = 0.064. With no bands, each number of successes is an outcome of its own.
    QTest::newRow("volley-3-dice-7-plus")
        << "volley" << 3 << 7 << 0 << none << none << "needs 7+ on a d10, each of 3 die/dice"
        << QStringList{"0", "1", "2", "3"} << QList<double>{0.216, 0.432, 0.288, 0.064}
        << QList<double>{0.216, 0.432, 0.288, 0.064};
    // 2 dice needing 8+ (p = 0.3): 0.49, 2 x 0.3 x 0.7 = 0.42, 0.09.
    QTest::newRow("volley-2-dice-8-plus")
        << "volley" << 2 << 8 << 0 << none << none << "needs 8+ on a d10, each of 2 die/dice"
        << QStringList{"0", "1", "2"} << QList<double>{0.49, 0.42, 0.09} << QList<double>{0.49, 0.42, 0.09};
    // No dice at all: nothing can succeed.
    QTest::newRow("volley-no-dice") << "volley" << 0 << 7 << 0 << none << none
                                    << "needs 7+ on a d10, each of 0 die/dice" << QStringList{"0"}
                                    << QList<double>{1.0} << QList<double>{1.0};
}

void TestThreshold::odds()
{
    QFETCH(QString, test);
    QFETCH(int, dice);
    QFETCH(int, target);
    QFETCH(int, modifier);
    QFETCH(QList<int>, naturalPass);
    QFETCH(QList<int>, naturalFail);
    QFETCH(QString, need);
    QFETCH(QStringList, ids);
    QFETCH(QList<double>, chances);
    QFETCH(QList<double>, successes);

    const Resolver resolver(*m_rs);
    const kinds::ThresholdTest kind(*m_rs, resolver);
    TestSetup s = setupFor(*m_rs, test, dice, target, modifier, naturalPass, naturalFail);
    const Situation situation; // no target: no save to chain
    kind.workOutOdds(s, Evaluator(*m_rs, situation, test));

    QCOMPARE(s.needText, need);
    QCOMPARE(s.odds.size(), ids.size());
    for (qsizetype i = 0; i < ids.size(); ++i) {
        QCOMPARE(s.odds.at(i).id, ids.at(i));
        QVERIFY2(qAbs(s.odds.at(i).probability - chances.at(i)) < 1e-12,
                 qPrintable(QStringLiteral("%1: %2").arg(ids.at(i)).arg(s.odds.at(i).probability)));
    }
    QCOMPARE(s.successes.has_value(), !successes.isEmpty());
    if (s.successes) {
        QCOMPARE(s.successes->minimum(), 0);
        QCOMPARE(s.successes->maximum(), dice);
        for (int k = 0; k <= dice; ++k)
            QVERIFY(qAbs(s.successes->probability(k) - successes.at(k)) < 1e-12);
    }
    QVERIFY(!s.casualties);
    QVERIFY(s.problems.isEmpty());
}

void TestThreshold::chainedCasualties_data()
{
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<int>("targetHits");
    QTest::addColumn<bool>("withTarget");
    QTest::addColumn<QList<double>>("casualties"); // P(0), P(1), ...; empty: none worked out

    // A volley of 3 dice needing 7+ (p = 0.4) at a horse unit (at most 3 hits). Each hit makes
    // the horse save on 5+ (quality B: +0) with a natural 10 and 1, so a save fails 4 in 10, and
    // a die ends as a casualty 0.4 x 0.4 = 0.16 of the time: 0.84^3 = 0.592704,
    // 3 x 0.16 x 0.84^2 = 0.338688, 3 x 0.16^2 x 0.84 = 0.064512, 0.16^3 = 0.004096.
    QTest::newRow("fresh-horse") << "horse" << 0 << true
                                 << QList<double>{0.592704, 0.338688, 0.064512, 0.004096};
    // With 2 hits already the save is at -2 (7-10 pass, 1 fails): it fails 6 in 10, a die is a
    // casualty 0.4 x 0.6 = 0.24 of the time, and one more hit removes the unit: 3 dice give
    // 0.76^3 = 0.438976 of none, the rest (0.561024) count as the one that removes it.
    QTest::newRow("horse-one-from-its-end") << "horse" << 2 << true << QList<double>{0.438976, 0.561024};
    // A horse at its 3 hits can take no more: every roll comes to 0 more.
    QTest::newRow("horse-at-its-end") << "horse" << 3 << true << QList<double>{1.0};
    // Foot takes 4 hits: the cap is above the 3 dice, so it changes nothing.
    QTest::newRow("fresh-foot") << "foot" << 0 << true
                                << QList<double>{0.592704, 0.338688, 0.064512, 0.004096};
    // Nobody to save: no casualties are worked out.
    QTest::newRow("no-target") << "horse" << 0 << false << QList<double>{};
}

void TestThreshold::chainedCasualties()
{
    QFETCH(QString, targetType);
    QFETCH(int, targetHits);
    QFETCH(bool, withTarget);
    QFETCH(QList<double>, casualties);

    const Resolver resolver(*m_rs);
    const kinds::ThresholdTest kind(*m_rs, resolver);
    TestSetup s = setupFor(*m_rs, QStringLiteral("volley"), 3, 7, 0, {}, {});
    Situation situation;
    situation.units.insert(QStringLiteral("actor"), unit(QStringLiteral("us"), QStringLiteral("foot")));
    if (withTarget)
        situation.units.insert(
            QStringLiteral("target"),
            unit(QStringLiteral("them"), targetType, {{QStringLiteral("hits"), targetHits}}));
    kind.workOutOdds(s, Evaluator(*m_rs, situation, QStringLiteral("volley")));

    QCOMPARE(s.casualties.has_value(), !casualties.isEmpty());
    if (!s.casualties)
        return;
    QCOMPARE(s.casualtiesField, QStringLiteral("hits"));
    QCOMPARE(s.casualties->minimum(), 0);
    QCOMPARE(s.casualties->maximum(), int(casualties.size()) - 1);
    for (int k = 0; k < casualties.size(); ++k)
        QVERIFY2(qAbs(s.casualties->probability(k) - casualties.at(k)) < 1e-12,
                 qPrintable(QStringLiteral("%1: %2").arg(k).arg(s.casualties->probability(k))));
}

void TestThreshold::judge_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QList<bool>>("passed"); // die by die
    QTest::addColumn<int>("successes");
    QTest::addColumn<QString>("outcome"); // empty: none (a pool without bands)

    // The save: 5+ with a natural 10 and a natural 1.
    QTest::newRow("save-5-passes") << "save" << 5 << 0 << QList<int>{5} << QList<bool>{true} << 1 << "pass";
    QTest::newRow("save-4-fails") << "save" << 5 << 0 << QList<int>{4} << QList<bool>{false} << 0 << "fail";
    // 9 - 3 = 6 passes; 7 - 3 = 4 does not.
    QTest::newRow("save-9-at-minus-3")
        << "save" << 5 << -3 << QList<int>{9} << QList<bool>{true} << 1 << "pass";
    QTest::newRow("save-7-at-minus-3")
        << "save" << 5 << -3 << QList<int>{7} << QList<bool>{false} << 0 << "fail";
    // 1 + 6 = 7 would pass, but a natural 1 fails; 10 - 9 = 1 would fail, but a natural 10 passes.
    QTest::newRow("save-natural-1") << "save" << 5 << 6 << QList<int>{1} << QList<bool>{false} << 0 << "fail";
    QTest::newRow("save-natural-10") << "save" << 5 << -9 << QList<int>{10} << QList<bool>{true} << 1
                                     << "pass";
    // A pool counts its successes, 7+: 7 and 10 hit, 6 does not.
    QTest::newRow("volley-two-hits") << "volley" << 7 << 0 << QList<int>{7, 6, 10}
                                     << QList<bool>{true, false, true} << 2 << "";
    QTest::newRow("volley-no-hits") << "volley" << 7 << 0 << QList<int>{1, 2, 6}
                                    << QList<bool>{false, false, false} << 0 << "";
    // Cover and harsh rules put the score at 9+: the 8 misses.
    QTest::newRow("volley-at-9-plus")
        << "volley" << 9 << 0 << QList<int>{8, 9} << QList<bool>{false, true} << 1 << "";
}

void TestThreshold::judge()
{
    QFETCH(QString, test);
    QFETCH(int, target);
    QFETCH(int, modifier);
    QFETCH(QList<int>, faces);
    QFETCH(QList<bool>, passed);
    QFETCH(int, successes);
    QFETCH(QString, outcome);

    const Resolver resolver(*m_rs);
    const kinds::ThresholdTest kind(*m_rs, resolver);
    const bool natural = test == u"save";
    const TestSetup s
        = setupFor(*m_rs, test, int(faces.size()), target, modifier, natural ? QList<int>{10} : QList<int>{},
                   natural ? QList<int>{1} : QList<int>{});
    const kinds::Judgement j = kind.judge(s, faces);

    QCOMPARE(j.successes, successes);
    QCOMPARE(j.failures, int(faces.size()) - successes);
    QCOMPARE(j.value, successes);
    QCOMPARE(j.dice.size(), faces.size());
    for (qsizetype i = 0; i < faces.size(); ++i) {
        QCOMPARE(j.dice.at(i).sides, 10);
        QCOMPARE(j.dice.at(i).face, faces.at(i));
        QVERIFY(j.dice.at(i).kept);
        QCOMPARE(j.dice.at(i).success, passed.at(i));
    }
    QCOMPARE(j.outcome ? j.outcome->id : QString(), outcome);
}

QTEST_GUILESS_MAIN(TestThreshold)
#include "tst_threshold.moc"
