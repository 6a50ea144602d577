#pragma once

#include <QColor>
#include <QFont>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// Losses as a row of pips, the first `lost` of `outOf` filled; past twelve, the count follows in
// figures. Painted in one item: a row of QML circles cost every order-of-battle row a Repeater
// and a dozen items, which the first frame and fast scrolling both felt.
class PipDots : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int lost READ lost WRITE setLost NOTIFY lostChanged)
    Q_PROPERTY(int outOf READ outOf WRITE setOutOf NOTIFY outOfChanged)
    Q_PROPERTY(QColor lostColour READ lostColour WRITE setLostColour NOTIFY coloursChanged)
    Q_PROPERTY(QColor openColour READ openColour WRITE setOpenColour NOTIFY coloursChanged)
    Q_PROPERTY(QColor textColour READ textColour WRITE setTextColour NOTIFY coloursChanged)
    // The type of the count shown past the last pip.
    Q_PROPERTY(QFont font READ font WRITE setFont NOTIFY fontChanged)

public:
    static constexpr int maxPips = 12;
    static constexpr qreal pipSize = 14;
    static constexpr qreal pipSpacing = 4;
    static constexpr qreal ringWidth = 2;

    explicit PipDots(QQuickItem *parent = nullptr);

    int lost() const { return m_lost; }
    void setLost(int lost);
    int outOf() const { return m_outOf; }
    void setOutOf(int outOf);
    QColor lostColour() const { return m_lostColour; }
    void setLostColour(const QColor &colour);
    QColor openColour() const { return m_openColour; }
    void setOpenColour(const QColor &colour);
    QColor textColour() const { return m_textColour; }
    void setTextColour(const QColor &colour);
    QFont font() const { return m_font; }
    void setFont(const QFont &font);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void lostChanged();
    void outOfChanged();
    void coloursChanged();
    void fontChanged();

private:
    int pipCount() const;
    QString countText() const; // "14/16" past the last pip, empty otherwise
    void updateImplicitSize();

    int m_lost = 0;
    int m_outOf = 0;
    QColor m_lostColour{Qt::red};
    QColor m_openColour{Qt::gray};
    QColor m_textColour{Qt::black};
    QFont m_font;
};

} // namespace adjutant::ui
