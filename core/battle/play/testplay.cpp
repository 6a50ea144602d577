// Tests played onto the battle: a single test with what it triggers, a whole procedure as one
// entry, and an owed test passed over. See testplay.h.

#include "testplay.h"
#include "orderplay.h"

#include "battle/battle.h"
#include "battle/journalwords.h"
#include "battle/owedtests.h"
#include "battle/waitingfates.h"

#include "rules/procedure.h"
#include "rules/resolver.h"
#include "text/punctuation.h"

#include <QLocale>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

// The units an action's tests touched, as they stood before it landed: what the journal's words
// compare against (only these, so that an entry's cost does not grow with the battle's size).
QHash<QString, UnitState> unitsAsTheyWere(const QHash<QString, UnitState> &touched, const BattleState &state)
{
    QHash<QString, UnitState> out;
    for (auto it = touched.cbegin(); it != touched.cend(); ++it)
        if (const auto was = state.units.constFind(it.key()); was != state.units.cend())
            out.insert(it.key(), *was);
    return out;
}

// What the tests did to the units, written onto the state.
void writeBack(const QHash<QString, UnitState> &units, BattleState &state)
{
    for (auto it = units.begin(); it != units.end(); ++it) {
        UnitState &u = state.units[it.key()];
        u.fields = it->fields;
        u.figures = it->figures;
        u.removed = it->removed;
    }
}

// Where the dice came from, for the journal, always said: typed in from real dice, rolled by the
// app, or which faces were which.
QString originText(const action::Resolve &a)
{
    QStringList typed, rolled;
    for (qsizetype i = 0; a.faces && i < a.faces->size(); ++i)
        (a.sourceOf(i) == FaceSource::App ? rolled : typed).append(QLocale().toString(a.faces->at(i)));
    if (typed.isEmpty() && rolled.isEmpty())
        return {};
    if (typed.isEmpty())
        return Battle::tr(" (dice rolled by the app)");
    if (rolled.isEmpty())
        return Battle::tr(" (dice typed)");
    return Battle::tr(" (dice typed: %1; rolled by the app: %2)").arg(typed.join(u' '), rolled.join(u' '));
}

} // namespace

bool TestPlay::operator()(const action::Resolve &a) const
{
    return a.procedure.isEmpty() ? test(a) : procedure(a);
}

bool TestPlay::payReroll(const action::Resolve &a, QString *paid) const
{
    const Ruleset &rs = m_play.ruleset();
    const Order *o = rs.order(a.reroll->order);
    if (!o || !o->reroll)
        return m_play.fail(tr("%1 has no re-roll \"%2\"").arg(rs.id, a.reroll->order));
    const ActionPlay paying{m_play.battle, m_play.state, m_play.notes, paid, m_play.error};
    return OrderPlay(paying).give(action::Order{a.reroll->order, a.reroll->by, {}, {}, a.override}, true);
}

bool TestPlay::test(const action::Resolve &a) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    QStringList &notes = m_play.notes;
    if (!rs.test(a.test))
        return m_play.fail(tr("%1 has no test \"%2\"").arg(rs.id, a.test));
    for (const QString &id : {a.actor, a.target})
        if (!id.isEmpty() && !m_play.inBattle(id))
            return false;
    if (a.actor.isEmpty())
        return m_play.fail(tr("say which unit takes the test (actor)"));
    // A re-roll: the order that allows it is given first (its requirements, its cost).
    QString rerolled;
    if (a.reroll && !payReroll(a, &rerolled))
        return false;
    // An owed test is taken as it is owed.
    const qsizetype owedIndex = owedAt(m_play.battle, a, state, m_play.error);
    if (owedIndex == -2)
        return false;
    // The umpire may pass over a test the result triggers (journaled with the entry); the dice of
    // the attack itself are never skipped.
    for (const QString &id : a.skipped)
        if (!rs.test(id))
            return m_play.fail(tr("skip: %1 has no test \"%2\"").arg(rs.id, id));
    const QList<int> faces = a.faces.value_or(QList<int>());
    Situation sit = m_play.battle.situationIn(a, state);
    sit.skippedFollowUps = QSet<QString>(a.skipped.begin(), a.skipped.end());
    // A replay wants no words (it keeps the journaled ones), and the odds only for a reader of the
    // resolution (the report): what the test does is the same without them.
    const bool worded = m_play.summaryWanted;
    Resolver resolver(rs);
    resolver.setModifierWords(worded);
    resolver.setWorkOutOdds(worded || m_play.resolved);
    Resolution r = resolver.resolve(a.test, sit, dice::FaceQueue::of(faces));
    if (!r.errors.isEmpty())
        return m_play.fail(r.errors.join(text::Punctuation::semicolon()));
    // Applied before its follow-ups are rolled: they are owed. The test itself is never owed.
    const bool deferring = a.owe && !r.pending.isEmpty() && !r.steps.isEmpty();
    if (!r.pending.isEmpty() && !deferring) {
        // Said with what the dice need, which the odds work out.
        const PendingTest p = Resolver(rs).resolve(a.test, sit, dice::FaceQueue::of(faces)).pending.first();
        return m_play.fail(tr("more dice are needed: %1 × %2 (%3)")
                               .arg(p.setup.test->doc.name, QString::number(p.count), p.setup.needText));
    }
    if (r.facesUsed != faces.size())
        return m_play.fail(
            tr("%n die face(s) given but %1 used", nullptr, int(faces.size())).arg(r.facesUsed));
    const QList<OwedTests::Taken> taken = OwedTests::taken(r);
    const QHash<QString, UnitState> unitsBefore = OwedTests::unitsNamed(taken, state);
    // The journal's words: the test and what it came to, what changed on the units, then each
    // test that followed from it (none made for a replay: the state and notes are the same).
    const QHash<QString, UnitState> touchedBefore
        = worded ? unitsAsTheyWere(r.units.hash(), state) : QHash<QString, UnitState>();
    writeBack(r.units.hash(), state);
    const JournalWords words(rs, touchedBefore, state);
    QStringList parts;
    QStringList followed;
    for (const TestResult &t : r.steps) {
        if (worded && parts.isEmpty())
            parts.append(words.lead(t));
        else if (worded)
            followed.append(words.followUp(t));
        for (const EffectRecord &e : t.effects)
            if (!e.bookkeeping) // a marker the rules keep is no result to read
                notes.append(e.text);
        // A fate rolled by a test waits for its unit as one rolled by the card does (one path).
        if (WaitingFates::kept(rs) && !t.tableRolls.isEmpty())
            WaitingFates(m_play.battle.scenario(), rs, m_play.battle.optionsUsed())
                .settle(t.tableRolls, WaitingFates::rollsText(t.tableRolls), t.setup.test->doc.name, state,
                        notes);
    }
    if (worded) {
        parts += words.changes({a.actor, a.target});
        parts += followed;
        for (const QString &id : a.skipped)
            parts.append(tr("%1 skipped by the umpire").arg(rs.test(id)->doc.name));
    }
    m_play.battle.turnsIn(state).recordInitiative(a.test, r.steps, state, notes, parts);
    const OwedTests owed(rs, m_play.battle.optionsUsed());
    int attack = 0;
    if (owedIndex >= 0) {
        if (worded)
            parts.prepend(tr("owed test %1 taken (%2)").arg(a.owed).arg(owed.why(state.owed.at(owedIndex))));
        attack = state.owed.at(owedIndex).attack;
        state.owed.removeAt(owedIndex);
    }
    owed.queue(unitsBefore, state, taken, deferring ? r.pending : QList<PendingTest>(), notes, attack);
    if (worded)
        *m_play.summary = parts.join(text::Punctuation::semicolon()) + originText(a);
    if (worded && a.reroll)
        *m_play.summary
            = tr("Rolled again (entry %1), %2: %3").arg(a.reroll->of).arg(rerolled, *m_play.summary);
    if (m_play.resolved)
        m_play.resolved->emplace(std::move(r));
    return true;
}

qsizetype TestPlay::owedAt(const Battle &battle, const action::Resolve &a, const BattleState &state,
                           QString *error)
{
    const Ruleset &rs = battle.rulesetIn(state);
    if (a.owed == 0)
        return -1;
    const qsizetype at = OwedTests::indexOf(state, a.owed);
    if (at < 0) {
        *error = tr("no test is owed as number %1").arg(a.owed);
        return -2;
    }
    const OwedTest &o = state.owed.at(at);
    // An owed test with no target is taken at the one the players name (KGCWO's 53: the friend
    // nearest in range, which only the table shows).
    if (!a.procedure.isEmpty() || a.test != o.test || a.actor != o.actor
        || (!o.target.isEmpty() && a.target != o.target)) {
        *error = tr("owed test %1 is %2")
                     .arg(a.owed)
                     .arg(OwedTests(rs, battle.optionsUsed()).describe(state, o));
        return -2;
    }
    return at;
}

bool TestPlay::operator()(const action::SkipOwed &a) const
{
    BattleState &state = m_play.state;
    const qsizetype at = OwedTests::indexOf(state, a.owed);
    if (at < 0)
        return m_play.fail(tr("no test is owed as number %1").arg(a.owed));
    const OwedTests owed(m_play.ruleset(), m_play.battle.optionsUsed());
    const QString what = owed.describe(state, state.owed.at(at));
    if (a.reason.trimmed().isEmpty())
        return m_play.fail(
            tr("%1 is owed: only the umpire may pass it over, giving a reason as \"reason\"").arg(what));
    state.owed.removeAt(at);
    *m_play.summary = tr("Umpire: %1 passed over (%2)").arg(what, a.reason.trimmed());
    return true;
}

bool TestPlay::procedure(const action::Resolve &a) const
{
    const Ruleset &rs = m_play.ruleset();
    BattleState &state = m_play.state;
    QStringList &notes = m_play.notes;
    const Procedure *proc = rs.procedure(a.procedure);
    if (!proc)
        return m_play.fail(tr("%1 has no procedure \"%2\"").arg(rs.id, a.procedure));
    for (const QString &id : {a.actor, a.target}) {
        if (id.isEmpty())
            return m_play.fail(tr("a charge needs the charger (actor) and the unit charged (target)"));
        if (!m_play.inBattle(id))
            return false;
    }
    if (!m_play.battle.checkRoles(*proc, a, state, m_play.error))
        return false;
    const QList<int> faces = a.faces.value_or(QList<int>());
    // Applied before its triggered tests are rolled: each the dice have not reached is owed, in
    // the order reached, and the procedure goes on to its end without it.
    const ProcedureRequest request = m_play.battle.procedureRequest(a, state);
    const ProcedureRun run = a.owe ? ProcedureRunner(rs).runOwing(request, faces)
                                   : ProcedureRunner(rs).run(request, dice::FaceQueue::of(faces));
    if (!run.errors.isEmpty())
        return m_play.fail(run.errors.join(text::Punctuation::semicolon()));
    if (!run.queue.isEmpty())
        return m_play.fail(tr("more dice are needed: %1 × %2 (%3)")
                               .arg(run.queue.first().setup.test->doc.name,
                                    QString::number(run.queue.first().count),
                                    run.queue.first().setup.needText));
    if (run.facesUsed != faces.size())
        return m_play.fail(
            tr("%n die face(s) given but %1 used", nullptr, int(faces.size())).arg(run.facesUsed));
    QList<OwedTests::Taken> taken;
    for (const ProcedureStepRecord &st : run.steps)
        if (!st.skipped)
            taken += OwedTests::taken(st.resolution);
    const QHash<QString, UnitState> unitsBefore = OwedTests::unitsNamed(taken, state);
    const QHash<QString, UnitState> touchedBefore = unitsAsTheyWere(run.units, state); // for the words
    writeBack(run.units, state);
    OwedTests(rs, m_play.battle.optionsUsed()).queue(unitsBefore, state, taken, run.owed, notes);
    const JournalWords words(rs, touchedBefore, state);
    QStringList parts;
    for (const ProcedureStepRecord &st : run.steps) {
        if (st.skipped) {
            parts.append(tr("%1 skipped by the umpire").arg(st.name));
            continue;
        }
        if (st.owed) {
            parts.append(tr("%1 owed").arg(st.name));
            continue;
        }
        for (const TestResult &t : st.resolution.steps) {
            if (!t.setup.test)
                continue;
            parts.append(words.followUp(t));
            for (const EffectRecord &e : t.effects)
                if (!e.bookkeeping)
                    notes.append(e.text);
        }
        // What the procedure itself did (a weapon's range, who won the melee, a charge falling
        // short), beside what its tests did.
        if (!st.note.isEmpty()
            && (st.resolution.steps.isEmpty() || st.note != st.resolution.steps.first().outcomeName))
            notes.append(st.note);
    }
    if (!run.overridden.isEmpty())
        parts.append(
            tr("allowed by the umpire (%1), though the rules say: %2").arg(a.override, run.overridden));
    for (auto it = a.roles.begin(); it != a.roles.end(); ++it)
        if (const ProcedureRole *role = proc->role(it.key()))
            parts.prepend(tr("%1 as %2").arg(unitName(state, it.value()), role->doc.name));
    const ProcedureResponse *resp = proc->response(a.response);
    // The procedure and how it ended, what changed on the units, then each test in turn.
    parts = words.changes({a.actor, a.target}) + parts;
    parts.prepend(words.procedure(proc->doc.name, a.actor, a.target, resp ? resp->doc.name : a.response,
                                  run.endingName));
    *m_play.summary = parts.join(text::Punctuation::semicolon()) + originText(a);
    return true;
}

} // namespace adjutant::battle
