#include "restrictions.h"

#include "battle.h"

#include "rules/orders.h"
#include "rules/resolver.h"
#include "rules/wording.h"

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

// One step of a player-turn sequence: a phase without segments, or a segment.
struct Step {
    const QStringList *offers;
    bool moves;
    QString name;
    const void *id; // the phase or segment, to know the one in play
};

QList<Step> stepsOf(const Ruleset &rs)
{
    QList<Step> out;
    if (!rs.activation || rs.activation->kind != Activation::Kind::Phases)
        return out;
    for (const Phase &p : rs.activation->phases) {
        if (p.segments.isEmpty())
            out.append({&p.offers, p.moves, p.doc.name, &p});
        for (const Segment &s : p.segments)
            out.append({&s.offers, s.moves, Wording::segmentName(rs, s), &s});
    }
    return out;
}

QString thingName(const Ruleset &rs, bool procedure, const QString &id)
{
    if (procedure)
        if (const Procedure *p = rs.procedure(id))
            return p->doc.name;
    if (const Test *t = rs.test(id))
        return t->doc.name;
    if (const Order *o = rs.order(id))
        return o->doc.name;
    return id;
}

} // namespace

QStringList Restrictions::of(const Action &action) const
{
    if (const auto *r = std::get_if<action::Resolve>(&action))
        return ofTest(*r);
    if (const auto *o = std::get_if<action::Order>(&action))
        return ofOrder(*o);
    if (const auto *m = std::get_if<action::Move>(&action))
        return ofMove(*m);
    return {};
}

QString Restrictions::named(const Action &action) const
{
    const Ruleset &rs = m_battle.ruleset();
    if (const auto *r = std::get_if<action::Resolve>(&action))
        return tr("%1 by %2")
            .arg(thingName(rs, !r->procedure.isEmpty(), r->procedure.isEmpty() ? r->test : r->procedure),
                 unitName(m_state, r->actor));
    if (const auto *o = std::get_if<action::Order>(&action))
        return tr("%1 for %2").arg(thingName(rs, false, o->order), unitName(m_state, o->unit));
    if (const auto *m = std::get_if<action::Move>(&action))
        return tr("A move by %1").arg(unitName(m_state, m->unit));
    return ActionJson::kind(action);
}

QStringList Restrictions::ofTest(const action::Resolve &a) const
{
    const Ruleset &rs = m_battle.ruleset();
    if (a.actor.isEmpty() || !m_state.units.contains(a.actor))
        return {};
    if (!a.procedure.isEmpty()) {
        const Procedure *proc = rs.procedure(a.procedure);
        if (!proc)
            return {};
        // Its own requirements too (001's horse never charges into woods or a town).
        return stepAndActivation(Kind::Procedure, a.procedure, a.actor)
            + Resolver(rs).refusals(proc->requirements, m_battle.situationIn(a, m_state));
    }
    const Test *test = rs.test(a.test);
    if (!test)
        return {};
    // A test the rules owe, or one rolled again, is taken when it comes, whatever the step.
    QStringList out = a.owed > 0 || a.reroll ? QStringList() : stepAndActivation(Kind::Test, a.test, a.actor);
    const Situation situation = m_battle.situationIn(a, m_state);
    out += Resolver(rs).refusals(*test, situation);
    if (const QString why = sameTargetAgain(*test, a, situation); !why.isEmpty())
        out.append(why);
    return out;
}

QString Restrictions::sameTargetAgain(const Test &test, const action::Resolve &a,
                                      const Situation &situation) const
{
    if (!test.oncePerTarget || a.target.isEmpty() || a.reroll)
        return {};
    const Evaluator ev(m_battle.ruleset(), situation, test.id);
    if (!ev.holds(test.oncePerTarget->when))
        return {};
    // Its last `count` takes of the test this turn, newest first: the journal from the end back to
    // the turn's start, live entries only.
    int left = ev.value(test.oncePerTarget->count);
    const QList<JournalEntry> &journal = m_battle.journal();
    for (qsizetype i = journal.size() - 1; i >= 0 && left > 0; --i) {
        const JournalEntry e = journal.at(i).isRaw() ? Journal::parsed(journal.at(i)) : journal.at(i);
        if (e.undone || e.superseded)
            continue;
        if (std::holds_alternative<action::EndTurn>(e.action))
            break;
        if (const auto *d = std::get_if<action::Draw>(&e.action); d && d->shuffle)
            break; // the draw that ended the turn
        const auto *r = std::get_if<action::Resolve>(&e.action);
        if (!r || r->test != test.id || r->actor != a.actor || !r->procedure.isEmpty())
            continue;
        if (r->target == a.target)
            //: %1: the rule's reason; %2: the target
            return tr("%1 (it has fired at %2 already)")
                .arg(test.oncePerTarget->doc.explain, unitName(m_state, a.target));
        --left;
    }
    return {};
}

QStringList Restrictions::ofOrder(const action::Order &a) const
{
    const Ruleset &rs = m_battle.ruleset();
    const Order *o = rs.order(a.order);
    if (!o || !m_state.units.contains(a.unit) || (!a.target.isEmpty() && !m_state.units.contains(a.target)))
        return {};
    Situation s;
    s.options = m_battle.optionsUsed();
    s.step = m_battle.turns().stepId(m_state); // "turn.step": 001's new orders in the orders step
    s.units.insert(QStringLiteral("actor"), m_state.units.value(a.unit));
    if (!a.target.isEmpty())
        s.units.insert(QStringLiteral("target"), m_state.units.value(a.target));
    s.ticked = QSet<QString>(a.answers.begin(), a.answers.end());
    QStringList out = stepAndActivation(Kind::Order, a.order, a.unit);
    const Evaluator ev(rs, s);
    if (o->when && !ev.holds(*o->when))
        out.append(tr("it is only for a unit when %1").arg(ev.describe(*o->when)));
    out += Resolver(rs).refusals(o->requirements, s);
    return out;
}

QStringList Restrictions::ofMove(const action::Move &a) const
{
    if (!m_state.units.contains(a.unit))
        return {};
    return stepAndActivation(Kind::Move, QString(), a.unit) + m_battle.movePlanIn(a, m_state).refused;
}

QStringList Restrictions::stepAndActivation(Kind kind, const QString &id, const QString &unit) const
{
    QStringList out = step(kind, id, unit);
    if (const QString why = activation(kind, id, unit); !why.isEmpty())
        out.append(why);
    if (ownAction(kind, id))
        if (const QString why = owedFirst(unit); !why.isEmpty())
            out.append(why);
    return out;
}

QStringList Restrictions::step(Kind kind, const QString &id, const QString &unit) const
{
    const Ruleset &rs = m_battle.ruleset();
    const TurnSequence &turns = m_battle.turns();
    const void *now = turns.segment(m_state) ? static_cast<const void *>(turns.segment(m_state))
                                             : static_cast<const void *>(turns.phase(m_state));
    QStringList where;
    bool here = false;
    for (const Step &s : stepsOf(rs)) {
        if (kind == Kind::Move ? !s.moves : !s.offers->contains(id))
            continue;
        if (!where.contains(s.name))
            where.append(s.name);
        here = here || s.id == now;
    }
    if (where.isEmpty())
        return {}; // no step names it: it is taken whenever the table needs it
    const QString stepName = turns.stepName(m_state);
    if (!here)
        return {kind == Kind::Move
                    ? tr("units move in %1, not in %2").arg(where.join(QStringLiteral(", ")), stepName)
                    : tr("%1 belongs to %2, not to %3")
                          .arg(thingName(rs, kind == Kind::Procedure, id), where.join(QStringLiteral(", ")),
                               stepName)};
    const std::optional<ScenarioUnit> placed = m_battle.placedIn(unit, m_state);
    if (placed && !turns.mayAct(m_state, placed->side)) {
        QStringList acting;
        for (const ScenarioSide &side : m_battle.scenario().sides)
            if (turns.mayAct(m_state, side.id))
                acting.append(side.name);
        return {tr("%1: only %2 acts now").arg(stepName, acting.join(QStringLiteral(", ")))};
    }
    return {};
}

QString Restrictions::activation(Kind kind, const QString &id, const QString &unit) const
{
    const Ruleset &rs = m_battle.ruleset();
    if (!rs.activation || !rs.activation->acting)
        return {};
    if (!ownAction(kind, id) || activated(unit))
        return {};
    return tr("%1 has not been activated this turn: %2")
        .arg(unitName(m_state, unit), rs.activation->acting->doc.explain);
}

bool Restrictions::ownAction(Kind kind, const QString &id) const
{
    const Ruleset &rs = m_battle.ruleset();
    if (!rs.activation || !rs.activation->acting)
        return false;
    const Activation::Acting &acting = *rs.activation->acting;
    return kind == Kind::Test     ? acting.tests.contains(id)
        : kind == Kind::Procedure ? acting.procedures.contains(id)
        : kind == Kind::Order     ? acting.orders.contains(id)
                                  : acting.moves;
}

QString Restrictions::owedFirst(const QString &unit) const
{
    const Ruleset &rs = m_battle.ruleset();
    for (const OwedTest &o : m_state.owed) {
        if (o.actor != unit || !o.trigger.isEmpty())
            continue;
        const Table *table = rs.table(o.after); // a fate's row owes it: `after` names the table
        const bool first = table
            && std::any_of(table->rows.begin(), table->rows.end(),
                           [&](const TableRow &row) { return row.owedFirst && row.owes == o.test; });
        if (first)
            //: %1: the unit; %2: the test; %3: why it is owed
            return tr("%1 owes %2 (%3): it takes it before anything of its own")
                .arg(unitName(m_state, unit), rs.test(o.test) ? rs.test(o.test)->doc.name : o.test, o.why);
    }
    return {};
}

bool Restrictions::activated(const QString &unit) const
{
    const Ruleset &rs = m_battle.ruleset();
    const Activation::Acting &acting = *rs.activation->acting;
    Situation s;
    s.options = m_battle.optionsUsed();
    s.units.insert(QStringLiteral("actor"), m_state.units.value(unit));
    if (acting.when && Evaluator(rs, s).holds(*acting.when))
        return true;
    const std::optional<ScenarioUnit> placed = m_battle.placedIn(unit, m_state);
    const QString commander = placed ? placed->commander : QString();
    // Judged on the unit, as actor, and the commander whose card came up (KGCWO's fate 24: a
    // commander who no longer heeds a poor superior).
    Situation byCommander = s;
    byCommander.superiors.insert(QStringLiteral("commander"), m_state.units.value(commander));
    for (const DeckCard &c : m_state.drawn) {
        if (c.unit == unit)
            return true;
        const Card *card = rs.card(c.card);
        if (!commander.isEmpty() && c.unit == commander && card && card->activatesCommanded
            && Evaluator(rs, byCommander).holds(*card->activatesCommanded))
            return true;
    }
    return false;
}

QStringList Restrictions::uncheckedWithoutBattle(const Ruleset &rs, const QString &id)
{
    QStringList out;
    QStringList where;
    for (const Step &s : stepsOf(rs))
        if (s.offers->contains(id) && !where.contains(s.name))
            where.append(s.name);
    const bool procedure = rs.procedure(id) != nullptr;
    if (!where.isEmpty())
        out.append(tr("the step of the turn (%1 belongs to %2)")
                       .arg(thingName(rs, procedure, id), where.join(QStringLiteral(", "))));
    if (rs.activation && rs.activation->acting
        && (rs.activation->acting->tests.contains(id) || rs.activation->acting->procedures.contains(id)))
        out.append(tr("whether the unit has been activated (%1 is a unit's own action)")
                       .arg(thingName(rs, procedure, id)));
    return out;
}

} // namespace adjutant::battle
