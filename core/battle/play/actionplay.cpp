#include "actionplay.h"

#include "battle/battle.h"

namespace adjutant::battle {

const rules::Ruleset &ActionPlay::ruleset() const
{
    return battle.rulesetIn(state);
}

bool ActionPlay::inBattle(const QString &id) const
{
    const QString why = battle.notInBattle(state, id);
    return why.isEmpty() || fail(why);
}

} // namespace adjutant::battle
