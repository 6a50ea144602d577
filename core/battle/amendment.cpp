#include "amendment.h"

#include "battle.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <utility>

namespace adjutant::battle {

namespace {

// A body of the wanted order of battle, flattened: its place, as the editor wrote it; the very
// join it makes when it is new.
using Wanted = action::Join;

void flatten(const QJsonArray &list, const QString &side, const QString &commander, bool commanders,
             QList<Wanted> &out)
{
    for (const QJsonValue v : list) {
        const QJsonObject o = v.toObject();
        Wanted w;
        w.id = o.value(u"id").toString();
        w.name = o.value(u"name").toString();
        w.type = o.value(u"type").toString();
        w.side = side;
        w.commander = commander;
        w.isCommander = commanders;
        w.level = o.value(u"level").toString();
        w.fields = o.value(u"fields").toObject();
        out.append(w);
        if (commanders) {
            const QString id = out.last().id;
            flatten(o.value(u"commanders").toArray(), side, id, true, out);
            flatten(o.value(u"units").toArray(), side, id, false, out);
        }
    }
}

} // namespace

QJsonObject Amendment::orderOfBattleJson(const Battle &battle)
{
    const Scenario &sc = battle.scenario();
    const QList<ScenarioUnit> everyone = battle.orderOfBattle();
    QHash<QString, QList<const ScenarioUnit *>> under; // side/commander -> who answers to them
    for (const ScenarioUnit &u : everyone)
        under[u.side + u'/' + u.commander].append(&u);
    const auto body = [&](const auto &self, const ScenarioUnit &u) -> QJsonObject {
        QJsonObject o{
            {QStringLiteral("id"), u.id}, {QStringLiteral("name"), u.name}, {QStringLiteral("type"), u.type}};
        if (u.isCommander && !u.level.isEmpty())
            o.insert(QStringLiteral("level"), u.level);
        const QVariantHash fields = battle.state().units.value(u.id).fields;
        if (!fields.isEmpty())
            o.insert(QStringLiteral("fields"), QJsonObject::fromVariantHash(fields));
        if (!u.isCommander)
            return o;
        QJsonArray commanders, units;
        for (const ScenarioUnit *child : under.value(u.side + u'/' + u.id))
            (child->isCommander ? commanders : units).append(self(self, *child));
        o.insert(QStringLiteral("commanders"), commanders);
        o.insert(QStringLiteral("units"), units);
        return o;
    };
    QJsonArray sides;
    for (const ScenarioSide &s : sc.sides) {
        QJsonObject o{{QStringLiteral("id"), s.id}, {QStringLiteral("name"), s.name}};
        if (!s.colour.isEmpty())
            o.insert(QStringLiteral("colour"), s.colour);
        if (!s.pattern.isEmpty())
            o.insert(QStringLiteral("pattern"), s.pattern);
        if (!s.defaults.isEmpty())
            o.insert(QStringLiteral("defaults"), QJsonObject::fromVariantHash(s.defaults));
        QJsonArray commanders;
        for (const ScenarioUnit *top : under.value(s.id + u'/'))
            commanders.append(body(body, *top));
        o.insert(QStringLiteral("commanders"), commanders);
        sides.append(o);
    }
    QJsonObject root{{QStringLiteral("format"), 1},
                     {QStringLiteral("id"), sc.id},
                     {QStringLiteral("name"), sc.doc.name},
                     {QStringLiteral("ruleset"), battle.ruleset().id},
                     {QStringLiteral("sides"), sides}};
    if (!sc.settings.isEmpty()) {
        QJsonObject settings;
        for (auto it = sc.settings.begin(); it != sc.settings.end(); ++it)
            settings.insert(it.key(), it.value());
        root.insert(QStringLiteral("settings"), settings);
    }
    return root;
}

Amendment::Plan Amendment::plan(const Battle &battle, const QJsonObject &wanted)
{
    Plan p;
    const Scenario &sc = battle.scenario();
    const QJsonArray sides = wanted.value(u"sides").toArray();
    // The sides are the battle's: their number, ids and names stay as they began.
    if (sides.size() != sc.sides.size())
        p.problems.append(tr("a side cannot be added or taken away during a battle"));
    QList<Wanted> bodies;
    for (qsizetype i = 0; i < sides.size() && i < sc.sides.size(); ++i) {
        const QJsonObject s = sides.at(i).toObject();
        const ScenarioSide &was = sc.sides.at(i);
        if (s.value(u"id").toString() != was.id || s.value(u"name").toString() != was.name
            || s.value(u"colour").toString(was.colour) != was.colour
            || s.value(u"pattern").toString(was.pattern) != was.pattern
            || s.value(u"defaults").toObject().toVariantHash() != was.defaults)
            p.problems.append(tr("%1: a side is as it began for the whole battle").arg(was.name));
        flatten(s.value(u"commanders").toArray(), was.id, QString(), true, bodies);
    }
    const QList<ScenarioUnit> now = battle.orderOfBattle();
    QHash<QString, const ScenarioUnit *> placed;
    for (const ScenarioUnit &u : now)
        placed.insert(u.id, &u);
    QList<Action> joins, transfers, renames, corrections;
    QSet<QString> kept;
    for (const Wanted &w : std::as_const(bodies)) {
        const ScenarioUnit *u = placed.value(w.id);
        if (!u) {
            if (battle.state().units.contains(w.id)) { // an id taken by one who left: a newcomer all the same
                p.problems.append(
                    tr("%1: the id \"%2\" belonged to a unit taken out of the battle").arg(w.name, w.id));
                continue;
            }
            joins.append(w);
            continue;
        }
        kept.insert(w.id);
        if (u->type != w.type || u->side != w.side || u->isCommander != w.isCommander) {
            p.problems.append(tr("%1: its type, side or rank cannot change during a battle").arg(u->name));
            continue;
        }
        if (u->commander != w.commander) {
            if (w.commander.isEmpty())
                p.problems.append(tr("%1: someone of the side must command it").arg(u->name));
            else
                transfers.append(action::Transfer{w.id, w.commander, QString()});
        }
        if (u->name != w.name.simplified() && !w.name.simplified().isEmpty())
            renames.append(action::Rename{w.id, w.name, QString()});
        // A field the umpire changed is a correction, as on the unit's sheet.
        const QVariantHash has = battle.state().units.value(w.id).fields;
        QStringList keys = w.fields.keys();
        keys.sort();
        for (const QString &key : std::as_const(keys))
            if (QJsonValue::fromVariant(has.value(key)) != w.fields.value(key))
                corrections.append(action::SetField{w.id, key, w.fields.value(key), QString(), QString()});
    }
    // The gone, those under others first, so no commander goes while he still commands.
    QList<std::pair<int, QString>> gone;
    for (const ScenarioUnit &u : now)
        if (!kept.contains(u.id)) {
            int depth = 0;
            for (const ScenarioUnit *up = placed.value(u.commander); up && depth < now.size();
                 up = placed.value(up->commander))
                ++depth;
            gone.append({-depth, u.id});
        }
    std::stable_sort(gone.begin(), gone.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    if (!p.problems.isEmpty())
        return p;
    p.actions = joins + transfers + renames + corrections;
    for (const auto &g : std::as_const(gone))
        p.actions.append(action::Withdraw{g.second, QString()});
    return p;
}

} // namespace adjutant::battle
