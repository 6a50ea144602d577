#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The shape beside a morale state's word, so that it reads without its colour: steady a ring,
// shaken a half-filled ring, routed an arrow to the rear. Painted in one item, because every
// row of the order of battle has one.
class MoraleMark : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    // "steady", "shaken" or "routed" (UnitGlance's tones); anything else draws a ring.
    Q_PROPERTY(QString tone READ tone WRITE setTone NOTIFY toneChanged)
    Q_PROPERTY(QColor colour READ colour WRITE setColour NOTIFY colourChanged)
    // The side of the square the mark is drawn in, at the left, centred vertically.
    Q_PROPERTY(qreal markSize READ markSize CONSTANT)

public:
    explicit MoraleMark(QQuickItem *parent = nullptr);

    QString tone() const { return m_tone; }
    void setTone(const QString &tone);
    QColor colour() const { return m_colour; }
    void setColour(const QColor &colour);
    static qreal markSize() { return 18; }

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void toneChanged();
    void colourChanged();

private:
    void paintMark(QPainter *painter, qreal size) const;

    QString m_tone = QStringLiteral("steady");
    QColor m_colour{Qt::black};
};

} // namespace adjutant::ui
