#include "qrcode.h"

#include <QPainter>

#include <qrencode.h>

#include <memory>

namespace adjutant::render {

namespace {

constexpr int kQuietZone = 4; // modules of light ground around the code

} // namespace

QList<bool> QrCode::modules(const QString &text, int *width)
{
    *width = 0;
    const QByteArray utf8 = text.toUtf8();
    // Version 0: the smallest that holds it; level M: a smudged phone camera still reads it.
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code)
        return {};
    *width = code->width;
    QList<bool> out;
    out.reserve(qsizetype(code->width) * code->width);
    for (int i = 0; i < code->width * code->width; ++i)
        out.append((code->data[i] & 1) != 0);
    return out;
}

bool QrCode::paint(QPainter &painter, const QRectF &target, const QString &text)
{
    int width = 0;
    const QList<bool> dark = modules(text, &width);
    if (dark.isEmpty())
        return false;
    const qreal side = std::min(target.width(), target.height());
    const qreal module = side / (width + 2 * kQuietZone);
    const QPointF origin(target.center().x() - side / 2 + kQuietZone * module,
                         target.center().y() - side / 2 + kQuietZone * module);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.fillRect(QRectF(target.center().x() - side / 2, target.center().y() - side / 2, side, side),
                     Qt::white);
    painter.setBrush(Qt::black);
    for (int y = 0; y < width; ++y)
        for (int x = 0; x < width; ++x)
            if (dark.at(qsizetype(y) * width + x))
                painter.drawRect(QRectF(origin.x() + x * module, origin.y() + y * module, module, module));
    painter.restore();
    return true;
}

QImage QrCode::image(const QString &text, int moduleSize)
{
    int width = 0;
    if (modules(text, &width).isEmpty())
        return {};
    const int side = (width + 2 * kQuietZone) * moduleSize;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    paint(painter, QRectF(0, 0, side, side), text);
    return image;
}

} // namespace adjutant::render
