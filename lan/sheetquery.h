#pragma once

#include "seatbook.h"

#include "battle/battle.h"

#include <QJsonObject>

namespace adjutant::lan {

// A phone's test sheet, worked out on the host: the phone names a test or a procedure of one of
// its side's units (a resolve action without faces, as `adjutant-cli play` takes it) and the
// faces entered so far, and is told the modifiers with their reasons, the odds, what is needed,
// the steps the faces finished and the die wanted next. It runs the same TestInProgress as the
// app's sheet, so the rules are never written in the phone's JavaScript. Nothing is journaled:
// the phone sends the finished action as an action.
class SheetQuery
{
public:
    // {"ok": true, "test": {...}, "done": [...], "wanted", "dieInHand", "complete", "error"}, or
    // {"ok": false, "reason"} when the seat may not ask for it or it names no test.
    static QJsonObject answer(const battle::Battle &battle, const Seat &seat, const QJsonObject &message,
                              const QString &language);
};

} // namespace adjutant::lan
