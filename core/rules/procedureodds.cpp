#include "procedure.h"
#include "proceduremachine.h"

#include "text/punctuation.h"

#include "estimate.h"
#include "fieldreads.h"
#include "kinds/kinds.h"

#include "dice/facequeue.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QElapsedTimer>

#include <cmath>
#include <map>

namespace adjutant::rules {

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
