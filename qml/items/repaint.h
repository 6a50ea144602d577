#pragma once

#include <QQuickPaintedItem>

namespace adjutant::ui {

// A painted item's property setter: when the value differs, store it, repaint, and signal the
// change. Returns whether it changed, for setters that have more to do (a new implicit size).
template<typename Item, typename T>
bool setAndRepaint(Item *item, T &field, const T &value, void (Item::*changed)())
{
    if (field == value)
        return false;
    field = value;
    item->update();
    Q_EMIT(item->*changed)();
    return true;
}

} // namespace adjutant::ui
