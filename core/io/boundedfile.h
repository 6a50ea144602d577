#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>

namespace adjutant::io {

// What a bounded read gives: the bytes, or why there are none.
struct BoundedRead {
    QByteArray data;
    QString error; // empty when the file was read; else a sentence without the file's name
    bool ok() const { return error.isEmpty(); }
};

// Reads files whole, but never more than a cap: a file named by mistake (/dev/zero, a folder, a
// video) gets a clear refusal instead of filling the memory. Every file Adjutant reads whole goes
// through here.
class BoundedFile
{
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)
public:
    // Caps far above any real file, far below what would hurt: the largest built-in ruleset is
    // about 110 KB, a scenario a few KB, a situation well under one.
    static constexpr qint64 kMaxRulesetBytes = qint64{4} << 20; // 4 MB
    static constexpr qint64 kMaxScenarioBytes = qint64{4} << 20;
    static constexpr qint64 kMaxSituationBytes = qint64{1} << 20;

    // A regular file (or a Qt resource, ":/...") of at most maxBytes. Folders, devices and pipes
    // are refused. `typical` ends the too-large message: "a ruleset is a few hundred KB".
    static BoundedRead read(const QString &path, qint64 maxBytes, const QString &typical = QString());
    // An open device such as standard input: at most maxBytes are taken.
    static BoundedRead read(QIODevice &device, qint64 maxBytes, const QString &typical = QString());

    // "4 MB", "512 KB": a cap the way people say it.
    static QString sizeText(qint64 bytes);
};

} // namespace adjutant::io
