#include "keptcounts.h"

#include "figures.h"

namespace adjutant::rules {

namespace {

// The very same unit: its figures and fields shared, not only alike, and the rest alike.
bool sameUnit(const UnitState &a, const UnitState &b)
{
    return a.figures.isSharedWith(b.figures) && a.fields.isSharedWith(b.fields) && a.id == b.id
        && a.type == b.type && a.name == b.name && a.removed == b.removed && a.chief == b.chief
        && a.phasing == b.phasing && a.commanders == b.commanders;
}

} // namespace

std::optional<int> KeptCounts::countBehind(const UnitState &unit, const QString &read)
{
    const std::pair<const Figure *, QString> key{unit.figures.constData(), read};
    if (const auto it = m_kept.constFind(key); it != m_kept.constEnd() && sameUnit(it->unit, unit))
        return it->count;
    if (m_kept.size() >= kMost)
        m_kept.clear();
    const std::optional<int> count = Roster::countBehind(m_rs, unit, read);
    m_kept.insert(key, {unit, count});
    return count;
}

} // namespace adjutant::rules
