#include "stamp.h"

#include <QHash>
#include <QPainter>

namespace adjutant::ui {

QImage stamp(const QString &key, QSizeF size, qreal devicePixelRatio,
             const std::function<void(QPainter *)> &paint)
{
    thread_local QHash<QString, QImage> made;
    const QString fullKey = key + u'@' + QString::number(size.width()) + u'x' + QString::number(size.height())
        + u'x' + QString::number(devicePixelRatio);
    if (const auto it = made.constFind(fullKey); it != made.constEnd())
        return *it;
    QImage image((size * devicePixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(&painter);
    }
    made.insert(fullKey, image);
    return image;
}

} // namespace adjutant::ui
