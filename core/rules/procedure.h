#pragma once

#include "estimate.h"
#include "resolver.h"
#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

// A procedure: several tests by several units in an order the ruleset states as data (a charge
// from its declaration to the last morale test, a melee with both sides' dice). The model is read
// by ProcedureLoader from a ruleset's "procedures" section; ProcedureRunner interprets it, one
// resolver cascade per test step, and works out the exact odds of each ending. See
// resources/rulesets/README.md for the file format.
namespace adjutant::dice {
class RandomSource;
}

namespace adjutant::rules {

struct ProcedureStep;
using ProcedureSteps = std::vector<ProcedureStep>;

// A branch taken when a test anywhere in a step's cascade had a given outcome ("the charger
// failed its check under fire").
struct CascadeBranch {
    QString test;
    QString outcome;
    std::shared_ptr<ProcedureSteps> steps;
};

struct OutcomeBranch {
    QString outcome; // an outcome id, or "pass"/"fail" for the plain pass and fail
    std::shared_ptr<ProcedureSteps> steps;
};

// One step of a procedure. Roles are the procedure's: "actor" (who started it: the charger),
// "target" (who it is against), and after a melee "winner" and "loser".
struct ProcedureStep {
    enum class Kind {
        Test, // resolve a test (with its follow-ups) and branch on its outcome
        Effects, // apply effects
        If, // branch on a condition
        IfWinner, // branch on which role won the melee
        End, // the procedure ends here with an ending
        ChargeRules, // the ruleset's charge rules decide whether the charge may go in
        WeaponRange, // the range band of a weapon at a distance ticks modifiers for later tests
        Store, // keep numbers for later steps (input.NAME) until the list holding this step ends
        Melee, // both sides roll at once; the ruleset's comparison names the loser
        Repeat, // takes its steps a number of times worked out when it is reached
        Tick, // ticks modifiers for the tests that follow in this list
        SetWinner, // names the winner and loser of a melee (a draw a rule breaks), or clears them
        Fights, // the figures in contact paired off, each pair fighting its own bout of a test
    };
    Kind kind = Kind::Effects;
    QString path; // where the step is in the file, to name it (the umpire skips it by this)
    Doc doc;
    QString actor = QStringLiteral("actor"); // procedure role taking the test / judged as actor
    QString target = QStringLiteral("target");
    std::optional<Condition> when; // the step is passed over unless this holds
    // Test
    QString test;
    QList<std::pair<QString, Value>> inputs; // test input id -> number
    QStringList tick; // toggles ticked for this test
    QHash<QString, QString> choose; // one-of choices for this test
    bool alone = false; // the test's own follow-ups are left to the procedure's next steps
    bool triggered = false; // a test the rules say a result causes: queued, skippable by the umpire
    QList<std::pair<QString, Value>> store; // after a test: "result" is its value
    QList<OutcomeBranch> onOutcome;
    QList<CascadeBranch> onCascade;
    // Effects
    QList<Effect> effects;
    // If / IfWinner
    std::optional<Condition> condition;
    QString winnerRole;
    std::shared_ptr<ProcedureSteps> then;
    std::shared_ptr<ProcedureSteps> otherwise;
    // End
    QString ending;
    // Repeat: how many times (worked out once, when the step is reached), and the steps
    std::optional<Value> times;
    std::shared_ptr<ProcedureSteps> body;
    // SetWinner: the role that wins ("actor" or "target"; the other loses), or empty for none
    // ChargeRules: the ending when the rules refuse, or the test they ask for is failed
    QString refusedEnding;
    QString testFailedEnding; // ... or the test it asks for fails (the refusal's when not given)
    QStringList failOutcomes; // outcomes of that test that count as failing (besides a plain fail)
    // WeaponRange: the distance, the weapon (a unit type attribute naming one), what each range
    // name ticks, and the steps taken beyond the longest range
    std::optional<Value> distance;
    QString weaponAttribute;
    WeaponSpec weapon; // "weaponWhen" first, then the actor's type attribute weaponAttribute
    // "keepReach": the var that keeps the inches of the band reached, for the tests that follow
    // (every distance within a band then sets them up alike, and their odds are worked out once)
    QString reachVar;
    QHash<QString, QStringList> rangeTicks;
    std::shared_ptr<ProcedureSteps> within; // taken when a range reaches
    std::shared_ptr<ProcedureSteps> beyond;
    // Melee
    QString compareField; // the side whose field rose more in the melee lost; equal: drawn
    QList<std::pair<QString, Value>> actorInputs; // the charger's side's own inputs (elements fighting)
    QList<std::pair<QString, Value>> targetInputs;
    std::shared_ptr<ProcedureSteps> decided; // roles winner and loser are set
    std::shared_ptr<ProcedureSteps> drawn;
    // Test: the figure of its unit it falls on, picked afresh (a wound die for one of the charger's
    // men); none: the figure already in focus for that unit, else the test's own pick.
    std::optional<FigurePick> figure{};
    // Fights: the figures in contact (the request's, else every standing figure that fights)
    // paired at most `most` to one; each bout is `test` between its two figures (`onOutcome`
    // branches after it, with winner and loser set), the lone figure's side ticking its
    // `outnumbered` modifier when it faces two or more, its die rolled once against them all
    // (the test's actorDieFrom or targetDieFrom). Afterwards the side that won more bouts is the
    // winner, and `tally` keeps the bouts won by each side and drawn in vars.
    int most = 1;
    // "simultaneous": every bout is fought as the units stood when the fight began (their fields,
    // their figures), as when all the dice are rolled at once; what a bout's test changes of the
    // units and the wound dice after it land on the units as they are, and a figure struck down in
    // one bout still fights the bouts he was paired for. Off: in turn, each bout on the units
    // as the bouts before left them, a figure already down fighting no more.
    bool simultaneous = false;
    // "lastStandingWins": a side left with no figure standing that fights once every bout is done
    // loses the fight, whatever the bouts won (both such sides: neither wins). Off: the bouts won
    // alone decide it, a side cut down to the last man in them winning or drawing all the same.
    bool lastStandingWins = false;
    // The same only while this holds (an option the players choose): "lastStandingWins": CONDITION.
    std::optional<Condition> lastStandingWhen{};
    QHash<QString, QString> outnumbered{}; // procedure role -> modifier id
    QHash<QString, QString> tally{}; // "actor", "target", "drawn" -> var id

    // Every list of steps this step may take: its branches on outcomes and on the cascade, then
    // its then, otherwise, body, within, beyond, decided and drawn (those it has).
    std::vector<const ProcedureSteps *> lists() const
    {
        std::vector<const ProcedureSteps *> out;
        for (const OutcomeBranch &b : onOutcome)
            out.push_back(b.steps.get());
        for (const CascadeBranch &b : onCascade)
            out.push_back(b.steps.get());
        for (const auto *list : {&then, &otherwise, &body, &within, &beyond, &decided, &drawn})
            if (*list)
                out.push_back(list->get());
        return out;
    }
};

struct ProcedureResponse {
    QString id;
    Doc doc;
    std::optional<Condition> when; // offered only when this holds (actor: the charger)
    // Why it is not offered, in the ruleset's words, where the condition spelt out would read
    // poorly ("only against a charge into the flank or rear"); empty: the condition spelt out.
    QString notOffered;
    ProcedureSteps steps;
};

struct ProcedureEnding {
    QString id;
    Doc doc;
};

// A unit besides the two it is between that a procedure may name, chosen when it is declared or
// left out: the brigade rules' gun that the infantry charged supports. Steps take it as a role by
// its id ("actor": "gun").
struct ProcedureRole {
    QString id;
    Doc doc;
    QString side; // "actor" or "target": the side of which unit it is
    std::optional<Condition> when; // asked for only while this holds (the declaration's roles)
    std::optional<Condition> fits; // who may play it: judged with the unit as actor
};

struct ProcedureInput {
    TestInput input;
    QString movementColumn; // default from the movement table ("charge") ...
    QString movementRole; // ... of this role
    // Asked for only while this holds at the declaration (an evade move of a unit that may
    // evade); otherwise it keeps its default, unseen.
    std::optional<Condition> when;
    bool asked(const Ruleset &ruleset, const Situation &declared) const;
};

struct Procedure {
    QString id;
    Doc doc;
    // Offered on a unit's sheet only when this holds, the unit as actor (a melee continued only
    // by a unit in one); always when not given.
    std::optional<Condition> when;
    // "requires": what the rules demand before it is taken (a melee after a charge only by a unit
    // whose charge went home), each with the reason; refused otherwise, unless the umpire allows it.
    QList<Requirement> requirements;
    QList<ProcedureInput> inputs; // entered at declaration (distance), or from the movement table
    QList<ProcedureRole> roles; // other units it may name, each chosen or left out at declaration
    QList<TestInput> vars; // numbers kept by the steps, readable as input.NAME (0 until kept)
    Test scope; // the inputs and vars as a test's inputs, for the evaluator
    ProcedureSteps before; // before the response (charge rules, the target's own test)
    QList<ProcedureResponse> responses;
    ProcedureSteps after; // after the response, unless it ended the procedure (the melee)
    QList<ProcedureEnding> endings;
    const ProcedureEnding *ending(const QString &id) const;
    const ProcedureResponse *response(const QString &id) const;
    const ProcedureRole *role(const QString &id) const;
    // The step at a path, wherever it is nested (before, in a response, after); null if none.
    const ProcedureStep *step(const QString &path) const;
};

// ---- Running a procedure ----------------------------------------------------------------------

struct ProcedureRequest {
    QString procedure;
    QString response; // the defender's choice; empty: only declaration and the list of responses
    Situation situation; // units as actor and target, inputs entered, options, ticks
    QSet<QString> skipped; // steps the umpire passed over, by path
    // Triggered tests applied before they are rolled, by path: owed to the battle's queue (see
    // ProcedureRun::owed) instead of taken now. Only a test the rules trigger whose result no later
    // step reads may be owed.
    QSet<QString> owed;
    QString override; // the umpire's reason for a charge the charge rules forbid: it goes in
    // The figures of each unit in contact for a melee's bouts, by unit id; a unit not named fights
    // with every standing figure that fights.
    QHash<QString, QStringList> inContact{};
};

struct ResponseChoice {
    QString id;
    Doc doc;
    bool available = true;
    QString reason; // why not, or why it is offered
};

struct ProcedureStepRecord {
    QString path;
    QString name;
    QString test;
    QString actorId;
    QString targetId;
    bool skipped = false;
    bool owed = false; // left to the battle's queue of owed tests
    QString note; // what the step did in words ("range band long", "the charger won")
    // A melee's second record: what each side lost in it, as the ruleset compares them (the
    // record's actor first); -1 elsewhere.
    int actorLost = -1;
    int targetLost = -1;
    Resolution resolution; // a test step: its cascade
    // A bout of a fight: the figures of the record's actor and target, and their names then.
    QString actorFigure{};
    QString targetFigure{};
    QString actorFigureName{};
    QString targetFigureName{};
};

struct ProcedureRun {
    QString procedure;
    QString response;
    bool allowed = true;
    QString refusal; // why the charge may not go in
    QString overridden; // the charge rule the umpire's override set aside (the charge went in)
    QList<ResponseChoice> responses;
    QList<ProcedureStepRecord> steps;
    QHash<QString, UnitState> units; // by unit id, afterwards
    QHash<QString, int> values; // inputs and stored numbers
    QString ending;
    QString endingName;
    QString winnerId; // after a melee
    QString loserId;
    // The test waiting for dice, when they ran out: its step path, and the triggered tests known to
    // follow it in this cascade, in order.
    QString pendingPath;
    QList<PendingTest> queue;
    // The triggered tests owed rather than rolled (ProcedureRequest::owed), in the order reached.
    QList<PendingTest> owed;
    int facesUsed = 0;
    QStringList errors;
    bool complete() const { return !ending.isEmpty() && errors.isEmpty() && queue.isEmpty(); }
};

// The chance of one ending. Exact unless `simulated` is more than 0: then estimated from that many
// simulated runs of the procedure, the true chance inside [low, high] 95 times in 100 (for exact
// odds, low and high are the probability itself).
struct EndingOdds {
    QString ending;
    QString name;
    double probability = 0;
    int simulated = 0;
    double low = 0;
    double high = 0;
    bool estimated() const { return simulated > 0; }
};

struct ResponseOdds {
    QString response;
    QString name;
    bool available = true;
    QList<EndingOdds> endings;
    QString error{}; // why its odds could not be worked out; empty when they were
    double ms = 0; // how long working them out took, for the command line's report
};

class ProcedureRunner
{
    Q_DECLARE_TR_FUNCTIONS(ProcedureRunner)
public:
    explicit ProcedureRunner(const Ruleset &ruleset) : m_rs(ruleset), m_resolver(ruleset), m_quick(ruleset)
    {
        m_quick.setWorkOutOdds(false);
        m_quick.setEffectWords(false);
    }

    // Runs as far as the faces go (the faces in the order the dice are read, test by test).
    ProcedureRun run(const ProcedureRequest &request, const FaceSupplier &faces) const;
    // "Apply now, owe the rest": runs the request with these faces, each triggered test they do
    // not reach owed (ProcedureRequest::owed) in the order reached, until the procedure ends or
    // waits on a test that may not be owed (its `errors` then say which).
    ProcedureRun runOwing(ProcedureRequest request, const QList<int> &faces) const;
    // The same with the app's dice: each die the procedure asks for is rolled in turn until owing
    // the triggered tests still to come takes it to its end (or it ends, or waits on nothing left
    // to roll). The faces, to go into the action as if typed.
    QList<int> rollOwing(const ProcedureRequest &request, dice::RandomSource &dice) const;
    // The chance of each ending of the procedure with the response asked for: exact when that
    // takes no more than the budget's work, else estimated (see EndingOdds).
    QList<EndingOdds> odds(const ProcedureRequest &request, QString *error = nullptr) const;
    // The budget odds() and oddsByResponse() keep to (OddsBudget::standard() unless set).
    void setOddsBudget(const OddsBudget &budget) { m_budget = budget; }
    // Off, the exact odds follow every way through each cascade of tests one by one, merging none
    // (oddswork::cascadeLeaves): slower, for the tests that check the merged odds equal them.
    void setMergeCascadeWays(bool on) { m_mergeCascadeWays = on; }
    // Off, each time the exact odds resolve a cascade again from its first die (to reach a place
    // further on) its tests are set up anew, instead of once for every place the replays reach
    // (SetupReplays): slower, for the tests that check the kept set-ups change nothing.
    void setSetupsReplayed(bool on) { m_setupsReplayed = on; }
    // Off, the exact odds tell apart two ways through a cascade that differ only in which man of a
    // role holds which wounds, even where the ruleset takes alike men as one (Figures::tiesByMen):
    // slower, for the tests that check taking them as one changes nothing.
    void setMenAlikeMerged(bool on) { m_menAlikeMerged = on; }
    // Off, a state of the exact odds is known by the values of the fields its conditions compare
    // (and the removal check reads), not only by whether each comparison holds: fewer states
    // merge, for the tests that check the merged odds equal them.
    void setKeyByAnswers(bool on) { m_keyByAnswers = on; }
    // Off, a state of the exact odds is known by every number kept and every fight's tallies, not
    // only by those the rest of the procedure reads (State::skeleton: a fight's lead, where only
    // who wins it is read), and a fight is decided only once its last bout is fought, not as soon
    // as the bouts left cannot undo the lead: fewer states merge, for the tests that check the
    // merged odds equal them.
    void setKeyNumbersByReads(bool on) { m_keyNumbersByReads = on; }
    // Off, a state of the exact odds inside a fight is known by the fight's lead too, even where
    // only who wins the fight decides the ending: the states of the bouts to come are worked out
    // once for every lead, not once for all as the change of lead from there to the fight's end
    // (fewer states merge, for the tests that check the merged odds equal them). Taken only with
    // the numbers keyed by their reads (setKeyNumbersByReads).
    void setFightsByLeadChange(bool on) { m_fightsByLeadChange = on; }
    // Off, the exact odds take a repeat's rounds (a figure's wound dice) one state at a time, as
    // every other step, instead of working out where its runs come out as one step, once for
    // every figure alike in what the rounds read (the bout's loser, whichever figure he is).
    void setRepeatsAsOneStep(bool on) { m_repeatsAsOneStep = on; }
    // Off, every state after a step inside a fight is worked out or looked up on its own, instead
    // of taking what an earlier one after the same step came to when the two are alike in all
    // that one read (a bout's loser's wound dice ending alike but for his wounds).
    void setSiblingsShared(bool on) { m_siblingsShared = on; }
    // Off, every bout of a simultaneous fight whose bouts are won apart (boutsWonApart) has what
    // is left of it rolled (its loser's wound dice), instead of the fight going on to the next
    // bout once its winner is known: who wins the fight does not hang on those dice. Taken only
    // with the fights worked out by the change of lead (setFightsByLeadChange).
    void setQuietBoutsSkipped(bool on) { m_quietBoutsSkipped = on; }
    // Off, a simultaneous fight whose bouts are won apart is worked out bout after bout, instead
    // of group by group (a lone figure and those he faces), each group's change of lead worked
    // out on its own, once for every group alike in its figures as the fight began, and the
    // groups' changes added up (where the last side standing wins, with whether each group
    // leaves each side a man). Taken only with the fights worked out by the change of lead.
    void setFightsByGroups(bool on) { m_fightsByGroups = on; }
    // Off, a state of the exact odds is known by every field of each figure read, not only by the
    // fields read of him (FieldReads::Figures::ByField): two states whose man already down has
    // taken other wounds on the way do not merge, for the tests that check the merged odds equal
    // them.
    void setFigureFieldsRead(bool on) { m_figureFieldsRead = on; }
    // Off, a state after a step outside any fight is landed as the step leaves it, instead of
    // first moved on through the steps that need no dice (ExactSearch::moveOn), and one that has
    // ended by all it holds, not by its ending alone: states told apart only by a number those
    // steps compare and then set again (a charge's reach), or ended alike, do not merge, for the
    // tests that check the merged odds equal them.
    void setStatesMovedOn(bool on) { m_statesMovedOn = on; }
    const OddsBudget &oddsBudget() const { return m_budget; }
    // The work the last exact odds did, and the part of it spent in cascades of tests (for the
    // benchmarks' figures; past the budget, up to where they stopped).
    qint64 lastExactWork() const { return m_lastExactWork; }
    qint64 lastCascadeWork() const { return m_lastCascadeWork; }
    // The seed an estimate of this request's odds rolls with: drawn from everything the request
    // says, so the same question always gets the same answer.
    static quint64 estimateSeed(const ProcedureRequest &request);
    // The same for every response the defender may choose, side by side.
    QList<ResponseOdds> oddsByResponse(const ProcedureRequest &request) const;

    struct State;

private:
    struct Machine;
    struct ExactSearch;
    // Whether the exact odds take alike men as one (setMenAlikeMerged, Figures::tiesByMen).
    bool menAlike() const { return m_menAlikeMerged && m_rs.figures && m_rs.figures->tiesByMen; }
    const Ruleset &m_rs;
    Resolver m_resolver;
    Resolver m_quick; // no odds of single tests: for the procedure's own odds
    OddsBudget m_budget = OddsBudget::standard();
    bool m_mergeCascadeWays = true;
    bool m_setupsReplayed = true;
    bool m_statesMovedOn = true;
    bool m_menAlikeMerged = true;
    bool m_keyByAnswers = true;
    bool m_keyNumbersByReads = true;
    bool m_fightsByLeadChange = true;
    bool m_repeatsAsOneStep = true;
    bool m_siblingsShared = true;
    bool m_quietBoutsSkipped = true;
    bool m_fightsByGroups = true;
    bool m_figureFieldsRead = true;
    mutable qint64 m_lastExactWork = 0;
    mutable qint64 m_lastCascadeWork = 0;

    // The exact odds, or nothing with `overBudget` set when they would take more than the budget.
    QList<EndingOdds> exactOdds(const ProcedureRequest &request, QString *error, bool *overBudget) const;
    QList<EndingOdds> estimatedOdds(const ProcedureRequest &request, QString *error) const;
};

} // namespace adjutant::rules
