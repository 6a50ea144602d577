// Opening a battle (core/battle/battlefile, livebattle), as show, play, replay, recover and the
// app do.
//   fuzz_battlefile     the input is the battle file; there is no FILE.journal beside it.
//   fuzz_battlejournal  the input is FILE.journal beside an intact fresh battle (the kgcwo demo,
//                       seed 1: what `adjutant-cli new kgcwo kgcwo-demo --seed 1` writes), and
//                       then the same journal with the battle file gone, so it must stand alone.
// Checked besides not crashing: a battle or a reason comes back; a battle that opens can be
// replayed and its journal listed (replay, show --journal); a damaged one, saved as a new
// battle (recover), opens undamaged as the same battle; and on one that is not damaged, an action
// played by a writer (play) is there when the battle is opened again.
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/livebattle.h"
#include "battle/scenario.h"

#include <QFile>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

QString battlePath()
{
    return fuzz::scratch() + QStringLiteral("/battle.adjutant");
}

QString copyPath()
{
    return fuzz::scratch() + QStringLiteral("/recovered.adjutant");
}

void write(const QString &path, const QByteArray &data)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size())
        fuzz::broken("cannot write the scratch files", path);
}

void removeBattle(const QString &path)
{
    for (const QString &p : {path, BattleFile::logPath(path), LiveBattle::lockPath(path)})
        QFile::remove(p);
}

// Every write checked as the app's, without waiting for the disk: the scratch files need not
// survive a power cut, and fsync would make each run a hundred times slower.
class UnsyncedDisk : public DiskWriter
{
public:
    bool sync(QFileDevice &file, QString *error) override
    {
        if (file.flush())
            return true;
        *error = file.errorString();
        return false;
    }
};

UnsyncedDisk &disk()
{
    static UnsyncedDisk d;
    return d;
}

// The battle at `path` opened again: it must be whole and in the state given.
void expectReopens(const QString &path, const QString &hash, const char *what)
{
    const BattleFile::Opened again = BattleFile::open(path);
    if (!again.battle)
        fuzz::broken(what, again.error);
    if (again.damage != BattleFile::Opened::Damage::None)
        fuzz::broken(what, again.warnings.join(QStringLiteral("; ")));
    if (again.battle->stateHash() != hash)
        fuzz::broken(what, QStringLiteral("not the same state"));
}

void openAndUse()
{
    BattleFile::Opened opened = BattleFile::open(battlePath());
    if (!opened.battle) {
        if (opened.error.isEmpty())
            fuzz::broken("a battle refused without a reason");
        return;
    }
    const Battle &battle = *opened.battle;
    (void)battle.replayFromStart(); // replay --verify
    for (const JournalEntry &e : battle.journal()) // show --journal
        (void)Journal::parsed(e);
    (void)battle.stateJson();

    if (opened.damaged()) {
        // recover: what could be kept, as a new battle.
        removeBattle(copyPath());
        const LiveBattle::Opening copy = LiveBattle::create(std::move(opened.battle), copyPath(), disk());
        if (!copy.live)
            fuzz::broken("a recovered battle cannot be saved", copy.error);
        expectReopens(copyPath(), copy.live->battle().stateHash(),
                      "a recovered battle does not reopen whole");
        return;
    }
    // play: a writer takes the battle (cutting off a torn last record) and plays one action.
    opened.battle.reset();
    LiveBattle::Opening writer
        = LiveBattle::open(battlePath(), LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse, disk());
    if (!writer.live)
        return; // refused with a reason (checked above for the same files)
    LiveBattle::Played played = writer.live->play(action::Draw{});
    if (!played.entry)
        played = writer.live->play(action::Next{});
    if (!played.entry)
        return;
    const QString hash = writer.live->battle().stateHash();
    writer.live.reset(); // its lock goes
    expectReopens(battlePath(), hash, "an action played is not there when the battle is opened again");
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
    removeBattle(battlePath());
#ifdef FUZZ_JOURNAL
    write(battlePath(), intactBattle());
    write(BattleFile::logPath(battlePath()), input);
    openAndUse();
    removeBattle(battlePath());
    write(BattleFile::logPath(battlePath()), input);
    openAndUse();
#else
    write(battlePath(), input);
    openAndUse();
#endif
    return 0;
}
