// What every kind of test shares: its outcomes, found by value or by pass and fail.

#include "kinds.h"

#include "rules/wording.h"

namespace adjutant::rules::kinds {

const Outcome *bandOutcome(const Test &t, int value)
{
    for (const Outcome &o : t.outcomes)
        if (o.kind == Outcome::Kind::Band && o.contains(value))
            return &o;
    return nullptr;
}

const Outcome *passFailOutcome(const Test &t, bool pass)
{
    for (const Outcome &o : t.outcomes)
        if (o.kind == (pass ? Outcome::Kind::Pass : Outcome::Kind::Fail))
            return &o;
    return nullptr;
}

void appendOutcomeOdds(TestSetup &s, const dice::Distribution<double> &value)
{
    for (const Outcome &o : s.test->outcomes) {
        double p = 0;
        for (int v = value.minimum(); v <= value.maximum(); ++v)
            if (o.contains(v))
                p += value.probability(v);
        // A band that cannot be missed is no band: "Goes in", never "Goes in (1+)".
        s.odds.append({o.id, p >= 1.0 - 1e-12 ? o.doc.name : Wording::outcomeName(o), p});
    }
}

} // namespace adjutant::rules::kinds
