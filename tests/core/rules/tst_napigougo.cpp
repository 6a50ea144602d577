// The player-turn Napoleonic rules (rule book 001) as encoded in nap-igougo.json: the fire combat
// table cell by cell, fire and gun points, the troop values, order activation, morale bands,
// movement and terrain, and every test's odds against enumeration. Worked results with scripted
// dice (melee results, bouncing shot, initiative) are data: examples/nap-igougo/, run by
// tst_examples.
#include "rulestesting.h"

#include "rules/orders.h"

using namespace adjutant::rules;
using adjutant::dice::FaceQueue;
using namespace adjutant::testing;

class TestNapIgougo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { m_rs = loadRuleset(u"nap-igougo"_qs); }
    void fireCombatTable_data();
    void fireCombatTable();
    void over50Points_data();
    void over50Points();
    void firePointsPerStand_data();
    void firePointsPerStand();
    void gunPoints_data();
    void gunPoints();
    void troopValues_data();
    void troopValues();
    void orderActivationOdds_data();
    void orderActivationOdds();
    void initiativeIsOpposed();
    void chargeTestModifiers();
    void reactionModifiersOnlyWhenChangingFormation();
    void meleeAgainHasNoChargingBonus();
    void meleeBothSidedModifiers();
    void moraleCasualtyBands_data();
    void moraleCasualtyBands();
    void movement_data();
    void movement();
    void terrain_data();
    void terrain();
    void moveDisorders_data();
    void moveDisorders();
    void everyTestsOddsMatchEnumeration_data();
    void everyTestsOddsMatchEnumeration();

private:
    Situation pair(const QString &actorType, const QVariantHash &actor,
                   const QString &targetType = u"infantry"_qs, const QVariantHash &target = {}) const
    {
        Situation s;
        s.units.insert(u"actor"_qs, unit(u"actor"_qs, actorType, actor));
        s.units.insert(u"target"_qs, unit(u"target"_qs, targetType, target));
        s.inputs.insert(u"distance"_qs, 3); // within a musket's 4"; guns at 3" fire canister
        return s;
    }
    Ruleset m_rs;
};

// Rows by fire points, columns by the modified roll; below the first listed value is no hits, above
// the last is the last column.
void TestNapIgougo::fireCombatTable_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("hits");
    struct Row {
        int points;
        QList<std::pair<int, int>> cells; // modified roll -> hits
    };
    const QList<Row> rows{
        {3, {{-2, 0}, {1, 0}, {8, 0}, {9, 1}, {10, 1}, {11, 2}, {14, 2}}},
        {8, {{5, 0}, {6, 1}, {9, 1}, {10, 2}, {11, 3}}},
        {13, {{4, 0}, {5, 1}, {8, 1}, {9, 2}, {10, 2}, {11, 3}}},
        {18, {{4, 0}, {5, 1}, {6, 1}, {7, 2}, {9, 2}, {10, 3}, {11, 4}}},
        {23, {{3, 0}, {4, 1}, {5, 1}, {6, 2}, {9, 2}, {10, 3}, {11, 4}}},
        {28, {{2, 0}, {3, 1}, {5, 1}, {6, 2}, {7, 2}, {8, 3}, {9, 3}, {10, 4}, {12, 4}}},
        {33, {{1, 0}, {2, 1}, {4, 1}, {5, 2}, {6, 2}, {7, 3}, {9, 3}, {10, 4}}},
        {38, {{0, 0}, {1, 1}, {3, 1}, {4, 2}, {6, 2}, {7, 3}, {8, 3}, {9, 4}, {10, 4}}},
        {43, {{-1, 0}, {0, 0}, {1, 1}, {2, 1}, {3, 2}, {5, 2}, {6, 3}, {7, 3}, {8, 4}, {10, 4}}},
        {48, {{-1, 0}, {0, 1}, {1, 2}, {4, 2}, {5, 3}, {7, 3}, {8, 4}, {10, 4}}},
    };
    for (const Row &r : rows)
        for (const auto &[roll, hits] : r.cells)
            QTest::addRow("points-%d-roll-%d", r.points, roll) << r.points << roll << QString() << hits;
    QTest::newRow("41-45-roll-0-one-hit-reading") << 43 << 0 << "row-41-45-zero=one-hit" << 1;
    QTest::newRow("zero-points-no-effect") << 0 << 10 << QString() << 0;
}

void TestNapIgougo::fireCombatTable()
{
    QFETCH(int, points);
    QFETCH(int, roll);
    QFETCH(QString, option);
    QFETCH(int, hits);
    // Drive the table through the artillery test with a modified roll: 1 gun whose effective
    // points are set by a scratch unit type is awkward, so read the table through the resolver's
    // musketry with fire points = stands x 1 (mounted skirmishers) and a d10 face plus modifiers.
    Situation s = pair(u"cavalry"_qs, {{"formation", "skirmish"}, {"troop", "good"}});
    s.inputs.insert(u"frontStands"_qs, std::max(points, 1));
    if (!option.isEmpty())
        s.options.insert(option.section(u'=', 0, 0), option.section(u'=', 1));
    // Skirmishers fire at -2; bring the roll into 1..10 with modifiers the test offers.
    int face = roll + 2; // cancels the skirmisher -2
    if (face < 1) {
        s.chosen.insert(u"target-cover"_qs, u"heavy"_qs); // -3
        face += 3;
    }
    if (face > 10) {
        s.inputs.insert(u"distance"_qs, 2); // point blank +2
        s.ticked.insert(u"firefight"_qs); // +2
        face -= 4;
    }
    if (face > 10) {
        s.units[u"target"_qs].fields.insert(u"formation"_qs, u"square"_qs); // +2
        face -= 2;
    }
    QVERIFY(face >= 1 && face <= 10);
    if (points == 0) {
        // no fire points: the artillery test with long range from a light gun
        Situation g = pair(u"foot-artillery-light"_qs, {});
        g.inputs.insert(u"guns"_qs, 2);
        g.inputs.insert(u"distance"_qs, 30); // long range
        const Resolution r = Resolver(m_rs).resolve(u"artillery-fire"_qs, g, FaceQueue::of({10}));
        QCOMPARE(r.steps.first().value, hits);
        return;
    }
    // One stand is one point here, so the rows up to 48 need more stands than the 20 a unit
    // fires with (and the resolver allows): a copy of the rules lets the input reach them.
    Ruleset wide = m_rs;
    for (Test &t : wide.tests)
        for (TestInput &in : t.inputs)
            if (in.id == u"frontStands")
                in.maximum = 48;
    const Resolution r = Resolver(wide).resolve(u"musketry"_qs, s, FaceQueue::of({face}));
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.first().setup.total + face, roll);
    QCOMPARE(r.steps.first().value, hits);
    QCOMPARE(r.units.value(u"target"_qs).fields.value(u"casualties"_qs, 0).toInt(), hits);
    // Fire that causes casualties brings the target's morale test, once; harmless fire none.
    QCOMPARE(r.pending.size(), hits > 0 ? 1 : 0);
    if (hits > 0) {
        QCOMPARE(r.pending.first().setup.test->id, u"morale");
        QCOMPARE(r.pending.first().count, 1);
    }
}

// The printed table's reading of one part: its row by points, its column by the modified roll
// (no column condition is met in these cases).
int readFireTable(const Ruleset &rs, int points, int roll)
{
    for (const LookupRow &r : rs.table(u"fire-combat"_qs)->lookup)
        if (points >= r.minimum && points <= r.maximum && !r.when)
            for (const LookupColumn &c : r.columns)
                if ((!c.minimum || roll >= *c.minimum) && (!c.maximum || roll <= *c.maximum) && !c.when)
                    return c.value;
    return -1;
}

void TestNapIgougo::over50Points_data()
{
    QTest::addColumn<int>("stands"); // British line: 3 points a stand
    QTest::addColumn<QList<int>>("parts");
    QTest::addColumn<QList<int>>("faces");
    QTest::newRow("60 = 50 + 10") << 20 << QList<int>{50, 10} << QList<int>{10, 10};
    QTest::newRow("60, low rolls") << 20 << QList<int>{50, 10} << QList<int>{1, 2};
    QTest::newRow("51 = 50 + 1") << 17 << QList<int>{50, 1} << QList<int>{7, 9};
    QTest::newRow("57 = 50 + 7") << 19 << QList<int>{50, 7} << QList<int>{5, 6};
    QTest::newRow("48, read whole") << 16 << QList<int>{} << QList<int>{6};
}

void TestNapIgougo::over50Points()
{
    QFETCH(int, stands);
    QFETCH(QList<int>, parts);
    QFETCH(QList<int>, faces);
    Situation s = pair(u"infantry"_qs, {{"nationality", "british"}});
    s.inputs.insert(u"frontStands"_qs, stands);
    // By default fire over 50 points is split: a die for each part, each read on its own row.
    const TestSetup split = Resolver(m_rs).setup(u"musketry"_qs, s);
    QVERIFY2(split.problems.isEmpty(), qPrintable(split.problems.join(u"; ")));
    QCOMPARE(split.splitRows, parts);
    QCOMPARE(split.dieSides.size(), std::max<qsizetype>(1, parts.size()));
    double sum = 0;
    for (const OutcomeOdds &o : split.odds)
        sum += o.probability;
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
    const Resolution r = Resolver(m_rs).resolve(u"musketry"_qs, s, FaceQueue::of(faces));
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u"; ")));
    int expected = 0;
    if (parts.isEmpty())
        expected = readFireTable(m_rs, stands * 3, faces.first() + split.total);
    for (qsizetype i = 0; i < parts.size(); ++i)
        expected += readFireTable(m_rs, parts.at(i), faces.at(i) + split.total);
    QCOMPARE(r.steps.first().value, expected);
    QCOMPARE(r.steps.first().dice.size(), faces.size());
    if (parts.isEmpty())
        return;
    // The other reading reads it on the 46-50 row, with one die.
    s.options.insert(u"over-50-points"_qs, u"cap"_qs);
    QVERIFY(Resolver(m_rs).setup(u"musketry"_qs, s).splitRows.isEmpty());
    s.inputs.insert(u"frontStands"_qs, 20);
    const Resolution capped = Resolver(m_rs).resolve(u"musketry"_qs, s, FaceQueue::of({10}));
    QCOMPARE(capped.steps.first().value, 4);
}

void TestNapIgougo::firePointsPerStand_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<bool>("enfilade");
    QTest::addColumn<int>("perStand");
    QTest::newRow("british-3") << "infantry" << QVariantHash{{"nationality", "british"}} << false << 3;
    QTest::newRow("british-enfilade-4")
        << "infantry" << QVariantHash{{"nationality", "british"}} << true << 4;
    QTest::newRow("other-2") << "infantry" << QVariantHash{{"nationality", "french"}} << false << 2;
    QTest::newRow("other-enfilade-3") << "infantry" << QVariantHash{{"nationality", "austrian"}} << true << 3;
    QTest::newRow("infantry-skirmishers-2")
        << "infantry" << QVariantHash{{"formation", "skirmish"}} << false << 2;
    QTest::newRow("cavalry-skirmishers-1")
        << "light-cavalry" << QVariantHash{{"formation", "skirmish"}} << false << 1;
}

// The row the points pick shows in the set-up text: "roll ... on TABLE, row N".
void TestNapIgougo::firePointsPerStand()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(bool, enfilade);
    QFETCH(int, perStand);
    Situation s = pair(type, unit);
    s.inputs.insert(u"frontStands"_qs, 5);
    if (enfilade)
        s.ticked.insert(u"enfilade"_qs);
    const TestSetup setup = Resolver(m_rs).setup(u"musketry"_qs, s);
    QVERIFY2(setup.problems.isEmpty(), qPrintable(setup.problems.join(u"; ")));
    QVERIFY2(setup.needText.endsWith(QStringLiteral(", row %1").arg(5 * perStand)),
             qPrintable(setup.needText));
}

void TestNapIgougo::gunPoints_data()
{
    QTest::addColumn<QString>("gun");
    QTest::addColumn<int>("canister");
    QTest::addColumn<int>("effective");
    QTest::addColumn<int>("longRange");
    QTest::newRow("over-12-pdr") << "foot-artillery-heavy" << 5 << 3 << 2;
    QTest::newRow("12-pdr") << "foot-artillery-12" << 5 << 2 << 1;
    QTest::newRow("8-9-pdr") << "foot-artillery-8" << 4 << 2 << 1;
    QTest::newRow("6-pdr") << "foot-artillery-6" << 4 << 1 << 0;
    QTest::newRow("under-6-pdr") << "foot-artillery-light" << 3 << 1 << 0;
}

void TestNapIgougo::gunPoints()
{
    QFETCH(QString, gun);
    QFETCH(int, canister);
    QFETCH(int, effective);
    QFETCH(int, longRange);
    // The band from the distance measured: canister to 8", effective to 20", long to 35".
    const QList<std::tuple<QString, int, int>> ranges{
        {u"canister"_qs, 8, canister}, {u"effective"_qs, 20, effective}, {u"long"_qs, 35, longRange}};
    for (const auto &[range, distance, points] : ranges) {
        Situation s = pair(gun, {});
        s.inputs.insert(u"guns"_qs, 3);
        s.inputs.insert(u"distance"_qs, distance);
        const TestSetup setup = Resolver(m_rs).setup(u"artillery-fire"_qs, s);
        QVERIFY2(setup.needText.endsWith(QStringLiteral(", row %1").arg(3 * points)),
                 qPrintable(range + u": " + setup.needText));
    }
}

void TestNapIgougo::troopValues_data()
{
    QTest::addColumn<QString>("troop");
    QTest::addColumn<int>("charge");
    QTest::addColumn<int>("melee");
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("fireModifier");
    QTest::newRow("old-guard") << "old-guard" << 2 << 20 << -1 << 1;
    QTest::newRow("superior") << "superior" << 3 << 17 << 0 << 1;
    QTest::newRow("excellent") << "excellent" << 4 << 15 << 1 << 1;
    QTest::newRow("good") << "good" << 5 << 13 << 2 << 0;
    QTest::newRow("fair") << "fair" << 6 << 10 << 3 << -1;
    QTest::newRow("poor") << "poor" << 7 << 8 << 4 << -1;
}

void TestNapIgougo::troopValues()
{
    QFETCH(QString, troop);
    QFETCH(int, charge);
    QFETCH(int, melee);
    QFETCH(int, morale);
    QFETCH(int, fireModifier);
    const Situation s = pair(u"infantry"_qs, {{"troop", troop}});
    const Resolver r(m_rs);
    QCOMPARE(r.setup(u"charge-test"_qs, s).dieTest.target, charge);
    QCOMPARE(r.setup(u"reaction-test"_qs, s).dieTest.target, charge);
    QCOMPARE(r.setup(u"morale"_qs, s).dieTest.target, morale);
    QCOMPARE(r.setup(u"melee"_qs, s).base, melee);
    Situation fire = s;
    fire.inputs.insert(u"frontStands"_qs, 2);
    for (const AppliedModifier &m : r.setup(u"musketry"_qs, fire).modifiers)
        if (m.id == u"troop-quality")
            QCOMPARE(m.value, fireModifier);
    // no natural pass or fail: a 10 can still fail a charge that needs more
    QVERIFY(r.setup(u"charge-test"_qs, s).dieTest.naturalPass.isEmpty());
}

// The digest's figures for 2D10 against each staff number, with an Average leader.
void TestNapIgougo::orderActivationOdds_data()
{
    QTest::addColumn<QString>("staff");
    QTest::addColumn<int>("percent");
    QTest::newRow("superb-6") << "superb" << 90;
    QTest::newRow("professional-8") << "professional" << 79;
    QTest::newRow("competent-10") << "competent" << 64;
    QTest::newRow("inefficient-12") << "inefficient" << 45;
    QTest::newRow("incompetent-14") << "incompetent" << 28;
}

void TestNapIgougo::orderActivationOdds()
{
    QFETCH(QString, staff);
    QFETCH(int, percent);
    const TestSetup s
        = Resolver(m_rs).setup(u"order-activation"_qs, pair(u"corps-commander"_qs, {{"staff", staff}}));
    QCOMPARE(s.odds.first().id, u"activates");
    QCOMPARE(qRound(s.odds.first().probability * 100), percent);
    // an attached leader loses one; the 1D10 option rolls a single die and adds the carried total
    Situation oneDie = pair(u"corps-commander"_qs, {{"staff", staff}, {"leader-attached", true}});
    oneDie.options.insert(u"order-dice"_qs, u"1d10-carried"_qs);
    oneDie.inputs.insert(u"carried"_qs, 9);
    const Resolution r = Resolver(m_rs).resolve(u"order-activation"_qs, oneDie, FaceQueue::of({5}));
    QCOMPARE(r.steps.first().value,
             9 + 5 - 1 - m_rs.ladder(u"staff"_qs)->step(staff)->attributes.value(u"staffNumber"_qs).toInt());
}

void TestNapIgougo::initiativeIsOpposed()
{
    Situation s = pair(u"army-commander"_qs, {{"leader", "excellent"}, {"staff", "superb"}},
                       u"army-commander"_qs, {{"leader", "poor"}, {"staff", "incompetent"}});
    s.ticked.insert(u"enemy-surprise"_qs);
    const TestSetup setup = Resolver(m_rs).setup(u"initiative"_qs, s);
    QCOMPARE(setup.total, 4); // +2 +2
    QCOMPARE(setup.targetTotal, -2); // -2 -2 +2
    // The tie and the roll again: examples/nap-igougo/initiative-tie-rolls-again.json.
}

void TestNapIgougo::chargeTestModifiers()
{
    Situation s
        = pair(u"cavalry"_qs, {{"troop", "good"}, {"hits-this-turn", 2}, {"attached-leader", "excellent"}},
               u"infantry"_qs, {{"formation", "square"}});
    const TestSetup setup = Resolver(m_rs).setup(u"charge-test"_qs, s);
    // cavalry +4, cavalry vs square -3, two hits -2, excellent leader +2
    QCOMPARE(setup.total, 1);
    QCOMPARE(setup.dieTest.target, 5);
    const Resolution r = Resolver(m_rs).resolve(u"charge-test"_qs, s, FaceQueue::of({4}));
    QCOMPARE(r.steps.first().outcomeId, u"pass");
}

void TestNapIgougo::reactionModifiersOnlyWhenChangingFormation()
{
    Situation s
        = pair(u"infantry"_qs, {{"nationality", "french"}, {"formation", "attack-column"}}, u"cavalry"_qs);
    s.inputs.insert(u"distance"_qs, 8); // neither from over 12" nor from under 6"
    QCOMPARE(Resolver(m_rs).setup(u"reaction-test"_qs, s).total, 0);
    s.ticked.insert(u"changing-formation"_qs);
    QCOMPARE(Resolver(m_rs).setup(u"reaction-test"_qs, s).total, 5 + 1 + 2); // to cavalry, French inf, column
}

// A close melee is fought again (examples/nap-igougo/melee-close-then-again.json), without the
// charging bonus.
void TestNapIgougo::meleeAgainHasNoChargingBonus()
{
    Situation s = pair(u"infantry"_qs, {}, u"infantry"_qs, {});
    s.ticked.insert(u"inf-charging"_qs);
    const Resolution r = Resolver(m_rs).resolve(u"melee"_qs, s, FaceQueue::of({3, 4, 8, 1}));
    QVERIFY2(r.complete(), qPrintable(r.errors.join(u"; ")));
    QCOMPARE(r.steps.at(1).setup.test->id, u"melee-again");
    for (const AppliedModifier &m : r.steps.at(1).setup.modifiers)
        QVERIFY2(m.id != u"inf-charging", "no charging bonus in the next round");
}

void TestNapIgougo::meleeBothSidedModifiers()
{
    // shaken cavalry attacker against a disordered square: each side's own view
    const Situation s
        = pair(u"cavalry"_qs, {{"morale-state", "shaken"}, {"troop", "excellent"}}, u"infantry"_qs,
               {{"formation", "square"}, {"disordered", true}, {"troop", "fair"}});
    const TestSetup setup = Resolver(m_rs).setup(u"melee"_qs, s);
    QCOMPARE(setup.base, 15);
    QCOMPARE(setup.total, -2 - 5); // shaken, against a disordered square
    QCOMPARE(setup.targetTotal, 10 - 4); // fair base, disordered in a cavalry-infantry melee
}

void TestNapIgougo::moraleCasualtyBands_data()
{
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<int>("modifier");
    QTest::newRow("19-percent") << 100 << 19 << 0;
    QTest::newRow("20-percent") << 10 << 2 << -2;
    QTest::newRow("a-third") << 6 << 2 << -4;
    QTest::newRow("just-under-a-third") << 100 << 32 << -2;
    QTest::newRow("a-half") << 4 << 2 << -6;
    QTest::newRow("most") << 4 << 3 << -6;
}

void TestNapIgougo::moraleCasualtyBands()
{
    QFETCH(int, strength);
    QFETCH(int, casualties);
    QFETCH(int, modifier);
    const TestSetup s = Resolver(m_rs).setup(
        u"morale"_qs, pair(u"infantry"_qs, {{"strength", strength}, {"casualties", casualties}}));
    QCOMPARE(s.total, modifier); // the highest band reached, not the sum
}

void TestNapIgougo::movement_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("formation");
    QTest::addColumn<int>("move");
    QTest::addColumn<QString>("chargeBonus");
    QTest::newRow("infantry-line") << "infantry"
                                   << "line" << 4 << "d6";
    QTest::newRow("infantry-company-column") << "infantry"
                                             << "company-column" << 8 << "d6";
    QTest::newRow("infantry-attack-column") << "infantry"
                                            << "attack-column" << 6 << "d6";
    QTest::newRow("infantry-skirmish") << "infantry"
                                       << "skirmish" << 12 << "d6";
    QTest::newRow("infantry-square") << "infantry"
                                     << "square" << 2 << "";
    QTest::newRow("light-cavalry-line") << "light-cavalry"
                                        << "line" << 9 << "2d6";
    QTest::newRow("light-cavalry-company-column") << "light-cavalry"
                                                  << "company-column" << 18 << "2d6";
    QTest::newRow("light-cavalry-attack-column") << "light-cavalry"
                                                 << "attack-column" << 14 << "2d6";
    QTest::newRow("other-cavalry-line") << "cavalry"
                                        << "line" << 8 << "2d6";
    QTest::newRow("other-cavalry-company-column") << "cavalry"
                                                  << "company-column" << 16 << "2d6";
    QTest::newRow("other-cavalry-attack-column") << "cavalry"
                                                 << "attack-column" << 12 << "2d6";
    QTest::newRow("cavalry-skirmish") << "cavalry"
                                      << "skirmish" << 18 << "2d6";
    QTest::newRow("foot-artillery-limbered") << "foot-artillery-6"
                                             << "limbered" << 8 << "";
    QTest::newRow("foot-artillery-prolonge") << "foot-artillery-8"
                                             << "prolonge" << 2 << "";
    QTest::newRow("12-pdr-limbered") << "foot-artillery-12"
                                     << "limbered" << 4 << "";
    QTest::newRow("heavy-prolonge") << "foot-artillery-heavy"
                                    << "prolonge" << 1 << "";
    QTest::newRow("horse-artillery-limbered") << "horse-artillery"
                                              << "limbered" << 16 << "";
    QTest::newRow("horse-artillery-prolonge") << "horse-artillery"
                                              << "prolonge" << 2 << "";
}

void TestNapIgougo::movement()
{
    QFETCH(QString, type);
    QFETCH(QString, formation);
    QFETCH(int, move);
    QFETCH(QString, chargeBonus);
    const MovementAllowance m = Orders::movement(m_rs, unit(u"u"_qs, type, {{u"formation"_qs, formation}}));
    QVERIFY(m.found);
    QCOMPARE(m.inches.value(u"move"_qs), move);
    QCOMPARE(m.bonus.value(u"charge"_qs), chargeBonus);
    // Those with a charge bonus charge their move plus the bonus dice; the others do not charge.
    QCOMPARE(m.inches.value(u"charge"_qs, -1), chargeBonus.isEmpty() ? -1 : move);
}

void TestNapIgougo::terrain_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<QString>("ground");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("inches"); // of an 8" move
    QTest::newRow("formed-infantry-poor-ground-half")
        << "infantry" << QVariantHash{} << "poor-ground" << true << 4.0;
    QTest::newRow("skirmishers-ignore-poor-ground")
        << "infantry" << QVariantHash{{"formation", "skirmish"}} << "poor-ground" << true << 8.0;
    QTest::newRow("cavalry-not-into-medium-woods")
        << "cavalry" << QVariantHash{} << "medium-woods" << false << 0.0;
    QTest::newRow("formed-not-into-heavy-woods")
        << "infantry" << QVariantHash{} << "heavy-woods" << false << 0.0;
    QTest::newRow("skirmishers-into-heavy-woods")
        << "infantry" << QVariantHash{{"formation", "skirmish"}} << "heavy-woods" << true << 8.0;
    QTest::newRow("infantry-up-a-contour") << "infantry" << QVariantHash{} << "contour" << true << 7.0;
    QTest::newRow("cavalry-up-a-contour") << "cavalry" << QVariantHash{} << "contour" << true << 6.0;
    QTest::newRow("cavalry-stone-wall") << "cavalry" << QVariantHash{} << "stone-wall" << true << 2.0;
    QTest::newRow("artillery-no-stone-wall")
        << "foot-artillery-6" << QVariantHash{{"formation", "limbered"}} << "stone-wall" << false << 0.0;
    QTest::newRow("no-one-enters-a-river") << "infantry" << QVariantHash{} << "river" << false << 0.0;
    QTest::newRow("formed-hedge") << "infantry" << QVariantHash{} << "hedge" << true << 7.0;
    QTest::newRow("routed-ignore-hedge-cost")
        << "infantry" << QVariantHash{{"morale-state", "routed"}} << "hedge" << true << 8.0;
}

void TestNapIgougo::terrain()
{
    QFETCH(QString, type);
    QFETCH(QVariantHash, unit);
    QFETCH(QString, ground);
    QFETCH(bool, allowed);
    QFETCH(double, inches);
    const TerrainMove m = Orders::terrain(m_rs, pair(type, unit), ground, 8);
    QCOMPARE(m.allowed, allowed);
    QCOMPARE(m.inches, inches);
}

void TestNapIgougo::moveDisorders_data()
{
    QTest::addColumn<QVariantHash>("unit");
    QTest::addColumn<double>("inches");
    QTest::addColumn<QString>("rule"); // empty: nothing happens
    QTest::newRow("untrained-line-3-inches") << QVariantHash{{"untrained", true}} << 3.0 << "untrained-line";
    QTest::newRow("untrained-line-2-inches") << QVariantHash{{"untrained", true}} << 2.0 << "";
    QTest::newRow("untrained-column-6-inches")
        << QVariantHash{{"untrained", true}, {"formation", "attack-column"}} << 6.0 << "";
    QTest::newRow("trained-line-4-inches") << QVariantHash{} << 4.0 << "";
    QTest::newRow("square-moves-1-inch") << QVariantHash{{"formation", "square"}} << 1.0 << "square-moves";
}

void TestNapIgougo::moveDisorders()
{
    QFETCH(QVariantHash, unit);
    QFETCH(double, inches);
    QFETCH(QString, rule);
    const auto rules = Orders::afterMove(m_rs, pair(u"infantry"_qs, unit), inches);
    QCOMPARE(rules.isEmpty(), rule.isEmpty());
    if (!rule.isEmpty()) {
        QCOMPARE(rules.first()->id, rule);
        QCOMPARE(rules.first()->effects.first().field, u"disordered");
    }
}

void TestNapIgougo::everyTestsOddsMatchEnumeration_data()
{
    QTest::addColumn<QString>("test");
    for (const Test &t : m_rs.tests)
        QTest::newRow(qPrintable(t.id)) << t.id;
}

void TestNapIgougo::everyTestsOddsMatchEnumeration()
{
    QFETCH(QString, test);
    const bool commanders = test == u"initiative" || test == u"order-activation";
    const bool guns = test == u"artillery-fire" || test == u"bounce-through";
    Situation s = pair(commanders ? u"army-commander"_qs
                           : guns ? u"foot-artillery-8"_qs
                                  : u"infantry"_qs,
                       {{"troop", "excellent"}, {"casualties", 1}, {"strength", 4}},
                       commanders ? u"army-commander"_qs : u"infantry"_qs, {{"troop", "fair"}});
    for (const TestInput &in : m_rs.test(test)->inputs)
        s.inputs.insert(in.id, 4);
    QString why;
    QVERIFY2(oddsMatchEnumeration(m_rs, test, s, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestNapIgougo)
#include "tst_napigougo.moc"
