#pragma once

// How each kind of test reads its dice: the odds before the roll, and the judgement of the faces
// after it. One class per family of kinds, called by the Resolver, which does the rest (the
// modifiers, the faces, the effects and the follow-ups) the same way for every kind.

#include "rules/kinds/oddsmemo.h"
#include "rules/resolver.h"

#include <QList>
#include <QString>

namespace adjutant::rules::kinds {

// What the faces of one test came to.
struct Judgement {
    QList<dice::RolledDie> dice;
    int value = 0; // successes, total, margin or difference
    int margin = 0; // opposed: the actor's total less the target's, before any |difference|
    int successes = 0;
    int failures = 0;
    const Outcome *outcome = nullptr;
};

// The band outcome a value falls in, and the pass or the fail outcome of a test.
const Outcome *bandOutcome(const Test &t, int value);
const Outcome *passFailOutcome(const Test &t, bool pass);
// The chance of each of the test's outcomes, from the distribution of its value.
void appendOutcomeOdds(TestSetup &s, const dice::Distribution<double> &value);

// Threshold tests: each die passes or fails against a target; a pool counts its successes.
class ThresholdTest
{
public:
    ThresholdTest(const Ruleset &ruleset, const Resolver &resolver) : m_rs(ruleset), m_resolver(resolver) { }
    void workOutOdds(TestSetup &s, const Evaluator &ev) const;
    Judgement judge(const TestSetup &s, const QList<int> &faces) const;

private:
    // A pool whose every success forces a one-die test that adds to a counter on failure
    // (fire: hit -> save -> casualty) has the chained distribution.
    void workOutChainedCasualties(TestSetup &s, const Evaluator &ev, int dice) const;

    const Ruleset &m_rs;
    const Resolver &m_resolver;
};

// Roll-under tests: one die against a target; the margin may fall in bands.
class RollUnderTest
{
public:
    void workOutOdds(TestSetup &s) const;
    Judgement judge(const TestSetup &s, const QList<int> &faces) const;
};

// Tests on a rolled total: bands of the total, a column of a lookup table, or an opposed roll
// of the actor's total against the target's.
class RolledTotalTest
{
public:
    RolledTotalTest(const Ruleset &ruleset, OddsMemo &memo) : m_rs(ruleset), m_memo(memo) { }
    // Exact within the memo's budget, else estimated (the situation and test id the set-up was
    // made for: the dice are judged in it, and the seed drawn from it).
    void workOutOdds(TestSetup &s, const Evaluator &ev, const Situation &situation,
                     const QString &testId) const;
    Judgement judge(const TestSetup &s, const QList<int> &faces, const Situation &situation,
                    const QString &testId) const;

private:
    void estimateOdds(TestSetup &s, const Situation &situation, const QString &testId) const;

    const Ruleset &m_rs;
    OddsMemo &m_memo;
};

} // namespace adjutant::rules::kinds
