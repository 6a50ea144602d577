#include "unitjsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVarLengthArray>

#include <charconv>
#include <cstring>
#include <iterator>
#include <string>

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

void append(std::string &out, const QByteArray &bytes)
{
    out.append(bytes.constData(), std::size_t(bytes.size()));
}

// The text in quotes when it is plain, printable ASCII but the quote and the backslash, which
// QJsonDocument writes as it is; false, with `out` as it was, otherwise.
bool appendPlain(std::string &out, const QString &text)
{
    // Looked over first, then written at once: a unit's id, type and name go into every text.
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u > 0x7e || u == u'"' || u == u'\\')
            return false;
    }
    const std::size_t at = out.size();
    out.resize(at + std::size_t(text.size()) + 2);
    char *to = out.data() + at;
    *to++ = '"';
    for (const QChar c : text)
        *to++ = char(c.unicode());
    *to = '"';
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
    QHash<QString, QVariant> defaults;
    for (const Field &f : ruleset.fields) {
        if (byKey.contains(f.id))
            return;
        byKey.insert(f.id, {Slot::Field, f.id});
        defaults.insert(f.id, f.defaultValue);
    }
    QJsonObject object;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
        object.insert(it.key(), QJsonValue());
    QList<Key> keys;
    for (const QString &key : object.keys()) {
        Key k = byKey.value(key);
        const QByteArray written
            = QJsonDocument(QJsonObject{{key, QJsonValue()}}).toJson(QJsonDocument::Compact);
        k.prefix = written.sliced(1, written.size() - int(std::strlen("{null}"))); // "key":
        if (k.slot == Slot::Field) {
            const std::size_t before = m_unset.size();
            if (!m_unset.empty())
                m_unset += ',';
            const std::size_t from = m_unset.size();
            append(m_unset, k.prefix);
            if (appendValue(m_unset, defaults.value(k.field))) {
                k.unsetFrom = qsizetype(from);
                k.unsetTo = qsizetype(m_unset.size());
            } else {
                m_unset.resize(before);
            }
            m_fieldKey.insert(k.field, keys.size());
        }
        keys.append(k);
    }
    m_keys = std::move(keys);
}

void UnitJsonText::appendText(std::string &out, const QString &text)
{
    if (!appendPlain(out, text))
        append(out, qtTextKept(m_texts, text, text));
}

// As QJsonValue::fromVariant takes it and QJsonDocument writes it; false for a value of another
// kind. The value is read as the kind it holds, with nothing converted.
bool UnitJsonText::appendValue(std::string &out, const QVariant &value)
{
    const auto number = [&out](qint64 n) { // as QByteArray::number writes it
        char digits[24];
        const std::to_chars_result end = std::to_chars(std::begin(digits), std::end(digits), n);
        out.append(digits, end.ptr);
    };
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        out += "null";
        return true;
    case QMetaType::Bool:
        out += value.value<bool>() ? "true" : "false";
        return true;
    case QMetaType::Int:
        number(value.value<int>());
        return true;
    case QMetaType::UInt:
        number(value.value<uint>());
        return true;
    case QMetaType::LongLong:
        number(value.value<qlonglong>());
        return true;
    case QMetaType::Double: {
        const double d = value.value<double>();
        quint64 bits = 0;
        std::memcpy(&bits, &d, sizeof bits);
        append(out, qtTextKept(m_doubles, bits, d));
        return true;
    }
    case QMetaType::QString:
        appendText(out, *static_cast<const QString *>(value.constData()));
        return true;
    default:
        return false;
    }
}

std::optional<QByteArray> UnitJsonText::of(const UnitState &unit)
{
    QByteArray out;
    if (!appendTo(out, unit))
        return std::nullopt;
    return out;
}

// Written into a buffer kept from one unit to the next, then put after `out` at once: QByteArray's
// own appends cost more than the bytes they add, some 40 to a unit.
bool UnitJsonText::appendTo(QByteArray &out, const UnitState &unit)
{
    if (m_keys.isEmpty() || !unit.figures.isEmpty())
        return false;
    // The fields the unit sets, by their place among the keys; the others take their default.
    QVarLengthArray<const QVariant *, 64> set(m_keys.size(), nullptr);
    for (auto it = unit.fields.cbegin(); it != unit.fields.cend(); ++it)
        if (const auto at = m_fieldKey.constFind(it.key()); at != m_fieldKey.cend())
            set[*at] = &it.value();
    std::string &text = m_text;
    text.clear();
    text += '{';
    bool first = true;
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        const Key &k = m_keys.at(i);
        if (k.slot == Slot::Name && unit.name.isEmpty())
            continue;
        if (!first)
            text += ',';
        first = false;
        if (k.slot == Slot::Field && !set.at(i)) {
            // This field and those after it the unit does not set, copied as one.
            qsizetype last = i;
            while (last + 1 < m_keys.size() && m_keys.at(last + 1).slot == Slot::Field && !set.at(last + 1))
                ++last;
            for (qsizetype j = i; j <= last; ++j)
                if (m_keys.at(j).unsetFrom < 0)
                    return false;
            const qsizetype from = k.unsetFrom;
            text.append(m_unset, std::size_t(from), std::size_t(m_keys.at(last).unsetTo - from));
            i = last;
            continue;
        }
        append(text, k.prefix);
        switch (k.slot) {
        case Slot::Id:
            appendText(text, unit.id);
            break;
        case Slot::Type:
            appendText(text, unit.type);
            break;
        case Slot::Name:
            appendText(text, unit.name);
            break;
        case Slot::Removed:
            text += unit.removed ? "true" : "false";
            break;
        case Slot::Field:
            if (!appendValue(text, *set.at(i)))
                return false;
            break;
        }
    }
    text += '}';
    out.append(text.data(), qsizetype(text.size()));
    return true;
}

} // namespace adjutant::rules
