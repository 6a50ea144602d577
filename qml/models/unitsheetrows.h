#pragma once

#include "battlerows.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace adjutant::ui {

// The rows of a unit's sheet beyond its tests (UnitSheet's list models): its moves, the
// formations it may take, the ground it may cross, and the orders it may give.

// A move by column of the movement table ("Move 6\"", "Charge 9\" + D6"): its inches for the
// unit's formation and the text shown, which says where they come from.
struct MoveAllowance {
    Q_GADGET
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(int inches MEMBER inches)
    Q_PROPERTY(QString text MEMBER text)

public:
    QString name; // the column's
    QString explain;
    int inches = 0;
    QString text; // "6\"", "9\" + D6"

    friend bool operator==(const MoveAllowance &, const MoveAllowance &) = default;
};

// A formation the unit may change to, with its cost, the morale tests on the way and, when the
// rules forbid it, their reason. The planner's first choices are rows of it too: no change
// (formation empty) and a change of face (UnitSheet::kFaceChange), with nothing else set.
struct FormationChoice {
    Q_GADGET
    Q_PROPERTY(QString formation MEMBER formation)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(bool allowed MEMBER allowed)
    Q_PROPERTY(QString cost MEMBER cost)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(int tests MEMBER tests)
    Q_PROPERTY(QString path MEMBER path)

public:
    QString formation; // its id
    QString name;
    bool allowed = true;
    QString cost; // "¾ move"
    QString reason; // why the rules forbid it; empty when they allow it
    int tests = 0; // morale tests on the way
    QString path; // the formations passed through, "Column → Line"

    friend bool operator==(const FormationChoice &, const FormationChoice &) = default;
};

// A kind of ground a move may cross: open ground (terrain empty) first, then the ruleset's.
struct GroundChoice {
    Q_GADGET
    Q_PROPERTY(QString terrain MEMBER terrain)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString terrain; // its id; empty: open ground
    QString name;

    friend bool operator==(const GroundChoice &, const GroundChoice &) = default;
};

// A yes-or-no question an order asks before it is given ("Is the officer with the unit?").
struct OrderQuestionChoice {
    Q_GADGET
    Q_PROPERTY(QString question MEMBER question)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)

public:
    QString question; // its id, an answer to giveOrder when yes
    QString name;
    QString explain;

    friend bool operator==(const OrderQuestionChoice &, const OrderQuestionChoice &) = default;
};

// An order the unit can give now; one the rules forbid whatever the table answers has allowed
// false and their reason (the umpire may give it anyway).
struct OrderChoice {
    Q_GADGET
    Q_PROPERTY(QString order MEMBER order)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(bool allowed MEMBER allowed)
    Q_PROPERTY(QString reason MEMBER reason)
    Q_PROPERTY(bool takesTarget MEMBER takesTarget)
    Q_PROPERTY(QList<adjutant::ui::OrderQuestionChoice> questions MEMBER questions)

public:
    QString order; // its id
    QString name;
    QString explain;
    bool allowed = true;
    QString reason;
    bool takesTarget = false; // given to another unit (UnitSheet::orderTargets)
    QList<OrderQuestionChoice> questions;

    friend bool operator==(const OrderChoice &, const OrderChoice &) = default;
};

} // namespace adjutant::ui
