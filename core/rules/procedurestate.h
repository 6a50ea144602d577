#pragma once

#include "figures.h"
#include "packedkey.h"
#include "procedure.h"

#include <QVarLengthArray>

#include <algorithm>
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
        // A simultaneous fight (ProcedureStep::simultaneous): its two units as they stood when it
        // began, which every bout is fought on, and their key (worked out once).
        std::shared_ptr<const QHash<QString, UnitState>> atStart;
        PackedKey atStartKey;
        // For the odds, a group of bouts worked out alone (ExactSearch::leadChangesByGroups): the
        // figures, by unit id, that count for whether a side has a man left standing (none
        // named: every figure).
        QHash<QString, QStringList> among;
        // `whole` false: all but the bouts won and drawn and the units as the fight began, which
        // the odds key by what was read of them (FieldReads::fight(), atFightStartPrefix()).
        void key(PackedKey &k, bool whole = true) const
        {
            k.text(path).number(next).mark(tallied ? 't' : 'u');
            if (!among.isEmpty()) {
                const std::map<QString, QStringList> sorted(among.keyValueBegin(), among.keyValueEnd());
                for (const auto &[unit, figures] : sorted) {
                    k.mark('&').text(unit);
                    for (const QString &figure : figures)
                        k.text(figure);
                }
            }
            if (whole && atStart)
                k.mark('*').key(atStartKey);
            if (whole)
                k.number(actorWins).number(targetWins).number(drawn);
            // A lone figure's die matters while his group has bouts to fight.
            std::map<int, int> faces;
            for (qsizetype i = next; i < bouts.size(); ++i)
                if (const auto it = loneFace.constFind(bouts.at(i).group); it != loneFace.constEnd())
                    faces.emplace(it.key(), it.value());
            for (const auto &[g, f] : faces)
                k.mark('/').number(g).number(f);
            // The bouts still to fight: two states alike in the figures read from here on may
            // have paired their figures differently (one already down when the step began).
            for (qsizetype i = next; i < bouts.size(); ++i) {
                const Roster::Bout &b = bouts.at(i);
                k.mark('(').text(b.actorFigure).text(b.targetFigure).number(b.group).number(b.against);
                k.mark(b.actorLone ? 'a' : 't');
            }
        }
    } fight;

    // Who wins the fight under way (its actor `a`, its target `b`) once its last bout is counted,
    // as Machine::nextBout will find: the side with more bouts won, the bout just fought counted
    // for its winner; empty on a tie.
    QString foughtOut(const QString &a, const QString &b) const
    {
        const int lead = foughtLead(a, b);
        return lead == 0 ? QString() : lead > 0 ? a : b;
    }
    // The bouts the actor's side has won more than the target's, the bout just fought counted.
    int foughtLead(const QString &a, const QString &b) const
    {
        int actorWins = fight.actorWins;
        int targetWins = fight.targetWins;
        if (!fight.tallied) {
            const QString winner = roles.value(u"winner"_qs);
            actorWins += winner == a ? 1 : 0;
            targetWins += winner == b && winner != a ? 1 : 0;
        }
        return actorWins - targetWins;
    }

    // Alike in the roles, numbers kept, ticks, steps to go and ending, and in how many units they
    // hold: two such states may differ only in their units, the focus and the fight under way.
    bool alikeButForUnits(const State &o) const
    {
        // The cheap comparisons first: most states compared differ in where they stand.
        return stack == o.stack && units.size() == o.units.size() && ending == o.ending && values == o.values
            && roles == o.roles && ticked == o.ticked && valueDepth == o.valueDepth
            && tickDepth == o.tickDepth;
    }

    // The frame whose next step is the fights step under way (it stays there, its bouts' branches
    // above it, until the fight is over), or the stack's size when there is none.
    std::size_t fightFrame() const
    {
        if (fight.path.isEmpty())
            return stack.size();
        for (std::size_t i = 0; i < stack.size(); ++i) {
            const auto &[steps, index] = stack.at(i);
            if (index < steps->size() && steps->at(index).kind == ProcedureStep::Kind::Fights
                && steps->at(index).path == fight.path)
                return i;
        }
        return stack.size();
    }
    // The fights step under way (at fightFrame), or none.
    const ProcedureStep *fightStep() const
    {
        const std::size_t frame = fightFrame();
        return frame == stack.size() ? nullptr : &stack.at(frame).first->at(stack.at(frame).second);
    }

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
    // procedure reads, end alike. `lean`: nor the numbers kept or entered (a repeat's count
    // left excepted) and a fight's tallies, which the odds then key by what was read of them as
    // they key fields (FieldReads::inputs(), FieldReads::fight()): a bout's margin, kept for its
    // branch, no longer tells apart the states of the bouts after it.
    PackedKey skeleton(bool lean = false) const
    {
        PackedKey k;
        for (const auto &[id, u] : inOrder(units))
            k.text(*id).mark(u->removed ? '!' : ':');
        rest(k, lean);
        return k;
    }

    // The whole state: two states alike in this are one.
    PackedKey key() const
    {
        PackedKey k;
        unitsKey(k, units);
        rest(k);
        return k;
    }

    // Units by their ids, in order, each with every field and figure.
    static void unitsKey(PackedKey &k, const QHash<QString, UnitState> &units)
    {
        unitsKey(k, units, [](PackedKey &key, const UnitState &u) { figuresKey(key, u); });
    }
    // The same with each unit's figures written by `writeFigures(k, unit)`.
    template<typename WriteFigures>
    static void unitsKey(PackedKey &k, const QHash<QString, UnitState> &units, WriteFigures writeFigures)
    {
        for (const auto &[id, u] : inOrder(units)) {
            k.text(*id).mark(u->removed ? '!' : ':').fields(u->fields);
            writeFigures(k, *u);
            k.mark(';');
        }
    }

    // A unit's figures, each with its role and fields, in order: nothing for a unit without any.
    static void figuresKey(PackedKey &k, const UnitState &u)
    {
        for (const Figure &f : u.figures)
            figureKey(k, f);
    }
    static void figureKey(PackedKey &k, const Figure &f)
    {
        k.mark('[').text(f.id).text(f.role).fields(f.fields).mark(']');
    }

private:
    // A hash's entries, in the order of their keys (a hash's own order is not the same for two
    // hashes alike).
    template<typename T>
    static QVarLengthArray<std::pair<const QString *, const T *>, 8> inOrder(const QHash<QString, T> &hash)
    {
        QVarLengthArray<std::pair<const QString *, const T *>, 8> sorted;
        for (auto it = hash.begin(); it != hash.end(); ++it)
            sorted.append({&it.key(), &it.value()});
        std::sort(sorted.begin(), sorted.end(),
                  [](const auto &a, const auto &b) { return *a.first < *b.first; });
        return sorted;
    }

    void rest(PackedKey &k, bool lean = false) const
    {
        k.mark('|').text(roles.value(u"winner"_qs)).text(roles.value(u"loser"_qs)).mark('|');
        for (const auto &[id, v] : inOrder(values))
            if (!lean || id->startsWith(u'#'))
                k.text(*id).number(*v);
        k.mark('|');
        QVarLengthArray<const QString *, 8> t;
        for (const QString &id : ticked)
            t.append(&id);
        std::sort(t.begin(), t.end(), [](const QString *a, const QString *b) { return *a < *b; });
        for (const QString *id : std::as_const(t))
            k.text(*id);
        k.mark('#');
        for (const auto &[steps, index] : stack)
            k.number(static_cast<qint64>(reinterpret_cast<quintptr>(steps))).number(qint64(index));
        k.mark('/');
        for (const auto &[unit, figure] : inOrder(focus))
            k.mark('@').text(*unit).text(*figure);
        if (!fight.path.isEmpty())
            fight.key(k.mark('%'), !lean);
        k.mark('.').text(ending);
    }
};

} // namespace adjutant::rules
