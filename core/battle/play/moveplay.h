#pragma once

#include "actionplay.h"

#include "battle/action.h"

#include <QCoreApplication>

namespace adjutant::battle {

// A unit's move played onto the battle: the change of formation, what the ground and the distance
// bring about as the ruleset says, and the states later tests read (moved this turn, acted). What
// forbids a move is Restrictions' to say before it is journaled; here it is only carried out.
class MovePlay
{
    Q_DECLARE_TR_FUNCTIONS(Battle) // the journal's words are the battle's
public:
    explicit MovePlay(const ActionPlay &play) : m_play(play) { }

    bool operator()(const action::Move &a) const;

private:
    const ActionPlay &m_play;
};

} // namespace adjutant::battle
