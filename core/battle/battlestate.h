#pragma once

#include "cardpile.h"
#include "rules/unittable.h"
#include "scenario.h"

#include "rules/situation.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantHash>

namespace adjutant::battle {

// A test the rules say a unit owes and nobody has taken yet: a follow-up the players applied a
// result without rolling, or one a ruleset's trigger owes after a result (morale after two or more
// hits). It waits in the battle's queue until it is taken, the umpire passes it over, or it lapses.
struct OwedTest {
    // EndOfNextPhase: owed for the phase after this one; once this phase ends it is EndOfPhase.
    enum class Lapse { Never, EndOfPhase, EndOfTurn, EndOfNextPhase };
    int id = 0; // numbered in the order owed; never given twice in one battle
    QString test;
    QString actor; // the unit that owes it
    QString target; // the unit it is taken against; may be empty
    QString trigger; // the ruleset's trigger that owed it; empty: a follow-up left unrolled
    QString after; // the test whose result owed it
    Lapse lapse = Lapse::Never;
    // Follow-ups left unrolled from one attack share the number of the first of them, so that a
    // trigger that settles the whole attack (KGCWO's received wounds after any failed save) owes
    // its test once, whichever is taken first; 0 when no trigger of the ruleset needs it.
    int attack = 0;
    // By role ("actor", "target"): the fields of its units as its set-up saw them when it was
    // owed, for a ruleset that judges an owed follow-up as if rolled then (owedJudgedWhenOwed);
    // empty for a trigger's test, which is judged when taken.
    QHash<QString, QVariantHash> judgedOn;
    // The figure it falls on, by unit id (a wound owed for the squad leader); empty for a test
    // that falls on none, or picks its own when taken.
    QHash<QString, QString> figures{};
    QString why; // in words, for people (not part of the state's hash)
    friend bool operator==(const OwedTest &, const OwedTest &) = default;
};

// Everything that changes in a battle. Worked out from the scenario and the journal; a battle
// file's snapshot of it is only a shortcut, used when it hashes to what the journal recorded.
struct BattleState {
    int turn = 1;
    rules::UnitTable units; // units and commanders, by id
    CardPile drawPile; // top first
    CardPile drawn; // this turn, in the order drawn
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
    // Where the ruleset keeps every fate waiting (rules::WaitingFates): each fate rolled and not
    // yet landed, in the order rolled, with the rows still to land; pendingFate and pendingRolls
    // then stay empty (but for a fate whose tens the next card picks).
    struct WaitingFate {
        QString text; // what was rolled, in words
        QList<PendingRoll> rolls; // from the first row "for" a unit on
        friend bool operator==(const WaitingFate &, const WaitingFate &) = default;
    };
    QList<WaitingFate> fates;
    QString pendingTable; // a table whose tens the next card drawn picks (fate-reading next-card)
    // A fate's offer (a row's "rearranges": KGCWO's spy) to put the next this many cards in any
    // order; a reorder takes it, and it lapses when the next card is drawn. 0: none.
    int rearrangeOffered = 0;
    QStringList notes; // what the last entry left for the table to do
    // Units and commanders that joined after the start (reinforcements), in the order they came;
    // their cards join the deck at the next reshuffle.
    QList<ScenarioUnit> joined;
    // The umpire's changes to the order of battle in play (see action::Transfer, Withdraw): who
    // answers to another commander now, by unit id, and who has been taken out of the battle, in
    // the order they went. A renamed unit's new name is its UnitState's.
    QMap<QString, QString> transferred;
    QStringList withdrawn;
    // Tests owed, in the order the rules want them taken (see OwedTests).
    QList<OwedTest> owed;
    int owedSoFar = 0; // how many were ever owed: the next one's number is one more
    // Triggers owed at most once a phase or a turn, and the units they were owed by there:
    // "phase|turn" + '\x1f' + trigger + '\x1f' + unit.
    QStringList owedOnce;
    // The rules in force: empty for those the battle was begun under (its file's header), else
    // the SHA-256 of the rules an update-rules entry moved it onto (see action::UpdateRules). Part
    // of the state, so that undo and replay switch rules exactly where the journal did.
    QString rules;
};

} // namespace adjutant::battle
