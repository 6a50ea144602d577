#include "sidestripe.h"

#include <QPainter>

namespace adjutant::ui {

SideStripe::SideStripe(QQuickItem *parent) : QQuickPaintedItem(parent) { }

void SideStripe::setDashed(bool dashed)
{
    if (m_dashed == dashed)
        return;
    m_dashed = dashed;
    update();
    Q_EMIT dashedChanged();
}

void SideStripe::setColour(const QColor &colour)
{
    if (m_colour == colour)
        return;
    m_colour = colour;
    update();
    Q_EMIT colourChanged();
}

void SideStripe::paint(QPainter *painter)
{
    if (!m_dashed) {
        painter->fillRect(QRectF(0, 0, width(), height()), m_colour);
        return;
    }
    for (qreal y = 0; y < height(); y += dash + gap)
        painter->fillRect(QRectF(0, y, width(), dash), m_colour);
}

} // namespace adjutant::ui
