#pragma once

#include "battlerows.h"
#include "journalmodel.h"
#include "orderofbattlemodel.h"
#include "owedtestlistmodel.h"
#include "scenariolistmodel.h"
#include "sidefilewriter.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/livebattle.h"
#include "files/battlefoldermove.h"

#include <QFuture>
#include <QJsonObject>
#include <QObject>
#include <QSettings>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace adjutant::ui {

class TableAnnouncer;

// The battle being played: opens, starts and saves it, applies what the player does, journals
// every action to disk before the screen shows it, and keeps the order of battle and journal
// models in step. One per QML engine; pages and sheets bind to it.
class BattleSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
    Q_PROPERTY(QString title READ title NOTIFY loadedChanged)
    Q_PROPERTY(QString rulesetName READ rulesetName NOTIFY loadedChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY loadedChanged)
    Q_PROPERTY(QStringList warnings READ warnings NOTIFY loadedChanged)
    Q_PROPERTY(QString warningText READ warningText NOTIFY loadedChanged) // one per line
    // Whether the ruleset turns cards (else it steps through phases).
    Q_PROPERTY(bool usesDeck READ usesDeck NOTIFY loadedChanged)
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY loadedChanged)
    Q_PROPERTY(QString continueTitle READ continueTitle NOTIFY loadedChanged)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    // The card just drawn (or the phase) in large type, and what it means below it.
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY changed)
    Q_PROPERTY(QString currentDetail READ currentDetail NOTIFY changed)
    // The unit or commander the card activates; empty for special cards and phases.
    Q_PROPERTY(QString currentUnit READ currentUnit NOTIFY changed)
    Q_PROPERTY(QString currentColour READ currentColour NOTIFY changed)
    // Its side's pattern (solid, stripes, dots, checks): the card is marked in both.
    Q_PROPERTY(QString currentPattern READ currentPattern NOTIFY changed)
    // Every unit the last draw brought up: two for Chosen Men's two-card draw.
    Q_PROPERTY(QList<adjutant::ui::UnitChoice> currentUnits READ currentUnits NOTIFY changed)
    Q_PROPERTY(int cardsLeft READ cardsLeft NOTIFY changed)
    // Player-turn rules: the side whose phase it is (empty when the phase is nobody's), the side
    // that won the initiative this turn, the initiative test the phase takes and the two
    // commanders who take it (actor first), and the tests and charges the step offers.
    Q_PROPERTY(QString actingSideName READ actingSideName NOTIFY changed)
    Q_PROPERTY(QString initiativeSideName READ initiativeSideName NOTIFY changed)
    Q_PROPERTY(QString initiativeTest READ initiativeTest NOTIFY changed)
    Q_PROPERTY(QStringList initiativeTakers READ initiativeTakers NOTIFY changed)
    Q_PROPERTY(QList<adjutant::ui::StepOffer> stepOffers READ stepOffers NOTIFY changed)
    // Player-turn rules: the ids of the phase on show and of its segment, if it has segments
    // (["side-a", "enemy-fire"]); empty with a deck.
    Q_PROPERTY(QStringList stepIds READ stepIds NOTIFY changed)
    Q_PROPERTY(QStringList notes READ notes NOTIFY changed)
    // The fates rolled and waiting for their units (a deck's Fortune/Calamity), each in words with
    // the unit it waits for, in the order rolled; empty when none waits.
    Q_PROPERTY(QStringList waitingFates READ waitingFates NOTIFY changed)
    // The tests owed, in the order they are taken, a row each.
    Q_PROPERTY(adjutant::ui::OwedTestListModel *owed READ owed CONSTANT)
    // "2 tests owed: 45e Ligne Morale, …", or empty when none is owed.
    Q_PROPERTY(QString owedSummary READ owedSummary NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString replaceQuestion READ replaceQuestion NOTIFY errorChanged)
    // Other rules of the battle's ruleset in the library (a newer version, or house rules changed
    // since): "King George Commands and We Obey 1.4.0 → 1.5.0", for the umpire to move the battle
    // onto with updateRules(); empty when the library has the very rules the battle plays under.
    Q_PROPERTY(QString rulesUpdate READ rulesUpdate NOTIFY changed)
    // Open read-only because another Adjutant or program is writing the battle.
    Q_PROPERTY(bool readOnly READ readOnly NOTIFY loadedChanged)
    // Something the player must hear about, shown as a dialog: a battle that could not be opened,
    // is open elsewhere, or was damaged and recovered. Empty when there is nothing to say.
    Q_PROPERTY(QString problemTitle READ problemTitle NOTIFY problemChanged)
    Q_PROPERTY(QString problemText READ problemText NOTIFY problemChanged)
    // The battle is open in another Adjutant: it can still be looked at.
    Q_PROPERTY(bool canOpenReadOnly READ canOpenReadOnly NOTIFY problemChanged)
    Q_PROPERTY(adjutant::ui::OrderOfBattleModel *units READ units CONSTANT)
    Q_PROPERTY(adjutant::ui::JournalModel *journal READ journal CONSTANT)
    Q_PROPERTY(adjutant::ui::ScenarioListModel *scenarios READ scenarios CONSTANT)
    // Where battles are kept, made if need be: the file dialogs open there.
    Q_PROPERTY(QUrl battlesFolderUrl READ battlesFolderUrl CONSTANT)

public:
    explicit BattleSession(QObject *parent = nullptr);
    ~BattleSession() override;

    // Plays on in a battle opened elsewhere; false with error set if it could not be opened.
    bool adopt(battle::LiveBattle::Opening opening);
    // The battle played last, if its file is still there.
    static QString lastBattlePath();

    bool loaded() const { return m_live != nullptr; }
    bool readOnly() const { return m_live && m_live->readOnly(); }
    QString problemTitle() const { return m_problemTitle; }
    QString problemText() const { return m_problemText; }
    bool canOpenReadOnly() const { return !m_readOnlyPath.isEmpty(); }
    QString title() const;
    QString rulesetName() const;
    QString filePath() const { return m_live ? m_live->path() : QString(); }
    QStringList warnings() const { return m_warnings; }
    QString warningText() const { return m_warnings.join(u'\n'); }
    bool usesDeck() const;
    bool canContinue() const;
    QString continueTitle() const;
    int turn() const;
    QString currentTitle() const;
    QString currentDetail() const;
    QString currentUnit() const;
    QString currentColour() const;
    QString currentPattern() const;
    QList<UnitChoice> currentUnits() const;
    int cardsLeft() const;
    QString actingSideName() const;
    QString initiativeSideName() const;
    QString initiativeTest() const;
    QStringList initiativeTakers() const;
    QList<StepOffer> stepOffers() const;
    QStringList stepIds() const;
    QString sideName(const QString &sideId) const;
    QStringList notes() const;
    QStringList waitingFates() const;
    OwedTestListModel *owed() const { return m_owed; }
    QString owedSummary() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString error() const { return m_error; }
    QString rulesUpdate() const;
    OrderOfBattleModel *units() const { return m_units; }
    JournalModel *journal() const { return m_journal; }
    ScenarioListModel *scenarios() const { return m_scenarios; }

    // Starts a battle from a scenario file (or a built-in demo's path), saved in the app's folder,
    // with the readings of the rules chosen ({option id: choice id}; the scenario's or the
    // ruleset's for the rest). The battle file keeps them.
    Q_INVOKABLE bool startNew(const QString &scenarioPath, const QVariantMap &options = {});
    // The ruleset's options for a scenario, each with its explanation and choices, set as the
    // scenario settles them (else the default): [{id, name, explain, choices: [{id, name,
    // explain}], current, defaultChoice}].
    Q_INVOKABLE QVariantList scenarioOptions(const QString &scenarioPath) const;
    // Opens a battle file (a path or a file:// URL) and plays on in it.
    Q_INVOKABLE bool open(const QString &pathOrUrl);
    // The same in two halves, so that the app can build its window while the battle is read:
    // readForOpening reads the file on another thread (it touches no session), and open() with
    // its future plays on in the battle read. For a session with no battle of that file open.
    static QFuture<battle::LiveBattle::Opening> readForOpening(const QString &pathOrUrl);
    bool open(const QString &pathOrUrl, QFuture<battle::LiveBattle::Opening> reading);
    // Opens the battle played last.
    Q_INVOKABLE bool continueLast();
    // Plays a built-in demo battle ("kgcwo-demo"): on where it was left if it was the battle
    // played last, otherwise from the start.
    Q_INVOKABLE bool playDemo(const QString &demoId);
    static bool isDemo(const QString &demoId);
    static QStringList demoIds(); // "brigade-demo", "kgcwo-demo", ...
    // Writes the battle to a new file and plays on there. Never over a battle or one of its
    // files; over another file only with `replace` (the user said yes to replaceQuestion).
    Q_INVOKABLE bool saveAs(const QString &pathOrUrl, bool replace = false);
    // Set when saveAs found a file there and asks first: "FILE already exists: replace it?".
    QString replaceQuestion() const { return m_replaceQuestion; }
    // A file kept beside the battle (FILE.pending) could not be read or written: said on the
    // battle's banner, and play goes on without it.
    void warnOfSideFile(const QString &problem);
    // Writes what the sheets keep beside the battle's file, off the GUI thread.
    SideFileWriter &sideFiles() { return m_sideFiles; }
    // Writes the battle file whole (the log folded in) and lets go of it.
    Q_INVOKABLE void close();

    Q_INVOKABLE bool draw();
    Q_INVOKABLE bool next();
    Q_INVOKABLE bool endTurn();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // The umpire moves the battle onto the library's rules (rulesUpdate): one journal entry,
    // undone like any other; refused with the reason when the battle as it stands does not fit.
    Q_INVOKABLE bool updateRules();
    // The umpire's correction, journaled like everything else.
    Q_INVOKABLE bool setField(const QString &unitId, const QString &fieldId, const QVariant &value,
                              const QString &reason = QString());
    // An umpire's correction of one of a unit's figures: a field of its own, or its role.
    Q_INVOKABLE bool setFigureField(const QString &unitId, const QString &figureId, const QString &fieldId,
                                    const QVariant &value, const QString &reason = QString());
    // "End of turn comes first: 40%" for a unit still waiting for its card.
    Q_INVOKABLE QString endOfTurnText(const QString &unitId) const;
    Q_INVOKABLE QString unitName(const QString &unitId) const;
    // "Why?" for a journal entry that is one test: a plain sentence per die and per outcome
    // (learn::Why), worked out again from the journal when asked; empty for other entries.
    Q_INVOKABLE QStringList whyOf(int seq) const;
    // For the umpire's "a unit joins" form: [{id, name}] of the ruleset's unit types, of the
    // sides, and of a side's commanders (those who joined included).
    Q_INVOKABLE QVariantList unitTypes() const;
    Q_INVOKABLE QVariantList sides() const;
    Q_INVOKABLE QVariantList commanders(const QString &sideId) const;
    // A unit arrives (a reinforcement), journaled; its id is made from its name.
    Q_INVOKABLE bool joinUnit(const QString &name, const QString &typeId, const QString &sideId,
                              const QString &commanderId, const QString &reason = QString());
    // The umpire's changes to the order of battle in play, journaled (see action::Rename,
    // Transfer, Withdraw); false with error set.
    Q_INVOKABLE bool renameUnit(const QString &unitId, const QString &name,
                                const QString &reason = QString());
    Q_INVOKABLE bool moveUnit(const QString &unitId, const QString &commanderId,
                              const QString &reason = QString());
    Q_INVOKABLE bool withdrawUnit(const QString &unitId, const QString &reason = QString());
    // An order that rolls no dice (hold, treat wounds), journaled: the questions answered yes, the
    // unit it is given to when it takes one, and the umpire's reason when the rules forbid it here.
    Q_INVOKABLE bool giveOrder(const QString &unitId, const QString &orderId, const QStringList &answers,
                               const QString &targetId = QString(), const QString &override = QString());
    // A unit's move (see action::Move): a change of formation (empty: none) or of face first, so
    // many inches through a kind of ground (empty: open), by a manoeuvre (empty: straight ahead),
    // journaled; the umpire's reason when the rules forbid it here.
    Q_INVOKABLE bool playMove(const QString &unitId, double inches, const QString &toFormation,
                              const QString &terrainId, const QString &manoeuvre,
                              const QString &override = QString(), bool changeFace = false);
    // The umpire passes over an owed test, with the reason journaled; refused without one.
    Q_INVOKABLE bool skipOwed(int owedId, const QString &reason);
    // The umpire's note in the journal (a random event, a ruling); refused when empty.
    Q_INVOKABLE bool addNote(const QString &text);
    // The battle editor opened on the battle in play: the order of battle as it stands (a scenario
    // file's JSON), and the umpire's edit of it made into journal entries, one a change (see
    // battle::Amendment). False with error set if something cannot change in play (then nothing
    // is done) or an entry is refused (those before it stay, each undoable).
    Q_INVOKABLE QJsonObject orderOfBattleJson() const;
    Q_INVOKABLE bool amendOrderOfBattle(const QJsonObject &wanted);
    // What amendOrderOfBattle(wanted) would do, without doing it, for the editor to say before
    // Apply: {changes, joins, withdrawals, transfers, renames, corrections, problems (a list)}.
    Q_INVOKABLE QVariantMap amendmentPreview(const QJsonObject &wanted) const;
    // How many entries the last amendment journaled.
    Q_INVOKABLE int lastAmendmentSize() const { return m_lastAmendment; }
    Q_INVOKABLE void clearError();
    // The problem dialog's answers.
    Q_INVOKABLE void dismissProblem();
    Q_INVOKABLE bool openReadOnly();

    // Applies an action, journals it to disk, and updates the models; false with error set.
    bool apply(const battle::Action &action);
    battle::Battle *battle() const { return m_live ? &m_live->battle() : nullptr; }
    // The battle as it is open for play, for the host that shares it at the table (TableShare).
    battle::LiveBattle *live() const { return m_live.get(); }
    // An entry a phone at the table played on the open battle (through TableShare): the journal,
    // the order of battle and the cues follow, as after apply().
    void playedElsewhere(const battle::JournalEntry &entry, const battle::BattleState &before);
    // Who hears of each action journaled: the cues it asks for and what to read aloud. Not owned.
    void setAnnouncer(TableAnnouncer *announcer) { m_announcer = announcer; }
    TableAnnouncer *announcer() const { return m_announcer; }
    // The test sheet rolled the app's dice: their sound now, not again when the test is applied.
    void announceRoll();
    // Where new battles go (AppFolders::battles()), for the file dialogs.
    static QUrl battlesFolderUrl();
    // Moves the battles kept where version 0.1 kept them into AppFolders::battles(), and the
    // last battle played with them; the result names what could not be moved.
    static BattleFolderMove::Result moveOldBattles();

Q_SIGNALS:
    void loadedChanged();
    void changed();
    void errorChanged();
    void problemChanged();
    // An action was journaled: "draw", "next", "end-turn", "resolve" (a test applied), or
    // "other" (the guided first battle's tutor follows these).
    void actionPlayed(const QString &kind);

private:
    battle::Battle &battle_() const { return m_live->battle(); }
    // The cards the card shows: those of the last draw, while they were drawn this turn (after
    // the turn ends, the next card is to be drawn: last turn's unit is no longer up).
    QList<battle::DeckCard> cardsUp() const;
    void showProblem(const QString &title, const QStringList &lines, const QString &readOnlyPath);
    void setError(const QString &error);
    void rememberLastBattle(const QString &path); // for Continue
    void refresh();
    void announce(const battle::JournalEntry &entry, const battle::BattleState &before);
    static QString localPath(const QString &pathOrUrl);

    std::unique_ptr<battle::LiveBattle> m_live;
    QString m_opening; // the battle last asked for, for "open read-only"
    QString m_problemTitle;
    QString m_problemText;
    QString m_readOnlyPath;
    QStringList m_warnings;
    QString m_error;
    QString m_replaceQuestion;
    OrderOfBattleModel *m_units;
    OwedTestListModel *m_owed;
    JournalModel *m_journal;
    ScenarioListModel *m_scenarios;
    QSettings m_settings;
    TableAnnouncer *m_announcer = nullptr;
    SideFileWriter m_sideFiles;
    bool m_rollAnnounced = false;
    int m_lastAmendment = 0;
    // The library's rules of the battle's ruleset (the battle's own when the library has no
    // others, or none that load), looked up when first asked rather than on opening: loading a
    // second ruleset would delay the battle's first frame, and only the umpire's notice asks.
    const rules::Ruleset &libraryRules() const;
    mutable std::optional<rules::Ruleset> m_libraryRules;
};

} // namespace adjutant::ui
