#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The stripe down the edge of an order-of-battle row that says whose it is: solid for the first
// side, dashed for the second, so that players who cannot tell the colours apart still can.
// Painted in one item, where dashes in QML took a Repeater and a rectangle per dash in every row.
class SideStripe : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool dashed READ dashed WRITE setDashed NOTIFY dashedChanged)
    Q_PROPERTY(QColor colour READ colour WRITE setColour NOTIFY colourChanged)

public:
    static constexpr qreal dash = 6;
    static constexpr qreal gap = 4;

    explicit SideStripe(QQuickItem *parent = nullptr);

    bool dashed() const { return m_dashed; }
    void setDashed(bool dashed);
    QColor colour() const { return m_colour; }
    void setColour(const QColor &colour);

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void dashedChanged();
    void colourChanged();

private:
    bool m_dashed = false;
    QColor m_colour{Qt::gray};
};

} // namespace adjutant::ui
