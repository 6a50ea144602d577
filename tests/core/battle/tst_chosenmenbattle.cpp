// Chosen Men played on the demo battle, as the table plays it (issue 34): the turn ends after its
// last activation, falling back to cover ends with the turn, a fleeing squad tests again each time
// its card comes up, hold fire lasts until used or the turn ends, powder dries and is resupplied,
// a sniper and a tap-loaded rifle reload as the book says, and a squad's figures keep their
// wounds through save, replay, undo and the umpire's corrections.
#include "anyunitacts.h"
#include "battle/battle.h"
#include "battle/battlefile.h"
#include "battle/scenario.h"
#include "rules/figures.h"
#include "rules/resolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

std::unique_ptr<Battle> demo()
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/chosen-men-demo.json"_qs);
    Q_ASSERT(sc.ok());
    // Who may act when is tst_restrictions': here each unit's tests are played as the turn needs them.
    return std::make_unique<Battle>(*sc.scenario, adjutant::testing::anyUnitActsAnyTime(*sc.ruleset),
                                    QHash<QString, QString>{}, 7);
}

// Applies an action written as `adjutant-cli play` takes it; the error, or empty.
QString play(Battle &b, const QString &json)
{
    QString error;
    const std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    if (!a)
        return error;
    const Battle::Applied applied = b.apply(*a);
    return applied.entry ? QString() : applied.error;
}

QVariant field(const Battle &b, const QString &unit, const QString &id)
{
    return Evaluator(b.ruleset(), Situation()).fieldValue(b.state().units.value(unit), id);
}

QVariant figureField(const Battle &b, const QString &unit, const QString &figure, const QString &id)
{
    const Figure *f = Roster::find(b.state().units.value(unit), figure);
    return f ? Evaluator(b.ruleset(), Situation()).figureValue(*f, id) : QVariant();
}

// The deck rearranged so that these units' cards come first, in this order, and the rest after.
QString deckWith(const Battle &b, const QStringList &first)
{
    QList<DeckCard> pile = b.state().drawPile;
    QList<DeckCard> ordered;
    for (const QString &unit : first)
        for (qsizetype i = 0; i < pile.size(); ++i)
            if (pile.at(i).unit == unit) {
                ordered.append(pile.takeAt(i));
                break;
            }
    QJsonArray cards;
    for (const DeckCard &c : ordered + pile)
        cards.append(QJsonObject{{QStringLiteral("card"), c.card}, {QStringLiteral("unit"), c.unit}});
    return QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("kind"), QStringLiteral("reorder")},
                                                       {QStringLiteral("cards"), cards}})
                                 .toJson(QJsonDocument::Compact));
}

const QString kDraw = QStringLiteral(R"({"kind":"draw"})");
const QString kEndTurn = QStringLiteral(R"({"kind":"end-turn"})");

} // namespace

class TestChosenMenBattle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lastCardActsBeforeTheTurnEnds();
    void fallingBackToCoverEndsWithTheTurn_data();
    void fallingBackToCoverEndsWithTheTurn();
    void fleeingSquadTestsAgainEachActivation_data();
    void fleeingSquadTestsAgainEachActivation();
    void holdFireLastsUntilUsedOrTheTurnEnds_data();
    void holdFireLastsUntilUsedOrTheTurnEnds();
    void powderDriesOutAndIsResupplied();
    void sniperReloadsBeforeHeShootsAgain();
    void tapLoadedRifleLoadsInOneTurn_data();
    void tapLoadedRifleLoadsInOneTurn();
    void figuresKeepTheirWoundsThroughSaveReplayAndUndo();
    void figureCorrectionsAreJournaledAndChecked_data();
    void figureCorrectionsAreJournaledAndChecked();
    void fieldPromotionNamesTheNco();
    void moveGoesNoFurtherThanItsDice_data();
    void moveGoesNoFurtherThanItsDice();
    void struckNamesOnlyFiguresTheSquadHas_data();
    void struckNamesOnlyFiguresTheSquadHas();
    void officerStruckIsWoundedOnHisOwnSheet_data();
    void officerStruckIsWoundedOnHisOwnSheet();
    void officerLostHoweverHeFell();
};

// The unit whose card comes up last in the turn fires, then the turn ends: its volley reloads as
// any other (two turns for a regular musket), not a turn late.
void TestChosenMenBattle::lastCardActsBeforeTheTurnEnds()
{
    auto b = demo();
    QStringList others;
    for (const DeckCard &c : b->state().drawPile)
        if (c.unit != u"fusiliers")
            others.append(c.unit);
    QCOMPARE(play(*b, deckWith(*b, others + QStringList{u"fusiliers"_qs})), QString());
    for (int i = 0; i < 5; ++i)
        QCOMPARE(play(*b, kDraw), QString());
    QCOMPARE(b->state().lastDrawn.size(), 1);
    QCOMPARE(b->state().lastDrawn.first().unit, u"fusiliers"_qs);
    QCOMPARE(b->state().turn, 1);
    // The fusiliers fire in turn 1, and miss.
    QCOMPARE(play(*b,
                  QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"fusiliers","target":"redcoats",)"
                                 R"("distance":6,"inputs":{"firers":1},"faces":[2]})")),
             QString());
    QCOMPARE(field(*b, u"fusiliers"_qs, u"reload-turns"_qs).toInt(), 2);
    QCOMPARE(play(*b, kDraw), QString()); // the deck is used up: turn 2 begins
    QCOMPARE(b->state().turn, 2);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"reload-turns"_qs).toInt(), 2); // it fired: no loading
    QCOMPARE(play(*b, kEndTurn), QString()); // turn 2: spent loading
    QCOMPARE(field(*b, u"fusiliers"_qs, u"reload-turns"_qs).toInt(), 1);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"loaded"_qs).toBool(), false);
    QCOMPARE(play(*b, kEndTurn), QString()); // turn 3: loaded
    QCOMPARE(field(*b, u"fusiliers"_qs, u"loaded"_qs).toBool(), true);
}

// One or two over its morale: to cover for this turn only. A leaderless squad that fails so stays
// leaderless, and stays so when the turn ends.
void TestChosenMenBattle::fallingBackToCoverEndsWithTheTurn_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("afterTest");
    QTest::addColumn<QString>("afterTurn");
    QTest::newRow("steady-to-cover-then-steady") << "steady"
                                                 << "in-cover"
                                                 << "steady";
    QTest::newRow("leaderless-stays-leaderless") << "leaderless"
                                                 << "leaderless"
                                                 << "leaderless";
}

void TestChosenMenBattle::fallingBackToCoverEndsWithTheTurn()
{
    QFETCH(QString, before);
    QFETCH(QString, afterTest);
    QFETCH(QString, afterTurn);
    auto b = demo();
    if (before == u"leaderless") {
        QCOMPARE(play(*b,
                      QStringLiteral(R"({"kind":"set","unit":"redcoats","figure":"leader","field":"down",)"
                                     R"("value":true})")),
                 QString());
        QCOMPARE(
            play(*b,
                 QStringLiteral(R"({"kind":"set","unit":"redcoats","field":"status","value":"leaderless"})")),
            QString());
    }
    // Regular, morale 8 (less 1 for its leader lost and 1 for him as a figure lost): two over.
    const int face = before == u"leaderless" ? 8 : 10;
    QCOMPARE(play(*b,
                  QStringLiteral(R"({"kind":"resolve","test":"morale","actor":"redcoats","faces":[%1]})")
                      .arg(face)),
             QString());
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), afterTest);
    QCOMPARE(play(*b, kEndTurn), QString());
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), afterTurn);
}

// A fleeing squad owes a morale test each time its card comes up; failed, it flees on (and may
// do nothing else); passed, it rallies.
void TestChosenMenBattle::fleeingSquadTestsAgainEachActivation_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("mayFire");
    QTest::newRow("fails-by-one-flees-on") << 9 << "fleeing" << false;
    QTest::newRow("fails-by-two-flees-on") << 10 << "fleeing" << false;
    QTest::newRow("passes-rallies") << 4 << "steady" << true;
}

void TestChosenMenBattle::fleeingSquadTestsAgainEachActivation()
{
    QFETCH(int, face);
    QFETCH(QString, status);
    QFETCH(bool, mayFire);
    auto b = demo();
    QCOMPARE(
        play(*b, QStringLiteral(R"({"kind":"set","unit":"redcoats","field":"status","value":"fleeing"})")),
        QString());
    QCOMPARE(play(*b, deckWith(*b, {u"redcoats"_qs})), QString());
    QVERIFY(b->state().owed.isEmpty());
    QCOMPARE(play(*b, kDraw), QString());
    QCOMPARE(b->state().owed.size(), 1);
    const OwedTest owed = b->state().owed.first();
    QCOMPARE(owed.test, u"morale"_qs);
    QCOMPARE(owed.actor, u"redcoats"_qs);
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"resolve","owed":%1,"test":"morale","actor":"redcoats","faces":[%2]})")
                 .arg(owed.id)
                 .arg(face)),
        QString());
    QCOMPARE(field(*b, u"redcoats"_qs, u"status"_qs).toString(), status);
    const QString fire
        = play(*b,
               QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"redcoats",)"
                              R"("target":"fusiliers","distance":6,"inputs":{"firers":1},"faces":[2]})"));
    QCOMPARE(fire.isEmpty(), mayFire);
}

// Hold fire is the squad's action: until it fires or the turn ends it may fire at close range
// only; a unit not loaded cannot hold its fire.
void TestChosenMenBattle::holdFireLastsUntilUsedOrTheTurnEnds_data()
{
    QTest::addColumn<int>("distance"); // a musket's close range is 12"
    QTest::addColumn<bool>("endTurnFirst");
    QTest::addColumn<bool>("fires");
    QTest::newRow("close-range-fires") << 6 << false << true;
    QTest::newRow("effective-range-refused") << 20 << false << false;
    QTest::newRow("turn-over-the-order-is-gone") << 20 << true << true;
}

void TestChosenMenBattle::holdFireLastsUntilUsedOrTheTurnEnds()
{
    QFETCH(int, distance);
    QFETCH(bool, endTurnFirst);
    QFETCH(bool, fires);
    auto b = demo();
    QCOMPARE(play(*b, QStringLiteral(R"({"kind":"order","order":"hold-fire","unit":"redcoats"})")),
             QString());
    QCOMPARE(field(*b, u"redcoats"_qs, u"hold-fire"_qs).toBool(), true);
    if (endTurnFirst) {
        QCOMPARE(play(*b, kEndTurn), QString());
        QCOMPARE(field(*b, u"redcoats"_qs, u"hold-fire"_qs).toBool(), false);
    }
    const QString fire
        = play(*b,
               QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"redcoats","target":"fusiliers",)"
                              R"("distance":%1,"inputs":{"firers":1},"faces":[2]})")
                   .arg(distance));
    QCOMPARE(fire.isEmpty(), fires);
    if (fires)
        QCOMPARE(field(*b, u"redcoats"_qs, u"hold-fire"_qs).toBool(), false); // used
    // Unloaded, it cannot hold its fire.
    auto unloaded = demo();
    QCOMPARE(
        play(*unloaded, QStringLiteral(R"({"kind":"set","unit":"redcoats","field":"loaded","value":false})")),
        QString());
    QVERIFY(!play(*unloaded, QStringLiteral(R"({"kind":"order","order":"hold-fire","unit":"redcoats"})"))
                 .isEmpty());
}

// A boat overturns: everyone ashore, two turns drying out, powder wet until resupplied; it does
// not fire meanwhile.
void TestChosenMenBattle::powderDriesOutAndIsResupplied()
{
    auto b = demo();
    QCOMPARE(play(*b,
                  QStringLiteral(
                      R"({"kind":"join","unit":{"id":"gig","name":"Gig","type":"boat",)"
                      R"("side":"british","commander":"capt-ward","fields":{"mover":"boat","figures":6}}})")),
             QString());
    QCOMPARE(
        play(*b, QStringLiteral(R"({"kind":"resolve","test":"boat-landing","actor":"gig","faces":[10]})")),
        QString());
    QCOMPARE(field(*b, u"gig"_qs, u"powder-wet"_qs).toBool(), true);
    QCOMPARE(field(*b, u"gig"_qs, u"drying-turns"_qs).toInt(), 2);
    QCOMPARE(field(*b, u"gig"_qs, u"mover"_qs).toString(), u"infantry"_qs);
    const QString fire
        = QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"gig","target":"fusiliers",)"
                         R"("distance":6,"inputs":{"firers":1},"faces":[2]})");
    QVERIFY(!play(*b, fire).isEmpty());
    QCOMPARE(play(*b, kEndTurn), QString());
    QCOMPARE(field(*b, u"gig"_qs, u"drying-turns"_qs).toInt(), 1);
    QCOMPARE(play(*b, kEndTurn), QString());
    QCOMPARE(field(*b, u"gig"_qs, u"drying-turns"_qs).toInt(), 0);
    QVERIFY(!play(*b, fire).isEmpty()); // dry men, wet powder
    QVERIFY(!play(*b, QStringLiteral(R"({"kind":"order","order":"resupply","unit":"gig"})")).isEmpty());
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"order","order":"resupply","unit":"gig","answers":["supplied"]})")),
        QString());
    QCOMPARE(play(*b, fire), QString());
}

// The sniper loads his own piece over two turns after a shot, whatever his squad does.
void TestChosenMenBattle::sniperReloadsBeforeHeShootsAgain()
{
    auto b = demo();
    const QString snipe
        = QStringLiteral(R"({"kind":"resolve","test":"snipe","actor":"riflemen-2","target":"voltigeurs-1",)"
                         R"("distance":6,"faces":[%1]})");
    QCOMPARE(play(*b, snipe.arg(u"2"_qs)), QString()); // a miss
    QCOMPARE(field(*b, u"riflemen-2"_qs, u"sniper-loaded"_qs).toBool(), false);
    QVERIFY(!play(*b, snipe.arg(u"10, 1"_qs)).isEmpty());
    QCOMPARE(play(*b, kEndTurn), QString()); // the turn he shot: no loading
    QCOMPARE(field(*b, u"riflemen-2"_qs, u"sniper-reload"_qs).toInt(), 2);
    QCOMPARE(play(*b, kEndTurn), QString());
    QVERIFY(!play(*b, snipe.arg(u"10, 1"_qs)).isEmpty());
    QCOMPARE(play(*b, kEndTurn), QString());
    QCOMPARE(field(*b, u"riflemen-2"_qs, u"sniper-loaded"_qs).toBool(), true);
    // Loaded: the shot picks out the squad leader, and a fatal wound leaves the squad leaderless.
    QCOMPARE(play(*b, snipe.arg(u"10, 9"_qs)), QString());
    QCOMPARE(figureField(*b, u"voltigeurs-1"_qs, u"leader"_qs, u"down"_qs).toBool(), true);
    QCOMPARE(field(*b, u"voltigeurs-1"_qs, u"status"_qs).toString(), u"leaderless"_qs);
    QCOMPARE(field(*b, u"voltigeurs-1"_qs, u"squad-leader-lost"_qs).toBool(), true);
}

// A rifle loads in two turns; tap-loaded, in one, and then it fires without the rifle's +1.
void TestChosenMenBattle::tapLoadedRifleLoadsInOneTurn_data()
{
    QTest::addColumn<bool>("tapLoad");
    QTest::addColumn<int>("turnsToLoad");
    QTest::newRow("loaded-properly-two-turns") << false << 2;
    QTest::newRow("tap-loaded-one-turn") << true << 1;
}

void TestChosenMenBattle::tapLoadedRifleLoadsInOneTurn()
{
    QFETCH(bool, tapLoad);
    QFETCH(int, turnsToLoad);
    auto b = demo();
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"riflemen-2","target":"voltigeurs-1",)"
                            R"("distance":6,"inputs":{"firers":1},"faces":[2]})")),
        QString());
    QCOMPARE(play(*b, kEndTurn), QString()); // the turn it fired
    if (tapLoad)
        QCOMPARE(play(*b, QStringLiteral(R"({"kind":"order","order":"tap-load","unit":"riflemen-2"})")),
                 QString());
    int turns = 0;
    while (!field(*b, u"riflemen-2"_qs, u"loaded"_qs).toBool() && turns < 5) {
        QCOMPARE(play(*b, kEndTurn), QString());
        ++turns;
    }
    QCOMPARE(turns, turnsToLoad);
    action::Resolve fire;
    fire.test = u"fire"_qs;
    fire.actor = u"riflemen-2"_qs;
    fire.target = u"voltigeurs-1"_qs;
    const Situation s = b->situation(fire);
    const TestSetup setup = Resolver(b->ruleset()).setup(u"fire"_qs, s);
    const bool rifleBonus
        = std::any_of(setup.modifiers.begin(), setup.modifiers.end(),
                      [](const AppliedModifier &m) { return m.id == u"rifle" && m.active; });
    QCOMPARE(rifleBonus, !tapLoad);
}

// What a volley did to each figure is in the state: a battle saved and opened again, replayed from
// its journal, and undone shows the same figures.
void TestChosenMenBattle::figuresKeepTheirWoundsThroughSaveReplayAndUndo()
{
    auto b = demo();
    const QList<Figure> before = b->state().units.value(u"voltigeurs-1"_qs).figures;
    // Veteran rifles, three firing at close range: three hits (the second a natural 0 on the
    // squad leader: a minor wound), two more wound dice on rankers.
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"riflemen-1","target":"voltigeurs-1",)"
                            R"("distance":6,"inputs":{"firers":3},"faces":[8,10,9,5,2,7,1]})")),
        QString());
    const QList<Figure> after = b->state().units.value(u"voltigeurs-1"_qs).figures;
    QVERIFY(after != before);
    QCOMPARE(figureField(*b, u"voltigeurs-1"_qs, u"leader"_qs, u"minor"_qs).toInt(), 1);
    QCOMPARE(figureField(*b, u"voltigeurs-1"_qs, u"ranker-1"_qs, u"serious"_qs).toInt(), 1);
    QCOMPARE(figureField(*b, u"voltigeurs-1"_qs, u"ranker-2"_qs, u"minor"_qs).toInt(), 1);
    QCOMPARE(field(*b, u"voltigeurs-1"_qs, u"squad-leader-lost"_qs).toBool(), false);

    QTemporaryDir dir;
    const QString path = dir.filePath(u"figures.adjutant"_qs);
    QString error;
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.battle->state().units.value(u"voltigeurs-1"_qs).figures, after);
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    const Battle::ReplayCheck check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u"; ")));
    QCOMPARE(check.hash, b->stateHash());

    QCOMPARE(play(*b, QStringLiteral(R"({"kind":"undo"})")), QString());
    QCOMPARE(b->state().units.value(u"voltigeurs-1"_qs).figures, before);
    QCOMPARE(play(*b, QStringLiteral(R"({"kind":"redo"})")), QString());
    QCOMPARE(b->state().units.value(u"voltigeurs-1"_qs).figures, after);
}

// The umpire corrects a figure, not a total it keeps; each correction is journaled and checked.
void TestChosenMenBattle::figureCorrectionsAreJournaledAndChecked_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<int>("figuresLost");
    QTest::newRow("a-ranker-down")
        << R"({"kind":"set","unit":"fusiliers","figure":"ranker-3","field":"down","value":true})" << true
        << 1;
    QTest::newRow("a-total-is-refused")
        << R"({"kind":"set","unit":"fusiliers","field":"figures-lost","value":1})" << false << 0;
    QTest::newRow("no-such-figure")
        << R"({"kind":"set","unit":"fusiliers","figure":"ranker-40","field":"down","value":true})" << false
        << 0;
    QTest::newRow("a-wound-out-of-range")
        << R"({"kind":"set","unit":"fusiliers","figure":"ranker-1","field":"minor","value":7})" << false << 0;
    QTest::newRow("no-such-role")
        << R"({"kind":"set","unit":"fusiliers","figure":"ranker-1","field":"role","value":"drummer"})"
        << false << 0;
}

void TestChosenMenBattle::figureCorrectionsAreJournaledAndChecked()
{
    QFETCH(QString, action);
    QFETCH(bool, accepted);
    QFETCH(int, figuresLost);
    auto b = demo();
    const QString error = play(*b, action);
    QVERIFY2(error.isEmpty() == accepted, qPrintable(error));
    QCOMPARE(b->journal().size(), accepted ? 1 : 0);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"figures-lost"_qs).toInt(), figuresLost);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"figures-standing"_qs).toInt(), 12 - figuresLost);
}

// A field promotion names the squad's NCO its leader where it has one, else a ranker.
void TestChosenMenBattle::fieldPromotionNamesTheNco()
{
    auto b = demo();
    QCOMPARE(
        play(*b,
             QStringLiteral(
                 R"({"kind":"set","unit":"fusiliers","figure":"ranker-4","field":"role","value":"nco"})")),
        QString());
    QCOMPARE(play(*b,
                  QStringLiteral(
                      R"({"kind":"set","unit":"fusiliers","figure":"leader","field":"down","value":true})")),
             QString());
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"set","unit":"fusiliers","field":"status","value":"leaderless"})")),
        QString());
    QCOMPARE(field(*b, u"fusiliers"_qs, u"squad-leader-lost"_qs).toBool(), true);
    QCOMPARE(
        play(
            *b,
            QStringLiteral(
                R"({"kind":"order","order":"field-promotion","unit":"fusiliers","answers":["officer-near"]})")),
        QString());
    QCOMPARE(Roster::find(b->state().units.value(u"fusiliers"_qs), u"ranker-4"_qs)->role, u"leader"_qs);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"squad-leader-lost"_qs).toBool(), false);
    QCOMPARE(field(*b, u"fusiliers"_qs, u"status"_qs).toString(), u"steady"_qs);
}

// The book rolls a move (two d10 for foot): the moves that follow, in one part or several, go
// no further than the dice gave, and a move with no roll behind it is refused, saying so.
void TestChosenMenBattle::moveGoesNoFurtherThanItsDice_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("faces"); // the Move test's dice; empty: not rolled
    QTest::addColumn<QList<int>>("moves");
    QTest::addColumn<int>("refused"); // the move refused, or -1
    QTest::addColumn<QString>("why");
    QTest::newRow("no-roll-no-move") << u"fusiliers"_qs << QString() << QList<int>{3} << 0
                                     << u"Inches its Move test gave: 0\""_qs;
    QTest::newRow("foot-2d10-whole") << u"fusiliers"_qs << u"3,4"_qs << QList<int>{7} << -1 << QString();
    QTest::newRow("foot-2d10-one-too-far")
        << u"fusiliers"_qs << u"3,4"_qs << QList<int>{8} << 0 << u"8\" is more than the 7\" it has"_qs;
    QTest::newRow("foot-in-parts") << u"fusiliers"_qs << u"3,4"_qs << QList<int>{4, 3} << -1 << QString();
    QTest::newRow("foot-parts-past-the-dice")
        << u"fusiliers"_qs << u"3,4"_qs << QList<int>{4, 4} << 1 << u"4\" of its move used already"_qs;
    QTest::newRow("skirmishers-2d10-plus-2")
        << u"voltigeurs-1"_qs << u"3,4"_qs << QList<int>{9} << -1 << QString();
    QTest::newRow("skirmishers-past-2d10-plus-2")
        << u"voltigeurs-1"_qs << u"3,4"_qs << QList<int>{10} << 0 << u"10\" is more than the 9\" it has"_qs;
}

void TestChosenMenBattle::moveGoesNoFurtherThanItsDice()
{
    QFETCH(QString, unit);
    QFETCH(QString, faces);
    QFETCH(QList<int>, moves);
    QFETCH(int, refused);
    QFETCH(QString, why);
    auto b = demo();
    if (!faces.isEmpty())
        QCOMPARE(play(*b,
                      QStringLiteral(R"({"kind":"resolve","test":"move","actor":"%1","faces":[%2]})")
                          .arg(unit, faces)),
                 QString());
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const QString error = play(
            *b, QStringLiteral(R"({"kind":"move","unit":"%1","inches":%2})").arg(unit).arg(moves.at(i)));
        if (i == refused) {
            QVERIFY2(error.contains(why), qPrintable(error));
            return;
        }
        QCOMPARE(error, QString());
    }
    QCOMPARE(refused, -1);
}

// A figure named as struck must be one of the squad's: an id it does not have is refused, naming
// it and the squad's figures, and nothing is journaled.
void TestChosenMenBattle::struckNamesOnlyFiguresTheSquadHas_data()
{
    QTest::addColumn<QString>("struck");
    QTest::addColumn<QString>("error");
    QTest::newRow("a-ranker-it-has") << uR"({"voltigeurs-1":["ranker-3"]})"_qs << QString();
    QTest::newRow("a-figure-it-lacks") << uR"({"voltigeurs-1":["ranker-30"]})"_qs
                                       << u"struck: Voltigeurs, 1st squad has no figure \"ranker-30\""_qs;
    QTest::newRow("a-unit-not-in-the-battle")
        << uR"({"nobody":["ranker-1"]})"_qs << u"struck: no unit \"nobody\" in this battle"_qs;
}

void TestChosenMenBattle::struckNamesOnlyFiguresTheSquadHas()
{
    QFETCH(QString, struck);
    QFETCH(QString, error);
    auto b = demo();
    const qsizetype entries = b->journal().size();
    // One rifleman hits (8) and the wound die (3) falls on the figure named.
    const QString said = play(
        *b,
        QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"riflemen-1","target":"voltigeurs-1",)"
                       R"("distance":6,"inputs":{"firers":1},"faces":[8,3],"struck":%1})")
            .arg(struck));
    if (error.isEmpty()) {
        QCOMPARE(said, QString());
        QCOMPARE(b->journal().size(), entries + 1);
        return;
    }
    QVERIFY2(said.startsWith(error), qPrintable(said));
    QCOMPARE(b->journal().size(), entries);
}

// A natural 0 that strikes "an officer within 6\"" of the squad: the squad's own officer rolls
// the wound die on his own sheet, journaled; if it kills him he leaves play and the squad counts
// its officer lost. Without an officer of its own in play, the wound is the table's to mark.
void TestChosenMenBattle::officerStruckIsWoundedOnHisOwnSheet_data()
{
    QTest::addColumn<int>("wound");
    QTest::addColumn<bool>("officerInPlay");
    QTest::addColumn<int>("minor");
    QTest::addColumn<bool>("down");
    QTest::addColumn<bool>("officerLost");
    QTest::newRow("minor-wound-on-his-sheet") << 2 << true << 1 << false << false;
    QTest::newRow("serious-wound-on-his-sheet") << 6 << true << 0 << false << false;
    QTest::newRow("killed-leaves-play") << 9 << true << 0 << true << true;
    QTest::newRow("none-of-its-own-in-play") << 9 << false << 0 << false << true;
}

void TestChosenMenBattle::officerStruckIsWoundedOnHisOwnSheet()
{
    QFETCH(int, wound);
    QFETCH(bool, officerInPlay);
    QFETCH(int, minor);
    QFETCH(bool, down);
    QFETCH(bool, officerLost);
    auto b = demo();
    if (!officerInPlay)
        QCOMPARE(play(*b, uR"({"kind":"set","unit":"lt-morel","field":"removed","value":true})"_qs),
                 QString());
    // One rifleman's natural 0 (10) hits; the second die (9) picks an officer within 6".
    QCOMPARE(
        play(*b,
             QStringLiteral(R"({"kind":"resolve","test":"fire","actor":"riflemen-1","target":"voltigeurs-1",)"
                            R"("distance":6,"inputs":{"firers":1},"faces":[10,9,%1]})")
                 .arg(wound)),
        QString());
    QCOMPARE(field(*b, u"voltigeurs-1"_qs, u"officer-lost"_qs).toBool(), officerLost);
    // The squad's own men are untouched.
    for (const Figure &f : b->state().units.value(u"voltigeurs-1"_qs).figures)
        QCOMPARE(Roster::hurt(b->ruleset(), b->state().units.value(u"voltigeurs-1"_qs), f), 0);
    if (!officerInPlay)
        return;
    QCOMPARE(figureField(*b, u"lt-morel"_qs, u"officer"_qs, u"minor"_qs).toInt(), minor);
    QCOMPARE(figureField(*b, u"lt-morel"_qs, u"officer"_qs, u"serious"_qs).toInt(),
             wound >= 5 && wound <= 7 ? 1 : 0);
    QCOMPARE(figureField(*b, u"lt-morel"_qs, u"officer"_qs, u"down"_qs).toBool(), down);
    QCOMPARE(b->state().units.value(u"lt-morel"_qs).removed, down);
    const QString line = b->journal().last().summary;
    QVERIFY2(line.contains(u"Lieutenant Morel"_qs), qPrintable(line));
    const Battle::ReplayCheck check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u"; ")));
}

// An officer out of play, however he fell (here the umpire takes him off; a sniper's or a melee's
// kill ends the same way): each squad he commanded counts its officer lost, said in the journal,
// and an undo takes it back.
void TestChosenMenBattle::officerLostHoweverHeFell()
{
    auto b = demo();
    QStringList squads;
    for (const ScenarioUnit &su : b->scenario().units)
        if (su.commander == u"lt-morel")
            squads.append(su.id);
    QVERIFY(squads.size() >= 2);
    for (const QString &id : std::as_const(squads))
        QVERIFY(!field(*b, id, u"officer-lost"_qs).toBool());
    QCOMPARE(play(*b, uR"({"kind":"set","unit":"lt-morel","field":"removed","value":true})"_qs), QString());
    for (const QString &id : std::as_const(squads))
        QVERIFY2(field(*b, id, u"officer-lost"_qs).toBool(), qPrintable(id));
    QVERIFY2(b->state().notes.join(u' ').contains(u"Lieutenant Morel is out of play"),
             qPrintable(b->state().notes.join(u' ')));
    // The other side's squads keep theirs.
    QVERIFY(!field(*b, u"riflemen-1"_qs, u"officer-lost"_qs).toBool());
    QCOMPARE(play(*b, uR"({"kind":"undo"})"_qs), QString());
    for (const QString &id : std::as_const(squads))
        QVERIFY(!field(*b, id, u"officer-lost"_qs).toBool());
    const Battle::ReplayCheck check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u"; ")));
}

QTEST_GUILESS_MAIN(TestChosenMenBattle)
#include "tst_chosenmenbattle.moc"
