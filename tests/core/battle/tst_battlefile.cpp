// A battle keeps the rules it was begun under. When a built-in ruleset changes in a way that
// would replay an old journal differently (a morale test that now follows fire, a charge bonus
// that is now rolled), its version goes up and the version before is kept in
// :/rulesets/earlier; a battle saved under that version opens, replays and plays on under it.
// The battles in data/earlier were made by the build of 2026-11-24 (rulesets 1.0.0) and by the
// build of the stop of 2026-11-26, d522b86 (rulesets 1.1.0: before phases, books and triggers),
// and by the build of 2026-11-26 before the triggers' data (rulesets 1.2.0, 2ef81c3), and by the
// build before owed tests were judged as they were owed (f203d13: brigade, KGCWO and 001 at 1.3.0,
// Chosen Men at 1.2.0), and by the last build before battles kept their rules (main at 1720879:
// brigade, KGCWO and 001 at 1.4.0, Chosen Men at 1.3.0). Such battles name their rules by id and
// version alone: they open under Adjutant's own copy of that version or not at all, and carry
// their rules from their next save on (BattleRules).
#include "battle/battlefile.h"
#include "battle/livebattle.h"
#include "battle/scenario.h"
#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QVersionNumber>

using namespace adjutant::battle;
using adjutant::rules::RulesetLibrary;
using adjutant::rules::RulesetLoadResult;

namespace {

const QString kEarlierBattles = QStringLiteral(EARLIER_BATTLES);

Action act(const QByteArray &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("bad action in the test: %s", qPrintable(error));
    return *a;
}

QString copyOf(const QString &fixture, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QFileInfo(fixture).fileName());
    QFile::copy(fixture, path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QString log = BattleFile::logPath(fixture);
    if (QFile::exists(log)) {
        QFile::copy(log, BattleFile::logPath(path));
        QFile::setPermissions(BattleFile::logPath(path), QFile::ReadOwner | QFile::WriteOwner);
    }
    return path;
}

} // namespace

class TestBattleFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyEarlierCopyLoadsUnderItsName();
    void aBattleBegunUnderEarlierRulesReplaysUnderThem_data();
    void aBattleBegunUnderEarlierRulesReplaysUnderThem();
    void aBattleBegunUnderEarlierRulesPlaysOnUnderThem_data();
    void aBattleBegunUnderEarlierRulesPlaysOnUnderThem();
    void eachBattleKeepsItsDrawPileHashes_data();
    void eachBattleKeepsItsDrawPileHashes();
    void anUnknownVersionIsRefused();
    void aVersionIsNeverAPath();
};

void TestBattleFile::everyEarlierCopyLoadsUnderItsName()
{
    const QFileInfoList copies
        = QDir(RulesetLibrary::earlierFolder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(!copies.isEmpty());
    static const QRegularExpression name(QStringLiteral("^(.+)-(\\d+\\.\\d+\\.\\d+)$"));
    for (const QFileInfo &file : copies) {
        const QRegularExpressionMatch m = name.match(file.completeBaseName());
        QVERIFY2(m.hasMatch(), qPrintable(file.fileName()));
        QStringList warnings;
        const RulesetLoadResult earlier
            = RulesetLibrary::loadSavedBefore(m.captured(1), m.captured(2), &warnings);
        QVERIFY2(earlier.ok(), qPrintable(file.fileName()));
        QCOMPARE(earlier.ruleset->id, m.captured(1));
        QCOMPARE(earlier.ruleset->version, m.captured(2));
        QVERIFY(earlier.ruleset->source.endsWith(file.fileName()));
        // An earlier copy is no newer than the ruleset Adjutant plays new battles with (the last
        // ones frozen are at its version until it moves on).
        const RulesetLoadResult current = RulesetLibrary::load(m.captured(1));
        QVERIFY(current.ok());
        QVERIFY2(QVersionNumber::fromString(current.ruleset->version)
                     >= QVersionNumber::fromString(earlier.ruleset->version),
                 qPrintable(file.fileName()));
    }
}

void TestBattleFile::aBattleBegunUnderEarlierRulesReplaysUnderThem_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("entries");
    // 001: fire that caused casualties (no morale test followed then) and a whole charge (its
    // bonus was not rolled then); the others: a charge or fire of their own.
    QTest::newRow("001 fire and charge") << u"nap-igougo-1.0.0.battle"_qs << u"1.0.0"_qs << 3;
    QTest::newRow("brigade charge") << u"brigade-1.0.0.battle"_qs << u"1.0.0"_qs << 2;
    QTest::newRow("chosen men fire") << u"chosen-men-1.0.0.battle"_qs << u"1.0.0"_qs << 2;
    // 1.1.0: fire and a turn's end in each; brigade's volley of four hits and Chosen Men's
    // casualties owed no morale test then, and KGCWO's end of turn kept no books.
    QTest::newRow("kgcwo 1.1.0 fire, end of turn") << u"kgcwo-1.1.0.battle"_qs << u"1.1.0"_qs << 5;
    QTest::newRow("001 1.1.0 musketry, end of turn") << u"nap-igougo-1.1.0.battle"_qs << u"1.1.0"_qs << 4;
    QTest::newRow("chosen men 1.1.0 fire, end of turn") << u"chosen-men-1.1.0.battle"_qs << u"1.1.0"_qs << 4;
    QTest::newRow("brigade 1.1.0 fire, end of turn") << u"brigade-1.1.0.battle"_qs << u"1.1.0"_qs << 3;
    // 1.2.0 (before the triggers' data of 1.3.0): brigade's morale test owed after a volley, and
    // taken, under the follow-up general's roll of then.
    QTest::newRow("kgcwo 1.2.0 fire, end of turn") << u"kgcwo-1.2.0.battle"_qs << u"1.2.0"_qs << 3;
    QTest::newRow("001 1.2.0 musketry, end of turn") << u"nap-igougo-1.2.0.battle"_qs << u"1.2.0"_qs << 3;
    QTest::newRow("brigade 1.2.0 owed morale taken") << u"brigade-1.2.0.battle"_qs << u"1.2.0"_qs << 9;
    // 1.3.0 (1.2.0 for Chosen Men): follow-ups applied before they were rolled, then taken one by
    // one, each judged on the unit as it stood when taken (since then, as it was when owed).
    QTest::newRow("kgcwo 1.3.0 saves owed and taken") << u"kgcwo-1.3.0.battle"_qs << u"1.3.0"_qs << 7;
    QTest::newRow("001 1.3.0 morale owed after two volleys")
        << u"nap-igougo-1.3.0.battle"_qs << u"1.3.0"_qs << 6;
    QTest::newRow("chosen men 1.2.0 wounds owed") << u"chosen-men-1.2.0.battle"_qs << u"1.2.0"_qs << 5;
    // 1.4.0 (1.3.0 for Chosen Men), the last saved without their rules: fire rolled by the app,
    // saves owed, a turn's end.
    QTest::newRow("kgcwo 1.4.0 fire, saves owed") << u"kgcwo-1.4.0.battle"_qs << u"1.4.0"_qs << 4;
    QTest::newRow("001 1.4.0 musketry") << u"nap-igougo-1.4.0.battle"_qs << u"1.4.0"_qs << 3;
    QTest::newRow("brigade 1.4.0 fire, morale owed") << u"brigade-1.4.0.battle"_qs << u"1.4.0"_qs << 2;
    QTest::newRow("chosen men 1.3.0 fire, morale owed") << u"chosen-men-1.3.0.battle"_qs << u"1.3.0"_qs << 3;
}

void TestBattleFile::aBattleBegunUnderEarlierRulesReplaysUnderThem()
{
    QFETCH(QString, fixture);
    QFETCH(QString, version);
    QFETCH(int, entries);
    const BattleFile::Opened opened = BattleFile::open(kEarlierBattles + u'/' + fixture);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY2(opened.warnings.isEmpty(), qPrintable(opened.warnings.join(u'\n')));
    QCOMPARE(opened.damage, BattleFile::Opened::Damage::None);
    QCOMPARE(opened.battle->ruleset().version, version);
    const QString copy = u"earlier/"_qs + opened.battle->ruleset().id + u'-' + version + u".json";
    QVERIFY2(opened.battle->ruleset().source.endsWith(copy), qPrintable(opened.battle->ruleset().source));
    QCOMPARE(opened.battle->journal().size(), entries);
    // Triggered tests came with 1.2.0: under the rules it was begun with, no test was owed (the
    // brigade volley's four hits would owe a morale test now).
    if (QVersionNumber::fromString(version) < QVersionNumber(1, 2))
        QCOMPARE(opened.battle->state().owedSoFar, 0);
    // As it was played: the second save of the volley, a 5 taken after the first had failed, read
    // that casualty and failed (judged as it was owed, it would have saved); the 24e's first
    // morale test, taken after the second volley, read both losses and failed on a 3.
    if (fixture == u"kgcwo-1.3.0.battle") {
        QVERIFY(opened.battle->journal().at(3).summary.contains(u"Save a hit 1/45e Ligne [5]: Casualty"_qs));
        QCOMPARE(opened.battle->state().units.value(u"45e-1"_qs).fields.value(u"casualties"_qs).toInt(), 2);
    }
    if (fixture == u"nap-igougo-1.3.0.battle")
        QVERIFY(opened.battle->journal().at(3).summary.contains(u"[3]: Morale drops"_qs));
}

void TestBattleFile::aBattleBegunUnderEarlierRulesPlaysOnUnderThem_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QByteArray>("action");
    QTest::newRow("001") << u"nap-igougo-1.0.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("brigade") << u"brigade-1.0.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("chosen men") << u"chosen-men-1.0.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("kgcwo 1.1.0") << u"kgcwo-1.1.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("001 1.1.0") << u"nap-igougo-1.1.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("brigade 1.1.0") << u"brigade-1.1.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("chosen men 1.1.0") << u"chosen-men-1.1.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("kgcwo 1.2.0") << u"kgcwo-1.2.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("001 1.2.0") << u"nap-igougo-1.2.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("brigade 1.2.0") << u"brigade-1.2.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("kgcwo 1.3.0")
        << u"kgcwo-1.3.0.battle"_qs
        << QByteArray(
               R"({"kind":"resolve","test":"fire","actor":"88th","target":"45e-2","faces":[9,2,2,6]})");
    QTest::newRow("001 1.3.0") << u"nap-igougo-1.3.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("chosen men 1.2.0") << u"chosen-men-1.2.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("kgcwo 1.4.0") << u"kgcwo-1.4.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
    QTest::newRow("brigade 1.4.0") << u"brigade-1.4.0.battle"_qs << QByteArray(R"({"kind":"next"})");
    QTest::newRow("chosen men 1.3.0") << u"chosen-men-1.3.0.battle"_qs << QByteArray(R"({"kind":"draw"})");
}

void TestBattleFile::aBattleBegunUnderEarlierRulesPlaysOnUnderThem()
{
    QFETCH(QString, fixture);
    QFETCH(QByteArray, action);
    QTemporaryDir dir;
    const QString path = copyOf(kEarlierBattles + u'/' + fixture, dir);
    qsizetype before = 0;
    {
        LiveBattle::Opening opening
            = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
        QVERIFY2(opening.live, qPrintable(opening.error));
        before = opening.live->battle().journal().size();
        const LiveBattle::Played played = opening.live->play(act(action));
        QVERIFY2(played.error.isEmpty() && !played.notSaved, qPrintable(played.error));
        QString error;
        QVERIFY2(opening.live->fold(&error), qPrintable(error));
    }
    // Saved again, it still names the rules it was begun under, now by their content too, with a
    // copy of them: it opens under them whatever becomes of Adjutant's earlier copies.
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    const QString version = fixture.section(u'-', -1).chopped(qsizetype(sizeof(".battle") - 1));
    QVERIFY(text.contains(u"\"version\":\""_qs.append(version).append(u'"').toUtf8()));
    QVERIFY(text.contains("\"sha256\":\"") && text.contains("\"rulesetCopy\":\""));
    // Its entries' hashes take the draw pile as they did then (StateDigest::DrawPile), the new
    // draw's too: format 3, which the builds before format 4 still open.
    QVERIFY2(text.startsWith("{\"format\":3,"), text.left(40).constData());
    const BattleFile::Opened reopened = BattleFile::open(path);
    QVERIFY2(reopened.battle, qPrintable(reopened.error));
    QVERIFY2(reopened.warnings.isEmpty(), qPrintable(reopened.warnings.join(u'\n')));
    QCOMPARE(reopened.battle->ruleset().version, version);
    // Its own copy: the library's current file holds other rules, and earlier/ is no longer needed.
    QVERIFY2(reopened.battle->ruleset().source.contains(u"its copy of"),
             qPrintable(reopened.battle->ruleset().source));
    QCOMPARE(reopened.battle->journal().size(), before + 1);
    QCOMPARE(reopened.battle->replayFromStart().mismatches, QStringList());
    QCOMPARE(reopened.battle->drawPileDigest(), StateDigest::DrawPile::TextFromTop);
}

// The draw pile goes into a state's hash as a chain from the bottom in a battle begun now, and as
// its text from the top in one journaled before format 4: each kind is saved as its format, opens
// as that kind again, and replays to the hashes it recorded. Read under the other kind, the same
// journal does not (the kind is what the format says, not a detail).
void TestBattleFile::eachBattleKeepsItsDrawPileHashes_data()
{
    QTest::addColumn<QString>("fixture"); // empty: a battle begun now
    QTest::addColumn<int>("format");
    QTest::addColumn<StateDigest::DrawPile>("drawPile");
    QTest::newRow("begun now") << QString() << 4 << StateDigest::DrawPile::ChainFromBottom;
    QTest::newRow("format 2, three draws")
        << u"kgcwo-1.1.0.battle"_qs << 3 << StateDigest::DrawPile::TextFromTop;
    QTest::newRow("format 3, a draw")
        << u"format-3-kgcwo-draw.battle"_qs << 3 << StateDigest::DrawPile::TextFromTop;
}

void TestBattleFile::eachBattleKeepsItsDrawPileHashes()
{
    QFETCH(QString, fixture);
    QFETCH(int, format);
    QFETCH(StateDigest::DrawPile, drawPile);
    QTemporaryDir dir;
    QString path = dir.filePath(u"begun.battle"_qs);
    if (fixture.isEmpty()) {
        const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/kgcwo-demo.json"_qs);
        QVERIFY(sc.scenario && sc.ruleset);
        Battle battle(*sc.scenario, *sc.ruleset, {}, 7);
        for (int i = 0; i < 3; ++i)
            QVERIFY(battle.apply(act(R"({"kind":"draw"})")).entry);
        QString error;
        QVERIFY2(BattleFile::save(battle, path, &error), qPrintable(error));
    } else {
        path = copyOf(kEarlierBattles + u'/' + fixture, dir);
        LiveBattle::Opening opening
            = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
        QVERIFY2(opening.live, qPrintable(opening.error));
        QString error;
        QVERIFY2(opening.live->fold(&error), qPrintable(error)); // saved again by this build
    }
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(saved.readAll()).object().value(u"format").toInt(), format);
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY2(opened.warnings.isEmpty(), qPrintable(opened.warnings.join(u'\n')));
    QCOMPARE(opened.damage, BattleFile::Opened::Damage::None);
    QCOMPARE(opened.battle->drawPileDigest(), drawPile);
    const Battle::ReplayCheck check = opened.battle->replayFromStart();
    QCOMPARE(check.mismatches, QStringList());
    QVERIFY(check.checked > 0);
    // Read under the other kind, the entries after the first draw no longer prove themselves.
    opened.battle->setDrawPileDigest(drawPile == StateDigest::DrawPile::TextFromTop
                                         ? StateDigest::DrawPile::ChainFromBottom
                                         : StateDigest::DrawPile::TextFromTop);
    QVERIFY(!opened.battle->replayFromStart().mismatches.isEmpty());
}

void TestBattleFile::anUnknownVersionIsRefused()
{
    // A version Adjutant has no copy of is never opened under other rules (it once was, with a
    // warning, and adjutant-cli play then journaled under the other rules): it is refused, saying
    // why, and nothing is written.
    QTemporaryDir dir;
    const QString path = copyOf(kEarlierBattles + u"/brigade-1.0.0.battle"_qs, dir);
    BattleFile::Opened original = BattleFile::open(path);
    QVERIFY(original.battle);
    QJsonObject o = BattleFile::toJson(*original.battle);
    // As a battle saved before battles kept their rules, of a version nobody has.
    o.insert(u"ruleset"_qs, QJsonObject{{u"id"_qs, u"brigade"_qs}, {u"version"_qs, u"0.9.0"_qs}});
    o.remove(u"rulesetCopy"_qs);
    o.insert(u"format"_qs, 2);
    QFile::remove(BattleFile::logPath(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    const QByteArray text = QJsonDocument(BattleFile::withChecksums(o)).toJson();
    f.write(text);
    f.close();
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY(!opened.battle);
    QVERIFY2(opened.error.contains(u"brigade 0.9.0, which neither it nor Adjutant has any more: it cannot be "
                                   u"replayed as it was played"),
             qPrintable(opened.error));
    const LiveBattle::Opening writing
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!writing.live);
    QVERIFY(!QFile::exists(BattleFile::logPath(path)));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), text);
}

void TestBattleFile::aVersionIsNeverAPath()
{
    for (const QString &version : {u"../nap-igougo"_qs, u"/etc/passwd"_qs, u""_qs, u"1.0.0/../../x"_qs}) {
        QStringList warnings;
        const RulesetLoadResult r = RulesetLibrary::loadSavedBefore(u"nap-igougo"_qs, version, &warnings);
        QVERIFY(!r.ok());
    }
}

QTEST_GUILESS_MAIN(TestBattleFile)
#include "tst_battlefile.moc"
