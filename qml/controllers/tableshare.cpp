#include "tableshare.h"

#include "host.h"
#include "pinguard.h"
#include "seatbook.h"
#include "table.h"

namespace adjutant::ui {

TableShare::TableShare(QObject *parent)
    : QObject(parent),
      m_deviceList(GadgetListModel::of<SeatedDevice>(this)),
      m_seatList(GadgetListModel::of<SeatChoice>(this))
{
    // First of all that follows a change: the view reads the lists as they are.
    connect(this, &TableShare::devicesChanged, this, [this] { m_deviceList->setRows(workOutDevices()); });
    connect(this, &TableShare::changed, this, [this] { m_seatList->setRows(workOutSeats()); });
    m_seatList->setRows(workOutSeats()); // spectator, umpire and none, with or without a battle
}

TableShare::~TableShare()
{
    stop();
}

void TableShare::setSession(BattleSession *session)
{
    if (session == m_session)
        return;
    stop();
    m_session = session;
    Q_EMIT changed();
}

bool TableShare::start(int port)
{
    if (m_host)
        return true;
    battle::LiveBattle *live = m_session ? m_session->live() : nullptr;
    if (!live || live->readOnly()) {
        m_error = tr("Open a battle you may play to share it.");
        Q_EMIT changed();
        return false;
    }
    m_book = std::make_unique<lan::SeatBook>();
    QString warning;
    if (!m_book->load(lan::SeatBook::pathFor(live->path()), &warning))
        m_error = warning; // the seats start afresh, and are not kept
    m_pin = lan::PinGuard::freshDigits(6);
    // The app is the umpire: no phone claims that seat with a code; the umpire gives it here.
    m_table = std::make_unique<lan::Table>(*live, *m_book, lan::Table::Options{m_pin, {}, {}});
    m_host = std::make_unique<lan::Host>(*m_table);
    QString error;
    if (!m_host->listen(QHostAddress(QHostAddress::AnyIPv4), quint16(port), &error)
        && !m_host->listen(QHostAddress(QHostAddress::AnyIPv4), 0, &error)) {
        m_error = tr("Cannot share the battle on the network: %1").arg(error);
        stop();
        return false;
    }
    m_address = m_host->joinAddress();
    connect(m_table.get(), &lan::Table::devicesChanged, this, &TableShare::devicesChanged);
    connect(m_table.get(), &lan::Table::seatsNotKept, this, [this](const QString &why) {
        m_error = why;
        Q_EMIT changed();
    });
    connect(m_table.get(), &lan::Table::played, this,
            [this](const battle::JournalEntry &entry, const battle::BattleState &before) {
                if (m_session)
                    m_session->playedElsewhere(entry, before);
            });
    // What the app plays reaches every phone.
    connect(m_session, &BattleSession::actionPlayed, m_table.get(), &lan::Table::battleChanged);
    connect(m_session, &BattleSession::loadedChanged, this, [this] {
        if (!m_session->live())
            stop();
    });
    Q_EMIT changed();
    Q_EMIT devicesChanged();
    return true;
}

void TableShare::stop()
{
    const bool was = m_host != nullptr;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_host.reset();
    m_table.reset();
    m_book.reset();
    m_address.clear();
    m_pin.clear();
    if (was) {
        Q_EMIT changed();
        Q_EMIT devicesChanged();
    }
}

QString TableShare::seatName(const QString &seat) const
{
    if (seat == u"umpire")
        return tr("Umpire");
    if (seat == u"spectator")
        return tr("Spectator");
    if (seat == u"none")
        return tr("No seat");
    const battle::Battle *b = m_session ? m_session->battle() : nullptr;
    const battle::ScenarioSide *side = b ? b->scenario().side(seat) : nullptr;
    return side ? side->name : seat;
}

QList<SeatChoice> TableShare::workOutSeats() const
{
    QList<SeatChoice> out;
    if (const battle::Battle *b = m_session ? m_session->battle() : nullptr)
        for (const battle::ScenarioSide &side : b->scenario().sides)
            out.append({side.id, side.name});
    for (const QString &seat :
         {QStringLiteral("spectator"), QStringLiteral("umpire"), QStringLiteral("none")})
        out.append({seat, seatName(seat)});
    return out;
}

QList<SeatedDevice> TableShare::workOutDevices() const
{
    QList<SeatedDevice> out;
    if (!m_table)
        return out;
    for (const lan::Device &d : m_book->devices()) {
        const QString seat = d.seat.role == lan::Seat::Role::Side ? d.seat.side : d.seat.roleId();
        out.append({d.id, d.name.isEmpty() ? d.id : d.name, seat, seatName(seat), m_table->online(d.id)});
    }
    return out;
}

bool TableShare::seat(const QString &device, const QString &seat)
{
    if (!m_table)
        return false;
    const bool isRole = seat == u"umpire" || seat == u"spectator" || seat == u"none";
    const std::optional<lan::Seat> wanted
        = lan::Seat::fromIds(isRole ? seat : QStringLiteral("side"), isRole ? QString() : seat);
    QString error;
    return wanted && m_table->seat(device, *wanted, &error);
}

} // namespace adjutant::ui
