#include "battle.h"

// The units a procedure names besides the two it is between (the brigade rules' gun that the
// infantry charged supports): who may play each role, and whether an action's choice stands.

namespace adjutant::battle {

using namespace adjutant::rules;

QString Battle::sideIn(const BattleState &state, const QString &unitId) const
{
    for (const ScenarioUnit &su : orderOfBattleIn(state))
        if (su.id == unitId)
            return su.side;
    return {};
}

QStringList Battle::roleCandidates(const QString &procedureId, const QString &roleId, const QString &actor,
                                   const QString &target) const
{
    const Ruleset &rs = ruleset();
    const Procedure *proc = rs.procedure(procedureId);
    const ProcedureRole *role = proc ? proc->role(roleId) : nullptr;
    if (!role || !m_state.units.contains(actor) || !m_state.units.contains(target))
        return {};
    Situation declared;
    declared.options = m_optionsInForce;
    declared.units.insert(QStringLiteral("actor"), m_state.units.value(actor));
    declared.units.insert(QStringLiteral("target"), m_state.units.value(target));
    if (role->when && !Evaluator(rs, declared).holds(*role->when))
        return {};
    const QString side = sideIn(m_state, role->side == u"actor" ? actor : target);
    QStringList out;
    for (const ScenarioUnit &su : orderOfBattleIn(m_state)) {
        const UnitState &u = m_state.units.value(su.id);
        if (su.side != side || su.id == actor || su.id == target || u.removed)
            continue;
        Situation candidate;
        candidate.options = m_optionsInForce;
        candidate.units.insert(QStringLiteral("actor"), u);
        if (!role->fits || Evaluator(rs, candidate).holds(*role->fits))
            out.append(su.id);
    }
    return out;
}

bool Battle::checkRoles(const Procedure &proc, const action::Resolve &a, const BattleState &state,
                        QString *error) const
{
    // Each unit named for one of the procedure's other roles: one of its roles, in play, on the side
    // the role says, and not one of the two units it is between (whether it fits the role, the
    // procedure judges).
    const auto sideOf = [&](const QString &id) { return sideIn(state, id); };
    for (auto it = a.roles.begin(); it != a.roles.end(); ++it) {
        const ProcedureRole *role = proc.role(it.key());
        if (!role) {
            *error = tr("roles.%1: %2 has no such role").arg(it.key(), proc.doc.name);
            return false;
        }
        if (const QString gone = notInBattle(state, it.value()); !gone.isEmpty()) {
            *error = tr("roles.%1: %2").arg(it.key(), gone);
            return false;
        }
        if (state.units.value(it.value()).removed) {
            *error = tr("%1 is no longer in play").arg(unitName(state, it.value()));
            return false;
        }
        const QString side = sideOf(role->side == u"actor" ? a.actor : a.target);
        if (sideOf(it.value()) != side || it.value() == a.actor || it.value() == a.target) {
            *error = tr("%1 cannot be %2: it must be another unit of the side of %3")
                         .arg(unitName(state, it.value()), role->doc.name,
                              unitName(state, role->side == u"actor" ? a.actor : a.target));
            return false;
        }
    }
    return true;
}

} // namespace adjutant::battle
