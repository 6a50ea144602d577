#pragma once

#include "scenario.h"

#include "rules/situation.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// A card in the activation deck: a card type of the ruleset, for a unit or commander when it is
// one of theirs.
struct DeckCard {
    QString card;
    QString unit; // empty for Reload, Fortune, End of turn...
    friend bool operator==(const DeckCard &, const DeckCard &) = default;
};

// Everything that changes in a battle. Worked out from the scenario and the journal; a battle
// file's snapshot of it is only a shortcut, used when it hashes to what the journal recorded.
struct BattleState {
    int turn = 1;
    QHash<QString, rules::UnitState> units; // units and commanders, by id
    QList<DeckCard> drawPile; // top first
    QList<DeckCard> drawn; // this turn, in the order drawn
    QList<DeckCard> lastDrawn; // the last draw
    int phase = 0; // player-turn rules: the phase ...
    int segment = 0; // ... and its segment
    QString pendingFate; // a fate event waiting for the next unit activated
    // Player-turn rules: the side that won the initiative this turn and goes first; empty until
    // it is taken (then the scenario's first side goes first).
    QString firstSide;
    // The rows of that fate still to land, each with the roll that found it: they land on the
    // next unit activated for which the first row's "for" holds.
    struct PendingRoll {
        QString table;
        int value = 0; // the roll on the table
        int thenValue = 0; // its row's sub-roll (turns missed), else the roll
        friend bool operator==(const PendingRoll &, const PendingRoll &) = default;
    };
    QList<PendingRoll> pendingRolls;
    QString pendingTable; // a table whose tens the next card drawn picks (fate-reading next-card)
    QStringList notes; // what the last entry left for the table to do
    // Units and commanders that joined after the start (reinforcements), in the order they came;
    // their cards join the deck at the next reshuffle.
    QList<ScenarioUnit> joined;
    // The umpire's changes to the order of battle in play (see action::Transfer, Withdraw): who
    // answers to another commander now, by unit id, and who has been taken out of the battle, in
    // the order they went. A renamed unit's new name is its UnitState's.
    QMap<QString, QString> transferred;
    QStringList withdrawn;
};

} // namespace adjutant::battle
