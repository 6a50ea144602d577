#pragma once

#include "battle.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// What a seat at the table may see of a battle's state: the umpire (no side) sees everything; a
// side's players see everything but what the ruleset keeps from them, the fields of the other
// sides' units marked "hidden" (an order written in secret) until the ruleset's condition shows
// them. One function for every front end (the command line's show --as, the app's sheets, a
// host that serves seats), so that none keeps its own idea of what is secret. The journal's
// words are not redacted here.
class SeatView
{
public:
    // The fields of a unit the ruleset keeps from other sides as it stands now, in the ruleset's
    // order; empty when nothing of it is secret.
    static QStringList secretFields(const rules::Ruleset &ruleset, const rules::UnitState &unit);
    // The fields of a unit a seat of `seatSide` may not see now: the unit's secret fields when it
    // is of another side; none for the umpire (seatSide empty) or its own side.
    static QStringList hiddenFrom(const Battle &battle, const QString &unitId, const QString &seatSide);
    // The state as the command line shows it (Battle::stateJson), for a seat: each unit's fields
    // hidden from it are left out, and listed under "hidden".
    static QJsonObject stateJson(const Battle &battle, const QString &seatSide);
};

} // namespace adjutant::battle
