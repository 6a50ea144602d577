#pragma once

#include "ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>
#include <QVariant>

namespace adjutant::rules {

// One figure of a unit made of figures (Ruleset::figures): its role and the values of the
// ruleset's figure fields (its wounds). Fields not set take their defaults.
struct Figure {
    QString id; // unique in its unit
    QString name; // a name of its own ("Sgt Harper"); empty: called by its role
    QString role;
    QVariantHash fields;
    friend bool operator==(const Figure &, const Figure &) = default;
};

// One unit's returns as far as a test needs them: its type and the values of its fields.
// Fields not set take the ruleset's defaults.
struct UnitState {
    QString id;
    QString name;
    QString type;
    QVariantHash fields;
    bool removed = false;
    // A commander at the top of his side's chain as it stands now (`actor.chief`): nobody above
    // him still in play, after the umpire's transfers and withdrawals. Worked out by the battle
    // from the order of battle, never written to a file.
    bool chief = false;
    // Its figures, in the squad's order (leader first), for a ruleset whose units have them; some
    // of its fields are then totals of theirs (Figures::settle).
    QList<Figure> figures{};
    // Player-turn rules: its side is the one whose phase it is now (`actor.phasing`). Worked out
    // by the battle as the turn goes on, never written to a file.
    bool phasing = false;
    // How many commanders stand over the unit as things stand, counted up its chain from its own
    // commander until one who is no longer in play (`actor.commanders`): 2 for a battalion under a
    // brigadier under the commander-in-chief, 1 once the chief has fallen, 0 once its brigadier
    // has. Worked out by the battle like `chief`, never written to a file.
    int commanders = 0;
};

// Everything a test is resolved against: who takes it, against whom, what the players ticked,
// numbers they entered, and the interpretation options in force.
struct Situation {
    QHash<QString, UnitState> units; // by role: actor, target
    QSet<QString> ticked; // toggle modifier ids, any test
    QHash<QString, QString> chosen; // one-of modifier id -> choice id
    QHash<QString, QSet<QString>> tickedByTest; // test id -> toggle ids for that test only
    QHash<QString, QHash<QString, QString>> chosenByTest;
    QHash<QString, int> inputs;
    QHash<QString, QString> options; // option id -> choice id
    // Tests the rules trigger after a result (a morale check after casualties, a general's risk)
    // that the umpire passed over, by test id: not taken in this cascade. Dice per hit or per
    // success are part of the attack and are never skipped.
    QSet<QString> skippedFollowUps;
    // The units the unit taking the test commands as things stand (the battle fills it in): an
    // effect on "commanded" lands on each of them in turn.
    QList<UnitState> commanded;
    // The generals over the unit taking the test, by role, when in play (the battle fills them
    // in): "commander", its own commander as the order of battle stands, and "chief", its side's
    // commander-in-chief. Effects may name them (a general killed beside a unit leaves play).
    QHash<QString, UnitState> superiors;
    // By role: units the test is judged on as they were rather than as they stand (an owed save,
    // on its unit as it was when the attack came in). What the test does lands on `units`.
    QHash<QString, UnitState> judgedOn;
    // The figure a test falls on, by unit id ("actor.figure.minor" reads that unit's); a pick
    // fills it in as the cascade goes (see FigurePick).
    QHash<QString, QString> focus{};
    // The figures the players named as struck, by unit id, in order: each pick on that unit takes
    // the next one still standing before any other.
    QHash<QString, QStringList> struck{};
    // Player-turn rules: the segment the turn is in (the phase's id when it has none), read as
    // "turn.step"; empty outside a battle.
    QString step;
};

// `base` with its units by role taken from `units` as they stand: each role of `roles` (role ->
// unit id) whose unit is there, and no other (a test's situation as its cascade goes on).
Situation situationWithUnits(const Situation &base, const QHash<QString, QString> &roles,
                             const QHash<QString, UnitState> &units);

// Reads references and judges conditions against a situation, and says in words why.
class Evaluator
{
    Q_DECLARE_TR_FUNCTIONS(Evaluator)
public:
    Evaluator(const Ruleset &ruleset, const Situation &situation, const QString &testId = QString())
        : m_rs(ruleset), m_situation(situation), m_testId(testId)
    { }
    // As on situationWithUnits(base, roles, units), reading each role's unit where it stands in
    // `units` rather than from a situation copied for the purpose: an effect's condition is judged
    // thousands of times in a replay, and each copy built a table of its own. `roles` and `units`
    // are read, not copied: they outlive the evaluator, unchanged while it reads.
    Evaluator(const Ruleset &ruleset, const Situation &base, const QHash<QString, QString> &roles,
              const QHash<QString, UnitState> &units, const QString &testId = QString())
        : m_rs(ruleset), m_situation(base), m_testId(testId), m_roles(&roles), m_units(&units)
    { }

    // The raw value: a step id for ladder fields, a choice id, a bool, or a number.
    QVariant read(const Reference &ref) const;
    // The value as a number: a ladder step's value, a flag as 0/1, a number as is.
    int number(const Reference &ref) const;
    // A worked-out number; `result` stands for "result" (a test's result, in effects).
    int value(const Value &value, int result = 0) const;
    // Whether a toggle ("enfilade") or a one-of choice ("range:canister") is ticked for this test.
    bool ticked(const QString &id) const;
    bool holds(const Condition &condition) const;
    // For the odds (FieldReads): a threshold on a unit's field (at least, at most a number) is
    // logged as this read, and its answer (comparisonHolds) keys a state, not the field's value.
    static QString comparisonRead(const Condition &comparison);
    static bool comparisonHolds(const Ruleset &ruleset, const UnitState &unit, const QString &read);
    // "the unit is Shaken", "the target's arm is artillery", "option x is y".
    QString describe(const Condition &condition) const;
    QString describe(const Reference &ref) const;
    QString describe(const Value &value) const;

    QVariant fieldValue(const UnitState &unit, const QString &fieldId) const;
    // The figure the situation's focus names in this unit, or null; `field` (or
    // FieldReads::roleField()) is what is read of him.
    const Figure *focused(const UnitState &unit, const QString &field) const;
    // A field of a figure, its default when not set.
    QVariant figureValue(const Figure &figure, const QString &fieldId) const;
    QString optionChoice(const QString &optionId) const;
    const UnitState *unit(const QString &role) const;
    const Ruleset &ruleset() const { return m_rs; }
    // The same evaluator with one unit's figure in question instead of the one in focus (each
    // figure in turn, for a count over them or a pick among them), without copying the focus.
    Evaluator onFigure(const QString &unitId, const QString &figureId) const
    {
        Evaluator e = *this;
        e.m_focusUnit = unitId;
        e.m_focusFigure = figureId;
        e.m_walking = nullptr;
        return e;
    }

private:
    // A comparison of a reference with fixed values (Condition::Kind::Compare, nothing computed).
    bool compare(const Condition &condition) const;
    // Whether a comparison holds for the value `v` its reference read.
    static bool matches(const Ruleset &ruleset, const Condition &condition, const QVariant &v);
    // A reference's value `v` as a number (number()).
    static int numberOf(const Ruleset &ruleset, const Reference &ref, const QVariant &v);
    // A unit's figures counted, or a value added up over them (Value::Kind::FigureCount, FigureSum).
    int overFigures(const Value &v, int result) const;
    QString describe(const Condition &condition, bool negated) const;
    // "A, B and C" (all hold) or "A, B or C" (one does).
    static QString joined(const QStringList &parts, bool all);
    QString valueName(const Reference &ref, const QVariant &value) const;
    QString stepName(const QString &id) const; // "Stationary fire", from the segment's id
    QString inputName(const QString &id) const; // "distance", from the test's input
    // Who a role is in words: "the unit" (actor), "the target", or a procedure's own role by its
    // name ("the Supported gun"); possessive: "the unit's".
    QString roleWords(const QString &role, bool possessive) const;
    // Something of a role's unit in one phrase: "the unit's Casualties", "the target's arm".
    QString owned(const QString &role, const QString &thing) const;
    QString modifierName(const QString &ticked) const; // "Enfilade", "Range: canister"
    const Ruleset &m_rs;
    const Situation m_situation; // a copy: cheap (implicitly shared), and never dangles
    QString m_testId;
    // onFigure, and each figure in turn while overFigures walks them: this unit's figure in
    // question is m_focusFigure (mutable: a walk sets and restores it, rather than copying).
    mutable QString m_focusUnit;
    mutable QString m_focusFigure;
    mutable const Figure *m_walking = nullptr; // the figure itself, while overFigures walks them
    // The units by role, when read through a table (the second constructor): m_situation's own
    // units are then set aside.
    const QHash<QString, QString> *m_roles = nullptr;
    const QHash<QString, UnitState> *m_units = nullptr;
};

} // namespace adjutant::rules
