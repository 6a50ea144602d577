#pragma once

#include "phonewords.h"
#include "seatbook.h"

#include "battle/battle.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace adjutant::lan {

// The charges declared at the table and not yet rolled: a side's phone declares one of its units'
// charges (a procedure with its target and what it asks at declaration), the defender's phone
// (or the umpire) answers with one of the responses the rules offer, and the charger's phone
// then rolls it as one resolve action. Whether a charge may go in and which responses are
// offered is core's (TestInProgress running the ruleset's procedure without a response); nothing
// here is journaled. What is declared is kept beside the battle (FILE.charges, written whole
// through QSaveFile, never through a link, never over a file of the user's; one that does not
// read is moved aside), so a host started again on the same battle still has the charges it
// acknowledged, and the defender answers them as before.
class ChargeDesk
{
    Q_DECLARE_TR_FUNCTIONS(ChargeDesk)
public:
    static QString pathFor(const QString &battlePath) { return battlePath + QStringLiteral(".charges"); }
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

    // Reads the charges kept at `path` (none there: none), and keeps them there from now on.
    // False with *error when the file could not be read (left alone, or moved aside).
    bool load(const QString &path, QString *error);
    // Writes the charges as they stand to the file load() named; false with *error when they
    // could not be (they stand, but a host started again would not know them).
    bool save(QString *error) const;

private:
    const Charge *find(const QString &id) const;
    QList<Charge> m_charges;
    QString m_path;
    bool m_writable = false;
};

} // namespace adjutant::lan
