#pragma once

#include "battlestate.h"
#include "scenario.h"

#include "rules/situation.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The chain of command a test's situation needs (the units its actor commands, the commanders
// over it and over the other units named, its side's chief), found through an index of the
// scenario's order of battle made once, instead of walking 2,000 units for every test. It holds
// while the umpire has transferred and withdrawn nobody; the battle walks the order of battle as
// it stands otherwise (Battle::situationIn).
class CommandChains
{
public:
    explicit CommandChains(const Scenario &scenario);

    // Fills s.commanded and s.superiors for `actor`, with the commanders of `others` as
    // "commander:UNIT", exactly as the walk does: the scenario's units in its order, then those
    // who joined in theirs. Only while state.transferred and state.withdrawn are empty.
    void fill(rules::Situation &s, const QString &actor, const QStringList &others,
              const BattleState &state) const;

private:
    const ScenarioUnit *find(const QString &id, const BattleState &state) const;

    const Scenario &m_scenario;
    QHash<QString, qsizetype> m_at; // each unit's place in the scenario's list (the last, as the walk)
    QHash<QString, QList<qsizetype>> m_under; // by commander: the units answering to him, in order
    QHash<QString, QList<qsizetype>> m_commandersOf; // by side: its commanders, in order
};

} // namespace adjutant::battle
