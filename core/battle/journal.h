#pragma once

#include "action.h"
#include "battlestate.h"
#include "entryline.h"
#include "io/sharedslice.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace adjutant::battle {

// One thing done at the table, with everything chance decided (faces, shuffles), so that replay
// gives the same state without rolling again.
struct JournalEntry {
    int seq = 0;
    Action action;
    bool undone = false;
    bool superseded = false; // undone, then another action was taken: it can never be redone
    QString stateHash; // of the state after it, for replay checks
    QString summary; // in words: who, what, dice, result
    // An entry read from a battle file and not yet needed: only seq, undone and superseded are
    // set; the rest is this text until Journal::parsed() reads it. Opening a long battle leaves
    // its history like this, so only what play needs is ever parsed.
    io::SharedSlice raw;
    bool read = true;
    bool isRaw() const { return !read; }
};

// The battle's history: every entry in order, undone ones kept and marked, and the states at a
// few checkpoints so that undo far back replays a few entries rather than the whole evening.
// It knows which entry an undo or redo concerns; what an entry does is the battle's business.
class Journal
{
    Q_DECLARE_TR_FUNCTIONS(Journal)
public:
    const QList<JournalEntry> &entries() const { return m_entries; }
    qsizetype size() const { return m_entries.size(); }
    const JournalEntry &at(qsizetype i) const { return m_entries.at(i); }
    int nextSeq() const { return m_entries.isEmpty() ? 1 : m_entries.last().seq + 1; }

    // The entry an undo would take back (the last live one), or -1.
    qsizetype undoTarget() const;
    // The entry a redo would bring back, or -1. Undo always takes the last live entry and a new
    // action supersedes everything undone, so the entries open to redo are the undone ones after
    // the last live entry; the most recently undone is the earliest of them.
    qsizetype redoTarget() const;
    bool canUndo() const { return undoTarget() >= 0; }
    bool canRedo() const { return redoTarget() >= 0; }

    // A new action: it closes the door on everything undone so far.
    void append(JournalEntry entry);
    // Undone or live again; the checkpoints after it no longer hold.
    void mark(qsizetype index, bool undone);
    // A whole journal (from a file); no checkpoints yet.
    void reset(QList<JournalEntry> entries);
    void truncate(qsizetype size) { m_entries.resize(size); }
    void reserve(qsizetype size) { m_entries.reserve(size); }

    // Reads the raw entries from `from` on, in place, before play needs their actions.
    void readFrom(qsizetype from);
    // The entry in full: a raw one is read now (its marks as they stand, not as written). A raw
    // entry that cannot be read comes back still unread, with a summary saying so. A reader that
    // shows no entry's words may pass its summary over (left empty when the line is split).
    static JournalEntry parsed(const JournalEntry &e, EntryLine::Summary summary = EntryLine::Summary::Read);

    static QJsonObject toJson(const JournalEntry &e);
    static std::optional<JournalEntry> fromJson(const QJsonObject &o);
    // The entry from its line split as written (EntryLine): what fromJson gives for the same line.
    static std::optional<JournalEntry> fromLine(const EntryLine &line);

    // The state after the first N entries, every kCheckpointEvery entries.
    static constexpr qsizetype kCheckpointEvery = 64;
    static constexpr qsizetype kCheckpointsKept = 16;
    using Checkpoints = QMap<qsizetype, BattleState>;
    const Checkpoints &checkpoints() const { return m_checkpoints; }
    // The latest checkpoint that the entry at `index` does not affect, if any.
    std::optional<std::pair<qsizetype, BattleState>> checkpointBefore(qsizetype index) const;
    void keepCheckpoint(qsizetype entries, const BattleState &state) { keep(m_checkpoints, entries, state); }
    static void keep(Checkpoints &checkpoints, qsizetype entries, const BattleState &state);
    void dropCheckpointsAfter(qsizetype index);
    void clearCheckpoints() { m_checkpoints.clear(); }

    // An action as journaled, parsed by Qt: what ActionLine reads from its bytes, when it does.
    static std::optional<Action> actionFrom(const QJsonObject &action);

private:
    QList<JournalEntry> m_entries;
    // Only the recent ones earn their memory: undo walks back from the end.
    Checkpoints m_checkpoints;
};

} // namespace adjutant::battle
