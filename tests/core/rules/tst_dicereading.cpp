// DiceReadings on its own: dice the rules name but the table reads off others, on the brigade
// rules (a D5 read off a D10 by halving, rounding up, or by counting 6-10 again as 1-5, or real
// five-sided dice, as the umpire's "d5-reading" option says). Every expected face is worked out
// from the rule in the row's comment.
#include "rules/dicereading.h"
#include "rules/rulesetloader.h"

#include <QTest>

using namespace adjutant;
using namespace adjutant::rules;

class TestDiceReading : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inHand_data();
    void inHand();
    void readTyped_data();
    void readTyped();
    void typedOff();
    void describe();

private:
    std::optional<Ruleset> m_rs;
};

namespace {
QHash<QString, QString> reading(const QString &choice)
{
    return {{u"d5-reading"_qs, choice}};
}
} // namespace

void TestDiceReading::initTestCase()
{
    const RulesetLoadResult r = RulesetLoader::loadFile(QStringLiteral(":/rulesets/brigade.json"));
    QVERIFY(r.ok());
    m_rs = r.ruleset;
}

void TestDiceReading::inHand_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("hand");
    QTest::addColumn<bool>("inForce");

    // Either reading puts a d10 in hand for a d5; real five-sided dice are rolled as they are.
    QTest::newRow("halve-up-d5") << u"halve-up"_qs << 5 << 10 << true;
    QTest::newRow("wrap-d5") << u"wrap"_qs << 5 << 10 << true;
    QTest::newRow("real-d5") << u"real-d5"_qs << 5 << 5 << false;
    // No reading names another die: it is rolled as it is.
    QTest::newRow("halve-up-d6") << u"halve-up"_qs << 6 << 6 << false;
    QTest::newRow("wrap-d10") << u"wrap"_qs << 10 << 10 << false;
    // The option not set: its default, halved.
    QTest::newRow("no-option-d5") << QString() << 5 << 10 << true;
}

void TestDiceReading::inHand()
{
    QFETCH(QString, choice);
    QFETCH(int, sides);
    QFETCH(int, hand);
    QFETCH(bool, inForce);
    const QHash<QString, QString> options = choice.isEmpty() ? QHash<QString, QString>() : reading(choice);
    QCOMPARE(DiceReadings::inHand(*m_rs, options, sides), hand);
    const DiceReading *r = DiceReadings::inForce(*m_rs, options, sides);
    QCOMPARE(r != nullptr, inForce);
    if (r) {
        QCOMPARE(r->sides, sides);
        QCOMPARE(r->way == DiceReading::Way::Wrap, choice == u"wrap");
    }
}

void TestDiceReading::readTyped_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("typed");
    QTest::addColumn<int>("face"); // 0: refused

    // Halved, rounding up: 1-2 is 1, 3-4 is 2, 9-10 is 5; a d10's 0 is its 10, so 5.
    QTest::newRow("halve-1") << u"halve-up"_qs << 5 << 1 << 1;
    QTest::newRow("halve-2") << u"halve-up"_qs << 5 << 2 << 1;
    QTest::newRow("halve-3") << u"halve-up"_qs << 5 << 3 << 2;
    QTest::newRow("halve-8") << u"halve-up"_qs << 5 << 8 << 4;
    QTest::newRow("halve-9") << u"halve-up"_qs << 5 << 9 << 5;
    QTest::newRow("halve-0-is-10") << u"halve-up"_qs << 5 << 0 << 5;
    QTest::newRow("halve-11-refused") << u"halve-up"_qs << 5 << 11 << 0;
    // Wrapped: 1-5 as they fall, 6-10 as 1-5 again.
    QTest::newRow("wrap-5") << u"wrap"_qs << 5 << 5 << 5;
    QTest::newRow("wrap-6") << u"wrap"_qs << 5 << 6 << 1;
    QTest::newRow("wrap-9") << u"wrap"_qs << 5 << 9 << 4;
    QTest::newRow("wrap-0-is-10") << u"wrap"_qs << 5 << 0 << 5;
    // Real five-sided dice: 1-5 only; a 0 is no face of a d5.
    QTest::newRow("real-4") << u"real-d5"_qs << 5 << 4 << 4;
    QTest::newRow("real-6-refused") << u"real-d5"_qs << 5 << 6 << 0;
    QTest::newRow("real-0-refused") << u"real-d5"_qs << 5 << 0 << 0;
    // Dice no reading names: as typed, a d10's 0 as 10.
    QTest::newRow("d6-6") << u"halve-up"_qs << 6 << 6 << 6;
    QTest::newRow("d6-7-refused") << u"halve-up"_qs << 6 << 7 << 0;
    QTest::newRow("d10-0") << u"wrap"_qs << 10 << 0 << 10;
    QTest::newRow("d10-negative-refused") << u"wrap"_qs << 10 << -1 << 0;
}

void TestDiceReading::readTyped()
{
    QFETCH(QString, choice);
    QFETCH(int, sides);
    QFETCH(int, typed);
    QFETCH(int, face);
    const std::optional<int> read = DiceReadings::readTyped(*m_rs, reading(choice), sides, typed);
    QCOMPARE(read.value_or(0), face);
    QCOMPARE(read.has_value(), face != 0);
}

void TestDiceReading::typedOff()
{
    // Faces typed off the d10s, handed to the dice the rules ask for in turn: a d5 halved (3 is
    // 2, 0 is 10 so 5), then a d6 as it is (4); a face no die in hand has is handed on as typed,
    // for the resolver to refuse; then there are no more.
    dice::FaceSupplier supply = DiceReadings::typedOff(*m_rs, reading(u"halve-up"_qs), {3, 0, 4, 12});
    QCOMPARE(supply(5), std::optional<int>(2));
    QCOMPARE(supply(5), std::optional<int>(5));
    QCOMPARE(supply(6), std::optional<int>(4));
    QCOMPARE(supply(5), std::optional<int>(12));
    QCOMPARE(supply(5), std::optional<int>());
    // Each supplier keeps its own place in its own faces.
    dice::FaceSupplier wrapped = DiceReadings::typedOff(*m_rs, reading(u"wrap"_qs), {7});
    QCOMPARE(wrapped(5), std::optional<int>(2));
    QCOMPARE(wrapped(5), std::optional<int>());
}

void TestDiceReading::describe()
{
    const DiceReading *halved = DiceReadings::inForce(*m_rs, reading(u"halve-up"_qs), 5);
    const DiceReading *wrapped = DiceReadings::inForce(*m_rs, reading(u"wrap"_qs), 5);
    QVERIFY(halved && wrapped);
    QCOMPARE(DiceReadings::describe(*halved), u"a d5 read off a d10: each face divided by 2, rounded up"_qs);
    QCOMPARE(DiceReadings::describe(*wrapped), u"a d5 read off a d10: faces over 5 count again from 1"_qs);
}

QTEST_GUILESS_MAIN(TestDiceReading)
#include "tst_dicereading.moc"
