// The built-in rulesets, loaded once when a target starts: loading one costs far more than the
// inputs the targets that read against them (scenarios, lists) are made of.
#pragma once

#include "fuzzsupport.h"

#include "rules/rulesetlibrary.h"

#include <QList>

namespace adjutant::fuzz {

inline QList<rules::Ruleset> &builtInRulesets()
{
    static QList<rules::Ruleset> rulesets;
    return rulesets;
}

// For LLVMFuzzerInitialize, after startQt(): a built-in ruleset that does not load is a broken
// build, not a finding.
inline void loadBuiltInRulesets()
{
    for (const rules::RulesetLibrary::Entry &e : rules::RulesetLibrary::list()) {
        rules::RulesetLoadResult r = rules::RulesetLoader::loadFile(e.path);
        if (!r.ok())
            broken("a built-in ruleset does not load", e.path);
        builtInRulesets().append(*r.ruleset);
    }
    if (builtInRulesets().isEmpty())
        broken("no built-in rulesets");
}

} // namespace adjutant::fuzz
