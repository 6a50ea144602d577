#pragma once

#include "json/fileerror.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::learn {

// What finishes a step of the guided first battle: reading it (Next), or something the newcomer
// does at the table, each an event the battle or its screens already give.
enum class TutorEvent {
    Read, // the step's Next button: a step that only explains
    CardDrawn, // Draw turned a card
    PhaseAdvanced, // Next stepped to the next phase or segment
    UnitSheetOpened, // a unit's sheet opened (a tap on its row or on the card)
    TestChosen, // a test chosen on the unit's sheet
    DiceRolled, // every die of the test in, rolled by the app or typed in
    ResultApplied, // the result applied and journaled
    JournalOpened, // the journal opened
    TurnEnded, // the turn ended
};

struct TutorStep {
    QString id;
    QString title; // translated
    QString text; // translated
    QString target; // the objectName of the control pointed at; empty: none
    TutorEvent until = TutorEvent::Read;
    // With PhaseAdvanced: the id of the phase or segment Next must reach ("enemy-fire"); until
    // then each Next leaves the step where it is. Empty: any Next does.
    QString at;
};

// A guided first battle: a small scenario of the rule system and the tutor's steps through it.
struct Tutorial {
    QString id;
    QString rulesetId;
    QString scenarioPath; // the battle to start, resolved against the tutorial's own folder
    QString name; // translated
    QString explain; // translated
    QList<TutorStep> steps;

    // The step with this id; -1 if none (a tutorial changed since it was left).
    int indexOf(const QString &stepId) const;
};

struct TutorialLoadResult {
    std::optional<Tutorial> tutorial;
    QList<json::FileError> errors;
    bool ok() const { return tutorial.has_value(); }
};

// Reads a tutorial file (resources/tutorials/*.json, see resources/tutorials/README.md): every
// mistake is reported "file:line: path: message", the texts are translated in the context
// "tutorial:ID" (translations/ruleset_strings.py lists them for the catalogues).
class TutorialLoader
{
    Q_DECLARE_TR_FUNCTIONS(TutorialLoader)
public:
    // The longest a step's text may be: the bubble must fit a 1024×600 screen in large type.
    static constexpr qsizetype kMaxText = 420;
    static constexpr qsizetype kMaxSteps = 40;

    static TutorialLoadResult loadData(const QByteArray &data, const QString &fileName);
    static TutorialLoadResult loadFile(const QString &path);
    // The built-in tutorial of a rule system (":/tutorials/ID.json"); errors if it has none.
    static TutorialLoadResult loadBuiltIn(const QString &rulesetId);
    static QString builtInPath(const QString &rulesetId);

    static QString eventName(TutorEvent event);
    static std::optional<TutorEvent> event(const QString &name);
    static QStringList eventNames();
};

// Where the newcomer is in each system's guided battle: the step, whether the tutor was turned
// off, whether the tutorial was finished, and the battle file it plays in.
struct TutorProgress {
    QString stepId;
    bool off = false;
    bool finished = false;
    QString battlePath;

    bool operator==(const TutorProgress &) const = default;
};

// Every system's tutor progress in one file (AppFolders::root()/learn/tutor.json), written whole
// or not at all. A file that does not read (damaged, too large, another format) is moved aside,
// never written over; a link or a pipe in its place is left alone and not written this session.
// Either way `notice` tells the user.
class TutorProgressFile
{
    Q_DECLARE_TR_FUNCTIONS(TutorProgressFile)
public:
    struct Loaded {
        QHash<QString, TutorProgress> progress;
        QString notice; // what happened to a file that did not read; empty when all was well
        bool writable = true; // false: leave the file alone this session
    };
    static Loaded load(const QString &path);
    static bool save(const QString &path, const QHash<QString, TutorProgress> &progress, QString *error);
};

} // namespace adjutant::learn
