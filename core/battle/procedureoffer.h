#pragma once

#include "rules/procedure.h"

#include <QString>
#include <QStringList>

namespace adjutant::battle {

class Battle;

// Which units a procedure (a charge, a melee to continue) is open to, as the battle stands: its
// `when` read with the unit as the actor. The unit sheet offers it by this; the charge flow
// preselects the one opponent it is open to as well (a melee to continue goes on against the one
// enemy unit still in a melee).
class ProcedureOffer
{
public:
    static bool openTo(const Battle &battle, const rules::Procedure &procedure, const QString &unitId);
    // The one candidate the procedure is also open to, when it has a `when` and exactly one meets
    // it; empty otherwise (every unit may be charged: nothing is chosen for the players).
    static QString onlyOpponent(const Battle &battle, const rules::Procedure &procedure,
                                const QStringList &candidates);
};

} // namespace adjutant::battle
