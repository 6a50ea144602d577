#pragma once

#include "rules/estimate.h"

#include "dice/distribution.h"

#include <QHash>
#include <QString>

namespace adjutant::rules::kinds {

// Odds already worked out, by expression, and the work spent on them (dice::oddsWork; dice
// rolled when estimating) against the budget: kept by the resolver for one set-up or one
// resolution (its every test), on one thread, and started afresh with the next.
struct OddsMemo {
    QHash<QString, dice::Distribution<double>> rolls;
    QHash<QString, dice::Distribution<double>> differences; // one roll less another
    double work = 0;
    qint64 simulated = 0;
    OddsBudget budget = OddsBudget::forTests();
    int depth = 0; // set-ups and resolutions under way: the outermost starts afresh
    void restart()
    {
        rolls.clear();
        differences.clear();
        work = 0;
        simulated = 0;
    }
};

} // namespace adjutant::rules::kinds
