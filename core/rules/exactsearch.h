#pragma once

// The exact odds' search, private to procedureodds.cpp (the states, cascades and what they read)
// and procedureoddsfight.cpp (the fights worked out by the change of lead, and a repeat's runs
// taken as one step).

#include "boutsapart.h"
#include "cascadeleaves.h"
#include "procedure.h"
#include "proceduremachine.h"
#include "unitchanges.h"

#include "fieldreads.h"
#include "keptcounts.h"

#include "text/punctuation.h"

#include <map>

namespace adjutant::rules {

using namespace oddswork;

namespace oddswork {

// What a state reached costs (kWorkState each) for units made of figures: as much again for each
// kFiguresPerStateWork figures. Measured with bench_procedure (processor time of the exact odds,
// over their work), a state of squads of two, of ten and of thirty a side costs about the same
// as one of KGCWO's units without figures (2.4 to 3.5 microseconds per unit of work, weighed so):
// copying a state shares its units, and its reads, not its figures, are compared.
constexpr qint64 kFiguresPerStateWork = 64;
inline qint64 stateWorkWeight(const QHash<QString, UnitState> &units)
{
    return 1 + figureCount(units) / kFiguresPerStateWork;
}

inline qsizetype figureIndex(const UnitState &u, const QString &id)
{
    for (qsizetype i = 0; i < u.figures.size(); ++i)
        if (u.figures.at(i).id == id)
            return i;
    return -1;
}

} // namespace oddswork

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
// read, and carried over to another state by what they changed (carriedOver, unitchanges.h).
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
    // before the fight is over, by how much the lead changes from there to the fight's end, and
    // the fights the last side standing decides whatever the lead (won by the actor's side, the
    // target's, neither: Machine::endedByStanding), each by its change of lead too (a group of
    // bouts left without a man on one side is not the fight: leadChangesByGroups).
    struct LeadChange {
        Distribution ended;
        std::map<int, double> byChange;
        std::map<int, double> byStanding[3];
        void add(const LeadChange &other, double p, int shift)
        {
            for (auto e = other.ended.begin(); e != other.ended.end(); ++e)
                ended[e.key()] += e.value() * p;
            for (const auto &[change, q] : other.byChange)
                byChange[change + shift] += q * p;
            for (int i = 0; i < 3; ++i)
                for (const auto &[change, q] : other.byStanding[i])
                    byStanding[i][change + shift] += q * p;
        }
        double standing(int i) const
        {
            double sum = 0;
            for (const auto &[change, q] : byStanding[i])
                sum += q;
            return sum;
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
    // What the search's logs keep of a read of a figure's field: that field, or the whole figure
    // (setFigureFieldsRead).
    const FieldReads::Figures figureReads;
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
          figureReads(r.m_figureFieldsRead ? FieldReads::Figures::ByField : FieldReads::Figures::Whole),
          counts(r.m_rs),
          lean(r.m_keyNumbersByReads),
          inputsKept(kept(p)),
          logged(lean ? &inputsKept : nullptr)
    {
        m.pauseAfterFights = true;
        work.abandoned = r.m_budget.abandoned;
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
        } else if (const auto ofFigure = FieldReads::figureRead(field)) {
            // A repeat's read of the unit's figure in focus (repeatNext): whichever he is, by his
            // role and fields.
            const bool inFocus = ofFigure->figure == focusMark();
            const QString focused = inFocus ? s.focus.value(id) : QString();
            const QStringView figure = inFocus ? QStringView(focused) : ofFigure->figure;
            const auto found = std::find_if(u->figures.begin(), u->figures.end(),
                                            [&](const Figure &x) { return x.id == figure; });
            const Figure *f = found == u->figures.end() ? nullptr : &*found;
            if (!f) {
                k.mark('-');
            } else if (!ofFigure->field.isEmpty()) { // one field of him: its value, or his role
                if (ofFigure->field == FieldReads::roleField()) {
                    k.mark('r').text(f->role);
                } else {
                    // Looked up without a copy of the field's id (a figure holds a few fields).
                    const auto set
                        = std::find_if(f->fields.keyValueBegin(), f->fields.keyValueEnd(),
                                       [&](const auto &kv) { return kv.first == ofFigure->field; });
                    const QVariant v = set != f->fields.keyValueEnd()
                        ? (*set).second
                        : plain.figureValue(*f, ofFigure->field.toString());
                    k.number(v.typeId()).value(v);
                }
            } else if (inFocus) {
                k.mark('[').text(f->role).fields(f->fields).mark(']');
            } else {
                State::figureKey(k, *f);
            }
        } else if (field.startsWith(FieldReads::comparisonPrefix())) {
            k.mark(Evaluator::comparisonHolds(runner.m_rs, *u, field) ? '+' : '-');
        } else if (field == FieldReads::spent()) {
            k.mark(Resolver::spent(runner.m_rs, *u) ? '+' : '-');
        } else if (field == FieldReads::fightersLeft()) {
            QStringList coming;
            if (m.fightersLeft(s, id, &coming))
                k.mark('+');
            else
                for (const QString &figure : std::as_const(coming))
                    k.mark('-').text(figure);
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
        const auto figure = FieldReads::figureRead(read.second);
        if (!figure || figure->figure != focusMark())
            return read;
        return {read.first, FieldReads::onFigure(*figure, s.focus.value(read.first))};
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
                if (const auto figure = FieldReads::figureRead(field);
                    d.alike && figure && figure->figure != focusMark()) {
                    const qsizetype i = figureIndex(*ua, figure->figure.toString());
                    if (std::find(d.figures.begin(), d.figures.end(), i) == d.figures.end())
                        continue;
                    if (figure->field.isEmpty()
                        || !sameFigureField(ua->figures.at(i), ub.figures.at(i), figure->field))
                        return false;
                    continue;
                }
                if (d.alike && countAlike(*ua, ub, d.figures, d.fields.isEmpty(), field))
                    continue;
            }
            if (!(valueIn(a, read, known) == valueIn(b, read, mine)))
                return false;
        }
        return true;
    }

    // Whether two figures are alike in one field (its value or its default), or in their roles.
    bool sameFigureField(const Figure &a, const Figure &b, QStringView field) const
    {
        if (field == FieldReads::roleField())
            return a.role == b.role;
        const QString id = field.toString();
        return sameValue(plain.figureValue(a, id), plain.figureValue(b, id));
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
            if (!restPassedOver(t))
                break;
            m.skipRestOfBout(t);
        }
        s = std::move(t);
    }
    // Whether `s` stands in a bout's branches whose rest the search passes over: the fight's bouts
    // are won apart and that rest is quiet (it can change no bout's winner).
    bool restPassedOver(const State &s)
    {
        return runner.m_quietBoutsSkipped && s.fightFrame() + 1 < s.stack.size() && boutsApart(s)
            && m.restOfBoutQuiet(s);
    }
    // Whether the fight under way is simultaneous and its bouts are won apart (boutsWonApart).
    QHash<const ProcedureStep *, bool> boutsApartBySteps;
    bool boutsApart(const State &s)
    {
        const ProcedureStep *fights = s.fightStep();
        if (!s.fight.atStart || !fights)
            return false;
        auto it = boutsApartBySteps.constFind(fights);
        if (it == boutsApartBySteps.constEnd())
            it = boutsApartBySteps.insert(fights, boutsWonApart(runner.m_rs, *fights));
        return *it;
    }
    bool leadChanges(State s, LeadChange &out);
    bool leadChangesByGroups(const State &s, LeadChange &out, bool *taken);
    // Logs `reads` as read, each read of a figure named in `renamed` (unit, figure) as a read of
    // the figure it names instead (whether of the unit as it is or as the fight began).
    static void noteRenamed(const QSet<FieldId> &reads,
                            const QHash<std::pair<QString, QString>, QString> &renamed);
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
    oddswork::CascadeSearch cascadeSearch(const ProcedureStep &step, bool facesKept) const;
    oddswork::CascadeSearch searchWith(const Resolver &resolver) const;
    void land(State &&after, double p, std::vector<std::pair<State, double>> &next,
              QHash<PackedKey, std::size_t> &index);
    // On while the states after a step outside any fight are landed (endings): each is first moved
    // on through the steps that need no dice, up to the next that may roll (its condition not yet
    // judged: Machine::pauseBeforeRolls) or an ending, so that states told apart only by what
    // those steps read and then set again merge (the reach of a charge's move, once compared with
    // the distance); one that has ended is landed by its ending alone. What those steps read, the
    // state before them reads (it is being worked out meanwhile).
    bool movingOn = false;
    bool movingOnFailed = false; // advanceFree stopped on an error there (`problem` says which)
    void moveOn(State &s)
    {
        m.pauseBeforeRolls = true;
        const bool ok = m.advanceFree(s);
        m.pauseBeforeRolls = false;
        if (!ok && !movingOnFailed) {
            movingOnFailed = true;
            problem = m.errors.join(text::Punctuation::semicolon());
        }
    }
    // Off while a step's states are merged by the caller once it has moved them on (a bout's ends
    // past what is passed over of them, a repeat's round): land then hands each on unkeyed.
    bool landKeyed = true;
    // `step()` with the states it lands handed on unkeyed.
    template<typename Step>
    bool unkeyed(Step &&step)
    {
        landKeyed = false;
        const bool ok = step();
        landKeyed = true;
        return ok;
    }
};

} // namespace adjutant::rules
