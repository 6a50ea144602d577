#pragma once

#include "action.h"
#include "battlestate.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>

namespace adjutant::battle {

// New input must name only what the ruleset defines for it: the toggles, choices and inputs of the
// test or procedure taken and what follows it, its responses and steps, a move's formation, ground
// and manoeuvre. A mistake is refused with a message naming it and what is allowed, and nothing
// is journaled. Entries already in a journal are never judged again: a battle made by an earlier
// build replays as it was played, even where an id it used has since been renamed.
class InputCheck
{
    Q_DECLARE_TR_FUNCTIONS(InputCheck)
public:
    explicit InputCheck(const rules::Ruleset &ruleset) : m_rs(ruleset) { }
    bool action(const Action &action, QString *error) const;
    // The figures a resolve names as struck or in contact: each of a unit in the battle, and one
    // of that unit's figures (an id the squad does not have is refused, never passed over).
    bool figuresNamed(const action::Resolve &a, const BattleState &state, QString *error) const;

private:
    bool resolve(const action::Resolve &a, QString *error) const;
    bool move(const action::Move &a, QString *error) const;

    const rules::Ruleset &m_rs;
};

} // namespace adjutant::battle
