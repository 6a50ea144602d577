#pragma once

#include "gadgetlistmodel.h"

#include "learn/drill.h"
#include "learn/rulesguide.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace adjutant::ui {

// A built-in rule system the Learn page offers.
struct LearnSystem {
    Q_GADGET
    Q_PROPERTY(QString systemId MEMBER systemId)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString systemId; // the ruleset's id
    QString name;

    friend bool operator==(const LearnSystem &, const LearnSystem &) = default;
};

// One thing a page of the rules lists (a modifier, a table's row), as learn::GuideEntry.
struct GuideEntryRow {
    Q_GADGET
    Q_PROPERTY(QString anchor MEMBER anchor)
    Q_PROPERTY(QString name MEMBER name)
    Q_PROPERTY(QString value MEMBER value)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(QString ref MEMBER ref)

public:
    QString anchor;
    QString name;
    QString value;
    QString explain;
    QString ref;

    friend bool operator==(const GuideEntryRow &, const GuideEntryRow &) = default;
};

// A page of the rules as learn::GuideSection, its kind in a word ("turn", "test", "table",
// "procedure", "rules").
struct GuideSectionRow {
    Q_GADGET
    Q_PROPERTY(QString anchor MEMBER anchor)
    Q_PROPERTY(QString kind MEMBER kind)
    Q_PROPERTY(QString title MEMBER title)
    Q_PROPERTY(QString explain MEMBER explain)
    Q_PROPERTY(QString ref MEMBER ref)
    Q_PROPERTY(QStringList facts MEMBER facts)
    Q_PROPERTY(QList<adjutant::ui::GuideEntryRow> entries MEMBER entries)

public:
    QString anchor;
    QString kind;
    QString title;
    QString explain;
    QString ref;
    QStringList facts;
    QList<GuideEntryRow> entries;

    friend bool operator==(const GuideSectionRow &, const GuideSectionRow &) = default;
};

// A modifier to choose from in a drill ("which count?"), without saying whether it does.
struct DrillChoice {
    Q_GADGET
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QString name MEMBER name)

public:
    QString key;
    QString name;

    friend bool operator==(const DrillChoice &, const DrillChoice &) = default;
};

// The Learn page: one rule system at a time, its rules to browse and search (learn::RulesGuide)
// and drills drawn from it (learn::DrillMaker), scored and explained by core, with the newcomer's
// progress kept in the data folder (learn/progress.json). Nothing here judges a rule.
class LearnController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The built-in rule systems, each with its demo's order of battle: a LearnSystem each, listed
    // when first read.
    Q_PROPERTY(adjutant::ui::GadgetListModel *systems READ systems CONSTANT)
    Q_PROPERTY(QString systemId READ systemId WRITE setSystemId NOTIFY systemChanged)
    Q_PROPERTY(QString systemName READ systemName NOTIFY systemChanged)

    // The rules, a GuideSectionRow each, those the search finds.
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY sectionsChanged)
    Q_PROPERTY(adjutant::ui::GadgetListModel *sections READ sections CONSTANT)

    // The drill on show.
    Q_PROPERTY(QString kind READ kind WRITE setKind NOTIFY kindChanged) // "" lets the app choose
    Q_PROPERTY(quint64 seed READ seed WRITE setSeed NOTIFY kindChanged)
    Q_PROPERTY(bool hasDrill READ hasDrill NOTIFY drillChanged)
    Q_PROPERTY(QString drillKind READ drillKind NOTIFY drillChanged)
    Q_PROPERTY(QString question READ question NOTIFY drillChanged)
    Q_PROPERTY(QString testName READ testName NOTIFY drillChanged)
    Q_PROPERTY(QString testAnchor READ testAnchor NOTIFY drillChanged)
    Q_PROPERTY(QString actorName READ actorName NOTIFY drillChanged)
    Q_PROPERTY(QStringList actorShows READ actorShows NOTIFY drillChanged)
    Q_PROPERTY(QString targetName READ targetName NOTIFY drillChanged)
    Q_PROPERTY(QStringList targetShows READ targetShows NOTIFY drillChanged)
    Q_PROPERTY(QStringList tableShows READ tableShows NOTIFY drillChanged)
    // The modifiers to choose from ("which count?"), a DrillChoice each.
    Q_PROPERTY(adjutant::ui::GadgetListModel *modifierChoices READ modifierChoices CONSTANT)
    Q_PROPERTY(int dieSides READ dieSides NOTIFY drillChanged)
    Q_PROPERTY(bool rollUnder READ rollUnder NOTIFY drillChanged)
    Q_PROPERTY(QStringList bandNames READ bandNames CONSTANT)

    // The answer, once given.
    Q_PROPERTY(bool answered READ answered NOTIFY answerChanged)
    Q_PROPERTY(bool right READ right NOTIFY answerChanged)
    Q_PROPERTY(QString headline READ headline NOTIFY answerChanged)
    Q_PROPERTY(QStringList explanation READ explanation NOTIFY answerChanged)

    // Progress in this system.
    Q_PROPERTY(QString progressText READ progressText NOTIFY answerChanged)
    Q_PROPERTY(int streak READ streak NOTIFY answerChanged)
    Q_PROPERTY(QStringList mostMissed READ mostMissed NOTIFY answerChanged)
    // What happened to a progress file that could not be read or written (kept aside, left
    // alone), for the user; empty when all is well.
    Q_PROPERTY(QString fileNotice READ fileNotice NOTIFY answerChanged)

public:
    explicit LearnController(QObject *parent = nullptr);
    ~LearnController() override;

    GadgetListModel *systems() const;
    QString systemId() const { return m_systemId; }
    void setSystemId(const QString &id);
    QString systemName() const;
    QString fileNotice() const { return m_fileNotice; }
    QString search() const { return m_search; }
    void setSearch(const QString &text);
    GadgetListModel *sections() const { return m_sections; }
    // Where an anchor ("test:fire/modifier:enfilade") is among the sections shown; -1 if nowhere.
    Q_INVOKABLE int sectionOf(const QString &anchor) const;

    QString kind() const { return m_kind; }
    void setKind(const QString &kind);
    quint64 seed() const { return m_seed; }
    void setSeed(quint64 seed);
    bool hasDrill() const { return m_drill.has_value(); }
    QString drillKind() const;
    QString question() const;
    QString testName() const;
    QString testAnchor() const;
    QString actorName() const;
    QStringList actorShows() const;
    QString targetName() const;
    QStringList targetShows() const;
    QStringList tableShows() const;
    GadgetListModel *modifierChoices() const { return m_modifierChoices; }
    int dieSides() const;
    bool rollUnder() const;
    QStringList bandNames() const;

    bool answered() const { return m_verdict.has_value(); }
    bool right() const { return m_verdict && m_verdict->right; }
    QString headline() const { return m_verdict ? m_verdict->headline : QString(); }
    QStringList explanation() const { return m_verdict ? m_verdict->explanation : QStringList(); }
    QString progressText() const;
    int streak() const;
    QStringList mostMissed() const;

    // A new drill of the kind chosen (or the one the newcomer most needs); false if none fits.
    Q_INVOKABLE bool nextDrill();
    Q_INVOKABLE void answerNumber(int number);
    Q_INVOKABLE void answerChosen(const QStringList &keys);
    Q_INVOKABLE void answerBand(int band);
    // Forget this system's progress.
    Q_INVOKABLE void resetProgress();

    static QString progressPath();

Q_SIGNALS:
    void systemChanged();
    void sectionsChanged();
    void kindChanged();
    void drillChanged();
    void answerChanged();

private:
    void answer(const learn::DrillAnswer &a);
    void saveProgress();
    learn::DrillProgress progress() const { return m_progress.value(m_systemId); }

    void showSections(); // m_shown and the sections model, from the search
    void showDrillChoices();

    struct System;
    std::unique_ptr<System> m_system;
    GadgetListModel *m_systems;
    mutable bool m_systemsListed = false; // listing them loads every built-in ruleset
    GadgetListModel *m_sections; // m_shown
    GadgetListModel *m_modifierChoices; // the drill's
    QString m_systemId;
    QString m_search;
    QList<learn::GuideSection> m_shown;
    QString m_kind;
    quint64 m_seed = 0;
    std::optional<learn::Drill> m_drill;
    std::optional<learn::DrillVerdict> m_verdict;
    QHash<QString, learn::DrillProgress> m_progress;
    QString m_fileNotice;
    bool m_progressWritable = true; // false: the file was left alone, and is not written over
};

} // namespace adjutant::ui
