#include "seatbook.h"

#include "io/sidefile.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSaveFile>

namespace adjutant::lan {

namespace {

// A book of a few dozen devices is a few kilobytes; anything far larger is not one we wrote.
constexpr qint64 kMaxBookBytes = qint64(1024) * 1024;
const QString kSpectatorView = QStringLiteral(" spectator"); // a space: no side id has one

QJsonObject seatJson(const Seat &seat)
{
    QJsonObject o{{QStringLiteral("role"), seat.roleId()}};
    if (seat.role == Seat::Role::Side)
        o.insert(QStringLiteral("side"), seat.side);
    return o;
}

// The devices in a book's bytes, or why they do not read.
QString readDevices(const QByteArray &data, QList<Device> *out)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (!doc.isObject())
        return SeatBook::tr("it is not the JSON of a seat book: %1").arg(parseError.errorString());
    QList<Device> devices;
    const QJsonArray entries = doc.object().value(u"devices").toArray();
    for (const auto &v : entries) {
        const QJsonObject o = v.toObject();
        Device d;
        d.id = o.value(u"id").toString();
        d.name = o.value(u"name").toString();
        d.secretHash = QByteArray::fromHex(o.value(u"secretSha256").toString().toLatin1());
        const QJsonObject seat = o.value(u"seat").toObject();
        const std::optional<Seat> s
            = Seat::fromIds(seat.value(u"role").toString(), seat.value(u"side").toString());
        if (d.id.isEmpty() || d.secretHash.size() != 32 || !s)
            return SeatBook::tr("a device in it has no id, no secret or no seat it can be given");
        d.seat = *s;
        devices.append(d);
    }
    *out = devices;
    return {};
}

} // namespace

QString Seat::viewKey() const
{
    switch (role) {
    case Role::Umpire:
        return {};
    case Role::Side:
        return side;
    case Role::None:
    case Role::Spectator:
        break;
    }
    return kSpectatorView;
}

QString Seat::roleId() const
{
    switch (role) {
    case Role::Umpire:
        return QStringLiteral("umpire");
    case Role::Side:
        return QStringLiteral("side");
    case Role::Spectator:
        return QStringLiteral("spectator");
    case Role::None:
        break;
    }
    return QStringLiteral("none");
}

std::optional<Seat> Seat::fromIds(const QString &role, const QString &side)
{
    if (role == u"umpire")
        return Seat{Role::Umpire, {}};
    if (role == u"spectator")
        return Seat{Role::Spectator, {}};
    if (role == u"none")
        return Seat{Role::None, {}};
    if (role == u"side" && !side.isEmpty())
        return Seat{Role::Side, side};
    return std::nullopt;
}

bool SeatBook::load(const QString &path, QString *error)
{
    m_path = path;
    m_devices.clear();
    const io::OwnFile own = io::SideFile::readOwn(path, kMaxBookBytes, [](const QByteArray &data) {
        QList<Device> probe;
        return readDevices(data, &probe);
    });
    m_writable = own.writable();
    if (own.state == io::OwnFile::State::Read)
        readDevices(own.data, &m_devices);
    if (own.state == io::OwnFile::State::Read || own.state == io::OwnFile::State::Missing)
        return true;
    *error = own.why;
    return own.state == io::OwnFile::State::MovedAside;
}

bool SeatBook::save(QString *error) const
{
    if (!m_writable || m_path.isEmpty()) {
        *error = tr("the seats are not kept: %1 cannot be written").arg(m_path);
        return false;
    }
    if (!io::SideFile::mayWrite(m_path, error))
        return false;
    QJsonArray devices;
    for (const Device &d : m_devices)
        devices.append(
            QJsonObject{{QStringLiteral("id"), d.id},
                        {QStringLiteral("name"), d.name},
                        {QStringLiteral("secretSha256"), QString::fromLatin1(d.secretHash.toHex())},
                        {QStringLiteral("seat"), seatJson(d.seat)}});
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = tr("the seats could not be written to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), 1}, {QStringLiteral("devices"), devices}})
                   .toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = tr("the seats could not be written to %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

SeatBook::Added SeatBook::add(const QString &name)
{
    Added added{randomHex(6), randomHex(16)};
    m_devices.append(Device{added.id, name, hashOf(added.secret), Seat{}});
    return added;
}

const Device *SeatBook::bySecret(const QString &secret) const
{
    const QByteArray hash = hashOf(secret);
    for (const Device &d : m_devices)
        if (d.secretHash == hash)
            return &d;
    return nullptr;
}

const Device *SeatBook::byId(const QString &id) const
{
    for (const Device &d : m_devices)
        if (d.id == id)
            return &d;
    return nullptr;
}

bool SeatBook::setSeat(const QString &id, const Seat &seat)
{
    for (Device &d : m_devices)
        if (d.id == id) {
            d.seat = seat;
            return true;
        }
    return false;
}

QByteArray SeatBook::hashOf(const QString &secret)
{
    return QCryptographicHash::hash(secret.toUtf8(), QCryptographicHash::Sha256);
}

QString SeatBook::randomHex(int bytes)
{
    QList<quint32> words((bytes + 3) / 4);
    QRandomGenerator::system()->generate(words.begin(), words.end());
    const QByteArray raw(reinterpret_cast<const char *>(words.constData()), bytes);
    return QString::fromLatin1(raw.toHex());
}

} // namespace adjutant::lan
