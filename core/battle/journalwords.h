#pragma once

#include "battlestate.h"

#include "rules/resolver.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace adjutant::battle {

// The journal's words for a test taken or a procedure run: who did what to whom and what came of
// it, each in one whole phrase a translator can reorder ("Fire: 1/52nd Foot at 6e Léger — 2 hits
// [7 3 9]"), then what changed on the units ("6e Léger: Casualties 0 → 1"), never the markers the
// rules keep for themselves. The journal's text is for people: a battle replays from its actions,
// and an entry written by an earlier build keeps the words it was written with.
class JournalWords
{
    Q_DECLARE_TR_FUNCTIONS(JournalWords)
public:
    // `before`: the units the action touched, as they stood before it (the others did not change).
    JournalWords(const rules::Ruleset &ruleset, const QHash<QString, rules::UnitState> &before,
                 const BattleState &after)
        : m_rs(ruleset), m_before(before), m_after(after)
    { }

    // What one test came to: "2 hits", "Holds", "3 hits" (a table's result in the ruleset's words).
    static QString result(const rules::TestResult &test);
    // The test that began it all, with its target: "Fire: 1/52nd Foot at 6e Léger — 2 hits [7 3 9]".
    QString lead(const rules::TestResult &test) const;
    // A test that followed from another: "Save a hit: 6e Léger — Casualty [2]".
    QString followUp(const rules::TestResult &test) const;
    // A procedure run: "Charge: Scots Greys at 45e Ligne, who stand — Charger won the melee".
    QString procedure(const QString &name, const QString &actor, const QString &target,
                      const QString &response, const QString &ending) const;
    // What changed on the units between before and after, net, unit by unit: "6e Léger: Casualties
    // 0 → 1", "6e Léger is removed from play". Markers the rules keep (Field::bookkeeping) are left out.
    // The units named in `first` come first, in that order.
    QStringList changes(const QStringList &first) const;

private:
    QString name(const QString &unitId) const;
    const rules::Ruleset &m_rs;
    const QHash<QString, rules::UnitState> &m_before;
    const BattleState &m_after;
};

} // namespace adjutant::battle
