#pragma once

#include "action.h"
#include "battlestate.h"
#include "commandchains.h"
#include "journal.h"
#include "scenario.h"
#include "statedigest.h"
#include "turnsequence.h"

#include "dice/randomsource.h"
#include "rules/orders.h"
#include "rules/procedure.h"
#include "rules/resolver.h"
#include "rules/ruleset.h"
#include "rules/situation.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace adjutant::battle {

// A battle being played: an order of battle under a ruleset, and the journal of everything done
// since. The state is the scenario with the journal played onto it; actions are typed values
// (see action.h) and become JSON only on disk and at the command line.
class Battle
{
    Q_DECLARE_TR_FUNCTIONS(Battle)
    Q_DISABLE_COPY_MOVE(Battle)
public:
    // The app's dice come from `dice` when one is given (tests script them), else from a source
    // seeded with `seed`, which the battle file keeps so that a seed reproduces a battle.
    // The longest umpire's note (action::Note) the journal takes.
    static constexpr qsizetype kMaxNoteLength = 2000;

    // A new battle: its first deck is dealt with its dice.
    Battle(Scenario scenario, rules::Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
           std::unique_ptr<dice::RandomSource> dice = nullptr);
    // A battle whose first deck was dealt when it began (a saved one): it is not dealt again, and
    // the battle is as one dealt and then given that deck (setInitialDeck).
    Battle(Scenario scenario, rules::Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
           QList<DeckCard> initialDeck);
    ~Battle();

    const Scenario &scenario() const { return m_scenario; }
    // The rules in force now: those the battle was begun under, or those an update-rules entry
    // moved it onto (see action::UpdateRules).
    const rules::Ruleset &ruleset() const { return rulesetIn(m_state); }
    // The rules in force in a state (a report reads old entries under the rules they were played by).
    const rules::Ruleset &rulesetIn(const BattleState &state) const { return rulesOf(state).ruleset; }
    // The rules the battle was begun under: what its file pins and keeps a copy of.
    const rules::Ruleset &rulesBegunUnder() const { return m_begunUnder->ruleset; }
    // Their copy as a battle file keeps it (RulesetCopy), packed once.
    QString rulesBegunUnderCopy() const;
    const QHash<QString, QString> &options() const { return m_options; }
    // The options the rules are read with: those chosen, else the scenario's settings.
    const QHash<QString, QString> &optionsUsed() const { return m_optionsInForce; }
    quint64 seed() const { return m_seed; }
    const BattleState &state() const { return m_state; }
    // The state before the first entry: the scenario's starting returns.
    const BattleState &initialState() const { return m_initial; }
    const QList<JournalEntry> &journal() const { return m_journal.entries(); }
    const Journal &history() const { return m_journal; }
    const TurnSequence &turns() const { return rulesOf(m_state).turns; }
    // The turn's structure under the rules in force in a state.
    const TurnSequence &turnsIn(const BattleState &state) const { return rulesOf(state).turns; }
    // The first turn's deck as shuffled when the battle was created; a saved battle keeps it so
    // that loading never shuffles again.
    const CardPile &initialDeck() const { return m_initial.drawPile; }
    void setInitialDeck(const QList<DeckCard> &cards);
    // How the hash of each state journaled takes the draw pile: as this build does for a battle
    // begun here, as the battle file's format says for one opened (StateDigest::DrawPile). Set
    // before the journal is restored.
    StateDigest::DrawPile drawPileDigest() const { return m_digest.drawPile(); }
    void setDrawPileDigest(StateDigest::DrawPile drawPile);

    // Applies an action, and returns the entry journaled, or an error that leaves everything as
    // it was.
    struct Applied {
        std::optional<JournalEntry> entry;
        QString error;
    };
    Applied apply(const Action &action);
    // The last test's dice rolled again under a re-roll order of the ruleset given by `by` (an
    // officer's bonus): the test is undone and taken again as it was, with new faces (or rolled by
    // the app), in an entry that names the one rolled again and pays the order's cost.
    Applied reroll(const QString &order, const QString &by, std::optional<QList<int>> faces);

    // An action in two steps, for play that must reach the disk before it counts: propose works
    // out the entry to journal and the state after it without changing the battle (only the
    // app's dice move on); accept makes it so once the entry is safely written. Nothing else may
    // be proposed or accepted in between.
    struct Proposal {
        JournalEntry entry; // the entry, or an undo/redo marker
        BattleState state; // the state once accepted
        qsizetype marked = -1; // undo and redo: the index of the entry they mark
        Journal::Checkpoints checkpoints; // found on the way, kept on acceptance
    };
    std::optional<Proposal> propose(const Action &action, QString *error);
    void accept(Proposal proposal);

    // The situation a test would be judged in now (actor, target, ticks, inputs, options), so a
    // test sheet can show modifiers and odds before anything is journaled.
    rules::Situation situation(const action::Resolve &resolve) const { return situationIn(resolve, m_state); }
    // The situation as it was in `state` (a report reads old entries this way).
    rules::Situation situationIn(const action::Resolve &resolve, const BattleState &state) const;
    // The procedure a resolve action names, as the runner is asked it when the action is applied
    // (now, or in `state`): the test in progress and the charge flow ask it the same way.
    rules::ProcedureRequest procedureRequest(const action::Resolve &a) const
    {
        return procedureRequest(a, m_state);
    }
    rules::ProcedureRequest procedureRequest(const action::Resolve &a, const BattleState &state) const;
    // A die rolled by the app's own dice, for a test sheet that shows the dice before the action
    // is applied; the faces then go into the action with FaceSource::App.
    int rollDie(int sides) { return m_dice->roll(sides); }

    bool canUndo() const { return m_journal.canUndo(); }
    bool canRedo() const { return m_journal.canRedo(); }

    // Rebuilds the state from the scenario and the journal, rolling nothing.
    void replay();
    // Loads a journal (from a file) and replays it; false with an error if an entry does not apply.
    // With a snapshot (see snapshotJson) it starts from the snapshot's state instead, provided
    // that state hashes to what the journal recorded there; otherwise it replays from the start.
    // A journal handed in whole (moved) is read in place: a copy kept by the caller would make
    // the reading copy every entry. On failure the entries are handed back in *givenBack, for a
    // caller that falls back on restoreWhatHolds.
    bool restore(QList<JournalEntry> journal, QString *error, const QJsonObject &snapshot = {},
                 QList<JournalEntry> *givenBack = nullptr);
    // Loads a journal that proved itself without playing it: the state stays the first one. For
    // a battle read only by replaying it from the start (BattleFile::For::ReplayFromStart), which
    // works out every state itself; state(), ruleset() and turns() then say how it began.
    void keepJournalUnplayed(QList<JournalEntry> journal);
    // Loads a journal that did not prove itself, entry by entry from the start: each must read,
    // apply, and give the state it recorded. Keeps those before the first that does not (saying
    // which in *problem) and returns how many were kept.
    qsizetype restoreWhatHolds(QList<JournalEntry> journal, QString *problem);
    // The state at the latest checkpoint, {"entries": N, "state": {...}}, for a battle file to
    // carry so that opening a long battle replays a few entries rather than all of them. Empty
    // before the first checkpoint. When the battle had moved onto other rules by then, the
    // snapshot keeps a copy of them too ("rulesCopy"), for it cannot be read without them.
    QJsonObject snapshotJson() const;

    // Replays the whole journal from the scenario (never from a snapshot), rolling nothing, and
    // compares the state after each live entry with the one it recorded. `visit`, when given,
    // sees each live entry with the states before and after it (a report reads them so).
    struct ReplayCheck {
        int checked = 0; // live entries compared
        QStringList mismatches; // in words, one per entry that differs or does not apply
        QString hash; // of the replayed state
        // With a visitor: the state after the last entry visited (none visited: the first).
        std::optional<BattleState> lastVisited;
    };
    // `written`: the units the entry wrote, from the unit table's record (some perhaps only read
    // for writing); none when the record cannot say, and any unit may have changed.
    using EntryVisitor
        = std::function<void(const JournalEntry &entry, const BattleState &before, const BattleState &after,
                             const std::optional<QStringList> &written)>;
    ReplayCheck replayFromStart(const EntryVisitor &visit = {}) const;
    // A visitor that reads the tests too: `resolved` is a single test's resolution as the replay
    // worked it out (with the follow-ups it took), so that it need not be resolved again; null for
    // every other entry, a procedure's among them.
    using ResolvedEntryVisitor
        = std::function<void(const JournalEntry &entry, const BattleState &before, const BattleState &after,
                             const std::optional<QStringList> &written, const rules::Resolution *resolved)>;
    // `summaries`: a visitor that shows no entry's words passes them over, and its entries come
    // with none (without a visitor, nothing reads them).
    ReplayCheck replayFromStart(const ResolvedEntryVisitor &visit,
                                EntryLine::Summary summaries = EntryLine::Summary::Read) const;
    // The state just before the entry at `index` of the journal was played, replayed from the
    // nearest checkpoint before it (from the start when there is none), rolling nothing: what a
    // journal entry's "Why?" is worked out again from. None for an undone entry (it was played
    // onto a state the live journal no longer shows) or an index out of range.
    std::optional<BattleState> stateBefore(qsizetype index) const;
    // Every reason the rules forbid the action now: the step of the turn, the unit's activation,
    // the test's, order's or move's own requirements (see Restrictions). Empty: allowed. The umpire
    // may play it all the same with a reason ("override"), and the journal keeps both.
    QStringList refusals(const Action &action) const;
    // A move as it would be played now (its refusals, limit, cost and what it brings about).
    rules::MovePlan movePlan(const action::Move &move) const { return movePlanIn(move, m_state); }
    rules::MovePlan movePlanIn(const action::Move &move, const BattleState &state) const;
    static rules::MoveRequest moveRequest(const action::Move &move);
    // The run of a procedure entry (a charge, a melee) played again in `state` with its journaled
    // faces: every step's tests and notes, as the charge sheet showed them.
    rules::ProcedureRun procedureRunIn(const action::Resolve &resolve, const BattleState &state) const;

    QString stateHash() const;
    // The state as the command line shows it (see StateJson::view), with the returns (see Returns)
    // and the ids of those taken out of the battle.
    QJsonObject stateJson() const;
    // The chance that End of turn comes up before the unit's card (see TurnSequence).
    double endOfTurnBefore(const QString &unitId) const { return turns().endOfTurnBefore(m_state, unitId); }

    // A unit or commander of the order of battle, or one that joined since: nullptr if none. (A
    // joined one lives in the state: do not keep the pointer across actions.)
    const ScenarioUnit *member(const QString &id) const;
    // The units that may play a procedure's other role (a supported gun) in one by `actor` on
    // `target` as things stand: of the role's side, in play, fitting it; none while the role is not
    // asked for (battleroles.cpp).
    QStringList roleCandidates(const QString &procedure, const QString &role, const QString &actor,
                               const QString &target) const;
    // A unit or commander as the battle stands now: named as the umpire renamed it, under the
    // commander it was moved to; none if there is no such unit or it was taken out of the battle.
    std::optional<ScenarioUnit> placed(const QString &id) const { return placedIn(id, m_state); }
    std::optional<ScenarioUnit> placedIn(const QString &id, const BattleState &state) const;
    // Everyone in the order of battle now, as placed, in its order: the scenario's, then those who
    // joined.
    QList<ScenarioUnit> orderOfBattle() const { return orderOfBattleIn(m_state); }
    QList<ScenarioUnit> orderOfBattleIn(const BattleState &state) const;
    // The commanders a unit may be moved under now (see action::Transfer): of its side, not the
    // one it answers to already, never itself or one of its own subordinates.
    QList<ScenarioUnit> commandersFor(const QString &unitId) const;
    // Empty if the unit is in the battle; else why not, in words.
    QString notInBattle(const BattleState &state, const QString &id) const;
    // The units the action names for the procedure's other roles (a supported gun) may play them
    // (battleroles.cpp).
    bool checkRoles(const rules::Procedure &proc, const action::Resolve &a, const BattleState &state,
                    QString *error) const;

private:
    Battle(Scenario scenario, rules::Ruleset ruleset, QHash<QString, QString> options, quint64 seed,
           std::unique_ptr<dice::RandomSource> dice, std::optional<QList<DeckCard>> initialDeck);
    // Rules the battle is played under at some point, and what is worked out from them once.
    struct Rules {
        Q_DISABLE_COPY_MOVE(Rules)
        Rules(const Scenario &scenario, rules::Ruleset rs, const QHash<QString, QString> &options,
              QString packed = {});
        rules::Ruleset ruleset;
        TurnSequence turns;
        mutable QString copy; // packed (RulesetCopy); for those begun under, made when first wanted
    };
    const Rules &rulesOf(const BattleState &state) const { return rulesKeyed(state.rules); }
    const Rules &rulesKeyed(const QString &key) const;
    // The rules an update-rules entry moves onto, read from its copy the first time only; null
    // with *error saying why when the copy is damaged or other rules than it names.
    const Rules *rulesMovedOnto(const action::UpdateRules &a, QString *error) const;
    bool updateRules(const action::UpdateRules &a, BattleState &state, QStringList &notes, QString *summary,
                     QString *error) const;
    // Fills in what chance decides (faces, shuffles) so the action can be journaled.
    void complete(Action &action);
    // What the players asked for must exist: modifiers, choices, tests, units.
    bool check(const action::Resolve &resolve, QString *error) const;
    // Applies a complete action to a state, each kind through its handler (see play/actionplay.h).
    // Rolls nothing: replay goes through here too. A single test's resolution is kept in *resolved
    // when asked for (a replay's visitor reads it). With no summary asked for (a replay, which
    // keeps the one journaled), the words only a summary would show may be left unmade.
    bool applyTo(const Action &action, BattleState &state, QString *summary, QString *error,
                 std::optional<rules::Resolution> *resolved = nullptr) const;
    // The commanders in play, when the rules say what losing one does (else none: nothing to do),
    // and what it does to each unit under those the action took out of play (commanderLost).
    QStringList commandersInPlay(const BattleState &state) const;
    void commandersLost(const QStringList &before, BattleState &state, QStringList &notes) const;
    QString sideIn(const BattleState &state, const QString &unitId) const; // empty: no such unit
    std::optional<Proposal> proposeMark(bool undo, QString *error);
    // Sets the state from the snapshot if it is true to the journal; the entries it covers, or 0.
    qsizetype startFromSnapshot(QList<JournalEntry> &journal, const QJsonObject &snapshot);
    // After a journal is loaded, new rolls continue from a source not used for it.
    void reseedAfter(qsizetype entries);

    Scenario m_scenario;
    CommandChains m_chains; // its order of battle indexed, for the chain of command of a test
    QHash<QString, QString> m_options; // as chosen for this battle, and written in its file
    QHash<QString, QString> m_optionsInForce; // those, else the scenario's settings
    quint64 m_seed;
    bool m_ownDice; // seeded from m_seed, so reseeded after a journal is loaded
    std::unique_ptr<dice::RandomSource> m_dice;
    std::shared_ptr<Rules> m_begunUnder;
    // Every set of rules met so far by BattleState::rules ("" for those begun under): read once
    // each, kept while the battle is open (undo and replay go back and forth between them).
    mutable QHash<QString, std::shared_ptr<const Rules>> m_rules;
    BattleState m_initial;
    BattleState m_state;
    Journal m_journal;
    mutable StateDigest m_digest; // caches, so hashing after an action costs little
};

} // namespace adjutant::battle
