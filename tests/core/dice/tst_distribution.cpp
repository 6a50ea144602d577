// Exact odds of dice expressions: the distribution code, run with GMP rationals, must equal a
// brute-force count over every face combination, and agree with a seeded simulation where
// enumeration is out of reach.
#include "bruteforce.h"

#include "dice/diceparser.h"
#include "dice/distribution.h"
#include "dice/randomsource.h"

#include <QTest>

#include "exact.h"

using namespace adjutant::dice;
using adjutant::testing::Exact;
using adjutant::testing::ratio;

static DiceExpression parsed(const QString &text)
{
    const DiceParseResult r = DiceParser::parse(text);
    Q_ASSERT(r.ok());
    return *r.expression;
}

static QByteArray str(const Exact &q)
{
    return QByteArray::fromStdString(q.get_str());
}

class TestDistribution : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void equalsBruteForce_data();
    void equalsBruteForce();
    void knownValues_data();
    void knownValues();
    void doubleAgreesWithExact_data() { equalsBruteForce_data(); }
    void doubleAgreesWithExact();
    void largeKeepAgreesWithSimulation_data();
    void largeKeepAgreesWithSimulation();
    void cappingFoldsTheTail();
};

void TestDistribution::equalsBruteForce_data()
{
    QTest::addColumn<QString>("expression");
    for (const char *e :
         {"d3",      "d4",      "d5",      "d6",       "d8",      "d10",     "d12",     "d20",
          "2d6",     "3d6+2",   "2d10-5",  "4d10kh3",  "3d10kl1", "3d10dl1", "3d10dh1", "4d6kh3",
          "5d6kl2",  "4d10dl1", "4d10dh1", "2d20kh1",  "d66",     "2d5",     "-d6+10",  "d4+d8-d3",
          "d12+d20", "3d10>=5", "4d6<=2",  "2d10>=11", "5d10>=1", "d66-d66", "7"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestDistribution::equalsBruteForce()
{
    QFETCH(QString, expression);
    const DiceExpression e = parsed(expression);
    const Distribution<Exact> exact = distributionOf<Exact>(e);
    const adjutant::testing::Counts counts = adjutant::testing::enumerate(e);

    QCOMPARE(exact.total(), Exact(1));
    QCOMPARE(exact.minimum(), e.minimum());
    QCOMPARE(exact.maximum(), e.maximum());
    for (int v = exact.minimum() - 1; v <= exact.maximum() + 1; ++v) {
        const Exact expected = ratio(counts.byValue.value(v), counts.total);
        QVERIFY2(exact.probability(v) == expected,
                 qPrintable(QStringLiteral("value %1: engine %2, enumeration %3")
                                .arg(v)
                                .arg(QString::fromLatin1(str(exact.probability(v))))
                                .arg(QString::fromLatin1(str(expected)))));
    }
}

void TestDistribution::knownValues_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("exactly"); // a rational, as "p/q"
    QTest::addColumn<QString>("atLeast");

    QTest::newRow("2d6-seven") << "2d6" << 7 << "1/6"
                               << "7/12";
    QTest::newRow("2d6-twelve") << "2d6" << 12 << "1/36"
                                << "1/36";
    QTest::newRow("d66-35") << "d66" << 35 << "1/36"
                            << "5/9";
    QTest::newRow("d66-gap") << "d66" << 40 << "0"
                             << "1/2";
    QTest::newRow("3d10kl1-one") << "3d10kl1" << 1 << "271/1000"
                                 << "1";
    QTest::newRow("3d10kh1-ten") << "3d10kh1" << 10 << "271/1000"
                                 << "271/1000";
    QTest::newRow("4d6kh3-eighteen") << "4d6kh3" << 18 << "7/432"
                                     << "7/432";
    QTest::newRow("pool-3d10-5up-all") << "3d10>=5" << 3 << "27/125"
                                       << "27/125";
    QTest::newRow("pool-3d10-5up-none") << "3d10>=5" << 0 << "8/125"
                                        << "1";
    QTest::newRow("2d5-six") << "2d5" << 6 << "1/5"
                             << "3/5";
    QTest::newRow("2d10-5-below-zero") << "2d10-5" << -1 << "3/100"
                                       << "97/100";
}

void TestDistribution::knownValues()
{
    QFETCH(QString, expression);
    QFETCH(int, value);
    QFETCH(QString, exactly);
    QFETCH(QString, atLeast);
    const Distribution<Exact> d = distributionOf<Exact>(parsed(expression));
    QCOMPARE(str(d.probability(value)), exactly.toLatin1());
    QCOMPARE(str(d.atLeast(value)), atLeast.toLatin1());
    QCOMPARE(d.atMost(value) + d.atLeast(value) - d.probability(value), Exact(1));
}

void TestDistribution::doubleAgreesWithExact()
{
    QFETCH(QString, expression);
    const DiceExpression e = parsed(expression);
    const Distribution<Exact> exact = distributionOf<Exact>(e);
    const Distribution<double> approx = distributionOf<double>(e);
    QCOMPARE(approx.minimum(), exact.minimum());
    QCOMPARE(approx.maximum(), exact.maximum());
    for (int v = exact.minimum(); v <= exact.maximum(); ++v)
        QVERIFY(std::abs(approx.probability(v) - exact.probability(v).get_d()) < 1e-12);
    QVERIFY(std::abs(approx.mean() - exact.mean().get_d()) < 1e-9);
}

void TestDistribution::largeKeepAgreesWithSimulation_data()
{
    QTest::addColumn<QString>("expression");
    // 10^8 or more combinations: enumeration is out of reach, so check against a simulation.
    QTest::newRow("8d10kh3") << "8d10kh3";
    QTest::newRow("9d6kl4") << "9d6kl4";
    QTest::newRow("12d10dl2") << "12d10dl2";
    QTest::newRow("30d10>=5") << "30d10>=5";
}

void TestDistribution::largeKeepAgreesWithSimulation()
{
    QFETCH(QString, expression);
    const DiceExpression e = parsed(expression);
    const Distribution<Exact> exact = distributionOf<Exact>(e);
    QCOMPARE(exact.total(), Exact(1));

    SeededRandomSource source(99);
    const int trials = 200000;
    QMap<int, int> seen;
    for (int i = 0; i < trials; ++i)
        ++seen[roll(e, source).value];
    for (int v = exact.minimum(); v <= exact.maximum(); ++v) {
        const double p = exact.probability(v).get_d();
        const double observed = double(seen.value(v)) / trials;
        // Five standard errors, plus a floor for values almost never seen.
        const double tolerance = 5.0 * std::sqrt(p * (1 - p) / trials) + 2.0 / trials;
        QVERIFY2(std::abs(observed - p) <= tolerance,
                 qPrintable(QStringLiteral("value %1: exact %2, simulated %3").arg(v).arg(p).arg(observed)));
    }
}

void TestDistribution::cappingFoldsTheTail()
{
    const Distribution<Exact> d = distributionOf<Exact>(parsed(u"3d10>=5"_qs));
    const Distribution<Exact> capped = d.capped(2);
    QCOMPARE(capped.maximum(), 2);
    QCOMPARE(capped.probability(2), d.atLeast(2));
    QCOMPARE(capped.probability(1), d.probability(1));
    QCOMPARE(capped.total(), Exact(1));
    QCOMPARE(d.capped(5).maximum(), 3); // a cap above the maximum changes nothing
    QCOMPARE(d.capped(-1).probability(-1), Exact(1));
}

QTEST_GUILESS_MAIN(TestDistribution)
#include "tst_distribution.moc"
