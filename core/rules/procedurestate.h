#pragma once

#include "figures.h"
#include "procedure.h"

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
            // A lone figure's die matters while his group has bouts to fight.
            std::map<int, int> faces;
            for (qsizetype i = next; i < bouts.size(); ++i)
                if (const auto it = loneFace.constFind(bouts.at(i).group); it != loneFace.constEnd())
                    faces.emplace(it.key(), it.value());
            for (const auto &[g, f] : faces)
                k += u'/' + QString::number(g) + u'=' + QString::number(f);
            // The bouts still to fight: two states alike in the figures read from here on may
            // have paired their figures differently (one already down when the step began).
            for (qsizetype i = next; i < bouts.size(); ++i)
                k += u'(' + bouts.at(i).actorFigure + u'>' + bouts.at(i).targetFigure + u':'
                    + QString::number(bouts.at(i).group) + u'/' + QString::number(bouts.at(i).against)
                    + (bouts.at(i).actorLone ? u"a)" : u"t)");
            return k;
        }
    } fight;

    // Who wins the fight under way (its actor `a`, its target `b`) once its last bout is counted,
    // as Machine::nextBout will find: the side with more bouts won, the bout just fought counted
    // for its winner; empty on a tie.
    QString foughtOut(const QString &a, const QString &b) const
    {
        int actorWins = fight.actorWins;
        int targetWins = fight.targetWins;
        if (!fight.tallied) {
            const QString winner = roles.value(u"winner"_qs);
            actorWins += winner == a ? 1 : 0;
            targetWins += winner == b && winner != a ? 1 : 0;
        }
        return actorWins == targetWins ? QString() : actorWins > targetWins ? a : b;
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
        for (const Figure &f : u.figures)
            k += figureKey(f);
        return k;
    }
    static QString figureKey(const Figure &f)
    {
        QString k = u'[' + f.id + u'|' + f.role;
        std::map<QString, QString> fields;
        for (auto it = f.fields.begin(); it != f.fields.end(); ++it)
            fields.emplace(it.key(), it.value().toString());
        for (const auto &[id, v] : fields)
            k += u'|' + id + u'=' + v;
        return k + u']';
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

} // namespace adjutant::rules
