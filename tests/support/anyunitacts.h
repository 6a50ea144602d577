#pragma once

// A ruleset with its rules of who may act when lifted: a deck's "acting" (a unit acts once
// activated) and the steps' offers and moves (a test, a charge or a move in its step only). For
// tests of what a turn keeps, a journal or a file, which play each unit's tests as they need them;
// who may act when is tst_restrictions'.

#include "rules/ruleset.h"

namespace adjutant::testing {

inline rules::Ruleset anyUnitActsAnyTime(rules::Ruleset rs)
{
    if (!rs.activation)
        return rs;
    rs.activation->acting.reset();
    for (rules::Phase &p : rs.activation->phases) {
        p.offers.clear();
        p.moves = false;
        for (rules::Segment &s : p.segments) {
            s.offers.clear();
            s.moves = false;
        }
    }
    return rs;
}

} // namespace adjutant::testing
