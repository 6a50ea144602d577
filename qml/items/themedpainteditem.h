#pragma once

#include <QFont>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "theme.h"

namespace adjutant::ui {

// A painted item in the theme's colours: it repaints when the theme turns dark or light. In QML
// `theme: Theme`.
class ThemedPaintedItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(adjutant::ui::Theme *theme READ theme WRITE setTheme NOTIFY themeChanged)

public:
    explicit ThemedPaintedItem(QQuickItem *parent = nullptr);

    Theme *theme() const { return m_theme; }
    void setTheme(Theme *theme);

Q_SIGNALS:
    void themeChanged();

protected:
    const Theme &colours() const; // the theme given, or a dark one until then
    // The app's font (unhinted; see appearance.cpp) at a size of the theme's.
    static QFont appFont(int pixelSize, bool bold = false);

private:
    QPointer<Theme> m_theme;
};

} // namespace adjutant::ui
