#include "moralemark.h"

#include "repaint.h"
#include "stamp.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>

namespace adjutant::ui {

MoraleMark::MoraleMark(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void MoraleMark::setTone(const QString &tone)
{
    setAndRepaint(this, m_tone, tone, &MoraleMark::toneChanged);
}

void MoraleMark::setColour(const QColor &colour)
{
    setAndRepaint(this, m_colour, colour, &MoraleMark::colourChanged);
}

void MoraleMark::paint(QPainter *painter)
{
    const qreal size = markSize();
    const QString key = QStringLiteral("morale/") + m_tone + u'/' + m_colour.name(QColor::HexArgb);
    const QImage mark = stamp(key, {size, size}, painter->device()->devicePixelRatioF(),
                              [this, size](QPainter *p) { paintMark(p, size); });
    painter->drawImage(QPointF(0, std::round((height() - size) / 2)), mark); // whole pixels: crisp
}

void MoraleMark::paintMark(QPainter *painter, qreal size) const
{
    const QRectF square(0, 0, size, size);
    if (m_tone == u"routed") {
        // A broad arrow pointing down the table, to the rear.
        const qreal mid = square.center().x();
        const qreal shaft = size * 0.18;
        const QPolygonF arrow{
            {mid - shaft, square.top() + 1},
            {mid + shaft, square.top() + 1},
            {mid + shaft, square.top() + size * 0.5},
            {square.right() - 1, square.top() + size * 0.5},
            {mid, square.bottom() - 1},
            {square.left() + 1, square.top() + size * 0.5},
            {mid - shaft, square.top() + size * 0.5},
        };
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_colour);
        painter->drawPolygon(arrow);
        return;
    }
    const qreal ring = 2;
    const QRectF circle = square.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2);
    if (m_tone == u"shaken") {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_colour);
        painter->drawChord(circle, 180 * 16, 180 * 16); // the lower half
    }
    painter->setPen(QPen(m_colour, ring));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(circle);
}

} // namespace adjutant::ui
