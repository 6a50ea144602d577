#include "cardpile.h"

#include <QHash>

#include <algorithm>

namespace adjutant::battle {

// Counted by card rather than both sorted: sorting a 2,000-card deck twice, its texts compared,
// cost a replay as much as a thousand entries. Of equal size, and every card of b matched by one
// of a not matched yet: the same cards.
bool sameCardsInAnyOrder(const QList<DeckCard> &a, const QList<DeckCard> &b)
{
    if (a.size() != b.size())
        return false;
    QHash<std::pair<QString, QString>, qsizetype> unmatched;
    unmatched.reserve(a.size());
    for (const DeckCard &c : a)
        ++unmatched[std::pair(c.card, c.unit)];
    for (const DeckCard &c : b) {
        const auto it = unmatched.find(std::pair(c.card, c.unit));
        if (it == unmatched.end() || *it == 0)
            return false;
        --*it;
    }
    return true;
}

CardPile::CardPile(std::initializer_list<DeckCard> cards) : CardPile(QList<DeckCard>(cards)) { }

CardPile::CardPile(const QList<DeckCard> &cards)
{
    if (cards.isEmpty())
        return;
    m_store = std::make_shared<Store>(std::size_t(cards.size()));
    std::copy(cards.cbegin(), cards.cend(), m_store->cards.begin());
    m_store->used = cards.size();
    m_to = cards.size();
}

QList<DeckCard> CardPile::toList() const
{
    return QList<DeckCard>(begin(), end());
}

void CardPile::ownStore(qsizetype more)
{
    const qsizetype n = size();
    auto store = std::make_shared<Store>(std::size_t(std::max<qsizetype>(8, 2 * (n + more))));
    std::copy(begin(), end(), store->cards.begin());
    store->used = n;
    m_store = std::move(store);
    m_from = 0;
    m_to = n;
}

void CardPile::append(const DeckCard &card)
{
    // The next free place of the store, claimed at once: another pile on this store (in another
    // thread, perhaps) that wants it too finds it taken and moves to a store of its own.
    qsizetype expected = m_to;
    const bool claimed = m_store && m_to < qsizetype(m_store->cards.size())
        && m_store->used.compare_exchange_strong(expected, m_to + 1);
    if (!claimed) {
        ownStore(1);
        ++m_store->used;
    }
    m_store->cards[std::size_t(m_to)] = card;
    ++m_to;
}

DeckCard CardPile::takeFirst()
{
    DeckCard card = first();
    removeFirst();
    return card;
}

void CardPile::prepend(const DeckCard &card)
{
    QList<DeckCard> cards = toList();
    cards.prepend(card);
    *this = CardPile(cards);
}

void CardPile::replace(qsizetype i, const DeckCard &card)
{
    QList<DeckCard> cards = toList();
    cards.replace(i, card);
    *this = CardPile(cards);
}

void CardPile::swapItemsAt(qsizetype i, qsizetype j)
{
    QList<DeckCard> cards = toList();
    cards.swapItemsAt(i, j);
    *this = CardPile(cards);
}

std::optional<qsizetype> CardPile::droppedFrom(const CardPile &older) const
{
    if (m_store != older.m_store || m_from < older.m_from || m_from > older.m_to || m_to < older.m_to)
        return std::nullopt;
    return m_from - older.m_from;
}

bool operator==(const CardPile &a, const CardPile &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

bool operator==(const CardPile &a, const QList<DeckCard> &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.cbegin());
}

} // namespace adjutant::battle
