#include "unitsheet.h"

#include "battle/procedureoffer.h"
#include "battle/turnsequence.h"
#include "battle/unitglance.h"
#include "rules/orders.h"
#include "rules/procedure.h"
#include "rules/resolver.h"
#include "rules/testroles.h"
#include "rules/wording.h"

namespace adjutant::ui {

using namespace adjutant::battle;
using namespace adjutant::rules;

UnitSheet::UnitSheet(QObject *parent)
    : QObject(parent),
      m_fields(new UnitFieldsModel(this)),
      m_figures(new UnitFiguresModel(this)),
      m_actionList(GadgetListModel::of<TestChoice>(this)),
      m_otherTestList(GadgetListModel::of<TestChoice>(this)),
      m_procedureList(GadgetListModel::of<ProcedureChoice>(this)),
      m_movementList(GadgetListModel::of<MoveAllowance>(this)),
      m_formationChangeList(GadgetListModel::of<FormationChoice>(this)),
      m_terrainList(GadgetListModel::of<GroundChoice>(this)),
      m_moveFormationList(GadgetListModel::of<FormationChoice>(this)),
      m_moveTargetList(GadgetListModel::of<UnitChoice>(this)),
      m_orderList(GadgetListModel::of<OrderChoice>(this)),
      m_orderTargetList(GadgetListModel::of<UnitChoice>(this))
{
    // First of all that follows a refresh: a binding that reads the lists sees them as they are.
    connect(this, &UnitSheet::changed, this, &UnitSheet::showRows);
}

void UnitSheet::showRows()
{
    m_actionList->setRows(m_actions);
    m_otherTestList->setRows(m_otherTests);
    m_procedureList->setRows(m_procedures);
    m_movementList->setRows(m_movement);
    m_formationChangeList->setRows(m_formationChanges);
    m_terrainList->setRows(m_terrains);
    m_moveFormationList->setRows(m_moveFormations);
    m_moveTargetList->setRows(m_moveTargets);
    m_orderList->setRows(m_orders);
    m_orderTargetList->setRows(m_orderTargets);
}

void UnitSheet::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_sessionChanged);
    m_session = session;
    if (m_session)
        m_sessionChanged = connect(m_session, &BattleSession::changed, this, &UnitSheet::refreshWhenShown);
    Q_EMIT sessionChanged();
    refreshWhenShown();
}

void UnitSheet::setUnitId(const QString &id)
{
    if (m_unitId == id)
        return;
    m_unitId = id;
    Q_EMIT unitIdChanged();
    refreshWhenShown();
}

void UnitSheet::setShown(bool shown)
{
    if (m_shown == shown)
        return;
    m_shown = shown;
    Q_EMIT shownChanged();
    if (m_shown && m_stale)
        refresh();
}

void UnitSheet::refreshWhenShown()
{
    if (m_shown)
        refresh();
    else
        m_stale = true;
}

std::optional<ScenarioUnit> UnitSheet::scenarioUnit() const
{
    // As the battle stands: renamed, moved, or gone when the umpire took it out.
    return m_session && m_session->battle() ? m_session->battle()->placed(m_unitId) : std::nullopt;
}

bool UnitSheet::valid() const
{
    return scenarioUnit().has_value();
}

QString UnitSheet::name() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    return u ? u->name : QString();
}

QString UnitSheet::typeName() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    const UnitType *t = u ? m_session->battle()->ruleset().unitType(u->type) : nullptr;
    return t ? t->doc.name : QString();
}

QString UnitSheet::typeExplain() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    const UnitType *t = u ? m_session->battle()->ruleset().unitType(u->type) : nullptr;
    return t ? t->doc.explain : QString();
}

QString UnitSheet::sideName() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    const ScenarioSide *s = u ? m_session->battle()->scenario().side(u->side) : nullptr;
    return s ? s->name : QString();
}

QString UnitSheet::sideColour() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    const ScenarioSide *s = u ? m_session->battle()->scenario().side(u->side) : nullptr;
    return s ? s->colour : QString();
}

QString UnitSheet::sidePattern() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    return u ? m_session->battle()->scenario().sidePattern(u->side) : QString();
}

QString UnitSheet::commanderName() const
{
    const std::optional<ScenarioUnit> u = scenarioUnit();
    const std::optional<ScenarioUnit> c = u ? m_session->battle()->placed(u->commander) : std::nullopt;
    return c ? c->name : QString();
}

bool UnitSheet::removed() const
{
    return valid() && m_session->battle()->state().units.value(m_unitId).removed;
}

QString UnitSheet::endOfTurnText() const
{
    return valid() ? m_session->endOfTurnText(m_unitId) : QString();
}

namespace {

TestChoice testEntry(const Ruleset &rs, const Test &t, const QStringList &refused)
{
    TestChoice entry;
    entry.test = t.id;
    entry.name = t.doc.name;
    entry.explain = t.doc.explain;
    entry.needsTarget = testUsesRole(rs, t, QStringLiteral("target"));
    entry.allowed = refused.isEmpty();
    entry.reason = refused.join(u' ');
    return entry;
}

} // namespace

void UnitSheet::refresh()
{
    m_stale = false;
    m_actions.clear();
    m_otherTests.clear();
    m_procedures.clear();
    m_movement.clear();
    m_formationChanges.clear();
    m_moveTargets.clear();
    m_orders.clear();
    m_orderTargets.clear();
    ++m_revision;
    const std::optional<ScenarioUnit> su = scenarioUnit();
    if (!su) {
        m_fields->clear();
        m_figures->clear();
        refreshMovePlanner();
        Q_EMIT changed();
        return;
    }
    const Battle &b = *m_session->battle();
    const Ruleset &rs = b.ruleset();
    const UnitState unit = b.state().units.value(m_unitId);
    m_fields->show(&rs, unit, b.initialState().units.value(m_unitId));
    m_figures->show(&rs, unit);
    for (const ScenarioUnit &c : b.commandersFor(m_unitId))
        m_moveTargets.append({c.id, c.name});

    // The ruleset's first choices, when this unit can take them at all (a commander has no
    // fire dice); everything else stays one tap away. In a player-turn step that names its tests,
    // those instead, and none for a unit whose side does not act in it.
    const Resolver resolver(rs);
    QStringList offered;
    QStringList candidates = rs.display.actions;
    m_stepNote.clear();
    bool inStep = false; // a step that names its tests
    bool actsNow = true; // its side acts in the step (always, in deck rules)
    QStringList step;
    const TurnSequence &turns = b.turns();
    if (turns.usesPhases() && turns.phase(b.state())) {
        step = turns.offers(b.state());
        const QString stepName = turns.stepName(b.state());
        if (!turns.mayAct(b.state(), su->side)) {
            actsNow = false;
            candidates.clear();
            QStringList acting; // the sides that do act in the step
            for (const ScenarioSide &side : b.scenario().sides)
                if (turns.mayAct(b.state(), side.id))
                    acting.append(side.name);
            m_stepNote = tr("%1: only %2 acts now").arg(stepName, acting.join(QStringLiteral(", ")));
        } else if (!step.isEmpty() || turns.segment(b.state())) {
            candidates.clear();
            // The initiative is the commanders-in-chief's to take, not every unit's.
            const QString initiative = turns.initiativeTest(b.state());
            const bool takesInitiative = turns.initiativeTakers(b.state()).contains(m_unitId);
            for (const QString &id : step)
                if (rs.test(id) && (id != initiative || takesInitiative))
                    candidates.append(id);
            //: %1 is the name of a step of the turn ("The other side fires"), a heading to the list under it
            m_stepNote = tr("%1: offered in this step").arg(stepName);
            inStep = true;
        }
    }
    for (const QString &id : std::as_const(candidates)) {
        const Test *t = rs.test(id);
        if (!t)
            continue;
        // Probe with one of everything the players would enter (one figure firing...).
        battle::action::Resolve probing;
        probing.test = id;
        probing.actor = m_unitId;
        for (const TestInput &in : t->inputs)
            probing.inputs.insert(in.id, std::clamp(1, in.minimum, in.maximum));
        const Situation probe = b.situation(probing);
        const auto when = rs.display.actionWhen.constFind(id); // "rally" for a shaken unit only
        if (when != rs.display.actionWhen.constEnd() && !Evaluator(rs, probe, id).holds(**when))
            continue;
        if (!resolver.setup(id, probe).dieSides.isEmpty()) {
            // What the rules forbid it here is offered greyed, with their reason (the umpire may
            // still allow it).
            const QStringList refused = b.refusals(probing);
            m_actions.append(testEntry(rs, *t, refused));
            offered.append(id);
        }
    }
    if (!unit.removed && actsNow)
        refreshOrders(step, inStep);
    // None of them for this unit now (a test of another reading of the rules, say).
    if (inStep && offered.isEmpty() && m_orders.isEmpty())
        m_stepNote = tr("%1: no test belongs to this step").arg(turns.stepName(b.state()));
    // Every other test, one tap away; what the rules forbid it here greyed with their reason, as
    // on the tests offered.
    for (const Test &t : rs.tests) {
        if (offered.contains(t.id))
            continue;
        QStringList refused;
        if (!unit.removed) {
            battle::action::Resolve probing;
            probing.test = t.id;
            probing.actor = m_unitId;
            for (const TestInput &in : t.inputs)
                probing.inputs.insert(in.id, std::clamp(1, in.minimum, in.maximum));
            refused = b.refusals(probing); // the step, the activation, the test's own requirements
        }
        m_otherTests.append(testEntry(rs, t, refused));
    }
    // A charge and the like, started by a unit in play (a commander charges with a unit, not alone).
    if (!unit.removed && !su->isCommander && rs.procedures)
        for (const Procedure &p : *rs.procedures) {
            if (!battle::ProcedureOffer::openTo(b, p, m_unitId))
                continue; // a melee to continue only for a unit in one
            m_procedures.append({p.id, p.doc.name, p.doc.explain});
        }

    refreshMovement(rs, unit);
    refreshFormationChanges(b, unit);
    refreshMovePlanner();
    Q_EMIT changed();
}

// The unit's moves by column of the movement table, each with where its inches come from.
void UnitSheet::refreshMovement(const Ruleset &rs, const UnitState &unit)
{
    const MovementAllowance allowance = Orders::movement(rs, unit);
    if (allowance.found)
        for (const MovementColumn &column : rs.movementColumns) {
            if (!allowance.inches.contains(column.id))
                continue;
            const int inches = allowance.inches.value(column.id);
            const QString bonus = allowance.bonus.value(column.id);
            // A move that is all a field's (Chosen Men's rolled move) says where its inches come
            // from, so a 0" before the roll reads as what it is.
            const Field *from = column.plus.isEmpty() ? nullptr : rs.field(column.plus);
            const QString text = from && inches == UnitView::value(rs, unit, column.plus).toInt()
                ? tr("%1\" (%2)").arg(QString::number(inches), Wording::inSentence(from->doc.name))
                : bonus.isEmpty() ? tr("%1\"").arg(inches)
                                  : tr("%1\" + %2").arg(QString::number(inches), bonus.toUpper());
            m_movement.append({column.doc.name, column.doc.explain, inches, text});
        }
}

// The formations the unit may change to from the one it is in, each with its cost, its tests or
// why not.
void UnitSheet::refreshFormationChanges(const Battle &b, const UnitState &unit)
{
    const Ruleset &rs = b.ruleset();
    if (!rs.formationChanges || unit.removed)
        return;
    battle::action::Resolve actor;
    actor.actor = m_unitId;
    const Situation s = b.situation(actor);
    const UnitType *type = rs.unitType(unit.type);
    const QString current = UnitView::value(rs, unit, rs.display.formation()).toString();
    for (const Formation &f : rs.formations) {
        if (f.id == current)
            continue;
        if (type && !Orders::mayForm(*type, f))
            continue;
        const FormationChangePlan plan = Orders::formationChange(rs, s, f.id);
        m_formationChanges.append({f.id, f.doc.name, plan.allowed, plan.costText, plan.reason,
                                   plan.testsRequired, plan.path.join(QStringLiteral(" → "))});
    }
}

QStringList UnitSheet::refusals(const Order &order, const QStringList &answers, const QString &targetId) const
{
    // As core judges the order when it is given: the step, the activation, its requirements.
    return m_session->battle()->refusals(
        battle::action::Order{order.id, m_unitId, targetId, answers, QString()});
}

void UnitSheet::refreshOrders(const QStringList &stepOffers, bool inStep)
{
    const Battle &b = *m_session->battle();
    const Ruleset &rs = b.ruleset();
    const std::optional<ScenarioUnit> self = scenarioUnit();
    if (rs.orders.isEmpty() || !self)
        return;
    // Those it may give an order to: its own side first, then the rest, all in play.
    QStringList targetIds;
    for (int pass = 0; pass < 2; ++pass)
        for (const ScenarioUnit &u : b.orderOfBattle()) {
            if (u.id == m_unitId || (u.side == self->side) != (pass == 0)
                || b.state().units.value(u.id).removed)
                continue;
            targetIds.append(u.id);
            const ScenarioSide *side = b.scenario().side(u.side);
            m_orderTargets.append(
                {u.id, pass == 0 || !side ? u.name : tr("%1 (%2)").arg(u.name, side->name)});
        }
    battle::action::Resolve actor;
    actor.actor = m_unitId;
    const Situation probe = b.situation(actor);
    for (const Order &o : rs.orders) {
        // In a step that names what it offers, only the orders it names.
        if (inStep && !stepOffers.contains(o.id))
            continue;
        if (o.reroll)
            continue; // given with a test just taken, from its sheet (TestSheet::rerolls)
        if (o.when && !Evaluator(rs, probe).holds(*o.when))
            continue; // not for this unit now (no wounds to treat, not an officer)
        QStringList everyYes;
        QList<OrderQuestionChoice> questions;
        for (const OrderQuestion &q : o.questions) {
            everyYes.append(q.id);
            questions.append({q.id, q.doc.name, q.doc.explain});
        }
        // Forbidden here is what no answer and no unit it could be given to would allow.
        QStringList refused;
        if (!o.takesTarget) {
            refused = refusals(o, everyYes, QString());
        } else if (targetIds.isEmpty()) {
            refused.append(tr("There is no unit to give it to."));
        } else {
            for (const QString &t : std::as_const(targetIds)) {
                const QStringList why = refusals(o, everyYes, t);
                if (refused.isEmpty() || why.size() < refused.size())
                    refused = why;
                if (why.isEmpty())
                    break;
            }
        }
        m_orders.append({o.id, o.doc.name, o.doc.explain, refused.isEmpty(), refused.join(u' '),
                         o.takesTarget, questions});
    }
}

QString UnitSheet::orderRefusal(const QString &orderId, const QStringList &answers,
                                const QString &targetId) const
{
    if (!valid())
        return QString();
    const Order *o = m_session->battle()->ruleset().order(orderId);
    if (!o)
        return QString();
    if (o->takesTarget && targetId.isEmpty())
        return tr("Choose the unit it is given to.");
    return refusals(*o, answers, targetId).join(u' ');
}

bool UnitSheet::giveOrder(const QString &orderId, const QStringList &answers, const QString &targetId,
                          const QString &override)
{
    return valid() && m_session->giveOrder(m_unitId, orderId, answers, targetId, override);
}

OrderChoice UnitSheet::orderChoice(const QString &orderId) const
{
    for (const OrderChoice &o : m_orders)
        if (o.order == orderId)
            return o;
    return {};
}

void UnitSheet::refreshMovePlanner()
{
    // The planner's first choices name a formation and nothing else: no cost, no reason.
    const auto choice = [](const QString &formation, const QString &name) {
        FormationChoice c;
        c.formation = formation;
        c.name = name;
        return c;
    };
    m_terrains.clear();
    m_moveFormations = {choice(QString(), tr("No formation change"))};
    if (!valid())
        return;
    const Ruleset &rs = m_session->battle()->ruleset();
    m_terrains.append({QString(), tr("Open ground")});
    for (const Terrain &t : rs.terrain)
        m_terrains.append({t.id, t.doc.name});
    // A change of face, where the rules cost it as a step of formation (kFaceChange to planMove).
    if (rs.formationChanges && rs.formationChanges->face)
        m_moveFormations.append(choice(kFaceChange, tr("Change face")));
    m_moveFormations.append(m_formationChanges);
}

QVariantMap UnitSheet::planMove(const QString &toFormation, const QString &terrainId, double inches) const
{
    if (!valid())
        return {};
    const Battle &b = *m_session->battle();
    const bool face = toFormation == kFaceChange;
    const battle::action::Move move{m_unitId,  inches, face ? QString() : toFormation, terrainId, QString(),
                                    QString(), face};
    MoveRequest request = Battle::moveRequest(move);
    if (inches <= 0)
        request.moved.reset(); // not yet moved: what is left of the move, and nothing brought about
    battle::action::Resolve actor;
    actor.actor = m_unitId;
    const MovePlan plan = Orders::movePlan(b.ruleset(), b.situation(actor), request);
    QStringList after;
    for (const AfterMove *a : plan.afterMove)
        after.append(a->doc.name);
    // What forbids it here, as core judges the move when it is played.
    const QStringList refused = inches > 0 || !toFormation.isEmpty() ? b.refusals(move) : QStringList();
    return {{QStringLiteral("found"), plan.found},
            {QStringLiteral("mayMove"), plan.mayMove},
            {QStringLiteral("left"), plan.left},
            {QStringLiteral("summary"), plan.found ? plan.summary : QString()},
            {QStringLiteral("afterMove"), after},
            {QStringLiteral("withinMove"), plan.withinMove},
            {QStringLiteral("refusal"), refused.join(u' ')}};
}

bool UnitSheet::applyMove(const QString &toFormation, const QString &terrainId, double inches,
                          const QString &override)
{
    const bool face = toFormation == kFaceChange;
    return valid()
        && m_session->playMove(m_unitId, inches, face ? QString() : toFormation, terrainId, QString(),
                               override, face);
}

bool UnitSheet::tracksMoves() const
{
    return valid() && !m_session->battle()->ruleset().display.moved.isEmpty();
}

bool UnitSheet::moved() const
{
    if (!tracksMoves())
        return false;
    const Battle &b = *m_session->battle();
    return UnitView::value(b.ruleset(), b.state().units.value(m_unitId), b.ruleset().display.moved).toBool();
}

bool UnitSheet::setMoved(bool moved)
{
    return tracksMoves() && setField(m_session->battle()->ruleset().display.moved, moved);
}

bool UnitSheet::setField(const QString &fieldId, const QVariant &value, const QString &reason)
{
    return m_session && m_session->setField(m_unitId, fieldId, value, reason);
}

bool UnitSheet::setFigureField(const QString &figureId, const QString &fieldId, const QVariant &value,
                               const QString &reason)
{
    return m_session && m_session->setFigureField(m_unitId, figureId, fieldId, value, reason);
}

bool UnitSheet::rename(const QString &name, const QString &reason)
{
    return valid() && m_session->renameUnit(m_unitId, name, reason);
}

bool UnitSheet::moveUnder(const QString &commanderId, const QString &reason)
{
    return valid() && m_session->moveUnit(m_unitId, commanderId, reason);
}

bool UnitSheet::withdraw(const QString &reason)
{
    return valid() && m_session->withdrawUnit(m_unitId, reason);
}

bool UnitSheet::changeFormation(const QString &formationId)
{
    return valid() && m_session->playMove(m_unitId, 0, formationId, QString(), QString());
}

} // namespace adjutant::ui
