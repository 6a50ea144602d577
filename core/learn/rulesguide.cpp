#include "rulesguide.h"
#include "text/punctuation.h"

#include "rules/situation.h"
#include "rules/wording.h"

namespace adjutant::learn {

using namespace adjutant::rules;

namespace {

QString sectionKindWord(const Test &t)
{
    switch (t.kind) {
    case Test::Kind::Threshold:
        return t.pool ? RulesGuide::tr("Each die is judged on its own; the successes are counted.")
                      : RulesGuide::tr("One die against a score to reach.");
    case Test::Kind::RollUnder:
        return RulesGuide::tr("One die that must come at or under a score.");
    case Test::Kind::Bands:
        return RulesGuide::tr(
            "The dice are added up with the modifiers; the total falls in one of the results below.");
    case Test::Kind::Table:
        return RulesGuide::tr("The roll with its modifiers is read on a table.");
    case Test::Kind::Opposed:
        return RulesGuide::tr("Both sides roll and add their modifiers; the difference decides.");
    }
    return QString();
}

QString diceFact(const Ruleset &rs, const Test &t, const Evaluator &ev)
{
    const DiceSpec &d = t.dice;
    if (d.expressionFrom)
        return RulesGuide::tr("Dice: as %1 says").arg(ev.describe(*d.expressionFrom));
    if (!d.byCondition.isEmpty()) {
        QStringList parts;
        for (const auto &[when, expr] : d.byCondition)
            parts.append(RulesGuide::tr("%1 when %2").arg(expr.toString(), ev.describe(when)));
        return RulesGuide::tr("Dice: %1").arg(parts.join(text::Punctuation::semicolon()));
    }
    if (d.expression)
        return RulesGuide::tr("Dice: %1").arg(d.expression->toString());
    if (d.count)
        return d.count->kind == Value::Kind::Choose
            //: dice whose number depends on the situation: "Dice: a d10 each, as many as 1 when …"
            ? RulesGuide::tr("Dice: a d%1 each, as many as %2")
                  .arg(QString::number(d.sides), ev.describe(*d.count))
            : RulesGuide::tr("Dice: a d%1 for each of %2")
                  .arg(QString::number(d.sides), ev.describe(*d.count));
    Q_UNUSED(rs)
    return RulesGuide::tr("Dice: %1d%2").arg(d.fixedCount).arg(d.sides);
}

QStringList needFacts(const Test &t, const Evaluator &ev)
{
    QStringList out;
    const QString target = t.targetFrom ? ev.describe(*t.targetFrom) : Wording::number(t.target);
    switch (t.kind) {
    case Test::Kind::Threshold:
        if (t.comparison == dice::Comparison::AtLeast)
            out.append(
                t.modifiersOnTarget
                    ? RulesGuide::tr("Needs %1 or more; the modifiers change the score needed, not the roll.")
                          .arg(target)
                    : RulesGuide::tr("Needs %1 or more after the modifiers.").arg(target));
        else
            out.append(RulesGuide::tr("Needs %1 or less after the modifiers.").arg(target));
        break;
    case Test::Kind::RollUnder:
        out.append(RulesGuide::tr("Needs %1 or less; the modifiers raise or lower that score.").arg(target));
        break;
    case Test::Kind::Bands:
    case Test::Kind::Opposed:
        if (t.base)
            out.append(t.base->kind == Value::Kind::Choose
                           //: a number added to a roll that depends on the situation: "Adds to the
                           //: roll: 2 when …, otherwise 0."
                           ? RulesGuide::tr("Adds to the roll: %1.").arg(ev.describe(*t.base))
                           : RulesGuide::tr("Adds %1 to the roll.").arg(ev.describe(*t.base)));
        if (t.compareWith)
            out.append(RulesGuide::tr("Takes %1 off the total.").arg(ev.describe(*t.compareWith)));
        break;
    case Test::Kind::Table:
        if (t.tableRow)
            out.append(RulesGuide::tr("The row is %1.").arg(ev.describe(*t.tableRow)));
        break;
    }
    for (int face : t.naturalPass)
        out.append(RulesGuide::tr("A natural %1 always passes, whatever the modifiers.").arg(face));
    for (int face : t.naturalFail)
        out.append(RulesGuide::tr("A natural %1 always fails, whatever the modifiers.").arg(face));
    if (t.naturalWhen && (!t.naturalPass.isEmpty() || !t.naturalFail.isEmpty()))
        out.append(
            RulesGuide::tr("Those natural faces decide only when %1.").arg(ev.describe(*t.naturalWhen)));
    for (const TestInput &in : t.inputs)
        out.append(in.inches
                       ? RulesGuide::tr("The players measure %1 in inches (%2 to %3).")
                             .arg(in.doc.name, QString::number(in.minimum), QString::number(in.maximum))
                       : RulesGuide::tr("The players enter %1 (%2 to %3).")
                             .arg(in.doc.name, QString::number(in.minimum), QString::number(in.maximum)));
    for (const TestInput &in : t.inputs)
        if (in.when)
            //: %1: an input ("From the guns to the troops fired over"); %2: when it is asked
            out.append(RulesGuide::tr("%1 is asked only when %2.").arg(in.doc.name, ev.describe(*in.when)));
    return out;
}

QString modifierValue(const Modifier &m, const Evaluator &ev)
{
    QStringList parts;
    if (m.fromRating)
        parts.append(
            m.value
                ? RulesGuide::tr("%1 and %2").arg(ev.describe(*m.fromRating), Wording::signedNumber(m.value))
                : ev.describe(*m.fromRating));
    else if (m.per)
        parts.append(m.per->kind == Value::Kind::Choose
                         //: a modifier counted a number of times that depends on the situation: "+1 each
                         //: time, as many times as 2 when …, otherwise 0"
                         ? RulesGuide::tr("%1 each time, as many times as %2")
                               .arg(Wording::signedNumber(m.value), ev.describe(*m.per))
                         : RulesGuide::tr("%1 for each of %2")
                               .arg(Wording::signedNumber(m.value), ev.describe(*m.per)));
    else if (m.kind == Modifier::Kind::OneOf) {
        QStringList choices;
        for (const ModifierChoice &c : m.choices)
            choices.append(RulesGuide::tr("%1 %2").arg(c.doc.name, Wording::signedNumber(c.value)));
        parts.append(choices.join(QStringLiteral(", ")));
    } else
        parts.append(Wording::signedNumber(m.value));
    // A modifier the app works out from the battle says so; one the players tick or choose says
    // that only the table can tell it.
    if (m.when && m.kind == Modifier::Kind::Automatic)
        parts.append(RulesGuide::tr("counted by the app when %1").arg(ev.describe(*m.when)));
    else if (m.when)
        parts.append(RulesGuide::tr("when %1").arg(ev.describe(*m.when)));
    if (m.kind == Modifier::Kind::Toggle)
        parts.append(RulesGuide::tr("tick it when the table shows it"));
    if (m.kind == Modifier::Kind::OneOf && !m.byRange.isEmpty())
        parts.append(RulesGuide::tr("worked out by the app from the distance measured"));
    else if (m.kind == Modifier::Kind::OneOf)
        parts.append(RulesGuide::tr("choose the one the table shows"));
    if (m.side == u"target")
        parts.append(RulesGuide::tr("for the other side"));
    if (m.side == u"both")
        parts.append(RulesGuide::tr("for each side"));
    return parts.join(text::Punctuation::semicolon());
}

bool matches(const QStringList &words, const QString &text)
{
    for (const QString &w : words)
        if (!text.contains(w, Qt::CaseInsensitive))
            return false;
    return true;
}

QString entryText(const GuideEntry &e)
{
    return QStringList{e.name, e.value, e.explain, e.ref}.join(u' ');
}

} // namespace

QString RulesGuide::testAnchor(const QString &testId)
{
    return QStringLiteral("test:") + testId;
}

QString RulesGuide::modifierAnchor(const QString &testId, const QString &modifierId)
{
    return testAnchor(testId) + QStringLiteral("/modifier:") + modifierId;
}

QList<GuideSection> RulesGuide::build(const Ruleset &rs)
{
    QList<GuideSection> out;
    const Situation none;
    if (rs.activation) {
        const Activation &a = *rs.activation;
        GuideSection turn;
        turn.kind = GuideSection::Kind::Turn;
        turn.anchor = QStringLiteral("turn");
        turn.title = tr("The turn");
        turn.explain = a.doc.explain;
        turn.ref = a.doc.ref;
        if (a.kind == Activation::Kind::Deck) {
            turn.facts.append(tr("A deck of cards decides who acts: %n card(s) at a time.", nullptr, a.draw));
            for (const Card &c : a.cards) {
                QString value;
                if (c.per == Card::Per::Unit)
                    value = tr("one per unit");
                else if (c.per == Card::Per::Commander)
                    value = tr("one per commander");
                else
                    value = tr("%n in the deck", nullptr, c.count);
                if (c.endsTurn)
                    value = tr("%1; ends the turn").arg(value);
                turn.entries.append(
                    {QStringLiteral("card:") + c.id, c.doc.name, value, c.doc.explain, c.doc.ref});
            }
            if (a.waitingFates)
                turn.entries.append({QStringLiteral("fates"), a.waitingFates->doc.name, QString(),
                                     a.waitingFates->doc.explain, a.waitingFates->doc.ref});
        } else {
            int n = 0;
            for (const Phase &p : a.phases) {
                QStringList segments;
                for (const Segment &s : p.segments)
                    segments.append(Wording::segmentName(rs, s));
                turn.entries.append({QStringLiteral("phase:") + p.id, tr("%1. %2").arg(++n).arg(p.doc.name),
                                     segments.join(QStringLiteral(", ")), p.doc.explain, p.doc.ref});
            }
        }
        out.append(turn);
    }
    for (const Test &t : rs.tests) {
        const Evaluator ev(rs, none, t.id);
        GuideSection s;
        s.kind = GuideSection::Kind::Test;
        s.anchor = testAnchor(t.id);
        s.title = t.doc.name;
        s.explain = t.doc.explain;
        s.ref = t.doc.ref;
        s.facts.append(sectionKindWord(t));
        s.facts.append(diceFact(rs, t, ev));
        s.facts += needFacts(t, ev);
        for (const Modifier &m : t.modifiers)
            s.entries.append(
                {modifierAnchor(t.id, m.id), m.doc.name, modifierValue(m, ev), m.doc.explain, m.doc.ref});
        for (const Outcome &o : t.outcomes)
            s.entries.append({s.anchor + QStringLiteral("/outcome:") + o.id, Wording::outcomeName(o),
                              o.kind == Outcome::Kind::Pass       ? tr("on a pass")
                                  : o.kind == Outcome::Kind::Fail ? tr("on a fail")
                                                                  : QString(),
                              o.doc.explain, o.doc.ref});
        for (const FollowUp &fu : t.followUps) {
            const Test *next = rs.test(fu.test);
            s.facts.append(tr("Then: %1. %2").arg(next ? next->doc.name : fu.test, fu.doc.explain).trimmed());
        }
        out.append(s);
    }
    for (const Table &tb : rs.tables) {
        GuideSection s;
        s.kind = GuideSection::Kind::Table;
        s.anchor = QStringLiteral("table:") + tb.id;
        s.title = tb.doc.name;
        s.explain = tb.doc.explain;
        s.ref = tb.doc.ref;
        if (tb.dice)
            s.facts.append(tr("Roll %1 and read the row.").arg(tb.dice->toString()));
        for (const TableRow &r : tb.rows)
            s.entries.append({s.anchor + QStringLiteral("/row:") + r.id, r.doc.name,
                              Wording::range(r.minimum, r.maximum), rowExplain(rs, r), r.doc.ref});
        for (const LookupRow &r : tb.lookup) {
            QStringList columns;
            for (const LookupColumn &c : r.columns)
                columns.append(
                    tr("%1 gives %2").arg(Wording::range(c.minimum, c.maximum), QString::number(c.value)));
            s.entries.append({QString(), tr("Row %1").arg(Wording::range(r.minimum, r.maximum)),
                              columns.join(QStringLiteral(", ")), QString(), QString()});
        }
        out.append(s);
    }
    addPlaySections(rs, out);
    return out;
}

QString RulesGuide::rowExplain(const Ruleset &rs, const TableRow &row)
{
    const Evaluator ev(rs, Situation());
    QStringList said{row.doc.explain};
    if (row.forUnit)
        //: %1: the kind of unit a fate waits for ("the unit's arm is cavalry")
        said.append(tr("It waits for the next unit activated when %1.").arg(ev.describe(*row.forUnit)));
    if (row.randomUnit)
        //: %1: which units it may strike ("the unit's arm is infantry")
        said.append(tr("It strikes a unit drawn at random among those under the same commander, when %1.")
                        .arg(ev.describe(*row.randomUnit)));
    if (!row.owes.isEmpty()) {
        const Test *t = rs.test(row.owes);
        //: %1: the test each of his units owes
        said.append(tr("Each unit under him owes %1.").arg(t ? t->doc.name : row.owes));
    }
    if (row.commanderLeaves)
        said.append(tr("He leaves the field; those under him answer to his own commander from then on."));
    said.removeAll(QString());
    return said.join(u' ');
}

QList<GuideSection> RulesGuide::search(const QList<GuideSection> &sections, const QString &query)
{
    const QStringList words = query.simplified().split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty())
        return sections;
    QList<GuideSection> out;
    for (const GuideSection &s : sections) {
        const QString own = QStringList{s.title, s.explain, s.ref, s.facts.join(u' ')}.join(u' ');
        if (matches(words, own)) {
            out.append(s);
            continue;
        }
        GuideSection kept = s;
        kept.entries.clear();
        for (const GuideEntry &e : s.entries)
            if (matches(words, entryText(e) + u' ' + s.title))
                kept.entries.append(e);
        if (!kept.entries.isEmpty())
            out.append(kept);
    }
    return out;
}

} // namespace adjutant::learn
