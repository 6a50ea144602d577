#pragma once

#include "battle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

namespace adjutant::battle {

// A battle on disk: the battle file (scenario, options, seed, first deck, journal), written whole
// and atomically, and beside it FILE.journal, an append-only log that takes every action the
// moment it happens. Each log line is "checksum json"; its first record is a full copy of the
// battle, so the log alone can rebuild the game. Opening never writes: a damaged file is left as
// it is, every intact record is recovered, and the caller saves elsewhere.
class BattleFile
{
    Q_DECLARE_TR_FUNCTIONS(BattleFile)
public:
    static QString logPath(const QString &battlePath) { return battlePath + QStringLiteral(".journal"); }

    // Writes the battle file and starts a fresh log beside it.
    static bool save(const Battle &battle, const QString &path, QString *error);
    // Appends an applied entry (or an undo/redo marker) to the log, on disk before it returns.
    static bool append(const QString &path, const JournalEntry &entry, QString *error);

    struct Opened {
        std::unique_ptr<Battle> battle;
        QString error; // nothing could be recovered
        QStringList warnings; // damage found and what was recovered; an older ruleset version
        bool damaged = false; // something was not intact: save to a new file
        int recoveredFromLog = 0;
    };
    static Opened open(const QString &path);

    // The battle as one JSON object.
    static QJsonObject toJson(const Battle &battle);

private:
    static QJsonObject toJsonHead(const Battle &battle); // all but the journal
};

} // namespace adjutant::battle
