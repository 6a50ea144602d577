#pragma once

#include "rules/resolver.h"

namespace adjutant::battle {
class Battle;
}

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace adjutant::learn {

// "Why?" after a result: one plain sentence per die and one for the outcome, read from what the
// resolver worked out (its die test, its totals, the faces it judged and the outcome it chose),
// never from a second copy of the rules. "7 + 1 = 8, needed 5: a hit"; "the natural 1 fails
// whatever the modifiers".
class Why
{
    Q_DECLARE_TR_FUNCTIONS(Why)
public:
    // A unit's name by id, for opposed tests ("52nd 9 against 45e 7"); ids are shown without it.
    using NameOf = std::function<QString(const QString &unitId)>;

    // The sentences for one test's result: its dice first, then its outcome.
    static QStringList forResult(const rules::TestResult &result, const NameOf &nameOf = {});
    // The die sentences alone, one per die in the order the faces were read.
    static QStringList forDice(const rules::TestResult &result, const NameOf &nameOf = {});
    // The outcome sentence alone.
    static QString forOutcome(const rules::TestResult &result, const NameOf &nameOf = {});
    // Every step of a resolution, each sentence led by the test's name when there are several.
    static QStringList forResolution(const rules::Resolution &resolution, const NameOf &nameOf = {});
    // A journal entry's test, resolved again from the state before it with its journaled faces
    // (which the battle's replay does anyway): empty for entries that are not one test.
    static QStringList forJournalEntry(const battle::Battle &battle, int seq);
};

} // namespace adjutant::learn
