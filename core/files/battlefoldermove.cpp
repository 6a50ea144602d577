#include "battlefoldermove.h"
#include "text/punctuation.h"

#include "battle/livebattle.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMap>
#include <QSaveFile>
#include <QSet>

#include <algorithm>

namespace adjutant {

namespace {

const QString kJournal = QStringLiteral(".journal"); // BattleFile::logPath's suffix

bool occupied(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink(); // a dangling link is in the way too
}

// The battle a file belongs to: FILE for FILE itself and for the files kept beside it, named
// FILE.SOMETHING (FILE.journal, FILE.lock, FILE.journal.torn, a save's unfinished FILE.XXXXXX),
// when FILE or its journal is there.
QString battleOf(const QString &name, const QSet<QString> &here)
{
    for (qsizetype dot = name.indexOf(u'.'); dot > 0; dot = name.indexOf(u'.', dot + 1)) {
        QString battle = name.left(dot);
        if (here.contains(battle) || here.contains(battle + kJournal))
            return battle;
    }
    return name.endsWith(kJournal) && name.size() > kJournal.size() ? name.chopped(kJournal.size()) : name;
}

QSet<QString> namesIn(const QString &folder)
{
    const QStringList names
        = QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    return QSet<QString>(names.begin(), names.end());
}

class Mover
{
public:
    explicit Mover(BattleFolderMove::Result &result) : m_result(result) { }

    void moveInto(const QString &from, const QString &to, bool top)
    {
        const QDir source(from);
        const auto entries = source.entryInfoList(
            QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
        QSet<QString> here;
        for (const QFileInfo &entry : entries)
            here.insert(entry.fileName());
        QMap<QString, QStringList> battles; // battle -> its files here
        for (const QFileInfo &entry : entries) {
            if (top && entry.fileName() == BattleFolderMove::noteName())
                continue;
            if (entry.isDir() && !entry.isSymLink())
                moveFolder(entry.filePath(), to + u'/' + entry.fileName());
            else
                battles[battleOf(entry.fileName(), here)].append(entry.fileName());
        }
        const QSet<QString> there = namesIn(to); // once the folders inside have moved
        for (auto it = battles.cbegin(); it != battles.cend(); ++it)
            moveBattle(from, to, there, it.key(), it.value());
    }

private:
    void moveFolder(const QString &from, const QString &to)
    {
        if (!occupied(to)) {
            const QStringList files = filesUnder(from);
            if (QDir().rename(from, to)) { // the whole folder at once
                for (const QString &file : files)
                    m_result.moved.insert(from + u'/' + file, to + u'/' + file);
                return;
            }
            QDir().mkpath(to); // another file system: file by file
        }
        if (!QFileInfo(to).isDir() || QFileInfo(to).isSymLink()) {
            for (const QString &file : filesUnder(from))
                leaveBehind(from + u'/' + file,
                            BattleFolderMove::tr("%1 is there already, and not a folder").arg(to));
            return;
        }
        moveInto(from, to, false);
        QDir().rmdir(from); // only if it is empty now
    }

    // A battle file and the files beside it move together, or none moves; not beside a battle
    // of the same name or what is left of one, and not while an app has the battle open.
    void moveBattle(const QString &from, const QString &to, const QSet<QString> &there, const QString &battle,
                    QStringList names)
    {
        for (const QString &name : there) {
            if (name == battle || name.startsWith(battle + u'.')) {
                for (const QString &n : names)
                    leaveBehind(from + u'/' + n,
                                BattleFolderMove::tr("%1 is there already").arg(to + u'/' + name));
                return;
            }
        }
        const QString lockName = QFileInfo(battle::LiveBattle::lockPath(battle)).fileName();
        if (names.contains(lockName)) {
            // A lock whose app has gone is taken and removed; a live one keeps the battle here.
            QLockFile lock(from + u'/' + lockName);
            if (!lock.tryLock(0)) {
                for (const QString &n : names)
                    leaveBehind(from + u'/' + n, BattleFolderMove::tr("the battle is open in Adjutant"));
                return;
            }
            lock.unlock();
            names.removeAll(lockName);
        }
        // The battle file last: a battle whose files are split is found by its journal in the
        // new folder, and by nothing new in the old one.
        std::stable_sort(names.begin(), names.end(), [&battle](const QString &a, const QString &b) {
            return (a == battle) < (b == battle);
        });
        QStringList done;
        for (const QString &name : names) {
            QFile file(from + u'/' + name);
            if (file.rename(to + u'/' + name)) {
                done.append(name);
                continue;
            }
            const QString why = file.errorString();
            for (const QString &back : done) // put the half already moved back beside the other
                QFile::rename(to + u'/' + back, from + u'/' + back);
            for (const QString &n : names)
                leaveBehind(from + u'/' + n, why);
            return;
        }
        for (const QString &name : names)
            m_result.moved.insert(from + u'/' + name, to + u'/' + name);
    }

    static QStringList filesUnder(const QString &folder)
    {
        QStringList files;
        const QDir base(folder);
        QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(base.relativeFilePath(it.next()));
        return files;
    }

    void leaveBehind(const QString &path, const QString &why)
    {
        m_result.leftBehind.append(path + text::Punctuation::colon() + why);
    }

    BattleFolderMove::Result &m_result;
};

} // namespace

BattleFolderMove::Result BattleFolderMove::run(const QString &from, const QString &to)
{
    Result result;
    const QString note = from + u'/' + noteName();
    if (!QFileInfo(from).isDir() || QFileInfo(from).isSymLink())
        return result;
    if (!QDir().mkpath(to)) {
        result.leftBehind.append(tr("%1: the folder cannot be made").arg(to));
    } else {
        Mover(result).moveInto(from, to, true);
    }

    if (result.leftBehind.isEmpty()) {
        QFile::remove(note); // from an earlier start, when something was in the way
        // The old folder and the doubled application folder above it, if nothing else is in them.
        if (QDir().rmdir(from))
            QDir().rmdir(QFileInfo(from).path());
        return result;
    }
    QSaveFile file(note);
    if (file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        const QString text
            = tr("Adjutant keeps battles in %1 now. The files below could not be moved "
                 "there, so they are still here, as they were; nothing was overwritten. "
                 "Open them with 'Open a battle...', or move them yourself (a battle "
                 "with the files named after it). Adjutant tries again each time it starts, and "
                 "removes this note once everything is moved.\n\n")
                  .arg(to)
            + result.leftBehind.join(u'\n') + u'\n';
        file.write(text.toUtf8());
        if (file.commit())
            result.notePath = note;
    }
    return result;
}

} // namespace adjutant
