// The app knows what the battle holds (issue 32): in the demo battles, played as a player would
// with journal entries, the modifiers whose facts the battle keeps count by themselves from the
// state the actions leave, never from a tick: the French column's +2 a die in its assault, the
// attacker's formation only for the unit that charged, canister's mark on a unit's morale for the
// rest of the turn, a move this phase, a unit out of command by its distance to its commander, a
// move in the side's last move when it shoots in the other side's. A shot out of range is refused
// with the reason, and the range band follows the distance measured.
#include "battle/action.h"
#include "battle/battle.h"
#include "battle/scenario.h"
#include "learn/why.h"
#include "rules/resolver.h"

#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

std::unique_ptr<Battle> demo(const QString &name)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    if (!sc.ok() || !sc.ruleset)
        qFatal("%s does not load", qPrintable(name));
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(), 5);
}

Action act(const QString &json)
{
    QString error;
    std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        qFatal("not an action: %s (%s)", qPrintable(error), qPrintable(json));
    return *a;
}

QString apply(Battle &b, const QString &json)
{
    const Battle::Applied applied = b.apply(act(json));
    return applied.entry ? QString() : applied.error;
}

QString set(const QString &unit, const QString &field, const QString &value)
{
    return QStringLiteral(
               R"({"kind":"set","unit":"%1","field":"%2","value":%3,"reason":"as the table stands"})")
        .arg(unit, field, value);
}

// KGCWO: the unit's card has come up, as the umpire's correction of "activated" has it.
QString cardUp(const QString &unit)
{
    return QStringLiteral(
               R"({"kind":"set","unit":"%1","field":"activated","value":true,"reason":"its card came up"})")
        .arg(unit);
}

// Player-turn rules: steps on to the segment `step` of the phase `phase`.
bool stepTo(Battle &b, const QString &phase, const QString &step)
{
    for (int i = 0; i < 60; ++i) {
        const Phase *p = b.turns().phase(b.state());
        if (p && p->id == phase && b.turns().stepId(b.state()) == step)
            return true;
        if (!apply(b, uR"({"kind":"next"})"_qs).isEmpty())
            return false;
    }
    return false;
}

// The modifier as a test's set-up has it in the battle as it stands; nullptr if it has none.
std::optional<AppliedModifier> modifier(const Battle &b, const QString &test, const QString &actor,
                                        const QString &target, const QString &id, int distance = -1)
{
    action::Resolve a;
    a.test = test;
    a.actor = actor;
    a.target = target;
    if (distance >= 0)
        a.inputs.insert(u"distance"_qs, distance);
    const TestSetup s = Resolver(b.ruleset()).setup(test, b.situation(a));
    for (const AppliedModifier &m : s.modifiers)
        if (m.id == id)
            return m;
    return std::nullopt;
}

QStringList whyOfLastEntry(const Battle &b)
{
    return adjutant::learn::Why::forJournalEntry(b, b.journal().last().seq);
}

} // namespace

class TestDerivedFacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kgcwoColumnAssault_data();
    void kgcwoColumnAssault();
    void kgcwoFireTakesTheDistance_data();
    void kgcwoFireTakesTheDistance();
    void kgcwoOutOfCommandByItsDistance_data();
    void kgcwoOutOfCommandByItsDistance();
    void kgcwoTurningIsAManoeuvre_data();
    void kgcwoTurningIsAManoeuvre();
    void kgcwoLineOfFire_data();
    void kgcwoLineOfFire();
    void napCanisterMarksMoraleForTheTurn();
    void napAUnitThatMovedFiresAtMinusOne();
    void napChargingBonusReadsTheCharge_data();
    void napChargingBonusReadsTheCharge();
    void brigadeMovedInItsLastMove();
    void kgcwoOverheadDistancesAskedOnceChosen_data();
    void kgcwoOverheadDistancesAskedOnceChosen();
    void chosenMenCasualtiesFromGuns_data();
    void chosenMenCasualtiesFromGuns();
};

// The demo's French columns go in against the British line: +2 a die for the column that charged,
// nobody ticking it; a column that is charged, and a charger in line, get none.
void TestDerivedFacts::kgcwoColumnAssault_data()
{
    QTest::addColumn<QString>("charger");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("before"); // actions that set the table up
    QTest::addColumn<bool>("plusTwo");
    QTest::newRow("45e-column-against-the-88th") << "45e-1"
                                                 << "88th" << QStringList{} << true;
    QTest::newRow("45e-in-line-against-a-shaken-88th")
        << "45e-1"
        << "88th"
        << QStringList{set(u"45e-1"_qs, u"formation"_qs, u"\"line\""_qs),
                       set(u"88th"_qs, u"morale-state"_qs, u"\"shaken\""_qs)}
        << false;
}

void TestDerivedFacts::kgcwoColumnAssault()
{
    QFETCH(QString, charger);
    QFETCH(QString, target);
    QFETCH(QStringList, before);
    QFETCH(bool, plusTwo);
    const auto b = demo(u"kgcwo"_qs);
    for (const QString &a : before)
        QCOMPARE(apply(*b, a), QString());
    // Before the charge nobody is the attacker: the column's +2 is not counted for its fire or a
    // melee it has not charged into.
    QVERIFY(!modifier(*b, u"melee"_qs, charger, target, u"attacking-in-attack-column"_qs)->active);
    QCOMPARE(apply(*b, cardUp(charger)), QString());
    QCOMPARE(
        apply(
            *b,
            QStringLiteral(
                R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"%1","target":"%2","distance":4})")
                .arg(charger, target)),
        QString());
    const QStringList why = whyOfLastEntry(*b);
    const QString name = b->state().units.value(charger).name;
    const QString counted = name + u": Counted from the battle: +2 Attacking in attack column."_qs;
    QVERIFY2(why.contains(counted) == plusTwo, qPrintable(why.join(u'\n')));
    // The charge made it the attacker only while its melee lasts.
    const bool inMelee = b->state().units.value(charger).fields.value(u"in-melee"_qs).toBool();
    QCOMPARE(b->state().units.value(charger).fields.value(u"charging"_qs).toBool(), inMelee);
    QCOMPARE(b->state().units.value(target).fields.value(u"charging"_qs, false).toBool(), false);
    QCOMPARE(b->state().units.value(charger).fields.value(u"melee-rounds"_qs, 0).toInt(), inMelee ? 1 : 0);
}

// KGCWO fire takes the distance measured: the musket's standard range to 4", long range (-1) to
// 8", nothing beyond; a gun's canister (+2) to 6".
void TestDerivedFacts::kgcwoFireTakesTheDistance_data()
{
    QTest::addColumn<QString>("firer");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("counted"); // in Why?; empty: no band counted
    QTest::newRow("52nd-at-4-standard") << "52nd" << 4 << ""
                                        << "";
    QTest::newRow("52nd-at-6-long") << "52nd" << 6 << ""
                                    << "−1 Long range";
    QTest::newRow("52nd-at-14-out-of-range")
        << "52nd" << 14 << "out of range: 14\" is beyond the 8\" of the Musket"
        << "";
    QTest::newRow("ross-at-6-canister") << "ross" << 6 << ""
                                        << "+2 Canister";
}

void TestDerivedFacts::kgcwoFireTakesTheDistance()
{
    QFETCH(QString, firer);
    QFETCH(int, distance);
    QFETCH(QString, refusal);
    QFETCH(QString, counted);
    const auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, cardUp(firer)), QString());
    const qsizetype entries = b->journal().size();
    const QString error = apply(
        *b,
        QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"%1","target":"45e-1","distance":%2})")
            .arg(firer)
            .arg(distance));
    if (!refusal.isEmpty()) {
        QVERIFY2(error.contains(refusal), qPrintable(error));
        QCOMPARE(b->journal().size(), entries); // nothing journaled
        return;
    }
    QCOMPARE(error, QString());
    const QString first = whyOfLastEntry(*b).value(0);
    QCOMPARE(first.contains(u"Long range") || first.contains(u"Canister"), !counted.isEmpty());
    QVERIFY2(first.contains(counted), qPrintable(first));
    // Without a distance the shot is not taken: the band is never guessed (a second volley on the
    // card, which the umpire allows, so that only the distance is missing).
    const QString unmeasured
        = apply(*b,
                QStringLiteral(
                    R"({"kind":"resolve","test":"fire","actor":"%1","target":"45e-2","override":"a test"})")
                    .arg(firer));
    QVERIFY2(unmeasured.contains(u"Enter distance to the target"), qPrintable(unmeasured));
}

// Out of command from the distance to its commander, typed once on the unit: more than 8" counts
// -2 on every save, unless a friend in command is within 4" (the table's to say).
void TestDerivedFacts::kgcwoOutOfCommandByItsDistance_data()
{
    QTest::addColumn<int>("inches");
    QTest::addColumn<bool>("outOfCommand");
    QTest::newRow("at-8-in-command") << 8 << false;
    QTest::newRow("at-9-out-of-command") << 9 << true;
    QTest::newRow("at-30-out-of-command") << 30 << true;
}

void TestDerivedFacts::kgcwoOutOfCommandByItsDistance()
{
    QFETCH(int, inches);
    QFETCH(bool, outOfCommand);
    const auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, set(u"45e-1"_qs, u"command-distance"_qs, QString::number(inches))), QString());
    for (const QString &test : {u"save-hit"_qs, u"received-wounds"_qs, u"rally"_qs}) {
        const std::optional<AppliedModifier> m
            = modifier(*b, test, u"45e-1"_qs, u"52nd"_qs, u"out-of-command"_qs);
        QVERIFY(m);
        QCOMPARE(m->active, outOfCommand);
        QCOMPARE(m->kind, Modifier::Kind::Automatic);
    }
    // Its hit is saved at -2 with nobody ticking it (a natural 10 saves it all the same): a fire
    // at the column, the save in Why?.
    QCOMPARE(apply(*b, cardUp(u"52nd"_qs)), QString());
    QCOMPARE(
        apply(
            *b,
            uR"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","distance":3,"faces":[10,1,1,10]})"_qs),
        QString());
    const QStringList why = whyOfLastEntry(*b);
    const bool said = std::any_of(why.begin(), why.end(), [](const QString &line) {
        return line.contains(u"Save a hit") && line.contains(u"Counted from the battle: −2 Out of command.");
    });
    QVERIFY2(said == outOfCommand, qPrintable(why.join(u'\n')));
}

// KGCWO: a turn is a manoeuvre played as a move. Under 45° in the open the unit still has half its
// move (the 52nd in line: 4", so 2"); a wider turn, or one off open ground, leaves it none.
void TestDerivedFacts::kgcwoTurningIsAManoeuvre_data()
{
    QTest::addColumn<QString>("manoeuvre");
    QTest::addColumn<double>("inches");
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: played
    QTest::newRow("under-45-half-its-move") << u"turn-under-45"_qs << 2.0 << QString();
    QTest::newRow("under-45-no-more-than-half")
        << u"turn-under-45"_qs << 2.5 << u"is more than the 2\" it has"_qs;
    QTest::newRow("45-or-more-turns-in-place") << u"turn"_qs << 0.0 << QString();
    QTest::newRow("45-or-more-no-move") << u"turn"_qs << 1.0 << u"is more than the 0\" it has"_qs;
}

void TestDerivedFacts::kgcwoTurningIsAManoeuvre()
{
    QFETCH(QString, manoeuvre);
    QFETCH(double, inches);
    QFETCH(QString, refused);
    const auto b = demo(u"kgcwo"_qs);
    QCOMPARE(apply(*b, set(u"52nd"_qs, u"activated"_qs, u"true"_qs)), QString()); // its card came up
    const QString error
        = apply(*b,
                QStringLiteral(R"({"kind":"move","unit":"52nd","inches":%1,"manoeuvre":"%2"})")
                    .arg(inches)
                    .arg(manoeuvre));
    if (refused.isEmpty())
        QCOMPARE(error, QString());
    else
        QVERIFY2(error.contains(refused), qPrintable(error));
}

// KGCWO: what stands between the firers and the target is the table's (one question, "Line of
// fire"); the app does the rest. Canister through skirmishers splits the dice (a medium battery's
// 3: 2 at the skirmishers, 1 past them); round shot goes through whole; formed troops block the
// shot; guns on a hill fire over their own troops only when those are nearer the guns than the
// enemy is to them.
void TestDerivedFacts::kgcwoLineOfFire_data()
{
    QTest::addColumn<QString>("actor");
    QTest::addColumn<QString>("line"); // the Line of fire chosen; empty: nothing in the way
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("gunsToFriends");
    QTest::addColumn<int>("friendsToTarget");
    QTest::addColumn<int>("dice"); // dice rolled when allowed
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: allowed
    const QString guns = u"lenoir"_qs; // medium battery, 3 dice
    QTest::newRow("canister-clear-all-dice") << guns << QString() << 5 << 0 << 0 << 3 << QString();
    QTest::newRow("canister-past-skirmishers-half-rounded-down")
        << guns << u"past-skirmishers"_qs << 5 << 0 << 0 << 1 << QString();
    QTest::newRow("canister-at-the-screen-half-rounded-up")
        << guns << u"skirmish-screen"_qs << 5 << 0 << 0 << 2 << QString();
    QTest::newRow("round-shot-past-skirmishers-all-dice")
        << guns << u"past-skirmishers"_qs << 20 << 0 << 0 << 3 << QString();
    QTest::newRow("formed-troops-block-the-shot")
        << u"52nd"_qs << u"formed-in-the-way"_qs << 3 << 0 << 0 << 3 << u"Formed troops block"_qs;
    QTest::newRow("over-own-troops-nearer-the-guns")
        << guns << u"over-own-troops"_qs << 20 << 5 << 15 << 3 << QString();
    QTest::newRow("over-own-troops-as-near-the-enemy")
        << guns << u"over-own-troops"_qs << 20 << 10 << 10 << 3 << u"nearer the guns"_qs;
    QTest::newRow("over-own-troops-distances-not-entered")
        << guns << u"over-own-troops"_qs << 20 << 0 << 0 << 3 << u"nearer the guns"_qs;
    QTest::newRow("foot-does-not-fire-over-own-troops")
        << u"52nd"_qs << u"over-own-troops"_qs << 3 << 1 << 2 << 3 << u"Only artillery"_qs;
}

void TestDerivedFacts::kgcwoLineOfFire()
{
    QFETCH(QString, actor);
    QFETCH(QString, line);
    QFETCH(int, distance);
    QFETCH(int, gunsToFriends);
    QFETCH(int, friendsToTarget);
    QFETCH(int, dice);
    QFETCH(QString, refused);
    const auto b = demo(u"kgcwo"_qs);
    action::Resolve a;
    a.test = u"fire"_qs;
    a.actor = actor;
    a.target = actor == u"lenoir" ? u"88th"_qs : u"45e-1"_qs;
    a.inputs.insert(u"distance"_qs, distance);
    a.inputs.insert(u"gunsToFriends"_qs, gunsToFriends);
    a.inputs.insert(u"friendsToTarget"_qs, friendsToTarget);
    if (!line.isEmpty())
        a.choices.chosen.insert(u"line-of-fire"_qs, line);
    const Resolver resolver(b->ruleset());
    const QStringList refusals = resolver.refusals(b->ruleset().test(a.test)->requirements, b->situation(a));
    if (!refused.isEmpty()) {
        QVERIFY2(std::any_of(refusals.begin(), refusals.end(),
                             [&](const QString &r) { return r.contains(refused); }),
                 qPrintable(refusals.join(u'\n')));
        return;
    }
    QVERIFY2(refusals.isEmpty(), qPrintable(refusals.join(u'\n')));
    const TestSetup setup = resolver.setup(a.test, b->situation(a));
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u'\n')));
    QCOMPARE(setup.dieSides.size(), dice);
}

// 001: guns firing canister (8" or less) mark the target; its morale tests count -1 until the turn
// ends, with nobody ticking "took canister".
void TestDerivedFacts::napCanisterMarksMoraleForTheTurn()
{
    const auto b = demo(u"nap-igougo"_qs);
    QVERIFY(!modifier(*b, u"morale"_qs, u"24e"_qs, QString(), u"canister"_qs)->active);
    // The Austrian guns fire in their own stationary fire, then in the French one's: once a phase.
    QVERIFY(stepTo(*b, u"first-player"_qs, u"stationary-fire"_qs));
    QCOMPARE(
        apply(
            *b,
            uR"({"kind":"resolve","test":"artillery-fire","actor":"fb-6","target":"24e","inputs":{"guns":4},"distance":12,"faces":[1]})"_qs),
        QString());
    QVERIFY(!b->state().units.value(u"24e"_qs).fields.value(u"took-canister"_qs).toBool()); // 12": effective
    QVERIFY(stepTo(*b, u"second-player"_qs, u"stationary-fire"_qs));
    QCOMPARE(
        apply(
            *b,
            uR"({"kind":"resolve","test":"artillery-fire","actor":"fb-6","target":"24e","inputs":{"guns":4},"distance":8,"faces":[1]})"_qs),
        QString());
    QVERIFY(b->state().units.value(u"24e"_qs).fields.value(u"took-canister"_qs).toBool());
    for (const QString &test : {u"morale"_qs, u"rally"_qs}) {
        const std::optional<AppliedModifier> m = modifier(*b, test, u"24e"_qs, QString(), u"canister"_qs);
        QVERIFY(m && m->active);
        QCOMPARE(m->value, -1);
    }
    QCOMPARE(apply(*b, uR"({"kind":"end-turn"})"_qs), QString());
    QVERIFY(!modifier(*b, u"morale"_qs, u"24e"_qs, QString(), u"canister"_qs)->active);
}

// 001: a unit that moved this phase fires at -1 ("Firer moved"), from its moved marker.
void TestDerivedFacts::napAUnitThatMovedFiresAtMinusOne()
{
    const auto b = demo(u"nap-igougo"_qs);
    QVERIFY(!modifier(*b, u"musketry"_qs, u"ir-12"_qs, u"24e"_qs, u"moving"_qs, 3)->active);
    QCOMPARE(apply(*b, set(u"ir-12"_qs, u"moved"_qs, u"true"_qs)), QString());
    const std::optional<AppliedModifier> m
        = modifier(*b, u"musketry"_qs, u"ir-12"_qs, u"24e"_qs, u"moving"_qs, 3);
    QVERIFY(m && m->active);
    QCOMPARE(m->value, -1);
    // and point blank from the distance alone
    QCOMPARE(modifier(*b, u"musketry"_qs, u"ir-12"_qs, u"24e"_qs, u"range"_qs, 2)->choice, u"point-blank");
}

// 001: the first melee round of a unit whose charge went home counts its charge (infantry against
// infantry +2, cavalry +5) from its charging mark, ticked by nobody; the round spends the charge, so
// the next melee it fights (a breakthrough) counts none.
void TestDerivedFacts::napChargingBonusReadsTheCharge_data()
{
    QTest::addColumn<QString>("actor");
    QTest::addColumn<QString>("modifierId");
    QTest::addColumn<bool>("charged");
    QTest::addColumn<int>("value");
    QTest::newRow("infantry-that-charged-home-plus-2") << u"ir-12"_qs << u"inf-charging"_qs << true << 2;
    QTest::newRow("infantry-that-did-not-charge-none") << u"ir-12"_qs << u"inf-charging"_qs << false << 2;
    QTest::newRow("cavalry-that-charged-home-plus-5")
        << u"chevaulegers"_qs << u"cav-charging"_qs << true << 5;
    QTest::newRow("cavalry-that-did-not-charge-none")
        << u"chevaulegers"_qs << u"cav-charging"_qs << false << 5;
}

void TestDerivedFacts::napChargingBonusReadsTheCharge()
{
    QFETCH(QString, actor);
    QFETCH(QString, modifierId);
    QFETCH(bool, charged);
    QFETCH(int, value);
    const auto b = demo(u"nap-igougo"_qs);
    if (charged)
        QCOMPARE(apply(*b, set(actor, u"charging"_qs, u"true"_qs)), QString());
    const std::optional<AppliedModifier> m = modifier(*b, u"melee"_qs, actor, u"24e"_qs, modifierId);
    QVERIFY(m);
    QCOMPARE(m->kind, Modifier::Kind::Automatic);
    QCOMPARE(m->active, charged);
    QCOMPARE(m->value, value);
    // The first round fought spends the charge: the next melee counts none.
    QCOMPARE(
        apply(*b,
              QStringLiteral(R"({"kind":"resolve","test":"melee","actor":"%1","target":"24e","faces":[10,1],)"
                             R"("override":"a melee fought out of its step"})")
                  .arg(actor)),
        QString());
    QVERIFY(!b->state().units.value(actor).fields.value(u"charging"_qs).toBool());
    QVERIFY(!modifier(*b, u"melee"_qs, actor, u"24e-b"_qs, modifierId)->active);
}

// Brigade rules: the side that is not moving shoots; a close-order unit that moved in its side's
// last move fires at +1 to the score needed. Its move sets the mark as the side's phase ends.
void TestDerivedFacts::brigadeMovedInItsLastMove()
{
    const auto b = demo(u"brigade"_qs);
    QCOMPARE(b->state().phase, 0); // the British move first
    QCOMPARE(apply(*b, set(u"30th"_qs, u"moved"_qs, u"true"_qs)), QString());
    const int segments = int(b->ruleset().activation->phases.at(0).segments.size());
    for (int i = 0; i < segments; ++i)
        QCOMPARE(apply(*b, uR"({"kind":"next"})"_qs), QString());
    QCOMPARE(b->state().phase, 1); // the French move: the British shoot
    QVERIFY(b->state().units.value(u"30th"_qs).fields.value(u"moved-last-move"_qs).toBool());
    QVERIFY(!b->state().units.value(u"44th"_qs).fields.value(u"moved-last-move"_qs, false).toBool());
    const std::optional<AppliedModifier> moved
        = modifier(*b, u"fire"_qs, u"30th"_qs, u"55e"_qs, u"moving"_qs, 3);
    QVERIFY(moved && moved->active);
    QVERIFY(!modifier(*b, u"fire"_qs, u"44th"_qs, u"55e"_qs, u"moving"_qs, 3)->active);
}

// KGCWO: the two distances of a shot over the guns' own troops are asked for only once that line
// of fire is chosen (every volley asked for them, and the whole-app walk typed into both).
void TestDerivedFacts::kgcwoOverheadDistancesAskedOnceChosen_data()
{
    QTest::addColumn<QString>("lineOfFire"); // the choice; empty: none
    QTest::addColumn<QStringList>("leftOut");
    const QStringList both{u"gunsToFriends"_qs, u"friendsToTarget"_qs};
    QTest::newRow("a-clear-shot") << QString() << both;
    QTest::newRow("past-skirmishers") << u"past-skirmishers"_qs << both;
    QTest::newRow("over-own-troops") << u"over-own-troops"_qs << QStringList();
}

void TestDerivedFacts::kgcwoOverheadDistancesAskedOnceChosen()
{
    QFETCH(QString, lineOfFire);
    QFETCH(QStringList, leftOut);
    const auto b = demo(u"kgcwo"_qs);
    action::Resolve a;
    a.test = u"fire"_qs;
    a.actor = u"ross"_qs;
    a.target = u"45e-1"_qs;
    a.inputs.insert(u"distance"_qs, 10);
    if (!lineOfFire.isEmpty())
        a.choices.chosen.insert(u"line-of-fire"_qs, lineOfFire);
    const TestSetup s = Resolver(b->ruleset()).setup(a.test, b->situation(a));
    QCOMPARE(s.inputsLeftOut, leftOut);
}

// Chosen Men: a morale test counts -1 when some of its casualties were dealt by guns. The wound
// dice the app rolls for a gun's hit mark the squad, the morale test counts the mark and clears it;
// a musket's wounds leave no mark.
void TestDerivedFacts::chosenMenCasualtiesFromGuns_data()
{
    QTest::addColumn<QString>("firer");
    QTest::addColumn<QString>("faces"); // the fire die, then its wound dice
    QTest::addColumn<bool>("fromGuns");
    QTest::newRow("a-gun-s-ball-wounds-three-men") << u"gun"_qs << u"[9,5,6,2]"_qs << true;
    QTest::newRow("a-musket-s-hit") << u"voltigeurs-1"_qs << u"[9,5]"_qs << false;
}

void TestDerivedFacts::chosenMenCasualtiesFromGuns()
{
    QFETCH(QString, firer);
    QFETCH(QString, faces);
    QFETCH(bool, fromGuns);
    const auto b = demo(u"chosen-men"_qs);
    QCOMPARE(
        apply(
            *b,
            uR"({"kind":"join","unit":{"id":"gun","name":"French 4-pdr","type":"gun-small","side":"french",)"
            uR"("commander":"lt-morel","fields":{"weapon":"small-cannon","ammunition":"ball","loaded":true}}})"_qs),
        QString());
    QVERIFY(!modifier(*b, u"morale"_qs, u"redcoats"_qs, QString(), u"artillery-casualty"_qs)->active);
    QCOMPARE(
        apply(*b,
              QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"%1","target":"redcoats",)"
                             R"("distance":10,"inputs":{"firers":1},"faces":%2,"override":"its card is up"})")
                  .arg(firer, faces)),
        QString());
    QVERIFY(b->state().units.value(u"redcoats"_qs).fields.value(u"serious-wounds"_qs).toInt() >= 1);
    QCOMPARE(modifier(*b, u"morale"_qs, u"redcoats"_qs, QString(), u"artillery-casualty"_qs)->active,
             fromGuns);
    QCOMPARE(
        apply(*b,
              uR"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[3],"override":"owed"})"_qs),
        QString());
    QVERIFY(!modifier(*b, u"morale"_qs, u"redcoats"_qs, QString(), u"artillery-casualty"_qs)->active);
}

QTEST_GUILESS_MAIN(TestDerivedFacts)
#include "tst_derivedfacts.moc"
