#include "themedpainteditem.h"

#include <QGuiApplication>

namespace adjutant::ui {

ThemedPaintedItem::ThemedPaintedItem(QQuickItem *parent) : QQuickPaintedItem(parent) { }

void ThemedPaintedItem::setTheme(Theme *theme)
{
    if (m_theme == theme)
        return;
    if (m_theme)
        disconnect(m_theme, nullptr, this, nullptr);
    m_theme = theme;
    if (theme)
        connect(theme, &Theme::darkChanged, this, [this] { update(); });
    update();
    Q_EMIT themeChanged();
}

const Theme &ThemedPaintedItem::colours() const
{
    static const Theme fallback(nullptr); // dark, until a theme is given
    return m_theme ? *m_theme : fallback;
}

QFont ThemedPaintedItem::appFont(int pixelSize, bool bold)
{
    QFont f = QGuiApplication::font();
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    return f;
}

} // namespace adjutant::ui
