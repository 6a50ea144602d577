#pragma once

#include "boundedfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <functional>

namespace adjutant::io {

// One of Adjutant's own files as reading it found it (SideFile::readOwn).
struct OwnFile {
    enum class State {
        Missing, // none yet
        Read, // data holds it
        LeftAlone, // not a plain file (a link, a pipe, a device) or unreadable: not touched
        MovedAside, // its bytes did not read: moved to movedTo, and a fresh one may be written
        Stuck, // its bytes did not read, and it could not be moved aside: not touched
    };
    State state = State::Missing;
    QByteArray data;
    QString why; // for LeftAlone, MovedAside and Stuck: what was wrong, in words
    QString movedTo;
    // Whether the file may be written this session: never over one left alone or stuck.
    bool writable() const
    {
        return state == State::Missing || state == State::Read || state == State::MovedAside;
    }
};

// The files Adjutant keeps for itself, beside a battle (FILE.pending, the lock, FILE.journal.torn)
// and in its folders (learn progress, the tutor's place, armies, settings). Adjutant made them, so
// a link or a pipe in their place is not its own: such a file is never written through and never
// read, and the program goes on without it, saying so. A file of its own that does not read is
// never written over either: it is moved aside (NAME.damaged-DATE) and the user is told.
class SideFile
{
    Q_DECLARE_TR_FUNCTIONS(SideFile)
public:
    // Whether `path` may be written: nothing is there, or a plain file that is not a link. Else
    // false with *error saying why, naming the path. Call it just before writing (QSaveFile
    // would follow a link and write over whatever it leads to).
    static bool mayWrite(const QString &path, QString *error);

    // A side file read whole: a plain file only, not through a link, at most maxBytes, without
    // ever waiting (a pipe or a device is refused at once).
    static BoundedRead read(const QString &path, qint64 maxBytes);

    // Reads one of Adjutant's own files (learn progress, the tutor's place...): a plain file of
    // at most maxBytes, whose bytes `problemOf` finds nothing wrong with (it returns why not, in
    // words, or nothing). A file whose bytes do not read is moved aside, never written over.
    // A link is followed only when asked (a scenario or an army shared from elsewhere); a damaged
    // file reached through one has the link moved aside, never what it leads to.
    static OwnFile readOwn(const QString &path, qint64 maxBytes,
                           const std::function<QString(const QByteArray &)> &problemOf,
                           BoundedFile::Links links = BoundedFile::Links::Refuse);

    // Moves a file that does not read aside, to NAME.damaged-YYYYMMDD-HHMMSS beside it (with -2,
    // -3... when that is taken: never over a file), so that nothing is written over it. Returns
    // the new path, or empty with *error set.
    static QString moveAside(const QString &path, QString *error,
                             const QDateTime &when = QDateTime::currentDateTime());
};

} // namespace adjutant::io
