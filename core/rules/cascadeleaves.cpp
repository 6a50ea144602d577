#include "cascadeleaves.h"

#include "fieldreads.h"
#include "setupreplays.h"
#include "testeffects.h"

#include "text/punctuation.h"

#include "kinds/kinds.h"

#include "dice/facequeue.h"
#include "dice/roll.h"

#include <QScopeGuard>

#include <cmath>
#include <map>
#include <set>

namespace adjutant::rules::oddswork {

// Units made of figures (Chosen Men) cost more to copy, key and settle, by how many figures they
// hold: each kFiguresPerWork figures add the cost of the step again (a charge of two figures a
// side took about twice the processor time per step of one without figures), so that the budget
// still buys about the same time.
constexpr qint64 kFiguresPerWork = 4;
qint64 figureCount(const QHash<QString, UnitState> &units)
{
    qint64 figures = 0;
    for (const UnitState &u : units)
        figures += u.figures.size();
    return figures;
}

qint64 figureWeight(const QHash<QString, UnitState> &units)
{
    return 1 + figureCount(units) / kFiguresPerWork;
}

qint64 simulationWeight(const QHash<QString, UnitState> &units)
{
    const qint64 figures = figureCount(units);
    return figures ? 2 + figures / kFiguresPerWork : 1;
}

// Measured with bench_procedure (processor time up to the standard budget, past which the odds
// are estimated): weighed by figureWeight alone, a volley's cascade on squads of ten took 67 ms
// and a large gun's ball on horse 92 ms, where fights between the same squads took 10 to 19 ms.
// Weighed by every figure, the volley takes 21 ms and the ball 32 ms, so an estimated charge
// stays within the 100 ms promised (48 and 84 ms, the simulation included).
constexpr qint64 kFiguresPerResolvingWork = 1;
qint64 resolvingWeight(const QHash<QString, UnitState> &units)
{
    return 1 + figureCount(units) / kFiguresPerResolvingWork;
}

// Measured with bench_procedure: Chosen Men's bouts (an opposed roll whose effects fall on the
// units' own fields) weighed by every figure took a tenth to a thirtieth of the time per unit of
// work the wound dice and volleys do; weighed as a state is (stateWorkWeight), about the same.
constexpr qint64 kFiguresPerQuietResolvingWork = 64;
qint64 quietResolvingWeight(const QHash<QString, UnitState> &units)
{
    return 1 + figureCount(units) / kFiguresPerQuietResolvingWork;
}

bool changesFigures(const Ruleset &rs, const QString &testId, bool alone)
{
    bool changes = false;
    const bool known = forEachEffect(rs, testId, alone, [&](const Effect &e) {
        changes = e.figure || reachesPastFocus(e);
        return !changes;
    });
    return changes || !known; // a test not known: taken as the costlier
}

namespace {

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

// A threshold test on dice alike: the faces a follow-up tells apart each make a class, the other
// faces count only as passes or fails; every way of sharing the dice out among them is a class.
QList<FaceClass> thresholdClasses(const TestSetup &s)
{
    QList<FaceClass> out;
    const Test *t = s.test;
    const auto n = static_cast<int>(s.dieSides.size());
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

// What the resolver reads of one combination of faces, which groups it with the others alike:
// its outcome (`byOutcome`), the value a bands, table or opposed test reads, else every face.
PackedKey combinationKey(const TestSetup &s, const QList<int> &faces, bool byOutcome, bool facesKept,
                         qsizetype half)
{
    PackedKey key;
    const Test *t = s.test;
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
        key.text(o ? o->id : QString());
        // Whether the die passed is read only by the test's own follow-ups (per success or
        // failure, per natural pass, if any failed): a band's faces (who is hit: a ranker on 1 to
        // 5) are otherwise one class, however the die's pass mark falls among them.
        return t->followUps.isEmpty() ? key : key.mark(s.dieTest.passes(faces.first()) ? '+' : '-');
    }
    if (t && !facesKept
        && (t->kind == Test::Kind::Bands || t->kind == Test::Kind::Table || t->kind == Test::Kind::Opposed)
        && s.expression) {
        // Bands and tables read the roll; an opposed test only the difference of the two.
        int value = dice::evaluate(*s.expression, faces.mid(0, half)).value;
        if (faces.size() > half)
            value -= dice::evaluate(*s.expression, faces.mid(half)).value;
        return key.number(value);
    }
    for (int f : faces)
        key.number(f);
    return key;
}

// `valueKept`: the value itself is read after the test (a step keeps it): the faces are grouped
// by the values they make, never only by outcome. `facesKept`: each face itself is read after
// the test (a lone figure's die, kept for his next bouts): every combination is its own class.
// Nothing when trying every combination of the dice would take more than the work left.
std::optional<QList<FaceClass>> faceClasses(const TestSetup &s, bool valueKept, WorkDone *work,
                                            bool facesKept = false)
{
    const Test *t = s.test;
    const auto n = static_cast<int>(s.dieSides.size());
    if (n == 0)
        return QList<FaceClass>{{{}, 1.0}};
    const bool sameSides
        = std::all_of(s.dieSides.begin(), s.dieSides.end(), [&](int d) { return d == s.dieSides[0]; });
    if (t && t->kind == Test::Kind::Threshold && sameSides && !facesKept)
        return thresholdClasses(s);
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
    QList<FaceClass> out;
    QHash<PackedKey, qsizetype> byKey;
    QList<int> faces(n, 1);
    const double each = 1.0 / combinations;
    while (true) {
        const PackedKey key = combinationKey(s, faces, byOutcome, facesKept, half);
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

} // namespace

PackedKey unitsKey(const QHash<QString, UnitState> &units)
{
    PackedKey k;
    ProcedureRunner::State::unitsKey(k, units);
    return k;
}

PackedKey situationKey(const ProcedureStep *step, int side, const Situation &sit, const QString &testId,
                       bool withUnits)
{
    PackedKey k;
    k.number(static_cast<qint64>(reinterpret_cast<quintptr>(step))).number(side);
    if (withUnits) {
        for (const QString &role : {u"actor"_qs, u"target"_qs}) {
            QHash<QString, UnitState> one;
            if (sit.units.contains(role))
                one.insert(role, sit.units.value(role));
            ProcedureRunner::State::unitsKey(k, one);
            k.mark('/');
        }
    } else {
        std::map<QString, QString> ids;
        for (auto it = sit.units.begin(); it != sit.units.end(); ++it)
            ids.emplace(it.key(), it->id + (it->removed ? u"!" : u""));
        for (const auto &[role, id] : ids)
            k.text(role).text(id);
        k.mark('/');
    }
    QStringList ticked(sit.tickedByTest.value(testId).begin(), sit.tickedByTest.value(testId).end());
    ticked.sort();
    for (const QString &t : std::as_const(ticked))
        k.text(t);
    k.mark('/');
    std::map<QString, QString> chosen;
    const QHash<QString, QString> c = sit.chosenByTest.value(testId);
    for (auto it = c.begin(); it != c.end(); ++it)
        chosen.emplace(it.key(), it.value());
    for (const auto &[id, v] : chosen)
        k.text(id).text(v);
    k.mark('/');
    std::map<QString, int> inputs(sit.inputs.keyValueBegin(), sit.inputs.keyValueEnd());
    for (const auto &[id, v] : inputs)
        k.text(id).number(v);
    k.mark('/');
    std::map<QString, QString> focus(sit.focus.keyValueBegin(), sit.focus.keyValueEnd());
    for (const auto &[unit, figure] : focus)
        k.mark('@').text(unit).text(figure);
    return k;
}

namespace {

// A run of the same one-die test taken several times on one state (the saves of an attack's hits)
// whose dice are handed over together, as so many passes and fails.
struct Batch {
    QString test;
    qsizetype from = 0; // where its results start among the resolution's steps
    int count = 0;
};

enum class Leaves { Done, Failed, BatchBroken };

QString testIdOf(const TestResult &t)
{
    return t.setup.test ? t.setup.test->id : QString();
}

// Where the ruleset takes alike men as one (Figures::tiesByMen: a pick's ties and the order a
// melee deals men out in go by what the men are, never by where they stand in the list), a unit
// whose men of a role hold the same fields in another order plays alike: it is written as the
// men it holds, sorted, each with what the cascade holds of him (the one the test waiting falls
// on, one picked already for the same volley), not by the ids that tell them apart. A unit with
// men the players named as struck is written by its ids, as the names are.
void menAlikeKey(PackedKey &k, const UnitState &u, const QString &focused, const QSet<QString> &picked)
{
    std::vector<PackedKey> men;
    men.reserve(std::size_t(u.figures.size()));
    for (const Figure &f : u.figures) {
        PackedKey man;
        man.mark('[').text(f.role).text(f.name).fields(f.fields);
        if (f.id == focused)
            man.mark('*');
        if (picked.contains(f.id))
            man.mark('p');
        men.push_back(std::move(man.mark(']')));
    }
    const auto bytes = [](const PackedKey &m) {
        return std::string_view(m.bytes().data(), std::size_t(m.bytes().size()));
    };
    std::sort(men.begin(), men.end(),
              [&](const PackedKey &a, const PackedKey &b) { return bytes(a) < bytes(b); });
    k.mark('~');
    for (const PackedKey &man : men)
        k.key(man);
}

// Whether the unit is written as the men it holds (menAlikeKey) rather than by their ids.
bool writtenAsMen(const UnitState &u, const Resolution &r, bool menAlike)
{
    return menAlike && !u.figures.isEmpty() && r.struckLeft.value(u.id).isEmpty();
}

// The units of a cascade's end or of a place in it, in the order of their ids, each with every
// field and figure; `waiting`: the test a place waits on, whose figure and the figures picked so
// far are written with the men where the units are (menAlike), else left to nodeKey.
void unitsKey(PackedKey &k, const Resolution &r, bool menAlike, const PendingTest *waiting)
{
    ProcedureRunner::State::unitsKey(k, r.units.hash(), [&](PackedKey &key, const UnitState &u) {
        if (writtenAsMen(u, r, menAlike))
            menAlikeKey(key, u, waiting ? waiting->focus.value(u.id) : QString(),
                        waiting ? r.picked.value(u.id) : QSet<QString>());
        else
            ProcedureRunner::State::figuresKey(key, u);
    });
}

// What the odds read of a cascade's end: its units, its first test (its value and outcome, and
// its dice where they are read), and which outcome each test read came to (a step's branches on
// the cascade). Two ends alike in this lead to the same state, whatever the order their dice
// fell in. A place (`waiting`) is always told apart by its first test's dice: they say which
// follow-ups are still to come.
void leafKey(PackedKey &k, const Resolution &r, const CascadeSearch &how, bool menAlike,
             const PendingTest *waiting = nullptr)
{
    const TestResult &root = r.steps.first();
    unitsKey(k, r, menAlike, waiting);
    k.mark('|').text(testIdOf(root)).text(root.outcomeId).number(root.value).number(root.margin);
    if (how.rootDiceRead || waiting)
        for (const dice::RolledDie &d : root.dice)
            k.number(d.face);
    std::set<std::pair<QString, QString>> reached;
    for (const TestResult &t : r.steps)
        if (!how.outcomesRead || how.outcomesRead->contains(testIdOf(t)))
            reached.emplace(testIdOf(t), t.outcomeId);
    for (const auto &[test, outcome] : reached)
        k.mark('=').text(test).text(outcome);
}

// What a test under way at a place reads as its follow-ups go on (Resolution::underWay): for a
// test below the first, its value, outcome, dice, roles, figures and numbers, and where its
// follow-up under way is one of its per-die batch, the units as they were before the batch, which
// its tests are judged on. (The follow-ups after the batch are judged on the units as they stand,
// written already; the first test's batch on the units as it left them, the same for every way
// down from one class of its faces, whose dice leafKey writes.)
void framesKey(PackedKey &k, const Resolution &r)
{
    const auto texts = [&k](const QHash<QString, QString> &hash) {
        for (const auto &[key, value] : std::map<QString, QString>(hash.keyValueBegin(), hash.keyValueEnd()))
            k.text(key).text(value);
        k.mark('/');
    };
    const auto numbers = [&k](const QHash<QString, int> &hash) {
        for (const auto &[key, value] : std::map<QString, int>(hash.keyValueBegin(), hash.keyValueEnd()))
            k.text(key).number(value);
        k.mark('/');
    };
    for (const FrameUnderWay &f : r.underWay) {
        k.mark('{').number(f.depth);
        if (f.depth > 0) {
            k.text(f.test).number(f.value).number(f.margin).text(f.outcome);
            for (const dice::RolledDie &d : f.dice)
                k.number(d.face).mark(d.success ? '+' : '-');
            k.mark('/');
            texts(f.roles);
            texts(f.focus);
            numbers(f.inputs);
        }
        if (f.depth > 0 && f.perDie)
            ProcedureRunner::State::unitsKey(k.mark('u'), f.batchState);
        k.mark('}');
    }
}

// Where a cascade waiting for dice stands, when that alone says how it goes on: it waits at the
// place Resolution::stoppedAt names, with these units and figures picked, as many tests taken,
// the same outcomes reached, and alike in what each test under way reads (framesKey); its first
// test's dice, outcome and units after it say the rest. `menAlike`: units of alike men are
// written as their men (menAlikeKey), who is picked among them too.
std::optional<PackedKey> nodeKey(const Resolution &r, const CascadeSearch &how, bool menAlike)
{
    if (r.steps.isEmpty() || r.pending.size() != 1 || !r.errors.isEmpty())
        return std::nullopt;
    const PendingTest &waiting = r.pending.first();
    const auto byIds = [&](const QString &unit) {
        const auto u = r.units.hash().constFind(unit);
        return u == r.units.hash().constEnd() || !writtenAsMen(*u, r, menAlike);
    };
    PackedKey k;
    k.text(r.stoppedAt).number(r.steps.size()).number(waiting.count);
    k.text(waiting.setup.test ? waiting.setup.test->id : QString()).mark('/');
    std::map<QString, QString> focus(waiting.focus.keyValueBegin(), waiting.focus.keyValueEnd());
    for (const auto &[unit, figure] : focus)
        k.text(unit).text(byIds(unit) ? figure : QString());
    k.mark('/');
    std::map<QString, QStringList> picked;
    for (auto it = r.picked.begin(); it != r.picked.end(); ++it) {
        QStringList ids;
        if (byIds(it.key())) {
            ids = QStringList(it->begin(), it->end());
            ids.sort();
        }
        picked.emplace(it.key(), ids);
    }
    for (const auto &[unit, ids] : picked) {
        k.mark('p').text(unit);
        for (const QString &id : ids)
            k.text(id);
    }
    std::map<QString, QStringList> struck(r.struckLeft.keyValueBegin(), r.struckLeft.keyValueEnd());
    for (const auto &[unit, ids] : struck) {
        k.mark('s').text(unit);
        for (const QString &id : ids)
            k.text(id);
    }
    leafKey(k.mark('/'), r, how, menAlike, &waiting);
    framesKey(k, r);
    return k;
}

// Every way a cascade can end, found by handing the resolver one class of faces at a time. Each
// end is numbered once (`leaves`) and handed on by its number with the chance of the way there.
// With `merge`, ends alike (leafKey) share a number, and the ways below a place reached before
// (nodeKey) are not followed again: they are handed on as they were, by their chance from there.
class LeafSearch
{
public:
    using Emit = std::function<void(qsizetype, double)>;
    LeafSearch(const std::function<Resolution(const FaceSupplier &)> &resolve, SetupReplays *replays,
               QString *error, WorkDone *work, const CascadeSearch &how)
        : m_resolve(resolve),
          m_replays(replays),
          m_error(error),
          m_work(work),
          m_how(how),
          m_menAlike(how.merge && how.menAlike)
    { }

    Leaves from(const QList<int> &prefix, double p, const Emit &emit, const std::optional<Batch> &batch);

    QList<Resolution> leaves;

private:
    Leaves fromPlace(const Resolution &r, const QList<int> &prefix, double p, const Emit &emit);
    Leaves below(const Resolution &r, const QList<int> &prefix, double p, const Emit &emit);
    // Hands the pending test's dice over as so many passes and fails; nothing when the batch
    // broke (the dice are then taken one by one).
    std::optional<Leaves> asBatch(const Resolution &r, const QList<int> &prefix, double p, const Emit &emit);
    qsizetype number(const Resolution &r);

    const std::function<Resolution(const FaceSupplier &)> &m_resolve;
    SetupReplays *m_replays;
    QString *m_error;
    WorkDone *m_work;
    const CascadeSearch &m_how;
    bool m_menAlike;
    QHash<PackedKey, qsizetype> m_byKey;
    // The ways on from each place reached, and the place as its ids write it (nodeKey without
    // menAlike): one reached again with other men in the same places is told by that.
    struct Place {
        QList<std::pair<qsizetype, double>> ends;
        std::optional<PackedKey> byIds;
    };
    QHash<PackedKey, Place> m_places;
};

qsizetype LeafSearch::number(const Resolution &r)
{
    if (!m_how.merge) {
        leaves.append(r);
        return leaves.size() - 1;
    }
    PackedKey key;
    leafKey(key, r, m_how, m_menAlike);
    if (const auto it = m_byKey.constFind(key); it != m_byKey.constEnd())
        return *it;
    m_byKey.insert(key, leaves.size());
    leaves.append(r);
    return leaves.size() - 1;
}

Leaves LeafSearch::from(const QList<int> &prefix, double p, const Emit &emit,
                        const std::optional<Batch> &batch)
{
    if (m_work->over)
        return Leaves::Failed;
    const Resolution r = m_resolve(m_replays ? m_replays->begin(prefix) : dice::FaceQueue::of(prefix));
    // A test taken again from what an earlier replay kept (SetupReplays) costs a fraction of one
    // worked out.
    const qsizetype retaken = m_replays ? m_replays->testsRetaken() : 0;
    if (!m_work->spendResolving(1 + r.steps.size() - retaken) || !m_work->spendRetaken(retaken))
        return Leaves::Failed;
    if (batch) {
        // The batch holds only if its tests came one after another, every one taken: a unit
        // removed part way, or a test in between, would have read the batch's faces.
        if (r.steps.size() < batch->from + batch->count)
            return Leaves::BatchBroken;
        for (qsizetype i = batch->from; i < batch->from + batch->count; ++i)
            if (testIdOf(r.steps.at(i)) != batch->test)
                return Leaves::BatchBroken;
    }
    if (r.pending.isEmpty()) {
        if (!r.errors.isEmpty() || r.steps.isEmpty()) {
            *m_error = r.errors.join(text::Punctuation::semicolon());
            return Leaves::Failed;
        }
        emit(number(r), p);
        return Leaves::Done;
    }
    if (batch || !m_how.merge)
        return below(r, prefix, p, emit);
    return fromPlace(r, prefix, p, emit);
}

// A place reached before hands on what lay below it; a new one is followed from there with
// chance 1, and kept.
Leaves LeafSearch::fromPlace(const Resolution &r, const QList<int> &prefix, double p, const Emit &emit)
{
    const std::optional<PackedKey> key = nodeKey(r, m_how, m_menAlike);
    if (!key)
        return below(r, prefix, p, emit);
    auto known = m_places.constFind(*key);
    if (known == m_places.constEnd()) {
        QHash<qsizetype, qsizetype> at;
        Place place;
        const Leaves got = below(r, prefix, 1.0, [&](qsizetype leaf, double pr) {
            const auto it = at.constFind(leaf);
            if (it == at.constEnd()) {
                at.insert(leaf, place.ends.size());
                place.ends.append({leaf, pr});
            } else {
                place.ends[*it].second += pr;
            }
        });
        if (got != Leaves::Done)
            return got;
        if (m_menAlike)
            place.byIds = nodeKey(r, m_how, false);
        known = m_places.insert(*key, place);
    } else if (m_menAlike && known->byIds != nodeKey(r, m_how, false)) {
        // The same place with other men in it: the ways on from here read these men's fields
        // where the first read those of the men in their places, so the search is taken to have
        // read every man of the units (what it depends on, for the odds that reuse it).
        for (const UnitState &u : r.units.hash())
            if (writtenAsMen(u, r, true))
                FieldReads::note(u.id, FieldReads::figures());
    }
    for (const auto &[leaf, pr] : std::as_const(known->ends))
        emit(leaf, p * pr);
    return Leaves::Done;
}

std::optional<Leaves> LeafSearch::asBatch(const Resolution &r, const QList<int> &prefix, double p,
                                          const Emit &emit)
{
    const PendingTest &pt = r.pending.last();
    const TestSetup &setup = pt.setup;
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
    // Leaves are held back until the whole batch has held: one that broke is taken again die by
    // die, and nothing it reached counts twice.
    QList<std::pair<qsizetype, double>> held;
    const Emit hold = [&held](qsizetype leaf, double pr) { held.append({leaf, pr}); };
    for (int fails = 0; fails <= pt.count; ++fails) {
        const double cp = choose(pt.count, fails) * std::pow(1 - pp, fails) * std::pow(pp, pt.count - fails);
        if (cp <= 0)
            continue;
        QList<int> faces = prefix;
        for (int i = 0; i < pt.count; ++i)
            faces.append(i < fails ? failFace : passFace);
        const Leaves got = from(faces, p * cp, hold, next);
        if (got == Leaves::Failed)
            return got;
        if (got == Leaves::BatchBroken)
            return std::nullopt;
    }
    for (const auto &[leaf, pr] : std::as_const(held))
        emit(leaf, pr);
    return Leaves::Done;
}

// The ways on from a cascade waiting for dice: its dice as a batch, else each class of faces.
Leaves LeafSearch::below(const Resolution &r, const QList<int> &prefix, double p, const Emit &emit)
{
    const PendingTest &pt = r.pending.last();
    const TestSetup &setup = pt.setup;
    if (pt.count > 1 && setup.test && setup.test->kind == Test::Kind::Threshold && setup.dieSides.size() == 1)
        if (const std::optional<Leaves> got = asBatch(r, prefix, p, emit))
            return *got;
    const auto classes = faceClasses(setup, m_how.rootValueKept && r.steps.isEmpty(), m_work,
                                     m_how.rootFacesKept && r.steps.isEmpty());
    if (!classes)
        return Leaves::Failed;
    for (const FaceClass &c : *classes) {
        const Leaves got = from(prefix + c.faces, p * c.probability, emit, std::nullopt);
        if (got != Leaves::Done)
            return got == Leaves::BatchBroken ? Leaves::Failed : got;
    }
    return Leaves::Done;
}

} // namespace

bool cascadeLeaves(const std::function<Resolution(const FaceSupplier &)> &resolve, const QList<int> &prefix,
                   double p, const std::function<void(const Resolution &, double)> &leaf, QString *error,
                   WorkDone *work, const CascadeSearch &how)
{
    // The set-ups are kept for the search alone: the ends are handed on once it is closed.
    std::optional<SetupReplays> replays;
    if (how.setupsOf)
        replays.emplace(*how.setupsOf);
    LeafSearch search(resolve, replays ? &*replays : nullptr, error, work, how);
    const qint64 before = work->spent;
    const auto counted = qScopeGuard([&] { work->inCascades += work->spent - before; });
    std::vector<double> chance;
    std::vector<bool> reached;
    const Leaves got = search.from(
        prefix, p,
        [&](qsizetype i, double pr) {
            const auto at = static_cast<std::size_t>(i);
            if (at >= chance.size()) {
                chance.resize(at + 1, 0.0);
                reached.resize(at + 1, false);
            }
            chance[at] += pr;
            reached[at] = true;
        },
        std::nullopt);
    replays.reset();
    if (got != Leaves::Done)
        return false;
    for (std::size_t i = 0; i < chance.size(); ++i)
        if (reached[i])
            leaf(search.leaves.at(static_cast<qsizetype>(i)), chance[i]);
    return true;
}

} // namespace adjutant::rules::oddswork
