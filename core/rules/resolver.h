#pragma once

#include "estimate.h"
#include "limits.h"
#include "ruleset.h"
#include "situation.h"
#include "unittable.h"

#include "kinds/oddsmemo.h"

#include "dice/dietest.h"
#include "dice/distribution.h"
#include "dice/facequeue.h"
#include "dice/roll.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <algorithm>
#include <functional>
#include <optional>

namespace adjutant::rules {

// A modifier as the test sheet shows it: its value here and now, and why.
struct AppliedModifier {
    QString id;
    Doc doc;
    Modifier::Kind kind = Modifier::Kind::Automatic;
    QString side; // opposed tests
    QString choice; // one-of: the chosen choice id
    QString detail; // how the value came about: "rating C", "-1 x 2 casualties", "because ..."
    int value = 0;
    bool applicable = true; // its condition holds here (else it is shown only on request)
    bool active = false; // counts towards the total
    // Worked out by the app from what the battle knows, not ticked or chosen: a range band from
    // the distance measured. Automatic modifiers are always so.
    bool derived = false;
    QString choiceName; // one-of: the chosen (or derived) choice's name
};

// A range band a measured distance gave a one-of modifier (Modifier::byRange).
struct DerivedBand {
    QString band; // the id of the weapon's range that reaches
    int distance = 0;
    QString words; // "14\": Long range (Musket)"
};

// The chance of one outcome. Exact unless `simulated` is more than 0: then estimated from that
// many simulated rolls of the test, the true chance inside [low, high] 95 times in 100 (for exact
// odds, low and high are the probability itself).
struct OutcomeOdds {
    QString id;
    QString name;
    double probability = 0;
    int simulated = 0;
    double low = 0;
    double high = 0;
    bool estimated() const { return simulated > 0; }
};

// Everything known before the dice: the modifiers, the total, what is needed, and the odds.
struct TestSetup {
    const Test *test = nullptr;
    QString actorId;
    QString targetId;
    QList<AppliedModifier> modifiers;
    int total = 0; // sum of the active modifiers (the actor's side for opposed tests)
    int targetTotal = 0; // opposed: the target side's modifiers plus its base
    int base = 0; // bands/opposed: the actor's base value
    int givenTargetFace = 0; // opposed: the target's die, already rolled against another actor
    int givenActorFace = 0; // ... or the actor's, already rolled against another target
    QList<int> dieSides; // the physical dice, in the order their faces are read
    std::optional<dice::DiceExpression> expression; // bands/table/opposed
    // Table: the parts a row too large for the table is split into (60 points: 50 and 10), each
    // rolled with the expression and read on its own row; empty when it is read whole.
    QList<int> splitRows;
    dice::DieTest dieTest; // threshold/roll-under, for one die
    QString needText; // "needs 4+ on each d10 (3 dice)"
    // The chance of each outcome; empty when not worked out (a cascade whose odds took all the
    // work they may: see oddsEstimated()).
    QList<OutcomeOdds> odds;
    std::optional<dice::Distribution<double>> successes; // pools
    std::optional<dice::Distribution<double>> casualties; // a pool whose hits force a save
    QString casualtiesField;
    QStringList problems; // what is missing to resolve it (an input, a unit)
    QStringList inputsLeftOut; // inputs whose "when" does not hold: not asked, their default stands
    // Past the work exact odds may take (OddsBudget::forTests()) the odds are estimated (each
    // outcome's `simulated` runs; `successes` too), and once the estimates have taken theirs as
    // well, left out.
    bool oddsEstimated() const
    {
        return std::any_of(odds.begin(), odds.end(), [](const OutcomeOdds &o) { return o.estimated(); });
    }
    bool oddsLeftOut = false;
};

struct EffectRecord {
    QString unitId;
    QString text; // "casualties 1 -> 2", "morale Normal -> Shaken", "removed"
    // A change to a bookkeeping marker (Field::bookkeeping): kept, not shown as a result.
    bool bookkeeping = false;
};

// A roll on a random table made as an effect (fate, a wound die), with its sub-roll.
struct TableRoll {
    QString table;
    QList<int> faces;
    int value = 0;
    QString rowId;
    QString rowName;
    QString rowExplain;
    QList<int> thenFaces; // a plain sub-roll (D3 turns), when the row has one
    int thenValue = 0;
    QString thenExplain;
};

struct TestResult {
    TestSetup setup;
    int depth = 0; // 0 for the test asked for, 1 for its follow-ups, ...
    QList<dice::RolledDie> dice;
    int value = 0; // successes, total, margin or difference
    int margin = 0; // opposed: the actor's total less the target's, before any |difference|
    QString outcomeId;
    QString outcomeName;
    QString outcomeExplain;
    QList<EffectRecord> effects;
    QList<TableRoll> tableRolls;
    // The figures the test fell on (its actor's, and its target's in a fight), by role, and their
    // names then, for the journal and its "Why?".
    QHash<QString, QString> figures{};
    QHash<QString, QString> figureNames{};
};

struct PendingTest {
    TestSetup setup;
    int depth = 0;
    int count = 1; // how many of this test are still to be taken
    QString why; // "for each hit", "a casualty was taken"
    // Its units by role ("actor", "target") as its set-up saw them: an attack's saves all see the
    // unit as it was before the attack, whenever they are rolled.
    QHash<QString, UnitState> judgedOn;
    // The figure it falls on, by unit id, when picked (a wound on the squad leader); a test of
    // several (`count`) picks each of the rest when it is taken.
    QHash<QString, QString> focus{};
    // The pick for the rest of `count`, when it has one: each is picked afresh.
    std::optional<FigurePick> pick{};
};

// A test of a cascade whose follow-ups were under way when it stopped for dice: what those still
// to come read of it (Resolution::underWay). Two runs alike in these go on alike.
struct FrameUnderWay {
    int depth = 0;
    QString test;
    int value = 0;
    int margin = 0;
    QString outcome;
    QList<dice::RolledDie> dice;
    QHash<QString, QString> roles; // unit ids by role, winner and loser included
    QHash<QString, QString> focus; // the figures it fell on, by unit id
    QHash<QString, int> inputs; // the numbers its follow-up gave it
    // The follow-up under way is one of its per-die batch, whose tests are all judged on the units
    // as they were before the batch (`batchState`); those after the batch are judged on the units
    // as they stand.
    bool perDie = false;
    QHash<QString, UnitState> batchState{};
};

struct Resolution {
    QList<TestResult> steps; // in the order the dice were read
    QList<PendingTest> pending; // waiting for more dice
    UnitTable units; // every unit's state afterwards, by unit id
    // The figures the players named as struck (Situation::struck), those not taken yet, and the
    // figures picked so far in the cascade, by unit id: the next pick passes them over while it can.
    QHash<QString, QStringList> struckLeft;
    QHash<QString, QSet<QString>> picked;
    int facesUsed = 0;
    QStringList errors;
    // Where among its follow-ups the cascade stopped for dice, innermost first: each list of
    // follow-ups under way, the one it was taking and how many times it had taken it. Two runs
    // alike in this, in their units and in the tests that started them go on alike (the odds
    // merge them: cascadeleaves.cpp).
    QString stoppedAt{};
    // The same places, each with the test whose follow-ups they are (innermost first).
    QList<FrameUnderWay> underWay{};
    bool complete() const { return pending.isEmpty() && errors.isEmpty(); }
};

using dice::FaceSupplier;

// Turns a test, a situation and dice into modifiers, odds, results, effects and follow-ups.
// Pure: the situation passed in is never changed; the resolution carries the new states.
class Resolver
{
    Q_DECLARE_TR_FUNCTIONS(Resolver)
public:
    explicit Resolver(const Ruleset &ruleset) : m_rs(ruleset) { }
    static int inputMaximum(const TestInput &in, const Evaluator &ev);

    TestSetup setup(const QString &testId, const Situation &situation) const;
    // The situation with the range bands its measured distances give (none to add: nullopt);
    // a target out of range, or a unit with no weapon, is a problem.
    std::optional<Situation> withRangeBands(const Test &test, const Situation &given, QStringList *problems,
                                            QHash<QString, DerivedBand> *derived = nullptr) const;
    // Resolves the test and its follow-ups in turn as long as faces are supplied.
    Resolution resolve(const QString &testId, const Situation &situation, const FaceSupplier &faces) const;

    // Applies effects that come from no test (a procedure's own), as a test's effects land; the
    // resolution's one step holds what they did. Effects that need dice are passed over.
    Resolution applyEffects(const QList<Effect> &effects, const Situation &situation) const;

    // Without the odds of each test and the words for each modifier (the sheet's), for callers
    // that only want the results of very many resolutions: a procedure's exact odds.
    void setWorkOutOdds(bool on) { m_workOutOdds = on; }
    // Without the words for each modifier (the sheet's list) alone, the odds still worked out: a
    // replay whose reader wants each test's odds, and nothing the sheet shows.
    void setModifierWords(bool on) { m_modifierWords = on; }
    // Without the words for what each test did to the units and why each follow-up came (the
    // journal's): every change is still recorded, with its unit, as a change with no text. For a
    // procedure's exact odds, which read the units and never the words.
    void setEffectWords(bool on) { m_effectWords = on; }
    // The work the odds of one set-up or one resolution (all its tests) may take exactly, then
    // by simulation (OddsBudget::forTests() unless set).
    void setOddsBudget(const OddsBudget &budget) { m_odds.budget = budget; }

    // Why the rules forbid a test or an order here: the reason of each requirement that does not
    // hold for the situation's units; empty when it is allowed.
    QStringList refusals(const QList<Requirement> &requirements, const Situation &situation,
                         const QString &testId = QString()) const;
    // A test's own refusals, judged with the range band its distance gives, as the test itself
    // takes it (Chosen Men's unit holding its fire fires only at close range).
    QStringList refusals(const Test &test, const Situation &situation) const;
    // The most an input of a test takes for the situation's actor (its own bound, "maxFrom").
    int inputMaximum(const QString &testId, const QString &inputId, const Situation &situation) const;

    // Rolls on a random table, and on the tables its rows lead to; nothing when faces run out, or
    // when a face is one its die does not have (then `error` says so).
    std::optional<QList<TableRoll>> rollOnTable(const QString &tableId, const FaceSupplier &faces,
                                                QString *error = nullptr) const;
    // The row of a table a roll lands on, or nullptr.
    const TableRow *tableRow(const QString &tableId, int roll) const;

    // Effects no test causes (a card drawn, the end of the turn, a procedure's own), on `units` by
    // id: each lands on the unit its role names in `roles`, judged as it lands; what changed, in
    // words. Effects that need dice are passed over.
    QList<EffectRecord> applyEffects(const QList<Effect> &effects, const QHash<QString, QString> &roles,
                                     const Situation &base, UnitTable &units, int result = 0) const;
    // One effect alone, as above: for effects whose changes are told apart one by one (those of
    // an activation or a turn's end, on each unit in turn), without copying it into a list.
    QList<EffectRecord> applyOneEffect(const Effect &effect, const QHash<QString, QString> &roles,
                                       const Situation &base, UnitTable &units, int result = 0) const;
    // Whether the unit's removal counter has reached its limit (Ruleset::removalField).
    static bool spent(const Ruleset &ruleset, const UnitState &unit);
    // A roll on a table stops before leading on to this one (its tens are picked later).
    void setStopBeforeTable(const QString &table) { m_stopBefore = table; }

private:
    QList<EffectRecord> applyEffectRange(const Effect *begin, const Effect *end,
                                         const QHash<QString, QString> &roles, const Situation &base,
                                         UnitTable &units, int result) const;
    // One resolution's cascade of tests and follow-ups (resolvercascade.cpp).
    class Cascade;
    // Why a face is refused: a die shows 1 to its sides; empty when it may.
    static QString impossibleFaceError(int sides, int face);
    // The situation's units by their ids into `units` (a unit given without one takes its role's
    // name); returns each role's unit id.
    static QHash<QString, QString> unitsByRole(const Situation &situation, UnitTable &units);
    // The situation with the figure the test falls on picked (see Cascade::take).
    Situation withFigure(const QString &testId, const QHash<QString, QString> &roles, const Situation &given,
                         Resolution &out, const FigurePick *pick) const;
    void recordFigures(TestResult &r, const QHash<QString, QString> &roles, const Situation &base,
                       const Resolution &out) const;
    Situation situationFor(const Situation &base, const QHash<QString, QString> &roles,
                           const UnitTable &states, const QString &testId) const;
    // False when the effect needed dice (a table roll) and none were left.
    // tableDepth: how many table rolls led here (a table's row may roll on another).
    bool applyEffect(const Effect &effect, int result, const QHash<QString, QString> &roles,
                     const Situation &base, const FaceSupplier &faces, Resolution &out, TestResult &record,
                     int tableDepth = 0) const;
    // An effect on "every": on each unit still in play, told once for the whole battlefield.
    bool applyToEvery(const Effect &effect, int result, const QHash<QString, QString> &roles,
                      const Situation &base, const FaceSupplier &faces, Resolution &out, TestResult &record,
                      int tableDepth) const;
    // An effect on a figure's field or role (Effect::figure): the figure in focus, or each.
    bool applyFigureEffect(const Effect &e, int result, const QHash<QString, QString> &roles,
                           const Situation &base, Resolution &out, TestResult &record) const;
    // The unit fields its figures keep worked out again, each change recorded; removal if spent.
    void settleFigures(UnitState &u, TestResult &record, const QSet<QString> &fieldsChanged) const;
    // Records a change of the field on a unit (or one of its figures, `who` naming him) as the
    // journal says it; false when it is no change. Without effect words, a change is one of value.
    bool recordChange(TestResult &record, const UnitState &u, const QString &who, const Field &f,
                      const QVariant &before, const QVariant &after, bool bookkeeping = false) const;
    // The unit leaves play when its removal counter reaches its limit.
    void removeIfSpent(UnitState &u, TestResult &record) const;
    bool rollTable(const QString &tableId, const QHash<QString, QString> &roles, const Situation &base,
                   const FaceSupplier &faces, Resolution &out, TestResult &record, int tableDepth = 0) const;
    void computeOdds(TestSetup &s, const Evaluator &ev, const Situation &situation,
                     const QString &testId) const;
    // One request: the outermost set-up or resolution starts the odds afresh, so what an earlier
    // one worked out or spent changes nothing (the same question, the same answer).
    struct Request {
        explicit Request(kinds::OddsMemo &memo) : m(memo)
        {
            if (m.depth++ == 0)
                m.restart();
        }
        ~Request() { --m.depth; }
        Request(const Request &) = delete;
        Request &operator=(const Request &) = delete;
        kinds::OddsMemo &m;
    };
    // One test's set-up worked out part by part (resolversetup.cpp).
    class SetUp;

    const Ruleset &m_rs;
    // Odds already worked out: a resolver lives for one set-up or one resolution, on one thread.
    mutable kinds::OddsMemo m_odds;
    bool m_workOutOdds = true;
    bool m_modifierWords = true; // with the odds only
    bool m_effectWords = true;
    QString m_stopBefore;
};

} // namespace adjutant::rules
