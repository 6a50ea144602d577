#pragma once

#include "battle/battle.h"
#include "battle/unitglance.h"
#include "rules/resolver.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::report {

// The sounds of the table: one per kind of moment. Which test is a volley, a cannon shot or a
// charge is the ruleset's to say (a test's "cue"); which unit broke comes from the display tones.
enum class Cue { Card, Phase, Dice, Volley, Cannon, Charge, Break, TurnEnd };

QString cueId(Cue cue); // "card", "phase", "dice", "volley", "cannon", "charge", "break", "turn-end"
std::optional<Cue> cueFromId(const QString &id);
QList<Cue> allCues();

// How a unit stands, by the tone of its state (steady, shaken, routed), or out of play.
enum class Standing { Steady, Shaken, Routed, Lost };
QString standingId(Standing standing); // "steady", "shaken", "routed", "lost"

// One test taken in an entry (the one asked for and each follow-up), with what chance made of it.
struct TestTaken {
    rules::TestResult result; // setup (with the exact odds of the moment), dice, value, outcome
    QString side; // the side of the unit that took it
    QString targetSide;
    std::optional<rules::TestCue::Kind> cue;
};

// A unit whose standing or losses an entry changed.
struct UnitChange {
    QString unitId;
    QString side;
    Standing from = Standing::Steady;
    Standing to = Standing::Steady;
    int lostBefore = 0;
    int lostAfter = 0;
};

// What one journal entry did at the table, read from the entry and the states around it.
struct EntryEvents {
    QString kind; // the action's kind: draw, next, end-turn, resolve, set, join, reorder, undo, redo
    int turn = 1; // the turn it was played in
    bool endedTurn = false;
    QList<battle::DeckCard> cards; // drawn
    QString phase; // stepped to: the phase's name, and its segment
    QList<rules::TableRoll> fate; // rolled for a card drawn (Fortune or Calamity)
    bool appRolled = false; // the app rolled dice (not all typed in from real dice)
    QList<TestTaken> tests;
    QList<UnitChange> changes;
    QStringList joined; // unit ids
    QStringList withdrawn; // unit ids the umpire took out of the battle
    QString umpireNote; // the umpire's note, in his words (a random event, a ruling)
};

// Reads journal entries of one battle into what happened. Pure: the same entry and states always
// read the same, so the live session's sounds and a report of the saved battle agree.
class EntryReader
{
    Q_DECLARE_TR_FUNCTIONS(EntryReader)
public:
    explicit EntryReader(const battle::Battle &battle) : m_battle(battle) { }

    // `written`: the units the entry wrote, when known (Battle::EntryVisitor); otherwise those
    // it may have changed are found by comparing the two states. `resolved`: the test's
    // resolution as the replay worked it out, taken instead of resolving the test again where
    // it is the same (resolvedAlike).
    EntryEvents read(const battle::JournalEntry &entry, const battle::BattleState &before,
                     const battle::BattleState &after,
                     const std::optional<QStringList> &written = std::nullopt,
                     const rules::Resolution *resolved = nullptr) const;
    // The test a resolve entry took, with its follow-ups, judged in the state before it: what
    // the report reads of it, worked out afresh.
    rules::Resolution resolution(const battle::action::Resolve &resolve,
                                 const battle::BattleState &before) const;
    // Whether the replay resolved the entry's test as resolution() would: not so when a re-roll's
    // order was paid first (on a state changed by it) or the umpire skipped follow-ups.
    static bool resolvedAlike(const battle::action::Resolve &resolve);

    // The unit as it came into the battle (the order of battle, or as it joined).
    rules::UnitState startOf(const QString &unitId, const battle::BattleState &state) const;
    battle::UnitGlance glance(const QString &unitId, const battle::BattleState &state) const;
    Standing standing(const QString &unitId, const battle::BattleState &state) const;
    static Standing standing(const battle::UnitGlance &glance);
    // How the unit stands and its losses, as its glance tells them: the last glance's while
    // nothing those are read from has moved since (UnitView::standingMayDiffer), for a tally of
    // every unit at each turn's end.
    struct Stand {
        Standing standing = Standing::Steady;
        int lost = 0;
        friend bool operator==(const Stand &, const Stand &) = default;
    };
    Stand standsNow(const QString &unitId, const battle::BattleState &state) const;
    QString sideOf(const QString &unitId, const battle::BattleState &state) const;
    bool isCommander(const QString &unitId, const battle::BattleState &state) const;
    QString unitName(const QString &unitId, const battle::BattleState &state) const;
    QString cardName(const battle::DeckCard &card, const battle::BattleState &state) const;

    // What the app reads aloud for the entry: the card drawn, the phase, a test's result.
    QStringList spoken(const EntryEvents &events, const battle::BattleState &after) const;
    // A test's result in words: its outcome, or its count of successes ("2 hits" for fire).
    QString resultText(const TestTaken &test) const;

    const battle::Battle &battle() const { return m_battle; }

private:
    std::optional<rules::TestCue::Kind> cueOf(const rules::TestResult &step,
                                              const battle::BattleState &before) const;
    const battle::ScenarioUnit *member(const QString &unitId, const battle::BattleState &state) const;
    // Where the unit stands in the order of battle (newcomers after it, in the order they came).
    qsizetype placeOf(const QString &unitId, const battle::BattleState &state) const;

    const battle::Battle &m_battle;
    mutable QHash<QString, qsizetype> m_places; // the order of battle's units, filled when first asked
    // The last glance at each unit, taken again while the unit is the very same data (its fields
    // and figures shared with those glanced at) under the same rules: a report tallies 2,000 units
    // at each turn's end, of which an entry moved a few.
    struct Glanced {
        rules::UnitState unit;
        const rules::Ruleset *rules = nullptr;
        battle::UnitGlance glance;
    };
    mutable QHash<QString, Glanced> m_glanced;
};

// The cues an entry asks for, in the order they happen: the card or phase, the dice the app
// rolled, the test's own sound, a unit breaking, the end of the turn. None for undo and redo.
QList<Cue> cuesFor(const EntryEvents &events);

} // namespace adjutant::report
