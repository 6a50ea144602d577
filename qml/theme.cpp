#include "theme.h"

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

QColor Theme::toneColour(const QString &tone) const
{
    return tone == u"routed" ? routed() : tone == u"shaken" ? shaken() : steady();
}

} // namespace adjutant::ui
