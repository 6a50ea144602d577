#pragma once

#include "battlestate.h"
#include "scenario.h"
#include "statedigest.h"

#include "dice/randomsource.h"
#include "rules/resolver.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace adjutant::battle {

// One thing done at the table, with everything chance decided (faces, shuffles), so that replay
// gives the same state without rolling again.
struct JournalEntry {
    int seq = 0;
    QJsonObject action; // kind, and what it needs: see Battle::apply
    bool undone = false;
    bool superseded = false; // undone, then another action was taken: it can never be redone
    QString stateHash; // of the state after it, for replay checks
    QString summary; // in words: who, what, dice, result
    // An entry read from a battle file and not yet needed: only seq, undone and superseded are
    // set; the rest is this text until Battle::parsed() reads it. Opening a long battle leaves
    // its history like this, so only what play needs is ever parsed.
    QByteArray raw;
    bool isRaw() const { return !raw.isEmpty() && action.isEmpty(); }
};

class Battle
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
public:
    Battle(Scenario scenario, rules::Ruleset ruleset, QHash<QString, QString> options, quint64 seed);

    const Scenario &scenario() const { return m_scenario; }
    const rules::Ruleset &ruleset() const { return m_ruleset; }
    const QHash<QString, QString> &options() const { return m_options; }
    quint64 seed() const { return m_seed; }
    const BattleState &state() const { return m_state; }
    // The state before the first entry: the scenario's starting returns.
    const BattleState &initialState() const { return m_initial; }
    const QList<JournalEntry> &journal() const { return m_journal; }
    // The first turn's deck as shuffled when the battle was created; a saved battle keeps it so
    // that loading never shuffles again.
    const QList<DeckCard> &initialDeck() const { return m_initial.drawPile; }
    void setInitialDeck(const QList<DeckCard> &cards)
    {
        m_initial.drawPile = cards;
        m_checkpoints.clear();
        replay();
    }

    // Applies an action, as JSON:
    //   {"kind": "draw"}                                       draw the next card(s)
    //   {"kind": "next"}                                       next segment/phase (player-turn rules)
    //   {"kind": "end-turn"}                                   end the turn now
    //   {"kind": "resolve", "test": ID, "actor": UNIT, "target": UNIT, "ticked": [...],
    //    "chosen": {...}, "inputs": {...}, "faces": [...]}     a test; without faces the app rolls
    //   {"kind": "set", "unit": UNIT, "field": ID, "value": V, "reason": TEXT}   an umpire's correction
    //   {"kind": "reorder", "cards": [{"card":..,"unit":..}, ...]}   rearrange the next cards
    //   {"kind": "join", "unit": {"id", "name", "type", "side", "commander", "isCommander",
    //    "level", "fields"}, "reason": TEXT}                   a unit arrives (a reinforcement)
    //   {"kind": "undo"} / {"kind": "redo"}
    // Returns the entry journaled, or an error that leaves everything as it was.
    struct Applied {
        std::optional<JournalEntry> entry;
        QString error;
    };
    Applied apply(const QJsonObject &action);

    // An action in two steps, for play that must reach the disk before it counts: propose works
    // out the entry to journal and the state after it without changing the battle (only the
    // app's dice move on); accept makes it so once the entry is safely written. Nothing else may
    // be proposed or accepted in between.
    struct Proposal {
        JournalEntry entry; // the entry, or an undo/redo marker
        BattleState state; // the state once accepted
        qsizetype marked = -1; // undo and redo: the index of the entry they mark
        QMap<qsizetype, BattleState> checkpoints; // found on the way, kept on acceptance
    };
    std::optional<Proposal> propose(const QJsonObject &action, QString *error);
    void accept(Proposal proposal);

    // The situation a "resolve" action would be judged in now (actor, target, ticks, options),
    // so a test sheet can show modifiers and odds before anything is journaled.
    rules::Situation situation(const QJsonObject &action) const { return situationFor(action, m_state); }
    // A die rolled by the app's seeded source, for a test sheet that shows the dice before the
    // action is applied; the faces then go into the action with "source": "app".
    int rollDie(int sides) { return m_random->roll(sides); }

    bool canUndo() const;
    bool canRedo() const;

    // Rebuilds the state from the scenario and the journal, rolling nothing.
    void replay();
    // Loads a journal (from a file) and replays it; false with an error if an entry does not apply.
    // With a snapshot (see snapshotJson) it starts from the snapshot's state instead, provided
    // that state hashes to what the journal recorded there; otherwise it replays from the start.
    bool restore(QList<JournalEntry> journal, QString *error, const QJsonObject &snapshot = {});
    // Loads a journal that did not prove itself, entry by entry from the start: each must read,
    // apply, and give the state it recorded. Keeps those before the first that does not (saying
    // which in *problem) and returns how many were kept.
    qsizetype restoreWhatHolds(QList<JournalEntry> journal, QString *problem);
    // The state at the latest checkpoint, {"entries": N, "state": {...}}, for a battle file to
    // carry so that opening a long battle replays a few entries rather than all of them. Empty
    // before the first checkpoint.
    QJsonObject snapshotJson() const;

    // Replays the whole journal from the scenario (never from a snapshot), rolling nothing, and
    // compares the state after each live entry with the one it recorded.
    struct ReplayCheck {
        int checked = 0; // live entries compared
        QStringList mismatches; // in words, one per entry that differs or does not apply
        QString hash; // of the replayed state
    };
    ReplayCheck replayFromStart() const;

    QString stateHash() const;
    QJsonObject stateJson() const;
    // The chance that End of turn comes up before the unit's card, as far as the players know
    // (the order of the cards left is hidden): 0 when its card is already out.
    double endOfTurnBefore(const QString &unitId) const;

    // A unit or commander of the order of battle, or one that joined since: nullptr if none. (A
    // joined one lives in the state: do not keep the pointer across actions.)
    const ScenarioUnit *member(const QString &id) const;

    static QJsonObject entryToJson(const JournalEntry &e);
    static std::optional<JournalEntry> entryFromJson(const QJsonObject &o);
    // The entry in full: a raw one is read now (its marks as they stand, not as written). A raw
    // entry that cannot be read comes back without an action and with a summary saying so.
    static JournalEntry parsed(const JournalEntry &e);

private:
    // Fills in what chance decides (faces, shuffles) so the action can be journaled.
    bool complete(QJsonObject &action, QString *error);
    // Applies a complete action to the state. Pure with respect to randomness.
    bool applyComplete(const QJsonObject &action, BattleState &state, QString *summary, QString *error) const;
    void buildDeck(BattleState &state, QList<DeckCard> &cards) const;
    QList<DeckCard> freshDeck(const BattleState &state) const;
    void endTurn(BattleState &state, const QJsonArray &shuffled, QStringList &notes) const;
    bool join(const QJsonObject &action, BattleState &state, QString *summary, QStringList &notes,
              QString *error) const;
    rules::Situation situationFor(const QJsonObject &action, const BattleState &state) const;
    QJsonArray shuffledDeck(const BattleState &state);

    Scenario m_scenario;
    rules::Ruleset m_ruleset;
    QHash<QString, QString> m_options;
    quint64 m_seed;
    std::unique_ptr<dice::SeededRandomSource> m_random;
    BattleState m_initial;
    BattleState m_state;
    QList<JournalEntry> m_journal;
    // The state after the first N journal entries, every kCheckpointEvery entries, so that undo
    // replays a few entries rather than the whole battle. Dropped from where history changes.
    QMap<qsizetype, BattleState> m_checkpoints;
    static constexpr qsizetype kCheckpointEvery = 64;
    static constexpr qsizetype kCheckpointsKept = 16;
    void keepCheckpoint(qsizetype entries);
    void keepCheckpoint(QMap<qsizetype, BattleState> &checkpoints, qsizetype entries,
                        const BattleState &state) const;
    // New rolls continue from a source not used for the journal loaded so far.
    void reseedAfter(qsizetype entries);
    // Reads the raw entries from `from` on, in place, before play needs their actions.
    void parseFrom(QList<JournalEntry> &journal, qsizetype from) const;
    // Sets the state from the snapshot if it is true to the journal; the entries it covers, or 0.
    qsizetype startFromSnapshot(QList<JournalEntry> &journal, const QJsonObject &snapshot);
    QJsonObject stateToJson(const BattleState &state) const;
    std::optional<BattleState> stateFromJson(const QJsonObject &json) const;
    mutable StateDigest m_digest; // caches, so hashing after an action costs little
};

QJsonArray cardsToJson(const QList<DeckCard> &cards);
QList<DeckCard> cardsFromJson(const QJsonArray &array);

} // namespace adjutant::battle
