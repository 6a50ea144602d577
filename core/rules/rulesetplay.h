#pragma once

#include "rulesettests.h"

// The ruleset model's orders, tables, movement, weapons, formation changes, charge rules and
// triggers. Part of the model ruleset.h gathers.
namespace adjutant::rules {

// ---- Orders ------------------------------------------------------------------------------

// A question an order asks the table ("in contact with the enemy?"): a yes is read in its
// conditions as {"ticked": ID}.
struct OrderQuestion {
    QString id;
    Doc doc;
};

// Something a unit does that rolls no dice: hold its activation, load, treat its wounds, make a
// field promotion. Its effects land on the unit (the actor) when the order is given.
struct Order {
    QString id;
    Doc doc;
    std::optional<Condition> when; // offered only while this holds for the unit
    QList<OrderQuestion> questions;
    bool takesTarget = false; // given to another unit too (an officer treating a squad's wound)
    // Given only with a test rolled again (Chosen Men's officer spending his bonus on a re-roll):
    // its effects pay for the re-roll, its requirements say who may give it.
    bool reroll = false;
    QList<Requirement> requirements; // forbidden unless each holds, with the reason
    QList<Effect> effects;
    // The figure its effects on "actor.figure" or "target.figure" fall on (a field promotion's
    // new squad leader), picked when it is given.
    std::optional<FigurePick> figure{};
};

// ---- Tables ------------------------------------------------------------------------------

// A random table (fate, wound die): roll the dice, read the row.
struct TableRow {
    QString id;
    Doc doc;
    int minimum = 0;
    int maximum = 0;
    QList<Effect> effects;
    // "for": a row that waits for a unit (a fate for the next horse activated): its effects land on
    // the next unit activated for which this holds, as the actor. Without it they land at once.
    std::optional<Condition> forUnit;
    QString thenTable; // a sub-roll on another table
    std::optional<dice::DiceExpression> thenRoll; // or a plain roll (D3 turns missed)
    Doc thenDoc;
    // What a fate does beyond its effects, where the ruleset keeps fates waiting (WaitingFates):
    // "randomUnit": the effects strike a unit drawn at random, among those under the same
    // commander as the unit the fate lands on, for which this holds (as actor);
    std::optional<Condition> randomUnit;
    // "leaves": the commander it lands on leaves the field, and the units under him answer to
    // his own commander from then on;
    bool commanderLeaves = false;
    // "owes": each unit under him (as the order of battle stands) owes this test.
    QString owes;
    // "owedFirst": the units owing it take it before any action of their own, and it lapses when
    // the turn ends (KGCWO's 26 from 1.5.0); without it, it waits in the queue for good.
    bool owedFirst = false;
    // "rearranges": the next this many cards of the deck may be looked at and put in any order
    // (KGCWO's spy, fate 65): the battle offers it until the next card is drawn.
    int rearranges = 0;
    // "joins": a force arrives (KGCWO's 64, a Spanish brigade): a commander and `count` units
    // (a number, or "result": the row's own roll), on the first side whose defaults, read as the
    // actor, meet `side`; fields are the side's defaults, then the row's.
    struct Joining {
        QString id; // the new units' ids start with it ("spanish" -> "spanish-1-commander")
        Condition side;
        QString commanderType;
        QString commanderName;
        QString commanderLevel;
        QVariantHash commanderFields;
        Value count;
        QString unitType;
        QString unitName; // "%1" is the unit's number
        QVariantHash unitFields;
    };
    std::optional<Joining> joins{};
};
struct LookupColumn {
    std::optional<int> minimum;
    std::optional<int> maximum;
    int value = 0;
    std::optional<Condition> when; // a column that counts only under a condition (an option)
};
struct LookupRow {
    int minimum = 0;
    int maximum = 0;
    QList<LookupColumn> columns;
    std::optional<Condition> when;
};
struct Table {
    QString id;
    Doc doc;
    std::optional<dice::DiceExpression> dice; // random tables
    QList<TableRow> rows; // random tables
    QList<LookupRow> lookup; // lookup tables (row by input, column by roll)
    bool isLookup() const { return !lookup.isEmpty(); }
    // A lookup row past this many points is split into parts of at most that many, each rolled
    // and read on its own, the results added (001's fire over 50 points), while splitWhen holds.
    int splitEvery = 0;
    std::optional<Condition> splitWhen;
};

// ---- Movement, weapons, formations --------------------------------------------------------

// A column of the movement table, as the ruleset names it: move, rough ground, charge...
struct MovementColumn {
    QString id;
    Doc doc;
    QString base; // a row with dice for this column but no inches takes that one's (001's charge)
    QString plus; // an integer field of the unit whose inches are added to this move (KGCWO's move-bonus)
};
struct MovementRow {
    QString arm; // or a unit type id in `unitType`
    QString unitType;
    QString formation; // empty = any
    QHash<QString, int> inches; // column id -> inches; absent = not allowed
    QHash<QString, QString> bonus; // column id -> dice added to it (001's charge: +1D6")
    // The inches of a column: the row's own, or for a column it only adds dice to, its base's.
    std::optional<int> inchesIn(const MovementColumn &column) const
    {
        if (inches.contains(column.id))
            return inches.value(column.id);
        if (bonus.contains(column.id) && inches.contains(column.base))
            return inches.value(column.base);
        return std::nullopt;
    }
};

// How a kind of ground changes a move. Effects marked formed-only apply to units for which the
// ruleset's "formed" condition holds.
struct Terrain {
    QString id;
    Doc doc;
    QHash<QString, double> speed; // arm (or "*") -> factor of the move
    QHash<QString, int> cost; // arm (or "*") -> inches taken off
    double costMove = 0; // a fraction of the move taken off (walls: a quarter)
    QStringList forbidden; // arms that may not enter ("*" for all)
    bool forbiddenFormed = false; // formed units may not enter
    bool formedOnly = false; // speed and costs touch formed units only
    QStringList disorders; // arms disordered by crossing it ("*" for all)
    bool disordersFormedOnly = false; // only formed units of those arms are disordered
    // What must hold for the unit, in the formation it crosses in, with why not (a bridge is
    // crossed in column only).
    QList<Requirement> requirements;
};

// What a move brings about: "an untrained unit that moves more than 2\" in line is disordered".
struct AfterMove {
    QString id;
    Doc doc;
    std::optional<Condition> when;
    int movedMoreThan = 0; // inches
    QStringList terrain; // only a move through one of these kinds of ground (empty: any)
    bool formationChange = false; // only a move that began with a change of formation
    QList<Effect> effects;
};

// A way of moving other than straight ahead (wheel, incline, sideways): its rate for the unit is
// the first that fits.
struct ManoeuvreRate {
    std::optional<Condition> when;
    std::optional<double> fraction; // of the move
    std::optional<int> inches;
    bool forbidden = false;
    Doc doc;
};
struct Manoeuvre {
    QString id;
    Doc doc;
    QList<ManoeuvreRate> rates;
};

// How a move is played (adjutant-cli play's "move", the move planner): what stops a unit moving
// at all, what cuts its move short, and what every move sets.
struct MoveLimit {
    Condition when;
    double fraction = 1; // of the move it has; 0: it may not move, though it may change formation
    Doc doc; // the name said when the move is cut ("Half move")
};
struct Moving {
    Doc doc;
    QList<Requirement> requirements; // a unit that may not move at all now (a loaded gun), and why
    QList<MoveLimit> limits; // the smallest fraction of those that hold is the unit's
    // An integer field keeping the inches of its move a unit has used since it was cleared (the
    // phase or its card): a move may be split, each part taking what is left. Empty: each move
    // is judged against the whole allowance.
    QString spent;
    QList<Effect> effects; // what every move sets on the unit (acted this turn)
    QList<Effect> disorder; // what ground that disorders the unit does to it
};

struct Weapon {
    QString id;
    Doc doc;
    QHash<QString, int> ranges; // standard, long, canister, effective, ...
    // The unit (as actor) carries this weapon: for units whose type names none (a Chosen Men
    // squad's weapon and ammunition are its fields); the first weapon that holds counts.
    std::optional<Condition> when{};
};

struct FormationChain {
    QString id;
    Doc doc;
    QStringList nationalities; // empty = every other army
    QStringList chain;
};

struct FormationChanges {
    QList<FormationChain> chains;
    QString chainBy; // the choice field that picks the chain (the army's nationality)
    QString ratingField; // the ladder field whose step sets the cost ...
    QString ratingOption; // ... or an option whose choice ids name that field
    QHash<QString, double> costPerStep; // ladder step id -> fraction of a move per step
    QList<std::pair<Condition, double>> costWhen; // checked first: the cost per step when it holds
    std::optional<Condition> testEachStepWhen; // e.g. shaken, or quality E
    QString test; // the morale test taken for each step
    // A change of face (to a flank or about) costs what one step of formation does ("face": true:
    // the brigade rules' "change formation or face").
    bool face = false;
    Doc doc;
};

// Who may charge whom: the first rule whose condition holds decides.
struct ChargeRule {
    QString id;
    Doc doc;
    Condition when;
    enum class Verdict { Allowed, Forbidden, TestFirst } verdict = Verdict::Allowed;
    QString test;
};

// A test the rules say a result owes, beyond the test's own follow-ups: "a unit that took two
// or more hits tests its morale in its next move". After an action whose chain took one of the
// `after` tests, the unit in the `actor` role of that test owes `test` (against the unit in the
// `target` role) when `when` holds afterwards and `rose` went up; the battle keeps it in its queue
// of owed tests until it is taken, passed over by the umpire, or lapses.
struct Trigger {
    // NextPhase (lapses only): not taken by the end of the phase after the one it was owed in
    // (the brigade rules' morale after two hits, due in the next move's morale step).
    enum class Span { None, Phase, Turn, NextPhase };
    QString id;
    Doc doc;
    QStringList after; // tests whose result owes it
    QString test; // the test owed
    QString actor; // the role (in the test that owed it) of the unit that owes it: actor,
                   // target, or of a test that names one, winner or loser
    QString target; // the role it is taken against; empty: none
    QStringList outcomes; // owed only after one of these results (outcome ids); empty: any
    // Owed only for an attack whose follow-ups the players applied before rolling them (the test
    // that owes it taken in that attack's cascade, or later as one of its owed tests), and once
    // for the whole attack: what a test's "ifAnyFailed" follow-ups do when all are rolled at once.
    bool leftUnrolled = false;
    std::optional<Condition> when; // judged after the action, on the roles of the test that owed it
    std::optional<Value> rose; // owed only when this number went up across the action
    // Owed by a unit when a card activates it and `when` holds for it (as actor): a fleeing unit
    // tests again each time its card comes up. Such a trigger has no `after`.
    bool onActivation = false;
    Span once = Span::None; // owed at most once by a unit in a phase (or a turn)
    Span lapses = Span::None; // not taken by the end of the phase (the next phase, the turn), it lapses
    // A note, not a trigger: the rules' reason to test is already met by these tests' follow-ups
    // or these procedures' steps (checked when the ruleset loads); it never owes anything.
    QStringList coveredBy;
    bool owes() const { return coveredBy.isEmpty(); }
};

} // namespace adjutant::rules
