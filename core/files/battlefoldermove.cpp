#include "battlefoldermove.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSaveFile>

#include <algorithm>

namespace adjutant {

namespace {

const QString kJournal = QStringLiteral(".journal"); // BattleFile::logPath's suffix

bool occupied(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() || info.isSymLink(); // a dangling link is in the way too
}

// The battle a file belongs to: FILE for FILE and FILE.journal.
QString battleOf(const QString &name)
{
    return name.endsWith(kJournal) && name.size() > kJournal.size() ? name.chopped(kJournal.size()) : name;
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
        QMap<QString, QStringList> battles; // battle -> its files here
        for (const QFileInfo &entry : entries) {
            if (top && entry.fileName() == BattleFolderMove::noteName())
                continue;
            if (entry.isDir() && !entry.isSymLink())
                moveFolder(entry.filePath(), to + u'/' + entry.fileName());
            else
                battles[battleOf(entry.fileName())].append(entry.fileName());
        }
        for (auto it = battles.cbegin(); it != battles.cend(); ++it)
            moveBattle(from, to, it.key(), it.value());
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

    // A battle file and its journal move together, or neither moves.
    void moveBattle(const QString &from, const QString &to, const QString &battle, QStringList names)
    {
        for (const QString &name : {battle, QString(battle + kJournal)}) {
            if (occupied(to + u'/' + name)) {
                for (const QString &n : names)
                    leaveBehind(from + u'/' + n,
                                BattleFolderMove::tr("%1 is there already").arg(to + u'/' + name));
                return;
            }
        }
        // The journal first: it holds the latest actions, the battle file only what was last saved.
        std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
            return a.endsWith(kJournal) > b.endsWith(kJournal);
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
        m_result.leftBehind.append(path + u": " + why);
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
        const QString text = tr("Adjutant keeps battles in %1 now. The files below could not be moved "
                                "there, so they are still here, as they were; nothing was overwritten. "
                                "Open them with 'Open a battle...', or move them yourself (a battle "
                                "with its FILE.journal). Adjutant tries again each time it starts, and "
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
