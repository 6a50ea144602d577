#include "battle/cardpile.h"

#include <QTest>

#include <algorithm>
#include <tuple>

using namespace adjutant::battle;

// A pile of cards shares its cards with its copies: each copy must read as a list copied whole
// would, whatever the other did since, and droppedFrom must say what a pile is of another exactly
// when it is so.
class TestCardPile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copiesStayApart_data();
    void copiesStayApart();
    void aPileMovedFromIsEmpty();
    void sameCardsAsSortingSays_data();
    void sameCardsAsSortingSays();
};

namespace {

using Script = std::function<void(CardPile &a, CardPile &b)>;

DeckCard card(int n)
{
    return {QStringLiteral("unit"), QString::number(n)};
}

QList<DeckCard> cards(std::initializer_list<int> ns)
{
    QList<DeckCard> out;
    for (int n : ns)
        out.append(card(n));
    return out;
}

} // namespace

void TestCardPile::copiesStayApart_data()
{
    QTest::addColumn<Script>("script"); // on a = 1 2 3 and b, its copy
    QTest::addColumn<QList<DeckCard>>("a");
    QTest::addColumn<QList<DeckCard>>("b");
    QTest::addColumn<int>("bOfA"); // what b.droppedFrom(a) says; -1: nothing

    QTest::newRow("copies alike") << Script([](CardPile &, CardPile &) {}) << cards({1, 2, 3})
                                  << cards({1, 2, 3}) << 0;
    QTest::newRow("the top taken from the copy")
        << Script([](CardPile &, CardPile &b) { b.removeFirst(); }) << cards({1, 2, 3}) << cards({2, 3}) << 1;
    QTest::newRow("the top taken from the first") << Script([](CardPile &a, CardPile &) { a.removeFirst(); })
                                                  << cards({2, 3}) << cards({1, 2, 3}) << -1;
    QTest::newRow("a card put at the end of the copy")
        << Script([](CardPile &, CardPile &b) { b.append(card(4)); }) << cards({1, 2, 3})
        << cards({1, 2, 3, 4}) << 0;
    QTest::newRow("a card put at the end of each") << Script([](CardPile &a, CardPile &b) {
        a.append(card(4));
        b.append(card(5));
    }) << cards({1, 2, 3, 4}) << cards({1, 2, 3, 5})
                                                   << -1;
    QTest::newRow("taken and put") << Script([](CardPile &, CardPile &b) {
        b.removeFirst();
        b.append(card(4));
        b.takeFirst();
    }) << cards({1, 2, 3}) << cards({3, 4})
                                   << 2;
    QTest::newRow("grown past the room of its store") << Script([](CardPile &, CardPile &b) {
        for (int n = 4; n <= 40; ++n)
            b.append(card(n));
        for (int n = 4; n <= 40; ++n)
            b.removeFirst();
    }) << cards({1, 2, 3}) << cards({38, 39, 40}) << -1;
    QTest::newRow("taken from the first, put at the end of the copy") << Script([](CardPile &a, CardPile &b) {
        a.removeFirst();
        b.append(card(4));
    }) << cards({2, 3}) << cards({1, 2, 3, 4}) << -1;
    QTest::newRow("a card replaced") << Script([](CardPile &, CardPile &b) { b.replace(1, card(9)); })
                                     << cards({1, 2, 3}) << cards({1, 9, 3}) << -1;
    QTest::newRow("two swapped") << Script([](CardPile &, CardPile &b) { b.swapItemsAt(0, 2); })
                                 << cards({1, 2, 3}) << cards({3, 2, 1}) << -1;
    QTest::newRow("one taken out") << Script(
        [](CardPile &, CardPile &b) { b.removeIf([](const DeckCard &c) { return c.unit == u"2"; }); })
                                   << cards({1, 2, 3}) << cards({1, 3}) << -1;
    QTest::newRow("none taken out") << Script(
        [](CardPile &, CardPile &b) { b.removeIf([](const DeckCard &c) { return c.unit == u"7"; }); })
                                    << cards({1, 2, 3}) << cards({1, 2, 3}) << 0;
    QTest::newRow("one put on top") << Script([](CardPile &, CardPile &b) { b.prepend(card(0)); })
                                    << cards({1, 2, 3}) << cards({0, 1, 2, 3}) << -1;
    QTest::newRow("emptied and a card put") << Script([](CardPile &, CardPile &b) {
        b.clear();
        b.append(card(1));
    }) << cards({1, 2, 3}) << cards({1}) << -1;
    QTest::newRow("dealt anew alike") << Script([](CardPile &, CardPile &b) {
        b = cards({1, 2, 3});
    }) << cards({1, 2, 3}) << cards({1, 2, 3})
                                      << -1;
}

void TestCardPile::copiesStayApart()
{
    QFETCH(Script, script);
    QFETCH(QList<DeckCard>, a);
    QFETCH(QList<DeckCard>, b);
    QFETCH(int, bOfA);
    CardPile first; // put together card by card, with room for more in its store
    for (int n = 1; n <= 3; ++n)
        first.append(card(n));
    CardPile copy = first;
    script(first, copy);
    QCOMPARE(first.toList(), a);
    QCOMPARE(copy.toList(), b);
    QVERIFY(first == a);
    QCOMPARE(first == copy, a == b);
    QCOMPARE(copy.droppedFrom(first).value_or(-1), bOfA);
    // Read each way: as a list, card by card, and through its iterators.
    QList<DeckCard> read;
    for (qsizetype i = 0; i < copy.size(); ++i)
        read.append(copy.at(i));
    QCOMPARE(read, b);
    QCOMPARE(QList<DeckCard>(copy.begin(), copy.end()), b);
}

// Moved from, a pile has no cards left to read (its range once stayed, over no store).
void TestCardPile::aPileMovedFromIsEmpty()
{
    CardPile a(cards({1, 2, 3}));
    a.removeFirst();
    const CardPile b = std::move(a);
    QCOMPARE(b.toList(), cards({2, 3}));
    QCOMPARE(a.size(), 0); // NOLINT(bugprone-use-after-move): what is left is the point
    QVERIFY(a.isEmpty() && a.begin() == a.end());
    CardPile d(cards({5, 6}));
    CardPile e;
    e = std::move(d);
    QCOMPARE(e.toList(), cards({5, 6}));
    QCOMPARE(d.size(), 0); // NOLINT(bugprone-use-after-move)
    d.append(card(7)); // and it can be used again
    QCOMPARE(d.toList(), cards({7}));
}

// Whether two lists hold the same cards is counted, not sorted: it must say what sorting both and
// comparing says.
void TestCardPile::sameCardsAsSortingSays_data()
{
    QTest::addColumn<QString>("a"); // cards "card:unit", a space between
    QTest::addColumn<QString>("b");
    QTest::newRow("none") << ""
                          << "";
    QTest::newRow("one and none") << "unit:a"
                                  << "";
    QTest::newRow("the same order") << "unit:a unit:b reload:"
                                    << "unit:a unit:b reload:";
    QTest::newRow("shuffled") << "unit:a unit:b reload: end:"
                              << "end: unit:b reload: unit:a";
    QTest::newRow("one card twice, once each") << "reload: reload: unit:a"
                                               << "reload: unit:a unit:a";
    QTest::newRow("one card twice, both") << "reload: unit:a reload:"
                                          << "reload: reload: unit:a";
    QTest::newRow("another unit") << "unit:a unit:b"
                                  << "unit:a unit:c";
    QTest::newRow("the unit on another card") << "unit:a general:b"
                                              << "general:a unit:b";
    QTest::newRow("a card more") << "unit:a"
                                 << "unit:a unit:a";
}

void TestCardPile::sameCardsAsSortingSays()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const auto cards = [](const QString &text) {
        QList<DeckCard> out;
        for (const QString &c : text.split(u' ', Qt::SkipEmptyParts))
            out.append({c.section(u':', 0, 0), c.section(u':', 1)});
        return out;
    };
    const auto sorted = [](QList<DeckCard> list) {
        std::sort(list.begin(), list.end(), [](const DeckCard &x, const DeckCard &y) {
            return std::tie(x.card, x.unit) < std::tie(y.card, y.unit);
        });
        return list;
    };
    const bool plain = sorted(cards(a)) == sorted(cards(b));
    QCOMPARE(sameCardsInAnyOrder(cards(a), cards(b)), plain);
    QCOMPARE(sameCardsInAnyOrder(cards(b), cards(a)), plain);
}

QTEST_GUILESS_MAIN(TestCardPile)
#include "tst_cardpile.moc"
