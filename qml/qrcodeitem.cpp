#include "qrcodeitem.h"

#include "qrcode.h"

namespace adjutant::ui {

QrCodeItem::QrCodeItem(QQuickItem *parent) : QQuickPaintedItem(parent) { }

void QrCodeItem::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    Q_EMIT textChanged();
    update();
}

void QrCodeItem::paint(QPainter *painter)
{
    if (!m_text.isEmpty())
        render::QrCode::paint(*painter, boundingRect(), m_text);
}

} // namespace adjutant::ui
