#pragma once

#include "dice/distribution.h"

#include <QHash>
#include <QString>

namespace adjutant::rules::kinds {

// Odds already worked out, by expression, and the work spent on them (dice::oddsWork): kept by
// the resolver for one set-up or one resolution, on one thread.
struct OddsMemo {
    QHash<QString, dice::Distribution<double>> rolls;
    QHash<QString, dice::Distribution<double>> differences; // one roll less another
    double work = 0;
};

} // namespace adjutant::rules::kinds
