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

// The ruleset model's vocabulary: docs, ladders, fields, unit types and formations, and the
// references, conditions and values that read a situation. Part of the model ruleset.h gathers.
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

} // namespace adjutant::rules
