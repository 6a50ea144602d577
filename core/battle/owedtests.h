#pragma once

#include "battlestate.h"

#include "rules/resolver.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The battle's queue of owed tests (see OwedTest): what joins it after an action, what lapses when
// a phase or a turn ends, what goes with a unit that left play. Every rule about owed tests is
// here; the ruleset says which results owe which tests (its "triggers").
class OwedTests
{
    Q_DECLARE_TR_FUNCTIONS(OwedTests)
public:
    OwedTests(const rules::Ruleset &ruleset, const QHash<QString, QString> &options)
        : m_rs(ruleset), m_options(options)
    { }

    // A test an action's chain took: which, by whom, against whom, its result, and who won and
    // lost when the test names them.
    struct Taken {
        QString test;
        QString actor;
        QString target;
        QString outcome;
        QString winner;
        QString loser;
    };
    static QList<Taken> taken(const rules::Resolution &resolution);
    // The units the tests taken name (actors and targets) as the state has them: read before an
    // action writes its results, they are the `unitsBefore` queue() compares with (a copy of
    // these few, not of the whole table, which the first write would then copy whole).
    static QHash<QString, rules::UnitState> unitsNamed(const QList<Taken> &taken, const BattleState &state);

    // After an action that took tests: the follow-ups it left unrolled (in the order they came),
    // then what the ruleset's triggers owe for the tests taken (in the ruleset's order), join the
    // queue. `unitsBefore`: unitsNamed() before the action; notes say what was queued. `attack`: the
    // attack of the owed test the action took, if any (see OwedTest::attack).
    void queue(const QHash<QString, rules::UnitState> &unitsBefore, BattleState &after,
               const QList<Taken> &taken, const QList<rules::PendingTest> &deferred, QStringList &notes,
               int attack = 0) const;

    // After any action: owed tests lapse when their phase or turn is over, and go with a unit that
    // left play; the once-a-phase (or turn) triggers are owed again in the next.
    // `before`: where the turn stood before the action (all settle compares).
    struct Clock {
        int turn = 0;
        int phase = 0;
    };
    void settle(Clock before, BattleState &after, QStringList &notes) const;
    // A card has activated the unit: the tests the ruleset's triggers owe then (a fleeing unit
    // tests again), once each while owed.
    void activated(BattleState &state, const QString &unit, QStringList &notes) const;

    // Where the owed test number `id` is in the queue; -1 if it is not owed.
    static qsizetype indexOf(const BattleState &state, int id);

    // "Morale for 45th Foot (against 12e Léger)".
    QString describe(const BattleState &state, const OwedTest &owed) const;
    // "after Fire: Two or more hits", "left from Fire", for people.
    QString why(const OwedTest &owed) const;
    // Where an owed test is judged on its units as they were when it was owed and they have
    // changed since, what it reads of them then: "1/45e Ligne as it was when this was owed:
    // Casualties 0 (now 1)"; empty otherwise.
    QString judgedAsWas(const BattleState &state, const OwedTest &owed) const;
    // "until the end of the phase" and so on; empty when it never lapses.
    static QString lapseText(OwedTest::Lapse lapse);
    // "phase", "turn" or "" (the command line's JSON).
    static QString lapseId(OwedTest::Lapse lapse);

private:
    const rules::Ruleset &m_rs;
    // The figure one more of a volley's owed follow-ups falls on, those picked already passed over.
    QHash<QString, QString> figuresFor(const BattleState &state, const rules::PendingTest &p,
                                       const rules::FigurePick &pick,
                                       const QHash<QString, QSet<QString>> &picked) const;
    const QHash<QString, QString> &m_options;
};

} // namespace adjutant::battle
