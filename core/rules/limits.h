#pragma once

#include "json/bounds.h"

#include <QtGlobal>

#include <algorithm>

namespace adjutant::rules {

// Bounds on the work one test and its follow-ups may ask for, whatever the ruleset and the
// situation: the loader refuses ruleset numbers beyond them, and the resolver stops with an
// error that says so, rather than running for minutes or out of memory (the odds keep to a
// budget of their own, OddsBudget: past it they are estimated, never refused). The four rule
// systems stay far inside: a test rolls at most 30 dice (Chosen Men's largest volley), a cascade goes
// 3 deep (fire, save, wounds; a melee fought again while it stays close goes deeper only with
// odds like 0.4^n), takes some 60 tests (30 hits, each with its save or wound die), and a table
// leads to one more.
struct Limits {
    static constexpr int kMaxDicePerTest = 200;
    static constexpr int kMaxCascadeDepth = 50;
    static constexpr int kMaxCascadeTests = 2000;
    static constexpr int kMaxTableChain = 16;
    // Modifiers, modifier sets expanded: a test of the four systems has at most 27, a ruleset
    // 169 in all.
    static constexpr int kMaxModifiersPerTest = 200;
    static constexpr int kMaxModifiers = 10'000;
    // A unit made of figures has at most this many (a skirmish squad has 5 to 15): the odds of a
    // melee walk its figures, and a scenario cannot make a unit of a million.
    static constexpr int kMaxFiguresPerUnit = 100;

    // Every number worked out from a ruleset and a situation (a modifier, a total, a count, a
    // field after an effect) is kept within this, far beyond any casualty count, distance or
    // modifier, and far from where adding or multiplying a few of them overflows an int.
    static constexpr int kMaxMagnitude = json::kMaxMagnitude; // the bound on numbers in the files too
    static constexpr int bounded(qint64 n)
    {
        return int(std::clamp<qint64>(n, -kMaxMagnitude, kMaxMagnitude));
    }
};

} // namespace adjutant::rules
