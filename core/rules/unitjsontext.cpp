#include "unitjsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstring>

namespace adjutant::rules {

namespace {

constexpr qsizetype kKeptAtMost = 100000; // texts and numbers kept, before they are let go

// A value as QJsonDocument writes it compact, taken from the array it writes around it.
QByteArray qtText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.sliced(1, array.size() - 2);
}

// The value as Qt writes it, kept by `key` once worked out (the texts and numbers a battle's
// units take repeat); the memo starts afresh when it holds too many.
template<typename Key, typename Value>
const QByteArray &qtTextKept(QHash<Key, QByteArray> &kept, const Key &key, const Value &value)
{
    auto it = kept.find(key);
    if (it == kept.end()) {
        if (kept.size() >= kKeptAtMost)
            kept.clear();
        it = kept.insert(key, qtText(QJsonValue(value)));
    }
    return *it;
}

// Printable ASCII but the quote and the backslash: the text QJsonDocument writes as it is.
bool plain(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() < 0x20 || c.unicode() > 0x7e || c == u'"' || c == u'\\')
            return false;
    return true;
}

} // namespace

UnitJsonText::UnitJsonText(const Ruleset &ruleset)
{
    // The keys unitToJson writes, in the order the object keeps them; a field id that is one of
    // the unit's own keys (or another field's) would be written over, and is left to Qt.
    QHash<QString, Key> byKey{{QStringLiteral("id"), {Slot::Id}},
                              {QStringLiteral("type"), {Slot::Type}},
                              {QStringLiteral("name"), {Slot::Name}},
                              {QStringLiteral("removed"), {Slot::Removed}}};
    for (const Field &f : ruleset.fields) {
        if (byKey.contains(f.id))
            return;
        byKey.insert(f.id, {Slot::Field, f.id, f.defaultValue});
    }
    QJsonObject object;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        object.insert(it.key(), QJsonValue());
    for (const QString &key : object.keys()) {
        Key k = byKey.value(key);
        const QByteArray written
            = QJsonDocument(QJsonObject{{key, QJsonValue()}}).toJson(QJsonDocument::Compact);
        k.prefix = written.sliced(1, written.size() - int(std::strlen("{null}"))); // "key":
        m_keys.append(k);
    }
}

void UnitJsonText::appendText(QByteArray &out, const QString &text)
{
    if (plain(text)) {
        out += '"';
        out += text.toLatin1();
        out += '"';
        return;
    }
    out += qtTextKept(m_texts, text, text);
}

// As QJsonValue::fromVariant takes it and QJsonDocument writes it; false for a value of another
// kind.
bool UnitJsonText::appendValue(QByteArray &out, const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        out += "null";
        return true;
    case QMetaType::Bool:
        out += value.toBool() ? "true" : "false";
        return true;
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
        out += QByteArray::number(value.toLongLong());
        return true;
    case QMetaType::Double: {
        const double d = value.toDouble();
        quint64 bits = 0;
        std::memcpy(&bits, &d, sizeof bits);
        out += qtTextKept(m_doubles, bits, d);
        return true;
    }
    case QMetaType::QString:
        appendText(out, value.toString());
        return true;
    default:
        return false;
    }
}

std::optional<QByteArray> UnitJsonText::of(const UnitState &unit)
{
    if (m_keys.isEmpty() || !unit.figures.isEmpty())
        return std::nullopt;
    QByteArray out;
    out.reserve(64 + 24 * m_keys.size());
    out += '{';
    bool first = true;
    for (const Key &k : std::as_const(m_keys)) {
        if (k.slot == Slot::Name && unit.name.isEmpty())
            continue;
        if (!first)
            out += ',';
        first = false;
        out += k.prefix;
        switch (k.slot) {
        case Slot::Id:
            appendText(out, unit.id);
            break;
        case Slot::Type:
            appendText(out, unit.type);
            break;
        case Slot::Name:
            appendText(out, unit.name);
            break;
        case Slot::Removed:
            out += unit.removed ? "true" : "false";
            break;
        case Slot::Field: {
            const auto it = unit.fields.constFind(k.field);
            if (!appendValue(out, it == unit.fields.cend() ? k.defaultValue : *it))
                return std::nullopt;
            break;
        }
        }
    }
    out += '}';
    return out;
}

} // namespace adjutant::rules
