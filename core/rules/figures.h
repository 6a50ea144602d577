#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace adjutant::rules {

// A unit's figures as the ruleset makes them (Ruleset::figures): given to a unit whose order of
// battle lists none, kept in step with the unit fields they total, found, named and picked. Units
// of a ruleset without figures have none, and nothing here changes them.
class Roster
{
    Q_DECLARE_TR_FUNCTIONS(Roster)
public:
    // The figures the ruleset's derive rules give the unit, in order: ids are the role's id, or
    // the role's id and a number where the unit has several of it ("ranker-3").
    static QList<Figure> derived(const Ruleset &rs, const UnitState &unit,
                                 const QHash<QString, QString> &options);
    // A unit of a ruleset with figures that has none is given its derived ones; then its totals
    // are worked out. Nothing for a ruleset without figures.
    static void ensure(const Ruleset &rs, UnitState &unit, const QHash<QString, QString> &options = {});
    // For the odds (FieldReads): whether a total is a count or a sum over the figures, which
    // moves only by the figures that change; the read under which a flag total over such a count
    // logs the count (a squad leader standing); and that count in a unit, for such a read.
    static bool overFigures(const Value &v);
    static QString countRead(const QString &total);
    static std::optional<int> countBehind(const Ruleset &rs, const UnitState &unit, const QString &read);
    // Works out again the unit fields its figures keep (Figures::totals); the ids of those that
    // changed. Nothing for a unit without figures.
    // `changed`: only the figure fields (or "role") that changed; the totals that read none of
    // them are left as they are. Empty: every total.
    static QStringList settle(const Ruleset &rs, UnitState &unit, const QSet<QString> &changed = {});

    static const Figure *find(const UnitState &unit, const QString &figureId);
    static qsizetype indexOf(const UnitState &unit, const QString &figureId);
    // Still in the fight (the ruleset's "standing"; every figure when it says nothing).
    static bool standing(const Ruleset &rs, const UnitState &unit, const Figure &figure);
    // The same with an evaluator that holds the unit as its actor already (one per unit, not per
    // figure: a count or a pick over many figures).
    static bool standing(const Ruleset &rs, const Evaluator &asActor, const UnitState &unit,
                         const Figure &figure);
    // That evaluator: the unit as the actor, no figure in question yet.
    static Evaluator asActor(const Ruleset &rs, const UnitState &unit);
    // How hurt: picks take the least hurt first.
    static int hurt(const Ruleset &rs, const UnitState &unit, const Figure &figure);
    // Its own name, else its role's with its number among the unit's figures of that role when
    // there are several ("Ranker 3").
    static QString name(const Ruleset &rs, const UnitState &unit, const Figure &figure);
    static QString roleName(const Ruleset &rs, const QString &role);

    // The figures at `indexes` (of the unit's figures, in its order) in the order the rules take
    // them when nothing else decides. Where the ruleset breaks ties by the men (Figures::
    // tiesByMen): by role, in the order the roles first come in the unit; within a role the least
    // hurt first (`hurtAt`, by index), then by their fields, then as the unit lists them. Men of
    // a role whose wounds stand in other places in two units then come out alike, which lets the
    // odds take alike men as one (a volley's wounds on any of them). Otherwise as listed.
    static QList<qsizetype> contentOrder(const Ruleset &rs, const UnitState &unit, QList<qsizetype> indexes,
                                         const std::function<int(qsizetype)> &hurtAt);
    // The unit's figures in `ids` (ids of its figures) as a melee deals them out (contentOrder).
    static QStringList dealingOrder(const Ruleset &rs, const UnitState &unit, const QStringList &ids);

    // The figure a pick falls on in the situation (the pick's "of" role's unit): the first of
    // `named` still standing that fits (taken off the list), else the least hurt standing figure
    // that fits and is not in `avoid` (picked already for the same volley), ties broken as
    // contentOrder does, else one in `avoid`, else any standing figure; empty if none stands.
    static QString pick(const Ruleset &rs, const FigurePick &pick, const Situation &situation,
                        QStringList *named = nullptr, const QSet<QString> &avoid = {});

    // The standing figures of two sides in contact, paired for a melee as the rules allow (at most
    // `most` against one): the side with fewer figures each faces the other's in turn, dealt round
    // as evenly as they go; those left over stand by. In the order they fight.
    struct Bout {
        QString actorFigure;
        QString targetFigure;
        int group = 0; // bouts against the same lone figure share a group
        int against = 1; // how many figures the lone figure of its group faces
        bool actorLone = false; // the actor's figure is the one facing several
    };
    static QList<Bout> pairs(const QStringList &actorFigures, const QStringList &targetFigures, int most);
};

} // namespace adjutant::rules
