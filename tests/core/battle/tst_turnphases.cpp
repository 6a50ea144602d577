// Phases that guide: each step of a player-turn system named and explained, the side acting in it,
// the tests it offers, the initiative rolled and followed, and what lasts one phase cleared when
// it ends. The card-driven systems have no phases: the same questions get their empty answers.
#include "battle/battle.h"
#include "battle/turnsequence.h"
#include "rules/rulesetloader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

std::unique_ptr<Battle> demo(const QString &name, quint64 seed = 7)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    Q_ASSERT(sc.ok());
    return std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>{}, seed);
}

Action act(const char *json)
{
    QString error;
    std::optional<Action> a = ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("not an action: %s", qPrintable(error));
    return *a;
}

Action act(const QJsonObject &json)
{
    QString error;
    std::optional<Action> a = ActionJson::read(json, &error);
    if (!a)
        qFatal("not an action: %s", qPrintable(error));
    return *a;
}

// Steps on until the battle is in the named phase and segment (or the phase alone).
bool stepTo(Battle &b, const QString &phase, const QString &segment = QString())
{
    for (int i = 0; i < 60; ++i) {
        const Phase *p = b.turns().phase(b.state());
        const Segment *s = b.turns().segment(b.state());
        if (p && p->id == phase && (segment.isEmpty() || (s && s->id == segment)))
            return true;
        if (!b.apply(act(R"({"kind":"next"})")).entry)
            return false;
    }
    return false;
}

QJsonObject rulesetJson(const QString &id)
{
    QFile f(u":/rulesets/"_qs + id + u".json"_qs);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no ruleset %s", qPrintable(id));
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace

class TestTurnPhases : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachStepNamesItsSide_data();
    void eachStepNamesItsSide();
    void everyStepHasANameAndAnExplanation_data();
    void everyStepHasANameAndAnExplanation();
    void stepsOfferTheirTests_data();
    void stepsOfferTheirTests();
    void initiativeDecidesWhoGoesFirst_data();
    void initiativeDecidesWhoGoesFirst();
    void initiativeOutsideItsPhaseIsJustATest();
    void perPhaseMarkersClearWhenThePhaseEnds_data();
    void perPhaseMarkersClearWhenThePhaseEnds();
    void deckSystemsHaveNoPhases_data();
    void deckSystemsHaveNoPhases();
    void loaderChecksPhases_data();
    void loaderChecksPhases();
    void undoTakesTheInitiativeBack();
    void endOfTurnPlacement_data();
    void endOfTurnPlacement();
    void disorderRally_data();
    void disorderRally();
};

void TestTurnPhases::eachStepNamesItsSide_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("acting"); // side id, empty: nobody's phase

    // 001: no initiative taken, so the scenario's first side (Austrian) goes first.
    QTest::newRow("001 initiative") << "nap-igougo"
                                    << "initiative"
                                    << ""
                                    << "Initiative"
                                    << "";
    QTest::newRow("001 first orders") << "nap-igougo"
                                      << "first-player"
                                      << "orders"
                                      << "Orders"
                                      << "austrian";
    QTest::newRow("001 first moving fire") << "nap-igougo"
                                           << "first-player"
                                           << "moving-fire"
                                           << "Moving fire"
                                           << "austrian";
    QTest::newRow("001 second movement") << "nap-igougo"
                                         << "second-player"
                                         << "movement"
                                         << "Movement"
                                         << "french";
    QTest::newRow("001 second breakthrough") << "nap-igougo"
                                             << "second-player"
                                             << "breakthrough"
                                             << "Breakthrough"
                                             << "french";
    QTest::newRow("001 end of turn") << "nap-igougo"
                                     << "end-of-turn"
                                     << ""
                                     << "End of turn"
                                     << "";
    // 004: the first side in the order of battle moves first, then the roles swap.
    QTest::newRow("004 a command") << "brigade"
                                   << "side-a"
                                   << "command"
                                   << "Command and control"
                                   << "british";
    QTest::newRow("004 a enemy fire") << "brigade"
                                      << "side-a"
                                      << "enemy-fire"
                                      << "The other side fires"
                                      << "british";
    QTest::newRow("004 b normal moves") << "brigade"
                                        << "side-b"
                                        << "normal-moves"
                                        << "Normal moves"
                                        << "french";
    QTest::newRow("004 b after melee") << "brigade"
                                       << "side-b"
                                       << "after-melee"
                                       << "After the melee"
                                       << "french";
}

void TestTurnPhases::eachStepNamesItsSide()
{
    QFETCH(QString, system);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QString, name);
    QFETCH(QString, acting);
    auto b = demo(system);
    QVERIFY(stepTo(*b, phase, segment));
    QCOMPARE(b->turns().stepName(b->state()), name);
    QCOMPARE(b->turns().actingSide(b->state()), acting);
    // The journal's line for the step names it, and the side when it is a side's.
    if (b->journal().size() > 0 && !acting.isEmpty()) {
        const JournalEntry &last = b->journal().at(b->journal().size() - 1);
        const QString sideName = b->scenario().side(acting)->name;
        QVERIFY2(last.summary.contains(sideName), qPrintable(last.summary));
        QVERIFY2(last.summary.contains(name), qPrintable(last.summary));
    }
}

void TestTurnPhases::everyStepHasANameAndAnExplanation_data()
{
    QTest::addColumn<QString>("system");
    QTest::newRow("001") << "nap-igougo";
    QTest::newRow("004") << "brigade";
}

void TestTurnPhases::everyStepHasANameAndAnExplanation()
{
    QFETCH(QString, system);
    auto b = demo(system);
    const Activation &a = *b->ruleset().activation;
    QVERIFY(!a.phases.isEmpty());
    int sidePhases = 0;
    for (const Phase &p : a.phases) {
        QVERIFY2(!p.doc.name.isEmpty(), qPrintable(p.id));
        sidePhases += p.side != Phase::Side::None;
        for (const Segment &s : p.segments) {
            QVERIFY2(!s.doc.name.isEmpty(), qPrintable(p.id + u'/' + s.id));
            QVERIFY2(!s.doc.explain.isEmpty(), qPrintable(p.id + u'/' + s.id));
        }
    }
    QCOMPARE(sidePhases, 2); // each side has its phase
}

void TestTurnPhases::stepsOfferTheirTests_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QStringList>("offers");
    QTest::addColumn<QString>("by"); // both, acting, other

    QTest::newRow("001 initiative") << "nap-igougo"
                                    << "initiative"
                                    << "" << QStringList{"initiative"} << "both";
    QTest::newRow("001 orders") << "nap-igougo"
                                << "first-player"
                                << "orders" << QStringList{"order-activation", "give-order", "show-order"}
                                << "acting";
    QTest::newRow("001 stationary fire")
        << "nap-igougo"
        << "first-player"
        << "stationary-fire" << QStringList{"musketry", "artillery-fire", "bounce-through", "morale"}
        << "both";
    QTest::newRow("001 moving fire") << "nap-igougo"
                                     << "second-player"
                                     << "moving-fire"
                                     << QStringList{"musketry", "artillery-fire", "bounce-through", "morale"}
                                     << "acting";
    QTest::newRow("001 charge test") << "nap-igougo"
                                     << "first-player"
                                     << "charge-test" << QStringList{"charge", "charge-test", "reaction-test"}
                                     << "both";
    QTest::newRow("004 command") << "brigade"
                                 << "side-a"
                                 << "command"
                                 << QStringList{"brigadier-command", "uncontrolled-move", "command-check"}
                                 << "acting";
    QTest::newRow("004 command, second side")
        << "brigade"
        << "side-b"
        << "command" << QStringList{"brigadier-command", "uncontrolled-move", "command-check"} << "acting";
    QTest::newRow("004 enemy fire") << "brigade"
                                    << "side-b"
                                    << "enemy-fire" << QStringList{"fire", "general-shot"} << "other";
    QTest::newRow("004 normal moves") << "brigade"
                                      << "side-a"
                                      << "normal-moves" << QStringList{"rally-from-disorder"} << "acting";
}

void TestTurnPhases::stepsOfferTheirTests()
{
    QFETCH(QString, system);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QStringList, offers);
    QFETCH(QString, by);
    auto b = demo(system);
    QVERIFY(stepTo(*b, phase, segment));
    QCOMPARE(b->turns().offers(b->state()), offers);
    const QString acting = b->turns().actingSide(b->state());
    for (const ScenarioSide &side : b->scenario().sides) {
        const bool expected = by == u"both" || acting.isEmpty() || ((side.id == acting) == (by == u"acting"));
        QCOMPARE(b->turns().mayAct(b->state(), side.id), expected);
    }
}

void TestTurnPhases::initiativeDecidesWhoGoesFirst_data()
{
    QTest::addColumn<QString>("faces"); // the Austrian's die, then the French's (again on a tie)
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("second");
    // Kessler (Austrian) adds 0, Lacoste (French) +2 (good leader, professional staff).
    QTest::newRow("austrian wins") << "9 1"
                                   << "austrian"
                                   << "french";
    QTest::newRow("french wins") << "4 3"
                                 << "french"
                                 << "austrian";
    QTest::newRow("tie, rolled again") << "5 3 9 1"
                                       << "austrian"
                                       << "french";
    QTest::newRow("tie, then french") << "5 3 2 2"
                                      << "french"
                                      << "austrian";
}

void TestTurnPhases::initiativeDecidesWhoGoesFirst()
{
    QFETCH(QString, faces);
    QFETCH(QString, winner);
    QFETCH(QString, second);
    auto b = demo(u"nap-igougo"_qs);
    QCOMPARE(b->turns().initiativeTest(b->state()), u"initiative");
    const QStringList takers = b->turns().initiativeTakers(b->state());
    QCOMPARE(takers, (QStringList{"kessler", "lacoste"}));
    QJsonArray faceList;
    for (const QString &f : faces.split(u' '))
        faceList.append(f.toInt());
    const auto e = b->apply(act(QJsonObject{{"kind", "resolve"},
                                            {"test", "initiative"},
                                            {"actor", takers.at(0)},
                                            {"target", takers.at(1)},
                                            {"faces", faceList}}));
    QVERIFY2(e.entry, qPrintable(e.error));
    QCOMPARE(b->state().firstSide, winner);
    // Recorded in the journal in words, and the order of the turn follows it.
    const QString winnerName = b->scenario().side(winner)->name;
    QVERIFY2(e.entry->summary.contains(winnerName + u" has the initiative"), qPrintable(e.entry->summary));
    QCOMPARE(b->turns().sideOrder(b->state()), (QStringList{winner, second}));
    QVERIFY(stepTo(*b, u"first-player"_qs, u"movement"_qs));
    QCOMPARE(b->turns().actingSide(b->state()), winner);
    QVERIFY(stepTo(*b, u"second-player"_qs, u"movement"_qs));
    QCOMPARE(b->turns().actingSide(b->state()), second);
    // The initiative is the turn's: the next turn starts without it, to be rolled again.
    QVERIFY(stepTo(*b, u"end-of-turn"_qs));
    QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->state().turn, 2);
    QVERIFY(b->state().firstSide.isEmpty());
    // Replayed from the journal, the same.
    Battle again(b->scenario(), b->ruleset(), {}, 1);
    for (qsizetype i = 0; i < 3; ++i)
        QVERIFY(again.apply(b->journal().at(i).action).entry);
    QCOMPARE(again.state().firstSide, winner);
}

void TestTurnPhases::initiativeOutsideItsPhaseIsJustATest()
{
    auto b = demo(u"nap-igougo"_qs);
    QVERIFY(stepTo(*b, u"first-player"_qs, u"orders"_qs));
    // The initiative belongs to its own phase: elsewhere the rules refuse it, and the umpire who
    // allows it all the same has a test that decides nothing.
    const auto refused = b->apply(
        act(R"({"kind":"resolve","test":"initiative","actor":"lacoste","target":"kessler","faces":[9,1]})"));
    QVERIFY(!refused.entry);
    QVERIFY2(refused.error.contains(u"Initiative belongs to Initiative, not to Orders"),
             qPrintable(refused.error));
    const auto e = b->apply(act(
        R"({"kind":"resolve","test":"initiative","actor":"lacoste","target":"kessler","faces":[9,1],"override":"a tie-break the table agreed"})"));
    QVERIFY2(e.entry, qPrintable(e.error));
    QVERIFY(b->state().firstSide.isEmpty());
    QVERIFY(!e.entry->summary.contains(u"has the initiative and goes first"));
}

void TestTurnPhases::perPhaseMarkersClearWhenThePhaseEnds_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("clearedAtPhaseEnd");
    QTest::newRow("001 fired") << "nap-igougo"
                               << "ir-12"
                               << "first-player"
                               << "stationary-fire"
                               << "fired" << true;
    QTest::newRow("001 moved") << "nap-igougo"
                               << "ir-12"
                               << "first-player"
                               << "movement"
                               << "moved" << true;
    QTest::newRow("001 hits this turn") << "nap-igougo"
                                        << "ir-12"
                                        << "first-player"
                                        << "stationary-fire"
                                        << "hits-this-turn" << false;
    QTest::newRow("004 fired") << "brigade"
                               << "55e"
                               << "side-a"
                               << "enemy-fire"
                               << "fired" << true;
    QTest::newRow("004 figures killed this move") << "brigade"
                                                  << "30th"
                                                  << "side-a"
                                                  << "enemy-fire"
                                                  << "figures-killed-this-move" << true;
    QTest::newRow("004 moved") << "brigade"
                               << "30th"
                               << "side-a"
                               << "normal-moves"
                               << "moved" << true;
}

void TestTurnPhases::perPhaseMarkersClearWhenThePhaseEnds()
{
    QFETCH(QString, system);
    QFETCH(QString, unit);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QString, field);
    QFETCH(bool, clearedAtPhaseEnd);
    auto b = demo(system);
    QVERIFY(stepTo(*b, phase, segment));
    const Field *f = b->ruleset().field(field);
    QVERIFY(f);
    const QJsonValue value = f->kind == FieldKind::Flag ? QJsonValue(true) : QJsonValue(1);
    QVERIFY(b->apply(act(QJsonObject{{"kind", "set"}, {"unit", unit}, {"field", field}, {"value", value}}))
                .entry);
    // Still set through the rest of the phase...
    const int phaseNow = b->state().phase;
    while (true) {
        const Phase *p = b->turns().phase(b->state());
        if (b->turns().segment(b->state()) == &p->segments.last())
            break;
        QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
        QVERIFY(b->state().units.value(unit).fields.contains(field));
    }
    // ... and gone with the phase when the ruleset says so, else kept to the end of the turn.
    QVERIFY(b->apply(act(R"({"kind":"next"})")).entry);
    QCOMPARE(b->state().phase, phaseNow + 1);
    QCOMPARE(!b->state().units.value(unit).fields.contains(field), clearedAtPhaseEnd);
}

void TestTurnPhases::deckSystemsHaveNoPhases_data()
{
    QTest::addColumn<QString>("system");
    QTest::newRow("000 kgcwo") << "kgcwo";
    QTest::newRow("003 chosen men") << "chosen-men";
}

void TestTurnPhases::deckSystemsHaveNoPhases()
{
    QFETCH(QString, system);
    auto b = demo(system);
    QVERIFY(b->turns().usesDeck());
    QVERIFY(!b->turns().phase(b->state()));
    QVERIFY(b->turns().actingSide(b->state()).isEmpty());
    QVERIFY(b->turns().offers(b->state()).isEmpty());
    QVERIFY(b->turns().initiativeTest(b->state()).isEmpty());
    for (const ScenarioSide &side : b->scenario().sides)
        QVERIFY(b->turns().mayAct(b->state(), side.id)); // the card decides, not the phase
    QVERIFY(b->apply(act(R"({"kind":"draw"})")).entry);
    QVERIFY(b->state().firstSide.isEmpty());
}

void TestTurnPhases::loaderChecksPhases_data()
{
    QTest::addColumn<QString>("path"); // where in activation/phases/1 the change goes
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("offers an unknown test")
        << "offers" << QJsonValue(QJsonArray{"volley"}) << "no test, order or procedure \"volley\"";
    QTest::newRow("by neither") << "by" << QJsonValue("everyone") << "by is both, acting or other";
    QTest::newRow("side unknown") << "side" << QJsonValue("third") << "side is first, second or none";
    QTest::newRow("initiative not opposed")
        << "initiative"
        << QJsonValue(QJsonObject{{"test", "morale"}, {"actorWins", "a"}, {"targetWins", "b"}})
        << "the initiative is an opposed test";
    QTest::newRow("initiative band unknown")
        << "initiative"
        << QJsonValue(QJsonObject{{"test", "initiative"}, {"actorWins", "actor-wins"}, {"targetWins", "won"}})
        << "has no result \"won\"";
    QTest::newRow("segment twice") << "segments" << QJsonValue(QJsonArray{"a", "a"})
                                   << "duplicate segment id";
    QTest::newRow("segment key unknown")
        << "segments" << QJsonValue(QJsonArray{QJsonObject{{"id", "a"}, {"name", "A"}, {"offer", "x"}}})
        << "offer";
}

void TestTurnPhases::loaderChecksPhases()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    QJsonObject root = rulesetJson(u"nap-igougo"_qs);
    QJsonObject activation = root.value(u"activation").toObject();
    QJsonArray phases = activation.value(u"phases").toArray();
    QJsonObject phase = phases.at(1).toObject();
    phase.insert(path, value);
    phases[1] = phase;
    activation.insert(u"phases"_qs, phases);
    root.insert(u"activation"_qs, activation);
    const auto loaded = RulesetLoader::loadData(QJsonDocument(root).toJson(), u"phases.json"_qs);
    QStringList errors;
    for (const auto &e : loaded.errors)
        errors.append(e.toString());
    QVERIFY2(errors.join(u'\n').contains(error), qPrintable(errors.join(u'\n')));
    // The shipped file itself loads clean.
    QVERIFY(RulesetLoader::loadData(QJsonDocument(rulesetJson(u"nap-igougo"_qs)).toJson(), u"ok.json"_qs)
                .errors.isEmpty());
}

void TestTurnPhases::undoTakesTheInitiativeBack()
{
    auto b = demo(u"nap-igougo"_qs);
    QVERIFY(
        b
            ->apply(act(
                R"({"kind":"resolve","test":"initiative","actor":"kessler","target":"lacoste","faces":[1,9]})"))
            .entry);
    QCOMPARE(b->state().firstSide, u"french");
    QCOMPARE(b->stateJson().value(u"firstSide").toString(), u"french");
    QVERIFY(b->apply(act(R"({"kind":"undo"})")).entry);
    QVERIFY(b->state().firstSide.isEmpty());
    QCOMPARE(b->turns().actingSide(b->state()), QString());
    QVERIFY(b->apply(act(R"({"kind":"redo"})")).entry);
    QCOMPARE(b->state().firstSide, u"french");
}

void TestTurnPhases::endOfTurnPlacement_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<bool>("alwaysLast");
    QTest::newRow("shuffled in (default)") << QString() << false;
    QTest::newRow("shuffled in") << "shuffled" << false;
    QTest::newRow("at the bottom") << "bottom" << true;
}

void TestTurnPhases::endOfTurnPlacement()
{
    QFETCH(QString, choice);
    QFETCH(bool, alwaysLast);
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/kgcwo-demo.json"_qs);
    QVERIFY(sc.ok());
    QHash<QString, QString> options;
    if (!choice.isEmpty())
        options.insert(u"end-of-turn-placement"_qs, choice);
    int last = 0;
    const int seeds = 30;
    for (int seed = 1; seed <= seeds; ++seed) {
        Battle b(*sc.scenario, *sc.ruleset, options, quint64(seed));
        const int cards = int(b.state().drawPile.size());
        last += b.state().drawPile.last().card == u"end-of-turn";
        // The chance End of turn comes before a unit's card, as the table is told it.
        const auto unitCard = std::find_if(b.state().drawPile.begin(), b.state().drawPile.end(),
                                           [](const DeckCard &c) { return !c.unit.isEmpty(); });
        QVERIFY(unitCard != b.state().drawPile.end());
        if (alwaysLast)
            QCOMPARE(b.endOfTurnBefore(unitCard->unit), 0.0);
        else
            QVERIFY(b.endOfTurnBefore(unitCard->unit) > 0.0);
        if (alwaysLast) {
            // Every card comes up in the turn, and the next turn's deck is dealt the same way.
            for (int i = 0; i < cards - 1; ++i) {
                QVERIFY(b.apply(act(R"({"kind":"draw"})")).entry);
                QCOMPARE(b.state().turn, 1);
            }
            QVERIFY(b.apply(act(R"({"kind":"draw"})")).entry);
            QCOMPARE(b.state().turn, 2);
            QCOMPARE(b.state().drawPile.last().card, u"end-of-turn");
        }
    }
    if (alwaysLast)
        QCOMPARE(last, seeds);
    else
        QVERIFY2(last < seeds / 2, qPrintable(QString::number(last))); // about 1 in 17 by chance
}

void TestTurnPhases::disorderRally_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<bool>("marked"); // marked as moved in its side's phase
    QTest::newRow("default reading, not moved") << QString() << false;
    QTest::newRow("give up the move, not moved") << "give-up-move" << false;
    QTest::newRow("give up the move, moved") << "give-up-move" << true;
    QTest::newRow("morale test reading") << "morale-test" << false;
}

void TestTurnPhases::disorderRally()
{
    // Rallying from disorder is the player's to ask for (the order, or the test at 5+): the end of
    // the normal moves leaves every unit's disorder as it was, and that step offers the test.
    QFETCH(QString, choice);
    QFETCH(bool, marked);
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(u":/scenarios/brigade-demo.json"_qs);
    QVERIFY(sc.ok());
    QHash<QString, QString> options;
    if (!choice.isEmpty())
        options.insert(u"disorder-rally"_qs, choice);
    Battle b(*sc.scenario, *sc.ruleset, options, 3);
    for (const char *unit : {"30th", "55e"})
        QVERIFY(b.apply(act(QJsonObject{
                            {"kind", "set"}, {"unit", unit}, {"field", "disordered"}, {"value", true}}))
                    .entry);
    if (marked)
        QVERIFY(b.apply(act(R"({"kind":"set","unit":"30th","field":"moved","value":true})")).entry);
    QVERIFY(stepTo(b, u"side-a"_qs, u"normal-moves"_qs));
    QVERIFY(b.turns().offers(b.state()).contains(u"rally-from-disorder"_qs));
    QVERIFY(b.apply(act(R"({"kind":"next"})")).entry); // the normal moves are done
    for (const QString &unit : {u"30th"_qs, u"55e"_qs})
        QVERIFY2(b.state().units.value(unit).fields.value(u"disordered"_qs).toBool(), qPrintable(unit));
}

QTEST_GUILESS_MAIN(TestTurnPhases)
#include "tst_turnphases.moc"
