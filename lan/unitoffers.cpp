#include "unitoffers.h"

#include "phonewords.h"
#include "seatrights.h"

#include "battle/procedureoffer.h"
#include "battle/unitglance.h"
#include "rules/orders.h"
#include "rules/resolver.h"
#include "rules/situation.h"
#include "rules/testroles.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace adjutant::lan {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

QJsonArray inputsJson(const QList<TestInput> &inputs)
{
    QJsonArray out;
    for (const TestInput &in : inputs)
        out.append(
            QJsonObject{{QStringLiteral("id"), in.id},
                        {QStringLiteral("name"), in.doc.name},
                        {QStringLiteral("minimum"), in.minimum},
                        {QStringLiteral("maximum"), in.maximum},
                        {QStringLiteral("value"), in.hasDefault ? in.defaultValue : std::max(in.minimum, 1)},
                        {QStringLiteral("inches"), in.inches}});
    return out;
}

// A test as the unit would take it, with one of everything the players enter.
action::Resolve probeOf(const Test &test, const QString &unitId)
{
    action::Resolve probing;
    probing.test = test.id;
    probing.actor = unitId;
    for (const TestInput &in : test.inputs)
        probing.inputs.insert(in.id, std::clamp(1, in.minimum, in.maximum));
    return probing;
}

// The tests the step names (in a player-turn step that names them) or the ruleset offers first
// (its display's actions, each while its `when` holds), as the app's unit sheet offers them.
QStringList offeredTests(const Battle &b, const QString &unitId, const QString &side)
{
    const Ruleset &rs = b.ruleset();
    const TurnSequence &turns = b.turns();
    QStringList candidates = rs.display.actions;
    if (turns.usesPhases() && turns.phase(b.state())) {
        if (!turns.mayAct(b.state(), side))
            return {};
        const QStringList step = turns.offers(b.state());
        if (!step.isEmpty() || turns.segment(b.state())) {
            candidates.clear();
            const QString initiative = turns.initiativeTest(b.state());
            const bool takesInitiative = turns.initiativeTakers(b.state()).contains(unitId);
            for (const QString &id : step)
                if (rs.test(id) && (id != initiative || takesInitiative))
                    candidates.append(id);
        }
    }
    QStringList offered;
    const Resolver resolver(rs);
    for (const QString &id : std::as_const(candidates)) {
        const Test *t = rs.test(id);
        if (!t)
            continue;
        const Situation probe = b.situation(probeOf(*t, unitId));
        const auto when = rs.display.actionWhen.constFind(id);
        if (when != rs.display.actionWhen.constEnd() && !Evaluator(rs, probe, id).holds(**when))
            continue;
        if (!resolver.setup(id, probe).dieSides.isEmpty())
            offered.append(id);
    }
    return offered;
}

QJsonArray testsJson(const Battle &b, const QString &unitId, const QStringList &offered)
{
    const Ruleset &rs = b.ruleset();
    QList<const Test *> order;
    for (const QString &id : offered)
        order.append(rs.test(id));
    for (const Test &t : rs.tests)
        if (!offered.contains(t.id))
            order.append(&t);
    QJsonArray out;
    for (const Test *t : std::as_const(order)) {
        const QStringList refused = b.refusals(probeOf(*t, unitId));
        out.append(
            QJsonObject{{QStringLiteral("test"), t->id},
                        {QStringLiteral("name"), t->doc.name},
                        {QStringLiteral("offered"), offered.contains(t->id)},
                        {QStringLiteral("allowed"), refused.isEmpty()},
                        {QStringLiteral("reason"), refused.join(u' ')},
                        {QStringLiteral("needsTarget"), testUsesRole(rs, *t, QStringLiteral("target"))},
                        {QStringLiteral("inputs"), inputsJson(t->inputs)}});
    }
    return out;
}

QJsonArray proceduresJson(const Battle &b, const QString &unitId)
{
    QJsonArray out;
    if (!b.ruleset().procedures)
        return out;
    for (const Procedure &p : *b.ruleset().procedures) {
        if (!ProcedureOffer::openTo(b, p, unitId))
            continue;
        QList<TestInput> inputs;
        for (const ProcedureInput &in : p.inputs)
            if (in.movementColumn.isEmpty()) // a default from the movement table is the host's
                inputs.append(in.input);
        out.append(QJsonObject{{QStringLiteral("procedure"), p.id},
                               {QStringLiteral("name"), p.doc.name},
                               {QStringLiteral("inputs"), inputsJson(inputs)}});
    }
    return out;
}

QJsonArray ordersJson(const Battle &b, const QString &unitId, const QString &side)
{
    const Ruleset &rs = b.ruleset();
    const TurnSequence &turns = b.turns();
    const bool inStep = turns.usesPhases() && turns.phase(b.state()) && !turns.offers(b.state()).isEmpty();
    const QStringList step = inStep ? turns.offers(b.state()) : QStringList();
    action::Resolve actor;
    actor.actor = unitId;
    const Situation probe = b.situation(actor);
    QJsonArray out;
    if (turns.usesPhases() && turns.phase(b.state()) && !turns.mayAct(b.state(), side))
        return out;
    for (const Order &o : rs.orders) {
        if ((inStep && !step.contains(o.id)) || o.reroll || (o.when && !Evaluator(rs, probe).holds(*o.when)))
            continue;
        QJsonArray questions;
        QStringList everyYes;
        for (const OrderQuestion &q : o.questions) {
            everyYes.append(q.id);
            questions.append(QJsonObject{{QStringLiteral("id"), q.id}, {QStringLiteral("name"), q.doc.name}});
        }
        const QStringList refused
            = o.takesTarget ? QStringList() : b.refusals(action::Order{o.id, unitId, {}, everyYes, {}});
        out.append(QJsonObject{{QStringLiteral("order"), o.id},
                               {QStringLiteral("name"), o.doc.name},
                               {QStringLiteral("allowed"), refused.isEmpty()},
                               {QStringLiteral("reason"), refused.join(u' ')},
                               {QStringLiteral("takesTarget"), o.takesTarget},
                               {QStringLiteral("questions"), questions}});
    }
    return out;
}

QJsonArray formationsJson(const Battle &b, const QString &unitId)
{
    const Ruleset &rs = b.ruleset();
    QJsonArray out;
    if (!rs.formationChanges)
        return out;
    const UnitState unit = b.state().units.value(unitId);
    action::Resolve actor;
    actor.actor = unitId;
    const Situation s = b.situation(actor);
    const UnitType *type = rs.unitType(unit.type);
    const QString current = UnitView::value(rs, unit, rs.display.formation()).toString();
    for (const Formation &f : rs.formations) {
        if (f.id == current || (type && !Orders::mayForm(*type, f)))
            continue;
        const FormationChangePlan plan = Orders::formationChange(rs, s, f.id);
        out.append(QJsonObject{{QStringLiteral("formation"), f.id},
                               {QStringLiteral("name"), f.doc.name},
                               {QStringLiteral("allowed"), plan.allowed},
                               {QStringLiteral("cost"), plan.costText},
                               {QStringLiteral("reason"), plan.reason}});
    }
    return out;
}

// Its move as core plans it (adjutant-cli move): the inches left (where the move is rolled
// first, as Chosen Men's, what the move test gave less what is used), what the rules forbid, and
// the ground and manoeuvres the ruleset knows, for the phone to pick.
QJsonObject moveJson(const Battle &b, const QString &unitId)
{
    const Ruleset &rs = b.ruleset();
    action::Resolve actor;
    actor.actor = unitId;
    const Situation s = b.situation(actor);
    const MovePlan plan = Orders::movePlan(rs, s, MoveRequest{});
    QJsonArray terrain;
    for (const Terrain &t : rs.terrain)
        terrain.append(QJsonObject{{QStringLiteral("id"), t.id}, {QStringLiteral("name"), t.doc.name}});
    QJsonArray manoeuvres;
    for (const Manoeuvre &m : rs.manoeuvres)
        manoeuvres.append(QJsonObject{{QStringLiteral("id"), m.id}, {QStringLiteral("name"), m.doc.name}});
    return {{QStringLiteral("found"), plan.found},
            {QStringLiteral("left"), plan.left},
            {QStringLiteral("allowed"), plan.refused.isEmpty()},
            {QStringLiteral("reason"), plan.refused.join(u' ')},
            {QStringLiteral("summary"), plan.summary},
            {QStringLiteral("terrain"), terrain},
            {QStringLiteral("manoeuvres"), manoeuvres}};
}

// Every unit in play it could name: its own side's first, then the others (their names and
// sides only; nothing hidden from the seat is in them).
QJsonArray targetsJson(const Battle &b, const QString &unitId, const QString &side)
{
    QJsonArray out;
    for (int pass = 0; pass < 2; ++pass)
        for (const ScenarioUnit &u : b.orderOfBattle())
            if (u.id != unitId && (u.side == side) == (pass == 0) && !b.state().units.value(u.id).removed)
                out.append(QJsonObject{{QStringLiteral("id"), u.id},
                                       {QStringLiteral("name"), u.name},
                                       {QStringLiteral("side"), u.side}});
    return out;
}

} // namespace

QJsonObject UnitOffers::answer(const Battle &battle, const Seat &seat, const QString &unitId,
                               const QString &language)
{
    const std::optional<ScenarioUnit> unit = battle.placed(unitId);
    // Asked as an order the unit gives: the seat's rights say whether it is the seat's to play.
    const Reason no = unit ? SeatRights::refusal(battle, seat, action::Order{QString(), unitId, {}, {}, {}})
                           : Reason{QT_TRANSLATE_NOOP3("LanHost", "There is no such unit in play.",
                                                       "a phone asked what a unit may do"),
                                    {}};
    if (!no.isEmpty())
        return {{QStringLiteral("ok"), false}, {QStringLiteral("reason"), no.in(language)}};
    const bool inPlay = !battle.state().units.value(unitId).removed;
    const QStringList offered = inPlay ? offeredTests(battle, unitId, unit->side) : QStringList();
    QJsonObject out{{QStringLiteral("ok"), true},
                    {QStringLiteral("unit"), unitId},
                    {QStringLiteral("name"), unit->name},
                    {QStringLiteral("tests"), inPlay ? testsJson(battle, unitId, offered) : QJsonArray()},
                    {QStringLiteral("targets"), targetsJson(battle, unitId, unit->side)}};
    const bool acts = inPlay && !unit->isCommander;
    out.insert(QStringLiteral("procedures"), acts ? proceduresJson(battle, unitId) : QJsonArray());
    out.insert(QStringLiteral("orders"), inPlay ? ordersJson(battle, unitId, unit->side) : QJsonArray());
    out.insert(QStringLiteral("formations"), inPlay ? formationsJson(battle, unitId) : QJsonArray());
    if (acts)
        out.insert(QStringLiteral("move"), moveJson(battle, unitId));
    return out;
}

} // namespace adjutant::lan
