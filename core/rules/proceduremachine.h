#pragma once

#include "procedurestate.h"

#include "text/punctuation.h"

#include "weaponreach.h"

#include "estimate.h"

#include "fieldreads.h"
#include "figures.h"
#include "kinds/kinds.h"
#include "orders.h"
#include "wording.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

namespace adjutant::rules {

// The interpreter of one request: the deterministic steps, the steps that roll, and how a
// cascade's resolution moves the state on.
struct ProcedureRunner::Machine {
    const ProcedureRunner &runner;
    const Ruleset &rs;
    const Procedure &proc;
    const ProcedureRequest &request;
    ProcedureRun *run; // null when only the odds are wanted
    QStringList errors;
    const Resolver &resolver;
    qint64 resolved = 0; // tests resolved by drive()
    // For the odds: advanceFree stops once a fight is over (fightEnded), so that a run whose
    // ending the fight has settled reads nothing after it.
    bool pauseAfterFights = false;
    bool fightEnded = false;
    // For the odds: advanceFree stops before the next step that may roll (a test, the charge
    // rules, a melee, a fight not yet begun), before even judging its condition, so that states on
    // their way to it can be merged (ExactSearch::land) and each step is still judged and set up
    // once, by the advanceFree that takes it.
    bool pauseBeforeRolls = false;
    // The bouts the actor's side won more than the target's, in the fight last over; and where
    // the last side standing decided it instead (ProcedureStep::lastStandingWins): 0 the actor's
    // side won, 1 the target's, 2 neither (FightEnds' order).
    mutable int endedLead = 0;
    mutable std::optional<int> endedByStanding{};
    // For the odds: a repeat under way, by the place of its step (the list `depth` deep in the
    // stack, at `index`); advanceFree stops before its next step once a run has left it
    // (ExactSearch::repeatNext works out where a repeat's runs come out as one step).
    struct RepeatPlace {
        std::size_t depth = 0;
        std::size_t index = 0;
        bool leftBy(const State &s) const
        {
            return s.stack.size() <= depth || s.stack[depth].second != index;
        }
    };
    std::optional<RepeatPlace> stopOnLeaving{};
    // The innermost repeat under way in `s`, if any.
    static std::optional<RepeatPlace> repeatUnderWay(const State &s);

    Situation view(const State &s, const QString &actorRole, const QString &targetRole) const;

    Situation testSituation(const State &s, const ProcedureStep &step, const QString &testId) const;

    void note(const ProcedureStep &step, const State &s, const QString &text) const;

    void end(State &s, const QString &ending) const;

    void applyEffects(State &s, const ProcedureStep &step) const;

    // The figure a test step falls on, picked afresh on its unit as it stands.
    void pickFigure(State &s, const ProcedureStep &step) const;

    // The figures of a unit in contact: those the request names that still stand, else every
    // standing figure whose role fights; as a melee deals them out (Roster::dealingOrder).
    QStringList inContact(const UnitState &u) const;

    // A fights step: true while a bout waits for its dice (its figures in focus). Before each bout
    // the last one's winner is counted; once all are fought the side that won more is the winner,
    // the tallies are kept, and the step is done.
    bool nextBout(State &s, const ProcedureStep &step) const;

    // A bout set up after the last: what only the last bout's branches read (its winner and
    // loser, the numbers the step keeps from it) is dropped, as the next bout sets them anew.
    void forgetLastBout(State &s, const ProcedureStep &step) const;

    // The situation of the bout under way: its figures in focus, the lone figure's side
    // outnumbered when it faces two or more, and its die when already rolled.
    Situation boutSituation(const State &s, const ProcedureStep &step) const;

    // The bout under way is a lone figure's first against several: his die is kept for the
    // bouts after, so its face matters, not only the bout's outcome.
    bool keepsLoneFace(const State &s, const ProcedureStep &step) const;

    Resolution resolveBout(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const;

    // Moves the state on by a bout's dice: the lone figure's die kept for its group, winner and
    // loser set, and the outcome's branch taken with the bout's figures still in focus.
    void applyBout(State &s, const ProcedureStep &step, const Resolution &r) const;

    // The situation a rolling step is resolved in, its resolution and what it does to the state:
    // a test step's, or a fights step's bout.
    Situation stepSituation(const State &s, const ProcedureStep &step) const;
    Resolution resolveAny(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const;
    void applyAny(State &s, const ProcedureStep &step, const Resolution &r) const;

    // Takes the steps that need no dice, up to the next that does or the end.
    bool advanceFree(State &s);
    // Whether `step`, next in `s`, may roll (pauseBeforeRolls): a test, the charge rules, a melee
    // or a fight not yet begun.
    static bool mayRoll(const State &s, const ProcedureStep &step);

    // What advanceFree does after one of its steps: take the next, stop (at a step that rolls or
    // an ending), or fail with `errors` saying why.
    enum class FreeStep { TakeNext, Stop, Failed };
    // A test step met without its dice: owed or skipped as the request says, else it rolls.
    FreeStep takeTestStep(State &s, const ProcedureStep &step);
    // A charge-rules step: the charge goes in, is refused (an ending), or waits for its test.
    FreeStep takeChargeRules(State &s, const ProcedureStep &step, const Situation &v) const;
    // A repeat step: its body taken once more while the count it keeps lasts.
    void takeRepeat(State &s, const ProcedureStep &step, const Evaluator &ev) const;
    // A set-winner step: who won and who lost, by the roles the step names.
    void takeSetWinner(State &s, const ProcedureStep &step) const;
    // A weapon-range step: the band the distance falls in, its ticks and reach kept.
    void takeWeaponRange(State &s, const ProcedureStep &step, const Evaluator &ev) const;

    // The endings a run from `s` can still come to, whatever the dice and the units' fields: the
    // steps to go walked with every branch taken. Nothing when a run could come to no ending or
    // stop with an error (the odds then find out), or the walk grows too long. Only the roles are
    // read: who won a melee decides a branch unless a step on the way may change it.
    std::optional<QSet<QString>> reachableEndings(const State &s) const;

    // Whether the fight under way will end with the lead it has (the bout just fought counted),
    // and nothing on the way to its end can end the procedure: no bout is left and no step of the
    // last bout's branches still to go can end it or change who won the bout, whatever the dice
    // and the units' fields.
    bool leadSettled(const State &s) const;
    // Whether what is left of the bout just fought (its branches' steps still to go) can neither
    // end the procedure nor change who won the bout: tests that name no winner, effects, numbers.
    // Where the last side standing wins the fight, the same holds only when neither side can be
    // left with no one standing by it: each has a figure standing that fights no more bouts
    // (lastStandingSettled).
    bool restOfBoutQuiet(const State &s) const;
    // Whether each side of the fight under way has a figure standing that fights no more bouts
    // (the bout whose branches are under way counted as still to come), and the fight's branches
    // strike only their own bout's figures (restsStrikeOnlyTheirBout): then no die left in the
    // fight can take a side's last man.
    bool lastStandingSettled(const State &s, const ProcedureStep &fights) const;
    // Whether the fight's last side standing wins it here (ProcedureStep::lastStandingWins, and
    // its condition, an option, where it has one).
    bool lastStandingApplies(const State &s, const ProcedureStep &fights) const;
    // restsStrikeOnlyTheirBout for the fight, worked out once (restsStrike, by fight).
    bool strikesOnlyTheirBouts(const ProcedureStep &fights) const;
    mutable QHash<const ProcedureStep *, bool> restsStrike{};
    // Whether the unit has a figure that fights standing and fighting no bout of the fight under
    // way still to come (every such figure outside a fight), among the fight's `among` where it
    // names the unit's; `comingStanding`: those standing that do. noteFightersLeft logs it for
    // the odds (FieldReads::fightersLeft).
    bool fightersLeft(const State &s, const QString &unitId, QStringList *comingStanding = nullptr) const;
    bool noteFightersLeft(const State &s, const QString &unitId) const;
    // The state with what is left of the bout just fought passed over: the fight goes on to its
    // next bout (or its end). Only where that rest changes nothing any later step reads
    // (boutsWonApart, restOfBoutQuiet): the exact odds' shortcut, never play.
    void skipRestOfBout(State &s) const;

    // The test a rolling step takes: its own, or the one the charge rules ask for.
    QString testOf(const ProcedureStep &step, const State &s) const;

    // Resolves one test step's cascade with the faces given. An "alone" test stops after its own
    // dice: what its follow-ups would do is left to the procedure's next steps.
    Resolution resolveStep(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const;

    Resolution resolveAlone(const QString &testId, const Situation &sit, const FaceSupplier &faces) const;

    static bool outcomeMatches(const Test *t, const QString &outcomeId, const QString &wanted);

    // Moves the state on by a test step's finished cascade.
    void applyTest(State &s, const ProcedureStep &step, const Resolution &r) const;

    // Both sides' cascades of a melee, each set up on the state from before it, land together;
    // the side whose compared field rose more lost.
    void applyMelee(State &s, const ProcedureStep &step, const Resolution &mine,
                    const Resolution &theirs) const;

    // Takes the steps from `s` with the faces given, up to an ending, the dice running out or an
    // error. A run being recorded is told where the dice ran out; `resolved` counts the tests
    // resolved (a simulation's work).
    void drive(State &s, const FaceSupplier &faces);

    Situation meleeSide(const State &s, const ProcedureStep &step, bool mine) const;
};

// The state a request starts in: its units by role, the inputs entered or their defaults; false
// with `errors` saying why when the request does not fit the procedure.
bool initialState(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                  ProcedureRunner::State &s, QStringList *errors);

} // namespace adjutant::rules
