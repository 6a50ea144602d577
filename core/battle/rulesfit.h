#pragma once

#include "battlestate.h"

#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace adjutant::battle {

// Whether a battle as it stands can go on under other rules of its ruleset (an update of the
// rules, action::UpdateRules), and what the change brings. "As it stands" is taken literally:
// every unit keeps its type and every value it holds, the deck or the point in the turn stays
// where it is, the tests owed stay owed. So each of those must mean something under the new rules
// (a unit type, field, step, choice, card, phase, test, trigger or table they still have, a value
// within their bounds, an option they still offer); where one does not, the update is refused
// and that is said. What the new rules add (a field, an option) starts at its default.
class RulesFit
{
    Q_DECLARE_TR_FUNCTIONS(RulesFit)
public:
    struct Verdict {
        QStringList misfits; // why the state does not fit, in words; empty when it does
        QStringList notes; // what the new rules bring to the table, in words
        bool fits() const { return misfits.isEmpty(); }
    };
    // `options`: the readings in force (chosen, else the scenario's).
    static Verdict judge(const BattleState &state, const rules::Ruleset &from, const rules::Ruleset &to,
                         const QHash<QString, QString> &options);
    // At most this many misfits are named; the rest are counted.
    static constexpr int kMisfitsNamed = 6;

private:
    static void judgeTurn(const BattleState &state, const rules::Ruleset &from, const rules::Ruleset &to,
                          QStringList &misfits);
    static void judgeUnits(const BattleState &state, const rules::Ruleset &to, QStringList &misfits);
    static void judgeOwed(const BattleState &state, const rules::Ruleset &to, QStringList &misfits);
};

} // namespace adjutant::battle
