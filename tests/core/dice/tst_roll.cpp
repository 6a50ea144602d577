#include "dice/diceparser.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QTest>

#include <cmath>

using namespace adjutant::dice;

static DiceExpression parsed(const QString &text)
{
    const DiceParseResult r = DiceParser::parse(text);
    Q_ASSERT(r.ok());
    return *r.expression;
}

class TestRoll : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void evaluatesFaces_data();
    void evaluatesFaces();
    void rollReadsFacesFromTheSource();
    void sameSeedSameFaces();
    void seedSequenceIsFixed();
    void differentSeedsDiffer();
    void facesAreInRangeAndFair_data();
    void facesAreInRangeAndFair();
    void drawCountTracksTheSource();
};

void TestRoll::evaluatesFaces_data()
{
    QTest::addColumn<QString>("expression");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("value");
    QTest::addColumn<QList<bool>>("kept");
    QTest::addColumn<QList<bool>>("success");

    const QList<bool> none;
    QTest::newRow("2d6") << "2d6" << QList<int>{3, 4} << 7 << QList<bool>{true, true} << none;
    QTest::newRow("keep-highest-3-of-4")
        << "4d10kh3" << QList<int>{7, 5, 1, 3} << 15 << QList<bool>{true, true, false, true} << none;
    QTest::newRow("keep-lowest-1-of-3")
        << "3d10kl1" << QList<int>{4, 2, 9} << 2 << QList<bool>{false, true, false} << none;
    QTest::newRow("drop-lowest") << "3d10dl1" << QList<int>{4, 2, 9} << 13 << QList<bool>{true, false, true}
                                 << none;
    QTest::newRow("drop-highest-hills")
        << "3d10dh1" << QList<int>{4, 2, 9} << 6 << QList<bool>{true, true, false} << none;
    QTest::newRow("ties-keep-the-earlier-die")
        << "3d10kh2" << QList<int>{5, 5, 5} << 10 << QList<bool>{true, true, false} << none;
    QTest::newRow("d66-tens-then-units")
        << "d66" << QList<int>{3, 5} << 35 << QList<bool>{true, true} << none;
    QTest::newRow("d66-reversed") << "d66" << QList<int>{5, 3} << 53 << QList<bool>{true, true} << none;
    QTest::newRow("2d10-5") << "2d10-5" << QList<int>{10, 7} << 12 << QList<bool>{true, true} << none;
    QTest::newRow("artillery-move-can-go-negative")
        << "2d10-5" << QList<int>{1, 2} << -2 << QList<bool>{true, true} << none;
    QTest::newRow("negative-dice") << "-d6+10" << QList<int>{6} << 4 << QList<bool>{true} << none;
    QTest::newRow("2d5") << "2d5" << QList<int>{5, 1} << 6 << QList<bool>{true, true} << none;
    QTest::newRow("mixed") << "d4+d8-d3" << QList<int>{4, 8, 3} << 9 << QList<bool>{true, true, true} << none;
    QTest::newRow("pool-at-least-5") << "3d10>=5" << QList<int>{5, 4, 10} << 2
                                     << QList<bool>{true, true, true} << QList<bool>{true, false, true};
    QTest::newRow("pool-at-most-4") << "2d10<=4" << QList<int>{4, 5} << 1 << QList<bool>{true, true}
                                    << QList<bool>{true, false};
    QTest::newRow("pool-none") << "3d6>=6" << QList<int>{1, 2, 5} << 0 << QList<bool>{true, true, true}
                               << QList<bool>{false, false, false};
}

void TestRoll::evaluatesFaces()
{
    QFETCH(QString, expression);
    QFETCH(QList<int>, faces);
    QFETCH(int, value);
    QFETCH(QList<bool>, kept);
    QFETCH(QList<bool>, success);

    const RollResult r = evaluate(parsed(expression), faces);
    QCOMPARE(r.value, value);
    QCOMPARE(r.faces(), faces);
    QCOMPARE(r.dice.size(), kept.size());
    for (qsizetype i = 0; i < kept.size(); ++i) {
        QCOMPARE(r.dice[i].kept, kept[i]);
        if (!success.isEmpty())
            QCOMPARE(r.dice[i].success, success[i]);
    }
}

void TestRoll::rollReadsFacesFromTheSource()
{
    ScriptedRandomSource source({6, 2, 9, 3, 4});
    const RollResult r = roll(parsed(u"2d6+3d10kh1"_qs), source);
    QCOMPARE(r.faces(), (QList<int>{6, 2, 9, 3, 4}));
    QCOMPARE(r.value, 6 + 2 + 9);
    QCOMPARE(r.dice[2].sides, 10);
    QCOMPARE(source.remaining(), 0);
}

void TestRoll::sameSeedSameFaces()
{
    const DiceExpression e = parsed(u"10d10+5d6+d20"_qs);
    SeededRandomSource a(12345);
    SeededRandomSource b(12345);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(roll(e, a).faces(), roll(e, b).faces());
}

// The seed must reproduce the same faces on every build and standard library, so the sequence
// is pinned. Changing the generator breaks saved seeds: update this only on purpose.
void TestRoll::seedSequenceIsFixed()
{
    SeededRandomSource source(42);
    QList<int> faces;
    for (int i = 0; i < 12; ++i)
        faces.append(source.roll(10));
    QCOMPARE(faces, (QList<int>{7, 5, 1, 3, 2, 9, 7, 5, 1, 8, 6, 3}));
}

void TestRoll::differentSeedsDiffer()
{
    const DiceExpression e = parsed(u"20d10"_qs);
    SeededRandomSource a(1);
    SeededRandomSource b(2);
    QVERIFY(roll(e, a).faces() != roll(e, b).faces());
}

void TestRoll::facesAreInRangeAndFair_data()
{
    QTest::addColumn<int>("sides");
    for (int s : kSupportedSides)
        QTest::addRow("d%d", s) << s;
}

// Chi-square goodness of fit on a fixed seed: deterministic, and fails only if the mapping from
// the engine to faces is biased (the 0.1% critical value is used, so a fair die passes).
void TestRoll::facesAreInRangeAndFair()
{
    QFETCH(int, sides);
    SeededRandomSource source(2026u + static_cast<quint64>(sides));
    const int perFace = 2000;
    const int n = perFace * sides;
    QList<int> counts(sides + 1, 0);
    for (int i = 0; i < n; ++i) {
        const int face = source.roll(sides);
        QVERIFY(face >= 1 && face <= sides);
        ++counts[face];
    }
    double chi2 = 0;
    for (int f = 1; f <= sides; ++f)
        chi2 += std::pow(counts[f] - perFace, 2) / perFace;
    // Upper 0.1% points of chi-square with sides-1 degrees of freedom.
    const QMap<int, double> critical{{3, 13.82}, {4, 16.27},  {5, 18.47},  {6, 20.52},
                                     {8, 24.32}, {10, 27.88}, {12, 31.26}, {20, 43.82}};
    QVERIFY2(chi2 < critical.value(sides), qPrintable(QString::number(chi2)));
}

void TestRoll::drawCountTracksTheSource()
{
    SeededRandomSource source(7);
    QCOMPARE(source.seed(), quint64(7));
    QCOMPARE(source.drawCount(), quint64(0));
    roll(parsed(u"3d6+d66"_qs), source);
    QCOMPARE(source.drawCount(), quint64(5));
}

QTEST_GUILESS_MAIN(TestRoll)
#include "tst_roll.moc"
