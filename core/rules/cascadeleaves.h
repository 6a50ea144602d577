#pragma once

#include "procedurestate.h"

#include <algorithm>
#include <atomic>
#include <functional>

// What the exact odds of a procedure are worked out with (procedureodds.cpp): the work they may
// do, the keys of states and cascades, and every way a cascade of tests can end.
namespace adjutant::rules::oddswork {

// The work exact odds have done against the most they may do (OddsBudget::exact), in steps of
// about the same cost: a test resolved, kWorkCombinations combinations of dice tried; reaching a
// state (or landing in one from a step) takes kWorkState (it is looked up and copied).
struct WorkDone {
    qint64 limit = 0;
    qint64 spent = 0;
    bool over = false;
    qint64 weight = 1; // what each step costs here (figureWeight)
    qint64 resolving = 1; // what each test resolved in a cascade costs here (resolvingWeight)
    qint64 inCascades = 0; // of `spent`, what cascadeLeaves spent (for the benchmarks' figures)
    const std::atomic<bool> *abandoned = nullptr; // OddsBudget::abandoned: stop as if over
    bool spend(qint64 n) { return spendAt(n, weight); }
    bool spendResolving(qint64 tests) { return spendAt(tests, resolving); }
    // Tests of a cascade's replay taken again from what an earlier replay kept (SetupReplays):
    // measured with bench_procedure (four firers' volley: 28,700 tests taken again, 9,200 worked
    // out), one costs about a fifth of a test worked out (and never less than one unit of work).
    bool spendRetaken(qint64 tests) { return spendAt(tests, std::max<qint64>(1, resolving / 5)); }
    bool spendAt(qint64 n, qint64 each)
    {
        spent += n * each;
        over = over || spent > limit || (abandoned && abandoned->load(std::memory_order_relaxed));
        return !over;
    }
};
constexpr qint64 kWorkCombinations = 16;
constexpr qint64 kWorkState = 5;

// Every figure of the units.
qint64 figureCount(const QHash<QString, UnitState> &units);
// What each step costs for these units: more for units made of figures (below).
qint64 figureWeight(const QHash<QString, UnitState> &units);
// What each test resolved costs in a simulated run (ProcedureRunner::estimatedOdds): a step on
// units made of figures costs more than the exact odds' figureWeight says where they are few
// (bench_procedure: two figures on one took 5 microseconds a step, squads of ten 1.8 a unit of
// figureWeight), as it sets up, tallies and settles each figure.
qint64 simulationWeight(const QHash<QString, UnitState> &units);
// What each test resolved in a cascade costs for these units: as much again for each figure, as
// every wound on a figure works out the unit's totals over all its figures again.
qint64 resolvingWeight(const QHash<QString, UnitState> &units);
// The same for a cascade whose tests change no figure (a bout's own dice): its tests do not work
// the totals over the figures out again, and cost about what a state reached does.
qint64 quietResolvingWeight(const QHash<QString, UnitState> &units);
// Whether resolving the test (with its follow-ups, unless `alone`) can change a figure's field.
bool changesFigures(const Ruleset &rs, const QString &testId, bool alone);

// The units written out in a fixed order: two alike in every field and figure read alike.
PackedKey unitsKey(const QHash<QString, UnitState> &units);

// What a cascade is resolved against: the step, the side, the units by role (whole, or only
// which unit plays which role: `withUnits` false, when the fields read are keyed on their own),
// and what was ticked, chosen and entered for the test.
PackedKey situationKey(const ProcedureStep *step, int side, const Situation &sit, const QString &testId,
                       bool withUnits = true);

// How the ways through a cascade are searched, and what is read of its ends besides its units.
struct CascadeSearch {
    // A step keeps the first test's value: its faces are never grouped by outcome.
    bool rootValueKept = false;
    // The first test's faces themselves are read later (a lone figure's die): never grouped.
    bool rootFacesKept = false;
    // The first test's dice are read of an end (a bout's, for the lone figure's face it keeps):
    // ends are told apart by them. Else only its value, margin and outcome are.
    bool rootDiceRead = true;
    // The tests whose outcomes, anywhere in the cascade, are read of an end (those a step
    // branches on: ProcedureStep::onCascade); ends alike but for other tests' outcomes are one.
    // Nothing: every test's.
    std::optional<QSet<QString>> outcomesRead;
    // Ends alike in what the odds read of them are handed on once, and the ways on from a place
    // the cascade reached before are not followed again (a volley's wound dice in another order);
    // off, every way is followed and handed on (what the merged odds must equal).
    bool merge = true;
    // The resolver `resolve` resolves with, whose tests are then set up and taken once for every
    // place the search's replays reach (SetupReplays); null, each replay works its tests out anew.
    const Resolver *setupsOf = nullptr;
    // (With `merge`; where the ruleset takes alike men as one, Figures::tiesByMen): ends and
    // places alike but for which man of a role holds which fields are one, so a volley's wounds
    // on ten men end as many ways as the men can be hurt, not as many as they can be told apart.
    bool menAlike = false;
};

// Every way a cascade can end, each once with its chance, found by handing the resolver one class
// of faces at a time.
bool cascadeLeaves(const std::function<Resolution(const FaceSupplier &)> &resolve, const QList<int> &prefix,
                   double p, const std::function<void(const Resolution &, double)> &leaf, QString *error,
                   WorkDone *work, const CascadeSearch &how);

} // namespace adjutant::rules::oddswork
