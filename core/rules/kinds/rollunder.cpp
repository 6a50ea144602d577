// Roll-under tests: one die at or under a target, the margin read in bands or as pass and fail.

#include "kinds.h"

#include "rules/wording.h"

namespace adjutant::rules::kinds {

void RollUnderTest::workOutOdds(TestSetup &s) const
{
    const Test &t = *s.test;
    s.needText = Wording::need(s.dieTest);
    std::vector<double> margins;
    for (int face = 1; face <= s.dieTest.sides; ++face)
        margins.push_back(1.0 / s.dieTest.sides);
    // margin = face - target for faces 1..sides
    const auto d = dice::Distribution<double>::fromProbabilities(1 - s.dieTest.target, margins);
    bool hasBands = false;
    for (const Outcome &o : t.outcomes)
        hasBands = hasBands || o.kind == Outcome::Kind::Band;
    if (hasBands) {
        appendOutcomeOdds(s, d);
    } else {
        const double p = dice::passProbability<double>(s.dieTest);
        for (const Outcome &o : t.outcomes)
            s.odds.append({o.id, o.doc.name, o.kind == Outcome::Kind::Pass ? p : 1.0 - p});
    }
}

Judgement RollUnderTest::judge(const TestSetup &s, const QList<int> &faces) const
{
    Judgement j;
    j.dice.append({s.dieSides[0], faces[0], true, s.dieTest.passes(faces[0]), 0});
    j.value = faces[0] - s.dieTest.target;
    j.outcome = bandOutcome(*s.test, j.value);
    if (!j.outcome)
        j.outcome = passFailOutcome(*s.test, s.dieTest.passes(faces[0]));
    return j;
}

} // namespace adjutant::rules::kinds
