#include "battle.h"
#include "text/punctuation.h"

#include "rules/procedure.h"

#include "inputcheck.h"
#include "journalwords.h"
#include "owedtests.h"
#include "restrictions.h"
#include "returns.h"
#include "statejson.h"
#include "waitingfates.h"

#include "rules/figures.h"
#include "rules/rulesetcopy.h"
#include "rules/situationjson.h"
#include "rules/wording.h"
#include "json/checkedjson.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>

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

// For std::visit: one lambda per kind of action.
template<class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

// The faces a test used, in words: "7 2 5".
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
    m_initial.drawPile = m_begunUnder->turns.dealt(m_initial, *m_dice);
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

bool Battle::resolve(const action::Resolve &a, BattleState &state, QStringList &notes, QString *summary,
                     QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    if (!a.procedure.isEmpty())
        return runProcedure(a, state, notes, summary, error);
    if (!rs.test(a.test)) {
        *error = tr("%1 has no test \"%2\"").arg(rs.id, a.test);
        return false;
    }
    for (const QString &id : {a.actor, a.target})
        if (!id.isEmpty() && !notInBattle(state, id).isEmpty()) {
            *error = notInBattle(state, id);
            return false;
        }
    if (a.actor.isEmpty()) {
        *error = tr("say which unit takes the test (actor)");
        return false;
    }
    // A re-roll: the order that allows it is given first (its requirements, its cost).
    QString rerolled;
    if (a.reroll) {
        const Order *o = rs.order(a.reroll->order);
        if (!o || !o->reroll) {
            *error = tr("%1 has no re-roll \"%2\"").arg(rs.id, a.reroll->order);
            return false;
        }
        if (!order(action::Order{a.reroll->order, a.reroll->by, {}, {}, a.override}, state, notes, &rerolled,
                   error, true))
            return false;
    }
    // An owed test is taken as it is owed.
    const qsizetype owedAt = takeOwed(a, state, error);
    if (owedAt == -2)
        return false;
    // The umpire may pass over a test the result triggers (journaled with the entry); the dice of
    // the attack itself are never skipped.
    for (const QString &id : a.skipped)
        if (!rs.test(id)) {
            *error = tr("skip: %1 has no test \"%2\"").arg(rs.id, id);
            return false;
        }
    const QList<int> faces = a.faces.value_or(QList<int>());
    Situation sit = situationIn(a, state);
    sit.skippedFollowUps = QSet<QString>(a.skipped.begin(), a.skipped.end());
    const Resolution r = Resolver(rs).resolve(a.test, sit, dice::FaceQueue::of(faces));
    if (!r.errors.isEmpty()) {
        *error = r.errors.join(text::Punctuation::semicolon());
        return false;
    }
    // Applied before its follow-ups are rolled: they are owed. The test itself is never owed.
    const bool deferring = a.owe && !r.pending.isEmpty() && !r.steps.isEmpty();
    if (!r.pending.isEmpty() && !deferring) {
        *error = tr("more dice are needed: %1 × %2 (%3)")
                     .arg(r.pending.first().setup.test->doc.name, QString::number(r.pending.first().count),
                          r.pending.first().setup.needText);
        return false;
    }
    if (r.facesUsed != faces.size()) {
        *error = tr("%n die face(s) given but %1 used", nullptr, int(faces.size())).arg(r.facesUsed);
        return false;
    }
    const QList<OwedTests::Taken> taken = OwedTests::taken(r);
    const QHash<QString, UnitState> unitsBefore = OwedTests::unitsNamed(taken, state);
    const QHash<QString, UnitState> touchedBefore = unitsAsTheyWere(r.units, state); // for the words
    for (auto it = r.units.begin(); it != r.units.end(); ++it) {
        UnitState &u = state.units[it.key()];
        u.fields = it->fields;
        u.figures = it->figures;
        u.removed = it->removed;
    }
    // The journal's words: the test and what it came to, what changed on the units, then each
    // test that followed from it.
    const JournalWords words(rs, touchedBefore, state);
    QStringList parts;
    QStringList followed;
    for (const TestResult &t : r.steps) {
        if (parts.isEmpty())
            parts.append(words.lead(t));
        else
            followed.append(words.followUp(t));
        for (const EffectRecord &e : t.effects)
            if (!e.bookkeeping) // a marker the rules keep is no result to read
                notes.append(e.text);
        // A fate rolled by a test waits for its unit as one rolled by the card does (one path).
        if (WaitingFates::kept(rs) && !t.tableRolls.isEmpty())
            WaitingFates(m_scenario, rs, m_optionsInForce)
                .settle(t.tableRolls, WaitingFates::rollsText(t.tableRolls), t.setup.test->doc.name, state,
                        notes);
    }
    parts += words.changes({a.actor, a.target});
    parts += followed;
    for (const QString &id : a.skipped)
        parts.append(tr("%1 skipped by the umpire").arg(rs.test(id)->doc.name));
    rulesOf(state).turns.recordInitiative(a.test, r.steps, state, notes, parts);
    const OwedTests owed(rs, m_optionsInForce);
    int attack = 0;
    if (owedAt >= 0) {
        parts.prepend(tr("owed test %1 taken (%2)").arg(a.owed).arg(owed.why(state.owed.at(owedAt))));
        attack = state.owed.at(owedAt).attack;
        state.owed.removeAt(owedAt);
    }
    owed.queue(unitsBefore, state, taken, deferring ? r.pending : QList<PendingTest>(), notes, attack);
    *summary = parts.join(text::Punctuation::semicolon()) + originText(a);
    if (a.reroll)
        *summary = tr("Rolled again (entry %1), %2: %3").arg(a.reroll->of).arg(rerolled, *summary);
    return true;
}

qsizetype Battle::takeOwed(const action::Resolve &a, const BattleState &state, QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
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
        *error = tr("owed test %1 is %2").arg(a.owed).arg(OwedTests(rs, m_optionsInForce).describe(state, o));
        return -2;
    }
    return at;
}

bool Battle::skipOwed(const action::SkipOwed &a, BattleState &state, QString *summary, QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    const qsizetype at = OwedTests::indexOf(state, a.owed);
    if (at < 0) {
        *error = tr("no test is owed as number %1").arg(a.owed);
        return false;
    }
    const OwedTests owed(rs, m_optionsInForce);
    const QString what = owed.describe(state, state.owed.at(at));
    if (a.reason.trimmed().isEmpty()) {
        *error = tr("%1 is owed: only the umpire may pass it over, giving a reason as \"reason\"").arg(what);
        return false;
    }
    state.owed.removeAt(at);
    *summary = tr("Umpire: %1 passed over (%2)").arg(what, a.reason.trimmed());
    return true;
}

bool Battle::note(const action::Note &a, QString *summary, QString *error) const
{
    const QString text = a.text.trimmed();
    if (text.isEmpty()) {
        *error = tr("note: say what the umpire notes, as \"text\"");
        return false;
    }
    if (text.size() > kMaxNoteLength) {
        *error = tr("note: at most %1 characters, not %2").arg(kMaxNoteLength).arg(text.size());
        return false;
    }
    *summary = tr("Umpire's note: %1").arg(text);
    return true;
}

// ---- orders that roll no dice ------------------------------------------------------------------

bool Battle::order(const action::Order &a, BattleState &state, QStringList &notes, QString *summary,
                   QString *error, bool rerolling) const
{
    const Ruleset &rs = rulesetIn(state);
    const Order *o = rs.order(a.order);
    if (!o) {
        *error = tr("%1 has no order \"%2\"").arg(rs.id, a.order);
        return false;
    }
    if (o->reroll && !rerolling) {
        *error = tr("%1 is given with a test rolled again, not on its own").arg(o->doc.name);
        return false;
    }
    if (!state.units.contains(a.unit) || state.units.value(a.unit).removed) {
        *error = tr("no unit \"%1\" in play").arg(a.unit);
        return false;
    }
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (!a.target.isEmpty()) {
        if (const QString why = notInBattle(state, a.target); !why.isEmpty()) {
            *error = why;
            return false;
        }
    }
    if (o->takesTarget != !a.target.isEmpty()) {
        *error = o->takesTarget
            ? tr("the order \"%1\" is given to another unit: say which (target)").arg(a.order)
            : tr("the order \"%1\" takes no target").arg(a.order);
        return false;
    }
    if (!a.target.isEmpty() && (!state.units.contains(a.target) || state.units.value(a.target).removed)) {
        *error = tr("no unit \"%1\" in play").arg(a.target);
        return false;
    }
    for (const QString &answer : a.answers)
        if (std::none_of(o->questions.begin(), o->questions.end(),
                         [&](const OrderQuestion &q) { return q.id == answer; })) {
            *error = tr("answers: the order \"%1\" asks no question \"%2\"").arg(a.order, answer);
            return false;
        }
    Situation s;
    s.options = m_optionsInForce;
    s.step = rulesOf(state).turns.stepId(state);
    s.units.insert(QStringLiteral("actor"), state.units.value(a.unit));
    QHash<QString, QString> roles{{QStringLiteral("actor"), a.unit}};
    if (!a.target.isEmpty()) {
        s.units.insert(QStringLiteral("target"), state.units.value(a.target));
        roles.insert(QStringLiteral("target"), a.target);
    }
    s.ticked = QSet<QString>(a.answers.begin(), a.answers.end());
    const Resolver resolver(rs);
    // What forbids an order is judged before it is journaled (Restrictions); a re-roll's order is
    // judged here, with the test it pays for.
    QStringList refused;
    if (rerolling) {
        refused = resolver.refusals(o->requirements, s);
        if (o->when && !Evaluator(rs, s).holds(*o->when))
            refused.prepend(tr("it is only for a unit when %1").arg(Evaluator(rs, s).describe(*o->when)));
    }
    if (!refused.isEmpty() && a.override.isEmpty()) {
        *error = tr("%1 for %2 is not allowed: %3 (the umpire may allow it, giving a reason as \"override\")")
                     .arg(o->doc.name, unitName(state, a.unit), refused.join(text::Punctuation::semicolon()));
        return false;
    }
    // The figure its effects fall on (a new squad leader), picked now.
    if (o->figure) {
        const QString figure = Roster::pick(rs, *o->figure, s);
        if (!figure.isEmpty())
            s.focus.insert(roles.value(o->figure->of), figure);
    }
    for (const EffectRecord &r : resolver.applyEffects(o->effects, roles, s, state.units))
        notes.append(r.text);
    QStringList answered;
    for (const OrderQuestion &q : o->questions)
        answered.append(tr("%1: %2").arg(q.doc.name, a.answers.contains(q.id) ? tr("yes") : tr("no")));
    *summary = tr("%1: %2").arg(unitName(state, a.unit), o->doc.name)
        + (a.target.isEmpty() ? QString() : tr(" for %1").arg(unitName(state, a.target)))
        + (answered.isEmpty() ? QString() : u" (" + answered.join(text::Punctuation::semicolon()) + u')')
        + (refused.isEmpty() ? QString()
                             : tr("; allowed by the umpire (%1), though the rules say: %2")
                                   .arg(a.override, refused.join(text::Punctuation::semicolon())));
    return true;
}

// ---- procedures: a whole charge as one entry -------------------------------------------------------

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

bool Battle::runProcedure(const action::Resolve &a, BattleState &state, QStringList &notes, QString *summary,
                          QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    const Procedure *proc = rs.procedure(a.procedure);
    if (!proc) {
        *error = tr("%1 has no procedure \"%2\"").arg(rs.id, a.procedure);
        return false;
    }
    for (const QString &id : {a.actor, a.target})
        if (id.isEmpty() || !notInBattle(state, id).isEmpty()) {
            *error = id.isEmpty() ? tr("a charge needs the charger (actor) and the unit charged (target)")
                                  : notInBattle(state, id);
            return false;
        }
    if (!checkRoles(*proc, a, state, error))
        return false;
    const QList<int> faces = a.faces.value_or(QList<int>());
    // Applied before its triggered tests are rolled: each the dice have not reached is owed, in
    // the order reached, and the procedure goes on to its end without it.
    const ProcedureRun run = a.owe
        ? ProcedureRunner(rs).runOwing(procedureRequest(a, state), faces)
        : ProcedureRunner(rs).run(procedureRequest(a, state), dice::FaceQueue::of(faces));
    if (!run.errors.isEmpty()) {
        *error = run.errors.join(text::Punctuation::semicolon());
        return false;
    }
    if (!run.queue.isEmpty()) {
        *error = tr("more dice are needed: %1 × %2 (%3)")
                     .arg(run.queue.first().setup.test->doc.name, QString::number(run.queue.first().count),
                          run.queue.first().setup.needText);
        return false;
    }
    if (run.facesUsed != faces.size()) {
        *error = tr("%n die face(s) given but %1 used", nullptr, int(faces.size())).arg(run.facesUsed);
        return false;
    }
    QList<OwedTests::Taken> taken;
    for (const ProcedureStepRecord &st : run.steps)
        if (!st.skipped)
            taken += OwedTests::taken(st.resolution);
    const QHash<QString, UnitState> unitsBefore = OwedTests::unitsNamed(taken, state);
    const QHash<QString, UnitState> touchedBefore = unitsAsTheyWere(run.units, state); // for the words
    for (auto it = run.units.begin(); it != run.units.end(); ++it) {
        UnitState &u = state.units[it.key()];
        u.fields = it->fields;
        u.figures = it->figures;
        u.removed = it->removed;
    }
    OwedTests(rs, m_optionsInForce).queue(unitsBefore, state, taken, run.owed, notes);
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
    *summary = parts.join(text::Punctuation::semicolon()) + originText(a);
    return true;
}

// ---- the umpire's corrections and newcomers ------------------------------------------------------

bool Battle::setField(const action::SetField &a, BattleState &state, QString *summary, QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (!a.figure.isEmpty())
        return setFigure(a, state, summary, error);
    if (rs.figures && rs.figures->total(a.field) && !state.units.value(a.unit).figures.isEmpty()) {
        *error = tr("%1 is counted from the unit's figures: correct the figure instead (\"figure\")")
                     .arg(a.field);
        return false;
    }
    if (a.field == u"removed") {
        state.units[a.unit].removed = a.value.toBool();
    } else {
        QStringList errors;
        const UnitState &u = state.units[a.unit];
        const QJsonObject probe{
            {QStringLiteral("actor"), QJsonObject{{QStringLiteral("type"), u.type}, {a.field, a.value}}}};
        SituationJson::read(rs, probe, &errors);
        if (!errors.isEmpty()) {
            *error = errors.join(text::Punctuation::semicolon()).replace(u"actor."_qs, a.unit + u'.');
            return false;
        }
        state.units[a.unit].fields.insert(a.field, a.value.toVariant());
    }
    *summary = tr("Umpire: %1 %2 set to %3%4")
                   .arg(unitName(state, a.unit), a.field, a.value.toVariant().toString(),
                        a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    return true;
}

bool Battle::setFigure(const action::SetField &a, BattleState &state, QString *summary, QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    UnitState &u = state.units[a.unit];
    const qsizetype at = Roster::indexOf(u, a.figure);
    if (at < 0) {
        *error = tr("%1 has no figure \"%2\"").arg(unitName(state, a.unit), a.figure);
        return false;
    }
    Figure &f = u.figures[at];
    const QString who = tr("%1, %2").arg(unitName(state, a.unit), Roster::name(rs, u, f));
    QString shown;
    if (a.field == u"role") {
        if (!a.value.isString() || !rs.figures->role(a.value.toString())) {
            *error
                = tr("role: \"%1\" is not a figure's role in %2").arg(a.value.toVariant().toString(), rs.id);
            return false;
        }
        f.role = a.value.toString();
        shown = Roster::roleName(rs, f.role);
    } else {
        QStringList errors;
        const QJsonObject probe{
            {QStringLiteral("id"), f.id}, {QStringLiteral("role"), f.role}, {a.field, a.value}};
        SituationJson::figuresFromJson(rs, QJsonArray{probe}, a.figure, &errors);
        if (!errors.isEmpty()) {
            *error = errors.join(text::Punctuation::semicolon())
                         .replace(a.figure + u"[0]", a.unit + u'.' + a.figure);
            return false;
        }
        f.fields.insert(a.field, a.value.isBool() ? QVariant(a.value.toBool()) : QVariant(a.value.toInt()));
        shown = Wording::fieldValue(rs, *rs.figures->field(a.field), f.fields.value(a.field));
    }
    Roster::settle(rs, u);
    u.removed = u.removed || Resolver::spent(rs, u);
    *summary = tr("Umpire: %1: %2 set to %3%4")
                   .arg(who, a.field == u"role" ? tr("role") : rs.figures->field(a.field)->doc.name, shown,
                        a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    return true;
}

bool Battle::join(const action::Join &a, BattleState &state, QStringList &notes, QString *summary,
                  QString *error) const
{
    const Ruleset &rs = rulesetIn(state);
    ScenarioUnit su;
    su.id = a.id;
    su.name = a.name.isEmpty() ? a.id : a.name;
    su.type = a.type;
    su.side = a.side;
    su.commander = a.commander;
    su.isCommander = a.isCommander;
    su.level = a.level;
    const auto fail = [error](const QString &message) {
        *error = message;
        return false;
    };
    if (!json::checked::isId(su.id))
        return fail(tr("a joining unit needs an id of letters, digits and hyphens"));
    if (state.units.contains(su.id))
        return fail(tr("there is already a unit \"%1\"").arg(su.id));
    if (!rs.unitType(su.type))
        return fail(tr("%1 has no unit type \"%2\"").arg(rs.id, su.type));
    const ScenarioSide *side = m_scenario.side(su.side);
    if (!side)
        return fail(tr("no side \"%1\" in this battle").arg(su.side));
    if (!su.commander.isEmpty()) {
        const std::optional<ScenarioUnit> boss = placedIn(su.commander, state);
        if (!boss || !boss->isCommander || boss->side != su.side)
            return fail(tr("\"%1\" is not a commander of %2").arg(su.commander, side->name));
    }
    // The side's defaults (its army), then what the umpire gave, checked like a correction.
    su.fields = side->defaults;
    QJsonObject probe = a.fields;
    probe.insert(QStringLiteral("type"), su.type);
    QStringList errors;
    SituationJson::read(rs, QJsonObject{{QStringLiteral("actor"), probe}}, &errors);
    if (!errors.isEmpty())
        return fail(errors.join(text::Punctuation::semicolon()).replace(u"actor."_qs, su.id + u'.'));
    for (auto it = a.fields.begin(); it != a.fields.end(); ++it)
        if (it.key() != u"roster") // its figures, one by one: not a field
            su.fields.insert(it.key(), it.value().toVariant());
    if (a.fields.contains(u"roster"))
        su.figures = SituationJson::figuresFromJson(rs, a.fields.value(u"roster"), su.id, &errors);
    UnitState us;
    us.id = su.id;
    us.name = su.name;
    us.type = su.type;
    us.fields = su.fields;
    us.figures = su.figures;
    Roster::ensure(rs, us, m_optionsInForce);
    state.units.insert(su.id, us);
    state.joined.append(su);
    *summary = tr("%1 joins the battle (%2, %3)%4")
                   .arg(su.name, rs.unitType(su.type)->doc.name, side->name,
                        a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    if (rulesOf(state).turns.usesDeck())
        notes.append(tr("%1's card joins the deck when it is next shuffled").arg(su.name));
    return true;
}

bool Battle::rename(const action::Rename &a, BattleState &state, QString *summary, QString *error) const
{
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty()) {
        *error = why;
        return false;
    }
    const QString name = a.name.simplified();
    if (name.isEmpty()) {
        *error = tr("give %1 a name").arg(unitName(state, a.unit));
        return false;
    }
    const QString before = unitName(state, a.unit);
    state.units[a.unit].name = name;
    *summary = tr("Umpire: %1 renamed %2%3")
                   .arg(before, name, a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    return true;
}

bool Battle::transfer(const action::Transfer &a, BattleState &state, QString *summary, QString *error) const
{
    const auto fail = [error](const QString &message) {
        *error = message;
        return false;
    };
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty())
        return fail(why);
    const std::optional<ScenarioUnit> unit = placedIn(a.unit, state);
    const std::optional<ScenarioUnit> boss = placedIn(a.commander, state);
    const ScenarioSide *side = m_scenario.side(unit->side);
    if (!boss || !boss->isCommander || boss->side != unit->side)
        return fail(tr("\"%1\" is not a commander of %2").arg(a.commander, side ? side->name : unit->side));
    if (boss->id == unit->commander)
        return fail(tr("%1 already answers to %2").arg(unit->name, boss->name));
    // A commander never ends up under himself or one of his own subordinates.
    for (std::optional<ScenarioUnit> up = boss; up; up = placedIn(up->commander, state))
        if (up->id == unit->id)
            return fail(tr("%1 cannot answer to %2, who is under his command").arg(unit->name, boss->name));
    // Back under the commander it began under, it is as it began.
    const ScenarioUnit *first = member(a.unit);
    const ScenarioUnit *joined = nullptr;
    for (const ScenarioUnit &j : state.joined)
        if (j.id == a.unit)
            joined = &j;
    const QString original = joined ? joined->commander : first ? first->commander : QString();
    if (a.commander == original)
        state.transferred.remove(a.unit);
    else
        state.transferred.insert(a.unit, a.commander);
    *summary = tr("Umpire: %1 moved from %2 to %3%4")
                   .arg(unit->name,
                        unit->commander.isEmpty() ? (side ? side->name : unit->side)
                                                  : unitName(state, unit->commander),
                        boss->name, a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    return true;
}

bool Battle::withdraw(const action::Withdraw &a, BattleState &state, QStringList &notes, QString *summary,
                      QString *error) const
{
    if (const QString why = notInBattle(state, a.unit); !why.isEmpty()) {
        *error = why;
        return false;
    }
    // Those under a commander keep a commander: they are moved first, or go first.
    QStringList under;
    for (const ScenarioUnit &su : orderOfBattleIn(state))
        if (su.commander == a.unit)
            under.append(su.name);
    if (!under.isEmpty()) {
        *error = tr("%1 still commands %2: move them under another commander or take them out first")
                     .arg(unitName(state, a.unit), under.join(QStringLiteral(", ")));
        return false;
    }
    state.withdrawn.append(a.unit);
    state.transferred.remove(a.unit);
    // Its cards leave the deck now; it has no more turns.
    const qsizetype before = state.drawPile.size();
    state.drawPile.removeIf([&a](const DeckCard &c) { return c.unit == a.unit; });
    if (state.drawPile.size() != before)
        notes.append(tr("%1's card is taken out of the deck").arg(unitName(state, a.unit)));
    *summary = tr("Umpire: %1 taken out of the battle%2")
                   .arg(unitName(state, a.unit), a.reason.isEmpty() ? QString() : u" (" + a.reason + u')');
    return true;
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

bool Battle::applyTo(const Action &action, BattleState &state, QString *summary, QString *error) const
{
    QStringList notes;
    // What the state was, as far as the settling below needs it: no copy of the units, which the
    // action's first write would copy whole.
    const OwedTests::Clock before{state.turn, state.phase};
    const TurnSequence &turns = rulesOf(state).turns;
    const TurnSequence::MarksInputs marked = turns.marksInputs(state);
    const QStringList commandersBefore = commandersInPlay(state);
    const bool ok = std::visit(
        Overloaded{
            [&](const action::Draw &a) { return turns.draw(a, state, notes, summary, error); },
            [&](const action::Next &) { return turns.next(state, notes, summary, error); },
            [&](const action::EndTurn &a) {
                if (!turns.shuffleFits(a.shuffle, state, error))
                    return false;
                turns.endTurn(a.shuffle, state, notes);
                *summary = tr("Ended turn %1").arg(state.turn - 1);
                return true;
            },
            [&](const action::Resolve &a) { return resolve(a, state, notes, summary, error); },
            [&](const action::SetField &a) { return setField(a, state, summary, error); },
            [&](const action::Reorder &a) { return turns.reorder(a, state, summary, error); },
            [&](const action::Join &a) { return join(a, state, notes, summary, error); },
            [&](const action::Order &a) { return order(a, state, notes, summary, error); },
            [&](const action::Rename &a) { return rename(a, state, summary, error); },
            [&](const action::Transfer &a) { return transfer(a, state, summary, error); },
            [&](const action::Withdraw &a) { return withdraw(a, state, notes, summary, error); },
            [&](const action::Undo &) {
                *error = tr("an undo marks an entry; it is not played");
                return false;
            },
            [&](const action::Redo &) {
                *error = tr("a redo marks an entry; it is not played");
                return false;
            },
            [&](const action::SkipOwed &a) { return skipOwed(a, state, summary, error); },
            [&](const action::Move &a) { return move(a, state, notes, summary, error); },
            [&](const action::UpdateRules &a) { return updateRules(a, state, notes, summary, error); },
            [&](const action::Note &a) { return note(a, summary, error); },
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
        after.turns.remark(marked, state);
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
        resolve && takeOwed(*resolve, m_state, error) == -2)
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

bool Battle::restore(QList<JournalEntry> journal, QString *error, const QJsonObject &snapshot)
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
    for (const JournalEntry &e : tail) {
        // Straight onto the state: if an entry fails the whole restore fails.
        QString summary;
        if (!e.undone && (e.isRaw() || !applyTo(e.action, m_state, &summary, error))) {
            *error = tr("entry %1 does not apply: %2").arg(e.seq).arg(e.isRaw() ? e.summary : *error);
            return false;
        }
        m_journal.append(e);
        if (m_journal.size() % Journal::kCheckpointEvery == 0 && m_journal.size() > kept)
            m_journal.keepCheckpoint(m_journal.size(), m_state);
    }
    reseedAfter(total);
    return true;
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

namespace {

// The same unit, told by its parts still shared with the other's (copy-on-write): the marks the
// battle works out (chief, phasing, commanders) count too.
bool sharesUnit(const UnitState &a, const UnitState &b)
{
    return a.fields.isSharedWith(b.fields) && a.removed == b.removed && a.chief == b.chief
        && a.phasing == b.phasing && a.commanders == b.commanders && a.figures.isSharedWith(b.figures)
        && a.id.constData() == b.id.constData() && a.name.constData() == b.name.constData()
        && a.type.constData() == b.type.constData();
}

// `before` made the state `after`, keeping its own unit table: the units that differ are copied
// into it (sharing their parts with `after`'s), the rest of the state is shared whole.
void catchUp(BattleState &before, const BattleState &after)
{
    QHash<QString, UnitState> units = std::move(before.units);
    before = after;
    bool alike = units.size() == after.units.size();
    if (alike) {
        auto was = units.begin();
        for (auto now = after.units.cbegin(); now != after.units.cend(); ++was, ++now) {
            if (was.key().constData() != now.key().constData() && was.key() != now.key()) {
                alike = false; // laid out otherwise (a unit joined): the table is shared whole
                break;
            }
            if (!sharesUnit(*was, *now))
                *was = *now;
        }
    }
    if (alike)
        before.units = std::move(units);
}

} // namespace

Battle::ReplayCheck Battle::replayFromStart(const EntryVisitor &visit) const
{
    // The journal played afresh from the same scenario and first deck, one live entry at a time.
    BattleState state = m_initial;
    StateDigest digest;
    ReplayCheck check;
    // For a visitor, the state before each entry is a second state, kept one entry behind by
    // bringing it up to the state after each entry visited (catchUp): a copy of the state before
    // would share the unit table, and the entry's first write would then copy all 2,000 units.
    std::optional<BattleState> before = visit ? std::optional(m_initial) : std::nullopt;
    for (const JournalEntry &entry : m_journal.entries()) {
        if (entry.undone)
            continue;
        const JournalEntry e = Journal::parsed(entry);
        QString summary, error;
        if (e.isRaw() || !applyTo(e.action, state, &summary, &error)) {
            check.mismatches.append(
                tr("entry %1 does not apply: %2").arg(e.seq).arg(e.isRaw() ? e.summary : error));
            break;
        }
        if (visit) {
            visit(e, *before, state);
            catchUp(*before, state);
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
