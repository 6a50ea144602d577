#include "boutsapart.h"
#include "cascadeleaves.h"
#include "procedure.h"
#include "proceduremachine.h"
#include "unitchanges.h"

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

using namespace oddswork;

namespace {

// The standard budget, for any procedure of any ruleset. A step of the exact odds' work takes
// 1.2 to 3.5 microseconds of processor time (release build, bench_procedure, a cascade's tests
// weighed by resolvingWeight or quietResolvingWeight, a state reached by stateWorkWeight): the
// costliest charges worked out exactly, two companies of thirty standing, KGCWO's horse on guns
// that stand and fire and Chosen Men's full squads (standing, horse into a flank), take some
// 11,200, 7,700 and 3,300 to 3,700 steps; past 15,000 the odds are estimated, the work spent on
// them up to there taking at most some 50 ms (a volley on squads of ten 21 ms, a large gun's ball
// on horse 32 ms). A simulated run's step (a die rolled, a test resolved) costs about 2
// microseconds: 14,000 of them (about 25 to 45 ms) make some 140 runs of squads of ten firing as
// the charge comes in. All told at most some 95 ms, inside the 100 ms the app promises.
constexpr qint64 kStandardExactWork = 15'000;

// What a state reached costs (kWorkState each) for units made of figures: as much again for each
// kFiguresPerStateWork figures. Measured with bench_procedure (processor time of the exact odds,
// over their work), a state of squads of two, of ten and of thirty a side costs about the same
// as one of KGCWO's units without figures (2.4 to 3.5 microseconds per unit of work, weighed so):
// copying a state shares its units, and its reads, not its figures, are compared.
constexpr qint64 kFiguresPerStateWork = 64;
qint64 stateWorkWeight(const QHash<QString, UnitState> &units)
{
    return 1 + figureCount(units) / kFiguresPerStateWork;
}
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

namespace {

qsizetype figureIndex(const UnitState &u, const QString &id)
{
    for (qsizetype i = 0; i < u.figures.size(); ++i)
        if (u.figures.at(i).id == id)
            return i;
    return -1;
}

} // namespace

// The exact odds worked out from one request: every state the procedure can reach, each worked
// out once. What is known of a state's endings is kept by its skeleton (the steps to go, roles,
// numbers and ticks), then by the fields that working them out read, with their values then: a
// state alike in both ends alike, whatever its other fields (the charger's wounds from a volley
// do not matter once it has won the melee; a figure's wounds do not matter once he has fought
// his last bout). A threshold on a field (ten standing or more; losses at the unit's limit) is
// read as its answer, not the field's value, so that states alike in it merge however many
// figures each has lost (FieldReads::Comparisons). The states known under one skeleton are
// grouped by the fields they read (a few sets), each group indexed by those fields' values. A
// cascade's ends (a test step's or a bout's) are kept the same way, by the fields its resolution
// read, and carried over to another state by what they changed (FigureChanges below).
struct ProcedureRunner::ExactSearch {
    using FieldId = std::pair<QString, QString>; // unit id, field id
    using Distribution = QHash<QString, double>; // ending id -> chance
    template<typename T>
    struct Known {
        QList<FieldId> fields; // sorted
        QHash<PackedKey, T> byValues;
    };
    // A cascade's ends, each with its chance, worked out from the units in `base`.
    struct Cascade {
        QList<std::pair<Resolution, double>> leaves;
        QSet<FieldId> reads;
        QHash<QString, UnitState> base;
    };

    // What a state inside a fight comes to, whatever the fight's lead there: the endings come to
    // before the fight is over, and by how much the lead changes from there to the fight's end.
    struct LeadChange {
        Distribution ended;
        std::map<int, double> byChange;
        void add(const LeadChange &other, double p, int shift)
        {
            for (auto e = other.ended.begin(); e != other.ended.end(); ++e)
                ended[e.key()] += e.value() * p;
            for (const auto &[change, q] : other.byChange)
                byChange[change + shift] += q * p;
        }
    };
    // A fight whose end matters only through who won it: its sides' unit ids and the one ending
    // each comes to (the actor's side winning, the target's, neither).
    struct FightEnds {
        QString actor;
        QString target;
        QString ending[3];
    };

    // Where the runs of a repeat under way come out (the states after its last round, before the
    // step after it), each with its chance, worked out from the state `base`: kept for every state
    // alike in what the rounds read, whichever figure each unit has in focus (a bout's loser's
    // wound dice, the same for every figure alike), and carried over to it by what they changed.
    struct RepeatExits {
        std::vector<std::pair<State, double>> exits;
        State base;
        // Where two exits differ (exitDiff), worked out once for every state they are carried onto.
        struct Diff {
            struct Unit {
                QString id;
                QVarLengthArray<QString, 4> fields; // set otherwise or in one of the two only
                QVarLengthArray<qsizetype, 4> figures; // indexes of the figures not alike
                bool bothMoved = true; // each of those figures changed from the base's in both
            };
            bool comparable = false; // alike but for units' fields and figures
            QVarLengthArray<Unit, 2> units; // the units that differ
        };
        mutable std::map<std::pair<std::size_t, std::size_t>, Diff> diffs;
    };

    const ProcedureRunner &runner;
    const Procedure &proc;
    Machine m;
    WorkDone work;
    qint64 stateWeight = 1; // what each state reached costs for these units (stateWorkWeight)
    // `n` states reached or landed in (kWorkState each), or a repeat's exits carried over (one each).
    bool spendStates(qint64 n) { return work.spendAt(n, stateWeight); }
    QString problem;
    const Evaluator plain;
    QHash<PackedKey, QList<Known<Distribution>>> memo;
    QHash<PackedKey, QList<Known<Cascade>>> testMemo;
    QHash<PackedKey, Cascade> meleeMemo;
    QHash<PackedKey, QList<Known<LeadChange>>> fightMemo; // states inside a fight, keyed without its lead
    std::optional<FightEnds> fight; // the fight leadChanges works through
    QHash<PackedKey, QList<Known<RepeatExits>>> repeatMemo; // keyed with the figures in focus unnamed
    QSet<PackedKey> repeatsStepByStep; // repeats found to do more than plain test steps
    // What the search's logs keep of a comparison of a field with fixed values: its answer, so
    // that states alike in it merge however far the field's values differ (setKeyByAnswers).
    const FieldReads::Comparisons comparisons;
    mutable KeptCounts counts; // the reads' counts behind flag totals (valueOf)
    // What was read of the units each simultaneous fight began with, worked out once for all the
    // states in it; each held here, so that no later fight's units take its address.
    struct StartValues {
        std::shared_ptr<const QHash<QString, UnitState>> atStart;
        QHash<FieldId, PackedKey> values;
    };
    mutable QHash<const void *, StartValues> startValues;
    const bool lean; // states keyed by the numbers and tallies read (State::skeleton)
    // The numbers the procedure's steps keep: only their reads are logged, the others being the
    // same in every state (the inputs entered).
    const QSet<QString> inputsKept;
    const QSet<QString> *const logged;

    ExactSearch(const ProcedureRunner &r, const Procedure &p, const ProcedureRequest &request,
                const QHash<QString, UnitState> &units)
        : runner(r),
          proc(p),
          m{r, r.m_rs, p, request, nullptr, {}, r.m_quick},
          work{r.m_budget.exact},
          plain(r.m_rs, Situation()),
          comparisons(r.m_keyByAnswers ? FieldReads::Comparisons::AsAnswers
                                       : FieldReads::Comparisons::AsFields),
          counts(r.m_rs),
          lean(r.m_keyNumbersByReads),
          inputsKept(kept(p)),
          logged(lean ? &inputsKept : nullptr)
    {
        m.pauseAfterFights = true;
        work.weight = figureWeight(units);
        stateWeight = stateWorkWeight(units);
        work.resolving = resolvingWeight(units);
        quietResolving = quietResolvingWeight(units);
    }

    // The values of the fields read, in the state: a unit's field, one of its figures, every
    // figure, the count behind a flag total (FieldReads, Roster::countRead), or the answer of a
    // comparison or of the removal check; `known` keeps each read's value for the next lookup
    // on the same state.
    PackedKey valuesOf(const State &s, const QList<FieldId> &fields,
                       QHash<FieldId, PackedKey> *known = nullptr) const
    {
        PackedKey k;
        for (const FieldId &f : fields) {
            if (!known) {
                valueOf(k, s, f);
                continue;
            }
            auto it = known->constFind(f);
            if (it == known->constEnd()) {
                PackedKey one;
                valueOf(one, s, f);
                it = known->insert(f, one);
            }
            k.key(*it);
        }
        return k;
    }

    // One read's value, as valuesOf writes it.
    void valueOf(PackedKey &k, const State &s, const FieldId &read) const
    {
        const auto &[unit, field] = read;
        const bool ours = unit.startsWith(u'#'); // no unit's id: one of the search's own reads
        if (ours && unit == FieldReads::inputs()) { // a number kept or entered
            if (const auto v = s.values.constFind(field); v != s.values.constEnd())
                k.mark('=').number(*v);
            else
                k.mark('-');
            k.mark(';');
            return;
        }
        if (ours && unit == FieldReads::fight()) { // the tallies of the fight under way
            if (s.fight.path.isEmpty())
                k.mark('-');
            else if (field == FieldReads::fightLead())
                k.mark('=').number(s.fight.actorWins - s.fight.targetWins);
            else
                k.mark('=').number(s.fight.actorWins).number(s.fight.targetWins).number(s.fight.drawn);
            k.mark(';');
            return;
        }
        // A read of a unit as the simultaneous fight under way began (a bout's), else of the
        // unit as it is now: this state's units are what the fight will begin on.
        const QHash<QString, UnitState> *units = &s.units;
        QString id = unit;
        if (ours && unit.startsWith(FieldReads::atFightStartPrefix())) {
            id = unit.mid(FieldReads::atFightStartPrefix().size());
            if (s.fight.atStart && s.fight.atStart->contains(id)) {
                StartValues &known = startValues[s.fight.atStart.get()];
                if (!known.atStart)
                    known.atStart = s.fight.atStart;
                auto it = known.values.constFind(read);
                if (it == known.values.constEnd()) {
                    State before = s;
                    before.units = *s.fight.atStart;
                    before.fight = State::Fight();
                    PackedKey one;
                    valueOf(one, before, {id, field});
                    it = known.values.insert(read, one);
                }
                k.key(*it);
                return;
            }
        }
        const auto u = units->constFind(id);
        if (u != units->constEnd() && !field.startsWith(u'#')) { // a field, none of the reads below
            const QVariant v = plain.fieldValue(*u, field);
            k.number(v.typeId()).value(v);
        } else if (u == units->constEnd()) {
            k.mark('?');
        } else if (field == FieldReads::figures()) {
            State::figuresKey(k, *u);
            k.mark('@').text(s.focus.value(id));
        } else if (field.startsWith(FieldReads::figurePrefix())) {
            QString figure = field.mid(FieldReads::figurePrefix().size());
            // A repeat's read of the unit's figure in focus (repeatNext): whichever he is, by his
            // role and fields.
            const bool inFocus = figure == focusMark();
            if (inFocus)
                figure = s.focus.value(id);
            if (const Figure *f = Roster::find(*u, figure); f && inFocus)
                k.mark('[').text(f->role).fields(f->fields).mark(']');
            else if (f)
                State::figureKey(k, *f);
            else
                k.mark('-');
        } else if (field.startsWith(FieldReads::comparisonPrefix())) {
            k.mark(Evaluator::comparisonHolds(runner.m_rs, *u, field) ? '+' : '-');
        } else if (field == FieldReads::spent()) {
            k.mark(Resolver::spent(runner.m_rs, *u) ? '+' : '-');
        } else if (const std::optional<int> count = counts.countBehind(*u, field)) {
            k.mark('#').number(*count);
        } else {
            const QVariant v = plain.fieldValue(*u, field);
            k.number(v.typeId()).value(v);
        }
        k.mark(';');
    }

    // Every number a step of the procedure keeps: its stores, a fight's tallies, a move's reach.
    static QSet<QString> kept(const Procedure &p)
    {
        QSet<QString> out;
        std::function<void(const ProcedureSteps *)> walk = [&](const ProcedureSteps *steps) {
            if (!steps)
                return;
            for (const ProcedureStep &st : *steps) {
                for (const auto &[id, value] : st.store)
                    out.insert(id);
                for (const QString &var : st.tally)
                    out.insert(var);
                if (!st.reachVar.isEmpty())
                    out.insert(st.reachVar);
                for (const ProcedureSteps *inner : st.lists())
                    walk(inner);
            }
        };
        walk(&p.before);
        walk(&p.after);
        for (const ProcedureResponse &r : p.responses)
            walk(&r.steps);
        return out;
    }

    static QList<FieldId> sorted(const QSet<FieldId> &seen)
    {
        QList<FieldId> fields(seen.begin(), seen.end());
        std::sort(fields.begin(), fields.end());
        return fields;
    }

    // The figure id that stands for a unit's figure in focus, whichever he is: no figure's id.
    static QString focusMark() { return QStringLiteral("\x01"); }
    // A read as the state has it: the figure in focus named.
    static FieldId named(const FieldId &read, const State &s)
    {
        if (read.second.size() != FieldReads::figurePrefix().size() + 1
            || read.second != FieldReads::figure(focusMark()))
            return read;
        return {read.first, FieldReads::figure(s.focus.value(read.first))};
    }

    // What is known under `key` for a state whose read fields have the values they had then.
    template<typename T>
    const T *recall(const QHash<PackedKey, QList<Known<T>>> &known, const PackedKey &key,
                    const State &s) const
    {
        const auto group = known.constFind(key);
        if (group == known.constEnd())
            return nullptr;
        const FieldReads::Pause comparing;
        // Each field's value worked out once for every group, where there are several.
        QHash<FieldId, PackedKey> values;
        for (const Known<T> &k : *group) {
            const auto same
                = k.byValues.constFind(valuesOf(s, k.fields, group->size() > 1 ? &values : nullptr));
            if (same == k.byValues.constEnd())
                continue;
            if (FieldReads *log = comparing.outer()) // what it depended on, this depends on too
                for (const FieldId &f : k.fields)
                    log->seen.insert(named(f, s));
            return &*same;
        }
        return nullptr;
    }

    // Two states alike in everything but their units' fields and figures, and in the values of
    // `reads` there: what a state's working out read of it, so the other comes to the same. A
    // unit shared whole between them is alike in every read of it; else a field, a figure, or a
    // count behind a flag total (by the figure fields its total reads, FigureTotal::reads, as
    // Roster::settle trusts them) is alike where the fields and figures that differ are not
    // read, and any other read is worked out on each (`known` and `mine`: what was worked out of
    // `a` and `b` so far, each read once).
    using Values = std::vector<std::pair<const FieldId *, PackedKey>>;
    bool alikeIn(const State &a, const State &b, const QList<FieldId> &reads, Values &known,
                 Values &mine) const
    {
        if (!a.alikeButForUnits(b) || a.focus != b.focus)
            return false;
        PackedKey fa, fb;
        a.fight.key(fa);
        b.fight.key(fb);
        if (!(fa == fb))
            return false;
        // The units of both, each pair once, and whether they share their fields and figures.
        struct Pair {
            const QString *id;
            const UnitState *a;
            const UnitState *b;
            bool shared;
        };
        QVarLengthArray<Pair, 4> pairs;
        for (auto it = a.units.begin(); it != a.units.end(); ++it) {
            const auto other = b.units.constFind(it.key());
            if (other == b.units.constEnd() || it->removed != other->removed)
                return false;
            pairs.append(
                {&it.key(), &*it, &*other,
                 it->fields.isSharedWith(other->fields) && it->figures.isSharedWith(other->figures)});
        }
        static const QString inFocus = FieldReads::figure(focusMark());
        const FieldReads::Pause comparing;
        // Where the two differ, unit by unit, once worked out: which fields, which figures.
        struct Diff {
            const QString *unit;
            QVarLengthArray<const QString *, 8> fields;
            QVarLengthArray<qsizetype, 4> figures;
            bool alike; // the same figures (ids, in order), fields aside
        };
        QVarLengthArray<Diff, 2> diffs;
        const auto diffOf
            = [&](const QString &unit, const UnitState &ua, const UnitState &ub) -> const Diff & {
            for (const Diff &d : diffs)
                if (*d.unit == unit)
                    return d;
            Diff d{&unit, {}, {}, sameFigures(ua, ub)};
            forEachFieldDiffering(ua.fields, ub.fields, [&](const QString &key) { d.fields.append(&key); });
            if (d.alike)
                for (qsizetype i = 0; i < ua.figures.size(); ++i)
                    if (!sameFigure(ua.figures.at(i), ub.figures.at(i)))
                        d.figures.append(i);
            diffs.append(d);
            return diffs.back();
        };
        // Two states in one simultaneous fight share the units it began with: alike in every read
        // of them.
        const bool sameStart = a.fight.atStart && a.fight.atStart == b.fight.atStart;
        for (const FieldId &read : reads) {
            if (sameStart && read.first.startsWith(FieldReads::atFightStartPrefix()))
                continue;
            const Pair *pair = nullptr;
            for (const Pair &p : pairs)
                if (*p.id == read.first)
                    pair = &p;
            if (pair) {
                if (pair->shared)
                    continue;
                const UnitState *const ua = pair->a;
                const UnitState &ub = *pair->b;
                const Diff &d = diffOf(read.first, *ua, ub);
                const QString &field = read.second;
                const auto fieldDiffers = [&](const QString &f) {
                    return std::any_of(d.fields.begin(), d.fields.end(),
                                       [&](const QString *x) { return *x == f; });
                };
                if (!field.startsWith(u'#')) { // a unit's field: its value there or its default
                    if (fieldDiffers(field))
                        return false;
                    continue;
                }
                if (d.alike && field.startsWith(FieldReads::figurePrefix()) && field != inFocus) {
                    const qsizetype i = figureIndex(*ua, field.mid(FieldReads::figurePrefix().size()));
                    if (std::find(d.figures.begin(), d.figures.end(), i) == d.figures.end())
                        continue;
                    return false;
                }
                if (d.alike && countAlike(*ua, ub, d.figures, d.fields.isEmpty(), field))
                    continue;
            }
            if (!(valueIn(a, read, known) == valueIn(b, read, mine)))
                return false;
        }
        return true;
    }

    const PackedKey &valueIn(const State &s, const FieldId &read, Values &values) const
    {
        for (const auto &[f, v] : values)
            if (*f == read)
                return v;
        values.emplace_back(&read, PackedKey());
        valueOf(values.back().second, s, read);
        return values.back().second;
    }

    // Whether `read` is a count behind a flag total (Roster::countRead) that is the same in two
    // units alike in their fields and figure ids, whose figures at `differ` differ: those alike
    // in every field the total reads (FigureTotal::reads, as Roster::settle trusts them).
    bool countAlike(const UnitState &a, const UnitState &b, const QVarLengthArray<qsizetype, 4> &differ,
                    bool fieldsAlike, const QString &read) const
    {
        const TotalReads *reads = totalReads(read);
        if (!reads || a.type != b.type || a.chief != b.chief || a.phasing != b.phasing
            || a.commanders != b.commanders || a.removed != b.removed)
            return false;
        if (!fieldsAlike && !reads->figuresOnly)
            return false;
        for (const qsizetype i : differ) {
            const Figure &fa = a.figures.at(i);
            const Figure &fb = b.figures.at(i);
            if (reads->role && fa.role != fb.role)
                return false;
            for (const QString &field : reads->fields) {
                const auto va = fa.fields.constFind(field);
                const auto vb = fb.fields.constFind(field);
                if ((va == fa.fields.constEnd()) != (vb == fb.fields.constEnd())
                    || (va != fa.fields.constEnd() && !sameValue(*va, *vb)))
                    return false;
            }
        }
        return true;
    }

    // Whether a number or a condition reads nothing but the fields and roles of the figures it
    // is judged on (no unit's field, type, input or tick): the same for two units whose figures
    // are alike in those, whatever their own fields.
    static bool figuresOnly(const Reference &r)
    {
        return r.source == Reference::Source::FigureField || r.source == Reference::Source::FigureRole;
    }
    static bool figuresOnly(const Value &v)
    {
        const auto all = [](const auto &list) {
            return std::all_of(list.begin(), list.end(), [](const auto &x) { return figuresOnly(x); });
        };
        switch (v.kind) {
        case Value::Kind::Constant:
            return true;
        case Value::Kind::Ref:
            return figuresOnly(v.ref);
        case Value::Kind::Sum:
        case Value::Kind::Product:
        case Value::Kind::Quotient:
        case Value::Kind::Percent:
            return all(v.args);
        case Value::Kind::Choose:
            return all(v.otherwise)
                && std::all_of(v.choices.begin(), v.choices.end(), [](const ValueChoice &c) {
                       return figuresOnly(c.when) && figuresOnly(c.value);
                   });
        case Value::Kind::FigureCount:
            return !v.where || figuresOnly(*v.where);
        case Value::Kind::FigureSum:
            return figuresOnly(v.ref) && (!v.where || figuresOnly(*v.where));
        default:
            return false;
        }
    }
    static bool figuresOnly(const Condition &c)
    {
        switch (c.kind) {
        case Condition::Kind::Compare:
            return c.computed ? figuresOnly(*c.computed) : figuresOnly(c.what);
        case Condition::Kind::All:
        case Condition::Kind::Any:
        case Condition::Kind::Not:
            return std::all_of(c.children.begin(), c.children.end(),
                               [](const Condition &x) { return figuresOnly(x); });
        default:
            return false;
        }
    }

    // What the flag total behind a count read reads of each figure, or null (no such read).
    struct TotalReads {
        QStringList fields;
        bool role = false;
        bool figuresOnly = false; // reads nothing but its figures (figuresOnly below)
    };
    mutable QHash<QString, std::optional<TotalReads>> totalsRead;
    const TotalReads *totalReads(const QString &read) const
    {
        auto it = totalsRead.constFind(read);
        if (it == totalsRead.constEnd()) {
            std::optional<TotalReads> out;
            const QString prefix = Roster::countRead(QString());
            if (runner.m_rs.figures && read.startsWith(prefix))
                for (const FigureTotal &t : runner.m_rs.figures->totals)
                    if (QStringView(read).mid(prefix.size()) == t.field && t.holds && t.holds->computed) {
                        out.emplace();
                        out->role = t.reads.contains(QStringLiteral("role"));
                        out->figuresOnly = figuresOnly(*t.holds->computed)
                            && (!runner.m_rs.figures->standing
                                || figuresOnly(*runner.m_rs.figures->standing));
                        for (const QString &f : t.reads)
                            if (f != QStringLiteral("role"))
                                out->fields.append(f);
                    }
            it = totalsRead.insert(read, out);
        }
        return *it ? &**it : nullptr;
    }

    template<typename T>
    const T *keep(QHash<PackedKey, QList<Known<T>>> &known, const PackedKey &key, const State &s,
                  const QSet<FieldId> &seen, T value)
    {
        const FieldReads::Pause comparing;
        const QList<FieldId> fields = sorted(seen);
        QList<Known<T>> &group = known[key];
        auto k
            = std::find_if(group.begin(), group.end(), [&](const Known<T> &g) { return g.fields == fields; });
        if (k == group.end()) {
            group.append({fields, {}});
            k = group.end() - 1;
        }
        return &*k->byValues.insert(valuesOf(s, fields), std::move(value));
    }

    bool endings(State s, Distribution &dist);
    std::optional<FightEnds> fightEndsOf(const State &s) const;
    // What each test resolved costs in a cascade that changes no figure (quietResolvingWeight),
    // and whether a step's cascade may (changesFigures: a bout's own dice, its follow-ups left).
    qint64 quietResolving = 1;
    QHash<std::pair<const ProcedureStep *, QString>, bool> figuresChangedBySteps;
    bool figuresChangedBy(const ProcedureStep &step, const QString &testId)
    {
        const std::pair<const ProcedureStep *, QString> key{&step, testId};
        auto it = figuresChangedBySteps.constFind(key);
        if (it == figuresChangedBySteps.constEnd())
            it = figuresChangedBySteps.insert(
                key,
                changesFigures(runner.m_rs, testId, step.alone || step.kind == ProcedureStep::Kind::Fights));
        return *it;
    }
    // `s` moved on through the steps that need no dice and the rest of each bout that changes
    // nothing (leadChanges' shortcut), to the next step that rolls: left as it was where it would
    // end, end its fight or stop on an error instead (leadChanges then finds out).
    void pastQuietRest(State &s)
    {
        State t = s;
        while (true) {
            m.fightEnded = false;
            if (!m.advanceFree(t) || m.fightEnded || !t.ending.isEmpty() || !t.top() || m.leadSettled(t))
                return;
            if (t.fightFrame() + 1 >= t.stack.size() || !boutsApart(t) || !m.restOfBoutQuiet(t))
                break;
            m.skipRestOfBout(t);
        }
        s = std::move(t);
    }
    // Whether the fight under way is simultaneous and its bouts are won apart (boutsWonApart).
    QHash<const ProcedureStep *, bool> boutsApartBySteps;
    bool boutsApart(const State &s)
    {
        const std::size_t frame = s.fightFrame();
        if (!s.fight.atStart || frame == s.stack.size())
            return false;
        const ProcedureStep &fights = s.stack.at(frame).first->at(s.stack.at(frame).second);
        auto it = boutsApartBySteps.constFind(&fights);
        if (it == boutsApartBySteps.constEnd())
            it = boutsApartBySteps.insert(&fights, boutsWonApart(runner.m_rs, fights));
        return *it;
    }
    bool leadChanges(State s, LeadChange &out);
    bool leadChangesFrom(const State &s, LeadChange &out);
    bool nextStates(const State &s, const ProcedureStep &step, std::vector<std::pair<State, double>> &next,
                    QHash<PackedKey, std::size_t> &index);
    bool repeatNext(const State &s, std::vector<std::pair<State, double>> &next,
                    QHash<PackedKey, std::size_t> &index, bool *taken,
                    const RepeatExits **deferred = nullptr);
    State carriedExit(const State &s, const RepeatExits &known, std::size_t exit) const;
    const RepeatExits::Diff &exitDiff(const RepeatExits &known, std::size_t a, std::size_t b) const;
    // An exit's unit with its fields carried over onto the state (exitsAlike), by exit and unit.
    using FieldsCarried = QHash<std::pair<std::size_t, QString>, UnitState>;
    bool exitsAlike(const State &s, const RepeatExits &known, std::size_t a, std::size_t b,
                    const QList<FieldId> &reads, FieldsCarried &carried) const;
    bool repeatExits(const State &s, const Machine::RepeatPlace &place, RepeatExits &out, bool *taken);
    bool settled(State &s, Distribution &dist, bool *done);
    bool meleeNext(const State &s, const ProcedureStep &step, std::vector<std::pair<State, double>> &next,
                   QHash<PackedKey, std::size_t> &index);
    bool testNext(const State &s, const ProcedureStep &step, std::vector<std::pair<State, double>> &next,
                  QHash<PackedKey, std::size_t> &index);
    void land(State &&after, double p, std::vector<std::pair<State, double>> &next,
              QHash<PackedKey, std::size_t> &index);
};

void ProcedureRunner::ExactSearch::land(State &&after, double p, std::vector<std::pair<State, double>> &next,
                                        QHash<PackedKey, std::size_t> &index)
{
    const PackedKey k = after.key();
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
        return true;
    }
    const PackedKey key = s.skeleton(lean);
    // Everything read from here on is what this state's endings depend on.
    std::optional<FieldReads> reading(std::in_place, comparisons, logged);
    const ProcedureStep &step = *s.top();
    // The states after this step, each with its chance, in the order they were first reached:
    // the same on every run of the app (a hash's order is not), so the same states are worked
    // out, the same work is counted and the sums are added in the same order.
    std::vector<std::pair<State, double>> next;
    QHash<PackedKey, std::size_t> index;
    if (!nextStates(s, step, next, index))
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

// The fight under way, where the procedure's ending once it is over depends only on who won it
// (whatever the dice and fields after it, Machine::reachableEndings): the states inside it are then
// worked out by the change of lead (leadChanges), whatever their lead.
std::optional<ProcedureRunner::ExactSearch::FightEnds>
ProcedureRunner::ExactSearch::fightEndsOf(const State &s) const
{
    if (!lean || !runner.m_fightsByLeadChange || s.fight.path.isEmpty())
        return std::nullopt;
    const std::size_t frame = s.fightFrame();
    if (frame == s.stack.size())
        return std::nullopt;
    const ProcedureStep &step = s.stack.at(frame).first->at(s.stack.at(frame).second);
    FightEnds out{s.roles.value(step.actor), s.roles.value(step.target), {}};
    // The state once the fight is over, as Machine::nextBout leaves it, for each winner.
    State over;
    over.roles = s.roles;
    over.stack.assign(s.stack.begin(), s.stack.begin() + std::ptrdiff_t(frame) + 1);
    over.pop();
    const QString winners[] = {out.actor, out.target, QString()};
    for (int i = 0; i < 3; ++i) {
        over.roles.remove(u"winner"_qs);
        over.roles.remove(u"loser"_qs);
        if (!winners[i].isEmpty()) {
            over.roles.insert(u"winner"_qs, winners[i]);
            over.roles.insert(u"loser"_qs, i == 0 ? out.target : out.actor);
        }
        const auto left = m.reachableEndings(over);
        if (!left || left->size() != 1)
            return std::nullopt;
        out.ending[i] = *left->begin();
    }
    return out;
}

// A state inside the fight, before the steps that need no dice: its endings and lead changes from
// its own lead.
bool ProcedureRunner::ExactSearch::leadChanges(State s, LeadChange &out)
{
    if (!spendStates(kWorkState))
        return false;
    const int from = s.foughtLead(fight->actor, fight->target);
    m.fightEnded = false;
    if (!m.advanceFree(s)) {
        problem = m.errors.join(text::Punctuation::semicolon());
        return false;
    }
    if (m.fightEnded) {
        out.byChange.emplace(m.endedLead - from, 1.0);
        return true;
    }
    if (!s.ending.isEmpty() || !s.top()) {
        if (s.ending.isEmpty()) {
            problem = tr("the procedure %1 came to no ending").arg(proc.doc.name);
            return false;
        }
        out.ended.insert(s.ending, 1.0);
        return true;
    }
    if (m.leadSettled(s)) { // what is left to roll (the last bout's loser's wounds) changes nothing
        out.byChange.emplace(s.foughtLead(fight->actor, fight->target) - from, 1.0);
        return true;
    }
    if (runner.m_quietBoutsSkipped && s.fightFrame() + 1 < s.stack.size() && boutsApart(s)
        && m.restOfBoutQuiet(s)) {
        // Nor does what is left of this bout change any other bout's winner: on to the next.
        m.skipRestOfBout(s);
        return leadChanges(std::move(s), out);
    }
    LeadChange here;
    if (!leadChangesFrom(s, here))
        return false;
    out.add(here, 1.0, s.foughtLead(fight->actor, fight->target) - from);
    return true;
}

// A state inside the fight at a step that rolls: its endings and lead changes from its own lead,
// worked out once for every state alike but for the fight's tallies.
bool ProcedureRunner::ExactSearch::leadChangesFrom(const State &s, LeadChange &out)
{
    const PackedKey key = s.skeleton(lean);
    if (const LeadChange *known = recall(fightMemo, key, s)) {
        out = *known;
        return true;
    }
    std::optional<FieldReads> reading(std::in_place, comparisons, logged);
    const ProcedureStep &rolling = s.stack.back().first->at(s.stack.back().second);
    std::vector<std::pair<State, double>> next;
    QHash<PackedKey, std::size_t> index;
    // A repeat's exits are carried over onto this state only where they are worked out or
    // compared whole: most are found alike in all an earlier one read from the exits alone.
    const RepeatExits *exits = nullptr;
    if (runner.m_siblingsShared && runner.m_repeatsAsOneStep && rolling.kind == ProcedureStep::Kind::Test) {
        bool taken = false;
        if (!repeatNext(s, next, index, &taken, &exits) || (!taken && !testNext(s, rolling, next, index)))
            return false;
    } else if (!nextStates(s, rolling, next, index)) {
        return false;
    }
    if (rolling.kind == ProcedureStep::Kind::Fights && runner.m_quietBoutsSkipped && boutsApart(s)) {
        // A bout's ends told apart only by what is passed over (its margin, the loser's wounds to
        // come) are one once that is: on to the next bout, they are merged there.
        std::vector<std::pair<State, double>> merged;
        QHash<PackedKey, std::size_t> mergedIndex;
        for (auto &[after, p] : next) {
            pastQuietRest(after);
            land(std::move(after), p, merged, mergedIndex);
        }
        next = std::move(merged);
    }
    const std::size_t count = exits ? exits->exits.size() : next.size();
    std::vector<std::optional<State>> carried(exits ? count : 0);
    FieldsCarried fieldsCarried;
    const auto stateAt = [&](std::size_t i) -> const State & {
        if (!exits)
            return next.at(i).first;
        if (!carried.at(i))
            carried.at(i).emplace(carriedExit(s, *exits, i));
        return *carried.at(i);
    };
    const int lead = s.foughtLead(fight->actor, fight->target);
    // The states after this step worked out so far, each with what its own working out read and
    // came to: a later one alike in all that read comes to the same, and is not worked out nor
    // looked up again (its reads are this state's already).
    struct Sibling {
        const State *state;
        std::size_t at; // its place after the step
        QList<FieldId> reads;
        LeadChange change;
        Values values; // what was read of it so far, each read worked out once
    };
    std::vector<Sibling> siblings;
    for (std::size_t i = 0; i < count; ++i) {
        const double p = exits ? exits->exits.at(i).second : next.at(i).second;
        if (exits && runner.m_siblingsShared) {
            // The exits carry this state's tallies alike: the fight's lead moves by none.
            const auto alike = std::find_if(siblings.begin(), siblings.end(), [&](const Sibling &o) {
                return exitsAlike(s, *exits, o.at, i, o.reads, fieldsCarried);
            });
            if (alike != siblings.end()) {
                out.add(alike->change, p, stateAt(alike->at).foughtLead(fight->actor, fight->target) - lead);
                continue;
            }
        }
        const State &after = stateAt(i);
        const int shift = after.foughtLead(fight->actor, fight->target) - lead;
        if (runner.m_siblingsShared) {
            Values mine;
            const auto alike = std::find_if(siblings.begin(), siblings.end(), [&](Sibling &o) {
                return alikeIn(*o.state, after, o.reads, o.values, mine);
            });
            if (alike != siblings.end()) {
                out.add(alike->change, p, shift);
                continue;
            }
        }
        LeadChange sub;
        std::optional<FieldReads> own;
        if (runner.m_siblingsShared)
            own.emplace(comparisons, logged);
        if (!leadChanges(after, sub))
            return false;
        out.add(sub, p, shift);
        if (own) {
            siblings.push_back(
                {&after, i, QList<FieldId>(own->seen.begin(), own->seen.end()), std::move(sub), {}});
            own.reset();
        }
    }
    keep(fightMemo, key, s, reading->seen, out);
    reading.reset();
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

namespace {

// A table of numbers or ticks carried over: `mine` with what went from `was` to `now`.
template<typename Table>
Table carriedTable(const Table &was, const Table &now, Table mine)
{
    for (auto it = was.begin(); it != was.end(); ++it)
        if (!now.contains(it.key()))
            mine.remove(it.key());
    for (auto it = now.begin(); it != now.end(); ++it)
        if (!was.contains(it.key()) || was.value(it.key()) != it.value())
            mine.insert(it.key(), it.value());
    return mine;
}

QSet<QString> carriedTicks(const QSet<QString> &was, const QSet<QString> &now, QSet<QString> mine)
{
    for (const QString &t : was)
        if (!now.contains(t))
            mine.remove(t);
    for (const QString &t : now)
        mine.insert(t);
    return mine;
}

// A unit with the figure `from` (index) moved to where `to` is and back: what a repeat did to one
// figure in focus, carried over onto another.
UnitState swapped(UnitState u, qsizetype from, qsizetype to)
{
    if (from != to && from >= 0 && to >= 0)
        std::swap(u.figures[from], u.figures[to]);
    return u;
}

} // namespace

// A repeat under way taken as one step (a figure's run of wound dice): where its runs come out,
// worked out once for every state alike in what the rounds read, whichever figure each unit has
// in focus, each carried over to this state as testNext carries a cascade's ends. `taken` false:
// the state is in no repeat, or its runs do more than plain test steps (an ending, a fight's
// bout, a figure out of focus changed): its steps are then taken one by one.
bool ProcedureRunner::ExactSearch::repeatNext(const State &s, std::vector<std::pair<State, double>> &next,
                                              QHash<PackedKey, std::size_t> &index, bool *taken,
                                              const RepeatExits **deferred)
{
    *taken = false;
    const std::optional<Machine::RepeatPlace> place = Machine::repeatUnderWay(s);
    if (!place)
        return true;
    State bare = s;
    bare.fight = {};
    for (auto it = bare.focus.begin(); it != bare.focus.end(); ++it)
        *it = focusMark();
    const PackedKey key = bare.skeleton(lean);
    if (repeatsStepByStep.contains(key))
        return true;
    const RepeatExits *known = recall(repeatMemo, key, s);
    if (!known) {
        RepeatExits worked;
        std::optional<FieldReads> reads(std::in_place, comparisons, logged);
        if (!repeatExits(s, *place, worked, taken))
            return false;
        // Only runs that leave the focus as it was and change no figure but those in focus are
        // carried over onto other figures.
        bool focused = *taken;
        for (const auto &[exit, p] : worked.exits) {
            focused = focused && exit.focus == s.focus && exit.units.size() == s.units.size();
            for (auto it = exit.units.begin(); focused && it != exit.units.end(); ++it) {
                const UnitState was = s.units.value(it.key());
                focused = sameFigures(was, *it);
                for (qsizetype i = 0; focused && i < was.figures.size(); ++i)
                    focused = was.figures.at(i) == it->figures.at(i)
                        || was.figures.at(i).id == s.focus.value(it.key());
            }
        }
        if (!focused) {
            *taken = false;
            repeatsStepByStep.insert(key);
            return true;
        }
        QSet<FieldId> seen;
        for (const FieldId &f : std::as_const(reads->seen)) {
            const QString figure = s.focus.value(f.first);
            seen.insert(!figure.isEmpty() && f.second == FieldReads::figure(figure)
                            ? FieldId{f.first, FieldReads::figure(focusMark())}
                            : f);
        }
        reads.reset(); // the reads as this state has them, for the state before
        worked.base = s;
        known = keep(repeatMemo, key, s, seen, std::move(worked));
    }
    *taken = true;
    // The runs' ends are told apart already (merged where alike) and carried over alike, so they
    // go on without a lookup to merge them.
    Q_UNUSED(index);
    spendStates(qint64(known->exits.size()));
    if (deferred) { // carried over by the caller, each when it needs it (carriedExit)
        *deferred = known;
        return true;
    }
    for (std::size_t i = 0; i < known->exits.size(); ++i)
        next.emplace_back(carriedExit(s, *known, i), known->exits.at(i).second);
    return true;
}

// A repeat's exit carried over onto the state `s`, as repeatNext has it: what the runs changed
// from the base, set on `s` (the figure in focus there moved to where this state's is).
ProcedureRunner::State ProcedureRunner::ExactSearch::carriedExit(const State &s, const RepeatExits &known,
                                                                 std::size_t i) const
{
    const State &base = known.base;
    const State &exit = known.exits.at(i).first;
    State after = exit;
    after.fight = s.fight;
    after.focus = s.focus;
    after.values = carriedTable(base.values, exit.values, s.values);
    after.valueDepth = carriedTable(base.valueDepth, exit.valueDepth, s.valueDepth);
    after.ticked = carriedTicks(base.ticked, exit.ticked, s.ticked);
    after.tickDepth = carriedTable(base.tickDepth, exit.tickDepth, s.tickDepth);
    after.units = s.units;
    for (auto it = exit.units.begin(); it != exit.units.end(); ++it) {
        const UnitState &mine = s.units.value(it.key());
        const UnitState &was = base.units.value(it.key());
        // The figure in focus there, moved to where this state's is.
        const qsizetype from = figureIndex(was, base.focus.value(it.key()));
        const qsizetype to = figureIndex(mine, s.focus.value(it.key()));
        UnitState carried = carriedOver(runner.m_rs, swapped(was, from, to), swapped(*it, from, to), mine);
        if (from != to && from >= 0 && to >= 0)
            carried.figures[to].id = mine.figures.at(to).id;
        after.units.emplace(it.key(), std::move(carried));
    }
    return after;
}

// Where two exits of a repeat differ: carried over onto any one state (carriedExit), they differ
// there in no other table, field or figure (a field or figure either exit changed is set as it
// left it, a total moved by as much; one neither changed is the state's own).
const ProcedureRunner::ExactSearch::RepeatExits::Diff &
ProcedureRunner::ExactSearch::exitDiff(const RepeatExits &known, std::size_t a, std::size_t b) const
{
    const auto found = known.diffs.find({a, b});
    if (found != known.diffs.end())
        return found->second;
    RepeatExits::Diff &d = known.diffs[{a, b}];
    const State &x = known.exits.at(a).first;
    const State &y = known.exits.at(b).first;
    if (!x.alikeButForUnits(y)) // the focus and the fight's are the state's (carriedExit)
        return d;
    for (auto it = x.units.begin(); it != x.units.end(); ++it) {
        const auto other = y.units.constFind(it.key());
        if (other == y.units.constEnd() || it->removed != other->removed || !sameFigures(*it, *other))
            return d;
        RepeatExits::Diff::Unit u{it.key(), {}, {}, true};
        forEachFieldDiffering(it->fields, other->fields, [&](const QString &key) { u.fields.append(key); });
        const UnitState was = known.base.units.value(it.key());
        for (qsizetype i = 0; i < it->figures.size(); ++i) {
            if (sameFigure(it->figures.at(i), other->figures.at(i)))
                continue;
            u.figures.append(i);
            // carriedOver sets a figure only where it changed: else the state's own is kept
            u.bothMoved = u.bothMoved && i < was.figures.size() && !(it->figures.at(i) == was.figures.at(i))
                && !(other->figures.at(i) == was.figures.at(i));
        }
        if (!u.fields.isEmpty() || !u.figures.isEmpty())
            d.units.append(u);
    }
    d.comparable = true;
    return d;
}

// Whether exits `a` and `b` of a repeat, carried over onto `s`, are alike in `reads` (as alikeIn
// has it), told from the exits alone: a read of a unit neither differs in, a field or a figure
// they do not differ in, a count behind a flag total alike in their differing figures. False
// where that cannot tell (they are then carried over and compared).
bool ProcedureRunner::ExactSearch::exitsAlike(const State &s, const RepeatExits &known, std::size_t a,
                                              std::size_t b, const QList<FieldId> &reads,
                                              FieldsCarried &carried) const
{
    const RepeatExits::Diff &d = exitDiff(known, a, b);
    if (!d.comparable)
        return false;
    static const QString inFocus = FieldReads::figure(focusMark());
    const State &x = known.exits.at(a).first;
    const State &y = known.exits.at(b).first;
    for (const FieldId &read : reads) {
        const RepeatExits::Diff::Unit *u = nullptr;
        for (const RepeatExits::Diff::Unit &o : d.units)
            if (o.id == read.first)
                u = &o;
        if (!u) {
            // The fight's tallies and the numbers are the state's, or carried alike from alike
            // exits, and so are the units a simultaneous fight began with; a unit neither exit
            // differs in is alike (or absent) in both.
            if (read.first.startsWith(u'#') && read.first != FieldReads::inputs()
                && read.first != FieldReads::fight()
                && !read.first.startsWith(FieldReads::atFightStartPrefix()))
                return false;
            continue;
        }
        const QString &field = read.second;
        if (!field.startsWith(u'#')) {
            if (std::find(u->fields.begin(), u->fields.end(), field) != u->fields.end())
                return false;
            continue;
        }
        if (field.startsWith(FieldReads::figurePrefix()) && field != inFocus) {
            // The figure's index on this state, and on the exits (the one in focus moved)
            const UnitState mine = s.units.value(u->id);
            qsizetype i = figureIndex(mine, field.mid(FieldReads::figurePrefix().size()));
            if (i < 0)
                return false;
            const qsizetype from = figureIndex(known.base.units.value(u->id), known.base.focus.value(u->id));
            const qsizetype to = figureIndex(mine, s.focus.value(u->id));
            if (from >= 0 && to >= 0)
                i = i == to ? from : i == from ? to : i;
            if (std::find(u->figures.begin(), u->figures.end(), i) != u->figures.end())
                return false;
            continue;
        }
        if (u->bothMoved
            && countAlike(x.units.value(u->id), y.units.value(u->id), u->figures, u->fields.isEmpty(), field))
            continue;
        // A threshold on a field or the removal check: the fields it reads, where neither exit
        // differs in them, else its answer on each exit's fields carried over.
        const bool comparison = field.startsWith(FieldReads::comparisonPrefix());
        if (comparison || field == FieldReads::spent()) {
            const auto differs = [&](const QString &f) {
                return std::find(u->fields.begin(), u->fields.end(), f) != u->fields.end();
            };
            const bool readDiffers = comparison
                ? differs(field.mid(FieldReads::comparisonPrefix().size()).section(u'\x1d', 1, 1))
                : differs(runner.m_rs.removalField)
                    || (!runner.m_rs.removalAtLeastField.isEmpty()
                        && differs(runner.m_rs.removalAtLeastField));
            if (!readDiffers)
                continue;
            const auto fieldsOf = [&](std::size_t i, const State &exit) -> const UnitState & {
                auto it = carried.find({i, u->id});
                if (it == carried.end())
                    it = carried.insert({i, u->id},
                                        carriedFields(runner.m_rs, known.base.units.value(u->id),
                                                      exit.units.value(u->id), s.units.value(u->id)));
                return *it;
            };
            const UnitState &ux = fieldsOf(a, x);
            const UnitState &uy = fieldsOf(b, y);
            const FieldReads::Pause quiet;
            if (comparison ? Evaluator::comparisonHolds(runner.m_rs, ux, field)
                        == Evaluator::comparisonHolds(runner.m_rs, uy, field)
                           : Resolver::spent(runner.m_rs, ux) == Resolver::spent(runner.m_rs, uy))
                continue;
        }
        return false;
    }
    return true;
}

// Every way through the rest of the repeat at `place` from `s`, round by round: the states still
// in it after each test step, merged, until every run has left it.
bool ProcedureRunner::ExactSearch::repeatExits(const State &s, const Machine::RepeatPlace &place,
                                               RepeatExits &out, bool *taken)
{
    *taken = false;
    PackedKey fightKey;
    s.fight.key(fightKey);
    QHash<PackedKey, std::size_t> exitIndex;
    std::vector<std::pair<State, double>> within{{s, 1.0}};
    while (!within.empty()) {
        std::vector<std::pair<State, double>> after;
        QHash<PackedKey, std::size_t> afterIndex;
        for (auto &[st, p] : within) {
            const ProcedureStep *step = st.top();
            if (!step || step->kind != ProcedureStep::Kind::Test)
                return true; // not plain test steps: taken one by one
            std::vector<std::pair<State, double>> stepped;
            QHash<PackedKey, std::size_t> steppedIndex;
            if (!testNext(st, *step, stepped, steppedIndex))
                return false;
            for (auto &[n, q] : stepped) {
                m.stopOnLeaving = place;
                m.fightEnded = false;
                const bool advanced = m.advanceFree(n);
                m.stopOnLeaving.reset();
                if (!advanced) {
                    problem = m.errors.join(text::Punctuation::semicolon());
                    return false;
                }
                PackedKey fightNow;
                n.fight.key(fightNow);
                if (!n.ending.isEmpty() || m.fightEnded || !(fightNow == fightKey))
                    return true;
                const bool left = place.leftBy(n);
                land(std::move(n), p * q, left ? out.exits : after, left ? exitIndex : afterIndex);
                if (work.over)
                    return false;
            }
        }
        within = std::move(after);
    }
    *taken = true;
    return true;
}

// A melee step: each side's cascade (kept by its situation), every pair of their ends.
bool ProcedureRunner::ExactSearch::meleeNext(const State &s, const ProcedureStep &step,
                                             std::vector<std::pair<State, double>> &next,
                                             QHash<PackedKey, std::size_t> &index)
{
    QList<std::pair<Resolution, double>> sides[2];
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
        std::optional<FieldReads> cascadeReads(std::in_place, comparisons, logged);
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
            &problem, &work, false, false, runner.m_mergeCascadeWays);
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
        std::optional<FieldReads> cascadeReads(std::in_place, comparisons, logged);
        // A cascade that changes no figure (a bout's own dice) costs what a state does per test.
        const qint64 resolving = work.resolving;
        if (!figuresChangedBy(step, testId))
            work.resolving = quietResolving;
        const bool ok
            = cascadeLeaves([&](const FaceSupplier &f) { return m.resolveAny(s, step, f); }, {}, 1.0,
                            [&](const Resolution &r, double p) {
                                c.leaves.append({r, p});
                            },
                            &problem, &work, !step.store.isEmpty(), facesKept, runner.m_mergeCascadeWays);
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
        for (auto it = units.begin(); it != units.end(); ++it)
            if (known->base.contains(it.key()) && onto.contains(it.key()))
                *it = carriedOver(runner.m_rs, known->base.value(it.key()), *it, onto.value(it.key()));
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
