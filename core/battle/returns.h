#pragma once

#include "battle.h"
#include "unitglance.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace adjutant::battle {

// One row of the returns: a side, a commander or a unit, where it stands in the order of battle
// and (not a side) how it stands.
struct ReturnsRow {
    enum class Kind { Side, Commander, Unit };
    Kind kind = Kind::Unit;
    QString id;
    QString name; // as the umpire renamed it
    QString type; // the unit type's id; empty for a side
    QString typeName; // that type's name in the ruleset's words
    QString side; // the side's id
    QString commander; // the one it answers to now; empty at the top of its side, and for a side
    int depth = 0; // 0 a side, 1 those at the top of it, 2 those under them...
    int parent = -1; // the row of the one above it; -1 for a side
    int end = 0; // one past the last row under it
    rules::UnitState state; // as it stands (a side has none)
    rules::UnitState start; // as it began, or joined
    UnitGlance glance; // its state at a glance, from the ruleset's display section
};

// The returns: the order of battle as it stands and each unit's state at a glance, as both the
// app's order of battle and `adjutant-cli show` give them, so that the two never disagree. Each
// side, then its commanders and units in command order, each followed by those who answer to it;
// named as the umpire renamed them, under the commander they were moved to, those who joined
// where they joined, and none of those taken out of the battle (see Battle::orderOfBattle).
class Returns
{
public:
    static QList<ReturnsRow> of(const Battle &battle);
    // What `adjutant-cli show --json` prints for them: {"kind": "side", "commander" or "unit",
    // "id", "name", "depth", "side"} and, for the others, "commander" (if any), "type", "state"
    // (the morale state's id), "lost" and "outOf" (pips, where the ruleset shows losses),
    // "formation", "markers" and "removed".
    static QJsonArray toJson(const QList<ReturnsRow> &rows);
    static QJsonObject toJson(const ReturnsRow &row);
    static QString kindName(ReturnsRow::Kind kind);
};

} // namespace adjutant::battle
