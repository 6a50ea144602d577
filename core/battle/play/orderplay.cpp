// An order that rolls no dice played onto the battle. See orderplay.h.

#include "orderplay.h"

#include "battle/battle.h"

#include "rules/figures.h"
#include "rules/resolver.h"
#include "text/punctuation.h"

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

bool OrderPlay::named(const action::Order &a) const
{
    const BattleState &state = m_play.state;
    const Order *o = m_play.ruleset().order(a.order);
    if (!state.units.contains(a.unit) || state.units.value(a.unit).removed)
        return m_play.fail(tr("no unit \"%1\" in play").arg(a.unit));
    if (!m_play.inBattle(a.unit))
        return false;
    if (!a.target.isEmpty() && !m_play.inBattle(a.target))
        return false;
    if (o->takesTarget != !a.target.isEmpty())
        return m_play.fail(
            o->takesTarget ? tr("the order \"%1\" is given to another unit: say which (target)").arg(a.order)
                           : tr("the order \"%1\" takes no target").arg(a.order));
    if (!a.target.isEmpty() && (!state.units.contains(a.target) || state.units.value(a.target).removed))
        return m_play.fail(tr("no unit \"%1\" in play").arg(a.target));
    for (const QString &answer : a.answers)
        if (std::none_of(o->questions.begin(), o->questions.end(),
                         [&](const OrderQuestion &q) { return q.id == answer; }))
            return m_play.fail(tr("answers: the order \"%1\" asks no question \"%2\"").arg(a.order, answer));
    return true;
}

bool OrderPlay::give(const action::Order &a, bool rerolling) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    const Order *o = rs.order(a.order);
    if (!o)
        return m_play.fail(tr("%1 has no order \"%2\"").arg(rs.id, a.order));
    if (o->reroll && !rerolling)
        return m_play.fail(tr("%1 is given with a test rolled again, not on its own").arg(o->doc.name));
    if (!named(a))
        return false;
    Situation s;
    s.options = m_play.battle.optionsUsed();
    s.step = m_play.battle.turnsIn(state).stepId(state);
    s.units.insert(QStringLiteral("actor"), state.units.value(a.unit));
    QHash<QString, QString> roles{{QStringLiteral("actor"), a.unit}};
    if (!a.target.isEmpty()) {
        s.units.insert(QStringLiteral("target"), state.units.value(a.target));
        roles.insert(QStringLiteral("target"), a.target);
    }
    s.ticked = QSet<QString>(a.answers.begin(), a.answers.end());
    const Resolver resolver(rs);
    // What forbids an order is judged before it is journaled (Restrictions); a re-roll's order is
    // judged here, with the test it pays for.
    QStringList refused;
    if (rerolling) {
        refused = resolver.refusals(o->requirements, s);
        if (o->when && !Evaluator(rs, s).holds(*o->when))
            refused.prepend(tr("it is only for a unit when %1").arg(Evaluator(rs, s).describe(*o->when)));
    }
    if (!refused.isEmpty() && a.override.isEmpty())
        return m_play.fail(
            tr("%1 for %2 is not allowed: %3 (the umpire may allow it, giving a reason as \"override\")")
                .arg(o->doc.name, unitName(state, a.unit), refused.join(text::Punctuation::semicolon())));
    // The figure its effects fall on (a new squad leader), picked now.
    if (o->figure) {
        const QString figure = Roster::pick(rs, *o->figure, s);
        if (!figure.isEmpty())
            s.focus.insert(roles.value(o->figure->of), figure);
    }
    for (const EffectRecord &r : resolver.applyEffects(o->effects, roles, s, state.units))
        m_play.notes.append(r.text);
    QStringList answered;
    for (const OrderQuestion &q : o->questions)
        answered.append(tr("%1: %2").arg(q.doc.name, a.answers.contains(q.id) ? tr("yes") : tr("no")));
    *m_play.summary = tr("%1: %2").arg(unitName(state, a.unit), o->doc.name)
        + (a.target.isEmpty() ? QString() : tr(" for %1").arg(unitName(state, a.target)))
        + (answered.isEmpty() ? QString() : u" (" + answered.join(text::Punctuation::semicolon()) + u')')
        + (refused.isEmpty() ? QString()
                             : tr("; allowed by the umpire (%1), though the rules say: %2")
                                   .arg(a.override, refused.join(text::Punctuation::semicolon())));
    return true;
}

} // namespace adjutant::battle
