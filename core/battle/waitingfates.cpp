#include "waitingfates.h"
#include "text/punctuation.h"

#include "turnsequence.h"

#include <QLocale>

namespace adjutant::battle {

using namespace adjutant::rules;

bool WaitingFates::kept(const Ruleset &ruleset)
{
    return ruleset.activation && ruleset.activation->waitingFates.has_value();
}

QString WaitingFates::rollsText(const QList<TableRoll> &rolls)
{
    QStringList parts;
    for (const TableRoll &r : rolls)
        parts.append(QStringLiteral("%1 %2 %3").arg(QString::number(r.value), r.rowName, r.rowExplain)
                     + (r.thenFaces.isEmpty()
                            ? QString()
                            : u" (" + text::Punctuation::labelled(r.thenExplain, QString::number(r.thenValue))
                                + u')'));
    return parts.join(QStringLiteral(" → "));
}

Situation WaitingFates::situation(const BattleState &state, const QString &actor) const
{
    Situation s;
    s.options = m_options;
    if (!actor.isEmpty())
        s.units.insert(QStringLiteral("actor"), state.units.value(actor));
    return s;
}

QList<const ScenarioUnit *> WaitingFates::everyone(const BattleState &state) const
{
    QList<const ScenarioUnit *> out;
    for (const QList<ScenarioUnit> *list : {&m_scenario.units, &state.joined})
        for (const ScenarioUnit &su : *list)
            out.append(&su);
    return out;
}

bool WaitingFates::inPlay(const BattleState &state, const QString &unitId) const
{
    const auto it = state.units.constFind(unitId);
    return it != state.units.cend() && !it->removed && !state.withdrawn.contains(unitId);
}

namespace {

// Everyone's commander as commanderOf says it (the first listed under an id), found in one pass:
// asked of commanderOf unit by unit, a walk over a 2,000-unit army would take millions of steps.
QHash<QString, QString> commandersOf(const QList<const ScenarioUnit *> &everyone, const BattleState &state)
{
    QHash<QString, QString> out;
    out.reserve(everyone.size());
    for (const ScenarioUnit *su : everyone)
        if (!out.contains(su->id))
            out.insert(su->id, state.transferred.value(su->id, su->commander));
    return out;
}

} // namespace

QString WaitingFates::commanderOf(const BattleState &state, const QString &unitId) const
{
    for (const ScenarioUnit *su : everyone(state))
        if (su->id == unitId)
            return state.transferred.value(unitId, su->commander);
    return {};
}

QStringList WaitingFates::unitsUnder(const BattleState &state, const QString &commanderId, bool deep) const
{
    const QList<const ScenarioUnit *> all = everyone(state);
    const QHash<QString, QString> commanders = commandersOf(all, state);
    QSet<QString> found;
    QSet<QString> above{commanderId};
    // The order of battle lists a commander before those under him, but a transfer may not: go
    // round until nobody more is found under those found so far.
    for (bool grew = true; grew;) {
        grew = false;
        for (const ScenarioUnit *su : all) {
            if (found.contains(su->id) || su->id == commanderId || !inPlay(state, su->id)
                || !above.contains(commanders.value(su->id)))
                continue;
            found.insert(su->id);
            if (deep && su->isCommander) {
                above.insert(su->id);
                grew = true;
            }
        }
    }
    // In the order of battle's order, whoever was found first.
    QStringList ordered;
    for (const ScenarioUnit *su : all)
        if (found.contains(su->id))
            ordered.append(su->id);
    return ordered;
}

bool WaitingFates::commanderActivatesUnits(const BattleState &state, const QString &commanderId) const
{
    const auto &fates = m_rs.activation->waitingFates;
    return fates && fates->commanderActivatesUnitsWhen
        && Evaluator(m_rs, situation(state, commanderId)).holds(*fates->commanderActivatesUnitsWhen);
}

bool WaitingFates::isFor(const BattleState::WaitingFate &fate, const BattleState &state,
                         const QString &unitId) const
{
    const TableRow *row = fate.rolls.isEmpty()
        ? nullptr
        : Resolver(m_rs).tableRow(fate.rolls.first().table, fate.rolls.first().value);
    return row && row->forUnit && inPlay(state, unitId)
        && Evaluator(m_rs, situation(state, unitId)).holds(*row->forUnit);
}

void WaitingFates::settle(const QList<TableRoll> &rolls, const QString &text, const QString &source,
                          BattleState &state, QStringList &notes) const
{
    const Resolver resolver(m_rs);
    qsizetype waiting = -1;
    for (qsizetype i = 0; i < rolls.size() && waiting < 0; ++i)
        if (const TableRow *row = resolver.tableRow(rolls.at(i).table, rolls.at(i).value);
            row && row->forUnit)
            waiting = i;
    // The rows before the first for a unit (the D10's, the battlefield's) hold at once.
    for (qsizetype i = 0; i < (waiting < 0 ? rolls.size() : waiting); ++i) {
        const TableRoll &r = rolls.at(i);
        const TableRow *row = resolver.tableRow(r.table, r.value);
        if (row)
            offerRearrange(*row, state, notes);
        if (row && row->joins)
            arrive(*row->joins, r.thenFaces.isEmpty() ? r.value : r.thenValue, state, notes);
        if (!row || row->effects.isEmpty())
            continue;
        for (const EffectRecord &e :
             resolver.applyEffects(row->effects, {}, situation(state, QString()), state.units,
                                   r.thenFaces.isEmpty() ? r.value : r.thenValue))
            notes.append(e.text);
    }
    if (waiting < 0) {
        //: %1: the card or test that rolled it; %2: what was rolled
        notes.append(tr("%1: %2; it applies at once").arg(source, text));
        return;
    }
    BattleState::WaitingFate fate{text, {}};
    for (qsizetype i = waiting; i < rolls.size(); ++i) {
        const TableRoll &r = rolls.at(i);
        fate.rolls.append({r.table, r.value, r.thenFaces.isEmpty() ? r.value : r.thenValue});
    }
    state.fates.append(fate);
    const TableRow *row = resolver.tableRow(fate.rolls.first().table, fate.rolls.first().value);
    //: %1: the card or test that rolled it; %2: what was rolled; %3: the kind of unit it waits for
    notes.append(
        tr("%1: %2; it waits for the next unit activated that it is for (%3)")
            .arg(source, text, Evaluator(m_rs, situation(state, QString())).describe(*row->forUnit)));
    if (state.fates.size() > 1)
        notes.append(
            tr("%n fate(s) wait now, each for the unit it is for", nullptr, int(state.fates.size())));
}

bool WaitingFates::land(const QString &unitId, BattleState &state, const dice::FaceSupplier &faces,
                        QStringList &notes) const
{
    for (qsizetype i = 0; i < state.fates.size();) {
        if (!isFor(state.fates.at(i), state, unitId)) {
            ++i;
            continue;
        }
        const BattleState::WaitingFate fate = state.fates.takeAt(i);
        if (!apply(fate, unitId, state, faces, notes))
            return false;
    }
    return true;
}

bool WaitingFates::landOnOneOf(const QStringList &units, BattleState &state, const dice::FaceSupplier &faces,
                               QStringList &notes) const
{
    for (qsizetype i = 0; i < state.fates.size();) {
        QStringList candidates;
        for (const QString &id : units)
            if (isFor(state.fates.at(i), state, id))
                candidates.append(id);
        if (candidates.isEmpty()) {
            ++i;
            continue;
        }
        QString unit = candidates.first();
        if (candidates.size() > 1) {
            const std::optional<int> face = faces(int(candidates.size()));
            if (!face || *face < 1 || *face > candidates.size())
                return false;
            unit = candidates.at(*face - 1);
            //: %1: the unit; %3: the die's face; %n: how many units it was drawn among
            notes.append(tr("%1 is drawn at random for the fate among %n unit(s) of its commander it is for "
                            "(die %2)",
                            nullptr, int(candidates.size()))
                             .arg(unitName(state, unit), QLocale().toString(*face)));
        }
        const BattleState::WaitingFate fate = state.fates.takeAt(i);
        if (!apply(fate, unit, state, faces, notes))
            return false;
    }
    return true;
}

bool WaitingFates::apply(const BattleState::WaitingFate &fate, const QString &unitId, BattleState &state,
                         const dice::FaceSupplier &faces, QStringList &notes) const
{
    //: %1: the unit; %2: the fate, in words
    notes.append(tr("Fate for %1: %2").arg(unitName(state, unitId), fate.text));
    const Resolver resolver(m_rs);
    for (const BattleState::PendingRoll &p : fate.rolls) {
        const TableRow *row = resolver.tableRow(p.table, p.value);
        if (!row)
            continue;
        QString struck = unitId;
        if (row->randomUnit) {
            const std::optional<QString> drawn = drawnUnit(*row, unitId, state, faces, notes);
            if (!drawn)
                return false;
            struck = *drawn;
        }
        if (!struck.isEmpty() && !row->effects.isEmpty()) {
            // "commanded" in a fate: everyone under the commander it lands on, at any depth.
            Situation base = situation(state, struck);
            for (const QString &id : unitsUnder(state, struck, true))
                base.commanded.append(state.units.value(id));
            for (const EffectRecord &e : resolver.applyEffects(
                     row->effects, {{QStringLiteral("actor"), struck}}, base, state.units, p.thenValue))
                notes.append(e.text);
        }
        if (!row->owes.isEmpty())
            owe(*row, unitId, p.table, QStringLiteral("%1 %2").arg(p.value).arg(row->doc.name), state, notes);
        if (row->commanderLeaves)
            leave(unitId, state, notes);
        offerRearrange(*row, state, notes);
    }
    return true;
}

void WaitingFates::offerRearrange(const TableRow &row, BattleState &state, QStringList &notes)
{
    const int cards = std::min(row.rearranges, int(state.drawPile.size()));
    if (cards <= 0)
        return;
    state.rearrangeOffered = cards;
    //: %1: the fate ("A spy's report"); %n: how many of the next cards
    notes.append(tr("%1: the next %n card(s) of the deck may be looked at and put in any order (reorder "
                    "them before the next card is drawn)",
                    nullptr, cards)
                     .arg(row.doc.name));
}

std::optional<QString> WaitingFates::drawnUnit(const TableRow &row, const QString &unitId,
                                               const BattleState &state, const dice::FaceSupplier &faces,
                                               QStringList &notes) const
{
    const QString commander = commanderOf(state, unitId);
    const QList<const ScenarioUnit *> all = everyone(state);
    const QHash<QString, QString> commanders = commandersOf(all, state);
    QStringList candidates;
    for (const ScenarioUnit *su : all)
        if (!su->isCommander && inPlay(state, su->id)
            && (su->id == unitId || (!commander.isEmpty() && commanders.value(su->id) == commander))
            && Evaluator(m_rs, situation(state, su->id)).holds(*row.randomUnit))
            candidates.append(su->id);
    if (candidates.isEmpty()) {
        //: %1: the fate's name
        notes.append(tr("%1: no unit under the same commander that it can strike").arg(row.doc.name));
        return QString();
    }
    if (candidates.size() == 1) {
        //: %1: the fate's name; %2: the unit
        notes.append(tr("%1 strikes %2, the only unit under the same commander that it can")
                         .arg(row.doc.name, unitName(state, candidates.first())));
        return candidates.first();
    }
    const std::optional<int> face = faces(int(candidates.size()));
    if (!face || *face < 1 || *face > candidates.size())
        return std::nullopt;
    const QString drawn = candidates.at(*face - 1);
    //: %1: the fate's name; %2: the unit drawn; %3: the die's face; %n: how many it was drawn among
    notes.append(tr("%1 strikes %2, drawn at random among %n unit(s) under the same commander (die %3)",
                    nullptr, int(candidates.size()))
                     .arg(row.doc.name, unitName(state, drawn), QLocale().toString(*face)));
    return drawn;
}

void WaitingFates::arrive(const TableRow::Joining &force, int rolled, BattleState &state,
                          QStringList &notes) const
{
    const ScenarioSide *side = nullptr;
    for (const ScenarioSide &s : m_scenario.sides) {
        Situation asArmy = situation(state, QString());
        UnitState army;
        army.type = force.unitType;
        army.fields = s.defaults;
        asArmy.units.insert(QStringLiteral("actor"), army);
        if (Evaluator(m_rs, asArmy).holds(force.side)) {
            side = &s;
            break;
        }
    }
    if (!side) {
        notes.append(tr("No side of this battle is one the arriving force joins: it does not come"));
        return;
    }
    // Each arrival's ids are new: "spanish-1-...", then "spanish-2-..." for a second force.
    QString prefix;
    for (int n = 1; prefix.isEmpty(); ++n)
        if (!state.units.contains(u"%1-%2-commander"_qs.arg(force.id, QString::number(n))))
            prefix = u"%1-%2"_qs.arg(force.id, QString::number(n));
    QString chief; // the side's commander-in-chief as things stand: the brigade answers to him
    for (const ScenarioUnit *su : everyone(state))
        if (su->isCommander && su->side == side->id && inPlay(state, su->id)
            && state.units.value(su->id).chief)
            chief = su->id;
    const auto place = [&](const QString &id, const QString &name, const QString &type, const QString &over,
                           bool isCommander, const QVariantHash &fields) {
        ScenarioUnit su{id,
                        name,
                        type,
                        side->id,
                        over,
                        isCommander,
                        isCommander ? force.commanderLevel : QString(),
                        side->defaults};
        for (auto it = fields.begin(); it != fields.end(); ++it)
            su.fields.insert(it.key(), it.value());
        UnitState us;
        us.id = id;
        us.name = name;
        us.type = type;
        us.fields = su.fields;
        state.units.insert(id, us);
        state.joined.append(su);
        //: %1: the unit; %2: the side it joins
        notes.append(tr("%1 joins %2").arg(name, side->name));
    };
    const QString commander = prefix + u"-commander"_qs;
    place(commander, force.commanderName, force.commanderType, chief, true, force.commanderFields);
    const int count
        = std::clamp(Evaluator(m_rs, situation(state, QString())).value(force.count, rolled), 0, 20);
    for (int i = 1; i <= count; ++i)
        place(u"%1-%2"_qs.arg(prefix, QString::number(i)), force.unitName.arg(i), force.unitType, commander,
              false, force.unitFields);
    if (m_rs.activation && m_rs.activation->kind == Activation::Kind::Deck)
        notes.append(tr("Their cards join the deck when it is next shuffled"));
}

void WaitingFates::owe(const TableRow &row, const QString &commanderId, const QString &table,
                       const QString &why, BattleState &state, QStringList &notes) const
{
    const QString &test = row.owes;
    const Test *t = m_rs.test(test);
    // A commander's fate owes it to each unit under him; a unit's, to the unit itself (KGCWO's
    // 53: the battery fires at a friend).
    bool isCommander = false;
    for (const ScenarioUnit *su : everyone(state))
        isCommander = isCommander || (su->id == commanderId && su->isCommander);
    const QStringList owing = isCommander ? unitsUnder(state, commanderId, false) : QStringList{commanderId};
    for (const QString &id : owing) {
        if (const ScenarioUnit *su = m_scenario.unit(id); su && su->isCommander)
            continue;
        OwedTest o;
        o.id = ++state.owedSoFar;
        o.test = test;
        o.actor = id;
        o.after = table; // a table, not a test: OwedTests::why names it
        o.why = why;
        if (row.owedFirst)
            o.lapse = OwedTest::Lapse::EndOfTurn;
        state.owed.append(o);
        //: %1: the unit; %2: the test it owes
        notes.append(tr("%1 owes %2").arg(unitName(state, id), t ? t->doc.name : test));
    }
}

void WaitingFates::leave(const QString &commanderId, BattleState &state, QStringList &notes) const
{
    if (!inPlay(state, commanderId))
        return;
    const QStringList under = unitsUnder(state, commanderId, false);
    const QString up = commanderOf(state, commanderId);
    state.units[commanderId].removed = true;
    //: %1: the commander
    notes.append(tr("%1 leaves the field").arg(unitName(state, commanderId)));
    for (const QString &id : under) {
        if (!up.isEmpty()) {
            state.transferred.insert(id, up);
            //: %1: a unit; %2: the commander it answers to now
            notes.append(tr("%1 now answers to %2").arg(unitName(state, id), unitName(state, up)));
        }
    }
    if (up.isEmpty() && !under.isEmpty())
        notes.append(tr("Nobody stands above him: those under him answer to nobody now"));
}

void WaitingFates::lapse(BattleState &state, bool endOfTurn, QStringList &notes) const
{
    const auto &rules = m_rs.activation->waitingFates;
    const bool turnEnds = endOfTurn && rules && rules->lapseAtEndOfTurnWhen
        && Evaluator(m_rs, situation(state, QString())).holds(*rules->lapseAtEndOfTurnWhen);
    for (qsizetype i = 0; i < state.fates.size();) {
        const BattleState::WaitingFate &fate = state.fates.at(i);
        bool anyone = false;
        for (const ScenarioUnit *su : everyone(state))
            anyone = anyone || isFor(fate, state, su->id);
        if (anyone && !turnEnds) {
            ++i;
            continue;
        }
        notes.append(
            anyone ? tr("The fate %1 lapses: the turn ended before a unit it is for was activated")
                         .arg(fate.text)
                   : tr("The fate %1 lapses: no unit or commander in play is one it is for").arg(fate.text));
        state.fates.removeAt(i);
    }
}

QStringList WaitingFates::describe(const BattleState &state) const
{
    QStringList out;
    const Resolver resolver(m_rs);
    const Evaluator ev(m_rs, situation(state, QString()));
    for (const BattleState::WaitingFate &fate : state.fates) {
        const TableRow *row = resolver.tableRow(fate.rolls.first().table, fate.rolls.first().value);
        //: %1: the fate, in words; %2: the kind of unit it waits for
        out.append(row && row->forUnit ? tr("%1: waits for %2").arg(fate.text, ev.describe(*row->forUnit))
                                       : fate.text);
    }
    return out;
}

} // namespace adjutant::battle
