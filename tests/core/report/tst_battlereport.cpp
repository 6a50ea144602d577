// The battle's report: golden reports of scripted battles, the dice's luck against odds worked
// out by hand, and the cues each kind of entry asks for.
#include "anyunitacts.h"
#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"
#include "bigbattle.h"
#include "report/battlereport.h"
#include "report/entryevents.h"
#include "translationloader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;
using namespace adjutant::battle;
using namespace adjutant::report;

namespace {

std::unique_ptr<Battle> demo(const QString &ruleset, quint64 seed)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + ruleset + u"-demo.json"_qs);
    if (!sc.ok())
        return nullptr;
    // The scripted battles were played before a unit had to wait for its card or its step; the
    // report is what is tested here, so anyone may act at any time.
    return std::make_unique<Battle>(*sc.scenario, adjutant::testing::anyUnitActsAnyTime(*sc.ruleset),
                                    QHash<QString, QString>{}, seed);
}

// An action as scripts and the journal write it, read strictly and applied.
Battle::Applied applyJson(Battle &battle, const QJsonObject &json)
{
    QString error;
    const std::optional<Action> action = ActionJson::read(json, &error);
    if (!action)
        return {std::nullopt, error};
    return battle.apply(*action);
}

// Plays the script; an action that does not apply fails the test with its error.
std::unique_ptr<Battle> played(const QJsonObject &script, QString *error)
{
    auto b = demo(script.value(u"scenario").toString(), quint64(script.value(u"seed").toInteger()));
    if (!b) {
        *error = u"no such demo"_qs;
        return nullptr;
    }
    for (const QJsonValue &a : script.value(u"actions").toArray()) {
        const Battle::Applied applied = applyJson(*b, a.toObject());
        if (!applied.entry) {
            *error = QString::fromUtf8(QJsonDocument(a.toObject()).toJson(QJsonDocument::Compact)) + u": "
                + applied.error;
            return nullptr;
        }
    }
    return b;
}

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// A unit's returns in words, its fields in the order of their names (a hash's own order may
// differ between two equal tables).
QString unitText(const rules::UnitState &u)
{
    const auto fieldsText = [](const QVariantHash &fields) {
        QStringList keys = fields.keys();
        keys.sort();
        QStringList out;
        for (const QString &k : std::as_const(keys))
            out.append(k + u'=' + QString::fromLatin1(fields.value(k).typeName()) + u':'
                       + fields.value(k).toString());
        return out.join(u',');
    };
    QString t = u.id + u'|' + u.name + u'|' + u.type + u'|' + fieldsText(u.fields)
        + (u.removed ? u"|removed" : u"");
    for (const rules::Figure &f : u.figures)
        t += u" [" + f.id + u'|' + f.name + u'|' + f.role + u'|' + fieldsText(f.fields) + u']';
    return t;
}

// Everything a resolution says, in words: each step's set-up, odds, dice and outcome, its effects
// and table rolls, then the units as the tests left them.
QStringList resolutionText(const rules::Resolution &r)
{
    QStringList out;
    for (const rules::TestResult &t : r.steps) {
        const rules::TestSetup &s = t.setup;
        QStringList odds;
        for (const rules::OutcomeOdds &o : s.odds)
            odds.append(o.id + u'=' + QString::number(o.probability, 'g', 17));
        QStringList dice;
        for (const dice::RolledDie &d : t.dice)
            dice.append(QStringLiteral("d%1:%2%3").arg(d.sides).arg(d.face).arg(d.success ? u"*" : u""));
        out.append(QStringLiteral("%1 %2>%3 depth %4 total %5/%6 need \"%7\" odds %8 successes %9 dice %10 "
                                  "value %11 margin %12 outcome %13 \"%14\"")
                       .arg(s.test ? s.test->id : QString(), s.actorId, s.targetId)
                       .arg(t.depth)
                       .arg(s.total)
                       .arg(s.targetTotal)
                       .arg(s.needText, odds.join(u','),
                            s.successes ? QString::number(s.successes->mean(), 'g', 17) : QString(),
                            dice.join(u' '))
                       .arg(t.value)
                       .arg(t.margin)
                       .arg(t.outcomeId, t.outcomeName));
        for (const rules::EffectRecord &e : t.effects)
            out.append(u"  effect " + e.unitId + u": " + e.text);
        for (const rules::TableRoll &roll : t.tableRolls)
            out.append(u"  table " + roll.table + u": " + roll.rowId);
    }
    QStringList units = r.units.keys();
    units.sort();
    for (const QString &id : std::as_const(units))
        out.append(u"unit " + unitText(r.units.value(id)));
    out.append(QStringLiteral("faces used %1, pending %2, errors %3")
                   .arg(r.facesUsed)
                   .arg(r.pending.size())
                   .arg(r.errors.join(u"; ")));
    return out;
}

} // namespace

class TestBattleReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // The report's numbers in one fixed form, its words in English with their plurals.
        QLocale::setDefault(QLocale::c());
        installTranslations(*QCoreApplication::instance());
    }
    void matchesGoldenReport_data();
    void matchesGoldenReport();
    void luckAgainstHandWorkedOdds_data();
    void luckAgainstHandWorkedOdds();
    void cuesForEachKindOfEntry_data();
    void cuesForEachKindOfEntry();
    void emptyBattleHasAnEmptyReport();
    void textSaysEachCountInItsPlural();
    void chosenMenSaysFiguresAndStatesByName_data();
    void chosenMenSaysFiguresAndStatesByName();
    void readsTheTestAsTheReplayResolvedIt_data();
    void readsTheTestAsTheReplayResolvedIt();
    void openedToReplayGivesWhatOpenedToPlayGives_data();
    void openedToReplayGivesWhatOpenedToPlayGives();
};

void TestBattleReport::matchesGoldenReport_data()
{
    QTest::addColumn<QString>("name");
    const QStringList scripts = QDir(QStringLiteral(REPORT_TEST_DATA)).entryList({u"*.battle.json"_qs});
    QVERIFY(scripts.size() >= 2);
    for (const QString &s : scripts) {
        const QString name = s.chopped(int(qstrlen(".battle.json")));
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestBattleReport::matchesGoldenReport()
{
    QFETCH(QString, name);
    const QString dir = QStringLiteral(REPORT_TEST_DATA);
    QString error;
    const auto battle = played(readJson(dir + u'/' + name + u".battle.json"), &error);
    QVERIFY2(battle, qPrintable(error));
    const QByteArray actual
        = QJsonDocument(ReportBuilder::build(*battle).toJson()).toJson(QJsonDocument::Indented);
    const QString goldenPath = dir + u'/' + name + u".report.json";
    if (qEnvironmentVariableIntValue("ADJUTANT_UPDATE_GOLDEN")) {
        QFile out(goldenPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(actual);
        QSKIP("golden file written");
    }
    QFile golden(goldenPath);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(goldenPath));
    QCOMPARE(QString::fromUtf8(actual), QString::fromUtf8(golden.readAll()));
}

void TestBattleReport::luckAgainstHandWorkedOdds_data()
{
    QTest::addColumn<QJsonArray>("actions");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("test");
    QTest::addColumn<int>("rolls");
    QTest::addColumn<double>("actual");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("unlikeliest");

    // The 52nd (fire B, first shot): 3 dice needing 4+, a natural 1 failing: 7 faces of 10 hit.
    // One hit of three: expected 2.1; a result this low or lower: 0.3^3 + 3 * 0.7 * 0.3^2 = 0.216.
    const QJsonObject fire52{{u"kind"_qs, u"resolve"_qs}, {u"test"_qs, u"fire"_qs},
                             {u"actor"_qs, u"52nd"_qs},   {u"target"_qs, u"45e-1"_qs},
                             {u"distance"_qs, 3},         {u"faces"_qs, QJsonArray{8, 3, 3, 5}}};
    QTest::newRow("one-hit-of-three-at-4-up") << QJsonArray{fire52} << "british"
                                              << "fire" << 1 << 1.0 << 2.1 << 0.216;
    // Three hits of three: 0.7^3 = 0.343 is the chance of doing as well, the rarest roll of the
    // three; each French save passed on a 5 (six faces of ten pass: 0.6).
    const QJsonObject allHit = [&] {
        QJsonObject a = fire52;
        a.insert(u"faces"_qs, QJsonArray{9, 9, 9, 5, 5, 5});
        return a;
    }();
    QTest::newRow("three-hits-of-three") << QJsonArray{allHit} << "british"
                                         << "fire" << 1 << 3.0 << 2.1 << 0.343;
}

void TestBattleReport::luckAgainstHandWorkedOdds()
{
    QFETCH(QJsonArray, actions);
    QFETCH(QString, side);
    QFETCH(QString, test);
    QFETCH(int, rolls);
    QFETCH(double, actual);
    QFETCH(double, expected);
    QFETCH(double, unlikeliest);
    auto b = demo(u"kgcwo"_qs, 1);
    QVERIFY(b);
    for (const QJsonValue &a : actions) {
        const Battle::Applied applied = applyJson(*b, a.toObject());
        QVERIFY2(applied.entry, qPrintable(applied.error));
    }
    const BattleReport r = ReportBuilder::build(*b);
    const auto line = std::find_if(r.luck.begin(), r.luck.end(),
                                   [&](const LuckLine &l) { return l.side == side && l.testId == test; });
    QVERIFY(line != r.luck.end());
    QCOMPARE(line->rolls, rolls);
    QCOMPARE(line->actual, actual);
    QVERIFY2(qAbs(line->expected - expected) < 1e-9, qPrintable(QString::number(line->expected)));
    QVERIFY(r.unlikeliest);
    QVERIFY2(qAbs(r.unlikeliest->probability - unlikeliest) < 1e-9,
             qPrintable(QString::number(r.unlikeliest->probability)));
}

void TestBattleReport::cuesForEachKindOfEntry_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QJsonArray>("setup"); // played first, cues not looked at
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QStringList>("cues");

    const auto resolve
        = [](const QString &test, const QString &actor, const QString &target, QJsonArray faces) {
              QJsonObject a{{u"kind"_qs, u"resolve"_qs}, {u"test"_qs, test}, {u"actor"_qs, actor}};
              if (!target.isEmpty())
                  a.insert(u"target"_qs, target);
              if (test == u"fire") // the distance measured: a musket's standard range, a gun's
                  a.insert(u"distance"_qs, actor == u"ross" ? 20 : 3);
              if (!faces.isEmpty())
                  a.insert(u"faces"_qs, faces);
              return a;
          };
    const QJsonObject draw{{u"kind"_qs, u"draw"_qs}};
    const QJsonObject next{{u"kind"_qs, u"next"_qs}};
    const QJsonObject endTurn{{u"kind"_qs, u"end-turn"_qs}};
    QTest::newRow("kgcwo-draw") << "kgcwo" << QJsonArray{} << draw << QStringList{"card", "turn-end"};
    QTest::newRow("kgcwo-musket-typed")
        << "kgcwo" << QJsonArray{} << resolve("fire", "52nd", "45e-1", {8, 3, 3, 5}) << QStringList{"volley"};
    QTest::newRow("kgcwo-musket-rolled")
        << "kgcwo" << QJsonArray{} << resolve("fire", "88th", "45e-1", {}) << QStringList{"dice", "volley"};
    QTest::newRow("kgcwo-musket-partly-rolled") << "kgcwo" << QJsonArray{} << [&] {
        QJsonObject a = resolve("fire", "52nd", "45e-1", {8, 3, 3, 5});
        a.insert(u"sources"_qs, QJsonArray{u"typed"_qs, u"typed"_qs, u"typed"_qs, u"app"_qs});
        return a;
    }() << QStringList{"dice", "volley"};
    QTest::newRow("kgcwo-gun") << "kgcwo" << QJsonArray{} << resolve("fire", "ross", "45e-1", {1, 1})
                               << QStringList{"cannon"};
    QTest::newRow("kgcwo-charge-breaks")
        << "kgcwo"
        << QJsonArray{QJsonObject{{u"kind"_qs, u"set"_qs},
                                  {u"unit"_qs, u"45e-2"_qs},
                                  {u"field"_qs, u"morale-state"_qs},
                                  {u"value"_qs, u"shaken"_qs}}}
        << resolve("melee", "14th-ld", "45e-2", {9, 2, 2, 1, 1}) << QStringList{"charge", "break"};
    QTest::newRow("kgcwo-save-is-no-moment")
        << "kgcwo" << QJsonArray{} << resolve("save-hit", "45e-1", "52nd", {8}) << QStringList{};
    QTest::newRow("kgcwo-end-turn") << "kgcwo" << QJsonArray{} << endTurn << QStringList{"turn-end"};
    QTest::newRow("kgcwo-undo") << "kgcwo" << QJsonArray{endTurn} << QJsonObject{{u"kind"_qs, u"undo"_qs}}
                                << QStringList{};
    QTest::newRow("nap-next") << "nap-igougo" << QJsonArray{} << next << QStringList{"phase"};
    // The eighteenth step reaches End of turn, the nineteenth begins turn 2.
    QJsonArray eighteen;
    for (int i = 0; i < 18; ++i)
        eighteen.append(next);
    QTest::newRow("nap-turn-over") << "nap-igougo" << eighteen << next << QStringList{"phase", "turn-end"};
    QTest::newRow("nap-guns") << "nap-igougo" << QJsonArray{}
                              << QJsonObject{{u"kind"_qs, u"resolve"_qs},
                                             {u"test"_qs, u"artillery-fire"_qs},
                                             {u"actor"_qs, u"fb-6"_qs},
                                             {u"target"_qs, u"24e"_qs},
                                             {u"inputs"_qs, QJsonObject{{u"guns"_qs, 2}}},
                                             {u"distance"_qs, 15},
                                             {u"faces"_qs, QJsonArray{5}}}
                              << QStringList{"cannon"};
    QTest::newRow("chosen-men-draw") << "chosen-men" << QJsonArray{} << draw << QStringList{"card"};
}

void TestBattleReport::cuesForEachKindOfEntry()
{
    QFETCH(QString, ruleset);
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, action);
    QFETCH(QStringList, cues);
    auto b = demo(ruleset, 7);
    QVERIFY(b);
    for (const QJsonValue &a : setup)
        QVERIFY(applyJson(*b, a.toObject()).entry);
    const BattleState before = b->state();
    const Battle::Applied applied = applyJson(*b, action);
    QVERIFY2(applied.entry, qPrintable(applied.error));
    const EntryEvents events = EntryReader(*b).read(*applied.entry, before, b->state());
    QStringList ids;
    for (const Cue c : cuesFor(events))
        ids.append(cueId(c));
    QCOMPARE(ids, cues);
}

void TestBattleReport::emptyBattleHasAnEmptyReport()
{
    auto b = demo(u"brigade"_qs, 3);
    QVERIFY(b);
    const BattleReport r = ReportBuilder::build(*b);
    QCOMPARE(r.entries, 0);
    QVERIFY(r.turns.isEmpty());
    QVERIFY(r.luck.isEmpty());
    QVERIFY(!r.unlikeliest);
    QCOMPARE(r.sides.size(), 2);
    QCOMPARE(r.start.size(), 2);
    QVERIFY(r.start.at(0).steady > 0);
    QCOMPARE(r.start.at(0).losses, 0);
}

// The report as text (adjutant-cli report): each count with its own plural, never "1 units lost".
void TestBattleReport::textSaysEachCountInItsPlural()
{
    QString error;
    const auto battle
        = played(readJson(QStringLiteral(REPORT_TEST_DATA "/kgcwo-evening.battle.json")), &error);
    QVERIFY2(battle, qPrintable(error));
    const QString text = ReportBuilder::build(*battle).toText();
    QVERIFY2(text.contains(u"French: 4 losses, 1 unit lost; 3 steady, 0 shaken, 1 routed"), qPrintable(text));
    QVERIFY2(text.contains(u"British: 0 losses, 0 units lost; 6 steady, 0 shaken, 0 routed"),
             qPrintable(text));
    QVERIFY2(!text.contains(u"1 units") && !text.contains(u"(s)") && !text.contains(u"(es)"),
             qPrintable(text));
}

// Chosen Men's report: each squad's men standing, wounded and down (its leader among them), and a
// squad's state by the ruleset's own name ("is now leaderless"), never as "was shaken".
void TestBattleReport::chosenMenSaysFiguresAndStatesByName_data()
{
    QTest::addColumn<QString>("faces"); // one rifleman of the 1st section firing at the voltigeurs
    QTest::addColumn<QStringList>("said");
    QTest::addColumn<QString>("notSaid");
    QTest::newRow("ranker-wounded") << u"8,3"_qs
                                    << QStringList{u"Voltigeurs, 1st squad: 8 of 8 standing, 1 wounded"_qs}
                                    << u"Voltigeurs, 1st squad was shaken."_qs;
    QTest::newRow("leader-killed-leaderless")
        << u"10,7,9"_qs
        << QStringList{u"Voltigeurs, 1st squad is now leaderless."_qs,
                       u"Voltigeurs, 1st squad: 7 of 8 standing; down: Squad leader (leaderless)"_qs}
        << u"Voltigeurs, 1st squad was shaken."_qs;
    QTest::newRow("officer-killed")
        << u"10,9,9"_qs << QStringList{u"Lieutenant Morel: 0 of 1 standing; down: Officer (out of play)"_qs}
        << u"Lieutenant Morel: 1 of 1"_qs;
}

void TestBattleReport::chosenMenSaysFiguresAndStatesByName()
{
    QFETCH(QString, faces);
    QFETCH(QStringList, said);
    QFETCH(QString, notSaid);
    auto b = demo(u"chosen-men"_qs, 7);
    QVERIFY(b);
    const Battle::Applied fired
        = applyJson(*b,
                    QJsonDocument::fromJson(
                        QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"riflemen-1",)"
                                       R"("target":"voltigeurs-1","distance":6,"inputs":{"firers":1},)"
                                       R"("faces":[%1]})")
                            .arg(faces)
                            .toUtf8())
                        .object());
    QVERIFY2(fired.entry, qPrintable(fired.error));
    const BattleReport r = ReportBuilder::build(*b);
    const QString text = r.toText();
    for (const QString &s : said)
        QVERIFY2(text.contains(s), qPrintable(text));
    QVERIFY2(!text.contains(notSaid), qPrintable(text));
    QCOMPARE(r.toJson().value(u"figures").toArray().size(), r.figures.size());
    QCOMPARE(r.figures.size(), 9); // every squad and officer of the demo, in its order of battle
}

// The report takes each test's resolution from the replay that played it instead of resolving
// the test again: over the demo battles, the battles of earlier builds and random play, each must
// say all that the test resolved afresh in the state before its entry says.
void TestBattleReport::readsTheTestAsTheReplayResolvedIt_data()
{
    QTest::addColumn<QString>("script"); // a demo battle's script, a battle file, or random play
    for (const QString &s : QDir(QStringLiteral(REPORT_TEST_DATA)).entryList({u"*.battle.json"_qs}))
        QTest::newRow(qPrintable(s)) << QStringLiteral(REPORT_TEST_DATA "/") + s;
    const QDir earlier(QStringLiteral(BATTLE_TEST_DATA "/earlier"));
    for (const QString &name : earlier.entryList({u"*.battle"_qs}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << earlier.filePath(name);
    QTest::newRow("random play") << QString();
}

void TestBattleReport::readsTheTestAsTheReplayResolvedIt()
{
    QFETCH(QString, script);
    QTemporaryDir dir;
    std::unique_ptr<Battle> played;
    BattleFile::Opened opened;
    if (script.endsWith(u".battle.json")) {
        QString error;
        played = ::played(readJson(script), &error);
        QVERIFY2(played, qPrintable(error));
    } else {
        if (script.isEmpty()) { // 300 entries of corrections, draws and tests
            const ScenarioLoadResult sc
                = ScenarioLoader::loadData(adjutant::testing::bigScenario(2), u"big.json"_qs);
            QVERIFY(sc.scenario && sc.ruleset);
            Battle random(*sc.scenario, *sc.ruleset, {}, 1);
            adjutant::testing::playBigJournal(random, 300, 2);
            script = dir.filePath(u"random.json"_qs);
            QString error;
            QVERIFY2(BattleFile::save(random, script, &error), qPrintable(error));
        }
        opened = BattleFile::open(script);
        QVERIFY2(opened.battle, qPrintable(opened.error));
    }
    const Battle &battle = played ? *played : *opened.battle;
    const EntryReader reader(battle);
    int tests = 0, taken = 0;
    QStringList differ;
    const Battle::ReplayCheck check
        = battle.replayFromStart([&](const JournalEntry &e, const BattleState &before, const BattleState &,
                                     const std::optional<QStringList> &, const rules::Resolution *resolved) {
              const auto *resolve = std::get_if<action::Resolve>(&e.action);
              if (!resolve || !resolve->procedure.isEmpty()) {
                  if (resolved)
                      differ.append(QStringLiteral("entry %1: a resolution, and no test").arg(e.seq));
                  return;
              }
              ++tests;
              if (!resolved) {
                  differ.append(QStringLiteral("entry %1: a test, and no resolution").arg(e.seq));
                  return;
              }
              if (!EntryReader::resolvedAlike(*resolve))
                  return;
              ++taken;
              const QStringList replayed = resolutionText(*resolved);
              const QStringList afresh = resolutionText(reader.resolution(*resolve, before));
              if (replayed != afresh)
                  differ.append(QStringLiteral("entry %1:\n%2\nagainst\n%3")
                                    .arg(e.seq)
                                    .arg(replayed.join(u'\n'), afresh.join(u'\n')));
          });
    QCOMPARE(check.mismatches, QStringList());
    QVERIFY2(differ.isEmpty(), qPrintable(differ.join(u'\n')));
    QVERIFY(tests > 0);
    QVERIFY(taken > 0);
}

// A battle opened only to be replayed from the start keeps its journal unplayed
// (BattleFile::For::ReplayFromStart): its replay and its report must be those of the battle
// opened to play, whose state was restored from the snapshot and checked. Over the demo battles,
// the battles of earlier builds, and random play long enough to keep a snapshot.
void TestBattleReport::openedToReplayGivesWhatOpenedToPlayGives_data()
{
    QTest::addColumn<QString>("script"); // a demo battle's script, a battle file, or random play
    QTest::addColumn<int>("entries"); // of random play
    for (const QString &s : QDir(QStringLiteral(REPORT_TEST_DATA)).entryList({u"*.battle.json"_qs}))
        QTest::newRow(qPrintable(s)) << QStringLiteral(REPORT_TEST_DATA "/") + s << 0;
    const QDir earlier(QStringLiteral(BATTLE_TEST_DATA "/earlier"));
    for (const QString &name : earlier.entryList({u"*.battle"_qs}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << earlier.filePath(name) << 0;
    QTest::newRow("random play, no snapshot") << QString() << 300;
    QTest::newRow("random play, a snapshot") << QString() << int(Journal::kCheckpointEvery * 2 + 7);
}

void TestBattleReport::openedToReplayGivesWhatOpenedToPlayGives()
{
    QFETCH(QString, script);
    QFETCH(int, entries);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    if (script.endsWith(u".battle.json")) {
        QString error;
        const std::unique_ptr<Battle> played = ::played(readJson(script), &error);
        QVERIFY2(played, qPrintable(error));
        QVERIFY2(BattleFile::save(*played, path, &error), qPrintable(error));
    } else if (script.isEmpty()) { // corrections, draws and tests
        const ScenarioLoadResult sc
            = ScenarioLoader::loadData(adjutant::testing::bigScenario(2), u"big.json"_qs);
        QVERIFY(sc.scenario && sc.ruleset);
        Battle random(*sc.scenario, *sc.ruleset, {}, 1);
        adjutant::testing::playBigJournal(random, entries, 2);
        QString error;
        QVERIFY2(BattleFile::save(random, path, &error), qPrintable(error));
    } else {
        QVERIFY(QFile::copy(script, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
    const BattleFile::Opened toPlay = BattleFile::open(path);
    QVERIFY2(toPlay.battle, qPrintable(toPlay.error));
    const BattleFile::Opened toReplay = BattleFile::open(path, BattleFile::For::ReplayFromStart);
    QVERIFY2(toReplay.battle, qPrintable(toReplay.error));
    if (entries > Journal::kCheckpointEvery) // the snapshot was there to be restored from
        QVERIFY(!BattleFile::toJson(*toPlay.battle).value(u"snapshot").toObject().isEmpty());
    QCOMPARE(toReplay.warnings, toPlay.warnings);
    QCOMPARE(toReplay.damage, toPlay.damage);
    QCOMPARE(toReplay.battle->journal().size(), toPlay.battle->journal().size());
    const Battle::ReplayCheck a = toPlay.battle->replayFromStart();
    const Battle::ReplayCheck b = toReplay.battle->replayFromStart();
    QVERIFY2(a.mismatches.isEmpty(), qPrintable(a.mismatches.join(u'\n')));
    QCOMPARE(b.mismatches, a.mismatches);
    QCOMPARE(b.checked, a.checked);
    QCOMPARE(b.hash, a.hash);
    QCOMPARE(b.hash, toPlay.battle->stateHash()); // the state restored to play is the one replayed
    // A replay that passes the entries' words over (the report's) sees the same entries, but for
    // their words.
    QList<JournalEntry> read, passedOver;
    const auto keep = [](QList<JournalEntry> &into) {
        return Battle::ResolvedEntryVisitor([&into](const JournalEntry &e, const BattleState &,
                                                    const BattleState &, const std::optional<QStringList> &,
                                                    const rules::Resolution *) { into.append(e); });
    };
    const Battle::ReplayCheck c = toReplay.battle->replayFromStart(keep(read));
    const Battle::ReplayCheck d
        = toReplay.battle->replayFromStart(keep(passedOver), EntryLine::Summary::PassOver);
    QCOMPARE(d.mismatches, c.mismatches);
    QCOMPARE(d.hash, c.hash);
    QCOMPARE(c.hash, a.hash);
    QCOMPARE(passedOver.size(), read.size());
    bool anyWords = false;
    for (qsizetype i = 0; i < read.size(); ++i) {
        QCOMPARE(passedOver.at(i).seq, read.at(i).seq);
        QCOMPARE(passedOver.at(i).stateHash, read.at(i).stateHash);
        QCOMPARE(ActionJson::write(passedOver.at(i).action), ActionJson::write(read.at(i).action));
        QCOMPARE(passedOver.at(i).summary, QString());
        anyWords = anyWords || !read.at(i).summary.isEmpty();
    }
    QVERIFY(read.isEmpty() || anyWords);
    const BattleReport ra = ReportBuilder::build(*toPlay.battle);
    const BattleReport rb = ReportBuilder::build(*toReplay.battle);
    QCOMPARE(QJsonDocument(rb.toJson()).toJson(), QJsonDocument(ra.toJson()).toJson());
    QCOMPARE(rb.toText(), ra.toText());
}

QTEST_GUILESS_MAIN(TestBattleReport)
#include "tst_battlereport.moc"
