#pragma once

namespace adjutant::json {

// Every number a person writes in a ruleset or a scenario is whole and within this bound, so no
// sum, product or count worked out from them can overflow.
inline constexpr int kMaxMagnitude = 1'000'000;

} // namespace adjutant::json
