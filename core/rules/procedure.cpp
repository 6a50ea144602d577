#include "procedure.h"
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

#include <QElapsedTimer>

#include <cmath>
#include <map>

namespace adjutant::rules {

// Where a procedure stands between two steps: every unit's state, who plays which role, the
// numbers kept, the modifiers ticked by earlier steps, and the steps still to take (a stack of
// lists, each with the index of its next step). Two runs in the same state go on alike, which is
// what lets the odds merge them.
struct ProcedureRunner::State {
    QHash<QString, UnitState> units; // by unit id
    QHash<QString, QString> roles; // procedure role -> unit id
    QHash<QString, int> values;
    QSet<QString> ticked;
    std::vector<std::pair<const ProcedureSteps *, std::size_t>> stack;
    QString ending;
    // What a step keeps lives until the list that holds the step ends: by the depth of that list.
    QHash<QString, std::size_t> valueDepth;
    QHash<QString, std::size_t> tickDepth;
    // The figure each unit's tests fall on, by unit id (a bout's fighters, a wound's man).
    QHash<QString, QString> focus;
    // A fights step under way: its bouts, the next to fight, whether the last one's winner is
    // counted yet, each lone figure's die once rolled (by bout group), and the bouts won by the
    // actor's side, the target's, and drawn.
    struct Fight {
        QString path; // empty: none under way
        QList<Roster::Bout> bouts;
        int next = 0;
        bool tallied = true;
        QHash<int, int> loneFace;
        int actorWins = 0;
        int targetWins = 0;
        int drawn = 0;
        QString key() const
        {
            QString k = path + u'#' + QString::number(next) + (tallied ? u"t" : u"u") + u'#'
                + QString::number(actorWins) + u'-' + QString::number(targetWins) + u'-'
                + QString::number(drawn);
            std::map<int, int> faces(loneFace.keyValueBegin(), loneFace.keyValueEnd());
            for (const auto &[g, f] : faces)
                k += u'/' + QString::number(g) + u'=' + QString::number(f);
            return k; // the bouts follow from the units when the step was reached, and the path
        }
    } fight;

    const ProcedureStep *top()
    {
        while (!stack.empty() && stack.back().second >= stack.back().first->size()) {
            stack.pop_back();
            for (auto it = valueDepth.begin(); it != valueDepth.end();)
                if (it.value() > stack.size()) {
                    values.remove(it.key());
                    it = valueDepth.erase(it);
                } else {
                    ++it;
                }
            for (auto it = tickDepth.begin(); it != tickDepth.end();)
                if (it.value() > stack.size()) {
                    ticked.remove(it.key());
                    it = tickDepth.erase(it);
                } else {
                    ++it;
                }
        }
        return stack.empty() ? nullptr : &stack.back().first->at(stack.back().second);
    }
    // A number kept again deeper down lives as long as it did the first time; an input entered
    // at the declaration lives throughout.
    void keep(const QString &id, int value)
    {
        if (!values.contains(id))
            valueDepth.insert(id, stack.size());
        values.insert(id, value);
    }
    void tick(const QString &id)
    {
        ticked.insert(id);
        tickDepth.insert(id, stack.size());
    }
    void pop() { ++stack.back().second; }
    void push(const std::shared_ptr<ProcedureSteps> &steps)
    {
        if (steps && !steps->empty())
            stack.emplace_back(steps.get(), 0);
    }

    // Everything but the units' fields: the steps to go, roles, numbers kept and ticks, and which
    // units are still in play. Two states alike in this, and in every field the rest of the
    // procedure reads, end alike.
    QString skeleton() const
    {
        std::map<QString, bool> sorted;
        for (auto it = units.begin(); it != units.end(); ++it)
            sorted.emplace(it.key(), it->removed);
        QString k;
        for (const auto &[id, removed] : sorted)
            k += id + (removed ? u"!;" : u":;");
        return k + rest();
    }

    QString key() const
    {
        QString k;
        std::map<QString, const UnitState *> sorted;
        for (auto it = units.begin(); it != units.end(); ++it)
            sorted.emplace(it.key(), &it.value());
        for (const auto &[id, u] : sorted) {
            k += id + (u->removed ? u"!" : u":");
            std::map<QString, QString> fields;
            for (auto f = u->fields.begin(); f != u->fields.end(); ++f)
                fields.emplace(f.key(), f.value().toString());
            for (const auto &[f, v] : fields)
                k += f + u'=' + v + u',';
            k += figuresKey(*u) + u';';
        }
        return k + rest();
    }

    // A unit's figures, each with its role and fields, in order: empty for a unit without any.
    static QString figuresKey(const UnitState &u)
    {
        QString k;
        for (const Figure &f : u.figures) {
            k += u'[' + f.id + u'|' + f.role;
            std::map<QString, QString> fields;
            for (auto it = f.fields.begin(); it != f.fields.end(); ++it)
                fields.emplace(it.key(), it.value().toString());
            for (const auto &[id, v] : fields)
                k += u'|' + id + u'=' + v;
            k += u']';
        }
        return k;
    }

    QString rest() const
    {
        QString k;
        for (const QString &role : {u"winner"_qs, u"loser"_qs})
            k += roles.value(role) + u'|';
        std::map<QString, int> vals(values.keyValueBegin(), values.keyValueEnd());
        for (const auto &[id, v] : vals)
            k += id + u'=' + QString::number(v) + u',';
        QStringList t(ticked.begin(), ticked.end());
        t.sort();
        k += t.join(u',') + u'#';
        for (const auto &[steps, index] : stack)
            k += QString::number(reinterpret_cast<quintptr>(steps), 16) + u'.' + QString::number(index)
                + u'/';
        std::map<QString, QString> focused(focus.keyValueBegin(), focus.keyValueEnd());
        for (const auto &[unit, figure] : focused)
            k += u'@' + unit + u'=' + figure;
        if (!fight.path.isEmpty())
            k += u'%' + fight.key();
        return k + ending;
    }
};

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
        int budget = 4096; // steps walked
        // False when no run through `list` from `from` goes on past its end.
        std::function<bool(const ProcedureSteps *, std::size_t)> walk
            = [&](const ProcedureSteps *list, std::size_t from) {
                  if (!list)
                      return true;
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
                          const QString winner = s.roles.value(u"winner"_qs);
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

bool ProcedureInput::asked(const Ruleset &ruleset, const Situation &declared) const
{
    return !when || Evaluator(ruleset, declared).holds(*when);
}

// ---- Running with faces -------------------------------------------------------------------------

namespace {

// What an input not entered is: the movement table's for its unit (while the declaration asks for
// it, or it has no default), else its default; nothing if neither.
std::optional<int> unenteredValue(const Ruleset &rs, const ProcedureInput &in, const Situation &declared,
                                  bool asked)
{
    if (!in.movementColumn.isEmpty() && (asked || !in.input.hasDefault)) {
        const MovementAllowance m = Orders::movement(rs, declared.units.value(in.movementRole));
        if (m.found && m.inches.contains(in.movementColumn))
            return m.inches.value(in.movementColumn);
    }
    if (in.input.hasDefault)
        return in.input.defaultValue;
    return std::nullopt;
}

bool initialState(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                  ProcedureRunner::State &s, QStringList *errors)
{
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        if (!req.situation.units.contains(role)) {
            errors->append(ProcedureRunner::tr("the procedure needs a unit as %1").arg(role));
            continue;
        }
        UnitState u = req.situation.units.value(role);
        if (u.id.isEmpty())
            u.id = role;
        s.roles.insert(role, u.id);
        s.units.insert(u.id, u);
    }
    // The procedure's other roles the declaration named (a supported gun): each must fit.
    const Evaluator declared(rs, req.situation);
    for (const ProcedureRole &role : proc.roles) {
        if (!req.situation.units.contains(role.id))
            continue;
        UnitState u = req.situation.units.value(role.id);
        if (u.id.isEmpty())
            u.id = role.id;
        Situation candidate;
        candidate.units.insert(u"actor"_qs, u);
        candidate.options = req.situation.options;
        const Evaluator fits(rs, candidate);
        const QString name = u.name.isEmpty() ? u.id : u.name;
        if (role.when && !declared.holds(*role.when))
            errors->append(ProcedureRunner::tr("%1 cannot be named as %2: only when %3")
                               .arg(name, role.doc.name, declared.describe(*role.when)));
        else if (role.fits && !fits.holds(*role.fits))
            errors->append(ProcedureRunner::tr("%1 cannot be %2: that needs %3")
                               .arg(name, role.doc.name, fits.describe(*role.fits)));
        else if (s.units.contains(u.id))
            errors->append(ProcedureRunner::tr("%1 cannot be %2: it is in the procedure already")
                               .arg(name, role.doc.name));
        s.roles.insert(role.id, u.id);
        s.units.insert(u.id, u);
    }
    s.values = req.situation.inputs;
    for (const ProcedureInput &in : proc.inputs) {
        const bool asked = in.asked(rs, req.situation);
        const std::optional<int> own = unenteredValue(rs, in, req.situation, asked);
        if (s.values.contains(in.input.id)) {
            // A number the declaration does not ask for would go unread: refused, not dropped
            // (hits on a supported gun with no gun named). The one it keeps says nothing, so stands.
            if (!asked && s.values.value(in.input.id) != own)
                errors->append(ProcedureRunner::tr("%1 is asked for only when %2")
                                   .arg(in.input.doc.name, declared.describe(*in.when)));
        } else if (own) {
            s.values.insert(in.input.id, *own);
        } else {
            errors->append(ProcedureRunner::tr("Enter %1").arg(Wording::inSentence(in.input.doc.name)));
        }
    }
    return errors->isEmpty();
}

// What keeps a condition from holding, in plain words: only the parts that fail, each said the
// way it is ("the target is not cavalry"), never the whole condition in brackets.
QStringList whyNot(const Evaluator &ev, const Condition &c)
{
    if (c.kind == Condition::Kind::All) {
        QStringList out;
        for (const Condition &child : c.children)
            if (!ev.holds(child))
                out += whyNot(ev, child);
        return out;
    }
    Condition negated;
    negated.kind = Condition::Kind::Not;
    negated.children.append(c);
    if (c.kind == Condition::Kind::Any) {
        // None holds: each is said as it is.
        QStringList out;
        for (const Condition &child : c.children)
            out += whyNot(ev, child);
        return out;
    }
    return {ev.describe(negated)};
}

QString sentence(QStringList parts)
{
    // "A, B and C."
    const QString last = parts.size() > 1 ? parts.takeLast() : QString();
    QString text = parts.join(ProcedureRunner::tr(", "));
    if (!last.isEmpty())
        text = ProcedureRunner::tr("%1 and %2").arg(text, last);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return ProcedureRunner::tr("%1.").arg(text);
}

QList<ResponseChoice> responseChoices(const Ruleset &rs, const Procedure &proc, const ProcedureRequest &req,
                                      const ProcedureRunner::State &s)
{
    QList<ResponseChoice> out;
    Situation v = req.situation;
    v.inputs = s.values;
    const Evaluator ev(rs, v);
    for (const ProcedureResponse &r : proc.responses) {
        ResponseChoice c{r.id, r.doc, true, QString()};
        if (r.when) {
            c.available = ev.holds(*r.when);
            c.reason = c.available        ? ProcedureRunner::tr("because %1").arg(ev.describe(*r.when))
                : !r.notOffered.isEmpty() ? r.notOffered
                                          : sentence(whyNot(ev, *r.when));
        }
        out.append(c);
    }
    return out;
}

} // namespace

namespace {

bool asksChargeRules(const ProcedureSteps &steps)
{
    const auto in
        = [](const std::shared_ptr<ProcedureSteps> &list) { return list && asksChargeRules(*list); };
    return std::any_of(steps.begin(), steps.end(), [&](const ProcedureStep &st) {
        return st.kind == ProcedureStep::Kind::ChargeRules || in(st.then) || in(st.otherwise) || in(st.within)
            || in(st.beyond) || in(st.body);
    });
}

} // namespace

ProcedureRun ProcedureRunner::run(const ProcedureRequest &request, const FaceSupplier &faces) const
{
    ProcedureRun out;
    out.procedure = request.procedure;
    out.response = request.response;
    const Procedure *proc = m_rs.procedure(request.procedure);
    if (!proc) {
        out.errors.append(tr("no procedure \"%1\" in %2").arg(request.procedure, m_rs.id));
        return out;
    }
    State s;
    if (!initialState(m_rs, *proc, request, s, &out.errors))
        return out;
    out.responses = responseChoices(m_rs, *proc, request, s);
    out.values = s.values;
    out.units = s.units;
    if (request.response.isEmpty()) {
        // A procedure that asks the charge rules (a charge) is judged by them at the declaration;
        // another (a melee continued) is not a charge.
        if (asksChargeRules(proc->before)) {
            const ChargePermission p = Orders::charge(m_rs, request.situation);
            out.allowed = p.allowed() || !request.override.isEmpty(); // the umpire may allow it
            out.refusal = p.allowed() ? QString() : p.rule->doc.name;
        }
        return out;
    }
    const ProcedureResponse *resp = proc->response(request.response);
    if (!resp) {
        out.errors.append(tr("no response \"%1\" in the procedure %2").arg(request.response, proc->doc.name));
        return out;
    }
    for (const ResponseChoice &c : std::as_const(out.responses))
        if (c.id == resp->id && !c.available) {
            out.errors.append(tr("%1 is not allowed here: %2").arg(c.doc.name, c.reason));
            return out;
        }
    s.stack.emplace_back(&proc->after, 0);
    s.stack.emplace_back(&resp->steps, 0);
    s.stack.emplace_back(&proc->before, 0);

    Machine m{*this, m_rs, *proc, request, &out, {}, m_resolver};
    int used = 0;
    const FaceSupplier countingFaces = [&faces, &used](int sides) {
        const std::optional<int> f = faces(sides);
        if (f)
            ++used;
        return f;
    };
    m.drive(s, countingFaces);
    // The triggered tests still to come in the lists under way, after the one waiting for dice.
    if (!out.queue.isEmpty()) {
        State rest = s;
        if (rest.top())
            rest.pop();
        for (auto frame = rest.stack.rbegin(); frame != rest.stack.rend(); ++frame)
            for (std::size_t i = frame->second; i < frame->first->size(); ++i) {
                const ProcedureStep &st = frame->first->at(i);
                if (st.kind != ProcedureStep::Kind::Test || !st.triggered)
                    continue;
                const Situation sit = m.testSituation(rest, st, st.test);
                if (!sit.units.contains(u"actor"_qs))
                    continue;
                out.queue.append(
                    {m_resolver.setup(st.test, sit), 0, 1, st.doc.explain, sit.units, sit.focus, st.figure});
            }
    }
    out.errors += m.errors;
    out.units = s.units;
    out.values = s.values;
    out.ending = s.ending;
    if (const ProcedureEnding *e = proc->ending(s.ending))
        out.endingName = e->doc.name;
    out.facesUsed = used;
    if (s.ending.isEmpty() && out.queue.isEmpty() && out.errors.isEmpty())
        out.errors.append(tr("the procedure %1 came to no ending: the ruleset's steps end without one")
                              .arg(proc->doc.name));
    return out;
}

ProcedureRun ProcedureRunner::runOwing(ProcedureRequest request, const QList<int> &faces) const
{
    ProcedureRun out = run(request, dice::FaceQueue::of(faces));
    while (out.errors.isEmpty() && !out.queue.isEmpty() && !out.pendingPath.isEmpty()
           && !request.owed.contains(out.pendingPath)) {
        request.owed.insert(out.pendingPath);
        out = run(request, dice::FaceQueue::of(faces));
    }
    return out;
}

QList<int> ProcedureRunner::rollOwing(const ProcedureRequest &request, dice::RandomSource &dice) const
{
    QList<int> faces;
    // Each turn adds a die, and a run reads at most this many.
    while (faces.size() < qsizetype(Limits::kMaxCascadeTests) * Limits::kMaxDicePerTest) {
        const ProcedureRun owing = runOwing(request, faces);
        if (owing.complete() && owing.facesUsed == faces.size())
            break;
        dice::FaceQueue given(faces);
        run(request, given.supplier());
        if (given.wantedSides() == 0)
            break; // it asks for no more dice: the action says why it cannot be applied
        faces.append(dice.roll(given.wantedSides()));
    }
    return faces;
}

// ---- Exact odds ------------------------------------------------------------------------------------

namespace {

// The work exact odds have done against the most they may do (OddsBudget::exact), in steps of
// about the same cost: a test resolved, kWorkCombinations combinations of dice tried; reaching a
// state (or landing in one from a step) takes kWorkState (it is looked up and copied).
struct WorkDone {
    qint64 limit = 0;
    qint64 spent = 0;
    bool over = false;
    qint64 weight = 1; // what each step costs here (figureWeight)
    bool spend(qint64 n)
    {
        spent += n * weight;
        over = over || spent > limit;
        return !over;
    }
};
constexpr qint64 kWorkCombinations = 16;
constexpr qint64 kWorkState = 5;
// Units made of figures (Chosen Men) cost more to copy, key and settle, by how many figures they
// hold: each kFiguresPerWork figures add the cost of the step again (a charge of two figures a
// side took about twice the processor time per step of one without figures), so that the budget
// still buys about the same time.
constexpr qint64 kFiguresPerWork = 4;
qint64 figureWeight(const QHash<QString, UnitState> &units)
{
    qint64 figures = 0;
    for (const UnitState &u : units)
        figures += u.figures.size();
    return 1 + figures / kFiguresPerWork;
}

// Faces that lead a test to the same place, with the chance of rolling any of them: a pool's dice
// matter only by how many pass (and, where a follow-up counts them, how many pass on their
// natural face); other rolls by the values they make.
struct FaceClass {
    QList<int> faces;
    double probability = 0;
};

double choose(int n, int k)
{
    double r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * double(n - k + i) / double(i);
    return r;
}

bool valueUsesResult(const Value &v);

bool conditionUsesResult(const Condition &c)
{
    return (c.computed && valueUsesResult(*c.computed))
        || std::any_of(c.children.begin(), c.children.end(), conditionUsesResult);
}

bool valueUsesResult(const Value &v)
{
    return v.kind == Value::Kind::Result || std::any_of(v.args.begin(), v.args.end(), valueUsesResult)
        || std::any_of(
               v.choices.begin(), v.choices.end(),
               [](const ValueChoice &c) { return conditionUsesResult(c.when) || valueUsesResult(c.value); })
        || std::any_of(v.otherwise.begin(), v.otherwise.end(), valueUsesResult);
}

// Whether anything the test does reads its value ("result"), beyond the outcome it falls in: an
// amount, a count of follow-ups, a condition, or a table rolled (read to be safe).
bool testUsesResult(const Test &t)
{
    const auto effects = [](const QList<Effect> &list) {
        return std::any_of(list.begin(), list.end(), [](const Effect &e) {
            return e.op == Effect::Op::RollTable || (e.amountValue && valueUsesResult(*e.amountValue))
                || (e.when && conditionUsesResult(*e.when));
        });
    };
    const auto followUps = [](const QList<FollowUp> &list) {
        return std::any_of(list.begin(), list.end(), [](const FollowUp &f) {
            return (f.times && valueUsesResult(*f.times)) || (f.when && conditionUsesResult(*f.when));
        });
    };
    return effects(t.effects) || followUps(t.followUps)
        || std::any_of(t.outcomes.begin(), t.outcomes.end(),
                       [&](const Outcome &o) { return effects(o.effects) || followUps(o.followUps); });
}

// `valueKept`: the value itself is read after the test (a step keeps it): the faces are grouped
// by the values they make, never only by outcome. `facesKept`: each face itself is read after
// the test (a lone figure's die, kept for his next bouts): every combination is its own class.
// Nothing when trying every combination of the dice would take more than the work left.
std::optional<QList<FaceClass>> faceClasses(const TestSetup &s, bool valueKept, WorkDone *work,
                                            bool facesKept = false)
{
    QList<FaceClass> out;
    const Test *t = s.test;
    const auto n = static_cast<int>(s.dieSides.size());
    if (n == 0)
        return QList<FaceClass>{{{}, 1.0}};
    const bool sameSides
        = std::all_of(s.dieSides.begin(), s.dieSides.end(), [&](int d) { return d == s.dieSides[0]; });
    if (t && t->kind == Test::Kind::Threshold && sameSides && !facesKept) {
        const int sides = s.dieSides[0];
        // Faces a follow-up tells apart (a natural 0 asking who is hit) each make a class of their
        // own, passing or failing; the other faces count only as passes or fails.
        QSet<int> apart;
        for (const FollowUp &f : t->followUps) {
            if (f.moment == FollowUp::When::PerNaturalPass)
                for (const int face : s.dieTest.naturalPass)
                    apart.insert(face);
            for (const QList<int> *faces : {&f.onFaces, &f.exceptFaces})
                for (const int face : *faces)
                    apart.insert(face);
        }
        struct Category {
            int face = 0;
            int count = 0;
        };
        // The faces told apart (in order), then the other passes, then the fails.
        QList<Category> cats;
        QList<int> apartFaces(apart.begin(), apart.end());
        std::sort(apartFaces.begin(), apartFaces.end());
        for (const int face : std::as_const(apartFaces))
            if (face >= 1 && face <= sides)
                cats.append({face, 1});
        for (const bool pass : {true, false}) {
            Category c;
            for (int face = sides; face >= 1; --face)
                if (!apart.contains(face) && s.dieTest.passes(face) == pass) {
                    c.face = face; // the lowest such face stands for them all
                    ++c.count;
                }
            cats.append(c);
        }
        // Every way of sharing the n dice out among the categories, with its multinomial chance.
        QList<int> k(cats.size(), 0);
        std::function<void(qsizetype, int)> share = [&](qsizetype i, int left) {
            if (i == cats.size() - 1) {
                k[i] = left;
                double p = 1;
                int rest = n;
                for (qsizetype j = 0; j + 1 < cats.size(); ++j) {
                    p *= choose(rest, k[j]);
                    rest -= k[j];
                }
                FaceClass fc;
                for (qsizetype j = 0; j < cats.size(); ++j) {
                    if (k[j] && !cats[j].count)
                        return;
                    p *= std::pow(double(cats[j].count) / double(sides), k[j]);
                    fc.faces += QList<int>(k[j], cats[j].face);
                }
                if (p > 0) {
                    fc.probability = p;
                    out.append(fc);
                }
                return;
            }
            for (k[i] = 0; k[i] <= left; ++k[i])
                share(i + 1, left - k[i]);
        };
        share(0, n);
        return out;
    }
    // Every combination, grouped by what the resolver reads of it.
    double combinations = 1;
    for (int d : s.dieSides)
        combinations *= d;
    if (combinations > double(std::max<qint64>(0, work->limit - work->spent)) * kWorkCombinations
        || !work->spend(qint64(combinations) / kWorkCombinations + 1)) {
        work->over = true;
        return std::nullopt;
    }
    const qsizetype half = s.expression ? s.expression->diceCount() : s.dieSides.size();
    // A one-die roll-under test or a plain banded total whose value nothing reads: faces that fall
    // in the same outcome (and pass or fail alike) lead to the same place, so each outcome is
    // resolved once (three d10 rolls for a morale test or a wound die, not ten).
    const bool byOutcome = t && !valueKept && !facesKept && !t->winnerLoser && !testUsesResult(*t)
        && ((t->kind == Test::Kind::RollUnder && n == 1)
            || (t->kind == Test::Kind::Bands && s.expression && !t->halveWhen && !t->compareWith
                && half == n));
    QHash<QString, qsizetype> byKey;
    QList<int> faces(n, 1);
    const double each = 1.0 / combinations;
    while (true) {
        QString key;
        if (byOutcome) {
            const Outcome *o = nullptr;
            if (t->kind == Test::Kind::RollUnder) {
                o = kinds::RollUnderTest().judge(s, faces).outcome;
            } else {
                int value = dice::evaluate(*s.expression, faces).value + s.total + s.base;
                if (t->floor)
                    value = std::max(value, *t->floor);
                o = kinds::bandOutcome(*t, value);
            }
            key = (o ? o->id : QString()) + (s.dieTest.passes(faces.first()) ? u"+" : u"-");
        } else if (t && !facesKept
                   && (t->kind == Test::Kind::Bands || t->kind == Test::Kind::Table
                       || t->kind == Test::Kind::Opposed)
                   && s.expression) {
            // Bands and tables read the roll; an opposed test only the difference of the two.
            int value = dice::evaluate(*s.expression, faces.mid(0, half)).value;
            if (faces.size() > half)
                value -= dice::evaluate(*s.expression, faces.mid(half)).value;
            key = QString::number(value);
        } else {
            for (int f : faces)
                key += QString::number(f) + u',';
        }
        const auto it = byKey.constFind(key);
        if (it == byKey.constEnd()) {
            byKey.insert(key, out.size());
            out.append({faces, each});
        } else {
            out[*it].probability += each;
        }
        int i = n - 1;
        while (i >= 0 && faces[i] == s.dieSides[i])
            faces[i--] = 1;
        if (i < 0)
            break;
        ++faces[i];
    }
    return out;
}

QString unitsKey(const QHash<QString, UnitState> &units)
{
    ProcedureRunner::State s;
    s.units = units;
    return s.key();
}

} // namespace

namespace {

QString situationKey(const ProcedureStep *step, int side, const Situation &sit, const QString &testId)
{
    QString k = QString::number(reinterpret_cast<quintptr>(step), 16) + u'/' + QString::number(side) + u'/';
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        QHash<QString, UnitState> one;
        if (sit.units.contains(role))
            one.insert(role, sit.units.value(role));
        k += unitsKey(one) + u'/';
    }
    QStringList ticked(sit.tickedByTest.value(testId).begin(), sit.tickedByTest.value(testId).end());
    ticked.sort();
    k += ticked.join(u',') + u'/';
    std::map<QString, QString> chosen;
    const QHash<QString, QString> c = sit.chosenByTest.value(testId);
    for (auto it = c.begin(); it != c.end(); ++it)
        chosen.emplace(it.key(), it.value());
    for (const auto &[id, v] : chosen)
        k += id + u'=' + v + u',';
    std::map<QString, int> inputs(sit.inputs.keyValueBegin(), sit.inputs.keyValueEnd());
    for (const auto &[id, v] : inputs)
        k += id + u'=' + QString::number(v) + u',';
    std::map<QString, QString> focus(sit.focus.keyValueBegin(), sit.focus.keyValueEnd());
    for (const auto &[unit, figure] : focus)
        k += u'@' + unit + u'=' + figure;
    return k;
}

// A run of the same one-die test taken several times on one state (the saves of an attack's hits)
// whose dice are handed over together, as so many passes and fails.
struct Batch {
    QString test;
    qsizetype from = 0; // where its results start among the resolution's steps
    int count = 0;
};

enum class Leaves { Done, Failed, BatchBroken };

Leaves cascadeLeavesFrom(const std::function<Resolution(const FaceSupplier &)> &resolve,
                         const QList<int> &prefix, double p,
                         const std::function<void(const Resolution &, double)> &leaf, QString *error,
                         WorkDone *work, const std::optional<Batch> &batch, bool rootValueKept,
                         bool rootFacesKept = false)
{
    if (work->over)
        return Leaves::Failed;
    const Resolution r = resolve(dice::FaceQueue::of(prefix));
    if (!work->spend(1 + r.steps.size()))
        return Leaves::Failed;
    if (batch) {
        // The batch holds only if its tests came one after another, every one taken: a unit
        // removed part way, or a test in between, would have read the batch's faces.
        if (r.steps.size() < batch->from + batch->count)
            return Leaves::BatchBroken;
        for (qsizetype i = batch->from; i < batch->from + batch->count; ++i)
            if (!r.steps.at(i).setup.test || r.steps.at(i).setup.test->id != batch->test)
                return Leaves::BatchBroken;
    }
    if (!r.pending.isEmpty()) {
        const PendingTest &pt = r.pending.last();
        const TestSetup &setup = pt.setup;
        if (pt.count > 1 && setup.test && setup.test->kind == Test::Kind::Threshold
            && setup.dieSides.size() == 1) {
            const int sides = setup.dieSides.first();
            int passFace = 0;
            int failFace = 0;
            int passes = 0;
            for (int face = 1; face <= sides; ++face) {
                if (setup.dieTest.passes(face)) {
                    passFace = passFace ? passFace : face;
                    ++passes;
                } else {
                    failFace = failFace ? failFace : face;
                }
            }
            const double pp = double(passes) / double(sides);
            const Batch next{setup.test->id, r.steps.size(), pt.count};
            // Leaves are held back until the whole batch has held: one that broke is taken again
            // die by die below, and nothing it reached counts twice.
            QList<std::pair<Resolution, double>> held;
            const std::function<void(const Resolution &, double)> hold
                = [&held](const Resolution &rr, double pr) {
                      held.append({rr, pr});
                  };
            bool broken = false;
            for (int fails = 0; fails <= pt.count && !broken; ++fails) {
                const double cp
                    = choose(pt.count, fails) * std::pow(1 - pp, fails) * std::pow(pp, pt.count - fails);
                if (cp <= 0)
                    continue;
                QList<int> faces = prefix;
                for (int i = 0; i < pt.count; ++i)
                    faces.append(i < fails ? failFace : passFace);
                const Leaves got = cascadeLeavesFrom(resolve, faces, p * cp, hold, error, work, next,
                                                     rootValueKept, rootFacesKept);
                if (got == Leaves::Failed)
                    return got;
                broken = got == Leaves::BatchBroken;
            }
            if (!broken) {
                for (const auto &[rr, pr] : std::as_const(held))
                    leaf(rr, pr);
                return Leaves::Done;
            }
        }
        const auto classes = faceClasses(setup, rootValueKept && r.steps.isEmpty(), work,
                                         rootFacesKept && r.steps.isEmpty());
        if (!classes)
            return Leaves::Failed;
        for (const FaceClass &c : *classes) {
            const Leaves got = cascadeLeavesFrom(resolve, prefix + c.faces, p * c.probability, leaf, error,
                                                 work, std::nullopt, rootValueKept, rootFacesKept);
            if (got != Leaves::Done)
                return got == Leaves::BatchBroken ? Leaves::Failed : got;
        }
        return Leaves::Done;
    }
    if (!r.errors.isEmpty() || r.steps.isEmpty()) {
        *error = r.errors.join(text::Punctuation::semicolon());
        return Leaves::Failed;
    }
    leaf(r, p);
    return Leaves::Done;
}

// Every way a cascade can end, each once with its chance, found by handing the resolver one class
// of faces at a time.
// `rootValueKept`: a step keeps the first test's value, so its faces are never grouped by outcome;
// `rootFacesKept`: its faces themselves are read later (a lone figure's die), never grouped.
bool cascadeLeaves(const std::function<Resolution(const FaceSupplier &)> &resolve, const QList<int> &prefix,
                   double p, const std::function<void(const Resolution &, double)> &leaf, QString *error,
                   WorkDone *work, bool rootValueKept, bool rootFacesKept = false)
{
    return cascadeLeavesFrom(resolve, prefix, p, leaf, error, work, std::nullopt, rootValueKept,
                             rootFacesKept)
        == Leaves::Done;
}

} // namespace

namespace {

// The standard budget, for any procedure of any ruleset. A step of the exact odds' work takes
// about 2.5 microseconds of processor time (release build, bench_procedure): the costliest
// charge worked out exactly, KGCWO's horse on guns that stand and fire, takes some 12,300 steps
// (30 ms), Chosen Men's squad of ten firing as the charge comes in some 10,900 (26 ms); past
// 15,000 (about 37 ms) the odds are estimated. A simulated run's step (a die rolled, a test
// resolved) costs about as much: 14,000 of them (about 35 ms) make some 550 runs of a squad of
// fifteen firing as the charge comes in, each chance within about 4 points. All told at most some
// 75 ms, well inside the 100 ms the app promises.
constexpr qint64 kStandardExactWork = 15'000;
constexpr qint64 kStandardSimulationWork = 14'000;
constexpr int kStandardRuns = 10'000;

// The request written out in a fixed order: what the estimate's seed is drawn from.
QString canonical(const ProcedureRequest &request)
{
    QStringList skipped(request.skipped.begin(), request.skipped.end());
    skipped.sort();
    return request.procedure + u'\x1e' + request.response + u'\x1e' + canonicalText(request.situation)
        + skipped.join(u'\x1f') + u'\x1e';
}

} // namespace

OddsBudget OddsBudget::standard()
{
    return {kStandardExactWork, kStandardSimulationWork, kStandardRuns};
}

quint64 ProcedureRunner::estimateSeed(const ProcedureRequest &request)
{
    return rules::estimateSeed(canonical(request));
}

QList<EndingOdds> ProcedureRunner::odds(const ProcedureRequest &request, QString *error) const
{
    bool over = false;
    QString problem;
    QList<EndingOdds> out = exactOdds(request, &problem, &over);
    if (over) {
        problem.clear();
        out = estimatedOdds(request, &problem);
    }
    if (error)
        *error = problem;
    return out;
}

// Runs the procedure again and again with dice rolled from a seed drawn from the request, until
// the budget's work or runs are spent, and counts the endings.
QList<EndingOdds> ProcedureRunner::estimatedOdds(const ProcedureRequest &request, QString *error) const
{
    const Procedure *proc = m_rs.procedure(request.procedure);
    const ProcedureResponse *resp = proc ? proc->response(request.response) : nullptr;
    State start;
    QStringList errors;
    if (!proc || !resp || !initialState(m_rs, *proc, request, start, &errors)) {
        *error = errors.isEmpty() ? tr("no such procedure or response")
                                  : errors.join(text::Punctuation::semicolon());
        return {};
    }
    start.stack.emplace_back(&proc->after, 0);
    start.stack.emplace_back(&resp->steps, 0);
    start.stack.emplace_back(&proc->before, 0);
    dice::SeededRandomSource source(estimateSeed(request));
    qint64 spent = 0;
    const FaceSupplier faces = [&source, &spent](int sides) -> std::optional<int> {
        ++spent;
        return source.roll(sides);
    };
    QHash<QString, int> seen;
    int runs = 0;
    const qint64 weight = figureWeight(start.units);
    while (runs < std::max(1, m_budget.runs) && (runs == 0 || spent < m_budget.simulation)) {
        State s = start;
        Machine m{*this, m_rs, *proc, request, nullptr, {}, m_quick};
        m.drive(s, faces);
        spent += m.resolved * weight;
        if (!m.errors.isEmpty()) {
            *error = m.errors.join(text::Punctuation::semicolon());
            return {};
        }
        if (s.ending.isEmpty()) {
            *error = tr("the procedure %1 came to no ending").arg(proc->doc.name);
            return {};
        }
        ++seen[s.ending];
        ++runs;
    }
    QList<EndingOdds> out;
    for (const ProcedureEnding &e : proc->endings) {
        const int k = seen.value(e.id);
        if (!k)
            continue;
        const auto [low, high] = wilsonInterval(k, runs);
        out.append({e.id, e.doc.name, double(k) / runs, runs, low, high});
    }
    return out;
}

QList<EndingOdds> ProcedureRunner::exactOdds(const ProcedureRequest &request, QString *error,
                                             bool *overBudget) const
{
    QString problem;
    QList<EndingOdds> out;
    const Procedure *proc = m_rs.procedure(request.procedure);
    const ProcedureResponse *resp = proc ? proc->response(request.response) : nullptr;
    State start;
    QStringList errors;
    if (!proc || !resp || !initialState(m_rs, *proc, request, start, &errors)) {
        if (error)
            *error = errors.isEmpty() ? tr("no such procedure or response")
                                      : errors.join(text::Punctuation::semicolon());
        return out;
    }
    start.stack.emplace_back(&proc->after, 0);
    start.stack.emplace_back(&resp->steps, 0);
    start.stack.emplace_back(&proc->before, 0);
    Machine m{*this, m_rs, *proc, request, nullptr, {}, m_quick};
    // What is known of the endings from a state: by its skeleton (the steps to go, roles, numbers
    // and ticks), then by the fields that working them out read, with their values then. A state
    // alike in both ends alike, whatever its other fields: the charger's wounds from a volley do
    // not matter once it has won the melee. The states known under one skeleton are grouped by
    // the fields they read (a few sets), each group indexed by those fields' values.
    using FieldId = std::pair<QString, QString>; // unit id, field id
    struct Known {
        QList<FieldId> fields; // sorted
        QHash<QString, QHash<QString, double>> byValues;
    };
    QHash<QString, QList<Known>> memo;
    const Evaluator plain(m_rs, Situation());
    const auto valuesOf = [&](const State &s, const QList<FieldId> &fields) {
        QString k;
        for (const auto &[unit, field] : fields) {
            const auto u = s.units.constFind(unit);
            if (field == FieldReads::figures()) { // every figure of the unit, and the focus on it
                k += (u == s.units.constEnd() ? QString() : State::figuresKey(*u)) + u'@'
                    + s.focus.value(unit) + u'\x1f';
                continue;
            }
            const QVariant v = u == s.units.constEnd() ? QVariant() : plain.fieldValue(*u, field);
            k += QString::number(v.typeId()) + u':' + v.toString() + u'\x1f';
        }
        return k;
    };
    const auto noteAll = [](const QSet<std::pair<QString, QString>> &reads) {
        if (FieldReads *log = FieldReads::current())
            log->seen.unite(reads);
    };
    // The ends of a cascade depend only on the step and the situation it is resolved in (and
    // the fields its resolution read, passed on to whoever reuses them).
    struct Cascade {
        QList<std::pair<Resolution, double>> leaves;
        QSet<std::pair<QString, QString>> reads;
    };
    QHash<QString, Cascade> meleeMemo;
    QHash<QString, Cascade> testMemo;
    WorkDone work{m_budget.exact};
    work.weight = figureWeight(start.units);

    std::function<bool(State, QHash<QString, double> &)> endings = [&](State s,
                                                                       QHash<QString, double> &dist) {
        if (!work.spend(kWorkState))
            return false;
        if (!m.advanceFree(s)) {
            problem = m.errors.join(text::Punctuation::semicolon());
            return false;
        }
        if (!s.ending.isEmpty() || !s.top()) {
            if (s.ending.isEmpty()) {
                problem = tr("the procedure %1 came to no ending").arg(proc->doc.name);
                return false;
            }
            dist.insert(s.ending, 1.0);
            return true;
        }
        // One ending left whatever comes: no need to work out how (the wounds of the melee's
        // loser once the winner is known).
        if (const auto left = m.reachableEndings(s); left && left->size() == 1) {
            dist.insert(*left->begin(), 1.0);
            return true;
        }
        const QString key = s.skeleton();
        if (const auto known = memo.constFind(key); known != memo.constEnd()) {
            const FieldReads::Pause comparing;
            for (const Known &k : *known) {
                const auto same = k.byValues.constFind(valuesOf(s, k.fields));
                if (same == k.byValues.constEnd())
                    continue;
                dist = *same;
                if (FieldReads *log = comparing.outer())
                    for (const FieldId &f : k.fields)
                        log->seen.insert(f);
                return true;
            }
        }
        // Everything read from here on is what this state's endings depend on.
        std::optional<FieldReads> reading(std::in_place);
        const ProcedureStep &step = *s.top();
        // The states after this step, each with its chance, in the order they were first reached:
        // the same on every run of the app (a hash's order is not), so the same states are
        // worked out, the same work is counted and the sums are added in the same order.
        std::vector<std::pair<State, double>> next;
        QHash<QString, std::size_t> nextIndex;
        const auto land = [&](State &&after, double p) {
            const QString k = after.key();
            work.spend(kWorkState);
            const auto it = nextIndex.constFind(k);
            if (it == nextIndex.constEnd()) {
                nextIndex.insert(k, next.size());
                next.emplace_back(std::move(after), p);
            } else {
                next[*it].second += p;
            }
        };
        if (step.kind == ProcedureStep::Kind::Melee) {
            QList<std::pair<Resolution, double>> sides[2];
            for (int side = 0; side < 2; ++side) {
                const Situation sit = m.meleeSide(s, step, side == 0);
                const QString cascadeKey = situationKey(&step, side, sit, step.test);
                if (const auto known = meleeMemo.constFind(cascadeKey); known != meleeMemo.constEnd()) {
                    sides[side] = known->leaves;
                    noteAll(known->reads);
                    continue;
                }
                QHash<QString, qsizetype> seen;
                std::optional<FieldReads> cascadeReads(std::in_place);
                const bool ok = cascadeLeaves(
                    [&](const FaceSupplier &f) { return m_quick.resolve(step.test, sit, f); }, {}, 1.0,
                    [&](const Resolution &r, double p) {
                        const QString k = unitsKey(r.units);
                        if (const auto it = seen.constFind(k); it != seen.constEnd()) {
                            sides[side][*it].second += p;
                            return;
                        }
                        seen.insert(k, sides[side].size());
                        sides[side].append({r, p});
                    },
                    &problem, &work, false);
                if (!ok)
                    return false;
                meleeMemo.insert(cascadeKey, {sides[side], cascadeReads->seen});
                cascadeReads.reset();
            }
            for (const auto &[a, pa] : std::as_const(sides[0]))
                for (const auto &[b, pb] : std::as_const(sides[1])) {
                    State after = s;
                    m.applyMelee(after, step, a, b);
                    land(std::move(after), pa * pb);
                }
        } else {
            const QString testId = m.testOf(step, s);
            const bool facesKept = m.keepsLoneFace(s, step);
            const QString cascadeKey
                = situationKey(&step, 0, m.stepSituation(s, step), testId) + (facesKept ? u"#faces" : u"");
            auto known = testMemo.constFind(cascadeKey);
            if (known == testMemo.constEnd()) {
                Cascade c;
                std::optional<FieldReads> cascadeReads(std::in_place);
                const bool ok
                    = cascadeLeaves([&](const FaceSupplier &f) { return m.resolveAny(s, step, f); }, {}, 1.0,
                                    [&](const Resolution &r, double p) {
                                        c.leaves.append({r, p});
                                    },
                                    &problem, &work, !step.store.isEmpty(), facesKept);
                if (!ok)
                    return false;
                c.reads = cascadeReads->seen;
                cascadeReads.reset();
                known = testMemo.insert(cascadeKey, c);
            } else {
                noteAll(known->reads);
            }
            for (const auto &[r, p] : known->leaves) {
                State after = s;
                m.applyAny(after, step, r);
                land(std::move(after), p);
            }
        }
        for (const auto &[after, p] : next) {
            QHash<QString, double> sub;
            if (!endings(after, sub))
                return false;
            for (auto e = sub.begin(); e != sub.end(); ++e)
                dist[e.key()] += e.value() * p;
        }
        {
            const FieldReads::Pause comparing;
            QList<FieldId> fields(reading->seen.begin(), reading->seen.end());
            std::sort(fields.begin(), fields.end());
            QList<Known> &group = memo[key];
            auto k = std::find_if(group.begin(), group.end(),
                                  [&](const Known &g) { return g.fields == fields; });
            if (k == group.end()) {
                group.append({fields, {}});
                k = group.end() - 1;
            }
            k->byValues.insert(valuesOf(s, fields), dist);
        }
        reading.reset(); // what was read here, the state before this one read too
        return true;
    };
    QHash<QString, double> dist;
    if (!endings(start, dist)) {
        *overBudget = work.over;
        if (error)
            *error = problem;
        return {};
    }
    for (const ProcedureEnding &e : proc->endings)
        if (dist.contains(e.id)) {
            const double p = dist.value(e.id);
            out.append({e.id, e.doc.name, p, 0, p, p});
        }
    return out;
}

QList<ResponseOdds> ProcedureRunner::oddsByResponse(const ProcedureRequest &request) const
{
    QList<ResponseOdds> out;
    const ProcedureRun declared = run(
        [&] {
            ProcedureRequest r = request;
            r.response.clear();
            return r;
        }(),
        dice::FaceQueue::of({}));
    for (const ResponseChoice &c : declared.responses) {
        ResponseOdds ro{c.id, c.doc.name, c.available, {}};
        if (c.available) {
            ProcedureRequest r = request;
            r.response = c.id;
            QElapsedTimer timer;
            timer.start();
            ro.endings = odds(r, &ro.error);
            ro.ms = double(timer.nsecsElapsed()) / 1e6;
        }
        out.append(ro);
    }
    return out;
}

} // namespace adjutant::rules
