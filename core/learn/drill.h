#pragma once

#include "battle/scenario.h"
#include "rules/resolver.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::learn {

// What a drill asks.
enum class DrillKind {
    ModifierTotal, // the sum of the modifiers that count
    ScoreNeeded, // the face each die needs
    WhichApply, // which of the test's modifiers count here
    Likelihood, // roughly how likely an outcome is
};
QString drillKindId(DrillKind kind); // "total", "need", "apply", "odds"
std::optional<DrillKind> drillKindFromId(const QString &id);
inline constexpr int kDrillKinds = 4;

// One of the test's modifiers as the drill shows it, with what the resolver made of it.
struct DrillModifier {
    QString key; // the modifier's id, or "id:choice" for a choice of a one-of
    QString name; // "Cover: soft"
    QString reason; // its explanation in our words
    QString detail; // how it came about here ("because the unit is Shaken")
    QString ref; // the rule section
    int value = 0;
    bool counts = false; // the resolver counts it towards the total
    bool automatic = false; // it counts by itself when its condition holds
    bool onTable = false; // the players ticked or chose it
};

// The chance bands a likelihood answer picks from: under 10%, 10–30%, 30–50%, 50–70%, 70–90%,
// 90% and more.
inline constexpr int kLikelihoodBands = 6;
int likelihoodBand(double probability);
QString likelihoodBandName(int band);

// A situation drawn from the ruleset and an order of battle, and one question about it. Every
// expected answer is the resolver's, from its set-up of this very situation.
struct Drill {
    DrillKind kind = DrillKind::ModifierTotal;
    quint64 seed = 0;
    QString rulesetId;
    QString testId;
    QString testName;
    QString testRef;
    rules::Situation situation;
    QString actorName;
    QString targetName;
    QStringList actorShows; // the unit's state in words, one item each
    QStringList targetShows;
    QStringList tableShows; // what the players ticked, and the numbers they entered
    QString question;
    QList<DrillModifier> modifiers; // the actor side's, in the ruleset's order
    // The resolver's answers.
    int total = 0;
    int neededFace = 0; // ScoreNeeded: the lowest face that passes (at least) or the highest (or less)
    bool rollUnder = false;
    int baseFace = 0; // the same before any modifier (0: the test is no single-die pass or fail)
    int dieSides = 0;
    QString needText; // "needs 4+ on a d10"
    QString outcomeId; // Likelihood: the outcome asked about ...
    QString outcomeName;
    double probability = 0; // ... and its chance
    QSet<QString> counting() const; // keys of the modifiers that count
};

struct DrillAnswer {
    int number = 0; // ModifierTotal, ScoreNeeded
    QSet<QString> chosen; // WhichApply: modifier keys
    int band = -1; // Likelihood
};

struct DrillVerdict {
    bool right = false;
    QString headline; // "Right: +1" / "Not quite: the total is +1, not +2"
    QStringList explanation; // modifier by modifier
    QStringList missed; // keys of the modifiers the answer got wrong (or that made the total)
};

// Scores an answer against the drill's expected answer and explains it.
DrillVerdict checkDrill(const Drill &drill, const DrillAnswer &answer);

// How a newcomer is doing in one rule system: kept between sessions.
struct DrillProgress {
    int asked = 0;
    int right = 0;
    int streak = 0;
    int bestStreak = 0;
    QHash<QString, int> missed; // modifier key (the id before any ":") -> times got wrong
    QHash<QString, int> missedKinds; // drillKindId -> wrong answers
    QHash<QString, QString> names; // modifier key -> its name, for the list of the most missed

    void record(const Drill &drill, const DrillVerdict &verdict);
    // The most missed modifiers, most first: "Cover (3)".
    QStringList mostMissed(int count) const;
    QJsonObject toJson() const;
    static DrillProgress fromJson(const QJsonObject &o);
};

// Every system's progress in one file, written whole or not at all. A file that does not read
// (damaged, cut short, a stray byte after it) is moved aside, never written over; a link or a pipe
// in its place is left alone and not written this session. Either way `notice` tells the user.
class DrillProgressFile
{
    Q_DECLARE_TR_FUNCTIONS(DrillProgressFile)
public:
    struct Loaded {
        QHash<QString, DrillProgress> progress;
        QString notice; // what happened to a file that did not read; empty when all was well
        bool writable = true; // false: leave the file alone this session
    };
    static Loaded load(const QString &path);
    static bool save(const QString &path, const QHash<QString, DrillProgress> &progress, QString *error);
    // The most a progress file holds: far beyond years of drills.
    static constexpr qint64 kMaxBytes = qint64{1} << 20;
};

// Draws drills from a ruleset and an order of battle: a unit of one side, its state drawn at
// random within what the ruleset allows, a unit of the other side as target, what the table
// shows, and a test the unit may take. Seeded: the same seed gives the same drill.
class DrillMaker
{
    Q_DECLARE_TR_FUNCTIONS(DrillMaker)
public:
    DrillMaker(const rules::Ruleset &ruleset, const battle::Scenario &scenario);

    // A drill of this kind; with progress, it leans towards the modifiers most often missed.
    // Nothing when the ruleset offers no test this kind of question fits.
    std::optional<Drill> make(DrillKind kind, quint64 seed, const DrillProgress *progress = nullptr) const;
    // The kind to ask next: the kinds most often got wrong come up more often.
    static DrillKind nextKind(quint64 seed, const DrillProgress *progress = nullptr);

    // Whether a unit's state is one the ruleset allows (fields, ranges, formation, still in
    // play): what the generator must always make. *why says what is wrong.
    bool legal(const rules::UnitState &unit, QString *why) const;
    QStringList tests() const { return m_tests; }

private:
    std::optional<Drill> makeOnce(DrillKind kind, quint64 seed) const;
    void phrase(Drill &d, const rules::Test &t, const rules::Situation &s, bool againstATarget,
                DrillKind kind) const;
    rules::UnitState drawState(const battle::ScenarioUnit &unit, quint64 &rng) const;
    // The unit's type, then each field the test read while it was worked out (reads): what a
    // newcomer needs to answer, and nothing else.
    QStringList describe(const rules::UnitState &unit, const rules::Situation &situation,
                         const QSet<std::pair<QString, QString>> &reads) const;

    const rules::Ruleset &m_rs;
    const battle::Scenario &m_sc;
    QStringList m_tests; // tests worth drilling: with modifiers
};

} // namespace adjutant::learn
