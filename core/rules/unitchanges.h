#pragma once

#include "ruleset.h"
#include "situation.h"

// How a unit's state changed between two moments, and carrying that change over onto the same
// unit in another state: what lets the exact odds work a cascade out once for every state alike
// in what it read, and a simultaneous fight's bout, fought on the units as the fight began, land
// on the units as they are.
namespace adjutant::rules {

// Two field values alike in type and value (QVariant's == takes 1, 1.0 and true as one).
inline bool sameValue(const QVariant &a, const QVariant &b)
{
    return a.typeId() == b.typeId() && a == b;
}

// Two figures alike in id, role and every field, each alike in type and value.
bool sameFigure(const Figure &a, const Figure &b);

// Whether `after` is `before` handed on untouched: it still shares their fields and figures.
inline bool untouched(const UnitState &before, const UnitState &after)
{
    return before.fields.isSharedWith(after.fields) && before.figures.isSharedWith(after.figures)
        && before.removed == after.removed;
}

// Whether a unit's change can be carried over: no figure came or went.
bool sameFigures(const UnitState &a, const UnitState &b);

// Every field set in one of the two but not the other, or set to another value in each: `each`
// is handed its key (as one of the two hashes holds it).
template<typename Each>
void forEachFieldDiffering(const QVariantHash &a, const QVariantHash &b, Each &&each)
{
    for (auto it = a.begin(); it != a.end(); ++it)
        if (const auto o = b.constFind(it.key()); o == b.constEnd() || !sameValue(*it, *o))
            each(it.key());
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key()))
            each(it.key());
}

// `unit` with the fields that changed from `before` to `after` as `after` has them; a count or
// sum over the figures (Roster::overFigures), which the change need not have read, moves by as
// much as it moved there.
UnitState carriedFields(const Ruleset &rs, const UnitState &before, const UnitState &after, UnitState unit);

// `figure` with what changed from `before` to `after`: its role, name and each field that
// changed, as `after` has them; its other fields are its own (what the change never read).
Figure carriedFigure(const Figure &before, const Figure &after, Figure figure);

// `unit` with what changed from `before` to `after`: its fields by carriedFields, each figure by
// carriedFigure (all of them as `after` has them where figures came or went), and the unit's
// removal where it came or went there (else `unit`'s own stays).
UnitState carriedOver(const Ruleset &rs, const UnitState &before, const UnitState &after, UnitState unit);

} // namespace adjutant::rules
