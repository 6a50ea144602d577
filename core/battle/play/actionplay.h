#pragma once

#include "battle/battlestate.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::rules {
struct Resolution;
struct Ruleset;
} // namespace adjutant::rules

namespace adjutant::battle {

class Battle;

// What an action's handler works with: the battle it is played in (read only: its scenario, its
// rules, its order of battle), the state it is played onto, and what the journal entry will say.
// Each group of actions has a handler of its own in this folder (TestPlay, OrderPlay, MovePlay,
// UmpirePlay); Battle::applyTo hands every action to its handler through std::visit and then
// settles what follows from any action (owed tests lapsing, a commander's loss).
struct ActionPlay {
    const Battle &battle;
    BattleState &state;
    QStringList &notes; // what the action brought about, told beside the entry
    QString *summary; // the entry's line in the journal
    QString *error; // why the action does not apply (then the state is thrown away)
    // Where a single test keeps its resolution, when the caller asks (a replay's visitor).
    std::optional<rules::Resolution> *resolved = nullptr;
    // False when the caller keeps no summary (a replay): words made only for it may be skipped.
    bool summaryWanted = true;

    // The rules in force in the state played onto.
    const rules::Ruleset &ruleset() const;
    // False, with the reason as the error: `return play.fail(tr(...))`.
    bool fail(const QString &why) const
    {
        *error = why;
        return false;
    }
    // False, saying why, when the unit is unknown or was taken out of the battle.
    bool inBattle(const QString &id) const;
    // The umpire's reason as the journal appends it: " (reason)", or nothing.
    static QString reasonText(const QString &reason)
    {
        return reason.isEmpty() ? QString() : u" (" + reason + u')';
    }
};

// For std::visit: a lambda or a handler per kind of action, each called for the kinds it takes.
template<class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace adjutant::battle
