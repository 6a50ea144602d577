#pragma once

#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "themedpainteditem.h"

namespace adjutant::ui {

class BattleSession;

// Whose go it is, in the largest type on screen: the turn, the card just drawn (or the phase and
// segment), what it means, and what the table must do about it. Below them is room for the
// buttons that move the turn on (CurrentCard puts them at actionsY), kept even before they are
// there, so that nothing moves when they arrive. Painted, so the first frame needs no QML.
class CardFace : public adjutant::ui::ThemedPaintedItem // qualified: QML tools find a base by its full name
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The height of what goes under the text; the room kept is at least one touch target.
    Q_PROPERTY(qreal actionsHeight READ actionsHeight WRITE setActionsHeight NOTIFY actionsHeightChanged)
    Q_PROPERTY(qreal actionsY READ actionsY NOTIFY laidOut)
    Q_PROPERTY(QString turnText READ turnText NOTIFY contentChanged)
    Q_PROPERTY(QString title READ title NOTIFY contentChanged)
    // Everything on the card in words, for screen readers.
    Q_PROPERTY(QString summary READ summary NOTIFY contentChanged)

public:
    static constexpr qreal borderWidth = 3;
    static constexpr qreal cornerRadius = Theme::radius + 4;

    explicit CardFace(QQuickItem *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    qreal actionsHeight() const { return m_actionsHeight; }
    void setActionsHeight(qreal height);
    qreal actionsY() const { return m_actionsY; }
    QString turnText() const;
    QString title() const;
    QString summary() const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void sessionChanged();
    void actionsHeightChanged();
    void contentChanged();
    void laidOut();

protected:
    void updatePolish() override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    struct Block {
        QString text;
        QFont font;
        enum Colour { Muted, Text, Accent } colour;
        QRectF rect;
    };
    QList<Block> blocks() const; // what the card says, top to bottom, not yet placed

    QPointer<BattleSession> m_session;
    qreal m_actionsHeight = 0;
    qreal m_actionsY = 0;
    QList<Block> m_blocks; // placed by updatePolish()
};

} // namespace adjutant::ui
