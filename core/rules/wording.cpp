#include "wording.h"

#include "resolver.h"

#include "dice/probabilitytext.h"
#include "json/filetexts.h"

#include <QCoreApplication>
#include <QLocale>

namespace adjutant::rules {

namespace {

// A band's bound: negative numbers with a true minus, others plain ("6+", "−3 or less").
QString bound(int n)
{
    return n < 0 ? Wording::signedNumber(n) : Wording::number(n);
}

} // namespace

QString Wording::number(qint64 n)
{
    return QLocale().toString(n);
}

QString Wording::signedNumber(int n)
{
    if (n > 0)
        return u'+' + number(n);
    if (n < 0)
        return QString(u'\u2212') + number(-qint64(n));
    return number(0);
}

QString Wording::percent(double probability)
{
    return dice::percentText(probability);
}

QString Wording::plainWords(const QString &id)
{
    QString out;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const QChar c = id.at(i);
        if (c == u'-' || c == u'_' || c == u'.') {
            out += u' ';
        } else if (c.isUpper() && i > 0 && id.at(i - 1).isLower()) {
            out += u' ';
            out += c.toLower();
        } else {
            out += c;
        }
    }
    return out.simplified();
}

QString Wording::capitalised(const QString &text)
{
    return text.isEmpty() ? text : text.at(0).toUpper() + text.mid(1);
}

QString Wording::inSentence(const QString &name)
{
    return QLocale().language() == QLocale::German ? name : name.toLower();
}

QString Wording::choiceName(const Ruleset &ruleset, const Field &field, const QString &choice)
{
    if (choice.isEmpty())
        return tr("none");
    if (field.kind == FieldKind::Ladder)
        if (const Ladder *ladder = ruleset.ladder(field.ladder))
            if (const LadderStep *s = ladder->step(choice);
                s && !s->doc.name.isEmpty() && s->doc.name != choice)
                return s->doc.name;
    if (field.kind == FieldKind::Choice)
        if (const Formation *f = ruleset.formation(choice);
            f && !f->doc.name.isEmpty() && f->doc.name != choice)
            return f->doc.name;
    // Named by its id alone ("british"): read as a name, translated in the ruleset's context
    // (translations/ruleset_strings.py lists these names too).
    const QString name = capitalised(plainWords(choice));
    return json::FileTexts::translate(u"ruleset:" + ruleset.id, name);
}

QString Wording::segmentName(const Ruleset &ruleset, const QString &segment)
{
    const QString name = plainWords(segment);
    return json::FileTexts::translate(u"ruleset:" + ruleset.id, name);
}

QString Wording::segmentName(const Ruleset &ruleset, const Segment &segment)
{
    return segment.doc.name.isEmpty() ? segmentName(ruleset, segment.id) : segment.doc.name;
}

QString Wording::fieldValue(const Ruleset &ruleset, const Field &field, const QVariant &value)
{
    switch (field.kind) {
    case FieldKind::Flag:
        return value.toBool() ? tr("yes") : tr("no");
    case FieldKind::Integer:
        return number(value.toLongLong());
    case FieldKind::Ladder:
    case FieldKind::Choice:
        return choiceName(ruleset, field, value.toString());
    }
    return value.toString();
}

QString Wording::change(const Ruleset &ruleset, const Field &field, const QVariant &before,
                        const QVariant &after)
{
    const QString was = fieldValue(ruleset, field, before);
    const QString now = fieldValue(ruleset, field, after);
    if (was == now)
        return {};
    if (field.kind == FieldKind::Flag)
        return after.toBool() ? tr("now %1").arg(field.doc.name) : tr("no longer %1").arg(field.doc.name);
    return tr("%1 %2 → %3").arg(field.doc.name, was, now);
}

QString Wording::need(const dice::DieTest &test)
{
    // The faces that pass, as runs: natural faces that only repeat what the modifiers already
    // decide are not worth a word.
    QList<std::pair<int, int>> runs;
    for (int face = 1; face <= test.sides; ++face) {
        if (!test.passes(face))
            continue;
        if (!runs.isEmpty() && runs.last().second == face - 1)
            runs.last().second = face;
        else
            runs.append({face, face});
    }
    const QString die = tr("a d%1").arg(test.sides);
    if (runs.isEmpty())
        return tr("no face of %1 passes").arg(die);
    if (runs.size() == 1 && runs.first() == std::pair(1, test.sides))
        return tr("any face of %1 passes").arg(die);
    QStringList parts;
    for (const auto &[low, high] : runs) {
        if (low == high)
            parts.append(number(low));
        else if (high == test.sides)
            parts.append(tr("%1+").arg(number(low)));
        else if (low == 1)
            parts.append(tr("%1 or less").arg(number(high)));
        else
            parts.append(tr("%1–%2").arg(number(low), number(high)));
    }
    return tr("needs %1 on %2").arg(parts.join(tr(" or ")), die);
}

QString Wording::range(std::optional<int> minimum, std::optional<int> maximum)
{
    if (minimum && maximum)
        return *minimum == *maximum ? bound(*minimum) : tr("%1 to %2").arg(bound(*minimum), bound(*maximum));
    if (minimum)
        return tr("%1+").arg(bound(*minimum));
    if (maximum)
        return tr("%1 or less").arg(bound(*maximum));
    return tr("any");
}

QString Wording::outcomeName(const Outcome &outcome)
{
    if (!outcome.minimum && !outcome.maximum)
        return outcome.doc.name;
    return tr("%1 (%2)").arg(outcome.doc.name, range(outcome.minimum, outcome.maximum));
}

QString Wording::counted(const QString &words, const QString &one, int count)
{
    if (count == 1 && !one.isEmpty())
        return one;
    QString out = words;
    return out.replace(QStringLiteral("%n"), number(count));
}

QString Wording::result(const Test &test, int value)
{
    if (!test.resultWords.isEmpty())
        return counted(test.resultWords, test.resultWordsOne, value);
    //: What a test without named outcomes gave: "result 2".
    return tr("result %1").arg(number(value));
}

QString Wording::opposed(const QString &actor, const QString &target, int margin)
{
    if (margin == 0)
        return tr("a draw: %1 and %2 are level").arg(actor, target);
    return tr("%1 wins by %n", nullptr, std::abs(margin)).arg(margin > 0 ? actor : target);
}

QString Wording::successesLabel(const Test &test)
{
    for (const FollowUp &fu : test.followUps)
        if (fu.moment == FollowUp::When::PerSuccess)
            return tr("hits");
    return tr("successes");
}

QString Wording::successes(const Test &test, int count)
{
    for (const FollowUp &fu : test.followUps)
        if (fu.moment == FollowUp::When::PerSuccess)
            return tr("%n hit(s)", nullptr, count);
    return tr("%n success(es)", nullptr, count);
}

Tone Wording::outcomeTone(const Test &test, const Outcome &outcome)
{
    if (outcome.kind == Outcome::Kind::Pass)
        return Tone::Good;
    if (outcome.kind == Outcome::Kind::Fail)
        return Tone::Bad;
    if (test.winnerLoser)
        return Tone::Neutral; // by who won: resultTone
    // Harm done to the taker is bad, harm done to the other side good.
    int score = 0;
    for (const Effect &e : outcome.effects) {
        int harm = 0;
        switch (e.op) {
        case Effect::Op::Step:
            harm = e.amount > 0 ? 1 : -1; // down the ladder
            break;
        case Effect::Op::Add:
            harm = e.amountValue || e.amount > 0 ? 1 : -1;
            break;
        case Effect::Op::Remove:
            harm = 2;
            break;
        default:
            break;
        }
        if (e.role == u"actor" || e.role == u"loser")
            score -= harm;
        else if (e.role == u"target" || e.role == u"winner")
            score += harm;
    }
    return score > 0 ? Tone::Good : score < 0 ? Tone::Bad : Tone::Neutral;
}

Tone Wording::resultTone(const TestResult &result)
{
    const Test *test = result.setup.test;
    if (!test)
        return Tone::Neutral;
    if (test->kind == Test::Kind::Opposed && test->winnerLoser)
        return result.margin > 0 ? Tone::Good : result.margin < 0 ? Tone::Bad : Tone::Neutral;
    for (const Outcome &o : test->outcomes)
        if (o.id == result.outcomeId)
            return outcomeTone(*test, o);
    return Tone::Neutral;
}

Tone Wording::flipped(Tone tone)
{
    return tone == Tone::Good ? Tone::Bad : tone == Tone::Bad ? Tone::Good : Tone::Neutral;
}

QString Wording::toneId(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return QStringLiteral("good");
    case Tone::Bad:
        return QStringLiteral("bad");
    case Tone::Neutral:
        break;
    }
    return QStringLiteral("neutral");
}

} // namespace adjutant::rules
