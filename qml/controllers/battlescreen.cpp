#include "battlescreen.h"

#include "battle/battle.h"

#include <algorithm>
#include <utility>

namespace adjutant::ui {

BattleScreen::BattleScreen(QObject *parent) : QObject(parent) { }

void BattleScreen::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    // A drawn card opens its unit's sheet: the first thing the player wants.
    if (m_session)
        connect(m_session, &BattleSession::changed, this, &BattleScreen::currentCardChanged);
    Q_EMIT sessionChanged();
}

void BattleScreen::setTestSheet(TestSheet *sheet)
{
    if (m_testSheet == sheet)
        return;
    if (m_testSheet)
        disconnect(m_testSheet, nullptr, this, nullptr);
    m_testSheet = sheet;
    if (m_testSheet)
        connect(m_testSheet, &TestSheet::offerChanged, this, &BattleScreen::offerUnderWay);
    Q_EMIT sessionChanged();
}

void BattleScreen::setChargeFlow(ChargeFlow *flow)
{
    if (m_chargeFlow == flow)
        return;
    if (m_chargeFlow)
        disconnect(m_chargeFlow, nullptr, this, nullptr);
    m_chargeFlow = flow;
    if (m_chargeFlow)
        connect(m_chargeFlow, &ChargeFlow::offerChanged, this, [this] {
            if (!m_chargeFlow->offerText().isEmpty())
                offerUnderWay();
        });
    Q_EMIT sessionChanged();
}

void BattleScreen::start()
{
    m_shownCurrent = m_session ? m_session->currentUnit() : QString();
    offerUnderWay();
}

void BattleScreen::show(const QString &unitId, Open open)
{
    if (m_selectedUnit == unitId && m_open == open)
        return;
    m_selectedUnit = unitId;
    m_open = open;
    Q_EMIT changed();
}

void BattleScreen::ask(bool reopened, bool charge, std::function<void()> afterDrop)
{
    m_askingReopened = reopened;
    m_askingCharge = charge;
    m_afterDrop = std::move(afterDrop);
    Q_EMIT questionChanged();
    Q_EMIT questionAsked();
}

void BattleScreen::openUnit(const QString &unitId)
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    // While a target is being chosen, an enemy's row is the target.
    if (testOpen() && m_testSheet->needsTarget() && !m_testSheet->started()
        && m_testSheet->offersTarget(unitId)) {
        m_testSheet->setTargetId(unitId);
        return;
    }
    // Likewise the unit charged, while the charge is declared.
    if (chargeOpen() && !m_chargeFlow->started() && !m_chargeFlow->applied()
        && m_chargeFlow->offersTarget(unitId)) {
        m_chargeFlow->setTargetId(unitId);
        return;
    }
    show(unitId, Open::Unit);
    Q_EMIT unitOpened(unitId);
}

void BattleScreen::beginTest(const QString &actor, const QString &test, const QString &target, int owedId)
{
    m_testSheet->setTargetId(QString());
    m_testSheet->setActorId(actor);
    m_testSheet->setTestId(test);
    if (owedId > 0)
        m_testSheet->setTargetId(target);
    m_testSheet->setOwedId(owedId);
    m_testSheet->clearDice();
}

void BattleScreen::openTest(const QString &testId)
{
    if (!m_testSheet)
        return;
    // The same test of the same unit, under way: back to it as it was.
    if (m_testSheet->underWay() && m_testSheet->actorId() == m_selectedUnit
        && m_testSheet->testId() == testId) {
        show(m_selectedUnit, Open::Test);
        return;
    }
    // Another test would take its place: ask first.
    if (m_testSheet->underWay()) {
        ask(false, false, [this, testId] { openTest(testId); });
        return;
    }
    beginTest(m_selectedUnit, testId, QString(), 0);
    show(m_selectedUnit, Open::Test);
    Q_EMIT testChosen();
}

void BattleScreen::openOwed(int owedId)
{
    const battle::Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || !m_testSheet)
        return;
    const auto owed = std::find_if(b->state().owed.cbegin(), b->state().owed.cend(),
                                   [owedId](const battle::OwedTest &o) { return o.id == owedId; });
    if (owed == b->state().owed.cend())
        return;
    if (m_testSheet->underWay() && m_testSheet->owedId() != owedId) {
        ask(false, false, [this, owedId] { openOwed(owedId); });
        return;
    }
    if (m_testSheet->underWay()) { // the same owed test, under way: back to it
        show(owed->actor, Open::Test);
        return;
    }
    const battle::OwedTest taken = *owed; // the sheet's setters may change the battle's lists
    beginTest(taken.actor, taken.test, taken.target, taken.id);
    show(taken.actor, Open::Test);
    Q_EMIT testChosen();
}

void BattleScreen::openInitiative()
{
    if (!m_session || !m_testSheet)
        return;
    const QStringList takers = m_session->initiativeTakers();
    if (takers.size() != 2)
        return;
    openUnit(takers.at(0));
    openTest(m_session->initiativeTest());
    if (testOpen() && m_testSheet->actorId() == takers.at(0))
        m_testSheet->setTargetId(takers.at(1));
}

void BattleScreen::openCharge(const QString &procedureId)
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    if (m_testSheet->underWay()) {
        ask(false, false, [this, procedureId] { openCharge(procedureId); });
        return;
    }
    // The same charge, under way: back to it as it was; another would take its place: ask.
    if (m_chargeFlow->underWay()) {
        if (m_chargeFlow->procedureId() == procedureId && m_chargeFlow->actorId() == m_selectedUnit)
            show(m_selectedUnit, Open::Charge);
        else
            ask(false, true, [this, procedureId] { openCharge(procedureId); });
        return;
    }
    m_chargeFlow->setProcedureId(procedureId);
    m_chargeFlow->setActorId(m_selectedUnit);
    m_chargeFlow->discard();
    show(m_selectedUnit, Open::Charge);
}

void BattleScreen::closeSheet()
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    if (chargeOpen() && m_chargeFlow->underWay())
        ask(false, true, [this] { closeSheet(); });
    else if (chargeOpen())
        closeCharge();
    else if (testOpen() && m_testSheet->underWay())
        ask(false, false, [this] { closeSheet(); });
    else if (testOpen())
        show(m_selectedUnit, Open::Unit);
    else
        closeUnit();
}

void BattleScreen::closeUnit()
{
    show(QString(), Open::Unit);
}

void BattleScreen::closeTest()
{
    if (m_testSheet)
        m_testSheet->discard(); // "Cancel" drops it; "Done" closes what is applied
    if (testOpen())
        show(m_selectedUnit, Open::Unit);
}

void BattleScreen::closeCharge()
{
    if (m_chargeFlow)
        m_chargeFlow->discard(); // "Cancel" drops it; "Done" closes what is applied
    if (chargeOpen())
        show(m_selectedUnit, Open::Unit);
}

void BattleScreen::offerUnderWay()
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    if (!m_testSheet->offerText().isEmpty())
        ask(true, false, {});
    else if (!m_chargeFlow->offerText().isEmpty())
        ask(true, true, {});
}

void BattleScreen::goOn()
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    const bool charge = m_askingCharge;
    m_askingCharge = false;
    m_afterDrop = {};
    Q_EMIT questionChanged();
    if (charge) { // back to the charge as it was, or to the one kept from before
        if (!m_askingReopened || m_chargeFlow->takeOffer())
            show(m_chargeFlow->actorId(), Open::Charge);
        return;
    }
    if (m_askingReopened)
        m_testSheet->takeOffer();
    show(m_testSheet->actorId(), Open::Test);
}

void BattleScreen::drop()
{
    if (!m_testSheet || !m_chargeFlow)
        return;
    const bool charge = m_askingCharge;
    const std::function<void()> then = std::exchange(m_afterDrop, {});
    m_askingCharge = false;
    Q_EMIT questionChanged();
    if (m_askingReopened) { // the one kept from before is let go; nothing was open
        if (charge)
            m_chargeFlow->dropOffer();
        else
            m_testSheet->dropOffer();
        return;
    }
    if (charge)
        closeCharge();
    else
        closeTest();
    if (then)
        then();
}

void BattleScreen::currentCardChanged()
{
    const QString current = m_session->currentUnit();
    if (current == m_shownCurrent)
        return;
    m_shownCurrent = current;
    // A test under way stays in front: the card shows who is next meanwhile.
    if ((testOpen() && m_testSheet && m_testSheet->underWay())
        || (chargeOpen() && m_chargeFlow && m_chargeFlow->underWay()))
        return;
    if (!m_shownCurrent.isEmpty())
        openUnit(m_shownCurrent);
}

} // namespace adjutant::ui
