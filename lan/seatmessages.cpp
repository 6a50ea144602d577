#include "seatmessages.h"

#include "battle/owedtests.h"
#include "battle/seatview.h"
#include "battle/statejson.h"

namespace adjutant::lan {

using namespace adjutant::battle;

namespace {

bool seesAll(const Seat &seat)
{
    return seat.role == Seat::Role::Umpire;
}

// Whether the seat is told of a test owed by `actor`: the umpire of all, a side of its own.
bool toldOfOwed(const Battle &battle, const Seat &seat, const QString &actor)
{
    if (seesAll(seat))
        return true;
    const std::optional<ScenarioUnit> placed = battle.placed(actor);
    return seat.role == Seat::Role::Side && placed && placed->side == seat.side;
}

} // namespace

QSet<int> SeatMessages::hidden(const Battle &battle, const Seat &seat)
{
    return SeatView::hiddenEntries(battle, seat.viewKey());
}

QJsonObject SeatMessages::seatJson(const Seat &seat)
{
    QJsonObject o{{QStringLiteral("role"), seat.roleId()}};
    if (seat.role == Seat::Role::Side)
        o.insert(QStringLiteral("side"), seat.side);
    return o;
}

QJsonArray SeatMessages::owed(const Battle &battle, const Seat &seat)
{
    const OwedTests words(battle.ruleset(), battle.options());
    QJsonArray out;
    for (const OwedTest &o : battle.state().owed) {
        if (!toldOfOwed(battle, seat, o.actor))
            continue;
        QJsonObject j = StateJson::owedToJson({o}).first().toObject();
        j.insert(QStringLiteral("text"), words.describe(battle.state(), o));
        j.insert(QStringLiteral("why"), words.why(o));
        out.append(j);
    }
    return out;
}

QJsonObject SeatMessages::state(const Battle &battle, const Seat &seat)
{
    QJsonObject s = SeatView::stateJson(battle, seat.viewKey());
    s.remove(QStringLiteral("seat"));
    if (!s.contains(QStringLiteral("notes")))
        s.insert(QStringLiteral("notes"),
                 QJsonArray::fromStringList(SeatView::notes(battle, seat.viewKey())));
    s.insert(QStringLiteral("owed"), owed(battle, seat));
    // The step of the turn in words, for rules played by phases ("First player: Charge tests").
    if (battle.turns().usesPhases() && battle.turns().phase(battle.state()))
        s.insert(QStringLiteral("stepName"), battle.turns().stepName(battle.state()));
    if (seesAll(seat))
        return s;
    // The pile's order is chance's secret until a card is drawn: only its size is told.
    s.insert(QStringLiteral("drawPile"), int(battle.state().drawPile.size()));
    return s;
}

QJsonObject SeatMessages::entry(const Battle &battle, const Seat &seat, const JournalEntry &e,
                                const QSet<int> &hidden)
{
    QJsonObject o = SeatView::entryJson(battle, e, hidden);
    if (!seesAll(seat))
        o.remove(QStringLiteral("hash"));
    return o;
}

QJsonObject SeatMessages::snapshot(const Battle &battle, const Seat &seat, const QSet<int> &hidden)
{
    QJsonArray journal;
    for (const JournalEntry &e : battle.journal())
        journal.append(entry(battle, seat, e, hidden));
    return {{QStringLiteral("type"), QStringLiteral("snapshot")},
            {QStringLiteral("revision"), revision(battle)},
            {QStringLiteral("seat"), seatJson(seat)},
            {QStringLiteral("state"), state(battle, seat)},
            {QStringLiteral("journal"), journal}};
}

QJsonObject SeatMessages::statePatch(const QJsonObject &was, const QJsonObject &now)
{
    QJsonObject set;
    QJsonArray removed;
    for (auto it = now.begin(); it != now.end(); ++it)
        if (it.key() != u"units" && was.value(it.key()) != it.value())
            set.insert(it.key(), it.value());
    for (auto it = was.begin(); it != was.end(); ++it)
        if (!now.contains(it.key()))
            removed.append(it.key());
    const QJsonObject wasUnits = was.value(u"units").toObject();
    const QJsonObject nowUnits = now.value(u"units").toObject();
    QJsonObject units;
    QJsonArray gone;
    for (auto it = nowUnits.begin(); it != nowUnits.end(); ++it)
        if (wasUnits.value(it.key()) != it.value())
            units.insert(it.key(), it.value());
    for (auto it = wasUnits.begin(); it != wasUnits.end(); ++it)
        if (!nowUnits.contains(it.key()))
            gone.append(it.key());
    return {{QStringLiteral("set"), set},
            {QStringLiteral("removed"), removed},
            {QStringLiteral("units"), units},
            {QStringLiteral("gone"), gone}};
}

QJsonObject SeatMessages::update(const Battle &battle, const Seat &seat, qsizetype from,
                                 const QSet<int> &hidden)
{
    QJsonArray entries;
    QJsonArray undone;
    const QList<JournalEntry> &journal = battle.journal();
    for (qsizetype i = 0; i < journal.size(); ++i) {
        if (i >= from)
            entries.append(entry(battle, seat, journal.at(i), hidden));
        if (journal.at(i).undone)
            undone.append(journal.at(i).seq);
    }
    return {{QStringLiteral("type"), QStringLiteral("update")},
            {QStringLiteral("revision"), revision(battle)},
            {QStringLiteral("entries"), entries},
            {QStringLiteral("undone"), undone},
            {QStringLiteral("state"), state(battle, seat)}};
}

} // namespace adjutant::lan
