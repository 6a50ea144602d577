#include "statejson.h"

#include "owedtests.h"

#include "rules/situationjson.h"

#include <QCoreApplication>

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

QJsonArray fatesToJson(const QList<BattleState::WaitingFate> &fates)
{
    QJsonArray out;
    for (const BattleState::WaitingFate &f : fates)
        out.append(
            QJsonObject{{QStringLiteral("text"), f.text}, {QStringLiteral("rolls"), rollsToJson(f.rolls)}});
    return out;
}

namespace {

// A unit's fields as a snapshot keeps them. JSON has one kind of number; the game keeps whole
// numbers as int.
QVariantHash fieldsFromJson(const QJsonObject &fields)
{
    QVariantHash out;
    for (auto f = fields.begin(); f != fields.end(); ++f) {
        const QJsonValue v = f.value();
        out.insert(f.key(),
                   v.isDouble() && v.toDouble() == double(v.toInt()) ? QVariant(v.toInt()) : v.toVariant());
    }
    return out;
}

// A unit's figures as a snapshot keeps them: only the fields set, as its own fields are kept.
QJsonArray rosterToJson(const QList<Figure> &figures)
{
    QJsonArray out;
    for (const Figure &f : figures) {
        QJsonObject o = QJsonObject::fromVariantHash(f.fields);
        o.insert(QStringLiteral("id"), f.id);
        o.insert(QStringLiteral("role"), f.role);
        if (!f.name.isEmpty())
            o.insert(QStringLiteral("name"), f.name);
        out.append(o);
    }
    return out;
}

} // namespace

QJsonArray owedToJson(const QList<OwedTest> &owed)
{
    QJsonArray out;
    for (const OwedTest &o : owed) {
        QJsonObject j{{QStringLiteral("id"), o.id},
                      {QStringLiteral("test"), o.test},
                      {QStringLiteral("actor"), o.actor}};
        if (!o.target.isEmpty())
            j.insert(QStringLiteral("target"), o.target);
        if (!o.trigger.isEmpty())
            j.insert(QStringLiteral("trigger"), o.trigger);
        if (!o.after.isEmpty())
            j.insert(QStringLiteral("after"), o.after);
        if (o.attack > 0)
            j.insert(QStringLiteral("attack"), o.attack);
        if (!o.figures.isEmpty()) {
            QJsonObject figures;
            for (auto it = o.figures.begin(); it != o.figures.end(); ++it)
                figures.insert(it.key(), it.value());
            j.insert(QStringLiteral("figures"), figures);
        }
        if (!o.judgedOn.isEmpty()) {
            QJsonObject judged;
            for (auto it = o.judgedOn.begin(); it != o.judgedOn.end(); ++it)
                judged.insert(it.key(), QJsonObject::fromVariantHash(it.value()));
            j.insert(QStringLiteral("judgedOn"), judged);
        }
        if (o.lapse != OwedTest::Lapse::Never)
            j.insert(QStringLiteral("lapses"), OwedTests::lapseId(o.lapse));
        if (!o.why.isEmpty())
            j.insert(QStringLiteral("why"), o.why);
        out.append(j);
    }
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
    for (qsizetype i = 0; i < state.joined.size(); ++i)
        if (!state.joined.at(i).figures.isEmpty()) {
            QJsonObject o = joined.at(i).toObject();
            o.insert(QStringLiteral("roster"), rosterToJson(state.joined.at(i).figures));
            joined[i] = o;
        }
    QJsonObject units;
    for (auto it = state.units.begin(); it != state.units.end(); ++it) {
        const UnitState &u = it.value();
        QJsonObject unit{{QStringLiteral("id"), u.id},
                         {QStringLiteral("name"), u.name},
                         {QStringLiteral("type"), u.type},
                         {QStringLiteral("removed"), u.removed},
                         {QStringLiteral("fields"), QJsonObject::fromVariantHash(u.fields)}};
        if (!u.figures.isEmpty()) // only then: snapshots of units without figures stay as they were
            unit.insert(QStringLiteral("roster"), rosterToJson(u.figures));
        units.insert(it.key(), unit);
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
    // Only while a fate offers it: older snapshots stay as they were.
    if (state.rearrangeOffered > 0)
        o.insert(QStringLiteral("rearrangeOffered"), state.rearrangeOffered);
    // Only when the umpire has changed the order of battle: older snapshots stay as they were.
    if (!transferred.isEmpty())
        o.insert(QStringLiteral("transferred"), transferred);
    if (!state.withdrawn.isEmpty())
        o.insert(QStringLiteral("withdrawn"), QJsonArray::fromStringList(state.withdrawn));
    if (!state.firstSide.isEmpty())
        o.insert(QStringLiteral("firstSide"), state.firstSide);
    // Only once the battle moved onto other rules, likewise.
    if (!state.rules.isEmpty())
        o.insert(QStringLiteral("rules"), state.rules);
    // Only while fates wait (rulesets that keep them, rules::WaitingFates), likewise.
    if (!state.fates.isEmpty())
        o.insert(QStringLiteral("fates"), fatesToJson(state.fates));
    // Only once a test was ever owed, likewise.
    if (state.owedSoFar > 0 || !state.owed.isEmpty() || !state.owedOnce.isEmpty())
        o.insert(QStringLiteral("owed"),
                 QJsonObject{{QStringLiteral("soFar"), state.owedSoFar},
                             {QStringLiteral("tests"), owedToJson(state.owed)},
                             {QStringLiteral("once"), QJsonArray::fromStringList(state.owedOnce)}});
    return o;
}

namespace {

// The rolls and fates waiting on tables, each a table the ruleset has.
std::optional<QString> readWaiting(const QJsonObject &json, const Ruleset &ruleset, BattleState &s)
{
    for (const QJsonValue v : json.value(u"pendingRolls").toArray()) {
        const QJsonObject o = v.toObject();
        if (!ruleset.table(o.value(u"table").toString()))
            return QCoreApplication::translate(
                       "StateJson", "a roll waits on the table \"%1\", which the ruleset does not have")
                .arg(o.value(u"table").toString());
        s.pendingRolls.append(
            {o.value(u"table").toString(), o.value(u"value").toInt(), o.value(u"thenValue").toInt()});
    }
    for (const QJsonValue v : json.value(u"fates").toArray()) {
        BattleState::WaitingFate fate;
        fate.text = v[u"text"].toString();
        for (const QJsonValue r : v[u"rolls"].toArray()) {
            if (!ruleset.table(r[u"table"].toString()))
                return QCoreApplication::translate(
                           "StateJson", "a fate waits on the table \"%1\", which the ruleset does not have")
                    .arg(r[u"table"].toString());
            fate.rolls.append({r[u"table"].toString(), r[u"value"].toInt(), r[u"thenValue"].toInt()});
        }
        if (fate.rolls.isEmpty())
            return QCoreApplication::translate("StateJson", "a fate waits with no roll");
        s.fates.append(fate);
    }
    if (!s.pendingTable.isEmpty() && !ruleset.table(s.pendingTable))
        return QCoreApplication::translate(
                   "StateJson", "the table \"%1\" waits to be rolled, and the ruleset does not have it")
            .arg(s.pendingTable);
    return std::nullopt;
}

// The units that joined during the battle, each new to it.
std::optional<QString> readJoined(const QJsonObject &json, const Ruleset &ruleset,
                                  const QSet<QString> &startingUnits, BattleState &s,
                                  QSet<QString> &joinedIds)
{
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
        if (o.contains(u"roster")) {
            QStringList problems;
            su.figures = SituationJson::figuresFromJson(ruleset, o.value(u"roster"), su.id, &problems);
            if (!problems.isEmpty())
                return problems.first();
        }
        if (su.id.isEmpty())
            return QCoreApplication::translate("StateJson", "a unit joined without an id");
        if (startingUnits.contains(su.id) || joinedIds.contains(su.id))
            return QCoreApplication::translate("StateJson",
                                               "the unit \"%1\" joined, and it was there already")
                .arg(su.id);
        joinedIds.insert(su.id);
        s.joined.append(su);
    }
    return std::nullopt;
}

// Every unit's state: the same units as the order of battle and those who joined, no more and
// no fewer.
std::optional<QString> readUnits(const QJsonObject &json, const Ruleset &ruleset,
                                 const QSet<QString> &startingUnits, const QSet<QString> &joinedIds,
                                 BattleState &s)
{
    const QJsonObject units = json.value(u"units").toObject();
    for (const QString &id : startingUnits + joinedIds)
        if (!units.contains(id))
            return QCoreApplication::translate("StateJson", "the unit \"%1\" is missing").arg(id);
    for (auto it = units.begin(); it != units.end(); ++it) {
        if (!startingUnits.contains(it.key()) && !joinedIds.contains(it.key()))
            return QCoreApplication::translate("StateJson", "there is no unit \"%1\" in this battle")
                .arg(it.key());
        const QJsonObject o = it.value().toObject();
        UnitState u;
        u.id = o.value(u"id").toString();
        // Units are found by their key and named by their id: the two must be one.
        if (u.id != it.key())
            return QCoreApplication::translate("StateJson", "the unit under \"%1\" says it is \"%2\"")
                .arg(it.key(), u.id);
        u.name = o.value(u"name").toString();
        u.type = o.value(u"type").toString();
        u.removed = o.value(u"removed").toBool();
        u.fields = fieldsFromJson(o.value(u"fields").toObject());
        if (o.contains(u"roster")) {
            QStringList problems;
            u.figures = SituationJson::figuresFromJson(ruleset, o.value(u"roster"), u.id, &problems);
            if (!problems.isEmpty())
                return problems.first();
            for (Figure &f : u.figures) // whole numbers kept as int, as a unit's fields are
                f.fields = fieldsFromJson(QJsonObject::fromVariantHash(f.fields));
        }
        s.units.insert(it.key(), u);
    }
    return std::nullopt;
}

// Moves and removals name units of this battle, each once.
std::optional<QString> readChanges(const QJsonObject &json, BattleState &s)
{
    const QJsonObject transferred = json.value(u"transferred").toObject();
    for (auto it = transferred.begin(); it != transferred.end(); ++it) {
        if (!s.units.contains(it.key()) || !s.units.contains(it.value().toString()))
            return QCoreApplication::translate("StateJson",
                                               "a move names a unit not in this battle (\"%1\" to \"%2\")")
                .arg(it.key(), it.value().toString());
        s.transferred.insert(it.key(), it.value().toString());
    }
    for (const QJsonValue v : json.value(u"withdrawn").toArray()) {
        if (!s.units.contains(v.toString()))
            return QCoreApplication::translate("StateJson", "the withdrawn unit \"%1\" is not in this battle")
                .arg(v.toString());
        if (s.withdrawn.contains(v.toString()))
            return QCoreApplication::translate("StateJson", "the unit \"%1\" is withdrawn twice")
                .arg(v.toString());
        s.withdrawn.append(v.toString());
    }
    return std::nullopt;
}

// Owed tests name tests of the ruleset and units of this battle, numbered below the count.
std::optional<QString> readOwed(const QJsonObject &json, const Ruleset &ruleset, BattleState &s)
{
    const QJsonObject owed = json.value(u"owed").toObject();
    s.owedSoFar = owed.value(u"soFar").toInt();
    if (s.owedSoFar < 0)
        return QString(); // damaged past saying
    for (const QJsonValue v : owed.value(u"tests").toArray()) {
        const QJsonObject o = v.toObject();
        OwedTest t;
        t.id = o.value(u"id").toInt();
        t.test = o.value(u"test").toString();
        t.actor = o.value(u"actor").toString();
        t.target = o.value(u"target").toString();
        t.trigger = o.value(u"trigger").toString();
        t.after = o.value(u"after").toString();
        const QString lapses = o.value(u"lapses").toString();
        t.lapse = lapses == u"phase"  ? OwedTest::Lapse::EndOfPhase
            : lapses == u"turn"       ? OwedTest::Lapse::EndOfTurn
            : lapses == u"next-phase" ? OwedTest::Lapse::EndOfNextPhase
                                      : OwedTest::Lapse::Never;
        t.why = o.value(u"why").toString();
        t.attack = o.value(u"attack").toInt();
        if (t.attack < 0 || t.attack > s.owedSoFar)
            return QString(); // damaged past saying
        const QJsonObject figures = o.value(u"figures").toObject();
        for (auto it = figures.begin(); it != figures.end(); ++it)
            t.figures.insert(it.key(), it.value().toString());
        const QJsonObject judged = o.value(u"judgedOn").toObject();
        for (auto it = judged.begin(); it != judged.end(); ++it) {
            if ((it.key() != u"actor" && it.key() != u"target") || !it.value().isObject())
                return QString(); // damaged past saying
            t.judgedOn.insert(it.key(), fieldsFromJson(it.value().toObject()));
        }
        if (t.id < 1 || t.id > s.owedSoFar || !ruleset.test(t.test) || !s.units.contains(t.actor)
            || (!t.target.isEmpty() && !s.units.contains(t.target)))
            return QString(); // damaged past saying
        s.owed.append(t);
    }
    for (const QJsonValue v : owed.value(u"once").toArray())
        s.owedOnce.append(v.toString());
    return std::nullopt;
}

} // namespace

std::optional<BattleState> fromSnapshot(const QJsonObject &json, const Ruleset &ruleset,
                                        const QSet<QString> &startingUnits, QString *why)
{
    const auto refuse = [why](const QString &reason) -> std::optional<BattleState> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    BattleState s;
    s.turn = json.value(u"turn").toInt(-1);
    s.phase = json.value(u"phase").toInt(-1);
    s.segment = json.value(u"segment").toInt(-1);
    const bool phases = ruleset.activation && ruleset.activation->kind == Activation::Kind::Phases;
    if (s.turn < 1 || s.phase < 0 || s.segment < 0
        || (phases
            && (s.phase >= ruleset.activation->phases.size()
                || (s.segment > 0 && s.segment >= ruleset.activation->phases.at(s.phase).segments.size()))))
        return refuse(QCoreApplication::translate(
                          "StateJson", "turn %1, phase %2, segment %3 is no point in this ruleset's turn")
                          .arg(s.turn)
                          .arg(s.phase)
                          .arg(s.segment));
    s.pendingFate = json.value(u"pendingFate").toString();
    s.firstSide = json.value(u"firstSide").toString();
    s.rules = json.value(u"rules").toString();
    s.pendingTable = json.value(u"pendingTable").toString();
    s.rearrangeOffered = std::max(0, json.value(u"rearrangeOffered").toInt());
    if (const std::optional<QString> refused = readWaiting(json, ruleset, s))
        return refuse(*refused);
    for (const QJsonValue n : json.value(u"notes").toArray())
        s.notes.append(n.toString());
    s.drawPile = cardsFromJson(json.value(u"drawPile").toArray());
    s.drawn = cardsFromJson(json.value(u"drawn").toArray());
    s.lastDrawn = cardsFromJson(json.value(u"lastDrawn").toArray());
    QSet<QString> joinedIds;
    if (const std::optional<QString> refused = readJoined(json, ruleset, startingUnits, s, joinedIds))
        return refuse(*refused);
    if (const std::optional<QString> refused = readUnits(json, ruleset, startingUnits, joinedIds, s))
        return refuse(*refused);
    if (const std::optional<QString> refused = readChanges(json, s))
        return refuse(*refused);
    if (const std::optional<QString> refused = readOwed(json, ruleset, s); refused && refused->isEmpty())
        return std::nullopt; // damaged past saying
    else if (refused)
        return refuse(*refused);
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
    if (!state.owed.isEmpty())
        o.insert(QStringLiteral("owed"), owedToJson(state.owed));
    if (!state.fates.isEmpty()) {
        QJsonArray fates;
        for (const BattleState::WaitingFate &f : state.fates)
            fates.append(f.text);
        o.insert(QStringLiteral("waitingFates"), fates);
    }
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
