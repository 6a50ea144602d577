#include "diceexpression.h"

#include <algorithm>

namespace adjutant::dice {

bool isSupportedSides(int sides)
{
    return std::find(std::begin(kSupportedSides), std::end(kSupportedSides), sides)
        != std::end(kSupportedSides);
}

int Term::diceCount() const
{
    return kind == Kind::Constant ? 0 : count;
}

static int keptDice(const Term &term)
{
    return term.keep == Keep::All ? term.count : term.keepCount;
}

static int unsignedMinimum(const Term &term)
{
    switch (term.kind) {
    case Term::Kind::Constant:
        return term.constant;
    case Term::Kind::D66:
        return 11;
    case Term::Kind::Dice:
        return keptDice(term);
    }
    return 0;
}

static int unsignedMaximum(const Term &term)
{
    switch (term.kind) {
    case Term::Kind::Constant:
        return term.constant;
    case Term::Kind::D66:
        return 66;
    case Term::Kind::Dice:
        return keptDice(term) * term.sides;
    }
    return 0;
}

int Term::minimum() const
{
    return sign > 0 ? unsignedMinimum(*this) : -unsignedMaximum(*this);
}

int Term::maximum() const
{
    return sign > 0 ? unsignedMaximum(*this) : -unsignedMinimum(*this);
}

int DiceExpression::diceCount() const
{
    int n = 0;
    for (const Term &t : terms)
        n += t.diceCount();
    return n;
}

QList<int> DiceExpression::dieSides() const
{
    QList<int> sides;
    for (const Term &t : terms)
        for (int i = 0; i < t.diceCount(); ++i)
            sides.append(t.sides);
    return sides;
}

int DiceExpression::minimum() const
{
    if (pool)
        return 0;
    int sum = 0;
    for (const Term &t : terms)
        sum += t.minimum();
    return sum;
}

int DiceExpression::maximum() const
{
    if (pool)
        return diceCount();
    int sum = 0;
    for (const Term &t : terms)
        sum += t.maximum();
    return sum;
}

QString DiceExpression::toString() const
{
    QString text;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const Term &t = terms.at(i);
        if (t.sign < 0)
            text += u'-';
        else if (i > 0)
            text += u'+';
        switch (t.kind) {
        case Term::Kind::Constant:
            text += QString::number(t.constant);
            break;
        case Term::Kind::D66:
            text += u"d66";
            break;
        case Term::Kind::Dice:
            if (t.count != 1)
                text += QString::number(t.count);
            text += u'd' + QString::number(t.sides);
            if (t.keep == Keep::Highest)
                text += u"kh" + QString::number(t.keepCount);
            else if (t.keep == Keep::Lowest)
                text += u"kl" + QString::number(t.keepCount);
            break;
        }
    }
    if (pool)
        text += (pool->comparison == Comparison::AtLeast ? u">=" : u"<=") + QString::number(pool->target);
    return text;
}

} // namespace adjutant::dice
