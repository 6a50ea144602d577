#include "dicereading.h"

#include "dice/facereader.h"
#include "situation.h"

#include <memory>

namespace adjutant::rules {

const DiceReading *DiceReadings::inForce(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                         int sides)
{
    if (ruleset.diceReadings.isEmpty())
        return nullptr;
    Situation s;
    s.options = options;
    const Evaluator ev(ruleset, s);
    for (const DiceReading &r : ruleset.diceReadings)
        if (r.sides == sides && (!r.when || ev.holds(*r.when)))
            return &r;
    return nullptr;
}

int DiceReadings::inHand(const Ruleset &ruleset, const QHash<QString, QString> &options, int sides)
{
    const DiceReading *r = inForce(ruleset, options, sides);
    return r ? r->rolledOn : sides;
}

std::optional<int> DiceReadings::readTyped(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                           int sides, int typed)
{
    const DiceReading *r = inForce(ruleset, options, sides);
    const int hand = r ? r->rolledOn : sides;
    const int face = dice::FaceReader::asFace(typed, hand);
    if (face < 1 || face > hand)
        return std::nullopt;
    return r ? r->read(face) : face;
}

dice::FaceSupplier DiceReadings::typedOff(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                          QList<int> typed)
{
    auto next = std::make_shared<qsizetype>(0);
    auto faces = std::make_shared<QList<int>>(std::move(typed));
    // The ruleset outlives the supplier: the resolver that asks holds it.
    const Ruleset *rs = &ruleset;
    return [rs, options, next, faces](int sides) -> std::optional<int> {
        if (*next >= faces->size())
            return std::nullopt;
        const int typedFace = faces->at((*next)++);
        if (const auto read = readTyped(*rs, options, sides, typedFace))
            return *read;
        return typedFace; // the resolver says what is wrong with it
    };
}

QString DiceReadings::describe(const DiceReading &r)
{
    if (r.way == DiceReading::Way::Wrap)
        return tr("a d%1 read off a d%2: faces over %1 count again from 1").arg(r.sides).arg(r.rolledOn);
    return tr("a d%1 read off a d%2: each face divided by %3, rounded up")
        .arg(r.sides)
        .arg(r.rolledOn)
        .arg(r.rolledOn / r.sides);
}

} // namespace adjutant::rules
