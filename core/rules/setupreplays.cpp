#include "setupreplays.h"

namespace adjutant::rules {

namespace {
thread_local SetupReplays *t_open = nullptr;
}

SetupReplays::SetupReplays(const Resolver &resolver) : m_resolver(resolver), m_outer(t_open)
{
    t_open = this;
}

SetupReplays::~SetupReplays()
{
    t_open = m_outer;
}

dice::FaceSupplier SetupReplays::begin(const QList<int> &faces)
{
    m_queue = dice::FaceQueue(faces);
    m_taken = 0;
    m_retaken = 0;
    return m_queue.supplier();
}

// Open for one cascadeLeaves call, under the one log of fields read (FieldReads) that encloses it:
// a test taken again from what is kept here notes no reads, as those it read are in that log.
SetupReplays *SetupReplays::openFor(const Resolver &resolver)
{
    for (SetupReplays *open = t_open; open; open = open->m_outer)
        if (&open->m_resolver == &resolver)
            return open;
    return nullptr;
}

PackedKey SetupReplays::nextTest()
{
    PackedKey key;
    key.mark('t').number(m_taken++);
    for (qsizetype i = 0; i < m_queue.used(); ++i)
        key.number(m_queue.faces().at(i));
    return key;
}

const SetupReplays::Before *SetupReplays::before(const PackedKey &place) const
{
    const auto known = m_before.constFind(place);
    return known == m_before.constEnd() ? nullptr : &*known;
}

void SetupReplays::keepBefore(const PackedKey &place, Before before)
{
    if (m_before.size() < kMaxKept)
        m_before.emplace(place, std::move(before));
}

PackedKey SetupReplays::afterKey(const PackedKey &place, const QList<int> &rolled)
{
    PackedKey key = place;
    key.mark('|');
    for (const int face : rolled)
        key.number(face);
    return key;
}

const SetupReplays::After *SetupReplays::after(const PackedKey &place, const QList<int> &rolled)
{
    const auto known = m_after.constFind(afterKey(place, rolled));
    if (known == m_after.constEnd())
        return nullptr;
    ++m_retaken;
    return &*known;
}

void SetupReplays::keepAfter(const PackedKey &place, const QList<int> &rolled, After after)
{
    if (m_after.size() < kMaxKept)
        m_after.emplace(afterKey(place, rolled), std::move(after));
}

} // namespace adjutant::rules
