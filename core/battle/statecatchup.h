#pragma once
// Keeping a copy of the battle's state one entry behind the replay cheaply: the report and the
// state hash compare the state before an entry with the state after it, and copying 2,000 units
// per entry would make the replay's cost grow with the army.
#include "battlestate.h"

#include <QStringList>

#include <optional>

namespace adjutant::battle {

// `before` made the state `after`, keeping its own unit table: the units that differ are copied
// into it (sharing their parts with `after`'s), the rest of the state is shared whole. `written`:
// the units the entry wrote, from the table's record; without it, every unit is looked at.
void catchUp(BattleState &before, const BattleState &after, const std::optional<QStringList> &written);

// The same unit, told by its parts still shared with the other's (copy-on-write): the marks the
// battle works out (chief, phasing, commanders) count too. What was worked out from one holds for
// the other (the report's glances).
bool sharesUnit(const rules::UnitState &a, const rules::UnitState &b);

} // namespace adjutant::battle
