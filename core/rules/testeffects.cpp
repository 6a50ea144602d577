#include "testeffects.h"

#include <QSet>

namespace adjutant::rules {

bool forEachEffect(const Ruleset &rs, const QString &testId, bool alone,
                   const std::function<bool(const Effect &)> &each)
{
    QSet<QString> seen;
    bool known = true;
    // False once `each` asked to stop.
    std::function<bool(const QString &)> walk = [&](const QString &id) {
        if (seen.contains(id))
            return true;
        seen.insert(id);
        const Test *t = rs.test(id);
        if (!t) {
            known = false;
            return true;
        }
        const auto effects = [&](const QList<Effect> &list) {
            return std::all_of(list.begin(), list.end(), [&](const Effect &e) { return each(e); });
        };
        const auto followUps = [&](const QList<FollowUp> &list) {
            return (alone && id == testId)
                || std::all_of(list.begin(), list.end(), [&](const FollowUp &f) { return walk(f.test); });
        };
        return effects(t->effects) && followUps(t->followUps)
            && std::all_of(t->outcomes.begin(), t->outcomes.end(),
                           [&](const Outcome &o) { return effects(o.effects) && followUps(o.followUps); });
    };
    walk(testId);
    return known;
}

bool reachesPastFocus(const Effect &e)
{
    return e.eachFigure || e.op == Effect::Op::RollTable;
}

bool strikesOnlyItsFigures(const Ruleset &rs, const QString &testId, bool alone)
{
    bool effectsHold = true;
    const bool known = forEachEffect(rs, testId, alone, [&](const Effect &e) {
        effectsHold = !reachesPastFocus(e);
        return effectsHold;
    });
    if (!known || !effectsHold)
        return false;
    bool holds = true;
    QSet<QString> seen;
    std::function<void(const QString &)> walk = [&](const QString &id) {
        if (!holds || seen.contains(id))
            return;
        seen.insert(id);
        const Test *t = rs.test(id);
        if (!t) {
            holds = false;
            return;
        }
        if (alone && id == testId)
            return;
        const auto followUps = [&](const QList<FollowUp> &list) {
            for (const FollowUp &f : list) {
                holds = holds && !f.figure;
                walk(f.test);
            }
        };
        followUps(t->followUps);
        for (const Outcome &o : t->outcomes)
            followUps(o.followUps);
    };
    walk(testId);
    return holds;
}

} // namespace adjutant::rules
