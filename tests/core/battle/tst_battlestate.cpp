#include "battle/battlestate.h"

#include <QTest>

#include <functional>

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
    void aMarkReadsWhatWasWrittenSince_data();
    void aMarkReadsWhatWasWrittenSince();
    void aMarkSaysWhoWasOutOfPlayBeforeBeingWritten_data();
    void aMarkSaysWhoWasOutOfPlayBeforeBeingWritten();
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

// An action marks the unit table to learn which units it wrote (UnitTable::mark): what it reads
// back is what a record begun at the same moment reads, and a reader's record under way goes on.
void TestBattleState::aMarkReadsWhatWasWrittenSince_data()
{
    QTest::addColumn<bool>("reader"); // a reader's record begun before anything is written
    QTest::addColumn<QStringList>("before"); // units written before the mark
    QTest::addColumn<QStringList>("after"); // and after it
    QTest::addColumn<bool>("recordAgain"); // a reader begins a record after the mark
    QTest::addColumn<std::optional<QStringList>>("written"); // as the mark reads it
    using Ids = QStringList;
    QTest::newRow("no record under way")
        << false << Ids{"a"} << Ids{"b", "c"} << false << std::optional(Ids{"b", "c"});
    QTest::newRow("a reader's record under way")
        << true << Ids{"a", "b"} << Ids{"c"} << false << std::optional(Ids{"c"});
    QTest::newRow("the unit written last before it is written first after it")
        << true << Ids{"b", "a"} << Ids{"a", "c"} << false << std::optional(Ids{"a", "c"});
    QTest::newRow("one unit written again and again")
        << true << Ids{} << Ids{"b", "b", "c", "b"} << false << std::optional(Ids{"b", "c", "b"});
    QTest::newRow("nothing written") << true << Ids{"a"} << Ids{} << false << std::optional(Ids{});
    QTest::newRow("another record begun since: it cannot say")
        << true << Ids{"a"} << Ids{"b"} << true << std::optional<Ids>();
    Ids many;
    for (int i = 0; i < 5000; ++i)
        many.append(QString::number(i));
    QTest::newRow("more written than a record keeps: it cannot say")
        << true << Ids{} << many << false << std::optional<Ids>();
}

void TestBattleState::aMarkReadsWhatWasWrittenSince()
{
    QFETCH(bool, reader);
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(bool, recordAgain);
    QFETCH(std::optional<QStringList>, written);
    adjutant::rules::UnitTable table;
    const quint64 record = reader ? table.startRecord() : 0;
    for (const QString &id : before)
        table[id].id = id;
    const adjutant::rules::UnitTable::Mark mark = table.mark();
    // The plain way: a record begun at the mark, on a copy of the table.
    adjutant::rules::UnitTable copy = table;
    const quint64 fresh = copy.startRecord();
    for (const QString &id : after) {
        table[id].id = id;
        copy[id].id = id;
    }
    if (!recordAgain)
        QCOMPARE(table.writtenSince(mark), copy.writtenSince(fresh));
    if (recordAgain)
        table.startRecord();
    QCOMPARE(table.writtenSince(mark), written);
    // The reader's record still names every unit written since it was begun.
    if (reader && !recordAgain && written) {
        const QStringList all = before + after;
        const std::optional<QStringList> read = table.writtenSince(record);
        QVERIFY(read);
        QCOMPARE(QSet<QString>(read->cbegin(), read->cend()), QSet<QString>(all.cbegin(), all.cend()));
    }
}

// What each unit written since a mark was before that write: out of play when not in the table or
// removed. A reader compares it with the unit now to learn who came into play or went out of it.
void TestBattleState::aMarkSaysWhoWasOutOfPlayBeforeBeingWritten_data()
{
    using Writes = std::function<void(adjutant::rules::UnitTable &)>;
    using Flags = QList<bool>;
    QTest::addColumn<Writes>("writes");
    QTest::addColumn<QStringList>("written");
    QTest::addColumn<std::optional<Flags>>("wereOut");
    QTest::newRow("one in play taken out") << Writes([](auto &t) { t[u"a"_qs].removed = true; })
                                           << QStringList{"a"} << std::optional(Flags{false});
    QTest::newRow("one removed brought back") << Writes([](auto &t) { t[u"b"_qs].removed = false; })
                                              << QStringList{"b"} << std::optional(Flags{true});
    QTest::newRow("one not in the table added")
        << Writes([](auto &t) { t.insert(u"c"_qs, {}); }) << QStringList{"c"} << std::optional(Flags{true});
    QTest::newRow("written again after another: as it was then") << Writes([](auto &t) {
        t[u"a"_qs].removed = true;
        t[u"b"_qs].fields.insert(u"x"_qs, 1);
        t[u"a"_qs].removed = false;
    }) << QStringList{"a", "b", "a"} << std::optional(Flags{false, true, true});
    QTest::newRow("the table written whole: it cannot say")
        << Writes([](auto &t) { t.edit()[u"a"_qs].removed = true; }) << QStringList{}
        << std::optional<Flags>();
}

void TestBattleState::aMarkSaysWhoWasOutOfPlayBeforeBeingWritten()
{
    QFETCH(std::function<void(adjutant::rules::UnitTable &)>, writes);
    QFETCH(QStringList, written);
    QFETCH(std::optional<QList<bool>>, wereOut);
    adjutant::rules::UnitTable table;
    table[u"a"_qs].id = u"a"_qs;
    table[u"b"_qs].removed = true;
    const adjutant::rules::UnitTable::Mark mark = table.mark();
    writes(table);
    QCOMPARE(table.wereOutSince(mark), wereOut);
    if (wereOut)
        QCOMPARE(table.writtenSince(mark), std::optional(written));
}

QTEST_GUILESS_MAIN(TestBattleState)
#include "tst_battlestate.moc"
