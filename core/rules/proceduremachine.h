#pragma once

#include "procedurestate.h"

#include "text/punctuation.h"

#include "weaponreach.h"

#include "estimate.h"

#include "fieldreads.h"
#include "figures.h"
#include "kinds/kinds.h"
#include "orders.h"
#include "wording.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QScopeGuard>

#include <cmath>
#include <map>

namespace adjutant::rules {

// The interpreter of one request: the deterministic steps, the steps that roll, and how a
// cascade's resolution moves the state on.
struct ProcedureRunner::Machine {
    const ProcedureRunner &runner;
    const Ruleset &rs;
    const Procedure &proc;
    const ProcedureRequest &request;
    ProcedureRun *run; // null when only the odds are wanted
    QStringList errors;
    const Resolver &resolver;
    qint64 resolved = 0; // tests resolved by drive()
    // For the odds: advanceFree stops once a fight is over (fightEnded), so that a run whose
    // ending the fight has settled reads nothing after it.
    bool pauseAfterFights = false;
    bool fightEnded = false;

    Situation view(const State &s, const QString &actorRole, const QString &targetRole) const
    {
        Situation v = request.situation;
        v.units.clear();
        if (const QString a = s.roles.value(actorRole); !a.isEmpty())
            v.units.insert(u"actor"_qs, s.units.value(a));
        if (const QString t = s.roles.value(targetRole); !t.isEmpty())
            v.units.insert(u"target"_qs, s.units.value(t));
        // The procedure's other roles by their own names, for the conditions and effects that
        // read them (gun.crew).
        for (const ProcedureRole &role : proc.roles)
            if (const QString id = s.roles.value(role.id); !id.isEmpty())
                v.units.insert(role.id, s.units.value(id));
        v.inputs = s.values;
        v.focus = s.focus;
        return v;
    }

    Situation testSituation(const State &s, const ProcedureStep &step, const QString &testId) const
    {
        Situation v = view(s, step.actor, step.target);
        const Evaluator ev(rs, v);
        QHash<QString, int> inputs = request.situation.inputs;
        for (const auto &[id, value] : step.inputs)
            inputs.insert(id, ev.value(value));
        v.inputs = inputs;
        QSet<QString> &ticks = v.tickedByTest[testId];
        ticks += s.ticked;
        for (const QString &t : step.tick)
            ticks.insert(t);
        for (auto it = step.choose.begin(); it != step.choose.end(); ++it)
            v.chosenByTest[testId].insert(it.key(), it.value());
        // What the players ticked for the test one side takes ("entering-melee@actor": the
        // charger's, not the unit charged's); a melee step adds its sides' own (meleeSide).
        const bool ownTest
            = step.kind == ProcedureStep::Kind::Test || step.kind == ProcedureStep::Kind::ChargeRules;
        if (ownTest && (step.actor == u"actor" || step.actor == u"target")) {
            const QString own = testId + u'@' + step.actor;
            v.tickedByTest[testId] += request.situation.tickedByTest.value(own);
            const QHash<QString, QString> chosen = request.situation.chosenByTest.value(own);
            for (auto it = chosen.begin(); it != chosen.end(); ++it)
                v.chosenByTest[testId].insert(it.key(), it.value());
        }
        return v;
    }

    void note(const ProcedureStep &step, const State &s, const QString &text) const
    {
        if (!run)
            return;
        ProcedureStepRecord r;
        r.path = step.path;
        r.name = step.doc.name;
        r.actorId = s.roles.value(step.actor);
        r.targetId = s.roles.value(step.target);
        r.note = text;
        run->steps.append(r);
    }

    void end(State &s, const QString &ending) const
    {
        s.ending = ending;
        s.stack.clear();
    }

    void applyEffects(State &s, const ProcedureStep &step) const
    {
        const Resolution r = resolver.applyEffects(step.effects, view(s, step.actor, step.target));
        for (auto it = r.units.begin(); it != r.units.end(); ++it)
            s.units.insert(it.key(), it.value());
        if (run) {
            QStringList said;
            for (const EffectRecord &e : r.steps.value(0).effects)
                if (!e.bookkeeping) // a marker the rules keep is no result to read
                    said.append(e.text);
            note(step, s, said.join(text::Punctuation::semicolon()));
        }
    }

    // The figure a test step falls on, picked afresh on its unit as it stands.
    void pickFigure(State &s, const ProcedureStep &step) const
    {
        const Situation v = view(s, step.actor, step.target);
        const QString unit = v.units.value(step.figure->of).id;
        if (unit.isEmpty())
            return;
        const QString figure = Roster::pick(rs, *step.figure, v);
        if (figure.isEmpty())
            s.focus.remove(unit);
        else
            s.focus.insert(unit, figure);
    }

    // The figures of a unit in contact: those the request names that still stand, else every
    // standing figure whose role fights.
    QStringList inContact(const UnitState &u) const
    {
        QStringList out;
        const QStringList named = request.inContact.value(u.id);
        for (const Figure &f : u.figures) {
            const FigureRole *role = rs.figures ? rs.figures->role(f.role) : nullptr;
            const bool wanted = named.isEmpty() ? (!role || role->fights) : named.contains(f.id);
            if (wanted && Roster::standing(rs, u, f))
                out.append(f.id);
        }
        return out;
    }

    // A fights step: true while a bout waits for its dice (its figures in focus). Before each bout
    // the last one's winner is counted; once all are fought the side that won more is the winner,
    // the tallies are kept, and the step is done.
    bool nextBout(State &s, const ProcedureStep &step) const
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
        }
        if (!f.tallied) {
            const QString winner = s.roles.value(u"winner"_qs);
            (winner == a ? f.actorWins : winner == b ? f.targetWins : f.drawn) += 1;
            f.tallied = true;
        }
        // A bout whose figure is already down (struck in an earlier bout) is not fought.
        const auto stands = [&](const QString &unit, const QString &figure) {
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
            return true;
        }
        // The fight is over: the tests after it fall on the squads, not on the last bout's men.
        s.focus.remove(a);
        s.focus.remove(b);
        s.roles.remove(u"winner"_qs);
        s.roles.remove(u"loser"_qs);
        if (f.actorWins != f.targetWins) {
            s.roles.insert(u"winner"_qs, f.actorWins > f.targetWins ? a : b);
            s.roles.insert(u"loser"_qs, f.actorWins > f.targetWins ? b : a);
        }
        if (run) {
            run->winnerId = s.roles.value(u"winner"_qs);
            run->loserId = s.roles.value(u"loser"_qs);
            note(step, s,
                 tr("bouts won: %1 by the charging side, %2 by the other; %3 drawn")
                     .arg(f.actorWins)
                     .arg(f.targetWins)
                     .arg(f.drawn));
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

    // The situation of the bout under way: its figures in focus, the lone figure's side
    // outnumbered when it faces two or more, and its die when already rolled.
    Situation boutSituation(const State &s, const ProcedureStep &step) const
    {
        Situation v = testSituation(s, step, step.test);
        const Roster::Bout &bout = s.fight.bouts.at(s.fight.next);
        if (bout.against >= 2)
            if (const QString m = step.outnumbered.value(bout.actorLone ? step.actor : step.target);
                !m.isEmpty())
                v.tickedByTest[step.test].insert(m);
        const Test *t = rs.test(step.test);
        if (t && s.fight.loneFace.contains(bout.group)) {
            const QString input = bout.actorLone ? t->actorDieFrom : t->targetDieFrom;
            if (!input.isEmpty())
                v.inputs.insert(input, s.fight.loneFace.value(bout.group));
        }
        return v;
    }

    // The bout under way is a lone figure's first against several: his die is kept for the
    // bouts after, so its face matters, not only the bout's outcome.
    bool keepsLoneFace(const State &s, const ProcedureStep &step) const
    {
        if (step.kind != ProcedureStep::Kind::Fights || s.fight.next >= s.fight.bouts.size())
            return false;
        const Roster::Bout &bout = s.fight.bouts.at(s.fight.next);
        return bout.against >= 2 && !s.fight.loneFace.contains(bout.group);
    }

    Resolution resolveBout(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const
    {
        return resolveAlone(step.test, boutSituation(s, step), faces);
    }

    // Moves the state on by a bout's dice: the lone figure's die kept for its group, winner and
    // loser set, and the outcome's branch taken with the bout's figures still in focus.
    void applyBout(State &s, const ProcedureStep &step, const Resolution &r) const
    {
        for (auto it = r.units.begin(); it != r.units.end(); ++it)
            s.units.insert(it.key(), it.value());
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

    // The situation a rolling step is resolved in, its resolution and what it does to the state:
    // a test step's, or a fights step's bout.
    Situation stepSituation(const State &s, const ProcedureStep &step) const
    {
        return step.kind == ProcedureStep::Kind::Fights ? boutSituation(s, step)
                                                        : testSituation(s, step, testOf(step, s));
    }
    Resolution resolveAny(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const
    {
        return step.kind == ProcedureStep::Kind::Fights ? resolveBout(s, step, faces)
                                                        : resolveStep(s, step, faces);
    }
    void applyAny(State &s, const ProcedureStep &step, const Resolution &r) const
    {
        if (step.kind == ProcedureStep::Kind::Fights)
            applyBout(s, step, r);
        else
            applyTest(s, step, r);
    }

    // Takes the steps that need no dice, up to the next that does or the end.
    bool advanceFree(State &s)
    {
        while (const ProcedureStep *step = s.top()) {
            const Situation v = view(s, step->actor, step->target);
            const Evaluator ev(rs, v);
            const bool stepRolesHere = v.units.contains(u"actor"_qs);
            if (step->when && (!stepRolesHere || !ev.holds(*step->when))) {
                if (step->kind == ProcedureStep::Kind::Repeat) {
                    s.values.remove(u'#' + step->path);
                    s.valueDepth.remove(u'#' + step->path);
                }
                s.pop();
                continue;
            }
            switch (step->kind) {
            case ProcedureStep::Kind::Test: {
                const QString actor = s.roles.value(step->actor);
                if (actor.isEmpty() || s.units.value(actor).removed) {
                    note(*step, s, tr("%1 is not taken: the unit is no longer in play").arg(step->doc.name));
                    s.pop();
                    continue;
                }
                if (step->figure) // owed or taken now, it falls on the figure picked here
                    pickFigure(s, *step);
                if (request.owed.contains(step->path)) {
                    if (!step->triggered || !step->onOutcome.isEmpty() || !step->onCascade.isEmpty()
                        || !step->store.isEmpty()) {
                        errors.append(
                            tr("only a test the rules trigger, whose result nothing after it reads, can be "
                               "owed, not %1")
                                .arg(step->path));
                        return false;
                    }
                    if (run) {
                        note(*step, s, tr("owed"));
                        run->steps.last().owed = true;
                        run->steps.last().test = step->test;
                        const Situation judged = testSituation(s, *step, step->test);
                        run->owed.append({resolver.setup(step->test, judged), 0, 1, step->doc.explain,
                                          judged.units, judged.focus, step->figure});
                    }
                    s.pop();
                    continue;
                }
                if (request.skipped.contains(step->path)) {
                    if (!step->triggered) {
                        errors.append(
                            tr("only a test the rules trigger can be skipped, not %1").arg(step->path));
                        return false;
                    }
                    if (run) {
                        note(*step, s, tr("skipped by the umpire"));
                        run->steps.last().skipped = true;
                        run->steps.last().test = step->test;
                    }
                    s.pop();
                    continue;
                }
                return true;
            }
            case ProcedureStep::Kind::Melee:
                return true;
            case ProcedureStep::Kind::Fights:
                if (nextBout(s, *step))
                    return true;
                if (pauseAfterFights) {
                    fightEnded = true;
                    return true;
                }
                continue;
            case ProcedureStep::Kind::ChargeRules: {
                const ChargePermission p = Orders::charge(rs, v);
                if (!p.allowed() && !request.override.isEmpty()) {
                    if (run) // the umpire allows it: it goes in as if no rule forbade it
                        run->overridden = p.rule->doc.name;
                    s.pop();
                    continue;
                }
                if (!p.allowed()) {
                    if (run) {
                        run->allowed = false;
                        run->refusal = p.rule->doc.name;
                    }
                    note(*step, s, p.rule->doc.name);
                    end(s, step->refusedEnding);
                    return true;
                }
                if (p.needsTest())
                    return true;
                note(*step, s, p.rule ? p.rule->doc.name : tr("no charge rule forbids it"));
                s.pop();
                continue;
            }
            case ProcedureStep::Kind::Effects:
                s.pop();
                applyEffects(s, *step);
                continue;
            case ProcedureStep::Kind::If: {
                const bool holds = step->condition && ev.holds(*step->condition);
                s.pop();
                s.push(holds ? step->then : step->otherwise);
                continue;
            }
            case ProcedureStep::Kind::IfWinner: {
                const QString winner = s.roles.value(u"winner"_qs);
                const bool holds = !winner.isEmpty() && winner == s.roles.value(step->winnerRole);
                s.pop();
                s.push(holds ? step->then : step->otherwise);
                continue;
            }
            case ProcedureStep::Kind::End:
                note(*step, s, step->doc.name);
                end(s, step->ending);
                return true;
            case ProcedureStep::Kind::Store:
                s.pop();
                for (const auto &[id, value] : step->store)
                    s.keep(id, ev.value(value));
                continue;
            case ProcedureStep::Kind::Repeat: {
                // The count left lives beside the numbers kept, under a key no var can have, for
                // as long as the list holding the step: a run that loops again is a new state.
                const QString counter = u'#' + step->path;
                if (!s.values.contains(counter)) // no more rounds than a cascade may take tests
                    s.keep(counter,
                           step->times ? std::clamp(ev.value(*step->times), 0, Limits::kMaxCascadeTests) : 0);
                const int left = s.values.value(counter);
                if (left <= 0) {
                    s.values.remove(counter);
                    s.valueDepth.remove(counter);
                    s.pop();
                    continue;
                }
                s.values.insert(counter, left - 1);
                if (!step->body || step->body->empty()) {
                    s.values.remove(counter);
                    s.valueDepth.remove(counter);
                    s.pop();
                    continue;
                }
                s.push(step->body);
                continue;
            }
            case ProcedureStep::Kind::Tick:
                s.pop();
                for (const QString &t : step->tick)
                    s.tick(t);
                note(*step, s, step->doc.name);
                continue;
            case ProcedureStep::Kind::SetWinner: {
                s.pop();
                // "winner" keeps the sides, "loser" swaps them; actor or target names one side of
                // the step and the other side loses.
                const QString &w = step->winnerRole;
                const QString other = w == u"winner" ? u"loser"_qs
                    : w == u"loser"                  ? u"winner"_qs
                    : w == step->actor               ? step->target
                                                     : step->actor;
                const QString winnerId = w.isEmpty() ? QString() : s.roles.value(w);
                const QString loserId = w.isEmpty() ? QString() : s.roles.value(other);
                s.roles.remove(u"winner"_qs);
                s.roles.remove(u"loser"_qs);
                if (!winnerId.isEmpty() && !loserId.isEmpty()) {
                    s.roles.insert(u"winner"_qs, winnerId);
                    s.roles.insert(u"loser"_qs, loserId);
                }
                if (run) {
                    run->winnerId = s.roles.value(u"winner"_qs);
                    run->loserId = s.roles.value(u"loser"_qs);
                }
                note(*step, s, step->doc.name);
                continue;
            }
            case ProcedureStep::Kind::WeaponRange: {
                s.pop();
                const int distance = step->distance ? ev.value(*step->distance) : 0;
                const RangeBand reach = WeaponReach::bandAt(rs, step->weapon, ev, distance);
                const Weapon *weapon = reach.weapon;
                const QString band = reach.band;
                if (band.isEmpty()) {
                    note(*step, s,
                         tr("%1\" is beyond the %2's reach")
                             .arg(distance)
                             .arg(weapon ? weapon->doc.name : tr("weapon")));
                    s.push(step->beyond);
                    continue;
                }
                for (const QString &t : step->rangeTicks.value(band))
                    s.tick(t);
                if (!step->reachVar.isEmpty())
                    s.keep(step->reachVar, reach.reach);
                note(*step, s, tr("%1\": %2 range of the %3").arg(distance).arg(band, weapon->doc.name));
                s.push(step->within);
                continue;
            }
            }
        }
        return true;
    }

    // The endings a run from `s` can still come to, whatever the dice and the units' fields: the
    // steps to go walked with every branch taken. Nothing when a run could come to no ending or
    // stop with an error (the odds then find out), or the walk grows too long. Only the roles are
    // read: who won a melee decides a branch unless a step on the way may change it.
    std::optional<QSet<QString>> reachableEndings(const State &s) const
    {
        QSet<QString> out;
        bool rolesMayChange = false;
        std::optional<QString> finalWinner; // a fight under way with no bout left: who won it
        int nested = 0;
        int budget = 4096; // steps walked
        // False when no run through `list` from `from` goes on past its end.
        std::function<bool(const ProcedureSteps *, std::size_t)> walk
            = [&](const ProcedureSteps *list, std::size_t from) {
                  if (!list)
                      return true;
                  const bool aFrame = nested++ == 0; // a list the state stands in, not a branch
                  const auto leave = qScopeGuard([&nested] { --nested; });
                  for (std::size_t i = from; i < list->size(); ++i) {
                      if (--budget < 0)
                          return true;
                      const ProcedureStep &st = list->at(i);
                      const bool always = !st.when;
                      switch (st.kind) {
                      case ProcedureStep::Kind::End:
                          out.insert(st.ending);
                          if (always)
                              return false;
                          break;
                      case ProcedureStep::Kind::ChargeRules:
                          out.insert(st.refusedEnding);
                          out.insert(st.testFailedEnding);
                          break;
                      case ProcedureStep::Kind::Test:
                          if (request.skipped.contains(st.path) && !st.triggered)
                              out.insert(QString()); // an error the odds report
                          if (st.test.isEmpty() || !rs.test(st.test) || rs.test(st.test)->winnerLoser)
                              rolesMayChange = true;
                          for (const OutcomeBranch &b : st.onOutcome)
                              walk(b.steps.get(), 0);
                          for (const CascadeBranch &b : st.onCascade)
                              walk(b.steps.get(), 0);
                          break;
                      case ProcedureStep::Kind::If: {
                          const bool a = walk(st.then.get(), 0);
                          const bool b = walk(st.otherwise.get(), 0);
                          if (always && !a && !b)
                              return false;
                          break;
                      }
                      case ProcedureStep::Kind::IfWinner: {
                          if (rolesMayChange) {
                              const bool a = walk(st.then.get(), 0);
                              const bool b = walk(st.otherwise.get(), 0);
                              if (always && !a && !b)
                                  return false;
                              break;
                          }
                          const QString winner = finalWinner ? *finalWinner : s.roles.value(u"winner"_qs);
                          const bool holds = !winner.isEmpty() && winner == s.roles.value(st.winnerRole);
                          if (!walk((holds ? st.then : st.otherwise).get(), 0) && always)
                              return false;
                          break;
                      }
                      case ProcedureStep::Kind::Melee:
                          rolesMayChange = true;
                          walk(st.decided.get(), 0);
                          walk(st.drawn.get(), 0);
                          break;
                      case ProcedureStep::Kind::Fights:
                          if (!rolesMayChange && aFrame && i == from && s.fight.path == st.path
                              && s.fight.next >= s.fight.bouts.size()) {
                              // No bout left: the tally decides.
                              finalWinner = s.foughtOut(s.roles.value(st.actor), s.roles.value(st.target));
                              break;
                          }
                          rolesMayChange = true;
                          for (const OutcomeBranch &b : st.onOutcome)
                              walk(b.steps.get(), 0);
                          break;
                      case ProcedureStep::Kind::SetWinner:
                          rolesMayChange = true;
                          break;
                      case ProcedureStep::Kind::Repeat:
                          // Twice: a second round meets what the first changed.
                          walk(st.body.get(), 0);
                          walk(st.body.get(), 0);
                          break;
                      case ProcedureStep::Kind::WeaponRange:
                          walk(st.within.get(), 0);
                          walk(st.beyond.get(), 0);
                          break;
                      case ProcedureStep::Kind::Effects:
                      case ProcedureStep::Kind::Store:
                      case ProcedureStep::Kind::Tick:
                          break;
                      }
                  }
                  return true;
              };
        for (auto frame = s.stack.rbegin(); frame != s.stack.rend(); ++frame)
            if (!walk(frame->first, frame->second)) {
                if (budget < 0 || out.contains(QString())) // an ending left empty: an error
                    return std::nullopt;
                return out;
            }
        return std::nullopt; // a run could go past the last step with no ending
    }

    // The test a rolling step takes: its own, or the one the charge rules ask for.
    QString testOf(const ProcedureStep &step, const State &s) const
    {
        if (step.kind != ProcedureStep::Kind::ChargeRules)
            return step.test;
        const ChargePermission p = Orders::charge(rs, view(s, step.actor, step.target));
        return p.rule ? p.rule->test : QString();
    }

    // Resolves one test step's cascade with the faces given. An "alone" test stops after its own
    // dice: what its follow-ups would do is left to the procedure's next steps.
    Resolution resolveStep(const State &s, const ProcedureStep &step, const FaceSupplier &faces) const
    {
        const QString testId = testOf(step, s);
        const Situation sit = testSituation(s, step, testId);
        if (!step.alone)
            return resolver.resolve(testId, sit, faces);
        return resolveAlone(testId, sit, faces);
    }

    Resolution resolveAlone(const QString &testId, const Situation &sit, const FaceSupplier &faces) const
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

    static bool outcomeMatches(const Test *t, const QString &outcomeId, const QString &wanted)
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

    // Moves the state on by a test step's finished cascade.
    void applyTest(State &s, const ProcedureStep &step, const Resolution &r) const
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

    // Both sides' cascades of a melee, each set up on the state from before it, land together;
    // the side whose compared field rose more lost.
    void applyMelee(State &s, const ProcedureStep &step, const Resolution &mine,
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
                      .arg(ra < rb ? nameA : nameB, QString::number(std::min(ra, rb)),
                           ra < rb ? nameB : nameA, QString::number(std::max(ra, rb)));
            run->winnerId = s.roles.value(u"winner"_qs);
            run->loserId = s.roles.value(u"loser"_qs);
        }
        s.pop();
        s.push(ra == rb ? step.drawn : step.decided);
    }

    // Takes the steps from `s` with the faces given, up to an ending, the dice running out or an
    // error. A run being recorded is told where the dice ran out; `resolved` counts the tests
    // resolved (a simulation's work).
    void drive(State &s, const FaceSupplier &faces)
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

    Situation meleeSide(const State &s, const ProcedureStep &step, bool mine) const
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
};

// The state a request starts in: its units by role, the inputs entered or their defaults; false
// with `errors` saying why when the request does not fit the procedure.
bool initialState(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                  ProcedureRunner::State &s, QStringList *errors);

} // namespace adjutant::rules
