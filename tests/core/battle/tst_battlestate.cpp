#include "battle/battlestate.h"

#include <QTest>

using namespace adjutant::battle;

// The battle state's value types: a card in the deck and the state a battle starts from.
class TestBattleState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cardsCompareByCardAndUnit_data();
    void cardsCompareByCardAndUnit();
    void aBattleStartsOnTurnOneWithNothingDrawn();
    void copiesAreIndependent();
};

void TestBattleState::cardsCompareByCardAndUnit_data()
{
    QTest::addColumn<DeckCard>("a");
    QTest::addColumn<DeckCard>("b");
    QTest::addColumn<bool>("equal");
    QTest::newRow("same-unit-card") << DeckCard{"unit", "52nd"} << DeckCard{"unit", "52nd"} << true;
    QTest::newRow("same-card-of-nobody") << DeckCard{"end", ""} << DeckCard{"end", ""} << true;
    QTest::newRow("another-unit") << DeckCard{"unit", "52nd"} << DeckCard{"unit", "95th"} << false;
    QTest::newRow("another-card") << DeckCard{"unit", "52nd"} << DeckCard{"commander", "52nd"} << false;
    QTest::newRow("unit-and-none") << DeckCard{"unit", "52nd"} << DeckCard{"unit", ""} << false;
    QTest::newRow("case-counts") << DeckCard{"End", ""} << DeckCard{"end", ""} << false;
}

void TestBattleState::cardsCompareByCardAndUnit()
{
    QFETCH(DeckCard, a);
    QFETCH(DeckCard, b);
    QFETCH(bool, equal);
    QCOMPARE(a == b, equal);
    QCOMPARE(b == a, equal);
    QCOMPARE(a != b, !equal);
}

void TestBattleState::aBattleStartsOnTurnOneWithNothingDrawn()
{
    const BattleState s;
    QCOMPARE(s.turn, 1);
    QCOMPARE(s.phase, 0);
    QCOMPARE(s.segment, 0);
    QVERIFY(s.units.isEmpty());
    QVERIFY(s.drawPile.isEmpty());
    QVERIFY(s.drawn.isEmpty());
    QVERIFY(s.lastDrawn.isEmpty());
    QVERIFY(s.pendingFate.isEmpty());
    QVERIFY(s.notes.isEmpty());
    QVERIFY(s.joined.isEmpty());
}

// The journal keeps states at checkpoints and undo goes back to them: a copy must not move when
// the battle goes on.
void TestBattleState::copiesAreIndependent()
{
    BattleState s;
    adjutant::rules::UnitState u;
    u.id = QStringLiteral("a");
    s.units.insert(u.id, u);
    s.drawPile = {{QStringLiteral("unit"), QStringLiteral("a")}};
    const BattleState kept = s;
    s.turn = 4;
    s.units[QStringLiteral("a")].fields[QStringLiteral("hits")] = 2;
    s.drawn.append(s.drawPile.takeFirst());
    s.notes.append(QStringLiteral("x"));
    QCOMPARE(kept.turn, 1);
    QVERIFY(kept.units.value(QStringLiteral("a")).fields.isEmpty());
    QCOMPARE(kept.drawPile.size(), 1);
    QVERIFY(kept.drawn.isEmpty());
    QVERIFY(kept.notes.isEmpty());
}

QTEST_GUILESS_MAIN(TestBattleState)
#include "tst_battlestate.moc"
