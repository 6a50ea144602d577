// A battle carries the rules it was played with (BattleRules): whatever becomes of the ruleset
// files around it — a built-in ruleset whose content changed under the same version, a club's
// house rules with one number changed and the id and version kept, house rules edited or
// deleted — it opens, replays and plays on as it was played. Moving onto other rules is the
// umpire's entry (update-rules), journaled with its own copy of the new rules, undone, redone and
// replayed like any other, and refused when the battle as it stands does not fit them. A damaged
// copy is named as such, never read as other rules.
//
// The rules changed here are KGCWO's with one number altered: a hit is saved on 9 or more rather
// than 5. The fire played under them (three hits, saves of 6, 6 and 6) costs three casualties;
// under the built-in rules the saves hold.
#include "battle/battlefile.h"
#include "battle/battlerules.h"
#include "battle/livebattle.h"
#include "rules/rulesetcopy.h"
#include "rules/rulesetlibrary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

class TestBattleRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void aBattleOpensAsPlayedWhateverTheFilesAround_data();
    void aBattleOpensAsPlayedWhateverTheFilesAround();
    void aBattleSavedBeforeIgnoresHouseRulesOfItsVersion();
    void updateRulesIsJournaledUndoneRedoneAndReplayed();
    void aSnapshotUnderUpdatedRulesKeepsThem();
    void anUpdateToTheSameRulesIsRefused();
    void anUpdateTheStateDoesNotFitIsRefused();
    void aDamagedCopyIsNamed_data();
    void aDamagedCopyIsNamed();

private:
    QString houseFile(const QString &name) const { return m_house->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_house;
    std::unique_ptr<QTemporaryDir> m_battles;
};

namespace {

// At 4", the musket's standard range; out of the deck's turn by the umpire's leave, as these tests
// are of the rules a battle keeps, not of who acts when (tst_restrictions).
const QString kFire = u"{\"kind\":\"resolve\",\"test\":\"fire\",\"actor\":\"52nd\",\"target\":\"45e-1\","
                      "\"distance\":4,\"faces\":[9,9,9,6,6,6],\"override\":\"the rules kept are tested\"}"_qs;

Action act(const QString &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        qFatal("bad action in the test: %s", qPrintable(error));
    return *a;
}

QByteArray builtInKgcwo()
{
    QFile f(QStringLiteral(":/rulesets/kgcwo.json"));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// KGCWO with its save at `saveOn` and at `version` (the built-in one's when empty).
QByteArray kgcwoWith(int saveOn, const QString &version = {})
{
    QJsonObject o = QJsonDocument::fromJson(builtInKgcwo()).object();
    QJsonArray tests = o.value(u"tests").toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject t = tests.at(i).toObject();
        if (t.value(u"id").toString() == u"save-hit")
            t.insert(u"atLeast"_qs, saveOn);
        tests[i] = t;
    }
    o.insert(u"tests"_qs, tests);
    if (!version.isEmpty())
        o.insert(u"version"_qs, version);
    return QJsonDocument(o).toJson();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::unique_ptr<Battle> demoUnder(const QByteArray &rules)
{
    const RulesetLoadResult rs = RulesetLoader::loadData(rules, u"kgcwo.json"_qs);
    if (!rs.ok())
        qFatal("the test's rules do not load: %s", qPrintable(rs.errors.value(0).toString()));
    const ScenarioLoadResult sc = ScenarioLoader::loadData(read(u":/scenarios/kgcwo-demo.json"_qs),
                                                           u"kgcwo-demo.json"_qs, *rs.ruleset);
    if (!sc.ok())
        qFatal("the demo does not load");
    return std::make_unique<Battle>(*sc.scenario, *rs.ruleset, QHash<QString, QString>(), 7);
}

// A battle file's header: its first line, up to where the journal starts.
QJsonObject headerOf(const QByteArray &text)
{
    QByteArray first = text.contains('\n') ? text.left(text.indexOf('\n')) : text;
    first.chop(qsizetype(sizeof("\"journal\":[") - 1));
    QJsonObject o = QJsonDocument::fromJson(first + "\"x\":0}").object();
    o.remove(u"x"_qs);
    return o;
}

int casualties(const Battle &b, const QString &unit)
{
    return b.state().units.value(unit).fields.value(u"casualties"_qs).toInt();
}

} // namespace

void TestBattleRules::init()
{
    m_house = std::make_unique<QTemporaryDir>();
    m_battles = std::make_unique<QTemporaryDir>();
    qputenv("ADJUTANT_RULESETS_DIR", QFile::encodeName(m_house->path()));
}

void TestBattleRules::cleanup()
{
    qunsetenv("ADJUTANT_RULESETS_DIR");
}

void TestBattleRules::aBattleOpensAsPlayedWhateverTheFilesAround_data()
{
    QTest::addColumn<int>("begunSavingOn"); // the rules the battle was played under
    QTest::addColumn<bool>("begunUnderHouseRules"); // from a file in the user's folder, else loaded elsewhere
    QTest::addColumn<int>(
        "houseSavesOnAfter"); // the house file afterwards, at the same id and version; 0: none
    QTest::addColumn<QString>("source"); // where its rules come from when it opens again
    QTest::addColumn<int>("casualtiesAfter");

    // Built-in KGCWO changed content under its version since the battle: its own copy.
    QTest::newRow("built-in-changed-same-version") << 9 << false << 0 << "its copy of kgcwo" << 3;
    // House rules edited since (the same id and version, another number), or deleted.
    QTest::newRow("house-rules-edited") << 9 << true << 7 << "its copy of kgcwo" << 3;
    QTest::newRow("house-rules-deleted") << 9 << true << 0 << "its copy of kgcwo" << 3;
    QTest::newRow("house-rules-unchanged") << 9 << true << 9 << "HOUSE/kgcwo.json" << 3;
    // Begun under the built-in rules; a club's copy with one number changed, the id and version
    // kept, appears in the user's folder: the battle stays under the built-in rules.
    QTest::newRow("house-rules-beside-built-in") << 5 << false << 9 << "rulesets/kgcwo.json" << 0;
}

void TestBattleRules::aBattleOpensAsPlayedWhateverTheFilesAround()
{
    QFETCH(int, begunSavingOn);
    QFETCH(bool, begunUnderHouseRules);
    QFETCH(int, houseSavesOnAfter);
    QFETCH(QString, source);
    QFETCH(int, casualtiesAfter);
    const QByteArray rules = begunSavingOn == 5 ? builtInKgcwo() : kgcwoWith(begunSavingOn);
    if (begunUnderHouseRules)
        write(houseFile(u"kgcwo.json"_qs), rules);
    const QString path = m_battles->filePath(u"ridge.adjutant"_qs);
    QString hash;
    {
        LiveBattle::Opening created = LiveBattle::create(demoUnder(rules), path);
        QVERIFY2(created.live, qPrintable(created.error));
        const LiveBattle::Played played = created.live->play(act(kFire));
        QVERIFY2(played.entry, qPrintable(played.error));
        QCOMPARE(casualties(created.live->battle(), u"45e-1"_qs), casualtiesAfter);
        hash = created.live->battle().stateHash();
    }
    QFile::remove(houseFile(u"kgcwo.json"_qs));
    if (houseSavesOnAfter > 0)
        write(houseFile(u"kgcwo.json"_qs), kgcwoWith(houseSavesOnAfter));
    // The app, adjutant-cli show and play all open it so: read-only and as its writer.
    for (const auto access : {LiveBattle::Access::ReadOnly, LiveBattle::Access::Write}) {
        LiveBattle::Opening opened = LiveBattle::open(path, access, LiveBattle::OnDamage::Refuse);
        QVERIFY2(opened.live, qPrintable(opened.error));
        QVERIFY2(opened.warnings.isEmpty(), qPrintable(opened.warnings.join(u'\n')));
        const Battle &b = opened.live->battle();
        QVERIFY2(b.ruleset().source.contains(QString(source).replace(u"HOUSE"_qs, m_house->path())),
                 qPrintable(b.ruleset().source));
        QCOMPARE(b.ruleset().version, u"1.5.0"_qs);
        QCOMPARE(casualties(b, u"45e-1"_qs), casualtiesAfter);
        QCOMPARE(b.stateHash(), hash);
        QCOMPARE(b.replayFromStart().mismatches, QStringList());
    }
}

void TestBattleRules::aBattleSavedBeforeIgnoresHouseRulesOfItsVersion()
{
    // A battle saved before battles kept their rules (KGCWO 1.3.0) and a club's copy of KGCWO
    // 1.3.0 with one number changed: the battle opens under Adjutant's own 1.3.0, as played, and
    // the user is told their file was not used.
    QJsonObject old = QJsonDocument::fromJson(read(u":/rulesets/earlier/kgcwo-1.3.0.json"_qs)).object();
    QJsonArray tests = old.value(u"tests").toArray();
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QJsonObject t = tests.at(i).toObject();
        if (t.value(u"id").toString() == u"save-hit")
            t.insert(u"atLeast"_qs, 9);
        tests[i] = t;
    }
    old.insert(u"tests"_qs, tests);
    write(houseFile(u"club.json"_qs), QJsonDocument(old).toJson());
    const BattleFile::Opened opened = BattleFile::open(QStringLiteral(EARLIER_BATTLES "/kgcwo-1.3.0.battle"));
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.battle->ruleset().source.endsWith(u"earlier/kgcwo-1.3.0.json"));
    QCOMPARE(opened.warnings.size(), 1);
    QVERIFY2(
        opened.warnings.first().contains(u"club.json has the id and version of Adjutant's own kgcwo 1.3.0"),
        qPrintable(opened.warnings.first()));
    QCOMPARE(opened.battle->state().units.value(u"45e-1"_qs).fields.value(u"casualties"_qs).toInt(), 2);
    QCOMPARE(opened.battle->replayFromStart().mismatches, QStringList());
}

void TestBattleRules::updateRulesIsJournaledUndoneRedoneAndReplayed()
{
    const QString path = m_battles->filePath(u"ridge.adjutant"_qs);
    {
        LiveBattle::Opening created = LiveBattle::create(demoUnder(builtInKgcwo()), path);
        QVERIFY(created.live);
        QVERIFY(created.live->play(act(u"{\"kind\":\"draw\"}"_qs)).entry);
    }
    // The library has newer rules of the battle's ruleset: the umpire's house rules at 1.6.0.
    write(houseFile(u"kgcwo.json"_qs), kgcwoWith(9, u"1.6.0"_qs));
    LiveBattle::Opening opened
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(opened.live, qPrintable(opened.error));
    LiveBattle &live = *opened.live;
    // Nothing moved on opening: the battle is under 1.5.0 until the umpire says otherwise.
    QCOMPARE(live.battle().ruleset().version, u"1.5.0"_qs);
    QString error;
    const std::optional<Ruleset> other = BattleRules::otherInLibrary(live.battle(), &error);
    QVERIFY(other);
    QCOMPARE(BattleRules::changeText(live.battle().ruleset(), *other),
             u"King George Commands and We Obey 1.5.0 → 1.6.0"_qs);
    const QString before = live.battle().stateHash();

    const LiveBattle::Played update = live.play(act(u"{\"kind\":\"update-rules\"}"_qs));
    QVERIFY2(update.entry, qPrintable(update.error));
    QCOMPARE(update.entry->summary,
             u"Umpire: rules updated from 1.5.0 to 1.6.0; play goes on from the state as it stands"_qs);
    const QJsonObject journaled = ActionJson::write(update.entry->action);
    QCOMPARE(journaled.value(u"kind").toString(), u"update-rules"_qs);
    QCOMPARE(journaled.value(u"from").toObject().value(u"version").toString(), u"1.5.0"_qs);
    QCOMPARE(journaled.value(u"to").toObject().value(u"sha256").toString(), other->sha256);
    QVERIFY(!journaled.value(u"copy").toString().isEmpty());
    QCOMPARE(live.battle().ruleset().version, u"1.6.0"_qs);
    QVERIFY(live.battle().stateHash() != before); // the rules in force are part of the state
    // Play goes on under them: the saves of 6 fail now.
    QVERIFY(live.play(act(kFire)).entry);
    QCOMPARE(casualties(live.battle(), u"45e-1"_qs), 3);
    const QString played = live.battle().stateHash();

    // Undone, the battle is back under the rules it was pinned to; redone, under the new ones.
    QVERIFY(live.play(act(u"{\"kind\":\"undo\"}"_qs)).entry);
    QVERIFY(live.play(act(u"{\"kind\":\"undo\"}"_qs)).entry);
    QCOMPARE(live.battle().ruleset().version, u"1.5.0"_qs);
    QCOMPARE(live.battle().stateHash(), before);
    QVERIFY(live.play(act(u"{\"kind\":\"redo\"}"_qs)).entry);
    QCOMPARE(live.battle().ruleset().version, u"1.6.0"_qs);
    QVERIFY(live.play(act(u"{\"kind\":\"redo\"}"_qs)).entry);
    QCOMPARE(live.battle().stateHash(), played);
    opened.live.reset();

    // Replayed from its files alone, the house rules gone: the entry brings its own copy.
    QFile::remove(houseFile(u"kgcwo.json"_qs));
    const BattleFile::Opened again = BattleFile::open(path);
    QVERIFY2(again.battle, qPrintable(again.error));
    QVERIFY2(again.warnings.isEmpty(), qPrintable(again.warnings.join(u'\n')));
    QCOMPARE(again.battle->ruleset().version, u"1.6.0"_qs);
    QCOMPARE(again.battle->rulesBegunUnder().version, u"1.5.0"_qs);
    QCOMPARE(again.battle->stateHash(), played);
    const Battle::ReplayCheck check = again.battle->replayFromStart();
    QCOMPARE(check.mismatches, QStringList());
    QCOMPARE(check.hash, played);
}

void TestBattleRules::aSnapshotUnderUpdatedRulesKeepsThem()
{
    // Past a checkpoint after the update, the battle file's snapshot is under the new rules and
    // keeps a copy of them: opening starts there without reading the update's entry.
    const QString path = m_battles->filePath(u"long.adjutant"_qs);
    LiveBattle::Opening created = LiveBattle::create(demoUnder(builtInKgcwo()), path);
    QVERIFY(created.live);
    write(houseFile(u"kgcwo.json"_qs), kgcwoWith(9, u"1.6.0"_qs));
    QVERIFY(created.live->play(act(u"{\"kind\":\"update-rules\"}"_qs)).entry);
    for (int i = 0; i < int(Journal::kCheckpointEvery) + 2; ++i)
        QVERIFY(created.live
                    ->play(act(
                        u"{\"kind\":\"set\",\"unit\":\"52nd\",\"field\":\"casualties\",\"value\":%1}"_qs.arg(
                            i % 3)))
                    .entry);
    QString error;
    QVERIFY(created.live->fold(&error));
    const QString hash = created.live->battle().stateHash();
    created.live.reset();
    QFile::remove(houseFile(u"kgcwo.json"_qs));
    const QJsonObject head = headerOf(read(path));
    QVERIFY(head.value(u"snapshot").toObject().contains(u"rulesCopy"));
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.battle->ruleset().version, u"1.6.0"_qs);
    QCOMPARE(opened.battle->stateHash(), hash);
    // The entry that brought the rules was never read: it is still as it came from the file.
    QVERIFY(opened.battle->journal().first().isRaw());
}

void TestBattleRules::anUpdateToTheSameRulesIsRefused()
{
    const QString path = m_battles->filePath(u"ridge.adjutant"_qs);
    LiveBattle::Opening created = LiveBattle::create(demoUnder(builtInKgcwo()), path);
    QVERIFY(created.live);
    const LiveBattle::Played refused = created.live->play(act(u"{\"kind\":\"update-rules\"}"_qs));
    QVERIFY(!refused.entry);
    QCOMPARE(refused.error, u"the library's kgcwo is the very rules the battle is played under (1.5.0)"_qs);
    QCOMPARE(created.live->battle().journal().size(), 0);
}

void TestBattleRules::anUpdateTheStateDoesNotFitIsRefused()
{
    // KGCWO 1.6.0 without the quality D, which the 45e's second battalion fires at: the battle as
    // it stands has no meaning under them, and the umpire is told so, with nothing journaled.
    QJsonObject o = QJsonDocument::fromJson(kgcwoWith(5, u"1.6.0"_qs)).object();
    QJsonArray ladders = o.value(u"ladders").toArray();
    for (qsizetype i = 0; i < ladders.size(); ++i) {
        QJsonObject l = ladders.at(i).toObject();
        QJsonArray steps;
        for (const QJsonValue step : l.value(u"steps").toArray())
            if (l.value(u"id").toString() != u"quality" || step.toObject().value(u"id").toString() != u"D")
                steps.append(step);
        l.insert(u"steps"_qs, steps);
        ladders[i] = l;
    }
    o.insert(u"ladders"_qs, ladders);
    write(houseFile(u"kgcwo.json"_qs), QJsonDocument(o).toJson());
    const QString path = m_battles->filePath(u"ridge.adjutant"_qs);
    LiveBattle::Opening created = LiveBattle::create(demoUnder(builtInKgcwo()), path);
    QVERIFY(created.live);
    const LiveBattle::Played refused = created.live->play(act(u"{\"kind\":\"update-rules\"}"_qs));
    QVERIFY(!refused.entry);
    QVERIFY2(refused.error.startsWith(u"the battle as it stands does not fit kgcwo 1.6.0: "),
             qPrintable(refused.error));
    QVERIFY2(refused.error.contains(u"45e-2.fire"), qPrintable(refused.error));
    QCOMPARE(created.live->battle().journal().size(), 0);
    QCOMPARE(created.live->battle().ruleset().version, u"1.5.0"_qs);
}

void TestBattleRules::aDamagedCopyIsNamed_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("said");
    // The header's checksum proves the copy too: altered, the header no longer proves itself and
    // the battle is rebuilt from the journal's whole copy of it.
    QTest::newRow("copy-altered") << "alter"
                                  << "does not match its checksum";
    // Altered with the checksum made to match (by hand, or by a fault): the copy itself is checked.
    QTest::newRow("copy-altered-checksum-matched") << "alter-and-match"
                                                   << "damaged: it does not unpack";
    QTest::newRow("copy-cut-short") << "cut-and-match"
                                    << "damaged: it does not unpack";
    // Another ruleset's copy put in its place: whole, but not the rules the battle is pinned to.
    QTest::newRow("copy-of-other-rules") << "swap-and-match"
                                         << "damaged: it is not the content it was saved with";
}

void TestBattleRules::aDamagedCopyIsNamed()
{
    QFETCH(QString, damage);
    QFETCH(QString, said);
    // Pinned to house rules since deleted: the battle's copy is the only one.
    write(houseFile(u"kgcwo.json"_qs), kgcwoWith(9));
    const QString path = m_battles->filePath(u"ridge.adjutant"_qs);
    {
        LiveBattle::Opening created = LiveBattle::create(demoUnder(kgcwoWith(9)), path);
        QVERIFY(created.live);
        QVERIFY(created.live->play(act(kFire)).entry);
        QString error;
        QVERIFY(created.live->fold(&error));
    }
    QFile::remove(houseFile(u"kgcwo.json"_qs));
    const QList<QByteArray> lines = read(path).split('\n');
    QJsonObject head = headerOf(lines.first());
    QString copy = head.value(u"rulesetCopy").toString();
    if (damage.startsWith(u"cut"))
        copy.chop(40);
    else if (damage.startsWith(u"swap"))
        copy = RulesetCopy::pack(*RulesetLoader::loadData(builtInKgcwo(), u"kgcwo.json"_qs).ruleset);
    else
        copy.replace(200, 4, copy.mid(204, 4) == u"AAAA"_qs ? u"BBBB"_qs : u"AAAA"_qs);
    head.insert(u"rulesetCopy"_qs, copy);
    QJsonObject whole = head;
    if (damage.endsWith(u"match")) {
        // The header's checksum made to match; the journal's, over the entries, kept.
        whole = BattleFile::withChecksums(head);
        whole.insert(u"journalChecksum"_qs, head.value(u"journalChecksum"));
        whole.remove(u"journal"_qs);
    }
    QByteArray header = QJsonDocument(whole).toJson(QJsonDocument::Compact);
    header.chop(1);
    QByteArray text = header + ",\"journal\":[";
    for (qsizetype i = 1; i < lines.size(); ++i)
        text += '\n' + lines.at(i);
    write(path, text);
    const BattleFile::Opened opened = BattleFile::open(path);
    const QString all = opened.error + u'\n' + opened.warnings.join(u'\n');
    QVERIFY2(all.contains(said), qPrintable(all));
    if (damage == u"alter") {
        // The journal's whole copy of the battle holds the rules intact.
        QVERIFY(opened.battle);
        QCOMPARE(casualties(*opened.battle, u"45e-1"_qs), 3);
    } else {
        QVERIFY(!opened.battle);
        QVERIFY2(opened.error.contains(u"no ruleset Adjutant has holds those rules"),
                 qPrintable(opened.error));
    }
}

QTEST_GUILESS_MAIN(TestBattleRules)
#include "tst_battlerules.moc"
