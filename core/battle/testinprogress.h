#pragma once

#include "action.h"

#include "rules/procedure.h"
#include "rules/resolver.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace adjutant::battle {

class Battle;

// The dice of one test (with its follow-ups) or of one procedure (a charge to the end of its
// melee) as the players enter them, before the battle journals it: the faces so far and where
// each came from, the die wanted next, the triggered tests the umpire passed over, a re-roll
// under way, and whether it has been applied. The rest of the setup (the target, the ticks, the
// response) is the caller's: it hands over the resolve action without faces, and on submit gets
// back the action to propose to the battle. A plain value with no QObject, so the test sheet, the
// charge flow and a host for other screens each keep one; every step that reads the rules takes
// the battle as it is at that moment.
class TestInProgress
{
    Q_DECLARE_TR_FUNCTIONS(TestInProgress)
public:
    // What the dice are for (a test, or a procedure with its response: the resolve action without
    // faces), and whether it is ready for dice (its target, its response, allowed); the chain is
    // worked out again as far as the faces entered go. Not ready: no die is wanted.
    void setUp(const Battle *battle, const action::Resolve &setup, bool ready);
    // The chain worked out again with the setup given last (the battle may have changed).
    void resolve(const Battle *battle);
    // Back to no dice: the faces, the tests passed over, the error and the applied entry are
    // forgotten; a re-roll under way stays (it is what the new dice are for).
    void clearDice(const Battle *battle);
    // The dice of a test kept under way (TestUnderWay) entered again, as they were.
    void restore(const Battle *battle, const action::Resolve &kept);

    bool isProcedure() const { return !m_setup.procedure.isEmpty(); }
    const action::Resolve &setup() const { return m_setup; }
    const QList<int> &faces() const { return m_faces; }
    const QList<FaceSource> &sources() const { return m_sources; }
    const QStringList &skipped() const { return m_skipped; }
    QString facesText() const; // "7 2 10"
    bool started() const { return !m_faces.isEmpty(); }
    // A die is wanted; once applied nothing more is asked for (what was not rolled is owed).
    bool waiting() const { return m_wantedSides > 0 && !m_applied; }
    // The size of the die the rules ask for next, or 0.
    int wantedSides() const { return m_wantedSides; }
    // The die in hand for it: a d10 where the ruleset reads the d5 it asks for off a d10.
    int dieInHand(const Battle *battle) const;
    // How many faces the finished steps used: those past it are the waiting test's.
    int facesUsed() const { return isProcedure() ? m_run.facesUsed : m_resolution.facesUsed; }
    // A single test's chain, or a procedure's run, as far as the faces go.
    const rules::Resolution &resolution() const { return m_resolution; }
    const rules::ProcedureRun &run() const { return m_run; }
    // The faces entered finish it: nothing waits and the rules find nothing wrong.
    bool complete() const;
    bool applied() const { return m_applied; }
    int appliedSeq() const { return m_appliedSeq; }
    QString error() const { return m_error; }
    void setError(const QString &error) { m_error = error; }

    // A face read off the die in hand (0 on a d10 is its ten), read as the rules' die. False,
    // with the error set, when no die is wanted or the die in hand has no such face.
    bool enterFace(const Battle *battle, int typed);
    // The last face taken back, or with none the last test passed over; false: nothing to take.
    bool takeBackLast(const Battle *battle);
    // Every die still wanted rolled with `rollDie` (sides → face), each as the chain asks for it
    // (follow-ups depend on earlier results).
    void roll(const Battle *battle, const std::function<int(int sides)> &rollDie);
    // The procedure's triggered test waiting may be passed over by the umpire: only before its
    // first die.
    bool canSkip(const Battle *battle) const;
    bool skipPending(const Battle *battle);
    // What is rolled may be applied now, the follow-ups (a procedure's triggered tests) still to
    // roll owed to the battle's queue instead.
    bool canOweRest(const Battle *battle) const;

    // The officer's re-roll the new dice are for: applied as the re-roll of that entry.
    void setReroll(const action::Reroll &reroll) { m_reroll = reroll; }
    void forgetReroll() { m_reroll.reset(); }
    const std::optional<action::Reroll> &reroll() const { return m_reroll; }

    // The action to propose: the setup with the faces and their sources, the tests passed over,
    // and the re-roll under way unless the rest is owed.
    action::Resolve submission(bool oweTheRest) const;
    // The battle took the submission as journal entry `seq`.
    void submitted(int seq, bool owedTheRest);
    // A setup (the resolve action without faces) with the dice entered so far: what is kept
    // beside the journal (TestUnderWay) while it is under way.
    action::Resolve withDice(action::Resolve setup) const;
    // The applied entry undone (or redone) in the battle's journal: the dice shown as they were
    // before Apply (or applied again). True when that changed anything.
    bool followJournal(const Battle *battle);

private:
    action::Resolve m_setup;
    bool m_ready = false;
    QList<int> m_faces;
    QList<FaceSource> m_sources; // each face's origin: typed, or rolled by the app
    QStringList m_skipped; // a procedure's step paths the umpire passed over
    int m_wantedSides = 0;
    rules::Resolution m_resolution;
    rules::ProcedureRun m_run;
    bool m_applied = false;
    int m_appliedSeq = -1; // the journal entry it became
    QString m_error;
    std::optional<action::Reroll> m_reroll;
};

} // namespace adjutant::battle
