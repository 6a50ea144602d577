#include "dice/diceparser.h"

#include <QTest>

using namespace adjutant::dice;

class TestDiceParser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesValid_data();
    void parsesValid();
    void rejectsInvalid_data();
    void rejectsInvalid();
    void canonicalTextParsesBack_data() { parsesValid_data(); }
    void canonicalTextParsesBack();
    void dieSidesInReadingOrder();
};

void TestDiceParser::parsesValid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");
    QTest::addColumn<bool>("pool");

    QTest::newRow("single-d6") << "d6"
                               << "d6" << 1 << 1 << 6 << false;
    QTest::newRow("explicit-one") << "1d6"
                                  << "d6" << 1 << 1 << 6 << false;
    QTest::newRow("upper-case") << "D10"
                                << "d10" << 1 << 1 << 10 << false;
    QTest::newRow("two-d6") << "2d6"
                            << "2d6" << 2 << 2 << 12 << false;
    QTest::newRow("sum-plus-constant") << "3d6+2"
                                       << "3d6+2" << 3 << 5 << 20 << false;
    QTest::newRow("artillery-move-2d10-5") << "2d10-5"
                                           << "2d10-5" << 2 << -3 << 15 << false;
    QTest::newRow("keep-highest") << "4d10kh3"
                                  << "4d10kh3" << 4 << 3 << 30 << false;
    QTest::newRow("keep-lowest") << "3d10kl1"
                                 << "3d10kl1" << 3 << 1 << 10 << false;
    QTest::newRow("bare-k-keeps-highest") << "4d10k3"
                                          << "4d10kh3" << 4 << 3 << 30 << false;
    QTest::newRow("drop-lowest-is-keep-highest") << "3d10dl1"
                                                 << "3d10kh2" << 3 << 2 << 20 << false;
    QTest::newRow("drop-highest-is-keep-lowest") << "3d10dh1"
                                                 << "3d10kl2" << 3 << 2 << 20 << false;
    QTest::newRow("keep-all-is-plain-sum") << "3d10kh3"
                                           << "3d10" << 3 << 3 << 30 << false;
    QTest::newRow("d66") << "d66"
                         << "d66" << 2 << 11 << 66 << false;
    QTest::newRow("two-d5") << "2d5"
                            << "2d5" << 2 << 2 << 10 << false;
    QTest::newRow("d3") << "d3"
                        << "d3" << 1 << 1 << 3 << false;
    QTest::newRow("every-size") << "d3+d4+d5+d6+d8+d10+d12+d20"
                                << "d3+d4+d5+d6+d8+d10+d12+d20" << 8 << 8 << 68 << false;
    QTest::newRow("spaces") << " 2d6 + 1d6 - 2 "
                            << "2d6+d6-2" << 3 << 1 << 16 << false;
    QTest::newRow("leading-minus") << "-d6+10"
                                   << "-d6+10" << 1 << 4 << 9 << false;
    QTest::newRow("constant-only") << "5"
                                   << "5" << 0 << 5 << 5 << false;
    QTest::newRow("pool-at-least") << "3d10>=5"
                                   << "3d10>=5" << 3 << 0 << 3 << true;
    QTest::newRow("pool-at-most") << "2d10<=4"
                                  << "2d10<=4" << 2 << 0 << 2 << true;
    QTest::newRow("pool-with-spaces") << "6d6 >= 4"
                                      << "6d6>=4" << 6 << 0 << 6 << true;
    QTest::newRow("hundred-dice") << "100d6"
                                  << "100d6" << 100 << 100 << 600 << false;
    QTest::newRow("two-hundred-dice") << "100d20+100d20"
                                      << "100d20+100d20" << 200 << 200 << 4000 << false;
    QTest::newRow("keep-48-of-100d20") << "100d20kh48"
                                       << "100d20kh48" << 100 << 48 << 960 << false;
}

void TestDiceParser::parsesValid()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, dice);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    QFETCH(bool, pool);

    const DiceParseResult r = DiceParser::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.expression->toString(), canonical);
    QCOMPARE(r.expression->diceCount(), dice);
    QCOMPARE(r.expression->minimum(), minimum);
    QCOMPARE(r.expression->maximum(), maximum);
    QCOMPARE(r.expression->isPool(), pool);
}

void TestDiceParser::canonicalTextParsesBack()
{
    QFETCH(QString, text);
    const DiceParseResult first = DiceParser::parse(text);
    QVERIFY(first.ok());
    const DiceParseResult again = DiceParser::parse(first.expression->toString());
    QVERIFY2(again.ok(), qPrintable(again.error.toString()));
    QCOMPARE(*again.expression, *first.expression);
}

void TestDiceParser::rejectsInvalid_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column"); // 1-based, as shown to people
    QTest::addColumn<QString>("message");

    QTest::newRow("empty") << "" << 1 << "expected dice";
    QTest::newRow("blank") << "   " << 4 << "expected dice";
    QTest::newRow("no-d7") << "2d7" << 3 << "there is no d7";
    QTest::newRow("no-d100") << "d100" << 2 << "there is no d100";
    QTest::newRow("zero-dice") << "0d6" << 1 << "at least one die";
    QTest::newRow("too-many-dice") << "101d6" << 1 << "at most 100 dice";
    QTest::newRow("missing-sides") << "2d" << 3 << "number of faces";
    QTest::newRow("dangling-plus") << "2d6+" << 4 << "sign must be followed";
    QTest::newRow("missing-operator") << "2d6 3" << 5 << "expected + or -";
    QTest::newRow("letter-not-dice") << "2x6" << 2 << "expected + or -";
    QTest::newRow("word") << "abc" << 1 << "expected dice";
    QTest::newRow("keep-too-many") << "4d10kh5" << 5 << "can keep 1 to 4 of 4 dice";
    QTest::newRow("keep-none") << "4d10kh0" << 5 << "can keep 1 to 4 of 4 dice";
    QTest::newRow("drop-all") << "3d10dl3" << 5 << "can drop 1 to 2 of 3 dice";
    QTest::newRow("bare-d-after-dice") << "3d10d1" << 5 << "write dl or dh";
    QTest::newRow("keep-without-count") << "3d10kh" << 7 << "how many dice";
    QTest::newRow("several-d66") << "2d66" << 1 << "d66 is one reading";
    QTest::newRow("d66-keep") << "d66kh1" << 4 << "cannot keep";
    QTest::newRow("greater-without-equals") << "3d10>5" << 6 << "write >= or <=";
    QTest::newRow("pool-without-target") << "3d10>=" << 7 << "expected the number";
    QTest::newRow("pool-with-constant") << "2d6+1>=5" << 6 << "a pool judges plain dice";
    QTest::newRow("pool-with-keep") << "3d10kh2>=5" << 8 << "a pool judges plain dice";
    QTest::newRow("pool-negative") << "-3d10>=5" << 6 << "a pool judges plain dice";
    QTest::newRow("text-after-pool") << "3d10>=5x" << 8 << "unexpected text";
    QTest::newRow("constant-too-large") << "1001" << 1 << "too large";
    // Numbers past the range are named as typed, not as the 1,000,000 they are read as.
    QTest::newRow("no-d999999999") << "d999999999" << 2 << "there is no d999999999;";
    QTest::newRow("no-d-very-long") << "d99999999999999999999" << 2 << "there is no d999999999999…;";
    QTest::newRow("constant-far-too-large") << "2d6+5000000" << 5 << "5000000 is too large";
    // Bounded work: 200 dice in all, and only what the exact odds can be worked out for at once.
    QTest::newRow("201-dice-in-all") << "100d6+100d6+d6" << 13 << "at most 200 dice in one expression";
    QTest::newRow("a-hundred-groups-of-100d20")
        << QString(u"100d20"_qs + u"+100d20"_qs.repeated(99)) << 15 << "at most 200 dice in one expression";
    QTest::newRow("keep-99-of-100d20")
        << "100d20kh99" << 1 << "too many dice to work out exact odds: 100d20kh99";
    QTest::newRow("drop-1-of-100d20") << "100d20dl1" << 1 << "too many dice to work out exact odds";
    QTest::newRow("two-large-keeps") << "100d20kh30+100d20kh30" << 1
                                     << "too many dice to work out exact odds";
}

void TestDiceParser::rejectsInvalid()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(QString, message);

    const DiceParseResult r = DiceParser::parse(text);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.message.contains(message), qPrintable(r.error.message));
    QCOMPARE(r.error.position + 1, column);
    QVERIFY(r.error.toString().startsWith(QStringLiteral("column %1: ").arg(column)));
}

void TestDiceParser::dieSidesInReadingOrder()
{
    const DiceParseResult r = DiceParser::parse(u"2d10+d66-d4");
    QVERIFY(r.ok());
    QCOMPARE(r.expression->dieSides(), (QList<int>{10, 10, 6, 6, 4}));
}

QTEST_GUILESS_MAIN(TestDiceParser)
#include "tst_diceparser.moc"
