#include "proceduremachine.h"
#include "boutsapart.h"

#include <QScopeGuard>

#include <cstdlib>

namespace adjutant::rules {

// ProcedureRunner::Machine's deterministic steps: the situations its tests read, what a step
// notes, and how the state moves on between the steps that roll.

Situation ProcedureRunner::Machine::view(const State &s, const QString &actorRole,
                                         const QString &targetRole) const
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

Situation ProcedureRunner::Machine::testSituation(const State &s, const ProcedureStep &step,
                                                  const QString &testId) const
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

void ProcedureRunner::Machine::note(const ProcedureStep &step, const State &s, const QString &text) const
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

void ProcedureRunner::Machine::end(State &s, const QString &ending) const
{
    s.ending = ending;
    s.stack.clear();
}

void ProcedureRunner::Machine::applyEffects(State &s, const ProcedureStep &step) const
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

void ProcedureRunner::Machine::pickFigure(State &s, const ProcedureStep &step) const
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

QStringList ProcedureRunner::Machine::inContact(const UnitState &u) const
{
    QStringList out;
    const QStringList named = request.inContact.value(u.id);
    const Evaluator asActor = Roster::asActor(rs, u);
    for (const Figure &f : u.figures) {
        const FigureRole *role = rs.figures ? rs.figures->role(f.role) : nullptr;
        const bool wanted = named.isEmpty() ? (!role || role->fights) : named.contains(f.id);
        if (wanted && Roster::standing(rs, asActor, u, f))
            out.append(f.id);
    }
    return Roster::dealingOrder(rs, u, out);
}

bool ProcedureRunner::Machine::mayRoll(const State &s, const ProcedureStep &step)
{
    switch (step.kind) {
    case ProcedureStep::Kind::Test:
    case ProcedureStep::Kind::ChargeRules:
    case ProcedureStep::Kind::Melee:
        return true;
    case ProcedureStep::Kind::Fights:
        return s.fight.path != step.path; // one under way goes on to its next bout
    default:
        return false;
    }
}

bool ProcedureRunner::Machine::advanceFree(State &s)
{
    while (const ProcedureStep *step = s.top()) {
        if (stopOnLeaving && stopOnLeaving->leftBy(s))
            return true;
        if (pauseBeforeRolls && mayRoll(s, *step))
            return true;
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
        case ProcedureStep::Kind::Test:
            switch (takeTestStep(s, *step)) {
            case FreeStep::TakeNext:
                continue;
            case FreeStep::Stop:
                return true;
            case FreeStep::Failed:
                return false;
            }
            continue;
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
        case ProcedureStep::Kind::ChargeRules:
            if (takeChargeRules(s, *step, v) == FreeStep::Stop)
                return true;
            continue;
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
        case ProcedureStep::Kind::Repeat:
            takeRepeat(s, *step, ev);
            continue;
        case ProcedureStep::Kind::Tick:
            s.pop();
            for (const QString &t : step->tick)
                s.tick(t);
            note(*step, s, step->doc.name);
            continue;
        case ProcedureStep::Kind::SetWinner:
            takeSetWinner(s, *step);
            continue;
        case ProcedureStep::Kind::WeaponRange:
            takeWeaponRange(s, *step, ev);
            continue;
        }
    }
    return true;
}

ProcedureRunner::Machine::FreeStep ProcedureRunner::Machine::takeTestStep(State &s, const ProcedureStep &step)
{
    const QString actor = s.roles.value(step.actor);
    if (actor.isEmpty() || s.units.value(actor).removed) {
        note(step, s, tr("%1 is not taken: the unit is no longer in play").arg(step.doc.name));
        s.pop();
        return FreeStep::TakeNext;
    }
    if (step.figure) // owed or taken now, it falls on the figure picked here
        pickFigure(s, step);
    if (request.owed.contains(step.path)) {
        if (!step.triggered || !step.onOutcome.isEmpty() || !step.onCascade.isEmpty()
            || !step.store.isEmpty()) {
            errors.append(tr("only a test the rules trigger, whose result nothing after it reads, can be "
                             "owed, not %1")
                              .arg(step.path));
            return FreeStep::Failed;
        }
        if (run) {
            note(step, s, tr("owed"));
            run->steps.last().owed = true;
            run->steps.last().test = step.test;
            const Situation judged = testSituation(s, step, step.test);
            run->owed.append({resolver.setup(step.test, judged), 0, 1, step.doc.explain, judged.units,
                              judged.focus, step.figure});
        }
        s.pop();
        return FreeStep::TakeNext;
    }
    if (request.skipped.contains(step.path)) {
        if (!step.triggered) {
            errors.append(tr("only a test the rules trigger can be skipped, not %1").arg(step.path));
            return FreeStep::Failed;
        }
        if (run) {
            note(step, s, tr("skipped by the umpire"));
            run->steps.last().skipped = true;
            run->steps.last().test = step.test;
        }
        s.pop();
        return FreeStep::TakeNext;
    }
    return FreeStep::Stop;
}

ProcedureRunner::Machine::FreeStep
ProcedureRunner::Machine::takeChargeRules(State &s, const ProcedureStep &step, const Situation &v) const
{
    const ChargePermission p = Orders::charge(rs, v);
    if (!p.allowed() && !request.override.isEmpty()) {
        if (run) // the umpire allows it: it goes in as if no rule forbade it
            run->overridden = p.rule->doc.name;
        s.pop();
        return FreeStep::TakeNext;
    }
    if (!p.allowed()) {
        if (run) {
            run->allowed = false;
            run->refusal = p.rule->doc.name;
        }
        note(step, s, p.rule->doc.name);
        end(s, step.refusedEnding);
        return FreeStep::Stop;
    }
    if (p.needsTest())
        return FreeStep::Stop;
    note(step, s, p.rule ? p.rule->doc.name : tr("no charge rule forbids it"));
    s.pop();
    return FreeStep::TakeNext;
}

std::optional<ProcedureRunner::Machine::RepeatPlace> ProcedureRunner::Machine::repeatUnderWay(const State &s)
{
    // A repeat keeps its place in its list while its body is taken (takeRepeat pushes the body
    // without moving on), so the list below the body's points at the repeat step.
    for (std::size_t i = s.stack.size(); i-- > 1;) {
        const auto &[steps, index] = s.stack[i - 1];
        if (index < steps->size() && steps->at(index).kind == ProcedureStep::Kind::Repeat
            && steps->at(index).body.get() == s.stack[i].first)
            return RepeatPlace{i - 1, index};
    }
    return std::nullopt;
}

void ProcedureRunner::Machine::takeRepeat(State &s, const ProcedureStep &step, const Evaluator &ev) const
{
    // The count left lives beside the numbers kept, under a key no var can have, for
    // as long as the list holding the step: a run that loops again is a new state.
    const QString counter = u'#' + step.path;
    if (!s.values.contains(counter)) // no more rounds than a cascade may take tests
        s.keep(counter, step.times ? std::clamp(ev.value(*step.times), 0, Limits::kMaxCascadeTests) : 0);
    const int left = s.values.value(counter);
    if (left <= 0) {
        s.values.remove(counter);
        s.valueDepth.remove(counter);
        s.pop();
        return;
    }
    s.values.insert(counter, left - 1);
    if (!step.body || step.body->empty()) {
        s.values.remove(counter);
        s.valueDepth.remove(counter);
        s.pop();
        return;
    }
    s.push(step.body);
}

void ProcedureRunner::Machine::takeSetWinner(State &s, const ProcedureStep &step) const
{
    s.pop();
    // "winner" keeps the sides, "loser" swaps them; actor or target names one side of
    // the step and the other side loses.
    const QString &w = step.winnerRole;
    const QString other = w == u"winner" ? u"loser"_qs
        : w == u"loser"                  ? u"winner"_qs
        : w == step.actor                ? step.target
                                         : step.actor;
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
    note(step, s, step.doc.name);
}

void ProcedureRunner::Machine::takeWeaponRange(State &s, const ProcedureStep &step, const Evaluator &ev) const
{
    s.pop();
    const int distance = step.distance ? ev.value(*step.distance) : 0;
    const RangeBand reach = WeaponReach::bandAt(rs, step.weapon, ev, distance);
    const Weapon *weapon = reach.weapon;
    const QString band = reach.band;
    if (band.isEmpty()) {
        note(step, s,
             tr("%1\" is beyond the %2's reach").arg(distance).arg(weapon ? weapon->doc.name : tr("weapon")));
        s.push(step.beyond);
        return;
    }
    for (const QString &t : step.rangeTicks.value(band))
        s.tick(t);
    if (!step.reachVar.isEmpty())
        s.keep(step.reachVar, reach.reach);
    note(step, s, tr("%1\": %2 range of the %3").arg(distance).arg(band, weapon->doc.name));
    s.push(step.within);
}

std::optional<QSet<QString>> ProcedureRunner::Machine::reachableEndings(const State &s) const
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
                      // Where the last side standing wins, the tally decides only once no side
                      // can still lose its last man (lastStandingSettled).
                      if (!rolesMayChange && aFrame && i == from && s.fight.path == st.path
                          && (!lastStandingApplies(s, st) || lastStandingSettled(s, st))) {
                          const QString a = s.roles.value(st.actor);
                          const QString b = s.roles.value(st.target);
                          if (s.fight.next >= s.fight.bouts.size()) {
                              // No bout left: the tally decides.
                              finalWinner = s.foughtOut(a, b);
                              break;
                          }
                          // A lead the bouts left cannot undo (each is won once at most, and a
                          // bout whose figure is down is not fought) decides it as well; what
                          // the bouts do on the way can still end the procedure.
                          if (const qsizetype lead = s.foughtLead(a, b); runner.m_keyNumbersByReads
                              && std::abs(lead) > s.fight.bouts.size() - s.fight.next) {
                              for (const OutcomeBranch &branch : st.onOutcome)
                                  walk(branch.steps.get(), 0);
                              rolesMayChange = false; // the fight's end sets them by its tally
                              finalWinner = lead > 0 ? a : b;
                              break;
                          }
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

bool ProcedureRunner::Machine::leadSettled(const State &s) const
{
    return s.fight.next >= s.fight.bouts.size() && restOfBoutQuiet(s);
}

void ProcedureRunner::Machine::skipRestOfBout(State &s) const
{
    const std::size_t frame = s.fightFrame();
    for (std::size_t i = frame + 1; i < s.stack.size(); ++i)
        s.stack.at(i).second = s.stack.at(i).first->size();
    s.top(); // those lists left, and what they kept and ticked with them
}

bool ProcedureRunner::Machine::fightersLeft(const State &s, const QString &unitId,
                                            QStringList *comingStanding) const
{
    const FieldReads::Pause counting;
    const auto unit = s.units.constFind(unitId);
    if (unit == s.units.cend())
        return false;
    // The bouts still to come: from the one about to be fought, or from the one whose branches
    // are under way (its loser's wound dice may be still to roll).
    const ProcedureStep *fights = s.fightStep();
    const QList<Roster::Bout> &bouts = s.fight.bouts;
    const qsizetype from = !fights            ? bouts.size()
        : s.fightFrame() + 1 < s.stack.size() ? s.fight.next - 1
                                              : s.fight.next;
    const bool actorSide = fights && s.roles.value(fights->actor) == unitId;
    const auto fightsOn = [&](const QString &figureId) {
        for (qsizetype i = std::max<qsizetype>(0, from); i < bouts.size(); ++i)
            if ((actorSide ? bouts.at(i).actorFigure : bouts.at(i).targetFigure) == figureId)
                return true;
        return false;
    };
    const auto among = s.fight.among.constFind(unitId);
    bool left = false;
    const Evaluator asActor = Roster::asActor(rs, *unit);
    for (const Figure &f : unit->figures) {
        const FigureRole *role = rs.figures ? rs.figures->role(f.role) : nullptr;
        if ((role && !role->fights) || !Roster::standing(rs, asActor, *unit, f)
            || (among != s.fight.among.constEnd() && !among->contains(f.id)))
            continue;
        if (!fightsOn(f.id))
            left = true;
        else if (comingStanding)
            comingStanding->append(f.id);
    }
    return left;
}

bool ProcedureRunner::Machine::noteFightersLeft(const State &s, const QString &unitId) const
{
    FieldReads::note(unitId, FieldReads::fightersLeft());
    return fightersLeft(s, unitId);
}

bool ProcedureRunner::Machine::strikesOnlyTheirBouts(const ProcedureStep &fights) const
{
    auto strikes = restsStrike.constFind(&fights);
    if (strikes == restsStrike.constEnd())
        strikes = restsStrike.insert(&fights, restsStrikeOnlyTheirBout(rs, fights));
    return *strikes;
}

bool ProcedureRunner::Machine::lastStandingSettled(const State &s, const ProcedureStep &fights) const
{
    return strikesOnlyTheirBouts(fights) && noteFightersLeft(s, s.roles.value(fights.actor))
        && noteFightersLeft(s, s.roles.value(fights.target));
}

bool ProcedureRunner::Machine::lastStandingApplies(const State &s, const ProcedureStep &fights) const
{
    if (!fights.lastStandingWins)
        return false;
    return !fights.lastStandingWhen
        || Evaluator(rs, view(s, fights.actor, fights.target)).holds(*fights.lastStandingWhen);
}

bool ProcedureRunner::Machine::restOfBoutQuiet(const State &s) const
{
    const std::size_t frame = s.fightFrame();
    const ProcedureStep *fights = s.fightStep();
    if (!fights || (lastStandingApplies(s, *fights) && !lastStandingSettled(s, *fights)))
        return false;
    // Nothing left can end the procedure, set who won, or fight: only tests that name no winner.
    std::function<bool(const ProcedureSteps *, std::size_t)> quiet
        = [&](const ProcedureSteps *list, std::size_t from) {
              if (!list)
                  return true;
              for (std::size_t i = from; i < list->size(); ++i) {
                  const ProcedureStep &st = list->at(i);
                  switch (st.kind) {
                  case ProcedureStep::Kind::End:
                  case ProcedureStep::Kind::ChargeRules:
                  case ProcedureStep::Kind::Melee:
                  case ProcedureStep::Kind::Fights:
                  case ProcedureStep::Kind::SetWinner:
                      return false;
                  case ProcedureStep::Kind::Test:
                      if ((request.skipped.contains(st.path) && !st.triggered) || st.test.isEmpty()
                          || !rs.test(st.test) || rs.test(st.test)->winnerLoser)
                          return false;
                      break;
                  case ProcedureStep::Kind::If:
                  case ProcedureStep::Kind::IfWinner:
                  case ProcedureStep::Kind::Repeat:
                  case ProcedureStep::Kind::WeaponRange:
                  case ProcedureStep::Kind::Effects:
                  case ProcedureStep::Kind::Store:
                  case ProcedureStep::Kind::Tick:
                      break;
                  }
                  for (const ProcedureSteps *inner : st.lists())
                      if (!quiet(inner, 0))
                          return false;
              }
              return true;
          };
    for (std::size_t i = frame + 1; i < s.stack.size(); ++i)
        if (!quiet(s.stack.at(i).first, s.stack.at(i).second))
            return false;
    return true;
}

QString ProcedureRunner::Machine::testOf(const ProcedureStep &step, const State &s) const
{
    if (step.kind != ProcedureStep::Kind::ChargeRules)
        return step.test;
    const ChargePermission p = Orders::charge(rs, view(s, step.actor, step.target));
    return p.rule ? p.rule->test : QString();
}

} // namespace adjutant::rules
