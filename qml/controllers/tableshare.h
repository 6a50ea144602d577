#pragma once

#include "battlesession.h"
#include "gadgetlistmodel.h"
#include "tablerows.h"

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>

#include <memory>

namespace adjutant::lan {
class Host;
class SeatBook;
class Table;
} // namespace adjutant::lan

namespace adjutant::ui {

// The open battle shared at the table (Share at the table…): the app hosts it for the phones on
// the local network (lan::Host, docs/LAN.md), shows the address (as a QR code) and the PIN, and
// its umpire gives each phone that joins a seat. What a phone plays reaches the app's screens
// (BattleSession::playedElsewhere), and what the app plays reaches every phone.
class TableShare : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(adjutant::ui::BattleSession *session READ session WRITE setSession NOTIFY changed)
    Q_PROPERTY(bool sharing READ sharing NOTIFY changed)
    Q_PROPERTY(QString address READ address NOTIFY changed)
    Q_PROPERTY(QString pin READ pin NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // The devices that joined, a SeatedDevice each (its seat: "umpire", "spectator", "none" or a
    // side's id); worked out again on devicesChanged.
    Q_PROPERTY(adjutant::ui::GadgetListModel *devices READ devices CONSTANT)
    // The seats a device may be given, a SeatChoice each, the sides first; worked out again on
    // changed.
    Q_PROPERTY(adjutant::ui::GadgetListModel *seats READ seats CONSTANT)

public:
    explicit TableShare(QObject *parent = nullptr);
    ~TableShare() override;

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    bool sharing() const { return m_host != nullptr; }
    QString address() const { return m_address; }
    QString pin() const { return m_pin; }
    QString error() const { return m_error; }
    GadgetListModel *devices() const { return m_deviceList; }
    GadgetListModel *seats() const { return m_seatList; }

    // Starts hosting the session's battle on `port` (0: one the system picks); false with error.
    Q_INVOKABLE bool start(int port = 8765);
    Q_INVOKABLE void stop();
    // Gives a device a seat: "umpire", "spectator", "none" (taken back) or a side's id.
    Q_INVOKABLE bool seat(const QString &device, const QString &seat);

Q_SIGNALS:
    void changed();
    void devicesChanged();

private:
    QString seatName(const QString &seat) const;
    QList<SeatedDevice> workOutDevices() const;
    QList<SeatChoice> workOutSeats() const;

    QPointer<BattleSession> m_session; // gone first when the app closes
    std::unique_ptr<lan::SeatBook> m_book;
    std::unique_ptr<lan::Table> m_table;
    std::unique_ptr<lan::Host> m_host;
    QString m_address;
    QString m_pin;
    QString m_error;
    GadgetListModel *m_deviceList; // as last worked out: workOutDevices
    GadgetListModel *m_seatList; // as last worked out: workOutSeats
};

} // namespace adjutant::ui
