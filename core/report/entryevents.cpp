#include "entryevents.h"
#include "battle/statecatchup.h"
#include "rules/wording.h"

#include <QSet>

#include <algorithm>
#include <array>

namespace adjutant::report {

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

struct CueName {
    Cue cue;
    const char16_t *id;
};
constexpr std::array<CueName, 8> kCueNames{{{Cue::Card, u"card"},
                                            {Cue::Phase, u"phase"},
                                            {Cue::Dice, u"dice"},
                                            {Cue::Volley, u"volley"},
                                            {Cue::Cannon, u"cannon"},
                                            {Cue::Charge, u"charge"},
                                            {Cue::Break, u"break"},
                                            {Cue::TurnEnd, u"turn-end"}}};

} // namespace

QString cueId(Cue cue)
{
    for (const CueName &c : kCueNames)
        if (c.cue == cue)
            return QString::fromUtf16(c.id);
    return {};
}

std::optional<Cue> cueFromId(const QString &id)
{
    for (const CueName &c : kCueNames)
        if (id == QStringView(c.id))
            return c.cue;
    return std::nullopt;
}

QList<Cue> allCues()
{
    QList<Cue> out;
    for (const CueName &c : kCueNames)
        out.append(c.cue);
    return out;
}

QString standingId(Standing standing)
{
    switch (standing) {
    case Standing::Steady:
        return QStringLiteral("steady");
    case Standing::Shaken:
        return QStringLiteral("shaken");
    case Standing::Routed:
        return QStringLiteral("routed");
    case Standing::Lost:
        return QStringLiteral("lost");
    }
    return {};
}

// Found by its place in the order of battle (an index made once, ids being unique), not by
// comparing the id with each of 2,000 units for every unit an entry names.
const ScenarioUnit *EntryReader::member(const QString &unitId, const BattleState &state) const
{
    const QList<ScenarioUnit> &units = m_battle.scenario().units;
    const qsizetype at = placeOf(unitId, state);
    if (at < units.size())
        return &units.at(at);
    if (at - units.size() < state.joined.size())
        return &state.joined.at(at - units.size());
    return nullptr;
}

UnitState EntryReader::startOf(const QString &unitId, const BattleState &state) const
{
    const auto it = m_battle.initialState().units.constFind(unitId);
    if (it != m_battle.initialState().units.constEnd())
        return *it;
    UnitState start = state.units.value(unitId);
    if (const ScenarioUnit *su = member(unitId, state))
        start.fields = su->fields; // as it joined
    start.removed = false;
    return start;
}

UnitGlance EntryReader::glance(const QString &unitId, const BattleState &state) const
{
    const Ruleset &rs = m_battle.rulesetIn(state);
    const auto unit = state.units.constFind(unitId);
    if (unit == state.units.cend())
        return UnitView::glance(rs, UnitState(), startOf(unitId, state));
    // Its start is the order of battle's, or the unit as it joined: the same for the same unit.
    if (const auto seen = m_glanced.constFind(unitId);
        seen != m_glanced.cend() && seen->rules == &rs && sharesUnit(seen->unit, *unit))
        return seen->glance;
    UnitGlance g = UnitView::glance(rs, *unit, startOf(unitId, state));
    m_glanced.insert(unitId, {*unit, &rs, g});
    return g;
}

EntryReader::Stand EntryReader::standsNow(const QString &unitId, const BattleState &state) const
{
    const Ruleset &rs = m_battle.rulesetIn(state);
    if (const auto unit = state.units.constFind(unitId); unit != state.units.cend())
        if (const auto seen = m_glanced.constFind(unitId); seen != m_glanced.cend() && seen->rules == &rs
            && !UnitView::standingMayDiffer(rs, seen->unit, *unit))
            return {standing(seen->glance), seen->glance.lost};
    const UnitGlance g = glance(unitId, state);
    return {standing(g), g.lost};
}

Standing EntryReader::standing(const QString &unitId, const BattleState &state) const
{
    return standing(glance(unitId, state));
}

Standing EntryReader::standing(const UnitGlance &g)
{
    if (g.removed)
        return Standing::Lost;
    switch (g.tone) {
    case Display::Tone::Steady:
        return Standing::Steady;
    case Display::Tone::Shaken:
        return Standing::Shaken;
    case Display::Tone::Routed:
        return Standing::Routed;
    }
    return Standing::Steady;
}

QString EntryReader::sideOf(const QString &unitId, const BattleState &state) const
{
    const ScenarioUnit *su = member(unitId, state);
    return su ? su->side : QString();
}

bool EntryReader::isCommander(const QString &unitId, const BattleState &state) const
{
    const ScenarioUnit *su = member(unitId, state);
    return su && su->isCommander;
}

QString EntryReader::unitName(const QString &unitId, const BattleState &state) const
{
    const QString name = state.units.value(unitId).name;
    return name.isEmpty() ? unitId : name;
}

QString EntryReader::cardName(const DeckCard &card, const BattleState &state) const
{
    if (!card.unit.isEmpty())
        return unitName(card.unit, state);
    const Card *def = m_battle.rulesetIn(state).card(card.card);
    return def ? def->doc.name : card.card;
}

std::optional<TestCue::Kind> EntryReader::cueOf(const TestResult &step, const BattleState &before) const
{
    const Test *test = step.setup.test;
    if (!test || test->cues.isEmpty())
        return std::nullopt;
    // The cue's condition looks at the units who took the test, as they were.
    Situation s;
    if (before.units.contains(step.setup.actorId))
        s.units.insert(QStringLiteral("actor"), before.units.value(step.setup.actorId));
    if (before.units.contains(step.setup.targetId))
        s.units.insert(QStringLiteral("target"), before.units.value(step.setup.targetId));
    for (auto it = m_battle.options().begin(); it != m_battle.options().end(); ++it)
        s.options.insert(it.key(), it.value());
    const Evaluator ev(m_battle.rulesetIn(before), s, test->id);
    for (const TestCue &c : test->cues)
        if (!c.when || ev.holds(*c.when))
            return c.kind;
    return std::nullopt;
}

qsizetype EntryReader::placeOf(const QString &unitId, const BattleState &state) const
{
    const QList<ScenarioUnit> &units = m_battle.scenario().units;
    if (m_places.isEmpty())
        for (qsizetype i = 0; i < units.size(); ++i)
            m_places.insert(units.at(i).id, i);
    if (const auto it = m_places.constFind(unitId); it != m_places.constEnd())
        return *it;
    for (qsizetype i = 0; i < state.joined.size(); ++i)
        if (state.joined.at(i).id == unitId)
            return units.size() + i;
    return units.size() + state.joined.size();
}

Resolution EntryReader::resolution(const action::Resolve &resolve, const BattleState &before) const
{
    return Resolver(m_battle.rulesetIn(before))
        .resolve(resolve.test, m_battle.situationIn(resolve, before),
                 dice::FaceQueue::of(resolve.faces.value_or(QList<int>())));
}

bool EntryReader::resolvedAlike(const action::Resolve &resolve)
{
    return resolve.procedure.isEmpty() && !resolve.reroll && resolve.skipped.isEmpty();
}

EntryEvents EntryReader::read(const JournalEntry &entry, const BattleState &before, const BattleState &after,
                              const std::optional<QStringList> &written, const Resolution *resolved) const
{
    // Under the rules the entry was played by (an update of the rules may have moved on since).
    const Ruleset &rs = m_battle.rulesetIn(before);
    EntryEvents ev;
    ev.kind = ActionJson::kind(entry.action);
    ev.turn = before.turn;
    if (std::holds_alternative<action::Undo>(entry.action)
        || std::holds_alternative<action::Redo>(entry.action))
        return ev; // a marker: what it undid was told when it happened
    ev.endedTurn = after.turn > before.turn;

    if (const auto *draw = std::get_if<action::Draw>(&entry.action)) {
        ev.cards = after.lastDrawn;
        // The table rolls of the cards drawn (Fortune or Calamity), from the faces recorded.
        if (!draw->fate.isEmpty())
            for (const DeckCard &c : std::as_const(ev.cards))
                if (const Card *def = rs.card(c.card); def && !def->rollTable.isEmpty())
                    if (const auto rolls
                        = Resolver(rs).rollOnTable(def->rollTable, dice::FaceQueue::of(draw->fate)))
                        ev.fate += *rolls;
    } else if (std::holds_alternative<action::Next>(entry.action) && rs.activation
               && !rs.activation->phases.isEmpty()) {
        const Phase &p = rs.activation->phases.value(after.phase);
        ev.phase = p.segments.isEmpty()
            ? p.doc.name
            : tr("%1, %2").arg(p.doc.name, Wording::segmentName(rs, p.segments.value(after.segment)));
        // Whose phase it was, when the phase is a side's.
        if (const QString side = m_battle.turnsIn(after).actingSide(after); !side.isEmpty())
            if (const ScenarioSide *sd = m_battle.scenario().side(side))
                ev.phase = tr("%1 (%2)").arg(ev.phase, sd->name);
    }
    // The units the entry may have changed: a test's, a correction's; none for a newcomer or a
    // new order of the cards; any of them when the turn moves on.
    std::optional<QStringList> touched;
    if (const auto *resolve = std::get_if<action::Resolve>(&entry.action)) {
        for (qsizetype i = 0; resolve->faces && i < resolve->faces->size(); ++i)
            ev.appRolled = ev.appRolled || resolve->sourceOf(i) == FaceSource::App;
        // The replay's own where it is the one read here (a copy shares it): a test resolved once.
        const Resolution r = resolved && resolvedAlike(*resolve) ? *resolved : resolution(*resolve, before);
        for (const TestResult &step : r.steps)
            ev.tests.append({step, sideOf(step.setup.actorId, before), sideOf(step.setup.targetId, before),
                             cueOf(step, before)});
        touched = r.units.keys();
    } else if (const auto *set = std::get_if<action::SetField>(&entry.action)) {
        touched = QStringList{set->unit};
    } else if (const auto *note = std::get_if<action::Note>(&entry.action)) {
        ev.umpireNote = note->text.trimmed();
        touched = QStringList();
    } else if (const auto *join = std::get_if<action::Join>(&entry.action)) {
        ev.joined.append(join->id);
        touched = QStringList();
    } else if (std::holds_alternative<action::Reorder>(entry.action)
               || std::holds_alternative<action::Rename>(entry.action)
               || std::holds_alternative<action::Transfer>(entry.action)
               || std::holds_alternative<action::Withdraw>(entry.action)) {
        touched = QStringList(); // the order of battle changed, no unit's standing
        if (const auto *withdraw = std::get_if<action::Withdraw>(&entry.action))
            ev.withdrawn.append(withdraw->unit);
    }

    // Every unit whose standing or losses moved, in the order of battle's order.
    const auto consider = [&](const QString &id) {
        const auto was = before.units.constFind(id);
        const auto now = after.units.constFind(id);
        if (was == before.units.constEnd() || now == after.units.constEnd())
            return;
        if (&rs == &m_battle.rulesetIn(after) && !UnitView::standingMayDiffer(rs, *was, *now))
            return; // a marker set, a count kept: nothing telling how it stands moved (the cheaper test)
        if (was->fields == now->fields && was->removed == now->removed)
            return; // shared fields compare at once; decided without a glance
        const UnitGlance then = glance(id, before);
        const UnitGlance since = glance(id, after);
        const UnitChange c{id, sideOf(id, after), standing(then), standing(since), then.lost, since.lost};
        // A new state of the same tone counts too (a squad falling back to cover, then leaderless).
        if (c.from != c.to || c.lostBefore != c.lostAfter || then.stateId != since.stateId)
            ev.changes.append(c);
    };
    // Any unit may have changed (a card, the turn's end): those the entry wrote, when the replay
    // says which (the cost of an entry does not grow with the army); else the two tables, laid
    // out alike, are walked side by side for the units whose fields moved.
    if (!touched && written) {
        touched = QStringList();
        const qsizetype placed = m_battle.scenario().units.size() + after.joined.size();
        QSet<QString> seen;
        for (const QString &id : *written)
            if (placeOf(id, after) < placed && !seen.contains(id)) {
                seen.insert(id);
                touched->append(id);
            }
    }
    if (!touched && before.units.size() == after.units.size()) {
        touched = QStringList();
        const qsizetype placed = m_battle.scenario().units.size() + after.joined.size();
        for (auto was = before.units.cbegin(), now = after.units.cbegin(); now != after.units.cend();
             ++was, ++now) {
            // Keys shared between the tables compare by pointer, without reading their text.
            if (was.key().constData() != now.key().constData() && was.key() != now.key()) {
                touched.reset(); // laid out otherwise: every unit is looked up
                break;
            }
            if ((was->fields != now->fields || was->removed != now->removed)
                && placeOf(now.key(), after) < placed)
                touched->append(now.key());
        }
    }
    if (touched) {
        std::sort(touched->begin(), touched->end(),
                  [&](const QString &a, const QString &b) { return placeOf(a, after) < placeOf(b, after); });
        for (const QString &id : std::as_const(*touched))
            consider(id);
        return ev;
    }
    for (const ScenarioUnit &su : m_battle.scenario().units)
        consider(su.id);
    for (const ScenarioUnit &su : after.joined)
        consider(su.id);
    return ev;
}

QString EntryReader::resultText(const TestTaken &test) const
{
    const TestResult &r = test.result;
    if (!r.outcomeName.isEmpty())
        return r.outcomeName;
    if (test.cue) // fire and charges: their successes are hits
        return tr("%n hit(s)", nullptr, r.value);
    if (r.setup.test && r.setup.test->pool)
        return tr("%n success(es)", nullptr, r.value);
    return QString::number(r.value);
}

QStringList EntryReader::spoken(const EntryEvents &ev, const BattleState &after) const
{
    QStringList out;
    if (ev.kind == u"draw") {
        QStringList names;
        for (const DeckCard &c : ev.cards)
            names.append(cardName(c, after));
        out.append(names.join(QStringLiteral(", ")));
        for (const TableRoll &r : ev.fate)
            out.append(r.rowName);
    } else if (ev.kind == u"next") {
        out.append(ev.phase);
    } else if (ev.kind == u"resolve" && !ev.tests.isEmpty()) {
        const TestTaken &first = ev.tests.first();
        out.append(tr("%1, %2: %3")
                       .arg(first.result.setup.test ? first.result.setup.test->doc.name : QString(),
                            unitName(first.result.setup.actorId, after), resultText(first)));
    }
    if (ev.endedTurn)
        out.append(tr("Turn %1 begins").arg(after.turn));
    out.removeAll(QString());
    return out;
}

QList<Cue> cuesFor(const EntryEvents &ev)
{
    QList<Cue> cues;
    const auto add = [&cues](Cue c) {
        if (!cues.contains(c))
            cues.append(c);
    };
    if (ev.kind == u"undo" || ev.kind == u"redo")
        return cues;
    if (ev.kind == u"draw")
        add(Cue::Card);
    if (ev.kind == u"next")
        add(Cue::Phase);
    if (ev.kind == u"resolve" && ev.appRolled)
        add(Cue::Dice);
    for (const TestTaken &t : ev.tests) {
        if (!t.cue)
            continue;
        switch (*t.cue) {
        case TestCue::Kind::Volley:
            add(Cue::Volley);
            break;
        case TestCue::Kind::Cannon:
            add(Cue::Cannon);
            break;
        case TestCue::Kind::Charge:
            add(Cue::Charge);
            break;
        }
    }
    for (const UnitChange &c : ev.changes)
        if ((c.to == Standing::Routed || c.to == Standing::Lost) && c.from != c.to)
            add(Cue::Break);
    if (ev.endedTurn)
        add(Cue::TurnEnd);
    return cues;
}

} // namespace adjutant::report
