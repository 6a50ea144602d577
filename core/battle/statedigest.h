#pragma once

#include "battlestate.h"

#include "rules/ruleset.h"

#include <QString>

#include <memory>

namespace adjutant::battle {

// The hash of a battle state that the journal records after every entry, for replay checks.
// Worked out incrementally: an action touches a unit or two and seldom the deck, so it keeps
// what it digested last time and re-digests only what changed, instead of serializing a
// 2,000-unit army after every action. The units changed are those the unit table's record names
// as written since the table digested last (rules::UnitTable); a table without that record (a
// copy of another state, one written whole) is looked at unit by unit. Either way the hash is
// the one a digest made afresh gives. What it keeps is statedigest.cpp's own, so that the many
// files that see a battle do not see how.
class StateDigest
{
public:
    // How the draw pile goes into the hash. Battles journaled before format 4 of the battle file
    // took the SHA-1 of its cards' text from the top, which has to be taken afresh over the whole
    // pile after each card drawn (a 2,000-card deck: some 40 KB a draw). They keep that digest,
    // for their journals record it. A battle begun since chains the cards from the bottom up (a
    // card's link is the SHA-1 of its text and the link below it), so that a draw only steps one
    // link up the chain: its cost does not grow with the deck.
    enum class DrawPile { TextFromTop, ChainFromBottom };

    explicit StateDigest(DrawPile drawPile = DrawPile::ChainFromBottom);
    ~StateDigest();
    StateDigest(const StateDigest &) = delete;
    StateDigest &operator=(const StateDigest &) = delete;

    DrawPile drawPile() const { return m_drawPile; }
    // Digests from now on with the draw pile taken so, forgetting what was kept.
    void setDrawPile(DrawPile drawPile);
    QString hash(const rules::Ruleset &ruleset, const BattleState &state);

private:
    class Units; // the units' part: the XOR of a digest per unit
    class Cards; // a pile's part: the digest of its cards' text
    class CardChain; // the draw pile's part since format 4: the top link of its chain
    struct Parts; // those of the state, and the hash they go into
    DrawPile m_drawPile;
    std::unique_ptr<Parts> m_parts;
};

} // namespace adjutant::battle
