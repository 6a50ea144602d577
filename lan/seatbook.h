#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::lan {

// A place at the table: the umpire's (sees and may do everything), a side's player's, or a
// spectator's (sees what every side may see, plays nothing). None: a device that joined and waits
// for the umpire to seat it, or whose seat was taken back.
struct Seat {
    enum class Role { None, Umpire, Side, Spectator };
    Role role = Role::None;
    QString side; // for Role::Side

    // What SeatView is asked with: empty for the umpire, the side, or a name no side has (so
    // every side's secrets are kept) for a spectator or a device without a seat.
    QString viewKey() const;
    QString roleId() const; // "none", "umpire", "side", "spectator"
    static std::optional<Seat> fromIds(const QString &role, const QString &side);
    friend bool operator==(const Seat &, const Seat &) = default;
};

// A phone or tablet that entered the PIN. Its secret (128 random bits) is what it shows to come
// back to its seat; only its SHA-256 is kept.
struct Device {
    QString id; // random, shown to the umpire
    QString name; // what the phone called itself (plain text)
    QByteArray secretHash;
    Seat seat;
};

// The devices of a hosted battle and their seats, kept beside the battle (FILE.seats) so that a
// host started again on the same battle gives every device its seat back. Written whole through
// QSaveFile, never through a link or into a pipe, never over the battle file.
class SeatBook
{
    Q_DECLARE_TR_FUNCTIONS(SeatBook)
public:
    static QString pathFor(const QString &battlePath) { return battlePath + QStringLiteral(".seats"); }

    // The book kept at `path` (none yet: empty); false with *error when it cannot be read, and
    // then it is never written over (see io::SideFile::readOwn).
    bool load(const QString &path, QString *error);
    // Where save() writes; set by load().
    QString path() const { return m_path; }
    bool save(QString *error) const;

    struct Added {
        QString id;
        QString secret; // given to the device once, never kept
    };
    Added add(const QString &name);
    const Device *bySecret(const QString &secret) const;
    const Device *byId(const QString &id) const;
    bool setSeat(const QString &id, const Seat &seat);
    const QList<Device> &devices() const { return m_devices; }

    static QByteArray hashOf(const QString &secret);
    static QString randomHex(int bytes); // from the system's random source

private:
    QString m_path;
    bool m_writable = true;
    QList<Device> m_devices;
};

} // namespace adjutant::lan
