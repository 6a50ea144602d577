#pragma once

#include <QList>
#include <QString>

#include <atomic>
#include <initializer_list>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace adjutant::battle {

// A card in the activation deck: a card type of the ruleset, for a unit or commander when it is
// one of theirs.
struct DeckCard {
    QString card;
    QString unit; // empty for Reload, Fortune, End of turn...
    friend bool operator==(const DeckCard &, const DeckCard &) = default;
};

// The same cards, whatever their order: a recorded shuffle must be a shuffle of the deck.
bool sameCardsInAnyOrder(const QList<DeckCard> &a, const QList<DeckCard> &b);

// A pile of activation cards, top first: the draw pile, the cards drawn this turn. A battle's
// state is copied at every entry of a report (the state before and after it), and a pile copied
// as a list is copied whole (2,000 cards) by the next draw from either copy. Here copies share
// the cards: they live in a store, each pile a range of it. Taking the top card moves the start of
// the pile's range; a card put at the end goes into the store's next free place when no other
// pile has put one there yet, and otherwise the pile moves its cards to a store of its own (with
// room to grow). A card in a store never changes, so that a pile can tell in an instant that it
// is another one, or what is left of it after cards were taken from the top and put at the end
// (droppedFrom: battle::StateDigest keeps a pile's digest by it). Any other change (a reorder, a
// card taken out) gives the pile a store of its own.
class CardPile
{
public:
    using const_iterator = const DeckCard *;

    CardPile() = default;
    CardPile(const CardPile &) = default;
    CardPile &operator=(const CardPile &) = default;
    // A pile moved from is empty (its range too, not only its store).
    CardPile(CardPile &&other) noexcept
        : m_store(std::move(other.m_store)),
          m_from(std::exchange(other.m_from, 0)),
          m_to(std::exchange(other.m_to, 0))
    { }
    CardPile &operator=(CardPile &&other) noexcept
    {
        m_store = std::move(other.m_store);
        m_from = std::exchange(other.m_from, 0);
        m_to = std::exchange(other.m_to, 0);
        return *this;
    }
    ~CardPile() = default;
    CardPile(std::initializer_list<DeckCard> cards);
    CardPile(const QList<DeckCard> &cards); // NOLINT(google-explicit-constructor): a list is a pile
    QList<DeckCard> toList() const;
    operator QList<DeckCard>() const { return toList(); } // NOLINT(google-explicit-constructor)

    qsizetype size() const { return m_to - m_from; }
    bool isEmpty() const { return m_to == m_from; }
    const DeckCard &at(qsizetype i) const { return m_store->cards[std::size_t(m_from + i)]; }
    const DeckCard &operator[](qsizetype i) const { return at(i); }
    const DeckCard &first() const { return at(0); }
    const DeckCard &last() const { return at(size() - 1); }
    const_iterator begin() const { return m_store ? m_store->cards.data() + m_from : nullptr; }
    const_iterator end() const { return m_store ? m_store->cards.data() + m_to : nullptr; }
    QList<DeckCard> mid(qsizetype pos, qsizetype length = -1) const { return toList().mid(pos, length); }

    void append(const DeckCard &card);
    void removeFirst()
    {
        Q_ASSERT(!isEmpty());
        ++m_from;
    }
    DeckCard takeFirst();
    void clear() { *this = CardPile(); }
    void prepend(const DeckCard &card);
    void replace(qsizetype i, const DeckCard &card);
    void swapItemsAt(qsizetype i, qsizetype j);
    template<typename Predicate>
    qsizetype removeIf(Predicate pred)
    {
        QList<DeckCard> cards = toList();
        const qsizetype removed = cards.removeIf(pred);
        if (removed > 0)
            *this = CardPile(cards);
        return removed;
    }

    // When this pile is `older` with its first N cards taken and perhaps more put at its end: N.
    // (Then its card i is older's card N + i while there is one.)
    std::optional<qsizetype> droppedFrom(const CardPile &older) const;

    friend bool operator==(const CardPile &a, const CardPile &b);
    friend bool operator==(const CardPile &a, const QList<DeckCard> &b);

private:
    struct Store {
        explicit Store(std::size_t places) : cards(places) { }
        std::vector<DeckCard> cards; // places; those before `used` hold cards, never changed
        std::atomic<qsizetype> used{0};
    };
    // The pile's cards in a store of its own, with room for `more` cards after them at least.
    void ownStore(qsizetype more);

    std::shared_ptr<Store> m_store;
    qsizetype m_from = 0;
    qsizetype m_to = 0;
};

} // namespace adjutant::battle
