// The rules guide's pages of play beyond single tests: each procedure (a charge from its
// declaration to its end), who may charge whom, the tests the rules owe, the orders, how units
// move and change formation or face, and the readings of the rules players may take otherwise.
// Made from the ruleset's data and its explanations alone, as the rest of the guide.

#include "rulesguide.h"
#include "text/punctuation.h"

#include "rules/orders.h"
#include "rules/procedure.h"
#include "rules/situation.h"
#include "rules/wording.h"

namespace adjutant::learn {

using namespace adjutant::rules;

namespace {

// "Does it stand? — Being charged is a reason to test..." for each named step of a list, not
// the steps nested in branches (they are said where they are taken).
void namedSteps(const ProcedureSteps &steps, QStringList &out)
{
    for (const ProcedureStep &s : steps)
        if (!s.doc.name.isEmpty())
            out.append(s.doc.explain.isEmpty() ? RulesGuide::tr("%1.").arg(s.doc.name)
                                               : RulesGuide::tr("%1: %2").arg(s.doc.name, s.doc.explain));
}

GuideSection procedureSection(const Ruleset &rs, const Procedure &p)
{
    const Evaluator ev(rs, Situation(), QString());
    GuideSection s;
    s.kind = GuideSection::Kind::Procedure;
    s.anchor = QStringLiteral("procedure:") + p.id;
    s.title = p.doc.name;
    s.explain = p.doc.explain;
    s.ref = p.doc.ref;
    for (const ProcedureInput &in : p.inputs)
        s.facts.append(in.movementColumn.isEmpty()
                           ? RulesGuide::tr("The players enter %1 (%2 to %3).")
                                 .arg(in.input.doc.name, QString::number(in.input.minimum),
                                      QString::number(in.input.maximum))
                           : RulesGuide::tr("%1 comes from the movement table unless the players enter it.")
                                 .arg(in.input.doc.name));
    for (const ProcedureRole &r : p.roles)
        s.facts.append(RulesGuide::tr("The players may name %1: %2").arg(r.doc.name, r.doc.explain));
    namedSteps(p.before, s.facts);
    for (const ProcedureResponse &r : p.responses)
        s.entries.append({s.anchor + QStringLiteral("/response:") + r.id, r.doc.name,
                          !r.when ? RulesGuide::tr("always offered")
                              : !r.notOffered.isEmpty()
                              ? RulesGuide::tr("offered only as the rules say")
                              : RulesGuide::tr("offered when %1").arg(ev.describe(*r.when)),
                          r.notOffered.isEmpty() ? r.doc.explain
                                                 : RulesGuide::tr("%1 %2").arg(r.doc.explain, r.notOffered),
                          r.doc.ref});
    namedSteps(p.after, s.facts);
    for (const ProcedureEnding &e : p.endings)
        s.entries.append({s.anchor + QStringLiteral("/ending:") + e.id, e.doc.name,
                          RulesGuide::tr("an ending"), e.doc.explain, e.doc.ref});
    return s;
}

GuideSection chargeRulesSection(const Ruleset &rs)
{
    const Evaluator ev(rs, Situation(), QString());
    GuideSection s;
    s.kind = GuideSection::Kind::Rules;
    s.anchor = QStringLiteral("charge-rules");
    s.title = RulesGuide::tr("Who may charge whom");
    s.facts.append(RulesGuide::tr("The first rule that fits the charge decides."));
    for (const ChargeRule &r : rs.chargeRules) {
        const Test *t = rs.test(r.test);
        const QString verdict = r.verdict == ChargeRule::Verdict::Allowed ? RulesGuide::tr("allowed")
            : r.verdict == ChargeRule::Verdict::Forbidden
            ? RulesGuide::tr("forbidden")
            : RulesGuide::tr("allowed after %1").arg(t ? t->doc.name : r.test);
        s.entries.append(
            {s.anchor + u'/' + r.id, r.doc.name, verdict,
             r.doc.explain.isEmpty() ? RulesGuide::tr("When %1.").arg(ev.describe(r.when)) : r.doc.explain,
             r.doc.ref});
    }
    return s;
}

QString spanText(Trigger::Span span, bool lapses)
{
    switch (span) {
    case Trigger::Span::Phase:
        return lapses ? RulesGuide::tr("lapses when the phase ends") : RulesGuide::tr("once a phase");
    case Trigger::Span::Turn:
        return lapses ? RulesGuide::tr("lapses when the turn ends") : RulesGuide::tr("once a turn");
    case Trigger::Span::NextPhase:
        return RulesGuide::tr("lapses when the next phase ends");
    case Trigger::Span::None:
        break;
    }
    return {};
}

GuideSection owedSection(const Ruleset &rs)
{
    GuideSection s;
    s.kind = GuideSection::Kind::Rules;
    s.anchor = QStringLiteral("owed");
    s.title = RulesGuide::tr("Tests owed");
    s.facts.append(
        RulesGuide::tr("What a result owes waits in the battle's queue until it is taken, the umpire "
                       "passes it over, or it lapses."));
    for (const Trigger &t : rs.triggers) {
        const Test *owed = rs.test(t.test);
        QStringList value;
        if (!t.owes()) {
            // The tests (or procedures) it is taken within, by their names.
            QStringList within;
            for (const QString &id : t.coveredBy)
                within.append(rs.test(id)            ? rs.test(id)->doc.name
                                  : rs.procedure(id) ? rs.procedure(id)->doc.name
                                                     : Wording::plainWords(id));
            value.append(RulesGuide::tr("taken within %1").arg(within.join(QStringLiteral(", "))));
        } else {
            QStringList after;
            for (const QString &id : t.after)
                after.append(rs.test(id) ? rs.test(id)->doc.name : id);
            value.append(RulesGuide::tr("%1 after %2")
                             .arg(owed ? owed->doc.name : t.test, after.join(QStringLiteral(", "))));
            for (const QString &when : {spanText(t.once, false), spanText(t.lapses, true)})
                if (!when.isEmpty())
                    value.append(when);
        }
        s.entries.append({s.anchor + u'/' + t.id, t.doc.name, value.join(text::Punctuation::semicolon()),
                          t.doc.explain, t.doc.ref});
    }
    return s;
}

// The orders that roll no dice: whom each is for, what refuses it, whether it is given to another
// unit; the fields a side keeps from the other until shown (an order written in secret).
GuideSection ordersSection(const Ruleset &rs)
{
    GuideSection s;
    s.kind = GuideSection::Kind::Rules;
    s.anchor = QStringLiteral("orders");
    s.title = RulesGuide::tr("Orders");
    s.explain = RulesGuide::tr("What a unit does that rolls no dice, given from its sheet.");
    const Evaluator ev(rs, Situation(), QString());
    for (const Order &o : rs.orders) {
        QStringList said{o.doc.explain};
        if (o.when)
            //: %1: which units the order is for
            said.append(RulesGuide::tr("For a unit when %1.").arg(ev.describe(*o.when)));
        if (o.takesTarget)
            said.append(RulesGuide::tr("Given to another unit, named when it is given."));
        said.removeAll(QString());
        QStringList refused;
        for (const Requirement &r : o.requirements)
            refused.append(r.doc.explain);
        s.entries.append(
            {s.anchor + u'/' + o.id, o.doc.name,
             refused.isEmpty() ? QString() : RulesGuide::tr("not given when: %1").arg(refused.join(u' ')),
             said.join(u' '), o.doc.ref});
    }
    for (const Field &f : rs.fields)
        if (f.hidden)
            //: %1: a field of a unit (its order); %2: when it is shown ("the unit's Order shown is yes")
            s.facts.append(RulesGuide::tr("%1 is kept from the other side until %2.")
                               .arg(f.doc.name, ev.describe(*f.hidden->revealedWhen)));
    return s;
}

GuideSection movingSection(const Ruleset &rs)
{
    GuideSection s;
    s.kind = GuideSection::Kind::Rules;
    s.anchor = QStringLiteral("moving");
    s.title = RulesGuide::tr("Moving, formation and face");
    if (rs.formationChanges) {
        s.explain = rs.formationChanges->doc.explain;
        s.ref = rs.formationChanges->doc.ref;
        if (rs.formationChanges->face)
            s.facts.append(RulesGuide::tr("A change of face costs what one step of formation does."));
    }
    // What stops a move, and what cuts it short (a unit out of command, a half-move marker).
    if (rs.moving) {
        if (s.explain.isEmpty())
            s.explain = rs.moving->doc.explain;
        if (const Field *spent = rs.field(rs.moving->spent))
            //: %1: the field that keeps count ("Inches of move used")
            s.facts.append(RulesGuide::tr("A move may be played in parts: together they go no further than "
                                          "the unit's move, counted in open ground (%1 keeps the count).")
                               .arg(spent->doc.name));
        for (const Requirement &r : rs.moving->requirements)
            //: %1: the rules' reason, as the ruleset words it
            s.facts.append(RulesGuide::tr("No move when this does not hold: %1").arg(r.doc.explain));
        for (const MoveLimit &l : rs.moving->limits)
            s.facts.append(
                (l.fraction <= 0
                     //: %1: the marker's name ("No move"); %2: when, in the ruleset's words
                     ? RulesGuide::tr("%1: no move at all, though a change of formation still. %2")
                           .arg(l.doc.name, l.doc.explain)
                     //: %1: the marker's name ("Half move"); %2: the part left ("½ move"); %3: when
                     : RulesGuide::tr("%1: %2 at most. %3")
                           .arg(l.doc.name, rules::Orders::movesText(l.fraction), l.doc.explain))
                    .trimmed());
    }
    for (const Manoeuvre &m : rs.manoeuvres) {
        QStringList rates;
        for (const ManoeuvreRate &r : m.rates)
            if (!r.doc.explain.isEmpty())
                rates.append(r.doc.explain);
        s.entries.append({s.anchor + QStringLiteral("/manoeuvre:") + m.id, m.doc.name, QString(),
                          rates.join(u' '), m.doc.ref});
    }
    for (const Terrain &t : rs.terrain)
        s.entries.append(
            {s.anchor + QStringLiteral("/terrain:") + t.id, t.doc.name, QString(), t.doc.explain, t.doc.ref});
    return s;
}

GuideSection readingsSection(const Ruleset &rs)
{
    GuideSection s;
    s.kind = GuideSection::Kind::Rules;
    s.anchor = QStringLiteral("readings");
    s.title = RulesGuide::tr("Readings of the rules");
    s.facts.append(RulesGuide::tr("Where the rules can be read more than one way: ours first, the others an "
                                  "option for the battle."));
    for (const Option &o : rs.options) {
        QStringList choices;
        for (const OptionChoice &c : o.choices)
            choices.append(c.id == o.defaultChoice ? RulesGuide::tr("%1 (ours)").arg(c.doc.name)
                                                   : c.doc.name);
        s.entries.append({s.anchor + u'/' + o.id, o.doc.name, choices.join(QStringLiteral(", ")),
                          o.doc.explain, o.doc.ref});
    }
    return s;
}

} // namespace

void RulesGuide::addPlaySections(const Ruleset &rs, QList<GuideSection> &out)
{
    if (rs.procedures)
        for (const Procedure &p : *rs.procedures)
            out.append(procedureSection(rs, p));
    if (!rs.chargeRules.isEmpty())
        out.append(chargeRulesSection(rs));
    if (!rs.triggers.isEmpty())
        out.append(owedSection(rs));
    if (!rs.orders.isEmpty())
        out.append(ordersSection(rs));
    if (rs.formationChanges || rs.moving || !rs.manoeuvres.isEmpty() || !rs.terrain.isEmpty())
        out.append(movingSection(rs));
    if (!rs.options.isEmpty())
        out.append(readingsSection(rs));
}

} // namespace adjutant::learn
