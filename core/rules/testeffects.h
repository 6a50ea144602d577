#pragma once

#include "ruleset.h"

#include <functional>

namespace adjutant::rules {

// Every effect resolving a test can apply: its own, its outcomes', and, unless `alone` (its
// follow-ups left to the procedure's next steps), those of the tests it follows up with, each
// test once. `each` returns false to stop. False when a test named is not in the ruleset.
bool forEachEffect(const Ruleset &rs, const QString &testId, bool alone,
                   const std::function<bool(const Effect &)> &each);

} // namespace adjutant::rules
