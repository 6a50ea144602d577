#pragma once

#include <QPointer>
#include <QQuickItem>

namespace adjutant::ui {

class BattleSession;
class BattleTitle;
class CardFace;
class OrderOfBattleGlance;
class Theme;

// The battle as the first frame shows it, made in C++ before any QML has loaded: its title, the
// current card and the order of battle, where the battle page puts them. The screens, built with
// Qt Quick Controls, load behind it and take its place a moment later (AppWindow). A tap
// meanwhile is not lost: a side folds at once, and a unit is passed on for its sheet to open.
class BattleGlance : public QQuickItem
{
    Q_OBJECT

public:
    BattleGlance(BattleSession *session, Theme *theme, QQuickItem *parent = nullptr);

Q_SIGNALS:
    void unitChosen(const QString &unitId);

protected:
    void updatePolish() override;
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    bool wide() const;

    QPointer<BattleSession> m_session;
    QPointer<Theme> m_theme;
    BattleTitle *m_title;
    CardFace *m_card;
    OrderOfBattleGlance *m_list;
};

} // namespace adjutant::ui
