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
    StateDigest();
    ~StateDigest();
    StateDigest(const StateDigest &) = delete;
    StateDigest &operator=(const StateDigest &) = delete;

    QString hash(const rules::Ruleset &ruleset, const BattleState &state);

private:
    class Units; // the units' part: the XOR of a digest per unit
    class Cards; // a pile's part: the digest of its cards' text
    struct Parts; // those of the state, and the hash they go into
    std::unique_ptr<Parts> m_parts;
};

} // namespace adjutant::battle
