// "Why?" after a result: the sentences read from the resolver's own result, die by die and for the
// outcome, in the words of the issue ("7 + 1 = 8, needed 5: a hit"; "the natural 1 fails whatever
// the modifiers"), and for every test of every built-in ruleset one sentence per die whose verdict
// is the resolver's.
#include "learn/why.h"

#include "anyunitacts.h"

#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/statedigest.h"
#include "dice/randomsource.h"
#include "rules/rulesetlibrary.h"
#include "rules/wording.h"

#include "dice/facequeue.h"

#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace adjutant;
using namespace adjutant::rules;

namespace {

Ruleset load(const QString &id)
{
    const RulesetLoadResult r = RulesetLibrary::load(id);
    Q_ASSERT(r.ok());
    return *r.ruleset;
}

UnitState unit(const QString &id, const QString &type, const QVariantHash &fields)
{
    UnitState u;
    u.id = id;
    u.name = id;
    u.type = type;
    u.fields = fields;
    return u;
}

std::unique_ptr<battle::Battle> demo(const QString &ruleset, quint64 seed)
{
    const battle::ScenarioLoadResult sc
        = battle::ScenarioLoader::loadFile(u":/scenarios/"_qs + ruleset + u"-demo.json"_qs);
    if (!sc.ok())
        return nullptr;
    // Why? explains what was played, whoever played it when: anyone may act at any time here.
    return std::make_unique<battle::Battle>(*sc.scenario, adjutant::testing::anyUnitActsAnyTime(*sc.ruleset),
                                            QHash<QString, QString>{}, seed);
}

// An evening at the table, played at random by the battle's own seeded dice: draws and steps,
// every test of the ruleset and its charges and melees between random units, the umpire's
// corrections, undo and redo, ends of turn; actions the rules refuse are passed over. Plays
// until the journal holds `entries` entries.
void playAnEvening(battle::Battle &b, int entries, quint64 seed)
{
    dice::SeededRandomSource pick(seed);
    QStringList units;
    for (const battle::ScenarioUnit &u : b.scenario().units)
        units.append(u.id);
    const rules::Ruleset &rs = b.ruleset();
    const auto any = [&](const QStringList &list) { return list.at(pick.roll(int(list.size())) - 1); };
    for (int guard = 0; b.journal().size() < entries && guard < entries * 40; ++guard) {
        const int roll = pick.roll(20);
        battle::Action a;
        if (roll <= 4) {
            a = battle::action::Draw{};
            if (!b.apply(a).entry)
                b.apply(battle::action::Next{});
            continue;
        }
        if (roll <= 10) {
            battle::action::Resolve r;
            r.test = rs.tests.at(pick.roll(int(rs.tests.size())) - 1).id;
            r.actor = any(units);
            r.target = any(units);
            for (const rules::TestInput &in : rs.test(r.test)->inputs)
                r.inputs.insert(in.id, in.hasDefault ? in.defaultValue : in.minimum);
            a = r;
        } else if (roll <= 13 && rs.procedures && !rs.procedures->isEmpty()) {
            const rules::Procedure &p = rs.procedures->at(pick.roll(int(rs.procedures->size())) - 1);
            battle::action::Resolve r;
            r.procedure = p.id;
            r.actor = any(units);
            r.target = any(units);
            // The distance typed; the moves from the movement table and the numbers with a
            // default left to the rules, as the charge sheet leaves them; the others typed.
            for (const rules::ProcedureInput &in : p.inputs)
                if (in.input.id == u"distance")
                    r.inputs.insert(in.input.id, pick.roll(12));
                else if (in.movementColumn.isEmpty() && !in.input.hasDefault)
                    r.inputs.insert(in.input.id, std::max(in.input.minimum, pick.roll(3)));
            if (!p.responses.isEmpty())
                r.response = p.responses.at(pick.roll(int(p.responses.size())) - 1).id;
            a = r;
        } else if (roll <= 15) {
            a = battle::action::SetField{any(units), u"casualties"_qs, pick.roll(3) - 1, QString(),
                                         QString()};
        } else if (roll <= 17) {
            a = battle::action::Undo{};
        } else if (roll <= 19) {
            a = battle::action::Redo{};
        } else {
            a = battle::action::EndTurn{};
        }
        b.apply(a);
    }
}

} // namespace

class TestWhy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kgcwoFireDieByDie_data();
    void kgcwoFireDieByDie();
    void everyTestEveryRuleset_data();
    void everyTestEveryRuleset();
    void severalStepsNameTheirTest();
    void journalWhyFromCheckpointIsFullReplays_data();
    void journalWhyFromCheckpointIsFullReplays();
    void chargeStepByStep_data();
    void chargeStepByStep();
    void playWithoutDiceIsExplained_data();
    void playWithoutDiceIsExplained();
};

// Without a catalogue loaded, plurals read in their source form ("1 hit(s)"); the app's English
// catalogue makes them "1 hit", "3 dice".
void TestWhy::kgcwoFireDieByDie_data()
{
    QTest::addColumn<QVariantHash>("actor");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QStringList>("expected");
    // Fire A +2, first shot +1, smoothbore musket −1: +2 in all.
    QTest::newRow("plus-two-hit-natural-one-miss")
        << QVariantHash{{"fire", "A"}} << QList<int>{7, 1, 2}
        << QStringList{u"Counted from the battle: +1 First shot; −1 Smoothbore weapon."_qs,
                       u"7 +2 = 9, needed 5: a hit."_qs, u"Natural 1: a miss whatever the modifiers."_qs,
                       u"2 +2 = 4, needed 5: a miss."_qs, u"1 hit(s) from 3 die/dice."_qs};
    // Fire E −2, fired (no first shot), two casualties −2, shaken −1, smoothbore −1: −6.
    QTest::newRow("minus-six-natural-ten-hits")
        << QVariantHash{{"fire", "E"}, {"fired", true}, {"casualties", 2}, {"morale-state", "shaken"}}
        << QList<int>{10, 9, 4}
        << QStringList{u"Counted from the battle: −1 Firer is shaken; −1 Smoothbore weapon."_qs,
                       u"Natural 10: a hit whatever the modifiers."_qs, u"9 −6 = 3, needed 5: a miss."_qs,
                       u"4 −6 = −2, needed 5: a miss."_qs, u"1 hit(s) from 3 die/dice."_qs};
    // Fire C 0, first shot +1, smoothbore −1: no modifier at all.
    QTest::newRow("no-modifier-plain-faces")
        << QVariantHash{} << QList<int>{5, 4, 6}
        << QStringList{u"Counted from the battle: +1 First shot; −1 Smoothbore weapon."_qs,
                       u"5, needed 5: a hit."_qs, u"4, needed 5: a miss."_qs, u"6, needed 5: a hit."_qs,
                       u"2 hit(s) from 3 die/dice."_qs};
}

void TestWhy::kgcwoFireDieByDie()
{
    QFETCH(QVariantHash, actor);
    QFETCH(QList<int>, faces);
    QFETCH(QStringList, expected);
    const Ruleset rs = load(u"kgcwo"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"infantry"_qs, actor));
    s.units.insert(u"target"_qs, unit(u"t"_qs, u"infantry"_qs, {}));
    s.inputs.insert(u"distance"_qs, 3); // standard range: the band adds nothing
    const Resolution r = Resolver(rs).resolve(u"fire"_qs, s, dice::FaceQueue::of(faces));
    QVERIFY(!r.steps.isEmpty());
    QCOMPARE(learn::Why::forResult(r.steps.first()), expected);
}

void TestWhy::everyTestEveryRuleset_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QTest::newRow(qPrintable(id)) << id;
}

// Every test, 40 seeded rolls each, its own unit types as actor and target: one sentence per die for
// dice judged one by one, whose verdict is the resolver's; one or two for a rolled total; then the
// outcome, which names the resolver's outcome.
void TestWhy::everyTestEveryRuleset()
{
    QFETCH(QString, ruleset);
    const Ruleset rs = load(ruleset);
    std::mt19937 gen(20);
    int checked = 0;
    for (const Test &t : rs.tests) {
        for (int round = 0; round < 40; ++round) {
            const UnitType &a = rs.unitTypes.at(qsizetype(gen() % quint32(rs.unitTypes.size())));
            const UnitType &b = rs.unitTypes.at(qsizetype(gen() % quint32(rs.unitTypes.size())));
            Situation s;
            s.units.insert(u"actor"_qs, unit(u"a"_qs, a.id, {}));
            s.units.insert(u"target"_qs, unit(u"b"_qs, b.id, {}));
            for (const TestInput &in : t.inputs)
                s.inputs.insert(in.id, in.hasDefault ? in.defaultValue : in.minimum);
            const Resolver resolver(rs);
            const TestSetup setup = resolver.setup(t.id, s);
            if (!setup.problems.isEmpty())
                continue;
            QList<int> faces;
            for (int sides : setup.dieSides)
                faces.append(1 + int(gen() % quint32(sides)));
            const Resolution r = resolver.resolve(t.id, s, dice::FaceQueue::of(faces));
            if (r.steps.isEmpty())
                continue;
            const TestResult &res = r.steps.first();
            const QStringList dice = learn::Why::forDice(res);
            const QString outcome = learn::Why::forOutcome(res);
            const QString where = t.id + u' ' + QString::number(round);
            if (t.kind == Test::Kind::Threshold || t.kind == Test::Kind::RollUnder) {
                QCOMPARE(dice.size(), res.dice.size());
                for (qsizetype i = 0; i < dice.size(); ++i) {
                    const bool saysPass = dice.at(i).endsWith(u"a hit."_qs)
                        || dice.at(i).endsWith(u"a success."_qs) || dice.at(i).endsWith(u"passes."_qs)
                        || dice.at(i).contains(u"passes by"_qs) || dice.at(i).contains(u"passes exactly"_qs)
                        || dice.at(i).contains(u": a hit whatever"_qs)
                        || dice.at(i).contains(u": passes whatever"_qs)
                        || dice.at(i).contains(u": a success whatever"_qs);
                    QVERIFY2(saysPass == res.dice.at(i).success, qPrintable(where + u": "_qs + dice.at(i)));
                    QVERIFY2(
                        dice.at(i).startsWith(QString::number(res.dice.at(i).face))
                            || dice.at(i).startsWith(u"Natural "_qs + QString::number(res.dice.at(i).face)),
                        qPrintable(where + u": "_qs + dice.at(i)));
                }
            } else {
                QVERIFY2(dice.size() == (t.kind == Test::Kind::Opposed ? 2 : 1), qPrintable(where));
            }
            if (!res.outcomeName.isEmpty())
                QVERIFY2(outcome.contains(res.outcomeName), qPrintable(where + u": "_qs + outcome));
            if (t.kind == Test::Kind::Opposed)
                QVERIFY2(outcome.contains(u"wins by"_qs) == (res.margin != 0),
                         qPrintable(where + u": "_qs + outcome));
            ++checked;
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
}

void TestWhy::severalStepsNameTheirTest()
{
    const Ruleset rs = load(u"kgcwo"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"a"_qs, u"infantry"_qs, {{"fire", "A"}}));
    s.units.insert(u"target"_qs, unit(u"t"_qs, u"infantry"_qs, {}));
    s.inputs.insert(u"distance"_qs, 3);
    // Three fire dice, then a save for each hit: the saves' sentences say whose test they are.
    const Resolution r = Resolver(rs).resolve(u"fire"_qs, s, dice::FaceQueue::of({7, 8, 1, 3, 9, 5}));
    QVERIFY(r.steps.size() > 1);
    const QStringList lines
        = learn::Why::forResolution(r, [](const QString &id) -> QString { return u"Unit "_qs + id; });
    QVERIFY2(lines.first().startsWith(rs.test(u"fire"_qs)->doc.name + u" (Unit a): "_qs),
             qPrintable(lines.first()));
    QVERIFY2(lines.last().startsWith(r.steps.last().setup.test->doc.name), qPrintable(lines.last()));
}

void TestWhy::journalWhyFromCheckpointIsFullReplays_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const QString &id : {u"kgcwo"_qs, u"nap-igougo"_qs, u"chosen-men"_qs, u"brigade"_qs})
        QTest::newRow(qPrintable(id)) << id;
}

// The journal's "Why?" of every entry of a long evening in each demo battle, worked out from the
// nearest checkpoint (Battle::stateBefore), is what the whole journal replayed from the start
// gives for that entry, and so is the state it starts from.
void TestWhy::journalWhyFromCheckpointIsFullReplays()
{
    QFETCH(QString, ruleset);
    auto b = demo(ruleset, 2026);
    QVERIFY(b);
    playAnEvening(*b, 300, 11);
    QCOMPARE(b->journal().size(), 300);
    QVERIFY(!b->history().checkpoints().isEmpty()); // some entries are worked out from one
    QHash<int, QStringList> replayed;
    QHash<int, QString> stateBefore;
    battle::StateDigest digest;
    const battle::Battle::ReplayCheck check
        = b->replayFromStart([&](const battle::JournalEntry &e, const battle::BattleState &before,
                                 const battle::BattleState &after, const std::optional<QStringList> &) {
              replayed.insert(e.seq,
                              std::holds_alternative<battle::action::Resolve>(e.action)
                                  ? learn::Why::forEntry(*b, e, before)
                                  : learn::Why::forPlay(*b, e, before, after));
              stateBefore.insert(e.seq, digest.hash(b->ruleset(), before));
          });
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    int tests = 0;
    int procedures = 0;
    int undone = 0;
    for (qsizetype i = 0; i < b->journal().size(); ++i) {
        const battle::JournalEntry &e = b->journal().at(i);
        const QStringList why = learn::Why::forJournalEntry(*b, e.seq);
        QCOMPARE(why, replayed.value(e.seq));
        const std::optional<battle::BattleState> before = b->stateBefore(i);
        QCOMPARE(before.has_value(), !e.undone);
        if (e.undone) {
            ++undone;
            continue;
        }
        QCOMPARE(digest.hash(b->ruleset(), *before), stateBefore.value(e.seq));
        const auto *r = std::get_if<battle::action::Resolve>(&e.action);
        if (r && !why.isEmpty())
            ++(r->procedure.isEmpty() ? tests : procedures);
    }
    // An evening with tests, charges or melees, and undone entries among them.
    QVERIFY2(tests >= 20, qPrintable(QString::number(tests)));
    QVERIFY2(procedures >= 5, qPrintable(QString::number(procedures)));
    QVERIFY2(undone >= 5, qPrintable(QString::number(undone)));
}

void TestWhy::chargeStepByStep_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("charger");
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("response");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("kgcwo-dragoons-on-a-column-win")
        << u"kgcwo"_qs << u"14th-ld"_qs << u"45e-1"_qs << 10 << u"stand"_qs
        << QList<int>{6, 1, 3, 1, 4, 10, 3, 3, 1, 9, 5}
        << QStringList{
               u"May it charge?: Horse may charge other targets without a test."_qs,
               u"Receive a charge (1/45e Ligne): 6, needed 5: passes."_qs,
               u"Receive a charge (1/45e Ligne): So: Holds."_qs,
               u"14th Light Dragoons: Counted from the battle: +1 Cavalry against infantry not in square."_qs,
               u"14th Light Dragoons: Natural 1: a miss whatever the modifiers."_qs,
               u"14th Light Dragoons: 3 +2 = 5, needed 5: a hit."_qs,
               u"14th Light Dragoons: Natural 1: a miss whatever the modifiers."_qs,
               u"14th Light Dragoons: 1 hit(s) from 3 die/dice."_qs,
               u"Save a hit (1/45e Ligne): 4, needed 5: fails."_qs,
               u"Save a hit (1/45e Ligne): So: Casualty: The hit becomes a casualty."_qs,
               u"Received wounds (1/45e Ligne): Natural 10: passes whatever the modifiers."_qs,
               u"Received wounds (1/45e Ligne): So: Holds: Morale stays as it is."_qs,
               u"1/45e Ligne: 3, needed 5: a miss."_qs,
               u"1/45e Ligne: 3, needed 5: a miss."_qs,
               u"1/45e Ligne: Natural 1: a miss whatever the modifiers."_qs,
               u"1/45e Ligne: 0 hit(s) from 3 die/dice."_qs,
               u"14th Light Dragoons lost 0 and 1/45e Ligne lost 1 (casualties): the side that loses more loses the melee, so 14th Light Dragoons wins by 1."_qs,
               u"Lost melee (1/45e Ligne): 9 −3 = 6, needed 5: passes."_qs,
               u"Lost melee (1/45e Ligne): So: Holds."_qs,
               u"Cavalry holding back (14th Light Dragoons): 5, needed 5: passes."_qs,
               u"Cavalry holding back (14th Light Dragoons): So: May stand: The cavalry may hold its ground."_qs,
               u"In the end: Charger won the melee."_qs,
           };
    QTest::newRow("kgcwo-dragoons-on-a-column-drawn")
        << u"kgcwo"_qs << u"14th-ld"_qs << u"45e-1"_qs << 10 << u"stand"_qs
        << QList<int>{4, 2, 7, 1, 10, 2, 4, 5}
        << QStringList{
               u"May it charge?: Horse may charge other targets without a test."_qs,
               u"Receive a charge (1/45e Ligne): 4, needed 5: fails."_qs,
               u"Receive a charge (1/45e Ligne): So: Morale drops."_qs,
               u"14th Light Dragoons: Counted from the battle: +1 Cavalry against infantry not in square."_qs,
               u"14th Light Dragoons: 2 +2 = 4, needed 5: a miss."_qs,
               u"14th Light Dragoons: 7 +2 = 9, needed 5: a hit."_qs,
               u"14th Light Dragoons: Natural 1: a miss whatever the modifiers."_qs,
               u"14th Light Dragoons: 1 hit(s) from 3 die/dice."_qs,
               u"Save a hit (1/45e Ligne): Counted from the battle: −1 Unit is shaken."_qs,
               u"Save a hit (1/45e Ligne): Natural 10: passes whatever the modifiers."_qs,
               u"Save a hit (1/45e Ligne): So: Saved: The hit does no harm."_qs,
               u"1/45e Ligne: Counted from the battle: −1 Unit is shaken."_qs,
               u"1/45e Ligne: 2 −1 = 1, needed 5: a miss."_qs,
               u"1/45e Ligne: 4 −1 = 3, needed 5: a miss."_qs,
               u"1/45e Ligne: 5 −1 = 4, needed 5: a miss."_qs,
               u"1/45e Ligne: 0 hit(s) from 3 die/dice."_qs,
               u"14th Light Dragoons and 1/45e Ligne each lost 0 (casualties): neither lost more, so the melee is drawn."_qs,
               u"Still in melee: 14th Light Dragoons: Melee rounds fought 0 → 1; 1/45e Ligne: Melee rounds fought 0 → 1."_qs,
               u"In the end: Melee drawn."_qs,
           };
    QTest::newRow("kgcwo-square-repulses")
        << u"kgcwo"_qs << u"14th-ld"_qs << u"45e-1"_qs << 10 << u"form-square"_qs << QList<int>{8, 7, 2}
        << QStringList{
               u"May it charge?: Horse may charge other targets without a test."_qs,
               u"Receive a charge (1/45e Ligne): 8, needed 5: passes."_qs,
               u"Receive a charge (1/45e Ligne): So: Holds."_qs,
               u"Form square (1/45e Ligne): 7, needed 5: passes."_qs,
               u"Form square (1/45e Ligne): So: Square formed."_qs,
               u"Horse charging a square or horse (14th Light Dragoons): 2, needed 5: fails."_qs,
               u"Horse charging a square or horse (14th Light Dragoons): So: Refuses: The horsemen will not charge this activation."_qs,
               u"In the end: Repulsed by the square."_qs,
           };
    // The charge test in the charge test step; its melee is the melee step's (Melee after a charge).
    QTest::newRow("nap-igougo-goes-in")
        << u"nap-igougo"_qs << u"ir-12"_qs << u"24e"_qs << 4 << u"stand"_qs << QList<int>{4, 9}
        << QStringList{
               u"Charge bonus (IR 12, 1st battalion): Rolled 4 on d6."_qs,
               u"Charge bonus (IR 12, 1st battalion): Total 4."_qs,
               u"Charge test (IR 12, 1st battalion): 9, needed 5: passes."_qs,
               u"Charge test (IR 12, 1st battalion): So: Charge goes in: Move into contact."_qs,
               u"In the end: In contact."_qs,
           };
    // The 24e holds its fire to point blank (8 + 1 for trying): its volley, 5 + 2, hits once; IR 12
    // holds, and its charge test has the hit against it.
    QTest::newRow("nap-igougo-point-blank-then-in")
        << u"nap-igougo"_qs << u"ir-12"_qs << u"24e"_qs << 4 << u"point-blank"_qs << QList<int>{6, 8, 5, 6, 7}
        << QStringList{
               u"Charge bonus (IR 12, 1st battalion): Rolled 6 on d6."_qs,
               u"Charge bonus (IR 12, 1st battalion): Total 6."_qs,
               u"Reaction test (24e Ligne, 1st battalion): 8 +1 = 9, needed 5: passes."_qs,
               u"Reaction test (24e Ligne, 1st battalion): So: Reaction carried out."_qs,
               u"Musketry (24e Ligne, 1st battalion): Counted from the battle: +2 Point blank."_qs,
               u"Musketry (24e Ligne, 1st battalion): Rolled 5 on d10."_qs,
               u"Musketry (24e Ligne, 1st battalion): 5 +2 = 7 on the table gives one hit."_qs,
               u"Morale (IR 12, 1st battalion): 6, needed 2: passes."_qs,
               u"Morale (IR 12, 1st battalion): So: Holds."_qs,
               u"Charge test (IR 12, 1st battalion): 7 −1 = 6, needed 5: passes."_qs,
               u"Charge test (IR 12, 1st battalion): So: Charge goes in: Move into contact."_qs,
               u"In the end: In contact."_qs,
           };
    QTest::newRow("chosen-men-defender-wins")
        << u"chosen-men"_qs << u"dragoons"_qs << u"redcoats"_qs << 6 << u"stand"_qs
        << QList<int>{2, 6, 10, 9, 10, 2, 7}
        << QStringList{
               u"Morale (Dragoon patrol): 2, needed 8 or less: passes by 6."_qs,
               u"Morale (Dragoon patrol): So: Carries on (0 or less)."_qs,
               u"Morale (Grenadier section): 6, needed 8 or less: passes by 2."_qs,
               u"Morale (Grenadier section): So: Carries on (0 or less)."_qs,
               u"Move (Dragoon patrol): Rolled 10, 9 and 10 on 3d10: 29."_qs,
               u"Move (Dragoon patrol): Total 29."_qs,
               u"Charge bonus."_qs,
               u"A bout: Squad leader of Dragoon patrol against Squad leader of Grenadier section."_qs,
               u"Melee (Dragoon patrol): Counted from the battle: +1 Sword, bayonet, pike; +1 Sword, bayonet, pike (the other side); +2 Mounted."_qs,
               u"Melee (Dragoon patrol): Dragoon patrol (Squad leader) rolled 2 on d10: 2."_qs,
               u"Melee (Dragoon patrol): Grenadier section (Squad leader) rolled 7 on d10: 7."_qs,
               u"Melee (Dragoon patrol): 2 +4 = 6 against 7 +1 = 8: Grenadier section wins by 2. Loser backs off (1 to 2): Beyond command distance; captured if it cannot."_qs,
               u"Loser backs off: The loser backs off beyond command distance; a figure that cannot is captured."_qs,
               u"Figure against figure: Bouts won: 0 by the charging side, 1 by the other; 0 drawn."_qs,
               u"Blown horses: Dragoon patrol: Blown (turns to recover) 0 → 2."_qs,
               u"In the end: Defender won the melee."_qs,
           };
    QTest::newRow("chosen-men-wound-die")
        << u"chosen-men"_qs << u"dragoons"_qs << u"redcoats"_qs << 6 << u"stand"_qs
        << QList<int>{8, 4, 1, 1, 9, 8, 3, 10, 5}
        << QStringList{
               u"Morale (Dragoon patrol): 8, needed 8 or less: passes exactly."_qs,
               u"Morale (Dragoon patrol): So: Carries on (0 or less)."_qs,
               u"Morale (Grenadier section): 4, needed 8 or less: passes by 4."_qs,
               u"Morale (Grenadier section): So: Carries on (0 or less)."_qs,
               u"Move (Dragoon patrol): Rolled 1, 1 and 9 on 3d10: 11."_qs,
               u"Move (Dragoon patrol): Total 11."_qs,
               u"Charge bonus."_qs,
               u"A bout: Squad leader of Dragoon patrol against Squad leader of Grenadier section."_qs,
               u"Melee (Dragoon patrol): Counted from the battle: +1 Sword, bayonet, pike; +1 Sword, bayonet, pike (the other side); +2 Mounted."_qs,
               u"Melee (Dragoon patrol): Dragoon patrol (Squad leader) rolled 8 on d10: 8."_qs,
               u"Melee (Dragoon patrol): Grenadier section (Squad leader) rolled 3 on d10: 3."_qs,
               u"Melee (Dragoon patrol): 8 +4 = 12 against 3 +1 = 4: Dragoon patrol wins by 8. Loser is a casualty (3+): A wound die for each point of the margin (or the margin less 2, by option; horse charging a flank or rear adds one per point), all on the losing figure."_qs,
               u"Wound die (Grenadier section): Rolled 10 on d10."_qs,
               u"Wound die (Grenadier section): It falls on Squad leader of Grenadier section."_qs,
               u"Wound die (Grenadier section): Total 10: Fatal (8+)."_qs,
               u"Figure against figure: Bouts won: 1 by the charging side, 0 by the other; 0 drawn."_qs,
               u"Blown horses: Dragoon patrol: Blown (turns to recover) 0 → 2."_qs,
               u"Morale (Grenadier section): Counted from the battle: −1 Squad leader or officer lost."_qs,
               u"Morale (Grenadier section): 5, needed 6 or less (8 −2): passes by 1."_qs,
               u"Morale (Grenadier section): So: Carries on (0 or less)."_qs,
               u"In the end: Charger won the melee."_qs,
           };
    // The brigade charge: the charger's morale test to charge and the target's on being charged
    // come first; horse on the front of ordered foot loses 3 to go in; a winner that charged pursues.
    QTest::newRow("brigade-drawn")
        << u"brigade"_qs << u"hussars"_qs << u"30th"_qs << 6 << u"hold"_qs
        << QList<int>{3, 3, 3, 3, 6, 1, 1, 7, 5, 10}
        << QStringList{
               u"May it charge?: The charge may be made."_qs,
               u"Morale (2e Hussards): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (2e Hussards): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Morale (30th Foot): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (30th Foot): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Entering melee (2e Hussards): Rolled 6 on d6."_qs,
               u"Entering melee (2e Hussards): Total 3 (rolled 6, −3 for the modifiers): Goes in (1+)."_qs,
               u"Entering melee (30th Foot): Rolled 1 on d6."_qs,
               u"Entering melee (30th Foot): Total 1: Goes in."_qs,
               u"2e Hussards: Counted from the battle: −2 Cavalry charging."_qs,
               u"2e Hussards: 1, needed 5 (7 −2): no success."_qs,
               u"2e Hussards: 7, needed 5 (7 −2): a success."_qs,
               u"2e Hussards: 1 success(es) from 2 die/dice."_qs,
               u"30th Foot: 5, needed 7: no success."_qs,
               u"30th Foot: 10, needed 7: a success."_qs,
               u"30th Foot: 1 success(es) from 2 die/dice."_qs,
               u"2e Hussards and 30th Foot each lost 1 (casualties this phase): neither lost more, so the melee is drawn."_qs,
               u"Both disordered: 2e Hussards: now Disordered; 30th Foot: now Disordered."_qs,
               u"The horse falls back 12\" and the foot holds; both are disordered."_qs,
               u"In the end: Melee drawn."_qs,
           };
    QTest::newRow("brigade-foot-wins")
        << u"brigade"_qs << u"hussars"_qs << u"30th"_qs << 6 << u"hold"_qs
        << QList<int>{3, 3, 3, 3, 4, 3, 3, 4, 10, 3, 10}
        << QStringList{
               u"May it charge?: The charge may be made."_qs,
               u"Morale (2e Hussards): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (2e Hussards): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Morale (30th Foot): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (30th Foot): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Entering melee (2e Hussards): Rolled 4 on d6."_qs,
               u"Entering melee (2e Hussards): Total 1 (rolled 4, −3 for the modifiers): Goes in (1+)."_qs,
               u"Entering melee (30th Foot): Rolled 3 on d6."_qs,
               u"Entering melee (30th Foot): Total 3: Goes in."_qs,
               u"2e Hussards: Counted from the battle: −2 Cavalry charging."_qs,
               u"2e Hussards: 3, needed 5 (7 −2): no success."_qs,
               u"2e Hussards: 4, needed 5 (7 −2): no success."_qs,
               u"2e Hussards: 0 success(es) from 2 die/dice."_qs,
               u"30th Foot: 10, needed 7: a success."_qs,
               u"30th Foot: 3, needed 7: no success."_qs,
               u"30th Foot: 1 success(es) from 2 die/dice."_qs,
               u"2e Hussards lost 1 and 30th Foot lost 0 (casualties this phase): the side that loses more loses the melee, so 30th Foot wins by 1."_qs,
               u"Winner and loser marked: 30th Foot: now Won a melee last period; 2e Hussards: now Lost a melee last period."_qs,
               u"Melee losers' test (2e Hussards): Counted from the battle: −2 Cavalry that charged this move."_qs,
               u"Melee losers' test (2e Hussards): Rolled 10 on d10."_qs,
               u"Melee losers' test (2e Hussards): Total 9 (rolled 10, −1 for the modifiers): Breaks and routs (6+)."_qs,
               u"Halts: The winner did not charge: it halts for a move."_qs,
               u"In the end: Defender won the melee."_qs,
           };
    QTest::newRow("brigade-horse-wins")
        << u"brigade"_qs << u"hussars"_qs << u"30th"_qs << 6 << u"hold"_qs
        << QList<int>{3, 3, 3, 3, 4, 1, 9, 7, 2, 9}
        << QStringList{
               u"May it charge?: The charge may be made."_qs,
               u"Morale (2e Hussards): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (2e Hussards): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Morale (30th Foot): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (30th Foot): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Entering melee (2e Hussards): Rolled 4 on d6."_qs,
               u"Entering melee (2e Hussards): Total 1 (rolled 4, −3 for the modifiers): Goes in (1+)."_qs,
               u"Entering melee (30th Foot): Rolled 1 on d6."_qs,
               u"Entering melee (30th Foot): Total 1: Goes in."_qs,
               u"2e Hussards: Counted from the battle: −2 Cavalry charging."_qs,
               u"2e Hussards: 9, needed 5 (7 −2): a success."_qs,
               u"2e Hussards: 7, needed 5 (7 −2): a success."_qs,
               u"2e Hussards: 2 success(es) from 2 die/dice."_qs,
               u"30th Foot: 2, needed 7: no success."_qs,
               u"30th Foot: 9, needed 7: a success."_qs,
               u"30th Foot: 1 success(es) from 2 die/dice."_qs,
               u"2e Hussards lost 1 and 30th Foot lost 2 (casualties this phase): the side that loses more loses the melee, so 2e Hussards wins by 1."_qs,
               u"Winner and loser marked: 2e Hussards: now Won a melee last period; 30th Foot: now Lost a melee last period."_qs,
               u"Breaks at once: 30th Foot: Control state Controlled → Routed; 30th Foot: now Disordered."_qs,
               u"Pursues: 2e Hussards: now Pursuing; 2e Hussards: now Disordered."_qs,
               u"In the end: Charger won the melee."_qs,
           };
    QTest::newRow("brigade-defender-breaks")
        << u"brigade"_qs << u"30th"_qs << u"55e"_qs << 3 << u"hold"_qs << QList<int>{3, 3, 3, 3, 3, 1}
        << QStringList{
               u"May it charge?: The charge may be made."_qs,
               u"Morale (30th Foot): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (30th Foot): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Morale (55e Ligne): Rolled 3 and 3 on 2d5: 6."_qs,
               u"Morale (55e Ligne): Total 6: OK (5+): Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies."_qs,
               u"Entering melee (30th Foot): Rolled 3 on d6."_qs,
               u"Entering melee (30th Foot): Total 3: Goes in."_qs,
               u"Entering melee (55e Ligne): Counted from the battle: −2 In column."_qs,
               u"Entering melee (55e Ligne): Rolled 1 on d6."_qs,
               u"Entering melee (55e Ligne): Total −1 (rolled 1, −2 for the modifiers): Fails (0 or less): Chargers halt disorganised; a unit receiving the charge at the halt breaks and makes an initial rout move."_qs,
               u"Breaks: 55e Ligne: Control state Controlled → Routed."_qs,
               u"In the end: Defender broke."_qs,
           };
}

// A whole charge with scripted dice in each rule system, taken as one journal entry: its "Why?"
// says every step in order (each test's dice and outcome led by the test and the unit, what the
// steps without dice decided, the melee's dice side by side, who won it, by how much and why),
// then the ending.
void TestWhy::chargeStepByStep()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, charger);
    QFETCH(QString, target);
    QFETCH(int, distance);
    QFETCH(QString, response);
    QFETCH(QList<int>, faces);
    QFETCH(QStringList, expected);
    auto b = demo(ruleset, 1);
    QVERIFY(b);
    battle::action::Resolve charge;
    charge.procedure = u"charge"_qs;
    charge.actor = charger;
    charge.target = target;
    charge.response = response;
    charge.inputs.insert(u"distance"_qs, distance);
    for (const rules::ProcedureInput &in : b->ruleset().procedure(u"charge"_qs)->inputs)
        if (in.input.id != u"distance" && in.movementColumn.isEmpty() && !in.input.hasDefault)
            charge.inputs.insert(in.input.id, 2); // elements fighting, where the rules ask
    // Where units are figures (Chosen Men), one man of each side is in contact: a single bout,
    // so that the melee reads as one pair of dice.
    for (const QString &unit : {charger, target})
        if (const QList<rules::Figure> &figures = b->state().units.value(unit).figures; !figures.isEmpty())
            charge.inContact.insert(unit, {figures.first().id});
    charge.setFaces(faces, battle::FaceSource::Typed);
    const battle::Battle::Applied applied = b->apply(charge);
    QVERIFY2(applied.entry, qPrintable(applied.error));
    const QStringList why = learn::Why::forJournalEntry(*b, applied.entry->seq);
    if (why != expected)
        for (const QString &line : why)
            qInfo().noquote() << u"WHY|"_qs + line;
    QCOMPARE(why, expected);
}

QTEST_GUILESS_MAIN(TestWhy)
void TestWhy::playWithoutDiceIsExplained_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QStringList>("actions"); // played in turn, each as JSON
    QTest::addColumn<QStringList>("said"); // parts of the last entry's Why?, in order

    QTest::newRow("kgcwo-a-move") << u"kgcwo"_qs
                                  << QStringList{uR"({"kind":"move","unit":"45e-1","inches":2})"_qs}
                                  << QStringList{
                                         u"1/45e Ligne moved 2\" of the 6\" its movement table gives it"_qs,
                                         u"it had used 0\" before and has used 2\" now."_qs};
    QTest::newRow("kgcwo-a-change-of-formation")
        << u"kgcwo"_qs << QStringList{uR"({"kind":"move","unit":"45e-1","inches":0,"to":"line"})"_qs}
        << QStringList{u"It first changed formation to Line, which cost"_qs,
                       u"1/45e Ligne: Formation is now Line."_qs};
    QTest::newRow("kgcwo-an-order") << u"kgcwo"_qs
                                    << QStringList{uR"({"kind":"order","order":"hold","unit":"88th"})"_qs}
                                    << QStringList{
                                           u"2/88th Foot took the order Hold. An order rolls no dice"_qs,
                                           u"2/88th Foot now has the mark On hold."_qs};
    // Mud on every unit (fate 63, typed from the table's dice): said once for them all.
    QTest::newRow("kgcwo-a-battlefield-fate-said-once-for-every-unit")
        << u"kgcwo"_qs << QStringList{u"fortune"_qs, uR"({"kind":"draw","fate":[3,6,3]})"_qs}
        << QStringList{u"Every unit: Mud is now 2"_qs};
    QTest::newRow("kgcwo-a-card-without-a-fate")
        << u"kgcwo"_qs << QStringList{uR"({"kind":"draw"})"_qs} << QStringList{u"The card drawn was"_qs};
    QTest::newRow("nap-igougo-a-step-of-the-turn")
        << u"nap-igougo"_qs << QStringList{uR"({"kind":"next"})"_qs}
        << QStringList{u"The turn moved on from"_qs, u", as the sequence of play orders it."_qs};
}

// Entries that roll no test's dice say what the rules did, in sentences: the move and what it
// used, the order and what it does, the step the turn moved to, the card drawn; then what changed.
void TestWhy::playWithoutDiceIsExplained()
{
    QFETCH(QString, ruleset);
    QFETCH(QStringList, actions);
    QFETCH(QStringList, said);
    auto b = demo(ruleset, 7);
    QVERIFY(b);
    for (const QString &json : actions) {
        if (json == u"fortune") { // the Fortune/Calamity card brought to the top of the pile
            QList<battle::DeckCard> pile = b->state().drawPile;
            const auto card = std::find_if(pile.begin(), pile.end(), [](const battle::DeckCard &c) {
                return c.card == u"fortune-calamity";
            });
            QVERIFY(card != pile.end());
            const battle::DeckCard top = *card;
            pile.erase(card);
            pile.prepend(top);
            QVERIFY(b->apply(battle::action::Reorder{pile}).entry);
            continue;
        }
        QString error;
        const std::optional<battle::Action> a
            = battle::ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
        QVERIFY2(a, qPrintable(error));
        const battle::Battle::Applied done = b->apply(*a);
        QVERIFY2(done.entry, qPrintable(done.error));
    }
    const QString why = learn::Why::forJournalEntry(*b, b->journal().last().seq).join(u'\n');
    qsizetype from = 0;
    for (const QString &part : said) {
        const qsizetype at = why.indexOf(part, from);
        QVERIFY2(at >= 0, qPrintable(part + u" not in:\n"_qs + why));
        from = at + part.size();
    }
}

#include "tst_why.moc"
