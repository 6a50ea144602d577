#include "roll.h"

#include <algorithm>
#include <numeric>

namespace adjutant::dice {

QList<int> RollResult::faces() const
{
    QList<int> out;
    out.reserve(dice.size());
    for (const RolledDie &d : dice)
        out.append(d.face);
    return out;
}

// Marks which dice of a kh/kl group count. Ties keep the earlier die, so the choice is stable.
static void markKept(QList<RolledDie> &group, const Term &term)
{
    if (term.keep == Keep::All)
        return;
    QList<qsizetype> order(group.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return term.keep == Keep::Highest ? group[a].face > group[b].face : group[a].face < group[b].face;
    });
    for (qsizetype i = 0; i < order.size(); ++i)
        group[order[i]].kept = i < term.keepCount;
}

RollResult evaluate(const DiceExpression &expression, const QList<int> &faces)
{
    Q_ASSERT(faces.size() == expression.diceCount());
    RollResult result;
    qsizetype next = 0;
    for (qsizetype ti = 0; ti < expression.terms.size(); ++ti) {
        const Term &term = expression.terms.at(ti);
        if (term.kind == Term::Kind::Constant) {
            result.value += term.sign * term.constant;
            continue;
        }
        QList<RolledDie> group;
        for (int i = 0; i < term.count; ++i)
            group.append({term.sides, faces.value(next++), true, false, static_cast<int>(ti)});
        if (term.kind == Term::Kind::D66) {
            result.value += term.sign * (group[0].face * 10 + group[1].face);
        } else {
            markKept(group, term);
            for (RolledDie &d : group) {
                if (expression.pool) {
                    d.success = expression.pool->passes(d.face);
                    result.value += d.success ? 1 : 0;
                } else if (d.kept) {
                    result.value += term.sign * d.face;
                }
            }
        }
        result.dice += group;
    }
    return result;
}

RollResult roll(const DiceExpression &expression, RandomSource &source)
{
    QList<int> faces;
    const QList<int> sides = expression.dieSides();
    faces.reserve(sides.size());
    for (int s : sides)
        faces.append(source.roll(s));
    return evaluate(expression, faces);
}

} // namespace adjutant::dice
