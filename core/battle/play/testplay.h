#pragma once

#include "actionplay.h"

#include "battle/action.h"

#include <QCoreApplication>

namespace adjutant::rules {
struct Procedure;
}

namespace adjutant::battle {

// Tests played onto the battle: a single test with the follow-ups it triggers, a whole procedure
// (a charge, a melee) as one entry, and an owed test the umpire passes over. The dice are in the
// action already (Battle::complete rolled any the app rolls): nothing here rolls.
class TestPlay
{
    Q_DECLARE_TR_FUNCTIONS(Battle) // the journal's words are the battle's
public:
    explicit TestPlay(const ActionPlay &play) : m_play(play) { }

    bool operator()(const action::Resolve &a) const;
    bool operator()(const action::SkipOwed &a) const;

    // Where the owed test a resolve takes is in the state's queue: -1 if it takes none, -2 (with
    // an error) if that number is not owed or is owed as another test.
    static qsizetype owedAt(const Battle &battle, const action::Resolve &a, const BattleState &state,
                            QString *error);

private:
    bool test(const action::Resolve &a) const;
    bool procedure(const action::Resolve &a) const;
    // A re-roll pays its order first (its requirements, its cost); the order's words in *paid.
    bool payReroll(const action::Resolve &a, QString *paid) const;
    bool bothInBattle(const action::Resolve &a) const;

    const ActionPlay &m_play;
};

} // namespace adjutant::battle
