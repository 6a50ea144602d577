#include "exactsearch.h"

#include "text/punctuation.h"

#include <QScopedValueRollback>

// The exact odds' fights, where the procedure's ending once a fight is over hangs only on who
// won it (worked out by the change of lead), and a repeat's runs taken as one step (a bout's
// loser's wound dice).

namespace adjutant::rules {

// The fight under way, where the procedure's ending once it is over depends only on who won it
// (whatever the dice and fields after it, Machine::reachableEndings): the states inside it are then
// worked out by the change of lead (leadChanges), whatever their lead.
std::optional<ProcedureRunner::ExactSearch::FightEnds>
ProcedureRunner::ExactSearch::fightEndsOf(const State &s) const
{
    if (!lean || !runner.m_fightsByLeadChange || s.fight.path.isEmpty())
        return std::nullopt;
    const ProcedureStep *fights = s.fightStep();
    if (!fights)
        return std::nullopt;
    const ProcedureStep &step = *fights;
    const std::size_t frame = s.fightFrame();
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
        if (m.endedByStanding)
            out.byStanding[*m.endedByStanding].emplace(m.endedLead - from, 1.0);
        else
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
    if (restPassedOver(s)) {
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
    std::optional<FieldReads> reading(std::in_place, comparisons, logged, figureReads);
    bool byGroups = false;
    if (!leadChangesByGroups(s, out, &byGroups))
        return false;
    if (byGroups) {
        keep(fightMemo, key, s, reading->seen, out);
        return true;
    }
    const ProcedureStep &rolling = s.stack.back().first->at(s.stack.back().second);
    std::vector<std::pair<State, double>> next;
    QHash<PackedKey, std::size_t> index;
    // A repeat's exits are carried over onto this state only where they are worked out or
    // compared whole: most are found alike in all an earlier one read from the exits alone.
    const RepeatExits *exits = nullptr;
    // A bout's ends, merged below once what is passed over of them is: handed on as they come.
    const bool mergedBelow
        = rolling.kind == ProcedureStep::Kind::Fights && runner.m_quietBoutsSkipped && boutsApart(s);
    const auto step = [&] { return nextStates(s, rolling, next, index); };
    if (runner.m_siblingsShared && runner.m_repeatsAsOneStep && rolling.kind == ProcedureStep::Kind::Test) {
        bool taken = false;
        if (!repeatNext(s, next, index, &taken, &exits) || (!taken && !testNext(s, rolling, next, index)))
            return false;
    } else if (!(mergedBelow ? unkeyed(step) : step())) {
        return false;
    }
    if (mergedBelow) {
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
            own.emplace(comparisons, logged, figureReads);
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

// A simultaneous fight whose bouts are won apart (boutsApart), waiting on a bout's dice with no
// bout's branches under way: its bouts left fall into groups (a lone figure and the figures he
// faces), and each bout's winner hangs only on the units as the fight began, its own figures, its
// group's lone die and its own dice. So the change of lead from here to the fight's end is the
// sum of each group's change, independent of the others': each is worked out on a state with
// that group's bouts alone, once for every group alike in its figures as the fight began, and the
// changes are added up. Where the last side standing wins, the fight's branches striking only
// their bout's figures (restsStrikeOnlyTheirBout), each group is worked out with whether it
// leaves each side a man (State::Fight::among), and a side is left with none where every group
// leaves it none and it has none standing outside the bouts left. `taken` false: the fight is not
// such a one, or has one group left; `out` is then untouched.
bool ProcedureRunner::ExactSearch::leadChangesByGroups(const State &s, LeadChange &out, bool *taken)
{
    *taken = false;
    if (!runner.m_fightsByGroups || !boutsApart(s) || s.fightFrame() + 1 != s.stack.size()
        || !s.fight.tallied)
        return true;
    const ProcedureStep &fights = *s.fightStep();
    // Where the last side standing wins, a side is left with no man only if every group leaves
    // it none and it has none standing outside the bouts left: each group's change of lead is
    // then worked out with whether it leaves each side a man, its bouts striking none but their
    // own figures (restsStrikeOnlyTheirBout).
    const bool lastStanding = m.lastStandingApplies(s, fights);
    if (lastStanding && !m.strikesOnlyTheirBouts(fights))
        return true;
    // The bouts left, group by group (Roster::pairs deals a group's bouts one after another).
    const QList<Roster::Bout> &bouts = s.fight.bouts;
    QVarLengthArray<std::pair<qsizetype, qsizetype>, 16> groups; // first bout, past the last
    for (qsizetype i = s.fight.next; i < bouts.size(); ++i) {
        if (groups.isEmpty() || bouts.at(i).group != bouts.at(groups.back().first).group)
            groups.append({i, i + 1});
        else
            groups.back().second = i + 1;
    }
    if (groups.size() < 2)
        return true;
    const QString a = s.roles.value(fights.actor);
    const QString b = s.roles.value(fights.target);
    const UnitState actorAtStart = s.fight.atStart->value(a);
    const UnitState targetAtStart = s.fight.atStart->value(b);
    // Whether each side has a man standing outside the bouts left (who fights no more).
    const bool actorOutside = lastStanding && m.noteFightersLeft(s, a);
    const bool targetOutside = lastStanding && m.noteFightersLeft(s, b);
    // A group as its figures began the fight (roles and fields, not ids), its shape and its lone
    // figure's die if already rolled: groups alike in it change the lead alike.
    const auto groupKey = [&](qsizetype first, qsizetype last) {
        PackedKey k;
        const auto figure = [&k](const UnitState &u, const QString &id) {
            if (const Figure *f = Roster::find(u, id))
                k.mark('[').text(f->role).fields(f->fields).mark(']');
            else
                k.mark('-');
        };
        for (qsizetype i = first; i < last; ++i) {
            const Roster::Bout &bout = bouts.at(i);
            figure(actorAtStart, bout.actorFigure);
            figure(targetAtStart, bout.targetFigure);
            k.number(bout.against).mark(bout.actorLone ? 'a' : 't');
            if (lastStanding) { // whether they stand now, too
                figure(s.units.value(a), bout.actorFigure);
                figure(s.units.value(b), bout.targetFigure);
            }
        }
        if (const auto face = s.fight.loneFace.constFind(bouts.at(first).group);
            face != s.fight.loneFace.constEnd())
            k.mark('/').number(*face);
        return k;
    };
    struct Worked {
        qsizetype first;
        qsizetype last;
        QSet<FieldId> reads;
        LeadChange change;
    };
    QHash<PackedKey, Worked> worked;
    // The change of lead so far, by whether each side is left with no man so far (the actor's,
    // the target's): with no last side standing, both always have one.
    std::map<std::pair<bool, bool>, std::map<int, double>> total;
    total[{lastStanding && !actorOutside, lastStanding && !targetOutside}][0] = 1.0;
    for (const auto &[first, last] : groups) {
        const PackedKey gk = groupKey(first, last);
        LeadChange part;
        if (lastStanding) // what the group leaves standing hangs on its men as they are now
            for (qsizetype i = first; i < last; ++i) {
                FieldReads::note(a, FieldReads::figure(bouts.at(i).actorFigure));
                FieldReads::note(b, FieldReads::figure(bouts.at(i).targetFigure));
            }
        if (const auto known = worked.constFind(gk); known != worked.constEnd()) {
            // An alike group worked out already: what it read of its figures, read of this
            // group's (the same places in the group), the rest as it was.
            QHash<std::pair<QString, QString>, QString> renamed; // (unit, figure) -> figure
            for (qsizetype i = 0; i < last - first; ++i) {
                renamed.insert({a, bouts.at(known->first + i).actorFigure}, bouts.at(first + i).actorFigure);
                renamed.insert({b, bouts.at(known->first + i).targetFigure},
                               bouts.at(first + i).targetFigure);
            }
            noteRenamed(known->reads, renamed);
            part = known->change;
        } else {
            State alone = s;
            alone.fight.bouts = bouts.mid(first, last - first);
            alone.fight.next = 0;
            const int group = bouts.at(first).group;
            for (auto it = alone.fight.loneFace.begin(); it != alone.fight.loneFace.end();)
                it = it.key() == group ? std::next(it) : alone.fight.loneFace.erase(it);
            alone.focus.insert(a, bouts.at(first).actorFigure);
            alone.focus.insert(b, bouts.at(first).targetFigure);
            if (lastStanding) {
                QStringList &mine = alone.fight.among[a];
                QStringList &theirs = alone.fight.among[b];
                for (qsizetype i = first; i < last; ++i) {
                    if (!mine.contains(bouts.at(i).actorFigure))
                        mine.append(bouts.at(i).actorFigure);
                    if (!theirs.contains(bouts.at(i).targetFigure))
                        theirs.append(bouts.at(i).targetFigure);
                }
            }
            std::optional<FieldReads> groupReads(std::in_place, comparisons, logged, figureReads);
            if (!leadChangesFrom(alone, part))
                return false;
            worked.insert(gk, {first, last, groupReads->seen, part});
            groupReads.reset();
        }
        // A group that can end the procedure is not one whose change of lead is all that
        // counts: the fight is worked out bout by bout.
        if (!part.ended.isEmpty())
            return true;
        // The group's changes by what it leaves each side: both a man (byChange), or none to the
        // target's side (won by the actor's, byStanding[0]), to the actor's, or to neither.
        const std::pair<bool, bool> leaves[] = {{false, false}, {false, true}, {true, false}, {true, true}};
        const std::map<int, double> *byWhatLeft[]
            = {&part.byChange, &part.byStanding[0], &part.byStanding[1], &part.byStanding[2]};
        std::map<std::pair<bool, bool>, std::map<int, double>> sum;
        for (const auto &[noneLeft, changes] : total)
            for (int w = 0; w < 4; ++w)
                for (const auto &[change, p] : changes)
                    for (const auto &[by, q] : *byWhatLeft[w]) {
                        const std::pair<bool, bool> after{noneLeft.first && leaves[w].first,
                                                          noneLeft.second && leaves[w].second};
                        sum[after][change + by] += p * q;
                    }
        total = std::move(sum);
    }
    out = LeadChange();
    for (auto &[noneLeft, changes] : total) {
        const auto &[actorNone, targetNone] = noneLeft;
        std::map<int, double> &into = !actorNone && !targetNone ? out.byChange
            : !actorNone                                        ? out.byStanding[0]
            : !targetNone                                       ? out.byStanding[1]
                                                                : out.byStanding[2];
        for (const auto &[change, p] : changes)
            into[change] += p;
    }
    *taken = true;
    return true;
}

void ProcedureRunner::ExactSearch::noteRenamed(const QSet<FieldId> &reads,
                                               const QHash<std::pair<QString, QString>, QString> &renamed)
{
    FieldReads *log = FieldReads::current();
    if (!log)
        return;
    for (const FieldId &read : reads) {
        FieldId mine = read;
        const QString unit = read.first.startsWith(FieldReads::atFightStartPrefix())
            ? read.first.mid(FieldReads::atFightStartPrefix().size())
            : read.first;
        if (const auto figure = FieldReads::figureRead(read.second)) {
            if (const auto to = renamed.constFind({unit, figure->figure.toString()});
                to != renamed.constEnd())
                mine.second = FieldReads::onFigure(*figure, *to);
        }
        log->seen.insert(mine);
    }
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

// Whether two changes of the figure `was` (to `x`, to `y`) changed the same of him (his role and
// each field either both changed or neither did): carried over onto any figure (carriedFigure),
// they then differ where `x` and `y` do and nowhere else.
bool changedAlike(const Figure &was, const Figure &x, const Figure &y)
{
    if ((x.role != was.role) != (y.role != was.role) || (x.name != was.name) != (y.name != was.name))
        return false;
    const auto changed = [&](const Figure &f, const QString &key) {
        const auto a = was.fields.constFind(key);
        const auto b = f.fields.constFind(key);
        if ((a == was.fields.constEnd()) != (b == f.fields.constEnd()))
            return true;
        return a != was.fields.constEnd() && !sameValue(*a, *b);
    };
    bool alike = true;
    const auto check = [&](const QString &key) { alike = alike && changed(x, key) == changed(y, key); };
    for (const QVariantHash *fields : {&was.fields, &x.fields, &y.fields})
        for (auto it = fields->begin(); it != fields->end(); ++it)
            check(it.key());
    return alike;
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
        std::optional<FieldReads> reads(std::in_place, comparisons, logged, figureReads);
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
            const QString inFocus = s.focus.value(f.first);
            const auto figure = FieldReads::figureRead(f.second);
            seen.insert(!inFocus.isEmpty() && figure && figure->figure == inFocus
                            ? FieldId{f.first, FieldReads::onFigure(*figure, focusMark())}
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
        const auto wasAt = base.units.constFind(it.key());
        const auto mineAt = s.units.constFind(it.key());
        if (wasAt == base.units.constEnd() || mineAt == s.units.constEnd()) {
            after.units.insert(it.key(), *it);
            continue;
        }
        const UnitState &was = *wasAt;
        const UnitState &mine = *mineAt;
        if (untouched(was, *it)) // the state's own, kept as it is
            continue;
        // The figure in focus there, moved to where this state's is.
        const qsizetype from = figureIndex(was, base.focus.value(it.key()));
        const qsizetype to = figureIndex(mine, s.focus.value(it.key()));
        UnitState carried = from == to
            ? carriedOver(runner.m_rs, was, *it, mine)
            : carriedOver(runner.m_rs, swapped(was, from, to), swapped(*it, from, to), mine);
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
            // carriedOver sets a figure's field only where it changed: else the state's own is kept
            u.bothMoved = u.bothMoved && i < was.figures.size()
                && changedAlike(was.figures.at(i), it->figures.at(i), other->figures.at(i));
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
        if (const auto figure = FieldReads::figureRead(field); figure && figure->figure != focusMark()) {
            // The figure's index on this state, and on the exits (the one in focus moved)
            const UnitState mine = s.units.value(u->id);
            qsizetype i = figureIndex(mine, figure->figure.toString());
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
    // The runs' states are landed where they leave the repeat, not moved on past it.
    const QScopedValueRollback notMovingOn(movingOn, false);
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
            // Each merged below once moved on to the next round or out of the repeat.
            if (!unkeyed([&, &from = st] { return testNext(from, *step, stepped, steppedIndex); }))
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

} // namespace adjutant::rules
