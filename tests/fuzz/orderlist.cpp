// The order-of-battle list reader (core/battle/orderofbattlelist): a list or CSV as a file holds
// it, read against each built-in ruleset in turn (a list names no ruleset), and whatever it
// reads started as a battle as `adjutant-cli import` and `new` would.
#include "builtinrulesets.h"
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/orderofbattlelist.h"
#include "battle/scenario.h"

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
    // The bytes as a file holds them: the encoding is found as import finds it (UTF-16 by its
    // byte-order mark, Windows-1252 with a warning).
    const QByteArray bytes = fuzz::bytes(data, size);
    for (const rules::Ruleset &rs : fuzz::builtInRulesets()) {
        const ListReadResult read = OrderOfBattleList::readFile(bytes, QStringLiteral("fuzz.txt"), rs);
        for (const json::FileError &w : read.warnings)
            if (w.message.isEmpty() || w.line < 1)
                fuzz::broken("a warning that names no line or says nothing");
        if (!read.ok()) {
            if (read.errors.isEmpty())
                fuzz::broken("a list refused without a reason");
            (void)read.messages();
            continue;
        }
        if (read.json.isEmpty())
            fuzz::broken("a list read into a scenario without its file's contents");
        // What the reader wrote must load as the scenario file it is saved as.
        const ScenarioLoadResult again
            = ScenarioLoader::loadObject(read.json, QStringLiteral("fuzz.json"), rs);
        if (!again.ok())
            fuzz::broken("a list read into a scenario file that does not load",
                         again.errors.isEmpty() ? QString() : again.errors.first().toString());
        const Battle battle(*read.scenario, rs, {}, 1);
        (void)battle.stateJson();
        (void)BattleFile::toJson(battle);
    }
    return 0;
}
