#pragma once

#include "seatbook.h"

#include "battle/battle.h"

#include <QJsonObject>

namespace adjutant::lan {

// What one of a seat's units may do now, as the phone's unit sheet lists it: the tests (those
// the step or the ruleset offers first, each with whether the rules allow it here and why not),
// the charges and other procedures open to it with what they ask at declaration, the orders it
// may give with their questions, the formations it may change to with their cost, and the units
// it could name as a target. Every judgement is core's (Battle::refusals, ProcedureOffer,
// Orders::formationChange), so the phone's JavaScript holds no rule; the phone then sends what
// the player picked as an action, which the rules judge again when it is played.
class UnitOffers
{
public:
    // {"ok": true, "unit", "name", "tests": [...], "procedures": [...], "orders": [...],
    //  "formations": [...], "targets": [...]}, or {"ok": false, "reason"} when the unit is not
    // the seat's to play (another side's, unknown, or the seat plays nothing).
    static QJsonObject answer(const battle::Battle &battle, const Seat &seat, const QString &unitId,
                              const QString &language);
};

} // namespace adjutant::lan
