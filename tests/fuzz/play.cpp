// `adjutant-cli play`: actions applied to a fresh demo battle (core/battle/battle). The input is
// one action per line, e.g.
//   {"kind":"draw"}
//   {"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","faces":[7,2,4,6,3,8]}
// Each line is read as play reads its argument (ActionJson, strictly) and applied, in order, to
// each built-in demo battle. Checked besides not crashing: an action is read or refused with a
// reason, then journaled or refused with a reason, and the journal, written out and read back as
// a battle file would be, rebuilds the same state (nothing acknowledged is lost on the next
// open). FUZZ_SAVE_BATTLES=DIR saves each battle played there, for the battle file seeds.
#include "fuzzsupport.h"

#include "battle/action.h"
#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

constexpr int kMaxActions = 16;

struct Demo {
    Scenario scenario;
    rules::Ruleset ruleset;
};

QList<Demo> &demos()
{
    static QList<Demo> list;
    return list;
}

// The journal as the next open would see it: each entry through its JSON text and back.
QList<JournalEntry> reread(const QList<JournalEntry> &journal)
{
    QList<JournalEntry> out;
    for (const JournalEntry &e : journal) {
        const QByteArray text = QJsonDocument(Journal::toJson(e)).toJson(QJsonDocument::Compact);
        const std::optional<JournalEntry> back = Journal::fromJson(QJsonDocument::fromJson(text).object());
        if (!back)
            fuzz::broken("a journal entry does not read back", QString::fromUtf8(text));
        out.append(*back);
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    const QStringList names = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")});
    for (const QString &name : names) {
        const ScenarioLoadResult loaded = ScenarioLoader::loadFile(u":/scenarios/" + name);
        if (!loaded.ok())
            fuzz::broken("a demo does not load", name);
        demos().append({*loaded.scenario, *loaded.ruleset});
    }
    if (demos().isEmpty())
        fuzz::broken("no demo battles");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    QList<Action> actions;
    for (const QByteArray &line : fuzz::bytes(data, size).split('\n')) {
        if (actions.size() == kMaxActions)
            break;
        // As play reads its argument: only an object can be an action.
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (!doc.isObject())
            continue;
        QString error;
        std::optional<Action> action = ActionJson::read(doc.object(), &error);
        if (!action) {
            if (error.isEmpty())
                fuzz::broken("an action not read, without a reason");
            continue;
        }
        actions.append(std::move(*action));
    }
    if (actions.isEmpty())
        return 0;
    const QByteArray saveTo = qgetenv("FUZZ_SAVE_BATTLES");
    for (const Demo &demo : std::as_const(demos())) {
        Battle battle(demo.scenario, demo.ruleset, {}, 1);
        bool played = false;
        for (const Action &action : std::as_const(actions)) {
            const Battle::Applied applied = battle.apply(action);
            if (!applied.entry && applied.error.isEmpty())
                fuzz::broken("an action refused without a reason");
            played = played || applied.entry.has_value();
        }
        if (!played)
            continue;
        const Battle::ReplayCheck replay = battle.replayFromStart();
        if (!replay.mismatches.isEmpty())
            fuzz::broken("the journal does not replay to the state it recorded",
                         replay.mismatches.join(QStringLiteral("; ")));
        Battle reopened(demo.scenario, demo.ruleset, {}, 1);
        QString error;
        if (!reopened.restore(reread(battle.journal()), &error))
            fuzz::broken("a journal that was played does not restore", error);
        if (reopened.stateHash() != battle.stateHash())
            fuzz::broken("the restored battle is not the one played");
        if (!saveTo.isEmpty()) {
            const QByteArray id = QCryptographicHash::hash(fuzz::bytes(data, size), QCryptographicHash::Sha1)
                                      .toHex()
                                      .left(12);
            QDir().mkpath(QString::fromLocal8Bit(saveTo));
            BattleFile::save(battle,
                             QString::fromLocal8Bit(saveTo) + u'/' + demo.scenario.id + u'-'
                                 + QString::fromLatin1(id) + u".adjutant",
                             &error);
        }
    }
    return 0;
}
