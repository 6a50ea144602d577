#pragma once

#include "situation.h"

#include <QString>
#include <QtGlobal>

#include <atomic>
#include <utility>

// What the odds that are estimated share, a procedure's and a single test's alike: the budget
// they keep to, the seed their simulated runs roll with, and the margin they state.
namespace adjutant::rules {

// How much work odds may take, counted in steps of the work itself (a procedure's states reached
// and tests resolved, or a test's dice::oddsWork steps; dice rolled when simulating), never in
// time: the same question gets the same answer on any machine. Past `exact`, the odds are
// estimated instead, by simulated runs with a seed drawn from the question, within `simulation`
// (and at most `runs` runs).
struct OddsBudget {
    qint64 exact = 0;
    qint64 simulation = 0;
    int runs = 0;
    // Set (from any thread) once the odds are no longer wanted, the question having changed: the
    // work stops at its next step and a procedure's odds come back empty (ProcedureRunner::odds).
    const std::atomic<bool> *abandoned = nullptr;
    bool isAbandoned() const { return abandoned && abandoned->load(std::memory_order_relaxed); }
    static OddsBudget standard(); // a procedure's odds (procedureodds.cpp)
    // A procedure's odds again, worked out off the GUI thread once the standard budget gave only
    // an estimate: as far again as the exact odds of charges of figures reach in about a second,
    // else an estimate from many more runs (procedureodds.cpp).
    static OddsBudget thorough();
    static OddsBudget forTests(); // the odds of a test and of each test in its cascade
};

// A situation written out in a fixed order (hashes iterate in no fixed order, and their order
// changes from one run of the app to the next): what an estimate's seed is drawn from.
QString canonicalText(const Situation &situation);

// The seed an estimate rolls with: the first eight bytes of the SHA-256 of the question written
// out, so the same question always gets the same answer.
quint64 estimateSeed(const QString &question);

// The 95 % interval of a chance seen `k` times in `n` (Wilson's: good near 0 and 1 too).
std::pair<double, double> wilsonInterval(int k, int n);

} // namespace adjutant::rules
