#pragma once

#include "packedkey.h"
#include "resolver.h"

#include "dice/facequeue.h"

#include <QHash>

namespace adjutant::rules {

// What each test of one search's replays did, each worked out once (cascadeLeaves). A search for
// every way a cascade can end resolves it again from its first die for each place it reaches, so
// the tests before that place are set up and resolved again and again on the same units. A
// replay is fixed by its faces: the n-th test taken after the same faces were taken falls on the
// same figure and is set up on the same situation, and with the same dice of its own does the
// same to the units, so both are looked up by that (n and the faces taken) rather than worked out
// again (Resolver::Cascade::take), and only what follows it is.
//
// While one is open on a thread, the resolver it was opened for takes its tests from it
// (Resolver::Cascade); other resolvers, and other threads, are untouched. Replays are begun with
// begin(), which hands out the faces to resolve with; what is kept is valid only for the cascade
// it was worked out for, so one is opened for one search and closed before its ends are used.
class SetupReplays
{
public:
    explicit SetupReplays(const Resolver &resolver);
    ~SetupReplays();
    Q_DISABLE_COPY_MOVE(SetupReplays)

    // Starts a replay on these faces; the supplier it returns stays valid until the next begin().
    dice::FaceSupplier begin(const QList<int> &faces);

    // The one open on this thread for this resolver, if any.
    static SetupReplays *openFor(const Resolver &resolver);

    // What a test taken did before its dice: the figures it fell on (its pick), those picked and
    // named still to strike after the pick, and its set-up.
    struct Before {
        QHash<QString, QString> focus;
        QHash<QString, QSet<QString>> picked;
        QHash<QString, QStringList> struckLeft;
        TestSetup setup;
    };
    // What it did with its own dice: its result, its roles with the winner and loser, how its
    // dice fell and the units after its effects. Kept only where its effects took no dice of
    // their own (a table's roll) and reported nothing wrong.
    struct After {
        TestResult result;
        QHash<QString, QString> roles;
        int successes = 0;
        int failures = 0;
        const Outcome *outcome = nullptr;
        UnitTable units;
    };
    // The place of the next test taken in this replay (how many were taken before it, and the
    // faces taken): what it did there before and after its dice is kept under it, up to
    // kMaxKept places each (past that, a search's replays work them out again).
    static constexpr qsizetype kMaxKept = 1 << 13;
    PackedKey nextTest();
    const Before *before(const PackedKey &place) const;
    void keepBefore(const PackedKey &place, Before before);
    const After *after(const PackedKey &place, const QList<int> &rolled);
    void keepAfter(const PackedKey &place, const QList<int> &rolled, After after);
    // The faces taken so far in this replay.
    qsizetype facesTaken() const { return m_queue.used(); }
    // Of the tests taken in this replay, those taken again from what an earlier one kept.
    qsizetype testsRetaken() const { return m_retaken; }

private:
    static PackedKey afterKey(const PackedKey &place, const QList<int> &rolled);

    const Resolver &m_resolver;
    SetupReplays *m_outer;
    dice::FaceQueue m_queue;
    int m_taken = 0;
    qsizetype m_retaken = 0;
    QHash<PackedKey, Before> m_before;
    QHash<PackedKey, After> m_after;
};

} // namespace adjutant::rules
