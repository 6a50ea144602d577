#pragma once

#include "phonewords.h"
#include "seatbook.h"

#include "battle/battle.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace adjutant::lan {

// The charges declared at the table and not yet rolled: a side's phone declares one of its units'
// charges (a procedure with its target and what it asks at declaration), the defender's phone
// (or the umpire) answers with one of the responses the rules offer, and the charger's phone
// then rolls it as one resolve action. Whether a charge may go in and which responses are
// offered is core's (TestInProgress running the ruleset's procedure without a response); nothing
// here is journaled, and a host started again has none (the charger declares again).
class ChargeDesk
{
public:
    struct Charge {
        QString id;
        QJsonObject action; // the resolve as declared, without response or faces
        QString procedure;
        QString actor;
        QString target;
        QString response; // empty until the defender answered
    };

    // Declares a charge: empty when it stands, else why not (the seat may not, the rules forbid
    // it, it names no procedure). `id` names it from now on.
    Reason declare(const battle::Battle &battle, const Seat &seat, const QJsonObject &action,
                   const QString &id, QString *rulesRefusal);
    // The defender's answer: only a seat of the charged unit's side, or the umpire.
    Reason respond(const battle::Battle &battle, const Seat &seat, const QString &chargeId,
                   const QString &response);
    // The charger (his side) or the umpire calls it off.
    Reason drop(const battle::Battle &battle, const Seat &seat, const QString &chargeId);
    // A resolve was played: the charge it rolled is done.
    bool played(const battle::Action &action);
    // After an undo or a change of turn a charge may no longer stand: those the rules now
    // refuse are dropped. True when one was.
    bool recheck(const battle::Battle &battle);

    // {"type": "charges", "charges": [{"charge", "procedure", "name", "actor", "actorName",
    //  "target", "targetName", "responses": [{"id", "name", "available", "reason"}], "response",
    //  "action"}]}: the same for every seat (a charge is declared openly at the table).
    QJsonObject message(const battle::Battle &battle) const;
    bool isEmpty() const { return m_charges.isEmpty(); }

private:
    const Charge *find(const QString &id) const;
    QList<Charge> m_charges;
};

} // namespace adjutant::lan
