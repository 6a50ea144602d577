#pragma once

#include "ruleset.h"

#include <functional>

namespace adjutant::rules {

// Every effect resolving a test can apply: its own, its outcomes', and, unless `alone` (its
// follow-ups left to the procedure's next steps), those of the tests it follows up with, each
// test once. `each` returns false to stop. False when a test named is not in the ruleset.
bool forEachEffect(const Ruleset &rs, const QString &testId, bool alone,
                   const std::function<bool(const Effect &)> &each);

// Whether an effect reaches past the figure in focus: it changes each figure of a unit, or rolls a
// table (whose rows are not looked into).
bool reachesPastFocus(const Effect &e);

// Whether resolving the test (with its follow-ups, unless `alone`) changes no figure but those it
// falls on already: no follow-up picks a figure afresh, and no effect changes each figure of a
// unit or rolls a table (whose rows are not looked into). False for a test not in the ruleset.
bool strikesOnlyItsFigures(const Ruleset &rs, const QString &testId, bool alone);

} // namespace adjutant::rules
