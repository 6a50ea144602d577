#include "statedigest.h"

#include "sha1.h"

#include "rules/situationjson.h"
#include "rules/unitjsontext.h"

#include <QByteArray>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <charconv>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace adjutant::battle {

namespace {

constexpr int kDigestSize = 20; // SHA-1

bool sameText(const QString &a, const QString &b)
{
    return a.constData() == b.constData() || a == b;
}

// Units that still share their data with the copy digested last compare by pointer. Fields and
// figures count as the same only while shared: QVariant's == takes 1, 1.0 and true for one value,
// which the digest writes otherwise (a unit written anew is found among those met before).
bool sameUnit(const rules::UnitState &a, const rules::UnitState &b)
{
    return a.removed == b.removed && a.fields.isSharedWith(b.fields) && sameText(a.id, b.id)
        && sameText(a.name, b.name) && sameText(a.type, b.type) && a.figures.isSharedWith(b.figures);
}

// The units an owed test is judged on, as they were when it was owed: empty when it keeps none.
QString judgedText(const OwedTest &o)
{
    QString text;
    for (const QString &role : {u"actor"_qs, u"target"_qs})
        if (o.judgedOn.contains(role))
            text += u'\x1f' + role + u'='
                + QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantHash(o.judgedOn.value(role)))
                                        .toJson(QJsonDocument::Compact));
    return text;
}

// The figures an owed test falls on: empty when it names none.
QString figuresText(const OwedTest &o)
{
    QStringList parts;
    for (auto it = o.figures.begin(); it != o.figures.end(); ++it)
        parts.append(it.key() + u'=' + it.value());
    parts.sort();
    return parts.isEmpty() ? QString() : u"\x1f" + parts.join(u',');
}

// The text's UTF-8 put at the end of `to`: an ASCII text (a unit's id) byte by byte, with no
// converted copy made; any other through QString::toUtf8.
void appendUtf8(QByteArray &to, const QString &text)
{
    const qsizetype at = to.size();
    to.resize(at + text.size());
    char *out = to.data() + at;
    for (const QChar c : text) {
        if (c.unicode() >= 0x80) {
            to.resize(at);
            to += text.toUtf8();
            return;
        }
        *out++ = char(c.unicode());
    }
}

// What a unit's text is made of, in short: its id, name, type, whether removed, and each field it
// sets with the kind and value it holds, every part told from the next by its length. Equal keys
// mean equal texts under one ruleset (the texts of the fields it does not set are the ruleset's);
// equal texts may have other keys (a field set to its default, fields set in another order), and
// are then found by their text. False, with nothing to key by, for a unit with figures (its
// fields are partly theirs) or a value of another kind.
bool shortKey(std::string &key, const QString &id, const rules::UnitState &unit)
{
    if (!unit.figures.isEmpty())
        return false;
    key.clear(); // its room kept
    const auto addBytes = [&key](const void *data, qsizetype size) {
        key.append(static_cast<const char *>(data), std::size_t(size));
    };
    const auto addText = [&](const QString &text) {
        const qsizetype size = text.size();
        addBytes(&size, sizeof size);
        addBytes(text.constData(), size * qsizetype(sizeof(QChar)));
    };
    // Each value read as the kind it holds, with nothing converted.
    const auto addValue = [&](const auto *value) { addBytes(value, sizeof *value); };
    addText(id);
    addText(unit.name);
    addText(unit.type);
    key += char(unit.removed);
    for (auto it = unit.fields.cbegin(); it != unit.fields.cend(); ++it) {
        addText(it.key());
        const QVariant &v = it.value();
        const int kind = v.typeId();
        addBytes(&kind, sizeof kind);
        switch (kind) {
        case QMetaType::UnknownType:
            break;
        case QMetaType::Bool:
            addValue(static_cast<const bool *>(v.constData()));
            break;
        case QMetaType::Int:
            addValue(static_cast<const int *>(v.constData()));
            break;
        case QMetaType::UInt:
            addValue(static_cast<const uint *>(v.constData()));
            break;
        case QMetaType::LongLong:
            addValue(static_cast<const qlonglong *>(v.constData()));
            break;
        case QMetaType::Double: // by its bits: -0.0 is not 0.0 here
            addValue(static_cast<const double *>(v.constData()));
            break;
        case QMetaType::QString:
            addText(*static_cast<const QString *>(v.constData()));
            break;
        default:
            return false;
        }
    }
    return true;
}

void flip(QByteArray &into, const QByteArray &digest)
{
    char *to = into.data();
    for (int i = 0; i < kDigestSize; ++i)
        to[i] = char(to[i] ^ digest.at(i));
}

} // namespace

// The units go in order-free, as the XOR of per-unit digests (each covers the unit's id, so two
// units never cancel out): a unit changed is flipped out with its old digest and in with its new.
class StateDigest::Units
{
public:
    // The XOR of the digests of the state's units, brought up to date.
    const QByteArray &of(const rules::Ruleset &ruleset, const BattleState &state);

private:
    // One unit digested again, or taken out when `now` is null (it left the table).
    void digestUnit(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState *now);
    // Every unit of the table, those unchanged since digested kept as they are.
    void digestEveryUnit(const rules::Ruleset &ruleset, const rules::UnitTable &units);
    QByteArray unitDigest(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState &unit);
    // The unit's text, written into m_text (valid until the next unit's).
    const QByteArray &textOf(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState &unit);

    // The units last digested by id, each with its digest, and the XOR of their digests. Each
    // unit is kept as a copy of its own (sharing its texts and fields with the state) rather than
    // the table: a kept table would be shared with the state, and the next action's write would
    // copy all 2,000 units.
    struct KeptUnit {
        rules::UnitState unit;
        QByteArray digest;
    };
    const rules::Ruleset *m_ruleset = nullptr; // the rules they were digested by
    std::optional<rules::UnitJsonText> m_json; // each unit's text, under m_ruleset
    QHash<QString, KeptUnit> m_units;
    QByteArray m_combined = QByteArray(kDigestSize, '\0');
    quint64 m_record = 0; // the record begun on the unit table digested last
    void forgetKnown();

    // Digests of units met before, by their text (textOf) and by their key in short (shortKey),
    // under m_ruleset: a unit met before in the same short is digested without writing its text.
    // Both emptied when what they hold comes to kKnownAtMost bytes.
    static constexpr qsizetype kKnownAtMost = qsizetype(16) << 20;
    QHash<QByteArray, QByteArray> m_known;
    QHash<QByteArray, QByteArray> m_knownByKey;
    qsizetype m_knownBytes = 0;
    QByteArray m_text; // the unit being digested, its room kept from one unit to the next
    std::string m_key; // likewise, its key in short
};

// A pile's digest covers its cards' text in order. The pile digested last is kept (a share of its
// cards, CardPile) with the text of its cards and of those taken from its top since, and each
// card's place in it: a pile that is the one kept with cards taken from the top or put at the end
// (told at once, CardPile::droppedFrom) is digested from those bytes, with no card converted
// again, and one that only grew at its end carries its digest on from the bytes added (the cards
// drawn this turn, a draw at a time).
class StateDigest::Cards
{
public:
    const QByteArray &of(const CardPile &pile);

private:
    void add(const DeckCard &card);

    CardPile m_kept;
    QByteArray m_text;
    std::vector<qsizetype> m_starts; // where each card's text begins in it, and its end
    qsizetype m_taken = 0; // the cards of the text taken from the top since: m_kept's first is next
    qsizetype m_digestedFrom = -1; // the card of the text m_running began with
    qsizetype m_digestedTo = 0; // and the bytes of the text it has taken
    Sha1 m_running;
    QByteArray m_digest; // of m_kept's cards
};

// The draw pile as a chain from the bottom up: link i is the SHA-1 of card i's text followed by
// link i + 1, and the link below the bottom card is the digest of no text. The pile's part is its
// top link. The links of the pile digested last are kept, with how many of its top cards have
// been taken since: a pile that is the one kept less cards from its top (CardPile::droppedFrom,
// none put at its end) is a link further down, worked out already. Any other pile (shuffled,
// rearranged, a card put at its end) is chained afresh.
class StateDigest::CardChain
{
public:
    QByteArrayView of(const CardPile &pile);

private:
    CardPile m_kept;
    QByteArray m_links; // kDigestSize bytes each, the top card's first and one below the bottom
    qsizetype m_taken = 0; // cards of m_links taken from the top since: m_kept's first is next
    Sha1 m_link;
};

struct StateDigest::Parts {
    Units units;
    Cards drawPile;
    CardChain drawPileChain;
    Cards drawn;
    Sha1 whole; // begun afresh for each hash, kept for its buffers
    QByteArray bytes; // what goes into it, kept for its room
};

StateDigest::StateDigest(DrawPile drawPile) : m_drawPile(drawPile), m_parts(std::make_unique<Parts>()) { }

StateDigest::~StateDigest() = default;

void StateDigest::setDrawPile(DrawPile drawPile)
{
    m_drawPile = drawPile;
    m_parts = std::make_unique<Parts>();
}

// Units come back to what they were (a flag set and cleared each turn): their digests are kept by
// their text, so such a unit's text is not hashed again.
QByteArray StateDigest::Units::unitDigest(const rules::Ruleset &ruleset, const QString &id,
                                          const rules::UnitState &unit)
{
    // Its key in short first: a unit's text is some hundred bytes, most of them its defaults.
    const bool keyed = shortKey(m_key, id, unit);
    if (keyed)
        if (const auto it
            = m_knownByKey.constFind(QByteArray::fromRawData(m_key.data(), qsizetype(m_key.size())));
            it != m_knownByKey.cend())
            return *it;
    if (m_knownBytes >= kKnownAtMost)
        forgetKnown();
    const QByteArray &text = textOf(ruleset, id, unit);
    QByteArray digest;
    if (const auto it = m_known.constFind(text); it != m_known.cend()) {
        digest = *it;
    } else {
        digest = Sha1::hash(text);
        m_knownBytes += text.size();
        m_known.emplace(QByteArray(text.constData(), text.size()), digest); // m_text's room stays its own
    }
    if (keyed) {
        m_knownBytes += qsizetype(m_key.size());
        m_knownByKey.emplace(QByteArray(m_key.data(), qsizetype(m_key.size())), digest);
    }
    return digest;
}

void StateDigest::Units::forgetKnown()
{
    m_known.clear();
    m_knownByKey.clear();
    m_knownBytes = 0;
}

// The unit's id, then its JSON as SituationJson writes it: written by UnitJsonText where it can,
// which gives the same bytes without building the JSON object.
const QByteArray &StateDigest::Units::textOf(const rules::Ruleset &ruleset, const QString &id,
                                             const rules::UnitState &unit)
{
    QByteArray &text = m_text;
    text.resize(0); // its room kept
    appendUtf8(text, id);
    text += '\n';
    if (!m_json->appendTo(text, unit))
        text += QJsonDocument(rules::SituationJson::unitToJson(ruleset, unit)).toJson(QJsonDocument::Compact);
    return text;
}

const QByteArray &StateDigest::Units::of(const rules::Ruleset &ruleset, const BattleState &state)
{
    // A unit digests by the fields of the rules in force: under other rules, all afresh.
    std::optional<QStringList> written;
    if (m_ruleset == &ruleset) {
        written = state.units.writtenSince(m_record);
    } else {
        forgetKnown();
        m_units.clear();
        m_combined.fill('\0');
        m_json.emplace(ruleset);
    }
    m_ruleset = &ruleset;
    if (written) {
        // Held only here, let go before the next record begins: a list still shared when it is
        // emptied for that would be made anew.
        const QStringList ids = std::move(*written);
        for (const QString &id : ids) {
            const auto now = state.units.constFind(id);
            digestUnit(ruleset, id, now == state.units.cend() ? nullptr : &*now);
        }
    } else {
        digestEveryUnit(ruleset, state.units);
    }
    m_record = state.units.startRecord();
    return m_combined;
}

void StateDigest::Units::digestUnit(const rules::Ruleset &ruleset, const QString &id,
                                    const rules::UnitState *now)
{
    const auto kept = m_units.find(id);
    if (kept != m_units.end()) {
        if (now && sameUnit(*now, kept->unit))
            return; // written the same, or only read for writing
        flip(m_combined, kept->digest);
        if (!now) {
            m_units.erase(kept);
            return;
        }
        kept->unit = *now;
        kept->digest = unitDigest(ruleset, id, *now);
        flip(m_combined, kept->digest);
        return;
    }
    if (!now)
        return;
    KeptUnit added{*now, unitDigest(ruleset, id, *now)};
    flip(m_combined, added.digest);
    m_units.emplace(id, std::move(added));
}

void StateDigest::Units::digestEveryUnit(const rules::Ruleset &ruleset, const rules::UnitTable &units)
{
    for (auto it = units.cbegin(); it != units.cend(); ++it)
        digestUnit(ruleset, it.key(), &*it);
    if (m_units.size() == units.size())
        return;
    m_units.removeIf([&](const QHash<QString, KeptUnit>::iterator &kept) { // those that left the table
        if (units.contains(kept.key()))
            return false;
        flip(m_combined, kept->digest);
        return true;
    });
}

void StateDigest::Cards::add(const DeckCard &card)
{
    m_text += card.card.toUtf8() + '\x1f' + card.unit.toUtf8() + '\x1e';
    m_starts.push_back(m_text.size());
}

const QByteArray &StateDigest::Cards::of(const CardPile &pile)
{
    const std::optional<qsizetype> dropped = m_starts.empty() ? std::nullopt : pile.droppedFrom(m_kept);
    if (dropped && *dropped == 0 && pile.size() == m_kept.size())
        return m_digest; // the pile kept
    if (dropped) { // the pile kept, with cards taken from its top, or put at its end
        m_taken += *dropped;
        for (qsizetype i = m_kept.size() - *dropped; i < pile.size(); ++i)
            add(pile.at(i));
    } else { // another pile: its text afresh
        m_text.clear();
        m_starts.assign(1, 0);
        m_taken = 0;
        m_digestedFrom = -1;
        for (const DeckCard &c : pile)
            add(c);
    }
    m_kept = pile;
    if (m_digestedFrom != m_taken) {
        m_running.reset();
        m_digestedFrom = m_taken;
        m_digestedTo = m_starts[std::size_t(m_taken)];
    }
    m_running.addData(QByteArrayView(m_text).sliced(m_digestedTo));
    m_digestedTo = m_text.size();
    m_digest = m_running.result();
    return m_digest;
}

QByteArrayView StateDigest::CardChain::of(const CardPile &pile)
{
    const std::optional<qsizetype> dropped = m_links.isEmpty() ? std::nullopt : pile.droppedFrom(m_kept);
    if (dropped && pile.size() == m_kept.size() - *dropped) { // only cards taken from the top
        m_taken += *dropped;
    } else {
        const qsizetype n = pile.size();
        m_links.resize((n + 1) * kDigestSize);
        m_taken = 0;
        const QByteArray none = Sha1::hash({});
        std::copy(none.cbegin(), none.cend(), m_links.begin() + n * kDigestSize);
        for (qsizetype i = n - 1; i >= 0; --i) {
            const DeckCard &card = pile.at(i);
            m_link.reset();
            m_link.addData(QByteArray(card.card.toUtf8() + '\x1f' + card.unit.toUtf8() + '\x1e'));
            m_link.addData(QByteArrayView(m_links).sliced((i + 1) * kDigestSize, kDigestSize));
            const QByteArray link = m_link.finish();
            std::copy(link.cbegin(), link.cend(), m_links.begin() + i * kDigestSize);
        }
    }
    m_kept = pile;
    return QByteArrayView(m_links).sliced(m_taken * kDigestSize, kDigestSize);
}

QString StateDigest::hash(const rules::Ruleset &ruleset, const BattleState &state)
{
    const QByteArray &units = m_parts->units.of(ruleset, state);
    // Everything but the units' part gathered first and hashed at once: the same bytes in the
    // same order as hashed piece by piece, with no text made for each piece.
    QByteArray &bytes = m_parts->bytes;
    bytes.resize(0); // its room kept
    const auto addText = [&bytes](const QString &text) {
        if (!text.isEmpty())
            bytes += text.toUtf8();
        bytes += '\x1f';
    };
    const auto addNumber = [&bytes](int n) { // as QString::number writes it
        char digits[16];
        const char *end = std::to_chars(std::begin(digits), std::end(digits), n).ptr;
        bytes.append(digits, end - digits);
        bytes += '\x1f';
    };
    addNumber(state.turn);
    addNumber(state.phase);
    addNumber(state.segment);
    addText(state.pendingFate);
    if (!state.firstSide.isEmpty()) // only then, so that the battles of before keep their hashes
        addText(u"first:" + state.firstSide);
    if (!state.rules.isEmpty()) // likewise: only once the battle moved onto other rules
        addText(u"rules:" + state.rules);
    // Only when there is one: a battle that never has one keeps the digests it was journaled with.
    if (!state.pendingTable.isEmpty() || !state.pendingRolls.isEmpty()) {
        addText(state.pendingTable);
        for (const BattleState::PendingRoll &r : state.pendingRolls)
            addText(r.table + u'\x1f' + QString::number(r.value) + u'\x1f' + QString::number(r.thenValue));
    }
    if (state.rearrangeOffered > 0) // only while a fate offers it: other battles hash as before
        addText(u"rearrange:" + QString::number(state.rearrangeOffered));
    // Fates kept waiting (rules::WaitingFates), only while there are any: other battles hash as
    // before.
    for (const BattleState::WaitingFate &f : state.fates) {
        addText(QStringLiteral("fate\x1f") + f.text);
        for (const BattleState::PendingRoll &r : f.rolls)
            addText(r.table + u'\x1f' + QString::number(r.value) + u'\x1f' + QString::number(r.thenValue));
    }
    if (m_drawPile == DrawPile::ChainFromBottom)
        bytes.append(m_parts->drawPileChain.of(state.drawPile));
    else
        bytes += m_parts->drawPile.of(state.drawPile);
    bytes += m_parts->drawn.of(state.drawn);
    for (const ScenarioUnit &su : state.joined) // their state is among the units; here, their place
        addText(su.id + u'\x1f' + su.side + u'\x1f' + su.commander + (su.isCommander ? u"\x1f*" : u""));
    // The umpire's moves and removals, when there are any (a battle without them hashes as before).
    for (auto it = state.transferred.cbegin(); it != state.transferred.cend(); ++it)
        addText(QStringLiteral("transferred\x1f") + it.key() + u'\x1f' + it.value());
    for (const QString &id : state.withdrawn)
        addText(QStringLiteral("withdrawn\x1f") + id);
    // Owed tests, once any was ever owed (a battle that never owes one hashes as before).
    if (state.owedSoFar > 0 || !state.owed.isEmpty() || !state.owedOnce.isEmpty()) {
        addText(QStringLiteral("owed\x1f") + QString::number(state.owedSoFar));
        for (const OwedTest &o : state.owed)
            addText(QString::number(o.id) + u'\x1f' + o.test + u'\x1f' + o.actor + u'\x1f' + o.target
                    + u'\x1f' + o.trigger + u'\x1f' + o.after + u'\x1f'
                    + QString::number(int(o.lapse))
                    // Only where a ruleset settles attacks: other battles hash as before.
                    + (o.attack > 0 ? u"\x1f" + QString::number(o.attack) : QString())
                    // Only where a ruleset judges owed tests as they were owed (likewise).
                    + judgedText(o)
                    // Only for a test that falls on a figure (likewise).
                    + figuresText(o));
        for (const QString &key : state.owedOnce)
            addText(QStringLiteral("once\x1f") + key);
    }
    bytes += units;
    Sha1 &hash = m_parts->whole;
    hash.reset();
    hash.addData(bytes);
    return Sha1::hex(hash.finish());
}

} // namespace adjutant::battle
