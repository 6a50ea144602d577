#pragma once

namespace adjutant::ui {

// The look every window of the app shares, set before the first window: the Material style
// (unless QT_QUICK_CONTROLS_STYLE names another), the type sizes and the default font. The app,
// its whole-app tests and benchmarks all call this, so that what they measure and grab is what
// players see.
void applyAppearance();

// The default type size in pixels at the system's usual text size: Theme.fontBody, the size of
// most text.
inline constexpr int defaultFontPixelSize = 18;

// How much larger than usual the system's text is: its general font (the desktop's text size)
// in pixels at the screen's logical DPI (which a desktop's "large text" or text scaling raises),
// against 11 pt at 96 DPI. Never below 1 (the app's sizes are already the smallest that read at
// arm's length), at most 2. Taken once, by applyAppearance(); 1 until then.
double fontScale();
// The scale for a system font of `pointSize` points (or `pixelSize` pixels, when it is set in
// pixels) on a screen of `logicalDpi`.
double fontScaleFor(double pointSize, int pixelSize, double logicalDpi);

} // namespace adjutant::ui
