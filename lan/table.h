#pragma once

#include "answerbook.h"
#include "chargedesk.h"
#include "languagebattles.h"
#include "phonewords.h"
#include "pinguard.h"
#include "seatbook.h"

#include "battle/livebattle.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QStringList>

namespace adjutant::lan {

// The battle's table as the devices see it, without the network: what each message from a
// device does, and what each device is sent (docs/LAN.md is the protocol). One at a time, in the
// order they arrive, every action goes through the same steps: a retry of an id already
// answered gets that answer again; the seat's rights (SeatRights), then the rules and the disk
// (LiveBattle::play, rolling on the host what was not typed); then every seat is sent what
// changed, as it may see it (SeatMessages), and the sender its answer: accepted with the new
// revision, or refused with why, in its own language. Host carries the messages.
class Table : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString pin; // six digits: any device that enters it joins, without a seat
        // Entered with the PIN, the device joins as the umpire (adjutant-cli serve prints it);
        // empty: no device may claim the umpire's seat (the app is the umpire and seats them).
        QString umpireCode;
        PinGuard::Clock clock; // for the PIN's limits; the monotonic clock when not given
    };
    Table(battle::LiveBattle &live, SeatBook &book, Options options, QObject *parent = nullptr);

    // The network's side: a connection opened from an address, a text message, its end.
    void opened(int connection, const QString &address);
    void received(int connection, const QByteArray &text);
    void closed(int connection);

    // The host's own console or window seats a device as the umpire's seat would.
    bool seat(const QString &deviceId, const Seat &seat, QString *error);
    // The battle was played on by the host itself (the app's umpire): every seat is sent what
    // changed.
    void battleChanged();
    const SeatBook &book() const { return m_book; }
    // Whether the device has a connection open now.
    bool online(const QString &deviceId) const;
    const battle::Battle &battle() const { return m_live.battle(); }

Q_SIGNALS:
    void send(int connection, const QByteArray &text);
    // A phone's action was played (the app's screens catch up).
    void played(const adjutant::battle::JournalEntry &entry, const adjutant::battle::BattleState &before);
    void devicesChanged();
    // The seats could not be kept beside the battle: play goes on, but a host started again
    // would not know them.
    void seatsNotKept(const QString &why);

private:
    struct Connection {
        QString address;
        QString device; // empty until it joined or said hello
        QString language = QStringLiteral("en");
        QJsonObject state; // the state it was sent last: an update sends what changed from it
    };

    void join(int connection, const QJsonObject &message);
    void hello(int connection, const QJsonObject &message);
    void attach(int connection, const QString &device, const QJsonValue &revision);
    void action(int connection, const QJsonObject &message);
    QJsonObject answerTo(const Connection &from, const QString &id, const QJsonObject &message);
    void seatMessage(int connection, const QJsonObject &message);
    void sheet(int connection, const QJsonObject &message);
    void why(int connection, const QJsonObject &message);
    void unitQuery(int connection, const QJsonObject &message);
    // A charge declared, answered by the defender or called off: answered as an action is
    // (once per id), and every seat is sent the charges as they now stand.
    void chargeMessage(int connection, const QString &type, const QJsonObject &message);
    void sendCharges(int connection);
    void saveCharges(); // beside the battle; a failure is told as seatsNotKept
    void sendChargesToAll();
    // Whether the message's action id is one to play now: false when it has none (refused) or
    // was answered before (the first answer sent again).
    bool isNewAction(int connection, const QString &id);
    // The answer kept for the device's action id, sent again; false when there is none.
    bool answeredBefore(int connection, const QString &id);
    void keepAnswer(const QString &device, const QString &id, const QJsonObject &answer);
    // Where the journal stands, and the answers to actions played before a stop cut them off.
    AnswerBook::Mark journalMark() const;
    void settleAnswers();

    // After entries: each view's hidden entries worked out again, and every seated connection
    // sent what changed since the last spread, or the whole of what it may see when its hidden
    // entries changed.
    void spread();
    void catchUp(int connection, const QJsonValue &revision);
    void sendDevices();
    void saveBook();
    const Seat *seatOf(const Connection &c) const;
    QSet<int> hiddenFor(const Seat &seat) const;
    QStringList viewKeys() const;

    void sendJson(int connection, const QJsonObject &message);
    // A snapshot or an update; an update's state as what changed since the last one sent.
    void sendView(int connection, QJsonObject message);
    void refuse(int connection, const QString &type, const Reason &reason, const QJsonObject &extra = {});

    battle::LiveBattle &m_live;
    SeatBook &m_book;
    Options m_options;
    PinGuard m_pinGuard;
    PinGuard m_umpireGuard;
    QHash<int, Connection> m_connections;
    // The answers given, by device and action id, so that a retry gets the first one, also
    // from a host started again on the same battle.
    AnswerBook m_answers;
    ChargeDesk m_charges;
    LanguageBattles m_languages; // the battle worded in each phone's language
    // By view (Seat::viewKey): the entries hidden from it now, and the revision at which they
    // last changed (a device that saw an earlier revision is sent everything again).
    QHash<QString, QSet<int>> m_hidden;
    QHash<QString, int> m_hiddenChangedAt;
    qsizetype m_spread = 0; // the journal's entries every seat has been sent
};

} // namespace adjutant::lan
