#pragma once

#include "actionplay.h"

#include "battle/action.h"

#include <QCoreApplication>

namespace adjutant::battle {

// An order that rolls no dice played onto the battle (rally the guns, a new squad leader): its
// checks, the requirements of a re-roll's order, its effects and its line in the journal.
class OrderPlay
{
    Q_DECLARE_TR_FUNCTIONS(Battle) // the journal's words are the battle's
public:
    explicit OrderPlay(const ActionPlay &play) : m_play(play) { }

    bool operator()(const action::Order &a) const { return give(a, false); }
    // `rerolling`: given with a test rolled again (a re-roll order is refused on its own), whose
    // requirements are then judged here rather than by Restrictions.
    bool give(const action::Order &a, bool rerolling) const;

private:
    // The units and answers the order names are ones it takes.
    bool named(const action::Order &a) const;

    const ActionPlay &m_play;
};

} // namespace adjutant::battle
