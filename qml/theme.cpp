#include "theme.h"

#include "rules/moraletone.h"

#include <cmath>

#include "appearance.h"
#include "preferences.h"

#include <QQmlEngine>

namespace adjutant::ui {

Theme::Theme(Preferences *preferences, QObject *parent) : QObject(parent)
{
    if (!preferences)
        return;
    m_dark = preferences->darkTheme();
    connect(preferences, &Preferences::darkThemeChanged, this, [this, preferences] {
        m_dark = preferences->darkTheme();
        Q_EMIT darkChanged();
    });
}

Theme *Theme::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    return new Theme(qmlEngine->singletonInstance<Preferences *>(qmlTypeId("Adjutant", 1, 0, "Preferences")));
}

bool Theme::dark() const
{
    return m_dark;
}

qreal Theme::fontScale()
{
    return adjutant::ui::fontScale();
}

int Theme::scaled(int pixels)
{
    return int(std::lround(pixels * fontScale()));
}

QColor Theme::toneColour(int tone) const
{
    using Tone = rules::morale::Tone;
    switch (Tone(tone)) {
    case Tone::Routed:
        return routed();
    case Tone::Shaken:
        return shaken();
    case Tone::Steady:
        break;
    }
    return steady();
}

QColor Theme::outcomeColour(const QString &tone) const
{
    return tone == u"good" ? success() : tone == u"bad" ? failure() : text();
}

namespace {

double luminance(const QColor &c)
{
    const auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

} // namespace

double Theme::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Theme::sideInk(const QString &colour) const
{
    QColor c(colour);
    if (!c.isValid())
        return outline();
    // Same hue, lightness moved away from the page until the stripe is seen.
    for (int step = 0; step < 40; ++step) {
        if (contrast(c, background()) >= 3.0 && contrast(c, surface()) >= 3.0)
            return c;
        c = dark() ? c.lighter(110) : c.darker(110);
        if (dark() && c.lightness() >= 250)
            c = QColor::fromHslF(c.hslHueF(), c.hslSaturationF(), std::min(1.0f, c.lightnessF() + 0.05f));
    }
    return dark() ? QColor(Qt::white) : QColor(Qt::black);
}

} // namespace adjutant::ui
