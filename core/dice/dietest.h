#pragma once

#include "diceexpression.h"
#include "distribution.h"

#include <QList>

namespace adjutant::dice {

// One die judged against a target after a modifier, with natural faces that decide on their own:
// KGCWO's "natural 10 always passes, natural 1 always fails" is naturalPass {10}, naturalFail {1}.
struct DieTest {
    int sides = 10;
    Comparison comparison = Comparison::AtLeast;
    int target = 5; // what face + modifier is compared with
    int modifier = 0; // the sum of every modifier that applies
    QList<int> naturalPass;
    QList<int> naturalFail;

    bool passes(int face) const
    {
        if (naturalFail.contains(face))
            return false;
        if (naturalPass.contains(face))
            return true;
        const qint64 score = qint64(face) + modifier; // a modifier may be as large as an int
        return comparison == Comparison::AtLeast ? score >= target : score <= target;
    }

    int passingFaces() const
    {
        int n = 0;
        for (int face = 1; face <= sides; ++face)
            n += passes(face) ? 1 : 0;
        return n;
    }

    // The lowest natural face that passes on modifiers alone ("needs 4+"); 0 when none does and
    // sides + 1 when every face would. Only for AtLeast tests.
    int neededFace() const
    {
        for (int face = 1; face <= sides; ++face)
            if (qint64(face) + modifier >= target)
                return face;
        return sides + 1;
    }
};

template<typename P>
P passProbability(const DieTest &test)
{
    return P(test.passingFaces()) / P(test.sides);
}

// Successes when `dice` dice each take the same test.
template<typename P>
Distribution<P> poolSuccesses(int dice, const DieTest &test)
{
    return binomial<P>(dice, passProbability<P>(test));
}

// A chained test: each of `dice` dice takes the hit test; every hit forces the save test; every
// failed save is a casualty. Casualties from `cap` on count as `cap` (the unit is removed).
// Each die ends as a casualty with probability P(hit) * P(save fails), independently of the
// others, because every save in one attack is taken with the same modifiers (the casualty count
// from before the attack).
template<typename P>
Distribution<P> chainedCasualties(int dice, const DieTest &hit, const DieTest &save, int cap)
{
    const P perDie = passProbability<P>(hit) * (P(1) - passProbability<P>(save));
    return binomial<P>(dice, perDie).capped(cap);
}

} // namespace adjutant::dice
