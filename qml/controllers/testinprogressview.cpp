#include "testinprogressview.h"

#include "dierow.h"

#include "rules/wording.h"

#include <QScopedValueRollback>

namespace adjutant::ui {

using namespace adjutant::battle;

TestInProgressView::TestInProgressView(QObject *parent)
    : QObject(parent),
      m_targets(new TargetListModel(this)),
      m_inputList(GadgetListModel::of<NumberInput>(this)),
      m_faceList(GadgetListModel::of<DieRow>(this))
{
    // First of all that follows the setup: a binding that reads the numbers sees them as they are.
    connect(this, &TestInProgressView::setupChanged, this, [this] { m_inputList->setRows(workOutInputs()); });
    connect(this, &TestInProgressView::diceChanged, this, [this] {
        QList<DieRow> rows;
        for (int face : m_dice.faces())
            rows.append({face, 0, true, false});
        m_faceList->setRows(rows);
    });
}

void TestInProgressView::setSession(BattleSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session, &BattleSession::loadedChanged, this, [this] {
            m_kept.leave(); // the old battle's action stays beside it, to be offered there
            sessionOpened();
            lookForOffer();
        });
        connect(m_session, &BattleSession::changed, this, &TestInProgressView::followJournal);
    }
    Q_EMIT sessionChanged();
    sessionGiven();
    lookForOffer();
}

void TestInProgressView::setConfirmEffects(bool confirm)
{
    if (m_confirmEffects == confirm)
        return;
    m_confirmEffects = confirm;
    Q_EMIT confirmEffectsChanged();
}

QString TestInProgressView::actorName() const
{
    return m_session ? m_session->unitName(m_actorId) : QString();
}

QString TestInProgressView::targetName() const
{
    return m_session && !m_targetId.isEmpty() ? m_session->unitName(m_targetId) : QString();
}

bool TestInProgressView::offersTarget(const QString &unitId) const
{
    return m_targets->offers(unitId);
}

// ---- kept beside the battle while under way, and offered again ----------------------------------

void TestInProgressView::keep()
{
    if (m_restoring)
        return;
    std::optional<battle::action::Resolve> kept;
    if (underWay())
        kept = m_dice.withDice(action());
    m_kept.keep(m_session, kept);
}

void TestInProgressView::lookForOffer()
{
    const auto found = KeptUnderWay::read(m_session, [this](const battle::action::Resolve &a) {
        return openBattle() && openBattle()->member(a.actor) && takes(a);
    });
    if (found == m_offer)
        return;
    m_offer = found;
    Q_EMIT offerChanged();
}

QString TestInProgressView::offerText() const
{
    if (!m_offer || !openBattle())
        return {};
    const QString name = offeredName(*m_offer);
    const QString who = m_offer->target.isEmpty()
        ? m_session->unitName(m_offer->actor)
        : tr("%1 against %2").arg(m_session->unitName(m_offer->actor), m_session->unitName(m_offer->target));
    QStringList faces;
    for (int f : m_offer->faces.value_or(QList<int>()))
        faces.append(rules::Wording::number(f));
    return faces.isEmpty() ? tr("%1: %2").arg(name, who)
                           : tr("%1: %2 (dice so far: %3)").arg(name, who, faces.join(u' '));
}

void TestInProgressView::dropOffer()
{
    if (!m_offer)
        return;
    m_offer.reset();
    if (m_session && !m_session->filePath().isEmpty() && !m_session->readOnly()) {
        m_session->sideFiles().adopt(m_session->filePath()); // offered from it, so ours to drop
        m_session->sideFiles().forget(m_session->filePath());
    }
    Q_EMIT offerChanged();
}

void TestInProgressView::restoreDice(const battle::action::Resolve &kept)
{
    m_dice.restore(nullptr, kept); // the faces first: ready() asks whether it was applied
    resolveFaces();
    m_kept.adopt(m_session);
}

// ---- the dice ----------------------------------------------------------------------------------

void TestInProgressView::resolveFaces()
{
    m_dice.setUp(openBattle(), action(), ready());
}

void TestInProgressView::clearDice()
{
    m_dice.clearDice(nullptr); // forgotten first: ready() asks whether it was applied
    resolveFaces();
    keep();
    Q_EMIT diceChanged();
}

int TestInProgressView::dieSides() const
{
    return m_dice.dieInHand(openBattle());
}

bool TestInProgressView::enterFace(int face)
{
    if (!waiting())
        return false;
    const bool entered = m_dice.enterFace(openBattle(), face);
    if (entered)
        diceEntered();
    else
        Q_EMIT diceChanged();
    return entered;
}

void TestInProgressView::diceEntered()
{
    keep();
    Q_EMIT diceChanged();
    if (complete() && !m_confirmEffects)
        apply();
}

void TestInProgressView::removeLastFace()
{
    if (!m_dice.takeBackLast(openBattle()))
        return;
    keep();
    Q_EMIT diceChanged();
}

bool TestInProgressView::canOweRest() const
{
    return m_dice.canOweRest(openBattle());
}

bool TestInProgressView::applyOwingRest()
{
    return canOweRest() && m_session && submit(true);
}

bool TestInProgressView::apply()
{
    if (!complete() || m_dice.applied() || !m_session)
        return false;
    return submit(false);
}

// Journaled as it stands, as one entry (as the re-roll of an earlier one when it is one); with
// oweTheRest the triggered tests not yet rolled are owed instead.
bool TestInProgressView::submit(bool oweTheRest)
{
    bool taken = false;
    {
        // Until the dice are marked applied, the battle that has their entry is not asked again.
        const QScopedValueRollback submitting(m_submitting, true);
        taken = m_session->apply(m_dice.submission(oweTheRest));
        if (taken) {
            const QList<JournalEntry> &journal = m_session->battle()->journal();
            m_dice.submitted(journal.isEmpty() ? -1 : journal.last().seq, oweTheRest);
        }
    }
    if (!taken) {
        m_dice.setError(m_session->error());
        Q_EMIT diceChanged();
        return false;
    }
    keep(); // applied: nothing more to keep
    // A target may have been removed: the journal's change told the view (journalChanged), which
    // works them out again at once (a charge) or when next wanted (a test's chooser, hidden once
    // the dice are in; with 2,000 units, working them out cost the Apply 2 ms).
    Q_EMIT diceChanged();
    Q_EMIT setupChanged();
    return true;
}

void TestInProgressView::followJournal()
{
    journalChanged();
    if (!m_session || !m_dice.followJournal(m_session->battle()))
        return;
    // Undone, it is as it was before Apply, its dice still there to apply again.
    if (!m_dice.applied())
        resolveFaces(); // ready again: the chain as the battle now stands
    keep();
    Q_EMIT diceChanged();
    Q_EMIT setupChanged();
}

} // namespace adjutant::ui
