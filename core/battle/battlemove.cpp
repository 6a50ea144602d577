// A unit's move played onto the battle: the change of formation, what the ground and the distance
// bring about as the ruleset says, and the states later tests read (moved this turn, acted).
// What forbids a move is Restrictions' to say before it is journaled; here it is only carried out.

#include "battle.h"
#include "text/punctuation.h"

#include "rules/orders.h"

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

// Effects on the moving unit alone, told in the notes as the ruleset words them.
void landOn(const Ruleset &rs, const QList<Effect> &effects, const QString &unit, const Situation &s,
            BattleState &state, QStringList &notes)
{
    if (effects.isEmpty())
        return;
    const QHash<QString, QString> roles{{QStringLiteral("actor"), unit}};
    for (const EffectRecord &r : Resolver(rs).applyEffects(effects, roles, s, state.units))
        notes.append(r.text);
}

} // namespace

MoveRequest Battle::moveRequest(const action::Move &a)
{
    MoveRequest request;
    request.toFormation = a.to;
    request.changeFace = a.face;
    request.terrain = a.terrain;
    request.manoeuvre = a.manoeuvre;
    request.moved = a.inches;
    return request;
}

MovePlan Battle::movePlanIn(const action::Move &a, const BattleState &state) const
{
    action::Resolve actor;
    actor.actor = a.unit;
    return Orders::movePlan(rulesetIn(state), situationIn(actor, state), moveRequest(a));
}

bool Battle::move(const action::Move &a, BattleState &state, QStringList &notes, QString *summary,
                  QString *error) const
{
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (state.units.value(a.unit).removed) {
        *error = tr("%1 is out of play").arg(unitName(state, a.unit));
        return false;
    }
    const Ruleset &rs = rulesetIn(state);
    const MovePlan plan = movePlanIn(a, state);
    action::Resolve actor;
    actor.actor = a.unit;
    QStringList brought; // what the move brought about, for the journal's line
    if (!a.to.isEmpty()) {
        state.units[a.unit].fields.insert(rs.display.formation(), a.to);
        if (plan.change && plan.change->allowed) {
            brought.append(tr("%1 used").arg(plan.change->costText));
            if (plan.change->totalCost > 1.0 + 1e-9)
                notes.append(tr("%1: the change takes %2, so %3 of its next move too")
                                 .arg(unitName(state, a.unit), plan.change->costText,
                                      Orders::movesText(plan.change->totalCost - 1.0)));
            // A shaken unit's change is tested step by step: owed, taken from the queue.
            for (int i = 0; i < plan.change->testsRequired; ++i) {
                OwedTest owed;
                owed.id = ++state.owedSoFar;
                owed.test = plan.change->test;
                owed.actor = a.unit;
                owed.why = tr("a change of formation to %1").arg(rs.formation(a.to)->doc.name);
                state.owed.append(owed);
                notes.append(tr("%1 owes %2").arg(unitName(state, a.unit), rs.test(owed.test)->doc.name));
            }
        }
    }
    const Situation moved = situationIn(actor, state);
    if (rs.moving)
        landOn(rs, rs.moving->effects, a.unit, moved, state, notes);
    if (const Field *f = rs.field(rs.display.moved))
        state.units[a.unit].fields.insert(f->id, true);
    // The inches used, so a later move this phase (or card) takes only what is left.
    if (rs.moving && !rs.moving->spent.isEmpty() && plan.found)
        state.units[a.unit].fields.insert(rs.moving->spent, plan.spentAfter);
    if (plan.ground && plan.ground->disorders && rs.moving) {
        brought.append(tr("disordered crossing %1").arg(rs.terrainType(a.terrain)->doc.name));
        landOn(rs, rs.moving->disorder, a.unit, situationIn(actor, state), state, notes);
    }
    for (const AfterMove *rule : plan.afterMove) {
        brought.append(rule->doc.name);
        landOn(rs, rule->effects, a.unit, situationIn(actor, state), state, notes);
    }
    // "Move: 1/52nd Foot 6\" into Line through Light woods — disordered crossing Stream"; a change
    // of formation alone says no distance.
    QString line = a.inches > 0 ? tr("Move: %1 %2").arg(unitName(state, a.unit), Orders::inchesText(a.inches))
                                : tr("Move: %1").arg(unitName(state, a.unit));
    if (a.face)
        line += tr(", changing face");
    if (const Formation *f = rs.formation(a.to))
        line += tr(" into %1").arg(f->doc.name);
    if (const Terrain *t = rs.terrainType(a.terrain))
        line += tr(" through %1").arg(t->doc.name);
    for (const Manoeuvre &m : rs.manoeuvres)
        if (m.id == a.manoeuvre)
            line += tr(", %1").arg(m.doc.name);
    if (plan.limit)
        line += tr(" (%1)").arg(plan.limit->doc.name);
    if (!brought.isEmpty())
        line += u" — " + brought.join(text::Punctuation::semicolon());
    *summary = line;
    return true;
}

} // namespace adjutant::battle
