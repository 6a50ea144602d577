#include "resolver.h"
#include "fieldreads.h"
#include "text/punctuation.h"

#include "figures.h"
#include "weaponreach.h"
#include "wording.h"

#include "kinds/kinds.h"

#include "dice/diceparser.h"

#include <cmath>

namespace adjutant::rules {

namespace {

// Why a face is refused: a die shows 1 to its sides (a test's die and a table's alike); empty
// when it may.
QString impossibleFaceError(int sides, int face)
{
    return face < 1 || face > sides ? Resolver::tr("a d%1 has no face %2").arg(sides).arg(face) : QString();
}

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

// One request: the outermost set-up or resolution starts the odds afresh, so what an earlier one
// worked out or spent changes nothing (the same question, the same answer).
struct Resolver::Request {
    explicit Request(kinds::OddsMemo &memo) : m(memo)
    {
        if (m.depth++ == 0)
            m.restart();
    }
    ~Request() { --m.depth; }
    Request(const Request &) = delete;
    Request &operator=(const Request &) = delete;
    kinds::OddsMemo &m;
};

TestSetup Resolver::setup(const QString &testId, const Situation &situationGiven) const
{
    // Judged on the units as they were, where the situation keeps them so (an owed save).
    Situation judged;
    if (!situationGiven.judgedOn.isEmpty()) {
        judged = situationGiven;
        for (auto it = situationGiven.judgedOn.begin(); it != situationGiven.judgedOn.end(); ++it)
            judged.units.insert(it.key(), it.value());
        judged.judgedOn.clear();
    }
    const Situation &asked = situationGiven.judgedOn.isEmpty() ? situationGiven : judged;
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
    const Evaluator ev(m_rs, situation, testId);
    if (const UnitState *a = ev.unit(QStringLiteral("actor")))
        s.actorId = a->id;
    else
        s.problems.append(tr("the test needs the unit taking it (the actor)"));
    if (const UnitState *tg = ev.unit(QStringLiteral("target")))
        s.targetId = tg->id;

    for (const TestInput &in : t->inputs) {
        if (in.when && !ev.holds(*in.when)) {
            s.inputsLeftOut.append(in.id); // not asked as things stand: its default stands
            continue;
        }
        const auto given = situation.inputs.constFind(in.id);
        const int most = inputMaximum(in, ev);
        if (given == situation.inputs.constEnd() && !in.hasDefault)
            // The input's name only: the sheet shows this line (the CLI adds the ids it takes).
            s.problems.append(tr("Enter %1").arg(Wording::inSentence(in.doc.name)));
        else if (given != situation.inputs.constEnd() && (*given < in.minimum || *given > most))
            s.problems.append(tr("%1 must be from %2 to %3, not %4")
                                  .arg(in.doc.name, QString::number(in.minimum), QString::number(most),
                                       QString::number(*given)));
    }

    const QSet<QString> ticked = situation.ticked + situation.tickedByTest.value(testId);
    QHash<QString, QString> chosen = situation.chosen;
    const QHash<QString, QString> chosenForThisTest = situation.chosenByTest.value(testId);
    for (auto it = chosenForThisTest.begin(); it != chosenForThisTest.end(); ++it)
        chosen.insert(it.key(), it.value());

    // The same situation seen from the target's side: for modifiers that apply to both sides of
    // an opposed test, and for the target side's base value.
    const Situation mirrored = swapRoles(situation);
    const Evaluator other(m_rs, mirrored, testId);

    const auto apply = [&](const Modifier &m, const Evaluator &view, const QString &side) {
        AppliedModifier am{m.id,      m_workOutOdds ? m.doc : Doc(),
                           m.kind,    side,
                           QString(), QString(),
                           m.value,   true,
                           false,     false,
                           QString()};
        QStringList why;
        bool applies = true;
        if (m.when) {
            applies = view.holds(*m.when);
            // Words for people only. A tick or a choice offered needs no reason: being offered is
            // its condition holding.
            if (m_workOutOdds && (m.kind == Modifier::Kind::Automatic || !applies))
                why.append(whenWords(m, view, applies));
        }
        int value = m.value;
        if (m.fromRating) {
            const int rating = view.number(*m.fromRating);
            if (m_workOutOdds)
                why.prepend(tr("rating %1").arg(stepName(m_rs, view, *m.fromRating)));
            value = Limits::bounded(qint64(value) + rating);
        }
        bool countsNothing = false;
        if (m.per) {
            const int count = view.value(*m.per);
            // Nothing counted, nothing to say: the modifier is not shown (it adds 0 either way).
            countsNothing = count == 0;
            if (m_workOutOdds && !countsNothing)
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
            if (!ticked.contains(m.id) && m_workOutOdds)
                why.append(tr("tick it if it applies"));
            break;
        case Modifier::Kind::OneOf: {
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
                if (m_workOutOdds && !am.derived)
                    why.append(tr("choose one if it applies"));
            }
            break;
        }
        }
        am.value = value;
        am.applicable = applies && !countsNothing;
        if (m_workOutOdds)
            am.detail = why.join(text::Punctuation::semicolon());
        if (m_workOutOdds) // the sheet's list; the total below is all a resolution needs
            s.modifiers.append(am);
        if (am.active) {
            int &total = side == u"target" ? s.targetTotal : s.total;
            total = Limits::bounded(qint64(total) + value);
        }
    };
    for (const Modifier &m : t->modifiers) {
        if (m.side == u"both") {
            apply(m, ev, QStringLiteral("actor"));
            apply(m, other, QStringLiteral("target"));
        } else {
            apply(m, ev, m.side);
        }
    }

    // The dice.
    if (t->dice.expressionFrom) {
        const QString text = ev.read(*t->dice.expressionFrom).toString();
        const auto parsed = dice::DiceParser::parse(text);
        if (parsed.ok())
            s.expression = parsed.expression;
        else
            s.problems.append(tr("%1 gives no dice (\"%2\")").arg(t->dice.expressionFrom->text, text));
    } else if (!t->dice.byCondition.isEmpty()) {
        for (const auto &[when, expr] : t->dice.byCondition) {
            if (ev.holds(when)) {
                s.expression = expr;
                break;
            }
        }
        if (!s.expression)
            s.problems.append(tr("none of the dice choices fits this unit"));
    } else if (t->dice.expression) {
        s.expression = t->dice.expression;
    }
    int count = t->dice.count ? ev.value(*t->dice.count) : t->dice.fixedCount;
    int sides = t->dice.sides;
    if (t->kind == Test::Kind::Threshold || t->kind == Test::Kind::RollUnder) {
        if (s.expression) {
            // The loader checks the ruleset's own; an expression a unit holds is checked here.
            const dice::DiceExpression &e = *s.expression;
            if (e.terms.size() != 1 || e.terms.first().kind != dice::Term::Kind::Dice
                || e.terms.first().keep != dice::Keep::All || e.terms.first().sign < 0 || e.isPool())
                s.problems.append(tr("%1 judges dice one by one, and \"%2\" are not plain dice of one size")
                                      .arg(t->doc.name, e.toString()));
            else
                sides = e.terms.first().sides;
            count = e.diceCount();
        }
        if (t->kind == Test::Kind::RollUnder && count != 1 && s.problems.isEmpty()) {
            s.problems.append(tr("%1 rolls one die, not %2").arg(t->doc.name, QString::number(count)));
            count = 1;
        }
        // The count may come from a unit, an input or arithmetic on them: checked here, where
        // every source meets, before a die is set aside for it.
        if (count > Limits::kMaxDicePerTest) {
            s.problems.append(
                tr("%1 would roll %2 dice; Adjutant rolls at most %3 for one test")
                    .arg(t->doc.name, QString::number(count), QString::number(Limits::kMaxDicePerTest)));
            count = 0;
        }
        s.dieSides = QList<int>(std::max(0, count), sides);
    } else {
        if (!s.expression) {
            if (count > Limits::kMaxDicePerTest) {
                s.problems.append(
                    tr("%1 would roll %2 dice; Adjutant rolls at most %3 for one test")
                        .arg(t->doc.name, QString::number(count), QString::number(Limits::kMaxDicePerTest)));
                count = 1;
            }
            dice::DiceExpression e;
            e.terms.append({dice::Term::Kind::Dice, 1, std::max(1, count), sides, dice::Keep::All, 0, 0});
            s.expression = e;
        }
        s.dieSides = s.expression->dieSides();
        if (t->kind == Test::Kind::Table && t->tableRow) {
            // A row past the table's split is read in parts, a roll for each.
            const Table *tb = m_rs.table(t->table);
            const int row = ev.value(*t->tableRow);
            if (tb && tb->splitEvery > 0 && row > tb->splitEvery
                && (!tb->splitWhen || ev.holds(*tb->splitWhen))) {
                const QList<int> one = s.dieSides;
                const int parts = (row + tb->splitEvery - 1) / tb->splitEvery;
                if (qsizetype(parts) * one.size() > Limits::kMaxDicePerTest) {
                    s.problems.append(tr("%1 would roll %2 dice; Adjutant rolls at most %3 for one test")
                                          .arg(t->doc.name, QString::number(qsizetype(parts) * one.size()),
                                               QString::number(Limits::kMaxDicePerTest)));
                } else {
                    for (int left = row; left > 0; left -= tb->splitEvery)
                        s.splitRows.append(std::min(left, tb->splitEvery));
                    for (int i = 1; i < parts; ++i)
                        s.dieSides += one;
                }
            }
        }
        const auto givenFace = [&](const QString &inputId, int *face) {
            for (const TestInput &in : t->inputs)
                if (in.id == inputId)
                    *face = situation.inputs.value(in.id, in.defaultValue);
            if (*face < 0 || *face > s.dieSides.value(0)) {
                s.problems.append(
                    tr("the die already rolled shows 1 to %1 (0: roll it now)").arg(s.dieSides.value(0)));
                *face = 0;
            }
        };
        if (t->kind == Test::Kind::Opposed && !t->targetDieFrom.isEmpty())
            givenFace(t->targetDieFrom, &s.givenTargetFace);
        if (t->kind == Test::Kind::Opposed && !t->actorDieFrom.isEmpty())
            givenFace(t->actorDieFrom, &s.givenActorFace);
        if (s.givenActorFace && s.givenTargetFace) {
            s.problems.append(tr("only one side's die can have been rolled already"));
            s.givenActorFace = 0;
        }
        if (s.givenActorFace)
            s.dieSides.clear(); // only the target side rolls
        if (t->kind == Test::Kind::Opposed && !s.givenTargetFace)
            s.dieSides += s.expression->dieSides(); // the target side rolls the same dice
    }

    // What is needed.
    int target = t->targetFrom ? ev.value(*t->targetFrom) : t->target;
    if (t->base)
        s.base = ev.value(*t->base);
    if (t->kind == Test::Kind::Opposed && t->base)
        s.targetTotal = Limits::bounded(qint64(s.targetTotal) + other.value(*t->base));
    s.dieTest.sides = sides;
    s.dieTest.comparison = t->comparison;
    if (!t->naturalWhen || ev.holds(*t->naturalWhen)) {
        s.dieTest.naturalPass = t->naturalPass;
        s.dieTest.naturalFail = t->naturalFail;
    }
    if (t->kind == Test::Kind::Threshold) {
        if (t->modifiersOnTarget) {
            s.dieTest.target = Limits::bounded(qint64(target) + s.total);
            s.dieTest.modifier = 0;
        } else {
            s.dieTest.target = target;
            s.dieTest.modifier = s.total;
        }
    } else if (t->kind == Test::Kind::RollUnder) {
        s.dieTest.comparison = dice::Comparison::AtMost;
        s.dieTest.target = Limits::bounded(qint64(target) + s.total);
        s.dieTest.modifier = 0;
    }
    if (m_workOutOdds)
        computeOdds(s, ev, situation, testId);
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

// ---- Resolution with dice --------------------------------------------------------------------

Situation Resolver::situationFor(const Situation &base, const QHash<QString, QString> &roles,
                                 const QHash<QString, UnitState> &states, const QString &testId) const
{
    Situation s = base;
    s.units.clear();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        if (states.contains(it.value()))
            s.units.insert(it.key(), states.value(it.value()));
    Q_UNUSED(testId)
    return s;
}

bool Resolver::rollTable(const QString &tableId, const QHash<QString, QString> &roles, const Situation &base,
                         const FaceSupplier &faces, Resolution &out, TestResult &record, int tableDepth) const
{
    const Table *tb = m_rs.table(tableId);
    if (!tb || !tb->dice)
        return true;
    if (tableDepth >= Limits::kMaxTableChain) {
        out.errors.append(tr("a roll on %1 came after %2 other table rolls in a row: the ruleset's tables "
                             "lead to one another; no further roll was made")
                              .arg(tb->doc.name, QString::number(tableDepth)));
        return true;
    }
    // A face the die does not have is an error, said as a test's die says it; the roll stops.
    bool impossibleFace = false;
    const auto take = [&](const dice::DiceExpression &e, QList<int> *taken) {
        for (int sides : e.dieSides()) {
            const std::optional<int> face = faces(sides);
            if (!face)
                return false;
            if (const QString refused = impossibleFaceError(sides, *face); !refused.isEmpty()) {
                out.errors.append(refused);
                impossibleFace = true;
                return false;
            }
            taken->append(*face);
        }
        out.facesUsed += static_cast<int>(taken->size());
        return true;
    };
    TableRoll roll;
    roll.table = tableId;
    if (!take(*tb->dice, &roll.faces))
        return impossibleFace;
    roll.value = dice::evaluate(*tb->dice, roll.faces).value;
    const TableRow *row = nullptr;
    for (const TableRow &r : tb->rows)
        if (roll.value >= r.minimum && roll.value <= r.maximum)
            row = &r;
    if (!row)
        return true;
    roll.rowId = row->id;
    roll.rowName = row->doc.name;
    roll.rowExplain = row->doc.explain;
    if (row->thenRoll) {
        if (!take(*row->thenRoll, &roll.thenFaces))
            return impossibleFace;
        roll.thenValue = dice::evaluate(*row->thenRoll, roll.thenFaces).value;
        roll.thenExplain = row->thenDoc.explain;
    }
    record.tableRolls.append(roll);
    record.effects.append(
        {QString(), tr("%1 %2: %3").arg(tb->doc.name, QString::number(roll.value), row->doc.name)});
    // Where the ruleset keeps fates waiting, what the rows do is the battle's to apply, the same
    // whether a card or a test rolled them (battle::WaitingFates): here they are only rolled.
    const bool rowsWait = m_rs.activation && m_rs.activation->waitingFates;
    for (const Effect &e : row->effects)
        if (!rowsWait && !applyEffect(e, roll.value, roles, base, faces, out, record, tableDepth + 1))
            return false;
    if (!row->thenTable.isEmpty() && row->thenTable != m_stopBefore)
        return rollTable(row->thenTable, roles, base, faces, out, record, tableDepth + 1);
    return true;
}

const TableRow *Resolver::tableRow(const QString &tableId, int roll) const
{
    const Table *tb = m_rs.table(tableId);
    if (!tb)
        return nullptr;
    const TableRow *row = nullptr;
    for (const TableRow &r : tb->rows)
        if (roll >= r.minimum && roll <= r.maximum)
            row = &r;
    return row;
}

QList<EffectRecord> Resolver::applyEffects(const QList<Effect> &effects, const QHash<QString, QString> &roles,
                                           const Situation &base, QHash<QString, UnitState> &units,
                                           int result) const
{
    Resolution out;
    out.units = std::move(units);
    TestResult record;
    const FaceSupplier noDice = dice::FaceQueue::of({});
    for (const Effect &e : effects)
        applyEffect(e, result, roles, base, noDice, out, record);
    units = std::move(out.units);
    return record.effects;
}

bool Resolver::applyEffect(const Effect &e, int result, const QHash<QString, QString> &roles,
                           const Situation &base, const FaceSupplier &faces, Resolution &out,
                           TestResult &record, int tableDepth) const
{
    // An effect on "commanded" lands on each unit the actor commands, that unit as "commanded".
    if (e.role == u"commanded" && !roles.contains(e.role)) {
        for (const UnitState &u : base.commanded) {
            QHash<QString, QString> each = roles;
            each.insert(e.role, u.id);
            if (!applyEffect(e, result, each, base, faces, out, record, tableDepth))
                return false;
        }
        return true;
    }
    // An effect on "every" lands on each unit still in play, that unit as "every".
    if (e.role == u"every" && !roles.contains(e.role)) {
        QStringList ids;
        for (auto it = out.units.cbegin(); it != out.units.cend(); ++it)
            if (!it->removed)
                ids.append(it.key());
        ids.sort(); // the same order on every replay, whatever the hash's
        TestResult each; // one line for the whole battlefield rather than one per unit
        for (const QString &id : std::as_const(ids)) {
            QHash<QString, QString> one = roles;
            one.insert(e.role, id);
            if (!applyEffect(e, result, one, base, faces, out, each, tableDepth))
                return false;
        }
        if (!each.effects.isEmpty()) {
            const Field *f = m_rs.field(e.field);
            const QString text = !e.doc.explain.isEmpty()
                ? e.doc.explain
                : tr("every unit: %1").arg(f ? f->doc.name : Wording::plainWords(e.field));
            // Two effects of one event that say the same (mud: shorter moves, and the mark that
            // gives them back) are said once.
            if (record.effects.isEmpty() || record.effects.last().text != text)
                record.effects.append({QString(), text});
        }
        return true;
    }
    // An effect on "commander" or "chief" lands on that general over the actor, if in play.
    if ((e.role == u"commander" || e.role == u"chief") && !roles.contains(e.role)) {
        const auto general = base.superiors.constFind(e.role);
        if (general == base.superiors.constEnd())
            return true;
        QHash<QString, QString> with = roles;
        with.insert(e.role, general->id);
        return applyEffect(e, result, with, base, faces, out, record, tableDepth);
    }
    if (e.figure)
        return applyFigureEffect(e, result, roles, base, out, record);
    if (e.when && !Evaluator(m_rs, situationFor(base, roles, out.units, QString())).holds(*e.when))
        return true;
    if (e.op == Effect::Op::Note) {
        record.effects.append({QString(), e.doc.explain});
        return true;
    }
    if (e.op == Effect::Op::RollTable)
        return rollTable(e.table, roles, base, faces, out, record, tableDepth);
    if (e.op == Effect::Op::ClearAll) {
        for (auto it = out.units.begin(); it != out.units.end(); ++it)
            it->fields.insert(e.field, false);
        const Field *cleared = m_rs.field(e.field);
        record.effects.append(
            {QString(),
             tr("every unit: no longer %1").arg(cleared ? cleared->doc.name : Wording::plainWords(e.field))});
        return true;
    }
    const QString unitId = roles.value(e.role);
    if (unitId.isEmpty() || !out.units.contains(unitId))
        return true; // e.g. a winner on a drawn melee
    UnitState &u = out.units[unitId];
    const Evaluator ev(m_rs, Situation());
    const Field *f = m_rs.field(e.field);
    const QString name = u.name.isEmpty() ? u.id : u.name;
    switch (e.op) {
    case Effect::Op::Add: {
        const int before = ev.fieldValue(u, e.field).toInt();
        const Evaluator here(m_rs, situationFor(base, roles, out.units, QString()));
        int after = Limits::bounded(qint64(before)
                                    + (e.amountValue ? here.value(*e.amountValue, result) : e.amount));
        after = std::max(after, f->minimum);
        if (f->maximum)
            after = std::min(after, *f->maximum);
        if (!f->maximumFrom.isEmpty())
            if (const UnitType *type = m_rs.unitType(u.type);
                type && type->attributes.contains(f->maximumFrom))
                after = std::min(after, type->attributes.value(f->maximumFrom).toInt());
        u.fields.insert(e.field, after);
        if (const QString change = Wording::change(m_rs, *f, before, after); !change.isEmpty())
            record.effects.append({u.id, tr("%1: %2").arg(name, change)});
        break;
    }
    case Effect::Op::Set: {
        const QVariant before = ev.fieldValue(u, e.field);
        u.fields.insert(e.field, e.to);
        if (const QString change = Wording::change(m_rs, *f, before, e.to); !change.isEmpty())
            record.effects.append({u.id, tr("%1: %2").arg(name, change), f->bookkeeping});
        break;
    }
    case Effect::Op::Step: {
        const Ladder *l = m_rs.ladder(f->ladder);
        const QString before = ev.fieldValue(u, e.field).toString();
        const qsizetype i = std::clamp<qsizetype>(l->indexOf(before) + e.amount, 0, l->steps.size() - 1);
        const QString after = l->steps.at(i).id;
        u.fields.insert(e.field, after);
        if (const QString change = Wording::change(m_rs, *f, before, after); !change.isEmpty())
            record.effects.append({u.id, tr("%1: %2").arg(name, change)});
        break;
    }
    case Effect::Op::Remove:
        if (!u.removed) {
            u.removed = true;
            record.effects.append({u.id, tr("%1 is removed from play").arg(name)});
        }
        return true;
    default:
        return true;
    }
    if (e.field == m_rs.removalField)
        removeIfSpent(u, record);
    return true;
}

bool Resolver::spent(const Ruleset &rs, const UnitState &u)
{
    // Removal when the counter reaches the unit type's limit, or the unit's own.
    if (rs.removalField.isEmpty())
        return false;
    const Evaluator ev(rs, Situation());
    const UnitType *type = rs.unitType(u.type);
    const int count = ev.fieldValue(u, rs.removalField).toInt();
    return (type && type->attributes.contains(rs.removalAtLeastFrom)
            && count >= type->attributes.value(rs.removalAtLeastFrom).toInt())
        || (!rs.removalAtLeastField.isEmpty() && count >= ev.fieldValue(u, rs.removalAtLeastField).toInt());
}

void Resolver::removeIfSpent(UnitState &u, TestResult &record) const
{
    if (u.removed || !spent(m_rs, u))
        return;
    u.removed = true;
    record.effects.append({u.id, tr("%1 is removed from play").arg(u.name.isEmpty() ? u.id : u.name)});
}

bool Resolver::applyFigureEffect(const Effect &e, int result, const QHash<QString, QString> &roles,
                                 const Situation &base, Resolution &out, TestResult &record) const
{
    const QString unitId = roles.value(e.role);
    if (unitId.isEmpty() || !out.units.contains(unitId))
        return true;
    // The figure the test falls on, or each of the unit's in turn; `when` judged on each.
    QStringList figures;
    if (e.eachFigure)
        for (const Figure &f : out.units.value(unitId).figures)
            figures.append(f.id);
    else if (const QString f = base.focus.value(unitId); !f.isEmpty())
        figures.append(f);
    bool changed = false;
    for (const QString &figureId : std::as_const(figures)) {
        const Evaluator ev
            = Evaluator(m_rs, situationFor(base, roles, out.units, QString())).onFigure(unitId, figureId);
        if (e.when && !ev.holds(*e.when))
            continue;
        UnitState &u = out.units[unitId];
        const qsizetype at = Roster::indexOf(u, figureId);
        if (at < 0)
            continue;
        FieldReads::note(unitId, FieldReads::figure(figureId)); // what it becomes depends on what it was
        Figure &fig = u.figures[at];
        const QString who = tr("%1, %2").arg(u.name.isEmpty() ? u.id : u.name, Roster::name(m_rs, u, fig));
        if (e.field == u"role") {
            const QString before = fig.role;
            fig.role = e.to.toString();
            if (before != fig.role)
                record.effects.append({u.id, tr("%1: now %2").arg(who, Roster::roleName(m_rs, fig.role))});
            changed = changed || before != fig.role;
            continue;
        }
        const Field *f = m_rs.figures->field(e.field);
        const QVariant before = ev.figureValue(fig, e.field);
        QVariant after = e.to;
        if (e.op == Effect::Op::Add) {
            int n = Limits::bounded(qint64(before.toInt())
                                    + (e.amountValue ? ev.value(*e.amountValue, result) : e.amount));
            n = std::max(n, f->minimum);
            if (f->maximum)
                n = std::min(n, *f->maximum);
            after = n;
        }
        fig.fields.insert(e.field, after);
        if (const QString change = Wording::change(m_rs, *f, before, after); !change.isEmpty()) {
            record.effects.append({u.id, tr("%1: %2").arg(who, change)});
            changed = true;
        }
    }
    if (changed)
        settleFigures(out.units[unitId], record, {e.field});
    return true;
}

void Resolver::settleFigures(UnitState &u, TestResult &record, const QSet<QString> &fieldsChanged) const
{
    // The unit fields the figures keep, worked out again and said where they changed.
    const UnitState was = u;
    const QStringList changed = Roster::settle(m_rs, u, fieldsChanged);
    const Evaluator ev(m_rs, Situation());
    std::optional<FieldReads::Pause> wording(std::in_place); // what is said, not what happens
    for (const QString &id : changed)
        if (const Field *f = m_rs.field(id))
            if (const QString change
                = Wording::change(m_rs, *f, ev.fieldValue(was, id), ev.fieldValue(u, id));
                !change.isEmpty())
                record.effects.append({u.id, tr("%1: %2").arg(u.name.isEmpty() ? u.id : u.name, change)});
    wording.reset();
    if (changed.contains(m_rs.removalField))
        removeIfSpent(u, record);
}

Situation Resolver::withFigure(const QString &testId, const QHash<QString, QString> &roles,
                               const Situation &given, Resolution &out, const FigurePick *pick) const
{
    const Test *t = m_rs.test(testId);
    if (!m_rs.figures || roles.value(QStringLiteral("actor")).isEmpty())
        return given;
    // The follow-up's pick, made afresh; else the test's own, for a unit with no figure in focus.
    QList<const FigurePick *> picks;
    if (pick)
        picks.append(pick);
    else if (t)
        for (const FigurePick &p : t->figures)
            if (!given.focus.contains(roles.value(p.of)))
                picks.append(&p);
    Situation here = given;
    for (const FigurePick *p : std::as_const(picks)) {
        const QString unit = roles.value(p->of);
        if (unit.isEmpty() || !out.units.contains(unit))
            continue;
        // Judged on the unit as it stands now: a figure already down is passed over, and a
        // volley's hits fall on different men while the squad has them.
        const Situation now = situationFor(here, roles, out.units, testId);
        QStringList &named = out.struckLeft[unit];
        const QString figure = Roster::pick(m_rs, *p, now, &named, out.picked.value(unit));
        if (figure.isEmpty()) {
            here.focus.remove(unit);
        } else {
            here.focus.insert(unit, figure);
            out.picked[unit].insert(figure);
        }
    }
    return here;
}

void Resolver::recordFigures(TestResult &r, const QHash<QString, QString> &roles, const Situation &base,
                             const Resolution &out) const
{
    if (!m_rs.figures)
        return;
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        const QString unit = roles.value(role);
        const QString figure = base.focus.value(unit);
        if (unit.isEmpty() || figure.isEmpty() || !out.units.contains(unit))
            continue;
        const UnitState &u = out.units[unit];
        if (const Figure *f = Roster::find(u, figure)) {
            r.figures.insert(role, figure);
            r.figureNames.insert(role, Roster::name(m_rs, u, *f));
        }
    }
}

void Resolver::resolveNode(const QString &testId, const QHash<QString, QString> &roles,
                           const Situation &given, const QHash<QString, UnitState> &evaluateOn, int depth,
                           const QString &why, const FaceSupplier &faces, Resolution &out, bool *stopped,
                           Outcome::Kind *outcomeOut, const FigurePick *pick) const
{
    // A loop the dice keep going, or follow-ups that multiply, stop here with word of it.
    const Test *asked = m_rs.test(testId);
    const QString name = asked ? asked->doc.name : testId;
    if (depth > Limits::kMaxCascadeDepth) {
        out.errors.append(
            tr("the follow-ups went more than %1 deep, to %2: the ruleset's follow-ups loop and "
               "the dice have not ended it; resolved up to there")
                .arg(Limits::kMaxCascadeDepth)
                .arg(name));
        *stopped = true;
        return;
    }
    if (out.steps.size() >= Limits::kMaxCascadeTests) {
        out.errors.append(
            tr("more than %1 tests in one cascade, up to %2: the ruleset's follow-ups multiply; "
               "resolved up to there")
                .arg(Limits::kMaxCascadeTests)
                .arg(name));
        *stopped = true;
        return;
    }
    // The figure the test falls on: its follow-up's pick, else the one already picked for its unit
    // (a loser's wound dice after his fight), else the test's own. The follow-ups see it too.
    const Situation base = withFigure(testId, roles, given, out, pick);
    const Situation requested = situationFor(base, roles, evaluateOn, testId);
    TestSetup s = setup(testId, requested);
    // The band a measured distance gives, for reading the dice as the set-up did.
    QStringList bandProblems;
    QHash<QString, DerivedBand> bands;
    const std::optional<Situation> ranged
        = s.test ? withRangeBands(*s.test, requested, &bandProblems, &bands) : std::nullopt;
    const Situation &situation = ranged ? *ranged : requested;
    // What the test does sees the bands its distance gave, as its modifiers did ("took
    // canister": {"ticked": "range:canister"} in an effect's condition).
    Situation effectBase = base;
    if (ranged)
        for (auto it = bands.cbegin(); it != bands.cend(); ++it)
            if (const QString c = ranged->chosenByTest.value(testId).value(it.key()); !c.isEmpty())
                effectBase.chosen.insert(it.key(), c);
    if (!s.problems.isEmpty()) {
        out.errors += s.problems;
        *stopped = true;
        return;
    }
    const Test &t = *s.test;
    // Take the faces; if they run out, the test waits with its odds.
    QList<int> rolled;
    for (int sides : s.dieSides) {
        const std::optional<int> face = faces(sides);
        if (!face) {
            out.pending.append({s, depth, 1, why, requested.units, base.focus,
                                pick ? std::optional<FigurePick>(*pick) : std::nullopt});
            *stopped = true;
            return;
        }
        if (const QString refused = impossibleFaceError(sides, *face); !refused.isEmpty()) {
            out.errors.append(refused);
            *stopped = true;
            return;
        }
        rolled.append(*face);
    }
    out.facesUsed += static_cast<int>(rolled.size());

    TestResult r;
    r.setup = s;
    r.depth = depth;
    recordFigures(r, roles, base, out);
    QHash<QString, QString> resultRoles = roles;
    kinds::Judgement judged;
    switch (t.kind) {
    case Test::Kind::Threshold:
        judged = kinds::ThresholdTest(m_rs, *this).judge(s, rolled);
        break;
    case Test::Kind::RollUnder:
        judged = kinds::RollUnderTest().judge(s, rolled);
        break;
    case Test::Kind::Bands:
    case Test::Kind::Table:
    case Test::Kind::Opposed:
        judged = kinds::RolledTotalTest(m_rs, m_odds).judge(s, rolled, situation, testId);
        break;
    }
    r.dice = judged.dice;
    r.value = judged.value;
    r.margin = judged.margin;
    const int successes = judged.successes;
    const int failures = judged.failures;
    const Outcome *outcome = judged.outcome;
    if (t.kind == Test::Kind::Opposed && t.winnerLoser && r.margin != 0) {
        resultRoles.insert(QStringLiteral("winner"), roles.value(r.margin > 0 ? u"actor"_qs : u"target"_qs));
        resultRoles.insert(QStringLiteral("loser"), roles.value(r.margin > 0 ? u"target"_qs : u"actor"_qs));
    }
    if (outcome) {
        r.outcomeId = outcome->id;
        r.outcomeName = outcome->doc.name;
        r.outcomeExplain = outcome->doc.explain;
    }
    QList<Effect> effects = t.effects;
    if (outcome)
        effects += outcome->effects;
    for (const Effect &e : std::as_const(effects)) {
        if (!applyEffect(e, r.value, resultRoles, effectBase, faces, out, r)) {
            out.steps.append(r);
            out.errors.append(tr("more dice are needed for the table roll of %1").arg(t.doc.name));
            *stopped = true;
            return;
        }
    }
    out.steps.append(r);
    if (outcomeOut && outcome)
        *outcomeOut = outcome->kind;

    // A follow-up's role "commander" (not one of this test's roles) is the commander over this
    // test's actor, where the battle gave him (Situation::superiors, "commander:UNIT").
    const auto roleUnit = [&](const QString &role) {
        if (role == u"commander" && !resultRoles.contains(role))
            return base.superiors.value(u"commander:" + resultRoles.value(QStringLiteral("actor"))).id;
        return resultRoles.value(role);
    };
    const auto childRoles = [&](const FollowUp &fu) {
        QHash<QString, QString> cr;
        cr.insert(QStringLiteral("actor"), roleUnit(fu.actor));
        if (!fu.target.isEmpty())
            cr.insert(QStringLiteral("target"), roleUnit(fu.target));
        return cr;
    };
    const auto actorRemoved = [&](const QHash<QString, QString> &cr) {
        return out.units.value(cr.value(QStringLiteral("actor"))).removed;
    };

    // Per-success (and per-failure) follow-ups are one batch: all are set up on the state from
    // before the batch (an attack's saves all count the casualties from before it), and their
    // effects land as they are resolved.
    const auto repeat = [&](const FollowUp &fu) {
        if (!fu.times)
            return 1;
        const Evaluator view(m_rs, situationFor(base, resultRoles, out.units, testId), testId);
        // No more than the cascade can hold, so that counts multiplied never overflow.
        return std::clamp(view.value(*fu.times, r.value), 0, Limits::kMaxCascadeTests);
    };
    // The numbers a follow-up gives the test it takes, worked out as this one ends.
    const auto baseFor = [&](const FollowUp &fu) {
        if (fu.inputs.isEmpty())
            return Situation(base); // a copy: base is the caller's, kept for the other follow-ups
        Situation withInputs = base;
        const Evaluator view(m_rs, situationFor(base, resultRoles, out.units, testId), testId);
        for (const auto &[id, value] : fu.inputs)
            withInputs.inputs.insert(id, view.value(value, r.value));
        return withInputs;
    };
    int naturalPasses = 0;
    for (const dice::RolledDie &d : r.dice)
        naturalPasses += d.success && s.dieTest.naturalPass.contains(d.face) ? 1 : 0;
    // Successes (or failures) among the dice showing the faces a follow-up counts.
    const auto counted = [&](const FollowUp &fu) {
        if (fu.onFaces.isEmpty() && fu.exceptFaces.isEmpty())
            return fu.moment == FollowUp::When::PerSuccess ? successes : failures;
        int n = 0;
        for (const dice::RolledDie &d : r.dice)
            n += d.success == (fu.moment == FollowUp::When::PerSuccess)
                    && (fu.onFaces.isEmpty() || fu.onFaces.contains(d.face))
                    && !fu.exceptFaces.contains(d.face)
                ? 1
                : 0;
        return n;
    };
    bool anyFailed = false;
    const QHash<QString, UnitState> batchState = out.units;
    for (const FollowUp &fu : t.followUps) {
        if (fu.moment != FollowUp::When::PerSuccess && fu.moment != FollowUp::When::PerFailure)
            continue;
        const QHash<QString, QString> cr = childRoles(fu);
        if (fu.when && !Evaluator(m_rs, situationFor(base, resultRoles, out.units, testId)).holds(*fu.when))
            continue;
        const int times = counted(fu) * repeat(fu);
        const QString reason = fu.moment == FollowUp::When::PerSuccess
            ? tr("for each success of %1").arg(t.doc.name)
            : tr("for each failure of %1").arg(t.doc.name);
        for (int i = 0; i < times; ++i) {
            if (actorRemoved(cr))
                break; // nothing more can happen to a unit that has left play
            auto childOutcome = Outcome::Kind::Band;
            resolveNode(fu.test, cr, baseFor(fu), batchState, depth + 1, reason, faces, out, stopped,
                        &childOutcome, fu.figure ? &*fu.figure : nullptr);
            if (*stopped) {
                if (!out.pending.isEmpty())
                    out.pending.last().count = times - i;
                return;
            }
            anyFailed = anyFailed || childOutcome == Outcome::Kind::Fail;
        }
    }
    QList<FollowUp> after;
    for (const FollowUp &fu : t.followUps) {
        if ((fu.moment == FollowUp::When::IfAnyFailed && anyFailed)
            || (fu.moment == FollowUp::When::IfAnySuccess && successes > 0))
            after.append(fu);
        if (fu.moment == FollowUp::When::PerNaturalPass)
            for (int i = 0; i < naturalPasses; ++i)
                after.append(fu);
    }
    for (const FollowUp &fu : t.followUps)
        if (fu.moment == FollowUp::When::Always)
            after.append(fu);
    if (outcome)
        after += outcome->followUps;
    for (const FollowUp &fu : after) {
        const QHash<QString, QString> cr = childRoles(fu);
        if (cr.value(QStringLiteral("actor")).isEmpty() || actorRemoved(cr)
            || base.skippedFollowUps.contains(fu.test))
            continue;
        if (fu.when && !Evaluator(m_rs, situationFor(base, resultRoles, out.units, testId)).holds(*fu.when))
            continue;
        const QString reason = fu.doc.explain.isEmpty() ? tr("after %1").arg(t.doc.name) : fu.doc.explain;
        const int times = repeat(fu);
        for (int i = 0; i < times && !actorRemoved(cr); ++i) {
            resolveNode(fu.test, cr, baseFor(fu), out.units, depth + 1, reason, faces, out, stopped, nullptr,
                        fu.figure ? &*fu.figure : nullptr);
            if (*stopped) {
                if (!out.pending.isEmpty())
                    out.pending.last().count = times - i;
                return;
            }
        }
    }
}

std::optional<QList<TableRoll>> Resolver::rollOnTable(const QString &tableId, const FaceSupplier &faces,
                                                      QString *error) const
{
    Resolution scratch;
    TestResult record;
    const bool done = rollTable(tableId, {}, Situation(), faces, scratch, record);
    if (!scratch.errors.isEmpty()) {
        if (error)
            *error = scratch.errors.join(u"; ");
        return std::nullopt;
    }
    if (!done)
        return std::nullopt;
    return record.tableRolls;
}

Resolution Resolver::applyEffects(const QList<Effect> &effects, const Situation &situation) const
{
    Resolution out;
    QHash<QString, QString> roles;
    for (auto it = situation.units.begin(); it != situation.units.end(); ++it) {
        UnitState u = it.value();
        if (u.id.isEmpty())
            u.id = it.key();
        roles.insert(it.key(), u.id);
        out.units.insert(u.id, u);
    }
    TestResult record;
    record.effects = applyEffects(effects, roles, situation, out.units);
    out.steps.append(record);
    return out;
}

Resolution Resolver::resolve(const QString &testId, const Situation &situation,
                             const FaceSupplier &faces) const
{
    const Request request(m_odds);
    Resolution out;
    QHash<QString, QString> roles;
    for (auto it = situation.units.begin(); it != situation.units.end(); ++it) {
        UnitState u = it.value();
        if (u.id.isEmpty())
            u.id = it.key();
        roles.insert(it.key(), u.id);
        out.units.insert(u.id, u);
    }
    for (const UnitState &u : situation.commanded)
        if (!out.units.contains(u.id))
            out.units.insert(u.id, u);
    for (const UnitState &u : situation.superiors)
        if (!out.units.contains(u.id))
            out.units.insert(u.id, u);
    // The test is judged on its units as they were where the situation keeps them so; what it
    // does lands on them as they stand, and its follow-ups see that.
    QHash<QString, UnitState> judgedOn = out.units;
    for (auto it = situation.judgedOn.begin(); it != situation.judgedOn.end(); ++it)
        if (roles.contains(it.key()))
            judgedOn.insert(roles.value(it.key()), it.value());
    Situation base = situation;
    base.judgedOn.clear();
    out.struckLeft = situation.struck;
    bool stopped = false;
    resolveNode(testId, roles, base, judgedOn, 0, QString(), faces, out, &stopped, nullptr);
    return out;
}

} // namespace adjutant::rules
