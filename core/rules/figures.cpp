#include "figures.h"

#include "fieldreads.h"
#include "limits.h"
#include "packedkey.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace adjutant::rules {

namespace {

// The unit as the actor, judged with one of its figures as the figure in question.
Situation onFigure(const UnitState &unit, const QString &figureId,
                   const QHash<QString, QString> &options = {})
{
    Situation s;
    s.units.insert(QStringLiteral("actor"), unit);
    s.options = options;
    if (!figureId.isEmpty())
        s.focus.insert(unit.id, figureId);
    return s;
}

} // namespace

QList<Figure> Roster::derived(const Ruleset &rs, const UnitState &unit,
                              const QHash<QString, QString> &options)
{
    QList<Figure> out;
    if (!rs.figures)
        return out;
    const Situation s = onFigure(unit, QString(), options);
    const Evaluator ev(rs, s);
    for (const FigureRule &rule : rs.figures->derive) {
        if (rule.when && !ev.holds(*rule.when))
            continue;
        const int n = rule.count ? ev.value(*rule.count) : ev.value(*rule.upTo) - int(out.size());
        for (int i = 0; i < std::clamp(n, 0, Limits::kMaxFiguresPerUnit); ++i)
            out.append({QString(), QString(), rule.role, {}});
    }
    if (out.size() > Limits::kMaxFiguresPerUnit)
        out.resize(Limits::kMaxFiguresPerUnit);
    // Ids: the role's own where the unit has one of it, else numbered in order.
    QHash<QString, int> ofRole;
    for (const Figure &f : std::as_const(out))
        ++ofRole[f.role];
    QHash<QString, int> seen;
    for (Figure &f : out)
        f.id = ofRole.value(f.role) == 1 ? f.role : f.role + u'-' + QString::number(++seen[f.role]);
    return out;
}

void Roster::ensure(const Ruleset &rs, UnitState &unit, const QHash<QString, QString> &options)
{
    if (!rs.figures)
        return;
    if (unit.figures.isEmpty())
        unit.figures = derived(rs, unit, options);
    settle(rs, unit);
}

bool Roster::overFigures(const Value &v)
{
    return v.kind == Value::Kind::FigureCount || v.kind == Value::Kind::FigureSum;
}

QString Roster::countRead(const QString &total)
{
    return QStringLiteral("#count:") + total;
}

std::optional<int> Roster::countBehind(const Ruleset &rs, const UnitState &unit, const QString &read)
{
    if (!rs.figures || !read.startsWith(countRead(QString())))
        return std::nullopt;
    const QString field = read.mid(countRead(QString()).size());
    for (const FigureTotal &t : rs.figures->totals)
        if (t.field == field && t.holds && t.holds->computed) {
            const FieldReads::Pause quiet;
            return Evaluator(rs, onFigure(unit, QString())).value(*t.holds->computed);
        }
    return std::nullopt;
}

QStringList Roster::settle(const Ruleset &rs, UnitState &unit, const QSet<QString> &fieldsChanged)
{
    QStringList changed;
    if (!rs.figures || unit.figures.isEmpty())
        return changed;
    const Situation s = onFigure(unit, QString());
    const Evaluator ev(rs, s);
    // What the totals read, for the odds (FieldReads). A count or a sum over the figures moves
    // only by the figures that changed, which whoever changed them read, and a later read of the
    // total says what it was before: nothing more. A flag over such a count (a leader still
    // standing) turns on the count itself (countRead); anything else reads every figure.
    for (const FigureTotal &t : rs.figures->totals) {
        if (!fieldsChanged.isEmpty() && !t.reads.intersects(fieldsChanged))
            continue;
        if (t.value && overFigures(*t.value))
            continue;
        if (t.holds && t.holds->kind == Condition::Kind::Compare && t.holds->computed
            && overFigures(*t.holds->computed))
            FieldReads::note(unit.id, countRead(t.field));
        else
            FieldReads::note(unit.id, FieldReads::figures());
    }
    const FieldReads::Pause quiet;
    for (const FigureTotal &t : rs.figures->totals) {
        if (!fieldsChanged.isEmpty() && !t.reads.intersects(fieldsChanged))
            continue;
        const QVariant now = t.value ? QVariant(ev.value(*t.value)) : QVariant(t.holds && ev.holds(*t.holds));
        // Written only when it differs from what the unit reads now (its default when unset), so
        // that a unit shows and keeps what the figures changed, as its other fields do.
        if (ev.fieldValue(unit, t.field) != now) {
            changed.append(t.field);
            unit.fields.insert(t.field, now);
        }
    }
    return changed;
}

const Figure *Roster::find(const UnitState &unit, const QString &figureId)
{
    const qsizetype i = indexOf(unit, figureId);
    return i < 0 ? nullptr : &unit.figures.at(i);
}

qsizetype Roster::indexOf(const UnitState &unit, const QString &figureId)
{
    for (qsizetype i = 0; i < unit.figures.size(); ++i)
        if (unit.figures.at(i).id == figureId)
            return i;
    return -1;
}

bool Roster::standing(const Ruleset &rs, const UnitState &unit, const Figure &figure)
{
    if (!rs.figures || !rs.figures->standing)
        return true;
    return standing(rs, Evaluator(rs, onFigure(unit, QString())), unit, figure);
}

Evaluator Roster::asActor(const Ruleset &rs, const UnitState &unit)
{
    return Evaluator(rs, onFigure(unit, QString()));
}

bool Roster::standing(const Ruleset &rs, const Evaluator &asActor, const UnitState &unit,
                      const Figure &figure)
{
    return !rs.figures || !rs.figures->standing
        || asActor.onFigure(unit.id, figure.id).holds(*rs.figures->standing);
}

int Roster::hurt(const Ruleset &rs, const UnitState &unit, const Figure &figure)
{
    if (!rs.figures || !rs.figures->hurt)
        return 0;
    return Evaluator(rs, onFigure(unit, figure.id)).value(*rs.figures->hurt);
}

QString Roster::roleName(const Ruleset &rs, const QString &role)
{
    const FigureRole *r = rs.figures ? rs.figures->role(role) : nullptr;
    return r && !r->doc.name.isEmpty() ? r->doc.name : role;
}

QString Roster::name(const Ruleset &rs, const UnitState &unit, const Figure &figure)
{
    if (!figure.name.isEmpty())
        return figure.name;
    int number = 0;
    int ofRole = 0;
    for (const Figure &f : unit.figures)
        if (f.role == figure.role) {
            ++ofRole;
            if (f.id == figure.id)
                number = ofRole;
        }
    const QString role = roleName(rs, figure.role);
    return ofRole > 1 ? tr("%1 %2", "a figure called by its role and its number in the unit: Ranker 3")
                            .arg(role, QString::number(number))
                      : role;
}

QString Roster::pick(const Ruleset &rs, const FigurePick &pick, const Situation &situation,
                     QStringList *named, const QSet<QString> &avoid)
{
    const auto unitIt = situation.units.constFind(pick.of);
    if (unitIt == situation.units.cend())
        return {};
    const UnitState &unit = *unitIt;
    // The unit as the actor (the ruleset's standing and hurt are written so), and as the pick's
    // role in the situation (its "where" is written so): each figure in turn in question.
    const Evaluator asActor(rs, onFigure(unit, QString(), situation.options));
    const Evaluator inSituation(rs, situation);
    const auto fits = [&](const Figure &f, const QStringList &roles) {
        if (!roles.isEmpty() && !roles.contains(f.role))
            return false;
        if (!standing(rs, asActor, unit, f))
            return false;
        return !pick.where || inSituation.onFigure(unit.id, f.id).holds(*pick.where);
    };
    const auto hurtOf = [&](const Figure &f) {
        return rs.figures && rs.figures->hurt ? asActor.onFigure(unit.id, f.id).value(*rs.figures->hurt) : 0;
    };
    // Figures the players named come first, as long as they fit.
    if (named)
        while (!named->isEmpty()) {
            const Figure *f = find(unit, named->takeFirst());
            if (f && fits(*f, pick.roles))
                return f->id;
        }
    // Each role in turn, or any of them at once; the least hurt (or most), the first of those in
    // contentOrder.
    QList<QStringList> groups;
    if (pick.rolesInTurn)
        for (const QString &role : pick.roles)
            groups.append({role});
    else
        groups.append(pick.roles);
    QHash<qsizetype, int> hurts;
    const auto hurtAt = [&](qsizetype i) {
        auto it = hurts.constFind(i);
        if (it == hurts.constEnd())
            it = hurts.insert(i, hurtOf(unit.figures.at(i)));
        return *it;
    };
    for (const QStringList &roles : std::as_const(groups))
        for (const bool fresh : {true, false}) {
            QList<qsizetype> candidates;
            for (qsizetype i = 0; i < unit.figures.size(); ++i) {
                const Figure &f = unit.figures.at(i);
                if (avoid.contains(f.id) != fresh && fits(f, roles))
                    candidates.append(i);
            }
            if (candidates.isEmpty())
                continue;
            const QList<qsizetype> order = contentOrder(rs, unit, candidates, hurtAt);
            qsizetype best = order.first();
            for (const qsizetype i : order)
                if (pick.mostHurt ? hurtAt(i) > hurtAt(best) : hurtAt(i) < hurtAt(best))
                    best = i;
            return unit.figures.at(best).id;
        }
    // Nobody of those roles stands: the blow falls on whoever does.
    QList<qsizetype> standingNow;
    for (qsizetype i = 0; i < unit.figures.size(); ++i)
        if (standing(rs, asActor, unit, unit.figures.at(i)))
            standingNow.append(i);
    if (standingNow.isEmpty())
        return {};
    return unit.figures.at(contentOrder(rs, unit, standingNow, hurtAt).first()).id;
}

QList<qsizetype> Roster::contentOrder(const Ruleset &rs, const UnitState &unit, QList<qsizetype> indexes,
                                      const std::function<int(qsizetype)> &hurtAt)
{
    if (indexes.size() < 2 || !rs.figures || !rs.figures->tiesByMen)
        return indexes;
    // The roles in the order they first come in the unit (a unit has a few).
    QStringList roles;
    for (const Figure &f : unit.figures)
        if (!roles.contains(f.role))
            roles.append(f.role);
    // Each man's role and hurt worked out once; his fields only where they break a tie.
    struct Man {
        qsizetype index;
        qsizetype role;
        int hurt;
    };
    std::vector<Man> men;
    men.reserve(std::size_t(indexes.size()));
    for (const qsizetype i : std::as_const(indexes))
        men.push_back({i, roles.indexOf(unit.figures.at(i).role), hurtAt(i)});
    // By figure index, made once it is first wanted (never moved: the sort compares views of it).
    std::vector<std::optional<PackedKey>> fields(std::size_t(unit.figures.size()));
    const auto fieldsOf = [&](qsizetype i) -> QByteArrayView {
        std::optional<PackedKey> &key = fields.at(std::size_t(i));
        if (!key) {
            // What the order reads of a figure its fields decide: the whole figure (FieldReads).
            FieldReads::note(unit.id, FieldReads::figure(unit.figures.at(i).id));
            key = PackedKey().fields(unit.figures.at(i).fields);
        }
        return key->bytes();
    };
    std::stable_sort(men.begin(), men.end(), [&](const Man &a, const Man &b) {
        if (a.role != b.role)
            return a.role < b.role;
        if (a.hurt != b.hurt)
            return a.hurt < b.hurt;
        const QByteArrayView ka = fieldsOf(a.index);
        const QByteArrayView kb = fieldsOf(b.index);
        if (ka != kb)
            return std::lexicographical_compare(ka.begin(), ka.end(), kb.begin(), kb.end());
        return a.index < b.index;
    });
    for (qsizetype i = 0; i < indexes.size(); ++i)
        indexes[i] = men.at(std::size_t(i)).index;
    return indexes;
}

QStringList Roster::dealingOrder(const Ruleset &rs, const UnitState &unit, const QStringList &ids)
{
    if (ids.size() < 2 || !rs.figures || !rs.figures->tiesByMen)
        return ids;
    // contentOrder is total (the list breaks the last ties): the figures go in as the unit has them.
    const QSet<QString> wanted(ids.begin(), ids.end());
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < unit.figures.size(); ++i)
        if (wanted.contains(unit.figures.at(i).id))
            indexes.append(i);
    QStringList out;
    for (const qsizetype i :
         contentOrder(rs, unit, indexes, [&](qsizetype i) { return hurt(rs, unit, unit.figures.at(i)); }))
        out.append(unit.figures.at(i).id);
    return out;
}

QList<Roster::Bout> Roster::pairs(const QStringList &actorFigures, const QStringList &targetFigures, int most)
{
    QList<Bout> out;
    if (actorFigures.isEmpty() || targetFigures.isEmpty() || most < 1)
        return out;
    const bool actorLone = actorFigures.size() < targetFigures.size();
    const QStringList &lone = actorLone ? actorFigures : targetFigures;
    const QStringList &many = actorLone ? targetFigures : actorFigures;
    // Dealt round: the first of the many to the first lone figure, the next to the next...
    QList<QStringList> against(lone.size());
    for (qsizetype i = 0; i < many.size() && i < lone.size() * most; ++i)
        against[i % lone.size()].append(many.at(i));
    for (qsizetype g = 0; g < lone.size(); ++g)
        for (const QString &m : std::as_const(against.at(g)))
            out.append({actorLone ? lone.at(g) : m, actorLone ? m : lone.at(g), int(g),
                        int(against.at(g).size()), actorLone});
    return out;
}

} // namespace adjutant::rules
