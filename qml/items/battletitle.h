#pragma once

#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include "themedpainteditem.h"

namespace adjutant::ui {

class BattleSession;

// The battle's name over its rule system's, each on one line, cut short with an ellipsis, as the
// battle page's header and the first frame show them. Painted, so the first frame needs no QML.
class BattleTitle
    : public adjutant::ui::ThemedPaintedItem // qualified: QML tools find a base by its full name
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // Both lines in words, for screen readers.
    Q_PROPERTY(QString text READ text NOTIFY textChanged)

public:
    explicit BattleTitle(QQuickItem *parent = nullptr);

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    QString text() const;
    QString title() const;
    QString rulesetName() const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void sessionChanged();
    void textChanged();

private:
    QPointer<BattleSession> m_session;
};

} // namespace adjutant::ui
