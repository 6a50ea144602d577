#pragma once

#include <QMetaType>
#include <QString>

namespace adjutant::ui {

// A number the players enter on a sheet (a distance, the elements fighting), as the test sheet and
// the charge flow list them (a GadgetListModel's rows): what it is, the value that will be used
// and its bounds as things stand.
struct NumberInput {
    Q_GADGET
    Q_PROPERTY(QString inputId MEMBER inputId)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(int value MEMBER value)
    Q_PROPERTY(int minimum MEMBER minimum)
    Q_PROPERTY(int maximum MEMBER maximum)
    Q_PROPERTY(bool hasValue MEMBER hasValue)
    Q_PROPERTY(bool entered MEMBER entered)
    Q_PROPERTY(bool inches MEMBER inches)
    Q_PROPERTY(bool ranged MEMBER ranged)
    Q_PROPERTY(QString band MEMBER band)
    Q_PROPERTY(bool fromMovement MEMBER fromMovement)

public:
    QString inputId;
    QString name;
    QString explain;
    int value = 0;
    int minimum = 0;
    int maximum = 0;
    bool hasValue = true; // entered, or the ruleset gives a default: the test may go on with it
    bool entered = false; // typed by the players
    bool inches = false; // a distance
    bool ranged = false; // a modifier reads range bands off it
    QString band; // the range band it gives, in the words of that modifier
    bool fromMovement = false; // worked out from the unit's movement (a charge move)

    friend bool operator==(const NumberInput &, const NumberInput &) = default;
};

} // namespace adjutant::ui
