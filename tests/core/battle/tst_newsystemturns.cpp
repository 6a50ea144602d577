// The player-turn half of the made-up fifth system (tests/core/battle/data/every-feature-turns.json):
// an initiative that decides which side's phase comes first, steps that offer tests and orders to
// the side that acts in them, effects as a step or a phase ends, a move no longer than a die gave,
// a change of formation costed by a rating, and bands made of single figures: hits that fall on
// fighters before the standard and the leader, totals counted from the figures, a band that leaves
// play with its last fighter, a brawl paired figure against figure at most two to one with the
// bouts tallied, orders that pick the worst hurt figure or the next in line. Played with no C++ of
// its own; each row is a script (see everyfeature::play).

#include "everyfeature.h"

#include <QTest>

using namespace adjutant::battle;
using namespace adjutant::rules;
using everyfeature::Options;

class TestNewSystemTurns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void playsAsItsRulesSay_data();
    void playsAsItsRulesSay();

private:
    Ruleset m_rs;
};

void TestNewSystemTurns::initTestCase()
{
    const std::optional<Ruleset> rs = everyfeature::ruleset(everyfeature::kTurns);
    QVERIFY(rs);
    m_rs = *rs;
}

void TestNewSystemTurns::playsAsItsRulesSay_data()
{
    QTest::addColumn<QStringList>("script");
    const QString next = uR"({"kind":"next"})"_qs;
    const QString northFirst
        = uR"({"kind":"resolve","test":"initiative","actor":"ada","target":"bo","faces":[4,2]})"_qs;
    const QString southFirst
        = uR"({"kind":"resolve","test":"initiative","actor":"ada","target":"bo","faces":[1,6]})"_qs;

    // The initiative, and who acts in each step.
    QTest::newRow("north-wins-the-initiative-and-moves-first") << QStringList{
        northFirst,
        u"said North has the initiative"_qs,
        next,
        u"said First side's phase, Move (North acting)"_qs,
        uR"({"kind":"resolve","test":"dash","actor":"s-band","faces":[3]} => only North acts now)"_qs,
        uR"({"kind":"resolve","test":"dash","actor":"n-band","faces":[3]})"_qs};
    QTest::newRow("south-wins-the-initiative-and-moves-first")
        << QStringList{southFirst, u"said South has the initiative"_qs, next,
                       u"said First side's phase, Move (South acting)"_qs,
                       uR"({"kind":"resolve","test":"dash","actor":"s-band","faces":[3]})"_qs};
    QTest::newRow("shooting-only-in-its-step") << QStringList{
        northFirst, next,
        uR"({"kind":"resolve","test":"shoot","actor":"n-band","target":"s-band","faces":[1,1]} => Shoot)"_qs,
        next, uR"({"kind":"resolve","test":"shoot","actor":"s-band","target":"n-band","faces":[1,1]})"_qs};

    // Moving: no further than the dash die, a change of formation costed by the band's troop.
    QTest::newRow("a-dash-bounds-the-move") << QStringList{
        northFirst,
        next,
        uR"({"kind":"resolve","test":"dash","actor":"n-band","faces":[5]})"_qs,
        uR"({"kind":"move","unit":"n-band","inches":6} => more than the 5" it has)"_qs,
        uR"({"kind":"move","unit":"n-band","inches":5,"to":"close"} => more than the 2½" it has)"_qs,
        uR"({"kind":"move","unit":"n-band","inches":2,"to":"close"})"_qs,
        u"expect n-band.formation=close"_qs};
    QTest::newRow("poor-troops-spend-the-whole-move-changing-formation") << QStringList{
        northFirst,
        next,
        uR"({"kind":"resolve","test":"dash","actor":"n-scouts","faces":[4]})"_qs,
        uR"({"kind":"move","unit":"n-scouts","inches":1,"to":"close"} => more than the 0" it has)"_qs,
        uR"({"kind":"move","unit":"n-scouts","inches":0,"to":"close"})"_qs,
        u"expect n-scouts.formation=close"_qs};

    // Figures: hits fall on the fighters first, one man each; the totals follow.
    QTest::newRow("hits-fall-on-different-fighters") << QStringList{
        northFirst,
        next,
        next,
        uR"({"kind":"resolve","test":"shoot","actor":"s-band","target":"n-band","faces":[4,5,1,6]})"_qs,
        u"expect n-band/fighter-1.wounds=1"_qs,
        u"expect n-band/fighter-2.down=true"_qs,
        u"expect n-band/leader.down=false"_qs,
        u"expect n-band.figures-lost=1"_qs,
        u"expect n-band.wounds=1"_qs,
        u"expect n-band.figures=4"_qs};
    QTest::newRow("a-band-leaves-play-with-its-last-fighter") << QStringList{
        northFirst,
        next,
        next,
        uR"({"kind":"set","unit":"s-scouts","figure":"captain","field":"down","value":true,"reason":"x"})"_qs,
        u"expect s-scouts.leader-lost=true"_qs,
        uR"({"kind":"resolve","test":"shoot","actor":"n-band","target":"s-scouts","faces":[4,4,5]})"_qs,
        u"expect s-scouts.figures-lost=2"_qs,
        u"expect s-scouts.removed=true"_qs};
    QTest::newRow("a-brawl-two-on-one-with-its-bouts-tallied") << QStringList{
        northFirst,
        next,
        next,
        next,
        uR"({"kind":"resolve","procedure":"brawl","actor":"n-band","target":"s-scouts","response":"fight","inputs":{"distance":1},"faces":[6,1,5,2,5,6,1,3]})"_qs,
        u"said The defenders won"_qs,
        u"said bouts won: 1 by the charging side, 2 by the other; 0 drawn"_qs,
        u"expect s-scouts/captain.down=true"_qs,
        u"expect s-scouts.leader-lost=true"_qs,
        u"expect n-band/fighter-1.down=true"_qs,
        u"expect n-band/fighter-3.wounds=1"_qs,
        next,
        u"said binds up a wound as its phase ends"_qs,
        u"expect n-band/fighter-3.wounds=0"_qs};
    QTest::newRow("tend-the-worst-hurt") << QStringList{
        southFirst,
        next,
        uR"({"kind":"order","order":"tend","unit":"s-band"} => No one standing in the band is wounded)"_qs,
        uR"({"kind":"set","unit":"s-band","figure":"fighter-1","field":"wounds","value":1,"reason":"x"})"_qs,
        uR"({"kind":"set","unit":"s-band","figure":"fighter-2","field":"wounds","value":2,"reason":"x"})"_qs,
        uR"({"kind":"order","order":"tend","unit":"s-band"})"_qs,
        u"expect s-band/fighter-2.wounds=1"_qs,
        u"expect s-band/fighter-1.wounds=1"_qs};
    QTest::newRow("promote-the-next-fighter") << QStringList{
        southFirst,
        next,
        uR"({"kind":"order","order":"promote","unit":"s-scouts"} => Promote a fighter)"_qs,
        uR"({"kind":"set","unit":"s-scouts","figure":"captain","field":"down","value":true,"reason":"x"})"_qs,
        uR"({"kind":"order","order":"promote","unit":"s-scouts"})"_qs,
        u"expect s-scouts/jem.role=leader"_qs,
        u"expect s-scouts.leader-lost=false"_qs};
    QTest::newRow("a-leaderless-band-opens-up-as-its-phase-ends") << QStringList{
        northFirst,
        next,
        next,
        next,
        next,
        u"said Second side's phase, Move (South acting)"_qs,
        uR"({"kind":"set","unit":"s-scouts","field":"formation","value":"close","reason":"x"})"_qs,
        uR"({"kind":"set","unit":"s-scouts","figure":"captain","field":"down","value":true,"reason":"x"})"_qs,
        next,
        next,
        u"expect s-scouts.formation=close"_qs,
        next,
        u"said falls into open order"_qs,
        u"expect s-scouts.formation=open"_qs,
        uR"({"kind":"resolve","test":"rally","actor":"s-scouts","faces":[5]})"_qs};
}

void TestNewSystemTurns::playsAsItsRulesSay()
{
    QFETCH(QStringList, script);
    const auto b = everyfeature::battle(m_rs);
    QVERIFY(b);
    const QString wrong = everyfeature::playScript(*b, script);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

QTEST_GUILESS_MAIN(TestNewSystemTurns)
#include "tst_newsystemturns.moc"
