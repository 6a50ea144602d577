#pragma once

#include "battle.h"
#include "battlefile.h"
#include "diskwriter.h"

#include <QCoreApplication>
#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace adjutant::battle {

// A battle open for play: the battle, its files, and the lock that makes this process their one
// writer. An action counts only once it is on the disk: play() works it out, appends it to the
// log (written and synced), and only then applies it; if the disk refuses, nothing changed and
// the battle goes on once there is room. The app and adjutant-cli both play through here, so a
// battle behaves the same whichever of them opens it.
class LiveBattle
{
    Q_DECLARE_TR_FUNCTIONS(LiveBattle)
public:
    enum class Access {
        Write, // takes the lock: the one writer of the battle
        ReadOnly, // takes no lock and never writes: to look at a battle another writer has open
    };
    // A battle whose files are damaged is never written to: play is refused (the command line,
    // where `recover` makes a copy), or goes on in a recovered copy beside it (the app).
    enum class OnDamage { Refuse, PlayOnInACopy };

    struct Opening {
        std::unique_ptr<LiveBattle> live; // none if it could not be opened
        QString error; // why not
        QStringList warnings; // what was found in the files and what was done about it
        BattleFile::Opened::Damage damage = BattleFile::Opened::Damage::None;
        QString recoveredInto; // the copy play goes on in, when the files were damaged
        bool locked = false; // another writer has the battle (error says who)
        bool lockNotPlain = false; // FILE.lock is a link or a pipe: not taken; it may be read only
    };

    static Opening open(const QString &path, Access access, OnDamage onDamage,
                        DiskWriter &disk = DiskWriter::system());
    // A new battle at `path`, never written over an existing one.
    static Opening create(std::unique_ptr<Battle> battle, const QString &path,
                          DiskWriter &disk = DiskWriter::system());
    // What can be kept of the battle at `path`, saved as a new battle at `copy` (the battle
    // files are only read).
    static Opening recover(const QString &path, const QString &copy, DiskWriter &disk = DiskWriter::system());
    // A name beside `path` that no file has yet: NAME-recovered.adjutant, NAME-recovered-2...
    static QString recoveryPath(const QString &path);

    ~LiveBattle();

    Battle &battle() { return *m_battle; }
    const Battle &battle() const { return *m_battle; }
    QString path() const { return m_path; }
    bool readOnly() const { return !m_lock; }

    // Plays an action: on the disk before it returns, or refused with nothing changed.
    struct Played : Battle::Applied {
        bool notSaved = false; // the action was sound, but the disk refused it (full, failing)
    };
    Played play(const Action &action);
    // Writes the battle to a new file and plays on there (its lock moves along).
    bool saveAs(const QString &path, QString *error);
    // Writes the battle file whole, the log folded in, so the next opening starts from a fresh
    // snapshot; if that fails, the log still holds every action.
    bool fold(QString *error);
    // A writer that never closes a session (adjutant-cli play, one action per run) folds the log
    // once it holds more than kFoldAfter records, so the next opening replays at most that many
    // entries instead of every one since the battle was created. True when there was nothing to
    // fold or it was folded; a fold that fails loses nothing (the log holds every action) and is
    // tried again after the next action.
    static constexpr int kFoldAfter = 1000;
    static bool logWantsFolding(const BattleFile::LogEnd &logEnd) { return logEnd.lastRecord > kFoldAfter; }
    bool foldWhenLong(QString *error);

    static QString lockPath(const QString &battlePath) { return battlePath + QStringLiteral(".lock"); }

private:
    LiveBattle(std::unique_ptr<Battle> battle, const QString &path, std::unique_ptr<QLockFile> lock,
               DiskWriter &disk);
    // The lock of a battle's files, or null with *error saying who holds it. Waits a little for
    // another adjutant-cli, which lets go within moments; not for the app, which keeps it.
    static std::unique_ptr<QLockFile> takeLock(const QString &path, QString *error, bool *lockedByOther);
    // Cuts a torn last record off the log, keeping its bytes in a file beside it.
    static bool cutTornTail(const QString &path, qint64 intactBytes, DiskWriter &disk, QString *keptIn,
                            QString *error);

    std::unique_ptr<Battle> m_battle;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock; // none when read-only
    DiskWriter *m_disk;
    BattleFile::LogEnd m_logEnd;
};

} // namespace adjutant::battle
