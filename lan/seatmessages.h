#pragma once

#include "seatbook.h"

#include "battle/battle.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace adjutant::lan {

// What a seat is sent of the battle, every channel through SeatView: the state with the secrets
// of other sides left out, the journal with their hidden entries told only as "an order was
// written", the notes, the tests owed. Beyond what SeatView keeps back, a seat other than the
// umpire's is not sent the order of the cards still in the pile (only how many), the state
// hashes (from which a secret could be guessed by trying each value), nor the tests other sides
// owe (a test owed for an order says which unit has one).
class SeatMessages
{
public:
    // The journal's entries as the battle stands: a revision is how many there are (undo and
    // redo are entries too), so it only grows.
    static int revision(const battle::Battle &battle) { return int(battle.journal().size()); }
    // The entries kept from the seat (SeatView::hiddenEntries: it replays the battle, so it is
    // worked out once an action for each seat's view).
    static QSet<int> hidden(const battle::Battle &battle, const Seat &seat);

    // {"type": "snapshot", "revision", "seat", "state", "journal"}: all the seat may see.
    static QJsonObject snapshot(const battle::Battle &battle, const Seat &seat, const QSet<int> &hidden);
    // {"type": "update", "revision", "entries" (those from index `from` on), "undone" (the
    // numbers of every entry undone now), "state"}. The tests owed are in the state's "owed".
    static QJsonObject update(const battle::Battle &battle, const Seat &seat, qsizetype from,
                              const QSet<int> &hidden);
    static QJsonObject seatJson(const Seat &seat);
    // What changed from one state sent to the next, for an update in place of the whole state:
    // {"set": {key: value} (top-level keys but the units), "removed": [key...], "units": {id:
    // unit} (those changed or new), "gone": [id...]}. A seat's state is some kilobytes; most
    // actions change a unit or two of it.
    static QJsonObject statePatch(const QJsonObject &was, const QJsonObject &now);

private:
    static QJsonObject state(const battle::Battle &battle, const Seat &seat);
    static QJsonArray owed(const battle::Battle &battle, const Seat &seat);
    static QJsonObject entry(const battle::Battle &battle, const Seat &seat, const battle::JournalEntry &e,
                             const QSet<int> &hidden);
};

} // namespace adjutant::lan
