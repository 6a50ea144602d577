#pragma once

#include <QImage>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace adjutant::render {

// A QR code of a short text (the address phones open to join a hosted battle), encoded by
// libqrencode and drawn with QPainter: dark modules on a light ground with the quiet zone of
// four modules that readers need, whatever the theme around it.
class QrCode
{
public:
    // The modules of `text`, row by row (true: dark), and how many a row has; none when the text
    // cannot be encoded (too long for a QR code).
    static QList<bool> modules(const QString &text, int *width);
    // Drawn into `target` (the largest square that fits, centred); false when it cannot be encoded.
    static bool paint(QPainter &painter, const QRectF &target, const QString &text);
    // An image of `moduleSize` pixels a module, quiet zone included; null when it cannot be encoded.
    static QImage image(const QString &text, int moduleSize = 8);
};

} // namespace adjutant::render
