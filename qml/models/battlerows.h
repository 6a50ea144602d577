#pragma once

#include <QMetaType>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// Value types QML knows by name, so that a list of them is read as one (its length, a row's name).

// A unit named as a choice: one the last card drawn brought up, a commander to move a unit under,
// a unit to give an order to.
struct UnitChoice {
    Q_GADGET
    QML_VALUE_TYPE(unitChoice)
    Q_PROPERTY(QString unitId MEMBER unitId)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString unitId;
    QString name; // with its side's name where the side is not the chooser's own

    friend bool operator==(const UnitChoice &, const UnitChoice &) = default;
};

// A test or a procedure (a charge) the step of the turn offers, in player-turn rules.
struct StepOffer {
    Q_GADGET
    QML_VALUE_TYPE(stepOffer)
    Q_PROPERTY(QString offer MEMBER offer)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString offer; // the test's or the procedure's id
    QString name;

    friend bool operator==(const StepOffer &, const StepOffer &) = default;
};

} // namespace adjutant::ui
