// Threshold tests with natural faces, pools of them, and the chained hit -> save -> casualty test.
#include "bruteforce.h"

#include "dice/dietest.h"
#include "dice/randomsource.h"

#include <QTest>

#include <limits>

#include "exact.h"

using namespace adjutant::dice;
using adjutant::testing::Exact;
using adjutant::testing::ratio;

// The D10 test every KGCWO roll uses: 5+ after modifiers, a natural 10 passes, a natural 1 fails.
static DieTest d10FivePlus(int modifier)
{
    return DieTest{10, Comparison::AtLeast, 5, modifier, {10}, {1}};
}

class TestDieTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void judgesOneDie_data();
    void judgesOneDie();
    void passProbability_data();
    void passProbability();
    void neededFace_data();
    void neededFace();
    void poolEqualsBruteForce_data();
    void poolEqualsBruteForce();
    void tableExampleOdds();
    void chainEqualsBruteForce_data();
    void chainEqualsBruteForce();
    void chainAgreesWithSimulation_data();
    void chainAgreesWithSimulation();
};

void TestDieTest::judgesOneDie_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<bool>("passes");

    // The rule book's two examples of natural faces overriding modifiers.
    QTest::newRow("natural-10-with-minus-6") << 10 << -6 << true;
    QTest::newRow("natural-1-with-plus-4") << 1 << 4 << false;
    QTest::newRow("natural-10-with-minus-20") << 10 << -20 << true;
    QTest::newRow("natural-1-with-plus-20") << 1 << 20 << false;
    QTest::newRow("5-unmodified") << 5 << 0 << true;
    QTest::newRow("4-unmodified") << 4 << 0 << false;
    QTest::newRow("4-with-plus-1") << 4 << 1 << true;
    QTest::newRow("2-with-plus-3") << 2 << 3 << true;
    QTest::newRow("2-with-plus-2") << 2 << 2 << false;
    QTest::newRow("8-with-minus-3") << 8 << -3 << true;
    QTest::newRow("7-with-minus-3") << 7 << -3 << false;
    QTest::newRow("9-with-minus-5") << 9 << -5 << false;
    // The largest modifiers an int holds: no overflow (chain --hit-mod 2147483647 once wrapped).
    QTest::newRow("9-with-the-largest") << 9 << std::numeric_limits<int>::max() << true;
    QTest::newRow("natural-1-with-the-largest") << 1 << std::numeric_limits<int>::max() << false;
    QTest::newRow("2-with-the-smallest") << 2 << std::numeric_limits<int>::min() << false;
    QTest::newRow("natural-10-with-the-smallest") << 10 << std::numeric_limits<int>::min() << true;
}

void TestDieTest::judgesOneDie()
{
    QFETCH(int, face);
    QFETCH(int, modifier);
    QFETCH(bool, passes);
    QCOMPARE(d10FivePlus(modifier).passes(face), passes);
}

void TestDieTest::passProbability_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("comparison");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<bool>("naturals"); // KGCWO natural 10 / natural 1
    QTest::addColumn<QString>("probability");

    const int atLeast = int(Comparison::AtLeast);
    const int atMost = int(Comparison::AtMost);
    QTest::newRow("kgcwo-plain") << 10 << atLeast << 5 << 0 << true << "3/5";
    QTest::newRow("kgcwo-plus-10-natural-1-still-fails") << 10 << atLeast << 5 << 10 << true << "9/10";
    QTest::newRow("kgcwo-minus-10-natural-10-still-passes") << 10 << atLeast << 5 << -10 << true << "1/10";
    QTest::newRow("kgcwo-plus-1") << 10 << atLeast << 5 << 1 << true << "7/10";
    QTest::newRow("kgcwo-minus-2") << 10 << atLeast << 5 << -2 << true << "2/5";
    QTest::newRow("no-naturals-minus-10-never") << 10 << atLeast << 5 << -10 << false << "0";
    QTest::newRow("no-naturals-plus-10-always") << 10 << atLeast << 5 << 10 << false << "1";
    // Roll-under, as Chosen Men morale: d10 at or under the modified morale.
    QTest::newRow("roll-under-8") << 10 << atMost << 8 << 0 << false << "4/5";
    QTest::newRow("roll-under-8-with-minus-2-on-the-die") << 10 << atMost << 8 << 2 << false << "3/5";
    // A D6 test (the brigade rules' entering-melee test reads "more than 0" after modifiers).
    QTest::newRow("d6-over-zero-minus-3") << 6 << atLeast << 1 << -3 << false << "1/2";
}

void TestDieTest::passProbability()
{
    QFETCH(int, sides);
    QFETCH(int, comparison);
    QFETCH(int, target);
    QFETCH(int, modifier);
    QFETCH(bool, naturals);
    QFETCH(QString, probability);
    DieTest t{sides, Comparison(comparison), target, modifier, {}, {}};
    if (naturals) {
        t.naturalPass = {10};
        t.naturalFail = {1};
    }
    QCOMPARE(QByteArray::fromStdString(adjutant::dice::passProbability<Exact>(t).get_str()),
             probability.toLatin1());
}

void TestDieTest::neededFace_data()
{
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("needed");
    QTest::newRow("plus-0-needs-5") << 0 << 5;
    QTest::newRow("plus-1-needs-4") << 1 << 4;
    QTest::newRow("plus-4-needs-1") << 4 << 1;
    QTest::newRow("minus-5-needs-10") << -5 << 10;
    QTest::newRow("minus-6-no-face-reaches") << -6 << 11;
    QTest::newRow("the-largest-needs-1") << std::numeric_limits<int>::max() << 1;
    QTest::newRow("the-smallest-no-face-reaches") << std::numeric_limits<int>::min() << 11;
}

void TestDieTest::neededFace()
{
    QFETCH(int, modifier);
    QFETCH(int, needed);
    QCOMPARE(d10FivePlus(modifier).neededFace(), needed);
}

void TestDieTest::poolEqualsBruteForce_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("modifier");
    for (int n = 0; n <= 4; ++n)
        for (int m : {-6, -2, 0, 1, 5})
            QTest::addRow("%d-dice-mod-%d", n, m) << n << m;
}

void TestDieTest::poolEqualsBruteForce()
{
    QFETCH(int, dice);
    QFETCH(int, modifier);
    const DieTest test = d10FivePlus(modifier);
    const Distribution<Exact> engine = poolSuccesses<Exact>(dice, test);

    QMap<int, qint64> counts;
    qint64 total = 0;
    adjutant::testing::forEachFaces(QList<int>(dice, 10), [&](const QList<int> &faces) {
        int hits = 0;
        for (int f : faces)
            hits += test.passes(f) ? 1 : 0;
        ++counts[hits];
        ++total;
    });
    for (int k = 0; k <= dice; ++k)
        QCOMPARE(engine.probability(k), ratio(counts.value(k), total));
}

// ux.md's walk-through: three dice with a +1 total hit on 4+; the sheet shows 3%, 19%, 44%, 34%.
void TestDieTest::tableExampleOdds()
{
    const Distribution<Exact> d = poolSuccesses<Exact>(3, d10FivePlus(1));
    QCOMPARE(d.probability(0), ratio(27, 1000));
    QCOMPARE(d.probability(1), ratio(189, 1000));
    QCOMPARE(d.probability(2), ratio(441, 1000));
    QCOMPARE(d.probability(3), ratio(343, 1000));
}

void TestDieTest::chainEqualsBruteForce_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("hitMod");
    QTest::addColumn<int>("saveMod");
    QTest::addColumn<int>("cap");
    for (int n = 1; n <= 3; ++n)
        for (int hit : {-3, 0, 2})
            for (int save : {-2, 0, 1})
                for (int cap : {0, 1, 2, 3, 5})
                    QTest::addRow("n%d-hit%d-save%d-cap%d", n, hit, save, cap) << n << hit << save << cap;
}

// Enumerates every hit face and every save face of every die: a die's save face only matters
// when its hit face hit, exactly as at the table.
void TestDieTest::chainEqualsBruteForce()
{
    QFETCH(int, dice);
    QFETCH(int, hitMod);
    QFETCH(int, saveMod);
    QFETCH(int, cap);
    const DieTest hit = d10FivePlus(hitMod);
    const DieTest save = d10FivePlus(saveMod);
    const Distribution<Exact> engine = chainedCasualties<Exact>(dice, hit, save, cap);

    QMap<int, qint64> counts;
    qint64 total = 0;
    adjutant::testing::forEachFaces(QList<int>(2 * dice, 10), [&](const QList<int> &faces) {
        int casualties = 0;
        for (int i = 0; i < dice; ++i)
            if (hit.passes(faces[i]) && !save.passes(faces[dice + i]))
                ++casualties;
        ++counts[std::min(casualties, cap)];
        ++total;
    });
    QCOMPARE(engine.total(), Exact(1));
    for (int c = 0; c <= std::min(cap, dice); ++c)
        QVERIFY2(engine.probability(c) == ratio(counts.value(c), total),
                 qPrintable(QStringLiteral("%1 casualties").arg(c)));
    QCOMPARE(engine.probability(std::min(cap, dice) + 1), Exact(0));
}

void TestDieTest::chainAgreesWithSimulation_data()
{
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("hitMod");
    QTest::addColumn<int>("saveMod");
    QTest::addColumn<int>("cap");
    QTest::newRow("10-dice") << 10 << 1 << -1 << 10;
    QTest::newRow("10-dice-capped-at-3") << 10 << 0 << 0 << 3;
    QTest::newRow("30-dice") << 30 << 2 << -2 << 30;
    QTest::newRow("30-dice-capped-at-12") << 30 << -1 << 1 << 12;
}

// Plays the chain die by die with the app's seeded source, as the table would.
void TestDieTest::chainAgreesWithSimulation()
{
    QFETCH(int, dice);
    QFETCH(int, hitMod);
    QFETCH(int, saveMod);
    QFETCH(int, cap);
    const DieTest hit = d10FivePlus(hitMod);
    const DieTest save = d10FivePlus(saveMod);
    const Distribution<Exact> engine = chainedCasualties<Exact>(dice, hit, save, cap);

    SeededRandomSource source(4242);
    const int trials = 100000;
    QMap<int, int> seen;
    for (int t = 0; t < trials; ++t) {
        int casualties = 0;
        for (int i = 0; i < dice; ++i)
            if (hit.passes(source.roll(10)) && !save.passes(source.roll(10)))
                ++casualties;
        ++seen[std::min(casualties, cap)];
    }
    for (int c = 0; c <= cap; ++c) {
        const double p = engine.probability(c).get_d();
        const double observed = double(seen.value(c)) / trials;
        const double tolerance = 5.0 * std::sqrt(p * (1 - p) / trials) + 2.0 / trials;
        QVERIFY2(
            std::abs(observed - p) <= tolerance,
            qPrintable(QStringLiteral("%1 casualties: exact %2, simulated %3").arg(c).arg(p).arg(observed)));
    }
}

QTEST_GUILESS_MAIN(TestDieTest)
#include "tst_dietest.moc"
