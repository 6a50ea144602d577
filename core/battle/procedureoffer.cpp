#include "procedureoffer.h"

#include "battle.h"
#include "rules/situation.h"

namespace adjutant::battle {

bool ProcedureOffer::openTo(const Battle &battle, const rules::Procedure &procedure, const QString &unitId)
{
    if (!procedure.when)
        return true;
    action::Resolve probing;
    probing.actor = unitId;
    return rules::Evaluator(battle.ruleset(), battle.situation(probing)).holds(*procedure.when);
}

QString ProcedureOffer::onlyOpponent(const Battle &battle, const rules::Procedure &procedure,
                                     const QStringList &candidates)
{
    if (!procedure.when)
        return {};
    QString found;
    for (const QString &id : candidates) {
        if (!openTo(battle, procedure, id))
            continue;
        if (!found.isEmpty())
            return {}; // two melees on the table: the players say which
        found = id;
    }
    return found;
}

} // namespace adjutant::battle
