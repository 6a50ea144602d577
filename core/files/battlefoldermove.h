#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

namespace adjutant {

// Moves everything in an old battles folder into the new one, losing nothing. Each file is renamed
// (atomic on one file system, and never over a file that is there already); a battle moves with the
// files kept beside it (FILE.journal, FILE.lock...) or not at all, and not while an app has it open;
// folders inside move the same way. Whatever cannot be moved stays where it was, is named in the
// result, and in a note left beside it (noteName()). Run again, it moves what can be moved now;
// once the old folder is empty it is removed.
class BattleFolderMove
{
    Q_DECLARE_TR_FUNCTIONS(BattleFolderMove)
public:
    struct Result {
        QHash<QString, QString> moved; // old path -> new path, for every file moved
        QStringList leftBehind; // "old path: why", for every file that is still in the old folder
        QString notePath; // the note, when something was left behind
    };

    static Result run(const QString &from, const QString &to);
    static QString noteName() { return QStringLiteral("NOT-MOVED.txt"); }
};

} // namespace adjutant
