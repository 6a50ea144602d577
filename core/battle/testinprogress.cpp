#include "testinprogress.h"

#include "battle.h"

#include "dice/facequeue.h"
#include "rules/dicereading.h"
#include "rules/wording.h"

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

void TestInProgress::setUp(const Battle *battle, const action::Resolve &setup, bool ready)
{
    m_setup = setup;
    m_setup.faces.reset();
    m_setup.sources.clear();
    m_setup.skipped.clear(); // the umpire's passes are the dice's: kept here
    m_ready = ready;
    resolve(battle);
}

void TestInProgress::resolve(const Battle *battle)
{
    m_wantedSides = 0;
    m_resolution = Resolution();
    m_run = ProcedureRun();
    if (!battle || !m_ready)
        return;
    dice::FaceQueue faces(m_faces);
    if (isProcedure())
        m_run = ProcedureRunner(battle->ruleset())
                    .run(battle->procedureRequest(withDice(m_setup)), faces.supplier());
    else
        m_resolution
            = Resolver(battle->ruleset()).resolve(m_setup.test, battle->situation(m_setup), faces.supplier());
    m_wantedSides = faces.wantedSides();
}

void TestInProgress::clearDice(const Battle *battle)
{
    m_faces.clear();
    m_sources.clear();
    m_skipped.clear();
    m_applied = false;
    m_appliedSeq = -1;
    m_error.clear();
    resolve(battle);
}

void TestInProgress::restore(const Battle *battle, const action::Resolve &kept)
{
    m_faces = kept.faces.value_or(QList<int>());
    m_sources.clear();
    for (qsizetype i = 0; i < m_faces.size(); ++i)
        m_sources.append(kept.sourceOf(i));
    m_skipped = kept.skipped;
    m_applied = false;
    m_appliedSeq = -1;
    m_error.clear();
    resolve(battle);
}

QString TestInProgress::facesText() const
{
    QStringList out;
    for (int f : m_faces)
        out.append(Wording::number(f));
    return out.join(u' ');
}

int TestInProgress::dieInHand(const Battle *battle) const
{
    if (!battle || m_wantedSides <= 0)
        return m_wantedSides;
    return DiceReadings::inHand(battle->ruleset(), battle->optionsUsed(), m_wantedSides);
}

bool TestInProgress::complete() const
{
    if (!m_ready || m_wantedSides > 0)
        return false;
    if (isProcedure())
        return m_run.complete() && m_run.facesUsed == m_faces.size();
    return !m_faces.isEmpty() && m_resolution.complete();
}

bool TestInProgress::enterFace(const Battle *battle, int typed)
{
    if (!battle || !waiting())
        return false;
    // Typed off the die in hand, read as the rules' die (a d10's 7 as a d5's 4).
    const std::optional<int> face
        = DiceReadings::readTyped(battle->ruleset(), battle->optionsUsed(), m_wantedSides, typed);
    if (!face) {
        m_error = tr("A d%1 has no face %2").arg(dieInHand(battle)).arg(typed);
        return false;
    }
    m_error.clear();
    m_faces.append(*face);
    m_sources.append(FaceSource::Typed);
    resolve(battle);
    return true;
}

bool TestInProgress::takeBackLast(const Battle *battle)
{
    if (m_applied)
        return false;
    if (!m_faces.isEmpty()) {
        m_faces.removeLast();
        m_sources.removeLast();
    } else if (!m_skipped.isEmpty()) {
        m_skipped.removeLast();
    } else {
        return false;
    }
    m_error.clear();
    resolve(battle);
    return true;
}

void TestInProgress::roll(const Battle *battle, const std::function<int(int)> &rollDie)
{
    if (!battle || m_applied)
        return;
    // Each face is rolled as the chain asks for it: follow-ups depend on earlier results.
    for (int guard = 0; waiting() && guard < 1000; ++guard) {
        m_faces.append(rollDie(m_wantedSides));
        m_sources.append(FaceSource::App);
        resolve(battle);
    }
    m_error.clear();
}

bool TestInProgress::canSkip(const Battle *battle) const
{
    const Procedure *p = battle && isProcedure() ? battle->ruleset().procedure(m_setup.procedure) : nullptr;
    if (!waiting() || !p || m_run.pendingPath.isEmpty())
        return false;
    const ProcedureStep *s = p->step(m_run.pendingPath);
    // Only before its first die: a test half rolled is finished.
    return s && s->triggered && !m_run.queue.value(0).setup.dieSides.isEmpty()
        && std::none_of(m_run.steps.begin(), m_run.steps.end(),
                        [&](const ProcedureStepRecord &r) { return r.path == m_run.pendingPath; });
}

bool TestInProgress::skipPending(const Battle *battle)
{
    if (!canSkip(battle))
        return false;
    // Faces typed for the test skipped would be read by the next: none is typed yet (see canSkip),
    // unless a cascade's earlier dice are in; those stay.
    m_skipped.append(m_run.pendingPath);
    resolve(battle);
    return true;
}

bool TestInProgress::canOweRest(const Battle *battle) const
{
    if (m_applied || !battle || !waiting())
        return false;
    if (!isProcedure())
        return !m_resolution.steps.isEmpty() && m_resolution.errors.isEmpty();
    const Procedure *p = battle->ruleset().procedure(m_setup.procedure);
    if (!p || m_run.pendingPath.isEmpty() || !m_run.errors.isEmpty())
        return false;
    const ProcedureStep *s = p->step(m_run.pendingPath);
    if (!s || !s->triggered
        || std::any_of(m_run.steps.begin(), m_run.steps.end(),
                       [&](const ProcedureStepRecord &r) { return r.path == m_run.pendingPath; }))
        return false;
    // Only when owing the tests still to roll takes the procedure to its end: never a test whose
    // result a later step reads, nor one with dice of the procedure's own still to come after it.
    const ProcedureRun owing
        = ProcedureRunner(battle->ruleset()).runOwing(battle->procedureRequest(withDice(m_setup)), m_faces);
    return owing.complete() && !owing.owed.isEmpty() && owing.facesUsed == m_faces.size();
}

action::Resolve TestInProgress::withDice(action::Resolve a) const
{
    a.faces = m_faces;
    a.sources = m_sources;
    a.skipped = m_skipped;
    return a;
}

action::Resolve TestInProgress::submission(bool oweTheRest) const
{
    action::Resolve a = withDice(m_setup);
    a.owe = oweTheRest;
    if (!oweTheRest)
        a.reroll = m_reroll;
    return a;
}

void TestInProgress::submitted(int seq, bool owedTheRest)
{
    if (!owedTheRest)
        m_reroll.reset();
    m_applied = true;
    m_appliedSeq = seq;
}

bool TestInProgress::followJournal(const Battle *battle)
{
    if (m_appliedSeq < 0 || !battle)
        return false;
    bool active = false;
    for (const JournalEntry &e : battle->journal())
        if (e.seq == m_appliedSeq)
            active = !e.undone;
    if (active == m_applied)
        return false;
    // Undone: as it was before Apply, its dice there to apply again.
    m_applied = active;
    if (active)
        m_reroll.reset(); // redone as first rolled: no re-roll under way
    else
        resolve(battle);
    return true;
}

} // namespace adjutant::battle
