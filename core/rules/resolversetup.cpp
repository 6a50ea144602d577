#include "resolver.h"
#include "text/punctuation.h"

#include "weaponreach.h"
#include "wording.h"

#include "kinds/kinds.h"

#include "dice/diceparser.h"

namespace adjutant::rules {

namespace {

// The ladder step name of a rating, for "Fire rating C".
QString stepName(const Ruleset &rs, const Evaluator &ev, const Reference &ref)
{
    const Field *f = rs.field(ref.name);
    const Ladder *l = f ? rs.ladder(f->ladder) : nullptr;
    const LadderStep *s = l ? l->step(ev.read(ref).toString()) : nullptr;
    return s ? s->doc.name : ev.read(ref).toString();
}

// Why a modifier with a condition counts, or why it does not: the ruleset's own reason where it
// gives one ("first volley"), else its condition spelled out.
QString whenWords(const Modifier &m, const Evaluator &view, bool applies)
{
    if (!m.reason.isEmpty() && !m.per)
        //: A modifier whose condition does not hold now: the ruleset's reason for it ("first volley").
        return applies ? m.reason : Resolver::tr("not now: %1").arg(m.reason);
    return applies ? Resolver::tr("because %1").arg(view.describe(*m.when))
                   : Resolver::tr("only when %1").arg(view.describe(*m.when));
}

// What a modifier that counts something counted, the count in words: "one casualty", "2
// casualties" in the ruleset's words, else "the unit's casualties: 2".
QString countWords(const Modifier &m, const Evaluator &view, int count)
{
    if (!m.reason.isEmpty())
        return Wording::counted(m.reason, m.reasonOne, count);
    //: What a modifier counts, then how many: "the unit's casualties: 2".
    return Resolver::tr("%1: %2", "a count").arg(view.describe(*m.per), Wording::number(count));
}

// The situation with actor and target exchanged: the other side's point of view.
Situation swapRoles(const Situation &s)
{
    Situation out = s;
    out.units.clear();
    if (s.units.contains(u"actor"_qs))
        out.units.insert(u"target"_qs, s.units.value(u"actor"_qs));
    if (s.units.contains(u"target"_qs))
        out.units.insert(u"actor"_qs, s.units.value(u"target"_qs));
    return out;
}

// The situation with the units as they were where it keeps them so (an owed save), or nothing
// when it keeps none.
std::optional<Situation> judgedOnThen(const Situation &given)
{
    if (given.judgedOn.isEmpty())
        return std::nullopt;
    Situation judged = given;
    for (auto it = given.judgedOn.begin(); it != given.judgedOn.end(); ++it)
        judged.units.insert(it.key(), it.value());
    judged.judgedOn.clear();
    return judged;
}

QString tooManyDice(const Test &t, qsizetype count)
{
    return Resolver::tr("%1 would roll %2 dice; Adjutant rolls at most %3 for one test")
        .arg(t.doc.name, QString::number(count), QString::number(Limits::kMaxDicePerTest));
}

} // namespace

// ---- Set-up: modifiers, dice, what is needed, odds ------------------------------------------

int Resolver::inputMaximum(const TestInput &in, const Evaluator &ev)
{
    if (!in.maximumFrom || !ev.unit(QStringLiteral("actor")))
        return in.maximum;
    // The unit's own bound, never beyond the input's printed one nor under its least.
    return std::clamp(ev.value(*in.maximumFrom), in.minimum, in.maximum);
}

QStringList Resolver::refusals(const Test &test, const Situation &situation) const
{
    QStringList outOfRange; // the set-up says that, with the rest of what is missing
    const std::optional<Situation> ranged = withRangeBands(test, situation, &outOfRange, nullptr);
    return refusals(test.requirements, ranged ? *ranged : situation, test.id);
}

QStringList Resolver::refusals(const QList<Requirement> &requirements, const Situation &situation,
                               const QString &testId) const
{
    QStringList out;
    const Evaluator ev(m_rs, situation, testId);
    for (const Requirement &r : requirements)
        if (!ev.holds(r.when))
            out.append(r.doc.explain.isEmpty() ? tr("not allowed unless %1").arg(ev.describe(r.when))
                                               : r.doc.explain);
    return out;
}

int Resolver::inputMaximum(const QString &testId, const QString &inputId, const Situation &situation) const
{
    const Test *t = m_rs.test(testId);
    if (!t)
        return 0;
    for (const TestInput &in : t->inputs)
        if (in.id == inputId)
            return inputMaximum(in, Evaluator(m_rs, situation, testId));
    return 0;
}

std::optional<Situation> Resolver::withRangeBands(const Test &t, const Situation &given,
                                                  QStringList *problems,
                                                  QHash<QString, DerivedBand> *derived) const
{
    std::optional<Situation> ranged;
    const Evaluator ev(m_rs, given, t.id);
    for (const Modifier &m : t.modifiers) {
        if (m.byRange.isEmpty())
            continue;
        const auto input = std::find_if(t.inputs.begin(), t.inputs.end(),
                                        [&](const TestInput &in) { return in.id == m.byRange; });
        // A distance the players must enter is measured whatever it is; one with a default (an
        // earlier ruleset's "0: by hand") only when it is more than 0.
        const bool required = input != t.inputs.end() && !input->hasDefault;
        const auto givenDistance = given.inputs.constFind(m.byRange);
        if (givenDistance == given.inputs.cend() && required)
            continue; // the set-up asks for it
        const int distance = givenDistance != given.inputs.cend() ? *givenDistance : 0;
        const QString byHand = given.chosenByTest.value(t.id).value(m.id, given.chosen.value(m.id));
        const UnitState *actor = ev.unit(QStringLiteral("actor"));
        if (!actor || (!required && (distance <= 0 || !byHand.isEmpty())))
            continue;
        const RangeBand reach = WeaponReach::bandAt(m_rs, m.weapon, ev, distance);
        if (!reach.weapon) {
            const UnitType *type = m_rs.unitType(actor->type);
            problems->append(
                tr("%1 has no weapon to measure the range by").arg(type ? type->doc.name : actor->type));
            continue;
        }
        if (!reach.inRange()) {
            problems->append(WeaponReach::outOfRange(reach, distance));
            continue;
        }
        const auto choice = std::find_if(m.choices.begin(), m.choices.end(),
                                         [&](const ModifierChoice &c) { return c.id == reach.band; });
        const QString bandName
            = choice != m.choices.end() ? choice->doc.name : Wording::plainWords(reach.band);
        if (!byHand.isEmpty() && byHand != reach.band) {
            //: %1 the modifier ("Range"), %2 the band the distance gives and why, %3 the choice asked.
            problems->append(tr("%1 comes from the distance (%2), not from a choice: \"%3\" cannot be chosen")
                                 .arg(m.doc.name, WeaponReach::bandWords(reach, bandName, distance), byHand));
            continue;
        }
        if (derived)
            derived->insert(m.id, {reach.band, distance, WeaponReach::bandWords(reach, bandName, distance)});
        if (choice != m.choices.end() && byHand.isEmpty()) {
            if (!ranged)
                ranged = given;
            ranged->chosenByTest[t.id].insert(m.id, reach.band);
        }
    }
    return ranged;
}

// One test's set-up worked out part by part, in the order its problems are told: the units, the
// inputs, the modifiers, the dice, and what is needed.
class Resolver::SetUp
{
public:
    SetUp(const Resolver &resolver, const Test &test, const Situation &seen, const QString &id,
          const QHash<QString, DerivedBand> &derivedBands, TestSetup &out)
        : r(resolver),
          rs(resolver.m_rs),
          t(test),
          situation(seen),
          bands(derivedBands),
          s(out),
          ev(rs, seen, id),
          mirrored(swapRoles(seen)),
          other(rs, mirrored, id),
          ticked(seen.ticked + seen.tickedByTest.value(id)),
          chosen(seen.chosen)
    {
        const QHash<QString, QString> chosenForThisTest = seen.chosenByTest.value(id);
        for (auto it = chosenForThisTest.begin(); it != chosenForThisTest.end(); ++it)
            chosen.insert(it.key(), it.value());
    }

    const Evaluator &evaluator() const { return ev; }

    void findUnits()
    {
        if (const UnitState *a = ev.unit(QStringLiteral("actor")))
            s.actorId = a->id;
        else
            s.problems.append(Resolver::tr("the test needs the unit taking it (the actor)"));
        if (const UnitState *tg = ev.unit(QStringLiteral("target")))
            s.targetId = tg->id;
    }

    void checkInputs()
    {
        for (const TestInput &in : t.inputs) {
            if (in.when && !ev.holds(*in.when)) {
                s.inputsLeftOut.append(in.id); // not asked as things stand: its default stands
                continue;
            }
            const auto given = situation.inputs.constFind(in.id);
            const int most = inputMaximum(in, ev);
            if (given == situation.inputs.constEnd() && !in.hasDefault)
                // The input's name only: the sheet shows this line (the CLI adds the ids it takes).
                s.problems.append(Resolver::tr("Enter %1").arg(Wording::inSentence(in.doc.name)));
            else if (given != situation.inputs.constEnd() && (*given < in.minimum || *given > most))
                s.problems.append(Resolver::tr("%1 must be from %2 to %3, not %4")
                                      .arg(in.doc.name, QString::number(in.minimum), QString::number(most),
                                           QString::number(*given)));
        }
    }

    // Each modifier on the side it counts for; one that applies to both sides of an opposed test
    // counts for each, the target's seen from the target's side.
    void tallyModifiers()
    {
        for (const Modifier &m : t.modifiers) {
            if (m.side == u"both") {
                tally(m, ev, QStringLiteral("actor"));
                tally(m, other, QStringLiteral("target"));
            } else {
                tally(m, ev, m.side);
            }
        }
    }

    void chooseDice()
    {
        chooseExpression();
        int count = t.dice.count ? ev.value(*t.dice.count) : t.dice.fixedCount;
        sides = t.dice.sides;
        if (t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder)
            diceJudgedOneByOne(count);
        else
            diceRolledTogether(count);
    }

    void setNeeded()
    {
        const int target = t.targetFrom ? ev.value(*t.targetFrom) : t.target;
        if (t.base)
            s.base = ev.value(*t.base);
        if (t.kind == Test::Kind::Opposed && t.base)
            s.targetTotal = Limits::bounded(qint64(s.targetTotal) + other.value(*t.base));
        s.dieTest.sides = sides;
        s.dieTest.comparison = t.comparison;
        if (!t.naturalWhen || ev.holds(*t.naturalWhen)) {
            s.dieTest.naturalPass = t.naturalPass;
            s.dieTest.naturalFail = t.naturalFail;
        }
        if (t.kind == Test::Kind::Threshold) {
            if (t.modifiersOnTarget) {
                s.dieTest.target = Limits::bounded(qint64(target) + s.total);
                s.dieTest.modifier = 0;
            } else {
                s.dieTest.target = target;
                s.dieTest.modifier = s.total;
            }
        } else if (t.kind == Test::Kind::RollUnder) {
            s.dieTest.comparison = dice::Comparison::AtMost;
            s.dieTest.target = Limits::bounded(qint64(target) + s.total);
            s.dieTest.modifier = 0;
        }
    }

private:
    void tally(const Modifier &m, const Evaluator &view, const QString &side)
    {
        const bool words = r.m_workOutOdds && r.m_modifierWords;
        AppliedModifier am{
            m.id,     words ? m.doc : Doc(), m.kind, side, QString(), QString(), m.value, true, false, false,
            QString()};
        QStringList why;
        bool applies = true;
        if (m.when) {
            applies = view.holds(*m.when);
            // Words for people only. A tick or a choice offered needs no reason: being offered is
            // its condition holding.
            if (words && (m.kind == Modifier::Kind::Automatic || !applies))
                why.append(whenWords(m, view, applies));
        }
        int value = m.value;
        if (m.fromRating) {
            const int rating = view.number(*m.fromRating);
            if (words)
                why.prepend(Resolver::tr("rating %1").arg(stepName(rs, view, *m.fromRating)));
            value = Limits::bounded(qint64(value) + rating);
        }
        bool countsNothing = false;
        if (m.per) {
            const int count = view.value(*m.per);
            // Nothing counted, nothing to say: the modifier is not shown (it adds 0 either way).
            countsNothing = count == 0;
            if (words && !countsNothing)
                why.prepend(countWords(m, view, count));
            value = Limits::bounded(qint64(value) * count);
        }
        switch (m.kind) {
        case Modifier::Kind::Automatic:
            am.active = applies;
            am.derived = true;
            break;
        case Modifier::Kind::Toggle:
            am.active = applies && ticked.contains(m.id);
            if (!ticked.contains(m.id) && words)
                why.append(Resolver::tr("tick it if it applies"));
            break;
        case Modifier::Kind::OneOf:
            value = oneOf(m, applies, value, am, why);
            break;
        }
        am.value = value;
        am.applicable = applies && !countsNothing;
        if (words)
            am.detail = why.join(text::Punctuation::semicolon());
        if (words) // the sheet's list; the total below is all a resolution needs
            s.modifiers.append(am);
        if (am.active) {
            int &total = side == u"target" ? s.targetTotal : s.total;
            total = Limits::bounded(qint64(total) + value);
        }
    }

    // A one-of modifier: the value of the choice made (or of the band its distance gives).
    int oneOf(const Modifier &m, bool applies, int value, AppliedModifier &am, QStringList &why) const
    {
        const QString choice = chosen.value(m.id);
        for (const ModifierChoice &c : m.choices) {
            if (c.id == choice) {
                value = c.value;
                am.choice = c.id;
                am.choiceName = c.doc.name;
                why.prepend(c.doc.name);
                am.active = applies;
            }
        }
        if (const auto band = bands.constFind(m.id); band != bands.cend()) {
            // The band the distance gives: worked out, not chosen (a band with no choice,
            // such as standard range, counts nothing).
            am.derived = true;
            if (am.choiceName.isEmpty())
                am.choiceName = Wording::plainWords(band->band);
            why = QStringList{band->words};
        }
        if (am.choice.isEmpty()) {
            value = 0;
            if (r.m_workOutOdds && r.m_modifierWords && !am.derived)
                why.append(Resolver::tr("choose one if it applies"));
        }
        return value;
    }

    void chooseExpression()
    {
        if (t.dice.expressionFrom) {
            const QString text = ev.read(*t.dice.expressionFrom).toString();
            const auto parsed = dice::DiceParser::parse(text);
            if (parsed.ok())
                s.expression = parsed.expression;
            else
                s.problems.append(
                    Resolver::tr("%1 gives no dice (\"%2\")").arg(t.dice.expressionFrom->text, text));
        } else if (!t.dice.byCondition.isEmpty()) {
            for (const auto &[when, expr] : t.dice.byCondition) {
                if (ev.holds(when)) {
                    s.expression = expr;
                    break;
                }
            }
            if (!s.expression)
                s.problems.append(Resolver::tr("none of the dice choices fits this unit"));
        } else if (t.dice.expression) {
            s.expression = t.dice.expression;
        }
    }

    // A threshold or roll-under test: plain dice of one size, each judged on its own.
    void diceJudgedOneByOne(int count)
    {
        if (s.expression) {
            // The loader checks the ruleset's own; an expression a unit holds is checked here.
            const dice::DiceExpression &e = *s.expression;
            if (e.terms.size() != 1 || e.terms.first().kind != dice::Term::Kind::Dice
                || e.terms.first().keep != dice::Keep::All || e.terms.first().sign < 0 || e.isPool())
                s.problems.append(
                    Resolver::tr("%1 judges dice one by one, and \"%2\" are not plain dice of one size")
                        .arg(t.doc.name, e.toString()));
            else
                sides = e.terms.first().sides;
            count = e.diceCount();
        }
        if (t.kind == Test::Kind::RollUnder && count != 1 && s.problems.isEmpty()) {
            s.problems.append(
                Resolver::tr("%1 rolls one die, not %2").arg(t.doc.name, QString::number(count)));
            count = 1;
        }
        // The count may come from a unit, an input or arithmetic on them: checked here, where
        // every source meets, before a die is set aside for it.
        if (count > Limits::kMaxDicePerTest) {
            s.problems.append(tooManyDice(t, count));
            count = 0;
        }
        s.dieSides = QList<int>(std::max(0, count), sides);
    }

    // A bands, table or opposed test: its dice rolled together into one total.
    void diceRolledTogether(int count)
    {
        if (!s.expression) {
            if (count > Limits::kMaxDicePerTest) {
                s.problems.append(tooManyDice(t, count));
                count = 1;
            }
            dice::DiceExpression e;
            e.terms.append({dice::Term::Kind::Dice, 1, std::max(1, count), sides, dice::Keep::All, 0, 0});
            s.expression = e;
        }
        s.dieSides = s.expression->dieSides();
        if (t.kind == Test::Kind::Table && t.tableRow)
            splitTableRow();
        if (t.kind == Test::Kind::Opposed && !t.targetDieFrom.isEmpty())
            givenFace(t.targetDieFrom, &s.givenTargetFace);
        if (t.kind == Test::Kind::Opposed && !t.actorDieFrom.isEmpty())
            givenFace(t.actorDieFrom, &s.givenActorFace);
        if (s.givenActorFace && s.givenTargetFace) {
            s.problems.append(Resolver::tr("only one side's die can have been rolled already"));
            s.givenActorFace = 0;
        }
        if (s.givenActorFace)
            s.dieSides.clear(); // only the target side rolls
        if (t.kind == Test::Kind::Opposed && !s.givenTargetFace)
            s.dieSides += s.expression->dieSides(); // the target side rolls the same dice
    }

    // A row past the table's split is read in parts, a roll for each.
    void splitTableRow()
    {
        const Table *tb = rs.table(t.table);
        const int row = ev.value(*t.tableRow);
        if (!tb || tb->splitEvery <= 0 || row <= tb->splitEvery
            || (tb->splitWhen && !ev.holds(*tb->splitWhen)))
            return;
        const QList<int> one = s.dieSides;
        const int parts = (row + tb->splitEvery - 1) / tb->splitEvery;
        if (qsizetype(parts) * one.size() > Limits::kMaxDicePerTest) {
            s.problems.append(tooManyDice(t, qsizetype(parts) * one.size()));
            return;
        }
        for (int left = row; left > 0; left -= tb->splitEvery)
            s.splitRows.append(std::min(left, tb->splitEvery));
        for (int i = 1; i < parts; ++i)
            s.dieSides += one;
    }

    // An opposed test's die one side rolled already, from the input that holds it (0: not yet).
    void givenFace(const QString &inputId, int *face)
    {
        for (const TestInput &in : t.inputs)
            if (in.id == inputId)
                *face = situation.inputs.value(in.id, in.defaultValue);
        if (*face < 0 || *face > s.dieSides.value(0)) {
            s.problems.append(Resolver::tr("the die already rolled shows 1 to %1 (0: roll it now)")
                                  .arg(s.dieSides.value(0)));
            *face = 0;
        }
    }

    const Resolver &r;
    const Ruleset &rs;
    const Test &t;
    const Situation &situation;
    const QHash<QString, DerivedBand> &bands;
    TestSetup &s;
    const Evaluator ev;
    // The same situation seen from the target's side: for modifiers that apply to both sides of
    // an opposed test, and for the target side's base value.
    const Situation mirrored;
    const Evaluator other;
    const QSet<QString> ticked;
    QHash<QString, QString> chosen;
    int sides = 0; // a threshold's or roll-under's die
};

TestSetup Resolver::setup(const QString &testId, const Situation &situationGiven) const
{
    // Judged on the units as they were, where the situation keeps them so (an owed save).
    const std::optional<Situation> judged = judgedOnThen(situationGiven);
    const Situation &asked = judged ? *judged : situationGiven;
    const Request request(m_odds);
    TestSetup s;
    const Test *t = m_rs.test(testId);
    if (!t) {
        s.problems.append(tr("no test \"%1\" in %2").arg(testId, m_rs.id));
        return s;
    }
    s.test = t;
    // A range band worked out from the distance measured, as if chosen by hand.
    QHash<QString, DerivedBand> bands;
    const std::optional<Situation> ranged = withRangeBands(*t, asked, &s.problems, &bands);
    const Situation &situation = ranged ? *ranged : asked;
    SetUp work(*this, *t, situation, testId, bands, s);
    work.findUnits();
    work.checkInputs();
    work.tallyModifiers();
    work.chooseDice();
    work.setNeeded();
    if (m_workOutOdds)
        computeOdds(s, work.evaluator(), situation, testId);
    return s;
}

void Resolver::computeOdds(TestSetup &s, const Evaluator &ev, const Situation &situation,
                           const QString &testId) const
{
    switch (s.test->kind) {
    case Test::Kind::Threshold:
        kinds::ThresholdTest(m_rs, *this).workOutOdds(s, ev);
        break;
    case Test::Kind::RollUnder:
        kinds::RollUnderTest().workOutOdds(s);
        break;
    case Test::Kind::Bands:
    case Test::Kind::Table:
    case Test::Kind::Opposed:
        kinds::RolledTotalTest(m_rs, m_odds).workOutOdds(s, ev, situation, testId);
        break;
    }
    for (OutcomeOdds &o : s.odds)
        if (!o.estimated())
            o.low = o.high = o.probability;
}

} // namespace adjutant::rules
