#pragma once

#include "battle.h"
#include "diskwriter.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

namespace adjutant::battle {

// A battle on disk: the battle file (scenario, options, seed, first deck, journal), written whole
// and atomically, and beside it FILE.journal, an append-only log that takes every action the
// moment it happens (see JournalLog for its records). The log's first record is a full copy of
// the battle file, so the log alone can rebuild the game, and each file is a backup of the other.
//
// The battle file proves itself too: its header (everything but the journal) and its journal
// each carry a checksum. Opening never writes: damage is found, named, and everything before it
// recovered; what to do with the damaged files is the writer's business (see LiveBattle).
class BattleFile
{
    Q_DECLARE_TR_FUNCTIONS(BattleFile)
public:
    static QString logPath(const QString &battlePath) { return battlePath + QStringLiteral(".journal"); }

    // Where the log ends: the last record's number and hash (the next one chains to it), and its
    // size in bytes, so an append that fails can be taken back.
    struct LogEnd {
        int lastRecord = 0;
        QByteArray lastHash;
        qint64 bytes = 0;
    };

    // Writes the battle file and starts a fresh log beside it, each atomically.
    static bool save(const Battle &battle, const QString &path, QString *error, LogEnd *logEnd = nullptr,
                     DiskWriter &disk = DiskWriter::system());
    // Appends an applied entry (or an undo/redo marker) to the log as its next record, on disk
    // before it returns. On failure the log is as it was (or, if even that fails, ends in a torn
    // record that the next opening cuts off) and *error says why.
    static bool append(const QString &path, LogEnd &logEnd, const JournalEntry &entry, QString *error,
                       DiskWriter &disk = DiskWriter::system());

    struct Opened {
        enum class Damage {
            None,
            // The log's last record was never finished (a crash mid-write): it was never
            // acknowledged, so nothing is lost; a writer cuts it off and goes on.
            TornTail,
            // Something acknowledged was changed or lost: the battle holds what could be kept,
            // and the files must not be written to (a writer plays on in a recovered copy).
            Damaged,
        };
        std::unique_ptr<Battle> battle;
        QString error; // nothing could be recovered
        QStringList warnings; // damage found and what was recovered; an older ruleset version
        Damage damage = Damage::None;
        bool damaged() const { return damage == Damage::Damaged; }
        int recoveredFromLog = 0;
        // For a writer going on in this file: where the intact log ends, and whether the log must
        // be written afresh first (missing, in the format before the chain, or left from an
        // earlier save of the battle file).
        LogEnd logEnd;
        bool logNeedsRewrite = false;
    };
    // What a battle is opened for. To play it or show it, its state is restored (from the
    // snapshot, the entries since replayed onto it) and checked against the state its last entry
    // recorded. A reader of the whole history replays the journal from the start anyway
    // (Battle::replayFromStart: replay --verify, the report), and checks every entry's recorded
    // state on the way, the last among them: its battle keeps the journal unplayed
    // (Battle::keepJournalUnplayed), its state the first. A journal that did not prove itself is
    // restored entry by entry all the same, so that what could not be kept is named.
    enum class For { Play, ReplayFromStart };
    static Opened open(const QString &path, For purpose = For::Play);

    // The battle as one JSON object, with its checksums.
    static QJsonObject toJson(const Battle &battle);
    // A battle object with its checksums set to match what it holds (tests make files that prove
    // themselves but hold something else).
    static QJsonObject withChecksums(QJsonObject battle);

    // The most a battle file or its log may hold; a long evening's battle is a few megabytes, a
    // 100,000-entry battle some 40. Anything larger is not a battle and is refused unread.
    static constexpr qint64 kMaxBytes = qint64{256} << 20; // 256 MB

private:
    static QJsonObject toJsonHead(const Battle &battle); // all but the journal
};

} // namespace adjutant::battle
