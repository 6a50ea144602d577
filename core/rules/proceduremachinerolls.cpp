#include "proceduremachine.h"
#include "unitchanges.h"

#include <QScopeGuard>

namespace adjutant::rules {

// ProcedureRunner::Machine's steps that roll: tests, melees and a fight's bouts, and drive(),
// which resolves them in turn.

bool ProcedureRunner::Machine::nextBout(State &s, const ProcedureStep &step) const
{
    State::Fight &f = s.fight;
    const QString a = s.roles.value(step.actor);
    const QString b = s.roles.value(step.target);
    if (f.path != step.path) {
        f = State::Fight();
        f.path = step.path;
        f.bouts = Roster::pairs(inContact(s.units.value(a)), inContact(s.units.value(b)), step.most);
        if (f.bouts.isEmpty())
            note(step, s, tr("no figures in contact: nobody fights"));
        if (step.simultaneous) {
            auto atStart = std::make_shared<QHash<QString, UnitState>>();
            for (const QString &id : {a, b})
                if (!id.isEmpty())
                    atStart->insert(id, s.units.value(id));
            State::unitsKey(f.atStartKey, *atStart);
            f.atStart = std::move(atStart);
        }
    }
    if (!f.tallied) {
        const QString winner = s.roles.value(u"winner"_qs);
        (winner == a ? f.actorWins : winner == b ? f.targetWins : f.drawn) += 1;
        f.tallied = true;
    }
    // A bout whose figure is already down (struck in an earlier bout) is not fought, unless the
    // bouts are fought at once: then every figure paired when the fight began fights.
    const auto stands = [&](const QString &unit, const QString &figure) {
        if (f.atStart)
            return true;
        const UnitState &u = s.units[unit];
        const Figure *fig = Roster::find(u, figure);
        return fig && Roster::standing(rs, u, *fig);
    };
    while (f.next < f.bouts.size()
           && (!stands(a, f.bouts.at(f.next).actorFigure) || !stands(b, f.bouts.at(f.next).targetFigure)))
        ++f.next;
    if (f.next < f.bouts.size()) {
        const Roster::Bout &bout = f.bouts.at(f.next);
        s.focus.insert(a, bout.actorFigure);
        s.focus.insert(b, bout.targetFigure);
        forgetLastBout(s, step);
        return true;
    }
    // The fight is over: the tests after it fall on the squads, not on the last bout's men.
    s.focus.remove(a);
    s.focus.remove(b);
    s.roles.remove(u"winner"_qs);
    s.roles.remove(u"loser"_qs);
    // Who won: the side that won more bouts; where the last side standing wins, a side with no one
    // left to fight loses (both such sides: neither wins).
    endedLead = f.actorWins - f.targetWins;
    endedByStanding.reset();
    if (!f.bouts.isEmpty() && lastStandingApplies(s, step)) {
        const bool actorLeft = noteFightersLeft(s, a);
        const bool targetLeft = noteFightersLeft(s, b);
        if (!actorLeft || !targetLeft)
            endedByStanding = actorLeft ? 0 : targetLeft ? 1 : 2;
    }
    const int won = endedByStanding ? *endedByStanding : endedLead > 0 ? 0 : endedLead < 0 ? 1 : 2;
    if (won != 2) {
        s.roles.insert(u"winner"_qs, won == 0 ? a : b);
        s.roles.insert(u"loser"_qs, won == 0 ? b : a);
    }
    if (run) {
        run->winnerId = s.roles.value(u"winner"_qs);
        run->loserId = s.roles.value(u"loser"_qs);
        note(step, s,
             tr("bouts won: %1 by the charging side, %2 by the other; %3 drawn")
                 .arg(f.actorWins)
                 .arg(f.targetWins)
                 .arg(f.drawn));
        if (endedByStanding)
            note(step, s,
                 *endedByStanding == 0 ? tr("the other side has no figure left standing and loses the fight")
                     : *endedByStanding == 1
                     ? tr("the charging side has no figure left standing and loses the fight")
                     : tr("neither side has a figure left standing: neither wins"));
    }
    const int wins[] = {f.actorWins, f.targetWins, f.drawn};
    const char *keys[] = {"actor", "target", "drawn"};
    s.fight = State::Fight();
    s.pop();
    for (int i = 0; i < 3; ++i)
        if (const QString var = step.tally.value(QString::fromLatin1(keys[i])); !var.isEmpty())
            s.keep(var, wins[i]);
    return false;
}

void ProcedureRunner::Machine::forgetLastBout(State &s, const ProcedureStep &step) const
{
    // The bout's dice are rolled on its situation alone (boutSituation: the sides in their roles,
    // the inputs the step names), and applyBout sets who won and what it keeps before any other
    // step reads them: so the last bout's winner, loser and numbers kept are read no more.
    const auto aRole = [&](const QString &role) {
        return step.actor == role || step.target == role
            || std::any_of(proc.roles.cbegin(), proc.roles.cend(),
                           [&](const ProcedureRole &r) { return r.id == role; });
    };
    if (!aRole(u"winner"_qs) && !aRole(u"loser"_qs)) {
        s.roles.remove(u"winner"_qs);
        s.roles.remove(u"loser"_qs);
    }
    // A number kept before the fight, living beyond it, stays, and so does one the bout's store
    // works out from the numbers kept.
    if (step.inputs.empty())
        for (const auto &[id, value] : step.store)
            if (s.valueDepth.value(id) == s.stack.size()
                && (value.kind == Value::Kind::Result || value.kind == Value::Kind::Constant)) {
                s.values.remove(id);
                s.valueDepth.remove(id);
            }
}

Situation ProcedureRunner::Machine::boutSituation(const State &s, const ProcedureStep &step) const
{
    Situation v = testSituation(s, step, step.test);
    if (s.fight.atStart) // fought on the units as the fight began, in whatever role
        for (auto it = v.units.begin(); it != v.units.end(); ++it)
            if (const auto was = s.fight.atStart->constFind(it->id); was != s.fight.atStart->constEnd())
                *it = *was;
    const Roster::Bout &bout = s.fight.bouts.at(s.fight.next);
    if (bout.against >= 2)
        if (const QString m = step.outnumbered.value(bout.actorLone ? step.actor : step.target); !m.isEmpty())
            v.tickedByTest[step.test].insert(m);
    const Test *t = rs.test(step.test);
    if (t && s.fight.loneFace.contains(bout.group)) {
        const QString input = bout.actorLone ? t->actorDieFrom : t->targetDieFrom;
        if (!input.isEmpty())
            v.inputs.insert(input, s.fight.loneFace.value(bout.group));
    }
    return v;
}

bool ProcedureRunner::Machine::keepsLoneFace(const State &s, const ProcedureStep &step) const
{
    if (step.kind != ProcedureStep::Kind::Fights || s.fight.next >= s.fight.bouts.size())
        return false;
    const Roster::Bout &bout = s.fight.bouts.at(s.fight.next);
    return bout.against >= 2 && !s.fight.loneFace.contains(bout.group);
}

Resolution ProcedureRunner::Machine::resolveBout(const State &s, const ProcedureStep &step,
                                                 const FaceSupplier &faces) const
{
    return resolveAlone(step.test, boutSituation(s, step), faces);
}

void ProcedureRunner::Machine::applyBout(State &s, const ProcedureStep &step, const Resolution &r) const
{
    // A simultaneous fight's bout was fought on the units as the fight began: what it changed of
    // them lands on the units as they are now.
    const QHash<QString, UnitState> *atStart = s.fight.atStart.get();
    for (auto it = r.units.begin(); it != r.units.end(); ++it) {
        const auto was = atStart ? atStart->constFind(it.key()) : QHash<QString, UnitState>::const_iterator();
        if (atStart && was != atStart->constEnd() && s.units.contains(it.key()))
            s.units.insert(it.key(), carriedOver(rs, *was, it.value(), s.units.value(it.key())));
        else
            s.units.insert(it.key(), it.value());
    }
    const TestResult &root = r.steps.first();
    State::Fight &f = s.fight;
    const Roster::Bout &bout = f.bouts.at(f.next);
    if (!f.loneFace.contains(bout.group) && !root.dice.isEmpty())
        f.loneFace.insert(bout.group, bout.actorLone ? root.dice.first().face : root.dice.last().face);
    const QString a = s.roles.value(step.actor);
    const QString b = s.roles.value(step.target);
    s.roles.remove(u"winner"_qs);
    s.roles.remove(u"loser"_qs);
    if (root.margin != 0) {
        s.roles.insert(u"winner"_qs, root.margin > 0 ? a : b);
        s.roles.insert(u"loser"_qs, root.margin > 0 ? b : a);
    }
    if (run) {
        ProcedureStepRecord rec;
        rec.path = step.path;
        rec.test = step.test;
        rec.name = step.doc.name.isEmpty() ? rs.test(step.test)->doc.name : step.doc.name;
        rec.actorId = a;
        rec.targetId = b;
        rec.actorFigure = bout.actorFigure;
        rec.targetFigure = bout.targetFigure;
        rec.actorFigureName = root.figureNames.value(u"actor"_qs);
        rec.targetFigureName = root.figureNames.value(u"target"_qs);
        rec.note = root.outcomeName;
        rec.resolution = r;
        run->steps.append(rec);
        run->winnerId = s.roles.value(u"winner"_qs);
        run->loserId = s.roles.value(u"loser"_qs);
    }
    ++f.next;
    f.tallied = false;
    {
        const Evaluator ev(rs, view(s, step.actor, step.target));
        for (const auto &[id, value] : step.store) // the bout's margin, for its branch
            s.keep(id, ev.value(value, root.value));
    }
    for (const OutcomeBranch &branch : step.onOutcome)
        if (outcomeMatches(root.setup.test, root.outcomeId, branch.outcome)) {
            s.push(branch.steps);
            break;
        }
}

Situation ProcedureRunner::Machine::stepSituation(const State &s, const ProcedureStep &step) const
{
    return step.kind == ProcedureStep::Kind::Fights ? boutSituation(s, step)
                                                    : testSituation(s, step, testOf(step, s));
}

Resolution ProcedureRunner::Machine::resolveAny(const State &s, const ProcedureStep &step,
                                                const FaceSupplier &faces) const
{
    return step.kind == ProcedureStep::Kind::Fights ? resolveBout(s, step, faces)
                                                    : resolveStep(s, step, faces);
}

void ProcedureRunner::Machine::applyAny(State &s, const ProcedureStep &step, const Resolution &r) const
{
    if (step.kind == ProcedureStep::Kind::Fights)
        applyBout(s, step, r);
    else
        applyTest(s, step, r);
}

Resolution ProcedureRunner::Machine::resolveStep(const State &s, const ProcedureStep &step,
                                                 const FaceSupplier &faces) const
{
    const QString testId = testOf(step, s);
    const Situation sit = testSituation(s, step, testId);
    if (!step.alone)
        return resolver.resolve(testId, sit, faces);
    return resolveAlone(testId, sit, faces);
}

Resolution ProcedureRunner::Machine::resolveAlone(const QString &testId, const Situation &sit,
                                                  const FaceSupplier &faces) const
{
    const qsizetype own = resolver.setup(testId, sit).dieSides.size();
    auto given = std::make_shared<qsizetype>(0);
    Resolution r = resolver.resolve(testId, sit, [&faces, given, own](int sides) -> std::optional<int> {
        if (*given >= own)
            return std::nullopt;
        ++*given;
        return faces(sides);
    });
    if (!r.steps.isEmpty()) {
        r.pending.clear(); // the follow-ups waiting for dice: not this step's
        r.errors.clear();
    }
    return r;
}

bool ProcedureRunner::Machine::outcomeMatches(const Test *t, const QString &outcomeId, const QString &wanted)
{
    if (outcomeId == wanted)
        return true;
    if (!t || (wanted != u"pass" && wanted != u"fail"))
        return false;
    for (const Outcome &o : t->outcomes)
        if (o.id == outcomeId)
            return o.kind == (wanted == u"pass" ? Outcome::Kind::Pass : Outcome::Kind::Fail);
    return false;
}

void ProcedureRunner::Machine::applyTest(State &s, const ProcedureStep &step, const Resolution &r) const
{
    for (auto it = r.units.begin(); it != r.units.end(); ++it)
        s.units.insert(it.key(), it.value());
    const TestResult &root = r.steps.first();
    const Test *t = root.setup.test;
    if (run) {
        ProcedureStepRecord rec;
        rec.path = step.path;
        rec.name = step.kind == ProcedureStep::Kind::ChargeRules && t ? t->doc.name : step.doc.name;
        rec.test = t ? t->id : QString();
        rec.actorId = s.roles.value(step.actor);
        rec.targetId = s.roles.value(step.target);
        rec.actorFigure = root.figures.value(u"actor"_qs);
        rec.targetFigure = root.figures.value(u"target"_qs);
        rec.actorFigureName = root.figureNames.value(u"actor"_qs);
        rec.targetFigureName = root.figureNames.value(u"target"_qs);
        rec.note = root.outcomeName;
        rec.resolution = r;
        run->steps.append(rec);
    }
    s.pop();
    if (step.kind == ProcedureStep::Kind::ChargeRules) {
        if (outcomeMatches(t, root.outcomeId, u"fail"_qs) || step.failOutcomes.contains(root.outcomeId)) {
            if (run) {
                run->allowed = false;
                run->refusal = root.outcomeName;
            }
            end(s, step.testFailedEnding);
        }
        return;
    }
    {
        const Evaluator ev(rs, view(s, step.actor, step.target));
        for (const auto &[id, value] : step.store)
            s.keep(id, ev.value(value, root.value));
    }
    if (t && t->winnerLoser) {
        s.roles.remove(u"winner"_qs);
        s.roles.remove(u"loser"_qs);
        if (root.margin != 0) {
            const QString a = s.roles.value(step.actor);
            const QString b = s.roles.value(step.target);
            s.roles.insert(u"winner"_qs, root.margin > 0 ? a : b);
            s.roles.insert(u"loser"_qs, root.margin > 0 ? b : a);
        }
        if (run) {
            run->winnerId = s.roles.value(u"winner"_qs);
            run->loserId = s.roles.value(u"loser"_qs);
        }
    }
    // Pushed last runs first: the outcome's branch, then the cascade's, in the file's order.
    for (auto it = step.onCascade.rbegin(); it != step.onCascade.rend(); ++it) {
        const bool hit = std::any_of(r.steps.begin(), r.steps.end(), [&](const TestResult &tr) {
            return tr.setup.test && tr.setup.test->id == it->test
                && outcomeMatches(tr.setup.test, tr.outcomeId, it->outcome);
        });
        if (hit)
            s.push(it->steps);
    }
    for (const OutcomeBranch &b : step.onOutcome)
        if (outcomeMatches(t, root.outcomeId, b.outcome)) {
            s.push(b.steps);
            break;
        }
}

void ProcedureRunner::Machine::applyMelee(State &s, const ProcedureStep &step, const Resolution &mine,
                                          const Resolution &theirs) const
{
    const QHash<QString, UnitState> before = s.units;
    const Evaluator ev(rs, Situation());
    // Merging the changes compares every field, which is no reading of them: what each
    // side's dice changed came from the fields its cascade read.
    std::optional<FieldReads::Pause> merging(std::in_place);
    for (const Resolution *r : {&mine, &theirs})
        for (auto it = r->units.begin(); it != r->units.end(); ++it) {
            UnitState &u = s.units[it.key()];
            const UnitState &was = before.value(it.key());
            for (auto f = it->fields.begin(); f != it->fields.end(); ++f)
                if (ev.fieldValue(was, f.key()) != f.value())
                    u.fields.insert(f.key(), f.value());
            if (it->figures != was.figures)
                u.figures = it->figures;
            u.removed = u.removed || it->removed;
        }
    merging.reset();
    const QString a = s.roles.value(step.actor);
    const QString b = s.roles.value(step.target);
    const auto rise = [&](const QString &id) {
        return ev.fieldValue(s.units.value(id), step.compareField).toInt()
            - ev.fieldValue(before.value(id), step.compareField).toInt();
    };
    const int ra = rise(a);
    const int rb = rise(b);
    s.roles.remove(u"winner"_qs);
    s.roles.remove(u"loser"_qs);
    if (ra != rb) {
        s.roles.insert(u"winner"_qs, ra < rb ? a : b);
        s.roles.insert(u"loser"_qs, ra < rb ? b : a);
    }
    if (run) {
        for (const Resolution *r : {&mine, &theirs}) {
            ProcedureStepRecord rec;
            rec.path = step.path;
            rec.test = step.test;
            rec.name = step.doc.name.isEmpty() ? rs.test(step.test)->doc.name : step.doc.name;
            rec.actorId = r == &mine ? a : b;
            rec.targetId = r == &mine ? b : a;
            rec.resolution = *r;
            run->steps.append(rec);
        }
        const UnitState &wa = s.units.value(a);
        const UnitState &wb = s.units.value(b);
        const QString nameA = wa.name.isEmpty() ? a : wa.name;
        const QString nameB = wb.name.isEmpty() ? b : wb.name;
        run->steps.last().actorLost = rb; // the second record is the target's side
        run->steps.last().targetLost = ra;
        run->steps.last().note = ra == rb
            ? tr("drawn: %1 and %2 each lost %3").arg(nameA, nameB, QString::number(ra))
            : tr("%1 won: it lost %2, %3 lost %4")
                  .arg(ra < rb ? nameA : nameB, QString::number(std::min(ra, rb)), ra < rb ? nameB : nameA,
                       QString::number(std::max(ra, rb)));
        run->winnerId = s.roles.value(u"winner"_qs);
        run->loserId = s.roles.value(u"loser"_qs);
    }
    s.pop();
    s.push(ra == rb ? step.drawn : step.decided);
}

void ProcedureRunner::Machine::drive(State &s, const FaceSupplier &faces)
{
    int guard = 0;
    while (advanceFree(s) && s.ending.isEmpty() && errors.isEmpty()) {
        if (++guard > Limits::kMaxCascadeTests) {
            errors.append(tr("the procedure took more than %1 steps").arg(Limits::kMaxCascadeTests));
            break;
        }
        const ProcedureStep *step = s.top();
        if (!step)
            break;
        if (step->kind == ProcedureStep::Kind::Melee) {
            const Resolution mine = resolver.resolve(step->test, meleeSide(s, *step, true), faces);
            const Resolution theirs = mine.complete()
                ? resolver.resolve(step->test, meleeSide(s, *step, false), faces)
                : Resolution();
            resolved += 1 + mine.steps.size() + theirs.steps.size();
            const Resolution &stopped = mine.complete() ? theirs : mine;
            if (!stopped.complete()) {
                errors += stopped.errors;
                if (run) {
                    run->pendingPath = step->path;
                    run->queue = stopped.pending;
                }
                if (run && mine.complete() && !stopped.pending.isEmpty()) {
                    // the first side's dice are in; the journal keeps them with the rest
                    ProcedureStepRecord rec;
                    rec.path = step->path;
                    rec.test = step->test;
                    rec.name = rs.test(step->test)->doc.name;
                    rec.resolution = mine;
                    run->steps.append(rec);
                }
                break;
            }
            applyMelee(s, *step, mine, theirs);
            continue;
        }
        const Resolution r = resolveAny(s, *step, faces);
        resolved += 1 + r.steps.size();
        if (!r.complete() || r.steps.isEmpty()) {
            errors += r.errors;
            if (run) {
                run->pendingPath = step->path;
                run->queue = r.pending;
            }
            break;
        }
        applyAny(s, *step, r);
    }
}

Situation ProcedureRunner::Machine::meleeSide(const State &s, const ProcedureStep &step, bool mine) const
{
    ProcedureStep side = step;
    if (!mine)
        std::swap(side.actor, side.target);
    side.inputs += mine ? step.actorInputs : step.targetInputs;
    Situation v = testSituation(s, side, step.test);
    // What the players ticked for one side's dice only: "TEST@actor" and "TEST@target".
    const QString own = step.test + (mine ? u"@actor"_qs : u"@target"_qs);
    v.tickedByTest[step.test] += request.situation.tickedByTest.value(own);
    const QHash<QString, QString> chosen = request.situation.chosenByTest.value(own);
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        v.chosenByTest[step.test].insert(it.key(), it.value());
    return v;
}

} // namespace adjutant::rules
