#pragma once

#include "battlestate.h"

#include "rules/ruleset.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The hash of a battle state that the journal records after every entry, for replay checks.
// Worked out incrementally: an action touches a unit or two and seldom the deck, so it keeps
// what it digested last time and re-digests only what changed, instead of serializing a
// 2,000-unit army after every action.
class StateDigest
{
public:
    QString hash(const rules::Ruleset &ruleset, const BattleState &state);

private:
    void digestUnits(const rules::Ruleset &ruleset, const BattleState &state);

    // The units last digested, in the table's order, each unit's digest, and their XOR. Each
    // unit is kept as a copy of its own (sharing its texts and fields with the state) rather than
    // the table: a kept table would be shared with the state, and the next action's write would
    // copy all 2,000 units.
    const rules::Ruleset *m_ruleset = nullptr; // the rules they were digested by
    QStringList m_keys;
    QList<rules::UnitState> m_units;
    QList<QByteArray> m_unitDigests;
    QByteArray m_combined;
    struct CardsDigest {
        QList<DeckCard> cards;
        QByteArray digest;
    };
    CardsDigest m_drawPile;
    CardsDigest m_drawn;
};

} // namespace adjutant::battle
