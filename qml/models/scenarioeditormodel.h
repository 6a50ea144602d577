#pragma once

#include "battle/scenariodocument.h"
#include "rules/ruleset.h"

#include <QAbstractListModel>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QVariantHash>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace adjutant::ui {

// The umpire's order-of-battle editor: a list of rows over the scenario being edited
// (battle::ScenarioDocument, which holds it, its edits, its undo and its checks), each row a line
// of the list the page shows (a side's heading, then its commanders each followed by their units
// and subordinate commanders). Every field offers only what the ruleset allows; after every change
// each mistake the document finds is shown on the row it concerns. Here too: the files (a
// scenario opened, exported, saved to the user's folder; saved armies) and the words of choices.
class ScenarioEditorModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY rulesetChanged)
    Q_PROPERTY(QString rulesetName READ rulesetName NOTIFY rulesetChanged)
    Q_PROPERTY(QString title READ title WRITE setTitle NOTIFY changed)
    Q_PROPERTY(int count READ rowCount NOTIFY changed)
    Q_PROPERTY(int unitCount READ unitCount NOTIFY changed)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY changed)
    // Mistakes that belong to no row (fewer than two sides...), one per line.
    Q_PROPERTY(QString generalErrors READ generalErrors NOTIFY changed)
    Q_PROPERTY(bool canStart READ canStart NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)
    // The lines of the last pasted list that could not be read ("LINE: message"), one per line.
    Q_PROPERTY(QString pasteErrors READ pasteErrors NOTIFY pasteErrorsChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // Set when exportFile found a file there and asks first: "FILE already exists: replace it?".
    Q_PROPERTY(QString replaceQuestion READ replaceQuestion NOTIFY lastErrorChanged)
    // What armies() found wrong in the armies folder, one file a line.
    Q_PROPERTY(QString armiesNotice READ armiesNotice NOTIFY lastErrorChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, // "side", "commander", "unit"
        UidRole,
        NameRole,
        TypeRole, // unit type id
        TypeNameRole,
        LevelRole, // commanders
        DepthRole, // 0 for a side, 1 for its highest commanders...
        SideRole, // the side's uid
        ColourRole, // the side's colour
        PatternRole, // the side's pattern (battle::sidePatterns()): solid, stripes, dots, checks
        SummaryRole, // the values given: "Fire rating B · Melee rating C"
        ErrorsRole, // this row's mistakes, one per line; empty when none
    };
    Q_ENUM(Role)

    explicit ScenarioEditorModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString rulesetId() const { return m_doc.rulesetId(); }
    QString rulesetName() const { return m_doc.ruleset() ? m_doc.ruleset()->doc.name : QString(); }
    QString title() const { return m_doc.title(); }
    void setTitle(const QString &title);
    int unitCount() const { return m_doc.unitCount(); }
    int errorCount() const { return static_cast<int>(m_problems.count); }
    QString generalErrors() const { return m_problems.general.join(u'\n'); }
    bool canStart() const { return m_doc.ruleset() && m_problems.count == 0; }
    bool canUndo() const { return m_doc.canUndo(); }
    QString undoText() const { return m_doc.undoText(); }
    QString pasteErrors() const { return m_pasteErrors.join(u'\n'); }
    QString lastError() const { return m_lastError; }
    QString replaceQuestion() const { return m_replaceQuestion; }

    // [{id, name, explain}] of the rulesets that load.
    Q_INVOKABLE QVariantList rulesets() const;
    // A new battle for a ruleset: two sides, each with its commander-in-chief. False if it does not load.
    Q_INVOKABLE bool newBattle(const QString &rulesetId);
    // [{id, name, explain, arm}] of the ruleset's unit types; commanders' types when commanders.
    Q_INVOKABLE QVariantList unitTypes(bool commanders = false) const;
    Q_INVOKABLE QStringList levels() const;
    // Each level in words ("Army", "Brigade"), in the order of levels(): the ids are the file's.
    Q_INVOKABLE QStringList levelNames() const;
    Q_INVOKABLE QString levelName(const QString &level) const;
    // Every field of the ruleset for a row: [{id, name, explain, kind ("ladder", "choice", "flag",
    // "integer"), value, given (set on the row, not the default), choices [{id, name, explain}],
    // minimum, maximum}].
    Q_INVOKABLE QVariantList fieldsFor(const QString &uid) const;
    // [{id, name, explain, choices [{id, name, explain}], current, defaultChoice}].
    Q_INVOKABLE QVariantList options() const;
    // [{uid, name, side, label}] of every commander, to move a unit under ("Hale (British)").
    Q_INVOKABLE QVariantList commanders() const;
    Q_INVOKABLE QString nameOf(const QString &uid) const;

    Q_INVOKABLE bool setOption(const QString &optionId, const QString &choiceId);
    Q_INVOKABLE bool rename(const QString &uid, const QString &name);
    Q_INVOKABLE bool setSideColour(const QString &uid, const QString &colour);
    // One of battle::sidePatterns(), so the side is told apart without its colour.
    Q_INVOKABLE bool setSidePattern(const QString &uid, const QString &pattern);
    Q_INVOKABLE bool setType(const QString &uid, const QString &typeId);
    Q_INVOKABLE bool setLevel(const QString &uid, const QString &level);
    Q_INVOKABLE bool setField(const QString &uid, const QString &fieldId, const QVariant &value);
    Q_INVOKABLE bool clearField(const QString &uid, const QString &fieldId);
    // Adding: a side (with its commander), a commander under a side or commander, N units.
    Q_INVOKABLE QString addSide();
    Q_INVOKABLE QString addCommander(const QString &underUid);
    Q_INVOKABLE QStringList addUnits(const QString &commanderUid, const QString &typeId, int count);
    // A unit, or a commander with everything under him; the copy follows the original.
    Q_INVOKABLE QString duplicate(const QString &uid);
    Q_INVOKABLE bool moveUp(const QString &uid);
    Q_INVOKABLE bool moveDown(const QString &uid);
    // Under another commander (of any side: the unit changes sides with him).
    Q_INVOKABLE bool moveTo(const QString &uid, const QString &commanderUid);
    // A row dragged onto another (the page's drag and drop; "Move under" stays the way without a
    // pointer): onto a commander, under him, last; a unit onto a unit, just before it, under that
    // unit's commander; a commander onto a unit, under that unit's commander. One change, undone
    // as one; false if it would change nothing or put a commander under himself.
    Q_INVOKABLE bool dropOn(const QString &uid, const QString &targetUid);
    Q_INVOKABLE bool remove(const QString &uid);
    Q_INVOKABLE bool undo();

    // Reads a list or CSV (OrderOfBattleList) into the editor in place of what is there, or, when
    // any line cannot be read, changes nothing and sets pasteErrors.
    Q_INVOKABLE bool pasteList(const QString &text);
    // A scenario file (a path or file:// URL) opened to edit, mistakes and all where it parses.
    Q_INVOKABLE bool importFile(const QString &pathOrUrl);
    // An order of battle given whole (a battle in play's, see BattleSession::orderOfBattleJson),
    // to edit as a file would be; false with lastError set if its ruleset does not load.
    Q_INVOKABLE bool openJson(const QJsonObject &scenario);
    // Written whole or not at all; drafts with mistakes too. Never over a battle or one of its
    // files; over another file only with `replace` (the user said yes to replaceQuestion).
    Q_INVOKABLE bool exportFile(const QString &pathOrUrl, bool replace = false);
    // Into the user's scenario folder, named from the title; returns the path, empty on failure.
    // Only the file this editor opened or saved is saved over: another scenario of that name is
    // kept, and this one takes the next free name (NAME-2.json).
    Q_INVOKABLE QString saveToFolder();
    // A side saved on its own as an army (battle::Army) in the user's armies folder, named from
    // the side (NAME-2... when that name is taken: an army is never saved over another), written
    // whole or not at all; returns the path, empty on failure (lastError says).
    Q_INVOKABLE QString saveSideAsArmy(const QString &sideUid);
    // [{path, name, units}] of the saved armies built for this ruleset. A file in the armies
    // folder that does not read as an army is moved aside (NAME.damaged-DATE), never written
    // over, and armiesNotice says so.
    Q_INVOKABLE QVariantList armies();
    QString armiesNotice() const { return m_armiesNotice.join(u'\n'); }
    // A saved army brought in as one more side (undone as one change); false with lastError set.
    Q_INVOKABLE bool addArmy(const QString &pathOrUrl);

    // The order of battle as a scenario file holds it.
    Q_INVOKABLE QJsonObject scenarioJson() const;
    // uid of the row at a position, for tests.
    Q_INVOKABLE QString uidAt(int row) const;
    Q_INVOKABLE int rowOf(const QString &uid) const;

Q_SIGNALS:
    void changed();
    void rulesetChanged();
    void pasteErrorsChanged();
    void lastErrorChanged();

private:
    // Runs an edit of the document and shows it when it changed anything; returns what it returned.
    template<typename Edit>
    auto edit(Edit &&change);
    void commit(); // rows brought up to date, everything checked, views told
    void rebuildRows();
    void setLastError(const QString &error);

    battle::ScenarioDocument m_doc;
    QList<battle::ScenarioDocument::Row> m_rows; // as the view was last told them
    battle::ScenarioDocument::Problems m_problems;
    QStringList m_pasteErrors;
    QString m_lastError;
    QString m_replaceQuestion;
    QString m_ownFile; // the scenario file opened or saved last, saved over by saveToFolder
    QStringList m_armiesNotice;
};

} // namespace adjutant::ui
