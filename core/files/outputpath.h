#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant {

// Decides whether a file may be written at a path a user chose: adjutant-cli's -o (import,
// report, new, recover), and the app's Save as, the editor's Export and the report's Save as
// PDF or HTML. Nothing of the user's is ever written over by accident:
//
//  - the path is judged where the bytes would land: links followed, `..` resolved;
//  - a battle, its journal, lock, test under way (FILE.pending) or cut-off record
//    (FILE.journal.torn) is refused always, even when the user asks to replace it: found by
//    their names beside a battle and by their first bytes (a hard link or a copy under another
//    name is found too);
//  - so is a file the command reads (the battle a report is made from, the list imported), a
//    folder, a device or a pipe;
//  - any other existing file is replaced only when the user asked for it: --force, or a "Replace
//    it?" the app asks.
class OutputPath
{
    Q_DECLARE_TR_FUNCTIONS(OutputPath)
public:
    enum class Writes {
        File, // one file: a scenario, an army, a report
        Battle, // a battle: the file and FILE.journal beside it
    };
    enum class Verdict {
        Free, // nothing is there: write
        Replaces, // an ordinary file is there, replaced only if the user asks
        Refused, // never written: the reason says why
    };
    struct Check {
        Verdict verdict = Verdict::Refused;
        QString target; // where the bytes would land: links followed, `..` resolved
        QString reason; // for Replaces and Refused, a sentence that names the path
        bool allows(bool replace) const
        {
            return verdict == Verdict::Free || (replace && verdict == Verdict::Replaces);
        }
    };

    // `inputs` are the files the command reads: never written over.
    static Check check(const QString &path, Writes writes, const QStringList &inputs = {});

    // `path` when nothing is there, else the first of NAME-2.EXT, NAME-3.EXT... where nothing is
    // (not even a link, nor a journal beside it): for files Adjutant names itself in its folders
    // (an army, a scenario, a new battle).
    static QString firstFree(const QString &path);

    // What a file is to Adjutant, by its first bytes (Other when it is none of a battle's).
    enum class Kind { Other, Battle, Journal, Pending, Lock };
    static Kind kindOf(const QString &path);

    // The battle whose side file `path` is named as (FILE.journal, FILE.lock, FILE.pending,
    // FILE.journal.torn, FILE.journal.torn-2), when that battle exists; else empty.
    static QString battleOfSideFile(const QString &path);
};

} // namespace adjutant
