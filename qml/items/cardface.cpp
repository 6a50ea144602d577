#include "cardface.h"

#include "battlesession.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace adjutant::ui {

namespace {
constexpr int kWrap = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
}

CardFace::CardFace(QQuickItem *parent) : ThemedPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &CardFace::contentChanged, this, [this] { polish(); });
    connect(this, &CardFace::actionsHeightChanged, this, [this] { polish(); });
    polish();
}

void CardFace::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session) {
        connect(session, &BattleSession::changed, this, &CardFace::contentChanged);
        connect(session, &BattleSession::loadedChanged, this, &CardFace::contentChanged);
    }
    Q_EMIT sessionChanged();
    Q_EMIT contentChanged();
}

void CardFace::setActionsHeight(qreal height)
{
    if (qFuzzyCompare(m_actionsHeight, height))
        return;
    m_actionsHeight = height;
    Q_EMIT actionsHeightChanged();
}

QString CardFace::turnText() const
{
    if (!m_session)
        return {};
    return m_session->usesDeck()
        ? tr("Turn %1 · %n card(s) left", "", m_session->cardsLeft()).arg(m_session->turn())
        : tr("Turn %1").arg(m_session->turn());
}

QString CardFace::title() const
{
    return m_session ? m_session->currentTitle() : QString();
}

QList<CardFace::Block> CardFace::blocks() const
{
    QList<Block> list{{turnText(), appFont(Theme::fontBody), Block::Muted, {}},
                      {title(), appFont(Theme::fontCard, true), Block::Text, {}}};
    if (!m_session)
        return list;
    if (const QString detail = m_session->currentDetail(); !detail.isEmpty())
        list.append({detail, appFont(Theme::fontBody), Block::Muted, {}});
    const QStringList notes = m_session->notes();
    for (const QString &note : notes)
        list.append({u"\u2192 " + note, appFont(Theme::fontBody), Block::Accent, {}});
    return list;
}

QString CardFace::summary() const
{
    QStringList parts;
    for (const Block &block : blocks())
        parts.append(block.text);
    return parts.join(QStringLiteral(". "));
}

void CardFace::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    ThemedPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() != oldGeometry.width())
        polish();
}

void CardFace::updatePolish()
{
    const qreal textWidth = std::max<qreal>(0, width() - 2 * Theme::margin);
    qreal y = Theme::margin;
    m_blocks = blocks();
    for (Block &block : m_blocks) {
        const qreal h = QFontMetricsF(block.font)
                            .boundingRect(QRectF(0, 0, textWidth, 1e6), kWrap, block.text)
                            .height();
        block.rect = QRectF(Theme::margin, y, textWidth, std::ceil(h));
        y += block.rect.height() + Theme::spacing;
    }
    m_actionsY = y;
    setImplicitHeight(y + std::max<qreal>(Theme::touchTarget, m_actionsHeight) + Theme::margin);
    update();
    Q_EMIT laidOut();
}

void CardFace::paint(QPainter *painter)
{
    const Theme &c = colours();
    const QString colour = m_session ? m_session->currentColour() : QString();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour.isEmpty() ? c.outline() : QColor(colour), borderWidth));
    painter->setBrush(c.surface());
    const qreal inset = borderWidth / 2; // the border lies inside the card, as a Rectangle's does
    painter->drawRoundedRect(boundingRect().adjusted(inset, inset, -inset, -inset), cornerRadius - inset,
                             cornerRadius - inset);
    for (const Block &block : std::as_const(m_blocks)) {
        painter->setFont(block.font);
        painter->setPen(block.colour == Block::Text         ? c.text()
                            : block.colour == Block::Accent ? c.accent()
                                                            : c.textMuted());
        painter->drawText(block.rect, kWrap, block.text);
    }
}

} // namespace adjutant::ui
