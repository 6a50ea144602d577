#pragma once

// Reading what was painted: how many pixels of an image are near a colour (a chart's line or bar
// in a side's colour, a side's swatch in its pattern).
#include <QColor>
#include <QImage>

namespace adjutant::testing {

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
