#include "why.h"
#include "text/punctuation.h"

#include "battle/battle.h"
#include "rules/procedure.h"
#include "rules/wording.h"

#include "dice/facequeue.h"
#include "dice/roll.h"

namespace adjutant::learn {

using rules::Test;
using rules::TestResult;
using rules::Wording;

namespace {

// A number as the table reads it, below nought with a true minus ("−2"), as Wording's signs.
QString num(qint64 n)
{
    return n < 0 ? QString(u'\u2212') + Wording::number(-n) : Wording::number(n);
}

QString nameOr(const Why::NameOf &nameOf, const QString &id, const QString &fallback)
{
    const QString name = nameOf && !id.isEmpty() ? nameOf(id) : QString();
    return name.isEmpty() ? fallback : name;
}

bool perSuccessFollowUp(const Test &t)
{
    for (const rules::FollowUp &fu : t.followUps)
        if (fu.moment == rules::FollowUp::When::PerSuccess)
            return true;
    return false;
}

// "a hit", "a miss", "a success", "no success", "passes", "fails": what one die came to.
QString verdict(const Test &t, bool success)
{
    if (!t.pool)
        return success ? Why::tr("passes") : Why::tr("fails");
    if (perSuccessFollowUp(t))
        return success ? Why::tr("a hit") : Why::tr("a miss");
    return success ? Why::tr("a success") : Why::tr("no success");
}

// What the score had to be: "5", "5 or less".
QString needed(const dice::DieTest &dt, int target)
{
    return dt.comparison == dice::Comparison::AtLeast ? num(target) : Why::tr("%1 or less").arg(num(target));
}

// The score needed when the modifiers move it rather than the roll: "7 (6 +1)".
QString neededWithModifiers(const dice::DieTest &dt, int total)
{
    if (total == 0)
        return needed(dt, dt.target);
    return Why::tr("%1 (%2 %3)")
        .arg(needed(dt, dt.target), num(qint64(dt.target) - total), Wording::signedNumber(total));
}

QString naturalSentence(const Test &t, int face, bool success)
{
    return success ? Why::tr("Natural %1: %2 whatever the modifiers.").arg(num(face), verdict(t, true))
                   : Why::tr("Natural %1: %2 whatever the modifiers.").arg(num(face), verdict(t, false));
}

QString thresholdDie(const TestResult &r, const dice::RolledDie &d)
{
    const Test &t = *r.setup.test;
    const dice::DieTest &dt = r.setup.dieTest;
    if (dt.naturalFail.contains(d.face))
        return naturalSentence(t, d.face, false);
    if (dt.naturalPass.contains(d.face))
        return naturalSentence(t, d.face, true);
    if (t.modifiersOnTarget || dt.modifier == 0)
        return Why::tr("%1, needed %2: %3.")
            .arg(num(d.face),
                 t.modifiersOnTarget ? neededWithModifiers(dt, r.setup.total) : needed(dt, dt.target),
                 verdict(t, d.success));
    return Why::tr("%1 %2 = %3, needed %4: %5.")
        .arg(num(d.face), Wording::signedNumber(dt.modifier), num(qint64(d.face) + dt.modifier),
             needed(dt, dt.target), verdict(t, d.success));
}

QString rollUnderDie(const TestResult &r, const dice::RolledDie &d)
{
    const Test &t = *r.setup.test;
    const dice::DieTest &dt = r.setup.dieTest;
    if (dt.naturalFail.contains(d.face))
        return naturalSentence(t, d.face, false);
    if (dt.naturalPass.contains(d.face))
        return naturalSentence(t, d.face, true);
    const int margin = d.face - dt.target; // as the resolver reads it: below 0 is to spare
    QString how;
    if (d.success)
        how = margin == 0 ? Why::tr("passes exactly") : Why::tr("passes by %1").arg(num(-qint64(margin)));
    else
        how = Why::tr("fails by %1").arg(num(margin));
    return Why::tr("%1, needed %2: %3.").arg(num(d.face), neededWithModifiers(dt, r.setup.total), how);
}

// "3 and 4", "3, 8 and 9 (the 3 set aside)".
QString facesList(const QList<dice::RolledDie> &dice)
{
    QStringList faces;
    QStringList dropped;
    for (const dice::RolledDie &d : dice) {
        faces.append(num(d.face));
        if (!d.kept)
            dropped.append(num(d.face));
    }
    QString list = faces.size() == 1
        ? faces.first()
        : Why::tr("%1 and %2").arg(faces.mid(0, faces.size() - 1).join(u", "), faces.last());
    if (!dropped.isEmpty())
        list = Why::tr("%1 (%2 set aside)").arg(list, dropped.join(u", "));
    return list;
}

// A score: "5" when nothing was added, "5 +1 = 6" when something was.
QString scored(qint64 rolled, qint64 total)
{
    if (rolled == total)
        return num(total);
    //: A die roll, what was added to it, and the score: "5 +1 = 6".
    return Why::tr("%1 %2 = %3").arg(num(rolled), Wording::signedNumber(int(total - rolled)), num(total));
}

struct Rolled {
    QList<dice::RolledDie> mine;
    QList<dice::RolledDie> theirs;
    int myValue = 0;
    int theirValue = 0;
};

// A unit named with the figure a test fell on: "Voltigeurs (Ranker 3)".
QString withFigure(const TestResult &r, const QString &role, const QString &unit)
{
    const QString figure = r.figureNames.value(role);
    return figure.isEmpty()
        ? unit
        : Why::tr("%1 (%2)", "a unit and the figure of it a test fell on").arg(unit, figure);
}

Rolled splitRoll(const TestResult &r)
{
    Rolled out;
    const qsizetype half = r.setup.expression ? r.setup.expression->diceCount() : r.dice.size();
    out.mine = r.dice.mid(0, half);
    out.theirs = r.dice.mid(half);
    if (r.setup.expression) {
        QList<int> faces;
        for (const dice::RolledDie &d : out.mine)
            faces.append(d.face);
        out.myValue = dice::evaluate(*r.setup.expression, faces).value;
        if (r.setup.givenTargetFace) {
            out.theirValue = r.setup.givenTargetFace;
        } else if (!out.theirs.isEmpty()) {
            QList<int> theirFaces;
            for (const dice::RolledDie &d : out.theirs)
                theirFaces.append(d.face);
            out.theirValue = dice::evaluate(*r.setup.expression, theirFaces).value;
        }
    }
    return out;
}

QStringList rolledTotalDice(const TestResult &r, const Why::NameOf &nameOf)
{
    const Test &t = *r.setup.test;
    const Rolled rolled = splitRoll(r);
    const QString expr = r.setup.expression ? r.setup.expression->toString() : QString();
    QStringList out;
    if (rolled.mine.isEmpty())
        return out; // nothing was rolled (a test decided before its dice)
    if (t.kind != Test::Kind::Opposed) {
        out.append(
            rolled.mine.size() == 1
                ? Why::tr("Rolled %1 on %2.").arg(facesList(rolled.mine), expr)
                : Why::tr("Rolled %1 on %2: %3.").arg(facesList(rolled.mine), expr, num(rolled.myValue)));
        return out;
    }
    const QString me
        = withFigure(r, u"actor"_qs, nameOr(nameOf, r.setup.actorId, Why::tr("The unit taking the test")));
    const QString them
        = withFigure(r, u"target"_qs, nameOr(nameOf, r.setup.targetId, Why::tr("the other side")));
    if (r.setup.givenActorFace)
        out.append(Why::tr("%1 had already rolled %2, against another figure.")
                       .arg(Wording::capitalised(me), num(rolled.myValue)));
    else
        out.append(
            Why::tr("%1 rolled %2 on %3: %4.").arg(me, facesList(rolled.mine), expr, num(rolled.myValue)));
    if (r.setup.givenTargetFace || rolled.theirs.isEmpty())
        out.append(
            Why::tr("%1 had already rolled %2.").arg(Wording::capitalised(them), num(rolled.theirValue)));
    else
        out.append(
            Why::tr("%1 rolled %2 on %3: %4.")
                .arg(Wording::capitalised(them), facesList(rolled.theirs), expr, num(rolled.theirValue)));
    return out;
}

const rules::Outcome *outcomeOf(const TestResult &r)
{
    for (const rules::Outcome &o : r.setup.test->outcomes)
        if (o.id == r.outcomeId)
            return &o;
    return nullptr;
}

// "Holds (6+). The unit stands." or "Holds."
QString outcomeWords(const TestResult &r)
{
    const rules::Outcome *o = outcomeOf(r);
    // A band that could not be missed is named without its range, as the odds name it.
    const bool certain
        = std::any_of(r.setup.odds.begin(), r.setup.odds.end(), [&](const rules::OutcomeOdds &odds) {
              return odds.id == r.outcomeId && odds.simulated == 0 && odds.probability >= 1.0 - 1e-12;
          });
    const QString name = !o ? r.outcomeName : certain ? o->doc.name : Wording::outcomeName(*o);
    if (name.isEmpty())
        return QString();
    return r.outcomeExplain.isEmpty() ? Why::tr("%1.").arg(name)
                                      : Why::tr("%1: %2").arg(name, r.outcomeExplain);
}

// A note of the runner's ("no charge rule forbids it") as a sentence of its own.
QString sentence(const QString &text)
{
    QString out = Wording::capitalised(text.trimmed());
    if (!out.isEmpty() && !out.endsWith(u'.') && !out.endsWith(u'!') && !out.endsWith(u'?'))
        out += u'.';
    return out;
}

// Each sentence of one test's result, led by the test's name and the unit taking it: "Receive
// charge (45e Ligne): 7, needed 5: passes."
QStringList ledBy(const TestResult &r, const Why::NameOf &nameOf)
{
    QStringList out;
    const QString who = nameOr(nameOf, r.setup.actorId, r.setup.actorId);
    for (const QString &line : Why::forResult(r, nameOf))
        out.append(r.setup.test ? Why::tr("%1 (%2): %3").arg(r.setup.test->doc.name, who, line) : line);
    return out;
}

QStringList ledBy(const rules::Resolution &resolution, const Why::NameOf &nameOf)
{
    QStringList out;
    for (const TestResult &r : resolution.steps)
        out += ledBy(r, nameOf);
    return out;
}

// "Counted from the battle: +2 Attacking in attack column; −1 Long range." The modifiers the app
// worked out from what the battle knows (a formation, a marker, a distance measured), which
// nobody ticked: said in the words of their names, so that nobody wonders where a +2 came from.
QString derivedSentence(const TestResult &r)
{
    const Test &t = *r.setup.test;
    QStringList items;
    for (const rules::AppliedModifier &m : r.setup.modifiers) {
        if (!m.active || !m.derived || m.value == 0)
            continue;
        const auto def = std::find_if(t.modifiers.begin(), t.modifiers.end(),
                                      [&](const rules::Modifier &d) { return d.id == m.id; });
        if (def == t.modifiers.end() || (!def->when && def->byRange.isEmpty()))
            continue; // a rating or a count, which the unit's sheet shows
        const QString name = m.kind == rules::Modifier::Kind::OneOf ? m.choiceName : m.doc.name;
        //: A modifier the app counted: its value, then its name ("+2 Attacking in attack column").
        items.append(m.side == u"target"
                         ? Why::tr("%1 %2 (the other side)").arg(Wording::signedNumber(m.value), name)
                         : Why::tr("%1 %2").arg(Wording::signedNumber(m.value), name));
    }
    if (items.isEmpty())
        return QString();
    //: Before the dice of a test: the modifiers worked out from the battle, "; " between them.
    return Why::tr("Counted from the battle: %1.").arg(items.join(text::Punctuation::semicolon()));
}

} // namespace

QStringList Why::forDice(const TestResult &r, const NameOf &nameOf)
{
    QStringList out;
    if (!r.setup.test)
        return out;
    switch (r.setup.test->kind) {
    case Test::Kind::Threshold:
        for (const dice::RolledDie &d : r.dice)
            out.append(thresholdDie(r, d));
        break;
    case Test::Kind::RollUnder:
        for (const dice::RolledDie &d : r.dice)
            out.append(rollUnderDie(r, d));
        break;
    case Test::Kind::Bands:
    case Test::Kind::Table:
    case Test::Kind::Opposed:
        out = rolledTotalDice(r, nameOf);
        break;
    }
    return out;
}

QString Why::forOutcome(const TestResult &r, const NameOf &nameOf)
{
    if (!r.setup.test)
        return QString();
    const Test &t = *r.setup.test;
    const QString words = outcomeWords(r);
    switch (t.kind) {
    case Test::Kind::Threshold:
        if (t.pool) {
            const QString count = Wording::successes(t, r.value);
            const QString of = tr("%1 from %n die/dice", nullptr, int(r.dice.size())).arg(count);
            return words.isEmpty() ? tr("%1.").arg(of) : tr("%1, so: %2").arg(of, words);
        }
        return words.isEmpty() ? QString() : tr("So: %1").arg(words);
    case Test::Kind::RollUnder:
        return words.isEmpty() ? QString() : tr("So: %1").arg(words);
    case Test::Kind::Bands: {
        const Rolled rolled = splitRoll(r);
        // What the resolver added to the roll: modifiers and base; anything else the rule did
        // (halving, a distance taken off, a floor) is the rest of the difference.
        const qint64 mods = r.setup.total;
        const qint64 base = r.setup.base;
        // Each part of the total said once, in the order the rule adds them.
        QStringList parts{tr("rolled %1", "the first part of a total").arg(num(rolled.myValue))};
        if (mods)
            parts.append(tr("%1 for the modifiers").arg(Wording::signedNumber(int(mods))));
        if (base)
            parts.append(tr("%1 to start from", "a test's base value").arg(Wording::signedNumber(int(base))));
        const qint64 rest = qint64(r.value) - rolled.myValue - mods - base;
        if (rest)
            //: What the test's own rule did to the total beyond modifiers and base: halving, a floor.
            parts.append(tr("%1 by the test's own rule").arg(Wording::signedNumber(int(rest))));
        const QString total = parts.size() > 1
            //: A total, then how it was made: "3 (rolled 6, −3 for the modifiers)".
            ? tr("%1 (%2)", "a total and its parts").arg(num(r.value), parts.join(tr(", ")))
            : num(r.value);
        return words.isEmpty() ? tr("Total %1.").arg(total) : tr("Total %1: %2").arg(total, words);
    }
    case Test::Kind::Table: {
        const Rolled rolled = splitRoll(r);
        const qint64 score = qint64(rolled.myValue) + r.setup.total + r.setup.base;
        const QString scored = r.setup.total || r.setup.base
            ? tr("%1 %2 = %3")
                  .arg(num(rolled.myValue), Wording::signedNumber(int(score - rolled.myValue)), num(score))
            : num(score);
        const QString gives
            = tr("%1 on the table gives %2")
                  .arg(scored, t.outcomes.isEmpty() ? Wording::result(t, r.value) : num(r.value));
        return words.isEmpty() ? tr("%1.").arg(gives) : tr("%1: %2").arg(gives, words);
    }
    case Test::Kind::Opposed: {
        const Rolled rolled = splitRoll(r);
        const qint64 mine = qint64(rolled.myValue) + r.setup.total + r.setup.base;
        const qint64 theirs = qint64(rolled.theirValue) + r.setup.targetTotal;
        const QString me = nameOr(nameOf, r.setup.actorId, tr("The unit taking the test"));
        const QString them = nameOr(nameOf, r.setup.targetId, tr("the other side"));
        const QString totals = tr("%1 against %2", "one side's score against the other's")
                                   .arg(scored(rolled.myValue, mine), scored(rolled.theirValue, theirs));
        const QString who = Wording::opposed(me, them, r.margin);
        return words.isEmpty() ? tr("%1: %2.").arg(totals, who) : tr("%1: %2. %3").arg(totals, who, words);
    }
    }
    return QString();
}

QStringList Why::forResult(const TestResult &r, const NameOf &nameOf)
{
    QStringList out;
    if (r.setup.test)
        if (const QString counted = derivedSentence(r); !counted.isEmpty())
            out.append(counted);
    out += forDice(r, nameOf);
    // A test that fell on one figure (a wound die) says on whom; a fight names its two in its dice.
    if (r.setup.test && r.setup.test->kind != Test::Kind::Opposed && r.figureNames.contains(u"actor"_qs))
        out.append(
            tr("It falls on %1 of %2.")
                .arg(r.figureNames.value(u"actor"_qs), nameOr(nameOf, r.setup.actorId, r.setup.actorId)));
    const QString outcome = forOutcome(r, nameOf);
    if (!outcome.isEmpty())
        out.append(outcome);
    return out;
}

QStringList Why::forResolution(const rules::Resolution &resolution, const NameOf &nameOf)
{
    QStringList out;
    const bool several = resolution.steps.size() > 1;
    for (const TestResult &r : resolution.steps) {
        const QStringList lines = forResult(r, nameOf);
        if (!several || !r.setup.test) {
            out += lines;
            continue;
        }
        const QString who = nameOr(nameOf, r.setup.actorId, r.setup.actorId);
        for (const QString &line : lines)
            out.append(tr("%1 (%2): %3").arg(r.setup.test->doc.name, who, line));
    }
    return out;
}

QString Why::meleeVerdict(const rules::Ruleset &rs, const rules::ProcedureStep &step,
                          const rules::ProcedureStepRecord &theirs, const NameOf &nameOf)
{
    if (theirs.actorLost < 0)
        return sentence(theirs.note);
    // The second record is the target's side: its actor is the second side, its target the first.
    const QString a = theirs.targetId;
    const QString d = theirs.actorId;
    const int la = theirs.targetLost;
    const int ld = theirs.actorLost;
    const QString nameA = nameOr(nameOf, a, a);
    const QString nameD = nameOr(nameOf, d, d);
    const rules::Field *f = rs.field(step.compareField);
    const QString what = f ? rules::Wording::inSentence(f->doc.name) : step.compareField;
    if (la == ld)
        return tr("%1 and %2 each lost %3 (%4): neither lost more, so the melee is drawn.")
            .arg(nameA, nameD, num(la), what);
    const QString winner = la < ld ? nameA : nameD;
    return tr("%1 lost %2 and %3 lost %4 (%5): the side that loses more loses the melee, so %6 wins "
              "by %7.")
        .arg(nameA, num(la), nameD, num(ld), what, winner, num(std::abs(la - ld)));
}

QStringList Why::forMelee(const rules::Ruleset &rs, const rules::ProcedureStep &step,
                          const rules::ProcedureStepRecord &mine, const rules::ProcedureStepRecord &theirs,
                          const NameOf &nameOf)
{
    QStringList out;
    // Each side's own dice led by its name; what its blows made the other side take (saves,
    // checks) led by that test's name.
    for (const rules::ProcedureStepRecord *rec : {&mine, &theirs}) {
        for (const TestResult &r : rec->resolution.steps) {
            if (r.depth > 0) {
                out += ledBy(r, nameOf);
                continue;
            }
            const QString who = nameOr(nameOf, r.setup.actorId, rec->actorId);
            for (const QString &line : forResult(r, nameOf))
                out.append(tr("%1: %2").arg(who, line));
        }
    }
    const QString verdict = meleeVerdict(rs, step, theirs, nameOf);
    if (!verdict.isEmpty())
        out.append(verdict);
    return out;
}

QList<Why::MeleeSide> Why::meleeSides(const rules::ProcedureStepRecord &mine,
                                      const rules::ProcedureStepRecord &theirs, const NameOf &nameOf)
{
    QList<MeleeSide> sides;
    for (const rules::ProcedureStepRecord *rec : {&mine, &theirs}) {
        MeleeSide side{nameOr(nameOf, rec->actorId, rec->actorId), {}};
        for (const TestResult &r : rec->resolution.steps) {
            if (r.depth > 0 || !r.setup.test)
                continue; // what its blows made the other side take: in the whole account
            const QString outcome = forOutcome(r, nameOf);
            if (!r.setup.test->pool)
                side.lines += forDice(r, nameOf);
            if (!outcome.isEmpty())
                side.lines.append(outcome);
        }
        sides.append(side);
    }
    return sides;
}

QStringList Why::forProcedure(const rules::Ruleset &rs, const rules::ProcedureRun &run, const NameOf &nameOf)
{
    QStringList out;
    const rules::Procedure *proc = rs.procedure(run.procedure);
    const QList<rules::ProcedureStepRecord> &records = run.steps;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const rules::ProcedureStepRecord &rec = records.at(i);
        if (rec.skipped) {
            out.append(tr("%1: passed over by the umpire.").arg(rec.name));
            continue;
        }
        if (rec.resolution.steps.isEmpty()) {
            // What a step without dice decided: a charge rule, a weapon's range, a draw broken.
            if (!rec.note.isEmpty())
                out.append(!rec.name.isEmpty() && rec.name != rec.note
                               ? tr("%1: %2").arg(rec.name, sentence(rec.note))
                               : sentence(rec.note));
            continue;
        }
        const rules::ProcedureStep *step = proc ? proc->step(rec.path) : nullptr;
        if (step && step->kind == rules::ProcedureStep::Kind::Melee && i + 1 < records.size()
            && records.at(i + 1).path == rec.path && !records.at(i + 1).resolution.steps.isEmpty()) {
            out += forMelee(rs, *step, rec, records.at(i + 1), nameOf);
            ++i;
            continue;
        }
        if (step && step->kind == rules::ProcedureStep::Kind::Fights)
            out.append(tr("A bout: %1 of %2 against %3 of %4.")
                           .arg(rec.actorFigureName, nameOr(nameOf, rec.actorId, rec.actorId),
                                rec.targetFigureName, nameOr(nameOf, rec.targetId, rec.targetId)));
        out += ledBy(rec.resolution, nameOf);
    }
    if (!run.endingName.isEmpty())
        out.append(tr("In the end: %1.").arg(run.endingName));
    return out;
}

QStringList Why::forDraw(const battle::Battle &battle, const battle::action::Draw &draw,
                         const battle::BattleState &before)
{
    battle::BattleState after = before;
    QStringList notes;
    QString summary;
    QString error;
    if (!battle.turns().draw(draw, after, notes, &summary, &error))
        return {};
    // Only a draw a fate had a part in: rolled, landed, lapsed or still chosen by this card.
    const bool fateMoved = !draw.fate.isEmpty() || before.fates != after.fates
        || before.pendingFate != after.pendingFate || before.pendingTable != after.pendingTable;
    if (!fateMoved)
        return {};
    QStringList out;
    const auto &activation = battle.ruleset().activation;
    if (activation && activation->waitingFates && !activation->waitingFates->doc.explain.isEmpty())
        out.append(activation->waitingFates->doc.explain);
    return out + notes;
}

QStringList Why::forEntry(const battle::Battle &battle, const battle::JournalEntry &e,
                          const battle::BattleState &before)
{
    if (const auto *d = std::get_if<battle::action::Draw>(&e.action))
        return forDraw(battle, *d, before);
    const auto *a = std::get_if<battle::action::Resolve>(&e.action);
    if (!a)
        return {};
    const NameOf names = [&](const QString &id) {
        const auto it = before.units.constFind(id);
        return it == before.units.constEnd() ? id : it->name;
    };
    if (!a->procedure.isEmpty())
        return forProcedure(battle.rulesetIn(before), battle.procedureRunIn(*a, before), names);
    if (a->test.isEmpty())
        return {};
    rules::Situation s = battle.situationIn(*a, before);
    s.skippedFollowUps = QSet<QString>(a->skipped.begin(), a->skipped.end());
    const rules::Resolution r
        = rules::Resolver(battle.rulesetIn(before))
              .resolve(a->test, s, dice::FaceQueue::of(a->faces.value_or(QList<int>())));
    return forResolution(r, names);
}

QStringList Why::forJournalEntry(const battle::Battle &battle, int seq)
{
    const QList<battle::JournalEntry> &journal = battle.journal();
    // Entries are numbered in order: the one asked for is found by halving.
    const auto it = std::lower_bound(journal.begin(), journal.end(), seq,
                                     [](const battle::JournalEntry &e, int n) { return e.seq < n; });
    if (it == journal.end() || it->seq != seq || it->undone)
        return {};
    const qsizetype index = qsizetype(it - journal.begin());
    const std::optional<battle::BattleState> before = battle.stateBefore(index);
    if (!before)
        return {};
    const battle::JournalEntry entry = battle::Journal::parsed(*it);
    if (std::holds_alternative<battle::action::Resolve>(entry.action))
        return forEntry(battle, entry, *before);
    // The state after it: before the next live entry, or the battle's own after the last.
    std::optional<battle::BattleState> after;
    for (qsizetype next = index + 1; next < journal.size() && !after; ++next)
        if (!journal.at(next).undone)
            after = battle.stateBefore(next);
    return forPlay(battle, entry, *before, after ? *after : battle.state());
}

} // namespace adjutant::learn
