#pragma once

#include "moraletone.h"

#include "dice/diceexpression.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <optional>
#include <vector>

// The ruleset model: plain values loaded from a ruleset JSON file (see RulesetLoader and
// resources/rulesets/README.md for the file format). Nothing here is specific to one system.
namespace adjutant::rules {

// Where each item of a list stands, by id (the first of equal ids), so that a ruleset of many
// thousand fields or steps is searched at once rather than item by item. It answers only while
// the list is the one indexed (the same size, the item found has the id); otherwise, as for a
// list never indexed, the list is walked.
class IdIndex
{
public:
    template<typename T>
    void build(const QList<T> &list)
    {
        m_positions.clear();
        m_positions.reserve(list.size());
        for (qsizetype i = list.size() - 1; i >= 0; --i)
            m_positions.insert(list.at(i).id, i);
        m_size = list.size();
    }
    template<typename T>
    qsizetype indexOf(const QList<T> &list, const QString &id) const
    {
        if (m_size == list.size()) {
            const auto it = m_positions.constFind(id);
            if (it == m_positions.constEnd())
                return -1;
            if (list.at(*it).id == id)
                return *it;
        }
        for (qsizetype i = 0; i < list.size(); ++i)
            if (list.at(i).id == id)
                return i;
        return -1;
    }
    template<typename T>
    const T *find(const QList<T> &list, const QString &id) const
    {
        const qsizetype i = indexOf(list, id);
        return i < 0 ? nullptr : &list.at(i);
    }

private:
    QHash<QString, qsizetype> m_positions;
    qsizetype m_size = -1;
};

// What people read about a thing: its name, an explanation in our own words and the rule
// section it comes from.
struct Doc {
    QString name;
    QString explain;
    QString ref;
};

// An ordered scale such as quality A..E (+2..-2) or leader Poor/Good/Exceptional. A step may
// carry named attributes (command radius 12/24/48, rocket direction die "d4"...).
struct LadderStep {
    QString id;
    Doc doc;
    int value = 0;
    QVariantHash attributes;
};
struct Ladder {
    QString id;
    Doc doc;
    QList<LadderStep> steps;
    IdIndex stepIndex; // built by the loader
    qsizetype indexOf(const QString &step) const;
    const LadderStep *step(const QString &id) const;
};

enum class FieldKind { Ladder, Integer, Flag, Choice };

// One piece of a unit's state: a rating, the morale state, casualties, a marker...
struct Condition;

struct Field {
    QString id;
    Doc doc;
    FieldKind kind = FieldKind::Flag;
    QString ladder; // FieldKind::Ladder
    QStringList choices; // FieldKind::Choice: ids (formations, nationality groups...)
    QString choicesFrom; // "formations" to take the choices from the formation list
    QVariant defaultValue; // a step id, a number, a flag or a choice id
    int minimum = 0; // FieldKind::Integer
    std::optional<int> maximum;
    QString maximumFrom; // a unit type attribute, e.g. "maxCasualties"
    bool resetAtEndOfTurn = false;
    // Player-turn rules: cleared at the end of every phase too ("fired" is per phase in some).
    bool resetAtEndOfPhase = false;
    // A marker the app keeps for the rules' sake ("Fired", "Activated this turn"), not a result a
    // player reads: a test setting it says nothing about it (EffectRecord::bookkeeping).
    bool bookkeeping = false;
    // Kept from the other sides (an order written in secret) until `revealedWhen` holds for the
    // unit (as actor): what a seat may see leaves it out (battle::SeatView).
    struct Hidden {
        std::shared_ptr<Condition> revealedWhen; // a Condition (defined below), read at the end
    };
    std::optional<Hidden> hidden;
};

struct UnitType {
    QString id;
    Doc doc;
    QString arm; // infantry, cavalry, artillery, ...
    QVariantHash attributes; // fireDice, meleeDice, maxCasualties, weapon, ...
    QStringList formations; // formations this type may take; empty = any of its arm
};

struct Condition;
struct Procedure; // procedure.h

struct Formation {
    QString id;
    Doc doc;
    QStringList arms; // arms that may take it; empty = any
    std::shared_ptr<Condition>
        requirement; // "requires" in the file: a further condition on the unit ("actor.skirmish-capable")
};

// ---- References, conditions ----------------------------------------------------------------

// A value read from the situation: "actor.casualties", "target.type.maxCasualties",
// "actor.fire.rocketDie" (an attribute of the actor's fire rating step), "input.distance",
// "option.morale-rating", "actor.arm".
struct Reference {
    // Phasing: the unit's side is the side whose phase it is (player-turn rules); Step: the
    // segment (or phase, when it has none) the turn is in, read as "turn.step".
    enum class Source {
        Field,
        FieldStepAttribute,
        TypeAttribute,
        TypeId,
        Arm,
        Chief,
        Input,
        Option,
        Phasing,
        Step,
        Commanders,
        FigureField, // "actor.figure.minor": a field of the figure the test falls on
        FigureRole, // "actor.figure.role": that figure's role (leader, ranker...)
    };
    Source source = Source::Field;
    QString role; // actor / target (Field, TypeAttribute, TypeId, Arm, FieldStepAttribute, Figure...)
    QString name; // field, attribute, input or option id (a figure field's id for FigureField)
    QString attribute; // FieldStepAttribute: the step's attribute
    QString text; // as written
};

struct Value;
struct ValueChoice;

struct Condition {
    enum class Kind { Compare, All, Any, Not, Ticked };
    enum class Op { Is, In, AtLeast, AtMost };
    Kind kind = Kind::Compare;
    Reference what;
    std::shared_ptr<Value> computed; // compare a computed number instead of a reference
    Op op = Op::Is;
    QVariantList values; // Is: one value; In: several; AtLeast/AtMost: one number
    QList<Condition> children;
    QString ticked; // Ticked: a toggle modifier id, or "modifier:choice" of a one-of
    // The condition in the ruleset's own words ("the regiment has not fired yet"), translated:
    // said instead of the words Evaluator::describe would compose from its parts.
    QString says;
};

// A number worked out from the situation: a constant, a reference, or arithmetic on them.
// Written in files as 3, "actor.casualties", {"sum": [...]}, {"product": [...]},
// {"quotient": [a, b]} (whole division), {"percent": [a, b]} (whole percent of a in b),
// {"choose": [{"when": ..., "value": ...}], "otherwise": ...}, or "result" in effects; of a unit's
// figures, {"figures": "actor", "where": ...} (how many) and {"figuresSum": "actor.figure.serious",
// "where": ...} (added up), each figure judged in turn as the role's figure.
struct Value {
    enum class Kind {
        Constant,
        Ref,
        Result,
        Sum,
        Product,
        Quotient,
        Percent,
        Choose,
        FigureCount,
        FigureSum
    };
    Kind kind = Kind::Constant;
    int constant = 0;
    Reference ref; // FigureCount: ref.role names the unit; FigureSum: the figure's value
    std::vector<Value> args;
    std::vector<ValueChoice> choices;
    std::vector<Value> otherwise; // zero or one
    std::shared_ptr<Condition> where; // FigureCount, FigureSum: the figures counted; none: every one
    QString text; // as written, for people
};

// Which of a unit's figures a test, an order or a procedure's step falls on (a hit, a wound, a
// promotion): "of" the role's unit, one of `roles` (any role when empty) for which `where` holds,
// among those still standing; the least hurt first (the ruleset's "hurt" value), the squad's order
// breaking ties; figures the players named (Situation::struck) before any other. None of those
// standing: any standing figure.
struct FigurePick {
    QString of = QStringLiteral("actor");
    QStringList roles;
    std::shared_ptr<Condition> where;
    bool rolesInTurn = false; // each role tried in turn (an NCO before a ranker), not any of them
    bool mostHurt = false; // the most hurt first (an officer treating the worst wound)
};

// One "when ... value ..." of a choose. A struct, not a std::pair: clang cannot instantiate a pair
// of the incomplete Value inside Value itself (the fuzz preset builds with clang).
struct ValueChoice {
    Condition when;
    Value value;
};

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

// ---- Activation --------------------------------------------------------------------------

struct Card {
    QString id;
    Doc doc;
    enum class Per { Once, Unit, Commander } per = Per::Once;
    // A card per unit or commander goes in the deck only for those this holds for (judged with the
    // unit as actor and the battle's options, e.g. the scale of the game).
    std::optional<Condition> when;
    int count = 1;
    QString countFrom; // per unit: an integer field giving its number of cards (fate: acts twice)
    bool endsTurn = false;
    // After each shuffle the card goes to the bottom of the deck while this holds (judged with the
    // battle's options alone): End of turn placed last, so that every card comes up first.
    std::optional<Condition> lastWhen;
    QList<Effect> effects; // land on the unit drawn as actor; clearAll on every unit
    QString rollTable;
    // "tensFromNextCard": while `nextCardWhen` holds (an option), the roll on `rollTable` stops
    // before this table; the next card drawn picks its tens (the group of the first row whose
    // "for" holds for the unit; a die for a card of no unit) and a die its units.
    QString nextCardTable;
    std::optional<Condition> nextCardWhen;
    // While this holds (judged with the battle's options, on each unit he commands as actor and on
    // him as commander), the card lets every unit its commander commands act too (KGCWO's brigade
    // scale; a commander who no longer heeds a poor superior, fate 24).
    std::optional<Condition> activatesCommanded;
};
// Who acts in a phase or a segment: both sides, only the side whose phase it is (the phasing
// side), or only the other.
enum class ActingBy { Both, Acting, Other };

// A step of a player-turn phase: its name and what happens in it, and the tests and procedures
// (charges) a unit may take in it, in the order the unit's sheet offers them.
struct Segment {
    QString id;
    Doc doc; // a name of its own, else the id in plain words (Wording::segmentName)
    QStringList offers; // test and procedure ids; empty: the sheet offers what it always does
    ActingBy by = ActingBy::Both;
    QList<Effect> atEnd; // as a phase's atEnd, when Next leaves the segment
    bool moves = false; // units move in it (by the sides that act in it)
};
struct Phase {
    QString id;
    Doc doc;
    QList<Segment> segments;
    // The phase's own offers and who acts in it, when it has no segments (an initiative roll).
    QStringList offers;
    ActingBy by = ActingBy::Both;
    bool moves = false; // units move in it (a phase without segments)
    // Whose phase it is: the side that goes first this turn (by initiative, else the scenario's
    // first side), the one that goes second, or nobody in particular.
    enum class Side { None, First, Second } side = Side::None;
    // The opposed test that decides who goes first this turn, taken in this phase by the two
    // sides' commanders: its result bands give the winner (actorWins / targetWins).
    QString initiative;
    QString actorWins;
    QString targetWins;
    // What the phase's end does to each unit of the phase's side still in play (every unit's, in
    // a phase that is nobody's), as actor, each with its when: a disordered unit that gave up
    // its move rallies.
    QList<Effect> atEnd;
    QStringList segmentIds() const
    {
        QStringList ids;
        for (const Segment &s : segments)
            ids.append(s.id);
        return ids;
    }
};
// A deck's Fortune/Calamity results kept waiting, each until the unit it is for is activated
// ("waitingFates"; a ruleset without it keeps one fate at a time, as rulesets before it did).
// Every fate rolled waits in the order rolled; a unit activated takes every fate waiting that is
// for it; a fate for no unit left in play lapses, said in the journal.
struct WaitingFates {
    Doc doc;
    // While this holds (an option), a fate not taken by the end of the turn lapses with it.
    std::optional<Condition> lapseAtEndOfTurnWhen;
    // While this holds (the scale of the game), a commander's card also activates the units
    // directly under him: their onActivation effects and the card's effects land on each, and a
    // fate waiting for a kind of unit lands on one of those it is for, drawn at random.
    std::optional<Condition> commanderActivatesUnitsWhen;
};

struct Activation {
    enum class Kind { Deck, Phases } kind = Kind::Deck;
    int draw = 1;
    QList<Card> cards;
    QList<Phase> phases;
    // What the turn's end does to each unit still in play (as actor), in order, before the fields
    // that reset at the end of the turn are cleared: e.g. a held activation that was never used.
    QList<Effect> endOfTurn;
    // What happens to a unit when a card activates it, before the card's own effects: a turn it
    // must miss counted off.
    QList<Effect> onActivation;
    // A deck whose turn ends only once every card drawn has been played: the draw that finds the
    // pile used up ends the turn, then deals the next turn's first cards. Without it (rulesets
    // written before) the draw that takes the last card ends the turn at once, before that card's
    // unit has acted.
    bool endTurnAfterLastCard = false;
    // A deck's rule that a unit acts only once it is activated: the tests, procedures and orders
    // (and moves) that are its own action, and what marks a unit activated besides its own card
    // drawn this turn (an officer's order). None: any unit may act at any time.
    struct Acting {
        Doc doc; // explain: why a unit not activated is refused
        std::optional<Condition> when; // activated (judged on the unit as actor)
        QStringList tests, procedures, orders;
        bool moves = false;
    };
    std::optional<Acting> acting;
    std::optional<WaitingFates> waitingFates; // a deck's fates kept waiting (see WaitingFates)
    Doc doc;
};

// ---- Options -----------------------------------------------------------------------------

// A reading of the rules that players could take otherwise, with our default.
struct OptionChoice {
    QString id;
    Doc doc;
};
// A die the rules name but players read off another (a d5 off a d10): each face of the die in
// hand stands for one face of the die the rules name, the same number of times each, so the odds
// are the rule's own. The journal keeps the face read, as a die of the rules' size.
struct DiceReading {
    enum class Way {
        HalveUp, // half the face, rounded up: a d10's 1-2 read as 1 ... 9-10 as 5
        Wrap, // the faces over the size count again from 1: a d10's 6-10 read as 1-5
    };
    int sides = 0; // the die the rules name
    int rolledOn = 0; // the die in hand; a whole multiple of `sides`
    Way way = Way::HalveUp;
    std::optional<Condition> when; // in force while this holds (an option)
    Doc doc;
    // The face it stands for, of a face of the die in hand (1..rolledOn).
    int read(int face) const
    {
        const int per = rolledOn / sides;
        return way == Way::HalveUp ? (face + per - 1) / per : (face - 1) % sides + 1;
    }
};

struct Option {
    QString id;
    Doc doc;
    QList<OptionChoice> choices;
    QString defaultChoice;
};

// ---- Display -----------------------------------------------------------------------------

// How the order of battle shows a unit at a glance; the rest of its state is on its sheet.
struct Display {
    using Tone = morale::Tone;
    QString lossesField; // an integer field drawn as pips ...
    QString lossesOutOf; // ... out of a unit type attribute ("type.maxCasualties") or a field
    bool lossesCountLeft = false; // the field counts what is left (bases), not what was lost
    QString stateField; // a ladder or choice field shown by word, colour and shape
    QHash<QString, Tone> tones; // state step id -> tone; steps not named are steady
    QString formationField; // "formation" when the ruleset does not say
    const QString &formation() const
    {
        static const QString fallback = QStringLiteral("formation");
        return formationField.isEmpty() ? fallback : formationField;
    }
    QStringList markers; // flag fields shown as chips while set
    QString moved; // a flag field the sheet's "moved" button sets (player-turn systems)
    QStringList actions; // tests a unit's sheet offers first, in this order
    QHash<QString, std::shared_ptr<Condition>> actionWhen; // ... some only while this holds for it
};

// ---- Figures -------------------------------------------------------------------------------

// What a figure of a unit may be: the squad leader, a ranker, a musician, a gunner...
struct FigureRole {
    QString id;
    Doc doc;
    bool fights = true; // takes part in a melee (a gun's carriage does not)
};
// Figures a unit whose order of battle lists none is given, rule by rule in order: `count` of the
// role, or as many as bring the unit's figures so far `upTo` a number; only where `when` holds
// (the unit as actor).
struct FigureRule {
    QString role;
    std::optional<Value> count;
    std::optional<Value> upTo;
    std::optional<Condition> when;
};
// A unit field its figures keep: worked out again whenever they change, never set by hand.
struct FigureTotal {
    QString field;
    std::optional<Value> value; // an integer field
    std::optional<Condition> holds; // a flag
    QSet<QString>
        reads; // the figure fields it reads ("role" for the role): worked out again when they change
};
// A ruleset whose units are made of figures (a skirmish game): each figure has a role and its own
// fields (its wounds); tests fall on one figure at a time, and some unit fields are totals of them.
struct Figures {
    Doc doc;
    QList<FigureRole> roles;
    QList<Field> fields; // integer and flag fields of one figure
    std::optional<Condition> standing; // a figure still in the fight (actor.figure...)
    std::optional<Value> hurt; // how hurt a figure is: picks take the least hurt first
    QList<FigureRule> derive;
    QList<FigureTotal> totals;
    const FigureRole *role(const QString &id) const
    {
        for (const FigureRole &r : roles)
            if (r.id == id)
                return &r;
        return nullptr;
    }
    const Field *field(const QString &id) const
    {
        for (const Field &f : fields)
            if (f.id == id)
                return &f;
        return nullptr;
    }
    const FigureTotal *total(const QString &field) const
    {
        for (const FigureTotal &t : totals)
            if (t.field == field)
                return &t;
        return nullptr;
    }
};

// ---- The ruleset -------------------------------------------------------------------------

struct Ruleset {
    QString id;
    Doc doc;
    QString version;
    QString source; // where it was loaded from
    // The file's content as compact JSON with its keys sorted, as written (before any rewriting
    // from an earlier format), and the SHA-256 of those bytes in hex. A battle is pinned to its
    // rules by that hash and keeps that text (see RulesetCopy): a file laid out or indented
    // otherwise hashes the same, one changed number does not.
    QByteArray canonical;
    QString sha256;
    int format = 0; // as the file says
    QStringList migrated; // what was rewritten from an earlier format, in words; empty if nothing
    QStringList roles{QStringLiteral("actor"), QStringLiteral("target")};

    QList<Ladder> ladders;
    QList<Field> fields;
    QList<UnitType> unitTypes;
    QList<Formation> formations;
    std::optional<FormationChanges> formationChanges;
    QList<MovementColumn> movementColumns; // in the order a unit's sheet shows them
    QList<MovementRow> movement;
    QList<Weapon> weapons;
    QList<Terrain> terrain;
    QList<Manoeuvre> manoeuvres;
    QList<AfterMove> afterMove;
    std::optional<Moving> moving;
    std::optional<Condition> formed; // what makes a unit "formed" for terrain and other rules
    QList<Test> tests;
    QList<Table> tables;
    QList<ChargeRule> chargeRules;
    QList<Trigger> triggers; // in the order owed tests are queued
    // What a commander's leaving play does to each unit he commanded ("commanderLost"): its
    // effects on each as the actor, applied in the action that takes him out of play (a sniper's
    // shot, a melee, the umpire), journaled (Chosen Men: the squads count their officer lost).
    struct CommanderLost {
        Doc doc;
        QList<Effect> effects;
    };
    std::optional<CommanderLost> commanderLost;
    // A follow-up (or a procedure's triggered test) applied before it was rolled is judged, when
    // taken, on its units as they stood when it was owed, as if rolled then; without it (rulesets
    // written before) on the units as they stand when it is taken.
    bool owedJudgedWhenOwed = false;
    std::shared_ptr<const QList<Procedure>> procedures; // procedure.h; none without the section
    std::optional<Activation> activation;
    QList<Option> options;
    QList<DiceReading> diceReadings; // dice read off others, first in force wins
    QList<Order> orders;
    Display display;
    QString removalField; // the unit leaves play when this integer field ...
    QString removalAtLeastFrom; // ... reaches this unit type attribute
    QString removalAtLeastField; // ... or this field of the unit (every figure it had)
    std::optional<Figures> figures; // units made of figures (see Figures); none: units are whole

    const Ladder *ladder(const QString &id) const;
    const Field *field(const QString &id) const;
    const UnitType *unitType(const QString &id) const;
    const Formation *formation(const QString &id) const;
    const Test *test(const QString &id) const;
    const Table *table(const QString &id) const;
    const Option *option(const QString &id) const;
    const Order *order(const QString &id) const;
    const Weapon *weapon(const QString &id) const;
    const Terrain *terrainType(const QString &id) const;
    const Card *card(const QString &id) const; // an activation card; nullptr without a deck
    const Procedure *procedure(const QString &id) const; // procedureloader.cpp

    // The lookups above by index; built by the loader, as the lists are read and at the end.
    void buildIndexes();
    struct Indexes {
        IdIndex ladders, fields, unitTypes, formations, tests, tables, options, weapons, terrain, cards;
    } indexes;
};

} // namespace adjutant::rules
