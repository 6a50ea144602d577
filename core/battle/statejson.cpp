#include "statejson.h"

#include "rules/situationjson.h"

namespace adjutant::battle::StateJson {

using namespace adjutant::rules;

QJsonArray cardsToJson(const QList<DeckCard> &cards)
{
    QJsonArray out;
    for (const DeckCard &c : cards)
        out.append(c.unit.isEmpty()
                       ? QJsonObject{{QStringLiteral("card"), c.card}}
                       : QJsonObject{{QStringLiteral("card"), c.card}, {QStringLiteral("unit"), c.unit}});
    return out;
}

QList<DeckCard> cardsFromJson(const QJsonArray &array)
{
    QList<DeckCard> out;
    for (const QJsonValue v : array)
        out.append({v[u"card"].toString(), v[u"unit"].toString()});
    return out;
}

QJsonArray rollsToJson(const QList<BattleState::PendingRoll> &rolls)
{
    QJsonArray out;
    for (const BattleState::PendingRoll &r : rolls)
        out.append(QJsonObject{{QStringLiteral("table"), r.table},
                               {QStringLiteral("value"), r.value},
                               {QStringLiteral("thenValue"), r.thenValue}});
    return out;
}

QJsonObject snapshot(const BattleState &state)
{
    QJsonArray joined;
    for (const ScenarioUnit &su : state.joined)
        joined.append(QJsonObject{{QStringLiteral("id"), su.id},
                                  {QStringLiteral("name"), su.name},
                                  {QStringLiteral("type"), su.type},
                                  {QStringLiteral("side"), su.side},
                                  {QStringLiteral("commander"), su.commander},
                                  {QStringLiteral("isCommander"), su.isCommander},
                                  {QStringLiteral("level"), su.level},
                                  {QStringLiteral("fields"), QJsonObject::fromVariantHash(su.fields)}});
    QJsonObject units;
    for (auto it = state.units.begin(); it != state.units.end(); ++it) {
        const UnitState &u = it.value();
        units.insert(it.key(),
                     QJsonObject{{QStringLiteral("id"), u.id},
                                 {QStringLiteral("name"), u.name},
                                 {QStringLiteral("type"), u.type},
                                 {QStringLiteral("removed"), u.removed},
                                 {QStringLiteral("fields"), QJsonObject::fromVariantHash(u.fields)}});
    }
    QJsonObject transferred;
    for (auto it = state.transferred.cbegin(); it != state.transferred.cend(); ++it)
        transferred.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("turn"), state.turn},
                  {QStringLiteral("phase"), state.phase},
                  {QStringLiteral("segment"), state.segment},
                  {QStringLiteral("pendingFate"), state.pendingFate},
                  {QStringLiteral("pendingRolls"), rollsToJson(state.pendingRolls)},
                  {QStringLiteral("pendingTable"), state.pendingTable},
                  {QStringLiteral("notes"), QJsonArray::fromStringList(state.notes)},
                  {QStringLiteral("drawPile"), cardsToJson(state.drawPile)},
                  {QStringLiteral("drawn"), cardsToJson(state.drawn)},
                  {QStringLiteral("lastDrawn"), cardsToJson(state.lastDrawn)},
                  {QStringLiteral("joined"), joined},
                  {QStringLiteral("units"), units}};
    // Only when the umpire has changed the order of battle: older snapshots stay as they were.
    if (!transferred.isEmpty())
        o.insert(QStringLiteral("transferred"), transferred);
    if (!state.withdrawn.isEmpty())
        o.insert(QStringLiteral("withdrawn"), QJsonArray::fromStringList(state.withdrawn));
    if (!state.firstSide.isEmpty())
        o.insert(QStringLiteral("firstSide"), state.firstSide);
    return o;
}

std::optional<BattleState> fromSnapshot(const QJsonObject &json, const Ruleset &ruleset,
                                        const QSet<QString> &startingUnits)
{
    BattleState s;
    s.turn = json.value(u"turn").toInt(-1);
    s.phase = json.value(u"phase").toInt(-1);
    s.segment = json.value(u"segment").toInt(-1);
    const bool phases = ruleset.activation && ruleset.activation->kind == Activation::Kind::Phases;
    if (s.turn < 1 || s.phase < 0 || s.segment < 0
        || (phases
            && (s.phase >= ruleset.activation->phases.size()
                || (s.segment > 0 && s.segment >= ruleset.activation->phases.at(s.phase).segments.size()))))
        return std::nullopt;
    s.pendingFate = json.value(u"pendingFate").toString();
    s.firstSide = json.value(u"firstSide").toString();
    s.pendingTable = json.value(u"pendingTable").toString();
    for (const QJsonValue v : json.value(u"pendingRolls").toArray()) {
        const QJsonObject o = v.toObject();
        if (!ruleset.table(o.value(u"table").toString()))
            return std::nullopt;
        s.pendingRolls.append(
            {o.value(u"table").toString(), o.value(u"value").toInt(), o.value(u"thenValue").toInt()});
    }
    if (!s.pendingTable.isEmpty() && !ruleset.table(s.pendingTable))
        return std::nullopt;
    for (const QJsonValue n : json.value(u"notes").toArray())
        s.notes.append(n.toString());
    s.drawPile = cardsFromJson(json.value(u"drawPile").toArray());
    s.drawn = cardsFromJson(json.value(u"drawn").toArray());
    s.lastDrawn = cardsFromJson(json.value(u"lastDrawn").toArray());
    QSet<QString> joinedIds;
    for (const QJsonValue v : json.value(u"joined").toArray()) {
        const QJsonObject o = v.toObject();
        ScenarioUnit su;
        su.id = o.value(u"id").toString();
        su.name = o.value(u"name").toString();
        su.type = o.value(u"type").toString();
        su.side = o.value(u"side").toString();
        su.commander = o.value(u"commander").toString();
        su.isCommander = o.value(u"isCommander").toBool();
        su.level = o.value(u"level").toString();
        su.fields = o.value(u"fields").toObject().toVariantHash();
        if (su.id.isEmpty() || startingUnits.contains(su.id) || joinedIds.contains(su.id))
            return std::nullopt;
        joinedIds.insert(su.id);
        s.joined.append(su);
    }
    const QJsonObject units = json.value(u"units").toObject();
    // The same units as the order of battle and those who joined, no more and no fewer.
    if (units.size() != startingUnits.size() + joinedIds.size())
        return std::nullopt;
    for (auto it = units.begin(); it != units.end(); ++it) {
        if (!startingUnits.contains(it.key()) && !joinedIds.contains(it.key()))
            return std::nullopt;
        const QJsonObject o = it.value().toObject();
        UnitState u;
        u.id = o.value(u"id").toString();
        u.name = o.value(u"name").toString();
        u.type = o.value(u"type").toString();
        u.removed = o.value(u"removed").toBool();
        const QJsonObject fields = o.value(u"fields").toObject();
        for (auto f = fields.begin(); f != fields.end(); ++f) {
            // JSON has one kind of number; the game keeps whole numbers as int.
            const QJsonValue v = f.value();
            u.fields.insert(f.key(),
                            v.isDouble() && v.toDouble() == double(v.toInt()) ? QVariant(v.toInt())
                                                                              : v.toVariant());
        }
        s.units.insert(it.key(), u);
    }
    // Moves and removals name units of this battle, each once.
    const QJsonObject transferred = json.value(u"transferred").toObject();
    for (auto it = transferred.begin(); it != transferred.end(); ++it) {
        if (!s.units.contains(it.key()) || !s.units.contains(it.value().toString()))
            return std::nullopt;
        s.transferred.insert(it.key(), it.value().toString());
    }
    for (const QJsonValue v : json.value(u"withdrawn").toArray()) {
        if (!s.units.contains(v.toString()) || s.withdrawn.contains(v.toString()))
            return std::nullopt;
        s.withdrawn.append(v.toString());
    }
    return s;
}

QJsonObject view(const BattleState &state, const Ruleset &ruleset)
{
    QJsonObject units;
    for (auto it = state.units.begin(); it != state.units.end(); ++it)
        units.insert(it.key(), SituationJson::unitToJson(ruleset, it.value()));
    QJsonObject o{{QStringLiteral("turn"), state.turn},
                  {QStringLiteral("pendingFate"), state.pendingFate},
                  {QStringLiteral("units"), units},
                  {QStringLiteral("drawPile"), cardsToJson(state.drawPile)},
                  {QStringLiteral("drawn"), cardsToJson(state.drawn)}};
    if (ruleset.activation && ruleset.activation->kind == Activation::Kind::Phases) {
        o.insert(QStringLiteral("phase"), ruleset.activation->phases.at(state.phase).id);
        o.insert(QStringLiteral("segment"),
                 ruleset.activation->phases.at(state.phase).segmentIds().value(state.segment));
        if (!state.firstSide.isEmpty())
            o.insert(QStringLiteral("firstSide"), state.firstSide);
    }
    return o;
}

} // namespace adjutant::battle::StateJson
