#pragma once

// Reading what was painted: how many pixels of an image are near a colour (a chart's line or bar
// in a side's colour, a side's swatch in its pattern); and keeping a screenshot.
#include <QColor>
#include <QImage>
#include <QString>

namespace adjutant::testing {

// A screenshot saved as PNG with zlib's fastest level (Qt's quality 85 is level 1): the same
// pixels in a file a few per cent larger, written in two thirds of the time of zlib's default
// level (the end-to-end tests save hundreds).
inline bool saveScreenshot(const QImage &image, const QString &path)
{
    return image.save(path, "PNG", 85);
}

// Pixels whose red, green and blue differ from the colour's by less than 40 in all.
inline int pixelsNear(const QImage &image, QColor colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (qAbs(c.red() - colour.red()) + qAbs(c.green() - colour.green())
                    + qAbs(c.blue() - colour.blue())
                < 40)
                ++n;
        }
    return n;
}

} // namespace adjutant::testing
