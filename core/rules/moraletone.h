#pragma once

#include <QObject>

// How a unit's morale state reads at a glance, the same on every screen and in the report: by a
// word, a colour and a shape. A ruleset maps its own states onto these (display.state.tones).
namespace adjutant::rules::morale {
Q_NAMESPACE

enum class Tone { Steady, Shaken, Routed };
Q_ENUM_NS(Tone)

} // namespace adjutant::rules::morale
