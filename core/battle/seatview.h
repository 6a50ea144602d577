#pragma once

#include "battle.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// What a seat at the table may see of a battle's state: the umpire (no side) sees everything; a
// side's players see everything but what the ruleset keeps from them, the fields of the other
// sides' units marked "hidden" (an order written in secret) until the ruleset's condition shows
// them. One function for every front end (the command line's show --as, the app's sheets, a
// host that serves seats), so that none keeps its own idea of what is secret. The journal's
// words are redacted here too: an order that wrote a secret field of another side's unit is
// told to that seat only as "an order was written", until the field is shown.
class SeatView
{
    Q_DECLARE_TR_FUNCTIONS(SeatView)
public:
    // The fields of a unit the ruleset keeps from other sides as it stands now, in the ruleset's
    // order; empty when nothing of it is secret.
    static QStringList secretFields(const rules::Ruleset &ruleset, const rules::UnitState &unit);
    // The fields of a unit a seat of `seatSide` may not see now: the unit's secret fields when it
    // is of another side; none for the umpire (seatSide empty) or its own side.
    static QStringList hiddenFrom(const Battle &battle, const QString &unitId, const QString &seatSide);
    // The state as the command line shows it (Battle::stateJson), for a seat: each unit's fields
    // hidden from it are left out, and listed under "hidden".
    static QJsonObject stateJson(const Battle &battle, const QString &seatSide);

    // The units of other sides whose secret fields (kept from the seat as things stand now) an
    // entry changed, from the states before and after it.
    static QStringList secretsTouched(const Battle &battle, const BattleState &before,
                                      const BattleState &after, const QString &seatSide);
    // The journal's entries kept from the seat, by number: each order or test that changed a
    // secret of another side's unit (001's order written, rolled for) while it is still secret.
    static QSet<int> hiddenEntries(const Battle &battle, const QString &seatSide);
    // The entry's words for the seat: its summary, or for an entry hidden from it only which side
    // played it and what about.
    static QString entryText(const Battle &battle, const JournalEntry &entry, const QSet<int> &hidden);
    // The entry as JSON for the seat (Journal::toJson): a hidden one keeps its number and kind
    // and says only what entryText says.
    static QJsonObject entryJson(const Battle &battle, const JournalEntry &entry, const QSet<int> &hidden);
    // What the last entry left for the table (BattleState::notes), for the seat: nothing of an
    // entry hidden from it, and no note naming a unit whose secret it changed.
    static QStringList notes(const Battle &battle, const QString &seatSide);
    // The Why? of the entry numbered `seq` (learn::Why::forJournalEntry), for the seat: a hidden
    // entry's line alone, and of any other no sentence naming a unit whose secret it changed.
    static QStringList why(const Battle &battle, int seq, const QString &seatSide, const QSet<int> &hidden);
};

} // namespace adjutant::battle
