#include "seatview.h"

#include "learn/why.h"

#include <QJsonArray>

namespace adjutant::battle {

using namespace adjutant::rules;

QStringList SeatView::secretFields(const Ruleset &ruleset, const UnitState &unit)
{
    QStringList out;
    Situation s;
    s.units.insert(QStringLiteral("actor"), unit);
    const Evaluator ev(ruleset, s);
    for (const Field &f : ruleset.fields)
        if (f.hidden && f.hidden->revealedWhen && !ev.holds(*f.hidden->revealedWhen))
            out.append(f.id);
    return out;
}

QStringList SeatView::hiddenFrom(const Battle &battle, const QString &unitId, const QString &seatSide)
{
    if (seatSide.isEmpty())
        return {};
    const std::optional<ScenarioUnit> placed = battle.placed(unitId);
    if (!placed || placed->side == seatSide)
        return {};
    return secretFields(battle.ruleset(), battle.state().units.value(unitId));
}

QJsonObject SeatView::stateJson(const Battle &battle, const QString &seatSide)
{
    QJsonObject state = battle.stateJson();
    if (seatSide.isEmpty())
        return state;
    QJsonObject units = state.value(u"units").toObject();
    for (auto it = units.begin(); it != units.end(); ++it) {
        const QStringList hidden = hiddenFrom(battle, it.key(), seatSide);
        if (hidden.isEmpty())
            continue;
        QJsonObject unit = it.value().toObject();
        for (const QString &field : hidden)
            unit.remove(field);
        // A marker written back to its default says which unit an order touched (001's "shown:
        // no" on the unit given one): such a unit's markers at their defaults are left out.
        const Ruleset &rs = battle.ruleset();
        for (const Field &f : rs.fields)
            if (f.kind == FieldKind::Flag && unit.contains(f.id)
                && unit.value(f.id).toVariant() == f.defaultValue)
                unit.remove(f.id);
        unit.insert(QStringLiteral("hidden"), QJsonArray::fromStringList(hidden));
        it.value() = unit;
    }
    state.insert(QStringLiteral("units"), units);
    state.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes(battle, seatSide)));
    state.insert(QStringLiteral("seat"), seatSide);
    return state;
}

QStringList SeatView::secretsTouched(const Battle &battle, const BattleState &before,
                                     const BattleState &after, const QString &seatSide)
{
    QStringList out;
    if (seatSide.isEmpty())
        return out;
    const Ruleset &rs = battle.rulesetIn(after);
    const Evaluator ev(rs, Situation());
    for (auto it = after.units.cbegin(); it != after.units.cend(); ++it) {
        const QStringList secret = hiddenFrom(battle, it.key(), seatSide);
        const UnitState was = before.units.value(it.key());
        for (const QString &field : secret)
            if (ev.fieldValue(*it, field) != ev.fieldValue(was, field)) {
                out.append(it.key());
                break;
            }
    }
    return out;
}

QSet<int> SeatView::hiddenEntries(const Battle &battle, const QString &seatSide)
{
    QSet<int> out;
    if (seatSide.isEmpty()
        || !std::any_of(battle.ruleset().fields.begin(), battle.ruleset().fields.end(),
                        [](const Field &f) { return f.hidden.has_value(); }))
        return out;
    battle.replayFromStart([&](const JournalEntry &e, const BattleState &before, const BattleState &after,
                               const std::optional<QStringList> &) {
        // The umpire's correction of a secret field is as secret as the order that wrote it.
        const bool secretKind = std::holds_alternative<action::Order>(e.action)
            || std::holds_alternative<action::Resolve>(e.action)
            || std::holds_alternative<action::SetField>(e.action);
        if (secretKind && !secretsTouched(battle, before, after, seatSide).isEmpty())
            out.insert(e.seq);
    });
    // An undone order or test is no longer played: kept from the seat when it names a unit of
    // another side with a secret now (it may have been one).
    for (const JournalEntry &raw : battle.journal()) {
        if (!raw.undone)
            continue;
        const JournalEntry e = raw.isRaw() ? Journal::parsed(raw) : raw;
        QStringList named;
        if (const auto *o = std::get_if<action::Order>(&e.action))
            named = {o->unit, o->target};
        else if (const auto *r = std::get_if<action::Resolve>(&e.action))
            named = {r->actor, r->target};
        else if (const auto *c = std::get_if<action::SetField>(&e.action))
            named = {c->unit};
        if (std::any_of(named.begin(), named.end(), [&](const QString &id) {
                return !id.isEmpty() && !hiddenFrom(battle, id, seatSide).isEmpty();
            }))
            out.insert(e.seq);
    }
    return out;
}

QString SeatView::entryText(const Battle &battle, const JournalEntry &entry, const QSet<int> &hidden)
{
    const JournalEntry e = entry.isRaw() ? Journal::parsed(entry) : entry;
    if (!hidden.contains(e.seq))
        return e.summary;
    QString unit;
    if (const auto *o = std::get_if<action::Order>(&e.action))
        unit = o->unit;
    else if (const auto *r = std::get_if<action::Resolve>(&e.action))
        unit = r->actor;
    else if (const auto *c = std::get_if<action::SetField>(&e.action))
        unit = c->unit;
    const std::optional<ScenarioUnit> by = battle.placed(unit);
    const ScenarioSide *side = by ? battle.scenario().side(by->side) : nullptr;
    const QString sideName = side ? side->name : tr("Another side");
    if (std::holds_alternative<action::SetField>(e.action))
        //: %1: the other side; what the umpire corrected, and on which unit, is kept from the reader
        return tr("The umpire corrected something of %1's that is kept from your side until it is shown")
            .arg(sideName);
    return std::holds_alternative<action::Order>(e.action)
        //: %1: the other side; the order itself and who it is for are kept from the reader
        ? tr("%1 wrote or changed an order: it is kept from your side until it is shown").arg(sideName)
        //: %1: the other side; the test and whose order it was are kept from the reader
        : tr("%1 rolled for an order: it is kept from your side until it is shown").arg(sideName);
}

QJsonObject SeatView::entryJson(const Battle &battle, const JournalEntry &entry, const QSet<int> &hidden)
{
    const JournalEntry e = entry.isRaw() ? Journal::parsed(entry) : entry;
    if (!hidden.contains(e.seq))
        return Journal::toJson(e);
    return {{QStringLiteral("seq"), e.seq},
            {QStringLiteral("kind"), ActionJson::kind(e.action)},
            {QStringLiteral("hidden"), true},
            {QStringLiteral("summary"), entryText(battle, e, hidden)},
            {QStringLiteral("undone"), e.undone}};
}

namespace {

// The units of other sides whose secrets the live entry at `index` changed, for the seat.
QStringList touchedBy(const Battle &battle, qsizetype index, const QString &seatSide)
{
    const QList<JournalEntry> &journal = battle.journal();
    const std::optional<BattleState> before = battle.stateBefore(index);
    if (seatSide.isEmpty() || !before)
        return {};
    std::optional<BattleState> after;
    for (qsizetype next = index + 1; next < journal.size() && !after; ++next)
        if (!journal.at(next).undone)
            after = battle.stateBefore(next);
    return SeatView::secretsTouched(battle, *before, after ? *after : battle.state(), seatSide);
}

// The lines that name none of those units.
QStringList namingNone(const QStringList &lines, const QStringList &units, const BattleState &state)
{
    QStringList out;
    for (const QString &line : lines)
        if (std::none_of(units.begin(), units.end(), [&](const QString &id) {
                return line.contains(unitName(state, id)) || line.contains(id);
            }))
            out.append(line);
    return out;
}

} // namespace

QStringList SeatView::why(const Battle &battle, int seq, const QString &seatSide, const QSet<int> &hidden)
{
    const QList<JournalEntry> &journal = battle.journal();
    const auto it
        = std::find_if(journal.begin(), journal.end(), [seq](const JournalEntry &e) { return e.seq == seq; });
    if (it == journal.end())
        return {};
    if (hidden.contains(seq))
        return {entryText(battle, *it, hidden)};
    return namingNone(learn::Why::forJournalEntry(battle, seq),
                      touchedBy(battle, it - journal.begin(), seatSide), battle.state());
}

QStringList SeatView::notes(const Battle &battle, const QString &seatSide)
{
    const QList<JournalEntry> &journal = battle.journal();
    qsizetype last = journal.size() - 1;
    while (last >= 0 && journal.at(last).undone)
        --last;
    if (seatSide.isEmpty() || last < 0)
        return battle.state().notes;
    const QStringList touched = touchedBy(battle, last, seatSide);
    if (touched.isEmpty())
        return battle.state().notes;
    const JournalEntry e = Journal::parsed(journal.at(last));
    if (std::holds_alternative<action::Order>(e.action) || std::holds_alternative<action::Resolve>(e.action))
        return {};
    // A step of the turn that moved a secret on: its other notes stand, none naming those units.
    return namingNone(battle.state().notes, touched, battle.state());
}

} // namespace adjutant::battle
