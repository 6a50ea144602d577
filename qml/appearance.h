#pragma once

namespace adjutant::ui {

// The look every window of the app shares, set before the first window: the Material style
// (unless QT_QUICK_CONTROLS_STYLE names another) and the default font. The app, its whole-app
// tests and benchmarks all call this, so that what they measure and grab is what players see.
void applyAppearance();

// The default type size in pixels: Theme.fontBody, the size of most text.
inline constexpr int defaultFontPixelSize = 18;

} // namespace adjutant::ui
