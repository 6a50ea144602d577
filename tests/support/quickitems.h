#pragma once

// Finding Qt Quick items by objectName, as a finger would find them: visible ones only.
#include <QQuickItem>

namespace adjutant::testing {

inline QQuickItem *findVisibleItem(QQuickItem *root, const QString &name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name && root->isVisible())
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findVisibleItem(child, name))
            return found;
    return nullptr;
}

} // namespace adjutant::testing
