// The battle: deck and phases, tests resolved into the state, corrections, undo and redo, replay
// that never rolls, and files that survive damage.
#include "anyunitacts.h"
#include "battle/battlefile.h"
#include "battle/livebattle.h"
#include "battle/statejson.h"
#include "rules/situationjson.h"
#include "text/punctuation.h"

#include "dice/randomsource.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::battle;

namespace {

// The demo's scenario with its settings replaced, as an umpire could write it.
ScenarioLoadResult demoWithSettings(const QString &name, const QJsonObject &settings)
{
    QFile f(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no demo %s", qPrintable(name));
    QJsonObject scenario = QJsonDocument::fromJson(f.readAll()).object();
    scenario.insert(u"settings"_qs, settings);
    return ScenarioLoader::loadData(QJsonDocument(scenario).toJson(), name + u".json"_qs);
}

// The demo battle, with any unit free to act whenever it is asked: what these tests play (the
// journal, undo, files, corrections) is not who may act when, which tst_restrictions tests.
std::unique_ptr<Battle> demo(const QString &name, quint64 seed = 7)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, adjutant::testing::anyUnitActsAnyTime(*sc.ruleset),
                                    QHash<QString, QString>{}, seed);
}

// An action as a script writes it, read as `adjutant-cli play` reads it.
Action act(const QJsonObject &json)
{
    QString error;
    std::optional<Action> a = ActionJson::read(json, &error);
    if (!a)
        qFatal("not an action: %s", qPrintable(error));
    return *a;
}

Action act(const char *json)
{
    return act(QJsonDocument::fromJson(json).object());
}

// An entry's action as the journal writes it.
QJsonObject written(const JournalEntry &e)
{
    return ActionJson::write(e.action);
}

int cardsFor(const QList<DeckCard> &cards, const QString &card)
{
    return int(std::count_if(cards.begin(), cards.end(), [&](const DeckCard &c) { return c.card == card; }));
}

// Puts the named card on top of the pile with the "master spy" reorder.
void bringToTop(Battle &b, const QString &card, qsizetype position = 0)
{
    QList<DeckCard> pile = b.state().drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(), [&](const DeckCard &c) { return c.card == card; });
    const DeckCard wanted = *it;
    pile.erase(it);
    pile.insert(position, wanted);
    const QJsonObject reorder{{QStringLiteral("kind"), QStringLiteral("reorder")},
                              {QStringLiteral("cards"), StateJson::cardsToJson(pile)}};
    QVERIFY(b.apply(act(reorder)).entry);
}

// Fills a journal: a card drawn every fifth entry, the others volleys between the demo's two
// pairs of foot (many a card: allowed by the umpire).
void playFiller(Battle &b, int entries)
{
    const QStringList units{u"52nd"_qs, u"88th"_qs, u"45e-1"_qs, u"45e-2"_qs};
    for (int i = 0; i < entries; ++i)
        QVERIFY(b.apply(i % 5 == 0 ? act(R"({"kind":"draw"})")
                                   : act(QJsonObject{{QStringLiteral("kind"), QStringLiteral("resolve")},
                                                     {QStringLiteral("test"), QStringLiteral("fire")},
                                                     {QStringLiteral("actor"), units.at(i % 2)},
                                                     {QStringLiteral("distance"), 3},
                                                     {QStringLiteral("target"), units.at(2 + i % 2)},
                                                     {QStringLiteral("override"), QStringLiteral("filler")}}))
                    .entry);
}

} // namespace

class TestBattle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deckFromTheOrderOfBattle_data();
    void deckFromTheOrderOfBattle();
    void aBattleGivenItsDeckIsOneDealtThenGivenIt_data() { deckFromTheOrderOfBattle_data(); }
    void aBattleGivenItsDeckIsOneDealtThenGivenIt();
    void scaleOfTheGameDecidesTheCards_data();
    void scaleOfTheGameDecidesTheCards();
    void scenarioSettingsAreOptionsOfItsRuleset_data();
    void scenarioSettingsAreOptionsOfItsRuleset();
    void endOfTurnCardEndsTheTurn();
    void drawnUnitIsMarkedActivated();
    void reloadClearsFiredMarkers();
    void removedUnitsLeaveTheDeck();
    void reinforcementsJoinAtTheReshuffle();
    void joiningIsChecked_data();
    void joiningIsChecked();
    void umpireChangesTheOrderOfBattle_data();
    void umpireChangesTheOrderOfBattle();
    void orderOfBattleChangesAreChecked_data();
    void orderOfBattleChangesAreChecked();
    void withdrawnUnitLeavesTheDeckAndTheCount();
    void fortuneRollsFateForTheNextUnit();
    void chosenMenDrawsTwoUntilTheDeckIsUsed();
    void phasesStepThroughTheTurn();
    void resolveWithTypedFaces();
    void resolveRolledByTheAppIsJournaled();
    void chargeIsOneEntryUndoneAsOne();
    void umpireSkipsATriggeredTest();
    void correctionsAreChecked();
    void correctionsSayWhatReadingTheUnitSays_data();
    void correctionsSayWhatReadingTheUnitSays();
    void aReplayMakingNoSummaryComesToTheStatePlayed_data();
    void aReplayMakingNoSummaryComesToTheStatePlayed();
    void aTestReplayedWithoutItsWordsComesToTheStatePlayed_data();
    void aTestReplayedWithoutItsWordsComesToTheStatePlayed();
    void undoKeepsEntriesAndRedoRestores();
    void endOfTurnOdds();
    void randomPlayWithUndoAndReplay();
    void undoPastTheKeptCheckpoints();
    void saveAndOpen();
    void openStartsFromTheSnapshotOnlyWhenItIsTrue();
    void aReaderFromTheStartOpensWhatAPlayerOpens_data();
    void aReaderFromTheStartOpensWhatAPlayerOpens();
    void logRecoversActionsAfterTheSave();
    void historyStaysUnreadUntilNeeded();
    void damagedHistoryIsNeverTakenOnTrust();
    void singleLineBattleFilesStillOpen();
    void damagedLogKeepsIntactRecords();
    void damagedBattleFileIsRebuiltFromTheLog();
    void mutatedFilesNeverCrash_data();
    void mutatedFilesNeverCrash();
    void battleFileDamageIsNamed_data();
    void battleFileDamageIsNamed();
    void aProvenJournalThatDoesNotApplyKeepsWhatHolds_data();
    void aProvenJournalThatDoesNotApplyKeepsWhatHolds();
    void replayIsCheckedAgainstTheJournalOnOpening();
    void filesFromBeforeTheChecksumsStillOpen_data();
    void filesFromBeforeTheChecksumsStillOpen();
    void aBattleWithoutItsLogSaysSo_data();
    void aBattleWithoutItsLogSaysSo();
};

void TestBattle::deckFromTheOrderOfBattle_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("cards");
    QTest::newRow("kgcwo-10-units-4-commanders-3-specials") << "kgcwo" << 17;
    QTest::newRow("chosen-men-7-squads-2-officers") << "chosen-men" << 9;
    QTest::newRow("nap-igougo-has-phases") << "nap-igougo" << 0;
    QTest::newRow("brigade-has-phases") << "brigade" << 0;
}

void TestBattle::deckFromTheOrderOfBattle()
{
    QFETCH(QString, name);
    QFETCH(int, cards);
    const auto b = demo(name);
    QCOMPARE(b->state().drawPile.size(), cards);
    if (name == u"kgcwo") {
        QCOMPARE(cardsFor(b->state().drawPile, u"end-of-turn"_qs), 1);
        QCOMPARE(cardsFor(b->state().drawPile, u"commander"_qs), 4);
    }
    // The same seed deals the same deck; another seed another.
    QCOMPARE(demo(name)->state().drawPile, b->state().drawPile);
    if (cards > 2)
        QVERIFY(demo(name, 8)->state().drawPile != b->state().drawPile);
}

// A battle opened from its file is made with the deck it was dealt when it began, rather than
// dealt one and then given it: the two must be one battle, before and after its journal.
void TestBattle::aBattleGivenItsDeckIsOneDealtThenGivenIt()
{
    QFETCH(QString, name);
    const auto played = demo(name, 11);
    for (int i = 0; i < 6; ++i)
        QVERIFY(played->apply(act(played->turns().usesPhases() ? R"({"kind":"next"})" : R"({"kind":"draw"})"))
                    .entry);
    const QList<DeckCard> deck = played->initialDeck();
    // Another seed, which deals another deck (deckFromTheOrderOfBattle).
    Battle dealt(played->scenario(), played->rulesBegunUnder(), played->options(), 12);
    dealt.setInitialDeck(deck);
    Battle given(played->scenario(), played->rulesBegunUnder(), played->options(), 12, deck);
    QCOMPARE(given.initialDeck(), deck);
    QCOMPARE(given.stateHash(), dealt.stateHash());
    QCOMPARE(StateJson::snapshot(given.initialState()), StateJson::snapshot(dealt.initialState()));
    QString error;
    QVERIFY2(dealt.restore(played->journal(), &error), qPrintable(error));
    QVERIFY2(given.restore(played->journal(), &error), qPrintable(error));
    QCOMPARE(given.stateHash(), played->stateHash());
    QCOMPARE(given.stateHash(), dealt.stateHash());
    // Their dice go on alike from the journal's end.
    for (int i = 0; i < 20; ++i)
        QCOMPARE(given.rollDie(10), dealt.rollDie(10));
}

void TestBattle::scaleOfTheGameDecidesTheCards_data()
{
    QTest::addColumn<QString>("scenarioScale");
    QTest::addColumn<QString>("battleScale"); // chosen for the battle; empty: not chosen
    QTest::addColumn<int>("unitCards");
    QTest::addColumn<int>("commanderCards");
    QTest::newRow("regiment-scale-from-the-scenario") << "unit"
                                                      << "" << 10 << 4;
    QTest::newRow("brigade-scale-from-the-scenario") << "commander"
                                                     << "" << 0 << 4;
    QTest::newRow("the-battle-choice-wins-over-the-scenario") << "commander"
                                                              << "unit" << 10 << 4;
    QTest::newRow("brigade-scale-chosen-for-the-battle") << "unit"
                                                         << "commander" << 0 << 4;
}

void TestBattle::scaleOfTheGameDecidesTheCards()
{
    QFETCH(QString, scenarioScale);
    QFETCH(QString, battleScale);
    QFETCH(int, unitCards);
    QFETCH(int, commanderCards);
    const ScenarioLoadResult sc = demoWithSettings(u"kgcwo"_qs, {{u"cardScale"_qs, scenarioScale}});
    QVERIFY(sc.ok());
    QHash<QString, QString> options;
    if (!battleScale.isEmpty())
        options.insert(u"cardScale"_qs, battleScale);
    Battle b(*sc.scenario, *sc.ruleset, options, 7);
    QCOMPARE(cardsFor(b.state().drawPile, u"unit"_qs), unitCards);
    QCOMPARE(cardsFor(b.state().drawPile, u"commander"_qs), commanderCards);
    QCOMPARE(cardsFor(b.state().drawPile, u"end-of-turn"_qs), 1);
    // The next turn's deck is dealt the same way.
    bringToTop(b, u"end-of-turn"_qs);
    QVERIFY(b.apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b.state().turn, 2);
    QCOMPARE(cardsFor(b.state().drawPile, u"unit"_qs), unitCards);
}

void TestBattle::scenarioSettingsAreOptionsOfItsRuleset_data()
{
    QTest::addColumn<QJsonObject>("settings");
    QTest::addColumn<QString>("message");
    QTest::newRow("not-an-option") << QJsonObject{{u"cardscale"_qs, u"unit"_qs}}
                                   << "settings.cardscale: kgcwo has no option \"cardscale\"";
    QTest::newRow("not-a-choice") << QJsonObject{{u"cardScale"_qs, u"platoon"_qs}}
                                  << "settings.cardScale: Scale of the game takes one of unit, commander";
    QTest::newRow("not-a-text") << QJsonObject{{u"cardScale"_qs, true}}
                                << "settings.cardScale: Scale of the game takes one of unit, commander";
}

void TestBattle::scenarioSettingsAreOptionsOfItsRuleset()
{
    QFETCH(QJsonObject, settings);
    QFETCH(QString, message);
    const ScenarioLoadResult sc = demoWithSettings(u"kgcwo"_qs, settings);
    QVERIFY(!sc.ok());
    QStringList said;
    for (const auto &e : sc.errors)
        said.append(e.toString());
    QVERIFY2(said.join(u'\n').contains(message), qPrintable(said.join(u'\n')));
}

void TestBattle::drawnUnitIsMarkedActivated()
{
    auto b = demo(u"kgcwo"_qs);
    bringToTop(*b, u"unit"_qs);
    const QString unit = b->state().drawPile.first().unit;
    QVERIFY(!b->state().units.value(unit).fields.value(u"activated"_qs).toBool());
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QVERIFY(b->state().units.value(unit).fields.value(u"activated"_qs).toBool());
}

void TestBattle::endOfTurnCardEndsTheTurn()
{
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"88th","field":"hold","value":true})")).entry);
    bringToTop(*b, u"end-of-turn"_qs, 2);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().drawn.size(), 2);
    const auto e = b->apply(act(R"({"kind":"draw"})"));
    QVERIFY(e.entry);
    QCOMPARE(b->state().turn, 2);
    QCOMPARE(b->state().drawn.size(), 0);
    QCOMPARE(b->state().drawPile.size(), 17); // every card back, reshuffled
    QVERIFY(written(*e.entry).contains(u"shuffle")); // the new order is journaled
    const bool holdNoted = std::any_of(b->state().notes.begin(), b->state().notes.end(),
                                       [](const QString &n) { return n.contains(u"on hold"); });
    QVERIFY2(holdNoted, qPrintable(b->state().notes.join(u"; ")));
    QCOMPARE(b->state().units.value(u"88th"_qs).fields.value(u"hold"_qs).toBool(), false);
}

void TestBattle::reloadClearsFiredMarkers()
{
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"52nd","field":"fired","value":true})")).entry);
    bringToTop(*b, u"reload"_qs);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().units.value(u"52nd"_qs).fields.value(u"fired"_qs).toBool(), false);
}

void TestBattle::fortuneRollsFateForTheNextUnit()
{
    auto b = demo(u"kgcwo"_qs);
    bringToTop(*b, u"fortune-calamity"_qs);
    bringToTop(*b, u"unit"_qs, 1);
    const auto fate = b->apply(act(R"({"kind":"draw"})"));
    QVERIFY2(fate.entry, qPrintable(fate.error));
    QVERIFY(written(*fate.entry).value(u"fate").toArray().size()
            >= 3); // D10, then the D66 (and any sub-roll)
    // Every fate waits, each for its own unit (rules::WaitingFates).
    QCOMPARE(b->state().fates.size(), 1);
    const QString held = b->state().fates.first().text;
    QVERIFY2(fate.entry->summary.contains(u" rolled "_qs + held),
             qPrintable(fate.entry->summary)); // in the journal, with its dice and where they came from
    QStringList faces;
    for (const QJsonValue face : written(*fate.entry).value(u"fate").toArray())
        faces.append(QString::number(face.toInt()));
    QVERIFY2(fate.entry->summary.endsWith(u" (dice rolled by the app: "_qs + faces.join(u' ') + u')'),
             qPrintable(fate.entry->summary));
    // It waits for the next unit activated of the kind it is for (tst_turnsequence has the kinds),
    // then lands on it and says so.
    bool landed = false;
    for (int i = 0; i < 100 && !landed; ++i) {
        QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
        const QStringList &notes = b->state().notes;
        landed = std::any_of(notes.begin(), notes.end(), [&](const QString &n) {
            return n.startsWith(u"Fate for "_qs) && n.endsWith(held);
        });
        QCOMPARE(b->state().fates.isEmpty(), landed);
    }
    QVERIFY(landed);
}

void TestBattle::removedUnitsLeaveTheDeck()
{
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"45e-2","field":"removed","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"end-turn"})")).entry);
    QCOMPARE(b->state().drawPile.size(), 16);
    QVERIFY(std::none_of(b->state().drawPile.begin(), b->state().drawPile.end(),
                         [](const DeckCard &c) { return c.unit == u"45e-2"; }));
    QVERIFY(b->state().units.contains(u"45e-2"_qs)); // it stays in the record
}

// A unit that arrives mid-battle is in the returns at once, and its card joins the deck at the
// next reshuffle, while a lost one leaves it. Undo, replay and the snapshot all keep it.
void TestBattle::reinforcementsJoinAtTheReshuffle()
{
    auto b = demo(u"kgcwo"_qs);
    const qsizetype deck = b->state().drawPile.size();
    const auto joined = b->apply(act(R"({"kind":"join","reason":"arrives from the road",
        "unit":{"id":"43rd","name":"1/43rd Foot","type":"infantry","side":"british","commander":"thornby",
                "fields":{"fire":"B","morale":"B"}}})"));
    QVERIFY2(joined.entry, qPrintable(joined.error));
    QVERIFY(joined.entry->summary.contains(u"1/43rd Foot joins the battle"));
    QVERIFY(joined.entry->summary.contains(u"arrives from the road"));
    const adjutant::rules::UnitState u = b->state().units.value(QStringLiteral("43rd"));
    QCOMPARE(u.type, u"infantry");
    QCOMPARE(u.fields.value(QStringLiteral("fire")).toString(), u"B");
    QCOMPARE(u.fields.value(QStringLiteral("nationality")).toString(), u"british"); // the side's army
    QVERIFY(b->member(QStringLiteral("43rd")));
    QCOMPARE(b->member(QStringLiteral("43rd"))->commander, u"thornby");
    QCOMPARE(b->state().drawPile.size(), deck); // not this turn
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"45e-2","field":"removed","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"end-turn"})")).entry);
    QCOMPARE(b->state().drawPile.size(), deck); // one in, one out
    QVERIFY(std::any_of(b->state().drawPile.begin(), b->state().drawPile.end(),
                        [](const DeckCard &c) { return c.unit == u"43rd"; }));
    // The newcomer takes tests like anyone else.
    QVERIFY(
        b
            ->apply(act(
                R"({"kind":"resolve","test":"fire","actor":"43rd","distance":3,"target":"45e-1","faces":[1,1,1]})"))
            .entry);

    const auto check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, b->stateHash());
    // Through a battle file and its snapshot, and back out again by undo.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("join.json"));
    QString error;
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QVERIFY(opened.battle->member(QStringLiteral("43rd")));
    for (int i = 0; i < 4; ++i)
        QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(!b->state().units.contains(QStringLiteral("43rd")));
    QVERIFY(!b->member(QStringLiteral("43rd")));
}

void TestBattle::joiningIsChecked_data()
{
    QTest::addColumn<QByteArray>("unit");
    QTest::addColumn<QString>("error");
    QTest::newRow("no id") << QByteArray(R"({"type":"infantry","side":"british"})") << "needs an id";
    QTest::newRow("taken id") << QByteArray(R"({"id":"52nd","type":"infantry","side":"british"})")
                              << "already a unit \"52nd\"";
    QTest::newRow("unknown type") << QByteArray(R"({"id":"x","type":"dragon","side":"british"})")
                                  << "no unit type \"dragon\"";
    QTest::newRow("unknown side") << QByteArray(R"({"id":"x","type":"infantry","side":"prussian"})")
                                  << "no side \"prussian\"";
    QTest::newRow("enemy commander") << QByteArray(
        R"({"id":"x","type":"infantry","side":"british","commander":"duval"})")
                                     << "not a commander of British";
    QTest::newRow("bad field") << QByteArray(
        R"({"id":"x","type":"infantry","side":"british","fields":{"fire":"Z"}})")
                               << "x.fire";
}

void TestBattle::joiningIsChecked()
{
    QFETCH(QByteArray, unit);
    QFETCH(QString, error);
    auto b = demo(u"kgcwo"_qs);
    const QString hash = b->stateHash();
    const auto r
        = b->apply(act(QJsonObject{{"kind", "join"}, {"unit", QJsonDocument::fromJson(unit).object()}}));
    QVERIFY(!r.entry);
    QVERIFY2(r.error.contains(error), qPrintable(r.error));
    QCOMPARE(b->stateHash(), hash);
    QVERIFY(b->journal().isEmpty());
}

// The umpire renames a unit, moves it under another commander or takes it out of the battle: one
// entry each, in the order of battle at once, journaled as read, replayed alike from the journal
// and through a battle file, undone and redone like any other entry.
void TestBattle::umpireChangesTheOrderOfBattle_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("name"); // as placed after it; empty: out of the battle
    QTest::addColumn<QString>("commander");
    QTest::newRow("rename") << QByteArray(
        R"({"kind":"rename","unit":"52nd","name":"  1/52nd   (Oxfordshire) ","reason":"the club's list"})")
                            << "Umpire: 1/52nd Foot renamed 1/52nd (Oxfordshire) (the club's list)"
                            << "52nd"
                            << "1/52nd (Oxfordshire)"
                            << "thornby";
    QTest::newRow("move a unit up to the army")
        << QByteArray(R"({"kind":"transfer","unit":"14th-ld","commander":"hale","reason":"army reserve"})")
        << "Umpire: 14th Light Dragoons moved from Colonel Thornby to Sir Arthur Hale (army reserve)"
        << "14th-ld"
        << "14th Light Dragoons"
        << "hale";
    QTest::newRow("take a unit out") << QByteArray(
        R"({"kind":"withdraw","unit":"45e-2","reason":"never arrived"})")
                                     << "Umpire: 2/45e Ligne taken out of the battle (never arrived)"
                                     << "45e-2"
                                     << ""
                                     << "";
}

void TestBattle::umpireChangesTheOrderOfBattle()
{
    QFETCH(QByteArray, action);
    QFETCH(QString, summary);
    QFETCH(QString, unit);
    QFETCH(QString, name);
    QFETCH(QString, commander);
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    const QString hashBefore = b->stateHash();
    const qsizetype before = b->orderOfBattle().size();
    const auto applied = b->apply(act(QJsonDocument::fromJson(action).object()));
    QVERIFY2(applied.entry, qPrintable(applied.error));
    QVERIFY2(applied.entry->summary.contains(summary), qPrintable(applied.entry->summary));
    // Journaled as read: the entry's action writes back to the JSON it came from (less spaces).
    QJsonObject expected = QJsonDocument::fromJson(action).object();
    QCOMPARE(written(*applied.entry).value(u"kind"), expected.value(u"kind"));
    QCOMPARE(written(*applied.entry).value(u"unit"), expected.value(u"unit"));
    QString error;
    QCOMPARE(ActionJson::read(written(*applied.entry), &error), applied.entry->action);
    const auto placed = b->placed(unit);
    if (name.isEmpty()) {
        QVERIFY(!placed);
        QCOMPARE(b->orderOfBattle().size(), before - 1);
        QVERIFY(b->state().units.contains(unit)); // its record stays
    } else {
        QVERIFY(placed);
        QCOMPARE(placed->name, name);
        QCOMPARE(placed->commander, commander);
        QCOMPARE(b->orderOfBattle().size(), before);
        QCOMPARE(b->state().units.value(unit).name, name); // every screen and the journal say it so
    }
    QVERIFY(b->stateHash() != hashBefore);
    // Play on, then replay from the journal alone: every entry gives the state it recorded.
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    const QString hashAfter = b->stateHash();
    const auto check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.hash, hashAfter);
    // Through a battle file: the journal and the snapshot both carry it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("umpire.json"));
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.battle->stateHash(), hashAfter);
    QCOMPARE(opened.battle->placed(unit).has_value(), !name.isEmpty());
    if (!name.isEmpty())
        QCOMPARE(opened.battle->placed(unit)->commander, commander);
    const QJsonObject snapshot = StateJson::snapshot(b->state());
    QSet<QString> starting;
    for (const ScenarioUnit &su : b->scenario().units)
        starting.insert(su.id);
    const auto fromSnapshot = StateJson::fromSnapshot(snapshot, b->ruleset(), starting);
    QVERIFY(fromSnapshot);
    QCOMPARE(fromSnapshot->transferred, b->state().transferred);
    QCOMPARE(fromSnapshot->withdrawn, b->state().withdrawn);
    // Undone like any other entry, and redone.
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), hashBefore);
    QVERIFY(b->placed(unit));
    QCOMPARE(b->placed(unit)->name, b->member(unit)->name);
    QCOMPARE(b->placed(unit)->commander, b->member(unit)->commander);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->placed(unit).has_value(), !name.isEmpty());
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->stateHash(), hashAfter);
}

void TestBattle::orderOfBattleChangesAreChecked_data()
{
    QTest::addColumn<QByteArrayList>("before");
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("error");
    QTest::newRow("no such unit") << QByteArrayList()
                                  << QByteArray(R"({"kind":"rename","unit":"x","name":"X"})")
                                  << "no unit \"x\"";
    QTest::newRow("blank name") << QByteArrayList()
                                << QByteArray(R"({"kind":"rename","unit":"52nd","name":"   "})")
                                << "give 1/52nd Foot a name";
    QTest::newRow("enemy commander") << QByteArrayList()
                                     << QByteArray(R"({"kind":"transfer","unit":"52nd","commander":"duval"})")
                                     << "\"duval\" is not a commander of British";
    QTest::newRow("a unit is no commander")
        << QByteArrayList() << QByteArray(R"({"kind":"transfer","unit":"52nd","commander":"88th"})")
        << "\"88th\" is not a commander";
    QTest::newRow("same commander") << QByteArrayList()
                                    << QByteArray(
                                           R"({"kind":"transfer","unit":"52nd","commander":"thornby"})")
                                    << "already answers to";
    QTest::newRow("under his own subordinate")
        << QByteArrayList() << QByteArray(R"({"kind":"transfer","unit":"hale","commander":"thornby"})")
        << "under his command";
    QTest::newRow("a commander with units")
        << QByteArrayList() << QByteArray(R"({"kind":"withdraw","unit":"thornby"})")
        << "Colonel Thornby still commands 1/52nd Foot, 2/88th Foot";
    QTest::newRow("withdrawn twice") << QByteArrayList{R"({"kind":"withdraw","unit":"52nd"})"}
                                     << QByteArray(R"({"kind":"withdraw","unit":"52nd"})")
                                     << "was taken out of the battle";
    QTest::newRow("a withdrawn unit fires")
        << QByteArrayList{R"({"kind":"withdraw","unit":"52nd"})"}
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,)"
                      R"("target":"45e-1","faces":[1,1,1]})")
        << "1/52nd Foot was taken out of the battle";
    QTest::newRow("fire on a withdrawn unit")
        << QByteArrayList{R"({"kind":"withdraw","unit":"45e-1"})"}
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,)"
                      R"("target":"45e-1","faces":[1,1,1]})")
        << "was taken out of the battle";
    QTest::newRow("correct a withdrawn unit")
        << QByteArrayList{R"({"kind":"withdraw","unit":"52nd"})"}
        << QByteArray(R"({"kind":"set","unit":"52nd","field":"casualties","value":1})")
        << "was taken out of the battle";
    QTest::newRow("move a withdrawn unit")
        << QByteArrayList{R"({"kind":"transfer","unit":"52nd","commander":"hale"})",
                          R"({"kind":"withdraw","unit":"52nd"})"}
        << QByteArray(R"({"kind":"transfer","unit":"52nd","commander":"thornby"})")
        << "was taken out of the battle";
}

void TestBattle::orderOfBattleChangesAreChecked()
{
    QFETCH(QByteArrayList, before);
    QFETCH(QByteArray, action);
    QFETCH(QString, error);
    auto b = demo(u"kgcwo"_qs);
    for (const QByteArray &json : std::as_const(before)) {
        const auto r = b->apply(act(json.constData()));
        QVERIFY2(r.entry, qPrintable(r.error));
    }
    const QString hash = b->stateHash();
    const qsizetype entries = b->journal().size();
    const auto r = b->apply(act(action.constData()));
    QVERIFY(!r.entry);
    QVERIFY2(r.error.contains(error), qPrintable(r.error));
    QCOMPARE(b->stateHash(), hash);
    QCOMPARE(b->journal().size(), entries);
}

// A unit taken out leaves the deck at once and for good, and the report counts it neither as
// standing nor as lost; the commanders it could be moved under never include its own juniors.
void TestBattle::withdrawnUnitLeavesTheDeckAndTheCount()
{
    auto b = demo(u"kgcwo"_qs);
    const qsizetype deck = b->state().drawPile.size();
    const auto onPile = [&b](const QString &id) {
        return std::any_of(b->state().drawPile.begin(), b->state().drawPile.end(),
                           [&id](const DeckCard &c) { return c.unit == id; });
    };
    QVERIFY(onPile(u"45e-2"_qs));
    const auto out = b->apply(act(R"({"kind":"withdraw","unit":"45e-2"})"));
    QVERIFY2(out.entry, qPrintable(out.error));
    QVERIFY(!onPile(u"45e-2"_qs));
    QCOMPARE(b->state().drawPile.size(), deck - 1);
    QVERIFY(b->state().notes.join(u' ').contains(u"card is taken out of the deck"));
    QVERIFY(b->apply(act(R"({"kind":"end-turn"})")).entry);
    QVERIFY(!onPile(u"45e-2"_qs));
    QCOMPARE(b->state().drawPile.size(), deck - 1);
    // A commander takes everyone with him only once they have gone.
    for (const char *id : {"45e-1", "6e-leger", "lenoir", "5e-hussards"})
        QVERIFY(
            b->apply(act(QJsonObject{{"kind", "transfer"}, {"unit", id}, {"commander", "marceau"}})).entry);
    QVERIFY2(b->apply(act(R"({"kind":"withdraw","unit":"duval"})")).entry, "no one under him now");
    QVERIFY(!b->placed(u"duval"_qs));
    // Who 52nd Foot and Thornby may be moved under.
    const auto ids = [](const QList<ScenarioUnit> &units) {
        QStringList list;
        for (const ScenarioUnit &u : units)
            list.append(u.id);
        return list;
    };
    QCOMPARE(ids(b->commandersFor(u"52nd"_qs)), QStringList{u"hale"_qs});
    QCOMPARE(ids(b->commandersFor(u"hale"_qs)), QStringList());
    QCOMPARE(ids(b->commandersFor(u"45e-1"_qs)), QStringList()); // duval has gone
    const auto check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
}

void TestBattle::chosenMenDrawsTwoUntilTheDeckIsUsed()
{
    auto b = demo(u"chosen-men"_qs);
    for (int i = 0; i < 4; ++i) {
        QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
        QCOMPARE(b->state().lastDrawn.size(), 2);
    }
    QCOMPARE(b->state().drawPile.size(), 1);
    // The last card comes up alone, and its unit acts in this turn: the turn does not end yet
    // (it once did, before that unit had acted, so a volley it fired reloaded a turn late).
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().lastDrawn.size(), 1);
    QCOMPARE(b->state().turn, 1);
    const QString last = b->state().lastDrawn.first().unit;
    QVERIFY(b->state().units.value(last).fields.value(u"activated"_qs).toBool());
    // The next draw finds the deck used up: the turn ends, and the next turn's first two come up.
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->state().turn, 2);
    QCOMPARE(b->state().lastDrawn.size(), 2);
    QCOMPARE(b->state().drawPile.size(), 7);
    b->replay();
    QCOMPARE(b->state().turn, 2);
}

void TestBattle::phasesStepThroughTheTurn()
{
    auto b = demo(u"nap-igougo"_qs);
    QVERIFY(!b->apply(act(R"({"kind":"draw"})")).entry); // no deck here
    QCOMPARE(b->stateJson().value(u"phase").toString(), u"initiative");
    QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->stateJson().value(u"phase").toString(), u"random-events");
    QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->stateJson().value(u"segment").toString(), u"orders");
    for (int i = 0; i < 8 + 8; ++i) // both players' eight segments
        QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->stateJson().value(u"phase").toString(), u"end-of-turn");
    QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->state().turn, 2);
    QCOMPARE(b->stateJson().value(u"phase").toString(), u"initiative");
}

void TestBattle::resolveWithTypedFaces()
{
    auto b = demo(u"kgcwo"_qs);
    const QString before = b->stateHash();
    // Not enough faces: an error, and nothing changes.
    const auto short_ = b->apply(act(
        R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[7,2,5]})"));
    QVERIFY(!short_.entry);
    QVERIFY2(short_.error.contains(u"more dice"), qPrintable(short_.error));
    QCOMPARE(b->stateHash(), before);
    QVERIFY(b->journal().isEmpty());
    // Hits 7 and 5 (B fire, first shot, smoothbore: +1), saves 8 and 2, wounds check 4.
    const auto e = b->apply(act(
        R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[7,2,5,8,2,4]})"));
    QVERIFY2(e.entry, qPrintable(e.error));
    QCOMPARE(written(*e.entry).value(u"source").toString(), u"typed");
    QCOMPARE(b->state().units.value(u"45e-1"_qs).fields.value(u"casualties"_qs).toInt(), 1);
    QCOMPARE(b->state().units.value(u"45e-1"_qs).fields.value(u"morale-state"_qs).toString(), u"shaken");
    QCOMPARE(b->state().units.value(u"52nd"_qs).fields.value(u"fired"_qs).toBool(), true);
    QVERIFY(e.entry->summary.contains(u"[7 2 5]"));
    // The journal names the target and what came of it, then what changed on it; the firer's
    // "Fired" marker is the rules' bookkeeping, no result.
    // (No English plural forms are installed here: "2 hit(s)" reads "2 hits" in the app.)
    QVERIFY2(e.entry->summary.startsWith(u"Fire: 1/52nd Foot at 1/45e Ligne — 2 hit"),
             qPrintable(e.entry->summary));
    QVERIFY2(
        e.entry->summary.contains(u" [7 2 5]; 1/45e Ligne: Morale state Normal → Shaken, Casualties 0 → 1; "),
        qPrintable(e.entry->summary));
    QVERIFY2(!e.entry->summary.contains(u"Fired"), qPrintable(e.entry->summary));
    QVERIFY2(e.entry->summary.endsWith(u"(dice typed)"), qPrintable(e.entry->summary));
    // Too many faces is a mistake too.
    QVERIFY(!b->apply(act(R"({"kind":"resolve","test":"save-hit","actor":"88th","faces":[5,5]})")).entry);
    QVERIFY(!b->apply(act(R"({"kind":"resolve","test":"fire","actor":"nobody","faces":[5]})")).entry);
    // Some dice typed, some rolled by the app: each keeps its origin, and the journal says which.
    const auto mixed
        = b->apply(act(R"({"kind":"resolve","test":"fire","actor":"88th","distance":3,"target":"45e-2",)"
                       R"("faces":[1,1,1],"sources":["typed","app","typed"]})"));
    QVERIFY2(mixed.entry, qPrintable(mixed.error));
    QCOMPARE(written(*mixed.entry).value(u"sources"_qs).toArray().at(1).toString(), u"app");
    QVERIFY2(mixed.entry->summary.endsWith(u"(dice typed: 1 1; rolled by the app: 1)"),
             qPrintable(mixed.entry->summary));
}

void TestBattle::resolveRolledByTheAppIsJournaled()
{
    auto b = demo(u"kgcwo"_qs);
    const auto e
        = b->apply(act(R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1"})"));
    QVERIFY2(e.entry, qPrintable(e.error));
    QCOMPARE(written(*e.entry).value(u"source").toString(), u"app");
    QVERIFY(written(*e.entry).value(u"faces").toArray().size() >= 3);
    QVERIFY2(e.entry->summary.endsWith(u"(dice rolled by the app)"), qPrintable(e.entry->summary));
    // Replay reads the faces; the dice are not rolled again.
    Battle again(b->scenario(), b->ruleset(), b->options(), 12345);
    again.setInitialDeck(b->initialDeck());
    QString error;
    QVERIFY(again.restore(b->journal(), &error));
    QCOMPARE(again.stateHash(), b->stateHash());
}

// A test a result triggers (the wounds check after a volley that caused casualties) is taken in
// the same entry without anyone remembering it; only the umpire passes it over, and the entry
// keeps that: its summary says so and a replay does the same.
void TestBattle::umpireSkipsATriggeredTest()
{
    const char *volley
        = R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[10,10,1,1,1])";
    // Two hits, two failed saves: the target's wounds check is owed, and waits for its die.
    auto owed = demo(u"kgcwo"_qs);
    const auto waiting = owed->apply(act(QByteArray(QByteArray(volley) + "}").constData()));
    QVERIFY(!waiting.entry);
    QVERIFY2(waiting.error.contains(u"more dice"), qPrintable(waiting.error));
    QVERIFY2(waiting.error.contains(owed->ruleset().test(u"received-wounds"_qs)->doc.name),
             qPrintable(waiting.error));
    // Taken with its die when it is there.
    const auto taken = owed->apply(act(QByteArray(QByteArray(volley).chopped(1) + R"(,9]})").constData()));
    QVERIFY2(taken.entry, qPrintable(taken.error));
    QVERIFY(!taken.entry->summary.contains(u"skipped"));
    // Passed over by the umpire: the same faces without it, journaled with the entry.
    auto b = demo(u"kgcwo"_qs);
    const QString start = b->stateHash();
    const auto e
        = b->apply(act(QByteArray(QByteArray(volley) + R"(,"skip":["received-wounds"]})").constData()));
    QVERIFY2(e.entry, qPrintable(e.error));
    QVERIFY2(e.entry->summary.contains(u"skipped by the umpire"), qPrintable(e.entry->summary));
    QCOMPARE(written(*e.entry).value(u"skip").toArray().first().toString(), u"received-wounds");
    Battle again(b->scenario(), b->ruleset(), b->options(), 7);
    again.setInitialDeck(b->initialDeck());
    QString error;
    QVERIFY2(again.restore(b->journal(), &error), qPrintable(error));
    QCOMPARE(again.stateHash(), b->stateHash());
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), start);
    // Not a test of this ruleset: refused.
    QVERIFY(!b->apply(act(QByteArray(QByteArray(volley) + R"(,"skip":["dance"]})").constData())).entry);
}

// A whole charge, from the target's check to the last test of the melee, is one journal entry:
// played with typed or rolled dice, replayed from its faces, undone and redone as one.
void TestBattle::chargeIsOneEntryUndoneAsOne()
{
    auto b = demo(u"kgcwo"_qs);
    const QString start = b->stateHash();
    const char *charge = R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"14th-ld",)"
                         R"("target":"45e-1","inputs":{"distance":10})";
    // Too few faces: nothing changes, and the error names the test waiting.
    const auto short_ = b->apply(act(QByteArray(QByteArray(charge) + R"(,"faces":[7,9]})").constData()));
    QVERIFY(!short_.entry);
    QVERIFY2(short_.error.contains(u"more dice"), qPrintable(short_.error));
    QCOMPARE(b->stateHash(), start);
    // Not a response the target may choose: refused before any die.
    QVERIFY(!b->apply(act(R"({"kind":"resolve","procedure":"charge","response":"evade","actor":"14th-ld",)"
                          R"("target":"45e-1","inputs":{"distance":10},"faces":[]})"))
                 .entry);
    // Rolled by the app: every die of the charge kept in the one entry.
    const auto e = b->apply(act(QByteArray(QByteArray(charge) + "}").constData()));
    QVERIFY2(e.entry, qPrintable(e.error));
    QCOMPARE(b->journal().size(), 1);
    const QJsonObject json = written(*e.entry);
    QCOMPARE(json.value(u"procedure").toString(), u"charge");
    QCOMPARE(json.value(u"response").toString(), u"stand");
    QVERIFY(json.value(u"faces").toArray().size() >= 7); // the target's check and two sides' dice at least
    // The procedure, both units, the answer and how it ended lead the entry.
    QVERIFY2(e.entry->summary.startsWith(u"Charge: 14th Light Dragoons at 1/45e Ligne, who chose Stand — "),
             qPrintable(e.entry->summary));
    QVERIFY(e.entry->summary.contains(u"Receive a charge"));
    QVERIFY(e.entry->summary.contains(u"Melee"));
    // Typed faces on a fresh battle: the foot holds (9), the horse hits three times (9 9 9), every
    // save fails (1 1 1) and the foot is removed; its own dice miss (1 1 1); the horse passes its
    // check to hold back (9).
    auto typed = demo(u"kgcwo"_qs);
    const auto t = typed->apply(
        act(QByteArray(QByteArray(charge) + R"(,"faces":[9,9,9,9,1,1,1,1,1,1,9]})").constData()));
    QVERIFY2(t.entry, qPrintable(t.error));
    QVERIFY(typed->state().units.value(u"45e-1"_qs).removed);
    QVERIFY2(t.entry->summary.contains(u"Charger won the melee"), qPrintable(t.entry->summary));
    // Replayed from its faces on a fresh battle: the same state, no die rolled again.
    Battle again(b->scenario(), b->ruleset(), b->options(), 999);
    again.setInitialDeck(b->initialDeck());
    QString error;
    QVERIFY2(again.restore(b->journal(), &error), qPrintable(error));
    QCOMPARE(again.stateHash(), b->stateHash());
    // Undone as one, redone as one.
    const QString after = b->stateHash();
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), start);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->stateHash(), after);
}

void TestBattle::correctionsAreChecked()
{
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(!b->apply(act(R"({"kind":"set","unit":"52nd","field":"bravery","value":1})")).entry);
    QVERIFY(!b->apply(act(R"({"kind":"set","unit":"52nd","field":"casualties","value":9})")).entry);
    QVERIFY(!b->apply(act(R"({"kind":"set","unit":"52nd","field":"fire","value":"Z"})")).entry);
    QVERIFY(!b->apply(act(R"({"kind":"set","unit":"nobody","field":"fire","value":"A"})")).entry);
    QString unknown; // refused where actions come in as JSON, before the battle sees them
    QVERIFY(!ActionJson::read(QJsonDocument::fromJson(R"({"kind":"launch"})").object(), &unknown));
    QVERIFY(unknown.contains(u"unknown action \"launch\""));
    const auto e
        = b->apply(act(R"({"kind":"set","unit":"52nd","field":"fire","value":"A","reason":"fate 32"})"));
    QVERIFY(e.entry);
    QVERIFY(e.entry->summary.contains(u"fate 32"));
    QCOMPARE(b->state().units.value(u"52nd"_qs).fields.value(u"fire"_qs).toString(), u"A");
}

// The umpire's correction of a field is checked as reading a unit with that field checks it: the
// same refusal, in the same words, as a situation's unit {"type": ..., FIELD: VALUE} read whole
// (SituationJson::read) gives, with the unit's id for "actor".
void TestBattle::correctionsSayWhatReadingTheUnitSays_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("value"); // a JSON value
    QTest::addColumn<QString>("error"); // empty: it applies
    QTest::newRow("ladder-step") << "fire" << QByteArray("\"A\"") << "";
    QTest::newRow("flag") << "fired" << QByteArray("true") << "";
    QTest::newRow("number") << "casualties" << QByteArray("1") << "";
    QTest::newRow("removed") << "removed" << QByteArray("false") << "";
    QTest::newRow("wrong-kind-flag-as-number")
        << "fired" << QByteArray("1") << "52nd.fired: [1] does not fit this field";
    QTest::newRow("wrong-kind-ladder-step-not-there")
        << "fire" << QByteArray("\"Z\"") << "52nd.fire: [\"Z\"] does not fit this field";
    QTest::newRow("out-of-range-past-the-type-maximum")
        << "casualties" << QByteArray("9") << "52nd.casualties: [9] does not fit this field";
    QTest::newRow("out-of-range-below-nought")
        << "casualties" << QByteArray("-1") << "52nd.casualties: [-1] does not fit this field";
    QTest::newRow("unknown-field") << "bravery" << QByteArray("1") << "52nd.bravery: no such field in kgcwo";
}

void TestBattle::correctionsSayWhatReadingTheUnitSays()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, value);
    QFETCH(QString, error);
    auto b = demo(u"kgcwo"_qs);
    const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().first();
    const Battle::Applied applied = b->apply(action::SetField{u"52nd"_qs, field, v, QString(), QString()});
    QCOMPARE(applied.error, error);
    QCOMPARE(bool(applied.entry), error.isEmpty());
    if (field == u"removed")
        return; // not a field: a unit's mark, which no situation gives
    QStringList whole;
    adjutant::rules::SituationJson::read(
        b->ruleset(),
        QJsonObject{
            {u"actor"_qs, QJsonObject{{u"type"_qs, b->state().units.value(u"52nd"_qs).type}, {field, v}}}},
        &whole);
    QCOMPARE(applied.error,
             whole.join(adjutant::text::Punctuation::semicolon()).replace(u"actor."_qs, u"52nd."_qs));
}

// Replay asks for no summary (it keeps the journaled one), and an umpire's correction then
// leaves its words unmade: the state it comes to must be the one played with its words, entry by
// entry (the hashes journaled) and at the end.
void TestBattle::aReplayMakingNoSummaryComesToTheStatePlayed_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("value");
    QTest::newRow("flag") << "fired" << QByteArray("true");
    QTest::newRow("number") << "casualties" << QByteArray("1");
    QTest::newRow("removed") << "removed" << QByteArray("true");
    QTest::newRow("a text") << "fire" << QByteArray("\"B\"");
}

void TestBattle::aReplayMakingNoSummaryComesToTheStatePlayed()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, value);
    auto b = demo(u"kgcwo"_qs);
    const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().first();
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    const Battle::Applied applied = b->apply(action::SetField{u"52nd"_qs, field, v, u"a slip"_qs, QString()});
    QVERIFY2(applied.entry, qPrintable(applied.error));
    QVERIFY(!applied.entry->summary.isEmpty()); // played, it says what it did
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    const auto check = b->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.checked, 3);
    QCOMPARE(check.hash, b->stateHash());
}

// Likewise a test's words (the test, what came of it, what changed, each follow-up), made when it
// is played and not on replay: the state after it, and the notes told beside it, are the same.
void TestBattle::aTestReplayedWithoutItsWordsComesToTheStatePlayed_data()
{
    QTest::addColumn<QByteArray>("test");
    // Hits 7 and 5, saves 8 and 2, the wounds check 4: follow-ups and their changes.
    QTest::newRow("volley") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[7,2,5,8,2,4]})");
    QTest::newRow("a miss") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[1,1,1]})");
    QTest::newRow("a follow-up skipped") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[10,10,1,1,1],"skip":["received-wounds"]})");
    QTest::newRow("rolled by the app")
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"88th","distance":3,"target":"45e-2"})");
}

void TestBattle::aTestReplayedWithoutItsWordsComesToTheStatePlayed()
{
    QFETCH(QByteArray, test);
    auto b = demo(u"kgcwo"_qs);
    const Battle::Applied applied = b->apply(act(test.constData()));
    QVERIFY2(applied.entry, qPrintable(applied.error));
    QVERIFY(!applied.entry->summary.isEmpty()); // played, it says what it did
    const QStringList notesPlayed = b->state().notes;
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QList<QStringList> notesReplayed;
    const auto check
        = b->replayFromStart([&](const JournalEntry &, const BattleState &, const BattleState &after,
                                 const std::optional<QStringList> &) { notesReplayed.append(after.notes); });
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    QCOMPARE(check.checked, 2);
    QCOMPARE(check.hash, b->stateHash());
    QCOMPARE(notesReplayed.first(), notesPlayed);
    QVERIFY(!notesPlayed.isEmpty()); // each row tells of what it did
}

void TestBattle::undoKeepsEntriesAndRedoRestores()
{
    auto b = demo(u"kgcwo"_qs);
    const QString start = b->stateHash();
    QVERIFY(!b->apply(act(R"({"kind":"undo"})")).entry); // nothing yet
    const auto one = b->apply(act(R"({"kind":"set","unit":"52nd","field":"casualties","value":1})"));
    const auto two = b->apply(act(R"({"kind":"set","unit":"52nd","field":"casualties","value":2})"));
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), one.entry->stateHash);
    QCOMPARE(b->journal().size(), 2); // still there, marked
    QVERIFY(b->journal().last().undone);
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(b->stateHash(), start);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->stateHash(), one.entry->stateHash);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->stateHash(), two.entry->stateHash);
    QVERIFY(!b->apply(act(R"({"kind":"redo"})")).entry);
    // After an undo, a new action makes the undone entry history: no redo past it.
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"88th","field":"casualties","value":1})")).entry);
    QVERIFY(!b->canRedo());
    QCOMPARE(b->journal().size(), 3);
    QVERIFY(b->journal().at(1).undone);
    // Undoing the new action must not bring back the one it superseded.
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QVERIFY(b->journal().at(1).undone);
    QVERIFY(!b->journal().at(2).undone);
    QVERIFY(!b->canRedo());
}

void TestBattle::endOfTurnOdds()
{
    auto b = demo(u"kgcwo"_qs);
    QCOMPARE(b->endOfTurnBefore(u"52nd"_qs), 0.5); // one End of turn card and the unit's card
    bringToTop(*b, u"unit"_qs);
    const QString first = b->state().drawPile.first().unit;
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QCOMPARE(b->endOfTurnBefore(first), 0.0); // its card is out
    QCOMPARE(demo(u"chosen-men"_qs)->endOfTurnBefore(u"fusiliers"_qs), 0.0); // no End of turn card
}

// 10,000 random actions with undo and redo among them: after every undo the state is the one
// recorded at the entry now last, and a replay of the journal gives the live state.
void TestBattle::randomPlayWithUndoAndReplay()
{
    auto b = demo(u"kgcwo"_qs, 99);
    adjutant::dice::SeededRandomSource pick(2026);
    const QStringList units{u"52nd"_qs,  u"88th"_qs,  u"52nd-lights"_qs, u"ross"_qs,   u"14th-ld"_qs,
                            u"45e-1"_qs, u"45e-2"_qs, u"6e-leger"_qs,    u"lenoir"_qs, u"5e-hussards"_qs};
    const QStringList tests{u"fire"_qs,  u"melee"_qs,       u"receive-charge"_qs,
                            u"rally"_qs, u"form-square"_qs, u"evade"_qs};
    const QString initialHash = b->stateHash();
    int undos = 0;
    for (int i = 0; i < 10000; ++i) {
        const int roll = pick.roll(20);
        Action a;
        if (roll <= 5) {
            a = act(R"({"kind":"draw"})");
        } else if (roll <= 11) {
            a = act(QJsonObject{{QStringLiteral("kind"), QStringLiteral("resolve")},
                                {QStringLiteral("test"), tests.at(pick.roll(int(tests.size())) - 1)},
                                {QStringLiteral("actor"), units.at(pick.roll(5) - 1)},
                                {QStringLiteral("target"), units.at(pick.roll(5) + 4)}});
        } else if (roll <= 13) {
            a = act(QJsonObject{{QStringLiteral("kind"), QStringLiteral("set")},
                                {QStringLiteral("unit"), units.at(pick.roll(10) - 1)},
                                {QStringLiteral("field"), QStringLiteral("casualties")},
                                {QStringLiteral("value"), pick.roll(2) - 1}});
        } else if (roll <= 17) {
            a = act(R"({"kind":"undo"})");
        } else if (roll <= 19) {
            a = act(R"({"kind":"redo"})");
        } else {
            a = act(R"({"kind":"end-turn"})");
        }
        const auto applied = b->apply(a);
        if (std::holds_alternative<action::Undo>(a) && applied.entry) {
            ++undos;
            const auto live = std::find_if(b->journal().rbegin(), b->journal().rend(),
                                           [](const JournalEntry &e) { return !e.undone; });
            QCOMPARE(b->stateHash(), live == b->journal().rend() ? initialHash : live->stateHash);
        }
    }
    QVERIFY(undos > 500);
    Battle replayed(b->scenario(), b->ruleset(), b->options(), 1);
    replayed.setInitialDeck(b->initialDeck());
    QString error;
    QVERIFY2(replayed.restore(b->journal(), &error), qPrintable(error));
    QCOMPARE(replayed.stateHash(), b->stateHash());
}

// Only the recent checkpoints are kept; undoing further back replays from the start and must
// still land on the state recorded at each entry.
void TestBattle::undoPastTheKeptCheckpoints()
{
    auto b = demo(u"kgcwo"_qs, 7);
    const QString initialHash = b->stateHash();
    const QStringList units{u"52nd"_qs, u"88th"_qs, u"45e-1"_qs, u"45e-2"_qs};
    for (int i = 0; i < 1200; ++i) {
        const Action a = i % 7 == 0 ? act(R"({"kind":"draw"})")
                                    : act(QJsonObject{{QStringLiteral("kind"), QStringLiteral("set")},
                                                      {QStringLiteral("unit"), units.at(i % units.size())},
                                                      {QStringLiteral("field"), QStringLiteral("casualties")},
                                                      {QStringLiteral("value"), i % 3}});
        QVERIFY(b->apply(a).entry);
    }
    const QList<JournalEntry> played = b->journal();
    for (qsizetype i = played.size() - 1; i >= 0; --i) {
        QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
        QCOMPARE(b->stateHash(), i == 0 ? initialHash : played.at(i - 1).stateHash);
    }
    QVERIFY(!b->canUndo());
}

void TestBattle::saveAndOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs);
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1"})"))
                .entry);
    QString error;
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.warnings.isEmpty());
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QCOMPARE(opened.battle->journal().size(), 2);
}

// A long battle's file carries the state at its latest checkpoint; opening starts there when
// that state hashes to what the journal recorded, and replays everything when it does not.
// Opened to be replayed from the start (BattleFile::For::ReplayFromStart), a battle's header is
// read without its snapshot when its bytes are those its checksum covers: what is opened must be
// what opening it to play opens, whatever was done to the file or its log.
void TestBattle::aReaderFromTheStartOpensWhatAPlayerOpens_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("withLog");
    for (const bool withLog : {false, true}) {
        const char *tag = withLog ? ", log beside" : ", no log";
        for (const char *change : {"none", "snapshot", "rating", "spaced", "earlier log"})
            if (withLog || QByteArrayView(change) != "earlier log")
                QTest::newRow(qPrintable(QString::fromLatin1(change) + QLatin1String(tag)))
                    << change << withLog;
    }
}

void TestBattle::aReaderFromTheStartOpensWhatAPlayerOpens()
{
    QFETCH(QString, change);
    QFETCH(bool, withLog);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs, 5);
    playFiller(*b, 150);
    QString error;
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    const QString log = BattleFile::logPath(path);
    if (change == u"earlier log") { // the log of the save before, with the header of another journal
        QVERIFY(QFile::copy(log, log + u".before"));
        playFiller(*b, 3);
        QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
        QVERIFY(QFile::remove(log));
        QVERIFY(QFile::rename(log + u".before", log));
    }
    if (!withLog)
        QVERIFY(QFile::remove(log));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().split('\n');
    f.close();
    QVERIFY(lines.at(0).contains(",\"snapshot\":{\"entries\":128,"));
    // The header's snapshot comes last, and every member read on opening before it: a reader from
    // the start cuts it off where it begins.
    const QByteArray header = lines.at(0).left(lines.at(0).indexOf(",\"journal\":[")) + '}';
    QCOMPARE(QJsonDocument::fromJson(header).object().keys().last(), u"snapshot"_qs);
    if (change == u"snapshot")
        lines[0].replace(",\"snapshot\":{\"entries\":128,", ",\"snapshot\":{\"entries\":64,");
    else if (change == u"rating")
        lines[0].replace("\"melee\":\"C\"", "\"melee\":\"A\"");
    else if (change == u"spaced")
        lines[0].replace(",\"", ", \"");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(lines.join('\n'));
    f.close();

    const BattleFile::Opened toPlay = BattleFile::open(path);
    const BattleFile::Opened toReplay = BattleFile::open(path, BattleFile::For::ReplayFromStart);
    QVERIFY2(toPlay.battle, qPrintable(toPlay.error));
    QVERIFY2(toReplay.battle, qPrintable(toReplay.error));
    // Where play left off is not checked on opening for a replay, which checks every entry.
    QStringList warnings = toPlay.warnings;
    const bool leftOffElsewhere = warnings.removeIf(
        [](const QString &w) { return w.contains(u"does not give the state recorded at entry"); });
    QCOMPARE(toReplay.warnings, warnings);
    QCOMPARE(toReplay.damage, toPlay.damage);
    QCOMPARE(toReplay.recoveredFromLog, toPlay.recoveredFromLog);
    QCOMPARE(toReplay.logNeedsRewrite, toPlay.logNeedsRewrite);
    QCOMPARE(toReplay.logEnd.bytes, toPlay.logEnd.bytes);
    QCOMPARE(toReplay.battle->scenario().raw, toPlay.battle->scenario().raw);
    QCOMPARE(toReplay.battle->initialDeck(), toPlay.battle->initialDeck());
    QCOMPARE(toReplay.battle->journal().size(), toPlay.battle->journal().size());
    const Battle::ReplayCheck a = toPlay.battle->replayFromStart();
    const Battle::ReplayCheck c = toReplay.battle->replayFromStart();
    QCOMPARE(c.mismatches, a.mismatches);
    QCOMPARE(c.checked, a.checked);
    QCOMPARE(c.hash, a.hash);
    QCOMPARE(!c.mismatches.isEmpty(), leftOffElsewhere);
    if (change == u"none" || change == u"spaced")
        QCOMPARE(c.hash, b->stateHash());
}

void TestBattle::openStartsFromTheSnapshotOnlyWhenItIsTrue()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs, 5);
    playFiller(*b, 150);
    QString error;
    QVERIFY2(BattleFile::save(*b, path, &error), qPrintable(error));
    const auto readFile = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return QJsonDocument::fromJson(f.readAll()).object();
    };
    // Written as a buggy program might: the checksums match what it holds.
    const auto writeFile = [&](const QJsonObject &o) {
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(QJsonDocument(BattleFile::withChecksums(o)).toJson());
    };
    QJsonObject file = readFile();
    QCOMPARE(file.value(u"snapshot"_qs)[u"entries"_qs].toInt(), 128);

    // Proof that the snapshot is used: an early entry no replay could apply does not matter.
    QJsonArray journal = file.value(u"journal"_qs).toArray();
    QJsonObject early = journal.at(10).toObject();
    early.insert(u"action"_qs, QJsonObject{{QStringLiteral("kind"), QStringLiteral("no-such-action")}});
    journal.replace(10, early);
    QJsonObject withBadEarlyEntry = file;
    withBadEarlyEntry.insert(u"journal"_qs, journal);
    writeFile(withBadEarlyEntry);
    BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    // ... and undo still walks back through it.
    QVERIFY(opened.battle->apply(act(R"({"kind":"undo"})")).entry);
    QCOMPARE(opened.battle->stateHash(), b->journal().at(148).stateHash);

    // A snapshot that does not hash to the journal's record is ignored: full replay.
    QJsonObject snapshot = file.value(u"snapshot"_qs).toObject();
    QJsonObject state = snapshot.value(u"state"_qs).toObject();
    state.insert(u"turn"_qs, state.value(u"turn"_qs).toInt() + 1);
    snapshot.insert(u"state"_qs, state);
    QJsonObject withFalseSnapshot = file;
    withFalseSnapshot.insert(u"snapshot"_qs, snapshot);
    writeFile(withFalseSnapshot);
    opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.warnings.isEmpty());
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
}

void TestBattle::logRecoversActionsAfterTheSave()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs);
    QString error;
    BattleFile::LogEnd logEnd;
    QVERIFY(BattleFile::save(*b, path, &error, &logEnd));
    for (const char *a :
         {R"({"kind":"draw"})", R"({"kind":"set","unit":"88th","field":"casualties","value":2})",
          R"({"kind":"draw"})", R"({"kind":"undo"})"}) {
        const auto e = b->apply(act(a));
        QVERIFY(e.entry);
        QVERIFY(BattleFile::append(path, logEnd, *e.entry, &error)); // what play does after each action
    }
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY(opened.battle);
    QCOMPARE(opened.recoveredFromLog, 4);
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QVERIFY(opened.battle->journal().last().undone);
}

namespace {
// A battle some 300 entries long: corrections, draws and tests, one of them undone.
std::unique_ptr<Battle> longBattle()
{
    auto b = demo(u"kgcwo"_qs);
    for (int i = 0; i < 300; ++i) {
        const char *a = i % 5 == 0 ? R"({"kind":"draw"})"
            : i % 5 == 1
            ? R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[1,1,1],"override":"filler"})"
            : i % 2 ? R"({"kind":"set","unit":"88th","field":"fired","value":true})"
                    : R"({"kind":"set","unit":"88th","field":"fired","value":false})";
        if (!b->apply(act(a)).entry)
            return nullptr;
    }
    b->apply(act(R"({"kind":"undo"})"));
    return b;
}

QByteArray journalSection(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray data = f.readAll();
    return data.mid(data.indexOf('\n'));
}
} // namespace

// Opening reads only what play needs: older history stays raw, reads back whole when asked, and
// is written again as it was read.
void TestBattle::historyStaysUnreadUntilNeeded()
{
    auto b = longBattle();
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.json"_qs);
    QString error;
    QVERIFY(BattleFile::save(*b, path, &error));
    BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    Battle &o = *opened.battle;
    QCOMPARE(o.stateHash(), b->stateHash());
    QCOMPARE(o.journal().size(), b->journal().size());
    QVERIFY(o.journal().first().isRaw());
    QVERIFY(!o.journal().last().isRaw()); // the recent past is read
    for (qsizetype i = 0; i < o.journal().size(); ++i) {
        const JournalEntry full = Journal::parsed(o.journal().at(i));
        const JournalEntry &was = b->journal().at(i);
        QCOMPARE(full.seq, was.seq);
        QCOMPARE(full.summary, was.summary);
        QCOMPARE(full.action, was.action);
        QCOMPARE(full.stateHash, was.stateHash);
        QCOMPARE(full.undone, was.undone);
    }
    // Saved again untouched: the same journal, byte for byte.
    const QString again = dir.filePath(u"again.json"_qs);
    QVERIFY(BattleFile::save(o, again, &error));
    QCOMPARE(journalSection(again), journalSection(path));
    // Undo far back into the unread history, then a new action: all as in the original.
    for (int i = 0; i < 200; ++i) {
        QVERIFY(o.apply(act(R"({"kind":"undo"})")).entry);
        QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    }
    QCOMPARE(o.stateHash(), b->stateHash());
    QVERIFY(o.apply(act(R"({"kind":"set","unit":"52nd","field":"fired","value":true})")).entry);
    QVERIFY(b->apply(act(R"({"kind":"set","unit":"52nd","field":"fired","value":true})")).entry);
    QCOMPARE(o.stateHash(), b->stateHash());
    // The marks changed since it was read: written anew, and read back the same.
    QVERIFY(BattleFile::save(o, again, &error));
    BattleFile::Opened third = BattleFile::open(again);
    QVERIFY2(third.battle, qPrintable(third.error));
    QCOMPARE(third.battle->stateHash(), b->stateHash());
    const auto check = third.battle->replayFromStart();
    QVERIFY2(check.mismatches.isEmpty(), qPrintable(check.mismatches.join(u'\n')));
    for (qsizetype i = 0; i < b->journal().size(); ++i) {
        QCOMPARE(third.battle->journal().at(i).undone, b->journal().at(i).undone);
        QCOMPARE(third.battle->journal().at(i).superseded, b->journal().at(i).superseded);
    }
}

// A byte changed in history nobody reads at opening is still caught: the file is read the slow
// way, which names the damaged entry, and the battle comes back from the log.
void TestBattle::damagedHistoryIsNeverTakenOnTrust()
{
    auto b = longBattle();
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.json"_qs);
    QString error;
    QVERIFY(BattleFile::save(*b, path, &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QByteArray data = f.readAll();
    const qsizetype at = data.indexOf("\"summary\":\"", data.indexOf('\n')) + 12; // the first entry
    data[at] = data.at(at) == 'X' ? 'Y' : 'X';
    QVERIFY(f.seek(0));
    QCOMPARE(f.write(data), data.size());
    f.close();
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.damaged());
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QCOMPARE(Journal::parsed(opened.battle->journal().first()).summary, b->journal().first().summary);
}

// Files written before the journal went one entry per line (or by hand) open the slow way.
void TestBattle::singleLineBattleFilesStillOpen()
{
    auto b = longBattle();
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.json"_qs);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(BattleFile::toJson(*b)).toJson(QJsonDocument::Indented));
    f.close();
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(!opened.damaged());
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QCOMPARE(opened.battle->journal().size(), b->journal().size());
}

void TestBattle::damagedLogKeepsIntactRecords()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs);
    QString error;
    BattleFile::LogEnd logEnd;
    QVERIFY(BattleFile::save(*b, path, &error, &logEnd));
    QStringList hashes;
    for (int i = 0; i < 3; ++i) {
        const auto e = b->apply(act(R"({"kind":"set","unit":"88th","field":"casualties","value":1})"));
        QVERIFY(BattleFile::append(path, logEnd, *e.entry, &error));
        hashes.append(e.entry->stateHash);
    }
    // A flat battery mid-write: the last line is cut short.
    QFile log(BattleFile::logPath(path));
    QVERIFY(log.open(QIODevice::ReadWrite));
    log.resize(log.size() - 10);
    log.close();
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY(opened.battle);
    // Cut short mid-write, the last record was never acknowledged: nothing is lost, and a writer
    // may cut it off and go on in the same file.
    QCOMPARE(opened.damage, BattleFile::Opened::Damage::TornTail);
    QCOMPARE(opened.battle->journal().size(), 2);
    QCOMPARE(opened.battle->stateHash(), hashes.at(1));
    QVERIFY(opened.warnings.join(u' ').contains(u"the last record (4) was cut off"));
}

void TestBattle::damagedBattleFileIsRebuiltFromTheLog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = demo(u"kgcwo"_qs);
    QString error;
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    BattleFile::LogEnd logEnd;
    QVERIFY(BattleFile::save(*b, path, &error, &logEnd));
    const auto e = b->apply(act(R"({"kind":"draw"})"));
    QVERIFY(BattleFile::append(path, logEnd, *e.entry, &error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    file.resize(file.size() / 2);
    file.close();
    const QByteArray damaged = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.damaged());
    QCOMPARE(opened.battle->stateHash(), b->stateHash());
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), damaged); // opening never writes
}

// 1,000 battle files and logs cut short or with a bit flipped: opening never crashes, and either
// recovers a battle or says why not; the files are left as they were.
void TestBattle::mutatedFilesNeverCrash_data()
{
    QTest::addColumn<bool>("longHistory");
    QTest::newRow("journal in the log") << false;
    QTest::newRow("300 entries in the file") << true; // the one-entry-per-line journal, mutated
}

void TestBattle::mutatedFilesNeverCrash()
{
    QFETCH(bool, longHistory);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"battle.json"_qs);
    auto b = longHistory ? longBattle() : demo(u"kgcwo"_qs);
    QVERIFY(b);
    QString error;
    BattleFile::LogEnd logEnd;
    QVERIFY(BattleFile::save(*b, path, &error, &logEnd));
    for (const char *a :
         {R"({"kind":"draw"})",
          R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1"})"}) {
        const auto e = b->apply(act(a));
        QVERIFY(BattleFile::append(path, logEnd, *e.entry, &error));
    }
    const auto read = [](const QString &p) {
        QFile f(p);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    };
    const QByteArray battle = read(path);
    const QByteArray log = read(BattleFile::logPath(path));
    adjutant::dice::SeededRandomSource pick(31337);
    int recovered = 0;
    const int rounds = longHistory ? 300 : 1000; // a long battle takes longer to open each time
    for (int i = 0; i < rounds; ++i) {
        const bool mutateLog = pick.roll(2) == 1;
        QByteArray bytes = mutateLog ? log : battle;
        if (pick.roll(2) == 1)
            bytes.truncate(pick.roll(int(bytes.size())) - 1);
        else
            bytes[pick.roll(int(bytes.size())) - 1] ^= char(1 << (pick.roll(8) - 1));
        const QString target = mutateLog ? BattleFile::logPath(path) : path;
        QFile out(target);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(bytes);
        out.close();
        const BattleFile::Opened opened = BattleFile::open(path);
        QVERIFY(opened.battle || !opened.error.isEmpty());
        recovered += opened.battle ? 1 : 0;
        QCOMPARE(read(target), bytes);
        // Put the good file back for the next round.
        QFile restore(target);
        QVERIFY(restore.open(QIODevice::WriteOnly | QIODevice::Truncate));
        restore.write(mutateLog ? log : battle);
    }
    QVERIFY2(recovered > rounds * 9 / 10, qPrintable(QString::number(recovered))); // a good copy survives
}

namespace {
// Ten entries: draws, corrections, and fire with typed faces.
// `drawPile`: how the entries' hashes take the draw pile, as the builds of a file's format did.
std::unique_ptr<Battle> tenEntries(StateDigest::DrawPile drawPile = StateDigest::DrawPile::ChainFromBottom)
{
    auto b = demo(u"kgcwo"_qs);
    b->setDrawPileDigest(drawPile);
    for (int i = 0; i < 10; ++i) {
        const char *a = i % 3 == 0 ? R"({"kind":"draw"})"
            : i % 3 == 1
            ? R"({"kind":"resolve","test":"fire","actor":"52nd","distance":3,"target":"45e-1","faces":[1,1,1],"override":"filler"})"
            : R"({"kind":"set","unit":"88th","field":"casualties","value":1})";
        if (!b->apply(act(a)).entry)
            return nullptr;
    }
    return b;
}
} // namespace

// Every way the battle file itself can be changed is found and named; with the log beside it the
// log's copy stands in, and without it the battle goes on from what holds.
void TestBattle::battleFileDamageIsNamed_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("withLog");
    QTest::addColumn<int>("entries"); // in the battle as saved
    QTest::addColumn<int>("kept");
    QTest::addColumn<bool>("damaged");
    QTest::addColumn<QString>("words");
    for (const bool withLog : {false, true}) {
        const char *tag = withLog ? "-log-beside" : "-no-log";
        const auto row = [&](const char *name) -> QTestData & {
            return QTest::newRow(qPrintable(QString::fromLatin1(name) + QLatin1String(tag)));
        };
        // Deleting the one blank line of a fresh battle's journal once crashed every command.
        row("fresh-battle-blank-line-deleted") << "delete-blank-line" << withLog << 0 << 0 << false << "";
        row("header-bit-flip") << "header" << withLog << 10 << 10 << true
                               << (withLog ? "rebuilt from the copy" : "read as it is");
        row("entry-deleted") << "delete-entry-5" << withLog << 10 << (withLog ? 10 : 4) << true
                             << (withLog ? "rebuilt from the copy" : "journal entry 5 is missing");
        row("entries-swapped") << "swap-entries-5-6" << withLog << 10 << (withLog ? 10 : 4) << true
                               << (withLog ? "rebuilt from the copy" : "entry 6 comes before entry 5");
        row("entry-repeated") << "repeat-entry-5" << withLog << 10 << (withLog ? 10 : 5) << true
                              << (withLog ? "rebuilt from the copy"
                                          : "journal entry 5 appears a second time");
        row("faces-changed") << "faces-of-entry-5" << withLog << 10 << (withLog ? 10 : 4) << true
                             << (withLog ? "rebuilt from the copy" : "journal entry 5 does not apply");
        row("correction-changed") << "value-of-entry-3" << withLog << 10 << (withLog ? 10 : 2) << true
                                  << (withLog ? "rebuilt from the copy"
                                              : "entry 3 does not give the state it recorded");
        row("summary-changed") << "summary-of-entry-3" << withLog << 10 << 10 << true
                               << "its journal does not match its checksum";
        // Laid out otherwise than Adjutant writes it (a space after each comma) but the same JSON:
        // its header's bytes differ from what the checksum covers, so it is written afresh to be
        // checked, and holds.
        row("header-spaced") << "space-the-header" << withLog << 10 << 10 << false << "";
    }
}

void TestBattle::battleFileDamageIsNamed()
{
    QFETCH(QString, change);
    QFETCH(bool, withLog);
    QFETCH(int, entries);
    QFETCH(int, kept);
    QFETCH(bool, damaged);
    QFETCH(QString, words);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    auto b = entries == 0 ? demo(u"kgcwo"_qs) : tenEntries();
    QVERIFY(b);
    QString error;
    QVERIFY(BattleFile::save(*b, path, &error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().split('\n'); // header, entries..., "]}", ""
    f.close();
    if (change == u"delete-blank-line") {
        QCOMPARE(lines.at(1), QByteArray());
        lines.removeAt(1);
    } else if (change == u"header") {
        const qsizetype at = lines[0].indexOf("\"melee\":\"C\"");
        QVERIFY(at > 0);
        lines[0][at + 9] = 'A';
    } else if (change == u"delete-entry-5") {
        lines.removeAt(5);
    } else if (change == u"swap-entries-5-6") {
        lines.swapItemsAt(5, 6);
    } else if (change == u"repeat-entry-5") {
        lines.insert(6, lines.at(5));
    } else if (change == u"faces-of-entry-5") {
        QVERIFY(lines[5].contains("\"faces\":[1,1,1]"));
        lines[5].replace("\"faces\":[1,1,1]", "\"faces\":[9,9,9]");
    } else if (change == u"value-of-entry-3") {
        QVERIFY(lines[3].contains("\"value\":1"));
        lines[3].replace("\"value\":1", "\"value\":2");
    } else if (change == u"space-the-header") {
        // Outside strings only: within one, a quote is escaped.
        lines[0].replace(",\"", ", \"");
    } else if (change == u"summary-of-entry-3") {
        lines[3].replace("\"summary\":\"", "\"summary\":\"X");
    }
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(lines.join('\n'));
    f.close();
    if (!withLog)
        QVERIFY(QFile::remove(BattleFile::logPath(path)));
    const QByteArray changed = lines.join('\n');

    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QCOMPARE(opened.damaged(), damaged);
    QCOMPARE(int(opened.battle->journal().size()), kept);
    const QString said = opened.warnings.join(u'\n');
    QVERIFY2(said.contains(words), qPrintable(said));
    if (change == u"header" && !withLog) // read as it is: the altered rating is what it holds
        QVERIFY(said.contains(u"does not give the state recorded at entry 10"));
    else if (kept == entries)
        QCOMPARE(opened.battle->stateHash(), b->stateHash());
    else if (kept > 0)
        QCOMPARE(opened.battle->stateHash(), b->journal().at(kept - 1).stateHash);
    if (withLog) // the order of battle as it was, never the altered one
        QCOMPARE(opened.battle->scenario().raw, b->scenario().raw);
    QVERIFY(QFile(path).open(QIODevice::ReadOnly));
    QFile again(path);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), changed); // opening never writes
}

namespace {
// A battle file as it would be after a change whose writer made its checksums anew: it proves
// itself, whatever it holds.
bool writeProven(const QString &path, const QJsonObject &battle)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly)
        && f.write(QJsonDocument(BattleFile::withChecksums(battle)).toJson(QJsonDocument::Compact)) > 0;
}
} // namespace

// Opening replays to where play left off and checks it against what the journal recorded there.
void TestBattle::replayIsCheckedAgainstTheJournalOnOpening()
{
    auto b = tenEntries();
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    // A file that proves itself but whose last entry recorded another state (as a program with
    // another reading of the rules might have written it).
    QJsonObject o = BattleFile::toJson(*b);
    QJsonArray journal = o.value(u"journal"_qs).toArray();
    QJsonObject last = journal.last().toObject();
    last.insert(u"hash"_qs, u"not-the-state"_qs);
    journal.replace(journal.size() - 1, last);
    o.insert(u"journal"_qs, journal);
    QVERIFY(writeProven(path, o));
    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY2(opened.warnings.join(u'\n').contains(u"does not give the state recorded at entry 10"),
             qPrintable(opened.warnings.join(u'\n')));
}

// A file that proves itself (its checksums made anew after the change) but one of whose entries
// cannot be played: the restore that takes the journal whole fails there and hands the entries back,
// and the battle goes on from the entries before it, every one of them kept.
void TestBattle::aProvenJournalThatDoesNotApplyKeepsWhatHolds_data()
{
    QTest::addColumn<int>("changed"); // the entry (1-based) made a test the rules do not know
    QTest::newRow("entry-5") << 5;
    QTest::newRow("entry-1") << 1;
    QTest::newRow("entry-10") << 10;
}

void TestBattle::aProvenJournalThatDoesNotApplyKeepsWhatHolds()
{
    QFETCH(int, changed);
    auto b = tenEntries();
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"b.adjutant"_qs);
    QJsonObject o = BattleFile::toJson(*b);
    QJsonArray journal = o.value(u"journal"_qs).toArray();
    QJsonObject entry = journal.at(changed - 1).toObject();
    QJsonObject action = entry.value(u"action"_qs).toObject();
    action.insert(u"kind"_qs, u"resolve"_qs);
    action.insert(u"test"_qs, u"no-such-test"_qs);
    entry.insert(u"action"_qs, action);
    journal.replace(changed - 1, entry);
    o.insert(u"journal"_qs, journal);
    QVERIFY(writeProven(path, o));

    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.damaged());
    const QString said = opened.warnings.join(u'\n');
    // A test the rules do not know: a fire entry does not apply; a draw or a correction made into
    // one lacks what a test needs, so it cannot even be read.
    QVERIFY2(said.contains(
                 QRegularExpression(u"journal entry %1 (does not apply|cannot be read)"_qs.arg(changed))),
             qPrintable(said));
    QVERIFY2(said.contains(u"the battle goes on from entry %1"_qs.arg(changed - 1)), qPrintable(said));
    QCOMPARE(int(opened.battle->journal().size()), changed - 1);
    for (int i = 0; i < changed - 1; ++i)
        QCOMPARE(opened.battle->journal().at(i).seq, i + 1);
    QCOMPARE(opened.battle->stateHash(),
             changed > 1 ? b->journal().at(changed - 2).stateHash : demo(u"kgcwo"_qs)->stateHash());
}

namespace {
// A battle file as format 1 laid it out, before header checksums and the chained log: the header,
// then the first `entries` entries one a line, the journal's checksum. Empty on a failed write.
struct FormatOne {
    QByteArray header; // without its closing brace
    QByteArrayList lines;
    QJsonArray journal; // every entry of the battle, those left out included
};
FormatOne writeFormatOne(const Battle &b, const QString &path, int entries)
{
    FormatOne out;
    QJsonObject head = BattleFile::toJson(b);
    out.journal = head.take(u"journal"_qs).toArray();
    head.remove(u"headerChecksum"_qs);
    head.insert(u"format"_qs, 1);
    for (int i = 0; i < entries; ++i)
        out.lines.append(QJsonDocument(out.journal.at(i).toObject()).toJson(QJsonDocument::Compact));
    head.insert(
        u"journalChecksum"_qs,
        QString::fromLatin1(
            QCryptographicHash::hash(out.lines.join(",\n"), QCryptographicHash::Blake2b_160).toHex()));
    QByteArray header = QJsonDocument(head).toJson(QJsonDocument::Compact);
    header.chop(1);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)
        || f.write(header + ",\"journal\":[\n" + out.lines.join(",\n") + "\n]}\n") < 0)
        return {};
    out.header = header;
    return out;
}
} // namespace

// A battle saved by the Adjutant before header checksums and the chained log (format 1, a log of
// "CHECKSUM JSON" lines) opens with everything in it; a writer then writes both afresh. Entries in
// the log must follow on from the file's: past a gap nothing is placed, and the battle is damaged
// (a writer refuses it) rather than played on with an entry missing, which the next opening
// would drop with everything after it (found by fuzz_battlejournal).
void TestBattle::filesFromBeforeTheChecksumsStillOpen_data()
{
    QTest::addColumn<QList<int>>("logEntries"); // the entries (0-based) the log adds to the file's 8
    QTest::addColumn<bool>("copyReadable"); // the log's first record, a copy of the battle
    QTest::addColumn<int>("kept");
    QTest::addColumn<QString>("warning");
    QTest::newRow("whole") << QList<int>{8, 9} << true << 10 << QString();
    QTest::newRow("copy-unreadable-entries-follow-on") << QList<int>{8, 9} << false << 10 << QString();
    QTest::newRow("entry-9-missing") << QList<int>{9} << true << 8
                                     << u"journal entry 9 is missing; 1 record(s) from there on"_qs;
    QTest::newRow("copy-unreadable-entry-9-missing")
        << QList<int>{9} << false << 8 << u"journal entry 9 is missing"_qs;
}

void TestBattle::filesFromBeforeTheChecksumsStillOpen()
{
    QFETCH(QList<int>, logEntries);
    QFETCH(bool, copyReadable);
    QFETCH(int, kept);
    QFETCH(QString, warning);
    auto b = tenEntries(StateDigest::DrawPile::TextFromTop); // as format 1's builds hashed
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.adjutant"_qs);
    const FormatOne written = writeFormatOne(*b, path, 8); // two more come in the log
    QVERIFY(!written.header.isEmpty());
    const QByteArray &header = written.header;
    const QByteArrayList &lines = written.lines;
    const QJsonArray &journal = written.journal;
    const auto legacyLine = [](const QByteArray &json) -> QByteArray {
        return QCryptographicHash::hash(json, QCryptographicHash::Sha1).toHex().left(12) + ' ' + json + '\n';
    };
    QFile log(BattleFile::logPath(path));
    QVERIFY(log.open(QIODevice::WriteOnly));
    // Unreadable, though its checksum holds (as a fuzzer that solves the comparison writes it).
    log.write(legacyLine(copyReadable ? "{\"battle\":" + header + ",\"journal\":[" + lines.join(',') + "]}}"
                                      : QByteArray("{\"battle\":{\"format\":1,\"initialDeck\":[{\"ca}}")));
    for (int i : logEntries)
        log.write(legacyLine(
            "{\"entry\":" + QJsonDocument(journal.at(i).toObject()).toJson(QJsonDocument::Compact) + '}'));
    log.close();

    const BattleFile::Opened opened = BattleFile::open(path);
    QVERIFY2(opened.battle, qPrintable(opened.error));
    QVERIFY(opened.logNeedsRewrite);
    QCOMPARE(opened.battle->journal().size(), kept);
    if (warning.isEmpty()) {
        QCOMPARE(opened.damage, BattleFile::Opened::Damage::None);
        QVERIFY2(opened.warnings.isEmpty(), qPrintable(opened.warnings.join(u'\n')));
        QCOMPARE(opened.battle->stateHash(), b->stateHash());
        return;
    }
    QCOMPARE(opened.damage, BattleFile::Opened::Damage::Damaged);
    QVERIFY2(opened.warnings.join(u'\n').contains(warning), qPrintable(opened.warnings.join(u'\n')));
    // A writer refuses it, so nothing is acknowledged behind the gap.
    LiveBattle::Opening writer
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY(!writer.live);
    QVERIFY(!writer.error.isEmpty());
}

// Since format 2 play goes on into the log beside the battle file until the file is next saved,
// so a file found without its log (copied or sent alone) may lack the end of the battle: it opens
// as it holds, saying so, for every reader and a writer alike. A file from before the log
// (format 1) never had one and opens silently (with its log beside it, see
// filesFromBeforeTheChecksumsStillOpen); so does one whose log is beside it.
void TestBattle::aBattleWithoutItsLogSaysSo_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("logBeside");
    QTest::addColumn<int>("opensWith"); // entries: 6 in the file, 4 more only in the log
    QTest::newRow("log-beside") << 4 << true << 10;
    QTest::newRow("log-missing") << 4 << false << 6;
    QTest::newRow("format-1-never-had-one") << 1 << false << 6;
}

void TestBattle::aBattleWithoutItsLogSaysSo()
{
    QFETCH(int, format);
    QFETCH(bool, logBeside);
    QFETCH(int, opensWith);
    auto b = tenEntries(format == 1 ? StateDigest::DrawPile::TextFromTop
                                    : StateDigest::DrawPile::ChainFromBottom);
    QVERIFY(b);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"ridge.adjutant"_qs);
    const QString log = BattleFile::logPath(path);
    if (format == 1) {
        QVERIFY(!writeFormatOne(*b, path, 6).header.isEmpty());
    } else {
        auto played = demo(u"kgcwo"_qs);
        for (int i = 0; i < 6; ++i)
            QVERIFY(played->apply(b->journal().at(i).action).entry);
        QString error;
        BattleFile::LogEnd logEnd;
        QVERIFY(BattleFile::save(*played, path, &error, &logEnd));
        for (int i = 6; i < 10; ++i) { // played on: only the log has these
            const auto e = played->apply(b->journal().at(i).action);
            QVERIFY(e.entry);
            QVERIFY(BattleFile::append(path, logEnd, *e.entry, &error));
        }
    }
    if (!logBeside)
        QVERIFY(!QFile::exists(log) || QFile::remove(log));
    const bool warned = format > 1 && !logBeside;
    // As the source words it (no catalogue is loaded here, so the plural stays as written).
    const QString expected = u"there is no ridge.adjutant.journal beside ridge.adjutant: the battle "
                             "opens with the 6 journal entr(y/ies) ridge.adjutant holds"_qs;
    for (const BattleFile::For purpose : {BattleFile::For::Play, BattleFile::For::ReplayFromStart}) {
        const BattleFile::Opened opened = BattleFile::open(path, purpose);
        QVERIFY2(opened.battle, qPrintable(opened.error));
        QCOMPARE(opened.damage, BattleFile::Opened::Damage::None);
        QCOMPARE(opened.battle->journal().size(), opensWith);
        const QString said = opened.warnings.join(u'\n');
        QVERIFY2(said.contains(expected) == warned, qPrintable(said));
    }
    // A writer is told too, then writes the log afresh: from there on the two go together.
    LiveBattle::Opening writer
        = LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::Refuse);
    QVERIFY2(writer.live, qPrintable(writer.error));
    QVERIFY2(writer.warnings.join(u'\n').contains(expected) == warned,
             qPrintable(writer.warnings.join(u'\n')));
    writer.live.reset();
    QVERIFY(QFile::exists(log));
    const BattleFile::Opened again = BattleFile::open(path);
    QVERIFY2(again.battle, qPrintable(again.error));
    QVERIFY2(!again.warnings.join(u'\n').contains(u"beside"_qs), qPrintable(again.warnings.join(u'\n')));
    QCOMPARE(again.battle->journal().size(), opensWith);
}

QTEST_GUILESS_MAIN(TestBattle)
#include "tst_battle.moc"
