#include "commandchains.h"

namespace adjutant::battle {

CommandChains::CommandChains(const Scenario &scenario) : m_scenario(scenario)
{
    for (qsizetype i = 0; i < scenario.units.size(); ++i) {
        const ScenarioUnit &su = scenario.units.at(i);
        m_at.insert(su.id, i);
        m_under[su.commander].append(i);
        if (su.isCommander)
            m_commandersOf[su.side].append(i);
    }
}

const ScenarioUnit *CommandChains::find(const QString &id, const BattleState &state) const
{
    // The last one of that id in the walk's order: those who joined come after the scenario's.
    for (auto it = state.joined.crbegin(); it != state.joined.crend(); ++it)
        if (it->id == id)
            return &*it;
    const auto it = m_at.constFind(id);
    return it == m_at.cend() ? nullptr : &m_scenario.units.at(*it);
}

void CommandChains::fill(rules::Situation &s, const QString &actor, const QStringList &others,
                         const BattleState &state) const
{
    Q_ASSERT(state.transferred.isEmpty() && state.withdrawn.isEmpty());
    const auto inPlay = [&state](const QString &id) {
        const auto it = state.units.constFind(id);
        return it != state.units.cend() && !it->removed;
    };
    const ScenarioUnit *self = find(actor, state);
    const QString side = self ? self->side : QString();
    const QString commander = self ? self->commander : QString();
    // Those it commands: the scenario's in its order, then those who joined.
    for (const qsizetype i : m_under.value(actor)) {
        const QString &id = m_scenario.units.at(i).id;
        if (inPlay(id))
            s.commanded.append(state.units.value(id));
    }
    for (const ScenarioUnit &su : state.joined)
        if (su.commander == actor && inPlay(su.id))
            s.commanded.append(state.units.value(su.id));
    // Its commander, and the other units' own (only those in the order of battle and in play).
    if (!commander.isEmpty() && find(commander, state) && inPlay(commander)) {
        s.superiors.insert(QStringLiteral("commander"), state.units.value(commander));
        s.superiors.insert(u"commander:" + actor, state.units.value(commander));
    }
    for (const QString &other : others) {
        const ScenarioUnit *su = other.isEmpty() ? nullptr : find(other, state);
        if (su && !su->commander.isEmpty() && find(su->commander, state) && inPlay(su->commander))
            s.superiors.insert(u"commander:" + other, state.units.value(su->commander));
    }
    // The first of its side's commanders in play who is chief.
    const auto isChief = [&](const ScenarioUnit &su) {
        return su.side == side && su.isCommander && inPlay(su.id) && state.units.value(su.id).chief;
    };
    for (const qsizetype i : m_commandersOf.value(side))
        if (isChief(m_scenario.units.at(i))) {
            s.superiors.insert(QStringLiteral("chief"), state.units.value(m_scenario.units.at(i).id));
            return;
        }
    for (const ScenarioUnit &su : state.joined)
        if (isChief(su)) {
            s.superiors.insert(QStringLiteral("chief"), state.units.value(su.id));
            return;
        }
}

} // namespace adjutant::battle
