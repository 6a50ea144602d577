#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>

namespace adjutant::io {

// What a bounded read gives: the bytes, or why there are none.
struct BoundedRead {
    enum class Status {
        Read,
        Missing, // no file there
        Folder,
        NotPlain, // a device, a pipe or a socket
        Link, // a symbolic link, where links are refused
        TooLarge,
        Unreadable, // no permission, an input/output error...
    };
    QByteArray data;
    QString error; // empty when the file was read; else a sentence without the file's name
    Status status = Status::Read;
    bool ok() const { return error.isEmpty(); }
    bool missing() const { return status == Status::Missing; }
};

// Reads files whole, but never more than a cap: a file named by mistake (/dev/zero, a folder, a
// video) gets a clear refusal instead of filling the memory. Every file Adjutant reads whole goes
// through here. A path is opened without waiting (O_NONBLOCK) and judged by what was opened
// (fstat), so a pipe put in a file's place is refused at once instead of blocking the program.
class BoundedFile
{
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)
public:
    // Caps far above any real file, far below what would hurt: the largest built-in ruleset is
    // about 110 KB, a scenario a few KB, a situation well under one.
    static constexpr qint64 kMaxRulesetBytes = qint64{4} << 20; // 4 MB
    static constexpr qint64 kMaxScenarioBytes = qint64{4} << 20;
    static constexpr qint64 kMaxSituationBytes = qint64{1} << 20;

    // Whether a link in the file's place is followed. Files Adjutant keeps beside a battle or in
    // its own folders (FILE.pending, learn progress, settings...) are never read or written
    // through a link: a link there was not made by Adjutant.
    enum class Links { Follow, Refuse };

    // A regular file (or a Qt resource, ":/...") of at most maxBytes. Folders, devices and pipes
    // are refused. `typical` ends the too-large message: "a ruleset is a few hundred KB".
    static BoundedRead read(const QString &path, qint64 maxBytes, const QString &typical = QString(),
                            Links links = Links::Follow);
    // The first `bytes` bytes of a regular file, however large it is: enough to tell what it is.
    static BoundedRead readStart(const QString &path, qint64 bytes, Links links = Links::Follow);
    // An open device: at most maxBytes are taken.
    static BoundedRead read(QIODevice &device, qint64 maxBytes, const QString &typical = QString());
    // Standard input, read to its end however slowly it arrives (a pipe that pauses is waited
    // for), and refused whole once it holds more than maxBytes: never cut.
    static BoundedRead readStandardInput(qint64 maxBytes, const QString &typical = QString());

    // "4 MB", "512 KB": a cap the way people say it.
    static QString sizeText(qint64 bytes);
};

} // namespace adjutant::io
