#include "actionline.h"

#include "json/compactjson.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <variant>

namespace adjutant::battle {

namespace {

// The values this reader takes on: a text, a whole number, a flag, a list of whole numbers, a
// list of cards (a shuffle; an empty list reads as whole numbers).
using LineValue = std::variant<QString, int, bool, QList<int>, QList<DeckCard>>;

// The keys this reader takes on, in the order a QJsonObject keeps them (their bytes' order).
enum class LineKey {
    Actor,
    Faces,
    Field,
    Figure,
    Kind,
    Reason,
    Shuffle,
    Source,
    Target,
    Test,
    Unit,
    Value,
    Count
};
constexpr std::array<std::string_view, std::size_t(LineKey::Count)> kLineKeys
    = {"actor",   "faces",  "field",  "figure", "kind", "reason",
       "shuffle", "source", "target", "test",   "unit", "value"};
static_assert(std::is_sorted(kLineKeys.begin(), kLineKeys.end()));

constexpr unsigned bitOf(LineKey key)
{
    return 1U << unsigned(key);
}

// The members of a flat object with none but those keys, each once, in that order; nothing for
// another object.
class LineMembers
{
public:
    bool read(QByteArrayView object);
    // Every key is one of these (a mask of bitOf).
    bool only(unsigned keys) const { return (m_present & ~keys) == 0; }
    const LineValue *find(LineKey key) const
    {
        return (m_present & bitOf(key)) ? &m_values.at(std::size_t(key)) : nullptr;
    }
    // The text under `key`: null when absent or not a text.
    const QString *text(LineKey key) const
    {
        const LineValue *v = find(key);
        return v ? std::get_if<QString>(v) : nullptr;
    }

private:
    static bool readValue(QByteArrayView object, qsizetype &at, LineValue &value);
    static bool readCards(QByteArrayView object, qsizetype &at, LineValue &value);
    std::array<LineValue, std::size_t(LineKey::Count)> m_values;
    unsigned m_present = 0;
};

// A key of plain letters, one of kLineKeys: anything else is left to Qt.
std::optional<LineKey> plainKey(QByteArrayView object, qsizetype &at)
{
    if (at >= object.size() || object.at(at) != '"')
        return std::nullopt;
    qsizetype end = at + 1;
    while (end < object.size() && object.at(end) >= 'a' && object.at(end) <= 'z')
        ++end;
    if (end >= object.size() || object.at(end) != '"')
        return std::nullopt;
    const std::string_view key(object.data() + at + 1, std::size_t(end - at - 1));
    const auto known = std::find(kLineKeys.begin(), kLineKeys.end(), key);
    if (known == kLineKeys.end())
        return std::nullopt;
    at = end + 1;
    return LineKey(known - kLineKeys.begin());
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
        if (at < object.size() && object.at(at) == '{')
            return readCards(object, at, value);
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

// The cards of a shuffle, past its '[', as StateJson writes them: {"card":ID,"unit":ID} each, the
// unit left out for a card of none. Anything else gives nothing.
bool LineMembers::readCards(QByteArrayView object, qsizetype &at, LineValue &value)
{
    QList<DeckCard> cards;
    for (bool first = true; !json::compact::take(object, at, ']'); first = false) {
        if ((!first && !json::compact::take(object, at, ','))
            || !json::compact::take(object, at, "{\"card\":"))
            return false;
        std::optional<QString> card = json::compact::text(object, at);
        if (!card)
            return false;
        DeckCard c{std::move(*card), QString()};
        if (json::compact::take(object, at, ",\"unit\":")) {
            std::optional<QString> unit = json::compact::text(object, at);
            if (!unit)
                return false;
            c.unit = std::move(*unit);
        }
        if (!json::compact::take(object, at, '}'))
            return false;
        cards.append(std::move(c));
    }
    value = std::move(cards);
    return true;
}

bool LineMembers::read(QByteArrayView object)
{
    qsizetype at = 0;
    if (!json::compact::take(object, at, '{'))
        return false;
    int last = -1;
    for (bool first = true; !json::compact::take(object, at, '}'); first = false) {
        if (!first && !json::compact::take(object, at, ','))
            return false;
        const std::optional<LineKey> key = plainKey(object, at);
        // Each key after the one before, as a QJsonObject keeps them: no key twice.
        if (!key || int(*key) <= last || !json::compact::take(object, at, ':'))
            return false;
        last = int(*key);
        if (!readValue(object, at, m_values.at(std::size_t(*key))))
            return false;
        m_present |= bitOf(*key);
    }
    return at == object.size();
}

// A text that may be left out (empty), or nothing for a value that is not a text.
std::optional<QString> optionalText(const LineMembers &members, LineKey key)
{
    if (!members.find(key))
        return QString();
    const QString *t = members.text(key);
    return t ? std::optional(*t) : std::nullopt;
}

// As ActionJson reads a resolve of a test (no procedure, owed test, choices or inputs).
std::optional<Action> resolveOf(const LineMembers &m)
{
    if (!m.only(bitOf(LineKey::Actor) | bitOf(LineKey::Faces) | bitOf(LineKey::Kind) | bitOf(LineKey::Source)
                | bitOf(LineKey::Target) | bitOf(LineKey::Test)))
        return std::nullopt;
    const QString *test = m.text(LineKey::Test);
    const QString *actor = m.text(LineKey::Actor);
    const std::optional<QString> target = optionalText(m, LineKey::Target);
    const std::optional<QString> source = optionalText(m, LineKey::Source);
    if (!test || !actor || !target || !source
        || !(source->isEmpty() || *source == u"typed" || *source == u"app"))
        return std::nullopt;
    action::Resolve a;
    a.test = *test;
    a.actor = *actor;
    a.target = *target;
    if (const LineValue *faces = m.find(LineKey::Faces)) {
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
    if (!m.only(bitOf(LineKey::Field) | bitOf(LineKey::Figure) | bitOf(LineKey::Kind) | bitOf(LineKey::Reason)
                | bitOf(LineKey::Unit) | bitOf(LineKey::Value)))
        return std::nullopt;
    const QString *unit = m.text(LineKey::Unit);
    const QString *field = m.text(LineKey::Field);
    const std::optional<QString> figure = optionalText(m, LineKey::Figure);
    const std::optional<QString> reason = optionalText(m, LineKey::Reason);
    const LineValue *value = m.find(LineKey::Value);
    if (!unit || !field || !figure || !reason || !value
        || !(std::holds_alternative<QString>(*value) || std::holds_alternative<int>(*value)
             || std::holds_alternative<bool>(*value)))
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
    const QString *kind = m.text(LineKey::Kind);
    if (!kind)
        return std::nullopt;
    if (*kind == u"resolve")
        return resolveOf(m);
    if (*kind == u"set")
        return setOf(m);
    // The kinds below, with nothing chance decided but the next turn's deck.
    if (!m.only(bitOf(LineKey::Kind) | bitOf(LineKey::Shuffle)))
        return std::nullopt;
    std::optional<QList<DeckCard>> shuffle;
    if (const LineValue *cards = m.find(LineKey::Shuffle)) {
        if (const auto *list = std::get_if<QList<DeckCard>>(cards))
            shuffle = *list;
        else if (const auto *none = std::get_if<QList<int>>(cards); none && none->isEmpty())
            shuffle = QList<DeckCard>();
        else
            return std::nullopt;
    }
    if (*kind == u"draw") {
        action::Draw a;
        a.shuffle = std::move(shuffle);
        return a;
    }
    if (*kind == u"end-turn")
        return action::EndTurn{shuffle};
    if (*kind == u"next" && !shuffle)
        return action::Next{};
    return std::nullopt;
}

} // namespace adjutant::battle
