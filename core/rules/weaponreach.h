#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QString>

namespace adjutant::rules {

// Where a distance falls among a weapon's ranges: the band is the shortest range that reaches it.
struct RangeBand {
    const Weapon *weapon = nullptr; // nullptr: the unit fires no weapon the ruleset knows
    QString band; // empty: beyond the weapon's longest range
    int reach = 0; // the inches of that band
    int longest = 0; // the weapon's longest range
    bool inRange() const { return weapon && !band.isEmpty(); }
};

// The ranges of a unit's weapon, read as the ruleset states them (weapons[].ranges), so that a
// measured distance picks the range band and a target past the longest range is refused.
class WeaponReach
{
    Q_DECLARE_TR_FUNCTIONS(WeaponReach)
public:
    // The weapon the evaluator's actor fires: the first of the spec's `when` that holds, else the
    // weapon id the spec's reference reads (the unit type's "weapon" attribute when it has none).
    static const Weapon *weaponOf(const Ruleset &rs, const WeaponSpec &spec, const Evaluator &ev);
    // The band `distance` inches fall in.
    static RangeBand bandAt(const Weapon *weapon, int distance);
    // The same for the evaluator's actor.
    static RangeBand bandAt(const Ruleset &rs, const WeaponSpec &spec, const Evaluator &ev, int distance)
    {
        return bandAt(weaponOf(rs, spec, ev), distance);
    }
    // Why a shot cannot be taken: "out of range: 14" is beyond the 8" of the Musket".
    static QString outOfRange(const RangeBand &band, int distance);
    // "Musket at 14": long range" and the like, for the set-up's words.
    static QString bandWords(const RangeBand &band, const QString &bandName, int distance);
};

} // namespace adjutant::rules
