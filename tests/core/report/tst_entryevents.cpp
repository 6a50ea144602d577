#include "report/entryevents.h"

#include "battle/battlefile.h"
#include "bigbattle.h"
#include "rules/rulesetloader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;
using namespace adjutant::report;

// What an entry did, as the table hears it: the cue names, a unit's standing by its glance, and
// the cues an entry asks for, in the order they happen.
class TestEntryEvents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cueIds_data();
    void cueIds();
    void unknownCueIds_data();
    void unknownCueIds();
    void standingIds_data();
    void standingIds();
    void standingOfAGlance_data();
    void standingOfAGlance();
    void cuesOfAnEntry_data();
    void cuesOfAnEntry();
    void initTestCase();
    void whoIsWho();
    void resultText_data();
    void resultText();
    void spoken_data();
    void spoken();
    void readsEntries();
    void unitsWrittenReadAsBothStates_data();
    void unitsWrittenReadAsBothStates();
    void glancesTakenAgainAreWorkedOut_data() { unitsWrittenReadAsBothStates_data(); }
    void glancesTakenAgainAreWorkedOut();

private:
    std::unique_ptr<battle::Battle> m_battle;
    battle::Scenario m_scenario;
    std::optional<rules::Ruleset> m_rules;
};

namespace {

TestTaken taken(std::optional<rules::TestCue::Kind> cue)
{
    TestTaken t;
    t.cue = cue;
    return t;
}

UnitChange change(Standing from, Standing to)
{
    UnitChange c;
    c.unitId = QStringLiteral("u");
    c.from = from;
    c.to = to;
    return c;
}

EntryEvents events(const QString &kind, bool appRolled = false, QList<TestTaken> tests = {},
                   QList<UnitChange> changes = {}, bool endedTurn = false)
{
    EntryEvents e;
    e.kind = kind;
    e.appRolled = appRolled;
    e.tests = std::move(tests);
    e.changes = std::move(changes);
    e.endedTurn = endedTurn;
    return e;
}

using Kind = rules::TestCue::Kind;

} // namespace

void TestEntryEvents::cueIds_data()
{
    QTest::addColumn<Cue>("cue");
    QTest::addColumn<QString>("id");
    QTest::newRow("card") << Cue::Card << "card";
    QTest::newRow("phase") << Cue::Phase << "phase";
    QTest::newRow("dice") << Cue::Dice << "dice";
    QTest::newRow("volley") << Cue::Volley << "volley";
    QTest::newRow("cannon") << Cue::Cannon << "cannon";
    QTest::newRow("charge") << Cue::Charge << "charge";
    QTest::newRow("break") << Cue::Break << "break";
    QTest::newRow("turn-end") << Cue::TurnEnd << "turn-end";
}

void TestEntryEvents::cueIds()
{
    QFETCH(Cue, cue);
    QFETCH(QString, id);
    QCOMPARE(cueId(cue), id);
    QCOMPARE(cueFromId(id), std::optional<Cue>(cue));
    QVERIFY(allCues().contains(cue));
    QCOMPARE(allCues().count(cue), 1);
    QCOMPARE(allCues().size(), 8);
}

void TestEntryEvents::unknownCueIds_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("empty") << "";
    QTest::newRow("capitalised") << "Card";
    QTest::newRow("underscore") << "turn_end";
    QTest::newRow("spaced") << " dice";
    QTest::newRow("a-standing") << "routed";
}

void TestEntryEvents::unknownCueIds()
{
    QFETCH(QString, id);
    QVERIFY(!cueFromId(id));
}

void TestEntryEvents::standingIds_data()
{
    QTest::addColumn<Standing>("standing");
    QTest::addColumn<QString>("id");
    QTest::newRow("steady") << Standing::Steady << "steady";
    QTest::newRow("shaken") << Standing::Shaken << "shaken";
    QTest::newRow("routed") << Standing::Routed << "routed";
    QTest::newRow("lost") << Standing::Lost << "lost";
}

void TestEntryEvents::standingIds()
{
    QFETCH(Standing, standing);
    QFETCH(QString, id);
    QCOMPARE(standingId(standing), id);
}

void TestEntryEvents::standingOfAGlance_data()
{
    QTest::addColumn<rules::Display::Tone>("tone");
    QTest::addColumn<bool>("removed");
    QTest::addColumn<Standing>("standing");
    QTest::newRow("steady") << rules::Display::Tone::Steady << false << Standing::Steady;
    QTest::newRow("shaken") << rules::Display::Tone::Shaken << false << Standing::Shaken;
    QTest::newRow("routed") << rules::Display::Tone::Routed << false << Standing::Routed;
    // Out of play is lost, whatever its state said last.
    QTest::newRow("removed-steady") << rules::Display::Tone::Steady << true << Standing::Lost;
    QTest::newRow("removed-routed") << rules::Display::Tone::Routed << true << Standing::Lost;
}

void TestEntryEvents::standingOfAGlance()
{
    QFETCH(rules::Display::Tone, tone);
    QFETCH(bool, removed);
    QFETCH(Standing, standing);
    battle::UnitGlance g;
    g.tone = tone;
    g.removed = removed;
    QCOMPARE(EntryReader::standing(g), standing);
}

void TestEntryEvents::cuesOfAnEntry_data()
{
    QTest::addColumn<EntryEvents>("entry");
    QTest::addColumn<QList<Cue>>("cues");

    QTest::newRow("draw") << events(QStringLiteral("draw")) << QList<Cue>{Cue::Card};
    QTest::newRow("draw-that-ends-the-turn")
        << events(QStringLiteral("draw"), false, {}, {}, true) << QList<Cue>{Cue::Card, Cue::TurnEnd};
    QTest::newRow("next-phase") << events(QStringLiteral("next")) << QList<Cue>{Cue::Phase};
    QTest::newRow("end-turn") << events(QStringLiteral("end-turn"), false, {}, {}, true)
                              << QList<Cue>{Cue::TurnEnd};
    QTest::newRow("typed-dice-no-cue")
        << events(QStringLiteral("resolve"), false, {taken({})}) << QList<Cue>{};
    QTest::newRow("app-dice") << events(QStringLiteral("resolve"), true, {taken({})})
                              << QList<Cue>{Cue::Dice};
    QTest::newRow("volley-rolled") << events(QStringLiteral("resolve"), true, {taken(Kind::Volley)})
                                   << QList<Cue>{Cue::Dice, Cue::Volley};
    QTest::newRow("cannon-typed") << events(QStringLiteral("resolve"), false, {taken(Kind::Cannon)})
                                  << QList<Cue>{Cue::Cannon};
    // Each cue once, in the order of the tests: a charge, then the volley that met it.
    QTest::newRow("charge-then-volleys") << events(
        QStringLiteral("resolve"), false, {taken(Kind::Charge), taken(Kind::Volley), taken(Kind::Volley)})
                                         << QList<Cue>{Cue::Charge, Cue::Volley};
    QTest::newRow("volley-breaks-a-unit") << events(QStringLiteral("resolve"), true, {taken(Kind::Volley)},
                                                    {change(Standing::Shaken, Standing::Routed)})
                                          << QList<Cue>{Cue::Dice, Cue::Volley, Cue::Break};
    QTest::newRow("unit-lost") << events(QStringLiteral("resolve"), false, {},
                                         {change(Standing::Steady, Standing::Lost)})
                               << QList<Cue>{Cue::Break};
    QTest::newRow("routed-unit-then-lost")
        << events(QStringLiteral("resolve"), false, {}, {change(Standing::Routed, Standing::Lost)})
        << QList<Cue>{Cue::Break};
    QTest::newRow("two-break-one-cue")
        << events(QStringLiteral("resolve"), false, {},
                  {change(Standing::Steady, Standing::Routed), change(Standing::Shaken, Standing::Lost)})
        << QList<Cue>{Cue::Break};
    QTest::newRow("shaken-is-no-break")
        << events(QStringLiteral("resolve"), false, {}, {change(Standing::Steady, Standing::Shaken)})
        << QList<Cue>{};
    QTest::newRow("still-routed-is-no-break")
        << events(QStringLiteral("resolve"), false, {}, {change(Standing::Routed, Standing::Routed)})
        << QList<Cue>{};
    QTest::newRow("rallied-is-no-break")
        << events(QStringLiteral("resolve"), false, {}, {change(Standing::Routed, Standing::Steady)})
        << QList<Cue>{};
    QTest::newRow("umpire-removes-a-unit")
        << events(QStringLiteral("set"), false, {}, {change(Standing::Steady, Standing::Lost)})
        << QList<Cue>{Cue::Break};
    QTest::newRow("join") << events(QStringLiteral("join")) << QList<Cue>{};
    QTest::newRow("reorder") << events(QStringLiteral("reorder")) << QList<Cue>{};
    // Undo and redo are silent, whatever the entry they concern did.
    QTest::newRow("undo") << events(QStringLiteral("undo"), true, {taken(Kind::Volley)},
                                    {change(Standing::Steady, Standing::Lost)}, true)
                          << QList<Cue>{};
    QTest::newRow("redo") << events(QStringLiteral("redo"), true, {taken(Kind::Cannon)}, {}, true)
                          << QList<Cue>{};
}

void TestEntryEvents::cuesOfAnEntry()
{
    QFETCH(EntryEvents, entry);
    QFETCH(QList<Cue>, cues);
    QCOMPARE(cuesFor(entry), cues);
}

// A small battle on minimal.json: a general (blue) and two units under him, u2 of the red side.
void TestEntryEvents::initTestCase()
{
    const rules::RulesetLoadResult r
        = rules::RulesetLoader::loadFile(QStringLiteral(RULES_TEST_DATA "/minimal.json"));
    QVERIFY(r.ok());
    battle::Scenario sc;
    sc.id = QStringLiteral("small");
    sc.rulesetId = r.ruleset->id;
    sc.sides = {{QStringLiteral("blue"), QStringLiteral("Blue"), QString(), QString(), {}},
                {QStringLiteral("red"), QStringLiteral("Red"), QString(), QString(), {}}};
    const auto add = [&sc](const char *id, const char *name, const char *side, bool commander) {
        battle::ScenarioUnit su;
        su.id = QString::fromLatin1(id);
        su.name = QString::fromLatin1(name);
        su.type = QStringLiteral("foot");
        su.side = QString::fromLatin1(side);
        su.isCommander = commander;
        sc.units.append(su);
    };
    add("gen", "General Hill", "blue", true);
    add("u1", "52nd Foot", "blue", false);
    add("u2", "Voltigeurs", "red", false);
    m_battle = std::make_unique<battle::Battle>(sc, *r.ruleset, QHash<QString, QString>{}, 1);
    m_scenario = sc;
    m_rules = r.ruleset;
}

void TestEntryEvents::whoIsWho()
{
    const EntryReader reader(*m_battle);
    const battle::BattleState &s = m_battle->state();
    QCOMPARE(reader.unitName(QStringLiteral("u1"), s), QStringLiteral("52nd Foot"));
    QCOMPARE(reader.unitName(QStringLiteral("nobody"), s), QStringLiteral("nobody"));
    QCOMPARE(reader.sideOf(QStringLiteral("u2"), s), QStringLiteral("red"));
    QCOMPARE(reader.sideOf(QStringLiteral("nobody"), s), QString());
    QVERIFY(reader.isCommander(QStringLiteral("gen"), s));
    QVERIFY(!reader.isCommander(QStringLiteral("u1"), s));
    QVERIFY(!reader.isCommander(QStringLiteral("nobody"), s));
    QCOMPARE(reader.cardName({QStringLiteral("end"), QString()}, s), QStringLiteral("End"));
    QCOMPARE(reader.cardName({QStringLiteral("unit"), QStringLiteral("u2")}, s),
             QStringLiteral("Voltigeurs"));
    QCOMPARE(reader.cardName({QStringLiteral("mystery"), QString()}, s), QStringLiteral("mystery"));
}

void TestEntryEvents::resultText_data()
{
    QTest::addColumn<QString>("test"); // minimal.json's: "shoot" is a pool, "save" is not
    QTest::addColumn<bool>("cue");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("named-outcome") << "save" << false << "Saved" << 7 << "Saved";
    QTest::newRow("named-outcome-wins-over-hits") << "shoot" << true << "Routed" << 2 << "Routed";
    QTest::newRow("fire-counts-hits") << "shoot" << true << "" << 3 << "3 hit(s)";
    QTest::newRow("a-pool-counts-successes") << "shoot" << false << "" << 2 << "2 success(es)";
    QTest::newRow("no-success") << "shoot" << false << "" << 0 << "0 success(es)";
    QTest::newRow("a-total") << "save" << false << "" << 7 << "7";
    QTest::newRow("no-test-a-margin") << "" << false << "" << -2 << "-2";
}

void TestEntryEvents::resultText()
{
    QFETCH(QString, test);
    QFETCH(bool, cue);
    QFETCH(QString, outcome);
    QFETCH(int, value);
    QFETCH(QString, text);
    TestTaken t;
    t.result.setup.test = m_battle->ruleset().test(test);
    QCOMPARE(t.result.setup.test != nullptr, !test.isEmpty());
    t.result.outcomeName = outcome;
    t.result.value = value;
    if (cue)
        t.cue = Kind::Volley;
    QCOMPARE(EntryReader(*m_battle).resultText(t), text);
}

void TestEntryEvents::spoken_data()
{
    QTest::addColumn<EntryEvents>("entry");
    QTest::addColumn<QStringList>("said");

    EntryEvents draw = events(QStringLiteral("draw"));
    draw.cards = {{QStringLiteral("unit"), QStringLiteral("u1")}};
    QTest::newRow("draw-a-unit") << draw << QStringList{"52nd Foot"};
    EntryEvents two = draw;
    two.cards.append({QStringLiteral("end"), QString()});
    two.endedTurn = true;
    QTest::newRow("draw-two-ending-the-turn") << two << QStringList{"52nd Foot, End", "Turn 3 begins"};
    EntryEvents next = events(QStringLiteral("next"));
    next.phase = QStringLiteral("Fight, close");
    QTest::newRow("next") << next << QStringList{"Fight, close"};
    EntryEvents fire = events(QStringLiteral("resolve"), true, {taken(Kind::Volley)});
    fire.tests[0].result.setup.test = m_battle->ruleset().test(QStringLiteral("shoot"));
    fire.tests[0].result.setup.actorId = QStringLiteral("u2");
    fire.tests[0].result.value = 2;
    fire.tests.append(taken({})); // a follow-up is not read aloud
    QTest::newRow("fire") << fire << QStringList{"Shoot, Voltigeurs: 2 hit(s)"};
    QTest::newRow("resolve-nothing") << events(QStringLiteral("resolve")) << QStringList{};
    QTest::newRow("end-turn") << events(QStringLiteral("end-turn"), false, {}, {}, true)
                              << QStringList{"Turn 3 begins"};
    QTest::newRow("set-says-nothing") << events(QStringLiteral("set")) << QStringList{};
}

void TestEntryEvents::spoken()
{
    QFETCH(EntryEvents, entry);
    QFETCH(QStringList, said);
    battle::BattleState after = m_battle->state();
    after.turn = 3;
    QCOMPARE(EntryReader(*m_battle).spoken(entry, after), said);
}

// Entries played on a battle of their own, read back from the entry and the states around it.
void TestEntryEvents::readsEntries()
{
    battle::Battle b(m_scenario, *m_rules, {}, 7);
    const EntryReader reader(b);

    // A save failed on a typed 1: the 52nd (blue) takes a hit; no dice of the app's.
    battle::action::Resolve save;
    save.test = QStringLiteral("save");
    save.actor = QStringLiteral("u1");
    save.setFaces({1}, battle::FaceSource::Typed);
    battle::BattleState before = b.state();
    battle::Battle::Applied applied = b.apply(save);
    QVERIFY2(applied.entry, qPrintable(applied.error));
    EntryEvents e = reader.read(*applied.entry, before, b.state());
    QCOMPARE(e.kind, QStringLiteral("resolve"));
    QCOMPARE(e.turn, 1);
    QVERIFY(!e.endedTurn);
    QVERIFY(!e.appRolled);
    QCOMPARE(e.tests.size(), 1);
    QCOMPARE(e.tests.at(0).side, QStringLiteral("blue"));
    QCOMPARE(e.tests.at(0).result.outcomeName, QStringLiteral("Hit"));
    QCOMPARE(reader.resultText(e.tests.at(0)), QStringLiteral("Hit"));
    QCOMPARE(cuesFor(e), QList<Cue>{});
    QCOMPARE(reader.spoken(e, b.state()), QStringList{"Save, 52nd Foot: Hit"});

    // The same save with the app's dice: it says so.
    battle::action::Resolve rolled = save;
    rolled.faces.reset();
    rolled.sources.clear();
    before = b.state();
    applied = b.apply(rolled);
    QVERIFY2(applied.entry, qPrintable(applied.error));
    e = reader.read(*applied.entry, before, b.state());
    QVERIFY(e.appRolled);
    QCOMPARE(cuesFor(e), QList<Cue>{Cue::Dice});

    // minimal.json's deck is End of turn alone: the draw ends turn 1.
    before = b.state();
    applied = b.apply(battle::action::Draw{});
    QVERIFY2(applied.entry, qPrintable(applied.error));
    e = reader.read(*applied.entry, before, b.state());
    QCOMPARE(e.kind, QStringLiteral("draw"));
    QCOMPARE(e.turn, 1);
    QVERIFY(e.endedTurn);
    QCOMPARE(e.cards, (QList<battle::DeckCard>{{QStringLiteral("end"), QString()}}));
    QCOMPARE(cuesFor(e), (QList<Cue>{Cue::Card, Cue::TurnEnd}));
    QCOMPARE(reader.spoken(e, b.state()), (QStringList{"End", "Turn 2 begins"}));
}

// In a replay, the units an entry changed are looked for among those it wrote (the unit table's
// record) instead of in the whole of both states: every entry of the battles of earlier builds,
// and of random play on 160 units, must read the same either way.
void TestEntryEvents::unitsWrittenReadAsBothStates_data()
{
    QTest::addColumn<QString>("path");
    const QDir earlier(QStringLiteral(BATTLE_TEST_DATA "/earlier"));
    for (const QString &name : earlier.entryList({QStringLiteral("*.battle")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << earlier.filePath(name);
    QTest::newRow("random play") << QString();
}

namespace {

// The battle file at `path`, or with none 300 entries of random corrections, draws and tests on
// 160 units, saved in `dir` first.
battle::BattleFile::Opened openedOrPlayed(QString &path, const QTemporaryDir &dir)
{
    if (path.isEmpty()) {
        const battle::ScenarioLoadResult sc
            = battle::ScenarioLoader::loadData(adjutant::testing::bigScenario(2), QStringLiteral("big.json"));
        if (!sc.scenario || !sc.ruleset)
            return {};
        battle::Battle played(*sc.scenario, *sc.ruleset, {}, 1);
        adjutant::testing::playBigJournal(played, 300, 2);
        path = dir.filePath(QStringLiteral("random.json"));
        QString error;
        if (!battle::BattleFile::save(played, path, &error))
            return {};
    }
    return battle::BattleFile::open(path);
}

} // namespace

void TestEntryEvents::unitsWrittenReadAsBothStates()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    const battle::BattleFile::Opened opened = openedOrPlayed(path, dir);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    const EntryReader reader(*opened.battle);
    const auto text = [](const EntryEvents &ev) {
        QStringList out;
        for (const UnitChange &c : ev.changes)
            out.append(QStringLiteral("%1 %2 %3>%4 %5>%6")
                           .arg(c.unitId, c.side, standingId(c.from), standingId(c.to))
                           .arg(c.lostBefore)
                           .arg(c.lostAfter));
        return out;
    };
    QStringList differ;
    int written = 0, changes = 0;
    const battle::Battle::ReplayCheck check = opened.battle->replayFromStart(
        [&](const battle::JournalEntry &e, const battle::BattleState &before,
            const battle::BattleState &after, const std::optional<QStringList> &units) {
            const QStringList byRecord = text(reader.read(e, before, after, units));
            const QStringList byStates = text(reader.read(e, before, after));
            if (byRecord != byStates)
                differ.append(QStringLiteral("entry %1: %2 against %3")
                                  .arg(e.seq)
                                  .arg(byRecord.join(u", "), byStates.join(u", ")));
            written += units.has_value();
            changes += int(byStates.size());
        });
    QCOMPARE(check.mismatches, QStringList());
    QCOMPARE(differ, QStringList());
    QVERIFY(written > 0);
    if (path.endsWith(u"random.json"))
        QVERIFY(changes > 0);
}

// The reader takes a unit's last glance again while the unit is the same data under the same
// rules, and how it stands while what tells that has not moved: at every entry of the battles of
// earlier builds and of random play, each unit of the order of battle must glance and stand,
// before the entry and after it, as worked out afresh.
void TestEntryEvents::glancesTakenAgainAreWorkedOut()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    const battle::BattleFile::Opened opened = openedOrPlayed(path, dir);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    const battle::Battle &b = *opened.battle;
    const EntryReader reader(b);
    QStringList differ;
    int glances = 0;
    const auto compare = [&](int seq, const battle::BattleState &state) {
        QStringList ids;
        for (const battle::ScenarioUnit &su : b.scenario().units)
            ids.append(su.id);
        for (const battle::ScenarioUnit &su : state.joined)
            ids.append(su.id);
        for (const QString &id : std::as_const(ids)) {
            const battle::UnitGlance afresh = battle::UnitView::glance(
                b.rulesetIn(state), state.units.value(id), reader.startOf(id, state));
            ++glances;
            // How it stands first, while the last glance taken is still the one before the entry.
            if (reader.standsNow(id, state) != EntryReader::Stand{EntryReader::standing(afresh), afresh.lost})
                differ.append(QStringLiteral("entry %1: %2 stands otherwise").arg(seq).arg(id));
            if (reader.glance(id, state) != afresh)
                differ.append(QStringLiteral("entry %1: %2").arg(seq).arg(id));
        }
    };
    compare(0, b.initialState());
    const battle::Battle::ReplayCheck check
        = b.replayFromStart([&](const battle::JournalEntry &e, const battle::BattleState &before,
                                const battle::BattleState &after, const std::optional<QStringList> &) {
              compare(e.seq, before);
              compare(e.seq, after);
          });
    QCOMPARE(check.mismatches, QStringList());
    QCOMPARE(differ, QStringList());
    QVERIFY(glances > 0);
}

QTEST_GUILESS_MAIN(TestEntryEvents)
#include "tst_entryevents.moc"
