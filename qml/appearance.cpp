#include "appearance.h"

#include "theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QQuickStyle>

namespace adjutant::ui {

static_assert(defaultFontPixelSize == Theme::fontBody, "text with no size of its own takes the body size");

void applyAppearance()
{
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(QStringLiteral("Material"));
    // Text is most of what the first frame costs. Unhinted text is laid out the same at every
    // screen density (the first-frame glance and the battle page line up; screenshots do not
    // shift between machines), and its glyphs load at a third of the cost. The default size is the body size,
    // so that text with no size of its own shares a font with most of the screen rather than costing the
    // first frame one more.
    QFont font;
    font.setHintingPreference(QFont::PreferNoHinting);
    font.setPixelSize(defaultFontPixelSize);
    // Text is shaped (kerned), as Qt does by default: leaving Latin text unshaped saved the first
    // frame no time that could be measured once it needed no QML.
    QGuiApplication::setFont(font);
}

} // namespace adjutant::ui
