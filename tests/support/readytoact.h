#pragma once

// Brings a battle to where a unit may take a test, procedure or order as the rules have it: in a
// deck whose ruleset makes it the unit's own action, its card come up (the umpire's correction of
// "activated", journaled); in player turns, the first step that offers it, where the unit's side
// acts. For tests of the sheets and flows, not of who may act when (tst_restrictions).

#include "controllers/battlesession.h"

#include "battle/battle.h"

namespace adjutant::testing {

inline bool readyToAct(ui::BattleSession &session, const QString &unit, const QString &what)
{
    battle::Battle *b = session.battle();
    const rules::Ruleset &rs = b->ruleset();
    if (!rs.activation)
        return true;
    if (b->turns().usesPhases()) {
        bool offeredSomewhere = false;
        for (const rules::Phase &p : rs.activation->phases) {
            offeredSomewhere = offeredSomewhere || p.offers.contains(what);
            for (const rules::Segment &s : p.segments)
                offeredSomewhere = offeredSomewhere || s.offers.contains(what);
        }
        if (!offeredSomewhere)
            return true;
        for (int i = 0; i < 60; ++i) {
            const std::optional<battle::ScenarioUnit> placed = b->placed(unit);
            if (b->turns().offers(b->state()).contains(what) && placed
                && b->turns().mayAct(b->state(), placed->side))
                return true;
            if (!session.next())
                return false;
        }
        return false;
    }
    const auto &acting = rs.activation->acting;
    if (!acting
        || (!acting->tests.contains(what) && !acting->procedures.contains(what)
            && !acting->orders.contains(what)))
        return true;
    return session.setField(unit, QStringLiteral("activated"), true, QStringLiteral("its card came up"));
}

} // namespace adjutant::testing
