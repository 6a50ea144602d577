#include "livebattle.h"

#include "battlerules.h"
#include "io/sidefile.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

namespace adjutant::battle {

namespace {

using Damage = BattleFile::Opened::Damage;

// Whether anything is at `path`, a link that leads nowhere included.
bool taken(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink();
}

// A name beside `path`, NAME<suffix>EXT, NAME<suffix>-2EXT..., that no file has yet.
QString freeName(const QString &base, const QString &extension)
{
    QString name = base + extension;
    for (int n = 2; taken(name) || taken(BattleFile::logPath(name)); ++n)
        name = base + u'-' + QString::number(n) + extension;
    return name;
}

// Another adjutant-cli holds a battle for the moments one action takes: worth waiting for.
constexpr int kWaitForAnotherCommandMs = 10000;

} // namespace

LiveBattle::LiveBattle(std::unique_ptr<Battle> battle, const QString &path, std::unique_ptr<QLockFile> lock,
                       DiskWriter &disk)
    : m_battle(std::move(battle)), m_path(path), m_lock(std::move(lock)), m_disk(&disk)
{ }

LiveBattle::~LiveBattle() = default; // the lock goes with it

QString LiveBattle::recoveryPath(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : u'.' + info.suffix();
    return freeName(info.dir().filePath(info.completeBaseName() + QStringLiteral("-recovered")), suffix);
}

std::unique_ptr<QLockFile> LiveBattle::takeLock(const QString &path, QString *error, bool *lockedByOther)
{
    *lockedByOther = false;
    // QLockFile reads a lock it finds (to see whether its holder is alive) and replaces a stale
    // one: through a link, or from a pipe that never answers. A lock Adjutant did not make is
    // not taken.
    if (QString why; !io::SideFile::mayWrite(lockPath(path), &why)) {
        *error = tr("the battle's lock cannot be taken, so it can only be opened read-only: %1").arg(why);
        return nullptr;
    }
    auto lock = std::make_unique<QLockFile>(lockPath(path));
    // A lock is stale only when the process that took it is gone, however long it was held: the
    // app keeps its battle's lock all evening.
    lock->setStaleLockTime(0);
    qint64 pid = 0;
    QString host, app;
    const auto heldByAnotherCommand = [&] {
        // Unreadable for a moment while its holder writes it: taken for a command, and waited for.
        return !lock->getLockInfo(&pid, &host, &app) || QFileInfo(app).fileName() == u"adjutant-cli";
    };
    QDeadlineTimer deadline(kWaitForAnotherCommandMs);
    while (!lock->tryLock(0)) {
        if (lock->error() != QLockFile::LockFailedError || !heldByAnotherCommand() || deadline.hasExpired())
            break;
        QThread::msleep(20);
    }
    if (lock->isLocked())
        return lock;
    if (lock->error() == QLockFile::LockFailedError) {
        *lockedByOther = true;
        lock->getLockInfo(&pid, &host, &app);
        *error = QFileInfo(app).fileName() == u"adjutant-cli"
            ? tr("%1 is being written by adjutant-cli (process %2 on %3); try again when it has finished")
                  .arg(path, QString::number(pid), host)
            : tr("%1 is open in another Adjutant (process %2 on %3); close it there first, or open it "
                 "read-only")
                  .arg(path, QString::number(pid), host);
    } else {
        *error = tr("cannot write beside %1 (%2): the battle can only be opened read-only")
                     .arg(path, QFileInfo(lockPath(path)).absolutePath());
    }
    return nullptr;
}

bool LiveBattle::cutTornTail(const QString &path, qint64 intactBytes, DiskWriter &disk, QString *keptIn,
                             QString *error)
{
    QFile log(BattleFile::logPath(path));
    if (!log.open(QIODevice::ReadWrite)) {
        *error = tr("cannot write %1: %2").arg(log.fileName(), log.errorString());
        return false;
    }
    if (!log.seek(intactBytes)) {
        *error = tr("cannot read %1: %2").arg(log.fileName(), log.errorString());
        return false;
    }
    const QByteArray torn = log.readAll();
    // Kept aside first, so nothing is ever thrown away, even bytes no action owned.
    *keptIn = freeName(log.fileName() + QStringLiteral(".torn"), QString());
    QFile aside(*keptIn);
    if (!aside.open(QIODevice::WriteOnly | QIODevice::NewOnly) || !disk.write(aside, torn, error)
        || !disk.sync(aside, error)) {
        if (error->isEmpty())
            *error = tr("cannot write %1: %2").arg(*keptIn, aside.errorString());
        return false;
    }
    if (!log.resize(intactBytes) || !disk.sync(log, error)) {
        if (error->isEmpty())
            *error = tr("cannot write %1: %2").arg(log.fileName(), log.errorString());
        return false;
    }
    return true;
}

LiveBattle::Opening LiveBattle::open(const QString &path, Access access, OnDamage onDamage, DiskWriter &disk)
{
    Opening out;
    std::unique_ptr<QLockFile> lock;
    if (access == Access::Write) {
        // A battle is played by its own name: through a link, its lock and log would be made
        // beside the link, where another writer of the battle never looks, and the battle would
        // fork (and writing it whole would put a file in the link's place).
        if (const QFileInfo info(path); info.isSymLink()) {
            out.error = tr("%1 is a link to %2: open the battle by its own name to play it, so that "
                           "its lock and its log are the ones beside it")
                            .arg(path, info.symLinkTarget());
            return out;
        }
        // Before reading: nobody may append while the files are read.
        lock = takeLock(path, &out.error, &out.locked);
        if (!lock) {
            QString ignored;
            out.lockNotPlain = !out.locked && !io::SideFile::mayWrite(lockPath(path), &ignored);
            return out;
        }
    }
    BattleFile::Opened opened = BattleFile::open(path);
    out.warnings = opened.warnings;
    out.damage = opened.damage;
    if (!opened.battle) {
        out.error = opened.error;
        return out;
    }
    if (access == Access::ReadOnly) {
        out.live.reset(new LiveBattle(std::move(opened.battle), path, nullptr, disk));
        return out;
    }
    if (opened.damaged()) {
        if (onDamage == OnDamage::Refuse) {
            out.error = tr("%1 is damaged, so nothing was written to it").arg(path);
            return out;
        }
        // Never write into damaged files: they stay as they are, for a closer look.
        const QString copy = recoveryPath(path);
        Opening recovered = create(std::move(opened.battle), copy, disk);
        if (!recovered.live) {
            out.error = tr("the battle was recovered but could not be saved: %1").arg(recovered.error);
            return out;
        }
        out.live = std::move(recovered.live);
        out.recoveredInto = copy;
        out.warnings.append(
            tr("What could be kept is in %1; the damaged files were left as they were.").arg(copy));
        return out;
    }
    auto live
        = std::unique_ptr<LiveBattle>(new LiveBattle(std::move(opened.battle), path, std::move(lock), disk));
    QString error;
    if (opened.logNeedsRewrite) {
        // Missing, from before the chain, or left from an earlier save: the battle file holds
        // all of it, so both are written afresh (each atomically).
        if (!BattleFile::save(*live->m_battle, path, &error, &live->m_logEnd, disk)) {
            out.error = error;
            return out;
        }
    } else {
        live->m_logEnd = opened.logEnd;
        if (opened.damage == Damage::TornTail) {
            QString keptIn;
            if (!cutTornTail(path, opened.logEnd.bytes, disk, &keptIn, &error)) {
                out.error = tr("the journal's unfinished last record could not be cut off: %1").arg(error);
                return out;
            }
            out.warnings.append(
                tr("The unfinished record was cut off; its bytes were kept in %1.").arg(keptIn));
        }
    }
    out.live = std::move(live);
    return out;
}

LiveBattle::Opening LiveBattle::create(std::unique_ptr<Battle> battle, const QString &path, DiskWriter &disk)
{
    Opening out;
    if (taken(path) || taken(BattleFile::logPath(path))) {
        out.error = tr("%1 already exists; a new battle is never written over another").arg(path);
        return out;
    }
    auto lock = takeLock(path, &out.error, &out.locked);
    if (!lock)
        return out;
    auto live = std::unique_ptr<LiveBattle>(new LiveBattle(std::move(battle), path, std::move(lock), disk));
    if (!BattleFile::save(*live->m_battle, path, &out.error, &live->m_logEnd, disk))
        return out;
    out.live = std::move(live);
    return out;
}

LiveBattle::Opening LiveBattle::recover(const QString &path, const QString &copy, DiskWriter &disk)
{
    BattleFile::Opened opened = BattleFile::open(path);
    if (!opened.battle) {
        Opening out;
        out.error = opened.error;
        out.warnings = opened.warnings;
        return out;
    }
    Opening out = create(std::move(opened.battle), copy, disk);
    out.warnings = opened.warnings + out.warnings;
    out.damage = opened.damage;
    if (out.live)
        out.recoveredInto = copy;
    return out;
}

LiveBattle::Played LiveBattle::play(const Action &action)
{
    Played played;
    if (readOnly()) {
        played.error = tr("the battle is open read-only here: another window or program is its writer");
        return played;
    }
    // An update of the rules asked for moves onto the library's rules of the battle's id.
    Action asked = action;
    if (auto *update = std::get_if<action::UpdateRules>(&asked); update && update->isAsked()) {
        std::optional<action::UpdateRules> filled = BattleRules::fromLibrary(*m_battle, &played.error);
        if (!filled)
            return played;
        *update = std::move(*filled);
    }
    std::optional<Battle::Proposal> proposal = m_battle->propose(asked, &played.error);
    if (!proposal)
        return played;
    QString error;
    if (!BattleFile::append(m_path, m_logEnd, proposal->entry, &error, *m_disk)) {
        played.error = tr("not saved, so not done: %1").arg(error);
        played.notSaved = true;
        return played;
    }
    played.entry = proposal->entry;
    m_battle->accept(std::move(*proposal));
    return played;
}

bool LiveBattle::saveAs(const QString &path, QString *error)
{
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(m_path).absoluteFilePath())
        return fold(error);
    bool lockedByOther = false;
    std::unique_ptr<QLockFile> lock = takeLock(path, error, &lockedByOther);
    if (!lock)
        return false;
    BattleFile::LogEnd logEnd;
    if (!BattleFile::save(*m_battle, path, error, &logEnd, *m_disk))
        return false;
    m_lock = std::move(lock);
    m_path = path;
    m_logEnd = logEnd;
    return true;
}

bool LiveBattle::fold(QString *error)
{
    if (readOnly()) {
        *error = tr("the battle is open read-only here");
        return false;
    }
    return BattleFile::save(*m_battle, m_path, error, &m_logEnd, *m_disk);
}

bool LiveBattle::foldWhenLong(QString *error)
{
    return readOnly() || !logWantsFolding(m_logEnd) || fold(error);
}

} // namespace adjutant::battle
