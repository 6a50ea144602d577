// Battle: moving a battle onto other rules of its ruleset (action::UpdateRules), the umpire's
// explicit choice, journaled and undone like any entry.
#include "battle.h"
#include "rulesfit.h"
#include "text/punctuation.h"

#include "rules/rulesetcopy.h"

namespace adjutant::battle {

const Battle::Rules *Battle::rulesMovedOnto(const action::UpdateRules &a, QString *error) const
{
    // Back onto the rules the battle was begun under: they are at hand.
    if (a.to.sha256 == m_begunUnder->ruleset.sha256)
        return m_begunUnder.get();
    if (const auto it = m_rules.constFind(a.to.sha256); it != m_rules.cend())
        return it->get();
    rules::RulesetLoadResult copy
        = rules::RulesetCopy::unpack(a.copy, a.to.sha256, tr("the copy of %1 %2").arg(a.to.id, a.to.version));
    if (!copy.ok()) {
        *error = copy.errors.isEmpty() ? tr("its copy of the new rules does not load")
                                       : copy.errors.first().toString();
        return nullptr;
    }
    if (copy.ruleset->id != a.to.id || copy.ruleset->version != a.to.version) {
        *error = tr("its copy of the new rules is %1 %2, not %3 %4")
                     .arg(copy.ruleset->id, copy.ruleset->version, a.to.id, a.to.version);
        return nullptr;
    }
    auto rules
        = std::make_shared<const Rules>(m_scenario, std::move(*copy.ruleset), m_optionsInForce, a.copy);
    m_rules.insert(a.to.sha256, rules);
    return rules.get();
}

bool Battle::updateRules(const action::UpdateRules &a, BattleState &state, QStringList &notes,
                         QString *summary, QString *error) const
{
    const rules::Ruleset &from = rulesetIn(state);
    const rules::RulesetPin now = rules::RulesetPin::of(from);
    if (a.isAsked()) {
        *error = tr("say which rules to move onto (adjutant-cli play and the app take the library's)");
        return false;
    }
    if (a.from != now) {
        // An entry replays only onto the rules it was made under.
        *error = tr("the rules in force are %1 %2, not the %3 %4 this update moves from")
                     .arg(now.id, now.version, a.from.id, a.from.version);
        return false;
    }
    if (a.to.sha256 == now.sha256) {
        *error = tr("the battle is under these very rules already (%1 %2)").arg(now.id, now.version);
        return false;
    }
    const Rules *to = rulesMovedOnto(a, error);
    if (!to)
        return false;
    const RulesFit::Verdict fit = RulesFit::judge(state, from, to->ruleset, m_optionsInForce);
    if (!fit.fits()) {
        *error = tr("the battle as it stands does not fit %1 %2: %3")
                     .arg(a.to.id, a.to.version, fit.misfits.join(text::Punctuation::semicolon()));
        return false;
    }
    state.rules = to == m_begunUnder.get() ? QString() : a.to.sha256;
    notes.append(fit.notes);
    *summary = tr("Umpire: rules updated from %1 to %2; play goes on from the state as it stands")
                   .arg(a.from.versionBeside(a.to), a.to.versionBeside(a.from));
    return true;
}

} // namespace adjutant::battle
