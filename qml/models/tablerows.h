#pragma once

#include <QMetaType>
#include <QString>

namespace adjutant::ui {

// A device that joined the table (TableShare::devices): its id and name, the seat it was given
// ("umpire", "spectator", "none" or a side's id) and that seat's name, and whether it is online.
struct SeatedDevice {
    Q_GADGET
    Q_PROPERTY(QString device MEMBER device)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString seat MEMBER seat)
    Q_PROPERTY(QString seatName MEMBER seatName)
    Q_PROPERTY(bool online MEMBER online)

public:
    QString device; // its id
    QString name; // as the phone calls itself, else its id
    QString seat;
    QString seatName;
    bool online = false;

    friend bool operator==(const SeatedDevice &, const SeatedDevice &) = default;
};

// A seat a device may be given (TableShare::seats): the sides first, then spectator, umpire, none.
struct SeatChoice {
    Q_GADGET
    Q_PROPERTY(QString seat MEMBER seat)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString seat;
    QString name;

    friend bool operator==(const SeatChoice &, const SeatChoice &) = default;
};

} // namespace adjutant::ui
