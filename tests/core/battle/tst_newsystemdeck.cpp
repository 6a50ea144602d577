// The made-up fifth system's deck, fortunes, triggers and orders (tests/core/battle/data/
// every-feature.json), played through a battle with no C++ of its own: a card per activation a
// company has, the Bell kept last, fortunes that wait for the unit they are for (a captain who
// rides off and leaves his companies a nerve test to take first, a company drawn at random, a
// rider thrown and stunned), tens read off the next card, a captain's card that activates only
// the steady, tests owed after a clash, on a broken company's card and after saves taken later,
// an order that asks the table a question, a captain's second chance, a test whose lesser
// successes and 6s lead to different follow-ups, a lookup read in parts and an opposed test
// whose own die was rolled already.
//
// Each row is a script: an action as JSON (applied; "ACTION => WORDS" must be refused with
// those words), "top:CARD[:UNIT]" (the umpire puts that card next), "expect UNIT.FIELD=VALUE",
// "owed N" (tests owed), "cards CARD:UNIT=N" (such cards in the pile), "last CARD" (the pile's
// last card) or "said WORDS" (the last entry's summary or what it left for the table).

#include "everyfeature.h"

#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;
using everyfeature::act;

using everyfeature::Options;

class TestNewSystemDeck : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void playsAsItsRulesSay_data();
    void playsAsItsRulesSay();

private:
    Ruleset m_rs;
};

void TestNewSystemDeck::initTestCase()
{
    const std::optional<Ruleset> rs = everyfeature::ruleset();
    QVERIFY(rs);
    m_rs = *rs;
}

void TestNewSystemDeck::playsAsItsRulesSay_data()
{
    QTest::addColumn<Options>("options");
    QTest::addColumn<QStringList>("script");
    const QString omen = u"top:omen"_qs;
    const QString draw = uR"({"kind":"draw"})"_qs;
    const QString endTurn = uR"({"kind":"end-turn"})"_qs;
    const auto drawFate
        = [](const QString &faces) -> QString { return uR"({"kind":"draw","fate":[)"_qs + faces + u"]}"; };

    // Cards and the deck.
    QTest::newRow("two-activations-two-cards")
        << Options{}
        << QStringList{uR"({"kind":"set","unit":"n-foot","field":"activations","value":2,"reason":"x"})"_qs,
                       endTurn, u"cards company:n-foot=2"_qs, u"cards company:s-foot=1"_qs};
    QTest::newRow("the-bell-kept-last")
        << Options{{u"bell-last"_qs, u"yes"_qs}}
        << QStringList{u"last bell"_qs, endTurn, u"last bell"_qs, endTurn, u"last bell"_qs};
    QTest::newRow("the-captain-activates-only-the-steady")
        << Options{{u"scale"_qs, u"captains"_qs}}
        << QStringList{uR"({"kind":"set","unit":"n-horse","field":"state","value":"broken","reason":"x"})"_qs,
                       u"top:captain:ada"_qs,
                       draw,
                       u"said steady enough to follow him"_qs,
                       u"expect n-foot.acted=true"_qs,
                       u"expect n-horse.acted=false"_qs};

    // Fortunes, from the signs' 4: d66.
    QTest::newRow("fired-up-waits-for-the-next-foot")
        << Options{}
        << QStringList{omen,
                       drawFate(u"4,2,3"_qs),
                       u"expect n-foot.fired-up=false"_qs,
                       u"top:company:n-foot"_qs,
                       draw,
                       u"expect n-foot.fired-up=true"_qs,
                       u"said the only unit under the same commander"_qs};
    QTest::newRow("a-fortune-not-taken-lapses-with-the-turn")
        << Options{{u"fortune-lapse"_qs, u"end-of-turn"_qs}}
        << QStringList{omen,    drawFate(u"4,2,3"_qs),
                       endTurn, u"top:company:n-foot"_qs,
                       draw,    u"expect n-foot.fired-up=false"_qs};
    QTest::newRow("a-fortune-not-taken-waits-into-the-next-turn")
        << Options{} << QStringList{omen,    drawFate(u"4,2,3"_qs),
                                    endTurn, u"top:company:n-foot"_qs,
                                    draw,    u"expect n-foot.fired-up=true"_qs};
    QTest::newRow("the-next-card-reads-the-tens") << Options{{u"omen-reading"_qs, u"next-card"_qs}}
                                                  << QStringList{omen,
                                                                 drawFate(u"4"_qs),
                                                                 u"top:company:n-foot"_qs,
                                                                 drawFate(u"5"_qs),
                                                                 u"said 25 Fired up"_qs,
                                                                 u"expect n-foot.fired-up=true"_qs};
    QTest::newRow("a-captain-rides-off-and-his-companies-test-first")
        << Options{}
        << QStringList{
               omen,
               drawFate(u"4,1,3"_qs),
               u"top:captain:ada"_qs,
               draw,
               u"owed 2"_qs,
               u"top:company:n-foot"_qs,
               draw,
               uR"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[1,1,1]} => owes Nerve)"_qs,
               uR"({"kind":"resolve","owed":1,"faces":[3]})"_qs,
               u"owed 1"_qs,
               uR"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[1,1,1]})"_qs};
    QTest::newRow("a-thrown-rider-misses-his-next-card") << Options{}
                                                         << QStringList{omen,
                                                                        drawFate(u"4,3,3"_qs),
                                                                        u"top:company:n-horse"_qs,
                                                                        draw,
                                                                        u"expect n-horse.stunned=1"_qs,
                                                                        endTurn,
                                                                        u"top:company:n-horse"_qs,
                                                                        draw,
                                                                        u"expect n-horse.stunned=0"_qs,
                                                                        u"said coming to"_qs};

    // Tests owed.
    QTest::newRow("pushed-back-owes-nerve")
        << Options{}
        << QStringList{
               uR"({"kind":"resolve","test":"clash","actor":"n-foot","target":"s-foot","faces":[8,4]})"_qs,
               u"expect s-foot.hits=2"_qs, u"owed 1"_qs, u"said Nerve for South Foot"_qs};
    QTest::newRow("a-broken-company-owes-a-rally-on-its-card")
        << Options{}
        << QStringList{uR"({"kind":"set","unit":"s-foot","field":"state","value":"broken","reason":"x"})"_qs,
                       u"top:company:s-foot"_qs, draw, u"owed 1"_qs, u"said Rally"_qs};
    QTest::newRow("saves-taken-later-owe-one-shock")
        << Options{}
        << QStringList{
               u"top:company:n-foot"_qs,
               draw,
               uR"({"kind":"resolve","test":"volley","actor":"n-foot","target":"s-foot","distance":5,"faces":[9,9,9],"owe":true})"_qs,
               u"owed 3"_qs,
               uR"({"kind":"resolve","owed":1,"faces":[8]})"_qs,
               u"owed 2"_qs,
               uR"({"kind":"resolve","owed":2,"faces":[2]})"_qs,
               u"said owed: Shock for South Foot"_qs,
               u"owed 2"_qs,
               uR"({"kind":"resolve","owed":3,"faces":[1]})"_qs,
               u"owed 1"_qs};

    // Orders.
    QTest::newRow("steady-the-ranks")
        << Options{}
        << QStringList{uR"({"kind":"order","order":"steady","unit":"n-foot"} => Only a shaken company)"_qs,
                       uR"({"kind":"set","unit":"n-foot","field":"state","value":"shaken","reason":"x"})"_qs,
                       uR"({"kind":"order","order":"steady","unit":"n-foot","answers":["in-contact"]})"_qs,
                       u"expect n-foot.state=shaken"_qs,
                       u"expect n-foot.moved=true"_qs,
                       uR"({"kind":"order","order":"steady","unit":"n-foot"})"_qs,
                       u"expect n-foot.state=steady"_qs};
    QTest::newRow("a-captains-second-chance")
        << Options{}
        << QStringList{
               uR"({"kind":"resolve","test":"nerve","actor":"n-foot","faces":[10]})"_qs,
               u"said Falls back"_qs,
               uR"({"kind":"undo"})"_qs,
               uR"({"kind":"resolve","test":"nerve","actor":"n-foot","faces":[3],"reroll":{"of":1,"order":"second-chance","by":"ada"}})"_qs,
               u"said Steady"_qs,
               u"expect ada.favours=0"_qs,
               uR"({"kind":"resolve","test":"nerve","actor":"n-foot","faces":[9]})"_qs,
               uR"({"kind":"undo"})"_qs,
               uR"({"kind":"resolve","test":"nerve","actor":"n-foot","faces":[3],"reroll":{"of":3,"order":"second-chance","by":"ada"}} => no favour left)"_qs};

    // Dice: lesser successes and 6s, a lookup in parts, a die already rolled.
    QTest::newRow("harsh-skirmish-saves-lesser-successes-and-a-six-is-peril")
        << Options{{u"harsh"_qs, u"yes"_qs}}
        << QStringList{
               uR"({"kind":"resolve","test":"skirmish","actor":"n-foot","target":"s-foot","faces":[5,6,1,1,7,8,9]})"_qs,
               u"said Save: South Foot — Saved [7]; Peril: South Foot — Safe [8]; Shock: South Foot"_qs};
    QTest::newRow("fire-points-read-whole")
        << Options{}
        << QStringList{
               uR"({"kind":"resolve","test":"musketry","actor":"n-foot","target":"s-foot","inputs":{"points":10},"faces":[8]})"_qs,
               u"expect s-foot.hits=1"_qs};
    QTest::newRow("harsh-fire-points-read-in-parts")
        << Options{{u"harsh"_qs, u"yes"_qs}}
        << QStringList{
               uR"({"kind":"resolve","test":"musketry","actor":"n-foot","target":"s-foot","inputs":{"points":10},"faces":[8,8]})"_qs,
               u"expect s-foot.hits=0"_qs};
    QTest::newRow("a-duel-with-my-die-rolled-already")
        << Options{}
        << QStringList{
               uR"({"kind":"resolve","test":"duel","actor":"n-foot","target":"s-foot","inputs":{"my-die":1},"faces":[6]})"_qs,
               u"said Even or behind [1 6]"_qs};
}

void TestNewSystemDeck::playsAsItsRulesSay()
{
    QFETCH(Options, options);
    QFETCH(QStringList, script);
    const auto b = everyfeature::battle(m_rs, options);
    QVERIFY(b);
    const QString wrong = everyfeature::playScript(*b, script);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

QTEST_GUILESS_MAIN(TestNewSystemDeck)
#include "tst_newsystemdeck.moc"
