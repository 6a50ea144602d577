#include "actionline.h"

#include "json/compactjson.h"

#include <QVarLengthArray>

#include <algorithm>
#include <variant>

namespace adjutant::battle {

namespace {

// The values this reader takes on: a text, a whole number, a flag, a list of whole numbers.
using LineValue = std::variant<QString, int, bool, QList<int>>;

// The members of a flat object, in the order written; nothing for another object.
class LineMembers
{
public:
    bool read(QByteArrayView object);
    // Every key is one of these.
    bool only(std::initializer_list<QByteArrayView> keys) const;
    const LineValue *find(QByteArrayView key) const;
    // The text under `key`: null when absent or not a text.
    const QString *text(QByteArrayView key) const
    {
        const LineValue *v = find(key);
        return v ? std::get_if<QString>(v) : nullptr;
    }

private:
    static bool readValue(QByteArrayView object, qsizetype &at, LineValue &value);
    struct Member {
        QByteArrayView key;
        LineValue value;
    };
    QVarLengthArray<Member, 8> m_members;
};

// A key of plain letters, as every key of an action is: anything else is left to Qt.
std::optional<QByteArrayView> plainKey(QByteArrayView object, qsizetype &at)
{
    if (at >= object.size() || object.at(at) != '"')
        return std::nullopt;
    qsizetype end = at + 1;
    while (end < object.size()
           && ((object.at(end) >= 'a' && object.at(end) <= 'z')
               || (object.at(end) >= 'A' && object.at(end) <= 'Z')))
        ++end;
    if (end == at + 1 || end >= object.size() || object.at(end) != '"')
        return std::nullopt;
    const QByteArrayView key = object.sliced(at + 1, end - at - 1);
    at = end + 1;
    return key;
}

bool LineMembers::readValue(QByteArrayView object, qsizetype &at, LineValue &value)
{
    if (at < object.size() && object.at(at) == '"') {
        std::optional<QString> t = json::compact::text(object, at);
        if (t)
            value = std::move(*t);
        return t.has_value();
    }
    for (const bool flag : {true, false})
        if (json::compact::take(object, at, flag ? "true" : "false")) {
            value = flag;
            return true;
        }
    if (json::compact::take(object, at, '[')) {
        QList<int> wholes;
        for (bool first = true; !json::compact::take(object, at, ']'); first = false) {
            const std::optional<int> n = first || json::compact::take(object, at, ',')
                ? json::compact::whole(object, at)
                : std::nullopt;
            if (!n)
                return false;
            wholes.append(*n);
        }
        value = std::move(wholes);
        return true;
    }
    const std::optional<int> n = json::compact::whole(object, at);
    if (n)
        value = *n;
    return n.has_value();
}

bool LineMembers::read(QByteArrayView object)
{
    qsizetype at = 0;
    if (!json::compact::take(object, at, '{'))
        return false;
    for (bool first = true; !json::compact::take(object, at, '}'); first = false) {
        if (!first && !json::compact::take(object, at, ','))
            return false;
        const std::optional<QByteArrayView> key = plainKey(object, at);
        // Each key after the one before, as a QJsonObject keeps them: no key twice.
        if (!key || (!m_members.isEmpty() && !(m_members.last().key < *key))
            || !json::compact::take(object, at, ':'))
            return false;
        Member m{*key, {}};
        if (!readValue(object, at, m.value))
            return false;
        m_members.append(std::move(m));
    }
    return at == object.size();
}

bool LineMembers::only(std::initializer_list<QByteArrayView> keys) const
{
    return std::all_of(m_members.cbegin(), m_members.cend(), [&keys](const Member &m) {
        return std::find(keys.begin(), keys.end(), m.key) != keys.end();
    });
}

const LineValue *LineMembers::find(QByteArrayView key) const
{
    for (const Member &m : m_members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

// A text that may be left out (empty), or nothing for a value that is not a text.
std::optional<QString> optionalText(const LineMembers &members, QByteArrayView key)
{
    if (!members.find(key))
        return QString();
    const QString *t = members.text(key);
    return t ? std::optional(*t) : std::nullopt;
}

// As ActionJson reads a resolve of a test (no procedure, owed test, choices or inputs).
std::optional<Action> resolveOf(const LineMembers &m)
{
    if (!m.only({"actor", "faces", "kind", "source", "target", "test"}))
        return std::nullopt;
    const QString *test = m.text("test");
    const QString *actor = m.text("actor");
    const std::optional<QString> target = optionalText(m, "target");
    const std::optional<QString> source = optionalText(m, "source");
    if (!test || !actor || !target || !source
        || !(source->isEmpty() || *source == u"typed" || *source == u"app"))
        return std::nullopt;
    action::Resolve a;
    a.test = *test;
    a.actor = *actor;
    a.target = *target;
    if (const LineValue *faces = m.find("faces")) {
        if (!std::holds_alternative<QList<int>>(*faces))
            return std::nullopt;
        a.faces = std::get<QList<int>>(*faces);
    }
    a.sources = QList<FaceSource>(a.faces ? a.faces->size() : 0,
                                  *source == u"app" ? FaceSource::App : FaceSource::Typed);
    return a;
}

// As ActionJson reads a field the umpire set: its value a text, a whole number or a flag.
std::optional<Action> setOf(const LineMembers &m)
{
    if (!m.only({"field", "figure", "kind", "reason", "unit", "value"}))
        return std::nullopt;
    const QString *unit = m.text("unit");
    const QString *field = m.text("field");
    const std::optional<QString> figure = optionalText(m, "figure");
    const std::optional<QString> reason = optionalText(m, "reason");
    const LineValue *value = m.find("value");
    if (!unit || !field || !figure || !reason || !value || std::holds_alternative<QList<int>>(*value))
        return std::nullopt;
    action::SetField a;
    a.unit = *unit;
    a.field = *field;
    a.figure = *figure;
    a.reason = *reason;
    // A whole number as Qt's parser keeps it, an integer (as a variant, a qlonglong).
    if (const int *n = std::get_if<int>(value))
        a.value = QJsonValue(qint64(*n));
    else if (const bool *b = std::get_if<bool>(value))
        a.value = QJsonValue(*b);
    else
        a.value = QJsonValue(std::get<QString>(*value));
    return a;
}

} // namespace

std::optional<Action> ActionLine::read(QByteArrayView object)
{
    LineMembers m;
    if (!m.read(object))
        return std::nullopt;
    const QString *kind = m.text("kind");
    if (!kind)
        return std::nullopt;
    if (*kind == u"resolve")
        return resolveOf(m);
    if (*kind == u"set")
        return setOf(m);
    if (!m.only({"kind"})) // the kinds below, with nothing chance decided
        return std::nullopt;
    if (*kind == u"draw")
        return action::Draw{};
    if (*kind == u"next")
        return action::Next{};
    if (*kind == u"end-turn")
        return action::EndTurn{};
    return std::nullopt;
}

} // namespace adjutant::battle
