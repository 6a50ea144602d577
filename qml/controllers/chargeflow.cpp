#include "chargeflow.h"

#include "modifierlistmodel.h"
#include "testsheet.h"

#include "battle/procedureoffer.h"
#include "battle/testunderway.h"
#include "dice/facequeue.h"
#include "dice/probabilitytext.h"
#include "learn/why.h"
#include "rules/orders.h"
#include "rules/wording.h"

#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace adjutant::ui {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

// A response's chance of each ending, as the rows of `responses` show it: core's odds, in words.
// `refining`: estimated odds are being worked out further meanwhile.
void setOdds(ChargeResponse &row, const ResponseOdds &odds, bool refining)
{
    row.odds.clear();
    QStringList said;
    int simulated = 0;
    double margin = 0; // the widest half of an estimate's interval
    for (const EndingOdds &e : odds.endings) {
        if (e.probability <= 0)
            continue;
        const QString text = e.estimated()
            ? ChargeFlow::tr("%1 about %2").arg(e.name, dice::percentText(e.probability))
            : ChargeFlow::tr("%1 %2").arg(e.name, dice::percentText(e.probability));
        row.odds.append({e.ending, e.name, e.probability, e.estimated(), e.low, e.high, text});
        said.append(text);
        simulated = std::max(simulated, e.simulated);
        margin = std::max({margin, e.probability - e.low, e.high - e.probability});
    }
    row.oddsText = said.join(QStringLiteral(" · "));
    row.oddsError = odds.error;
    // Odds too costly to work out exactly are estimated: said plainly, with how.
    row.oddsNote = simulated == 0
        ? QString()
        : ChargeFlow::tr("Estimated from %Ln simulated charge(s), each chance within "
                         "%1 either way (19 times in 20): too many ways for the "
                         "charge to go to work them all out.",
                         "", simulated)
              .arg(dice::percentText(margin));
    row.oddsRefining = refining && simulated > 0;
    if (row.oddsRefining)
        row.oddsNote += u' '
            + ChargeFlow::tr("Still working on them: closer odds, or exact ones, follow in a moment.");
}

// The question a response's odds answer, as the refined odds are kept by it.
quint64 question(ProcedureRequest declaration, const QString &response)
{
    declaration.response = response;
    return ProcedureRunner::estimateSeed(declaration);
}

} // namespace

ChargeFlow::ChargeFlow(QObject *parent)
    : TestInProgressView(parent),
      m_roleList(GadgetListModel::of<ChargeRole>(this)),
      m_responseList(GadgetListModel::of<ChargeResponse>(this)),
      m_stepList(GadgetListModel::of<ChargeStep>(this))
{
    // Whatever changes, the charge under way is kept (or forgotten once applied or dropped).
    connect(this, &ChargeFlow::setupChanged, this, &ChargeFlow::keep);
    connect(this, &ChargeFlow::diceChanged, this, &ChargeFlow::keep);
    connect(this, &ChargeFlow::setupChanged, this, [this] {
        m_roleList->setRows(roleRows());
        m_responseList->setRows(m_responses);
    });
    connect(this, &ChargeFlow::diceChanged, this, [this] { m_stepList->setRows(stepRows()); });
    connect(this, &ChargeFlow::oddsChanged, this, [this] { m_responseList->setRows(m_responses); });
    connect(&m_oddsWatcher, &QFutureWatcherBase::finished, this, &ChargeFlow::oddsWorkedOut);
    connect(&m_refineWatcher, &QFutureWatcherBase::finished, this, &ChargeFlow::oddsRefined);
}

ChargeFlow::~ChargeFlow()
{
    stopRefining(); // the worker keeps its own copies; it only needs telling to stop
}

bool ChargeFlow::takes(const battle::action::Resolve &kept) const
{
    return !kept.procedure.isEmpty() && openBattle()->ruleset().procedure(kept.procedure);
}

QString ChargeFlow::offeredName(const battle::action::Resolve &kept) const
{
    const Procedure *p = openBattle()->ruleset().procedure(kept.procedure);
    return p ? p->doc.name : kept.procedure;
}

bool ChargeFlow::takeOffer()
{
    if (!m_offer || !m_session || !m_session->battle())
        return false;
    const battle::action::Resolve a = *m_offer;
    m_offer.reset();
    Q_EMIT offerChanged();
    m_restoring = true;
    m_procedureId = a.procedure;
    m_actorId = a.actor;
    refreshTargets();
    m_targetId = a.target;
    m_roles = a.roles;
    m_distance = a.inputs.value(QStringLiteral("distance"), -1);
    m_inputs.clear();
    for (auto it = a.inputs.begin(); it != a.inputs.end(); ++it)
        if (it.key() != u"distance")
            m_inputs.insert(it.key(), it.value());
    m_response.clear();
    m_override = a.override; // the umpire's, when he let it go in
    redeclare(); // the declaration and the odds as they were; the dice go in below
    m_response = a.response;
    m_restoring = false;
    restoreDice(a); // the faces and the tests passed over, as they were
    Q_EMIT setupChanged();
    Q_EMIT diceChanged();
    return true;
}

const Procedure *ChargeFlow::procedure() const
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    return b ? b->ruleset().procedure(m_procedureId) : nullptr;
}

bool ChargeFlow::offered() const
{
    return procedure() != nullptr;
}

QString ChargeFlow::title() const
{
    const Procedure *p = procedure();
    return p ? p->doc.name : QString();
}

QString ChargeFlow::explain() const
{
    const Procedure *p = procedure();
    return p ? p->doc.explain : QString();
}

void ChargeFlow::setProcedureId(const QString &id)
{
    if (m_procedureId == id)
        return;
    m_procedureId = id;
    m_inputs.clear();
    m_roles.clear();
    m_response.clear();
    m_override.clear();
    preselectOnlyOpponent();
    redeclare();
}

void ChargeFlow::setActorId(const QString &id)
{
    if (m_actorId == id)
        return;
    m_actorId = id;
    m_targetId.clear();
    m_distance = -1;
    m_response.clear();
    m_inputs.clear();
    m_roles.clear();
    m_override.clear();
    refreshTargets();
    preselectOnlyOpponent();
    redeclare();
}

// A melee to continue is fought against the one enemy unit still in a melee: chosen for the
// players when there is exactly one (they may change it).
void ChargeFlow::preselectOnlyOpponent()
{
    const Procedure *p = procedure();
    if (!p || !m_targetId.isEmpty() || !m_session || !m_session->battle())
        return;
    QStringList candidates;
    for (const TargetListModel::Target &t : m_targets->targets())
        candidates.append(t.unitId);
    m_targetId = battle::ProcedureOffer::onlyOpponent(*m_session->battle(), *p, candidates);
}

void ChargeFlow::setTargetId(const QString &id)
{
    if (m_targetId == id || m_dice.applied())
        return;
    m_targetId = id;
    m_response.clear();
    m_override.clear();
    m_roles.clear();
    redeclare();
}

void ChargeFlow::setDistance(int inches)
{
    if (m_dice.applied())
        return;
    const Procedure *p = procedure();
    int maximum = 999;
    if (p)
        for (const ProcedureInput &in : p->inputs)
            if (in.input.id == u"distance")
                maximum = in.input.maximum;
    inches = inches < 0 ? -1 : std::min(inches, maximum);
    if (m_distance == inches)
        return;
    m_distance = inches;
    m_response.clear();
    redeclare();
}

void ChargeFlow::typeDistanceDigit(int digit)
{
    if (digit < 0)
        setDistance(m_distance < 10 ? -1 : m_distance / 10);
    else if (digit <= 9)
        setDistance(std::max(0, m_distance) * 10 + digit);
}

void ChargeFlow::setInput(const QString &inputId, int value)
{
    if (m_dice.applied() || m_inputs.value(inputId, value - 1) == value)
        return;
    m_inputs.insert(inputId, value);
    m_response.clear();
    redeclare();
}

void ChargeFlow::setRoleUnit(const QString &roleId, const QString &unitId)
{
    if (m_dice.applied() || m_roles.value(roleId) == unitId)
        return;
    if (unitId.isEmpty())
        m_roles.remove(roleId);
    else
        m_roles.insert(roleId, unitId);
    m_response.clear();
    redeclare();
}

QList<ChargeRole> ChargeFlow::roleRows() const
{
    QList<ChargeRole> out;
    const Procedure *p = procedure();
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!p || !b || m_targetId.isEmpty())
        return out;
    for (const ProcedureRole &role : p->roles) {
        QList<RoleUnit> units;
        for (const QString &id : b->roleCandidates(m_procedureId, role.id, m_actorId, m_targetId))
            units.append({id, m_session->unitName(id)});
        if (units.isEmpty())
            continue;
        out.append({role.id, role.doc.name, role.doc.explain, m_roles.value(role.id), units});
    }
    return out;
}

void ChargeFlow::refreshTargets()
{
    QList<TargetListModel::Target> now;
    const Battle *b = m_session ? m_session->battle() : nullptr;
    const ScenarioUnit *actor = b ? b->member(m_actorId) : nullptr;
    if (actor) {
        // Enemy units that are still in play, grouped by side and commander as the order of
        // battle shows them; commanders are not charged.
        const QList<ScenarioUnit> everyone = b->orderOfBattle(); // as the umpire left it
        for (const ScenarioUnit &u : everyone) {
            if (u.side == actor->side || u.isCommander || b->state().units.value(u.id).removed)
                continue;
            const ScenarioSide *side = b->scenario().side(u.side);
            const QString sideName = side ? side->name : u.side;
            now.append({u.id, u.name,
                        u.commander.isEmpty() ? sideName
                                              : tr("%1 · %2").arg(sideName, m_session->unitName(u.commander)),
                        side ? side->colour : QString(), b->scenario().sidePattern(u.side), true});
        }
    }
    m_targets->setTargets(std::move(now));
}

QList<NumberInput> ChargeFlow::workOutInputs() const
{
    QList<NumberInput> out;
    const Procedure *p = procedure();
    if (!p)
        return out;
    const Battle *b = m_session->battle(); // there, or there would be no procedure
    const Situation declared = b->situation(action());
    for (const ProcedureInput &in : p->inputs) {
        if (in.input.id == u"distance" || !in.asked(b->ruleset(), declared))
            continue; // the distance has the pad; an input the charge does not ask for keeps its default
        int worked = in.input.hasDefault ? in.input.defaultValue : in.input.minimum;
        const QString unit = in.movementRole == u"target" ? m_targetId : m_actorId;
        if (!in.movementColumn.isEmpty() && !unit.isEmpty()) {
            const MovementAllowance m = Orders::movement(b->ruleset(), b->state().units.value(unit));
            if (m.found && m.inches.contains(in.movementColumn))
                worked = m.inches.value(in.movementColumn);
        }
        worked = m_declaration.values.value(in.input.id, worked);
        NumberInput row;
        row.inputId = in.input.id;
        row.name = in.input.doc.name;
        row.explain = in.input.doc.explain;
        row.value = m_inputs.value(in.input.id, worked);
        row.entered = m_inputs.contains(in.input.id);
        row.minimum = in.input.minimum;
        row.maximum = in.input.maximum;
        row.fromMovement = !in.movementColumn.isEmpty();
        out.append(row);
    }
    return out;
}

ProcedureRequest ChargeFlow::declarationRequest() const
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b)
        return {};
    // As the battle will ask it, before any response is chosen.
    ProcedureRequest req = b->procedureRequest(action());
    req.response.clear();
    return req;
}

battle::action::Resolve ChargeFlow::action() const
{
    battle::action::Resolve a;
    a.procedure = m_procedureId;
    a.response = m_response;
    a.actor = m_actorId;
    a.target = m_targetId;
    a.override = m_override;
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b)
        return a;
    // A unit named for another role goes in while it may still play it.
    for (auto it = m_roles.begin(); it != m_roles.end(); ++it)
        if (b->roleCandidates(m_procedureId, it.key(), m_actorId, m_targetId).contains(it.value()))
            a.roles.insert(it.key(), it.value());
    if (m_distance >= 0)
        a.inputs.insert(QStringLiteral("distance"), m_distance);
    // Every number shown goes in as shown: the movement table's by default, else the lowest. One
    // no longer asked for (hits on a gun since unnamed) stays out: the rules would refuse it.
    const Situation declared = b->situation(a);
    if (const Procedure *p = procedure())
        for (const ProcedureInput &in : p->inputs) {
            if (in.input.id == u"distance" || !in.asked(b->ruleset(), declared))
                continue;
            if (m_inputs.contains(in.input.id))
                a.inputs.insert(in.input.id, m_inputs.value(in.input.id));
            else if (in.movementColumn.isEmpty() && !in.input.hasDefault)
                a.inputs.insert(in.input.id, in.input.minimum);
        }
    return a;
}

bool ChargeFlow::needsDistance() const
{
    const Procedure *p = procedure();
    return p && std::any_of(p->inputs.begin(), p->inputs.end(), [](const ProcedureInput &in) {
               return in.input.id == u"distance";
           });
}

bool ChargeFlow::declared() const
{
    return !m_targetId.isEmpty() && (m_distance >= 0 || !needsDistance()) && procedure();
}

void ChargeFlow::redeclare()
{
    stopRefining();
    m_declaration = ProcedureRun();
    m_responses.clear();
    m_oddsRequest.reset();
    ++m_declarations;
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (b && declared()) {
        const ProcedureRunner runner(b->ruleset());
        const ProcedureRequest req = declarationRequest();
        m_declaration = runner.run(req, dice::FaceQueue::of({}));
        if (m_declaration.errors.isEmpty() && m_declaration.allowed) {
            for (const ResponseChoice &c : std::as_const(m_declaration.responses)) {
                ChargeResponse row;
                row.responseId = c.id;
                row.name = c.doc.name;
                row.explain = c.doc.explain;
                row.available = c.available;
                row.reason = c.reason;
                row.oddsPending = c.available;
                m_responses.append(row);
            }
            if (std::any_of(m_responses.cbegin(), m_responses.cend(),
                            [](const ChargeResponse &r) { return r.available; }))
                m_oddsRequest = req;
            // A melee continued (no distance, one response: fight on) needs no choice; a charge
            // with one response still shows it with the chance of each ending.
            if (!needsDistance() && m_responses.size() == 1 && m_responses.first().available)
                m_response = m_responses.first().responseId;
        }
    }
    Q_EMIT setupChanged();
    workOutOdds();
    clearDice();
}

void ChargeFlow::workOutOdds()
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (m_oddsWatcher.isRunning() || !b || !m_oddsRequest)
        return; // one under way is followed by this one (oddsWorkedOut)
    // The worker has its own copy of the rules and the question: the battle goes on meanwhile,
    // and may be closed before the odds come.
    m_oddsWatcher.setFuture(
        QtConcurrent::run([rules = b->ruleset(), request = *m_oddsRequest, declaration = m_declarations] {
            return OddsWorked{declaration, ProcedureRunner(rules).oddsByResponse(request)};
        }));
    if (!m_oddsBusy) {
        m_oddsBusy = true;
        Q_EMIT oddsChanged();
    }
}

void ChargeFlow::oddsWorkedOut()
{
    const QFuture<OddsWorked> done = m_oddsWatcher.future();
    // No result only if the work failed outright: the rows are then left without odds.
    const OddsWorked worked = done.resultCount() > 0 ? done.result() : OddsWorked{m_declarations, {}};
    m_oddsBusy = false;
    if (worked.declaration == m_declarations && m_oddsRequest) {
        // Estimated odds refined before for the same question are shown as they came out then.
        QList<ResponseOdds> odds = worked.odds;
        QStringList estimated;
        for (ResponseOdds &o : odds) {
            if (std::none_of(o.endings.cbegin(), o.endings.cend(),
                             [](const EndingOdds &e) { return e.estimated(); }))
                continue;
            if (const auto known = m_refinedOdds.constFind(question(*m_oddsRequest, o.response));
                known != m_refinedOdds.constEnd())
                o = *known;
            else
                estimated.append(o.response);
        }
        for (ChargeResponse &row : m_responses) {
            row.oddsPending = false;
            for (const ResponseOdds &o : std::as_const(odds))
                if (row.available && o.response == row.responseId)
                    setOdds(row, o, estimated.contains(o.response));
        }
        m_estimatedOdds.clear();
        for (const ResponseOdds &o : std::as_const(odds))
            if (estimated.contains(o.response))
                m_estimatedOdds.append(o);
        if (!estimated.isEmpty())
            refineOdds(*m_oddsRequest, estimated);
        m_oddsRequest.reset();
    }
    workOutOdds(); // the declaration changed while these were worked out: its own now
    Q_EMIT oddsChanged();
}

void ChargeFlow::refineOdds(const ProcedureRequest &request, const QStringList &responses)
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b)
        return;
    stopRefining();
    m_refining = request;
    m_refineAbandoned = std::make_shared<std::atomic<bool>>(false);
    m_refineWatcher.setFuture(
        QtConcurrent::run([rules = b->ruleset(), request, responses, abandoned = m_refineAbandoned,
                           declaration = m_declarations] {
            OddsBudget budget = OddsBudget::thorough();
            budget.abandoned = abandoned.get();
            ProcedureRunner runner(rules);
            runner.setOddsBudget(budget);
            OddsWorked worked{declaration, {}};
            for (const QString &response : responses) {
                ProcedureRequest r = request;
                r.response = response;
                ResponseOdds odds{response, {}, true, {}};
                odds.endings = runner.odds(r, &odds.error);
                if (abandoned->load())
                    break;
                worked.odds.append(odds);
            }
            return worked;
        }));
}

void ChargeFlow::oddsRefined()
{
    const QFuture<OddsWorked> done = m_refineWatcher.future();
    if (done.resultCount() == 0 || done.result().declaration != m_declarations)
        return; // given up: another declaration's odds stand in the rows
    m_refineAbandoned.reset();
    const QList<ResponseOdds> refined = done.result().odds;
    constexpr qsizetype kRefinedKept = 64; // a few dozen declarations: a battle's worth of measuring
    if (m_refinedOdds.size() > kRefinedKept)
        m_refinedOdds.clear();
    for (const ResponseOdds &o : refined) {
        if (o.endings.isEmpty())
            continue;
        m_refinedOdds.insert(question(m_refining, o.response), o);
    }
    // Each row refined shows its new odds; one whose work failed keeps its estimate.
    for (ChargeResponse &row : m_responses) {
        if (!row.oddsRefining)
            continue;
        const auto found = std::find_if(refined.cbegin(), refined.cend(), [&](const ResponseOdds &o) {
            return o.response == row.responseId && !o.endings.isEmpty();
        });
        if (found != refined.cend()) {
            setOdds(row, *found, false);
            continue;
        }
        for (const ResponseOdds &o : std::as_const(m_estimatedOdds))
            if (o.response == row.responseId)
                setOdds(row, o, false);
    }
    m_estimatedOdds.clear();
    Q_EMIT oddsChanged();
}

void ChargeFlow::stopRefining()
{
    if (m_refineAbandoned)
        m_refineAbandoned->store(true);
    m_refineAbandoned.reset();
}

QString ChargeFlow::declarationText() const
{
    const Procedure *p = procedure();
    if (!p || !declared())
        return {};
    QStringList parts;
    const Battle *b = m_session->battle();
    const Situation declared = b->situation(action());
    for (const ProcedureInput &in : p->inputs)
        if (!in.movementColumn.isEmpty() && m_declaration.values.contains(in.input.id)
            && in.asked(b->ruleset(), declared))
            parts.append(tr("%1 %2\"").arg(in.input.doc.name,
                                           QString::number(m_declaration.values.value(in.input.id))));
    return parts.join(QStringLiteral(" · "));
}

void ChargeFlow::setResponse(const QString &id)
{
    if (m_response == id || m_dice.applied())
        return;
    if (!id.isEmpty()) {
        bool available = false;
        for (const ChargeResponse &r : std::as_const(m_responses))
            if (r.responseId == id)
                available = r.available;
        if (!available)
            return;
    }
    m_response = id;
    Q_EMIT setupChanged();
    clearDice();
}

QString ChargeFlow::responseName() const
{
    for (const ChargeResponse &r : m_responses)
        if (r.responseId == m_response)
            return r.name;
    return {};
}

QStringList ChargeFlow::problems() const
{
    QStringList out;
    if (!offered())
        return {tr("This ruleset has no %1 procedure").arg(m_procedureId)};
    if (m_targetId.isEmpty())
        out.append(tr("Choose the unit charged"));
    if (m_distance < 0 && needsDistance())
        out.append(tr("Type the distance in inches"));
    if (declared())
        out += m_declaration.errors;
    return out;
}

bool ChargeFlow::ready() const
{
    return allowed() && !m_response.isEmpty() && !m_dice.applied();
}

bool ChargeFlow::underWay() const
{
    return !m_dice.applied() && !m_actorId.isEmpty() && (!m_targetId.isEmpty() || m_distance >= 0);
}

// ---- the dice --------------------------------------------------------------------------------

void ChargeFlow::discard()
{
    m_override.clear();
    m_targetId.clear();
    m_distance = -1;
    m_inputs.clear();
    m_response.clear();
    refreshTargets();
    redeclare();
}

void ChargeFlow::roll()
{
    Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || m_dice.applied() || !ready())
        return;
    if (waiting())
        m_session->announceRoll();
    m_dice.roll(b, [b](int sides) { return b->rollDie(sides); });
    diceEntered();
}

bool ChargeFlow::canSkip() const
{
    return m_dice.canSkip(m_session ? m_session->battle() : nullptr);
}

bool ChargeFlow::skipPending()
{
    if (!m_dice.skipPending(m_session ? m_session->battle() : nullptr))
        return false;
    Q_EMIT diceChanged();
    return true;
}

bool ChargeFlow::complete() const
{
    return ready() && m_dice.complete();
}

QString ChargeFlow::endingTone() const
{
    if (!complete())
        return {};
    if (!m_dice.run().winnerId.isEmpty())
        return Wording::toneId(m_dice.run().winnerId == m_actorId ? Tone::Good : Tone::Bad);
    return Wording::toneId(Tone::Neutral);
}

QString ChargeFlow::promptTitle() const
{
    if (!waiting())
        return {};
    if (!m_dice.run().queue.isEmpty()) {
        const PendingTest &t = m_dice.run().queue.first();
        return tr("%1: %2").arg(t.setup.test ? t.setup.test->doc.name : QString(),
                                m_session ? m_session->unitName(t.setup.actorId) : t.setup.actorId);
    }
    return tr("Roll a d%1").arg(dieSides());
}

QString ChargeFlow::promptDetail() const
{
    if (!waiting() || m_dice.run().queue.isEmpty())
        return {};
    const PendingTest &t = m_dice.run().queue.first();
    QStringList parts{t.setup.needText};
    if (t.setup.dieSides.size() > 1 || t.count > 1) {
        // How many of this test's dice are in: the faces beyond those the finished steps used.
        const int dice = int(t.setup.dieSides.size());
        const int entered = int(m_dice.faces().size() - m_dice.run().facesUsed);
        if (dice > 1)
            parts.append(tr("die %1 of %2").arg(std::min(entered, dice - 1) + 1).arg(dice));
        if (t.count > 1)
            parts.append(TestSheet::tr("%n test(s) to go", nullptr, t.count)); // its plural forms are there
    }
    QStringList odds;
    for (const OutcomeOdds &o : t.setup.odds)
        odds.append(OutcomeListModel::text(o));
    if (!odds.isEmpty())
        parts.append(odds.join(QStringLiteral(" · ")));
    if (!t.why.isEmpty())
        parts.append(t.why);
    return parts.join(QStringLiteral(" · "));
}

QString ChargeFlow::refusal() const
{
    if (!declared())
        return {};
    const Battle *b = m_session ? m_session->battle() : nullptr;
    QStringList all = b ? b->refusals(action()) : QStringList();
    if (!m_declaration.refusal.isEmpty())
        all.append(m_declaration.refusal);
    return all.join(u' ');
}

bool ChargeFlow::allowed() const
{
    if (!declared() || !m_declaration.allowed || !m_declaration.errors.isEmpty())
        return false;
    // Being applied, it was allowed when Apply was tapped; the battle that has it now refuses a
    // second charge. Read otherwise, the sheet would drop its dice and make them again (tens of
    // milliseconds) in the moment before they are marked applied.
    if (m_submitting)
        return true;
    const Battle *b = m_session ? m_session->battle() : nullptr;
    return !m_override.isEmpty() || !b || b->refusals(action()).isEmpty();
}

bool ChargeFlow::allowAnyway(const QString &reason)
{
    if (reason.trimmed().isEmpty()) {
        m_dice.setError(tr("Say why the umpire allows it: the journal keeps the reason."));
        Q_EMIT diceChanged();
        return false;
    }
    if (m_dice.applied() || refusal().isEmpty())
        return false; // nothing the rules refuse here
    m_override = reason.trimmed();
    m_dice.setError(QString());
    m_response.clear();
    redeclare(); // allowed now: the responses and their odds
    return true;
}

} // namespace adjutant::ui
