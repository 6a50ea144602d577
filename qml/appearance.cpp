#include "appearance.h"

#include "theme.h"

#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QQuickStyle>
#include <QScreen>

#include <algorithm>
#include <cmath>

namespace adjutant::ui {

static_assert(defaultFontPixelSize == Theme::baseFontBody,
              "text with no size of its own takes the body size");

namespace {

double g_fontScale = 1.0;

// The desktop's usual text: 11 pt (GNOME's; KDE's 10 pt is smaller still) at 96 DPI.
constexpr double kUsualTextPixels = 11.0 * 96.0 / 72.0;

} // namespace

double fontScale()
{
    return g_fontScale;
}

double fontScaleFor(double pointSize, int pixelSize, double logicalDpi)
{
    const double pixels = pixelSize > 0 ? pixelSize : pointSize * std::max(logicalDpi, 1.0) / 72.0;
    if (!(pixels > 0))
        return 1.0;
    // In steps of 1/8, so that a DPI a little off the usual one does not resize everything.
    return std::clamp(std::round(pixels / kUsualTextPixels * 8.0) / 8.0, 1.0, 2.0);
}

void applyAppearance()
{
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Material"));
    // The player's text size, as the desktop sets it (its font, or its text scaling through the
    // logical DPI; QT_FONT_DPI elsewhere).
    const QFont system = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    const QScreen *screen = QGuiApplication::primaryScreen();
    g_fontScale = fontScaleFor(system.pointSizeF(), system.pixelSize(),
                               screen ? screen->logicalDotsPerInchY() : 96.0);
    // Text is most of what the first frame costs. Unhinted text is laid out the same at every
    // screen density (screenshots do not shift between machines), and its glyphs load at a third
    // of the cost. The default size is the body size, so that text with no size of its own shares
    // a font with most of the screen rather than costing the first frame one more.
    QFont font;
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setPixelSize(Theme::fontBody());
    // Text is shaped (kerned), as Qt does by default: leaving Latin text unshaped saved the first
    // frame no time that could be measured once it needed no QML.
    QGuiApplication::setFont(font);
}

} // namespace adjutant::ui
