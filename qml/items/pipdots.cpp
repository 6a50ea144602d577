#include "pipdots.h"

#include "stamp.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <cmath>

#include <algorithm>

namespace adjutant::ui {

PipDots::PipDots(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
}

void PipDots::setLost(int lost)
{
    if (m_lost == lost)
        return;
    m_lost = lost;
    updateImplicitSize();
    update();
    Q_EMIT lostChanged();
}

void PipDots::setOutOf(int outOf)
{
    if (m_outOf == outOf)
        return;
    m_outOf = outOf;
    updateImplicitSize();
    update();
    Q_EMIT outOfChanged();
}

void PipDots::setLostColour(const QColor &colour)
{
    if (m_lostColour == colour)
        return;
    m_lostColour = colour;
    update();
    Q_EMIT coloursChanged();
}

void PipDots::setOpenColour(const QColor &colour)
{
    if (m_openColour == colour)
        return;
    m_openColour = colour;
    update();
    Q_EMIT coloursChanged();
}

void PipDots::setTextColour(const QColor &colour)
{
    if (m_textColour == colour)
        return;
    m_textColour = colour;
    update();
    Q_EMIT coloursChanged();
}

void PipDots::setFont(const QFont &font)
{
    if (m_font == font)
        return;
    m_font = font;
    updateImplicitSize();
    update();
    Q_EMIT fontChanged();
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
