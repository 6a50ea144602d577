#pragma once

#include "rulesetvalues.h"

// The ruleset model's tests: modifiers, effects, follow-ups and outcomes, inputs and dice.
// Part of the model ruleset.h gathers.
namespace adjutant::rules {

// ---- Modifiers ---------------------------------------------------------------------------

struct ModifierChoice {
    QString id;
    Doc doc;
    int value = 0;
};

// One "when ... weapon ..." of a range band's weapon: the weapon a unit fires when the condition
// holds for it (a rifle company's rifled muskets, a gun's grape).
struct WeaponWhen {
    Condition when;
    QString weapon;
};
// Which weapon a unit fires, for a range band: the first `when` that holds, else the weapon id
// `from` reads (a unit type attribute or a choice field; the type's "weapon" when not given).
struct WeaponSpec {
    QList<WeaponWhen> when;
    std::optional<Reference> from;
};

struct Modifier {
    enum class Kind {
        Automatic, // applies by itself: constant, from a rating, counted, or when its condition holds
        Toggle, // the player ticks it
        OneOf, // the player picks at most one of its choices (cover: none/soft/hard)
    };
    QString id;
    Doc doc;
    Kind kind = Kind::Automatic;
    int value = 0; // constant part
    std::optional<Reference> fromRating; // add the rating's ladder value (quality A +2)
    std::optional<Value> per; // value times this number (-1 per casualty)
    std::optional<Condition> when; // applies only when this holds
    QList<ModifierChoice> choices; // OneOf
    QString side; // opposed tests: "actor", "target", or "both" (each side judged from its own view)
    // OneOf range bands: the input holding the distance measured (inches; 0: not measured). The
    // band is the shortest range of the actor's weapon (its type's "weapon" attribute) that
    // reaches it, chosen when its id is a choice and nobody chose by hand; past the longest, the
    // target is out of range.
    QString byRange;
    WeaponSpec weapon; // byRange: the weapon whose ranges give the band
    // Why it counts, in the ruleset's own words, translated ("first volley", "the firer is
    // shaken"): said instead of its condition spelled out. For a modifier that counts (`per`),
    // the count's words with %n ("%n casualties"), and `reasonOne` for a count of one ("one
    // casualty"): the resolver picks one and fills in the count.
    QString reason;
    QString reasonOne;
};

// ---- Effects and follow-ups --------------------------------------------------------------

struct Effect {
    // `figure`: it changes a field (or the role) of the figure the test falls on, "actor.figure.
    // minor"; with `eachFigure`, of each figure of the unit in turn, its `when` judged on each.
    bool figure = false;
    bool eachFigure = false;
    enum class Op {
        Add, // add `amount` to an integer field (clamped to its range)
        Set, // set a field to `to`
        Step, // move a ladder field `amount` steps (positive = down the ladder)
        Remove, // the unit leaves play (it stays in the record)
        ClearAll, // clear a flag on every unit (Reload card)
        Note, // an instruction for the table that changes no state
        RollTable, // roll on a random table
    };
    Op op = Op::Note;
    QString role; // whose field: actor / target / winner / loser
    QString field;
    int amount = 1; // Step: steps; Add: the amount unless amountValue is given
    std::optional<Value> amountValue; // Add: worked out, e.g. "result" (hits from a fire table)
    QVariant to;
    QString table;
    std::optional<Condition> when; // applies only when this holds, judged as the effect lands
    Doc doc; // what the effect means at the table
};

struct FollowUp {
    enum class When {
        Always,
        PerSuccess, // once per successful die of a pool
        PerFailure, // once per failed die of a pool
        IfAnyFailed, // after the per-success tests, if any of them failed
        IfAnySuccess, // after the test, if any die succeeded
        PerNaturalPass, // once per die that passed on its natural face alone (who is hit on a 0)
    };
    When moment = When::Always;
    QString test;
    QString actor; // which role of this test takes the follow-up ("target" for a save)
    QString target; // which role it is taken against; may be empty
    std::optional<Condition> when; // taken only when this holds
    std::optional<Value> times; // taken this many times ("result": once per point of the result)
    // Per success or failure: only the dice that show (or do not show) these faces, such as a
    // natural 0 that asks who is hit.
    QList<int> onFaces{};
    QList<int> exceptFaces{};
    // The figure of the follow-up's unit it falls on, picked afresh; none: the figure already
    // picked for that unit in this cascade (a loser's wound dice after his fight), else the test's.
    std::optional<FigurePick> figure{};
    // Numbers given to the test it takes, worked out as this one ends ("result" its result): the
    // stand-and-fire volley at the range its dice gave.
    QList<std::pair<QString, Value>> inputs;
    Doc doc;
};

// A result of a test: pass/fail for single dice, or a band of totals/margins/differences.
struct Outcome {
    // What the outcome is to the engine: one of a test's bands, or its plain pass or fail
    // (onPass/onFail), whatever the ruleset calls them.
    enum class Kind { Band, Pass, Fail };
    Kind kind = Kind::Band;
    QString id;
    Doc doc;
    std::optional<int> minimum; // inclusive bounds on the banded value; empty = open
    std::optional<int> maximum;
    QList<Effect> effects;
    QList<FollowUp> followUps;
    bool contains(int v) const { return (!minimum || v >= *minimum) && (!maximum || v <= *maximum); }
};

// ---- Tests -------------------------------------------------------------------------------

// What a test is at the table: a volley, a cannon shot, a charge. It chooses the sound the app
// plays and how the battle's report tells it; the first cue whose condition holds counts.
struct TestCue {
    enum class Kind { Volley, Cannon, Charge };
    Kind kind = Kind::Volley;
    std::optional<Condition> when; // judged on the test's actor and target
};

struct TestInput {
    QString id;
    Doc doc;
    int minimum = 0;
    int maximum = 1000;
    int defaultValue = 0;
    bool hasDefault = false; // without a default the players must enter it
    // A distance measured on the table, in inches ("inches": true): the sheet shows it as such,
    // and a range band it gives is worked out even at 0 when the input has no default.
    bool inches = false;
    std::optional<Value> maximumFrom
        = std::nullopt; // "maxFrom": a bound the unit sets (figures still standing)
    // "when": asked only while this holds (the distances of an overhead shot, once it is chosen);
    // otherwise the sheet leaves it out and its default stands.
    std::optional<Condition> when = std::nullopt;
};

// How many dice, or which expression, a test rolls.
struct DiceSpec {
    std::optional<dice::DiceExpression> expression; // "2d6", "d10"
    std::optional<Reference> expressionFrom; // an attribute holding an expression string
    std::optional<Value> count; // pool size ("actor.type.fireDice")
    int fixedCount = 1;
    int sides = 10;
    // Pick the expression by a condition: first that holds (e.g. 2d5 for elite, 2d6 for raw).
    QList<std::pair<Condition, dice::DiceExpression>> byCondition;
};

// What must hold for a unit to take a test or carry out an order, and in words why not when it
// does not ("a limbered battery cannot fire"). The umpire may override it; the journal says so.
struct Requirement {
    Condition when;
    Doc doc; // explain: the reason it is not allowed
};

struct Test {
    enum class Kind {
        Threshold, // each die + modifiers against a target; natural faces can decide alone
        RollUnder, // one die at or under a target raised or lowered by modifiers; margin bands
        Bands, // dice + modifiers (+ a base) into result bands
        Table, // a lookup table: row by an input, column by the modified roll
        Opposed, // each side: base + modifiers + roll; the difference picks a band
    };
    QString id;
    Doc doc;
    // What the number a test without outcomes gives counts, in the ruleset's words with %n
    // ("%n hits"), and for a result of one ("one hit"): Wording::result.
    QString resultWords;
    QString resultWordsOne;
    Kind kind = Kind::Threshold;
    DiceSpec dice;
    bool pool = false; // Threshold: judge each die and count successes
    dice::Comparison comparison = dice::Comparison::AtLeast;
    int target = 0; // Threshold/RollUnder: the number to reach
    std::optional<Value> targetFrom; // ... or worked out from the situation
    bool modifiersOnTarget = false; // Threshold: modifiers change the score needed
    QList<int> naturalPass;
    QList<int> naturalFail;
    std::optional<Condition> naturalWhen; // natural faces decide only when this holds (an option)
    std::optional<Condition> halveWhen; // Bands: halve the roll (rounding down) before modifiers
    std::optional<int> floor; // Bands: the result is never below this (a move of 0)
    std::optional<Value> base; // Bands/Opposed: added to the roll (troop value)
    std::optional<Value> compareWith; // Bands: band the total minus this (charge distance)
    QString table; // Table kind
    std::optional<Value> tableRow; // Table kind: selects the row
    QList<TestInput> inputs;
    QList<Modifier> modifiers;
    QList<Effect> effects; // always, whatever the result (the firer's fired marker)
    QList<FollowUp> followUps; // PerSuccess / PerFailure / IfAnyFailed / Always
    QList<Outcome> outcomes; // pass/fail, or bands
    bool winnerLoser = false; // Opposed: band on |difference|, roles winner/loser
    // Opposed: the input holding the target's die when it was already rolled against another
    // actor (one defender fighting two or three); 0 there means it is rolled now.
    QString targetDieFrom;
    QString actorDieFrom{}; // the same for the actor's die (a lone figure fighting two or three)
    // The figures it falls on when nothing picked them for it: of its actor (a wound die taken
    // alone), and of its target too in a fight between two figures.
    QList<FigurePick> figures{};
    QList<TestCue> cues; // none: the test is no moment of its own (a save, a morale check)
    QList<Requirement> requirements; // "requires": the rules forbid the test unless each holds
    // "oncePerTarget": while `when` holds for the actor, none of the last `count` times it took
    // this test in the turn (its shots on this card) may have been at the same target; `doc`
    // says why in words (KGCWO's square: one die at each target).
    struct OncePerTarget {
        Condition when;
        Value count;
        Doc doc;
    };
    std::optional<OncePerTarget> oncePerTarget{};
};

} // namespace adjutant::rules
