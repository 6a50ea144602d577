#pragma once

#include "action.h"
#include "battlestate.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant::rules {
struct Situation;
}

namespace adjutant::battle {

class Battle;

// What the rules forbid an action now, checked once for the app, `adjutant-cli play` and the
// command line alike: the step of the turn (a test, procedure, order or move some step names is
// taken only in those steps, and only by a side that acts there), the activation (in a deck whose
// ruleset says which actions are a unit's own, a unit acts only once activated), and the rules'
// own requirements of the test, order or move. Each reason is in words; the umpire may allow the
// action all the same, giving his own reason ("override"), which the journal keeps.
//
// Only what is asked now is judged: a journal entry that was allowed (or overridden) when played
// is replayed as it was, whatever later rules say.
class Restrictions
{
    Q_DECLARE_TR_FUNCTIONS(Restrictions)
public:
    Restrictions(const Battle &battle, const BattleState &state) : m_battle(battle), m_state(state) { }

    // Every reason the rules forbid the action; empty when it is allowed or of a kind the rules do
    // not restrict (a draw, the umpire's corrections).
    QStringList of(const Action &action) const;
    QStringList ofTest(const action::Resolve &resolve) const; // a test or a procedure
    QStringList ofOrder(const action::Order &order) const;
    QStringList ofMove(const action::Move &move) const;
    // "Fire by 52nd", "Hold for 52nd", "A move by 52nd": the action as a refusal names it.
    QString named(const Action &action) const;

    // The checks `resolve` and `charge` cannot make without a battle (the step of the turn, the
    // unit's activation), for the test or procedure given, in words; empty when there are none.
    static QStringList uncheckedWithoutBattle(const rules::Ruleset &ruleset, const QString &testOrProcedure);

private:
    enum class Kind { Test, Procedure, Order, Move };
    // The step of the turn and the unit's activation.
    QStringList stepAndActivation(Kind kind, const QString &id, const QString &unit) const;
    QStringList step(Kind kind, const QString &id, const QString &unit) const;
    QString activation(Kind kind, const QString &id, const QString &unit) const;
    bool activated(const QString &unit) const;
    bool ownAction(Kind kind, const QString &id) const; // one the deck's `acting` names
    // A test the rules allow at each target only once on the unit's card (KGCWO's square), taken
    // again at a target its last takes named: why not, else empty.
    QString sameTargetAgain(const rules::Test &test, const action::Resolve &resolve,
                            const rules::Situation &situation) const;
    // A test a fate row says the unit takes before anything of its own (owedFirst), still owed.
    QString owedFirst(const QString &unit) const;

    const Battle &m_battle;
    const BattleState &m_state;
};

} // namespace adjutant::battle
