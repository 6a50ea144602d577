#pragma once

#include <QQmlEngine>
#include <QQuickPaintedItem>

namespace adjutant::ui {

// A QR code of `text` (the address phones open), painted by render::QrCode: dark on light with its
// quiet zone, the largest square that fits the item.
class QrCodeItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
public:
    explicit QrCodeItem(QQuickItem *parent = nullptr);
    QString text() const { return m_text; }
    void setText(const QString &text);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void textChanged();

private:
    QString m_text;
};

} // namespace adjutant::ui
