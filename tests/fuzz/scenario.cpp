// The scenario loader (core/battle/scenario), checked against the built-in ruleset it names, and
// then a battle started from it as `adjutant-cli new` does.
#include "builtinrulesets.h"
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"

#include <QJsonDocument>

using namespace adjutant;
using namespace adjutant::battle;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    fuzz::loadBuiltInRulesets();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray text = fuzz::bytes(data, size);
    // The ruleset the scenario names, as ScenarioLoader::loadData finds it (else the first).
    const QString wanted = QJsonDocument::fromJson(text).object().value(u"ruleset").toString();
    const rules::Ruleset *ruleset = &fuzz::builtInRulesets().first();
    for (const rules::Ruleset &rs : fuzz::builtInRulesets())
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
