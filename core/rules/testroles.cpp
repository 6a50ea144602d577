#include "testroles.h"

namespace adjutant::rules {

namespace {

bool refUses(const Reference &r, const QString &role)
{
    return r.role == role;
}

bool valueUses(const Value &v, const QString &role);

bool conditionUses(const Condition &c, const QString &role)
{
    if (c.kind == Condition::Kind::Compare)
        return refUses(c.what, role) || (c.computed && valueUses(*c.computed, role));
    return std::any_of(c.children.begin(), c.children.end(),
                       [&](const Condition &child) { return conditionUses(child, role); });
}

bool valueUses(const Value &v, const QString &role)
{
    if (v.kind == Value::Kind::Ref && refUses(v.ref, role))
        return true;
    for (const Value &a : v.args)
        if (valueUses(a, role))
            return true;
    for (const auto &[when, value] : v.choices)
        if (conditionUses(when, role) || valueUses(value, role))
            return true;
    return std::any_of(v.otherwise.begin(), v.otherwise.end(),
                       [&](const Value &o) { return valueUses(o, role); });
}

bool effectsUse(const QList<Effect> &effects, const QString &role)
{
    return std::any_of(effects.begin(), effects.end(), [&](const Effect &e) {
        return e.role == role || (e.amountValue && valueUses(*e.amountValue, role))
            || (e.when && conditionUses(*e.when, role));
    });
}

bool followUpsUse(const QList<FollowUp> &followUps, const QString &role)
{
    return std::any_of(followUps.begin(), followUps.end(), [&](const FollowUp &f) {
        return f.actor == role || f.target == role || (f.when && conditionUses(*f.when, role))
            || (f.times && valueUses(*f.times, role));
    });
}

} // namespace

bool testUsesRole(const Ruleset &ruleset, const Test &t, const QString &role)
{
    Q_UNUSED(ruleset)
    // Opposed tests and winner/loser bands always set two units against each other.
    if (t.kind == Test::Kind::Opposed || t.winnerLoser)
        return true;
    for (const Modifier &m : t.modifiers) {
        if ((m.fromRating && refUses(*m.fromRating, role)) || (m.per && valueUses(*m.per, role))
            || (m.when && conditionUses(*m.when, role)) || m.side == role || m.side == u"both")
            return true;
    }
    const auto optValue = [&](const std::optional<Value> &v) { return v && valueUses(*v, role); };
    if (optValue(t.dice.count) || optValue(t.targetFrom) || optValue(t.base) || optValue(t.compareWith)
        || optValue(t.tableRow) || (t.dice.expressionFrom && refUses(*t.dice.expressionFrom, role)))
        return true;
    for (const auto &[when, expr] : t.dice.byCondition)
        if (conditionUses(when, role))
            return true;
    if (effectsUse(t.effects, role) || followUpsUse(t.followUps, role))
        return true;
    return std::any_of(t.outcomes.begin(), t.outcomes.end(), [&](const Outcome &o) {
        return effectsUse(o.effects, role) || followUpsUse(o.followUps, role);
    });
}

} // namespace adjutant::rules
