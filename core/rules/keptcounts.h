#pragma once

#include "ruleset.h"
#include "situation.h"

#include <QHash>
#include <QString>

#include <optional>

namespace adjutant::rules {

// The count behind a flag total of a unit (Roster::countBehind), kept while the unit's figures
// and fields are the very ones it was worked out from. The exact odds look up states that are
// copies of the one before with one step's changes: a unit the step left alone shares its
// figures and fields with the unit before (implicit sharing), and its counts, the costliest reads
// of a lookup (a condition on every figure), are not worked out again. What is kept holds them
// shared, so that neither can change in place while kept; at most kMost are kept, the oldest let
// go first by starting afresh.
class KeptCounts
{
public:
    explicit KeptCounts(const Ruleset &rs) : m_rs(rs) { }
    std::optional<int> countBehind(const UnitState &unit, const QString &read);
    static constexpr qsizetype kMost = 1024;

private:
    struct Kept {
        UnitState unit;
        std::optional<int> count;
    };
    const Ruleset &m_rs;
    QHash<std::pair<const Figure *, QString>, Kept> m_kept; // by the figures' data and the read
};

} // namespace adjutant::rules
