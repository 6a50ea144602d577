#pragma once

#include "diceexpression.h"
#include "randomsource.h"

#include <QList>

namespace adjutant::dice {

struct RolledDie {
    int sides = 0;
    int face = 0;
    bool kept = true; // false for dice dropped by kh/kl/dh/dl
    bool success = false; // pools only: the die met the pool's rule
    int termIndex = 0; // which term of the expression it belongs to
    friend bool operator==(const RolledDie &, const RolledDie &) = default;
};

struct RollResult {
    QList<RolledDie> dice; // in the order the faces were read
    int value = 0; // the total, or the number of successes for a pool
    QList<int> faces() const;
};

// The result of an expression for given faces, one per physical die in dieSides() order. The
// faces must already be valid (see FaceReader); this is a pure function, so replaying recorded
// faces always gives the recorded result.
RollResult evaluate(const DiceExpression &expression, const QList<int> &faces);

// Draws one face per die from the source, then evaluates.
RollResult roll(const DiceExpression &expression, RandomSource &source);

} // namespace adjutant::dice
