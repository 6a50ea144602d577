#pragma once

#include "diceexpression.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <optional>

namespace adjutant::dice {

struct DiceParseError {
    qsizetype position = 0; // 0-based index into the text where the problem is
    QString message;
    // "column 4: ..." for people; columns count from 1.
    QString toString() const;
};

struct DiceParseResult {
    std::optional<DiceExpression> expression;
    DiceParseError error; // meaningful only when expression is empty
    bool ok() const { return expression.has_value(); }
};

// Reads the dice notation of the four systems:
//   2d6, d10, 3d6+2, 2d10-5, 4d10kh3 (keep highest), 3d10kl1 (keep lowest), 3d10dl1 (drop lowest),
//   3d10dh1 (drop highest), d66 (first die tens, second units), 2d5, and pools such as
//   3d10>=5 (count the dice showing 5 or more) or 2d10<=4.
// Letters are case-insensitive and spaces are ignored.
class DiceParser
{
    Q_DECLARE_TR_FUNCTIONS(DiceParser)
public:
    static DiceParseResult parse(QStringView text);

    static constexpr int kMaxDice = 100; // per term: more is not a table-top roll
    // In all: as many as one test may roll (rules/limits.h); no rule system rolls more than 30.
    static constexpr int kMaxDicePerExpression = 200;
    static constexpr int kMaxConstant = 1000; // guards against nonsense and overflow
    // An expression is accepted only if its exact odds can be worked out at once (see
    // kMaxOddsWork in distribution.h): every screen and command that shows odds can rely on it.
};

} // namespace adjutant::dice
