// The dice notation (core/dice/diceparser) and faces typed off real dice (core/dice/facereader).
// The input is an expression, then optionally a line break and the faces typed for it:
//   "4d10kh3+2\n7 5 1 3". Checked besides not crashing: an error points into the text, the
// canonical text of an expression reads back as the same expression, and a roll of valid faces
// stays between the expression's minimum and maximum.
#include "fuzzsupport.h"

#include "dice/diceparser.h"
#include "dice/facereader.h"
#include "dice/roll.h"

using namespace adjutant;
using namespace adjutant::dice;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QString input = QString::fromUtf8(fuzz::bytes(data, size));
    const qsizetype lineBreak = input.indexOf(u'\n');
    const QString text = lineBreak < 0 ? input : input.left(lineBreak);
    const QString typed = lineBreak < 0 ? QString() : input.mid(lineBreak + 1);

    const DiceParseResult parsed = DiceParser::parse(text);
    QList<int> sides{10, 10, 10};
    if (!parsed.ok()) {
        if (parsed.error.position < 0 || parsed.error.position > text.size()
            || parsed.error.message.isEmpty())
            fuzz::broken("an error outside the text, or without a message", parsed.error.toString());
    } else {
        const DiceExpression &e = *parsed.expression;
        const DiceParseResult again = DiceParser::parse(e.toString());
        if (!again.ok() || *again.expression != e)
            fuzz::broken("the canonical text reads back differently", text + u" -> " + e.toString());
        sides = e.dieSides();
        if (sides.size() != e.diceCount() || e.minimum() > e.maximum())
            fuzz::broken("dice count, sides or range do not agree", text);
    }
    if (lineBreak < 0)
        return 0;
    const FaceReadResult faces = FaceReader::read(typed, sides);
    if (!faces.ok()) {
        if (!faces.faces.isEmpty())
            fuzz::broken("faces kept with an error", faces.error);
        return 0;
    }
    if (faces.faces.size() != sides.size())
        fuzz::broken("faces accepted for the wrong number of dice", typed);
    for (qsizetype i = 0; i < sides.size(); ++i)
        if (faces.faces.at(i) < 1 || faces.faces.at(i) > sides.at(i))
            fuzz::broken("a face the die does not have was accepted", typed);
    if (parsed.ok()) {
        const RollResult roll = evaluate(*parsed.expression, faces.faces);
        if (roll.value < parsed.expression->minimum() || roll.value > parsed.expression->maximum())
            fuzz::broken("a roll outside the expression's range", text + u" with " + typed);
    }
    return 0;
}
