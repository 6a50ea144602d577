#include "sidestripe.h"

#include "repaint.h"

#include <QPainter>

namespace adjutant::ui {

SideStripe::SideStripe(QQuickItem *parent) : QQuickPaintedItem(parent) { }

void SideStripe::setDashed(bool dashed)
{
    setAndRepaint(this, m_dashed, dashed, &SideStripe::dashedChanged);
}

void SideStripe::setColour(const QColor &colour)
{
    setAndRepaint(this, m_colour, colour, &SideStripe::colourChanged);
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
