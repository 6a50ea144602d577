#include "turnsequence.h"

#include <QVarLengthArray>

#include <algorithm>

// What the battle works out from the order of battle and the phase for each unit (UnitState's
// chief, commanders and phasing), and when it needs to work it out again.
namespace adjutant::battle {

void TurnSequence::markPhasing(BattleState &state) const
{
    const QString side = usesPhases() ? actingSide(state) : QString();
    // Each unit's side, as sideOf() finds it (the scenario's first, then those who joined), looked
    // up once for all rather than searched for each unit.
    QHash<QString, QString> sides;
    const QList<ScenarioUnit> &joined = state.joined;
    if (!side.isEmpty())
        for (const QList<ScenarioUnit> *list : {&m_scenario.units, &joined})
            for (const ScenarioUnit &su : *list)
                if (!sides.contains(su.id))
                    sides.insert(su.id, su.side);
    // The units whose mark changes are found first, then written: only they enter the table's
    // record of units written.
    QStringList flipped;
    for (auto it = state.units.cbegin(); it != state.units.cend(); ++it)
        if (it->phasing != (!side.isEmpty() && sides.value(it.key()) == side))
            flipped.append(it.key());
    for (const QString &id : std::as_const(flipped)) {
        rules::UnitState &u = state.units[id];
        u.phasing = !u.phasing;
    }
}

void TurnSequence::markChiefs(BattleState &state) const
{
    QHash<QString, const ScenarioUnit *> byId;
    byId.reserve(m_scenario.units.size() + state.joined.size());
    const QList<ScenarioUnit> &joined = state.joined;
    for (const QList<ScenarioUnit> *list : {&m_scenario.units, &joined})
        for (const ScenarioUnit &su : *list)
            byId.insert(su.id, &su);
    const auto inPlay = [&state](const QString &id) {
        const auto it = state.units.constFind(id);
        return it != state.units.cend() && !it->removed && !state.withdrawn.contains(id);
    };
    const auto above = [&state, &byId](const QString &id) {
        const ScenarioUnit *su = byId.value(id);
        return su ? state.transferred.value(su->id, su->commander) : QString();
    };
    // Chains are a few commanders long: who was passed is kept on the stack, not in a set.
    QVarLengthArray<QString, 8> passed;
    const auto wasPassed = [&passed](const QString &id) {
        return std::find(passed.cbegin(), passed.cend(), id) != passed.cend();
    };
    // Each unit's marks as they now stand, written afterwards where they changed (so that only
    // those units enter the table's record of units written).
    struct Marks {
        QString id;
        bool chief = false;
        int commanders = 0;
    };
    QList<Marks> changed;
    for (auto it = state.units.cbegin(); it != state.units.cend(); ++it) {
        const ScenarioUnit *su = byId.value(it.key());
        bool chief = su && su->isCommander && inPlay(su->id);
        // Up his chain as it stands: anyone above still in play outranks him.
        passed = {it.key()};
        for (QString up = above(it.key()); chief && !up.isEmpty() && !wasPassed(up); up = above(up)) {
            passed.append(up);
            if (inPlay(up))
                chief = false;
        }

        // The commanders over it, up its chain as it stands, until one is no longer in play.
        int over = 0;
        passed = {it.key()};
        for (QString up = above(it.key()); !up.isEmpty() && !wasPassed(up) && inPlay(up); up = above(up)) {
            passed.append(up);
            ++over;
        }
        if (it->chief != chief || it->commanders != over)
            changed.append({it.key(), chief, over});
    }
    for (const Marks &m : std::as_const(changed)) {
        rules::UnitState &u = state.units[m.id];
        u.chief = m.chief;
        u.commanders = m.commanders;
    }
}

bool TurnSequence::inChain(const BattleState &state, const QString &id) const
{
    if (m_chainUnits.contains(id))
        return true;
    for (const ScenarioUnit &su : state.joined)
        if ((su.isCommander && su.id == id) || su.commander == id)
            return true;
    return std::find(state.transferred.cbegin(), state.transferred.cend(), id) != state.transferred.cend();
}

bool TurnSequence::chainInPlayChanged(const BattleState &state, const rules::UnitTable::Mark &written) const
{
    const std::optional<QStringList> ids = state.units.writtenSince(written);
    const std::optional<QList<bool>> wereOut = state.units.wereOutSince(written);
    if (!ids || !wereOut)
        return true; // any unit may have been written
    for (qsizetype i = 0; i < ids->size(); ++i) {
        const QString &id = ids->at(i);
        // A unit written again is judged by how it was before its first write.
        if (!inChain(state, id) || ids->first(i).contains(id))
            continue;
        const auto now = state.units.constFind(id);
        if (wereOut->at(i) != (now == state.units.cend() || now->removed))
            return true;
    }
    return false;
}

TurnSequence::MarksInputs TurnSequence::marksInputs(const BattleState &state) const
{
    return {this,
            state.rules,
            state.units.size(),
            state.joined,
            state.transferred,
            state.withdrawn,
            actingSide(state)};
}

void TurnSequence::remark(const MarksInputs &before, BattleState &state,
                          const rules::UnitTable::Mark &written) const
{
    const auto sameJoined = [&] {
        if (before.joined.size() != state.joined.size())
            return false;
        for (qsizetype i = 0; i < state.joined.size(); ++i) {
            const ScenarioUnit &a = before.joined.at(i), &b = state.joined.at(i);
            if (a.id != b.id || a.side != b.side || a.commander != b.commander
                || a.isCommander != b.isCommander)
                return false;
        }
        return true;
    };
    // Under other rules, or with other units, everything is marked afresh.
    const bool afresh = before.turns != this || before.rules != state.rules
        || before.units != state.units.size() || !sameJoined();
    if (afresh || before.transferred != state.transferred || before.withdrawn != state.withdrawn
        || chainInPlayChanged(state, written))
        markChiefs(state);
    if (afresh || before.actingSide != actingSide(state))
        markPhasing(state);
}

} // namespace adjutant::battle
