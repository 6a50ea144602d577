#include "unitglance.h"

#include "rules/wording.h"

namespace adjutant::battle {

using namespace adjutant::rules;

QVariant UnitView::value(const Ruleset &ruleset, const UnitState &unit, const QString &fieldId)
{
    const auto it = unit.fields.constFind(fieldId);
    if (it != unit.fields.constEnd())
        return *it;
    const Field *f = ruleset.field(fieldId);
    return f ? f->defaultValue : QVariant();
}

QString UnitView::choiceName(const Ruleset &ruleset, const Field &field, const QString &choice)
{
    return Wording::choiceName(ruleset, field, choice);
}

QList<std::pair<QString, QString>> UnitView::choices(const Ruleset &ruleset, const Field &field)
{
    QList<std::pair<QString, QString>> out;
    if (field.kind == FieldKind::Ladder) {
        if (const Ladder *ladder = ruleset.ladder(field.ladder))
            for (const LadderStep &s : ladder->steps)
                out.append({s.id, choiceName(ruleset, field, s.id)});
    } else if (field.choicesFrom == u"formations") {
        for (const Formation &f : ruleset.formations)
            out.append({f.id, f.doc.name});
    } else {
        for (const QString &c : field.choices)
            out.append({c, Wording::choiceName(ruleset, field, c)});
    }
    return out;
}

QString UnitView::valueText(const Ruleset &ruleset, const UnitState &unit, const QString &fieldId)
{
    const Field *f = ruleset.field(fieldId);
    const QVariant v = value(ruleset, unit, fieldId);
    return f ? Wording::fieldValue(ruleset, *f, v) : v.toString();
}

UnitGlance UnitView::glance(const Ruleset &ruleset, const UnitState &unit, const UnitState &start)
{
    const Display &d = ruleset.display;
    UnitGlance g;
    g.removed = unit.removed;
    if (const Field *losses = ruleset.field(d.lossesField)) {
        const int now = value(ruleset, unit, losses->id).toInt();
        int outOf = 0;
        if (d.lossesOutOf.startsWith(u"type.")) {
            const UnitType *type = ruleset.unitType(unit.type);
            outOf = type ? type->attributes.value(d.lossesOutOf.mid(5)).toInt() : 0;
        } else if (!d.lossesOutOf.isEmpty()) {
            outOf = value(ruleset, unit, d.lossesOutOf).toInt();
        } else if (d.lossesCountLeft) {
            outOf = value(ruleset, start, losses->id).toInt();
        } else {
            outOf = losses->maximum.value_or(0);
        }
        g.outOf = std::max(0, outOf);
        g.lost = std::clamp(d.lossesCountLeft ? outOf - now : now, 0, g.outOf);
    }
    if (const Field *state = ruleset.field(d.stateField)) {
        g.stateId = value(ruleset, unit, state->id).toString();
        if (g.stateId.isEmpty() && state->kind == FieldKind::Ladder)
            if (const Ladder *ladder = ruleset.ladder(state->ladder); ladder && !ladder->steps.isEmpty())
                g.stateId = ladder->steps.first().id; // an unset ladder reads as its first step
        g.stateName = choiceName(ruleset, *state, g.stateId);
        g.tone = d.tones.value(g.stateId, Display::Tone::Steady);
    }
    if (const Field *formation = ruleset.field(d.formationField)) {
        const QString id = value(ruleset, unit, formation->id).toString();
        if (!id.isEmpty())
            g.formation = choiceName(ruleset, *formation, id);
    }
    for (const QString &m : d.markers)
        if (value(ruleset, unit, m).toBool())
            if (const Field *f = ruleset.field(m))
                g.markers.append(f->doc.name);
    return g;
}

bool UnitView::standingMayDiffer(const Ruleset &ruleset, const UnitState &a, const UnitState &b)
{
    if (a.removed != b.removed || a.type != b.type)
        return true;
    // A field read by glance for the standing: set alike in both (a value of the same kind, so
    // that it reads the same as a number and as a text), or left to the default in both.
    const auto alike = [&a, &b](const QString &fieldId) {
        if (fieldId.isEmpty())
            return true;
        const auto x = a.fields.constFind(fieldId);
        const auto y = b.fields.constFind(fieldId);
        const bool inA = x != a.fields.constEnd();
        if (inA != (y != b.fields.constEnd()))
            return false;
        return !inA || (x->metaType() == y->metaType() && *x == *y);
    };
    const Display &d = ruleset.display;
    const bool outOfFromType = d.lossesOutOf.startsWith(u"type.");
    return !(alike(d.lossesField) && alike(d.stateField) && (outOfFromType || alike(d.lossesOutOf)));
}

} // namespace adjutant::battle
