#pragma once

// Finding Qt Quick items by objectName, as a finger would find them: visible ones only; and
// checking every control a finger or a screen reader reaches.
#include <QAccessible>
#include <QAccessibleInterface>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QStringList>
#include <QTextDocument>

#include <algorithm>

namespace adjutant::testing {

// A Loader still reading its file: what it makes is not being made yet, so the engine's count of
// objects being made does not show it.
inline bool anyLoaderLoading(QQuickItem *root)
{
    if (!root)
        return false;
    if (root->inherits("QQuickLoader") && root->property("status").toInt() == 2 /* Loader.Loading */)
        return true;
    const auto children = root->childItems();
    return std::any_of(children.begin(), children.end(), anyLoaderLoading);
}

// A popup (a drawer, a dialog, a menu) shown but not yet open, or closing: still moving.
inline bool anyPopupMoving(QObject *window)
{
    const QList<QObject *> all = window->findChildren<QObject *>();
    return std::any_of(all.begin(), all.end(), [](QObject *o) {
        return o->inherits("QQuickPopup")
            && o->property("visible").toBool() != o->property("opened").toBool();
    });
}

// The popup (a drawer, a dialog, the tutor's bubble) that takes a tap at `scenePoint` before
// `target` would: a shown popup stacked above the target's own (if it is in one) whose area holds
// the point, named by the first name found in it; empty when the tap reaches the target's layer.
// A popup takes every press in its area, so a tap there never reaches what is drawn under it.
inline QString popupOver(QQuickItem *target, QPointF scenePoint)
{
    // Qt Quick Controls' overlay, a child of the window's content item, holds every popup.
    const QList<QQuickItem *> layers
        = target->window() ? target->window()->contentItem()->childItems() : QList<QQuickItem *>();
    const auto overlayAt = std::find_if(layers.begin(), layers.end(),
                                        [](QQuickItem *layer) { return layer->inherits("QQuickOverlay"); });
    if (overlayAt == layers.end())
        return {};
    QQuickItem *overlay = *overlayAt;
    QList<QQuickItem *> popups = overlay->childItems();
    std::stable_sort(popups.begin(), popups.end(),
                     [](QQuickItem *a, QQuickItem *b) { return a->z() < b->z(); });
    const auto holdsTarget = [target](QQuickItem *popup) {
        for (QQuickItem *p = target; p; p = p->parentItem())
            if (p == popup)
                return true;
        return false;
    };
    const auto own = std::find_if(popups.begin(), popups.end(), holdsTarget);
    for (auto it = own == popups.end() ? popups.begin() : own + 1; it != popups.end(); ++it) {
        QQuickItem *popup = *it;
        if (!popup->inherits("QQuickPopupItem") || !popup->isVisible() || popup->opacity() <= 0)
            continue;
        if (!popup->mapRectToScene(QRectF(0, 0, popup->width(), popup->height())).contains(scenePoint))
            continue;
        QString name = popup->objectName();
        QList<QQuickItem *> inside = popup->childItems();
        while (name.isEmpty() && !inside.isEmpty()) {
            QQuickItem *next = inside.takeFirst();
            name = next->objectName();
            inside += next->childItems();
        }
        return name.isEmpty() ? QStringLiteral("a popup") : name;
    }
    return {};
}

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

// What a player acts on: a button of any kind (a chip, a tile, a switch, a "?", a dialog's
// buttons, a list's delegate), a field to type in, a spin box, a combo box, a slider, or any item
// that takes a tap itself (a MouseArea, or an item with a TapHandler: the rows of the order of
// battle).
inline bool isInteractive(const QQuickItem *item)
{
    for (const char *kind : {"QQuickAbstractButton", "QQuickComboBox", "QQuickSpinBox", "QQuickSlider",
                             "QQuickRangeSlider", "QQuickDial", "QQuickMouseArea"})
        if (item->inherits(kind))
            return true;
    if (item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit"))
        return !item->property("readOnly").toBool();
    const auto children = item->children();
    for (const QObject *child : children)
        if (child->inherits("QQuickTapHandler") && child->property("enabled").toBool())
            return true;
    return false;
}

// The name a screen reader says for the item: its own, or (a MouseArea inside a drawn control)
// its parent's. A name needs a letter or a digit: "?" or "⌫" says nothing.
inline QString accessibleNameOf(QQuickItem *item)
{
    const auto nameOf = [](QQuickItem *i) {
        QAccessibleInterface *node = i ? QAccessible::queryAccessibleInterface(i) : nullptr;
        const QString name = node ? node->text(QAccessible::Name).simplified() : QString();
        return std::any_of(name.begin(), name.end(), [](QChar c) { return c.isLetterOrNumber(); })
            ? name
            : QString();
    };
    const QString own = nameOf(item);
    return own.isEmpty() && item->inherits("QQuickMouseArea") ? nameOf(item->parentItem()) : own;
}

// Every control under `root` that is shown: with a name a screen reader says, and at least
// `minimum` px each way for a finger. Returns one line per control that falls short, saying which
// and why. Call with QAccessible::setActive(true), as when a screen reader runs.
inline QStringList controlProblems(QQuickItem *root, qreal minimum = 48)
{
    QStringList problems;
    if (!root || !root->isVisible() || root->opacity() <= 0)
        return problems;
    if (isInteractive(root)) {
        const QRectF r = root->mapRectToScene(QRectF(0, 0, root->width(), root->height()));
        const QString what = QStringLiteral("%1 \"%2\" (%3) at %4,%5 %6x%7")
                                 .arg(root->objectName(), root->property("text").toString(),
                                      QString::fromLatin1(root->metaObject()->className()))
                                 .arg(r.x())
                                 .arg(r.y())
                                 .arg(r.width())
                                 .arg(r.height());
        // A TapHandler's margin takes taps around its item too.
        qreal margin = 0;
        const auto handlers = root->children();
        for (const QObject *h : handlers)
            if (h->inherits("QQuickTapHandler"))
                margin = std::max(margin, h->property("margin").toReal());
        if (r.width() > 0 && r.height() > 0) { // an empty item is nothing to tap or hear
            if (accessibleNameOf(root).isEmpty())
                problems.append(what + QStringLiteral(": no accessible name"));
            if (r.width() + 2 * margin < minimum - 0.5 || r.height() + 2 * margin < minimum - 0.5)
                problems.append(what + QStringLiteral(": smaller than %1 px").arg(minimum));
        }
        // A spin box's or a combo box's own parts are the control's.
        if (root->inherits("QQuickSpinBox") || root->inherits("QQuickComboBox"))
            return problems;
    }
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        problems += controlProblems(child, minimum);
    return problems;
}

// Whether Qt draws the text of a text item (a Text or Label, the text of any control's style, a
// TextEdit) as markup: set to rich, styled or Markdown text, or left to AutoText with text that
// looks like markup. Text from files is plain text: "<img src=…>" in a unit's name shows as
// typed, never fetches an image, and "<a href>" is no link.
inline bool drawsMarkup(const QQuickItem *item)
{
    if (!item->inherits("QQuickText") && !item->inherits("QQuickTextEdit"))
        return false;
    // QQuickText's and QQuickTextEdit's formats: PlainText 0, RichText 1, AutoText 2, Markdown 3,
    // StyledText 4 (QQuickText only).
    constexpr int kPlainText = 0;
    constexpr int kAutoText = 2;
    const int format = item->property("textFormat").toInt();
    if (format == kPlainText)
        return false;
    return format != kAutoText || Qt::mightBeRichText(item->property("text").toString());
}

// Every text item shown under `root` that Qt draws as markup (see drawsMarkup): one line each,
// saying which and what it shows.
inline QStringList markupShown(QQuickItem *root)
{
    QStringList found;
    if (!root || !root->isVisible() || root->opacity() <= 0)
        return found;
    if (drawsMarkup(root))
        found.append(QStringLiteral("%1 (%2, format %3): %4")
                         .arg(root->objectName(), QString::fromLatin1(root->metaObject()->className()),
                              QString::number(root->property("textFormat").toInt()),
                              root->property("text").toString()));
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        found += markupShown(child);
    return found;
}

// Text shown under `root` that still carries a plural's source marker ("1 success(es)",
// "2 unit(s)", "die/dice"): a message with no plural forms in the catalogue. One line per text.
inline QStringList unpluralisedText(QQuickItem *root)
{
    static const QRegularExpression marker(
        QStringLiteral(R"(\w\((s|es)\)|\(y/ies\)|\bdie/dice\b|\bwas/were\b|\bis/are\b)"));
    QStringList found;
    if (!root || !root->isVisible() || root->opacity() <= 0)
        return found;
    if (root->inherits("QQuickText") || root->inherits("QQuickLabel")) {
        const QString text = root->property("text").toString();
        if (marker.match(text).hasMatch())
            found.append(text);
    }
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        found += unpluralisedText(child);
    return found;
}

} // namespace adjutant::testing
