#pragma once

#include "battlesession.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

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
    // The devices that joined: [{device, name, seat ("umpire", "spectator", "none" or a side's
    // id), seatName, online}].
    Q_PROPERTY(QVariantList devices READ devices NOTIFY devicesChanged)
    // The seats a device may be given: [{seat, name}], the sides first.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)

public:
    explicit TableShare(QObject *parent = nullptr);
    ~TableShare() override;

    BattleSession *session() const { return m_session; }
    void setSession(BattleSession *session);
    bool sharing() const { return m_host != nullptr; }
    QString address() const { return m_address; }
    QString pin() const { return m_pin; }
    QString error() const { return m_error; }
    QVariantList devices() const;
    QVariantList seats() const;

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

    BattleSession *m_session = nullptr;
    std::unique_ptr<lan::SeatBook> m_book;
    std::unique_ptr<lan::Table> m_table;
    std::unique_ptr<lan::Host> m_host;
    QString m_address;
    QString m_pin;
    QString m_error;
};

} // namespace adjutant::ui
