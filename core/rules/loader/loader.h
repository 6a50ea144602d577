#pragma once

// The ruleset loader's shared state, read by one file per section of a ruleset (loader/*.cpp):
// what has been read so far, the ids later sections refer to, and the error context.
// Private to the loader: RulesetLoader (rulesetloader.h) is the interface.

#include "rules/ruleset.h"
#include "rules/rulesetloader.h"

#include "json/checkedjson.h"

#include <QHash>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <optional>

namespace adjutant::rules::detail {

using namespace json;
using namespace json::checked;

class Loader
{
public:
    Loader(Context &ctx, Ruleset &rs) : m_ctx(ctx), m_rs(rs) { }
    void load(const QJsonValue &root);

private:
    // The sections of the file in the order load() reads them: what a section refers to first.
    void readDefinitions(const Obj &top);
    void readTestsAndTables(const Obj &top);
    void readMovementSections(const Obj &top);
    void readPlaySections(const Obj &top);
    // Reads a list of objects with ids, reporting duplicates.
    void readList(const Obj &parent, const char *key, const std::function<void(const Obj &)> &read,
                  const char *whatId, Keys allowed);
    void collectIds(const Obj &top, const char *key, QSet<QString> &ids);

    // ---- options, ladders, formations, unit types, fields --------------------------------
    void readOption(const Obj &o);
    void readDiceReading(const Obj &o);
    static bool hasChoice(const Option &opt, const QString &id);
    void readLadder(const Obj &o);
    void readFormation(const Obj &o);
    void readUnitType(const Obj &o);
    void readField(const Obj &o);
    // Whether a field can be used as the given kind: it is of that kind, or its own definition
    // is broken (already reported there; a second message about it would only mislead).
    bool kindFits(const Field *f, FieldKind kind) const;
    bool broken(const Field *f) const { return f && m_brokenFields.contains(f->id); }
    bool typeAttributeExists(const QString &attribute) const { return m_typeAttributes.contains(attribute); }
    // A field the display names, of one of the kinds it can show.
    QString displayField(const Obj &o, const char *key, std::initializer_list<FieldKind> kinds,
                         const QString &kindText);
    QStringList displayFieldList(const Obj &o, const char *key, bool tests);
    // "actions": ["fire", {"test": "rally", "when": {...}}, ...]: a test id, or one offered only
    // while a condition on the unit (the actor) holds.
    void readDisplayActions(const Obj &o);
    void readDisplay(const Obj &o);
    void readRemoval(const Obj &o);

    // ---- references and conditions -----------------------------------------------------
    // Reads "actor.casualties", "target.type.maxCasualties", "actor.fire.rocketDie", "input.x"...
    // "commander." reads the actor's own commander as the order of battle stands (001's command
    // range is his type's).
    std::optional<Reference> reference(const QString &text, const QString &path, const Test *test,
                                       const QStringList &roles
                                       = {QStringLiteral("actor"), QStringLiteral("target"),
                                          QStringLiteral("commander")});
    std::optional<Reference> referenceKey(const Obj &o, const char *key, const Test *test,
                                          bool required = false);
    // Checks that a value fits what the reference reads (a step of its ladder, a known choice...).
    // Membership is looked up, not searched: a file may compare thousands of times against a
    // ladder of thousands of steps.
    void checkValue(const Reference &r, const QJsonValue &v, const QString &path);
    // A field's or an option's choices as a set, made once.
    const QSet<QString> &choiceSet(const QString &key, const QStringList &choices);
    std::optional<Condition> condition(const QJsonValue &v, const QString &path, const Test *test);
    // Reads a number worked out from the situation (see Value in ruleset.h).
    std::optional<Value> value(const QJsonValue &v, const QString &path, const Test *test,
                               bool allowResult = false);
    std::optional<Value> valueKey(const Obj &o, const char *key, const Test *test);
    // {"figures": ROLE, "where": ...} or {"figuresSum": "ROLE.figure.FIELD", "where": ...}.
    std::optional<Value> figuresValue(const Obj &o, const Test *test, bool allowResult);

    // ---- figures -----------------------------------------------------------------------
    // "figures": the roles, fields, standing, hurt, derive and totals of a unit's figures.
    void readFigures(const Obj &o);
    void readFigureTotal(const Obj &o);
    // "figure": {"of": ROLE, "roles": [...], "where": ...}: which figure a test or order falls on.
    std::optional<FigurePick> readPick(const QJsonValue &v, const QString &path, const Test *test,
                                       const QStringList &roles
                                       = {QStringLiteral("actor"), QStringLiteral("target")});
    // An effect may not write a field the figures keep: it would be worked out again over it.
    void checkNotATotal(const QString &field, const QString &path);

    // ---- dice --------------------------------------------------------------------------
    std::optional<dice::DiceExpression> diceExpression(const QJsonValue &v, const QString &path);
    void readDice(const QJsonValue &v, const QString &path, Test &t);
    // A unit type's number that a test rolls as its count of dice ("fireDice": 3) stays within
    // what one test may roll; said at the unit type, where it is written.
    void checkDiceAttribute(const QString &attribute, const QString &usedAt);

    // ---- modifiers, effects, follow-ups --------------------------------------------------
    void readModifierSets(const Obj &top);
    void readModifiers(const Obj &o, Test &t);
    // Room for `more` modifiers in the test and in the ruleset; said once each where it runs out.
    bool modifiersFit(const Test &t, qsizetype more, const QString &path);
    void readModifier(const QJsonValue &v, const QString &path, Test &t);
    // "weaponFrom" and "weaponWhen": which weapon's ranges give a range band (WeaponSpec).
    WeaponSpec readWeaponSpec(const Obj &o, const Test *t);
    QList<Effect> readEffects(const Obj &o, const char *key, const Test *t, bool winnerLoser = false);
    // `certain`: the list is taken whatever the dice (a test's own "then", or that of a band
    // that covers every result); a loop made only of such follow-ups never ends.
    QList<FollowUp> readFollowUps(const Obj &o, const char *key, FollowUp::When when,
                                  bool winnerLoser = false, bool certain = false);
    Outcome readOutcome(const Obj &o, const Test &t, bool winnerLoser, bool band);

    // ---- tests -------------------------------------------------------------------------
    void readTest(const Obj &o);
    void readTestDice(const Obj &o, Test &t);
    void readTestOutcomes(const Obj &o, Test &t);
    void readOncePerTarget(const Obj &o, Test &t);
    // A test whose follow-ups lead back to it whatever the dice would be resolved for ever: each
    // such loop is reported once, at the follow-up that closes it. Loops the dice can end (a tie
    // rolled again, a close fight fought again) are the rules' own; the resolver bounds those.
    void checkCertainLoops();
    // What each kind of test needs, said in terms of the file.
    void checkTestShape(const Obj &o, const Test &t);
    // "cue": "volley", or [{"cue": "cannon", "when": {...}}, {"cue": "volley"}]: the first whose
    // condition holds.
    QList<TestCue> readCues(const QJsonValue &v, const QString &path, const Test &t);
    // The target's (or the actor's) die given by an input: an opposed test where each side rolls
    // one die, and an input of the test that holds no more than the die's faces.
    void checkGivenDie(const Obj &o, const Test &t, const char *key, const QString &inputId);

    // ---- tables, movement, weapons, formations, charges, activation -----------------------
    void readTable(const Obj &o);
    std::optional<TableRow::Joining> readJoining(const Obj &row); // a row's "joins"
    // Every possible roll of a random table must land on exactly one row. A gap is reported at the
    // row after it, an overlap at the second row that claims the roll.
    void checkCoverage(const Table &tb, const Obj &o);
    void readMovement(const Obj &o);
    void readMovementColumn(const Obj &o);
    // "speed": 0.5 or {"cavalry": 0.5}; "cost": 2 or {"infantry": 1, "cavalry": 2}.
    QHash<QString, double> perArm(const Obj &o, const char *key);
    void checkArm(const QString &arm, const QString &path);
    void readTerrain(const Obj &o);
    void readManoeuvre(const Obj &o);
    void readAfterMove(const Obj &o);
    // "moving": what stops a move, cuts it short, and what every move sets.
    void readMoving(const Obj &o);
    // A deck's "acting": which actions are a unit's own, taken only once it is activated.
    void readActing(const Obj &o, Activation &a);
    void readWeapon(const Obj &o);
    void readFormationChanges(const Obj &o);
    // The inputs a charge rule may read (input.flank): those every procedure that asks the charge
    // rules declares, gathered from the file before the rules are read.
    void collectChargeRuleInputs(const Obj &top);
    void readChargeRule(const Obj &o);
    void readTrigger(const Obj &o);
    void readCoveringNote(const Obj &o, const Trigger &t);
    void readActivation(const Obj &o);
    Phase readPhase(const Obj &o);
    Card readCard(const Obj &c);
    ActingBy readActingBy(const Obj &o);
    QStringList readOffers(const Obj &o);
    // "requires": [{"when": CONDITION, "explain": "why not"}] of a test or an order.
    QList<Requirement> readRequirements(const Obj &o, const Test *t);
    void readOrder(const Obj &o);
    Context &m_ctx;
    Ruleset &m_rs;
    QSet<QString> m_testIds;
    QSet<QString> m_tableIds;
    QSet<QString> m_orderIds;
    QSet<QString> m_weaponIds; // collected before the tests, which may name them
    QSet<QString> m_movementColumns;
    QStringList m_movementColumnList; // in the order of the file
    QStringList m_extraRoles; // roles a reference may name besides the caller's (an effect's "commanded")
    QStringList m_procedureRoles; // the procedure being read's own roles (a supported gun)
    QSet<QString> m_brokenFields; // fields whose kind or ladder is missing or wrong
    struct FollowUpEdge {
        QString from;
        QString to;
        QString path;
    };
    QList<FollowUpEdge> m_certainFollowUps; // taken whatever the dice
    QString m_currentTest;
    const Test *m_readingTest = nullptr; // while a test is read: its inputs, for its follow-ups
    qsizetype m_modifiersRead = 0; // in all the tests, sets expanded
    // What the unit types hold, gathered once they are read.
    QSet<QString> m_typeAttributes;
    QSet<QString> m_arms;
    QStringList m_armList; // in the order of the file
    QSet<QString> m_typeIds;
    QStringList m_typeIdList; // in the order of the file
    QHash<QString, QSet<QString>> m_choiceSets;
    QSet<QString> m_tooManyModifiers; // tests already told
    QHash<QString, std::pair<QJsonValue, QString>> m_modifierSets;
    Test m_chargeRuleScope; // its inputs: what a charge rule may read (collectChargeRuleInputs)
};

} // namespace adjutant::rules::detail
