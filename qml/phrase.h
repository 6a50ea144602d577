#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// Fills a message's placeholders in one pass, for QML: `Phrase.fill(qsTr("%1 of %2"), [name,
// side])`. QML's own "...".arg(a).arg(b) fills them one at a time, so a name that holds "%2"
// ("Ridge %1 %2") has it filled by b as well; the app's messages never chain arg() with a name
// (tests/style/check_arg_chains.py). Numbers read as QML's arg() writes them ("3", "1.5").
class Phrase : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
public:
    using QObject::QObject;
    // At most nine values, which is more than any message of the app has.
    Q_INVOKABLE static QString fill(const QString &pattern, const QVariantList &values);
    // A value as QML's arg() writes it.
    static QString text(const QVariant &value);
};

} // namespace adjutant::ui
