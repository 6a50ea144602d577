#pragma once

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVariantHash>

#include <optional>

namespace adjutant::battle {

// An order of battle being built or mended by the umpire, under one ruleset: sides, commanders in
// their hierarchy and units, each with a uid of its own for the session (ids are made from the
// names when the scenario is written). Every edit can be undone. After every edit the whole order
// of battle can be checked as a scenario file is (check(): ScenarioLoader's errors, each placed on
// the side or body its path is about). The app's editor (ScenarioEditorModel) is a list of rows
// over it; nothing here knows of a screen.
class ScenarioDocument
{
    // Its words are those the editor showed before the document moved into the engine: they keep
    // their translation context.
    Q_DECLARE_TR_FUNCTIONS(ScenarioEditorModel)
public:
    struct Side {
        QString uid;
        QString id; // as read from a file; made from the name when empty
        QString name;
        QString colour;
        QString pattern;
        QVariantHash defaults;
    };
    // A commander or a unit.
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
    // A line of the list an editor shows: a side's heading, then its commanders each followed by
    // their units and subordinate commanders.
    struct Row {
        enum class Kind { Side, Commander, Unit };
        Kind kind = Kind::Side;
        QString uid;
        int depth = 0; // 0 for a side, 1 for its highest commanders...
        bool operator==(const Row &o) const { return uid == o.uid && depth == o.depth; }
    };
    // What check() found: each mistake on the side or body it concerns, the rest on the battle.
    struct Problems {
        QHash<QString, QStringList> byUid;
        QStringList general; // fewer than two sides...
        qsizetype count = 0;
    };

    const std::optional<rules::Ruleset> &ruleset() const { return m_ruleset; }
    QString rulesetId() const { return m_ruleset ? m_ruleset->id : QString(); }
    // Bumped by every change, so a view knows when to show it again.
    quint64 revision() const { return m_revision; }

    // A new battle: two sides, each with its commander-in-chief; nothing to undo.
    void begin(rules::Ruleset ruleset);
    // A scenario as a file holds it (mistakes and all), in place of what is here. `inPlay`: the
    // order of battle of a battle being played, which may have lost every unit of a side. Under
    // the same ruleset the change can be undone; under another, nothing before it can.
    void open(rules::Ruleset ruleset, const QJsonObject &scenario, bool inPlay, const QString &what);
    // A scenario read from a list (see OrderOfBattleList) in place of what is here, undone as one.
    void replaceWith(const QJsonObject &scenario, const QString &what);
    // A side as a scenario file holds it (a saved army), added after the others, undone as one.
    void addSide(const QJsonObject &side, const QString &what);

    QString title() const { return m_state.title; }
    const QList<Side> &sides() const { return m_state.sides; }
    const QList<Body> &bodies() const { return m_state.bodies; }
    const QHash<QString, QString> &settings() const { return m_state.settings; }
    const Body *body(const QString &uid) const;
    const Side *side(const QString &uid) const;
    QString sideName(const QString &uid) const;
    // A body's name or a side's; empty for no such uid.
    QString nameOf(const QString &uid) const;
    int unitCount() const;
    QList<Row> rows() const;
    // The values given, in words: "Fire rating B · Melee rating C" (a side's: its defaults).
    QString summary(const QVariantHash &fields) const;
    // The commander type for a level: one named for it, else the first for the army, the last below.
    QString commanderType(const QString &level) const;
    // The levels a commander may have, as the file names them (army, corps, division...).
    static QStringList levels();

    // The edits: false (or empty) when refused, changing nothing; true when done or already so.
    bool setTitle(const QString &title);
    bool setOption(const QString &optionId, const QString &choiceId);
    bool rename(const QString &uid, const QString &name);
    bool setSideColour(const QString &uid, const QString &colour);
    bool setSidePattern(const QString &uid, const QString &pattern);
    bool setType(const QString &uid, const QString &typeId);
    bool setLevel(const QString &uid, const QString &level);
    bool setField(const QString &uid, const QString &fieldId, const QVariant &value);
    bool clearField(const QString &uid, const QString &fieldId);
    QString addSide();
    QString addCommander(const QString &underUid);
    QStringList addUnits(const QString &commanderUid, const QString &typeId, int count);
    // A unit, or a commander with everything under him; the copy follows the original.
    QString duplicate(const QString &uid);
    bool moveUp(const QString &uid);
    bool moveDown(const QString &uid);
    // Under another commander (of any side: the unit changes sides with him), last.
    bool moveTo(const QString &uid, const QString &commanderUid);
    // Onto a commander: under him; a unit onto a unit: just before it; a commander onto a unit:
    // under that unit's commander.
    bool dropOn(const QString &uid, const QString &targetUid);
    bool remove(const QString &uid);
    bool canUndo() const { return !m_undo.isEmpty(); }
    QString undoText() const { return m_undo.isEmpty() ? QString() : m_undo.last().what; }
    bool undo();

    // The order of battle as a scenario file holds it: ids made from names where it has none.
    QJsonObject scenarioJson() const;
    // One side as scenarioJson writes it; empty for no such side.
    QJsonObject sideJson(const QString &sideUid) const;
    // Every mistake, as the scenario loader and the editor's own checks find them.
    Problems check() const;
    QString id() const { return m_state.id; }

private:
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
    struct Undo {
        State state;
        QString what;
    };

    // Records the state for undo, under a description of the change.
    void remember(const QString &what);
    void loadJson(const QJsonObject &root);
    void appendSide(const QJsonObject &side);
    Body *body(const QString &uid);
    Side *side(const QString &uid);
    QString newUid();
    QString uniqueName(const QString &base) const;
    Body commanderInChief(const QString &sideUid);
    void appendRows(QList<Row> &rows, const QString &sideUid, const QString &parent, int depth) const;
    // The paths scenarioJson gives each side and body ("sides[0].commanders[1].units[2]") -> uid.
    QJsonObject written(QHash<QString, QString> *pathToUid) const;
    QJsonObject bodyJson(const Body &b, const QString &path, QHash<QString, QString> *pathToUid,
                         QSet<QString> *ids) const;
    qsizetype bodyIndex(const QString &uid) const;
    qsizetype sideIndex(const QString &uid) const;

    std::optional<rules::Ruleset> m_ruleset;
    State m_state;
    QList<Undo> m_undo;
    quint64 m_nextUid = 1;
    quint64 m_revision = 0;
    // A battle in play (open with inPlay) may have lost every unit of a side; one being built may not.
    bool m_inPlay = false;
};

} // namespace adjutant::battle
