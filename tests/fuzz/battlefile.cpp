// Opening a battle (core/battle/battlefile), as show, play, replay and the app do.
//   fuzz_battlefile     the input is the battle file; there is no FILE.journal beside it.
//   fuzz_battlejournal  the input is FILE.journal beside an intact fresh battle (the kgcwo demo,
//                       seed 1: what `adjutant-cli new kgcwo kgcwo-demo --seed 1` writes), and
//                       then the same journal with the battle file gone, so it must stand alone.
// Checked besides not crashing: a battle or a reason comes back, and a battle that opens can be
// replayed and its journal listed, as `replay` and `show --journal` do.
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"

#include <QFile>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

QString battlePath()
{
    return fuzz::scratch() + QStringLiteral("/battle.adjutant");
}

void write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        fuzz::broken("cannot write the scratch files", path);
}

void openAndUse()
{
    const BattleFile::Opened opened = BattleFile::open(battlePath());
    if (!opened.battle) {
        if (opened.error.isEmpty())
            fuzz::broken("a battle refused without a reason");
        return;
    }
    const Battle &battle = *opened.battle;
    (void)battle.replayFromStart(); // replay --verify
    for (const JournalEntry &e : battle.journal()) // show --journal
        (void)Battle::parsed(e);
    (void)battle.stateJson();
}

#ifdef FUZZ_JOURNAL
QByteArray &intactBattle()
{
    static QByteArray data;
    return data;
}
#endif

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
#ifdef FUZZ_JOURNAL
    const ScenarioLoadResult demo = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    if (!demo.ok())
        fuzz::broken("the kgcwo demo does not load");
    QString error;
    if (!BattleFile::save(Battle(*demo.scenario, *demo.ruleset, {}, 1), battlePath(), &error))
        fuzz::broken("cannot save the intact battle", error);
    QFile file(battlePath());
    if (!file.open(QIODevice::ReadOnly))
        fuzz::broken("cannot read the intact battle back");
    intactBattle() = file.readAll();
#endif
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray input = fuzz::bytes(data, size);
#ifdef FUZZ_JOURNAL
    write(battlePath(), intactBattle());
    write(BattleFile::logPath(battlePath()), input);
    openAndUse();
    QFile::remove(battlePath());
    openAndUse();
#else
    QFile::remove(BattleFile::logPath(battlePath()));
    write(battlePath(), input);
    openAndUse();
#endif
    return 0;
}
