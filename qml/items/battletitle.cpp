#include "battletitle.h"

#include "battlesession.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace adjutant::ui {

BattleTitle::BattleTitle(QQuickItem *parent) : ThemedPaintedItem(parent)
{
    setAntialiasing(true);
    // Both lines in the body size, the rows' type: no font more for the first frame.
    setImplicitHeight(2 * std::ceil(QFontMetricsF(appFont(Theme::fontBody, true)).height()));
    connect(this, &BattleTitle::textChanged, this, [this] { update(); });
}

void BattleTitle::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &BattleSession::loadedChanged, this, &BattleTitle::textChanged);
    Q_EMIT sessionChanged();
    Q_EMIT textChanged();
}

QString BattleTitle::title() const
{
    return m_session ? m_session->title() : QString();
}

QString BattleTitle::rulesetName() const
{
    return m_session ? m_session->rulesetName() : QString();
}

QString BattleTitle::text() const
{
    const QString ruleset = rulesetName();
    return ruleset.isEmpty() ? title() : tr("%1, played with %2").arg(title(), ruleset);
}

void BattleTitle::paint(QPainter *painter)
{
    const qreal line = height() / 2;
    const QFont bold = appFont(Theme::fontBody, true);
    const QFont plain = appFont(Theme::fontBody);
    painter->setFont(bold);
    painter->setPen(colours().text());
    painter->drawText(QRectF(0, 0, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(bold).elidedText(title(), Qt::ElideRight, width()));
    painter->setFont(plain);
    painter->setPen(colours().textMuted());
    painter->drawText(QRectF(0, line, width(), line), Qt::AlignLeft | Qt::AlignVCenter,
                      QFontMetricsF(plain).elidedText(rulesetName(), Qt::ElideRight, width()));
}

} // namespace adjutant::ui
