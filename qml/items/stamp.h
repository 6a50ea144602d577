#pragma once

#include <QImage>
#include <QString>

#include <functional>

class QPainter;

namespace adjutant::ui {

// A small shape painted once and copied wherever it is wanted. The order of battle draws the same
// pip and morale mark on every row; stroking an antialiased curve costs many times what copying
// its pixels does. Kept per thread, since a threaded render loop paints off the GUI thread.
//
// `key` names the shape and everything it depends on but the size and pixel ratio (its colours,
// its kind); `paint` draws it in a box of `size` logical pixels.
QImage stamp(const QString &key, QSizeF size, qreal devicePixelRatio,
             const std::function<void(QPainter *)> &paint);

} // namespace adjutant::ui
