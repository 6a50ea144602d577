#pragma once

#include <QString>

namespace adjutant::dice {

// A probability the way the table reads it: "34.3%", never "0.0%" for a possible outcome nor
// "100.0%" for one that can still fail.
QString percentText(double probability);

} // namespace adjutant::dice
