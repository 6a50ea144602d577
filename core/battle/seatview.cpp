#include "seatview.h"

#include <QJsonArray>

namespace adjutant::battle {

using namespace adjutant::rules;

QStringList SeatView::secretFields(const Ruleset &ruleset, const UnitState &unit)
{
    QStringList out;
    Situation s;
    s.units.insert(QStringLiteral("actor"), unit);
    const Evaluator ev(ruleset, s);
    for (const Field &f : ruleset.fields)
        if (f.hidden && f.hidden->revealedWhen && !ev.holds(*f.hidden->revealedWhen))
            out.append(f.id);
    return out;
}

QStringList SeatView::hiddenFrom(const Battle &battle, const QString &unitId, const QString &seatSide)
{
    if (seatSide.isEmpty())
        return {};
    const std::optional<ScenarioUnit> placed = battle.placed(unitId);
    if (!placed || placed->side == seatSide)
        return {};
    return secretFields(battle.ruleset(), battle.state().units.value(unitId));
}

QJsonObject SeatView::stateJson(const Battle &battle, const QString &seatSide)
{
    QJsonObject state = battle.stateJson();
    if (seatSide.isEmpty())
        return state;
    QJsonObject units = state.value(u"units").toObject();
    for (auto it = units.begin(); it != units.end(); ++it) {
        const QStringList hidden = hiddenFrom(battle, it.key(), seatSide);
        if (hidden.isEmpty())
            continue;
        QJsonObject unit = it.value().toObject();
        for (const QString &field : hidden)
            unit.remove(field);
        unit.insert(QStringLiteral("hidden"), QJsonArray::fromStringList(hidden));
        it.value() = unit;
    }
    state.insert(QStringLiteral("units"), units);
    state.insert(QStringLiteral("seat"), seatSide);
    return state;
}

} // namespace adjutant::battle
