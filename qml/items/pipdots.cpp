#include "pipdots.h"

#include "repaint.h"
#include "stamp.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace adjutant::ui {

PipDots::PipDots(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void PipDots::setLost(int lost)
{
    if (setAndRepaint(this, m_lost, lost, &PipDots::lostChanged))
        updateImplicitSize();
}

void PipDots::setOutOf(int outOf)
{
    if (setAndRepaint(this, m_outOf, outOf, &PipDots::outOfChanged))
        updateImplicitSize();
}

void PipDots::setLostColour(const QColor &colour)
{
    setAndRepaint(this, m_lostColour, colour, &PipDots::coloursChanged);
}

void PipDots::setOpenColour(const QColor &colour)
{
    setAndRepaint(this, m_openColour, colour, &PipDots::coloursChanged);
}

void PipDots::setTextColour(const QColor &colour)
{
    setAndRepaint(this, m_textColour, colour, &PipDots::coloursChanged);
}

void PipDots::setFont(const QFont &font)
{
    if (setAndRepaint(this, m_font, font, &PipDots::fontChanged))
        updateImplicitSize();
}

int PipDots::pipCount() const
{
    return std::clamp(m_outOf, 0, maxPips);
}

QString PipDots::countText() const
{
    if (m_outOf <= maxPips)
        return {};
    const QLocale locale;
    return locale.toString(m_lost) + u'/' + locale.toString(m_outOf);
}

void PipDots::updateImplicitSize()
{
    const int pips = pipCount();
    qreal width = pips > 0 ? pips * pipSize + (pips - 1) * pipSpacing : 0;
    qreal height = pips > 0 ? pipSize : 0;
    const QString count = countText();
    if (!count.isEmpty()) { // only then is the font worth loading
        const QFontMetricsF metrics(m_font);
        width += pipSpacing + metrics.horizontalAdvance(count);
        height = std::max(height, metrics.height());
    }
    setImplicitSize(width, height);
}

void PipDots::paint(QPainter *painter)
{
    const int pips = pipCount();
    const qreal dpr = painter->device()->devicePixelRatioF();
    const auto pip = [dpr](const QColor &colour, bool filled) {
        const QString key
            = QStringLiteral("pip/") + colour.name(QColor::HexArgb) + (filled ? u"/filled" : u"/open");
        return stamp(key, {pipSize, pipSize}, dpr, [&](QPainter *p) {
            const qreal inset = ringWidth / 2; // the ring is drawn centred on the outline
            p->setPen(QPen(colour, ringWidth));
            p->setBrush(filled ? QBrush(colour) : Qt::NoBrush);
            p->drawEllipse(QRectF(inset, inset, pipSize - ringWidth, pipSize - ringWidth));
        });
    };
    const QImage lostPip = pip(m_lostColour, true);
    const QImage openPip = pip(m_openColour, false);
    const qreal top = std::round((height() - pipSize) / 2); // whole pixels: crisp
    for (int i = 0; i < pips; ++i)
        painter->drawImage(QPointF(i * (pipSize + pipSpacing), top), i < m_lost ? lostPip : openPip);
    const QString count = countText();
    if (count.isEmpty())
        return;
    painter->setFont(m_font);
    painter->setPen(m_textColour);
    const qreal x = pips * (pipSize + pipSpacing);
    painter->drawText(QRectF(x, 0, width() - x, height()), Qt::AlignLeft | Qt::AlignVCenter, count);
}

} // namespace adjutant::ui
