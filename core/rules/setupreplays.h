#pragma once

#include "packedkey.h"
#include "resolver.h"

#include "dice/facequeue.h"

#include <QHash>

#include <functional>

namespace adjutant::rules {

// The set-ups of one search's replays, and what each of their tests did, each worked out once
// (cascadeLeaves). A search for every way a cascade can end resolves it again from its first die
// for each place it reaches, so the tests before that place are set up and resolved again and
// again on the same units. A replay is fixed by its faces: the n-th test set up after the same
// faces were taken is set up on the same situation, so it is looked up by that (n and the faces
// taken) rather than set up again; the n-th test taken after the same faces falls on the same
// figure, and with the same dice of its own does the same to the units, so that is looked up too
// (Resolver::Cascade::take) and only what follows it is worked out again.
//
// While one is open on a thread, the resolver it was opened for takes its set-ups from it
// (Resolver::Cascade); other resolvers, and other threads, are untouched. Replays are begun with
// begin(), which hands out the faces to resolve with; the set-ups are valid only for the cascade
// they were worked out for, so one is opened for one search and closed before its ends are used.
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

    // The test's set-up, from an earlier replay at the same place, else worked out on the
    // situation given and kept.
    TestSetup setup(const QString &testId, const std::function<const Situation &()> &situation);

    // What a test taken did before its dice: the figures it fell on (its pick), and those picked
    // and named still to strike after the pick.
    struct Before {
        QHash<QString, QString> focus;
        QHash<QString, QSet<QString>> picked;
        QHash<QString, QStringList> struckLeft;
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
    PackedKey placeKey() const;
    static PackedKey afterKey(const PackedKey &place, const QList<int> &rolled);

    const Resolver &m_resolver;
    SetupReplays *m_outer;
    dice::FaceQueue m_queue;
    int m_ordinal = 0;
    int m_taken = 0;
    qsizetype m_retaken = 0;
    QHash<PackedKey, TestSetup> m_setups;
    QHash<PackedKey, Before> m_before;
    QHash<PackedKey, After> m_after;
};

} // namespace adjutant::rules
