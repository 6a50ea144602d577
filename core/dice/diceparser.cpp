#include "diceparser.h"

#include "distribution.h"

namespace adjutant::dice {

QString DiceParseError::toString() const
{
    return DiceParser::tr("column %1: %2").arg(position + 1).arg(message);
}

namespace {

// A hand-written recursive-descent reader: the grammar is tiny and every error must say where.
class Reader
{
public:
    explicit Reader(QStringView text) : m_text(text) { }

    DiceParseResult run()
    {
        DiceExpression expr;
        skipSpaces();
        if (atEnd())
            return fail(DiceParser::tr("expected dice such as 2d6, or a number"));

        bool first = true;
        while (!atEnd() && !peekIs(u'>') && !peekIs(u'<')) {
            int sign = 1;
            const qsizetype signPos = m_pos;
            if (peekIs(u'+') || peekIs(u'-')) {
                sign = peekIs(u'-') ? -1 : 1;
                ++m_pos;
                skipSpaces();
            } else if (!first) {
                return fail(DiceParser::tr("expected + or - between terms"));
            }
            if (atEnd())
                return failAt(signPos, DiceParser::tr("a sign must be followed by dice or a number"));
            const qsizetype termPos = m_pos;
            auto term = readTerm(sign);
            if (!term)
                return {std::nullopt, m_error};
            expr.terms.append(*term);
            if (expr.diceCount() > DiceParser::kMaxDicePerExpression)
                return failAt(termPos,
                              DiceParser::tr("at most %1 dice in one expression")
                                  .arg(DiceParser::kMaxDicePerExpression));
            first = false;
            skipSpaces();
        }

        if (!atEnd()) {
            const qsizetype rulePos = m_pos;
            const Comparison comparison = peekIs(u'>') ? Comparison::AtLeast : Comparison::AtMost;
            ++m_pos;
            if (!peekIs(u'='))
                return fail(DiceParser::tr("write >= or <= to count successes per die"));
            ++m_pos;
            skipSpaces();
            const auto target = readNumber();
            if (!target)
                return fail(DiceParser::tr("expected the number each die is judged against"));
            skipSpaces();
            if (!atEnd())
                return fail(DiceParser::tr("unexpected text after the success rule"));
            if (expr.terms.size() != 1 || expr.terms.first().kind != Term::Kind::Dice
                || expr.terms.first().keep != Keep::All || expr.terms.first().sign < 0) {
                return failAt(rulePos,
                              DiceParser::tr("a pool judges plain dice one by one: write it as "
                                             "3d10>=5, with no other terms"));
            }
            expr.pool = PoolRule{comparison, *target};
        }
        if (oddsWork(expr) > kMaxOddsWork)
            return failAt(0,
                          DiceParser::tr("too many dice to work out exact odds: %1; keep or drop from "
                                         "fewer or smaller dice")
                              .arg(expr.toString()));
        return {expr, {}};
    }

private:
    std::optional<Term> readTerm(int sign)
    {
        const qsizetype start = m_pos;
        std::optional<int> count = readNumber();
        if (!peekIsD()) {
            if (!count) {
                fail(DiceParser::tr("expected dice such as 2d6, or a number"));
                return std::nullopt;
            }
            if (*count > DiceParser::kMaxConstant) {
                failAt(start,
                       DiceParser::tr("%1 is too large; constants go up to %2")
                           .arg(typedNumber(), QString::number(DiceParser::kMaxConstant)));
                return std::nullopt;
            }
            Term t;
            t.kind = Term::Kind::Constant;
            t.sign = sign;
            t.constant = *count;
            return t;
        }
        if (count && *count == 0) {
            failAt(start, DiceParser::tr("roll at least one die"));
            return std::nullopt;
        }
        if (count && *count > DiceParser::kMaxDice) {
            failAt(start, DiceParser::tr("at most %1 dice in one group").arg(DiceParser::kMaxDice));
            return std::nullopt;
        }
        ++m_pos; // the 'd'
        const qsizetype sidesPos = m_pos;
        const std::optional<int> sides = readNumber();
        if (!sides) {
            fail(DiceParser::tr("expected the number of faces after d, as in d6 or d10"));
            return std::nullopt;
        }
        Term t;
        t.sign = sign;
        t.count = count.value_or(1);
        if (*sides == 66) {
            if (t.count != 1) {
                failAt(start, DiceParser::tr("d66 is one reading of two d6; add several as d66+d66"));
                return std::nullopt;
            }
            t.kind = Term::Kind::D66;
            t.count = 2;
            t.sides = 6;
            if (atKeepOrDrop()) {
                fail(DiceParser::tr("d66 cannot keep or drop dice"));
                return std::nullopt;
            }
            return t;
        }
        if (!isSupportedSides(*sides)) {
            failAt(sidesPos,
                   DiceParser::tr("there is no d%1; use d3, d4, d5, d6, d8, d10, d12, "
                                  "d20 or d66")
                       .arg(typedNumber()));
            return std::nullopt;
        }
        t.kind = Term::Kind::Dice;
        t.sides = *sides;
        if (atKeepOrDrop() && !readKeep(t))
            return std::nullopt;
        return t;
    }

    // kh3 / kl1 / k3 (keep highest) / dl1 / dh1 (drop) after a dice group.
    bool readKeep(Term &t)
    {
        const qsizetype start = m_pos;
        const bool drop = lower(m_text[m_pos]) == u'd';
        ++m_pos;
        bool highest = !drop; // bare "k" keeps highest; bare "d" after dice is not allowed
        if (!atEnd() && (lower(m_text[m_pos]) == u'h' || lower(m_text[m_pos]) == u'l')) {
            highest = lower(m_text[m_pos]) == u'h';
            ++m_pos;
        } else if (drop) {
            failAt(start, DiceParser::tr("write dl or dh to drop the lowest or highest dice"));
            return false;
        }
        const std::optional<int> n = readNumber();
        if (!n) {
            fail(DiceParser::tr("expected how many dice to keep or drop"));
            return false;
        }
        if (drop) {
            if (*n < 1 || *n >= t.count) {
                failAt(start, DiceParser::tr("can drop 1 to %1 of %2 dice").arg(t.count - 1).arg(t.count));
                return false;
            }
            // Dropping the lowest n is keeping the highest count-n, and the other way round.
            t.keep = highest ? Keep::Lowest : Keep::Highest;
            t.keepCount = t.count - *n;
        } else {
            if (*n < 1 || *n > t.count) {
                failAt(start, DiceParser::tr("can keep 1 to %1 of %1 dice").arg(t.count));
                return false;
            }
            t.keep = highest ? Keep::Highest : Keep::Lowest;
            t.keepCount = *n;
        }
        if (t.keepCount == t.count)
            t.keep = Keep::All; // keeping every die is a plain sum
        if (t.keep == Keep::All)
            t.keepCount = 0;
        return true;
    }

    // The last number read as it was typed (a long one cut short): a number past the range
    // is read as 1,000,000, which a message must not show in its place.
    QString typedNumber() const
    {
        const QStringView digits = m_text.mid(m_numberStart, m_numberEnd - m_numberStart);
        return digits.size() > 12 ? digits.left(12).toString() + u'…' : digits.toString();
    }

    std::optional<int> readNumber()
    {
        const qsizetype start = m_pos;
        m_numberStart = m_pos;
        qint64 value = 0;
        while (!atEnd() && m_text[m_pos].isDigit()) {
            value = value * 10 + m_text[m_pos].digitValue();
            if (value > 1'000'000)
                value = 1'000'000; // saturate; callers reject it with a range message
            ++m_pos;
        }
        m_numberEnd = m_pos;
        if (m_pos == start)
            return std::nullopt;
        return static_cast<int>(value);
    }

    bool atKeepOrDrop() const
    {
        if (atEnd())
            return false;
        const QChar c = lower(m_text[m_pos]);
        return c == u'k' || c == u'd';
    }
    bool peekIsD() const { return !atEnd() && lower(m_text[m_pos]) == u'd'; }
    bool peekIs(char16_t c) const { return !atEnd() && m_text[m_pos] == c; }
    bool atEnd() const { return m_pos >= m_text.size(); }
    void skipSpaces()
    {
        while (!atEnd() && m_text[m_pos].isSpace())
            ++m_pos;
    }
    static QChar lower(QChar c) { return c.toLower(); }

    DiceParseResult fail(const QString &message) { return failAt(m_pos, message); }
    DiceParseResult failAt(qsizetype pos, const QString &message)
    {
        m_error = {pos, message};
        return {std::nullopt, m_error};
    }

    QStringView m_text;
    qsizetype m_pos = 0;
    qsizetype m_numberStart = 0;
    qsizetype m_numberEnd = 0;
    DiceParseError m_error;
};

} // namespace

DiceParseResult DiceParser::parse(QStringView text)
{
    return Reader(text).run();
}

} // namespace adjutant::dice
