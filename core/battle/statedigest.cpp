#include "statedigest.h"

#include "rules/situationjson.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

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

// A unit's content in short, from which its digest follows under the rules it was digested by:
// its texts (each with its length, so that no two units read alike), and the value of each field
// of the rules it has, typed (1 and true and "1" are not alike), or that it takes the default.
// None for a unit whose digest covers more (figures) or a value not plainly written (a list).
std::optional<QString> contentKey(const rules::Ruleset &ruleset, const QString &id,
                                  const rules::UnitState &unit)
{
    if (!unit.figures.isEmpty())
        return std::nullopt;
    QString key;
    key.reserve(160);
    const auto addText = [&key](const QString &text) {
        key += QString::number(text.size());
        key += u':';
        key += text;
    };
    addText(id);
    addText(unit.id);
    addText(unit.name);
    addText(unit.type);
    key += unit.removed ? u'r' : u'-';
    for (const rules::Field &f : ruleset.fields) {
        const auto it = unit.fields.constFind(f.id);
        if (it == unit.fields.cend()) {
            key += u'~';
            continue;
        }
        const int type = it->typeId();
        key += QString::number(type);
        switch (type) {
        case QMetaType::QString:
            addText(it->toString());
            break;
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Double:
            key += u'=';
            key += it->toString(); // numbers in full (doubles at their shortest exact)
            key += u';';
            break;
        default:
            return std::nullopt;
        }
    }
    return key;
}

void flip(QByteArray &into, const QByteArray &digest)
{
    char *to = into.data();
    for (int i = 0; i < kDigestSize; ++i)
        to[i] = char(to[i] ^ digest.at(i));
}

} // namespace

// Units come back to what they were (a flag set and cleared each turn): their digests are kept by
// their content in short, so such a unit is not written out and hashed again.
QByteArray StateDigest::unitDigest(const rules::Ruleset &ruleset, const QString &id,
                                   const rules::UnitState &unit)
{
    const std::optional<QString> key = contentKey(ruleset, id, unit);
    if (!key)
        return digestOf(ruleset, id, unit);
    if (const auto it = m_known.constFind(*key); it != m_known.cend())
        return *it;
    if (m_known.size() >= kKnownAtMost)
        m_known.clear();
    QByteArray digest = digestOf(ruleset, id, unit);
    m_known.insert(*key, digest);
    return digest;
}

// The unit's id, then its JSON as SituationJson writes it: written by UnitJsonText where it can,
// which gives the same bytes without building the JSON object.
QByteArray StateDigest::digestOf(const rules::Ruleset &ruleset, const QString &id,
                                 const rules::UnitState &unit)
{
    QByteArray text = id.toUtf8() + '\n';
    if (const std::optional<QByteArray> json = m_json->of(unit))
        text += *json;
    else
        text += QJsonDocument(rules::SituationJson::unitToJson(ruleset, unit)).toJson(QJsonDocument::Compact);
    return QCryptographicHash::hash(text, QCryptographicHash::Sha1);
}

// The units go in order-free, as the XOR of per-unit digests (each covers the unit's id, so two
// units never cancel out): a unit changed is flipped out with its old digest and in with its new.
void StateDigest::digestUnits(const rules::Ruleset &ruleset, const BattleState &state)
{
    // A unit digests by the fields of the rules in force: under other rules, all afresh.
    std::optional<QStringList> written;
    if (m_ruleset == &ruleset) {
        written = state.units.writtenSince(m_record);
    } else {
        m_known.clear();
        m_units.clear();
        m_json.emplace(ruleset);
    }
    m_ruleset = &ruleset;
    if (written) {
        for (const QString &id : std::as_const(*written)) {
            const auto now = state.units.constFind(id);
            digestUnit(ruleset, id, now == state.units.cend() ? nullptr : &*now);
        }
    } else {
        digestEveryUnit(ruleset, state.units);
    }
    m_record = state.units.startRecord();
}

void StateDigest::digestUnit(const rules::Ruleset &ruleset, const QString &id, const rules::UnitState *now)
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

void StateDigest::digestEveryUnit(const rules::Ruleset &ruleset, const rules::UnitTable &units)
{
    QHash<QString, KeptUnit> kept;
    kept.reserve(units.size());
    m_combined = QByteArray(kDigestSize, '\0');
    for (auto it = units.cbegin(); it != units.cend(); ++it) {
        const auto was = m_units.constFind(it.key());
        KeptUnit unit = was != m_units.cend() && sameUnit(*it, was->unit)
            ? *was
            : KeptUnit{*it, unitDigest(ruleset, it.key(), *it)};
        flip(m_combined, unit.digest);
        kept.emplace(it.key(), std::move(unit));
    }
    m_units = std::move(kept);
}

void StateDigest::CardsDigest::add(const DeckCard &card)
{
    text += card.card.toUtf8() + '\x1f' + card.unit.toUtf8() + '\x1e';
    starts.push_back(text.size());
}

QByteArray StateDigest::CardsDigest::of(const CardPile &pile)
{
    const std::optional<qsizetype> dropped = starts.empty() ? std::nullopt : pile.droppedFrom(kept);
    if (dropped && *dropped == 0 && pile.size() == kept.size())
        return digest; // the pile kept
    if (dropped) { // the pile kept, with cards taken from its top, or put at its end
        taken += *dropped;
        for (qsizetype i = kept.size() - *dropped; i < pile.size(); ++i)
            add(pile.at(i));
    } else { // another pile: its text afresh
        text.clear();
        starts.assign(1, 0);
        taken = 0;
        digestedFrom = -1;
        for (const DeckCard &c : pile)
            add(c);
    }
    kept = pile;
    if (digestedFrom != taken) {
        running.reset();
        digestedFrom = taken;
        digestedTo = starts[std::size_t(taken)];
    }
    running.addData(QByteArrayView(text).sliced(digestedTo));
    digestedTo = text.size();
    digest = running.result();
    return digest;
}

QString StateDigest::hash(const rules::Ruleset &ruleset, const BattleState &state)
{
    digestUnits(ruleset, state);
    QCryptographicHash hash(QCryptographicHash::Sha1);
    const auto addText = [&hash](const QString &text) {
        hash.addData(text.toUtf8());
        hash.addData(QByteArrayView("\x1f", 1));
    };
    const auto addCards
        = [&hash](const CardPile &cards, CardsDigest &cached) { hash.addData(cached.of(cards)); };
    addText(QString::number(state.turn));
    addText(QString::number(state.phase));
    addText(QString::number(state.segment));
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
    addCards(state.drawPile, m_drawPile);
    addCards(state.drawn, m_drawn);
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
    hash.addData(m_combined);
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace adjutant::battle
