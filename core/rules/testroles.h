#pragma once

#include "ruleset.h"

namespace adjutant::rules {

// Whether a test reads or changes a unit in the given role ("target"): its modifiers, dice,
// target number, effects and follow-ups. A test sheet asks for a target only when it matters.
bool testUsesRole(const Ruleset &ruleset, const Test &test, const QString &role);

} // namespace adjutant::rules
