// Range bands worked out from a measured distance: the shortest range of the firer's weapon that
// reaches the target picks the band (its modifier, or the points a gun fires with), and a target
// past the longest range is out of range. Measured nothing (0), the band is chosen by hand as
// before; a band chosen by hand wins over the distance.
#include "rulestesting.h"

using namespace adjutant::rules;
using namespace adjutant::testing;

class TestRangeBands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bandFollowsTheDistance_data();
    void bandFollowsTheDistance();
    void handChoiceWins();
};

void TestRangeBands::bandFollowsTheDistance_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("test");
    QTest::addColumn<QString>("firer"); // unit type
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("band"); // the range modifier's choice; empty: the base band
    QTest::addColumn<bool>("inRange");
    // 004: musket close 4", long 8"; rifle 6"/12"; light gun canister 2", close 8", long 16", extreme 24".
    QTest::newRow("004 musket, close") << "brigade"
                                       << "fire"
                                       << "line-infantry" << 3 << "" << true;
    QTest::newRow("004 musket, at 4\"") << "brigade"
                                        << "fire"
                                        << "line-infantry" << 4 << "" << true;
    QTest::newRow("004 musket, long") << "brigade"
                                      << "fire"
                                      << "line-infantry" << 6 << "long" << true;
    QTest::newRow("004 musket, out of range") << "brigade"
                                              << "fire"
                                              << "line-infantry" << 9 << "" << false;
    QTest::newRow("004 rifle, long") << "brigade"
                                     << "fire"
                                     << "skirmishers-rifle" << 12 << "long" << true;
    QTest::newRow("004 light gun, canister") << "brigade"
                                             << "fire"
                                             << "gun-light" << 2 << "canister" << true;
    QTest::newRow("004 light gun, extreme") << "brigade"
                                            << "fire"
                                            << "gun-light" << 20 << "extreme" << true;
    QTest::newRow("004 light gun, out of range") << "brigade"
                                                 << "fire"
                                                 << "gun-light" << 25 << "" << false;
    // 001: guns, canister 8", effective 20", long 35": the band sets the points per gun.
    QTest::newRow("001 canister") << "nap-igougo"
                                  << "artillery-fire"
                                  << "foot-artillery-6" << 5 << "canister" << true;
    QTest::newRow("001 effective") << "nap-igougo"
                                   << "artillery-fire"
                                   << "foot-artillery-6" << 20 << "effective" << true;
    QTest::newRow("001 long") << "nap-igougo"
                              << "artillery-fire"
                              << "foot-artillery-6" << 30 << "long" << true;
    QTest::newRow("001 out of range") << "nap-igougo"
                                      << "artillery-fire"
                                      << "foot-artillery-6" << 36 << "" << false;
}

void TestRangeBands::bandFollowsTheDistance()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, test);
    QFETCH(QString, firer);
    QFETCH(int, distance);
    QFETCH(QString, band);
    QFETCH(bool, inRange);
    const Ruleset rs = loadRuleset(ruleset);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"actor"_qs, firer));
    s.units.insert(u"target"_qs,
                   unit(u"target"_qs, ruleset == u"brigade" ? u"line-infantry"_qs : u"infantry"_qs));
    s.inputs.insert(u"guns"_qs, 2);
    s.inputs.insert(u"distance"_qs, distance);
    const TestSetup measured = Resolver(rs).setup(test, s);
    const bool outOfRange = std::any_of(measured.problems.begin(), measured.problems.end(),
                                        [](const QString &p) { return p.startsWith(u"out of range"); });
    QCOMPARE(!outOfRange, inRange);
    QString chosen;
    for (const AppliedModifier &m : measured.modifiers)
        if (m.id == u"range")
            chosen = m.choice;
    QCOMPARE(chosen, band);
    if (!inRange)
        return;
    // The same as the band chosen by hand, with nothing measured.
    Situation byHand = s;
    byHand.inputs.insert(u"distance"_qs, 0);
    if (!band.isEmpty())
        byHand.chosen.insert(u"range"_qs, band);
    const TestSetup chosenByHand = Resolver(rs).setup(test, byHand);
    QCOMPARE(measured.total, chosenByHand.total);
    QCOMPARE(measured.needText, chosenByHand.needText);
    QCOMPARE(measured.odds.size(), chosenByHand.odds.size());
    for (qsizetype i = 0; i < measured.odds.size(); ++i)
        QCOMPARE(measured.odds.at(i).probability, chosenByHand.odds.at(i).probability);
}

void TestRangeBands::handChoiceWins()
{
    const Ruleset rs = loadRuleset(u"brigade"_qs);
    Situation s;
    s.units.insert(u"actor"_qs, unit(u"actor"_qs, u"gun-light"_qs));
    s.units.insert(u"target"_qs, unit(u"target"_qs, u"line-infantry"_qs));
    s.inputs.insert(u"distance"_qs, 2); // canister by the tape ...
    s.chosen.insert(u"range"_qs, u"long"_qs); // ... but the umpire says long
    QString chosen;
    for (const AppliedModifier &m : Resolver(rs).setup(u"fire"_qs, s).modifiers)
        if (m.id == u"range")
            chosen = m.choice;
    QCOMPARE(chosen, u"long");
    // A firer with no weapon cannot be measured: said, not guessed.
    s.units.insert(u"actor"_qs, unit(u"actor"_qs, u"cavalry"_qs));
    s.chosen.clear();
    const TestSetup cavalry = Resolver(rs).setup(u"fire"_qs, s);
    QVERIFY(std::any_of(cavalry.problems.begin(), cavalry.problems.end(),
                        [](const QString &p) { return p.contains(u"no weapon"); }));
}

QTEST_GUILESS_MAIN(TestRangeBands)
#include "tst_rangebands.moc"
