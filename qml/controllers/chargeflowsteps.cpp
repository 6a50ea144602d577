// The charge flow's account of what each step did, in words and dice, for the screen: a test's
// result, both sides of a melee in one place, and the whole run so far (ChargeFlow::steps' rows). Kept
// apart from the flow's declaration and dice entry (chargeflow.cpp).
#include "chargeflow.h"

#include "modifierlistmodel.h"

#include "battle/testunderway.h"
#include "learn/why.h"
#include "rules/wording.h"

#include <algorithm>

namespace adjutant::ui {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

// Units by name as the battle on show calls them, for the "Why?" sentences.
learn::Why::NameOf namesIn(const QPointer<BattleSession> &session)
{
    return [session](const QString &id) { return session ? session->unitName(id) : id; };
}

// The dice from `from` (up to `to`, or all).
QList<ResultDie> diceList(const QList<dice::RolledDie> &dice, bool judged,
                          const std::function<Tone(bool)> &toneOf, qsizetype from = 0, qsizetype to = -1)
{
    QList<ResultDie> out;
    for (qsizetype i = from; i < (to < 0 ? dice.size() : std::min(to, dice.size())); ++i) {
        const dice::RolledDie &d = dice.at(i);
        out.append({d.face, d.sides, d.success, judged,
                    Wording::toneId(judged ? toneOf(d.success) : Tone::Neutral), d.kept});
    }
    return out;
}

ChargeStep noteStep(const QString &title)
{
    ChargeStep note;
    note.kind = QStringLiteral("note");
    note.title = title;
    note.tone = Wording::toneId(Tone::Neutral);
    return note;
}

QString modifiersText(const QList<AppliedModifier> &modifiers, const QString &side)
{
    QStringList parts;
    for (const AppliedModifier &m : modifiers)
        if (m.applicable && m.active && m.value != 0
            && (side.isEmpty() || m.side.isEmpty() || m.side == side))
            parts.append(ChargeFlow::tr("%1 %2").arg(m.doc.name, ModifierListModel::signedText(m.value)));
    return parts.isEmpty() ? ChargeFlow::tr("No modifiers") : parts.join(QStringLiteral(" · "));
}

} // namespace

// ---- what the steps did, in words --------------------------------------------------------------

Tone ChargeFlow::forCharger(Tone tone, const QString &unitId) const
{
    const Battle *b = m_session ? m_session->battle() : nullptr;
    if (!b || unitId == m_actorId)
        return tone;
    const ScenarioUnit *mine = b->member(m_actorId);
    const ScenarioUnit *theirs = b->member(unitId);
    return mine && theirs && mine->side != theirs->side ? Wording::flipped(tone) : tone;
}

ChargeStep ChargeFlow::testStep(const TestResult &r) const
{
    const bool judged = r.setup.test && r.setup.test->kind == Test::Kind::Threshold;
    const QString actor = r.setup.actorId;
    QStringList effects;
    for (const EffectRecord &e : r.effects)
        if (!e.bookkeeping) // a marker the rules keep is no result to read
            effects.append(e.text);
    QString explain = r.outcomeExplain;
    if (r.setup.test && r.setup.test->kind == Test::Kind::Opposed && m_session) {
        const QString opposed = Wording::opposed(m_session->unitName(r.setup.actorId),
                                                 m_session->unitName(r.setup.targetId), r.margin);
        explain = explain.isEmpty() ? opposed : tr("%1. %2").arg(opposed, explain);
    }
    ChargeStep step;
    step.kind = QStringLiteral("test");
    step.title = tr("%1: %2").arg(r.setup.test ? r.setup.test->doc.name : QString(),
                                  m_session ? m_session->unitName(actor) : actor);
    step.depth = r.depth;
    step.outcome = r.outcomeName;
    // Coloured for the side whose dice they are (a save made is good for the saver), as on the
    // test sheet; only who won the charge is judged from the charger's side.
    step.tone = Wording::toneId(Wording::resultTone(r));
    step.explain = explain;
    step.dice = diceList(r.dice, judged, [](bool success) { return success ? Tone::Good : Tone::Bad; });
    step.effects = effects;
    step.why = learn::Why::forResult(r, namesIn(m_session));
    return step;
}

// One side of a melee in one place: who, their dice, their modifiers, their total; the other
// side beside it; then who won, by how much, and what followed.
ChargeStep ChargeFlow::meleeStep(const ProcedureStepRecord *mine, const ProcedureStepRecord *theirs) const
{
    const Battle *b = m_session->battle();
    const Ruleset &rs = b->ruleset();
    const Procedure *p = procedure();
    const ProcedureStep *step = p ? p->step(mine->path) : nullptr;
    // The charger's side first: the first side's cascade names both (a record made while the
    // second side's dice are awaited names no roles of its own).
    const TestSetup &first = mine->resolution.steps.first().setup;
    const QString a = mine->actorId.isEmpty() ? first.actorId : mine->actorId;
    const QString d = mine->targetId.isEmpty() ? first.targetId : mine->targetId;
    ChargeStep out;
    out.kind = QStringLiteral("melee");
    out.title = step && !step->doc.name.isEmpty()
        ? step->doc.name
        : (rs.test(mine->test) ? rs.test(mine->test)->doc.name : QString());
    out.waiting = theirs == nullptr;
    for (const ProcedureStepRecord *rec : {mine, theirs}) {
        const QString who = rec == mine ? a : d;
        MeleeSideRow side;
        side.unitId = who;
        side.name = m_session->unitName(who);
        side.charger = who == m_actorId;
        if (!rec || rec->resolution.steps.isEmpty()) {
            side.waiting = true;
            out.sides.append(side);
            continue;
        }
        const TestResult &root = rec->resolution.steps.first();
        const bool judged = root.setup.test && root.setup.test->kind == Test::Kind::Threshold;
        side.dice = diceList(root.dice, judged, [](bool success) {
            return success ? Tone::Good : Tone::Bad; // each side's own dice, for that side
        });
        side.modifiers = modifiersText(root.setup.modifiers, QString());
        side.need = root.setup.needText;
        side.total = root.setup.test && root.setup.test->pool
            ? Wording::successes(*root.setup.test, root.value)
            : (root.outcomeName.isEmpty() ? Wording::number(root.value) : root.outcomeName);
        // What the blows did: the other side's saves and checks, each with its result.
        QStringList did;
        for (qsizetype i = 1; i < rec->resolution.steps.size(); ++i) {
            const TestResult &t = rec->resolution.steps.at(i);
            QStringList faces;
            for (const dice::RolledDie &die : t.dice)
                faces.append(Wording::number(die.face));
            did.append(
                tr("%1 (%2): %3")
                    .arg(t.setup.test ? t.setup.test->doc.name : QString(), faces.join(u' '), t.outcomeName));
            for (const EffectRecord &e : t.effects)
                if (!e.bookkeeping)
                    did.append(QStringLiteral("\u2192 ") + e.text);
        }
        for (const EffectRecord &e : root.effects)
            if (!e.bookkeeping)
                did.prepend(QStringLiteral("\u2192 ") + e.text);
        side.results = did;
        out.sides.append(side);
    }
    if (!theirs)
        return out;
    if (step) {
        out.why = learn::Why::forMelee(rs, *step, *mine, *theirs, namesIn(m_session));
        for (const learn::Why::MeleeSide &s : learn::Why::meleeSides(*mine, *theirs, namesIn(m_session)))
            out.whySides.append({s.name, s.lines});
    }
    // The winner and the margin, from what the runner counted each side lost.
    QString verdict = theirs->note;
    QString tone = Wording::toneId(Tone::Neutral);
    if (step && theirs->actorLost >= 0) {
        const auto lost = [&](const QString &id) {
            return id == theirs->actorId ? theirs->actorLost : theirs->targetLost;
        };
        const int ra = lost(a);
        const int rd = lost(d);
        const Field *f = rs.field(step->compareField);
        const QString what = f ? Wording::inSentence(f->doc.name) : step->compareField;
        if (ra == rd) {
            verdict = tr("Drawn: each side lost %1 (%2)").arg(ra).arg(what);
        } else {
            const QString winner = ra < rd ? a : d;
            verdict = tr("%1 wins by %2 (%3: %4 against %5)")
                          .arg(m_session->unitName(winner), QString::number(std::abs(ra - rd)), what,
                               QString::number(std::min(ra, rd)), QString::number(std::max(ra, rd)));
            tone = Wording::toneId(forCharger(Tone::Good, winner));
        }
    } else if (!m_dice.run().winnerId.isEmpty()) {
        tone = Wording::toneId(forCharger(Tone::Good, m_dice.run().winnerId));
    }
    out.verdict = verdict;
    out.tone = tone;
    return out;
}

// A melee taken as one opposed roll (both sides' dice in one test): the same two columns.
ChargeStep ChargeFlow::opposedMelee(const TestResult &r) const
{
    const QString a = r.setup.actorId;
    const QString d = r.setup.targetId;
    // The actor's dice first, then the target's (one, when it was rolled against another before).
    const qsizetype mine
        = r.setup.expression ? std::min<qsizetype>(r.setup.expression->diceCount(), r.dice.size()) : 0;
    int theirDice = 0;
    for (qsizetype i = mine; i < r.dice.size(); ++i)
        if (r.dice.at(i).kept)
            theirDice += r.dice.at(i).face;
    const int theirTotal = theirDice + r.setup.targetTotal;
    const int myTotal = theirTotal + r.margin;
    ChargeStep out;
    out.kind = QStringLiteral("melee");
    out.title = r.setup.test ? r.setup.test->doc.name : QString();
    for (const QString &who : {a, d}) {
        const bool me = who == a;
        MeleeSideRow side;
        side.unitId = who;
        side.name = m_session->unitName(who);
        side.charger = who == m_actorId;
        side.dice = diceList(
            r.dice, false, [](bool) { return Tone::Neutral; }, me ? 0 : mine, me ? mine : -1);
        side.modifiers
            = modifiersText(r.setup.modifiers, me ? QStringLiteral("actor") : QStringLiteral("target"));
        side.total = tr("Total %1").arg(me ? myTotal : theirTotal);
        out.sides.append(side);
    }
    for (const EffectRecord &e : r.effects)
        if (!e.bookkeeping) // a marker the rules keep is no result to read
            out.effects.append(e.text);
    const QString winner = r.margin > 0 ? a : r.margin < 0 ? d : QString();
    const QString verdict = winner.isEmpty()
        ? tr("Level: %1").arg(r.outcomeName)
        : tr("%1 wins by %2: %3")
              .arg(m_session->unitName(winner), QString::number(std::abs(r.margin)), r.outcomeName);
    out.verdict = verdict;
    out.tone = Wording::toneId(winner.isEmpty() ? Tone::Neutral : forCharger(Tone::Good, winner));
    out.why = learn::Why::forResult(r, namesIn(m_session));
    return out;
}

QList<ChargeStep> ChargeFlow::stepRows() const
{
    QList<ChargeStep> out;
    if (!m_session || !m_session->battle())
        return out;
    const QList<ProcedureStepRecord> &records = m_dice.run().steps;
    for (qsizetype i = 0; i < records.size(); ++i) {
        const ProcedureStepRecord &rec = records.at(i);
        if (rec.skipped) {
            out.append(noteStep(tr("%1: skipped by the umpire").arg(rec.name)));
            continue;
        }
        if (rec.resolution.steps.isEmpty()) {
            if (!rec.note.isEmpty())
                out.append(noteStep(rec.note));
            continue;
        }
        // Both sides of a melee: two records of one step, or the first while the second waits.
        const Procedure *p = procedure();
        const ProcedureStep *step = p ? p->step(rec.path) : nullptr;
        const bool melee = step && step->kind == ProcedureStep::Kind::Melee;
        const bool pairNext = melee && i + 1 < records.size() && records.at(i + 1).path == rec.path
            && !records.at(i + 1).resolution.steps.isEmpty();
        const bool halfWaiting = melee && i + 1 == records.size() && rec.path == m_dice.run().pendingPath;
        if (pairNext || halfWaiting) {
            out.append(meleeStep(&rec, pairNext ? &records.at(i + 1) : nullptr));
            if (pairNext)
                ++i;
            continue;
        }
        const TestResult &root = rec.resolution.steps.first();
        if (root.setup.test && root.setup.test->kind == Test::Kind::Opposed && root.setup.test->winnerLoser) {
            out.append(opposedMelee(root));
            for (qsizetype j = 1; j < rec.resolution.steps.size(); ++j)
                out.append(testStep(rec.resolution.steps.at(j)));
            continue;
        }
        for (const TestResult &t : rec.resolution.steps)
            out.append(testStep(t));
        if (!rec.note.isEmpty() && rec.note != root.outcomeName)
            out.append(noteStep(rec.note));
    }
    return out;
}

// ---- the umpire's override ------------------------------------------------------------------

} // namespace adjutant::ui
