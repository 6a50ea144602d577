// One set of restrictions everywhere, and no input silently passed over: what the step of the
// turn, a unit's activation and a test's, order's or move's own requirements forbid is refused
// with the reason (the umpire may allow it, and the journal says so); an id the ruleset does not
// define for what is asked is refused with what is allowed; a per-side tick reaches its side only;
// and a journal made before any of this still replays as it was played.
#include "battle/battle.h"
#include "battle/journal.h"
#include "rules/procedure.h"
#include "rules/rulesetloader.h"

#include <QJsonDocument>
#include <QTest>

#include "demobattle.h"

using namespace adjutant::battle;
using namespace adjutant::rules;

namespace {

using adjutant::testing::act;
using adjutant::testing::demo;
using adjutant::testing::stepTo;

// The unit's card (or the first card of that kind) put on top of the pile and drawn.
bool drawCardOf(Battle &b, const QString &card, const QString &unit)
{
    QList<DeckCard> pile = b.state().drawPile;
    const auto it = std::find_if(pile.begin(), pile.end(),
                                 [&](const DeckCard &c) { return c.card == card && c.unit == unit; });
    if (it == pile.end())
        return false;
    const DeckCard top = *it;
    pile.erase(it);
    pile.prepend(top);
    return b.apply(action::Reorder{pile}).entry && b.apply(action::Draw{}).entry;
}

} // namespace

class TestRestrictions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theStepOfTheTurn_data();
    void theStepOfTheTurn();
    void onlyAnActivatedUnitActs_data();
    void onlyAnActivatedUnitActs();
    void unknownInputIsRefused_data();
    void unknownInputIsRefused();
    void aPerSideTickReachesItsSideOnly();
    void oldEntriesReplayAsJournaled();
};

void TestRestrictions::theStepOfTheTurn_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("segment");
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("refused"); // part of the refusal; empty: played
    // Brigade: side A (British) moves in the first phase; the French fire in its step 7.
    QTest::newRow("brigade-the-moving-side-fires-in-the-other-s-step")
        << "brigade"
        << "side-a"
        << "enemy-fire"
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"30th","target":"55e","distance":6})")
        << "The other side fires: only French acts now";
    QTest::newRow("brigade-the-other-side-fires-in-its-step")
        << "brigade"
        << "side-a"
        << "enemy-fire"
        << QByteArray(R"({"kind":"resolve","test":"fire","actor":"55e","target":"30th","distance":6})") << "";
    QTest::newRow("brigade-a-charge-in-the-normal-moves")
        << "brigade"
        << "side-a"
        << "normal-moves"
        << QByteArray(
               R"({"kind":"resolve","procedure":"charge","response":"hold","actor":"30th","target":"55e","inputs":{"distance":6,"chargerElements":4,"targetElements":4}})")
        << "Charge belongs to Charges declared, Chargers test to go in, not to Normal moves";
    QTest::newRow("brigade-a-move-in-the-normal-moves")
        << "brigade"
        << "side-a"
        << "normal-moves" << QByteArray(R"({"kind":"move","unit":"30th","inches":6})") << "";
    QTest::newRow("brigade-the-other-side-moves-in-the-normal-moves")
        << "brigade"
        << "side-a"
        << "normal-moves" << QByteArray(R"({"kind":"move","unit":"55e","inches":6})")
        << "Normal moves: only British acts now";
    QTest::newRow("brigade-a-move-while-the-other-side-fires")
        << "brigade"
        << "side-a"
        << "enemy-fire" << QByteArray(R"({"kind":"move","unit":"30th","inches":6})")
        << "units move in Evades and routs, Normal moves, not in The other side fires";
    QTest::newRow("brigade-the-umpire-allows-it")
        << "brigade"
        << "side-a"
        << "enemy-fire"
        << QByteArray(R"({"kind":"move","unit":"30th","inches":6,"override":"a scenario rule"})") << "";
    // 001: an order's activation is rolled for the unit whose order is pending, named as the
    // test's target; without one it was journaled "Still pending" for nobody.
    QTest::newRow("nap-igougo-order-activation-for-no-unit")
        << "nap-igougo"
        << "first-player"
        << "orders"
        << QByteArray(R"({"kind":"resolve","test":"order-activation","actor":"kessler","faces":[1,1]})")
        << "Only a pending order is rolled for";
    QTest::newRow("nap-igougo-order-activation-for-a-unit-with-no-order")
        << "nap-igougo"
        << "first-player"
        << "orders"
        << QByteArray(
               R"({"kind":"resolve","test":"order-activation","actor":"kessler","target":"ir-12","faces":[1,1]})")
        << "Only a pending order is rolled for";
}

void TestRestrictions::theStepOfTheTurn()
{
    QFETCH(QString, system);
    QFETCH(QString, phase);
    QFETCH(QString, segment);
    QFETCH(QByteArray, action);
    QFETCH(QString, refused);
    const auto b = demo(system);
    QVERIFY(stepTo(*b, phase, segment));
    const qsizetype entries = b->journal().size();
    const Battle::Applied done = b->apply(act(action));
    if (!refused.isEmpty()) {
        QVERIFY(!done.entry);
        QVERIFY2(done.error.contains(refused), qPrintable(done.error));
        QVERIFY2(done.error.contains(u"giving a reason as \"override\""), qPrintable(done.error));
        QCOMPARE(b->journal().size(), entries);
        return;
    }
    QVERIFY2(done.entry, qPrintable(done.error));
    if (action.contains("override"))
        QVERIFY2(
            done.entry->summary.contains(u"allowed by the umpire (a scenario rule), though the rules say: "),
            qPrintable(done.entry->summary));
}

void TestRestrictions::onlyAnActivatedUnitActs_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("scale"); // KGCWO's cardScale
    QTest::addColumn<QStringList>("cards"); // "card:unit" drawn first
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("refused");
    const QByteArray fire52(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","distance":4})");
    const QByteArray move52(R"({"kind":"move","unit":"52nd","inches":3})");
    QTest::newRow("kgcwo-fire-before-its-card")
        << "kgcwo"
        << "unit" << QStringList() << fire52 << "1/52nd Foot has not been activated this turn";
    QTest::newRow("kgcwo-move-after-another-s-card")
        << "kgcwo"
        << "unit" << QStringList{u"unit:88th"_qs} << move52 << "1/52nd Foot has not been activated this turn";
    QTest::newRow("kgcwo-fire-on-its-card") << "kgcwo"
                                            << "unit" << QStringList{u"unit:52nd"_qs} << fire52 << "";
    QTest::newRow("kgcwo-move-on-its-brigadier-s-card")
        << "kgcwo"
        << "commander" << QStringList{u"commander:thornby"_qs} << move52 << "";
    QTest::newRow("kgcwo-not-on-the-other-brigadier-s-card")
        << "kgcwo"
        << "commander" << QStringList{u"commander:duval"_qs} << move52
        << "1/52nd Foot has not been activated this turn";
    QTest::newRow("kgcwo-a-reaction-needs-no-card")
        << "kgcwo"
        << "unit" << QStringList()
        << QByteArray(R"({"kind":"resolve","test":"receive-charge","actor":"52nd","target":"5e-hussards"})")
        << "";
    QTest::newRow("chosen-men-an-undrawn-squad-fires")
        << "chosen-men"
        << "" << QStringList()
        << QByteArray(
               R"({"kind":"resolve","test":"fire","actor":"redcoats","target":"fusiliers","inputs":{"firers":4}})")
        << "Grenadier section has not been activated this turn";
    QTest::newRow("chosen-men-an-undrawn-squad-moves")
        << "chosen-men"
        << "" << QStringList() << QByteArray(R"({"kind":"move","unit":"redcoats","inches":4})")
        << "has not been activated this turn";
    QTest::newRow("chosen-men-the-umpire-overrides")
        << "chosen-men"
        << "" << QStringList()
        << QByteArray(
               R"({"kind":"move","unit":"redcoats","inches":4,"override":"it was in the wood all along"})")
        << "";
    // Its move is rolled first (the Move test, a unit's own action); the inches follow it.
    QTest::newRow("chosen-men-its-card-came-up")
        << "chosen-men"
        << "" << QStringList{u"unit:redcoats"_qs}
        << QByteArray(R"({"kind":"resolve","test":"move","actor":"redcoats","faces":[3,4]})") << "";
}

void TestRestrictions::onlyAnActivatedUnitActs()
{
    QFETCH(QString, system);
    QFETCH(QString, scale);
    QFETCH(QStringList, cards);
    QFETCH(QByteArray, action);
    QFETCH(QString, refused);
    QHash<QString, QString> options;
    if (!scale.isEmpty())
        options.insert(u"cardScale"_qs, scale);
    const auto b = demo(system, options);
    for (const QString &c : cards)
        QVERIFY2(drawCardOf(*b, c.section(u':', 0, 0), c.section(u':', 1)), qPrintable(c));
    const Battle::Applied done = b->apply(act(action));
    if (!refused.isEmpty()) {
        QVERIFY(!done.entry);
        QVERIFY2(done.error.contains(refused), qPrintable(done.error));
        return;
    }
    QVERIFY2(done.entry, qPrintable(done.error));
    if (action.contains("\"override\":\"it"))
        QVERIFY2(done.entry->summary.contains(u"allowed by the umpire (it was in the wood all along)"),
                 qPrintable(done.entry->summary));
}

void TestRestrictions::unknownInputIsRefused_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("refused");
    // KGCWO, the 52nd's card drawn first.
    QTest::newRow("a-tick-the-test-does-not-have") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","ticked":["flank-charge"]})")
                                                   << "ticked: Fire has no toggle \"flank-charge\"";
    QTest::newRow("a-modifier-the-app-works-out") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","ticked":["first-shot"]})")
                                                  << "ticked: \"first-shot\" is worked out by the app";
    QTest::newRow("a-choice-it-does-not-offer") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","chosen":{"range":"point-blank"}})")
                                                << "chosen";
    QTest::newRow("an-input-it-does-not-read") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","inputs":{"distanc":4}})")
                                               << "inputs: Fire reads no input \"distanc\"";
    QTest::newRow("a-per-side-tick-on-a-plain-test") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","tests":{"fire@actor":{"ticked":["enfilade"]}}})")
                                                     << "tests: Fire takes no test \"fire@actor\"";
    QTest::newRow("a-test-the-chain-never-takes") << QByteArray(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","tests":{"rally":{"ticked":[]}}})")
                                                  << "tests: Fire takes no test \"rally\"";
    QTest::newRow("a-response-the-charge-does-not-have") << QByteArray(
        R"({"kind":"resolve","procedure":"charge","response":"run-away","actor":"52nd","target":"45e-1","inputs":{"distance":4}})")
                                                         << "response: Charge has no response \"run-away\"";
    QTest::newRow("a-charge-step-that-is-not-there") << QByteArray(
        R"({"kind":"resolve","procedure":"charge","response":"stand","actor":"52nd","target":"45e-1","inputs":{"distance":4},"skip":["after[99]"]})")
                                                     << "skip: Charge has no step \"after[99]\"";
    QTest::newRow("a-formation-the-ruleset-does-not-have")
        << QByteArray(R"({"kind":"move","unit":"52nd","inches":2,"to":"hollow-square"})")
        << "to: kgcwo has no formation \"hollow-square\"";
    QTest::newRow("ground-the-ruleset-does-not-have")
        << QByteArray(R"({"kind":"move","unit":"52nd","inches":2,"terrain":"marsh"})")
        << "terrain: kgcwo has no kind of ground \"marsh\"";
}

void TestRestrictions::unknownInputIsRefused()
{
    QFETCH(QByteArray, action);
    QFETCH(QString, refused);
    const auto b = demo(u"kgcwo"_qs);
    QVERIFY(drawCardOf(*b, u"unit"_qs, u"52nd"_qs));
    const qsizetype entries = b->journal().size();
    const Battle::Applied done = b->apply(act(action));
    QVERIFY(!done.entry);
    QVERIFY2(done.error.contains(refused), qPrintable(done.error));
    QCOMPARE(b->journal().size(), entries); // nothing journaled
}

void TestRestrictions::aPerSideTickReachesItsSideOnly()
{
    // Brigade: the charger's entering-melee test takes +2 for an exposed flank; the unit charged
    // takes its own test, which a tick for the charger's side must not reach.
    const auto b = demo(u"brigade"_qs);
    QVERIFY(stepTo(*b, u"side-a"_qs, u"chargers-enter-melee"_qs));
    const QByteArray base(
        R"({"kind":"resolve","procedure":"charge","response":"hold","actor":"30th","target":"55e","inputs":{"distance":6,"chargerElements":4,"targetElements":4})");
    const auto entering = [&](const QByteArray &json) {
        const Action a = act(json);
        const ProcedureRun run = b->procedureRunIn(std::get<action::Resolve>(a), b->state());
        QHash<QString, int> totals; // by who took it
        for (const ProcedureStepRecord &st : run.steps)
            if (st.test == u"entering-melee" && !st.resolution.steps.isEmpty())
                totals.insert(st.actorId, st.resolution.steps.first().setup.total);
        return totals;
    };
    // The two morale tests the charge starts with (both steady on 3 + 3), then the entering-melee
    // tests and the melee.
    const QByteArray faces(R"(,"faces":[3,3,3,3,4,4,6,6,6,6,1,1,1,1]})");
    const QHash<QString, int> plain = entering(base + faces);
    const QHash<QString, int> perSide
        = entering(base + R"(,"tests":{"entering-melee@actor":{"ticked":["exposed-flank"]}})" + faces);
    QVERIFY2(plain.contains(u"30th"_qs) && plain.contains(u"55e"_qs),
             qPrintable(QStringList(plain.keys()).join(u",")));
    QCOMPARE(perSide.value(u"30th"_qs), plain.value(u"30th"_qs) + 2);
    QCOMPARE(perSide.value(u"55e"_qs), plain.value(u"55e"_qs));
}

void TestRestrictions::oldEntriesReplayAsJournaled()
{
    // A battle journaled by an earlier build, whose entry ticked an id the ruleset no longer has
    // for that test: new input like it is refused, but the journal replays as it was.
    const QByteArray old(
        R"({"kind":"resolve","test":"fire","actor":"52nd","target":"45e-1","distance":4,"ticked":["long-gone"],"faces":[5,5,5,2,2,2]})");
    const auto fresh = demo(u"kgcwo"_qs);
    QVERIFY(drawCardOf(*fresh, u"unit"_qs, u"52nd"_qs));
    QVERIFY(!fresh->apply(act(old)).entry);
    QList<JournalEntry> journal = fresh->journal();
    JournalEntry e;
    e.seq = int(journal.size()) + 1;
    QString error;
    e.action
        = *ActionJson::read(QJsonDocument::fromJson(old).object(), &error, ActionJson::Keys::AsJournaled);
    journal.append(e);
    const auto replayed = demo(u"kgcwo"_qs);
    replayed->setInitialDeck(fresh->initialDeck());
    QVERIFY2(replayed->restore(journal, &error), qPrintable(error));
    QCOMPARE(replayed->journal().size(), journal.size());
    QVERIFY(replayed->state().units.value(u"52nd"_qs).fields.value(u"fired"_qs).toBool());
}

QTEST_GUILESS_MAIN(TestRestrictions)
#include "tst_restrictions.moc"
