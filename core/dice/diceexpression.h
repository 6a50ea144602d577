#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace adjutant::dice {

// Die sizes the four rule systems use. d5 is kept for 2D5 (a d10 halved, or a real d5).
inline constexpr int kSupportedSides[] = {3, 4, 5, 6, 8, 10, 12, 20};
bool isSupportedSides(int sides);

enum class Keep {
    All, // sum every die
    Highest, // keep the highest keepCount dice (4d10kh3, or 3d10 drop lowest)
    Lowest, // keep the lowest keepCount dice (3d10kl1, or 3d10 drop highest)
};

// One summand of an expression: a group of dice, a d66, or a constant.
struct Term {
    enum class Kind { Dice, D66, Constant };
    Kind kind = Kind::Constant;
    int sign = 1; // +1 or -1
    int count = 0; // dice in the group (Dice); 2 for D66
    int sides = 0; // faces per die (Dice); 6 for D66
    Keep keep = Keep::All;
    int keepCount = 0; // dice kept when keep != All
    int constant = 0; // value of a Constant term (always >= 0; sign carries the sign)

    int diceCount() const;
    int minimum() const; // signed
    int maximum() const; // signed
    friend bool operator==(const Term &, const Term &) = default;
};

enum class Comparison { AtLeast, AtMost };

// A pool: every die is judged on its own against the target; the result is the number of
// successes rather than a sum. Written "3d10>=5" or "2d10<=4".
struct PoolRule {
    Comparison comparison = Comparison::AtLeast;
    int target = 0;
    bool passes(int face) const
    {
        return comparison == Comparison::AtLeast ? face >= target : face <= target;
    }
    friend bool operator==(const PoolRule &, const PoolRule &) = default;
};

// A parsed dice expression. Sum expressions total their terms; a pool expression has exactly
// one Dice term with Keep::All and counts its successes.
struct DiceExpression {
    QList<Term> terms;
    std::optional<PoolRule> pool;

    bool isPool() const { return pool.has_value(); }
    int diceCount() const;
    // The size of every physical die in the order faces are read (left to right).
    QList<int> dieSides() const;
    int minimum() const; // smallest possible total (or 0 successes)
    int maximum() const; // largest possible total (or every die a success)
    // Canonical text, e.g. "4d10kh3+2" or "3d10>=5". Parsing it gives back an equal expression.
    QString toString() const;
    friend bool operator==(const DiceExpression &, const DiceExpression &) = default;
};

} // namespace adjutant::dice
