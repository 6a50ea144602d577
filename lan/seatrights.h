#pragma once

#include "phonewords.h"
#include "seatbook.h"

#include "battle/battle.h"

namespace adjutant::lan {

// What a seat may play. The umpire may play everything; a side's player plays the turn on
// (draw, next) and his own side's units (tests, orders, moves), and takes back his side's own
// entries; only the umpire changes the order of battle or the deck, passes over owed tests,
// allows what the rules forbid, writes the journal's notes, ends the turn, takes back another
// side's entries or the turn's, and changes seats (Table). A spectator plays nothing. The rules
// themselves are the battle's (Battle::propose) once the seat may play the action at all.
class SeatRights
{
public:
    // Why the seat may not play the action (empty: it may).
    static Reason refusal(const battle::Battle &battle, const Seat &seat, const battle::Action &action);
    // The unit whose side plays the action (its actor), or empty for one of no side's (a draw).
    static QString actingUnit(const battle::Battle &battle, const battle::Action &action);
};

} // namespace adjutant::lan
