// The brigade rules (rule book 004) as encoded in brigade.json: command and control, morale by
// grade, fire and melee against the score needed, entering melee, generals killed, movement,
// formation changes, manoeuvres, terrain, charges, and every test's odds. Worked results with
// scripted dice (morale results, uncontrolled moves, the losers' test, fire's casualties) are
// data: examples/brigade/, run by tst_examples.
#include "rulestesting.h"

#include "rules/orders.h"

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

class TestBrigade : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(u"brigade"_qs); }
    void brigadierCommand_data();
    void brigadierCommand();
    void moraleDiceByGrade_data();
    void moraleDiceByGrade();
    void fireDiceAndScoreNeeded_data();
    void fireDiceAndScoreNeeded();
    void generalKilled_data();
    void generalKilled();
    void enteringMelee_data();
    void enteringMelee();
    void meleeScoreNeeded_data();
    void meleeScoreNeeded();
    void movement_data();
    void movement();
    void formationChanges_data();
    void formationChanges();
    void changingFace_data();
    void changingFace();
    void manoeuvres_data();
    void manoeuvres();
    void terrain_data();
    void terrain();
    void charges_data();
    void charges();
    void rallyFromDisorder_data();
    void rallyFromDisorder();
    void everyTestsOddsMatchEnumeration_data();
    void everyTestsOddsMatchEnumeration();

private:
    Situation pair(const QString &actorType, const QVariantHash &actor,
                   const QString &targetType = u"line-infantry"_qs, const QVariantHash &target = {}) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(u"actor"_qs, actorType, actor));
        s.units.insert(u"target"_qs, unit(u"target"_qs, targetType, target));
        s.inputs.insert(u"distance"_qs, 4); // close range for muskets, rifles and guns alike
        return s;
    }
    Ruleset m_rs;
};

void TestBrigade::brigadierCommand_data()
{
    QTest::addColumn<int>("ability");
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("at-the-rating-passes") << 6 << 6 << "pass";
    QTest::newRow("under-passes") << 6 << 1 << "pass";
    QTest::newRow("over-fails") << 6 << 7 << "fail";
    QTest::newRow("ability-10-always") << 10 << 10 << "pass";
}

void TestBrigade::brigadierCommand()
{
    QFETCH(int, ability);
    QFETCH(int, face);
    QFETCH(QString, outcome);
    const Situation s = pair(u"brigadier"_qs, {{"ability", ability}});
    const Resolution r = Resolver(m_rs).resolve(u"brigadier-command"_qs, s, FaceQueue::of({face}));
    QCOMPARE(r.steps.first().outcomeId, outcome);
    QCOMPARE(Resolver(m_rs).setup(u"brigadier-command"_qs, s).odds.first().probability, ability / 10.0);
}

void TestBrigade::moraleDiceByGrade_data()
{
    QTest::addColumn<QString>("grade");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<int>("gradeModifier");
    QTest::newRow("elite-2d5") << "elite"
                               << "2d5" << 1;
    QTest::newRow("trained-2d5") << "trained"
                                 << "2d5" << 0;
    QTest::newRow("raw-2d6") << "raw"
                             << "2d6" << -1;
    QTest::newRow("militia-2d6") << "militia"
                                 << "2d6" << -2;
}

void TestBrigade::moraleDiceByGrade()
{
    QFETCH(QString, grade);
    QFETCH(QString, dice);
    QFETCH(int, gradeModifier);
    const TestSetup s = Resolver(m_rs).setup(u"morale"_qs, pair(u"line-infantry"_qs, {{"grade", grade}}));
    QCOMPARE(s.expression->toString(), dice);
    QCOMPARE(s.total, gradeModifier);
}

void TestBrigade::fireDiceAndScoreNeeded_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QVariantHash>("target");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("needed");
    QTest::newRow("4-bases-first-volley-6")
        << "line-infantry" << QVariantHash{} << QVariantHash{} << QStringList{} << 4 << 6;
    QTest::newRow("after-first-volley-7") << "line-infantry" << QVariantHash{{"first-volley-fired", true}}
                                          << QVariantHash{} << QStringList{} << 4 << 7;
    QTest::newRow("a-base-lost-3-dice")
        << "line-infantry" << QVariantHash{{"figures-killed", 4}, {"first-volley-fired", true}}
        << QVariantHash{} << QStringList{} << 3 << 7;
    QTest::newRow("disordered-no-first-volley")
        << "line-infantry" << QVariantHash{{"disordered", true}} << QVariantHash{} << QStringList{} << 4 << 8;
    QTest::newRow("at-column-5") << "line-infantry" << QVariantHash{{"first-volley-fired", true}}
                                 << QVariantHash{{"formation", "column"}} << QStringList{} << 4 << 5;
    QTest::newRow("skirmishers-at-skirmishers-in-cover-9")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}}
        << QVariantHash{{"formation", "skirmish"}} << QStringList{"target-in-cover"} << 4 << 9;
    QTest::newRow("militia-long-range-moved-in-its-last-move")
        << "line-infantry"
        << QVariantHash{{"grade", "militia"}, {"first-volley-fired", true}, {"moved-last-move", true}}
        << QVariantHash{} << QStringList{"long-range"} << 4 << 10;
    QTest::newRow("gun-3-crew-2-dice")
        << "gun-light" << QVariantHash{{"crew", 3}} << QVariantHash{} << QStringList{} << 2 << 7;
    QTest::newRow("gun-2-crew-1-die")
        << "gun-medium" << QVariantHash{{"crew", 2}} << QVariantHash{} << QStringList{} << 1 << 7;
    QTest::newRow("cavalry-do-not-fire")
        << "cavalry" << QVariantHash{{"formation", "mounted"}} << QVariantHash{} << QStringList{} << 0 << 7;
    QTest::newRow("strong-house-9") << "line-infantry" << QVariantHash{{"first-volley-fired", true}}
                                    << QVariantHash{{"in-strong-house", true}} << QStringList{} << 4 << 9;
}

void TestBrigade::fireDiceAndScoreNeeded()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QVariantHash, target);
    QFETCH(QStringList, ticked);
    QFETCH(int, dice);
    QFETCH(int, needed);
    Situation s = pair(type, unit, u"line-infantry"_qs, target);
    // The distance measured: close range (4"), or long range (6") for the row that says so.
    s.inputs.insert(u"distance"_qs, ticked.contains(u"long-range"_qs) ? 6 : 4);
    for (const QString &t : ticked)
        if (t != u"long-range")
            s.ticked.insert(t);
    const TestSetup setup = Resolver(m_rs).setup(u"fire"_qs, s);
    QCOMPARE(setup.dieSides.size(), dice);
    QCOMPARE(setup.dieTest.target, needed);
}

// A general's D10 against what the move's shooting (or its melee) cost his unit in all.
void TestBrigade::generalKilled_data()
{
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<int>("face");
    QTest::addColumn<QString>("outcome");
    QTest::newRow("shot: 1 casualty, a 1 kills") << "general-shot"
                                                 << "figures-killed-this-move" << 1 << 1 << "pass";
    QTest::newRow("shot: 1 casualty, a 2 spares") << "general-shot"
                                                  << "figures-killed-this-move" << 1 << 2 << "fail";
    QTest::newRow("shot: 4 casualties, a 4 kills") << "general-shot"
                                                   << "figures-killed-this-move" << 4 << 4 << "pass";
    QTest::newRow("melee: 2 casualties, a 2 kills") << "general-killed"
                                                    << "melee-casualties-this-phase" << 2 << 2 << "pass";
    QTest::newRow("melee: 2 casualties, a 3 spares") << "general-killed"
                                                     << "melee-casualties-this-phase" << 2 << 3 << "fail";
}

void TestBrigade::generalKilled()
{
    QFETCH(QString, test);
    QFETCH(QString, field);
    QFETCH(int, casualties);
    QFETCH(int, face);
    QFETCH(QString, outcome);
    Situation s = pair(u"line-infantry"_qs, {{"attached-general", "cinc"}});
    s.units[u"actor"_qs].fields.insert(field, casualties);
    const Resolution r = Resolver(m_rs).resolve(test, s, FaceQueue::of({face}));
    QCOMPARE(r.steps.first().outcomeId, outcome);
    QCOMPARE(r.steps.first().setup.odds.first().probability, casualties / 10.0);
}

void TestBrigade::enteringMelee_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QVariantHash>("target");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<int>("total");
    QTest::newRow("plain") << "line-infantry" << QVariantHash{} << QVariantHash{} << QStringList{} << 0;
    QTest::newRow("elite-led-by-general")
        << "line-infantry" << QVariantHash{{"grade", "elite"}, {"attached-general", "brigadier"}}
        << QVariantHash{} << QStringList{} << 2;
    QTest::newRow("column-militia") << "line-infantry"
                                    << QVariantHash{{"grade", "militia"}, {"formation", "column"}}
                                    << QVariantHash{} << QStringList{} << -5;
    QTest::newRow("fire-casualties-and-a-fifth-lost")
        << "line-infantry" << QVariantHash{{"figures-killed-this-move", 2}, {"figures-killed", 3}}
        << QVariantHash{} << QStringList{} << -3;
    QTest::newRow("at-unsupported-gunners")
        << "line-infantry" << QVariantHash{} << QVariantHash{} << QStringList{} << 0;
    QTest::newRow("cavalry-at-formed-front") << "cavalry" << QVariantHash{{"formation", "mounted"}}
                                             << QVariantHash{} << QStringList{"cav-vs-formed-front"} << -3;
    QTest::newRow("flank-and-obstacle")
        << "line-infantry" << QVariantHash{} << QVariantHash{{"defending-obstacle", true}}
        << QStringList{"exposed-flank"} << 1;
}

void TestBrigade::enteringMelee()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QVariantHash, target);
    QFETCH(QStringList, ticked);
    QFETCH(int, total);
    Situation s = pair(type, unit, u"line-infantry"_qs, target);
    for (const QString &t : ticked)
        s.ticked.insert(t);
    const TestSetup setup = Resolver(m_rs).setup(u"entering-melee"_qs, s);
    QCOMPARE(setup.total, total);
    QCOMPARE(setup.expression->toString(), u"d6");
    // The charge goes in on a positive modified score.
    double goesIn = 0;
    for (int face = 1; face <= 6; ++face)
        goesIn += face + total > 0 ? 1.0 / 6 : 0;
    QVERIFY(std::abs(setup.odds.first().probability - goesIn) < 1e-12);
}

void TestBrigade::meleeScoreNeeded_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("target");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<int>("needed");
    QTest::newRow("plain-7") << "line-infantry" << QVariantHash{} << "line-infantry" << QVariantHash{}
                             << QStringList{} << 7;
    // The charging bonus follows the unit's "charged this move" mark (the charge procedure sets
    // it); it used to be a toggle the players had to tick.
    QTest::newRow("elite-infantry-charging-5")
        << "line-infantry" << QVariantHash{{"grade", "elite"}, {"charged", true}} << "line-infantry"
        << QVariantHash{} << QStringList{} << 5;
    QTest::newRow("elite-infantry-that-did-not-charge-6")
        << "line-infantry" << QVariantHash{{"grade", "elite"}} << "line-infantry" << QVariantHash{}
        << QStringList{} << 6;
    QTest::newRow("no-charge-bonus-against-obstacle")
        << "line-infantry" << QVariantHash{{"charged", true}} << "line-infantry"
        << QVariantHash{{"defending-obstacle", true}} << QStringList{} << 8;
    QTest::newRow("cavalry-charging-with-general-4")
        << "cavalry"
        << QVariantHash{{"attached-general", "cinc"}, {"formation", "mounted"}, {"charged", true}}
        << "line-infantry" << QVariantHash{} << QStringList{} << 4;
    QTest::newRow("close-order-vs-skirmishers-4")
        << "line-infantry" << QVariantHash{} << "skirmishers-musket"
        << QVariantHash{{"formation", "skirmish"}} << QStringList{} << 4;
    QTest::newRow("vs-unsupported-gunners-3")
        << "line-infantry" << QVariantHash{} << "gun-light" << QVariantHash{{"formation", "unlimbered"}}
        << QStringList{} << 3;
    QTest::newRow("rifles-militia-disordered-10")
        << "skirmishers-rifle"
        << QVariantHash{{"grade", "militia"}, {"disordered", true}, {"formation", "skirmish"}}
        << "line-infantry" << QVariantHash{} << QStringList{} << 10;
    QTest::newRow("vs-strong-house-10")
        << "line-infantry" << QVariantHash{} << "line-infantry"
        << QVariantHash{{"in-strong-house", true}, {"defending-obstacle", true}} << QStringList{} << 10;
    QTest::newRow("cavalry-vs-obstacle-9")
        << "cavalry" << QVariantHash{{"formation", "mounted"}} << "line-infantry"
        << QVariantHash{{"defending-obstacle", true}} << QStringList{} << 9;
}

void TestBrigade::meleeScoreNeeded()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, target);
    QFETCH(QStringList, ticked);
    QFETCH(int, needed);
    Situation s = pair(type, unit, targetType, target);
    s.inputs.insert(u"elements"_qs, 3);
    for (const QString &t : ticked)
        s.ticked.insert(t);
    const TestSetup setup = Resolver(m_rs).setup(u"melee"_qs, s);
    QCOMPARE(setup.dieTest.target, needed);
    QCOMPARE(setup.dieSides.size(), 3);
}

void TestBrigade::movement_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("formation");
    QTest::addColumn<int>("move");
    QTest::addColumn<int>("charge");
    QTest::addColumn<int>("pursuit");
    QTest::addColumn<int>("rout");
    QTest::newRow("infantry-line") << "line-infantry"
                                   << "line" << 6 << 8 << 10 << 16;
    QTest::newRow("infantry-column") << "line-infantry"
                                     << "column" << 10 << 12 << 12 << 16;
    QTest::newRow("skirmishers") << "skirmishers-rifle"
                                 << "skirmish" << 12 << 14 << 12 << 16;
    QTest::newRow("cavalry") << "cavalry"
                             << "mounted" << 12 << 18 << 24 << 28;
    QTest::newRow("limbered-artillery") << "gun-medium"
                                        << "limbered" << 10 << -1 << -1 << -1;
    QTest::newRow("manhandled-light") << "gun-light"
                                      << "manhandled" << 6 << -1 << -1 << -1;
    QTest::newRow("manhandled-medium") << "gun-medium"
                                       << "manhandled" << 2 << -1 << -1 << -1;
}

void TestBrigade::movement()
{
    QFETCH(QString, type);
    QFETCH(QString, formation);
    QFETCH(int, move);
    QFETCH(int, charge);
    QFETCH(int, pursuit);
    QFETCH(int, rout);
    const MovementAllowance m = Orders::movement(m_rs, unit(u"u"_qs, type, {{u"formation"_qs, formation}}));
    QVERIFY(m.found);
    QCOMPARE(m.inches.value(u"move"_qs, -1), move);
    QCOMPARE(m.inches.value(u"charge"_qs, -1), charge);
    QCOMPARE(m.inches.value(u"pursuit"_qs, -1), pursuit);
    QCOMPARE(m.inches.value(u"rout"_qs, -1), rout);
    if (type == u"cavalry")
        QCOMPARE(m.inches.value(u"counterCharge"_qs), 6); // only cavalry counter-charge, by the bonus
}

void TestBrigade::formationChanges_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("to");
    QTest::addColumn<double>("cost");
    QTest::newRow("trained-line-to-column-half") << "line-infantry" << QVariantHash{} << "column" << 0.5;
    QTest::newRow("militia-full-move")
        << "line-infantry" << QVariantHash{{"grade", "militia"}} << "column" << 1.0;
}

void TestBrigade::formationChanges()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, to);
    QFETCH(double, cost);
    const FormationChangePlan plan = Orders::formationChange(m_rs, pair(type, unit), to);
    QVERIFY2(plan.allowed, qPrintable(plan.reason));
    QCOMPARE(plan.totalCost, cost);
}

// Changing face costs what a change of formation does (the planner had no change of face at all):
// skirmishers a quarter move, militia a whole one, others half; what is left of the move follows.
void TestBrigade::changingFace_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<double>("cost");
    QTest::addColumn<double>("left"); // inches of the move left after it
    QTest::newRow("line-half-of-6") << "line-infantry" << QVariantHash{} << 0.5 << 3.0;
    QTest::newRow("column-half-of-10")
        << "line-infantry" << QVariantHash{{"formation", "column"}} << 0.5 << 5.0;
    QTest::newRow("elite-half") << "line-infantry" << QVariantHash{{"grade", "elite"}} << 0.5 << 3.0;
    QTest::newRow("militia-whole-move")
        << "line-infantry" << QVariantHash{{"grade", "militia"}} << 1.0 << 0.0;
    QTest::newRow("skirmishers-quarter-of-12")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << 0.25 << 9.0;
    QTest::newRow("horse-half-of-12") << "cavalry" << QVariantHash{{"formation", "mounted"}} << 0.5 << 6.0;
}

void TestBrigade::changingFace()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(double, cost);
    QFETCH(double, left);
    const FormationChangePlan face = Orders::faceChange(m_rs, pair(type, unit));
    QVERIFY2(face.allowed, qPrintable(face.reason));
    QCOMPARE(face.steps, 1);
    QCOMPARE(face.totalCost, cost);
    MoveRequest request;
    request.changeFace = true;
    const MovePlan plan = Orders::movePlan(m_rs, pair(type, unit), request);
    QVERIFY(plan.found && plan.face && plan.mayMove);
    QCOMPARE(plan.left, left);
    QVERIFY2(plan.summary.contains(u"to change face"_qs), qPrintable(plan.summary));
}

void TestBrigade::manoeuvres_data()
{
    QTest::addColumn<QString>("manoeuvre");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<double>("fraction"); // -1: given in inches
    QTest::addColumn<int>("inches"); // -1: not allowed
    QTest::newRow("column-wheels-full")
        << "wheel"
        << "line-infantry" << QVariantHash{{"formation", "column"}} << 1.0 << 0;
    QTest::newRow("cavalry-wheels-half") << "wheel"
                                         << "cavalry" << QVariantHash{{"formation", "mounted"}} << 0.5 << 0;
    QTest::newRow("militia-wheel-1-inch")
        << "wheel"
        << "line-infantry" << QVariantHash{{"grade", "militia"}} << -1.0 << 1;
    QTest::newRow("line-wheels-half") << "wheel"
                                      << "line-infantry" << QVariantHash{} << 0.5 << 0;
    QTest::newRow("militia-cannot-incline")
        << "incline"
        << "line-infantry" << QVariantHash{{"grade", "militia"}} << -1.0 << -1;
    QTest::newRow("elite-incline-half") << "incline"
                                        << "line-infantry" << QVariantHash{{"grade", "elite"}} << 0.5 << 0;
    QTest::newRow("trained-incline-1-inch") << "incline"
                                            << "line-infantry" << QVariantHash{} << -1.0 << 1;
    QTest::newRow("skirmishers-back-half")
        << "backwards"
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << 0.5 << 0;
}

void TestBrigade::manoeuvres()
{
    QFETCH(QString, manoeuvre);
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(double, fraction);
    QFETCH(int, inches);
    const auto rate = Orders::manoeuvre(m_rs, pair(type, unit), manoeuvre);
    QVERIFY(rate);
    if (inches < 0) {
        QVERIFY(rate->forbidden);
    } else if (fraction < 0) {
        QCOMPARE(rate->inches.value_or(-1), inches);
    } else {
        QCOMPARE(rate->fraction.value_or(-1), fraction);
    }
}

void TestBrigade::terrain_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("ground");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("inches"); // of a 12" move
    QTest::addColumn<bool>("disorders");
    QTest::newRow("cavalry-open-woods-half")
        << "cavalry" << QVariantHash{{"formation", "mounted"}} << "open-woods" << true << 6.0 << true;
    QTest::newRow("infantry-open-woods-full")
        << "line-infantry" << QVariantHash{} << "open-woods" << true << 12.0 << true;
    QTest::newRow("skirmishers-not-disordered")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << "close-woods" << true << 6.0
        << false;
    QTest::newRow("wall-quarter-move") << "line-infantry" << QVariantHash{} << "wall" << true << 9.0 << true;
    QTest::newRow("guns-not-over-walls")
        << "gun-light" << QVariantHash{{"formation", "limbered"}} << "wall" << false << 0.0 << false;
    QTest::newRow("guns-stream-half-disordered")
        << "gun-light" << QVariantHash{{"formation", "limbered"}} << "stream" << true << 6.0 << true;
    QTest::newRow("building-infantry-whole-move")
        << "line-infantry" << QVariantHash{} << "building" << true << 0.0 << false;
    QTest::newRow("no-cavalry-in-buildings")
        << "cavalry" << QVariantHash{{"formation", "mounted"}} << "building" << false << 0.0 << false;
}

void TestBrigade::terrain()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, ground);
    QFETCH(bool, allowed);
    QFETCH(double, inches);
    QFETCH(bool, disorders);
    const TerrainMove m = Orders::terrain(m_rs, pair(type, unit), ground, 12);
    QCOMPARE(m.allowed, allowed);
    QCOMPARE(m.inches, inches);
    if (allowed)
        QCOMPARE(m.disorders, disorders);
}

void TestBrigade::charges_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("targetType");
    QTest::addColumn<QVariantHash>("target");
    QTest::addColumn<int>("flank"); // the charge procedure's input: 1 into a flank or the rear
    QTest::addColumn<bool>("allowed");
    QTest::newRow("skirmishers-vs-close-order")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << "line-infantry"
        << QVariantHash{} << 0 << false;
    QTest::newRow("skirmishers-vs-skirmishers")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << "skirmishers-rifle"
        << QVariantHash{{"formation", "skirmish"}} << 0 << true;
    QTest::newRow("infantry-vs-cavalry-front")
        << "line-infantry" << QVariantHash{} << "cavalry" << QVariantHash{} << 0 << false;
    // Only the front of horse is barred to foot: into its flank or rear foot may charge it (the
    // rules used to forbid every charge of foot on horse).
    QTest::newRow("infantry-vs-cavalry-flank")
        << "line-infantry" << QVariantHash{} << "cavalry" << QVariantHash{} << 1 << true;
    QTest::newRow("skirmishers-vs-cavalry-flank-still-not")
        << "skirmishers-musket" << QVariantHash{{"formation", "skirmish"}} << "cavalry" << QVariantHash{} << 1
        << false;
    QTest::newRow("cavalry-vs-strong-house")
        << "cavalry" << QVariantHash{{"formation", "mounted"}} << "line-infantry"
        << QVariantHash{{"in-strong-house", true}} << 0 << false;
    QTest::newRow("infantry-vs-strong-house") << "line-infantry" << QVariantHash{} << "line-infantry"
                                              << QVariantHash{{"in-strong-house", true}} << 0 << true;
    QTest::newRow("routed-cannot") << "line-infantry" << QVariantHash{{"control", "routed"}}
                                   << "line-infantry" << QVariantHash{} << 0 << false;
}

void TestBrigade::charges()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, targetType);
    QFETCH(QVariantHash, target);
    QFETCH(int, flank);
    QFETCH(bool, allowed);
    Situation s = pair(type, unit, targetType, target);
    s.inputs.insert(u"flank"_qs, flank);
    const ChargePermission p = Orders::charge(m_rs, s);
    QCOMPARE(p.allowed(), allowed);
    // An allowed charge asks no test of the charge rules: the charge procedure takes the
    // entering-melee test itself, once the charge is known to reach (step 8 of the move, after the
    // charge moves of step 5).
    if (allowed)
        QVERIFY(!p.needsTest());
}

// Recovering order, under either reading of the missing rule (the order that gives up the move, or
// the test): a routed unit must rally from its rout first (it used to recover its order while
// still routing), and a unit below half strength stays disordered.
void TestBrigade::rallyFromDisorder_data()
{
    QTest::addColumn<QString>("reading");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("refusedBecause"); // empty: allowed
    const QVariantHash disordered{{"disordered", true}};
    QVariantHash routed = disordered;
    routed.insert(u"control"_qs, u"routed"_qs);
    QVariantHash halfGone = disordered;
    halfGone.insert(u"figures-killed"_qs, 9); // 3 of 4 bases of three
    for (const char *reading : {"give-up-move", "morale-test"}) {
        QTest::addRow("%s-disordered-rallies", reading) << reading << disordered << QString();
        QTest::addRow("%s-routed-must-rally-from-rout-first", reading)
            << reading << routed << u"must first rally from its rout"_qs;
        QTest::addRow("%s-below-half-stays-disordered", reading)
            << reading << halfGone << u"Below half strength"_qs;
    }
}

void TestBrigade::rallyFromDisorder()
{
    QFETCH(QString, reading);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, refusedBecause);
    Situation s = pair(u"line-infantry"_qs, unit);
    s.options.insert(u"disorder-rally"_qs, reading);
    // The reading's own way: the order under give-up-move, the test under morale-test.
    const QList<Requirement> &rules = reading == u"give-up-move"
        ? m_rs.order(u"rally-from-disorder"_qs)->requirements
        : m_rs.test(u"rally-from-disorder"_qs)->requirements;
    const QStringList refused = Resolver(m_rs).refusals(rules, s);
    if (refusedBecause.isEmpty())
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(u"; ")));
    else
        QVERIFY2(refused.size() == 1 && refused.first().contains(refusedBecause),
                 qPrintable(refused.join(u"; ")));
}

void TestBrigade::everyTestsOddsMatchEnumeration_data()
{
    QTest::addColumn<QString>("test");
    for (const Test &t : m_rs.tests)
        QTest::newRow(qPrintable(t.id)) << t.id;
}

void TestBrigade::everyTestsOddsMatchEnumeration()
{
    QFETCH(QString, test);
    Situation s
        = pair(test == u"brigadier-command" ? u"brigadier"_qs : u"line-infantry"_qs,
               {{"grade", "raw"}, {"figures-killed", 2}, {"casualties-this-phase", 3}, {"ability", 6}});
    for (const TestInput &in : m_rs.test(test)->inputs)
        s.inputs.insert(in.id, 2);
    QString why;
    QVERIFY2(oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestBrigade)
#include "tst_brigade.moc"
