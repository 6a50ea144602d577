#include "weaponreach.h"

#include "wording.h"

namespace adjutant::rules {

const Weapon *WeaponReach::weaponOf(const Ruleset &rs, const WeaponSpec &spec, const Evaluator &ev)
{
    for (const WeaponWhen &w : spec.when)
        if (ev.holds(w.when))
            return rs.weapon(w.weapon);
    if (spec.from)
        return rs.weapon(ev.read(*spec.from).toString());
    const UnitState *actor = ev.unit(QStringLiteral("actor"));
    const UnitType *type = actor ? rs.unitType(actor->type) : nullptr;
    if (const Weapon *named
        = type ? rs.weapon(type->attributes.value(QStringLiteral("weapon")).toString()) : nullptr)
        return named;
    // A type that names none: the first weapon whose `when` holds for the unit (a Chosen Men
    // squad's weapon and ammunition are its fields).
    for (const Weapon &w : rs.weapons)
        if (w.when && ev.holds(*w.when))
            return &w;
    return nullptr;
}

RangeBand WeaponReach::bandAt(const Weapon *weapon, int distance)
{
    RangeBand out;
    out.weapon = weapon;
    if (!weapon)
        return out;
    for (auto it = weapon->ranges.begin(); it != weapon->ranges.end(); ++it) {
        out.longest = std::max(out.longest, it.value());
        // The shortest range that reaches; of two equal ranges, the first id in order, so that
        // the answer never depends on how a hash happens to lay them out.
        if (it.value() >= distance
            && (out.band.isEmpty() || it.value() < out.reach
                || (it.value() == out.reach && it.key() < out.band))) {
            out.band = it.key();
            out.reach = it.value();
        }
    }
    return out;
}

QString WeaponReach::outOfRange(const RangeBand &band, int distance)
{
    if (!band.weapon)
        return tr("no weapon to measure the range by");
    //: A shot refused: %1 the distance measured, %2 the weapon's longest range (inches), %3 the
    //: weapon's name ("Musket").
    return tr("out of range: %1\" is beyond the %2\" of the %3")
        .arg(distance)
        .arg(band.longest)
        .arg(band.weapon->doc.name);
}

QString WeaponReach::bandWords(const RangeBand &band, const QString &bandName, int distance)
{
    //: The range band a measured distance gives: %1 the distance in inches, %2 the band ("Long
    //: range"), %3 the weapon ("Musket").
    //: No brackets, so that it reads inside a modifier's own ("(6": Long range for the Musket)").
    return tr("%1\": %2 for the %3")
        .arg(distance)
        .arg(bandName, band.weapon ? band.weapon->doc.name : QString());
}

} // namespace adjutant::rules
