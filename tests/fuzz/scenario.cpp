// The scenario loader (core/battle/scenario), checked against the built-in ruleset it names, and
// then a battle started from it as `adjutant-cli new` does.
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"
#include "rules/rulesetlibrary.h"

#include <QJsonDocument>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

QList<rules::Ruleset> &builtInRulesets()
{
    static QList<rules::Ruleset> rulesets;
    return rulesets;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    // Loading a ruleset costs far more than a scenario: load them once.
    for (const rules::RulesetLibrary::Entry &e : rules::RulesetLibrary::list()) {
        rules::RulesetLoadResult r = rules::RulesetLoader::loadFile(e.path);
        if (!r.ok())
            fuzz::broken("a built-in ruleset does not load", e.path);
        builtInRulesets().append(*r.ruleset);
    }
    if (builtInRulesets().isEmpty())
        fuzz::broken("no built-in rulesets");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray text = fuzz::bytes(data, size);
    // The ruleset the scenario names, as ScenarioLoader::loadData finds it (else the first).
    const QString wanted = QJsonDocument::fromJson(text).object().value(u"ruleset").toString();
    const rules::Ruleset *ruleset = &builtInRulesets().first();
    for (const rules::Ruleset &rs : builtInRulesets())
        if (rs.id == wanted)
            ruleset = &rs;
    const ScenarioLoadResult loaded = ScenarioLoader::loadData(text, QStringLiteral("fuzz.json"), *ruleset);
    if (!loaded.ok()) {
        if (loaded.errors.isEmpty())
            fuzz::broken("a scenario refused without a reason");
        return 0;
    }
    // What `new` does with it: a battle, its state and the file's JSON.
    const Battle battle(*loaded.scenario, *loaded.ruleset, {}, 1);
    (void)battle.stateJson();
    (void)battle.stateHash();
    (void)BattleFile::toJson(battle);
    return 0;
}
