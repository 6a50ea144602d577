#include "battle.h"
#include "text/punctuation.h"

#include "rules/procedure.h"

#include "inputcheck.h"
#include "owedtests.h"
#include "play/moveplay.h"
#include "play/orderplay.h"
#include "play/testplay.h"
#include "play/umpireplay.h"
#include "restrictions.h"
#include "returns.h"
#include "statecatchup.h"
#include "statejson.h"
#include "waitingfates.h"

#include "rules/figures.h"
#include "rules/rulesetcopy.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::battle {

using namespace adjutant::rules;

namespace {

// A scenario may settle an option (the scale of a KGCWO game); the battle's own choice wins.
QHash<QString, QString> optionsInForce(const Scenario &scenario, const QHash<QString, QString> &chosen)
{
    QHash<QString, QString> options = scenario.settings;
    for (auto it = chosen.begin(); it != chosen.end(); ++it)
        options.insert(it.key(), it.value());
    return options;
}

} // namespace

Battle::Battle(Scenario scenario, Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
               std::unique_ptr<dice::RandomSource> dice)
    : Battle(std::move(scenario), std::move(ruleset), std::move(options), seed, std::move(dice), std::nullopt)
{ }

Battle::Battle(Scenario scenario, Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
               QList<DeckCard> initialDeck)
    : Battle(std::move(scenario), std::move(ruleset), std::move(options), seed, nullptr,
             std::move(initialDeck))
{ }

Battle::Battle(Scenario scenario, Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
               std::unique_ptr<dice::RandomSource> dice, std::optional<QList<DeckCard>> initialDeck)
    : m_scenario(std::move(scenario)),
      m_chains(m_scenario),
      m_options(std::move(options)),
      m_optionsInForce(optionsInForce(m_scenario, m_options)),
      m_seed(seed),
      m_ownDice(dice == nullptr),
      m_dice(dice ? std::move(dice) : std::make_unique<dice::SeededRandomSource>(seed)),
      m_begunUnder(std::make_shared<Rules>(m_scenario, std::move(ruleset), m_optionsInForce))
{
    m_rules.insert(QString(), m_begunUnder);
    for (const ScenarioUnit &su : m_scenario.units) {
        UnitState u;
        u.id = su.id;
        u.name = su.name;
        u.type = su.type;
        u.fields = su.fields;
        u.figures = su.figures;
        Roster::ensure(m_begunUnder->ruleset, u, m_optionsInForce); // its figures, where the ruleset has them
        m_initial.units.insert(u.id, u);
    }
    m_begunUnder->turns.markChiefs(m_initial);
    m_begunUnder->turns.markPhasing(m_initial);
    m_initial.drawPile
        = initialDeck ? std::move(*initialDeck) : m_begunUnder->turns.dealt(m_initial, *m_dice);
    m_state = m_initial;
}

Battle::~Battle() = default;

QStringList Battle::refusals(const Action &action) const
{
    return Restrictions(*this, m_state).of(action);
}

Battle::Rules::Rules(const Scenario &scenario, Ruleset rs, const QHash<QString, QString> &options,
                     QString packed)
    : ruleset(std::move(rs)), turns(scenario, ruleset, options), copy(std::move(packed))
{ }

const Battle::Rules &Battle::rulesKeyed(const QString &key) const
{
    // Those begun under, by far the most asked for (their key is kept in m_rules too).
    if (key.isEmpty())
        return *m_begunUnder;
    // Every key a state can hold was brought in by the entry or snapshot that set it.
    const auto it = m_rules.constFind(key);
    return it != m_rules.cend() ? **it : *m_begunUnder;
}

QString Battle::rulesBegunUnderCopy() const
{
    if (m_begunUnder->copy.isEmpty())
        m_begunUnder->copy = rules::RulesetCopy::pack(m_begunUnder->ruleset);
    return m_begunUnder->copy;
}

void Battle::setInitialDeck(const QList<DeckCard> &cards)
{
    m_initial.drawPile = cards;
    m_journal.clearCheckpoints();
    replay();
}

void Battle::setDrawPileDigest(StateDigest::DrawPile drawPile)
{
    m_digest.setDrawPile(drawPile);
}

const ScenarioUnit *Battle::member(const QString &id) const
{
    if (const ScenarioUnit *su = m_scenario.unit(id))
        return su;
    for (const ScenarioUnit &su : m_state.joined)
        if (su.id == id)
            return &su;
    return nullptr;
}

std::optional<ScenarioUnit> Battle::placedIn(const QString &id, const BattleState &state) const
{
    const ScenarioUnit *su = m_scenario.unit(id);
    for (qsizetype i = 0; !su && i < state.joined.size(); ++i)
        if (state.joined.at(i).id == id)
            su = &state.joined.at(i);
    if (!su || state.withdrawn.contains(id))
        return std::nullopt;
    ScenarioUnit out = *su;
    if (const auto it = state.units.constFind(id); it != state.units.cend() && !it->name.isEmpty())
        out.name = it->name;
    out.commander = state.transferred.value(id, out.commander);
    return out;
}

QList<ScenarioUnit> Battle::orderOfBattleIn(const BattleState &state) const
{
    QList<ScenarioUnit> out;
    out.reserve(m_scenario.units.size() + state.joined.size());
    const bool changed = !state.withdrawn.isEmpty() || !state.transferred.isEmpty();
    for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
        for (const ScenarioUnit &su : *list) {
            if (changed && state.withdrawn.contains(su.id))
                continue;
            out.append(su);
            ScenarioUnit &u = out.last();
            if (const auto it = state.units.constFind(su.id); it != state.units.cend() && !it->name.isEmpty())
                u.name = it->name;
            if (changed)
                u.commander = state.transferred.value(su.id, su.commander);
        }
    return out;
}

QList<ScenarioUnit> Battle::commandersFor(const QString &unitId) const
{
    QList<ScenarioUnit> out;
    const std::optional<ScenarioUnit> unit = placed(unitId);
    if (!unit)
        return out;
    const QList<ScenarioUnit> everyone = orderOfBattle();
    QHash<QString, const ScenarioUnit *> byId;
    for (const ScenarioUnit &su : everyone)
        byId.insert(su.id, &su);
    for (const ScenarioUnit &su : everyone) {
        if (!su.isCommander || su.side != unit->side || su.id == unit->commander)
            continue;
        bool below = false; // the unit itself, or under it
        for (const ScenarioUnit *up = &su; up && !below; up = byId.value(up->commander))
            below = up->id == unitId;
        if (!below)
            out.append(su);
    }
    return out;
}

QString Battle::notInBattle(const BattleState &state, const QString &id) const
{
    if (!state.units.contains(id))
        return tr("no unit \"%1\" in this battle").arg(id);
    if (state.withdrawn.contains(id))
        return tr("%1 was taken out of the battle").arg(unitName(state, id));
    return {};
}

// ---- tests -------------------------------------------------------------------------------------

Situation Battle::situationIn(const action::Resolve &a, const BattleState &state) const
{
    Situation s;
    if (!a.actor.isEmpty())
        s.units.insert(QStringLiteral("actor"), state.units.value(a.actor));
    if (!a.target.isEmpty())
        s.units.insert(QStringLiteral("target"), state.units.value(a.target));
    for (auto it = a.roles.begin(); it != a.roles.end(); ++it)
        s.units.insert(it.key(), state.units.value(it.value()));
    s.ticked = QSet<QString>(a.choices.ticked.begin(), a.choices.ticked.end());
    for (auto it = a.choices.chosen.begin(); it != a.choices.chosen.end(); ++it)
        s.chosen.insert(it.key(), it.value());
    for (auto it = a.byTest.begin(); it != a.byTest.end(); ++it) {
        s.tickedByTest.insert(it.key(), QSet<QString>(it->ticked.begin(), it->ticked.end()));
        for (auto c = it->chosen.begin(); c != it->chosen.end(); ++c)
            s.chosenByTest[it.key()].insert(c.key(), c.value());
    }
    for (auto it = a.inputs.begin(); it != a.inputs.end(); ++it)
        s.inputs.insert(it.key(), it.value());
    for (auto it = a.struck.begin(); it != a.struck.end(); ++it)
        s.struck.insert(it.key(), it.value());
    s.options = m_optionsInForce;
    s.step = rulesOf(state).turns.stepId(state);
    // An owed follow-up is judged on its units as they were when it was owed, where the ruleset
    // says so (Ruleset::owedJudgedWhenOwed).
    if (a.owed > 0)
        if (const qsizetype at = OwedTests::indexOf(state, a.owed); at >= 0) {
            const OwedTest &o = state.owed.at(at);
            s.focus = o.figures; // the figure it falls on, picked when it was owed
            for (auto it = o.judgedOn.begin(); it != o.judgedOn.end(); ++it)
                if (s.units.contains(it.key())) {
                    UnitState was = s.units.value(it.key());
                    was.fields = it.value();
                    s.judgedOn.insert(it.key(), was);
                }
        }
    // Those the unit commands as things stand, for effects on "commanded" (a brigadier's test
    // that marks each unit he influences), and the generals over it, for effects on "commander"
    // and "chief" (a general killed beside it).
    // Unchanged by the umpire, the scenario's order of battle is looked up in its index.
    const bool changed = !state.withdrawn.isEmpty() || !state.transferred.isEmpty();
    if (!a.actor.isEmpty() && !changed) {
        m_chains.fill(s, a.actor, QStringList(a.roles.values()) << a.target, state);
    } else if (!a.actor.isEmpty()) {
        // The order of battle as it stands, walked in place (not copied: 2,000 units per test).
        const auto walk = [&](const auto &visit) {
            for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
                for (const ScenarioUnit &su : *list)
                    if (!changed || !state.withdrawn.contains(su.id))
                        visit(su, changed ? state.transferred.value(su.id, su.commander) : su.commander);
        };
        const auto inPlay = [&](const QString &id) {
            const auto it = state.units.constFind(id);
            return it != state.units.cend() && !it->removed && !state.withdrawn.contains(id);
        };
        QString side;
        QString commander;
        // The other units' own commanders too, as "commander:UNIT": a follow-up taken by the
        // commander of the unit it falls on (Chosen Men's officer struck beside his squad).
        QStringList others = a.roles.values();
        others.append(a.target);
        QHash<QString, QString> othersOver;
        walk([&](const ScenarioUnit &su, const QString &over) {
            if (su.id == a.actor) {
                side = su.side;
                commander = over;
            }
            if (others.contains(su.id))
                othersOver.insert(su.id, over);
        });
        walk([&](const ScenarioUnit &su, const QString &over) {
            if (over == a.actor && inPlay(su.id))
                s.commanded.append(state.units.value(su.id));
            if (su.id == commander && inPlay(su.id)) {
                s.superiors.insert(QStringLiteral("commander"), state.units.value(su.id));
                s.superiors.insert(u"commander:" + a.actor, state.units.value(su.id));
            }
            if (inPlay(su.id))
                for (auto it = othersOver.cbegin(); it != othersOver.cend(); ++it)
                    if (it.value() == su.id)
                        s.superiors.insert(u"commander:" + it.key(), state.units.value(su.id));
            if (su.side == side && su.isCommander && inPlay(su.id) && state.units.value(su.id).chief
                && !s.superiors.contains(QStringLiteral("chief")))
                s.superiors.insert(QStringLiteral("chief"), state.units.value(su.id));
        });
    }
    return s;
}

bool Battle::check(const action::Resolve &a, QString *error) const
{
    const Ruleset &rs = ruleset();
    // What the players said is InputCheck's; here, what the journal says of a re-roll.
    if (a.reroll) {
        // Only the test just undone may be rolled again, as it was taken: the same test, unit and
        // target, and nothing played since.
        qsizetype at = -1;
        for (qsizetype i = 0; i < m_journal.size(); ++i)
            if (m_journal.at(i).seq == a.reroll->of)
                at = i;
        bool since = false;
        for (qsizetype i = at + 1; at >= 0 && i < m_journal.size(); ++i)
            since = since || !m_journal.at(i).undone;
        const JournalEntry entry = at >= 0 ? Journal::parsed(m_journal.at(at)) : JournalEntry();
        const auto *was = std::get_if<action::Resolve>(&entry.action);
        if (at < 0 || !m_journal.at(at).undone || since || !was || !was->procedure.isEmpty()
            || was->test != a.test || was->actor != a.actor || was->target != a.target) {
            *error = tr("reroll: entry %1 is not the test just undone, %2 by %3")
                         .arg(a.reroll->of)
                         .arg(rs.test(a.test) ? rs.test(a.test)->doc.name : a.test, a.actor);
            return false;
        }
        if (was->reroll) {
            *error
                = tr("reroll: entry %1 was itself rolled again, and the new roll stands").arg(a.reroll->of);
            return false;
        }
    }
    return true;
}

// ---- what an action would be ----------------------------------------------------------------------

MoveRequest Battle::moveRequest(const action::Move &a)
{
    MoveRequest request;
    request.toFormation = a.to;
    request.changeFace = a.face;
    request.terrain = a.terrain;
    request.manoeuvre = a.manoeuvre;
    request.moved = a.inches;
    return request;
}

MovePlan Battle::movePlanIn(const action::Move &a, const BattleState &state) const
{
    action::Resolve actor;
    actor.actor = a.unit;
    return Orders::movePlan(rulesetIn(state), situationIn(actor, state), moveRequest(a));
}

ProcedureRequest Battle::procedureRequest(const action::Resolve &a, const BattleState &state) const
{
    ProcedureRequest req;
    req.procedure = a.procedure;
    req.response = a.response;
    req.situation = situationIn(a, state);
    req.skipped = QSet<QString>(a.skipped.begin(), a.skipped.end());
    req.override = a.override;
    for (auto it = a.inContact.begin(); it != a.inContact.end(); ++it)
        req.inContact.insert(it.key(), it.value());
    return req;
}

// ---- actions -----------------------------------------------------------------------------------

void Battle::complete(Action &action)
{
    const Ruleset &rs = ruleset();
    std::visit(Overloaded{[&](action::Draw &a) { turns().complete(a, m_state, *m_dice); },
                          [&](action::EndTurn &a) { turns().complete(a, m_state, *m_dice); },
                          [&](action::Resolve &a) {
                              if (a.faces)
                                  return;
                              if (!a.procedure.isEmpty()) {
                                  // Every die of the whole charge, kept in the one entry; applied
                                  // now, those of the triggered tests owed are left to roll later.
                                  QList<int> faces;
                                  const ProcedureRunner runner(rs);
                                  if (a.owe)
                                      faces = runner.rollOwing(procedureRequest(a, m_state), *m_dice);
                                  else
                                      runner.run(procedureRequest(a, m_state),
                                                 dice::FaceQueue::rolling(*m_dice, &faces));
                                  a.setFaces(faces, FaceSource::App);
                                  return;
                              }
                              QList<int> faces;
                              if (a.owe) {
                                  // The test's own dice only: its follow-ups are owed.
                                  for (const int sides : Resolver(rs).setup(a.test, situation(a)).dieSides)
                                      faces.append(m_dice->roll(sides));
                                  a.setFaces(faces, FaceSource::App);
                                  return;
                              }
                              // The app rolls: every die the chain asks for, kept in the action.
                              Resolver(rs).resolve(a.test, situation(a),
                                                   dice::FaceQueue::rolling(*m_dice, &faces));
                              a.setFaces(faces, FaceSource::App);
                          },
                          [](auto &) {}},
               action);
}

bool Battle::applyTo(const Action &action, BattleState &state, QString *summary, QString *error,
                     std::optional<rules::Resolution> *resolved) const
{
    QStringList notes;
    // What the state was, as far as the settling below needs it: no copy of the units, which the
    // action's first write would copy whole.
    const OwedTests::Clock before{state.turn, state.phase};
    const TurnSequence &turns = rulesOf(state).turns;
    const TurnSequence::MarksInputs marked = turns.marksInputs(state);
    const rules::UnitTable::Mark written = state.units.mark(); // what the action writes, for remark()
    const QStringList commandersBefore = commandersInPlay(state);
    // Each action to its handler: the tests (play/testplay.cpp), orders, moves and the umpire's
    // entries each in a place of their own; the turn's structure is TurnSequence's.
    QString unasked; // the summary when none is asked for
    if (!summary)
        summary = &unasked;
    const ActionPlay play{*this, state, notes, summary, error, resolved, summary != &unasked};
    const bool ok = std::visit(
        Overloaded{
            TestPlay(play),
            OrderPlay(play),
            MovePlay(play),
            UmpirePlay(play),
            [&](const action::Draw &a) { return turns.draw(a, state, notes, summary, error); },
            [&](const action::Next &) { return turns.next(state, notes, summary, error); },
            [&](const action::EndTurn &a) {
                if (!turns.shuffleFits(a.shuffle, state, error))
                    return false;
                turns.endTurn(a.shuffle, state, notes);
                *summary = tr("Ended turn %1").arg(state.turn - 1);
                return true;
            },
            [&](const action::Reorder &a) { return turns.reorder(a, state, summary, error); },
            [&](const action::UpdateRules &a) { return updateRules(a, state, notes, summary, error); },
            [&](const action::Undo &) { return play.fail(tr("an undo marks an entry; it is not played")); },
            [&](const action::Redo &) { return play.fail(tr("a redo marks an entry; it is not played")); },
        },
        action);
    if (ok) {
        // Under the rules in force after the action (an update of the rules changes them).
        const Rules &after = rulesOf(state);
        commandersLost(commandersBefore, state, notes);
        const OwedTests owed(after.ruleset, m_optionsInForce);
        owed.settle(before, state, notes);
        // The units the cards just drawn activate owe what activation owes them (after the turn's
        // end, which a draw may bring, has lapsed what it lapses).
        if (std::holds_alternative<action::Draw>(action))
            for (const DeckCard &c : std::as_const(state.lastDrawn))
                if (!c.unit.isEmpty())
                    owed.activated(state, c.unit, notes);
        state.notes = notes;
        // Who stands at the top of each side may have changed (a transfer, a withdrawal, a loss),
        // and whose phase it is (player-turn rules).
        after.turns.remark(marked, state, written);
    }
    return ok;
}

QStringList Battle::commandersInPlay(const BattleState &state) const
{
    QStringList out;
    if (!rulesetIn(state).commanderLost)
        return out; // nothing follows from a loss: nothing to look for
    for (const ScenarioUnit &su : orderOfBattleIn(state))
        if (su.isCommander && state.units.contains(su.id) && !state.units.value(su.id).removed)
            out.append(su.id);
    return out;
}

void Battle::commandersLost(const QStringList &before, BattleState &state, QStringList &notes) const
{
    const Ruleset &rs = rulesetIn(state);
    if (!rs.commanderLost || before.isEmpty())
        return;
    const Resolver resolver(rs);
    const WaitingFates chain(m_scenario, rs, m_optionsInForce); // who stands under whom, as it stands
    for (const QString &lost : before) {
        if (!state.units.value(lost).removed)
            continue;
        for (const QString &unit : chain.unitsUnder(state, lost)) {
            action::Resolve probe;
            probe.actor = unit;
            QStringList changed;
            for (const EffectRecord &r :
                 resolver.applyEffects(rs.commanderLost->effects, {{QStringLiteral("actor"), unit}},
                                       situationIn(probe, state), state.units))
                if (!r.text.isEmpty())
                    changed.append(r.text);
            if (!changed.isEmpty())
                //: %1: the commander out of play; %2: a unit he commanded; %3: what it changed there
                notes.append(tr("%1 is out of play: %2: %3")
                                 .arg(unitName(state, lost), unitName(state, unit),
                                      changed.join(text::Punctuation::semicolon())));
        }
    }
}

Battle::Applied Battle::reroll(const QString &orderId, const QString &by, std::optional<QList<int>> faces)
{
    const qsizetype at = m_journal.undoTarget();
    const JournalEntry entry = at >= 0 ? Journal::parsed(m_journal.at(at)) : JournalEntry();
    const auto *was = std::get_if<action::Resolve>(&entry.action);
    if (!was || !was->procedure.isEmpty())
        return {std::nullopt, tr("the last entry is no test to roll again")};
    action::Resolve again = *was;
    again.faces.reset();
    again.sources.clear();
    if (faces)
        again.setFaces(*faces, FaceSource::Typed);
    again.reroll = action::Reroll{entry.seq, orderId, by};
    Applied undone = apply(action::Undo{entry.seq});
    if (!undone.entry)
        return undone;
    Applied done = apply(again);
    if (!done.entry)
        apply(action::Redo{entry.seq}); // as it was
    return done;
}

Battle::Applied Battle::apply(const Action &action)
{
    QString error;
    std::optional<Proposal> proposal = propose(action, &error);
    if (!proposal)
        return {std::nullopt, error};
    JournalEntry entry = proposal->entry;
    accept(std::move(*proposal));
    return {std::move(entry), QString()};
}

std::optional<Battle::Proposal> Battle::propose(const Action &action, QString *error)
{
    if (std::holds_alternative<action::Undo>(action))
        return proposeMark(true, error);
    if (std::holds_alternative<action::Redo>(action))
        return proposeMark(false, error);
    Action complete = action;
    // An owed test taken as its number alone is journaled with its test and units.
    if (auto *resolve = std::get_if<action::Resolve>(&complete); resolve && resolve->owed > 0) {
        const qsizetype at = OwedTests::indexOf(m_state, resolve->owed);
        if (at < 0) {
            *error = tr("no test is owed as number %1").arg(resolve->owed);
            return std::nullopt;
        }
        if (resolve->procedure.isEmpty() && resolve->test.isEmpty() && resolve->actor.isEmpty()) {
            const OwedTest &o = m_state.owed.at(at);
            resolve->test = o.test;
            resolve->actor = o.actor;
            resolve->target = o.target;
        }
    }
    if (const auto *resolve = std::get_if<action::Resolve>(&complete); resolve && !check(*resolve, error))
        return std::nullopt;
    if (!InputCheck(ruleset()).action(complete, error))
        return std::nullopt;
    if (const auto *resolve = std::get_if<action::Resolve>(&complete);
        resolve && !InputCheck(ruleset()).figuresNamed(*resolve, m_state, error))
        return std::nullopt;
    // An owed test must be the one owed before anything is said of what the rules allow.
    if (const auto *resolve = std::get_if<action::Resolve>(&complete);
        resolve && TestPlay::owedAt(*this, *resolve, m_state, error) == -2)
        return std::nullopt;
    // What the rules forbid here is refused with their reasons, unless the umpire allows it.
    const QStringList refused = refusals(complete);
    const QString override = ActionJson::overrideOf(complete).trimmed();
    if (!refused.isEmpty() && override.isEmpty()) {
        *error = tr("%1 is not allowed: %2 (the umpire may allow it, giving a reason as \"override\")")
                     .arg(Restrictions(*this, m_state).named(complete),
                          refused.join(text::Punctuation::semicolon()));
        return std::nullopt;
    }
    this->complete(complete);
    Proposal p;
    p.state = m_state;
    QString summary;
    if (!applyTo(complete, p.state, &summary, error))
        return std::nullopt;
    if (!refused.isEmpty())
        summary += tr("; allowed by the umpire (%1), though the rules say: %2")
                       .arg(override, refused.join(text::Punctuation::semicolon()));
    p.entry.seq = m_journal.nextSeq();
    p.entry.action = std::move(complete);
    p.entry.summary = summary;
    p.entry.stateHash = m_digest.hash(rulesetIn(p.state), p.state);
    return p;
}

std::optional<Battle::Proposal> Battle::proposeMark(bool undo, QString *error)
{
    Proposal p;
    p.marked = undo ? m_journal.undoTarget() : m_journal.redoTarget();
    if (p.marked < 0) {
        *error = undo ? tr("nothing to undo") : tr("nothing to redo");
        return std::nullopt;
    }
    // The state with the mark changed: from the last checkpoint before the marked entry, the
    // journal replayed with that entry in or out.
    qsizetype from = 0;
    p.state = m_initial;
    if (const auto checkpoint = m_journal.checkpointBefore(p.marked)) {
        from = checkpoint->first;
        p.state = checkpoint->second;
    }
    m_journal.readFrom(from);
    for (qsizetype i = from; i < m_journal.size(); ++i) {
        const JournalEntry &e = m_journal.at(i);
        if (i == p.marked ? !undo : !e.undone) {
            QString summary, ignored;
            applyTo(e.action, p.state, &summary, &ignored);
        }
        if ((i + 1) % Journal::kCheckpointEvery == 0)
            Journal::keep(p.checkpoints, i + 1, p.state);
    }
    p.state.notes.clear();
    const JournalEntry &target = m_journal.at(p.marked);
    p.entry.seq = target.seq;
    p.entry.action = undo ? Action(action::Undo{target.seq}) : Action(action::Redo{target.seq});
    p.entry.summary = (undo ? tr("Undid: %1") : tr("Redid: %1")).arg(Journal::parsed(target).summary);
    p.entry.stateHash = m_digest.hash(rulesetIn(p.state), p.state);
    return p;
}

void Battle::accept(Proposal p)
{
    if (p.marked >= 0) {
        m_journal.mark(p.marked, std::holds_alternative<action::Undo>(p.entry.action));
        // The checkpoints found on the way hold for the journal as it now is.
        for (auto it = p.checkpoints.begin(); it != p.checkpoints.end(); ++it)
            if (it.key() > p.marked)
                m_journal.keepCheckpoint(it.key(), it.value());
        m_state = std::move(p.state);
        return;
    }
    m_state = std::move(p.state);
    m_journal.append(std::move(p.entry));
    if (m_journal.size() % Journal::kCheckpointEvery == 0)
        m_journal.keepCheckpoint(m_journal.size(), m_state);
}

// ---- replay ------------------------------------------------------------------------------------

void Battle::replay()
{
    // Undone entries stay in the journal but are skipped. The live entries are always a prefix of
    // play that applied in this order (undo takes the last one, redo the earliest undone), so each
    // applies straight onto the state: no copy of a big army per entry.
    qsizetype from = 0;
    m_state = m_initial;
    if (const auto checkpoint = m_journal.checkpointBefore(m_journal.size())) {
        from = checkpoint->first;
        m_state = checkpoint->second;
    }
    m_journal.readFrom(from);
    for (qsizetype i = from; i < m_journal.size(); ++i) {
        const JournalEntry &e = m_journal.at(i);
        if (!e.undone) {
            QString summary, error;
            applyTo(e.action, m_state, &summary, &error);
        }
        if ((i + 1) % Journal::kCheckpointEvery == 0)
            m_journal.keepCheckpoint(i + 1, m_state);
    }
}

void Battle::reseedAfter(qsizetype entries)
{
    if (m_ownDice)
        m_dice = std::make_unique<dice::SeededRandomSource>(m_seed
                                                            ^ (0x9E3779B97F4A7C15ULL * quint64(entries + 1)));
}

bool Battle::restore(QList<JournalEntry> journal, QString *error, const QJsonObject &snapshot,
                     QList<JournalEntry> *givenBack)
{
    m_journal.reset({});
    const qsizetype from = startFromSnapshot(journal, snapshot);
    if (from == 0)
        m_state = m_initial;
    // What is replayed is read now, and the recent past, which undo and the screen want first;
    // older history stays raw until asked for.
    for (qsizetype i = std::max<qsizetype>(0, std::min(from, journal.size() - Journal::kCheckpointEvery));
         i < journal.size(); ++i)
        if (journal.at(i).isRaw())
            journal[i] = Journal::parsed(journal.at(i));
    // What the snapshot covers moves in whole (a 100,000-entry history is not copied); the rest
    // is replayed onto it.
    const qsizetype total = journal.size();
    const QList<JournalEntry> tail = journal.sliced(from);
    journal.resize(from);
    const Journal::Checkpoints fromSnapshot = m_journal.checkpoints();
    m_journal.reset(std::move(journal));
    for (auto it = fromSnapshot.begin(); it != fromSnapshot.end(); ++it)
        m_journal.keepCheckpoint(it.key(), it.value());
    m_journal.reserve(total);
    // Only the checkpoints the journal goes on to keep (the last kCheckpointsKept) are made: each
    // costs the next entry a copy of the whole unit table, and older ones would be dropped at once.
    const qsizetype kept = total - Journal::kCheckpointEvery * Journal::kCheckpointsKept;
    for (qsizetype i = 0; i < tail.size(); ++i) {
        const JournalEntry &e = tail.at(i);
        // Straight onto the state: if an entry fails the whole restore fails.
        QString summary;
        if (!e.undone && (e.isRaw() || !applyTo(e.action, m_state, &summary, error))) {
            *error = tr("entry %1 does not apply: %2").arg(e.seq).arg(e.isRaw() ? e.summary : *error);
            if (givenBack) {
                *givenBack = m_journal.entries();
                givenBack->append(tail.sliced(i));
            }
            return false;
        }
        m_journal.append(e);
        if (m_journal.size() % Journal::kCheckpointEvery == 0 && m_journal.size() > kept)
            m_journal.keepCheckpoint(m_journal.size(), m_state);
    }
    reseedAfter(total);
    return true;
}

void Battle::keepJournalUnplayed(QList<JournalEntry> journal)
{
    const qsizetype total = journal.size();
    m_journal.reset(std::move(journal));
    m_state = m_initial;
    reseedAfter(total);
}

qsizetype Battle::restoreWhatHolds(QList<JournalEntry> journal, QString *problem)
{
    m_journal.reset({});
    m_state = m_initial;
    m_journal.reserve(journal.size());
    for (const JournalEntry &entry : std::as_const(journal)) {
        const JournalEntry e = Journal::parsed(entry);
        if (e.isRaw()) {
            *problem = tr("journal entry %1 cannot be read").arg(e.seq);
            break;
        }
        if (!e.undone) {
            BattleState next = m_state;
            QString summary, error;
            if (!applyTo(e.action, next, &summary, &error)) {
                *problem = tr("journal entry %1 does not apply: %2").arg(e.seq).arg(error);
                break;
            }
            if (!e.stateHash.isEmpty() && m_digest.hash(rulesetIn(next), next) != e.stateHash) {
                *problem
                    = tr("journal entry %1 does not give the state it recorded: it was changed after it was "
                         "played")
                          .arg(e.seq);
                break;
            }
            m_state = std::move(next);
        }
        m_journal.append(e);
        if (m_journal.size() % Journal::kCheckpointEvery == 0)
            m_journal.keepCheckpoint(m_journal.size(), m_state);
    }
    reseedAfter(journal.size());
    return m_journal.size();
}

qsizetype Battle::startFromSnapshot(QList<JournalEntry> &journal, const QJsonObject &snapshot)
{
    const qsizetype entries = snapshot.value(u"entries").toInteger();
    if (entries <= 0 || entries > journal.size())
        return 0;
    QSet<QString> starting;
    for (auto it = m_initial.units.cbegin(); it != m_initial.units.cend(); ++it)
        starting.insert(it.key());
    // Read under the rules in force then: those begun under, or a copy the snapshot keeps.
    const QJsonObject json = snapshot.value(u"state").toObject();
    const QString rulesThen = json.value(u"rules").toString();
    if (!rulesThen.isEmpty() && !m_rules.contains(rulesThen)) {
        const rules::RulesetLoadResult copy = rules::RulesetCopy::unpack(
            snapshot.value(u"rulesCopy").toString(), rulesThen, tr("the snapshot's copy of its rules"));
        if (!copy.ok() || copy.ruleset->id != rulesBegunUnder().id)
            return 0; // replayed from the start instead, where the entries bring their rules
        m_rules.insert(rulesThen,
                       std::make_shared<Rules>(m_scenario, *copy.ruleset, m_optionsInForce,
                                               snapshot.value(u"rulesCopy").toString()));
    }
    const std::optional<BattleState> state
        = StateJson::fromSnapshot(json, rulesKeyed(rulesThen).ruleset, starting);
    if (!state)
        return 0;
    // Trust it only if it is the state the journal recorded after its last live entry there.
    QString expected;
    for (qsizetype i = entries - 1; i >= 0 && expected.isEmpty(); --i)
        if (!journal.at(i).undone) {
            if (journal.at(i).isRaw())
                journal[i] = Journal::parsed(journal.at(i));
            expected = journal.at(i).stateHash;
        }
    if (expected.isEmpty())
        return 0;
    m_state = *state;
    rulesOf(m_state).turns.markChiefs(m_state);
    rulesOf(m_state).turns.markPhasing(m_state);
    if (stateHash() != expected)
        return 0;
    m_journal.keepCheckpoint(entries, m_state);
    return entries;
}

Battle::ReplayCheck Battle::replayFromStart(const EntryVisitor &visit) const
{
    if (!visit)
        return replayFromStart(ResolvedEntryVisitor(), EntryLine::Summary::PassOver);
    return replayFromStart(
        ResolvedEntryVisitor([&visit](const JournalEntry &e, const BattleState &before,
                                      const BattleState &after, const std::optional<QStringList> &written,
                                      const rules::Resolution *) { visit(e, before, after, written); }));
}

Battle::ReplayCheck Battle::replayFromStart(const ResolvedEntryVisitor &visit,
                                            EntryLine::Summary summaries) const
{
    // The journal played afresh from the same scenario and first deck, one live entry at a time.
    BattleState state = m_initial;
    StateDigest digest(m_digest.drawPile());
    ReplayCheck check;
    // For a visitor, the state before each entry is a second state, kept one entry behind by
    // bringing it up to the state after each entry visited (catchUp): a copy of the state before
    // would share the unit table, and the entry's first write would then copy all 2,000 units.
    std::optional<BattleState> before = visit ? std::optional(m_initial) : std::nullopt;
    for (const JournalEntry &entry : m_journal.entries()) {
        if (entry.undone)
            continue;
        const JournalEntry e = Journal::parsed(entry, summaries);
        QString error;
        // The digest below begins a record of the units written on the state's table each time:
        // what this entry wrote, for the state before it.
        const quint64 entryRecord = state.units.record();
        std::optional<rules::Resolution> resolved; // a test's, for the visitor
        // No summary: the entry's own is the one kept and shown.
        if (e.isRaw() || !applyTo(e.action, state, nullptr, &error, visit ? &resolved : nullptr)) {
            check.mismatches.append(
                tr("entry %1 does not apply: %2").arg(e.seq).arg(e.isRaw() ? e.summary : error));
            break;
        }
        if (visit) {
            const std::optional<QStringList> written = state.units.writtenSince(entryRecord);
            visit(e, *before, state, written, resolved ? &*resolved : nullptr);
            catchUp(*before, state, written);
        }
        ++check.checked;
        const QString replayed = digest.hash(rulesetIn(state), state);
        if (replayed != e.stateHash)
            check.mismatches.append(
                tr("entry %1: state %2 recorded, %3 replayed").arg(e.seq).arg(e.stateHash, replayed));
    }
    check.hash = digest.hash(rulesetIn(state), state);
    check.lastVisited = std::move(before);
    return check;
}

std::optional<BattleState> Battle::stateBefore(qsizetype index) const
{
    if (index < 0 || index >= m_journal.size() || m_journal.at(index).undone)
        return std::nullopt;
    // A checkpoint at N is the state after the first N entries, undone ones passed over: the
    // entries from N to the one asked for are played onto it, as replay() does.
    qsizetype from = 0;
    BattleState state = m_initial;
    if (const auto checkpoint = m_journal.checkpointBefore(index)) {
        from = checkpoint->first;
        state = checkpoint->second;
    }
    for (qsizetype i = from; i < index; ++i) {
        if (m_journal.at(i).undone)
            continue;
        const JournalEntry e = Journal::parsed(m_journal.at(i));
        QString summary, error;
        if (e.isRaw() || !applyTo(e.action, state, &summary, &error))
            return std::nullopt;
    }
    return state;
}

ProcedureRun Battle::procedureRunIn(const action::Resolve &a, const BattleState &state) const
{
    const Ruleset &rs = rulesetIn(state);
    return ProcedureRunner(rs).run(procedureRequest(a, state),
                                   dice::FaceQueue::of(a.faces.value_or(QList<int>())));
}

QJsonObject Battle::snapshotJson() const
{
    if (m_journal.checkpoints().isEmpty())
        return {};
    const auto last = std::prev(m_journal.checkpoints().end());
    QJsonObject snapshot{{QStringLiteral("entries"), last.key()},
                         {QStringLiteral("state"), StateJson::snapshot(last.value())}};
    if (!last.value().rules.isEmpty())
        snapshot.insert(QStringLiteral("rulesCopy"), rulesOf(last.value()).copy);
    return snapshot;
}

QJsonObject Battle::stateJson() const
{
    QJsonObject o = StateJson::view(m_state, ruleset());
    // Where everyone stands, as the app's order of battle shows it, and who was taken out.
    o.insert(QStringLiteral("returns"), Returns::toJson(Returns::of(*this)));
    if (!m_state.withdrawn.isEmpty())
        o.insert(QStringLiteral("withdrawn"), QJsonArray::fromStringList(m_state.withdrawn));
    return o;
}

QString Battle::stateHash() const
{
    return m_digest.hash(ruleset(), m_state);
}

} // namespace adjutant::battle