#include "returns.h"

#include <functional>

namespace adjutant::battle {

namespace {

// A reinforcement has no place in the battle's initial state: it starts from what it joined with.
rules::UnitState startOf(const Battle &battle, const ScenarioUnit &unit)
{
    if (const auto it = battle.initialState().units.constFind(unit.id);
        it != battle.initialState().units.cend())
        return *it;
    rules::UnitState s;
    s.id = unit.id;
    s.type = unit.type;
    s.fields = unit.fields;
    return s;
}

} // namespace

QList<ReturnsRow> Returns::of(const Battle &battle)
{
    const rules::Ruleset &rs = battle.ruleset();
    const QList<ScenarioUnit> everyone = battle.orderOfBattle();
    QHash<QString, QList<const ScenarioUnit *>> under; // side/commander -> who answers to them
    for (const ScenarioUnit &u : everyone)
        under[u.side + u'/' + u.commander].append(&u);
    QList<ReturnsRow> rows;
    rows.reserve(battle.scenario().sides.size() + everyone.size());
    // Depth first, so that everyone under a row follows it.
    const std::function<void(const ScenarioUnit &, int, int)> add
        = [&](const ScenarioUnit &u, int depth, int parent) {
              ReturnsRow r;
              r.kind = u.isCommander ? ReturnsRow::Kind::Commander : ReturnsRow::Kind::Unit;
              r.id = u.id;
              r.name = u.name;
              r.type = u.type;
              const rules::UnitType *type = rs.unitType(u.type);
              r.typeName = type ? type->doc.name : u.type;
              r.side = u.side;
              r.commander = u.commander;
              r.depth = depth;
              r.parent = parent;
              r.state = battle.state().units.value(u.id);
              r.start = startOf(battle, u);
              r.glance = UnitView::glance(rs, r.state, r.start);
              const int index = int(rows.size());
              rows.append(r);
              for (const ScenarioUnit *child : under.value(u.side + u'/' + u.id))
                  add(*child, depth + 1, index);
              rows[index].end = int(rows.size());
          };
    for (const ScenarioSide &side : battle.scenario().sides) {
        ReturnsRow s;
        s.kind = ReturnsRow::Kind::Side;
        s.id = side.id;
        s.name = side.name;
        s.side = side.id;
        const int index = int(rows.size());
        rows.append(s);
        for (const ScenarioUnit *top : under.value(side.id + u'/'))
            add(*top, 1, index);
        rows[index].end = int(rows.size());
    }
    return rows;
}

QString Returns::kindName(ReturnsRow::Kind kind)
{
    switch (kind) {
    case ReturnsRow::Kind::Side:
        return QStringLiteral("side");
    case ReturnsRow::Kind::Commander:
        return QStringLiteral("commander");
    case ReturnsRow::Kind::Unit:
        break;
    }
    return QStringLiteral("unit");
}

QJsonObject Returns::toJson(const ReturnsRow &row)
{
    QJsonObject o{{QStringLiteral("kind"), kindName(row.kind)},
                  {QStringLiteral("id"), row.id},
                  {QStringLiteral("name"), row.name},
                  {QStringLiteral("depth"), row.depth},
                  {QStringLiteral("side"), row.side}};
    if (row.kind == ReturnsRow::Kind::Side)
        return o;
    if (!row.commander.isEmpty())
        o.insert(QStringLiteral("commander"), row.commander);
    o.insert(QStringLiteral("type"), row.type);
    o.insert(QStringLiteral("state"), row.glance.stateId);
    if (!row.glance.stateName.isEmpty())
        o.insert(QStringLiteral("stateName"), row.glance.stateName); // as the ruleset words it
    if (row.glance.outOf > 0) {
        o.insert(QStringLiteral("lost"), row.glance.lost);
        o.insert(QStringLiteral("outOf"), row.glance.outOf);
    }
    if (!row.glance.formation.isEmpty())
        o.insert(QStringLiteral("formation"), row.glance.formation);
    if (!row.glance.markers.isEmpty())
        o.insert(QStringLiteral("markers"), QJsonArray::fromStringList(row.glance.markers));
    o.insert(QStringLiteral("removed"), row.glance.removed);
    return o;
}

QJsonArray Returns::toJson(const QList<ReturnsRow> &rows)
{
    QJsonArray out;
    for (const ReturnsRow &r : rows)
        out.append(toJson(r));
    return out;
}

} // namespace adjutant::battle
