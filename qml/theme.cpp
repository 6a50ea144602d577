#include "theme.h"

#include "preferences.h"

#include <algorithm>

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

bool Theme::dark() const
{
    return m_dark;
}

QColor Theme::toneColour(const QString &tone) const
{
    return tone == u"routed" ? routed() : tone == u"shaken" ? shaken() : steady();
}

bool Theme::battleIsWide(qreal width, qreal height)
{
    return width >= 900 && width > height;
}

qreal Theme::orderOfBattleWidth(qreal width)
{
    return std::min<qreal>(420, width * 0.34);
}

} // namespace adjutant::ui
