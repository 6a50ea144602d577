#pragma once

#include "entryevents.h"

#include "battle/battle.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace adjutant::report {

// One side's returns at a moment: what it has lost and how its units stand (commanders aside).
struct SidePoint {
    int losses = 0; // casualties, bases or figures, as the ruleset counts them
    int unitsLost = 0;
    int steady = 0;
    int shaken = 0;
    int routed = 0;
    friend bool operator==(const SidePoint &, const SidePoint &) = default;
};

struct ReportSide {
    QString id;
    QString name;
    QString colour; // as the scenario names it; empty for the default
    QString pattern; // solid, stripes, dots, checks
};

struct TurnReport {
    int turn = 1;
    QStringList narrative; // short sentences, in order
    QList<SidePoint> sides; // at the end of the turn (or now, for the turn under way), as ReportSide
};

// A side's dice in one kind of test against what the exact odds expected at each roll.
struct LuckLine {
    enum class Measure {
        Successes, // a pool: dice that succeeded (hits)
        Passes, // one die, pass or fail
        Result, // the result itself (hits read off a table, inches moved)
        DiceTotal, // the dice's total, for tests read from bands
    };
    QString side;
    QString testId;
    QString testName;
    Measure measure = Measure::Successes;
    bool hits = false; // the test is fire: its successes are hits
    int rolls = 0;
    double actual = 0;
    double expected = 0;
    QString text; // "Fire: 14 hits against 11.2 expected (5 rolls)"
};

// The roll the odds least expected: the chance of a result at least that far from the average.
struct UnlikelyRoll {
    double probability = 1;
    int turn = 1;
    int seq = 0; // the journal entry
    QString side;
    QString text;
};

struct BattleReport {
    QString title;
    QString rulesetName;
    QString victory; // the scenario's conditions of victory, in its words; empty when it states none
    int entries = 0; // live journal entries read
    QList<ReportSide> sides;
    QList<SidePoint> start; // as ReportSide, before the first entry
    QList<TurnReport> turns;
    QList<LuckLine> luck; // by side, then test
    std::optional<UnlikelyRoll> unlikeliest;
    QStringList problems; // entries that could not be read
    // A ruleset whose units are figures (Chosen Men): each unit's men as the battle stands, in
    // words ("Grenadier section: 8 of 11 standing, 2 wounded; down: Squad leader, Ranker 3").
    QStringList figures;

    // Text and chart data, for scripts and the tests' golden files; probabilities rounded.
    QJsonObject toJson() const;
    // The whole report as plain text (the CLI without -o).
    QString toText() const;
    static QString measureId(LuckLine::Measure measure);
};

// Builds a battle's report from its journal alone, replaying it from the start and reading the
// exact odds of every roll from the resolver, so any saved battle has one.
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)
public:
    static BattleReport build(const battle::Battle &battle);
    // The same, telling `progress` how many of the journal's entries are read (every so often,
    // and once at the end); when it answers false the report is given up, and what comes back
    // is not to be shown (the Report page made on a worker thread, with a Cancel).
    using Progress = std::function<bool(qsizetype read, qsizetype of)>;
    static BattleReport build(const battle::Battle &battle, const Progress &progress);
    // "1 in 42 (2.4%)".
    static QString chanceText(double probability);
};

} // namespace adjutant::report
