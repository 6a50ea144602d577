// Range bands worked out from the distance measured, in each of the four rulesets, from the
// books' weapon tables: the shortest range of the firer's weapon that reaches the target picks the
// band (its modifier, or the points a gun fires with), and a target past the longest range is
// refused with the reason. Nobody chooses the band: a choice that differs from the distance's is
// refused, and without a distance the test asks for one. Rulesets written before the distance
// had to be measured (a default of 0, "by hand") keep their reading, so battles begun under them
// replay as they were played.
#include "rulestesting.h"

using namespace adjutant::rules;
using namespace adjutant::testing;

class TestRangeBands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bandFollowsTheDistance_data();
    void bandFollowsTheDistance();
    void outOfRangeIsRefused_data();
    void outOfRangeIsRefused();
    void theDistanceMustBeMeasured_data();
    void theDistanceMustBeMeasured();
    void aChoiceAgainstTheDistanceIsRefused();
    void earlierRulesetsKeepTheBandByHand();
    void aFirerWithNoWeaponIsSaid();
};

namespace {

Situation firing(const QString &ruleset, const QString &firer, const QVariantHash &fields, int distance)
{
    Situation s;
    const QString target = ruleset == u"brigade" ? u"line-infantry"_qs
        : ruleset == u"chosen-men"               ? u"squad"_qs
                                                 : u"infantry"_qs;
    if (ruleset == u"chosen-men") { // a squad is its figures, as a battle makes them
        static const Ruleset chosenMen = loadRuleset(ruleset);
        s.units.insert(u"actor"_qs, unit(chosenMen, u"actor"_qs, firer, fields));
        s.units.insert(u"target"_qs, unit(chosenMen, u"target"_qs, target));
    } else {
        s.units.insert(u"actor"_qs, unit(u"actor"_qs, firer, fields));
        s.units.insert(u"target"_qs, unit(u"target"_qs, target));
    }
    s.inputs.insert(u"guns"_qs, 2);
    s.inputs.insert(u"frontStands"_qs, 2);
    s.inputs.insert(u"firers"_qs, 2);
    s.inputs.insert(u"distance"_qs, distance);
    return s;
}

const AppliedModifier *rangeModifier(const TestSetup &s)
{
    for (const AppliedModifier &m : s.modifiers)
        if (m.id == u"range")
            return &m;
    return nullptr;
}

} // namespace

void TestRangeBands::bandFollowsTheDistance_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("firer"); // unit type
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("band"); // the weapon's range that reaches
    QTest::addColumn<int>("value"); // what the band adds to the roll (or to the score needed)
    const QVariantHash none;
    // KGCWO: musket standard 4", long 8"; rifled musket 8"/16"; carbine 2"/4"; artillery
    // canister 6", standard 36", long 72"; howitzer 16"/32". Canister +2, long -1.
    QTest::newRow("kgcwo musket, standard at 4") << "kgcwo"
                                                 << "fire"
                                                 << "infantry" << none << 4 << "standard" << 0;
    QTest::newRow("kgcwo musket, long at 5") << "kgcwo"
                                             << "fire"
                                             << "infantry" << none << 5 << "long" << -1;
    QTest::newRow("kgcwo musket, long at 8") << "kgcwo"
                                             << "fire"
                                             << "infantry" << none << 8 << "long" << -1;
    QTest::newRow("kgcwo rifles, standard at 8")
        << "kgcwo"
        << "fire"
        << "infantry" << QVariantHash{{"smoothbore", false}} << 8 << "standard" << 0;
    QTest::newRow("kgcwo rifles, long at 16")
        << "kgcwo"
        << "fire"
        << "infantry" << QVariantHash{{"smoothbore", false}} << 16 << "long" << -1;
    QTest::newRow("kgcwo carbine, long at 3") << "kgcwo"
                                              << "fire"
                                              << "cavalry" << none << 3 << "long" << -1;
    QTest::newRow("kgcwo guns, canister at 6") << "kgcwo"
                                               << "fire"
                                               << "artillery-light" << none << 6 << "canister" << 2;
    QTest::newRow("kgcwo guns, standard at 7") << "kgcwo"
                                               << "fire"
                                               << "artillery-heavy" << none << 7 << "standard" << 0;
    QTest::newRow("kgcwo guns, long at 72") << "kgcwo"
                                            << "fire"
                                            << "artillery-medium" << none << 72 << "long" << -1;
    QTest::newRow("kgcwo howitzer, long at 17") << "kgcwo"
                                                << "fire"
                                                << "howitzer" << none << 17 << "long" << -1;
    // 001: musket 4", rifle 8", point blank within 2" (+2); guns canister 8", effective 20",
    // long 35": the band sets the points per gun, not the roll.
    QTest::newRow("001 musket, point blank at 2") << "nap-igougo"
                                                  << "musketry"
                                                  << "infantry" << none << 2 << "point-blank" << 2;
    QTest::newRow("001 musket, in range at 4") << "nap-igougo"
                                               << "musketry"
                                               << "infantry" << none << 4 << "standard" << 0;
    QTest::newRow("001 rifles, in range at 8")
        << "nap-igougo"
        << "musketry"
        << "infantry" << QVariantHash{{"rifles", true}} << 8 << "standard" << 0;
    QTest::newRow("001 horse skirmishers, point blank at 1")
        << "nap-igougo"
        << "musketry"
        << "light-cavalry" << QVariantHash{{"formation", "skirmish"}} << 1 << "point-blank" << 2;
    QTest::newRow("001 guns, canister at 5") << "nap-igougo"
                                             << "artillery-fire"
                                             << "foot-artillery-6" << none << 5 << "canister" << 0;
    QTest::newRow("001 guns, effective at 20") << "nap-igougo"
                                               << "artillery-fire"
                                               << "foot-artillery-6" << none << 20 << "effective" << 0;
    QTest::newRow("001 guns, long at 30") << "nap-igougo"
                                          << "artillery-fire"
                                          << "foot-artillery-6" << none << 30 << "long" << 0;
    QTest::newRow("001 bounce through, long at 35") << "nap-igougo"
                                                    << "bounce-through"
                                                    << "foot-artillery-12" << none << 35 << "long" << 0;
    // Chosen Men: close +1, effective 0, by the weapon the squad carries (a gun's by its load).
    QTest::newRow("cm musket, close at 12") << "chosen-men"
                                            << "fire"
                                            << "squad" << none << 12 << "close" << 1;
    QTest::newRow("cm musket, effective at 13") << "chosen-men"
                                                << "fire"
                                                << "squad" << none << 13 << "effective" << 0;
    QTest::newRow("cm rifle, close at 18")
        << "chosen-men"
        << "fire"
        << "squad" << QVariantHash{{"weapon", "rifle"}} << 18 << "close" << 1;
    QTest::newRow("cm tap-loaded rifle, as a musket at 18")
        << "chosen-men"
        << "fire"
        << "squad" << QVariantHash{{"weapon", "rifle"}, {"tap-loaded", true}} << 18 << "effective" << 0;
    QTest::newRow("cm pistol, effective at 6")
        << "chosen-men"
        << "fire"
        << "squad" << QVariantHash{{"weapon", "pistol"}} << 6 << "effective" << 0;
    QTest::newRow("cm cannon ball, close at 48")
        << "chosen-men"
        << "fire"
        << "gun-large" << QVariantHash{{"weapon", "cannon"}} << 48 << "close" << 1;
    QTest::newRow("cm cannon grape, effective at 18")
        << "chosen-men"
        << "fire"
        << "gun-large" << QVariantHash{{"weapon", "cannon"}, {"ammunition", "grape"}} << 18 << "effective"
        << 0;
    QTest::newRow("cm sniper's rifle, close at 18")
        << "chosen-men"
        << "snipe"
        << "skirmish-squad" << QVariantHash{{"weapon", "rifle"}} << 18 << "close" << 1;
    // 004: musket close 4", long 8"; rifle 6"/12"; light gun canister 2", close 8", long 16",
    // extreme 24" (modifiers to the score needed: canister -2, long +1, extreme +2).
    QTest::newRow("004 musket, close at 4") << "brigade"
                                            << "fire"
                                            << "line-infantry" << none << 4 << "close" << 0;
    QTest::newRow("004 musket, long at 6") << "brigade"
                                           << "fire"
                                           << "line-infantry" << none << 6 << "long" << 1;
    QTest::newRow("004 rifle, long at 12") << "brigade"
                                           << "fire"
                                           << "skirmishers-rifle" << none << 12 << "long" << 1;
    QTest::newRow("004 light gun, canister at 2") << "brigade"
                                                  << "fire"
                                                  << "gun-light" << none << 2 << "canister" << -2;
    QTest::newRow("004 light gun, extreme at 20") << "brigade"
                                                  << "fire"
                                                  << "gun-light" << none << 20 << "extreme" << 2;
    QTest::newRow("004 medium gun, canister at 3") << "brigade"
                                                   << "fire"
                                                   << "gun-medium" << none << 3 << "canister" << -2;
}

void TestRangeBands::bandFollowsTheDistance()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, firer);
    QFETCH(QVariantHash, fields);
    QFETCH(int, distance);
    QFETCH(QString, band);
    QFETCH(int, value);
    const Ruleset rs = loadRuleset(ruleset);
    const TestSetup s = Resolver(rs).setup(test, firing(ruleset, firer, fields, distance));
    QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u"; ")));
    const AppliedModifier *range = rangeModifier(s);
    QVERIFY(range);
    QVERIFY(range->derived); // worked out, not chosen: no chip on the sheet
    QCOMPARE(range->choice, band);
    QCOMPARE(range->value, value);
    QVERIFY2(range->detail.startsWith(QString::number(distance) + u"\": "), qPrintable(range->detail));
}

void TestRangeBands::outOfRangeIsRefused_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("firer");
    QTest::addColumn<QVariantHash>("fields");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("reason");
    const QVariantHash none;
    QTest::newRow("kgcwo musket at 14")
        << "kgcwo"
        << "fire"
        << "infantry" << none << 14 << "out of range: 14\" is beyond the 8\" of the Musket";
    QTest::newRow("kgcwo rifles at 17") << "kgcwo"
                                        << "fire"
                                        << "infantry" << QVariantHash{{"smoothbore", false}} << 17
                                        << "out of range: 17\" is beyond the 16\" of the Rifled musket";
    QTest::newRow("kgcwo guns at 73")
        << "kgcwo"
        << "fire"
        << "artillery-light" << none << 73 << "out of range: 73\" is beyond the 72\" of the Artillery";
    QTest::newRow("001 musket at 5") << "nap-igougo"
                                     << "musketry"
                                     << "infantry" << none << 5
                                     << "out of range: 5\" is beyond the 4\" of the Musket";
    QTest::newRow("001 rifles at 9") << "nap-igougo"
                                     << "musketry"
                                     << "infantry" << QVariantHash{{"rifles", true}} << 9
                                     << "out of range: 9\" is beyond the 8\" of the Rifle";
    QTest::newRow("001 guns at 36") << "nap-igougo"
                                    << "artillery-fire"
                                    << "foot-artillery-6" << none << 36
                                    << "out of range: 36\" is beyond the 35\" of the Artillery";
    QTest::newRow("cm musket at 25") << "chosen-men"
                                     << "fire"
                                     << "squad" << none << 25
                                     << "out of range: 25\" is beyond the 24\" of the Musket";
    QTest::newRow("cm grape at 19") << "chosen-men"
                                    << "fire"
                                    << "gun-small"
                                    << QVariantHash{{"weapon", "small-cannon"}, {"ammunition", "grape"}} << 19
                                    << "out of range: 19\" is beyond the 18\" of the Small cannon, grape";
    QTest::newRow("004 musket at 9") << "brigade"
                                     << "fire"
                                     << "line-infantry" << none << 9
                                     << "out of range: 9\" is beyond the 8\" of the Musket";
    QTest::newRow("004 light gun at 25")
        << "brigade"
        << "fire"
        << "gun-light" << none << 25 << "out of range: 25\" is beyond the 24\" of the Light gun";
}

void TestRangeBands::outOfRangeIsRefused()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, firer);
    QFETCH(QVariantHash, fields);
    QFETCH(int, distance);
    QFETCH(QString, reason);
    const Ruleset rs = loadRuleset(ruleset);
    const Situation s = firing(ruleset, firer, fields, distance);
    QCOMPARE(Resolver(rs).setup(test, s).problems, QStringList{reason});
    // A resolution is refused with the same reason, whatever the dice.
    const Resolution r = Resolver(rs).resolve(test, s, adjutant::dice::FaceQueue::of({10, 10, 10, 10, 10}));
    QVERIFY(r.steps.isEmpty());
    QCOMPARE(r.errors, QStringList{reason});
}

void TestRangeBands::theDistanceMustBeMeasured_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("firer");
    QTest::newRow("kgcwo fire") << "kgcwo"
                                << "fire"
                                << "infantry";
    QTest::newRow("001 musketry") << "nap-igougo"
                                  << "musketry"
                                  << "infantry";
    QTest::newRow("001 artillery fire") << "nap-igougo"
                                        << "artillery-fire"
                                        << "foot-artillery-6";
    QTest::newRow("cm fire") << "chosen-men"
                             << "fire"
                             << "squad";
    QTest::newRow("004 fire") << "brigade"
                              << "fire"
                              << "line-infantry";
}

void TestRangeBands::theDistanceMustBeMeasured()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, firer);
    const Ruleset rs = loadRuleset(ruleset);
    Situation s = firing(ruleset, firer, {}, 0);
    s.inputs.remove(u"distance"_qs);
    const TestSetup unmeasured = Resolver(rs).setup(test, s);
    QVERIFY2(unmeasured.problems.contains(u"Enter distance to the target"_qs),
             qPrintable(unmeasured.problems.join(u"; ")));
    // and at 0 (touching) it is measured, the nearest band
    s.inputs.insert(u"distance"_qs, 0);
    const TestSetup touching = Resolver(rs).setup(test, s);
    QVERIFY2(touching.problems.isEmpty(), qPrintable(touching.problems.join(u"; ")));
    QVERIFY(rangeModifier(touching) && rangeModifier(touching)->derived);
}

void TestRangeBands::aChoiceAgainstTheDistanceIsRefused()
{
    const Ruleset rs = loadRuleset(u"brigade"_qs);
    Situation s = firing(u"brigade"_qs, u"gun-light"_qs, {}, 2); // canister by the tape ...
    s.chosen.insert(u"range"_qs, u"long"_qs); // ... but someone says long
    const QStringList problems = Resolver(rs).setup(u"fire"_qs, s).problems;
    QCOMPARE(
        problems,
        QStringList{u"Range comes from the distance (2\": Canister for the Light gun), not from a choice: "
                    "\"long\" cannot be chosen"_qs});
    // The same band chosen as the tape gives is no conflict (a procedure that knows it says so).
    s.chosen.insert(u"range"_qs, u"canister"_qs);
    QVERIFY(Resolver(rs).setup(u"fire"_qs, s).problems.isEmpty());
}

// Brigade 1.3.0 took the distance with a default of 0: nothing measured, the band is the players'
// choice, and a choice wins over the tape. Its battles replay so.
void TestRangeBands::earlierRulesetsKeepTheBandByHand()
{
    QStringList warnings;
    const RulesetLoadResult loaded = RulesetLibrary::loadSavedBefore(u"brigade"_qs, u"1.3.0"_qs, &warnings);
    QVERIFY(loaded.ok());
    const Ruleset &rs = *loaded.ruleset;
    Situation s = firing(u"brigade"_qs, u"gun-light"_qs, {}, 0);
    s.chosen.insert(u"range"_qs, u"extreme"_qs);
    const TestSetup byHand = Resolver(rs).setup(u"fire"_qs, s);
    QVERIFY(byHand.problems.isEmpty());
    QCOMPARE(rangeModifier(byHand)->choice, u"extreme");
    QVERIFY(!rangeModifier(byHand)->derived);
    s.inputs.insert(u"distance"_qs, 2);
    s.chosen.insert(u"range"_qs, u"long"_qs);
    const TestSetup handWins = Resolver(rs).setup(u"fire"_qs, s);
    QVERIFY(handWins.problems.isEmpty());
    QCOMPARE(rangeModifier(handWins)->choice, u"long");
    s.chosen.clear();
    QCOMPARE(rangeModifier(Resolver(rs).setup(u"fire"_qs, s))->choice, u"canister");
}

void TestRangeBands::aFirerWithNoWeaponIsSaid()
{
    const Ruleset rs = loadRuleset(u"brigade"_qs);
    const TestSetup cavalry = Resolver(rs).setup(u"fire"_qs, firing(u"brigade"_qs, u"cavalry"_qs, {}, 3));
    QCOMPARE(cavalry.problems, QStringList{u"Cavalry has no weapon to measure the range by"_qs});
}

QTEST_GUILESS_MAIN(TestRangeBands)
#include "tst_rangebands.moc"
