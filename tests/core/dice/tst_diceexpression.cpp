#include "dice/diceexpression.h"
#include "dice/diceparser.h"

#include <QTest>

using namespace adjutant::dice;

// A dice expression as a value: its dice, its range and its canonical text, built term by term
// (the parser has its own test).
class TestDiceExpression : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void supportedSides_data();
    void supportedSides();
    void termRange_data();
    void termRange();
    void expression_data();
    void expression();
};

namespace {

Term dice(int count, int sides, int sign = 1, Keep keep = Keep::All, int keepCount = 0)
{
    Term t;
    t.kind = Term::Kind::Dice;
    t.count = count;
    t.sides = sides;
    t.sign = sign;
    t.keep = keep;
    t.keepCount = keepCount;
    return t;
}

Term constant(int value, int sign = 1)
{
    Term t;
    t.kind = Term::Kind::Constant;
    t.constant = value;
    t.sign = sign;
    return t;
}

Term d66(int sign = 1)
{
    Term t;
    t.kind = Term::Kind::D66;
    t.count = 2;
    t.sides = 6;
    t.sign = sign;
    return t;
}

} // namespace

void TestDiceExpression::supportedSides_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<bool>("supported");
    for (const int s : {3, 4, 5, 6, 8, 10, 12, 20})
        QTest::addRow("d%d", s) << s << true;
    for (const int s : {-6, 0, 1, 2, 7, 9, 11, 16, 66, 100})
        QTest::addRow("not-d%d", s) << s << false;
}

void TestDiceExpression::supportedSides()
{
    QFETCH(int, sides);
    QFETCH(bool, supported);
    QCOMPARE(isSupportedSides(sides), supported);
}

void TestDiceExpression::termRange_data()
{
    QTest::addColumn<Term>("term");
    QTest::addColumn<int>("diceCount");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");

    QTest::newRow("d6") << dice(1, 6) << 1 << 1 << 6;
    QTest::newRow("3d10") << dice(3, 10) << 3 << 3 << 30;
    QTest::newRow("minus-2d6") << dice(2, 6, -1) << 2 << -12 << -2;
    // Keeping 3 of 4d10: three dice count, so 3..30, though four are rolled.
    QTest::newRow("4d10kh3") << dice(4, 10, 1, Keep::Highest, 3) << 4 << 3 << 30;
    QTest::newRow("3d10kl1") << dice(3, 10, 1, Keep::Lowest, 1) << 3 << 1 << 10;
    QTest::newRow("minus-2d6kh1") << dice(2, 6, -1, Keep::Highest, 1) << 2 << -6 << -1;
    QTest::newRow("d66") << d66() << 2 << 11 << 66;
    QTest::newRow("minus-d66") << d66(-1) << 2 << -66 << -11;
    QTest::newRow("plus-4") << constant(4) << 0 << 4 << 4;
    QTest::newRow("minus-4") << constant(4, -1) << 0 << -4 << -4;
    QTest::newRow("zero") << constant(0) << 0 << 0 << 0;
}

void TestDiceExpression::termRange()
{
    QFETCH(Term, term);
    QFETCH(int, diceCount);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    QCOMPARE(term.diceCount(), diceCount);
    QCOMPARE(term.minimum(), minimum);
    QCOMPARE(term.maximum(), maximum);
}

void TestDiceExpression::expression_data()
{
    QTest::addColumn<DiceExpression>("expression");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("dieSides");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");

    QTest::newRow("empty") << DiceExpression{} << "" << QList<int>{} << 0 << 0;
    QTest::newRow("d10") << DiceExpression{{dice(1, 10)}, {}} << "d10" << QList<int>{10} << 1 << 10;
    QTest::newRow("2d6+1") << DiceExpression{{dice(2, 6), constant(1)}, {}} << "2d6+1" << QList<int>{6, 6}
                           << 3 << 13;
    QTest::newRow("d6-d6") << DiceExpression{{dice(1, 6), dice(1, 6, -1)}, {}} << "d6-d6" << QList<int>{6, 6}
                           << -5 << 5;
    QTest::newRow("4d10kh3+2") << DiceExpression{{dice(4, 10, 1, Keep::Highest, 3), constant(2)}, {}}
                               << "4d10kh3+2" << QList<int>{10, 10, 10, 10} << 5 << 32;
    QTest::newRow("3d10kl1-1") << DiceExpression{{dice(3, 10, 1, Keep::Lowest, 1), constant(1, -1)}, {}}
                               << "3d10kl1-1" << QList<int>{10, 10, 10} << 0 << 9;
    QTest::newRow("2d5") << DiceExpression{{dice(2, 5)}, {}} << "2d5" << QList<int>{5, 5} << 2 << 10;
    QTest::newRow("d66+d3") << DiceExpression{{d66(), dice(1, 3)}, {}} << "d66+d3" << QList<int>{6, 6, 3}
                            << 12 << 69;
    QTest::newRow("leading-minus") << DiceExpression{{constant(3, -1), dice(1, 12)}, {}} << "-3+d12"
                                   << QList<int>{12} << -2 << 9;
    // A pool counts successes: none at least, every die at most.
    QTest::newRow("3d10>=5") << DiceExpression{{dice(3, 10)}, PoolRule{Comparison::AtLeast, 5}} << "3d10>=5"
                             << QList<int>{10, 10, 10} << 0 << 3;
    QTest::newRow("2d10<=4") << DiceExpression{{dice(2, 10)}, PoolRule{Comparison::AtMost, 4}} << "2d10<=4"
                             << QList<int>{10, 10} << 0 << 2;
    QTest::newRow("d6>=7-never") << DiceExpression{{dice(1, 6)}, PoolRule{Comparison::AtLeast, 7}} << "d6>=7"
                                 << QList<int>{6} << 0 << 1;
}

void TestDiceExpression::expression()
{
    QFETCH(DiceExpression, expression);
    QFETCH(QString, text);
    QFETCH(QList<int>, dieSides);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    QCOMPARE(expression.toString(), text);
    QCOMPARE(expression.dieSides(), dieSides);
    QCOMPARE(expression.diceCount(), dieSides.size());
    QCOMPARE(expression.minimum(), minimum);
    QCOMPARE(expression.maximum(), maximum);
    QCOMPARE(expression.isPool(), text.contains(u'='));
    // The canonical text parses back to an equal expression (the header's promise).
    if (!text.isEmpty()) {
        const DiceParseResult parsed = DiceParser::parse(text);
        QVERIFY2(parsed.ok(), qPrintable(parsed.error.toString()));
        QCOMPARE(*parsed.expression, expression);
    }
}

QTEST_GUILESS_MAIN(TestDiceExpression)
#include "tst_diceexpression.moc"
