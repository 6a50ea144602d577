#include "exactsearch.h"

#include "text/punctuation.h"

#include "estimate.h"
#include "fieldreads.h"
#include "keptcounts.h"
#include "kinds/kinds.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QElapsedTimer>

#include <cmath>
#include <map>

namespace adjutant::rules {

namespace {

// The standard budget, for any procedure of any ruleset. A step of the exact odds' work takes 1.2
// to 3.8 microseconds of processor time (release build, bench_procedure, a cascade's tests weighed
// by resolvingWeight or quietResolvingWeight, a state reached by stateWorkWeight): the costliest
// charges worked out exactly, Chosen Men's two on a lone man where the last side standing wins a
// melee (its option), KGCWO's horse on guns that stand and fire, Chosen Men's full squads where
// the last side standing wins, a large gun standing against horse, and squads standing (ten or
// thirty a side, their fights worked out group by group), take some 14,000, 7,600, 9,000, 3,000
// and 800 to 1,100 steps (the first about 52 ms, the dearest per step); past 15,000 the odds are
// estimated, the work spent on them up to there taking at most some 55 ms (a volley on squads of
// ten 21 ms, a large gun's ball on horse 32 ms). A simulated run's step (a die rolled, a test
// resolved) costs about 2 microseconds where the units have no figures; with figures, each step
// sets up, tallies and settles the figures too (simulationWeight): 14,000 of them (about 25 to 45
// ms) make some 130 runs of squads of ten firing as the charge comes in (and some 600 of two on a
// lone man where the last side standing wins, when that was estimated: weighed as the exact odds'
// steps are, they made 1,000 runs and took 72 ms). All told at most some 95 ms, inside the 100 ms
// the app promises.
constexpr qint64 kStandardExactWork = 15'000;

constexpr qint64 kStandardSimulationWork = 14'000;
constexpr int kStandardRuns = 10'000;

// The second pass, taken off the GUI thread where the standard budget gave only an estimate (the
// charge sheet shows that estimate meanwhile). Measured with bench_procedure's ...Thorough rows:
// its exact work reaches Chosen Men's four men holding their fire as a charge comes in (some
// 670,000 steps, about a second, 140 MB at the most) and horse under a large gun's ball (150,000,
// under half a second); the full squad's volley and companies of thirty still go past it, and are
// estimated again from many more runs (some 8,000 of the full squad, each chance within about 1 %
// either way, and 3,200 of the companies, within 2 %), in 2 to 2.5 seconds all told.
constexpr qint64 kThoroughExactWork = 1'000'000;
constexpr qint64 kThoroughSimulationWork = 1'000'000;
constexpr int kThoroughRuns = 20'000;

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

OddsBudget OddsBudget::thorough()
{
    return {kThoroughExactWork, kThoroughSimulationWork, kThoroughRuns};
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
    if (over && !m_budget.isAbandoned()) {
        problem.clear();
        out = estimatedOdds(request, &problem);
    }
    if (m_budget.isAbandoned()) {
        out.clear();
        problem = tr("no longer asked for: the odds were given up");
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
    const qint64 weight = simulationWeight(start.units);
    while (runs < std::max(1, m_budget.runs) && (runs == 0 || spent < m_budget.simulation)
           && !m_budget.isAbandoned()) {
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

void ProcedureRunner::ExactSearch::land(State &&after, double p, std::vector<std::pair<State, double>> &next,
                                        QHash<PackedKey, std::size_t> &index)
{
    if (!landKeyed) {
        next.emplace_back(std::move(after), p);
        return;
    }
    if (movingOn)
        moveOn(after);
    // A state that has ended comes to its ending whatever else it holds.
    const bool byEnding = runner.m_statesMovedOn && !after.ending.isEmpty();
    const PackedKey k = byEnding ? PackedKey().mark('$').text(after.ending) : after.key();
    spendStates(kWorkState);
    const auto it = index.constFind(k);
    if (it == index.constEnd()) {
        index.insert(k, next.size());
        next.emplace_back(std::move(after), p);
    } else {
        next[*it].second += p;
    }
}

// The steps that need no dice, and the ways a state's endings are known without working them
// out: it has ended, one ending is left whatever comes, or an alike state was worked out.
bool ProcedureRunner::ExactSearch::settled(State &s, Distribution &dist, bool *done)
{
    *done = true;
    const auto oneLeft = [&] {
        if (const auto left = m.reachableEndings(s); left && left->size() == 1) {
            dist.insert(*left->begin(), 1.0);
            return true;
        }
        return false;
    };
    // In a fight, what comes of it depends on who leads by how much (who wins it), whether or not
    // the bout just fought ends it; once over, on its tallies where they are kept and read.
    if (lean && !s.fight.path.isEmpty())
        FieldReads::note(FieldReads::fight(), FieldReads::fightLead());
    m.fightEnded = false;
    bool advanced = m.advanceFree(s);
    // A fight just over: its winner may settle the ending before anything after it is read.
    while (advanced && m.fightEnded) {
        if (oneLeft())
            return true;
        if (lean)
            FieldReads::note(FieldReads::fight(), FieldReads::fightTallies());
        m.fightEnded = false;
        advanced = m.advanceFree(s);
    }
    if (!advanced) {
        problem = m.errors.join(text::Punctuation::semicolon());
        return false;
    }
    if (!s.ending.isEmpty() || !s.top()) {
        if (s.ending.isEmpty()) {
            problem = tr("the procedure %1 came to no ending").arg(proc.doc.name);
            return false;
        }
        dist.insert(s.ending, 1.0);
        return true;
    }
    if (oneLeft()) // no need to work out how (the wounds of the melee's loser once it is lost)
        return true;
    if (const Distribution *known = recall(memo, s.skeleton(lean), s)) {
        dist = *known;
        return true;
    }
    *done = false;
    return true;
}

bool ProcedureRunner::ExactSearch::endings(State s, Distribution &dist)
{
    if (!spendStates(kWorkState))
        return false;
    bool done = false;
    if (!settled(s, dist, &done) || done)
        return !done ? false : true;
    if (std::optional<FightEnds> ends = fightEndsOf(s)) {
        fight = std::move(ends);
        LeadChange change;
        if (!leadChangesFrom(s, change))
            return false;
        // The fight's ending, by who wins it: the lead here moved by the change.
        FieldReads::note(FieldReads::fight(), FieldReads::fightLead());
        const int lead = s.foughtLead(fight->actor, fight->target);
        dist = change.ended;
        for (const auto &[by, p] : change.byChange)
            dist[fight->ending[lead + by > 0 ? 0 : lead + by < 0 ? 1 : 2]] += p;
        for (int i = 0; i < 3; ++i)
            if (const double p = change.standing(i); p > 0)
                dist[fight->ending[i]] += p;
        return true;
    }
    const PackedKey key = s.skeleton(lean);
    // Everything read from here on is what this state's endings depend on.
    std::optional<FieldReads> reading(std::in_place, comparisons, logged, figureReads);
    const ProcedureStep &step = *s.top();
    // The states after this step, each with its chance, in the order they were first reached:
    // the same on every run of the app (a hash's order is not), so the same states are worked
    // out, the same work is counted and the sums are added in the same order.
    std::vector<std::pair<State, double>> next;
    QHash<PackedKey, std::size_t> index;
    movingOn = runner.m_statesMovedOn && s.fight.path.isEmpty();
    const bool stepped = nextStates(s, step, next, index);
    movingOn = false;
    if (!stepped || movingOnFailed)
        return false;
    for (const auto &[after, p] : next) {
        Distribution sub;
        if (!endings(after, sub))
            return false;
        for (auto e = sub.begin(); e != sub.end(); ++e)
            dist[e.key()] += e.value() * p;
    }
    keep(memo, key, s, reading->seen, dist);
    reading.reset(); // what was read here, the state before this one read too
    return true;
}

// The states after a step that rolls, each with its chance: a melee's, a repeat's runs taken as
// one step, or a test's or a bout's.
bool ProcedureRunner::ExactSearch::nextStates(const State &s, const ProcedureStep &step,
                                              std::vector<std::pair<State, double>> &next,
                                              QHash<PackedKey, std::size_t> &index)
{
    if (step.kind == ProcedureStep::Kind::Melee)
        return meleeNext(s, step, next, index);
    bool taken = false;
    if (step.kind == ProcedureStep::Kind::Test && runner.m_repeatsAsOneStep
        && !repeatNext(s, next, index, &taken))
        return false;
    return taken || testNext(s, step, next, index);
}

// A melee step: each side's cascade (kept by its situation), every pair of their ends.
bool ProcedureRunner::ExactSearch::meleeNext(const State &s, const ProcedureStep &step,
                                             std::vector<std::pair<State, double>> &next,
                                             QHash<PackedKey, std::size_t> &index)
{
    QList<std::pair<Resolution, double>> sides[2];
    // Each side's ends are told apart by their units alone (applyMelee reads nothing else).
    CascadeSearch meleeSearch = searchWith(runner.m_quick);
    meleeSearch.rootDiceRead = false;
    meleeSearch.outcomesRead = QSet<QString>();
    for (int side = 0; side < 2; ++side) {
        const Situation sit = m.meleeSide(s, step, side == 0);
        const PackedKey cascadeKey = situationKey(&step, side, sit, step.test);
        if (const auto known = meleeMemo.constFind(cascadeKey); known != meleeMemo.constEnd()) {
            sides[side] = known->leaves;
            if (FieldReads *log = FieldReads::current())
                log->seen.unite(known->reads);
            continue;
        }
        QHash<PackedKey, qsizetype> seen;
        std::optional<FieldReads> cascadeReads(std::in_place, comparisons, logged, figureReads);
        const bool ok = cascadeLeaves(
            [&](const FaceSupplier &f) { return runner.m_quick.resolve(step.test, sit, f); }, {}, 1.0,
            [&](const Resolution &r, double p) {
                const PackedKey k = unitsKey(r.units.hash());
                if (const auto it = seen.constFind(k); it != seen.constEnd()) {
                    sides[side][*it].second += p;
                    return;
                }
                seen.insert(k, sides[side].size());
                sides[side].append({r, p});
            },
            &problem, &work, meleeSearch);
        if (!ok)
            return false;
        meleeMemo.insert(cascadeKey, {sides[side], cascadeReads->seen, {}});
        cascadeReads.reset();
    }
    for (const auto &[a, pa] : std::as_const(sides[0]))
        for (const auto &[b, pb] : std::as_const(sides[1])) {
            State after = s;
            m.applyMelee(after, step, a, b);
            land(std::move(after), pa * pb, next, index);
        }
    return true;
}

// How a step's cascade is searched: applyTest reads of its ends the units, the first test's
// value, margin and outcome, and the outcomes its branches on the cascade name; applyBout the
// first test's dice too (the lone figure's face).
CascadeSearch ProcedureRunner::ExactSearch::cascadeSearch(const ProcedureStep &step, bool facesKept) const
{
    CascadeSearch how = searchWith(m.resolver);
    how.rootValueKept = !step.store.isEmpty();
    how.rootFacesKept = facesKept;
    how.rootDiceRead = step.kind == ProcedureStep::Kind::Fights;
    how.outcomesRead = QSet<QString>();
    for (const CascadeBranch &b : step.onCascade)
        how.outcomesRead->insert(b.test);
    return how;
}

// The runner's switches for a cascade resolved with `resolver`: whether ways are merged, set-ups
// kept across replays and alike men taken as one.
CascadeSearch ProcedureRunner::ExactSearch::searchWith(const Resolver &resolver) const
{
    CascadeSearch how;
    how.merge = runner.m_mergeCascadeWays;
    how.setupsOf = runner.m_setupsReplayed ? &resolver : nullptr;
    how.menAlike = runner.menAlike();
    return how;
}

// A test step or a bout: its cascade's ends, worked out once for every state alike in what the
// cascade reads, each carried over to this state.
bool ProcedureRunner::ExactSearch::testNext(const State &s, const ProcedureStep &step,
                                            std::vector<std::pair<State, double>> &next,
                                            QHash<PackedKey, std::size_t> &index)
{
    const QString testId = m.testOf(step, s);
    const bool facesKept = m.keepsLoneFace(s, step);
    const bool onStart = step.kind == ProcedureStep::Kind::Fights && s.fight.atStart;
    PackedKey cascadeKey = situationKey(&step, 0, m.stepSituation(s, step), testId, false);
    cascadeKey.mark(facesKept ? 'f' : '-');
    const Cascade *known = recall(testMemo, cascadeKey, s);
    if (!known) {
        Cascade c;
        std::optional<FieldReads> cascadeReads(std::in_place, comparisons, logged, figureReads);
        // A cascade that changes no figure (a bout's own dice) costs what a state does per test.
        const qint64 resolving = work.resolving;
        if (!figuresChangedBy(step, testId))
            work.resolving = quietResolving;
        const bool ok
            = cascadeLeaves([&](const FaceSupplier &f) { return m.resolveAny(s, step, f); }, {}, 1.0,
                            [&](const Resolution &r, double p) {
                                c.leaves.append({r, p});
                            },
                            &problem, &work, cascadeSearch(step, facesKept));
        work.resolving = resolving;
        if (!ok)
            return false;
        // A bout of a simultaneous fight is fought on the units as the fight began: its reads are
        // of those (told apart from reads of the units as they are now), its ends carried over
        // from them.
        const QHash<QString, UnitState> *atStart = onStart ? s.fight.atStart.get() : nullptr;
        if (atStart) {
            QSet<FieldId> renamed;
            for (const FieldId &read : std::as_const(cascadeReads->seen))
                renamed.insert(atStart->contains(read.first)
                                   ? FieldId{FieldReads::atFightStartPrefix() + read.first, read.second}
                                   : read);
            cascadeReads->seen = renamed;
        }
        c.reads = cascadeReads->seen;
        c.base = atStart ? *atStart : s.units;
        cascadeReads.reset();
        bool carried = true;
        for (const auto &[r, p] : std::as_const(c.leaves))
            for (auto it = r.units.begin(); it != r.units.end(); ++it)
                carried = carried && sameFigures(*it, c.base.value(it.key()));
        if (!carried) // ends that add or take away figures are kept for this state alone
            for (auto it = s.units.begin(); it != s.units.end(); ++it)
                c.reads.insert({it.key(), FieldReads::figures()});
        const QSet<FieldId> reads = c.reads; // kept by these, before the cascade moves in
        known = keep(testMemo, cascadeKey, s, reads, std::move(c));
    }
    const QHash<QString, UnitState> &onto = onStart ? *s.fight.atStart : s.units;
    for (const auto &[r, p] : known->leaves) {
        State after = s;
        Resolution here = r;
        UnitTable::Hash &units = here.units.edit();
        for (auto it = units.begin(); it != units.end(); ++it) {
            const auto was = known->base.constFind(it.key());
            const auto mine = onto.constFind(it.key());
            if (was != known->base.constEnd() && mine != onto.constEnd())
                *it = carriedOver(runner.m_rs, *was, *it, *mine);
        }
        m.applyAny(after, step, here);
        land(std::move(after), p, next, index);
    }
    return true;
}

QList<EndingOdds> ProcedureRunner::exactOdds(const ProcedureRequest &request, QString *error,
                                             bool *overBudget) const
{
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
    ExactSearch search(*this, *proc, request, start.units);
    QHash<QString, double> dist;
    const bool ended = search.endings(start, dist);
    m_lastExactWork = search.work.spent;
    m_lastCascadeWork = search.work.inCascades;
    if (!ended) {
        *overBudget = search.work.over;
        if (error)
            *error = search.problem;
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
