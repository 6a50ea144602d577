#include "unitchanges.h"

#include "fieldreads.h"
#include "figures.h"
#include "resolver.h"

#include <optional>

namespace adjutant::rules {

bool sameFigure(const Figure &a, const Figure &b)
{
    if (a.id != b.id || a.role != b.role || a.fields.size() != b.fields.size())
        return false;
    for (auto it = a.fields.begin(); it != a.fields.end(); ++it)
        if (const auto o = b.fields.constFind(it.key()); o == b.fields.constEnd() || !sameValue(*it, *o))
            return false;
    return true;
}

bool sameFigures(const UnitState &a, const UnitState &b)
{
    if (a.figures.size() != b.figures.size())
        return false;
    for (qsizetype i = 0; i < a.figures.size(); ++i)
        if (a.figures.at(i).id != b.figures.at(i).id)
            return false;
    return true;
}

UnitState carriedFields(const Ruleset &rs, const UnitState &before, const UnitState &after, UnitState unit)
{
    const FieldReads::Pause carrying; // a total read later is read then, as it was before
    // Set up only where a field changed (most units a step hands on are as they were).
    std::optional<Evaluator> evaluator;
    const auto plain = [&]() -> const Evaluator & {
        if (!evaluator)
            evaluator.emplace(rs, Situation());
        return *evaluator;
    };
    // Only a field set in one of the two, or set to another value, is looked at again.
    const auto carry = [&](const QString &key) {
        const QVariant was = plain().fieldValue(before, key);
        const QVariant now = plain().fieldValue(after, key);
        if (sameValue(was, now) && before.fields.contains(key) == after.fields.contains(key))
            return;
        const FigureTotal *total = nullptr;
        if (rs.figures)
            for (const FigureTotal &t : rs.figures->totals)
                if (t.field == key && t.value && Roster::overFigures(*t.value))
                    total = &t;
        if (total)
            unit.fields.insert(key, plain().fieldValue(unit, key).toInt() + now.toInt() - was.toInt());
        else if (after.fields.contains(key))
            unit.fields.insert(key, after.fields.value(key));
        else
            unit.fields.remove(key);
    };
    if (!before.fields.isSharedWith(after.fields))
        forEachFieldDiffering(before.fields, after.fields, carry);
    return unit;
}

Figure carriedFigure(const Figure &before, const Figure &after, Figure figure)
{
    if (after.role != before.role)
        figure.role = after.role;
    if (after.name != before.name)
        figure.name = after.name;
    forEachFieldDiffering(before.fields, after.fields, [&](const QString &key) {
        if (const auto it = after.fields.constFind(key); it != after.fields.constEnd())
            figure.fields.insert(key, *it);
        else
            figure.fields.remove(key);
    });
    return figure;
}

UnitState carriedOver(const Ruleset &rs, const UnitState &before, const UnitState &after, UnitState unit)
{
    if (untouched(before, after))
        return unit;
    unit = carriedFields(rs, before, after, std::move(unit));
    if (!sameFigures(before, after)) // figures came or went: all of them as `after` has them
        unit.figures = after.figures;
    else
        for (qsizetype i = 0; i < after.figures.size(); ++i)
            if (!(after.figures.at(i) == before.figures.at(i)))
                unit.figures[i]
                    = carriedFigure(before.figures.at(i), after.figures.at(i), unit.figures.at(i));
    if (after.removed != before.removed) // a bout fought on a unit since removed leaves it so
        unit.removed = after.removed;
    return unit;
}

} // namespace adjutant::rules
