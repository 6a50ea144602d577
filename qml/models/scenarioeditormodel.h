#pragma once

#include "rules/ruleset.h"

#include <QAbstractListModel>
#include <QHash>
#include <QJsonObject>
#include <QStringList>
#include <QVariantHash>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace adjutant::ui {

// The umpire's order-of-battle editor: sides, commanders in their hierarchy and units, each row a
// line of the list the page shows (a side's heading, then its commanders each followed by their
// units and subordinate commanders). Every field offers only what the ruleset allows; after every
// change the whole order of battle is checked as a scenario file is (ScenarioLoader) and each
// mistake is shown on the row it concerns. Every change can be undone. The scenario is saved in
// the scenario file format, written whole or not at all.
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

    QString rulesetId() const { return m_ruleset ? m_ruleset->id : QString(); }
    QString rulesetName() const { return m_ruleset ? m_ruleset->doc.name : QString(); }
    QString title() const { return m_state.title; }
    void setTitle(const QString &title);
    int unitCount() const;
    int errorCount() const { return static_cast<int>(m_errorCount); }
    QString generalErrors() const { return m_generalErrors.join(u'\n'); }
    bool canStart() const { return m_ruleset && m_errorCount == 0; }
    bool canUndo() const { return !m_undo.isEmpty(); }
    QString undoText() const { return m_undo.isEmpty() ? QString() : m_undo.last().what; }
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
    struct Side {
        QString uid;
        QString id; // as read from a file; made from the name when empty
        QString name;
        QString colour;
        QString pattern;
        QVariantHash defaults;
    };
    struct Body {
        QString uid;
        QString id;
        QString side; // uid
        QString parent; // commander's uid; empty at the top of a side
        bool commander = false;
        QString name;
        QString type;
        QString level;
        QVariantHash fields;
    };
    struct State {
        QString title;
        QString id;
        // What the editor does not edit but a scenario may say, kept as it was read so that a
        // save loses none of it: its explanation and its conditions of victory.
        QString explain;
        QString victory;
        QHash<QString, QString> settings;
        QList<Side> sides;
        QList<Body> bodies; // siblings in their order
    };
    struct Row {
        int kind = 0; // 0 side, 1 commander, 2 unit
        QString uid;
        int depth = 0;
    };
    struct Undo {
        State state;
        QString what;
    };

    // Records the state for undo, under a description of the change.
    void remember(const QString &what);
    void commit(); // rows rebuilt, everything checked, views told
    void rebuildRows();
    void check();
    void loadJson(const QJsonObject &root);
    void appendSide(const QJsonObject &side); // a side as a scenario file holds it, after the rest
    void setLastError(const QString &error);
    QString newUid();
    Body *body(const QString &uid);
    const Body *body(const QString &uid) const;
    Side *side(const QString &uid);
    const Side *side(const QString &uid) const;
    QString sideName(const QString &uid) const;
    QString commanderType(const QString &level) const;
    QString uniqueName(const QString &base) const;
    void appendRows(const QString &sideUid, const QString &parent, int depth);
    QJsonObject bodyJson(const Body &b, const QString &path, QHash<QString, QString> *pathToUid,
                         QSet<QString> *ids) const;
    QString summary(const Body &b) const;

    std::optional<rules::Ruleset> m_ruleset;
    State m_state;
    QList<Undo> m_undo;
    QList<Row> m_rows;
    QHash<QString, QStringList> m_rowErrors; // uid -> its mistakes
    QStringList m_generalErrors;
    qsizetype m_errorCount = 0;
    QStringList m_pasteErrors;
    QString m_lastError;
    QString m_replaceQuestion;
    QString m_ownFile; // the scenario file opened or saved last, saved over by saveToFolder
    QStringList m_armiesNotice;
    quint64 m_nextUid = 1;
    // A battle in play (openJson) may have lost every unit of a side; one being built may not.
    bool m_inPlay = false;
};

} // namespace adjutant::ui
