#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>
#include <string>

namespace adjutant::rules {

// The compact JSON text QJsonDocument writes for SituationJson::unitToJson(ruleset, unit), byte
// for byte, written straight from the unit: a battle's state hash covers that text of every unit
// (battle::StateDigest), and building a QJsonObject for each of 2,000 units cost more than
// opening the battle file. The keys come in the order a QJsonObject keeps them (asked of Qt once,
// for the ruleset) and every text but a plain one (ASCII with nothing to escape) and an integer
// is Qt's own, kept per value met. A unit sets a few of the ruleset's fields and takes the
// default of the rest: only those it sets are looked up and written, the others' text is written
// once for the ruleset. A unit it cannot write alike (one with figures, a value that is not a
// text, a number or a flag, a ruleset whose field ids clash with the unit's own keys) it leaves to
// QJsonDocument: of() says none.
class UnitJsonText
{
public:
    explicit UnitJsonText(const Ruleset &ruleset);
    std::optional<QByteArray> of(const UnitState &unit);
    // The text put at the end of `out`; false, with `out` as it was, for a unit left to Qt.
    bool appendTo(QByteArray &out, const UnitState &unit);

private:
    // What each key of the object holds, in the object's order.
    enum class Slot { Id, Type, Name, Removed, Field };
    struct Key {
        Slot slot;
        QString field{}; // Slot::Field: its id, and the value a unit that does not set it takes
        QByteArray prefix{}; // "key": as written
        // Slot::Field: where `"key":default` is in m_unset, for a unit that does not set it; -1
        // for a default written by Qt alone (the unit is then left to Qt).
        qsizetype unsetFrom = -1;
        qsizetype unsetTo = -1;
    };
    bool appendValue(std::string &out, const QVariant &value);
    void appendText(std::string &out, const QString &text);

    QList<Key> m_keys; // empty: no unit of these rules is written here
    QHash<QString, qsizetype> m_fieldKey; // a field's id -> its place in m_keys
    // Every field's `"key":default`, in the keys' order and between commas, so that a run of
    // fields a unit does not set is copied at once.
    std::string m_unset;
    QHash<QString, QByteArray> m_texts; // escaped by Qt, by the text
    QHash<quint64, QByteArray> m_doubles; // written by Qt, by their bits
    std::string m_text; // the unit being written
};

} // namespace adjutant::rules
