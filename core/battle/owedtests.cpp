#include "owedtests.h"
#include "text/punctuation.h"

#include "turnsequence.h"

#include "rules/figures.h"
#include "rules/situation.h"
#include "rules/wording.h"

#include <QSet>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

OwedTest::Lapse lapseOf(Trigger::Span span)
{
    switch (span) {
    case Trigger::Span::Phase:
        return OwedTest::Lapse::EndOfPhase;
    case Trigger::Span::Turn:
        return OwedTest::Lapse::EndOfTurn;
    case Trigger::Span::NextPhase:
        return OwedTest::Lapse::EndOfNextPhase;
    case Trigger::Span::None:
        break;
    }
    return OwedTest::Lapse::Never;
}

// How many phases ended between two states: a turn of rules played in phases has as many as the
// ruleset lists, a turn of a deck is one phase.
int phasesEnded(const Ruleset &rs, OwedTests::Clock before, const BattleState &after)
{
    const int perTurn = rs.activation && rs.activation->kind == Activation::Kind::Phases
        ? int(rs.activation->phases.size())
        : 1;
    if (after.turn == before.turn)
        return std::max(0, after.phase - before.phase);
    return (perTurn - before.phase) + (after.turn - before.turn - 1) * perTurn + after.phase;
}

QString onceKey(Trigger::Span span, const QString &trigger, const QString &unit)
{
    return (span == Trigger::Span::Phase ? u"phase"_qs : u"turn"_qs) + u'\x1f' + trigger + u'\x1f' + unit;
}

// An attack's mark among the once-owed keys: "attack", its number, then the trigger.
QString attackKey(int attack)
{
    return u"attack\x1f"_qs + QString::number(attack) + u'\x1f';
}

// Marks a test owed only once (per attack, phase or turn) as owed now; false when it already was.
bool markOwedOnce(QStringList &owedOnce, const QString &key)
{
    if (owedOnce.contains(key))
        return false;
    owedOnce.append(key);
    return true;
}

} // namespace

QList<OwedTests::Taken> OwedTests::taken(const Resolution &resolution)
{
    QList<Taken> out;
    for (const TestResult &t : resolution.steps) {
        if (!t.setup.test)
            continue;
        Taken taken{t.setup.test->id, t.setup.actorId, t.setup.targetId, t.outcomeId, {}, {}};
        if (t.setup.test->winnerLoser && t.margin != 0) {
            taken.winner = t.margin > 0 ? t.setup.actorId : t.setup.targetId;
            taken.loser = t.margin > 0 ? t.setup.targetId : t.setup.actorId;
        }
        out.append(taken);
    }
    return out;
}

QHash<QString, UnitState> OwedTests::unitsNamed(const QList<Taken> &taken, const BattleState &state)
{
    QHash<QString, UnitState> units;
    for (const Taken &t : taken)
        for (const QString *id : {&t.actor, &t.target})
            if (const auto it = state.units.constFind(*id); it != state.units.cend())
                units.insert(*id, *it);
    return units;
}

void OwedTests::queue(const QHash<QString, UnitState> &unitsBefore, BattleState &after,
                      const QList<Taken> &taken, const QList<PendingTest> &deferred, QStringList &notes,
                      int attack) const
{
    const auto add = [&](OwedTest owed) {
        owed.id = ++after.owedSoFar;
        notes.append(tr("owed: %1").arg(describe(after, owed)));
        after.owed.append(std::move(owed));
    };
    // Where a trigger of the ruleset settles attacks, the follow-ups left unrolled that it reads
    // (saves) are one attack, numbered by the first of them; the tests taken now belong to it, or
    // to the attack of the owed test taken.
    QSet<QString> settled;
    for (const Trigger &t : m_rs.triggers)
        if (t.owes() && t.leftUnrolled)
            settled.unite(QSet<QString>(t.after.cbegin(), t.after.cend()));
    const auto settles
        = [&](const PendingTest &p) { return p.setup.test && settled.contains(p.setup.test->id); };
    const int leftNow = std::any_of(deferred.cbegin(), deferred.cend(), settles) ? after.owedSoFar + 1 : 0;
    const int ofAttack = attack > 0 ? attack : leftNow;
    QHash<QString, QSet<QString>> picked; // a volley's hits owed fall on different figures
    for (const PendingTest &p : deferred)
        for (int i = 0; i < p.count; ++i) {
            OwedTest owed;
            owed.figures = i == 0 || !p.pick ? p.focus : figuresFor(after, p, *p.pick, picked);
            for (auto it = owed.figures.begin(); it != owed.figures.end(); ++it)
                picked[it.key()].insert(it.value());
            owed.test = p.setup.test ? p.setup.test->id : QString();
            owed.actor = p.setup.actorId;
            owed.target = p.setup.targetId;
            owed.after = taken.isEmpty() ? QString() : taken.first().test;
            owed.why = p.why;
            owed.attack = settles(p) ? leftNow : 0;
            if (m_rs.owedJudgedWhenOwed)
                for (const QString &role : {u"actor"_qs, u"target"_qs})
                    if (p.judgedOn.contains(role))
                        owed.judgedOn.insert(role, p.judgedOn.value(role).fields);
            add(owed);
        }
    for (const Trigger &trigger : m_rs.triggers)
        for (const Taken &t : taken) {
            if (!trigger.owes() || !trigger.after.contains(t.test)
                || (!trigger.outcomes.isEmpty() && !trigger.outcomes.contains(t.outcome))
                || (trigger.leftUnrolled && ofAttack == 0))
                continue;
            QHash<QString, QString> roles{{QStringLiteral("actor"), t.actor},
                                          {QStringLiteral("target"), t.target}};
            if (!t.winner.isEmpty()) {
                roles.insert(QStringLiteral("winner"), t.winner);
                roles.insert(QStringLiteral("loser"), t.loser);
            }
            const QString unit = roles.value(trigger.actor);
            if (unit.isEmpty() || !after.units.contains(unit) || after.units.value(unit).removed
                || after.withdrawn.contains(unit))
                continue;
            const auto situationOf = [&](const QHash<QString, UnitState> &units) {
                Situation s;
                s.options = m_options;
                for (auto it = roles.begin(); it != roles.end(); ++it)
                    if (!it.value().isEmpty() && units.contains(it.value()))
                        s.units.insert(it.key(), units.value(it.value()));
                return s;
            };
            const Situation now = situationOf(after.units.hash());
            if (trigger.when && !Evaluator(m_rs, now).holds(*trigger.when))
                continue;
            if (trigger.rose
                && Evaluator(m_rs, now).value(*trigger.rose)
                    <= Evaluator(m_rs, situationOf(unitsBefore)).value(*trigger.rose))
                continue;
            // One owed test covers every result that owes it until it is taken; once a phase
            // (or turn) means once, taken or not.
            if (std::any_of(after.owed.cbegin(), after.owed.cend(),
                            [&](const OwedTest &o) { return o.trigger == trigger.id && o.actor == unit; }))
                continue;
            // Once for the whole attack, whichever of its tests owes it first.
            if (trigger.leftUnrolled && !markOwedOnce(after.owedOnce, attackKey(ofAttack) + trigger.id))
                continue;
            if (trigger.once != Trigger::Span::None
                && !markOwedOnce(after.owedOnce, onceKey(trigger.once, trigger.id, unit)))
                continue;
            OwedTest owed;
            owed.test = trigger.test;
            owed.actor = unit;
            owed.target = trigger.target.isEmpty() ? QString() : roles.value(trigger.target);
            owed.trigger = trigger.id;
            owed.after = t.test;
            owed.lapse = lapseOf(trigger.lapses);
            add(owed);
        }
}

QHash<QString, QString> OwedTests::figuresFor(const BattleState &state, const PendingTest &p,
                                              const FigurePick &pick,
                                              const QHash<QString, QSet<QString>> &picked) const
{
    // One more of the same follow-up: its figure picked as the rest of the volley's were.
    Situation s;
    s.options = m_options;
    for (const auto &[role, id] :
         {std::pair{u"actor"_qs, p.setup.actorId}, std::pair{u"target"_qs, p.setup.targetId}})
        if (!id.isEmpty() && state.units.contains(id))
            s.units.insert(role, state.units.value(id));
    QHash<QString, QString> focus = p.focus;
    const QString unit = s.units.value(pick.of).id;
    if (unit.isEmpty())
        return focus;
    const QString figure = Roster::pick(m_rs, pick, s, nullptr, picked.value(unit));
    if (!figure.isEmpty())
        focus.insert(unit, figure);
    return focus;
}

void OwedTests::activated(BattleState &state, const QString &unit, QStringList &notes) const
{
    const auto it = state.units.constFind(unit);
    if (it == state.units.cend() || it->removed || state.withdrawn.contains(unit))
        return;
    Situation s;
    s.options = m_options;
    s.units.insert(QStringLiteral("actor"), *it);
    for (const Trigger &trigger : m_rs.triggers) {
        if (!trigger.owes() || !trigger.onActivation
            || (trigger.when && !Evaluator(m_rs, s).holds(*trigger.when)))
            continue;
        // One owed test at a time: a unit activated twice before taking it owes it once.
        if (std::any_of(state.owed.cbegin(), state.owed.cend(),
                        [&](const OwedTest &o) { return o.trigger == trigger.id && o.actor == unit; }))
            continue;
        if (trigger.once != Trigger::Span::None
            && !markOwedOnce(state.owedOnce, onceKey(trigger.once, trigger.id, unit)))
            continue;
        OwedTest owed;
        owed.test = trigger.test;
        owed.actor = unit;
        owed.trigger = trigger.id;
        owed.lapse = lapseOf(trigger.lapses);
        owed.id = ++state.owedSoFar;
        notes.append(tr("owed: %1").arg(describe(state, owed)));
        state.owed.append(owed);
    }
}

void OwedTests::settle(Clock before, BattleState &after, QStringList &notes) const
{
    const bool turnOver = after.turn != before.turn;
    const bool phaseOver = turnOver || after.phase != before.phase;
    const int ended = phaseOver ? std::max(1, phasesEnded(m_rs, before, after)) : 0;
    if (phaseOver)
        after.owedOnce.removeIf([](const QString &key) { return key.startsWith(u"phase\x1f"); });
    if (turnOver)
        after.owedOnce.removeIf([](const QString &key) { return key.startsWith(u"turn\x1f"); });
    // An attack's mark goes once none of its tests is owed any more.
    after.owedOnce.removeIf([&](const QString &key) {
        return key.startsWith(u"attack\x1f")
            && std::none_of(after.owed.cbegin(), after.owed.cend(), [&](const OwedTest &o) {
                   return o.attack > 0 && key.startsWith(attackKey(o.attack));
               });
    });
    if (after.owed.isEmpty())
        return;
    QList<OwedTest> kept;
    for (const OwedTest &o : std::as_const(after.owed)) {
        const UnitState unit = after.units.value(o.actor);
        if (!after.units.contains(o.actor) || unit.removed || after.withdrawn.contains(o.actor)) {
            notes.append(tr("no longer owed: %1 (the unit has left play)").arg(describe(after, o)));
            continue;
        }
        if ((o.lapse == OwedTest::Lapse::EndOfPhase && phaseOver)
            || (o.lapse == OwedTest::Lapse::EndOfTurn && turnOver)) {
            notes.append(o.lapse == OwedTest::Lapse::EndOfPhase
                             ? tr("lapsed: %1 (not taken before the phase ended)").arg(describe(after, o))
                             : tr("lapsed: %1 (not taken before the turn ended)").arg(describe(after, o)));
            continue;
        }
        if (o.lapse == OwedTest::Lapse::EndOfNextPhase && ended >= 2) {
            notes.append(tr("lapsed: %1 (not taken before the next phase ended)").arg(describe(after, o)));
            continue;
        }
        kept.append(o);
        // Owed for the next phase: that phase has come, and the test lapses when it ends.
        if (o.lapse == OwedTest::Lapse::EndOfNextPhase && ended == 1)
            kept.last().lapse = OwedTest::Lapse::EndOfPhase;
    }
    if (kept != after.owed)
        after.owed = kept;
}

qsizetype OwedTests::indexOf(const BattleState &state, int id)
{
    for (qsizetype i = 0; i < state.owed.size(); ++i)
        if (state.owed.at(i).id == id)
            return i;
    return -1;
}

QString OwedTests::describe(const BattleState &state, const OwedTest &owed) const
{
    const Test *test = m_rs.test(owed.test);
    const QString name = test ? test->doc.name : owed.test;
    if (owed.target.isEmpty())
        return tr("%1 for %2").arg(name, unitName(state, owed.actor));
    return tr("%1 for %2 against %3").arg(name, unitName(state, owed.actor), unitName(state, owed.target));
}

QString OwedTests::why(const OwedTest &owed) const
{
    if (owed.after.isEmpty() && owed.trigger.isEmpty() && !owed.why.isEmpty())
        return owed.why; // owed by no test: a change of formation under way

    const Test *after = m_rs.test(owed.after);
    const Table *table = after ? nullptr : m_rs.table(owed.after); // a fate that owes a test
    const QString afterName = after ? after->doc.name : table ? table->doc.name : owed.after;
    for (const Trigger &t : m_rs.triggers)
        if (t.id == owed.trigger)
            return t.onActivation ? tr("on activation: %1").arg(t.doc.name)
                                  : tr("after %1: %2").arg(afterName, t.doc.name);
    if (owed.why.isEmpty())
        return tr("left from %1").arg(afterName);
    return tr("left from %1 (%2)").arg(afterName, owed.why);
}

QString OwedTests::judgedAsWas(const BattleState &state, const OwedTest &owed) const
{
    QStringList units;
    for (const QString &role : {u"actor"_qs, u"target"_qs}) {
        const QString id = role == u"actor" ? owed.actor : owed.target;
        if (!owed.judgedOn.contains(role) || !state.units.contains(id))
            continue;
        const QVariantHash was = owed.judgedOn.value(role);
        const QVariantHash now = state.units.value(id).fields;
        QStringList changed;
        for (const Field &f : m_rs.fields) { // in the ruleset's order
            const QString then = Wording::fieldValue(m_rs, f, was.value(f.id));
            const QString today = Wording::fieldValue(m_rs, f, now.value(f.id));
            if (then != today)
                changed.append(tr("%1 %2 (now %3)").arg(f.doc.name, then, today));
        }
        if (!changed.isEmpty())
            units.append(tr("%1 as it was when this was owed: %2")
                             .arg(unitName(state, id), changed.join(QStringLiteral(", "))));
    }
    return units.join(text::Punctuation::semicolon());
}

QString OwedTests::lapseText(OwedTest::Lapse lapse)
{
    switch (lapse) {
    case OwedTest::Lapse::EndOfPhase:
        return tr("lapses when the phase ends");
    case OwedTest::Lapse::EndOfTurn:
        return tr("lapses when the turn ends");
    case OwedTest::Lapse::EndOfNextPhase:
        return tr("lapses when the next phase ends");
    case OwedTest::Lapse::Never:
        break;
    }
    return {};
}

QString OwedTests::lapseId(OwedTest::Lapse lapse)
{
    switch (lapse) {
    case OwedTest::Lapse::EndOfPhase:
        return QStringLiteral("phase");
    case OwedTest::Lapse::EndOfTurn:
        return QStringLiteral("turn");
    case OwedTest::Lapse::EndOfNextPhase:
        return QStringLiteral("next-phase");
    case OwedTest::Lapse::Never:
        break;
    }
    return {};
}

} // namespace adjutant::battle
