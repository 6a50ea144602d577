#pragma once

#include "packedkey.h"
#include "resolver.h"

#include "dice/facequeue.h"

#include <QHash>

namespace adjutant::rules {

// The set-ups of one search's replays, each worked out once (cascadeLeaves). A search for every
// way a cascade can end resolves it again from its first die for each place it reaches, so the
// tests before that place are set up again and again on the same units. A replay is fixed by its
// faces: the n-th test set up after the same faces were taken is set up on the same situation, so
// it is looked up by that (n and the faces taken) rather than set up again.
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

    // The test's set-up, from an earlier replay at the same place, else worked out and kept.
    TestSetup setup(const QString &testId, const Situation &situation);

private:
    PackedKey placeKey() const;

    const Resolver &m_resolver;
    SetupReplays *m_outer;
    dice::FaceQueue m_queue;
    int m_ordinal = 0;
    QHash<PackedKey, TestSetup> m_setups;
};

} // namespace adjutant::rules
