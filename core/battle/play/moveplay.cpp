// A unit's move played onto the battle. See moveplay.h.

#include "moveplay.h"

#include "battle/battle.h"

#include "rules/orders.h"
#include "rules/resolver.h"
#include "text/punctuation.h"

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

bool MovePlay::operator()(const action::Move &a) const
{
    const Battle &battle = m_play.battle;
    BattleState &state = m_play.state;
    QStringList &notes = m_play.notes;
    if (!m_play.inBattle(a.unit))
        return false;
    if (state.units.value(a.unit).removed)
        return m_play.fail(tr("%1 is out of play").arg(unitName(state, a.unit)));
    const Ruleset &rs = m_play.ruleset();
    const MovePlan plan = battle.movePlanIn(a, state);
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
    const Situation moved = battle.situationIn(actor, state);
    if (rs.moving)
        landOn(rs, rs.moving->effects, a.unit, moved, state, notes);
    if (const Field *f = rs.field(rs.display.moved))
        state.units[a.unit].fields.insert(f->id, true);
    // The inches used, so a later move this phase (or card) takes only what is left.
    if (rs.moving && !rs.moving->spent.isEmpty() && plan.found)
        state.units[a.unit].fields.insert(rs.moving->spent, plan.spentAfter);
    if (plan.ground && plan.ground->disorders && rs.moving) {
        brought.append(tr("disordered crossing %1").arg(rs.terrainType(a.terrain)->doc.name));
        landOn(rs, rs.moving->disorder, a.unit, battle.situationIn(actor, state), state, notes);
    }
    for (const AfterMove *rule : plan.afterMove) {
        brought.append(rule->doc.name);
        landOn(rs, rule->effects, a.unit, battle.situationIn(actor, state), state, notes);
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
    *m_play.summary = line;
    return true;
}

} // namespace adjutant::battle
