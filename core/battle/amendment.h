#pragma once

#include "action.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace adjutant::battle {

class Battle;

// The order of battle of a battle in play, edited as a whole (the battle editor opened from the
// battle): what the umpire changed becomes journal entries, one a change, never a silent rewrite
// of the scenario. A unit or commander that is new joins; one that is gone is taken out of the
// battle; one renamed, moved under another commander or with a field changed is renamed,
// transferred or corrected. What cannot change in play (a side, a unit's type or side) is named
// among the problems and nothing at all is done.
class Amendment
{
    Q_DECLARE_TR_FUNCTIONS(Amendment)
public:
    // The order of battle as it stands, as a scenario file holds it (sides, commanders in their
    // hierarchy, units, each with the fields it has now), for the editor to open.
    static QJsonObject orderOfBattleJson(const Battle &battle);

    struct Plan {
        QList<Action> actions; // in the order to apply them
        QStringList problems; // what cannot be done in play; when any, no actions
    };
    // What turns the battle's order of battle into `wanted` (a scenario file's JSON).
    static Plan plan(const Battle &battle, const QJsonObject &wanted);
};

} // namespace adjutant::battle
